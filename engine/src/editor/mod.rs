//! The track editor: a grid of cells being drawn, its operations, undo and redo.
//!
//! An [`Editor`] holds a grid that need not be a valid [`Track`] yet (a draft may lack a start or
//! a finish; [`Editor::problems`] says what is missing). Every operation that changes the grid is
//! one undo step: a pen stroke however many segments it has, a line, a rectangle, a flood fill, a
//! resize, a replaced grid or a tidy. An operation that changes nothing leaves no step.
//!
//! The moving elements ([`crate::track::elements`]) are kept beside the grid as their `@` lines, written
//! by [`Editor::add_element`] or typed ([`Editor::set_elements`]), each change one step; a resize
//! or a tidy moves their points with the grid (points cut away are dropped, and an element left
//! with none), and [`Editor::problems`] says when a line does not read.
//!
//! ```
//! use racetrack::{Cell, Point};
//! use racetrack::editor::{Editor, Problem};
//! let mut editor = Editor::new(3, 5).unwrap();
//! assert_eq!(editor.line(Point::new(1, 0), Point::new(1, 4), Cell::Road, 1), 5);
//! editor.rect(Point::new(1, 0), Point::new(1, 0), Cell::Start);
//! assert_eq!(editor.problems(), [Problem::NoFinish]);
//! editor.fill(Point::new(1, 4), Cell::Finish);
//! assert_eq!(editor.to_text(), "#####\n>****\n#####\n");
//! assert!(editor.undo());
//! assert_eq!(editor.to_text(), "#####\n>....\n#####\n");
//! ```

mod elements;
mod history;
mod resize;
mod shapes;
mod tidy;

use thiserror::Error;

pub use elements::{NEW_GATE_CYCLE, NEW_TRAIN_LENGTH, gate_line, train_line};

use crate::grid::Grid;
use crate::grid::Point;
use crate::track::{Cell, MAX_TRACK_POINTS, MAX_TRACK_SIDE, ParseTrackError, Track};

pub use history::{HISTORY_BYTES, HISTORY_STEPS};
pub use resize::Axis;
pub use shapes::{MAX_BRUSH, brush_points, line_points};
pub use tidy::Tidy;

use history::{History, Pending, Step};

/// Why an editor operation was refused (the grid is left as it was).
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum EditError {
    /// A grid with no row or no column.
    #[error("a track needs at least one row and one column (asked for {rows} x {cols})")]
    Empty {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
    /// A grid over [`MAX_TRACK_SIDE`] points a side or [`MAX_TRACK_POINTS`] in all.
    #[error(
        "a track of {rows} x {cols} points is too large (at most {side} points a side and {points} in all)",
        side = MAX_TRACK_SIDE,
        points = MAX_TRACK_POINTS
    )]
    TooLarge {
        /// Rows the operation would make (saturated at `usize::MAX`).
        rows: usize,
        /// Columns the operation would make (saturated at `usize::MAX`).
        cols: usize,
    },
    /// Lines asked for beyond the grid's edge.
    #[error("{n} {axis}(s) at {axis} {at} do not fit a grid of {len} {axis}s")]
    OutOfRange {
        /// Rows or columns.
        axis: Axis,
        /// First index asked for (0-based).
        at: usize,
        /// How many lines.
        n: usize,
        /// How many lines of that axis the grid has.
        len: usize,
    },
    /// Removing every row, or every column.
    #[error("cannot remove all {len} {axis}s: a track keeps at least one")]
    RemovesEvery {
        /// Rows or columns.
        axis: Axis,
        /// How many lines of that axis the grid has.
        len: usize,
    },
    /// A track text that cannot be read (for a reason other than a missing start or finish).
    #[error("the track cannot be read: {0}")]
    Parse(#[from] ParseTrackError),
}

/// An edge of the grid.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// Above row 0.
    Top,
    /// Below the last row.
    Bottom,
    /// Left of column 0.
    Left,
    /// Right of the last column.
    Right,
}

impl Side {
    /// The axis whose lines this edge adds or removes.
    pub const fn axis(self) -> Axis {
        match self {
            Side::Top | Side::Bottom => Axis::Rows,
            Side::Left | Side::Right => Axis::Cols,
        }
    }
}

