//! Track files: a grid of points (road, obstacle, start, finish) parsed from text and written back.
//!
//! One line per grid row, one character per grid point: `.` road, `#` obstacle, `>` start zone,
//! `*` finish zone, `1` to `9` checkpoints, the terrains `~` ice, `:` dirt, `^` ramp (road that
//! changes how the car moves on: see [`crate::rules::Terrain`]) and Karopapier's grounds off the
//! track ([`Ground`], by their mapcode letters). A Karopapier mapcode is read too
//! ([`mapcode`]). Coordinates are `(row, col)` with row 0 at the top. Short lines are padded on
//! the right with obstacles and everything outside the grid counts as obstacle.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

use crate::grid::Grid;
pub mod elements;
pub mod mapcode;
mod scale;

pub use scale::ScaleError;

use elements::{Element, ElementError, Elements};

/// Most points a track may have (rows times columns, 1,048,576): what keeps every table of a
/// search, one entry per point or per point and speed, within bounds.
pub const MAX_TRACK_POINTS: usize = 1 << 20;

/// Most rows, and most columns, a track may have (16,384): long thin tracks are allowed as long
/// as they stay within [`MAX_TRACK_POINTS`].
pub const MAX_TRACK_SIDE: usize = 1 << 14;

/// Largest track text, in bytes: the largest grid with `\r\n` line ends fits over three times.
/// Longer input is refused before it is read further.
pub const MAX_TRACK_BYTES: usize = 4 << 20;

pub use crate::grid::Point;

/// What stands on one grid point.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Cell {
    /// `#` (a mapcode's `X`, grass): the car may neither stop on it nor drive through its square.
    Obstacle,
    /// `.` (`O`): open road.
    Road,
    /// `>` (`S`): road where the car may be placed at the start.
    Start,
    /// `*` (`F`): road where the race ends (see [`crate::rules::finish`]).
    Finish,
    /// `~`: ice, road on which the car cannot slow down ([`crate::rules::Terrain::Ice`]).
    Ice,
    /// `:`: dirt, road that slows the car by one unit on each axis ([`crate::rules::Terrain::Dirt`]).
    Dirt,
    /// `^`: a ramp, road over which the car must keep its velocity
    /// ([`crate::rules::Terrain::Ramp`]).
    Ramp,
    /// `1` to `9`: a checkpoint, road. A race is finished only once a move has passed a cell of
    /// every checkpoint digit of the track, in any order ([`crate::rules::checkpoints`]).
    Checkpoint(u8),
    /// Off the track like an obstacle, drawn as what it is (Karopapier's grounds).
    Off(Ground),
}

/// The grounds off the track other than grass, as Karopapier draws them: an obstacle each.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ground {
    /// `P`: the parc fermé, where finished cars are parked.
    ParcFerme,
    /// `Y`: sand.
    Sand,
    /// `Z`: mud.
    Mud,
    /// `G`: gold.
    Gold,
    /// `L`: lava.
    Lava,
    /// `N`: snow.
    Snow,
    /// `T`: tar.
    Tar,
    /// `V`: mountain.
    Mountain,
    /// `W`: water.
    Water,
}

impl Ground {
    /// Every ground, in the order of their letters in [`Ground::LETTERS`].
    pub const ALL: [Ground; 9] = [
        Ground::ParcFerme,
        Ground::Sand,
        Ground::Mud,
        Ground::Gold,
        Ground::Lava,
        Ground::Snow,
        Ground::Tar,
        Ground::Mountain,
        Ground::Water,
    ];

    /// Their letters, in a track file and in a mapcode alike.
    pub const LETTERS: [char; 9] = ['P', 'Y', 'Z', 'G', 'L', 'N', 'T', 'V', 'W'];

    /// Its letter.
    pub const fn letter(self) -> char {
        Ground::LETTERS[self as usize]
    }

    /// The ground a letter stands for.
    pub fn of_letter(c: char) -> Option<Ground> {
        let i = Ground::LETTERS.iter().position(|&l| l == c)?;
        Some(Ground::ALL[i])
    }

