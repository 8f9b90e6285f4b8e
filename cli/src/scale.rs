//! `racetrack scale`: a track with every point an N x N block (the benchmark's barto-big x2 ...
//! x10 come from the shipped barto-big level this way).

use std::path::Path;

use super::{CliError, load_track};

/// `scale`: print or write `track` scaled `factor` times.
pub fn run(track: &Path, factor: usize, output: Option<&Path>) -> Result<(), CliError> {
    let scaled = load_track(track)?
        .scaled(factor)
        .map_err(|e| CliError::Input(format!("{}: {e}", track.display())))?;
    super::emit(&scaled.to_string(), output)
}
