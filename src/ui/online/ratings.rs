//! What a finished game did to your rating, in words: "Your rating: 1500? → 1662? (+162)",
//! with what the "?" of a provisional rating means, or that the game was unrated.

use racetrack_api::{GameState, GameView};

/// The words for you (a seated player) once the game is over; `None` for a spectator or
/// before the end.
pub fn words(game: &GameView) -> Option<String> {
    if game.state != GameState::Over {
        return None;
    }
    game.cars.get(game.you?)?;
    if !game.rated {
        return Some("An unrated game: no rating changed.".into());
    }
    let Some(change) = yours(game) else {
        return Some("A rated game: your new rating is being worked out.".into());
    };
    let mut words = format!("{}.", change_words(change));
    if change.provisional || change.was_provisional {
        words += " “?”: provisional, still settling after few rated games, so it moves a lot.";
    }
    Some(words)
}

/// "Your rating: 1500? → 1662? (+162)": the change alone (the room's bar says only this).
pub fn change_words(change: &racetrack_api::RatingChange) -> String {
    let mark = |provisional: bool| if provisional { "?" } else { "" };
    let delta = change.after - change.before;
    let sign = match delta {
        d if d > 0 => "+",
        d if d < 0 => "−",
        _ => "±",
    };
    format!(
        "Your rating: {}{} → {}{} ({sign}{})",
        change.before,
        mark(change.was_provisional),
        change.after,
        mark(change.provisional),
        delta.abs()
    )
}

/// Your rating's change in `game`, once over and applied.
pub fn yours(game: &GameView) -> Option<&racetrack_api::RatingChange> {
    let you = game.cars.get(game.you?)?;
    game.ratings.iter().find(|r| r.name == you.name)
}
