//! The coach: the exact fewest moves to the finish from every configuration (position, velocity)
//! of a track, by one backward breadth-first search from the finish.
//!
//! Every configuration standing on a finish point is at distance 0 (a car on a finish has won,
//! whatever its velocity). A configuration `(p, v)` was reached by the move `q -> p` with
//! `q = p - v`, so its predecessors are `(q, v - a)` for the nine accelerations `a`, all sharing
//! that one move: when `q` is free and the move is legal under the rules, each predecessor not
//! seen yet is one move further from the finish. A configuration the search never reaches is
//! *doomed*: no finish can be reached from it.
//!
//! On a track with terrain a predecessor `(q, u)` must also offer the move: its terrain (read
//! from its own last segment) decides which accelerations it has and, on dirt, shifts them, so
//! every `u` that could lead to `v` (nine, or twenty-five with dirt) is checked forward.
//!
//! On a track with moving elements ([`crate::track::elements`]) a configuration also holds the time
//! modulo the track's cycle `C`: `(p, v, t)` was reached by move `t` (mod `C`), from time `t - 1`
//! to `t`, so its predecessors stand on `q` at time `t - 1` and the move `q -> p` must also touch
//! no element at those two times (one test again serves all of them). Every configuration on a
//! finish point is at 0 at every time. The table then has `C` entries per (position, velocity);
//! [`Coach::moves_to_finish_at`] reads the one of a time, and the optimum is over the start points
//! free at time 0.
//!
//! On a track with checkpoints, or under Karopapier's rules (whose finish is passed, not landed
//! on), a configuration also holds the checkpoints collected, and the search starts one move
//! from the end (`marks.rs`). [`Coach::moves_holding`] reads a car's distance with what it
//! holds, [`Coach::moves_after`] an option's (0 when it finishes the race).
//!
//! The table has one entry per free point and velocity a car can have there, a `u16` (the
//! distance plus one, 0 for doomed). A car moving at speed `s` along an axis has covered at least
//! `1 + 2 + ... + s` points along it since it was at rest, so near the edges of the grid only
//! slow velocities toward them are possible: these bounds (within the search's speed bounds)
//! hold every configuration of a legal game and halve the table on large tracks. A track with
//! more than [`MAX_COACH_CONFIGURATIONS`] configurations (times its cycle) is refused with
//! [`CoachError::TooLarge`].
//!
//! ```
//! use racetrack::{Point, Rules, Track, Velocity, coach::Coach};
//! let track: Track = ">....*".parse().unwrap();
//! let mut coach = Coach::new(&track, Rules::Strict).unwrap();
//! coach.run();
//! assert_eq!(coach.optimum(), Some(3));
//! assert_eq!(coach.moves_to_finish(Point::new(0, 3), Velocity::new(0, 2)), Some(1));
//! // No game reaches speed 3 by the fourth point: no such configuration.
//! assert_eq!(coach.moves_to_finish(Point::new(0, 3), Velocity::new(0, 3)), None);
//! ```

mod analysis;
mod marks;

use std::collections::{HashMap, VecDeque};

use rustc_hash::FxBuildHasher;

use crate::grid::Point;
use crate::rules::timed::element_touch;
use crate::rules::{Acceleration, Rules, Velocity};
use crate::search::Progress;
use crate::search::space::{Config, Space};
use crate::track::Track;
use marks::{Marks, each_mark};

pub use analysis::{Analysis, OptionAnalysis, PositionAnalysis, TrajectoryError};

/// Most configurations (free points and the velocities a car can have there) a coach takes on:
/// 2^26, a distance table of 128 MiB. Barto-big x10 (330 x 300 points) has 58,958,161.
pub const MAX_COACH_CONFIGURATIONS: u64 = 1 << 26;

/// Why a coach cannot be built.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CoachError {
    /// The track has more configurations than the cap ([`MAX_COACH_CONFIGURATIONS`] unless
    /// [`Coach::with_limit`] set another; each time of its cycle and each set of checkpoints
    /// held counting apart).
    #[error(
        "the track has {configurations} configurations (position, velocity, and the time and \
         checkpoints held where they count), over the coach's limit of {limit}"
    )]
    TooLarge {
        /// Configurations the track has.
        configurations: u64,
        /// The cap.
        limit: u64,
    },
}

