//! The board's pointers and wheel, and what its camera follows. On a track shown whole a press
//! plays the option under it at once, as always. When the camera shows a part of the track
//! (see [`super::camera`]) a press that is released where it began is a tap and plays; one that
//! travels pans the track; two fingers pinch to zoom and pan together; the wheel zooms.

use racetrack::grid::Point;

use super::camera::Camera;
use super::model::{Model, Screen};
use super::msg::Effect;
use super::play;

/// Pointer travel (CSS px) under which a press is a tap, past which it pans.
pub const SLOP: f64 = 8.0;

/// What a pointer did on the board, in canvas CSS px.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum BoardInput {
    /// A pointer (mouse button, finger, pen) pressed.
    Down {
        /// The pointer's id (each finger has its own).
        id: i32,
        /// CSS px from the canvas's left edge.
        x: f64,
        /// CSS px from the canvas's top edge.
        y: f64,
    },
    /// A pointer moved, pressed or not.
    Move {
        /// The pointer's id.
        id: i32,
        /// CSS px from the canvas's left edge.
        x: f64,
        /// CSS px from the canvas's top edge.
        y: f64,
    },
    /// A pointer was released.
    Up {
        /// The pointer's id.
        id: i32,
        /// CSS px from the canvas's left edge.
        x: f64,
        /// CSS px from the canvas's top edge.
        y: f64,
    },
    /// The browser took a pointer over (a system gesture): it neither taps nor pans.
    Cancel {
        /// The pointer's id.
        id: i32,
    },
    /// The pointer left the canvas.
    Leave,
    /// The wheel turned by `delta` CSS px (positive: away from the user) over (x, y).
    Wheel {
        /// CSS px from the canvas's left edge.
        x: f64,
        /// CSS px from the canvas's top edge.
        y: f64,
        /// The scroll distance.
        delta: f64,
    },
}

/// The pointers pressed on the board and what they are doing.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Gesture {
    /// Each pressed pointer's id and where it is.
    pressed: Vec<(i32, (f64, f64))>,
    /// The first pointer's press: where it began and whether it became a pan.
    press: Option<Press>,
    /// Two fingers: their distance and middle when last seen.
    pinch: Option<((f64, f64), f64)>,
    /// The screen the camera last followed on.
    screen: Option<Screen>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    id: i32,
    start: (f64, f64),
    panning: bool,
}

/// Handles a pointer or the wheel on the board.
#[inline(never)]
pub(crate) fn input(model: &mut Model, input: BoardInput) -> Vec<Effect> {
    if !model.camera().is_some_and(Camera::active) {
        // The whole track shows at a comfortable step: a press plays at once.
        return match input {
            BoardInput::Down { x, y, .. } => press(model, x, y),
            BoardInput::Move { x, y, .. } => {
                hover(model, Some((x, y)));
                Vec::new()
            }
            BoardInput::Leave => {
                hover(model, None);
                Vec::new()
            }
            _ => Vec::new(),
        };
    }
    let g = &mut model.app.gesture;
    match input {
        BoardInput::Down { id, x, y } => {
            g.pressed.retain(|&(p, _)| p != id);
            g.pressed.push((id, (x, y)));
            match g.pressed.as_slice() {
                [_] => {
                    g.press = Some(Press {
                        id,
                        start: (x, y),
                        panning: false,
                    });
                }
                [(_, a), (_, b), ..] => {
                    // A second finger: no tap, a pinch.
                    g.press = None;
                    g.pinch = Some((middle(*a, *b), distance(*a, *b)));
                }
                [] => {}
            }
            vec![Effect::PreventDefault]
        }
        BoardInput::Move { id, x, y } => {
            let Some(slot) = g.pressed.iter().position(|&(p, _)| p == id) else {
                hover(model, Some((x, y)));
                return Vec::new();
            };
            let last = g.pressed[slot].1;
            g.pressed[slot].1 = (x, y);
            if let (Some((mid, dist)), [(_, a), (_, b), ..]) = (g.pinch, g.pressed.as_slice()) {
                let (now_mid, now_dist) = (middle(*a, *b), distance(*a, *b));
                g.pinch = Some((now_mid, now_dist));
                if let Some(camera) = model.camera_mut() {
                    if dist > 1.0 && now_dist > 1.0 {
                        camera.zoom_by(now_dist / dist, Some(now_mid));
                    }
                    camera.pan_by(now_mid.0 - mid.0, now_mid.1 - mid.1);
                }
                return Vec::new();
            }
            if let Some(p) = g.press.as_mut().filter(|p| p.id == id) {
                let (sx, sy) = p.start;
                p.panning |= (x - sx).hypot(y - sy) > SLOP;
                if p.panning {
                    if let Some(camera) = model.camera_mut() {
                        camera.pan_by(x - last.0, y - last.1);
                    }
                }
            }
            Vec::new()
        }
        BoardInput::Up { id, x, y } => {
            g.pressed.retain(|&(p, _)| p != id);
            if g.pressed.len() < 2 {
                g.pinch = None;
            }
            match g.press.take() {
                Some(p) if p.id == id && !p.panning => press(model, x, y),
                other => {
                    model.app.gesture.press = other.filter(|p| p.id != id);
                    Vec::new()
                }
            }
        }
        BoardInput::Cancel { id } => {
            g.pressed.retain(|&(p, _)| p != id);
            g.pinch = None;
            g.press = None;
            Vec::new()
        }
        BoardInput::Leave => {
            hover(model, None);
            Vec::new()
        }
        BoardInput::Wheel { x, y, delta } => {
            if !delta.is_finite() {
                return Vec::new();
            }
            if let Some(camera) = model.camera_mut() {
                camera.zoom_by((-delta.clamp(-200.0, 200.0) / 300.0).exp(), Some((x, y)));
            }
            vec![Effect::PreventDefault]
        }
    }
}

