//! The track collection: `POST /api/v1/tracks` (a track published, checked by the engine on the
//! pool of heavy work: it parses, fits, and its finish is reached within the solver's budget),
//! `GET /api/v1/tracks` (the lists and the search), a track's page, its picture, votes, its
//! deletion by its author and reports.

use std::sync::Arc;

use axum::Json;
use axum::extract::rejection::{PathRejection, QueryRejection};
use axum::extract::{Path, Query, State};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};
use racetrack_api::{
    ErrorCode, MAX_DESCRIPTION_CHARS, MAX_REASON_CHARS, NewReport, NewTrack, NewVote,
    TRACK_NAME_CHARS, TRACKS_PER_PAGE, TrackList, TrackSummary, TrackView,
};
use serde::Deserialize;

use super::publication::{check, checked_text};
use super::{Authed, MaybeAuthed, busy};
use crate::AppState;
use crate::body::Body;
use crate::error::{ApiError, ErrorBody};
use crate::store::{NewTrackRow, TrackOrder, TrackQuery, TrackRow};

/// Tracks one player may publish in a day ([`AppState::tracks_per_day`]).
pub const TRACKS_PER_DAY: i64 = 10;

/// Configurations the solver may expand to find a track's optimum before it is published
/// ([`AppState::publish_budget`]).
pub const PUBLISH_BUDGET: u64 = 3_000_000;

/// The longest `q` a search takes, in characters, and the most words it looks for.
const MAX_QUERY_CHARS: usize = 100;
const MAX_QUERY_WORDS: usize = 8;

/// The largest `offset` a list takes.
const MAX_OFFSET: i64 = 100_000;

fn summary(t: &TrackRow) -> TrackSummary {
    TrackSummary {
        id: t.id.clone(),
        name: t.name.clone(),
        author: t.author_name.clone(),
        rows: t.rows,
        cols: t.cols,
        starts: t.starts,
        checkpoints: t.checkpoints,
        rules: t.rules.clone(),
        optimum: t.optimum,
        rating: (t.votes > 0).then(|| (t.stars as f64 / t.votes as f64 * 100.0).round() / 100.0),
        votes: t.votes,
        plays: t.plays,
        created_ms: t.created_ms,
        board: t.board.clone(),
    }
}

/// An id as the server makes them (10 letters and digits), checked before any query.
fn known_id(id: Result<Path<String>, PathRejection>) -> Result<String, ApiError> {
    let Path(id) = id.map_err(|e| ApiError::malformed(format!("The track's id: {e}.")))?;
    if id.len() > 32 || !id.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(no_such_track());
    }
    Ok(id)
}

fn no_such_track() -> ApiError {
    ApiError::not_found("There is no such track (it may have been deleted).")
}

/// Track `id` as `viewer` may see it: a hidden track is its author's only.
async fn visible(state: &AppState, id: &str, viewer: Option<i64>) -> Result<TrackRow, ApiError> {
    match state.store.track(id).await? {
        Some(t) if !t.hidden || Some(t.author) == viewer => Ok(t),
        _ => Err(no_such_track()),
    }
}

async fn view_of(
    state: &AppState,
    t: TrackRow,
    viewer: Option<i64>,
) -> Result<TrackView, ApiError> {
    let your_vote = match viewer {
        Some(p) => state.store.your_vote(&t.id, p).await?,
        None => None,
    };
    Ok(TrackView {
        summary: summary(&t),
        yours: viewer == Some(t.author),
        hidden: t.hidden,
        track: t.track,
        description: t.description,
        your_vote,
    })
}

