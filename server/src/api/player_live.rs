//! `GET /api/v1/players/me/live`: a player's own events over a WebSocket (`paired`,
//! `your_move`, `game_over`, `invited`; [`racetrack_api::PlayerEvent`]), one JSON object per
//! message, so the page and bots learn of their games without polling. The token comes in the
//! `Authorization` header or, from a browser (which cannot set one on a WebSocket), as the first
//! message, `{"token": "…"}`, within 10 s: never in the URL. The first event is `ready`, once
//! the stream listens. An unknown token closes the stream
//! with code 1008 (policy). Pings, silence, slow clients, the shutdown and the stream caps are
//! as on a game's stream ([`super::live`]); a player's events go to a stream that falls behind
//! from the next one on (it re-reads its games when it catches up).

use std::sync::Arc;

use axum::extract::State;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::response::Response;
use racetrack_api::StreamHello;
use tokio::sync::broadcast;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Duration, Instant, interval_at, sleep_until, timeout};

use super::live::send;
use crate::AppState;
use crate::auth;
use crate::error::ApiError;
use crate::store::Player;

/// How long a stream opened without a token waits for it.
const TOKEN_WAIT: Duration = Duration::from_secs(10);

/// The upgrade.
#[utoipa::path(get, path = "/players/me/live", tag = "players", security((), ("bearer" = [])),
    responses(
        (status = 101, description = "A WebSocket: one JSON player event a message (`paired`, `your_move`, `game_over`, `invited`); without an Authorization header, send `{\"token\": \"…\"}` first"),
        (status = 400, description = "Not a WebSocket upgrade", body = crate::error::ErrorBody),
        (status = 401, description = "A token nobody has", body = crate::error::ErrorBody),
        (status = 429, description = "Too many requests, or as many live streams open from this address or player as allowed (`too_many_streams`)", body = crate::error::ErrorBody),
    ))]
pub async fn live(
    State(state): State<Arc<AppState>>,
    parts: axum::http::Extensions,
    super::MaybeAuthed(player): super::MaybeAuthed,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let place = state
        .streams
        .open(crate::client::of(&parts), player.as_ref().map(|p| p.id))?;
    let ws = super::live::upgrade(ws, 64 * 1024)?;
    Ok(ws.on_upgrade(move |mut socket| async move {
        let player = match player {
            Some(player) => Some(player),
            None => hello(&state, &mut socket).await,
        };
        if let Some(player) = player {
            let _here = state.games.presence.open(player.id);
            stream(&state, player, socket).await;
        }
        drop(place);
    }))
}

/// The player whose token the first message holds; `None` (the stream closed) otherwise.
async fn hello(state: &AppState, socket: &mut WebSocket) -> Option<Player> {
    let first = timeout(TOKEN_WAIT, socket.recv()).await;
    let player = match first {
        Ok(Some(Ok(Message::Text(text)))) => match serde_json::from_str::<StreamHello>(&text) {
            Ok(hello) => state
                .store
                .player_by_token(&auth::hash(&hello.token))
                .await
                .ok()
                .flatten(),
            Err(_) => None,
        },
        _ => None,
    };
    if player.is_none() {
        let bye = CloseFrame {
            code: close_code::POLICY,
            reason: "Send {\"token\": \"…\"} first, with a token the server knows.".into(),
        };
        let _ = send(state, socket, Message::Close(Some(bye))).await;
    }
    player
}

/// Sends `player`'s events as they happen, until the client leaves, is too slow, or the server
/// shuts down.
async fn stream(state: &AppState, player: Player, mut socket: WebSocket) {
    let feed = state.games.feeds.subscribe(player.id);
    state.metrics.streams.inc();
    let ready = racetrack_api::PlayerEvent::Ready {
        name: player.name.clone(),
    };
    let hello = send(state, &mut socket, Message::Text(ready.to_json().into())).await;
    if hello.is_ok() {
        relay(state, &mut socket, feed).await;
    }
    state.metrics.streams.dec();
}

/// Sends each message of `feed` as it comes, pinging the client, until the client leaves or
/// stays silent, is too slow, the feed ends (then the stream is closed normally) or the server
/// shuts down (then the client is told to connect again). A client that falls behind the feed
/// misses messages, and is sent the next ones.
pub(super) async fn relay(
    state: &AppState,
    socket: &mut WebSocket,
    mut feed: broadcast::Receiver<Arc<str>>,
) {
    let mut shutdown = state.shutdown.subscribe();
    let (ping, silence) = state.ping;
    let mut pings = interval_at(Instant::now() + ping, ping);
    let mut heard = Instant::now();
    loop {
        let ended = tokio::select! {
            event = feed.recv() => match event {
                Ok(text) => send(state, socket, Message::Text(text.as_ref().into())).await.is_err(),
                Err(RecvError::Lagged(_)) => false,
                Err(RecvError::Closed) => {
                    let _ = send(state, socket, Message::Close(None)).await;
                    true
                }
            },
            message = socket.recv() => match message {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => true,
                Some(Ok(_)) => {
                    heard = Instant::now();
                    false
                }
            },
            _ = pings.tick() => send(state, socket, Message::Ping(Vec::new().into())).await.is_err(),
            _ = sleep_until(heard + silence) => {
                let _ = send(state, socket, Message::Close(None)).await;
                true
            },
            _ = async { drop(shutdown.wait_for(|down| *down).await) } => {
                let bye = CloseFrame {
                    code: close_code::RESTART,
                    reason: "The server is restarting: connect again.".into(),
                };
                let _ = send(state, socket, Message::Close(Some(bye))).await;
                true
            },
        };
        if ended {
            break;
        }
    }
}
