//! The HTTP API, version 1 (`docs/api.md`): players, online games (`games`, `live`), world
//! leaderboards and the daily board.
//! Every rule is the engine's: names by `race::player_name`, runs replayed by `Game`, the board
//! key the page's `top_runs::TrackKey`, the daily track `daily::track`.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use racetrack::top_runs::TrackKey;
use racetrack::{Game, Point, Rules, State as GameState, Track};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;

pub mod controls;
pub mod daily;
pub mod doc;
pub mod games;
pub mod live;
pub mod pairing;
pub mod player_live;
pub mod push;

use crate::AppState;
use crate::auth;
use crate::body::Body;
use crate::error::{ApiError, ErrorBody};
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

/// `POST /players`'s body.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewPlayer {
    /// 1 to 20 characters, no control character.
    name: String,
    /// A program playing through the API (shown as a bot in games).
    #[serde(default)]
    bot: bool,
}

/// A player as others see them.
#[derive(Serialize, ToSchema)]
pub struct PlayerView {
    id: i64,
    name: String,
    /// A program playing through the API.
    bot: bool,
}

/// A new player: who they are, and their secret token (shown this once).
#[derive(Serialize, ToSchema)]
pub struct PlayerMade {
    id: i64,
    name: String,
    bot: bool,
    /// The secret to send as `Authorization: Bearer TOKEN`.
    token: String,
}

