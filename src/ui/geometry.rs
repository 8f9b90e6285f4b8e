//! Where the grid sits on the canvas: the size of a cell in CSS pixels, chosen from the space the
//! page has, and the way back from a pointer position to a grid point.

use racetrack::grid::Point;

/// Largest cell, in CSS pixels: small tracks do not grow past it.
pub const MAX_CELL: f64 = 48.0;

/// The canvas layout of a track.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Geometry {
    /// CSS pixels between two neighbouring grid points.
    pub cell: f64,
    /// Canvas width in CSS pixels.
    pub width: f64,
    /// Canvas height in CSS pixels.
    pub height: f64,
    /// Device pixels per CSS pixel.
    pub ratio: f64,
    /// Grid rows.
    pub rows: usize,
    /// Grid columns.
    pub cols: usize,
    /// The canvas position of point (0, 0) (the camera moves it; a fitted grid is inset by
    /// half a cell).
    pub origin: (f64, f64),
}

impl Default for Geometry {
    fn default() -> Geometry {
        Geometry {
            cell: 1.0,
            width: 1.0,
            height: 1.0,
            ratio: 1.0,
            rows: 1,
            cols: 1,
            origin: (0.5, 0.5),
        }
    }
}

impl Geometry {
    /// The largest layout of a `rows` x `cols` grid that fits `width` x `height` CSS pixels.
    pub fn fit(rows: usize, cols: usize, width: f64, height: f64, ratio: f64) -> Geometry {
        let (r, c) = (rows.max(1) as f64, cols.max(1) as f64);
        let width = if width.is_finite() { width } else { 800.0 }.max(200.0);
        let height = if height.is_finite() { height } else { 600.0 }.max(240.0);
        let cell = (width / c).min(height / r).min(MAX_CELL);
        Geometry {
            cell,
            width: cell * c,
            height: cell * r,
            ratio: if ratio.is_finite() && ratio >= 1.0 {
                ratio
            } else {
                1.0
            },
            rows,
            cols,
            origin: (cell / 2.0, cell / 2.0),
        }
    }

    /// The canvas rectangle the whole grid covers (x, y, width, height); part of it may lie
    /// off the canvas.
    pub fn grid_rect(&self) -> (f64, f64, f64, f64) {
        let half = self.cell / 2.0;
        (
            self.origin.0 - half,
            self.origin.1 - half,
            self.cols as f64 * self.cell,
            self.rows as f64 * self.cell,
        )
    }

    /// The rows and columns (first, one past the last) the canvas shows.
    pub fn visible(&self) -> ((i32, i32), (i32, i32)) {
        let span = |origin: f64, size: f64, n: usize| {
            let first = ((-origin) / self.cell - 0.5).floor().max(0.0);
            let last = ((size - origin) / self.cell + 1.5).ceil().min(n as f64);
            (first as i32, (last as i32).max(first as i32))
        };
        (
            span(self.origin.1, self.height, self.rows),
            span(self.origin.0, self.width, self.cols),
        )
    }

    /// Whether point `p` is on the canvas.
    pub fn sees(&self, p: Point) -> bool {
        let ((r0, r1), (c0, c1)) = self.visible();
        (r0..r1).contains(&p.row) && (c0..c1).contains(&p.col)
    }

    /// The canvas x of a point's column.
    pub fn x(&self, p: Point) -> f64 {
        self.origin.0 + f64::from(p.col) * self.cell
    }

    /// The canvas y of a point's row.
    pub fn y(&self, p: Point) -> f64 {
        self.origin.1 + f64::from(p.row) * self.cell
    }

    /// How close a pointer must come to a point to mean it: three quarters of a step, and at
    /// least [`REACH_PX`] so that the small circles of a whole track shown at once stay playable
    /// by a finger.
    pub fn reach(&self) -> f64 {
        (self.cell * 0.75).max(REACH_PX)
    }

    /// The nearest of `points` to the canvas position (x, y), if it is within reach.
    pub fn nearest(&self, points: &[Point], x: f64, y: f64) -> Option<Point> {
        points
            .iter()
            .map(|&p| ((self.x(p) - x).hypot(self.y(p) - y), p))
            .filter(|&(d, _)| d <= self.reach())
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, p)| p)
    }
}

/// The least reach of a tap or click, in CSS px: the nearest legal move within it is played.
pub const REACH_PX: f64 = 24.0;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tap_on_a_whole_track_s_small_circles_picks_the_nearest_within_24_px() {
        let g = Geometry::fit(100, 100, 800.0, 800.0, 1.0);
        assert!(g.cell <= 8.0, "{}", g.cell);
        let (a, b) = (Point::new(50, 50), Point::new(50, 51));
        assert_eq!(g.nearest(&[a, b], g.x(a) - 20.0, g.y(a)), Some(a));
        assert_eq!(g.nearest(&[a, b], g.x(b) + 3.0, g.y(b) + 20.0), Some(b));
        assert_eq!(g.nearest(&[a, b], g.x(a) - 25.0, g.y(a)), None);
    }

    #[test]
    fn a_small_track_is_capped_and_a_wide_one_fits_the_width() {
        let g = Geometry::fit(3, 4, 1000.0, 800.0, 2.0);
        assert_eq!(g.cell, MAX_CELL);
        let g = Geometry::fit(13, 1015, 1015.0, 800.0, 1.0);
        assert!((g.cell - 1.0).abs() < 1e-9);
        assert!(g.width <= 1015.0 + 1e-9);
    }

    #[test]
    fn nearest_point_needs_the_pointer_close() {
        let g = Geometry::fit(5, 5, 200.0, 500.0, 1.0);
        let p = Point::new(2, 3);
        assert_eq!(g.nearest(&[p], g.x(p) + 3.0, g.y(p) - 3.0), Some(p));
        assert_eq!(g.nearest(&[p], g.x(p) + 3.0 * g.cell, g.y(p)), None);
    }
}
