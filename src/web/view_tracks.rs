//! The track collection's screen (`#/tracks`, `#/tracks/ID`) and the editor's Publish form:
//! copies [`CollectionView`] and [`PublishView`] into the DOM as text, and sends the controls'
//! changes as messages. Decides nothing.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    Document, Element, Event, EventTarget, HtmlElement, HtmlInputElement, HtmlSelectElement,
    HtmlTextAreaElement,
};

use crate::ui::Msg;
use crate::ui::Screen;
use crate::ui::collection::TracksInput;
use crate::ui::collection::publish::{PublishInput, PublishView};
use crate::ui::collection::view::{Card, CollectionView, ListView, TrackPageView};
use crate::ui::view::PageView;

use super::Shell;
use super::dom::{by_id, set_attr, set_disabled, set_text, show};
use super::events::listen;

/// The collection's elements and the Publish form's.
pub struct TracksDom {
    section: HtmlElement,
    list: HtmlElement,
    back_to_list: HtmlElement,
    q: HtmlInputElement,
    sort: HtmlSelectElement,
    starts: HtmlSelectElement,
    checkpoints: HtmlSelectElement,
    size: HtmlSelectElement,
    status: HtmlElement,
    cards: HtmlElement,
    more: HtmlElement,
    page: HtmlElement,
    name: HtmlElement,
    author: HtmlElement,
    hidden: HtmlElement,
    image: HtmlElement,
    description: HtmlElement,
    facts: HtmlElement,
    rating: HtmlElement,
    stars: HtmlElement,
    /// How a visitor without a player gets one to vote: its line and its link.
    vote_player: HtmlElement,
    vote_player_link: HtmlElement,
    play: HtmlElement,
    solve: HtmlElement,
    board_link: HtmlElement,
    report_form: HtmlElement,
    report_reason: HtmlTextAreaElement,
    note: HtmlElement,
    board: HtmlElement,
    board_empty: HtmlElement,
    publish: HtmlElement,
    publish_name: HtmlInputElement,
    publish_description: HtmlTextAreaElement,
    publish_rules: HtmlSelectElement,
    publish_note: HtmlElement,
    publish_link: HtmlElement,
    publish_send: HtmlElement,
    /// What was drawn last of the lists, so that an unchanged one is not drawn again.
    drawn: RefCell<Vec<String>>,
}

