//! Durability of the real binary, on SQLite and (when `DATABASE_URL` names one) PostgreSQL: a
//! move answered 200 is on disk. `racetrack-server` is killed
//! with SIGKILL right after a 200, started again on the same SQLite file, and the game goes on
//! from where it was: the move kept (even in a round not yet resolved), the round's deadline
//! unchanged, and a round resolved just before the kill resolved once.

use crate::common;

use crate::common::binary::Server;
use serde_json::{Value, json};

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

fn play(s: &Server, id: &str, token: &str, round: i64, what: Value) -> Value {
    let mut body = what;
    body["round"] = json!(round);
    let (status, view) = s.call(
        "POST",
        &format!("/api/v1/games/{id}/moves"),
        Some(token),
        Some(body),
    );
    assert_eq!(status, 200, "{view}");
    view
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_answered_200_survives_kill_9_and_the_game_resumes_with_its_clock() {
    let dir = tempfile::tempdir().unwrap();
    let mut databases = vec![format!(
        "sqlite://{}",
        dir.path().join("racetrack.db").display()
    )];
    databases.extend(common::postgres_database().await);
    for db in databases {
        let checked = db.clone();
        tokio::task::spawn_blocking(move || kill_and_resume(&checked))
            .await
            .unwrap();
        common::drop_database(&db).await;
    }
}

fn kill_and_resume(db: &str) {
    let s = Server::start(db);
    let (ann, bob) = (s.player("Ann"), s.player("Bob"));
    let (_, game) = s.call(
        "POST",
        "/api/v1/games",
        Some(&ann),
        Some(json!({"track": TWO_LANES, "seats": 2, "move_seconds": 3600})),
    );
    let id = game["id"].as_str().unwrap().to_owned();
    let (status, _) = s.call(
        "POST",
        &format!("/api/v1/games/{id}/join"),
        Some(&bob),
        Some(json!({"invite": game["invite"]})),
    );
    assert_eq!(status, 200);
    play(&s, &id, &ann, 1, json!({"start": [1, 1]}));
    let resolved = play(&s, &id, &bob, 1, json!({"start": [2, 1]}));
    assert_eq!(resolved["round"], 2);
    let deadline = resolved["deadline_ms"].clone();
    let chosen = play(&s, &id, &ann, 2, json!({"acc": [0, 1]}));
    assert_eq!(chosen["cars"][0]["chosen"], true);
    s.kill();

    // Started again: Ann's move of the unresolved round is there, the deadline the same.
    let s = Server::start(db);
    let path = format!("/api/v1/games/{id}");
    let (_, view) = s.call("GET", &path, Some(&ann), None);
    assert_eq!(view["round"], 2);
    assert_eq!(view["deadline_ms"], deadline);
    assert_eq!(view["cars"][0]["chosen"], true);
    assert_eq!(view["cars"][1]["position"], json!([2, 1]));
    let (status, again) = s.call(
        "POST",
        &format!("{path}/moves"),
        Some(&ann),
        Some(json!({"round": 2, "acc": [0, 0]})),
    );
    assert_eq!(
        (status, again["error"].as_str()),
        (409, Some("already_chosen"))
    );
    let next = play(&s, &id, &bob, 2, json!({"acc": [0, 1]}));
    assert_eq!(next["round"], 3);
    s.kill();

    // The round that resolved right before the kill resolved once: round 3, each car moved once.
    let s = Server::start(db);
    let (_, view) = s.call("GET", &path, None, None);
    assert_eq!(view["round"], 3);
    assert_eq!(view["cars"][0]["trajectory"], json!([[1, 1], [1, 2]]));
    assert_eq!(view["cars"][1]["trajectory"], json!([[2, 1], [2, 2]]));
    let (_, events) = s.call("GET", &format!("{path}/record"), None, None);
    assert_eq!(events["error"], "not_over");
    s.kill();
}
