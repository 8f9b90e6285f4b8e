//! Terrains (ice `~`, dirt `:`, ramp `^`): each rule and the precedence on tiny tracks, the set
//! S read from the strict walk, and an independent reference (a plain breadth-first search that
//! applies the rules of record itself) against bfs, astar and the coach on random tracks.

use std::collections::{HashMap, VecDeque};

use proptest::prelude::*;
use racetrack::coach::Coach;
use racetrack::game::{Game, MoveError, is_legal_trajectory};
use racetrack::rules::{self, Acceleration, Terrain, Touch, move_is_legal, walk_segment};
use racetrack::search::solve;
use racetrack::{Cell, Point, Rules, Solver, Track, Velocity};

use crate::strategies::small_track;

fn track(text: &str) -> Track {
    text.parse().unwrap()
}

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

fn v(row: i32, col: i32) -> Velocity {
    Velocity::new(row, col)
}

/// The candidate points the engine offers at `(at, velocity)`.
fn offered(t: &Track, rules: Rules, at: Point, velocity: Velocity) -> Vec<Point> {
    rules::options(t, rules, at, velocity)
        .map(|(_, q)| q)
        .collect()
}

/// Where a car at `at` moving at `vel` came from.
fn back(at: Point, vel: Velocity) -> Point {
    p(at.row - vel.row, at.col - vel.col)
}

/// The nine points around `centre`, in the fixed order.
fn around(centre: Point) -> Vec<Point> {
    Acceleration::ALL
        .iter()
        .map(|a| centre + a.delta())
        .collect()
}

#[test]
fn terrain_characters_parse_print_and_are_road() {
    let t = track(">~:^*\n.....\n");
    assert_eq!(t.to_string(), ">~:^*\n.....\n");
    assert_eq!(t.to_string().parse::<Track>().unwrap(), t);
    for (col, cell) in [(1, Cell::Ice), (2, Cell::Dirt), (3, Cell::Ramp)] {
        assert_eq!(t.cell(p(0, col)), cell);
        assert!(t.is_free(p(0, col)) && !t.is_finish(p(0, col)));
        assert!(cell.is_terrain() && Cell::from_symbol(cell.symbol()) == Some(cell));
    }
    assert_eq!(t.starts(), vec![p(0, 0)]);
    assert!(t.has_terrain() && !track(">.*").has_terrain());
}

#[test]
fn a_ramp_leaves_only_the_main_point() {
    let t = track(">^....*");
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(0, 1), v(0, 1)),
        Terrain::Ramp
    );
    assert_eq!(offered(&t, Rules::Strict, p(0, 1), v(0, 1)), vec![p(0, 2)]);
    // At rest on a ramp the only candidate is to stay.
    assert_eq!(offered(&t, Rules::Strict, p(0, 1), v(0, 0)), vec![p(0, 1)]);
    let mut game = Game::new(t, Rules::Strict);
    game.play(p(0, 0)).unwrap();
    game.play(p(0, 1)).unwrap();
    assert_eq!(game.options(), vec![p(0, 2)]);
    assert_eq!(game.play(p(0, 3)), Err(MoveError::Illegal(p(0, 3))));
}

#[test]
fn ice_forbids_slowing_down_but_steers_an_axis_at_rest() {
    let t = track("......\n>~...*\n......");
    let got = offered(&t, Rules::Strict, p(1, 1), v(0, 1));
    // Column speed 1 or 2 (not 0), any row speed: six candidates, in the fixed order.
    let want = vec![p(0, 2), p(0, 3), p(1, 2), p(1, 3), p(2, 2), p(2, 3)];
    assert_eq!(got, want);
    // Moving left at speed 2 on ice: the column speed stays 2 or grows to 3.
    let t = track("......\n*...~>\n......");
    let got = offered(&t, Rules::Strict, p(1, 3), v(0, -2));
    assert_eq!(
        got,
        vec![p(0, 0), p(0, 1), p(1, 0), p(1, 1), p(2, 0), p(2, 1)]
    );
    // At rest on ice every direction is open.
    assert_eq!(
        offered(&t, Rules::Strict, p(1, 4), v(0, 0)),
        around(p(1, 4))
    );
}

