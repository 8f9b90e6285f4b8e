//! Online games under Karopapier's rules: one car at a time in a new random order each round,
//! only the cars that have moved in the round in the way, and a crash that puts a car back ZZZ
//! moves (its view says where, with `resets`), replayed from the record.

use crate::common;
use crate::common::Server;
use crate::games::{TWO_LANES, play};
use axum::http::StatusCode;
use racetrack::race::record;
use serde_json::{Value, json};

/// The seats that have to choose now.
fn to_choose(view: &Value) -> Vec<usize> {
    (0..2)
        .filter(|&i| view["cars"][i]["to_choose"] == true)
        .collect()
}

/// The one seat whose turn it is.
fn turn(view: &Value) -> usize {
    let seats = to_choose(view);
    assert_eq!(seats.len(), 1, "one car at a time: {view}");
    seats[0]
}

on_every_store!(
    a_karopapier_game_goes_one_car_at_a_time_and_a_crash_puts_the_car_back,
    a_karopapier_game_goes_one_car_at_a_time_and_a_crash_puts_the_car_back_on
);

async fn a_karopapier_game_goes_one_car_at_a_time_and_a_crash_puts_the_car_back_on(s: Server) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let body = json!({"track": TWO_LANES, "rules": "karopapier", "seats": 2,
                      "move_seconds": 60, "crash_penalty": 2});
    let (status, game) = s.post("/api/v1/games", &ann, body).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    assert_eq!(game["rules"], "karopapier");
    let id = game["id"].as_str().unwrap().to_owned();
    let invite = game["invite"].as_str().unwrap();
    let join = format!("/api/v1/games/{id}/join");
    let (status, _) = s.post(&join, &bob, json!({"invite": invite})).await;
    assert_eq!(status, StatusCode::OK);
    let path = format!("/api/v1/games/{id}");
    let tokens = [ann.clone(), bob.clone()];
    // Ann drives row 1 into the wall (+1, +1, +1: 2, 4, 7, then every option is in the wall);
    // Bob drives row 2 at speed 1.
    let plans = [
        vec![
            json!({"start": [1, 1]}),
            json!({"acc": [0, 1]}),
            json!({"acc": [0, 1]}),
            json!({"acc": [0, 1]}),
        ],
        vec![
            json!({"start": [2, 1]}),
            json!({"acc": [0, 1]}),
            json!({"acc": [0, 0]}),
            json!({"acc": [0, 0]}),
        ],
    ];
    let mut orders = Vec::new();
    let (_, mut view) = s.get(&path, None).await;
    #[allow(clippy::needless_range_loop)] // Both plans, by seat, at the same game round.
    for game_round in 0..4 {
        let mut order = Vec::new();
        for _ in 0..2 {
            // The race's round: one turn of each car (the API's rounds are the turns).
            assert_eq!(view["race_round"], game_round + 1, "{view}");
            let seat = turn(&view);
            let other = 1 - seat;
            if game_round > 0 {
                // The other car is in the way only once it has moved in this round.
                let moved = order.contains(&other);
                assert_eq!(view["cars"][other]["passable"] == true, !moved, "{view}");
            } else {
                assert!(
                    view["cars"][other].get("passable").is_none(),
                    "placing: all block"
                );
            }
            // The car not to move cannot move.
            let (status, refused) = play(
                &s,
                &id,
                &tokens[other],
                view["round"].as_i64().unwrap(),
                plans[other][game_round].clone(),
            )
            .await;
            assert_eq!(status, StatusCode::CONFLICT, "{refused}");
            let (status, after) = play(
                &s,
                &id,
                &tokens[seat],
                view["round"].as_i64().unwrap(),
                plans[seat][game_round].clone(),
            )
            .await;
            assert_eq!(status, StatusCode::OK, "{after}");
            order.push(seat);
            view = after;
        }
        orders.push(order);
    }
    // Each round every car once; the record's turns are one car's each: 8 turns so far.
    assert!(
        orders.iter().all(|o| o.len() == 2 && o[0] != o[1]),
        "{orders:?}"
    );
    assert_eq!(view["round"], 9);
    assert_eq!(view["race_round"], 5);
    // Each turn's event says the race's round it belongs to: turns 1 to 9, rounds 1 1 2 2 … 5.
    let events = s.state.store.events_since(&id, 0, i64::MAX).await.unwrap();
    let turns: Vec<(i64, i64)> = events
        .iter()
        .map(|(_, text)| serde_json::from_str::<Value>(text).unwrap())
        .filter(|e| e["kind"] == "turn")
        .map(|e| {
            (
                e["round"].as_i64().unwrap(),
                e["race_round"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        turns,
        (1..=9).map(|t| (t, (t + 1) / 2)).collect::<Vec<_>>(),
        "{events:?}"
    );
    // Her games' list says the same round.
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(mine["games"][0]["race_round"], 5, "{mine}");
    assert_eq!(mine["games"][0]["round"], 9, "{mine}");
    // Ann, at (1, 7) at speed 3, has no legal move: when her turn came she was put back two
    // moves, to (1, 2), at speed 0, and she moves again in that turn.
    let (_, view) = s.get(&path, Some(&ann)).await;
    let ann_car = &view["cars"][0];
    let crashed = ann_car["resets"] == json!([4]);
    if crashed {
        assert_eq!(
            ann_car["trajectory"],
            json!([[1, 1], [1, 2], [1, 4], [1, 7], [1, 2]])
        );
        assert_eq!(ann_car["velocity"], json!([0, 0]));
        assert_eq!(ann_car["moves"], 3, "a crash is not a move");
        assert_eq!(turn(&view), 0);
    } else {
        // Bob moves first in round 5: Ann's crash comes on her turn.
        assert_eq!(turn(&view), 1);
        let (status, after) = play(&s, &id, &bob, 9, json!({"acc": [0, 0]})).await;
        assert_eq!(status, StatusCode::OK, "{after}");
        assert_eq!(after["cars"][0]["resets"], json!([4]), "{after}");
        assert_eq!(turn(&after), 0);
    }
    // Ann resigns; the record replays, crash and all.
    let (status, _) = s.post(&format!("{path}/resign"), &ann, json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, body) = s.get(&format!("{path}/record"), None).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let record = record::parse(&body.to_string()).unwrap();
    record::check(&record).unwrap();
    assert_eq!(record.rules, "karopapier");
    assert!(body.to_string().contains("\"crashed\""), "{body}");
}

on_every_store!(
    a_game_without_checkpoints_and_with_honour_rules_shows_them_and_records_them,
    a_game_without_checkpoints_and_with_honour_rules_shows_them_and_records_them_on
);

async fn a_game_without_checkpoints_and_with_honour_rules_shows_them_and_records_them_on(
    s: Server,
) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let digits = "XXXXXXXXXX\nXSOO1OO2FX\nXSOO1OO2FX\nXXXXXXXXXX";
    let body = json!({"track": digits, "rules": "karopapier", "seats": 2, "move_seconds": 60,
                      "checkpoints": false,
                      "honour": {"start": "classic", "crashes": "forbidden"}});
    let (status, game) = s.post("/api/v1/games", &ann, body).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    // The digits are road: the track the game is played on has no checkpoint.
    let track = game["track"].as_str().unwrap();
    assert!(!track.chars().any(|c| c.is_ascii_digit()), "{track}");
    assert_eq!(track.parse::<racetrack::Track>().unwrap().checkpoints(), 0);
    assert_eq!(
        game["honour"],
        json!({"start": "classic", "crashes": "forbidden"})
    );
    let id = game["id"].as_str().unwrap().to_owned();
    let invite = game["invite"].as_str().unwrap();
    let (status, _) = s
        .post(
            &format!("/api/v1/games/{id}/join"),
            &bob,
            json!({"invite": invite}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (status, _) = s
        .post(&format!("/api/v1/games/{id}/resign"), &ann, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    // The record keeps them (a replay says them as the players' own rules).
    let (status, record) = s.get(&format!("/api/v1/games/{id}/record"), None).await;
    assert_eq!(status, StatusCode::OK, "{record}");
    assert_eq!(
        record["honour"],
        json!({"start": "classic", "crashes": "forbidden"})
    );
    // With checkpoints (the default) the digits stay; honour rules all free are no rules.
    let body = json!({"track": digits, "rules": "karopapier", "seats": 2, "move_seconds": 60,
                      "honour": {"start": "free", "crashes": "free"}});
    let (status, game) = s.post("/api/v1/games", &bob, body).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    assert!(game["track"].as_str().unwrap().contains('1'));
    assert!(game.get("honour").is_none(), "{game}");
    // A rule that is not one is refused as a malformed body.
    let body = json!({"track": digits, "rules": "karopapier", "seats": 2, "move_seconds": 60,
                      "honour": {"start": "backwards", "crashes": "free"}});
    let (status, refused) = s.post("/api/v1/games", &bob, body).await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{refused}");
}
