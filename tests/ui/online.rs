//! Online races as the page drives them: the player and the player key, the lobby and your
//! games, a game room fed by the server's answers and live events (options, a tap sending the
//! move, who has chosen, one view asked per burst of events, reconnecting after a drop), the
//! record at the end, a page without a server, and the world board after a solo win.

use racetrack::Point;
use racetrack_page::ui::online::{ApiCall, IDENTITY_KEY, LiveEvent, Method, OnlineInput};
use racetrack_page::ui::{Copier, Effect, Msg, Screen};
use serde_json::{Value, json};

use crate::harness::Page;

pub(crate) const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

/// A request: (call, method, path, body, token).
type Request = (ApiCall, Method, String, Option<Value>, Option<String>);

/// The requests among `effects`.
pub(crate) fn requests(effects: &[Effect]) -> Vec<Request> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Api {
                call,
                method,
                path,
                body,
                token,
            } => Some((
                call.clone(),
                *method,
                path.clone(),
                body.as_deref().map(|b| serde_json::from_str(b).unwrap()),
                token.clone(),
            )),
            _ => None,
        })
        .collect()
}

pub(crate) fn answer(page: &mut Page, call: ApiCall, status: u16, body: Value) -> Vec<Effect> {
    page.send(Msg::Api {
        call,
        status,
        body: body.to_string(),
    })
    .to_vec()
}

pub(crate) fn online(page: &mut Page, input: OnlineInput) -> Vec<Effect> {
    page.send(Msg::Online(input)).to_vec()
}

/// A page at `#/online` whose player Ann (token `t0k3n`) is stored.
pub(crate) fn signed_in() -> Page {
    let mut page = Page::start("");
    page.storage.insert(
        IDENTITY_KEY,
        json!({"id": 1, "name": "Ann", "token": "t0k3n"}).to_string(),
    );
    let mut page = page.reload("#/online");
    page.deliver_levels();
    page
}

/// Enters the room of game g1 (on a signed-in `page`) and answers its view with `view`: the
/// effects of that answer.
pub(crate) fn in_room(page: &mut Page, view: Value) -> Vec<Effect> {
    page.send(Msg::RouteChanged("#/online/g1".into()));
    answer(page, ApiCall::Game("g1".into()), 200, view)
}

/// The server's view of a running game of Ann (seat 0, the viewer) and Bob on [`TWO_LANES`].
pub(crate) fn game(round: u32, ann: &[[i32; 2]], bob: &[[i32; 2]], chosen: [bool; 2]) -> Value {
    let car = |seat: usize, name: &str, t: &[[i32; 2]]| {
        json!({"seat": seat, "name": name, "bot": false,
               "state": if t.is_empty() { "placing" } else { "running" },
               "position": t.last(), "velocity": [0, 0], "moves": t.len().saturating_sub(1),
               "chosen": chosen[seat], "to_choose": true, "trajectory": t})
    };
    json!({"id": "g1", "state": "running", "track": TWO_LANES, "rules": "strict", "seats": 2,
           "move_seconds": 30, "crash_penalty": 2, "public": false, "round": round,
           "deadline_ms": 1_000_030_000i64, "now_ms": 1_000_000_000i64, "seq": 4 + round,
           "creator": "Ann", "you": 0, "invite": "inv1",
           "cars": [car(0, "Ann", ann), car(1, "Bob", bob)], "standings": []})
}

