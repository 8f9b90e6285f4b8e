//! Drawing a centre line on the grid: a disc of the local half-width stamped on every sample,
//! single-point noise smoothed away, then the start line, the wall and the finish line.

use crate::generate::judge::is_lonely;
use crate::generate::shape::Sample;
use crate::grid::Grid;
use crate::grid::Point;
use crate::track::Cell;

/// Most smoothing passes; the shapes drawn settle in one or two.
const SMOOTHING_PASSES: usize = 8;

/// The road of `samples` on a `rows` x `cols` grid: every point within its sample's half-width
/// of some sample, the outer border left as obstacle.
pub(crate) fn road(rows: usize, cols: usize, samples: &[Sample]) -> Grid<bool> {
    let mut road = Grid::new(rows, cols, false);
    let (last_row, last_col) = (rows as i64 - 2, cols as i64 - 2);
    for s in samples {
        let r2 = s.half_width * s.half_width;
        // Truncation towards zero, then one point of slack either way: a box that holds the disc.
        let (r0, r1) = (
            (s.y - s.half_width) as i64 - 1,
            (s.y + s.half_width) as i64 + 1,
        );
        let (c0, c1) = (
            (s.x - s.half_width) as i64 - 1,
            (s.x + s.half_width) as i64 + 1,
        );
        for r in r0.max(1)..=r1.min(last_row) {
            for c in c0.max(1)..=c1.min(last_col) {
                let (dy, dx) = (r as f64 - s.y, c as f64 - s.x);
                if dy * dy + dx * dx <= r2 {
                    road[Point::new(r as i32, c as i32)] = true;
                }
            }
        }
    }
    road
}

/// Turns every point with fewer than two 4-neighbours of its own kind (off the grid counts as
/// obstacle) into the other kind, all at once, until none is left or the passes run out.
pub(crate) fn smooth(road: &mut Grid<bool>) {
    for _ in 0..SMOOTHING_PASSES {
        let lonely: Vec<Point> = road
            .iter_points()
            .filter(|&(p, _)| is_lonely(p, |q| road.get(q) == Some(&true)))
            .map(|(p, _)| p)
            .collect();
        if lonely.is_empty() {
            return;
        }
        for p in lonely {
            road[p] = !road[p];
        }
    }
}

/// Where the start line goes: at an extreme sample of the centre line (topmost, bottommost,
/// leftmost or rightmost, by `side` 0..4), the road there runs across the axis, so the line is
/// a straight run of points along the other axis.
pub(crate) struct StartLine {
    /// The sample's point, rounded.
    pub at: Point,
    /// Step along the wall (across the road): `(1, 0)` for a vertical wall.
    pub along: (i32, i32),
    /// Step in the driving direction, across the wall.
    pub ahead: (i32, i32),
}

/// The start line at the extreme sample on `side` (0 top, 1 bottom, 2 left, 3 right), driving in
/// the spline's direction when `forward`, against it otherwise.
pub(crate) fn start_line(samples: &[Sample], side: u32, forward: bool) -> Option<StartLine> {
    let key = |s: &Sample| match side {
        0 => -s.y,
        1 => s.y,
        2 => -s.x,
        _ => s.x,
    };
    let (i, _) = samples
        .iter()
        .enumerate()
        .max_by(|a, b| key(a.1).total_cmp(&key(b.1)))?;
    let n = samples.len();
    let (prev, next) = (samples[(i + n - 1) % n], samples[(i + 1) % n]);
    let (dy, dx) = (next.y - prev.y, next.x - prev.x);
    let sign = |d: f64| if (d >= 0.0) == forward { 1 } else { -1 };
    let at = Point::new(round(samples[i].y), round(samples[i].x));
    Some(if side < 2 {
        StartLine {
            at,
            along: (1, 0),
            ahead: (0, sign(dx)),
        }
    } else {
        StartLine {
            at,
            along: (0, 1),
            ahead: (sign(dy), 0),
        }
    })
}

/// The cells of the track, from the smoothed `road`: the run of road across it through
/// `line.at` becomes a wall of obstacles, the road smoothed again around it (the wall stays), then
/// the road points just ahead of the wall are the start points and those just behind it the
/// finish points. `None` when there is no road at `line.at`, or the run across is longer than
/// `longest` (the line would cut the road at a slant), or a side of the wall has no road.
pub(crate) fn cells(road: &Grid<bool>, line: &StartLine, longest: usize) -> Option<Grid<Cell>> {
    let wall = run(road, line.at, line.along)?;
    if wall.len() > longest {
        return None;
    }
    let mut road = road.clone();
    for &p in &wall {
        road[p] = false;
    }
    smooth(&mut road);
    let mut cells = road.map(|&free| if free { Cell::Road } else { Cell::Obstacle });
    let beside = |p: Point, k: i32| Point::new(p.row + line.ahead.0 * k, p.col + line.ahead.1 * k);
    for (k, kind) in [(1, Cell::Start), (-1, Cell::Finish)] {
        let line: Vec<Point> = wall
            .iter()
            .map(|&p| beside(p, k))
            .filter(|&p| road.get(p) == Some(&true))
            .collect();
        if line.is_empty() {
            return None;
        }
        for p in line {
            cells[p] = kind;
        }
    }
    Some(cells)
}

/// The contiguous road points through `at` in direction `along` (both ways), or `None` when
/// `at` is not road.
fn run(road: &Grid<bool>, at: Point, along: (i32, i32)) -> Option<Vec<Point>> {
    if road.get(at) != Some(&true) {
        return None;
    }
    let mut points = vec![at];
    for sign in [-1, 1] {
        let mut p = at;
        loop {
            p = Point::new(p.row + along.0 * sign, p.col + along.1 * sign);
            if road.get(p) != Some(&true) {
                break;
            }
            points.push(p);
        }
    }
    Some(points)
}

/// `v` rounded to the nearest integer, halves up (exact: `floor` is exact in IEEE 754).
fn round(v: f64) -> i32 {
    (v + 0.5).floor() as i32
}
