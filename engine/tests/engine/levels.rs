//! The bundled levels: every one parses, is solvable under strict rules with its known optimal
//! move count, and every solver's trajectory replays legally through the rules.

use std::path::{Path, PathBuf};

use racetrack::game::is_legal_trajectory;
use racetrack::search::solve;
use racetrack::{Outcome, Rules, Solver, Track};

/// Every level with its optimal number of moves under strict rules, in menu order.
const KNOWN: &[(&str, usize)] = &[
    ("01-first-circuit", 21),
    ("02-barto-small", 10),
    ("03-hairpin", 22),
    ("04-ring", 15),
    ("05-chicane", 32),
    ("06-barto-big", 21),
    ("07-s-bend", 24),
    ("08-large-curves", 31),
    ("09-maze", 25),
    ("10-spiral", 71),
    // Terrains: each changes the optimum (with the terrain as plain road: 17, 9 and 11).
    ("11-ice-rink", 23),
    ("12-mud-flats", 11),
    ("13-jump", 12),
    // Moving elements: each changes the optimum (without them: 9 and 9).
    ("14-drawbridge", 17),
    ("15-level-crossings", 15),
];

fn levels_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../levels")
}

fn load(name: &str) -> Track {
    let path = levels_dir().join(format!("{name}.txt"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path:?}: {e}"));
    text.parse()
        .unwrap_or_else(|e| panic!("{name} does not parse: {e}"))
}

/// The trajectory of a solved outcome, after checking it replays legally and ends on a finish.
fn replayed(name: &str, track: &Track, rules: Rules, solver: Solver, outcome: &Outcome) -> usize {
    let trajectory = outcome
        .trajectory()
        .unwrap_or_else(|| panic!("{name}: {} finds no solution", solver.name()));
    assert!(
        is_legal_trajectory(track, rules, trajectory),
        "{name}: {} returns an illegal trajectory",
        solver.name()
    );
    assert!(
        track.is_finish(*trajectory.last().unwrap()),
        "{name}: {} does not end on the finish",
        solver.name()
    );
    trajectory.len() - 1
}

#[test]
fn the_level_folder_holds_exactly_the_known_levels() {
    let mut files: Vec<String> = std::fs::read_dir(levels_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    files.sort();
    let known: Vec<&str> = KNOWN.iter().map(|(name, _)| *name).collect();
    assert_eq!(files, known);
    assert!(known.len() >= 8);
}

#[test]
fn every_level_round_trips_and_fits_the_browser_menu() {
    for &(name, _) in KNOWN {
        let track = load(name);
        assert_eq!(track.to_string().parse::<Track>().unwrap(), track);
        assert!(
            track.rows() <= 60 && track.cols() <= 60,
            "{name} is too large"
        );
    }
}

#[test]
fn optimal_solvers_find_the_known_optimum() {
    for &(name, optimum) in KNOWN {
        let track = load(name);
        for solver in Solver::ALL.into_iter().filter(|s| s.is_optimal()) {
            let (outcome, _) = solve(&track, Rules::Strict, solver);
            let moves = replayed(name, &track, Rules::Strict, solver, &outcome);
            assert_eq!(moves, optimum, "{name}: {}", solver.name());
        }
    }
}

#[test]
fn every_solver_finishes_every_level_legally_without_wild_detours() {
    for &(name, optimum) in KNOWN {
        let track = load(name);
        for solver in Solver::ALL {
            let (outcome, _) = solve(&track, Rules::Strict, solver);
            let moves = replayed(name, &track, Rules::Strict, solver, &outcome);
            assert!(
                moves >= optimum,
                "{name}: {} beats the optimum",
                solver.name()
            );
            // dfs is the naive search of the assignment; the others are meant to look human.
            if solver != Solver::Dfs {
                assert!(
                    moves * 10 <= optimum * 18,
                    "{name}: {} takes {moves} moves, optimum {optimum}",
                    solver.name()
                );
            }
        }
    }
}

#[test]
fn soft_rules_are_never_slower_on_any_level() {
    for &(name, optimum) in KNOWN {
        let track = load(name);
        let (outcome, _) = solve(&track, Rules::Soft, Solver::Bfs);
        let moves = replayed(name, &track, Rules::Soft, Solver::Bfs, &outcome);
        assert!(moves <= optimum, "{name}: soft {moves} > strict {optimum}");
    }
}

#[test]
fn the_level_readme_lists_every_level_with_its_optimum() {
    let readme = std::fs::read_to_string(levels_dir().join("README.md")).unwrap();
    for &(name, optimum) in KNOWN {
        let row = readme
            .lines()
            .find(|l| l.starts_with(&format!("| {name} ")))
            .unwrap_or_else(|| panic!("levels/README.md has no row for {name}"));
        assert!(
            row.contains(&format!("| {optimum} |")),
            "levels/README.md gives the wrong optimum for {name}: {row}"
        );
    }
}
