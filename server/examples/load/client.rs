//! The generator's HTTP client (keep-alive connections, `hyper-util`) and the server instances
//! it starts and measures.

use std::net::{IpAddr, Ipv4Addr, TcpListener};
use std::process::{Child, Command, Stdio};
use std::time::Duration;

use http_body_util::{BodyExt, Full};
use hyper::body::Bytes;
use hyper_util::client::legacy::Client;
use hyper_util::client::legacy::connect::HttpConnector;
use hyper_util::rt::TokioExecutor;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// A pool of keep-alive HTTP connections.
#[derive(Clone)]
pub struct Http(Client<HttpConnector, Full<Bytes>>);

impl Http {
    pub fn new() -> Http {
        Http::from(None)
    }

    /// A pool whose connections leave from `local` (a player's own loopback address), or
    /// from the address the system picks.
    pub fn from(local: Option<IpAddr>) -> Http {
        let mut connector = HttpConnector::new();
        connector.set_local_address(local);
        Http(
            Client::builder(TokioExecutor::new())
                // Under the server's header read timeout (10 s), which closes an idle
                // keep-alive connection: a connection reused as the server closed it fails
                // (hyper's `IncompleteMessage`), and was counted as an error of the server.
                .pool_idle_timeout(Duration::from_secs(5))
                .pool_max_idle_per_host(4096)
                .build(connector),
        )
    }

    /// One request: the status (0 when no answer came) and the body, read only where it is
    /// used (a move's answer, the whole game, is not: parsing it was about a sixth of
    /// the generator's time).
    pub async fn call(
        &self,
        port: u16,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<&Value>,
    ) -> (u16, Answer) {
        let mut request = hyper::Request::builder()
            .method(method)
            .uri(format!("http://127.0.0.1:{port}{path}"))
            .header("content-type", "application/json");
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let body = body.map(|b| b.to_string()).unwrap_or_default();
        let Ok(request) = request.body(Full::new(Bytes::from(body))) else {
            return (0, Answer::default());
        };
        let Ok(Ok(response)) =
            tokio::time::timeout(Duration::from_secs(30), self.0.request(request)).await
        else {
            return (0, Answer::default());
        };
        let status = response.status().as_u16();
        let Ok(bytes) = response.into_body().collect().await else {
            return (status, Answer::default());
        };
        (status, Answer(bytes.to_bytes()))
    }
}

/// An answer's body as it came.
#[derive(Default)]
pub struct Answer(Bytes);

impl Answer {
    /// The body as a `T`, `None` when it is not one.
    pub fn parse<T: DeserializeOwned>(&self) -> Option<T> {
        serde_json::from_slice(&self.0).ok()
    }
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&String::from_utf8_lossy(&self.0))
    }
}

impl Http {
    /// A GET's body as text (`/metrics`), `None` without a 200.
    pub async fn text(&self, port: u16, path: &str) -> Option<String> {
        let request = hyper::Request::get(format!("http://127.0.0.1:{port}{path}"))
            .body(Full::new(Bytes::new()))
            .ok()?;
        let response = self.0.request(request).await.ok()?;
        if response.status() != 200 {
            return None;
        }
        let bytes = response.into_body().collect().await.ok()?.to_bytes();
        String::from_utf8(bytes.to_vec()).ok()
    }
}

/// A live stream.
pub type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// Opens the WebSocket `url` on the instance at `port`, from `local` when given.
pub async fn websocket(url: &str, port: u16, local: Option<IpAddr>) -> Result<Socket, String> {
    let Some(local) = local else {
        return tokio_tungstenite::connect_async(url)
            .await
            .map(|(socket, _)| socket)
            .map_err(|e| e.to_string());
    };
    let socket = tokio::net::TcpSocket::new_v4().map_err(|e| e.to_string())?;
    socket
        .bind((local, 0).into())
        .map_err(|e| format!("binding {local}: {e}"))?;
    let stream = socket
        .connect((Ipv4Addr::LOCALHOST, port).into())
        .await
        .map_err(|e| e.to_string())?;
    tokio_tungstenite::client_async(url, tokio_tungstenite::MaybeTlsStream::Plain(stream))
        .await
        .map(|(socket, _)| socket)
        .map_err(|e| e.to_string())
}

/// Player `k`'s own loopback address, 127.1.0.1 and on (Linux routes all of 127.0.0.0/8 to the
/// loopback interface).
pub fn own_address(k: usize) -> IpAddr {
    IpAddr::V4(Ipv4Addr::new(
        127,
        1 + (k / 62_500) as u8,
        (k / 250 % 250) as u8,
        (k % 250 + 1) as u8,
    ))
}

/// A `racetrack-server` process.
pub struct Instance {
    pub child: Child,
    pub port: u16,
}

impl Instance {
    /// Starts `binary` on database `db`. With `one_address` (every player on the generator's
    /// one address) the limits that count an address, a token or a player are raised out of
    /// the benchmark's way; without it (each player on its own address) the server runs with
    /// its defaults.
    pub fn start(binary: &std::path::Path, db: &str, one_address: bool) -> Instance {
        let port = TcpListener::bind("127.0.0.1:0")
            .unwrap()
            .local_addr()
            .unwrap()
            .port();
        let mut command = Command::new(binary);
        command.args(["--addr", &format!("127.0.0.1:{port}"), "--db", db]);
        if one_address {
            command
                .args(["--address-rate", "1000000", "--token-rate", "1000"])
                // Every simulated player connects from this one address.
                .args([
                    "--players-per-hour",
                    "1000000",
                    "--connections-per-address",
                    "1000000",
                ])
                .args(["--max-connections", "1000000"])
                .args([
                    "--streams-per-address",
                    "1000000",
                    "--streams-per-player",
                    "1000000",
                ]);
        }
        let child = command
            .stdout(Stdio::null())
            .stderr(Stdio::inherit())
            .spawn()
            .unwrap_or_else(|e| panic!("{}: {e}", binary.display()));
        while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
            std::thread::sleep(Duration::from_millis(20));
        }
        Instance { child, port }
    }

    /// Peak resident memory (VmHWM), KiB.
    pub fn peak_kib(&self) -> Option<u64> {
        status_kib(self.child.id(), "VmHWM:")
    }

    /// Resident memory now (VmRSS), KiB.
    pub fn resident_kib(&self) -> Option<u64> {
        status_kib(self.child.id(), "VmRSS:")
    }

    /// CPU time used so far (user + system), seconds.
    pub fn cpu_seconds(&self) -> f64 {
        cpu_seconds(&self.child.id().to_string())
    }
}

impl Drop for Instance {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn status_kib(pid: u32, field: &str) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with(field))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

/// CPU time of process `pid` (`self` for this one), user + system, in seconds.
pub fn cpu_seconds(pid: &str) -> f64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return f64::NAN;
    };
    // After the command's name in parentheses: state is field 3; utime, stime are 14, 15.
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return f64::NAN;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = fields.get(11..13).map_or(f64::NAN, |t| {
        t.iter().filter_map(|f| f.parse::<f64>().ok()).sum()
    });
    // The kernel's USER_HZ: 100 on Linux.
    ticks / 100.0
}

/// A request body of the API's types as JSON.
pub fn json(body: impl Serialize) -> Value {
    serde_json::to_value(body).expect("an API body serialises")
}
