//! A panic in the page shows a box over everything ("Something went wrong", the panic's text to
//! copy, a Reload button) instead of leaving a dead page. The hook touches only the DOM: no
//! model, no storage, so the player's records and drafts stay as they were.

use wasm_bindgen::JsCast;
use web_sys::{HtmlElement, HtmlTextAreaElement};

use crate::ui::text::{CRASH_WORDS, LOAD_FAILED_WORDS, LOADING_PART_WORDS};

/// Installs the hook (once; later calls replace it with the same), and hands the bootstrap
/// (`www/second_part.js`) the box's words for a second part of the game that cannot be fetched,
/// as `data-load-failed-*` attributes of the box, and the words of the status that shows while
/// the player's input waits for that part, as `data-words` of `#part-loading`.
pub fn install() {
    if let Some(status) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("part-loading"))
    {
        let _ = status.set_attribute("data-words", LOADING_PART_WORDS);
    }
    if let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.get_element_by_id("crash-box"))
    {
        for (name, words) in [
            ("data-load-failed-title", LOAD_FAILED_WORDS.title),
            ("data-load-failed-words", LOAD_FAILED_WORDS.words),
            ("data-load-failed-reload", LOAD_FAILED_WORDS.reload),
        ] {
            let _ = root.set_attribute(name, words);
        }
    }
    std::panic::set_hook(Box::new(|info| {
        let text = info.to_string();
        web_sys::console::error_1(&text.as_str().into());
        show(&text);
    }));
}

/// Fills and shows the failure box; does nothing where the page lacks it, or when the box
/// already shows the first failure (a later panic is usually its consequence).
fn show(text: &str) {
    let Some(document) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    let element = |id| document.get_element_by_id(id);
    if element("crash-box").is_some_and(|b| !b.has_attribute("hidden")) {
        return;
    }
    // In the page's language when it was worded (`web/view_words.rs`), else in English.
    let said = |name: &str, english: &str| {
        element("crash-box")
            .and_then(|b| b.get_attribute(name))
            .unwrap_or_else(|| english.to_owned())
    };
    for (id, name, english) in [
        ("crash-title", "data-crash-title", CRASH_WORDS.title),
        ("crash-words", "data-crash-words", CRASH_WORDS.words),
        ("crash-reload", "data-crash-reload", CRASH_WORDS.reload),
    ] {
        if let Some(e) = element(id) {
            e.set_text_content(Some(&said(name, english)));
        }
    }
    if let Some(details) =
        element("crash-details").and_then(|e| e.dyn_into::<HtmlTextAreaElement>().ok())
    {
        details.set_value(text);
    }
    if let Some(root) = element("crash-box").and_then(|e| e.dyn_into::<HtmlElement>().ok()) {
        root.set_hidden(false);
        if let Some(reload) = element("crash-reload").and_then(|e| e.dyn_into::<HtmlElement>().ok())
        {
            let _ = reload.focus();
        }
    }
}
