//! `GET /api/v1/games/{id}/live`: a game's events over a WebSocket, one JSON object per
//! message (`crate::games` says which). `?since=n` first sends every event after `n` from the
//! store, so a client that reconnects with the last number it saw misses nothing; then each new
//! event as it happens. The server pings every [`PING_MS`]; a client silent for
//! [`SILENCE_MS`] is closed, and so is one that sends a message over 64 KiB. A stream that falls
//! behind reads what it missed from the store, a page at a time; a client that does not take a
//! message within the send time (10 s) is dropped, so a client that never reads holds one
//! message and one connection, not a growing queue. When the server shuts down every stream is
//! closed with code 1012 (service restart): the client connects again, to another instance.
//! One address holds at most `--streams-per-address` streams at once, and one player (a
//! stream opened with its token) `--streams-per-player`: past them, 429 `too_many_streams`.

use std::sync::Arc;

use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade, close_code};
use axum::extract::{Path, Query, State};
use axum::response::Response;
use serde::Deserialize;
use tokio::sync::broadcast;
use tokio::sync::broadcast::error::RecvError;
use tokio::time::{Instant, interval_at, sleep_until};

use super::games::game_id;
use crate::AppState;
use crate::error::ApiError;
use crate::games::{Broadcast, PAGE};

/// How often the server pings.
pub const PING_MS: u64 = 20_000;
/// How long a client may stay silent (no pong, no message) before it is closed.
pub const SILENCE_MS: u64 = 60_000;
/// The largest message a client may send.
pub const MAX_MESSAGE: usize = 64 * 1024;

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct Since {
    /// The last event's number the client has (0: all).
    #[serde(default)]
    since: i64,
}

/// The upgrade: an unknown game is a 404 before any WebSocket is opened, and a request that is
/// not an upgrade a 400.
#[utoipa::path(get, path = "/games/{id}/live", tag = "games", security((), ("bearer" = [])),
    params(("id" = String, Path, description = "The game's id"), Since),
    responses(
        (status = 101, description = "A WebSocket: one JSON event a message (docs/api.md)"),
        (status = 400, description = "Not a WebSocket upgrade, or a bad `since`", body = crate::error::ErrorBody),
        (status = 401, description = "A token nobody has (a token is optional: with one, the stream counts against its player's cap)", body = crate::error::ErrorBody),
        (status = 404, description = "No such game", body = crate::error::ErrorBody),
        (status = 429, description = "Too many requests, or as many live streams open from this address or player as allowed (`too_many_streams`)", body = crate::error::ErrorBody),
        (status = 503, description = "The database did not answer", body = crate::error::ErrorBody),
    ))]
pub async fn live(
    State(state): State<Arc<AppState>>,
    parts: axum::http::Extensions,
    super::MaybeAuthed(player): super::MaybeAuthed,
    id: Result<Path<String>, PathRejection>,
    since: Result<Query<Since>, QueryRejection>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let id = game_id(id)?;
    let Since { since } = super::query(since)?;
    let place = state
        .streams
        .open(crate::client::of(&parts), player.as_ref().map(|p| p.id))?;
    // Listen first (here, so an unknown game is a 404), then read the store in the stream:
    // nothing falls between the two.
    let feed = state.games.fresh(&state.store, &id).await?.feed.subscribe();
    let ws = super::live::upgrade(ws, 1024 * 1024)?;
    Ok(ws.on_upgrade(move |socket| async move {
        // Its player (when it came with a token) is connected while it is open.
        let here = player.map(|p| state.games.presence.open(p.id));
        stream(state, id, since.max(0), feed, socket).await;
        drop((here, place));
    }))
}

/// The WebSocket upgrade of a live stream, or 400 `malformed` for a request that is not one:
/// small buffers (an idle stream holds a few KiB, not tungstenite's 128 KiB each way), messages
/// from the client up to [`MAX_MESSAGE`], and at most `write_cap` bytes waiting to be sent.
pub(super) fn upgrade(
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
    write_cap: usize,
) -> Result<WebSocketUpgrade, ApiError> {
    let ws = ws.map_err(|e| {
        ApiError::malformed(format!(
            "This address is a WebSocket (GET with an Upgrade: websocket): {e}."
        ))
    })?;
    Ok(ws
        .read_buffer_size(4 * 1024)
        .write_buffer_size(0)
        .max_write_buffer_size(write_cap)
        .max_message_size(MAX_MESSAGE)
        .max_frame_size(MAX_MESSAGE))
}

