//! The `racetrack` binary run as a user would: `check`, `solve`, `analyse`, `levels` and `bench`,
//! `drive`, `generate`, `import`, and races between bots.

use std::process::{Command, Output};

mod commands;
mod drive;
mod generate;
mod import;
mod race;

/// Runs the built binary with `args`, from the package's folder (as `cargo test` does).
fn racetrack(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_racetrack"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("the racetrack binary runs")
}
