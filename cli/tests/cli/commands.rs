//! The `racetrack` binary: `check` and `solve` run as a user would, exit codes and output checked.

use std::path::{Path, PathBuf};
use std::process::Output;

use racetrack::game::is_legal_trajectory;
use racetrack::{Point, Rules, Solver, Track};
use serde_json::Value;

use crate::racetrack;

const BARTO_SMALL: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels/02-barto-small.txt");

/// Writes `text` to a file of the test's own in cargo's scratch folder and returns its path.
fn track_file(name: &str, text: &str) -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-{name}.txt"));
    std::fs::write(&path, text).expect("the scratch folder is writable");
    path
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// Runs `solve --json` and parses its single line.
fn solve_json(track: &str, extra: &[&str]) -> Value {
    let mut args = vec!["solve", track, "--json"];
    args.extend_from_slice(extra);
    let output = racetrack(&args);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "exactly one line: {text}");
    serde_json::from_str(&text).expect("valid JSON")
}

fn trajectory(report: &Value) -> Vec<Point> {
    report["trajectory"]
        .as_array()
        .expect("a trajectory")
        .iter()
        .map(|p| {
            let coord = |i: usize| p[i].as_i64().expect("integer coordinate") as i32;
            Point::new(coord(0), coord(1))
        })
        .collect()
}

/// A track file, by its path from the repository's root.
fn load(path: &str) -> Track {
    std::fs::read_to_string(std::path::Path::new(crate::ROOT).join(path))
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn check_summarises_a_good_track() {
    let output = racetrack(&["check", BARTO_SMALL]);
    assert_eq!(output.status.code(), Some(0));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.contains("12 rows x 35 columns, 4 start points, 3 finish points"),
        "{text}"
    );
}

