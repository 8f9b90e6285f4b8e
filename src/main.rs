//! `racetrack`: check track files, solve them with any solver, report the bundled levels and
//! benchmark the optimal solvers against the `pathfinding` crate.
//!
//! Exit codes: 0 success (also when a search finds no solution: the search ran), 1 a benchmark
//! whose solvers disagree, 2 bad input (a track file that cannot be read or parsed, a bad option).

use std::alloc::{GlobalAlloc, Layout, System};
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use clap::{Parser, Subcommand};
use racetrack::game::is_legal_trajectory;
use racetrack::rules::{candidates, move_is_legal};
use racetrack::search::{self, Outcome, Solver, Stats};
use racetrack::{DistanceMap, ParseTrackError, Point, Rules, Track, Velocity};
use serde::Serialize;

// ---------------------------------------------------------------------------------------------
// Peak memory: a counting wrapper around the system allocator.
// ---------------------------------------------------------------------------------------------

/// Heap bytes currently allocated by this process.
static LIVE_BYTES: AtomicUsize = AtomicUsize::new(0);
/// Most heap bytes live at once since [`measure`] last reset it.
static PEAK_BYTES: AtomicUsize = AtomicUsize::new(0);

/// The system allocator, counting live bytes and their peak so `bench` can report what a search
/// needs. Every call is forwarded to the same `System` method (`alloc_zeroed` keeps the lazily
/// zeroed pages, `realloc` may grow in place), so timings are those of the plain allocator.
struct CountingAllocator;

impl CountingAllocator {
    fn grew(bytes: usize) {
        let live = LIVE_BYTES.fetch_add(bytes, Ordering::Relaxed) + bytes;
        PEAK_BYTES.fetch_max(live, Ordering::Relaxed);
    }

    fn shrank(bytes: usize) {
        LIVE_BYTES.fetch_sub(bytes, Ordering::Relaxed);
    }
}

// SAFETY: every method forwards to `System` with the caller's arguments unchanged; the counters
// are only updated after a successful allocation and never affect the returned memory.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded contract.
        let ptr = unsafe { System.alloc(layout) };
        if !ptr.is_null() {
            Self::grew(layout.size());
        }
        ptr
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: forwarded contract.
        let ptr = unsafe { System.alloc_zeroed(layout) };
        if !ptr.is_null() {
            Self::grew(layout.size());
        }
        ptr
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded contract.
        unsafe { System.dealloc(ptr, layout) };
        Self::shrank(layout.size());
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        // SAFETY: forwarded contract.
        let new_ptr = unsafe { System.realloc(ptr, layout, new_size) };
        if !new_ptr.is_null() {
            if new_size >= layout.size() {
                Self::grew(new_size - layout.size());
            } else {
                Self::shrank(layout.size() - new_size);
            }
        }
        new_ptr
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

/// Runs `f`, returning its value, its wall-clock time and the most heap bytes that were live at
/// once during the run beyond those live before it.
fn measure<T>(f: impl FnOnce() -> T) -> (T, Duration, usize) {
    let base = LIVE_BYTES.load(Ordering::Relaxed);
    PEAK_BYTES.store(base, Ordering::Relaxed);
    let start = Instant::now();
    let value = f();
    let elapsed = start.elapsed();
    let peak = PEAK_BYTES.load(Ordering::Relaxed).saturating_sub(base);
    (value, elapsed, peak)
}

// ---------------------------------------------------------------------------------------------
// Command line.
// ---------------------------------------------------------------------------------------------

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
    /// Benchmark bfs and astar on barto-big scaled x1..xN against `pathfinding`'s bfs.
    /// Build with `--release`.
    Bench {
        /// The folder holding barto-big.txt and barto-big-x2.txt ... barto-big-x10.txt.
        #[arg(long, default_value = "../shared/tracks")]
        tracks: PathBuf,
        /// The largest scale to run.
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=10))]
        max_scale: u32,
        /// Runs per solver and track; the table shows the median time.
        #[arg(long, default_value_t = 3, value_parser = clap::value_parser!(u32).range(1..))]
        repeat: u32,
        /// The largest scale on which the `pathfinding` yardstick runs (it is slow and hungry).
        #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(0..=10))]
        yardstick_max_scale: u32,
    },
}

