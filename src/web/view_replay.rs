//! The replay viewer's DOM and wiring: its controls, cars, timeline and standings (names as
//! text, never markup), the menu's record picker and dropping a record on the page. Copies
//! [`crate::ui::replay::ReplayView`] in; decides nothing.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    Document, DragEvent, Element, Event, EventTarget, HtmlElement, HtmlInputElement,
    HtmlSelectElement,
};

use crate::ui::Msg;
use crate::ui::files::FilePurpose;
use crate::ui::replay::{ReplayInput, ReplayView};
use crate::ui::view::PageView;

use super::Shell;
use super::dom::{by_id, set_attr, set_text, show};
use super::events::listen;
use super::files;

/// The viewer's elements.
pub struct ReplayDom {
    panel: HtmlElement,
    round: HtmlElement,
    step_word: HtmlElement,
    back: HtmlElement,
    forward: HtmlElement,
    play: HtmlElement,
    scrub: HtmlInputElement,
    speed: HtmlSelectElement,
    cars: HtmlElement,
    events: HtmlElement,
    standings: HtmlElement,
    honour: HtmlElement,
    share: HtmlElement,
    share_status: HtmlElement,
    /// The menu's record picker.
    pub input: HtmlInputElement,
    /// What the lists show, to rebuild them only when it changes.
    shown: RefCell<(String, String, String, String)>,
}

impl ReplayDom {
    /// Finds the elements.
    pub fn new(d: &Document) -> Result<ReplayDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(ReplayDom {
            panel: l.get("replay-panel"),
            round: l.get("replay-round"),
            step_word: l.get("replay-step-word"),
            back: l.get("replay-back"),
            forward: l.get("replay-forward"),
            play: l.get("replay-play"),
            scrub: l.get("replay-scrub"),
            speed: l.get("replay-speed"),
            cars: l.get("replay-cars"),
            events: l.get("replay-events"),
            standings: l.get("replay-standings"),
            honour: l.get("replay-honour"),
            share: l.get("replay-share"),
            share_status: l.get("replay-share-status"),
            input: l.get("replay-input"),
            shown: RefCell::new(Default::default()),
        })
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView, palette: &super::palette::Palette) {
        let on = page.screen == crate::ui::Screen::Replay;
        show(&self.panel, on);
        if let Some(v) = page.replay.as_ref().filter(|_| on) {
            self.render_replay(v, palette);
        }
    }

    /// The viewer's controls. The rest, out of line so that the wasm split can leave it out of the menu's part.
    #[inline(never)]
    fn render_replay(&self, v: &ReplayView, palette: &super::palette::Palette) {
        set_text(&self.round, &v.position_words);
        set_text(&self.step_word, &v.step_word);
        for (button, title, label) in [
            (&self.back, &v.back_words, &v.back_label),
            (&self.forward, &v.forward_words, &v.forward_label),
        ] {
            set_attr(button, "title", title);
            set_attr(button, "aria-label", label);
        }
        set_attr(&self.round, "data-round", &v.round.to_string());
        set_attr(&self.round, "data-rounds", &v.rounds.to_string());
        set_text(&self.play, &v.play_words);
        set_attr(
            &self.play,
            "data-playing",
            if v.playing { "true" } else { "false" },
        );
        set_attr(&self.scrub, "max", &v.rounds.to_string());
        if self.scrub.value() != v.round.to_string() {
            self.scrub.set_value(&v.round.to_string());
        }
        show(&self.honour, v.honour.is_some());
        set_text(&self.honour, v.honour.as_deref().unwrap_or(""));
        let mut shown = self.shown.borrow_mut();
        let speeds_key = format!("{:?}", v.speeds);
        if shown.3 != speeds_key {
            self.speed.set_text_content(None);
            for (n, words) in &v.speeds {
                if let Some(option) = self.child(&self.speed, "option", words) {
                    set_attr(&option, "value", &n.to_string());
                }
            }
            shown.3 = speeds_key;
        }
        if self.speed.value() != v.speed.to_string() {
            self.speed.set_value(&v.speed.to_string());
        }
        let cars_key = format!("{:?}", v.cars);
        let events_key = format!("{}:{}", v.events.len(), v.rounds);
        let standings_key = format!("{:?}", v.standings);
        if shown.0 != cars_key {
            self.cars.set_text_content(None);
            for car in &v.cars {
                let colour = palette.css(crate::ui::scene::Colour::Car(car.colour as u8));
                let Some(item) = self.item(&self.cars, "") else {
                    break;
                };
                set_attr(&item, "data-testid", "replay-car");
                set_attr(&item, "data-moves", &car.moves.to_string());
                if let Some(swatch) = self.child(&item, "i", "") {
                    set_attr(&swatch, "class", "swatch");
                    super::dom::set_background(&swatch, colour);
                }
                self.child(&item, "span", &format!("{} ", car.number));
                self.child(&item, "b", &car.name);
                self.child(&item, "span", &car.details);
            }
            shown.0 = cars_key;
        }
        if shown.1 != events_key {
            self.events.set_text_content(None);
            let last = v.events.len();
            for (i, e) in v.events.iter().enumerate() {
                if let Some(item) = self.item(&self.events, &e.text) {
                    set_attr(&item, "data-round", &e.round.to_string());
                    if i + 1 == last {
                        set_attr(&item, "class", "latest");
                    }
                }
            }
            // The list scrolls to its latest event; the page does not move (on a phone
            // `scrollIntoView` would carry the page away from the board).
            self.events.set_scroll_top(self.events.scroll_height());
            shown.1 = events_key;
        }
        if shown.2 != standings_key {
            self.standings.set_text_content(None);
            for s in &v.standings {
                if let Some(item) = self.item(&self.standings, &s.text) {
                    set_attr(&item, "data-state", &s.state);
                }
            }
            shown.2 = standings_key;
        }
        show(&self.share, v.has_link);
        set_text(&self.share_status, v.share_status.as_deref().unwrap_or(""));
    }

    /// A new list item with `text` at the end of `list`.
    fn item(&self, list: &HtmlElement, text: &str) -> Option<Element> {
        self.child(list, "li", text)
    }

    /// A new `tag` child of `parent` with `text` (as text).
    fn child(&self, parent: &Element, tag: &str, text: &str) -> Option<Element> {
        let element = parent.owner_document()?.create_element(tag).ok()?;
        if !text.is_empty() {
            element.set_text_content(Some(text));
        }
        parent.append_child(&element).ok()?;
        Some(element)
    }
}