    /// Its lowercase name: "parc ferme", "sand", "mud", ...
    pub const fn name(self) -> &'static str {
        match self {
            Ground::ParcFerme => "parc ferme",
            Ground::Sand => "sand",
            Ground::Mud => "mud",
            Ground::Gold => "gold",
            Ground::Lava => "lava",
            Ground::Snow => "snow",
            Ground::Tar => "tar",
            Ground::Mountain => "mountain",
            Ground::Water => "water",
        }
    }
}

impl Cell {
    /// The character that stands for this cell in a track file.
    pub const fn symbol(self) -> char {
        match self {
            Cell::Obstacle => '#',
            Cell::Road => '.',
            Cell::Start => '>',
            Cell::Finish => '*',
            Cell::Ice => '~',
            Cell::Dirt => ':',
            Cell::Ramp => '^',
            Cell::Checkpoint(n) => (b'0' + n) as char,
            Cell::Off(ground) => ground.letter(),
        }
    }

    /// The cell a track-file character stands for, if any.
    pub fn from_symbol(c: char) -> Option<Cell> {
        match c {
            '#' => Some(Cell::Obstacle),
            '.' => Some(Cell::Road),
            '>' => Some(Cell::Start),
            '*' => Some(Cell::Finish),
            '~' => Some(Cell::Ice),
            ':' => Some(Cell::Dirt),
            '^' => Some(Cell::Ramp),
            '1'..='9' => Some(Cell::Checkpoint(c as u8 - b'0')),
            _ => Ground::of_letter(c).map(Cell::Off),
        }
    }

    /// Whether a car may stand on this cell (road, start, finish, a checkpoint or a terrain).
    pub const fn is_free(self) -> bool {
        !matches!(self, Cell::Obstacle | Cell::Off(_))
    }

    /// Whether this cell is a terrain (ice, dirt or ramp).
    pub const fn is_terrain(self) -> bool {
        matches!(self, Cell::Ice | Cell::Dirt | Cell::Ramp)
    }

    /// The checkpoint's digit, when it is one.
    pub const fn checkpoint(self) -> Option<u8> {
        match self {
            Cell::Checkpoint(n) => Some(n),
            _ => None,
        }
    }
}

/// Why a track file could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ParseTrackError {
    /// The file holds no grid row at all.
    #[error("the track is empty")]
    Empty,
    /// More than [`MAX_TRACK_BYTES`] bytes.
    #[error("the track text is over {max} bytes, far more than the largest grid needs", max = MAX_TRACK_BYTES)]
    TooLong,
    /// The file is not UTF-8 text.
    #[error("the track is not UTF-8 text (byte {offset})")]
    NotText {
        /// Offset of the first byte that is not valid UTF-8.
        offset: usize,
    },
    /// A character that is none of `.#>*~:^`, a digit 1 to 9 or a ground's letter.
    #[error(
        "line {line}, column {column}: unknown character {character:?} \
         (expected '.', '#', '>', '*', '~', ':', '^', a checkpoint 1 to 9, or a Karopapier \
         mapcode's letters)"
    )]
    UnknownCharacter {
        /// 1-based line number.
        line: usize,
        /// 1-based column number, counted in characters.
        column: usize,
        /// The offending character.
        character: char,
    },
    /// More rows, or more columns, than [`MAX_TRACK_SIDE`].
    #[error(
        "the track is {rows} x {cols} points; a side may be at most {max} points long",
        max = MAX_TRACK_SIDE
    )]
    SideTooLong {
        /// Number of rows.
        rows: usize,
        /// Number of columns of the widest row (when a row is over the cap: that row's length).
        cols: usize,
    },
    /// Both sides within [`MAX_TRACK_SIDE`], but more than [`MAX_TRACK_POINTS`] points in all.
    #[error(
        "the track is {rows} x {cols} = {points} points; at most {max} points are allowed",
        points = rows * cols,
        max = MAX_TRACK_POINTS
    )]
    TooManyPoints {
        /// Number of rows.
        rows: usize,
        /// Number of columns of the widest row.
        cols: usize,
    },
    /// No `>` point (a mapcode's `S`).
    #[error("the track has no start point ('>', or 'S' in a mapcode)")]
    NoStart,
    /// No `*` point (a mapcode's `F`).
    #[error("the track has no finish point ('*', or 'F' in a mapcode)")]
    NoFinish,
    /// An element line (`@gate`, `@train`) after the grid is not valid: see [`elements`].
    #[error("{0}")]
    Elements(Box<ElementError>),
}

