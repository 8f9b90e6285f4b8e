//! The win box's stars and its burst: the stars as the model counts them, and the burst's bits
//! made once each time the box opens on a win (the style sheet flies them out and fades them).

use std::cell::Cell;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, HtmlElement};

use super::dom::{set_attr, show};
use crate::ui::celebration::Celebration;

/// The stars' row and the burst's layer of the win box.
pub struct CelebrationView {
    stars: HtmlElement,
    burst: HtmlElement,
    /// Whether the burst of the open box was made.
    burst_made: Cell<bool>,
}

impl CelebrationView {
    /// Finds the elements.
    pub fn new(d: &Document) -> Result<CelebrationView, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(CelebrationView {
            stars: l.get("message-stars"),
            burst: l.get("message-burst"),
            burst_made: Cell::new(false),
        })
    }

    /// Copies the celebration (none: the box is closed, or not a win with a known optimum).
    pub fn render(&self, c: Option<&Celebration>) {
        show(&self.stars, c.is_some());
        let Some(c) = c else {
            if self.burst_made.replace(false) {
                self.burst.set_text_content(None);
            }
            return;
        };
        set_attr(&self.stars, "data-stars", &c.stars.to_string());
        set_attr(&self.stars, "aria-label", &c.words);
        if self.burst_made.replace(true) {
            return;
        }
        self.burst.set_text_content(None);
        let Some(d) = self.burst.owner_document() else {
            return;
        };
        let n = u32::from(c.burst);
        for i in 0..n {
            let Some(bit) = d
                .create_element("i")
                .ok()
                .and_then(|e| e.dyn_into::<HtmlElement>().ok())
            else {
                continue;
            };
            // Evenly round the circle, three rings of reach (through the CSSOM: the page's
            // content security policy refuses style attributes).
            let style = bit.style();
            let _ = style.set_property("--turn", &format!("{}deg", i * 360 / n.max(1)));
            let _ = style.set_property("--reach", &format!("{}px", 70 + (i % 3) * 30));
            let _ = style.set_property("--delay", &format!("{}ms", (i % 4) * 40));
            let _ = self.burst.append_child(&bit);
        }
    }
}
