//! The random track generator: every accepted track is judged again here, independently of the
//! generator's judge (breadth-first search, the solution replayed through the rules, brakes and
//! distances counted afresh), seeds are deterministic and sizes are checked.

use std::collections::{HashSet, VecDeque};

use proptest::prelude::*;
use racetrack::game::is_legal_trajectory;
use racetrack::generate::{
    DEFAULT_COLS, DEFAULT_ROWS, GenerateError, MAX_DEAD_PERCENT, MAX_SIDE, MIN_BRAKES, MIN_SIDE,
    Rejection, generate, judge, needed_optimum, needed_road_distance,
};
use racetrack::search::solve;
use racetrack::{Cell, Outcome, Point, Rules, Solver, Track};

const RANDOM_7: &str = include_str!("../fixtures/random-7.txt");

/// Braking episodes, counted here without the generator's code: a move brakes when its speed
/// (maximum norm) is below the previous move's; consecutive braking moves are one episode.
fn braking_episodes(trajectory: &[Point]) -> u32 {
    let mut episodes = 0;
    let (mut last_speed, mut braking) = (0, false);
    for w in trajectory.windows(2) {
        let speed = (w[1].row - w[0].row).abs().max((w[1].col - w[0].col).abs());
        let brakes = speed < last_speed;
        if brakes && !braking {
            episodes += 1;
        }
        (last_speed, braking) = (speed, brakes);
    }
    episodes
}

/// Breadth-first search over free points with the given steps from `sources`: the distance of
/// every point (`u32::MAX` when unreached).
fn flood(track: &Track, sources: &[Point], steps: &[(i32, i32)]) -> Vec<u32> {
    let mut dist = vec![u32::MAX; track.rows() * track.cols()];
    let mut queue = VecDeque::new();
    for &p in sources {
        dist[track.index(p).unwrap()] = 0;
        queue.push_back(p);
    }
    while let Some(p) = queue.pop_front() {
        let d = dist[track.index(p).unwrap()];
        for &(dr, dc) in steps {
            let q = Point::new(p.row + dr, p.col + dc);
            if track.is_free(q) && dist[track.index(q).unwrap()] == u32::MAX {
                dist[track.index(q).unwrap()] = d + 1;
                queue.push_back(q);
            }
        }
    }
    dist
}

const ROOK: [(i32, i32); 4] = [(-1, 0), (1, 0), (0, -1), (0, 1)];
const KING: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

/// Checks every criterion of an accepted track of `optimum` moves without the generator's judge.
fn rejudge(track: &Track, optimum: u32) {
    let (rows, cols) = (track.rows(), track.cols());
    // Solvable under strict rules, the solution legal and optimal.
    let (outcome, _) = solve(track, Rules::Strict, Solver::Bfs);
    let Outcome::Solved(trajectory) = outcome else {
        panic!("no strict solution:\n{track}");
    };
    assert!(is_legal_trajectory(track, Rules::Strict, &trajectory));
    assert!(track.is_finish(*trajectory.last().unwrap()));
    assert_eq!(trajectory.len() as u32 - 1, optimum);
    assert!(optimum >= needed_optimum(rows, cols));
    assert!(
        braking_episodes(&trajectory) >= MIN_BRAKES,
        "{trajectory:?}"
    );
    // Start and finish far apart along the road, in king steps.
    let king = flood(track, &track.starts(), &KING);
    let distance = track
        .finishes()
        .iter()
        .map(|&p| king[track.index(p).unwrap()])
        .min()
        .unwrap();
    assert!(distance as usize * 4 >= rows.max(cols) * 5, "{distance}");
    assert!(distance >= needed_road_distance(rows, cols));
    // No single-point noise: every point has two 4-neighbours of its own kind.
    for (p, cell) in track.grid().iter_points() {
        let same = ROOK
            .iter()
            .filter(|&&(dr, dc)| {
                track.is_free(Point::new(p.row + dr, p.col + dc)) == cell.is_free()
            })
            .count();
        assert!(same >= 2, "noise at {p}:\n{track}");
    }
    // Few dead points: free points 4-connected to both the start and the finish.
    let (from_start, from_finish) = (
        flood(track, &track.starts(), &ROOK),
        flood(track, &track.finishes(), &ROOK),
    );
    let free = track.cells().iter().filter(|c| c.is_free()).count();
    let live = (0..from_start.len())
        .filter(|&i| from_start[i] != u32::MAX && from_finish[i] != u32::MAX)
        .count();
    assert!((free - live) * 100 <= free * MAX_DEAD_PERCENT);
    // A border of obstacles all round.
    for (p, &cell) in track.grid().iter_points() {
        let edge =
            p.row == 0 || p.col == 0 || p.row as usize == rows - 1 || p.col as usize == cols - 1;
        assert!(
            !edge || cell == Cell::Obstacle,
            "{p} on the border is {cell:?}"
        );
    }
}

