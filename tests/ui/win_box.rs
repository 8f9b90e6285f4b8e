//! The end box: on a touch screen no text field takes the focus (the keyboard would cover the
//! board); a close button hides it until the game changes; the optimal line is help for one
//! run, hidden again by Retry, a new run and leaving the track.

use racetrack_page::ui::Control;
use racetrack_page::ui::Msg;
use racetrack_page::ui::race_mode::RaceInput;
use racetrack_page::ui::view::{BoxFocus, BoxMain};

use crate::harness::{Page, STRAIGHT};

fn won_slowly(page: &mut Page) {
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "5", "5"]);
    assert_eq!(page.game().state.name(), "won");
}

#[test]
fn on_a_touch_screen_a_record_does_not_focus_the_name_field() {
    let mut page = Page::start_touch("");
    won_slowly(&mut page);
    let game = page.game();
    assert!(game.record_prompt.is_some(), "a record is still offered");
    assert_eq!(game.focus_first, BoxFocus::Main(BoxMain::Retry));
}

#[test]
fn the_close_button_hides_the_box_until_the_game_changes() {
    let mut page = Page::start("");
    won_slowly(&mut page);
    assert!(page.game().message.is_some());
    page.control(Control::CloseMessage);
    assert!(page.game().message.is_none(), "the board is free to see");
    assert_eq!(page.game().state.name(), "won");
    // Undo changes the game: playing the last move again shows the box again.
    page.control(Control::Undo);
    page.keys(&["5"]);
    assert!(page.game().message.is_some());
}

#[test]
fn the_optimal_line_is_hidden_by_retry_a_new_run_and_leaving_the_track() {
    let mut page = Page::start("");
    won_slowly(&mut page);
    page.control(Control::OptimalLine);
    assert!(page.game().show_line);
    page.control(Control::Retry);
    assert!(!page.game().show_line, "Retry");

    won_slowly(&mut page);
    page.control(Control::OptimalLine);
    page.send(Msg::Race(RaceInput::Start));
    assert!(!page.game().show_line, "a new run");

    won_slowly(&mut page);
    page.control(Control::OptimalLine);
    let back = page.model.route().to_string();
    page.send(Msg::RouteChanged("#/".into()));
    page.send(Msg::RouteChanged(back));
    assert!(!page.game().show_line, "leaving the track and coming back");
}

#[test]
fn a_win_is_celebrated_in_proportion_with_stars_a_burst_and_a_vibration() {
    use racetrack_page::ui::Effect;
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6"]);
    let effects = page.key("6").to_vec();
    assert!(
        effects.contains(&Effect::Vibrate(&[40, 60, 40, 60, 120])),
        "{effects:?}"
    );
    let c = page.game().message.unwrap().celebration.unwrap();
    assert_eq!(
        (c.stars, c.words.as_str(), c.burst),
        (3, "3 stars of 3", 28)
    );
    // Nothing more buzzes while the box stays.
    assert!(
        !page
            .key("Tab")
            .iter()
            .any(|e| matches!(e, Effect::Vibrate(_)))
    );
    // One move over an optimum of two is 50% over: no star, no burst, a short buzz.
    page.control(Control::Retry);
    page.keys(&["Enter", "6", "5"]);
    let effects = page.key("5").to_vec();
    assert!(effects.contains(&Effect::Vibrate(&[40])), "{effects:?}");
    let c = page.game().message.unwrap().celebration.unwrap();
    assert_eq!((c.stars, c.burst), (0, 0));
    // Under reduced motion the stars stay and nothing flies.
    let mut still = Page::start_reduced_motion("");
    still.paste(STRAIGHT);
    still.run_clock(100);
    still.keys(&["Enter", "6", "6"]);
    let c = still.game().message.unwrap().celebration.unwrap();
    assert_eq!((c.stars, c.burst), (3, 0));
}

