//! The rounds of a race played one car at a time: hot-seat (car 1, 2, ... every round),
//! Karopapier's random order (a new order each round, drawn from the race's seed) and a
//! recorded order (given round by round, to replay a game played elsewhere).

use std::fmt;

use super::{CarId, Event, Race, RaceError};

/// How the cars take their turns (a race record writes it as `hotseat`, `simultaneous`,
/// `random` or `recorded`).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum TurnOrder {
    /// One car after the other (car 1, 2, ...), each seeing the others' latest positions.
    #[default]
    HotSeat,
    /// Every car chooses from the same state; once all have chosen, the moves are applied in an
    /// order drawn from the race's seed.
    Simultaneous,
    /// One car after the other, in a new order each round drawn from the race's seed
    /// (Karopapier's way; [`Event::Round`] says the order as the round begins).
    Random,
    /// One car after the other, each round in the order given to [`Race::set_round_order`]: a
    /// game played elsewhere (an imported Karopapier game), replayed.
    Recorded,
}

impl TurnOrder {
    /// The lowercase name: "hotseat" or "simultaneous".
    pub fn name(self) -> &'static str {
        match self {
            TurnOrder::HotSeat => "hotseat",
            TurnOrder::Simultaneous => "simultaneous",
            TurnOrder::Random => "random",
            TurnOrder::Recorded => "recorded",
        }
    }

    /// Whether one car moves at a time ([`Race::play`]), rather than all at once
    /// ([`Race::choose`]).
    pub fn one_at_a_time(self) -> bool {
        self != TurnOrder::Simultaneous
    }
}

impl fmt::Display for TurnOrder {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Under Karopapier's rules, which cars keep a car from stopping on their point (under the
/// other rules every car on the track does).
#[derive(
    Clone, Copy, Debug, PartialEq, Eq, Hash, Default, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Blocking {
    /// The cars that have moved (or been placed) in this round: Karopapier's rule since its
    /// game 75000.
    #[default]
    Moved,
    /// Every car on the track: Karopapier's games before 75000.
    All,
}

impl Blocking {
    /// Whether this is [`Blocking::Moved`], what a record leaves unwritten.
    pub fn is_moved(&self) -> bool {
        *self == Blocking::Moved
    }
}

impl Race {
    /// The round's number, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }

    /// One at a time: the order of this round's turns (empty in a simultaneous race, and in a
    /// recorded one until it is given).
    pub fn round_order(&self) -> &[CarId] {
        &self.order
    }

    /// Sets up the first round as the race begins: no car has an automatic turn before it is
    /// placed.
    pub(super) fn first_round(&mut self) {
        self.round = 1;
        if self.settings.turns.one_at_a_time() {
            self.order = self.draw_order();
            self.taken = usize::from(!self.order.is_empty());
            self.turn = self.order.first().copied();
        }
    }

    /// The order of a new round: every car still racing, in the order the turn order says
    /// (nothing yet for a recorded race).
    fn draw_order(&mut self) -> Vec<CarId> {
        let mut order: Vec<CarId> = (0..self.cars.len())
            .map(CarId)
            .filter(|c| self.cars[c.0].state.is_racing())
            .collect();
        match self.settings.turns {
            TurnOrder::Random => {
                // Fisher-Yates over u32 draws, as the simultaneous rounds do.
                for i in (1..order.len()).rev() {
                    order.swap(i, self.rng.u32(..=i as u32) as usize);
                }
            }
            TurnOrder::Recorded => order.clear(),
            TurnOrder::HotSeat | TurnOrder::Simultaneous => {}
        }
        order
    }

    /// One at a time: passes the turn on to the next car of the round that has to choose,
    /// taking the automatic turns of the cars in between, and on to the next round when this
    /// one is through; ends the race when no car is left.
    pub(super) fn advance(&mut self, events: &mut Vec<Event>) {
        loop {
            if self.is_over() {
                self.turn = None;
                events.push(Event::Over);
                return;
            }
            if self.taken == self.order.len() {
                self.round += 1;
                self.moved.fill(false);
                self.order = self.draw_order();
                self.taken = 0;
                if self.order.is_empty() {
                    self.turn = None;
                    return;
                }
            }
            let car = self.order[self.taken];
            self.taken += 1;
            if self.cars[car.0].state.is_racing() && !self.automatic_turn(car, events) {
                self.turn = Some(car);
                return;
            }
        }
    }

    /// A recorded race: the order of the round about to begin, every car still racing once.
    /// Returns what happens before the first of them has to choose (crashes, turns sat out).
    pub fn set_round_order(&mut self, order: Vec<CarId>) -> Result<Vec<Event>, RaceError> {
        if self.settings.turns != TurnOrder::Recorded {
            return Err(RaceError::WrongTurnOrder(self.settings.turns));
        }
        if self.is_over() {
            return Err(RaceError::Over);
        }
        if self.taken != self.order.len() || self.turn.is_some() {
            return Err(RaceError::RoundOrder("is given as the round begins"));
        }
        let racing = self.cars.iter().filter(|c| c.state.is_racing()).count();
        let each_once = order.iter().enumerate().all(|(i, c)| {
            self.cars.get(c.0).is_some_and(|car| car.state.is_racing()) && !order[..i].contains(c)
        });
        if order.len() != racing || !each_once {
            return Err(RaceError::RoundOrder("names every car still racing once"));
        }
        self.order = order;
        self.taken = 0;
        let mut events = Vec::new();
        self.advance(&mut events);
        Ok(events)
    }
}
