//! Checkpoints and the finish: which checkpoints a move collects and whether it ends the race.
//!
//! A track may have checkpoints, digits `1` to `9`; every cell of a digit is that checkpoint.
//! A move collects each checkpoint among the cells of its S ([`super::segment_cells`]): under
//! strict rules every cell whose square its segment enters, the cell it ends on included; under
//! soft rules the cell it ends on only; under Karopapier's rules every cell of its line after
//! the source. Checkpoints are collected in any order.
//!
//! A move finishes the race under strict and soft rules when it ends on a finish cell with every
//! checkpoint digit of the track collected (this move's included); under Karopapier's rules at
//! the first finish cell of its line (walked in order, the source excluded) met once every
//! digit is collected, so a finishing move need not stop on the finish. Without checkpoints
//! this is the usual rule: landing on the finish (Karopapier: passing it).

use super::{Rules, segment_cells};
use crate::grid::Point;
use crate::track::{Cell, Track};

/// Where a car stands toward the end of its race.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Progress {
    /// The checkpoint digits collected, bit `n` for digit `n`.
    pub collected: u16,
    /// Whether the race is finished.
    pub finished: bool,
}

/// The progress after the move `from -> to`, from `before` (every checkpoint of `all` is
/// needed to finish: [`Track::checkpoints`]).
pub fn after_move(
    track: &Track,
    rules: Rules,
    all: u16,
    from: Point,
    to: Point,
    before: Progress,
) -> Progress {
    let mut collected = before.collected;
    let mut finished = false;
    segment_cells(rules, to - from, |d| {
        match track.cell(from + d) {
            Cell::Checkpoint(n) => collected |= 1 << n,
            Cell::Finish if rules == Rules::Karopapier && collected & all == all => {
                finished = true;
            }
            _ => {}
        }
        !finished
    });
    if rules != Rules::Karopapier {
        finished = track.is_finish(to) && collected & all == all;
    }
    Progress {
        collected,
        finished,
    }
}

/// The progress of `trajectory` (placement first): the checkpoints collected by its moves, and
/// whether its last move finished the race.
///
/// ```
/// use racetrack::{Point, Rules, Track, rules::progress};
/// let track: Track = ">.1.*.".parse().unwrap();
/// let p = |c| Point::new(0, c);
/// assert!(progress(&track, Rules::Strict, &[p(0), p(2), p(4)]).finished);
/// // Soft rules collect a checkpoint by landing on it only.
/// assert!(!progress(&track, Rules::Soft, &[p(0), p(1), p(4)]).finished);
/// // Karopapier's rules finish on the way: the line 3 -> 5 passes the finish at 4.
/// assert!(progress(&track, Rules::Karopapier, &[p(0), p(1), p(3), p(5)]).finished);
/// ```
pub fn progress(track: &Track, rules: Rules, trajectory: &[Point]) -> Progress {
    let all = track.checkpoints();
    let mut progress = Progress::default();
    for pair in trajectory.windows(2) {
        progress = after_move(track, rules, all, pair[0], pair[1], progress);
    }
    progress
}

/// Whether the last move of `trajectory` finishes the race (see the module documentation).
pub fn finishes(track: &Track, rules: Rules, trajectory: &[Point]) -> bool {
    progress(track, rules, trajectory).finished
}
