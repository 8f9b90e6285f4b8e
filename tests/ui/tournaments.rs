//! Tournaments as the page drives them: the list by state with its countdowns, a tournament's
//! page (its words, the table with flames and the player's row, the buttons by the player's
//! state), asked again every two seconds while shown, Join sent with the token, a refusal and
//! no server said, and the game the player is paired into opened by itself, once; the
//! tournament's live stream in place of asking every two seconds (opened, each change asked
//! for, dropped and opened again, closed on leaving).

use racetrack_page::ui::online::{ApiCall, LiveEvent, Method};
use racetrack_page::ui::tournaments::{REFRESH_MS, TournamentsInput};
use racetrack_page::ui::{Effect, Msg, Screen};
use serde_json::{Value, json};

use crate::harness::Page;
use crate::online::{answer, requests, signed_in};

fn tick(page: &mut Page, now_ms: f64) -> Vec<Effect> {
    page.send(Msg::Tick {
        now_ms,
        busy_ms: 0.0,
    })
    .to_vec()
}

/// A tournament's view as the server answers it, the viewer's entry `you`.
fn arena(you: Value, now_ms: i64) -> Value {
    json!({
        "id": "t1abcdef", "kind": "arena", "name": "Friday arena", "creator": "Bob",
        "starts_ms": 1_000_000, "ends_ms": 1_600_000, "minutes": 10, "tracks": ["Track 1"],
        "rules": "strict", "move_seconds": 30, "rated": true, "max_players": 10, "bots": true,
        "state": "running", "join_until_ms": 1_480_000, "races": 0, "next_race_ms": null,
        "standings": [
            {"name": "Cy", "rank": 1, "points": 8, "games": 3, "wins": 3, "streak": true,
             "bot": true, "left": false},
            {"name": "Ann", "rank": 2, "points": 2, "games": 3, "wins": 1, "streak": false,
             "bot": false, "left": false}
        ],
        "games": [
            {"id": "g7", "race": 3, "players": ["Ann", "Cy"], "places": [], "over": false},
            {"id": "g5", "race": 2, "players": ["Ann", "Cy"], "places": [2, 1], "over": true}
        ],
        "you": you, "now_ms": now_ms
    })
}

#[test]
fn the_list_shows_each_state_with_its_countdown() {
    let mut page = Page::start("");
    tick(&mut page, 1_000.0);
    let asked = requests(page.send(Msg::RouteChanged("#/tournaments".into())));
    assert_eq!(page.model.screen(), Screen::Tournaments);
    assert_eq!(
        (asked[0].1, asked[0].2.as_str()),
        (Method::Get, "/api/v1/tournaments")
    );
    let list = page.view().tournaments.unwrap().list.unwrap();
    assert_eq!(list.status, "Asking the server…");
    let summary = |id: &str, name: &str, state: &str, starts: i64| {
        json!({"id": id, "kind": "arena", "name": name, "starts_ms": starts,
               "ends_ms": starts + 600_000, "players": 3, "state": state})
    };
    answer(
        &mut page,
        ApiCall::Tournaments,
        200,
        json!({"tournaments": [
            summary("a", "Later", "upcoming", 5_075_000),
            summary("b", "<b>Now</b>", "running", 4_900_000),
            {"id": "c", "kind": "grand_prix", "name": "Done", "starts_ms": 1, "ends_ms": 2,
             "players": 1, "state": "over"}
        ], "now_ms": 5_000_000}),
    );
    // Ten seconds later on the page's clock.
    tick(&mut page, 11_000.0);
    let list = page.view().tournaments.unwrap().list.unwrap();
    assert_eq!(list.status, "3 tournaments");
    let headings: Vec<&str> = list.parts.iter().map(|(h, _)| h.as_str()).collect();
    assert_eq!(headings, ["Under way", "Upcoming", "Finished"]);
    let running = &list.parts[0].1[0];
    assert_eq!(running.name, "<b>Now</b>", "a name is text");
    assert_eq!(running.href, "#/tournaments/b");
    assert_eq!(running.about, "Arena · 3 players");
    assert_eq!(running.when, "Ends in 8\u{a0}min\u{a0}10\u{a0}s");
    assert_eq!(
        list.parts[1].1[0].when,
        "Starts in 1\u{a0}min\u{a0}5\u{a0}s"
    );
    assert_eq!(list.parts[2].1[0].about, "Grand Prix · 1 player");
    assert_eq!(list.parts[2].1[0].when, "Finished");
    // No server: said.
    let mut page = Page::start("#/tournaments");
    page.send(Msg::Api {
        call: ApiCall::Tournaments,
        status: 0,
        body: String::new(),
    });
    let list = page.view().tournaments.unwrap().list.unwrap();
    assert_eq!(
        list.status,
        "Tournaments need the game server, which does not answer here; the rest of the game plays on."
    );
}

