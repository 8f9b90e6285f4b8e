//! The page's colours: as the system says until the reader chooses light or dark in the
//! settings, kept across visits with the other preferences.

use racetrack_page::ui::msg::Startup;
use racetrack_page::ui::settings::SETTINGS_KEY;
use racetrack_page::ui::theme::Theme;
use racetrack_page::ui::{Model, Msg};

use crate::harness::{Page, startup};

fn visit(settings: Option<&str>) -> Page {
    let mut page = Page::start_bare("", Some("seen"));
    page.model = Model::new();
    page.send(Msg::Started(Box::new(Startup {
        settings: settings.map(str::to_owned),
        ..startup("")
    })));
    page.deliver_levels();
    page
}

#[test]
fn the_colours_chosen_are_kept_with_the_other_preferences_and_read_again() {
    let mut page = visit(Some(r#"{"mute":true}"#));
    assert_eq!(page.view().theme, Theme::System);
    page.send(Msg::Theme(Theme::Dark));
    assert_eq!(page.view().theme, Theme::Dark);
    let stored = page.storage[SETTINGS_KEY].clone();
    assert!(
        stored.contains(r#""theme":"dark""#) && stored.contains(r#""mute":true"#),
        "{stored}"
    );
    // The next visit starts dark.
    assert_eq!(visit(Some(&stored)).view().theme, Theme::Dark);
    // Back to the system's: nothing kept for it.
    page.send(Msg::Theme(Theme::System));
    assert!(!page.storage[SETTINGS_KEY].contains("theme"));
    // A stored word that is not a choice reads as the system's.
    assert_eq!(
        visit(Some(r#"{"theme":"neon"}"#)).view().theme,
        Theme::System
    );
    assert_eq!(visit(Some(r#"{"theme":7}"#)).view().theme, Theme::System);
}

#[test]
fn the_page_is_dark_as_chosen_or_as_the_system_says() {
    assert!(Theme::Dark.dark(false) && !Theme::Light.dark(true));
    assert!(Theme::System.dark(true) && !Theme::System.dark(false));
    for theme in Theme::ALL {
        assert_eq!(Theme::of(theme.code()), Some(theme));
    }
    assert_eq!(Theme::of("neon"), None);
}
