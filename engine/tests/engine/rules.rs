//! The rules of motion: the collision edge cases of record, an independent exact reference for
//! the strict collision test, candidates and options.

use proptest::prelude::*;
use racetrack::game::{main_point, options, velocity};
use racetrack::rules::{blocked, candidate, candidates, move_is_legal, segment_is_clear};
use racetrack::{Acceleration, Blocked, Cell, Point, Rules, Track, Velocity};

/// A track of `rows` x `cols` road points with obstacles at `walls`, a start at the top left
/// corner's opposite (bottom right) and a finish elsewhere, so parsing succeeds.
fn grid(rows: usize, cols: usize, walls: &[(usize, usize)]) -> Track {
    let mut cells = vec![vec![Cell::Road; cols]; rows];
    for &(r, c) in walls {
        cells[r][c] = Cell::Obstacle;
    }
    cells[rows - 1][cols - 1] = Cell::Start;
    cells[rows - 1][0] = Cell::Finish;
    Track::from_rows(cells).unwrap()
}

fn clear(track: &Track, from: (i32, i32), to: (i32, i32)) -> bool {
    segment_is_clear(track, Point::new(from.0, from.1), Point::new(to.0, to.1))
}

#[test]
fn squeezing_between_two_diagonal_obstacles_is_blocked() {
    let track = grid(3, 3, &[(0, 1), (1, 0)]);
    assert!(!clear(&track, (0, 0), (1, 1)));
    assert!(!clear(&track, (1, 1), (0, 0)));
}

#[test]
fn grazing_the_corner_of_one_obstacle_is_legal() {
    let track = grid(3, 3, &[(1, 0)]);
    assert!(clear(&track, (0, 0), (1, 1)));
    let track = grid(3, 3, &[(0, 1)]);
    assert!(clear(&track, (0, 0), (1, 1)));
}

#[test]
fn a_knight_move_enters_both_middle_squares() {
    // (0,0) -> (2,1) enters (1,0) and (1,1).
    assert!(clear(&grid(3, 3, &[]), (0, 0), (2, 1)));
    assert!(!clear(&grid(3, 3, &[(1, 0)]), (0, 0), (2, 1)));
    assert!(!clear(&grid(3, 3, &[(1, 1)]), (0, 0), (2, 1)));
    // It does not touch (0,1) or (2,0).
    assert!(clear(&grid(3, 3, &[(0, 1), (2, 0)]), (0, 0), (2, 1)));
}

#[test]
fn a_steep_move_through_a_corner_checks_its_side_squares() {
    // (0,0) -> (3,1) passes exactly through the corner between (1,0), (1,1), (2,0), (2,1);
    // it goes from (1,0) to (2,1), so (1,1) and (2,0) are the squares on either side.
    let open = grid(4, 3, &[]);
    assert!(clear(&open, (0, 0), (3, 1)));
    assert!(clear(&grid(4, 3, &[(1, 1)]), (0, 0), (3, 1)));
    assert!(clear(&grid(4, 3, &[(2, 0)]), (0, 0), (3, 1)));
    assert!(!clear(&grid(4, 3, &[(1, 1), (2, 0)]), (0, 0), (3, 1)));
    assert!(!clear(&grid(4, 3, &[(1, 0)]), (0, 0), (3, 1)));
    assert!(!clear(&grid(4, 3, &[(2, 1)]), (0, 0), (3, 1)));
}

#[test]
fn a_move_along_a_row_beside_a_wall_row_is_legal() {
    let track = grid(3, 6, &[(0, 0), (0, 1), (0, 2), (0, 3), (0, 4), (0, 5)]);
    assert!(clear(&track, (1, 0), (1, 5)));
    assert!(clear(&track, (1, 5), (1, 0)));
}

#[test]
fn a_zero_length_move_is_legal() {
    let track = grid(3, 3, &[(0, 1), (1, 0), (1, 2), (2, 1)]);
    assert!(clear(&track, (1, 1), (1, 1)));
}

