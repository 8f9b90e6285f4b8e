//! A race played round by round as its answers come in, written down as a race record
//! ([`crate::race::record`]) as it goes: the bots' races, the game server's online games and the
//! page's races on one device all run on it.
//!
//! A simultaneous race (the bots', the online games) takes one [`Answer`] from every car that has
//! to choose, on the same state (in any order); a hot-seat race (the page's) takes the one car to
//! move as a round of its own.
//! [`Recorder::resolve`] then counts a missing answer as late, disqualifies a car after
//! [`Settings::max_failures`] misses in a row, and applies the answers in the order of the cars
//! ([`record::apply`]): the engine applies the round's moves in an order drawn from the seed, so
//! the order in which the answers arrived changes nothing. After [`Settings::max_rounds`] rounds
//! the race stops, whoever has not finished.
//!
//! A player may resign at any time ([`Recorder::resign`]): the car retires when the round
//! resolves. When that leaves at most one car racing, the round resolves at once and the race is
//! over (the cars that had not answered are not counted late): the last car is first among the
//! cars still racing, ahead of every car that retired.

use thiserror::Error;

use crate::race::record::{
    self, Answer, CheckError, NotARace, RECORD_FORMAT, RECORD_VERSION, Record, RecordCar,
    RecordEvent, Round, Settings, Status,
};
use crate::race::{CarId, Race, RaceError, RaceOptions};
use crate::rules::{self, Acceleration, Rules, Velocity};
use crate::track::Track;

/// Why a race could not be set up.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum SetupError {
    /// The race cannot be set up (names, start points, penalty).
    #[error("{0}")]
    Race(#[from] RaceError),
    /// More rounds than a record may hold.
    #[error("at most {} rounds", record::MAX_ROUNDS)]
    TooManyRounds,
}

/// Why an answer was not taken.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum AnswerError {
    /// The race is over (every car is out, or the last round was played).
    #[error("the race is over")]
    Over,
    /// No car has this number.
    #[error("there is no car {0} in this race")]
    NoSuchCar(usize),
    /// The car does not choose this round (out of the race, or sitting out).
    #[error("{0} does not choose this round")]
    NotPending(CarId),
    /// The car has already answered this round.
    #[error("{0} has already chosen this round")]
    Answered(CarId),
    /// A start point for a placed car, or an acceleration for a car not placed yet.
    #[error("{car} {what}")]
    Kind {
        /// The car.
        car: CarId,
        /// What it should have answered.
        what: &'static str,
    },
    /// An acceleration with a part outside -1, 0 and 1.
    #[error("an acceleration is two numbers, each -1, 0 or 1, not [{0}, {1}]")]
    Acceleration(i32, i32),
    /// An acceleration the terrain under the car does not allow (ice keeps the velocity).
    #[error("the terrain under {0} does not allow this acceleration")]
    Terrain(CarId),
    /// Not one of the car's options, in the engine's words.
    #[error("{0}")]
    Illegal(RaceError),
}

/// A simultaneous race and its record so far.
#[derive(Clone, Debug)]
pub struct Recorder {
    race: Race,
    record: Record,
    /// This round's answers, by car.
    answers: Vec<Option<Answer>>,
    /// Misses in a row, by car.
    misses: Vec<u32>,
    /// Whether a resignation left at most one car racing: the race is over.
    conceded: bool,
}

impl Recorder {
    /// A race of `cars` (names and how their bots were started) on `track` under `rules`, its
    /// turns taken as `settings` say, every car placing first.
    pub fn new(
        track: &Track,
        rules: Rules,
        seed: u64,
        settings: Settings,
        cars: Vec<RecordCar>,
    ) -> Result<Recorder, SetupError> {
        if settings.max_rounds > record::MAX_ROUNDS {
            return Err(SetupError::TooManyRounds);
        }
        let options = RaceOptions {
            turns: settings.turns,
            crash_penalty: settings.crash_penalty,
            seed,
            rules_version: settings.rules_version,
            blocking: settings.blocking,
        };
        let names = cars.iter().map(|c| c.name.clone()).collect();
        let race = Race::new(track.clone(), rules, names, options)?;
        let n = cars.len();
        Ok(Recorder {
            record: Record {
                honour: None,
                format: RECORD_FORMAT.into(),
                version: RECORD_VERSION,
                track: track.to_string(),
                rules: rules.name().into(),
                seed,
                options: settings,
                cars,
                rounds: Vec::new(),
                standings: record::standings(&race),
            },
            race,
            answers: vec![None; n],
            misses: vec![0; n],
            conceded: false,
        })
    }

