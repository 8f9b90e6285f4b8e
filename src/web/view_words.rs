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

/// The fixed words' state on the page.
pub struct WordsDom {
    /// The language the fixed words are in (the markup's: English).
    applied: Cell<Lang>,
    /// The settings' language menu.
    select: HtmlSelectElement,
}

impl WordsDom {
    /// Finds the language menu and fills its options, each language named in itself.
    pub fn new(d: &Document) -> Result<WordsDom, JsValue> {
        let select: HtmlSelectElement = by_id(d, "language")?;
        for lang in Lang::ALL {
            let option = d.create_element("option")?;
            option.set_attribute("value", lang.code())?;
            option.set_attribute("lang", lang.code())?;
            option.set_text_content(Some(lang.endonym()));
            select.append_child(&option)?;
        }
        Ok(WordsDom {
            applied: Cell::new(Lang::En),
            select,
        })
    }

    /// Shows the language chosen, and re-words the fixed words when the page's words changed
    /// language.
    pub fn render(&self, d: &Document, words: &Words, page: &PageView) {
        if self.select.value() != page.lang.code() {
            self.select.set_value(page.lang.code());
        }
        if self.applied.get() == page.words_lang {
            return;
        }
        self.applied.set(page.words_lang);
        failure_words(d, words);
        let Ok(elements) = d.query_selector_all("[data-l10n]") else {
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

/// Hands the failure box its words in the page's language, as the attributes the panic hook
/// (`web/panic.rs`) and the bootstrap (`www/second_part.js`) read when the page fails: they
/// cannot ask the model then.
fn failure_words(d: &Document, words: &Words) {
    if let Some(status) = d.get_element_by_id("part-loading") {
        let _ = status.set_attribute("data-words", &words.get("failure-loading-part"));
    }
    let Some(root) = d.get_element_by_id("crash-box") else {
        return;
    };
    for (name, id) in [
        ("data-crash-title", "failure-crash-title"),
        ("data-crash-words", "failure-crash-words"),
        ("data-crash-reload", "failure-reload"),
        ("data-load-failed-title", "failure-load-title"),
        ("data-load-failed-words", "failure-load-words"),
        ("data-load-failed-reload", "failure-reload"),
    ] {
        let _ = root.set_attribute(name, &words.get(id));
    }
}

/// Words `element` from its message: its text when the message has a value, and each attribute
/// it names.
fn reword(element: &Element, words: &Words) {
    let Some(id) = element.get_attribute("data-l10n") else {
        return;
    };
    if let Some(text) = words.value(&id) {
        element.set_text_content(Some(&text));
    }
    let attributes = element.get_attribute("data-l10n-attrs").unwrap_or_default();
    for name in attributes.split_whitespace() {
        if let Some(text) = words.attribute_of(&id, name) {
            let _ = element.set_attribute(name, &text);
        }
    }
}

/// The language menu sends the language chosen.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let select: HtmlSelectElement = by_id(&shell.document, "language")?;
    let target: EventTarget = select.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        if let Some(lang) = Lang::of(&select.value()) {
            s.dispatch(Msg::Language(lang));
        }
    })
}
