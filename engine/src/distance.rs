//! The distance map: for every free point, the fewest king steps (8-connected) over free points to
//! the nearest finish point, by a multi-source breadth-first search from all finish points.
//!
//! A legal move of speed `s` (maximum norm) passes only through free squares and so advances at
//! most `s` king steps; the map is therefore a lower bound on the distance a car still has to
//! travel, which is what the heuristics build on.

use std::collections::VecDeque;

use crate::grid::Grid;
use crate::grid::Point;
use crate::rules::Rules;
use crate::track::Track;

/// Distance of a point from which no finish point can be reached (or an obstacle).
pub const UNREACHABLE: u32 = u32::MAX;

/// King-step distances to the finish, row-major like the track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DistanceMap {
    distances: Grid<u32>,
}

impl DistanceMap {
    /// Computes the map of `track`.
    ///
    /// ```
    /// use racetrack::{DistanceMap, Point, Track};
    /// let track: Track = ">..*\n#.##".parse().unwrap();
    /// let map = DistanceMap::new(&track);
    /// assert_eq!(map.get(Point::new(0, 0)), Some(3));
    /// assert_eq!(map.get(Point::new(1, 1)), Some(2));
    /// assert_eq!(map.get(Point::new(1, 0)), None);
    /// ```
    pub fn new(track: &Track) -> DistanceMap {
        Self::for_rules(track, Rules::Strict)
    }

    /// The map that bounds moves under `rules`: under strict rules king steps go over free points
    /// only; under soft rules a move may jump over obstacles, so steps go over every point of the
    /// grid (obstacles themselves are still reported as unreachable).
    ///
    /// ```
    /// use racetrack::{DistanceMap, Point, Rules, Track};
    /// let track: Track = ">#*\n.#.\n...".parse().unwrap();
    /// assert_eq!(DistanceMap::for_rules(&track, Rules::Strict).get(Point::new(0, 0)), Some(4));
    /// assert_eq!(DistanceMap::for_rules(&track, Rules::Soft).get(Point::new(0, 0)), Some(2));
    /// ```
    pub fn for_rules(track: &Track, rules: Rules) -> DistanceMap {
        let (rows, cols) = (track.rows(), track.cols());
        let cells = track.cells();
        let passable = |i: usize| rules == Rules::Soft || cells[i].is_free();
        let mut distances = Grid::new(rows, cols, UNREACHABLE);
        let mut queue = VecDeque::new();
        for (i, cell) in cells.iter().enumerate() {
            if *cell == crate::Cell::Finish {
                distances.as_mut_slice()[i] = 0;
                queue.push_back(i);
            }
        }
        king_steps(rows, cols, distances.as_mut_slice(), queue, passable);
        for (d, cell) in distances.as_mut_slice().iter_mut().zip(cells) {
            if !cell.is_free() {
                *d = UNREACHABLE;
            }
        }
        DistanceMap { distances }
    }

    /// The distance of `p`, or `None` for an obstacle, an off-grid point or a point cut off from
    /// every finish point.
    pub fn get(&self, p: Point) -> Option<u32> {
        self.distances.get(p).copied().filter(|&d| d != UNREACHABLE)
    }

    /// All distances, row-major; [`UNREACHABLE`] marks obstacles and cut-off points.
    pub fn as_slice(&self) -> &[u32] {
        self.distances.as_slice()
    }

    /// All distances as a grid the size of the track; [`UNREACHABLE`] marks obstacles and
    /// cut-off points.
    pub fn grid(&self) -> &Grid<u32> {
        &self.distances
    }

