//! The time-aware solvers on moving elements: waiting, stepping, an independent reference on
//! random track files, large fields, no elements, the moving levels, and timing figures.

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use racetrack::rules::timed::check_trajectory;
use racetrack::rules::{self, Touch, walk_segment};
use racetrack::search::timed::solve;
use racetrack::track::elements::Elements;
use racetrack::{Point, Rules, Solver, Track, Velocity, search};

use crate::strategies::moving_track;

fn parse(text: &str) -> (Track, Elements) {
    let track: Track = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
    let elements = track.elements().clone();
    (track, elements)
}

// ---------------------------------------------------------------- solvers

#[test]
fn waiting_for_a_gate_is_found_when_it_is_optimal() {
    let (track, _) = parse(">..*\n@gate 0,2 cycle 4 closed 0-1");
    let (static_best, _) = search::solve(&track.without_elements(), Rules::Strict, Solver::Bfs);
    assert_eq!(static_best.moves(), Some(2));
    for solver in [Solver::Bfs, Solver::AStar] {
        let (outcome, _) = solve(&track, Rules::Strict, solver);
        let run = outcome.trajectory().unwrap();
        assert_eq!(run.len() - 1, 3, "{solver}");
        assert!(run.windows(2).any(|w| w[0] == w[1]), "{solver}: {run:?}");
        assert_eq!(check_trajectory(&track, Rules::Strict, run), Ok(true));
    }
    let (no_gate, _) = solve(&track.without_elements(), Rules::Strict, Solver::Bfs);
    assert_eq!(no_gate.moves(), Some(2));
}

#[test]
fn a_timed_search_can_be_stepped_and_watched() {
    use racetrack::search::timed::TimedSearch;
    let text = std::fs::read_to_string("../levels/03-hairpin.txt").unwrap();
    let (plain, _) = parse(&text);
    let (track, _) = parse(&format!("{plain}@gate 1,3 2,3 cycle 6 closed 0-2\n"));
    for solver in Solver::ALL {
        let (whole, stats) = solve(&track, Rules::Strict, solver);
        let run = whole.trajectory().unwrap();
        assert_eq!(
            check_trajectory(&track, Rules::Strict, run),
            Ok(true),
            "{solver}"
        );
        let mut search = TimedSearch::new(&track, Rules::Strict, solver);
        let mut seen: Vec<(Point, Point)> = Vec::new();
        let mut steps = 0;
        while search.step(7, &mut seen) == racetrack::Progress::Running {
            steps += 1;
        }
        assert!(steps > 1, "{solver}");
        assert_eq!(search.outcome(), Some(&whole), "{solver}");
        assert_eq!(search.stats().generated, seen.len() as u64, "{solver}");
        assert_eq!(search.stats().expanded, stats.expanded, "{solver}");
        assert!(seen[0].0 == seen[0].1 && track.starts().contains(&seen[0].0));
        assert!(search.memory_bytes() > 0);
    }
}

// ---------------------------------------------------------------- the independent reference

/// Whether an element covers `p` at time `t`, from the elements' own description (not the
/// precomputed occupancy).
fn covered(e: &Elements, t: u64, p: Point) -> bool {
    let cycle = u64::from(e.cycle());
    e.elements()
        .iter()
        .any(|el| el.cells_at((t % cycle) as u32).contains(&p))
}

/// The timed rule written out again: static rules, then under strict rules the start cell,
/// every square entered and every corner whose two sides are walls or covered; under soft
/// rules the landing point; each at times `k - 1` and `k`.
fn reference_legal(
    track: &Track,
    e: &Elements,
    rules: Rules,
    from: Point,
    to: Point,
    k: u64,
) -> bool {
    if rules::blocked(track, rules, from, to).is_some() {
        return false;
    }
    let hit = |q: Point| covered(e, k - 1, q) || covered(e, k, q);
    if rules == Rules::Soft {
        return !hit(to);
    }
    if hit(from) {
        return false;
    }
    walk_segment(to - from, |touch| match touch {
        Touch::Enter(d) => !hit(from + d),
        Touch::Corner(a, b) => {
            let shut = |q: Point| !track.is_free(q) || hit(q);
            !(shut(from + a) && shut(from + b))
        }
    })
}

/// Fewest moves by a plain breadth-first search over (position, velocity, time), the time
/// folded by the cycle only in the visited set.
fn reference_optimum(track: &Track, e: &Elements, rules: Rules) -> Option<usize> {
    let cycle = u64::from(e.cycle());
    let mut seen = HashSet::new();
    let mut queue = VecDeque::new();
    for s in track.starts() {
        if !covered(e, 0, s) && seen.insert((s, Velocity::default(), 0)) {
            queue.push_back((s, Velocity::default(), 0u64));
        }
    }
    while let Some((at, v, t)) = queue.pop_front() {
        if track.is_finish(at) {
            return Some(t as usize);
        }
        for (_, to) in rules::options(track, rules, at, v) {
            if reference_legal(track, e, rules, at, to, t + 1)
                && seen.insert((to, to - at, (t + 1) % cycle))
            {
                queue.push_back((to, to - at, t + 1));
            }
        }
    }
    None
}

