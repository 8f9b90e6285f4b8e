//! Time-aware solvers: breadth-first search, A* and depth-first search over configurations
//! (position, velocity, time mod the track's cycle), by the timed rule of [`crate::rules::timed`].
//!
//! The configurations and their marks (the parent's velocity change) live in the `timed_space`
//! module; the searches differ only in their frontier. A* uses the static search's bound
//! ([`crate::search`]'s heuristic: [`moves_to_cover`] of the king-step distance to the finish at
//! the current speed, and under strict rules without dirt the per-axis relaxed races), computed
//! on the grid alone. The elements only take moves away, so the bound stays admissible and
//! consistent and A* stays optimal. Waiting needs nothing special: standing still and circling
//! are ordinary moves, and the time in the configuration tells a later visit of the same point
//! and velocity from an earlier one.
//!
//! Performance (`cargo test -p racetrack --release --test solvers timed_search:: -- --ignored --nocapture`,
//! medians of 15, on barto-big x4, 132 x 120, strict rules; the gate: 28 cells across the road at
//! the middle of the optimal line, cycle 12, closed 0-5), against the static
//! [`crate::search::solve`] on the same track without elements, in one run: bfs 1.18x per
//! expanded configuration with the gate (9.4 million configurations); A* with the per-axis bound
//! expands the same 142,540 configurations as the static A* when there are no elements and
//! 219,025 with the gate (1.75x the static time per expanded configuration, 1.29x per generated
//! one). With the distance-map bound alone it had expanded 3.7 million. The README's
//! "Performance" has the table.

use super::timed_space::{TimedSpace, UNSEEN};
use crate::distance::{DistanceMap, UNREACHABLE, moves_to_cover};
use crate::grid::Point;
use crate::rules::{Rules, Velocity};
use crate::search::space::{Config, Space};
use crate::search::{MAX_CONFIGURATIONS, Observer, Outcome, Progress, Solver, Stats};
use crate::track::Track;

/// Most configurations a timed search generates before it ends with [`Outcome::LimitReached`]:
/// the static search's [`MAX_CONFIGURATIONS`]. Like the static search it keeps its marks in a
/// dense table up to [`crate::search::MAX_DENSE_CONFIGURATIONS`] configurations (position,
/// velocity, time: the static space times the cycle), else in a hash map of at most
/// [`crate::search::MAX_SPARSE_MARKS`] entries, which ends the search at the limit too.
pub const MAX_TIMED_CONFIGURATIONS: u64 = MAX_CONFIGURATIONS;

/// Largest table of [`moves_to_cover`] values a search keeps.
const PLAIN_LIMIT: usize = 1 << 20;

/// Weight of the estimate for the greedy driver: large enough that it alone decides.
const GREEDY_WEIGHT: u32 = 256;

/// Bits of a best-first entry holding the configuration's index; above them its mark (5 bits)
/// and its move count.
const INDEX_BITS: u32 = 42;
const G_SHIFT: u32 = INDEX_BITS + 5;
/// Most moves a best-first entry can record.
const MAX_MOVES: u32 = (1 << (64 - G_SHIFT)) - 1;

/// The frontier of each algorithm.
enum Frontier {
    /// Bfs, layer by layer: the layer being expanded, the next position in it, the next layer.
    Layers(Vec<u64>, usize, Vec<u64>),
    /// Dfs: a stack of indices.
    Stack(Vec<u64>),
    /// Best-first on `g + weight * h`: entries `g << G_SHIFT | mark << INDEX_BITS | index` in
    /// buckets by priority (last in, first out within one), the current bucket, the doomed
    /// (explored last), and the weight.
    Buckets {
        buckets: Vec<Vec<u64>>,
        current: usize,
        doomed: Vec<u64>,
        weight: u32,
    },
}

/// A time-aware search in progress: a value to [`TimedSearch::step`], like [`crate::Search`].
pub struct TimedSearch {
    space: TimedSpace,
    /// A*'s static bound with its per-axis heuristics (strict rules, no dirt): the elements only
    /// add obstacles, so every bound on the grid alone stays a bound over time.
    bound: Option<Space>,
    distances: DistanceMap,
    straight: DistanceMap,
    /// `plain[speed * plain_stride + distance]`: [`moves_to_cover`] by table (best-first
    /// searches on tracks where it is small; 255 means "compute it").
    plain: Vec<u8>,
    plain_stride: usize,
    frontier: Frontier,
    stats: Stats,
    closest: Option<(u32, Point)>,
    limit: bool,
    placed: bool,
    outcome: Option<Outcome>,
}

