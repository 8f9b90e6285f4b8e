//! The daily challenge in the page: today's track (`#/daily`) or a given day's, the days on
//! which the player finished the day's track, and the streak they make (days in a row up to
//! today, or up to yesterday while today's is still to do). The finished days are kept in
//! browser storage under [`DAILY_KEY`] as a JSON list of dates; the streak is decided here
//! only, from the date the shell gives at start (time comes in as a message).

use crate::ui::app::App;
use crate::ui::model::Play;
use std::collections::BTreeSet;

use serde_json::Value;

use racetrack::date::Date;

use super::msg::Effect;
use super::route::Place;

/// The storage key of the days finished.
pub const DAILY_KEY: &str = "racetrack.daily";

/// Days kept (the oldest are dropped): more than a year of streak.
const MAX_DAYS: usize = 800;

/// The days on which the player finished the day's track.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Finished {
    days: BTreeSet<Date>,
}

impl Finished {
    /// Whether no daily was finished.
    pub fn is_empty(&self) -> bool {
        self.days.is_empty()
    }

    /// The days stored as `text`; what does not read is left out.
    pub fn load(text: Option<&str>) -> Finished {
        let days = text
            .and_then(|t| serde_json::from_str::<Value>(t).ok())
            .and_then(|v| v.as_array().cloned())
            .unwrap_or_default()
            .iter()
            .filter_map(|v| v.as_str()?.parse().ok())
            .collect();
        Finished { days }
    }

    /// The days as stored text.
    pub fn to_json(&self) -> String {
        let days: Vec<String> = self.days.iter().map(Date::to_string).collect();
        Value::from(days).to_string()
    }

    /// Keeps `day`; whether it is new.
    pub fn insert(&mut self, day: Date) -> bool {
        let new = self.days.insert(day);
        while self.days.len() > MAX_DAYS {
            self.days.pop_first();
        }
        new
    }

    /// Whether the track of `day` was finished.
    pub fn contains(&self, day: Date) -> bool {
        self.days.contains(&day)
    }

    /// Days in a row with a finish, up to `today` (or up to yesterday when today's is not done
    /// yet: the streak still stands until the day ends).
    pub fn streak(&self, today: Date) -> u32 {
        let mut day = if self.contains(today) {
            today
        } else {
            today.previous()
        };
        let mut count = 0;
        while self.contains(day) {
            count += 1;
            let before = day.previous();
            if before == day {
                break;
            }
            day = before;
        }
        count
    }
}

/// The date a daily place stands for: its own, or today's.
pub(crate) fn date_of(app: &App, place: &Place) -> Option<Date> {
    match place {
        Place::Daily(Some(date)) => Some(*date),
        Place::Daily(None) => app.clock.today,
        _ => None,
    }
}

/// After a message: a finish of a day's track is kept (once), and stored.
pub(crate) fn keep(play: &mut Play, app: &mut App) -> Option<Effect> {
    let s = play.session.as_ref()?;
    if !s.solo() || !s.game.state().is_won() {
        return None;
    }
    let day = date_of(app, &s.place)?;
    if !app.kept.finished.insert(day) {
        return None;
    }
    Some(Effect::Store {
        key: DAILY_KEY,
        value: app.kept.finished.to_json(),
    })
}

/// How many days in a row up to today the daily was finished (0 without a streak, or before
/// the page knows the date).
pub fn streak(app: &App) -> u32 {
    app.clock
        .today
        .map_or(0, |today| app.kept.finished.streak(today))
}

/// "3 days in a row" (a day, days), or nothing without a streak.
pub fn streak_words(app: &App) -> Option<String> {
    match streak(app) {
        0 => None,
        days => Some(
            app.words
                .with("daily-streak-days", &[("days", days.into())]),
        ),
    }
}
