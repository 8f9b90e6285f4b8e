//! The timed configuration space: every (position, velocity, time mod cycle) numbered by one
//! index, a mark per configuration (the parent's velocity change, so the trajectory can be
//! followed back), and the successors by the timed rule.
//!
//! Index: `(((row * NVR + vrow + VR) * cols + col) * NVC + vcol + VC) * cycle + t`, with `VR`,
//! `VC` the largest speeds a car can reach along each axis (as in the static search). Marks are
//! a dense table (a nibble each, a byte on a track with dirt, where a move may change the
//! velocity by two) up to [`MAX_DENSE_CONFIGURATIONS`] configurations, else a hash map of the
//! configurations met, bounded by [`MAX_SPARSE_MARKS`]. Whether a move is legal by the static
//! rules depends only on where it ends and its velocity: that answer is remembered, two bits per
//! static configuration, so each segment is walked once whatever the time.

use std::collections::HashMap;

use rustc_hash::FxBuildHasher;

use crate::grid::Point;
use crate::rules::timed::element_touch;
use crate::rules::{self, Rules, Velocity};
use crate::search::{MAX_DENSE_CONFIGURATIONS, MAX_SPARSE_MARKS};
use crate::track::{Cell, Track};

/// Mark of a configuration never generated.
pub(super) const UNSEEN: u8 = 0;

/// Largest static table of remembered legality (a byte per static configuration).
const MAX_LEGALITY_TABLE: u64 = 1 << 26;

/// The largest speed along one axis on a side of `len` points: reaching speed `v` from rest
/// needs `1 + 2 + ... + v` points of travel.
fn max_axis_speed(len: usize) -> i32 {
    let mut v = 0i64;
    while (v + 1) * (v + 2) / 2 < len as i64 {
        v += 1;
    }
    v as i32
}

/// One mark per configuration.
enum Marks {
    Nibbles(Vec<u8>),
    Bytes(Vec<u8>),
    Sparse(HashMap<u64, u8, FxBuildHasher>),
}

/// The space of one search.
pub(super) struct TimedSpace {
    pub track: Track,
    pub rules: Rules,
    pub cycle: u32,
    cols: usize,
    vr: i32,
    vc: i32,
    nvr: u64,
    nvc: u64,
    /// Whether moves may change the velocity by two (dirt): marks then take 25 codes.
    wide: bool,
    terrain: bool,
    marks: Marks,
    /// Per static configuration `(to, velocity)`: 0 unknown, 1 legal, 2 illegal (strict rules).
    legal: Vec<u8>,
}

impl TimedSpace {
    pub fn new(track: &Track, rules: Rules) -> TimedSpace {
        let (rows, cols) = (track.rows(), track.cols());
        let (vr, vc) = (max_axis_speed(rows), max_axis_speed(cols));
        let (nvr, nvc) = (2 * vr as u64 + 1, 2 * vc as u64 + 1);
        let cycle = track.elements().cycle();
        let static_size = rows as u64 * cols as u64 * nvr * nvc;
        let size = static_size * u64::from(cycle);
        let wide = track.cells().contains(&Cell::Dirt);
        let marks = if size > MAX_DENSE_CONFIGURATIONS {
            Marks::Sparse(HashMap::default())
        } else if wide {
            Marks::Bytes(vec![0; size as usize])
        } else {
            Marks::Nibbles(vec![0; (size as usize).div_ceil(2)])
        };
        let legal = if rules == Rules::Strict && static_size <= MAX_LEGALITY_TABLE {
            vec![0; static_size as usize]
        } else {
            Vec::new()
        };
        TimedSpace {
            track: track.clone(),
            rules,
            cycle,
            cols,
            vr,
            vc,
            nvr,
            nvc,
            wide,
            terrain: track.has_terrain(),
            marks,
            legal,
        }
    }

