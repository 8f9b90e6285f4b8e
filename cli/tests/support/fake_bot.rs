//! `fake-bot BEHAVIOUR`: a test-only binary (built by `cargo test`, never shipped), scripted bots
//! for the protocol's tests, each
//! misbehaving in one way. `best` takes the option with the lowest estimate (the slowest on a
//! tie); `late` answers after 3 s from round 2 on; `late-once` only in round 2, with an answer
//! that would be illegal in round 3 (it must not be taken for round 3's); `garbage` writes a
//! line that is not JSON; `illegal` answers an acceleration none of its options has (or a start
//! on a wall); `exit` ends after the start line; `silent` never answers; `flood` writes a line of
//! a MiB; `stderr` writes a MiB to stderr before each answer.

use std::io::{BufRead, Write};

use serde_json::Value;

/// The behaviours, by name.
const BEHAVIOURS: [&str; 9] = [
    "best",
    "late",
    "late-once",
    "garbage",
    "illegal",
    "exit",
    "silent",
    "flood",
    "stderr",
];

/// The `best` answer to a turn: the option with the lowest estimate, then the lowest speed.
fn best(turn: &Value) -> String {
    let options = turn["options"].as_array().cloned().unwrap_or_default();
    let key = |o: &Value| {
        let estimate = o["estimate"].as_u64().unwrap_or(u64::MAX);
        let to = &o["to"];
        (
            estimate,
            to[0].as_i64().unwrap_or(0),
            to[1].as_i64().unwrap_or(0),
        )
    };
    match options.iter().min_by_key(|o| key(o)) {
        Some(o) if o["acc"].is_null() => format!("{{\"start\":{}}}", o["to"]),
        Some(o) => format!("{{\"acc\":{}}}", o["acc"]),
        None => "{\"acc\":[0,0]}".into(),
    }
}

/// An answer that reads but is not one of the options: an acceleration none of them has, or a
/// start point on the grid's corner (a wall on every level).
fn illegal(turn: &Value) -> String {
    let options = turn["options"].as_array().cloned().unwrap_or_default();
    let listed: Vec<&Value> = options.iter().map(|o| &o["acc"]).collect();
    (-1..=1)
        .flat_map(|dr| (-1..=1).map(move |dc| serde_json::json!([dr, dc])))
        .find(|a| !listed.contains(&a) && !options.is_empty() && !options[0]["acc"].is_null())
        .map_or_else(
            || "{\"start\":[0,0]}".into(),
            |a| format!("{{\"acc\":{a}}}"),
        )
}

/// Runs the bot named by its one argument on stdin and stdout until its input ends; exit code 2
/// for an unknown behaviour.
fn main() -> std::process::ExitCode {
    let behaviour = std::env::args().nth(1).unwrap_or_default();
    if !BEHAVIOURS.contains(&behaviour.as_str()) {
        eprintln!(
            "fake-bot: unknown behaviour {behaviour:?}: {}",
            BEHAVIOURS.join(", ")
        );
        return std::process::ExitCode::from(2);
    }
    run(&behaviour);
    std::process::ExitCode::SUCCESS
}

fn run(behaviour: &str) {
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let message: Value = serde_json::from_str(&line).unwrap_or(Value::Null);
        match message["type"].as_str() {
            Some("start") if behaviour == "exit" => return,
            Some("turn") => {}
            _ => continue,
        }
        let round = message["round"].as_u64().unwrap_or(0);
        let answer = match behaviour {
            "late" if round >= 2 => {
                std::thread::sleep(std::time::Duration::from_secs(3));
                best(&message)
            }
            "late-once" if round == 2 => {
                // Too late, and an answer that would be illegal in round 3 if it were taken.
                std::thread::sleep(std::time::Duration::from_millis(800));
                "{\"start\":[0,0]}".into()
            }
            "garbage" => "this is not JSON".into(),
            "illegal" => illegal(&message),
            "silent" => continue,
            "flood" => "x".repeat(1 << 20),
            "stderr" => {
                let _ = std::io::stderr().write_all(&vec![b'e'; 1 << 20]);
                best(&message)
            }
            _ => best(&message),
        };
        if writeln!(out, "{answer}")
            .and_then(|()| out.flush())
            .is_err()
        {
            break;
        }
    }
}
