//! The real `racetrack-server` binary in a child process, and plain HTTP requests to it.

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::process::{Child, Command, Stdio};
use std::thread::sleep;
use std::time::{Duration, Instant};

use serde_json::{Value, json};

/// A running binary.
pub struct Server {
    /// Its process.
    pub child: Child,
    /// Its port on 127.0.0.1.
    pub port: u16,
}

impl Server {
    /// The binary on database `db`, its log thrown away.
    pub fn start(db: &str) -> Server {
        Server::start_with(db, &[], Stdio::null())
    }

    /// The binary on database `db` with more arguments, its log (stderr) to `log`.
    pub fn start_with(db: &str, more: &[&str], log: Stdio) -> Server {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let child = Command::new(env!("CARGO_BIN_EXE_racetrack-server"))
            .args(["--addr", &format!("127.0.0.1:{port}"), "--db", db])
            .args(more)
            .env("RUST_LOG", "racetrack_server=debug,tower_http=debug")
            .stdout(Stdio::null())
            .stderr(log)
            .spawn()
            .unwrap();
        let began = Instant::now();
        while TcpStream::connect(("127.0.0.1", port)).is_err() {
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "the server did not start"
            );
            sleep(Duration::from_millis(20));
        }
        Server { child, port }
    }

    /// One request on its own connection: the status and the JSON body.
    pub fn call(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<Value>,
    ) -> (u16, Value) {
        call(self.port, method, path, token, body)
    }

    /// A new player called `name`, or `name 2`... when the name is taken: its token.
    pub fn player(&self, name: &str) -> String {
        for n in 1.. {
            let tried = if n == 1 {
                name.to_owned()
            } else {
                format!("{name} {n}")
            };
            let (status, body) = self.call(
                "POST",
                "/api/v1/players",
                None,
                Some(json!({"name": tried})),
            );
            if status == 409 {
                continue;
            }
            assert_eq!(status, 201, "{body}");
            return body["token"].as_str().unwrap().to_owned();
        }
        unreachable!()
    }

    /// SIGKILL: no shutdown, no flush.
    pub fn kill(mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }

    /// SIGTERM: the graceful shutdown; returns the exit status.
    pub fn terminate(mut self) -> std::process::ExitStatus {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(status.success());
        let began = Instant::now();
        loop {
            if let Some(exit) = self.child.try_wait().unwrap() {
                return exit;
            }
            assert!(
                began.elapsed() < Duration::from_secs(20),
                "the server did not stop after SIGTERM"
            );
            sleep(Duration::from_millis(20));
        }
    }
}

/// One request to the server on `port`, on its own connection: the status and the JSON body.
pub fn call(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<Value>,
) -> (u16, Value) {
    let mut stream = TcpStream::connect(("127.0.0.1", port)).unwrap();
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut answer = String::new();
    stream.read_to_string(&mut answer).unwrap();
    let status = answer[9..12].parse().unwrap();
    let json = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, serde_json::from_str(json).unwrap_or(Value::Null))
}
