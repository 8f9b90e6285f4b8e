//! The settings' colours menu and `<html data-theme>`: `dark` or `light`, as the reader chose or,
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

/// The colours menu and what the page shows.
pub struct ThemeDom {
    select: HtmlSelectElement,
    root: Option<Element>,
    /// The system's dark theme, as a media query.
    system: Option<MediaQueryList>,
}

impl ThemeDom {
    /// Finds the colours menu and the system's dark theme.
    pub fn new(d: &Document, window: &Window) -> Result<ThemeDom, JsValue> {
        Ok(ThemeDom {
            select: by_id(d, "theme")?,
            root: d.document_element(),
            system: window.match_media("(prefers-color-scheme: dark)")?,
        })
    }

    /// Shows the choice and puts its light or dark on the page: whether that changed (the
    /// canvases then read their colours again).
    pub fn render(&self, theme: Theme) -> bool {
        if self.select.value() != theme.code() {
            self.select.set_value(theme.code());
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

/// The colours menu sends the choice; a change of the system's theme is shown where the page
/// follows it.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let select = shell.theme_view.select.clone();
    let target: EventTarget = select.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        if let Some(theme) = Theme::of(&select.value()) {
            s.dispatch(Msg::Theme(theme));
        }
    })?;
    if let Some(system) = &shell.theme_view.system {
        let target: EventTarget = system.clone().unchecked_into();
        listen(shell, &target, "change", |s, _: Event| s.render())?;
    }
    Ok(())
}
