//! A game room under stress: the keyboard, answers out of order, refusals and a lost network, a
//! second press before the first answer, the history replayed on a new stream, and the room's
//! clock (wake-ups, not animation frames).

use racetrack::Point;
use racetrack_page::ui::msg::Focus;
use racetrack_page::ui::online::{ApiCall, FormTrack, LiveEvent, OnlineInput};
use racetrack_page::ui::{Effect, Msg};
use serde_json::json;

use crate::harness::Page;
use crate::online::{TWO_LANES, answer, answer_text, game, in_room, online, requests, signed_in};

#[test]
fn the_keyboard_plays_in_the_room_digits_arrows_and_enter() {
    use racetrack_page::ui::{KeyInput, Target};
    let key = |page: &mut Page, key: &str, code: &str| {
        page.send(Msg::Key(KeyInput {
            key: key.into(),
            code: code.into(),
            target: Target::Canvas,
            modifier: false,
            ctrl: false,
            shift: false,
            at_ms: 0,
        }))
        .to_vec()
    };
    let mut page = signed_in();
    in_room(&mut page, game(1, &[], &[], [false, false]));
    // Placing: the arrows move between the start points, Enter places.
    key(&mut page, "ArrowDown", "ArrowDown");
    let sent = requests(&key(&mut page, "Enter", "Enter"));
    assert_eq!(sent[0].3, Some(json!({"round": 1, "start": [2, 1]})));
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(2, &[[2, 1]], &[[1, 1]], [false, false]),
    );
    // Placed at (2, 1), speed 0: 6 accelerates right, 8 would go up onto Bob, 2 down into the
    // wall; the words are those of every board (a game alone, a race on one device).
    let note = |page: &Page| page.view().online.unwrap().room.unwrap().note.unwrap();
    let refused = key(&mut page, "8", "Digit8");
    assert!(requests(&refused).is_empty());
    assert_eq!(note(&page), "Key 8 (up): another car is there.");
    assert!(requests(&key(&mut page, "2", "Digit2")).is_empty());
    assert_eq!(note(&page), "Key 2 (down): that move goes into a wall.");
    let sent = requests(&key(&mut page, "6", "Numpad6"));
    assert_eq!(sent[0].3, Some(json!({"round": 2, "acc": [0, 1]})));
}

#[test]
fn answers_out_of_order_refusals_and_a_lost_network_leave_the_room_working() {
    let mut page = signed_in();
    in_room(&mut page, game(2, &[[2, 1]], &[[1, 1]], [false, false]));
    // The countdown counts from the frame after the view came.
    page.tick(5000.0, 1.0);
    page.tick(1000.0, 1.0);
    assert_eq!(
        page.view().online.unwrap().room.unwrap().bar.as_deref(),
        Some("0:29 · Round 2: your move")
    );
    // An older view answered late changes nothing.
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(1, &[], &[], [false, false]),
    );
    assert_eq!(page.view().online.unwrap().room.unwrap().round, 2);
    // A refused view is said, not asked again in a loop. (An event asks the view as of
    // itself: the server may answer from its copy.)
    let asked = requests(page.send(Msg::Live(LiveEvent::Message(
        json!({"seq": 7, "round": 2, "kind": "moved"}).to_string(),
    ))));
    assert_eq!(asked[0].2, "/api/v1/games/g1?seen=7");
    let refused = answer(
        &mut page,
        ApiCall::Game("g1".into()),
        429,
        json!({"error": "too_many_requests", "message": "Too many requests."}),
    );
    assert!(requests(&refused).is_empty());
    // No answer at all (the network): a move is free to send again, and the page retries.
    let sent = requests(page.click(Point::new(2, 2)));
    assert_eq!(sent.len(), 1);
    page.send(Msg::Live(LiveEvent::Closed));
    answer_text(&mut page, ApiCall::Move("g1".into()), 0, "");
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.note.unwrap().starts_with("No answer from the server"));
    assert!(!room.options.is_empty(), "the move may be sent again");
    assert!(
        page.view().online.unwrap().no_server.is_none(),
        "not a page without a server"
    );
    for _ in 0..4 {
        page.tick(1000.0, 1.0);
    }
    // The stream reconnects from the last event it sent, whatever the views said.
    assert!(page.log.contains(&Effect::LiveOpen {
        path: "/api/v1/games/g1/live?since=7".into()
    }));
}

