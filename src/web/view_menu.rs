//! The menu's DOM: one card per level (a picture of the track, its name, size and optimum),
//! made once and updated in place. The cards the prerendered page already shows
//! (`cargo xtask dist` writes them from the same view, [`crate::prerender`]) are taken over,
//! not made again: the menu does not move when the game starts.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, HtmlCanvasElement, HtmlElement};

use crate::ui::view::PageView;
use crate::ui::{Control, Msg};

use super::Shell;
use super::dom::{set_attr, set_text, show};

struct CardDom {
    item: HtmlElement,
    button: HtmlElement,
    thumb: HtmlCanvasElement,
    name: Element,
    size: Element,
    optimum: Element,
    best: Element,
    /// The link to the level's world board.
    board: HtmlElement,
    painted: bool,
}

/// The menu's elements.
pub struct MenuDom {
    list: HtmlElement,
    loading: HtmlElement,
    daily: HtmlElement,
    progress: HtmlElement,
    main_action: HtmlElement,
    main_action_label: HtmlElement,
    main_action_detail: HtmlElement,
    help: HtmlElement,
    my_tracks: HtmlElement,
    my_tracks_empty: HtmlElement,
    /// The rows of "My tracks" last drawn.
    my_rows: RefCell<Vec<crate::ui::my_tracks::MyTrackRow>>,
    /// The demo race's choice of level (one option per card, by index).
    demo_level: web_sys::HtmlSelectElement,
    /// The demo race's button (its "Starting…" while its level is on its way).
    demo_race: Element,
    cards: RefCell<Vec<CardDom>>,
}

