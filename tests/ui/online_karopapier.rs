//! An online game under Karopapier's rules, in the page: the form makes one (its crash penalty
//! said as moves back), the room offers the moves of the car's run since its last crash, lets it
//! stop on a car that has not moved yet this round, draws the crash as a jump and words it.

use racetrack::Point;
use racetrack_page::ui::Msg;
use racetrack_page::ui::online::{ApiCall, FormTrack, LiveEvent, OnlineInput};
use racetrack_page::ui::scene::Shape;
use serde_json::{Value, json};

use crate::online::{TWO_LANES, game, in_room, online, requests, signed_in};

#[test]
fn the_form_makes_a_karopapier_game_and_says_what_its_penalty_and_turns_are() {
    let mut page = signed_in();
    let before = page.view().online.unwrap();
    assert_eq!(before.rules, "strict");
    assert_eq!(before.penalty_unit, "turns");
    online(&mut page, OnlineInput::Rules("karopapier".into()));
    let view = page.view().online.unwrap();
    assert_eq!(view.rules, "karopapier");
    assert_eq!(view.penalty_unit, "moves back (ZZZ)");
    assert!(
        view.rounds_note.contains("one car at a time"),
        "{}",
        view.rounds_note
    );
    // A name the select never gives changes nothing.
    online(&mut page, OnlineInput::Rules("loose".into()));
    assert_eq!(page.view().online.unwrap().rules, "karopapier");
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(TWO_LANES);
    page.send(Msg::RouteChanged("#/online".into()));
    online(&mut page, OnlineInput::Track(FormTrack::Open));
    let sent = requests(&online(&mut page, OnlineInput::Create));
    assert_eq!(sent[0].0, ApiCall::Create);
    assert_eq!(sent[0].3.as_ref().unwrap()["rules"], "karopapier");
    assert_eq!(sent[0].3.as_ref().unwrap()["crash_penalty"], 2);
}

/// Round 5 of a Karopapier game: Ann (the viewer) crashed at (1, 7) and was put back to (1, 2);
/// it is her turn again. Bob stands at (2, 3), `passable` when he has not moved this round.
fn after_the_crash(bob_passable: bool) -> Value {
    let mut view = game(
        9,
        &[[1, 1], [1, 2], [1, 4], [1, 7], [1, 2]],
        &[[2, 1], [2, 2], [2, 3]],
        [false, false],
    );
    view["rules"] = json!("karopapier");
    view["cars"][0]["resets"] = json!([4]);
    view["cars"][0]["moves"] = json!(3);
    view["cars"][1]["to_choose"] = json!(false);
    if bob_passable {
        view["cars"][1]["passable"] = json!(true);
    }
    view
}

#[test]
fn after_a_crash_the_car_drives_on_from_its_reset_at_speed_0() {
    let mut page = signed_in();
    in_room(&mut page, after_the_crash(true));
    let room = page.model.room().unwrap().options();
    // From (1, 2) at speed 0 (not the velocity of the jump back from (1, 7)): the 3 x 3 square
    // minus the wall above, Bob's point free since he has not moved this round.
    let mut expected = vec![
        Point::new(1, 1),
        Point::new(1, 2),
        Point::new(1, 3),
        Point::new(2, 1),
        Point::new(2, 2),
        Point::new(2, 3),
    ];
    let mut got = room.clone();
    got.sort();
    expected.sort();
    // Standing still is not a move under Karopapier's rules.
    expected.retain(|&p| p != Point::new(1, 2));
    assert_eq!(got, expected);
    // The jump back is no move: Ann's trail has no segment from (1, 7) to (1, 2).
    let scene = page.scene();
    let segments: Vec<(Point, Point)> = scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Segments { pairs, .. } => Some(pairs.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    assert!(
        segments.contains(&(Point::new(1, 4), Point::new(1, 7))),
        "{segments:?}"
    );
    assert!(
        !segments.contains(&(Point::new(1, 7), Point::new(1, 2))),
        "{segments:?}"
    );
    // Key 6 (right) sends an acceleration from speed 0, not from the jump's velocity.
    let sent = requests(page.send(Msg::Key(racetrack_page::ui::KeyInput {
        key: "6".into(),
        code: "Digit6".into(),
        target: racetrack_page::ui::Target::Canvas,
        modifier: false,
        ctrl: false,
        shift: false,
        at_ms: 0,
    })));
    assert_eq!(sent[0].3, Some(json!({"round": 9, "acc": [0, 1]})));

    // Once Bob has moved this round, his point is in the way.
    let mut blocked = signed_in();
    in_room(&mut blocked, after_the_crash(false));
    let options = blocked.model.room().unwrap().options();
    assert!(!options.contains(&Point::new(2, 3)), "{options:?}");
    assert_eq!(options.len(), 4);
}

#[test]
fn the_round_log_says_a_karopapier_crash_put_the_car_back() {
    let mut page = signed_in();
    let mut before = game(
        8,
        &[[1, 1], [1, 2], [1, 4], [1, 7]],
        &[[2, 1], [2, 2], [2, 3]],
        [false, false],
    );
    before["rules"] = json!("karopapier");
    in_room(&mut page, before);
    let mut event = json!({"kind": "crashed", "car": 0, "at": [1, 2], "penalty": 2});
    event["seq"] = json!(60);
    event["round"] = json!(8);
    page.send(Msg::Live(LiveEvent::Message(event.to_string())));
    in_room(&mut page, after_the_crash(true));
    let log = page.view().online.unwrap().room.unwrap().log;
    assert!(
        log.iter()
            .any(|l| l == "Round 8: you had no legal move and go back 2 moves, at speed 0."),
        "{log:?}"
    );
}

#[test]
fn the_room_counts_the_races_rounds_not_the_turns() {
    // The API's round 9 is Ann's turn in the race's round 5 (two cars, a turn each a round).
    let mut view = after_the_crash(true);
    view["race_round"] = json!(5);
    let mut page = signed_in();
    in_room(&mut page, view);
    page.tick(16.0, 1.0);
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.status.starts_with("Round 5: "), "{}", room.status);
    assert!(
        room.bar.as_deref().is_some_and(|c| c.contains("Round 5: ")),
        "{:?}",
        room.bar
    );
    // Without the race's round (every car moving every round), the API's round.
    let mut page = signed_in();
    in_room(&mut page, after_the_crash(true));
    page.tick(16.0, 1.0);
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.status.starts_with("Round 9: "), "{}", room.status);
    // Bob's turn: Ann's line says where her car stands, in a sentence ("Round 9: your car 3
    // moves." read as a broken one).
    let mut waiting = after_the_crash(true);
    waiting["cars"][0]["to_choose"] = json!(false);
    waiting["cars"][1]["to_choose"] = json!(true);
    let mut page = signed_in();
    in_room(&mut page, waiting);
    page.tick(16.0, 1.0);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.status, "Round 9, your car: 3 moves.");
}

