//! Karopapier's routes that use crashes: the fewest moves to the finish under
//! [`Rules::Karopapier`] when the car may crash on purpose, as a race with that ZZZ plays a crash
//! ([`crate::race`]): a car with no legal move is put back on the point it stood on ZZZ
//! trajectory entries before (never before its start point, nor before the point its last crash
//! put it back on), at speed 0; the crash is no move, the moves it undid count, and the
//! checkpoints they collected stay collected. Some maps cannot be finished without one (a
//! checkpoint that is a pocket of grass the car cannot leave).
//!
//! The search is A* over configurations (point, velocity, checkpoints held), by moves and then
//! by crashes: of routes of as many moves it keeps one with the fewest crashes. Its bound is the
//! most moves needed to reach any one target left ([`Search::estimate`]). Each
//! move costs one. A crash is an edge from a configuration `c` to `c`'s point at speed 0: every
//! path of ZZZ legal moves from `c` that ends where no move is legal, costing ZZZ (the moves
//! undone, which count); from a configuration at speed 0 (a placement or a crash's, the start of
//! a run) also the shorter paths, which put the car back on that same point. Speed 0 is never
//! reached by a move under Karopapier's rules, so such a configuration is always the start of a
//! run, and the edge is exact.

use std::cmp::Reverse;
use std::collections::BinaryHeap;

use rustc_hash::FxHashMap;

use super::lines::Lines;
use super::space::max_axis_speed;
use super::tours::king_distances;
use crate::distance::{UNREACHABLE, moves_to_cover};
use crate::grid::Point;
use crate::race::record::Trail;
use crate::rules::checkpoints::{Progress, after_move};
use crate::rules::{self, Acceleration, Rules, Velocity, move_is_legal};
use crate::track::{Cell, Track};

/// An open configuration: its priority (moves so far plus the estimate, then crashes), its
/// cost (moves, crashes) when pushed, its id.
type Open = ((u32, u32), (u32, u32), u32);

/// What the search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CrashOutcome {
    /// The best route.
    /// The best route, as a race draws it: its points and where crashes put it back.
    Solved(Trail),
    /// No route finishes, crashes or not.
    NoSolution,
    /// Stopped at the limit of configurations.
    LimitReached,
}

/// How a configuration was reached.
#[derive(Clone, Copy)]
enum Via {
    /// A placement on a start point.
    Start,
    /// A move from the parent.
    Move,
    /// A crash from the parent: the points driven (`path[from..to]` of the search's list), then
    /// the jump back.
    Crash { from: u32, to: u32 },
}

struct Node {
    at: Point,
    velocity: Velocity,
    held: u16,
    /// Moves, then crashes: of two routes of as many moves, the one with fewer crashes wins.
    cost: (u32, u32),
    parent: u32,
    via: Via,
}

/// The search's state.
struct Search<'a> {
    track: &'a Track,
    zzz: u32,
    all: u16,
    nodes: Vec<Node>,
    index: FxHashMap<(Point, Velocity, u16), u32>,
    /// Open configurations: (moves so far plus the estimate, crashes), their cost, their id.
    heap: BinaryHeap<Reverse<Open>>,
    /// King steps to the finish, then to each checkpoint digit (with its bit), per cell.
    to_finish: Vec<u32>,
    to_digit: Vec<(u16, Vec<u32>)>,
    /// The points of every crash edge's drive, end to end.
    paths: Vec<Point>,
    /// Whether a path of exactly `k` legal moves from a point at a velocity ends where no move
    /// is legal.
    dead_in: FxHashMap<(Point, Velocity, u32), bool>,
    /// The cells of every move, by velocity (a track without terrain).
    lines: Option<Lines>,
    /// The best finish found: its cost, the configuration it left from and the point it ended.
    best: Option<((u32, u32), u32, Point)>,
    expanded: u64,
}

