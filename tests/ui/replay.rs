//! The replay viewer through `ui::update`: a recorded race opened from a file plays round by
//! round with the clock, steps, seeks and pauses by buttons and keys, draws each car's trail,
//! lists the events and standings, travels as a link, and refuses bad files without leaving the
//! menu.

use std::rc::Rc;

use racetrack::bots::play::{Entrant, play};
use racetrack::bots::runner::Builtin;
use racetrack::coach::Coach;
use racetrack::drivers::Skill;
use racetrack::race::record::{self, Record, Settings};
use racetrack::{Rules, Track};
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::replay::ReplayInput;
use racetrack_page::ui::scene::{Colour, Shape};
use racetrack_page::ui::{Copier, Effect, Msg, Screen};

use crate::harness::Page;

/// A race of three built-in drivers on a level, one named with markup.
pub(crate) fn recorded(level: &str, seed: u64) -> Record {
    let text = std::fs::read_to_string(format!("levels/{level}.txt")).unwrap();
    let track: Track = text.parse().unwrap();
    let mut coach = Coach::new(&track, Rules::Strict).unwrap();
    coach.run();
    let coach = Rc::new(coach);
    let entrants = [
        ("Ada", Skill::Pro),
        ("<b>Bob</b>", Skill::Novice),
        ("Cy", Skill::Perfect),
    ]
    .into_iter()
    .enumerate()
    .map(|(i, (name, skill))| Entrant {
        name: name.into(),
        command: format!("builtin:{}", skill.name()),
        bot: Box::new(Builtin::new(skill, i as u64, Rc::clone(&coach))),
    })
    .collect();
    play(&track, Rules::Strict, seed, Settings::default(), entrants).unwrap()
}

/// Opens `text` as the file `name` from the menu.
fn open(page: &mut Page, name: &str, text: &str) -> Vec<Effect> {
    let effects = page.choose(FilePurpose::Replay, &[(name, text.len() as f64)]);
    assert_eq!(effects, vec![Effect::ReadFiles(FilePurpose::Replay)]);
    page.read_file(FilePurpose::Replay, name, text.as_bytes())
}

/// The standings lines a record's standings read as.
fn standing_lines(record: &Record) -> Vec<String> {
    record
        .standings
        .iter()
        .map(|s| format!("{}. {}: {} moves, {}", s.place, s.name, s.moves, s.state))
        .collect()
}

/// The viewer's standings lines.
pub(crate) fn shown_standings(v: &racetrack_page::ui::replay::ReplayView) -> Vec<String> {
    v.standings.iter().map(|s| s.text.clone()).collect()
}

/// The trail segments of car `i` in the scene.
fn trail(page: &Page, i: u8) -> usize {
    page.scene()
        .shapes
        .iter()
        .map(|s| match s {
            Shape::Segments {
                pairs,
                colour: Colour::Car(c),
                ..
            } if *c == i => pairs.len(),
            _ => 0,
        })
        .sum()
}

