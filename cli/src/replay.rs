//! `racetrack replay FILE --check`: plays a recorded race back through the engine.

use std::path::Path;

use racetrack::race::record::{self, CheckError, MAX_RECORD_BYTES};

use super::CliError;

/// Reads and checks a record: exit 0 when every round's events and the standings agree, 1 when
/// they do not (`CliError::Disagreement`), 2 when the file is not a record.
pub fn run(path: &Path) -> Result<(), CliError> {
    let bytes = super::read_capped(path, MAX_RECORD_BYTES)?;
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
