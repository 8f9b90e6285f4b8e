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
