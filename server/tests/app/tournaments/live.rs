//! A tournament's live stream on a real socket: where it stands first, then the start, each
//! pairing, each result and the table as they happen, the end, and the stream closed after it.

use std::collections::HashMap;
use std::time::Duration;

use axum::http::StatusCode;
use futures_util::StreamExt;
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;

use super::*;
use crate::common::{self, DEC_1, Server};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// The stream's next message, within 10 s (`None` once it closes). Each is one of the
/// contract's events, and says so when read back as one.
async fn next(socket: &mut Socket) -> Option<Value> {
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match socket.next().await? {
                Ok(Message::Text(text)) => {
                    let typed: racetrack_api::TournamentEvent =
                        serde_json::from_str(&text).unwrap_or_else(|e| panic!("{text}: {e}"));
                    assert_eq!(typed.to_json(), text.as_str());
                    return Some(serde_json::from_str(&text).unwrap());
                }
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => {}
            }
        }
    })
    .await
    .expect("a message within 10 s")
}

/// The points of `name` in a `standings` message.
fn points(message: &Value, name: &str) -> i64 {
    message["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {message}"))["points"]
        .as_i64()
        .unwrap()
}

on_every_store!(
    a_tournaments_live_stream_sends_its_start_pairings_results_table_and_end,
    live_case
);

async fn live_case(s: Server) {
    let mut tokens = HashMap::new();
    for name in ["Ant", "Bee"] {
        tokens.insert(name.to_owned(), bot(&s, name).await);
    }
    let start = DEC_1 + 60_000;
    let asked = json!({"kind": "arena", "name": "Live", "starts_ms": start, "minutes": 10,
        "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 4, "bots": true});
    let (status, made) = s.post("/api/v1/tournaments", &tokens["Ant"], asked).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    for name in ["Ant", "Bee"] {
        assert_eq!(join(&s, &id, &tokens[name]).await.0, StatusCode::OK);
    }
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = s.app.clone();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    // An unknown tournament has no stream: refused before any upgrade.
    let unknown = format!("ws://{addr}/api/v1/tournaments/ZZZZZZZZ/live");
    match tokio_tungstenite::connect_async(unknown).await {
        Err(tokio_tungstenite::tungstenite::Error::Http(answer)) => {
            assert_eq!(answer.status(), StatusCode::NOT_FOUND);
        }
        other => panic!("{other:?}"),
    }
    let url = format!("ws://{addr}/api/v1/tournaments/{id}/live");
    let (mut socket, _) = tokio_tungstenite::connect_async(url).await.unwrap();
    // Where it stands first.
    assert_eq!(
        next(&mut socket).await.unwrap(),
        json!({"state": "upcoming"})
    );
    let table = next(&mut socket).await.unwrap();
    assert_eq!((points(&table, "Ant"), points(&table, "Bee")), (0, 0));
    // The start and the first pairing.
    s.state.clock.advance(60_000);
    s.state.run_tournaments().await;
    assert_eq!(
        next(&mut socket).await.unwrap(),
        json!({"state": "running"})
    );
    let paired = next(&mut socket).await.unwrap();
    let first = paired["paired"]["id"].as_str().unwrap().to_owned();
    assert_eq!(paired["paired"]["over"], false, "{paired}");
    let mut players: Vec<&str> = paired["paired"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| p.as_str().unwrap())
        .collect();
    players.sort_unstable();
    assert_eq!(players, ["Ant", "Bee"]);
    // Ant wins it: the table and the result, and (both free again) the next pairing.
    let moves: HashMap<&str, Option<usize>> = [("Ant", Some(4)), ("Bee", None)].into();
    drive(&s, &first, &tokens, &moves).await;
    // Five seconds before the end (a game's round lasts 30).
    let ends = start + 10 * 60_000;
    s.state.clock.advance(ends - 5_000 - s.state.clock.now_ms());
    s.state.run_tournaments().await;
    let table = next(&mut socket).await.unwrap();
    assert_eq!((points(&table, "Ant"), points(&table, "Bee")), (2, 0));
    let result = next(&mut socket).await.unwrap();
    assert_eq!(result["result"]["id"], first.as_str(), "{result}");
    assert_eq!(result["result"]["over"], true);
    let places = &result["result"]["places"];
    let ant = result["result"]["players"]
        .as_array()
        .unwrap()
        .iter()
        .position(|p| p == "Ant")
        .unwrap();
    assert_eq!(places[ant], 1, "{result}");
    let again = next(&mut socket).await.unwrap();
    let second = again["paired"]["id"].as_str().unwrap().to_owned();
    assert_ne!(second, first);
    // The time runs out during the second game; Bee wins it; then the end, and the close.
    s.state.clock.advance(10_000);
    let moves: HashMap<&str, Option<usize>> = [("Bee", Some(4)), ("Ant", None)].into();
    drive(&s, &second, &tokens, &moves).await;
    s.state.run_tournaments().await;
    assert_eq!(next(&mut socket).await.unwrap(), json!({"state": "over"}));
    let table = next(&mut socket).await.unwrap();
    assert_eq!((points(&table, "Ant"), points(&table, "Bee")), (2, 2));
    let result = next(&mut socket).await.unwrap();
    assert_eq!(result["result"]["id"], second.as_str(), "{result}");
    assert_eq!(next(&mut socket).await, None, "closed once over");
    assert_eq!(s.state.watchers.watched(), 0);
}