impl TracksDom {
    pub fn new(d: &Document) -> Result<TracksDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(TracksDom {
            section: l.get("tracks-page"),
            list: l.get("tracks-list"),
            back_to_list: l.get("tracks-list-back"),
            q: l.get("tracks-q"),
            sort: l.get("tracks-sort"),
            starts: l.get("tracks-starts"),
            checkpoints: l.get("tracks-checkpoints"),
            size: l.get("tracks-size"),
            status: l.get("tracks-status"),
            cards: l.get("tracks-cards"),
            more: l.get("tracks-more"),
            page: l.get("track-page"),
            name: l.get("track-page-name"),
            author: l.get("track-author"),
            hidden: l.get("track-hidden"),
            image: l.get("track-image"),
            description: l.get("track-description"),
            facts: l.get("track-facts"),
            rating: l.get("track-rating"),
            stars: l.get("track-stars"),
            vote_player: l.get("track-vote-player"),
            vote_player_link: l.get("track-vote-player-link"),
            play: l.get("track-play"),
            solve: l.get("track-solve"),
            board_link: l.get("track-board-link"),
            report_form: l.get("track-report-form"),
            report_reason: l.get("track-report-reason"),
            note: l.get("track-note"),
            board: l.get("track-board"),
            board_empty: l.get("track-board-empty"),
            publish: l.get("publish-form"),
            publish_name: l.get("publish-name"),
            publish_description: l.get("publish-description"),
            publish_rules: l.get("publish-rules"),
            publish_note: l.get("publish-note"),
            publish_link: l.get("publish-link"),
            publish_send: l.get("publish-send"),
            drawn: RefCell::new(vec![String::new(); 7]),
        })
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView) {
        show(&self.section, page.screen == Screen::Tracks);
        if let Some(v) = &page.tracks {
            self.render_tracks(v);
        }
        show(&self.publish, page.publish.is_some());
        if let Some(p) = &page.publish {
            self.render_publish(p);
        }
    }

    /// Out of line: the wasm split leaves it out of the menu's part.
    #[inline(never)]
    fn render_tracks(&self, v: &CollectionView) {
        show(&self.list, v.list.is_some());
        show(&self.page, v.track.is_some());
        show(&self.back_to_list, v.track.is_some());
        if let Some(list) = &v.list {
            self.render_list(list);
        }
        if let Some(track) = &v.track {
            self.render_page(track);
        }
    }

    /// Draws `what` with `draw` unless slot `slot` drew the same last.
    fn once(&self, slot: usize, what: String, draw: impl FnOnce()) {
        let mut drawn = self.drawn.borrow_mut();
        if drawn[slot] != what {
            draw();
            drawn[slot] = what;
        }
    }

    fn render_list(&self, v: &ListView) {
        set_text(&self.status, &v.status);
        let sorts: Vec<(String, String)> = v
            .sorts
            .iter()
            .map(|(k, w)| ((*k).to_owned(), w.clone()))
            .collect();
        self.once(0, format!("{sorts:?}"), || options(&self.sort, &sorts));
        self.once(1, format!("{:?}", v.start_choices), || {
            options(&self.starts, &v.start_choices)
        });
        let checkpoints: Vec<(String, String)> = v
            .checkpoint_choices
            .iter()
            .map(|(k, w)| ((*k).to_owned(), w.clone()))
            .collect();
        self.once(2, format!("{checkpoints:?}"), || {
            options(&self.checkpoints, &checkpoints)
        });
        let sizes: Vec<(String, String)> = v
            .size_choices
            .iter()
            .map(|(k, w)| ((*k).to_owned(), w.clone()))
            .collect();
        self.once(6, format!("{sizes:?}"), || options(&self.size, &sizes));
        if self.size.value() != v.size {
            self.size.set_value(v.size);
        }
        if self.sort.value() != v.sort {
            self.sort.set_value(v.sort);
        }
        if self.starts.value() != v.starts {
            self.starts.set_value(&v.starts);
        }
        if self.checkpoints.value() != v.checkpoints {
            self.checkpoints.set_value(v.checkpoints);
        }
        if self.q.value() != v.q {
            self.q.set_value(&v.q);
        }
        self.once(3, format!("{:?}", v.cards), || {
            let _ = cards(&self.cards, &v.cards);
        });
        show(&self.more, v.more.is_some());
        set_text(&self.more, v.more.as_deref().unwrap_or(""));
    }

    fn render_page(&self, v: &TrackPageView) {
        set_text(&self.name, &v.heading);
        set_text(&self.author, &v.by);
        set_attr(&self.author, "data-profile", &v.author);
        show(&self.author, !v.by.is_empty());
        show(&self.hidden, v.hidden.is_some());
        set_text(&self.hidden, v.hidden.as_deref().unwrap_or(""));
        show(&self.image, v.image.is_some());
        if let Some(src) = &v.image {
            if self.image.get_attribute("src").as_deref() != Some(src) {
                set_attr(&self.image, "src", src);
            }
            set_attr(&self.image, "alt", &v.facts);
        }
        set_text(&self.description, &v.description);
        set_text(&self.facts, &v.facts);
        set_text(&self.rating, &v.rating);
        show(&self.stars, v.can_vote);
        show(&self.vote_player, v.vote_needs_player.is_some());
        set_text(
            &self.vote_player_link,
            v.vote_needs_player.as_deref().unwrap_or(""),
        );
        self.once(4, format!("{:?}{}", v.star_labels, v.your_vote), || {
            let _ = stars(&self.stars, &v.star_labels, v.your_vote);
        });
        for (link, href) in [
            (&self.play, &v.play),
            (&self.solve, &v.solve),
            (&self.board_link, &v.board_link),
        ] {
            show(link, href.is_some());
            if let Some(href) = href {
                set_attr(link, "href", href);
            }
        }
        show(&self.report_form, v.report.is_some());
        if let Some(reason) = &v.report {
            if self.report_reason.value() != *reason {
                self.report_reason.set_value(reason);
            }
        }
        show(&self.note, v.note.is_some());
        set_text(&self.note, v.note.as_deref().unwrap_or(""));
        self.once(5, format!("{:?}", v.board), || {
            self.board.set_text_content(None);
            let Some(d) = self.board.owner_document() else {
                return;
            };
            for row in &v.board {
                if let Ok(item) = d.create_element("li") {
                    item.set_text_content(Some(row));
                    let _ = self.board.append_child(&item);
                }
            }
        });
        show(&self.board_empty, v.board_empty.is_some());
        set_text(&self.board_empty, v.board_empty.as_deref().unwrap_or(""));
    }

    #[inline(never)]
    fn render_publish(&self, p: &PublishView) {
        if self.publish_name.value() != p.name {
            self.publish_name.set_value(&p.name);
        }
        if self.publish_description.value() != p.description {
            self.publish_description.set_value(&p.description);
        }
        if self.publish_rules.value() != p.rules {
            self.publish_rules.set_value(p.rules);
        }
        show(&self.publish_note, p.note.is_some());
        set_text(&self.publish_note, p.note.as_deref().unwrap_or(""));
        show(&self.publish_link, p.link.is_some());
        if let Some((href, words)) = &p.link {
            set_attr(&self.publish_link, "href", href);
            set_text(&self.publish_link, words);
        }
        set_disabled(&self.publish_send, !p.send);
        set_attr(
            &self.publish,
            "aria-busy",
            if p.busy { "true" } else { "false" },
        );
    }
}