/// A racetrack: a rectangular grid of cells, and the moving elements over it (gates and trains,
/// written as `@` lines after the grid; see [`elements`]).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Track {
    cells: Grid<Cell>,
    elements: Elements,
}

impl Track {
    /// Reads a track from raw bytes (for example a file picked by a user).
    ///
    /// ```
    /// let track = racetrack::Track::parse_bytes(b">.*\n").unwrap();
    /// assert_eq!((track.rows(), track.cols()), (1, 3));
    /// assert!(racetrack::Track::parse_bytes(&[0xff]).is_err());
    /// ```
    pub fn parse_bytes(bytes: &[u8]) -> Result<Track, ParseTrackError> {
        if bytes.len() > MAX_TRACK_BYTES {
            return Err(ParseTrackError::TooLong);
        }
        let text = std::str::from_utf8(bytes).map_err(|e| ParseTrackError::NotText {
            offset: e.valid_up_to(),
        })?;
        text.parse()
    }

    /// Builds a track from rows of cells; short rows are padded with obstacles.
    pub fn from_rows(rows: Vec<Vec<Cell>>) -> Result<Track, ParseTrackError> {
        let cols = rows.iter().map(Vec::len).max().unwrap_or(0);
        if rows.is_empty() || cols == 0 {
            return Err(ParseTrackError::Empty);
        }
        check_size(rows.len(), cols)?;
        let mut cells = Vec::with_capacity(rows.len() * cols);
        for row in &rows {
            cells.extend_from_slice(row);
            cells.extend(std::iter::repeat_n(Cell::Obstacle, cols - row.len()));
        }
        let cells = Grid::from_vec(rows.len(), cols, cells).expect("every row padded to `cols`");
        Track::from_grid(cells)
    }

    /// Builds a track from a grid of cells, checking its size and that it has a start and a
    /// finish point.
    pub fn from_grid(cells: Grid<Cell>) -> Result<Track, ParseTrackError> {
        if cells.is_empty() {
            return Err(ParseTrackError::Empty);
        }
        check_size(cells.rows(), cells.cols())?;
        if !cells.as_slice().contains(&Cell::Start) {
            return Err(ParseTrackError::NoStart);
        }
        if !cells.as_slice().contains(&Cell::Finish) {
            return Err(ParseTrackError::NoFinish);
        }
        Ok(Track {
            cells,
            elements: Elements::none(),
        })
    }

    /// A grid as far as a player sees it (night: [`crate::rules::night::read_masked`]): checked
    /// for its size only, since the cells it shows may hold no start or finish point.
    pub(crate) fn from_grid_seen(cells: Grid<Cell>) -> Result<Track, ParseTrackError> {
        if cells.is_empty() {
            return Err(ParseTrackError::Empty);
        }
        check_size(cells.rows(), cells.cols())?;
        Ok(Track {
            cells,
            elements: Elements::none(),
        })
    }

