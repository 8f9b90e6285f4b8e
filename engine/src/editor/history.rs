//! Undo and redo: paint steps as diffs of the cells they changed, whole grids only for the steps
//! that change the size (resizes, replace, tidy), within a cap on steps and on memory.

use std::collections::VecDeque;
use std::ops::Range;

use crate::grid::Grid;
use crate::track::Cell;

/// Most steps that can be undone.
pub const HISTORY_STEPS: usize = 200;

/// Most bytes of saved cells the history keeps (64 MiB, undo and redo together); past it the
/// oldest steps are dropped.
pub const HISTORY_BYTES: usize = 64 << 20;

/// One undoable change of the grid.
#[derive(Clone, Debug)]
pub(crate) enum Step {
    /// Cells changed in place: their row-major indices, with the cells before and after.
    Paint {
        indices: Vec<u32>,
        old: Vec<Cell>,
        new: Vec<Cell>,
    },
    /// The grid replaced as a whole (its size may differ), with the element lines before and
    /// after (a resize moves their points).
    Whole {
        before: Grid<Cell>,
        after: Grid<Cell>,
        elements: Box<(String, String)>,
    },
    /// The moving elements' lines changed.
    Elements { before: String, after: String },
}

impl Step {
    /// Bytes of saved data this step holds.
    fn bytes(&self) -> usize {
        let cell = size_of::<Cell>();
        match self {
            Step::Paint { indices, .. } => indices.len() * (size_of::<u32>() + 2 * cell),
            Step::Whole {
                before,
                after,
                elements,
            } => (before.len() + after.len()) * cell + elements.0.len() + elements.1.len(),
            Step::Elements { before, after } => before.len() + after.len(),
        }
    }

    /// Puts the grid and the element lines back as they were before the step
    /// (`forward == false`) or after it.
    fn apply(&self, grid: &mut Grid<Cell>, lines: &mut String, forward: bool) {
        match self {
            Step::Paint { indices, old, new } => {
                let cells = if forward { new } else { old };
                let slice = grid.as_mut_slice();
                for (&i, &cell) in indices.iter().zip(cells) {
                    // The step was made on this very grid, so every index is on it.
                    if let Some(slot) = slice.get_mut(i as usize) {
                        *slot = cell;
                    }
                }
            }
            Step::Whole {
                before,
                after,
                elements,
            } => {
                grid.clone_from(if forward { after } else { before });
                lines.clone_from(if forward { &elements.1 } else { &elements.0 });
            }
            Step::Elements { before, after } => {
                lines.clone_from(if forward { after } else { before });
            }
        }
    }
}

/// The steps that can be undone (oldest first) and redone (next to redo last).
#[derive(Clone, Debug, Default)]
pub(crate) struct History {
    undo: VecDeque<Step>,
    redo: Vec<Step>,
    bytes: usize,
}

impl History {
    /// Records a new step: clears what could be redone, then drops the oldest steps while over
    /// [`HISTORY_STEPS`] or [`HISTORY_BYTES`] (the newest step is always kept).
    pub(crate) fn push(&mut self, step: Step) {
        for old in self.redo.drain(..) {
            self.bytes -= old.bytes();
        }
        self.bytes += step.bytes();
        self.undo.push_back(step);
        while self.undo.len() > HISTORY_STEPS || (self.bytes > HISTORY_BYTES && self.undo.len() > 1)
        {
            if let Some(old) = self.undo.pop_front() {
                self.bytes -= old.bytes();
            }
        }
    }

    /// Undoes the newest step on `grid` and the element `lines`; `false` when there is none.
    pub(crate) fn undo(&mut self, grid: &mut Grid<Cell>, lines: &mut String) -> bool {
        let Some(step) = self.undo.pop_back() else {
            return false;
        };
        step.apply(grid, lines, false);
        self.redo.push(step);
        true
    }

    /// Redoes the last undone step on `grid` and the element `lines`; `false` when there is none.
    pub(crate) fn redo(&mut self, grid: &mut Grid<Cell>, lines: &mut String) -> bool {
        let Some(step) = self.redo.pop() else {
            return false;
        };
        step.apply(grid, lines, true);
        self.undo.push_back(step);
        true
    }

    /// How many steps can be undone.
    pub(crate) fn undo_steps(&self) -> usize {
        self.undo.len()
    }