    /// The road ahead of `from`: up to `steps` king steps toward the nearest finish, each to a
    /// neighbour one step nearer (the one that keeps the last step's direction when several
    /// are). Empty from an obstacle or a point cut off from every finish; shorter when a
    /// finish comes first.
    ///
    /// ```
    /// use racetrack::{DistanceMap, Point, Track};
    /// let track: Track = ">....\n####.\n*....".parse().unwrap();
    /// let map = DistanceMap::new(&track);
    /// let ahead = map.road_ahead(Point::new(0, 0), 5);
    /// assert_eq!(ahead[..3], [Point::new(0, 1), Point::new(0, 2), Point::new(0, 3)]);
    /// assert_eq!(ahead[3], Point::new(1, 4));
    /// ```
    pub fn road_ahead(&self, from: Point, steps: usize) -> Vec<Point> {
        let mut path = Vec::with_capacity(steps);
        let Some(mut d) = self.get(from) else {
            return path;
        };
        let (mut at, mut heading) = (from, (0, 0));
        while path.len() < steps && d > 0 {
            let nearer = |(dr, dc): (i32, i32)| {
                let p = Point::new(at.row + dr, at.col + dc);
                ((dr, dc) != (0, 0) && self.get(p) == Some(d - 1)).then_some((dr, dc))
            };
            let all = (-1..=1).flat_map(|dr| (-1..=1).map(move |dc| (dr, dc)));
            let Some(step) = nearer(heading).or_else(|| all.into_iter().find_map(nearer)) else {
                break;
            };
            at = Point::new(at.row + step.0, at.col + step.1);
            heading = step;
            d -= 1;
            path.push(at);
        }
        path
    }

    /// The largest finite distance on the map (0 when only finish points are reachable).
    pub fn max_distance(&self) -> u32 {
        self.as_slice()
            .iter()
            .copied()
            .filter(|&d| d != UNREACHABLE)
            .max()
            .unwrap_or(0)
    }
}

/// Multi-source breadth-first search in king steps (8-connected) over a `rows` x `cols` grid:
/// `queue` holds the sources in order of their distance, already set in `distances`; every other
/// point holds [`UNREACHABLE`] and gets its distance if it can be reached through `passable`
/// points.
pub(crate) fn king_steps(
    rows: usize,
    cols: usize,
    distances: &mut [u32],
    mut queue: VecDeque<usize>,
    passable: impl Fn(usize) -> bool,
) {
    while let Some(i) = queue.pop_front() {
        let (r, c) = (i / cols, i % cols);
        for nr in r.saturating_sub(1)..(r + 2).min(rows) {
            for nc in c.saturating_sub(1)..(c + 2).min(cols) {
                let j = nr * cols + nc;
                if distances[j] == UNREACHABLE && passable(j) {
                    distances[j] = distances[i] + 1;
                    queue.push_back(j);
                }
            }
        }
    }
}

/// The fewest moves in which a car of speed `speed` (maximum norm) can cover `distance` king
/// steps, ignoring obstacles: the least `t` with `t * speed + t (t + 1) / 2 >= distance`.
///
/// ```
/// use racetrack::distance::moves_to_cover;
/// assert_eq!(moves_to_cover(0, 0), 0);
/// assert_eq!(moves_to_cover(0, 1), 1);
/// assert_eq!(moves_to_cover(0, 3), 2);
/// assert_eq!(moves_to_cover(0, 4), 3);
/// assert_eq!(moves_to_cover(5, 6), 1);
/// ```
pub fn moves_to_cover(speed: u32, distance: u32) -> u32 {
    if distance == 0 {
        return 0;
    }
    // Solve t^2 + (2s+1) t - 2d >= 0, then correct the float estimate exactly.
    let (s, d) = (speed as f64, distance as f64);
    let b = 2.0 * s + 1.0;
    let mut t = (((b * b + 8.0 * d).sqrt() - b) / 2.0).floor().max(0.0) as u64;
    let reach = |t: u64| t * speed as u64 + t * (t + 1) / 2;
    while reach(t) < distance as u64 {
        t += 1;
    }
    while t > 0 && reach(t - 1) >= distance as u64 {
        t -= 1;
    }
    t as u32
}