/// Solver names and descriptions straight from [`Solver::ALL`], so new solvers appear here.
fn solver_parser() -> impl TypedValueParser<Value = Solver> {
    PossibleValuesParser::new(
        Solver::ALL.map(|s| PossibleValue::new(s.name()).help(s.description())),
    )
    .try_map(|name| name.parse::<Solver>())
}

/// The two rule sets by name.
fn rules_parser() -> impl TypedValueParser<Value = Rules> {
    PossibleValuesParser::new([
        PossibleValue::new(Rules::Strict.name()).help("segments must keep clear of obstacles"),
        PossibleValue::new(Rules::Soft.name()).help("only the destination must be free"),
    ])
    .try_map(|name| name.parse::<Rules>())
}

/// What can go wrong, with the file it concerns.
#[derive(Debug, thiserror::Error)]
enum CliError {
    /// A file or folder that cannot be read.
    #[error("{path}: {source}")]
    Read {
        path: PathBuf,
        source: std::io::Error,
    },
    /// A file that is not a valid track.
    #[error("{path}: {source}")]
    Parse {
        path: PathBuf,
        source: ParseTrackError,
    },
    /// A folder without the files a command needs.
    #[error("{0}")]
    Missing(String),
    /// Solvers that should agree (optimal move counts) do not.
    #[error("{0}")]
    Disagreement(String),
}

