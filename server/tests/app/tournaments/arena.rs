//! An arena of four bots paired game after game until its time is up (points with the
//! streak's doubles, no pair twice in a row while others wait, no game after the end, the games
//! under way counted), run by two instances and across a restart with one table; an odd player
//! out is never the same one twice in a row.

use std::collections::HashMap;

use axum::http::StatusCode;
use serde_json::json;

use super::*;
use crate::common::{self, DEC_1, Server};

on_every_store!(
    an_arena_pairs_its_players_game_after_game_and_scores_streaks_until_its_end,
    arena_case
);

async fn arena_case(first: Server) {
    let names = ["Ant", "Bee", "Cat", "Dog"];
    let mut tokens = HashMap::new();
    for name in names {
        tokens.insert(name.to_owned(), bot(&first, name).await);
    }
    let maker = &tokens["Ant"];
    let start = DEC_1 + 60_000;
    let asked = json!({"kind": "arena", "name": "  Friday arena ", "starts_ms": start,
        "minutes": 10, "tracks": [TWO_LANES], "move_seconds": 30, "rated": true,
        "max_players": 4, "bots": true});
    let (status, made) = first.post("/api/v1/tournaments", maker, asked).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(
        (&made["name"], &made["state"], &made["kind"]),
        (&json!("Friday arena"), &json!("upcoming"), &json!("arena"))
    );
    assert_eq!(made["join_until_ms"], start + 8 * 60_000);
    assert_eq!(made["ends_ms"], start + 10 * 60_000);
    let id = made["id"].as_str().unwrap().to_owned();
    for name in names {
        let (status, joined) = join(&first, &id, &tokens[name]).await;
        assert_eq!(status, StatusCode::OK, "{joined}");
        assert_eq!(joined["you"]["state"], "waiting");
    }
    // A fifth player finds every seat taken.
    let late = bot(&first, "Eel").await;
    let (status, full) = join(&first, &id, &late).await;
    assert_eq!(
        (status, &full["error"]),
        (StatusCode::CONFLICT, &json!("tournament_full"))
    );
    // Two instances on one database (a server started again on it, beside the first).
    let second = first.reopen().await;
    let instances = [&first, &second];
    let advance = |ms: i64| {
        for s in instances {
            s.state.clock.advance(ms);
        }
    };
    advance(60_000);
    // Both run their tickers at the same moment: one of them pairs the four.
    tokio::join!(
        first.state.run_tournaments(),
        second.state.run_tournaments()
    );
    let view = tournament(&first, &id, Some(maker)).await;
    assert_eq!(view["state"], "running");
    assert_eq!(under_way(&view).len(), 2, "{view}");
    assert_eq!(view["you"]["state"], "playing");
    let game = view["you"]["game"].as_str().unwrap();
    let (_, game_view) = first.get(&format!("/api/v1/games/{game}"), None).await;
    assert_eq!(game_view["tournament"], id.as_str());
    assert_eq!(game_view["title"], "Friday arena · Track 1");
    let mut results: HashMap<String, Vec<char>> = HashMap::new();
    let mut last: HashMap<String, String> = HashMap::new();
    for wave in 0..5 {
        let s = instances[wave % 2];
        let view = tournament(s, &id, None).await;
        let games = under_way(&view);
        assert_eq!(games.len(), 2, "wave {wave}: {view}");
        for (_, players) in &games {
            let [a, b] = [&players[0], &players[1]];
            // Never the same opponent twice in a row while others wait.
            assert_ne!(last.get(a), Some(b), "wave {wave}: {a} met {b} again");
            last.insert(a.clone(), b.clone());
            last.insert(b.clone(), a.clone());
        }
        if wave == 4 {
            // The time is up while these two games are under way (made 5 s before it).
            advance(10_000);
        }
        // The table's leader wins their game (and so stays the leader); the other is a draw.
        let leader = view["standings"][0]["name"].as_str().unwrap().to_owned();
        for (game, players) in &games {
            let moves: HashMap<&str, Option<usize>> = if players.contains(&leader) {
                let other = players.iter().find(|p| **p != leader).unwrap();
                results.entry(leader.clone()).or_default().push('W');
                results.entry(other.clone()).or_default().push('L');
                [(leader.as_str(), Some(4)), (other.as_str(), None)].into()
            } else {
                for p in players {
                    results.entry(p.clone()).or_default().push('D');
                }
                [
                    (players[0].as_str(), Some(4)),
                    (players[1].as_str(), Some(4)),
                ]
                .into()
            };
            drive(s, game, &tokens, &moves).await;
        }
        if wave == 3 {
            let ends = start + 10 * 60_000;
            advance(ends - 5_000 - s.state.clock.now_ms());
        }
        s.state.run_tournaments().await;
        advance(1_000);
    }
    // The games under way at the end counted; none started after it.
    let view = tournament(&second, &id, None).await;
    assert_eq!(view["state"], "over", "{view}");
    assert_eq!(view["games"].as_array().unwrap().len(), 10);
    assert!(under_way(&view).is_empty());
    first.state.run_tournaments().await;
    assert_eq!(
        tournament(&first, &id, None).await["games"]
            .as_array()
            .unwrap()
            .len(),
        10
    );
    // Each player's points are the sum of their games' results with the streak's doubles.
    let mut leader_streak = false;
    for name in names {
        let row = standing(&view, name);
        let mine = &results[name];
        assert_eq!(
            row["points"],
            arena_points(mine),
            "{name}: {mine:?} in {view}"
        );
        assert_eq!(row["games"], mine.len() as i64);
        assert_eq!(
            row["wins"],
            mine.iter().filter(|&&r| r == 'W').count() as i64
        );
        let streak = mine.ends_with(&['W', 'W']);
        assert_eq!(row["streak"], streak, "{name}");
        assert_eq!(row["bot"], true);
        leader_streak |= mine.iter().filter(|&&r| r == 'W').count() >= 3;
    }
    assert!(
        leader_streak,
        "a streak of three wins was played: {results:?}"
    );
    let points: Vec<i64> = view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["points"].as_i64().unwrap())
        .collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "{points:?}");
    assert_eq!(view["standings"][0]["rank"], 1);
    // The same table after a restart.
    let restarted = second.reopen().await;
    assert_eq!(
        tournament(&restarted, &id, None).await["standings"],
        view["standings"]
    );
    let (_, over) = first.get("/api/v1/tournaments?state=over", None).await;
    assert_eq!(over["tournaments"][0]["id"], id.as_str(), "{over}");
    assert_eq!(over["tournaments"][0]["players"], 4);
    let (_, running) = first.get("/api/v1/tournaments?state=running", None).await;
    assert_eq!(running["tournaments"], json!([]));
    // Joining a tournament that is over is refused.
    let (status, closed) = join(&first, &id, &late).await;
    assert_eq!(
        (status, &closed["error"]),
        (StatusCode::CONFLICT, &json!("joining_closed"))
    );
}

