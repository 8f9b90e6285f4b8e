//! Recorded races: the versioned JSON file of a race between bots (or any simultaneous race),
//! played back through the engine to check it or to watch it.
//!
//! A record holds the track, the rules, the seed and the options, the cars, each round's answers
//! and the events they led to, and the standings. The answers are the record's input: playing
//! them back through [`crate::race::Race`] with the same seed gives the same events and
//! standings, which is what [`check`] verifies (and what a replay viewer shows, [`frames`]).

use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::grid::Point;
use crate::race::{Blocking, CarId, CarStatus, Event, Race, RaceError, RaceOptions, TurnOrder};
use crate::rules::{self, Acceleration, Rules, Velocity};
use crate::track::{ParseTrackError, Track};

mod event;
mod honour;
pub mod karopapier;
pub use event::RecordEvent;
pub use honour::{Honour, StartDirection, TacticalCrashes};

/// The `format` field of every record.
pub const RECORD_FORMAT: &str = "racetrack-race";

/// The version this code writes and reads.
pub const RECORD_VERSION: u32 = 1;

/// Largest record read, in bytes (a long race of four cars takes a few hundred KiB).
pub const MAX_RECORD_BYTES: usize = 32 << 20;

/// Most rounds a race may have (and a record may hold).
pub const MAX_ROUNDS: u32 = 5_000;

/// A recorded race.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    /// Always [`RECORD_FORMAT`].
    pub format: String,
    /// [`RECORD_VERSION`].
    pub version: u32,
    /// The track file text (moving elements included).
    pub track: String,
    /// `strict` or `soft`.
    pub rules: String,
    /// The seed of the order in which each round's moves were applied.
    pub seed: u64,
    /// The race's options.
    pub options: Settings,
    /// The cars, car 1 first.
    pub cars: Vec<RecordCar>,
    /// Every round, the first first.
    pub rounds: Vec<Round>,
    /// The final standings, best first.
    pub standings: Vec<RecordStanding>,
    /// Karopapier's honour rules, when the race was an imported game of the site: kept and
    /// shown, never enforced.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub honour: Option<Honour>,
}

/// The options of a race between bots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Turns a crashed car sits out.
    pub crash_penalty: u32,
    /// Time a bot has to answer one turn, in ms.
    pub turn_ms: u64,
    /// Time a bot has for all its turns of the race, in ms.
    pub race_ms: u64,
    /// Answers missed in a row (late, malformed, illegal) after which a bot is disqualified (0:
    /// never, as in the page's races of people).
    pub max_failures: u32,
    /// Rounds after which the race stops, whoever has not finished.
    pub max_rounds: u32,
    /// How the cars took their turns: `simultaneous` (bots; the default) or `hotseat` (the page's
    /// races, one car a round).
    #[serde(default = "simultaneous")]
    pub turns: TurnOrder,
    /// The race rules' version it was played under ([`super::RULES_VERSION`]); a record
    /// without it was played under version 1.
    #[serde(default = "first_rules")]
    pub rules_version: u32,
    /// Under Karopapier's rules, which cars block: `moved` (unwritten) or `all`.
    #[serde(default, skip_serializing_if = "Blocking::is_moved")]
    pub blocking: Blocking,
}

/// What a record without `turns` was: a bots' race.
fn simultaneous() -> TurnOrder {
    TurnOrder::Simultaneous
}

/// What a record without `rules_version` was played under.
fn first_rules() -> u32 {
    1
}

impl Default for Settings {
    /// 2 turns of penalty, 1 s a turn, 120 s a race, 5 misses in a row, 1000 rounds.
    fn default() -> Self {
        Settings {
            crash_penalty: 2,
            turn_ms: 1000,
            race_ms: 120_000,
            max_failures: 5,
            max_rounds: 1000,
            turns: TurnOrder::Simultaneous,
            rules_version: super::RULES_VERSION,
            blocking: Blocking::Moved,
        }
    }
}

/// A car of a recorded race.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordCar {
    /// Its name.
    pub name: String,
    /// How its bot was started: `builtin:pro`, or the program (its file name only) and arguments.
    pub bot: String,
}

/// One round: what each bot answered and what happened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// The round's number, from 1.
    pub round: u32,
    /// One answer per car asked this round, in the order of the cars.
    pub answers: Vec<Answer>,
    /// What happened, in order.
    pub events: Vec<RecordEvent>,
}

/// How a bot answered a turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// A legal answer.
    Ok,
    /// No answer within the turn's budget.
    Late,
    /// A line that is not an answer (or too long).
    Malformed,
    /// An answer that is not one of the car's options.
    Illegal,
    /// The bot's program had ended.
    Exited,
    /// The bot's time for the race was used up.
    OutOfTime,
    /// The car's player resigned: the car retires (possible while it sits out, too).
    Resigned,
}