    /// The race a record's rounds lead to, checked round by round as [`record::check`] does
    /// (but not its standings, which a race still running has not reached).
    pub fn resume(record: &Record) -> Result<Recorder, CheckError> {
        let track: Track = record
            .track
            .parse()
            .map_err(|e| record::RecordError::Setup(NotARace::Track(e)))?;
        let rules: Rules = record
            .rules
            .parse()
            .map_err(|_| record::RecordError::Setup(NotARace::Rules(record.rules.clone())))?;
        let mut recorder = Recorder::new(
            &track,
            rules,
            record.seed,
            record.options,
            record.cars.clone(),
        )
        .map_err(|e| record::RecordError::Setup(NotARace::Recorder(e)))?;
        for round in &record.rounds {
            let number = recorder.round();
            let mismatch = |what: String| record::Mismatch {
                round: number,
                what,
            };
            if round.round != number {
                return Err(mismatch(format!("numbered {}", round.round)).into());
            }
            for answer in &round.answers {
                recorder
                    .answer(answer.clone())
                    .map_err(|e| mismatch(format!("an answer refused: {e}")))?;
            }
            let played = recorder.resolve().map(|r| &r.events);
            if played != Some(&round.events) {
                return Err(mismatch("events that differ when played back".into()).into());
            }
        }
        Ok(recorder)
    }

    /// The race.
    pub fn race(&self) -> &Race {
        &self.race
    }

    /// Karopapier's honour rules its players agreed to keep, written in the record (shown, not
    /// checked).
    pub fn set_honour(&mut self, honour: Option<crate::race::record::Honour>) {
        self.record.honour = honour;
    }

    /// The record so far: every round played, and the standings now.
    pub fn record(&self) -> &Record {
        &self.record
    }

    /// The round being chosen, from 1.
    pub fn round(&self) -> u32 {
        self.record.rounds.len() as u32 + 1
    }

    /// Whether the race is over: every car out, or the last round played.
    pub fn is_over(&self) -> bool {
        self.conceded
            || self.race.is_over()
            || self.record.rounds.len() as u32 >= self.record.options.max_rounds
    }

    /// The cars that choose this round (answered or not).
    pub fn pending(&self) -> Vec<CarId> {
        if self.is_over() {
            return Vec::new();
        }
        let mut cars = self.race.pending();
        cars.extend(
            (0..self.answers.len())
                .map(CarId)
                .filter(|c| self.answers[c.0].is_some()),
        );
        cars.sort();
        cars.dedup();
        cars
    }

    /// The cars that choose this round and have not answered yet.
    pub fn waiting(&self) -> Vec<CarId> {
        self.pending()
            .into_iter()
            .filter(|c| self.answers[c.0].is_none())
            .collect()
    }

    /// The answer `car` gave this round, if any.
    pub fn answer_of(&self, car: CarId) -> Option<&Answer> {
        self.answers.get(car.0)?.as_ref()
    }

    /// Takes a car's answer for this round. An answer of status [`Status::Ok`] must be one of the
    /// car's options (a start point while it is placing, an acceleration after); an answer of any
    /// other status is a miss, taken as it is. Nothing is applied until [`Recorder::resolve`].
    pub fn answer(&mut self, answer: Answer) -> Result<(), AnswerError> {
        if self.is_over() {
            return Err(AnswerError::Over);
        }
        let car = CarId(answer.car);
        if answer.car >= self.answers.len() {
            return Err(AnswerError::NoSuchCar(answer.car + 1));
        }
        if answer.status == Status::Resigned {
            // Possible at any time, in place of an answer given this round.
            if !self.race.cars()[car.0].state().is_racing() || self.resigns(car) {
                return Err(AnswerError::NotPending(car));
            }
            self.answers[car.0] = Some(answer);
            return Ok(());
        }
        if self.answers[car.0].is_some() {
            return Err(AnswerError::Answered(car));
        }
        if !self.race.pending().contains(&car) {
            return Err(AnswerError::NotPending(car));
        }
        if answer.status == Status::Ok {
            self.check(&answer)?;
        }
        self.answers[car.0] = Some(answer);
        Ok(())
    }

