//! `cargo xtask perf`: the performance report (`tests/e2e/perf.spec.mjs`, the Playwright project
//! `perf`), a benchmark rather than a test: the wasm's sizes, the slow phone's first seconds,
//! the solvers in Chromium beside the release `racetrack` command, the coach's table and the
//! frames of the big boards, printed and written to `target/e2e-artifacts/perf.json`. It builds
//! what it measures: `dist/` and, beside it, the release command line.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Child;

use crate::process::{cargo, describe};
use crate::suite::{self, Playwright};
use crate::{Result, dist};

/// Builds `dist/` and the release command line side by side, then runs the report alone.
pub fn perf(root: &Path) -> Result<()> {
    let command_line = CommandLineBuild::start(root)?;
    let chromium = suite::ensure_chromium(root)?;
    suite::ensure_npm_packages(root)?;
    let wasm = dist::dist(root);
    let built = command_line.finish();
    let wasm = wasm?;
    built?;
    let release = CommandLineBuild::binary(root);
    let report = Playwright {
        projects: &["perf"],
        alone: true,
        grep: None,
        // `racetrack scale` writes the big tracks; the native solves are timed on the release
        // build.
        cli: release.clone(),
        cli_release: release,
        game_servers: false,
    };
    let (_, result) = suite::browser_tests(root, &chromium, &wasm, &report);
    result
}

/// The release build of the `racetrack` command, running beside `dist` in a target directory
/// of its own (neither waits for the other's lock), its output kept in a log shown when it
/// fails.
struct CommandLineBuild {
    child: Child,
    log: PathBuf,
    shown: String,
}

impl CommandLineBuild {
    /// Its own target directory, under the workspace's.
    fn target(root: &Path) -> PathBuf {
        dist::target_dir(root).join("command-line")
    }

    /// Where the release `racetrack` lands.
    fn binary(root: &Path) -> PathBuf {
        Self::target(root).join("release/racetrack")
    }

    fn start(root: &Path) -> Result<CommandLineBuild> {
        let mut command = cargo();
        command
            .args([
                "build",
                "--release",
                "-p",
                "racetrack-cli",
                "--bin",
                "racetrack",
            ])
            .env("CARGO_TARGET_DIR", Self::target(root))
            .current_dir(root);
        let shown = describe(&command);
        fs::create_dir_all(dist::target_dir(root))?;
        let log = dist::target_dir(root).join("command-line-build.log");
        let file = fs::File::create(&log)?;
        println!(
            "xtask: $ {shown} (beside dist; its output in {})",
            log.display()
        );
        let child = command
            .stdout(file.try_clone()?)
            .stderr(file)
            .spawn()
            .map_err(|e| format!("cannot start `{shown}`: {e}"))?;
        Ok(CommandLineBuild { child, log, shown })
    }

    fn finish(mut self) -> Result<()> {
        let status = self.child.wait()?;
        if status.success() {
            println!("xtask: {} done", self.shown);
            return Ok(());
        }
        eprintln!("{}", fs::read_to_string(&self.log).unwrap_or_default());
        Err(format!("`{}` failed ({status})", self.shown).into())
    }
}

impl Drop for CommandLineBuild {
    /// A run that stops early (no browser, say) does not leave the build running.
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}
