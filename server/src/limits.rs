//! Request limits: each address and each player token gets a steady rate of requests with a
//! burst on top (token buckets, `governor`); past it the API answers 429 with `Retry-After`
//! and does nothing else, so one flooding client cannot crowd out the others.

use std::net::IpAddr;
use std::num::NonZeroU32;

use governor::clock::{Clock as _, DefaultClock};
use governor::{DefaultKeyedRateLimiter, Quota, RateLimiter};

use crate::error::ApiError;

/// Requests per second (and twice that as a burst) for one address, unless set otherwise.
pub const PER_ADDRESS: u32 = 200;
/// Requests per second (and twice that as a burst) for one player token, unless set otherwise.
pub const PER_TOKEN: u32 = 20;

/// The buckets.
#[derive(Debug)]
pub struct Limits {
    by_address: DefaultKeyedRateLimiter<IpAddr>,
    by_token: DefaultKeyedRateLimiter<String>,
    clock: DefaultClock,
}

fn quota(per_second: u32) -> Quota {
    let rate = NonZeroU32::new(per_second.max(1)).expect("at least 1");
    let burst = NonZeroU32::new(per_second.max(1).saturating_mul(2)).expect("at least 2");
    Quota::per_second(rate).allow_burst(burst)
}

impl Limits {
    /// `per_address` and `per_token` requests a second, each with a burst of twice as many.
    pub fn new(per_address: u32, per_token: u32) -> Limits {
        Limits {
            by_address: RateLimiter::keyed(quota(per_address)),
            by_token: RateLimiter::keyed(quota(per_token)),
            clock: DefaultClock::default(),
        }
    }

    /// Counts a request from `address` (when known) bearing `token_hash` (when it bears a
    /// token): a 429 when either is over its limit.
    pub fn check(&self, address: Option<IpAddr>, token_hash: Option<&str>) -> Result<(), ApiError> {
        if let Some(address) = address {
            self.by_address
                .check_key(&address)
                .map_err(|late| self.refusal(late, "this address"))?;
        }
        if let Some(hash) = token_hash {
            self.by_token
                .check_key(&hash.to_owned())
                .map_err(|late| self.refusal(late, "this player"))?;
        }
        Ok(())
    }

    fn refusal(
        &self,
        late: governor::NotUntil<<DefaultClock as governor::clock::Clock>::Instant>,
        whose: &str,
    ) -> ApiError {
        let wait = late.wait_time_from(self.clock.now());
        ApiError::too_many(
            format!("Too many requests from {whose}; slow down and try again in a moment."),
            wait.as_secs() + 1,
        )
    }

    /// Forgets the buckets that are full again (memory stays bounded by the active clients).
    pub fn forget_idle(&self) {
        self.by_address.retain_recent();
        self.by_token.retain_recent();
    }
}

impl Default for Limits {
    fn default() -> Limits {
        Limits::new(PER_ADDRESS, PER_TOKEN)
    }
}

/// When each address did something counted over a window (the players it made in the last
/// hour), oldest first; an address with nothing in the window is forgotten.
#[derive(Debug, Default)]
pub struct Recent(std::collections::HashMap<IpAddr, std::collections::VecDeque<i64>>);

impl Recent {
    /// Counts one more for `address` at `now_ms` if it did fewer than `most` in the `window_ms`
    /// before; otherwise the seconds until it may again.
    pub fn take(
        &mut self,
        address: IpAddr,
        now_ms: i64,
        window_ms: i64,
        most: usize,
    ) -> Result<(), u64> {
        self.0.retain(|_, times| {
            while times.front().is_some_and(|&t| t <= now_ms - window_ms) {
                times.pop_front();
            }
            !times.is_empty()
        });
        let times = self.0.entry(address).or_default();
        if times.len() >= most {
            let oldest = times.front().copied().unwrap_or(now_ms);
            return Err(((oldest + window_ms - now_ms).max(1) as u64).div_ceil(1000));
        }
        times.push_back(now_ms);
        Ok(())
    }
}

#[cfg(test)]
mod recent_tests {
    use super::Recent;

    #[test]
    fn an_address_gets_its_count_per_window_and_others_theirs() {
        let mut recent = Recent::default();
        let (a, b) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        for t in 0..3 {
            assert_eq!(recent.take(a, t * 1000, 60_000, 3), Ok(()));
        }
        assert_eq!(recent.take(a, 10_000, 60_000, 3), Err(50));
        assert_eq!(recent.take(b, 10_000, 60_000, 3), Ok(()));
        assert_eq!(recent.take(a, 60_001, 60_000, 3), Ok(()));
    }
}
