//! Moving elements: the format, the occupancy over a cycle, the timed move rule, and the
//! time-aware solvers against an independent reference.

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use racetrack::moving::{
    Element, Elements, MAX_CYCLE, MoveBlocked, MovingError, TimedTrajectoryError, check_trajectory,
    move_blocked, parse_track, solve,
};
use racetrack::rules::{self, Touch, walk_segment};
use racetrack::{ParseTrackError, Point, Rules, Solver, Track, Velocity, search};

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

fn parse(text: &str) -> (Track, Elements) {
    parse_track(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

// ---------------------------------------------------------------- format

#[test]
fn every_level_without_element_lines_parses_with_no_elements() {
    let mut count = 0;
    for entry in std::fs::read_dir("levels").unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "txt") {
            let text = std::fs::read_to_string(&path).unwrap();
            let (track, elements) = parse(&text);
            assert_eq!(track, text.parse::<Track>().unwrap(), "{path:?}");
            if text.lines().any(|l| l.starts_with('@')) {
                assert!(!elements.is_empty(), "{path:?}");
                continue;
            }
            assert!(elements.is_empty());
            assert_eq!(elements.cycle(), 1);
            assert_eq!(elements.to_string(), "");
            count += 1;
        }
    }
    assert!(count >= 10);
}

const SAMPLE: &str = "\
>......*
........
........

@gate 0,3 1,3 cycle 6 closed 0-1 4-4
@train 1,0 1,1 1,2 2,2 2,1 2,0 length 2 speed 1 phase 3

@train 0,5 1,5 2,5 length 2 speed 2
";

#[test]
fn printing_then_parsing_gives_the_same_elements() {
    let (track, elements) = parse(SAMPLE);
    assert_eq!(elements.elements().len(), 3);
    let written = track.to_string();
    assert_eq!(
        elements.to_string(),
        "@gate 0,3 1,3 cycle 6 closed 0-1 4-4\n\
         @train 1,0 1,1 1,2 2,2 2,1 2,0 length 2 speed 1 phase 3\n\
         @train 0,5 1,5 2,5 length 2 speed 2\n"
    );
    let (again, elements_again) = parse(&written);
    assert_eq!(again, track);
    assert_eq!(elements_again, elements);
    // Windows line ends too.
    let (_, crlf) = parse(&SAMPLE.replace('\n', "\r\n"));
    assert_eq!(crlf, elements);
}

#[test]
fn the_cycle_is_the_lcm_of_the_elements_cycles() {
    let (_, elements) = parse(SAMPLE);
    // Gate 6; loop of 6 at speed 1: 6; shuttle of 3 cells (period 4) at speed 2: 2.
    assert_eq!(elements.cycle(), 6);
    let track = "..........\n>........*\n";
    let gates = "@gate 0,0 cycle 8 closed 0-0\n@gate 0,1 cycle 9 closed 0-0\n@gate 0,2 cycle 5 closed 0-0\n";
    let (_, e) = parse(&format!("{track}{gates}"));
    assert_eq!(e.cycle(), MAX_CYCLE);
    assert_eq!(
        parse_track(&format!("{track}{gates}@gate 0,3 cycle 7 closed 0-0\n")),
        Err(MovingError::CycleTooLong {
            line: 6,
            cycle: 2520
        })
    );
}

