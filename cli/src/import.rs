//! `racetrack import`: a colour-coded PNG to a track file.

use std::path::Path;

use racetrack::image::{MAX_IMAGE_BYTES, auto_cell, decode_png, to_track};

use super::CliError;

/// `import`: convert `image` (pitch `cell`, or chosen from the image) and print or write it.
/// The pitch and the track's size go to stderr, as `img.png: 24 px cells, 14 x 32 points`.
pub fn run(image: &Path, cell: Option<u32>, output: Option<&Path>) -> Result<(), CliError> {
    let input =
        |e: racetrack::image::ImageError| CliError::Input(format!("{}: {e}", image.display()));
    let bytes = super::read_capped(image, MAX_IMAGE_BYTES)?;
    let picture = decode_png(&bytes).map_err(input)?;
    let cell = cell.unwrap_or_else(|| auto_cell(&picture));
    let track = to_track(&picture, cell).map_err(input)?;
    eprintln!(
        "{}: {cell} px cells, {} x {} points",
        image.display(),
        track.rows(),
        track.cols()
    );
    let text = track.to_string();
    super::emit(&text, output)
}
