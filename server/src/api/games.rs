//! The online games' endpoints: make, list, join, start, move, chat, view and the record.

use racetrack_api::ErrorCode;
use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;

use racetrack_api::{
    AddBot, BotTurn, ChatSent, GameList, GameView, JoinGame, MAX_TITLE_CHARS, MyGames, NewChat,
    NewGame, NewMove, RaceRecord,
};
use serde::Deserialize;

use super::{Authed, MaybeAuthed};
use crate::AppState;
use crate::body::{Body, BodyOr};
use crate::error::{ApiError, ErrorBody};
use crate::games::GameError;
use crate::store::GameState;

/// `?seen=N` on a game's view and turn: the number of the last event of the game the client has
/// (from its live stream). Other query parameters are ignored, as they were before it.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
pub struct Seen {
    /// The last event's number the client has: the answer is the game at that version or a
    /// later one, taken from the instance's copy, without asking the database, when the copy is
    /// known to be that new. Without it, the game as the database has it now.
    #[serde(default)]
    seen: Option<i64>,
}

/// The most games a list shows.
pub const LIST_ROWS: i64 = 50;

/// A game's id from the path, a malformed one a 400.
/// Refuses a player who already sits in [`AppState::games_per_player`] games not over.
pub(crate) async fn room_for_a_game(
    state: &AppState,
    player: &crate::store::Player,
) -> Result<(), ApiError> {
    let most = state.games_per_player;
    if state.store.active_games_of(player.id).await? >= most {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::TooManyGames,
            format!("You already sit in {most} games that are not over: finish one first."),
        ));
    }
    Ok(())
}

pub(crate) fn game_id(id: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    let Path(id) = id.map_err(|e| ApiError::malformed(format!("The game's id: {e}.")))?;
    if !crate::games::is_game_id(&id) {
        return Err(ApiError::new(
            StatusCode::NOT_FOUND,
            ErrorCode::NotFound,
            "There is no game with this id.",
        ));
    }
    Ok(id)
}