/// Every move of `run` legal by the reference rule.
fn replays(track: &Track, e: &Elements, rules: Rules, run: &[Point]) -> bool {
    run.windows(2)
        .enumerate()
        .all(|(i, w)| reference_legal(track, e, rules, w[0], w[1], i as u64 + 1))
        && check_trajectory(track, rules, run) == Ok(true)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn solvers_agree_with_the_reference(text in moving_track()) {
        let parsed = text.parse::<Track>();
        prop_assume!(parsed.is_ok());
        let track = parsed.unwrap();
        let e = track.elements().clone();
        for rules in [Rules::Strict, Rules::Soft] {
            let best = reference_optimum(&track, &e, rules);
            for solver in [Solver::Bfs, Solver::AStar, Solver::Dfs] {
                let (outcome, _) = solve(&track, rules, solver);
                let found = outcome.trajectory();
                prop_assert_eq!(found.is_some(), best.is_some(), "{} {}\n{}", solver, rules, text);
                if let Some(run) = found {
                    prop_assert!(replays(&track, &e, rules, run), "{} {} {:?}\n{}", solver, rules, run, text);
                    if solver.is_optimal() {
                        prop_assert_eq!(Some(run.len() - 1), best, "{} {}\n{}", solver, rules, text);
                    }
                }
            }
        }
    }
}

#[test]
fn a_large_field_keeps_its_marks_in_a_hash_map_and_agrees() {
    // 400 x 400 with a cycle of 5: far past the dense table, so the marks go to the hash map.
    let mut text = format!(">{}*{}\n", ".".repeat(11), ".".repeat(387));
    text += &format!("{}\n", ".".repeat(400)).repeat(399);
    let column: Vec<String> = (0..400).map(|r| format!("{r},6")).collect();
    text += &format!("@gate {} cycle 5 closed 2-4\n", column.join(" "));
    let (track, e) = parse(&text);
    let best = reference_optimum(&track, &e, Rules::Strict);
    let (unhindered, _) = search::solve(&track.without_elements(), Rules::Strict, Solver::AStar);
    assert!(best > unhindered.moves(), "{best:?}");
    for solver in [Solver::Bfs, Solver::AStar, Solver::Dfs] {
        let (outcome, _) = solve(&track, Rules::Strict, solver);
        let run = outcome.trajectory().unwrap();
        assert!(replays(&track, &e, Rules::Strict, run), "{solver}");
        if solver.is_optimal() {
            assert_eq!(Some(run.len() - 1), best, "{solver}");
        }
    }
}

#[test]
fn without_elements_the_timed_solvers_match_the_static_ones() {
    for name in ["01-first-circuit", "03-hairpin", "05-chicane", "09-maze"] {
        let text = std::fs::read_to_string(format!("../levels/{name}.txt")).unwrap();
        let (track, _) = parse(&text);
        for rules in [Rules::Strict, Rules::Soft] {
            let (expected, _) = search::solve(&track, rules, Solver::Bfs);
            for solver in [Solver::Bfs, Solver::AStar] {
                let (outcome, _) = solve(&track, rules, solver);
                assert_eq!(outcome.moves(), expected.moves(), "{name} {rules} {solver}");
                assert_eq!(
                    check_trajectory(&track, rules, outcome.trajectory().unwrap()),
                    Ok(true)
                );
            }
        }
    }
}

// ---------------------------------------------------------------- figures

/// Median of three runs of `f`: (nanoseconds, stats).
fn timed(
    mut f: impl FnMut() -> (search::Outcome, search::Stats),
) -> (f64, search::Outcome, search::Stats) {
    let mut runs: Vec<_> = (0..RUNS)
        .map(|_| {
            let clock = std::time::Instant::now();
            let (outcome, stats) = f();
            (clock.elapsed().as_nanos() as f64, outcome, stats)
        })
        .collect();
    runs.sort_by(|a, b| a.0.total_cmp(&b.0));
    runs.swap_remove(RUNS / 2)
}

/// Runs per timing figure (the median is kept).
const RUNS: usize = 15;

