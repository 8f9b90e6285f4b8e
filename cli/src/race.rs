//! `racetrack race` and `racetrack tournament`: races between bots (programs speaking the
//! protocol of `racetrack::bots`, or the built-in AI drivers), their standings, records and a
//! leaderboard.

use std::path::{Path, PathBuf};
use std::rc::Rc;

use racetrack::bots::play::{Entrant, play};
use racetrack::bots::runner::{Builtin, Program, split_command};
use racetrack::coach::Coach;
use racetrack::drivers::Skill;
use racetrack::race::record::{self, Record, Settings};
use racetrack::{Rules, Track};

use super::{CliError, file_name, load_track, track_files};

/// A `--bot NAME=COMMAND` argument.
#[derive(Clone, Debug)]
pub struct BotSpec {
    /// The car's name.
    pub name: String,
    /// `builtin:SKILL` or a program with its arguments.
    pub command: String,
}

/// Reads `NAME=COMMAND`.
pub fn bot_spec(text: &str) -> Result<BotSpec, String> {
    let (name, command) = text
        .split_once('=')
        .ok_or_else(|| format!("{text:?}: expected NAME=COMMAND"))?;
    let name = racetrack::race::player_name(name).map_err(|e| format!("{name:?}: {e}"))?;
    if command.trim().is_empty() {
        return Err(format!("{text:?}: the command is empty"));
    }
    Ok(BotSpec {
        name,
        command: command.trim().to_owned(),
    })
}

/// The command as a record shows it: a program's path cut to its file name (no local paths).
fn shown(command: &str) -> String {
    match split_command(command) {
        Ok(mut words) => {
            for w in &mut words {
                if w.contains('/') || w.contains('\\') {
                    let name = Path::new(w.as_str()).file_name();
                    *w = name.map_or_else(|| w.clone(), |n| n.to_string_lossy().into_owned());
                }
            }
            words.join(" ")
        }
        Err(_) => command.to_owned(),
    }
}

/// Starts the bots of a race on `track` (the built-in ones share one coach).
pub(super) fn entrants(
    specs: &[BotSpec],
    track: &Track,
    rules: Rules,
    seed: u64,
) -> Result<Vec<Entrant>, CliError> {
    let mut coach: Option<Rc<Coach>> = None;
    let mut out = Vec::new();
    for (i, spec) in specs.iter().enumerate() {
        let bot: Box<dyn racetrack::bots::runner::Bot> = match spec.command.strip_prefix("builtin:")
        {
            Some(level) => {
                let skill: Skill = level.parse().map_err(|_| {
                    CliError::Input(format!(
                        "{}: unknown built-in bot {level:?} (novice, club, pro or perfect)",
                        spec.name
                    ))
                })?;
                let coach = match &coach {
                    Some(c) => Rc::clone(c),
                    None => {
                        let mut c = Coach::new(track, rules)
                            .map_err(|e| CliError::Input(format!("built-in bots: {e}")))?;
                        c.run();
                        let c = Rc::new(c);
                        coach = Some(Rc::clone(&c));
                        c
                    }
                };
                Box::new(Builtin::new(skill, seed.wrapping_add(i as u64), coach))
            }
            None => {
                let words = split_command(&spec.command)
                    .map_err(|e| CliError::Input(format!("{}: {e}", spec.name)))?;
                let program = Program::spawn(&words[0], &words[1..]).map_err(|e| {
                    CliError::Input(format!("{}: cannot start {:?}: {e}", spec.name, words[0]))
                })?;
                Box::new(program)
            }
        };
        out.push(Entrant {
            name: spec.name.clone(),
            command: shown(&spec.command),
            bot,
        });
    }
    Ok(out)
}

/// Runs one race.
fn race(
    track: &Track,
    rules: Rules,
    seed: u64,
    settings: Settings,
    bots: &[BotSpec],
) -> Result<Record, CliError> {
    let entrants = entrants(bots, track, rules, seed)?;
    play(track, rules, seed, settings, entrants).map_err(|e| CliError::Input(e.to_string()))
}

/// `race`: one race, its standings on stdout, its record written when asked.
pub fn run(
    path: &Path,
    bots: &[BotSpec],
    seed: u64,
    settings: Settings,
    record_to: Option<&Path>,
    json: bool,
) -> Result<(), CliError> {
    let track = load_track(path)?;
    let record = race(&track, Rules::Strict, seed, settings, bots)?;
    if let Some(out) = record_to {
        std::fs::write(out, record::to_json(&record) + "\n").map_err(|source| CliError::Read {
            path: out.to_owned(),
            source,
        })?;
    }
    let header = format!(
        "{}: {} rounds, seed {seed}",
        file_name(path),
        record.rounds.len()
    );
    print_standings(&header, &record.standings, json);
    Ok(())
}

