//! The mode panel's smaller promises: its button says Start until a run has a move (then New
//! run, whose press asks for the placement once); ghost mode with no earlier run says so; switching the mode mid-run clears the board.

use racetrack_page::ui::Msg;
use racetrack_page::ui::race_mode::RaceInput;

use crate::harness::{Page, STRAIGHT};

fn race(page: &mut Page, input: RaceInput) {
    page.send(Msg::Race(input));
}

#[test]
fn the_button_says_start_until_the_run_has_a_move() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    // In solo the placement begins the run: Start shows as not usable yet.
    let setup = page.game().race.setup.unwrap();
    assert_eq!(
        (setup.start_words.as_str(), setup.start_ready),
        ("Start", false)
    );
    race(&mut page, RaceInput::Start);
    assert_eq!(page.game().race.setup.unwrap().start_words, "Start");
    // Pressed all the same, it changes nothing on the board: the status line says what begins
    // the run, and the placement takes the remark away.
    let status = page.game().status;
    assert!(
        status.ends_with(" — your run begins when the car is on a start point."),
        "{status}"
    );
    page.keys(&["Enter"]);
    let setup = page.game().race.setup.unwrap();
    assert_eq!(
        (setup.start_words.as_str(), setup.start_ready),
        ("New run", true)
    );
    assert!(!page.game().status.contains("your run begins"));
    // New run takes the car off the board; the status asks for the placement once, not twice.
    race(&mut page, RaceInput::Start);
    let status = page.game().status;
    assert!(status.starts_with("Place the car:"), "{status}");
    assert!(!status.contains("your run begins"), "{status}");
    assert_eq!(page.game().race.setup.unwrap().start_words, "Start");
    // A race's Start is what begins it, before any placement.
    race(&mut page, RaceInput::Mode("ai".into()));
    let setup = page.game().race.setup.unwrap();
    assert_eq!(
        (setup.start_words.as_str(), setup.start_ready),
        ("Start", true)
    );
}

#[test]
fn ghost_mode_with_no_earlier_run_says_so() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    race(&mut page, RaceInput::Mode("ghost".into()));
    // Said as the mode is chosen, before Start.
    let status = page.game().status;
    assert!(status.contains("No best run on this track yet"), "{status}");
    assert!(page.model.announcement().text.starts_with("No best run"));
    race(&mut page, RaceInput::Start);
    let status = page.game().status;
    assert!(status.contains("No best run on this track yet"), "{status}");
    // A track won once has its best run: nothing to say.
    page.keys(&["Enter", "6", "6", "6"]);
    let mut won = page.reload("");
    won.paste(STRAIGHT);
    race(&mut won, RaceInput::Mode("ghost".into()));
    assert!(
        !won.game().status.contains("No best run"),
        "{}",
        won.game().status
    );
}

#[test]
fn switching_the_mode_mid_run_clears_the_board() {
    let mut page = Page::start("");
    page.paste(">.......*\n");
    page.keys(&["Enter", "6"]);
    assert!(!page.trajectory().is_empty());
    race(&mut page, RaceInput::Mode("blitz".into()));
    assert!(page.trajectory().is_empty(), "the old run is gone");
    let status = page.game().status;
    assert!(status.contains("Blitz"), "{status}");
}

#[test]
fn a_wait_said_during_the_ai_s_turn_goes_once_it_has_moved() {
    let mut page = Page::start("");
    page.paste(">.......*\n>.......*\n");
    page.run_clock(100);
    race(&mut page, RaceInput::Mode("ai".into()));
    race(&mut page, RaceInput::Start);
    page.keys(&["Enter"]);
    // The AI places next: a key now is told to wait.
    page.keys(&["6"]);
    let status = page.game().status;
    assert!(status.contains("Wait: it is "), "{status}");
    // The AI places; it is the player's turn again, and the wait is over.
    for _ in 0..200 {
        page.tick(50.0, 1.0);
        if page.game().race.car == Some(1) {
            break;
        }
    }
    assert_eq!(page.game().race.car, Some(1), "the player's turn");
    let status = page.game().status;
    assert!(!status.contains("Wait:"), "{status}");
}
