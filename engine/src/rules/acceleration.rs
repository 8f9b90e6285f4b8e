//! The nine accelerations: one type that knows its place in the fixed order, its key on a
//! numeric keypad, its byte in a share link and its name in words.

use std::fmt;

use super::Velocity;

/// A change of velocity by at most one unit on each axis: one of the nine choices of a move.
///
/// Its three numberings:
/// - [`index`](Acceleration::index): the fixed order of the rules, (-1,-1), (-1,0), (-1,1),
///   (0,-1), (0,0), (0,1), (1,-1), (1,0), (1,1) (row, column; rows grow downwards);
/// - [`digit`](Acceleration::digit): the key laid out like a numeric keypad, `7 8 9` up,
///   `4 5 6` level (`5` keeps the velocity), `1 2 3` down;
/// - [`code`](Acceleration::code): the share-link byte `3 * (dr + 1) + (dc + 1)`.
///
/// ```
/// use racetrack::{Velocity, rules::Acceleration};
/// let up_left = Acceleration::from_digit(7).unwrap();
/// assert_eq!(up_left.delta(), Velocity::new(-1, -1));
/// assert_eq!((up_left.index(), up_left.code(), up_left.name()), (0, 0, "up-left"));
/// let keep = Acceleration::from_delta(Velocity::new(0, 0)).unwrap();
/// assert_eq!((keep.index(), keep.digit(), keep.name()), (4, 5, "keep speed"));
/// assert_eq!(Acceleration::from_delta(Velocity::new(2, 0)), None);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Acceleration {
    /// The place in [`Acceleration::ALL`], `3 * (dr + 1) + (dc + 1)`.
    index: u8,
}

impl Acceleration {
    /// The nine accelerations in the fixed order of the rules.
    pub const ALL: [Acceleration; 9] = [
        Acceleration { index: 0 },
        Acceleration { index: 1 },
        Acceleration { index: 2 },
        Acceleration { index: 3 },
        Acceleration { index: 4 },
        Acceleration { index: 5 },
        Acceleration { index: 6 },
        Acceleration { index: 7 },
        Acceleration { index: 8 },
    ];

    /// Keeping the velocity, `(0, 0)`: the move to the main point.
    pub const KEEP: Acceleration = Acceleration { index: 4 };

    /// Its place in [`Acceleration::ALL`] (0..9).
    #[inline]
    pub const fn index(self) -> usize {
        self.index as usize
    }

    /// The acceleration at place `i` of [`Acceleration::ALL`], if `i < 9`.
    #[inline]
    pub const fn from_index(i: usize) -> Option<Acceleration> {
        if i < 9 {
            Some(Acceleration { index: i as u8 })
        } else {
            None
        }
    }

    /// The change of velocity `(dr, dc)`, each in `-1..=1`.
    #[inline]
    pub const fn delta(self) -> Velocity {
        Velocity::new(self.index as i32 / 3 - 1, self.index as i32 % 3 - 1)
    }

    /// The acceleration that changes the velocity by `v`, if each axis is in `-1..=1`.
    pub const fn from_delta(v: Velocity) -> Option<Acceleration> {
        if v.row < -1 || v.row > 1 || v.col < -1 || v.col > 1 {
            return None;
        }
        Some(Acceleration {
            index: (3 * (v.row + 1) + (v.col + 1)) as u8,
        })
    }

    /// The numeric-keypad key: `7 8 9` / `4 5 6` / `1 2 3`, `5` keeping the velocity.
    pub const fn digit(self) -> u8 {
        3 * (2 - self.index / 3) + self.index % 3 + 1
    }

    /// The acceleration of a numeric-keypad key `1..=9`.
    pub const fn from_digit(d: u8) -> Option<Acceleration> {
        if d < 1 || d > 9 {
            return None;
        }
        let (row, col) = (2 - (d - 1) / 3, (d - 1) % 3);
        Some(Acceleration {
            index: 3 * row + col,
        })
    }

    /// The share-link byte, `3 * (dr + 1) + (dc + 1)` (0 up-left, 4 keep, 8 down-right).
    pub const fn code(self) -> u8 {
        self.index
    }

    /// The acceleration of a share-link byte, if it is at most 8.
    pub const fn from_code(c: u8) -> Option<Acceleration> {
        Acceleration::from_index(c as usize)
    }

    /// The direction of the change in plain words, for screen readers ("up-left", "keep speed").
    pub const fn name(self) -> &'static str {
        match self.index {
            0 => "up-left",
            1 => "up",
            2 => "up-right",
            3 => "left",
            4 => "keep speed",
            5 => "right",
            6 => "down-left",
            7 => "down",
            _ => "down-right",
        }
    }
}

impl fmt::Display for Acceleration {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}
