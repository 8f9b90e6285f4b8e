//! The room's round log: what each round did to each car, in words a person reads (moved,
//! crashed, lost a start point, missed the deadline, disqualified, finished, resigned), and
//! the news of your own car that the room announces.

use std::collections::BTreeMap;

use racetrack::Point;
use racetrack::race::record::{RecordEvent, Status};
use racetrack::track::{Cell, Track};

use super::room::GameView;
use crate::ui::i18n::Words;

/// Lines the log shows, the newest last.
pub const LOG_LINES: usize = 8;

/// The log's lines: the latest [`LOG_LINES`] things that happened, each "Round 3: …" (one car
/// at a time, the race's round of the turn, from `race_rounds`, rather than the turn's number).
pub fn lines(
    w: &Words,
    log: &[(i64, RecordEvent)],
    race_rounds: &BTreeMap<i64, u32>,
    game: &GameView,
    track: Option<&Track>,
) -> Vec<String> {
    let mut lines: Vec<String> = log
        .iter()
        .filter_map(|(round, e)| {
            let text = words(w, log, *round, e, game, track)?;
            let shown = race_rounds.get(round).map_or(*round, |&r| i64::from(r));
            Some(w.with(
                "log-round",
                &[("round", shown.into()), ("text", text.into())],
            ))
        })
        .collect();
    let extra = lines.len().saturating_sub(LOG_LINES);
    lines.drain(..extra);
    lines
}

/// Your car's news from the last round resolved, said once in the room's status: a start point
/// lost, a crash, a missed deadline.
pub fn your_news(
    w: &Words,
    log: &[(i64, RecordEvent)],
    game: &GameView,
    track: Option<&Track>,
) -> Option<String> {
    let you = game.you?;
    let last = game.round.checked_sub(1)? as i64;
    log.iter()
        .filter(|(round, e)| *round == last && car_of(e) == Some(you))
        .find_map(|(round, e)| match e {
            RecordEvent::Refused { .. }
            | RecordEvent::Crashed { .. }
            | RecordEvent::Missed { .. } => words(w, log, *round, e, game, track),
            _ => None,
        })
        .map(|w| format!("{}.", crate::ui::text::capitalised(&w)))
}

/// Whether `car` lost a start point or a move in `round`.
pub(super) fn refused_in(log: &[(i64, RecordEvent)], round: i64, car: usize) -> bool {
    log.iter()
        .any(|(r, e)| *r == round && matches!(e, RecordEvent::Refused { car: c, .. } if *c == car))
}

fn car_of(e: &RecordEvent) -> Option<usize> {
    match e {
        RecordEvent::Missed { car, .. }
        | RecordEvent::Disqualified { car }
        | RecordEvent::Resigned { car }
        | RecordEvent::Placed { car, .. }
        | RecordEvent::Moved { car, .. }
        | RecordEvent::Refused { car, .. }
        | RecordEvent::Crashed { car, .. }
        | RecordEvent::SatOut { car, .. }
        | RecordEvent::Finished { car, .. }
        | RecordEvent::Retired { car } => Some(*car),
        RecordEvent::Round { .. } | RecordEvent::Over => None,
    }
}

/// A car's name, "you" for your own.
fn name(w: &Words, game: &GameView, car: usize) -> String {
    if game.you == Some(car) {
        return w.get("log-you");
    }
    game.cars.get(car).map_or_else(
        || w.with("log-car", &[("number", (car + 1).into())]),
        |c| super::room_view::car_name(w, c),
    )
}

/// Whether `car` is yours (`yes`), for the messages whose words change with it.
fn yours(game: &GameView, car: usize) -> &'static str {
    if game.you == Some(car) { "yes" } else { "no" }
}