impl TimedSearch {
    /// Prepares a search on `track` (with its elements) under `rules`. [`Solver::Bfs`] and
    /// [`Solver::AStar`] find the fewest moves; [`Solver::Dfs`] finds a way; [`Solver::Greedy`]
    /// and [`Solver::Careful`] both run the greedy best-first driver on the estimate (the
    /// careful driver's stopping-distance penalty is not implemented for moving elements).
    pub fn new(track: &Track, rules: Rules, solver: Solver) -> TimedSearch {
        let frontier = match solver {
            Solver::Bfs => Frontier::Layers(Vec::new(), 0, Vec::new()),
            Solver::Dfs => Frontier::Stack(Vec::new()),
            Solver::AStar | Solver::Greedy | Solver::Careful => Frontier::Buckets {
                buckets: Vec::new(),
                current: 0,
                doomed: Vec::new(),
                weight: if solver == Solver::AStar {
                    1
                } else {
                    GREEDY_WEIGHT
                },
            },
        };
        let distances = DistanceMap::for_rules(track, rules);
        let stride = distances.max_distance() as usize + 1;
        let speeds = track.rows().max(track.cols());
        let plain = if matches!(frontier, Frontier::Buckets { .. })
            && speeds * stride <= PLAIN_LIMIT
        {
            (0..speeds * stride)
                .map(|i| moves_to_cover((i / stride) as u32, (i % stride) as u32).min(255) as u8)
                .collect()
        } else {
            Vec::new()
        };
        let bound = (solver == Solver::AStar && rules == Rules::Strict)
            .then(|| Space::new(track, rules).with_heuristics(true));
        TimedSearch {
            space: TimedSpace::new(track, rules),
            bound,
            distances,
            plain,
            plain_stride: stride,
            straight: DistanceMap::for_rules(track, Rules::Soft),
            frontier,
            stats: Stats::default(),
            closest: None,
            limit: false,
            placed: false,
            outcome: None,
        }
    }

    /// The counters so far (`frontier`: entries waiting).
    pub fn stats(&self) -> Stats {
        let frontier = match &self.frontier {
            Frontier::Layers(layer, next, coming) => layer.len() - next + coming.len(),
            Frontier::Stack(stack) => stack.len(),
            Frontier::Buckets {
                buckets, doomed, ..
            } => buckets.iter().map(Vec::len).sum::<usize>() + doomed.len(),
        };
        Stats {
            frontier,
            ..self.stats
        }
    }

    /// Bytes of the search's main tables (marks, remembered legality, frontier).
    pub fn memory_bytes(&self) -> usize {
        let frontier = match &self.frontier {
            Frontier::Layers(layer, _, coming) => layer.capacity() + coming.capacity(),
            Frontier::Stack(stack) => stack.capacity(),
            Frontier::Buckets {
                buckets, doomed, ..
            } => buckets.iter().map(Vec::capacity).sum::<usize>() + doomed.capacity(),
        };
        self.space.memory_bytes() + 8 * frontier
    }

    /// The outcome, once the search is done.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Runs to the end.
    pub fn run(&mut self) -> &Outcome {
        while self.step(1 << 20, &mut ()) == Progress::Running {}
        self.outcome
            .get_or_insert(Outcome::NoSolution { closest: None })
    }

    /// Advances by at most `budget` expansions, telling `observer` every configuration
    /// generated with the segment that reached it (`from == to` for a placement), as
    /// [`crate::Search::step`] does.
    pub fn step<O: Observer>(&mut self, budget: usize, observer: &mut O) -> Progress {
        if self.outcome.is_none() {
            self.outcome = self.advance(budget, observer);
        }
        if self.outcome.is_some() {
            Progress::Done
        } else {
            Progress::Running
        }
    }