#[test]
fn a_record_plays_round_by_round_and_the_controls_step_and_seek() {
    let record = recorded("03-hairpin", 3);
    let rounds = record.rounds.len();
    let mut page = Page::start("");
    let effects = open(&mut page, "hairpin.json", &record::to_json(&record));
    assert_eq!(page.model.screen(), Screen::Replay);
    assert!(effects.contains(&Effect::PushRoute("#/replay".into())));
    let v = page.view().replay.expect("the viewer");
    assert_eq!((v.round, v.rounds, v.playing), (0, rounds, true));
    assert_eq!(v.cars.len(), 3);
    assert_eq!(v.cars[1].name, "<b>Bob</b>", "names are kept as text");
    // The result waits for the finish (the demo race gave it away at turn 16 of 116).
    assert_eq!(
        shown_standings(&v),
        [format!("Shown at the finish, round {rounds}.")]
    );
    // Four rounds a second: a quarter of a second shows the next round.
    page.tick(16.0, 1.0);
    page.tick(250.0, 1.0);
    assert_eq!(page.view().replay.unwrap().round, 1);
    // Played to the end, it stops there with every trail drawn.
    for _ in 0..(4 * rounds) {
        page.tick(250.0, 1.0);
    }
    let v = page.view().replay.unwrap();
    assert_eq!((v.round, v.playing), (rounds, false));
    assert_eq!(shown_standings(&v), standing_lines(&record));
    for (i, car) in v.cars.iter().enumerate() {
        assert_eq!(trail(&page, i as u8), car.moves, "{}", car.name);
    }
    assert_eq!(
        v.events.last().unwrap().text,
        format!("Round {rounds}: The race is over")
    );
    // Seek, step, and the keys.
    page.send(Msg::Replay(ReplayInput::Seek(5)));
    assert_eq!(page.view().replay.unwrap().round, 5);
    page.send(Msg::Replay(ReplayInput::Back));
    page.key("ArrowRight");
    page.key("ArrowRight");
    let v = page.view().replay.unwrap();
    assert_eq!((v.round, v.playing), (6, false));
    assert!(v.events.iter().all(|e| e.round <= 6));
    page.key("Home");
    assert_eq!(page.view().replay.unwrap().round, 0);
    assert_eq!(trail(&page, 0), 0);
    page.key(" ");
    assert!(page.view().replay.unwrap().playing);
    page.send(Msg::Replay(ReplayInput::Speed(16)));
    page.send(Msg::Replay(ReplayInput::Speed(3)));
    assert_eq!(
        page.view().replay.unwrap().speed,
        16,
        "only the offered speeds"
    );
    page.key("End");
    assert_eq!(page.view().replay.unwrap().round, rounds);
    page.key("Escape");
    assert_eq!(page.model.screen(), Screen::Menu);
}

#[test]
fn a_small_record_travels_as_a_link_and_opens_from_it() {
    let record = recorded("02-barto-small", 1);
    let mut page = Page::start("");
    open(&mut page, "small.json", &record::to_json(&record));
    let (link, by) = page
        .send(Msg::Replay(ReplayInput::Share))
        .iter()
        .find_map(|e| match e {
            Effect::Copy { text: link, by } => Some((link.clone(), *by)),
            _ => None,
        })
        .expect("a link");
    assert_eq!(by, Copier::Replay);
    // A copy another screen asked for says nothing here.
    page.send(Msg::Copied {
        by: Copier::Game,
        result: Ok(()),
    });
    assert_eq!(
        page.view().replay.unwrap().share_status.as_deref(),
        Some("Copying…")
    );
    let fragment = link.split_once('#').unwrap().1;
    assert!(fragment.starts_with("/replay/"), "{fragment}");
    page.send(Msg::Copied {
        by: Copier::Replay,
        result: Ok(()),
    });
    assert_eq!(
        page.view().replay.unwrap().share_status.as_deref(),
        Some("Copied")
    );
    let mut other = Page::start(&format!("#{fragment}"));
    assert_eq!(other.model.screen(), Screen::Replay);
    other.key("End");
    let v = other.view().replay.unwrap();
    assert_eq!(v.round, record.rounds.len());
    assert_eq!(shown_standings(&v), standing_lines(&record));
    // A damaged link is an error on the menu.
    let broken = Page::start("#/replay/AAAA");
    assert_eq!(broken.model.screen(), Screen::Menu);
    // The screen is the address's: the model's address is the menu, not the broken link.
    assert_eq!(
        broken.model.route(),
        &racetrack_page::ui::route::Route::Menu
    );
    assert!(broken.model.error().unwrap().contains("race link"));
}