/// What keeps the grid from being a [`Track`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// No start point (`>`).
    NoStart,
    /// No finish point (`*`).
    NoFinish,
    /// A moving element's line does not read (its line counted among the element lines from 1).
    Elements(crate::track::elements::ElementError),
}

impl Problem {
    /// The problem and its remedy in plain English.
    pub fn words(&self) -> String {
        match self {
            Problem::NoStart => "No start: paint at least one start point.".into(),
            Problem::NoFinish => "No finish: paint at least one finish point.".into(),
            Problem::Elements(why) => format!("Moving elements, {why}."),
        }
    }
}

/// A track being drawn, with its undo history.
#[derive(Clone, Debug)]
pub struct Editor {
    grid: Grid<Cell>,
    /// The moving elements' `@` lines, each ending in `\n` (empty without elements).
    elements: String,
    version: u64,
    history: History,
    /// The pen stroke under way, if any.
    stroke: Option<Pending>,
}

impl Editor {
    /// A blank `rows` x `cols` track: all obstacle, for the author to paint the road on.
    pub fn new(rows: usize, cols: usize) -> Result<Editor, EditError> {
        resize::check_size(rows, cols)?;
        Ok(Editor::with_grid(Grid::new(rows, cols, Cell::Obstacle)))
    }

    /// An editor on a copy of `track`.
    pub fn from_track(track: &Track) -> Editor {
        let mut editor = Editor::with_grid(track.grid().clone());
        editor.elements = track.elements().to_string();
        editor
    }

    /// An editor on a track text, read like a track file except that a missing start or finish
    /// is allowed (drafts are saved unfinished); any other reason not to read it is an error.
    ///
    /// ```
    /// use racetrack::editor::{Editor, Problem};
    /// let draft = Editor::from_text("#..\n##").unwrap();
    /// assert_eq!(draft.to_text(), "#..\n###\n");
    /// assert_eq!(draft.problems(), [Problem::NoStart, Problem::NoFinish]);
    /// assert!(Editor::from_text("#x").is_err());
    /// ```
    pub fn from_text(text: &str) -> Result<Editor, EditError> {
        // The element lines are kept as they are, read or not: the check says what is wrong.
        let (grid, lines) = split_elements(text);
        let mut editor = match grid.parse::<Track>() {
            Ok(track) => Editor::from_track(&track),
            // Everything but the start and finish was checked: the text reads as a grid.
            Err(ParseTrackError::NoStart | ParseTrackError::NoFinish) => {
                Editor::with_grid(draft_grid(grid))
            }
            Err(e) => return Err(e.into()),
        };
        editor.elements = elements::tidy_lines(lines);
        Ok(editor)
    }

    fn with_grid(grid: Grid<Cell>) -> Editor {
        Editor {
            grid,
            elements: String::new(),
            version: 0,
            history: History::default(),
            stroke: None,
        }
    }

    /// The cells being drawn.
    pub fn grid(&self) -> &Grid<Cell> {
        &self.grid
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.grid.rows()
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.grid.cols()
    }

    /// A number that changes whenever the grid changes (edits, undo, redo), so that a view knows
    /// when to check and repaint.
    pub fn version(&self) -> u64 {
        self.version
    }

    /// The track file text of the grid, one line per row, each ending in `\n`, then the element
    /// lines, valid or not.
    pub fn to_text(&self) -> String {
        let mut text = String::with_capacity(self.grid.len() + self.rows() + self.elements.len());
        for row in self.grid.lines() {
            text.extend(row.iter().map(|c| c.symbol()));
            text.push('\n');
        }
        text.push_str(&self.elements);
        text
    }

    /// The grid and its moving elements as a track, or why they are not one yet.
    pub fn to_track(&self) -> Result<Track, ParseTrackError> {
        let track = Track::from_grid(self.grid.clone())?;
        if self.elements.is_empty() {
            return Ok(track);
        }
        let elements = elements::read(&track, &self.elements)
            .map_err(|e| ParseTrackError::Elements(Box::new(e)))?;
        let list = elements.elements().to_vec();
        track
            .with_elements(list)
            .map_err(|e| ParseTrackError::Elements(Box::new(e)))
    }

