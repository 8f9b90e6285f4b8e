//! Running child processes: print the command, fail loudly on a non-zero exit.

use std::path::Path;
use std::process::Command;

use crate::Result;

/// The cargo that runs this xtask (so the toolchain of `rust-toolchain.toml` is used throughout).
pub fn cargo() -> Command {
    Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
}

/// Runs `command` in `dir` with inherited output; an error when it cannot start or fails.
pub fn run(command: &mut Command, dir: &Path) -> Result<()> {
    let shown = describe(command);
    println!("xtask: $ {shown}");
    let status = command
        .current_dir(dir)
        .status()
        .map_err(|e| format!("cannot start `{shown}`: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{shown}` failed ({status})").into())
    }
}

/// The command line as a person would type it.
pub fn describe(command: &Command) -> String {
    std::iter::once(command.get_program())
        .chain(command.get_args())
        .map(|part| part.to_string_lossy().into_owned())
        .collect::<Vec<_>>()
        .join(" ")
}

/// Whether an executable named `program` is on PATH.
pub fn on_path(program: &str) -> bool {
    std::env::var_os("PATH")
        .is_some_and(|paths| std::env::split_paths(&paths).any(|dir| dir.join(program).is_file()))
}

/// `rustup ARGS` when rustup is on PATH, for what `rust-toolchain.toml` lists (the wasm target,
/// clippy, rustfmt): rustup does not install those by itself where auto-install is off
/// (`RUSTUP_AUTO_INSTALL=0`), and `rustup target add` / `component add` are quick when they are
/// already there.
pub fn rustup(args: &[&str], dir: &Path) -> Result<()> {
    if on_path("rustup") {
        run(Command::new("rustup").args(args), dir)?;
    }
    Ok(())
}
