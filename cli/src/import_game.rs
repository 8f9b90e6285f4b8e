//! `racetrack import-game DETAILS.json --out RECORD.json`: a Karopapier game (as the site's API
//! gave it) checked move by move under Karopapier's rules and written as a race record.

use std::path::Path;

use racetrack::race::record::karopapier::{ImportError, import};
use racetrack::race::record::{self, MAX_RECORD_BYTES};

use super::CliError;

/// Imports the game and writes its record (to `out`, or standard output); a summary goes to
/// standard error: moves, crashes, each player's place by the engine and rank on the site. A
/// move the rules refuse, or a crash, turn or end the engine sees otherwise, is the error
/// (exit 1); a file that is not a game exits 2.
pub fn run(details: &Path, out: Option<&Path>) -> Result<(), CliError> {
    let bytes = super::read_capped(details, MAX_RECORD_BYTES)?;
    let text = String::from_utf8(bytes)
        .map_err(|_| CliError::Input(format!("{}: not UTF-8 text", details.display())))?;
    let imported = import(&text).map_err(|e| match e {
        ImportError::Json(_) | ImportError::Setup(_) => {
            CliError::Input(format!("{}: {e}", details.display()))
        }
        ImportError::Illegal { .. } | ImportError::Disagrees { .. } => {
            CliError::Disagreement(format!("{}: {e}", details.display()))
        }
    })?;
    let r = &imported.record;
    eprintln!(
        "{}: {}, {}, {}, {}, every move legal",
        details.display(),
        count(r.cars.len(), "car"),
        count(r.rounds.len(), "round"),
        count(imported.moves, "move"),
        count(imported.crashes, "crash")
    );
    for standing in &r.standings {
        let car = r.cars.iter().position(|c| c.name == standing.name);
        let rank = car.map_or(0, |i| imported.ranks[i]);
        let site = match rank {
            0 => "no rank".to_owned(),
            n => format!("rank {n}"),
        };
        eprintln!(
            "  {}. {} ({}, {}; on the site: {site})",
            standing.place,
            standing.name,
            standing.state,
            count(standing.moves, "move")
        );
    }
    super::emit(&format!("{}\n", record::to_json(r)), out)
}

/// `1 crash`, `2 crashes`.
fn count(n: usize, word: &str) -> String {
    match (n, word.ends_with('h')) {
        (1, _) => format!("1 {word}"),
        (_, true) => format!("{n} {word}es"),
        _ => format!("{n} {word}s"),
    }
}