/// Counts an open stream for as long as it lives.
struct Open<'a>(&'a AppState);

impl Drop for Open<'_> {
    fn drop(&mut self) {
        self.0.metrics.streams.dec();
    }
}

/// Why a stream ends.
pub(super) enum End {
    /// The client left, or its connection failed.
    Gone,
    /// The client did not take an event within the send time: dropped.
    Slow,
}

/// Sends the game's events after `since`, then each new one, until the client leaves, is
/// too slow to read them, or the server shuts down (then it is told to connect again).
async fn stream(
    state: Arc<AppState>,
    id: String,
    since: i64,
    mut feed: broadcast::Receiver<Broadcast>,
    mut socket: WebSocket,
) {
    state.metrics.streams.inc();
    let _open = Open(&state);
    let mut shutdown = state.shutdown.subscribe();
    let mut last = since;
    let mut ended = catch_up(&state, &id, &mut last, &mut socket).await.err();
    let (ping, silence) = state.ping;
    let mut pings = interval_at(Instant::now() + ping, ping);
    let mut heard = Instant::now();
    while ended.is_none() {
        tokio::select! {
            event = feed.recv() => match event {
                Ok(event) if event.seq <= last => {}
                Ok(event) if event.seq == last + 1 => {
                    ended = send(&state, &mut socket, Message::Text(event.text.as_ref().into())).await.err();
                    if let Some(began) = event.began && ended.is_none() {
                        state.metrics.delayed(began.elapsed());
                    }
                    last = event.seq;
                }
                Ok(_) | Err(RecvError::Lagged(_)) => {
                    ended = catch_up(&state, &id, &mut last, &mut socket).await.err();
                }
                Err(RecvError::Closed) => ended = Some(End::Gone),
            },
            message = socket.recv() => match message {
                Some(Ok(Message::Close(_))) | None | Some(Err(_)) => ended = Some(End::Gone),
                Some(Ok(_)) => heard = Instant::now(),
            },
            _ = pings.tick() => {
                ended = send(&state, &mut socket, Message::Ping(Vec::new().into())).await.err();
            },
            _ = sleep_until(heard + silence) => {
                let _ = send(&state, &mut socket, Message::Close(None)).await;
                ended = Some(End::Gone);
            },
            _ = async { drop(shutdown.wait_for(|down| *down).await) } => {
                let bye = CloseFrame {
                    code: close_code::RESTART,
                    reason: "The server is restarting: connect again.".into(),
                };
                let _ = send(&state, &mut socket, Message::Close(Some(bye))).await;
                ended = Some(End::Gone);
            },
        }
    }
    if let Some(End::Slow) = ended {
        state.metrics.slow_streams.inc();
        tracing::info!(game = %id, "dropped a live stream that did not read its events");
    }
}

/// Sends one message, within the server's send time.
pub(super) async fn send(
    state: &AppState,
    socket: &mut WebSocket,
    message: Message,
) -> Result<(), End> {
    match tokio::time::timeout(state.send_timeout, socket.send(message)).await {
        Ok(Ok(())) => Ok(()),
        Ok(Err(_)) => Err(End::Gone),
        Err(_) => Err(End::Slow),
    }
}

/// Sends every stored event after `last`, a page at a time. A page shorter than a whole one is
/// the last: the events stored after its reading come on the feed, which listened first.
async fn catch_up(
    state: &AppState,
    id: &str,
    last: &mut i64,
    socket: &mut WebSocket,
) -> Result<(), End> {
    loop {
        let Ok(events) = state.store.events_since(id, *last, PAGE).await else {
            let _ = send(state, socket, Message::Close(None)).await;
            return Err(End::Gone);
        };
        let whole = events.len() as i64 == PAGE;
        for (seq, text) in events {
            send(state, socket, Message::Text(text.into())).await?;
            *last = seq;
        }
        if !whole {
            return Ok(());
        }
    }
}
