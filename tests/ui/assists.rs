//! Honest puzzles: a run remembers the help it had (Undo, the coach's counts, the optimal line,
//! a watched solver); the win box, the records and the menu's medals say clean or assisted.

use racetrack::top_runs::TopRuns;
use racetrack_page::ui::top_runs::RECORDS_KEY;
use racetrack_page::ui::{Control, Effect, Msg, Switch};

use crate::harness::{Page, STRAIGHT};

fn save(page: &mut Page, name: &str) -> TopRuns {
    let effects = page
        .send(Msg::SaveRecord {
            name: name.into(),
            today: "2026-11-27".into(),
        })
        .to_vec();
    let json = effects
        .iter()
        .find_map(|e| match e {
            Effect::Store { key, value } if *key == RECORDS_KEY => Some(value.clone()),
            _ => None,
        })
        .expect("the records are stored");
    TopRuns::from_json(&json).unwrap()
}

fn win_text(page: &Page) -> String {
    page.game().message.expect("the win box").text
}

#[test]
fn undo_marks_the_run_assisted_until_a_new_run() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    assert!(!page.game().coach_on, "the coach is off until asked for");
    page.keys(&["Enter", "6", "6"]);
    assert!(
        win_text(&page).ends_with("Clean run."),
        "{}",
        win_text(&page)
    );
    assert!(!page.game().message.unwrap().assisted);
    let records = save(&mut page, "Ann");
    let key = page.model.session().unwrap().record_key;
    assert!(!records.best(key).unwrap().is_assisted());
    assert_eq!(page.game().records[0].help, "clean");
    // Taking back a move and winning again: assisted, and kept as such.
    page.control(Control::Undo);
    page.keys(&["6"]);
    assert!(
        win_text(&page).ends_with("Assisted run (Undo)."),
        "{}",
        win_text(&page)
    );
    assert!(page.game().message.unwrap().assisted);
    let records = save(&mut page, "Ann");
    let table = records.table(key);
    assert_eq!(table.len(), 2);
    assert!(
        !table[0].is_assisted() && table[1].is_assisted(),
        "clean first on equal moves"
    );
    let rows = page.game().records;
    assert_eq!((rows[0].help, rows[1].help), ("clean", "assisted"));
    // Retry: a new run, clean again. Undoing the placement alone is no help.
    page.control(Control::Retry);
    page.keys(&["Enter"]);
    page.control(Control::Undo);
    page.keys(&["Enter", "6", "6"]);
    assert!(
        win_text(&page).ends_with("Clean run."),
        "{}",
        win_text(&page)
    );
}

#[test]
fn the_coachs_counts_on_screen_mark_the_run_and_the_keyboard_undo_does_too() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.send(Msg::Switch(Switch::Coach, true));
    page.keys(&["Enter", "6", "6"]);
    assert!(
        win_text(&page).ends_with("Assisted run (the coach)."),
        "{}",
        win_text(&page)
    );
    // Coach off, a new run: clean; the keyboard's Undo (Backspace) marks it as the button does.
    page.send(Msg::Switch(Switch::Coach, false));
    page.control(Control::Retry);
    page.keys(&["Enter", "6", "Backspace", "6", "6"]);
    assert!(
        win_text(&page).ends_with("Assisted run (Undo)."),
        "{}",
        win_text(&page)
    );
}

#[test]
fn an_assisted_best_run_draws_its_medal_hollow_on_the_menu() {
    let mut page = Page::start("#/level/01-first-circuit");
    page.run_clock(2000);
    let line = page.optimal_line();
    page.click(line[0]);
    page.click(line[1]);
    page.control(Control::Undo);
    for &p in &line[1..] {
        page.click(p);
    }
    let message = page.game().message.unwrap();
    assert_eq!(message.medal, Some("gold"));
    assert!(message.assisted && message.text.contains("A gold medal! Assisted run (Undo)."));
    save(&mut page, "Ann");
    page.key("Escape");
    let card = page.view().cards[0].clone();
    assert_eq!(card.medal, Some("gold"));
    assert!(card.assisted);
    assert!(
        card.best_words.ends_with(" · gold · assisted"),
        "{}",
        card.best_words
    );
}

#[test]
fn a_second_run_of_as_many_moves_is_kept_again_but_the_same_line_is_not() {
    // The kept run was told apart by its length only: after Retry, a run of the same length
    // was taken for the one already kept. Two starts, two lines of two moves each.
    let mut page = Page::start("");
    page.paste(">..*\n>..*\n");
    page.click(racetrack::Point::new(0, 0));
    page.keys(&["6", "6"]);
    let prompt = page.game().record_prompt.expect("the name is asked");
    assert_eq!(prompt.rank, 1);
    let records = save(&mut page, "Ann");
    assert_eq!(records.keys().count(), 1);
    assert!(page.game().record_prompt.is_none(), "kept");
    // The other line of as many moves: kept at once under the name given, number 2.
    page.control(Control::Retry);
    page.click(racetrack::Point::new(1, 0));
    page.keys(&["6", "6"]);
    let game = page.game();
    assert!(game.record_prompt.is_none(), "the name is known");
    assert_eq!(
        game.record_saved.as_deref(),
        Some("Kept in the records, number 2.")
    );
    assert_eq!(game.records.len(), 2);
    // The first line again in a new run: another run, kept (number 3).
    page.control(Control::Retry);
    page.click(racetrack::Point::new(0, 0));
    page.keys(&["6", "6"]);
    assert_eq!(
        page.game().records.len(),
        3,
        "a new run of the first line is kept"
    );
    // Finished again after an Undo: the same run, not kept twice.
    page.control(Control::Undo);
    page.keys(&["6"]);
    assert_eq!(
        page.game().records.len(),
        3,
        "the same run finished again is not"
    );
    assert_eq!(
        page.game().record_saved.as_deref(),
        Some("Kept in the records, number 3.")
    );
}

#[test]
fn a_win_counts_on_the_menu_without_a_name_typed() {
    // The playtest: a gold on the first level, the name box ignored, and the menu's card said
    // nothing (only a kept record counted).
    let mut page = Page::start("#/level/01-first-circuit");
    page.run_clock(2000);
    for p in page.optimal_line() {
        page.click(p);
    }
    assert_eq!(page.game().message.unwrap().medal, Some("gold"));
    assert!(page.game().record_prompt.is_some(), "the name is asked");
    page.key("Escape");
    let card = page.view().cards[0].clone();
    assert_eq!(card.medal, Some("gold"));
    assert!(!card.assisted);
    assert!(
        card.best_words.ends_with(" · gold · clean"),
        "{}",
        card.best_words
    );
}