/// Where the entries of a point begin, and the row and column velocities a car can have there
/// ([`Coach::block`]).
pub(crate) type Block = (usize, (i32, i32), (i32, i32));

/// Number of a grid point that is not free.
const NOT_FREE: u32 = u32::MAX;

/// Where a queued configuration's time of the cycle sits in its packed word (above the
/// position and velocity, which take [`crate::search::space::PACKED_BITS`] bits), and its mark
/// (checkpoints held) above that: a cycle is at most [`crate::track::elements::MAX_CYCLE`], 360.
const TIME_SHIFT: u32 = 40;
const MARK_SHIFT: u32 = 52;

/// Table entry of a configuration not reached (yet): doomed once the search is done.
const DOOMED: u16 = 0;

/// Table entry of a configuration whose distance does not fit in the table: it is in `far`.
const FAR: u16 = u16::MAX;

/// The fewest moves to the finish from every configuration of a track, computed by a
/// breadth-first search that can be stepped.
pub struct Coach {
    track: Track,
    rules: Rules,
    space: Space,
    /// The track's cycle ([`crate::track::elements`]): 1 without moving elements. Each configuration has
    /// one entry per time of the cycle and mark, `slot = (index * cycle + t) * marks + mark`.
    cycle: u32,
    /// The checkpoints and lines, on a track with checkpoints or under Karopapier's rules.
    marks: Option<Marks>,
    /// The number of marks: 1, or `2^n` on a track with `n` checkpoint digits.
    mark_count: u32,
    /// Per grid point (row-major), where its configurations begin in `table`, or [`NOT_FREE`].
    blocks: Vec<u32>,
    /// The row velocities a car can have on each row, and the column velocities on each column.
    row_speeds: Vec<(i32, i32)>,
    col_speeds: Vec<(i32, i32)>,
    /// Per configuration `(p, v)`, at `blocks[p]` plus `v`'s place among the velocities of
    /// `p` (row-major): the distance plus one, [`DOOMED`] or [`FAR`].
    table: Vec<u16>,
    /// Distances of [`FAR`] entries (over 65,533 moves: only on pathological tracks).
    far: HashMap<u32, u32, FxBuildHasher>,
    /// Configurations to expand, packed by [`Space::pack`], nearest first.
    queue: VecDeque<u64>,
    /// Distance of the configurations being expanded, and how many of them are left.
    depth: u32,
    left_in_layer: usize,
    expanded: u64,
}

impl std::fmt::Debug for Coach {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Coach")
            .field("expanded", &self.expanded)
            .finish_non_exhaustive()
    }
}

impl Coach {
    /// Prepares the coach of `track` under `rules`: numbers the configurations and puts every
    /// configuration on a finish point at distance 0. Nothing is expanded before
    /// [`Coach::step`] or [`Coach::run`].
    pub fn new(track: &Track, rules: Rules) -> Result<Coach, CoachError> {
        Coach::with_limit(track, rules, MAX_COACH_CONFIGURATIONS)
    }

