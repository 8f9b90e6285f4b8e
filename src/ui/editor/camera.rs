//! Where the editor's grid sits on its canvas: a fitted cell size times a zoom, and a pan, so a
//! large track can be drawn a few points at a time; and the way back from a pointer position to
//! the grid point under it.

use racetrack::grid::Point;

/// The largest cell when the whole track is fitted, in CSS pixels.
pub const FIT_MAX_CELL: f64 = 40.0;
/// The smallest cell a touch screen's editor opens with, in CSS pixels: a fingertip's width
/// (about 7 mm) hits the point it means.
pub const TOUCH_MIN_CELL: f64 = 28.0;
/// The smallest and largest zoom, relative to the fitted size.
pub const ZOOM_RANGE: (f64, f64) = (1.0, 32.0);
/// One step of the zoom buttons and the wheel.
pub const ZOOM_STEP: f64 = 1.25;

/// The editor canvas's layout.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
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
    /// Times the fitted cell size.
    pub zoom: f64,
    /// Shift of the grid from its centred place, in CSS pixels.
    pub pan: (f64, f64),
}

impl Default for Camera {
    fn default() -> Camera {
        Camera {
            width: 800.0,
            height: 600.0,
            ratio: 1.0,
            rows: 1,
            cols: 1,
            zoom: 1.0,
            pan: (0.0, 0.0),
        }
    }
}

impl Camera {
    /// A canvas of `width` x `height` CSS pixels showing a `rows` x `cols` grid, fitted.
    pub fn fit(rows: usize, cols: usize, width: f64, height: f64, ratio: f64) -> Camera {
        let sane =
            |v: f64, default: f64, min: f64| if v.is_finite() { v } else { default }.max(min);
        Camera {
            width: sane(width, 800.0, 200.0),
            height: sane(height, 600.0, 200.0),
            ratio: if ratio.is_finite() && ratio >= 1.0 {
                ratio
            } else {
                1.0
            },
            rows: rows.max(1),
            cols: cols.max(1),
            zoom: 1.0,
            pan: (0.0, 0.0),
        }
    }

    /// The same view on a canvas of a new size, or of a grid of a new size (the zoom is kept).
    pub fn resized(self, rows: usize, cols: usize, width: f64, height: f64, ratio: f64) -> Camera {
        let mut camera = Camera::fit(rows, cols, width, height, ratio);
        camera.zoom = self.zoom;
        camera.pan = self.pan;
        camera.clamp_pan();
        camera
    }

    fn fitted_cell(&self) -> f64 {
        (self.width / self.cols as f64)
            .min(self.height / self.rows as f64)
            .min(FIT_MAX_CELL)
    }

    /// CSS pixels between two neighbouring grid points.
    pub fn cell(&self) -> f64 {
        self.fitted_cell() * self.zoom
    }

    /// The canvas position of the top-left corner of the grid's first cell.
    pub fn corner(&self) -> (f64, f64) {
        let cell = self.cell();
        (
            (self.width - self.cols as f64 * cell) / 2.0 + self.pan.0,
            (self.height - self.rows as f64 * cell) / 2.0 + self.pan.1,
        )
    }

    /// The canvas position of point (0, 0), the centre of the first cell.
    pub fn origin(&self) -> (f64, f64) {
        let (x, y) = self.corner();
        let half = self.cell() / 2.0;
        (x + half, y + half)
    }

    /// The canvas position of a point.
    pub fn xy(&self, p: Point) -> (f64, f64) {
        let (x, y) = self.origin();
        let cell = self.cell();
        (x + f64::from(p.col) * cell, y + f64::from(p.row) * cell)
    }

    /// The grid point whose cell holds the canvas position (x, y); it may lie off the grid.
    pub fn point_at(&self, x: f64, y: f64) -> Point {
        let (cx, cy) = self.corner();
        let cell = self.cell();
        let at = |v: f64| {
            let v = v.floor();
            if v.is_finite() {
                v.clamp(-1e6, 1e6) as i32
            } else {
                -1
            }
        };
        Point::new(at((y - cy) / cell), at((x - cx) / cell))
    }

    /// Zooms by `factor` keeping the grid position under (x, y) in place.
    pub fn zoom_at(&mut self, factor: f64, x: f64, y: f64) {
        if !factor.is_finite() || factor <= 0.0 {
            return;
        }
        let (cx, cy) = self.corner();
        let cell = self.cell();
        let (gx, gy) = ((x - cx) / cell, (y - cy) / cell);
        self.zoom = (self.zoom * factor).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        let cell = self.cell();
        // Where the grid's corner must be for (gx, gy) to stay under the pointer.
        let (want_x, want_y) = (x - gx * cell, y - gy * cell);
        let (centred_x, centred_y) = (
            (self.width - self.cols as f64 * cell) / 2.0,
            (self.height - self.rows as f64 * cell) / 2.0,
        );
        self.pan = (want_x - centred_x, want_y - centred_y);
        self.clamp_pan();
    }

    /// Moves the grid by (dx, dy) CSS pixels.
    pub fn pan_by(&mut self, dx: f64, dy: f64) {
        if dx.is_finite() && dy.is_finite() {
            self.pan = (self.pan.0 + dx, self.pan.1 + dy);
            self.clamp_pan();
        }
    }

