//! The timed move rule: move `k` goes from time `k - 1` to time `k` and may touch no cell an
//! element occupies at either time (under strict rules every cell of the strict walk, under soft
//! rules only the landing point), on top of the static rules.

use thiserror::Error;

use crate::grid::Point;
use crate::rules::{self, Blocked, Rules, Touch, Velocity, walk_segment};
use crate::track::{Cell, Track};

/// Why a move is illegal on a track with moving elements.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveBlocked {
    /// The static rules refuse it (walls, off the grid).
    Rules(Blocked),
    /// It touches a cell an element occupies at time `k - 1` or `k`: `at` is the first such cell
    /// along the segment.
    Element {
        /// The occupied cell.
        at: Point,
    },
}

/// The first cell occupied at time `k - 1` or `k` that the move `from -> to` touches under
/// `rules`, walking from `from`: under strict rules `from` itself, every square the segment
/// enters and a corner it squeezes through when both side squares are walls or occupied (the
/// occupied one is named); under soft rules only `to`. The static rules are not checked here.
pub fn element_touch(track: &Track, rules: Rules, from: Point, to: Point, k: u32) -> Option<Point> {
    let elements = track.elements();
    let cycle = elements.cycle();
    let (now, before) = (k % cycle, (k % cycle + cycle - 1) % cycle);
    let occupied = |p: Point| elements.blocks(before, p) || elements.blocks(now, p);
    if rules == Rules::Soft {
        return occupied(to).then_some(to);
    }
    let lo = Point::new(from.row.min(to.row), from.col.min(to.col));
    let hi = Point::new(from.row.max(to.row), from.col.max(to.col));
    if !elements.near(lo, hi) {
        return None;
    }
    if occupied(from) {
        return Some(from);
    }
    let mut hit = None;
    walk_segment(to - from, |touch| {
        hit = match touch {
            Touch::Enter(d) => Some(from + d).filter(|&p| occupied(p)),
            Touch::Corner(a, b) => {
                let (a, b) = (from + a, from + b);
                let shut = |p: Point| !track.is_free(p) || occupied(p);
                (shut(a) && shut(b))
                    .then(|| if occupied(a) { a } else { b })
                    .filter(|&p| occupied(p))
            }
        };
        hit.is_none()
    });
    hit
}

/// Why move number `k` (from time `k - 1` to time `k`) `from -> to` is illegal under `rules`,
/// or `None` when it is legal: the static reason first ([`rules::blocked`]), then the elements
/// ([`element_touch`]). Whether `to` is a candidate is the caller's business ([`timed_options`]).
///
/// ```
/// use racetrack::{Point, Rules, Track, rules::timed::{MoveBlocked, move_blocked}};
/// let track: Track = ">..*\n@gate 0,1 cycle 4 closed 1-1".parse().unwrap();
/// let (from, to) = (Point::new(0, 0), Point::new(0, 2));
/// // Move 1 runs from time 0 to 1: the gate is closed at time 1.
/// assert_eq!(
///     move_blocked(&track, Rules::Strict, from, to, 1),
///     Some(MoveBlocked::Element { at: Point::new(0, 1) })
/// );
/// assert_eq!(move_blocked(&track, Rules::Soft, from, to, 1), None);
/// assert_eq!(move_blocked(&track, Rules::Strict, from, to, 3), None);
/// ```
pub fn move_blocked(
    track: &Track,
    rules: Rules,
    from: Point,
    to: Point,
    k: u32,
) -> Option<MoveBlocked> {
    if let Some(reason) = rules::blocked(track, rules, from, to) {
        return Some(MoveBlocked::Rules(reason));
    }
    element_touch(track, rules, from, to, k).map(|at| MoveBlocked::Element { at })
}

/// The legal destinations of move number `k` for a car at `position` with `velocity`: the
/// candidates of [`rules::options`] (terrain-aware), in the fixed acceleration order, that
/// [`move_blocked`] allows.
pub fn timed_options<'a>(
    track: &'a Track,
    rules: Rules,
    position: Point,
    velocity: Velocity,
    k: u32,
) -> impl Iterator<Item = Point> + 'a {
    rules::options(track, rules, position, velocity)
        .map(|(_, p)| p)
        .filter(move |&to| move_blocked(track, rules, position, to, k).is_none())
}

/// Why a list of positions is not a legal game on a track with moving elements.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TimedTrajectoryError {
    /// No position at all.
    #[error("the trajectory is empty")]
    Empty,
    /// The first position is not a start point.
    #[error("the car is placed on {0}, which is not a start point")]
    NotAStart(Point),
    /// The start point is occupied at time 0.
    #[error("the start point {0} is occupied at time 0")]
    StartOccupied(Point),
    /// Move `number` goes to a point that is not one of its candidates.
    #[error("move {number} to {to} is not one of the candidates")]
    NotAnOption {
        /// 1-based move number.
        number: usize,
        /// The destination.
        to: Point,
    },
    /// Move `number` is a candidate but illegal.
    #[error("move {number} to {to} is illegal: {reason:?}")]
    IllegalMove {
        /// 1-based move number.
        number: usize,
        /// The destination.
        to: Point,
        /// Why.
        reason: MoveBlocked,
    },
    /// The car moved on after standing on a finish point.
    #[error("move {number} comes after the finish")]
    AfterFinish {
        /// 1-based move number.
        number: usize,
    },
}

/// Checks that `trajectory` (the placement, then one position per move) is a legal game under
/// `rules` with the track's elements: placed on a start point free at time 0, every move a candidate and
/// legal at its time, and no move after a finish point. Returns whether it ends on a finish.
pub fn check_trajectory(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
) -> Result<bool, TimedTrajectoryError> {
    let elements = track.elements();
    let &start = trajectory.first().ok_or(TimedTrajectoryError::Empty)?;
    if track.cell(start) != Cell::Start {
        return Err(TimedTrajectoryError::NotAStart(start));
    }
    if elements.blocks(0, start) {
        return Err(TimedTrajectoryError::StartOccupied(start));
    }
    let mut velocity = Velocity::default();
    for (i, pair) in trajectory.windows(2).enumerate() {
        let (from, to, number) = (pair[0], pair[1], i + 1);
        if track.is_finish(from) {
            return Err(TimedTrajectoryError::AfterFinish { number });
        }
        if !rules::options(track, rules, from, velocity).any(|(_, p)| p == to) {
            return Err(TimedTrajectoryError::NotAnOption { number, to });
        }
        let k = (number % elements.cycle() as usize) as u32;
        if let Some(reason) = move_blocked(track, rules, from, to, k) {
            return Err(TimedTrajectoryError::IllegalMove { number, to, reason });
        }
        velocity = to - from;
    }
    Ok(super::finishes(track, rules, trajectory))
}