    /// The static index of `(p, v)`, or `None` beyond the grid or the speed bounds.
    #[inline]
    fn static_index(&self, p: Point, v: Velocity) -> Option<u64> {
        if !self.track.contains(p) || v.row.abs() > self.vr || v.col.abs() > self.vc {
            return None;
        }
        let rv = p.row as u64 * self.nvr + (v.row + self.vr) as u64;
        Some((rv * self.cols as u64 + p.col as u64) * self.nvc + (v.col + self.vc) as u64)
    }

    /// The index of a configuration, or `None` beyond the grid or the speed bounds.
    #[inline]
    pub fn index(&self, p: Point, v: Velocity, t: u32) -> Option<u64> {
        Some(self.static_index(p, v)? * u64::from(self.cycle) + u64::from(t))
    }

    /// The configuration at an index.
    pub fn config(&self, index: u64) -> (Point, Velocity, u32) {
        let cycle = u64::from(self.cycle);
        let (s, t) = (index / cycle, (index % cycle) as u32);
        let (rest, vc) = (s / self.nvc, (s % self.nvc) as i32 - self.vc);
        let (rv, col) = (rest / self.cols as u64, (rest % self.cols as u64) as i32);
        let (row, vr) = ((rv / self.nvr) as i32, (rv % self.nvr) as i32 - self.vr);
        (Point::new(row, col), Velocity::new(vr, vc), t)
    }

    /// Mark of a placement.
    pub fn placed(&self) -> u8 {
        if self.wide { 26 } else { 10 }
    }

    /// Mark of a configuration queued by a best-first search but not expanded yet.
    pub fn queued(&self) -> u8 {
        self.placed() + 1
    }

    /// Whether a best-first search has expanded the configuration of this mark.
    pub fn closed(&self, mark: u8) -> bool {
        mark != UNSEEN && mark != self.queued()
    }

    /// Number of configurations.
    pub fn size(&self) -> u64 {
        self.track.rows() as u64 * self.cols as u64 * self.nvr * self.nvc * u64::from(self.cycle)
    }

    /// The mark of a configuration reached from a parent of velocity `from` at velocity `to`.
    #[inline]
    pub fn code(&self, from: Velocity, to: Velocity) -> u8 {
        let (dr, dc) = (to.row - from.row, to.col - from.col);
        if self.wide {
            ((dr + 2) * 5 + dc + 2 + 1) as u8
        } else {
            ((dr + 1) * 3 + dc + 1 + 1) as u8
        }
    }

    /// The parent of configuration `(p, v, t)` reached with mark `code` (not a placement).
    pub fn parent(&self, p: Point, v: Velocity, t: u32, code: u8) -> (Point, Velocity, u32) {
        let (side, mid) = if self.wide { (5, 2) } else { (3, 1) };
        let c = i32::from(code) - 1;
        let (dr, dc) = (c / side - mid, c % side - mid);
        let from = Point::new(p.row - v.row, p.col - v.col);
        let t = (t + self.cycle - 1) % self.cycle;
        (from, Velocity::new(v.row - dr, v.col - dc), t)
    }

    #[inline]
    pub fn mark(&self, i: u64) -> u8 {
        match &self.marks {
            Marks::Nibbles(n) => (n[(i >> 1) as usize] >> ((i & 1) * 4)) & 0xf,
            Marks::Bytes(b) => b[i as usize],
            Marks::Sparse(map) => map.get(&i).copied().unwrap_or(UNSEEN),
        }
    }

    #[inline]
    pub fn set_mark(&mut self, i: u64, mark: u8) {
        match &mut self.marks {
            Marks::Nibbles(n) => {
                let byte = &mut n[(i >> 1) as usize];
                let shift = (i & 1) * 4;
                *byte = (*byte & !(0xf << shift)) | (mark << shift);
            }
            Marks::Bytes(b) => b[i as usize] = mark,
            Marks::Sparse(map) => {
                map.insert(i, mark);
            }
        }
    }