#[test]
fn bad_records_are_refused_and_the_menu_stays() {
    let record = recorded("02-barto-small", 2);
    let mut page = Page::start("");
    open(&mut page, "junk.json", "{not json");
    assert_eq!(page.model.screen(), Screen::Menu);
    assert!(
        page.model
            .error()
            .unwrap()
            .starts_with("junk.json: this is not a race record")
    );
    // A record whose events were changed does not play back.
    let mut tampered = record.clone();
    tampered.standings.swap(0, 1);
    open(&mut page, "tampered.json", &record::to_json(&tampered));
    assert_eq!(page.model.screen(), Screen::Menu);
    assert!(
        page.model.error().unwrap().contains("standings"),
        "{:?}",
        page.model.error()
    );
    // Far too large: not even read.
    let effects = page.choose(FilePurpose::Replay, &[("huge.json", 1e9)]);
    assert_eq!(effects, vec![Effect::ClearFilePickers]);
    assert!(page.model.error().unwrap().contains("at most 32 MiB"));
    // Not text.
    page.read_file(FilePurpose::Replay, "bin.json", &[0xff, 0xfe]);
    assert!(page.model.error().unwrap().contains("not a text file"));
    // `#/replay` with nothing open goes to the menu with a word.
    let fresh = Page::start("#/replay");
    assert_eq!(fresh.model.screen(), Screen::Menu);
}

/// The finished race's record, from the Save button's download.
fn saved(page: &mut Page) -> Record {
    let effects = page
        .send(Msg::Control(racetrack_page::ui::Control::SaveRace))
        .to_vec();
    let text = effects
        .iter()
        .find_map(|e| match e {
            Effect::Download {
                filename,
                text,
                kind: racetrack_page::ui::msg::FileKind::Json,
            } => {
                assert!(filename.ends_with(".json"), "{filename}");
                Some(text.clone())
            }
            _ => None,
        })
        .expect("a download");
    let filename = effects.iter().find_map(|e| match e {
        Effect::Download { filename, .. } => Some(filename.clone()),
        _ => None,
    });
    // The end box says where the file went and how to watch it again.
    let box_lines = page.game().message.expect("the race box").reasons;
    let said = format!(
        "Saved as {} in your downloads: the menu’s “Open a race record” plays it again.",
        filename.unwrap()
    );
    assert!(box_lines.contains(&said), "{box_lines:?}");
    record::parse(&text).unwrap()
}

#[test]
fn a_race_of_the_page_is_saved_as_a_record_that_plays_back_and_is_watched() {
    use racetrack_page::ui::race_mode::RaceInput;
    // A blitz race whose clock runs out once (the main point is taken), then driven to the end.
    let mut page = Page::start("");
    page.paste(">.......*\n");
    page.send(Msg::Race(RaceInput::Mode("blitz".into())));
    page.send(Msg::Race(RaceInput::BlitzSeconds(3.0)));
    page.send(Msg::Race(RaceInput::Start));
    page.tick(16.0, 1.0);
    page.key("Enter");
    page.key("6");
    for _ in 0..31 {
        page.tick(100.0, 1.0);
    }
    for _ in 0..10 {
        if page.game().state.name() == "over" {
            break;
        }
        page.key("5");
    }
    assert_eq!(page.game().state.name(), "over");
    let record = saved(&mut page);
    assert_eq!(record.options.turns, racetrack::race::TurnOrder::HotSeat);
    assert_eq!(record.cars[0].bot, "human");
    assert!(
        record
            .rounds
            .iter()
            .any(|r| r.answers[0].status == record::Status::Late),
        "the time-out is in the record"
    );
    assert_eq!(record::check(&record), Ok(()));
    // Watched at once: the viewer opens on it.
    page.send(Msg::Control(racetrack_page::ui::Control::WatchRace));
    assert_eq!(page.model.screen(), Screen::Replay);
    // Named as a person says it, not as a file.
    let title = page.view().title;
    assert!(
        title.starts_with("Replay of ") && title.ends_with(" race"),
        "{title}"
    );
    assert!(!title.contains(".json"), "{title}");
    let v = page.view().replay.unwrap();
    assert_eq!(v.rounds, record.rounds.len());
    page.key("End");
    assert_eq!(
        shown_standings(&page.view().replay.unwrap()),
        standing_lines(&record)
    );
    page.key("Home");
    let v = page.view().replay.unwrap();
    // Words for people: a page race steps a turn at a time, the player is "You", and a blitz
    // time-out is the player's clock, not a bot's unusable answer.
    assert_eq!(v.position_words, format!("Turn 0 of {}", v.rounds));
    assert_eq!(
        (v.step_word.as_str(), v.back_words.as_str()),
        ("Turn", "One turn back (←)")
    );
    assert_eq!(v.speeds[0].1, "1 turn/s");
    assert_eq!(v.speeds[2].1, "4 turns/s");
    // "You" needs no "(a person)" after it (a playtest read "You (a person)").
    assert_eq!(v.cars[0].name, "You");
    assert!(
        v.cars[0].details.starts_with(": 0 moves, "),
        "{:?}",
        v.cars[0]
    );
    page.send(Msg::Replay(racetrack_page::ui::replay::ReplayInput::Seek(
        v.rounds,
    )));
    let v = page.view().replay.unwrap();
    let events: Vec<&str> = v.events.iter().map(|e| e.text.as_str()).collect();
    assert_eq!(
        events[0], "Turn 1: You start at row 1, column 1",
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .any(|e| e.ends_with("Your time ran out: the car played its main point, or crashed")),
        "{events:?}"
    );
    assert!(
        events.iter().any(|e| e.contains("You finish in ")),
        "{events:?}"
    );
    assert!(
        events
            .iter()
            .all(|e| !e.contains("usable") && !e.contains("You starts"))
    );
}

