//! The board's camera. A track that fits the board at a comfortable step is shown whole, as
//! always. One that does not (Spiral on a phone, a scaled track on a desktop) is shown a part
//! at a time, at a step a finger can hit (WCAG 2.5.8: targets of 24 x 24 CSS px), and the
//! camera follows the cars: it glides to keep the car and its options in view. The player
//! zooms (pinch, wheel, buttons), pans (a drag) or asks for the whole track.

use racetrack::grid::Point;

use super::geometry::{Geometry, MAX_CELL};

mod speed;
pub use speed::Tiers;

/// The smallest step a finger is given by default: the WCAG 2.5.8 target size.
pub const TOUCH_MIN_CELL: f64 = 24.0;
/// The step the camera zooms to on a phone.
pub const TOUCH_CELL: f64 = 30.0;
/// The smallest step a mouse is given by default.
pub const MOUSE_MIN_CELL: f64 = 10.0;
/// The step the camera zooms to with a mouse.
pub const MOUSE_CELL: f64 = 18.0;
/// The largest step the player can zoom to.
pub const ZOOM_MAX_CELL: f64 = 72.0;
/// A window narrower than this is a phone's, whatever points at it.
pub const NARROW: f64 = 600.0;
/// One step of the zoom buttons and keys.
pub const ZOOM_STEP: f64 = 1.25;
/// How long the camera takes to cover most of a glide (its time constant), in milliseconds.
const GLIDE_MS: f64 = 80.0;
/// The least speed of a glide's end, in CSS px a millisecond: the last 20 px of a glide take
/// some 80 ms instead of the exponential's 300 ms of creeping.
const GLIDE_MIN_PX_PER_MS: f64 = 0.25;
/// The least speed of a zoom's end, in CSS px of a step a millisecond.
const ZOOM_MIN_PER_MS: f64 = 0.02;
/// The time constant of the overview's glide from the finish to the start, in milliseconds.
pub const OVERVIEW_MS: f64 = 260.0;
/// Grid steps kept between what the player needs and the board's edge.
const MARGIN: f64 = 1.5;
/// CSS px kept clear along the board's edges when following, and the blank the camera may show
/// beyond the track's right and bottom edges: the zoom buttons over the lower right corner never
/// hide an option.
pub const EDGE_PX: f64 = 56.0;

/// The board's layout and the part of the track it shows.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Camera {
    /// The space the board has: width, height (CSS px) and device pixels per CSS pixel.
    space: (f64, f64, f64),
    rows: usize,
    cols: usize,
    /// Whether the steps must suit a finger (touch, or a phone's width).
    coarse: bool,
    /// Whether the buttons sit in a row under the board (a touch screen, a narrow window), not
    /// over its lower right corner.
    buttons_under: bool,
    /// CSS px per grid step.
    cell: f64,
    /// The step the camera glides to (the speed's zoom); the same as `cell` when it is still.
    zoom: f64,
    /// The step is the camera's own (it zooms out with speed), not one the player chose.
    auto: bool,
    /// The board fills the screen: the follow step grows until the track covers it.
    full: bool,
    /// The player asked for the whole track (in full screen on a phone: as much of it as a
    /// finger's step allows).
    wide: bool,
    /// The grid position (column, row) at the board's centre, and where it is gliding to.
    centre: (f64, f64),
    target: (f64, f64),
    /// The time of the last frame of a glide.
    last_ms: Option<f64>,
    /// A track was just laid out: the first follow jumps rather than glides.
    fresh: bool,
    /// What was followed last (a fingerprint of the points): the camera moves when it changes,
    /// not while the player looks around.
    followed: u64,
    /// The overview before the first placement: a slow glide from the finish back to the
    /// start, ended by any input.
    overview: bool,
}

impl Default for Camera {
    fn default() -> Camera {
        Camera {
            space: (800.0, 600.0, 1.0),
            rows: 1,
            cols: 1,
            coarse: false,
            buttons_under: false,
            cell: 1.0,
            zoom: 1.0,
            auto: true,
            full: false,
            wide: false,
            centre: (0.0, 0.0),
            target: (0.0, 0.0),
            last_ms: None,
            fresh: true,
            followed: 0,
            overview: false,
        }
    }
}

