//! The room's chat during a race: another's line shows over the board for a while (a phone has
//! the chat below the board, out of sight while racing), away from your car; your own does not.

use racetrack_page::ui::Msg;
use racetrack_page::ui::box_place::BoxPlace;
use racetrack_page::ui::online::{LiveEvent, RoomView};
use serde_json::json;

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
