//! A Karopapier game, imported as a race record: the game as karopapier.de's API gives it
//! (`game`, `players[].moves[] {x, y, xv, yv, c, t}`, `map.mapcode`), checked move by move under
//! Karopapier's rules and written as a record of the recorded turn order
//! ([`TurnOrder::Recorded`]) that [`super::check`] and the replay viewer play back.
//!
//! - A player's first entry is its placement; each later entry is one round's move, except a
//!   crash (`c` set: the engine's own crash must put the car back on that point) and an entry on
//!   the parc ferme (`P`) once the car has finished.
//! - Each round's moves are taken in the order of their times (`t`); the cars that did not move
//!   in the last round of an unfinished game follow in the order of the cars.
//! - A player who left (`status` `left`) and whose last entry repeats its point resigns there.
//! - Without checkpoints (`game.cps` false) the digits are road.
//! - The honour rules (`game.dir`, `game.tcrash`) are kept in the record ([`Honour`]), never
//!   checked.
//! - Before the site's game 75000 every car on the track blocked ([`Blocking::All`]); since, only
//!   the cars that have moved in the round.
//!
//! The record's standings are the engine's (by moves); [`Imported::ranks`] keeps the site's
//! ranks beside them.

use serde::Deserialize;
use thiserror::Error;

use super::{
    Answer, Honour, Record, RecordCar, RecordEvent, Round, Settings, StartDirection,
    TacticalCrashes, answer_of, apply, event, recorded_order, standings,
};
use crate::grid::Point;
use crate::race::{Blocking, CarId, Event, MAX_CRASH_PENALTY, Race, RaceError, TurnOrder};
use crate::rules::{Rules, karopapier_line};
use crate::track::{Cell, Ground, Track};

/// A game as karopapier.de's API gives it (the fields read).
#[derive(Deserialize)]
struct Details {
    game: Game,
    players: Vec<Player>,
    map: Map,
}

#[derive(Deserialize)]
struct Game {
    id: Number,
    #[serde(default)]
    dir: Option<String>,
    #[serde(default)]
    tcrash: Option<String>,
    #[serde(default)]
    zzz: Option<Number>,
    #[serde(default)]
    cps: Option<Flag>,
}

#[derive(Deserialize)]
struct Player {
    name: String,
    #[serde(default)]
    status: String,
    #[serde(default)]
    position: Option<Number>,
    moves: Vec<Entry>,
}

#[derive(Deserialize)]
struct Entry {
    x: Number,
    y: Number,
    #[serde(default)]
    c: Option<Flag>,
    #[serde(default)]
    t: String,
}

#[derive(Deserialize)]
struct Map {
    mapcode: String,
}

/// A number the site writes as a number or as a string of digits.
#[derive(Deserialize, Clone)]
#[serde(untagged)]
enum Number {
    Int(i64),
    Text(String),
}

impl Number {
    fn get(&self) -> Option<i64> {
        match self {
            Number::Int(n) => Some(*n),
            Number::Text(s) => s.trim().parse().ok(),
        }
    }
}

/// A flag the site writes as a boolean, a number or a string.
#[derive(Deserialize)]
#[serde(untagged)]
enum Flag {
    Bool(bool),
    Int(i64),
    Text(String),
}

impl Flag {
    fn get(&self) -> bool {
        match self {
            Flag::Bool(b) => *b,
            Flag::Int(n) => *n != 0,
            Flag::Text(s) => !matches!(s.trim(), "" | "0" | "false"),
        }
    }
}

/// Why a game could not be imported.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ImportError {
    /// Not JSON of the game's shape.
    #[error("not a Karopapier game: {0}")]
    Json(String),
    /// The map, the players or the settings are not a race.
    #[error("{0}")]
    Setup(String),
    /// A move that Karopapier's rules do not allow.
    #[error(
        "{player}'s move in round {round} from ({}, {}) to ({}, {}) is not legal ({why}); it passes {}",
        .from.col, .from.row, .to.col, .to.row, cells(.passes)
    )]
    Illegal {
        /// The player's name.
        player: String,
        /// The round, from 1 (the placements).
        round: u32,
        /// Where the car stood.
        from: Point,
        /// Where it went.
        to: Point,
        /// The cells the move passes, in order (x, y as the site writes them).
        passes: Vec<(i32, i32)>,
        /// Why the engine refuses it.
        why: String,
    },
    /// The game and the engine disagree on whose turn it is, a crash or the end.
    #[error("{player}, round {round}: {what}")]
    Disagrees {
        /// The player's name.
        player: String,
        /// The round, from 1.
        round: u32,
        /// What differs.
        what: String,
    },
}

