//! Solvers: every trajectory replays through the rules; bfs and astar are optimal (checked
//! against an independent breadth-first search over the public rules API); dfs finds a way
//! exactly when bfs does; the human-like drivers stay near the optimum.

use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use racetrack::game::{is_legal_trajectory, options};
use racetrack::search::{Observer, Outcome, Progress, Search, Solver, solve};
use racetrack::{Cell, Point, Rules, Track};

use crate::strategies::{road_or_wall, small_track};

/// A track file of the repository, by its path from the repository's root.
fn track_file(name: &str) -> Track {
    let path = format!("{}/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    text.parse().unwrap()
}

/// Checks the outcome replays legally and ends on a finish point; returns the move count.
fn replayed(track: &Track, rules: Rules, outcome: &Outcome) -> Option<usize> {
    let t = outcome.trajectory()?;
    assert!(
        is_legal_trajectory(track, rules, t),
        "illegal trajectory {t:?}"
    );
    assert!(
        track.is_finish(*t.last().unwrap()),
        "does not end on the finish"
    );
    assert!(
        t[..t.len() - 1].iter().all(|&p| !track.is_finish(p)),
        "stood on the finish before the end"
    );
    outcome.moves()
}

/// Fewest moves by a plain breadth-first search over (previous, current) positions using only
/// `game::options`: slow, simple, independent of the solvers' configuration space.
fn reference_optimum(track: &Track, rules: Rules) -> Option<usize> {
    let mut depth: HashMap<(Point, Point), usize> = HashMap::new();
    let mut queue = VecDeque::new();
    for s in track.starts() {
        depth.insert((s, s), 0);
        queue.push_back((s, s));
    }
    while let Some((prev, here)) = queue.pop_front() {
        let d = depth[&(prev, here)];
        let trajectory = if prev == here && d == 0 {
            vec![here]
        } else {
            vec![prev, here]
        };
        for next in options(track, rules, &trajectory) {
            if track.is_finish(next) {
                return Some(d + 1);
            }
            if let std::collections::hash_map::Entry::Vacant(e) = depth.entry((here, next)) {
                e.insert(d + 1);
                queue.push_back((here, next));
            }
        }
    }
    None
}

#[test]
fn all_solvers_on_classic_tracks() {
    for name in [
        "../levels/02-barto-small.txt",
        "../levels/06-barto-big.txt",
        "../levels/09-maze.txt",
        "../levels/04-ring.txt",
        "tests/fixtures/river.txt",
    ] {
        let track = track_file(name);
        let (bfs, bfs_stats) = solve(&track, Rules::Strict, Solver::Bfs);
        let optimum = replayed(&track, Rules::Strict, &bfs).expect("solvable");
        assert_eq!(
            Some(optimum),
            reference_optimum(&track, Rules::Strict),
            "{name}"
        );
        let mut line = format!("{name}: bfs {optimum} ({} expanded)", bfs_stats.expanded);
        for solver in [Solver::AStar, Solver::Dfs, Solver::Greedy, Solver::Careful] {
            let (outcome, stats) = solve(&track, Rules::Strict, solver);
            let moves = replayed(&track, Rules::Strict, &outcome).expect("solvable");
            if solver.is_optimal() {
                assert_eq!(moves, optimum, "{name} {solver}");
                assert!(
                    stats.expanded < bfs_stats.expanded,
                    "{name}: astar expands less"
                );
            } else {
                assert!(moves >= optimum);
            }
            line += &format!(", {solver} {moves} ({} expanded)", stats.expanded);
        }
        println!("{line}");
    }
}

#[test]
fn a_track_without_solution_reports_the_closest_point() {
    let track: Track = ">..#.*\n...#..".parse().unwrap();
    for solver in Solver::ALL {
        let (outcome, _) = solve(&track, Rules::Strict, solver);
        assert_eq!(
            outcome,
            Outcome::NoSolution {
                closest: Some(Point::new(0, 2))
            },
            "{solver}"
        );
    }
    // Under soft rules the wall can be jumped.
    let (outcome, _) = solve(&track, Rules::Soft, Solver::Bfs);
    assert_eq!(replayed(&track, Rules::Soft, &outcome), Some(4));
}

/// Records the segments a search reports.
#[derive(Default)]
struct Recorder {
    segments: Vec<(Point, Point)>,
}

impl Observer for Recorder {
    fn explored(&mut self, from: Point, to: Point) {
        self.segments.push((from, to));
    }
}

#[test]
fn stepping_reports_each_generated_configuration_and_ends_like_run() {
    let track = track_file("../levels/02-barto-small.txt");
    for solver in Solver::ALL {
        let mut search = Search::new(&track, Rules::Strict, solver);
        let mut recorder = Recorder::default();
        let mut steps = 0;
        while search.step(2, &mut recorder) == Progress::Running {
            steps += 1;
            assert!(search.stats().expanded <= 2 * steps as u64);
        }
        assert!(steps > 1, "{solver} took {steps} steps");
        assert_eq!(recorder.segments.len() as u64, search.stats().generated);
        for &(from, to) in &recorder.segments {
            assert!(from == to || racetrack::rules::segment_is_clear(&track, from, to));
        }
        let stepped = search.outcome().unwrap().clone();
        assert_eq!(stepped, solve(&track, Rules::Strict, solver).0, "{solver}");
        assert_eq!(search.step(10, &mut ()), Progress::Done);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn solvers_agree_on_random_tracks(
        track in small_track(2..7, 2..9, road_or_wall(0.25), 1..3, 1..3),
    ) {
        for rules in [Rules::Strict, Rules::Soft] {
            let optimum = reference_optimum(&track, rules);
            let bfs = replayed(&track, rules, &solve(&track, rules, Solver::Bfs).0);
            prop_assert_eq!(bfs, optimum, "bfs {}\n{}", rules, track);
            let astar = replayed(&track, rules, &solve(&track, rules, Solver::AStar).0);
            prop_assert_eq!(astar, optimum, "astar {}\n{}", rules, track);
            for solver in [Solver::Dfs, Solver::Greedy, Solver::Careful] {
                let moves = replayed(&track, rules, &solve(&track, rules, solver).0);
                prop_assert_eq!(moves.is_some(), optimum.is_some(), "{} {}\n{}", solver, rules, track);
                prop_assert!(moves >= optimum);
            }
        }
        let strict = solve(&track, Rules::Strict, Solver::Bfs).0.moves();
        let soft = solve(&track, Rules::Soft, Solver::Bfs).0.moves();
        if let Some(strict) = strict {
            prop_assert!(soft.is_some_and(|soft| soft <= strict));
        }
    }
}

/// `inner` placed in a sea of obstacles of `rows` x `cols` points, at `(top, left)`.
fn embedded(inner: &Track, rows: usize, cols: usize, top: usize, left: usize) -> Track {
    let mut cells = vec![vec![Cell::Obstacle; cols]; rows];
    for r in 0..inner.rows() {
        for c in 0..inner.cols() {
            cells[top + r][left + c] = inner.cell(Point::new(r as i32, c as i32));
        }
    }
    Track::from_rows(cells).unwrap()
}

#[test]
fn a_track_too_large_for_a_dense_table_is_searched_with_a_hash_map() {
    // 600 x 600 points give 600 * 69 * 600 * 69 configurations, far over the dense limit; only
    // the few of the small track inside are ever met.
    let small = track_file("../levels/06-barto-big.txt");
    let big = embedded(&small, 600, 600, 300, 250);
    for solver in Solver::ALL {
        let (expected, _) = solve(&small, Rules::Strict, solver);
        let (outcome, _) = solve(&big, Rules::Strict, solver);
        let moves = replayed(&big, Rules::Strict, &outcome);
        if solver.is_optimal() {
            assert_eq!(moves, expected.moves(), "{solver}");
        } else {
            assert!(moves >= Some(21), "{solver}");
        }
    }
}

#[test]
fn a_huge_open_track_ends_at_the_limit_with_the_closest_point() {
    let mut text = String::with_capacity(1001 * 1000);
    for r in 0..1000 {
        for c in 0..1000 {
            text.push(match (r, c) {
                (0, 0) => '>',
                (999, 999) => '*',
                _ => '.',
            });
        }
        text.push('\n');
    }
    let track: Track = text.parse().unwrap();
    let (outcome, stats) = solve(&track, Rules::Strict, Solver::Bfs);
    let Outcome::LimitReached {
        closest: Some(closest),
    } = outcome
    else {
        panic!("expected the limit, got {outcome:?}");
    };
    assert!(stats.expanded > 0);
    assert!(closest.row > 100 && closest.col > 100, "closest {closest}");
    // A* with its lower bounds goes straight there: 999 king steps need 45 moves from rest.
    let (outcome, stats) = solve(&track, Rules::Strict, Solver::AStar);
    assert_eq!(replayed(&track, Rules::Strict, &outcome), Some(45));
    assert_eq!(racetrack::distance::moves_to_cover(0, 999), 45);
    assert!(stats.expanded < 1000, "{stats:?}");
}
