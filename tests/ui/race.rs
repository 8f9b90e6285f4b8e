//! Races on the play screen through `ui::update`: the mode panel, a race against an AI driver
//! moved by ticks, hot-seat turns, blocking, the blitz clock and names kept as text.

use racetrack::Point;
use racetrack::drivers::{Driver, Skill};
use racetrack_page::ui::race_mode::RaceInput;
use racetrack_page::ui::{Control, Msg};

use crate::harness::Page;

pub(crate) fn race(page: &mut Page, input: RaceInput) {
    page.send(Msg::Race(input));
}

pub(crate) fn setup(page: &mut Page, mode: &str) {
    race(page, RaceInput::Mode(mode.into()));
}

/// Car 1 plays the move `me` chooses among its options.
pub(crate) fn drive_car_1(page: &mut Page, me: &mut Driver) {
    let s = page.model.session().unwrap();
    let run = s.racing.run.as_ref().unwrap();
    let car = &run.race().cars()[0];
    let trajectory = car.run().to_vec();
    let held = car
        .progress(run.race().track(), run.race().rules())
        .collected;
    let options = racetrack_page::ui::race_mode::options(s).unwrap();
    let coach = s.coaching.ready().expect("the coach is ready");
    let to = me.choose(coach, &trajectory, held, &options).unwrap();
    page.click(to);
}

/// The car to move, 1-based, as the status line's `data-car` gives it.
pub(crate) fn car(page: &Page) -> Option<usize> {
    page.game().race.car
}

#[test]
fn a_race_against_one_ai_is_played_to_its_end_and_ranked() {
    let mut page = Page::start("#/level/02-barto-small");
    assert!(page.game().race.setup.is_some(), "the mode panel shows");
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Count("1".into()));
    race(
        &mut page,
        RaceInput::Level {
            car: 2,
            level: "perfect".into(),
        },
    );
    let panel = page.game().race.setup.unwrap();
    assert_eq!(panel.count, Some((1, 3, 1)));
    assert_eq!(panel.levels, vec!["perfect"]);
    race(&mut page, RaceInput::Start);
    assert!(page.game().race.setup.is_none(), "the panel hides");
    assert_eq!(car(&page), Some(1));
    // The coach's table, which the AI needs.
    page.run_clock(200);
    let mut me = Driver::new(Skill::Perfect, 7);
    let mut ai_moves = 0;
    let mut home_said = false;
    for _ in 0..400 {
        if page.game().state.name() == "over" {
            break;
        }
        // A car home while the other races says so in its row (the playtest saw only its moves).
        for row in page.game().race.standings {
            if row.state == "finished" {
                assert!(row.text.ends_with(" · finished"), "{}", row.text);
                home_said = true;
            }
        }
        match car(&page) {
            Some(1) => drive_car_1(&mut page, &mut me),
            Some(2) => {
                // The AI waits a moment so its move can be seen, then moves on its own.
                let before = page.game().race.standings.clone();
                page.tick(100.0, 1.0);
                page.tick(100.0, 1.0);
                page.tick(100.0, 1.0);
                assert_eq!(car(&page), Some(2), "no AI move before 350 ms");
                assert_eq!(page.game().race.standings, before);
                page.tick(100.0, 1.0);
                assert_ne!(
                    page.game().race.standings,
                    before,
                    "the AI moved after 400 ms"
                );
                assert!(!page.model.announcement().text.is_empty());
                ai_moves += 1;
            }
            other => panic!("unexpected car to move {other:?}"),
        }
    }
    assert!(ai_moves > 5);
    assert!(home_said, "one car finished before the other");
    let game = page.game();
    assert_eq!(game.state.name(), "over");
    assert_eq!(car(&page), None);
    let rows = &game.race.standings;
    assert_eq!(rows.len(), 2);
    assert!(rows.iter().all(|r| r.state == "finished"));
    assert!(rows[0].moves <= rows[1].moves);
    assert_eq!(rows[0].place, 1);
    // Both perfect: the optimum of barto-small, 10 moves.
    assert_eq!(rows[0].moves, 10);
    assert_eq!(
        rows[1].name,
        if rows[1].car == 2 {
            "Perfect AI"
        } else {
            "You"
        }
    );
    let message = game.message.expect("the end box");
    assert_eq!(message.kind.name(), "race");
    assert!(page.model.announcement().text.contains("Race over"));
    // The panel is back at the race's end, with the race's setup: the box closed, Start races
    // again (before, a closed box left nothing to start anything with).
    let panel = game.race.setup.expect("the panel after the race");
    assert_eq!((panel.mode, panel.start_words.as_str()), ("ai", "Start"));
    page.control(Control::CloseMessage);
    assert!(page.game().race.setup.is_some());
    // Another mode: Solo's Start plays alone on a clear board.
    setup(&mut page, "solo");
    race(&mut page, RaceInput::Start);
    assert!(page.model.session().unwrap().solo(), "no race on the board");
    assert!(page.game().race.standings.is_empty());
    assert!(page.trajectory().is_empty());
    // And back to a race against the AI: it starts afresh.
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Start);
    assert!(page.game().race.setup.is_none(), "a new race runs");
    assert_eq!(car(&page), Some(1));
    assert!(page.game().race.standings.iter().all(|r| r.moves == 0));
    assert!(page.game().race.controls, "Quit and Restart offered again");
}