/// Fills `select` with `choices` (value, words).
fn options(select: &HtmlSelectElement, choices: &[(String, String)]) {
    let Some(d) = select.owner_document() else {
        return;
    };
    select.set_text_content(None);
    for (value, words) in choices {
        if let Ok(option) = d.create_element("option") {
            set_attr(&option, "value", value);
            option.set_text_content(Some(words));
            let _ = select.append_child(&option);
        }
    }
}

/// Draws the cards anew: each a link with its picture, name, author, stars, plays and
/// optimum, named as a whole for a screen reader. Names are text, never markup.
fn cards(list: &Element, cards: &[Card]) -> Result<(), JsValue> {
    let Some(d) = list.owner_document() else {
        return Ok(());
    };
    list.set_text_content(None);
    for card in cards {
        let item = d.create_element("li")?;
        let link = d.create_element("a")?;
        link.set_attribute("href", &card.href)?;
        link.set_attribute("class", "track-card")?;
        link.set_attribute("data-testid", "track-card")?;
        link.set_attribute("aria-label", &card.label)?;
        let image = d.create_element("img")?;
        image.set_attribute("src", &card.image)?;
        image.set_attribute("alt", "")?;
        image.set_attribute("loading", "lazy")?;
        link.append_child(&image)?;
        for (class, text) in [
            ("track-card-name", &card.name),
            ("track-card-meta", &card.by),
            ("track-card-stars", &card.stars),
            ("track-card-meta", &card.optimum),
            ("track-card-meta", &card.plays),
        ] {
            let span = d.create_element("span")?;
            span.set_attribute("class", class)?;
            span.set_text_content(Some(text));
            link.append_child(&span)?;
        }
        item.append_child(&link)?;
        list.append_child(&item)?;
    }
    Ok(())
}

/// Draws the five star buttons, the player's own pressed, and one to take the vote back.
fn stars(group: &Element, labels: &[String], yours: u8) -> Result<(), JsValue> {
    let Some(d) = group.owner_document() else {
        return Ok(());
    };
    group.set_text_content(None);
    for (i, label) in labels.iter().enumerate() {
        let n = i as u8 + 1;
        let button = d.create_element("button")?;
        button.set_attribute("type", "button")?;
        button.set_attribute("class", if n <= yours { "star on" } else { "star" })?;
        button.set_attribute("data-stars", &n.to_string())?;
        button.set_attribute("data-testid", "track-star")?;
        button.set_attribute("aria-label", label)?;
        button.set_attribute("aria-pressed", if n == yours { "true" } else { "false" })?;
        button.set_text_content(Some(if n <= yours { "★" } else { "☆" }));
        group.append_child(&button)?;
    }
    Ok(())
}

