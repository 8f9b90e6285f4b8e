//! `racetrack`: check track files, solve them with any solver, report the bundled levels and
//! benchmark the optimal solvers against the `pathfinding` crate. Each command lives in its own
//! module of the `racetrack_cli` library (`cli/src/`); this file holds the command line and the
//! dispatch.
//!
//! Exit codes: 0 success (also when a search finds no solution: the search ran), 1 a benchmark
//! whose solvers disagree, 2 bad input (a track file that cannot be read or parsed, a bad option).

use racetrack_cli as cli;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use racetrack::Rules;
use racetrack::drivers::Skill;
use racetrack::search::Solver;

/// Racetrack (Vector Race): check and solve track files, benchmark the solvers.
#[derive(Parser, Debug)]
#[command(name = "racetrack", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Check a track file; print its size and numbers of start and finish points.
    Check {
        /// The track file (`.` road, `#` obstacle, `>` start, `*` finish).
        track: PathBuf,
    },
    /// Solve a track and print the trajectory (drawn on the track, or as JSON).
    Solve {
        /// The track file.
        track: PathBuf,
        /// The search to run.
        #[arg(long, default_value = "bfs", value_parser = solver_parser())]
        solver: Solver,
        /// Which moves are legal.
        #[arg(long, default_value = "strict", value_parser = rules_parser())]
        rules: Rules,
        /// Print one line of JSON instead of the drawing.
        #[arg(long)]
        json: bool,
        /// Under Karopapier's rules, search routes that may crash on purpose with this ZZZ
        /// (a crash puts the car back ZZZ entries; the moves it undid count); A* with crash edges.
        #[arg(long, value_parser = clap::value_parser!(u32).range(0..=10))]
        zzz: Option<u32>,
        /// Solve by the coach's table instead (`--solver` is then ignored): a backward search
        /// over every configuration, exact, on tracks of up to `--max-configurations` of them
        /// (two bytes each at most), where a forward search keeps too many states.
        #[arg(long, conflicts_with = "zzz")]
        table: bool,
        /// With `--table`: the most configurations the table may take (268435456, 2^28, a
        /// table of 512 MiB at most, by default; up to 2^33).
        #[arg(long, requires = "table", default_value_t = cli::solve_table::MAX_TABLE_CONFIGURATIONS,
              value_parser = clap::value_parser!(u64).range(1..=1 << 33))]
        max_configurations: u64,
    },
    /// Analyse a game with the coach: moves lost at each position, doomed options.
    Analyse {
        /// The track file.
        track: PathBuf,
        /// The positions played, `row,col` separated by spaces, the start point first ("" for
        /// none yet).
        #[arg(long, allow_hyphen_values = true)]
        trajectory: String,
        /// Which moves are legal.
        #[arg(long, default_value = "strict", value_parser = rules_parser())]
        rules: Rules,
        /// Print one line of JSON instead of the table.
        #[arg(long)]
        json: bool,
    },
    /// One run of an AI driver (built on the coach).
    Drive {
        /// The track file.
        track: PathBuf,
        /// The driver's skill.
        #[arg(long, value_parser = skill_parser())]
        driver: Skill,
        /// The seed of the driver's choices.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Which moves are legal.
        #[arg(long, default_value = "strict", value_parser = rules_parser())]
        rules: Rules,
        /// Print one line of JSON.
        #[arg(long)]
        json: bool,
    },
    /// Every AI driver on the levels, averaged over seeds, against the optimum.
    Drivers {
        /// The folder of level files (`*.txt`, taken in sorted order).
        #[arg(default_value = "levels")]
        dir: PathBuf,
        /// Seeds 1 to N for each driver and level.
        #[arg(long, default_value_t = 20, value_parser = clap::value_parser!(u64).range(1..))]
        seeds: u64,
        /// Which moves are legal.
        #[arg(long, default_value = "strict", value_parser = rules_parser())]
        rules: Rules,
    },
    /// Report every solver on the levels: moves against the optimum.
    Levels {
        /// The folder of level files (`*.txt`, taken in sorted order).
        #[arg(default_value = "levels")]
        dir: PathBuf,
        /// Which moves are legal.
        #[arg(long, default_value = "strict", value_parser = rules_parser())]
        rules: Rules,
    },
    /// Convert a colour-coded PNG into a track (road white #FFFFFF, start #00AAAA, finish
    /// #808080, any other colour an obstacle).
    Import {
        /// The PNG file.
        image: PathBuf,
        /// The grid pitch in pixels (one track point per CELL x CELL block); chosen from the
        /// image when left out.
        #[arg(long, value_parser = clap::value_parser!(u32).range(1..=4096))]
        cell: Option<u32>,
        /// Write the track here instead of printing it.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Import a Karopapier game (its details as the site's API gave them: `game`, `players`
    /// with their moves, `map.mapcode`) as a race record, every move checked under Karopapier's
    /// rules; `racetrack replay RECORD --check` and the page's replay viewer play it back.
    ImportGame {
        /// The game's details (JSON).
        details: PathBuf,
        /// Write the record here instead of printing it.
        #[arg(short = 'o', long = "out")]
        out: Option<PathBuf>,
    },
    /// Generate a random track (solvable, long, curved); the same seed gives the same track.
    Generate {
        /// The seed (a number); a fresh one, printed on stderr, when left out.
        #[arg(long)]
        seed: Option<u64>,
        /// Rows of the track.
        #[arg(long)]
        rows: Option<usize>,
        /// Columns of the track.
        #[arg(long)]
        cols: Option<usize>,
        /// Write the track here instead of printing it.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
        /// Instead of one track, generate seeds 1..=N and print the figures: rejection rate,
        /// time per track, the distribution of the optimum.
        #[arg(long, value_parser = clap::value_parser!(u64).range(1..))]
        survey: Option<u64>,
    },
    /// Print the daily challenge's track: the same generated track for every player on a UTC
    /// date (today's by default), as the page's `#/daily` shows it.
    Daily {
        /// The day, `YYYY-MM-DD` (UTC); today when left out.
        #[arg(long)]
        date: Option<String>,
        /// Write the track here instead of printing it.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Race bots on a track: programs speaking the bot protocol (see the README), or the
    /// built-in AI drivers (`builtin:novice`, `club`, `pro`, `perfect`). Prints the standings.
    Race {
        /// The track file.
        track: PathBuf,
        /// A car: NAME=COMMAND, COMMAND being `builtin:LEVEL` or a program and its arguments
        /// (no shell: `python3 bots/python/bot.py`). One to eight.
        #[arg(long = "bot", value_parser = cli::race::bot_spec, required = true)]
        bots: Vec<cli::race::BotSpec>,
        /// Seeds the order in which each round's moves are applied.
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Write the race's record (JSON) here.
        #[arg(long)]
        record: Option<PathBuf>,
        /// Milliseconds a bot has for each answer.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=60_000))]
        turn_ms: u64,
        /// Milliseconds a bot has for all its answers of the race.
        #[arg(long, default_value_t = 120_000, value_parser = clap::value_parser!(u64).range(1..))]
        race_ms: u64,
        /// Print one JSON line: {"standings": [{"name", "place", "moves", "state"}]}.
        #[arg(long)]
        json: bool,
    },
    /// Play a seat of an online game with a bot (`builtin:LEVEL` or a program speaking the bot
    /// protocol, as for `race`) through a game server, or every game of a tournament; prints
    /// the standings at the end.
    Online {
        /// The game server (`http://127.0.0.1:8080`).
        #[arg(long)]
        server: String,
        /// The game's id (the end of its invite link).
        #[arg(
            long,
            required_unless_present = "tournament",
            conflicts_with = "tournament"
        )]
        game: Option<String>,
        /// A tournament's id: join it and play each game it pairs the bot into, until it is
        /// over (then its table is printed).
        #[arg(long)]
        tournament: Option<String>,
        /// The game's invite code (not needed for a public game).
        #[arg(long)]
        invite: Option<String>,
        /// The bot's name in the game.
        #[arg(long)]
        name: String,
        /// `builtin:LEVEL` or a program and its arguments.
        #[arg(long)]
        bot: String,
        /// Milliseconds between two asks whether the seat has to move, while the game's live
        /// stream is down (with it, the bot asks when a round begins).
        #[arg(long, default_value_t = 250, value_parser = clap::value_parser!(u64).range(50..=60_000))]
        poll_ms: u64,
        /// Print one JSON line: {"standings": [{"name", "place", "moves", "state"}]}.
        #[arg(long)]
        json: bool,
    },
    /// Race every bot on every track of a folder, with seeds 1..=N; a leaderboard.
    Tournament {
        /// The folder of track files (*.txt).
        #[arg(long)]
        tracks: PathBuf,
        /// A car: NAME=COMMAND, as for `race`.
        #[arg(long = "bot", value_parser = cli::race::bot_spec, required = true)]
        bots: Vec<cli::race::BotSpec>,
        /// Races per track, with seeds 1 to N.
        #[arg(long, default_value_t = 1, value_parser = clap::value_parser!(u64).range(1..=100))]
        seeds: u64,
        /// Milliseconds a bot has for each answer.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..=60_000))]
        turn_ms: u64,
        /// Print one JSON line instead of the table.
        #[arg(long)]
        json: bool,
    },
    /// Play a recorded race back through the engine: exit 0 when it agrees, 1 when it does not,
    /// 2 when the file is not a record.
    Replay {
        /// The record (JSON).
        record: PathBuf,
        /// Check every round's events and the standings (the only mode).
        #[arg(long, required = true)]
        check: bool,
    },
    /// Print a track with every point scaled to an N x N block.
    Scale {
        /// The track file (without moving elements).
        track: PathBuf,
        /// The block's side.
        #[arg(value_parser = clap::value_parser!(u32).range(1..=1024))]
        factor: u32,
        /// Write the track here instead of printing it.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Print a track (a track file or a Karopapier mapcode) in the project's format, or as a
    /// Karopapier mapcode.
    Export {
        /// The track file or mapcode.
        track: PathBuf,
        /// Write a Karopapier mapcode (`O` road, `X` grass, `S` start, `F` finish, `1`-`9`
        /// checkpoints); refused for ice, dirt, ramps and moving elements.
        #[arg(long)]
        karopapier: bool,
        /// Write the track here instead of printing it.
        #[arg(short = 'o', long = "output")]
        output: Option<PathBuf>,
    },
    /// Benchmark bfs and astar on barto-big scaled x1..xN against `pathfinding`'s bfs.
    /// Build with `--release` (and `--features count-alloc` for the peak memory).
    Bench {
        /// The track scaled x1..xN (in memory).
        #[arg(long, default_value = "levels/06-barto-big.txt")]
        track: PathBuf,
        /// The largest scale to run.
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=10))]
        max_scale: u32,
        /// Runs per solver and track; the table shows the median time.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
        repeat: u32,
        /// The largest scale on which the `pathfinding` yardstick runs (it is slow and hungry).
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(0..=10))]
        yardstick_max_scale: u32,
        /// Benchmark the coach instead: its table on the same tracks and on every level of
        /// `levels/`, under both rules.
        #[arg(long)]
        coach: bool,
    },
}

