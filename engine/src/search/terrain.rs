//! Terrain in the configuration space: a byte per cell and, per velocity, the cells of S (the
//! part of the last segment the terrain is read from), so that a search finds which
//! accelerations a configuration offers and how dirt shifts them without walking segments.
//!
//! Built only for a track that has terrain: on any other track [`Effect::NONE`] acts and the
//! search's hot loop is unchanged but for one bit test.
//!
//! Why A* stays optimal on terrain (its heuristic admissible and consistent):
//! - Ice and ramps only remove candidates, so every move under terrain is a move of the plain
//!   rules: a bound on the plain moves left (each of the three bounds) bounds the terrain's, and
//!   the consistency inequality `h(c) <= 1 + h(c')` still holds for each successor `c'`.
//! - Dirt shifts the candidates: a velocity component can drop by two in one move, which the
//!   per-axis bound (an exact count of a race that brakes by one per move) does not allow, so on
//!   a track with dirt it is left out ([`super::space::Space::with_heuristics`]). The
//!   distance-map bound only assumes the speed (maximum norm) grows by at most one per move,
//!   which dirt keeps (`|base + a| <= |v| + 1` per axis): it stays admissible and consistent.
//! - `engine/tests/engine/terrain.rs` checks bfs = astar = an independent breadth-first search on
//!   random tracks with every terrain, under both rule sets.

use crate::grid::Point;
use crate::rules::{Acceleration, Rules, Terrain, Velocity, segment_cells};
use crate::track::Track;

/// What the terrain does to one configuration's move.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Effect {
    /// Bit `k` set when acceleration number `k` (1..=9, the fixed order) is a candidate.
    pub allowed: u16,
    /// Added to every acceleration: on dirt, each velocity component one unit toward zero.
    pub shift: Velocity,
}

/// Bits 1 to 9: every acceleration.
const ALL_ALLOWED: u16 = 0b11_1111_1110;

impl Effect {
    /// No terrain: the nine usual candidates.
    pub const NONE: Effect = Effect {
        allowed: ALL_ALLOWED,
        shift: Velocity::new(0, 0),
    };

    /// The effect of `terrain` on a car moving at `velocity`.
    pub fn of(terrain: Terrain, velocity: Velocity) -> Effect {
        let base = terrain.base(velocity);
        let allowed = Acceleration::ALL
            .iter()
            .filter(|a| terrain.allows(velocity, **a))
            .fold(0u16, |bits, a| bits | 1 << (a.index() + 1));
        Effect {
            allowed,
            shift: Velocity::new(base.row - velocity.row, base.col - velocity.col),
        }
    }

    /// Whether acceleration number `k` (1..=9) is a candidate.
    #[inline(always)]
    pub fn allows(self, k: u8) -> bool {
        self.allowed & (1 << k) != 0
    }

    /// The shift as a nibble, the index of its acceleration (4 for none): what a search stores
    /// beside a parent mark so that the parent's velocity can be found again.
    #[inline]
    pub fn shift_code(self) -> u8 {
        Acceleration::from_delta(self.shift).map_or(4, |a| a.index() as u8)
    }
}

/// The terrain of a track as a search reads it.
pub(crate) struct TerrainLayer {
    /// Per cell (row-major), its terrain flag ([`Terrain::flag_of`]).
    flags: Vec<u8>,
    cols: usize,
    rows: usize,
    vr: i32,
    vc: i32,
    /// Per velocity (row-major over `-vr..=vr` x `-vc..=vc`), its range in `offsets`.
    cells_of: Vec<(u32, u32)>,
    /// Cell offsets of S from the segment's first cell, from [`segment_cells`].
    offsets: Vec<isize>,
    /// Whether any cell is dirt: the one terrain that lets a car brake by two in a move, so
    /// predecessors and heuristics must allow for it.
    pub has_dirt: bool,
}

impl TerrainLayer {
    /// The layer of `track` under `rules` for speeds up to `vr` and `vc`, or `None` when the
    /// track has no terrain.
    pub fn new(track: &Track, rules: Rules, vr: i32, vc: i32) -> Option<TerrainLayer> {
        if !track.has_terrain() {
            return None;
        }
        let cols = track.cols();
        let flags: Vec<u8> = track.cells().iter().map(|&c| Terrain::flag_of(c)).collect();
        let mut cells_of = Vec::with_capacity(((2 * vr + 1) * (2 * vc + 1)) as usize);
        let mut offsets = Vec::new();
        for dr in -vr..=vr {
            for dc in -vc..=vc {
                let begin = offsets.len() as u32;
                segment_cells(rules, Velocity::new(dr, dc), |d| {
                    offsets.push(d.row as isize * cols as isize + d.col as isize);
                    true
                });
                cells_of.push((begin, offsets.len() as u32));
            }
        }
        Some(TerrainLayer {
            has_dirt: track.cells().contains(&crate::Cell::Dirt),
            flags,
            cols,
            rows: track.rows(),
            vr,
            vc,
            cells_of,
            offsets,
        })
    }

    /// The terrain acting on configuration `(position, velocity)`: read from the cells of its
    /// last segment. A configuration whose segment starts off the grid (no game has it) or
    /// whose velocity is beyond the bounds has none.
    pub fn terrain(&self, position: Point, velocity: Velocity) -> Terrain {
        let from = Point::new(position.row - velocity.row, position.col - velocity.col);
        let on_grid = |p: Point| {
            p.row >= 0 && p.col >= 0 && (p.row as usize) < self.rows && (p.col as usize) < self.cols
        };
        if !on_grid(from) || !on_grid(position) {
            return Terrain::None;
        }
        if velocity.row.abs() > self.vr || velocity.col.abs() > self.vc {
            return Terrain::None;
        }
        let s = (velocity.row + self.vr) as usize * (2 * self.vc as usize + 1)
            + (velocity.col + self.vc) as usize;
        let (begin, end) = self.cells_of[s];
        let base = (from.row as usize * self.cols + from.col as usize) as isize;
        // Every cell of S lies in the box of the segment's two ends, so on the grid.
        let flags = self.offsets[begin as usize..end as usize]
            .iter()
            .fold(0, |f, &o| {
                f | self.flags.get((base + o) as usize).copied().unwrap_or(0)
            });
        Terrain::of_flags(flags)
    }

    /// The effect on configuration `(position, velocity)`.
    #[inline]
    pub fn effect(&self, position: Point, velocity: Velocity) -> Effect {
        match self.terrain(position, velocity) {
            Terrain::None => Effect::NONE,
            terrain => Effect::of(terrain, velocity),
        }
    }
}
