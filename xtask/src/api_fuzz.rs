//! The API fuzzed against its own document: `racetrack-server` on a fresh SQLite file, a player
//! token, then `schemathesis` (named by the `SCHEMATHESIS` variable, else found on the PATH,
//! else installed from PyPI into the virtual environment `SCHEMATHESIS_VENV` names, as `.ci/run`
//! asks: in the background while the tests build) generates requests from `/api/v1/openapi.json` for every
//! operation and checks that none is answered 5xx, and that every answer's status, content type
//! and body are the document's. The live stream (a WebSocket) is left out: its handshake is not
//! HTTP's request and answer.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::thread::JoinHandle;

use crate::Result;
use crate::game_server::{GameServer, exchange};
use crate::process::on_path;

/// The schemathesis version installed into `SCHEMATHESIS_VENV`.
const VERSION: &str = "4.32.5";

/// Where schemathesis comes from: found, being installed, or nowhere.
pub enum Fuzzer {
    Found(PathBuf),
    Installing(JoinHandle<std::result::Result<PathBuf, String>>),
    Missing,
}

/// schemathesis named by `SCHEMATHESIS`, else in `SCHEMATHESIS_VENV` (installed there on a
/// thread of its own when it is not: `pip` waits on the network while the tests build), else
/// on the PATH.
pub fn prepare(root: &Path) -> Fuzzer {
    if let Some(path) = std::env::var_os("SCHEMATHESIS") {
        return Fuzzer::Found(path.into());
    }
    // The pinned version in SCHEMATHESIS_VENV before any other on the PATH.
    let Some(venv) = std::env::var_os("SCHEMATHESIS_VENV").map(|v| root.join(v)) else {
        return find().map_or(Fuzzer::Missing, Fuzzer::Found);
    };
    let program = venv.join("bin").join("schemathesis");
    if program.is_file() {
        return Fuzzer::Found(program);
    }
    let log = crate::dist::target_dir(root).join("schemathesis-install.log");
    println!(
        "xtask: installing schemathesis {VERSION} into {} in the background (its output in {})",
        venv.display(),
        log.display()
    );
    Fuzzer::Installing(std::thread::spawn(move || {
        install(&venv, &log).map(|()| program).map_err(|e| {
            format!(
                "schemathesis could not be installed into {}: {e} (see {})",
                venv.display(),
                log.display()
            )
        })
    }))
}

/// A virtual environment at `venv` with schemathesis in it, the commands' output in `log`.
fn install(venv: &Path, log: &Path) -> std::result::Result<(), String> {
    let pip = venv.join("bin").join("pip");
    let venv_arg = venv.as_os_str().to_owned();
    let package = format!("schemathesis=={VERSION}");
    let steps: [(&std::ffi::OsStr, Vec<&std::ffi::OsStr>); 2] = [
        (
            "python3".as_ref(),
            vec!["-m".as_ref(), "venv".as_ref(), &venv_arg],
        ),
        (
            pip.as_os_str(),
            vec!["install".as_ref(), "-q".as_ref(), package.as_ref()],
        ),
    ];
    if let Some(dir) = log.parent() {
        std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    }
    let file = std::fs::File::create(log).map_err(|e| format!("{}: {e}", log.display()))?;
    for (program, args) in steps {
        let out = file.try_clone().map_err(|e| e.to_string())?;
        let err = file.try_clone().map_err(|e| e.to_string())?;
        let status = Command::new(program)
            .args(args)
            .stdin(Stdio::null())
            .stdout(out)
            .stderr(err)
            .status()
            .map_err(|e| format!("{}: {e}", program.to_string_lossy()))?;
        if !status.success() {
            return Err(format!("{} ended with {status}", program.to_string_lossy()));
        }
    }
    Ok(())
}

/// Operations tested and failed, or `None` when schemathesis is not installed here (outside CI).
pub fn fuzz(root: &Path, fuzzer: Fuzzer) -> Result<Option<(u64, bool)>> {
    let found = match fuzzer {
        Fuzzer::Found(path) => Some(path),
        Fuzzer::Installing(install) => {
            let installed = install
                .join()
                .map_err(|_| "the installation of schemathesis panicked")?;
            Some(installed?)
        }
        Fuzzer::Missing => None,
    };
    let Some(schemathesis) = found else {
        if std::env::var_os("CI").is_some() {
            return Err(
                "schemathesis is not installed (.ci/run has it installed: SCHEMATHESIS_VENV)"
                    .into(),
            );
        }
        println!(
            "xtask: schemathesis is not installed: the API is not fuzzed (not counted); \
             `pip install schemathesis=={VERSION}` and set SCHEMATHESIS to run it, or set \
             SCHEMATHESIS_VENV to a folder to install it in"
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
    let token = player_token(port).inspect_err(|_| {
        // The server's own account of it, for a run whose artifacts are gone.
        let log = crate::dist::target_dir(root).join("e2e-artifacts/api-fuzz.log");
        let text = std::fs::read_to_string(&log).unwrap_or_default();
        let lines: Vec<&str> = text.lines().collect();
        eprintln!("xtask: the end of {}:", log.display());
        for line in &lines[lines.len().saturating_sub(30)..] {
            eprintln!("  {line}");
        }
    })?;
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

/// A new player's token, for the operations that need one. Asked up to five times: the
/// machine is loaded here (the site builds beside the fuzz), and one CI run met a connection
/// reset on this first request.
fn player_token(port: u16) -> Result<String> {
    let mut last = String::new();
    for attempt in 0..5 {
        if attempt > 0 {
            std::thread::sleep(std::time::Duration::from_millis(500));
        }
        match exchange(port, "POST /api/v1/players", Some(r#"{"name":"Fuzzer"}"#)) {
            Ok((201 | 200, body)) => {
                let value: serde_json::Value = serde_json::from_str(&body)?;
                return value["token"]
                    .as_str()
                    .map(str::to_owned)
                    .ok_or_else(|| format!("no player token: {body}").into());
            }
            Ok((status, body)) => last = format!("{status} {body}"),
            Err(e) => last = e.to_string(),
        }
        eprintln!(
            "xtask: a player for the fuzz, attempt {}: {last}",
            attempt + 1
        );
    }
    Err(format!("no player for the fuzz after five attempts: {last}").into())
}
