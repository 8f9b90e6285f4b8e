//! The daily challenge through `ui::update`: today's track from the date the shell gives, a
//! given day's by its address, the same track as the command line's, the streak of days in a
//! row with a finish, kept in storage.

use racetrack::date::Date;
use racetrack::search::{Solver, solve};
use racetrack::{Rules, Track};
use racetrack_page::ui::daily::{DAILY_KEY, Finished};
use racetrack_page::ui::{Msg, Screen};

use crate::harness::{Page, TODAY};

/// The open track.
fn track(page: &Page) -> Track {
    page.model.session().unwrap().game.track().clone()
}

/// Plays the open track's optimal run with clicks.
fn win(page: &mut Page) {
    let (outcome, _) = solve(&track(page), Rules::Strict, Solver::Bfs);
    // The coach's table gives the optimum the medal is measured against.
    page.run_clock(5000);
    for p in outcome.trajectory().unwrap().to_vec() {
        page.click(p);
    }
    assert_eq!(page.game().state.name(), "won");
}

#[test]
fn today_s_track_is_the_day_s_generated_track_the_same_for_everyone() {
    let today: Date = TODAY.parse().unwrap();
    let mut page = Page::start("");
    page.send(Msg::OpenDaily);
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.history.last().map(String::as_str), Some("#/daily"));
    assert_eq!(page.view().title, format!("Daily challenge · {TODAY}"));
    let expected = racetrack::daily::track(today).unwrap().track;
    assert_eq!(
        track(&page),
        expected,
        "the command line's racetrack daily prints the same"
    );
    let banner = page.game().daily.expect("the banner");
    assert!(
        banner.contains("the same track for every player today"),
        "{banner}"
    );
    // Another player, another page, the same day: the same track.
    let other = Page::start("#/daily");
    assert_eq!(track(&other), expected);
    // The next day, another track; a day's address keeps its own.
    let tomorrow = page.reload_on("#/daily", "2026-12-02");
    assert_ne!(track(&tomorrow), expected);
    let that_day = page.reload_on(&format!("#/daily/{TODAY}"), "2026-12-02");
    assert_eq!(track(&that_day), expected);
    assert_eq!(that_day.view().title, format!("Daily challenge of {TODAY}"));
    // A bad date in the address is an unknown screen, not a panic.
    let bad = Page::start("#/daily/2026-02-30");
    assert_eq!(bad.model.screen(), Screen::Menu);
}

#[test]
fn a_streak_counts_the_days_in_a_row_with_a_finish() {
    let mut page = Page::start("#/daily");
    assert_eq!(page.view().daily_words, "Daily challenge");
    win(&mut page);
    let message = page.game().message.unwrap();
    assert!(
        message.text.ends_with("Daily streak: 1 day in a row."),
        "{}",
        message.text
    );
    assert_eq!(
        message.medal,
        Some("gold"),
        "the day's track has its medals"
    );
    let stored = Finished::load(page.storage.get(DAILY_KEY).map(String::as_str));
    assert!(stored.contains(TODAY.parse().unwrap()));
    // The next day: the streak stands until the day's track is finished too.
    let mut next = page.reload_on("#/daily", "2026-12-02");
    assert_eq!(next.view().daily_words, "Daily challenge · 1 day in a row");
    win(&mut next);
    assert!(
        next.game()
            .message
            .unwrap()
            .text
            .ends_with("2 days in a row.")
    );
    // A day missed breaks it.
    let later = next.reload_on("", "2026-12-04");
    assert_eq!(later.view().daily_words, "Daily challenge");
    // Winning another track does not count; the same day twice counts once.
    let mut same = next.reload_on("#/daily", "2026-12-02");
    win(&mut same);
    assert_eq!(same.view().daily_words, "Daily challenge · 2 days in a row");
}

#[test]
fn stored_days_that_do_not_read_are_left_out() {
    let day = |d: &str| d.parse::<Date>().unwrap();
    let finished = Finished::load(Some(r#"["2026-11-30", "nonsense", 7, "2026-12-01"]"#));
    assert_eq!(finished.streak(day("2026-12-01")), 2);
    assert_eq!(finished.streak(day("2026-12-02")), 2, "today still to do");
    assert_eq!(finished.streak(day("2026-12-03")), 0);
    assert_eq!(Finished::load(Some("{")), Finished::default());
    assert_eq!(Finished::load(Some(&finished.to_json())), finished);
}
