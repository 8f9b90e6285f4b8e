//! The tournaments' screen (`#/tournaments`, `#/tournaments/ID`): copies [`TournamentsView`]
//! into the DOM as text, and sends its buttons as messages. Decides nothing.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, EventTarget, HtmlElement};

use crate::ui::Msg;
use crate::ui::Screen;
use crate::ui::tournaments::TournamentsInput;
use crate::ui::tournaments::view::{GameLink, ListView, PageView, TableRow, TournamentsView};

use super::Shell;
use super::dom::{by_id, set_attr, set_text, show};
use super::events::listen;

/// The tournaments' elements.
pub struct TournamentsDom {
    section: HtmlElement,
    list: HtmlElement,
    back_to_list: HtmlElement,
    status: HtmlElement,
    parts: HtmlElement,
    page: HtmlElement,
    name: HtmlElement,
    about: HtmlElement,
    when: HtmlElement,
    you: HtmlElement,
    join: HtmlElement,
    pause: HtmlElement,
    leave: HtmlElement,
    my_game: HtmlElement,
    confirm: HtmlElement,
    confirm_question: HtmlElement,
    confirm_yes: HtmlElement,
    confirm_no: HtmlElement,
    note: HtmlElement,
    podium: HtmlElement,
    seats: HtmlElement,
    tracks: HtmlElement,
    empty: HtmlElement,
    table_box: HtmlElement,
    games_column: HtmlElement,
    table: HtmlElement,
    games_part: HtmlElement,
    games: HtmlElement,
    finished_part: HtmlElement,
    finished: HtmlElement,
    form: super::view_tournament_form::FormDom,
    /// What was drawn last of the lists, so that an unchanged one is not drawn again.
    drawn: RefCell<[String; 5]>,
}

impl TournamentsDom {
    pub fn new(d: &Document) -> Result<TournamentsDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(TournamentsDom {
            section: l.get("tournaments-page"),
            list: l.get("tournaments-list"),
            back_to_list: l.get("tournaments-list-back"),
            status: l.get("tournaments-status"),
            parts: l.get("tournaments-parts"),
            page: l.get("tournament-page"),
            name: l.get("tournament-name"),
            about: l.get("tournament-about"),
            when: l.get("tournament-when"),
            you: l.get("tournament-you"),
            join: l.get("tournament-join"),
            pause: l.get("tournament-pause"),
            leave: l.get("tournament-leave"),
            my_game: l.get("tournament-my-game"),
            confirm: l.get("tournament-confirm"),
            confirm_question: l.get("tournament-confirm-question"),
            confirm_yes: l.get("tournament-confirm-yes"),
            confirm_no: l.get("tournament-confirm-no"),
            note: l.get("tournament-note"),
            podium: l.get("tournament-podium"),
            seats: l.get("tournament-seats"),
            tracks: l.get("tournament-tracks"),
            empty: l.get("tournament-empty"),
            table_box: l.get("tournament-table"),
            games_column: l.get("tournament-games-column"),
            table: l.get("tournament-table-rows"),
            games_part: l.get("tournament-games-part"),
            games: l.get("tournament-games"),
            finished_part: l.get("tournament-finished-part"),
            finished: l.get("tournament-finished"),
            form: super::view_tournament_form::FormDom::new(d)?,
            drawn: RefCell::new(Default::default()),
        })
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &crate::ui::view::PageView) {
        show(&self.section, page.screen == Screen::Tournaments);
        if let Some(v) = &page.tournaments {
            self.render_tournaments(v);
        }
    }

    /// Out of line: the wasm split leaves it out of the menu's part.
    #[inline(never)]
    fn render_tournaments(&self, v: &TournamentsView) {
        show(&self.list, v.list.is_some());
        show(&self.page, v.page.is_some());
        show(&self.back_to_list, v.page.is_some());
        self.form.render(v.form.as_ref(), v.list.is_some());
        if let Some(list) = &v.list {
            self.render_list(list);
        }
        if let Some(page) = &v.page {
            self.render_page(page);
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
        self.once(0, format!("{:?}", v.parts), || {
            let _ = parts(&self.parts, v);
        });
    }

    fn render_page(&self, v: &PageView) {
        set_text(&self.name, &v.name);
        set_text(&self.about, &v.about);
        set_text(&self.when, &v.when);
        set_text(&self.you, &v.you);
        set_text(&self.seats, &v.seats);
        set_text(&self.tracks, &v.tracks);
        set_text(&self.games_column, &v.games_column);
        show(&self.empty, v.empty.is_some());
        set_text(&self.empty, v.empty.as_deref().unwrap_or(""));
        show(&self.table_box, !v.rows.is_empty());
        for (button, words) in [
            (&self.join, &v.join),
            (&self.pause, &v.pause),
            (&self.leave, &v.leave),
        ] {
            show(button, words.is_some());
            set_text(button, words.as_deref().unwrap_or(""));
        }
        show(&self.my_game, v.my_game.is_some());
        if let Some(game) = &v.my_game {
            set_attr(&self.my_game, "href", &game.href);
        }
        show(&self.confirm, v.confirm_leave.is_some());
        if let Some((question, yes, no)) = &v.confirm_leave {
            set_text(&self.confirm_question, question);
            set_text(&self.confirm_yes, yes);
            set_text(&self.confirm_no, no);
        }
        show(&self.note, v.note.is_some());
        set_text(&self.note, v.note.as_deref().unwrap_or(""));
        show(&self.podium, !v.podium.is_empty());
        self.once(1, format!("{:?}", v.podium), || {
            let _ = podium(&self.podium, &v.podium);
        });
        self.once(2, format!("{:?}", v.rows), || {
            let _ = table(&self.table, &v.rows);
        });
        show(&self.games_part, !v.games.is_empty());
        self.once(3, format!("{:?}", v.games), || {
            let _ = games(&self.games, &v.games, "button tournament-game");
        });
        show(&self.finished_part, !v.finished.is_empty());
        self.once(4, format!("{:?}", v.finished), || {
            let _ = games(&self.finished, &v.finished, "tournament-result");
        });
    }
}

