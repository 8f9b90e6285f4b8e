//! The page's dispatcher: the only code that holds the whole [`Model`]. Every message is
//! handed to the screen it is for ([`handle`]), with the shared [`super::app::App`]; a screen
//! changes its own state and the `App`, and asks for anything beyond with a
//! [`super::app::Command`], carried out here after its turn. Here too: the addresses
//! ([`navigate`]), the board showing ([`showing`]), the clock's frames ([`frame`]), the buttons
//! and keys ([`controls`]), and what happens after every message and on leaving a screen.

mod controls;
mod frame;
mod handle;
pub(crate) mod navigate;
mod showing;

use super::app::Command;
use super::model::{Model, Screen};
use super::msg::{Effect, Msg};
use super::route::{Place, Route};
use navigate::{go, open_route, open_text};

/// Applies `msg` to `model` and returns what the outside world must do.
pub fn update(model: &mut Model, msg: Msg) -> Vec<Effect> {
    // A frame moves no solo car: the run is looked at after the other messages only.
    let frame = match msg {
        Msg::Tick { now_ms, .. } => Some(now_ms),
        _ => None,
    };
    let was = model.screen();
    let route = model.app.route.clone();
    let play = super::play_hooks::before(&model.play, &model.app);
    // A key, or a pointer let go on the board, ends the overview (after it acted on what it
    // saw: a tap is read where the board stood when it was pressed and let go).
    let input = matches!(
        msg,
        Msg::Key(_) | Msg::Board(super::board_input::BoardInput::Up { .. })
    );
    let mut effects = handle::handle(model, msg);
    effects.extend(carry_out(model));
    if input {
        if let Some(camera) = model.camera_mut() {
            camera.skip_overview();
        }
    }
    if model.app.route != route {
        effects.extend(left(model, was));
    }
    effects.extend(after(model, play, frame));
    if frame.is_none() {
        effects.extend(super::first_paint::keep(model));
    }
    effects
}

/// After every message: each screen's own follow-up (the game's sounds and keeps, the camera,
/// the online screens' wake-ups, the editor's decor kept).
fn after(model: &mut Model, play: super::play_hooks::Before, frame: Option<f64>) -> Vec<Effect> {
    let mut effects =
        super::play_hooks::after(&mut model.play, &mut model.app, play, frame.is_some());
    showing::follow(model, frame);
    super::box_place::keep_hint(&mut model.play, &model.app);
    effects.extend(showing::leave_full_screen(model));
    effects.extend(super::online::room::wake(&mut model.room));
    effects.extend(super::online::after(&mut model.online, &mut model.app));
    effects.extend(super::tournaments::wake(
        &mut model.tournaments,
        &mut model.app,
    ));
    effects.extend(super::tournaments::live::keep(
        &mut model.tournaments,
        &model.app,
    ));
    if frame.is_none() {
        if let (Screen::Play, Some(s)) = (model.screen(), model.play.session.as_ref()) {
            let draft_name = model.editing.as_ref().map(|e| e.name.as_str());
            effects.extend(super::my_tracks::keep(&mut model.app, s, draft_name));
        }
        if let Some(e) = model.editing.as_mut() {
            effects.extend(super::editor::keep_decor(e, &model.app.words));
        }
    }
    effects
}

/// The page left screen `was` for another address: what each screen does on leaving. Every
/// screen and every track opens at its top, its main controls in view (the menu may have been
/// scrolled down to its paste box or the editor's button, a phone down to the win box before
/// Next level).
fn left(model: &mut Model, was: Screen) -> Vec<Effect> {
    let now = model.screen();
    let mut effects = vec![Effect::ScrollToTop];
    // A player's profile belongs to the page it was opened on (it covered the next game's
    // clock).
    model.profile = None;
    if was != now {
        if let Some(state) = model.state_mut(was) {
            effects.extend(state.leave(now));
        }
    }
    effects
}

/// Carries out what the screens asked of the page beyond their own state, until nothing is
/// left asked (a command's screen may ask for another: it is not left for the next message).
fn carry_out(model: &mut Model) -> Vec<Effect> {
    let mut effects = Vec::new();
    loop {
        let asked = std::mem::take(&mut model.app.commands);
        if asked.is_empty() {
            break;
        }
        for command in asked {
            match command {
                Command::OpenRoute(route) => effects.extend(open_route(model, route)),
                Command::Go(route) => effects.extend(go(model, route)),
                Command::WatchRecord { name, text } => {
                    effects.extend(watch_record(model, &name, &text, None));
                }
                Command::OpenText {
                    what,
                    bytes,
                    origin,
                } => effects.extend(open_text(model, &what, &bytes, origin)),
                Command::EditTrack => effects.extend(edit_track(model)),
                Command::ShowGame(game) => {
                    let route = Route::Online(Some((game.id.clone(), None)));
                    effects.extend(go(model, route));
                    let room = &mut model.room;
                    effects.extend(super::online::room::created(room, &mut model.app, *game));
                }
                Command::PlayerMade { refusal } => {
                    let room = &mut model.room;
                    effects.extend(super::online::room::player_made(
                        room,
                        &mut model.app,
                        refusal,
                    ));
                }
                Command::OnlineHome { note } => {
                    effects.extend(go(model, Route::Online(None)));
                    model.online.note = Some(note);
                }
            }
        }
    }
    effects
}

/// Opens the replay viewer on a record (the viewer keeps the one it had when this one does not
/// read).
pub(crate) fn watch_record(
    model: &mut Model,
    name: &str,
    text: &str,
    from_link: Option<&str>,
) -> Vec<Effect> {
    let (replay, effects) = super::replay::open(&mut model.app, name, text, from_link);
    if replay.is_some() {
        model.replay = replay;
    }
    effects
}

/// The game's Edit button: the open track goes into the editor as one undoable step (the
/// previous draft comes back with Undo); from a test drive, back to the editor unchanged.
pub(crate) fn edit_track(model: &mut Model) -> Vec<Effect> {
    let Some(s) = model.play.session.as_ref() else {
        return go(model, Route::Edit);
    };
    if s.place == Place::Draft {
        return go(model, Route::Edit);
    }
    let (grid, elements, title, decor, rules) = (
        s.game.track().grid().clone(),
        s.game.track().elements().to_string(),
        s.title.clone(),
        s.board.decor.clone(),
        s.game.rules(),
    );
    let mut effects = super::editor::ensure(&mut model.editing, &mut model.app);
    if let Some(e) = model.editing.as_mut() {
        e.edit_copy(&model.app.words, (&title, rules), grid, &elements, decor);
    }
    effects.extend(go(model, Route::Edit));
    effects
}
