//! Distances to each checkpoint digit by the heading of the move that passes it, for the tours of
//! [`super::targets`]: per digit and per heading (down, up, right, left: the larger component
//! of the velocity and its sign), the fewest moves from every configuration (position, velocity)
//! until a move passes one of the digit's cells with that heading, walls, speed and braking
//! counted, the other targets plain road.
//!
//! A tour that only knew each digit's own distance would price the way into a checkpoint at the
//! end of a dead end by the move that passes it heading in, and the way on by the move that
//! passes it heading out: the braking and turning between the two would count nowhere. Knowing
//! the heading of the move that passes each target, a leg starts where the one before it ended.
//!
//! One backward breadth-first search per digit and heading, all of them side by side: per
//! configuration, a word holds one bit per table that has reached it and two more the tables
//! new to it at the last level and this one; each level's queue (in the entries' order) carries
//! each configuration's new bits to its predecessors (as in [`crate::coach`]: the
//! configurations `(q, v - a)` of the one move `q -> p` that arrives in `(p, v)`).

use super::lines::Lines;
use crate::coach::Coach;
use crate::grid::Point;
use crate::rules::Velocity;
use crate::track::Track;

/// The headings a move can have: down, up, right, left.
pub(super) const HEADINGS: usize = 4;

/// Most tables the searches run side by side: one bit each in a word.
pub(super) const MAX_TABLES: usize = 64;

/// The bit of [`Arrival::flags`] saying the move that arrives is legal.
const LEGAL: u16 = 1 << 15;
/// The bit saying it passes a finish cell (whatever the digits held).
const CROSSES: u16 = 1;

/// The heading of a move with velocity `v` (not at rest): along its larger component (the rows
/// on a tie), toward its sign. Opposite velocities have different headings.
#[inline]
pub(super) fn heading(v: Velocity) -> usize {
    if v.row.abs() >= v.col.abs() {
        usize::from(v.row < 0)
    } else {
        2 + usize::from(v.col < 0)
    }
}

/// The move that arrives in a configuration, kept together for the searches' locality.
#[derive(Clone, Copy, Default)]
struct Arrival {
    /// Where the entries of the move's source begin (see [`Coach::block`]).
    first: u32,
    /// The row and column velocities a car can have at the source: rows low, high, columns
    /// low, high.
    ranges: [i16; 4],
    /// The configuration's velocity, rows and columns.
    velocity: [i16; 2],
    /// [`LEGAL`] when the move `p - v -> p` is legal (velocity not at rest), the digits it passes
    /// (bit `n` for digit `n`), and [`CROSSES`] when it crosses the finish.
    flags: u16,
}

/// Every configuration of a table's index, with the move that arrives there.
pub(super) struct Arrivals {
    /// Per entry.
    arrivals: Vec<Arrival>,
}

impl Arrivals {
    /// The configurations of `index` (a coach's table of `track`), each with its arriving move.
    pub fn new(track: &Track, index: &Coach, lines: &Lines, speeds: (i32, i32)) -> Arrivals {
        let entries = index.entries();
        let mut arrivals = vec![Arrival::default(); entries];
        for cell in 0..track.cells().len() {
            if !track.cells()[cell].is_free() {
                continue;
            }
            let p = track.point(cell);
            for dr in -speeds.0..=speeds.0 {
                for dc in -speeds.1..=speeds.1 {
                    let v = Velocity::new(dr, dc);
                    let Some(i) = index.entry(p, v) else {
                        continue;
                    };
                    let arrival = &mut arrivals[i];
                    arrival.velocity = [dr as i16, dc as i16];
                    // The source: a free point (its block), else the move is not legal.
                    let from = Point::new(p.row - dr, p.col - dc);
                    let Some((first, rows, cols)) = index.block(from) else {
                        continue;
                    };
                    // `all` holds bits no digit sets: the digits passed, never the finish.
                    if let Some(passage) = lines.pass(from, v, 0, u16::MAX) {
                        let crosses = lines.pass(from, v, 0, 0).is_some_and(|p| p.finished);
                        arrival.first = first as u32;
                        arrival.ranges = [rows.0, rows.1, cols.0, cols.1].map(|r| r as i16);
                        arrival.flags = LEGAL | passage.collected | u16::from(crosses);
                    }
                }
            }
        }
        Arrivals { arrivals }
    }

