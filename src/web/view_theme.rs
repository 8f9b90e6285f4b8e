//! The settings' colours menus (the menu's, the game's sheet's) and `<html data-theme>`: `dark` or `light`, as the reader chose or,
//! by default, as the system says (the page's bootstrap, `www/boot.js`, set it before the first
//! paint; the style sheet reads it).

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, EventTarget, HtmlSelectElement, MediaQueryList, Window};

use crate::ui::Msg;
use crate::ui::theme::Theme;

use super::Shell;
use super::dom::by_id;
use super::events::listen;

/// The colours menus and what the page shows.
pub struct ThemeDom {
    /// The colours menus: the menu's settings and the game's settings sheet.
    selects: [HtmlSelectElement; 2],
    root: Option<Element>,
    /// The system's dark theme, as a media query.
    system: Option<MediaQueryList>,
}

impl ThemeDom {
    /// Finds the colours menus and the system's dark theme.
    pub fn new(d: &Document, window: &Window) -> Result<ThemeDom, JsValue> {
        Ok(ThemeDom {
            selects: [by_id(d, "theme")?, by_id(d, "game-theme")?],
            root: d.document_element(),
            system: window.match_media("(prefers-color-scheme: dark)")?,
        })
    }

    /// Shows the choice and puts its light or dark on the page: whether that changed (the
    /// canvases then read their colours again).
    pub fn render(&self, theme: Theme) -> bool {
        for select in &self.selects {
            if select.value() != theme.code() {
                select.set_value(theme.code());
            }
        }
        let system_dark = self.system.as_ref().is_some_and(MediaQueryList::matches);
        let value = if theme.dark(system_dark) {
            "dark"
        } else {
            "light"
        };
        let Some(root) = &self.root else {
            return false;
        };
        let changed = root.get_attribute("data-theme").as_deref() != Some(value);
        if changed {
            let _ = root.set_attribute("data-theme", value);
        }
        changed
    }
}

/// The colours menus send the choice; a change of the system's theme is shown where the page
/// follows it.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    for select in shell.theme_view.selects.clone() {
        let target: EventTarget = select.clone().unchecked_into();
        listen(shell, &target, "change", move |s, _: Event| {
            if let Some(theme) = Theme::of(&select.value()) {
                s.dispatch(Msg::Theme(theme));
            }
        })?;
    }
    if let Some(system) = &shell.theme_view.system {
        let target: EventTarget = system.clone().unchecked_into();
        listen(shell, &target, "change", |s, _: Event| s.render())?;
    }
    Ok(())
}
