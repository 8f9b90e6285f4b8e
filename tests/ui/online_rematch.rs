//! A finished online game's rematch: offered, made, its room marked as one, its invited
//! players told to take a seat, and a player seated in it sent there.

use racetrack_page::ui::Msg;
use racetrack_page::ui::online::{ApiCall, LiveEvent, OnlineInput};
use serde_json::{Value, json};

use crate::online::{answer, game, in_room, online, requests, signed_in};

/// A finished game Ann (the viewer) won, whose rematch `g2` exists.
fn won_with_rematch() -> Value {
    let mut over = game(9, &[[1, 1], [1, 8]], &[[2, 1]], [false, false]);
    over["state"] = json!("over");
    over["rematch"] = json!("g2");
    over
}

#[test]
fn a_finished_game_says_you_won_and_offers_the_rematch_made_already() {
    let mut page = signed_in();
    let mut over = won_with_rematch();
    over["standings"] = json!([
        {"name": "Ann", "place": 1, "moves": 1, "state": "finished"},
        {"name": "Bob", "place": 2, "moves": 0, "state": "running"}]);
    in_room(&mut page, over.clone());
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.result.as_deref(), Some("You won"));
    assert_eq!(room.rematch.as_deref(), Some("Join the rematch"));
    assert_eq!(
        room.standings,
        [
            "1. Ann, 1 move",
            "2. Bob, 0 moves (not finished when the race ended)"
        ]
    );
    assert_eq!(
        room.status,
        "You won. An unrated game: no rating changed. A rematch is waiting for you: press “Join the rematch”."
    );
    let sent = requests(&online(&mut page, OnlineInput::Rematch));
    assert_eq!(sent[0].2, "/api/v1/games/g1/rematch");
    // The answer is the rematch's view: its room opens.
    let mut rematch = game(0, &[], &[], [false, false]);
    rematch["id"] = json!("g2");
    rematch["state"] = json!("open");
    rematch["you"] = json!(1);
    rematch["rematch_of"] = json!("g1");
    answer(
        &mut page,
        ApiCall::Rematch("g1".into()),
        200,
        rematch.clone(),
    );
    assert_eq!(page.model.route().to_string(), "#/online/g2");
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.leave, "{room:?}");
    // The room says it is a rematch (a playtest could not tell it from a new game).
    assert!(room.heading.ends_with(" · rematch"), "{}", room.heading);
    // Its creator reads who is invited; an invited player who has no seat yet is told so,
    // not that a seat needs an invite link while the seat's button shows.
    let mut created = rematch.clone();
    created["id"] = json!("g1");
    created["rematch_of"] = json!("g0");
    created["you"] = json!(0);
    created["cars"] = json!([created["cars"][0].clone()]);
    let mut page = signed_in();
    in_room(&mut page, created);
    let room = page.view().online.unwrap().room.unwrap();
    assert!(
        room.status.starts_with(
            "Your rematch is waiting: 1 of 2 seats taken. The last game's players are invited"
        ),
        "{}",
        room.status
    );
    let mut invited = rematch;
    invited["id"] = json!("g1");
    invited["rematch_of"] = json!("g0");
    invited["you"] = json!(null);
    invited["invited"] = json!(true);
    invited["invite"] = json!(null);
    invited["cars"] = json!([invited["cars"][0].clone()]);
    let mut page = signed_in();
    in_room(&mut page, invited);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.status,
        "You are invited to this rematch: take a seat to race."
    );
    // A spectator of the finished game reads who won.
    let mut watched = over;
    watched["you"] = json!(null);
    let mut page = signed_in();
    in_room(&mut page, watched);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.result.as_deref(), Some("Ann won"));
    assert_eq!(room.rematch, None);
    // Who may not chat sees no empty chat (a playtest's spectator read a bare "Chat" heading),
    // until a line is said.
    assert!(!room.can_chat && !room.chat_shown, "{room:?}");
    page.send(Msg::Live(LiveEvent::Message(json!({"seq": 99, "round": 5, "kind": "chat", "car": 0, "name": "Ann", "text": "gg", "at_ms": 1_000_000_500i64}).to_string())));
    assert!(page.view().online.unwrap().room.unwrap().chat_shown);
}

#[test]
fn a_player_seated_in_the_rematch_is_sent_to_it_and_no_toast_covers_its_button() {
    let mut page = signed_in();
    let over = won_with_rematch();
    in_room(&mut page, over);
    // Bob made the rematch: Ann is told of it by her own stream, but the finished game's room
    // offers it already; a toast over its button (a playtest's) says nothing more.
    page.send(Msg::PlayerLive(LiveEvent::Message(
        json!({"kind": "invited", "game": "g2", "by": "Bob"}).to_string(),
    )));
    assert_eq!(page.view().toast, None);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.rematch.as_deref(), Some("Join the rematch"));
    // Once she sits in it (it is among her games), the room no longer asks her to join it.
    let mut mine = serde_json::to_value(racetrack_api::MyGames {
        games: Vec::new(),
        your_turn: 0,
        more: false,
    })
    .unwrap();
    mine["games"] = json!([{"id": "g2", "state": "open", "rules": "strict", "seats": 2,
        "taken": 2, "players": ["Bob", "Ann"], "houses": [], "move_seconds": 30, "round": 0,
        "race_round": null, "deadline_ms": null, "public": false, "rated": false,
        "night": false, "title": null, "rows": 4, "cols": 10, "your_turn": false,
        "place": null}]);
    answer(&mut page, ApiCall::Mine, 200, mine);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.rematch.as_deref(), Some("Go to the rematch"));
    assert!(
        room.status
            .ends_with("You have a seat in the rematch: press “Go to the rematch”."),
        "{}",
        room.status
    );
    // Elsewhere, the same news is a toast.
    let mut page = signed_in();
    page.send(Msg::PlayerLive(LiveEvent::Message(
        json!({"kind": "invited", "game": "g2", "by": "Bob"}).to_string(),
    )));
    assert_eq!(
        page.view().toast.as_deref(),
        Some("Bob challenges you to a rematch")
    );
}