#[test]
fn a_hot_seat_race_against_an_ai_is_recorded_turn_by_turn() {
    use racetrack_page::ui::race_mode::RaceInput;
    let mut page = Page::start("#/level/02-barto-small");
    page.send(Msg::Race(RaceInput::Mode("ai".into())));
    page.send(Msg::Race(RaceInput::Count("1".into())));
    page.send(Msg::Race(RaceInput::Start));
    page.run_clock(200);
    let mut me = racetrack::drivers::Driver::new(Skill::Club, 3);
    for _ in 0..400 {
        if page.game().state.name() == "over" {
            break;
        }
        if page.game().race.car == Some(1) {
            let s = page.model.session().unwrap();
            let run = s.racing.run.as_ref().unwrap();
            let trajectory = run.race().cars()[0].trajectory().to_vec();
            let options = racetrack_page::ui::race_mode::options(s).unwrap();
            let to = me.choose(s.coaching.ready().unwrap(), &trajectory, 0, &options);
            page.click(to.unwrap());
        } else {
            page.tick(400.0, 1.0);
        }
    }
    assert_eq!(page.game().state.name(), "over");
    let record = saved(&mut page);
    assert_eq!(record.cars[1].bot, "builtin:club");
    assert!(record.rounds.iter().all(|r| r.answers.len() == 1));
    assert_eq!(record::check(&record), Ok(()));
    // A changed answer does not play back.
    let mut tampered = record.clone();
    let a = &mut tampered.rounds[3].answers[0];
    a.acc = a.acc.map(|[r, c]| [r, if c == 1 { 0 } else { 1 }]);
    assert!(record::check(&tampered).is_err());
}

#[test]
fn a_replay_owns_its_board_and_opens_no_game() {
    let record = recorded("02-barto-small", 1);
    // From the menu: no game is opened for it, and the menu offers no game to go back to.
    let mut page = Page::start("");
    open(&mut page, "small.json", &record::to_json(&record));
    assert_eq!(page.model.screen(), Screen::Replay);
    assert!(page.model.session().is_none());
    assert!(page.view().game.is_none());
    let board = page.model.board().expect("the replay's board");
    assert_eq!(board.track(), &record.track.parse::<Track>().unwrap());
    assert!(page.view().camera.is_some());
    assert_eq!(page.view().title, "Replay of small.json");
    // Over a game being played: the game, its moves and its camera are left as they were.
    let mut page = Page::start_touch("#/level/10-spiral");
    page.send(Msg::Viewport {
        width: 358.0,
        height: 560.0,
        ratio: 3.0,
    });
    page.click(page.model.session().unwrap().game.options()[0]);
    let before = page.trajectory();
    let cell = page.model.geometry().cell;
    page.control(racetrack_page::ui::Control::ZoomIn);
    let zoomed = page.model.geometry().cell;
    assert!(zoomed > cell, "{zoomed} > {cell}");
    open(&mut page, "small.json", &record::to_json(&record));
    assert_eq!(page.model.screen(), Screen::Replay);
    page.send(Msg::RouteChanged("#/level/10-spiral".into()));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.trajectory(), before);
    assert_eq!(page.model.geometry().cell, zoomed);
}

