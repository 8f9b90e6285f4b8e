//! The rules of motion: velocities, the nine accelerations and candidate moves, and the exact
//! collision test that says whether a move is legal and, if not, why.
//!
//! Each grid point owns the unit square centred on it. Under strict rules the straight segment of
//! a move may not enter the interior of an obstacle square, nor pass through a corner point whose
//! two side squares (left and right of the segment's way) are both obstacles. Under Karopapier's
//! rules every cell of the move's line ([`karopapier_line`]) must be drivable, and the car may
//! not stand still. Everything is computed in integers.

use std::fmt;
use std::ops::{Add, Sub};

use crate::grid::Point;
use crate::track::Track;

mod acceleration;
pub mod checkpoints;
mod karopapier;
pub mod night;
mod terrain;
pub mod timed;

pub use acceleration::Acceleration;
pub use checkpoints::{Progress, finishes, progress};
pub use karopapier::karopapier_line;
pub use terrain::{
    DIRT_FLAG, ICE_FLAG, RAMP_FLAG, Terrain, main_point, option, options, segment_cells,
    segment_terrain, terrain_at,
};

/// A velocity or an acceleration, in grid units per move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default, PartialOrd, Ord)]
pub struct Velocity {
    /// Rows per move (positive is down).
    pub row: i32,
    /// Columns per move (positive is right).
    pub col: i32,
}

impl Velocity {
    /// The velocity `(row, col)`.
    pub const fn new(row: i32, col: i32) -> Self {
        Velocity { row, col }
    }

    /// The speed in the maximum norm, `max(|row|, |col|)`.
    #[inline]
    pub fn speed(self) -> i32 {
        self.row.abs().max(self.col.abs())
    }
}

impl fmt::Display for Velocity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.row, self.col)
    }
}

impl Add<Velocity> for Point {
    type Output = Point;
    fn add(self, v: Velocity) -> Point {
        Point::new(self.row + v.row, self.col + v.col)
    }
}

impl Sub for Point {
    type Output = Velocity;
    fn sub(self, other: Point) -> Velocity {
        Velocity::new(self.row - other.row, self.col - other.col)
    }
}

impl Add for Velocity {
    type Output = Velocity;
    fn add(self, a: Velocity) -> Velocity {
        Velocity::new(self.row + a.row, self.col + a.col)
    }
}

/// Which moves are legal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Rules {
    /// The destination and the whole segment must be clear (the default).
    #[default]
    Strict,
    /// Only the destination must be a free point on the grid.
    Soft,
    /// Karopapier's: every cell of the move's line ([`karopapier_line`]) must be drivable, the
    /// car never stands still after its placement, and a move finishes when its line passes a
    /// finish cell once every checkpoint is collected.
    Karopapier,
}

impl Rules {
    /// The lowercase name used on the command line and in links.
    pub fn name(self) -> &'static str {
        match self {
            Rules::Strict => "strict",
            Rules::Soft => "soft",
            Rules::Karopapier => "karopapier",
        }
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl std::str::FromStr for Rules {
    type Err = crate::unknown_name::UnknownName;
    fn from_str(s: &str) -> Result<Rules, Self::Err> {
        match s {
            "strict" => Ok(Rules::Strict),
            "soft" => Ok(Rules::Soft),
            "karopapier" => Ok(Rules::Karopapier),
            _ => Err(crate::unknown_name::UnknownName {
                kind: crate::unknown_name::NameKind::Rules,
                given: s.to_owned(),
                expected: "strict, soft or karopapier".to_owned(),
            }),
        }
    }
}

/// What a segment touches, relative to its first point, as it is walked from start to end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Touch {
    /// The segment enters the interior of this square.
    Enter(Velocity),
    /// The segment passes exactly through a corner point; these are the two squares on either side
    /// of its way there (the squares before and after it are reported as [`Touch::Enter`]).
    Corner(Velocity, Velocity),
}

/// Walks the straight segment from `(0, 0)` to `delta`, reporting every square it enters (after
/// the first) and every corner it passes through, in order. Stops early when `visit` returns
/// `false`; returns whether the walk reached the end.
///
/// The segment crosses the vertical square edges at `t = (2j - 1) / (2|dc|)` and the horizontal
/// ones at `t = (2i - 1) / (2|dr|)`; comparing these fractions by cross-multiplication keeps the
/// walk exact.
pub fn walk_segment(delta: Velocity, mut visit: impl FnMut(Touch) -> bool) -> bool {
    let (adr, adc) = (
        delta.row.unsigned_abs() as i64,
        delta.col.unsigned_abs() as i64,
    );
    let (sr, sc) = (delta.row.signum(), delta.col.signum());
    let (mut i, mut j) = (1i64, 1i64); // next row / column edge crossing
    let (mut r, mut c) = (0i32, 0i32); // current square
    while i <= adr || j <= adc {
        // Compare t_row(i) = (2i-1)/(2 adr) with t_col(j) = (2j-1)/(2 adc); a missing axis is never.
        let order = if i > adr {
            std::cmp::Ordering::Greater
        } else if j > adc {
            std::cmp::Ordering::Less
        } else {
            ((2 * i - 1) * adc).cmp(&((2 * j - 1) * adr))
        };
        let keep_going = match order {
            std::cmp::Ordering::Less => {
                r += sr;
                i += 1;
                visit(Touch::Enter(Velocity::new(r, c)))
            }
            std::cmp::Ordering::Greater => {
                c += sc;
                j += 1;
                visit(Touch::Enter(Velocity::new(r, c)))
            }
            std::cmp::Ordering::Equal => {
                let sides = (Velocity::new(r + sr, c), Velocity::new(r, c + sc));
                r += sr;
                c += sc;
                i += 1;
                j += 1;
                visit(Touch::Corner(sides.0, sides.1)) && visit(Touch::Enter(Velocity::new(r, c)))
            }
        };
        if !keep_going {
            return false;
        }
    }
    true
}

