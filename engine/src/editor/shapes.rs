//! Which grid points a brush dab, a straight line and a flood fill cover: the shapes every tool
//! paints.

use std::ops::Range;

use crate::grid::Point;
use crate::track::MAX_TRACK_SIDE;

/// Largest brush: sizes run from 1 to `MAX_BRUSH` points a side.
pub const MAX_BRUSH: u32 = 9;

/// How far a brush of any size reaches from its centre, in points (4 for [`MAX_BRUSH`]).
pub(crate) const BRUSH_REACH: i32 = MAX_BRUSH as i32 / 2;

/// The offsets `lo..=hi` one side of a brush of `brush` points covers around its centre.
///
/// Odd sizes are centred; even sizes have one more point below and to the right of the centre
/// than above and to the left. Sizes outside `1..=MAX_BRUSH` are clamped into it.
pub(crate) fn brush_span(brush: u32) -> (i32, i32) {
    let n = brush.clamp(1, MAX_BRUSH) as i32;
    (-(n - 1) / 2, n / 2)
}

/// The square a brush of side `brush` covers around `at`, row by row.
///
/// The size is clamped into `1..=MAX_BRUSH`. Odd sizes are centred on `at`; even sizes extend
/// one point further down and to the right (size 2 covers `at`, its right, lower and lower-right
/// neighbours). Points may lie off any grid: painting clips them.
///
/// ```
/// use racetrack::Point;
/// use racetrack::editor::brush_points;
/// assert_eq!(brush_points(Point::new(5, 5), 1).collect::<Vec<_>>(), [Point::new(5, 5)]);
/// let two: Vec<Point> = brush_points(Point::new(0, 0), 2).collect();
/// assert_eq!(two, [Point::new(0, 0), Point::new(0, 1), Point::new(1, 0), Point::new(1, 1)]);
/// assert_eq!(brush_points(Point::new(0, 0), 3).count(), 9);
/// ```
pub fn brush_points(at: Point, brush: u32) -> impl Iterator<Item = Point> {
    let (lo, hi) = brush_span(brush);
    (lo..=hi).flat_map(move |dr| {
        (lo..=hi).map(move |dc| Point::new(at.row.saturating_add(dr), at.col.saturating_add(dc)))
    })
}

/// The grid points of the segment from `a` to `b`, in order from `a`, both ends included.
///
/// Each point moves one step along the segment's longer axis; the other coordinate is the exact
/// line's, rounded to the nearest point (halves round up, towards larger row or column). These are
/// the points of Bresenham's algorithm up to that tie-breaking: 8-connected, one per step of the
/// longer axis, `max(|rows|, |cols|) + 1` of them.
///
/// Points whose coordinate along the longer axis lies beyond any track (more than [`MAX_BRUSH`]
/// outside `0..MAX_TRACK_SIDE`) are left out, so that a segment to a far-off point stays short.
///
/// ```
/// use racetrack::Point;
/// use racetrack::editor::line_points;
/// let line = line_points(Point::new(0, 0), Point::new(1, 3));
/// assert_eq!(line, [Point::new(0, 0), Point::new(0, 1), Point::new(1, 2), Point::new(1, 3)]);
/// assert_eq!(line_points(Point::new(2, 2), Point::new(2, 2)), [Point::new(2, 2)]);
/// ```
pub fn line_points(a: Point, b: Point) -> Vec<Point> {
    let reach = i64::from(MAX_BRUSH);
    let far = MAX_TRACK_SIDE as i64 + reach;
    segment_within(a, b, -reach, far, -reach, far).collect()
}

