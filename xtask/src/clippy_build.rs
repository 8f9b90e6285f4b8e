//! Clippy in the builds of `cargo xtask test`: one compilation of each workspace crate serves
//! both clippy and the tests. `cargo clippy` is `cargo check` with clippy's driver as the
//! workspace's compiler; the driver is a whole compiler, so given as `RUSTC_WORKSPACE_WRAPPER` to
//! the test build (`cargo test --workspace`: libraries, binaries, tests and examples, as `clippy
//! --all-targets` lints them) and to the wasm build of `dist` (the page's library and the engine
//! under it for the wasm target) it lints the very code it compiles, warnings denied, and the
//! separate check builds of `cargo xtask lint` are not needed.
//!
//! The driver is set for the whole run, this xtask included, so every cargo command of the run
//! finds the same compiler in its fingerprints and nothing is built twice. `cargo xtask test`
//! therefore runs itself again under the driver ([`rerun`]); the rerun knows itself by
//! [`MARK`].

use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

use crate::process::{cargo, describe, rustup};
use crate::{Reported, Result};

/// Set in the environment of a run whose workspace crates are compiled by clippy's driver.
pub const MARK: &str = "RACETRACK_CLIPPY_IN_BUILDS";

/// Clippy's arguments as its driver reads them (each followed by the separator cargo-clippy
/// uses): every warning, rustc's and clippy's, is an error, as `cargo clippy -- -D warnings`.
const CLIPPY_ARGS: &str = "-D__CLIPPY_HACKERY__warnings__CLIPPY_HACKERY__";

/// Whether this run's builds lint (it is the rerun).
pub fn active() -> bool {
    std::env::var_os(MARK).is_some()
}

/// Clippy's driver of the toolchain that runs this xtask: beside its cargo, else on `PATH`.
fn driver() -> PathBuf {
    std::env::var_os("CARGO")
        .map(|cargo| Path::new(&cargo).with_file_name("clippy-driver"))
        .filter(|path| path.is_file())
        .unwrap_or_else(|| "clippy-driver".into())
}

/// Runs `cargo xtask test ARGS` again with clippy's driver compiling the workspace's crates,
/// its output passed through. The xtask is built for it as the test build will build the
/// workspace (`--workspace` with an example: the same features, dev-dependencies' included), so
/// the crates it uses (the engine, the API's types, the page) are compiled once for both. When
/// the rerun stopped before its totals (a warning in a crate it uses), the totals of a failed
/// run are printed here, so the last line still says the run failed.
pub fn rerun(root: &Path, args: &[String]) -> Result<()> {
    rustup(&["component", "add", "clippy", "rustfmt"], root)?;
    let driver = driver();
    let clippy = |command: &mut Command| {
        command
            .env("RUSTC_WORKSPACE_WRAPPER", &driver)
            .env("CLIPPY_ARGS", CLIPPY_ARGS)
            .env(MARK, "1")
            .current_dir(root);
    };
    let mut build = cargo();
    build.args([
        "build",
        "--workspace",
        "--bin",
        "xtask",
        "--example",
        "load",
        "--message-format=json-render-diagnostics",
    ]);
    clippy(&mut build);
    println!(
        "xtask: clippy compiles the workspace's crates in this run's builds \
         (RUSTC_WORKSPACE_WRAPPER={}): {}",
        driver.display(),
        describe(&build)
    );
    let output = build.stderr(Stdio::inherit()).output()?;
    let Some(xtask) = output
        .status
        .success()
        .then(|| executable(&output.stdout))
        .flatten()
    else {
        eprintln!(
            "xtask: error: the xtask did not build under clippy ({}; see above)",
            output.status
        );
        println!("total: 0 passed, 1 failed");
        return Err(Reported.into());
    };
    let mut command = Command::new(xtask);
    command.arg("test").args(args).stdout(Stdio::piped());
    clippy(&mut command);
    let mut child = command.spawn()?;
    let stdout = child.stdout.take().expect("stdout is piped");
    let mut totals = false;
    for line in BufReader::new(stdout).lines() {
        let line = line?;
        totals = line.starts_with("total: ");
        println!("{line}");
    }
    let status = child.wait()?;
    if status.success() {
        return Ok(());
    }
    if !totals {
        eprintln!("xtask: error: the run stopped before its totals ({status}; see above)");
        println!("total: 0 passed, 1 failed");
    }
    Err(Reported.into())
}

/// The xtask's executable among cargo's JSON messages.
fn executable(messages: &[u8]) -> Option<PathBuf> {
    String::from_utf8_lossy(messages)
        .lines()
        .filter_map(|line| serde_json::from_str::<serde_json::Value>(line).ok())
        .filter(|message| message["target"]["name"] == "xtask")
        .find_map(|message| message["executable"].as_str().map(PathBuf::from))
}

#[cfg(test)]
mod tests {
    use super::executable;

    #[test]
    fn the_xtask_is_found_among_cargo_s_messages() {
        let messages = concat!(
            r#"{"reason":"compiler-artifact","target":{"name":"racetrack"},"executable":null}"#,
            "\n",
            r#"{"reason":"compiler-artifact","target":{"name":"load"},"executable":"/t/load"}"#,
            "\n",
            r#"{"reason":"compiler-artifact","target":{"name":"xtask"},"executable":"/t/xtask"}"#,
            "\n",
            r#"{"reason":"build-finished","success":true}"#,
        );
        assert_eq!(executable(messages.as_bytes()), Some("/t/xtask".into()));
        assert_eq!(executable(b"not json\n"), None);
    }
}
