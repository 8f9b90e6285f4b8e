//! What a race says: stored settings, an AI's line over the optimum, the hot seat's standings, a blitz without the coach.

use crate::harness::Page;
use crate::race::{car, drive_car_1, race, setup};
use racetrack::drivers::{Driver, Skill};
use racetrack_page::ui::Msg;
use racetrack_page::ui::race_mode::RaceInput;

#[test]
fn stored_settings_that_do_not_read_give_the_defaults() {
    use racetrack_page::ui::settings::Settings;
    for text in [
        None,
        Some(""),
        Some("garbage"),
        Some("[1]"),
        Some("{\"coach_solo\":3}"),
    ] {
        assert_eq!(Settings::load(text), Settings::default(), "{text:?}");
    }
    let mine = Settings {
        coach_solo: Some(false),
        coach_race: Some(true),
        mute: Some(true),
        tutorial: Some(true),
        warn: Some(false),
        lang: Some(racetrack_page::ui::i18n::Lang::De),
        theme: Some(racetrack_page::ui::theme::Theme::Light),
    };
    assert_eq!(Settings::load(Some(&mine.to_json())), mine);
}

/// Races the open track against one AI of `skill`, the player driving perfectly; returns the
/// page at the end.
fn race_to_the_end(mut page: Page, skill: &str) -> Page {
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Count("1".into()));
    race(
        &mut page,
        RaceInput::Level {
            car: 2,
            level: skill.into(),
        },
    );
    race(&mut page, RaceInput::Start);
    page.run_clock(200);
    let mut me = Driver::new(Skill::Perfect, 7);
    for _ in 0..400 {
        match car(&page) {
            None => break,
            Some(1) => drive_car_1(&mut page, &mut me),
            Some(_) => page.tick(200.0, 1.0),
        }
    }
    assert_eq!(page.game().state.name(), "over");
    page
}

/// The race-over box's line of the AI car.
fn ai_line(page: &Page) -> String {
    let lines = page.game().message.unwrap().reasons;
    lines.into_iter().find(|l| l.contains(" AI")).unwrap()
}

#[test]
fn a_perfect_ai_over_the_optimum_says_why() {
    // The playtest read "Perfect AI, 11 moves" on a level of optimum 10 as perfect not being
    // perfect. Barto small: both perfect, the player's car stands where the AI would land.
    let page = race_to_the_end(Page::start("#/level/02-barto-small"), "perfect");
    let rows = page.game().race.standings;
    let moves: Vec<_> = rows.iter().map(|r| (r.car, r.moves)).collect();
    assert!(
        moves.contains(&(1, 10)) && moves.contains(&(2, 11)),
        "{rows:?}"
    );
    assert_eq!(
        ai_line(&page),
        "2. Perfect AI, 11 moves (+1: 1 move held up by the other car)"
    );
    // Two start points, the nearer one taken by the player: optimal from the AI's own start.
    let mut page = Page::start("");
    page.paste(">......>.*\n");
    let page = race_to_the_end(page, "perfect");
    assert_eq!(
        ai_line(&page),
        "2. Perfect AI, 4 moves (+2: 2 from its start, the best one taken)"
    );
    // A lesser AI over the optimum says what its excess is made of: its own slips, and any
    // move it was held up. The parts add up to its excess over the optimum of 10.
    for skill in ["club", "pro", "novice"] {
        let page = race_to_the_end(Page::start("#/level/02-barto-small"), skill);
        let line = ai_line(&page);
        let moves: u32 = line
            .split(", ")
            .nth(1)
            .unwrap()
            .split(' ')
            .next()
            .unwrap()
            .parse()
            .unwrap();
        if moves == 10 {
            assert!(!line.contains('('), "{line}");
            continue;
        }
        let note = line.split_once(" (+").expect("a note").1;
        let (over, parts) = note.trim_end_matches(')').split_once(": ").unwrap();
        assert_eq!(over.parse::<u32>().unwrap(), moves - 10, "{line}");
        let sum: u32 = parts
            .split("; ")
            .map(|p| p.split(' ').next().unwrap().parse::<u32>().unwrap())
            .sum();
        assert_eq!(sum, moves - 10, "{line}");
        assert!(line.contains("by its own slip"), "{line}");
    }
}

#[test]
fn the_hot_seat_standings_say_whose_turn_it_is() {
    let mut page = Page::start("#/level/02-barto-small");
    setup(&mut page, "hotseat");
    race(
        &mut page,
        RaceInput::Name {
            player: 1,
            name: "Ann".into(),
        },
    );
    race(&mut page, RaceInput::Start);
    let to_move = |page: &Page| -> Vec<(usize, bool, String)> {
        page.game()
            .race
            .standings
            .iter()
            .map(|r| (r.car, r.to_move, r.text.clone()))
            .collect()
    };
    let rows = to_move(&page);
    assert!(
        rows.contains(&(1, true, "1. Ann (car 1) · 0 moves · to move".into())),
        "{rows:?}"
    );
    assert!(rows.iter().any(|(car, on, _)| *car == 2 && !on));
    page.key("Enter");
    let rows = to_move(&page);
    assert!(rows.iter().any(|(car, on, _)| *car == 2 && *on), "{rows:?}");
    assert!(rows.iter().any(|(car, on, _)| *car == 1 && !on));
}

#[test]
fn a_blitz_says_the_coach_is_off_and_hides_the_how_to_drive_hint() {
    // The playtest's finds: the coach vanished without a word, and the first-visit hint
    // covered the board during the blitz clock.
    let mut page = Page::coached("#/level/01-first-circuit");
    assert!(page.game().coach_on);
    assert!(page.game().hint, "a first visit shows how to drive");
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::Start);
    assert!(!page.game().coach_on);
    let status = page.game().status;
    assert!(
        status.contains("The coach is off in blitz and races: its switch turns it on for them."),
        "{status}"
    );
    assert!(!page.game().hint, "no hint over a blitz");
    // With the coach switched on for races, nothing is said.
    page.send(Msg::Switch(racetrack_page::ui::Switch::Coach, true));
    page.key("Escape");
    setup(&mut page, "solo");
    page.send(Msg::RouteChanged("#/level/02-barto-small".into()));
    page.run_clock(2000);
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::Start);
    assert!(page.game().coach_on);
    assert!(!page.game().status.contains("The coach is off"));
}
