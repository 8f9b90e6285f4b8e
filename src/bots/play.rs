//! One race between bots, recorded: each round every car that has to choose is asked on the same
//! state, then the answers are applied ([`crate::race::record::apply`]: a legal answer is the car's
//! choice, a miss keeps its velocity or crashes it), and the engine applies the round's moves in
//! an order drawn from the seed. After [`Settings::max_failures`] misses in a row a bot is
//! disqualified and its car retires; after [`Settings::max_rounds`] rounds the race stops.

use std::time::Duration;

use super::protocol::{self, End};
use super::runner::{Bot, Heard, timed};
use crate::distance::DistanceMap;
use crate::race::record::{
    self, Answer, RECORD_FORMAT, RECORD_VERSION, Record, RecordCar, Round, Settings, Status,
};
use crate::race::{CarId, Race, RaceOptions, TurnOrder};
use crate::rules::Rules;
use crate::track::Track;

/// Why a race could not be run.
#[derive(Debug, thiserror::Error)]
pub enum PlayError {
    /// The race cannot be set up (names, start points, penalty).
    #[error("{0}")]
    Race(#[from] crate::race::RaceError),
    /// More rounds than a record may hold.
    #[error("at most {} rounds", record::MAX_ROUNDS)]
    TooManyRounds,
}

/// A car of the race: its name, the command shown in the record, and its bot.
pub struct Entrant {
    /// The car's name.
    pub name: String,
    /// How the bot was started, as the record shows it.
    pub command: String,
    /// The bot.
    pub bot: Box<dyn Bot>,
}

/// Runs a race of `entrants` on `track` under `rules` and returns its record.
pub fn play(
    track: &Track,
    rules: Rules,
    seed: u64,
    settings: Settings,
    mut entrants: Vec<Entrant>,
) -> Result<Record, PlayError> {
    if settings.max_rounds > record::MAX_ROUNDS {
        return Err(PlayError::TooManyRounds);
    }
    let names = entrants.iter().map(|e| e.name.clone()).collect();
    let options = RaceOptions {
        turns: TurnOrder::Simultaneous,
        crash_penalty: settings.crash_penalty,
        seed,
    };
    let mut race = Race::new(track.clone(), rules, names, options)?;
    let distances = DistanceMap::for_rules(track, rules);
    for (i, e) in entrants.iter_mut().enumerate() {
        e.bot.start(&protocol::start(&race, CarId(i), settings));
    }
    let n = entrants.len();
    let mut misses = vec![0u32; n];
    let mut spent = vec![Duration::ZERO; n];
    let race_budget = Duration::from_millis(settings.race_ms);
    let mut rounds = Vec::new();
    let mut number = 0;
    while !race.is_over() && number < settings.max_rounds {
        number += 1;
        // Every car is asked on the same state, before any answer is applied.
        let pending = race.pending();
        let mut answers = Vec::new();
        for &car in &pending {
            let left = race_budget.saturating_sub(spent[car.0]);
            let budget = Duration::from_millis(settings.turn_ms).min(left);
            let turn = protocol::turn(&race, car, number, &distances, budget.as_millis() as u64);
            let (heard, took) = if left.is_zero() {
                (None, Duration::ZERO)
            } else {
                let bot = &mut entrants[car.0].bot;
                let (heard, took) = timed(|| bot.turn(&race, car, &turn, budget));
                (Some(heard), took)
            };
            spent[car.0] += took;
            let mut answer = Answer {
                car: car.0,
                status: Status::Ok,
                acc: None,
                start: None,
                ms: took.as_millis() as u64,
                disqualified: false,
            };
            answer.status = match heard {
                None => Status::OutOfTime,
                Some(Heard::Late) => Status::Late,
                Some(Heard::Exited) => Status::Exited,
                Some(Heard::Malformed) => Status::Malformed,
                Some(Heard::Reply(reply)) => {
                    answer.acc = reply.acc;
                    answer.start = reply.start;
                    if record::answered_point(&race, car, &answer).is_some() {
                        Status::Ok
                    } else {
                        Status::Illegal
                    }
                }
            };
            if answer.status == Status::Ok {
                misses[car.0] = 0;
            } else {
                misses[car.0] += 1;
                answer.disqualified = misses[car.0] >= settings.max_failures.max(1);
            }
            answers.push(answer);
        }
        for answer in answers.iter().filter(|a| a.disqualified) {
            entrants[answer.car].bot.stop();
        }
        let mut events = Vec::new();
        for answer in &answers {
            events.extend(record::apply(&mut race, answer));
        }
        rounds.push(Round {
            round: number,
            answers,
            events,
        });
    }
    let standings = record::standings(&race);
    let end = End {
        kind: "end".into(),
        standings: standings.clone(),
    };
    for e in &mut entrants {
        e.bot.end(&end);
    }
    Ok(Record {
        format: RECORD_FORMAT.into(),
        version: RECORD_VERSION,
        track: track.to_string(),
        rules: rules.name().into(),
        seed,
        options: settings,
        cars: entrants
            .iter()
            .map(|e| RecordCar {
                name: e.name.clone(),
                bot: e.command.clone(),
            })
            .collect(),
        rounds,
        standings,
    })
}
