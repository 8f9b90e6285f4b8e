//! The home screen as a game's: one main action (continue the run left on a level, else play
//! the next level not won), and the rules, formats and command line on a help page of their own.

use racetrack_page::ui::route::Route;
use racetrack_page::ui::{Control, Msg, Screen};

use crate::harness::Page;

/// Plays the coach's optimal line on the open track by clicks.
fn win_optimally(page: &mut Page) {
    for p in page.optimal_line() {
        page.click(p);
    }
    assert_eq!(page.game().state.name(), "won");
}

#[test]
fn a_first_visit_is_offered_the_first_level_then_the_next_one_not_won() {
    let mut page = Page::start("");
    let action = page.view().main_action.expect("the levels are in");
    assert_eq!(action.label, "Play: First circuit");
    assert_eq!(action.detail, "Level 1 of 15 · not won yet");
    assert_eq!(action.href, "#/level/01-first-circuit");
    page.send(Msg::RouteChanged(action.href.clone()));
    page.run_clock(5000);
    win_optimally(&mut page);
    page.send(Msg::RouteChanged("#/".into()));
    let action = page.view().main_action.unwrap();
    assert_eq!(action.label, "Play: Barto small");
    assert_eq!(action.detail, "Level 2 of 15 · not won yet");
    // Not on another screen.
    page.send(Msg::RouteChanged(action.href));
    assert_eq!(page.view().main_action, None);
}

#[test]
fn a_run_left_on_a_level_is_continued_here_and_after_a_reload() {
    let mut page = Page::start("#/level/03-hairpin");
    page.run_clock(5000);
    let start = page.model.session().unwrap().game.track().starts()[0];
    page.click(start);
    let options = page.model.session().unwrap().game.options();
    let option = *options.iter().find(|&&p| p != start).unwrap();
    page.click(option);
    page.control(Control::Menu);
    assert_eq!(page.model.screen(), Screen::Menu);
    let action = page.view().main_action.unwrap();
    assert_eq!(action.label, "Continue: Hairpin");
    assert_eq!(action.detail, "Level 3 of 15 · your run: 1 move");
    assert_eq!(action.href, "#/level/03-hairpin");
    // The next visit starts on the menu: the run kept is offered, and opening it resumes it.
    let mut next = page.reload("");
    let action = next.view().main_action.unwrap();
    assert_eq!(action.label, "Continue: Hairpin");
    next.send(Msg::RouteChanged(action.href));
    assert_eq!(next.trajectory(), vec![start, option]);
}

#[test]
fn the_help_page_has_its_own_address_and_esc_returns_to_the_levels() {
    let mut page = Page::start("#/help");
    assert_eq!(page.model.screen(), Screen::Help);
    assert_eq!(page.view().title, "Help");
    assert_eq!(Route::parse("#/help").to_string(), "#/help");
    page.key("Escape");
    assert_eq!(page.model.screen(), Screen::Menu);
    // The menu no longer carries the command line and the image format: the help page does.
    let html = std::fs::read_to_string("index.html").unwrap();
    let menu = &html
        [html.find("<section id=\"menu\"").unwrap()..html.find("<section id=\"help\"").unwrap()];
    for technical in ["racetrack race", "#00AAAA", "#808080", "expansions"] {
        assert!(!menu.contains(technical), "the menu shows {technical}");
    }
    let help = &html[html.find("<section id=\"help\"").unwrap()..];
    for technical in ["racetrack race", "#00AAAA", "#808080"] {
        assert!(help.contains(technical), "the help page lacks {technical}");
    }
}
