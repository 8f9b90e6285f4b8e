//! Karopapier's maps and rules: the mapcode read and written, quabla's line, the rules' legality
//! (a diagonal squeeze, standing still), checkpoints collected in the middle of a move, a finish
//! crossed without stopping, and the solvers' exact optimum on maps written here.

use racetrack::game::{Game, State};
use racetrack::rules::{Blocked, blocked, karopapier_line, progress};
use racetrack::search::solve;
use racetrack::track::mapcode;
use racetrack::{Cell, Point, Rules, Solver, Track, Velocity};

/// The line of the vector (dx, dy), as (x, y) pairs.
fn line(dx: i32, dy: i32) -> Vec<(i32, i32)> {
    let mut cells = Vec::new();
    karopapier_line(Velocity::new(dy, dx), |d| {
        cells.push((d.col, d.row));
        true
    });
    cells
}

#[test]
fn the_line_is_quablas_bresenham() {
    assert_eq!(line(2, 1), [(0, 0), (1, 0), (1, 1), (2, 1)]);
    assert_eq!(line(3, 1), [(0, 0), (1, 0), (2, 1), (3, 1)]);
    assert_eq!(line(4, 1), [(0, 0), (1, 0), (2, 0), (2, 1), (3, 1), (4, 1)]);
    assert_eq!(
        line(2, -3),
        [(0, 0), (0, -1), (1, -1), (1, -2), (2, -2), (2, -3)]
    );
    assert_eq!(line(1, 1), [(0, 0), (1, 1)]);
    assert_eq!(line(-3, 0), [(0, 0), (-1, 0), (-2, 0), (-3, 0)]);
    assert_eq!(line(0, 0), [(0, 0)]);
    // Every line is a chain of king steps from its source to its target, in both directions
    // the same length.
    for dx in -6..=6 {
        for dy in -6..=6 {
            let cells = line(dx, dy);
            assert_eq!(cells.last(), Some(&(dx, dy)));
            for pair in cells.windows(2) {
                let (a, b) = (pair[0], pair[1]);
                assert!((a.0 - b.0).abs() <= 1 && (a.1 - b.1).abs() <= 1 && a != b);
            }
            assert_eq!(cells.len(), line(-dx, -dy).len(), "({dx}, {dy})");
        }
    }
}

#[test]
fn a_mapcode_reads_as_a_track_and_writes_back_the_same() {
    let code = "XXXXXXX\r\nXSOO1OF\r\nPYZGLNTVW\r\n";
    let track: Track = code.parse().unwrap();
    assert_eq!((track.rows(), track.cols()), (3, 9));
    assert_eq!(track.cell(Point::new(1, 1)), Cell::Start);
    assert_eq!(track.cell(Point::new(1, 4)), Cell::Checkpoint(1));
    assert_eq!(
        track.cell(Point::new(1, 8)),
        Cell::Obstacle,
        "short rows padded with grass"
    );
    assert!(
        !track.is_free(Point::new(2, 0)),
        "the parc ferme is off the track"
    );
    assert_eq!(track.checkpoints(), 1 << 1);
    // Written back: the same code, padded, with `\n` line ends.
    assert_eq!(
        mapcode::write(&track).unwrap(),
        "XXXXXXXXX\nXSOO1OFXX\nPYZGLNTVW\n"
    );
    // The project's own format keeps every cell, the grounds by their letters.
    assert_eq!(track.to_string(), "#########\n#>..1.*##\nPYZGLNTVW\n");
    assert_eq!(track.to_string().parse::<Track>().unwrap(), track);
    // A track Karopapier cannot hold is refused with its reason.
    let icy: Track = ">~*".parse().unwrap();
    assert!(
        mapcode::write(&icy)
            .unwrap_err()
            .to_string()
            .contains("ice")
    );
    // A mapcode with a stray character is a track file with an unknown character.
    let error = "XSOF\nXSQF".parse::<Track>().unwrap_err();
    assert!(error.to_string().contains("'Q'"), "{error}");
}

