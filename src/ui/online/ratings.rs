//! What a finished game did to your rating, in words: "Your rating: 1500? → 1662? (+162)",
//! with what the "?" of a provisional rating means, or that the game was unrated.

use crate::ui::i18n::Words;
use racetrack_api::{GameState, GameView};

/// The words for you (a seated player) once the game is over; `None` for a spectator or
/// before the end.
pub fn words(w: &Words, game: &GameView) -> Option<String> {
    if game.state != GameState::Over {
        return None;
    }
    game.cars.get(game.you?)?;
    if !game.rated {
        return Some(w.get("rating-unrated"));
    }
    let Some(change) = yours(game) else {
        return Some(w.get("rating-pending"));
    };
    let mut words = format!("{}.", change_words(w, change));
    if change.provisional || change.was_provisional {
        words += &w.get("rating-provisional");
    }
    Some(words)
}

/// "Your rating: 1500? → 1662? (+162)": the change alone (the room's bar says only this).
pub fn change_words(w: &Words, change: &racetrack_api::RatingChange) -> String {
    let mark = |provisional: bool| if provisional { "?" } else { "" };
    let delta = change.after - change.before;
    let sign = match delta {
        d if d > 0 => "+",
        d if d < 0 => "−",
        _ => "±",
    };
    w.with(
        "rating-change",
        &[
            (
                "before",
                format!("{}{}", change.before, mark(change.was_provisional)).into(),
            ),
            (
                "after",
                format!("{}{}", change.after, mark(change.provisional)).into(),
            ),
            ("delta", format!("{sign}{}", delta.abs()).into()),
        ],
    )
}

/// Your rating's change in `game`, once over and applied.
pub fn yours(game: &GameView) -> Option<&racetrack_api::RatingChange> {
    let you = game.cars.get(game.you?)?;
    game.ratings.iter().find(|r| r.name == you.name)
}