#[test]
fn a_tournament_page_shows_the_table_and_joins_with_the_token() {
    let mut page = signed_in();
    tick(&mut page, 1_000.0);
    let asked = requests(page.send(Msg::RouteChanged("#/tournaments/t1abcdef".into())));
    assert_eq!(asked[0].2, "/api/v1/tournaments/t1abcdef");
    assert_eq!(asked[0].4.as_deref(), Some("t0k3n"));
    answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(Value::Null, 1_200_000),
    );
    let view = page.view();
    assert_eq!(view.title, "Friday arena");
    let p = view.tournaments.unwrap().page.unwrap();
    assert_eq!(
        p.about,
        "Arena · 10 minutes · strict rules · 30 seconds a move · rated"
    );
    assert_eq!(p.when, "Ends in 6\u{a0}min\u{a0}40\u{a0}s");
    assert_eq!(p.seats, "2 of 10 players");
    assert_eq!(p.tracks, "Tracks: Track 1");
    assert_eq!(p.games_column, "Games");
    assert_eq!(
        (p.rows[0].wins.as_str(), p.rows[0].points.as_str()),
        ("3", "8")
    );
    assert_eq!(p.you, "Join to be paired with the other players.");
    assert_eq!(
        (p.join.as_deref(), p.pause.as_deref(), p.leave.as_deref()),
        (Some("Join"), None, None)
    );
    assert_eq!(p.rows.len(), 2);
    assert_eq!(
        p.rows[0].flame.as_deref(),
        Some("On a streak: the next win scores double")
    );
    assert_eq!((p.rows[0].mark.as_str(), p.rows[1].mine), ("bot", true));
    assert_eq!(p.games.len(), 1, "the games under way only");
    assert_eq!(p.games[0].href, "#/online/g7");
    assert_eq!(p.games[0].players, "Ann – Cy");
    assert_eq!(p.finished.len(), 1, "the games over, with their results");
    assert_eq!(
        (p.finished[0].href.as_str(), p.finished[0].players.as_str()),
        ("#/online/g5", "1. Cy · 2. Ann")
    );
    let sent = requests(page.send(Msg::Tournaments(TournamentsInput::Join)));
    assert_eq!(
        (sent[0].1, sent[0].2.as_str(), sent[0].4.as_deref()),
        (
            Method::Post,
            "/api/v1/tournaments/t1abcdef/join",
            Some("t0k3n")
        )
    );
    // Refused: the server's words.
    answer(
        &mut page,
        ApiCall::TournamentJoin("t1abcdef".into()),
        409,
        json!({"error": "joining_closed", "message": "Joining this tournament has closed."}),
    );
    let p = page.view().tournaments.unwrap().page.unwrap();
    assert_eq!(
        p.note.as_deref(),
        Some("Joining this tournament has closed.")
    );
    // Joined and waiting: Pause and Leave.
    let waiting = json!({"state": "waiting", "game": null});
    answer(
        &mut page,
        ApiCall::TournamentJoin("t1abcdef".into()),
        200,
        arena(waiting, 1_200_000),
    );
    let p = page.view().tournaments.unwrap().page.unwrap();
    assert_eq!(
        p.you,
        "Waiting for your next opponent… Need a break? Press Pause: no game starts for you until you come back."
    );
    assert_eq!(
        (p.join.as_deref(), p.pause.as_deref(), p.leave.as_deref()),
        (None, Some("Pause"), Some("Leave"))
    );
    // Paused: Come back.
    let paused = json!({"state": "paused", "game": null});
    answer(
        &mut page,
        ApiCall::TournamentPause("t1abcdef".into()),
        200,
        arena(paused, 1_200_000),
    );
    let p = page.view().tournaments.unwrap().page.unwrap();
    assert_eq!(p.join.as_deref(), Some("Come back"));
}