    /// How many steps can be redone.
    pub(crate) fn redo_steps(&self) -> usize {
        self.redo.len()
    }

    /// Bytes of saved cells held, undo and redo together.
    pub(crate) fn bytes(&self) -> usize {
        self.bytes
    }
}

/// The cells a paint operation has changed so far, each with the cell it had first.
#[derive(Clone, Debug)]
pub(crate) struct Pending {
    indices: Vec<u32>,
    old: Vec<Cell>,
    /// One bit per grid point: already recorded (so a cell painted twice keeps its first value).
    touched: Vec<u64>,
    /// Whether some cell changed twice (and so may be back to its first value).
    repainted: bool,
}

impl Pending {
    /// Nothing changed yet on a grid of `len` points.
    pub(crate) fn new(len: usize) -> Pending {
        Pending {
            indices: Vec::new(),
            old: Vec::new(),
            touched: vec![0; len.div_ceil(64)],
            repainted: false,
        }
    }

    /// Whether no cell has been changed yet.
    pub(crate) fn is_empty(&self) -> bool {
        self.indices.is_empty()
    }

    /// Sets the cells at the row-major indices `run` to `cell`, remembering each one's first
    /// value; how many changed. Indices off the grid change nothing.
    pub(crate) fn paint_run(
        &mut self,
        grid: &mut Grid<Cell>,
        run: Range<usize>,
        cell: Cell,
    ) -> usize {
        let Some(cells) = grid.as_mut_slice().get_mut(run.clone()) else {
            return 0;
        };
        let mut changed = 0;
        for (i, slot) in run.zip(cells) {
            if *slot != cell {
                self.record(i, *slot);
                *slot = cell;
                changed += 1;
            }
        }
        changed
    }

    /// Remembers `was` as the first value of index `i`, unless it already has one.
    fn record(&mut self, i: usize, was: Cell) {
        let (word, bit) = (i / 64, 1u64 << (i % 64));
        let Some(bits) = self.touched.get_mut(word) else {
            return;
        };
        if *bits & bit == 0 {
            *bits |= bit;
            // Grids hold at most `MAX_TRACK_POINTS` (2^20) points, so every index fits in `u32`.
            self.indices.push(i as u32);
            self.old.push(was);
        } else {
            self.repainted = true;
        }
    }

    /// Puts every cell it changed back to its first value; whether any was changed.
    pub(crate) fn revert(self, grid: &mut Grid<Cell>) -> bool {
        let cells = grid.as_mut_slice();
        for (&i, &was) in self.indices.iter().zip(&self.old) {
            if let Some(slot) = cells.get_mut(i as usize) {
                *slot = was;
            }
        }
        !self.indices.is_empty()
    }

    /// The step from the first values to the cells `grid` holds now, leaving out cells painted
    /// back to what they were; `None` when nothing is left.
    pub(crate) fn finish(mut self, grid: &Grid<Cell>) -> Option<Step> {
        let cells = grid.as_slice();
        if !self.repainted {
            // Every recorded cell changed once, so none is back to its first value.
            let new: Vec<Cell> = self
                .indices
                .iter()
                .zip(&self.old)
                .map(|(&i, &was)| cells.get(i as usize).copied().unwrap_or(was))
                .collect();
            let (mut indices, mut old) = (self.indices, self.old);
            indices.shrink_to_fit();
            old.shrink_to_fit();
            return (!indices.is_empty()).then_some(Step::Paint { indices, old, new });
        }
        let mut new = Vec::with_capacity(self.indices.len());
        let mut kept = 0;
        // Filtered in place: a fill of a whole grid records a million cells.
        for k in 0..self.indices.len() {
            let (i, was) = (self.indices[k], self.old[k]);
            let now = cells.get(i as usize).copied().unwrap_or(was);
            if now != was {
                self.indices[kept] = i;
                self.old[kept] = was;
                new.push(now);
                kept += 1;
            }
        }
        if kept == 0 {
            return None;
        }
        let (mut indices, mut old) = (self.indices, self.old);
        indices.truncate(kept);
        old.truncate(kept);
        // The history counts what it holds by length: keep no spare capacity.
        indices.shrink_to_fit();
        old.shrink_to_fit();
        new.shrink_to_fit();
        Some(Step::Paint { indices, old, new })
    }
}
