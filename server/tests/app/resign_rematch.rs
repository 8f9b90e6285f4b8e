//! A running game resigned, and a finished game's rematch.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Server};

const FOUR_LANES: &str = "##########\n#>......*#\n#>......*#\n#>......*#\n#>......*#\n##########";

/// A running game of `tokens`' players (the first made it, public, rated).
async fn running(s: &Server, tokens: &[&str]) -> String {
    let game = json!({"track": FOUR_LANES, "seats": tokens.len(), "move_seconds": 60,
        "public": true, "rated": true, "title": "Four lanes"});
    let (status, view) = s.post("/api/v1/games", tokens[0], game).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    let id = view["id"].as_str().unwrap().to_owned();
    for token in &tokens[1..] {
        assert_eq!(act(s, &id, "join", token).await.0, StatusCode::OK);
    }
    id
}

async fn act(s: &Server, id: &str, what: &str, token: &str) -> (StatusCode, Value) {
    s.call(
        "POST",
        &format!("/api/v1/games/{id}/{what}"),
        Some(token),
        None,
    )
    .await
}

async fn place(s: &Server, id: &str, token: &str, row: i32) -> Value {
    let body = json!({"round": 1, "start": [row, 1]});
    let (status, view) = s
        .post(&format!("/api/v1/games/{id}/moves"), token, body)
        .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    view
}

fn error(answer: &(StatusCode, Value)) -> (StatusCode, Option<&str>) {
    (answer.0, answer.1["error"].as_str())
}

on_every_store!(
    a_resignation_in_a_two_car_game_ends_it_with_the_other_car_first,
    two_cars
);

async fn two_cars(s: Server) {
    let [ann, bob] = [s.player("Ann").await, s.player("Bob").await];
    let id = running(&s, &[&ann, &bob]).await;
    // Ann has placed her car, Bob not yet: she resigns, and the game ends at once.
    place(&s, &id, &ann, 1).await;
    let (status, view) = act(&s, &id, "resign", &ann).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["state"], "over");
    assert_eq!(view["standings"][0]["name"], "Bob");
    assert_eq!(view["standings"][0]["place"], 1);
    assert_eq!(view["standings"][1]["state"], "retired");
    assert_eq!(
        error(&act(&s, &id, "resign", &bob).await),
        (StatusCode::CONFLICT, Some("not_running"))
    );
    // The record says so: Ann's answer is a resignation, and Bob was never counted late.
    let (status, record) = s.get(&format!("/api/v1/games/{id}/record"), None).await;
    assert_eq!(status, StatusCode::OK, "{record}");
    let round = &record["rounds"][0];
    assert_eq!(round["answers"].as_array().unwrap().len(), 1, "{round}");
    assert_eq!(round["answers"][0]["status"], "resigned");
    assert_eq!(round["events"][0], json!({"kind": "resigned", "car": 0}));
    assert_eq!(record["cars"][1]["bot"], "human");
    // Rated: Bob won, Ann lost.
    let mut rated = Value::Null;
    for _ in 0..50 {
        let (_, profile) = s.get("/api/v1/players/Bob", None).await;
        if profile["won"] == 1 {
            rated = profile;
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(rated["won"], 1, "Bob's win is counted");
    // The same game read again from the store (a restart) is the same.
    let again = s.reopen().await;
    let (_, view) = again.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(view["state"], "over");
    assert_eq!(view["standings"][0]["name"], "Bob");
}

on_every_store!(
    a_resignation_among_three_waits_for_the_round_and_replaces_a_move,
    three_cars
);

async fn three_cars(s: Server) {
    let [ann, bob, cy] = [
        s.player("Ann").await,
        s.player("Bob").await,
        s.player("Cy").await,
    ];
    let id = running(&s, &[&ann, &bob, &cy]).await;
    // Cy places, then resigns: the resignation takes the place of the move.
    place(&s, &id, &cy, 3).await;
    let (status, view) = act(&s, &id, "resign", &cy).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["state"], "running");
    assert_eq!(view["round"], 1, "the round waits for Ann and Bob");
    assert_eq!(
        error(&act(&s, &id, "resign", &cy).await),
        (StatusCode::CONFLICT, Some("out_of_race"))
    );
    place(&s, &id, &ann, 1).await;
    let view = place(&s, &id, &bob, 2).await;
    assert_eq!(view["round"], 2);
    assert_eq!(view["cars"][2]["state"], "retired");
    assert!(view["cars"][2]["trajectory"].as_array().unwrap().is_empty());
    assert_eq!(view["cars"][0]["state"], "running");
    // Read again from the store: the stored resignation replays to the same race.
    let again = s.reopen().await;
    let (_, view) = again.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(view["round"], 2);
    assert_eq!(view["cars"][2]["state"], "retired");
    assert_eq!(view["cars"][1]["position"], json!([2, 1]));
    let (status, _) = act(&again, &id, "resign", &ann).await;
    assert_eq!(status, StatusCode::OK);
    let (_, view) = again.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(view["state"], "over", "one car left racing: over");
    assert_eq!(view["standings"][0]["name"], "Bob");
}

on_every_store!(
    a_rematch_seats_its_maker_and_invites_the_other_players,
    rematch_case
);

async fn rematch_case(s: Server) {
    let [ann, bob, dan] = [
        s.player("Ann").await,
        s.player("Bob").await,
        s.player("Dan").await,
    ];
    let id = running(&s, &[&ann, &bob]).await;
    assert_eq!(
        error(&act(&s, &id, "rematch", &bob).await),
        (StatusCode::CONFLICT, Some("not_over"))
    );
    assert_eq!(act(&s, &id, "resign", &ann).await.0, StatusCode::OK);
    assert_eq!(
        error(&act(&s, &id, "rematch", &dan).await),
        (StatusCode::FORBIDDEN, Some("not_a_player"))
    );
    let (status, view) = act(&s, &id, "rematch", &bob).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let rematch = view["id"].as_str().unwrap().to_owned();
    assert_ne!(rematch, id);
    assert_eq!(view["state"], "open");
    assert_eq!(view["track"].as_str().unwrap().trim_end(), FOUR_LANES);
    assert_eq!(
        (view["rated"].as_bool(), view["title"].as_str()),
        (Some(true), Some("Four lanes"))
    );
    assert_eq!(view["cars"][0]["name"], "Bob");
    // The finished game names it; its stream said so.
    let (_, old) = s.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(old["rematch"], rematch.as_str());
    // Ann finds it among her games, invited; Dan is not.
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    let ids: Vec<&str> = mine["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap())
        .collect();
    assert!(ids.contains(&rematch.as_str()), "{mine}");
    let (_, seen) = s.get(&format!("/api/v1/games/{rematch}"), Some(&ann)).await;
    assert_eq!(seen["invited"], true);
    let (_, seen) = s.get(&format!("/api/v1/games/{rematch}"), Some(&dan)).await;
    assert_eq!(seen["invited"], false);
    // Ann asks for a rematch too: she takes the seat in the same game, and it starts.
    let (status, view) = act(&s, &id, "rematch", &ann).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["id"], rematch.as_str());
    assert_eq!(view["state"], "running");
    assert_eq!(view["you"], 1);
}
