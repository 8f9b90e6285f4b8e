//! The server tried as an attacker or a careless operator would, on the real binary: what it
//! prints never holds the database's password.

use std::process::Command;

/// A database the server cannot reach, with a password in it.
const UNREACHABLE: &str = "postgres://ann:hunter2@127.0.0.1:1/racetrack";

#[test]
fn the_database_password_is_never_printed() {
    let by_flag = Command::new(env!("CARGO_BIN_EXE_racetrack-server"))
        .args(["--addr", "127.0.0.1:0", "--db", UNREACHABLE])
        .env("RUST_LOG", "debug")
        .output()
        .unwrap();
    let by_env = Command::new(env!("CARGO_BIN_EXE_racetrack-server"))
        .args(["--addr", "127.0.0.1:0"])
        .env("DATABASE_URL", UNREACHABLE)
        .env("RUST_LOG", "debug")
        .output()
        .unwrap();
    let typo = Command::new(env!("CARGO_BIN_EXE_racetrack-server"))
        .args([
            "--addr",
            "127.0.0.1:0",
            "--db",
            "postgres:/ann:hunter2@db/racetrack",
        ])
        .output()
        .unwrap();
    for (what, out) in [
        ("--db", by_flag),
        ("DATABASE_URL", by_env),
        ("a typo", typo),
    ] {
        let printed = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        assert_eq!(out.status.code(), Some(2), "{what}: {printed}");
        assert!(!printed.contains("hunter2"), "{what}: {printed}");
        assert!(printed.contains("***"), "{what}: {printed}");
    }
}

/// The value of the sample named exactly `name` in the binary's `/metrics` on `port`.
pub(crate) fn metric(port: u16, name: &str) -> Option<u64> {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        stream,
        "GET /metrics HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut text = String::new();
    stream.read_to_string(&mut text).unwrap();
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
}

/// The head of the answer to a GET of `path` (with `Accept-Encoding: br, gzip`), lowercase.
pub(crate) fn head(port: u16, path: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: localhost\r\nAccept-Encoding: br, gzip\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    let text = String::from_utf8_lossy(&answer);
    text.split_once("\r\n\r\n")
        .map_or(&*text, |(h, _)| h)
        .to_ascii_lowercase()
}

#[test]
fn every_answer_carries_the_security_headers_and_a_cache_policy() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir(&site).unwrap();
    std::fs::write(site.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    // The precompressed copy is served as it is: its bytes need not be brotli for the head.
    std::fs::write(site.join("index.html.br"), b"not read here").unwrap();
    let db = format!("sqlite://{}", dir.path().join("db.sqlite").display());
    let server = crate::common::binary::Server::start_with(
        &db,
        &["--site", site.to_str().unwrap()],
        std::process::Stdio::null(),
    );
    for path in [
        "/",
        "/index.html",
        "/api/v1/games",
        "/api/v1/nothing",
        "/healthz",
    ] {
        let head = head(server.port, path);
        for line in [
            "content-security-policy: default-src 'self'; script-src 'self' 'wasm-unsafe-eval';",
            "frame-ancestors 'none'",
            "x-content-type-options: nosniff",
            "referrer-policy: no-referrer",
            "x-frame-options: deny",
        ] {
            assert!(head.contains(line), "{path}: no {line:?} in\n{head}");
        }
        let api = path.starts_with("/api/");
        let cache = if api {
            "cache-control: no-store"
        } else {
            "cache-control: no-cache"
        };
        assert!(head.contains(cache), "{path}: {head}");
    }
    // The same address answers brotli or plain: caches must keep them apart.
    let page = head(server.port, "/");
    assert!(page.contains("content-encoding: br"), "{page}");
    assert!(page.contains("vary: accept-encoding"), "{page}");
    server.kill();
}