/// Why a move is illegal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Blocked {
    /// The destination is off the grid.
    OffTrack,
    /// The destination is an obstacle.
    IntoWall,
    /// The segment enters the square of an obstacle (strict rules).
    ThroughWall,
    /// The segment squeezes through a corner point between two diagonal obstacle squares
    /// (strict rules).
    ThroughPinch,
    /// The move touches a cell that a moving element occupies at one of its two times: only the
    /// timed rule gives this reason ([`crate::game::blocked`], [`crate::track::elements`]), never
    /// [`blocked`].
    Element,
    /// The car stays where it is (Karopapier's rules: standing still is not a move).
    StandingStill,
}

impl Blocked {
    /// The reason in plain words ("off the track", "into a wall", ...).
    pub fn name(self) -> &'static str {
        match self {
            Blocked::OffTrack => "off the track",
            Blocked::IntoWall => "into a wall",
            Blocked::ThroughWall => "through a wall",
            Blocked::ThroughPinch => "through a pinch",
            Blocked::Element => "into a moving element",
            Blocked::StandingStill => "standing still",
        }
    }
}

impl fmt::Display for Blocked {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Why the car may not move `from -> to` under `rules`, or `None` when the move is legal.
/// The destination is tested first ([`Blocked::OffTrack`], [`Blocked::IntoWall`]); under strict
/// rules the segment is then walked from `from` and the first obstacle it meets gives the reason
/// (a `from` that is not free itself counts as [`Blocked::ThroughWall`]). Under soft rules only
/// the destination matters. Whether `to` is one of the nine candidates is the caller's business.
///
/// ```
/// use racetrack::{Point, Rules, Track, rules::{Blocked, blocked}};
/// let track: Track = ">#.*".parse().unwrap();
/// let from = Point::new(0, 0);
/// assert_eq!(blocked(&track, Rules::Strict, from, Point::new(0, 2)), Some(Blocked::ThroughWall));
/// assert_eq!(blocked(&track, Rules::Soft, from, Point::new(0, 2)), None);
/// assert_eq!(blocked(&track, Rules::Soft, from, Point::new(0, 1)), Some(Blocked::IntoWall));
/// assert_eq!(blocked(&track, Rules::Soft, from, Point::new(1, 0)), Some(Blocked::OffTrack));
/// ```
pub fn blocked(track: &Track, rules: Rules, from: Point, to: Point) -> Option<Blocked> {
    if !track.contains(to) {
        return Some(Blocked::OffTrack);
    }
    if !track.is_free(to) {
        return Some(Blocked::IntoWall);
    }
    match rules {
        Rules::Soft => return None,
        Rules::Karopapier if from == to => return Some(Blocked::StandingStill),
        Rules::Karopapier => {
            let clear = karopapier_line(to - from, |d| track.is_free(from + d));
            return (!clear).then_some(Blocked::ThroughWall);
        }
        Rules::Strict => {}
    }
    if !track.is_free(from) {
        return Some(Blocked::ThroughWall);
    }
    let mut reason = None;
    walk_segment(to - from, |touch| {
        reason = match touch {
            Touch::Enter(d) if !track.is_free(from + d) => Some(Blocked::ThroughWall),
            Touch::Corner(a, b) if !track.is_free(from + a) && !track.is_free(from + b) => {
                Some(Blocked::ThroughPinch)
            }
            _ => None,
        };
        reason.is_none()
    });
    reason
}

/// Whether the straight segment `from -> to` keeps clear of obstacles under strict rules: it
/// enters no obstacle square and squeezes through no corner between two diagonal obstacles.
/// Both end points must be free too.
///
/// ```
/// use racetrack::{Point, Track, rules::segment_is_clear};
/// let track: Track = ">#\n#*".parse().unwrap();
/// assert!(!segment_is_clear(&track, Point::new(0, 0), Point::new(1, 1)));
/// let track: Track = ">.\n#*".parse().unwrap();
/// assert!(segment_is_clear(&track, Point::new(0, 0), Point::new(1, 1)));
/// ```
pub fn segment_is_clear(track: &Track, from: Point, to: Point) -> bool {
    blocked(track, Rules::Strict, from, to).is_none()
}

/// Whether the car may move `from -> to` under `rules` (the destination is free and, under
/// strict rules, the segment is clear): exactly when [`blocked`] finds no reason. Whether `to`
/// is one of the nine candidates is the caller's business (see [`crate::game`]).
pub fn move_is_legal(track: &Track, rules: Rules, from: Point, to: Point) -> bool {
    blocked(track, rules, from, to).is_none()
}

/// The candidate position after `position` with velocity `velocity` and acceleration `a`, with
/// no terrain acting (see [`option`]).
#[inline]
pub fn candidate(position: Point, velocity: Velocity, a: Acceleration) -> Point {
    position + velocity + a.delta()
}

/// The nine candidate positions after `position` with velocity `velocity`, in the order of
/// [`Acceleration::ALL`]; the fifth is the main point. This ignores terrain: the candidates a
/// car actually has are [`options`].
pub fn candidates(position: Point, velocity: Velocity) -> [Point; 9] {
    Acceleration::ALL.map(|a| candidate(position, velocity, a))
}
