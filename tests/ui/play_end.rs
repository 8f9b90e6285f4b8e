//! The end of a run on the play screen through `ui::update`: the win box and its verdict, the
//! crash box and its reasons, and Undo (which marks a run assisted).

use racetrack::{Blocked, Point};
use racetrack_page::ui::scene::Shape;
use racetrack_page::ui::{Control, Effect, Focus, Screen};

use crate::harness::{CRASH, Page, STRAIGHT};

#[test]
fn a_win_shows_the_box_focuses_retry_and_judges_against_the_optimum() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "5", "5"]);
    assert!(
        page.effects.contains(&Effect::Focus(Focus::MessagePrimary)),
        "{:?}",
        page.effects
    );
    let game = page.game();
    assert_eq!(game.state.name(), "won");
    let message = game.message.expect("the win box");
    assert_eq!(message.kind.name(), "won");
    assert!(!message.undo_first);
    assert!(
        message.text.contains("Finished in 3 moves") && message.text.contains("2 moves"),
        "{}",
        message.text
    );
    assert!(
        page.model
            .announcement()
            .text
            .starts_with("Finished in 3 moves")
    );
    // Retry on the box restarts.
    page.control(Control::Retry);
    assert_eq!(page.game().state.name(), "placing");
    assert!(page.game().message.is_none());
}

#[test]
fn the_first_undo_of_a_run_says_it_counts_as_assisted() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6", "6"]);
    page.key("Backspace");
    let said = "A run with Undo counts as assisted; New run starts a clean one.";
    assert!(page.game().status.ends_with(said), "{}", page.game().status);
    assert!(page.model.announcement().text.contains(said));
    page.key("6");
    assert!(
        !page.game().status.contains(said),
        "a remark for one moment"
    );
    page.key("Backspace");
    assert!(!page.game().status.contains(said), "said once a run");
    // Taking back the placement alone marks nothing.
    page.control(Control::Retry);
    page.keys(&["Enter", "Backspace"]);
    assert!(!page.game().status.contains(said));
}

#[test]
fn a_run_taken_back_to_before_its_placement_begins_clean() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6", "Backspace"]);
    assert!(page.game().status.contains("counts as assisted"));
    // Back one move: still assisted.
    page.keys(&["6", "5", "5"]);
    let message = page.game().message.clone().expect("won");
    assert!(message.assisted, "{}", message.text);
    // Back to before the placement: a new run, as New run would start it.
    page.control(Control::Retry);
    page.keys(&["Enter", "6", "Backspace", "Backspace"]);
    assert_eq!(page.game().state.name(), "placing");
    page.keys(&["Enter", "6", "5", "5"]);
    let message = page.game().message.clone().expect("won");
    assert!(!message.assisted, "{}", message.text);
}

#[test]
fn escape_closes_the_win_box_before_it_leaves_the_track() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6", "5", "5"]);
    assert!(page.game().message.is_some());
    page.key("Escape");
    assert_eq!(page.model.screen(), Screen::Play, "the box is a dialog");
    assert!(page.game().message.is_none());
    assert_eq!(page.game().state.name(), "won");
    page.key("Escape");
    assert_eq!(page.model.screen(), Screen::Menu);
}

#[test]
fn the_optimum_run_is_called_perfect() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "6"]);
    let text = page.game().message.unwrap().text;
    assert!(text.contains("optimum. Perfect"), "{text}");
}

#[test]
fn a_crash_explains_each_blocked_candidate_and_focuses_undo() {
    let mut page = Page::start("");
    page.paste(CRASH);
    page.keys(&["Enter", "6", "6"]);
    assert_eq!(page.game().state.name(), "crashed");
    assert!(page.effects.contains(&Effect::Focus(Focus::MessagePrimary)));
    let s = page.model.session().unwrap();
    let reasons = s.crash_reasons();
    assert_eq!(reasons.len(), 9);
    // From (1, 3) at velocity (0, 2): column 4 of row 1 is a wall, rows 0 and 2 are walls,
    // and column 6 is off the grid.
    assert!(reasons.contains(&(Point::new(1, 4), Blocked::IntoWall)));
    assert!(reasons.contains(&(Point::new(1, 6), Blocked::OffTrack)));
    let marks = page
        .scene()
        .shapes
        .iter()
        .filter(|s| matches!(s, Shape::Blocked { .. }))
        .count();
    assert_eq!(marks, 9);
    let message = page.game().message.unwrap();
    assert!(message.undo_first);
    assert!(!message.reasons.is_empty());
    assert!(message.reasons.iter().any(|r| r.contains("into a wall")));
    assert!(
        page.model
            .announcement()
            .text
            .starts_with("Crashed at row 2, column 4")
    );
    // Each mark's letter is the initial of its reason in the reader's language: W for a wall
    // in English, M for "mur" in French.
    let letter_at = |page: &Page, at: Point| {
        page.scene().shapes.iter().find_map(|s| match s {
            Shape::Blocked { at: a, letter, .. } if *a == at => Some(letter.clone()),
            _ => None,
        })
    };
    assert_eq!(letter_at(&page, Point::new(1, 4)).as_deref(), Some("W"));
    let mut french = Page::start("");
    crate::language::worded(&mut french, racetrack_page::ui::i18n::Lang::Fr);
    french.paste(CRASH);
    french.keys(&["Enter", "6", "6"]);
    assert_eq!(letter_at(&french, Point::new(1, 4)).as_deref(), Some("M"));
    let reasons = french.game().message.unwrap().reasons;
    assert!(
        reasons
            .iter()
            .any(|r| r.starts_with("M ") && r.contains("dans un mur")),
        "{reasons:?}"
    );
    // Undo from the box goes back to the game.
    page.control(Control::Undo);
    assert_eq!(page.game().state.name(), "playing");
    assert!(page.game().message.is_none());
}

#[test]
fn a_crash_says_where_its_blocked_moves_are_when_the_board_cannot_show_them() {
    // Fast along a one-row track toward its end: all nine moves land off the grid, where no
    // mark can be drawn (the box said "marked on the track").
    let mut page = Page::start("");
    page.paste("*>......\n");
    page.keys(&["Enter", "6", "6", "6"]);
    assert_eq!(page.game().state.name(), "crashed");
    let message = page.game().message.unwrap();
    assert_eq!(
        message.text,
        "Crashed at speed 3 → (3 right): every next point is off the track, past its edge. \
         Too fast to turn or stop here: brake earlier. Undo to try another way."
    );
    // The box's lines explain the letters the board draws: none here (a playtest read
    // "O 9 moves off the track" beside a board with no "O").
    assert_eq!(message.reasons, Vec::<String>::new());
    // Into walls, three of the moves past the grid's last column: marked, and the rest told,
    // with the speed that made it ("speed 2 → (2 right)") and where every next point is.
    let mut page = Page::start("");
    page.paste(CRASH);
    page.keys(&["Enter", "6", "6"]);
    let message = page.game().message.unwrap();
    assert!(
        message.text.starts_with(
            "Crashed at speed 2 → (2 right): every next point is in or behind the wall or \
             off the track"
        ),
        "{}",
        message.text
    );
    assert!(
        message
            .text
            .contains("(marked ✕; 3 lie past the track’s edge)"),
        "{}",
        message.text
    );
}