/// The game's honour rules, when it names both in words the site uses.
fn honour(game: &Game) -> Option<Honour> {
    let start = match game.dir.as_deref()? {
        "free" => StartDirection::Free,
        "classic" => StartDirection::Classic,
        "formula1" => StartDirection::Formula1,
        _ => return None,
    };
    let crashes = match game.tcrash.as_deref()? {
        "free" => TacticalCrashes::Free,
        "allowed" => TacticalCrashes::Allowed,
        "forbidden" => TacticalCrashes::Forbidden,
        _ => return None,
    };
    Some(Honour { start, crashes })
}

/// The cells a move passes as the site writes them: `(x, y) (x, y) ...`.
pub fn cells(passes: &[(i32, i32)]) -> String {
    let all: Vec<String> = passes.iter().map(|(x, y)| format!("({x}, {y})")).collect();
    all.join(" ")
}

/// An imported game: its record and what the site said beside it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Imported {
    /// The record, played through the engine.
    pub record: Record,
    /// Each car's rank on the site (0: none, a player who left), in the order of the cars.
    pub ranks: Vec<u32>,
    /// The moves played (placements and crashes not counted).
    pub moves: usize,
    /// The crashes, each where the site put the car back.
    pub crashes: usize,
}

/// One thing a player did in a round.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Action {
    Go(Point),
    Resign,
}

/// A player's turns, round by round, and the points its crashes put it back on.
struct Turns {
    rounds: Vec<(String, Action)>,
    crashes: Vec<Point>,
}

/// Reads a game (JSON text) and plays it through the engine under Karopapier's rules.
pub fn import(text: &str) -> Result<Imported, ImportError> {
    let details: Details =
        serde_json::from_str(text).map_err(|e| ImportError::Json(e.to_string()))?;
    let setup = ImportError::Setup;
    let checkpoints = details.game.cps.as_ref().is_none_or(Flag::get);
    let code = details.map.mapcode.replace('\r', "");
    let track: Track = code.parse().map_err(|e| setup(format!("the map: {e}")))?;
    let track = if checkpoints {
        track
    } else {
        track.without_checkpoints()
    };
    let zzz = details.game.zzz.as_ref().and_then(Number::get).unwrap_or(2);
    let zzz = u32::try_from(zzz)
        .ok()
        .filter(|&z| z <= MAX_CRASH_PENALTY)
        .ok_or_else(|| {
            setup(format!(
                "ZZZ {zzz} (this engine plays 0 to {MAX_CRASH_PENALTY})"
            ))
        })?;
    let turns: Vec<Turns> = details
        .players
        .iter()
        .map(|p| player_turns(&track, p))
        .collect::<Result<_, _>>()?;
    let id = details.game.id.get().unwrap_or(0);
    let settings = Settings {
        crash_penalty: zzz,
        turn_ms: 0,
        race_ms: 0,
        max_failures: 0,
        max_rounds: super::MAX_ROUNDS,
        turns: TurnOrder::Recorded,
        rules_version: crate::race::RULES_VERSION,
        blocking: if id < 75_000 {
            Blocking::All
        } else {
            Blocking::Moved
        },
    };
    let mut record = Record {
        honour: honour(&details.game),
        format: super::RECORD_FORMAT.to_owned(),
        version: super::RECORD_VERSION,
        track: code,
        rules: Rules::Karopapier.name().to_owned(),
        seed: u64::try_from(id).unwrap_or(0),
        options: settings,
        cars: details
            .players
            .iter()
            .map(|p| RecordCar {
                name: p.name.trim().to_owned(),
                bot: "human".to_owned(),
            })
            .collect(),
        rounds: Vec::new(),
        standings: Vec::new(),
    };
    let mut race = super::start(&record).map_err(|e| setup(e.to_string()))?;
    let mut crashes = vec![Vec::new(); turns.len()];
    let last = turns.iter().map(|t| t.rounds.len()).max().unwrap_or(0);
    for k in 0..last {
        let round = k as u32 + 1;
        if race.is_over() {
            let player = turns.iter().position(|t| t.rounds.len() > k).unwrap_or(0);
            return Err(disagrees(
                &record,
                player,
                round,
                "the race is over, the game goes on",
            ));
        }
        let mut acting: Vec<(&str, usize)> = (0..turns.len())
            .filter_map(|i| turns[i].rounds.get(k).map(|(t, _)| (t.as_str(), i)))
            .collect();
        acting.sort();
        let answers: Vec<Answer> = acting
            .iter()
            .map(|&(_, car)| Answer::late(CarId(car)))
            .collect();
        let order = recorded_order(&race, &answers);
        let mut events = Vec::new();
        let began = race
            .set_round_order(order)
            .map_err(|e| disagrees(&record, acting[0].1, round, &e.to_string()))?;
        note(&began, &mut crashes, &mut events);
        let mut round_answers = Vec::new();
        for &(_, car) in &acting {
            let id = CarId(car);
            if race.to_move() != Some(id) {
                let what = match race.to_move() {
                    Some(other) => format!("the engine has {} to move", record.cars[other.0].name),
                    None => "the engine has nobody to move".to_owned(),
                };
                return Err(disagrees(&record, car, round, &what));
            }
            let answer = match turns[car].rounds[k].1 {
                Action::Resign => Answer::resigned(id),
                Action::Go(to) => {
                    if let Err(e) = race.check_move(id, to) {
                        return Err(illegal(&race, &record, id, round, to, &e));
                    }
                    answer_of(&race, id, Some(to))
                }
            };
            let played = apply(&mut race, &answer);
            for e in &played {
                if let RecordEvent::Crashed { car, at, .. } = e {
                    crashes[*car].push(Point::new(at[0], at[1]));
                }
            }
            events.extend(played);
            round_answers.push(answer);
        }
        record.rounds.push(Round {
            round,
            answers: round_answers,
            events,
        });
    }
    for (i, t) in turns.iter().enumerate() {
        if crashes[i] != t.crashes {
            let what = format!(
                "the site's crashes put the car back on {:?}, the engine's on {:?}",
                t.crashes, crashes[i]
            );
            return Err(disagrees(&record, i, 0, &what));
        }
    }
    record.standings = standings(&race);
    Ok(Imported {
        ranks: details
            .players
            .iter()
            .map(|p| {
                p.position
                    .as_ref()
                    .and_then(Number::get)
                    .unwrap_or(0)
                    .max(0) as u32
            })
            .collect(),
        moves: race.cars().iter().map(|c| c.moves()).sum(),
        crashes: crashes.iter().map(Vec::len).sum(),
        record,
    })
}

