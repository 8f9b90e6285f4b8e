//! Standings: finishers by score, then the cars still racing by progress, then the retired.

use super::{Car, CarId, CarState};
use crate::distance::moves_to_cover;

/// One line of the standings.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Standing {
    /// The car.
    pub car: CarId,
    /// Its place, from 1; equal cars share a place and the next place skips (1, 1, 3).
    pub place: usize,
    /// Its moves so far (its score once finished), penalties included.
    pub moves: usize,
    /// Its state.
    pub state: CarState,
}

/// What a car is ranked by, smaller first: its group, then two measures within the group.
///
/// - Finished: by score.
/// - Still racing: by the best score it could still reach, its moves so far plus the fewest moves
///   that cover the distance it still has to drive at its current speed ([`moves_to_cover`];
///   `left`: the distance map's to the finish, or with checkpoints the tour through those it
///   has not collected), then by that distance. Cars not yet placed, and cars cut off from the
///   finish, come last in the group.
/// - Retired: all equal.
fn rank_key(car: &Car, left: &impl Fn(&Car) -> Option<u32>) -> (u8, u64, u64) {
    match car.state() {
        CarState::Finished { moves } => (0, moves as u64, 0),
        CarState::Retired => (2, 0, 0),
        CarState::Placing | CarState::Running | CarState::SittingOut { .. } => match left(car) {
            Some(d) => {
                let speed = car.velocity().speed().unsigned_abs();
                let bound = car.moves() as u64 + u64::from(moves_to_cover(speed, d));
                (1, bound, u64::from(d))
            }
            None => (1, u64::MAX, u64::MAX),
        },
    }
}

/// The standings of `cars`, best first, each car's distance still to drive by `left`; equal cars
/// in the order of their ids.
pub(super) fn standings(cars: &[Car], left: impl Fn(&Car) -> Option<u32>) -> Vec<Standing> {
    let keys: Vec<_> = cars.iter().map(|c| rank_key(c, &left)).collect();
    let mut order: Vec<usize> = (0..cars.len()).collect();
    order.sort_by_key(|&i| (keys[i], i));
    order
        .iter()
        .map(|&i| Standing {
            car: CarId(i),
            place: 1 + keys.iter().filter(|&&k| k < keys[i]).count(),
            moves: cars[i].moves(),
            state: cars[i].state(),
        })
        .collect()
}
