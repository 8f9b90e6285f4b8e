//! Moving elements: gates and trains that occupy cells on some turns. A [`Track`] owns its
//! elements ([`Track::elements`]); the timed move rule is [`crate::rules::timed`], the timed
//! searches [`crate::search::timed`].
//!
//! # Format of record
//!
//! A track file with moving elements is an ordinary track file followed by element lines, each
//! beginning with `@` (blank lines are allowed between them). Every existing track file parses
//! unchanged, with no elements. The grid under an element stays ordinary cells (road, usually):
//! the element is drawn over it.
//!
//! ```text
//! >....*
//! ......
//! @gate 0,2 1,2 cycle 6 closed 0-2
//! @train 1,0 1,1 1,2 1,3 length 2 speed 1 phase 1
//! ```
//!
//! - `@gate R,C R,C ... cycle N closed A-B [A-B ...]`: the listed cells are obstacles at every
//!   time `t` with `t mod N` in one of the closed ranges (inclusive, `0 <= A <= B < N`), road
//!   otherwise: a barrier, a drawbridge. Its cycle is `N`.
//! - `@train R,C R,C ... length L speed S [phase P]`: a rail, a path of distinct cells each a
//!   king-step neighbour of the next, and a train of `L` consecutive rail cells on it moving `S`
//!   cells per turn. A rail of three cells or more whose last cell is a neighbour of its first is
//!   a **loop**: after the last cell comes the first, the rail's period is its length `n`. Any
//!   other rail is a **shuttle**: the train runs to the end, turns and runs back, as on the loop
//!   `0, 1, ..., n-1, n-2, ..., 1` of period `2 (n - 1)`. At time `t` the head is at place
//!   `(P + S t) mod period` of that loop and the cars on the `L - 1` places behind it (a shuttling
//!   train folds over itself at the ends of its rail). The cycle is `period / gcd(S, period)`.
//!   `1 <= S <= L <= n` (a train never jumps over a cell, so checking each move at both its
//!   times catches every crossing) and `P < period`; `phase 0` is not written.
//! - Coordinates are 0-based `row,col`. A cell off the grid or on an obstacle, a cell listed twice
//!   in one element, a zero cycle, length or speed, a range outside the cycle, rail cells that are
//!   not neighbours: each is a [`ElementError`] naming its line (1-based, in the whole file).
//! - The track's cycle is the least common multiple of its elements' cycles (1 without
//!   elements), at most [`MAX_CYCLE`].
//!
//! Writing ([`Elements`]'s `Display`) gives the element lines back in this format (one per
//! element, in the file's order), and parsing what it writes gives the same elements.
//!
//! # Time (the rule of record)
//!
//! The car is placed at time 0; move `k` goes from time `k - 1` to time `k`. Move `k` is illegal
//! when it touches a cell occupied by an element at time `k - 1` or at time `k`: under strict
//! rules every cell of the strict walk (the start cell, every square the segment enters, and a
//! corner it squeezes through when both side squares are walls or occupied), under soft rules
//! only the landing point. A car standing still counts its own cell, so an element arriving on a
//! parked car makes standing still illegal: the car must leave. A start point occupied at time 0
//! cannot be chosen. The usual static rules ([`crate::rules::blocked`], and the candidates of
//! [`crate::rules::options`], terrain included) apply as well. See [`crate::rules::timed`].
//!

mod format;
mod occupancy;

use thiserror::Error;

use crate::grid::Point;
use crate::track::Track;

pub(crate) use format::parse_elements;

/// Longest cycle a track's elements may have together (the lcm of their cycles): 360 turns.
/// Any mix of cycles that divide 360 (1 to 6, 8, 9, 10, 12, 15, 18, 20, 24, 30, 36, 40, 45, 60,
/// 72, 90, 120, 180, 360) stays within it; a 7 with an 8 already makes 56, and with a 9, 504.
/// It bounds the time dimension of a search, whose configurations are (position, velocity,
/// time mod cycle), and the occupancy tables (a bit per cell and time).
pub const MAX_CYCLE: u32 = 360;