#[test]
fn on_a_phone_the_replay_s_camera_follows_the_cars() {
    let record = recorded("03-hairpin", 2);
    let mut page = Page::start_touch("");
    page.send(Msg::Viewport {
        width: 358.0,
        height: 560.0,
        ratio: 3.0,
    });
    open(&mut page, "hairpin.json", &record::to_json(&record));
    assert!(
        page.model.camera().unwrap().active(),
        "a part of the track shows"
    );
    for _ in 0..40 {
        page.tick(250.0, 1.0);
    }
    let r = page.view().replay.unwrap();
    assert!(r.round > 3, "{}", r.round);
    let g = page.model.geometry();
    let frame = &page.model.replay().unwrap().frames[r.round];
    for t in frame {
        let p = *t.points.last().unwrap();
        let (x, y) = (g.x(p), g.y(p));
        assert!(
            x >= 0.0 && x <= g.width && y >= 0.0 && y <= g.height,
            "{p:?} at ({x}, {y}) in {g:?}"
        );
    }
}

#[test]
fn an_imported_karopapier_game_plays_back_with_its_crash_as_a_jump_not_a_move() {
    let text =
        std::fs::read_to_string("engine/tests/fixtures/karopapier-game.record.json").unwrap();
    let record = record::parse(&text).unwrap();
    let mut page = Page::start("");
    open(&mut page, "karopapier.json", &text);
    assert_eq!(page.model.screen(), Screen::Replay);
    page.key("End");
    let v = page.view().replay.unwrap();
    assert_eq!(v.round, record.rounds.len());
    assert_eq!(
        shown_standings(&v),
        ["1. Ada: 7 moves, finished", "2. Bob: 1 move, retired"]
    );
    assert_eq!(v.cars[0].moves, 7, "the crash is no move");
    assert_eq!(
        v.honour.as_deref(),
        Some(
            "Honour rules, kept by the players, not checked: the first move drives away from the \
             finish line; no crash on purpose."
        )
    );
    assert_eq!(trail(&page, 0), 7, "no segment for the jump back");
    let crash: Vec<_> = v
        .events
        .iter()
        .filter(|e| e.text.contains("crash"))
        .map(|e| e.text.as_str())
        .collect();
    assert_eq!(crash.len(), 1, "{crash:?}");
    assert!(
        crash[0].contains("Ada crashes and goes back 2 moves, to"),
        "{crash:?}"
    );
}

#[test]
fn a_karopapier_game_as_the_site_gives_it_opens_imported_and_a_bad_one_says_which_move() {
    let text = std::fs::read_to_string("engine/tests/fixtures/karopapier-game.json").unwrap();
    let mut page = Page::start("");
    open(&mut page, "game_1_details.json", &text);
    assert_eq!(page.model.screen(), Screen::Replay);
    page.key("End");
    let v = page.view().replay.unwrap();
    assert_eq!(v.rounds, 8);
    assert_eq!(
        shown_standings(&v),
        ["1. Ada: 7 moves, finished", "2. Bob: 1 move, retired"]
    );
    page.key("Escape");
    // Ada's move of round 7 through the grass: the error names it, the menu stays.
    let mut game: serde_json::Value = serde_json::from_str(&text).unwrap();
    game["players"][0]["moves"][7]["y"] = "3".into();
    open(&mut page, "bad.json", &game.to_string());
    assert_eq!(page.model.screen(), Screen::Menu);
    let error = page.view().error.unwrap_or_default();
    assert!(
        error.contains(
            "bad.json: Ada’s move in round 7 from (5, 1) to (7, 3) is not legal under \
             Karopapier’s rules; it passes (5, 1) (6, 2) (7, 3)"
        ),
        "{error}"
    );
}

