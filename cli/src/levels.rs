//! `racetrack levels`: every solver on every level, against the optimum, as a markdown table.

use std::fmt::Write as _;
use std::path::Path;

use racetrack::Rules;
use racetrack::search::{self, Solver};
use racetrack::verdict::{Optimum, Verdict, judge};

use super::{CliError, file_name, load_track, track_files};

/// `levels`: a markdown table of every solver's moves on every level against the optimum.
pub fn run(dir: &Path, rules: Rules) -> Result<(), CliError> {
    let files = track_files(dir)?;
    let others: Vec<Solver> = Solver::ALL
        .into_iter()
        .filter(|s| !s.is_optimal())
        .collect();
    let mut header = "| level | size | optimal |".to_owned();
    let mut rule = "| --- | --- | --- |".to_owned();
    for s in &others {
        let _ = write!(header, " {} |", s.name());
        rule.push_str(" --- |");
    }
    println!(
        "Moves under {} rules; optimal from bfs, the others as moves (% above optimal).\n",
        rules.name()
    );
    println!("{header}\n{rule}");
    let mut disagreements = Vec::new();
    for path in files {
        let track = load_track(&path)?;
        let name = file_name(&path);
        let optimum = Optimum::of(&search::solve(&track, rules, Solver::Bfs).0);
        for s in Solver::ALL
            .into_iter()
            .filter(|&s| s.is_optimal() && s != Solver::Bfs)
        {
            let moves = search::solve(&track, rules, s).0.moves();
            if moves != optimum.moves() {
                disagreements.push(format!(
                    "{name}: {} gives {moves:?}, bfs {:?}",
                    s.name(),
                    optimum.moves()
                ));
            }
        }
        let best = match optimum {
            Optimum::Moves(m) => m.to_string(),
            Optimum::NoSolution => "unsolvable".to_owned(),
            Optimum::TooLarge => optimum.to_string(),
        };
        let mut line = format!("| {name} | {} x {} | {best} |", track.rows(), track.cols());
        for &s in &others {
            let cell = match search::solve(&track, rules, s).0.moves() {
                None => "none".to_owned(),
                Some(m) => match judge(m, Some(optimum)) {
                    Verdict::Unknown => m.to_string(),
                    verdict => format!("{m} ({verdict})"),
                },
            };
            let _ = write!(line, " {cell} |");
        }
        println!("{line}");
    }
    if disagreements.is_empty() {
        Ok(())
    } else {
        Err(CliError::Disagreement(format!(
            "optimal solvers disagree: {}",
            disagreements.join("; ")
        )))
    }
}
