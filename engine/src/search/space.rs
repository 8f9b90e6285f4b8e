//! The configuration space: every (position, velocity) pair of a track numbered by one index, a
//! 4-bit mark per configuration (a dense table, or a hash map for very large tracks), and the
//! successor function all solvers share.
//!
//! Layout: `index = (row * NVR + vrow + VR) * CW + col * NVC + vcol + VC` with `CW = cols * NVC`.
//! With it the successor for acceleration `(ar, ac)` is at `index + vrow * NVR * CW`
//! `+ vcol * NVC + ar * (NVR + 1) * CW + ac * (NVC + 1)`: no division on the hot path, and the
//! three successors of one row acceleration sit in one or two cache lines.

use std::collections::VecDeque;

use super::axis::{AxisHeuristic, Chain, NEVER};
pub(crate) use super::marks::Marks;
use super::terrain::{Effect, TerrainLayer};
use crate::distance::{DistanceMap, UNREACHABLE, king_steps, moves_to_cover};
use crate::grid::Grid;
use crate::grid::Point;
use crate::rules::{Acceleration, Rules, Touch, Velocity, walk_segment};
use crate::track::Track;

/// Largest configuration space a search keeps as a dense table (4 bits each: 128 MiB); a larger
/// one keeps the marks of the configurations it meets in a hash map instead.
pub const MAX_DENSE_CONFIGURATIONS: u64 = 1 << 28;

/// Most marks a hash-map store may hold (its table then takes about 136 MiB) before the search
/// gives up with [`crate::Outcome::LimitReached`].
pub const MAX_SPARSE_MARKS: usize = 7_000_000;

/// A configuration's place in the space (see the module documentation).
pub(crate) type Index = u64;

/// Largest table of [`moves_to_cover`] values a space keeps.
const PLAIN_TABLE_LIMIT: usize = 1 << 20;

/// Mark of a configuration never generated. Marks 1..=9 say the configuration was reached by
/// acceleration `mark - 1` of [`Acceleration::ALL`]: its parent pointer.
pub(crate) const UNSEEN: u8 = 0;
/// Mark of a configuration where the car was placed (no predecessor).
pub(crate) const PLACED: u8 = 10;
/// Mark of a configuration whose last segment is known to be clear but that has no parent yet.
pub(crate) const SEEN: u8 = 11;
/// Mark of a configuration whose last segment is blocked (never legal).
pub(crate) const BLOCKED: u8 = 15;

/// The velocity change of each acceleration, by index: a table, so the hot loop reads it
/// rather than computing it.
pub(crate) const DELTAS: [Velocity; 9] = {
    let mut deltas = [Velocity::new(0, 0); 9];
    let mut i = 0;
    while i < 9 {
        deltas[i] = Acceleration::ALL[i].delta();
        i += 1;
    }
    deltas
};

/// The largest speed along one axis a car can reach on a side of `len` points: reaching speed
/// `v` from rest needs `1 + 2 + ... + v` points of travel.
pub(crate) fn max_axis_speed(len: usize) -> i32 {
    let mut v = 0i64;
    while (v + 1) * (v + 2) / 2 < len as i64 {
        v += 1;
    }
    v as i32
}

/// A configuration in unpacked form.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Config {
    pub position: Point,
    pub velocity: Velocity,
}

/// One cell of the segment stencil: the segment is clear there when `free[a] || free[b]`
/// (`a == b` for a square it enters, the two side squares for a corner it passes).
type StencilEntry = (i32, i32);

/// The static part of a search: the track in flat form, the packing and the collision stencils.
pub(crate) struct Space {
    pub rows: usize,
    pub cols: usize,
    pub rules: Rules,
    vr: i32,
    vc: i32,
    nvr: usize,
    nvc: usize,
    cw: usize,
    packing: Packing,
    free: Grid<bool>,
    finish: Grid<bool>,
    /// Chebyshev distance from each point to the nearest obstacle or off-grid point: a segment
    /// shorter than that from its first point cannot touch an obstacle.
    clearance: Grid<u32>,
    /// Per velocity, the range of its stencil in `stencil_entries`.
    stencils: Vec<(u32, u32)>,
    stencil_entries: Vec<StencilEntry>,
    pub distances: DistanceMap,
    /// King steps to the finish over every grid point, to rank points cut off from it.
    straight: DistanceMap,
    /// `plain[speed * (max distance + 1) + distance]`: [`moves_to_cover`] by table, when small.
    plain: Vec<u8>,
    /// Row length of `plain`: the largest distance plus one.
    plain_stride: usize,
    /// Relaxed per-axis distances (strict rules only; see [`AxisHeuristic`]).
    axes: Option<(AxisHeuristic, AxisHeuristic)>,
    /// The terrain, when the track has any.
    pub terrain: Option<TerrainLayer>,
}

