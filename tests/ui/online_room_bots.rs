//! The creator of an open game seats the server's bots in its free seats (a private game with
//! nobody else to invite): the row shows for them only, while a seat is free, and sends the
//! skill chosen; and what the creator is told while the seats are not all taken.

use racetrack_page::ui::i18n::Lang;
use racetrack_page::ui::model::Screen;
use racetrack_page::ui::msg::{Control, Effect, Fetch, Msg};
use racetrack_page::ui::online::{ApiCall, OnlineInput};
use racetrack_page::ui::view::BackTo;
use serde_json::json;

use crate::online::{answer, game, in_room, online, requests, signed_in};

#[test]
fn the_creator_of_an_open_game_seats_a_bot_of_the_skill_chosen() {
    let mut page = signed_in();
    let mut open = game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    open["seats"] = json!(3);
    open["cars"] = json!([open["cars"][0].clone()]);
    in_room(&mut page, open.clone());
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.add_bot, "the creator, seats free");
    assert_eq!(
        room.bot_skill, "club",
        "a club bot unless another is chosen"
    );

    // A skill that is not one changes nothing; a real one is sent.
    online(&mut page, OnlineInput::BotSkill("godlike".into()));
    assert_eq!(page.view().online.unwrap().room.unwrap().bot_skill, "club");
    online(&mut page, OnlineInput::BotSkill("pro".into()));
    assert_eq!(page.view().online.unwrap().room.unwrap().bot_skill, "pro");
    let sent = requests(&online(&mut page, OnlineInput::AddBot));
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].0, ApiCall::AddBot("g1".into()));
    assert_eq!(sent[0].2, "/api/v1/games/g1/bots");
    assert_eq!(sent[0].3, Some(json!({"skill": "pro"})));

    // The answer is the game's view: the bot in seat 1, a seat still free.
    let mut after = open.clone();
    let mut bot = open["cars"][0].clone();
    bot["seat"] = json!(1);
    bot["name"] = json!("Pro bot");
    bot["bot"] = json!(true);
    after["cars"] = json!([open["cars"][0].clone(), bot.clone()]);
    answer(&mut page, ApiCall::AddBot("g1".into()), 200, after.clone());
    let room = page.view().online.unwrap().room.unwrap();
    let names: Vec<&str> = room.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Pro bot (bot)"]);
    assert!(room.add_bot && room.start, "another bot, or start with two");

    // A refusal says why, in the page's words.
    answer(
        &mut page,
        ApiCall::AddBot("g1".into()),
        409,
        json!({"error": "not_open", "message": "The game has started."}),
    );
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.note.is_some(), "the refusal is said");

    // Seats all taken: no more bots. And nobody else is offered one.
    let mut full = after.clone();
    full["seats"] = json!(2);
    in_room(&mut page, full);
    assert!(!page.view().online.unwrap().room.unwrap().add_bot);
    let mut theirs = after;
    theirs["you"] = json!(1);
    let mut page = signed_in();
    in_room(&mut page, theirs);
    assert!(!page.view().online.unwrap().room.unwrap().add_bot);
}

#[test]
fn the_race_started_by_the_last_bot_brings_the_page_back_to_its_board() {
    let mut page = signed_in();
    let mut open = game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    open["cars"] = json!([open["cars"][0].clone()]);
    let effects = in_room(&mut page, open.clone());
    assert!(
        !effects.contains(&Effect::ScrollToTop),
        "an open game is shown where the page is (a phone scrolls down to Add a bot)"
    );

    // The bot takes the last seat: the race starts, and the page goes back to its top, where
    // the board fits the window.
    let mut started = game(1, &[], &[], [false, false]);
    started["cars"][1]["name"] = json!("Club bot");
    started["cars"][1]["bot"] = json!(true);
    started["cars"][1]["house"] = json!("club");
    started["cars"][1]["connected"] = json!(true);
    let effects = answer(
        &mut page,
        ApiCall::AddBot("g1".into()),
        200,
        started.clone(),
    );
    assert!(effects.contains(&Effect::ScrollToTop), "{effects:?}");
    // The server's own bot is named by its skill in the reader's words, and is there.
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.seats[1].name, "Club bot");
    assert_eq!(room.seats[1].connected, (true, "connected".to_owned()));
    page.send(Msg::Language(Lang::Fr));
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::Fr),
        result: Ok(include_str!("../../www/i18n/fr.ftl").into()),
    });
    // A later view of the running game leaves the page where the player put it.
    // (Ann has chosen: the bar says whom the round waits for.)
    let mut later = started;
    later["seq"] = json!(7);
    later["cars"][0]["chosen"] = json!(true);
    let effects = answer(&mut page, ApiCall::Game("g1".into()), 200, later);
    assert!(!effects.contains(&Effect::ScrollToTop), "{effects:?}");
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.seats[1].name, "Bot club");
    assert!(
        room.seats[1].profile_label.starts_with("Bot club"),
        "{}",
        room.seats[1].profile_label
    );
    let bar = room.bar.unwrap_or_default();
    assert!(bar.contains("Bot club"), "{bar}");
}

