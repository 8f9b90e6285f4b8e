//! The daily challenge: one generated track for each UTC date, the same for every player on the
//! same day (and offline: nothing is fetched), by the generator's own criteria (solvable,
//! braking points, no dead road, a long enough optimum). The page's `#/daily` and the command
//! line's `racetrack daily` call [`track`].

use crate::date::Date;
use crate::generate::{DEFAULT_COLS, DEFAULT_ROWS, GenerateError, Generated, generate};
use crate::hash::fnv1a64;

/// The generator's seed for `date`: the FNV-1a hash of `racetrack-daily-YYYY-MM-DD`.
pub fn seed(date: Date) -> u64 {
    fnv1a64(format!("racetrack-daily-{date}").as_bytes())
}

/// The track of `date`, at the generator's default size.
///
/// ```
/// use racetrack::daily;
/// let day: racetrack::date::Date = "2026-12-01".parse().unwrap();
/// let a = daily::track(day).unwrap();
/// assert_eq!(a.track, daily::track(day).unwrap().track);
/// assert_ne!(a.track, daily::track(day.next()).unwrap().track);
/// ```
pub fn track(date: Date) -> Result<Generated, GenerateError> {
    generate(seed(date), DEFAULT_ROWS, DEFAULT_COLS)
}