impl Status {
    /// The status's name, as written in records.
    pub fn name(self) -> &'static str {
        match self {
            Status::Ok => "ok",
            Status::Late => "late",
            Status::Malformed => "malformed",
            Status::Illegal => "illegal",
            Status::Exited => "exited",
            Status::OutOfTime => "out_of_time",
            Status::Resigned => "resigned",
        }
    }
}

/// One car's answer in a round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Answer {
    /// The car, 0-based.
    pub car: usize,
    /// How it answered.
    pub status: Status,
    /// The acceleration answered (for a placed car; also kept when illegal).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub acc: Option<[i32; 2]>,
    /// The start point answered (for a car not yet placed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start: Option<[i32; 2]>,
    /// How long the bot took, in ms.
    #[serde(default)]
    pub ms: u64,
    /// Whether this miss disqualified the bot (its car retires).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub disqualified: bool,
}

impl Answer {
    /// The answer of a car whose player resigned.
    pub fn resigned(car: CarId) -> Answer {
        Answer {
            status: Status::Resigned,
            ..Answer::late(car)
        }
    }

    /// The answer of a car that gave none in time.
    pub fn late(car: CarId) -> Answer {
        Answer {
            car: car.0,
            status: Status::Late,
            acc: None,
            start: None,
            ms: 0,
            disqualified: false,
        }
    }
}

/// One line of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordStanding {
    /// The car's name.
    pub name: String,
    /// Its place from 1 (equal cars share one).
    pub place: usize,
    /// Its moves (its score when finished).
    pub moves: usize,
    /// `finished`, `running`, `sitting-out`, `placing` or `retired`.
    pub state: CarStatus,
}

/// Why a file is not a record.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RecordError {
    /// Over [`MAX_RECORD_BYTES`].
    #[error("the record is over {} MiB", MAX_RECORD_BYTES >> 20)]
    TooLarge,
    /// Not JSON of the record's shape.
    #[error("not a race record: {0}")]
    Json(String),
    /// Another format or version.
    #[error(
        "not a race record of format {RECORD_FORMAT:?} version {RECORD_VERSION} (found {format:?} version {version})"
    )]
    Version {
        /// The format named.
        format: String,
        /// The version named.
        version: u32,
    },
    /// The track, rules, cars or options are not a race.
    #[error("{0}")]
    Setup(NotARace),
}

/// Why a record's track, rules, cars or options are not a race.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum NotARace {
    /// More rounds than a race has.
    #[error("{0} rounds, over the most a race has ({MAX_ROUNDS})")]
    Rounds(usize),
    /// The track does not read.
    #[error("the track: {0}")]
    Track(ParseTrackError),
    /// Rules the engine does not know.
    #[error("unknown rules {0:?}")]
    Rules(String),
    /// A version of the race rules this engine does not play.
    #[error(
        "race rules version {0} (this engine plays {first} to {last})",
        first = super::RULES_VERSIONS.start(),
        last = super::RULES_VERSIONS.end()
    )]
    RulesVersion(u32),
    /// The cars or options cannot race.
    #[error("{0}")]
    Race(RaceError),
    /// More rounds than a record may hold.
    #[error("{0}")]
    Recorder(super::recorder::SetupError),
}

/// Why a record does not play back as written.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
#[error("round {round}: {what}")]
pub struct Mismatch {
    /// The round, from 1 (0: the standings).
    pub round: u32,
    /// What differs.
    pub what: String,
}

/// Reads a record from JSON text, checking its size, format and version (not its contents:
/// see [`check`]).
pub fn parse(text: &str) -> Result<Record, RecordError> {
    if text.len() > MAX_RECORD_BYTES {
        return Err(RecordError::TooLarge);
    }
    let record: Record =
        serde_json::from_str(text).map_err(|e| RecordError::Json(e.to_string()))?;
    if record.format != RECORD_FORMAT || record.version != RECORD_VERSION {
        return Err(RecordError::Version {
            format: record.format,
            version: record.version,
        });
    }
    if record.rounds.len() > MAX_ROUNDS as usize {
        return Err(RecordError::Setup(NotARace::Rounds(record.rounds.len())));
    }
    Ok(record)
}

/// The record as JSON text (one line).
pub fn to_json(record: &Record) -> String {
    serde_json::to_string(record).expect("a record always serialises")
}