impl Camera {
    /// Lays the board out for a `rows` x `cols` track in `space` (width, height, ratio), its
    /// buttons in a row under it (`buttons_under`: a touch screen, a narrow window) or over its
    /// corner. A new track is shown at the default step; the same track in a new space keeps its
    /// step and centre as far as they still make sense.
    pub fn layout(
        &mut self,
        rows: usize,
        cols: usize,
        space: (f64, f64, f64),
        buttons_under: bool,
    ) {
        let (w, h, ratio) = space;
        let sane =
            |v: f64, default: f64, min: f64| if v.is_finite() { v } else { default }.max(min);
        let same_track = (rows.max(1), cols.max(1)) == (self.rows, self.cols);
        let was_default = self.cell == self.default_cell();
        self.space = (
            sane(w, 800.0, 200.0),
            sane(h, 600.0, 240.0),
            if ratio.is_finite() && ratio >= 1.0 {
                ratio
            } else {
                1.0
            },
        );
        self.rows = rows.max(1);
        self.cols = cols.max(1);
        self.buttons_under = buttons_under;
        self.coarse = buttons_under || self.space.0 < NARROW;
        if !same_track || was_default {
            self.cell = self.default_cell();
            self.auto = true;
            self.wide = false;
        } else {
            self.cell = self.cell.clamp(self.fit_cell(), self.zoom_max());
        }
        self.zoom = self.cell;
        if !same_track {
            self.centre = self.middle();
            self.target = self.centre;
            self.last_ms = None;
            self.fresh = true;
        }
        // A new space (a rotated phone, full screen) may hide what was followed: look again.
        self.followed = 0;
        self.centre = self.clamped(self.centre);
        self.target = self.clamped(self.target);
    }

    /// The step at which the whole track fits the space (at most [`MAX_CELL`]).
    pub fn fit_cell(&self) -> f64 {
        (self.space.0 / self.cols as f64)
            .min(self.space.1 / self.rows as f64)
            .min(MAX_CELL)
    }

    /// The smallest step the player is given by default.
    fn min_cell(&self) -> f64 {
        if self.coarse {
            TOUCH_MIN_CELL
        } else {
            MOUSE_MIN_CELL
        }
    }

    /// Whether the whole track does not fit at a comfortable step: the camera shows a part.
    pub fn active(&self) -> bool {
        self.fit_cell() < self.min_cell()
    }

    fn default_cell(&self) -> f64 {
        if self.active() {
            self.follow_cell()
        } else {
            self.fit_cell()
        }
    }

    /// The step at which a part of the track is shown: a finger's or a mouse's; in full screen
    /// larger, until the track covers the board (a wide track on a phone held upright left 40%
    /// of the screen blank), at most [`ZOOM_MAX_CELL`].
    fn follow_cell(&self) -> f64 {
        let step = if self.coarse { TOUCH_CELL } else { MOUSE_CELL };
        if self.full {
            step.max(self.space.0 / self.cols as f64)
                .max(self.space.1 / self.rows as f64)
                .min(ZOOM_MAX_CELL)
        } else {
            step
        }
    }

    /// The board fills the screen, or not: a step of the camera's own is made again for it.
    pub fn set_full_screen(&mut self, full: bool) {
        if self.full == full {
            return;
        }
        let own = self.auto && !self.wide;
        self.full = full;
        if own || (self.wide && !full) {
            self.wide = false;
            self.auto = true;
            self.cell = self.default_cell();
            self.zoom = self.cell;
        } else if self.wide {
            self.cell = self.wide_cell();
            self.zoom = self.cell;
        }
        self.followed = 0;
        self.centre = self.clamped(self.centre);
        self.target = self.clamped(self.target);
    }

    /// The step of the whole track: the track fits, except in full screen on a phone, where a
    /// finger's step is kept and the player pans where it must (8 px circles were left).
    fn wide_cell(&self) -> f64 {
        if self.full && self.coarse {
            self.fit_cell().max(TOUCH_MIN_CELL)
        } else {
            self.fit_cell()
        }
    }

