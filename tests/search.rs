//! Solvers: every trajectory replays through the rules; bfs and astar agree and are optimal;
//! dfs finds a way exactly when bfs does; the human-like drivers stay near the optimum.

use proptest::prelude::*;
use racetrack::game::is_legal_trajectory;
use racetrack::search::{Outcome, Progress, Search, Solver, solve};
use racetrack::{Point, Rules, Track};

fn shared_track(name: &str) -> Track {
    let path = format!("{}/../shared/tracks/{name}", env!("CARGO_MANIFEST_DIR"));
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

#[test]
fn all_solvers_on_classic_tracks() {
    for name in [
        "barto-small.txt",
        "barto-big.txt",
        "maze.txt",
        "ring-4.txt",
        "river.txt",
    ] {
        let track = shared_track(name);
        let (bfs, bfs_stats) = solve(&track, Rules::Strict, Solver::Bfs);
        let optimum = replayed(&track, Rules::Strict, &bfs).expect("solvable");
        let mut line = format!("{name}: bfs {optimum} ({} expanded)", bfs_stats.expanded);
        for solver in [Solver::AStar, Solver::Dfs, Solver::Weighted, Solver::Driver] {
            let (outcome, stats) = solve(&track, Rules::Strict, solver);
            let moves = replayed(&track, Rules::Strict, &outcome).expect("solvable");
            if solver.is_optimal() {
                assert_eq!(moves, optimum, "{name} {solver}");
            } else {
                assert!(moves >= optimum);
            }
            line += &format!(", {solver} {moves} ({} expanded)", stats.expanded);
        }
        println!("{line}");
    }
}