    /// What keeps the grid from being a track, in the order to fix it; empty when it is one.
    pub fn problems(&self) -> Vec<Problem> {
        let cells = self.grid.as_slice();
        let mut problems = Vec::new();
        if !cells.contains(&Cell::Start) {
            problems.push(Problem::NoStart);
        }
        if !cells.contains(&Cell::Finish) {
            problems.push(Problem::NoFinish);
        }
        if problems.is_empty()
            && let Err(ParseTrackError::Elements(why)) = self.to_track()
        {
            problems.push(Problem::Elements(*why));
        }
        problems
    }

    /// The moving elements' `@` lines, each ending in `\n` (empty without elements).
    pub fn elements(&self) -> &str {
        &self.elements
    }

    /// Replaces the element lines (blank lines and trailing spaces dropped), one step unless
    /// nothing changes. Lines that do not read are kept: [`Editor::problems`] names them.
    pub fn set_elements(&mut self, text: &str) {
        self.end_stroke();
        let after = elements::tidy_lines(text);
        if after == self.elements {
            return;
        }
        let before = std::mem::replace(&mut self.elements, after.clone());
        self.history.push(Step::Elements { before, after });
        self.version += 1;
    }

    /// Adds one element line (see [`gate_line`] and [`train_line`]) after the others, one step.
    pub fn add_element(&mut self, line: &str) {
        let text = format!("{}{line}\n", self.elements);
        self.set_elements(&text);
    }