    /// Whether the player asked for the whole track (or as much as a finger's step shows).
    pub fn wide(&self) -> bool {
        self.wide || self.whole()
    }

    fn zoom_max(&self) -> f64 {
        ZOOM_MAX_CELL.max(self.fit_cell())
    }

    /// Whether the whole track is shown.
    pub fn whole(&self) -> bool {
        self.cell <= self.fit_cell() + 1e-9
    }

    /// Whether the player can zoom in or out from here.
    pub fn can_zoom(&self) -> (bool, bool) {
        (
            self.active() && self.cell < self.zoom_max() - 1e-9,
            self.active() && !self.whole(),
        )
    }

    /// The grid position at the middle of the track.
    fn middle(&self) -> (f64, f64) {
        (
            (self.cols as f64 - 1.0) / 2.0,
            (self.rows as f64 - 1.0) / 2.0,
        )
    }

    /// The canvas size: the space, or less when the grid is smaller. When the camera shows a
    /// part of the track the canvas keeps the size of the grid at the follow step whatever the
    /// zoom (a grid drawn smaller is centred in it): the board never changes height under the
    /// player's finger as the camera zooms with speed or the player zooms out.
    fn canvas(&self) -> (f64, f64) {
        let cell = if self.active() {
            self.follow_cell()
        } else {
            self.cell
        };
        (
            self.space.0.min(self.cols as f64 * cell),
            self.space.1.min(self.rows as f64 * cell),
        )
    }

    /// `centre` moved so the grid covers the canvas (a grid smaller than the canvas is centred).
    fn clamped(&self, centre: (f64, f64)) -> (f64, f64) {
        let (w, h) = self.canvas();
        // A part of the track may show a strip of blank beyond its right and bottom edges, so
        // the buttons over the lower right corner can be lifted off the last points (on a touch
        // screen or in a narrow window they sit under the board: no blank). A narrow board in a
        // wider window (the side panel beside it) has them over it too, its steps a finger's
        // all the same.
        let pad = if self.active() && !self.whole() && !self.buttons_under {
            EDGE_PX / self.cell
        } else {
            0.0
        };
        let clamp = |v: f64, half: f64, n: usize| {
            let (lo, hi) = (half - 0.5, n as f64 - 0.5 - half + pad);
            if lo >= hi || !v.is_finite() {
                (n as f64 - 1.0) / 2.0
            } else {
                v.clamp(lo, hi)
            }
        };
        (
            clamp(centre.0, w / 2.0 / self.cell, self.cols),
            clamp(centre.1, h / 2.0 / self.cell, self.rows),
        )
    }

    /// The board's layout now.
    pub fn geometry(&self) -> Geometry {
        let (width, height) = self.canvas();
        Geometry {
            cell: self.cell,
            width,
            height,
            ratio: self.space.2,
            rows: self.rows,
            cols: self.cols,
            // A track shown whole is inset by half a step, exactly.
            origin: if self.active() {
                (
                    width / 2.0 - self.centre.0 * self.cell,
                    height / 2.0 - self.centre.1 * self.cell,
                )
            } else {
                (self.cell / 2.0, self.cell / 2.0)
            },
        }
    }