#[test]
fn a_player_is_made_kept_and_its_key_stays_out_of_every_address() {
    let mut page = Page::start("#/online");
    let effects = page.effects.clone();
    let asked = requests(&page.log);
    assert!(asked.iter().any(|r| r.0 == ApiCall::Lobby), "{effects:?}");
    assert_eq!(page.view().screen, Screen::Online);
    online(&mut page, OnlineInput::NameTyped("  ".into()));
    assert!(requests(&online(&mut page, OnlineInput::MakePlayer)).is_empty());
    assert!(
        page.view()
            .online
            .unwrap()
            .note
            .unwrap()
            .starts_with("Your name:")
    );
    online(&mut page, OnlineInput::NameTyped("<b>Ann</b>".into()));
    let sent = requests(&online(&mut page, OnlineInput::MakePlayer));
    assert_eq!(sent[0].0, ApiCall::NewPlayer);
    assert_eq!(sent[0].3, Some(json!({"name": "<b>Ann</b>"})));
    let after = answer(
        &mut page,
        ApiCall::NewPlayer,
        201,
        json!({"id": 7, "name": "<b>Ann</b>", "bot": false, "token": "s3cret"}),
    );
    let stored: Value = serde_json::from_str(&page.storage[IDENTITY_KEY]).unwrap();
    assert_eq!(stored["token"], "s3cret");
    let view = page.view().online.unwrap();
    assert_eq!(view.name.as_deref(), Some("<b>Ann</b>"));
    assert_eq!(view.key, None, "the key is hidden until asked for");
    assert!(view.note.unwrap().starts_with("Your player is made"));
    let lists = requests(&after);
    assert!(
        lists
            .iter()
            .any(|r| r.0 == ApiCall::Mine && r.4.as_deref() == Some("s3cret"))
    );
    for (_, _, path, _, _) in requests(&page.log) {
        assert!(!path.contains("s3cret"), "{path}");
    }
    online(&mut page, OnlineInput::ToggleKey);
    assert_eq!(page.view().online.unwrap().key.as_deref(), Some("s3cret"));
    assert_eq!(
        online(&mut page, OnlineInput::CopyKey),
        vec![Effect::Copy {
            text: "s3cret".into(),
            by: Copier::PlayerKey
        }]
    );

    // Another device: the pasted key is checked with the server before it is kept.
    let mut other = Page::start("#/online");
    online(&mut other, OnlineInput::KeyTyped(" s3cret ".into()));
    let check = requests(&online(&mut other, OnlineInput::UseKey));
    assert_eq!(
        (check[0].0.clone(), check[0].4.as_deref()),
        (ApiCall::Me("s3cret".into()), Some("s3cret"))
    );
    answer(
        &mut other,
        ApiCall::Me("s3cret".into()),
        401,
        json!({"error": "unauthorized", "message": "no"}),
    );
    assert!(other.model.client().identity.is_none());
    answer(
        &mut other,
        ApiCall::Me("s3cret".into()),
        200,
        json!({"id": 7, "name": "<b>Ann</b>", "bot": false}),
    );
    assert_eq!(
        other.model.client().identity.as_ref().unwrap().token,
        "s3cret"
    );
    assert_eq!(
        other.view().online.unwrap().note.as_deref(),
        Some("This device now plays as <b>Ann</b>.")
    );
}

#[test]
fn without_a_game_server_the_online_screens_say_so_and_nothing_breaks() {
    let mut page = Page::start("#/online");
    // A static server answers its HTML 404 page, or nothing at all.
    answer_text(
        &mut page,
        ApiCall::Lobby,
        404,
        "<!doctype html><title>404</title>",
    );
    let view = page.view().online.unwrap();
    assert!(view.no_server.unwrap().contains("No game server answers"));
    page.send(Msg::RouteChanged("#/online/abc".into()));
    answer_text(&mut page, ApiCall::Game("abc".into()), 404, "Not found");
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.note.unwrap().contains("No game server answers"));
    page.send(Msg::Live(LiveEvent::Closed));
    assert_eq!(
        page.model.room().unwrap().reconnect_in,
        None,
        "no retry without a server"
    );
}

pub(crate) fn answer_text(page: &mut Page, call: ApiCall, status: u16, body: &str) {
    page.send(Msg::Api {
        call,
        status,
        body: body.into(),
    });
}

