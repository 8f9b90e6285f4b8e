//! Races: 1 to 8 cars on one track under one set of rules, taking turns one after the other
//! (hot-seat) or choosing at the same time (simultaneous), with blocking, crash penalties,
//! resignation and live standings.
//!
//! Each car has its own trajectory; every turn a car takes is one entry of it and one move of its
//! score, turns spent standing after a crash included. A car may not end a move on a point another
//! car stands on (segments may cross); finished and retired cars leave the track. On a track with
//! moving elements each car's turns are its clock ([`crate::track::elements`]): it is placed at time 0 and
//! its `n`-th move after that (turns spent standing included) goes from time `n - 1` to `n`, so
//! all cars of a round move at the same time. A car with no
//! legal option crashes: that turn it stays where it is at speed 0, then it sits out
//! [`RaceOptions::crash_penalty`] more turns, each counted, and drives on from there at speed 0.
//!
//! Under Karopapier's rules ([`Rules::Karopapier`]) a crash is theirs instead: the car is put
//! back on the point it stood on ZZZ trajectory entries before (the crash penalty read as ZZZ;
//! never before its start point, nor before the point its last crash put it back on) at speed
//! 0, and moves again in the same turn; the crash is no move, the moves it undid stay counted,
//! the checkpoints they collected stay collected (a car that still has no option then lets its
//! turn pass). A car may not stop where a car stands that
//! has already moved (or been placed) in this round; the others do not block. Karopapier's turn
//! order is [`TurnOrder::Random`].
//!
//! ```
//! use racetrack::race::{CarId, CarState, Race, RaceOptions};
//! use racetrack::{Point, Rules, Track};
//! let track: Track = ">..*\n>..*".parse().unwrap();
//! let names = vec!["Ada".to_string(), "Bob".to_string()];
//! let mut race = Race::new(track, Rules::Strict, names, RaceOptions::default()).unwrap();
//! assert_eq!(race.to_move(), Some(CarId(0)));
//! race.play(CarId(0), Point::new(0, 0)).unwrap();
//! // Ada's start point is not offered to Bob.
//! assert_eq!(race.options(CarId(1)), vec![Point::new(1, 0)]);
//! race.play(CarId(1), Point::new(1, 0)).unwrap();
//! assert_eq!(race.to_move(), Some(CarId(0)));
//! assert_eq!(race.cars()[0].state(), CarState::Running);
//! ```

use std::fmt;

use thiserror::Error;

use crate::distance::DistanceMap;
use crate::game;
use crate::grid::Point;
use crate::rules::Rules;
use crate::track::Track;

mod car;
mod name;
pub mod record;
pub mod recorder;
mod rounds;
mod standings;
mod turns;

pub use car::{Car, CarState, CarStatus};
pub use name::{MAX_NAME_CHARS, NameError, player_name};
pub use rounds::{Blocking, TurnOrder};
pub use standings::Standing;

/// The options of a car whose trajectory so far is `trajectory` (empty: not placed, its options
/// the start points) among cars standing on `occupied`: the legal moves, or start points, no
/// other car stands on, in the order of [`game::options`]. What [`Race::options`] gives a car
/// whose turn it is; a client that knows only the cars' trajectories (an online game's page)
/// computes the same.
pub fn options_among(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
    occupied: &[Point],
) -> Vec<Point> {
    let mut options = game::options(track, rules, trajectory);
    options.retain(|p| !occupied.contains(p));
    options
}

/// Most cars in one race.
pub const MAX_CARS: usize = 8;

/// The version of the race rules: how a race's answers play out (the order of the moves, late
/// moves, crashes, penalties, misses, the end). A stored race (an online game) records the
/// version it was played under; a change that would replay a stored race differently bumps it,
/// and the engine keeps replaying the versions it knows ([`RULES_VERSIONS`]).
///
/// - 1: a car whose start point an earlier car of the round took stays off the track and
///   chooses again next round.
/// - 2: it is placed on the nearest free start point instead (the best start point draws every
///   car, so clashes were the rule and cost the loser a round).
pub const RULES_VERSION: u32 = 2;

/// The rules versions this engine replays.
pub const RULES_VERSIONS: std::ops::RangeInclusive<u32> = 1..=RULES_VERSION;

