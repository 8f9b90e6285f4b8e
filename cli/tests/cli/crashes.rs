//! `racetrack solve --zzz N` run as a user would: a map whose checkpoint is a pocket is said
//! unsolvable without a crash, solved with one (the route replayed as a race), and `--zzz`
//! under other rules is refused.

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
