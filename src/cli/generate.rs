//! `racetrack generate`: random tracks from a seed, and a survey of the generator.

use std::path::Path;

use super::CliError;

/// `generate`: one track, or with `survey` the figures over seeds 1..=N.
pub fn run(
    seed: Option<u64>,
    rows: Option<usize>,
    cols: Option<usize>,
    output: Option<&Path>,
    survey: Option<u64>,
) -> Result<(), CliError> {
    let _ = (seed, rows, cols, output, survey);
    Err(CliError::Input("generate: not yet built".into()))
}