/// Largest crash penalty, in turns sat out.
pub const MAX_CRASH_PENALTY: u32 = 10;

/// A car of a race: its place in the list of names, 0-based (`CarId(0)` is car 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CarId(pub usize);

impl CarId {
    /// The 0-based index into [`Race::cars`].
    pub fn index(self) -> usize {
        self.0
    }
}

impl fmt::Display for CarId {
    /// "car 1" for `CarId(0)`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "car {}", self.0 + 1)
    }
}

/// The settings of a race.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceOptions {
    /// How the cars take their turns.
    pub turns: TurnOrder,
    /// Turns a crashed car sits out after the turn it crashed on (at most [`MAX_CRASH_PENALTY`]).
    /// Under Karopapier's rules, ZZZ: how many trajectory entries back a crash puts the car.
    pub crash_penalty: u32,
    /// Seeds the order in which simultaneous moves are applied: the same seed and the same
    /// choices give the same race.
    pub seed: u64,
    /// The race rules' version it is played under ([`RULES_VERSION`] for a new race).
    pub rules_version: u32,
    /// Under Karopapier's rules, which cars block.
    pub blocking: Blocking,
}

impl Default for RaceOptions {
    /// Hot-seat, a crash penalty of 2 turns, seed 0, the present rules.
    fn default() -> Self {
        RaceOptions {
            turns: TurnOrder::HotSeat,
            crash_penalty: 2,
            seed: 0,
            rules_version: RULES_VERSION,
            blocking: Blocking::Moved,
        }
    }
}

/// What happened, in order, so that a user interface can announce it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// A car was placed on a start point.
    Placed {
        /// The car.
        car: CarId,
        /// Its start point.
        at: Point,
    },
    /// A car moved.
    Moved {
        /// The car.
        car: CarId,
        /// Where it was.
        from: Point,
        /// Where it is now.
        to: Point,
    },
    /// A car reached a finish point (it moved there: a [`Event::Moved`] comes first).
    Finished {
        /// The car.
        car: CarId,
        /// Its score: turns taken after the placement, penalties included.
        moves: usize,
    },
    /// A car had no legal option: it stays at `at`, speed 0, and sits out `penalty` more turns
    /// (under Karopapier's rules: it is put back on `at`, `penalty` (ZZZ) entries back, and
    /// moves again).
    Crashed {
        /// The car.
        car: CarId,
        /// Where it stays (Karopapier: where it is put back).
        at: Point,
        /// Turns it will sit out after this one (Karopapier: ZZZ).
        penalty: u32,
    },
    /// A crashed car sat out a turn (counted as a move); at 0 it drives again on its next turn.
    SatOut {
        /// The car.
        car: CarId,
        /// Turns still to sit out.
        turns_left: u32,
    },
    /// A simultaneous car chose its move (it may change it until the round is applied).
    Chose {
        /// The car.
        car: CarId,
    },
    /// A simultaneous round is applied: the chosen moves in this order, drawn from the seed.
    Round {
        /// The cars that had chosen, in the order their moves were applied.
        order: Vec<CarId>,
    },
    /// A simultaneous move whose point an earlier move of the same round took: the car stays where
    /// it is at speed 0, the turn counted (or, when it was placing, stays off the track and
    /// places again next round).
    Refused {
        /// The car.
        car: CarId,
        /// The point it chose.
        to: Point,
    },
    /// A car resigned.
    Retired {
        /// The car.
        car: CarId,
    },
    /// Every car has finished or retired.
    Over,
}

