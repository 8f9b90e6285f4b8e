//! What the canvas shows, as plain data read from the model: the board of the screen showing
//! (a game, a watched solver, a replay, an online room) or the editor's grid, or nothing.

use super::model::{Model, Screen};
use super::solver;

/// Everything the canvas shows. The shell paints it when it differs from the one it painted
/// last: that comparison is the one place where redrawing is decided.
#[derive(Clone, Debug, PartialEq)]
pub enum Canvas {
    /// No canvas on this screen (the menu).
    Hidden,
    /// The board of a game, a watched solver or a replay, laid out by `geometry`.
    Board {
        /// The layers and shapes.
        scene: super::scene::Scene,
        /// The layout.
        geometry: super::geometry::Geometry,
        /// The theme's version (the painter's colours follow the theme).
        theme: u64,
    },
    /// The editor's grid.
    Editor {
        /// The editor's layers and shapes, and its camera.
        scene: super::editor::scene::EditorScene,
        /// The theme's version.
        theme: u64,
    },
}

/// What the canvas shows now.
pub fn canvas(model: &Model) -> Canvas {
    let theme = model.theme_version();
    match model.screen() {
        Screen::Menu => Canvas::Hidden,
        Screen::Editor => match super::editor::scene::scene(model) {
            Some(scene) => Canvas::Editor { scene, theme },
            None => Canvas::Hidden,
        },
        Screen::Online
        | Screen::Leaderboard
        | Screen::Help
        | Screen::Tracks
        | Screen::Tournaments => Canvas::Hidden,
        Screen::Play | Screen::Solver | Screen::Replay | Screen::OnlineGame => Canvas::Board {
            scene: scene(model),
            geometry: model.geometry(),
            theme,
        },
    }
}

/// The board's layers and shapes now.
pub fn scene(model: &Model) -> super::scene::Scene {
    match model.screen() {
        Screen::Menu
        | Screen::Editor
        | Screen::Online
        | Screen::Leaderboard
        | Screen::Help
        | Screen::Tracks
        | Screen::Tournaments => super::scene::Scene::default(),
        Screen::OnlineGame => super::online::room::scene(&model.room, &model.app),
        Screen::Play => super::play_scene::scene(&model.play, &model.app),
        Screen::Solver => solver::scene(&model.play, &model.app),
        Screen::Replay => super::replay::scene(model),
    }
}
