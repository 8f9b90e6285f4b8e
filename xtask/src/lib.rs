//! Build, serve and test helper for Racetrack, run as `cargo xtask <command>` (the entry point
//! is `src/main.rs`; why it is built as a test target: `.cargo/config.toml`).
//!
//! Everything a developer or CI needs goes through cargo alone: `dist` builds the static site,
//! `serve` builds and serves it, `lint` runs rustfmt and clippy, `test` runs the lint checks,
//! the native tests and the browser suite, `load` runs the online load benchmark, `icons`
//! renders the app icons.

mod api_fuzz;
mod catalogs;
mod compress;
mod decor;
mod dist;
mod doc_lists;
mod game_server;
mod icons;
mod inline;
mod lint;
mod load;
mod minify;
mod offline;
mod perf;
mod prerender;
mod process;
mod serve;
mod split;
mod split_keep;
mod suite;
mod words;

use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The error type of every xtask step: a message for the person at the terminal.
pub type Error = Box<dyn std::error::Error>;

/// The result type of every xtask step.
pub type Result<T> = std::result::Result<T, Error>;

/// An error already printed, so that the last line stays where it is (the test totals).
#[derive(Debug)]
pub struct Reported;

impl std::fmt::Display for Reported {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("failed (see above)")
    }
}

impl std::error::Error for Reported {}

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  dist                  build the static site into dist/ (release wasm, bindings, levels,
                        the service worker sw.js stamped with the site's version)
  serve [--port PORT]   build dist/ and serve it on http://127.0.0.1:PORT (default 8080)
  lint                  cargo fmt --check, clippy natively and for wasm32 (warnings denied),
                        and every source file and test module named in docs/architecture.md
  test                  run every test: lint, cargo test --workspace, then the browser suite
  test --browser-only   only the browser suite (dist, Chromium, Playwright; not the
                        performance report, which is `perf`)
  test --grep PATTERN   only the browser tests whose file or title matches PATTERN
                        (a regular expression, e.g. --grep offline); combines with
                        --browser-only (the performance report is `perf`'s)
  perf                  the performance report (a benchmark, not a test): builds dist/ and
                        the release command line, then measures the wasm's sizes, the slow
                        phone's first seconds, the solvers in Chromium beside native, the
                        coach and the big boards' frames (target/e2e-artifacts/perf.json)
  load [--db sqlite|postgres] [--instances N] [--games G] [--seconds S]
       [--think-ms T] [--idle N]
                        the online load benchmark: starts N release servers on one
                        database (PostgreSQL: a throwaway database on DATABASE_URL's
                        server) and plays G games of 2-4 built-in drivers for S seconds
                        through the API (each player thinking T ms a move); --idle N
                        holds N idle live streams instead
  api-fuzz              schemathesis against the server's /api/v1/openapi.json (the test
                        step of the same name; SCHEMATHESIS names the program, else it is
                        in or installed into SCHEMATHESIS_VENV when set, else on the PATH)
  icons                 render www/icons/*.png from www/favicon.svg with Chromium
  decor                 paint levels/NAME.decor.png for every level
";

/// Runs the command the arguments name, printing what fails.
pub fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match run(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            if !error.is::<Reported>() {
                eprintln!("xtask: error: {error}");
            }
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
        Some("lint") if args.len() == 1 => lint::lint(&root, true)?.into_result(),
        Some("test") => suite::test(&root, &parse_test_options(&args[1..])?),
        Some("load") => load::load(&root, &args[1..]),
        Some("perf") if args.len() == 1 => perf::perf(&root),
        Some("api-fuzz") if args.len() == 1 => {
            match api_fuzz::fuzz(&root, api_fuzz::prepare(&root))? {
                Some((_, true)) | None => Ok(()),
                Some((_, false)) => {
                    Err("the API fuzz found answers the document does not allow".into())
                }
            }
        }
        Some("decor") if args.len() == 1 => decor::decor(&root),
        Some("icons") if args.len() == 1 => icons::icons(&root, &suite::chromium_path()),
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

/// Reads `test`'s flags: `--browser-only`, `--grep PATTERN` (or `--grep=PATTERN`).
fn parse_test_options(args: &[String]) -> Result<suite::Options> {
    let mut options = suite::Options::default();
    let mut args = args.iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--browser-only" => options.browser_only = true,
            "--grep" => match args.next() {
                Some(pattern) => options.grep = Some(pattern.clone()),
                None => return Err("--grep needs a pattern".into()),
            },
            _ if arg.starts_with("--grep=") => options.grep = Some(arg["--grep=".len()..].into()),
            _ => {
                return Err(format!(
                    "test takes only --browser-only and --grep PATTERN, got {arg:?}"
                )
                .into());
            }
        }
    }
    if options.grep.as_deref() == Some("") {
        return Err("--grep needs a non-empty pattern".into());
    }
    Ok(options)
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
    use super::{parse_port, parse_test_options};
    use crate::suite::Options;

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
    fn test_flags_are_read() {
        assert_eq!(parse_test_options(&[]).unwrap(), Options::default());
        assert_eq!(
            parse_test_options(&strings(&["--grep", "offline", "--browser-only"])).unwrap(),
            Options {
                browser_only: true,
                grep: Some("offline".into())
            }
        );
        assert_eq!(
            parse_test_options(&strings(&["--grep=share|menu"]))
                .unwrap()
                .grep
                .as_deref(),
            Some("share|menu")
        );
        assert!(parse_test_options(&strings(&["--grep"])).is_err());
        assert!(parse_test_options(&strings(&["--grep="])).is_err());
        assert!(parse_test_options(&strings(&["--native-only"])).is_err());
    }

    #[test]
    fn bad_port_is_an_error() {
        assert!(parse_port(&strings(&["--port", "http"])).is_err());
        assert!(parse_port(&strings(&["--port", "70000"])).is_err());
        assert!(parse_port(&strings(&["--verbose"])).is_err());
    }
}
