//! What a server keeps: games nobody started expire, and the games held in memory are a
//! bounded cache of those in use (any game loads again from the store).

use std::time::Duration;

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Server};

const THREE_LANES: &str = "##########\n#>......*#\n#>......*#\n#>......*#\n##########";
const DAY_MS: i64 = 86_400_000;

fn new_game(seats: i64, public: bool) -> Value {
    json!({"track": THREE_LANES, "rules": "strict", "seats": seats, "move_seconds": 60,
           "crash_penalty": 2, "public": public})
}

/// Makes a game: its id.
async fn make(s: &Server, token: &str, seats: i64) -> String {
    let (status, view) = s.post("/api/v1/games", token, new_game(seats, true)).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    view["id"].as_str().unwrap().to_owned()
}

on_every_store!(
    games_nobody_started_expire_after_a_week_without_a_change,
    games_nobody_started_expire_after_a_week_without_a_change_on
);

async fn games_nobody_started_expire_after_a_week_without_a_change_on(s: Server) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let cy = s.player("Cy").await;
    let lonely = make(&s, &ann, 2).await;
    let running = make(&s, &ann, 2).await;
    let (status, _) = s
        .post(&format!("/api/v1/games/{running}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let waiting = make(&s, &ann, 3).await;
    // Six days on, Cy joins the 3-seat game: a change, so its week starts again.
    s.state.clock.advance(6 * DAY_MS);
    let (status, _) = s
        .post(&format!("/api/v1/games/{waiting}/join"), &cy, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    s.state.expire_open_games().await;
    let (status, _) = s.get(&format!("/api/v1/games/{lonely}"), None).await;
    assert_eq!(status, StatusCode::OK, "six days: still open");
    s.state.clock.advance(DAY_MS + 1);
    s.state.expire_open_games().await;
    let (status, body) = s.get(&format!("/api/v1/games/{lonely}"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    let (status, body) = s
        .post(&format!("/api/v1/games/{lonely}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    for (id, why) in [(&running, "started"), (&waiting, "joined a day ago")] {
        let (status, _) = s.get(&format!("/api/v1/games/{id}"), None).await;
        assert_eq!(status, StatusCode::OK, "{why}: kept");
    }
    let (_, lobby) = s.get("/api/v1/games", None).await;
    let listed: Vec<&str> = lobby["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert_eq!(listed, vec![waiting.as_str()]);
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(mine["games"].as_array().unwrap().len(), 2);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_open_game_another_instance_expired_leaves_memory_and_its_streams_close() {
    let test = "an_open_game_another_instance_expired_leaves_memory_and_its_streams_close";
    let Some((url, a, b)) = crate::instances::postgres_pair(test).await else {
        return;
    };
    let ann = a.player("Ann").await;
    let id = make(&a, &ann, 2).await;
    // A spectator watches it through B, which holds it.
    let mut watching = crate::instances::live_stream(&b, &id, 0).await;
    // Eight days on, A's sweep removes it; B's finds it gone from the store.
    for s in [&a, &b] {
        s.state.clock.advance(8 * DAY_MS);
    }
    a.state.expire_open_games().await;
    assert_eq!(
        a.get(&format!("/api/v1/games/{id}"), None).await.0,
        StatusCode::NOT_FOUND
    );
    b.state.expire_open_games().await;
    assert!(
        crate::instances::closes(&mut watching).await,
        "the stream on B closes"
    );
    assert_eq!(
        b.get(&format!("/api/v1/games/{id}"), None).await.0,
        StatusCode::NOT_FOUND
    );
    drop((a, b));
    common::drop_database(&url).await;
}

#[tokio::test]
async fn the_games_in_memory_are_a_bounded_cache_of_those_in_use() {
    let s = common::server_with(|state| {
        state
            .with_caps(1000, 1000)
            .with_limits(100_000, 100_000)
            .with_game_lifetimes(Duration::from_secs(7 * 86_400), 10)
    })
    .await;
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let mut ids = Vec::new();
    for _ in 0..40 {
        ids.push(make(&s, &ann, 2).await);
        assert!(s.state.games.held() <= 10, "{}", s.state.games.held());
    }
    // A game with a live stream stays however many others come and go.
    let watched = ids[0].clone();
    let live = s.state.games.fresh(&s.state.store, &watched).await.unwrap();
    let mut feed = live.subscribe();
    drop(live);
    for id in &ids[1..] {
        let (status, _) = s.get(&format!("/api/v1/games/{id}"), None).await;
        assert_eq!(status, StatusCode::OK, "loaded again from the store");
        assert!(s.state.games.held() <= 10);
    }
    // Bob joins the watched game: its stream hears it (the game was never dropped).
    let (status, _) = s
        .post(&format!("/api/v1/games/{watched}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let heard = feed.try_recv().expect("the stream heard the join");
    assert!(heard.text.contains("joined"), "{}", heard.text);
    // Every game still reads whole; the lobby lists them all (from its kept summaries).
    let (_, lobby) = s.get("/api/v1/games", None).await;
    assert_eq!(lobby["games"].as_array().unwrap().len(), 39);
    drop(feed);
    s.state.games.forget_idle();
    assert!(s.state.games.held() <= 10);
}

on_every_store!(
    the_players_tokens_kept_in_memory_are_bounded,
    the_players_tokens_kept_in_memory_are_bounded_on
);

/// An instance keeps the players whose token it has seen, at most `--players-in-memory` of them
/// (full, it starts again); a token nobody has is never kept, however often it is tried; 0
/// keeps none. Every lookup answers the token's own player either way.
async fn the_players_tokens_kept_in_memory_are_bounded_on(s: Server) {
    use racetrack_server::auth::hash;
    use racetrack_server::store::Store;
    let mut tokens = Vec::new();
    for name in ["Ann", "Bob", "Cy", "Dee", "Eve"] {
        tokens.push((name, s.player(name).await));
    }
    // The server's own store kept the tokens its requests carried.
    let (status, _) = s
        .post("/api/v1/games", &tokens[0].1, new_game(2, true))
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert!(s.state.store.players_in_memory() >= 1);

    let store = Store::open(&s.url).await.unwrap().with_players_in_memory(2);
    for _ in 0..3 {
        for (name, token) in &tokens {
            let player = store.player_by_token(&hash(token)).await.unwrap();
            assert_eq!(player.map(|p| p.name).as_deref(), Some(*name));
            assert!(
                store.players_in_memory() <= 2,
                "{}",
                store.players_in_memory()
            );
        }
    }
    let kept = store.players_in_memory();
    for i in 0..50 {
        let nobody = hash(&format!("{i:064}"));
        assert_eq!(store.player_by_token(&nobody).await.unwrap(), None);
    }
    assert_eq!(
        store.players_in_memory(),
        kept,
        "unknown tokens are not kept"
    );

    let off = Store::open(&s.url).await.unwrap().with_players_in_memory(0);
    let player = off.player_by_token(&hash(&tokens[1].1)).await.unwrap();
    assert_eq!(player.map(|p| p.name).as_deref(), Some("Bob"));
    assert_eq!(off.players_in_memory(), 0);
}
