//! A return visit and the first one: a run resumed after a reload, the words on a touch screen, an error kept to its screen, the first visit's hint.

use crate::harness::{Page, STRAIGHT};
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::msg::HINT_KEY;
use racetrack_page::ui::{Effect, Msg, Screen};

#[test]
fn a_reload_mid_game_keeps_the_run_in_progress() {
    use racetrack::Rules;
    use racetrack_page::ui::resume::{RUN_KEY, StoredRun};
    let mut page = Page::start("#/level/03-hairpin");
    page.run_clock(2000);
    page.send(Msg::RulesChosen("soft".into()));
    page.keys(&["Enter", "6", "6"]);
    let before = page.trajectory();
    assert_eq!(before.len(), 3);
    let stored = StoredRun::load(page.storage.get(RUN_KEY).map(String::as_str)).unwrap();
    assert_eq!(
        (stored.route.as_str(), stored.rules),
        ("#/level/03-hairpin", Rules::Soft)
    );
    // The reload opens the level where the run was, rules and moves and all.
    let mut again = page.reload("#/level/03-hairpin");
    assert_eq!(again.trajectory(), before);
    assert!(
        again.game().status.contains("soft rules"),
        "{}",
        again.game().status
    );
    // It is taken once: Back to the menu and the level again is a new run.
    again.key("Escape");
    again.send(Msg::RouteChanged("#/level/03-hairpin".into()));
    assert_eq!(again.trajectory(), before, "the open game stays open");
    // Another address starts afresh; stored text that does not read is ignored.
    let other = page.reload("#/level/04-ring");
    assert!(other.trajectory().is_empty());
    // A won run is over: the reload starts the next.
    let mut won = Page::start("");
    won.paste(STRAIGHT);
    won.keys(&["Enter", "6", "6"]);
    assert_eq!(won.game().state.name(), "won");
    let kept = StoredRun::load(won.storage.get(RUN_KEY).map(String::as_str)).unwrap();
    assert!(kept.trajectory.is_empty(), "{kept:?}");
    page.storage
        .insert(RUN_KEY, "{\"route\":\"#/level/03-hairpin\"".into());
    let broken = page.reload("#/level/03-hairpin");
    assert!(broken.trajectory().is_empty());
}

#[test]
fn on_a_touch_screen_the_words_speak_of_taps() {
    let mut phone = Page::start_touch("");
    phone.paste(STRAIGHT);
    let game = phone.game();
    assert!(game.hint, "a first visit");
    assert!(game.hint_words.contains("tap one"), "{}", game.hint_words);
    assert!(!game.hint_words.contains("Enter") && !game.hint_words.contains("Backspace"));
    assert!(
        game.status
            .starts_with("Place the car: tap a start point (striped)."),
        "{}",
        game.status
    );
    // A desktop's words name the mouse and the keys.
    let mut desk = Page::start_bare("", None);
    desk.paste(STRAIGHT);
    let game = desk.game();
    assert!(game.hint_words.contains("click one") && game.hint_words.contains("Backspace"));
    assert!(
        game.status
            .starts_with("Place the car: click a start point")
    );
}

#[test]
fn an_error_stays_on_its_screen_even_when_the_next_level_was_open_before() {
    let mut page = Page::start("#/level/01-first-circuit");
    assert_eq!(page.model.screen(), Screen::Play);
    page.send(Msg::RouteChanged("#/".into()));
    assert_eq!(page.model.screen(), Screen::Menu);
    page.read_file(FilePurpose::Track, "junk.txt", b"not a track");
    assert!(page.view().error.is_some());
    // Back to the level opened before: its session is still there, the banner is not.
    page.send(Msg::RouteChanged("#/level/01-first-circuit".into()));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.view().error, None);
}

#[test]
fn the_first_visit_hint_goes_once_a_move_is_made() {
    // A callout over the board: left alone it covered moves for the whole game (the phone's
    // Spiral at move 18).
    let mut page = Page::start_bare("", None);
    page.deliver_levels();
    page.paste(STRAIGHT);
    page.key("Enter");
    assert!(page.game().hint, "placing the car is not a move yet");
    let effects = page.key("6").to_vec();
    assert!(!page.game().hint);
    assert!(effects.contains(&Effect::Store {
        key: HINT_KEY,
        value: "seen".into()
    }));
}