/// One to eight cars, before any bot program is started (distinct names are a rule of
/// `Race::new`, which each race checks).
fn check_cars(bots: &[cli::race::BotSpec]) -> Result<(), cli::CliError> {
    if bots.len() > racetrack::race::MAX_CARS {
        return Err(cli::CliError::Input(format!(
            "{} bots: a race has at most {}",
            bots.len(),
            racetrack::race::MAX_CARS
        )));
    }
    Ok(())
}

/// Solver names and descriptions straight from [`Solver::ALL`], so new solvers appear here.
fn solver_parser() -> impl TypedValueParser<Value = Solver> {
    PossibleValuesParser::new(
        Solver::ALL.map(|s| PossibleValue::new(s.name()).help(s.description())),
    )
    .try_map(|name| name.parse::<Solver>())
}

/// The drivers' skills by name.
fn skill_parser() -> impl TypedValueParser<Value = Skill> {
    PossibleValuesParser::new(Skill::ALL.map(|s| PossibleValue::new(s.name())))
        .try_map(|name| name.parse::<Skill>())
}

/// The three rule sets by name.
fn rules_parser() -> impl TypedValueParser<Value = Rules> {
    PossibleValuesParser::new([
        PossibleValue::new(Rules::Strict.name()).help("segments must keep clear of obstacles"),
        PossibleValue::new(Rules::Soft.name()).help("only the destination must be free"),
        PossibleValue::new(Rules::Karopapier.name())
            .help("Karopapier's: every cell of the move's line drivable, never standing still"),
    ])
    .try_map(|name| name.parse::<Rules>())
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Check { track } => cli::check::run(&track),
        Command::Solve {
            track,
            solver: _,
            rules,
            json,
            zzz: Some(zzz),
            ..
        } => cli::solve::run_with_crashes(&track, rules, zzz, json),
        Command::Solve {
            track,
            rules,
            json,
            table: true,
            max_configurations,
            ..
        } => cli::solve_table::run(&track, rules, max_configurations, json),
        Command::Solve {
            track,
            solver,
            rules,
            json,
            ..
        } => cli::solve::run(&track, solver, rules, json),
        Command::Analyse {
            track,
            trajectory,
            rules,
            json,
        } => cli::analyse::run(&track, &trajectory, rules, json),
        Command::Drive {
            track,
            driver,
            seed,
            rules,
            json,
        } => cli::drive::run(&track, driver, seed, rules, json),
        Command::Drivers { dir, seeds, rules } => cli::drive::table(&dir, seeds, rules),
        Command::Levels { dir, rules } => cli::levels::run(&dir, rules),
        Command::Import {
            image,
            cell,
            output,
        } => cli::import::run(&image, cell, output.as_deref()),
        Command::ImportGame { details, out } => cli::import_game::run(&details, out.as_deref()),
        Command::Generate {
            seed,
            rows,
            cols,
            output,
            survey,
        } => cli::generate::run(seed, rows, cols, output.as_deref(), survey),
        Command::Daily { date, output } => cli::generate::daily(date.as_deref(), output.as_deref()),
        Command::Race {
            track,
            bots,
            seed,
            record,
            turn_ms,
            race_ms,
            json,
        } => check_cars(&bots).and_then(|()| {
            let settings = racetrack::race::record::Settings {
                turn_ms,
                race_ms,
                ..Default::default()
            };
            cli::race::run(&track, &bots, seed, settings, record.as_deref(), json)
        }),
        Command::Online {
            server,
            game,
            tournament,
            invite,
            name,
            bot,
            poll_ms,
            json,
        } => racetrack::race::player_name(&name)
            .map_err(|e| cli::CliError::Input(format!("--name {name:?}: {e}")))
            .map(|name| cli::race::BotSpec {
                name,
                command: bot.trim().to_owned(),
            })
            .and_then(|bot| {
                let target = match (&game, &tournament) {
                    (Some(game), _) => cli::online::Target::Game(game),
                    (None, Some(id)) => cli::online::Target::Tournament(id),
                    (None, None) => unreachable!("clap asks for --game or --tournament"),
                };
                cli::online::run(cli::online::Online {
                    server: &server,
                    target,
                    invite: invite.as_deref(),
                    bot,
                    poll: std::time::Duration::from_millis(poll_ms),
                    json,
                })
            }),
        Command::Tournament {
            tracks,
            bots,
            seeds,
            turn_ms,
            json,
        } => check_cars(&bots).and_then(|()| {
            let settings = racetrack::race::record::Settings {
                turn_ms,
                ..Default::default()
            };
            cli::race::tournament(&tracks, &bots, seeds, settings, json)
        }),
        Command::Replay { record, .. } => cli::replay::run(&record),
        Command::Scale {
            track,
            factor,
            output,
        } => cli::scale::run(&track, factor as usize, output.as_deref()),
        Command::Export {
            track,
            karopapier,
            output,
        } => cli::export::run(&track, karopapier, output.as_deref()),
        Command::Bench {
            track,
            max_scale,
            repeat,
            yardstick_max_scale,
            coach: false,
        } => cli::bench::run(&track, max_scale, repeat, yardstick_max_scale),
        Command::Bench {
            track,
            max_scale,
            repeat,
            coach: true,
            ..
        } => cli::bench::coach(&track, std::path::Path::new("levels"), max_scale, repeat),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("racetrack: error: {error}");
            error.exit_code()
        }
    }
}