/// `POST /api/v1/tracks`: a track published by the token's player.
#[utoipa::path(post, path = "/tracks", tag = "tracks", request_body = NewTrack, security(("bearer" = [])),
    responses(
        (status = 201, description = "Published: the track's view", body = TrackView),
        (status = 400, description = "Not a track's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 409, description = "Published already under the same rules (`duplicate`; the message names its id)", body = ErrorBody),
        (status = 413, description = "A body over 64 KiB", body = ErrorBody),
        (status = 422, description = "A bad name, description, track or rules, a track too large, or one whose finish the solver does not reach (`unsolvable`)", body = ErrorBody),
        (status = 429, description = "Too many requests, or more publications today than a player may make (`too_many_tracks`)", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn publish(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    Body(body): Body<NewTrack>,
) -> Result<(StatusCode, Json<TrackView>), ApiError> {
    let name = checked_text(
        &body.name,
        TRACK_NAME_CHARS,
        false,
        ErrorCode::BadName,
        "name",
    )?;
    let description = checked_text(
        &body.description,
        0..=MAX_DESCRIPTION_CHARS,
        true,
        ErrorCode::BadDescription,
        "description",
    )?;
    let now_ms = state.clock.now_ms();
    let day_ms = 86_400_000;
    let (published, first) = state
        .store
        .published_since(player.id, now_ms - day_ms)
        .await?;
    if published >= state.tracks_per_day {
        let wait_ms = first.map_or(day_ms, |f| f + day_ms - now_ms);
        return Err(ApiError::too_many(
            format!(
                "You have published {published} tracks in the last 24 hours; a player may \
                 publish {} a day.",
                state.tracks_per_day
            ),
            (wait_ms.max(0) as u64).div_ceil(1000),
        )
        .with_code(ErrorCode::TooManyTracks));
    }
    let budget = state.publish_budget;
    let checked = state
        .games
        .work
        .run(move || check(&body, budget))
        .await
        .map_err(|_| busy())??;
    let id = crate::games::code(10).map_err(|_| busy())?;
    let row = NewTrackRow {
        id: id.clone(),
        author: player.id,
        name,
        description,
        track: checked.text,
        rules: checked.rules.name().to_owned(),
        board: checked.board,
        rows: checked.rows,
        cols: checked.cols,
        starts: checked.starts,
        checkpoints: checked.checkpoints,
        optimum: checked.optimum,
        created_ms: now_ms,
        png: checked.png,
    };
    if let Err(existing) = state.store.publish_track(&row).await? {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::Duplicate,
            format!("This track is published already under these rules: track {existing}."),
        )
        .with_track(existing));
    }
    let track = visible(&state, &id, Some(player.id)).await?;
    Ok((
        StatusCode::CREATED,
        Json(view_of(&state, track, Some(player.id)).await?),
    ))
}

/// `GET /api/v1/tracks`'s query.
#[derive(Deserialize, utoipa::IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct TrackFilter {
    /// `top` (the default: the stars' Bayesian average), `new`, `played`, `short` or `long`
    /// (by optimum).
    #[serde(default)]
    sort: Option<String>,
    /// Words of the name (case and accents aside; each the beginning of a word).
    #[serde(default)]
    q: Option<String>,
    /// Only this author's tracks (their player name).
    #[serde(default)]
    author: Option<String>,
    /// Only tracks with this many start points.
    #[serde(default)]
    starts: Option<i64>,
    /// Only tracks with (`true`) or without (`false`) checkpoints.
    #[serde(default)]
    checkpoints: Option<bool>,
    /// Only `small` tracks (the longer side at most 20 points), `medium` (21 to 50) or
    /// `large` (over 50).
    #[serde(default)]
    size: Option<String>,
    /// Tracks to skip (0 by default; 30 a page).
    #[serde(default)]
    offset: Option<i64>,
}

