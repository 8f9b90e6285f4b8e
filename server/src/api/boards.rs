//! World boards: `POST /api/v1/runs` (a solo run, replayed by the engine, onto its track's
//! board) and `GET /api/v1/boards/{board}` (the top runs of each kind, with the asking player's
//! own place). The board's key is the page's `top_runs::TrackKey`.

use racetrack_api::ErrorCode;
use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{Path, State};
use axum::http::StatusCode;
use racetrack::top_runs::TrackKey;
use racetrack::{Game, Point, Rules, State as GameState, Track};
use racetrack_api::{BOARD_ROWS, BoardEntry, BoardPlace, BoardView, NewRun, RunKept};

use super::{Authed, MaybeAuthed, busy, track_and_rules};
use crate::AppState;
use crate::body::Body;
use crate::error::{ApiError, ErrorBody};

/// The most points a run sent to a board may have.
pub const MAX_RUN_POINTS: usize = 5_000;

/// A run replayed by the engine: its track, rules and track text, its moves and its board.
fn replay_run(body: &NewRun) -> Result<(Track, Rules, String, i64, String), ApiError> {
    let (track, rules, text) = track_and_rules(&body.track, &body.rules)?;
    let mut game = Game::new(track.clone(), rules);
    for (i, &[row, col]) in body.trajectory.iter().enumerate() {
        game.play(Point::new(row, col)).map_err(|e| {
            ApiError::unprocessable(
                ErrorCode::IllegalRun,
                format!("Point {} of the run, ({row}, {col}): {e}.", i + 1),
            )
        })?;
    }
    let GameState::Won { .. } = game.state() else {
        return Err(ApiError::unprocessable(
            ErrorCode::UnfinishedRun,
            "The run does not end on a finish point.",
        ));
    };
    let moves = game.moves() as i64;
    let board = TrackKey::of(&track, rules).to_string();
    Ok((track, rules, text, moves, board))
}

/// `POST /api/v1/runs`: a finished run, replayed through the engine, onto the track's board.
#[utoipa::path(post, path = "/runs", tag = "boards", request_body = NewRun, security(("bearer" = [])),
    responses(
        (status = 201, description = "Kept; the player's rank", body = RunKept),
        (status = 400, description = "Not a run's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 409, description = "The board's key names another track (`board_conflict`)", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 422, description = "A bad track or rules, an illegal or unfinished run, or a run on the daily track of a date that has not begun (`not_yet`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn new_run(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<NewRun>,
) -> Result<(StatusCode, Json<RunKept>), ApiError> {
    if body.trajectory.len() > MAX_RUN_POINTS {
        return Err(ApiError::unprocessable(
            ErrorCode::RunTooLong,
            format!(
                "The run has {} points; a run may have at most {MAX_RUN_POINTS}.",
                body.trajectory.len()
            ),
        ));
    }
    // Parsing the track and replaying the run on the pool of heavy work.
    let assisted = body.assisted;
    let (_, rules, text, moves, board) = state
        .games
        .work
        .run(move || replay_run(&body))
        .await
        .map_err(|_| busy())??;
    let days = state.daily.at(state.clock.now_ms()).await?;
    if let Some(date) = days.coming.get(&board) {
        return Err(ApiError::unprocessable(
            ErrorCode::NotYet,
            format!("This is the daily track of {date}: its board opens at 00:00 UTC that day."),
        ));
    }
    let rank = state
        .store
        .add_run(&crate::store::RunRow {
            board: board.clone(),
            track: text,
            rules: rules.name().to_owned(),
            player: player.id,
            moves,
            at_ms: state.clock.now_ms(),
            assisted,
        })
        .await?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::CONFLICT,
                ErrorCode::BoardConflict,
                format!("Board {board} belongs to another track or rules; the run is not kept."),
            )
        })?;
    Ok((
        StatusCode::CREATED,
        Json(RunKept {
            board,
            moves,
            rank,
            assisted,
        }),
    ))
}

fn entry(e: crate::store::Entry) -> BoardEntry {
    BoardEntry {
        name: e.name,
        moves: e.moves,
        at: e.at_ms,
        bot: e.bot,
    }
}

/// `GET /api/v1/boards/{board}`.
#[utoipa::path(get, path = "/boards/{board}", tag = "boards",
    params(("board" = String, Path, description = "The board's key (the page's record key)")),
    security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The board, best first (at most 50 rows of each kind); with a token, the player's own place", body = BoardView),
        (status = 401, description = "A token nobody has", body = ErrorBody),
        (status = 404, description = "No run was sent for this board", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn board(
    State(state): State<Arc<AppState>>,
    MaybeAuthed(player): MaybeAuthed,
    key: Result<Path<String>, PathRejection>,
) -> Result<Json<BoardView>, ApiError> {
    let Path(key) = key.map_err(|e| ApiError::malformed(format!("The board's key: {e}.")))?;
    // Checked before any query: a key is 16 lowercase hex digits, so no other text (a NUL,
    // which PostgreSQL refuses in a text parameter) reaches the store.
    if key.parse::<TrackKey>().is_err() {
        return Err(ApiError::not_found(
            "There is no board with this key: a board's key is 16 lowercase hex digits.",
        ));
    }
    // Today's daily board lists the runs made since today began.
    let days = state.daily.at(state.clock.now_ms()).await?;
    let since_ms = if days.is_today(&key) {
        days.began_ms()
    } else {
        i64::MIN
    };
    let board = state
        .store
        .board(&key, BOARD_ROWS as i64, since_ms)
        .await?
        .ok_or_else(|| ApiError::not_found(format!("No run was sent for board {key} yet.")))?;
    let you = match player {
        Some(p) => state.store.board_place(&key, p.id, since_ms).await?,
        None => None,
    };
    Ok(Json(BoardView {
        board: board.board,
        track: board.track,
        rules: board.rules,
        entries: board.entries.into_iter().map(entry).collect(),
        assisted: board.assisted.into_iter().map(entry).collect(),
        clean_count: board.counts[0],
        assisted_count: board.counts[1],
        you: you.map(|(rank, moves, assisted)| BoardPlace {
            rank,
            moves,
            assisted,
        }),
    }))
}