impl CliError {
    fn exit_code(&self) -> ExitCode {
        match self {
            CliError::Disagreement(_) => ExitCode::FAILURE,
            _ => ExitCode::from(2),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let result = match cli.command {
        Command::Check { track } => check(&track),
        Command::Solve {
            track,
            solver,
            rules,
            json,
        } => solve(&track, solver, rules, json),
        Command::Levels { dir, rules } => levels(&dir, rules),
        Command::Bench {
            tracks,
            max_scale,
            repeat,
            yardstick_max_scale,
        } => bench(&tracks, max_scale, repeat, yardstick_max_scale),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("racetrack: error: {error}");
            error.exit_code()
        }
    }
}

/// Reads and parses a track file.
fn load_track(path: &Path) -> Result<Track, CliError> {
    use std::io::Read;
    let read_error = |source| CliError::Read {
        path: path.to_owned(),
        source,
    };
    // Read at most one byte past the cap: a huge file is refused without loading it.
    let mut bytes = Vec::new();
    std::fs::File::open(path)
        .and_then(|file| {
            file.take(racetrack::track::MAX_TRACK_BYTES as u64 + 1)
                .read_to_end(&mut bytes)
        })
        .map_err(read_error)?;
    Track::parse_bytes(&bytes).map_err(|source| CliError::Parse {
        path: path.to_owned(),
        source,
    })
}

// ---------------------------------------------------------------------------------------------
// check
// ---------------------------------------------------------------------------------------------

/// `check`: parse the file and print a one-line summary.
fn check(path: &Path) -> Result<(), CliError> {
    let track = load_track(path)?;
    println!(
        "{}: ok, {} rows x {} columns, {} start points, {} finish points",
        path.display(),
        track.rows(),
        track.cols(),
        track.starts().len(),
        track.finishes().len()
    );
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// solve
// ---------------------------------------------------------------------------------------------

/// The one line `solve --json` prints.
#[derive(Serialize)]
struct SolveReport<'a> {
    solver: &'a str,
    rules: &'a str,
    solved: bool,
    /// Moves after the placement, when solved.
    moves: Option<usize>,
    /// Every position from the start point to the finish point (`moves + 1` entries).
    trajectory: Option<Vec<[i32; 2]>>,
    expanded: u64,
    generated: u64,
    elapsed_ms: f64,
    /// When unsolved: the reachable point nearest the finish (by the distance map).
    closest: Option<[i32; 2]>,
    /// Whether the search stopped at the configuration limit rather than running out.
    limit_reached: bool,
}

/// `solve`: run one solver and print the result as text or as one line of JSON.
fn solve(path: &Path, solver: Solver, rules: Rules, json: bool) -> Result<(), CliError> {
    let track = load_track(path)?;
    let start = Instant::now();
    let (outcome, stats) = search::solve(&track, rules, solver);
    let elapsed = start.elapsed();
    if json {
        let report = SolveReport {
            solver: solver.name(),
            rules: rules.name(),
            solved: outcome.trajectory().is_some(),
            moves: outcome.moves(),
            trajectory: outcome.trajectory().map(|t| t.iter().map(pair).collect()),
            expanded: stats.expanded,
            generated: stats.generated,
            elapsed_ms: (elapsed.as_secs_f64() * 1e6).round() / 1e3,
            closest: closest(&outcome).map(pair),
            limit_reached: matches!(outcome, Outcome::LimitReached { .. }),
        };
        // A struct of numbers and strings always serialises.
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
    } else {
        print!(
            "{}",
            describe_solution(path, &track, solver, rules, &outcome, stats, elapsed)
        );
    }
    Ok(())
}

/// A point as the `[row, col]` pair of the JSON output.
fn pair(p: &Point) -> [i32; 2] {
    [p.row, p.col]
}

/// The closest point to the finish an unsuccessful search reached.
fn closest(outcome: &Outcome) -> Option<&Point> {
    match outcome {
        Outcome::Solved(_) => None,
        Outcome::NoSolution { closest } | Outcome::LimitReached { closest } => closest.as_ref(),
    }
}

/// Labels for positions 0, 1, 2, ... on the drawing (cycling after 62 moves).
const LABELS: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// The readable report of `solve`: summary lines and the track drawn with the trajectory.
fn describe_solution(
    path: &Path,
    track: &Track,
    solver: Solver,
    rules: Rules,
    outcome: &Outcome,
    stats: Stats,
    elapsed: Duration,
) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "track:   {} ({} rows x {} columns)",
        path.display(),
        track.rows(),
        track.cols()
    );
    let _ = writeln!(
        out,
        "solver:  {} ({}), {} rules",
        solver.name(),
        solver.description(),
        rules.name()
    );
    let _ = writeln!(
        out,
        "search:  {} configurations expanded, {} generated, {}",
        stats.expanded,
        stats.generated,
        format_duration(elapsed)
    );
    let marks: Vec<(Point, char)> = match outcome {
        Outcome::Solved(trajectory) => {
            let moves = trajectory.len() - 1;
            let top_speed = trajectory
                .windows(2)
                .map(|w| (w[1] - w[0]).speed())
                .max()
                .unwrap_or(0);
            let _ = writeln!(
                out,
                "result:  solved in {moves} moves (top speed {top_speed})"
            );
            let steps: Vec<String> = trajectory.iter().map(Point::to_string).collect();
            let _ = writeln!(out, "trajectory: {}", steps.join(" "));
            let _ = writeln!(
                out,
                "legend:  0-9 a-z A-Z position after that many moves (cycling); \
                 # obstacle, . road, > start, * finish"
            );
            trajectory
                .iter()
                .enumerate()
                .map(|(n, &p)| (p, char::from(LABELS[n % LABELS.len()])))
                .collect()
        }
        Outcome::NoSolution { closest } | Outcome::LimitReached { closest } => {
            let why = if matches!(outcome, Outcome::LimitReached { .. }) {
                format!(
                    "search stopped at the limit of {} configurations",
                    search::MAX_CONFIGURATIONS
                )
            } else {
                "no solution: the car cannot reach a finish point".to_owned()
            };
            let _ = writeln!(out, "result:  {why}");
            match closest {
                Some(p) => {
                    let distance = DistanceMap::new(track)
                        .get(*p)
                        .map_or("unknown".to_owned(), |d| d.to_string());
                    let _ = writeln!(
                        out,
                        "closest: {p}, {distance} grid steps from the finish (marked @)"
                    );
                    vec![(*p, '@')]
                }
                None => Vec::new(),
            }
        }
    };
    out.push('\n');
    out.push_str(&draw(track, &marks));
    out
}

