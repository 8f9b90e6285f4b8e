//! The page's fixed words (the markup's headings, buttons, labels and their `title`s and
//! `aria-label`s), re-worded from the catalog of the page's language whenever it changes, and
//! the settings' language menu. Each worded element names its message in `data-l10n`, and the
//! attributes the message words in `data-l10n-attrs` (space-separated); text is set as text.

use std::cell::Cell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, EventTarget, HtmlSelectElement};

use crate::ui::Msg;
use crate::ui::i18n::{Lang, Words};
use crate::ui::view::PageView;

use super::Shell;
use super::dom::by_id;
use super::events::listen;

/// Marks an element the shell made with a `data-l10n` (the prerendered markup does not have
/// it, so its words are the catalog's only once the shell has worded it).
pub const MADE: &str = "data-l10n-made";
const MADE_SELECTOR: &str = "[data-l10n-made]";

/// The fixed words' state on the page.
pub struct WordsDom {
    /// The language the fixed words were last worded in, and whether its words were complete
    /// (not only the catalog's start part).
    applied: Cell<Option<(Lang, bool)>>,
    /// The language `cargo xtask dist` worded the page's markup in (`<html data-prerendered
    /// lang>`): the same catalog's words, which need not be worded again.
    prerendered: Option<Lang>,
    /// The language menus: the menu's settings and the game's settings sheet.
    selects: [HtmlSelectElement; 2],
}

/// The language menus' ids: the menu's settings, the game's settings sheet.
const LANGUAGE_MENUS: [&str; 2] = ["language", "game-language"];

impl WordsDom {
    /// Finds the language menus and fills their options, each language named in itself.
    pub fn new(d: &Document) -> Result<WordsDom, JsValue> {
        let selects: [HtmlSelectElement; 2] =
            [by_id(d, LANGUAGE_MENUS[0])?, by_id(d, LANGUAGE_MENUS[1])?];
        for select in &selects {
            // The prerendered page has the menu's options already.
            let options = if select.length() == 0 {
                &Lang::ALL[..]
            } else {
                &[]
            };
            for &lang in options {
                let option = d.create_element("option")?;
                option.set_attribute("value", lang.code())?;
                option.set_attribute("lang", lang.code())?;
                option.set_text_content(Some(lang.endonym()));
                select.append_child(&option)?;
            }
        }
        Ok(WordsDom {
            // Nothing yet: the elements the shell makes are worded at the first render (the
            // prerendered markup of another language again, to the same words, once its
            // catalog is here).
            applied: Cell::new(None),
            prerendered: d
                .document_element()
                .filter(|html| html.has_attribute("data-prerendered"))
                .and_then(|html| Lang::of(&html.get_attribute("lang")?)),
            selects,
        })
    }

    /// Shows the language chosen, and re-words the fixed words when the page's words changed
    /// language.
    pub fn render(&self, d: &Document, words: &Words, page: &PageView) {
        for select in &self.selects {
            if select.value() != page.lang.code() {
                select.set_value(page.lang.code());
            }
        }
        // Words in another language than the one wanted are on their way out (its catalog
        // is coming): the markup keeps its words until then.
        let now = (page.words_lang, page.words_complete);
        if self.applied.get() == Some(now) || !page.words_ready {
            return;
        }
        let before = self.applied.replace(Some(now));
        failure_words(d, words);
        speed_titles(d, words);
        // A page prerendered in this language, worded in it for the first time or once the rest
        // of its catalog has come: only what the shell made (the markup already has these
        // words, and re-wording it all was work on a slow phone's start).
        let same = before.is_none_or(|(lang, _)| lang == page.words_lang);
        let selector = if same && self.prerendered == Some(page.words_lang) {
            MADE_SELECTOR
        } else {
            "[data-l10n]"
        };
        let Ok(elements) = d.query_selector_all(selector) else {
            return;
        };
        for i in 0..elements.length() {
            let Some(element) = elements.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
                continue;
            };
            reword(&element, words);
        }
    }
}

/// Hands the failure box and the loading line their words in the page's language, as the
/// attributes the panic hook (`web/panic.rs`) and the bootstrap (`www/second_part.js`) read
/// when the page fails: they cannot ask the model then.
fn failure_words(d: &Document, words: &Words) {
    for (element, attribute, id) in crate::ui::i18n::FAILURE_WORDS {
        if let Some(element) = d.get_element_by_id(element) {
            let _ = element.set_attribute(attribute, &words.get(id));
        }
    }
}

/// The speed legend's swatches: "speed 3" in the page's language.
fn speed_titles(d: &Document, words: &Words) {
    let Ok(swatches) = d.query_selector_all("#legend i[data-speed]") else {
        return;
    };
    for i in 0..swatches.length() {
        let Some(swatch) = swatches.item(i).and_then(|n| n.dyn_into::<Element>().ok()) else {
            continue;
        };
        let speed: usize = (swatch.get_attribute("data-speed"))
            .and_then(|s| s.parse().ok())
            .unwrap_or_default();
        let title = words.with("legend-speed", &[("speed", speed.into())]);
        let _ = swatch.set_attribute("title", &title);
    }
}

/// Words `element` from its message: its text when the message has a value, and each attribute
/// it names.
fn reword(element: &Element, words: &Words) {
    let Some(id) = element.get_attribute("data-l10n") else {
        return;
    };
    let attributes = element.get_attribute("data-l10n-attrs").unwrap_or_default();
    let (text, worded) = words.markup(&id, &attributes);
    if let Some(text) = text {
        super::dom::set_text(element, &text);
    }
    for (name, text) in worded {
        if element.get_attribute(&name).as_deref() != Some(text.as_str()) {
            let _ = element.set_attribute(&name, &text);
        }
    }
}

/// The language menus send the language chosen.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    for id in LANGUAGE_MENUS {
        let select: HtmlSelectElement = by_id(&shell.document, id)?;
        let target: EventTarget = select.clone().unchecked_into();
        listen(shell, &target, "change", move |s, _: Event| {
            if let Some(lang) = Lang::of(&select.value()) {
                s.dispatch(Msg::Language(lang));
            }
        })?;
    }
    Ok(())
}
