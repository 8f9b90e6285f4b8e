//! A Grand Prix of three tracks and five entrants: points by place, shared places, a car that
//! did not finish, ties broken.

use std::collections::HashMap;

use axum::http::StatusCode;
use serde_json::json;

use super::*;
use crate::common::{self, DEC_1, Server};

on_every_store!(
    a_grand_prix_races_its_tracks_in_turn_for_points_by_place,
    grand_prix_case
);

async fn grand_prix_case(s: Server) {
    let names = ["P1", "P2", "P3", "P4", "P5"];
    let mut tokens = HashMap::new();
    for name in names {
        tokens.insert(name.to_owned(), s.player(name).await);
    }
    let maker = tokens["P1"].clone();
    let start = DEC_1 + 3_600_000;
    let asked = json!({"kind": "grand_prix", "name": "Three tracks", "starts_ms": start,
        "tracks": [FIVE_LANES, FIVE_LANES, FIVE_LANES], "move_seconds": 60,
        "max_players": 5});
    let (status, made) = s.post("/api/v1/tournaments", &maker, asked.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(made["tracks"], json!(["Track 1", "Track 2", "Track 3"]));
    let id = made["id"].as_str().unwrap().to_owned();
    for name in names {
        let (status, body) = join(&s, &id, &tokens[name]).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    s.state.clock.advance(3_600_000);
    // Joining closes at a Grand Prix's start.
    let late = s.player("Late").await;
    let (status, closed) = join(&s, &id, &late).await;
    assert_eq!(
        (status, &closed["error"]),
        (StatusCode::CONFLICT, &json!("joining_closed"))
    );
    // Each race: each player's moves to the finish (`None`: resigns, does not finish).
    let races: [[Option<usize>; 5]; 3] = [
        [Some(4), Some(4), Some(5), Some(6), None],
        [Some(6), Some(7), Some(5), None, Some(4)],
        [Some(6), Some(5), Some(4), Some(8), Some(7)],
    ];
    for (race, moves) in races.iter().enumerate() {
        s.state.run_tournaments().await;
        let view = tournament(&s, &id, None).await;
        let games = under_way(&view);
        assert_eq!(games.len(), 1, "race {race}: {view}");
        assert_eq!(games[0].1.len(), 5);
        assert_eq!(view["races"], race as i64 + 1);
        let moves: HashMap<&str, Option<usize>> = names.iter().copied().zip(*moves).collect();
        drive(&s, &games[0].0, &tokens, &moves).await;
        s.state.run_tournaments().await;
        let view = tournament(&s, &id, None).await;
        if race < 2 {
            // The next race a minute after the last car finished.
            let next = view["next_race_ms"].as_i64().expect("the next race's time");
            assert_eq!(next, view["now_ms"].as_i64().unwrap() + 60_000);
            s.state.run_tournaments().await;
            assert!(under_way(&tournament(&s, &id, None).await).is_empty());
            s.state.clock.advance(60_000);
        }
    }
    let view = tournament(&s, &id, Some(&maker)).await;
    assert_eq!(view["state"], "over", "{view}");
    // Race 1: P1 and P2 share first (25 each), P3 15, P4 12, P5 out (0); race 2: P5 25, P3 18,
    // P1 15, P2 12, P4 out; race 3: P3 25, P2 18, P1 15, P5 12, P4 10. P1 and P2 tie on 55 and
    // on wins; P2's second place puts them ahead.
    let table: Vec<(String, i64, i64)> = view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let name = r["name"].as_str().unwrap().to_owned();
            (
                name,
                r["rank"].as_i64().unwrap(),
                r["points"].as_i64().unwrap(),
            )
        })
        .collect();
    let expected = [
        ("P3", 1, 58),
        ("P2", 2, 55),
        ("P1", 3, 55),
        ("P5", 4, 37),
        ("P4", 5, 22),
    ];
    let expected: Vec<(String, i64, i64)> = expected
        .iter()
        .map(|(n, r, p)| (n.to_string(), *r, *p))
        .collect();
    assert_eq!(table, expected, "{view}");
    assert_eq!(standing(&view, "P1")["wins"], 1);
    assert_eq!(standing(&view, "P4")["games"], 3);
    let finished = &view["games"][2];
    assert_eq!(finished["race"], 0);
    assert_eq!(
        finished["places"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p.is_null())
            .count(),
        1
    );
    assert_eq!(view["you"]["state"], "waiting");
}
