//! "Play now": the page waits in the server's pairing pool, says how long and when a bot would
//! come, asks where it stands every two seconds, opens the room once paired, and Cancel takes
//! the player out.

use racetrack_page::ui::i18n::Lang;
use racetrack_page::ui::msg::Fetch;
use racetrack_page::ui::online::{ApiCall, Method, OnlineInput, PAIR_EVERY_MS};
use racetrack_page::ui::{Effect, Msg};
use serde_json::json;

use crate::harness::Page;
use crate::online::{answer, online, requests, signed_in};

fn tick(page: &mut Page, now_ms: f64) -> Vec<Effect> {
    page.send(Msg::Tick {
        now_ms,
        busy_ms: 0.0,
    })
    .to_vec()
}

fn waiting(now_ms: i64) -> serde_json::Value {
    json!({"state": "waiting", "rules": "strict", "move_seconds": 30, "since_ms": 1_000_000,
           "bot_at_ms": 1_020_000, "game": null, "now_ms": now_ms})
}

#[test]
fn play_now_waits_says_when_a_bot_comes_and_opens_the_paired_game() {
    let mut page = signed_in();
    tick(&mut page, 5_000.0);
    let view = page.view().online.unwrap();
    assert_eq!(view.pair_kind, "1", "30 s a move unless chosen");
    assert_eq!(view.pair_kinds[3].1, "Correspondence, rated: a day a move");
    online(&mut page, OnlineInput::PairKind(0));
    let sent = requests(&online(&mut page, OnlineInput::PlayNow));
    assert_eq!(sent.len(), 1);
    assert_eq!(
        (sent[0].1, sent[0].2.as_str()),
        (Method::Post, "/api/v1/pairing")
    );
    assert_eq!(
        sent[0].3,
        Some(json!({"rules": "strict", "move_seconds": 15}))
    );
    assert!(
        requests(&online(&mut page, OnlineInput::PlayNow)).is_empty(),
        "a second press waits for the first answer"
    );
    let effects = answer(&mut page, ApiCall::PairJoin, 200, waiting(1_000_000));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::WakeIn(ms) if *ms == PAIR_EVERY_MS)),
        "{effects:?}"
    );
    let view = page.view().online.unwrap();
    assert_eq!(
        view.pairing.as_deref(),
        Some(
            "Looking for an opponent (Live, rated: 30 s a move): 0:00. If nobody comes, a bot takes the seat in 0:20. Someone waiting at another time a move may join you after half that wait, at the slower of the two times."
        )
    );
    // Two seconds later the page asks again, and the wait's seconds have moved on.
    let asked = requests(&tick(&mut page, 7_001.0));
    assert_eq!(asked.len(), 1, "{asked:?}");
    assert_eq!(
        (asked[0].1, asked[0].2.as_str()),
        (Method::Get, "/api/v1/pairing")
    );
    let view = page.view().online.unwrap();
    assert!(
        view.pairing
            .unwrap()
            .contains(": 0:02. If nobody comes, a bot takes the seat in 0:18."),
    );
    // Paired: the room opens.
    let paired = json!({"state": "paired", "rules": "strict", "move_seconds": 30,
        "since_ms": 1_000_000, "game": "g7", "now_ms": 1_003_000});
    answer(&mut page, ApiCall::PairState, 200, paired);
    assert_eq!(page.model.route().to_string(), "#/online/g7");
    assert!(page.view().online.unwrap().pairing.is_none());
}

#[test]
fn cancel_takes_the_player_out_of_the_pool() {
    let mut page = signed_in();
    online(&mut page, OnlineInput::PlayNow);
    answer(&mut page, ApiCall::PairJoin, 200, waiting(1_000_000));
    let sent = requests(&online(&mut page, OnlineInput::CancelPairing));
    assert_eq!(
        (sent[0].1, sent[0].2.as_str()),
        (Method::Delete, "/api/v1/pairing")
    );
    answer(
        &mut page,
        ApiCall::PairLeave,
        200,
        json!({"state": "idle", "now_ms": 1_000_500}),
    );
    assert!(page.view().online.unwrap().pairing.is_none());
    // A refusal is said.
    online(&mut page, OnlineInput::PlayNow);
    answer(
        &mut page,
        ApiCall::PairJoin,
        409,
        json!({"error": "too_many_games", "message": "You already sit in 20 games that are not over: finish one first."}),
    );
    let view = page.view().online.unwrap();
    assert!(view.pairing.is_none());
    assert_eq!(
        view.note.as_deref(),
        Some("You already sit in 20 games that are not over: finish one first.")
    );
}

