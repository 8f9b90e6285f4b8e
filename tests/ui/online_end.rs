//! The end of an online game as the room shows it: resigning after saying yes, the round log
//! that says what each round did (a start point lost to another car), the result in words (the
//! rematch has its own file).

use racetrack_page::ui::Msg;
use racetrack_page::ui::i18n::Lang;
use racetrack_page::ui::msg::Fetch;
use racetrack_page::ui::online::{ApiCall, LiveEvent, OnlineInput};
use serde_json::{Value, json};

use crate::harness::Page;
use crate::online::{answer, game, in_room, online, requests, signed_in};

fn live(page: &mut Page, event: Value) {
    page.send(Msg::Live(LiveEvent::Message(event.to_string())));
}

/// Round 1's `events` on the game's live stream, numbered from 10.
pub(crate) fn round_one(page: &mut Page, events: &[Value]) {
    for (seq, event) in events.iter().enumerate() {
        let mut event = event.clone();
        event["seq"] = json!(10 + seq);
        event["round"] = json!(1);
        live(page, event);
    }
}

#[test]
fn a_player_resigns_after_saying_yes() {
    let mut page = signed_in();
    in_room(&mut page, game(2, &[[1, 1]], &[[2, 1]], [false, false]));
    let room = page.view().online.unwrap().room.unwrap();
    assert!(room.resign && room.rematch.is_none());
    assert!(requests(&online(&mut page, OnlineInput::AskResign)).is_empty());
    let (question, yes, no) = page.view().online.unwrap().room.unwrap().confirm.unwrap();
    assert!(question.starts_with("Resign?"), "{question}");
    assert_eq!((yes.as_str(), no.as_str()), ("Resign", "Keep racing"));
    let sent = requests(&online(&mut page, OnlineInput::Confirm));
    assert_eq!(sent.len(), 1);
    assert_eq!(sent[0].0, ApiCall::Resign("g1".into()));
    assert_eq!(sent[0].2, "/api/v1/games/g1/resign");
    // Two cars: the game is over, Bob first.
    let mut over = game(2, &[[1, 1]], &[[2, 1]], [false, false]);
    over["state"] = json!("over");
    over["cars"][0]["state"] = json!("retired");
    over["standings"] = json!([
        {"name": "Bob", "place": 1, "moves": 0, "state": "running"},
        {"name": "Ann", "place": 2, "moves": 0, "state": "retired"}]);
    answer(&mut page, ApiCall::Resign("g1".into()), 200, over.clone());
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.note.as_deref(),
        Some("You resigned: your car is out of the race.")
    );
    assert!(!room.resign);
    assert_eq!(
        room.result.as_deref(),
        Some("You are out of the race: 2nd of 2")
    );
    assert_eq!(room.rematch.as_deref(), Some("Rematch"));
    // The winner did not finish: the race ended with it alone, not "running" in a race over.
    assert_eq!(
        room.standings,
        [
            "1. Bob, 0 moves (the others left the race)",
            "2. Ann, 0 moves (retired)"
        ]
    );
    // Bob, left alone in the race, reads how he won without reaching the finish.
    let mut bob = signed_in();
    over["you"] = json!(1);
    in_room(&mut bob, over);
    let room = bob.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.result.as_deref(),
        Some("You won: the others left the race")
    );
}

#[test]
fn the_round_log_says_who_took_the_start_point_and_the_loser_hears_it() {
    let mut page = signed_in();
    in_room(&mut page, game(1, &[], &[], [false, false]));
    // Round 1: both chose 1,1; Bob's move went first, Ann's was refused.
    round_one(
        &mut page,
        &[
            json!({"kind": "round", "order": [1, 0]}),
            json!({"kind": "placed", "car": 1, "at": [1, 1]}),
            json!({"kind": "refused", "car": 0, "to": [1, 1]}),
        ],
    );
    in_room(&mut page, game(2, &[], &[[1, 1]], [false, false]));
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.log,
        [
            "Round 1: Bob placed their car on start point 1 of 2.",
            "Round 1: you lost start point 1 of 2 to Bob, who chose it too and came first in the round’s order, drawn by lot: choose again."
        ]
    );
    assert!(
        room.status
            .starts_with("You lost start point 1 of 2 to Bob, who chose it too and came first in the round’s order, drawn by lot: choose again. Round 2: place your car"),
        "{}",
        room.status
    );
    // The bar over the board says it too: on a phone the log is out of sight under it.
    assert!(
        room.bar
            .as_deref()
            .unwrap()
            .ends_with("Round 2: start point lost: choose another"),
        "{:?}",
        room.bar
    );
    // Bob, who took it, has his move as usual.
    let mut bob_view = game(2, &[], &[[1, 1]], [false, false]);
    bob_view["you"] = json!(1);
    in_room(&mut page, bob_view);
    let bar = page.view().online.unwrap().room.unwrap().bar.unwrap();
    assert!(bar.ends_with("Round 2: your move"), "{bar}");
}

