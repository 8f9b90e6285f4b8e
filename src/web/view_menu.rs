//! The menu's DOM: one card per level (a picture of the track, its name, size and optimum),
//! made once and updated in place.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlCanvasElement, HtmlElement};

use crate::ui::view::PageView;
use crate::ui::{Control, Msg};

use super::Shell;
use super::dom::{by_id, set_attr, set_text, show};

/// Longest side of a card's picture, in CSS pixels.
const THUMB: f64 = 96.0;

struct CardDom {
    item: HtmlElement,
    button: HtmlElement,
    thumb: HtmlCanvasElement,
    name: Element,
    size: Element,
    optimum: Element,
    best: Element,
    painted: bool,
}

/// The menu's elements.
pub struct MenuDom {
    list: HtmlElement,
    loading: HtmlElement,
    daily: HtmlElement,
    cards: RefCell<Vec<CardDom>>,
}

impl MenuDom {
    /// Finds the menu's elements.
    pub fn new(d: &Document) -> Result<MenuDom, JsValue> {
        Ok(MenuDom {
            list: by_id(d, "level-list")?,
            loading: by_id(d, "loading")?,
            daily: by_id(d, "daily-open")?,
            cards: RefCell::new(Vec::new()),
        })
    }

    /// The first card's button, for the focus.
    pub fn first_card(&self) -> Option<HtmlElement> {
        self.cards.borrow().first().map(|c| c.button.clone())
    }

    /// Repaints the pictures in the theme's new colours.
    pub fn restyle(&self, shell: &Rc<Shell>) {
        for card in self.cards.borrow_mut().iter_mut() {
            card.painted = false;
        }
        self.paint_thumbs(shell);
    }

    /// Copies the cards into the DOM.
    pub fn render(&self, shell: &Rc<Shell>, page: &PageView) {
        show(&self.loading, page.loading.is_some());
        set_text(&self.loading, page.loading.as_deref().unwrap_or(""));
        set_text(&self.daily, &page.daily_words);
        let missing = page.cards.len() > self.cards.borrow().len();
        if missing {
            if let Err(e) = self.add_cards(shell, page.cards.len()) {
                web_sys::console::error_1(&e);
            }
        }
        for (card, dom) in page.cards.iter().zip(self.cards.borrow().iter()) {
            set_attr(&dom.item, "data-level", &card.file);
            match card.optimum_moves {
                Some(n) => set_attr(&dom.item, "data-optimum", &n.to_string()),
                None => {
                    let _ = dom.item.remove_attribute("data-optimum");
                }
            }
            set_text(&dom.name, &card.title);
            set_text(&dom.size, &card.size);
            set_text(&dom.optimum, &card.optimum);
            let best = match (card.best, card.medal) {
                (Some(b), Some(medal)) => format!("your best {b} · {medal}"),
                (Some(b), None) => format!("your best {b}"),
                _ => String::new(),
            };
            set_text(&dom.best, &best);
            set_attr(&dom.best, "data-medal", card.medal.unwrap_or(""));
            match card.best {
                Some(b) => set_attr(&dom.item, "data-best", &b.to_string()),
                None => {
                    let _ = dom.item.remove_attribute("data-best");
                }
            }
        }
        self.paint_thumbs(shell);
    }

    fn add_cards(&self, shell: &Rc<Shell>, count: usize) -> Result<(), JsValue> {
        let d = &shell.document;
        let mut cards = self.cards.borrow_mut();
        while cards.len() < count {
            let index = cards.len();
            let item: HtmlElement = d.create_element("li")?.dyn_into()?;
            item.set_attribute("data-testid", "level-item")?;
            let button: HtmlElement = d.create_element("button")?.dyn_into()?;
            button.set_attribute("type", "button")?;
            let thumb: HtmlCanvasElement = d.create_element("canvas")?.dyn_into()?;
            thumb.set_attribute("class", "thumb")?;
            thumb.set_attribute("data-testid", "level-thumb")?;
            thumb.set_attribute("aria-hidden", "true")?;
            let span = |class: &str| -> Result<Element, JsValue> {
                let s = d.create_element("span")?;
                s.set_attribute("class", class)?;
                Ok(s)
            };
            let (name, optimum, size) = (span("name")?, span("optimum")?, span("size")?);
            let best = span("best")?;
            best.set_attribute("data-testid", "level-best")?;
            button.append_child(&thumb)?;
            button.append_child(&name)?;
            button.append_child(&optimum)?;
            button.append_child(&size)?;
            button.append_child(&best)?;
            item.append_child(&button)?;
            self.list.append_child(&item)?;
            let weak = Rc::downgrade(shell);
            let click = Closure::<dyn FnMut(Event)>::new(move |_: Event| {
                if let Some(shell) = weak.upgrade() {
                    shell.dispatch(Msg::Control(Control::OpenLevel(index)));
                }
            });
            button.add_event_listener_with_callback("click", click.as_ref().unchecked_ref())?;
            click.forget();
            cards.push(CardDom {
                item,
                button,
                thumb,
                name,
                size,
                optimum,
                best,
                painted: false,
            });
        }
        Ok(())
    }

    /// Paints each card's track once it has arrived.
    fn paint_thumbs(&self, shell: &Rc<Shell>) {
        let model = shell.model();
        let painter = shell.painter.borrow();
        for (level, card) in model
            .menu
            .levels
            .iter()
            .zip(self.cards.borrow_mut().iter_mut())
        {
            let Some(track) = &level.track else {
                continue;
            };
            if card.painted {
                continue;
            }
            let scale = THUMB / track.rows().max(track.cols()) as f64;
            let (w, h) = (track.cols() as f64 * scale, track.rows() as f64 * scale);
            let style = card.thumb.style();
            let _ = style.set_property("width", &format!("{w:.0}px"));
            let _ = style.set_property("height", &format!("{h:.0}px"));
            if painter.paint_thumbnail(&card.thumb, track).is_ok() {
                card.painted = true;
            }
        }
    }
}