/// `POST /api/v1/players`: a new player and their secret token (shown this once).
#[utoipa::path(post, path = "/players", tag = "players", request_body = NewPlayer,
    responses(
        (status = 201, description = "The new player and their token", body = PlayerMade),
        (status = 400, description = "Not a player's body", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 409, description = "Another player has the name (`name_taken`): compared after NFKC, case folding and collapsing spaces", body = ErrorBody),
        (status = 422, description = "A bad name (`bad_name`)", body = ErrorBody),
        (status = 429, description = "Too many requests, or players made from this address in the last hour (`too_many_players`)", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn new_player(
    State(state): State<Arc<AppState>>,
    parts: axum::http::Extensions,
    Body(body): Body<NewPlayer>,
) -> Result<(StatusCode, Json<PlayerMade>), ApiError> {
    let name = crate::text::checked(&body.name)
        .map_err(|e| ApiError::unprocessable("bad_name", format!("The name: {e}.")))?;
    let name = racetrack::race::player_name(&name)
        .map_err(|e| ApiError::unprocessable("bad_name", format!("The name: {e}.")))?;
    if let Some(address) = crate::client::of(&parts) {
        let (most, recent) = &state.players_per_hour;
        let counted = recent.lock().unwrap_or_else(|e| e.into_inner()).take(
            address,
            state.clock.now_ms(),
            3_600_000,
            *most,
        );
        if let Err(retry_after) = counted {
            return Err(ApiError::too_many(
                format!("This address made {most} players in the last hour; try again later."),
                retry_after,
            )
            .with_code("too_many_players"));
        }
    }
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
        .await?
        .ok_or_else(|| {
            ApiError::new(
                StatusCode::CONFLICT,
                "name_taken",
                format!(
                    "Another player is called {name} (names are compared whatever their case \
                     or look-alike forms): choose another name."
                ),
            )
        })?;
    Ok((
        StatusCode::CREATED,
        Json(PlayerMade {
            id: player.id,
            name: player.name,
            bot: player.bot,
            token,
        }),
    ))
}

/// `GET /api/v1/players/me`.
#[utoipa::path(get, path = "/players/me", tag = "players", security(("bearer" = [])),
    responses(
        (status = 200, description = "The token's player", body = PlayerView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn me(Authed(player): Authed) -> Json<PlayerView> {
    Json(PlayerView {
        id: player.id,
        name: player.name,
        bot: player.bot,
    })
}

/// The most points a run sent to a board may have.
pub const MAX_RUN_POINTS: usize = 5_000;

/// The most cells a track's moving elements (gates' cells, trains' rails) may cover on the
/// server: each turn of a race or a run checks them.
pub const MAX_ELEMENT_CELLS: usize = 4_096;

/// A run replayed by the engine: its track, rules and track text, its moves and its board.
fn replay_run(body: &NewRun) -> Result<(Track, Rules, String, i64, String), ApiError> {
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
    let board = TrackKey::of(&track, rules).to_string();
    Ok((track, rules, text, moves, board))
}

/// `x` rounded to a tenth, as a profile shows ratings.
fn tenth(x: f64) -> f64 {
    (x * 10.0).round() / 10.0
}

/// `GET /api/v1/players/{name}`: a player's public profile: rating, results, rating history.
#[utoipa::path(get, path = "/players/{name}", tag = "players",
    params(("name" = String, Path, description = "The player's name (compared as names are: case and look-alike forms do not matter)")),
    responses(
        (status = 200, description = "The player's profile", body = racetrack_api::PlayerProfile),
        (status = 404, description = "No player has that name", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn profile(
    State(state): State<Arc<AppState>>,
    name: Result<Path<String>, PathRejection>,
) -> Result<Json<racetrack_api::PlayerProfile>, ApiError> {
    let Path(name) = name.map_err(|e| ApiError::malformed(format!("The name: {e}.")))?;
    let unknown = || ApiError::not_found("No player has that name.");
    if name.chars().count() > 4 * racetrack::race::MAX_NAME_CHARS {
        return Err(unknown());
    }
    let profile = state
        .store
        .profile(&crate::text::name_key(&name))
        .await?
        .ok_or_else(unknown)?;
    let r = profile.rating;
    Ok(Json(racetrack_api::PlayerProfile {
        name: profile.name,
        bot: profile.bot,
        rating: tenth(r.rating),
        rd: tenth(r.rd),
        provisional: r.rd > racetrack_api::PROVISIONAL_RD,
        played: profile.won + profile.lost + profile.drawn,
        won: profile.won,
        lost: profile.lost,
        drawn: profile.drawn,
        history: profile
            .history
            .into_iter()
            .map(|(game, at_ms, rating, rd)| racetrack_api::RatingPoint {
                game,
                at_ms,
                rating: tenth(rating),
                rd: tenth(rd),
            })
            .collect(),
    }))
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
    let cells: usize = track
        .elements()
        .elements()
        .iter()
        .map(|e| e.cells().len())
        .sum();
    if cells > MAX_ELEMENT_CELLS {
        return Err(ApiError::unprocessable(
            "track_too_large",
            format!(
                "The track's moving elements cover {cells} cells; a track on the server may \
                 have at most {MAX_ELEMENT_CELLS}."
            ),
        ));
    }
    let rules: Rules = rules.parse().map_err(|_| {
        ApiError::unprocessable("bad_rules", "The rules are \"strict\" or \"soft\".")
    })?;
    Ok((track, rules, text))
}

/// `POST /runs`'s body: a solo run from start to finish.
#[derive(Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct NewRun {
    /// The track's text.
    track: String,
    /// `strict` or `soft`.
    rules: String,
    /// Every point the car stood on, the start first, as `[row, col]`.
    trajectory: Vec<[i32; 2]>,
    /// Whether the page showed help on this track during the run (the optimal line, a
    /// watched solver, the coach's optimum): such runs are ranked apart.
    #[serde(default)]
    assisted: bool,
}

/// A run kept on its board.
#[derive(Serialize, ToSchema)]
pub struct RunKept {
    /// The board's key.
    board: String,
    /// The run's moves.
    moves: i64,
    /// The player's rank on the board now (1 = best), among the runs of its kind.
    rank: i64,
    /// Whether it was sent as assisted (ranked apart).
    assisted: bool,
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
            "run_too_long",
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
            "not_yet",
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
                "board_conflict",
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

/// A board's row: a player's best run.
#[derive(Serialize, ToSchema)]
pub struct BoardEntry {
    name: String,
    moves: i64,
    /// When it was run (ms since the epoch).
    at: i64,
    /// Whether the player is a bot (a program playing through the API).
    bot: bool,
}

impl From<crate::store::Entry> for BoardEntry {
    fn from(e: crate::store::Entry) -> BoardEntry {
        BoardEntry {
            name: e.name,
            moves: e.moves,
            at: e.at_ms,
            bot: e.bot,
        }
    }
}

/// A world leaderboard, best first.
#[derive(Serialize, ToSchema)]
pub struct BoardView {
    board: String,
    /// The track's text.
    track: String,
    rules: String,
    /// The unassisted runs, best first (at most 100).
    entries: Vec<BoardEntry>,
    /// The runs sent as assisted, ranked apart, best first (at most 100).
    assisted: Vec<BoardEntry>,
}

/// `GET /api/v1/boards/{board}`.
#[utoipa::path(get, path = "/boards/{board}", tag = "boards",
    params(("board" = String, Path, description = "The board's key (the page's record key)")),
    responses(
        (status = 200, description = "The board, best first (at most 100 rows)", body = BoardView),
        (status = 404, description = "No run was sent for this board", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn board(
    State(state): State<Arc<AppState>>,
    key: Result<Path<String>, PathRejection>,
) -> Result<Json<BoardView>, ApiError> {
    let Path(key) = key.map_err(|e| ApiError::malformed(format!("The board's key: {e}.")))?;
    // Today's daily board lists the runs made since today began.
    let days = state.daily.at(state.clock.now_ms()).await?;
    let since_ms = days.is_today(&key).then(|| days.began_ms());
    let board = state
        .store
        .board(&key, BOARD_ROWS, since_ms.unwrap_or(i64::MIN))
        .await?
        .ok_or_else(|| ApiError::not_found(format!("No run was sent for board {key} yet.")))?;
    Ok(Json(BoardView {
        board: board.board,
        track: board.track,
        rules: board.rules,
        entries: board.entries.into_iter().map(BoardEntry::from).collect(),
        assisted: board.assisted.into_iter().map(BoardEntry::from).collect(),
    }))
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