#[test]
fn a_car_whose_time_ran_out_loses_no_start_point_to_a_bot() {
    // The playtest: nothing chosen in round 1 against a bot; the log said "you missed the
    // deadline: your car was put on the first free start point", then "you lost start point 1
    // of 3 to Bot club, who chose it too … placed on start point 2 of 3".
    let mut page = signed_in();
    let mut view = game(1, &[], &[], [false, false]);
    view["cars"][1]["bot"] = json!(true);
    view["cars"][1]["house"] = json!("club");
    in_room(&mut page, view);
    crate::online_end::round_one(
        &mut page,
        &[
            json!({"kind": "round", "order": [1, 0]}),
            json!({"kind": "missed", "car": 0, "why": "late"}),
            json!({"kind": "placed", "car": 1, "at": [1, 1]}),
            json!({"kind": "refused", "car": 0, "to": [1, 1]}),
            json!({"kind": "placed", "car": 0, "at": [2, 1]}),
        ],
    );
    let log = page.view().online.unwrap().room.unwrap().log;
    assert_eq!(
        log,
        [
            "Round 1: you missed the deadline: your car was put on start point 2 of 2, the first one free.",
            "Round 1: Club bot placed their car on start point 1 of 2.",
        ]
    );
}

#[test]
fn the_replay_of_a_game_against_the_servers_bot_names_it_as_the_room_does() {
    // A German playtest: the room said "Anfänger-Bot", its replay "Novice bot" (the server
    // keeps its own bots' names in English).
    let mut page = signed_in();
    page.send(Msg::Language(Lang::De));
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::De),
        result: Ok(crate::language::GERMAN.into()),
    });
    let mut over = game(2, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [false, false]);
    over["state"] = json!("over");
    over["cars"][1]["name"] = json!("Novice bot");
    over["cars"][1]["bot"] = json!(true);
    over["cars"][1]["house"] = json!("novice");
    over["standings"] = json!([{"name": "Ann", "place": 1, "moves": 1, "state": "running"},
                               {"name": "Novice bot", "place": 1, "moves": 1, "state": "running"}]);
    in_room(&mut page, over);
    let worded = page.view().online.unwrap().room.unwrap().seats[1]
        .name
        .clone();
    assert_eq!(worded, "Anfänger-Bot");
    watch_replay(&mut page, "Novice bot");
    let view = page.view();
    let replay = view
        .replay
        .clone()
        .unwrap_or_else(|| panic!("no replay: {:?} {:?}", view.error, view.screen));
    let names: Vec<&str> = replay.cars.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Ann", "Anfänger-Bot"]);
    assert!(
        replay.standings.iter().all(|s| !s.text.contains("Novice")),
        "{:?}",
        replay.standings
    );
}

/// Watches the finished game `g1` (Ann and `other`) in the replay viewer: the record asked for
/// and answered.
fn watch_replay(page: &mut crate::harness::Page, other: &str) {
    let asked = requests(&online(page, OnlineInput::WatchReplay));
    assert_eq!(asked[0].2, "/api/v1/games/g1/record");
    let car = |name: &str, bot: &str| racetrack::race::record::RecordCar {
        name: name.into(),
        bot: bot.into(),
    };
    let mut record = racetrack::race::record::Record {
        format: "racetrack-race".into(),
        version: 1,
        track: crate::online::TWO_LANES.into(),
        rules: "strict".into(),
        seed: 1,
        options: Default::default(),
        cars: vec![car("Ann", "human"), car(other, "online")],
        rounds: vec![],
        standings: vec![],
        honour: None,
    };
    let race = racetrack::race::record::start(&record).unwrap();
    record.standings = racetrack::race::record::standings(&race);
    answer(
        page,
        ApiCall::Record("g1".into()),
        200,
        serde_json::to_value(&record).unwrap(),
    );
}

#[test]
fn a_replay_watched_from_a_room_goes_back_to_it() {
    // A playtest: the replay's only way out was "← Levels", and the game's room was lost.
    let mut page = signed_in();
    let mut over = game(2, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [false, false]);
    over["state"] = json!("over");
    in_room(&mut page, over);
    let room_route = page.model.route().to_string();
    watch_replay(&mut page, "Bob");
    let view = page.view();
    assert_eq!(view.screen, Screen::Replay);
    assert_eq!(view.back, BackTo::Room);
    // Named by its players, not by the game's code.
    assert_eq!(view.title, "Replay of Ann – Bob");

    // Its button goes back to the room.
    page.control(Control::BackToRoom);
    assert_eq!(page.view().screen, Screen::OnlineGame);
    assert_eq!(page.model.route().to_string(), room_route);

    // So does Escape.
    watch_replay(&mut page, "Bob");
    assert_eq!(page.view().screen, Screen::Replay);
    page.key("Escape");
    assert_eq!(page.view().screen, Screen::OnlineGame);
    assert_eq!(page.model.route().to_string(), room_route);
}

#[test]
fn the_creator_of_a_two_seat_game_is_told_it_starts_once_the_second_seat_is_taken() {
    // A playtest: a 2-seat game said "start when you like (2 players at least)", and never
    // shows a Start button: it starts when the second seat is taken.
    let status = |seats: usize| {
        let mut page = signed_in();
        let mut open = game(0, &[], &[], [false, false]);
        open["state"] = json!("open");
        open["seats"] = json!(seats);
        open["cars"] = json!([open["cars"][0].clone()]);
        in_room(&mut page, open);
        page.view().online.unwrap().room.unwrap().status
    };
    assert_eq!(
        status(2),
        "Waiting for players: 1 of 2 seats taken. Send the invite link or add a bot: the race \
         starts as soon as the second seat is taken."
    );
    assert!(
        status(3)
            .ends_with("start when you like (2 players at least), or when the seats are full.")
    );
}
