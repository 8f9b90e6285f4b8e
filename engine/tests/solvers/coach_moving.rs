//! The coach on tracks with moving elements: its table is over (position, velocity, time mod the
//! cycle), checked against a forward breadth-first search from configurations of random games,
//! against the timed bfs's optimum, and through the analysis, the optimal line and the drivers.

use std::collections::{HashSet, VecDeque};

use racetrack::coach::Coach;
use racetrack::drivers::{Skill, drive};
use racetrack::game::{self, velocity};
use racetrack::rules::timed::check_trajectory;
use racetrack::{Point, Rules, Solver, Track, Velocity, search};

fn level(name: &str) -> Track {
    std::fs::read_to_string(format!("../levels/{name}.txt"))
        .unwrap()
        .parse()
        .unwrap()
}

fn ready(track: &Track, rules: Rules) -> Coach {
    let mut coach = Coach::new(track, rules).unwrap();
    coach.run();
    coach
}

/// Fewest moves to a finish from the game `trajectory` (placed), by a forward breadth-first
/// search over (position, velocity, time mod cycle) through `game::options`; `None` when none
/// can be reached.
fn forward(track: &Track, rules: Rules, trajectory: &[Point]) -> Option<u32> {
    let cycle = track.elements().cycle() as usize;
    let &here = trajectory.last().unwrap();
    if track.is_finish(here) && trajectory.len() > 1 {
        return Some(0);
    }
    // A game is (its last two positions, its length mod the cycle) as far as the rules go: keep
    // a short trajectory whose length has the same residue.
    let key = |t: &[Point]| (t[t.len() - 1], velocity(t), t.len() % cycle);
    let mut seen = HashSet::from([key(trajectory)]);
    let start: Vec<Point> = trajectory.to_vec();
    let mut queue = VecDeque::from([(start, 0u32)]);
    while let Some((t, d)) = queue.pop_front() {
        for to in game::options(track, rules, &t) {
            let mut next = t.clone();
            next.push(to);
            if track.is_finish(to) {
                return Some(d + 1);
            }
            if seen.insert(key(&next)) {
                // Only the time's residue and the last segment matter: drop a whole cycle of
                // history when it grows.
                if next.len() > 2 + cycle {
                    next.drain(..cycle);
                }
                queue.push_back((next, d + 1));
            }
        }
    }
    None
}

/// A small random track, with a gate and a train where they fit, as text.
fn random_track(rng: &mut fastrand::Rng) -> String {
    let (rows, cols) = (rng.usize(3..6), rng.usize(5..9));
    let mut grid: Vec<Vec<char>> = (0..rows)
        .map(|_| {
            (0..cols)
                .map(|_| if rng.u8(0..10) < 2 { '#' } else { '.' })
                .collect()
        })
        .collect();
    grid[rng.usize(0..rows)][0] = '>';
    grid[rng.usize(0..rows)][cols - 1] = '*';
    let mut text: String = grid
        .iter()
        .map(|r| r.iter().collect::<String>() + "\n")
        .collect();
    let free = |r: usize, c: usize| grid[r][c] == '.';
    let (gr, gc) = (rng.usize(0..rows), rng.usize(1..cols - 1));
    if free(gr, gc) {
        let cycle = rng.u32(2..6);
        let a = rng.u32(0..cycle);
        text += &format!("@gate {gr},{gc} cycle {cycle} closed {a}-{a}\n");
    }
    // A vertical shuttle on a column where every point is free.
    let col = rng.usize(1..cols - 1);
    if rows >= 2 && (0..rows).all(|r| free(r, col)) && !(gc == col && free(gr, gc)) {
        let rail: Vec<String> = (0..rows).map(|r| format!("{r},{col}")).collect();
        let period = 2 * (rows as u32 - 1);
        text += &format!(
            "@train {} length 1 speed 1 phase {}\n",
            rail.join(" "),
            rng.u32(0..period)
        );
    }
    text
}

