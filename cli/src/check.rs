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
    println!(
        "{}: ok, {} rows x {} columns, {} start points, {} finish points{moving}",
        path.display(),
        track.rows(),
        track.cols(),
        track.starts().len(),
        track.finishes().len()
    );
    Ok(())
}