#[test]
fn hot_seat_players_alternate_and_names_stay_as_typed() {
    let mut page = Page::start("#/level/02-barto-small");
    setup(&mut page, "hotseat");
    race(&mut page, RaceInput::Count("2".into()));
    race(
        &mut page,
        RaceInput::Name {
            player: 1,
            name: "<b>Ann</b>".into(),
        },
    );
    race(
        &mut page,
        RaceInput::Name {
            player: 2,
            name: "Bob".into(),
        },
    );
    assert_eq!(
        page.game().race.setup.unwrap().names,
        vec!["<b>Ann</b>".to_string(), "Bob".into()]
    );
    race(&mut page, RaceInput::Start);
    assert_eq!(car(&page), Some(1));
    assert!(page.game().status.contains("<b>Ann</b> (car 1)"));
    page.key("Enter");
    assert_eq!(car(&page), Some(2));
    assert!(page.game().status.contains("Bob (car 2)"));
    page.key("Enter");
    assert_eq!(car(&page), Some(1));
    page.key("6");
    assert_eq!(car(&page), Some(2));
    let rows = page.game().race.standings;
    let ann = rows.iter().find(|r| r.car == 1).unwrap();
    assert_eq!(ann.name, "<b>Ann</b>");
    assert_eq!(ann.moves, 1);
}

#[test]
fn an_occupied_point_is_not_an_option() {
    let mut page = Page::start("");
    page.paste(">....*\n>....*\n");
    setup(&mut page, "hotseat");
    race(&mut page, RaceInput::Start);
    page.click(Point::new(0, 0));
    assert_eq!(car(&page), Some(2));
    let options =
        |page: &Page| racetrack_page::ui::race_mode::options(page.model.session().unwrap());
    assert_eq!(options(&page), Some(vec![Point::new(1, 0)]));
    // A click on car 1's point does nothing.
    page.click(Point::new(0, 0));
    assert_eq!(car(&page), Some(2));
    page.click(Point::new(1, 0));
    page.key("3"); // car 1 to (1, 1)
    assert_eq!(car(&page), Some(2));
    assert!(!options(&page).unwrap().contains(&Point::new(1, 1)));
    page.key("6"); // car 2 would go to (1, 1), where car 1 stands
    assert_eq!(car(&page), Some(2));
    assert!(page.game().status.contains("another car is there"));
}