#[test]
fn making_a_game_before_a_player_says_so_where_the_name_is_asked() {
    // The playtest: on a phone the button seemed to do nothing, its note at the page's top.
    asks_for_the_player_first(
        OnlineInput::Create,
        "Make your online player first: a name is all it takes.",
    );
}

/// `input` pressed before there is a player: nothing sent, `note` said, the name's field
/// focused with the note scrolled into view.
fn asks_for_the_player_first(input: OnlineInput, note: &str) {
    let mut page = Page::start("#/online");
    let effects = online(&mut page, input);
    assert!(requests(&effects).is_empty());
    assert!(
        effects.contains(&Effect::Focus(Focus::OnlinePlayer)),
        "{effects:?}"
    );
    assert_eq!(page.view().online.unwrap().note.as_deref(), Some(note));
}

/// "Play now" before a player, the first button a newcomer sees: the same (it only put a note
/// at the page's top, out of a phone's view).
#[test]
fn play_now_before_a_player_says_so_where_the_name_is_asked() {
    asks_for_the_player_first(
        OnlineInput::PlayNow,
        "Make your player first: type a name and press “Make my player”, and the search for an opponent starts by itself.",
    );
}

#[test]
fn a_second_press_waits_for_the_first_answer() {
    let mut page = Page::start("#/online");
    online(&mut page, OnlineInput::KeyTyped("k3y".into()));
    assert_eq!(requests(&online(&mut page, OnlineInput::UseKey)).len(), 1);
    assert!(requests(&online(&mut page, OnlineInput::UseKey)).is_empty());
    answer(
        &mut page,
        ApiCall::Me("k3y".into()),
        200,
        json!({"id": 3, "name": "Kim", "bot": false}),
    );
    assert_eq!(page.model.client().identity.as_ref().unwrap().token, "k3y");
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(TWO_LANES);
    page.send(Msg::RouteChanged("#/online".into()));
    online(&mut page, OnlineInput::Track(FormTrack::Open));
    assert_eq!(requests(&online(&mut page, OnlineInput::Create)).len(), 1);
    assert!(
        requests(&online(&mut page, OnlineInput::Create)).is_empty(),
        "one game, not two"
    );
}

#[test]
fn the_history_replayed_on_a_new_stream_does_not_mark_this_round_chosen() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/online/g1".into()));
    // The view (round 2, seq 6) comes first; then the stream replays round 1's choices.
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(2, &[[1, 1]], &[[2, 1]], [false, false]),
    );
    for seq in 1..=6 {
        let kind = if seq == 5 { "chosen" } else { "joined" };
        page.send(Msg::Live(LiveEvent::Message(
            json!({"seq": seq, "round": 1, "kind": kind, "car": 0}).to_string(),
        )));
    }
    let room = page.view().online.unwrap().room.unwrap();
    assert!(!room.seats[0].chosen);
    assert!(!room.options.is_empty(), "your move is still to make");
}

#[test]
fn a_running_room_keeps_its_clock_with_wake_ups_not_animation_frames() {
    let mut page = signed_in();
    let effects = in_room(&mut page, game(1, &[], &[], [false, false]));
    assert!(
        effects.contains(&Effect::WakeIn(0.0)),
        "the clock is set at once"
    );
    page.tick(16.0, 0.0);
    assert!(page.effects.contains(&Effect::WakeIn(250.0)));
    // One wake-up at a time, and no frames asked for the countdown.
    let chat = json!({"seq": 9, "round": 1, "kind": "chat", "car": 1, "name": "Bob", "text": "hi", "at_ms": 1_000_000_500i64});
    let more = page
        .send(Msg::Live(LiveEvent::Message(chat.to_string())))
        .to_vec();
    assert!(!more.iter().any(|e| matches!(e, Effect::WakeIn(_))));
    // Once the board's background work (the coach's table) is done, no frame is asked for.
    page.run_clock(10_000);
    assert!(!page.model.needs_tick());
    page.tick(250.0, 0.0);
    assert!(
        page.effects.contains(&Effect::WakeIn(250.0)),
        "the countdown's clock goes on"
    );
    // With the page's frames stopped, the countdown still shows and counts down.
    let countdown = |page: &Page| page.view().online.unwrap().room.unwrap().bar;
    let before = countdown(&page).expect("a countdown");
    page.tick(1000.0, 0.0);
    let after = countdown(&page).expect("a countdown");
    assert_ne!(before, after, "one second later");
}

