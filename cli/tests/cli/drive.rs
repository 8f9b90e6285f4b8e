//! `racetrack drive` and `racetrack drivers` on the command line.

use racetrack::game::is_legal_trajectory;
use racetrack::{Point, Rules, Track};

use crate::racetrack;

#[test]
fn drive_prints_one_json_line_with_a_legal_finished_run() {
    let out = racetrack(&[
        "drive",
        "levels/02-barto-small.txt",
        "--driver",
        "club",
        "--seed",
        "3",
        "--json",
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1);
    let json: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(json["driver"], "club");
    assert_eq!(json["seed"], 3);
    assert_eq!(json["finished"], true);
    let trajectory: Vec<Point> = json["trajectory"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| Point::new(p[0].as_i64().unwrap() as i32, p[1].as_i64().unwrap() as i32))
        .collect();
    assert_eq!(json["moves"], trajectory.len() - 1);
    let track: Track = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../levels/02-barto-small.txt"),
    )
    .unwrap()
    .parse()
    .unwrap();
    assert!(is_legal_trajectory(&track, Rules::Strict, &trajectory));
    // The same seed, the same run.
    let again = racetrack(&[
        "drive",
        "levels/02-barto-small.txt",
        "--driver",
        "club",
        "--seed",
        "3",
        "--json",
    ]);
    assert_eq!(String::from_utf8(again.stdout).unwrap(), text);
}

#[test]
fn drive_refuses_an_unknown_driver_and_a_bad_file() {
    let out = racetrack(&["drive", "levels/02-barto-small.txt", "--driver", "ace"]);
    assert_eq!(out.status.code(), Some(2));
    let out = racetrack(&["drive", "no-such-file.txt", "--driver", "pro"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("no-such-file.txt"));
}

#[test]
fn drivers_prints_a_row_per_level_with_perfect_at_the_optimum() {
    let out = racetrack(&["drivers", "--seeds", "2"]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("| 0") || l.starts_with("| 1"))
        .collect();
    let levels = std::fs::read_dir(std::path::Path::new(crate::ROOT).join("levels"))
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .unwrap()
                .path()
                .extension()
                .is_some_and(|x| x == "txt")
        })
        .count();
    assert_eq!(rows.len(), levels, "{text}");
    for row in rows {
        let cells: Vec<&str> = row.split('|').map(str::trim).collect();
        // | level | optimum | novice | club | pro | perfect |
        assert_eq!(cells[6], format!("{}.0 (+0%)", cells[2]), "{row}");
    }
}
