//! `/api/v1/tournaments`: make a tournament (an arena or a Grand Prix), list them, view one
//! (its table and games), and join, pause or leave it. A tournament's games are ordinary games
//! (`/api/v1/games/{id}`, whose view names the tournament); a player is told each pairing on
//! their own stream (`/api/v1/players/me/live`, `paired`).

use racetrack_api::ErrorCode;
use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::StatusCode;
use racetrack::tournament::settings::{Kind, MAX_TRACKS, Settings};
use racetrack_api::{
    NewTournament, TRACK_NAME_CHARS, TournamentKind, TournamentList, TournamentState,
    TournamentTrack, TournamentView,
};
use serde::Deserialize;

use super::{Authed, MaybeAuthed};
use crate::AppState;
use crate::body::Body;
use crate::error::{ApiError, ErrorBody};
use crate::store::Player;
use crate::tournaments::{self as logic, Asked, TournamentError};

/// The most tournaments a list shows.
pub const LISTED: i64 = 100;

impl From<TournamentError> for ApiError {
    fn from(error: TournamentError) -> ApiError {
        use TournamentError as E;
        let (status, code) = match error {
            E::Store(e) => return ApiError::from(e),
            E::Game(e) => return ApiError::from(e),
            E::Settings(_) | E::TooFewStarts { .. } => {
                (StatusCode::UNPROCESSABLE_ENTITY, ErrorCode::BadTournament)
            }
            E::TooMany(_) => (StatusCode::TOO_MANY_REQUESTS, ErrorCode::TooManyTournaments),
            E::NoTournament(_) => (StatusCode::NOT_FOUND, ErrorCode::NotFound),
            E::Closed | E::NoBots => (StatusCode::CONFLICT, ErrorCode::JoiningClosed),
            E::Full(_) => (StatusCode::CONFLICT, ErrorCode::TournamentFull),
            E::NotEntered => (StatusCode::FORBIDDEN, ErrorCode::NotEntered),
        };
        ApiError::new(status, code, error.to_string())
    }
}

/// 422 `bad_tournament` about `field`.
fn bad(field: &str, why: impl std::fmt::Display) -> ApiError {
    ApiError::unprocessable(
        ErrorCode::BadTournament,
        format!("The tournament's {field}: {why}."),
    )
}

/// The tracks asked for, read: each a published track's id or a track's text, named or not,
/// with its title and start points.
async fn tracks(
    state: &AppState,
    asked: &[TournamentTrack],
    rules: &str,
) -> Result<Vec<(String, String, usize)>, ApiError> {
    if asked.is_empty() || asked.len() > MAX_TRACKS {
        return Err(bad(
            "tracks",
            format!("a tournament has 1 to {MAX_TRACKS} tracks"),
        ));
    }
    let mut read = Vec::with_capacity(asked.len());
    for (i, asked) in asked.iter().enumerate() {
        let (name, choice) = match asked {
            TournamentTrack::Plain(choice) => (None, choice),
            TournamentTrack::Named { name, track } => {
                let name = crate::text::checked(name)
                    .ok()
                    .filter(|n| TRACK_NAME_CHARS.contains(&n.chars().count()))
                    .ok_or_else(|| {
                        bad(
                            "tracks",
                            format!("track {}'s name has 3 to 60 characters", i + 1),
                        )
                    })?;
                (Some(name), track)
            }
        };
        // A published track's id is ten of the codes' letters and digits; anything else is a
        // track's text (and never reaches the store as an id).
        let published = match crate::games::is_game_id(choice) {
            true => state.store.track(choice).await?,
            false => None,
        };
        let (title, text) = match published {
            Some(track) => (track.name, track.track),
            None => (format!("Track {}", i + 1), choice.clone()),
        };
        let title = name.unwrap_or(title);
        let rules = rules.to_owned();
        let checked = state
            .games
            .work
            .run(move || super::track_and_rules(&text, &rules))
            .await
            .map_err(|_| super::busy())?;
        let (track, _, text) = match checked {
            Ok(checked) => checked,
            Err(e) if e.code == ErrorCode::BadRules => {
                return Err(bad("rules", "strict, soft or karopapier"));
            }
            Err(e) => return Err(bad("tracks", format!("track {}: {}", i + 1, e.message))),
        };
        read.push((title, text, track.starts().len()));
    }
    Ok(read)
}

