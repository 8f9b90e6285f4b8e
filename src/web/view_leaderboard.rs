//! The world board's page (`#/leaderboard/KEY`): its heading, the player's place, the clean and the
//! assisted runs as lists whose names open the player's profile, and the track to play. Copies
//! [`LeaderboardView`] in as text; decides nothing.

use std::cell::RefCell;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, HtmlElement};

use crate::ui::Screen;
use crate::ui::online::leaderboard::{LeaderboardRow, LeaderboardView};
use crate::ui::view::PageView;

use super::dom::{set_attr, set_text, show};

/// The board page's elements.
pub struct LeaderboardDom {
    section: HtmlElement,
    heading: HtmlElement,
    status: HtmlElement,
    you: HtmlElement,
    clean: HtmlElement,
    assisted_head: HtmlElement,
    assisted: HtmlElement,
    play: HtmlElement,
    /// The rows drawn last, so that an unchanged board is not drawn again.
    drawn: RefCell<(Vec<LeaderboardRow>, Vec<LeaderboardRow>)>,
}

impl LeaderboardDom {
    pub fn new(d: &Document) -> Result<LeaderboardDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(LeaderboardDom {
            section: l.get("board-page"),
            heading: l.get("board-heading"),
            status: l.get("board-status"),
            you: l.get("board-you"),
            clean: l.get("board-clean"),
            assisted_head: l.get("board-assisted-head"),
            assisted: l.get("board-assisted"),
            play: l.get("board-play"),
            drawn: RefCell::new((Vec::new(), Vec::new())),
        })
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView) {
        show(&self.section, page.screen == Screen::Leaderboard);
        if let Some(v) = &page.leaderboard {
            self.render_leaderboard(v);
        }
    }

    /// Out of line: the wasm split leaves it out of the menu's part.
    #[inline(never)]
    fn render_leaderboard(&self, v: &LeaderboardView) {
        set_text(&self.heading, &v.heading);
        set_text(&self.status, &v.status);
        show(&self.you, v.you.is_some());
        set_text(&self.you, v.you.as_deref().unwrap_or(""));
        show(&self.play, v.play.is_some());
        if let Some(play) = &v.play {
            set_attr(&self.play, "href", play);
        }
        show(&self.assisted_head, !v.assisted.is_empty());
        let mut drawn = self.drawn.borrow_mut();
        if drawn.0 != v.clean || drawn.1 != v.assisted {
            let _ = rows(&self.clean, &v.clean);
            let _ = rows(&self.assisted, &v.assisted);
            *drawn = (v.clean.clone(), v.assisted.clone());
        }
    }
}

/// Draws `list` anew with `rows`: rank, the name (a button opening the profile), a bot tag,
/// the moves and the day. Names are text, never markup.
fn rows(list: &Element, rows: &[LeaderboardRow]) -> Result<(), JsValue> {
    let Some(d) = list.owner_document() else {
        return Ok(());
    };
    list.set_text_content(None);
    for row in rows {
        let item = d.create_element("li")?;
        item.set_attribute("data-testid", "board-row")?;
        if row.mine {
            item.set_attribute("class", "mine")?;
            item.set_attribute("aria-current", "true")?;
        }
        let span = |class: &str, text: &str| -> Result<Element, JsValue> {
            let s = d.create_element("span")?;
            s.set_attribute("class", class)?;
            s.set_text_content(Some(text));
            Ok(s)
        };
        let rank = span("rank", &row.rank)?;
        item.append_child(&rank)?;
        let name: HtmlElement = d.create_element("button")?.dyn_into()?;
        name.set_attribute("type", "button")?;
        name.set_attribute("class", "name link")?;
        name.set_attribute("data-profile", &row.name)?;
        name.set_attribute("aria-label", &row.profile_label)?;
        name.set_text_content(Some(&row.name));
        item.append_child(&name)?;
        // Always there (empty but for a bot), so that the columns line up.
        let tag = span(if row.tag.is_empty() { "" } else { "tag" }, &row.tag)?;
        item.append_child(&tag)?;
        let moves = span("moves", &row.moves)?;
        item.append_child(&moves)?;
        let day = span("day muted small", &row.day)?;
        item.append_child(&day)?;
        list.append_child(&item)?;
    }
    Ok(())
}