#[test]
fn blitz_time_out_takes_the_main_point() {
    let mut page = Page::start("");
    page.paste(">.......*\n");
    setup(&mut page, "blitz");
    assert_eq!(page.game().race.setup.unwrap().blitz_seconds, Some(10));
    race(&mut page, RaceInput::BlitzSeconds(3.0));
    race(&mut page, RaceInput::Start);
    // Placing the car is not timed: the clock waits, and says so.
    page.tick(16.0, 1.0);
    for _ in 0..50 {
        page.tick(100.0, 1.0);
    }
    assert_eq!(page.game().race.clock_ms, Some(3000));
    assert_eq!(
        page.game().race.clock_words,
        "3.0 s a move once your car is placed"
    );
    assert!(!page.model.needs_tick(), "no frames while it waits");
    page.key("Enter");
    page.key("6");
    assert_eq!(page.game().race.clock_ms, Some(3000));
    assert_eq!(page.game().race.clock_words, "Time 3.0 s");
    // The seconds left are drawn on the car, where the player looks.
    let clock_on_car = |page: &Page| {
        page.scene().shapes.iter().find_map(|s| match s {
            racetrack_page::ui::scene::Shape::Label {
                at, text, colour, ..
            } if *at == Point::new(0, 1) => Some((text.clone(), *colour)),
            _ => None,
        })
    };
    use racetrack_page::ui::scene::Colour;
    assert_eq!(clock_on_car(&page), Some(("3".into(), Colour::Ink)));
    for _ in 0..10 {
        page.tick(100.0, 1.0);
    }
    assert_eq!(page.game().race.clock_ms, Some(2000));
    assert_eq!(clock_on_car(&page), Some(("2".into(), Colour::Ink)));
    for _ in 0..10 {
        page.tick(100.0, 1.0);
    }
    assert_eq!(
        clock_on_car(&page),
        Some(("1".into(), Colour::Danger)),
        "the last second"
    );
    assert!(page.model.needs_tick());
    for _ in 0..9 {
        page.tick(100.0, 1.0);
    }
    let run = |page: &Page| {
        page.model
            .session()
            .unwrap()
            .racing
            .run
            .as_ref()
            .unwrap()
            .race()
            .cars()[0]
            .trajectory()
            .to_vec()
    };
    assert_eq!(run(&page).last(), Some(&Point::new(0, 1)), "not yet");
    page.tick(100.0, 1.0);
    assert_eq!(run(&page).last(), Some(&Point::new(0, 2)), "the main point");
    assert!(page.model.announcement().text.contains("Time is up"));
    // Said on the page too, not only to a screen reader.
    let status = page.game().status;
    assert!(
        status.contains("Time was up: your car kept its velocity (the main point)."),
        "{status}"
    );
    assert_eq!(
        page.game().race.clock_ms,
        Some(3000),
        "a new turn, a new clock"
    );
}

#[test]
fn blitz_time_out_with_no_legal_main_point_crashes_with_the_penalty() {
    let mut page = Page::start("");
    page.paste(">....\n.....\n....*\n");
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::BlitzSeconds(1.0));
    race(&mut page, RaceInput::Start);
    page.keys(&["Enter", "6", "6"]); // (0, 3) at speed 2: the main point (0, 5) is off the track
    let game = page.game();
    assert_eq!((game.moves, game.speed), (2, 2));
    for _ in 0..12 {
        page.tick(100.0, 1.0);
    }
    let game = page.game();
    // The crash's turn and 2 turns sat out, standing on (0, 3); then speed 0.
    assert_eq!(
        (game.moves, game.speed, game.state.name()),
        (5, 0, "playing")
    );
    let words = &page.model.announcement().text;
    assert!(words.contains("crashed"), "{words}");
    assert!(
        page.game()
            .status
            .contains("could not keep its velocity and crashed")
    );
    let s = page.model.session().unwrap();
    let trajectory = s.racing.run.as_ref().unwrap().race().cars()[0].trajectory();
    assert_eq!(&trajectory[2..], &[Point::new(0, 3); 4]);
}