impl Space {
    /// Builds the space of `track`.
    pub fn new(track: &Track, rules: Rules) -> Space {
        let (rows, cols) = (track.rows(), track.cols());
        let (vr, vc) = (max_axis_speed(rows), max_axis_speed(cols));
        let (nvr, nvc) = (2 * vr as usize + 1, 2 * vc as usize + 1);
        let free = track.grid().map(|c| c.is_free());
        let finish = track.grid().map(|c| *c == crate::Cell::Finish);
        let packing = Packing::new(rows, cols, vr, vc);
        debug_assert!(packing.bits() <= PACKED_BITS, "{packing:?}");
        let mut space = Space {
            rows,
            cols,
            rules,
            vr,
            vc,
            nvr,
            nvc,
            cw: cols * nvc,
            packing,
            clearance: clearance(&free),
            free,
            finish,
            stencils: Vec::with_capacity(nvr * nvc),
            stencil_entries: Vec::new(),
            distances: DistanceMap::for_rules(track, rules),
            straight: DistanceMap::for_rules(track, Rules::Soft),
            axes: None,
            plain: Vec::new(),
            plain_stride: 0,
            terrain: TerrainLayer::new(track, rules, vr, vc),
        };
        if rules == Rules::Strict {
            for dr in -vr..=vr {
                for dc in -vc..=vc {
                    let begin = space.stencil_entries.len() as u32;
                    let cols = cols as i32;
                    let entries = &mut space.stencil_entries;
                    walk_segment(Velocity::new(dr, dc), |touch| {
                        entries.push(match touch {
                            Touch::Enter(d) => (d.row * cols + d.col, d.row * cols + d.col),
                            Touch::Corner(a, b) => (a.row * cols + a.col, b.row * cols + b.col),
                        });
                        true
                    });
                    space
                        .stencils
                        .push((begin, space.stencil_entries.len() as u32));
                }
            }
        }
        space
    }

    /// Tabulates the distance-map heuristic and, when `axes` is set, computes the per-axis
    /// heuristics too (strict rules only).
    pub fn with_heuristics(mut self, axes: bool) -> Space {
        let (speeds, max_d) = (
            self.vr.max(self.vc) as usize + 1,
            self.distances.max_distance() as usize + 1,
        );
        if speeds * max_d <= PLAIN_TABLE_LIMIT {
            self.plain = (0..speeds * max_d)
                .map(|i| moves_to_cover((i / max_d) as u32, (i % max_d) as u32).min(255) as u8)
                .collect();
            self.plain_stride = max_d;
        }
        // The per-axis bound assumes braking by one per move; dirt allows two, so it would not
        // be admissible there. Ice and ramps only remove candidates: every bound stays a bound.
        let dirt = self.terrain.as_ref().is_some_and(|t| t.has_dirt);
        if axes && self.rules == Rules::Strict && !dirt {
            self.axes = AxisHeuristic::both(
                self.rows,
                self.cols,
                self.free.as_slice(),
                self.finish.as_slice(),
                (self.vr, self.vc),
                Chain::Strict,
            );
        }
        self
    }

    /// The largest speed along each axis, rows then columns: no car placed at rest on this
    /// track can go faster, so every configuration of a legal game has `|v.row| <= .0` and
    /// `|v.col| <= .1`.
    pub fn speed_bounds(&self) -> (i32, i32) {
        (self.vr, self.vc)
    }

    /// Number of configurations in the space.
    pub fn size(&self) -> u64 {
        (self.rows * self.nvr) as u64 * self.cw as u64
    }