#[test]
fn a_move_through_an_obstacle_is_blocked_under_strict_rules_only() {
    let track = grid(1, 5, &[(0, 2)]);
    let (a, b) = (Point::new(0, 0), Point::new(0, 4));
    assert!(!move_is_legal(&track, Rules::Strict, a, b));
    assert!(move_is_legal(&track, Rules::Soft, a, b));
    assert!(!move_is_legal(&track, Rules::Soft, a, Point::new(0, 2)));
    assert!(!move_is_legal(&track, Rules::Soft, a, Point::new(0, 5)));
}

#[test]
fn candidates_come_in_the_fixed_order_with_the_main_point_fifth() {
    let c = candidates(Point::new(5, 5), Velocity::new(1, 2));
    assert_eq!(c[0], Point::new(5, 6));
    assert_eq!(c[4], Point::new(6, 7));
    assert_eq!(c[8], Point::new(7, 8));
    let trajectory = [Point::new(5, 3), Point::new(5, 5)];
    assert_eq!(velocity(&trajectory), Velocity::new(0, 2));
    let open: racetrack::Track = ">.......*\n".repeat(8).parse().unwrap();
    assert_eq!(
        main_point(&open, Rules::Strict, &trajectory),
        Some(Point::new(5, 7))
    );
}

#[test]
fn options_start_with_every_start_point_then_filter_the_candidates() {
    let track: Track = ">>..*\n##...".parse().unwrap();
    assert_eq!(
        options(&track, Rules::Strict, &[]),
        vec![Point::new(0, 0), Point::new(0, 1)]
    );
    let after = options(&track, Rules::Strict, &[Point::new(0, 1)]);
    assert_eq!(
        after,
        vec![
            Point::new(0, 0),
            Point::new(0, 1),
            Point::new(0, 2),
            Point::new(1, 2)
        ]
    );
}

#[test]
fn the_nine_accelerations_keep_their_fixed_order_and_numberings() {
    let deltas: Vec<(i32, i32)> = Acceleration::ALL
        .iter()
        .map(|a| (a.delta().row, a.delta().col))
        .collect();
    assert_eq!(
        deltas,
        [
            (-1, -1),
            (-1, 0),
            (-1, 1),
            (0, -1),
            (0, 0),
            (0, 1),
            (1, -1),
            (1, 0),
            (1, 1)
        ]
    );
    let digits: Vec<u8> = Acceleration::ALL.iter().map(|a| a.digit()).collect();
    assert_eq!(digits, [7, 8, 9, 4, 5, 6, 1, 2, 3]);
    let names: Vec<&str> = Acceleration::ALL.iter().map(|a| a.name()).collect();
    assert_eq!(
        names,
        [
            "up-left",
            "up",
            "up-right",
            "left",
            "keep speed",
            "right",
            "down-left",
            "down",
            "down-right"
        ]
    );
    for (i, a) in Acceleration::ALL.into_iter().enumerate() {
        assert_eq!(a.index(), i);
        assert_eq!(Acceleration::from_index(i), Some(a));
        assert_eq!(Acceleration::from_delta(a.delta()), Some(a));
        assert_eq!(Acceleration::from_digit(a.digit()), Some(a));
        let (dr, dc) = (a.delta().row, a.delta().col);
        assert_eq!(i32::from(a.code()), 3 * (dr + 1) + (dc + 1));
        assert_eq!(Acceleration::from_code(a.code()), Some(a));
    }
    assert_eq!(Acceleration::KEEP.delta(), Velocity::new(0, 0));
    assert_eq!(Acceleration::from_index(9), None);
    assert_eq!(Acceleration::from_digit(0), None);
    assert_eq!(Acceleration::from_digit(10), None);
    assert_eq!(Acceleration::from_code(9), None);
    for (r, c) in [(2, 0), (0, -2), (-2, 2), (i32::MIN, 0)] {
        assert_eq!(Acceleration::from_delta(Velocity::new(r, c)), None);
    }
    let (here, v) = (Point::new(5, 5), Velocity::new(1, 2));
    for (a, p) in Acceleration::ALL.into_iter().zip(candidates(here, v)) {
        assert_eq!(candidate(here, v, a), p);
    }
}