#[test]
fn a_tapped_name_shows_the_player_s_profile_with_the_rating_chart() {
    let mut page = signed_in();
    in_room(&mut page, game(2, &[[1, 1]], &[[2, 1]], [false, false]));
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(room.seats[1].player, "Bob");
    let sent = requests(&online(&mut page, OnlineInput::ShowProfile("Bob é".into())));
    assert_eq!(sent[0].2, "/api/v1/players/Bob%20%C3%A9");
    let profile = page.view().online.unwrap().profile.unwrap();
    assert_eq!(profile.rating, "Asking the server…");
    let body = json!({"name": "Bob é", "bot": false, "rating": 1534.4, "rd": 80.0,
        "provisional": false, "played": 3, "won": 2, "lost": 1, "drawn": 0,
        "history": [
            {"game": "g1", "at_ms": 1, "rating": 1500.0, "rd": 300.0},
            {"game": "g2", "at_ms": 2, "rating": 1580.0, "rd": 200.0},
            {"game": "g3", "at_ms": 3, "rating": 1534.4, "rd": 80.0}]});
    answer(&mut page, ApiCall::Profile("Bob é".into()), 200, body);
    let profile = page.view().online.unwrap().profile.unwrap();
    assert_eq!(profile.heading, "Bob é");
    assert_eq!(profile.rating, "Rating 1534");
    assert_eq!(profile.record, "3 rated games: 2 won, 1 lost, 0 drawn");
    // The history reaches back to the first rated game: the chart starts at 1500, where every
    // player starts (it began after the first game), and its caption does not read as a gain.
    assert_eq!(
        profile.chart,
        [(0.0, 40.0), (33.3, 40.0), (66.7, 0.0), (100.0, 22.8)]
    );
    assert_eq!(profile.range, Some((1500, 1580)));
    assert_eq!(
        profile.caption,
        "From 1500 to 1534: lowest 1500, highest 1580"
    );
    // The tracks they published, asked with the profile, each a link to its page.
    assert_eq!(sent[1].2, "/api/v1/tracks?sort=new&author=Bob%20%C3%A9");
    assert_eq!(profile.tracks_heading, None);
    let track = json!({"id": "t1", "name": "Bob's <i>bend</i>", "author": "Bob é", "rows": 3,
        "cols": 9, "starts": 1, "checkpoints": 0, "rules": "strict", "optimum": 3,
        "rating": 4.5, "votes": 2, "plays": 0, "created_ms": 0, "board": "00000000000000ab"});
    answer(
        &mut page,
        ApiCall::ProfileTracks("Bob é".into()),
        200,
        json!({"tracks": [track], "more": false}),
    );
    let profile = page.view().online.unwrap().profile.unwrap();
    assert_eq!(profile.tracks_heading.as_deref(), Some("Tracks published"));
    assert_eq!(
        profile.tracks,
        [(
            "#/tracks/t1".to_owned(),
            "Bob's <i>bend</i>: ★ 4.5 (2)".to_owned()
        )]
    );
    online(&mut page, OnlineInput::HideProfile);
    assert!(page.view().online.unwrap().profile.is_none());
    // Left open, it closes with the page it was opened on (it covered the next game's clock).
    online(&mut page, OnlineInput::ShowProfile("Bob é".into()));
    assert!(page.view().online.unwrap().profile.is_some());
    page.send(Msg::RouteChanged("#/online".into()));
    assert!(page.view().online.unwrap().profile.is_none());
    // A new player's rating is provisional; an unknown name is said.
    online(&mut page, OnlineInput::ShowProfile("Cy".into()));
    let body = json!({"name": "Cy", "bot": true, "rating": 1500.0, "rd": 350.0,
        "provisional": true, "played": 0, "won": 0, "lost": 0, "drawn": 0, "history": []});
    answer(&mut page, ApiCall::Profile("Cy".into()), 200, body);
    let profile = page.view().online.unwrap().profile.unwrap();
    assert_eq!(
        (profile.heading.as_str(), profile.rating.as_str()),
        ("Cy (bot)", "Rating 1500?")
    );
    assert!(profile.chart.is_empty());
    // One of the server's own bots is named by its skill in the reader's words, not by the
    // English name the server keeps.
    online(&mut page, OnlineInput::ShowProfile("Club bot".into()));
    let body = json!({"name": "Club bot", "bot": true, "house": "club", "rating": 1400.0,
        "rd": 350.0, "provisional": true, "played": 0, "won": 0, "lost": 0, "drawn": 0});
    answer(&mut page, ApiCall::Profile("Club bot".into()), 200, body);
    let heading = page.view().online.unwrap().profile.unwrap().heading;
    assert_eq!(
        heading,
        page.model
            .words()
            .with("room-house-bot", &[("skill", "club".into())])
    );
    assert_ne!(heading, "Club bot (bot)");
    online(&mut page, OnlineInput::ShowProfile("Zed".into()));
    answer(
        &mut page,
        ApiCall::Profile("Zed".into()),
        404,
        json!({"error": "not_found", "message": "There is no player named Zed."}),
    );
    assert_eq!(
        page.view().online.unwrap().profile.unwrap().rating,
        "There is no player named Zed."
    );
}

