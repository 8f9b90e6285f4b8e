//! `GET /api/v1/games/{id}/live`: a game's events over a WebSocket, one JSON object per
//! message (`crate::games` says which). `?since=n` first sends every event after `n` from the
//! store, so a client that reconnects with the last number it saw misses nothing; then each new
//! event as it happens. The server pings every [`PING_MS`]; a client silent for
//! [`SILENCE_MS`] is closed, and so is one that sends a message over 64 KiB. A stream that falls
//! behind reads what it missed from the store.

use std::sync::Arc;
use std::time::Duration;

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocket, WebSocketUpgrade};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use serde::Deserialize;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Instant, interval_at, sleep_until};

use super::games::game_id;
use crate::AppState;
use crate::error::ApiError;

/// How often the server pings.
pub const PING_MS: u64 = 20_000;
/// How long a client may stay silent (no pong, no message) before it is closed.
pub const SILENCE_MS: u64 = 60_000;
/// The largest message a client may send.
pub const MAX_MESSAGE: usize = 64 * 1024;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Since {
    #[serde(default)]
    since: i64,
}

/// The upgrade: an unknown game is a 404 before any WebSocket is opened, and a request that is
/// not an upgrade a 400.
pub async fn live(
    State(state): State<Arc<AppState>>,
    id: Result<Path<String>, PathRejection>,
    since: Result<Query<Since>, QueryRejection>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let id = game_id(id)?;
    let Query(Since { since }) =
        since.map_err(|e| ApiError::malformed(format!("The query: {e}.")))?;
    drop(state.games.fresh(&state.store, &id).await?);
    let ws = ws.map_err(|e| {
        ApiError::malformed(format!(
            "This address is a WebSocket (GET with an Upgrade: websocket): {e}."
        ))
    })?;
    Ok(ws
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE)
        .on_upgrade(move |socket| stream(state, id, since.max(0), socket)))
}

/// Sends the game's events after `since`, then each new one, until the client leaves.
async fn stream(state: Arc<AppState>, id: String, since: i64, mut socket: WebSocket) {
    let Ok(live) = state.games.fresh(&state.store, &id).await else {
        return;
    };
    // Listen first, then read the store: nothing falls between the two.
    let mut feed = live.feed.subscribe();
    drop(live);
    let mut last = since;
    if !catch_up(&state, &id, &mut last, &mut socket).await {
        return;
    }
    let ping = Duration::from_millis(PING_MS);
    let mut pings = interval_at(Instant::now() + ping, ping);
    let mut heard = Instant::now();
    loop {
        tokio::select! {
            event = feed.recv() => match event {
                Ok(event) if event.seq <= last => {}
                Ok(event) if event.seq == last + 1 => {
                    if socket.send(Message::Text(event.text.as_ref().into())).await.is_err() {
                        return;
                    }
                    last = event.seq;
                }
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    if !catch_up(&state, &id, &mut last, &mut socket).await {
                        return;
                    }
                }
                Err(RecvError::Closed) => return,
            },
            message = socket.recv() => match message {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => return,
                Some(Ok(_)) => heard = Instant::now(),
            },
            _ = pings.tick() => {
                if socket.send(Message::Ping(Vec::new().into())).await.is_err() {
                    return;
                }
            },
            _ = sleep_until(heard + Duration::from_millis(SILENCE_MS)) => {
                let _ = socket.send(Message::Close(None)).await;
                return;
            },
        }
    }
}

/// Sends every stored event after `last`; false when the client is gone or the store fails.
async fn catch_up(state: &AppState, id: &str, last: &mut i64, socket: &mut WebSocket) -> bool {
    let Ok(events) = state.store.events_since(id, *last).await else {
        let _ = socket.send(Message::Close(None)).await;
        return false;
    };
    for (seq, text) in events {
        if socket.send(Message::Text(text.into())).await.is_err() {
            return false;
        }
        *last = seq;
    }
    true
}