/// An element `tag` of `class` holding `text` (as text, never markup).
fn text_element(d: &Document, tag: &str, class: &str, text: &str) -> Result<Element, JsValue> {
    let e = d.create_element(tag)?;
    if !class.is_empty() {
        e.set_attribute("class", class)?;
    }
    e.set_text_content(Some(text));
    Ok(e)
}

/// The list's parts anew: a heading and a list of links each.
fn parts(into: &Element, v: &ListView) -> Result<(), JsValue> {
    let Some(d) = into.owner_document() else {
        return Ok(());
    };
    into.set_text_content(None);
    for (heading, rows) in &v.parts {
        into.append_child(&text_element(&d, "h3", "", heading)?.into())?;
        let list = d.create_element("ul")?;
        list.set_attribute("class", "tournament-list")?;
        for row in rows {
            let item = d.create_element("li")?;
            let link = d.create_element("a")?;
            link.set_attribute("href", &row.href)?;
            link.set_attribute("class", "tournament-card")?;
            link.set_attribute("data-testid", "tournament-card")?;
            link.append_child(
                &text_element(&d, "span", "tournament-card-name", &row.name)?.into(),
            )?;
            link.append_child(
                &text_element(&d, "span", "tournament-card-meta", &row.about)?.into(),
            )?;
            link.append_child(
                &text_element(&d, "span", "tournament-card-when", &row.when)?.into(),
            )?;
            item.append_child(&link)?;
            list.append_child(&item)?;
        }
        into.append_child(&list)?;
    }
    Ok(())
}

/// The table's rows anew.
fn table(body: &Element, rows: &[TableRow]) -> Result<(), JsValue> {
    let Some(d) = body.owner_document() else {
        return Ok(());
    };
    body.set_text_content(None);
    for row in rows {
        let tr = d.create_element("tr")?;
        tr.set_attribute("data-testid", "tournament-row")?;
        if row.mine {
            tr.set_attribute("class", "mine")?;
        }
        tr.append_child(&text_element(&d, "td", "rank", &row.rank)?.into())?;
        let name = text_element(&d, "td", "name", &row.name)?;
        if !row.mark.is_empty() {
            name.append_child(&text_element(&d, "span", "tournament-mark", &row.mark)?.into())?;
        }
        if let Some(words) = &row.flame {
            let flame = text_element(&d, "span", "flame", "🔥")?;
            flame.set_attribute("role", "img")?;
            flame.set_attribute("aria-label", words)?;
            flame.set_attribute("title", words)?;
            name.append_child(&flame)?;
        }
        tr.append_child(&name)?;
        for number in [&row.points, &row.wins, &row.games] {
            tr.append_child(&text_element(&d, "td", "number", number)?.into())?;
        }
        body.append_child(&tr)?;
    }
    Ok(())
}

/// The podium's places anew.
fn podium(list: &Element, names: &[String]) -> Result<(), JsValue> {
    let Some(d) = list.owner_document() else {
        return Ok(());
    };
    list.set_text_content(None);
    for name in names {
        list.append_child(&text_element(&d, "li", "", name)?.into())?;
    }
    Ok(())
}

/// A list of games anew: a link of `class` to watch each.
fn games(list: &Element, games: &[GameLink], class: &str) -> Result<(), JsValue> {
    let Some(d) = list.owner_document() else {
        return Ok(());
    };
    list.set_text_content(None);
    for game in games {
        let item = d.create_element("li")?;
        let link = text_element(&d, "a", class, &game.players)?;
        link.set_attribute("href", &game.href)?;
        item.append_child(&link)?;
        list.append_child(&item)?;
    }
    Ok(())
}

/// The page's buttons as messages.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    let clicks = [
        ("tournament-join", TournamentsInput::Join),
        ("tournament-pause", TournamentsInput::Pause),
        ("tournament-leave", TournamentsInput::Leave),
        ("tournament-confirm-yes", TournamentsInput::LeaveYes),
        ("tournament-confirm-no", TournamentsInput::LeaveNo),
    ];
    for (id, input) in clicks {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "click", move |s, _: Event| {
            s.dispatch(Msg::Tournaments(input.clone()));
        })?;
    }
    super::view_tournament_form::wire(shell)
}
