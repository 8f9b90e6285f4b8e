//! Races between bots through the `racetrack` binary: scripted misbehaving bots (the test-only
//! `fake-bot` binary) cannot stall or crash a race and are recorded as they misbehaved, the same
//! seed gives the same race, records play back (`replay --check`), a tampered record does not,
//! the tournament's leaderboard, and the Python and Node bots of `bots/`.

use racetrack::race::CarStatus;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use racetrack::race::record::{self, Record, RecordEvent, Status};

use crate::racetrack;

const FAKE_BOT: &str = env!("CARGO_BIN_EXE_fake-bot");
const LEVELS: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels");

fn scratch(name: &str) -> PathBuf {
    Path::new(env!("CARGO_TARGET_TMPDIR")).join(name)
}

fn fake(behaviour: &str) -> String {
    format!("{FAKE_BOT} {behaviour}")
}

/// Runs a race on `level` and returns its record.
fn race(level: &str, bots: &[(&str, String)], seed: u64, extra: &[&str]) -> Record {
    let out = scratch(&format!("race-{level}-{seed}-{}.json", bots.len()));
    let track = format!("{LEVELS}/{level}.txt");
    let seed = seed.to_string();
    let mut args = vec!["race", track.as_str(), "--seed", &seed, "--record"];
    let out_text = out.to_string_lossy().into_owned();
    args.push(&out_text);
    let specs: Vec<String> = bots.iter().map(|(n, c)| format!("{n}={c}")).collect();
    for s in &specs {
        args.extend(["--bot", s.as_str()]);
    }
    args.extend(extra);
    let output = racetrack(&args);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    record::parse(&std::fs::read_to_string(&out).unwrap()).unwrap()
}

/// The statuses of `car`'s answers, round by round.
fn statuses(record: &Record, car: usize) -> Vec<Status> {
    record
        .rounds
        .iter()
        .flat_map(|r| r.answers.iter().filter(|a| a.car == car).map(|a| a.status))
        .collect()
}

fn standing<'a>(record: &'a Record, name: &str) -> &'a record::RecordStanding {
    record.standings.iter().find(|s| s.name == name).unwrap()
}

#[test]
fn misbehaving_bots_are_missed_then_disqualified_and_never_stall_the_race() {
    let clock = Instant::now();
    let record = race(
        "02-barto-small",
        &[
            ("perfect", "builtin:perfect".into()),
            ("garbage", fake("garbage")),
            ("illegal", fake("illegal")),
            ("late", fake("late")),
        ],
        1,
        &["--turn-ms", "300"],
    );
    assert!(clock.elapsed().as_secs() < 30, "{:?}", clock.elapsed());
    assert_eq!(standing(&record, "perfect").state, CarStatus::Finished);
    for (car, name, why) in [
        (1, "garbage", Status::Malformed),
        (2, "illegal", Status::Illegal),
    ] {
        // Five misses in a row, the last disqualifying; the car keeps its velocity meanwhile.
        assert_eq!(statuses(&record, car), vec![why; 5], "{name}");
        assert_eq!(standing(&record, name).state, CarStatus::Retired);
        let events: Vec<&RecordEvent> = record.rounds.iter().flat_map(|r| &r.events).collect();
        assert!(events.contains(&&RecordEvent::Disqualified { car }));
    }
    // The late bot answers the placement in time, then is late four times... and disqualified.
    let late = statuses(&record, 3);
    assert_eq!(late[0], Status::Ok);
    assert!(late[1..].iter().all(|&s| s == Status::Late), "{late:?}");
    assert_eq!(late.len(), 6);
    assert_eq!(record::check(&record), Ok(()));
}

#[test]
fn a_bot_that_exits_floods_or_writes_to_stderr_cannot_crash_the_race() {
    let record = race(
        "03-hairpin",
        &[
            ("exit", fake("exit")),
            ("flood", fake("flood")),
            ("stderr", fake("stderr")),
            ("silent", fake("silent")),
        ],
        2,
        &["--turn-ms", "300"],
    );
    assert_eq!(statuses(&record, 0)[0], Status::Exited);
    assert!(statuses(&record, 1).iter().all(|&s| s == Status::Malformed));
    assert!(statuses(&record, 3).iter().all(|&s| s == Status::Late));
    for name in ["exit", "flood", "silent"] {
        assert_eq!(standing(&record, name).state, CarStatus::Retired, "{name}");
    }
    // Writing a MiB to stderr before each answer changes nothing: it finishes.
    assert_eq!(standing(&record, "stderr").state, CarStatus::Finished);
    assert!(statuses(&record, 2).iter().all(|&s| s == Status::Ok));
}

