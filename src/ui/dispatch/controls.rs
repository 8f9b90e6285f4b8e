//! The buttons and keys: the page's own (the menu, the editor, a level, the error banner), the
//! board's (zoom, full screen), and each screen's, handed to it.

use super::navigate::go;
use crate::ui::model::{Model, Screen};
use crate::ui::msg::{Control, Effect, KeyInput, Target};
use crate::ui::route::{Place, Route};

/// Keys: what each screen does with them.
#[inline(never)]
pub(super) fn key(model: &mut Model, k: &KeyInput) -> Vec<Effect> {
    if model.screen() == Screen::Editor {
        return match model.editing.as_mut() {
            Some(e) => crate::ui::editor::key(e, &mut model.app, k),
            None => Vec::new(),
        };
    }
    if model.screen() == Screen::Play && crate::ui::driving_keys::swallow(&mut model.play, k) {
        return vec![Effect::PreventDefault];
    }
    if k.modifier || k.target == Target::Field {
        return Vec::new();
    }
    if let Some(effects) = super::showing::key(model, k) {
        return effects;
    }
    let escape = k.key == "Escape";
    match model.screen() {
        Screen::Menu | Screen::Editor => Vec::new(),
        Screen::OnlineGame if escape => go(model, Route::Online(None)),
        Screen::Tracks if escape && model.collection.page.is_some() => {
            go(model, Route::Tracks(None))
        }
        Screen::Tournaments if escape && model.tournaments.page.is_some() => {
            go(model, Route::Tournaments(None))
        }
        Screen::Replay if escape => go(model, replay_back(model)),
        Screen::Online
        | Screen::Leaderboard
        | Screen::Help
        | Screen::Tracks
        | Screen::Tournaments
            if escape =>
        {
            go(model, Route::Menu)
        }
        Screen::Online
        | Screen::Leaderboard
        | Screen::Help
        | Screen::Tracks
        | Screen::Tournaments => Vec::new(),
        Screen::OnlineGame => crate::ui::online::room::key(&mut model.room, &mut model.app, k),
        Screen::Replay => match model.replay.as_mut() {
            Some(r) => r.key(&model.app, k).unwrap_or_default(),
            None => Vec::new(),
        },
        Screen::Play | Screen::Solver => {
            crate::ui::play_controls::key(&mut model.play, &mut model.app, k)
        }
    }
}

/// A button.
#[inline(never)]
pub(super) fn control(model: &mut Model, c: Control) -> Vec<Effect> {
    match c {
        Control::Menu => go(model, Route::Menu),
        Control::OpenEditor => go(model, Route::Edit),
        Control::BackToRoom => go(model, replay_back(model)),
        Control::ZoomIn | Control::ZoomOut | Control::WholeTrack | Control::FullScreen => {
            super::showing::control(model, c)
        }
        Control::EditTrack => super::edit_track(model),
        Control::OpenLevel(i) => {
            let menu = &model.app.menu;
            let name = match menu.levels.get(i) {
                Some(level) => Some(level.name().to_owned()),
                // A card of the page's markup tapped after the game has started but before the
                // level list has arrived: its level opens when it does.
                None if !menu.loaded => menu.shown.get(i).map(|card| card.name().to_owned()),
                None => None,
            };
            match name {
                Some(name) => go(model, Route::Play(Place::Level(name))),
                None => Vec::new(),
            }
        }
        Control::DismissError => {
            model.app.error = None;
            Vec::new()
        }
        _ => {
            let draft_name = model.editing.as_ref().map(|e| e.name.clone());
            crate::ui::play_controls::control(&mut model.play, &mut model.app, c, draft_name)
        }
    }
}

/// Where the replay's back button and Escape go: the online game's room or the game it was
/// opened from, or the levels.
fn replay_back(model: &Model) -> Route {
    (model.replay.as_ref())
        .and_then(|r| r.room.clone())
        .unwrap_or(Route::Menu)
}
