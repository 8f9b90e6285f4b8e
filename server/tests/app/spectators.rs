//! Spectators' chat: off unless the game's creator lets them (`spectator_chat`); a spectator's
//! line is a `chat` event with no seat (`car: null`) and their name, counted against the same
//! five lines in 30 s, from the stored events (so a restart does not reset it); a rematch keeps
//! the switch.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Server};

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

/// Ann makes a public 2-seat game (spectators chatting or not) and Bob joins (it starts).
async fn started(s: &Server, spectator_chat: bool) -> (String, String) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let (status, game) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "public": true,
                   "spectator_chat": spectator_chat}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    assert_eq!(game["spectator_chat"], spectator_chat);
    let id = game["id"].as_str().unwrap().to_owned();
    let (status, _) = s
        .post(&format!("/api/v1/games/{id}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    (id, ann)
}

on_every_store!(
    spectators_chat_only_when_the_creator_lets_them,
    spectators_chat_only_when_the_creator_lets_them_on
);

async fn spectators_chat_only_when_the_creator_lets_them_on(s: Server) {
    let cy = s.player("Cy").await;
    // Off by default: refused with words.
    let (closed, _) = started(&s, false).await;
    let (status, got) = s
        .post(
            &format!("/api/v1/games/{closed}/chat"),
            &cy,
            json!({"text": "hi"}),
        )
        .await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("not_a_player"))
    );
    assert!(
        got["message"].as_str().unwrap().contains("spectators"),
        "{got}"
    );

    // On: Cy's line has no seat and her name.
    let (open, _) = started(&s, true).await;
    let path = format!("/api/v1/games/{open}/chat");
    let (status, _) = s.post(&path, &cy, json!({"text": "go Ann"})).await;
    assert_eq!(status, StatusCode::CREATED);
    let events = s
        .state
        .store
        .events_since(&open, 0, i64::MAX)
        .await
        .unwrap();
    let chat: Value = events
        .iter()
        .filter_map(|e| serde_json::from_str::<Value>(&e.1).ok())
        .find(|e| e["kind"] == "chat")
        .unwrap();
    assert_eq!((&chat["car"], &chat["name"]), (&Value::Null, &json!("Cy")));
    for _ in 0..4 {
        let (status, _) = s.post(&path, &cy, json!({"text": "again"})).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let (status, _) = s.post(&path, &cy, json!({"text": "sixth"})).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    // The count is read from the stored lines: a restarted server holds it too.
    let again = s.reopen().await;
    let (status, _) = again.post(&path, &cy, json!({"text": "sixth"})).await;
    assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
    again.state.clock.advance(30_000);
    let (status, _) = again.post(&path, &cy, json!({"text": "later"})).await;
    assert_eq!(status, StatusCode::CREATED);
}