#[test]
fn the_room_owns_its_board_and_leaves_the_solo_game_alone() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/level/03-hairpin".into()));
    page.click(page.model.session().unwrap().game.options()[0]);
    let (before, title) = (page.trajectory(), page.view().title);
    in_room(&mut page, game(1, &[], &[], [false, false]));
    let board = page.model.board().expect("the room's board");
    assert_eq!(board.track().to_string().trim_end(), TWO_LANES);
    // A game on a track with no name says so, not "Online game".
    assert_eq!(page.view().title, "Online: unnamed track");
    assert!(
        page.view()
            .online
            .unwrap()
            .room
            .unwrap()
            .heading
            .starts_with("Unnamed track: ")
    );
    assert!(page.view().camera.is_some());
    // The solo game is the one being played: its track, its moves and its title.
    let s = page.model.session().unwrap();
    assert_ne!(s.game.track(), page.model.board().unwrap().track());
    assert_eq!(page.trajectory(), before);
    page.send(Msg::RouteChanged("#/level/03-hairpin".into()));
    assert_eq!(page.view().title, title);
    assert_eq!(page.trajectory(), before);
}

#[test]
fn a_spectator_of_an_invite_only_game_is_not_offered_a_seat_and_the_form_lists_nothing_unasked() {
    // Cy opens Ann's open, invite-only game by its address, without the invite code.
    let mut page = crate::online::signed_in();
    let mut open = crate::online::game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    open["you"] = json!(null);
    open["invite"] = json!(null);
    open["cars"] = json!([open["cars"][0].clone()]);
    page.send(Msg::RouteChanged("#/online/g1".into()));
    answer(&mut page, ApiCall::Game("g1".into()), 200, open.clone());
    assert!(
        !page.view().online.unwrap().room.unwrap().join,
        "no seat without the code"
    );
    // From the invite link, or in a public game, the seat is offered.
    page.send(Msg::RouteChanged("#/online/g1/inv1".into()));
    answer(&mut page, ApiCall::Game("g1".into()), 200, open.clone());
    assert!(page.view().online.unwrap().room.unwrap().join);
    let mut public = open;
    public["public"] = json!(true);
    let mut page = crate::online::signed_in();
    page.send(Msg::RouteChanged("#/online/g1".into()));
    answer(&mut page, ApiCall::Game("g1".into()), 200, public);
    assert!(page.view().online.unwrap().room.unwrap().join);
    // The new game form does not list a game in the lobby unless asked.
    page.send(Msg::RouteChanged("#/online".into()));
    assert!(!page.view().online.unwrap().public);
}