#[test]
fn a_page_that_has_not_ticked_yet_still_asks_again() {
    let mut page = signed_in();
    online(&mut page, OnlineInput::PlayNow);
    let effects = answer(&mut page, ApiCall::PairJoin, 200, waiting(1_000_000));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::WakeIn(ms) if *ms == PAIR_EVERY_MS)),
        "{effects:?}"
    );
    let asked = requests(&tick(&mut page, 2_000.0));
    assert_eq!(asked.len(), 1, "{asked:?}");
}

#[test]
fn notifications_are_turned_on_with_the_server_s_key_and_kept_with_the_player() {
    use racetrack_page::ui::online::{IDENTITY_KEY, PushRefusal};
    let mut page = signed_in();
    assert_eq!(page.view().online.unwrap().notify, Some((false, false)));
    let sent = requests(&online(&mut page, OnlineInput::Notify(true)));
    assert_eq!(
        (sent[0].1, sent[0].2.as_str()),
        (Method::Get, "/api/v1/push/key")
    );
    assert_eq!(page.view().online.unwrap().notify, Some((false, true)));
    let key =
        "BP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vCYLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A8";
    let effects = answer(&mut page, ApiCall::PushKey, 200, json!({"key": key}));
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::PushSubscribe { key } if key.len() == 65 && key[0] == 4)),
        "{effects:?}"
    );
    let subscription = json!({"endpoint": "https://push.example/abc", "expirationTime": null,
        "keys": {"p256dh": "BCVx", "auth": "BTBZ"}});
    let sent = requests(&online(
        &mut page,
        OnlineInput::PushSubscribed(Ok(subscription.to_string())),
    ));
    assert_eq!(
        (sent[0].1, sent[0].2.as_str()),
        (Method::Post, "/api/v1/players/me/push")
    );
    assert_eq!(sent[0].3, Some(subscription));
    page.send(Msg::Api {
        call: ApiCall::PushSubscribe,
        status: 204,
        body: String::new(),
    });
    let view = page.view().online.unwrap();
    assert_eq!(view.notify, Some((true, false)));
    assert_eq!(
        view.note.as_deref(),
        Some("You will be told when it is your move, even with this tab closed.")
    );
    let stored: serde_json::Value = serde_json::from_str(&page.storage[IDENTITY_KEY]).unwrap();
    assert_eq!(stored["notify"], true);
    // Off: the browser unsubscribes.
    let effects = online(&mut page, OnlineInput::Notify(false));
    assert!(effects.contains(&Effect::PushUnsubscribe), "{effects:?}");
    assert_eq!(page.view().online.unwrap().notify, Some((false, false)));
    // A browser that refuses says why.
    online(&mut page, OnlineInput::Notify(true));
    online(
        &mut page,
        OnlineInput::PushSubscribed(Err(PushRefusal::Denied)),
    );
    let view = page.view().online.unwrap();
    assert_eq!(view.notify, Some((false, false)));
    assert_eq!(
        view.note.as_deref(),
        Some(
            "Notifications could not be turned on: notifications are blocked for this site in the browser's settings."
        )
    );
}

#[test]
fn making_a_correspondence_game_offers_notifications_once() {
    use racetrack_page::ui::online::PushRefusal;
    let mut page = signed_in();
    let mut view = crate::online::game(0, &[], &[], [false, false]);
    view["state"] = json!("open");
    view["move_seconds"] = json!(86_400);
    let effects = answer(&mut page, ApiCall::Create, 201, view.clone());
    let asked = requests(&effects);
    assert!(
        asked.iter().any(|r| r.2 == "/api/v1/push/key"),
        "a day a move: notifications offered: {asked:?}"
    );
    online(
        &mut page,
        OnlineInput::PushSubscribed(Err(PushRefusal::Denied)),
    );
    // Refused: the next correspondence game does not ask again.
    let effects = answer(&mut page, ApiCall::Create, 201, view.clone());
    assert!(!requests(&effects).iter().any(|r| r.2 == "/api/v1/push/key"));
    // A live game never asks.
    let mut page = signed_in();
    view["move_seconds"] = json!(30);
    let effects = answer(&mut page, ApiCall::Create, 201, view);
    assert!(!requests(&effects).iter().any(|r| r.2 == "/api/v1/push/key"));
}

