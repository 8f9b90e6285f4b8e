//! The search over (position, velocity, checkpoints collected): for tracks with checkpoints and
//! for Karopapier's rules, whose finish is a property of a move (its line passes the finish once
//! every checkpoint is collected) rather than of the point it lands on.
//!
//! Every solver works here: BFS by layers and A* (with reopening, so its optimum is exact with
//! an admissible heuristic) find the fewest moves; DFS finds a way; the greedy and careful
//! drivers follow the heuristic alone (the careful driver's stopping check is not made here).
//! The legal moves are the rules' own ([`rules::options`], [`rules::blocked`]) and the
//! checkpoints those of [`rules::checkpoints`], so a trajectory found replays through the game.
//!
//! The heuristic is admissible: every cell a move passes is a king step from the last (strict
//! squares, Karopapier's line) or the move lands anywhere (soft: the distances then ignore the
//! walls), so the king-step distance `d` left is a lower bound of the way still to drive, and a
//! car of speed `s` needs at least [`moves_to_cover`]`(s, d)` moves for it. With checkpoints
//! left, `d` is the larger of two bounds: the shortest tour (to a first digit left, through every
//! other digit left in the best order, then to the finish, each leg counted as the least
//! king-step distance between the two sets of cells: one distance map per digit, the tours of
//! every set of digits tabulated once by dynamic programming over the subsets), and for each
//! digit left its distance plus its least distance on to the finish. Except under soft rules
//! (whose moves jump walls) and on dirt (which brakes by two), the per-axis bounds of
//! [`super::axis`] are taken too, for the finish and each digit left: they know that a car must
//! brake before it turns.

use std::cmp::Reverse;
use std::collections::{BinaryHeap, VecDeque};

use std::collections::hash_map::Entry;

use rustc_hash::FxHashMap;

use super::axis::AxisHeuristic;
use super::axis_tour::AxisTour;
use super::collect_bounds::{axis_bounds, estimate, tour_bounds};
use super::lines::Lines;
use super::space::{MAX_SPARSE_MARKS, max_axis_speed};
use super::targets::Targets;
use super::tours::Tours;
use super::{Observer, Outcome, Progress as Running, Solver, Stats};
use crate::distance::UNREACHABLE;
use crate::grid::Point;
use crate::rules::{self, Acceleration, Rules, Velocity, checkpoints};
use crate::track::{Cell, Track};

/// A packed state: point index (20 bits), row and column velocity (12 bits each, offset by
/// [`V_OFFSET`]) and the checkpoints collected (bits 1 to 9).
type State = u64;

const V_OFFSET: i32 = 2048;

/// Most states a search keeps before it gives up with [`Outcome::LimitReached`]: as the other
/// searches' sparse marks in the page ([`MAX_SPARSE_MARKS`]); natively more, where a Karopapier
/// map with many checkpoints needs them (16 bytes a state in the table of ways, with its spare
/// room, and 16 for each entry of the open list).
const MAX_STATES: usize = if cfg!(target_arch = "wasm32") {
    MAX_SPARSE_MARKS
} else {
    24_000_000
};
/// The parent of a placement.
const PLACED: State = u64::MAX;

/// One state's best known way: its number of moves since the placement, and its parent as a
/// link ([`Way::link`]): the parent's position and velocity follow from the state's own and
/// the change of velocity, so a way takes 6 bytes where the parent itself took 8 more (a table
/// of tens of millions of ways is most of a large map's memory and time).
#[derive(Clone, Copy)]
struct Way {
    moves: u32,
    link: u16,
}

/// The link of a placement, which has no parent (no change of velocity is 7 more than -2).
const PLACED_LINK: u16 = 7;

/// The velocity and the checkpoints held of a packed state (what does not need the track).
fn motion(s: State) -> (Velocity, u16) {
    let v = Velocity::new(
        ((s >> 20) & 0xfff) as i32 - V_OFFSET,
        ((s >> 32) & 0xfff) as i32 - V_OFFSET,
    );
    (v, (s >> 44) as u16)
}

