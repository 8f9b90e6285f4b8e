//! The HTTP API, version 1 (`docs/api.md`): players, online games (`games`, `live`), world
//! leaderboards and the daily board.
//! Every rule is the engine's: names by `race::player_name`, runs replayed by `Game`, the board
//! key the page's `top_runs::TrackKey`, the daily track `daily::track`.

use racetrack_api::ErrorCode;
use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::PathRejection;
use axum::extract::{FromRequestParts, Path, State};
use axum::http::StatusCode;
use axum::http::request::Parts;
use racetrack::{Rules, Track};

pub mod boards;
pub mod controls;
pub mod daily;
pub mod doc;
pub mod games;
pub mod live;
pub mod pairing;
pub mod player_live;
pub mod publication;
pub mod push;
pub mod tournament_live;
pub mod tournaments;
pub mod tracks;

use crate::AppState;
use crate::auth;
use crate::body::Body;
use crate::error::{ApiError, ErrorBody};
use crate::store::Player;

/// A request's query string read as `T`, or 400 `malformed` saying what is wrong with it.
pub(crate) fn query<T>(
    query: Result<axum::extract::Query<T>, axum::extract::rejection::QueryRejection>,
) -> Result<T, ApiError> {
    query
        .map(|axum::extract::Query(q)| q)
        .map_err(|e| ApiError::malformed(format!("The query: {e}.")))
}

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

use racetrack_api::{NewPlayer, PlayerMade, PlayerView};

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
        .map_err(|e| ApiError::unprocessable(ErrorCode::BadName, format!("The name: {e}.")))?;
    let name = racetrack::race::player_name(&name)
        .map_err(|e| ApiError::unprocessable(ErrorCode::BadName, format!("The name: {e}.")))?;
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
            .with_code(ErrorCode::TooManyPlayers));
        }
    }
    let token = auth::new_token().map_err(|_| {
        ApiError::new(
            StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Unavailable,
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
                ErrorCode::NameTaken,
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

/// The most cells a track's moving elements (gates' cells, trains' rails) may cover on the
/// server: each turn of a race or a run checks them.
pub const MAX_ELEMENT_CELLS: usize = 4_096;

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
    // Checked before any query: no player's name is that long or holds a control character
    // (a NUL, which PostgreSQL refuses in a text parameter).
    if name.chars().count() > 4 * racetrack::race::MAX_NAME_CHARS
        || crate::text::checked(&name).is_err()
    {
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
        house: profile
            .house
            .as_deref()
            .and_then(racetrack_api::BotSkill::of),
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
        .map_err(|e| ApiError::unprocessable(ErrorCode::BadTrack, format!("The track: {e}.")))?;
    let text = track.to_string();
    if text.len() > crate::body::MAX_BODY {
        return Err(ApiError::unprocessable(
            ErrorCode::TrackTooLarge,
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
            ErrorCode::TrackTooLarge,
            format!(
                "The track's moving elements cover {cells} cells; a track on the server may \
                 have at most {MAX_ELEMENT_CELLS}."
            ),
        ));
    }
    let rules: Rules = rules.parse().map_err(|_| {
        ApiError::unprocessable(
            ErrorCode::BadRules,
            "The rules are \"strict\", \"soft\" or \"karopapier\".",
        )
    })?;
    Ok((track, rules, text))
}

/// 503: the server could not do it now.
pub(crate) fn busy() -> ApiError {
    ApiError::new(
        StatusCode::SERVICE_UNAVAILABLE,
        ErrorCode::Unavailable,
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
        ErrorCode::MethodNotAllowed,
        "This API address does not take that method (see docs/api.md).",
    )
}