#[test]
fn dirt_slows_each_axis_by_one_before_the_acceleration() {
    let t = track(">..:....*\n.........\n.........");
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(0, 3), v(0, 2)),
        Terrain::Dirt
    );
    // Reduced velocity (0, 1): main point (0, 4), its 8 neighbours around it.
    assert_eq!(
        rules::main_point(&t, Rules::Strict, p(0, 3), v(0, 2)),
        p(0, 4)
    );
    assert_eq!(
        offered(&t, Rules::Strict, p(0, 3), v(0, 2)),
        around(p(0, 4))
    );
    // A diagonal velocity loses one on both axes; an axis at rest stays at rest.
    let t = track(">....\n.:...\n.....\n....*");
    assert_eq!(
        rules::main_point(&t, Rules::Strict, p(1, 1), v(1, 1)),
        p(1, 1)
    );
    let t = track(">....\n...:.\n.....\n....*");
    assert_eq!(
        rules::main_point(&t, Rules::Strict, p(1, 3), v(0, 2)),
        p(1, 4)
    );
    // Through the game: the main point shown comes from the reduced velocity.
    let mut game = Game::new(track(">.:....*"), Rules::Strict);
    for to in [p(0, 0), p(0, 1), p(0, 3)] {
        game.play(to).unwrap();
    }
    assert_eq!(game.velocity(), v(0, 2));
    assert_eq!(game.terrain(), Terrain::Dirt);
    assert_eq!(game.main_point(), Some(p(0, 4)));
    assert!(game.options().contains(&p(0, 3)) && !game.options().contains(&p(0, 6)));
}

#[test]
fn ramp_beats_ice_and_ice_beats_dirt() {
    let t = track(">~^...*\n>:~...*\n>^:...*");
    let at = |row, col| rules::terrain_at(&t, Rules::Strict, p(row, col), v(0, 2));
    assert_eq!(at(0, 2), Terrain::Ramp);
    assert_eq!(at(1, 2), Terrain::Ice);
    assert_eq!(at(2, 2), Terrain::Ramp);
    for flags in 0..8u8 {
        let want = if flags & rules::RAMP_FLAG != 0 {
            Terrain::Ramp
        } else if flags & rules::ICE_FLAG != 0 {
            Terrain::Ice
        } else if flags & rules::DIRT_FLAG != 0 {
            Terrain::Dirt
        } else {
            Terrain::None
        };
        assert_eq!(Terrain::of_flags(flags), want);
    }
}

#[test]
fn s_is_what_the_strict_walk_enters_but_its_first_cell() {
    // A diagonal grazes the corners of (0, 1) and (1, 0): they are not in S.
    let t = track(">~..\n~...\n...*");
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(1, 1), v(1, 1)),
        Terrain::None
    );
    // A flatter segment enters (0, 1)'s square: it is in S; a steep one misses it.
    let t = track(">~..\n....\n...*");
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(1, 2), v(1, 2)),
        Terrain::Ice
    );
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(2, 1), v(2, 1)),
        Terrain::None
    );
    // The cell the segment starts from does not count.
    let t = track("~..\n>.*");
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(0, 2), v(0, 2)),
        Terrain::None
    );
    // A zero-length move reads the cell the car stands on.
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(0, 0), v(0, 0)),
        Terrain::Ice
    );
    // Under soft rules only the landing cell counts.
    let t = track(">~.*");
    assert_eq!(
        rules::terrain_at(&t, Rules::Strict, p(0, 2), v(0, 2)),
        Terrain::Ice
    );
    assert_eq!(
        rules::terrain_at(&t, Rules::Soft, p(0, 2), v(0, 2)),
        Terrain::None
    );
    assert_eq!(
        rules::terrain_at(&t, Rules::Soft, p(0, 1), v(0, 1)),
        Terrain::Ice
    );
}

