//! `racetrack bench`: bfs and astar on barto-big and its scaled copies, against the
//! `pathfinding` crate's bfs over the public rules API, with time and peak heap memory; with
//! `--coach`, the coach's table on the same tracks and on every bundled level.

use std::path::Path;
use std::time::Duration;

use racetrack::coach::Coach;
use racetrack::game::is_legal_trajectory;
use racetrack::rules::{move_is_legal, options};
use racetrack::search::{self, Solver};
use racetrack::{Point, Rules, Track, Velocity};

use super::alloc::{COUNTING, measure};
use super::{CliError, file_name, format_bytes, format_duration, load_track, track_files};

/// A search configuration of the yardstick: position and velocity.
type Configuration = (Point, Velocity);

/// The yardstick: `pathfinding`'s generic bfs from all start points at once, driven by a plain
/// successor closure over the public rules API. Returns the trajectory (if any) and the number
/// of configurations it expanded.
fn yardstick(track: &Track, rules: Rules) -> (Option<Vec<Point>>, u64) {
    let starts: Vec<Configuration> = track
        .starts()
        .into_iter()
        .map(|p| (p, Velocity::default()))
        .collect();
    let mut expanded = 0u64;
    let path = pathfinding::directed::bfs::bfs(
        starts.iter().collect::<pathfinding::NodeRefs<_>>(),
        |&(here, velocity): &Configuration| {
            expanded += 1;
            options(track, rules, here, velocity)
                .map(|(_, to)| to)
                .filter(move |&to| move_is_legal(track, rules, here, to))
                .map(move |to| (to, to - here))
        },
        |&(p, _): &Configuration| track.is_finish(p),
    );
    (
        path.map(|p| p.into_iter().map(|(p, _)| p).collect()),
        expanded,
    )
}

/// One row of the benchmark table.
struct BenchRow {
    moves: Option<usize>,
    expanded: u64,
    median: Duration,
    peak: usize,
    runs: u32,
}

/// Runs `run` up to `repeat` times (once only when a run takes over `long`); returns the last
/// value, the median time, the largest peak memory and the number of runs.
fn repeated<T>(
    repeat: u32,
    long: Duration,
    mut run: impl FnMut() -> T,
) -> (T, Duration, usize, u32) {
    let mut times = Vec::new();
    let mut peak = 0;
    let mut result = None;
    for _ in 0..repeat.max(1) {
        let (value, elapsed, bytes) = measure(&mut run);
        times.push(elapsed);
        peak = peak.max(bytes);
        result = Some(value);
        if elapsed > long {
            break;
        }
    }
    times.sort();
    let value = result.expect("at least one run");
    (value, times[times.len() / 2], peak, times.len() as u32)
}

/// Runs `run` up to `repeat` times (once only when a run takes over `long`), checking every
/// trajectory replays legally; keeps the median time and the largest peak memory.
fn bench_runs(
    track: &Track,
    repeat: u32,
    long: Duration,
    run: impl FnMut() -> (Option<Vec<Point>>, u64),
) -> Result<BenchRow, String> {
    let (result, median, peak, runs) = repeated(repeat, long, run);
    if let Some(t) = &result.0 {
        if !is_legal_trajectory(track, Rules::Strict, t)
            || !t.last().is_some_and(|&p| track.is_finish(p))
        {
            return Err("returned an illegal trajectory".to_owned());
        }
    }
    Ok(BenchRow {
        moves: result.0.map(|t| t.len() - 1),
        expanded: result.1,
        median,
        peak,
        runs,
    })
}

/// The track at `path` scaled x1..x`max_scale`, each with its name (`barto-big`,
/// `barto-big-x2`, ...).
fn scaled_tracks(path: &Path, max_scale: u32) -> Result<Vec<(String, Track)>, CliError> {
    let track = load_track(path)?;
    let name = file_name(path);
    if cfg!(debug_assertions) {
        eprintln!(
            "warning: a debug build; run `cargo run --release -p racetrack-cli -- bench` for real figures"
        );
    }
    (1..=max_scale as usize)
        .map(|n| {
            let scaled = track
                .scaled(n)
                .map_err(|e| CliError::Input(format!("{}: {e}", path.display())))?;
            let label = if n == 1 {
                name.clone()
            } else {
                format!("{name}-x{n}")
            };
            Ok((label, scaled))
        })
        .collect()
}

