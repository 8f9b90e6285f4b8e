//! What the coach needs of a move where the finish is not just a point to land on: a track with
//! checkpoints, or Karopapier's rules (whose finish is passed, not landed on).
//!
//! The coach's configurations then also hold the checkpoints collected, as a *mark*: the track's
//! digits numbered from 0 in increasing order, bit `k` for the `k`-th digit, so that a track with
//! `n` digits has `2^n` marks. For every move `q -> q + v` this module says which marks it
//! collects (the digits among the cells of its S, [`crate::rules::segment_cells`]) and which
//! marks a car must already hold for the move to finish the race
//! ([`crate::rules::checkpoints`]): under strict and soft rules by landing on a finish cell
//! with every digit held after the move; under Karopapier's rules by passing a finish cell once
//! every digit is held, so it is enough to hold, before the move, every digit not met on the way
//! to the line's last finish cell.

use crate::grid::Point;
use crate::rules::{Rules, Velocity, segment_cells};
use crate::track::{Cell, Track};

/// The checkpoints and lines of a coached track.
pub(super) struct Marks {
    rules: Rules,
    rows: i32,
    cols: i32,
    /// Every mark: `(1 << n) - 1` for `n` digits.
    pub all: u16,
    /// The track's digits, the `k`-th one of bit `k`.
    digits: Vec<u8>,
    /// Per cell (row-major): its mark bit (0 for a cell that is no checkpoint).
    bit: Vec<u16>,
    /// Per cell: whether it is a finish cell.
    finish: Vec<bool>,
    /// Per cell: whether a car may drive there.
    free: Vec<bool>,
    /// The row and column speed bounds of the table.
    vr: i32,
    vc: i32,
    /// Per velocity (row-major over `-vr..=vr` by `-vc..=vc`): the offsets of its S, in order
    /// (under Karopapier's rules its line after the source, which must be all free).
    lines: Vec<Vec<Velocity>>,
}

impl Marks {
    /// The marks of `track` under `rules`, for velocities within `(vr, vc)`.
    pub fn new(track: &Track, rules: Rules, (vr, vc): (i32, i32)) -> Marks {
        let digits: Vec<u8> = (1..=9u8)
            .filter(|n| track.checkpoints() & 1 << n != 0)
            .collect();
        let bit = track
            .cells()
            .iter()
            .map(|c| match c {
                Cell::Checkpoint(n) => digits.iter().position(|d| d == n).map_or(0, |k| 1 << k),
                _ => 0,
            })
            .collect();
        let mut lines = Vec::with_capacity(((2 * vr + 1) * (2 * vc + 1)) as usize);
        for dr in -vr..=vr {
            for dc in -vc..=vc {
                let mut line = Vec::new();
                segment_cells(rules, Velocity::new(dr, dc), |d| {
                    line.push(d);
                    true
                });
                lines.push(line);
            }
        }
        Marks {
            rules,
            rows: track.rows() as i32,
            cols: track.cols() as i32,
            all: (1u16 << digits.len()) - 1,
            digits,
            bit,
            finish: track.cells().iter().map(|&c| c == Cell::Finish).collect(),
            free: track.cells().iter().map(|c| c.is_free()).collect(),
            vr,
            vc,
            lines,
        }
    }

    /// The number of marks, `2^n` for `n` digits.
    pub fn count(&self) -> u32 {
        u32::from(self.all) + 1
    }

    /// The mark of the checkpoint digits `held` (bit `n` for digit `n`, as
    /// [`crate::rules::Progress::collected`]).
    pub fn of_digits(&self, held: u16) -> u16 {
        self.digits
            .iter()
            .enumerate()
            .filter(|(_, n)| held & 1 << **n != 0)
            .fold(0, |mark, (k, _)| mark | 1 << k)
    }

    /// The cell index of `p`, when on the grid.
    #[inline]
    fn cell(&self, p: Point) -> Option<usize> {
        (p.row >= 0 && p.col >= 0 && p.row < self.rows && p.col < self.cols)
            .then(|| (p.row * self.cols + p.col) as usize)
    }

    /// The offsets of the S of velocity `v` (within the bounds).
    #[inline]
    fn line(&self, v: Velocity) -> &[Velocity] {
        let i = (v.row + self.vr) * (2 * self.vc + 1) + v.col + self.vc;
        &self.lines[i as usize]
    }

    /// Under Karopapier's rules, whether the move `q -> q + v` is legal: it moves (a car never
    /// stands still) and every cell of its line is drivable ([`crate::rules::blocked`]).
    pub fn karopapier_legal(&self, q: Point, v: Velocity) -> bool {
        v != Velocity::default()
            && self
                .line(v)
                .iter()
                .all(|&d| self.cell(q + d).is_some_and(|i| self.free[i]))
    }

    /// The marks the move `q -> q + v` collects.
    #[inline]
    pub fn collected(&self, q: Point, v: Velocity) -> u16 {
        if self.all == 0 {
            return 0;
        }
        self.line(v)
            .iter()
            .filter_map(|&d| self.cell(q + d))
            .fold(0, |mark, i| mark | self.bit[i])
    }

    /// The marks a car must hold before the legal move `q -> q + v` for it to finish the race,
    /// `None` when it cannot finish whatever the car holds.
    pub fn needed_to_finish(&self, q: Point, v: Velocity) -> Option<u16> {
        if self.rules != Rules::Karopapier {
            let end = self.cell(q + v)?;
            return self.finish[end].then(|| self.all & !self.collected(q, v));
        }
        // The digits met before the line's last finish cell.
        let (mut met, mut before_finish) = (0, None);
        for &d in self.line(v) {
            let i = self.cell(q + d)?;
            if self.finish[i] {
                before_finish = Some(met);
            }
            met |= self.bit[i];
        }
        before_finish.map(|met| self.all & !met)
    }

    /// The moves that may finish the race: `(q, v)` whose S from `q` holds a finish cell (under
    /// strict and soft rules: that ends on one), each once, found from the finish cells back
    /// rather than by trying every move of the track. Legality is the caller's business.
    pub fn finishing_moves(&self) -> Vec<(Point, Velocity)> {
        let is_finish = |p: Point| self.cell(p).is_some_and(|i| self.finish[i]);
        let mut moves = Vec::new();
        for (f, _) in self.finish.iter().enumerate().filter(|(_, f)| **f) {
            let f = Point::new(f as i32 / self.cols, f as i32 % self.cols);
            for dr in -self.vr..=self.vr {
                for dc in -self.vc..=self.vc {
                    let v = Velocity::new(dr, dc);
                    if self.rules != Rules::Karopapier {
                        let q = Point::new(f.row - v.row, f.col - v.col);
                        if self.cell(q).is_some() {
                            moves.push((q, v));
                        }
                        continue;
                    }
                    // Counted at the line's last finish cell, so that each move comes once.
                    let line = self.line(v);
                    for (k, &d) in line.iter().enumerate() {
                        let q = Point::new(f.row - d.row, f.col - d.col);
                        if self.cell(q).is_some()
                            && !line[k + 1..].iter().any(|&e| is_finish(q + e))
                        {
                            moves.push((q, v));
                        }
                    }
                }
            }
        }
        moves
    }
}

/// Calls `visit` with every mark `base | s` for `s` a subset of `spread` (`base` itself first).
#[inline]
pub(super) fn each_mark(base: u16, spread: u16, mut visit: impl FnMut(u16)) {
    let mut s = spread;
    loop {
        visit(base | s);
        if s == 0 {
            break;
        }
        s = (s - 1) & spread;
    }
}