/// `POST /api/v1/tournaments`: a new arena or Grand Prix, its maker entered in it when asked
/// (`join`).
#[utoipa::path(post, path = "/tournaments", tag = "tournaments", request_body = NewTournament, security(("bearer" = [])),
    responses(
        (status = 201, description = "The tournament's view", body = TournamentView),
        (status = 400, description = "Not the endpoint's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 422, description = "A setting refused; the message names the field (`bad_tournament`)", body = ErrorBody),
        (status = 429, description = "More tournaments made in 24 hours than a player may (`too_many_tournaments`), or too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn create(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<NewTournament>,
) -> Result<(StatusCode, Json<TournamentView>), ApiError> {
    if body.join && player.bot && !body.bots {
        return Err(bad("join", "a bot races only where bots may join"));
    }
    let tracks = tracks(&state, &body.tracks, &body.rules).await?;
    let asked = Asked {
        settings: Settings {
            kind: match body.kind {
                TournamentKind::Arena => Kind::Arena,
                TournamentKind::GrandPrix => Kind::GrandPrix,
            },
            name: crate::text::checked(&body.name).unwrap_or_default(),
            starts_ms: body.starts_ms,
            minutes: body.minutes,
            tracks: tracks.len(),
            move_seconds: body.move_seconds,
            max_players: body.max_players,
        },
        rules: body.rules.clone(),
        tracks,
        rated: body.rated,
        bots: body.bots,
    };
    let now_ms = state.clock.now_ms();
    let row = logic::create(
        &state.store,
        Some(&player),
        asked,
        state.tournaments_per_day,
        now_ms,
    )
    .await?;
    if body.join {
        logic::join(&state.store, &player, &row.id, now_ms).await?;
    }
    let view = logic::view(&state.store, &row, Some(player.id), now_ms).await?;
    Ok((StatusCode::CREATED, Json(view)))
}

/// `GET /api/v1/tournaments`'s query.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct Which {
    /// `upcoming`, `running` or `over` (all three when absent).
    #[serde(default)]
    state: Option<String>,
}

/// `GET /api/v1/tournaments`: upcoming and running ones the soonest first, then those over,
/// the latest first.
#[utoipa::path(get, path = "/tournaments", tag = "tournaments", params(Which),
    responses(
        (status = 200, description = "At most 100 tournaments", body = TournamentList),
        (status = 400, description = "A state other than upcoming, running or over", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn list(
    State(state): State<Arc<AppState>>,
    query: Result<Query<Which>, QueryRejection>,
) -> Result<Json<TournamentList>, ApiError> {
    let which = super::query(query)?;
    let wanted = match which.state.as_deref() {
        None => None,
        Some("upcoming") => Some(TournamentState::Upcoming),
        Some("running") => Some(TournamentState::Running),
        Some("over") => Some(TournamentState::Over),
        Some(_) => {
            return Err(ApiError::malformed(
                "The state is upcoming, running or over.",
            ));
        }
    };
    let now_ms = state.clock.now_ms();
    let mut rows = Vec::new();
    if wanted != Some(TournamentState::Over) {
        rows.extend(state.store.tournaments(false, LISTED).await?);
    }
    if wanted.is_none() || wanted == Some(TournamentState::Over) {
        rows.extend(state.store.tournaments(true, LISTED).await?);
    }
    let tournaments = rows
        .iter()
        .map(|(t, players)| logic::summary(t, *players, now_ms))
        .filter(|s| wanted.is_none_or(|w| s.state == w))
        .take(LISTED as usize)
        .collect();
    Ok(Json(TournamentList {
        tournaments,
        now_ms,
    }))
}

pub(super) fn tournament_id(id: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    let Path(id) = id.map_err(|e| ApiError::malformed(format!("The tournament's id: {e}.")))?;
    Ok(id)
}

/// `GET /api/v1/tournaments/{id}`.
#[utoipa::path(get, path = "/tournaments/{id}", tag = "tournaments", params(("id" = String, Path, description = "The tournament's id")), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The tournament, its table and games; `you` for an entrant's token", body = TournamentView),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn view(
    State(state): State<Arc<AppState>>,
    MaybeAuthed(player): MaybeAuthed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<TournamentView>, ApiError> {
    let id = tournament_id(id)?;
    let t = logic::find(&state.store, &id).await?;
    let now_ms = state.clock.now_ms();
    let view = logic::view(&state.store, &t, player.map(|p| p.id), now_ms).await?;
    Ok(Json(view))
}

/// The view after `player`'s step.
async fn after(
    state: &AppState,
    player: &Player,
    t: crate::store::TournamentRow,
) -> Result<Json<TournamentView>, ApiError> {
    let now_ms = state.clock.now_ms();
    let t = state.store.tournament(&t.id).await?.unwrap_or(t);
    Ok(Json(
        logic::view(&state.store, &t, Some(player.id), now_ms).await?,
    ))
}

/// `POST /api/v1/tournaments/{id}/join`: join, or come back after a pause.
#[utoipa::path(post, path = "/tournaments/{id}/join", tag = "tournaments", params(("id" = String, Path, description = "The tournament's id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "Joined (`you`); paired at once when another player is free", body = TournamentView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 409, description = "Joining has closed, or the tournament takes no bots (`joining_closed`); every seat taken (`tournament_full`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn join(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<TournamentView>, ApiError> {
    let id = tournament_id(id)?;
    let t = logic::join(&state.store, &player, &id, state.clock.now_ms()).await?;
    // Another player may be free already: paired now rather than at the next tick.
    state.run_tournaments().await;
    after(&state, &player, t).await
}

/// `POST /api/v1/tournaments/{id}/pause`: not paired again until back (`join`).
#[utoipa::path(post, path = "/tournaments/{id}/pause", tag = "tournaments", params(("id" = String, Path, description = "The tournament's id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "Paused (a game under way goes on)", body = TournamentView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "The player has not joined (`not_entered`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn pause(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<TournamentView>, ApiError> {
    let id = tournament_id(id)?;
    let t = logic::step_out(&state.store, &player, &id, "paused").await?;
    after(&state, &player, t).await
}

/// `POST /api/v1/tournaments/{id}/leave`: never paired again; the points stay.
#[utoipa::path(post, path = "/tournaments/{id}/leave", tag = "tournaments", params(("id" = String, Path, description = "The tournament's id")), security(("bearer" = [])),
    responses(
        (status = 200, description = "Left (a game under way goes on; the points stay)", body = TournamentView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "The player has not joined (`not_entered`)", body = ErrorBody),
        (status = 404, description = "No such tournament", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn leave(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<TournamentView>, ApiError> {
    let id = tournament_id(id)?;
    let t = logic::step_out(&state.store, &player, &id, "left").await?;
    after(&state, &player, t).await
}