#[test]
fn the_mode_panel_stays_through_a_solo_run_and_hides_while_a_race_runs() {
    let mut page = Page::start("#/level/02-barto-small");
    let panel = page.game().race.setup.expect("the panel");
    assert_eq!(panel.start_words, "Start");
    // Solo: the panel stays once the car is placed (the board under it does not move); its
    // button starts a new run, with the mode it shows.
    page.keys(&["Enter", "6"]);
    let panel = page.game().race.setup.expect("still there");
    assert_eq!(
        (panel.mode, panel.start_words.as_str()),
        ("solo", "New run")
    );
    race(&mut page, RaceInput::Start);
    assert!(page.trajectory().is_empty(), "a new run");
    page.keys(&["Enter", "6"]);
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::Start);
    assert!(
        page.game().race.setup.is_none(),
        "a blitz runs: the panel hides"
    );
    assert!(
        page.trajectory().is_empty(),
        "the blitz starts from scratch"
    );
    assert_eq!(page.game().race.clock_ms, Some(10_000));
    page.control(Control::Retry);
    setup(&mut page, "solo");
    // A race: Start hides it; Retry drops the race and shows the panel with the same setup.
    setup(&mut page, "hotseat");
    race(&mut page, RaceInput::Count("3".into()));
    race(&mut page, RaceInput::Start);
    assert!(page.game().race.setup.is_none());
    assert_eq!(page.game().race.standings.len(), 3);
    page.key("Enter");
    page.control(Control::Retry);
    let panel = page.game().race.setup.expect("back on Retry");
    assert_eq!((panel.mode, panel.count), ("hotseat", Some((2, 4, 3))));
    assert!(page.game().race.standings.is_empty());
    assert_eq!(page.game().race.car, None);
}

#[test]
fn the_race_is_drawn_with_each_car_in_its_colour() {
    use racetrack_page::ui::scene::{Colour, Shape};
    let mut page = Page::start("#/level/02-barto-small");
    setup(&mut page, "hotseat");
    race(&mut page, RaceInput::Start);
    page.key("Enter");
    let shapes = page.scene().shapes;
    // Car 1 waits, ringed in its colour; car 2 places: its options are drawn.
    assert!(shapes.iter().any(|s| matches!(
        s,
        Shape::Ring {
            colour: Colour::Car(0),
            ..
        }
    )));
    assert!(shapes.iter().any(|s| matches!(
        s,
        Shape::Ring {
            colour: Colour::Option,
            ..
        }
    )));
}

#[test]
fn the_coach_is_off_by_default_in_races_and_can_be_switched_on() {
    use racetrack_page::ui::Switch;
    use racetrack_page::ui::scene::Shape;
    // A row whose way down is near its end: too fast there, a car is doomed.
    let mut page = Page::start("");
    page.paste(">......\n#####.#\n#####*#\n");
    page.run_clock(100);
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::Start);
    assert!(!page.game().coach_on, "off by default in blitz and races");
    page.keys(&["Enter", "6", "6"]); // (0, 3) at speed 2
    assert!(!page.game().status.contains("optimum from here"));
    page.send(Msg::Switch(Switch::Coach, true));
    let status = page.game().status;
    assert!(status.contains("optimum from here 3"), "{status}");
    let doomed: Vec<_> = page
        .scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Doomed { at } => Some(*at),
            _ => None,
        })
        .collect();
    assert_eq!(doomed, vec![racetrack::Point::new(0, 6)]);
    // Solo keeps its own switch: off until the player turns it on there.
    page.control(racetrack_page::ui::Control::Retry);
    setup(&mut page, "solo");
    race(&mut page, RaceInput::Start);
    assert!(!page.game().coach_on);
}

#[test]
fn the_mode_choice_offers_the_records_modes_but_simultaneous() {
    use racetrack_page::ui::race_mode::{CHOICES, Mode, choice};
    // One Mode: the page's choice and the records' entries speak of the same values.
    assert_eq!(choice("ai"), racetrack::top_runs::Mode::Ai);
    assert_eq!(choice("hotseat"), Mode::HotSeat);
    for mode in CHOICES {
        assert_eq!(choice(mode.name()), mode);
    }
    assert!(!CHOICES.contains(&Mode::Simultaneous));
    assert_eq!(choice("simultaneous"), Mode::Solo);
    assert_eq!(choice("nonsense"), Mode::Solo);
}