/// The track as text with some points replaced by marks (later marks win).
fn draw(track: &Track, marks: &[(Point, char)]) -> String {
    let mut grid: Vec<char> = track.cells().iter().map(|c| c.symbol()).collect();
    for &(p, mark) in marks {
        if let Some(i) = track.index(p) {
            grid[i] = mark;
        }
    }
    let mut out = String::with_capacity(grid.len() + track.rows());
    for row in grid.chunks(track.cols()) {
        out.extend(row);
        out.push('\n');
    }
    out
}

/// A duration in ms or s with three significant digits or so.
fn format_duration(d: Duration) -> String {
    let ms = d.as_secs_f64() * 1e3;
    if ms < 10.0 {
        format!("{ms:.2} ms")
    } else if ms < 1000.0 {
        format!("{ms:.1} ms")
    } else {
        format!("{:.2} s", ms / 1e3)
    }
}

/// A byte count in MiB.
fn format_bytes(bytes: usize) -> String {
    let mib = bytes as f64 / (1024.0 * 1024.0);
    if mib < 10.0 {
        format!("{mib:.2} MiB")
    } else {
        format!("{mib:.0} MiB")
    }
}

// ---------------------------------------------------------------------------------------------
// levels
// ---------------------------------------------------------------------------------------------

/// The `*.txt` files of a folder, sorted by name.
fn track_files(dir: &Path) -> Result<Vec<PathBuf>, CliError> {
    let read_error = |source| CliError::Read {
        path: dir.to_owned(),
        source,
    };
    let mut files = Vec::new();
    for entry in std::fs::read_dir(dir).map_err(read_error)? {
        let path = entry.map_err(read_error)?.path();
        if path.extension().is_some_and(|e| e == "txt") {
            files.push(path);
        }
    }
    files.sort();
    if files.is_empty() {
        return Err(CliError::Missing(format!(
            "{}: no track files (*.txt)",
            dir.display()
        )));
    }
    Ok(files)
}

/// A track's name: its file name without `.txt`.
fn file_name(path: &Path) -> String {
    path.file_stem().map_or_else(
        || path.display().to_string(),
        |s| s.to_string_lossy().into(),
    )
}