/// `POST /api/v1/games`: a new game, its creator in seat 0; the view has the invite code.
#[utoipa::path(post, path = "/games", tag = "games", request_body = NewGame, security(("bearer" = [])),
    responses(
        (status = 201, description = "The game's view, with its invite code", body = GameView),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 409, description = "The player already sits in as many games not over as a player may (`too_many_games`)", body = ErrorBody),
        (status = 422, description = "A bad track, rules, seats, round time, penalty or title (`bad_title`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn create(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(mut body): Body<NewGame>,
) -> Result<(StatusCode, Json<GameView>), ApiError> {
    if let Some(title) = &body.title {
        let title = crate::text::checked(title).map_err(|e| {
            ApiError::unprocessable(ErrorCode::BadTitle, format!("The title: {e}."))
        })?;
        let chars = title.chars().count();
        if chars > MAX_TITLE_CHARS {
            return Err(ApiError::unprocessable(
                ErrorCode::BadTitle,
                format!("The title is {chars} characters; at most {MAX_TITLE_CHARS}."),
            ));
        }
        body.title = Some(title);
    }
    let (text, rules) = (body.track.clone(), body.rules.clone());
    let track = state
        .games
        .work
        .run(move || super::track_and_rules(&text, &rules))
        .await
        .map_err(|_| super::busy())??;
    room_for_a_game(&state, &player).await?;
    let view = state
        .games
        .create(&state.store, &player, track, body, state.clock.now_ms())
        .await?;
    Ok((StatusCode::CREATED, Json(view)))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct Lobby {
    /// `open` (the default), `running` or `over`.
    #[serde(default)]
    state: Option<String>,
}

/// `GET /api/v1/games?state=open`: the public games in a state (open by default), newest first.
#[utoipa::path(get, path = "/games", tag = "games", params(Lobby),
    responses(
        (status = 200, description = "The public games in the state, newest first, at most 50", body = GameList),
        (status = 400, description = "An unknown state", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn lobby(
    State(state): State<Arc<AppState>>,
    query: Result<Query<Lobby>, QueryRejection>,
) -> Result<Json<GameList>, ApiError> {
    let query = super::query(query)?;
    let wanted = match query.state.as_deref() {
        None => GameState::Open,
        Some(name) => name
            .parse()
            .map_err(|_| ApiError::malformed("The state is \"open\", \"running\" or \"over\"."))?,
    };
    let rows = state.store.games_in(wanted, true, LIST_ROWS).await?;
    let games = state.games.list(&state.store, &rows, None).await;
    Ok(Json(GameList { games }))
}

#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct Page {
    /// How many of the latest changed games to skip (0, the default: the first page).
    #[serde(default)]
    offset: Option<u32>,
}

/// The running games of a player counted for `your_turn` (at most).
const RUNNING_COUNTED: i64 = 500;

/// `GET /api/v1/players/me/games?offset=n`: the games you sit in, 50 at a time, those waiting
/// for your move marked.
#[utoipa::path(get, path = "/players/me/games", tag = "games", params(Page), security(("bearer" = [])),
    responses(
        (status = 200, description = "Your games, the latest changed first, 50 from `offset`; whether more follow; how many of all your games wait for your move", body = MyGames),
        (status = 400, description = "A bad `offset`", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn mine(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    query: Result<Query<Page>, QueryRejection>,
) -> Result<Json<MyGames>, ApiError> {
    let page = super::query(query)?;
    let skip = i64::from(page.offset.unwrap_or(0));
    let mut rows = state.store.games_of(player.id, skip, LIST_ROWS + 1).await?;
    let more = rows.len() as i64 > LIST_ROWS;
    rows.truncate(LIST_ROWS as usize);
    let games = state.games.list(&state.store, &rows, Some(player.id)).await;
    let running = state
        .store
        .running_games_of(player.id, RUNNING_COUNTED)
        .await?;
    let your_turn = state
        .games
        .list(&state.store, &running, Some(player.id))
        .await
        .iter()
        .filter(|g| g.your_turn)
        .count();
    Ok(Json(MyGames {
        games,
        your_turn,
        more,
    }))
}

/// `GET /api/v1/games/{id}`.
#[utoipa::path(get, path = "/games/{id}", tag = "games", params(("id" = String, Path, description = "The game's id"), Seen), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The game as the token's player (or a spectator) sees it", body = GameView),
        (status = 400, description = "A malformed `seen` (`malformed`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn view(
    State(state): State<Arc<AppState>>,
    MaybeAuthed(player): MaybeAuthed,
    id: Result<Path<String>, PathRejection>,
    seen: Result<Query<Seen>, QueryRejection>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    let Seen { seen } = super::query(seen)?;
    let live = state.games.fresh_since(&state.store, &id, seen).await?;
    let view = state
        .games
        .viewed(&live, player.map(|p| p.id), state.clock.now_ms());
    drop(live);
    Ok(Json(with_ratings(&state, view).await?))
}

/// `view` with its players' rating changes when it is a rated game that is over. Every answer
/// that may show a game's end says them (the view, a move, a resignation): a page that heard
/// the end by one answer and read the changes in another kept the later, without them ("your
/// new rating is being worked out" for good).
pub(super) async fn with_ratings(
    state: &AppState,
    mut view: GameView,
) -> Result<GameView, ApiError> {
    if view.rated && view.state == racetrack_api::GameState::Over {
        let round = |x: f64| x.round() as i64;
        let provisional = |rd: f64| rd > racetrack_api::PROVISIONAL_RD;
        view.ratings = state
            .store
            .game_ratings(&view.id)
            .await?
            .into_iter()
            .map(|(name, before, after)| racetrack_api::RatingChange {
                name,
                before: round(before.rating),
                after: round(after.rating),
                was_provisional: provisional(before.rd),
                provisional: provisional(after.rd),
            })
            .collect();
    }
    Ok(view)
}

/// `POST /api/v1/games/{id}/join`: a seat (the invite code unless the game is public).
#[utoipa::path(post, path = "/games/{id}/join", tag = "games", params(("id" = String, Path, description = "The game's id")), request_body(content = Option<JoinGame>), security(("bearer" = [])),
    responses(
        (status = 200, description = "The game's view and your seat", body = GameView),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "An invite code is needed (`bad_invite`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game has started (`not_open`), or the player already sits in as many games not over as a player may (`too_many_games`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn join(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    BodyOr(join): BodyOr<JoinGame>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    room_for_a_game(&state, &player).await?;
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
#[utoipa::path(post, path = "/games/{id}/start", tag = "games", params(("id" = String, Path, description = "The game's id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "The started game's view", body = GameView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "Only its creator starts a game (`not_creator`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "Started already, or fewer than 2 players", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn start(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .start(&state.store, &player, &id, state.clock.now_ms())
        .await?;
    Ok(Json(view))
}

/// `POST /api/v1/games/{id}/bots`: the creator seats one of the server's bots in a free seat.
#[utoipa::path(post, path = "/games/{id}/bots", tag = "games", params(("id" = String, Path, description = "The game's id")), request_body = AddBot, security(("bearer" = [])),
    responses(
        (status = 200, description = "The game's view with the bot seated (a bot seated already changes nothing; the last free seat starts the race)", body = GameView),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "Only its creator seats a bot (`not_creator`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "The game has started or its seats are taken (`not_open`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn add_bot(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    Body(body): Body<AddBot>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .add_bot(&state.store, &player, &id, body.skill, state.clock.now_ms())
        .await?;
    Ok(Json(view))
}

/// `POST /api/v1/games/{id}/moves`: your car's move this round.
#[utoipa::path(post, path = "/games/{id}/moves", tag = "games", params(("id" = String, Path, description = "The game's id")), request_body = NewMove, security(("bearer" = [])),
    responses(
        (status = 200, description = "The game's view after the move", body = GameView),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "No seat in this game (`not_a_player`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "`not_running`, `wrong_round`, `round_over`, `already_chosen`, `not_your_turn`", body = ErrorBody),
        (status = 422, description = "Not a legal move (`illegal_move`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn moves(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    Body(body): Body<NewMove>,
) -> Result<Json<GameView>, ApiError> {
    let id = game_id(id)?;
    let view = state
        .games
        .choose(&state.store, &player, &id, body, state.clock.now_ms())
        .await?;
    state.metrics.moves.inc();
    Ok(Json(with_ratings(&state, view).await?))
}

/// `POST /api/v1/games/{id}/chat`: a line of text to the game's players and spectators.
#[utoipa::path(post, path = "/games/{id}/chat", tag = "games", params(("id" = String, Path, description = "The game's id")), request_body = NewChat, security(("bearer" = [])),
    responses(
        (status = 201, description = "The line's event number", body = ChatSent),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "Only the game's players chat (`not_a_player`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 422, description = "Not a chat line (`bad_chat`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn chat(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    Body(body): Body<NewChat>,
) -> Result<(StatusCode, Json<ChatSent>), ApiError> {
    let id = game_id(id)?;
    let seq = state
        .games
        .chat(&state.store, &player, &id, &body.text, state.clock.now_ms())
        .await?;
    Ok((StatusCode::CREATED, Json(ChatSent { seq })))
}

/// `GET /api/v1/games/{id}/turn`: your seat as a bot sees it (the bot protocol's `start` and
/// `turn` lines).
#[utoipa::path(get, path = "/games/{id}/turn", tag = "games", params(("id" = String, Path, description = "The game's id"), Seen), security(("bearer" = [])),
    responses(
        (status = 200, description = "The bot protocol's `start` and `turn` lines for your seat, and its trajectory", body = BotTurn),
        (status = 400, description = "A malformed `seen` (`malformed`)", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "No seat in this game (`not_a_player`)", body = ErrorBody),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn bot_turn(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    seen: Result<Query<Seen>, QueryRejection>,
) -> Result<Json<BotTurn>, ApiError> {
    let id = game_id(id)?;
    let Seen { seen } = super::query(seen)?;
    let turn = state
        .games
        .bot_turn(&state.store, &player, &id, seen, state.clock.now_ms())
        .await?;
    Ok(Json(turn))
}

/// `GET /api/v1/games/{id}/record`: the race record of a finished game (409 before).
#[utoipa::path(get, path = "/games/{id}/record", tag = "games", params(("id" = String, Path, description = "The game's id")),
    responses(
        (status = 200, description = "The finished game's race record (`racetrack replay` reads it)", body = RaceRecord),
        (status = 404, description = "No such game", body = ErrorBody),
        (status = 409, description = "Not over yet (`not_over`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn record(
    State(state): State<Arc<AppState>>,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<RaceRecord>, ApiError> {
    let id = game_id(id)?;
    let live = state.games.fresh(&state.store, &id).await?;
    match live.phase.over() {
        Some(recorder) => Ok(Json(RaceRecord(recorder.record().clone()))),
        None => Err(ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::NotOver,
            "The game is not over yet: its record is written at the end.",
        )),
    }
}

/// Each refusal of the game logic as the API says it: its status and code (the words are the
/// refusal's own).
impl From<GameError> for ApiError {
    fn from(error: GameError) -> ApiError {
        use GameError as E;
        let (status, code) = match error {
            E::Store(e) => return ApiError::from(e),
            E::Busy => return super::busy(),
            E::ChatTooFast { retry_after } => {
                return ApiError::too_many(error.to_string(), retry_after);
            }
            E::NoGame(_) => (StatusCode::NOT_FOUND, ErrorCode::NotFound),
            E::BadSeats(_) => (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::BadSeats),
            E::TooFewStarts { .. } => (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::TooFewStarts),
            E::BadMoveTime(_) => (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::BadMoveTime),
            E::BadPenalty(_) => (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::BadPenalty),
            E::CannotStart(_) => (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::BadGame),
            E::IllegalMove(_) => (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::IllegalMove),
            E::BadChat(_) | E::ChatText(_) => {
                (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::BadChat)
            }
            E::SeatsTaken | E::AlreadyStarted => (StatusCode::CONFLICT, ErrorCode::NotOpen),
            E::TooFewPlayers => (StatusCode::CONFLICT, ErrorCode::TooFewPlayers),
            E::Broken(_) => (StatusCode::CONFLICT, ErrorCode::Broken),
            E::NotStarted | E::Over => (StatusCode::CONFLICT, ErrorCode::NotRunning),
            E::OutOfRace => (StatusCode::CONFLICT, ErrorCode::OutOfRace),
            E::NotOver => (StatusCode::CONFLICT, ErrorCode::NotOver),
            E::RoundOver(_) => (StatusCode::CONFLICT, ErrorCode::RoundOver),
            E::WrongRound { .. } => (StatusCode::CONFLICT, ErrorCode::WrongRound),
            E::AlreadyChosen => (StatusCode::CONFLICT, ErrorCode::AlreadyChosen),
            E::NotYourTurn(_) => (StatusCode::CONFLICT, ErrorCode::NotYourTurn),
            E::BadInvite => (StatusCode::FORBIDDEN, ErrorCode::BadInvite),
            E::NotCreator => (StatusCode::FORBIDDEN, ErrorCode::NotCreator),
            E::CreatorLeaves => (StatusCode::CONFLICT, ErrorCode::CreatorLeaves),
            E::NoSeat | E::NoSeatToChat => (StatusCode::FORBIDDEN, ErrorCode::NotAPlayer),
        };
        ApiError::new(status, code, error.to_string())
    }
}
