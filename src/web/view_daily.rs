//! The daily challenge's parts on the play screen: the countdown to the next day's track, the
//! calendar of the last days, the win box's Copy result button; and the wall clock that feeds
//! the countdown (every 30 s).

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, HtmlElement};

use super::Shell;
use super::dom::{set_attr, set_text, show};
use crate::ui::Msg;
use crate::ui::daily_card::DailyView;

/// How often the wall clock is read, in milliseconds.
const WALL_CLOCK_MS: i32 = 30_000;

/// The daily's elements.
pub struct DailyParts {
    countdown: HtmlElement,
    calendar: HtmlElement,
    calendar_words: HtmlElement,
    copy: HtmlElement,
    drawn: RefCell<Vec<(String, bool)>>,
}

impl DailyParts {
    /// Finds the elements.
    pub fn new(d: &Document) -> Result<DailyParts, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(DailyParts {
            countdown: l.get("daily-countdown"),
            calendar: l.get("daily-calendar"),
            calendar_words: l.get("daily-calendar-words"),
            copy: l.get("daily-copy"),
            drawn: RefCell::new(Vec::new()),
        })
    }

    /// Copies the daily's parts (none: not a daily track).
    pub fn render(&self, v: Option<&DailyView>) {
        let countdown = v.and_then(|v| v.countdown.as_deref());
        show(&self.countdown, countdown.is_some());
        set_text(&self.countdown, countdown.unwrap_or(""));
        show(&self.copy, v.is_some_and(|v| v.card));
        if let Some(v) = v {
            set_text(&self.copy, &v.copy_label);
        }
        let days = v.map_or(&[][..], |v| &v.calendar[..]);
        show(&self.calendar, !days.is_empty());
        show(&self.calendar_words, !days.is_empty());
        set_text(
            &self.calendar_words,
            v.map_or("", |v| v.calendar_words.as_str()),
        );
        let key: Vec<(String, bool)> = days.iter().map(|d| (d.date.clone(), d.done)).collect();
        if *self.drawn.borrow() == key {
            return;
        }
        self.calendar.set_text_content(None);
        if let Some(doc) = self.calendar.owner_document() {
            for day in days {
                let Ok(li) = doc.create_element("li") else {
                    continue;
                };
                set_attr(&li, "data-done", if day.done { "true" } else { "false" });
                set_attr(&li, "data-today", if day.today { "true" } else { "false" });
                set_attr(&li, "data-date", &day.date);
                set_attr(&li, "title", &day.words);
                set_attr(&li, "aria-label", &day.words);
                let _ = self.calendar.append_child(&li);
            }
        }
        *self.drawn.borrow_mut() = key;
    }
}

/// Sends the wall clock now and every [`WALL_CLOCK_MS`].
pub fn start_wall_clock(shell: &Rc<Shell>) {
    let send = |shell: &Rc<Shell>| {
        shell.dispatch(Msg::WallClock(js_sys::Date::now()));
    };
    send(shell);
    let later = Rc::downgrade(shell);
    let tick = Closure::<dyn FnMut()>::new(move || {
        if let Some(shell) = later.upgrade() {
            send(&shell);
        }
    });
    let _ = shell
        .window
        .set_interval_with_callback_and_timeout_and_arguments_0(
            tick.as_ref().unchecked_ref(),
            WALL_CLOCK_MS,
        );
    // The interval lives as long as the page.
    tick.forget();
}
