//! Solvers as steppable searches over configurations (position, velocity).
//!
//! A [`Search`] advances a bounded number of expansions per [`Search::step`] and reports every
//! configuration it generates (with the segment that reached it) to an [`Observer`], so a user
//! interface can animate it; [`Search::run`] is the loop over `step`. Every solver returns a
//! trajectory that replays legally through the rules, or says there is none.

mod axis;
mod axis_tour;
mod best_first;
mod bfs;
pub mod collect;
mod collect_bounds;
pub mod crashes;
mod dfs;
mod headings;
mod lines;
mod marks;
pub(crate) mod space;
mod targets;
pub(crate) mod terrain;
pub mod timed;
mod timed_space;
pub(crate) mod tours;

use std::fmt;
use std::str::FromStr;

use crate::Trajectory;
use crate::grid::Point;
use crate::rules::{Rules, Velocity};
use crate::track::Track;

use best_first::BestFirst;
use bfs::Bfs;
use dfs::Dfs;
use space::{Config, Index, Marks, PLACED, Space};
pub use space::{MAX_DENSE_CONFIGURATIONS, MAX_SPARSE_MARKS};

/// Most configurations a search may store before it gives up with [`Outcome::LimitReached`].
pub const MAX_CONFIGURATIONS: u64 = 1 << 26;

/// The available solvers.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Solver {
    /// Depth-first search with a visited set, options in the fixed order.
    Dfs,
    /// Breadth-first search from all start points at once: fewest moves.
    Bfs,
    /// A* with an admissible distance-map and speed heuristic: fewest moves.
    AStar,
    /// Greedy best-first search on the distance-map estimate (ties go to the position reached
    /// in fewer moves): a driver who always heads for what looks closest, like a person reading
    /// the distance map, and is now and then late to brake.
    Greedy,
    /// The greedy driver who also keeps a safe stopping distance: it prefers positions from
    /// which, after one more move at the same velocity (its reaction time), it could still brake
    /// to a standstill along clear segments.
    Careful,
}

impl Solver {
    /// Every solver, in menu order.
    pub const ALL: [Solver; 5] = [
        Solver::Bfs,
        Solver::AStar,
        Solver::Dfs,
        Solver::Greedy,
        Solver::Careful,
    ];

    /// The lowercase name used on the command line.
    pub fn name(self) -> &'static str {
        match self {
            Solver::Dfs => "dfs",
            Solver::Bfs => "bfs",
            Solver::AStar => "astar",
            Solver::Greedy => "greedy",
            Solver::Careful => "careful",
        }
    }

    /// One line saying what the solver does.
    pub fn description(self) -> &'static str {
        match self {
            Solver::Dfs => "depth-first search: finds a way, rarely a good one",
            Solver::Bfs => "breadth-first search: optimal, explores everything closer",
            Solver::AStar => "A* with distance-map and per-axis heuristics: optimal, focused",
            Solver::Greedy => "greedy driver: heads for what looks closest on the distance map",
            Solver::Careful => "careful driver: greedy, but keeps a safe stopping distance",
        }
    }

    /// Whether the solver always finds the fewest moves.
    pub fn is_optimal(self) -> bool {
        matches!(self, Solver::Bfs | Solver::AStar)
    }
}

impl fmt::Display for Solver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Solver {
    type Err = crate::unknown_name::UnknownName;
    fn from_str(s: &str) -> Result<Solver, Self::Err> {
        Solver::ALL
            .into_iter()
            .find(|solver| solver.name() == s)
            .ok_or_else(|| {
                let names: Vec<_> = Solver::ALL.iter().map(|s| s.name()).collect();
                crate::unknown_name::UnknownName {
                    kind: crate::unknown_name::NameKind::Solver,
                    given: s.to_owned(),
                    expected: format!("one of {}", names.join(", ")),
                }
            })
    }
}

/// Counters of a search.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Configurations expanded (their successors generated).
    pub expanded: u64,
    /// Distinct configurations generated.
    pub generated: u64,
    /// Entries waiting in the frontier (queue, stack or open list).
    pub frontier: usize,
}