/// A barrier or drawbridge: cells that are obstacles on some turns of a cycle.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Gate {
    /// The cells, in the file's order.
    pub cells: Vec<Point>,
    /// Turns per cycle (at least 1).
    pub cycle: u32,
    /// Inclusive ranges `(a, b)` of `t mod cycle`, `a <= b < cycle`, when the gate is closed.
    pub closed: Vec<(u32, u32)>,
}

/// A train of `length` cells running along a rail at `speed` cells per turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Train {
    /// The rail, a path of distinct cells each a king-step neighbour of the next.
    pub rail: Vec<Point>,
    /// Cells the train covers (at least 1, at most the rail's length).
    pub length: u32,
    /// Rail places per turn (at least 1, at most `length`).
    pub speed: u32,
    /// Place of the head at time 0 along the rail's loop (below [`Train::period`]).
    pub phase: u32,
}

/// One moving element.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Element {
    /// A gate (`@gate`).
    Gate(Gate),
    /// A train (`@train`).
    Train(Train),
}

impl Gate {
    /// Whether the gate is closed at time `t`.
    pub fn is_closed(&self, t: u32) -> bool {
        let t = t % self.cycle.max(1);
        self.closed.iter().any(|&(a, b)| a <= t && t <= b)
    }
}

impl Train {
    /// Whether the rail is a loop: at least three cells, the last a neighbour of the first.
    pub fn is_loop(&self) -> bool {
        match (self.rail.first(), self.rail.last()) {
            (Some(&a), Some(&b)) => self.rail.len() >= 3 && neighbours(a, b),
            _ => false,
        }
    }

    /// Places of the rail's loop: its length for a loop, `2 (n - 1)` for a shuttle (at least 1).
    pub fn period(&self) -> u32 {
        let n = self.rail.len() as u32;
        if self.is_loop() {
            n
        } else {
            (2 * n.saturating_sub(1)).max(1)
        }
    }

    /// The rail cell at place `u` of the loop (a shuttle comes back along its rail).
    fn place(&self, u: u32) -> Point {
        let n = self.rail.len() as u32;
        let u = u % self.period();
        let i = if self.is_loop() || u < n {
            u
        } else {
            2 * (n - 1) - u
        };
        self.rail[i as usize]
    }

    /// The cells the train covers at time `t`, head first.
    pub fn cells_at(&self, t: u32) -> impl Iterator<Item = Point> + '_ {
        let period = u64::from(self.period());
        let head = (u64::from(self.phase) + u64::from(self.speed) * u64::from(t)) % period;
        // A hand-made train on an empty rail covers nothing (the checks refuse one).
        let length = if self.rail.is_empty() { 0 } else { self.length };
        (0..u64::from(length))
            .map(move |i| self.place(((head + period * u64::from(length) - i) % period) as u32))
    }
}

impl Element {
    /// Turns after which the element is back where it was.
    pub fn cycle(&self) -> u32 {
        match self {
            Element::Gate(g) => g.cycle.max(1),
            Element::Train(t) => {
                let p = t.period();
                p / gcd(t.speed.max(1), p)
            }
        }
    }

    /// The cells the element occupies at time `t` (a cell may come twice for a folded train).
    pub fn cells_at(&self, t: u32) -> Vec<Point> {
        match self {
            Element::Gate(g) if g.is_closed(t) => g.cells.clone(),
            Element::Gate(_) => Vec::new(),
            Element::Train(train) => train.cells_at(t).collect(),
        }
    }

    /// Every cell the element may ever occupy.
    pub fn cells(&self) -> &[Point] {
        match self {
            Element::Gate(g) => &g.cells,
            Element::Train(t) => &t.rail,
        }
    }
}

/// Whether two distinct cells are king-step neighbours.
pub(crate) fn neighbours(a: Point, b: Point) -> bool {
    a != b && (a.row - b.row).abs() <= 1 && (a.col - b.col).abs() <= 1
}