    /// Removes element line `index` (0-based), one step; `false` when there is no such line.
    pub fn remove_element(&mut self, index: usize) -> bool {
        let lines: Vec<&str> = self.elements.lines().collect();
        if index >= lines.len() {
            return false;
        }
        let kept: String = lines
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != index)
            .map(|(_, l)| format!("{l}\n"))
            .collect();
        self.set_elements(&kept);
        true
    }

    /// Starts a pen stroke: every segment until [`Editor::end_stroke`] is one undo step. A stroke
    /// already under way is closed first.
    pub fn begin_stroke(&mut self) {
        self.end_stroke();
        self.stroke = Some(Pending::new(self.grid.len()));
    }

    /// Paints the brush of side `brush` (see [`brush_points`]) on every point of the segment
    /// `from..=to` (see [`line_points`]); `from == to` is a dab. Points off the grid are left
    /// out. Without [`Editor::begin_stroke`] first, a stroke is begun.
    pub fn stroke_to(&mut self, from: Point, to: Point, cell: Cell, brush: u32) {
        let mut pending = self
            .stroke
            .take()
            .unwrap_or_else(|| Pending::new(self.grid.len()));
        if paint_segment(&mut self.grid, &mut pending, from, to, cell, brush) > 0 {
            self.version += 1;
        }
        self.stroke = Some(pending);
    }

    /// Closes the pen stroke under way as one undo step (an empty stroke, or one that painted
    /// every cell back as it was, leaves no step).
    pub fn end_stroke(&mut self) {
        let step = self.stroke.take().and_then(|p| p.finish(&self.grid));
        if let Some(step) = step {
            self.history.push(step);
        }
    }

    /// Takes back the pen stroke under way, leaving no undo step (a press that became a
    /// two-finger gesture).
    pub fn cancel_stroke(&mut self) {
        if let Some(pending) = self.stroke.take()
            && pending.revert(&mut self.grid)
        {
            self.version += 1;
        }
    }

    /// Whether a pen stroke is under way.
    pub fn in_stroke(&self) -> bool {
        self.stroke.is_some()
    }

    /// Paints the brush along the segment `a..=b` as one step; returns how many cells changed.
    pub fn line(&mut self, a: Point, b: Point, cell: Cell, brush: u32) -> usize {
        self.paint(|grid, pending| {
            paint_segment(grid, pending, a, b, cell, brush);
        })
    }

    /// Fills the rectangle with opposite corners `a` and `b` (clipped to the grid) as one step;
    /// returns how many cells changed.
    pub fn rect(&mut self, a: Point, b: Point, cell: Cell) -> usize {
        // The rows and columns both corners span, clipped to the grid; `None` when off it.
        let clip = |a: i32, b: i32, len: usize| {
            let lo = usize::try_from(a.min(b).max(0)).ok()?;
            let hi = usize::try_from(a.max(b)).ok()?.min(len.checked_sub(1)?);
            (lo <= hi).then_some((lo, hi))
        };
        let (Some((r0, r1)), Some((c0, c1))) = (
            clip(a.row, b.row, self.rows()),
            clip(a.col, b.col, self.cols()),
        ) else {
            return 0;
        };
        let width = self.cols();
        self.paint(|grid, pending| {
            for r in r0..=r1 {
                pending.paint_run(grid, r * width + c0..r * width + c1 + 1, cell);
            }
        })
    }

    /// Flood-fills with `cell` the 4-connected region of cells equal to the one at `at`, as one
    /// step; returns how many cells changed (0 off the grid or when `at` already holds `cell`).
    pub fn fill(&mut self, at: Point, cell: Cell) -> usize {
        let Some(first) = self.grid.index(at) else {
            return 0;
        };
        let kind = self.grid.as_slice()[first];
        if kind == cell {
            return 0;
        }
        let (cols, len) = (self.cols(), self.grid.len());
        self.paint(|grid, pending| {
            shapes::region(
                &mut (grid, pending),
                cols,
                len,
                first,
                |(grid, _), i| grid.as_slice()[i] == kind,
                |(grid, pending), run| {
                    pending.paint_run(grid, run, cell);
                },
            );
        })
    }

    /// Runs a paint operation as one step (closing any stroke first); how many cells changed.
    fn paint(&mut self, op: impl FnOnce(&mut Grid<Cell>, &mut Pending)) -> usize {
        self.end_stroke();
        let mut pending = Pending::new(self.grid.len());
        op(&mut self.grid, &mut pending);
        let Some(step) = pending.finish(&self.grid) else {
            return 0;
        };
        let changed = match &step {
            Step::Paint { indices, .. } => indices.len(),
            Step::Whole { .. } | Step::Elements { .. } => 0,
        };
        self.history.push(step);
        self.version += 1;
        changed
    }

    /// Loads another grid into the editor as one undoable step (opening a level in the editor
    /// can be undone); refused when it has no point or is too large.
    pub fn replace(&mut self, grid: Grid<Cell>) -> Result<(), EditError> {
        self.replace_with(grid, "")
    }

    /// [`Editor::replace`] with these moving elements' lines (opening a track that has some).
    pub fn replace_with(&mut self, grid: Grid<Cell>, elements: &str) -> Result<(), EditError> {
        resize::check_size(grid.rows(), grid.cols())?;
        self.set_whole(grid, elements::tidy_lines(elements));
        Ok(())
    }

    /// The sanitiser, one step: turns into obstacle the free cells no car can use (each
    /// 4-connected component of free cells without a start or without a finish, so a draft with
    /// no start or no finish loses all its road), then crops the grid to the free cells' area
    /// plus a one-point margin where the grid has it. Says what it did.
    pub fn tidy(&mut self) -> Tidy {
        let (grid, report) = tidy::tidy(&self.grid);
        let (top, left) = (report.top as i32, report.left as i32);
        let (rows, cols) = (grid.rows() as i32, grid.cols() as i32);
        let lines = elements::move_points(&self.elements, |p| {
            let q = Point::new(p.row - top, p.col - left);
            (q.row >= 0 && q.col >= 0 && q.row < rows && q.col < cols).then_some(q)
        });
        self.set_whole(grid, lines);
        report
    }

    /// Makes `grid` and the element `lines` the editor's as one whole-grid step, unless both
    /// equal the current ones.
    fn set_whole(&mut self, grid: Grid<Cell>, lines: String) {
        self.end_stroke();
        if grid == self.grid && lines == self.elements {
            return;
        }
        let before = std::mem::replace(&mut self.grid, grid);
        let old_lines = std::mem::replace(&mut self.elements, lines);
        self.history.push(Step::Whole {
            before,
            after: self.grid.clone(),
            elements: Box::new((old_lines, self.elements.clone())),
        });
        self.version += 1;
    }

    /// Undoes the last step (closing any stroke first); `false` when there is none.
    pub fn undo(&mut self) -> bool {
        self.end_stroke();
        let done = self.history.undo(&mut self.grid, &mut self.elements);
        self.version += u64::from(done);
        done
    }

    /// Redoes the last undone step; `false` when there is none.
    pub fn redo(&mut self) -> bool {
        self.end_stroke();
        let done = self.history.redo(&mut self.grid, &mut self.elements);
        self.version += u64::from(done);
        done
    }

    /// Whether there is a step to undo (a stroke under way counts when it changed a cell).
    pub fn can_undo(&self) -> bool {
        self.history.undo_steps() > 0 || self.stroke.as_ref().is_some_and(|s| !s.is_empty())
    }

    /// Whether there is a step to redo.
    pub fn can_redo(&self) -> bool {
        self.history.redo_steps() > 0
    }

    /// How many steps can be undone (at most [`HISTORY_STEPS`]), not counting a stroke under way.
    pub fn undo_steps(&self) -> usize {
        self.history.undo_steps()
    }

    /// How many steps can be redone.
    pub fn redo_steps(&self) -> usize {
        self.history.redo_steps()
    }

    /// Bytes of saved cells the history holds (at most about [`HISTORY_BYTES`]).
    pub fn history_bytes(&self) -> usize {
        self.history.bytes()
    }
}