on_every_store!(
    an_odd_player_out_is_the_one_free_the_shortest_time,
    odd_one_out_case
);

async fn odd_one_out_case(s: Server) {
    let names = ["Ant", "Bee", "Cat"];
    let mut tokens = HashMap::new();
    for name in names {
        tokens.insert(name.to_owned(), bot(&s, name).await);
    }
    let asked = json!({"kind": "arena", "name": "Three", "starts_ms": DEC_1 + 60_000,
        "minutes": 30, "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 3,
        "bots": true});
    let (status, made) = s.post("/api/v1/tournaments", &tokens["Ant"], asked).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    for name in names {
        assert_eq!(join(&s, &id, &tokens[name]).await.0, StatusCode::OK);
        s.state.clock.advance(1_000);
    }
    s.state.clock.advance(60_000);
    s.state.run_tournaments().await;
    // Game after game, the one left waiting plays the next one.
    let mut waited = Vec::new();
    for round in 0..4 {
        let view = tournament(&s, &id, None).await;
        let games = under_way(&view);
        assert_eq!(games.len(), 1, "round {round}: {view}");
        let (game, players) = &games[0];
        let out = names
            .iter()
            .find(|n| !players.contains(&n.to_string()))
            .unwrap();
        if let Some(before) = waited.last() {
            assert!(
                players.contains(before),
                "{before} waited twice in a row: {view}"
            );
        }
        waited.push(out.to_string());
        let moves: HashMap<&str, Option<usize>> =
            [(players[0].as_str(), Some(4)), (players[1].as_str(), None)].into();
        drive(&s, game, &tokens, &moves).await;
        s.state.clock.advance(1_000);
        s.state.run_tournaments().await;
    }
}
