//! `racetrack solve --table`: the optimum from the coach's table, a backward breadth-first search
//! over every configuration (position, velocity, and the checkpoints held where they count),
//! where a forward search would keep too many states: exact, bound by memory (two bytes a
//! configuration) rather than by the order the states are met in.

use std::path::Path;
use std::time::Instant;

use racetrack::Rules;
use racetrack::coach::{Coach, CoachError};
use serde::Serialize;

use super::{CliError, load_track};

/// The most configurations `solve --table` takes unless told (`--max-configurations`): 2^28, a
/// table of 512 MiB at most.
pub const MAX_TABLE_CONFIGURATIONS: u64 = 1 << 28;

/// The one line `solve --table --json` prints.
#[derive(Serialize)]
struct TableReport {
    solver: &'static str,
    rules: &'static str,
    solved: bool,
    /// Moves after the placement, when solved.
    moves: Option<u32>,
    /// An optimal game, start point first.
    trajectory: Option<Vec<[i32; 2]>>,
    /// Configurations in the table.
    configurations: u64,
    /// Configurations expanded (each one from which the finish can be reached, once).
    expanded: u64,
    elapsed_ms: f64,
    /// Whether the track is over the cap (`--max-configurations`).
    limit_reached: bool,
    /// When solved: whether the trajectory, played again through the game's rules, is legal
    /// move by move and finishes on its last move.
    replayed: Option<bool>,
}

/// `solve --table`: the coach's table of `path` under `rules` (refused over `limit`
/// configurations), and an optimal game from it.
pub fn run(path: &Path, rules: Rules, limit: u64, json: bool) -> Result<(), CliError> {
    let track = load_track(path)?;
    let start = Instant::now();
    let coach = match Coach::with_limit(&track, rules, limit) {
        Ok(mut coach) => {
            coach.run();
            Ok(coach)
        }
        Err(e) => Err(e),
    };
    let elapsed = start.elapsed();
    let line = coach
        .as_ref()
        .ok()
        .and_then(|c| c.optimal_continuation(&[]));
    let report = TableReport {
        solver: "table",
        rules: rules.name(),
        solved: line.is_some(),
        moves: coach.as_ref().ok().and_then(Coach::optimum),
        trajectory: line
            .as_ref()
            .map(|l| l.iter().map(|p| [p.row, p.col]).collect()),
        configurations: match &coach {
            Ok(c) => c.configurations(),
            Err(CoachError::TooLarge { configurations, .. }) => *configurations,
        },
        expanded: coach.as_ref().map_or(0, Coach::expanded),
        elapsed_ms: (elapsed.as_secs_f64() * 1e6).round() / 1e3,
        limit_reached: coach.is_err(),
        replayed: line.as_ref().map(|t| {
            racetrack::game::is_legal_trajectory(&track, rules, t)
                && racetrack::rules::finishes(&track, rules, t)
        }),
    };
    if json {
        // A struct of numbers and strings always serialises.
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
        return Ok(());
    }
    match (&coach, report.moves) {
        (Err(e), _) => println!(
            "{}: no table: {e} (--max-configurations raises it)",
            path.display()
        ),
        (Ok(_), None) => println!(
            "{}: no solution ({} configurations, {:.1} s)",
            path.display(),
            report.configurations,
            elapsed.as_secs_f64()
        ),
        (Ok(_), Some(moves)) => println!(
            "{}: {moves} moves by the table ({} configurations, {} expanded, {:.1} s){}",
            path.display(),
            report.configurations,
            report.expanded,
            elapsed.as_secs_f64(),
            match report.trajectory {
                Some(t) => format!(
                    "\n{}",
                    t.iter()
                        .map(|[r, c]| format!("{r},{c}"))
                        .collect::<Vec<_>>()
                        .join(" ")
                ),
                None => String::new(),
            }
        ),
    }
    Ok(())
}
