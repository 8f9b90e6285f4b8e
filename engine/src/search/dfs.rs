//! Depth-first search with a set of visited configurations, trying the options in the fixed
//! acceleration order. Iterative: an explicit stack of (configuration, next option) frames
//! stands in for recursion, so a huge track cannot overflow the call stack.

use super::space::{Index, SEEN, UNSEEN};
use super::{Core, Observer, Outcome, Stats};
use crate::track::Track;

pub(super) struct Dfs {
    core: Core,
    /// The current path: packed configuration and the next acceleration number to try.
    frames: Vec<(Index, u8)>,
    roots: Vec<Index>,
    next_root: usize,
}

impl Dfs {
    pub fn new(core: Core) -> Dfs {
        Dfs {
            core,
            frames: Vec::new(),
            roots: Vec::new(),
            next_root: 0,
        }
    }

    pub fn stats(&self) -> Stats {
        Stats {
            frontier: self.frames.len(),
            ..self.core.tally.stats
        }
    }

    pub fn memory_bytes(&self) -> usize {
        self.core.marks_bytes() + 16 * self.frames.capacity()
    }

    pub fn step(
        &mut self,
        track: &Track,
        budget: usize,
        observer: &mut impl Observer,
    ) -> Option<Outcome> {
        let starts = self.core.place(track, observer);
        self.roots.extend(starts.into_iter().map(|(i, _)| i));
        let Core {
            space,
            marks,
            shifts,
            tally,
            ..
        } = &mut self.core;
        for _ in 0..budget {
            let Some(&(index, k)) = self.frames.last() else {
                match self.roots.get(self.next_root) {
                    Some(&root) => {
                        self.next_root += 1;
                        self.frames.push((root, 1));
                        continue;
                    }
                    None => return Some(tally.failure()),
                }
            };
            let c = space.config(index);
            if k == 1 {
                tally.stats.expanded += 1;
            }
            let effect = space.effect(c);
            let mut from = k;
            let mut descend = None;
            while let Some((next, succ, this, mark)) =
                space.next_successor(marks, index, c, effect, from)
            {
                from = this + 1;
                if mark == UNSEEN || mark == SEEN {
                    descend = Some((next, succ, this));
                    break;
                }
            }
            match descend {
                None => {
                    self.frames.pop();
                }
                Some((next, succ, this)) => {
                    if let Some(top) = self.frames.last_mut() {
                        top.1 = this + 1;
                    }
                    Core::set_parent(marks, shifts, next, this, effect);
                    tally.generated(space, c.position, succ.position, observer);
                    if space.is_finish(succ.position) {
                        return Some(Outcome::Solved(self.core.trajectory(next)));
                    }
                    if tally.over_limit(marks) {
                        return Some(tally.failure());
                    }
                    self.frames.push((next, 1));
                }
            }
        }
        None
    }
}
