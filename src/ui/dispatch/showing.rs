//! The board of the screen showing, for the page's dispatcher: what its camera keeps in view
//! (each screen says: [`super::play_focus`], the room's, the replay's), a tap or a hover handed
//! to its screen, its camera's buttons and keys, and full screen.

use crate::ui::board_input::{self, Focus, Touch};
use crate::ui::model::{Model, Screen};
use crate::ui::msg::{Control, Effect, Focus as FocusTarget, KeyInput};

/// What the showing board's camera keeps in view.
fn focus(model: &Model) -> Focus {
    let screen = model.screen();
    model
        .showing()
        .map(|state| state.focus(screen))
        .unwrap_or_default()
}

/// A pointer or the wheel on the board.
pub(crate) fn input(model: &mut Model, input: board_input::BoardInput) -> Vec<Effect> {
    let mut gesture = std::mem::take(&mut model.app.device.gesture);
    let camera = model.board_mut().map(|b| &mut b.camera);
    let (mut effects, touch) = board_input::input(camera, &mut gesture, input);
    model.app.device.gesture = gesture;
    match touch {
        Some(Touch::Press(x, y)) => effects.extend(press(model, x, y)),
        Some(Touch::Hover(at)) if model.screen() == Screen::Play || at.is_none() => {
            crate::ui::play::pointer_move(&mut model.play, at);
        }
        Some(Touch::Hover(_)) | None => {}
    }
    effects
}

/// A press (or a tap) at (x, y): plays the option there on the play screen and in the room.
fn press(model: &mut Model, x: f64, y: f64) -> Vec<Effect> {
    match model.screen() {
        Screen::Play => crate::ui::play::pointer_down(&mut model.play, &mut model.app, x, y),
        Screen::OnlineGame => {
            crate::ui::online::room::pointer_down(&mut model.room, &mut model.app, x, y)
        }
        Screen::Solver => {
            crate::ui::solver::say_watching(&mut model.play, &mut model.app);
            Vec::new()
        }
        _ => Vec::new(),
    }
}

/// After every message: the camera follows what its screen must show.
pub(crate) fn follow(model: &mut Model, now_ms: Option<f64>) {
    let screen = model.screen();
    let focus = focus(model);
    let reduced_motion = model.app.device.reduced_motion;
    let mut gesture = std::mem::take(&mut model.app.device.gesture);
    if let Some(board) = model.board_mut() {
        board_input::follow(
            &mut board.camera,
            &mut gesture,
            screen,
            focus,
            reduced_motion,
            now_ms,
        );
    }
    model.app.device.gesture = gesture;
}

/// The camera's buttons and full screen.
pub(crate) fn control(model: &mut Model, c: Control) -> Vec<Effect> {
    if c == Control::FullScreen {
        model.app.device.full_screen = !model.app.device.full_screen;
        model.relayout();
        return vec![
            Effect::FullScreen(model.app.device.full_screen),
            Effect::Focus(FocusTarget::Canvas),
        ];
    }
    let focus = focus(model);
    if let Some(board) = model.board_mut() {
        board_input::control(&mut board.camera, focus, c);
    }
    Vec::new()
}

/// The board's keys (zoom, Escape out of full screen), when one acts.
pub(crate) fn key(model: &mut Model, k: &KeyInput) -> Option<Vec<Effect>> {
    let c = board_input::key_control(model.camera(), model.app.device.full_screen, k)?;
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
