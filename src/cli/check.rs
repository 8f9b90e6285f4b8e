//! `racetrack check`: parse a track file and print a one-line summary.

use std::path::Path;

use super::{CliError, load_track};

/// `check`: parse the file and print a one-line summary.
pub fn run(path: &Path) -> Result<(), CliError> {
    let track = load_track(path)?;
    println!(
        "{}: ok, {} rows x {} columns, {} start points, {} finish points",
        path.display(),
        track.rows(),
        track.cols(),
        track.starts().len(),
        track.finishes().len()
    );
    Ok(())
}
