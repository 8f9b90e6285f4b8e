//! Build, serve and test helper for Racetrack, run as `cargo xtask <command>`.
//!
//! Everything a developer or CI needs goes through cargo alone: `dist` builds the static site,
//! `serve` builds and serves it, `test` runs the native tests and the browser suite.

mod dist;
mod process;
mod serve;
mod suite;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The error type of every xtask step: a message for the person at the terminal.
pub type Error = Box<dyn std::error::Error>;

/// The result type of every xtask step.
pub type Result<T> = std::result::Result<T, Error>;

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  dist                  build the static site into dist/ (release wasm, bindings, levels)
  serve [--port PORT]   build dist/ and serve it on http://127.0.0.1:PORT (default 8080)
  test                  run every test: cargo test --workspace, then the browser suite
  test --browser-only   only the browser suite (dist, Chromium, Playwright)
";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("xtask: error: {error}");
            ExitCode::FAILURE
        }
    }
}

fn run(args: &[String]) -> Result<()> {
    let root = repo_root();
    match args.first().map(String::as_str) {
        Some("dist") if args.len() == 1 => dist::dist(&root).map(drop),
        Some("serve") => {
            let port = parse_port(&args[1..])?;
            serve::serve_forever(&root, port)
        }
        Some("test") => match &args[1..] {
            [] => suite::test(&root, true),
            [flag] if flag == "--browser-only" => suite::test(&root, false),
            _ => Err(format!("test takes only --browser-only, got {:?}", &args[1..]).into()),
        },
        Some("-h" | "--help" | "help") => {
            print!("{USAGE}");
            Ok(())
        }
        _ => Err(format!("unknown command line {args:?}\n{USAGE}").into()),
    }
}

/// Reads `--port PORT` (or `--port=PORT`); 8080 when absent.
fn parse_port(args: &[String]) -> Result<u16> {
    let value = match args {
        [] => return Ok(8080),
        [flag, value] if flag == "--port" => value.as_str(),
        [flag] if flag.starts_with("--port=") => &flag["--port=".len()..],
        _ => return Err(format!("serve takes only --port PORT, got {args:?}").into()),
    };
    value
        .parse()
        .map_err(|_| format!("--port needs a number from 0 to 65535, got {value:?}").into())
}

/// The workspace root: the parent of this crate's directory.
fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the xtask crate lives inside the workspace")
        .to_path_buf()
}

#[cfg(test)]
mod tests {
    use super::parse_port;

    fn strings(args: &[&str]) -> Vec<String> {
        args.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn port_defaults_to_8080() {
        assert_eq!(parse_port(&[]).unwrap(), 8080);
    }

    #[test]
    fn port_flag_is_read_in_both_spellings() {
        assert_eq!(parse_port(&strings(&["--port", "9000"])).unwrap(), 9000);
        assert_eq!(parse_port(&strings(&["--port=0"])).unwrap(), 0);
    }

    #[test]
    fn bad_port_is_an_error() {
        assert!(parse_port(&strings(&["--port", "http"])).is_err());
        assert!(parse_port(&strings(&["--port", "70000"])).is_err());
        assert!(parse_port(&strings(&["--verbose"])).is_err());
    }
}
