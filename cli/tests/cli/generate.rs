//! `racetrack generate` run as a user would: the track on stdout or in a file, the seed from the
//! clock, bad sizes and the survey.

use std::path::Path;

use racetrack::Track;

use crate::racetrack;

const RANDOM_7: &str = include_str!("../../../engine/tests/fixtures/random-7.txt");

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

#[test]
fn a_seed_prints_its_track() {
    let output = racetrack(&["generate", "--seed", "7"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), RANDOM_7);
    assert_eq!(text(&output.stderr), "");
}

#[test]
fn output_writes_the_file() {
    let path = Path::new(env!("CARGO_TARGET_TMPDIR")).join("cli-generate-7.txt");
    let _ = std::fs::remove_file(&path);
    let output = racetrack(&["generate", "--seed", "7", "-o", path.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    assert_eq!(text(&output.stdout), "");
    assert_eq!(std::fs::read_to_string(&path).unwrap(), RANDOM_7);
}

#[test]
fn without_a_seed_one_is_drawn_and_told() {
    let output = racetrack(&["generate", "--rows", "24", "--cols", "32"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let stderr = text(&output.stderr);
    let seed = stderr
        .trim()
        .strip_prefix("seed: ")
        .unwrap_or_else(|| panic!("no seed in {stderr:?}"));
    let track: Track = text(&output.stdout).parse().unwrap();
    assert_eq!((track.rows(), track.cols()), (24, 32));
    let again = racetrack(&["generate", "--seed", seed, "--rows", "24", "--cols", "32"]);
    assert_eq!(
        again.stdout, output.stdout,
        "seed {seed} does not give the same track"
    );
}

#[test]
fn a_bad_size_is_an_error() {
    let output = racetrack(&["generate", "--seed", "1", "--rows", "10"]);
    assert_eq!(output.status.code(), Some(2));
    assert_eq!(text(&output.stdout), "");
    let stderr = text(&output.stderr);
    assert!(stderr.contains("10 x 64"), "{stderr}");
}

#[test]
fn the_survey_prints_its_figures() {
    let output = racetrack(&["generate", "--survey", "5"]);
    assert_eq!(output.status.code(), Some(0), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    for needle in [
        "survey: seeds 1..=5 at 40 x 64",
        "accepted: 5 of 5 seeds",
        "rejected per accepted track",
        "noise",
        "few brakes",
        "time per track: median",
        "strict optimum (moves): min",
    ] {
        assert!(stdout.contains(needle), "{needle:?} missing from\n{stdout}");
    }
}