/// Why a race could not be set up, or a move was refused.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum RaceError {
    /// Fewer than 1 or more than [`MAX_CARS`] names.
    #[error("a race has 1 to {max} cars, not {0}", max = MAX_CARS)]
    CarCount(usize),
    /// A name is not a valid player name.
    #[error("{car}'s name: {error}")]
    Name {
        /// The car.
        car: CarId,
        /// What is wrong with it.
        error: NameError,
    },
    /// Two cars with the same name (after trimming): standings, records and bots tell the cars
    /// apart by name.
    #[error("two cars are named {0:?}: each car needs a name of its own")]
    SameName(String),
    /// Fewer start points than cars.
    #[error("the track has {starts} start points, fewer than the {cars} cars")]
    TooFewStarts {
        /// Start points of the track.
        starts: usize,
        /// Cars in the race.
        cars: usize,
    },
    /// A crash penalty over [`MAX_CRASH_PENALTY`].
    #[error("a crash penalty of {0} turns is over the most allowed, {max}", max = MAX_CRASH_PENALTY)]
    Penalty(u32),
    /// No car has this id.
    #[error("there is no {0} in this race")]
    NoSuchCar(CarId),
    /// Every car has finished or retired.
    #[error("the race is over")]
    Over,
    /// The car has finished or retired.
    #[error("{0} is out of the race")]
    OutOfRace(CarId),
    /// The car may not move now: another car's turn (hot-seat), or it is sitting out.
    #[error("it is not {0}'s turn")]
    NotYourTurn(CarId),
    /// [`Race::play`] in a simultaneous race or [`Race::choose`] in a hot-seat one.
    #[error("this race is played {0}")]
    WrongTurnOrder(TurnOrder),
    /// The point is a legal move, but another car stands on it.
    #[error("{car} cannot stop on {to}: another car is there")]
    Occupied {
        /// The car.
        car: CarId,
        /// The point.
        to: Point,
    },
    /// The point is not a legal move for the car.
    #[error("{to} is not a legal move for {car}")]
    Illegal {
        /// The car.
        car: CarId,
        /// The point.
        to: Point,
    },
    /// [`Race::set_round_order`] out of place: not a recorded race, the round already begun,
    /// or not every car still racing exactly once.
    #[error("the round's order {0}")]
    RoundOrder(&'static str),
}

/// A race in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Race {
    track: Track,
    rules: Rules,
    settings: RaceOptions,
    cars: Vec<Car>,
    distances: DistanceMap,
    /// On a track with checkpoints, the tours through them: how far each car still has to go.
    tours: Option<Box<crate::search::tours::Tours>>,
    rng: fastrand::Rng,
    /// One at a time: the car whose turn it is (`None` once over, and in a recorded race until
    /// the round's order is given).
    turn: Option<CarId>,
    /// One at a time: the round's order, and how many of it have had their turn (the car to
    /// move included).
    order: Vec<CarId>,
    taken: usize,
    /// The round's number, from 1.
    round: u32,
    /// Whether the car has been placed or moved in this round (Karopapier's blocking).
    moved: Vec<bool>,
    /// Simultaneous: each car's choice in this round.
    choices: Vec<Option<Point>>,
    /// Simultaneous: whether the car's turn of this round is already taken (sitting out,
    /// crashed) or it is out of the race.
    spent: Vec<bool>,
}

impl Race {
    /// A race of one car per name (1 to [`MAX_CARS`], each a valid [`player_name`], trimmed) on
    /// `track` under `rules`; every car is placing, car 1 first in a hot-seat race. The track must
    /// have a start point per car.
    pub fn new(
        track: Track,
        rules: Rules,
        names: Vec<String>,
        settings: RaceOptions,
    ) -> Result<Race, RaceError> {
        if names.is_empty() || names.len() > MAX_CARS {
            return Err(RaceError::CarCount(names.len()));
        }
        if settings.crash_penalty > MAX_CRASH_PENALTY {
            return Err(RaceError::Penalty(settings.crash_penalty));
        }
        let cars = names
            .iter()
            .enumerate()
            .map(|(i, raw)| {
                let name = player_name(raw).map_err(|error| RaceError::Name {
                    car: CarId(i),
                    error,
                })?;
                Ok(Car {
                    name,
                    trajectory: Vec::new(),
                    state: CarState::Placing,
                    resets: Vec::new(),
                })
            })
            .collect::<Result<Vec<_>, RaceError>>()?;
        if let Some(twice) = cars
            .iter()
            .enumerate()
            .find(|(i, car)| cars[..*i].iter().any(|c| c.name == car.name))
        {
            return Err(RaceError::SameName(twice.1.name.clone()));
        }
        let starts = track.starts().len();
        if starts < cars.len() {
            return Err(RaceError::TooFewStarts {
                starts,
                cars: cars.len(),
            });
        }
        let n = cars.len();
        let mut race = Race {
            distances: DistanceMap::for_rules(&track, rules),
            tours: (track.checkpoints() != 0)
                .then(|| Box::new(crate::search::tours::Tours::new(&track, rules))),
            track,
            rules,
            rng: fastrand::Rng::with_seed(settings.seed),
            settings,
            cars,
            turn: None,
            order: Vec::new(),
            taken: 0,
            round: 0,
            choices: vec![None; n],
            spent: vec![false; n],
            moved: vec![false; n],
        };
        race.first_round();
        Ok(race)
    }

