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

/// The head of the answer to a GET of `path` (with `Accept-Encoding: br, gzip`), lowercase.
fn head(port: u16, path: &str) -> String {
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
