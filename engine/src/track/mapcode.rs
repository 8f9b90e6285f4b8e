//! Karopapier's mapcode: the maps of karopapier.de, read and written.
//!
//! One row per line (the site served `\r\n`; each line is trimmed), no header; `x` is the column
//! and `y` the row, from 0 at the top left, and rows of unequal length are padded with grass.
//! `O` road, `S` start (their count is the map's number of players), `F` finish and `1` to `9`
//! checkpoints are drivable; `X` grass (the wall) and the grounds `P` parc fermé, `Y` sand, `Z`
//! mud, `G` gold, `L` lava, `N` snow, `T` tar, `V` mountain and `W` water are off the track.
//! A text is read as a mapcode when it has none of a track file's own characters (`.#>*~:^@`):
//! a track file always has a `>`, which no mapcode has, so the two never mix up.

use thiserror::Error;

use super::{Cell, ParseTrackError, Track};

/// The mapcode's characters.
pub const ALPHABET: &str = "OSFX123456789PYZGLNTVW";

/// The characters only a track file has.
const TRACK_FILE_ONLY: &str = ".#>*~:^@";

/// Whether `text` reads as a mapcode rather than a track file: it has a character other than
/// white space, and none of a track file's own (a stray character is then said as a mapcode's).
///
/// ```
/// use racetrack::track::mapcode::is_mapcode;
/// assert!(is_mapcode("XXXX\r\nXSOF\r\nXXXX\r\n"));
/// assert!(!is_mapcode("#>.*\n"));
/// assert!(!is_mapcode("\n"));
/// ```
pub fn is_mapcode(text: &str) -> bool {
    text.chars().any(|c| !c.is_whitespace()) && !text.chars().any(|c| TRACK_FILE_ONLY.contains(c))
}

/// The cell a mapcode character stands for.
pub(crate) fn cell(c: char) -> Option<Cell> {
    match c {
        'O' => Some(Cell::Road),
        'S' => Some(Cell::Start),
        'F' => Some(Cell::Finish),
        'X' => Some(Cell::Obstacle),
        // The checkpoints and the grounds are written as in a track file.
        _ => Cell::from_symbol(c).filter(|cell| matches!(cell, Cell::Checkpoint(_) | Cell::Off(_))),
    }
}

/// Reads a mapcode (see the module documentation). Blank lines before and after the map are
/// ignored.
///
/// ```
/// use racetrack::{Cell, Point, track::mapcode};
/// let track = mapcode::parse("XXXXX\r\nXSO1F\r\nXXX\r\n").unwrap();
/// assert_eq!((track.rows(), track.cols()), (3, 5));
/// assert_eq!(track.cell(Point::new(1, 3)), Cell::Checkpoint(1));
/// assert_eq!(track.cell(Point::new(2, 4)), Cell::Obstacle); // padded
/// ```
pub fn parse(text: &str) -> Result<Track, ParseTrackError> {
    if text.len() > super::MAX_TRACK_BYTES {
        return Err(ParseTrackError::TooLong);
    }
    let lines: Vec<(usize, &str)> = text
        .split('\n')
        .map(str::trim)
        .enumerate()
        .skip_while(|(_, l)| l.is_empty())
        .collect();
    let last = lines.iter().rposition(|(_, l)| !l.is_empty());
    let lines = &lines[..last.map_or(0, |i| i + 1)];
    let widest = lines
        .iter()
        .map(|(_, l)| l.chars().count())
        .max()
        .unwrap_or(0);
    if lines.is_empty() || widest == 0 {
        return Err(ParseTrackError::Empty);
    }
    super::check_size(lines.len(), widest)?;
    let mut rows = Vec::with_capacity(lines.len());
    for &(number, line) in lines {
        let mut row = Vec::with_capacity(line.len());
        for (j, ch) in line.chars().enumerate() {
            row.push(cell(ch).ok_or(ParseTrackError::UnknownCharacter {
                line: number + 1,
                column: j + 1,
                character: ch,
            })?);
        }
        rows.push(row);
    }
    Track::from_rows(rows)
}

/// Why a track cannot be written as a mapcode.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum MapcodeError {
    /// Karopapier has no such terrain (ice, dirt, ramps).
    #[error("Karopapier has no {0}: a mapcode cannot hold this track")]
    Terrain(&'static str),
    /// Karopapier has no moving elements.
    #[error("Karopapier has no moving gates or trains: a mapcode cannot hold this track")]
    Elements,
}

/// The mapcode of `track`: one row per line, each ending in `\n`.
///
/// ```
/// use racetrack::{Track, track::mapcode};
/// let track: Track = "#####\n#>.1*\n".parse().unwrap();
/// assert_eq!(mapcode::write(&track).unwrap(), "XXXXX\nXSO1F\n");
/// let code = "XXXX\nXSPF\nWWWW\n";
/// assert_eq!(mapcode::write(&mapcode::parse(code).unwrap()).unwrap(), code);
/// ```
pub fn write(track: &Track) -> Result<String, MapcodeError> {
    if track.has_elements() {
        return Err(MapcodeError::Elements);
    }
    let mut out = String::with_capacity((track.cols() + 1) * track.rows());
    for row in track.grid().lines() {
        for cell in row {
            out.push(match *cell {
                Cell::Obstacle => 'X',
                Cell::Road => 'O',
                Cell::Start => 'S',
                Cell::Finish => 'F',
                Cell::Checkpoint(_) | Cell::Off(_) => cell.symbol(),
                Cell::Ice => return Err(MapcodeError::Terrain("ice")),
                Cell::Dirt => return Err(MapcodeError::Terrain("dirt")),
                Cell::Ramp => return Err(MapcodeError::Terrain("ramps")),
            });
        }
        out.push('\n');
    }
    Ok(out)
}
