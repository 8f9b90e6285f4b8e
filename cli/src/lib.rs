//! The commands of the `racetrack` tool (`src/main.rs` parses the command line), one module
//! each, and what they share: errors, reading track files, formatting times and sizes.

pub mod alloc;
pub mod analyse;
pub mod bench;
pub mod check;
pub mod drive;
pub mod export;
pub mod generate;
pub mod import;
pub mod import_game;
pub mod levels;
pub mod live;
pub mod online;
pub mod race;
pub mod replay;
pub mod scale;
pub mod solve;
pub mod solve_table;

use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

use racetrack::{ParseTrackError, Track};

/// What can go wrong, with the file it concerns.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// A file or folder that cannot be read.
    #[error("{path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A file that is not a valid track.
    #[error("{path}: {source}")]
    Parse {
        path: PathBuf,
        source: ParseTrackError,
    },
    /// A folder without the files a command needs.
    #[error("{0}")]
    Missing(String),
    /// An argument that is not valid input (a trajectory that is not a legal game).
    #[error("{0}")]
    Input(String),
    /// Solvers that should agree (optimal move counts) do not.
    #[error("{0}")]
    Disagreement(String),
}

impl CliError {
    pub fn exit_code(&self) -> ExitCode {
        match self {
            CliError::Disagreement(_) => ExitCode::FAILURE,
            _ => ExitCode::from(2),
        }
    }
}

/// Reads at most `cap + 1` bytes of the file at `path`: one past the cap, so that the reader of
/// the bytes refuses a file that is too large without the whole of it ever being loaded.
pub fn read_capped(path: &Path, cap: usize) -> Result<Vec<u8>, CliError> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| file.take(cap as u64 + 1).read_to_end(&mut bytes))
        .map_err(|source| CliError::Read {
            path: path.to_owned(),
            source,
        })?;
    Ok(bytes)
}

/// Reads and parses a track file.
pub fn load_track(path: &Path) -> Result<Track, CliError> {
    let bytes = read_capped(path, racetrack::track::MAX_TRACK_BYTES)?;
    Track::parse_bytes(&bytes).map_err(|source| CliError::Parse {
        path: path.to_owned(),
        source,
    })
}

/// The `*.txt` files of a folder, sorted by name.
pub fn track_files(dir: &Path) -> Result<Vec<PathBuf>, CliError> {
    let read_error = |source| CliError::Read {
        path: dir.to_owned(),
        source,
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(read_error)? {
        let path = entry.map_err(read_error)?.path();
        if path.extension().is_some_and(|e| e == "txt") {
            files.push(path);
        }
    }
    files.sort();
    if files.is_empty() {
        return Err(CliError::Missing(format!(
            "{}: no track files (*.txt)",
            dir.display()
        )));
    }
    Ok(files)
}

/// Prints `text`, or writes it to `output` when one is given.
pub fn emit(text: &str, output: Option<&Path>) -> Result<(), CliError> {
    match output {
        None => {
            print!("{text}");
            Ok(())
        }
        Some(path) => std::fs::write(path, text)
            .map_err(|e| CliError::Input(format!("{}: {e}", path.display()))),
    }
}

/// A track's name: its file name without `.txt`.
pub fn file_name(path: &Path) -> String {
    path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into(),
    )
}

/// A duration in ms or s with three significant digits or so.
pub fn format_duration(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1e3;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1e3)
    }
}

/// A byte count in MiB.
pub fn format_bytes(bytes: usize) -> String {
    let mib = bytes as f64 / (1024.0 * 1024.0);
    if mib < 10.0 {
        format!("{mib:.2} MiB")
    } else {
        format!("{mib:.0} MiB")
    }
}