    /// The same grid with `elements` (replacing any it had), checked as the parser checks element
    /// lines (the errors number the elements from 1 as `line`).
    ///
    /// ```
    /// use racetrack::{Track, track::elements::{Element, Gate}};
    /// let track: Track = ">..*".parse().unwrap();
    /// let gate = Gate { cells: vec![racetrack::Point::new(0, 1)], cycle: 4, closed: vec![(0, 1)] };
    /// let track = track.with_elements(vec![Element::Gate(gate)]).unwrap();
    /// assert_eq!(track.to_string(), ">..*\n@gate 0,1 cycle 4 closed 0-1\n");
    /// ```
    pub fn with_elements(self, elements: Vec<Element>) -> Result<Track, ElementError> {
        let elements = Elements::new(&self, elements)?;
        Ok(Track { elements, ..self })
    }

    /// The same grid without its moving elements.
    pub fn without_elements(&self) -> Track {
        Track {
            cells: self.cells.clone(),
            elements: Elements::none(),
        }
    }

    /// The moving elements (none on most tracks).
    pub fn elements(&self) -> &Elements {
        &self.elements
    }

    /// Whether the track has moving elements, so that legality depends on the time.
    pub fn has_elements(&self) -> bool {
        !self.elements.is_empty()
    }

    /// Number of grid rows.
    pub fn rows(&self) -> usize {
        self.cells.rows()
    }

    /// Number of grid columns.
    pub fn cols(&self) -> usize {
        self.cells.cols()
    }

    /// All cells, row by row (`index = row * cols + col`).
    pub fn cells(&self) -> &[Cell] {
        self.cells.as_slice()
    }

    /// All cells as a grid.
    pub fn grid(&self) -> &Grid<Cell> {
        &self.cells
    }

    /// Whether `p` lies on the grid.
    #[inline]
    pub fn contains(&self, p: Point) -> bool {
        self.cells.contains(p)
    }

    /// Row-major index of an on-grid point.
    #[inline]
    pub fn index(&self, p: Point) -> Option<usize> {
        self.cells.index(p)
    }

    /// The point at a row-major index.
    pub fn point(&self, index: usize) -> Point {
        self.cells.point(index)
    }

    /// The cell at `p`; everything off the grid is an obstacle.
    #[inline]
    pub fn cell(&self, p: Point) -> Cell {
        self.cells.get(p).copied().unwrap_or(Cell::Obstacle)
    }

    /// Whether the car may stand on `p`: on the grid and not an obstacle.
    pub fn is_free(&self, p: Point) -> bool {
        self.cell(p).is_free()
    }

    /// Whether `p` is a finish point.
    pub fn is_finish(&self, p: Point) -> bool {
        self.cell(p) == Cell::Finish
    }

    /// All points of one kind, in row-major order.
    pub fn points_of(&self, kind: Cell) -> impl Iterator<Item = Point> + '_ {
        self.cells
            .iter_points()
            .filter(move |(_, c)| **c == kind)
            .map(|(p, _)| p)
    }

    /// The start points, in row-major order.
    pub fn starts(&self) -> Vec<Point> {
        self.points_of(Cell::Start).collect()
    }

    /// Whether any point is a terrain (ice, dirt or ramp).
    pub fn has_terrain(&self) -> bool {
        self.cells().iter().any(|c| c.is_terrain())
    }

    /// The checkpoint digits of the track, as a set: bit `n` for digit `n` (1 to 9).
    ///
    /// ```
    /// let track: racetrack::Track = ">.2.1.2*".parse().unwrap();
    /// assert_eq!(track.checkpoints(), 0b110);
    /// ```
    pub fn checkpoints(&self) -> u16 {
        self.cells()
            .iter()
            .filter_map(|c| c.checkpoint())
            .fold(0, |set, n| set | 1 << n)
    }

    /// The same track with its checkpoints as plain road (Karopapier's games without
    /// checkpoints: the digits are road).
    ///
    /// ```
    /// let track: racetrack::Track = ">.1.2*".parse().unwrap();
    /// assert_eq!(track.without_checkpoints().to_string(), ">....*\n");
    /// assert_eq!(track.without_checkpoints().checkpoints(), 0);
    /// ```
    pub fn without_checkpoints(&self) -> Track {
        Track {
            cells: self.cells.map(|c| match c {
                Cell::Checkpoint(_) => Cell::Road,
                other => *other,
            }),
            elements: self.elements.clone(),
        }
    }

    /// The finish points, in row-major order.
    pub fn finishes(&self) -> Vec<Point> {
        self.points_of(Cell::Finish).collect()
    }
}

