//! `racetrack import-game` run as a user would: the project's fixture game (a crash under
//! ZZZ 2, a player who leaves, the parc ferme) to the committed record that the replay viewer's
//! test opens, `replay --check` on it, and the exit codes for an illegal move and a file that
//! is no game.

use std::path::{Path, PathBuf};

use crate::racetrack;

const GAME: &str = "engine/tests/fixtures/karopapier-game.json";
const RECORD: &str = "engine/tests/fixtures/karopapier-game.record.json";

fn scratch(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-import-game-{name}"))
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn the_fixture_game_becomes_the_committed_record_and_plays_back() {
    let out = scratch("record.json");
    let o = racetrack(&["import-game", GAME, "--out", out.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    let said = text(&o.stderr);
    assert!(
        said.contains("2 cars, 8 rounds, 8 moves, 1 crash, every move legal"),
        "{said}"
    );
    assert!(
        said.contains("1. Ada (finished, 7 moves; on the site: rank 1)"),
        "{said}"
    );
    assert!(
        said.contains("2. Bob (retired, 1 move; on the site: no rank)"),
        "{said}"
    );
    let written = std::fs::read_to_string(&out).unwrap();
    let committed = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("..")
            .join(RECORD),
    )
    .unwrap();
    assert_eq!(written, committed, "the committed record is the import's");
    let o = racetrack(&["replay", out.to_str().unwrap(), "--check"]);
    assert_eq!(o.status.code(), Some(0), "{}", text(&o.stderr));
    assert!(text(&o.stdout).contains("ok, 8 rounds, 2 cars"));
}

#[test]
fn an_illegal_move_exits_1_naming_it_and_no_game_exits_2() {
    let game = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("..").join(GAME))
        .unwrap();
    // Ada's 8th entry, (7, 2), becomes (7, 3): through the grass.
    let mut value: serde_json::Value = serde_json::from_str(&game).unwrap();
    let entry = &mut value["players"][0]["moves"][7];
    assert_eq!((&entry["x"], &entry["y"]), (&"7".into(), &"2".into()));
    entry["y"] = "3".into();
    let bad = value.to_string();
    let path = scratch("illegal.json");
    std::fs::write(&path, bad).unwrap();
    let o = racetrack(&["import-game", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let said = text(&o.stderr);
    assert!(
        said.contains("Ada's move in round 7 from (5, 1) to (7, 3) is not legal"),
        "{said}"
    );
    assert!(said.contains("it passes (5, 1) (6, 2) (7, 3)"), "{said}");
    assert!(o.stdout.is_empty(), "no record is written");

    let path = scratch("none.json");
    std::fs::write(&path, "{\"game\": 1}").unwrap();
    let o = racetrack(&["import-game", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        text(&o.stderr).contains("not a Karopapier game"),
        "{}",
        text(&o.stderr)
    );
}
