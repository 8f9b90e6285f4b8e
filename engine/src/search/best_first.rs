//! Best-first searches on `priority = g + weight * (h + penalty)` with a bucket queue: A*
//! (`weight = 1`, no penalty: optimal, since the heuristic is consistent), greedy best-first
//! (`weight = GREEDY_WEIGHT`: the estimate decides, the moves so far only break ties, so among
//! equally promising positions the one reached sooner goes first) and the careful driver
//! (greedy, plus a penalty on every configuration from which the car could not brake to a stop
//! along clear segments after a move of reaction time).
//!
//! On terrain the heuristic stays consistent (see [`super::terrain`]'s notes).
//!
//! Entries may be queued more than once; the first one taken out closes its configuration and
//! records its parent there, so a closed configuration's parent chain is final.

use super::space::{Config, PACKED_BITS, PLACED, Space, UNSEEN};
use super::terrain::Effect;
use super::{Core, Observer, Outcome, Stats};
use crate::distance::UNREACHABLE;
use crate::track::Track;

/// Bits of an entry below its move count: the configuration, the mark and the parent's dirt
/// shift ([`Effect::shift_code`]).
const G_SHIFT: u32 = PACKED_BITS + 8;

/// Most moves an entry can record (the bits of a word above the shift, the mark and the
/// configuration: over a million); a search that would go further ends at the limit.
const MAX_MOVES: u32 = (1 << (64 - G_SHIFT)) - 1;

/// Weight of the estimate for the greedy drivers: large enough that it alone decides.
const GREEDY_WEIGHT: u32 = 256;

/// Moves a careful driver allows itself at its current velocity before it would start braking:
/// its reaction time, which keeps it well below the speeds of the optimal line.
const REACTION_MOVES: u32 = 1;

/// Extra moves a careful driver counts for a configuration it could not stop from.
const CAREFUL_PENALTY: u32 = 6;

pub(super) struct BestFirst {
    core: Core,
    /// Entries `g << G_SHIFT | shift << (PACKED_BITS + 4) | mark << PACKED_BITS | packed
    /// configuration`, by priority; last-in first-out within a bucket.
    buckets: Vec<Vec<u64>>,
    /// Entries from which the finish is out of reach, explored only when nothing else is left.
    doomed: Vec<u64>,
    current: usize,
    queued: usize,
    /// Weight of the estimate in the priority: 1 for A*, [`GREEDY_WEIGHT`] for the drivers.
    weight: u32,
    careful: bool,
}

/// Whether a mark closes its configuration (it has been expanded, or placed and expanded).
#[inline(always)]
fn closed(mark: u8) -> bool {
    (1..=PLACED).contains(&mark)
}

impl BestFirst {
    fn new(core: Core, weight: u32, careful: bool) -> BestFirst {
        BestFirst {
            core,
            buckets: Vec::new(),
            doomed: Vec::new(),
            current: 0,
            queued: 0,
            weight,
            careful,
        }
    }

    /// Optimal A*.
    pub fn astar(core: Core) -> BestFirst {
        BestFirst::new(core, 1, false)
    }

    /// Greedy best-first: the estimate alone decides.
    pub fn greedy(core: Core) -> BestFirst {
        BestFirst::new(core, GREEDY_WEIGHT, false)
    }

    /// Greedy best-first with a safe stopping distance.
    pub fn careful(core: Core) -> BestFirst {
        BestFirst::new(core, GREEDY_WEIGHT, true)
    }

    pub fn stats(&self) -> Stats {
        Stats {
            frontier: self.queued,
            ..self.core.tally.stats
        }
    }

    pub fn memory_bytes(&self) -> usize {
        self.core.marks_bytes()
            + self.buckets.iter().map(|b| 8 * b.capacity()).sum::<usize>()
            + 8 * self.doomed.capacity()
    }

    fn optimal(&self) -> bool {
        self.weight == 1 && !self.careful
    }

    /// The heuristic plus the careful driver's penalty, or `None` when the finish is out of reach.
    #[inline(always)]
    fn estimate(&self, space: &Space, c: Config) -> Option<u32> {
        let h = space.heuristic(c);
        if h == UNREACHABLE {
            return None;
        }
        let penalty = if self.careful && !space.can_stop(c, REACTION_MOVES) {
            CAREFUL_PENALTY
        } else {
            0
        };
        Some(h + penalty)
    }

