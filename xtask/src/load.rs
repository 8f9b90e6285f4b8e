//! `cargo xtask load [--db sqlite|postgres] [--instances N] [--games G] [--seconds S]
//! [--seats N] [--addresses] [--think-ms T] [--threads N] [--idle N]`: builds the release server and the load generator
//! (`server/examples/load`), which starts the instances, plays the games and prints the figures.

use std::path::Path;
use std::process::Command;

use crate::Result;

/// The flags `load` takes with a value.
const FLAGS: [&str; 9] = [
    "--db",
    "--instances",
    "--games",
    "--seconds",
    "--think-ms",
    "--threads",
    "--idle",
    "--track",
    "--seats",
];

/// The flags `load` takes alone.
const SWITCHES: [&str; 1] = ["--addresses"];

/// Checks the flags: known ones, each with a value, numbers where numbers are wanted.
pub fn check(args: &[String]) -> Result<()> {
    let mut args = args.iter();
    while let Some(flag) = args.next() {
        if SWITCHES.contains(&flag.as_str()) {
            continue;
        }
        if !FLAGS.contains(&flag.as_str()) {
            return Err(format!(
                "load takes {}, {}, not {flag:?}",
                FLAGS.join(", "),
                SWITCHES.join(", ")
            )
            .into());
        }
        let Some(value) = args.next() else {
            return Err(format!("{flag} needs a value").into());
        };
        let ok = match flag.as_str() {
            "--db" => value == "sqlite" || value == "postgres",
            "--track" => true,
            _ => value.parse::<u64>().is_ok(),
        };
        if !ok {
            return Err(format!("{flag} {value:?}: not a value it takes").into());
        }
    }
    Ok(())
}

/// Builds, then runs the generator with `args`.
pub fn load(root: &Path, args: &[String]) -> Result<()> {
    check(args)?;
    let status = Command::new(env!("CARGO"))
        .current_dir(root)
        .args(["build", "--release", "-p", "racetrack-server"])
        .args(["--bin", "racetrack-server", "--example", "load"])
        .status()?;
    if !status.success() {
        return Err("building the server and the load generator failed".into());
    }
    let release = root.join("target/release");
    let status = Command::new(release.join("examples/load"))
        .current_dir(root)
        .args(args)
        .arg("--server")
        .arg(release.join("racetrack-server"))
        .status()?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("the load generator failed ({status})").into())
    }
}

#[cfg(test)]
mod tests {
    use super::check;

    fn args(text: &str) -> Vec<String> {
        text.split_whitespace().map(String::from).collect()
    }

    #[test]
    fn the_flags_are_checked_before_anything_is_built() {
        assert!(check(&args("")).is_ok());
        assert!(
            check(&args(
                "--db postgres --instances 2 --games 1000 --seconds 30"
            ))
            .is_ok()
        );
        assert!(check(&args("--idle 10000")).is_ok());
        assert!(check(&args("--threads 4")).is_ok());
        assert!(check(&args("--games 150 --seats 2 --addresses --db postgres")).is_ok());
        assert!(check(&args("--seats two")).is_err());
        assert!(check(&args("--addresses 1")).is_err());
        assert!(check(&args("--db mysql")).is_err());
        assert!(check(&args("--games many")).is_err());
        assert!(check(&args("--games")).is_err());
        assert!(check(&args("--fast 1")).is_err());
    }
}
