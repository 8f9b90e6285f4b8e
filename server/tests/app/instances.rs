//! Two server instances on one database: a change made through one is seen by the other (live,
//! through PostgreSQL's notifications), and a round both see complete, or both see overdue,
//! resolves exactly once. The version check runs on SQLite too (two processes may share a
//! file); the live events between instances need PostgreSQL (`DATABASE_URL`), which CI always
//! provides. A change whose notice was lost reaches the streams at the next catch-up.

use crate::common;

use std::sync::Arc;
use std::time::Duration;

use crate::common::Server;
use axum::http::StatusCode;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

/// Instance `a` and a second instance on the same database, each listening for the other's
/// events.
async fn pair(a: Server) -> (Server, Server) {
    let b = a.reopen().await;
    tokio::spawn(Arc::clone(&a.state).listen());
    tokio::spawn(Arc::clone(&b.state).listen());
    (a, b)
}

/// Ann makes a 2-seat game through `a`, Bob joins it through `b` (so it starts).
pub(crate) async fn started(a: &Server, b: &Server) -> (String, String, String) {
    let ann = a.player("Ann").await;
    let bob = b.player("Bob").await;
    let (status, game) = a
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    let id = game["id"].as_str().unwrap().to_owned();
    let (status, joined) = b
        .post(
            &format!("/api/v1/games/{id}/join"),
            &bob,
            json!({"invite": game["invite"]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    assert_eq!(joined["state"], "running");
    (id, ann, bob)
}

pub(crate) async fn play(
    s: &Server,
    id: &str,
    token: &str,
    round: i64,
    what: Value,
) -> (StatusCode, Value) {
    let mut body = what;
    body["round"] = json!(round);
    s.post(&format!("/api/v1/games/{id}/moves"), token, body)
        .await
}

/// The game's stored events' kinds and rounds, in order.
async fn stored_events(s: &Server, id: &str) -> Vec<(String, i64)> {
    s.state
        .store
        .events_since(id, 0, i64::MAX)
        .await
        .unwrap()
        .iter()
        .map(|(_, text)| {
            let e: Value = serde_json::from_str(text).unwrap();
            (
                e["kind"].as_str().unwrap().to_owned(),
                e["round"].as_i64().unwrap(),
            )
        })
        .collect()
}

fn count(events: &[(String, i64)], kind: &str, round: i64) -> usize {
    events
        .iter()
        .filter(|(k, r)| k == kind && *r == round)
        .count()
}

/// Two instances on a fresh PostgreSQL database (its URL), listening for each other's events;
/// `None` without `DATABASE_URL` (under CI that fails).
pub(crate) async fn postgres_pair(test: &str) -> Option<(String, Server, Server)> {
    let url = postgres_url(test).await?;
    let (a, b) = pair(common::server_on(&url).await).await;
    Some((url, a, b))
}

/// A fresh PostgreSQL database's URL; `None` without `DATABASE_URL` (under CI that fails).
async fn postgres_url(test: &str) -> Option<String> {
    common::postgres_or_skip(
        test,
        "no DATABASE_URL: events between instances need PostgreSQL",
    )
    .await
}

pub(crate) type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Game `id`'s live stream on instance `s` (served on a port of its own), from event `since`.
pub(crate) async fn live_stream(s: &Server, id: &str, since: i64) -> Socket {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = s.app.clone();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let url = format!("ws://{addr}/api/v1/games/{id}/live?since={since}");
    tokio_tungstenite::connect_async(url).await.unwrap().0
}

/// Whether the stream closes within 10 s (the messages before it skipped).
pub(crate) async fn closes(socket: &mut Socket) -> bool {
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match socket.next().await {
                None | Some(Err(_)) | Some(Ok(Message::Close(_))) => return,
                Some(Ok(_)) => continue,
            }
        }
    })
    .await
    .is_ok()
}

/// The stream's next event, within 10 s.
async fn next_event(socket: &mut Socket) -> Value {
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            if let Message::Text(text) = socket.next().await.unwrap().unwrap() {
                return serde_json::from_str(&text).unwrap();
            }
        }
    })
    .await
    .expect("the event arrives through the other instance")
}

