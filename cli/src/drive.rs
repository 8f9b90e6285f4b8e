//! `racetrack drive` (one AI driver's run, as JSON or text) and `racetrack drivers` (every driver
//! on every level, averaged over seeds, against the optimum, as a markdown table).

use std::fmt::Write as _;
use std::path::Path;

use racetrack::coach::Coach;
use racetrack::drivers::{Skill, drive};
use racetrack::{Rules, Track};
use serde::Serialize;

use super::{CliError, file_name, load_track, track_files};

/// The JSON line of `drive --json`.
#[derive(Serialize)]
struct DriveJson<'a> {
    driver: &'a str,
    seed: u64,
    finished: bool,
    moves: usize,
    trajectory: Vec<[i32; 2]>,
}

/// The coach of `track`, computed to the end.
fn coach_of(track: &Track, rules: Rules, what: &Path) -> Result<Coach, CliError> {
    let mut coach = Coach::new(track, rules)
        .map_err(|e| CliError::Input(format!("{}: {e}", what.display())))?;
    coach.run();
    Ok(coach)
}

/// `drive`: one run of `skill` with `seed`.
pub fn run(path: &Path, skill: Skill, seed: u64, rules: Rules, json: bool) -> Result<(), CliError> {
    let track = load_track(path)?;
    let coach = coach_of(&track, rules, path)?;
    let run = drive(&coach, &track, rules, skill, seed);
    if json {
        let line = DriveJson {
            driver: skill.name(),
            seed,
            finished: run.finished,
            moves: run.moves(),
            trajectory: run.trajectory.iter().map(|p| [p.row, p.col]).collect(),
        };
        println!(
            "{}",
            serde_json::to_string(&line).expect("plain data serialises")
        );
    } else {
        let optimum = coach.optimum().map_or("none".to_owned(), |m| m.to_string());
        println!(
            "{}: {} driver, seed {seed}, {} rules: {} in {} moves (optimum {optimum})",
            file_name(path),
            skill.name(),
            rules.name(),
            if run.finished {
                "finished"
            } else {
                "did not finish"
            },
            run.moves()
        );
        let points: Vec<String> = run
            .trajectory
            .iter()
            .map(|p| format!("{},{}", p.row, p.col))
            .collect();
        println!("{}", points.join(" "));
    }
    Ok(())
}

/// `drivers`: the mean moves of every driver over `seeds` seeds on every level.
pub fn table(dir: &Path, seeds: u64, rules: Rules) -> Result<(), CliError> {
    println!(
        "Mean moves over seeds 1 to {seeds} under {} rules, and % above the optimum (from the coach).\n",
        rules.name()
    );
    let mut header = "| level | optimum |".to_owned();
    let mut rule = "| --- | --- |".to_owned();
    for skill in Skill::ALL {
        let _ = write!(header, " {} |", skill.name());
        rule.push_str(" --- |");
    }
    println!("{header}\n{rule}");
    for path in track_files(dir)? {
        let track = load_track(&path)?;
        let coach = coach_of(&track, rules, &path)?;
        let Some(optimum) = coach.optimum() else {
            println!("| {} | none |", file_name(&path));
            continue;
        };
        let mut line = format!("| {} | {optimum} |", file_name(&path));
        for skill in Skill::ALL {
            let total: usize = (1..=seeds)
                .map(|seed| drive(&coach, &track, rules, skill, seed).moves())
                .sum();
            let mean = total as f64 / seeds as f64;
            let above = 100.0 * (mean - f64::from(optimum)) / f64::from(optimum.max(1));
            let _ = write!(line, " {mean:.1} (+{above:.0}%) |");
        }
        println!("{line}");
    }
    Ok(())
}
