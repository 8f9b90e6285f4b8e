//! A rectangular grid of values, one per track point, stored row by row: the one layout shared
//! by the track's cells, the distance map and every per-point layer (heat, marks) built on them,
//! and the [`Point`] that indexes it.

use std::fmt;
use std::ops::{Index, IndexMut};

/// A grid point, `(row, col)`, row 0 at the top. Signed so that points off the grid can be named.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Point {
    /// Row, growing downwards.
    pub row: i32,
    /// Column, growing to the right.
    pub col: i32,
}

impl Point {
    /// The point at `(row, col)`.
    pub const fn new(row: i32, col: i32) -> Self {
        Point { row, col }
    }
}

impl fmt::Display for Point {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

/// `rows` x `cols` values in row-major order (`index = row * cols + col`).
///
/// ```
/// use racetrack::{Grid, Point};
/// let mut heat = Grid::new(2, 3, 0u8);
/// heat[Point::new(1, 2)] += 1;
/// assert_eq!(heat.get(Point::new(1, 2)), Some(&1));
/// assert_eq!(heat.get(Point::new(2, 0)), None);
/// assert_eq!(heat.as_slice(), &[0, 0, 0, 0, 0, 1]);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Grid<T> {
    rows: usize,
    cols: usize,
    cells: Vec<T>,
}

impl<T> Grid<T> {
    /// A grid of `rows` x `cols` copies of `fill`.
    pub fn new(rows: usize, cols: usize, fill: T) -> Grid<T>
    where
        T: Clone,
    {
        Grid {
            rows,
            cols,
            cells: vec![fill; rows * cols],
        }
    }

    /// The grid of `rows` x `cols` values given row by row, or `None` when `cells` does not hold
    /// exactly `rows * cols` of them.
    pub fn from_vec(rows: usize, cols: usize, cells: Vec<T>) -> Option<Grid<T>> {
        (rows.checked_mul(cols) == Some(cells.len())).then_some(Grid { rows, cols, cells })
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Number of points, `rows * cols`.
    pub fn len(&self) -> usize {
        self.cells.len()
    }

    /// Whether the grid has no point.
    pub fn is_empty(&self) -> bool {
        self.cells.is_empty()
    }

    /// Whether `p` lies on the grid.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        p.row >= 0 && p.col >= 0 && (p.row as usize) < self.rows && (p.col as usize) < self.cols
    }

    /// Row-major index of `p`, or `None` off the grid.
    #[inline]
    pub fn index(&self, p: Point) -> Option<usize> {
        self.contains(p)
            .then(|| p.row as usize * self.cols + p.col as usize)
    }

    /// The point at a row-major index (which should be below [`Grid::len`]).
    #[inline]
    pub fn point(&self, index: usize) -> Point {
        Point::new((index / self.cols) as i32, (index % self.cols) as i32)
    }

    /// The value at `p`, or `None` off the grid.
    #[inline]
    pub fn get(&self, p: Point) -> Option<&T> {
        self.index(p).map(|i| &self.cells[i])
    }

    /// The value at `p` for changing, or `None` off the grid.
    #[inline]
    pub fn get_mut(&mut self, p: Point) -> Option<&mut T> {
        self.index(p).map(|i| &mut self.cells[i])
    }

    /// All values, row by row.
    pub fn as_slice(&self) -> &[T] {
        &self.cells
    }

    /// All values, row by row, for changing.
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        &mut self.cells
    }

    /// The rows, top to bottom, each a slice of `cols` values.
    pub fn lines(&self) -> impl Iterator<Item = &[T]> {
        // `max(1)`: `chunks` refuses 0, and a grid without columns has no values to split.
        self.cells.chunks(self.cols.max(1))
    }

    /// Every point with its value, in row-major order.
    pub fn iter_points(&self) -> impl Iterator<Item = (Point, &T)> {
        self.cells
            .iter()
            .enumerate()
            .map(|(i, value)| (self.point(i), value))
    }

    /// The grid of `f` applied to every value.
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> Grid<U> {
        Grid {
            rows: self.rows,
            cols: self.cols,
            cells: self.cells.iter().map(f).collect(),
        }
    }

    /// The values, row by row, giving up the grid.
    pub fn into_vec(self) -> Vec<T> {
        self.cells
    }
}

impl<T> Index<Point> for Grid<T> {
    type Output = T;

    /// The value at `p`.
    ///
    /// # Panics
    ///
    /// When `p` is off the grid, like a slice indexed out of range; use [`Grid::get`] to ask.
    #[inline]
    fn index(&self, p: Point) -> &T {
        match Grid::index(self, p) {
            Some(i) => &self.cells[i],
            None => panic!("{p} is off the {} x {} grid", self.rows, self.cols),
        }
    }
}

impl<T> IndexMut<Point> for Grid<T> {
    /// The value at `p`, for changing.
    ///
    /// # Panics
    ///
    /// When `p` is off the grid; use [`Grid::get_mut`] to ask.
    #[inline]
    fn index_mut(&mut self, p: Point) -> &mut T {
        match Grid::index(self, p) {
            Some(i) => &mut self.cells[i],
            None => panic!("{p} is off the {} x {} grid", self.rows, self.cols),
        }
    }
}