    /// Keeps `needed` (the options to choose from) in view, with `wanted` (the cars) too when
    /// they fit: the camera moves only when `needed` comes near the edge, then centres what it
    /// can show. `instant`: no glide (a track just opened, or reduced motion).
    pub fn follow(&mut self, needed: &[Point], wanted: &[Point], instant: bool) {
        if !self.look_again(&[needed, wanted]) {
            return;
        }
        if !self.active() || self.whole() || needed.is_empty() {
            return;
        }
        // Taken whatever `instant` says: a caller passing true must not leave the camera fresh
        // (every later follow would jump).
        let fresh = std::mem::take(&mut self.fresh);
        let instant = instant || fresh;
        let (w, h) = self.canvas();
        let margin = MARGIN.max(EDGE_PX / self.cell);
        let span = (w / self.cell - 2.0 * margin, h / self.cell - 2.0 * margin);
        let inside = |(c0, r0, c1, r1): (f64, f64, f64, f64), centre: (f64, f64)| {
            let (hx, hy) = (span.0 / 2.0, span.1 / 2.0);
            c0 >= centre.0 - hx && c1 <= centre.0 + hx && r0 >= centre.1 - hy && r1 <= centre.1 + hy
        };
        let need = bounds(needed);
        if inside(need, self.target) {
            return;
        }
        let all = bounds(&[needed, wanted].concat());
        let fits = |(c0, r0, c1, r1): (f64, f64, f64, f64)| c1 - c0 <= span.0 && r1 - r0 <= span.1;
        let aim = if fits(all) { all } else { need };
        self.target = self.clamped(((aim.0 + aim.2) / 2.0, (aim.1 + aim.3) / 2.0));
        if instant {
            self.centre = self.target;
            self.last_ms = None;
        }
    }

    /// Whether what is to be followed (`groups` of points) changed since it was followed last
    /// (a fingerprint of them, kept): the camera moves when it changes, not while the player
    /// looks around.
    fn look_again(&mut self, groups: &[&[Point]]) -> bool {
        let mut hash = racetrack::hash::Fnv1a::default();
        const SEPARATOR: Point = Point::new(-1, -1);
        for p in groups.iter().flat_map(|g| g.iter().chain([&SEPARATOR])) {
            hash.write(&p.row.to_le_bytes());
            hash.write(&p.col.to_le_bytes());
        }
        let fingerprint = hash.finish();
        std::mem::replace(&mut self.followed, fingerprint) != fingerprint
    }

    /// Whether `points` fit in the view inside its margins at the present step.
    pub fn fits(&self, points: &[Point]) -> bool {
        if points.is_empty() || !self.active() {
            return true;
        }
        let (w, h) = self.canvas();
        let margin = MARGIN.max(EDGE_PX / self.cell);
        let (c0, r0, c1, r1) = bounds(points);
        c1 - c0 <= w / self.cell - 2.0 * margin && r1 - r0 <= h / self.cell - 2.0 * margin
    }

    /// The next [`Camera::follow`] looks again even if the points are the same (the player
    /// zoomed: the car is brought back into view at the new step).
    pub fn refollow(&mut self) {
        self.followed = 0;
    }

    /// Whether the track was laid out anew and nothing was followed yet.
    pub fn fresh(&self) -> bool {
        self.fresh
    }

    /// Starts the overview: the camera stands over `from` (the finish) and glides slowly to
    /// where it was going (the start), when the camera shows a part of the track.
    pub fn overview_from(&mut self, from: &[Point]) {
        if !self.active() || self.whole() || from.is_empty() {
            return;
        }
        let (c0, r0, c1, r1) = bounds(from);
        self.centre = self.clamped(((c0 + c1) / 2.0, (r0 + r1) / 2.0));
        self.last_ms = None;
        self.overview = self.moving();
    }

    /// Whether the overview is under way.
    pub fn overviewing(&self) -> bool {
        self.overview
    }

    /// Ends the overview at once: the camera is where it was going.
    pub fn skip_overview(&mut self) {
        if std::mem::take(&mut self.overview) {
            self.centre = self.target;
            self.last_ms = None;
        }
    }

    /// The board's layout once the glide has ended: where the camera is going.
    pub fn settled(&self) -> Geometry {
        let mut there = *self;
        there.centre = there.target;
        there.cell = there.zoom;
        there.geometry()
    }

    /// Whether the camera is gliding (it needs frames).
    pub fn moving(&self) -> bool {
        self.centre != self.target || self.cell != self.zoom
    }

