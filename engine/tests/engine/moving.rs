//! Moving elements: the format (also of random track files), the occupancy over a cycle, the
//! timed move rule, and a race on the elements' time. The time-aware solvers are in the solvers
//! binary's `timed_search`.

use proptest::prelude::*;
use racetrack::rules;
use racetrack::rules::timed::{MoveBlocked, TimedTrajectoryError, check_trajectory, move_blocked};
use racetrack::search::timed::solve;
use racetrack::track::elements::{Element, ElementError, Elements, Expected, MAX_CYCLE};
use racetrack::{ParseTrackError, Point, Rules, Solver, Track, search};

use crate::strategies::moving_track;

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

/// The track and its elements, or why the file does not read.
fn parse_track(text: &str) -> Result<(Track, Elements), ParseTrackError> {
    let track: Track = text.parse()?;
    let elements = track.elements().clone();
    Ok((track, elements))
}

/// The error of a file whose element lines do not read.
fn element_error(error: ElementError) -> Result<(Track, Elements), ParseTrackError> {
    Err(ParseTrackError::Elements(Box::new(error)))
}

fn parse(text: &str) -> (Track, Elements) {
    parse_track(text).unwrap_or_else(|e| panic!("{e}\n{text}"))
}

// ---------------------------------------------------------------- format

#[test]
fn every_level_without_element_lines_parses_with_no_elements() {
    let mut count = 0;
    for entry in std::fs::read_dir("../levels").unwrap() {
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
        element_error(ElementError::CycleTooLong {
            line: 6,
            cycle: 2520
        })
    );
}

/// Each malformed element line (after a grid of two lines and a blank line) and its error.
#[rustfmt::skip]
fn malformed() -> Vec<(&'static str, ElementError)> {
    use ElementError::*;
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
        ("@gate 0,1 cycle 2 open 0-0", Syntax { line: 4, expected: Expected::Keyword("closed"), found: "open".into() }),
        ("@gate 0,1 cycle 2 closed", Syntax { line: 4, expected: Expected::ClosedRange, found: "".into() }),
        ("@gate 0,x cycle 2 closed 0-0", Syntax { line: 4, expected: Expected::Cell, found: "0,x".into() }),
        ("@train 0,1 0,2 length 1 speed 1 phase 1 x", Syntax { line: 4, expected: Expected::EndOfLine, found: "x".into() }),
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
        assert_eq!(parse_track(&text), element_error(error), "{line}");
    }
    assert_eq!(
        parse_track("@gate 0,0 cycle 1 closed 0-0"),
        Err(ParseTrackError::Empty)
    );
    assert_eq!(
        parse_track(">x*\n@gate 0,0 cycle 1 closed 0-0"),
        Err(ParseTrackError::UnknownCharacter {
            line: 1,
            column: 2,
            character: 'x'
        })
    );
}

#[test]
fn elements_built_by_hand_are_checked_like_parsed_ones() {
    use racetrack::track::elements::{Gate, Train};
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
        Err(ElementError::ZeroCycle { line: 2 })
    );
    assert_eq!(
        Elements::new(&track, vec![train(vec![])]),
        Err(ElementError::NoCells { line: 1 })
    );
    let off = vec![p(0, 4), p(0, 5)];
    assert_eq!(
        Elements::new(&track, vec![train(off)]),
        Err(ElementError::OffGrid {
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
    let (track, _) = parse(">...*\n@gate 0,2 cycle 4 closed 1-1");
    let (from, to) = (p(0, 1), p(0, 3));
    let blocked = |k| move_blocked(&track, Rules::Strict, from, to, k);
    let gate = Some(MoveBlocked::Element { at: p(0, 2) });
    assert_eq!(blocked(1), gate, "closed at k only");
    assert_eq!(blocked(2), gate, "closed at k - 1 only");
    assert_eq!(blocked(3), None);
    assert_eq!(blocked(4), None, "times 3 and 4 = 0");
    assert_eq!(blocked(5), gate);
    assert_eq!(blocked(0), None, "time 0 is 4: from time 3");
    // Soft rules look at the landing point only.
    assert_eq!(move_blocked(&track, Rules::Soft, from, to, 1), None);
    assert_eq!(move_blocked(&track, Rules::Soft, from, p(0, 2), 2), gate);
    // The static reason comes first.
    let (walled, _) = parse(">.#.*\n@gate 0,1 cycle 2 closed 0-1");
    assert_eq!(
        move_blocked(&walled, Rules::Strict, p(0, 0), p(0, 3), 1),
        Some(MoveBlocked::Rules(rules::Blocked::ThroughWall))
    );
}

#[test]
fn a_corner_between_a_wall_and_a_closed_gate_is_a_pinch() {
    let (track, _) = parse(">.\n#*\n@gate 0,1 cycle 2 closed 0-0");
    let (from, to) = (p(0, 0), p(1, 1));
    assert_eq!(rules::blocked(&track, Rules::Strict, from, to), None);
    assert_eq!(
        move_blocked(&track, Rules::Strict, from, to, 1),
        Some(MoveBlocked::Element { at: p(0, 1) })
    );
    // Times 1 and 2 (= 0): closed at 2.
    assert!(move_blocked(&track, Rules::Strict, from, to, 2).is_some());
    let (track, _) = parse(">.\n#*\n@gate 0,1 cycle 3 closed 0-0");
    assert_eq!(move_blocked(&track, Rules::Strict, from, to, 2), None);
}

#[test]
fn a_train_coming_toward_the_car_cannot_be_passed_through() {
    // The rail runs leftward along row 0; the train's head is at (0,4) at time 0, (0,3) at 1,
    // (0,2) at 2. The car stands at (0,2).
    let text = "......\n>....*\n@train 0,5 0,4 0,3 0,2 0,1 0,0 length 1 speed 1 phase 1";
    let (track, _) = parse(text);
    let car = p(0, 2);
    let strict = |to, k| move_blocked(&track, Rules::Strict, car, to, k);
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
    assert_eq!(move_blocked(&track, Rules::Soft, car, p(1, 2), 2), None);
    assert!(move_blocked(&track, Rules::Soft, car, car, 2).is_some());
}

#[test]
fn a_start_point_occupied_at_time_zero_cannot_be_chosen() {
    let (track, _) = parse(">.*\n@gate 0,0 cycle 2 closed 0-0");
    assert_eq!(
        check_trajectory(&track, Rules::Strict, &[p(0, 0), p(0, 1)]),
        Err(TimedTrajectoryError::StartOccupied(p(0, 0)))
    );
    for solver in [Solver::Bfs, Solver::AStar, Solver::Dfs] {
        let (outcome, _) = solve(&track, Rules::Strict, solver);
        assert_eq!(outcome, search::Outcome::NoSolution { closest: None });
    }
    // With a second start point free at time 0, that one is used.
    let (track, _) = parse(">.*\n>..\n@gate 0,0 cycle 2 closed 0-0");
    let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
    assert_eq!(outcome.trajectory().unwrap()[0], p(1, 0));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

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
    fn printing_then_parsing_random_elements_round_trips(text in moving_track()) {
        if let Ok((track, e)) = parse_track(&text) {
            let (again, e_again) = parse(&track.to_string());
            prop_assert_eq!(again, track);
            prop_assert_eq!(e_again, e);
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
        assert_eq!(check_trajectory(&track, Rules::Strict, run), Ok(false));
    }
}