/// The stores of these tests: SQLite always, PostgreSQL when `DATABASE_URL` names one (and
/// under CI it must).
async fn stores() -> Vec<Server> {
    let all = common::servers().await;
    if all.len() == 1 {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the two-instance tests on PostgreSQL: set DATABASE_URL"
        );
        eprintln!("no DATABASE_URL: the two-instance tests run on SQLite only");
    }
    all
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_instances_see_each_others_moves_and_a_raced_round_resolves_once() {
    for s in stores().await {
        let url = s.url.clone();
        eprintln!("on {:?}", s.state.store.backend());
        let (a, b) = pair(s).await;
        // Both cars' last moves of a round at the same moment, through the two instances, in
        // many games at once: every move accepted, every round resolved once.
        let mut games = Vec::new();
        for _ in 0..12 {
            games.push(started(&a, &b).await);
        }
        let results = futures_util::future::join_all(games.iter().map(|(id, ann, bob)| async {
            tokio::join!(
                play(&a, id, ann, 1, json!({"start": [1, 1]})),
                play(&b, id, bob, 1, json!({"start": [2, 1]})),
            )
        }))
        .await;
        for ((id, _, _), (first, second)) in games.iter().zip(results) {
            assert_eq!(first.0, StatusCode::OK, "{}", first.1);
            assert_eq!(second.0, StatusCode::OK, "{}", second.1);
            let events = stored_events(&a, id).await;
            assert_eq!(count(&events, "round", 1), 1, "{events:?}");
        }

        let (id, ann, bob) = started(&a, &b).await;
        // B's view knows what A did, and A's what B did.
        let (status, view) = b.get(&format!("/api/v1/games/{id}"), Some(&bob)).await;
        assert_eq!((status, view["round"].clone()), (StatusCode::OK, json!(1)));

        // Both cars' last moves of a round at the same moment, through the two instances:
        // both accepted, the round resolved once.
        let (first, second) = tokio::join!(
            play(&a, &id, &ann, 1, json!({"start": [1, 1]})),
            play(&b, &id, &bob, 1, json!({"start": [2, 1]})),
        );
        assert_eq!(first.0, StatusCode::OK, "{}", first.1);
        assert_eq!(second.0, StatusCode::OK, "{}", second.1);
        let events = stored_events(&a, &id).await;
        assert_eq!(count(&events, "round", 1), 1, "{events:?}");
        assert_eq!(count(&events, "turn", 2), 1, "{events:?}");
        for s in [&a, &b] {
            let (_, view) = s.get(&format!("/api/v1/games/{id}"), Some(&ann)).await;
            assert_eq!(view["round"], 2, "both instances are at round 2");
        }

        // Overdue rounds that both instances see at the same moment: each resolved by one.
        let mut every: Vec<String> = games.iter().map(|(id, _, _)| id.clone()).collect();
        every.push(id.clone());
        for round in 2..=4 {
            a.state.clock.advance(61_000);
            b.state.clock.advance(61_000);
            let due = a.state.clock.now_ms();
            let (one, other) = tokio::join!(
                a.state.games.resolve_due(&a.state.store, || due),
                b.state.games.resolve_due(&b.state.store, || due),
            );
            assert_eq!(
                one.unwrap() + other.unwrap(),
                every.len(),
                "round {round} of every game resolved once"
            );
            for game in &every {
                let events = stored_events(&b, game).await;
                assert_eq!(count(&events, "round", round), 1, "{events:?}");
                assert_eq!(count(&events, "turn", round + 1), 1, "{events:?}");
            }
        }
        // And the game plays on through either instance.
        let (status, body) = play(&b, &id, &ann, 5, json!({"acc": [1, 1]})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let (status, body) = play(&a, &id, &ann, 5, json!({"acc": [1, 1]})).await;
        assert_eq!(
            (status, body["error"].clone()),
            (StatusCode::CONFLICT, json!("already_chosen")),
            "{body}"
        );
        drop((a, b));
        common::drop_database(&url).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stream_on_one_instance_gets_the_moves_made_through_another() {
    let Some((url, a, b)) =
        postgres_pair("a_stream_on_one_instance_gets_the_moves_made_through_another").await
    else {
        return;
    };
    let (id, ann, bob) = started(&a, &b).await;
    let mut socket = live_stream(&b, &id, 4).await;
    // The listener is subscribed once the stream is open; a move through A, the event on B.
    let (status, body) = play(&a, &id, &ann, 1, json!({"start": [1, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let chosen = next_event(&mut socket).await;
    assert_eq!(
        (chosen["seq"].clone(), chosen["kind"].clone()),
        (json!(5), json!("chosen"))
    );
    let (status, body) = play(&a, &id, &bob, 1, json!({"start": [2, 1]})).await;
    assert_eq!(status, StatusCode::OK, "{body}");
    let mut kinds = Vec::new();
    loop {
        let e = next_event(&mut socket).await;
        assert_eq!(e["seq"], json!(6 + kinds.len()), "in order, none missing");
        kinds.push(e["kind"].as_str().unwrap().to_owned());
        if e["kind"] == "turn" {
            break;
        }
    }
    assert_eq!(kinds, ["chosen", "round", "placed", "placed", "turn"]);
    drop((a, b));
    common::drop_database(&url).await;
}

on_every_store!(
    changes_saved_at_the_same_moment_are_each_kept_or_refused_alone,
    changes_saved_at_the_same_moment_case
);

/// Many games' changes at once, on one instance (on SQLite, committed together): each good one kept, a bad one
/// (an event number taken) refused alone, a stale one (an old version) refused without harm.
async fn changes_saved_at_the_same_moment_case(s: Server) {
    use racetrack_server::store::{GameState, Step};
    let mut games = Vec::new();
    for _ in 0..12 {
        games.push(started(&s, &s).await.0);
    }
    let store = &s.state.store;
    let mut seen = Vec::new();
    for id in &games {
        seen.push(store.game_seq(id).await.unwrap().unwrap());
    }
    let chat = |seq: i64| (seq, json!({"kind": "chat", "text": "hi"}).to_string());
    let step = |events| Step {
        events,
        state: GameState::Running,
        round: 1,
        deadline_ms: Some(common::DEC_1 + 60_000),
        ..Step::default()
    };
    let saves = games.iter().zip(&seen).enumerate().map(|(i, (id, &at))| {
        let change = match i {
            // Event 1 exists: the insert fails.
            3 => (step(vec![(1, chat(1).1)]), at),
            // An old version: refused as changed by someone else.
            7 => (step(vec![chat(at + 1)]), at - 1),
            _ => (step(vec![chat(at + 1)]), at),
        };
        async move {
            store
                .save_step(id, &change.0, change.1, common::DEC_1)
                .await
        }
    });
    let results = futures_util::future::join_all(saves).await;
    for (i, (result, id)) in results.iter().zip(&games).enumerate() {
        let now = store.game_seq(id).await.unwrap().unwrap();
        match i {
            3 => {
                assert!(result.is_err(), "{result:?}");
                assert_eq!(now, seen[i], "nothing of it kept");
            }
            7 => {
                assert!(matches!(result, Ok(false)), "{result:?}");
                assert_eq!(now, seen[i]);
            }
            _ => {
                assert!(matches!(result, Ok(true)), "game {i}: {result:?}");
                assert_eq!(now, seen[i] + 1);
            }
        }
    }
}

/// A change whose notice never went out (its instance died between the commit and the notice)
/// reaches the other instance's streams at the next catch-up.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_whose_notice_was_lost_reaches_the_streams_at_the_catch_up() {
    let Some((url, a, b)) =
        postgres_pair("a_change_whose_notice_was_lost_reaches_the_streams_at_the_catch_up").await
    else {
        return;
    };
    tokio::spawn(Arc::clone(&b.state).catch_up(Duration::from_millis(300)));
    let (id, _, _) = started(&a, &b).await;
    let mut socket = live_stream(&b, &id, 4).await;
    // The same statement an instance saves a change with, without the notice after it.
    let pool = sqlx::PgPool::connect(&url).await.unwrap();
    let (state, round, deadline): (String, i64, Option<i64>) =
        sqlx::query_as("SELECT state, round, deadline_ms FROM games WHERE id = $1")
            .bind(&id)
            .fetch_one(&pool)
            .await
            .unwrap();
    let chat = json!({"seq": 5, "kind": "chat", "car": 0, "name": "Ann", "text": "still there?", "at_ms": 1});
    let events = json!([[5, chat.to_string()]]).to_string();
    let saved: i64 = sqlx::query_scalar(
        "SELECT racetrack_save_step($1, 4, $2, $3, $4, 1, NULL, NULL, NULL, NULL, NULL, $5, 5)",
    )
    .bind(&id)
    .bind(&state)
    .bind(round)
    .bind(deadline)
    .bind(&events)
    .fetch_one(&pool)
    .await
    .unwrap();
    assert_eq!(saved, 1);
    let event = next_event(&mut socket).await;
    assert_eq!(
        (
            event["seq"].clone(),
            event["kind"].clone(),
            event["text"].clone()
        ),
        (json!(5), json!("chat"), json!("still there?"))
    );
    pool.close().await;
    drop((a, b));
    common::drop_database(&url).await;
}

/// On SQLite every kind of write waits in the one queue: players, games, runs and moves sent at
/// the same moment are committed together (fewer transactions than writes), each kept.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_kind_of_write_shares_the_group_commit_on_sqlite() {
    use racetrack_server::store::{GameState, Step};
    let s = common::server().await;
    let (game, _, _) = started(&s, &s).await;
    let store = &s.state.store;
    let seq = store.game_seq(&game).await.unwrap().unwrap();
    let ann = store
        .add_player("Ann 0", "h0", false, common::DEC_1)
        .await
        .unwrap()
        .unwrap();
    let (commits, writes) = store.group_commits();
    let players = (1..=30).map(|i| async move {
        store
            .add_player(&format!("P{i}"), &format!("h{i}"), false, common::DEC_1)
            .await
            .map(|p| p.expect("a free name").id)
    });
    let runs = (0..30).map(|i| async move {
        store
            .add_run(&racetrack_server::store::RunRow {
                board: "b0".into(),
                track: "t".into(),
                rules: "strict".into(),
                player: ann.id,
                moves: 10 + i,
                at_ms: common::DEC_1,
                assisted: false,
            })
            .await
    });
    let step = Step {
        events: vec![(seq + 1, json!({"kind": "chat", "text": "hi"}).to_string())],
        state: GameState::Running,
        round: 1,
        deadline_ms: Some(common::DEC_1 + 60_000),
        ..Step::default()
    };
    let (ids, ranks, moved) = tokio::join!(
        futures_util::future::join_all(players),
        futures_util::future::join_all(runs),
        store.save_step(&game, &step, seq, common::DEC_1)
    );
    let ids: std::collections::HashSet<i64> = ids.into_iter().map(Result::unwrap).collect();
    assert_eq!(
        ids.len(),
        30,
        "every player made, each with an id of its own"
    );
    assert!(ranks.into_iter().all(|r| r.unwrap() == Some(1)));
    assert!(moved.unwrap());
    let (commits_after, writes_after) = store.group_commits();
    assert_eq!(writes_after - writes, 61);
    assert!(
        commits_after - commits < 61,
        "{} transactions for 61 writes",
        commits_after - commits
    );
}

on_every_store!(
    a_player_s_chat_lines_are_counted_across_instances,
    a_player_s_chat_lines_are_counted_across_instances_on
);

/// Five lines in 30 s per player, whichever instances they reach.
async fn a_player_s_chat_lines_are_counted_across_instances_on(a: Server) {
    let b = common::server_on(&a.url).await;
    let (id, ann, _) = started(&a, &b).await;
    let path = format!("/api/v1/games/{id}/chat");
    for (i, server) in [&a, &a, &a, &b, &b].into_iter().enumerate() {
        let (status, body) = server
            .post(&path, &ann, json!({"text": format!("line {i}")}))
            .await;
        assert_eq!(status, StatusCode::CREATED, "line {i}: {body}");
    }
    for server in [&a, &b] {
        let (status, body) = server.post(&path, &ann, json!({"text": "one more"})).await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS, "{body}");
    }
    for server in [&a, &b] {
        server.state.clock.advance(30_001);
    }
    let (status, _) = a.post(&path, &ann, json!({"text": "later"})).await;
    assert_eq!(status, StatusCode::CREATED);
}

/// An instance whose copy of a game is behind without having heard so (no notice: SQLite, or
/// PostgreSQL without listeners) takes a move that its copy would refuse: the move is planned
/// again on the game as stored, never refused on the old copy. And a move its copy would accept
/// but the store has moved past is refused as the store says.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_copy_behind_unannounced_plans_again_on_the_stored_game() {
    for s in stores().await {
        let url = s.url.clone();
        let a = s;
        let b = a.reopen().await;
        let (id, ann, bob) = started(&a, &b).await;
        // B holds the game at round 1.
        let (status, view) = b.get(&format!("/api/v1/games/{id}"), Some(&bob)).await;
        assert_eq!((status, view["round"].clone()), (StatusCode::OK, json!(1)));
        // Round 1 played through A: round 2 is open, and B's copy does not know.
        for (token, start) in [(&ann, [1, 1]), (&bob, [2, 1])] {
            let (status, body) = play(&a, &id, token, 1, json!({ "start": start })).await;
            assert_eq!(status, StatusCode::OK, "{body}");
        }
        // Round 2 on B's copy would be refused (its round is 1): accepted on the stored game.
        let (status, body) = play(&b, &id, &bob, 2, json!({"acc": [0, 1]})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        assert_eq!(body["round"], 2, "{body}");
        // Ann's round 2 through B, then through A, whose copy misses it: refused as chosen.
        let (status, body) = play(&b, &id, &ann, 2, json!({"acc": [0, 1]})).await;
        assert_eq!(status, StatusCode::OK, "{body}");
        let events = stored_events(&a, &id).await;
        assert_eq!(count(&events, "round", 2), 1, "{events:?}");
        let (status, body) = play(&a, &id, &ann, 3, json!({"acc": [0, 0]})).await;
        assert_eq!(
            status,
            StatusCode::OK,
            "round 3 through A's old copy: {body}"
        );
        let (status, body) = play(&b, &id, &ann, 3, json!({"acc": [0, 0]})).await;
        assert_eq!(
            (status, body["error"].clone()),
            (StatusCode::CONFLICT, json!("already_chosen")),
            "{body}"
        );
        drop((a, b));
        common::drop_database(&url).await;
    }
}

/// Notices queued faster than they are sent go out many to a statement: every one of them, in
/// the order queued.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_notices_arrives_whole_and_in_order() {
    use racetrack_server::store::PLAYERS_CHANNEL;
    let Some(url) = postgres_url("a_burst_of_notices_arrives_whole_and_in_order").await else {
        return;
    };
    let s = common::server_on(&url).await;
    let store = &s.state.store;
    let mut listener = store
        .listener()
        .await
        .unwrap()
        .expect("a PostgreSQL listener");
    // More than one statement's worth, and more than one batch's.
    let expected: Vec<String> = (0..600).map(|i| format!("notice {i}")).collect();
    for notice in &expected {
        store.announce_to_player(notice.clone());
    }
    let mut heard = Vec::new();
    while heard.len() < expected.len() {
        let notice = tokio::time::timeout(Duration::from_secs(10), listener.recv())
            .await
            .expect("every notice within 10 s")
            .unwrap();
        assert_eq!(notice.channel(), PLAYERS_CHANNEL);
        heard.push(notice.payload().to_owned());
    }
    assert_eq!(heard, expected);
    drop(s);
    common::drop_database(&url).await;
}