impl Way {
    /// The link from `parent` to a state of velocity `v`: the change of velocity along the rows
    /// and the columns, each plus 2 in 3 bits (a move changes each by -1 to 1, dirt's braking
    /// by one more), then the checkpoints the parent held (bits 1 to 9) above them.
    fn link(parent: Option<(Velocity, u16)>, v: Velocity) -> u16 {
        match parent {
            None => PLACED_LINK,
            Some((before, held)) => {
                let (dr, dc) = (v.row - before.row + 2, v.col - before.col + 2);
                debug_assert!((0..=4).contains(&dr) && (0..=4).contains(&dc), "{v:?}");
                dr as u16 | (dc as u16) << 3 | held << 6
            }
        }
    }

    /// The parent of the state at `p` moving at `v`: its position, velocity and checkpoints
    /// held; `None` for a placement.
    fn parent(self, p: Point, v: Velocity) -> Option<(Point, Velocity, u16)> {
        let (dr, dc) = (i32::from(self.link & 7), i32::from(self.link >> 3 & 7));
        if dr == i32::from(PLACED_LINK) {
            return None;
        }
        let before = Velocity::new(v.row - (dr - 2), v.col - (dc - 2));
        Some((
            Point::new(p.row - v.row, p.col - v.col),
            before,
            self.link >> 6,
        ))
    }
}

/// The frontier of each solver.
enum Frontier {
    /// BFS: the states of the current layer, then the next.
    Layers(VecDeque<State>),
    /// DFS.
    Stack(Vec<State>),
    /// A*: by priority (moves plus estimate, small numbers), a bucket of (state, moves) each,
    /// last in first out (the children of the state expanded last come first: deeper states,
    /// nearer the end, among equals). A binary heap of tens of millions of entries spent most of
    /// a large map's time in cache misses.
    Buckets {
        buckets: Vec<Vec<(State, u32)>>,
        current: usize,
        len: usize,
    },
    /// The greedy and careful drivers: (priority, `u32::MAX` minus the moves made, state).
    Heap(BinaryHeap<Reverse<(u32, u32, State)>>),
}

/// A search over (position, velocity, checkpoints collected).
pub struct CollectSearch {
    track: Track,
    rules: Rules,
    solver: Solver,
    all: u16,
    cols: usize,
    /// The king steps still to drive: to the finish, to each digit, and the tours through them.
    tours: Tours,
    /// Per target (the finish first, then each digit of `to_digit`), the per-axis bounds along
    /// the rows and the columns, when they could be built.
    axes: Vec<Option<(AxisHeuristic, AxisHeuristic)>>,
    /// Under Karopapier's rules with checkpoints, the per-axis bounds through every digit left
    /// ([`super::axis_tour`]), along the rows and the columns, when they could be built.
    tour_axes: Option<(AxisTour, AxisTour)>,
    /// On a Karopapier map with many checkpoints, the exact distance to each target alone
    /// ([`super::targets`]).
    targets: Option<Targets>,
    /// The cells of every move, by velocity (Karopapier's rules on a track without terrain).
    lines: Option<Lines>,
    ways: FxHashMap<State, Way>,
    frontier: Frontier,
    started: bool,
    stats: Stats,
    outcome: Option<Outcome>,
    /// The finishing move found so far: its last state's parent and the point it lands on, and
    /// its length (A*: pushed as a goal and taken when it comes first).
    best: Option<(State, Point, u32)>,
    closest: Option<(u32, Point)>,
    /// The state expanded last.
    last: Option<State>,
    /// Where the search starts when not from the start points: a game under way.
    origin: Option<(Point, Velocity, u16)>,
}