#[test]
fn the_player_s_own_stream_opens_with_the_token_and_tells_of_pairings_moves_and_rematches() {
    use racetrack_page::ui::online::LiveEvent;
    use racetrack_page::ui::sound::Sound;
    let mut page = signed_in();
    let effects = answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    assert!(
        effects.contains(&Effect::PlayerLiveOpen {
            token: "t0k3n".into()
        }),
        "{effects:?}"
    );
    let hear = |page: &mut Page, event: serde_json::Value| {
        page.send(Msg::PlayerLive(LiveEvent::Message(event.to_string())))
            .to_vec()
    };
    page.send(Msg::PlayerLive(LiveEvent::Opened));
    hear(&mut page, json!({"kind": "ready", "name": "Ann"}));
    // Waiting in the pool: paired opens the room at once.
    online(&mut page, OnlineInput::PlayNow);
    answer(&mut page, ApiCall::PairJoin, 200, waiting(1_000_000));
    hear(
        &mut page,
        json!({"kind": "paired", "game": "g5", "against": "Club bot"}),
    );
    assert_eq!(page.model.route().to_string(), "#/online/g5");
    assert!(page.view().online.unwrap().pairing.is_none());
    // A move in that room is no news; one in another game is.
    let quiet = hear(
        &mut page,
        json!({"kind": "your_move", "game": "g5", "title": "Ring", "round": 1, "deadline_ms": 5}),
    );
    assert!(!quiet.iter().any(|e| matches!(e, Effect::Play(_))));
    let news = hear(
        &mut page,
        json!({"kind": "your_move", "game": "g6", "title": "Hairpin", "round": 4, "deadline_ms": 5}),
    );
    assert!(news.contains(&Effect::Play(Sound::YourMove)), "{news:?}");
    assert_eq!(page.view().toast.as_deref(), Some("Your move in Hairpin"));
    // In German the level is named as the menu names it (the server sends its English title).
    page.send(Msg::Language(Lang::De));
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::De),
        result: Ok(include_str!("../../www/i18n/de.ftl").into()),
    });
    hear(
        &mut page,
        json!({"kind": "your_move", "game": "g8", "title": "First circuit", "round": 2, "deadline_ms": 5}),
    );
    assert_eq!(
        page.view().toast.as_deref(),
        Some("Du bist am Zug in Erster Rundkurs")
    );
    page.send(Msg::Language(Lang::En));
    hear(
        &mut page,
        json!({"kind": "invited", "game": "g7", "by": "Bob"}),
    );
    assert_eq!(
        page.view().toast.as_deref(),
        Some("Bob challenges you to a rematch")
    );
    online(&mut page, OnlineInput::OpenToast);
    assert_eq!(page.model.route().to_string(), "#/online/g7");
    // Dropped: opened again a little later, not at once.
    tick(&mut page, 10_000.0);
    let closed = page.send(Msg::PlayerLive(LiveEvent::Closed)).to_vec();
    assert!(
        !closed
            .iter()
            .any(|e| matches!(e, Effect::PlayerLiveOpen { .. }))
    );
    assert!(
        !tick(&mut page, 12_000.0)
            .iter()
            .any(|e| matches!(e, Effect::PlayerLiveOpen { .. }))
    );
    assert!(
        tick(&mut page, 15_001.0)
            .iter()
            .any(|e| matches!(e, Effect::PlayerLiveOpen { .. }))
    );
}

#[test]
fn the_lobby_says_who_waits_to_play_now_and_a_wait_names_those_waiting_for_another_time() {
    // The playtest: Play now at 15 s never met a player waiting at 30 s, and nobody was told
    // someone waited.
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    answer(
        &mut page,
        ApiCall::Pool,
        200,
        json!({"state": "idle", "now_ms": 1}),
    );
    assert_eq!(page.view().online.unwrap().pool, None, "nobody waits");
    tick(&mut page, 1_000.0);
    let asked = requests(&tick(&mut page, 3_100.0));
    let pool = asked
        .iter()
        .find(|r| r.0 == ApiCall::Pool)
        .expect("the lobby's refresh asks who waits");
    assert_eq!((pool.1, pool.2.as_str()), (Method::Get, "/api/v1/pairing"));
    answer(
        &mut page,
        ApiCall::Pool,
        200,
        json!({"state": "idle", "now_ms": 1_000_000, "others": [
            {"rules": "strict", "move_seconds": 30, "players": 1},
            {"rules": "strict", "move_seconds": 86400, "players": 2},
        ]}),
    );
    assert_eq!(
        page.view().online.unwrap().pool.as_deref(),
        Some(
            "Waiting now: 1 player for 30 s a move, 2 players for a day a move. Play now at that time races them."
        )
    );
    // Waiting at 15 s: the one at 30 s is named, with when the two are paired.
    online(&mut page, OnlineInput::PairKind(0));
    online(&mut page, OnlineInput::PlayNow);
    let mut state = waiting(1_000_000);
    state["move_seconds"] = json!(15);
    state["others"] = json!([{"rules": "strict", "move_seconds": 30, "players": 1}]);
    answer(&mut page, ApiCall::PairJoin, 200, state);
    let view = page.view().online.unwrap();
    assert_eq!(view.pool, None, "the wait says it");
    let words = view.pairing.unwrap();
    assert!(
        words.ends_with(
            "1 player for 30 s a move waiting: you are paired at the longer time in 0:10, or pick their time."
        ),
        "{words}"
    );
    // While waiting, the lobby does not ask who waits: the wait's own questions do.
    assert!(
        requests(&tick(&mut page, 6_000.0))
            .iter()
            .all(|r| r.0 != ApiCall::Pool)
    );
    // Nobody waits any more: nothing is said.
    online(&mut page, OnlineInput::CancelPairing);
    answer(
        &mut page,
        ApiCall::PairLeave,
        200,
        json!({"state": "idle", "now_ms": 1_000_500, "others": []}),
    );
    assert_eq!(page.view().online.unwrap().pool, None);
}