#[test]
fn right_after_placement_nothing_acts() {
    let t = track("^^^\n^>^\n^^*");
    let mut game = Game::new(t, Rules::Strict);
    game.play(p(1, 1)).unwrap();
    assert_eq!(game.terrain(), Terrain::None);
    assert_eq!(game.options(), around(p(1, 1)));
    // Once it has moved onto a ramp, it is held there.
    game.play(p(1, 2)).unwrap();
    assert_eq!(game.options(), Vec::<Point>::new()); // its main point is off the grid
    assert_eq!(game.state(), racetrack::State::Crashed);
}

#[test]
fn the_crash_box_explains_only_the_candidates_that_exist() {
    // On a ramp heading into a wall, the one candidate is the main point, into the wall.
    let t = track(">^#\n..*");
    let reasons: Vec<_> = rules::options(&t, Rules::Strict, p(0, 1), v(0, 1))
        .filter_map(|(_, to)| rules::blocked(&t, Rules::Strict, p(0, 1), to))
        .collect();
    assert_eq!(reasons, vec![rules::Blocked::IntoWall]);
}

#[test]
fn a_dirt_run_that_brakes_by_two_travels_in_a_link() {
    let t = track(">...:...*");
    // At speed 2 over the dirt at (0, 4): reduced to 1, then braking: a standstill at once.
    let line = [
        p(0, 0),
        p(0, 1),
        p(0, 3),
        p(0, 5),
        p(0, 5),
        p(0, 6),
        p(0, 8),
    ];
    assert!(is_legal_trajectory(&t, Rules::Strict, &line));
    let link = racetrack::link::encode(&t, Rules::Strict, &line).unwrap();
    let shared = racetrack::link::decode(&link).unwrap();
    assert_eq!(shared.trajectory, line.to_vec());
    // Without the dirt that stop is illegal.
    let plain = track(">.......*");
    assert!(!is_legal_trajectory(&plain, Rules::Strict, &line[..5]));
}

// ---- the independent reference ----

/// S and the terrain, computed here from the walk, with the precedence of the rules of record.
fn reference_terrain(t: &Track, rules: Rules, from: Point, to: Point) -> Terrain {
    let mut cells = vec![to];
    if rules == Rules::Strict {
        walk_segment(to - from, |touch| {
            if let Touch::Enter(d) = touch {
                cells.push(from + d);
            }
            true
        });
    }
    let has = |c: Cell| cells.iter().any(|&q| t.cell(q) == c);
    if has(Cell::Ramp) {
        Terrain::Ramp
    } else if has(Cell::Ice) {
        Terrain::Ice
    } else if has(Cell::Dirt) {
        Terrain::Dirt
    } else {
        Terrain::None
    }
}

/// The legal successors of `(at, vel)` by the rules of record, written out here.
fn reference_moves(t: &Track, rules: Rules, at: Point, vel: Velocity) -> Vec<Point> {
    let terrain = reference_terrain(t, rules, back(at, vel), at);
    let base = match terrain {
        Terrain::Dirt => v(vel.row - vel.row.signum(), vel.col - vel.col.signum()),
        _ => vel,
    };
    let mut out = Vec::new();
    for dr in -1..=1 {
        for dc in -1..=1 {
            let next = v(base.row + dr, base.col + dc);
            let ok = match terrain {
                Terrain::Ramp => dr == 0 && dc == 0,
                Terrain::Ice => next.row.abs() >= vel.row.abs() && next.col.abs() >= vel.col.abs(),
                _ => true,
            };
            if ok && move_is_legal(t, rules, at, at + next) {
                out.push(at + next);
            }
        }
    }
    out
}

/// Fewest moves from a placement to a finish by a plain breadth-first search.
fn reference_optimum(t: &Track, rules: Rules) -> Option<usize> {
    let mut depth: HashMap<(Point, Velocity), usize> = HashMap::new();
    let mut queue = VecDeque::new();
    for s in t.starts() {
        depth.insert((s, v(0, 0)), 0);
        queue.push_back((s, v(0, 0)));
    }
    while let Some((at, vel)) = queue.pop_front() {
        let d = depth[&(at, vel)];
        for to in reference_moves(t, rules, at, vel) {
            if t.is_finish(to) {
                return Some(d + 1);
            }
            if let std::collections::hash_map::Entry::Vacant(e) = depth.entry((to, to - at)) {
                e.insert(d + 1);
                queue.push_back((to, to - at));
            }
        }
    }
    None
}