impl CollectSearch {
    /// Prepares a search of `track` under `rules` with `solver`.
    pub fn new(track: &Track, rules: Rules, solver: Solver) -> CollectSearch {
        let all = track.checkpoints();
        let tours = Tours::new(track, rules);
        let dirt = track.cells().contains(&Cell::Dirt);
        let axes = if rules == Rules::Soft || dirt || !matches!(solver, Solver::AStar) {
            Vec::new()
        } else {
            let finish = axis_bounds(track, rules, |c| c == Cell::Finish, true);
            let digits = tours
                .to_digit
                .iter()
                .map(|(n, _)| axis_bounds(track, rules, |c| c == Cell::Checkpoint(*n), false));
            std::iter::once(finish).chain(digits).collect()
        };
        let tour_axes = (rules == Rules::Karopapier && !axes.is_empty() && all != 0)
            .then(|| tour_bounds(track, &tours))
            .flatten();
        let targets = (!axes.is_empty() && Targets::worth(track, rules))
            .then(|| Targets::new(track))
            .flatten();
        let frontier = match solver {
            Solver::Bfs => Frontier::Layers(VecDeque::new()),
            Solver::Dfs => Frontier::Stack(Vec::new()),
            Solver::AStar => Frontier::Buckets {
                buckets: Vec::new(),
                current: 0,
                len: 0,
            },
            Solver::Greedy | Solver::Careful => Frontier::Heap(BinaryHeap::new()),
        };
        let speeds = (max_axis_speed(track.rows()), max_axis_speed(track.cols()));
        CollectSearch {
            track: track.clone(),
            rules,
            solver,
            all,
            cols: track.cols(),
            tours,
            axes,
            tour_axes,
            targets,
            lines: Lines::new(track, rules, speeds),
            ways: FxHashMap::default(),
            frontier,
            started: false,
            stats: Stats::default(),
            outcome: None,
            best: None,
            closest: None,
            last: None,
            origin: None,
        }
    }

    /// A search from one configuration of a game under way (the car at `at` moving at
    /// `velocity`, holding the checkpoints `held`) rather than from the start points: its
    /// trajectory begins at `at`.
    pub fn from_configuration(
        track: &Track,
        rules: Rules,
        solver: Solver,
        (at, velocity, held): (Point, Velocity, u16),
    ) -> CollectSearch {
        let mut search = CollectSearch::new(track, rules, solver);
        search.origin = Some((at, velocity, held & search.all));
        search
    }

    fn pack(&self, p: Point, v: Velocity, collected: u16) -> State {
        let index = (p.row as u64) * self.cols as u64 + p.col as u64;
        index
            | ((v.row + V_OFFSET) as u64) << 20
            | ((v.col + V_OFFSET) as u64) << 32
            | u64::from(collected) << 44
    }

    fn unpack(&self, s: State) -> (Point, Velocity, u16) {
        let index = (s & 0xf_ffff) as usize;
        let p = Point::new((index / self.cols) as i32, (index % self.cols) as i32);
        let (v, held) = motion(s);
        (p, v, held)
    }

    /// Adds `state` reached from `parent` in `moves`, if it is new or reached sooner.
    fn reach<O: Observer>(
        &mut self,
        parent: State,
        from: Point,
        to: Point,
        state: State,
        moves: u32,
        observer: &mut O,
    ) {
        let (_, v, collected) = self.unpack(state);
        // Worked out only for a state kept, in the arms below.
        let link = || Way::link((parent != PLACED).then(|| motion(parent)), v);
        let optimal = matches!(self.solver, Solver::Bfs | Solver::AStar);
        let heuristic = || {
            estimate(
                &self.track,
                &self.tours,
                &self.axes,
                self.tour_axes.as_ref(),
                self.targets.as_ref(),
                self.all,
                to,
                v,
                collected,
            )
        };
        // One look-up in the table of ways, for a state met before as for a new one.
        let h = match self.ways.entry(state) {
            Entry::Occupied(mut way) => {
                if way.get().moves <= moves || !optimal {
                    return;
                }
                let h = heuristic();
                if h == UNREACHABLE {
                    return;
                }
                way.insert(Way {
                    moves,
                    link: link(),
                });
                h
            }
            Entry::Vacant(way) => {
                self.stats.generated += 1;
                let h = heuristic();
                if h == UNREACHABLE {
                    return;
                }
                way.insert(Way {
                    moves,
                    link: link(),
                });
                h
            }
        };
        if let Some(i) = self.track.index(to) {
            let d = self.tours.to_finish[i];
            if self.closest.is_none_or(|(best, _)| d < best) {
                self.closest = Some((d, to));
            }
        }
        observer.explored(from, to);
        match &mut self.frontier {
            Frontier::Layers(queue) => queue.push_back(state),
            Frontier::Stack(stack) => stack.push(state),
            Frontier::Buckets {
                buckets,
                current,
                len,
            } => {
                let priority = (moves + h) as usize;
                if priority >= buckets.len() {
                    buckets.resize_with(priority + 1, Vec::new);
                }
                buckets[priority].push((state, moves));
                *current = (*current).min(priority);
                *len += 1;
            }
            Frontier::Heap(heap) => {
                // Ties go to the deeper state (more moves made): nearer the end.
                heap.push(Reverse((h, u32::MAX - moves, state)));
            }
        }
    }

