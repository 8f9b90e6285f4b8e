//! The camera at speed, as a racing game's: it keeps the car, its options and the road two
//! moves ahead in view together, zooming out as far as it must (never below a finger's step
//! on a phone, a mouse's on a desktop); when even that cannot hold them all, it keeps the car
//! and its options, and the options alone last. A step the player chose is kept: then what
//! fits at that step is shown, in the same order.

use racetrack::grid::Point;

use super::{Camera, EDGE_PX, MARGIN, bounds};

/// What the camera shows at speed, most wanted first: each tier is one set of points to hold
/// in view together.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Tiers(pub Vec<Vec<Point>>);

impl Camera {
    /// Whether `points` fit in the view inside its margins at a step of `cell`.
    fn fits_at(&self, points: &[Point], cell: f64) -> bool {
        let (w, h) = self.canvas();
        let margin = (MARGIN * cell).max(EDGE_PX);
        let (c0, r0, c1, r1) = bounds(points);
        // On an axis where the whole grid is smaller than the canvas, everything is in view.
        let axis = |span: f64, n: usize, len: f64| {
            n as f64 * cell <= len + 1e-9 || span * cell <= len - 2.0 * margin + 1e-9
        };
        axis(c1 - c0, self.cols, w) && axis(r1 - r0, self.rows, h)
    }

    /// The largest step from the follow step down to the smallest default one at which
    /// `points` fit, if any.
    fn step_for(&self, points: &[Point]) -> Option<f64> {
        let (lo, hi) = (self.min_cell().max(self.fit_cell()), self.follow_cell());
        if self.fits_at(points, hi) {
            return Some(hi);
        }
        if lo >= hi || !self.fits_at(points, lo) {
            return None;
        }
        // Fitting is monotonic in the step: halve the interval down to a tenth of a pixel.
        let (mut fit, mut miss) = (lo, hi);
        while miss - fit > 0.1 {
            let mid = (fit + miss) / 2.0;
            if self.fits_at(points, mid) {
                fit = mid;
            } else {
                miss = mid;
            }
        }
        Some(fit)
    }

    /// Follows the first of `tiers` that fits, zooming out with speed when the step is the
    /// camera's own: the step and the view glide there (at once when `instant`). The camera
    /// moves only when the tier chosen leaves the view or the step changes. Nothing happens
    /// when the whole track is shown or the points are those followed last.
    pub fn follow_tiers(&mut self, tiers: &Tiers, instant: bool) {
        let groups: Vec<&[Point]> = tiers.0.iter().map(Vec::as_slice).collect();
        if !self.look_again(&groups) {
            return;
        }
        if tiers.0.iter().all(Vec::is_empty) || !self.active() || self.whole() {
            return;
        }
        let fresh = std::mem::take(&mut self.fresh);
        let instant = instant || fresh;
        let tiers: Vec<&Vec<Point>> = tiers.0.iter().filter(|t| !t.is_empty()).collect();
        let smallest = self.min_cell().max(self.fit_cell());
        let (index, step) = if self.auto {
            // The first tier that fits at some step; past the first, the smallest step, so
            // that as much of the road ahead shows as can.
            tiers
                .iter()
                .enumerate()
                .find_map(|(i, t)| {
                    let step = self.step_for(t)?;
                    Some((i, if i == 0 { step } else { smallest }))
                })
                .unwrap_or((tiers.len() - 1, smallest))
        } else {
            let index = tiers
                .iter()
                .position(|t| self.fits_at(t, self.zoom))
                .unwrap_or(tiers.len() - 1);
            (index, self.zoom)
        };
        let (c0, r0, c1, r1) = bounds(tiers[index]);
        let rezoom = (step - self.zoom).abs() > 1e-9;
        self.zoom = step;
        let (w, h) = self.canvas();
        let margin = MARGIN.max(EDGE_PX / step);
        let (hx, hy) = (w / step / 2.0 - margin, h / step / 2.0 - margin);
        let (tx, ty) = self.target;
        let inside = c0 >= tx - hx && c1 <= tx + hx && r0 >= ty - hy && r1 <= ty + hy;
        // In view at the new step around the present aim: stay. A tier short of the first
        // leads toward the first (the road ahead) as far as it stays in view itself.
        if !inside || rezoom || index > 0 {
            let (a0, b0, a1, b1) = bounds(tiers[0]);
            let lead = |want: f64, lo: f64, hi: f64, half: f64| {
                if hi - lo <= 2.0 * half {
                    want.clamp(hi - half, lo + half)
                } else {
                    (lo + hi) / 2.0
                }
            };
            let centre = (
                lead((a0 + a1) / 2.0, c0, c1, hx),
                lead((b0 + b1) / 2.0, r0, r1, hy),
            );
            // Clamped at the step it glides to.
            let cell = std::mem::replace(&mut self.cell, step);
            self.target = self.clamped(centre);
            self.cell = cell;
        }
        if instant {
            self.cell = self.zoom;
            self.centre = self.target;
            self.last_ms = None;
        }
    }

