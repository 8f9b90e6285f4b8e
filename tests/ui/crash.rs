//! A crash as a player feels it: a mark where the car stopped, a knock of the board (none
//! under reduced motion) and a vibration; the words say why at the speed it had; and the crash
//! warning slashes the options from which a crash is certain, coach or not, until the first win.

use racetrack::Point;
use racetrack_page::ui::celebration::CRASH_VIBRATION;
use racetrack_page::ui::scene::Shape;
use racetrack_page::ui::settings::SETTINGS_KEY;
use racetrack_page::ui::{Effect, Msg, Switch};

use crate::harness::{CRASH, Page, STRAIGHT};

/// A row whose way down is near its end: a car too fast there is doomed.
const DEAD_END: &str = ">......\n#####.#\n#####*#\n";

fn impacts(page: &Page) -> Vec<Point> {
    page.scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Impact { at } => Some(*at),
            _ => None,
        })
        .collect()
}

fn doomed(page: &Page) -> usize {
    let shapes = page.scene().shapes;
    shapes
        .iter()
        .filter(|s| matches!(s, Shape::Doomed { .. }))
        .count()
}

#[test]
fn a_crash_marks_the_impact_knocks_the_board_and_vibrates_once() {
    let mut page = Page::start("");
    page.paste(CRASH);
    page.keys(&["Enter", "6"]);
    assert!(impacts(&page).is_empty(), "no impact before the crash");
    assert!(!page.game().impact);
    let effects = page.keys_effects(&["6"]);
    assert_eq!(page.game().state.name(), "crashed");
    assert_eq!(
        impacts(&page),
        vec![Point::new(1, 3)],
        "where the car stopped"
    );
    assert!(page.game().impact, "the board knocks");
    assert_eq!(
        effects.iter().filter(|e| **e == CRASH_VIBRATION).count(),
        1,
        "{effects:?}"
    );
    // A frame later: no second vibration.
    page.tick(16.0, 0.0);
    assert!(!page.effects.contains(&CRASH_VIBRATION));
    // Undo: the mark and the knock go.
    page.send(Msg::Control(racetrack_page::ui::Control::Undo));
    assert!(impacts(&page).is_empty());
    assert!(!page.game().impact);
}

#[test]
fn under_reduced_motion_the_board_does_not_knock() {
    let mut page = Page::start_reduced_motion("");
    page.paste(CRASH);
    page.keys(&["Enter", "6", "6"]);
    assert_eq!(page.game().state.name(), "crashed");
    assert_eq!(impacts(&page).len(), 1, "the mark stays: it does not move");
    assert!(!page.game().impact);
}

#[test]
fn the_crash_warning_slashes_certain_crashes_with_the_coach_off_until_the_first_win() {
    let mut page = Page::start("");
    page.paste(DEAD_END);
    page.run_clock(100);
    assert!(page.game().crash_warning, "on for a newcomer");
    page.keys(&["Enter", "6", "6"]); // (0, 3) at speed 2: too fast for the way down
    let status = page.game().status;
    assert!(doomed(&page) > 0, "slashed without the coach");
    assert!(status.contains("⚠ brake: "), "{status}");
    let verb = if doomed(&page) == 1 {
        "crashes"
    } else {
        "crash"
    };
    assert!(status.contains(&format!("{verb} for certain")), "{status}");
    assert!(
        page.game().coach.is_none(),
        "the coach's own words stay off"
    );
    // Switched off, kept in the settings.
    let effects = page.send(Msg::Switch(Switch::CrashWarning, false)).to_vec();
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Store { key, value }
            if *key == SETTINGS_KEY && value.contains("\"warn\":false"))),
        "{effects:?}"
    );
    assert_eq!(doomed(&page), 0);
    assert!(!page.game().status.contains('⚠'));
    page.send(Msg::Switch(Switch::CrashWarning, true));
    assert!(doomed(&page) > 0);
}

#[test]
fn after_a_first_win_the_warning_is_off_unless_switched_on() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "6"]);
    assert_eq!(page.game().state.name(), "won");
    // The win is kept in the records: the warning's default turns off, on this page and the
    // next visit.
    assert!(!page.game().crash_warning);
    let mut next = page.reload("");
    next.paste(DEAD_END);
    next.run_clock(100);
    next.keys(&["Enter", "6", "6"]);
    assert_eq!(doomed(&next), 0);
    next.send(Msg::Switch(Switch::CrashWarning, true));
    assert!(doomed(&next) > 0);
}

#[test]
fn the_first_win_says_the_warning_is_off_and_where_to_switch_it_on() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "6"]);
    let status = page.game().status;
    assert!(
        status.ends_with(
            " · first win: the Crash warning is off from now on (its switch turns it back on)"
        ),
        "{status}"
    );
    // Retry and a second win on this page: nothing more of it (a playtest saw it again).
    page.control(racetrack_page::ui::Control::Retry);
    page.keys(&["Enter", "6", "6"]);
    assert_eq!(page.game().state.name(), "won");
    let status = page.game().status;
    assert!(!status.contains("Crash warning"), "{status}");
    // The next visit's win says nothing of it: the warning was already off.
    let mut next = page.reload("");
    next.paste(STRAIGHT);
    next.run_clock(100);
    next.keys(&["Enter", "6", "6"]);
    let status = next.game().status;
    assert!(!status.contains("Crash warning"), "{status}");
    // Nor does a first win when the player chose the warning themselves.
    let mut chosen = Page::start("");
    chosen.send(Msg::Switch(Switch::CrashWarning, true));
    chosen.paste(STRAIGHT);
    chosen.run_clock(100);
    chosen.keys(&["Enter", "6", "6"]);
    assert!(chosen.game().crash_warning);
    let status = chosen.game().status;
    assert!(!status.contains("Crash warning"), "{status}");
}