/// How a search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// A winning trajectory, start point to finish point.
    Solved(Trajectory),
    /// No trajectory reaches the finish; `closest` is the reachable point nearest to it by the
    /// distance map.
    NoSolution {
        /// Closest reachable point to the finish, if any point was reached.
        closest: Option<Point>,
    },
    /// The search stopped at [`MAX_CONFIGURATIONS`] (or the track is too large to search).
    LimitReached {
        /// Closest point to the finish reached so far.
        closest: Option<Point>,
    },
}

impl Outcome {
    /// The number of moves of the solution, if any.
    pub fn moves(&self) -> Option<usize> {
        self.trajectory().map(|t| t.len() - 1)
    }

    /// The winning trajectory, if any.
    pub fn trajectory(&self) -> Option<&[Point]> {
        match self {
            Outcome::Solved(t) => Some(t),
            _ => None,
        }
    }

    /// The reachable point closest to the finish of a search that found no solution (or
    /// stopped at the limit), if it reached any point. `None` for [`Outcome::Solved`]: the
    /// trajectory's last point is the finish itself.
    pub fn closest(&self) -> Option<Point> {
        match self {
            Outcome::Solved(_) => None,
            Outcome::NoSolution { closest } | Outcome::LimitReached { closest } => *closest,
        }
    }

    /// How the search ended, in words: "solved", "no solution" or "limit reached".
    pub fn name(&self) -> &'static str {
        match self {
            Outcome::Solved(_) => "solved",
            Outcome::NoSolution { .. } => "no solution",
            Outcome::LimitReached { .. } => "limit reached",
        }
    }
}

/// Whether a search can go on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// More steps are needed.
    Running,
    /// The outcome is known.
    Done,
}

/// Receives what a search explores.
pub trait Observer {
    /// A configuration was generated: the car moved `from -> to` (`from == to` for a placement).
    fn explored(&mut self, from: Point, to: Point);
}

impl Observer for () {
    #[inline]
    fn explored(&mut self, _: Point, _: Point) {}
}

impl Observer for Vec<(Point, Point)> {
    fn explored(&mut self, from: Point, to: Point) {
        self.push((from, to));
    }
}

/// What every algorithm shares: the space, the marks, the counters and the closest point.
struct Core {
    space: Space,
    marks: Marks,
    /// Beside each parent mark, the parent's dirt shift ([`terrain::Effect::shift_code`]):
    /// only on a track with dirt, where a move may change the velocity by two.
    shifts: Option<Marks>,
    tally: Tally,
    /// Whether the cars have been placed (the first step does it).
    placed: bool,
}

/// Counters and the closest point to the finish generated so far.
#[derive(Default)]
struct Tally {
    stats: Stats,
    closest: Option<(u32, Point)>,
    limit_hit: bool,
}

impl Tally {
    /// Records a newly generated configuration.
    #[inline(always)]
    fn generated(&mut self, space: &Space, from: Point, to: Point, observer: &mut impl Observer) {
        self.stats.generated += 1;
        observer.explored(from, to);
        let d = space.closeness(to);
        // Ties go to the first point in row-major order, so every solver names the same one.
        if self.closest.is_none_or(|best| (d, to) < best) {
            self.closest = Some((d, to));
        }
    }

    /// Whether the search must stop: too many configurations generated, or the hash-map store
    /// is full. Remembered, so the outcome says why.
    #[inline(always)]
    fn over_limit(&mut self, marks: &Marks) -> bool {
        self.limit_hit |= self.stats.generated > MAX_CONFIGURATIONS || marks.full();
        self.limit_hit
    }

    fn closest(&self) -> Option<Point> {
        self.closest.map(|(_, p)| p)
    }

    /// The outcome when the search cannot go on: no solution, or the limit was reached.
    fn failure(&self) -> Outcome {
        if self.limit_hit {
            Outcome::LimitReached {
                closest: self.closest(),
            }
        } else {
            Outcome::NoSolution {
                closest: self.closest(),
            }
        }
    }
}

