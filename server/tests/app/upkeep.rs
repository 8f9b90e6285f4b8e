//! Upkeep. Deadlines: a backlog of rounds due at once is resolved each at a fresh reading of the clock,
//! its next round counted from there; on PostgreSQL every instance keeps the database's time; a
//! game that no longer replays is marked broken once and its deadlines are no longer looked for; `/readyz`
//! fails while the database takes no writes.

use std::sync::Arc;
use std::sync::atomic::{AtomicI64, Ordering};

use axum::http::StatusCode;
use racetrack_server::clock::Clock;
use racetrack_server::store::Store;
use serde_json::json;

use crate::common::{self, Server};

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

/// A started 2-seat game between two new players: its id.
async fn started(s: &Server, n: usize) -> String {
    let ann = s.player(&format!("Ann {n}")).await;
    let bob = s.player(&format!("Bob {n}")).await;
    let game = json!({"track": TWO_LANES, "rules": "strict", "seats": 2, "move_seconds": 60,
                      "public": true});
    let (status, view) = s.post("/api/v1/games", &ann, game).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    let id = view["id"].as_str().unwrap().to_owned();
    let (status, _) = s
        .post(&format!("/api/v1/games/{id}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    id
}

on_every_store!(
    a_backlog_of_rounds_due_at_once_gives_each_next_round_its_whole_time,
    a_backlog_of_rounds_due_at_once_case
);

async fn a_backlog_of_rounds_due_at_once_case(s: Server) {
    let mut games = Vec::new();
    for n in 0..3 {
        games.push(started(&s, n).await);
    }
    // All three were due at DEC_1 + 60 s; resolving each takes the clock 5 s further.
    let clock = Arc::new(AtomicI64::new(common::DEC_1 + 60_000));
    let readings = Arc::clone(&clock);
    let resolved = s
        .state
        .games
        .resolve_due(&s.state.store, move || {
            readings.fetch_add(5_000, Ordering::SeqCst)
        })
        .await
        .unwrap();
    assert_eq!(resolved, 3);
    let mut deadlines = Vec::new();
    for id in &games {
        let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
        deadlines.push(view["deadline_ms"].as_i64().unwrap());
    }
    deadlines.sort();
    // The due list read the clock first (+0 s); the games were resolved at +5, +10 and +15 s.
    let at = |s: i64| common::DEC_1 + 60_000 + s * 1000 + 60_000;
    assert_eq!(deadlines, [at(5), at(10), at(15)]);
}

#[tokio::test]
async fn an_instance_whose_clock_is_off_keeps_the_database_s_time() {
    let Some(url) = common::postgres_database().await else {
        common::skipped(
            "an_instance_whose_clock_is_off_keeps_the_database_s_time",
            "DATABASE_URL names no PostgreSQL server",
        );
        return;
    };
    let store = Store::open(&url).await.unwrap();
    // This machine's clock runs 30 s ahead of the database's.
    let clock = Clock::skewed(30_000);
    let database = store.clock_ms().await.unwrap().unwrap();
    assert!((clock.now_ms() - database - 30_000).abs() < 1_000);
    clock.sync(store.clock_ms()).await.unwrap();
    let database = store.clock_ms().await.unwrap().unwrap();
    let off = clock.now_ms() - database;
    assert!(off.abs() < 1_000, "{off} ms off the database's clock");
    // On SQLite there is no other clock: a synced clock keeps the machine's.
    let file = tempfile::tempdir().unwrap();
    let sqlite = Store::open(&format!("sqlite://{}", file.path().join("db").display()))
        .await
        .unwrap();
    assert_eq!(sqlite.clock_ms().await.unwrap(), None);
    let own = Clock::skewed(30_000);
    own.sync(sqlite.clock_ms()).await.unwrap();
    let system = Clock::System.now_ms();
    assert!((own.now_ms() - system - 30_000).abs() < 1_000);
    drop(store);
    common::drop_database(&url).await;
}

on_every_store!(
    a_game_that_no_longer_replays_is_marked_broken_once,
    a_game_that_no_longer_replays_case
);

async fn a_game_that_no_longer_replays_case(s: Server) {
    let spoiled = started(&s, 0).await;
    let newer = started(&s, 1).await;
    // Someone's answer is spoiled in the database; another game comes from a newer engine.
    let pool = sqlx::AnyPool::connect(&s.url).await.unwrap();
    sqlx::query("INSERT INTO answers (game, round, seat, answer) VALUES ($1, 1, 0, 'not json')")
        .bind(&spoiled)
        .execute(&pool)
        .await
        .unwrap();
    sqlx::query("UPDATE games SET rules_version = 99 WHERE id = $1")
        .bind(&newer)
        .execute(&pool)
        .await
        .unwrap();
    // A server started afresh reads them from the store.
    let again = s.reopen().await;
    for (id, words) in [
        (&spoiled, "stored moves do not replay"),
        (&newer, "rules version 99"),
    ] {
        let (status, body) = again.get(&format!("/api/v1/games/{id}"), None).await;
        assert_eq!(status, StatusCode::CONFLICT, "{body}");
        assert_eq!(body["error"], "broken");
        let message = body["message"].as_str().unwrap();
        assert!(
            message.contains("can no longer be played") && message.contains(words),
            "{message}"
        );
    }
    let marked: Option<String> = sqlx::query_scalar("SELECT broken FROM games WHERE id = $1")
        .bind(&spoiled)
        .fetch_one(&pool)
        .await
        .unwrap();
    assert!(marked.unwrap().contains("do not replay"));
    // Their deadlines pass: the ticker looks for neither (no error, nothing resolved).
    again.state.clock.advance(120_000);
    let resolved = again
        .state
        .games
        .resolve_due(&again.state.store, || again.state.clock.now_ms())
        .await
        .unwrap();
    assert_eq!(resolved, 0);
    let (status, _) = again.get(&format!("/api/v1/games/{spoiled}"), None).await;
    assert_eq!(status, StatusCode::CONFLICT);
    pool.close().await;
}

/// After a failover to a read-only server, `/readyz` says 503 so the load balancer sends the
/// instance no more requests; once writes are taken again it says 200.
#[tokio::test]
async fn readiness_fails_while_the_database_takes_no_writes() {
    use sqlx::Connection;
    let Some(url) = common::postgres_database().await else {
        common::skipped(
            "readiness_fails_while_the_database_takes_no_writes",
            "DATABASE_URL names no PostgreSQL server",
        );
        return;
    };
    let s = common::server_on(&url).await;
    let (status, _) = s.get("/readyz", None).await;
    assert_eq!(status, StatusCode::OK);
    let name = url.rsplit_once('/').unwrap().1.to_owned();
    let mut admin = sqlx::PgConnection::connect(&std::env::var("DATABASE_URL").unwrap())
        .await
        .unwrap();
    // The database becomes read-only for every new session; the server's are cut.
    let set = |on: bool| format!("ALTER DATABASE {name} SET default_transaction_read_only = {on}");
    let cut = "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1";
    sqlx::query(&set(true)).execute(&mut admin).await.unwrap();
    sqlx::query(cut)
        .bind(&name)
        .execute(&mut admin)
        .await
        .unwrap();
    let mut status = StatusCode::OK;
    let mut body = serde_json::Value::Null;
    for _ in 0..20 {
        (status, body) = s.get("/readyz", None).await;
        if status == StatusCode::SERVICE_UNAVAILABLE {
            break;
        }
    }
    assert_eq!(status, StatusCode::SERVICE_UNAVAILABLE, "{body}");
    assert!(
        body["message"]
            .as_str()
            .unwrap()
            .contains("takes no writes"),
        "{body}"
    );
    sqlx::query(&set(false)).execute(&mut admin).await.unwrap();
    sqlx::query(cut)
        .bind(&name)
        .execute(&mut admin)
        .await
        .unwrap();
    for _ in 0..20 {
        (status, _) = s.get("/readyz", None).await;
        if status == StatusCode::OK {
            break;
        }
    }
    assert_eq!(status, StatusCode::OK);
    drop(s);
    common::drop_database(&url).await;
}
