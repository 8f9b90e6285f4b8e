//! `/api/v1/pairing`: quick pairing. `POST` puts the player in the pool for a kind of game
//! (rules, round time: 15, 30 or 60 s live, a day by correspondence), `DELETE` takes them out,
//! `GET` says where they stand. Players waiting for the same kind are paired into a rated
//! two-car game that starts at once; a player alone past `--pairing-bot-after` seconds races a
//! bot of the server's. The player's live stream (`/players/me/live`) says `paired`.

use racetrack_api::ErrorCode;
use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use axum::http::StatusCode;
use racetrack_api::{PAIRING_SECONDS, PairingRequest, PairingState, PairingStatus, PoolKind};

use super::Authed;
use crate::AppState;
use crate::body::Body;
use crate::error::{ApiError, ErrorBody};
use crate::store::Player;

/// Where `player` stands in the pool.
async fn standing(state: &AppState, player: &Player) -> Result<PairingState, ApiError> {
    let now_ms = state.clock.now_ms();
    let others = state
        .store
        .pool_counts(player.id)
        .await?
        .into_iter()
        .map(|(rules, move_seconds, n)| PoolKind {
            rules,
            move_seconds,
            players: u32::try_from(n).unwrap_or(u32::MAX),
        })
        .collect();
    let Some(row) = state.store.pool_row(player.id).await? else {
        return Ok(PairingState {
            now_ms,
            others,
            ..PairingState::default()
        });
    };
    let paired = row.game.is_some();
    Ok(PairingState {
        state: if paired {
            PairingStatus::Paired
        } else {
            PairingStatus::Waiting
        },
        rules: Some(row.rules),
        move_seconds: Some(row.move_seconds),
        since_ms: Some(row.since_ms),
        bot_at_ms: (!paired).then(|| row.since_ms + state.pairing_bot_after.as_millis() as i64),
        game: row.game,
        now_ms,
        others,
    })
}

/// `POST /api/v1/pairing`: wait for an opponent.
#[utoipa::path(post, path = "/pairing", tag = "pairing", request_body = PairingRequest, security(("bearer" = [])),
    responses(
        (status = 200, description = "Waiting (or paired at once: then `game` names the running game)", body = PairingState),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 409, description = "The player already sits in as many games not over as a player may (`too_many_games`)", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 422, description = "Rules other than strict or soft, or a round time other than 15, 30, 60 or 86400 seconds (`bad_kind`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn join(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<PairingRequest>,
) -> Result<Json<PairingState>, ApiError> {
    let known_rules = matches!(body.rules.as_str(), "strict" | "soft");
    if !known_rules || !PAIRING_SECONDS.contains(&body.move_seconds) {
        return Err(ApiError::new(
            StatusCode::UNPROCESSABLE_ENTITY,
            ErrorCode::BadKind,
            "Pairing is for strict or soft rules at 15, 30 or 60 seconds a move, or a day \
             (86400 seconds) by correspondence.",
        ));
    }
    super::games::room_for_a_game(&state, &player).await?;
    let rating = state.store.rating_of(player.id).await?;
    let now_ms = state.clock.now_ms();
    state
        .store
        .pool_join(player.id, (&body.rules, body.move_seconds), rating, now_ms)
        .await?;
    // Someone may be waiting already: paired now rather than at the next tick.
    state.pair_and_play().await;
    Ok(Json(standing(&state, &player).await?))
}

/// `DELETE /api/v1/pairing`: stop waiting.
#[utoipa::path(delete, path = "/pairing", tag = "pairing", security(("bearer" = [])),
    responses(
        (status = 200, description = "Out of the pool (`idle`); `paired` when the game was made first", body = PairingState),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn leave(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
) -> Result<Json<PairingState>, ApiError> {
    state.store.pool_leave(player.id).await?;
    Ok(Json(standing(&state, &player).await?))
}

/// `GET /api/v1/pairing`: where the player stands in the pool.
#[utoipa::path(get, path = "/pairing", tag = "pairing", security(("bearer" = [])),
    responses(
        (status = 200, description = "Idle, waiting (since when, and when a bot would take the seat) or paired (the game); who else waits, by kind", body = PairingState),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn state(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
) -> Result<Json<PairingState>, ApiError> {
    Ok(Json(standing(&state, &player).await?))
}
