//! The optimum of a track and the verdict on a run against it: what the levels table, the menu
//! and the win message say about a move count.

use std::fmt;

use crate::search::Outcome;

/// What an optimal search found out about a track.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Optimum {
    /// The fewest moves from a start point to a finish point.
    Moves(usize),
    /// No finish point can be reached.
    NoSolution,
    /// The search stopped at its limit before it knew.
    TooLarge,
}

impl Optimum {
    /// The optimum an optimal solver's outcome gives (`LimitReached` is [`Optimum::TooLarge`]).
    ///
    /// ```
    /// use racetrack::{Optimum, Outcome};
    /// assert_eq!(Optimum::of(&Outcome::NoSolution { closest: None }), Optimum::NoSolution);
    /// assert_eq!(Optimum::Moves(1).to_string(), "1 move");
    /// assert_eq!(Optimum::Moves(21).to_string(), "21 moves");
    /// assert_eq!(Optimum::TooLarge.to_string(), "too large to solve");
    /// ```
    pub fn of(outcome: &Outcome) -> Optimum {
        match outcome {
            Outcome::Solved(_) => Optimum::Moves(outcome.moves().unwrap_or(0)),
            Outcome::NoSolution { .. } => Optimum::NoSolution,
            Outcome::LimitReached { .. } => Optimum::TooLarge,
        }
    }

    /// The optimal move count, if known.
    pub fn moves(self) -> Option<usize> {
        match self {
            Optimum::Moves(m) => Some(m),
            Optimum::NoSolution | Optimum::TooLarge => None,
        }
    }
}

impl fmt::Display for Optimum {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Optimum::Moves(1) => f.write_str("1 move"),
            Optimum::Moves(m) => write!(f, "{m} moves"),
            Optimum::NoSolution => f.write_str("no solution"),
            Optimum::TooLarge => f.write_str("too large to solve"),
        }
    }
}

/// How a run that reached the finish compares with the optimum.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// As few moves as the optimum.
    Optimal,
    /// More moves than the optimum.
    Above {
        /// Moves beyond the optimum (at least 1).
        extra: usize,
        /// `extra` as a percentage of the optimum, rounded to the nearest integer (ties to
        /// even); 0 when the optimum is 0 moves.
        percent: u32,
    },
    /// The optimum is not known (not computed yet, no solution, too large), or the run claims
    /// fewer moves than the optimum, which no legal run can.
    Unknown,
}

impl Verdict {
    /// The verdict in the words of the levels table: "optimal", "+20%", or "?" when unknown.
    pub fn describe(self) -> String {
        self.to_string()
    }
}

impl fmt::Display for Verdict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Verdict::Optimal => f.write_str("optimal"),
            Verdict::Above { percent, .. } => write!(f, "+{percent}%"),
            Verdict::Unknown => f.write_str("?"),
        }
    }
}

/// The verdict on a run of `moves` moves against `optimum` (`None`: not known yet).
///
/// ```
/// use racetrack::{Optimum, verdict::{Verdict, judge}};
/// assert_eq!(judge(10, Some(Optimum::Moves(10))), Verdict::Optimal);
/// assert_eq!(judge(12, Some(Optimum::Moves(10))), Verdict::Above { extra: 2, percent: 20 });
/// assert_eq!(judge(12, Some(Optimum::Moves(10))).to_string(), "+20%");
/// assert_eq!(judge(12, None), Verdict::Unknown);
/// assert_eq!(judge(9, Some(Optimum::Moves(10))), Verdict::Unknown);
/// ```
pub fn judge(moves: usize, optimum: Option<Optimum>) -> Verdict {
    let Some(best) = optimum.and_then(Optimum::moves) else {
        return Verdict::Unknown;
    };
    match moves.checked_sub(best) {
        None => Verdict::Unknown,
        Some(0) => Verdict::Optimal,
        Some(extra) => Verdict::Above {
            extra,
            percent: percent_of(extra, best),
        },
    }
}

/// `100 * part / whole` rounded to the nearest integer, ties to even; 0 when `whole` is 0.
fn percent_of(part: usize, whole: usize) -> u32 {
    if whole == 0 {
        return 0;
    }
    let (part, whole) = (part as u128 * 100, whole as u128);
    let (q, r) = (part / whole, part % whole);
    let up = 2 * r > whole || (2 * r == whole && q % 2 == 1);
    u32::try_from(q + u128::from(up)).unwrap_or(u32::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percentages_round_to_the_nearest_integer_ties_to_even() {
        assert_eq!(percent_of(3, 24), 12); // 12.5
        assert_eq!(percent_of(1, 8), 12); // 12.5
        assert_eq!(percent_of(5, 8), 62); // 62.5
        assert_eq!(percent_of(3, 8), 38); // 37.5
        assert_eq!(percent_of(2, 21), 10); // 9.52
        assert_eq!(percent_of(552, 21), 2629);
        assert_eq!(percent_of(1, 0), 0);
    }
}

/// A medal for a run against the track's optimum: the optimum is gold, within 10% of it silver,
/// within 25% bronze.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Medal {
    /// The optimum's move count.
    Gold,
    /// At most 10% over the optimum.
    Silver,
    /// At most 25% over the optimum.
    Bronze,
}

impl Medal {
    /// The medal a run of `moves` earns against `optimum` (none without a known optimum).
    ///
    /// ```
    /// use racetrack::{Medal, Optimum};
    /// assert_eq!(Medal::of(21, Optimum::Moves(21)), Some(Medal::Gold));
    /// assert_eq!(Medal::of(23, Optimum::Moves(21)), Some(Medal::Silver));
    /// assert_eq!(Medal::of(26, Optimum::Moves(21)), Some(Medal::Bronze));
    /// assert_eq!(Medal::of(27, Optimum::Moves(21)), None);
    /// assert_eq!(Medal::of(5, Optimum::TooLarge), None);
    /// ```
    pub fn of(moves: usize, optimum: Optimum) -> Option<Medal> {
        let Optimum::Moves(opt) = optimum else {
            return None;
        };
        let (moves, opt) = (moves as u128, opt as u128);
        if moves <= opt {
            Some(Medal::Gold)
        } else if moves * 100 <= opt * 110 {
            Some(Medal::Silver)
        } else if moves * 100 <= opt * 125 {
            Some(Medal::Bronze)
        } else {
            None
        }
    }

    /// The most moves that still earn this medal against an optimum of `optimum` moves: the
    /// optimum itself for gold, 10% over it (rounded down) for silver, 25% for bronze.
    ///
    /// ```
    /// use racetrack::Medal;
    /// assert_eq!(Medal::Gold.most_moves(10), 10);
    /// assert_eq!(Medal::Silver.most_moves(10), 11);
    /// assert_eq!(Medal::Bronze.most_moves(10), 12);
    /// assert_eq!(Medal::Bronze.most_moves(21), 26);
    /// ```
    pub fn most_moves(self, optimum: usize) -> usize {
        let percent = match self {
            Medal::Gold => 100,
            Medal::Silver => 110,
            Medal::Bronze => 125,
        };
        (optimum as u128 * percent / 100) as usize
    }

    /// The next better medal, if any.
    pub fn better(self) -> Option<Medal> {
        match self {
            Medal::Gold => None,
            Medal::Silver => Some(Medal::Gold),
            Medal::Bronze => Some(Medal::Silver),
        }
    }
}