    /// One frame of the glide at `now_ms`.
    pub fn tick(&mut self, now_ms: f64) {
        if !self.moving() {
            self.last_ms = None;
            return;
        }
        let dt = self
            .last_ms
            .map_or(16.7, |last| (now_ms - last).clamp(0.0, 100.0));
        self.last_ms = Some(now_ms);
        let tau = if self.overview { OVERVIEW_MS } else { GLIDE_MS };
        let k = 1.0 - (-dt / tau).exp();
        // Eased out, but never slower than the least speeds: the last pixels take a few frames,
        // not the exponential's long creep, so the board stops before the next tap.
        let (cx, cy) = self.centre;
        let (dx, dy) = (self.target.0 - cx, self.target.1 - cy);
        let left = dx.hypot(dy);
        let step = (left * k).max(GLIDE_MIN_PX_PER_MS * dt / self.cell);
        self.centre = match step >= left {
            true => self.target,
            false => (cx + dx * step / left, cy + dy * step / left),
        };
        let dz = self.zoom - self.cell;
        let zoom_step = (dz.abs() * k).max(ZOOM_MIN_PER_MS * dt);
        self.cell = match zoom_step >= dz.abs() {
            true => self.zoom,
            false => self.cell + zoom_step.copysign(dz),
        };
        if !self.moving() {
            self.last_ms = None;
            self.overview = false;
        }
    }

    /// Moves the track by (dx, dy) CSS px (a drag); the glide stops.
    pub fn pan_by(&mut self, dx: f64, dy: f64) {
        if !self.active() || !dx.is_finite() || !dy.is_finite() {
            return;
        }
        self.centre = self.clamped((
            self.centre.0 - dx / self.cell,
            self.centre.1 - dy / self.cell,
        ));
        self.target = self.centre;
        self.last_ms = None;
        self.overview = false;
    }

    /// Zooms to a step of `cell` keeping the grid position under the canvas point `at` (the
    /// board's centre when `None`) where it is.
    pub fn zoom_to(&mut self, cell: f64, at: Option<(f64, f64)>) {
        if !self.active() || !cell.is_finite() {
            return;
        }
        let g = self.geometry();
        let (x, y) = at.unwrap_or((g.width / 2.0, g.height / 2.0));
        let grid = ((x - g.origin.0) / self.cell, (y - g.origin.1) / self.cell);
        self.cell = cell.clamp(self.fit_cell(), self.zoom_max());
        self.zoom = self.cell;
        // The player's step: no zoom with speed until the step is the camera's again.
        self.auto = false;
        self.wide = false;
        // The same grid position under (x, y), measured from the canvas's centre (the canvas
        // may change size; it stays centred).
        let (dx, dy) = (x - g.width / 2.0, y - g.height / 2.0);
        self.centre = self.clamped((grid.0 - dx / self.cell, grid.1 - dy / self.cell));
        self.target = self.centre;
        self.last_ms = None;
    }

    /// Zooms by `factor` around the canvas point `at` (the centre when `None`).
    pub fn zoom_by(&mut self, factor: f64, at: Option<(f64, f64)>) {
        if factor.is_finite() && factor > 0.0 {
            self.zoom_to(self.cell * factor, at);
        }
    }

    /// The current step.
    pub fn cell(&self) -> f64 {
        self.cell
    }

    /// The whole track (a watched search spreads over all of it).
    pub fn show_whole(&mut self) {
        if self.active() && !self.wide() {
            self.toggle_whole();
        }
    }

    /// The whole track, or back to the default step (the player's car is followed again).
    pub fn toggle_whole(&mut self) {
        if !self.active() {
            return;
        }
        let back = self.wide();
        let cell = if back {
            self.follow_cell()
        } else {
            self.wide_cell()
        };
        self.cell = cell;
        self.zoom = cell;
        // The whole track's step is the player's: no zoom with speed until they come back.
        self.auto = back;
        self.wide = !back;
        self.centre = self.clamped(self.centre);
        self.target = self.centre;
        self.last_ms = None;
    }
}

/// The smallest box (first column, first row, last column, last row) holding `points`.
fn bounds(points: &[Point]) -> (f64, f64, f64, f64) {
    points.iter().fold(
        (f64::MAX, f64::MAX, f64::MIN, f64::MIN),
        |(c0, r0, c1, r1), p| {
            let (c, r) = (f64::from(p.col), f64::from(p.row));
            (c0.min(c), r0.min(r), c1.max(c), r1.max(r))
        },
    )
}

#[cfg(test)]
mod tests;