    /// The velocity of entry `i`.
    #[inline]
    pub fn velocity_of(&self, i: usize) -> Velocity {
        let [dr, dc] = self.arrivals[i].velocity;
        Velocity::new(i32::from(dr), i32::from(dc))
    }

    /// The move arriving in entry `i` when it is legal: the digits it passes (bit `n` for digit
    /// `n`) and whether it crosses the finish.
    #[inline]
    pub fn passed(&self, i: usize) -> Option<(u16, bool)> {
        let m = self.arrivals[i].flags;
        (m & LEGAL != 0).then_some((m & !(LEGAL | CROSSES), m & CROSSES != 0))
    }

    /// The entries whose move arrives in entry `i` (none when that move is not legal), each
    /// passed to `visit`.
    #[inline]
    fn predecessors(&self, i: usize, mut visit: impl FnMut(usize)) {
        let Arrival {
            first,
            ranges: [rlo, rhi, clo, chi],
            velocity: [vr, vc],
            flags,
        } = self.arrivals[i];
        if flags & LEGAL == 0 {
            return;
        }
        let width = (chi - clo + 1) as usize;
        for ur in (vr - 1).max(rlo)..=(vr + 1).min(rhi) {
            let row = first as usize + (ur - rlo) as usize * width;
            for uc in (vc - 1).max(clo)..=(vc + 1).min(chi) {
                visit(row + (uc - clo) as usize);
            }
        }
    }
}

/// Writes `near[i * stride + first + k * HEADINGS + h]` for every entry `i` of `arrivals` from
/// which a move can pass digit `digits[k]` heading `h`: the fewest moves until one does, at most
/// `far`. The other entries are left as the caller made them (its "never").
/// `digits.len() * HEADINGS` is at most [`MAX_TABLES`].
pub(super) fn tables(
    arrivals: &Arrivals,
    digits: &[u8],
    (near, stride, first): (&mut [u8], usize, usize),
    far: u8,
) {
    debug_assert!(digits.len() * HEADINGS <= MAX_TABLES);
    let entries = arrivals.arrivals.len();
    // Per entry: the tables that reached it, and those that reached it at the last level and at
    // this one (by the level's parity), side by side.
    let mut bits = vec![[0u64; 3]; entries];
    let mut queue: Vec<u32> = Vec::new();
    let mut queued: Vec<u32> = Vec::new();
    // Marks `tables` of entry `j` at `level` where they are new.
    let mut mark =
        |j: usize, tables: u64, level: u32, bits: &mut [[u64; 3]], queued: &mut Vec<u32>| {
            let word = &mut bits[j];
            let new = tables & !word[0];
            if new == 0 {
                return;
            }
            word[0] |= new;
            let slot = 1 + (level & 1) as usize;
            if word[slot] == 0 {
                queued.push(j as u32);
            }
            word[slot] |= new;
            let value = level.min(u32::from(far)) as u8;
            let mut rest = new;
            while rest != 0 {
                let t = rest.trailing_zeros() as usize;
                near[j * stride + first + t] = value;
                rest &= rest - 1;
            }
        };
    // Level 1: the configurations whose next move can pass a digit with a heading.
    for i in 0..entries {
        let Some((passed, _)) = arrivals.passed(i) else {
            continue;
        };
        if passed == 0 {
            continue;
        }
        let h = heading(arrivals.velocity_of(i));
        let mut tables = 0u64;
        for (k, &n) in digits.iter().enumerate() {
            if passed & 1 << n != 0 {
                tables |= 1 << (k * HEADINGS + h);
            }
        }
        arrivals.predecessors(i, |j| mark(j, tables, 1, &mut bits, &mut queued));
    }
    let mut level = 1;
    while !queued.is_empty() {
        std::mem::swap(&mut queue, &mut queued);
        // In the entries' order, the predecessors' words of neighbouring entries lie close.
        queue.sort_unstable();
        let slot = 1 + (level & 1) as usize;
        level += 1;
        for &i in &queue {
            let i = i as usize;
            let tables = std::mem::take(&mut bits[i][slot]);
            arrivals.predecessors(i, |j| mark(j, tables, level, &mut bits, &mut queued));
        }
        queue.clear();
    }
}
