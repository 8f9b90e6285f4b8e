//! The coach on tracks with checkpoints and under Karopapier's rules: its distances agree with an
//! independent forward breadth-first search over (position, velocity, checkpoints held) at
//! every configuration of random games, its optimum with bfs, its optimal lines replay and
//! finish, and the drivers and the analysis read it.

use std::collections::hash_map::Entry;
use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use racetrack::coach::Coach;
use racetrack::drivers::{Driver, Skill, drive};
use racetrack::game::{is_legal_trajectory, options, velocity};
use racetrack::rules::{self, checkpoints::after_move};
use racetrack::search::collect::CollectSearch;
use racetrack::search::{Progress, solve};
use racetrack::{Cell, Point, Rules, Solver, Track, Velocity};

use crate::strategies::{road_or_wall, small_track};

fn ready(track: &Track, rules: Rules) -> Coach {
    let mut coach = Coach::new(track, rules).expect("small enough");
    coach.run();
    assert!(coach.is_ready());
    coach
}

/// The legal next points of a car at `here` with `v` (a car not standing still under
/// Karopapier's rules, every cell of its S checked by the rules' own `blocked`).
fn next_points(track: &Track, rules: Rules, here: Point, v: Velocity) -> Vec<Point> {
    rules::options(track, rules, here, v)
        .map(|(_, to)| to)
        .filter(|&to| rules::blocked(track, rules, here, to).is_none())
        .collect()
}

/// Fewest moves from the car at `here` with `v` holding `held` to the end of the race, by a
/// plain forward breadth-first search: slow, simple, independent of the coach.
fn reference_moves(
    track: &Track,
    rules: Rules,
    (here, v, held): (Point, Velocity, u16),
) -> Option<u32> {
    let all = track.checkpoints();
    let mut depth = HashMap::from([((here, v, held), 0u32)]);
    let mut queue = VecDeque::from([(here, v, held)]);
    while let Some((here, v, held)) = queue.pop_front() {
        let d = depth[&(here, v, held)];
        let before = rules::Progress {
            collected: held,
            finished: false,
        };
        for to in next_points(track, rules, here, v) {
            let after = after_move(track, rules, all, here, to, before);
            if after.finished {
                return Some(d + 1);
            }
            if let Entry::Vacant(e) = depth.entry((to, to - here, after.collected)) {
                e.insert(d + 1);
                queue.push_back((to, to - here, after.collected));
            }
        }
    }
    None
}

/// Random small tracks with one to three checkpoint digits sprinkled on them.
fn checkpoint_track() -> impl Strategy<Value = Track> {
    sprinkled((2..7, 3..9), 1u8..4, 1..5, 1)
}

/// Random small tracks (rows and columns from `size`) with `placed` cells turned into checkpoint
/// digits drawn from `digits`, kept when at least `fewest` digits made it.
fn sprinkled(
    (rows, cols): (std::ops::Range<usize>, std::ops::Range<usize>),
    digits: std::ops::Range<u8>,
    placed: std::ops::Range<usize>,
    fewest: u32,
) -> impl Strategy<Value = Track> {
    (
        small_track(rows, cols, road_or_wall(0.15), 1..3, 1..3),
        proptest::collection::vec((0usize..9, 0usize..11, digits), placed),
    )
        .prop_filter_map(
            "too few checkpoints could be put",
            move |(track, digits)| {
                let mut rows: Vec<Vec<Cell>> = (0..track.rows())
                    .map(|r| {
                        (0..track.cols())
                            .map(|c| track.cell(Point::new(r as i32, c as i32)))
                            .collect()
                    })
                    .collect();
                for (r, c, n) in digits {
                    if let Some(cell) = rows.get_mut(r).and_then(|row| row.get_mut(c))
                        && matches!(cell, Cell::Road | Cell::Obstacle)
                    {
                        *cell = Cell::Checkpoint(n);
                    }
                }
                let track = Track::from_rows(rows).ok()?;
                (track.checkpoints().count_ones() >= fewest).then_some(track)
            },
        )
}

