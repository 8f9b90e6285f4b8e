//! Time-aware solvers: breadth-first search, A* and depth-first search over configurations
//! (position, velocity, time mod the track's cycle), by the timed rule of [`super::legal`].
//!
//! Every configuration generated gets a node (its configuration, its parent, its move count
//! and estimate) and an entry in a hash map from its packed key; the searches differ only in
//! their frontier. A* uses the distance-map bound of the static search ([`moves_to_cover`] of the
//! king-step distance to the finish at the current speed), which ignores the elements: they only
//! take moves away, so the bound stays admissible and consistent and A* stays optimal. Waiting
//! needs nothing special: standing still and circling are ordinary moves, and the time in the
//! configuration tells a later visit of the same point and velocity from an earlier one.

use std::collections::HashMap;

use rustc_hash::FxBuildHasher;

use super::Elements;
use super::legal::move_blocked;
use crate::distance::{DistanceMap, UNREACHABLE, moves_to_cover};
use crate::rules::{self, Rules, Velocity};
use crate::search::{MAX_CONFIGURATIONS, MAX_SPARSE_MARKS, Outcome, Progress, Solver, Stats};
use crate::track::{Point, Track};

/// Most configurations a timed search stores before it ends with [`Outcome::LimitReached`]:
/// the static search's [`MAX_CONFIGURATIONS`], and since every configuration lives in a hash map
/// here, its hash-map cap [`MAX_SPARSE_MARKS`] too (the smaller, 7 million: about 350 MB).
pub const MAX_TIMED_CONFIGURATIONS: u64 = if (MAX_SPARSE_MARKS as u64) < MAX_CONFIGURATIONS {
    MAX_SPARSE_MARKS as u64
} else {
    MAX_CONFIGURATIONS
};

/// Weight of the estimate for the greedy driver: large enough that it alone decides.
const GREEDY_WEIGHT: u32 = 256;

/// Parent of a placed configuration.
const ROOT: u32 = u32::MAX;

/// One configuration met by the search.
#[derive(Clone, Copy, Debug)]
struct Node {
    position: Point,
    velocity: Velocity,
    /// Time mod the cycle.
    t: u32,
    parent: u32,
    /// Moves from the placement (the best known, for A*).
    g: u32,
    /// The estimate, [`UNREACHABLE`] when the finish is out of reach.
    h: u32,
    closed: bool,
}

/// The frontier of each algorithm, holding node numbers.
enum Frontier {
    /// Bfs: the nodes themselves are the queue, in order of generation; the next to expand.
    Queue(usize),
    /// Dfs: a stack.
    Stack(Vec<u32>),
    /// Best-first on `g + weight * h`: buckets by priority (last in, first out within one), the
    /// current bucket, the doomed (explored last), and the weight.
    Buckets {
        buckets: Vec<Vec<u32>>,
        current: usize,
        doomed: Vec<u32>,
        weight: u32,
    },
}

/// A time-aware search in progress: a value to [`TimedSearch::step`], like [`crate::Search`].
pub struct TimedSearch {
    track: Track,
    elements: Elements,
    rules: Rules,
    distances: DistanceMap,
    straight: DistanceMap,
    nodes: Vec<Node>,
    seen: HashMap<u64, u32, FxBuildHasher>,
    frontier: Frontier,
    stats: Stats,
    closest: Option<(u32, Point)>,
    placed: bool,
    outcome: Option<Outcome>,
}