#[test]
fn the_camera_follows_the_cars_still_racing_not_one_that_resigned_far_behind() {
    use racetrack::Point;
    use racetrack::race::CarId;
    use racetrack::race::record::{Answer, RecordCar, answer_of};
    use racetrack::race::recorder::Recorder;
    // Three lanes 40 points long: Ada and Bo drive to the finish, Cy resigns on the start line.
    let lane = format!("#>{}*#", ".".repeat(36));
    let wall = "#".repeat(40);
    let text = format!("{wall}\n{lane}\n{lane}\n{lane}\n{wall}");
    let track: Track = text.parse().unwrap();
    let cars = ["Ada", "Bo", "Cy"]
        .map(|name| RecordCar {
            name: name.into(),
            bot: "human".into(),
        })
        .to_vec();
    let mut recorder = Recorder::new(&track, Rules::Strict, 1, Settings::default(), cars).unwrap();
    for row in 1..=3 {
        let answer = answer_of(
            recorder.race(),
            CarId(row - 1),
            Some(Point::new(row as i32, 1)),
        );
        recorder.answer(answer).unwrap();
    }
    recorder.resolve();
    recorder.resign(CarId(2)).unwrap();
    while !recorder.is_over() {
        for car in recorder.waiting() {
            let c = &recorder.race().cars()[car.0];
            let here = c.position().unwrap();
            // Speed up to 3, then keep it: 2, 4, 7, 10, … 37, then onto the finish.
            let v = c.velocity().col;
            let speed = if v < 3 { v + 1 } else { 3 };
            let to = Point::new(here.row, (here.col + speed).min(38));
            let answer: Answer = answer_of(recorder.race(), car, Some(to));
            recorder.answer(answer).unwrap();
        }
        recorder.resolve();
    }
    let record = recorder.record().clone();
    let mut page = Page::start("");
    open(&mut page, "resigned.json", &record::to_json(&record));
    let last = page.model.replay().unwrap().frames.len() - 1;
    page.send(Msg::Replay(ReplayInput::Seek(last)));
    let followed = page.model.replay().unwrap().followed();
    // The two finishers, not Cy left on the start line.
    assert_eq!(followed.len(), 2, "{followed:?}");
    assert!(followed.iter().all(|p| p.col == 38), "{followed:?}");
    // Before Cy resigned, all three are followed.
    page.send(Msg::Replay(ReplayInput::Seek(1)));
    assert_eq!(page.model.replay().unwrap().followed().len(), 3);
}

#[test]
fn a_won_solo_run_is_watched_from_the_win_box_as_a_race_of_one_car() {
    use racetrack::Point;
    use racetrack_page::ui::play::ReplayOffer;
    let mut page = Page::start("");
    page.paste(">....*\n");
    page.run_clock(100);
    // Placed, then 1, 2 and 2 points along: three moves.
    for col in [0, 1, 3, 5] {
        page.click(Point::new(0, col));
    }
    let message = page.game().message.expect("the win box");
    assert_eq!(message.kind.name(), "won");
    assert_eq!(
        message.replay,
        ReplayOffer::Corner,
        "the box offers the run's replay"
    );
    page.send(Msg::Control(racetrack_page::ui::Control::WatchRace));
    assert_eq!(page.model.screen(), Screen::Replay);
    let title = page.view().title;
    assert!(title.starts_with("Replay of your run on "), "{title}");
    page.key("End");
    let v = page.view().replay.unwrap();
    assert_eq!(v.cars.len(), 1);
    assert_eq!(v.cars[0].name, "You");
    assert!(
        v.cars[0].details.starts_with(": 3 moves, "),
        "{:?}",
        v.cars[0]
    );
    // Back (the button says "← Game"): the won game as it was, its box open again.
    assert_eq!(
        page.view().back,
        racetrack_page::ui::back_button::BackTo::Room
    );
    page.send(Msg::Control(racetrack_page::ui::Control::BackToRoom));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.trajectory().len(), 4);
    assert_eq!(page.game().message.expect("the win box").kind.name(), "won");
    // A crash offers none: there is no run to watch.
    let mut page = Page::start("");
    page.paste(">...#*\n");
    page.run_clock(100);
    for col in [0, 1, 3] {
        page.click(Point::new(0, col));
    }
    let message = page.game().message.expect("the crash box");
    assert_eq!(message.kind.name(), "crashed");
    assert_eq!(message.replay, ReplayOffer::None);
}