impl FromStr for Track {
    type Err = ParseTrackError;

    /// Parses a track file. Accepts `\n` and `\r\n`, a missing final newline and trailing blank
    /// lines.
    ///
    /// ```
    /// use racetrack::{ParseTrackError, Track};
    /// let track: Track = "#>..*\n#....".parse().unwrap();
    /// assert_eq!(track.to_string(), "#>..*\n#....\n");
    /// assert_eq!(
    ///     "#>x*".parse::<Track>(),
    ///     Err(ParseTrackError::UnknownCharacter { line: 1, column: 3, character: 'x' })
    /// );
    /// ```
    fn from_str(text: &str) -> Result<Track, ParseTrackError> {
        if text.len() > MAX_TRACK_BYTES {
            return Err(ParseTrackError::TooLong);
        }
        // Blank lines and spaces alone hold no grid (not an unknown character ' ').
        if text.trim().is_empty() {
            return Err(ParseTrackError::Empty);
        }
        if mapcode::is_mapcode(text) {
            return mapcode::parse(text);
        }
        let all: Vec<&str> = text
            .split('\n')
            .map(|l| l.strip_suffix('\r').unwrap_or(l))
            .collect();
        // The grid ends where the element lines begin.
        let split = all.iter().position(|l| l.starts_with('@'));
        let mut lines = all[..split.unwrap_or(all.len())].to_vec();
        while lines.last().is_some_and(|l| l.is_empty()) {
            lines.pop();
        }
        // Sizes first, so that no grid is built for a track that is too large.
        let widest = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
        if !lines.is_empty() && widest > 0 {
            check_size(lines.len(), widest)?;
        }
        let mut rows = Vec::with_capacity(lines.len());
        for (i, line) in lines.iter().enumerate() {
            let mut row = Vec::with_capacity(line.len());
            for (j, ch) in line.chars().enumerate() {
                row.push(
                    Cell::from_symbol(ch).ok_or(ParseTrackError::UnknownCharacter {
                        line: i + 1,
                        column: j + 1,
                        character: ch,
                    })?,
                );
            }
            rows.push(row);
        }
        let track = Track::from_rows(rows)?;
        match split {
            None => Ok(track),
            Some(first) => {
                let elements = elements::parse_elements(&track, &all, first)
                    .map_err(|e| ParseTrackError::Elements(Box::new(e)))?;
                Ok(Track { elements, ..track })
            }
        }
    }
}

impl fmt::Display for Track {
    /// Writes the track in the file format, one line per row, each ending in `\n`, then the
    /// element lines.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for row in self.cells.lines() {
            let line: String = row.iter().map(|c| c.symbol()).collect();
            writeln!(f, "{line}")?;
        }
        write!(f, "{}", self.elements)
    }
}

/// The lines of a grid's text: `\n` or `\r\n` line ends, trailing blank lines dropped.
pub(crate) fn grid_lines(text: &str) -> Vec<&str> {
    let mut lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    while lines.last().is_some_and(|l| l.is_empty()) {
        lines.pop();
    }
    lines
}

/// Refuses a grid of `rows` x `cols` points (both at least 1) over [`MAX_TRACK_SIDE`] or
/// [`MAX_TRACK_POINTS`].
pub(crate) fn check_size(rows: usize, cols: usize) -> Result<(), ParseTrackError> {
    if rows > MAX_TRACK_SIDE || cols > MAX_TRACK_SIDE {
        Err(ParseTrackError::SideTooLong { rows, cols })
    } else if rows * cols > MAX_TRACK_POINTS {
        Err(ParseTrackError::TooManyPoints { rows, cols })
    } else {
        Ok(())
    }
}
