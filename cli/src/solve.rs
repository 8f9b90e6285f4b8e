//! `racetrack solve`: run one solver on a track and print the result, drawn or as JSON.

use std::fmt::Write as _;
use std::path::Path;
use std::time::{Duration, Instant};

use racetrack::search::{self, Outcome, Solver, Stats};
use racetrack::{DistanceMap, Point, Rules, Track};
use serde::Serialize;

use super::{CliError, format_duration, load_track};

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
    /// When solved: whether the trajectory, played again through the game's rules, is legal
    /// move by move and finishes on its last move (always true unless the engine has a bug).
    replayed: Option<bool>,
}

/// `solve`: run one solver and print the result as text or as one line of JSON.
pub fn run(path: &Path, solver: Solver, rules: Rules, json: bool) -> Result<(), CliError> {
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
            closest: outcome.closest().as_ref().map(pair),
            limit_reached: matches!(outcome, Outcome::LimitReached { .. }),
            replayed: outcome.trajectory().map(|t| {
                racetrack::game::is_legal_trajectory(&track, rules, t)
                    && racetrack::rules::finishes(&track, rules, t)
            }),
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

/// The one line `solve --zzz N --json` prints.
#[derive(Serialize)]
struct CrashReport {
    solver: &'static str,
    rules: &'static str,
    zzz: u32,
    solved: bool,
    /// Moves after the placement (the undone ones included, the crashes not), when solved.
    moves: Option<usize>,
    crashes: Option<usize>,
    /// Every point the car stands on, the points crashes put it back on included.
    trajectory: Option<Vec<[i32; 2]>>,
    /// The indices in `trajectory` of the points crashes put the car back on.
    resets: Option<Vec<usize>>,
    expanded: u64,
    elapsed_ms: f64,
    limit_reached: bool,
    /// When solved: whether a race of one car with this ZZZ plays the route move by move, its
    /// crashes where it says, to the finish.
    replayed: Option<bool>,
}

/// `solve --zzz N`: the best route under Karopapier's rules when crashes may be part of it.
pub fn run_with_crashes(path: &Path, rules: Rules, zzz: u32, json: bool) -> Result<(), CliError> {
    use racetrack::search::crashes::{CrashOutcome, replays, solve_with_crashes};
    if rules != Rules::Karopapier {
        return Err(CliError::Input(
            "--zzz needs --rules karopapier: a crash that puts the car back is Karopapier's"
                .to_owned(),
        ));
    }
    let track = load_track(path)?;
    let start = Instant::now();
    let (outcome, expanded) = solve_with_crashes(&track, zzz, search::MAX_CONFIGURATIONS);
    let elapsed = start.elapsed();
    let route = match &outcome {
        CrashOutcome::Solved(route) => Some(route),
        _ => None,
    };
    if json {
        let report = CrashReport {
            solver: "astar",
            rules: rules.name(),
            zzz,
            solved: route.is_some(),
            moves: route.map(|r| r.moves()),
            crashes: route.map(|r| r.crashes()),
            trajectory: route.map(|r| r.points.iter().map(pair).collect()),
            resets: route.map(|r| r.resets.clone()),
            expanded,
            elapsed_ms: (elapsed.as_secs_f64() * 1e6).round() / 1e3,
            limit_reached: outcome == CrashOutcome::LimitReached,
            replayed: route.map(|r| replays(&track, zzz, r)),
        };
        println!("{}", serde_json::to_string(&report).unwrap_or_default());
        return Ok(());
    }
    let mut out = track_line(path, &track);
    let _ = writeln!(
        out,
        "solver:  astar over moves and crashes, karopapier rules, ZZZ {zzz}"
    );
    let _ = writeln!(
        out,
        "search:  {expanded} configurations expanded, {}",
        format_duration(elapsed)
    );
    match route {
        Some(r) => {
            let _ = writeln!(
                out,
                "result:  solved in {} moves with {} crash{}",
                r.moves(),
                r.crashes(),
                if r.crashes() == 1 { "" } else { "es" }
            );
            let steps: Vec<String> = r
                .points
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    if r.resets.contains(&i) {
                        format!("crash->{p}")
                    } else {
                        p.to_string()
                    }
                })
                .collect();
            let _ = writeln!(out, "trajectory: {}", steps.join(" "));
        }
        None if outcome == CrashOutcome::LimitReached => {
            let _ = writeln!(
                out,
                "result:  search stopped at the limit of {} configurations",
                search::MAX_CONFIGURATIONS
            );
        }
        None => {
            let _ = writeln!(
                out,
                "result:  no solution: no route reaches the finish, crashes or not"
            );
        }
    }
    print!("{out}");
    Ok(())
}

/// The report's first line: `track:   FILE (R rows x C columns)`.
fn track_line(path: &Path, track: &Track) -> String {
    format!(
        "track:   {} ({} rows x {} columns)\n",
        path.display(),
        track.rows(),
        track.cols()
    )
}

/// A point as the `[row, col]` pair of the JSON output.
fn pair(p: &Point) -> [i32; 2] {
    [p.row, p.col]
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
    let mut out = track_line(path, track);
    let _ = writeln!(
        out,
        "solver:  {} ({}), {} rules",
        solver.name(),
        solver.description(),
        rules.name()
    );
    if track.has_elements() {
        let _ = writeln!(
            out,
            "moving:  {} element{} with a cycle of {} turns (listed under the track); \
             configurations include the time",
            track.elements().elements().len(),
            if track.elements().elements().len() == 1 {
                ""
            } else {
                "s"
            },
            track.elements().cycle()
        );
    }
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
                let hint = if rules == Rules::Karopapier {
                    " without a crash (--zzz 2 searches the routes that crash on purpose)"
                } else {
                    ""
                };
                format!("no solution: the car cannot reach a finish point{hint}")
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
    // The moving elements under the drawing, as the file gives them.
    out.push_str(&track.elements().to_string());
    out
}

/// The track as text with some points replaced by marks (later marks win).
fn draw(track: &Track, marks: &[(Point, char)]) -> String {
    let mut grid = track.grid().map(|c| c.symbol());
    for &(p, mark) in marks {
        if let Some(cell) = grid.get_mut(p) {
            *cell = mark;
        }
    }
    let mut out = String::with_capacity(grid.len() + grid.rows());
    for row in grid.lines() {
        out.extend(row);
        out.push('\n');
    }
    out
}