/// One event in words (lowercase first letter), `None` for what the log leaves out.
fn words(
    w: &Words,
    log: &[(i64, RecordEvent)],
    round: i64,
    e: &RecordEvent,
    game: &GameView,
    track: Option<&Track>,
) -> Option<String> {
    // A start point by its number among the track's, as a player counts them on the board
    // (row by row from the top left); a point the board does not show as a start (a night
    // game's hidden cells) by its row and column from 1, as the replay names points.
    let at = |p: &[i32; 2]| {
        let point = Point::new(p[0], p[1]);
        // Read from the track only for the lines that name a point (a few placements), not
        // for every line at every render.
        let starts = || track.into_iter().flat_map(|t| t.points_of(Cell::Start));
        match starts().position(|s| s == point) {
            Some(i) => w.with(
                "log-start",
                &[
                    ("number", (i + 1).into()),
                    ("starts", starts().count().into()),
                ],
            ),
            None => crate::ui::text::point_words(w, p[0], p[1]),
        }
    };
    let who = |car: usize| {
        [
            ("name", name(w, game, car).into()),
            ("you", yours(game, car).into()),
        ]
    };
    // A car whose time ran out before it was placed: the server put it on the first free start
    // point; it chose nothing, so it lost none either (said with the deadline missed, below).
    let placing = |car: usize| {
        !log.iter().any(|(r, other)| {
            *r < round && matches!(other, RecordEvent::Placed { car: c, .. } if *c == car)
        })
    };
    let late = |car: usize| {
        placing(car) && log.iter().any(|(r, other)| {
            *r == round
                && matches!(other, RecordEvent::Missed { car: c, why: Status::Late } if *c == car)
        })
    };
    let placed_at = |car: usize| {
        log.iter().find_map(|(r, other)| match other {
            RecordEvent::Placed { car: c, at: p } if *r == round && *c == car => Some(*p),
            _ => None,
        })
    };
    Some(match e {
        // Placed by the rules after losing its start point, or its time run out: said with the
        // loss or the deadline (below).
        RecordEvent::Placed { car, .. } if refused_in(log, round, *car) || late(*car) => {
            return None;
        }
        RecordEvent::Refused { car, .. } if late(*car) => return None,
        RecordEvent::Placed { car, at: p } => {
            let [n, y] = who(*car);
            w.with("log-placed", &[n, y, ("at", at(p).into())])
        }
        // As the board's status line says it: the speed, its arrow and its steps (the points'
        // rows and columns meant nothing to a player reading the log).
        RecordEvent::Moved { car, from, to } => {
            let [n, y] = who(*car);
            let step = |i: usize| to[i].saturating_sub(from[i]).clamp(-1_000_000, 1_000_000);
            let v = racetrack::rules::Velocity::new(step(0), step(1));
            let velocity = crate::ui::text::velocity_words(w, v);
            w.with("log-moved", &[n, y, ("velocity", velocity.into())])
        }
        RecordEvent::Refused { car, to } => {
            let taker = log.iter().find_map(|(r, other)| match other {
                RecordEvent::Placed { car: c, at: p }
                | RecordEvent::Moved { car: c, to: p, .. }
                    if *r == round && p == to && c != car =>
                {
                    Some(*c)
                }
                _ => None,
            });
            let placing = placing(*car);
            let by = taker.map_or_else(|| w.get("log-another-car"), |c| name(w, game, c));
            let by_you = if taker.is_some() && taker == game.you {
                "yes"
            } else {
                "no"
            };
            let [n, y] = who(*car);
            let lost = [
                n,
                y,
                ("to", at(to).into()),
                ("by", by.clone().into()),
                ("byyou", by_you.into()),
            ];
            // A car that missed the deadline was put on the first free start point by the
            // server: it chose nothing.
            let taker_missed = log.iter().any(|(r, other)| {
                *r == round
                    && matches!(other, RecordEvent::Missed { car: c, .. } if Some(*c) == taker)
            });
            // Rules 2: the car was placed on the nearest free start point at once.
            if let (true, Some(p)) = (placing, placed_at(*car)) {
                let how = w.with(
                    if taker_missed {
                        "log-how-timeout"
                    } else {
                        "log-how-chose"
                    },
                    &[("byyou", by_you.into())],
                );
                let mut args = lost.to_vec();
                args.push(("how", how.into()));
                args.push(("at", at(&p).into()));
                w.with("log-lost-start-placed", &args)
            } else if placing && taker_missed {
                w.with("log-lost-start-timeout", &lost)
            } else if placing {
                w.with("log-lost-start-chose", &lost)
            } else {
                w.with("log-refused", &lost)
            }
        }
        // Where the car stands is on the board: the line says what happened to it.
        RecordEvent::Crashed { car, penalty, .. } if game.rules == "karopapier" => {
            let [n, y] = who(*car);
            w.with(
                "log-crash-back",
                &[n, y, ("penalty", (*penalty as usize).into())],
            )
        }
        RecordEvent::Crashed { car, penalty, .. } => {
            // The turns out can all pass within the round (no other car left to wait for):
            // the last of the car's sat-out events that round says how many are still ahead.
            let left = log
                .iter()
                .filter_map(|(r, other)| match other {
                    RecordEvent::SatOut { car: c, turns_left } if *r == round && c == car => {
                        Some(*turns_left as usize)
                    }
                    _ => None,
                })
                .next_back()
                .unwrap_or(*penalty as usize);
            let [n, y] = who(*car);
            let crashed = w.with("log-crashed", &[n, y.clone()]);
            let crashed = ("crashed", crashed.into());
            match (*penalty as usize, left) {
                (0, _) => w.with("log-crash-drive", &[crashed, y]),
                (turns, 0) => w.with("log-crash-passed", &[crashed, y, ("turns", turns.into())]),
                (_, turns) => w.with("log-crash-sit", &[crashed, y, ("turns", turns.into())]),
            }
        }
        RecordEvent::Missed {
            car,
            why: Status::Late,
        } if placing(*car) => match placed_at(*car) {
            Some(p) => {
                let [n, y] = who(*car);
                w.with("log-missed-placed-at", &[n, y, ("at", at(&p).into())])
            }
            None => w.with("log-missed-placed", &who(*car)),
        },
        RecordEvent::Missed {
            car,
            why: Status::Late,
        } => w.with("log-missed-kept", &who(*car)),
        RecordEvent::Missed { car, .. } => w.with("log-missed", &who(*car)),
        RecordEvent::Disqualified { car } => w.with("log-disqualified", &who(*car)),
        RecordEvent::Resigned { car } => w.with("log-resigned", &who(*car)),
        RecordEvent::Finished { car, moves } => {
            let place = game
                .cars
                .get(*car)
                .and_then(|c| game.standings.iter().find(|s| s.name == c.name))
                .filter(|_| game.state == racetrack_api::GameState::Over)
                .map(|s| w.with("log-place", &[("place", s.place.into())]))
                .unwrap_or_default();
            let [n, y] = who(*car);
            w.with(
                "log-finished",
                &[n, y, ("moves", (*moves).into()), ("place", place.into())],
            )
        }
        RecordEvent::SatOut { .. }
        | RecordEvent::Retired { .. }
        | RecordEvent::Round { .. }
        | RecordEvent::Over => {
            return None;
        }
    })
}
