//! `racetrack replay FILE --check`: plays a recorded race back through the engine.

use std::io::Read;
use std::path::Path;

use racetrack::bots::record::{self, CheckError, MAX_RECORD_BYTES};

use super::CliError;

/// Reads and checks a record: exit 0 when every round's events and the standings agree, 1 when
/// they do not (`CliError::Disagreement`), 2 when the file is not a record.
pub fn run(path: &Path) -> Result<(), CliError> {
    let read_error = |source| CliError::Read {
        path: path.to_owned(),
        source,
    };
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|f| f.take(MAX_RECORD_BYTES as u64 + 1).read_to_end(&mut bytes))
        .map_err(read_error)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| CliError::Input(format!("{}: not UTF-8 text", path.display())))?;
    let record =
        record::parse(&text).map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    match record::check(&record) {
        Ok(()) => {
            println!(
                "{}: ok, {} rounds, {} cars; the events and standings agree",
                path.display(),
                record.rounds.len(),
                record.cars.len()
            );
            Ok(())
        }
        Err(CheckError::Record(e)) => Err(CliError::Input(format!("{}: {e}", path.display()))),
        Err(CheckError::Mismatch(m)) => Err(CliError::Disagreement(format!(
            "{}: does not play back as recorded: {m}",
            path.display()
        ))),
    }
}