/// Each malformed element line (after a grid of two lines and a blank line) and its error.
#[rustfmt::skip]
fn malformed() -> Vec<(&'static str, MovingError)> {
    use MovingError::*;
    vec![
        ("@gate 0,1 cycle 0 closed 0-0", ZeroCycle { line: 4 }),
        ("@train 0,1 0,2 length 0 speed 1", ZeroLength { line: 4 }),
        ("@train 0,1 0,2 length 1 speed 0", ZeroSpeed { line: 4 }),
        ("@gate 9,1 cycle 2 closed 0-0", OffGrid { line: 4, point: p(9, 1) }),
        ("@gate 1,2 cycle 2 closed 0-0", OnObstacle { line: 4, point: p(1, 2) }),
        ("@gate 0,1 0,2 0,1 cycle 2 closed 0-0", DuplicateCell { line: 4, point: p(0, 1) }),
        ("@gate 0,1 cycle 4 closed 2-4", RangeOutsideCycle { line: 4, start: 2, end: 4, cycle: 4 }),
        ("@gate 0,1 cycle 4 closed 3-1", RangeOutsideCycle { line: 4, start: 3, end: 1, cycle: 4 }),
        ("@train 0,1 0,3 length 1 speed 1", NotNeighbours { line: 4, from: p(0, 1), to: p(0, 3) }),
        ("@train 0,1 0,2 length 3 speed 1", LengthOverRail { line: 4, length: 3, rail: 2 }),
        ("@train 0,1 0,2 length 1 speed 2", SpeedOverLength { line: 4, speed: 2, length: 1 }),
        ("@train 0,1 0,2 0,3 length 1 speed 1 phase 4", PhaseOutOfRange { line: 4, phase: 4, period: 4 }),
        ("@gate cycle 2 closed 0-0", NoCells { line: 4 }),
        ("@bridge 0,1", UnknownElement { line: 4, word: "@bridge".into() }),
        ("@gate 0,1 cycle 2 open 0-0", Syntax { line: 4, expected: "closed", found: "open".into() }),
        ("@gate 0,1 cycle 2 closed", Syntax { line: 4, expected: "a closed range A-B", found: "".into() }),
        ("@gate 0,x cycle 2 closed 0-0", Syntax { line: 4, expected: "a cell ROW,COL", found: "0,x".into() }),
        ("@train 0,1 0,2 length 1 speed 1 phase 1 x", Syntax { line: 4, expected: "the end of the line", found: "x".into() }),
        ("@gate 0,1 cycle 2 closed 0-0\n\n...", NotAnElement { line: 6 }),
    ]
}

#[test]
fn every_malformed_element_names_its_line() {
    let grid = ">...*\n..#..\n";
    let cases = malformed();
    for (line, error) in cases {
        // A blank line before, so the line number counts the whole file.
        let text = format!("{grid}\n{line}\n");
        assert_eq!(parse_track(&text), Err(error), "{line}");
    }
    assert_eq!(
        parse_track("@gate 0,0 cycle 1 closed 0-0"),
        Err(MovingError::Track(ParseTrackError::Empty))
    );
    assert_eq!(
        parse_track(">x*\n@gate 0,0 cycle 1 closed 0-0"),
        Err(MovingError::Track(ParseTrackError::UnknownCharacter {
            line: 1,
            column: 2,
            character: 'x'
        }))
    );
}

#[test]
fn elements_built_by_hand_are_checked_like_parsed_ones() {
    use racetrack::moving::{Gate, Train};
    let (track, _) = parse(">...*\n.....\n");
    let gate = |cycle| {
        Element::Gate(Gate {
            cells: vec![p(0, 1)],
            cycle,
            closed: vec![(0, 0)],
        })
    };
    let train = |rail: Vec<Point>| {
        Element::Train(Train {
            rail,
            length: 1,
            speed: 1,
            phase: 0,
        })
    };
    assert_eq!(
        Elements::new(&track, vec![gate(4), gate(0)]),
        Err(MovingError::ZeroCycle { line: 2 })
    );
    assert_eq!(
        Elements::new(&track, vec![train(vec![])]),
        Err(MovingError::NoCells { line: 1 })
    );
    let off = vec![p(0, 4), p(0, 5)];
    assert_eq!(
        Elements::new(&track, vec![train(off)]),
        Err(MovingError::OffGrid {
            line: 1,
            point: p(0, 5)
        })
    );
    let (_, parsed) =
        parse(">...*\n.....\n@gate 0,1 cycle 4 closed 0-0\n@train 1,0 1,1 length 1 speed 1\n");
    let built = Elements::new(&track, vec![gate(4), train(vec![p(1, 0), p(1, 1)])]).unwrap();
    assert_eq!(built, parsed);
}

// ---------------------------------------------------------------- occupancy

fn occupied(elements: &Elements, t: u32) -> Vec<Point> {
    elements.occupied(t).collect()
}

#[test]
fn a_gate_is_closed_in_its_ranges_only() {
    let (_, e) = parse(">...*\n@gate 0,2 0,1 cycle 5 closed 0-1 3-3");
    assert_eq!(e.cycle(), 5);
    for t in 0..15 {
        let closed = matches!(t % 5, 0 | 1 | 3);
        let expected = if closed {
            vec![p(0, 1), p(0, 2)]
        } else {
            vec![]
        };
        assert_eq!(occupied(&e, t), expected, "t = {t}");
        assert_eq!(e.blocks(t, p(0, 1)), closed);
        assert!(!e.blocks(t, p(0, 3)) && !e.blocks(t, p(-1, 0)));
    }
}

