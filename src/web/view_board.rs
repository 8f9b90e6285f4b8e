//! The board's input and its camera buttons: pointers and the wheel on the game canvas become
//! [`BoardInput`]s, the zoom and full-screen buttons controls; full screen is asked of the
//! browser where it has the Fullscreen API. Copies [`CameraView`] in; decides nothing.

use std::rc::Rc;

use wasm_bindgen::JsValue;
use web_sys::{Document, Event, EventTarget, HtmlElement, MouseEvent, PointerEvent, WheelEvent};

use crate::ui::board_input::{BoardInput, CameraView};
use crate::ui::{Control, Msg};

use super::Shell;
use super::dom::{by_id, set_attr, set_text, show};
use super::events::{listen, listen_capture};

/// How long after a tap on the board (ms) the browser's click that follows it may come.
const TAP_CLICK_MS: f64 = 800.0;

/// How far from the tap (CSS pixels) that click may land.
const TAP_SLOP_PX: f64 = 24.0;

/// The camera's buttons.
pub struct BoardDom {
    body: HtmlElement,
    canvas: HtmlElement,
    zoom_buttons: HtmlElement,
    zoom_in: HtmlElement,
    zoom_out: HtmlElement,
    whole: HtmlElement,
    full_screen: HtmlElement,
}

impl BoardDom {
    /// Finds the elements.
    pub fn new(d: &Document) -> Result<BoardDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(BoardDom {
            body: d.body().ok_or_else(|| super::dom::error(&"no body"))?,
            canvas: l.get("game-canvas"),
            zoom_buttons: l.get("zoom-buttons"),
            zoom_in: l.get("zoom-in"),
            zoom_out: l.get("zoom-out"),
            whole: l.get("whole-track"),
            full_screen: l.get("full-screen"),
        })
    }

    /// Copies the view in (`None`: no board on this screen).
    pub fn render(&self, view: Option<&CameraView>) {
        let full = view.is_some_and(|v| v.full_screen);
        if full != self.body.has_attribute("data-full-screen") {
            if full {
                set_attr(&self.body, "data-full-screen", "");
            } else {
                let _ = self.body.remove_attribute("data-full-screen");
            }
        }
        if let Some(v) = view {
            self.render_camera(v);
        }
    }

    /// The camera's buttons. The rest, out of line so that the wasm split can leave it out of the menu's part.
    #[inline(never)]
    fn render_camera(&self, v: &CameraView) {
        show(&self.zoom_buttons, v.active);
        let camera = match (v.active, v.moving) {
            (false, _) => "whole",
            (true, false) => "still",
            (true, true) => "moving",
        };
        set_attr(&self.canvas, "data-camera", camera);
        set_attr(
            &self.zoom_in,
            "aria-disabled",
            if v.zoom_in { "false" } else { "true" },
        );
        set_attr(
            &self.zoom_out,
            "aria-disabled",
            if v.zoom_out { "false" } else { "true" },
        );
        set_text(&self.whole, &v.whole_label);
        show(&self.full_screen, v.full_screen_button);
        set_text(&self.full_screen, &v.full_screen_label);
        set_attr(
            &self.full_screen,
            "aria-pressed",
            if v.full_screen { "true" } else { "false" },
        );
    }
}

/// Asks the browser for full screen, or to leave it (the board fills the window either way).
pub fn full_screen(d: &Document, on: bool) {
    if on {
        if d.fullscreen_enabled() && d.fullscreen_element().is_none() {
            if let Some(root) = d.document_element() {
                // A refusal (no user gesture, an embedding frame) leaves the window-filling board.
                let _ = root.request_fullscreen();
            }
        }
    } else if d.fullscreen_element().is_some() {
        d.exit_fullscreen();
    }
}

/// Wires the canvas's pointers and wheel, the camera's buttons and the full-screen changes.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    for (id, control) in [
        ("zoom-in", Control::ZoomIn),
        ("zoom-out", Control::ZoomOut),
        ("whole-track", Control::WholeTrack),
        ("full-screen", Control::FullScreen),
    ] {
        let button: EventTarget = by_id(&d, id)?;
        listen(shell, &button, "click", move |s, _: Event| {
            s.dispatch(Msg::Control(control));
        })?;
    }
    let canvas = shell.game_view.canvas.clone();
    let target: EventTarget = canvas.clone().into();
    let at = |e: &PointerEvent| (f64::from(e.offset_x()), f64::from(e.offset_y()));
    let pressed = canvas.clone();
    listen(shell, &target, "pointerdown", move |s, e: PointerEvent| {
        e.prevent_default();
        // A drag that leaves the canvas keeps panning it.
        let _ = pressed.set_pointer_capture(e.pointer_id());
        let (x, y) = at(&e);
        let id = e.pointer_id();
        s.dispatch(Msg::Board(BoardInput::Down { id, x, y }));
    })?;
    listen(shell, &target, "pointermove", move |s, e: PointerEvent| {
        let (x, y) = at(&e);
        let id = e.pointer_id();
        s.dispatch(Msg::Board(BoardInput::Move { id, x, y }));
    })?;
    listen(shell, &target, "pointerup", move |s, e: PointerEvent| {
        let (x, y) = at(&e);
        let id = e.pointer_id();
        if e.pointer_type() == "touch" {
            s.last_tap.set(Some((
                s.now(),
                f64::from(e.client_x()),
                f64::from(e.client_y()),
            )));
        }
        s.dispatch(Msg::Board(BoardInput::Up { id, x, y }));
    })?;
    listen(shell, &target, "pointercancel", |s, e: PointerEvent| {
        let id = e.pointer_id();
        s.dispatch(Msg::Board(BoardInput::Cancel { id }));
    })?;
    // A tap's move is made on its pointer's release, and the end-of-game box may open where
    // the finger is: the click the browser sends after the touch would press the box's button
    // under it (a win tapped on a phone went straight back to the levels). That click, the
    // first within a moment of a tap on the board and where it was, is dropped before anything
    // sees it; the board needs no click of its own.
    let window: EventTarget = shell.window.clone().into();
    listen_capture(shell, &window, "click", |s, e: MouseEvent| {
        let Some((at, x, y)) = s.last_tap.take() else {
            return;
        };
        let near = (f64::from(e.client_x()) - x).abs() <= TAP_SLOP_PX
            && (f64::from(e.client_y()) - y).abs() <= TAP_SLOP_PX;
        if near && s.now() - at <= TAP_CLICK_MS {
            e.prevent_default();
            e.stop_immediate_propagation();
        }
    })?;
    listen(shell, &target, "pointerleave", |s, _: PointerEvent| {
        s.dispatch(Msg::Board(BoardInput::Leave));
    })?;
    listen(shell, &target, "wheel", |s, e: WheelEvent| {
        // Lines and pages become CSS pixels (a line is about 16 px).
        let unit = match e.delta_mode() {
            1 => 16.0,
            2 => 400.0,
            _ => 1.0,
        };
        let (x, y) = (f64::from(e.offset_x()), f64::from(e.offset_y()));
        let delta = e.delta_y() * unit;
        if s.dispatch(Msg::Board(BoardInput::Wheel { x, y, delta })) {
            e.prevent_default();
        }
    })?;
    let document: EventTarget = d.clone().into();
    listen(shell, &document, "fullscreenchange", |s, _: Event| {
        if s.document.fullscreen_element().is_none() {
            s.dispatch(Msg::FullScreenLeft);
        }
    })?;
    Ok(())
}
