//! The API fuzzed against its own document: `racetrack-server` on a fresh SQLite file, a player
//! token, then `schemathesis` (installed from PyPI by `.ci/run`, named by the `SCHEMATHESIS`
//! variable or found on the PATH) generates requests from `/api/v1/openapi.json` for every
//! operation and checks that none is answered 5xx, and that every answer's status, content type
//! and body are the document's. The live stream (a WebSocket) is left out: its handshake is not
//! HTTP's request and answer.

use std::io::{Read, Write};
use std::net::TcpStream;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::Result;
use crate::game_server::GameServer;
use crate::process::on_path;

/// Operations tested and failed, or `None` when schemathesis is not installed here (outside CI).
pub fn fuzz(root: &Path) -> Result<Option<(u64, bool)>> {
    let Some(schemathesis) = find() else {
        if std::env::var_os("CI").is_some() {
            return Err("schemathesis is not installed (.ci/run installs it from PyPI)".into());
        }
        println!(
            "xtask: schemathesis is not installed: the API is not fuzzed (not counted); \
             `pip install schemathesis==4.32.5` and set SCHEMATHESIS to run it"
        );
        return Ok(None);
    };
    let server = GameServer::start_with(
        root,
        "api-fuzz",
        None,
        &["--address-rate", "1000000", "--token-rate", "1000000"],
    )?;
    let port = server.port;
    let token = player_token(port)?;
    let output = Command::new(&schemathesis)
        .arg("run")
        .arg(format!("http://127.0.0.1:{port}/api/v1/openapi.json"))
        .args(["--checks", "not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance"])
        .args(["--max-examples", "50", "--seed", "1"])
        .args(["--exclude-path", "/games/{id}/live"])
        .args(["--header", &format!("Authorization: Bearer {token}")])
        .env("SCHEMATHESIS_TELEMETRY", "false")
        .env("NO_COLOR", "1")
        // Its cache (`.schemathesis/`) goes under target/, not into the tree.
        .current_dir(crate::dist::target_dir(root))
        .output()
        .map_err(|e| format!("{}: {e}", schemathesis.display()))?;
    let text = String::from_utf8_lossy(&output.stdout);
    println!("{text}");
    eprint!("{}", String::from_utf8_lossy(&output.stderr));
    let tested = text
        .lines()
        .find_map(|l| l.trim().strip_prefix("Tested: "))
        .and_then(|n| n.trim().parse().ok())
        .unwrap_or(0);
    Ok(Some((tested, output.status.success() && tested > 0)))
}

fn find() -> Option<PathBuf> {
    if let Some(path) = std::env::var_os("SCHEMATHESIS") {
        return Some(path.into());
    }
    on_path("schemathesis").then(|| "schemathesis".into())
}

/// A new player's token, for the operations that need one.
fn player_token(port: u16) -> Result<String> {
    let body = r#"{"name":"Fuzzer"}"#;
    let mut stream = TcpStream::connect(("127.0.0.1", port))?;
    write!(
        stream,
        "POST /api/v1/players HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )?;
    let mut answer = String::new();
    stream.read_to_string(&mut answer)?;
    let json = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    let value: serde_json::Value = serde_json::from_str(json)?;
    value["token"]
        .as_str()
        .map(str::to_owned)
        .ok_or_else(|| format!("no player token: {answer}").into())
}
