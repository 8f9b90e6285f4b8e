//! `racetrack import`: a colour-coded PNG to a track file.

use std::path::Path;

use super::CliError;

/// `import`: convert `image` (pitch `cell`, or chosen from the image) and print or write it.
pub fn run(image: &Path, cell: Option<u32>, output: Option<&Path>) -> Result<(), CliError> {
    let _ = (image, cell, output);
    Err(CliError::Input("import: not yet built".into()))
}