fn send(shell: &Rc<Shell>, input: ReplayInput) {
    shell.dispatch(Msg::Replay(input));
}

/// Wires the viewer's controls, the menu's picker and dropping a file on the page.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    let clicks = [
        ("replay-play", ReplayInput::Toggle),
        ("replay-back", ReplayInput::Back),
        ("replay-forward", ReplayInput::Forward),
        ("replay-share", ReplayInput::Share),
    ];
    for (id, input) in clicks {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "click", move |s, _: Event| {
            send(s, input.clone())
        })?;
    }
    let view = &shell.replay_view;
    let scrub = view.scrub.clone();
    let target: EventTarget = scrub.clone().unchecked_into();
    listen(shell, &target, "input", move |s, _: Event| {
        let round = scrub.value_as_number();
        if round.is_finite() && round >= 0.0 {
            send(s, ReplayInput::Seek(round as usize));
        }
    })?;
    let speed = view.speed.clone();
    let target: EventTarget = speed.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        send(s, ReplayInput::Speed(speed.value().parse().unwrap_or(4)));
    })?;
    files::on_picker(shell, view.input.clone(), FilePurpose::Replay)?;
    let body: EventTarget = d.body().ok_or_else(|| JsValue::from_str("no body"))?.into();
    listen(shell, &body, "dragover", |s, e: DragEvent| {
        e.prevent_default();
        if let Some(b) = s.document.body() {
            let _ = b.class_list().add_1("dragging");
        }
    })?;
    listen(shell, &body, "dragleave", |s, _: DragEvent| {
        if let Some(b) = s.document.body() {
            let _ = b.class_list().remove_1("dragging");
        }
    })?;
    listen(shell, &body, "drop", |s, e: DragEvent| {
        e.prevent_default();
        if let Some(b) = s.document.body() {
            let _ = b.class_list().remove_1("dragging");
        }
        let dropped = files::list(e.data_transfer().and_then(|t| t.files()));
        files::choose(
            s,
            FilePurpose::Replay,
            dropped.into_iter().take(1).collect(),
        );
    })?;
    Ok(())
}