/// `bench`: bfs, astar and the yardstick on barto-big x1..x`max_scale`, as a markdown table,
/// then the performance targets checked at the largest scale.
pub fn run(
    path: &Path,
    max_scale: u32,
    repeat: u32,
    yardstick_max_scale: u32,
) -> Result<(), CliError> {
    let rules = Rules::Strict;
    let tracks = scaled_tracks(path, max_scale)?;
    println!(
        "Strict rules; time = median of {repeat} runs (1 run when a run exceeds 10 s); \
         peak = most heap bytes live at once during the search (counting allocator); \
         yardstick = `pathfinding::directed::bfs::bfs` over the public rules API.\n"
    );
    println!(
        "| track | size | solver | moves | expanded | time | peak memory | yardstick / solver |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- |");
    let long = Duration::from_secs(10);
    let mut problems = Vec::new();
    let mut last: Option<(u32, BenchRow, BenchRow, Option<BenchRow>)> = None;
    for (scale, (name, track)) in (1..).zip(tracks) {
        let size = format!("{} x {}", track.rows(), track.cols());
        let run_solver = |solver: Solver| {
            bench_runs(&track, repeat, long, || {
                let (outcome, stats) = search::solve(&track, rules, solver);
                (outcome.trajectory().map(<[Point]>::to_vec), stats.expanded)
            })
            .map_err(|e| format!("{name}: {} {e}", solver.name()))
        };
        let bfs = run_solver(Solver::Bfs).map_err(CliError::Disagreement)?;
        let astar = run_solver(Solver::AStar).map_err(CliError::Disagreement)?;
        let yard = if scale <= yardstick_max_scale {
            Some(
                bench_runs(&track, repeat, long, || yardstick(&track, rules))
                    .map_err(|e| CliError::Disagreement(format!("{name}: yardstick {e}")))?,
            )
        } else {
            None
        };
        for (label, row) in [("bfs", &bfs), ("astar", &astar)] {
            let ratio = yard.as_ref().map_or("skipped".to_owned(), |y| {
                format!("{:.1}x", y.median.as_secs_f64() / row.median.as_secs_f64())
            });
            println!("{}", bench_line(&name, &size, label, row, &ratio));
        }
        match &yard {
            Some(y) => println!("{}", bench_line(&name, &size, "pathfinding bfs", y, "1.0x")),
            None => println!(
                "| {name} | {size} | pathfinding bfs | - | - | skipped (scale > --yardstick-max-scale {yardstick_max_scale}) | - | - |"
            ),
        }
        for (label, row) in [("astar", &astar)]
            .into_iter()
            .chain(yard.as_ref().map(|y| ("pathfinding bfs", y)))
        {
            if row.moves != bfs.moves {
                problems.push(format!(
                    "{name}: {label} {:?} moves, bfs {:?}",
                    row.moves, bfs.moves
                ));
            }
        }
        last = Some((scale, bfs, astar, yard));
    }
    if let Some((scale, bfs, astar, yard)) = last {
        println!("\nTargets at x{scale}:");
        print_target(
            "astar time < 1 s",
            astar.median < Duration::from_secs(1),
            format_duration(astar.median),
        );
        print_target(
            "bfs time < 3 s",
            bfs.median < Duration::from_secs(3),
            format_duration(bfs.median),
        );
        let peak = bfs.peak.max(astar.peak);
        if COUNTING {
            print_target(
                "peak memory < 512 MiB",
                peak < 512 << 20,
                format_bytes(peak),
            );
        } else {
            println!("- peak memory < 512 MiB: not counted (build with --features count-alloc)");
        }
        match yard {
            Some(y) => {
                let speedup = |row: &BenchRow| y.median.as_secs_f64() / row.median.as_secs_f64();
                print_target(
                    "bfs >= 3x faster than yardstick",
                    speedup(&bfs) >= 3.0,
                    format!("{:.1}x", speedup(&bfs)),
                );
                print_target(
                    "astar >= 10x faster than yardstick",
                    speedup(&astar) >= 10.0,
                    format!("{:.1}x", speedup(&astar)),
                );
            }
            None => println!(
                "- speed-ups against the yardstick: not measured at x{scale} (see the table for smaller scales)"
            ),
        }
    }
    if problems.is_empty() {
        Ok(())
    } else {
        Err(CliError::Disagreement(format!(
            "move counts differ: {}",
            problems.join("; ")
        )))
    }
}