    /// Queues configuration `index`, reached in `g` moves by the acceleration `mark` from a
    /// parent with terrain `effect`, with estimate `h` (`None`: the finish is out of reach).
    #[inline(always)]
    fn push(&mut self, g: u32, h: Option<u32>, c: Config, mark: u8, effect: Effect) {
        let entry = (g as u64) << G_SHIFT
            | (effect.shift_code() as u64) << (PACKED_BITS + 4)
            | (mark as u64) << PACKED_BITS
            | self.core.space.pack(c);
        self.queued += 1;
        let Some(h) = h else {
            self.doomed.push(entry);
            return;
        };
        let p = (g + self.weight * h) as usize;
        if p >= self.buckets.len() {
            self.buckets.resize_with(p + 1, Vec::new);
        }
        self.buckets[p].push(entry);
        self.current = self.current.min(p);
    }

    /// Takes out an entry of lowest priority, `(g, configuration, mark, shift code)`; the doomed
    /// come last: once only they are left there is no solution, and exploring them finds the
    /// closest point.
    #[inline]
    fn pop(&mut self) -> Option<(u32, Config, u8, u8)> {
        while self.current < self.buckets.len() && self.buckets[self.current].is_empty() {
            self.current += 1;
        }
        let entry = match self.buckets.get_mut(self.current) {
            Some(bucket) => bucket.pop(),
            None => self.doomed.pop(),
        }?;
        self.queued -= 1;
        let mark = ((entry >> PACKED_BITS) & 0xf) as u8;
        let shift = ((entry >> (PACKED_BITS + 4)) & 0xf) as u8;
        Some((
            (entry >> G_SHIFT) as u32,
            self.core.space.unpack(entry),
            mark,
            shift,
        ))
    }

    pub fn step(
        &mut self,
        track: &Track,
        budget: usize,
        observer: &mut impl Observer,
    ) -> Option<Outcome> {
        for (index, c) in self.core.place(track, observer) {
            // Placements are queued, not closed: reset the mark `place` set.
            self.core.marks.set(index, super::space::SEEN);
            let h = self.estimate(&self.core.space, c);
            self.push(0, h, c, PLACED, Effect::NONE);
        }
        let mut expansions = 0;
        while expansions < budget {
            let Some((g, c, mark, shift)) = self.pop() else {
                return Some(self.core.tally.failure());
            };
            let index = self.core.space.index(c);
            if closed(self.core.marks.get(index)) {
                continue;
            }
            self.core.marks.set(index, mark);
            if let Some(shifts) = &mut self.core.shifts {
                shifts.set(index, shift);
            }
            if self.core.space.is_finish(c.position) {
                return Some(Outcome::Solved(self.core.trajectory(index)));
            }
            expansions += 1;
            self.core.tally.stats.expanded += 1;
            let effect = self.core.space.effect(c);
            let mut k = 1;
            while let Some((next, succ, this, prev)) =
                self.core
                    .space
                    .next_successor(&mut self.core.marks, index, c, effect, k)
            {
                k = this + 1;
                if closed(prev) {
                    continue;
                }
                if prev == UNSEEN {
                    let Core { space, tally, .. } = &mut self.core;
                    tally.generated(space, c.position, succ.position, observer);
                }
                if !self.optimal() && self.core.space.is_finish(succ.position) {
                    // An imperfect driver takes the first finish it sees.
                    let Core { marks, shifts, .. } = &mut self.core;
                    Core::set_parent(marks, shifts, next, this, effect);
                    return Some(Outcome::Solved(self.core.trajectory(next)));
                }
                if g + 1 > MAX_MOVES {
                    self.core.tally.limit_hit = true;
                    return Some(self.core.tally.failure());
                }
                let h = self.estimate(&self.core.space, succ);
                self.push(g + 1, h, succ, this, effect);
            }
            let Core { marks, tally, .. } = &mut self.core;
            if tally.over_limit(marks) {
                return Some(tally.failure());
            }
        }
        None
    }
}