/// Checks the coach against the reference at the end of `trajectory`: the distance there, each
/// option's, and an optimal line of that length that replays and finishes.
fn check_position(coach: &Coach, track: &Track, rules: Rules, trajectory: &[Point]) {
    if rules::finishes(track, rules, trajectory) {
        assert_eq!(coach.optimal_continuation(trajectory), Some(Vec::new()));
        return;
    }
    let here = *trajectory.last().unwrap();
    let v = velocity(trajectory);
    let held = coach.held(trajectory);
    let expected = reference_moves(track, rules, (here, v, held));
    let at = coach.moves_holding(here, v, trajectory.len() as u32 - 1, held);
    assert_eq!(
        at, expected,
        "{here} {v} {held:b} after {trajectory:?}, {rules}\n{track}"
    );
    // A* from here, with its bounds through the checkpoints left, finds the same optimum.
    let mut astar = CollectSearch::from_configuration(track, rules, Solver::AStar, (here, v, held));
    while astar.step(1_000, &mut ()) == Progress::Running {}
    let found = astar.outcome().and_then(|o| o.moves()).map(|m| m as u32);
    assert_eq!(
        found, expected,
        "astar from {here} {v} {held:b}, {rules}\n{track}"
    );
    for to in options(track, rules, trajectory) {
        let before = rules::Progress {
            collected: held,
            finished: false,
        };
        let after = after_move(track, rules, track.checkpoints(), here, to, before);
        let reference = if after.finished {
            Some(0)
        } else {
            reference_moves(track, rules, (to, to - here, after.collected))
        };
        assert_eq!(coach.moves_after(trajectory, held, to), reference, "{to}");
        assert_eq!(coach.is_doomed(trajectory, to), reference.is_none());
    }
    let line = coach.optimal_continuation(trajectory);
    assert_eq!(line.as_ref().map(|l| l.len() as u32), expected);
    if let Some(line) = line.filter(|l| !l.is_empty()) {
        let game = [trajectory, &line].concat();
        assert!(is_legal_trajectory(track, rules, &game), "{game:?}");
        assert!(rules::finishes(track, rules, &game), "{game:?}");
    }
}

