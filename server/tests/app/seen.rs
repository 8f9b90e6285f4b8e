//! `?seen=N` on a game's view and turn: an instance whose copy holds version N answers from it
//! without asking the database; a copy older than N, or one without `seen`, is read again, and
//! so is any copy once the notifications were lost for a while.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Server};
use crate::instances::{play, started};

async fn turn(s: &Server, id: &str, token: &str, query: &str) -> Value {
    let (status, turn) = s
        .get(&format!("/api/v1/games/{id}/turn{query}"), Some(token))
        .await;
    assert_eq!(status, StatusCode::OK, "{turn}");
    turn
}

async fn view(s: &Server, id: &str, token: &str, query: &str) -> Value {
    let (status, view) = s
        .get(&format!("/api/v1/games/{id}{query}"), Some(token))
        .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    view
}

on_every_store!(
    a_copy_that_holds_the_version_seen_answers_without_reading_the_game,
    seen_case
);

async fn seen_case(a: Server) {
    // Two instances that do not listen to each other: B's copy is not told of A's changes.
    let b = a.reopen().await;
    let (id, ann, bob) = started(&a, &b).await;
    let (status, body) = play(&b, &id, &bob, 1, json!({"start": [2, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let held = view(&b, &id, &bob, "").await["seq"].as_i64().unwrap();
    // Ann's move through A ends round 1.
    let (status, body) = play(&a, &id, &ann, 1, json!({"start": [1, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let stored = view(&a, &id, &ann, "").await["seq"].as_i64().unwrap();
    assert!(stored > held);

    // As of the version B holds: B's copy, still in round 1, Bob's choice made.
    let old = turn(&b, &id, &bob, &format!("?seen={held}")).await;
    assert_eq!(old["turn"], Value::Null, "{old}");
    assert_eq!(
        view(&b, &id, &bob, &format!("?seen={held}")).await["round"],
        1
    );
    // As of the stored version (the last event the stream sent), or of none: read again.
    let new = turn(&b, &id, &bob, &format!("?seen={stored}")).await;
    assert_eq!(new["turn"]["round"], 2, "{new}");
    assert_eq!(
        view(&b, &id, &bob, &format!("?seen={held}")).await["round"],
        2
    );
    let b2 = a.reopen().await;
    assert_eq!(view(&b2, &id, &bob, "").await["seq"], json!(stored));
    assert_eq!(turn(&b2, &id, &bob, "").await["turn"]["round"], 2);

    // Ann moves again through A. Once B's notifications were lost for a while, its copy is
    // checked against the store even as of the version it holds.
    let held = view(&b, &id, &bob, "").await["seq"].as_i64().unwrap();
    let (status, body) = play(&a, &id, &ann, 2, json!({"acc": [0, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let seen = format!("?seen={held}");
    assert_eq!(view(&b, &id, &bob, &seen).await["cars"][0]["chosen"], false);
    b.state.games.unsure_of_all().await;
    assert_eq!(view(&b, &id, &bob, &seen).await["cars"][0]["chosen"], true);

    // A `seen` that is not a number is refused; other parameters are ignored.
    let (status, body) = a
        .get(&format!("/api/v1/games/{id}/turn?seen=x"), Some(&ann))
        .await;
    assert_eq!(
        (status, body["error"].clone()),
        (StatusCode::BAD_REQUEST, json!("malformed"))
    );
    assert_eq!(view(&a, &id, &ann, "?t=123").await["round"], 2);
}
