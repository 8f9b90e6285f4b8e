//! The game screen's back button: to the levels, to the editor after a draft's test drive, or
//! to the online room or the game a replay was opened from.

use super::model::{Model, Screen};

/// Where the game screen's back button goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BackTo {
    /// The levels ("← Levels").
    Levels,
    /// The editor, from a test drive of its draft ("← Editor").
    Editor,
    /// The online game's room, or the game on the play screen, a replay was opened from
    /// ("← Game").
    Room,
}

/// Where the back button goes on the screen `model` shows.
pub(crate) fn back_to(model: &Model) -> BackTo {
    let draft =
        (model.play.session.as_ref()).is_some_and(|s| s.place == super::route::Place::Draft);
    match model.screen() {
        Screen::Replay if model.replay.as_ref().is_some_and(|r| r.room.is_some()) => BackTo::Room,
        Screen::Replay => BackTo::Levels,
        _ if draft => BackTo::Editor,
        _ => BackTo::Levels,
    }
}
