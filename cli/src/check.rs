//! `racetrack check`: parse a track file and print a one-line summary.

use std::path::Path;

use super::{CliError, load_track};

/// `check`: parse the file and print a one-line summary.
pub fn run(path: &Path) -> Result<(), CliError> {
    let track = load_track(path)?;
    let elements = track.elements();
    let moving = match elements.elements().len() {
        0 => String::new(),
        n => format!(
            ", {n} moving element{} with a cycle of {} turns",
            if n == 1 { "" } else { "s" },
            elements.cycle()
        ),
    };
    let held = track.checkpoints();
    let digits: Vec<String> = (1..=9u8)
        .filter(|n| held & 1 << n != 0)
        .map(|n| n.to_string())
        .collect();
    let checkpoints = match digits.len() {
        0 => String::new(),
        1 => format!(", checkpoint {}", digits[0]),
        _ => format!(", checkpoints {}", digits.join(" ")),
    };
    let count = |n: usize, what: &str| format!("{n} {what} point{}", if n == 1 { "" } else { "s" });
    println!(
        "{}: ok, {} rows x {} columns, {}, {}{checkpoints}{moving}",
        path.display(),
        track.rows(),
        track.cols(),
        count(track.starts().len(), "start"),
        count(track.finishes().len(), "finish")
    );
    Ok(())
}