#[test]
fn a_shown_tournament_is_asked_again_and_the_paired_game_opens_once() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/tournaments/t1abcdef".into()));
    let effects = answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(json!({"state": "waiting", "game": null}), 1_200_000),
    );
    let wakes = |effects: &[Effect]| {
        effects
            .iter()
            .any(|e| matches!(e, Effect::WakeIn(ms) if *ms == REFRESH_MS))
    };
    assert!(wakes(&effects), "{effects:?}");
    let asked = requests(&tick(&mut page, REFRESH_MS + 1.0));
    assert_eq!(asked.len(), 1, "asked again when due");
    assert_eq!(asked[0].0, ApiCall::Tournament("t1abcdef".into()));
    // Paired into g7: its room opens by itself.
    let playing = json!({"state": "playing", "game": "g7"});
    answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(playing.clone(), 1_210_000),
    );
    assert_eq!(page.model.route().to_string(), "#/online/g7");
    // Back on the page before the game is counted: not opened again.
    page.send(Msg::RouteChanged("#/tournaments/t1abcdef".into()));
    answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(playing, 1_230_000),
    );
    assert_eq!(page.model.route().to_string(), "#/tournaments/t1abcdef");
    let p = page.view().tournaments.unwrap().page.unwrap();
    assert_eq!(p.my_game.unwrap().href, "#/online/g7");
    // Off the page, nothing is asked.
    page.send(Msg::RouteChanged("#/".into()));
    assert!(requests(&tick(&mut page, 60_000.0)).is_empty());
}

#[test]
fn join_without_a_player_says_to_make_one_first() {
    let mut page = Page::start("#/tournaments/t1abcdef");
    answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(Value::Null, 1_200_000),
    );
    let sent = requests(page.send(Msg::Tournaments(TournamentsInput::Join)));
    assert!(sent.is_empty());
    let p = page.view().tournaments.unwrap().page.unwrap();
    assert_eq!(
        p.note.as_deref(),
        Some("Make your online player first (Race online), then come back.")
    );
}

#[test]
fn a_full_grand_prix_offers_no_seat_and_its_podium_names_the_places() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/tournaments/t1abcdef".into()));
    let mut gp = arena(Value::Null, 900_000);
    gp["kind"] = json!("grand_prix");
    gp["minutes"] = Value::Null;
    gp["ends_ms"] = Value::Null;
    gp["state"] = json!("upcoming");
    gp["join_until_ms"] = json!(1_000_000);
    gp["max_players"] = json!(2);
    answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        gp.clone(),
    );
    let p = page.view().tournaments.unwrap().page.unwrap();
    assert_eq!(p.you, "Every seat of this tournament is taken.");
    assert_eq!(p.join, None);
    assert_eq!(p.games_column, "Races");
    assert_eq!(p.when, "Starts in 1\u{a0}min\u{a0}40\u{a0}s");
    gp["state"] = json!("over");
    gp["max_players"] = json!(8);
    gp["games"] = json!([
        {"id": "g2", "race": 1, "players": ["Ann", "Cy", "<i>Bo</i>"], "places": [2, 1, null],
         "over": true},
        {"id": "g1", "race": 0, "players": ["Ann", "Cy"], "places": [1, 1], "over": true}
    ]);
    answer(&mut page, ApiCall::Tournament("t1abcdef".into()), 200, gp);
    let p = page.view().tournaments.unwrap().page.unwrap();
    assert_eq!(p.podium, ["1. Cy", "2. Ann"]);
    let results: Vec<&str> = p.finished.iter().map(|g| g.players.as_str()).collect();
    assert_eq!(
        results,
        [
            "Race 2: 1. Cy · 2. Ann · <i>Bo</i> (did not finish)",
            "Race 1: 1. Ann · 1. Cy"
        ]
    );
    assert_eq!((p.when.as_str(), p.join), ("Finished", None));
}

