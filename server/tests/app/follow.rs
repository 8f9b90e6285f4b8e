//! Another instance's move or round followed from its notice: an instance holding a running
//! game applies the change the notice tells (the answer, the rounds) to its copy instead of
//! reading the game again, and its copy is then what a read of the stored game gives. The new
//! round's `your_move` goes to the other instance's player streams with the change.

use std::sync::Arc;
use std::time::Duration;

use axum::http::StatusCode;
use serde_json::{Value, json};

use racetrack_server::store::EVENTS_CHANNEL;

use crate::common::{self, Server};
use crate::instances::{play, postgres_pair, started};
use crate::pairing::{listening, next, serve};

/// Game `id` as `token`'s player sees it on `s`, without what differs between two instances
/// holding the same game (who is connected to which, each one's clock).
async fn seen(s: &Server, id: &str, token: &str) -> Value {
    let (status, mut view) = s.get(&format!("/api/v1/games/{id}"), Some(token)).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    view.as_object_mut().unwrap().remove("now_ms");
    for car in view["cars"].as_array_mut().unwrap() {
        car.as_object_mut().unwrap().remove("connected");
    }
    view
}

/// Waits (up to 10 s) until `s` has followed `n` changes in all.
async fn followed(s: &Server, n: u64) {
    let waited = tokio::time::timeout(Duration::from_secs(10), async {
        while s.state.games.followed() < n {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    assert!(
        waited.is_ok(),
        "followed {} changes of {n}",
        s.state.games.followed()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn another_instance_s_moves_and_rounds_are_followed_from_their_notices() {
    let test = "another_instance_s_moves_and_rounds_are_followed_from_their_notices";
    let Some((url, a, b)) = postgres_pair(test).await else {
        return;
    };
    let (id, ann, bob) = started(&a, &b).await;
    // B holds the game (Bob joined through it), running at round 1.
    assert_eq!(seen(&b, &id, &bob).await["round"], 1);
    let before = b.state.games.followed();
    let mut told = 0;
    // Ann's moves through A, Bob's through B; the rounds Ann completes are resolved on A.
    let rounds: [(Value, Value); 4] = [
        (json!({"start": [1, 1]}), json!({"start": [2, 1]})),
        (json!({"acc": [0, 1]}), json!({"acc": [0, 1]})),
        (json!({"acc": [0, 1]}), json!({"acc": [0, 0]})),
        (json!({"acc": [0, 0]}), json!({"acc": [0, 1]})),
    ];
    for (round, (ann_move, bob_move)) in (1..).zip(rounds) {
        // Bob first in even rounds, so Ann's move through A ends those rounds.
        let bob_first = round % 2 == 0;
        if bob_first {
            let (status, body) = play(&b, &id, &bob, round, bob_move.clone()).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        let (status, body) = play(&a, &id, &ann, round, ann_move).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        told += 1;
        followed(&b, before + told).await;
        if !bob_first {
            let (status, body) = play(&b, &id, &bob, round, bob_move).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        // B's copy, followed from A's notices, is the stored game as a new instance reads it.
        let fresh = a.reopen().await;
        let view = seen(&b, &id, &bob).await;
        assert_eq!(view["round"], round + 1, "{view}");
        assert_eq!(view, seen(&fresh, &id, &bob).await);
        assert_eq!(seen(&a, &id, &ann).await, seen(&fresh, &id, &ann).await);
    }
    // A round resolved on A when its time is up, with no move from Bob: followed too.
    let (status, body) = play(&a, &id, &ann, 5, json!({"acc": [0, 0]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    a.state.clock.advance(61_000);
    let due = a.state.clock.now_ms();
    assert_eq!(
        a.state
            .games
            .resolve_due(&a.state.store, || due)
            .await
            .unwrap(),
        1
    );
    followed(&b, before + told + 2).await;
    let fresh = a.reopen().await;
    let view = seen(&b, &id, &bob).await;
    assert_eq!(view["round"], 6, "{view}");
    assert_eq!(view, seen(&fresh, &id, &bob).await);
    // And B plays on from its copy.
    let (status, body) = play(&b, &id, &bob, 6, json!({"acc": [0, -1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    drop((a, b));
    common::drop_database(&url).await;
}

/// Connections of this test's database whose last statement was a `LISTEN`.
async fn listening_connections(pool: &sqlx::PgPool) -> i64 {
    sqlx::query_scalar(
        "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() \
         AND query LIKE 'LISTEN%'",
    )
    .fetch_one(pool)
    .await
    .unwrap()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_s_notices_delivered_together_are_followed_in_their_order() {
    let test = "a_game_s_notices_delivered_together_are_followed_in_their_order";
    let Some((url, a, b)) = postgres_pair(test).await else {
        return;
    };
    let (id, ann, bob) = started(&a, &b).await;
    // X holds the game at round 1 and hears nothing yet.
    let x = a.reopen().await;
    assert_eq!(seen(&x, &id, &bob).await["round"], 1);
    // Two changes through A, their notices caught on a connection of the test's own.
    let mut ear = a.state.store.listener().await.unwrap().unwrap();
    for (token, start) in [(&ann, [1, 1]), (&bob, [2, 1])] {
        let (status, body) = play(&a, &id, token, 1, json!({"start": start})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let mut notices = Vec::new();
    while notices.len() < 2 {
        let notice = ear.recv().await.unwrap();
        if notice.channel() == EVENTS_CHANNEL {
            notices.push(notice.payload().to_owned());
        }
    }
    // X listens; the two notices go again in one transaction, so X's connection reads them
    // together, as it does a busy game's.
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let others = listening_connections(&pool).await;
    tokio::spawn(Arc::clone(&x.state).listen());
    while listening_connections(&pool).await <= others {
        tokio::time::sleep(Duration::from_millis(5)).await;
    }
    sqlx::query("SELECT pg_notify($1, $2), pg_notify($1, $3)")
        .bind(EVENTS_CHANNEL)
        .bind(&notices[0])
        .bind(&notices[1])
        .execute(&pool)
        .await
        .unwrap();
    // Both followed, in order: the second handled first would leave the copy behind the first,
    // which then could not be followed either, and the game would be read again.
    followed(&x, 2).await;
    assert_eq!(seen(&x, &id, &bob).await, seen(&a, &id, &bob).await);
    pool.close().await;
    drop((a, b, x, ear));
    common::drop_database(&url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_new_round_made_on_one_instance_reaches_a_player_s_stream_on_the_other() {
    let test = "a_new_round_made_on_one_instance_reaches_a_player_s_stream_on_the_other";
    let Some((url, a, b)) = postgres_pair(test).await else {
        return;
    };
    let (id, ann, bob) = started(&a, &b).await;
    // Bob's own stream on B; his move through B, then Ann's through A ends the round.
    let mut feed = listening(serve(&b).await, &bob, true).await;
    let (status, body) = play(&b, &id, &bob, 1, json!({"start": [2, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = play(&a, &id, &ann, 1, json!({"start": [1, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Told with A's change, in its transaction: round 2 is Bob's to play.
    let event = next(&mut feed)
        .await
        .expect("your_move through the other instance");
    assert_eq!(
        (&event["kind"], &event["game"], &event["round"]),
        (&json!("your_move"), &json!(id), &json!(2)),
        "{event}"
    );
    drop((a, b));
    common::drop_database(&url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_another_instance_s_move_beat_is_made_again_on_the_followed_copy() {
    let test = "a_move_another_instance_s_move_beat_is_made_again_on_the_followed_copy";
    let Some((url, a, b)) = postgres_pair(test).await else {
        return;
    };
    let (id, ann, bob) = started(&a, &b).await;
    let (status, body) = play(&a, &id, &ann, 1, json!({"start": [1, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let (status, body) = play(&b, &id, &bob, 1, json!({"start": [2, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    // Both move at once, each through an instance of their own (the cars stay where they are,
    // so the game goes on): now and then one's save finds the other's made first.
    let refused = |s: &Server| s.state.games.refused();
    let mut round = 2;
    while round < 30 && refused(&a).1 + refused(&b).1 == 0 {
        let stay = json!({"acc": [0, 0]});
        let ((sa, ba), (sb, bb)) = tokio::join!(
            play(&a, &id, &ann, round, stay.clone()),
            play(&b, &id, &bob, round, stay)
        );
        assert_eq!((sa, sb), (StatusCode::OK, StatusCode::OK), "{ba} {bb}");
        round += 1;
    }
    // The refused move was made again on the copy once it had followed the other instance's
    // move, without reading the game; and each copy is the stored game.
    let (ra, rb) = (refused(&a), refused(&b));
    println!("{round} rounds: refused and followed on A {ra:?}, on B {rb:?}");
    assert!(
        ra.1 + rb.1 > 0,
        "no refused move followed in {round} rounds: {ra:?} {rb:?}"
    );
    let fresh = a.reopen().await;
    assert_eq!(seen(&a, &id, &ann).await, seen(&fresh, &id, &ann).await);
    assert_eq!(seen(&b, &id, &bob).await, seen(&fresh, &id, &bob).await);
    drop((a, b));
    common::drop_database(&url).await;
}
