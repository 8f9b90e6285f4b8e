//! A PostgreSQL server of a test's own (`initdb` in a temporary folder, on a free port), to stop
//! and start again without touching the machine's. Run as the `postgres` user when the test
//! runs as root (PostgreSQL refuses root).

use std::path::PathBuf;
use std::process::{Command, Output};

/// A private PostgreSQL server.
pub struct Private {
    bin: PathBuf,
    dir: tempfile::TempDir,
    /// Its port on 127.0.0.1.
    pub port: u16,
}

/// Whether this test runs as root.
fn root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|o| o.stdout.trim_ascii() == b"0")
}

fn as_postgres(program: PathBuf) -> Command {
    if root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(program);
        command
    } else {
        Command::new(program)
    }
}

fn checked(what: &str, output: std::io::Result<Output>) {
    let output = output.unwrap_or_else(|e| panic!("{what}: {e}"));
    assert!(
        output.status.success(),
        "{what}: {}{}",
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr)
    );
}

impl Private {
    /// A new server, started; `None` when PostgreSQL's programs are not installed.
    pub fn start() -> Option<Private> {
        let bin = Command::new("pg_config").arg("--bindir").output().ok()?;
        let bin = PathBuf::from(String::from_utf8(bin.stdout).ok()?.trim());
        if !bin.join("initdb").exists() {
            return None;
        }
        let dir = tempfile::tempdir().unwrap();
        if root() {
            checked(
                "chown",
                Command::new("chown")
                    .args(["-R", "postgres"])
                    .arg(dir.path())
                    .output(),
            );
        }
        checked(
            "initdb",
            as_postgres(bin.join("initdb"))
                .args(["-A", "trust", "-U", "postgres", "-D"])
                .arg(dir.path().join("data"))
                .output(),
        );
        let port = std::net::TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let server = Private { bin, dir, port };
        server.up();
        Some(server)
    }

    /// The URL of its `postgres` database.
    pub fn url(&self) -> String {
        format!("postgres://postgres@127.0.0.1:{}/postgres", self.port)
    }

    /// Starts it (waiting until it takes connections).
    pub fn up(&self) {
        let options = format!(
            "-p {} -k {} -c listen_addresses=127.0.0.1",
            self.port,
            self.dir.path().display()
        );
        checked(
            "pg_ctl start",
            as_postgres(self.bin.join("pg_ctl"))
                .arg("-D")
                .arg(self.dir.path().join("data"))
                .args(["-o", &options, "-l"])
                .arg(self.dir.path().join("log"))
                .args(["-w", "start"])
                .output(),
        );
    }

    /// Stops it at once, as a crash would (`-m immediate`).
    pub fn down(&self) {
        checked(
            "pg_ctl stop",
            as_postgres(self.bin.join("pg_ctl"))
                .arg("-D")
                .arg(self.dir.path().join("data"))
                .args(["-m", "immediate", "-w", "stop"])
                .output(),
        );
    }
}

impl Drop for Private {
    fn drop(&mut self) {
        let _ = as_postgres(self.bin.join("pg_ctl"))
            .arg("-D")
            .arg(self.dir.path().join("data"))
            .args(["-m", "immediate", "stop"])
            .output();
    }
}
