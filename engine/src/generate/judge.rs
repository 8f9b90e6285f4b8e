//! The criteria a random track must meet, measured on the track itself (and with the optimal
//! solver), so that tests can judge any track, generated or not.

use std::collections::VecDeque;

use thiserror::Error;

use crate::distance::{DistanceMap, moves_to_cover};
use crate::grid::Point;
use crate::rules::Rules;
use crate::search::{Outcome, Solver, solve};
use crate::track::Track;

/// Fewest braking episodes the optimal run must have.
pub const MIN_BRAKES: u32 = 2;

/// Most road points, in percent of all free points, that may be dead (not connected to the
/// start and the finish).
pub const MAX_DEAD_PERCENT: usize = 3;

/// The road distance from the start to the finish, in king steps, must be at least this many
/// quarters of the track's long side (5/4 of it). A king step counts a diagonal as one, so along a
/// loop that runs diagonally about half the time this is about 1.5 long sides of actual length.
pub const ROAD_DISTANCE_QUARTERS: usize = 5;

/// The optimum must be at least this many halves (3/2) of the moves a straight dash over the least
/// road distance would take ([`needed_optimum`]).
pub const OPTIMUM_HALVES: u32 = 3;

/// Why a draw was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum Rejection {
    /// The generator found no road at the place chosen for the start line (never returned by
    /// [`judge`]).
    #[error("no road where the start line should go")]
    NoStartLine,
    /// A point with fewer than two 4-neighbours of its own kind (road or obstacle; off the grid
    /// counts as obstacle): single-point noise, a spike or a one-point-wide sliver.
    #[error("single-point noise at {point}")]
    Noise {
        /// The first such point in row-major order.
        point: Point,
    },
    /// Too many free points cut off from the start and the finish.
    #[error("{dead} of {free} free points are dead (at most {MAX_DEAD_PERCENT}% may be)")]
    DeadRoad {
        /// Free points not 4-connected to both a start and a finish point.
        dead: usize,
        /// All free points.
        free: usize,
    },
    /// The start is too close to the finish along the road.
    #[error("the finish is {distance} king steps from the start; {needed} are needed")]
    ShortRoad {
        /// King steps over free points from the nearest start point to the nearest finish point
        /// (0 when none can be reached).
        distance: u32,
        /// The least distance accepted.
        needed: u32,
    },
    /// No strict trajectory reaches the finish, or the search hit its limit.
    #[error("no strict solution ({outcome})")]
    Unsolvable {
        /// How the search ended: "no solution" or "limit reached".
        outcome: &'static str,
    },
    /// The optimum is too short for the size.
    #[error("the optimum is {optimum} moves; {needed} are needed")]
    ShortOptimum {
        /// The strict optimum.
        optimum: u32,
        /// The least optimum accepted.
        needed: u32,
    },
    /// The optimal run hardly brakes: a dash rather than a drive.
    #[error("the optimal run brakes {brakes} times; {MIN_BRAKES} are needed")]
    FewBrakes {
        /// Braking episodes of the optimal run.
        brakes: u32,
    },
}

impl Rejection {
    /// Every criterion's name, in the order the judge applies them (after the generator's own).
    pub const NAMES: [&'static str; 7] = [
        "no start line",
        "noise",
        "dead road",
        "short road",
        "unsolvable",
        "short optimum",
        "few brakes",
    ];

    /// A short name of the criterion, for the survey.
    pub fn name(&self) -> &'static str {
        Self::NAMES[match self {
            Rejection::NoStartLine => 0,
            Rejection::Noise { .. } => 1,
            Rejection::DeadRoad { .. } => 2,
            Rejection::ShortRoad { .. } => 3,
            Rejection::Unsolvable { .. } => 4,
            Rejection::ShortOptimum { .. } => 5,
            Rejection::FewBrakes { .. } => 6,
        }]
    }
}

/// Judges `track` by the criteria, cheapest first, and returns its strict optimum when it meets
/// them all:
/// 1. no single-point noise ([`noise`]);
/// 2. at most [`MAX_DEAD_PERCENT`]% dead free points ([`dead_points`]);
/// 3. the finish at least 5/4 of the long side from the start in king steps over free points
///    ([`road_distance`], [`needed_road_distance`]);
/// 4. solvable under strict rules (breadth-first search, [`Solver::Bfs`]);
/// 5. an optimum of at least [`needed_optimum`] moves;
/// 6. an optimal run (the one breadth-first search returns) with at least [`MIN_BRAKES`]
///    braking episodes ([`brakes`]).
///
/// ```
/// use racetrack::generate::{Rejection, judge};
/// let dash: racetrack::Track = "################\n#>............*#\n################".parse().unwrap();
/// assert!(matches!(judge(&dash), Err(Rejection::Noise { .. })));
/// ```
pub fn judge(track: &Track) -> Result<u32, Rejection> {
    if let Some(point) = noise(track) {
        return Err(Rejection::Noise { point });
    }
    let (dead, free) = dead_points(track);
    if dead * 100 > free * MAX_DEAD_PERCENT {
        return Err(Rejection::DeadRoad { dead, free });
    }
    let needed = needed_road_distance(track.rows(), track.cols());
    let distance = road_distance(track).unwrap_or(0);
    if distance < needed {
        return Err(Rejection::ShortRoad { distance, needed });
    }
    let (outcome, _) = solve(track, Rules::Strict, Solver::Bfs);
    let Outcome::Solved(trajectory) = outcome else {
        return Err(Rejection::Unsolvable {
            outcome: outcome.name(),
        });
    };
    let optimum = (trajectory.len() - 1) as u32;
    let needed = needed_optimum(track.rows(), track.cols());
    if optimum < needed {
        return Err(Rejection::ShortOptimum { optimum, needed });
    }
    let brakes = brakes(&trajectory);
    if brakes < MIN_BRAKES {
        return Err(Rejection::FewBrakes { brakes });
    }
    Ok(optimum)
}