impl Core {
    fn new(space: Space) -> Core {
        let dirt = space.terrain.as_ref().is_some_and(|t| t.has_dirt);
        Core {
            marks: Marks::new(space.size()),
            shifts: dirt.then(|| Marks::new(space.size())),
            space,
            tally: Tally::default(),
            placed: false,
        }
    }

    /// On the first call, the start configurations (cars placed, velocity zero), marked
    /// `PLACED`; on later calls none.
    fn place(&mut self, track: &Track, observer: &mut impl Observer) -> Vec<(Index, Config)> {
        if std::mem::replace(&mut self.placed, true) {
            return Vec::new();
        }
        track
            .starts()
            .into_iter()
            .map(|p| {
                let c = Config {
                    position: p,
                    velocity: Velocity::default(),
                };
                let index = self.space.index(c);
                self.marks.set(index, PLACED);
                self.tally.generated(&self.space, p, p, observer);
                (index, c)
            })
            .collect()
    }

    /// Records `k` (the acceleration number) as the parent mark of `index`, reached from a
    /// configuration with terrain `effect`.
    #[inline(always)]
    fn set_parent(
        marks: &mut Marks,
        shifts: &mut Option<Marks>,
        index: Index,
        k: u8,
        effect: terrain::Effect,
    ) {
        marks.set(index, k);
        if let Some(shifts) = shifts {
            shifts.set(index, effect.shift_code());
        }
    }

    /// Bytes of the marks and, on a track with dirt, the shifts beside them.
    fn marks_bytes(&self) -> usize {
        self.marks.bytes() + self.shifts.as_ref().map_or(0, Marks::bytes)
    }

    /// Follows parent marks back from `index` to a placement.
    fn trajectory(&self, mut index: Index) -> Trajectory {
        let mut c = self.space.config(index);
        let mut trajectory = vec![c.position];
        loop {
            let mark = self.marks.get(index);
            if mark == PLACED {
                break;
            }
            debug_assert!((1..=9).contains(&mark), "broken parent chain");
            let shift = self.shifts.as_ref().map_or(4, |s| s.get(index));
            c = Space::predecessor(c, mark, shift);
            index = self.space.index(c);
            trajectory.push(c.position);
        }
        trajectory.reverse();
        trajectory
    }
}

enum Algorithm {
    Bfs(Bfs),
    Dfs(Dfs),
    BestFirst(BestFirst),
    /// On a track with moving elements: over (position, velocity, time mod cycle).
    Timed(Box<timed::TimedSearch>),
    /// On a track with checkpoints, or under Karopapier's rules: over (position, velocity,
    /// checkpoints collected).
    Collect(Box<collect::CollectSearch>),
}

/// A search in progress.
pub struct Search {
    track: Track,
    rules: Rules,
    solver: Solver,
    algorithm: Algorithm,
    outcome: Option<Outcome>,
}

impl Search {
    /// Prepares a search; nothing is explored before the first [`Search::step`].
    ///
    /// ```
    /// use racetrack::{Rules, Search, Solver, Track};
    /// let track: Track = ">....*".parse().unwrap();
    /// let mut search = Search::new(&track, Rules::Strict, Solver::Bfs);
    /// assert_eq!(search.run().moves(), Some(3));
    /// ```
    ///
    /// On a track with moving elements the search runs over time as well
    /// ([`timed::TimedSearch`]); on a track with checkpoints or under Karopapier's rules, over
    /// the checkpoints collected ([`collect::CollectSearch`]).
    pub fn new(track: &Track, rules: Rules, solver: Solver) -> Search {
        if !track.has_elements() && (rules == Rules::Karopapier || track.checkpoints() != 0) {
            return Search {
                track: track.clone(),
                rules,
                solver,
                algorithm: Algorithm::Collect(Box::new(collect::CollectSearch::new(
                    track, rules, solver,
                ))),
                outcome: None,
            };
        }
        if track.has_elements() {
            let timed = timed::TimedSearch::new(track, rules, solver);
            return Search {
                track: track.clone(),
                rules,
                solver,
                algorithm: Algorithm::Timed(Box::new(timed)),
                outcome: None,
            };
        }
        let space = Space::new(track, rules);
        let space = match solver {
            Solver::Bfs | Solver::Dfs => space,
            // The human-like drivers read only the distance map.
            Solver::Greedy | Solver::Careful => space.with_heuristics(false),
            Solver::AStar => space.with_heuristics(true),
        };
        let core = Core::new(space);
        let algorithm = match solver {
            Solver::Bfs => Algorithm::Bfs(Bfs::new(core)),
            Solver::Dfs => Algorithm::Dfs(Dfs::new(core)),
            Solver::AStar => Algorithm::BestFirst(BestFirst::astar(core)),
            Solver::Greedy => Algorithm::BestFirst(BestFirst::greedy(core)),
            Solver::Careful => Algorithm::BestFirst(BestFirst::careful(core)),
        };
        Search {
            track: track.clone(),
            rules,
            solver,
            algorithm,
            outcome: None,
        }
    }

