//! `GET /metrics`: what an operator watches, in the Prometheus (OpenMetrics) text format, by
//! `prometheus-client`: the games by state (the store's count, for all instances, taken by the
//! ticker every 5 s: a scrape runs no query), the open-file limit and connection cap, and this
//! instance's moves, live streams, the time from a move's arrival to its event on every
//! stream, and the answers by status.

use std::sync::atomic::AtomicU64;
use std::time::Duration;

use prometheus_client::encoding::text::encode;
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

use crate::store::GameState;

/// A label set: (name, value) pairs.
type Labels = Vec<(&'static str, String)>;

/// This instance's measures.
#[derive(Debug)]
pub struct Metrics {
    registry: Registry,
    games: Family<Labels, Gauge<i64, std::sync::atomic::AtomicI64>>,
    /// Moves accepted by this instance.
    pub moves: Counter<u64, AtomicU64>,
    /// Rounds this instance resolved.
    pub rounds: Counter<u64, AtomicU64>,
    /// Open live streams on this instance.
    pub streams: Gauge<i64, std::sync::atomic::AtomicI64>,
    /// Live streams dropped for not reading their events in time.
    pub slow_streams: Counter<u64, AtomicU64>,
    /// From a move's arrival to its event sent on a stream, in seconds.
    pub event_delay: Histogram,
    responses: Family<Labels, Counter<u64, AtomicU64>>,
    /// Games held in memory on this instance (set when `/metrics` is read).
    pub games_held: Gauge<i64, std::sync::atomic::AtomicI64>,
    /// Players whose token this instance keeps in memory (set when `/metrics` is read).
    pub players_held: Gauge<i64, std::sync::atomic::AtomicI64>,
    /// Summaries made for the lists (the lobby, your games): one per game version listed.
    pub summaries_made: Counter<u64, AtomicU64>,
    /// The process's open-file limit (its soft limit, raised to the hard one at start).
    pub open_files: Gauge<i64, std::sync::atomic::AtomicI64>,
    /// The connection cap (`--max-connections`, under the open-file limit).
    pub max_connections: Gauge<i64, std::sync::atomic::AtomicI64>,
}

impl Default for Metrics {
    fn default() -> Metrics {
        let mut registry = Registry::with_prefix("racetrack");
        let games = Family::<Labels, Gauge<i64, std::sync::atomic::AtomicI64>>::default();
        registry.register(
            "games",
            "Online games by state (all instances)",
            games.clone(),
        );
        let moves = Counter::default();
        registry.register("moves", "Moves accepted by this instance", moves.clone());
        let rounds = Counter::default();
        registry.register("rounds", "Rounds resolved by this instance", rounds.clone());
        let streams = Gauge::default();
        registry.register(
            "live_streams",
            "Open live streams (WebSockets) on this instance",
            streams.clone(),
        );
        let slow_streams = Counter::default();
        registry.register(
            "slow_streams_dropped",
            "Live streams dropped for not reading their events in time",
            slow_streams.clone(),
        );
        // 0.1 ms to about 6.5 s.
        let event_delay = Histogram::new(exponential_buckets(0.000_1, 2.0, 17));
        registry.register(
            "move_to_event_seconds",
            "From a move's arrival to its event sent on a live stream",
            event_delay.clone(),
        );
        let responses = Family::<Labels, Counter<u64, AtomicU64>>::default();
        registry.register(
            "responses",
            "API answers by status class",
            responses.clone(),
        );
        let games_held = Gauge::default();
        registry.register(
            "games_in_memory",
            "Games held in memory on this instance (a cache of the games in use)",
            games_held.clone(),
        );
        let players_held = Gauge::default();
        registry.register(
            "players_in_memory",
            "Players whose token this instance keeps in memory (a cache of the tokens in use)",
            players_held.clone(),
        );
        let summaries_made = Counter::default();
        registry.register(
            "summaries_made",
            "Game summaries made for the lists (one per game version listed, then kept)",
            summaries_made.clone(),
        );
        let open_files = Gauge::default();
        registry.register(
            "open_files_limit",
            "The process's open-file limit, raised to its hard limit at start",
            open_files.clone(),
        );
        let max_connections = Gauge::default();
        registry.register(
            "max_connections",
            "Connections the server holds at once (under the open-file limit)",
            max_connections.clone(),
        );
        Metrics {
            games_held,
            players_held,
            summaries_made,
            open_files,
            max_connections,
            registry,
            games,
            moves,
            rounds,
            streams,
            slow_streams,
            event_delay,
            responses,
        }
    }
}

impl Metrics {
    /// Counts an API answer of status `status`.
    pub fn answered(&self, status: u16) {
        let class = format!("{}xx", status / 100);
        self.responses.get_or_create(&vec![("class", class)]).inc();
    }

    /// Observes an event's delay.
    pub fn delayed(&self, delay: Duration) {
        self.event_delay.observe(delay.as_secs_f64());
    }

    /// Sets the games-by-state gauges to the store's count.
    pub fn set_games(&self, games_by_state: &[(GameState, i64)]) {
        for state in GameState::ALL {
            let count = games_by_state
                .iter()
                .find(|(s, _)| *s == state)
                .map_or(0, |(_, n)| *n);
            self.games
                .get_or_create(&vec![("state", state.as_str().to_owned())])
                .set(count);
        }
    }

    /// The text of `GET /metrics`.
    pub fn render(&self) -> String {
        let mut text = String::new();
        encode(&mut text, &self.registry).expect("writing to a string");
        text
    }
}