    /// [`Coach::new`] with another cap than [`MAX_COACH_CONFIGURATIONS`]: the command line
    /// takes larger tables natively (two bytes a configuration), where the page keeps the cap.
    pub fn with_limit(track: &Track, rules: Rules, limit: u64) -> Result<Coach, CoachError> {
        let space = Space::new(track, rules);
        let (vr, vc) = space.speed_bounds();
        let row_speeds = axis_speeds(track.rows(), vr);
        let col_speeds = axis_speeds(track.cols(), vc);
        let width = |(low, high): (i32, i32)| (high - low + 1) as u64;
        // Where each point's block of configurations begins (or NOT_FREE), and the total.
        let mut configurations = 0u64;
        let blocks: Vec<u64> = (0..track.cells().len())
            .map(|cell| {
                let p = track.point(cell);
                if !track.is_free(p) {
                    return u64::MAX;
                }
                let start = configurations;
                configurations +=
                    width(row_speeds[p.row as usize]) * width(col_speeds[p.col as usize]);
                start
            })
            .collect();
        let cycle = track.elements().cycle();
        let marks = (rules == Rules::Karopapier || track.checkpoints() != 0)
            .then(|| Marks::new(track, rules, space.speed_bounds()));
        let mark_count = marks.as_ref().map_or(1, Marks::count);
        configurations *= u64::from(cycle) * u64::from(mark_count);
        if configurations > limit {
            return Err(CoachError::TooLarge {
                configurations,
                limit,
            });
        }
        // Every start is below the limit, so it fits in a u32 (u64::MAX becomes NOT_FREE).
        let blocks = blocks
            .into_iter()
            .map(|b| b.min(NOT_FREE as u64) as u32)
            .collect();
        let mut coach = Coach {
            track: track.clone(),
            rules,
            space,
            cycle,
            marks,
            mark_count,
            blocks,
            row_speeds,
            col_speeds,
            // Zeroed, so the pages of a large table are only touched as the search reaches them.
            table: vec![DOOMED; configurations as usize],
            far: HashMap::default(),
            queue: VecDeque::new(),
            depth: 0,
            left_in_layer: 0,
            expanded: 0,
        };
        if coach.marks.is_some() {
            coach.seed_finishing_moves();
        } else {
            for p in track.finishes() {
                let ((rlo, rhi), (clo, chi)) = coach.speeds(p);
                for row in rlo..=rhi {
                    for col in clo..=chi {
                        let velocity = Velocity::new(row, col);
                        if let Some(i) = coach.index(p, velocity) {
                            for t in 0..cycle {
                                coach.reach(coach.slot(i, t, 0), p, velocity, t, 0, 0);
                            }
                        }
                    }
                }
            }
        }
        coach.left_in_layer = coach.queue.len();
        Ok(coach)
    }

    /// With checkpoints or under Karopapier's rules no configuration is "on the finish": the
    /// race ends with a move. So the search starts one move away, from every configuration with
    /// a move that finishes the race, whatever the car holds beyond what that move needs.
    fn seed_finishing_moves(&mut self) {
        let marks = self.marks.as_ref().expect("marks");
        let all = marks.all;
        let moves: Vec<(Point, Velocity, u16)> = marks
            .finishing_moves()
            .into_iter()
            .filter(|&(q, v)| self.legal(q, v))
            .filter_map(|(q, v)| Some((q, v, self.marks.as_ref()?.needed_to_finish(q, v)?)))
            .collect();
        self.depth = 1;
        for (q, v, needed) in moves {
            let Some(start) = self.track.index(q).map(|cell| self.blocks[cell]) else {
                continue;
            };
            if start == NOT_FREE {
                continue;
            }
            for t in 0..self.cycle {
                let p = Point::new(q.row + v.row, q.col + v.col);
                if self.cycle > 1 && element_touch(&self.track, self.rules, q, p, t).is_some() {
                    continue;
                }
                let before = (t + self.cycle - 1) % self.cycle;
                self.reach_predecessors(q, v, start, before, (needed, all & !needed), 1);
            }
        }
    }