/// The fewest moves from a start point to the finish under Karopapier's rules when crashes with
/// `zzz` may be part of the route; stops at `limit` configurations. Returns the outcome and the
/// configurations expanded.
pub fn solve_with_crashes(track: &Track, zzz: u32, limit: u64) -> (CrashOutcome, u64) {
    let mut s = Search {
        track,
        zzz,
        all: track.checkpoints(),
        nodes: Vec::new(),
        index: FxHashMap::default(),
        heap: BinaryHeap::new(),
        to_finish: king_distances(track, |c| c == Cell::Finish, Cell::is_free),
        to_digit: (1..=9u8)
            .filter(|n| track.checkpoints() & 1 << n != 0)
            .map(|n| {
                let map = king_distances(track, |c| c == Cell::Checkpoint(n), Cell::is_free);
                (1u16 << n, map)
            })
            .collect(),
        paths: Vec::new(),
        dead_in: FxHashMap::default(),
        lines: Lines::new(
            track,
            Rules::Karopapier,
            (max_axis_speed(track.rows()), max_axis_speed(track.cols())),
        ),
        best: None,
        expanded: 0,
    };
    for start in track.starts() {
        s.reach(start, Velocity::default(), 0, (0, 0), u32::MAX, Via::Start);
    }
    while let Some(Reverse((priority, cost, id))) = s.heap.pop() {
        // No route through what is left can beat the best finish found.
        if s.best.is_some_and(|(best, _, _)| best <= priority) {
            break;
        }
        if s.nodes[id as usize].cost != cost {
            continue;
        }
        if s.nodes.len() as u64 > limit {
            return (CrashOutcome::LimitReached, s.expanded);
        }
        s.expanded += 1;
        s.expand(id);
    }
    let outcome = match s.best {
        Some((_, from, to)) => CrashOutcome::Solved(s.route(from, to)),
        None => CrashOutcome::NoSolution,
    };
    (outcome, s.expanded)
}

