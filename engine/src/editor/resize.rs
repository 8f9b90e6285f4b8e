//! Rows and columns: inserting and removing them anywhere, and cropping, as new grids checked
//! against the track size limits.

use std::fmt;
use std::ops::Range;

use crate::grid::Grid;
use crate::track::{Cell, MAX_TRACK_POINTS, MAX_TRACK_SIDE};

use super::{EditError, Editor, Side, elements};
use crate::grid::Point;

/// Rows and columns of the editor's draft, each change one undoable step that carries the
/// moving elements' points along.
impl Editor {
    /// Inserts `n` rows of `cell` before row `at` (`at == rows()`: after the last), one step.
    pub fn insert_rows(&mut self, at: usize, n: usize, cell: Cell) -> Result<(), EditError> {
        self.insert(Axis::Rows, at, n, cell)
    }

    /// Inserts `n` columns of `cell` before column `at` (`at == cols()`: after the last), one
    /// step.
    pub fn insert_cols(&mut self, at: usize, n: usize, cell: Cell) -> Result<(), EditError> {
        self.insert(Axis::Cols, at, n, cell)
    }

    /// Removes rows `at..at + n`, one step; removing every row is an error.
    pub fn remove_rows(&mut self, at: usize, n: usize) -> Result<(), EditError> {
        self.remove(Axis::Rows, at, n)
    }

    /// Removes columns `at..at + n`, one step; removing every column is an error.
    pub fn remove_cols(&mut self, at: usize, n: usize) -> Result<(), EditError> {
        self.remove(Axis::Cols, at, n)
    }

    /// Inserts `n` lines of `cell` along `axis` before line `at`, one step (`n == 0`: nothing).
    pub fn insert(&mut self, axis: Axis, at: usize, n: usize, cell: Cell) -> Result<(), EditError> {
        let grid = insert(&self.grid, axis, at, n, cell)?;
        let (at, n) = (at as i32, n as i32);
        let lines = elements::move_points(&self.elements, |p| {
            Some(match axis {
                Axis::Rows if p.row >= at => Point::new(p.row + n, p.col),
                Axis::Cols if p.col >= at => Point::new(p.row, p.col + n),
                _ => p,
            })
        });
        self.set_whole(grid, lines);
        Ok(())
    }

    /// Removes lines `at..at + n` along `axis`, one step (`n == 0`: nothing).
    pub fn remove(&mut self, axis: Axis, at: usize, n: usize) -> Result<(), EditError> {
        let grid = remove(&self.grid, axis, at, n)?;
        let (at, n) = (at as i32, n as i32);
        let lines = elements::move_points(&self.elements, |p| {
            let x = if axis == Axis::Rows { p.row } else { p.col };
            let x = match x {
                x if x < at => x,
                x if x < at + n => return None,
                x => x - n,
            };
            Some(if axis == Axis::Rows {
                Point::new(x, p.col)
            } else {
                Point::new(p.row, x)
            })
        });
        self.set_whole(grid, lines);
        Ok(())
    }

    /// Adds `n` obstacle rows or columns on that edge, one step.
    pub fn grow(&mut self, side: Side, n: usize) -> Result<(), EditError> {
        let axis = side.axis();
        let at = match side {
            Side::Top | Side::Left => 0,
            Side::Bottom | Side::Right => len(&self.grid, axis),
        };
        self.insert(axis, at, n, Cell::Obstacle)
    }

    /// Removes `n` rows or columns on that edge, one step; removing them all is an error.
    pub fn shrink(&mut self, side: Side, n: usize) -> Result<(), EditError> {
        let axis = side.axis();
        let len = len(&self.grid, axis);
        if n >= len {
            return Err(EditError::RemovesEvery { axis, len });
        }
        let at = match side {
            Side::Top | Side::Left => 0,
            Side::Bottom | Side::Right => len - n,
        };
        self.remove(axis, at, n)
    }
}

/// Which lines of the grid an operation adds or removes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Axis {
    /// Horizontal lines, numbered from the top.
    Rows,
    /// Vertical lines, numbered from the left.
    Cols,
}

impl Axis {
    /// The word for one line of this axis: "row" or "column".
    pub const fn word(self) -> &'static str {
        match self {
            Axis::Rows => "row",
            Axis::Cols => "column",
        }
    }
}