#[test]
fn squeezing_diagonally_between_two_cells_of_grass_is_legal_only_under_karopapier() {
    let track: Track = mapcode::parse("SX\nXF").unwrap();
    let (from, to) = (Point::new(0, 0), Point::new(1, 1));
    assert_eq!(blocked(&track, Rules::Karopapier, from, to), None);
    assert_eq!(
        blocked(&track, Rules::Strict, from, to),
        Some(Blocked::ThroughPinch)
    );
    // A line through grass is not: (2, 1) passes (1, 0).
    let track: Track = mapcode::parse("SXO\nOOF").unwrap();
    assert_eq!(
        blocked(
            &track,
            Rules::Karopapier,
            Point::new(0, 0),
            Point::new(1, 2)
        ),
        Some(Blocked::ThroughWall)
    );
    // Standing still is not a move.
    let mut game = Game::new(mapcode::parse("SOOF").unwrap(), Rules::Karopapier);
    game.play(Point::new(0, 0)).unwrap();
    game.play(Point::new(0, 1)).unwrap();
    assert_eq!(
        blocked(
            &game.track().clone(),
            Rules::Karopapier,
            Point::new(0, 1),
            Point::new(0, 1)
        ),
        Some(Blocked::StandingStill)
    );
    assert!(!game.options().contains(&Point::new(0, 1)));
}

#[test]
fn a_checkpoint_passed_in_the_middle_of_a_move_counts_and_the_finish_is_crossed() {
    // Start, a checkpoint at column 3, the finish at 5; the map goes on past it.
    let track: Track = mapcode::parse("SOO1OFOO").unwrap();
    let p = |c| Point::new(0, c);
    let mut game = Game::new(track.clone(), Rules::Karopapier);
    for c in [0, 1, 3] {
        game.play(p(c)).unwrap();
    }
    // 1 -> 3 passed (2) and landed on the checkpoint; 3 -> 6 passes the finish at 5.
    assert_eq!(game.play(p(6)), Ok(State::Won { moves: 3 }));
    // Passing the finish before the checkpoint finishes nothing; coming back over it does.
    let track: Track = mapcode::parse("SOFO1O\nOOOOOO").unwrap();
    let mut game = Game::new(track.clone(), Rules::Karopapier);
    let at = |r, c| Point::new(r, c);
    game.play(at(0, 0)).unwrap();
    game.play(at(0, 1)).unwrap();
    assert_eq!(
        game.play(at(0, 3)),
        Ok(State::Playing),
        "the finish passed too early"
    );
    assert_eq!(game.play(at(0, 4)), Ok(State::Playing));
    assert_eq!(
        progress(&track, Rules::Karopapier, game.trajectory()).collected,
        1 << 1
    );
    game.play(at(1, 4)).unwrap();
    game.play(at(1, 3)).unwrap();
    assert_eq!(game.play(at(0, 2)), Ok(State::Won { moves: 6 }));
}

#[test]
fn checkpoints_under_strict_and_soft_rules() {
    // Strict: crossing the checkpoint's square collects it; soft: only landing on it.
    let track: Track = ">.1.*.".parse().unwrap();
    let p = |c| Point::new(0, c);
    assert!(progress(&track, Rules::Strict, &[p(0), p(1), p(3), p(4)]).finished);
    assert!(!progress(&track, Rules::Soft, &[p(0), p(1), p(3), p(4)]).finished);
    assert!(progress(&track, Rules::Soft, &[p(0), p(1), p(2), p(4)]).finished);
    // Landing on the finish without the checkpoint is not a win: the game goes on.
    let track: Track = ">*.2".parse().unwrap();
    let mut game = Game::new(track, Rules::Strict);
    game.play(p(0)).unwrap();
    assert_eq!(game.play(p(1)), Ok(State::Playing));
}

