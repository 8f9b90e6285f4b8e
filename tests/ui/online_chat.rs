//! The room's chat: who may write in it (the players, spectators when the creator lets them,
//! nobody while the creator waits alone), and during a race another's line shows over the board
//! for a while (a phone has the chat below the board, out of sight while racing), away from your
//! car; your own does not.

use racetrack_page::ui::Msg;
use racetrack_page::ui::box_place::BoxPlace;
use racetrack_page::ui::online::{LiveEvent, OnlineInput, RoomView};
use serde_json::{Value, json};

use crate::harness::Page;
use crate::online::{game, in_room, signed_in};

/// Two lanes at the top of a track 18 rows tall.
const TALL: &str = "##########\n#>......*#\n#>......*#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n#........#\n##########";

fn room(page: &Page) -> RoomView {
    page.view().online.unwrap().room.unwrap()
}

fn said(page: &mut Page, seq: i64, car: Option<usize>, name: &str, text: &str) {
    let line = json!({"seq": seq, "round": 2, "kind": "chat", "car": car, "name": name,
                      "text": text, "at_ms": 1_000_000_500i64});
    page.send(Msg::Live(LiveEvent::Message(line.to_string())));
}

#[test]
fn another_s_line_during_the_race_shows_over_the_board_for_six_seconds() {
    let mut page = signed_in();
    // Ann (you) and Bob at the top of a tall track.
    let mut view = game(2, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [false, false]);
    view["track"] = json!(TALL);
    in_room(&mut page, view);
    page.tick(16.0, 1.0);
    assert_eq!(room(&page).chat_toast, None);
    // Your own line is in the chat, not over the board.
    said(&mut page, 10, Some(0), "Ann", "hi");
    assert_eq!(room(&page).chat_toast, None);
    said(&mut page, 11, Some(1), "Bob", "good luck <b>!</b>");
    let (name, text, at) = room(&page).chat_toast.expect("Bob's line shows");
    assert_eq!(
        (name.as_str(), text.as_str()),
        ("Bob:", "good luck <b>!</b>")
    );
    // Your car and options are in the board's top half: the line goes over the bottom one.
    assert_eq!(at, BoxPlace::Bottom);
    page.tick(5_000.0, 1.0);
    assert!(room(&page).chat_toast.is_some(), "still there after 5 s");
    page.tick(1_500.0, 1.0);
    assert_eq!(room(&page).chat_toast, None, "gone after 6 s");
    // The chat keeps every line.
    assert_eq!(room(&page).chat.len(), 2);
}

#[test]
fn no_line_shows_over_the_board_before_or_after_the_race() {
    let mut page = signed_in();
    let mut over = game(5, &[[1, 1], [1, 8]], &[[2, 1]], [false, false]);
    over["state"] = json!("over");
    in_room(&mut page, over);
    page.tick(16.0, 1.0);
    said(&mut page, 20, Some(1), "Bob", "gg");
    assert_eq!(room(&page).chat_toast, None);
    assert_eq!(room(&page).chat.len(), 1);
}

#[test]
fn on_a_board_too_short_to_leave_your_options_in_sight_the_line_stays_in_the_chat() {
    // A playtest's 360 px phone: two lanes four rows high, the line over half the board and
    // over the options to tap.
    let mut page = signed_in();
    page.send(Msg::Viewport {
        width: 340.0,
        height: 400.0,
        ratio: 3.0,
    });
    in_room(
        &mut page,
        game(2, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [false, false]),
    );
    page.tick(16.0, 1.0);
    said(&mut page, 11, Some(1), "Bob", "good luck");
    assert_eq!(room(&page).chat_toast, None);
    assert_eq!(room(&page).chat.len(), 1);
}

#[test]
fn a_spectator_chats_only_in_a_game_whose_creator_lets_them() {
    let mut watching = game(1, &[], &[], [false, false]);
    watching["you"] = Value::Null;
    watching["invite"] = Value::Null;
    let mut page = signed_in();
    in_room(&mut page, watching.clone());
    assert!(!page.view().online.unwrap().room.unwrap().can_chat);

    watching["spectator_chat"] = json!(true);
    let mut page = signed_in();
    in_room(&mut page, watching);
    assert!(page.view().online.unwrap().room.unwrap().can_chat);
    // A spectator's line has no seat: no car's colour.
    page.send(Msg::Live(LiveEvent::Message(
        json!({"seq": 5, "round": 1, "kind": "chat", "car": null, "name": "Cy", "text": "go", "at_ms": 1}).to_string(),
    )));
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.chat, vec![("Cy:".to_owned(), "go".to_owned(), None)]);

    // The new game form sends the creator's switch.
    let mut page = signed_in();
    page.send(Msg::Online(OnlineInput::SpectatorChat(true)));
    assert!(page.view().online.unwrap().spectator_chat);
}

#[test]
fn the_creator_alone_in_a_waiting_game_has_no_chat_until_a_second_player_sits() {
    // Ann's 3-seat game, waiting, Ann alone in it: nobody to read a line.
    let mut waiting = game(0, &[], &[], [false, false]);
    waiting["state"] = json!("open");
    waiting["seats"] = json!(3);
    waiting["round"] = json!(0);
    waiting["cars"].as_array_mut().unwrap().truncate(1);
    let mut page = signed_in();
    in_room(&mut page, waiting);
    let room = page.view().online.unwrap().room.unwrap();
    assert!(!room.can_chat && !room.chat_shown, "{room:?}");
    // A spectator's line (the creator let them chat): Ann may answer it.
    page.send(Msg::Live(LiveEvent::Message(
        json!({"seq": 5, "round": 0, "kind": "chat", "car": null, "name": "Cy", "text": "hi", "at_ms": 1}).to_string(),
    )));
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.can_chat && room.chat_shown, "{room:?}");
    // Bob sits: the chat is there for both.
    let mut joined = game(0, &[], &[], [false, false]);
    joined["state"] = json!("open");
    joined["seats"] = json!(3);
    joined["round"] = json!(0);
    let mut page = signed_in();
    in_room(&mut page, joined);
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.can_chat && room.chat_shown, "{room:?}");
}