#[test]
fn the_creator_cancels_and_a_player_leaves_an_open_game_after_saying_yes() {
    // Ann's open game, Bob seated: Ann may cancel it, not leave it.
    let mut page = signed_in();
    let mut open = game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    open["seats"] = json!(3);
    in_room(&mut page, open.clone());
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.cancel && !room.leave && room.confirm.is_none());
    // Asked first; "Keep it" does nothing.
    assert!(requests(&online(&mut page, OnlineInput::AskCancel)).is_empty());
    let room = page.view().online.unwrap().room.unwrap();
    let (question, yes, no) = room.confirm.unwrap();
    assert!(question.starts_with("Cancel this game?"), "{question}");
    assert_eq!((yes.as_str(), no.as_str()), ("Cancel the game", "Keep it"));
    online(&mut page, OnlineInput::KeepGame);
    assert!(page.view().online.unwrap().room.unwrap().confirm.is_none());
    online(&mut page, OnlineInput::AskCancel);
    let sent = requests(&online(&mut page, OnlineInput::Confirm));
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].0, ApiCall::Cancel("g1".into()));
    assert_eq!(sent[0].2, "/api/v1/games/g1/cancel");
    // 204, no body: back to the online page, which says so.
    page.send(Msg::Api {
        call: ApiCall::Cancel("g1".into()),
        status: 204,
        body: String::new(),
    });
    assert_eq!(page.model.route().to_string(), "#/online");
    let online_view = page.view().online.unwrap();
    assert_eq!(
        online_view.note.as_deref(),
        Some("You cancelled the game: it is gone.")
    );
    assert!(
        online_view.no_server.is_none(),
        "an empty 204 is not a missing server"
    );

    // Bob, seat 1 of an open game, may leave it.
    let mut page = signed_in();
    let mut theirs = open;
    theirs["you"] = json!(1);
    in_room(&mut page, theirs.clone());
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.leave && !room.cancel);
    online(&mut page, OnlineInput::AskLeave);
    let sent = requests(&online(&mut page, OnlineInput::Confirm));
    assert_eq!(sent[0].2, "/api/v1/games/g1/leave");
    let mut after = theirs;
    after["you"] = json!(null);
    after["cars"] = json!([after["cars"][0].clone()]);
    answer(&mut page, ApiCall::Leave("g1".into()), 200, after);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.note.as_deref(),
        Some("You left the game: your seat is free again.")
    );
    assert!(!room.leave && !room.cancel, "a spectator now");
}

#[test]
fn a_spectator_hears_that_the_game_was_cancelled() {
    let mut page = signed_in();
    let mut open = game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    in_room(&mut page, open);
    page.send(Msg::Live(LiveEvent::Message(
        json!({"seq": 9, "round": 0, "kind": "cancelled"}).to_string(),
    )));
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.note.as_deref(),
        Some("Its creator cancelled this game: it is gone.")
    );
    assert!(!room.join && !room.cancel);
    // Not "Asking the server for the game…" above it, nor the raw id as the heading, nor the
    // board's Undo.
    assert_eq!(room.status, "");
    assert_eq!(room.heading, "Online game");
    assert!(!page.view().undo);
}

#[test]
fn a_game_is_made_with_its_track_s_name_and_the_room_is_headed_by_it() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(TWO_LANES);
    // "Pasted track" is the page's word, not a name: no title is sent (each reader's page
    // then says "Unnamed track" in their language).
    assert_eq!(page.model.session().unwrap().title, "Pasted track");
    page.send(Msg::RouteChanged("#/online".into()));
    online(&mut page, OnlineInput::Track(FormTrack::Open));
    let sent = requests(&online(&mut page, OnlineInput::Create));
    assert!(sent[0].3.as_ref().unwrap()["title"].is_null(), "{sent:?}");
    // A level goes by its file's name, whatever the creator's language.
    let mut level = signed_in();
    level.send(Msg::Language(racetrack_page::ui::i18n::Lang::Fr));
    level.send(Msg::RouteChanged("#/level/03-hairpin".into()));
    level.send(Msg::RouteChanged("#/online".into()));
    online(&mut level, OnlineInput::Track(FormTrack::Open));
    let sent = requests(&online(&mut level, OnlineInput::Create));
    assert_eq!(sent[0].3.as_ref().unwrap()["title"], "Hairpin");
    // Unrated unless the Rated switch is on (the page always sent false: no game made on the
    // page was ever rated).
    assert_eq!(sent[0].3.as_ref().unwrap()["rated"], false);
    let mut rated = signed_in();
    online(&mut rated, OnlineInput::Rated(true));
    assert!(rated.view().online.unwrap().rated);
    let sent = requests(&online(&mut rated, OnlineInput::Create));
    assert_eq!(sent[0].3.as_ref().unwrap()["rated"], true);
    let mut view = game(0, &[], &[], [false, false]);
    view["state"] = json!("open");
    view["title"] = json!("Barto <b>small</b>");
    in_room(&mut page, view);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.heading,
        "Barto <b>small</b>: strict rules, 30 seconds a move"
    );
}