impl Search<'_> {
    /// The legal moves from `at` at `velocity`, each with the checkpoints held after it from
    /// `held` and whether it finishes: by the table of lines when the track has one, else by the
    /// rules' own functions.
    fn moves(&self, at: Point, velocity: Velocity, held: u16) -> Vec<(Point, Progress)> {
        if let Some(lines) = &self.lines {
            return Acceleration::ALL
                .iter()
                .filter_map(|a| {
                    let next = velocity + a.delta();
                    let p = lines.pass(at, next, held, self.all)?;
                    let progress = Progress {
                        collected: p.collected,
                        finished: p.finished,
                    };
                    Some((at + next, progress))
                })
                .collect();
        }
        let before = Progress {
            collected: held,
            finished: false,
        };
        rules::options(self.track, Rules::Karopapier, at, velocity)
            .map(|(_, to)| to)
            .filter(|&to| move_is_legal(self.track, Rules::Karopapier, at, to))
            .map(|to| {
                let after = after_move(self.track, Rules::Karopapier, self.all, at, to, before);
                (to, after)
            })
            .collect()
    }

    /// Records a way to reach a configuration at `cost`, when it is the cheapest yet.
    fn reach(
        &mut self,
        at: Point,
        velocity: Velocity,
        held: u16,
        cost: (u32, u32),
        parent: u32,
        via: Via,
    ) {
        let key = (at, velocity, held);
        let node = Node {
            at,
            velocity,
            held,
            cost,
            parent,
            via,
        };
        let Some(h) = self.estimate(at, velocity, held) else {
            return;
        };
        let priority = (cost.0 + h, cost.1);
        match self.index.get(&key) {
            Some(&id) if self.nodes[id as usize].cost <= cost => {}
            Some(&id) => {
                self.nodes[id as usize] = node;
                self.heap.push(Reverse((priority, cost, id)));
            }
            None => {
                let id = self.nodes.len() as u32;
                self.nodes.push(node);
                self.index.insert(key, id);
                self.heap.push(Reverse((priority, cost, id)));
            }
        }
    }

    /// A lower bound of the moves left from `at` at `velocity` holding `held`, `None` when no
    /// finish can be reached: the most moves needed to reach any of the targets left (each
    /// checkpoint digit not held, the finish) by king steps through drivable cells. Every point
    /// the car stands on later is reached by driving from here (a crash only puts it back on a
    /// point it drove to since), so each target costs at least that; a tour through them would
    /// not be a bound, since a crash brings the car back for free. Consistent: a crash edge of
    /// length L from here leaves the car here at speed 0, needing no fewer moves for any target
    /// but those its drive reached, which it reached within L.
    fn estimate(&self, at: Point, velocity: Velocity, held: u16) -> Option<u32> {
        let i = self.track.index(at)?;
        let speed = velocity.speed() as u32;
        let mut most = self.to_finish[i];
        for (bit, map) in &self.to_digit {
            if held & bit == 0 {
                most = most.max(map[i]);
            }
        }
        (most != UNREACHABLE).then(|| moves_to_cover(speed, most))
    }

    /// The moves and crashes out of configuration `id`.
    fn expand(&mut self, id: u32) {
        let (at, velocity, held, cost) = {
            let n = &self.nodes[id as usize];
            (n.at, n.velocity, n.held, n.cost)
        };
        for (to, p) in self.moves(at, velocity, held) {
            if p.finished {
                if self
                    .best
                    .is_none_or(|(best, _, _)| (cost.0 + 1, cost.1) < best)
                {
                    self.best = Some(((cost.0 + 1, cost.1), id, to));
                }
            } else {
                self.reach(
                    to,
                    to - at,
                    p.collected & self.all,
                    (cost.0 + 1, cost.1),
                    id,
                    Via::Move,
                );
            }
        }
        // Crashes: drives of exactly ZZZ moves, and from the start of a run the shorter ones.
        let shortest = if velocity == Velocity::default() {
            1
        } else {
            self.zzz
        };
        for length in shortest..=self.zzz {
            let mut path = Vec::new();
            self.drive(id, at, velocity, held, length, &mut path);
        }
    }

    /// Drives on from `at` at `velocity` (holding `held`) for `left` more moves along every
    /// path that can end where no move is legal, and adds the crash edge from `origin` for each.
    fn drive(
        &mut self,
        origin: u32,
        at: Point,
        velocity: Velocity,
        held: u16,
        left: u32,
        path: &mut Vec<Point>,
    ) {
        if left == 0 {
            // An empty drive is ZZZ 0's crash where the car stands (never at the start of a
            // run: that would put it back where it is).
            let stays = path.is_empty() && velocity == Velocity::default();
            if stays || !self.moves(at, velocity, held).is_empty() {
                return;
            }
            let (o_at, o_cost) = {
                let o = &self.nodes[origin as usize];
                (o.at, o.cost)
            };
            let from = self.paths.len() as u32;
            self.paths.extend_from_slice(path);
            let to = self.paths.len() as u32;
            let cost = (o_cost.0 + path.len() as u32, o_cost.1 + 1);
            self.reach(
                o_at,
                Velocity::default(),
                held,
                cost,
                origin,
                Via::Crash { from, to },
            );
            return;
        }
        if !self.dead_within(at, velocity, left) {
            return;
        }
        for (to, p) in self.moves(at, velocity, held) {
            if p.finished {
                continue; // a finish, not a crash: the moves find it
            }
            path.push(to);
            self.drive(origin, to, to - at, p.collected & self.all, left - 1, path);
            path.pop();
        }
    }

    /// Whether some path of exactly `k` legal moves from `at` at `velocity` ends where no move
    /// is legal (remembered).
    fn dead_within(&mut self, at: Point, velocity: Velocity, k: u32) -> bool {
        if let Some(&known) = self.dead_in.get(&(at, velocity, k)) {
            return known;
        }
        let moves = self.moves(at, velocity, 0);
        let dead = if k == 0 {
            moves.is_empty()
        } else {
            moves
                .into_iter()
                .any(|(to, _)| self.dead_within(to, to - at, k - 1))
        };
        self.dead_in.insert((at, velocity, k), dead);
        dead
    }

    /// The route that ends with the move from configuration `from` to `to`.
    fn route(&self, from: u32, to: Point) -> Trail {
        let mut chain = Vec::new();
        let mut id = from;
        while id != u32::MAX {
            chain.push(id);
            id = self.nodes[id as usize].parent;
        }
        chain.reverse();
        let mut trajectory = Vec::new();
        let mut resets = Vec::new();
        for &id in &chain {
            let n = &self.nodes[id as usize];
            match n.via {
                Via::Start | Via::Move => trajectory.push(n.at),
                Via::Crash { from, to } => {
                    trajectory.extend_from_slice(&self.paths[from as usize..to as usize]);
                    resets.push(trajectory.len());
                    trajectory.push(n.at);
                }
            }
        }
        trajectory.push(to);
        Trail {
            points: trajectory,
            resets,
        }
    }
}

/// Whether `route`, played as a race of one car under Karopapier's rules with `zzz`, is legal
/// move by move, crashes where it says (the race's own crashes put the car back on its reset
/// points) and finishes on its last move.
pub fn replays(track: &Track, zzz: u32, route: &Trail) -> bool {
    use crate::race::{CarId, CarState, Race, RaceOptions, TurnOrder};
    let options = RaceOptions {
        turns: TurnOrder::Random,
        crash_penalty: zzz,
        ..RaceOptions::default()
    };
    let Ok(mut race) = Race::new(
        track.clone(),
        Rules::Karopapier,
        vec!["Solver".into()],
        options,
    ) else {
        return false;
    };
    let car = CarId(0);
    for (i, &to) in route.points.iter().enumerate() {
        if route.resets.contains(&i) {
            continue;
        }
        if race.play(car, to).is_err() {
            return false;
        }
    }
    let c = &race.cars()[0];
    c.trajectory() == route.points.as_slice()
        && c.resets() == route.resets.as_slice()
        && matches!(c.state(), CarState::Finished { moves } if moves == route.moves())
}
