//! The page's language: the one chosen in the settings (kept), else the first of the browser's
//! languages the page speaks, else English. Choosing one re-words the whole page at once: the
//! built-in English, or the catalog fetched for French or German (only the language in use is
//! loaded); `<html lang>` follows.

use super::app::App;
use super::i18n::{Lang, Words};
use super::msg::{Effect, Fetch};

/// The page starts with the browser's `languages` (`navigator.languages`, by preference).
pub(crate) fn started(app: &mut App, languages: &[String]) -> Vec<Effect> {
    let lang = app
        .settings
        .lang
        .unwrap_or_else(|| Lang::negotiate(languages));
    if lang == Lang::En {
        // The markup is English already, and so are the built-in words.
        app.device.lang = lang;
        return vec![worker_words(&app.words)];
    }
    switch(app, lang)
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

/// Words the page in `lang`: at once in English, else once its catalog has arrived.
fn switch(app: &mut App, lang: Lang) -> Vec<Effect> {
    app.device.lang = lang;
    if app.words.lang() == lang {
        return vec![Effect::SetLang(lang), worker_words(&app.words)];
    }
    if lang == Lang::En {
        app.words = Words::english();
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
/// the templates keep `{title}` and `{round}` for the worker to fill in.
pub(crate) fn worker_words(words: &Words) -> Effect {
    /// What `www/sw.js` reads.
    #[derive(serde::Serialize)]
    struct WorkerWords {
        lang: &'static str,
        title: String,
        title_any: String,
        body: String,
        body_any: String,
    }
    let kept = WorkerWords {
        lang: words.lang().code(),
        title: words.with("online-your-move-in", &[("game", "{title}".into())]),
        title_any: words.get("push-title-any"),
        body: words.with("push-round-waits", &[("round", "{round}".into())]),
        body_any: words.get("push-game-waits"),
    };
    Effect::KeepWorkerWords(serde_json::to_string(&kept).unwrap_or_default())
}