#[test]
fn a_train_on_a_loop_goes_round() {
    // A square loop: (0,1) (0,2) (1,2) (1,1), back to (0,1).
    let (_, e) = parse(">..*\n....\n@train 0,1 0,2 1,2 1,1 length 2 speed 1 phase 1");
    let Element::Train(train) = &e.elements()[0] else {
        panic!()
    };
    assert!(train.is_loop());
    assert_eq!(e.cycle(), 4);
    let rail = [p(0, 1), p(0, 2), p(1, 2), p(1, 1)];
    for t in 0..12u32 {
        let head = (1 + t) as usize % 4;
        let mut expected = vec![rail[head], rail[(head + 3) % 4]];
        expected.sort();
        assert_eq!(occupied(&e, t), expected, "t = {t}");
    }
    let (_, fast) = parse(">..*\n....\n@train 0,1 0,2 1,2 1,1 length 2 speed 2");
    assert_eq!(fast.cycle(), 2);
    assert_eq!(occupied(&fast, 1), vec![p(0, 2), p(1, 2)]);
}

#[test]
fn a_train_on_an_open_rail_runs_back_and_forth() {
    let (_, e) = parse(">....*\n@train 0,1 0,2 0,3 0,4 length 2 speed 1");
    let Element::Train(train) = &e.elements()[0] else {
        panic!()
    };
    assert!(!train.is_loop());
    assert_eq!((train.period(), e.cycle()), (6, 6));
    // Head at place t mod 6 of 0 1 2 3 2 1 (cells 0,1 .. 0,4), the car behind it.
    let expected: [&[i32]; 6] = [&[1, 2], &[1, 2], &[2, 3], &[3, 4], &[3, 4], &[2, 3]];
    for t in 0..12 {
        let cells: Vec<Point> = expected[t % 6].iter().map(|&c| p(0, c)).collect();
        assert_eq!(occupied(&e, t as u32), cells, "t = {t}");
    }
    // Not a loop either: a rail whose ends are not neighbours.
    let (_, line) = parse(">...*\n.....\n@train 0,1 0,2 1,2 length 1 speed 1");
    let Element::Train(train) = &line.elements()[0] else {
        panic!()
    };
    assert!(
        train.is_loop(),
        "(1,2) touches (0,1) diagonally: a loop of 3"
    );
}

// ---------------------------------------------------------------- the timed rule

#[test]
fn a_segment_through_a_gate_closed_at_either_time_is_blocked() {
    let (track, e) = parse(">...*\n@gate 0,2 cycle 4 closed 1-1");
    let (from, to) = (p(0, 1), p(0, 3));
    let blocked = |k| move_blocked(&track, &e, Rules::Strict, from, to, k);
    let gate = Some(MoveBlocked::Element { at: p(0, 2) });
    assert_eq!(blocked(1), gate, "closed at k only");
    assert_eq!(blocked(2), gate, "closed at k - 1 only");
    assert_eq!(blocked(3), None);
    assert_eq!(blocked(4), None, "times 3 and 4 = 0");
    assert_eq!(blocked(5), gate);
    assert_eq!(blocked(0), None, "time 0 is 4: from time 3");
    // Soft rules look at the landing point only.
    assert_eq!(move_blocked(&track, &e, Rules::Soft, from, to, 1), None);
    assert_eq!(
        move_blocked(&track, &e, Rules::Soft, from, p(0, 2), 2),
        gate
    );
    // The static reason comes first.
    let (walled, e) = parse(">.#.*\n@gate 0,1 cycle 2 closed 0-1");
    assert_eq!(
        move_blocked(&walled, &e, Rules::Strict, p(0, 0), p(0, 3), 1),
        Some(MoveBlocked::Rules(rules::Blocked::ThroughWall))
    );
}

#[test]
fn a_corner_between_a_wall_and_a_closed_gate_is_a_pinch() {
    let (track, e) = parse(">.\n#*\n@gate 0,1 cycle 2 closed 0-0");
    let (from, to) = (p(0, 0), p(1, 1));
    assert_eq!(rules::blocked(&track, Rules::Strict, from, to), None);
    assert_eq!(
        move_blocked(&track, &e, Rules::Strict, from, to, 1),
        Some(MoveBlocked::Element { at: p(0, 1) })
    );
    // Times 1 and 2 (= 0): closed at 2.
    assert!(move_blocked(&track, &e, Rules::Strict, from, to, 2).is_some());
    let (track, e) = parse(">.\n#*\n@gate 0,1 cycle 3 closed 0-0");
    assert_eq!(move_blocked(&track, &e, Rules::Strict, from, to, 2), None);
}