#[test]
fn a_game_room_shows_the_options_sends_a_tap_and_follows_the_live_stream() {
    let mut page = signed_in();
    let opened = page
        .send(Msg::RouteChanged("#/online/g1/inv1".into()))
        .to_vec();
    assert!(opened.contains(&Effect::LiveOpen {
        path: "/api/v1/games/g1/live?since=0".into()
    }));
    assert_eq!(requests(&opened)[0].0, ApiCall::Game("g1".into()));
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(1, &[], &[], [false, false]),
    );
    page.tick(16.0, 1.0);
    let view = page.view();
    assert_eq!(view.screen, Screen::OnlineGame);
    let room = view.online.unwrap().room.unwrap();
    assert_eq!(room.options, "1,1 2,1", "the start points");
    // What the move is, in the bar over the board (a newcomer's playtest on a phone found only
    // "your move" there, and the start points' instruction under the board, out of sight).
    assert_eq!(
        room.bar.as_deref(),
        Some("0:30 · Round 1: choose your start point")
    );
    assert_eq!(room.invite, None, "the seats are taken");
    // While the game waits for players, the invite link is there to send.
    let mut open = game(1, &[], &[], [false, false]);
    open["state"] = json!("open");
    answer(&mut page, ApiCall::Game("g1".into()), 200, open);
    assert_eq!(
        page.view().online.unwrap().room.unwrap().invite.as_deref(),
        Some("https://racetrack.test/#/online/g1/inv1")
    );
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(1, &[], &[], [false, false]),
    );

    // Bob chose first: his start point stays free until the round resolves.
    page.send(Msg::Live(LiveEvent::Message(
        json!({"seq": 6, "round": 1, "kind": "chosen", "car": 1}).to_string(),
    )));
    assert!(page.view().online.unwrap().room.unwrap().seats[1].chosen);
    let sent = requests(page.click(Point::new(2, 1)));
    assert_eq!(sent.len(), 1);
    assert_eq!(
        (sent[0].1, sent[0].2.as_str()),
        (Method::Post, "/api/v1/games/g1/moves")
    );
    assert_eq!(sent[0].3, Some(json!({"round": 1, "start": [2, 1]})));
    assert_eq!(
        page.view().online.unwrap().room.unwrap().options,
        "",
        "one move a round"
    );
    answer(
        &mut page,
        ApiCall::Move("g1".into()),
        200,
        game(1, &[], &[], [true, true]),
    );

    // The round resolves: its events come in a burst; the view is asked once, then again once
    // for what came meanwhile.
    let mut asked = 0;
    for (seq, kind) in [(7, "round"), (8, "placed"), (9, "placed"), (10, "turn")] {
        let effects = page
            .send(Msg::Live(LiveEvent::Message(
                json!({"seq": seq, "round": 1, "kind": kind}).to_string(),
            )))
            .to_vec();
        asked += requests(&effects).len();
    }
    assert_eq!(asked, 1);
    let again = answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(2, &[[2, 1]], &[[1, 1]], [false, false]),
    );
    assert_eq!(requests(&again).len(), 1, "the events after the first ask");
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(2, &[[2, 1]], &[[1, 1]], [false, false]),
    );
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.positions, "2,1 1,1");
    assert_eq!(
        room.options,
        "1,0 1,2 2,0 2,1 2,2 3,0 3,1 3,2"
            .split(' ')
            .filter(|p| {
                // The engine's options among the cars: the free road points around (2, 1).
                !matches!(*p, "1,0" | "2,0" | "3,0" | "3,1" | "3,2")
            })
            .collect::<Vec<_>>()
            .join(" ")
    );
    // A refused move says why and frees the options again.
    let sent = requests(page.click(Point::new(2, 2)));
    assert_eq!(sent[0].3, Some(json!({"round": 2, "acc": [0, 1]})));
    answer(
        &mut page,
        ApiCall::Move("g1".into()),
        409,
        json!({"error": "wrong_round", "message": "This is round 3, not round 2."}),
    );
    assert_eq!(
        page.view().online.unwrap().room.unwrap().note.as_deref(),
        Some("This is round 3, not round 2.")
    );

    // The stream drops: it reconnects after two seconds from the last event seen.
    page.send(Msg::Live(LiveEvent::Closed));
    assert!(
        page.view()
            .online
            .unwrap()
            .room
            .unwrap()
            .connection
            .is_some()
    );
    page.tick(1500.0, 1.0);
    assert!(
        !page
            .log
            .iter()
            .any(|e| matches!(e, Effect::LiveOpen { path } if path.ends_with("since=10")))
    );
    page.tick(600.0, 1.0);
    assert!(page.log.contains(&Effect::LiveOpen {
        path: "/api/v1/games/g1/live?since=10".into()
    }));

    // Leaving the room closes the stream.
    let left = page.send(Msg::RouteChanged("#/online".into())).to_vec();
    assert!(left.contains(&Effect::LiveClose));
    assert!(page.model.room().is_none());
}