/// The tournament stream effects among `effects`: (opened at this path, closed).
fn stream_effects(effects: &[Effect]) -> (Option<String>, bool) {
    let opened = effects.iter().find_map(|e| match e {
        Effect::TournamentLiveOpen { path } => Some(path.clone()),
        _ => None,
    });
    let closed = effects
        .iter()
        .any(|e| matches!(e, Effect::TournamentLiveClose));
    (opened, closed)
}

#[test]
fn a_tournaments_stream_tells_of_each_change_in_place_of_asking_every_two_seconds() {
    let mut page = signed_in();
    tick(&mut page, 1_000.0);
    page.send(Msg::RouteChanged("#/tournaments/t1abcdef".into()));
    let effects = answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(json!({"state": "waiting", "game": null}), 1_200_000),
    );
    assert_eq!(
        stream_effects(&effects).0.as_deref(),
        Some("/api/v1/tournaments/t1abcdef/live"),
        "{effects:?}"
    );
    page.send(Msg::TournamentLive(LiveEvent::Opened));
    // Open: the page does not ask every two seconds.
    assert!(requests(&tick(&mut page, 1_000.0 + REFRESH_MS + 1.0)).is_empty());
    // A change told: asked at once; another told while that is on its way: asked after it.
    let told = r#"{"standings":[]}"#;
    let asked = requests(page.send(Msg::TournamentLive(LiveEvent::Message(told.into()))));
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].2, "/api/v1/tournaments/t1abcdef");
    let paired =
        r#"{"paired":{"id":"g9","race":4,"players":["Ann","Cy"],"places":[],"over":false}}"#;
    assert!(requests(page.send(Msg::TournamentLive(LiveEvent::Message(paired.into())))).is_empty());
    let again = answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(json!({"state": "waiting", "game": null}), 1_210_000),
    );
    assert_eq!(
        requests(&again).len(),
        1,
        "asked again for the change told meanwhile"
    );
    // What is not one of its events changes nothing.
    let noise = page.send(Msg::TournamentLive(LiveEvent::Message("{\"x\":1}".into())));
    assert!(requests(noise).is_empty());
    // Dropped: the page asks every two seconds again, and opens it again five seconds on.
    let dropped = page.send(Msg::TournamentLive(LiveEvent::Closed)).to_vec();
    assert_eq!(stream_effects(&dropped).0, None);
    answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(json!({"state": "waiting", "game": null}), 1_220_000),
    );
    let later = tick(&mut page, 1_000.0 + 3.0 * REFRESH_MS);
    assert_eq!(requests(&later).len(), 1, "asked while the stream is down");
    let reopened = tick(&mut page, 1_000.0 + 3.0 * REFRESH_MS + 6_000.0);
    assert!(stream_effects(&reopened).0.is_some(), "{reopened:?}");
    // Left: closed.
    let left = page.send(Msg::RouteChanged("#/".into())).to_vec();
    assert!(stream_effects(&left).1, "{left:?}");
}

#[test]
fn leave_asks_first_and_only_yes_sends_it() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/tournaments/t1abcdef".into()));
    let waiting = json!({"state": "waiting", "game": null});
    answer(
        &mut page,
        ApiCall::Tournament("t1abcdef".into()),
        200,
        arena(waiting, 1_200_000),
    );
    let confirm = |page: &mut Page| page.view().tournaments.unwrap().page.unwrap().confirm_leave;
    assert_eq!(confirm(&mut page), None);
    assert!(requests(page.send(Msg::Tournaments(TournamentsInput::Leave))).is_empty());
    let (question, yes, no) = confirm(&mut page).expect("asked");
    assert_eq!(
        question,
        "Leave this tournament for good? Your points stay in the table, but you play no more games in it."
    );
    assert_eq!(
        (yes.as_str(), no.as_str()),
        ("Leave the tournament", "Stay")
    );
    assert!(requests(page.send(Msg::Tournaments(TournamentsInput::LeaveNo))).is_empty());
    assert_eq!(
        confirm(&mut page),
        None,
        "no: nothing sent, the question gone"
    );
    page.send(Msg::Tournaments(TournamentsInput::Leave));
    let sent = requests(page.send(Msg::Tournaments(TournamentsInput::LeaveYes)));
    assert_eq!(
        (sent[0].1, sent[0].2.as_str()),
        (Method::Post, "/api/v1/tournaments/t1abcdef/leave")
    );
    assert_eq!(confirm(&mut page), None);
}
