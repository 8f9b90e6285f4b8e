//! Keys still driving after a win by the keyboard. The win box puts the focus in the record's
//! name field (on a screen with a keyboard), or on its main button (Retry, Next level), and a
//! player pressing digits or Enter in quick succession, as the last moves were played, would
//! type them into the name, send it, or press the button (the box gone before it was read). A
//! driving key (a digit, Enter, Space) on a field or a button within [`MOMENTUM_MS`] of the key
//! that won, or of the last key swallowed so, is the driver's: it does nothing. A pause or any
//! other key ends that.

use super::board_keys;
use super::model::Play;
use super::msg::{KeyInput, Target};

/// How soon after the last driving key another one still counts as driving.
pub const MOMENTUM_MS: u64 = 600;

/// A digit, Enter or Space: the keys that play a move on the board.
fn drives(k: &KeyInput) -> bool {
    board_keys::digit_of(k).is_some() || matches!(k.key.as_str(), "Enter" | " ")
}

/// After `k` was handled on the board: when it won the game (`won_before`: whether it was won
/// before), the keys right after it may still be driving.
pub(crate) fn after_board_key(play: &mut Play, k: &KeyInput, won_before: bool) {
    if let Some(s) = &mut play.session {
        let won = matches!(s.game.state(), racetrack::game::State::Won { .. });
        if won && !won_before {
            s.driving_until = Some(k.at_ms + MOMENTUM_MS);
        }
    }
}

/// A key on the play screen: whether it is a driving key on a field or a button that came too
/// soon after the win to be meant for it (then it is swallowed, and the time runs on from it);
/// any other key ends the window.
pub(crate) fn swallow(play: &mut Play, k: &KeyInput) -> bool {
    let Some(s) = &mut play.session else {
        return false;
    };
    let Some(until) = s.driving_until else {
        return false;
    };
    let typed_on = matches!(k.target, Target::Field | Target::Button);
    if !typed_on || k.modifier || !drives(k) || k.at_ms > until {
        s.driving_until = None;
        return false;
    }
    s.driving_until = Some(k.at_ms + MOMENTUM_MS);
    true
}
