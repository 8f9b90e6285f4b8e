//! `cargo xtask lint`: rustfmt and clippy, natively and for the wasm target, warnings denied,
//! the file lists of `docs/architecture.md` ([`crate::doc_lists`]) and the message catalogs
//! ([`crate::catalogs`]). `cargo xtask test` runs
//! these first, but for clippy, which lints its builds ([`crate::clippy_build`]).

use std::path::Path;

use crate::Result;
use crate::dist::{WASM_TARGET, ensure_wasm_target};
use crate::doc_lists;
use crate::process::{cargo, run, rustup};

/// One lint check: a name and its cargo arguments.
struct Check {
    name: &'static str,
    args: &'static [&'static str],
    /// A clippy check, which `cargo xtask test` leaves to its builds ([`crate::clippy_build`]).
    clippy: bool,
}

const CHECKS: [Check; 3] = [
    Check {
        name: "rustfmt",
        args: &["fmt", "--all", "--check"],
        clippy: false,
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
        clippy: true,
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
        clippy: true,
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

/// Runs every check (all of them, even after a failure, so one run shows every problem).
pub fn lint(root: &Path) -> Result<LintReport> {
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
        if check.clippy && crate::clippy_build::active() {
            println!(
                "xtask: lint: {}: in this run's builds (clippy's driver compiles the workspace)",
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