#[test]
fn check_names_line_and_column_of_a_bad_character() {
    let path = track_file("bad-character", ">..*\n..x.\n");
    let output = racetrack(&["check", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stdout(&output).is_empty());
    let message = stderr(&output);
    assert!(message.contains("line 2, column 3"), "{message}");
    assert!(message.contains("'x'"), "{message}");
}

#[test]
fn check_rejects_a_track_without_finish() {
    let path = track_file("no-finish", ">...\n....\n");
    let output = racetrack(&["check", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("no finish point"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn check_reports_a_missing_file() {
    let output = racetrack(&["check", "no/such/track.txt"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("no/such/track.txt"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn check_reports_a_binary_file() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-binary.txt");
    std::fs::write(&path, [b'>', b'*', 0xff, 0xfe]).unwrap();
    let output = racetrack(&["check", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("not UTF-8"), "{}", stderr(&output));
}

#[test]
fn solve_json_gives_the_optimal_legal_trajectory() {
    let report = solve_json(BARTO_SMALL, &[]);
    assert_eq!(report["solver"], "bfs");
    assert_eq!(report["rules"], "strict");
    assert_eq!(report["solved"], true);
    assert_eq!(report["moves"], 10);
    assert!(report["expanded"].as_u64().unwrap() > 0);
    assert!(report["elapsed_ms"].as_f64().unwrap() >= 0.0);
    assert_eq!(report["limit_reached"], false);
    let trajectory = trajectory(&report);
    assert_eq!(trajectory.len(), 11);
    let track = load(BARTO_SMALL);
    assert!(is_legal_trajectory(&track, Rules::Strict, &trajectory));
    assert!(track.is_finish(*trajectory.last().unwrap()));
}

#[test]
fn solve_json_works_for_every_solver_and_both_rules() {
    let track = load(BARTO_SMALL);
    for solver in Solver::ALL {
        for rules in [Rules::Strict, Rules::Soft] {
            let report = solve_json(
                BARTO_SMALL,
                &["--solver", solver.name(), "--rules", rules.name()],
            );
            assert_eq!(report["solver"], solver.name());
            assert_eq!(report["rules"], rules.name());
            assert_eq!(report["solved"], true, "{solver:?} {rules:?}");
            let trajectory = trajectory(&report);
            assert_eq!(
                report["moves"].as_u64(),
                Some(trajectory.len() as u64 - 1),
                "moves + 1 positions"
            );
            assert!(is_legal_trajectory(&track, rules, &trajectory));
            assert!(track.is_finish(*trajectory.last().unwrap()));
            if solver.is_optimal() && rules == Rules::Strict {
                assert_eq!(report["moves"], 10);
            }
        }
    }
}

#[test]
fn solve_json_reports_no_solution_with_exit_zero() {
    // The only way on squeezes between two diagonal obstacles, which strict rules forbid; the
    // closest reachable point (by the distance map) is the one just before the squeeze.
    let path = track_file("squeeze", ">.#.\n##.*\n");
    let report = solve_json(path.to_str().unwrap(), &[]);
    assert_eq!(report["solved"], false);
    assert_eq!(report["moves"], Value::Null);
    assert_eq!(report["trajectory"], Value::Null);
    assert_eq!(report["limit_reached"], false);
    assert_eq!(report["closest"], serde_json::json!([0, 1]));
    // Under soft rules the same track is solved.
    let soft = solve_json(path.to_str().unwrap(), &["--rules", "soft"]);
    assert_eq!(soft["solved"], true);
}

#[test]
fn solve_without_json_draws_the_trajectory() {
    let output = racetrack(&["solve", BARTO_SMALL, "--solver", "astar"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("solved in 10 moves"), "{text}");
    assert!(text.contains("astar"), "{text}");
    // The drawing: 12 rows of 35 characters with the positions labelled 0..9 and 'a' (move 10).
    let drawing: Vec<&str> = text
        .lines()
        .filter(|l| l.len() == 35 && !l.contains(' '))
        .collect();
    assert_eq!(drawing.len(), 12, "{text}");
    let labels: String = drawing.concat();
    for label in "0123456789a".chars() {
        assert!(labels.contains(label), "label {label} missing: {text}");
    }
}

#[test]
fn solve_without_json_marks_the_closest_point_when_unsolved() {
    let path = track_file("squeeze-text", ">.#.\n##.*\n");
    let output = racetrack(&["solve", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("no solution"), "{text}");
    assert!(text.contains("closest: (0, 1)"), "{text}");
    assert!(text.lines().any(|l| l == ">@#."), "{text}");
}

#[test]
fn solve_reports_a_bad_file_with_exit_two() {
    let path = track_file("solve-bad", "");
    let output = racetrack(&["solve", path.to_str().unwrap(), "--json"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stdout(&output).is_empty());
    assert!(stderr(&output).contains("empty"), "{}", stderr(&output));
}

#[test]
fn an_unknown_solver_is_a_usage_error_listing_the_solvers() {
    let output = racetrack(&["solve", BARTO_SMALL, "--solver", "teleport"]);
    assert_eq!(output.status.code(), Some(2));
    let message = stderr(&output);
    assert!(message.contains("invalid value 'teleport'"), "{message}");
    for solver in Solver::ALL {
        assert!(message.contains(solver.name()), "{message}");
    }
}

#[test]
fn unknown_rules_are_a_usage_error() {
    let output = racetrack(&["solve", BARTO_SMALL, "--rules", "lenient"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("strict"), "{}", stderr(&output));
}

#[test]
fn levels_reports_every_level() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels");
    let output = racetrack(&["levels", dir]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("| 02-barto-small | 12 x 35 | 10 |"), "{text}");
    let rows = text
        .lines()
        .filter(|l| l.starts_with("| 0") || l.starts_with("| 1"));
    assert!(rows.count() >= 8, "{text}");
}

#[test]
fn bench_explains_a_missing_track_folder() {
    let output = racetrack(&["bench", "--tracks", "no/such/folder", "--max-scale", "1"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("--tracks"), "{}", stderr(&output));
}

#[test]
fn a_huge_file_is_refused_with_a_clear_error() {
    let huge = track_file("huge", &".".repeat(racetrack::track::MAX_TRACK_BYTES + 10));
    let output = racetrack(&["check", huge.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("is over 4194304 bytes"),
        "stderr: {}",
        stderr(&output)
    );
}

/// Runs `analyse --json` on barto-small and parses its single line.
fn analyse_json(trajectory: &str, extra: &[&str]) -> Value {
    let mut args = vec!["analyse", BARTO_SMALL, "--trajectory", trajectory, "--json"];
    args.extend_from_slice(extra);
    let output = racetrack(&args);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", stderr(&output));
    let text = stdout(&output);
    assert_eq!(text.lines().count(), 1, "exactly one line: {text}");
    serde_json::from_str(&text).expect("valid JSON")
}

#[test]
fn analyse_json_reports_each_position_and_option() {
    // The first three positions of bfs's optimal line, then a move that stands still instead.
    let report = analyse_json("5,0 5,1 6,3", &[]);
    assert_eq!(report["optimal"], 10);
    assert_eq!(
        report["positions"],
        serde_json::json!([
            {"at": [5, 0], "optimal_from_here": 10, "lost": 0},
            {"at": [5, 1], "optimal_from_here": 9, "lost": 0},
            {"at": [6, 3], "optimal_from_here": 8, "lost": 0},
        ])
    );
    let options = report["options"].as_array().unwrap();
    assert_eq!(options.len(), 9);
    assert!(options.iter().any(|o| o["optimal_from_here"] == 7));
    assert_eq!(
        options[0],
        serde_json::json!({"to": [6, 4], "optimal_from_here": 9})
    );
    let wasteful = analyse_json("5,0 5,0", &[]);
    assert_eq!(wasteful["positions"][1]["lost"], 1);
    let soft = analyse_json("5,0", &["--rules", "soft"]);
    assert!(soft["optimal"].as_u64().unwrap() <= 10);
}

#[test]
fn analyse_json_of_an_empty_game_lists_the_start_points() {
    let report = analyse_json("", &[]);
    assert_eq!(report["positions"], serde_json::json!([]));
    let starts: Vec<Value> = load(BARTO_SMALL)
        .starts()
        .iter()
        .map(|s| serde_json::json!({"to": [s.row, s.col], "optimal_from_here": 10}))
        .collect();
    assert_eq!(report["options"], Value::Array(starts));
}

#[test]
fn analyse_reports_doomed_positions_as_null() {
    let path = track_file("analyse-squeeze", ">.#.\n##.*\n");
    let output = racetrack(&[
        "analyse",
        path.to_str().unwrap(),
        "--trajectory",
        "0,0",
        "--json",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let report: Value = serde_json::from_str(&stdout(&output)).unwrap();
    assert_eq!(report["optimal"], Value::Null);
    assert_eq!(
        report["positions"],
        serde_json::json!([{"at": [0, 0], "optimal_from_here": null, "lost": null}])
    );
    assert!(
        report["options"]
            .as_array()
            .unwrap()
            .iter()
            .all(|o| o["optimal_from_here"].is_null())
    );
}

#[test]
fn analyse_refuses_an_illegal_trajectory_with_exit_two() {
    for (trajectory, reason) in [
        ("5,0 5,3", "move 1 from (5, 0) to (5, 3) is illegal"),
        ("1,1", "(1, 1) is not a start point"),
        ("5,0 5,x", "bad position \"5,x\""),
        ("5,0 5,-1", "off the track"),
        ("5,0 4,0", "into a wall"),
    ] {
        let output = racetrack(&["analyse", BARTO_SMALL, "--trajectory", trajectory, "--json"]);
        assert_eq!(output.status.code(), Some(2), "{trajectory}");
        assert!(stdout(&output).is_empty(), "{trajectory}");
        assert!(
            stderr(&output).contains(reason),
            "{trajectory}: {}",
            stderr(&output)
        );
    }
}

#[test]
fn analyse_without_json_prints_a_table_and_an_optimal_line() {
    let output = racetrack(&["analyse", BARTO_SMALL, "--trajectory", "5,0 5,0"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(text.contains("optimum: 10 moves"), "{text}");
    assert!(text.contains("| 1 | (5, 0) | (0, 0) | 10 | 1 |"), "{text}");
    assert!(text.contains("optimal line from here: (5, 1)"), "{text}");
}

#[test]
fn bench_coach_times_the_coach_on_barto_big_and_every_level() {
    let track = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels/06-barto-big.txt");
    let output = racetrack(&[
        "bench",
        "--coach",
        "--track",
        track,
        "--max-scale",
        "1",
        "--repeat",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("| 06-barto-big | 33 x 30 | strict | 21 | 51908 |"),
        "{text}"
    );
    assert!(text.contains("| 10-spiral | 51 x 51 | soft |"), "{text}");
    assert!(text.contains("every level ready in < 50 ms"), "{text}");
}

#[test]
fn bench_scales_its_track_and_says_when_memory_is_not_counted() {
    let track = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels/06-barto-big.txt");
    let output = racetrack(&[
        "bench",
        "--track",
        track,
        "--max-scale",
        "2",
        "--repeat",
        "1",
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("| 06-barto-big | 33 x 30 | bfs | 21 |"),
        "{text}"
    );
    assert!(
        text.contains("| 06-barto-big-x2 | 66 x 60 | astar |"),
        "{text}"
    );
    // The test build has no counting allocator: the column says so instead of 0 bytes.
    assert!(text.contains("| not counted |"), "{text}");
    assert!(text.contains("build with --features count-alloc"), "{text}");
}

#[test]
fn scale_prints_or_writes_blocks_and_refuses_moving_elements() {
    let output = racetrack(&["scale", "levels/02-barto-small.txt", "3"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let scaled: Track = stdout(&output).parse().unwrap();
    let small = load("levels/02-barto-small.txt");
    assert_eq!((scaled.rows(), scaled.cols()), (36, 105));
    for (index, &cell) in scaled.cells().iter().enumerate() {
        let (row, col) = (index / 105, index % 105);
        assert_eq!(cell, small.cells()[row / 3 * small.cols() + col / 3]);
    }
    let out = Path::new(env!("CARGO_TARGET_TMPDIR")).join("barto-small-x2.txt");
    let written = racetrack(
        &["scale", "levels/02-barto-small.txt", "2", "-o"]
            .into_iter()
            .chain([out.to_str().unwrap()])
            .collect::<Vec<_>>(),
    );
    assert_eq!(written.status.code(), Some(0), "{}", stderr(&written));
    let file: Track = std::fs::read_to_string(&out).unwrap().parse().unwrap();
    assert_eq!(file, small.scaled(2).unwrap());

    let refused = racetrack(&["scale", "levels/14-drawbridge.txt", "2"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(
        stderr(&refused).contains("a track with moving elements cannot be scaled"),
        "{}",
        stderr(&refused)
    );
    let too_big = racetrack(&["scale", "levels/10-spiral.txt", "1000"]);
    assert_eq!(too_big.status.code(), Some(2));
    assert!(
        stderr(&too_big).contains("scaled 1000 times"),
        "{}",
        stderr(&too_big)
    );
}

#[test]
fn check_and_solve_read_moving_elements_and_name_a_bad_element_line() {
    let output = racetrack(&["check", "levels/14-drawbridge.txt"]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert!(
        stdout(&output).contains("1 moving element with a cycle of 24 turns"),
        "{}",
        stdout(&output)
    );
    // The timed optimum, waiting for the bridge, and a trajectory legal at its times.
    let report = solve_json("levels/14-drawbridge.txt", &["--solver", "astar"]);
    assert_eq!(report["moves"], 17);
    let track = load("levels/14-drawbridge.txt");
    let run = trajectory(&report);
    assert_eq!(
        racetrack::rules::timed::check_trajectory(&track, racetrack::Rules::Strict, &run),
        Ok(true)
    );
    let drawn = stdout(&racetrack(&["solve", "levels/14-drawbridge.txt"]));
    assert!(
        drawn.contains("moving:  1 element with a cycle of 24 turns"),
        "{drawn}"
    );
    assert!(
        drawn.ends_with("@gate 5,20 5,21 6,20 6,21 7,20 7,21 cycle 24 closed 0-13\n"),
        "{drawn}"
    );
    let bad = track_file("bad-gate.txt", ">..*\n@gate 0,1 cycle 4 closed 2-7\n");
    let output = racetrack(&["check", bad.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        stderr(&output).contains("line 2: closed range 2-7 is not within 0-3"),
        "{}",
        stderr(&output)
    );
}

#[test]
fn daily_prints_the_day_s_track_as_the_page_opens_it() {
    let output = racetrack(&["daily", "--date", "2026-12-01"]);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", stderr(&output));
    let day = "2026-12-01".parse().unwrap();
    let expected = racetrack::daily::track(day).unwrap();
    assert_eq!(stdout(&output), expected.track.to_string());
    // The generator's criteria hold: solvable in at least 15 moves, with braking points.
    assert!(expected.optimum >= 15, "{}", expected.optimum);
    let other = racetrack(&["daily", "--date", "2026-12-02"]);
    assert_ne!(stdout(&other), stdout(&output));
    // Today's, by the clock: a track that reads.
    let today = racetrack(&["daily"]);
    assert_eq!(today.status.code(), Some(0));
    assert!(stdout(&today).parse::<Track>().is_ok());
    let bad = racetrack(&["daily", "--date", "2026-02-30"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("is not a date of the form YYYY-MM-DD"),
        "{}",
        stderr(&bad)
    );
}

/// A Karopapier map of the test's own: a checkpoint behind the start, the finish ahead, grass
/// and water around (CRLF rows, as the site served them).
const MAPCODE: &str = "XXXXXXXXXXXX\r\nX2OOSOOOOOFX\r\nXOOOOOOOOOOX\r\nWWWWWWWWWWWW\r\n";

#[test]
fn solve_reads_a_mapcode_and_plays_it_by_karopapiers_rules() {
    let map = track_file("karopapier", MAPCODE);
    let map = map.to_str().unwrap();
    let bfs = solve_json(map, &["--rules", "karopapier"]);
    let astar = solve_json(map, &["--rules", "karopapier", "--solver", "astar"]);
    assert_eq!(bfs["rules"], "karopapier");
    assert_eq!(bfs["moves"], astar["moves"], "both optimal");
    let track: Track = MAPCODE.parse().unwrap();
    for report in [&bfs, &astar] {
        let trajectory = trajectory(report);
        assert!(is_legal_trajectory(&track, Rules::Karopapier, &trajectory));
        assert!(racetrack::rules::finishes(
            &track,
            Rules::Karopapier,
            &trajectory
        ));
        assert_eq!(report["moves"].as_u64(), Some(trajectory.len() as u64 - 1));
        assert_eq!(report["replayed"], true);
    }
    // `check` reads it too, and names its checkpoints.
    let output = racetrack(&["check", map]);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", stderr(&output));
    assert!(
        stdout(&output)
            .ends_with(": ok, 4 rows x 12 columns, 1 start point, 1 finish point, checkpoint 2\n"),
        "{}",
        stdout(&output)
    );
}

#[test]
fn export_writes_a_mapcode_and_back() {
    let map = track_file("export-map", MAPCODE);
    let output = racetrack(&["export", "--karopapier", map.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "stderr: {}", stderr(&output));
    assert_eq!(stdout(&output), MAPCODE.replace("\r\n", "\n"));
    // In the project's format, and from it back to the same mapcode.
    let output = racetrack(&["export", map.to_str().unwrap()]);
    let own = stdout(&output);
    assert!(own.starts_with("############\n#2..>.....*#\n"), "{own}");
    let own_file = track_file("export-own", &own);
    let output = racetrack(&["export", "--karopapier", own_file.to_str().unwrap()]);
    assert_eq!(stdout(&output), MAPCODE.replace("\r\n", "\n"));
    // Ice has no mapcode: refused, with the reason.
    let icy = track_file("export-icy", ">~*\n");
    let output = racetrack(&["export", "--karopapier", icy.to_str().unwrap()]);
    assert_ne!(output.status.code(), Some(0));
    assert!(
        stderr(&output).contains("Karopapier has no ice"),
        "{}",
        stderr(&output)
    );
}
