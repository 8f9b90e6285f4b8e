//! The board's pointers and wheel, and what its camera follows. On a track shown whole a press
//! plays the option under it at once, as always. When the camera shows a part of the track
//! (see [`super::camera`]) a press that is released where it began is a tap and plays; one that
//! travels pans the track; two fingers pinch to zoom and pan together; the wheel zooms.

use racetrack::grid::Point;

use super::camera::Camera;
use super::model::{Model, Screen};
use super::msg::Effect;

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
    /// Two fingers, when they pinch.
    pinch: Option<Pinch>,
    /// The screen the camera last followed on.
    screen: Option<Screen>,
}

#[derive(Clone, Copy, Debug, PartialEq)]
struct Press {
    id: i32,
    start: (f64, f64),
    panning: bool,
}

/// What a pointer did for the screen under it: a press (or a tap) to play at, or where the
/// pointer hovers (`None`: it left).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Touch {
    /// A press released where it began, or any press on a track shown whole.
    Press(f64, f64),
    /// The pointer hovers there, unpressed.
    Hover(Option<(f64, f64)>),
}

/// What the showing board's camera keeps in view, as its screen says ([`super::play_focus`],
/// the room's and the replay's).
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Focus {
    /// What must show: the options to choose from (else the cars).
    pub(crate) needed: Vec<Point>,
    /// What should show when it fits: the cars.
    pub(crate) wanted: Vec<Point>,
    /// The points two moves ahead: from every option, and along the present velocity.
    pub(crate) ahead: (Vec<Point>, Vec<Point>),
    /// At speed on the play screen, what to keep in view, most wanted first.
    pub(crate) tiers: Option<super::camera::Tiers>,
    /// The finish, for the overview before the first placement on a fresh track.
    pub(crate) finish: Vec<Point>,
}

/// Handles a pointer or the wheel on the board whose camera is `camera`: pans, pinches and
/// zooms it, and says what the screen under it is to do with a tap or a hover.
#[inline(never)]
pub(crate) fn input(
    camera: Option<&mut Camera>,
    g: &mut Gesture,
    input: BoardInput,
) -> (Vec<Effect>, Option<Touch>) {
    let Some(camera) = camera.filter(|c| c.active()) else {
        // The whole track shows at a comfortable step: a press plays at once.
        return match input {
            BoardInput::Down { x, y, .. } => (Vec::new(), Some(Touch::Press(x, y))),
            BoardInput::Move { x, y, .. } => (Vec::new(), Some(Touch::Hover(Some((x, y))))),
            BoardInput::Leave => (Vec::new(), Some(Touch::Hover(None))),
            _ => (Vec::new(), None),
        };
    };
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
                    g.pinch = Some(Pinch::new(*a, *b));
                }
                [] => {}
            }
            (vec![Effect::PreventDefault], None)
        }
        BoardInput::Move { id, x, y } => {
            let Some(slot) = g.pressed.iter().position(|&(p, _)| p == id) else {
                return (Vec::new(), Some(Touch::Hover(Some((x, y)))));
            };
            let last = g.pressed[slot].1;
            g.pressed[slot].1 = (x, y);
            if let (Some(pinch), [(_, a), (_, b), ..]) = (g.pinch.as_mut(), g.pressed.as_slice()) {
                let (factor, mid, (dx, dy)) = pinch.moved(*a, *b);
                if let Some(factor) = factor {
                    camera.zoom_by(factor, Some(mid));
                }
                camera.pan_by(dx, dy);
                return (Vec::new(), None);
            }
            if let Some(p) = g.press.as_mut().filter(|p| p.id == id) {
                let (sx, sy) = p.start;
                p.panning |= (x - sx).hypot(y - sy) > SLOP;
                if p.panning {
                    camera.pan_by(x - last.0, y - last.1);
                }
            }
            (Vec::new(), None)
        }
        BoardInput::Up { id, x, y } => {
            g.pressed.retain(|&(p, _)| p != id);
            if g.pressed.len() < 2 {
                g.pinch = None;
            }
            match g.press.take() {
                Some(p) if p.id == id && !p.panning => (Vec::new(), Some(Touch::Press(x, y))),
                other => {
                    g.press = other.filter(|p| p.id != id);
                    (Vec::new(), None)
                }
            }
        }
        BoardInput::Cancel { id } => {
            g.pressed.retain(|&(p, _)| p != id);
            g.pinch = None;
            g.press = None;
            (Vec::new(), None)
        }
        BoardInput::Leave => (Vec::new(), Some(Touch::Hover(None))),
        BoardInput::Wheel { x, y, delta } => {
            if !delta.is_finite() {
                return (Vec::new(), None);
            }
            camera.zoom_by((-delta.clamp(-200.0, 200.0) / 300.0).exp(), Some((x, y)));
            (vec![Effect::PreventDefault], None)
        }
    }
}

