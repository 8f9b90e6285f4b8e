//! The records' DOM: the win box's name prompt and the track's records table (names as text,
//! never markup), and the menu's records note.

use wasm_bindgen::JsValue;
use web_sys::{Document, HtmlElement, HtmlInputElement};

use crate::ui::view::{GameView, PageView};

use super::dom::{set_attr, set_text, show};

/// The elements of the records.
pub struct RecordsDom {
    form: HtmlElement,
    rank: HtmlElement,
    /// The name field of the prompt.
    pub name: HtmlInputElement,
    saved: HtmlElement,
    next_level: HtmlElement,
    rows: HtmlElement,
    empty: HtmlElement,
    note: HtmlElement,
    /// The file picker of an import.
    pub import: HtmlInputElement,
    shown_rows: std::cell::RefCell<String>,
    prompted: std::cell::Cell<bool>,
}

impl RecordsDom {
    /// Finds the elements.
    pub fn new(d: &Document) -> Result<RecordsDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(RecordsDom {
            form: l.get("record-form"),
            rank: l.get("record-rank"),
            name: l.get("record-name-input"),
            saved: l.get("record-saved"),
            next_level: l.get("next-level"),
            rows: l.get("records-rows"),
            empty: l.get("records-empty"),
            note: l.get("records-note"),
            import: l.get("records-import"),
            shown_rows: std::cell::RefCell::new(String::new()),
            prompted: std::cell::Cell::new(false),
        })
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView) {
        set_text(&self.note, page.notice.as_deref().unwrap_or(""));
        let Some(v) = &page.game else {
            return;
        };
        self.render_game(v);
    }

    #[inline(never)]
    fn render_game(&self, v: &GameView) {
        show(&self.form, v.record_prompt.is_some());
        if let Some(p) = &v.record_prompt {
            set_text(&self.rank, &p.rank.to_string());
            // Offer the last name once per prompt; what the player types stays.
            if !self.prompted.replace(true) {
                self.name.set_value(&p.name);
            }
        } else {
            self.prompted.set(false);
        }
        show(&self.saved, v.record_saved.is_some());
        set_text(&self.saved, v.record_saved.as_deref().unwrap_or(""));
        show(&self.next_level, v.next_level);
        show(&self.empty, v.records.is_empty());
        let key: String = v
            .records
            .iter()
            .map(|r| {
                format!(
                    "{}\u{1f}{}\u{1f}{}\u{1f}{}\u{1e}",
                    r.name, r.moves, r.help_words, r.date_words
                )
            })
            .collect();
        if *self.shown_rows.borrow() == key {
            return;
        }
        *self.shown_rows.borrow_mut() = key;
        self.rows.set_text_content(None);
        let Some(d) = self.rows.owner_document() else {
            return;
        };
        for r in &v.records {
            let Ok(tr) = d.create_element("tr") else {
                continue;
            };
            set_attr(&tr, "data-testid", "record-row");
            set_attr(&tr, "data-name", &r.name);
            set_attr(&tr, "data-moves", &r.moves.to_string());
            set_attr(&tr, "data-help", r.help);
            set_attr(&tr, "title", &r.mode_words);
            for text in [
                r.rank.to_string(),
                r.name.clone(),
                r.moves.to_string(),
                r.help_words.clone(),
                r.date_words.clone(),
            ] {
                if let Ok(td) = d.create_element("td") {
                    td.set_text_content(Some(&text));
                    let _ = tr.append_child(&td);
                }
            }
            let _ = self.rows.append_child(&tr);
        }
    }
}