#[test]
fn each_reason_a_move_is_blocked() {
    let open = grid(4, 4, &[]);
    let (from, strict, soft) = (Point::new(1, 1), Rules::Strict, Rules::Soft);
    for rules in [strict, soft] {
        assert_eq!(blocked(&open, rules, from, Point::new(1, 3)), None);
        assert_eq!(blocked(&open, rules, from, from), None);
        for off in [Point::new(-1, 1), Point::new(1, 4), Point::new(4, 0)] {
            assert_eq!(blocked(&open, rules, from, off), Some(Blocked::OffTrack));
        }
    }
    let wall = grid(4, 4, &[(1, 2), (0, 0), (2, 1)]);
    for rules in [strict, soft] {
        assert_eq!(
            blocked(&wall, rules, from, Point::new(1, 2)),
            Some(Blocked::IntoWall)
        );
    }
    assert_eq!(
        blocked(&wall, strict, from, Point::new(1, 3)),
        Some(Blocked::ThroughWall)
    );
    assert_eq!(blocked(&wall, soft, from, Point::new(1, 3)), None);
    // (1,1) -> (2,2) passes the corner between (1,2) and (2,1), both walls.
    assert_eq!(
        blocked(&wall, strict, from, Point::new(2, 2)),
        Some(Blocked::ThroughPinch)
    );
    assert_eq!(blocked(&wall, soft, from, Point::new(2, 2)), None);
    // Grazing one wall's corner is fine.
    assert_eq!(blocked(&wall, strict, from, Point::new(0, 2)), None);
    let names: Vec<&str> = [
        Blocked::OffTrack,
        Blocked::IntoWall,
        Blocked::ThroughWall,
        Blocked::ThroughPinch,
    ]
    .map(Blocked::name)
    .to_vec();
    assert_eq!(
        names,
        [
            "off the track",
            "into a wall",
            "through a wall",
            "through a pinch"
        ]
    );
}

/// `a/b < c/d` for positive denominators.
fn less(a: i64, b: i64, c: i64, d: i64) -> bool {
    a * d < c * b
}

/// Independent reference: does the segment meet the open square of `cell`? Liang-Barsky
/// clipping on doubled coordinates with exact fractions.
fn meets_interior(from: Point, to: Point, cell: Point) -> bool {
    // Parametric t in [0, 1] as fractions num/den with den > 0; keep the best lower and upper.
    let (mut lo, mut hi) = ((0i64, 1i64), (1i64, 1i64));
    let mut lo_strict = false;
    let mut hi_strict = false;
    for (p, d, centre) in [
        (
            2 * from.row as i64,
            2 * (to.row - from.row) as i64,
            2 * cell.row as i64,
        ),
        (
            2 * from.col as i64,
            2 * (to.col - from.col) as i64,
            2 * cell.col as i64,
        ),
    ] {
        let (min, max) = (centre - 1, centre + 1);
        if d == 0 {
            if p <= min || p >= max {
                return false;
            }
            continue;
        }
        // min < p + t d < max  =>  t in the open interval between (min-p)/d and (max-p)/d.
        let (mut a, mut b) = ((min - p, d), (max - p, d));
        if d < 0 {
            a = (-(min - p), -d);
            b = (-(max - p), -d);
            std::mem::swap(&mut a, &mut b);
        }
        if !less(a.0, a.1, lo.0, lo.1) {
            lo = a;
            lo_strict = true;
        }
        if !less(hi.0, hi.1, b.0, b.1) {
            hi = b;
            hi_strict = true;
        }
    }
    // Non-empty when lo < hi, or lo == hi with both ends closed.
    if less(lo.0, lo.1, hi.0, hi.1) {
        true
    } else {
        lo.0 * hi.1 == hi.0 * lo.1 && !lo_strict && !hi_strict
    }
}

