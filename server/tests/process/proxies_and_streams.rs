//! The per-address budgets behind a load balancer (`--trusted-proxy`), the caps on live
//! streams (a game's, a tournament's) and on tournaments made a day, and the open-file limit,
//! on the real binary and real sockets.

use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::hostile::{connect_from, healthz_from, started_with};

/// A request from `ip` with `headers` (each `Name: value`), on its own connection: the status,
/// the whole answer's head and the JSON body.
async fn request_from(
    ip: [u8; 4],
    port: u16,
    head: &str,
    headers: &[String],
    body: Option<Value>,
) -> (u16, String, Value) {
    let mut stream = connect_from(ip, port).await;
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let mut request = format!("{head} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n");
    for header in headers {
        request.push_str(header);
        request.push_str("\r\n");
    }
    request.push_str(&format!(
        "Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
        body.len()
    ));
    stream.write_all(request.as_bytes()).await.unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).await.unwrap();
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status = head[9..12].parse().unwrap();
    (
        status,
        head.to_owned(),
        serde_json::from_str(body).unwrap_or(Value::Null),
    )
}

/// Players made so far (each gets a name of its own: names are unique).
static MADE: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Makes a player named Ann N from `ip` with `headers`: the status and the error's code.
async fn make_player(ip: [u8; 4], port: u16, headers: &[String]) -> (u16, Option<String>) {
    let (status, _, body) = request_from(
        ip,
        port,
        "POST /api/v1/players",
        headers,
        Some(json!({"name": format!("Ann {}", MADE.fetch_add(1, std::sync::atomic::Ordering::SeqCst))})),
    )
    .await;
    (status, body["error"].as_str().map(str::to_owned))
}

#[tokio::test]
async fn behind_a_trusted_proxy_each_forwarded_client_has_its_own_budget() {
    let (_dir, server) = started_with(&[
        "--trusted-proxy",
        "127.0.0.7/32",
        "--players-per-hour",
        "2",
        "--connections-per-address",
        "2",
    ]);
    let port = server.port;
    let from = |client: &str| vec![format!("X-Forwarded-For: 203.0.113.66, {client}")];
    // The proxy 127.0.0.7 forwards two clients: each has its own two players an hour (the
    // left hop, written by the client itself, is not believed).
    for _ in 0..2 {
        assert_eq!(
            make_player([127, 0, 0, 7], port, &from("198.51.100.1"))
                .await
                .0,
            201
        );
    }
    assert_eq!(
        make_player([127, 0, 0, 7], port, &from("198.51.100.1")).await,
        (429, Some("too_many_players".into()))
    );
    let forwarded = vec!["Forwarded: for=\"[2001:db8::5]:4711\";proto=https".to_owned()];
    assert_eq!(make_player([127, 0, 0, 7], port, &forwarded).await.0, 201);
    assert_eq!(
        make_player([127, 0, 0, 7], port, &from("198.51.100.2"))
            .await
            .0,
        201
    );
    // From a peer that is not trusted the headers are ignored: rotating them gains nothing.
    for (i, status) in [201, 201, 429].into_iter().enumerate() {
        let client = format!("198.51.100.{}", 10 + i);
        assert_eq!(
            make_player([127, 0, 0, 8], port, &from(&client)).await.0,
            status
        );
    }
    // The proxy holds more connections than one address may: its own count only against the
    // total.
    let mut held = Vec::new();
    for _ in 0..4 {
        held.push(connect_from([127, 0, 0, 7], port).await);
    }
    tokio::time::sleep(std::time::Duration::from_millis(200)).await;
    let answer = healthz_from([127, 0, 0, 7], port).await;
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    drop(held);
    server.kill();
}

/// Opens the live stream at `path` (game `id`'s when it is an id) from `ip`, with `token` when
/// given: the socket, or the refusal's status and body.
async fn open_stream(
    ip: [u8; 4],
    port: u16,
    path: &str,
    token: Option<&str>,
) -> Result<tokio_tungstenite::WebSocketStream<tokio::net::TcpStream>, (u16, Option<String>, String)>
{
    use tokio_tungstenite::tungstenite::client::IntoClientRequest;
    let path = match path.starts_with('/') {
        true => path.to_owned(),
        false => format!("/api/v1/games/{path}/live"),
    };
    let mut request = format!("ws://127.0.0.1:{port}{path}")
        .into_client_request()
        .unwrap();
    if let Some(token) = token {
        request
            .headers_mut()
            .insert("authorization", format!("Bearer {token}").parse().unwrap());
    }
    let stream = connect_from(ip, port).await;
    match tokio_tungstenite::client_async(request, stream).await {
        Ok((socket, _)) => Ok(socket),
        Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => {
            let retry = answer
                .headers()
                .get("retry-after")
                .map(|v| v.to_str().unwrap().to_owned());
            let body = String::from_utf8_lossy(answer.body().as_deref().unwrap_or_default());
            Err((answer.status().as_u16(), retry, body.into_owned()))
        }
        Err(e) => panic!("{e}"),
    }
}

