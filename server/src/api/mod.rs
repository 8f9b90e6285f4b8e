//! The HTTP API, version 1 (`docs/api.md`): players, online games (`games`, `live`), world
//! leaderboards and the daily board.
//! Every rule is the engine's: names by `race::player_name`, runs replayed by `Game`, the board
//! key the page's `leaderboard::RecordKey`, the daily track `daily::track`.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use racetrack::leaderboard::RecordKey;
use racetrack::{Game, Point, Rules, State as GameState, Track};
use serde::Deserialize;
use serde_json::{Value, json};

pub mod games;
pub mod live;

use crate::AppState;
use crate::auth;
use crate::body::Body;
use crate::error::ApiError;
use crate::store::Player;

/// The most rows a board shows.
pub const BOARD_ROWS: i64 = 100;

/// The player whose bearer token came with the request, if it bore one (an unknown token is
/// still a 401).
pub struct MaybeAuthed(pub Option<Player>);

impl FromRequestParts<Arc<AppState>> for MaybeAuthed {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &Arc<AppState>,
    ) -> Result<MaybeAuthed, ApiError> {
        if parts
            .headers
            .contains_key(axum::http::header::AUTHORIZATION)
        {
            Authed::from_request_parts(parts, state)
                .await
                .map(|Authed(p)| MaybeAuthed(Some(p)))
        } else {
            Ok(MaybeAuthed(None))
        }
    }
}

/// The player whose bearer token came with the request. As an extractor it runs before the
/// body is read: a request without a known token is a 401 whatever its body.
pub struct Authed(pub Player);

impl FromRequestParts<Arc<AppState>> for Authed {
    type Rejection = ApiError;

    async fn from_request_parts(
        parts: &mut Parts,
        state: &Arc<AppState>,
    ) -> Result<Authed, ApiError> {
        let token = auth::bearer(&parts.headers).ok_or_else(ApiError::unauthorized)?;
        state
            .store
            .player_by_token(&auth::hash(token))
            .await?
            .map(Authed)
            .ok_or_else(ApiError::unauthorized)
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewPlayer {
    name: String,
    /// A program playing through the API (shown as a bot in games).
    #[serde(default)]
    bot: bool,
}

/// `POST /api/v1/players`: a new player and their secret token (shown this once).
pub async fn new_player(
    State(state): State<Arc<AppState>>,
    Body(body): Body<NewPlayer>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let name = racetrack::race::player_name(&body.name)
        .map_err(|e| ApiError::unprocessable("bad_name", format!("The name: {e}.")))?;
    let token = auth::new_token().map_err(|_| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            "unavailable",
            "No randomness for a token; try again.",
        )
    })?;
    let player = state
        .store
        .add_player(&name, &auth::hash(&token), body.bot, state.clock.now_ms())
        .await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"id": player.id, "name": player.name, "bot": player.bot, "token": token})),
    ))
}

/// `GET /api/v1/players/me`.
pub async fn me(Authed(player): Authed) -> Json<Value> {
    Json(json!({"id": player.id, "name": player.name, "bot": player.bot}))
}