/// Prints standings: a markdown table under `header`, or one JSON line
/// `{"standings": [{"name", "place", "moves", "state"}]}`.
pub(super) fn print_standings(header: &str, standings: &[record::RecordStanding], json: bool) {
    if json {
        // A struct keeps the fields in their order: name, place, moves, state.
        #[derive(serde::Serialize)]
        struct Standings<'a> {
            standings: &'a [record::RecordStanding],
        }
        let line = Standings { standings };
        println!(
            "{}",
            serde_json::to_string(&line).expect("standings serialise")
        );
    } else {
        println!("{header}\n\n| place | name | moves | state |\n| --- | --- | --- | --- |");
        for s in standings {
            println!("| {} | {} | {} | {} |", s.place, s.name, s.moves, s.state);
        }
    }
}

/// One bot's tally in a tournament.
#[derive(Default, Clone)]
struct Tally {
    points: usize,
    wins: usize,
    finished: usize,
    moves: usize,
    races: usize,
}

/// `tournament`: every bot on every track of `dir` with seeds 1..=`seeds`; a leaderboard.
/// A race gives each car (cars - place + 1) points when it finished, none otherwise; the
/// leaderboard ranks by points, then wins, then fewer moves over its finished races.
pub fn tournament(
    dir: &Path,
    bots: &[BotSpec],
    seeds: u64,
    settings: Settings,
    json: bool,
) -> Result<(), CliError> {
    let files: Vec<PathBuf> = track_files(dir)?;
    let mut tally = vec![Tally::default(); bots.len()];
    let mut races = 0;
    for file in &files {
        let track = load_track(file)?;
        for seed in 1..=seeds {
            let record = race(&track, Rules::Strict, seed, settings, bots)?;
            races += 1;
            for s in &record.standings {
                let Some(i) = bots.iter().position(|b| b.name == s.name) else {
                    continue;
                };
                let t = &mut tally[i];
                t.races += 1;
                if s.state == racetrack::race::CarStatus::Finished {
                    t.points += bots.len() + 1 - s.place;
                    t.finished += 1;
                    t.moves += s.moves;
                    t.wins += usize::from(s.place == 1);
                }
            }
        }
    }
    let mut order: Vec<usize> = (0..bots.len()).collect();
    order.sort_by_key(|&i| {
        let t = &tally[i];
        (
            std::cmp::Reverse(t.points),
            std::cmp::Reverse(t.wins),
            t.moves,
            i,
        )
    });
    if json {
        let leaderboard = order
            .iter()
            .enumerate()
            .map(|(rank, &i)| {
                let t = &tally[i];
                LeaderboardRow {
                    rank: rank + 1,
                    name: &bots[i].name,
                    points: t.points,
                    wins: t.wins,
                    finished: t.finished,
                    races: t.races,
                    moves: t.moves,
                }
            })
            .collect();
        let table = Tournament { races, leaderboard };
        println!(
            "{}",
            serde_json::to_string(&table).expect("a table of numbers and names serialises")
        );
        return Ok(());
    }
    println!(
        "{races} races: {} tracks x {seeds} seeds\n\n| rank | bot | points | wins | finished | mean moves |\n| --- | --- | --- | --- | --- | --- |",
        files.len()
    );
    for (rank, &i) in order.iter().enumerate() {
        let t = &tally[i];
        let mean = if t.finished > 0 {
            format!("{:.1}", t.moves as f64 / t.finished as f64)
        } else {
            "-".into()
        };
        println!(
            "| {} | {} | {} | {} | {}/{} | {mean} |",
            rank + 1,
            bots[i].name,
            t.points,
            t.wins,
            t.finished,
            t.races
        );
    }
    Ok(())
}

/// `racetrack tournament --json`: how many races were run, and the table.
#[derive(serde::Serialize)]
struct Tournament<'a> {
    races: usize,
    leaderboard: Vec<LeaderboardRow<'a>>,
}

/// A bot's row in the tournament's table.
#[derive(serde::Serialize)]
struct LeaderboardRow<'a> {
    rank: usize,
    name: &'a str,
    points: usize,
    wins: usize,
    finished: usize,
    races: usize,
    moves: usize,
}