#[test]
fn the_solvers_find_the_exact_optimum_with_checkpoints() {
    // A corridor whose checkpoint lies behind the start: the car must go back first.
    // (Two rows: standing still is not a move, so a car turns round on a second row.)
    let code = "XXXXXXXXXXXX\nX2OOSOOOOOFX\nXOOOOOOOOOOX\nXXXXXXXXXXXX";
    let track = mapcode::parse(code).unwrap();
    let mut results = Vec::new();
    for solver in [Solver::Bfs, Solver::AStar] {
        let (outcome, stats) = solve(&track, Rules::Karopapier, solver);
        let trajectory = outcome.trajectory().expect("solvable").to_vec();
        // The trajectory replays through the game and wins on its last move.
        let mut game = Game::new(track.clone(), Rules::Karopapier);
        let mut state = State::Placing;
        for &p in &trajectory {
            state = game.play(p).unwrap();
        }
        assert_eq!(
            state,
            State::Won {
                moves: trajectory.len() - 1
            }
        );
        results.push((outcome.moves().unwrap(), stats.expanded));
    }
    assert_eq!(results[0].0, results[1].0, "BFS and A* agree");
    assert!(
        results[1].1 <= results[0].1,
        "A* expands no more than BFS: {results:?}"
    );
    // Exhaustively: no trajectory of fewer moves wins (every state to that depth).
    let optimum = results[0].0;
    assert!(!wins_within(&track, optimum - 1));
    assert!(wins_within(&track, optimum));
    // A map whose checkpoint cannot be reached has no solution, said as such.
    let walled = mapcode::parse("SOFX1").unwrap();
    assert_eq!(
        solve(&walled, Rules::Karopapier, Solver::AStar).0.name(),
        "no solution"
    );
}

/// Whether some game of at most `moves` moves wins (depth-first over every option).
fn wins_within(track: &Track, moves: usize) -> bool {
    fn go(game: &mut Game, left: usize) -> bool {
        if game.state().is_won() {
            return true;
        }
        if left == 0 {
            return false;
        }
        for p in game.options() {
            game.play(p).unwrap();
            let won = go(game, left - 1);
            game.undo();
            if won {
                return true;
            }
        }
        false
    }
    let mut game = Game::new(track.clone(), Rules::Karopapier);
    track.starts().iter().any(|&s| {
        game.restart();
        game.play(s).unwrap();
        go(&mut game, moves)
    })
}

/// The bundled levels without moving elements, with two checkpoints written in: `1` on the road
/// point nearest the grid's middle, `2` on the one farthest from it.
fn levels_with_checkpoints() -> Vec<(String, Track)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../levels");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".txt"))
        .collect();
    names.sort();
    let mut out = Vec::new();
    for name in names {
        let track: Track = std::fs::read_to_string(dir.join(&name))
            .unwrap()
            .parse()
            .unwrap();
        if track.has_elements() || track.rows() * track.cols() > 4_000 {
            continue;
        }
        let (mr, mc) = (track.rows() as i32 / 2, track.cols() as i32 / 2);
        let away = |p: &Point| (p.row - mr).abs().max((p.col - mc).abs());
        let road: Vec<Point> = track.points_of(Cell::Road).collect();
        let (Some(&near), Some(&far)) = (
            road.iter().min_by_key(|p| away(p)),
            road.iter().max_by_key(|p| away(p)),
        ) else {
            continue;
        };
        let mut text: Vec<Vec<char>> = track
            .to_string()
            .lines()
            .map(|l| l.chars().collect())
            .collect();
        text[near.row as usize][near.col as usize] = '1';
        text[far.row as usize][far.col as usize] = '2';
        let text: String = text
            .iter()
            .map(|l| l.iter().collect::<String>() + "\n")
            .collect();
        out.push((name, text.parse().unwrap()));
    }
    out
}

#[test]
fn astar_finds_bfs_optimum_with_checkpoints_on_every_small_level_and_expands_less() {
    let mut expanded = (0u64, 0u64);
    let mut solved = 0;
    for (name, track) in levels_with_checkpoints() {
        for rules in [Rules::Karopapier, Rules::Strict] {
            let (bfs, bfs_stats) = solve(&track, rules, Solver::Bfs);
            let (astar, astar_stats) = solve(&track, rules, Solver::AStar);
            assert_eq!(bfs.moves(), astar.moves(), "{name} under {rules}");
            if let Some(trajectory) = astar.trajectory() {
                assert!(racetrack::game::is_legal_trajectory(
                    &track, rules, trajectory
                ));
                assert!(
                    racetrack::rules::finishes(&track, rules, trajectory),
                    "{name}"
                );
                solved += 1;
            }
            expanded.0 += bfs_stats.expanded;
            expanded.1 += astar_stats.expanded;
        }
    }
    assert!(solved >= 10, "only {solved} solved");
    // The per-axis and tour bounds keep A* well under BFS's expansions.
    assert!(
        expanded.1 * 2 < expanded.0,
        "A* {} against BFS {}",
        expanded.1,
        expanded.0
    );
}

