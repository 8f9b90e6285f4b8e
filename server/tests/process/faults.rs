//! Faults survived, scripted: one of two instances on one PostgreSQL killed with SIGKILL in the
//! middle of a round (its live client reconnects to the other with `?since=` and misses
//! nothing, the other resolves the deadlines, every move answered 200 is in the record, each
//! round resolved once, the game finishes); and a flood of requests from one player refused
//! with 429s while another player's moves go through.

use crate::common;

use std::rc::Rc;
use std::time::{Duration, Instant};

use crate::common::binary::{self, Server};
use futures_util::StreamExt;
use racetrack::bots::protocol::Turn;
use racetrack::bots::runner::{Bot, Builtin, Heard};
use racetrack::coach::Coach;
use racetrack::drivers::Skill;
use racetrack::{Point, Rules, Track};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

/// A request from a blocking thread (the binary's helper is blocking).
async fn call(
    port: u16,
    method: &'static str,
    path: String,
    token: Option<String>,
    body: Option<Value>,
) -> (u16, Value) {
    tokio::task::spawn_blocking(move || binary::call(port, method, &path, token.as_deref(), body))
        .await
        .unwrap()
}

/// A player's driver asks its turn through `port` and sends its move there; returns the
/// move's (round, status), `None` when it had no move to make.
async fn drive(
    port: u16,
    id: &str,
    token: &str,
    driver: &mut Builtin,
) -> Option<(u64, u16, Value)> {
    let (_, seat) = call(
        port,
        "GET",
        format!("/api/v1/games/{id}/turn"),
        Some(token.into()),
        None,
    )
    .await;
    let turn: Turn = serde_json::from_value(seat["turn"].clone()).ok()?;
    let trajectory: Vec<Point> =
        serde_json::from_value::<Vec<[i32; 2]>>(seat["trajectory"].clone())
            .unwrap()
            .into_iter()
            .map(|[r, c]| Point::new(r, c))
            .collect();
    let Heard::Reply(reply) = driver.turn(&trajectory, &turn, Duration::from_secs(1)) else {
        return None;
    };
    let mut body = json!({"round": turn.round});
    match (reply.acc, reply.start) {
        (Some(acc), _) => body["acc"] = json!(acc),
        (_, start) => body["start"] = json!(start),
    }
    let (status, view) = call(
        port,
        "POST",
        format!("/api/v1/games/{id}/moves"),
        Some(token.into()),
        Some(body),
    )
    .await;
    Some((u64::from(turn.round), status, view))
}

/// Ann and Bob on the server at `port`, and Ann's 2-seat game there (not yet joined):
/// (Ann's token, Bob's, the game's id, its invite code).
async fn ann_bob_and_a_game(port: u16, move_seconds: i64) -> (String, String, String, String) {
    let mut tokens = Vec::new();
    for name in ["Ann", "Bob"] {
        let (_, body) = call(
            port,
            "POST",
            "/api/v1/players".into(),
            None,
            Some(json!({"name": name})),
        )
        .await;
        tokens.push(body["token"].as_str().unwrap().to_owned());
    }
    let (_, game) = call(
        port,
        "POST",
        "/api/v1/games".into(),
        Some(tokens[0].clone()),
        Some(json!({"track": TWO_LANES, "seats": 2, "move_seconds": move_seconds})),
    )
    .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let invite = game["invite"].as_str().unwrap().to_owned();
    let bob = tokens.pop().unwrap();
    (tokens.pop().unwrap(), bob, id, invite)
}

