//! Which cells the elements occupy at each time of the cycle: for every cell an element may
//! ever cover, one bit per time step, and a lookup from a point to its cell over the box around
//! them all, so [`Occupancy::blocks`] is two reads.

use super::Element;
use crate::grid::Point;

/// Slot of a point of the box that no element ever covers.
const NONE: u32 = u32::MAX;

/// The elements' occupancy over one cycle.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Occupancy {
    cycle: u32,
    /// Corners of the box around every covered cell (inclusive); empty when `lo > hi`.
    lo: Point,
    hi: Point,
    /// Per point of the box, row-major, its slot or [`NONE`].
    slot_of: Vec<u32>,
    /// The covered cells, row-major, one per slot.
    cells: Vec<Point>,
    /// Per slot, `words` words of time bits (bit `t` set when occupied at time `t`).
    masks: Vec<u64>,
    words: usize,
}

impl Default for Occupancy {
    fn default() -> Self {
        Occupancy {
            cycle: 1,
            lo: Point::new(0, 0),
            hi: Point::new(-1, -1),
            slot_of: Vec::new(),
            cells: Vec::new(),
            masks: Vec::new(),
            words: 1,
        }
    }
}

impl Occupancy {
    /// The occupancy of `elements` over `cycle` (at least 1) time steps.
    pub fn new(elements: &[Element], cycle: u32) -> Occupancy {
        let cycle = cycle.max(1);
        let mut cells: Vec<Point> = elements.iter().flat_map(|e| e.cells()).copied().collect();
        cells.sort_unstable();
        cells.dedup();
        let Some(&first) = cells.first() else {
            return Occupancy {
                cycle,
                ..Occupancy::default()
            };
        };
        let (mut lo, mut hi) = (first, first);
        for p in &cells {
            lo = Point::new(lo.row.min(p.row), lo.col.min(p.col));
            hi = Point::new(hi.row.max(p.row), hi.col.max(p.col));
        }
        let width = (hi.col - lo.col + 1) as usize;
        let height = (hi.row - lo.row + 1) as usize;
        let mut slot_of = vec![NONE; width * height];
        for (slot, p) in cells.iter().enumerate() {
            slot_of[(p.row - lo.row) as usize * width + (p.col - lo.col) as usize] = slot as u32;
        }
        let words = (cycle as usize).div_ceil(64);
        let mut occupancy = Occupancy {
            cycle,
            lo,
            hi,
            slot_of,
            masks: vec![0; words * cells.len()],
            cells,
            words,
        };
        for t in 0..cycle {
            for element in elements {
                for p in element.cells_at(t) {
                    if let Some(slot) = occupancy.slot(p) {
                        occupancy.masks[slot * words + (t / 64) as usize] |= 1 << (t % 64);
                    }
                }
            }
        }
        occupancy
    }

    pub fn cycle(&self) -> u32 {
        self.cycle
    }

    /// The slot of `p`, if an element may ever cover it.
    #[inline]
    fn slot(&self, p: Point) -> Option<usize> {
        if p.row < self.lo.row || p.col < self.lo.col || p.row > self.hi.row || p.col > self.hi.col
        {
            return None;
        }
        let width = (self.hi.col - self.lo.col + 1) as usize;
        let i = (p.row - self.lo.row) as usize * width + (p.col - self.lo.col) as usize;
        match self.slot_of[i] {
            NONE => None,
            s => Some(s as usize),
        }
    }

    /// Whether slot `slot` is occupied at time `t` (any time, taken mod the cycle).
    #[inline]
    fn bit(&self, slot: usize, t: u32) -> bool {
        let t = t % self.cycle;
        self.masks[slot * self.words + (t / 64) as usize] >> (t % 64) & 1 == 1
    }

    #[inline]
    pub fn blocks(&self, t: u32, p: Point) -> bool {
        self.slot(p).is_some_and(|s| self.bit(s, t))
    }

    pub fn occupied(&self, t: u32) -> impl Iterator<Item = Point> + '_ {
        self.cells
            .iter()
            .enumerate()
            .filter(move |&(s, _)| self.bit(s, t))
            .map(|(_, &p)| p)
    }

    /// Whether the box `lo..=hi` meets the box around the covered cells.
    #[inline]
    pub fn overlaps(&self, lo: Point, hi: Point) -> bool {
        lo.row <= self.hi.row
            && hi.row >= self.lo.row
            && lo.col <= self.hi.col
            && hi.col >= self.lo.col
    }
}