    /// The index of a configuration (which must be on the grid and within the speed bounds).
    #[inline]
    pub fn index(&self, c: Config) -> Index {
        let rv = c.position.row as u64 * self.nvr as u64 + (c.velocity.row + self.vr) as u64;
        let cv = c.position.col as u64 * self.nvc as u64 + (c.velocity.col + self.vc) as u64;
        rv * self.cw as u64 + cv
    }

    /// The configuration at an index.
    pub fn config(&self, index: Index) -> Config {
        let (rv, cv) = (
            (index / self.cw as u64) as usize,
            (index % self.cw as u64) as usize,
        );
        Config {
            position: Point::new((rv / self.nvr) as i32, (cv / self.nvc) as i32),
            velocity: Velocity::new(
                (rv % self.nvr) as i32 - self.vr,
                (cv % self.nvc) as i32 - self.vc,
            ),
        }
    }

    /// Packs a configuration into the low [`PACKED_BITS`] bits of a word, so a frontier can
    /// hold configurations without unpacking indices by division later.
    #[inline]
    pub fn pack(&self, c: Config) -> u64 {
        let k = &self.packing;
        c.position.row as u64
            | (c.position.col as u64) << k.col_shift
            | ((c.velocity.row + self.vr) as u64) << k.vrow_shift
            | ((c.velocity.col + self.vc) as u64) << k.vcol_shift
    }

    /// Inverse of [`Space::pack`] (bits above [`PACKED_BITS`] are ignored).
    #[inline]
    pub fn unpack(&self, word: u64) -> Config {
        let k = &self.packing;
        let field = |shift: u32, mask: u64| ((word >> shift) & mask) as i32;
        Config {
            position: Point::new(field(0, k.row_mask), field(k.col_shift, k.col_mask)),
            velocity: Velocity::new(
                field(k.vrow_shift, k.vrow_mask) - self.vr,
                field(k.vcol_shift, k.vcol_mask) - self.vc,
            ),
        }
    }

    /// The configuration before `c`, given the acceleration mark that reached it and the
    /// parent's shift code ([`Effect::shift_code`], 4 for none).
    pub fn predecessor(c: Config, mark: u8, shift: u8) -> Config {
        let (a, e) = (DELTAS[(mark - 1) as usize], DELTAS[(shift % 9) as usize]);
        let a = Velocity::new(a.row + e.row, a.col + e.col);
        Config {
            position: Point::new(
                c.position.row - c.velocity.row,
                c.position.col - c.velocity.col,
            ),
            velocity: Velocity::new(c.velocity.row - a.row, c.velocity.col - a.col),
        }
    }

    /// Row-major cell index of an on-grid point.
    #[inline(always)]
    pub fn cell(&self, p: Point) -> usize {
        p.row as usize * self.cols + p.col as usize
    }

    /// Whether `p` (on the grid) is a finish point.
    #[inline(always)]
    pub fn is_finish(&self, p: Point) -> bool {
        self.finish.as_slice()[self.cell(p)]
    }

    /// How close `p` is to the finish: its distance on the map, or for a point cut off from
    /// every finish point, a larger value growing with its straight king-step distance.
    #[inline(always)]
    pub fn closeness(&self, p: Point) -> u32 {
        let cell = self.cell(p);
        match self.distances.as_slice()[cell] {
            UNREACHABLE => (1 << 31) | self.straight.as_slice()[cell],
            d => d,
        }
    }

    /// Whether the segment from cell `from` with displacement `d` is clear (strict rules).
    #[inline]
    fn segment_clear(&self, from: usize, d: Velocity) -> bool {
        if (d.speed() as u32) < self.clearance.as_slice()[from] {
            return true;
        }
        let s = (d.row + self.vr) as usize * self.nvc + (d.col + self.vc) as usize;
        let (begin, end) = self.stencils[s];
        let base = from as isize;
        let free = self.free.as_slice();
        self.stencil_entries[begin as usize..end as usize]
            .iter()
            .all(|&(a, b)| free[(base + a as isize) as usize] || free[(base + b as isize) as usize])
    }

    /// Whether the move `from -> from + d` is legal (destination on the grid, free, and under
    /// strict rules a clear segment).
    pub fn move_is_legal(&self, from: Point, d: Velocity) -> bool {
        let to = Point::new(from.row + d.row, from.col + d.col);
        if to.row < 0 || to.col < 0 || to.row as usize >= self.rows || to.col as usize >= self.cols
        {
            return false;
        }
        if d.row.abs() > self.vr || d.col.abs() > self.vc || !self.free.as_slice()[self.cell(to)] {
            return false;
        }
        self.rules == Rules::Soft || self.segment_clear(self.cell(from), d)
    }