/// `GET /api/v1/tracks`: published tracks, 30 at a time.
#[utoipa::path(get, path = "/tracks", tag = "tracks", params(TrackFilter),
    responses(
        (status = 200, description = "At most 30 tracks, and whether more follow", body = TrackList),
        (status = 400, description = "An unknown order or a bad parameter", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn list(
    State(state): State<Arc<AppState>>,
    query: Result<Query<TrackFilter>, QueryRejection>,
) -> Result<Json<TrackList>, ApiError> {
    let filter = super::query(query)?;
    let order = match filter.sort.as_deref() {
        None | Some("top") => TrackOrder::Top,
        Some("new") => TrackOrder::New,
        Some("played") => TrackOrder::Played,
        Some("short") => TrackOrder::Short,
        Some("long") => TrackOrder::Long,
        Some(_) => {
            return Err(ApiError::malformed(
                "The order (sort) is top, new, played, short or long.",
            ));
        }
    };
    let q = filter.q.unwrap_or_default();
    if q.chars().count() > MAX_QUERY_CHARS || q.contains('\0') {
        return Err(ApiError::malformed(format!(
            "The search (q) is at most {MAX_QUERY_CHARS} characters of text."
        )));
    }
    let words: Vec<String> = crate::text::search_key(&q)
        .split_whitespace()
        .take(MAX_QUERY_WORDS)
        .map(str::to_owned)
        .collect();
    let author_key = match filter.author {
        Some(name) if name.contains('\0') || name.chars().count() > 100 => {
            return Err(ApiError::malformed("The author is a player's name."));
        }
        Some(name) => Some(crate::text::name_key(&name)),
        None => None,
    };
    let side = match filter.size.as_deref() {
        None => None,
        Some("small") => Some((0, 20)),
        Some("medium") => Some((21, 50)),
        Some("large") => Some((51, i64::MAX)),
        Some(_) => return Err(ApiError::malformed("The size is small, medium or large.")),
    };
    let offset = filter.offset.unwrap_or(0);
    if !(0..=MAX_OFFSET).contains(&offset) {
        return Err(ApiError::malformed(format!(
            "The offset is 0 to {MAX_OFFSET}."
        )));
    }
    let query = TrackQuery {
        order,
        words,
        author_key,
        starts: filter.starts,
        checkpoints: filter.checkpoints,
        side,
        offset,
        limit: TRACKS_PER_PAGE as i64 + 1,
    };
    let mut rows = state.store.tracks(&query).await?;
    let more = rows.len() > TRACKS_PER_PAGE;
    rows.truncate(TRACKS_PER_PAGE);
    Ok(Json(TrackList {
        tracks: rows.iter().map(summary).collect(),
        more,
    }))
}

/// `GET /api/v1/tracks/{id}`.
#[utoipa::path(get, path = "/tracks/{id}", tag = "tracks",
    params(("id" = String, Path, description = "The track's id")),
    security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The track: its summary, text and description; with a token, your vote", body = TrackView),
        (status = 401, description = "A token nobody has", body = ErrorBody),
        (status = 404, description = "No such track (deleted, or hidden by the operator)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn view(
    State(state): State<Arc<AppState>>,
    MaybeAuthed(player): MaybeAuthed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<TrackView>, ApiError> {
    let id = known_id(id)?;
    let viewer = player.map(|p| p.id);
    let track = visible(&state, &id, viewer).await?;
    Ok(Json(view_of(&state, track, viewer).await?))
}

/// `DELETE /api/v1/tracks/{id}`: its author takes it out of the collection.
#[utoipa::path(delete, path = "/tracks/{id}", tag = "tracks",
    params(("id" = String, Path, description = "The track's id")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Deleted: out of the lists and the search (its board and the games on it keep their copy)"),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "Not its author (`not_author`)", body = ErrorBody),
        (status = 404, description = "No such track", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn delete(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<StatusCode, ApiError> {
    let id = known_id(id)?;
    let track = visible(&state, &id, Some(player.id)).await?;
    if track.author != player.id {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            ErrorCode::NotAuthor,
            "Only the track's author may delete it.",
        ));
    }
    state.store.delete_track(&id).await?;
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /api/v1/tracks/{id}/image.png`: the track's picture, made when it was published.
#[utoipa::path(get, path = "/tracks/{id}/image.png", tag = "tracks",
    params(("id" = String, Path, description = "The track's id")),
    responses(
        (status = 200, description = "The picture (PNG, at most 512 pixels on its long side), with an `ETag` and a year's caching", content_type = "image/png"),
        (status = 304, description = "The picture the `If-None-Match` names is still the one"),
        (status = 404, description = "No such track", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn image(
    State(state): State<Arc<AppState>>,
    headers: HeaderMap,
    id: Result<Path<String>, PathRejection>,
) -> Result<Response, ApiError> {
    let id = known_id(id)?;
    // A hidden track's picture is nobody's but its author's, who sees it on its page; the
    // picture itself is served without a token (an `<img>` sends none), so it is hidden too.
    let track = visible(&state, &id, None).await?;
    // A track never changes once published: its key (and the drawing's version) is its tag.
    let etag = format!("\"{}-1\"", track.board);
    let cache = [
        (
            header::ETAG,
            HeaderValue::from_str(&etag).map_err(|_| busy())?,
        ),
        (
            header::CACHE_CONTROL,
            HeaderValue::from_static("public, max-age=31536000, immutable"),
        ),
    ];
    let matches = headers
        .get_all(header::IF_NONE_MATCH)
        .iter()
        .filter_map(|v| v.to_str().ok())
        .flat_map(|v| v.split(','))
        .any(|tag| tag.trim() == etag || tag.trim() == "*");
    if matches {
        return Ok((StatusCode::NOT_MODIFIED, cache).into_response());
    }
    let png = state
        .store
        .track_image(&id)
        .await?
        .ok_or_else(no_such_track)?;
    Ok((
        StatusCode::OK,
        [(header::CONTENT_TYPE, HeaderValue::from_static("image/png"))],
        cache,
        png,
    )
        .into_response())
}

/// `PUT /api/v1/tracks/{id}/vote`: the token's player's stars for the track.
#[utoipa::path(put, path = "/tracks/{id}/vote", tag = "tracks", request_body = NewVote,
    params(("id" = String, Path, description = "The track's id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "Kept (a vote given again replaces the first): the track's view", body = TrackView),
        (status = 400, description = "Not a vote's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 403, description = "A vote for one's own track (`own_track`)", body = ErrorBody),
        (status = 404, description = "No such track", body = ErrorBody),
        (status = 422, description = "Not 1 to 5 stars (`bad_stars`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn vote(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    Body(body): Body<NewVote>,
) -> Result<Json<TrackView>, ApiError> {
    let id = known_id(id)?;
    if !(1..=5).contains(&body.stars) {
        return Err(ApiError::unprocessable(
            ErrorCode::BadStars,
            format!("A vote is 1 to 5 stars, not {}.", body.stars),
        ));
    }
    vote_as(&state, &player, &id, Some(body.stars)).await
}

/// `DELETE /api/v1/tracks/{id}/vote`: the token's player takes their vote back.
#[utoipa::path(delete, path = "/tracks/{id}/vote", tag = "tracks",
    params(("id" = String, Path, description = "The track's id")),
    security(("bearer" = [])),
    responses(
        (status = 200, description = "No vote of the player's now: the track's view", body = TrackView),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 404, description = "No such track", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn unvote(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
) -> Result<Json<TrackView>, ApiError> {
    let id = known_id(id)?;
    vote_as(&state, &player, &id, None).await
}

async fn vote_as(
    state: &AppState,
    player: &crate::store::Player,
    id: &str,
    stars: Option<i64>,
) -> Result<Json<TrackView>, ApiError> {
    let track = visible(state, id, Some(player.id)).await?;
    // Taking back a vote one never gave (an author has none) is no refusal.
    if track.author == player.id && stars.is_some() {
        return Err(ApiError::new(
            StatusCode::FORBIDDEN,
            ErrorCode::OwnTrack,
            "You cannot vote for your own track.",
        ));
    }
    state
        .store
        .vote(id, player.id, stars, state.clock.now_ms())
        .await?;
    let track = visible(state, id, Some(player.id)).await?;
    Ok(Json(view_of(state, track, Some(player.id)).await?))
}

/// `POST /api/v1/tracks/{id}/report`: the token's player tells the operator what is wrong.
#[utoipa::path(post, path = "/tracks/{id}/report", tag = "tracks", request_body = NewReport,
    params(("id" = String, Path, description = "The track's id")),
    security(("bearer" = [])),
    responses(
        (status = 204, description = "Kept for the operator (`racetrack-server tracks reports`)"),
        (status = 400, description = "Not a report's body", body = ErrorBody),
        (status = 401, description = "No token, or one nobody has", body = ErrorBody),
        (status = 404, description = "No such track", body = ErrorBody),
        (status = 409, description = "The player reported it already (`reported`)", body = ErrorBody),
        (status = 422, description = "No reason, or one too long or with control characters (`bad_reason`)", body = ErrorBody),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The database did not answer", body = ErrorBody),
    ))]
pub async fn report(
    State(state): State<Arc<AppState>>,
    Authed(player): Authed,
    id: Result<Path<String>, PathRejection>,
    Body(body): Body<NewReport>,
) -> Result<StatusCode, ApiError> {
    let id = known_id(id)?;
    let reason = checked_text(
        &body.reason,
        1..=MAX_REASON_CHARS,
        true,
        ErrorCode::BadReason,
        "reason",
    )?;
    visible(&state, &id, Some(player.id)).await?;
    let now_ms = state.clock.now_ms();
    if !state
        .store
        .report_track(&id, player.id, &reason, now_ms)
        .await?
    {
        return Err(ApiError::new(
            StatusCode::CONFLICT,
            ErrorCode::Reported,
            "You have reported this track already.",
        ));
    }
    Ok(StatusCode::NO_CONTENT)
}
