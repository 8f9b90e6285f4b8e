//! An arena's pairing delay with many bots: `cargo run --release -p racetrack-server --example
//! arena -- [--bots 50] [--seconds 120] [--db URL]` makes that many of the server's own bots
//! (players driven by the engine's drivers, which move through the same game code as people,
//! 1.2 s into each round), enters them in an arena on two built-in levels that starts at
//! once, runs the server's ticker on the wall clock for that long, and prints, from the stored
//! seats, each delay from a player becoming free (their game counted) to their next game:
//! the games played, and the delay's median, 99th percentile and worst in milliseconds.
//! Without `--db` the store is a SQLite file in a temporary folder; a `postgres://` URL must
//! name an empty database.

use std::sync::Arc;
use std::time::Duration;

use racetrack::tournament::settings::{Kind, Settings};
use racetrack_server::AppState;
use racetrack_server::clock::Clock;
use racetrack_server::store::Store;
use racetrack_server::tournaments::{self, Asked};

/// A flag's value, or `default`.
fn flag(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| default.to_owned())
}

#[tokio::main]
async fn main() {
    let bots: usize = flag("--bots", "50").parse().expect("--bots N");
    let seconds: u64 = flag("--seconds", "120").parse().expect("--seconds N");
    let dir = tempfile::tempdir().unwrap();
    let default = format!("sqlite://{}", dir.path().join("arena.db").display());
    let url = flag("--db", &default);
    let store = Store::open(&url).await.expect("the store opens");
    let state = Arc::new(AppState::new(store, Clock::synced()));
    let now = state.clock.now_ms();
    let skills = ["novice", "club", "pro", "perfect"];
    let mut players = Vec::new();
    for i in 0..bots {
        let player = state
            .store
            .add_player(&format!("Arena bot {i}"), &format!("hash-{i}"), true, now)
            .await
            .unwrap()
            .expect("a fresh name");
        let rating = 1200.0 + 20.0 * i as f64;
        let skill = skills[i % skills.len()];
        state
            .store
            .make_house_bot(player.id, skill, rating)
            .await
            .unwrap();
        players.push(player.id);
    }
    let levels = racetrack_server::games::pairing_tracks();
    let asked = Asked {
        settings: Settings {
            kind: Kind::Arena,
            name: "Pairing delay".into(),
            starts_ms: now + 500,
            minutes: Some(180),
            tracks: 2,
            move_seconds: 10,
            max_players: 1000,
        },
        rules: "strict".into(),
        tracks: levels.into_iter().take(2).collect(),
        rated: true,
        bots: true,
    };
    let arena = tournaments::create(&state.store, None, asked, 1, now)
        .await
        .expect("the arena is made");
    for &player in &players {
        assert!(
            state
                .store
                .enter(&arena.id, player, 1000, now)
                .await
                .unwrap()
        );
    }
    let ticker = tokio::spawn(Arc::clone(&state).keep_time(Duration::from_millis(200)));
    tokio::time::sleep(Duration::from_secs(seconds)).await;
    ticker.abort();
    let seats = state.store.tournament_seats(&arena.id).await.unwrap();
    let mut games: Vec<&str> = seats.iter().map(|s| s.game.as_str()).collect();
    games.sort_unstable();
    games.dedup();
    let mut delays = Vec::new();
    for &player in &players {
        let mine: Vec<_> = seats.iter().filter(|s| s.player == player).collect();
        for pair in mine.windows(2) {
            if let Some(free) = pair[0].ended_ms {
                delays.push(pair[1].created_ms - free);
            }
        }
    }
    delays.sort_unstable();
    let at = |q: f64| delays[((delays.len() - 1) as f64 * q).round() as usize];
    println!(
        "{bots} bots, {seconds} s: {} games, {} delays from free to the next game: \
         median {} ms, 99th {} ms, worst {} ms",
        games.len(),
        delays.len(),
        at(0.5),
        at(0.99),
        delays.last().copied().unwrap_or(0)
    );
}
