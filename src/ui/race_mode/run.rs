//! A race run on the play screen: its cars' seats, its blitz clock and the engine's recorder
//! that plays and records its rounds.

use racetrack::grid::Point;
use racetrack::race::record::{self, Record, RecordCar, RecordEvent, Settings};
use racetrack::race::recorder::{AnswerError, Recorder, SetupError};
use racetrack::race::{CarId, Race, TurnOrder};

use super::Seat;

/// A race being run on the play screen, recorded as it goes by the engine's [`Recorder`] (the
/// recorder of the bots' races and the online games), one car's turn a round.
#[derive(Clone, Debug)]
pub struct RaceRun {
    /// The race and its record.
    pub(super) recorder: Recorder,
    /// Who drives each car.
    pub seats: Vec<Seat>,
    /// The length of a blitz turn in milliseconds (`None`: no clock).
    pub turn_ms: Option<f64>,
    /// Milliseconds left of the blitz turn.
    pub remaining_ms: f64,
    /// Milliseconds an AI car to move has waited.
    pub(super) waited_ms: f64,
    /// The previous tick's clock reading, while the clock counts.
    pub(super) last_now: Option<f64>,
    /// Moves each car lost to other cars standing on its best options (counted for the AI
    /// cars as they choose: [`racetrack::drivers::blocking_cost`]).
    pub(super) held_up: Vec<u32>,
}

impl RaceRun {
    /// A race of one car at a time about to begin on `track` under `rules` (hot-seat; under
    /// Karopapier's rules in its random order), seeded with `seed`: the cars
    /// `names` driven from `seats`, with a blitz clock of `turn_ms` and a crash penalty (ZZZ
    /// under Karopapier's rules).
    pub(super) fn new(
        track: &racetrack::track::Track,
        rules: racetrack::rules::Rules,
        seed: u64,
        names: Vec<String>,
        seats: Vec<Seat>,
        (turn_ms, crash_penalty): (Option<f64>, u32),
    ) -> Result<RaceRun, SetupError> {
        let settings = Settings {
            crash_penalty,
            turn_ms: turn_ms.map_or(0, |ms| ms as u64),
            race_ms: 0,
            // People at the page are never disqualified; a blitz time-out is a late answer.
            max_failures: 0,
            max_rounds: racetrack::race::record::MAX_ROUNDS,
            // Karopapier's races go round in a new random order each round.
            turns: if rules == racetrack::rules::Rules::Karopapier {
                TurnOrder::Random
            } else {
                TurnOrder::HotSeat
            },
            rules_version: racetrack::race::RULES_VERSION,
            blocking: racetrack::race::Blocking::Moved,
        };
        let cars = names
            .into_iter()
            .zip(&seats)
            .map(|(name, seat)| RecordCar {
                name,
                bot: match seat {
                    Seat::Human => "human".into(),
                    Seat::Ai(driver) => format!("builtin:{}", driver.skill().name()),
                },
            })
            .collect();
        let recorder = Recorder::new(track, rules, seed, settings, cars)?;
        let held_up = vec![0; seats.len()];
        let mut run = RaceRun {
            held_up,
            recorder,
            seats,
            turn_ms,
            remaining_ms: 0.0,
            waited_ms: 0.0,
            last_now: None,
        };
        run.turn_began();
        Ok(run)
    }

    /// The race.
    pub fn race(&self) -> &Race {
        self.recorder.race()
    }

    /// Plays the turn of `car`: a move to `to`, or for `None` a time-out (the main point when it
    /// is legal, else a crash). Returns the round's events as the record keeps them.
    pub(super) fn take_turn(
        &mut self,
        car: CarId,
        to: Option<Point>,
    ) -> Result<Vec<RecordEvent>, AnswerError> {
        let race = self.recorder.race();
        // A point no acceleration reaches has no answer to give the recorder: the engine's own
        // words say why it is not a move.
        if let Some(to) = to {
            race.check_move(car, to).map_err(AnswerError::Illegal)?;
        }
        let answer = record::answer_of(race, car, to);
        self.recorder.answer(answer)?;
        Ok(self
            .recorder
            .resolve()
            .map(|round| round.events.clone())
            .unwrap_or_default())
    }

    /// Whether the race is over: every car out, or the last round played.
    pub fn is_over(&self) -> bool {
        self.recorder.is_over()
    }

    /// The race so far as a record ([`racetrack::race::record`]), to save or to watch.
    pub fn record(&self) -> Record {
        self.recorder.record().clone()
    }

    /// The car to move, if a player drives it.
    pub fn human_to_move(&self) -> Option<CarId> {
        self.race()
            .to_move()
            .filter(|c| matches!(self.seats[c.index()], Seat::Human))
    }

    /// A new turn began: the clocks start again.
    pub(super) fn turn_began(&mut self) {
        self.waited_ms = 0.0;
        self.remaining_ms = self.turn_ms.unwrap_or(0.0);
    }

    /// Whether the clock must tick: an AI car is to move, or a blitz clock runs.
    pub fn needs_tick(&self) -> bool {
        self.race()
            .to_move()
            .is_some_and(|c| matches!(self.seats[c.index()], Seat::Ai(_)) || self.clock_runs(c))
    }

    /// Whether car `car`'s blitz clock counts: a blitz, once the car is placed (placing it is
    /// not timed).
    pub fn clock_runs(&self, car: CarId) -> bool {
        self.turn_ms.is_some() && self.race().car(car).is_some_and(|c| c.position().is_some())
    }

    /// The car's name.
    pub fn name(&self, car: CarId) -> &str {
        self.race().car(car).map_or("", |c| c.name())
    }
}