    /// The track.
    pub fn track(&self) -> &Track {
        &self.track
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Where a car goes when it keeps its velocity (on dirt its reduced one), once placed.
    pub fn main_point(&self, car: CarId) -> Option<Point> {
        game::main_point(&self.track, self.rules, self.cars.get(car.0)?.run())
    }

    /// The race's settings.
    pub fn settings(&self) -> RaceOptions {
        self.settings
    }

    /// The cars, in the order of the names.
    pub fn cars(&self) -> &[Car] {
        &self.cars
    }

    /// One car.
    pub fn car(&self, car: CarId) -> Option<&Car> {
        self.cars.get(car.0)
    }

    /// Whether every car has finished or retired.
    pub fn is_over(&self) -> bool {
        self.cars.iter().all(|c| !c.state.is_racing())
    }

    /// One at a time: the car whose turn it is (`None` once the race is over, in a recorded
    /// race until the round's order is given, and always in a simultaneous race).
    pub fn to_move(&self) -> Option<CarId> {
        match self.settings.turns {
            TurnOrder::Simultaneous => None,
            _ => self.turn,
        }
    }

    /// The cars that still have to choose: one at a time the car to move, in a simultaneous
    /// race every car of this round that has not chosen yet.
    pub fn pending(&self) -> Vec<CarId> {
        match self.settings.turns {
            TurnOrder::HotSeat | TurnOrder::Random | TurnOrder::Recorded => {
                self.turn.into_iter().collect()
            }
            TurnOrder::Simultaneous => (0..self.cars.len())
                .map(CarId)
                .filter(|&c| self.may_act(c) && self.choices[c.0].is_none())
                .collect(),
        }
    }

    /// Simultaneous: the point `car` has chosen in this round, if any.
    pub fn choice(&self, car: CarId) -> Option<Point> {
        self.choices.get(car.0).copied().flatten()
    }

    /// The points `car` may choose now: the start points or legal moves no other car stands on,
    /// in the order of [`game::options`]; empty when the car may not move now.
    pub fn options(&self, car: CarId) -> Vec<Point> {
        if self.may_act(car) {
            self.free_options(car)
        } else {
            Vec::new()
        }
    }

    /// One at a time: places or moves the car whose turn it is. Returns what happened: the move,
    /// then whatever follows on its own until a car has to choose (other cars sitting out or
    /// crashing, the end of the race).
    pub fn play(&mut self, car: CarId, to: Point) -> Result<Vec<Event>, RaceError> {
        if !self.settings.turns.one_at_a_time() {
            return Err(RaceError::WrongTurnOrder(self.settings.turns));
        }
        self.check_move(car, to)?;
        let mut events = Vec::new();
        self.apply(car, to, &mut events);
        self.advance(&mut events);
        Ok(events)
    }

    /// Simultaneous: records the point `car` chooses for this round (replacing an earlier choice
    /// of the round). When every car of the round has chosen, the moves are applied in an order
    /// drawn from the seed ([`Event::Round`]) and the next round begins; the events say what
    /// happened.
    pub fn choose(&mut self, car: CarId, to: Point) -> Result<Vec<Event>, RaceError> {
        if self.settings.turns != TurnOrder::Simultaneous {
            return Err(RaceError::WrongTurnOrder(self.settings.turns));
        }
        self.check_move(car, to)?;
        self.choices[car.0] = Some(to);
        let mut events = vec![Event::Chose { car }];
        if self.pending().is_empty() {
            self.resolve(&mut events);
        }
        Ok(events)
    }

    /// The player of `car` resigns: the car leaves the track and ranks after every finisher.
    /// Possible at any time, not only on the car's turn.
    pub fn resign(&mut self, car: CarId) -> Result<Vec<Event>, RaceError> {
        self.check_racing(car)?;
        self.cars[car.0].state = CarState::Retired;
        self.choices[car.0] = None;
        self.spent[car.0] = true;
        let mut events = vec![Event::Retired { car }];
        if self.is_over() {
            self.turn = None;
            events.push(Event::Over);
            return Ok(events);
        }
        match self.settings.turns {
            TurnOrder::Simultaneous if self.pending().is_empty() => self.resolve(&mut events),
            TurnOrder::Simultaneous => {}
            _ if self.turn == Some(car) => self.advance(&mut events),
            _ => {}
        }
        Ok(events)
    }

    /// Every car's place: finishers by their score, fewer moves first; then the cars still racing
    /// by progress ([`Standing`]); then the retired. Equal cars share a place (1, 1, 3).
    pub fn standings(&self) -> Vec<Standing> {
        // With checkpoints, what is left is the tour through those the car has not collected.
        let left = |car: &Car| {
            let p = car.position()?;
            match &self.tours {
                None => self.distances.get(p),
                Some(tours) => {
                    let held = car.progress(&self.track, self.rules).collected;
                    let bound = tours.bound(self.track.index(p)?, self.track.checkpoints() & !held);
                    (bound != crate::distance::UNREACHABLE).then_some(bound)
                }
            }
        };
        standings::standings(&self.cars, left)
    }

    /// Whether the car exists and has neither finished nor retired, and the race is not over.
    fn check_racing(&self, car: CarId) -> Result<(), RaceError> {
        let state = self.car(car).ok_or(RaceError::NoSuchCar(car))?.state;
        if self.is_over() {
            Err(RaceError::Over)
        } else if !state.is_racing() {
            Err(RaceError::OutOfRace(car))
        } else {
            Ok(())
        }
    }

    /// Whether `car` may choose `to` now, and if not, why.
    pub fn check_move(&self, car: CarId, to: Point) -> Result<(), RaceError> {
        self.check_racing(car)?;
        if !self.may_act(car) {
            return Err(RaceError::NotYourTurn(car));
        }
        if self.free_options(car).contains(&to) {
            Ok(())
        } else if self.all_options(car).contains(&to) {
            Err(RaceError::Occupied { car, to })
        } else {
            Err(RaceError::Illegal { car, to })
        }
    }

    /// Whether `car` is one of those who choose now.
    fn may_act(&self, car: CarId) -> bool {
        let Some(c) = self.car(car) else {
            return false;
        };
        if !matches!(c.state, CarState::Placing | CarState::Running) {
            return false;
        }
        match self.settings.turns {
            TurnOrder::Simultaneous => !self.spent[car.0],
            _ => self.turn == Some(car),
        }
    }

    /// The legal options of `car` as if it were alone on the track.
    fn all_options(&self, car: CarId) -> Vec<Point> {
        game::options(&self.track, self.rules, self.cars[car.0].run())
    }

    /// The legal options of `car` minus the points other cars stand on.
    fn free_options(&self, car: CarId) -> Vec<Point> {
        options_among(
            &self.track,
            self.rules,
            self.cars[car.0].run(),
            &self.occupied(car),
        )
    }

    /// The points other cars than `car` stand on, where it may not stop (under Karopapier's
    /// rules, of a car about to move, only the cars that have moved in this round).
    pub fn occupied(&self, car: CarId) -> Vec<Point> {
        (0..self.cars.len())
            .filter(|&i| self.keeps_off(CarId(i), car))
            .filter_map(|i| self.cars[i].position())
            .collect()
    }

    /// Whether a car other than `except` stands on `p`, where `except` may not stop.
    fn is_occupied(&self, p: Point, except: CarId) -> bool {
        (0..self.cars.len())
            .any(|i| self.keeps_off(CarId(i), except) && self.cars[i].position() == Some(p))
    }

    /// Whether car `other` keeps `car` from stopping on its point: every car on the track does,
    /// but under Karopapier's rules only one that has moved (or been placed) in this round keeps
    /// a moving car off ([`Blocking::Moved`]); a car being placed is kept off by every car.
    pub fn keeps_off(&self, other: CarId, car: CarId) -> bool {
        let i = other.0;
        let placing = self
            .cars
            .get(car.0)
            .is_some_and(|c| c.trajectory.is_empty());
        i != car.0
            && self.cars.get(i).is_some_and(|c| c.blocks())
            && (self.rules != Rules::Karopapier
                || self.settings.blocking == Blocking::All
                || self.moved[i]
                || placing)
    }
}
