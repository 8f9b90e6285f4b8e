//! How turns go round: moves, crashes and turns sat out, and the simultaneous rounds (the
//! rounds of one car at a time are [`super::rounds`]).
//!
//! Every automatic step ends: a crash leaves the car at speed 0, and a car at speed 0 can always
//! stay on its own point (no other car may stand there), so a car that drives again after sitting
//! out always has an option.

use super::{CarId, CarState, Event, Race, RaceError, TurnOrder};
use crate::game;
use crate::grid::Point;
use crate::rules::Rules;

impl Race {
    /// Places or moves `car` to `to` (already checked), finishing it on a finish point.
    pub(super) fn apply(&mut self, car: CarId, to: Point, events: &mut Vec<Event>) {
        let c = &mut self.cars[car.0];
        match c.position() {
            None => {
                c.state = CarState::Running;
                events.push(Event::Placed { car, at: to });
            }
            Some(from) => events.push(Event::Moved { car, from, to }),
        }
        c.trajectory.push(to);
        self.moved[car.0] = true;
        let c = &mut self.cars[car.0];
        if c.progress(&self.track, self.rules).finished {
            let moves = c.moves();
            c.state = CarState::Finished { moves };
            events.push(Event::Finished { car, moves });
        }
    }

    /// The car spends a turn standing on its point: one more move, speed 0.
    fn stand(&mut self, car: CarId) -> Point {
        let c = &mut self.cars[car.0];
        let here = c.position().expect("only a placed car stands");
        c.trajectory.push(here);
        here
    }

    /// The car has no legal option: it stands this turn and then sits out the penalty. Under
    /// Karopapier's rules it is put back ZZZ entries (never before its start point) at speed 0
    /// instead, its turn not over.
    fn crash(&mut self, car: CarId, events: &mut Vec<Event>) {
        if self.rules == Rules::Karopapier {
            let zzz = self.settings.crash_penalty;
            let c = &mut self.cars[car.0];
            let last = c.trajectory.len() - 1;
            // Never before its start point, nor before the point a crash last put it back on.
            let floor = c.resets.last().copied().unwrap_or(0);
            let at = c.trajectory[last.saturating_sub(zzz as usize).max(floor)];
            c.resets.push(last + 1);
            c.trajectory.push(at);
            events.push(Event::Crashed {
                car,
                at,
                penalty: zzz,
            });
            return;
        }
        let at = self.stand(car);
        let penalty = self.settings.crash_penalty;
        self.cars[car.0].state = match penalty {
            0 => CarState::Running,
            turns_left => CarState::SittingOut { turns_left },
        };
        events.push(Event::Crashed { car, at, penalty });
    }

    /// One at a time: the car to move ran out of time (a blitz clock). It takes its main point
    /// when that is one of its options; otherwise it crashes as if it had none: it stands this
    /// turn and sits out the crash penalty (Karopapier: it is put back, and its turn is over).
    /// A car not yet placed takes its first free start point. Returns what happened, as
    /// [`Race::play`] does.
    pub fn time_out(&mut self, car: CarId) -> Result<Vec<Event>, RaceError> {
        if !self.settings.turns.one_at_a_time() {
            return Err(RaceError::WrongTurnOrder(self.settings.turns));
        }
        self.check_racing(car)?;
        if !self.may_act(car) {
            return Err(RaceError::NotYourTurn(car));
        }
        let placed = !self.cars[car.0].trajectory.is_empty();
        let mut events = Vec::new();
        match self.kept_choice(car) {
            Some(to) => self.apply(car, to, &mut events),
            None if placed => self.crash(car, &mut events),
            None => return Err(RaceError::NotYourTurn(car)),
        }
        self.advance(&mut events);
        Ok(events)
    }

    /// What a car that does not choose does: a car not yet placed takes its first free start
    /// point, a placed car its main point when that is one of its options; `None` otherwise.
    fn kept_choice(&self, car: CarId) -> Option<Point> {
        let options = self.free_options(car);
        let trajectory = self.cars[car.0].run();
        if trajectory.is_empty() {
            options.first().copied()
        } else {
            game::main_point(&self.track, self.rules, trajectory).filter(|m| options.contains(m))
        }
    }