#[test]
fn chat_lines_are_text_and_the_end_offers_the_replay_and_the_record() {
    let mut page = signed_in();
    in_room(&mut page, game(1, &[], &[], [false, false]));
    page.send(Msg::Live(LiveEvent::Message(json!({"seq": 5, "round": 1, "kind": "chat", "car": 1, "name": "Bob", "text": "<img src=x>", "at_ms": 1_000_000_500i64}).to_string())));
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.chat,
        vec![("Bob:".to_owned(), "<img src=x>".to_owned(), Some(1))]
    );
    online(&mut page, OnlineInput::ChatTyped("hi".into()));
    let sent = requests(&online(&mut page, OnlineInput::SendChat));
    assert_eq!(sent[0].3, Some(json!({"text": "hi"})));

    let mut over = game(
        5,
        &[[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]],
        &[[2, 1]],
        [false, false],
    );
    over["state"] = json!("over");
    over["standings"] = json!([{"name": "Ann", "place": 1, "moves": 4, "state": "finished"},
                               {"name": "Bob", "place": 2, "moves": 0, "state": "retired"}]);
    let ended = answer(&mut page, ApiCall::Game("g1".into()), 200, over);
    // Its end brought into view (a phone's playtest found it a screen below the result).
    assert!(
        ended.contains(&Effect::Focus(racetrack_page::ui::msg::Focus::OnlineEnd)),
        "{ended:?}"
    );
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.over);
    assert_eq!(
        room.standings,
        vec!["1. Ann, 4 moves", "2. Bob, 0 moves (retired)"]
    );
    let asked = requests(&online(&mut page, OnlineInput::SaveRecord));
    assert_eq!(asked[0].2, "/api/v1/games/g1/record");
    let record = racetrack::race::record::Record {
        format: "racetrack-race".into(),
        version: 1,
        track: TWO_LANES.into(),
        rules: "strict".into(),
        seed: 1,
        options: Default::default(),
        cars: vec![],
        rounds: vec![],
        standings: vec![],
        honour: None,
    };
    let saved = answer(
        &mut page,
        ApiCall::Record("g1".into()),
        200,
        serde_json::to_value(&record).unwrap(),
    );
    assert!(
        matches!(&saved[0], Effect::Download { filename, .. } if filename == "racetrack-online-g1.json")
    );
}

#[test]
fn a_solo_win_goes_to_the_world_board_with_its_rank() {
    let mut page = Page::start("");
    page.paste(TWO_LANES);
    for p in [[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]] {
        page.click(Point::new(p[0], p[1]));
    }
    // Without an online player the box does not offer it.
    assert!(!page.game().world_send);
    assert!(requests(&online(&mut page, OnlineInput::SendRun)).is_empty());

    let mut page = signed_in();
    page.paste(TWO_LANES);
    for p in [[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]] {
        page.click(Point::new(p[0], p[1]));
    }
    let sent = requests(&online(&mut page, OnlineInput::SendRun));
    assert_eq!(sent[0].2, "/api/v1/runs");
    assert_eq!(
        sent[0].3.as_ref().unwrap()["trajectory"],
        json!([[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]])
    );
    assert!(!page.game().world_send, "sent once");
    answer(
        &mut page,
        ApiCall::Run,
        201,
        json!({"board": "b", "moves": 4, "rank": 2}),
    );
    assert_eq!(
        page.game().world_status.as_deref(),
        Some("On the world board: number 2 with 4 moves.")
    );
}

