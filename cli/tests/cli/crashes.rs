//! `racetrack solve --zzz N` run as a user would: a map whose checkpoint is a pocket is said
//! unsolvable without a crash, solved with one (the route replayed as a race), and `--zzz`
//! under other rules is refused; `solve --table` gives the optimum A* gives.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::racetrack;

/// Checkpoint 1 is a pocket under the road.
const POCKET: &str = "XXXXXXXXXX\r\nXSOOOOOOFX\r\nXOOOOOOOOX\r\nXXX1XXXXXX\r\n";

fn map() -> PathBuf {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-crashes-pocket.txt");
    std::fs::write(&path, POCKET).unwrap();
    path
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_pocket_checkpoint_needs_a_crash_and_zzz_finds_the_route() {
    let path = map();
    let file = path.to_str().unwrap();
    let o = racetrack(&["solve", "--rules", "karopapier", file]);
    assert_eq!(o.status.code(), Some(0));
    assert!(
        text(&o.stdout).contains("without a crash (--zzz 2 searches"),
        "{}",
        text(&o.stdout)
    );
    let o = racetrack(&[
        "solve",
        "--rules",
        "karopapier",
        "--zzz",
        "2",
        file,
        "--json",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["solved"], true);
    assert_eq!(v["moves"], 6);
    assert_eq!(v["crashes"], 1);
    assert_eq!(v["replayed"], true);
    assert_eq!(v["resets"].as_array().unwrap().len(), 1);
    let o = racetrack(&["solve", "--rules", "karopapier", "--zzz", "2", file]);
    let said = text(&o.stdout);
    assert!(said.contains("solved in 6 moves with 1 crash"), "{said}");
    assert!(said.contains("crash->"), "{said}");
}

#[test]
fn zzz_is_karopapier_s_and_has_bounds() {
    let path = map();
    let file = path.to_str().unwrap();
    let o = racetrack(&["solve", "--zzz", "2", file]);
    assert_eq!(o.status.code(), Some(2));
    assert!(text(&o.stderr).contains("--zzz needs --rules karopapier"));
    let o = racetrack(&["solve", "--rules", "karopapier", "--zzz", "11", file]);
    assert_eq!(o.status.code(), Some(2));
}

/// A loop past two checkpoints, the finish beside the start.
const LOOP: &str =
    "XXXXXXXXXXXX\r\nXSOOOOOOOO1X\r\nXFOOOOOOOOOX\r\nXOOOOOOOOO2X\r\nXXXXXXXXXXXX\r\n";

#[test]
fn solve_by_the_table_finds_the_optimum_a_star_finds() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-table-loop.txt");
    std::fs::write(&path, LOOP).unwrap();
    let file = path.to_str().unwrap();
    let json = |args: &[&str]| -> Value {
        let o = racetrack(args);
        assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
        serde_json::from_slice(&o.stdout).unwrap()
    };
    let astar = json(&[
        "solve",
        "--rules",
        "karopapier",
        "--solver",
        "astar",
        "--json",
        file,
    ]);
    let table = json(&["solve", "--rules", "karopapier", "--table", "--json", file]);
    assert_eq!(table["solver"], "table");
    assert_eq!(table["solved"], true);
    assert_eq!(table["moves"], astar["moves"], "{table}");
    assert_eq!(table["replayed"], true);
    let points = table["trajectory"].as_array().unwrap().len() as u64;
    assert_eq!(points, table["moves"].as_u64().unwrap() + 1);
    assert!(table["configurations"].as_u64().unwrap() >= table["expanded"].as_u64().unwrap());
    // In words, with the trajectory.
    let o = racetrack(&["solve", "--rules", "karopapier", "--table", file]);
    let said = text(&o.stdout);
    assert!(
        said.contains(&format!("{} moves by the table", table["moves"])),
        "{said}"
    );
    // --table and --zzz do not go together.
    let o = racetrack(&[
        "solve",
        "--rules",
        "karopapier",
        "--table",
        "--zzz",
        "2",
        file,
    ]);
    assert_ne!(o.status.code(), Some(0));
}

#[test]
fn the_table_s_cap_is_a_flag_and_a_track_over_it_is_said_so() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-table-cap.txt");
    std::fs::write(&path, LOOP).unwrap();
    let file = path.to_str().unwrap();
    let capped = |cap: u64, json: bool| {
        let cap = cap.to_string();
        let mut args = vec!["solve", "--rules", "karopapier", "--table"];
        args.extend(["--max-configurations", &cap, file]);
        if json {
            args.push("--json");
        }
        racetrack(&args)
    };
    // Under the cap: solved. Over it: no table, and the line says the cap was reached.
    let o = capped(100_000, true);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let under: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(under["solved"], true);
    let needed = under["configurations"].as_u64().unwrap();
    let over: Value = serde_json::from_slice(&capped(needed - 1, true).stdout).unwrap();
    assert_eq!(over["solved"], false);
    assert_eq!(over["limit_reached"], true);
    assert_eq!(over["configurations"].as_u64(), Some(needed));
    // In words, with the flag that raises it.
    let said = text(&capped(needed - 1, false).stdout);
    assert!(said.contains("--max-configurations raises it"), "{said}");
    // 0 is no cap, and the flag goes with --table only.
    assert_eq!(capped(0, true).status.code(), Some(2));
    let o = racetrack(&[
        "solve",
        "--rules",
        "karopapier",
        "--max-configurations",
        "9",
        file,
    ]);
    assert_eq!(o.status.code(), Some(2));
}