#[tokio::test]
async fn live_streams_are_capped_per_address_and_per_player() {
    let (_dir, server) = started_with(&["--streams-per-address", "2", "--streams-per-player", "1"]);
    let port = server.port;
    let ann = server.player("Ann");
    let game = json!({"track": crate::common::STRAIGHT.replace(">.", ">>"),
        "rules": "strict", "seats": 2, "move_seconds": 60, "crash_penalty": 2, "public": true});
    let (status, view) = server.call("POST", "/api/v1/games", Some(&ann), Some(game));
    assert_eq!(status, 201, "{view}");
    let id = view["id"].as_str().unwrap();
    let mut open = Vec::new();
    for _ in 0..2 {
        open.push(open_stream([127, 0, 0, 9], port, id, None).await.unwrap());
    }
    let (status, retry, body) = open_stream([127, 0, 0, 9], port, id, None)
        .await
        .unwrap_err();
    assert_eq!((status, retry.as_deref()), (429, Some("5")), "{body}");
    assert!(
        body.contains("too_many_streams") && body.contains("this address"),
        "{body}"
    );
    // Another address is served; Ann's token holds one stream, from any address.
    open.push(
        open_stream([127, 0, 0, 10], port, id, Some(&ann))
            .await
            .unwrap(),
    );
    let (status, _, body) = open_stream([127, 0, 0, 11], port, id, Some(&ann))
        .await
        .unwrap_err();
    assert_eq!(status, 429, "{body}");
    assert!(body.contains("this player"), "{body}");
    // A stream that closes gives its place back.
    drop(open.remove(0));
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    assert!(open_stream([127, 0, 0, 9], port, id, None).await.is_ok());
    server.kill();
}

#[tokio::test]
async fn tournaments_made_a_day_and_their_live_streams_are_capped() {
    use futures_util::StreamExt;
    let (_dir, server) =
        started_with(&["--tournaments-per-day", "1", "--streams-per-address", "2"]);
    let port = server.port;
    let ann = server.player("Ann");
    let now_ms = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_millis() as i64;
    let arena = json!({"kind": "arena", "name": "Evening", "starts_ms": now_ms + 600_000,
        "minutes": 30, "tracks": [crate::common::STRAIGHT.replace(">.", ">>")],
        "move_seconds": 30, "max_players": 10});
    let (status, made) = server.call(
        "POST",
        "/api/v1/tournaments",
        Some(&ann),
        Some(arena.clone()),
    );
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_str().unwrap();
    // The second of the day is refused, however it is asked for.
    for _ in 0..3 {
        let (status, body) = server.call(
            "POST",
            "/api/v1/tournaments",
            Some(&ann),
            Some(arena.clone()),
        );
        assert_eq!(
            (status, body["error"].as_str()),
            (429, Some("too_many_tournaments"))
        );
    }
    // Its live stream says where it stands first; an address holds two at most.
    let path = format!("/api/v1/tournaments/{id}/live");
    let mut open = Vec::new();
    for _ in 0..2 {
        let mut socket = open_stream([127, 0, 0, 12], port, &path, None)
            .await
            .unwrap();
        let first = tokio::time::timeout(std::time::Duration::from_secs(10), socket.next())
            .await
            .unwrap()
            .unwrap()
            .unwrap();
        assert_eq!(first.to_text().unwrap(), r#"{"state":"upcoming"}"#);
        open.push(socket);
    }
    let (status, _, body) = open_stream([127, 0, 0, 12], port, &path, None)
        .await
        .unwrap_err();
    assert_eq!(status, 429, "{body}");
    assert!(body.contains("too_many_streams"), "{body}");
    // No stream for a tournament nobody made.
    let (status, _, body) = open_stream(
        [127, 0, 0, 13],
        port,
        "/api/v1/tournaments/ZZZZZZZZ/live",
        None,
    )
    .await
    .unwrap_err();
    assert_eq!(status, 404, "{body}");
    server.kill();
}

#[test]
fn the_open_file_limit_is_raised_to_its_hard_limit_and_caps_the_connections() {
    let (_, hard) = rlimit::getrlimit(rlimit::Resource::NOFILE).unwrap();
    let (_dir, server) = started_with(&["--max-connections", "100000000"]);
    let sample = |name: &str| crate::hostile::metric(server.port, name);
    let limit = sample("racetrack_open_files_limit").expect("the gauge");
    // Raised to the hard limit the server inherited from this test.
    assert_eq!(limit, hard);
    assert_eq!(sample("racetrack_max_connections"), Some(limit - 256));
    server.kill();
}