    /// Bytes of the marks and the remembered legality.
    pub fn memory_bytes(&self) -> usize {
        let marks = match &self.marks {
            Marks::Nibbles(v) | Marks::Bytes(v) => v.len(),
            Marks::Sparse(map) => map.capacity() * (std::mem::size_of::<(u64, u8)>() + 1),
        };
        marks + self.legal.len()
    }

    /// Whether a hash-map store is full.
    pub fn full(&self) -> bool {
        matches!(&self.marks, Marks::Sparse(map) if map.len() >= MAX_SPARSE_MARKS)
    }

    /// Whether the static rules allow `from -> to` (`to` on the grid, within the speed bounds),
    /// remembered per static configuration under strict rules.
    #[inline]
    fn statically_legal(&mut self, from: Point, to: Point, s: u64) -> bool {
        if self.rules == Rules::Soft {
            return self.track.is_free(to);
        }
        match self.legal.get(s as usize).copied() {
            Some(1) => true,
            Some(2) => false,
            known => {
                let legal = rules::blocked(&self.track, self.rules, from, to).is_none();
                if known.is_some() {
                    self.legal[s as usize] = if legal { 1 } else { 2 };
                }
                legal
            }
        }
    }

    /// The legal successors of `(p, v, t)`, in the fixed acceleration order, as
    /// `(index, position, velocity)` at time `t + 1`, into `out`.
    pub fn successors(
        &mut self,
        p: Point,
        v: Velocity,
        t: u32,
        out: &mut Vec<(u64, Point, Velocity)>,
    ) {
        out.clear();
        let next = (t + 1) % self.cycle;
        let mut candidates = [(false, Point::default()); 9];
        if self.terrain {
            for (a, to) in rules::options(&self.track, self.rules, p, v) {
                candidates[a.index()] = (true, to);
            }
        } else {
            for (slot, to) in candidates.iter_mut().zip(rules::candidates(p, v)) {
                *slot = (true, to);
            }
        }
        for (offered, to) in candidates {
            let w = to - p;
            let Some(s) = offered.then(|| self.static_index(to, w)).flatten() else {
                continue;
            };
            if !self.statically_legal(p, to, s)
                || element_touch(&self.track, self.rules, p, to, next).is_some()
            {
                continue;
            }
            out.push((s * u64::from(self.cycle) + u64::from(next), to, w));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn indices_and_marks_give_back_their_configurations() {
        for (text, wide) in [
            (">....*\n......\n......\n", false),
            (">..:.*\n......\n", true),
        ] {
            let track: Track = format!("{text}@gate 1,1 cycle 3 closed 0-0\n")
                .parse()
                .unwrap();
            let space = TimedSpace::new(&track, Rules::Strict);
            assert_eq!(space.wide, wide);
            let (vr, vc) = (space.vr, space.vc);
            for (i, cell) in track.cells().iter().enumerate() {
                let p = track.point(i);
                for v in (-vr..=vr).flat_map(|r| (-vc..=vc).map(move |c| Velocity::new(r, c))) {
                    for t in 0..space.cycle {
                        let index = space.index(p, v, t).unwrap();
                        assert!(index < space.size(), "{cell:?}");
                        assert_eq!(space.config(index), (p, v, t));
                    }
                    let spread = if wide { 2 } else { 1 };
                    for dr in -spread..=spread {
                        for dc in -spread..=spread {
                            let from = Velocity::new(v.row - dr, v.col - dc);
                            let code = space.code(from, v);
                            assert!(code >= 1 && code < space.placed());
                            let parent = space.parent(p, v, 0, code);
                            assert_eq!(parent, (p + Velocity::new(-v.row, -v.col), from, 2));
                        }
                    }
                }
            }
            assert_eq!(space.index(Point::new(0, 9), Velocity::default(), 0), None);
            assert_eq!(
                space.index(Point::new(0, 0), Velocity::new(vr + 1, 0), 0),
                None
            );
        }
    }
}
