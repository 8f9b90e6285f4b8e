//! Request limits: each address and each player token gets a steady rate of requests with a
//! burst on top (token buckets, `governor`); past it the API answers 429 with `Retry-After`
//! and does nothing else, so one flooding client cannot crowd out the others.

use racetrack_api::ErrorCode;
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

/// Live streams open at once per client address ([`Streams`]), unless set otherwise.
pub const STREAMS_PER_ADDRESS: usize = 100;
/// Live streams open at once per player (a stream opened with the player's token).
pub const STREAMS_PER_PLAYER: usize = 20;

/// What a live stream counts against.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Holder {
    Address(IpAddr),
    Player(i64),
}

/// The live streams open on this instance per address and per player, under their caps.
#[derive(Debug)]
pub struct Streams {
    per_address: usize,
    per_player: usize,
    open: std::sync::Arc<std::sync::Mutex<std::collections::HashMap<Holder, usize>>>,
}

/// One stream's places, given back when it is dropped (when the stream ends).
#[derive(Debug)]
pub struct StreamPlace {
    open: std::sync::Arc<std::sync::Mutex<std::collections::HashMap<Holder, usize>>>,
    holders: Vec<Holder>,
}

impl Streams {
    /// At most `per_address` streams per address and `per_player` per player.
    pub fn new(per_address: usize, per_player: usize) -> Streams {
        Streams {
            per_address: per_address.max(1),
            per_player: per_player.max(1),
            open: Default::default(),
        }
    }

    /// A place for a stream from `address` (when known) by `player` (when it bore a token),
    /// or a 429 saying which cap it is over.
    pub fn open(
        &self,
        address: Option<IpAddr>,
        player: Option<i64>,
    ) -> Result<StreamPlace, ApiError> {
        let wanted: Vec<(Holder, usize, &str)> = address
            .map(|a| (Holder::Address(a), self.per_address, "this address"))
            .into_iter()
            .chain(player.map(|p| (Holder::Player(p), self.per_player, "this player")))
            .collect();
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        for (holder, most, whose) in &wanted {
            if open.get(holder).copied().unwrap_or(0) >= *most {
                return Err(ApiError::too_many(
                    format!("{most} live streams are open from {whose}; close one first."),
                    5,
                )
                .with_code(ErrorCode::TooManyStreams));
            }
        }
        for (holder, _, _) in &wanted {
            *open.entry(*holder).or_insert(0) += 1;
        }
        Ok(StreamPlace {
            open: std::sync::Arc::clone(&self.open),
            holders: wanted.into_iter().map(|(h, _, _)| h).collect(),
        })
    }
}

impl Default for Streams {
    fn default() -> Streams {
        Streams::new(STREAMS_PER_ADDRESS, STREAMS_PER_PLAYER)
    }
}

impl Drop for StreamPlace {
    fn drop(&mut self) {
        let mut open = self.open.lock().unwrap_or_else(|e| e.into_inner());
        for holder in &self.holders {
            if let Some(count) = open.get_mut(holder) {
                *count -= 1;
                if *count == 0 {
                    open.remove(holder);
                }
            }
        }
    }
}

#[cfg(test)]
mod stream_tests {
    use super::Streams;

    #[test]
    fn streams_are_capped_per_address_and_per_player_until_one_closes() {
        let streams = Streams::new(2, 1);
        let (a, b) = ("10.0.0.1".parse().unwrap(), "10.0.0.2".parse().unwrap());
        let first = streams.open(Some(a), None).unwrap();
        let _second = streams.open(Some(a), Some(7)).unwrap();
        assert_eq!(
            streams.open(Some(a), None).unwrap_err().code,
            racetrack_api::ErrorCode::TooManyStreams
        );
        // Player 7 is at its cap from any address; another address is answered.
        let refused = streams.open(Some(b), Some(7)).unwrap_err();
        assert!(
            refused.message.contains("this player"),
            "{}",
            refused.message
        );
        assert_eq!(refused.retry_after, Some(5));
        let _other = streams.open(Some(b), Some(8)).unwrap();
        drop(first);
        assert!(streams.open(Some(a), None).is_ok());
    }
}