#[test]
fn a_bot_that_never_reads_its_input_cannot_stall_the_race() {
    // A start line (the track's text) larger than a pipe's buffer, to a program that never
    // reads: before stdin was written on a thread of its own, the race waited for it to exit.
    let wall = "#".repeat(15_998);
    let mut text = format!(">*{wall}\n>*{wall}\n");
    for _ in 0..4 {
        text += &"#".repeat(16_000);
        text.push('\n');
    }
    let track = scratch("never-reads.txt");
    std::fs::write(&track, text).unwrap();
    let best = format!("best={}", fake("best"));
    let clock = Instant::now();
    let output = racetrack(&[
        "race",
        track.to_str().unwrap(),
        "--bot",
        "sleeper=sleep 60",
        "--bot",
        &best,
        "--turn-ms",
        "50",
        "--json",
    ]);
    assert_eq!(
        output.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(clock.elapsed().as_secs() < 20, "{:?}", clock.elapsed());
    let line = String::from_utf8(output.stdout).unwrap();
    assert!(line.contains(r#"{"name":"best","place":1,"moves":1,"state":"finished"}"#));
    assert!(line.contains(r#""name":"sleeper","place":2"#), "{line}");
    assert!(line.contains(r#""state":"retired""#), "{line}");
}

#[test]
fn a_late_answer_is_not_taken_for_the_next_turn() {
    let record = race(
        "02-barto-small",
        &[("late-once", fake("late-once"))],
        3,
        &["--turn-ms", "500"],
    );
    let s = statuses(&record, 0);
    assert_eq!(&s[..3], &[Status::Ok, Status::Late, Status::Ok], "{s:?}");
    assert_eq!(standing(&record, "late-once").state, CarStatus::Finished);
    assert_eq!(record::check(&record), Ok(()));
}

/// A record without its timings, which differ from run to run.
fn untimed(mut record: Record) -> Record {
    for round in &mut record.rounds {
        for a in &mut round.answers {
            a.ms = 0;
        }
    }
    record
}

#[test]
fn the_same_seed_gives_the_same_race_and_another_seed_may_not() {
    let bots = [
        ("a", "builtin:club".to_string()),
        ("b", "builtin:novice".into()),
        ("c", fake("best")),
        ("d", "builtin:perfect".into()),
    ];
    let one = untimed(race("06-barto-big", &bots, 7, &[]));
    let two = untimed(race("06-barto-big", &bots, 7, &[]));
    assert_eq!(one, two);
    let orders = |r: &Record| -> Vec<Vec<usize>> {
        r.rounds
            .iter()
            .flat_map(|round| &round.events)
            .filter_map(|e| match e {
                RecordEvent::Round { order } => Some(order.clone()),
                _ => None,
            })
            .collect()
    };
    let other = untimed(race("06-barto-big", &bots, 8, &[]));
    assert_ne!(
        orders(&one),
        orders(&other),
        "the seed draws the order of each round"
    );
}

#[test]
fn records_round_trip_and_replay_checks_them() {
    let record = race(
        "13-jump",
        &[("pro", "builtin:pro".into()), ("best", fake("best"))],
        4,
        &[],
    );
    let text = record::to_json(&record);
    assert_eq!(record::parse(&text).unwrap(), record);
    // No local path in the record: the program shows as its file name.
    assert_eq!(record.cars[1].bot, "fake-bot best");
    let path = scratch("replay-ok.json");
    std::fs::write(&path, &text).unwrap();
    let ok = racetrack(&["replay", path.to_str().unwrap(), "--check"]);
    assert_eq!(ok.status.code(), Some(0));
    // A record whose events were changed does not play back: exit 1 naming the round.
    let mut tampered = record.clone();
    let round = tampered
        .rounds
        .iter_mut()
        .find(|r| {
            r.events
                .iter()
                .any(|e| matches!(e, RecordEvent::Moved { .. }))
        })
        .unwrap();
    for e in &mut round.events {
        if let RecordEvent::Moved { to, .. } = e {
            to[1] += 1;
            break;
        }
    }
    let path = scratch("replay-tampered.json");
    std::fs::write(&path, record::to_json(&tampered)).unwrap();
    let bad = racetrack(&["replay", path.to_str().unwrap(), "--check"]);
    assert_eq!(bad.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("does not play back"));
    // Changed standings too.
    let mut tampered = record.clone();
    tampered.standings[0].moves += 1;
    assert!(record::check(&tampered).is_err());
    // Not a record at all, another version, a truncated one: exit 2.
    for (name, text) in [
        ("junk", "not json".to_string()),
        ("version", text.replace("\"version\":1", "\"version\":9")),
        ("cut", text[..text.len() / 2].to_string()),
        (
            "track",
            text.replace("\"rules\":\"strict\"", "\"rules\":\"loose\""),
        ),
    ] {
        let path = scratch(&format!("replay-{name}.json"));
        std::fs::write(&path, text).unwrap();
        let out = racetrack(&["replay", path.to_str().unwrap(), "--check"]);
        assert_eq!(out.status.code(), Some(2), "{name}");
    }
}

#[test]
fn the_tournament_ranks_the_perfect_driver_first() {
    let dir = scratch("tournament");
    std::fs::create_dir_all(&dir).unwrap();
    for level in ["02-barto-small", "13-jump"] {
        std::fs::copy(
            format!("{LEVELS}/{level}.txt"),
            dir.join(format!("{level}.txt")),
        )
        .unwrap();
    }
    let dir = dir.to_string_lossy().into_owned();
    let args = [
        "tournament",
        "--tracks",
        &dir,
        "--bot",
        "novice=builtin:novice",
        "--bot",
        "perfect=builtin:perfect",
        "--seeds",
        "2",
    ];
    let out = racetrack(&args);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text.starts_with("4 races: 2 tracks x 2 seeds"), "{text}");
    let rows: Vec<&str> = text
        .lines()
        .filter(|l| l.starts_with("| 1 ") || l.starts_with("| 2 "))
        .collect();
    assert_eq!(rows.len(), 2, "{text}");
    assert!(
        rows[0].starts_with("| 1 | perfect | 8 | 4 | 4/4 |"),
        "{text}"
    );
    let mut json_args = args.to_vec();
    json_args.push("--json");
    let out = racetrack(&json_args);
    let value: serde_json::Value = serde_json::from_slice(&out.stdout).unwrap();
    assert_eq!(value["leaderboard"][0]["name"], "perfect");
    assert_eq!(value["races"], 4);
}

#[test]
fn bad_bot_arguments_are_usage_errors() {
    let track = format!("{LEVELS}/02-barto-small.txt");
    for bot in ["noequals", "a=", "a=builtin:wizard", "a=/no/such/program"] {
        let out = racetrack(&["race", &track, "--bot", bot]);
        assert_eq!(out.status.code(), Some(2), "{bot}");
    }
    let out = racetrack(&[
        "race",
        &track,
        "--bot",
        "a=builtin:pro",
        "--bot",
        "a=builtin:pro",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(stderr.contains("two cars are named \"a\""), "{stderr}");
}

/// Whether `program --version` runs: CI installs python3 and Node, so a missing one fails.
fn require(program: &str) {
    let ok = Command::new(program)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    assert!(
        ok,
        "{program} is needed to test the bots in bots/ (CI installs it)"
    );
}

#[test]
fn the_python_and_node_bots_finish_races() {
    require("python3");
    require("node");
    for (level, seed) in [("03-hairpin", 1), ("14-drawbridge", 2)] {
        let record = race(
            level,
            &[
                ("python", "python3 bots/python/bot.py".into()),
                ("node", "node bots/node/bot.mjs".into()),
            ],
            seed,
            &[],
        );
        for name in ["python", "node"] {
            assert_eq!(
                standing(&record, name).state,
                CarStatus::Finished,
                "{level} {name}"
            );
        }
        let car = |i: usize| statuses(&record, i);
        assert!(car(0).iter().chain(&car(1)).all(|&s| s == Status::Ok));
        assert_eq!(record::check(&record), Ok(()));
    }
}

#[test]
fn race_json_is_one_line_of_standings_in_the_documented_order() {
    let track = format!("{LEVELS}/02-barto-small.txt");
    let out = racetrack(&[
        "race",
        &track,
        "--bot",
        "a=builtin:perfect",
        "--bot",
        "b=builtin:novice",
        "--json",
    ]);
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8(out.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{text}");
    assert!(
        text.starts_with(r#"{"standings":[{"name":"a","place":1,"moves":10,"state":"finished"},"#),
        "{text}"
    );
    let value: serde_json::Value = serde_json::from_str(&text).unwrap();
    assert_eq!(value["standings"][1]["name"], "b");
}