    /// The player of `car` resigns (in place of any answer it gave this round). When that leaves
    /// at most one car racing, the round resolves at once and the race is over: returns the
    /// round then (`None` while the race goes on; the car retires when the round resolves).
    pub fn resign(&mut self, car: CarId) -> Result<Option<&Round>, AnswerError> {
        self.answer(Answer::resigned(car))?;
        if self.racing_after_resignations() <= 1 {
            return Ok(self.resolve());
        }
        Ok(None)
    }

    /// Whether `car`'s player resigned this round.
    fn resigns(&self, car: CarId) -> bool {
        self.answer_of(car)
            .is_some_and(|a| a.status == Status::Resigned)
    }

    /// How many cars would still be racing once this round's resignations are applied.
    fn racing_after_resignations(&self) -> usize {
        (0..self.answers.len())
            .map(CarId)
            .filter(|&c| self.race.cars()[c.0].state().is_racing() && !self.resigns(c))
            .count()
    }

    /// Whether an answer of status [`Status::Ok`] is one of the car's options, and if not, why.
    fn check(&self, answer: &Answer) -> Result<(), AnswerError> {
        let car = CarId(answer.car);
        let c = &self.race.cars()[car.0];
        let to = match (c.position(), answer.start, answer.acc) {
            (None, Some([row, col]), None) => crate::grid::Point::new(row, col),
            (None, _, _) => {
                return Err(AnswerError::Kind {
                    car,
                    what: "is not placed yet: it chooses a start point",
                });
            }
            (Some(here), None, Some([dr, dc])) => {
                let wanted = Acceleration::from_delta(Velocity::new(dr, dc))
                    .ok_or(AnswerError::Acceleration(dr, dc))?;
                rules::options(self.race.track(), self.race.rules(), here, c.velocity())
                    .find(|&(a, _)| a == wanted)
                    .map(|(_, p)| p)
                    .ok_or(AnswerError::Terrain(car))?
            }
            (Some(_), _, _) => {
                return Err(AnswerError::Kind {
                    car,
                    what: "is on the track: it chooses an acceleration",
                });
            }
        };
        self.race.check_move(car, to).map_err(AnswerError::Illegal)
    }

    /// Ends the round: every car that has not answered misses it (late), a car that has missed
    /// [`Settings::max_failures`] rounds in a row (unless that is 0: people at the page are never
    /// disqualified) is disqualified (its car retires), and the
    /// answers are applied. Returns the round as the record keeps it (`None`, and nothing done,
    /// once the race is over).
    pub fn resolve(&mut self) -> Option<&Round> {
        if self.is_over() {
            return None;
        }
        let number = self.round();
        let resigning = (0..self.answers.len()).any(|c| self.resigns(CarId(c)));
        // A resignation that leaves at most one car racing ends the race: nobody is late.
        let conceded = resigning && self.racing_after_resignations() <= 1;
        let mut answers = Vec::new();
        for car in self.pending() {
            let mut answer = match self.answers[car.0].take() {
                Some(answer) => answer,
                None if conceded => continue,
                None => Answer::late(car),
            };
            if answer.status == Status::Resigned {
                // Not a miss.
            } else if answer.status == Status::Ok {
                self.misses[car.0] = 0;
            } else {
                self.misses[car.0] += 1;
                let most = self.record.options.max_failures;
                answer.disqualified = most > 0 && self.misses[car.0] >= most;
            }
            answers.push(answer);
        }
        self.answers.fill(None);
        let mut events: Vec<RecordEvent> = Vec::new();
        for answer in &answers {
            events.extend(record::apply(&mut self.race, answer));
        }
        self.record.rounds.push(Round {
            round: number,
            answers,
            events,
        });
        self.conceded = conceded;
        self.record.standings = record::standings(&self.race);
        self.record.rounds.last()
    }
}
