//! The game server for the browser suite's online tests: `racetrack-server` (the build the
//! native tests made) on a free port, on a fresh SQLite file, serving `dist/` and the API;
//! stopped when dropped.
//!
//! After `cargo test --workspace` the binary is there, built with the features of the whole
//! workspace and its tests ([`tests_built_it`]); `cargo build -p racetrack-server` would build
//! it and some fifty of its dependencies again with the server's own features (three minutes on
//! a fresh machine), so it is built here only when no test build came first (`--browser-only`,
//! [`build_for_browser_only`]).

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::thread::sleep;
use std::time::{Duration, Instant};

use crate::process::{cargo, run};
use crate::{Result, dist};

/// Whether `target/debug/racetrack-server` is up to date: the native tests or an earlier start
/// built it in this run.
static BUILT: AtomicBool = AtomicBool::new(false);

/// Says that `cargo test --workspace` has just built the server (for its own tests).
pub fn tests_built_it() {
    BUILT.store(true, Ordering::Relaxed);
}

/// Alone (`--browser-only`, no test build first): builds the server and the `racetrack` command
/// the specs run, in one build; returns the command's path.
pub fn build_for_browser_only(root: &Path) -> Result<std::path::PathBuf> {
    run(
        cargo().args([
            "build",
            "-p",
            "racetrack-server",
            "-p",
            "racetrack-cli",
            "--bin",
            "racetrack-server",
            "--bin",
            "racetrack",
        ]),
        root,
    )?;
    BUILT.store(true, Ordering::Relaxed);
    Ok(crate::suite::test_build_command_line(root))
}

/// A running game server.
pub struct GameServer {
    child: Child,
    /// Its address, `http://127.0.0.1:PORT/`.
    pub url: String,
    /// Its port.
    pub port: u16,
}

impl GameServer {
    /// Builds (when needed) and starts the server; returns once it answers.
    pub fn start(root: &Path) -> Result<GameServer> {
        GameServer::start_with(root, "online", None, &[])
    }

    /// The same named `name` (its log `NAME.log`) on database `db`, or a fresh SQLite file
    /// `NAME.db`, with more arguments.
    pub fn start_with(
        root: &Path,
        name: &str,
        db: Option<&str>,
        more: &[&str],
    ) -> Result<GameServer> {
        if !BUILT.load(Ordering::Relaxed) {
            run(cargo().args(["build", "-p", "racetrack-server"]), root)?;
            BUILT.store(true, Ordering::Relaxed);
        }
        let target = dist::target_dir(root);
        let artifacts = target.join("e2e-artifacts");
        std::fs::create_dir_all(&artifacts)?;
        let file = artifacts.join(format!("{name}.db"));
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", file.display()));
        }
        let db = db.map_or_else(|| format!("sqlite://{}", file.display()), str::to_owned);
        let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let log = std::fs::File::create(artifacts.join(format!("{name}.log")))?;
        let child = Command::new(target.join("debug/racetrack-server"))
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .args(["--db", &db])
            .arg("--site")
            .arg(root.join("dist"))
            // The whole browser suite makes its players and opens its streams from this one
            // address.
            .args(["--players-per-hour", "10000"])
            .args(["--streams-per-address", "10000"])
            // "Play now" races a bot of the server's after 2 s alone.
            .args(["--pairing-bot-after", "2"])
            .args(more)
            .stdout(Stdio::from(log.try_clone()?))
            .stderr(Stdio::from(log))
            .current_dir(root)
            .spawn()
            .map_err(|e| format!("cannot start racetrack-server: {e}"))?;
        let mut server = GameServer {
            child,
            url: format!("http://127.0.0.1:{port}/"),
            port,
        };
        // Ready means `/readyz` answers 200 over HTTP: a connection alone can be the probe's
        // own socket (Linux connects a local port to itself when it picks that port as the
        // source), and the database may still be opening.
        let began = Instant::now();
        while !matches!(exchange(port, "GET /readyz", None), Ok((200, _))) {
            if began.elapsed() > Duration::from_secs(60) || server.child.try_wait()?.is_some() {
                return Err(format!(
                    "racetrack-server did not start (see e2e-artifacts/{name}.log)"
                )
                .into());
            }
            sleep(Duration::from_millis(50));
        }
        println!(
            "xtask: the game server for the online tests on {}",
            server.url
        );
        Ok(server)
    }
}

/// One HTTP/1.1 request to 127.0.0.1:`port` (`line` is its method and path; `body`, when
/// given, JSON) on a connection of its own, closed after: the answer's status and body.
pub fn exchange(port: u16, line: &str, body: Option<&str>) -> std::io::Result<(u16, String)> {
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    stream.set_read_timeout(Some(Duration::from_secs(30)))?;
    let body = body.unwrap_or("");
    write!(
        stream,
        "{line} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    let (head, body) = answer.split_once("\r\n\r\n").unwrap_or((&answer, ""));
    let status = head
        .strip_prefix("HTTP/1.1 ")
        .and_then(|rest| rest.get(..3))
        .and_then(|code| code.parse().ok())
        .ok_or_else(|| std::io::Error::other(format!("not an HTTP answer: {head:.80}")))?;
    Ok((status, body.to_owned()))
}

/// A throwaway PostgreSQL database on the server `DATABASE_URL` names (made with `psql`,
/// dropped when this is), for game servers that share one database.
pub struct SharedDatabase {
    base: String,
    name: String,
    /// Its URL.
    pub url: String,
}

impl SharedDatabase {
    /// A new database, or `None` when `DATABASE_URL` names no PostgreSQL server.
    pub fn make() -> Result<Option<SharedDatabase>> {
        let Some(base) = std::env::var("DATABASE_URL")
            .ok()
            .filter(|u| u.starts_with("postgres"))
        else {
            return Ok(None);
        };
        let name = format!("racetrack_e2e_{}", std::process::id());
        psql(&base, &format!("CREATE DATABASE {name}"))?;
        let (head, _) = base
            .rsplit_once('/')
            .ok_or("DATABASE_URL names no database")?;
        Ok(Some(SharedDatabase {
            url: format!("{head}/{name}"),
            base,
            name,
        }))
    }
}

impl Drop for SharedDatabase {
    fn drop(&mut self) {
        let _ = psql(
            &self.base,
            &format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name),
        );
    }
}

fn psql(url: &str, statement: &str) -> Result<()> {
    let status = Command::new("psql")
        .args([url, "-q", "-c", statement])
        .stdout(Stdio::null())
        .status()
        .map_err(|e| format!("psql: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("psql could not run {statement:?}").into())
    }
}

impl Drop for GameServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