/// The engine's events that began a round, as the record keeps them, with their crashes noted.
fn note(began: &[Event], crashes: &mut [Vec<Point>], events: &mut Vec<RecordEvent>) {
    for e in began {
        if let Event::Crashed { car, at, .. } = e {
            crashes[car.0].push(*at);
        }
        events.extend(event(e));
    }
}

/// A player's entries as turns: its placement, its moves, its resignation; its crashes apart.
fn player_turns(track: &Track, player: &Player) -> Result<Turns, ImportError> {
    let name = player.name.trim();
    let mut rounds = Vec::new();
    let mut crashes = Vec::new();
    let mut parked = false;
    for (i, entry) in player.moves.iter().enumerate() {
        let (Some(x), Some(y)) = (entry.x.get(), entry.y.get()) else {
            return Err(ImportError::Setup(format!(
                "{name}'s entry {} has no point",
                i + 1
            )));
        };
        let (Ok(x), Ok(y)) = (i32::try_from(x), i32::try_from(y)) else {
            return Err(ImportError::Setup(format!(
                "{name}'s entry {} is off the map",
                i + 1
            )));
        };
        let at = Point::new(y, x);
        if entry.c.as_ref().is_some_and(Flag::get) {
            crashes.push(at);
        } else if track.cell(at) == Cell::Off(Ground::ParcFerme) {
            parked = true;
        } else if parked {
            return Err(ImportError::Setup(format!(
                "{name} drives on after the parc ferme (entry {})",
                i + 1
            )));
        } else {
            rounds.push((entry.t.clone(), Action::Go(at)));
        }
    }
    // A player who left stood still on their last entry: that was the leaving.
    let repeats = rounds.len() >= 2 && rounds[rounds.len() - 1].1 == rounds[rounds.len() - 2].1;
    if player.status == "left" && repeats {
        if let Some(last) = rounds.last_mut() {
            last.1 = Action::Resign;
        }
    }
    Ok(Turns { rounds, crashes })
}

fn disagrees(record: &Record, car: usize, round: u32, what: &str) -> ImportError {
    ImportError::Disagrees {
        player: record
            .cars
            .get(car)
            .map_or("?", |c| c.name.as_str())
            .to_owned(),
        round,
        what: what.to_owned(),
    }
}

/// The error for a move the engine refuses, with the cells it passes.
fn illegal(
    race: &Race,
    record: &Record,
    car: CarId,
    round: u32,
    to: Point,
    e: &RaceError,
) -> ImportError {
    let from = race.cars()[car.0].position().unwrap_or(to);
    let mut passes = Vec::new();
    karopapier_line(to - from, |d| {
        passes.push((from.col + d.col, from.row + d.row));
        true
    });
    ImportError::Illegal {
        player: record.cars[car.0].name.clone(),
        round,
        from,
        to,
        passes,
        why: e.to_string(),
    }
}
