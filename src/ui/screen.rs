//! What every screen's state answers the dispatcher, whatever the screen: its board on the
//! canvas, what the board's camera keeps in view, whether it needs the clock's frames while it
//! shows, and what it does when it is left. The dispatcher resolves the screen showing once
//! ([`super::model::Model::showing`]) and asks it through this trait; a screen's messages are
//! handed to its own functions, which take its state and the shared [`super::app::App`].

use super::board::Board;
use super::board_input::Focus;
use super::model::Screen;
use super::msg::Effect;

/// A screen's state, as the dispatcher sees it.
pub(crate) trait ScreenState {
    /// The board it shows on the canvas, if any.
    fn board(&self) -> Option<&Board> {
        None
    }

    /// See [`ScreenState::board`].
    fn board_mut(&mut self) -> Option<&mut Board> {
        None
    }

    /// What its board's camera keeps in view while it shows as `screen` (one state may serve
    /// two screens: the game and its solver).
    fn focus(&self, _screen: Screen) -> Focus {
        Focus::default()
    }

    /// Whether it needs the clock's frames while it shows (an animation of its own).
    fn needs_tick(&self) -> bool {
        false
    }

    /// The page goes from its screen to `to`: what it does on leaving.
    fn leave(&mut self, _to: Screen) -> Vec<Effect> {
        Vec::new()
    }
}
