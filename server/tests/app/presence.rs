//! Who is connected: a seated player with a live stream open (here the game's, opened with
//! their token on a real socket) shows as connected in the game's view, on this instance at
//! once and on another sharing the database once it has read the store; closing the stream
//! takes it back. The server's own bots are always connected.

use std::time::Duration;

use axum::http::StatusCode;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use crate::common::{self, Server};

const _: &str = common::STRAIGHT;

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

/// Ann's 2-seat game that Bob joined: (id, Ann's token, Bob's token).
async fn started(s: &Server) -> (String, String, String) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let (status, game) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "public": true}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    let id = game["id"].as_str().unwrap().to_owned();
    let (status, _) = s
        .post(&format!("/api/v1/games/{id}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    (id, ann, bob)
}

/// The seats' `connected` in game `id`'s view on `s`.
async fn connected(s: &Server, id: &str) -> Vec<bool> {
    let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
    view["cars"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c["connected"].as_bool().unwrap())
        .collect()
}

/// What the ticker does: writes this instance's changes, reads everyone's.
async fn tick(s: &Server) {
    let now = s.state.clock.now_ms();
    s.state
        .games
        .presence
        .flush(&s.state.store, now)
        .await
        .unwrap();
    s.state
        .games
        .presence
        .refresh(&s.state.store, now)
        .await
        .unwrap();
}

on_every_store!(
    a_player_with_a_stream_open_is_connected_on_every_instance,
    a_player_with_a_stream_open_is_connected_on_every_instance_on
);

async fn a_player_with_a_stream_open_is_connected_on_every_instance_on(a: Server) {
    let b = a.reopen().await;
    let (id, _ann, bob) = started(&a).await;
    assert_eq!(connected(&a, &id).await, [false, false]);

    // Bob opens the game's stream on instance a, with his token in the header.
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = a.app.clone();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let mut request = format!("ws://{addr}/api/v1/games/{id}/live")
        .into_client_request()
        .unwrap();
    request
        .headers_mut()
        .insert("authorization", format!("Bearer {bob}").parse().unwrap());
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    // The stream is open once its first (stored) event arrives.
    let _: Value = tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            if let tokio_tungstenite::tungstenite::Message::Text(t) =
                socket.next().await.unwrap().unwrap()
            {
                return serde_json::from_str(&t).unwrap();
            }
        }
    })
    .await
    .unwrap();
    assert_eq!(
        connected(&a, &id).await,
        [false, true],
        "at once where it is open"
    );
    assert_eq!(
        connected(&b, &id).await,
        [false, false],
        "not read yet elsewhere"
    );
    tick(&a).await;
    tick(&b).await;
    assert_eq!(connected(&b, &id).await, [false, true], "through the store");

    // Closed: gone here at the ticker's next write (every 200 ms on a running server), and
    // elsewhere once the store says so.
    socket.close(None).await.unwrap();
    drop(socket);
    let gone = async {
        while connected(&a, &id).await != [false, false] {
            tokio::time::sleep(Duration::from_millis(20)).await;
            tick(&a).await;
        }
    };
    tokio::time::timeout(Duration::from_secs(10), gone)
        .await
        .expect("the closed stream no longer counts");
    tick(&a).await;
    tick(&b).await;
    assert_eq!(connected(&b, &id).await, [false, false]);
}
