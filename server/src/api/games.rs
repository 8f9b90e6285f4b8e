//! The online games' endpoints: make, list, join, start, move, chat, view and the record.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use racetrack::race::record;
use serde::Deserialize;
use serde_json::{Value, json};

use super::{Authed, MaybeAuthed};
use crate::AppState;
use crate::body::{Body, BodyOr};
use crate::error::ApiError;
use crate::games::{NewGame, NewMove};

/// The most games a list shows.
pub const LIST_ROWS: i64 = 50;

/// A game's id from the path, a malformed one a 400.
pub(crate) fn game_id(id: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    let Path(id) = id.map_err(|e| ApiError::malformed(format!("The game's id: {e}.")))?;
    Ok(id)
}

/// `POST /api/v1/games`: a new game, its creator in seat 0; the view has the invite code.
pub async fn create(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<NewGame>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let view = state
        .games
        .create(&state.store, &player, body, state.clock.now_ms())
        .await?;
    Ok((StatusCode::CREATED, Json(view)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Lobby {
    #[serde(default)]
    state: Option<String>,
}

/// `GET /api/v1/games?state=open`: the public games in a state (open by default), newest first.
pub async fn lobby(
    State(state): State<Arc<AppState>>,
    query: Result<Query<Lobby>, QueryRejection>,
) -> Result<Json<Value>, ApiError> {
    let Query(query) = query.map_err(|e| ApiError::malformed(format!("The query: {e}.")))?;
    let wanted = query.state.as_deref().unwrap_or("open");
    if !["open", "running", "over"].contains(&wanted) {
        return Err(ApiError::malformed(
            "The state is \"open\", \"running\" or \"over\".",
        ));
    }
    let mut games = Vec::new();
    for row in state.store.games_in(wanted, true, LIST_ROWS).await? {
        // A game that does not load is left out of the list, not the list refused.
        if let Ok(live) = state.games.fresh(&state.store, &row.id).await {
            games.push(live.summary(None));
        }
    }
    Ok(Json(json!({ "games": games })))
}

/// `GET /api/v1/players/me/games`: the games you sit in, those waiting for your move marked.
pub async fn mine(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
) -> Result<Json<Value>, ApiError> {
    let mut games = Vec::new();
    for row in state.store.games_of(player.id, LIST_ROWS).await? {
        if let Ok(live) = state.games.fresh(&state.store, &row.id).await {
            games.push(live.summary(Some(player.id)));
        }
    }
    let waiting = games
        .iter()
        .filter(|g| g["your_turn"] == json!(true))
        .count();
    Ok(Json(json!({ "games": games, "your_turn": waiting })))
}

/// `GET /api/v1/games/{id}`.
pub async fn view(
    State(state): State<Arc<AppState>>,
    MaybeAuthed(player): MaybeAuthed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<Value>, ApiError> {
    let id = game_id(id)?;
    let live = state.games.fresh(&state.store, &id).await?;
    let view = live.view(player.map(|p| p.id), state.clock.now_ms());
    Ok(Json(view))
}

#[derive(Deserialize, Default)]
#[serde(deny_unknown_fields)]
pub struct Join {
    #[serde(default)]
    invite: Option<String>,
}

/// `POST /api/v1/games/{id}/join`: a seat (the invite code unless the game is public).
pub async fn join(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    BodyOr(join): BodyOr<Join>,
) -> Result<Json<Value>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .join(
            &state.store,
            &player,
            &id,
            join.invite.as_deref(),
            state.clock.now_ms(),
        )
        .await?;
    Ok(Json(view))
}

/// `POST /api/v1/games/{id}/start`: the creator starts with the seats taken.
pub async fn start(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<Value>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .start(&state.store, &player, &id, state.clock.now_ms())
        .await?;
    Ok(Json(view))
}

/// `POST /api/v1/games/{id}/moves`: your car's move this round.
pub async fn moves(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    Body(body): Body<NewMove>,
) -> Result<Json<Value>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .choose(&state.store, &player, &id, body, state.clock.now_ms())
        .await?;
    state.metrics.moves.inc();
    Ok(Json(view))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chat {
    text: String,
}

/// `POST /api/v1/games/{id}/chat`: a line of text to the game's players and spectators.
pub async fn chat(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    Body(body): Body<Chat>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let id = game_id(id)?;
    let seq = state
        .games
        .chat(&state.store, &player, &id, &body.text, state.clock.now_ms())
        .await?;
    Ok((StatusCode::CREATED, Json(json!({ "seq": seq }))))
}

/// `GET /api/v1/games/{id}/turn`: your seat as a bot sees it (the bot protocol's `start` and
/// `turn` lines).
pub async fn bot_turn(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<Value>, ApiError> {
    let id = game_id(id)?;
    let turn = state
        .games
        .bot_turn(&state.store, &player, &id, state.clock.now_ms())
        .await?;
    Ok(Json(turn))
}

/// `GET /api/v1/games/{id}/record`: the race record of a finished game (409 before).
pub async fn record(
    State(state): State<Arc<AppState>>,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<Value>, ApiError> {
    let id = game_id(id)?;
    let live = state.games.fresh(&state.store, &id).await?;
    match (&live.recorder, live.row.state.as_str()) {
        (Some(recorder), "over") => {
            let text = record::to_json(recorder.record());
            Ok(Json(serde_json::from_str(&text).expect("a record is JSON")))
        }
        _ => Err(ApiError::new(
            StatusCode::CONFLICT,
            "not_over",
            "The game is not over yet: its record is written at the end.",
        )),
    }
}