    /// The checkpoint digits held by the configuration expanded last (bit `n` for digit `n`):
    /// what a watcher of the search is shown beside it.
    pub fn held(&self) -> Option<u16> {
        self.last.map(|s| self.unpack(s).2)
    }

    /// Advances by at most `budget` expansions.
    pub fn step<O: Observer>(&mut self, budget: usize, observer: &mut O) -> Running {
        if self.outcome.is_some() {
            return Running::Done;
        }
        if !self.started {
            self.started = true;
            if let Some((at, velocity, held)) = self.origin {
                let state = self.pack(at, velocity, held);
                self.reach(PLACED, at, at, state, 0, observer);
            } else {
                for start in self.track.starts() {
                    let state = self.pack(start, Velocity::default(), 0);
                    self.reach(PLACED, start, start, state, 0, observer);
                }
            }
        }
        for _ in 0..budget {
            if self.ways.len() > MAX_STATES {
                self.outcome = Some(Outcome::LimitReached {
                    closest: self.closest.map(|(_, p)| p),
                });
                return Running::Done;
            }
            let Some((state, priority, moves)) = self.pop() else {
                self.outcome = Some(match self.best {
                    Some(best) => Outcome::Solved(self.trajectory(best)),
                    None => Outcome::NoSolution {
                        closest: self.closest.map(|(_, p)| p),
                    },
                });
                return Running::Done;
            };
            // A* takes a finishing move once nothing cheaper is left in the open list.
            if let Some(best) = self.best
                && self.solver == Solver::AStar
                && best.2 <= priority
            {
                self.outcome = Some(Outcome::Solved(self.trajectory(best)));
                return Running::Done;
            }
            self.last = Some(state);
            if self.expand(state, moves, observer) && self.solver != Solver::AStar {
                let best = self.best.expect("a finishing move was found");
                self.outcome = Some(Outcome::Solved(self.trajectory(best)));
                return Running::Done;
            }
        }
        Running::Running
    }

    /// The next state to expand, with its priority (A*: moves plus estimate) and its moves;
    /// stale heap entries (reached sooner since) are skipped.
    fn pop(&mut self) -> Option<(State, u32, u32)> {
        loop {
            let (state, priority, moves) = match &mut self.frontier {
                Frontier::Layers(queue) => (queue.pop_front()?, 0, None),
                Frontier::Stack(stack) => (stack.pop()?, 0, None),
                Frontier::Buckets {
                    buckets,
                    current,
                    len,
                } => {
                    while *current < buckets.len() && buckets[*current].is_empty() {
                        *current += 1;
                    }
                    let (state, moves) = buckets.get_mut(*current)?.pop()?;
                    *len -= 1;
                    (state, *current as u32, Some(moves))
                }
                Frontier::Heap(heap) => {
                    let Reverse((priority, depth, state)) = heap.pop()?;
                    (state, priority, Some(u32::MAX - depth))
                }
            };
            let known = self.ways.get(&state).map(|w| w.moves);
            match (known, moves) {
                (Some(known), None) => return Some((state, priority, known)),
                (Some(known), Some(moves)) if known == moves => {
                    return Some((state, priority, moves));
                }
                _ => {}
            }
        }
    }

