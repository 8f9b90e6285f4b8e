//! `GET /api/v1/tournaments/{id}/live`: a tournament's changes over a WebSocket, one JSON object
//! per message ([`racetrack_api::TournamentEvent`]): first where it stands (`state`, `standings`
//! and a `paired` for each game under way), then `standings` whenever the table changes,
//! `paired` for each game begun, `result` for each game ended and `state` when it starts and
//! ends; once it is over the stream is closed. Anyone may watch; a token is optional (with one,
//! the stream counts against its player's cap). Pings, silence, slow clients, the shutdown and
//! the stream caps are as on a game's stream ([`super::live`]). A player learns of their own
//! pairings on their own stream (`/players/me/live`, `paired`).

use std::sync::Arc;

use axum::extract::rejection::PathRejection;
use axum::extract::ws::rejection::WebSocketUpgradeRejection;
use axum::extract::ws::{Message, WebSocketUpgrade};
use axum::extract::{Path, State};
use axum::response::Response;

use super::live::send;
use super::player_live::relay;
use super::tournaments::tournament_id;
use crate::AppState;
use crate::error::ApiError;
use crate::tournaments::{self as logic, watch};

/// The upgrade: an unknown tournament is a 404 before any WebSocket is opened.
#[utoipa::path(get, path = "/tournaments/{id}/live", tag = "tournaments", security((), ("bearer" = [])),
    params(("id" = String, Path, description = "The tournament's id")),
    responses(
        (status = 101, description = "A WebSocket: one JSON tournament event a message (`state`, `standings`, `paired`, `result`; TournamentEvent)"),
        (status = 400, description = "Not a WebSocket upgrade", body = crate::error::ErrorBody),
        (status = 401, description = "A token nobody has", body = crate::error::ErrorBody),
        (status = 404, description = "No such tournament", body = crate::error::ErrorBody),
        (status = 429, description = "Too many requests, or as many live streams open from this address or player as allowed (`too_many_streams`)", body = crate::error::ErrorBody),
        (status = 503, description = "The database did not answer", body = crate::error::ErrorBody),
    ))]
pub async fn live(
    State(state): State<Arc<AppState>>,
    parts: axum::http::Extensions,
    super::MaybeAuthed(player): super::MaybeAuthed,
    id: Result<Path<String>, PathRejection>,
    ws: Result<WebSocketUpgrade, WebSocketUpgradeRejection>,
) -> Result<Response, ApiError> {
    let id = tournament_id(id)?;
    let t = logic::find(&state.store, &id).await?;
    let place = state
        .streams
        .open(crate::client::of(&parts), player.as_ref().map(|p| p.id))?;
    let ws = super::live::upgrade(ws, 256 * 1024)?;
    // Listen first, then read where it stands: nothing falls between the two.
    let feed = state.watchers.subscribe(&t.id);
    let first = logic::view(&state.store, &t, None, state.clock.now_ms()).await?;
    state.watchers.seen(&first);
    Ok(ws.on_upgrade(move |mut socket| async move {
        state.metrics.streams.inc();
        let mut sent = true;
        for event in watch::changes(None, &first) {
            let text = Message::Text(event.to_json().into());
            sent = send(&state, &mut socket, text).await.is_ok();
            if !sent {
                break;
            }
        }
        if sent {
            relay(&state, &mut socket, feed).await;
        }
        state.metrics.streams.dec();
        drop(place);
    }))
}