/// Reads from `stream` until it is closed; how long that took (`None`: still open after `most`).
fn closed_within(
    stream: &mut std::net::TcpStream,
    most: std::time::Duration,
) -> Option<std::time::Duration> {
    use std::io::Read;
    let began = std::time::Instant::now();
    stream
        .set_read_timeout(Some(std::time::Duration::from_millis(100)))
        .unwrap();
    let mut buf = [0u8; 4096];
    while began.elapsed() < most {
        match stream.read(&mut buf) {
            Ok(0) => return Some(began.elapsed()),
            Ok(_) => {}
            Err(e)
                if matches!(
                    e.kind(),
                    std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut
                ) => {}
            Err(_) => return Some(began.elapsed()),
        }
    }
    None
}

pub(crate) fn started_with(more: &[&str]) -> (tempfile::TempDir, crate::common::binary::Server) {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("db.sqlite").display());
    let server = crate::common::binary::Server::start_with(&db, more, std::process::Stdio::null());
    (dir, server)
}

#[test]
fn silent_idle_and_slow_connections_are_closed_after_the_header_read_time() {
    use std::io::Write;
    use std::time::Duration;
    let (_dir, server) = started_with(&["--header-read-seconds", "1"]);
    let connect = || std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    // Silent sockets: nothing sent.
    let mut silent: Vec<_> = (0..20).map(|_| connect()).collect();
    // A keep-alive connection idle after one answer.
    let mut idle = connect();
    write!(idle, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n").unwrap();
    // Slowloris: one header line every 300 ms, never the blank line.
    let mut slow = connect();
    write!(slow, "GET /healthz HTTP/1.1\r\n").unwrap();
    let dripping = {
        let mut slow = slow.try_clone().unwrap();
        std::thread::spawn(move || {
            for i in 0..30 {
                std::thread::sleep(Duration::from_millis(300));
                if write!(slow, "X-Drip-{i}: 1\r\n").is_err() {
                    return i;
                }
            }
            30
        })
    };
    for (i, socket) in silent.iter_mut().enumerate() {
        let took = closed_within(socket, Duration::from_secs(5));
        assert!(took.is_some(), "silent socket {i} still open after 5 s");
    }
    assert!(
        closed_within(&mut idle, Duration::from_secs(5)).is_some(),
        "idle keep-alive kept"
    );
    assert!(
        closed_within(&mut slow, Duration::from_secs(5)).is_some(),
        "slowloris kept"
    );
    assert!(dripping.join().unwrap() < 30, "the drip was never cut off");
    // Meanwhile and after, the server answers.
    let (status, _) = server.call("GET", "/api/v1/daily", None, None);
    assert_eq!(status, 200);
    server.kill();
}

/// A connection to the server on `port` from the loopback address `ip`.
pub(crate) async fn connect_from(ip: [u8; 4], port: u16) -> tokio::net::TcpStream {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind((ip, 0).into()).unwrap();
    socket.connect(([127, 0, 0, 1], port).into()).await.unwrap()
}

/// What the server on `port` answers `GET /healthz` from `ip` (the whole answer; the refusal
/// of a connection over a cap when it is one).
pub(crate) async fn healthz_from(ip: [u8; 4], port: u16) -> String {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let mut stream = connect_from(ip, port).await;
    // A refused connection may be closed before the request is written.
    let _ = stream
        .write_all(b"GET /healthz HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n")
        .await;
    let mut answer = String::new();
    let _ = stream.read_to_string(&mut answer).await;
    answer
}

/// Asserts that `answer` is the refusal of a connection over a cap.
fn assert_over_cap(answer: &str) {
    assert!(answer.starts_with("HTTP/1.1 429"), "{answer}");
    assert!(answer.contains("Retry-After: 1"), "{answer}");
    assert!(answer.contains("too_many_connections"), "{answer}");
}

#[tokio::test]
async fn one_address_at_its_connection_cap_does_not_stop_another() {
    let (_dir, server) = started_with(&["--connections-per-address", "5"]);
    let port = server.port;
    // 127.0.0.3 holds its five (not 127.0.0.1, whose connection saw the server up).
    let mut held = Vec::new();
    for _ in 0..5 {
        held.push(connect_from([127, 0, 0, 3], port).await);
    }
    // Let the server count them.
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_over_cap(&healthz_from([127, 0, 0, 3], port).await);
    // Another address is answered while the first is at its cap.
    let answer = healthz_from([127, 0, 0, 2], port).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    // One of the first address's connections closes: it may connect again.
    drop(held.pop());
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let answer = healthz_from([127, 0, 0, 3], port).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    drop(held);
    server.kill();
}

#[tokio::test]
async fn a_live_stream_counts_against_its_address_for_as_long_as_it_is_open() {
    let (_dir, server) = started_with(&["--connections-per-address", "2"]);
    let port = server.port;
    let ann = server.player("Ann");
    let game = serde_json::json!({"track": crate::common::STRAIGHT.replace(">.", ">>"),
        "rules": "strict", "seats": 2, "move_seconds": 60, "crash_penalty": 2, "public": true});
    let (status, view) = server.call("POST", "/api/v1/games", Some(&ann), Some(game));
    assert_eq!(status, 201, "{view}");
    let url = format!(
        "ws://127.0.0.1:{port}/api/v1/games/{}/live",
        view["id"].as_str().unwrap()
    );
    // 127.0.0.6 opens two live streams: upgraded, they still hold its two places.
    let mut streams = Vec::new();
    for _ in 0..2 {
        let stream = connect_from([127, 0, 0, 6], port).await;
        let (socket, _) = tokio_tungstenite::client_async(url.as_str(), stream)
            .await
            .unwrap();
        streams.push(socket);
    }
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    assert_over_cap(&healthz_from([127, 0, 0, 6], port).await);
    // A stream closes: its place is given back.
    drop(streams.pop());
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let answer = healthz_from([127, 0, 0, 6], port).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    drop(streams);
    server.kill();
}

#[test]
fn a_body_sent_too_slowly_is_answered_408_not_waited_for() {
    use std::io::{Read, Write};
    let (_dir, server) = started_with(&["--request-seconds", "1"]);
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", server.port)).unwrap();
    write!(
        stream,
        "POST /api/v1/players HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{{\"name\":"
    )
    .unwrap();
    let began = std::time::Instant::now();
    stream
        .set_read_timeout(Some(std::time::Duration::from_secs(5)))
        .unwrap();
    let mut answer = [0u8; 1024];
    let n = stream.read(&mut answer).unwrap();
    let answer = String::from_utf8_lossy(&answer[..n]);
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("request_timeout"), "{answer}");
    assert!(began.elapsed() < std::time::Duration::from_secs(4));
    server.kill();
}