    /// What the terrain does to `c`'s next move ([`Effect::NONE`] on a track without terrain).
    #[inline]
    pub fn effect(&self, c: Config) -> Effect {
        match &self.terrain {
            None => Effect::NONE,
            Some(layer) => layer.effect(c.position, c.velocity),
        }
    }

    /// The packed index that acceleration number `k` (1..=9) from `c` (packed as `index`) leads
    /// to, shifted by `shift` (dirt), with the successor, or `None` when the destination is off
    /// the grid, beyond the speed bounds or an obstacle.
    #[inline(always)]
    fn candidate(
        &self,
        index: Index,
        c: Config,
        k: u8,
        shift: Velocity,
    ) -> Option<(Index, Config)> {
        let a = DELTAS[(k - 1) as usize];
        let a = Velocity::new(a.row + shift.row, a.col + shift.col);
        let v = Velocity::new(c.velocity.row + a.row, c.velocity.col + a.col);
        let to = Point::new(c.position.row + v.row, c.position.col + v.col);
        if v.row.abs() > self.vr
            || v.col.abs() > self.vc
            || to.row < 0
            || to.col < 0
            || to.row as usize >= self.rows
            || to.col as usize >= self.cols
            || !self.free.as_slice()[to.row as usize * self.cols + to.col as usize]
        {
            return None;
        }
        let (nvr, nvc) = (self.nvr as i64, self.nvc as i64);
        let next = index as i64
            + (c.velocity.row as i64 * nvr + a.row as i64 * (nvr + 1)) * self.cw as i64
            + c.velocity.col as i64 * nvc
            + a.col as i64 * (nvc + 1);
        Some((
            next as Index,
            Config {
                position: to,
                velocity: v,
            },
        ))
    }

    /// The first legal successor of `c` (packed as `index`) by acceleration number `k` or later
    /// (1..=9, the fixed order) that `effect` (`c`'s, from [`Space::effect`]) offers, as
    /// `(index, successor, k, previous mark)`, skipping those known to be blocked. The collision test runs only for configurations never seen before; its
    /// result is remembered in `marks` (`BLOCKED`, or `SEEN` for a clear segment), so the
    /// previous mark tells the caller whether the successor is new (`UNSEEN`).
    #[inline(always)]
    pub fn next_successor(
        &self,
        marks: &mut Marks,
        index: Index,
        c: Config,
        effect: Effect,
        mut k: u8,
    ) -> Option<(Index, Config, u8, u8)> {
        while k <= 9 {
            let this = k;
            k += 1;
            if !effect.allows(this) {
                continue;
            }
            let Some((next, succ)) = self.candidate(index, c, this, effect.shift) else {
                continue;
            };
            let mark = marks.get(next);
            if mark == BLOCKED {
                continue;
            }
            if mark == UNSEEN {
                if self.rules == Rules::Strict
                    && !self.segment_clear(self.cell(c.position), succ.velocity)
                {
                    marks.set(next, BLOCKED);
                    continue;
                }
                marks.set(next, SEEN);
            }
            return Some((next, succ, this, mark));
        }
        None
    }

    /// The admissible estimate of moves left from `c`: the fewest moves that cover the distance
    /// map's value when the speed (maximum norm) grows by at most one per move.
    #[inline(always)]
    pub fn heuristic(&self, c: Config) -> u32 {
        let cell = self.cell(c.position);
        let d = self.distances.as_slice()[cell];
        if d == UNREACHABLE {
            return UNREACHABLE;
        }
        let speed = c.velocity.speed() as usize;
        let plain = match self.plain.get(speed * self.plain_stride + d as usize) {
            Some(&t) if t < 255 => t as u32,
            _ => moves_to_cover(speed as u32, d),
        };
        match &self.axes {
            None => plain,
            Some((rows, cols)) => {
                let (hr, hc) = (
                    rows.get(cell, c.velocity.row),
                    cols.get(cell, c.velocity.col),
                );
                if hr == NEVER || hc == NEVER {
                    return UNREACHABLE;
                }
                plain.max(hr as u32).max(hc as u32)
            }
        }
    }

