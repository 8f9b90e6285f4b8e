//! The server's time: the wall clock in production, a hand-set one in tests (no test sleeps).

use std::sync::atomic::{AtomicI64, Ordering};
use std::time::{SystemTime, UNIX_EPOCH};

/// Where the server reads the time.
#[derive(Debug)]
pub enum Clock {
    /// The system's wall clock.
    System,
    /// The system's wall clock set to the database's ([`Clock::sync`]): on PostgreSQL every
    /// instance reads the one clock, so an instance whose own clock is off cannot resolve a
    /// round early or late. `skew` is added to the system's reading (0, but for a test that
    /// plays a machine whose clock is off); `offset` is the correction last measured.
    Synced {
        /// Milliseconds added to the system's reading (a test's skewed machine).
        skew: i64,
        /// The database's clock less this machine's, as last measured.
        offset: AtomicI64,
    },
    /// A clock that moves only when told (tests).
    Manual(AtomicI64),
}

impl Clock {
    /// A manual clock reading `ms` milliseconds since the Unix epoch.
    pub fn manual(ms: i64) -> Clock {
        Clock::Manual(AtomicI64::new(ms))
    }

    /// The system's clock set to the database's once [`Clock::sync`] has measured them.
    pub fn synced() -> Clock {
        Clock::skewed(0)
    }

    /// The same on a machine whose own clock is `skew` ms ahead (a test's).
    pub fn skewed(skew: i64) -> Clock {
        Clock::Synced {
            skew,
            offset: AtomicI64::new(0),
        }
    }

    /// Milliseconds since the Unix epoch.
    pub fn now_ms(&self) -> i64 {
        match self {
            Clock::System => system_ms(),
            Clock::Synced { skew, offset } => system_ms() + skew + offset.load(Ordering::SeqCst),
            Clock::Manual(ms) => ms.load(Ordering::SeqCst),
        }
    }

    /// Sets a synced clock to `read`'s clock (the database's): the offset between the two,
    /// taken at the middle of the reading. Other clocks are left as they are.
    pub async fn sync<E>(
        &self,
        read: impl std::future::Future<Output = Result<Option<i64>, E>>,
    ) -> Result<(), E> {
        let Clock::Synced { skew, offset } = self else {
            return Ok(());
        };
        let before = system_ms() + skew;
        let Some(theirs) = read.await? else {
            return Ok(());
        };
        let after = system_ms() + skew;
        offset.store(theirs - (before + after) / 2, Ordering::SeqCst);
        Ok(())
    }

    /// Moves a manual clock on by `ms` (the system clock cannot be moved).
    pub fn advance(&self, ms: i64) {
        if let Clock::Manual(now) = self {
            now.fetch_add(ms, Ordering::SeqCst);
        }
    }

    /// Today's UTC date (in the clock's reading).
    pub fn today(&self) -> racetrack::date::Date {
        racetrack::date::Date::from_unix_days(self.now_ms().div_euclid(86_400_000))
    }
}

/// The system's wall clock, in ms since the Unix epoch.
fn system_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}
