//! `racetrack import` run as a user would: a PNG drawn from a level back to its text, with the
//! automatic and a given pitch, to stdout or a file, and the exit code for bad input.

use std::path::{Path, PathBuf};

use racetrack::Track;
use racetrack::image::{encode_png, track_picture};

use crate::racetrack;

const HAIRPIN: &str = include_str!("../../../levels/03-hairpin.txt");

/// A scratch file of the test's own.
fn scratch(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("cli-import-{name}"))
}

/// The hairpin drawn at `k` pixels per point, written as a PNG.
fn hairpin_png(name: &str, k: u32) -> (Track, PathBuf) {
    let track: Track = HAIRPIN.parse().unwrap();
    let path = scratch(name);
    std::fs::write(&path, encode_png(&track_picture(&track, k))).unwrap();
    (track, path)
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn import_finds_the_pitch_and_prints_the_track() {
    let (track, png) = hairpin_png("auto.png", 24);
    let output = racetrack(&["import", png.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), track.to_string());
    assert_eq!(
        text(&output.stderr),
        format!("{}: 24 px cells, 16 x 46 points\n", png.display())
    );
}

#[test]
fn import_with_a_given_pitch_writes_the_file() {
    let (track, png) = hairpin_png("given.png", 6);
    let out = scratch("given.txt");
    let _ = std::fs::remove_file(&out);
    let output = racetrack(&[
        "import",
        png.to_str().unwrap(),
        "--cell",
        "6",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "");
    assert_eq!(std::fs::read_to_string(&out).unwrap(), track.to_string());
    // Twice the pitch: each point votes over 2 x 2 of the track's, and the start column, one
    // point wide beside the wall, loses every tie to the wall.
    let output = racetrack(&["import", png.to_str().unwrap(), "--cell", "12"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("does not make a valid track: the track has no start point"),
        "{}",
        text(&output.stderr)
    );
}

#[test]
fn bad_input_exits_with_2_and_says_why() {
    let not_png = scratch("not.png");
    std::fs::write(&not_png, "#>*\n").unwrap();
    let output = racetrack(&["import", not_png.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("not a PNG image"),
        "{}",
        text(&output.stderr)
    );

    let (_, png) = hairpin_png("toolarge.png", 2);
    let output = racetrack(&["import", png.to_str().unwrap(), "--cell", "40"]);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        text(&output.stderr).contains("40 px cells do not fit in a 92 x 32 image"),
        "{}",
        text(&output.stderr)
    );

    let output = racetrack(&["import", scratch("missing.png").to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(text(&output.stdout), "");
}