/// A track and rules as the API takes them, and the track's text as the server keeps it. A
/// track whose text would be longer than a request body is refused (the engine pads short
/// rows, so a small body can make a large track).
pub(crate) fn track_and_rules(
    track: &str,
    rules: &str,
) -> Result<(Track, Rules, String), ApiError> {
    let track: Track = track
        .parse()
        .map_err(|e| ApiError::unprocessable("bad_track", format!("The track: {e}.")))?;
    let text = track.to_string();
    if text.len() > crate::body::MAX_BODY {
        return Err(ApiError::unprocessable(
            "track_too_large",
            format!(
                "The track is {} by {} points; a board's track may hold at most {} bytes of text.",
                track.cols(),
                track.rows(),
                crate::body::MAX_BODY
            ),
        ));
    }
    let rules: Rules = rules.parse().map_err(|_| {
        ApiError::unprocessable("bad_rules", "The rules are \"strict\" or \"soft\".")
    })?;
    Ok((track, rules, text))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewRun {
    track: String,
    rules: String,
    trajectory: Vec<[i32; 2]>,
}

/// `POST /api/v1/runs`: a finished run, replayed through the engine, onto the track's board.
pub async fn new_run(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<NewRun>,
) -> Result<(StatusCode, Json<Value>), ApiError> {
    let (track, rules, text) = track_and_rules(&body.track, &body.rules)?;
    let mut game = Game::new(track.clone(), rules);
    for (i, &[row, col]) in body.trajectory.iter().enumerate() {
        game.play(Point::new(row, col)).map_err(|e| {
            ApiError::unprocessable(
                "illegal_run",
                format!("Point {} of the run, ({row}, {col}): {e}.", i + 1),
            )
        })?;
    }
    let GameState::Won { .. } = game.state() else {
        return Err(ApiError::unprocessable(
            "unfinished_run",
            "The run does not end on a finish point.",
        ));
    };
    let moves = game.moves() as i64;
    let board = RecordKey::of(&track, rules).to_string();
    let rank = state
        .store
        .add_run(
            &board,
            &text,
            rules.name(),
            player.id,
            moves,
            state.clock.now_ms(),
        )
        .await?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::CONFLICT,
                "board_conflict",
                format!("Board {board} belongs to another track or rules; the run is not kept."),
            )
        })?;
    Ok((
        StatusCode::CREATED,
        Json(json!({"board": board, "moves": moves, "rank": rank})),
    ))
}

/// `GET /api/v1/boards/{board}`.
pub async fn board(
    State(state): State<Arc<AppState>>,
    key: Result<Path<String>, PathRejection>,
) -> Result<Json<Value>, ApiError> {
    let Path(key) = key.map_err(|e| ApiError::malformed(format!("The board's key: {e}.")))?;
    let board = state
        .store
        .board(&key, BOARD_ROWS)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("No run was sent for board {key} yet.")))?;
    Ok(Json(json!({
        "board": board.board,
        "track": board.track,
        "rules": board.rules,
        "entries": board.entries.iter().map(|e| json!({
            "name": e.name, "moves": e.moves, "at": e.at_ms,
        })).collect::<Vec<_>>(),
    })))
}

/// `GET /api/v1/daily`: today's (UTC) daily challenge, the page's track, and its board's key.
/// The day's track is generated once (off the async threads, one making at a time) and kept
/// until the date changes.
pub async fn daily(State(state): State<Arc<AppState>>) -> Result<Json<Value>, ApiError> {
    let date = state.clock.today();
    let mut kept = state.daily.lock().await;
    if let Some((day, answer)) = kept.as_ref() {
        if *day == date {
            return Ok(Json(answer.clone()));
        }
    }
    let generated = tokio::task::spawn_blocking(move || racetrack::daily::track(date))
        .await
        .map_err(|_| busy())?
        .map_err(|e| {
            tracing::error!(error = %e, %date, "daily track");
            busy()
        })?;
    let track = generated.track;
    let board = RecordKey::of(&track, Rules::Strict).to_string();
    let answer = json!({"date": date.to_string(), "track": track.to_string(), "board": board});
    *kept = Some((date, answer.clone()));
    Ok(Json(answer))
}

/// 503: the server could not do it now.
pub(crate) fn busy() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        "unavailable",
        "The server could not answer now; try again in a moment.",
    )
}

/// Any other address under `/api`.
pub async fn unknown() -> ApiError {
    ApiError::not_found("There is no such API address (see docs/api.md).")
}

/// An API address asked with a method it does not take.
pub async fn not_allowed() -> ApiError {
    ApiError::new(
        StatusCode::METHOD_NOT_ALLOWED,
        "method_not_allowed",
        "This API address does not take that method (see docs/api.md).",
    )
}
