//! The page's colours: as the system says (the default), or light or dark whatever it says,
//! chosen in the menu's settings and kept. The page's bootstrap (`www/boot.js`) puts the kept
//! choice on `<html data-theme>` before anything is drawn; the shell keeps it there.

use serde::{Deserialize, Serialize};

use super::app::App;
use super::msg::Effect;

/// The colours chosen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// The system's light or dark.
    #[default]
    System,
    /// Light.
    Light,
    /// Dark.
    Dark,
}

impl Theme {
    /// Every choice, in the menu's order.
    pub const ALL: [Theme; 3] = [Theme::System, Theme::Light, Theme::Dark];

    /// The choice's code: the select's value and the stored word.
    pub fn code(self) -> &'static str {
        match self {
            Theme::System => "system",
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The choice of a code, if it is one.
    pub fn of(code: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.code() == code)
    }

    /// Whether the page is dark under this choice, the system being dark or not (`system_dark`).
    pub fn dark(self, system_dark: bool) -> bool {
        match self {
            Theme::System => system_dark,
            Theme::Light => false,
            Theme::Dark => true,
        }
    }
}

/// The reader chose `theme` in the settings: kept.
pub(crate) fn choose(app: &mut App, theme: Theme) -> Vec<Effect> {
    app.settings.theme = (theme != Theme::System).then_some(theme);
    vec![Effect::Store {
        key: super::settings::SETTINGS_KEY,
        value: app.settings.to_json(),
    }]
}