    /// Generates the successors of `state`; returns whether a finishing move was found that
    /// ends the search (BFS: the first is the fewest moves; DFS and the drivers: any).
    fn expand<O: Observer>(&mut self, state: State, moves: u32, observer: &mut O) -> bool {
        self.stats.expanded += 1;
        let (here, v, collected) = self.unpack(state);
        let before = checkpoints::Progress {
            collected,
            finished: false,
        };
        let mut found = false;
        let mut options = [(Point::default(), before); 9];
        let mut count = 0;
        if let Some(lines) = &self.lines {
            for a in Acceleration::ALL {
                let d = a.delta();
                let next = Velocity::new(v.row + d.row, v.col + d.col);
                if let Some(passage) = lines.pass(here, next, collected, self.all) {
                    let after = checkpoints::Progress {
                        collected: passage.collected,
                        finished: passage.finished,
                    };
                    options[count] = (here + next, after);
                    count += 1;
                }
            }
        } else {
            for (_, to) in rules::options(&self.track, self.rules, here, v) {
                if rules::blocked(&self.track, self.rules, here, to).is_none() {
                    let after = checkpoints::after_move(
                        &self.track,
                        self.rules,
                        self.all,
                        here,
                        to,
                        before,
                    );
                    options[count] = (to, after);
                    count += 1;
                }
            }
        }
        for &(to, after) in &options[..count] {
            if after.finished {
                if self.best.is_none_or(|b| moves + 1 < b.2) {
                    self.best = Some((state, to, moves + 1));
                }
                found = true;
                observer.explored(here, to);
                continue;
            }
            let next = self.pack(to, to - here, after.collected);
            self.reach(state, here, to, next, moves + 1, observer);
        }
        found
    }

    fn frontier_len(&self) -> usize {
        match &self.frontier {
            Frontier::Layers(q) => q.len(),
            Frontier::Stack(s) => s.len(),
            Frontier::Buckets { len, .. } => *len,
            Frontier::Heap(h) => h.len(),
        }
    }

    /// The trajectory of the finishing move `best`: back from its parent to a placement.
    fn trajectory(&self, (parent, last, _): (State, Point, u32)) -> Vec<Point> {
        let mut points = vec![last];
        let mut state = Some(self.unpack(parent));
        while let Some((p, v, held)) = state {
            points.push(p);
            state = self.ways[&self.pack(p, v, held)].parent(p, v);
        }
        points.reverse();
        points
    }

    /// The outcome, once the search is done.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }

    /// The counters so far.
    pub fn stats(&self) -> Stats {
        Stats {
            frontier: self.frontier_len(),
            ..self.stats
        }
    }

    /// Bytes of the states kept and the frontier, roughly.
    pub fn memory_bytes(&self) -> usize {
        self.ways.capacity() * (size_of::<State>() + size_of::<Way>() + 1)
            + self.frontier_len() * size_of::<(u32, u32, State)>()
    }
}

/// The next point of a shortest way to the finish for a car under way (`run`: its trajectory
/// since its last crash, placed; `held`: the checkpoints it holds), found by A* over the
/// checkpoints within `budget` expansions: what an AI driver follows where the coach has no
/// table (a track with checkpoints, Karopapier's rules). `None` when the search found no way in
/// its budget.
pub fn next_point(
    track: &Track,
    rules: Rules,
    run: &[Point],
    held: u16,
    budget: usize,
) -> Option<Point> {
    let &at = run.last()?;
    let velocity = crate::game::velocity(run);
    let mut search =
        CollectSearch::from_configuration(track, rules, Solver::AStar, (at, velocity, held));
    search.step(budget, &mut ());
    match search.outcome()? {
        Outcome::Solved(trajectory) => trajectory.get(1).copied(),
        _ => None,
    }
}