#[test]
fn the_round_log_counts_the_races_rounds_not_the_turns() {
    // Turn 8 of the API is a turn of the race's round 4; its crash is logged in round 4.
    let mut page = signed_in();
    let mut before = game(
        8,
        &[[1, 1], [1, 2], [1, 4], [1, 7]],
        &[[2, 1], [2, 2], [2, 3]],
        [false, false],
    );
    before["rules"] = json!("karopapier");
    before["race_round"] = json!(4);
    in_room(&mut page, before);
    let turn = json!({"seq": 59, "round": 8, "kind": "turn", "deadline_ms": 1_000_030_000i64,
                      "race_round": 4});
    page.send(Msg::Live(LiveEvent::Message(turn.to_string())));
    let crash = json!({"seq": 60, "round": 8, "kind": "crashed", "car": 0, "at": [1, 2],
                       "penalty": 2});
    page.send(Msg::Live(LiveEvent::Message(crash.to_string())));
    let log = page.view().online.unwrap().room.unwrap().log;
    assert!(
        log.iter()
            .any(|l| l == "Round 4: you had no legal move and go back 2 moves, at speed 0."),
        "{log:?}"
    );
}

#[test]
fn the_form_asks_for_honour_rules_under_karopapier_and_checkpoints_and_the_room_says_them() {
    let mut page = signed_in();
    // Under strict rules no honour rule is asked; checkpoints count by default.
    let view = page.view().online.unwrap();
    assert_eq!(view.honour, None);
    assert!(view.checkpoints);
    online(&mut page, OnlineInput::Rules("karopapier".into()));
    assert_eq!(page.view().online.unwrap().honour, Some(("free", "free")));
    online(&mut page, OnlineInput::StartDirection("classic".into()));
    online(&mut page, OnlineInput::TacticalCrashes("forbidden".into()));
    // A name the select never gives changes nothing.
    online(&mut page, OnlineInput::TacticalCrashes("sometimes".into()));
    online(&mut page, OnlineInput::Checkpoints(false));
    let view = page.view().online.unwrap();
    assert_eq!(view.honour, Some(("classic", "forbidden")));
    assert!(!view.checkpoints);
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(TWO_LANES);
    page.send(Msg::RouteChanged("#/online".into()));
    online(&mut page, OnlineInput::Track(FormTrack::Open));
    let sent = requests(&online(&mut page, OnlineInput::Create));
    let body = sent[0].3.clone().unwrap();
    assert_eq!(
        body["honour"],
        json!({"start": "classic", "crashes": "forbidden"})
    );
    assert_eq!(body["checkpoints"], false);
    // Chosen, then back to strict rules: the honour rules are not sent.
    let mut page = signed_in();
    online(&mut page, OnlineInput::Rules("karopapier".into()));
    online(&mut page, OnlineInput::StartDirection("classic".into()));
    online(&mut page, OnlineInput::Rules("strict".into()));
    assert_eq!(page.view().online.unwrap().honour, None);
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(TWO_LANES);
    page.send(Msg::RouteChanged("#/online".into()));
    online(&mut page, OnlineInput::Track(FormTrack::Open));
    let sent = requests(&online(&mut page, OnlineInput::Create));
    assert!(sent[0].3.as_ref().unwrap().get("honour").is_none());

    // The room says them, as the players' own rules.
    let mut view = after_the_crash(true);
    view["honour"] = json!({"start": "formula1", "crashes": "allowed"});
    let mut page = signed_in();
    in_room(&mut page, view);
    let honour = page.view().online.unwrap().room.unwrap().honour.unwrap();
    assert!(honour.contains("not checked"), "{honour}");
    assert!(
        honour.contains("everyone first crosses the finish line"),
        "{honour}"
    );
}