/// The race a record starts from: its track, rules, cars and options.
pub fn start(record: &Record) -> Result<Race, RecordError> {
    let track: Track = record
        .track
        .parse()
        .map_err(|e| RecordError::Setup(NotARace::Track(e)))?;
    let rules: Rules = record
        .rules
        .parse()
        .map_err(|_| RecordError::Setup(NotARace::Rules(record.rules.clone())))?;
    let names = record.cars.iter().map(|c| c.name.clone()).collect();
    if !super::RULES_VERSIONS.contains(&record.options.rules_version) {
        return Err(RecordError::Setup(NotARace::RulesVersion(
            record.options.rules_version,
        )));
    }
    let options = RaceOptions {
        turns: record.options.turns,
        crash_penalty: record.options.crash_penalty,
        seed: record.seed,
        rules_version: record.options.rules_version,
        blocking: record.options.blocking,
    };
    Race::new(track, rules, names, options).map_err(|e| RecordError::Setup(NotARace::Race(e)))
}

/// The answer of `car` playing `to` (its start point, or a move to one of its candidates), as a
/// record keeps it; `to` should be one of its options.
pub fn answer_of(race: &Race, car: CarId, to: Option<Point>) -> Answer {
    let mut answer = Answer::late(car);
    let (Some(to), Some(c)) = (to, race.car(car)) else {
        return answer;
    };
    match c.position() {
        None => answer.start = Some([to.row, to.col]),
        Some(here) => {
            answer.acc = rules::options(race.track(), race.rules(), here, c.velocity())
                .find(|&(_, p)| p == to)
                .map(|(a, _)| [a.delta().row, a.delta().col]);
        }
    }
    answer.status = Status::Ok;
    answer
}

/// The point an answer leads to for `car`: the start point, or the candidate of the answered
/// acceleration (terrain-aware); `None` when it is none of the car's options now.
pub fn answered_point(race: &Race, car: CarId, answer: &Answer) -> Option<Point> {
    let c = race.car(car)?;
    let to = match (c.position(), answer.start, answer.acc) {
        (None, Some([r, col]), _) => Point::new(r, col),
        (Some(here), _, Some([dr, dc])) => {
            let wanted = Acceleration::from_delta(Velocity::new(dr, dc))?;
            rules::options(race.track(), race.rules(), here, c.velocity())
                .find(|&(a, _)| a == wanted)
                .map(|(_, p)| p)?
        }
        _ => return None,
    };
    race.options(car).contains(&to).then_some(to)
}

/// Plays one answer on the race: a legal answer is the car's choice (its move, in a hot-seat
/// race), any other a miss ([`Race::miss`]; [`Race::time_out`] in a hot-seat race), or, when it
/// disqualifies the bot, the car's retirement. Returns the record's events for it.
pub fn apply(race: &mut Race, answer: &Answer) -> Vec<RecordEvent> {
    let car = CarId(answer.car);
    let mut events = Vec::new();
    if answer.status == Status::Resigned {
        events.push(RecordEvent::Resigned { car: answer.car });
    } else if answer.status != Status::Ok {
        events.push(RecordEvent::Missed {
            car: answer.car,
            why: answer.status,
        });
    }
    let hot_seat = race.settings().turns.one_at_a_time();
    let engine = if answer.status == Status::Resigned {
        race.resign(car)
    } else if answer.disqualified {
        events.push(RecordEvent::Disqualified { car: answer.car });
        race.resign(car)
    } else {
        match (answer.status, answered_point(race, car, answer)) {
            (Status::Ok, Some(to)) if hot_seat => race.play(car, to),
            (Status::Ok, Some(to)) => race.choose(car, to),
            _ if hot_seat => race.time_out(car),
            _ => race.miss(car),
        }
    };
    events.extend(engine.unwrap_or_default().iter().filter_map(event));
    events
}

/// An engine event as a record event (`None` for the choices, which the answers hold).
pub fn event(e: &Event) -> Option<RecordEvent> {
    let at = |p: &Point| [p.row, p.col];
    Some(match e {
        Event::Placed { car, at: p } => RecordEvent::Placed {
            car: car.0,
            at: at(p),
        },
        Event::Moved { car, from, to } => RecordEvent::Moved {
            car: car.0,
            from: at(from),
            to: at(to),
        },
        Event::Finished { car, moves } => RecordEvent::Finished {
            car: car.0,
            moves: *moves,
        },
        Event::Crashed {
            car,
            at: p,
            penalty,
        } => RecordEvent::Crashed {
            car: car.0,
            at: at(p),
            penalty: *penalty,
        },
        Event::SatOut { car, turns_left } => RecordEvent::SatOut {
            car: car.0,
            turns_left: *turns_left,
        },
        Event::Round { order } => RecordEvent::Round {
            order: order.iter().map(|c| c.0).collect(),
        },
        Event::Refused { car, to } => RecordEvent::Refused {
            car: car.0,
            to: at(to),
        },
        Event::Retired { car } => RecordEvent::Retired { car: car.0 },
        Event::Over => RecordEvent::Over,
        Event::Chose { .. } => return None,
    })
}

