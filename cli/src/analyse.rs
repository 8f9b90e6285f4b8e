//! `racetrack analyse`: the coach's report on a game, as a table or one line of JSON.

use std::fmt::Write as _;
use std::path::Path;

use racetrack::coach::{Analysis, Coach};
use racetrack::{Point, Rules};
use serde::Serialize;

use super::{CliError, load_track};

/// The one line `analyse --json` prints.
#[derive(Serialize)]
struct AnalyseReport {
    /// The track's optimum, `null` without solution.
    optimal: Option<u32>,
    positions: Vec<PositionReport>,
    options: Vec<OptionReport>,
}

#[derive(Serialize)]
struct PositionReport {
    at: [i32; 2],
    optimal_from_here: Option<u32>,
    lost: Option<u32>,
}

#[derive(Serialize)]
struct OptionReport {
    to: [i32; 2],
    optimal_from_here: Option<u32>,
}

/// Parses `--trajectory`: positions `row,col` separated by spaces; empty for no placement yet.
fn parse_trajectory(text: &str) -> Result<Vec<Point>, CliError> {
    text.split_whitespace()
        .map(|word| {
            let bad = || {
                CliError::Input(format!(
                    "--trajectory: bad position {word:?} (expected row,col such as 6,0)"
                ))
            };
            let (row, col) = word.split_once(',').ok_or_else(bad)?;
            Ok(Point::new(
                row.trim().parse().map_err(|_| bad())?,
                col.trim().parse().map_err(|_| bad())?,
            ))
        })
        .collect()
}

/// `analyse`: run the coach on the track and report on the game of `trajectory`.
pub fn run(path: &Path, trajectory: &str, rules: Rules, json: bool) -> Result<(), CliError> {
    let track = load_track(path)?;
    let trajectory = parse_trajectory(trajectory)?;
    let mut coach = Coach::new(&track, rules)
        .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
    coach.run();
    let analysis = coach
        .analyse(&trajectory)
        .map_err(|e| CliError::Input(format!("--trajectory: {e}")))?;
    if json {
        let pair = |p: Point| [p.row, p.col];
        let report = AnalyseReport {
            optimal: analysis.optimum,
            positions: analysis
                .positions
                .iter()
                .map(|p| PositionReport {
                    at: pair(p.at),
                    optimal_from_here: p.optimal_from_here,
                    lost: p.lost,
                })
                .collect(),
            options: analysis
                .options
                .iter()
                .map(|o| OptionReport {
                    to: pair(o.to),
                    optimal_from_here: o.optimal_from_here,
                })
                .collect(),
        };
        // A struct of numbers always serialises.
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
    } else {
        let line = coach.optimal_continuation(&trajectory);
        print!("{}", describe(path, rules, &analysis, line.as_deref()));
    }
    Ok(())
}

/// A count of moves, or "doomed".
fn moves(m: Option<u32>) -> String {
    m.map_or("doomed".to_owned(), |m| m.to_string())
}

/// The readable report: the optimum, a table of the positions, the options and an optimal line.
fn describe(path: &Path, rules: Rules, analysis: &Analysis, line: Option<&[Point]>) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "track:   {} ({} rules)", path.display(), rules.name());
    let _ = writeln!(
        out,
        "optimum: {}",
        analysis
            .optimum
            .map_or("no solution".to_owned(), |m| format!("{m} moves"))
    );
    if !analysis.positions.is_empty() {
        let _ = writeln!(
            out,
            "\n| move | at | velocity | optimal from here | lost |\n| --- | --- | --- | --- | --- |"
        );
        for (n, p) in analysis.positions.iter().enumerate() {
            let _ = writeln!(
                out,
                "| {n} | {} | {} | {} | {} |",
                p.at,
                p.velocity,
                moves(p.optimal_from_here),
                p.lost.map_or("-".to_owned(), |l| l.to_string())
            );
        }
    }
    if !analysis.options.is_empty() {
        let _ = writeln!(out, "\n| option | optimal from there |\n| --- | --- |");
        for o in &analysis.options {
            let _ = writeln!(out, "| {} | {} |", o.to, moves(o.optimal_from_here));
        }
    }
    let _ = writeln!(
        out,
        "\noptimal line from here: {}",
        line.map_or("none (doomed)".to_owned(), |line| {
            if line.is_empty() {
                "none needed (won)".to_owned()
            } else {
                let steps: Vec<String> = line.iter().map(Point::to_string).collect();
                steps.join(" ")
            }
        })
    );
    out
}
