//! The menu's one main action, the first thing a returning player sees: continue the run left
//! on a level, else play the first level not won yet (with a medal), else the first not won
//! with gold.

use super::menu::Card;
use super::model::Model;
use super::route::{Place, Route};

/// The main button of the menu.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
pub struct MainAction {
    /// "Continue: Hairpin", "Play: First circuit", "Go for gold: Barto small".
    pub label: String,
    /// "Level 3 of 30 · your run: 5 moves so far", "Level 1 of 30 · not won yet".
    pub detail: String,
    /// The level's address (`#/level/03-hairpin`): opening it resumes a run kept there.
    pub href: String,
}

/// The main action over the level `cards` (in the menu's order); `None` before the levels.
pub fn of(model: &Model, cards: &[Card]) -> Option<MainAction> {
    let levels = &model.app.menu.levels;
    let index_of = |name: &str| levels.iter().position(|l| l.name() == name);
    let href = |i: usize| Route::Play(Place::Level(levels[i].name().to_owned())).to_string();
    let count = cards.len().min(levels.len());
    let words = &model.app.words;
    let place = |i: usize| {
        words.with(
            "main-place",
            &[("number", (i + 1).into()), ("count", count.into())],
        )
    };
    // A run under way on a level: the one on screen before the menu, else the one kept from
    // the last visit (which opening its level resumes).
    let session = model.play.session.as_ref().and_then(|s| {
        let Place::Level(name) = &s.place else {
            return None;
        };
        let moves = s.game.moves();
        (s.game.state() == racetrack::game::State::Playing && moves > 0)
            .then(|| (index_of(name), moves))
    });
    let kept = model.app.kept.resume.as_ref().and_then(|run| {
        let Route::Play(Place::Level(name)) = Route::parse(&run.route) else {
            return None;
        };
        (run.trajectory.len() > 1).then(|| (index_of(&name), run.trajectory.len() - 1))
    });
    if let Some((Some(i), moves)) = session
        .or(kept)
        .filter(|(i, _)| i.is_some_and(|i| i < count))
    {
        return Some(MainAction {
            label: words.with("main-continue", &[("title", (&cards[i].title).into())]),
            detail: words.with(
                "main-run",
                &[("place", place(i).into()), ("moves", moves.into())],
            ),
            href: href(i),
        });
    }
    let unwon = (0..count).find(|&i| cards[i].medal.is_none());
    let short_of_gold = (0..count).find(|&i| cards[i].medal != Some("gold"));
    let (i, verb, detail) = match (unwon, short_of_gold) {
        (Some(i), _) => (i, "main-play", "main-not-won"),
        (None, Some(i)) => (i, "main-gold", "main-best"),
        (None, None) => (0, "main-again", "main-all-gold"),
    };
    (count > 0).then(|| {
        let medal = super::cards::medal_words(words, cards[i].medal.unwrap_or(""));
        MainAction {
            label: words.with(verb, &[("title", (&cards[i].title).into())]),
            detail: words.with(
                detail,
                &[("place", place(i).into()), ("medal", medal.into())],
            ),
            href: href(i),
        }
    })
}