    /// Whether a car in `c` could still brake to a standstill (each axis slowing by one per
    /// move) along clear segments after `reaction` more moves at its current velocity: the safe
    /// stopping distance a careful driver keeps.
    pub fn can_stop(&self, c: Config, reaction: u32) -> bool {
        let (mut p, mut v) = (c.position, c.velocity);
        for _ in 0..reaction {
            if v == Velocity::default() {
                return true;
            }
            if !self.move_is_legal(p, v) {
                return false;
            }
            p = Point::new(p.row + v.row, p.col + v.col);
        }
        while v != Velocity::default() {
            v = Velocity::new(v.row - v.row.signum(), v.col - v.col.signum());
            if !self.move_is_legal(p, v) {
                return false;
            }
            p = Point::new(p.row + v.row, p.col + v.col);
        }
        true
    }
}

/// Chebyshev distance transform: for each point, the distance to the nearest obstacle, counting
/// everything off the grid as obstacle.
fn clearance(free: &Grid<bool>) -> Grid<u32> {
    let (rows, cols) = (free.rows(), free.cols());
    let mut dist = Grid::new(rows, cols, UNREACHABLE);
    let (free, d) = (free.as_slice(), dist.as_mut_slice());
    // Sources in order of distance: obstacles (0) first, then the free border points (1).
    let mut queue: VecDeque<usize> = (0..rows * cols).filter(|&i| !free[i]).collect();
    for &i in &queue {
        d[i] = 0;
    }
    for r in 0..rows {
        for c in 0..cols {
            let i = r * cols + c;
            if free[i] && (r == 0 || c == 0 || r + 1 == rows || c + 1 == cols) {
                d[i] = 1;
                queue.push_back(i);
            }
        }
    }
    king_steps(rows, cols, d, queue, |_| true);
    dist
}

/// Most bits of a word that [`Space::pack`] uses. Each field takes the bits its range needs, so
/// on any track within [`crate::track::MAX_TRACK_POINTS`] and [`crate::track::MAX_TRACK_SIDE`]
/// the four fields fit in 35 bits (tested for every shape); the rest of the word is free for a
/// frontier's own data.
pub(crate) const PACKED_BITS: u32 = 36;

/// Where [`Space::pack`] puts each field: row, column, row velocity, column velocity, from the
/// lowest bit up, each as wide as its range needs.
#[derive(Clone, Copy, Debug)]
struct Packing {
    row_mask: u64,
    col_shift: u32,
    col_mask: u64,
    vrow_shift: u32,
    vrow_mask: u64,
    vcol_shift: u32,
    vcol_mask: u64,
}

impl Packing {
    /// The packing of a `rows` x `cols` grid with speeds up to `vr` and `vc`.
    fn new(rows: usize, cols: usize, vr: i32, vc: i32) -> Packing {
        let bits = |n: u64| u64::BITS - n.leading_zeros();
        let mask = |b: u32| (1u64 << b) - 1;
        let (rb, cb) = (bits(rows as u64 - 1), bits(cols as u64 - 1));
        let (vrb, vcb) = (bits(2 * vr as u64), bits(2 * vc as u64));
        Packing {
            row_mask: mask(rb),
            col_shift: rb,
            col_mask: mask(cb),
            vrow_shift: rb + cb,
            vrow_mask: mask(vrb),
            vcol_shift: rb + cb + vrb,
            vcol_mask: mask(vcb),
        }
    }

    /// Bits used in all.
    fn bits(&self) -> u32 {
        self.vcol_shift + u64::BITS - self.vcol_mask.leading_zeros()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::track::{MAX_TRACK_POINTS, MAX_TRACK_SIDE};

    #[test]
    fn every_track_shape_packs_into_packed_bits() {
        for rows in 1..=MAX_TRACK_SIDE {
            let widest = (MAX_TRACK_POINTS / rows).min(MAX_TRACK_SIDE);
            for cols in [1, rows.min(widest), widest] {
                let (vr, vc) = (max_axis_speed(rows), max_axis_speed(cols));
                let packing = Packing::new(rows, cols, vr, vc);
                assert!(packing.bits() <= 35, "{rows} x {cols}: {packing:?}");
            }
        }
    }
}