    /// The track coached.
    pub fn track(&self) -> &Track {
        &self.track
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Expands at most `budget` configurations (each costs one collision test and nine table
    /// look-ups), so a page can spread the search over frames. [`Progress::Done`] once every
    /// configuration is known.
    pub fn step(&mut self, budget: usize) -> Progress {
        for _ in 0..budget {
            if self.left_in_layer == 0 {
                if self.queue.is_empty() {
                    break;
                }
                self.depth += 1;
                self.left_in_layer = self.queue.len();
            }
            let Some(word) = self.queue.pop_front() else {
                break;
            };
            self.left_in_layer -= 1;
            let time = ((word >> TIME_SHIFT) & 0xfff) as u32;
            self.expand(self.space.unpack(word), time, (word >> MARK_SHIFT) as u16);
        }
        if self.queue.is_empty() {
            // The frontier's memory is not needed any more; the table is all a page keeps.
            self.queue = VecDeque::new();
            Progress::Done
        } else {
            Progress::Running
        }
    }

    /// Runs the search to the end.
    pub fn run(&mut self) {
        while self.step(1 << 20) == Progress::Running {}
    }

    /// Whether the search is done: every distance is known and every other configuration doomed.
    pub fn is_ready(&self) -> bool {
        self.queue.is_empty()
    }

    /// Configurations expanded so far (each configuration from which a finish can be reached is
    /// expanded once).
    pub fn expanded(&self) -> u64 {
        self.expanded
    }

    /// Number of configurations in the table: each free point with every velocity a car can
    /// have there, times the track's cycle.
    pub fn configurations(&self) -> u64 {
        self.table.len() as u64
    }

    /// Bytes of the coach's tables: distances, point numbers and the search's frontier.
    pub fn memory_bytes(&self) -> usize {
        self.table.capacity() * size_of::<u16>()
            + self.blocks.capacity() * size_of::<u32>()
            + self.queue.capacity() * size_of::<u64>()
            + self.far.capacity() * (size_of::<(u32, u32)>() + 1)
    }

    /// The fewest moves from a car at `position` with `velocity` to the finish: 0 on a finish
    /// point (on a track without checkpoints, under strict or soft rules), `None` when no finish
    /// can be reached (doomed), `position` is not a free point or `velocity` is one no legal game
    /// can have there. Exact for every configuration of a legal game; before
    /// [`Coach::is_ready`] a `Some` is already exact and `None` may also mean "not reached yet".
    ///
    /// On a track with moving elements this is at time 0: see [`Coach::moves_to_finish_at`]; on
    /// a track with checkpoints, for a car that holds none: see [`Coach::moves_holding`].
    pub fn moves_to_finish(&self, position: Point, velocity: Velocity) -> Option<u32> {
        self.moves_holding(position, velocity, 0, 0)
    }

    /// [`Coach::moves_to_finish`] for a car there at time `time` (after `time` moves), which on a
    /// track with moving elements decides where they are; the same at every time on other
    /// tracks.
    pub fn moves_to_finish_at(
        &self,
        position: Point,
        velocity: Velocity,
        time: u32,
    ) -> Option<u32> {
        self.moves_holding(position, velocity, time, 0)
    }

    /// [`Coach::moves_to_finish_at`] for a car holding the checkpoint digits `held` (bit `n` for
    /// digit `n`, as [`crate::rules::Progress::collected`]; other bits are ignored).
    pub fn moves_holding(
        &self,
        position: Point,
        velocity: Velocity,
        time: u32,
        held: u16,
    ) -> Option<u32> {
        let mark = self.marks.as_ref().map_or(0, |m| m.of_digits(held));
        self.index(position, velocity)
            .and_then(|i| self.get(self.slot(i, time % self.cycle, mark)))
    }

    /// The number of entries of the table (configurations, times each time of the cycle and
    /// each set of checkpoints held).
    pub(crate) fn entries(&self) -> usize {
        self.table.len()
    }

    /// The entry of `(position, velocity)` at time 0 holding nothing, `None` for a configuration
    /// outside the table (which no legal game has).
    #[inline]
    pub(crate) fn entry(&self, position: Point, velocity: Velocity) -> Option<usize> {
        self.index(position, velocity).map(|i| self.slot(i, 0, 0))
    }

    /// The velocities a car can have at `position` and where their entries begin, for a table
    /// with one entry per configuration (no cycle, no checkpoints held): the entry of velocity
    /// `v` is `first + (v.row - rows.0) * (cols.1 - cols.0 + 1) + v.col - cols.0`. `None` off
    /// the free points.
    pub(crate) fn block(&self, position: Point) -> Option<Block> {
        debug_assert!(self.cycle == 1 && self.mark_count == 1);
        self.block_of(position)
    }

    /// The moves to the finish from entry `i` once the table is done, or
    /// [`crate::distance::UNREACHABLE`] when no finish can be reached from it.
    pub(crate) fn distance_at(&self, i: usize) -> u32 {
        self.get(i).unwrap_or(crate::distance::UNREACHABLE)
    }

    /// The fewest moves to the finish after the car that drove `trajectory` (its run, placement
    /// first, since its last crash) holding `held` plays `option`: 0 when that move finishes the
    /// race, `None` when it dooms the car.
    pub fn moves_after(&self, trajectory: &[Point], held: u16, option: Point) -> Option<u32> {
        self.after(
            trajectory.last().copied(),
            trajectory.len() as u32,
            held,
            option,
        )
    }

    /// [`Coach::moves_after`] for a car at `here` (`None`: not placed yet) playing `option` as
    /// move `time`.
    fn after(&self, here: Option<Point>, time: u32, held: u16, option: Point) -> Option<u32> {
        let Some(here) = here else {
            return self.moves_holding(option, Velocity::default(), 0, held);
        };
        let before = crate::rules::Progress {
            collected: held,
            finished: false,
        };
        let all = self.track.checkpoints();
        let after = crate::rules::checkpoints::after_move(
            &self.track,
            self.rules,
            all,
            here,
            option,
            before,
        );
        if after.finished {
            return Some(0);
        }
        self.moves_holding(option, option - here, time, after.collected)
    }

    /// The fewest moves left to the car that drove `trajectory` (placement first): 0 once its
    /// last move finished the race, `None` before the placement or when doomed.
    pub fn moves_left(&self, trajectory: &[Point]) -> Option<u32> {
        let progress = crate::rules::progress(&self.track, self.rules, trajectory);
        if progress.finished {
            return Some(0);
        }
        let time = trajectory.len().checked_sub(1)? as u32;
        let (here, v) = (*trajectory.last()?, crate::game::velocity(trajectory));
        self.moves_holding(here, v, time, progress.collected)
    }

    /// The checkpoint digits collected along `trajectory` (bit `n` for digit `n`).
    pub fn held(&self, trajectory: &[Point]) -> u16 {
        crate::rules::progress(&self.track, self.rules, trajectory).collected
    }

    /// The optimum of the track: the fewest moves from a placement (a start point at speed 0),
    /// `None` when no start point can reach a finish.
    pub fn optimum(&self) -> Option<u32> {
        self.best_start().map(|(moves, _)| moves)
    }

    /// The start point with the fewest moves to the finish (the first in row-major order on a
    /// tie), with those moves; a start point a moving element occupies at time 0 cannot be
    /// chosen.
    fn best_start(&self) -> Option<(u32, Point)> {
        crate::game::options(&self.track, self.rules, &[])
            .into_iter()
            .filter_map(|s| Some((self.moves_to_finish_at(s, Velocity::default(), 0)?, s)))
            .min()
    }

    /// The table slot of configuration `i` at time `t` of the cycle holding `mark`.
    #[inline]
    fn slot(&self, i: usize, t: u32, mark: u16) -> usize {
        (i * self.cycle as usize + t as usize) * self.mark_count as usize + mark as usize
    }

    /// The row and column velocities a car can have at `p` (on the grid), as ranges.
    #[inline]
    fn speeds(&self, p: Point) -> ((i32, i32), (i32, i32)) {
        (
            self.row_speeds[p.row as usize],
            self.col_speeds[p.col as usize],
        )
    }

    /// Where the configurations of point `p` begin and the velocities a car can have there,
    /// `None` off the free points.
    #[inline]
    fn block_of(&self, p: Point) -> Option<Block> {
        let start = self.blocks[self.track.index(p)?];
        if start == NOT_FREE {
            return None;
        }
        let (rows, cols) = self.speeds(p);
        Some((start as usize, rows, cols))
    }

    /// The table index of a configuration, if its point is free and its velocity possible there.
    #[inline]
    fn index(&self, p: Point, v: Velocity) -> Option<usize> {
        let (start, (rlo, rhi), (clo, chi)) = self.block_of(p)?;
        if v.row < rlo || v.row > rhi || v.col < clo || v.col > chi {
            return None;
        }
        let offset = (v.row - rlo) * (chi - clo + 1) + v.col - clo;
        Some(start + offset as usize)
    }

    /// The distance stored at index `i`, `None` when not reached.
    fn get(&self, i: usize) -> Option<u32> {
        match self.table[i] {
            DOOMED => None,
            FAR => self.far.get(&(i as u32)).copied(),
            stored => Some(stored as u32 - 1),
        }
    }

    /// Records that the configuration of slot `i`, `(p, v)` at time `t` holding `mark`, is
    /// `distance` moves from the finish and queues it.
    #[inline]
    fn reach(&mut self, i: usize, p: Point, v: Velocity, t: u32, mark: u16, distance: u32) {
        if distance + 1 < FAR as u32 {
            self.table[i] = distance as u16 + 1;
        } else {
            self.table[i] = FAR;
            self.far.insert(i as u32, distance);
        }
        let word = self.space.pack(Config {
            position: p,
            velocity: v,
        });
        self.queue
            .push_back(word | u64::from(t) << TIME_SHIFT | u64::from(mark) << MARK_SHIFT);
    }

    /// Whether the move `q -> q + v` is legal under the rules (other cars and moving elements
    /// aside).
    #[inline]
    fn legal(&self, q: Point, v: Velocity) -> bool {
        match &self.marks {
            Some(marks) if self.rules == Rules::Karopapier => marks.karopapier_legal(q, v),
            _ => self.space.move_is_legal(q, v),
        }
    }

    /// Gives every unseen predecessor of `c` at time `t` holding `mark` (at the current depth)
    /// the next depth: they stand at `q = p - v` at time `t - 1` (mod the cycle), and the move
    /// `q -> p` is move `t` of the cycle, which may touch no moving element at its two times.
    /// With checkpoints they held `mark` less any of the checkpoints the move collects, which
    /// must all be in `mark`.
    #[inline]
    fn expand(&mut self, c: Config, t: u32, mark: u16) {
        self.expanded += 1;
        let v = c.velocity;
        let q = Point::new(c.position.row - v.row, c.position.col - v.col);
        let Some(cell) = self.track.index(q) else {
            return;
        };
        let start = self.blocks[cell];
        // All nine predecessors stand on q and move q -> p: one test serves them all.
        if start == NOT_FREE || !self.legal(q, v) {
            return;
        }
        if self.cycle > 1 && element_touch(&self.track, self.rules, q, c.position, t).is_some() {
            return;
        }
        let collected = self.marks.as_ref().map_or(0, |m| m.collected(q, v));
        if mark & collected != collected {
            return;
        }
        let before = (t + self.cycle - 1) % self.cycle;
        let depth = self.depth + 1;
        self.reach_predecessors(q, v, start, before, (mark & !collected, collected), depth);
    }

    /// Gives every unseen configuration `(q, u)` at time `t` from which the move `q -> q + v` is
    /// offered (`u` one acceleration from `v`, or as the terrain decides) the distance
    /// `distance`, holding `base` and any of the marks `spread`.
    #[inline]
    fn reach_predecessors(
        &mut self,
        q: Point,
        v: Velocity,
        start: u32,
        t: u32,
        (base, spread): (u16, u16),
        distance: u32,
    ) {
        let ((rlo, rhi), (clo, chi)) = self.speeds(q);
        let width = chi - clo + 1;
        let terrain = self.space.terrain.as_ref();
        // Dirt can change a velocity by two per axis in one move.
        let reach = if terrain.is_some_and(|t| t.has_dirt) {
            2
        } else {
            1
        };
        let on_terrain = terrain.is_some();
        for dr in -reach..=reach {
            for dc in -reach..=reach {
                let u = Velocity::new(v.row - dr, v.col - dc);
                if u.row < rlo || u.row > rhi || u.col < clo || u.col > chi {
                    continue;
                }
                if on_terrain && !self.offered(q, u, Velocity::new(dr, dc)) {
                    continue;
                }
                let i = start as usize + ((u.row - rlo) * width + u.col - clo) as usize;
                each_mark(base, spread, |mark| {
                    let slot = self.slot(i, t, mark);
                    if self.table[slot] == DOOMED {
                        self.reach(slot, q, u, t, mark, distance);
                    }
                });
            }
        }
    }

    /// On a track with terrain, whether `(q, u)` offers the change of velocity `change` (its
    /// acceleration allowed, after dirt's shift).
    fn offered(&self, q: Point, u: Velocity, change: Velocity) -> bool {
        let effect = self.space.effect(Config {
            position: q,
            velocity: u,
        });
        let a = Velocity::new(change.row - effect.shift.row, change.col - effect.shift.col);
        Acceleration::from_delta(a).is_some_and(|a| effect.allows(a.index() as u8 + 1))
    }
}

/// The velocities a car can have along an axis of `len` points at each coordinate, as
/// `(lowest, highest)`: moving at speed `s` toward growing coordinates it has covered at least
/// `1 + 2 + ... + s` points since it was at rest, so `s (s + 1) / 2 <= coordinate`, and
/// likewise toward 0; never beyond `bound`.
fn axis_speeds(len: usize, bound: i32) -> Vec<(i32, i32)> {
    let fastest = |travel: usize| {
        let mut s = 0;
        while s < bound && ((s + 1) * (s + 2) / 2) as usize <= travel {
            s += 1;
        }
        s
    };
    (0..len)
        .map(|x| (-fastest(len - 1 - x), fastest(x)))
        .collect()
}