#[test]
fn a_train_coming_toward_the_car_cannot_be_passed_through() {
    // The rail runs leftward along row 0; the train's head is at (0,4) at time 0, (0,3) at 1,
    // (0,2) at 2. The car stands at (0,2).
    let text = "......\n>....*\n@train 0,5 0,4 0,3 0,2 0,1 0,0 length 1 speed 1 phase 1";
    let (track, e) = parse(text);
    let car = p(0, 2);
    let strict = |to, k| move_blocked(&track, &e, Rules::Strict, car, to, k);
    assert_eq!(
        strict(p(0, 4), 1),
        Some(MoveBlocked::Element { at: p(0, 3) })
    );
    assert_eq!(
        strict(p(0, 3), 1),
        Some(MoveBlocked::Element { at: p(0, 3) })
    );
    assert_eq!(strict(car, 1), None, "the train stops one short at time 1");
    assert_eq!(strict(p(1, 2), 1), None, "stepping aside in time");
    // Move 2: the train arrives on the car's cell.
    assert_eq!(
        strict(car, 2),
        Some(MoveBlocked::Element { at: car }),
        "must leave"
    );
    assert_eq!(
        strict(p(1, 2), 2),
        Some(MoveBlocked::Element { at: car }),
        "too late"
    );
    assert_eq!(move_blocked(&track, &e, Rules::Soft, car, p(1, 2), 2), None);
    assert!(move_blocked(&track, &e, Rules::Soft, car, car, 2).is_some());
}

#[test]
fn a_start_point_occupied_at_time_zero_cannot_be_chosen() {
    let (track, e) = parse(">.*\n@gate 0,0 cycle 2 closed 0-0");
    assert_eq!(
        check_trajectory(&track, &e, Rules::Strict, &[p(0, 0), p(0, 1)]),
        Err(TimedTrajectoryError::StartOccupied(p(0, 0)))
    );
    for solver in [Solver::Bfs, Solver::AStar, Solver::Dfs] {
        let (outcome, _) = solve(&track, &e, Rules::Strict, solver);
        assert_eq!(outcome, search::Outcome::NoSolution { closest: None });
    }
    // With a second start point free at time 0, that one is used.
    let (track, e) = parse(">.*\n>..\n@gate 0,0 cycle 2 closed 0-0");
    let (outcome, _) = solve(&track, &e, Rules::Strict, Solver::Bfs);
    assert_eq!(outcome.trajectory().unwrap()[0], p(1, 0));
}

// ---------------------------------------------------------------- solvers

#[test]
fn waiting_for_a_gate_is_found_when_it_is_optimal() {
    let (track, e) = parse(">..*\n@gate 0,2 cycle 4 closed 0-1");
    let (static_best, _) = search::solve(&track.without_elements(), Rules::Strict, Solver::Bfs);
    assert_eq!(static_best.moves(), Some(2));
    for solver in [Solver::Bfs, Solver::AStar] {
        let (outcome, _) = solve(&track, &e, Rules::Strict, solver);
        let run = outcome.trajectory().unwrap();
        assert_eq!(run.len() - 1, 3, "{solver}");
        assert!(run.windows(2).any(|w| w[0] == w[1]), "{solver}: {run:?}");
        assert_eq!(check_trajectory(&track, &e, Rules::Strict, run), Ok(true));
    }
    let (no_gate, _) = solve(&track, &Elements::none(), Rules::Strict, Solver::Bfs);
    assert_eq!(no_gate.moves(), Some(2));
}