/// One markdown row of the benchmark table.
fn bench_line(name: &str, size: &str, solver: &str, row: &BenchRow, ratio: &str) -> String {
    let runs = if row.runs > 1 {
        String::new()
    } else {
        " (1 run)".to_owned()
    };
    format!(
        "| {name} | {size} | {solver} | {} | {} | {}{runs} | {} | {ratio} |",
        row.moves.map_or("none".to_owned(), |m| m.to_string()),
        row.expanded,
        format_duration(row.median),
        peak_bytes(row.peak),
    )
}

/// A peak memory figure, or why there is none (a build without the counting allocator).
fn peak_bytes(bytes: usize) -> String {
    if COUNTING {
        format_bytes(bytes)
    } else {
        "not counted".to_owned()
    }
}

/// One line of the target check.
fn print_target(what: &str, met: bool, measured: String) {
    println!(
        "- {what}: {measured}, {}",
        if met { "met" } else { "NOT met" }
    );
}

/// The coach's whole table built on `track`: its optimum, configurations, expansions and the
/// bytes it keeps, or why it was refused.
fn coach_table(track: &Track, rules: Rules) -> Result<(Option<u32>, u64, u64, usize), String> {
    let mut coach = Coach::new(track, rules).map_err(|e| e.to_string())?;
    coach.run();
    Ok((
        coach.optimum(),
        coach.configurations(),
        coach.expanded(),
        coach.memory_bytes(),
    ))
}

/// `bench --coach`: the coach on barto-big x1..x`max_scale` (time, configurations, peak memory;
/// its optimum checked against astar), then on every level of `levels` under both rules against
/// the page's budget of 50 ms.
pub fn coach(path: &Path, levels: &Path, max_scale: u32, repeat: u32) -> Result<(), CliError> {
    let tracks = scaled_tracks(path, max_scale)?;
    let long = Duration::from_secs(10);
    println!(
        "The coach's table; time = median of {repeat} runs (1 run when a run exceeds 10 s); \
         peak = most heap bytes live at once (counting allocator); kept = the table after the run.\n"
    );
    println!(
        "| track | size | rules | optimum | configurations | expanded | time | peak memory | kept |"
    );
    println!("| --- | --- | --- | --- | --- | --- | --- | --- | --- |");
    let mut problems = Vec::new();
    let row = |name: &str, track: &Track, rules: Rules| {
        let size = format!("{} x {}", track.rows(), track.cols());
        let (result, median, peak, runs) = repeated(repeat, long, || coach_table(track, rules));
        let runs = if runs > 1 { "" } else { " (1 run)" };
        let optimum = result.as_ref().ok().map(|r| r.0);
        match result {
            Ok((optimum, configurations, expanded, kept)) => {
                let optimum = optimum.map_or("none".to_owned(), |m| m.to_string());
                println!(
                    "| {name} | {size} | {rules} | {optimum} | {configurations} | {expanded} | {}{runs} | {} | {} |",
                    format_duration(median),
                    peak_bytes(peak),
                    format_bytes(kept),
                );
            }
            Err(why) => println!("| {name} | {size} | {rules} | - | - | - | {why} | - | - |"),
        }
        (median, optimum)
    };
    for (name, track) in tracks {
        if let (_, Some(optimum)) = row(&name, &track, Rules::Strict) {
            let astar = search::solve(&track, Rules::Strict, Solver::AStar).0;
            if optimum.map(|m| m as usize) != astar.moves() {
                let astar = astar.moves();
                problems.push(format!("{name}: coach {optimum:?} moves, astar {astar:?}"));
            }
        }
    }
    let mut slowest = Duration::ZERO;
    for path in track_files(levels)? {
        let track = load_track(&path)?;
        for rules in [Rules::Strict, Rules::Soft] {
            slowest = slowest.max(row(&file_name(&path), &track, rules).0);
        }
    }
    print_target(
        "every level ready in < 50 ms",
        slowest < Duration::from_millis(50),
        format!("slowest {}", format_duration(slowest)),
    );
    if problems.is_empty() {
        Ok(())
    } else {
        Err(CliError::Disagreement(format!(
            "move counts differ: {}",
            problems.join("; ")
        )))
    }
}