/// Paints the brush along `from..=to` on `grid`, clipped; how many cells changed.
fn paint_segment(
    grid: &mut Grid<Cell>,
    pending: &mut Pending,
    from: Point,
    to: Point,
    cell: Cell,
    brush: u32,
) -> usize {
    let (rows, cols) = (grid.rows() as i64, grid.cols() as i64);
    let (row_lo, row_hi, col_lo, col_hi) = shapes::brush_window(grid.rows(), grid.cols());
    let (lo, hi) = shapes::brush_span(brush);
    let (lo, hi) = (i64::from(lo), i64::from(hi));
    let mut changed = 0;
    for centre in shapes::segment_within(from, to, row_lo, row_hi, col_lo, col_hi) {
        // The brush square, one clipped run per row (as `brush_points` lists it).
        let (row, col) = (i64::from(centre.row), i64::from(centre.col));
        let (c0, c1) = ((col + lo).max(0), (col + hi).min(cols - 1));
        if c0 > c1 {
            continue;
        }
        for r in (row + lo).max(0)..=(row + hi).min(rows - 1) {
            let start = (r * cols) as usize;
            changed += pending.paint_run(grid, start + c0 as usize..start + c1 as usize + 1, cell);
        }
    }
    changed
}

/// The grid of a track text that parses as a track but for a missing start or finish: one row
/// per line (`\n` or `\r\n`, trailing blank lines dropped), short rows padded with obstacles.
/// A track text cut where its element lines begin (the first line starting with `@`): the grid's
/// text and the element lines' text.
fn split_elements(text: &str) -> (&str, &str) {
    let mut offset = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with('@') {
            return text.split_at(offset);
        }
        offset += line.len();
    }
    (text, "")
}

fn draft_grid(text: &str) -> Grid<Cell> {
    let mut lines = crate::track::grid_lines(text);
    // A Karopapier mapcode's rows are trimmed and its letters are its own.
    let mapcode = crate::track::mapcode::is_mapcode(text);
    if mapcode {
        lines = lines.iter().map(|l| l.trim()).collect();
    }
    let symbol = |ch: char| {
        if mapcode {
            crate::track::mapcode::cell(ch)
        } else {
            Cell::from_symbol(ch)
        }
    };
    let cols = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    let mut cells = Vec::with_capacity(lines.len() * cols);
    for line in &lines {
        let row = line.chars().map(|ch| symbol(ch).unwrap_or(Cell::Obstacle));
        cells.extend(row.chain(std::iter::repeat(Cell::Obstacle)).take(cols));
    }
    Grid::from_vec(lines.len(), cols, cells).unwrap_or_else(|| Grid::new(1, 1, Cell::Obstacle))
}
