//! The save-step rule is written twice: in Rust for SQLite (`store::games::write_step`, under
//! the group commit) and in plpgsql for PostgreSQL (`racetrack_save_step`, one statement; it
//! drifted once, and migration 0010 had to redefine it). The same changes saved on both
//! backends are kept or refused alike and leave the same rows: the game's, its seats, its
//! answers (a resignation replacing an answer), its events, and the play its end gives its
//! published track (PostgreSQL once left it out).

use crate::common::{self, Server};

use racetrack_server::store::{GameState, Step};
use serde_json::json;

const THREE_LANES: &str = "##########\n#>......*#\n#>......*#\n#>......*#\n##########";

/// What one backend made of the changes: each save's answer, then the rows.
#[derive(Debug, PartialEq)]
struct Outcome {
    saved: Vec<bool>,
    game: (GameState, i64, Option<i64>, i64),
    seats: Vec<(i64, i64, String, bool)>,
    answers: Vec<(i64, i64, String)>,
    events: Vec<(i64, String)>,
    /// The published track's plays.
    plays: i64,
}

/// Ann's open 3-seat game on `s`, then the changes: Bob takes seat 1, the game starts, Ann
/// answers round 1, then resigns (her answer replaced), a change at an old version (refused),
/// and the end.
async fn replay(s: &Server) -> Outcome {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let (_, me) = s.get("/api/v1/players/me", Some(&bob)).await;
    let bob_id = me["id"].as_i64().unwrap();
    let (_, game) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": THREE_LANES, "seats": 3, "move_seconds": 60}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    // The track published: the change that ends the game gives it a play.
    let (_, track) = s
        .post(
            "/api/v1/tracks",
            &ann,
            json!({"name": "Three lanes", "track": THREE_LANES, "rules": "strict"}),
        )
        .await;
    let track_path = format!("/api/v1/tracks/{}", track["id"].as_str().unwrap());
    let board = track["board"].as_str().unwrap().to_owned();
    let store = &s.state.store;
    let first = store.game_seq(&id).await.unwrap().unwrap();
    let event = |seq: i64, what: &str| (seq, json!({"kind": "chat", "text": what}).to_string());
    let deadline = Some(common::DEC_1 + 60_000);
    let changes = [
        (
            Step {
                seat: Some((1, bob_id)),
                events: vec![event(first + 1, "Bob sits")],
                state: GameState::Open,
                round: 0,
                deadline_ms: None,
                ..Step::default()
            },
            first,
        ),
        (
            Step {
                events: vec![event(first + 2, "start"), event(first + 3, "round 1")],
                state: GameState::Running,
                round: 1,
                deadline_ms: deadline,
                ..Step::default()
            },
            first + 1,
        ),
        (
            Step {
                answer: Some((1, 0, json!({"acc": [0, 1]}).to_string())),
                events: vec![event(first + 4, "Ann chose")],
                state: GameState::Running,
                round: 1,
                deadline_ms: deadline,
                ..Step::default()
            },
            first + 3,
        ),
        (
            Step {
                answer: Some((1, 0, json!({"resigned": true}).to_string())),
                events: vec![event(first + 5, "Ann resigned")],
                state: GameState::Running,
                round: 1,
                deadline_ms: deadline,
                ..Step::default()
            },
            first + 4,
        ),
        (
            Step {
                events: vec![event(first + 5, "too late")],
                state: GameState::Over,
                round: 1,
                deadline_ms: None,
                ..Step::default()
            },
            first + 3,
        ),
        (
            Step {
                events: vec![event(first + 6, "over")],
                state: GameState::Over,
                round: 2,
                deadline_ms: None,
                played: Some(board),
                ..Step::default()
            },
            first + 5,
        ),
    ];
    let mut saved = Vec::new();
    for (step, seen) in &changes {
        saved.push(
            store
                .save_step(&id, step, *seen, common::DEC_1 + 1_000)
                .await
                .unwrap(),
        );
    }
    let row = store.game(&id).await.unwrap().unwrap();
    Outcome {
        saved,
        game: (row.state, row.round, row.deadline_ms, row.seq),
        seats: store
            .seats(&id)
            .await
            .unwrap()
            .into_iter()
            .map(|s| (s.seat, s.player, s.name, s.bot))
            .collect(),
        answers: store.answers(&id).await.unwrap(),
        events: store.events_since(&id, first, 100).await.unwrap(),
        plays: s.get(&track_path, None).await.1["plays"].as_i64().unwrap(),
    }
}

#[tokio::test]
async fn the_same_changes_leave_the_same_rows_on_sqlite_and_on_postgresql() {
    let Some(url) = common::postgres_database().await else {
        common::skipped(
            "the_same_changes_leave_the_same_rows_on_sqlite_and_on_postgresql",
            "DATABASE_URL names no PostgreSQL server",
        );
        return;
    };
    let sqlite = replay(&common::server().await).await;
    let postgres = replay(&common::server_on(&url).await).await;
    common::drop_database(&url).await;
    assert_eq!(sqlite.saved, [true, true, true, true, false, true]);
    assert_eq!(
        sqlite.answers.len(),
        1,
        "the resignation replaced the answer"
    );
    assert_eq!(sqlite.events.len(), 6, "the refused change left none");
    assert_eq!(
        sqlite.plays, 1,
        "the game's end is a play of its published track"
    );
    assert_eq!(sqlite, postgres);
}
