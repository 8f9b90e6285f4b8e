//! Calendar dates (`YYYY-MM-DD`, proleptic Gregorian): the records' dates and the daily
//! challenge's days, with the next and previous day for streaks.

use std::fmt;
use std::str::FromStr;

use thiserror::Error;

/// A calendar date from year 1 to 9999.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Date {
    year: u16,
    month: u8,
    day: u8,
}

/// Why a text is not a date.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("{0:?} is not a date of the form YYYY-MM-DD")]
pub struct DateError(pub String);

/// Days in `month` of `year`.
fn days_in(year: u16, month: u8) -> u8 {
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0);
    match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if leap => 29,
        _ => 28,
    }
}

impl Date {
    /// The date, if it is one (`month` 1 to 12, a day that month has, year 1 to 9999).
    ///
    /// ```
    /// use racetrack::date::Date;
    /// assert!(Date::new(2024, 2, 29).is_some());
    /// assert!(Date::new(2026, 2, 29).is_none());
    /// assert_eq!(Date::new(2026, 12, 31).unwrap().next().to_string(), "2027-01-01");
    /// assert_eq!("2026-03-01".parse::<Date>().unwrap().previous().to_string(), "2026-02-28");
    /// ```
    pub fn new(year: u16, month: u8, day: u8) -> Option<Date> {
        ((1..=9999).contains(&year)
            && (1..=12).contains(&month)
            && (1..=days_in(year, month)).contains(&day))
        .then_some(Date { year, month, day })
    }

    /// The date `days` days after 1970-01-01 (negative: before), kept within years 1 to 9999:
    /// the UTC date of a clock reading.
    ///
    /// ```
    /// use racetrack::date::Date;
    /// assert_eq!(Date::from_unix_days(0).to_string(), "1970-01-01");
    /// assert_eq!(Date::from_unix_days(20_788).to_string(), "2026-12-01");
    /// assert_eq!(Date::from_unix_days(-1).to_string(), "1969-12-31");
    /// ```
    pub fn from_unix_days(days: i64) -> Date {
        // Howard Hinnant's days-to-civil, on eras of 400 years.
        let z = days.clamp(-719_162, 2_932_896) + 719_468;
        let era = z.div_euclid(146_097);
        let doe = z.rem_euclid(146_097);
        let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
        let mp = (5 * doy + 2) / 153;
        let day = (doy - (153 * mp + 2) / 5 + 1) as u8;
        let month = if mp < 10 { mp + 3 } else { mp - 9 } as u8;
        let year = (yoe + era * 400 + i64::from(month <= 2)) as u16;
        Date::new(year, month, day).unwrap_or(Date {
            year: 1970,
            month: 1,
            day: 1,
        })
    }

    /// The day after (9999-12-31 stays).
    pub fn next(self) -> Date {
        if self.day < days_in(self.year, self.month) {
            Date {
                day: self.day + 1,
                ..self
            }
        } else if self.month < 12 {
            Date {
                month: self.month + 1,
                day: 1,
                ..self
            }
        } else if self.year < 9999 {
            Date {
                year: self.year + 1,
                month: 1,
                day: 1,
            }
        } else {
            self
        }
    }

    /// The day before (0001-01-01 stays).
    pub fn previous(self) -> Date {
        if self.day > 1 {
            Date {
                day: self.day - 1,
                ..self
            }
        } else if self.month > 1 {
            Date {
                month: self.month - 1,
                day: days_in(self.year, self.month - 1),
                ..self
            }
        } else if self.year > 1 {
            Date {
                year: self.year - 1,
                month: 12,
                day: 31,
            }
        } else {
            self
        }
    }
}

impl fmt::Display for Date {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{:04}-{:02}-{:02}", self.year, self.month, self.day)
    }
}

impl FromStr for Date {
    type Err = DateError;

    fn from_str(text: &str) -> Result<Date, DateError> {
        let bad = || DateError(text.chars().take(40).collect());
        let b = text.as_bytes();
        let digits = |r: std::ops::Range<usize>| b[r].iter().all(u8::is_ascii_digit);
        if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
            return Err(bad());
        }
        if !digits(0..4) || !digits(5..7) || !digits(8..10) {
            return Err(bad());
        }
        let number = |r: std::ops::Range<usize>| text[r].parse::<u16>().unwrap_or(0);
        let (month, day) = (number(5..7), number(8..10));
        Date::new(number(0..4), month as u8, day as u8).ok_or_else(bad)
    }
}