#[test]
fn the_coach_agrees_with_a_forward_search_on_random_games_over_time() {
    let mut rng = fastrand::Rng::with_seed(9);
    let mut checked = 0;
    for _ in 0..150 {
        let Ok(track) = random_track(&mut rng).parse::<Track>() else {
            continue;
        };
        for rules in [Rules::Strict, Rules::Soft] {
            let coach = ready(&track, rules);
            let (bfs, _) = search::solve(&track, rules, Solver::Bfs);
            assert_eq!(
                coach.optimum().map(|m| m as usize),
                bfs.moves(),
                "{track}{rules}"
            );
            // A random game, checked at every position against the forward search.
            let mut trajectory = Vec::new();
            for _ in 0..12 {
                let options = game::options(&track, rules, &trajectory);
                if options.is_empty() {
                    break;
                }
                // Every option is doomed exactly when the forward search finds no finish from it.
                for &o in &options {
                    let mut next = trajectory.clone();
                    next.push(o);
                    let reachable = forward(&track, rules, &next).is_some();
                    assert_eq!(
                        coach.is_doomed(&trajectory, o),
                        !reachable,
                        "{track}{rules} {trajectory:?} -> {o:?}"
                    );
                }
                trajectory.push(options[rng.usize(0..options.len())]);
                let &here = trajectory.last().unwrap();
                let time = game::time(&trajectory);
                assert_eq!(
                    coach.moves_to_finish_at(here, velocity(&trajectory), time),
                    forward(&track, rules, &trajectory),
                    "{track}{rules} {trajectory:?}"
                );
                checked += 1;
                if track.is_finish(here) && trajectory.len() > 1 {
                    break;
                }
            }
            // The optimal line from the placement replays legally and has the optimum's length.
            if let Some(line) = coach.optimal_continuation(&[]) {
                assert_eq!(
                    check_trajectory(&track, rules, &line),
                    Ok(true),
                    "{track}{rules} {line:?}"
                );
                assert_eq!(Some(line.len() as u32 - 1), coach.optimum());
            }
        }
    }
    assert!(checked > 500, "{checked}");
}

#[test]
fn on_the_drawbridge_waiting_loses_nothing_and_the_optimal_line_continues_over_time() {
    let track = level("14-drawbridge");
    let coach = ready(&track, Rules::Strict);
    assert_eq!(coach.optimum(), Some(17));
    let start = Point::new(1, 1);
    // Standing on the start at times 1 to 8 keeps the optimum.
    for t in 0..=8 {
        assert_eq!(
            coach.moves_to_finish_at(start, Velocity::default(), t),
            Some(17 - t),
            "time {t}"
        );
    }
    // The same configuration at time 0 of another cycle is the same as at time 0.
    assert_eq!(
        coach.moves_to_finish_at(start, Velocity::default(), 24),
        Some(17)
    );
    // The optimal line analyses with nothing lost; its own continuation is itself.
    let (best, _) = search::solve(&track, Rules::Strict, Solver::Bfs);
    let best = best.trajectory().unwrap().to_vec();
    let analysis = coach.analyse(&best).unwrap();
    assert!(analysis.positions.iter().all(|p| p.lost == Some(0)));
    let line = coach.optimal_continuation(&best[..5]).unwrap();
    assert_eq!(line.len(), best.len() - 5);
    let mut whole = best[..5].to_vec();
    whole.extend(&line);
    assert_eq!(check_trajectory(&track, Rules::Strict, &whole), Ok(true));
}

#[test]
fn drivers_finish_the_moving_levels_legally_and_the_perfect_one_optimally() {
    for (name, optimum) in [("14-drawbridge", 17), ("15-level-crossings", 15)] {
        let track = level(name);
        let coach = ready(&track, Rules::Strict);
        assert_eq!(coach.optimum(), Some(optimum), "{name}");
        for skill in [Skill::Novice, Skill::Club, Skill::Pro, Skill::Perfect] {
            for seed in 0..3 {
                let run = drive(&coach, &track, Rules::Strict, skill, seed);
                assert!(run.finished, "{name} {skill:?} {seed}");
                assert_eq!(
                    check_trajectory(&track, Rules::Strict, &run.trajectory),
                    Ok(true),
                    "{name} {skill:?}"
                );
                assert!(run.moves() >= optimum as usize);
                if skill == Skill::Perfect {
                    assert_eq!(run.moves(), optimum as usize, "{name}");
                }
            }
        }
    }
}

/// Time and memory of the coach on the moving levels.
/// `cargo test -p racetrack --release --test solvers coach_moving:: -- --ignored --nocapture`
#[test]
#[ignore]
fn figures_coach_on_the_moving_levels() {
    for name in ["14-drawbridge", "15-level-crossings"] {
        let track = level(name);
        let mut times: Vec<f64> = (0..9)
            .map(|_| {
                let clock = std::time::Instant::now();
                ready(&track, Rules::Strict);
                clock.elapsed().as_secs_f64() * 1e3
            })
            .collect();
        times.sort_by(f64::total_cmp);
        let coach = ready(&track, Rules::Strict);
        let plain = ready(&track.without_elements(), Rules::Strict);
        println!(
            "{name}: {} configurations (cycle {}), {:.1} MiB, {:.2} ms (median of 9); without the elements {} configurations",
            coach.configurations(),
            track.elements().cycle(),
            coach.memory_bytes() as f64 / (1 << 20) as f64,
            times[4],
            plain.configurations()
        );
    }
}