    /// Whether the step is the camera's own (it zooms out with speed).
    pub fn auto_zoom(&self) -> bool {
        self.auto
    }

    /// The step the camera is gliding to.
    pub fn zoom_target(&self) -> f64 {
        self.zoom
    }
}

#[cfg(test)]
mod tests {
    use super::super::{TOUCH_CELL, TOUCH_MIN_CELL};
    use super::*;

    const PHONE: (f64, f64, f64) = (390.0, 470.0, 3.0);

    fn row(cols: &[i32]) -> Vec<Point> {
        cols.iter().map(|&c| Point::new(50, c)).collect()
    }

    #[test]
    fn at_speed_the_camera_zooms_out_to_keep_the_car_its_options_and_the_road_ahead() {
        let mut camera = Camera::default();
        camera.layout(120, 120, PHONE, true);
        // Slow: all of it fits at the follow step.
        let slow = Tiers(vec![row(&[10, 11, 12, 13, 14]), row(&[10, 11, 12])]);
        camera.follow_tiers(&slow, true);
        assert_eq!(camera.cell(), TOUCH_CELL);
        // Faster: the car at 10, the road two moves ahead to 21 (11 steps): 30 px a step does
        // not hold it on a 390 px board, a smaller step does.
        let fast = Tiers(vec![row(&[10, 15, 16, 21]), row(&[10, 15, 16])]);
        camera.follow_tiers(&fast, true);
        let step = camera.cell();
        assert!((TOUCH_MIN_CELL..TOUCH_CELL).contains(&step), "{step}");
        let g = camera.geometry();
        for p in &fast.0[0] {
            let x = g.x(*p);
            assert!(
                x >= EDGE_PX - 1e-6 && x <= g.width - EDGE_PX + 1e-6,
                "{p:?} at {x}"
            );
        }
        // Faster still: the road ahead (to 35) cannot be held at 24 px; the car at 10 and its
        // options at 19 and 20 are, at a step between.
        let faster = Tiers(vec![
            row(&[10, 19, 20, 35]),
            row(&[10, 19, 20]),
            row(&[19, 20]),
        ]);
        camera.follow_tiers(&faster, true);
        let step = camera.cell();
        assert!((TOUCH_MIN_CELL..TOUCH_CELL).contains(&step), "{step}");
        let g = camera.geometry();
        for p in &faster.0[1] {
            let x = g.x(*p);
            assert!(
                x >= EDGE_PX - 1e-6 && x <= g.width - EDGE_PX + 1e-6,
                "{p:?} at {x}"
            );
        }
        assert!(
            g.x(Point::new(50, 35)) > g.width,
            "the road past the options is out of view"
        );
        // Too fast for the car and its options together at 24 px: the options alone.
        let fastest = Tiers(vec![row(&[10, 30, 31]), row(&[30, 31])]);
        camera.follow_tiers(&fastest, true);
        let g = camera.geometry();
        assert!(g.x(Point::new(50, 10)) < 0.0);
        for c in [30, 31] {
            let x = g.x(Point::new(50, c));
            assert!(x >= 0.0 && x <= g.width, "{c} at {x}");
        }
    }

    #[test]
    fn the_step_glides_and_a_step_the_player_chose_is_kept() {
        let mut camera = Camera::default();
        camera.layout(120, 120, PHONE, true);
        camera.follow_tiers(&Tiers(vec![row(&[10, 12])]), true);
        camera.follow_tiers(&Tiers(vec![row(&[10, 15, 16, 21])]), false);
        assert!(camera.moving());
        assert!(camera.zoom_target() < TOUCH_CELL);
        let mut now = 0.0;
        let mut frames = 0;
        while camera.moving() && frames < 200 {
            now += 16.7;
            camera.tick(now);
            frames += 1;
        }
        assert!(frames > 3 && frames < 100, "{frames}");
        assert_eq!(camera.cell(), camera.zoom_target());
        // The player zooms in: the camera keeps that step and shows what fits at it.
        camera.zoom_by(2.0, None);
        assert!(!camera.auto_zoom());
        let chosen = camera.cell();
        camera.follow_tiers(
            &Tiers(vec![row(&[60, 75, 76, 81]), row(&[60, 75, 76])]),
            true,
        );
        assert_eq!(camera.cell(), chosen);
        // Whole track and back: the camera's own step again.
        camera.toggle_whole();
        camera.toggle_whole();
        assert!(camera.auto_zoom());
    }
}