    /// Zoomed in so that a cell is at least [`TOUCH_MIN_CELL`], with the point `around` (the
    /// track's start) as near the canvas's middle column and its upper third (a phone's canvas
    /// often starts low in the window, under the tools) as the grid's edges allow, or the grid's top
    /// left corner without one (a grid that fits one way stays centred that way); unchanged when
    /// the fitted cells are that large already.
    pub fn finger_sized(&mut self, around: Option<Point>) {
        let fitted = self.fitted_cell();
        if fitted >= TOUCH_MIN_CELL {
            return;
        }
        self.zoom = (TOUCH_MIN_CELL / fitted).clamp(ZOOM_RANGE.0, ZOOM_RANGE.1);
        let cell = self.cell();
        let (gw, gh) = (self.cols as f64 * cell, self.rows as f64 * cell);
        // The pan that puts the point's centre at `share` of the canvas, kept where the grid
        // still covers the canvas: at the corner's point (0, 0) that is the top left corner.
        let at = around.unwrap_or(Point::new(0, 0));
        let placed = |grid: f64, canvas: f64, index: i32, share: f64| {
            let most = ((grid - canvas) / 2.0).max(0.0);
            let target = canvas * share - canvas / 2.0;
            (grid / 2.0 - (f64::from(index) + 0.5) * cell + target).clamp(-most, most)
        };
        self.pan = (
            placed(gw, self.width, at.col, 0.5),
            placed(gh, self.height, at.row, 1.0 / 3.0),
        );
        self.clamp_pan();
    }

    /// Back to the whole track, centred.
    pub fn reset(&mut self) {
        self.zoom = 1.0;
        self.pan = (0.0, 0.0);
    }

    /// Keeps at least a quarter of the canvas on the grid: the track cannot be lost off-screen.
    fn clamp_pan(&mut self) {
        let cell = self.cell();
        let (gw, gh) = (self.cols as f64 * cell, self.rows as f64 * cell);
        let limit = |grid: f64, canvas: f64| ((grid - canvas).abs() / 2.0 + canvas / 4.0).max(0.0);
        let (lx, ly) = (limit(gw, self.width), limit(gh, self.height));
        self.pan = (self.pan.0.clamp(-lx, lx), self.pan.1.clamp(-ly, ly));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_finger_gets_cells_it_can_hit_from_the_top_left_corner() {
        // A new track (20 x 40) on a phone's 390 px: fitted, a cell is under 10 px.
        let mut camera = Camera::fit(20, 40, 390.0, 400.0, 3.0);
        assert!(camera.cell() < 10.0);
        camera.finger_sized(None);
        assert!(
            (camera.cell() - TOUCH_MIN_CELL).abs() < 1e-9,
            "{}",
            camera.cell()
        );
        let (x, y) = camera.corner();
        assert!(x.abs() < 1e-9, "the first column at the left edge: {x}");
        assert!(y.abs() < 1e-9, "the first row at the top: {y}");
        assert_eq!(camera.point_at(5.0, 5.0), Point::new(0, 0));
        // A track whose fitted cells are already large enough is left as it was.
        let mut small = Camera::fit(8, 10, 390.0, 300.0, 3.0);
        let before = small;
        small.finger_sized(None);
        assert_eq!(small, before);
    }

    #[test]
    fn a_finger_sized_view_shows_the_start_as_near_the_centre_as_the_edges_allow() {
        // A track of 30 x 60 on a phone: its start at row 12, column 45 is off the top left
        // corner's view; it opens on the start, in the middle column and a third down.
        let mut camera = Camera::fit(30, 60, 390.0, 500.0, 3.0);
        camera.finger_sized(Some(Point::new(12, 45)));
        let (x, y) = camera.xy(Point::new(12, 45));
        assert!((x - 195.0).abs() < 1e-9, "{x}");
        assert!((y - 500.0 / 3.0).abs() < 1e-9, "{y}");
        // A start by the right edge: the grid's last column is at the canvas's right edge.
        camera.finger_sized(Some(Point::new(0, 59)));
        let (corner_x, corner_y) = camera.corner();
        let right = corner_x + 60.0 * camera.cell();
        assert!((right - 390.0).abs() < 1e-9, "{right}");
        assert!(
            corner_y.abs() < 1e-9,
            "the first row at the top: {corner_y}"
        );
        assert_eq!(camera.point_at(380.0, 5.0), Point::new(0, 59));
    }

    #[test]
    fn a_point_maps_back_to_itself_at_any_zoom() {
        let mut camera = Camera::fit(30, 50, 700.0, 500.0, 2.0);
        for _ in 0..6 {
            for p in [Point::new(0, 0), Point::new(29, 49), Point::new(12, 7)] {
                let (x, y) = camera.xy(p);
                assert_eq!(camera.point_at(x, y), p);
                assert_eq!(
                    camera.point_at(x + camera.cell() * 0.45, y - camera.cell() * 0.45),
                    p
                );
            }
            camera.zoom_at(ZOOM_STEP, 300.0, 200.0);
        }
        assert!(camera.zoom > 3.0);
    }

    #[test]
    fn zooming_keeps_the_point_under_the_pointer() {
        let mut camera = Camera::fit(200, 200, 600.0, 600.0, 1.0);
        let under = camera.point_at(450.0, 120.0);
        camera.zoom_at(4.0, 450.0, 120.0);
        assert_eq!(camera.point_at(450.0, 120.0), under);
        camera.zoom_at(1.0 / 16.0, 450.0, 120.0);
        assert_eq!(camera.zoom, 1.0);
    }

    #[test]
    fn the_grid_cannot_be_panned_out_of_sight() {
        let mut camera = Camera::fit(20, 20, 400.0, 400.0, 1.0);
        camera.pan_by(1e9, -1e9);
        let (x, y) = camera.corner();
        assert!(x < 400.0 && y + 20.0 * camera.cell() > 0.0);
        camera.pan_by(f64::NAN, 1.0);
        assert!(camera.pan.0.is_finite());
    }
}