#[tokio::test]
async fn players_per_address_and_games_per_player_are_capped() {
    use serde_json::json;
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let (_dir, server) = started_with(&["--players-per-hour", "3", "--games-per-player", "2"]);
    let port = server.port;
    // A player made from `ip`: the status line and the body.
    let made = std::sync::atomic::AtomicUsize::new(0);
    let made = &made;
    let make = |ip: [u8; 4]| async move {
        let n = made.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
        let socket = tokio::net::TcpSocket::new_v4().unwrap();
        socket.bind((ip, 0).into()).unwrap();
        let mut stream = socket.connect(([127, 0, 0, 1], port).into()).await.unwrap();
        let body = json!({"name": format!("Ann {n}")}).to_string();
        let request = format!(
            "POST /api/v1/players HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut answer = String::new();
        stream.read_to_string(&mut answer).await.unwrap();
        answer
    };
    let mut tokens = Vec::new();
    for _ in 0..3 {
        let answer = make([127, 0, 0, 4]).await;
        assert!(answer.starts_with("HTTP/1.1 201"), "{answer}");
        let body: serde_json::Value =
            serde_json::from_str(answer.split_once("\r\n\r\n").unwrap().1).unwrap();
        tokens.push(body["token"].as_str().unwrap().to_owned());
    }
    let refused = make([127, 0, 0, 4]).await;
    assert!(refused.starts_with("HTTP/1.1 429"), "{refused}");
    assert!(refused.contains("too_many_players"), "{refused}");
    assert!(
        refused.to_ascii_lowercase().contains("retry-after: "),
        "{refused}"
    );
    // Another address still makes its players.
    assert!(make([127, 0, 0, 5]).await.starts_with("HTTP/1.1 201"));
    // Two open games at most per player, made or joined.
    let game = json!({"track": crate::common::STRAIGHT.replace(">.", ">>"), "rules": "strict",
                      "seats": 2, "move_seconds": 60, "crash_penalty": 2, "public": true});
    let ann = &tokens[0];
    let mut ids = Vec::new();
    for _ in 0..2 {
        let (status, view) = server.call("POST", "/api/v1/games", Some(ann), Some(game.clone()));
        assert_eq!(status, 201, "{view}");
        ids.push(view["id"].as_str().unwrap().to_owned());
    }
    let (status, body) = server.call("POST", "/api/v1/games", Some(ann), Some(game.clone()));
    assert_eq!(
        (status, body["error"].as_str()),
        (409, Some("too_many_games"))
    );
    let bob = &tokens[1];
    for _ in 0..2 {
        let (status, _) = server.call("POST", "/api/v1/games", Some(bob), Some(game.clone()));
        assert_eq!(status, 201);
    }
    let (status, body) = server.call(
        "POST",
        &format!("/api/v1/games/{}/join", ids[0]),
        Some(bob),
        Some(json!({})),
    );
    assert_eq!(
        (status, body["error"].as_str()),
        (409, Some("too_many_games"))
    );
    server.kill();
}

/// The resident memory of process `pid`, in KiB.
fn rss_kib(pid: u32) -> u64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap();
    status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse().ok())
        .unwrap()
}

