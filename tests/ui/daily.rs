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
    assert_eq!(page.view().title, format!("Daily · {TODAY}"));
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
    // An online room opened from the daily's page shows no daily banner over its board, nor
    // does a replay (a playtest saw the banner, its countdown and calendar in the room).
    for route in ["#/online/g1", "#/replay"] {
        page.send(Msg::RouteChanged(route.into()));
        assert_ne!(page.model.screen(), Screen::Play, "{route}");
        assert!(page.game().daily.is_none(), "{route}");
        assert!(page.game().daily_parts.is_none(), "{route}");
    }
    page.send(Msg::RouteChanged("#/daily".into()));
    assert!(page.game().daily.is_some(), "back to the daily");
    // Another player, another page, the same day: the same track.
    let other = Page::start("#/daily");
    assert_eq!(track(&other), expected);
    // The next day, another track; a day's address keeps its own.
    let tomorrow = page.reload_on("#/daily", "2026-12-02");
    assert_ne!(track(&tomorrow), expected);
    let that_day = page.reload_on(&format!("#/daily/{TODAY}"), "2026-12-02");
    assert_eq!(track(&that_day), expected);
    assert_eq!(that_day.view().title, format!("Daily · {TODAY}"));
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

#[test]
fn a_won_daily_gives_a_result_card_a_countdown_and_a_calendar() {
    use racetrack_page::ui::{Control, Copier, Effect};
    let mut page = Page::start("#/daily");
    // 2026-12-01 at 18:47:30 UTC: the next daily at midnight, in 5 h 13 min (rounded up).
    let day_ms = 86_400_000.0;
    let today_days = TODAY.parse::<Date>().unwrap();
    let epoch_days = (0..40_000)
        .find(|&d| Date::from_unix_days(d) == today_days)
        .unwrap() as f64;
    let now = epoch_days * day_ms + (18.0 * 3600.0 + 47.0 * 60.0 + 30.0) * 1000.0;
    page.send(Msg::WallClock(now));
    let parts = page.game().daily_parts.expect("a daily track");
    assert_eq!(parts.countdown.as_deref(), Some("Next daily in 5 h 13 min"));
    assert!(!parts.card, "no card before a win");
    assert_eq!(parts.calendar.len(), 14);
    let last = parts.calendar.last().unwrap();
    assert_eq!(
        (last.date.as_str(), last.today, last.done),
        (TODAY, true, false)
    );
    win(&mut page);
    let parts = page.game().daily_parts.unwrap();
    assert!(parts.card);
    assert_eq!(parts.copy_label, "Copy result");
    assert!(parts.calendar.last().unwrap().done, "today is finished");
    let copied = page
        .control(Control::CopyDailyResult)
        .iter()
        .find_map(|e| match e {
            Effect::Copy {
                text,
                by: Copier::Daily,
            } => Some(text.clone()),
            _ => None,
        })
        .expect("the card is copied");
    let moves = page.game().moves;
    let mut lines = copied.lines();
    assert_eq!(
        lines.next(),
        Some(
            format!("Racetrack daily {TODAY}: {moves} moves, optimum {moves} ★★★ (clean)").as_str()
        )
    );
    let mut rest: Vec<&str> = lines.collect();
    // The link back to the same day's track, last.
    assert_eq!(
        rest.pop(),
        Some(format!("https://racetrack.test/#/daily/{TODAY}").as_str())
    );
    assert_eq!(
        rest.concat(),
        "🟩".repeat(moves),
        "an optimal run is all on pace"
    );
    assert_eq!(
        page.game().daily_parts.unwrap().calendar_words,
        "Your last 14 days: a filled square is a daily finished, the ringed one today."
    );
    page.send(Msg::Copied {
        by: Copier::Daily,
        result: Ok(()),
    });
    assert!(page.game().status.contains("Result copied"));
    // The button says it too: on a phone the status line lies under the win box.
    assert_eq!(page.game().daily_parts.unwrap().copy_label, "Copied ✓");
    page.send(Msg::Copied {
        by: Copier::Daily,
        result: Err(racetrack_page::ui::msg::CopyRefusal::NotAllowed),
    });
    assert_eq!(
        page.game().daily_parts.unwrap().copy_label,
        "Not copied: try again"
    );
    // A day's track other than today's has no countdown; a track not a daily has no parts.
    let mut old = page.reload_on("#/daily/2026-11-20", TODAY);
    old.send(Msg::WallClock(now));
    assert_eq!(old.game().daily_parts.map(|p| p.countdown), Some(None));
    let level = Page::start("#/level/01-first-circuit");
    assert_eq!(level.game().daily_parts, None);
}