/// The least road distance accepted on a `rows` x `cols` track: 5/4 of its long side, in king
/// steps, rounded up (a side of 34 needs 43, not 42.5 rounded down).
///
/// ```
/// assert_eq!(racetrack::generate::needed_road_distance(25, 34), 43);
/// assert_eq!(racetrack::generate::needed_road_distance(40, 64), 80);
/// ```
pub fn needed_road_distance(rows: usize, cols: usize) -> u32 {
    (rows.max(cols) * ROAD_DISTANCE_QUARTERS).div_ceil(4) as u32
}

/// The least optimum accepted on a `rows` x `cols` track: 3/2 of the moves a car needs to cover
/// the least road distance ([`needed_road_distance`]) in a straight line from a standstill
/// ([`moves_to_cover`]): a track must take clearly longer than a dash.
///
/// ```
/// assert_eq!(racetrack::generate::needed_optimum(40, 64), 19);
/// ```
pub fn needed_optimum(rows: usize, cols: usize) -> u32 {
    moves_to_cover(0, needed_road_distance(rows, cols)) * OPTIMUM_HALVES / 2
}

/// Braking episodes of a trajectory: maximal runs of consecutive moves whose speed (maximum
/// norm of the velocity) is lower than the speed of the move before. The placement has speed 0,
/// so a run's first move never brakes.
///
/// ```
/// use racetrack::Point;
/// use racetrack::generate::brakes;
/// let p = |c| Point::new(0, c);
/// // Speeds 1, 2, 1, 0, 1, 0: one episode of two braking moves, then another.
/// assert_eq!(brakes(&[p(0), p(1), p(3), p(4), p(4), p(5), p(5)]), 2);
/// ```
pub fn brakes(trajectory: &[Point]) -> u32 {
    let speeds: Vec<i32> = trajectory
        .windows(2)
        .map(|w| (w[1] - w[0]).speed())
        .collect();
    let braking: Vec<bool> = std::iter::once(false)
        .chain(speeds.windows(2).map(|s| s[1] < s[0]))
        .collect();
    braking.windows(2).filter(|w| w[1] && !w[0]).count() as u32
}

/// The first point, in row-major order, with fewer than two 4-neighbours of its own kind (free
/// or obstacle; off the grid counts as obstacle).
pub fn noise(track: &Track) -> Option<Point> {
    track
        .grid()
        .iter_points()
        .map(|(p, _)| p)
        .find(|&p| is_lonely(p, |q| track.is_free(q)))
}

/// Whether `p` has fewer than two 4-neighbours of its own kind, `free` telling the kind of every
/// point (`false` off the grid).
pub(crate) fn is_lonely(p: Point, free: impl Fn(Point) -> bool) -> bool {
    let kind = free(p);
    let same = [(-1, 0), (1, 0), (0, -1), (0, 1)]
        .into_iter()
        .filter(|&(dr, dc)| free(Point::new(p.row + dr, p.col + dc)) == kind)
        .count();
    same < 2
}

/// Free points not 4-connected (over free points) to both a start point and a finish point, and
/// all free points: `(dead, free)`. A point linked to the rest only diagonally, between two
/// obstacles, is dead: under strict rules no move squeezes through that corner.
pub fn dead_points(track: &Track) -> (usize, usize) {
    let from_start = reach(track, &track.starts());
    let from_finish = reach(track, &track.finishes());
    let free = track.cells().iter().filter(|c| c.is_free()).count();
    let live = from_start
        .iter()
        .zip(&from_finish)
        .filter(|(a, b)| **a && **b)
        .count();
    (free - live, free)
}

/// The free points 4-connected to `sources` over free points, row-major.
fn reach(track: &Track, sources: &[Point]) -> Vec<bool> {
    let mut seen = vec![false; track.cells().len()];
    let mut queue: VecDeque<Point> = VecDeque::new();
    for &p in sources {
        if let Some(i) = track.index(p) {
            seen[i] = true;
            queue.push_back(p);
        }
    }
    while let Some(p) = queue.pop_front() {
        for (dr, dc) in [(-1, 0), (1, 0), (0, -1), (0, 1)] {
            let q = Point::new(p.row + dr, p.col + dc);
            if let Some(i) = track.index(q)
                && !seen[i]
                && track.is_free(q)
            {
                seen[i] = true;
                queue.push_back(q);
            }
        }
    }
    seen
}

/// King steps over free points from the nearest start point to the nearest finish point (the
/// [`DistanceMap`] of the start points), or `None` when no finish point can be reached.
pub fn road_distance(track: &Track) -> Option<u32> {
    let map = DistanceMap::new(track);
    track.starts().into_iter().filter_map(|p| map.get(p)).min()
}