    /// The estimate of a configuration: A*'s static bound when it has one, else the fewest moves
    /// to cover its distance to the finish at its speed; [`UNREACHABLE`] when cut off.
    fn estimate(&self, p: Point, v: Velocity) -> u32 {
        if let Some(space) = &self.bound {
            return space.heuristic(Config {
                position: p,
                velocity: v,
            });
        }
        let Some(d) = self.distances.get(p) else {
            return UNREACHABLE;
        };
        let speed = v.speed().unsigned_abs();
        match self
            .plain
            .get(speed as usize * self.plain_stride + d as usize)
        {
            Some(&h) if h < 255 => u32::from(h),
            _ => moves_to_cover(speed, d),
        }
    }

    /// Counts a newly generated configuration at `p`, reached from `from`.
    fn generated(&mut self, from: Point, p: Point, observer: &mut impl Observer) {
        self.stats.generated += 1;
        observer.explored(from, p);
        let closeness = match self.distances.get(p) {
            Some(d) => d,
            None => (1 << 31) | self.straight.get(p).unwrap_or(UNREACHABLE >> 1),
        };
        // Ties go to the first point in row-major order, as in the static search.
        if self.closest.is_none_or(|best| (closeness, p) < best) {
            self.closest = Some((closeness, p));
        }
    }

    /// Queues a best-first entry.
    fn push(&mut self, index: u64, mark: u8, g: u32, h: u32) {
        let Frontier::Buckets {
            buckets,
            current,
            doomed,
            weight,
        } = &mut self.frontier
        else {
            return;
        };
        let entry = u64::from(g) << G_SHIFT | u64::from(mark) << INDEX_BITS | index;
        if h == UNREACHABLE {
            doomed.push(entry);
            return;
        }
        let p = (u64::from(g) + u64::from(*weight) * u64::from(h)) as usize;
        if p >= buckets.len() {
            buckets.resize_with(p + 1, Vec::new);
        }
        buckets[p].push(entry);
        *current = (*current).min(p);
    }

    /// The next index to expand with its mark and move count (dfs and bfs: marked already).
    fn pop(&mut self) -> Option<(u64, u8, u32)> {
        match &mut self.frontier {
            Frontier::Layers(layer, next, coming) => {
                if *next == layer.len() {
                    std::mem::swap(layer, coming);
                    coming.clear();
                    *next = 0;
                }
                let index = *layer.get(*next)?;
                *next += 1;
                Some((index, UNSEEN, 0))
            }
            Frontier::Stack(stack) => Some((stack.pop()?, UNSEEN, 0)),
            Frontier::Buckets {
                buckets,
                current,
                doomed,
                ..
            } => {
                while *current < buckets.len() && buckets[*current].is_empty() {
                    *current += 1;
                }
                let entry = match buckets.get_mut(*current) {
                    Some(bucket) => bucket.pop(),
                    None => doomed.pop(),
                }?;
                let mark = (entry >> INDEX_BITS & 0x1f) as u8;
                Some((
                    entry & ((1 << INDEX_BITS) - 1),
                    mark,
                    (entry >> G_SHIFT) as u32,
                ))
            }
        }
    }

    /// The trajectory that ends at configuration `index`.
    fn trajectory(&self, index: u64) -> Vec<Point> {
        let space = &self.space;
        let (mut p, mut v, mut t) = space.config(index);
        let mut points = vec![p];
        let mut mark = space.mark(index);
        while mark != space.placed() && mark != UNSEEN && points.len() <= u32::MAX as usize {
            (p, v, t) = space.parent(p, v, t, mark);
            points.push(p);
            mark = space.index(p, v, t).map_or(UNSEEN, |i| space.mark(i));
        }
        points.reverse();
        points
    }

    fn failure(&self) -> Outcome {
        let closest = self.closest.map(|(_, p)| p);
        if self.limit {
            Outcome::LimitReached { closest }
        } else {
            Outcome::NoSolution { closest }
        }
    }