    /// The track searched.
    pub fn track(&self) -> &Track {
        &self.track
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// The solver.
    pub fn solver(&self) -> Solver {
        self.solver
    }

    /// Advances by at most `budget` expansions, telling `observer` every configuration generated.
    pub fn step<O: Observer>(&mut self, budget: usize, observer: &mut O) -> Progress {
        if self.outcome.is_some() {
            return Progress::Done;
        }
        let outcome = match &mut self.algorithm {
            Algorithm::Bfs(a) => a.step(&self.track, budget, observer),
            Algorithm::Dfs(a) => a.step(&self.track, budget, observer),
            Algorithm::BestFirst(a) => a.step(&self.track, budget, observer),
            Algorithm::Timed(a) => match a.step(budget, observer) {
                Progress::Done => a.outcome().cloned(),
                Progress::Running => None,
            },
            Algorithm::Collect(a) => match a.step(budget, observer) {
                Progress::Done => a.outcome().cloned(),
                Progress::Running => None,
            },
        };
        self.outcome = outcome;
        if self.outcome.is_some() {
            Progress::Done
        } else {
            Progress::Running
        }
    }

    /// Runs to the end.
    pub fn run(&mut self) -> &Outcome {
        while self.step(1 << 20, &mut ()) == Progress::Running {}
        self.outcome
            .as_ref()
            .expect("a search that is done has an outcome")
    }

    /// The outcome, once the search is done.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The counters so far.
    pub fn stats(&self) -> Stats {
        match &self.algorithm {
            Algorithm::Bfs(a) => a.stats(),
            Algorithm::Dfs(a) => a.stats(),
            Algorithm::BestFirst(a) => a.stats(),
            Algorithm::Timed(a) => a.stats(),
            Algorithm::Collect(a) => a.stats(),
        }
    }

    /// On a track with checkpoints (or under Karopapier's rules), the digits held by the
    /// configuration expanded last, bit `n` for digit `n`; `None` before the first expansion and
    /// for the other searches.
    pub fn held(&self) -> Option<u16> {
        match &self.algorithm {
            Algorithm::Collect(a) => a.held(),
            _ => None,
        }
    }

    /// Bytes of the search's main tables (configuration marks and frontier).
    pub fn memory_bytes(&self) -> usize {
        match &self.algorithm {
            Algorithm::Bfs(a) => a.memory_bytes(),
            Algorithm::Dfs(a) => a.memory_bytes(),
            Algorithm::BestFirst(a) => a.memory_bytes(),
            Algorithm::Timed(a) => a.memory_bytes(),
            Algorithm::Collect(a) => a.memory_bytes(),
        }
    }
}

/// Runs `solver` on `track` to the end.
///
/// ```
/// use racetrack::{Rules, Solver, Track, search::solve};
/// let track: Track = ">.#\n..#\n..*".parse().unwrap();
/// let (outcome, stats) = solve(&track, Rules::Strict, Solver::AStar);
/// assert_eq!(outcome.moves(), Some(2));
/// assert!(stats.expanded > 0);
/// ```
pub fn solve(track: &Track, rules: Rules, solver: Solver) -> (Outcome, Stats) {
    let mut search = Search::new(track, rules, solver);
    let outcome = search.run().clone();
    (outcome, search.stats())
}
