//! The daily challenge, shared: a result card to copy after a finish (the day, the moves against
//! the optimum, the stars, clean or assisted, and a coloured square per move: on the optimal
//! pace or time lost there), the countdown to the next day's track, and a calendar of the last
//! days finished. The wall clock comes in as a message ([`super::msg::Msg::WallClock`]).

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::date::Date;
use racetrack::game::State;

use super::msg::{Copier, Effect};

/// The menu's daily challenge button: "Daily challenge", with the streak once there is one.
pub fn button_words(app: &App) -> String {
    match super::daily::streak(app) {
        0 => app.words.get("menu-daily"),
        days => app
            .words
            .with("menu-daily-streak", &[("days", days.into())]),
    }
}

/// Milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;

/// Days the calendar shows, ending today.
pub const CALENDAR_DAYS: usize = 14;

/// A square of the result card: no time lost at that move.
const PACE: char = '🟩';
/// One move lost there.
const LOST_ONE: char = '🟨';
/// Two or more lost there.
const LOST_MORE: char = '🟥';

/// The squares of a run of `moves` moves where `losses` lists (move, moves lost there).
pub fn squares(moves: usize, losses: &[(usize, u32)]) -> String {
    let mut row = String::new();
    for n in 1..=moves {
        if n > 1 && (n - 1) % 10 == 0 {
            row.push('\n');
        }
        row.push(match losses.iter().find(|(at, _)| *at == n) {
            None => PACE,
            Some((_, 1)) => LOST_ONE,
            Some(_) => LOST_MORE,
        });
    }
    row
}

/// The result card of the open daily track, once won and judged by the coach's table.
pub fn card(play: &Play, app: &App) -> Option<String> {
    let (day, moves, optimum) = won_day(play, app)?;
    let s = play.session.as_ref()?;
    let best = optimum.moves()?;
    let stars = super::celebration::stars(moves, optimum) as usize;
    let words = &app.words;
    let help = words.get(if s.assists.any() {
        "run-assisted"
    } else {
        "run-clean"
    });
    // The link back: whoever reads the card can race the same day's track.
    let link = format!(
        "{}{}",
        app.base_url,
        super::route::Route::Play(super::route::Place::Daily(Some(day)))
    );
    let stars = format!("{}{}", "★".repeat(stars), "☆".repeat(3 - stars));
    let head = words.with(
        "daily-card",
        &[
            ("day", day.to_string().into()),
            ("moves", moves.into()),
            ("best", best.into()),
            ("stars", stars.into()),
            ("help", help.into()),
        ],
    );
    Some(format!(
        "{head}\n{}\n{link}",
        squares(moves, &s.coaching.losses(&s.game))
    ))
}

/// The day, the moves and the optimum of a won daily track, once the coach's table (which
/// judges each move) is ready: whether a card can be made, without making it.
fn won_day(play: &Play, app: &App) -> Option<(Date, usize, racetrack::verdict::Optimum)> {
    let s = play.session.as_ref()?;
    let day = super::daily::date_of(app, &s.place)?;
    let State::Won { moves } = s.game.state() else {
        return None;
    };
    let optimum = s.coaching.optimum().filter(|o| o.moves().is_some())?;
    s.solo().then_some((day, moves, optimum))
}

/// The Copy result button: the card goes to the clipboard.
pub(crate) fn copy(play: &mut Play, app: &mut App) -> Vec<Effect> {
    match card(play, app) {
        Some(text) => vec![Effect::Copy {
            text,
            by: Copier::Daily,
        }],
        None => Vec::new(),
    }
}

/// The copy finished: the status line says so.
pub(crate) fn copied(
    play: &mut Play,
    app: &mut App,
    result: &Result<(), crate::ui::msg::CopyRefusal>,
) {
    let words = app.words.get(match result {
        Ok(()) => "daily-copied",
        Err(_) => "daily-not-copied",
    });
    if let Some(s) = &mut play.session {
        s.note = Some(words.clone());
        // The button says it too: on a phone the status line lies under the win box.
        s.daily_copied = Some(super::play::DailyCopied {
            len: s.game.trajectory().len(),
            ok: result.is_ok(),
        });
    }
    app.announce(words);
}