/// A press (or a tap) at (x, y): plays the option there on the play screen.
fn press(model: &mut Model, x: f64, y: f64) -> Vec<Effect> {
    match model.screen() {
        Screen::Play => play::pointer_down(&mut model.play, &mut model.app, x, y),
        Screen::OnlineGame => super::online::pointer_down(&mut model.online, &mut model.app, x, y),
        Screen::Solver => {
            super::update::say_watching(model);
            Vec::new()
        }
        _ => Vec::new(),
    }
}

fn hover(model: &mut Model, at: Option<(f64, f64)>) {
    if model.screen() == Screen::Play || at.is_none() {
        play::pointer_move(&mut model.play, at);
    }
}

fn middle(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// After every message: the camera keeps what the player must see in view (the options to
/// choose from, and the cars), and glides one frame on a tick.
pub(crate) fn follow(model: &mut Model, now_ms: Option<f64>) {
    // A watched solver shows the whole track (its search spreads over all of it); back on the
    // game, the camera follows the car again at the default step.
    let screen = model.screen();
    let before = model.app.gesture.screen.replace(screen);
    let (needed, wanted) = focus(model);
    let ahead = two_moves_ahead(model, &needed);
    let tiers = speed_tiers(model, &needed, &ahead);
    let reduced_motion = model.app.device.reduced_motion;
    // Before the first placement on a freshly opened track: the overview from the finish.
    let finish: Vec<Point> = match (&model.play.session, screen) {
        (Some(s), Screen::Play) if s.game.trajectory().is_empty() && s.solo() => {
            s.game.track().finishes()
        }
        _ => Vec::new(),
    };
    let Some(camera) = model.camera_mut() else {
        return;
    };
    if before != Some(screen) {
        if screen == Screen::Solver {
            camera.show_whole();
        } else if before == Some(Screen::Solver) && camera.wide() {
            camera.toggle_whole();
            camera.refollow();
        }
    }
    let fresh = camera.fresh();
    // The track's first follow jumps (the camera takes its freshness itself).
    match &tiers {
        Some(tiers) => camera.follow_tiers(tiers, reduced_motion),
        None => {
            let needed = look_ahead(camera, needed, &ahead);
            camera.follow(&needed, &wanted, reduced_motion);
        }
    }
    // Once, when this follow was the track's first (it may wait for the board's size).
    if fresh && !camera.fresh() && !reduced_motion {
        camera.overview_from(&finish);
    }
    if let Some(now) = now_ms {
        camera.tick(now);
    }
}

/// What the board must show: the options, and the cars.
fn focus(model: &Model) -> (Vec<Point>, Vec<Point>) {
    match model.screen() {
        Screen::Play => {
            let Some(s) = &model.play.session else {
                return (Vec::new(), Vec::new());
            };
            if let Some(run) = &s.racing.run {
                let cars: Vec<Point> = run
                    .race()
                    .cars()
                    .iter()
                    .filter_map(|c| c.trajectory().last().copied())
                    .collect();
                let options = super::race_mode::options(s).unwrap_or_default();
                if options.is_empty() {
                    return (cars, Vec::new());
                }
                return (options, cars);
            }
            let car: Vec<Point> = s.game.trajectory().last().copied().into_iter().collect();
            let options = s.game.options();
            if options.is_empty() {
                (car, Vec::new())
            } else {
                (options, car)
            }
        }
        Screen::OnlineGame => {
            let Some(room) = &model.online.room else {
                return (Vec::new(), Vec::new());
            };
            let cars: Vec<Point> = room
                .game
                .iter()
                .flat_map(|g| &g.cars)
                .filter_map(|c| c.trajectory.last().map(|&[r, col]| Point::new(r, col)))
                .collect();
            let options = room.options();
            match (options.is_empty(), cars.is_empty()) {
                // No car placed and nothing to choose (an invite opened, a game not started):
                // the start points, where the race begins (the middle of a large track was a
                // blank slice of grass).
                (true, true) => (
                    room.board
                        .as_ref()
                        .map(|b| b.track().starts())
                        .unwrap_or_default(),
                    Vec::new(),
                ),
                (true, false) => (cars, Vec::new()),
                (false, _) => (options, cars),
            }
        }
        Screen::Replay => {
            let cars = model
                .replay
                .as_ref()
                .and_then(|r| r.frames.get(r.round))
                .map(|frame| frame.iter().filter_map(|t| t.last().copied()).collect())
                .unwrap_or_default();
            (cars, Vec::new())
        }
        _ => (Vec::new(), Vec::new()),
    }
}

/// The points the car to move can reach in two moves: from each option (the next move), every
/// point after it; and those after its main point alone (its present velocity kept). Empty
/// while placing the car, and off the play screen.
fn two_moves_ahead(model: &Model, options: &[Point]) -> (Vec<Point>, Vec<Point>) {
    let none = (Vec::new(), Vec::new());
    if model.screen() != Screen::Play {
        return none;
    }
    let Some(s) = &model.play.session else {
        return none;
    };
    let trajectory = match &s.racing.run {
        Some(run) => match run.human_to_move() {
            Some(c) => run.race().cars()[c.index()].trajectory(),
            None => return none,
        },
        None => s.game.trajectory(),
    };
    let Some(&last) = trajectory.last() else {
        return none;
    };
    let before = trajectory
        .len()
        .checked_sub(2)
        .map_or(last, |i| trajectory[i]);
    let after = |p: Point, out: &mut Vec<Point>| {
        let (vr, vc) = (p.row - last.row, p.col - last.col);
        for dr in -1..=1 {
            for dc in -1..=1 {
                out.push(Point::new(p.row + vr + dr, p.col + vc + dc));
            }
        }
    };
    let mut all = Vec::with_capacity(options.len() * 9);
    for &p in options {
        after(p, &mut all);
    }
    let main = Point::new(2 * last.row - before.row, 2 * last.col - before.col);
    let mut along = Vec::with_capacity(9);
    after(main, &mut along);
    (all, along)
}

/// On the play screen, what the camera keeps in view at speed, most wanted first (the camera
/// zooms out for them down to a finger's step): the car to move, its options and every point
/// two moves ahead; the car, its options and the points two moves ahead along its present
/// velocity; the car and its options; the options alone. `None` elsewhere.
fn speed_tiers(
    model: &Model,
    options: &[Point],
    (all, along): &(Vec<Point>, Vec<Point>),
) -> Option<super::camera::Tiers> {
    if model.screen() != Screen::Play {
        return None;
    }
    let s = model.play.session.as_ref()?;
    let trajectory = match &s.racing.run {
        Some(run) => run
            .human_to_move()
            .map_or(&[][..], |c| run.race().cars()[c.index()].trajectory()),
        None => s.game.trajectory(),
    };
    // Before the placement the start points are followed as always.
    let car = vec![*trajectory.last()?];
    let with = |parts: &[&[Point]]| parts.concat();
    let tiers = if all.is_empty() {
        vec![with(&[&car, options]), options.to_vec()]
    } else {
        vec![
            with(&[&car, options, all]),
            with(&[&car, options, along]),
            with(&[&car, options]),
            options.to_vec(),
        ]
    };
    Some(super::camera::Tiers(tiers))
}

/// What the camera must keep in view: the next move's options and, when they fit at the
/// present step, the points two moves ahead (at speed the camera leads the car); when all of
/// those do not fit, the points two moves ahead along the car's present velocity (its main
/// point, then the options after it).
fn look_ahead(
    camera: &super::camera::Camera,
    needed: Vec<Point>,
    (all, along): &(Vec<Point>, Vec<Point>),
) -> Vec<Point> {
    if all.is_empty() || needed.is_empty() {
        return needed;
    }
    for ahead in [all, along] {
        let both = [needed.as_slice(), ahead].concat();
        if camera.fits(&both) {
            return both;
        }
    }
    needed
}

/// The camera's and the full screen's buttons.
pub(crate) fn control(model: &mut Model, c: super::msg::Control) -> Vec<Effect> {
    use super::msg::Control;
    if c == Control::FullScreen {
        model.app.device.full_screen = !model.app.device.full_screen;
        model.relayout();
        return vec![
            Effect::FullScreen(model.app.device.full_screen),
            Effect::Focus(super::msg::Focus::Canvas),
        ];
    }
    let (needed, wanted) = focus(model);
    let ahead = two_moves_ahead(model, &needed);
    let tiers = speed_tiers(model, &needed, &ahead);
    let Some(camera) = model.camera_mut() else {
        return Vec::new();
    };
    let needed = look_ahead(camera, needed, &ahead);
    match c {
        Control::ZoomIn => camera.zoom_by(super::camera::ZOOM_STEP, None),
        Control::ZoomOut => camera.zoom_by(1.0 / super::camera::ZOOM_STEP, None),
        Control::WholeTrack => camera.toggle_whole(),
        _ => {}
    }
    // The car is followed again from the new step.
    camera.refollow();
    match &tiers {
        Some(tiers) => camera.follow_tiers(tiers, true),
        None => camera.follow(&needed, &wanted, true),
    }
    Vec::new()
}

/// The board's keys: `+` and `-` zoom when the camera shows a part of the track; Escape leaves
/// full screen first.
pub(crate) fn key(model: &mut Model, k: &super::msg::KeyInput) -> Option<Vec<Effect>> {
    use super::msg::Control;
    let c = match k.key.as_str() {
        "Escape" if model.app.device.full_screen => Control::FullScreen,
        "+" | "=" if model.camera().is_some_and(Camera::active) => Control::ZoomIn,
        "-" | "_" if model.camera().is_some_and(Camera::active) => Control::ZoomOut,
        _ => return None,
    };
    let mut effects = control(model, c);
    effects.push(Effect::PreventDefault);
    Some(effects)
}

/// After a message: full screen ends when the board's screen is left.
pub(crate) fn leave_full_screen(model: &mut Model) -> Option<Effect> {
    let board = matches!(
        model.screen(),
        Screen::Play | Screen::Solver | Screen::Replay | Screen::OnlineGame
    );
    (model.app.device.full_screen && !board).then(|| {
        model.app.device.full_screen = false;
        model.relayout();
        Effect::FullScreen(false)
    })
}

/// The board's camera and full-screen buttons as the page shows them.
#[derive(Clone, Debug, PartialEq)]
pub struct CameraView {
    /// Whether the camera shows a part of the track: the zoom buttons show.
    pub active: bool,
    /// Whether it glides now (the canvas's `data-camera` hook: tests wait for it to settle).
    pub moving: bool,
    /// Whether zooming in, and out, can go further.
    pub zoom_in: bool,
    /// See `zoom_in`.
    pub zoom_out: bool,
    /// The whole-track button's label.
    pub whole_label: &'static str,
    /// Whether the full-screen button shows (a part of the track shows, or a phone).
    pub full_screen_button: bool,
    /// Whether the board fills the screen.
    pub full_screen: bool,
    /// The full-screen button's label.
    pub full_screen_label: &'static str,
}

/// The camera's buttons now.
pub fn view(model: &Model) -> CameraView {
    let fallback = Camera::default();
    let camera = model.camera().unwrap_or(&fallback);
    let (zoom_in, zoom_out) = camera.can_zoom();
    let race = model.play.session.as_ref().is_some_and(|s| !s.solo())
        || matches!(model.screen(), Screen::Replay | Screen::OnlineGame);
    CameraView {
        active: camera.active(),
        moving: camera.moving(),
        zoom_in,
        zoom_out,
        whole_label: match (camera.wide(), race) {
            (false, _) => "Whole track",
            (true, false) => "Follow the car",
            (true, true) => "Follow the cars",
        },
        full_screen_button: camera.active()
            || model.app.device.touch
            || model.app.device.full_screen,
        full_screen: model.app.device.full_screen,
        full_screen_label: if model.app.device.full_screen {
            "Exit full screen"
        } else {
            "Full screen"
        },
    }
}
