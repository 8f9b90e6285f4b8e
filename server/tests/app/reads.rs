//! The store's reads that stand for several: a game read whole (row, seats, answers, events
//! after a version: one statement on PostgreSQL) holds what the separate reads hold, and the
//! push worker's one read of many players' subscriptions holds each player's own.

use axum::http::StatusCode;
use racetrack_server::push::webpush::Subscription;
use serde_json::{Value, json};

use crate::common::{self, Server};
use crate::games::{play, started_by};

/// A move that must be taken.
async fn moved(s: &Server, id: &str, token: &str, round: i64, what: Value) {
    let (status, answer) = play(s, id, token, round, what).await;
    assert_eq!(status, StatusCode::OK, "{answer}");
}

on_every_store!(
    a_game_read_whole_holds_its_row_seats_answers_and_the_events_asked_for,
    a_game_read_whole_case
);

async fn a_game_read_whole_case(s: Server) {
    // A name JSON has to escape comes back as it went in.
    let (id, ann, bob) = started_by(&s, "Ann", "Bob \"Ø\" \\ 2").await;
    moved(&s, &id, &ann, 1, json!({"start": [1, 1]})).await;
    moved(&s, &id, &bob, 1, json!({"start": [2, 1]})).await;
    moved(&s, &id, &ann, 2, json!({"acc": [0, 1]})).await;

    let store = &s.state.store;
    let row = store.game(&id).await.unwrap().unwrap();
    let seats = store.seats(&id).await.unwrap();
    let answers = store.answers(&id).await.unwrap();
    let events = store.events_since(&id, 0, i64::MAX).await.unwrap();
    assert_eq!(seats.len(), 2);
    assert_eq!(answers.len(), 3, "{answers:?}");
    assert!(events.len() > 4, "{events:?}");

    let whole = store.whole_game(&id, Some(0), 1000).await.unwrap().unwrap();
    assert_eq!(whole.row, row);
    assert_eq!(whole.seats, seats);
    assert_eq!(whole.answers, answers);
    assert_eq!(whole.events, events);
    // The events after a version, at most as many as asked; none when none are asked for.
    let since = events[1].0;
    let some = store
        .whole_game(&id, Some(since), 2)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(some.events, events[2..4].to_vec());
    let none = store.whole_game(&id, None, 1000).await.unwrap().unwrap();
    assert!(none.events.is_empty(), "{:?}", none.events);
    assert_eq!(none.answers, answers);
    assert_eq!(whole.seats[1].name, "Bob \"Ø\" \\ 2");
    assert!(
        store
            .whole_game("nosuchgame", Some(0), 10)
            .await
            .unwrap()
            .is_none()
    );
}

on_every_store!(
    the_subscriptions_of_many_players_read_at_once_are_each_player_s_own,
    subscriptions_of_each_case
);

async fn subscriptions_of_each_case(s: Server) {
    let store = &s.state.store;
    // 70 players (two statements' worth), every third with subscriptions of its own.
    let mut players = Vec::new();
    for n in 0..70 {
        let token = s.player(&format!("P{n}")).await;
        players.push(s.player_id(&token).await);
    }
    for (n, &player) in players.iter().enumerate().filter(|(n, _)| n % 3 == 0) {
        for k in 0..=(n % 2) {
            let subscription = Subscription {
                endpoint: format!("https://push.example/{n}/{k}"),
                p256dh: format!("key {n} {k}"),
                auth: format!("auth {n} {k}"),
            };
            store
                .add_subscription(player, &subscription, 1_000 + k as i64)
                .await
                .unwrap();
        }
    }
    let each = store.subscriptions_of_each(&players).await.unwrap();
    assert_eq!(each.len(), 24, "players with subscriptions");
    for &player in &players {
        let one = store.subscriptions_of(player).await.unwrap();
        match each.get(&player) {
            Some(read) => assert_eq!(read, &one, "player {player}"),
            None => assert!(one.is_empty(), "player {player}"),
        }
    }
    assert!(store.subscriptions_of_each(&[]).await.unwrap().is_empty());
}