/// `levels`: a markdown table of every solver's moves on every level against the optimum.
fn levels(dir: &Path, rules: Rules) -> Result<(), CliError> {
    let files = track_files(dir)?;
    let others: Vec<Solver> = Solver::ALL
        .into_iter()
        .filter(|s| !s.is_optimal())
        .collect();
    let mut header = "| level | size | optimal |".to_owned();
    let mut rule = "| --- | --- | --- |".to_owned();
    for s in &others {
        let _ = write!(header, " {} |", s.name());
        rule.push_str(" --- |");
    }
    println!(
        "Moves under {} rules; optimal from bfs, the others as moves (% above optimal).\n",
        rules.name()
    );
    println!("{header}\n{rule}");
    let mut disagreements = Vec::new();
    for path in files {
        let track = load_track(&path)?;
        let name = file_name(&path);
        let optimum = search::solve(&track, rules, Solver::Bfs).0.moves();
        for s in Solver::ALL
            .into_iter()
            .filter(|&s| s.is_optimal() && s != Solver::Bfs)
        {
            let moves = search::solve(&track, rules, s).0.moves();
            if moves != optimum {
                disagreements.push(format!(
                    "{name}: {} gives {moves:?}, bfs {optimum:?}",
                    s.name()
                ));
            }
        }
        let mut line = format!(
            "| {name} | {} x {} | {} |",
            track.rows(),
            track.cols(),
            optimum.map_or("unsolvable".to_owned(), |m| m.to_string())
        );
        for &s in &others {
            let moves = search::solve(&track, rules, s).0.moves();
            let cell = match (moves, optimum) {
                (Some(m), Some(o)) if o > 0 => {
                    format!("{m} (+{:.0}%)", (m as f64 / o as f64 - 1.0) * 100.0)
                }
                (Some(m), _) => m.to_string(),
                (None, _) => "none".to_owned(),
            };
            let _ = write!(line, " {cell} |");
        }
        println!("{line}");
    }
    if disagreements.is_empty() {
        Ok(())
    } else {
        Err(CliError::Disagreement(format!(
            "optimal solvers disagree: {}",
            disagreements.join("; ")
        )))
    }
}

// ---------------------------------------------------------------------------------------------
// bench
// ---------------------------------------------------------------------------------------------

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
            candidates(here, velocity)
                .into_iter()
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

/// Runs `run` up to `repeat` times (once only when a run takes over `long`), checking every
/// trajectory replays legally; keeps the median time and the largest peak memory.
fn bench_runs(
    track: &Track,
    repeat: u32,
    long: Duration,
    mut run: impl FnMut() -> (Option<Vec<Point>>, u64),
) -> Result<BenchRow, String> {
    let mut times = Vec::new();
    let mut peak = 0;
    let mut result = (None, 0);
    for _ in 0..repeat {
        let (value, elapsed, bytes) = measure(&mut run);
        times.push(elapsed);
        peak = peak.max(bytes);
        result = value;
        if elapsed > long {
            break;
        }
    }
    if let Some(t) = &result.0 {
        if !is_legal_trajectory(track, Rules::Strict, t)
            || !t.last().is_some_and(|&p| track.is_finish(p))
        {
            return Err("returned an illegal trajectory".to_owned());
        }
    }
    times.sort();
    Ok(BenchRow {
        moves: result.0.map(|t| t.len() - 1),
        expanded: result.1,
        median: times[times.len() / 2],
        peak,
        runs: times.len() as u32,
    })
}

/// `bench`: bfs, astar and the yardstick on barto-big x1..x`max_scale`, as a markdown table,
/// then the performance targets checked at the largest scale.
fn bench(
    dir: &Path,
    max_scale: u32,
    repeat: u32,
    yardstick_max_scale: u32,
) -> Result<(), CliError> {
    let rules = Rules::Strict;
    let files: Vec<(u32, PathBuf)> = (1..=max_scale)
        .map(|n| {
            let name = if n == 1 {
                "barto-big.txt".to_owned()
            } else {
                format!("barto-big-x{n}.txt")
            };
            (n, dir.join(name))
        })
        .collect();
    if let Some((_, missing)) = files.iter().find(|(_, p)| !p.is_file()) {
        return Err(CliError::Missing(format!(
            "{} not found; pass the folder of the scaled maps with --tracks",
            missing.display()
        )));
    }
    if cfg!(debug_assertions) {
        eprintln!("warning: a debug build; run `cargo run --release -- bench` for real figures");
    }
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
    for (scale, path) in files {
        let track = load_track(&path)?;
        let name = file_name(&path);
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
        print_target(
            "peak memory < 512 MiB",
            peak < 512 << 20,
            format_bytes(peak),
        );
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
        format_bytes(row.peak),
    )
}

/// One line of the target check.
fn print_target(what: &str, met: bool, measured: String) {
    println!(
        "- {what}: {measured}, {}",
        if met { "met" } else { "NOT met" }
    );
}