#[test]
fn a_flood_of_players_and_games_keeps_memory_bounded() {
    use serde_json::json;
    let (_dir, server) = started_with(&[
        "--games-in-memory",
        "50",
        "--players-in-memory",
        "16",
        "--players-per-hour",
        "100000",
        "--games-per-player",
        "100000",
        "--address-rate",
        "100000",
        "--token-rate",
        "100000",
    ]);
    let game = json!({"track": crate::common::STRAIGHT.replace(">.", ">>"), "rules": "strict",
                      "seats": 2, "move_seconds": 60, "crash_penalty": 2, "public": true});
    let before = rss_kib(server.child.id());
    let workers: Vec<_> = (0..4)
        .map(|w| {
            let port = server.port;
            let game = game.clone();
            std::thread::spawn(move || {
                for p in 0..10 {
                    let (status, body) = crate::common::binary::call(
                        port,
                        "POST",
                        "/api/v1/players",
                        None,
                        Some(json!({"name": format!("Flood {w} {p}")})),
                    );
                    assert_eq!(status, 201, "{body}");
                    let token = body["token"].as_str().unwrap().to_owned();
                    for _ in 0..25 {
                        let (status, body) = crate::common::binary::call(
                            port,
                            "POST",
                            "/api/v1/games",
                            Some(&token),
                            Some(game.clone()),
                        );
                        assert_eq!(status, 201, "{body}");
                    }
                }
            })
        })
        .collect();
    for worker in workers {
        worker.join().unwrap();
    }
    // 1,000 games made; 50 at most held in memory, and every one still answers.
    let (status, lobby) = server.call("GET", "/api/v1/games", None, None);
    assert_eq!(
        (status, lobby["games"].as_array().unwrap().len()),
        (200, 50)
    );
    let held = metric(server.port, "racetrack_games_in_memory").expect("the gauge");
    assert!(held <= 50, "{held} games held");
    // 40 players' tokens used: 16 at most kept.
    let tokens = metric(server.port, "racetrack_players_in_memory").expect("the gauge");
    assert!((1..=16).contains(&tokens), "{tokens} tokens kept");
    let grown = rss_kib(server.child.id()).saturating_sub(before);
    eprintln!("resident memory grew {grown} KiB over 1,000 games ({before} KiB before)");
    assert!(grown < 64 * 1024, "grew {grown} KiB");
    server.kill();
}

#[test]
fn a_push_contact_that_is_no_contact_stops_the_server_at_start() {
    let out = Command::new(env!("CARGO_BIN_EXE_racetrack-server"))
        .args([
            "--addr",
            "127.0.0.1:0",
            "--push-contact",
            "ops at example.org",
        ])
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{printed}");
    assert!(
        printed.contains("--push-contact") && printed.contains("mailto: or https:"),
        "{printed}"
    );
}