/// Greatest common divisor (`gcd(0, b) = b`).
pub(crate) fn gcd(mut a: u32, mut b: u32) -> u32 {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

/// The moving elements of a track, with their occupancy precomputed over one cycle.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Elements {
    elements: Vec<Element>,
    occupancy: occupancy::Occupancy,
}

/// What an element line was expected to hold where it held something else.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Expected {
    /// That keyword (`cycle`, `closed`, `length`, `speed`).
    Keyword(&'static str),
    /// A cell `ROW,COL`.
    Cell,
    /// Nothing more on the line.
    EndOfLine,
    /// A closed range `A-B` of a gate's cycle.
    ClosedRange,
    /// A gate's cycle, a number.
    Cycle,
    /// A train's length, a number.
    Length,
    /// A train's speed, a number.
    Speed,
    /// A train's phase, a number.
    Phase,
    /// `phase`, or nothing more on the line.
    PhaseOrEnd,
}

impl std::fmt::Display for Expected {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Expected::Keyword(word) => word,
            Expected::Cell => "a cell ROW,COL",
            Expected::EndOfLine => "the end of the line",
            Expected::ClosedRange => "a closed range A-B",
            Expected::Cycle => "the cycle, a number",
            Expected::Length => "the length, a number",
            Expected::Speed => "the speed, a number",
            Expected::Phase => "the phase, a number",
            Expected::PhaseOrEnd => "phase or the end of the line",
        })
    }
}

/// Why a track file with moving elements could not be read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum ElementError {
    /// A line after the elements began that is neither blank nor an element.
    #[error("line {line}: expected an element line beginning with '@' after the grid's end")]
    NotAnElement {
        /// 1-based line number.
        line: usize,
    },
    /// An `@` word other than `@gate` and `@train`.
    #[error("line {line}: unknown element {word:?} (expected @gate or @train)")]
    UnknownElement {
        /// 1-based line number.
        line: usize,
        /// The word as written.
        word: String,
    },
    /// A word that does not fit the element's grammar.
    #[error("line {line}: expected {expected}, found {found:?}")]
    Syntax {
        /// 1-based line number.
        line: usize,
        /// What the grammar wanted there.
        expected: Expected,
        /// What the line holds instead (empty at the end of the line).
        found: String,
    },
    /// An element with no cell.
    #[error("line {line}: the element lists no cell")]
    NoCells {
        /// 1-based line number.
        line: usize,
    },
    /// A cell off the grid.
    #[error("line {line}: cell {point} is off the grid")]
    OffGrid {
        /// 1-based line number.
        line: usize,
        /// The cell.
        point: Point,
    },
    /// A cell on an obstacle of the grid.
    #[error("line {line}: cell {point} is an obstacle of the grid")]
    OnObstacle {
        /// 1-based line number.
        line: usize,
        /// The cell.
        point: Point,
    },
    /// A cell listed twice in one element.
    #[error("line {line}: cell {point} is listed twice")]
    DuplicateCell {
        /// 1-based line number.
        line: usize,
        /// The cell.
        point: Point,
    },
    /// `cycle 0`.
    #[error("line {line}: a gate's cycle must be at least 1")]
    ZeroCycle {
        /// 1-based line number.
        line: usize,
    },
    /// `length 0`.
    #[error("line {line}: a train's length must be at least 1")]
    ZeroLength {
        /// 1-based line number.
        line: usize,
    },
    /// `speed 0`.
    #[error("line {line}: a train's speed must be at least 1")]
    ZeroSpeed {
        /// 1-based line number.
        line: usize,
    },
    /// A closed range `A-B` with `A > B` or `B >= cycle`.
    #[error("line {line}: closed range {start}-{end} is not within 0-{last}", last = cycle - 1)]
    RangeOutsideCycle {
        /// 1-based line number.
        line: usize,
        /// First turn of the range.
        start: u32,
        /// Last turn of the range.
        end: u32,
        /// The gate's cycle.
        cycle: u32,
    },
    /// Two consecutive rail cells that are not king-step neighbours.
    #[error("line {line}: rail cells {from} and {to} are not neighbours")]
    NotNeighbours {
        /// 1-based line number.
        line: usize,
        /// The earlier cell.
        from: Point,
        /// The next cell.
        to: Point,
    },
    /// A train longer than its rail.
    #[error("line {line}: a train of length {length} does not fit its rail of {rail} cells")]
    LengthOverRail {
        /// 1-based line number.
        line: usize,
        /// The train's length.
        length: u32,
        /// Cells of the rail.
        rail: usize,
    },
    /// A train faster than its length: it would jump over cells.
    #[error("line {line}: a train's speed ({speed}) may not exceed its length ({length})")]
    SpeedOverLength {
        /// 1-based line number.
        line: usize,
        /// The speed.
        speed: u32,
        /// The length.
        length: u32,
    },
    /// A phase at or past the rail's period.
    #[error("line {line}: phase {phase} is not below the rail's period {period}")]
    PhaseOutOfRange {
        /// 1-based line number.
        line: usize,
        /// The phase.
        phase: u32,
        /// The rail's period ([`Train::period`]).
        period: u32,
    },
    /// The elements' cycles together exceed [`MAX_CYCLE`].
    #[error(
        "line {line}: the elements' common cycle would be {cycle} turns; at most {max} are allowed",
        max = MAX_CYCLE
    )]
    CycleTooLong {
        /// 1-based line number of the element that takes it past the cap.
        line: usize,
        /// The common cycle it would make.
        cycle: u64,
    },
}