#[test]
fn a_crash_whose_turns_out_passed_within_the_round_does_not_say_you_sit_out() {
    // The playtest's round 48: "You crashed at 1,30 and sit out 2 turns. Round 48: choose your
    // move." With no other car to wait for, the two turns out were played within round 47.
    let mut page = signed_in();
    let ann = [[1, 1], [1, 2], [1, 3], [1, 3], [1, 3], [1, 3]];
    in_room(&mut page, game(47, &ann[..3], &[[2, 1]], [false, false]));
    for (seq, event) in [
        json!({"kind": "crashed", "car": 0, "at": [1, 3], "penalty": 2}),
        json!({"kind": "sat_out", "car": 0, "turns_left": 1}),
        json!({"kind": "sat_out", "car": 0, "turns_left": 0}),
    ]
    .into_iter()
    .enumerate()
    {
        let mut event = event;
        event["seq"] = json!(60 + seq);
        event["round"] = json!(47);
        live(&mut page, event);
    }
    in_room(&mut page, game(48, &ann, &[[2, 1]], [false, false]));
    let status = page.view().online.unwrap().room.unwrap().status;
    assert!(
        status.starts_with(
            "You crashed (every next point blocked) and stopped there; 2 \
             turns out passed within the round: drive on from speed 0. Round 48"
        ),
        "{status}"
    );
    assert!(!status.contains("sit out"), "{status}");
}

#[test]
fn a_crash_with_turns_still_to_sit_out_says_how_many() {
    let mut page = signed_in();
    in_room(
        &mut page,
        game(5, &[[1, 1], [1, 2]], &[[2, 1]], [false, false]),
    );
    let mut event = json!({"kind": "crashed", "car": 0, "at": [1, 2], "penalty": 2});
    event["seq"] = json!(60);
    event["round"] = json!(5);
    live(&mut page, event);
    in_room(
        &mut page,
        game(6, &[[1, 1], [1, 2], [1, 2]], &[[2, 1]], [false, false]),
    );
    let log = page.view().online.unwrap().room.unwrap().log;
    assert!(
        log.iter().any(|l| l
            == "Round 5: you crashed (every next point blocked) and stopped \
                there and sit out 2 turns."),
        "{log:?}"
    );
}

#[test]
fn a_move_in_the_log_says_its_speed_and_direction_not_a_row_and_column() {
    // The playtest: "Bob moved to row 3, column 4" told nothing a player could see on the board.
    let mut page = signed_in();
    in_room(
        &mut page,
        game(2, &[[1, 1], [2, 1]], &[[2, 1]], [false, false]),
    );
    let mut event = json!({"kind": "moved", "car": 1, "from": [2, 1], "to": [3, 3]});
    event["seq"] = json!(20);
    event["round"] = json!(2);
    live(&mut page, event);
    let log = page.view().online.unwrap().room.unwrap().log;
    assert!(
        log.iter()
            .any(|l| l == "Round 2: Bob moved at speed 2 ↘ (2 right, 1 down)."),
        "{log:?}"
    );
}