    /// Places the cars: every start point free at time 0, at rest.
    fn place(&mut self, observer: &mut impl Observer) {
        for p in self.space.track.starts() {
            let Some(index) = self.space.index(p, Velocity::default(), 0) else {
                continue;
            };
            // A start point occupied at time 0 cannot be chosen.
            if self.space.track.elements().blocks(0, p) || self.space.mark(index) != UNSEEN {
                continue;
            }
            self.generated(p, p, observer);
            let placed = self.space.placed();
            match &mut self.frontier {
                Frontier::Layers(_, _, coming) => coming.push(index),
                Frontier::Stack(stack) => stack.push(index),
                Frontier::Buckets { .. } => {
                    let h = self.estimate(p, Velocity::default());
                    self.push(index, placed, 0, h);
                    let queued = self.space.queued();
                    self.space.set_mark(index, queued);
                    continue;
                }
            }
            self.space.set_mark(index, placed);
        }
    }

    /// At most `budget` expansions; the outcome when the search ends.
    fn advance(&mut self, budget: usize, observer: &mut impl Observer) -> Option<Outcome> {
        if !std::mem::replace(&mut self.placed, true) {
            if self.space.size() >= 1 << INDEX_BITS {
                self.limit = true;
                return Some(self.failure());
            }
            self.place(observer);
        }
        let best_first = matches!(self.frontier, Frontier::Buckets { .. });
        let optimal = matches!(self.frontier, Frontier::Buckets { weight: 1, .. });
        let dfs = matches!(self.frontier, Frontier::Stack(_));
        let mut successors = Vec::with_capacity(9);
        for _ in 0..budget {
            let Some((index, mark, g)) = self.pop() else {
                return Some(self.failure());
            };
            let (p, v, t) = self.space.config(index);
            if best_first {
                if self.space.closed(self.space.mark(index)) {
                    continue;
                }
                self.space.set_mark(index, mark);
                if self.space.track.is_finish(p) {
                    return Some(Outcome::Solved(self.trajectory(index)));
                }
            }
            self.stats.expanded += 1;
            self.space.successors(p, v, t, &mut successors);
            if dfs {
                successors.reverse(); // the first option is explored first
            }
            for &(next, to, w) in &successors {
                let code = self.space.code(v, w);
                if best_first {
                    let seen = self.space.mark(next);
                    if self.space.closed(seen) {
                        continue;
                    }
                    if seen == UNSEEN {
                        // Counted when first queued: it may be queued more than once.
                        let queued = self.space.queued();
                        self.space.set_mark(next, queued);
                        self.generated(p, to, observer);
                    }
                    if !optimal && self.space.track.is_finish(to) {
                        self.space.set_mark(next, code);
                        return Some(Outcome::Solved(self.trajectory(next)));
                    }
                    if g + 1 > MAX_MOVES {
                        self.limit = true;
                        return Some(self.failure());
                    }
                    let h = self.estimate(to, w);
                    self.push(next, code, g + 1, h);
                    continue;
                }
                if self.space.mark(next) != UNSEEN {
                    continue;
                }
                self.space.set_mark(next, code);
                self.generated(p, to, observer);
                if self.space.track.is_finish(to) {
                    return Some(Outcome::Solved(self.trajectory(next)));
                }
                match &mut self.frontier {
                    Frontier::Layers(_, _, coming) => coming.push(next),
                    Frontier::Stack(stack) => stack.push(next),
                    Frontier::Buckets { .. } => {}
                }
            }
            self.limit |= self.stats.generated > MAX_TIMED_CONFIGURATIONS || self.space.full();
            if self.limit {
                return Some(self.failure());
            }
        }
        None
    }
}

/// Runs `solver` on `track` (with its elements) under `rules` to the end.
///
/// ```
/// use racetrack::{Rules, Solver, Track, search::timed::solve};
/// // The gate is closed at times 0 and 1 of every 4: the car waits a move, then jumps it.
/// let track: Track = ">..*\n@gate 0,2 cycle 4 closed 0-1".parse().unwrap();
/// let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
/// assert_eq!(outcome.trajectory().unwrap().len() - 1, 3); // 2 without the gate
/// assert_eq!(outcome.moves(), Some(3));
/// ```
pub fn solve(track: &Track, rules: Rules, solver: Solver) -> (Outcome, Stats) {
    let mut search = TimedSearch::new(track, rules, solver);
    let outcome = search.run().clone();
    (outcome, search.stats())
}