#[test]
fn hot_seat_players_with_one_name_are_told_before_the_race_starts() {
    let mut page = Page::start("#/level/02-barto-small");
    setup(&mut page, "hotseat");
    race(&mut page, RaceInput::Count("2".into()));
    for player in [1, 2] {
        race(
            &mut page,
            RaceInput::Name {
                player,
                name: "Ann".into(),
            },
        );
    }
    race(&mut page, RaceInput::Start);
    assert_eq!(car(&page), None, "no race runs");
    let status = page.game().status;
    assert!(
        status.contains("This race cannot start: two cars are named “Ann”"),
        "{status}"
    );
}

#[test]
fn after_a_blitz_the_next_level_has_its_coach_and_the_player_s_choice_is_kept() {
    use racetrack_page::ui::Switch;
    use racetrack_page::ui::settings::{SETTINGS_KEY, Settings};
    // The playtest's trap: First circuit, Blitz, Start, Escape, Hairpin: the coach was off
    // there and on every level after, until a reload.
    let mut page = Page::coached("#/level/01-first-circuit");
    assert!(page.game().coach_on);
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::Start);
    assert!(!page.game().coach_on, "off by default in a blitz");
    page.key("Escape");
    page.send(Msg::Race(RaceInput::Mode("solo".into())));
    page.send(Msg::RouteChanged("#/level/03-hairpin".into()));
    page.run_clock(2000);
    assert_eq!(page.view().title, "Hairpin");
    assert!(
        page.game().coach_on,
        "solo: the coach is on again, as the player chose"
    );
    page.key("Enter");
    let status = page.game().status;
    assert!(status.contains("optimum from here"), "{status}");
    // The player's own choice for playing alone is kept from level to level, and stored.
    let effects = page.send(Msg::Switch(Switch::Coach, false)).to_vec();
    let stored = effects.iter().find_map(|e| match e {
        racetrack_page::ui::Effect::Store { key, value } if *key == SETTINGS_KEY => {
            Some(value.clone())
        }
        _ => None,
    });
    let settings = Settings::load(stored.as_deref());
    assert_eq!(settings.coach_solo, Some(false));
    assert!(!settings.coach(false) && !settings.coach(true));
    page.send(Msg::RouteChanged("#/level/04-ring".into()));
    page.run_clock(2000);
    assert!(
        !page.game().coach_on,
        "the player switched it off for solo play"
    );
    // A race keeps its own default, and the choice made in a race stays for races.
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::Start);
    assert!(!page.game().coach_on);
    page.send(Msg::Switch(Switch::Coach, true));
    page.key("Escape");
    page.send(Msg::RouteChanged("#/level/05-chicane".into()));
    page.run_clock(2000);
    assert!(!page.game().coach_on, "solo still off");
    setup(&mut page, "blitz");
    race(&mut page, RaceInput::Start);
    assert!(page.game().coach_on, "races: on, as the player chose");
}

#[test]
fn a_start_point_tapped_with_a_race_set_up_starts_that_race_there() {
    // The playtest: "Against AI" chosen, the status said to tap a start point; the tap began a
    // solo run (no AI car, the panel still saying "Against AI", its Start turned "New run").
    let mut page = Page::start("#/level/02-barto-small");
    setup(&mut page, "ai");
    let start = page.model.session().unwrap().game.options()[1];
    page.click(start);
    let s = page.model.session().unwrap();
    let run = s.racing.run.as_ref().expect("the race started");
    assert_eq!(run.race().cars().len(), 2, "with its AI car");
    assert_eq!(
        run.race().cars()[0].run(),
        &[start],
        "car 1 on the point tapped"
    );
    assert!(page.game().race.setup.is_none(), "the panel hides");
    // So does Enter on a start point (the keyboard's placement), here in a hot-seat race.
    let mut keys = Page::start("#/level/02-barto-small");
    setup(&mut keys, "hotseat");
    keys.key("Enter");
    let s = keys.model.session().unwrap();
    let run = s.racing.run.as_ref().expect("the race started");
    assert_eq!(run.race().cars()[0].run().len(), 1, "car 1 placed");
    // Solo keeps its tap: a run of its own, no race.
    let mut solo = Page::start("#/level/02-barto-small");
    let start = solo.model.session().unwrap().game.options()[0];
    solo.click(start);
    assert!(solo.model.session().unwrap().racing.run.is_none());
}