/// Time per configuration of the timed bfs and astar on the moving levels against the static
/// search on the same grids without their elements.
/// `cargo test -p racetrack --release --test solvers timed_search:: -- --ignored --nocapture`
#[test]
#[ignore]
fn figures_moving_levels() {
    for name in ["14-drawbridge", "15-level-crossings"] {
        let text = std::fs::read_to_string(format!("../levels/{name}.txt")).unwrap();
        let track: Track = text.parse().unwrap();
        let plain = track.without_elements();
        for solver in [Solver::Bfs, Solver::AStar] {
            let (t0, o0, s0) = timed(|| search::solve(&plain, Rules::Strict, solver));
            let (t, o, s) = timed(|| search::solve(&track, Rules::Strict, solver));
            let (e0, e) = (t0 / s0.expanded as f64, t / s.expanded as f64);
            let (g0, g) = (t0 / s0.generated as f64, t / s.generated as f64);
            println!(
                "{name} {solver}: static {:?} moves, {} expanded, {:.2} ms; timed {:?} moves, {} expanded, {:.2} ms; per expanded {e0:.0} / {e:.0} ns ({:.2}x), per generated {g0:.0} / {g:.0} ns ({:.2}x)",
                o0.moves(),
                s0.expanded,
                t0 / 1e6,
                o.moves(),
                s.expanded,
                t / 1e6,
                e / e0,
                g / g0
            );
        }
    }
}

/// Time per configuration of the timed bfs and astar against the static search on barto-big
/// x4, with a gate of cycle 12 closed 0-5 across the road on the optimal line, and without
/// elements. `cargo test -p racetrack --release --test solvers timed_search:: -- --ignored --nocapture`
#[test]
#[ignore]
fn figures_barto_big_x4() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels/06-barto-big.txt");
    let big: Track = std::fs::read_to_string(path).unwrap().parse().unwrap();
    let track = big.scaled(4).unwrap();
    let (line, _) = search::solve(&track, Rules::Strict, Solver::AStar);
    let run = line.trajectory().unwrap();
    let mid = run[run.len() / 2];
    // The gate spans the road across the line at its middle: along the row or the column,
    // whichever run of free cells is shorter.
    let span = |dr: i32, dc: i32| {
        let mut cells = vec![mid];
        for sign in [-1, 1] {
            let mut q = Point::new(mid.row + sign * dr, mid.col + sign * dc);
            while track.is_free(q) {
                cells.push(q);
                q = Point::new(q.row + sign * dr, q.col + sign * dc);
            }
        }
        cells
    };
    let (across_row, across_col) = (span(0, 1), span(1, 0));
    let gate = if across_row.len() <= across_col.len() {
        across_row
    } else {
        across_col
    };
    let cells: Vec<String> = gate
        .iter()
        .map(|q| format!("{},{}", q.row, q.col))
        .collect();
    let gated = format!("{track}@gate {} cycle 12 closed 0-5\n", cells.join(" "));
    let (with_gate, _) = parse(&gated);
    println!(
        "barto-big x4, gate of {} cells at {mid}, static optimum {:?}",
        gate.len(),
        line.moves()
    );
    for solver in [Solver::Bfs, Solver::AStar] {
        let (t0, o0, s0) = timed(|| search::solve(&track, Rules::Strict, solver));
        let per = |t: f64, s: search::Stats| (t / s.expanded as f64, t / s.generated as f64);
        let (e0, g0) = per(t0, s0);
        println!(
            "{solver} static: {:?} moves, {} expanded, {} generated, {:.1} ms, {e0:.0} ns/expanded, {g0:.0} ns/generated",
            o0.moves(),
            s0.expanded,
            s0.generated,
            t0 / 1e6
        );
        for (label, timed_track) in [("no elements", &track), ("gate", &with_gate)] {
            let (t, o, s) = timed(|| solve(timed_track, Rules::Strict, solver));
            let (e, g) = per(t, s);
            println!(
                "{solver} timed, {label}: {:?} moves, {} expanded, {} generated, {:.1} ms, {e:.0} ns/expanded ({:.2}x), {g:.0} ns/generated ({:.2}x)",
                o.moves(),
                s.expanded,
                s.generated,
                t / 1e6,
                e / e0,
                g / g0
            );
            assert_eq!(
                check_trajectory(timed_track, Rules::Strict, o.trajectory().unwrap()),
                Ok(true)
            );
        }
    }
}

#[test]
fn the_moving_levels_need_their_elements_and_the_drawbridge_is_waited_for() {
    for (name, optimum, without) in [("14-drawbridge", 17, 9), ("15-level-crossings", 15, 9)] {
        let text = std::fs::read_to_string(format!("../levels/{name}.txt")).unwrap();
        let track: Track = text.parse().unwrap();
        assert!(track.has_elements(), "{name}");
        let (outcome, _) = search::solve(&track, Rules::Strict, Solver::Bfs);
        let run = outcome.trajectory().unwrap();
        assert_eq!(run.len() - 1, optimum, "{name}");
        assert_eq!(check_trajectory(&track, Rules::Strict, run), Ok(true));
        let (plain, _) = search::solve(&track.without_elements(), Rules::Strict, Solver::Bfs);
        assert_eq!(plain.moves(), Some(without), "{name}");
        if name == "14-drawbridge" {
            // The best line stands still in front of the closed bridge: a zero-length move.
            assert!(run.windows(2).any(|w| w[0] == w[1]), "{run:?}");
        }
    }
}
