//! `cargo xtask lint`: rustfmt and clippy, natively and for the wasm target, warnings denied,
//! the file lists of `docs/architecture.md` ([`crate::doc_lists`]) and the message catalogs
//! ([`crate::catalogs`]). `cargo xtask test` runs
//! these first, but for clippy when its builds lint ([`clippy_in_builds`]).

use std::path::Path;

use crate::Result;
use crate::dist::{WASM_TARGET, ensure_wasm_target};
use crate::doc_lists;
use crate::process::{cargo, run, rustup};

/// One lint check: a name and its cargo arguments.
struct Check {
    name: &'static str,
    args: &'static [&'static str],
}

const CHECKS: [Check; 3] = [
    Check {
        name: "rustfmt",
        args: &["fmt", "--all", "--check"],
    },
    Check {
        name: "clippy (native)",
        args: &[
            "clippy",
            "--workspace",
            "--all-targets",
            "--",
            "-D",
            "warnings",
        ],
    },
    Check {
        // The page's library and the engine under it are what the browser runs: the command
        // line, the server and the tests depend on native-only crates.
        name: "clippy (wasm32)",
        args: &[
            "clippy",
            "-p",
            "racetrack-page",
            "-p",
            "racetrack",
            "--lib",
            "--target",
            WASM_TARGET,
            "--",
            "-D",
            "warnings",
        ],
    },
];

/// The name of the check that `docs/architecture.md` lists every source file and test module.
const DOC_LISTS: &str = "file lists (docs/architecture.md)";

/// The name of the check of the message catalogs ([`crate::catalogs`]).
const CATALOGS: &str = "message catalogs (www/i18n)";

/// The name of the check of words written outside the catalogs ([`crate::words`]).
const WORDS: &str = "words outside the catalogs (src/ui, src/web)";

/// The outcome of the lint checks: how many passed, and the names of those that failed.
pub struct LintReport {
    pub passed: u64,
    pub failed: Vec<&'static str>,
}

/// Whether clippy's driver compiles the workspace's crates in every build (`.cargo/config.toml`:
/// `build.rustc-workspace-wrapper`, with `CLIPPY_ARGS` denying warnings, which cargo also passes
/// to this xtask), so the builds of `cargo xtask test` (the tests, the wasm) lint what they
/// compile and separate `cargo clippy` check builds would only repeat them. Not when
/// `RUSTC_WORKSPACE_WRAPPER` is set to something else (empty: no wrapper).
pub fn clippy_in_builds() -> bool {
    let wrapper = std::env::var_os("RUSTC_WORKSPACE_WRAPPER");
    std::env::var_os("CLIPPY_ARGS").is_some()
        && wrapper.is_none_or(|w| w.to_string_lossy().contains("clippy-driver"))
}

/// Runs every check (all of them, even after a failure, so one run shows every problem); the
/// clippy checks only when `clippy` (`cargo xtask test` leaves them to its builds when they
/// lint).
pub fn lint(root: &Path, clippy: bool) -> Result<LintReport> {
    let mut report = LintReport {
        passed: 0,
        failed: Vec::new(),
    };
    // First: it needs no toolchain and takes no time.
    match doc_lists::check(root) {
        Ok(()) => report.passed += 1,
        Err(error) => {
            eprintln!("xtask: lint: {DOC_LISTS} failed: {error}");
            report.failed.push(DOC_LISTS);
        }
    }
    match crate::catalogs::check(root) {
        Ok(()) => report.passed += 1,
        Err(error) => {
            eprintln!("xtask: lint: {CATALOGS} failed:\n{error}");
            report.failed.push(CATALOGS);
        }
    }
    match crate::words::check(root) {
        Ok(()) => report.passed += 1,
        Err(error) => {
            eprintln!("xtask: lint: {WORDS} failed:\n{error}");
            report.failed.push(WORDS);
        }
    }
    rustup(&["component", "add", "clippy", "rustfmt"], root)?;
    ensure_wasm_target(root)?;
    for check in &CHECKS {
        if !clippy && check.args[0] == "clippy" {
            println!(
                "xtask: lint: {}: done by this run's builds (clippy's driver compiles the \
                 workspace, warnings denied)",
                check.name
            );
            continue;
        }
        match run(cargo().args(check.args), root) {
            Ok(()) => report.passed += 1,
            Err(error) => {
                eprintln!("xtask: lint: {} failed: {error}", check.name);
                report.failed.push(check.name);
            }
        }
    }
    Ok(report)
}

impl LintReport {
    /// An error naming the failed checks and how to fix them, or `Ok` when all passed.
    pub fn into_result(self) -> Result<()> {
        if self.failed.is_empty() {
            println!("xtask: lint: all {} checks passed", self.passed);
            return Ok(());
        }
        Err(format!(
            "lint failed: {} (see the messages above; `cargo fmt --all` fixes the formatting, \
             clippy's warnings name their file and line, the file lists name each file)",
            self.failed.join(", ")
        )
        .into())
    }
}