/// `token`'s player joins game `id` (which starts it).
async fn join(port: u16, id: &str, token: &str, invite: &str) {
    let (status, body) = call(
        port,
        "POST",
        format!("/api/v1/games/{id}/join"),
        Some(token.to_owned()),
        Some(json!({"invite": invite})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
}

/// A club driver for each of the two players.
fn drivers(ann: &str, bob: &str) -> [(String, Builtin); 2] {
    let track: Track = TWO_LANES.parse().unwrap();
    let mut coach = Coach::new(&track, Rules::Strict).unwrap();
    coach.run();
    let coach = Rc::new(coach);
    [
        (
            ann.to_owned(),
            Builtin::new(Skill::Club, 1, Rc::clone(&coach)),
        ),
        (
            bob.to_owned(),
            Builtin::new(Skill::Club, 2, Rc::clone(&coach)),
        ),
    ]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn kill_9_of_one_of_two_instances_loses_no_move_and_the_game_finishes_on_the_other() {
    let Some(db) = common::postgres_database().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the fault tests on PostgreSQL: set DATABASE_URL"
        );
        eprintln!("no DATABASE_URL: two instances need PostgreSQL; not run");
        return;
    };
    let url = db.clone();
    let (a, b) = tokio::task::spawn_blocking(move || (Server::start(&url), Server::start(&url)))
        .await
        .unwrap();
    let (a_port, b_port) = (a.port, b.port);
    let (ann, bob, id, invite) = ann_bob_and_a_game(a_port, 2).await;
    // Bob watches the game live on A.
    let live = |port: u16, since: i64| {
        format!("ws://127.0.0.1:{port}/api/v1/games/{id}/live?since={since}")
    };
    let (mut socket, _) = tokio_tungstenite::connect_async(live(a_port, 0))
        .await
        .unwrap();
    join(a_port, &id, &bob, &invite).await;
    let mut drivers = drivers(&ann, &bob);
    // (round, car) of every move answered 200.
    let mut accepted = Vec::new();
    let mut port = a_port;
    let mut a = Some(a);
    let mut missed_round = None;
    let began = Instant::now();
    loop {
        assert!(
            began.elapsed() < Duration::from_secs(120),
            "the game finishes"
        );
        let (_, view) = call(port, "GET", format!("/api/v1/games/{id}"), None, None).await;
        if view["state"] == "over" {
            break;
        }
        let round = view["round"].as_u64().unwrap();
        for (car, (token, driver)) in drivers.iter_mut().enumerate() {
            // Round 4: Bob leaves his move to the deadline, which B must resolve.
            if car == 1 && round == 4 {
                missed_round = Some(4);
                continue;
            }
            if let Some((played, status, body)) = drive(port, &id, token, driver).await {
                if status == 200 {
                    accepted.push((played, car as u64));
                } else {
                    assert_eq!(status, 409, "{body}");
                }
            }
            // Round 3: A dies between Ann's move (answered 200) and Bob's.
            if round == 3 && car == 0 && a.is_some() {
                let a = a.take().unwrap();
                tokio::task::spawn_blocking(move || a.kill()).await.unwrap();
                port = b_port;
            }
        }
        if round == 4 {
            tokio::time::sleep(Duration::from_millis(2_500)).await;
        }
    }
    assert!(a.is_none(), "A was killed mid-game");
    assert_eq!(missed_round, Some(4));

    // Bob's stream broke with A; again on B from the last event seen: no gap, no repeat.
    let mut seen = Vec::new();
    while let Some(Ok(message)) = socket.next().await {
        if let Message::Text(text) = message {
            seen.push(
                serde_json::from_str::<Value>(&text).unwrap()["seq"]
                    .as_i64()
                    .unwrap(),
            );
        }
    }
    let last = *seen.last().unwrap();
    let (mut again, _) = tokio_tungstenite::connect_async(live(b_port, last))
        .await
        .unwrap();
    loop {
        let Ok(Some(Ok(message))) =
            tokio::time::timeout(Duration::from_secs(2), again.next()).await
        else {
            break;
        };
        if let Message::Text(text) = message {
            let event: Value = serde_json::from_str(&text).unwrap();
            seen.push(event["seq"].as_i64().unwrap());
            if event["kind"] == "over" {
                break;
            }
        }
    }
    let expected: Vec<i64> = (1..=*seen.last().unwrap()).collect();
    assert_eq!(seen, expected, "every event once, in order");

    // The record: every accepted move in it, each round once, Bob late in round 4.
    let (status, record) = call(
        b_port,
        "GET",
        format!("/api/v1/games/{id}/record"),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200, "{record}");
    let rounds = record["rounds"].as_array().unwrap();
    let numbers: Vec<u64> = rounds
        .iter()
        .map(|r| r["round"].as_u64().unwrap())
        .collect();
    assert_eq!(numbers, (1..=numbers.len() as u64).collect::<Vec<_>>());
    for (round, car) in &accepted {
        let answers = rounds[(*round - 1) as usize]["answers"].as_array().unwrap();
        assert!(
            answers
                .iter()
                .any(|a| a["car"] == json!(car) && a["status"] == "ok"),
            "round {round} car {car}: {answers:?}"
        );
    }
    let fourth = rounds[3]["answers"].as_array().unwrap();
    assert!(
        fourth
            .iter()
            .any(|a| a["car"] == 1 && a["status"] == "late"),
        "{fourth:?}"
    );
    assert!(
        accepted.contains(&(3, 0)),
        "Ann's move just before the kill"
    );
    tokio::task::spawn_blocking(move || b.kill()).await.unwrap();
    common::drop_database(&db).await;
}

/// A request from `from` (a loopback address of its own), read to the status line.
async fn status_from(from: std::net::IpAddr, port: u16, request: String) -> u16 {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind((from, 0).into()).unwrap();
    let Ok(mut stream) = socket.connect(([127, 0, 0, 1], port).into()).await else {
        return 0;
    };
    if stream.write_all(request.as_bytes()).await.is_err() {
        return 0;
    }
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    String::from_utf8_lossy(&answer)
        .get(9..12)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_of_1000_requests_from_one_player_and_address_gets_429s_and_others_still_play() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("racetrack.db").display());
    let server = tokio::task::spawn_blocking(move || Server::start(&db))
        .await
        .unwrap();
    let port = server.port;
    let (ann, bob, id, invite) = ann_bob_and_a_game(port, 60).await;
    join(port, &id, &bob, &invite).await;

    // 1,000 requests at once from Ann's token on 127.0.0.2, 50 at a time.
    let flood = format!(
        "GET /api/v1/games/{id}/turn HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {ann}\r\nConnection: close\r\n\r\n"
    );
    let from: std::net::IpAddr = [127, 0, 0, 2].into();
    let began = Instant::now();
    let flooding = tokio::spawn(async move {
        let mut statuses = Vec::new();
        for _ in 0..20 {
            let batch: Vec<_> = (0..50)
                .map(|_| tokio::spawn(status_from(from, port, flood.clone())))
                .collect();
            for request in batch {
                statuses.push(request.await.unwrap());
            }
        }
        statuses
    });
    // Meanwhile Bob, from his own address, plays.
    let (status, body) = call(
        port,
        "POST",
        format!("/api/v1/games/{id}/moves"),
        Some(bob.clone()),
        Some(json!({"round": 1, "start": [2, 1]})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let statuses = flooding.await.unwrap();
    let took = began.elapsed();
    let refused = statuses.iter().filter(|s| **s == 429).count();
    let served = statuses.iter().filter(|s| **s == 200).count();
    eprintln!("1,000 requests in {took:?}: {served} served, {refused} refused");
    assert_eq!(
        served + refused,
        1000,
        "every request answered 200 or 429: {statuses:?}"
    );
    // A token takes 20 a second (40 at once): most of a burst is refused.
    assert!(refused >= 900, "{refused} refused");
    // A rate, not a ban: two seconds later Ann plays again.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let (status, body) = call(
        port,
        "POST",
        format!("/api/v1/games/{id}/moves"),
        Some(ann.clone()),
        Some(json!({"round": 1, "start": [1, 1]})),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    tokio::task::spawn_blocking(move || server.kill())
        .await
        .unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgresql_restarted_mid_game_gets_503s_then_the_server_reconnects_and_loses_nothing() {
    let Some(postgres) = tokio::task::spawn_blocking(common::postgres::Private::start)
        .await
        .unwrap()
    else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI has PostgreSQL's programs (pg_config, initdb, pg_ctl)"
        );
        common::skipped(
            "postgresql_restarted_mid_game_gets_503s_then_the_server_reconnects_and_loses_nothing",
            "no PostgreSQL programs (pg_config, initdb, pg_ctl)",
        );
        return;
    };
    let postgres = std::sync::Arc::new(postgres);
    let url = postgres.url();
    let server = tokio::task::spawn_blocking(move || Server::start(&url))
        .await
        .unwrap();
    let port = server.port;
    let (ann, bob, id, invite) = ann_bob_and_a_game(port, 60).await;
    join(port, &id, &bob, &invite).await;
    let mut drivers = drivers(&ann, &bob);
    let mut accepted = Vec::new();
    let mut outage_seen = false;
    let began = Instant::now();
    loop {
        assert!(
            began.elapsed() < Duration::from_secs(120),
            "the game finishes"
        );
        let (status, view) = call(port, "GET", format!("/api/v1/games/{id}"), None, None).await;
        assert_eq!(status, 200, "{view}");
        if view["state"] == "over" {
            break;
        }
        let round = view["round"].as_u64().unwrap();
        for (car, (token, driver)) in drivers.iter_mut().enumerate() {
            if round == 2 && car == 1 && !outage_seen {
                // PostgreSQL goes down between Ann's move and Bob's.
                let pg = std::sync::Arc::clone(&postgres);
                tokio::task::spawn_blocking(move || pg.down())
                    .await
                    .unwrap();
                let move_path = format!("/api/v1/games/{id}/moves");
                let (status, body) = call(
                    port,
                    "POST",
                    move_path,
                    Some(token.clone()),
                    Some(json!({"round": 2, "acc": [0, 0]})),
                )
                .await;
                assert_eq!(
                    (status, body["error"].as_str()),
                    (503, Some("unavailable")),
                    "{body}"
                );
                let (status, _) = call(port, "GET", "/readyz".into(), None, None).await;
                assert_eq!(status, 503, "not ready while the database is down");
                let pg = std::sync::Arc::clone(&postgres);
                tokio::task::spawn_blocking(move || pg.up()).await.unwrap();
                // The server reconnects by itself.
                let back = Instant::now();
                while call(port, "GET", "/readyz".into(), None, None).await.0 != 200 {
                    assert!(
                        back.elapsed() < Duration::from_secs(30),
                        "the server reconnects"
                    );
                    tokio::time::sleep(Duration::from_millis(100)).await;
                }
                outage_seen = true;
            }
            if let Some((played, status, body)) = drive(port, &id, token, driver).await {
                assert_eq!(status, 200, "{body}");
                accepted.push((played, car as u64));
            }
        }
    }
    assert!(outage_seen);
    let (status, record) = call(
        port,
        "GET",
        format!("/api/v1/games/{id}/record"),
        None,
        None,
    )
    .await;
    assert_eq!(status, 200, "{record}");
    let rounds = record["rounds"].as_array().unwrap();
    let answers: usize = rounds
        .iter()
        .map(|r| {
            r["answers"]
                .as_array()
                .unwrap()
                .iter()
                .filter(|a| a["status"] == "ok")
                .count()
        })
        .sum();
    assert_eq!(
        answers,
        accepted.len(),
        "every accepted move once, the refused one not at all"
    );
    for (round, car) in &accepted {
        let answers = rounds[(*round - 1) as usize]["answers"].as_array().unwrap();
        assert!(
            answers
                .iter()
                .any(|a| a["car"] == json!(car) && a["status"] == "ok")
        );
    }
    tokio::task::spawn_blocking(move || server.kill())
        .await
        .unwrap();
}
