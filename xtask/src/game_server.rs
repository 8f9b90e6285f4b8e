//! The game server for the browser suite's online tests: `racetrack-server` (the build the
//! native tests made) on a free port, on a fresh SQLite file, serving `dist/` and the API;
//! stopped when dropped.

use std::net::{TcpListener, TcpStream};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use crate::process::{cargo, run};
use crate::{Result, dist};

/// A running game server.
pub struct GameServer {
    child: Child,
    /// Its address, `http://127.0.0.1:PORT/`.
    pub url: String,
}

impl GameServer {
    /// Builds (when needed) and starts the server; returns once it answers.
    pub fn start(root: &Path) -> Result<GameServer> {
        GameServer::start_with(root, "online", &[])
    }

    /// The same on a fresh database `NAME.db` (its log `NAME.log`), with more arguments.
    pub fn start_with(root: &Path, name: &str, more: &[&str]) -> Result<GameServer> {
        run(cargo().args(["build", "-p", "racetrack-server"]), root)?;
        let target = dist::target_dir(root);
        let artifacts = target.join("e2e-artifacts");
        std::fs::create_dir_all(&artifacts)?;
        let db = artifacts.join(format!("{name}.db"));
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", db.display()));
        }
        let port = TcpListener::bind("127.0.0.1:0")?.local_addr()?.port();
        let log = std::fs::File::create(artifacts.join(format!("{name}.log")))?;
        let child = Command::new(target.join("debug/racetrack-server"))
            .args(["--addr", &format!("127.0.0.1:{port}")])
            .args(["--db", &format!("sqlite://{}", db.display())])
            .arg("--site")
            .arg(root.join("dist"))
            .args(more)
            .stdout(Stdio::from(log.try_clone()?))
            .stderr(Stdio::from(log))
            .current_dir(root)
            .spawn()
            .map_err(|e| format!("cannot start racetrack-server: {e}"))?;
        let mut server = GameServer {
            child,
            url: format!("http://127.0.0.1:{port}/"),
        };
        let began = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            if began.elapsed() > Duration::from_secs(30) || server.child.try_wait()?.is_some() {
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

impl GameServer {
    /// Its port.
    pub fn port(&self) -> u16 {
        self.url
            .trim_end_matches('/')
            .rsplit(':')
            .next()
            .and_then(|p| p.parse().ok())
            .expect("the server's URL ends with its port")
    }
}

impl Drop for GameServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