#[test]
fn a_timed_search_can_be_stepped_and_watched() {
    use racetrack::moving::TimedSearch;
    let text = std::fs::read_to_string("levels/03-hairpin.txt").unwrap();
    let (track, _) = parse(&text);
    let (_, e) = parse(&format!("{track}@gate 1,3 2,3 cycle 6 closed 0-2\n"));
    for solver in Solver::ALL {
        let (whole, stats) = solve(&track, &e, Rules::Strict, solver);
        let run = whole.trajectory().unwrap();
        assert_eq!(
            check_trajectory(&track, &e, Rules::Strict, run),
            Ok(true),
            "{solver}"
        );
        let mut search = TimedSearch::new(&track, &e, Rules::Strict, solver);
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
        && check_trajectory(track, e, rules, run) == Ok(true)
}

/// A random small track file with terrains, gates and trains (some draws are not valid: skipped).
fn random_track() -> impl Strategy<Value = String> {
    (3usize..6, 3usize..7).prop_flat_map(|(rows, cols)| {
        let cell = (0..rows as i32, 0..cols as i32);
        (
            proptest::collection::vec(0u8..40, rows * cols),
            cell.clone(),
            cell.clone(),
            proptest::collection::vec((cell.clone(), 1u32..6, 0u32..6, 0u32..6), 0..3),
            proptest::collection::vec(
                (
                    cell,
                    proptest::collection::vec(0usize..8, 1..5),
                    1u32..4,
                    1u32..3,
                    0u32..8,
                ),
                0..2,
            ),
        )
            .prop_map(move |(kinds, start, finish, gates, trains)| {
                let mut text = String::new();
                for r in 0..rows as i32 {
                    for c in 0..cols as i32 {
                        // Walls, and now and then a terrain (dirt changes the marks' width).
                        let kind = kinds[r as usize * cols + c as usize] as usize;
                        let cell = *b"######~:^".get(kind).unwrap_or(&b'.') as char;
                        text.push(match (r, c) {
                            rc if rc == start => '>',
                            rc if rc == finish => '*',
                            _ => cell,
                        });
                    }
                    text.push('\n');
                }
                for ((r, c), cycle, a, b) in gates {
                    let (a, b) = (a % cycle, b % cycle);
                    let (a, b) = (a.min(b), a.max(b));
                    text += &format!("@gate {r},{c} cycle {cycle} closed {a}-{b}\n");
                }
                for ((r, c), turns, length, speed, phase) in trains {
                    let mut rail = vec![(r, c)];
                    for k in turns {
                        // The eight king steps: 0 to 8 but 4, row then column from -1 to 1.
                        let k = (k + usize::from(k >= 4)) as i32;
                        let (lr, lc) = *rail.last().unwrap();
                        rail.push((lr + k / 3 - 1, lc + k % 3 - 1));
                    }
                    let cells: Vec<String> = rail.iter().map(|(r, c)| format!("{r},{c}")).collect();
                    let cells = cells.join(" ");
                    text +=
                        &format!("@train {cells} length {length} speed {speed} phase {phase}\n");
                }
                text
            })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn solvers_agree_with_the_reference(text in random_track()) {
        let parsed = parse_track(&text);
        prop_assume!(parsed.is_ok());
        let (track, e) = parsed.unwrap();
        for rules in [Rules::Strict, Rules::Soft] {
            let best = reference_optimum(&track, &e, rules);
            for solver in [Solver::Bfs, Solver::AStar, Solver::Dfs] {
                let (outcome, _) = solve(&track, &e, rules, solver);
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

    #[test]
    fn any_element_text_gives_elements_or_an_error(
        tail in "(@(gate|train|x)?[ 0-9,\\-a-z]{0,40}\n?){0,4}|\
                 (@gate( [0-2],[0-4]){1,3} cycle [0-9]{1,3} closed( [0-9]-[0-9]){0,2}\n){0,3}|\
                 (@train( [0-2],[0-4]){1,5} length [0-3] speed [0-3]( phase [0-9])?\n){0,3}"
    ) {
        // Never a panic; and whatever parses prints back to itself.
        if let Ok((track, e)) = parse_track(&format!(">..*\n....\n{tail}")) {
            prop_assert_eq!(parse(&track.to_string()).1, e);
        }
    }

    #[test]
    fn printing_then_parsing_random_elements_round_trips(text in random_track()) {
        if let Ok((track, e)) = parse_track(&text) {
            let (again, e_again) = parse(&track.to_string());
            prop_assert_eq!(again, track);
            prop_assert_eq!(e_again, e);
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
        let (outcome, _) = solve(&track, &e, Rules::Strict, solver);
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
        let text = std::fs::read_to_string(format!("levels/{name}.txt")).unwrap();
        let (track, e) = parse(&text);
        for rules in [Rules::Strict, Rules::Soft] {
            let (expected, _) = search::solve(&track, rules, Solver::Bfs);
            for solver in [Solver::Bfs, Solver::AStar] {
                let (outcome, _) = solve(&track, &e, rules, solver);
                assert_eq!(outcome.moves(), expected.moves(), "{name} {rules} {solver}");
                assert_eq!(
                    check_trajectory(&track, &e, rules, outcome.trajectory().unwrap()),
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
/// `cargo test --release --test engine moving:: -- --ignored --nocapture`
#[test]
#[ignore]
fn figures_moving_levels() {
    for name in ["14-drawbridge", "15-level-crossings"] {
        let text = std::fs::read_to_string(format!("levels/{name}.txt")).unwrap();
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
/// elements. `cargo test --release --test engine moving:: -- --ignored --nocapture`
#[test]
#[ignore]
fn figures_barto_big_x4() {
    let text = std::fs::read_to_string("../shared/tracks/barto-big-x4.txt").unwrap();
    let track: Track = text.parse().unwrap();
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
    let (_, with_gate) = parse(&gated);
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
        for (label, elements) in [
            ("no elements", Elements::none()),
            ("gate", with_gate.clone()),
        ] {
            let (t, o, s) = timed(|| solve(&track, &elements, Rules::Strict, solver));
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
                check_trajectory(&track, &elements, Rules::Strict, o.trajectory().unwrap()),
                Ok(true)
            );
        }
    }
}

#[test]
fn the_moving_levels_need_their_elements_and_the_drawbridge_is_waited_for() {
    for (name, optimum, without) in [("14-drawbridge", 17, 9), ("15-level-crossings", 15, 9)] {
        let text = std::fs::read_to_string(format!("levels/{name}.txt")).unwrap();
        let track: Track = text.parse().unwrap();
        assert!(track.has_elements(), "{name}");
        let (outcome, _) = search::solve(&track, Rules::Strict, Solver::Bfs);
        let run = outcome.trajectory().unwrap();
        assert_eq!(run.len() - 1, optimum, "{name}");
        assert_eq!(
            check_trajectory(&track, track.elements(), Rules::Strict, run),
            Ok(true)
        );
        let (plain, _) = search::solve(&track.without_elements(), Rules::Strict, Solver::Bfs);
        assert_eq!(plain.moves(), Some(without), "{name}");
        if name == "14-drawbridge" {
            // The best line stands still in front of the closed bridge: a zero-length move.
            assert!(run.windows(2).any(|w| w[0] == w[1]), "{run:?}");
        }
    }
}

#[test]
fn a_race_goes_by_the_elements_time_for_every_car() {
    use racetrack::race::{CarId, Race, RaceOptions, TurnOrder};
    let track: Track = ">..*\n>..*\n@gate 0,1 0,2 1,1 1,2 cycle 4 closed 1-2\n"
        .parse()
        .unwrap();
    let options = RaceOptions {
        turns: TurnOrder::Simultaneous,
        ..RaceOptions::default()
    };
    let names = vec!["Ada".to_string(), "Bob".to_string()];
    let mut race = Race::new(track.clone(), Rules::Strict, names, options).unwrap();
    race.choose(CarId(0), p(0, 0)).unwrap();
    race.choose(CarId(1), p(1, 0)).unwrap();
    // Round 1 runs from time 0 to 1, round 2 from 1 to 2: the gate is closed at 1 and 2.
    for _ in 0..2 {
        assert_eq!(race.options(CarId(0)), vec![p(0, 0)]);
        assert_eq!(race.options(CarId(1)), vec![p(1, 0)]);
        race.choose(CarId(0), p(0, 0)).unwrap();
        race.choose(CarId(1), p(1, 0)).unwrap();
    }
    // Round 3 runs from time 2 to 3: still closed at 2. Round 4, from 3 to 4, is open at both.
    assert_eq!(race.options(CarId(0)), vec![p(0, 0)]);
    race.choose(CarId(0), p(0, 0)).unwrap();
    race.choose(CarId(1), p(1, 0)).unwrap();
    // Bob stands on 1,0, so Ada may not go there.
    assert_eq!(race.options(CarId(0)), vec![p(0, 0), p(0, 1), p(1, 1)]);
    for car in race.cars() {
        let run = car.trajectory();
        assert_eq!(
            check_trajectory(&track, track.elements(), Rules::Strict, run),
            Ok(false)
        );
    }
}