#[test]
fn two_hundred_seeds_give_distinct_tracks_that_pass_every_criterion() {
    let mut seen = HashSet::new();
    for seed in 1..=200 {
        let generated = generate(seed, DEFAULT_ROWS, DEFAULT_COLS).unwrap();
        let track = &generated.track;
        assert_eq!((track.rows(), track.cols()), (DEFAULT_ROWS, DEFAULT_COLS));
        assert_eq!(generated.seed, seed);
        assert!(generated.draws >= 1);
        assert_eq!(judge(track), Ok(generated.optimum), "seed {seed}");
        rejudge(track, generated.optimum);
        assert!(
            seen.insert(track.to_string()),
            "seed {seed} repeats a track"
        );
    }
}

#[test]
fn the_same_seed_gives_the_same_track() {
    for seed in [0, 1, 42, u64::MAX] {
        let (a, b) = (
            generate(seed, DEFAULT_ROWS, DEFAULT_COLS).unwrap(),
            generate(seed, DEFAULT_ROWS, DEFAULT_COLS).unwrap(),
        );
        assert_eq!(a.track, b.track);
        assert_eq!((a.optimum, a.draws), (b.optimum, b.draws));
    }
}

#[test]
fn seed_7_is_the_fixture() {
    let generated = generate(7, DEFAULT_ROWS, DEFAULT_COLS).unwrap();
    assert_eq!(generated.track.to_string(), RANDOM_7);
}

#[test]
fn sizes_outside_the_limits_are_refused() {
    for (rows, cols) in [
        (MIN_SIDE - 1, DEFAULT_COLS),
        (DEFAULT_ROWS, MIN_SIDE - 1),
        (MAX_SIDE + 1, DEFAULT_COLS),
        (DEFAULT_ROWS, MAX_SIDE + 1),
        (0, 0),
        (usize::MAX, usize::MAX),
    ] {
        assert_eq!(
            generate(1, rows, cols).unwrap_err(),
            GenerateError::BadSize { rows, cols }
        );
    }
}

#[test]
fn other_sizes_work() {
    for (rows, cols) in [
        (24, 32),
        (100, 150),
        (MIN_SIDE, MIN_SIDE),
        (64, 40),
        (MIN_SIDE, 200),
    ] {
        for seed in 1..=3 {
            let generated = generate(seed, rows, cols).unwrap();
            assert_eq!(
                (generated.track.rows(), generated.track.cols()),
                (rows, cols)
            );
            rejudge(&generated.track, generated.optimum);
        }
    }
}

#[test]
fn the_judge_rejects_a_straight_dash_and_noise() {
    let dash: Track = [
        "################################",
        "#>>............................#",
        "#>>..........................**#",
        "#>>..........................**#",
        "################################",
    ]
    .join("\n")
    .parse()
    .unwrap();
    assert!(matches!(judge(&dash), Err(Rejection::ShortRoad { .. })));
    // One obstacle point in the middle of the road is noise.
    let track: Track = RANDOM_7.parse().unwrap();
    let inner = track
        .points_of(Cell::Road)
        .find(|p| {
            KING.iter()
                .all(|&(dr, dc)| track.cell(Point::new(p.row + dr, p.col + dc)) == Cell::Road)
        })
        .unwrap();
    let noisy = with_cell(&track, inner, Cell::Obstacle);
    assert_eq!(judge(&noisy), Err(Rejection::Noise { point: inner }));
}

/// `track` with the cell at `p` replaced.
fn with_cell(track: &Track, p: Point, cell: Cell) -> Track {
    let mut grid = track.grid().clone();
    grid[p] = cell;
    Track::from_grid(grid).unwrap()
}

#[test]
fn the_judge_accepts_the_fixture_and_not_a_hole_in_its_wall() {
    let track: Track = RANDOM_7.parse().unwrap();
    assert_eq!(
        judge(&track),
        Ok(generate(7, DEFAULT_ROWS, DEFAULT_COLS).unwrap().optimum)
    );
    // The wall point between a start and a finish point: opening it puts the finish next door.
    let hole = track
        .starts()
        .into_iter()
        .flat_map(|s| ROOK.map(|(dr, dc)| (s, dr, dc)))
        .find(|&(s, dr, dc)| {
            track.cell(Point::new(s.row + dr, s.col + dc)) == Cell::Obstacle
                && track.is_finish(Point::new(s.row + 2 * dr, s.col + 2 * dc))
        })
        .map(|(s, dr, dc)| Point::new(s.row + dr, s.col + dc))
        .unwrap();
    let open = with_cell(&track, hole, Cell::Road);
    assert!(matches!(
        judge(&open),
        Err(Rejection::ShortRoad { .. } | Rejection::Noise { .. })
    ));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_seed_and_size_gives_a_judged_track(seed in any::<u64>(), rows in MIN_SIDE..=60usize, cols in MIN_SIDE..=90usize) {
        let generated = generate(seed, rows, cols).unwrap();
        prop_assert_eq!((generated.track.rows(), generated.track.cols()), (rows, cols));
        prop_assert_eq!(judge(&generated.track), Ok(generated.optimum));
        rejudge(&generated.track, generated.optimum);
    }
}

/// A seed and size proptest once found: the judge and [`rejudge`] must agree on it.
#[test]
fn seed_9380877594761485059_at_25_by_34_passes_every_criterion() {
    let generated = generate(9380877594761485059, 25, 34).unwrap();
    assert_eq!(judge(&generated.track), Ok(generated.optimum));
    rejudge(&generated.track, generated.optimum);
}