#[test]
fn a_move_lost_to_another_car_says_who_took_the_point_not_its_row_and_column() {
    // "could not go to row 2, column 4" named a point a player could not find on the board.
    let mut page = signed_in();
    in_room(
        &mut page,
        game(2, &[[1, 1], [1, 2]], &[[2, 1], [2, 2]], [false, false]),
    );
    for (seq, round, event) in [
        (20, 1, json!({"kind": "placed", "car": 0, "at": [1, 1]})),
        (21, 1, json!({"kind": "placed", "car": 1, "at": [2, 1]})),
        (22, 2, json!({"kind": "round", "order": [1, 0]})),
        (
            23,
            2,
            json!({"kind": "moved", "car": 1, "from": [2, 1], "to": [1, 3]}),
        ),
        (24, 2, json!({"kind": "refused", "car": 0, "to": [1, 3]})),
    ] {
        let mut event = event;
        event["seq"] = json!(seq);
        event["round"] = json!(round);
        live(&mut page, event);
    }
    let log = page.view().online.unwrap().room.unwrap().log;
    assert_eq!(
        log.last().map(String::as_str),
        Some(
            "Round 2: you could not make that move: Bob chose the same point, and the round’s \
             moves are applied in an order drawn by lot, Bob first, so you stopped."
        ),
        "{log:?}"
    );
    assert!(!log.iter().any(|l| l.contains("row ")), "{log:?}");

    // The other way round, in German and French: your car took the point ("du hast", "tu as";
    // a playtest read "dir hat denselben Punkt gewählt").
    for (seq, event) in [
        (25, json!({"kind": "round", "order": [0, 1]})),
        (
            26,
            json!({"kind": "moved", "car": 0, "from": [1, 1], "to": [2, 3]}),
        ),
        (27, json!({"kind": "refused", "car": 1, "to": [2, 3]})),
    ] {
        let mut event = event;
        event["seq"] = json!(seq);
        event["round"] = json!(3);
        live(&mut page, event);
    }
    for (lang, catalog, said) in [
        (
            Lang::De,
            include_str!("../../www/i18n/de.ftl"),
            "Bob konnte diesen Zug nicht machen: du hast denselben Punkt gewählt, und die Züge \
             der Runde gehen in einer ausgelosten Reihenfolge, du zuerst, also ist es stehen \
             geblieben.",
        ),
        (
            Lang::Fr,
            include_str!("../../www/i18n/fr.ftl"),
            "Bob n’a pas pu jouer ce coup\u{a0}: tu as choisi le même point, et les coups du tour \
             se jouent dans un ordre tiré au sort, toi d’abord, donc elle s’est arrêtée.",
        ),
    ] {
        page.send(Msg::Language(lang));
        page.send(Msg::Fetched {
            what: Fetch::Catalog(lang),
            result: Ok(catalog.into()),
        });
        let log = page.view().online.unwrap().room.unwrap().log;
        let last = log.last().map(String::as_str).unwrap_or_default();
        assert!(last.ends_with(said), "{lang:?}: {last}");
    }
}

#[test]
fn every_list_of_games_in_the_page_opens_its_games_on_a_click() {
    // "Watch" under "Being played now" did nothing: that list had no click listener.
    let html = std::fs::read_to_string("index.html").unwrap();
    let lists: Vec<&str> = html
        .split("<ul id=\"")
        .skip(1)
        .filter(|rest| {
            rest.split('>')
                .next()
                .unwrap()
                .contains("class=\"game-list\"")
        })
        .map(|rest| rest.split('"').next().unwrap())
        .collect();
    assert_eq!(lists.len(), 3, "{lists:?}");
    for id in lists {
        assert!(
            racetrack_page::ui::online::view::GAME_LISTS.contains(&id),
            "{id} is not wired"
        );
    }
}