/// Sends the controls' changes.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    let send = |s: &Rc<Shell>, input: TracksInput| {
        s.dispatch(Msg::Tracks(input));
    };
    type Read = fn(String) -> TracksInput;
    let fields: [(&str, &str, Read); 5] = [
        ("tracks-size", "change", TracksInput::Size),
        ("tracks-q", "input", TracksInput::Search),
        ("tracks-sort", "change", TracksInput::Sort),
        ("tracks-starts", "change", TracksInput::Starts),
        ("tracks-checkpoints", "change", TracksInput::Checkpoints),
    ];
    for (id, kind, read) in fields {
        let field: HtmlElement = by_id(&d, id)?;
        let target: EventTarget = field.clone().unchecked_into();
        listen(shell, &target, kind, move |s, _: Event| {
            let value = field
                .dyn_ref::<HtmlInputElement>()
                .map(HtmlInputElement::value)
                .or_else(|| {
                    field
                        .dyn_ref::<HtmlSelectElement>()
                        .map(HtmlSelectElement::value)
                })
                .unwrap_or_default();
            send(s, read(value));
        })?;
    }
    let clicks: [(&str, TracksInput); 6] = [
        ("track-race-ai", TracksInput::RaceAi),
        ("tracks-more", TracksInput::More),
        ("track-share", TracksInput::Share),
        ("track-race-online", TracksInput::RaceOnline),
        ("track-report", TracksInput::AskReport),
        ("track-report-cancel", TracksInput::CancelReport),
    ];
    for (id, input) in clicks {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "click", move |s, _: Event| {
            send(s, input.clone())
        })?;
    }
    // More on scrolling: once "More tracks" comes within a screen of the window's bottom (the
    // model asks nothing while a page is on its way).
    let more: HtmlElement = by_id(&d, "tracks-more")?;
    let window: EventTarget = shell.window.clone().unchecked_into();
    listen(shell, &window, "scroll", move |s, _: Event| {
        let height = s
            .window
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(0.0);
        // Shown (neither it nor the collection hidden) and near.
        let shown = more.offset_parent().is_some();
        if shown && more.get_bounding_client_rect().top() < 2.0 * height {
            send(s, TracksInput::More);
        }
    })?;
    let reason: HtmlTextAreaElement = by_id(&d, "track-report-reason")?;
    let target: EventTarget = reason.clone().unchecked_into();
    listen(shell, &target, "input", move |s, _: Event| {
        send(s, TracksInput::ReportTyped(reason.value()))
    })?;
    let form: EventTarget = by_id(&d, "track-report-form")?;
    listen(shell, &form, "submit", move |s, e: Event| {
        e.prevent_default();
        send(s, TracksInput::SendReport)
    })?;
    let stars: EventTarget = by_id(&d, "track-stars")?;
    listen(shell, &stars, "click", move |s, e: Event| {
        let star = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-stars]").ok().flatten())
            .and_then(|b| b.get_attribute("data-stars"))
            .and_then(|n| n.parse::<u8>().ok());
        if let Some(n) = star {
            send(s, TracksInput::Vote(n))
        }
    })?;
    wire_publish(shell)
}

/// The editor's Publish button and form.
fn wire_publish(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    let send = |s: &Rc<Shell>, input: PublishInput| {
        s.dispatch(Msg::Publish(input));
    };
    let open: EventTarget = by_id(&d, "editor-publish")?;
    listen(shell, &open, "click", move |s, _: Event| {
        send(s, PublishInput::Open)
    })?;
    let cancel: EventTarget = by_id(&d, "publish-cancel")?;
    listen(shell, &cancel, "click", move |s, _: Event| {
        send(s, PublishInput::Cancel)
    })?;
    let name: HtmlInputElement = by_id(&d, "publish-name")?;
    let target: EventTarget = name.clone().unchecked_into();
    listen(shell, &target, "input", move |s, _: Event| {
        send(s, PublishInput::Name(name.value()))
    })?;
    let description: HtmlTextAreaElement = by_id(&d, "publish-description")?;
    let target: EventTarget = description.clone().unchecked_into();
    listen(shell, &target, "input", move |s, _: Event| {
        send(s, PublishInput::Description(description.value()))
    })?;
    let rules: HtmlSelectElement = by_id(&d, "publish-rules")?;
    let target: EventTarget = rules.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        send(s, PublishInput::Rules(rules.value()))
    })?;
    let form: EventTarget = by_id(&d, "publish-form")?;
    listen(shell, &form, "submit", move |s, e: Event| {
        e.prevent_default();
        send(s, PublishInput::Send)
    })?;
    Ok(())
}
