//! The room's chat seen from the board: a line another player says shows in the bar over the
//! board for the round it was said in (on a phone the chat is a screen below the board).

use racetrack_page::ui::Msg;
use racetrack_page::ui::online::{ApiCall, LiveEvent};
use serde_json::json;

use crate::online::{answer, game, in_room, signed_in};

fn chat(seq: i64, round: i64, car: usize, name: &str, text: &str) -> Msg {
    Msg::Live(LiveEvent::Message(
        json!({"seq": seq, "round": round, "kind": "chat", "car": car, "name": name,
               "text": text, "at_ms": 1_000_000_500i64})
        .to_string(),
    ))
}

#[test]
fn a_chat_line_said_while_racing_shows_in_the_bar_over_the_board_for_its_round() {
    // A phone playtest: "On se retrouve à l’arrivée !" came while the other player raced, and
    // nothing on their screen (the board and the bar) said so.
    let mut page = signed_in();
    in_room(&mut page, game(2, &[[1, 1]], &[[2, 1]], [false, false]));
    let bar = |page: &crate::harness::Page| page.view().online.unwrap().room.unwrap().bar.unwrap();
    assert!(!bar(&page).contains("says"), "{}", bar(&page));
    page.send(chat(10, 2, 1, "Bob", "<b>See you</b> at the finish!"));
    assert!(
        bar(&page).ends_with(" · Bob says: <b>See you</b> at the finish!"),
        "{}",
        bar(&page)
    );
    // Your own line is not news to you.
    page.send(chat(11, 2, 0, "Ann", "Me too"));
    assert!(bar(&page).ends_with("Bob says: <b>See you</b> at the finish!"));
    // A long line is cut; the next round's bar is the round's alone.
    let long = "x".repeat(80);
    page.send(chat(12, 2, 1, "Bob", &long));
    assert!(bar(&page).ends_with(&format!("Bob says: {}…", "x".repeat(60))));
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(3, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [false, false]),
    );
    assert!(!bar(&page).contains("says"), "{}", bar(&page));
}
