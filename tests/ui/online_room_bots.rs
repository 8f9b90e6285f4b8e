//! The creator of an open game seats the server's bots in its free seats (a private game with
//! nobody else to invite): the row shows for them only, while a seat is free, and sends the
//! skill chosen.

use racetrack_page::ui::online::{ApiCall, OnlineInput};
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