#[test]
fn an_invited_friend_without_a_player_types_a_name_and_takes_the_seat_in_one_go() {
    // No player on this device; the invite link opens Ann's open game.
    let mut page = Page::start("#/online/g1/inv1");
    let mut open = game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    open["you"] = json!(null);
    open["invite"] = json!(null);
    open["cars"] = json!([open["cars"][0].clone()]);
    answer(&mut page, ApiCall::Game("g1".into()), 200, open);
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.join_as && !room.join);
    assert!(
        room.status.starts_with("Type a name to take a seat"),
        "{}",
        room.status
    );
    // A bad name is said in the room; nothing is sent.
    online(&mut page, OnlineInput::SeatNameTyped("   ".into()));
    assert!(requests(&online(&mut page, OnlineInput::JoinAs)).is_empty());
    let note = page.view().online.unwrap().room.unwrap().note.unwrap();
    assert!(note.starts_with("Your name:"), "{note}");
    // A taken name: the server's words, in the room.
    online(&mut page, OnlineInput::SeatNameTyped("Ann".into()));
    let sent = requests(&online(&mut page, OnlineInput::JoinAs));
    assert_eq!(sent[0].0, ApiCall::NewPlayer);
    let refusal = json!({"error": "name_taken", "message": "Another player is called Ann: choose another name."});
    assert!(requests(&answer(&mut page, ApiCall::NewPlayer, 409, refusal)).is_empty());
    let note = page.view().online.unwrap().room.unwrap().note.unwrap();
    assert!(note.contains("choose another name"), "{note}");
    // Kim is free: the player is made, then the seat taken with the link's code.
    online(&mut page, OnlineInput::SeatNameTyped("Kim".into()));
    let sent = requests(&online(&mut page, OnlineInput::JoinAs));
    assert_eq!(sent[0].3, Some(json!({"name": "Kim"})));
    let made = answer(
        &mut page,
        ApiCall::NewPlayer,
        201,
        json!({"id": 9, "name": "Kim", "bot": false, "token": "k1m"}),
    );
    let joined: Vec<_> = requests(&made)
        .into_iter()
        .filter(|r| r.0 == ApiCall::Join("g1".into()))
        .collect();
    assert_eq!(joined.len(), 1, "the seat is taken at once");
    assert_eq!(joined[0].3, Some(json!({"invite": "inv1"})));
    assert_eq!(joined[0].4.as_deref(), Some("k1m"));
}

#[test]
fn each_seat_says_whether_its_player_is_connected() {
    let mut view = game(1, &[], &[], [false, false]);
    view["cars"][1]["connected"] = json!(true);
    let mut page = signed_in();
    in_room(&mut page, view);
    let seats = page.view().online.unwrap().room.unwrap().seats;
    assert_eq!(
        seats
            .iter()
            .map(|s| (s.connected.0, s.connected.1.as_str()))
            .collect::<Vec<_>>(),
        [(false, "not connected"), (true, "connected")]
    );
}

#[test]
fn a_seat_s_words_carry_their_separator_as_each_language_writes_it() {
    let mut view = game(0, &[], &[], [false, false]);
    view["state"] = json!("open");
    let mut page = signed_in();
    in_room(&mut page, view);
    let words = |page: &Page| -> Vec<String> {
        let seats = page.view().online.unwrap().room.unwrap().seats;
        seats.into_iter().map(|s| s.words).collect()
    };
    assert_eq!(words(&page)[0], ": waiting for the start");
    // French puts a no-break space before the colon (the page used to write ": " itself).
    page.send(Msg::Language(racetrack_page::ui::i18n::Lang::Fr));
    page.send(Msg::Fetched {
        what: racetrack_page::ui::msg::Fetch::Catalog(racetrack_page::ui::i18n::Lang::Fr),
        result: Ok(include_str!("../../www/i18n/fr.ftl").into()),
    });
    assert_eq!(words(&page)[0], "\u{a0}: attend le départ");
    // The bar keeps "sur 2" together: a phone's line never ends before the number.
    let bar = page.view().online.unwrap().room.unwrap().bar.unwrap();
    assert!(bar.ends_with("places prises sur\u{a0}2"), "{bar:?}");
}

