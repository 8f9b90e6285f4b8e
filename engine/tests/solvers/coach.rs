//! The coach: its distances agree with an independent forward breadth-first search at every
//! configuration of random games, its optimum with bfs on every level, its optimal lines replay
//! legally, its analysis counts lost moves, and stepping gives the same table as running.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};
use std::path::Path;

use proptest::prelude::*;
use racetrack::coach::{
    Analysis, Coach, CoachError, MAX_COACH_CONFIGURATIONS, OptionAnalysis, TrajectoryError,
};
use racetrack::game::{is_legal_trajectory, options, velocity};
use racetrack::rules::Blocked;
use racetrack::search::solve;
use racetrack::{Point, Progress, Rules, Solver, Track, Velocity};

use crate::strategies::{road_or_wall, small_track};

fn ready(track: &Track, rules: Rules) -> Coach {
    let mut coach = Coach::new(track, rules).expect("small enough");
    coach.run();
    assert!(coach.is_ready());
    coach
}

fn levels() -> Vec<(String, Track)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../levels");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "txt"))
        .collect();
    files.sort();
    assert_eq!(files.len(), 15);
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (
                p.file_stem().unwrap().to_string_lossy().into(),
                text.parse().unwrap(),
            )
        })
        .collect()
}

/// The point a car at `here` with `v` came from.
fn behind(here: Point, v: Velocity) -> Point {
    Point::new(here.row - v.row, here.col - v.col)
}

/// Fewest moves from the car at `here` with velocity `v` to a finish point, by a plain forward
/// breadth-first search over `game::options`: slow, simple, independent of the coach.
fn reference_moves(track: &Track, rules: Rules, here: Point, v: Velocity) -> Option<u32> {
    if track.is_finish(here) {
        return Some(0);
    }
    let mut depth: HashMap<(Point, Velocity), u32> = HashMap::from([((here, v), 0)]);
    let mut queue = VecDeque::from([(here, v)]);
    while let Some((here, v)) = queue.pop_front() {
        let d = depth[&(here, v)];
        for next in options(track, rules, &[behind(here, v), here]) {
            if track.is_finish(next) {
                return Some(d + 1);
            }
            let key = (next, next - here);
            if let Entry::Vacant(e) = depth.entry(key) {
                e.insert(d + 1);
                queue.push_back(key);
            }
        }
    }
    None
}