/// The points of the segment `a..=b` (as [`line_points`] draws it) whose coordinate along the
/// longer axis lies within `row_lo..=row_hi` (when rows are the longer axis) or
/// `col_lo..=col_hi` (when columns are): a clip that keeps the walk as short as the grid.
pub(crate) fn segment_within(
    a: Point,
    b: Point,
    row_lo: i64,
    row_hi: i64,
    col_lo: i64,
    col_hi: i64,
) -> impl Iterator<Item = Point> {
    let (ar, ac) = (i64::from(a.row), i64::from(a.col));
    let (dr, dc) = (i64::from(b.row) - ar, i64::from(b.col) - ac);
    let steps = dr.abs().max(dc.abs());
    // Along the longer axis the coordinate is `start + sign * k`; keep the `k` inside the window.
    let (start, sign, lo, hi) = if dr.abs() >= dc.abs() {
        (ar, dr.signum(), row_lo, row_hi)
    } else {
        (ac, dc.signum(), col_lo, col_hi)
    };
    let (k_lo, k_hi) = if sign < 0 {
        (start - hi, start - lo)
    } else {
        (lo - start, hi - start)
    };
    let first = k_lo.max(0);
    let last = k_hi.min(steps);
    (first..=last).map(move |k| {
        let at = |origin: i64, delta: i64| {
            let offset = if steps == 0 {
                0
            } else {
                nearest(i128::from(k) * i128::from(delta), i128::from(steps))
            };
            // Between the two ends, so within `i32`.
            (origin + offset as i64) as i32
        };
        Point::new(at(ar, dr), at(ac, dc))
    })
}

/// `num / den` rounded to the nearest integer, halves up (`den > 0`).
fn nearest(num: i128, den: i128) -> i128 {
    (2 * num + den).div_euclid(2 * den)
}

/// The window of rows and columns a brush centred on a point can reach a `rows` x `cols` grid
/// from: the grid widened by [`BRUSH_REACH`] on every side.
pub(crate) fn brush_window(rows: usize, cols: usize) -> (i64, i64, i64, i64) {
    let reach = i64::from(BRUSH_REACH) + 1;
    (-reach, rows as i64 + reach, -reach, cols as i64 + reach)
}

/// Walks the 4-connected region around the row-major index `first` of a grid `cols` wide,
/// `len` points in all, made of the indices where `inside` holds, one horizontal run at a time
/// (a scanline flood fill: no recursion, one stack entry per run).
///
/// `visit` gets each run of indices and must make `inside` false on all of them (by painting or
/// marking them), so that no run is visited twice.
pub(crate) fn region<S>(
    state: &mut S,
    cols: usize,
    len: usize,
    first: usize,
    inside: impl Fn(&S, usize) -> bool,
    mut visit: impl FnMut(&mut S, Range<usize>),
) {
    if cols == 0 || first >= len || !inside(state, first) {
        return;
    }
    let mut stack = vec![first];
    while let Some(i) = stack.pop() {
        if !inside(state, i) {
            continue;
        }
        let row_start = i - i % cols;
        let row_end = row_start + cols;
        let mut lo = i;
        while lo > row_start && inside(state, lo - 1) {
            lo -= 1;
        }
        let mut hi = i + 1;
        while hi < row_end && inside(state, hi) {
            hi += 1;
        }
        // One seed per run of the rows above and below, looked up before the run is painted.
        let above = (row_start >= cols).then(|| (lo - cols)..(hi - cols));
        let below = (row_end < len).then(|| (lo + cols)..(hi + cols));
        for row in [above, below].into_iter().flatten() {
            let mut in_run = false;
            for j in row {
                let now = inside(state, j);
                if now && !in_run {
                    stack.push(j);
                }
                in_run = now;
            }
        }
        visit(state, lo..hi);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_line_is_the_same_set_of_points_both_ways_except_at_halves() {
        let a = Point::new(0, 0);
        let b = Point::new(3, 7);
        let mut forth = line_points(a, b);
        let mut back = line_points(b, a);
        forth.sort();
        back.sort();
        assert_eq!(forth.len(), 8);
        assert_eq!(forth, back);
    }

    #[test]
    fn a_far_segment_is_clipped_to_the_window() {
        let a = Point::new(i32::MIN, i32::MIN);
        let b = Point::new(i32::MAX, i32::MAX);
        let points: Vec<Point> = segment_within(a, b, 0, 9, 0, 9).collect();
        // The diagonal through the origin crosses the window at exactly ten points.
        assert_eq!(points.len(), 10);
        assert!(
            points
                .iter()
                .all(|p| p.row == p.col && (0..=9).contains(&p.row))
        );
    }
}
