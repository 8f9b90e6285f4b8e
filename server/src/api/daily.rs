//! The daily challenge: `GET /api/v1/daily` (today's UTC track and its board's key), and what
//! keeps its board honest. The engine makes any date's track, so anyone could solve tomorrow's
//! today: a run on the track of a date that has not begun (up to [`AHEAD_DAYS`] ahead) is
//! refused 422 `not_yet`, and today's board lists only the runs made since today began.

use std::collections::HashMap;
use std::sync::Arc;

use axum::Json;
use axum::extract::State;
use racetrack::Rules;
use racetrack::date::Date;
use racetrack::top_runs::TrackKey;
use serde::Serialize;
use utoipa::ToSchema;

use super::busy;
use crate::AppState;
use crate::error::{ApiError, ErrorBody};

/// How many dates ahead a daily track's run is refused.
pub const AHEAD_DAYS: i64 = 100;

/// Today's daily challenge.
#[derive(Clone, Debug, Serialize, ToSchema)]
pub struct Daily {
    /// The UTC date, `YYYY-MM-DD`.
    date: String,
    /// The day's track.
    track: String,
    /// Its board's key.
    board: String,
}

/// One date's daily challenges: today's, and the boards of the dates to come.
#[derive(Debug)]
pub struct Days {
    /// The date.
    pub date: Date,
    /// The date's days since the epoch.
    day: i64,
    /// Its challenge.
    pub today: Daily,
    /// The board keys of the next [`AHEAD_DAYS`] dates' tracks, and their dates.
    pub coming: HashMap<String, Date>,
}

impl Days {
    /// When today began, in ms since the epoch.
    pub fn began_ms(&self) -> i64 {
        self.day * DAY_MS
    }

    /// Whether `board` is today's daily board.
    pub fn is_today(&self, board: &str) -> bool {
        self.today.board == board
    }
}

/// A day, in ms.
const DAY_MS: i64 = 86_400_000;

/// The daily challenges of the last date asked for. An async lock: it is held while a new date's
/// tracks are made (off the async threads), so concurrent requests wait for that one making.
#[derive(Debug, Default)]
pub struct Dailies(tokio::sync::Mutex<Option<Arc<Days>>>);

impl Dailies {
    /// The challenges of the UTC date at `now_ms` (made the first time it is asked for).
    pub async fn at(&self, now_ms: i64) -> Result<Arc<Days>, ApiError> {
        let day = now_ms.div_euclid(DAY_MS);
        let date = Date::from_unix_days(day);
        let mut kept = self.0.lock().await;
        if let Some(days) = kept.as_ref().filter(|d| d.date == date) {
            return Ok(Arc::clone(days));
        }
        let days = tokio::task::spawn_blocking(move || make(date, day))
            .await
            .map_err(|_| busy())?
            .map_err(|e| {
                tracing::error!(error = %e, %date, "daily track");
                busy()
            })?;
        let days = Arc::new(days);
        *kept = Some(Arc::clone(&days));
        Ok(days)
    }
}

/// The board key of `date`'s track.
fn board_of(date: Date) -> Result<(String, String), racetrack::generate::GenerateError> {
    let track = racetrack::daily::track(date)?.track;
    Ok((
        TrackKey::of(&track, Rules::Strict).to_string(),
        track.to_string(),
    ))
}

/// `date`'s challenge and the boards of the dates to come.
fn make(date: Date, day: i64) -> Result<Days, racetrack::generate::GenerateError> {
    let (board, track) = board_of(date)?;
    let mut coming = HashMap::new();
    let mut next = date;
    for _ in 0..AHEAD_DAYS {
        next = next.next();
        coming.insert(board_of(next)?.0, next);
    }
    Ok(Days {
        date,
        day,
        today: Daily {
            date: date.to_string(),
            track,
            board,
        },
        coming,
    })
}

/// `GET /api/v1/daily`: today's (UTC) daily challenge, the page's track, and its board's key.
/// The day's track is generated once and kept until the date changes.
#[utoipa::path(get, path = "/daily", tag = "boards",
    responses(
        (status = 200, description = "Today's track and its board", body = Daily),
        (status = 429, description = "Too many requests", body = ErrorBody),
        (status = 503, description = "The track could not be made now", body = ErrorBody),
    ))]
pub async fn daily(State(state): State<Arc<AppState>>) -> Result<Json<Daily>, ApiError> {
    let days = state.daily.at(state.clock.now_ms()).await?;
    Ok(Json(days.today.clone()))
}
