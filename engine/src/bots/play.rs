//! One race between bots, recorded: each round every car that has to choose is asked on the same
//! state, then the answers are applied ([`crate::race::record::apply`]: a legal answer is the car's
//! choice, a miss keeps its velocity or crashes it), and the engine applies the round's moves in
//! an order drawn from the seed. After [`Settings::max_failures`] misses in a row a bot is
//! disqualified and its car retires; after [`Settings::max_rounds`] rounds the race stops.

use std::time::Duration;

use super::protocol::{self, End};
use super::runner::{Bot, Heard, timed};
use crate::distance::DistanceMap;
use crate::race::CarId;
use crate::race::record::{self, Answer, Record, RecordCar, Settings, Status};
use crate::race::recorder::Recorder;
use crate::rules::Rules;
use crate::track::Track;

/// Why a race could not be run.
pub type PlayError = crate::race::recorder::SetupError;

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
    let cars = entrants
        .iter()
        .map(|e| RecordCar {
            name: e.name.clone(),
            bot: e.command.clone(),
        })
        .collect();
    let mut recorder = Recorder::new(track, rules, seed, settings, cars)?;
    let distances = DistanceMap::for_rules(track, rules);
    for (i, e) in entrants.iter_mut().enumerate() {
        e.bot
            .start(&protocol::start(recorder.race(), CarId(i), settings));
    }
    let n = entrants.len();
    let mut spent = vec![Duration::ZERO; n];
    let race_budget = Duration::from_millis(settings.race_ms);
    while !recorder.is_over() {
        let number = recorder.round();
        // Every car is asked on the same state, before any answer is applied.
        for car in recorder.pending() {
            let race = recorder.race();
            let left = race_budget.saturating_sub(spent[car.0]);
            let budget = Duration::from_millis(settings.turn_ms).min(left);
            let turn = protocol::turn(race, car, number, &distances, budget.as_millis() as u64);
            let (heard, took) = if left.is_zero() {
                (None, Duration::ZERO)
            } else {
                let bot = &mut entrants[car.0].bot;
                let (heard, took) = timed(|| bot.turn(race.cars()[car.0].run(), &turn, budget));
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
                    if record::answered_point(race, car, &answer).is_some() {
                        Status::Ok
                    } else {
                        Status::Illegal
                    }
                }
            };
            recorder
                .answer(answer)
                .expect("a pending car answers once a round");
        }
        let round = recorder.resolve().expect("the race is not over");
        for answer in round.answers.iter().filter(|a| a.disqualified) {
            entrants[answer.car].bot.stop();
        }
    }
    let record = recorder.record().clone();
    let end = End {
        kind: "end".into(),
        standings: record.standings.clone(),
    };
    for e in &mut entrants {
        e.bot.end(&end);
    }
    Ok(record)
}
