//! The sanitiser: clears the free cells no car can use and crops the grid to the used area with a
//! one-point obstacle margin.

use std::ops::Range;

use crate::grid::Grid;
use crate::track::Cell;

use super::{resize, shapes};

/// What [`Editor::tidy`](super::Editor::tidy) did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Tidy {
    /// Rows cropped away, top and bottom together.
    pub rows_removed: usize,
    /// Columns cropped away, left and right together.
    pub cols_removed: usize,
    /// Of [`Tidy::rows_removed`], those above the kept area: every point moved up by this much.
    pub top: usize,
    /// Of [`Tidy::cols_removed`], those left of the kept area: every point moved left by this much.
    pub left: usize,
    /// Free cells turned into obstacle because no car could use them.
    pub cells_cleared: usize,
}

impl Tidy {
    /// Whether it changed nothing.
    pub fn is_nothing(&self) -> bool {
        self.rows_removed == 0 && self.cols_removed == 0 && self.cells_cleared == 0
    }

    /// A one-line summary in plain English, e.g. "Removed 3 rows and 1 column; cleared 12
    /// unusable points."
    ///
    /// ```
    /// use racetrack::editor::Tidy;
    /// assert_eq!(Tidy::default().words(), "Nothing to tidy.");
    /// let tidy = Tidy { rows_removed: 3, cols_removed: 1, top: 1, left: 0, cells_cleared: 12 };
    /// assert_eq!(tidy.words(), "Removed 3 rows and 1 column; cleared 12 unusable points.");
    /// ```
    pub fn words(&self) -> String {
        let count =
            |n: usize, one: &str, many: &str| format!("{n} {}", if n == 1 { one } else { many });
        let mut parts = Vec::new();
        match (self.rows_removed, self.cols_removed) {
            (0, 0) => {}
            (r, 0) => parts.push(format!("Removed {}", count(r, "row", "rows"))),
            (0, c) => parts.push(format!("Removed {}", count(c, "column", "columns"))),
            (r, c) => parts.push(format!(
                "Removed {} and {}",
                count(r, "row", "rows"),
                count(c, "column", "columns")
            )),
        }
        if self.cells_cleared > 0 {
            let cleared = count(self.cells_cleared, "unusable point", "unusable points");
            parts.push(if parts.is_empty() {
                format!("Cleared {cleared}")
            } else {
                format!("cleared {cleared}")
            });
        }
        if parts.is_empty() {
            "Nothing to tidy.".to_owned()
        } else {
            format!("{}.", parts.join("; "))
        }
    }
}

/// Tidies `grid`: clears unusable free cells, then crops. Returns the new grid and what changed.
pub(crate) fn tidy(grid: &Grid<Cell>) -> (Grid<Cell>, Tidy) {
    let mut cleared = grid.clone();
    let cells_cleared = clear_unusable(&mut cleared);
    let mut report = Tidy {
        cells_cleared,
        ..Tidy::default()
    };
    let Some((rows, cols)) = used_area(&cleared) else {
        // No free cell left: nothing to crop to.
        return (cleared, report);
    };
    // One point of margin on each side, where the grid has it.
    let rows = rows.start.saturating_sub(1)..(rows.end + 1).min(cleared.rows());
    let cols = cols.start.saturating_sub(1)..(cols.end + 1).min(cleared.cols());
    report.top = rows.start;
    report.left = cols.start;
    report.rows_removed = cleared.rows() - rows.len();
    report.cols_removed = cleared.cols() - cols.len();
    if report.rows_removed == 0 && report.cols_removed == 0 {
        return (cleared, report);
    }
    (resize::crop(&cleared, rows, cols), report)
}

/// Turns into obstacle every 4-connected component of free cells that holds no start or no
/// finish; returns how many cells it cleared.
fn clear_unusable(grid: &mut Grid<Cell>) -> usize {
    /// The walk's state: the grid, the points already in a component, and the current one's
    /// runs and whether it holds a start and a finish.
    struct Walk<'a> {
        grid: &'a mut Grid<Cell>,
        seen: Vec<bool>,
        runs: Vec<Range<usize>>,
        start: bool,
        finish: bool,
    }
    let (cols, len) = (grid.cols(), grid.len());
    let mut walk = Walk {
        grid,
        seen: vec![false; len],
        runs: Vec::new(),
        start: false,
        finish: false,
    };
    let mut cleared = 0;
    for first in 0..len {
        walk.runs.clear();
        (walk.start, walk.finish) = (false, false);
        shapes::region(
            &mut walk,
            cols,
            len,
            first,
            |walk, i| !walk.seen[i] && walk.grid.as_slice()[i].is_free(),
            |walk, run| {
                walk.seen[run.clone()].fill(true);
                let cells = &walk.grid.as_slice()[run.clone()];
                walk.start |= cells.contains(&Cell::Start);
                walk.finish |= cells.contains(&Cell::Finish);
                walk.runs.push(run);
            },
        );
        if !(walk.start && walk.finish) {
            for run in walk.runs.drain(..) {
                cleared += run.len();
                walk.grid.as_mut_slice()[run].fill(Cell::Obstacle);
            }
        }
    }
    cleared
}

/// The rows and columns spanned by the free cells, or `None` when there is none.
fn used_area(grid: &Grid<Cell>) -> Option<(Range<usize>, Range<usize>)> {
    let mut rows: Option<(usize, usize)> = None;
    let mut cols: Option<(usize, usize)> = None;
    for (r, line) in grid.lines().enumerate() {
        let first = line.iter().position(|c| c.is_free());
        let last = line.iter().rposition(|c| c.is_free());
        if let (Some(first), Some(last)) = (first, last) {
            rows = Some(rows.map_or((r, r), |(top, _)| (top, r)));
            cols = Some(cols.map_or((first, last), |(l, h)| (l.min(first), h.max(last))));
        }
    }
    Some((rows.map(|(a, b)| a..b + 1)?, cols.map(|(a, b)| a..b + 1)?))
}