/// Random small tracks with every kind of cell.
fn terrain_track() -> impl Strategy<Value = Track> {
    let cell = (0u8..10).prop_map(|k| match k {
        0 | 1 => Cell::Obstacle,
        2 => Cell::Ice,
        3 | 4 => Cell::Dirt,
        5 => Cell::Ramp,
        _ => Cell::Road,
    });
    small_track(2..7, 2..9, cell, 1..3, 1..3)
}

fn any_rules() -> impl Strategy<Value = Rules> {
    prop_oneof![Just(Rules::Strict), Just(Rules::Soft)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn engine_options_match_the_reference(t in terrain_track(), rs in any_rules(),
                                          seed in 0usize..1000, vr in -2i32..3, vc in -2i32..3) {
        let free: Vec<Point> = (0..t.cells().len()).map(|i| t.point(i)).filter(|&q| t.is_free(q)).collect();
        let at = free[seed % free.len()];
        let vel = v(vr, vc);
        let engine: Vec<Point> = offered(&t, rs, at, vel)
            .into_iter()
            .filter(|&to| move_is_legal(&t, rs, at, to))
            .collect();
        prop_assert_eq!(engine, reference_moves(&t, rs, at, vel));
        prop_assert_eq!(rules::terrain_at(&t, rs, at, vel), reference_terrain(&t, rs, back(at, vel), at));
    }

    #[test]
    fn solvers_and_coach_match_the_reference(t in terrain_track(), rs in any_rules()) {
        let want = reference_optimum(&t, rs);
        for solver in [Solver::Bfs, Solver::AStar] {
            let (outcome, _) = solve(&t, rs, solver);
            prop_assert_eq!(outcome.moves(), want, "{} on\n{}", solver.name(), t);
            if let Some(tr) = outcome.trajectory() {
                prop_assert!(is_legal_trajectory(&t, rs, tr));
                prop_assert!(t.is_finish(*tr.last().unwrap()));
            }
        }
        for solver in [Solver::Dfs, Solver::Greedy, Solver::Careful] {
            let (outcome, _) = solve(&t, rs, solver);
            prop_assert_eq!(outcome.moves().is_some(), want.is_some(), "{}", solver.name());
            if let Some(tr) = outcome.trajectory() {
                prop_assert!(is_legal_trajectory(&t, rs, tr), "{} on\n{}", solver.name(), t);
            }
        }
        let mut coach = Coach::new(&t, rs).unwrap();
        coach.run();
        prop_assert_eq!(coach.optimum().map(|m| m as usize), want, "coach on\n{}", t);
        if let Some(line) = coach.optimal_continuation(&[]) {
            prop_assert!(is_legal_trajectory(&t, rs, &line));
            prop_assert_eq!(Some(line.len() - 1), want);
            let mut game = Game::new(t.clone(), rs);
            for &q in &line {
                prop_assert!(game.play(q).is_ok());
            }
        }
    }
}

#[test]
fn each_terrain_level_is_slower_than_its_plain_road_twin() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../levels");
    for (name, with, without) in [
        ("11-ice-rink", 23, 17),
        ("12-mud-flats", 11, 9),
        ("13-jump", 12, 11),
    ] {
        let text = std::fs::read_to_string(dir.join(format!("{name}.txt"))).unwrap();
        let plain: String = text
            .chars()
            .map(|c| if "~:^".contains(c) { '.' } else { c })
            .collect();
        for (text, want) in [(text, with), (plain, without)] {
            let t = track(&text);
            let (outcome, _) = solve(&t, Rules::Strict, Solver::AStar);
            assert_eq!(outcome.moves(), Some(want), "{name}");
            assert!(is_legal_trajectory(
                &t,
                Rules::Strict,
                outcome.trajectory().unwrap()
            ));
        }
    }
}
