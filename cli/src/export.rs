//! `racetrack export`: a track (a track file or a Karopapier mapcode) written in the project's
//! format, or as a Karopapier mapcode with `--karopapier`.

use std::path::Path;

use racetrack::track::mapcode;

use super::{CliError, load_track};

/// `export`: print or write `track` in the project's format, or as a mapcode.
pub fn run(track: &Path, karopapier: bool, output: Option<&Path>) -> Result<(), CliError> {
    let loaded = load_track(track)?;
    let text = if karopapier {
        mapcode::write(&loaded).map_err(|e| CliError::Input(format!("{}: {e}", track.display())))?
    } else {
        loaded.to_string()
    };
    super::emit(&text, output)
}