/// Checks the coach against the reference at the end of `trajectory` (a legal game): the
/// distance there, every option's doom, and an optimal line of the promised length.
fn check_position(coach: &Coach, track: &Track, rules: Rules, trajectory: &[Point]) {
    let here = *trajectory.last().unwrap();
    let v = velocity(trajectory);
    let expected = reference_moves(track, rules, here, v);
    assert_eq!(
        coach.moves_to_finish(here, v),
        expected,
        "{here} {v} after {trajectory:?}, {rules}\n{track}"
    );
    if track.is_finish(here) {
        return;
    }
    for to in options(track, rules, trajectory) {
        let doomed = reference_moves(track, rules, to, to - here).is_none();
        assert_eq!(
            coach.is_doomed(trajectory, to),
            doomed,
            "{to} after {trajectory:?}"
        );
    }
    let line = coach.optimal_continuation(trajectory);
    assert_eq!(line.as_ref().map(|l| l.len() as u32), expected);
    if let Some(line) = line {
        let game = [trajectory, &line].concat();
        assert!(is_legal_trajectory(track, rules, &game), "{game:?}");
        assert!(line.last().is_none_or(|&p| track.is_finish(p)));
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// Random walks (choices by `picks`) through legal games: the coach agrees with the
    /// reference at every configuration met, under both rules.
    #[test]
    fn the_coach_agrees_with_a_forward_search_along_random_games(
        track in small_track(1..7, 2..9, road_or_wall(0.2), 1..4, 1..4),
        picks in proptest::collection::vec(0usize..1000, 1..25),
    ) {
        for rules in [Rules::Strict, Rules::Soft] {
            let coach = ready(&track, rules);
            let optimum = solve(&track, rules, Solver::Bfs).0.moves().map(|m| m as u32);
            prop_assert_eq!(coach.optimum(), optimum, "{}\n{}", rules, track);
            let mut trajectory = Vec::new();
            for &pick in &picks {
                let choices = options(&track, rules, &trajectory);
                if choices.is_empty() || trajectory.last().is_some_and(|&p| track.is_finish(p)) {
                    break;
                }
                trajectory.push(choices[pick % choices.len()]);
                check_position(&coach, &track, rules, &trajectory);
            }
        }
    }
}

#[test]
fn the_optimum_is_bfs_s_on_every_level_under_both_rules() {
    for (name, track) in levels() {
        for rules in [Rules::Strict, Rules::Soft] {
            let coach = ready(&track, rules);
            let bfs = solve(&track, rules, Solver::Bfs).0;
            assert_eq!(
                coach.optimum(),
                bfs.moves().map(|m| m as u32),
                "{name} {rules}"
            );
            let line = coach.optimal_continuation(&[]).expect("solvable");
            assert_eq!(Some(line.len() - 1), bfs.moves(), "{name} {rules}");
            assert!(is_legal_trajectory(&track, rules, &line), "{name} {rules}");
            assert!(track.is_finish(*line.last().unwrap()));
        }
    }
}

#[test]
fn doomed_options_are_those_without_a_way_to_the_finish() {
    // Going right fast toward the dead end at the right dooms the car; the finish is below.
    let track: Track = ">.....#\n##.####\n##*####".parse().unwrap();
    let coach = ready(&track, Rules::Strict);
    assert_eq!(coach.optimum(), Some(3));
    let game = [Point::new(0, 0), Point::new(0, 1), Point::new(0, 3)];
    let analysis = coach.analyse(&game).unwrap();
    let doomed: Vec<_> = analysis
        .options
        .iter()
        .filter(|o| o.optimal_from_here.is_none())
        .map(|o| o.to)
        .collect();
    for o in &analysis.options {
        let expected = reference_moves(&track, Rules::Strict, o.to, o.to - game[2]);
        assert_eq!(o.optimal_from_here, expected, "{}", o.to);
        assert_eq!(coach.is_doomed(&game, o.to), expected.is_none());
    }
    assert!(!doomed.is_empty(), "{analysis:?}");
    assert!(doomed.len() < analysis.options.len(), "{analysis:?}");
}

#[test]
fn analysis_of_an_optimal_game_loses_nothing_and_a_wasteful_move_costs() {
    for (name, track) in levels() {
        let rules = Rules::Strict;
        let coach = ready(&track, rules);
        let optimum = coach.optimum().unwrap();
        let best = solve(&track, rules, Solver::Bfs)
            .0
            .trajectory()
            .unwrap()
            .to_vec();
        let analysis = coach.analyse(&best).unwrap();
        assert_eq!(analysis.optimum, Some(optimum));
        assert_eq!(analysis.positions.len(), best.len());
        for (n, p) in analysis.positions.iter().enumerate() {
            assert_eq!(p.at, best[n]);
            assert_eq!(p.lost, Some(0), "{name} move {n}");
            assert_eq!(p.optimal_from_here, Some(optimum - n as u32), "{name}");
        }
        assert!(analysis.options.is_empty(), "won: no options");
        // Standing still on the start point wastes exactly one move (at most one where moving
        // elements make waiting part of the best line, as on the drawbridge).
        let waste = [best[0], best[0]];
        let wasted = coach.analyse(&waste).unwrap();
        let lost = wasted.positions[1].lost.unwrap();
        if track.has_elements() {
            assert!(lost <= 1, "{name}");
        } else {
            assert_eq!(lost, 1, "{name}");
        }
        // After two optimal moves, any option off the best lines loses what it says.
        let Analysis { options, .. } = coach.analyse(&best[..3]).unwrap();
        let worst: &OptionAnalysis = options
            .iter()
            .filter(|o| o.optimal_from_here.is_some())
            .max_by_key(|o| o.optimal_from_here)
            .unwrap();
        let game = [&best[..3], &[worst.to][..]].concat();
        let lost = coach.analyse(&game).unwrap().positions[3].lost.unwrap();
        assert_eq!(
            lost,
            3 + worst.optimal_from_here.unwrap() - optimum,
            "{name}"
        );
        // (Not on the drawbridge: while the bridge is up every option there is as good.)
        if !track.has_elements() {
            assert!(lost > 0, "{name}: some option is slower than the best");
        }
    }
}

#[test]
fn an_empty_game_has_the_start_points_as_options() {
    let (_, track) = &levels()[1];
    let coach = ready(track, Rules::Strict);
    let analysis = coach.analyse(&[]).unwrap();
    assert!(analysis.positions.is_empty());
    let starts: Vec<Point> = analysis.options.iter().map(|o| o.to).collect();
    assert_eq!(starts, track.starts());
    for o in &analysis.options {
        let moves = coach.moves_to_finish(o.to, Velocity::default());
        assert_eq!(o.optimal_from_here, moves);
    }
    assert_eq!(
        analysis
            .options
            .iter()
            .filter_map(|o| o.optimal_from_here)
            .min(),
        coach.optimum()
    );
}

#[test]
fn illegal_games_are_refused_with_the_reason() {
    let track: Track = ">.#.*".parse().unwrap();
    let coach = ready(&track, Rules::Strict);
    let p = |c| Point::new(0, c);
    assert_eq!(
        coach.analyse(&[p(1)]),
        Err(TrajectoryError::NotAStart(p(1)))
    );
    assert_eq!(
        coach.analyse(&[p(0), p(3)]),
        Err(TrajectoryError::IllegalMove {
            number: 1,
            from: p(0),
            to: p(3),
            blocked: None
        })
    );
    let error = coach.analyse(&[p(0), p(1), p(3)]).unwrap_err();
    assert_eq!(
        error,
        TrajectoryError::IllegalMove {
            number: 2,
            from: p(1),
            to: p(3),
            blocked: Some(Blocked::ThroughWall)
        }
    );
    assert_eq!(
        error.to_string(),
        "move 2 from (0, 1) to (0, 3) is illegal: through a wall"
    );
    // Under soft rules the wall is jumped, and the race ends on the finish.
    let soft = ready(&track, Rules::Soft);
    let won = [p(0), p(1), p(3), p(4)];
    assert_eq!(soft.analyse(&won).unwrap().positions[3].lost, Some(0));
    assert_eq!(soft.optimal_continuation(&won), Some(Vec::new()));
    let after = [&won[..], &[p(4)]].concat();
    assert_eq!(
        soft.analyse(&after),
        Err(TrajectoryError::AfterFinish {
            number: 4,
            at: p(4)
        })
    );
}

#[test]
fn a_track_without_solution_dooms_everything() {
    let track: Track = ">..#.*\n...#..".parse().unwrap();
    let coach = ready(&track, Rules::Strict);
    assert_eq!(coach.optimum(), None);
    assert_eq!(coach.optimal_continuation(&[]), None);
    let analysis = coach.analyse(&[Point::new(0, 0)]).unwrap();
    assert_eq!(analysis.positions[0].optimal_from_here, None);
    assert_eq!(analysis.positions[0].lost, None);
    assert!(
        analysis
            .options
            .iter()
            .all(|o| o.optimal_from_here.is_none())
    );
    assert_eq!(
        coach.moves_to_finish(Point::new(0, 5), Velocity::new(0, 1)),
        Some(0)
    );
    assert_eq!(
        coach.moves_to_finish(Point::new(0, 4), Velocity::new(0, 0)),
        Some(1)
    );
}

#[test]
fn stepping_with_small_budgets_gives_the_same_table_as_running() {
    for (name, track) in levels().into_iter().take(3) {
        let coach = ready(&track, Rules::Strict);
        let mut stepped = Coach::new(&track, Rules::Strict).unwrap();
        let mut steps = 0u64;
        while stepped.step(37) == Progress::Running {
            steps += 1;
            assert!(stepped.expanded() <= 37 * steps);
        }
        assert!(steps > 10, "{name}");
        assert!(stepped.is_ready());
        assert_eq!(stepped.expanded(), coach.expanded());
        assert_eq!(stepped.configurations(), coach.configurations());
        let speed = track.rows().max(track.cols()) as i32;
        for p in (0..track.rows()).flat_map(|r| (0..track.cols()).map(move |c| (r, c))) {
            let p = Point::new(p.0 as i32, p.1 as i32);
            for row in -speed..=speed {
                for col in -speed..=speed {
                    let v = Velocity::new(row, col);
                    assert_eq!(stepped.moves_to_finish(p, v), coach.moves_to_finish(p, v));
                }
            }
        }
        assert_eq!(stepped.step(5), Progress::Done);
    }
}

#[test]
fn a_space_over_the_cap_is_refused_and_barto_big_x10_fits() {
    let mut text = String::new();
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
    let Err(error) = Coach::new(&track, Rules::Strict) else {
        panic!("a 1000 x 1000 open field is too large");
    };
    let CoachError::TooLarge {
        configurations,
        limit,
    } = error;
    assert_eq!(limit, MAX_COACH_CONFIGURATIONS);
    // 10^6 free points, speeds up to 44 along each axis away from the edges.
    assert!(configurations > 1_000_000 * 40 * 40, "{configurations}");
    assert!(configurations < 1_000_000 * 89 * 89, "{configurations}");
    let message = error.to_string();
    assert!(message.contains(&configurations.to_string()), "{message}");
    assert!(message.contains("67108864"), "{message}");
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../levels/06-barto-big.txt");
    let big: Track = std::fs::read_to_string(path).unwrap().parse().unwrap();
    let track = big.scaled(10).unwrap();
    let coach = Coach::new(&track, Rules::Strict).expect("within the cap");
    assert!(
        coach.configurations() > 20_000_000,
        "{}",
        coach.configurations()
    );
    assert!(coach.configurations() <= MAX_COACH_CONFIGURATIONS);
}