#[test]
fn play_now_before_a_player_waits_for_the_name_then_joins_the_pool() {
    // The playtest: on a phone "Play now" without a player said to make one first; once made,
    // the player had to find Play now again, above the form, and press it a second time.
    let mut page = crate::harness::Page::start("#/online");
    assert!(requests(&online(&mut page, OnlineInput::PlayNow)).is_empty());
    assert_eq!(
        page.view().online.unwrap().note.as_deref(),
        Some(
            "Make your player first: type a name and press “Make my player”, and the search for an opponent starts by itself."
        )
    );
    online(&mut page, OnlineInput::NameTyped("Ann".into()));
    online(&mut page, OnlineInput::MakePlayer);
    // A refused name keeps the wish: the next name made goes on to the pool.
    answer(
        &mut page,
        ApiCall::NewPlayer,
        409,
        json!({"error": "name_taken", "message": "The name Ann is taken: choose another name."}),
    );
    online(&mut page, OnlineInput::NameTyped("Ann B".into()));
    online(&mut page, OnlineInput::MakePlayer);
    let after = answer(
        &mut page,
        ApiCall::NewPlayer,
        201,
        json!({"id": 7, "name": "Ann B", "bot": false, "token": "s3cret"}),
    );
    let joined: Vec<_> = requests(&after)
        .into_iter()
        .filter(|r| r.0 == ApiCall::PairJoin)
        .collect();
    assert_eq!(joined.len(), 1, "{after:?}");
    assert_eq!(
        (joined[0].1, joined[0].2.as_str(), joined[0].4.as_deref()),
        (Method::Post, "/api/v1/pairing", Some("s3cret"))
    );
    // No "make a game below" over the wait (the playtest read the two as contradicting).
    assert_eq!(page.view().online.unwrap().note, None);
}

#[test]
fn play_now_pressed_then_left_does_not_join_when_a_player_is_made_later() {
    let mut page = crate::harness::Page::start("#/online");
    online(&mut page, OnlineInput::PlayNow);
    page.send(Msg::RouteChanged("#/".into()));
    page.send(Msg::RouteChanged("#/online".into()));
    online(&mut page, OnlineInput::NameTyped("Ann".into()));
    online(&mut page, OnlineInput::MakePlayer);
    let after = answer(
        &mut page,
        ApiCall::NewPlayer,
        201,
        json!({"id": 7, "name": "Ann", "bot": false, "token": "s3cret"}),
    );
    assert!(
        requests(&after).iter().all(|r| r.0 != ApiCall::PairJoin),
        "{after:?}"
    );
}

#[test]
fn a_join_paired_at_once_opens_the_room_but_a_late_answer_after_the_wait_does_not() {
    // The playtest: Bob pressed Play now while Ann waited; the server paired them at once, in
    // the answer to Bob's join, and Bob's page stayed on the online page with only a toast
    // while the move clock ran.
    let mut page = signed_in();
    online(&mut page, OnlineInput::PlayNow);
    let paired = json!({"state": "paired", "rules": "strict", "move_seconds": 30,
        "since_ms": 1_000_000, "game": "g9", "now_ms": 1_000_100});
    answer(&mut page, ApiCall::PairJoin, 200, paired.clone());
    assert_eq!(page.model.route().to_string(), "#/online/g9");
    // Back home, a stale answer to a question asked before does not take the player there again.
    page.send(Msg::RouteChanged("#/online".into()));
    answer(&mut page, ApiCall::PairState, 200, paired);
    assert_eq!(page.model.route().to_string(), "#/online");
}
