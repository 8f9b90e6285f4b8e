//! The page's language: the one chosen in the settings (kept), else the first of the browser's
//! languages the page speaks, else English. The page starts with the catalog its bootstrap
//! fetched (its `<html lang>`'s), and fetches another when the language wanted is not that one;
//! choosing one in the settings re-words the whole page once its catalog is here (only the
//! language in use is loaded); `<html lang>` follows. A built site's bootstrap fetches only the
//! part of the catalog a start needs when the page opens on the menu or a level
//! ([`crate::ui::catalog_parts`]); the page then asks for the rest at once, and again at the next
//! screen opened if it could not be had.

use super::app::App;
use super::i18n::{CatalogPart, Lang, StartCatalog, Words};
use super::msg::{Effect, Fetch};

/// The page starts with the browser's `languages` (`navigator.languages`, by preference) and the
/// catalog its bootstrap fetched, if any.
pub(crate) fn started(
    app: &mut App,
    languages: &[String],
    catalog: Option<StartCatalog>,
) -> Vec<Effect> {
    let lang = app
        .settings
        .lang
        .unwrap_or_else(|| Lang::negotiate(languages));
    match catalog {
        Some(given) if given.lang == lang && given.part == CatalogPart::Whole => {
            app.device.lang = lang;
            arrived(app, lang, Ok(given.text))
        }
        // Its start part: the page speaks it and asks for the rest (`switch`); one that does
        // not read is left, and the whole catalog asked for, as for another language.
        Some(given) if given.lang == lang => {
            if let Ok(words) = Words::read_part(lang, &given.text, CatalogPart::Start) {
                app.words = words;
            }
            switch(app, lang)
        }
        _ => switch(app, lang),
    }
}

/// Asks for the rest of the catalog when the words are only its start part and it was not asked
/// for already: at the start, and at each screen opened after it could not be had.
pub(crate) fn ask_rest(app: &mut App) -> Option<Effect> {
    let words = &app.words;
    if !words.is_read()
        || words.is_complete()
        || words.lang() != app.device.lang
        || app.device.catalog_rest_asked
    {
        return None;
    }
    app.device.catalog_rest_asked = true;
    Some(Effect::Fetch {
        url: words.lang().rest_file(),
        what: Fetch::CatalogRest(words.lang()),
    })
}

/// The rest of the catalog arrived (or could not be had): the words are complete, and the page
/// is worded again (what it showed of the rest showed ids). One that could not be had is asked
/// for again at the next screen opened.
pub(crate) fn rest_arrived(
    app: &mut App,
    lang: Lang,
    result: Result<String, String>,
) -> Vec<Effect> {
    app.device.catalog_rest_asked = false;
    if app.words.lang() != lang || app.words.is_complete() {
        return Vec::new();
    }
    let Ok(text) = result else {
        return Vec::new();
    };
    match app.words.add_rest(&text) {
        Ok(()) => vec![Effect::SetLang(lang), worker_words(&app.words)],
        // A rest that does not read: the whole catalog replaces the words when it reads (and
        // the page says so when it does not, as for a language chosen).
        Err(_) => {
            vec![Effect::Fetch {
                url: lang.file(),
                what: Fetch::Catalog(lang),
            }]
        }
    }
}

/// The reader chose `lang` in the settings: kept, and the page re-worded.
pub(crate) fn choose(app: &mut App, lang: Lang) -> Vec<Effect> {
    app.settings.lang = Some(lang);
    let mut effects = vec![Effect::Store {
        key: super::settings::SETTINGS_KEY,
        value: app.settings.to_json(),
    }];
    effects.extend(switch(app, lang));
    effects
}

/// Words the page in `lang`: at once when its words are at hand, else once its catalog has
/// arrived.
fn switch(app: &mut App, lang: Lang) -> Vec<Effect> {
    app.device.lang = lang;
    if app.words.lang() == lang && app.words.is_complete() {
        return vec![Effect::SetLang(lang), worker_words(&app.words)];
    }
    if app.words.lang() == lang && app.words.is_read() {
        // Its start part: the rest is on its way (or asked for again now).
        let mut effects = vec![Effect::SetLang(lang)];
        effects.extend(ask_rest(app));
        return effects;
    }
    if let Some(words) = Words::built_in(lang) {
        app.words = words;
        return vec![Effect::SetLang(lang), worker_words(&app.words)];
    }
    vec![Effect::Fetch {
        url: lang.file(),
        what: Fetch::Catalog(lang),
    }]
}

/// A catalog arrived (or could not be had): the page speaks it if it is still the one wanted;
/// one that does not read leaves the page in the words it has, and says so.
pub(crate) fn arrived(app: &mut App, lang: Lang, result: Result<String, String>) -> Vec<Effect> {
    if app.device.lang != lang {
        return Vec::new();
    }
    match result.and_then(|text| Words::read(lang, &text).map_err(|e| e.to_string())) {
        Ok(words) => {
            app.words = words;
            vec![Effect::SetLang(lang), worker_words(&app.words)]
        }
        Err(why) => {
            let words = app.words.with(
                "language-failed",
                &[
                    ("language", lang.endonym().into()),
                    ("why", why.into()),
                    ("current", app.words.lang().endonym().into()),
                ],
            );
            app.error = Some(words);
            Vec::new()
        }
    }
}

/// The service worker's words for a push, in `words`' language (see [`Effect::KeepWorkerWords`]):
/// the templates keep `{title}` and `{round}` for the worker to fill in (a move's, a pairing's
/// and a tournament's begun).
pub(crate) fn worker_words(words: &Words) -> Effect {
    /// What `www/sw.js` reads.
    #[derive(serde::Serialize)]
    struct WorkerWords {
        lang: &'static str,
        title: String,
        title_any: String,
        body: String,
        body_any: String,
        paired_title: String,
        paired_body: String,
        started_title: String,
        started_body: String,
    }
    let kept = WorkerWords {
        lang: words.lang().code(),
        title: words.with("online-your-move-in", &[("game", "{title}".into())]),
        title_any: words.get("push-title-any"),
        body: words.with("push-round-waits", &[("round", "{round}".into())]),
        body_any: words.get("push-game-waits"),
        paired_title: words.with("push-paired-title", &[("name", "{title}".into())]),
        paired_body: words.get("push-paired-body"),
        started_title: words.with("push-started-title", &[("name", "{title}".into())]),
        started_body: words.get("push-started-body"),
    };
    Effect::KeepWorkerWords(serde_json::to_string(&kept).unwrap_or_default())
}