impl MenuDom {
    /// Finds the menu's elements, and takes over the prerendered cards.
    pub fn new(d: &Document) -> Result<MenuDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        let list: HtmlElement = l.get("level-list");
        let cards = adopt(&list);
        l.finish(MenuDom {
            list,
            loading: l.get("loading"),
            daily: l.get("daily-open"),
            progress: l.get("progress"),
            main_action: l.get("main-action"),
            main_action_label: l.get("main-action-label"),
            main_action_detail: l.get("main-action-detail"),
            help: l.get("help"),
            demo_level: l.get("demo-level"),
            demo_race: l.get("demo-race"),
            my_tracks: l.get("my-tracks"),
            my_tracks_empty: l.get("my-tracks-empty"),
            my_rows: RefCell::new(Vec::new()),
            cards: RefCell::new(cards),
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

    /// Copies the cards into the DOM (once they may replace the prerendered ones).
    pub fn render(&self, shell: &Rc<Shell>, page: &PageView) {
        show(&self.help, page.screen == crate::ui::Screen::Help);
        for (i, card) in self.cards.borrow().iter().enumerate() {
            match &page.starting_card {
                Some((at, words)) if *at == i => set_attr(&card.item, "data-starting", words),
                _ => {
                    let _ = card.item.remove_attribute("data-starting");
                }
            }
        }
        match &page.demo_starting {
            Some(words) => set_attr(&self.demo_race, "data-starting", words),
            None => {
                let _ = self.demo_race.remove_attribute("data-starting");
            }
        }
        if !page.menu_ready {
            return;
        }
        show(&self.loading, page.loading.is_some());
        set_text(&self.loading, page.loading.as_deref().unwrap_or(""));
        set_text(&self.daily, &page.daily_words);
        show(&self.progress, page.progress.is_some());
        set_text(&self.progress, page.progress.as_deref().unwrap_or(""));
        show(&self.main_action, page.main_action.is_some());
        if let Some(a) = &page.main_action {
            set_text(&self.main_action_label, &a.label);
            set_text(&self.main_action_detail, &a.detail);
            set_attr(&self.main_action, "href", &a.href);
        }
        if page.screen == crate::ui::Screen::Menu && *self.my_rows.borrow() != page.my_tracks {
            show(&self.my_tracks_empty, page.my_tracks.is_empty());
            if let Err(e) = self.draw_my_tracks(shell, &page.my_tracks) {
                web_sys::console::error_1(&e);
            }
            *self.my_rows.borrow_mut() = page.my_tracks.clone();
        }
        let missing = page.cards.len() > self.cards.borrow().len();
        if missing {
            if let Err(e) = self.add_cards(shell, page.cards.len()) {
                web_sys::console::error_1(&e);
            }
        }
        for (i, (card, dom)) in page
            .cards
            .iter()
            .zip(self.cards.borrow().iter())
            .enumerate()
        {
            set_attr(&dom.item, "data-level", &card.file);
            set_attr(&dom.item, "data-href", &card.href);
            match card.optimum_moves {
                Some(n) => set_attr(&dom.item, "data-optimum", &n.to_string()),
                None => {
                    let _ = dom.item.remove_attribute("data-optimum");
                }
            }
            set_text(&dom.name, &card.title);
            if let Some(option) = self.demo_level.children().item(i as u32) {
                if option.text_content().as_deref() != Some(card.title.as_str()) {
                    option.set_text_content(Some(&card.title));
                }
            }
            set_text(&dom.size, &card.size);
            set_text(&dom.optimum, &card.optimum);
            set_text(&dom.best, &card.best_words);
            show(&dom.board, card.board.is_some());
            if let Some(board) = &card.board {
                set_attr(&dom.board, "href", &board.href);
                set_attr(&dom.board, "aria-label", &board.label);
                set_text(&dom.board, &board.chip);
            }
            set_attr(&dom.item, "data-group", card.group.code());
            set_attr(&dom.best, "data-medal", card.medal.unwrap_or(""));
            set_attr(
                &dom.best,
                "data-assisted",
                if card.assisted { "true" } else { "false" },
            );
            match card.best {
                Some(b) => set_attr(&dom.item, "data-best", &b.to_string()),
                None => {
                    let _ = dom.item.remove_attribute("data-best");
                }
            }
        }
        self.group_heads(page);
        self.paint_thumbs(shell);
    }

    /// A heading before the first card of each group (rebuilt when the groups change).
    fn group_heads(&self, page: &PageView) {
        let key = crate::ui::menu::groups_key(&page.cards);
        if self.list.get_attribute("data-groups").as_deref() == Some(key.as_str()) {
            return;
        }
        set_attr(&self.list, "data-groups", &key);
        if let Ok(heads) = self.list.query_selector_all("li.group-head") {
            for i in 0..heads.length() {
                if let Some(head) = heads.get(i) {
                    let _ = self.list.remove_child(&head);
                }
            }
        }
        let Some(d) = self.list.owner_document() else {
            return;
        };
        let cards = self.cards.borrow();
        let mut previous = None;
        for (card, dom) in page.cards.iter().zip(cards.iter()) {
            if previous == Some(card.group) {
                continue;
            }
            previous = Some(card.group);
            let (Ok(head), Ok(title)) = (d.create_element("li"), d.create_element("h3")) else {
                return;
            };
            set_attr(&head, "class", "group-head");
            set_attr(&head, "role", "presentation");
            title.set_text_content(Some(&card.group_words));
            let _ = head.append_child(&title);
            let _ = self.list.insert_before(&head, Some(&dom.item));
        }
    }

    /// Draws "My tracks" anew: each track's name (as text), size and origin, and its buttons
    /// (one listener on the list serves them all: [`my_track_click`]).
    fn draw_my_tracks(
        &self,
        shell: &Rc<Shell>,
        rows: &[crate::ui::my_tracks::MyTrackRow],
    ) -> Result<(), JsValue> {
        let d = &shell.document;
        self.my_tracks.set_text_content(None);
        for (i, row) in rows.iter().enumerate() {
            let item = d.create_element("li")?;
            item.set_attribute("data-testid", "my-track")?;
            let name = d.create_element("span")?;
            name.set_attribute("class", "name")?;
            name.set_text_content(Some(&row.name));
            let details = d.create_element("span")?;
            details.set_attribute("class", "details")?;
            details.set_text_content(Some(&row.details));
            let buttons = d.create_element("span")?;
            buttons.set_attribute("class", "buttons")?;
            let [open, edit, delete] = &row.buttons;
            for (label, testid, aria) in [
                (open, "my-track-open", None),
                (edit, "my-track-edit", None),
                (delete, "my-track-delete", Some(row.delete_label.as_str())),
            ] {
                let button = d.create_element("button")?;
                button.set_attribute("type", "button")?;
                button.set_attribute("data-testid", testid)?;
                button.set_attribute("data-index", &i.to_string())?;
                if let Some(aria) = aria {
                    button.set_attribute("aria-label", aria)?;
                }
                button.set_text_content(Some(label));
                buttons.append_child(&button)?;
            }
            item.append_child(&name)?;
            item.append_child(&details)?;
            if let Some((href, words)) = &row.published {
                let link = d.create_element("a")?;
                link.set_attribute("href", href)?;
                link.set_attribute("class", "published")?;
                link.set_attribute("data-testid", "my-track-published")?;
                link.set_text_content(Some(words));
                item.append_child(&link)?;
            }
            item.append_child(&buttons)?;
            self.my_tracks.append_child(&item)?;
        }
        Ok(())
    }

    fn add_cards(&self, shell: &Rc<Shell>, count: usize) -> Result<(), JsValue> {
        let d = &shell.document;
        let mut cards = self.cards.borrow_mut();
        while cards.len() < count {
            let index = cards.len();
            let item: HtmlElement = d.create_element("li")?.dyn_into()?;
            item.set_attribute("data-testid", "level-item")?;
            item.set_attribute("data-index", &index.to_string())?;
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
            let board: HtmlElement = d.create_element("a")?.dyn_into()?;
            board.set_attribute("class", "card-board")?;
            board.set_attribute("data-testid", "level-board")?;
            board.set_hidden(true);
            item.append_child(&board)?;
            self.list.append_child(&item)?;
            let option = d.create_element("option")?;
            option.set_attribute("value", &index.to_string())?;
            self.demo_level.append_child(&option)?;
            cards.push(CardDom {
                item,
                button,
                thumb,
                name,
                size,
                optimum,
                best,
                board,
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
            .app
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
            let (w, h) = crate::ui::menu::thumb_size(track);
            let style = card.thumb.style();
            let _ = style.set_property("width", &format!("{w}px"));
            let _ = style.set_property("height", &format!("{h}px"));
            if painter.paint_thumbnail(&card.thumb, track).is_ok() {
                card.painted = true;
                // The prerendered picture before it (`src/prerender.rs`) has had its day.
                if let Some(early) = card.thumb.previous_element_sibling()
                    && early.matches("svg.early").unwrap_or(false)
                {
                    early.remove();
                }
            }
        }
    }
}

/// What the prerendered cards show (each level's file and optimum), for the model.
pub fn shown(d: &Document) -> Vec<crate::ui::menu::Shown> {
    let Ok(items) = d.query_selector_all("#level-list li[data-testid=level-item]") else {
        return Vec::new();
    };
    (0..items.length())
        .filter_map(|i| items.item(i)?.dyn_into::<Element>().ok())
        .filter_map(|item| {
            Some(crate::ui::menu::Shown {
                file: item.get_attribute("data-level")?,
                optimum: item
                    .get_attribute("data-optimum")
                    .and_then(|n| n.parse().ok()),
            })
        })
        .collect()
}

/// The cards the page's markup already holds (the prerendered menu), in order.
fn adopt(list: &HtmlElement) -> Vec<CardDom> {
    let mut cards = Vec::new();
    let Ok(items) = list.query_selector_all("li[data-testid=level-item]") else {
        return cards;
    };
    for i in 0..items.length() {
        let Some(item) = items.item(i).and_then(|n| n.dyn_into::<HtmlElement>().ok()) else {
            break;
        };
        let find = |selector: &str| item.query_selector(selector).ok().flatten();
        let parts = (
            find("button").and_then(|e| e.dyn_into::<HtmlElement>().ok()),
            find("canvas.thumb").and_then(|e| e.dyn_into::<HtmlCanvasElement>().ok()),
            find(".name"),
            find(".size"),
            find(".optimum"),
            find(".best"),
            find("a.card-board").and_then(|e| e.dyn_into::<HtmlElement>().ok()),
        );
        let (
            Some(button),
            Some(thumb),
            Some(name),
            Some(size),
            Some(optimum),
            Some(best),
            Some(board),
        ) = parts
        else {
            break;
        };
        cards.push(CardDom {
            item,
            button,
            thumb,
            name,
            size,
            optimum,
            best,
            board,
            painted: false,
        });
    }
    cards
}

/// The message of a click on a level card (one listener on the list serves them all).
pub fn level_click(event: &Event) -> Option<Msg> {
    let target: Element = event.target()?.dyn_into().ok()?;
    target.closest("button").ok()??;
    let item = target.closest("li[data-testid=level-item]").ok()??;
    let index = item.get_attribute("data-index")?.parse().ok()?;
    Some(Msg::Control(Control::OpenLevel(index)))
}

/// The message of a click in "My tracks": the button's action and its track's index.
pub fn my_track_click(event: &Event) -> Option<Msg> {
    use crate::ui::my_tracks::MyTrackInput;
    let target: Element = event.target()?.dyn_into().ok()?;
    let button = target.closest("button").ok()??;
    let index = button.get_attribute("data-index")?.parse().ok()?;
    let input = match button.get_attribute("data-testid")?.as_str() {
        "my-track-open" => MyTrackInput::Open(index),
        "my-track-edit" => MyTrackInput::Edit(index),
        "my-track-delete" => MyTrackInput::AskDelete(index),
        _ => return None,
    };
    Some(Msg::MyTrack(input))
}
