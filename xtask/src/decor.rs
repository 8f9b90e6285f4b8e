//! `cargo xtask decor`: paints the decorative pictures drawn under the levels' grids
//! (`levels/NAME.decor.png`) with the engine's painter ([`racetrack::image::decor`]).

use std::path::Path;

use racetrack::Track;
use racetrack::image::decor::paint;
use racetrack::image::encode_png;

/// Paints and writes the decor of every level (`levels/*.txt`).
pub fn decor(root: &Path) -> crate::Result<()> {
    let levels = root.join("levels");
    let mut names: Vec<String> = std::fs::read_dir(&levels)?
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter_map(|file| file.strip_suffix(".txt").map(str::to_owned))
        .collect();
    names.sort();
    for name in names {
        let text = std::fs::read_to_string(levels.join(format!("{name}.txt")))?;
        let track: Track = text.parse()?;
        let png = encode_png(&paint(&track));
        let path = levels.join(format!("{name}.decor.png"));
        std::fs::write(&path, &png)?;
        println!("{}: {} bytes", path.display(), png.len());
    }
    Ok(())
}