#[test]
fn the_win_box_says_what_each_medal_takes_and_how_far_the_next_one_was() {
    use racetrack::verdict::Optimum;
    let english = racetrack_page::ui::i18n::Words::english();
    let scoring_words =
        |moves, optimum| racetrack_page::ui::play_text::scoring_words(&english, moves, optimum);
    // The playtest's clean 13 on Barto small (optimum 10): three grey stars and no word why.
    let ten = Some(Optimum::Moves(10));
    let rule = "★★★ gold takes the optimum, 10 moves; ★★ silver 11 or fewer (within 10%); ★ \
                bronze 12 or fewer (within 25%).";
    assert_eq!(
        scoring_words(13, ten).as_deref(),
        Some(format!("{rule} 1 move fewer for bronze.").as_str())
    );
    assert_eq!(
        scoring_words(20, ten).unwrap(),
        format!("{rule} 8 moves fewer for bronze.")
    );
    assert_eq!(
        scoring_words(12, ten).unwrap(),
        format!("{rule} 1 move fewer for silver.")
    );
    assert_eq!(
        scoring_words(11, ten).unwrap(),
        format!("{rule} 1 move fewer for gold.")
    );
    assert_eq!(scoring_words(10, ten), None, "gold says it is perfect");
    assert_eq!(scoring_words(13, None), None);
    assert_eq!(scoring_words(13, Some(Optimum::TooLarge)), None);
    // A short track: silver is gold's count (10% of 5 is under a move), so it is not named,
    // and a 7 is a move from bronze (6).
    assert_eq!(
        scoring_words(7, Some(Optimum::Moves(5))).unwrap(),
        "★★★ gold takes the optimum, 5 moves; ★ bronze 6 or fewer (within 25%). 1 move fewer \
         for bronze."
    );
    // In the box: the straight's 3 against 2.
    let mut page = Page::start("");
    won_slowly(&mut page);
    let scoring = page.game().message.unwrap().scoring.unwrap();
    assert_eq!(
        scoring,
        "★★★ gold takes the optimum, 2 moves. 1 move fewer for gold."
    );
}

#[test]
fn the_settings_sheet_opened_over_a_won_game_hides_the_box_until_it_closes() {
    // On a phone both are sheets at the window's foot: Settings opened on top of the win box.
    let mut page = Page::start_touch("");
    won_slowly(&mut page);
    assert!(page.game().message.is_some());
    page.control(Control::ToggleSettings);
    assert!(page.game().settings_open);
    assert!(
        page.game().message.is_none(),
        "the box waits under the sheet"
    );
    page.control(Control::CloseSettings);
    assert!(page.game().message.is_some(), "and comes back");
}

/// STRAIGHT won by the keyboard, the winning key pressed at `at_ms` on the page's clock.
fn won_by_keys_at(page: &mut Page, at_ms: u64) {
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "5"]);
    page.key_at(racetrack_page::ui::Target::Canvas, "5", at_ms);
}

/// A win by the keyboard puts the focus in the record's name field: digits and Enter pressed
/// right after the winning key are the driver's (swallowed), not the name's; after a pause, or
/// once another key is typed, the field takes every key.
#[test]
fn keys_still_driving_after_a_keyboard_win_do_not_type_into_the_name() {
    use racetrack_page::ui::Target;
    let mut page = Page::start("");
    won_by_keys_at(&mut page, 10_000);
    assert_eq!(page.game().state.name(), "won");
    assert_eq!(page.game().focus_first, BoxFocus::RecordName);
    // The digit held down, a numpad digit and Enter in the field: swallowed, each keeping
    // the window open from its own time.
    page.key_at(Target::Field, "5", 10_200);
    assert!(
        page.prevented(),
        "a digit just after the win is the driver's"
    );
    page.key_at(Target::Field, "Enter", 10_700);
    assert!(page.prevented(), "so is Enter, 500 ms after the last digit");
    // A letter: the player is typing a name; digits are the name's from then on.
    page.key_at(Target::Field, "a", 10_800);
    assert!(!page.prevented());
    page.key_at(Target::Field, "5", 10_900);
    assert!(!page.prevented(), "after a letter a digit is typed");

    // After a pause the field takes a digit at once.
    let mut page = Page::start("");
    won_by_keys_at(&mut page, 10_000);
    page.key_at(Target::Field, "7", 11_000);
    assert!(!page.prevented(), "a digit a second after the win is typed");
    // A win by the mouse never swallows a key.
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6"]);
    page.click(racetrack::Point { row: 0, col: 3 });
    assert_eq!(page.game().state.name(), "won");
    page.key_at(Target::Field, "5", 0);
    assert!(!page.prevented());
}

/// When the box's button has the focus (no record to name: here a touch screen's box), Enter
/// or Space pressed right after a win by the keyboard does not press it: the box stays to be
/// read.
#[test]
fn enter_still_driving_after_a_keyboard_win_does_not_press_the_box_button() {
    use racetrack_page::ui::Target;
    let mut page = Page::start_touch("");
    won_by_keys_at(&mut page, 5_000);
    assert_eq!(page.game().focus_first, BoxFocus::Main(BoxMain::Retry));
    page.key_at(Target::Button, "Enter", 5_300);
    assert!(
        page.prevented(),
        "Enter on Retry just after the win is swallowed"
    );
    page.key_at(Target::Button, " ", 5_600);
    assert!(page.prevented(), "so is Space 300 ms later");
    page.key_at(Target::Button, "Enter", 6_500);
    assert!(!page.prevented(), "after a pause Enter presses the button");
    assert!(page.game().message.is_some());
}
