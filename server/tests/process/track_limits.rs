//! The track collection's limits on the real binary over real sockets: publications a player a
//! day (`--tracks-per-day`), the solver's budget for a track published (`--publish-budget`), a
//! body over the limit; and the operator's commands (`racetrack-server tracks ...`) on the same
//! database while it serves.

use std::process::Command;

use serde_json::json;

use crate::common::binary::Server;

/// `racetrack-server --db DB tracks ARGS...`: its exit success and its standard output.
fn operator(db: &str, args: &[&str]) -> (bool, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_racetrack-server"))
        .args(["--db", db, "tracks"])
        .args(args)
        .output()
        .unwrap();
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
    )
}

/// The whole answer to a POST of `body` to `path` with `token`, on its own connection.
fn posted(port: u16, path: &str, token: &str, body: &str) -> String {
    use std::io::{Read, Write};
    let mut stream = std::net::TcpStream::connect(("127.0.0.1", port)).unwrap();
    write!(
        stream,
        "POST {path} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = Vec::new();
    stream.read_to_end(&mut answer).unwrap();
    String::from_utf8_lossy(&answer).into_owned()
}

#[test]
fn publications_a_day_and_the_solver_s_budget_are_capped_and_the_operator_hides_a_track() {
    let dir = tempfile::tempdir().unwrap();
    let db = format!("sqlite://{}", dir.path().join("db.sqlite").display());
    let server = Server::start_with(
        &db,
        &["--tracks-per-day", "2", "--publish-budget", "5000"],
        std::process::Stdio::null(),
    );
    let (status, ann) = server.call(
        "POST",
        "/api/v1/players",
        None,
        Some(json!({"name": "Ann"})),
    );
    assert_eq!(status, 201);
    let ann = ann["token"].as_str().unwrap().to_owned();
    let (_, bob) = server.call(
        "POST",
        "/api/v1/players",
        None,
        Some(json!({"name": "Bob"})),
    );
    let bob = bob["token"].as_str().unwrap().to_owned();
    let publish = |token: &str, name: &str, track: &str| {
        server.call(
            "POST",
            "/api/v1/tracks",
            Some(token),
            Some(json!({"name": name, "track": track})),
        )
    };
    // A wide open field whose finish is walled off: the search would have to visit every
    // configuration to say so; it stops at the budget.
    let mut rows = vec!["#".repeat(82)];
    rows.push(format!("#>{}###*#", ".".repeat(76)));
    for _ in 0..60 {
        rows.push(format!("#{}####", ".".repeat(77)));
    }
    rows.push("#".repeat(82));
    let (status, body) = publish(&ann, "Walled field", &rows.join("\n"));
    assert_eq!(
        (status, body["error"].as_str()),
        (422, Some("unsolvable")),
        "{body}"
    );
    assert!(body["message"].as_str().unwrap().contains("5000"), "{body}");
    // Two a day; the third waits, told how long.
    let mut ids = Vec::new();
    for n in 0..2 {
        let track = format!("#######\n#>{}*#\n#######", ".".repeat(3 + n));
        let (status, view) = publish(&ann, &format!("Lane {n}"), &track);
        assert_eq!(status, 201, "{view}");
        ids.push(view["id"].as_str().unwrap().to_owned());
    }
    let head = posted(
        server.port,
        "/api/v1/tracks",
        &ann,
        &json!({"name": "Third", "track": "#####\n#>.*#\n#####"}).to_string(),
    );
    assert!(head.starts_with("HTTP/1.1 429"), "{head}");
    assert!(head.contains("too_many_tracks"), "{head}");
    assert!(
        head.to_ascii_lowercase().contains("retry-after: "),
        "{head}"
    );
    // A body over 64 KiB is refused before it is read.
    let huge = format!("#>{}*#", ".".repeat(70_000));
    let (status, body) = publish(&bob, "Huge", &huge);
    assert_eq!((status, body["error"].as_str()), (413, Some("too_large")));

    // The operator, on the same database while it serves: a report listed, a track hidden.
    let (status, _) = server.call(
        "POST",
        &format!("/api/v1/tracks/{}/report", ids[0]),
        Some(&bob),
        Some(json!({"reason": "Not a track, a line"})),
    );
    assert_eq!(status, 204);
    let (ok, reports) = operator(&db, &["reports"]);
    assert!(
        ok && reports.contains(&ids[0]) && reports.contains("Not a track, a line"),
        "{reports}"
    );
    let (ok, said) = operator(&db, &["hide", &ids[0]]);
    assert!(ok, "{said}");
    let (status, _) = server.call(
        "GET",
        &format!("/api/v1/tracks/{}", ids[0]),
        Some(&bob),
        None,
    );
    assert_eq!(status, 404);
    let (status, _) = server.call(
        "GET",
        &format!("/api/v1/tracks/{}", ids[0]),
        Some(&ann),
        None,
    );
    assert_eq!(status, 200, "its author still sees it");
    let (ok, _) = operator(&db, &["hide", "nosuchtrack"]);
    assert!(!ok);
    server.kill();
}