/// A random walk through legal games of `track`, choices by `picks`, checked at every step.
fn walk(coach: &Coach, track: &Track, rules: Rules, picks: &[usize]) {
    let mut trajectory = Vec::new();
    for &pick in picks {
        let choices = options(track, rules, &trajectory);
        if choices.is_empty() || rules::finishes(track, rules, &trajectory) {
            break;
        }
        trajectory.push(choices[pick % choices.len()]);
        check_position(coach, track, rules, &trajectory);
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    /// With checkpoints, under every rule set: the coach agrees with the reference at every
    /// configuration met, and its optimum with bfs's.
    #[test]
    fn the_coach_counts_the_checkpoints_left(
        track in checkpoint_track(),
        picks in proptest::collection::vec(0usize..1000, 1..25),
    ) {
        for rules in [Rules::Strict, Rules::Soft, Rules::Karopapier] {
            let coach = ready(&track, rules);
            let optimum = solve(&track, rules, Solver::Bfs).0.moves().map(|m| m as u32);
            prop_assert_eq!(coach.optimum(), optimum, "{}\n{}", rules, track);
            walk(&coach, &track, rules, &picks);
        }
    }

    /// Karopapier's rules without checkpoints: the finish is passed, not landed on.
    #[test]
    fn the_coach_knows_karopapiers_finish_line(
        track in small_track(1..7, 2..9, road_or_wall(0.2), 1..4, 1..4),
        picks in proptest::collection::vec(0usize..1000, 1..25),
    ) {
        let coach = ready(&track, Rules::Karopapier);
        let optimum = solve(&track, Rules::Karopapier, Solver::Bfs).0.moves().map(|m| m as u32);
        prop_assert_eq!(coach.optimum(), optimum, "{}", track);
        walk(&coach, &track, Rules::Karopapier, &picks);
    }
}

/// A mapcode with a checkpoint in a pit, away from the straight way to the finish.
const DETOUR: &str = "\
XXXXXXXXXXXX
XSOOOOOOOOFX
XOOOOOOOOOFX
XOOXXXXXXXXX
XOOXXXXXXXXX
XO1XXXXXXXXX
XXXXXXXXXXXX
";

#[test]
fn a_checkpoint_off_the_way_costs_the_detour_and_the_drivers_take_it() {
    let track: Track = racetrack::track::mapcode::parse(DETOUR).unwrap();
    let coach = ready(&track, Rules::Karopapier);
    let optimum = coach.optimum().unwrap();
    let bfs = solve(&track, Rules::Karopapier, Solver::Bfs).0;
    assert_eq!(Some(optimum as usize), bfs.moves());
    // Without the checkpoint the finish is two moves away (0 -> 1 -> 3 -> 6 -> 9 crosses it).
    let plain = racetrack::track::mapcode::parse(&DETOUR.replace('1', "O")).unwrap();
    assert!(ready(&plain, Rules::Karopapier).optimum().unwrap() < optimum);
    for skill in Skill::ALL {
        let run = drive(&coach, &track, Rules::Karopapier, skill, 3);
        assert!(run.finished, "{skill}: {:?}", run.trajectory);
        assert!(is_legal_trajectory(
            &track,
            Rules::Karopapier,
            &run.trajectory
        ));
        if skill == Skill::Perfect {
            assert_eq!(run.moves(), optimum as usize);
        }
    }
    // Holding the checkpoint, a car at the start is as near as on the plain map.
    let start = track.starts()[0];
    let held = 1 << 1;
    assert_eq!(
        coach.moves_holding(start, Velocity::default(), 0, held),
        ready(&plain, Rules::Karopapier).optimum()
    );
    // A driver holding it heads for the finish at once; one without goes down to it.
    let mut driver = Driver::new(Skill::Perfect, 1);
    let trajectory = [start];
    let choices = options(&track, Rules::Karopapier, &trajectory);
    let with = driver.choose(&coach, &trajectory, held, &choices).unwrap();
    let without = driver.choose(&coach, &trajectory, 0, &choices).unwrap();
    assert!(with.col > start.col, "{with}");
    assert!(without.row > start.row, "{without}");
}

#[test]
fn the_analysis_counts_the_moves_lost_by_missing_a_checkpoint() {
    let track: Track = racetrack::track::mapcode::parse(DETOUR).unwrap();
    let coach = ready(&track, Rules::Karopapier);
    let start = track.starts()[0];
    // Straight for the finish first: the checkpoint is then all the farther.
    let game = [start, Point::new(1, 2), Point::new(1, 4), Point::new(1, 7)];
    let analysis = coach.analyse(&game).unwrap();
    let lost: Vec<_> = analysis.positions.iter().map(|p| p.lost).collect();
    assert_eq!(lost[0], Some(0));
    assert!(lost[2].unwrap() > 0, "{lost:?}");
    // Landing on the finish without the checkpoint does not end the race (and dooms the car).
    let finish = Point::new(1, 10);
    let option = analysis.options.iter().find(|o| o.to == finish).unwrap();
    assert_eq!(option.optimal_from_here, None);
}

/// A* from `(here, v, held)` on `track` under Karopapier's rules: its number of moves.
fn astar_moves(track: &Track, from: (Point, Velocity, u16)) -> Option<u32> {
    let mut astar =
        CollectSearch::from_configuration(track, Rules::Karopapier, Solver::AStar, from);
    while astar.step(1_000, &mut ()) == Progress::Running {}
    astar.outcome().and_then(|o| o.moves()).map(|m| m as u32)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    /// Karopapier's rules with six to nine digits, where A* also takes the targets' tables (each
    /// digit's by heading) and the tours through them, with and without the wide digits: its optimum is bfs's, from the start and from every
    /// configuration of a random game (the reference's).
    #[test]
    fn astar_through_many_checkpoints_stays_exact(
        track in sprinkled((3..7, 4..11), 1u8..10, 10..24, 6),
        picks in proptest::collection::vec(0usize..1000, 1..12),
    ) {
        let optimum = solve(&track, Rules::Karopapier, Solver::Bfs).0.moves();
        let found = solve(&track, Rules::Karopapier, Solver::AStar).0.moves();
        prop_assert_eq!(found, optimum, "{}", track);
        let mut trajectory: Vec<Point> = Vec::new();
        let mut held = 0;
        for pick in picks {
            let choices = options(&track, Rules::Karopapier, &trajectory);
            if choices.is_empty() || rules::finishes(&track, Rules::Karopapier, &trajectory) {
                break;
            }
            let to = choices[pick % choices.len()];
            if let Some(&here) = trajectory.last() {
                let before = rules::Progress { collected: held, finished: false };
                let after = after_move(&track, Rules::Karopapier, track.checkpoints(), here, to, before);
                if after.finished {
                    break;
                }
                held = after.collected;
            }
            trajectory.push(to);
            let from = (to, velocity(&trajectory), held);
            prop_assert_eq!(
                astar_moves(&track, from),
                reference_moves(&track, Rules::Karopapier, from),
                "from {:?}\n{}", from, track
            );
        }
    }
}