#[test]
fn a_note_about_a_round_is_cleared_once_the_game_moved_on() {
    let mut page = signed_in();
    in_room(&mut page, game(1, &[], &[], [false, false]));
    page.click(Point::new(1, 1));
    answer(
        &mut page,
        ApiCall::Move("g1".into()),
        409,
        json!({"error": "wrong_round", "message": "This round is over."}),
    );
    let note = page.view().online.unwrap().room.unwrap().note;
    assert_eq!(note.as_deref(), Some("This round is over."));
    // A view of the same round keeps it; the next round's clears it.
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(1, &[], &[], [true, false]),
    );
    assert!(page.view().online.unwrap().room.unwrap().note.is_some());
    answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        game(2, &[[1, 1]], &[[2, 1]], [false, false]),
    );
    assert_eq!(page.view().online.unwrap().room.unwrap().note, None);
}

#[test]
fn the_bar_over_the_board_says_the_clock_and_whose_move_it_is_then_the_result() {
    // The playtest: on a phone the round's timer, who had chosen and "You finished 2nd" sat
    // under the board, out of sight (and hidden in full screen).
    let mut page = signed_in();
    let mut open = game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    open["cars"] = json!([open["cars"][0].clone()]);
    in_room(&mut page, open);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.bar.as_deref(),
        Some("Waiting for the start: 1 of 2 seats taken")
    );
    in_room(
        &mut page,
        game(3, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [false, false]),
    );
    page.tick(16.0, 0.0);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.bar.as_deref(), Some("0:30 · Round 3: your move"));
    in_room(
        &mut page,
        game(3, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [true, false]),
    );
    page.tick(16.0, 0.0);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.bar.as_deref(),
        Some("0:30 · Round 3: you have chosen: waiting for Bob")
    );
    let mut over = game(9, &[[1, 1], [1, 8]], &[[2, 1]], [false, false]);
    over["state"] = json!("over");
    over["standings"] = json!([
        {"name": "Ann", "place": 1, "moves": 1, "state": "finished"},
        {"name": "Bob", "place": 2, "moves": 0, "state": "running"}]);
    over["rated"] = json!(true);
    over["ratings"] = json!([
        {"name": "Ann", "before": 1500, "after": 1662, "was_provisional": true, "provisional": true}]);
    in_room(&mut page, over);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.bar.as_deref(),
        Some("You won · Your rating: 1500? → 1662? (+162)")
    );
}

#[test]
fn an_invite_opened_on_a_phone_shows_the_start_points_not_a_blank_slice() {
    // A large track whose start points lie in a corner, far from its middle.
    let mut rows = vec!["#".repeat(80)];
    for r in 1..59 {
        let start = if r > 50 { ">" } else { "." };
        rows.push(format!("#{start}{}#", ".".repeat(77)));
    }
    rows.push(format!("#{}*#", "#".repeat(77)));
    let track = rows.join("\n") + "\n";
    let mut page = Page::start_touch("");
    page.storage.insert(
        racetrack_page::ui::online::IDENTITY_KEY,
        json!({"id": 2, "name": "Cy", "token": "t0k3n"}).to_string(),
    );
    let mut page = page.reload("#/online/g1/inv1");
    page.send(Msg::Viewport {
        width: 358.0,
        height: 560.0,
        ratio: 3.0,
    });
    let mut open = game(0, &[], &[], [false, false]);
    open["state"] = json!("open");
    open["track"] = json!(track);
    open["you"] = json!(null);
    open["cars"] = json!([open["cars"][0].clone()]);
    answer(&mut page, ApiCall::Game("g1".into()), 200, open);
    page.run_clock(2000);
    let g = page.model.geometry();
    assert!(page.model.camera().unwrap().active(), "a part of it shows");
    let start = Point::new(55, 1);
    let (x, y) = (g.x(start), g.y(start));
    assert!(
        x >= 0.0 && x <= g.width && y >= 0.0 && y <= g.height,
        "the start points are in view: {start:?} at ({x}, {y}) of {} x {}",
        g.width,
        g.height
    );
}