/// Independent reference for the strict rule.
fn reference_clear(track: &Track, from: Point, to: Point) -> bool {
    if !track.is_free(from) || !track.is_free(to) {
        return false;
    }
    let (r0, r1) = (from.row.min(to.row) - 1, from.row.max(to.row) + 1);
    let (c0, c1) = (from.col.min(to.col) - 1, from.col.max(to.col) + 1);
    for r in r0..=r1 {
        for c in c0..=c1 {
            let cell = Point::new(r, c);
            if !track.is_free(cell) && meets_interior(from, to, cell) {
                return false;
            }
            // Corner at (r + 1/2, c + 1/2), doubled (2r+1, 2c+1): on the segment?
            let (dr, dc) = ((to.row - from.row) as i64, (to.col - from.col) as i64);
            let (kr, kc) = (
                2 * r as i64 + 1 - 2 * from.row as i64,
                2 * c as i64 + 1 - 2 * from.col as i64,
            );
            let on_line = kr * dc == kc * dr;
            let within = kr * dr + kc * dc > 0 && kr * dr + kc * dc < 2 * (dr * dr + dc * dc);
            if dr != 0 && dc != 0 && on_line && within {
                let sides = if (dr > 0) == (dc > 0) {
                    [Point::new(r + 1, c), Point::new(r, c + 1)]
                } else {
                    [Point::new(r, c), Point::new(r + 1, c + 1)]
                };
                if sides.iter().all(|&s| !track.is_free(s)) {
                    return false;
                }
            }
        }
    }
    true
}

proptest! {
    #[test]
    fn strict_collision_matches_an_exact_reference(
        walls in proptest::collection::vec(proptest::bool::weighted(0.3), 64),
        from in (0i32..8, 0i32..8),
        to in (0i32..8, 0i32..8),
    ) {
        let rows: Vec<Vec<Cell>> = walls
            .chunks(8)
            .map(|row| row.iter().map(|&w| if w { Cell::Obstacle } else { Cell::Road }).collect())
            .collect();
        let mut rows = rows;
        rows.push(vec![Cell::Start, Cell::Finish]);
        let track = Track::from_rows(rows).unwrap();
        let (a, b) = (Point::new(from.0, from.1), Point::new(to.0, to.1));
        prop_assert_eq!(segment_is_clear(&track, a, b), reference_clear(&track, a, b), "{} -> {}", a, b);
    }
}

proptest! {
    #[test]
    fn a_move_is_legal_exactly_when_nothing_blocks_it(
        rows in 1usize..7,
        cols in 1usize..7,
        walls in proptest::collection::vec(proptest::bool::weighted(0.35), 36),
        from in (-1i32..8, -1i32..8),
        to in (-2i32..9, -2i32..9),
    ) {
        let cells: Vec<Vec<Cell>> = (0..rows)
            .map(|r| (0..cols).map(|c| if walls[r * 6 + c] { Cell::Obstacle } else { Cell::Road }).collect())
            .chain([vec![Cell::Start, Cell::Finish]])
            .collect();
        let track = Track::from_rows(cells).unwrap();
        let (a, b) = (Point::new(from.0, from.1), Point::new(to.0, to.1));
        for rules in [Rules::Strict, Rules::Soft] {
            let reason = blocked(&track, rules, a, b);
            prop_assert_eq!(move_is_legal(&track, rules, a, b), reason.is_none());
            if rules == Rules::Soft {
                prop_assert!(matches!(reason, None | Some(Blocked::OffTrack | Blocked::IntoWall)));
            }
            if track.is_free(a) {
                // The destination decides alone whether the reason is about it.
                prop_assert_eq!(reason == Some(Blocked::OffTrack), !track.contains(b));
            }
        }
        prop_assert_eq!(
            blocked(&track, Rules::Strict, a, b).is_none(),
            reference_clear(&track, a, b)
        );
    }
}