#[test]
fn the_end_of_a_rated_game_says_how_your_rating_changed() {
    let mut over = game(9, &[[1, 1], [1, 8]], &[[2, 1]], [false, false]);
    over["state"] = json!("over");
    over["standings"] = json!([
        {"name": "Ann", "place": 1, "moves": 1, "state": "finished"},
        {"name": "Bob", "place": 2, "moves": 0, "state": "running"}]);
    // Unrated: said so (the playtest's "You won." with no word of the ratings).
    let mut page = signed_in();
    in_room(&mut page, over.clone());
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.rating.as_deref(),
        Some("An unrated game: no rating changed.")
    );
    assert!(
        room.status
            .ends_with("You won. An unrated game: no rating changed.")
    );
    // Rated: the change, and what the "?" means.
    over["rated"] = json!(true);
    over["ratings"] = json!([
        {"name": "Ann", "before": 1500, "after": 1662, "was_provisional": true, "provisional": true},
        {"name": "Bob", "before": 1500, "after": 1338, "was_provisional": true, "provisional": true}]);
    let mut page = signed_in();
    in_room(&mut page, over.clone());
    let rating = page.view().online.unwrap().room.unwrap().rating.unwrap();
    assert_eq!(
        rating,
        "Your rating: 1500? → 1662? (+162). “?”: provisional, still settling after few rated \
         games, so it moves a lot."
    );
    // Bob's view: a loss, settled ratings, no "?".
    over["you"] = json!(1);
    over["ratings"][1] = json!({"name": "Bob", "before": 1500, "after": 1187,
        "was_provisional": false, "provisional": false});
    let mut page = signed_in();
    in_room(&mut page, over.clone());
    let rating = page.view().online.unwrap().room.unwrap().rating.unwrap();
    assert_eq!(rating, "Your rating: 1500 → 1187 (−313).");
    // A spectator hears nothing of it.
    over["you"] = json!(null);
    let mut page = signed_in();
    in_room(&mut page, over);
    assert_eq!(page.view().online.unwrap().room.unwrap().rating, None);
}

#[test]
fn a_start_point_taken_by_a_car_placed_when_its_time_ran_out_is_not_said_chosen() {
    // The playtest: round 1 timed out; the log said the other player "chose it too" though
    // they chose nothing: the server put their car on the first free start point.
    let mut page = signed_in();
    in_room(&mut page, game(1, &[], &[], [false, false]));
    round_one(
        &mut page,
        &[
            json!({"kind": "round", "order": [0, 1]}),
            json!({"kind": "missed", "car": 0, "why": "late"}),
            json!({"kind": "placed", "car": 0, "at": [1, 1]}),
            json!({"kind": "refused", "car": 1, "to": [1, 1]}),
        ],
    );
    in_room(&mut page, game(2, &[[1, 1]], &[], [false, false]));
    let log = page.view().online.unwrap().room.unwrap().log;
    assert_eq!(
        log,
        [
            "Round 1: you missed the deadline: your car was put on start point 1 of 2, the first one free.",
            "Round 1: Bob lost start point 1 of 2 to you, placed there when your time ran out: Bob chooses again."
        ]
    );
    // In French and German the point went "to you" as those languages say it (the playtest:
    // "au profit de toi, qui l'a choisi", "an dir verloren").
    for (lang, catalog, line) in [
        (
            Lang::Fr,
            include_str!("../../www/i18n/fr.ftl"),
            "Tour 1\u{a0}: Bob a perdu le point de départ 1 sur 2 à ton profit, ta voiture ayant été placée là quand ton temps s’est écoulé\u{a0}: Bob choisit à nouveau.",
        ),
        (
            Lang::De,
            include_str!("../../www/i18n/de.ftl"),
            "Runde 1: Bob hat den Startpunkt 1 von 2 an dich verloren, weil dein Auto dort gesetzt wurde, als deine Zeit ablief: Bob wählt erneut.",
        ),
    ] {
        page.send(Msg::Language(lang));
        page.send(Msg::Fetched {
            what: Fetch::Catalog(lang),
            result: Ok(catalog.into()),
        });
        let log = page.view().online.unwrap().room.unwrap().log;
        assert_eq!(log[1], line);
    }
}

#[test]
fn a_car_placed_on_the_nearest_free_start_point_hears_where() {
    // Race rules 2: the car that lost its start point is placed on the nearest free one at
    // once (it lost the round before).
    let mut page = signed_in();
    in_room(&mut page, game(1, &[], &[], [false, false]));
    round_one(
        &mut page,
        &[
            json!({"kind": "round", "order": [1, 0]}),
            json!({"kind": "placed", "car": 1, "at": [1, 1]}),
            json!({"kind": "refused", "car": 0, "to": [1, 1]}),
            json!({"kind": "placed", "car": 0, "at": [2, 1]}),
        ],
    );
    in_room(&mut page, game(2, &[[2, 1]], &[[1, 1]], [false, false]));
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.log,
        [
            "Round 1: Bob placed their car on start point 1 of 2.",
            "Round 1: you lost start point 1 of 2 to Bob, who chose it too and came \
             first in the round’s order, drawn by lot: your car was placed on the nearest free one, start point 2 of 2."
        ]
    );
    assert!(
        room.status.starts_with("You lost start point"),
        "{}",
        room.status
    );
    assert!(
        room.status.contains("Round 2: choose your move"),
        "{}",
        room.status
    );
}
