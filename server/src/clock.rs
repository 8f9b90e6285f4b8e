//! The server's time: the wall clock in production, a hand-set one in tests (no test sleeps).

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Where the server reads the time.
#[derive(Debug)]
pub enum Clock {
    /// The system's wall clock.
    System,
    /// A clock that moves only when told (tests).
    Manual(AtomicI64),
}

impl Clock {
    /// A manual clock reading `ms` milliseconds since the Unix epoch.
    pub fn manual(ms: i64) -> Clock {
        Clock::Manual(AtomicI64::new(ms))
    }

    /// Milliseconds since the Unix epoch.
    pub fn now_ms(&self) -> i64 {
        match self {
            Clock::System => SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_millis() as i64),
            Clock::Manual(ms) => ms.load(Ordering::SeqCst),
        }
    }

    /// Moves a manual clock on by `ms` (the system clock cannot be moved).
    pub fn advance(&self, ms: i64) {
        if let Clock::Manual(now) = self {
            now.fetch_add(ms, Ordering::SeqCst);
        }
    }

    /// Today's UTC date.
    pub fn today(&self) -> racetrack::date::Date {
        racetrack::date::Date::from_unix_days(self.now_ms().div_euclid(86_400_000))
    }
}
