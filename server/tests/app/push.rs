//! Web Push end to end: the server's VAPID key, a subscription kept, and a push delivered to a
//! push service in the test (`push_receiver`), which verifies the VAPID token and decrypts the
//! payload; a gone subscription is dropped; bad subscriptions are refused; a tournament's start
//! and a pairing pushed to a player who joined it.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use axum::http::StatusCode;
use racetrack_server::push::webpush::encrypt_with;
use serde_json::{Value, json};

use crate::common::{self, Server};
use crate::push_receiver::{Receiver, b64, push_service, rfc8291};

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

#[test]
fn the_encryption_reproduces_rfc_8291s_example_and_the_receiver_reads_it() {
    let salt: [u8; 16] = b64(rfc8291::SALT).try_into().unwrap();
    let body = encrypt_with(
        rfc8291::PLAINTEXT,
        &b64(rfc8291::UA_PUBLIC),
        &b64(rfc8291::AUTH),
        &b64(rfc8291::AS_PRIVATE),
        &salt,
    )
    .unwrap();
    assert_eq!(body, b64(rfc8291::BODY));
    assert_eq!(
        body[21..86],
        b64(rfc8291::AS_PUBLIC),
        "the sender's key in the header"
    );
    let secret = p256::SecretKey::from_slice(&b64(rfc8291::UA_PRIVATE)).unwrap();
    let auth: [u8; 16] = b64(rfc8291::AUTH).try_into().unwrap();
    let receiver = Receiver::with_keys(
        secret,
        auth,
        "https://push.example/x",
        "https://push.example",
        "k",
    );
    assert_eq!(receiver.decrypt(&body).unwrap(), rfc8291::PLAINTEXT);
}

on_every_store!(
    a_new_round_is_pushed_signed_and_encrypted_and_a_gone_subscription_is_dropped,
    push_case
);

