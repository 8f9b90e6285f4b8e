//! Tracks at and near the size limits: long thin shapes within `MAX_TRACK_POINTS` parse, solve
//! and keep every search within its memory bounds.

use racetrack::distance::moves_to_cover;
use racetrack::game::is_legal_trajectory;
use racetrack::search::{Outcome, Progress, Search, Solver, solve};
use racetrack::track::{MAX_TRACK_POINTS, MAX_TRACK_SIDE};
use racetrack::{Cell, Grid, Point, Rules, Track};

/// An open `rows` x `cols` field: start points down the first column, finish points down the
/// last, with `wall` deciding which other points are obstacles.
fn field(rows: usize, cols: usize, wall: impl Fn(usize, usize) -> bool) -> Track {
    let mut cells = Grid::new(rows, cols, Cell::Road);
    for r in 0..rows {
        for c in 0..cols {
            let p = Point::new(r as i32, c as i32);
            cells[p] = match c {
                0 => Cell::Start,
                _ if c + 1 == cols => Cell::Finish,
                _ if wall(r, c) => Cell::Obstacle,
                _ => Cell::Road,
            };
        }
    }
    Track::from_grid(cells).unwrap()
}

/// Checks the outcome replays legally and ends on a finish point; returns the move count.
fn replayed(track: &Track, rules: Rules, outcome: &Outcome) -> Option<usize> {
    let t = outcome.trajectory()?;
    assert!(is_legal_trajectory(track, rules, t), "illegal trajectory");
    assert!(track.is_finish(*t.last().unwrap()));
    outcome.moves()
}

/// Runs a search to the end in steps, checking its tables never outgrow `max_bytes`.
fn run_bounded(track: &Track, solver: Solver, max_bytes: usize) -> Outcome {
    let mut search = Search::new(track, Rules::Strict, solver);
    while search.step(1 << 16, &mut ()) == Progress::Running {
        assert!(
            search.memory_bytes() <= max_bytes,
            "{}",
            search.memory_bytes()
        );
    }
    assert!(
        search.memory_bytes() <= max_bytes,
        "{}",
        search.memory_bytes()
    );
    search.outcome().unwrap().clone()
}

#[test]
fn a_13_by_1015_track_parses_and_solves() {
    // Walls across the track every 100 columns, with a gap at the top or the bottom in turn.
    let track = field(13, 1015, |r, c| {
        c % 100 == 50 && if (c / 100) % 2 == 0 { r > 2 } else { r < 10 }
    });
    let track: Track = track.to_string().parse().unwrap();
    assert_eq!((track.rows(), track.cols()), (13, 1015));
    let (bfs, _) = solve(&track, Rules::Strict, Solver::Bfs);
    let optimum = replayed(&track, Rules::Strict, &bfs).expect("solvable");
    let (astar, _) = solve(&track, Rules::Strict, Solver::AStar);
    assert_eq!(replayed(&track, Rules::Strict, &astar), Some(optimum));
    for solver in [Solver::Greedy, Solver::Careful, Solver::Dfs] {
        let (outcome, _) = solve(&track, Rules::Strict, solver);
        assert!(
            replayed(&track, Rules::Strict, &outcome) >= Some(optimum),
            "{solver}"
        );
    }
}

#[test]
fn a_one_row_strip_of_the_longest_side_solves() {
    let track = field(1, MAX_TRACK_SIDE, |_, _| false);
    let fewest = moves_to_cover(0, MAX_TRACK_SIDE as u32 - 1) as usize;
    for solver in [Solver::Bfs, Solver::AStar] {
        let (outcome, _) = solve(&track, Rules::Strict, solver);
        assert_eq!(
            replayed(&track, Rules::Strict, &outcome),
            Some(fewest),
            "{solver}"
        );
    }
    let column: Track = field(1, MAX_TRACK_SIDE, |_, _| false)
        .to_string()
        .chars()
        .filter(|&c| c != '\n')
        .map(|c| format!("{c}\n"))
        .collect::<String>()
        .parse()
        .unwrap();
    assert_eq!((column.rows(), column.cols()), (MAX_TRACK_SIDE, 1));
    let (outcome, _) = solve(&column, Rules::Strict, Solver::AStar);
    assert_eq!(replayed(&column, Rules::Strict, &outcome), Some(fewest));
}

#[test]
fn the_widest_tracks_keep_every_search_within_bounds() {
    // 13 x 16000 and 64 x 16384 (the point cap exactly): far over the dense table, so the
    // marks live in a bounded hash map; A* goes straight to the finish, bfs ends at the limit.
    for (rows, cols) in [(13, 16_000), (64, MAX_TRACK_SIDE)] {
        let track = field(rows, cols, |_, _| false);
        assert!(track.cells().len() <= MAX_TRACK_POINTS);
        let outcome = run_bounded(&track, Solver::AStar, 64 << 20);
        assert_eq!(
            replayed(&track, Rules::Strict, &outcome),
            Some(moves_to_cover(0, cols as u32 - 1) as usize),
            "{rows} x {cols}"
        );
    }
    let track = field(64, MAX_TRACK_SIDE, |_, _| false);
    let outcome = run_bounded(&track, Solver::Bfs, 512 << 20);
    let Outcome::LimitReached { closest: Some(p) } = outcome else {
        panic!("expected the limit, got {outcome:?}");
    };
    assert!(p.col > 100, "closest {p}");
}

#[test]
fn a_checkerboard_of_the_largest_size_has_no_solution() {
    // Every diagonal is a pinch and every straight step hits a wall: the cars cannot move, and
    // the per-axis tables (half a million runs a column) are not built.
    let track = field(64, MAX_TRACK_SIDE, |r, c| (r + c) % 2 == 1);
    for solver in [Solver::AStar, Solver::Bfs] {
        let outcome = run_bounded(&track, solver, 64 << 20);
        assert!(matches!(outcome, Outcome::NoSolution { .. }), "{solver}");
    }
}