#[test]
fn the_daily_track_a_random_one_and_a_replay_are_drawn_with_the_painted_decor() {
    let page = Page::start("#/daily");
    assert!(page.game().has_decor);
    let decor = page.scene().decor.expect("the daily track has decor");
    let t = track(&page);
    assert_eq!(decor.picture, racetrack::image::decor::paint(&t));
    // The same track again is not painted twice, even after another track: the same decor
    // (its id, which the painter keeps its pixels under) is shared.
    let mut page = page;
    page.send(Msg::RouteChanged("#/random/3".into()));
    let random_decor = page.scene().decor.expect("the random track has decor");
    assert_ne!(random_decor.id, decor.id);
    page.send(Msg::RouteChanged("#/daily".into()));
    let back = page.scene().decor.expect("the daily track again");
    assert_eq!(back.id, decor.id, "the daily's decor was painted again");
    page.send(Msg::RouteChanged("#/random/3".into()));
    assert_eq!(page.scene().decor.map(|d| d.id), Some(random_decor.id));
    let random = Page::start("#/random/7");
    assert!(random.game().has_decor);
}

#[test]
fn the_daily_s_date_is_written_as_the_reader_s_language_writes_dates() {
    use racetrack_page::ui::i18n::Lang;
    let (y, m, d) = (&TODAY[..4], &TODAY[5..7], &TODAY[8..]);
    for (lang, title) in [
        (Lang::Fr, format!("Défi du jour · {d}/{m}/{y}")),
        (Lang::De, format!("Tagesrennen · {d}.{m}.{y}")),
    ] {
        let mut page = Page::start("");
        crate::language::worded(&mut page, lang);
        page.send(Msg::RouteChanged("#/daily".into()));
        assert_eq!(page.view().title, title);
        let banner = page.game().daily.unwrap();
        assert!(banner.contains(&title[title.len() - 10..]), "{banner}");
        assert!(!banner.contains(TODAY), "{banner}");
        // The calendar's days too (their titles were written YYYY-MM-DD).
        let calendar = page.game().daily_parts.expect("a daily").calendar;
        let last = &calendar.last().expect("today").words;
        assert!(last.starts_with(&title[title.len() - 10..]), "{last}");
        assert!(!last.contains(TODAY), "{last}");
    }
}

#[test]
fn on_a_phone_the_daily_s_hint_is_a_sheet_in_the_window_not_below_it() {
    use racetrack_page::ui::box_place::HintPlace;
    // The playtest at 390 x 844: the daily's banner above the board put "How to drive" after
    // the controls, below the window; a newcomer opening a shared daily never saw it.
    let hint_at = |window_height: f64| {
        let mut page = Page::start_touch("#/daily");
        page.send(Msg::Viewport {
            width: 370.0,
            height: 330.0,
            ratio: 3.0,
        });
        page.send(Msg::Window {
            height: window_height,
            board_top: 285.0,
        });
        page.run_clock(2000);
        assert!(page.game().hint, "the first-visit hint shows");
        page.game().hint_at
    };
    assert_eq!(hint_at(844.0), HintPlace::Sheet);
    // A window tall enough for it after the controls keeps it there.
    assert_eq!(hint_at(1400.0), HintPlace::Under);
}

#[test]
fn the_daily_s_hint_stays_in_one_place_while_the_camera_glides_to_the_start() {
    use racetrack_page::ui::box_place::HintPlace;
    // A browser run on a 390 x 844 phone saw "How to drive" jump between the window's foot and
    // the place after the controls, out of the window, six times in its first 350 ms: it was
    // placed anew each frame of the camera's overview, from the finish back to the start.
    for date in ["2026-12-06", "2026-12-01", "2026-11-28"] {
        let mut page = Page::start_touch(&format!("#/daily/{date}"));
        page.send(Msg::Viewport {
            width: 370.0,
            height: 310.0,
            ratio: 3.0,
        });
        page.send(Msg::Window {
            height: 844.0,
            board_top: 290.0,
        });
        let mut places: Vec<HintPlace> = vec![page.game().hint_at];
        for _ in 0..400 {
            if !page.model.needs_tick() {
                break;
            }
            page.tick(16.7, 4.0);
            if places.last() != Some(&page.game().hint_at) {
                places.push(page.game().hint_at);
            }
        }
        assert!(page.game().hint, "the first-visit hint shows");
        assert_eq!(places.len(), 1, "{date}: {places:?}");
    }
}