async fn push_case(s: Server) {
    let [ann, bob] = [s.player("Ann").await, s.player("Bob").await];
    let (status, key) = s.get("/api/v1/push/key", None).await;
    assert_eq!(status, StatusCode::OK, "{key}");
    let key = key["key"].as_str().unwrap().to_owned();
    assert_eq!(b64(&key).len(), 65, "an uncompressed P-256 point");
    let (_, again) = s.get("/api/v1/push/key", None).await;
    assert_eq!(again["key"], key.as_str(), "made once, kept");
    let (origin, mut pushed, answer) = push_service().await;
    let endpoint = format!("{origin}/push/ann");
    let receiver = Receiver::new(&endpoint, &origin, &key);
    // Refused: an endpoint that is neither https nor this machine, keys that are no keys.
    let mut bad = receiver.subscription();
    bad["endpoint"] = json!("http://push.example.com/x");
    let (status, body) = s.post("/api/v1/players/me/push", &ann, bad).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("bad_subscription"))
    );
    let mut bad = receiver.subscription();
    bad["keys"]["p256dh"] = json!("AAAA");
    let (status, _) = s.post("/api/v1/players/me/push", &ann, bad).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    let (status, body) = s
        .post("/api/v1/players/me/push", &ann, receiver.subscription())
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT, "{body}");
    tokio::spawn(Arc::clone(&s.state).push_worker());
    // Bob joins Ann's game: round 1 begins, and Ann (no stream open) is pushed.
    let game = json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "title": "Two lanes"});
    let (_, view) = s.post("/api/v1/games", &ann, game).await;
    let id = view["id"].as_str().unwrap().to_owned();
    let began = Instant::now();
    let (status, _) = s
        .call(
            "POST",
            &format!("/api/v1/games/{id}/join"),
            Some(&bob),
            Some(json!({"invite": view["invite"]}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (path, headers, body) = tokio::time::timeout(Duration::from_secs(10), pushed.recv())
        .await
        .expect("a push within 10 s")
        .unwrap();
    println!(
        "push round trip on loopback: {:.1} ms",
        began.elapsed().as_secs_f64() * 1000.0
    );
    assert_eq!(path, "/push/ann");
    let now = (s.state.clock.now_ms() / 1000) as u64;
    let received = receiver
        .receive("POST", &endpoint, &headers, &body, now)
        .expect("a valid push");
    let message: Value = serde_json::from_slice(&received.payload).unwrap();
    assert_eq!(
        message,
        json!({"kind": "your_move", "game": id, "title": "Two lanes", "round": 1,
               "deadline_ms": s.state.clock.now_ms() + 60_000, "url": format!("#/online/{id}")})
    );
    assert_eq!((received.ttl, received.urgency.as_str()), (60, "high"));
    assert_eq!(received.claims["sub"], racetrack_server::PUSH_CONTACT);
    // The push service says the subscription is gone: it is dropped.
    answer.store(410, Ordering::SeqCst);
    for token in [&ann, &bob] {
        let body = json!({"round": 1, "start": if token == &ann { [1, 1] } else { [2, 1] }});
        s.post(&format!("/api/v1/games/{id}/moves"), token, body)
            .await;
    }
    tokio::time::timeout(Duration::from_secs(10), pushed.recv())
        .await
        .expect("round 2's push")
        .unwrap();
    let ann_id = s.player_id(&ann).await;
    let mut left = 1;
    for _ in 0..100 {
        left = s.state.store.subscriptions_of(ann_id).await.unwrap().len();
        if left == 0 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    assert_eq!(left, 0, "a gone subscription is dropped");
    // Forgetting a subscription the player does not have is a 404.
    let forget = json!({"endpoint": endpoint});
    let (status, _) = s
        .call(
            "DELETE",
            "/api/v1/players/me/push",
            Some(&ann),
            Some(forget.to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::NOT_FOUND);
}

on_every_store!(
    a_tournaments_start_and_a_pairing_are_pushed_to_a_player_who_joined,
    tournament_push_case
);

async fn tournament_push_case(s: Server) {
    let [ann, bob] = [s.player("Ann").await, s.player("Bob").await];
    let (_, key) = s.get("/api/v1/push/key", None).await;
    let key = key["key"].as_str().unwrap().to_owned();
    let (origin, mut pushed, _) = push_service().await;
    let endpoint = format!("{origin}/push/ann");
    let receiver = Receiver::new(&endpoint, &origin, &key);
    let (status, _) = s
        .post("/api/v1/players/me/push", &ann, receiver.subscription())
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    tokio::spawn(Arc::clone(&s.state).push_worker());
    let asked = json!({"kind": "arena", "name": "Night arena", "starts_ms": common::DEC_1 + 60_000,
        "minutes": 30, "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 4});
    let (status, made) = s.post("/api/v1/tournaments", &ann, asked).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    for token in [&ann, &bob] {
        let path = format!("/api/v1/tournaments/{id}/join");
        assert_eq!(
            s.call("POST", &path, Some(token), None).await.0,
            StatusCode::OK
        );
    }
    // It starts: Ann (no stream open) is told it began, then that she is paired with Bob, then
    // (the game begun) that round 1 waits for her (the same notification's tag: it replaces the
    // pairing's).
    s.state.clock.advance(60_000);
    s.state.run_tournaments().await;
    let mut messages = Vec::new();
    for _ in 0..3 {
        let (_, headers, body) = tokio::time::timeout(Duration::from_secs(10), pushed.recv())
            .await
            .expect("a push within 10 s")
            .unwrap();
        let now = (s.state.clock.now_ms() / 1000) as u64;
        let received = receiver
            .receive("POST", &endpoint, &headers, &body, now)
            .expect("a valid push");
        messages.push(serde_json::from_slice::<Value>(&received.payload).unwrap());
    }
    assert_eq!(
        messages[0],
        json!({"kind": "tournament_started", "game": id, "title": "Night arena", "round": 0,
               "deadline_ms": null, "url": format!("#/tournaments/{id}")})
    );
    let view = s
        .get(&format!("/api/v1/tournaments/{id}"), Some(&ann))
        .await
        .1;
    let game = view["you"]["game"].as_str().unwrap();
    assert_eq!(
        messages[1],
        json!({"kind": "paired", "game": game, "title": "Bob", "round": 1,
               "deadline_ms": null, "url": format!("#/online/{game}")})
    );
    assert_eq!(
        (&messages[2]["kind"], &messages[2]["game"]),
        (&json!("your_move"), &json!(game))
    );
    // Told once: the next tick pushes nothing more.
    s.state.run_tournaments().await;
    let more = tokio::time::timeout(Duration::from_millis(500), pushed.recv()).await;
    assert!(more.is_err(), "no second start: {more:?}");
}

on_every_store!(
    a_new_round_of_a_player_watching_on_another_instance_is_pushed_only_if_they_leave,
    watching_elsewhere_case
);

/// What an instance's ticker does with the presence: writes its changes, reads everyone's.
async fn presence_tick(s: &Server) {
    let (presence, store, now) = (
        &s.state.games.presence,
        &s.state.store,
        s.state.clock.now_ms(),
    );
    presence.flush(store, now).await.unwrap();
    presence.refresh(store, now).await.unwrap();
}

/// Waits (up to 10 s) until `a`'s push worker holds `n` pushes.
async fn held(a: &Server, n: usize) {
    let waited = tokio::time::timeout(Duration::from_secs(10), async {
        while a.state.push.held() != n {
            tokio::time::sleep(Duration::from_millis(5)).await;
        }
    })
    .await;
    assert!(
        waited.is_ok(),
        "held {} pushes, not {n}",
        a.state.push.held()
    );
}

async fn watching_elsewhere_case(a: Server) {
    let b = a.reopen().await;
    let [ann, bob] = [a.player("Ann").await, a.player("Bob").await];
    let (_, key) = a.get("/api/v1/push/key", None).await;
    let key = key["key"].as_str().unwrap().to_owned();
    let (origin, mut pushed, _) = push_service().await;
    let endpoint = format!("{origin}/push/ann");
    let receiver = Receiver::new(&endpoint, &origin, &key);
    let (status, _) = a
        .post("/api/v1/players/me/push", &ann, receiver.subscription())
        .await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    tokio::spawn(Arc::clone(&a.state).push_worker());
    // Ann's page listens on instance b; a knows it once b wrote it and a read it.
    let stream = crate::pairing::listening(crate::pairing::serve(&b).await, &ann, true).await;
    presence_tick(&b).await;
    presence_tick(&a).await;
    // Rounds 1 and 2 begin on a (Bob joins there, then both move there): she hears them on
    // b, and a holds their pushes until it has read again who is connected.
    let game = json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60});
    let (_, view) = a.post("/api/v1/games", &ann, game).await;
    let id = view["id"].as_str().unwrap().to_owned();
    let join = json!({"invite": view["invite"]});
    let (status, _) = a
        .post(&format!("/api/v1/games/{id}/join"), &bob, join)
        .await;
    assert_eq!(status, StatusCode::OK);
    let moves = |round: i64| {
        let id = id.clone();
        let (a, ann, bob) = (&a, &ann, &bob);
        async move {
            for (token, start) in [(ann, [1, 1]), (bob, [2, 1])] {
                let body = if round == 1 {
                    json!({"round": 1, "start": start})
                } else {
                    json!({"round": round, "acc": [0, 0]})
                };
                let path = format!("/api/v1/games/{id}/moves");
                let (status, body) = a.post(&path, token, body).await;
                assert_eq!(status, StatusCode::OK, "{body}");
            }
        }
    };
    moves(1).await;
    held(&a, 2).await;
    // Read again, she is still there: they are dropped, never pushed.
    a.state.clock.advance(2_000);
    presence_tick(&b).await;
    presence_tick(&a).await;
    held(&a, 0).await;
    // Round 3 begins while she is there, then she closes the page: once a has read that, it
    // pushes round 3, the first push she gets.
    moves(2).await;
    held(&a, 1).await;
    drop(stream);
    let player = a.player_id(&ann).await;
    let gone = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            presence_tick(&b).await;
            presence_tick(&a).await;
            if !a.state.games.presence.connected(player) {
                break;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await;
    assert!(gone.is_ok(), "the closed stream leaves the presence");
    a.state.clock.advance(2_000);
    presence_tick(&a).await;
    let (_, headers, body) = tokio::time::timeout(Duration::from_secs(10), pushed.recv())
        .await
        .expect("round 3's push within 10 s")
        .unwrap();
    let now = (a.state.clock.now_ms() / 1000) as u64;
    let received = receiver
        .receive("POST", &endpoint, &headers, &body, now)
        .expect("a valid push");
    let message: Value = serde_json::from_slice(&received.payload).unwrap();
    assert_eq!(
        (&message["kind"], &message["round"]),
        (&json!("your_move"), &json!(3))
    );
    held(&a, 0).await;
}
