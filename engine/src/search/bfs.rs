//! Breadth-first search, layer by layer from all start points at once: the first finish point
//! generated is reached in the fewest moves.

use super::space::UNSEEN;
use super::{Core, Observer, Outcome, Stats};
use crate::track::Track;

pub(super) struct Bfs {
    core: Core,
    layer: Vec<u64>,
    next: Vec<u64>,
    cursor: usize,
}

impl Bfs {
    pub fn new(core: Core) -> Bfs {
        Bfs {
            core,
            layer: Vec::new(),
            next: Vec::new(),
            cursor: 0,
        }
    }

    pub fn stats(&self) -> Stats {
        Stats {
            frontier: self.layer.len() - self.cursor + self.next.len(),
            ..self.core.tally.stats
        }
    }

    pub fn memory_bytes(&self) -> usize {
        self.core.marks_bytes() + 8 * (self.layer.capacity() + self.next.capacity())
    }

    pub fn step(
        &mut self,
        track: &Track,
        budget: usize,
        observer: &mut impl Observer,
    ) -> Option<Outcome> {
        let starts = self.core.place(track, observer);
        let space = &self.core.space;
        self.layer
            .extend(starts.into_iter().map(|(_, c)| space.pack(c)));
        let Core {
            space,
            marks,
            shifts,
            tally,
            ..
        } = &mut self.core;
        for _ in 0..budget {
            if self.cursor == self.layer.len() {
                if self.next.is_empty() {
                    return Some(tally.failure());
                }
                std::mem::swap(&mut self.layer, &mut self.next);
                self.next.clear();
                self.cursor = 0;
            }
            let c = space.unpack(self.layer[self.cursor]);
            let index = space.index(c);
            self.cursor += 1;
            tally.stats.expanded += 1;
            let mut found = None;
            let effect = space.effect(c);
            let mut k = 1;
            while let Some((next, succ, this, mark)) =
                space.next_successor(marks, index, c, effect, k)
            {
                k = this + 1;
                if mark != UNSEEN {
                    continue;
                }
                Core::set_parent(marks, shifts, next, this, effect);
                tally.generated(space, c.position, succ.position, observer);
                if space.is_finish(succ.position) {
                    found = Some(next);
                    break;
                }
                self.next.push(space.pack(succ));
            }
            if let Some(goal) = found {
                return Some(Outcome::Solved(self.core.trajectory(goal)));
            }
            if tally.over_limit(marks) {
                return Some(tally.failure());
            }
        }
        None
    }
}
