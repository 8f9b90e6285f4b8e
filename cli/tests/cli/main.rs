//! The `racetrack` binary run as a user would: `check`, `solve`, `analyse`, `levels` and `bench`,
//! `drive`, `generate`, `import`, and races between bots.

use std::process::{Command, Output};

mod commands;
mod crashes;
mod drive;
mod generate;
mod import;
mod import_game;
mod race;

/// The repository's root (the command line's package is `cli/`): the tests name the levels and
/// the bots from there.
const ROOT: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/..");

/// Runs the built binary with `args`, from the repository's root.
fn racetrack(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_racetrack"))
        .args(args)
        .current_dir(ROOT)
        .output()
        .expect("the racetrack binary runs")
}
