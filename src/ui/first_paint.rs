//! What the prerendered menu needs from storage at its first paint, before the game has
//! started: each card's best run and medal, the main action, the daily button and the progress
//! line, as the page last showed them on the menu, in its language. The page keeps it in
//! storage ([`FIRST_PAINT_KEY`]) whenever it changes; `www/boot.js` copies it into the
//! prerendered menu of the same language (it decides nothing: the words are the page's).

use serde::Serialize;

use super::Screen;
use super::menu::Card;
use super::model::Model;
use super::msg::Effect;

/// The storage key of the menu's first paint.
pub const FIRST_PAINT_KEY: &str = "racetrack.first-paint";

/// The menu as the page last showed it, for the next first paint.
#[derive(Debug, Serialize)]
struct FirstPaint<'a> {
    /// The language of the words (the prerendered page of another language ignores them).
    lang: &'static str,
    /// The main action's label, detail and address.
    main: Option<super::main_action::MainAction>,
    /// The daily challenge button's words.
    daily: String,
    /// The progress line, once there is a medal.
    progress: Option<String>,
    /// Each card's record.
    cards: Vec<Mark<'a>>,
}

/// A card's record, by its level's file.
#[derive(Debug, Serialize)]
struct Mark<'a> {
    file: &'a str,
    /// "your best 23 · silver", or empty.
    best: &'a str,
    /// `gold`, `silver`, `bronze` or empty.
    medal: &'static str,
    assisted: bool,
    /// The best run's moves (`data-best`).
    moves: Option<u32>,
}

/// Stores the menu's first paint when the menu shows the page's own cards and they changed.
pub(crate) fn keep(model: &mut Model) -> Vec<Effect> {
    let app = &model.app;
    let ready = super::menu::ready(&app.menu, &app.words, app.device.lang);
    if model.screen() != Screen::Menu || !ready || app.menu.levels.is_empty() {
        return Vec::new();
    }
    let cards = super::cards::cards(model);
    let value = snapshot(model, &cards);
    if model.app.menu.first_paint.as_deref() == Some(value.as_str()) {
        return Vec::new();
    }
    model.app.menu.first_paint = Some(value.clone());
    vec![Effect::Store {
        key: FIRST_PAINT_KEY,
        value,
    }]
}

fn snapshot(model: &Model, cards: &[Card]) -> String {
    let app = &model.app;
    let paint = FirstPaint {
        lang: app.words.lang().code(),
        main: super::main_action::of(model, cards),
        daily: super::daily_card::button_words(app),
        progress: super::cards::progress_words(&app.words, cards),
        cards: cards
            .iter()
            .map(|c| Mark {
                file: &c.file,
                best: &c.best_words,
                medal: c.medal.unwrap_or(""),
                assisted: c.assisted,
                moves: c.best,
            })
            .collect(),
    };
    serde_json::to_string(&paint).unwrap_or_default()
}