    /// Simultaneous: the car gave no usable answer this round (a bot that was late, or answered
    /// garbage or an illegal move). A car not yet placed takes its first free start point; a
    /// placed car keeps its velocity when its main point is one of its options, and otherwise
    /// crashes at once: it stands this turn and sits out the crash penalty. Returns what happened,
    /// as [`Race::choose`] does (the round is applied once every pending car has chosen).
    pub fn miss(&mut self, car: CarId) -> Result<Vec<Event>, RaceError> {
        if self.settings.turns != TurnOrder::Simultaneous {
            return Err(RaceError::WrongTurnOrder(self.settings.turns));
        }
        self.check_racing(car)?;
        if !self.may_act(car) {
            return Err(RaceError::NotYourTurn(car));
        }
        if let Some(to) = self.kept_choice(car) {
            return self.choose(car, to);
        }
        let mut events = Vec::new();
        // With no free start point a car not placed stays off the track and places next round.
        if !self.cars[car.0].trajectory.is_empty() {
            self.crash(car, &mut events);
        }
        self.spent[car.0] = true;
        if self.pending().is_empty() {
            self.resolve(&mut events);
        }
        Ok(events)
    }

    /// The car's turn when it is not the player's to take: a turn sat out, or a crash. Returns
    /// whether the turn was taken this way (under Karopapier's rules a crashed car that has an
    /// option once put back still takes its turn).
    pub(super) fn automatic_turn(&mut self, car: CarId, events: &mut Vec<Event>) -> bool {
        match self.cars[car.0].state {
            CarState::SittingOut { turns_left } => {
                self.stand(car);
                let turns_left = turns_left - 1;
                self.cars[car.0].state = match turns_left {
                    0 => CarState::Running,
                    _ => CarState::SittingOut { turns_left },
                };
                events.push(Event::SatOut { car, turns_left });
                true
            }
            CarState::Running if self.free_options(car).is_empty() => {
                self.crash(car, events);
                self.rules != Rules::Karopapier || self.free_options(car).is_empty()
            }
            _ => false,
        }
    }

    /// Simultaneous: applies the round's choices in an order drawn from the seed, then starts the
    /// next round. A move to a point an earlier move of the round took is refused: the car stands
    /// (or, placing, stays off the track).
    pub(super) fn resolve(&mut self, events: &mut Vec<Event>) {
        debug_assert_eq!(self.settings.turns, TurnOrder::Simultaneous);
        let mut order: Vec<CarId> = (0..self.cars.len())
            .map(CarId)
            .filter(|c| self.choices[c.0].is_some())
            .collect();
        // Fisher-Yates over u32 draws: fastrand's own shuffle draws usize, which differs
        // between wasm32 and 64-bit targets.
        for i in (1..order.len()).rev() {
            order.swap(i, self.rng.u32(..=i as u32) as usize);
        }
        events.push(Event::Round {
            order: order.clone(),
        });
        for car in order {
            let Some(to) = self.choices[car.0].take() else {
                continue;
            };
            if !self.is_occupied(to, car) {
                self.apply(car, to, events);
            } else if self.cars[car.0].position().is_some() {
                self.stand(car);
                events.push(Event::Refused { car, to });
            } else {
                events.push(Event::Refused { car, to });
                // Rules 2: placed on the nearest free start point (none free: off the track,
                // to choose again, as under rules 1).
                if self.settings.rules_version >= 2 {
                    if let Some(start) = self.nearest_free_start(to, car) {
                        self.apply(car, start, events);
                    }
                }
            }
        }
        self.start_round(events);
    }

    /// The free start point nearest `to` (by distance, then in reading order), for `car`.
    fn nearest_free_start(&self, to: Point, car: CarId) -> Option<Point> {
        self.track
            .starts()
            .into_iter()
            .filter(|&p| !self.is_occupied(p, car))
            .min_by_key(|p| {
                let (dr, dc) = (i64::from(p.row - to.row), i64::from(p.col - to.col));
                (dr * dr + dc * dc, p.row, p.col)
            })
    }

    /// Simultaneous: a new round from the current state. Crashed cars sit out a turn and cars
    /// with no option crash; the others are pending. A round in which nobody can choose is taken
    /// at once, and so on, until a car has to choose or the race is over.
    fn start_round(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.is_over() {
                events.push(Event::Over);
                return;
            }
            self.choices.fill(None);
            self.moved.fill(false);
            for i in 0..self.cars.len() {
                let car = CarId(i);
                self.spent[i] = !self.cars[i].state.is_racing() || self.automatic_turn(car, events);
            }
            if self.spent.iter().any(|spent| !spent) {
                return;
            }
        }
    }
}