impl fmt::Display for Axis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// Refuses a `rows` x `cols` grid with no point, or over [`MAX_TRACK_SIDE`] or
/// [`MAX_TRACK_POINTS`].
pub(crate) fn check_size(rows: usize, cols: usize) -> Result<(), EditError> {
    if rows == 0 || cols == 0 {
        Err(EditError::Empty { rows, cols })
    } else if rows > MAX_TRACK_SIDE
        || cols > MAX_TRACK_SIDE
        || rows.saturating_mul(cols) > MAX_TRACK_POINTS
    {
        Err(EditError::TooLarge { rows, cols })
    } else {
        Ok(())
    }
}

/// The length of `grid` along `axis`.
pub(crate) fn len(grid: &Grid<Cell>, axis: Axis) -> usize {
    match axis {
        Axis::Rows => grid.rows(),
        Axis::Cols => grid.cols(),
    }
}

/// `grid` with `n` lines of `cell` inserted before line `at` of `axis` (`at == len`: after the
/// last).
pub(crate) fn insert(
    grid: &Grid<Cell>,
    axis: Axis,
    at: usize,
    n: usize,
    cell: Cell,
) -> Result<Grid<Cell>, EditError> {
    let len = len(grid, axis);
    if at > len {
        return Err(EditError::OutOfRange { axis, at, n, len });
    }
    let (rows, cols) = match axis {
        Axis::Rows => (grid.rows().saturating_add(n), grid.cols()),
        Axis::Cols => (grid.rows(), grid.cols().saturating_add(n)),
    };
    check_size(rows, cols)?;
    let map: Vec<Option<usize>> = (0..at)
        .map(Some)
        .chain(std::iter::repeat_n(None, n))
        .chain((at..len).map(Some))
        .collect();
    Ok(remap(grid, axis, &map, cell))
}

/// `grid` without the `n` lines of `axis` starting at `at`.
pub(crate) fn remove(
    grid: &Grid<Cell>,
    axis: Axis,
    at: usize,
    n: usize,
) -> Result<Grid<Cell>, EditError> {
    let len = len(grid, axis);
    if at.checked_add(n).is_none_or(|end| end > len) {
        return Err(EditError::OutOfRange { axis, at, n, len });
    }
    if n == len {
        return Err(EditError::RemovesEvery { axis, len });
    }
    let map: Vec<Option<usize>> = (0..at).chain(at + n..len).map(Some).collect();
    Ok(remap(grid, axis, &map, Cell::Obstacle))
}

/// The part of `grid` within `rows` x `cols` (both ranges within the grid and not empty).
pub(crate) fn crop(grid: &Grid<Cell>, rows: Range<usize>, cols: Range<usize>) -> Grid<Cell> {
    let by_rows: Vec<Option<usize>> = rows.map(Some).collect();
    let by_rows = remap(grid, Axis::Rows, &by_rows, Cell::Obstacle);
    let by_cols: Vec<Option<usize>> = cols.map(Some).collect();
    remap(&by_rows, Axis::Cols, &by_cols, Cell::Obstacle)
}

/// A new grid whose lines along `axis` are `map`'s: `Some(i)` copies line `i` of `grid`, `None`
/// is a line of `fill`.
fn remap(grid: &Grid<Cell>, axis: Axis, map: &[Option<usize>], fill: Cell) -> Grid<Cell> {
    let cols = grid.cols();
    let mut cells = Vec::with_capacity(map.len().saturating_mul(match axis {
        Axis::Rows => cols,
        Axis::Cols => grid.rows(),
    }));
    match axis {
        Axis::Rows => {
            for line in map {
                match line.and_then(|r| grid.as_slice().get(r * cols..(r + 1) * cols)) {
                    Some(row) => cells.extend_from_slice(row),
                    None => cells.extend(std::iter::repeat_n(fill, cols)),
                }
            }
            Grid::from_vec(map.len(), cols, cells)
        }
        Axis::Cols => {
            for row in grid.lines() {
                cells.extend(
                    map.iter()
                        .map(|c| c.and_then(|c| row.get(c).copied()).unwrap_or(fill)),
                );
            }
            Grid::from_vec(grid.rows(), map.len(), cells)
        }
    }
    // Every line above holds exactly the grid's width or height.
    .unwrap_or_else(|| grid.clone())
}
