//! The room's round log: what each round did to each car, in words a person reads (moved,
//! crashed, lost a start point, missed the deadline, disqualified, finished, resigned), and
//! the news of your own car that the room announces.

use racetrack::race::record::{RecordEvent, Status};

use super::room::GameView;
use crate::ui::text::{ordinal, plural};

/// Lines the log shows, the newest last.
pub const LOG_LINES: usize = 8;

/// The log's lines: the latest [`LOG_LINES`] things that happened, each "Round 3: …".
pub fn lines(log: &[(i64, RecordEvent)], game: &GameView) -> Vec<String> {
    let mut lines: Vec<String> = log
        .iter()
        .filter_map(|(round, e)| Some(format!("Round {round}: {}.", words(log, *round, e, game)?)))
        .collect();
    let extra = lines.len().saturating_sub(LOG_LINES);
    lines.drain(..extra);
    lines
}

/// Your car's news from the last round resolved, said once in the room's status: a start point
/// lost, a crash, a missed deadline.
pub fn your_news(log: &[(i64, RecordEvent)], game: &GameView) -> Option<String> {
    let you = game.you?;
    let last = game.round.checked_sub(1)? as i64;
    log.iter()
        .filter(|(round, e)| *round == last && car_of(e) == Some(you))
        .find_map(|(round, e)| match e {
            RecordEvent::Refused { .. }
            | RecordEvent::Crashed { .. }
            | RecordEvent::Missed { .. } => words(log, *round, e, game),
            _ => None,
        })
        .map(|w| format!("{}.", capital(&w)))
}

/// Whether `car` lost a start point or a move in `round`.
fn refused_in(log: &[(i64, RecordEvent)], round: i64, car: usize) -> bool {
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
fn name(game: &GameView, car: usize) -> String {
    if game.you == Some(car) {
        return "you".into();
    }
    game.cars
        .get(car)
        .map_or_else(|| format!("car {}", car + 1), |c| c.name.clone())
}

/// "you were" / "Bob was"-style verbs: the first form for you.
fn verb<'a>(game: &GameView, car: usize, you: &'a str, other: &'a str) -> &'a str {
    if game.you == Some(car) { you } else { other }
}

fn capital(s: &str) -> String {
    let mut chars = s.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

/// One event in words (lowercase first letter), `None` for what the log leaves out.
fn words(
    log: &[(i64, RecordEvent)],
    round: i64,
    e: &RecordEvent,
    game: &GameView,
) -> Option<String> {
    // A point as the replay and the solo game name it: row and column from 1.
    let at = |p: &[i32; 2]| format!("row {}, column {}", p[0] + 1, p[1] + 1);
    Some(match e {
        // Placed by the rules after losing its start point: said with the loss (below).
        RecordEvent::Placed { car, .. } if refused_in(log, round, *car) => return None,
        RecordEvent::Placed { car, at: p } => {
            format!(
                "{} placed {} car at {}",
                name(game, *car),
                verb(game, *car, "your", "their"),
                at(p)
            )
        }
        RecordEvent::Moved { car, to, .. } => format!("{} moved to {}", name(game, *car), at(to)),
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
            let placing = !log.iter().any(|(r, other)| {
                *r < round && matches!(other, RecordEvent::Placed { car: c, .. } if c == car)
            });
            let by = taker.map_or_else(|| "another car".into(), |c| name(game, c));
            // A car that missed the deadline was put on the first free start point by the
            // server: it chose nothing.
            let taker_missed = log.iter().any(|(r, other)| {
                *r == round
                    && matches!(other, RecordEvent::Missed { car: c, .. } if Some(*c) == taker)
            });
            // Rules 2: the car was placed on the nearest free start point at once.
            let placed_at = log.iter().find_map(|(r, other)| match other {
                RecordEvent::Placed { car: c, at: p } if *r == round && c == car => Some(*p),
                _ => None,
            });
            if let (true, Some(p)) = (placing, placed_at) {
                format!(
                    "{} lost start point {} to {by}, {}: {} car was placed on the nearest free \
                     start point, {}",
                    name(game, *car),
                    at(to),
                    if taker_missed {
                        "placed there when the time ran out"
                    } else {
                        "who chose it too (the best start point draws every car; the round's \
                         moves go in an order drawn by lot)"
                    },
                    verb(game, *car, "your", "their"),
                    at(&p)
                )
            } else if placing && taker_missed {
                format!(
                    "{} lost start point {} to {by}, placed there when {} time ran out: {} again",
                    name(game, *car),
                    at(to),
                    if taker == game.you { "your" } else { "their" },
                    verb(game, *car, "choose", "chooses")
                )
            } else if placing {
                format!(
                    "{} lost start point {} to {by}, who chose it too (the best start point draws \
                     every car; the round's moves go in an order drawn by lot): {} again",
                    name(game, *car),
                    at(to),
                    verb(game, *car, "choose", "chooses")
                )
            } else {
                format!(
                    "{} could not go to {}: {by} chose it too, and the round's moves are \
                     applied in an order drawn by lot, {by} first, so {} stopped",
                    name(game, *car),
                    at(to),
                    verb(game, *car, "you", "it")
                )
            }
        }
        RecordEvent::Crashed {
            car,
            at: p,
            penalty,
        } => {
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
            let crashed = format!(
                "{} crashed at {} (every next point blocked) and stopped there",
                name(game, *car),
                at(p)
            );
            match (*penalty as usize, left) {
                (0, _) => format!(
                    "{crashed}: {} on from speed 0",
                    verb(game, *car, "drive", "drives")
                ),
                (n, 0) => format!(
                    "{crashed}; {} out passed within the round: {} on from speed 0",
                    plural(n, "turn"),
                    verb(game, *car, "drive", "drives")
                ),
                (_, k) => format!(
                    "{crashed} and {} out {}",
                    verb(game, *car, "sit", "sits"),
                    plural(k, "turn")
                ),
            }
        }
        RecordEvent::Missed {
            car,
            why: Status::Late,
        } if !log.iter().any(|(r, other)| {
            *r < round && matches!(other, RecordEvent::Placed { car: c, .. } if c == car)
        }) =>
        {
            format!(
                "{} missed the deadline: {} car was put on the first free start point",
                name(game, *car),
                verb(game, *car, "your", "the")
            )
        }
        RecordEvent::Missed {
            car,
            why: Status::Late,
        } => format!(
            "{} missed the deadline: {} car kept its velocity",
            name(game, *car),
            verb(game, *car, "your", "the")
        ),
        RecordEvent::Missed { car, .. } => format!("{} gave no usable answer", name(game, *car)),
        RecordEvent::Disqualified { car } => format!(
            "{} missed too many rounds in a row: disqualified",
            name(game, *car)
        ),
        RecordEvent::Resigned { car } => format!("{} resigned", name(game, *car)),
        RecordEvent::Finished { car, moves } => {
            let place = game
                .cars
                .get(*car)
                .and_then(|c| game.standings.iter().find(|s| s.name == c.name))
                .filter(|_| game.state == racetrack_api::GameState::Over)
                .map(|s| format!(", {}", ordinal(s.place)))
                .unwrap_or_default();
            format!(
                "{} finished in {}{place}",
                name(game, *car),
                plural(*moves, "move")
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