/// The wall clock: kept for the countdown, and a new UTC day is the new daily's.
pub(crate) fn wall_clock(app: &mut App, utc_ms: f64) {
    if !utc_ms.is_finite() {
        return;
    }
    app.clock.utc_ms = Some(utc_ms);
    app.clock.today = Some(Date::from_unix_days((utc_ms / DAY_MS).floor() as i64));
}

/// "Next daily in 5 h 12 min", from the wall clock.
pub fn countdown(app: &App) -> Option<String> {
    let now = app.clock.utc_ms?;
    let left = DAY_MS - now.rem_euclid(DAY_MS);
    let minutes = (left / 60_000.0).ceil() as u64;
    let words = &app.words;
    let (h, m) = ((minutes / 60) as usize, (minutes % 60) as usize);
    Some(match (h, m) {
        (0, 0 | 1) => words.get("daily-next-soon"),
        (0, m) => words.with("daily-next-minutes", &[("minutes", m.into())]),
        (h, 0) => words.with("daily-next-hours", &[("hours", h.into())]),
        (h, m) => words.with(
            "daily-next-both",
            &[("hours", h.into()), ("minutes", m.into())],
        ),
    })
}

/// One day of the calendar.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CalendarDay {
    /// `YYYY-MM-DD`.
    pub date: String,
    /// Whether that day's track was finished.
    pub done: bool,
    /// Whether it is today.
    pub today: bool,
    /// What a person hears: "2026-11-27: finished".
    pub words: String,
}

/// The last [`CALENDAR_DAYS`] days, oldest first, ending today.
pub fn calendar(app: &App) -> Vec<CalendarDay> {
    let Some(today) = app.clock.today else {
        return Vec::new();
    };
    let mut days = vec![today];
    while days.len() < CALENDAR_DAYS {
        let before = days[days.len() - 1].previous();
        if before == days[days.len() - 1] {
            break;
        }
        days.push(before);
    }
    days.reverse();
    days.into_iter()
        .map(|day| {
            let done = app.kept.finished.contains(day);
            CalendarDay {
                date: day.to_string(),
                done,
                today: day == today,
                words: app.words.with(
                    if done {
                        "daily-day-done"
                    } else {
                        "daily-day-not-done"
                    },
                    &[("day", app.words.date(&day.to_string()).into())],
                ),
            }
        })
        .collect()
}

/// The daily's parts on the play screen, on a daily track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DailyView {
    /// "Next daily in 5 h 12 min", once the wall clock is known (today's track only).
    pub countdown: Option<String>,
    /// The last days, finished or not.
    pub calendar: Vec<CalendarDay>,
    /// What the calendar's squares mean, shown beside it (a tooltip alone reached no phone).
    pub calendar_words: String,
    /// Whether the win box offers the result card (Copy result).
    pub card: bool,
    /// The button's words: "Copy result", then "Copied ✓" (or "Not copied: try again").
    pub copy_label: String,
}

/// The daily's parts, on a daily track.
pub fn view(play: &Play, app: &App) -> Option<DailyView> {
    let s = play.session.as_ref()?;
    let day = super::daily::date_of(app, &s.place)?;
    Some(DailyView {
        countdown: countdown(app).filter(|_| Some(day) == app.clock.today),
        calendar: calendar(app),
        calendar_words: app
            .words
            .with("daily-calendar", &[("days", CALENDAR_DAYS.into())]),
        // Asked on every frame: the card itself (the coach's analysis of the run) waits for Copy.
        card: won_day(play, app).is_some(),
        copy_label: app.words.get(match s.daily_copied {
            Some(copied) if copied.len == s.game.trajectory().len() => {
                if copied.ok {
                    "daily-copy-done"
                } else {
                    "daily-copy-failed"
                }
            }
            _ => "daily-copy",
        }),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_mark_each_move_and_wrap_every_ten() {
        assert_eq!(squares(4, &[(2, 1), (4, 3)]), "🟩🟨🟩🟥");
        let long = squares(12, &[]);
        assert_eq!(
            long.lines().map(|l| l.chars().count()).collect::<Vec<_>>(),
            [10, 2]
        );
    }
}