/// The standings of a race as a record writes them.
pub fn standings(race: &Race) -> Vec<RecordStanding> {
    race.standings()
        .iter()
        .map(|s| RecordStanding {
            name: race.cars()[s.car.0].name().to_owned(),
            place: s.place,
            moves: s.moves,
            state: s.state.status(),
        })
        .collect()
}

/// Plays the record's answers back through the engine and compares every round's events and the
/// standings with what it says; the first difference is the error.
pub fn check(record: &Record) -> Result<(), CheckError> {
    play_back(record, |_| {})
}

/// Why [`check`] or [`frames`] failed.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum CheckError {
    /// The record cannot be set up as a race.
    #[error("{0}")]
    Record(#[from] RecordError),
    /// It plays back differently.
    #[error("{0}")]
    Mismatch(#[from] Mismatch),
}

/// A car's trail as a viewer draws it: its trajectory and where a crash put it back.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trail {
    /// Every point it stood on ([`crate::race::Car::trajectory`]).
    pub points: Vec<Point>,
    /// The indices of the points a crash put it back on, reached by no move (Karopapier's
    /// rules; [`crate::race::Car::resets`]).
    pub resets: Vec<usize>,
}

impl Trail {
    /// Its moves: the points after the placement, less the crashes.
    pub fn moves(&self) -> usize {
        self.points.len().saturating_sub(1) - self.resets.len()
    }

    /// How many times it crashed (under Karopapier's rules).
    pub fn crashes(&self) -> usize {
        self.resets.len()
    }

    /// The moves as segments, without the jumps of the crashes.
    pub fn segments(&self) -> impl Iterator<Item = (Point, Point)> + '_ {
        self.points
            .windows(2)
            .enumerate()
            .filter(|(i, _)| !self.resets.contains(&(i + 1)))
            .map(|(_, w)| (w[0], w[1]))
    }
}

/// Every car's trail after each round (index 0: before the first), played back and checked as
/// [`check`] does: what a viewer scrubs through.
pub fn frames(record: &Record) -> Result<Vec<Vec<Trail>>, CheckError> {
    let mut out = Vec::new();
    play_back(record, |race| {
        out.push(
            race.cars()
                .iter()
                .map(|c| Trail {
                    points: c.trajectory().to_vec(),
                    resets: c.resets().to_vec(),
                })
                .collect(),
        );
    })?;
    Ok(out)
}

/// A recorded race's order for a round: the cars of its answers as they come, then the other
/// cars still racing in the order of the cars (who had not moved when the game stopped).
pub fn recorded_order(race: &Race, answers: &[Answer]) -> Vec<CarId> {
    let mut order: Vec<CarId> = Vec::new();
    for answer in answers {
        if !order.contains(&CarId(answer.car)) {
            order.push(CarId(answer.car));
        }
    }
    for (i, car) in race.cars().iter().enumerate() {
        if car.state().is_racing() && !order.contains(&CarId(i)) {
            order.push(CarId(i));
        }
    }
    order
}

/// Plays the record back as [`check`] does, showing `each` the race before the first round and
/// after every round.
fn play_back(record: &Record, mut each: impl FnMut(&Race)) -> Result<(), CheckError> {
    let mut race = start(record)?;
    each(&race);
    for (i, round) in record.rounds.iter().enumerate() {
        let number = i as u32 + 1;
        if round.round != number {
            return Err(Mismatch {
                round: number,
                what: format!("numbered {}", round.round),
            }
            .into());
        }
        let mut events = Vec::new();
        if race.settings().turns == TurnOrder::Recorded {
            let began = race
                .set_round_order(recorded_order(&race, &round.answers))
                .map_err(|e| Mismatch {
                    round: number,
                    what: e.to_string(),
                })?;
            events.extend(began.iter().filter_map(event));
        }
        for answer in &round.answers {
            if answer.car >= record.cars.len() {
                return Err(Mismatch {
                    round: number,
                    what: format!("an answer for car {}, which does not exist", answer.car + 1),
                }
                .into());
            }
            events.extend(apply(&mut race, answer));
        }
        if events != round.events {
            let at = events
                .iter()
                .zip(&round.events)
                .position(|(a, b)| a != b)
                .unwrap_or(events.len().min(round.events.len()));
            return Err(Mismatch {
                round: number,
                what: format!(
                    "event {} is {:?} when played back, {:?} in the record",
                    at + 1,
                    events.get(at),
                    round.events.get(at)
                ),
            }
            .into());
        }
        each(&race);
    }
    let played = standings(&race);
    if played != record.standings {
        return Err(Mismatch {
            round: 0,
            what: format!(
                "the standings are {played:?} when played back, {:?} in the record",
                record.standings
            ),
        }
        .into());
    }
    Ok(())
}