#[test]
fn the_editor_opens_a_mapcode_even_unfinished() {
    use racetrack::editor::{Editor, Problem};
    let editor = Editor::from_text("XXXX\r\nXSO1F\r\n").unwrap();
    assert_eq!(editor.to_text(), "#####\n#>.1*\n");
    // A draft without its finish keeps its road and checkpoints.
    let draft = Editor::from_text("XXXX\r\nXSO2O\r\n").unwrap();
    assert_eq!(draft.to_text(), "#####\n#>.2.\n");
    assert_eq!(draft.problems(), [Problem::NoFinish]);
}

#[test]
fn at_night_a_moving_car_lights_its_headlight_and_a_car_at_rest_its_square() {
    use racetrack::rules::night::lit;
    let track: Track = (0..12)
        .map(|r| {
            if r == 5 {
                ">..........*\n"
            } else {
                "............\n"
            }
        })
        .collect::<String>()
        .parse()
        .unwrap();
    let square = |centres: &[(i32, i32)], reach: i32| {
        let mut cells: Vec<Point> = centres
            .iter()
            .flat_map(|&(r, c)| {
                (-reach..=reach)
                    .flat_map(move |dr| (-reach..=reach).map(move |dc| Point::new(r + dr, c + dc)))
            })
            .filter(|p| track.index(*p).is_some())
            .collect();
        cells.sort_by_key(|p| (p.row, p.col));
        cells.dedup();
        cells
    };
    // Velocity (1, 2) from (5, 5): d = round((1, 2) * 5 / sqrt 5) = (2, 4); the centres are
    // (5, 5) + round(d * i / 5): (0, 0) (0, 1) (1, 2) (1, 2) (2, 3) (2, 4).
    let moving = [Point::new(4, 3), Point::new(5, 5)];
    assert_eq!(
        lit(&track, &moving),
        square(&[(5, 5), (5, 6), (6, 7), (7, 8), (7, 9)], 1)
    );
    // Straight up at speed 3: five cells ahead.
    let up = [Point::new(8, 5), Point::new(5, 5)];
    assert_eq!(
        lit(&track, &up),
        square(&[(5, 5), (4, 5), (3, 5), (2, 5), (1, 5), (0, 5)], 1)
    );
    // At rest, and before the placement round the start.
    assert_eq!(lit(&track, &[Point::new(5, 5)]), square(&[(5, 5)], 2));
    assert_eq!(lit(&track, &[]), square(&[(5, 0)], 2));
}

#[test]
fn a_night_track_masked_to_the_lit_cells_reads_back_as_seen_and_nothing_more() {
    use racetrack::rules::night::{UNSEEN, lit, mask, read_masked};
    let track: Track = "XXXXXXXXXX\r\nXSOOOOOO1X\r\nXXXXXXXXFX\r\n"
        .parse()
        .unwrap();
    let trajectory = [Point::new(1, 1), Point::new(1, 2), Point::new(1, 4)];
    let on = lit(&track, &trajectory);
    let text = mask(&track, &on);
    let (seen_track, seen) = read_masked(&text).unwrap();
    assert_eq!((seen_track.rows(), seen_track.cols()), (3, 10));
    for (i, &cell) in track.cells().iter().enumerate() {
        let p = track.point(i);
        let shown = text
            .lines()
            .nth(p.row as usize)
            .unwrap()
            .chars()
            .nth(p.col as usize);
        if on.contains(&p) {
            assert!(seen[i], "{p:?}");
            assert_eq!(seen_track.cell(p), cell, "{p:?}");
            assert_eq!(shown, Some(cell.symbol()));
        } else {
            assert!(!seen[i], "{p:?}");
            assert_eq!(shown, Some(UNSEEN), "{p:?}");
            assert_eq!(seen_track.cell(p), racetrack::Cell::Obstacle);
        }
    }
    // The car at speed 2 to the right lights up to column 9: the checkpoint and the finish.
    assert!(on.contains(&Point::new(2, 8)) && on.contains(&Point::new(1, 8)));
    // Nothing lit at all: a grid of the right size with no start or finish is still read.
    let dark = mask(&track, &[]);
    assert_eq!(dark, "??????????\n".repeat(3));
    assert!(read_masked(&dark).unwrap().1.iter().all(|s| !s));
    // The plain parser refuses a masked grid: a masked track is never taken for a track.
    assert!(dark.parse::<Track>().is_err());
}
