//! A player's controls over a game: cancel and leave before the start, resign while it runs,
//! rematch once it is over.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use racetrack_api::GameView;

use super::Authed;
use super::games::game_id;
use crate::AppState;
use crate::error::{ApiError, ErrorBody};

/// `POST /api/v1/games/{id}/cancel`: the creator cancels a game that has not started.
#[utoipa::path(post, path = "/games/{id}/cancel", tag = "games", params(("id" = String, Path, description = "The game's id")), security(("bearer" = [])),
    responses(
        (status = 204, description = "Cancelled: the game is gone (its live streams heard `cancelled`)"),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "Only its creator cancels a game (`not_creator`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game has started (`not_open`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer, or the game changed at that moment: ask again", body = ErrorBody),
    ))]
pub async fn cancel(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<StatusCode, ApiError> {
    let id = game_id(id)?;
    state.games.cancel(&state.store, &player, &id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `POST /api/v1/games/{id}/leave`: a seated player other than the creator leaves a game that
/// has not started.
#[utoipa::path(post, path = "/games/{id}/leave", tag = "games", params(("id" = String, Path, description = "The game's id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "The game's view after you left (as a spectator sees it)", body = GameView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "No seat in this game (`not_a_player`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game has started (`not_open`), or you made it (`creator_leaves`: cancel it)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer, or the game changed at that moment: ask again", body = ErrorBody),
    ))]
pub async fn leave(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .leave(&state.store, &player, &id, state.clock.now_ms())
        .await?;
    Ok(Json(view))
}

/// `POST /api/v1/games/{id}/resign`: a seated player resigns a running game.
#[utoipa::path(post, path = "/games/{id}/resign", tag = "games", params(("id" = String, Path, description = "The game's id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "The game's view: your car retires (at once when at most one car is left racing, and the game is over; else when the round resolves), ranked after every car that did not resign", body = GameView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "No seat in this game (`not_a_player`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game is not running (`not_running`), or your car is out of the race already (`out_of_race`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer, or the game changed at that moment: ask again", body = ErrorBody),
    ))]
pub async fn resign(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .resign(&state.store, &player, &id, state.clock.now_ms())
        .await?;
    Ok(Json(super::games::with_ratings(&state, view).await?))
}

/// `POST /api/v1/games/{id}/rematch`: a player of a finished game makes its rematch (or takes a
/// seat in the one made already).
#[utoipa::path(post, path = "/games/{id}/rematch", tag = "games", params(("id" = String, Path, description = "The finished game's id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "The rematch's view: an open game with the same track and settings, you seated; its other players may join without the code (their games list it, and the finished game's stream says `rematch`)", body = GameView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "No seat in this game (`not_a_player`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game is not over (`not_over`), you already sit in as many games as a player may (`too_many_games`), or the rematch has started (`not_open`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer, or the game changed at that moment: ask again", body = ErrorBody),
    ))]
pub async fn rematch(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    super::games::room_for_a_game(&state, &player).await?;
    let view = state
        .games
        .rematch(&state.store, &player, &id, state.clock.now_ms())
        .await?;
    Ok(Json(view))
}