/// Two fingers on a canvas (the board's, the editor's): their middle and distance when last
/// seen.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Pinch {
    mid: (f64, f64),
    dist: f64,
}

impl Pinch {
    /// Fingers down at `a` and `b`.
    pub(crate) fn new(a: (f64, f64), b: (f64, f64)) -> Pinch {
        Pinch {
            mid: middle(a, b),
            dist: distance(a, b),
        }
    }

    /// The fingers now at `a` and `b`: the zoom factor since last seen (`None` when the fingers
    /// are too close to tell), their middle now (to zoom around), and how far it moved (to pan).
    pub(crate) fn moved(
        &mut self,
        a: (f64, f64),
        b: (f64, f64),
    ) -> (Option<f64>, (f64, f64), (f64, f64)) {
        let now = Pinch::new(a, b);
        let factor = (self.dist > 1.0 && now.dist > 1.0).then(|| now.dist / self.dist);
        let pan = (now.mid.0 - self.mid.0, now.mid.1 - self.mid.1);
        *self = now;
        (factor, now.mid, pan)
    }
}

fn middle(a: (f64, f64), b: (f64, f64)) -> (f64, f64) {
    ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0)
}

fn distance(a: (f64, f64), b: (f64, f64)) -> f64 {
    (a.0 - b.0).hypot(a.1 - b.1)
}

/// After every message: the camera keeps what the player must see in view (the options to
/// choose from, and the cars), and glides one frame on a tick. A watched solver shows the
/// whole track (its search spreads over all of it); back on the game, the camera follows the
/// car again at the default step.
pub(crate) fn follow(
    camera: &mut Camera,
    g: &mut Gesture,
    screen: Screen,
    focus: Focus,
    reduced_motion: bool,
    now_ms: Option<f64>,
) {
    let before = g.screen.replace(screen);
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
    match &focus.tiers {
        Some(tiers) => camera.follow_tiers(tiers, reduced_motion),
        None => {
            let needed = look_ahead(camera, focus.needed, &focus.ahead);
            camera.follow(&needed, &focus.wanted, reduced_motion);
        }
    }
    // Once, when this follow was the track's first (it may wait for the board's size).
    if fresh && !camera.fresh() && !reduced_motion {
        camera.overview_from(&focus.finish);
    }
    if let Some(now) = now_ms {
        camera.tick(now);
    }
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

/// The camera's zoom and whole-track buttons.
pub(crate) fn control(camera: &mut Camera, focus: Focus, c: super::msg::Control) {
    use super::msg::Control;
    let needed = look_ahead(camera, focus.needed, &focus.ahead);
    match c {
        Control::ZoomIn => camera.zoom_by(super::camera::ZOOM_STEP, None),
        Control::ZoomOut => camera.zoom_by(1.0 / super::camera::ZOOM_STEP, None),
        Control::WholeTrack => camera.toggle_whole(),
        _ => {}
    }
    // The car is followed again from the new step.
    camera.refollow();
    match &focus.tiers {
        Some(tiers) => camera.follow_tiers(tiers, true),
        None => camera.follow(&needed, &focus.wanted, true),
    }
}

/// The board's keys: `+` and `-` zoom when the camera shows a part of the track; Escape leaves
/// full screen first.
pub(crate) fn key_control(
    camera: Option<&Camera>,
    full_screen: bool,
    k: &super::msg::KeyInput,
) -> Option<super::msg::Control> {
    use super::msg::Control;
    let active = camera.is_some_and(Camera::active);
    match k.key.as_str() {
        "Escape" if full_screen => Some(Control::FullScreen),
        "+" | "=" if active => Some(Control::ZoomIn),
        "-" | "_" if active => Some(Control::ZoomOut),
        _ => None,
    }
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
    pub whole_label: String,
    /// Whether the full-screen button shows (a part of the track shows, or a phone).
    pub full_screen_button: bool,
    /// Whether the board fills the screen.
    pub full_screen: bool,
    /// The full-screen button's label.
    pub full_screen_label: String,
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
        whole_label: model.app.words.get(match (camera.wide(), race) {
            (false, _) => "camera-whole",
            (true, false) => "camera-follow-car",
            (true, true) => "camera-follow-cars",
        }),
        full_screen_button: camera.active()
            || model.app.device.touch
            || model.app.device.full_screen,
        full_screen: model.app.device.full_screen,
        full_screen_label: model.app.words.get(if model.app.device.full_screen {
            "camera-full-screen-exit"
        } else {
            "camera-full-screen"
        }),
    }
}