impl std::hash::Hash for Elements {
    /// The elements alone: the occupancy follows from them.
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.elements.hash(state);
    }
}

impl Elements {
    /// No elements: every time is like time 0 and the cycle is 1.
    pub fn none() -> Elements {
        Elements::default()
    }

    /// The elements of `track`, checked as the parser checks them: each by the format's rules
    /// (the errors name it by its number from 1 as `line`), then their common cycle against
    /// [`MAX_CYCLE`] (`line` is the number of the element that takes it past).
    pub fn new(track: &Track, elements: Vec<Element>) -> Result<Elements, ElementError> {
        let mut cycle = 1u64;
        for (i, element) in elements.iter().enumerate() {
            format::check_element(track, element, i + 1)?;
            cycle = lcm(cycle, element.cycle());
            if cycle > u64::from(MAX_CYCLE) {
                return Err(ElementError::CycleTooLong { line: i + 1, cycle });
            }
        }
        let occupancy = occupancy::Occupancy::new(&elements, cycle as u32);
        Ok(Elements {
            elements,
            occupancy,
        })
    }

    /// The elements, in the file's order.
    pub fn elements(&self) -> &[Element] {
        &self.elements
    }

    /// Whether the track has no moving element.
    pub fn is_empty(&self) -> bool {
        self.elements.is_empty()
    }

    /// The track's cycle: the lcm of its elements' cycles, 1 without elements.
    pub fn cycle(&self) -> u32 {
        self.occupancy.cycle()
    }

    /// Whether an element occupies `p` at time `t` (any time: it is taken mod the cycle).
    #[inline]
    pub fn blocks(&self, t: u32, p: Point) -> bool {
        self.occupancy.blocks(t, p)
    }

    /// The cells occupied at time `t`, each once, in row-major order.
    pub fn occupied(&self, t: u32) -> impl Iterator<Item = Point> + '_ {
        self.occupancy.occupied(t)
    }

    /// Whether `p` lies in the box around every cell any element may occupy (a quick test:
    /// outside it nothing is ever occupied).
    #[inline]
    pub(crate) fn near(&self, lo: Point, hi: Point) -> bool {
        self.occupancy.overlaps(lo, hi)
    }
}

/// Least common multiple, saturating at `u64::MAX`.
pub(crate) fn lcm(a: u64, b: u32) -> u64 {
    let b = u64::from(b.max(1));
    let (mut x, mut y) = (a, b);
    while y != 0 {
        (x, y) = (y, x % y);
    }
    (a / x).saturating_mul(b)
}