#[test]
fn a_run_after_the_optimal_line_or_a_solver_was_shown_is_sent_as_assisted() {
    use racetrack_page::ui::Control;
    let win = |page: &mut Page| {
        for p in [[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]] {
            page.click(Point::new(p[0], p[1]));
        }
    };
    let mut page = signed_in();
    page.paste(TWO_LANES);
    win(&mut page);
    let sent = requests(&online(&mut page, OnlineInput::SendRun));
    assert_eq!(
        sent[0].3.as_ref().unwrap()["assisted"],
        false,
        "a clean run"
    );
    answer(
        &mut page,
        ApiCall::Run,
        201,
        json!({"board": "b", "moves": 4, "rank": 1, "assisted": false}),
    );
    // The win box shows the optimal line (the coach's): the next run on this track is helped,
    // though the coach is off again while it is played.
    page.send(Msg::Switch(racetrack_page::ui::Switch::Coach, true));
    page.control(Control::OptimalLine);
    assert!(page.game().show_line);
    page.send(Msg::Switch(racetrack_page::ui::Switch::Coach, false));
    page.control(Control::Retry);
    // A slower run this time (the same run is sent once).
    for p in [[1, 1], [1, 2], [1, 3], [1, 5], [1, 7], [1, 8]] {
        page.click(Point::new(p[0], p[1]));
    }
    let message = page.game().message.unwrap();
    assert!(message.assisted);
    assert!(
        message.text.ends_with("Assisted run (the optimal line)."),
        "{}",
        message.text
    );
    let sent = requests(&online(&mut page, OnlineInput::SendRun));
    assert_eq!(sent[0].3.as_ref().unwrap()["assisted"], true);
    answer(
        &mut page,
        ApiCall::Run,
        201,
        json!({"board": "b", "moves": 5, "rank": 1, "assisted": true}),
    );
    assert_eq!(
        page.game().world_status.as_deref(),
        Some(
            "On the world board's assisted runs (Undo, the coach, the optimal line or a solver \
             helped): number 1 with 5 moves."
        )
    );
    // Another track opened afresh is clean again, until a solver is watched on it.
    page.paste(TWO_LANES);
    let game_route = page.model.route().to_string();
    page.control(Control::SolverRun);
    page.send(Msg::RouteChanged(game_route));
    win(&mut page);
    let sent = requests(&online(&mut page, OnlineInput::SendRun));
    assert_eq!(
        sent[0].3.as_ref().unwrap()["assisted"],
        true,
        "a solver was watched"
    );
}

#[test]
fn a_name_taken_on_a_fresh_device_points_to_the_player_key() {
    // The playtest: a name taken on a fresh phone said only to choose another, though the
    // player may be the one who has it, on another device.
    let mut page = Page::start("#/online");
    online(&mut page, OnlineInput::NameTyped("Ann".into()));
    online(&mut page, OnlineInput::MakePlayer);
    assert!(!page.view().online.unwrap().key_box_open);
    answer(
        &mut page,
        ApiCall::NewPlayer,
        409,
        json!({"error": "name_taken", "message": "The name Ann is taken: choose another name."}),
    );
    let view = page.view().online.unwrap();
    assert!(view.key_box_open, "the box for the key opens");
    let note = view.note.unwrap();
    assert!(note.contains("If it is yours"), "{note}");
    assert!(note.contains("player key"), "{note}");
    // Make the game pressed meanwhile: the refusal stays, since it says what to do.
    online(&mut page, OnlineInput::Create);
    assert_eq!(page.view().online.unwrap().note, Some(note));
}

#[test]
fn the_online_page_has_the_sound_switch_of_the_your_move_chime() {
    // The playtest: the Sound switch was only on the solo toolbar, while the online page's
    // your-move chime had none.
    let mut page = signed_in();
    assert!(page.view().online.unwrap().sound_on);
    page.send(Msg::Switch(racetrack_page::ui::Switch::Sound, false));
    assert!(!page.view().online.unwrap().sound_on);
    let html = std::fs::read_to_string("index.html").unwrap();
    let online = &html[html.find("id=\"online-me\"").unwrap()..];
    assert!(online.contains("id=\"online-sound\""));
}
