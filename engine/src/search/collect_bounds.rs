//! The estimate of A* over the checkpoints ([`super::collect`]): the king-step tour, the per-axis
//! bounds toward each target and the per-axis bounds through every checkpoint left, and their
//! construction for a track.

use super::axis::{AxisHeuristic, Chain, NEVER};
use super::axis_tour::AxisTour;
use super::space::max_axis_speed;
use super::targets::Targets;
use super::tours::Tours;
use crate::distance::{UNREACHABLE, moves_to_cover};
use crate::grid::Point;
use crate::rules::{Rules, Velocity};
use crate::track::{Cell, Track};

/// The heuristic of a state (the car at `p` moving at `v`, holding `collected` of the digits
/// `all`): a lower bound of the moves left ([`UNREACHABLE`] when none finishes).
// A free function (not a method) so the caller can hold the table of ways mutably meanwhile.
#[allow(clippy::too_many_arguments)]
pub(super) fn estimate(
    track: &Track,
    tours: &Tours,
    axes: &[Option<(AxisHeuristic, AxisHeuristic)>],
    tour_axes: Option<&(AxisTour, AxisTour)>,
    targets: Option<&Targets>,
    all: u16,
    p: Point,
    v: Velocity,
    collected: u16,
) -> u32 {
    let Some(i) = track.index(p) else {
        return UNREACHABLE;
    };
    let speed = v.speed() as u32;
    let left = all & !collected;
    let bound = tours.bound(i, left);
    if bound == UNREACHABLE {
        return UNREACHABLE;
    }
    // One move may pass several targets of the tour, and its cells' walk, a staircase along the
    // line, may then spend one king step more than its length for each target passed inside it
    // (from (3, 2) to (2, 4) it passes (3, 3) and (2, 3) on the way: 3 king steps for a move of
    // 2). Only the checkpoints can be passed inside a move (the finish ends it), so the tour
    // less the digits left is what the moves' lengths must cover.
    let mut moves = moves_to_cover(speed, bound.saturating_sub(left.count_ones()));
    for (k, axes) in axes.iter().enumerate() {
        let needed = k == 0 || left & 1 << tours.to_digit[k - 1].0 != 0;
        if let (true, Some((rows, cols))) = (needed, axes) {
            let along = rows.get(i, v.row).max(cols.get(i, v.col));
            if along == NEVER {
                return UNREACHABLE;
            }
            moves = moves.max(u32::from(along));
        }
    }
    if let Some((rows, cols)) = tour_axes {
        let mut digits = 0;
        for (k, (n, _)) in tours.to_digit.iter().enumerate() {
            if left & 1 << n != 0 {
                digits |= 1 << k;
            }
        }
        let along = rows.get(i, v.row, digits).max(cols.get(i, v.col, digits));
        if along == NEVER {
            return UNREACHABLE;
        }
        moves = moves.max(u32::from(along));
    }
    if let Some(targets) = targets {
        // UNREACHABLE when a target left cannot be passed from here.
        moves = moves.max(targets.bound(p, v, left));
    }
    moves
}

/// The per-axis bounds through the checkpoints ([`super::axis_tour`]) of a Karopapier map,
/// along the rows and the columns: both, or `None` when either could not be built.
pub(super) fn tour_bounds(track: &Track, tours: &Tours) -> Option<(AxisTour, AxisTour)> {
    let free: Vec<bool> = track.cells().iter().map(|c| c.is_free()).collect();
    let finish: Vec<bool> = track.cells().iter().map(|&c| c == Cell::Finish).collect();
    let digit: Vec<Option<u8>> = track
        .cells()
        .iter()
        .map(|&c| {
            tours
                .to_digit
                .iter()
                .position(|(n, _)| c == Cell::Checkpoint(*n))
                .map(|k| k as u8)
        })
        .collect();
    let speeds = (max_axis_speed(track.rows()), max_axis_speed(track.cols()));
    AxisTour::both(
        (track.rows(), track.cols()),
        (&free, &digit, &finish),
        tours.to_digit.len(),
        speeds,
    )
}

/// The per-axis bounds toward the cells `target` accepts, along the rows and the columns: reached
/// by landing on one (`landing`, strict rules' finish) or by passing one.
pub(super) fn axis_bounds(
    track: &Track,
    rules: Rules,
    target: impl Fn(Cell) -> bool,
    landing: bool,
) -> Option<(AxisHeuristic, AxisHeuristic)> {
    let (rows, cols) = (track.rows(), track.cols());
    let free: Vec<bool> = track.cells().iter().map(|c| c.is_free()).collect();
    let goal: Vec<bool> = track.cells().iter().map(|&c| target(c)).collect();
    let chain = match rules {
        Rules::Strict if landing => Chain::Strict,
        Rules::Strict => Chain::Passing { slack: 0 },
        _ => Chain::Passing { slack: 1 },
    };
    let speeds = (max_axis_speed(rows), max_axis_speed(cols));
    AxisHeuristic::both(rows, cols, &free, &goal, speeds, chain)
}