impl TimedSearch {
    /// Prepares a search on `track` with `elements` under `rules`. [`Solver::Bfs`] and
    /// [`Solver::AStar`] find the fewest moves; [`Solver::Dfs`] finds a way; [`Solver::Greedy`]
    /// and [`Solver::Careful`] both run the greedy best-first driver on the estimate (the
    /// careful driver's stopping-distance penalty is not implemented for moving elements).
    pub fn new(track: &Track, elements: &Elements, rules: Rules, solver: Solver) -> TimedSearch {
        let frontier = match solver {
            Solver::Bfs => Frontier::Queue(0),
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
        TimedSearch {
            track: track.clone(),
            elements: elements.clone(),
            rules,
            distances: DistanceMap::for_rules(track, rules),
            straight: DistanceMap::for_rules(track, Rules::Soft),
            nodes: Vec::new(),
            seen: HashMap::default(),
            frontier,
            stats: Stats::default(),
            closest: None,
            placed: false,
            outcome: None,
        }
    }

    /// The counters so far (`frontier`: entries waiting).
    pub fn stats(&self) -> Stats {
        let frontier = match &self.frontier {
            Frontier::Queue(next) => self.nodes.len() - next,
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

    /// The outcome, once the search is done.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// Runs to the end.
    pub fn run(&mut self) -> &Outcome {
        while self.step(1 << 20) == Progress::Running {}
        self.outcome
            .get_or_insert(Outcome::NoSolution { closest: None })
    }

    /// Advances by at most `budget` expansions.
    pub fn step(&mut self, budget: usize) -> Progress {
        if self.outcome.is_none() {
            self.outcome = self.advance(budget);
        }
        if self.outcome.is_some() {
            Progress::Done
        } else {
            Progress::Running
        }
    }

    /// The packed key of a configuration: cell, velocity (each axis shifted by the grid's side,
    /// which bounds every speed), time.
    fn key(&self, p: Point, v: Velocity, t: u32) -> u64 {
        let (rows, cols) = (self.track.rows() as u64, self.track.cols() as u64);
        let cell = p.row as u64 * cols + p.col as u64;
        let vr = (i64::from(v.row) + rows as i64) as u64;
        let vc = (i64::from(v.col) + cols as i64) as u64;
        ((cell * (2 * rows + 1) + vr) * (2 * cols + 1) + vc) * u64::from(self.elements.cycle())
            + u64::from(t)
    }

    /// The estimate of a configuration: fewest moves to cover its distance to the finish at its
    /// speed, [`UNREACHABLE`] when cut off.
    fn estimate(&self, p: Point, v: Velocity) -> u32 {
        match self.distances.get(p) {
            Some(d) => moves_to_cover(v.speed().unsigned_abs(), d),
            None => UNREACHABLE,
        }
    }

    /// Records a configuration reached in `g` moves from node `parent`, or improves its move
    /// count; returns its node when it must go (again) into the frontier.
    fn reach(&mut self, parent: u32, p: Point, v: Velocity, t: u32, g: u32) -> Option<u32> {
        let key = self.key(p, v, t);
        if let Some(&id) = self.seen.get(&key) {
            let node = &mut self.nodes[id as usize];
            if node.closed || node.g <= g || !matches!(self.frontier, Frontier::Buckets { .. }) {
                return None;
            }
            node.g = g;
            node.parent = parent;
            return Some(id);
        }
        let id = self.nodes.len() as u32;
        let h = match self.frontier {
            Frontier::Buckets { .. } => self.estimate(p, v),
            _ => 0,
        };
        self.nodes.push(Node {
            position: p,
            velocity: v,
            t,
            parent,
            g,
            h,
            closed: false,
        });
        self.seen.insert(key, id);
        self.stats.generated += 1;
        let closeness = match self.distances.get(p) {
            Some(d) => d,
            None => (1 << 31) | self.straight.get(p).unwrap_or(UNREACHABLE >> 1),
        };
        if self.closest.is_none_or(|best| (closeness, p) < best) {
            self.closest = Some((closeness, p));
        }
        Some(id)
    }

    /// Puts node `id` into the frontier.
    fn push(&mut self, id: u32) {
        let node = self.nodes[id as usize];
        match &mut self.frontier {
            Frontier::Queue(_) => {}
            Frontier::Stack(stack) => stack.push(id),
            Frontier::Buckets {
                buckets,
                current,
                doomed,
                weight,
            } => {
                if node.h == UNREACHABLE {
                    doomed.push(id);
                    return;
                }
                let p = (node.g as u64 + u64::from(*weight) * u64::from(node.h)) as usize;
                if p >= buckets.len() {
                    buckets.resize_with(p + 1, Vec::new);
                }
                buckets[p].push(id);
                *current = (*current).min(p);
            }
        }
    }

    /// Takes out the next node to expand, skipping stale and closed entries.
    fn pop(&mut self) -> Option<u32> {
        loop {
            let id = match &mut self.frontier {
                Frontier::Queue(next) => {
                    let id = (*next < self.nodes.len()).then_some(*next as u32)?;
                    *next += 1;
                    return Some(id);
                }
                Frontier::Stack(stack) => return stack.pop(),
                Frontier::Buckets {
                    buckets,
                    current,
                    doomed,
                    weight,
                } => {
                    while *current < buckets.len() && buckets[*current].is_empty() {
                        *current += 1;
                    }
                    match buckets.get_mut(*current) {
                        Some(bucket) => {
                            let id = bucket.pop()?;
                            let node = &self.nodes[id as usize];
                            let p = node.g as u64 + u64::from(*weight) * u64::from(node.h);
                            if node.closed || p != *current as u64 {
                                continue;
                            }
                            id
                        }
                        None => doomed.pop()?,
                    }
                }
            };
            if !self.nodes[id as usize].closed {
                return Some(id);
            }
        }
    }

    /// The trajectory that ends at node `id`.
    fn trajectory(&self, mut id: u32) -> Vec<Point> {
        let mut points = Vec::new();
        while id != ROOT {
            let node = &self.nodes[id as usize];
            points.push(node.position);
            id = node.parent;
        }
        points.reverse();
        points
    }

    fn failure(&self, limit: bool) -> Outcome {
        let closest = self.closest.map(|(_, p)| p);
        if limit {
            Outcome::LimitReached { closest }
        } else {
            Outcome::NoSolution { closest }
        }
    }

    /// At most `budget` expansions; the outcome when the search ends.
    fn advance(&mut self, budget: usize) -> Option<Outcome> {
        if !std::mem::replace(&mut self.placed, true) {
            for p in self.track.starts() {
                // A start point occupied at time 0 cannot be chosen.
                if !self.elements.blocks(0, p)
                    && let Some(id) = self.reach(ROOT, p, Velocity::default(), 0, 0)
                {
                    self.push(id);
                }
            }
        }
        let optimal = matches!(self.frontier, Frontier::Buckets { weight: 1, .. });
        let cycle = self.elements.cycle();
        let mut successors = Vec::with_capacity(9);
        for _ in 0..budget {
            let Some(id) = self.pop() else {
                return Some(self.failure(false));
            };
            let node = self.nodes[id as usize];
            if !matches!(self.frontier, Frontier::Queue(_)) {
                self.nodes[id as usize].closed = true;
                if self.track.is_finish(node.position) {
                    return Some(Outcome::Solved(self.trajectory(id)));
                }
            }
            self.stats.expanded += 1;
            let t = (node.t + 1) % cycle;
            successors.clear();
            successors.extend(
                rules::options(&self.track, self.rules, node.position, node.velocity)
                    .map(|(_, to)| to)
                    .filter(|&to| {
                        move_blocked(
                            &self.track,
                            &self.elements,
                            self.rules,
                            node.position,
                            to,
                            t,
                        )
                        .is_none()
                    }),
            );
            if matches!(self.frontier, Frontier::Stack(_)) {
                successors.reverse(); // the first option is explored first
            }
            for &to in &successors {
                let Some(next) = self.reach(id, to, to - node.position, t, node.g + 1) else {
                    continue;
                };
                if self.track.is_finish(to) && !optimal {
                    return Some(Outcome::Solved(self.trajectory(next)));
                }
                self.push(next);
            }
            if self.stats.generated > MAX_TIMED_CONFIGURATIONS {
                return Some(self.failure(true));
            }
        }
        None
    }
}

/// Runs `solver` on `track` with `elements` under `rules` to the end.
///
/// ```
/// use racetrack::{Rules, Solver, moving::{parse_track, solve}};
/// // The gate is closed at times 0 and 1 of every 4: the car waits a move, then jumps it.
/// let (track, elements) = parse_track(">..*\n@gate 0,2 cycle 4 closed 0-1").unwrap();
/// let (outcome, _) = solve(&track, &elements, Rules::Strict, Solver::Bfs);
/// assert_eq!(outcome.trajectory().unwrap().len() - 1, 3); // 2 without the gate
/// assert_eq!(outcome.moves(), Some(3));
/// ```
pub fn solve(track: &Track, elements: &Elements, rules: Rules, solver: Solver) -> (Outcome, Stats) {
    let mut search = TimedSearch::new(track, elements, rules, solver);
    let outcome = search.run().clone();
    (outcome, search.stats())
}
