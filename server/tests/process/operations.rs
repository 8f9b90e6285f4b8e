//! What an operator relies on: `/metrics`, a client that never reads dropped instead of
//! holding memory, SIGTERM closing the live streams with "connect again" and finishing, and logs
//! that never hold a token.

use crate::common;

use std::io::{Read, Write};
use std::sync::Arc;
use std::time::Duration;

use crate::common::Server;
use crate::common::binary;
use axum::http::StatusCode;
use futures_util::StreamExt;
use racetrack_server::store::{GameState, Step, Store};
use racetrack_server::{AppState, clock::Clock};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

/// Ann's and Bob's started game: (id, Ann, Bob).
async fn started(s: &Server) -> (String, String, String) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let (_, game) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let (status, _) = s
        .post(
            &format!("/api/v1/games/{id}/join"),
            &bob,
            json!({"invite": game["invite"]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    (id, ann, bob)
}

/// `GET /metrics` as text.
async fn metrics(s: &Server) -> String {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let response = s
        .app
        .clone()
        .oneshot(
            axum::http::Request::get("/metrics")
                .body(axum::body::Body::empty())
                .unwrap(),
        )
        .await
        .unwrap();
    assert_eq!(response.status(), StatusCode::OK);
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    String::from_utf8(bytes.to_vec()).unwrap()
}

/// The value of the sample named exactly `name` (with its labels).
fn sample(text: &str, name: &str) -> Option<f64> {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
}

/// A server on a temporary SQLite file whose state `adjust` sets.
async fn server_with(adjust: impl FnOnce(AppState) -> AppState) -> Server {
    let first = common::server().await;
    let state = Arc::new(adjust(AppState::new(
        Store::open(&first.url).await.unwrap(),
        Clock::manual(common::DEC_1),
    )));
    Server {
        app: racetrack_server::app(Arc::clone(&state), None),
        state,
        dir: Arc::clone(&first.dir),
        url: first.url.clone(),
    }
}

/// `s` served on a real socket, and a plain TCP connection upgraded to game `id`'s live
/// stream (from event 0), which the test reads, or not, as it likes.
async fn raw_stream(s: &Server, id: &str) -> std::net::TcpStream {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = s.app.clone();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let mut client = std::net::TcpStream::connect(addr).unwrap();
    write!(
        client,
        "GET /api/v1/games/{id}/live?since=0 HTTP/1.1\r\nHost: {addr}\r\nUpgrade: websocket\r\n\
         Connection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\
         Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n"
    )
    .unwrap();
    client
}

#[tokio::test]
async fn metrics_count_games_by_state_moves_answers_and_streams() {
    let s = common::server().await;
    let (id, ann, bob) = started(&s).await;
    s.player("Cy").await;
    let (_, open) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60}),
        )
        .await;
    assert!(open["id"].is_string());
    for (token, start) in [(&ann, [1, 1]), (&bob, [2, 1])] {
        let (status, body) = s
            .post(
                &format!("/api/v1/games/{id}/moves"),
                token,
                json!({"round": 1, "start": start}),
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    let (status, _) = s.get("/api/v1/games/nosuchgame", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    // The ticker counts the games every 5 s; the test counts them now.
    s.state.count_games().await;
    let text = metrics(&s).await;
    assert_eq!(
        sample(&text, r#"racetrack_games{state="open"}"#),
        Some(1.0),
        "{text}"
    );
    assert_eq!(
        sample(&text, r#"racetrack_games{state="running"}"#),
        Some(1.0)
    );
    assert_eq!(sample(&text, r#"racetrack_games{state="over"}"#), Some(0.0));
    assert_eq!(sample(&text, "racetrack_moves_total"), Some(2.0));
    assert_eq!(sample(&text, "racetrack_live_streams"), Some(0.0));
    // 3 players, 2 games, a join, 2 moves; one 404.
    assert_eq!(
        sample(&text, r#"racetrack_responses_total{class="2xx"}"#),
        Some(8.0)
    );
    assert_eq!(
        sample(&text, r#"racetrack_responses_total{class="4xx"}"#),
        Some(1.0)
    );
    assert!(text.contains("# TYPE racetrack_move_to_event_seconds histogram"));
    assert!(text.ends_with("# EOF\n"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_never_reads_is_dropped_after_the_send_time() {
    let s = server_with(|state| state.with_send_timeout(Duration::from_secs(1))).await;
    let (id, _, _) = started(&s).await;
    // 4,000 chat-sized events of 4 KiB: 16 MiB, more than any socket buffer holds.
    let seen = s.state.store.game_seq(&id).await.unwrap().unwrap();
    let text = json!({"kind": "chat", "car": 0, "name": "Ann", "text": "x".repeat(4096)});
    let events: Vec<(i64, String)> = (1..=4000).map(|i| (seen + i, text.to_string())).collect();
    let step = Step {
        events,
        state: GameState::Running,
        round: 1,
        deadline_ms: Some(common::DEC_1 + 60_000),
        ..Step::default()
    };
    assert!(
        s.state
            .store
            .save_step(&id, &step, seen, common::DEC_1)
            .await
            .unwrap()
    );

    // A client that upgrades, then never reads a byte.
    let mut client = raw_stream(&s, &id).await;
    let mut opened = false;
    let mut dropped = false;
    for _ in 0..200 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        let text = metrics(&s).await;
        opened |= sample(&text, "racetrack_live_streams") == Some(1.0);
        if sample(&text, "racetrack_slow_streams_dropped_total") == Some(1.0) {
            assert_eq!(sample(&text, "racetrack_live_streams"), Some(0.0));
            dropped = true;
            break;
        }
    }
    assert!(opened, "the stream opened");
    assert!(dropped, "the stream that never reads is dropped");
    // Its connection is closed: reading now ends (after what was buffered).
    client
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let mut sink = Vec::new();
    let read = client.read_to_end(&mut sink);
    assert!(read.is_ok() || read.is_err_and(|e| e.kind() == std::io::ErrorKind::ConnectionReset));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_client_that_reads_but_never_answers_a_ping_is_closed_after_the_silence() {
    let s =
        server_with(|state| state.with_ping(Duration::from_millis(200), Duration::from_secs(1)))
            .await;
    let (id, _, _) = started(&s).await;
    // A client that upgrades and reads everything, but never sends a byte (no pong).
    let mut client = raw_stream(&s, &id).await;
    client
        .set_read_timeout(Some(Duration::from_secs(1)))
        .unwrap();
    // Everything until the server hangs up, or 8 s (the pings keep the read busy).
    let reading = std::thread::spawn(move || {
        let began = std::time::Instant::now();
        let mut all = Vec::new();
        let mut chunk = [0u8; 4096];
        while began.elapsed() < Duration::from_secs(8) {
            match client.read(&mut chunk) {
                Ok(0) | Err(_) => break,
                Ok(n) => all.extend_from_slice(&chunk[..n]),
            }
        }
        all
    });
    let began = std::time::Instant::now();
    let all = tokio::task::spawn_blocking(move || reading.join().unwrap())
        .await
        .unwrap();
    let took = began.elapsed();
    // The server pinged (opcode 0x9), then closed (0x8) and hung up, about a second on.
    assert!(all.windows(2).any(|w| w == [0x89, 0x00]), "pings were sent");
    assert!(
        all.windows(2).any(|w| w == [0x88, 0x00]),
        "a close frame came"
    );
    assert!(
        took < Duration::from_secs(8),
        "closed after the silence, not the read timeout: {took:?}"
    );
    let text = metrics(&s).await;
    assert_eq!(sample(&text, "racetrack_live_streams"), Some(0.0), "{text}");
    assert_eq!(
        sample(&text, "racetrack_slow_streams_dropped_total"),
        Some(0.0)
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_tells_live_clients_to_reconnect_and_the_logs_hold_no_token() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("racetrack.db").display());
    let log_path = dir.path().join("server.log");
    let log = std::fs::File::create(&log_path).unwrap();
    let server = tokio::task::spawn_blocking(move || {
        binary::Server::start_with(&db, &[], std::process::Stdio::from(log))
    })
    .await
    .unwrap();
    let port = server.port;
    let (server, ann, bob, game) = tokio::task::spawn_blocking(move || {
        let ann = server.player("Ann");
        let bob = server.player("Bob");
        let (status, game) = server.call(
            "POST",
            "/api/v1/games",
            Some(&ann),
            Some(json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60})),
        );
        assert_eq!(status, 201, "{game}");
        (server, ann, bob, game)
    })
    .await
    .unwrap();
    let id = game["id"].as_str().unwrap().to_owned();
    let (mut socket, _) =
        tokio_tungstenite::connect_async(format!("ws://127.0.0.1:{port}/api/v1/games/{id}/live"))
            .await
            .unwrap();
    let first: Value = match socket.next().await.unwrap().unwrap() {
        Message::Text(text) => serde_json::from_str(&text).unwrap(),
        other => panic!("{other:?}"),
    };
    assert_eq!(first["kind"], "joined");

    let exit = tokio::task::spawn_blocking(move || server.terminate());
    let closed = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match socket.next().await {
                Some(Ok(Message::Close(frame))) => return frame,
                Some(Ok(_)) => continue,
                other => panic!("a close frame, not {other:?}"),
            }
        }
    })
    .await
    .expect("the stream is closed at shutdown")
    .expect("with a reason");
    assert_eq!(closed.code, CloseCode::Restart);
    assert!(closed.reason.contains("connect again"), "{}", closed.reason);
    assert!(exit.await.unwrap().success(), "a clean exit");

    let log = std::fs::read_to_string(&log_path).unwrap();
    assert!(log.contains("shutting down"), "{log}");
    assert!(log.contains("/api/v1/games"), "requests are logged: {log}");
    for secret in [ann.as_str(), bob.as_str(), game["invite"].as_str().unwrap()] {
        assert!(!log.contains(secret), "a secret in the log: {log}");
    }
}
