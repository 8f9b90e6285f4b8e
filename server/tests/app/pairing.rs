//! Quick pairing: two people waiting for the same kind of game are paired into a rated game
//! that starts at once, told on their own live streams; a lone player races a bot of the
//! server's; on PostgreSQL two instances never pair one player twice.

use std::time::Duration;

use axum::http::StatusCode;
use futures_util::{SinkExt, StreamExt};
use serde_json::{Value, json};
use tokio_tungstenite::tungstenite::Message;
use tokio_tungstenite::tungstenite::client::IntoClientRequest;

use crate::common::{self, Server};

type Socket =
    tokio_tungstenite::WebSocketStream<tokio_tungstenite::MaybeTlsStream<tokio::net::TcpStream>>;

/// `s` served on a loopback port: its address.
pub(crate) async fn serve(s: &Server) -> std::net::SocketAddr {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = s.app.clone();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    addr
}

/// The player stream of `token`: in the Authorization header, or as the first message.
async fn player_stream(addr: std::net::SocketAddr, token: &str, in_header: bool) -> Socket {
    let mut request = format!("ws://{addr}/api/v1/players/me/live")
        .into_client_request()
        .unwrap();
    if in_header {
        request
            .headers_mut()
            .insert("authorization", format!("Bearer {token}").parse().unwrap());
    }
    let (mut socket, _) = tokio_tungstenite::connect_async(request).await.unwrap();
    if !in_header {
        let hello = json!({"token": token}).to_string();
        socket.send(Message::Text(hello.into())).await.unwrap();
    }
    socket
}

/// The stream of `token` once it listens (its `ready` event read).
pub(crate) async fn listening(addr: std::net::SocketAddr, token: &str, in_header: bool) -> Socket {
    let mut socket = player_stream(addr, token, in_header).await;
    let ready = next(&mut socket).await.expect("ready");
    assert_eq!(ready["kind"], "ready", "{ready}");
    socket
}

/// The stream's next event, within 10 s (`None` when it closes).
pub(crate) async fn next(socket: &mut Socket) -> Option<Value> {
    tokio::time::timeout(Duration::from_secs(10), async {
        loop {
            match socket.next().await? {
                Ok(Message::Text(text)) => return Some(serde_json::from_str(&text).unwrap()),
                Ok(Message::Close(_)) | Err(_) => return None,
                Ok(_) => {}
            }
        }
    })
    .await
    .expect("an event within 10 s")
}

async fn wait_for(s: &Server, token: &str, seconds: i64) -> (StatusCode, Value) {
    s.post("/api/v1/pairing", token, json!({"move_seconds": seconds}))
        .await
}

on_every_store!(
    two_players_waiting_for_the_same_kind_are_paired_and_told_on_their_streams,
    two_people
);

async fn two_people(s: Server) {
    let [ann, bob, cy] = [
        s.player("Ann").await,
        s.player("Bob").await,
        s.player("Cy").await,
    ];
    let addr = serve(&s).await;
    let mut ann_hears = listening(addr, &ann, true).await;
    let mut bob_hears = listening(addr, &bob, false).await;
    let (status, body) = s
        .post("/api/v1/pairing", &ann, json!({"move_seconds": 45}))
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("bad_kind"))
    );
    let (status, waiting) = wait_for(&s, &ann, 30).await;
    assert_eq!(status, StatusCode::OK, "{waiting}");
    assert_eq!(waiting["state"], "waiting");
    let since = waiting["since_ms"].as_i64().unwrap();
    assert_eq!(waiting["bot_at_ms"].as_i64(), Some(since + 20_000));
    // Cy waits for another kind: not paired with anybody.
    assert_eq!(wait_for(&s, &cy, 60).await.1["state"], "waiting");
    let (status, paired) = wait_for(&s, &bob, 30).await;
    assert_eq!(status, StatusCode::OK, "{paired}");
    assert_eq!(paired["state"], "paired", "{paired}");
    let game = paired["game"].as_str().unwrap().to_owned();
    let (_, ann_state) = s.get("/api/v1/pairing", Some(&ann)).await;
    assert_eq!(ann_state["game"], game.as_str());
    let (_, cy_state) = s.get("/api/v1/pairing", Some(&cy)).await;
    assert_eq!(cy_state["state"], "waiting");
    // Both hear it: paired, then round 1 is theirs.
    let heard = next(&mut ann_hears).await.unwrap();
    assert_eq!(
        heard,
        json!({"kind": "paired", "game": game, "against": "Bob"})
    );
    let heard = next(&mut bob_hears).await.unwrap();
    assert_eq!(heard["against"], "Ann");
    let heard = next(&mut ann_hears).await.unwrap();
    assert_eq!(
        (heard["kind"].as_str(), heard["round"].as_i64()),
        (Some("your_move"), Some(1))
    );
    assert!(heard["title"].is_string(), "{heard}");
    // The game: two cars, rated, on a built-in level, running.
    let (_, view) = s.get(&format!("/api/v1/games/{game}"), Some(&ann)).await;
    assert_eq!(view["state"], "running");
    assert_eq!(view["rated"], true);
    assert_eq!(view["move_seconds"], 30);
    assert_eq!(view["cars"].as_array().unwrap().len(), 2);
    // Cy stops waiting; a stream with an unknown token is closed.
    let (_, idle) = s.call("DELETE", "/api/v1/pairing", Some(&cy), None).await;
    assert_eq!(idle["state"], "idle");
    let mut stranger = player_stream(addr, "no-such-token", false).await;
    assert_eq!(next(&mut stranger).await, None);
    // The end reaches both streams.
    let (status, _) = s
        .call(
            "POST",
            &format!("/api/v1/games/{game}/resign"),
            Some(&bob),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let heard = next(&mut ann_hears).await.unwrap();
    assert_eq!(
        heard,
        json!({"kind": "game_over", "game": game, "place": 1, "of": 2})
    );
    let _ = next(&mut bob_hears).await;
}

on_every_store!(
    a_lone_player_races_a_bot_of_the_server_s_which_moves_by_itself,
    bot_fill_in
);

async fn bot_fill_in(s: Server) {
    let ann = s.player("Ann").await;
    let (_, waiting) = wait_for(&s, &ann, 15).await;
    assert_eq!(waiting["state"], "waiting");
    s.state.pair_and_play().await;
    let (_, still) = s.get("/api/v1/pairing", Some(&ann)).await;
    assert_eq!(still["state"], "waiting", "not before the bot wait");
    s.state.clock.advance(20_000);
    s.state.pair_and_play().await;
    let (_, paired) = s.get("/api/v1/pairing", Some(&ann)).await;
    assert_eq!(paired["state"], "paired", "{paired}");
    let game = paired["game"].as_str().unwrap().to_owned();
    let (_, view) = s.get(&format!("/api/v1/games/{game}"), Some(&ann)).await;
    assert_eq!(view["cars"][1]["bot"], true, "{view}");
    let bot = view["cars"][1]["name"].as_str().unwrap().to_owned();
    assert_eq!(
        bot, "Club bot",
        "a new player (1500) races the nearest rating"
    );
    // Ann's list of games says which seat the server's bot sits in, and its skill.
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(mine["games"][0]["houses"], json!([null, "club"]), "{mine}");
    // The bot thinks a moment, then places its car.
    s.state.pair_and_play().await;
    let (_, view) = s.get(&format!("/api/v1/games/{game}"), Some(&ann)).await;
    assert_eq!(view["cars"][1]["chosen"], false);
    s.state.clock.advance(1_500);
    s.state.pair_and_play().await;
    let (_, view) = s.get(&format!("/api/v1/games/{game}"), Some(&ann)).await;
    assert_eq!(view["cars"][1]["chosen"], true, "{view}");
    // Ann places too (on a start point the bot left free): round 2.
    let mut placed = false;
    for start in view["track"]
        .as_str()
        .unwrap()
        .lines()
        .enumerate()
        .flat_map(|(r, line)| {
            line.char_indices()
                .filter(|c| c.1 == '>')
                .map(move |(c, _)| [r, c])
        })
    {
        let body = json!({"round": 1, "start": start});
        let (status, after) = s
            .post(&format!("/api/v1/games/{game}/moves"), &ann, body)
            .await;
        if status == StatusCode::OK {
            assert_eq!(after["round"], 2, "{after}");
            placed = true;
            break;
        }
    }
    assert!(placed, "Ann places her car");
    s.state.clock.advance(1_500);
    s.state.pair_and_play().await;
    let (_, view) = s.get(&format!("/api/v1/games/{game}"), Some(&ann)).await;
    assert_eq!(
        view["cars"][1]["chosen"], true,
        "the bot moves in round 2: {view}"
    );
    // Ann resigns: rated, the bot wins and its profile says it is a bot.
    let (status, over) = s
        .call(
            "POST",
            &format!("/api/v1/games/{game}/resign"),
            Some(&ann),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(over["state"], "over");
    let (_, profile) = s
        .get(
            &format!("/api/v1/players/{}", bot.replace(' ', "%20")),
            None,
        )
        .await;
    assert_eq!(profile["bot"], true, "{profile}");
    assert_eq!(profile["house"], "club", "{profile}");
    assert_eq!(profile["won"], 1, "{profile}");
    assert!(profile["rating"].as_f64().unwrap() > 1400.0);
    // A rematch against the bot starts at once (the bot takes its seat), with a new seed.
    let (status, rematch) = s
        .call(
            "POST",
            &format!("/api/v1/games/{game}/rematch"),
            Some(&ann),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{rematch}");
    assert_eq!(rematch["state"], "running", "{rematch}");
    assert_eq!(
        (rematch["you"].as_i64(), rematch["cars"][1]["name"].as_str()),
        (Some(0), Some(bot.as_str()))
    );
    let seed = |id: String| {
        let store = s.state.store.clone();
        async move { store.game(&id).await.unwrap().unwrap().seed }
    };
    let new_id = rematch["id"].as_str().unwrap().to_owned();
    assert_ne!(seed(game.clone()).await, seed(new_id).await);
}

#[tokio::test]
async fn two_instances_never_pair_one_player_twice() {
    let Some(url) = common::postgres_database().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs the two-instance tests on PostgreSQL: set DATABASE_URL"
        );
        common::skipped(
            "two_instances_never_pair_one_player_twice",
            "no DATABASE_URL: two instances need PostgreSQL",
        );
        return;
    };
    let a = common::server_on(&url).await;
    let b = a.reopen().await;
    let mut tokens = Vec::new();
    for i in 0..12 {
        tokens.push(a.player(&format!("P{i}")).await);
    }
    // Everybody joins the pool at once, half through each instance, which both pair.
    let joins = tokens.iter().enumerate().map(|(i, token)| {
        let s = if i % 2 == 0 { &a } else { &b };
        s.post("/api/v1/pairing", token, json!({"move_seconds": 60}))
    });
    futures_util::future::join_all(joins).await;
    tokio::join!(a.state.pair_and_play(), b.state.pair_and_play());
    let mut games: Vec<String> = Vec::new();
    for token in &tokens {
        let (_, state) = a.get("/api/v1/pairing", Some(token)).await;
        assert_eq!(state["state"], "paired", "{state}");
        games.push(state["game"].as_str().unwrap().to_owned());
        let (_, mine) = a.get("/api/v1/players/me/games", Some(token)).await;
        assert_eq!(
            mine["games"].as_array().unwrap().len(),
            1,
            "one game each: {mine}"
        );
    }
    games.sort();
    games.dedup();
    assert_eq!(games.len(), 6, "six games of two");
    common::drop_database(&url).await;
}

on_every_store!(
    players_waiting_for_other_live_times_are_paired_at_the_longer_before_a_bot_comes,
    across_kinds
);

/// The playtest: Play now at 15 s never met a player waiting at 30 s; both got bots.
async fn across_kinds(s: Server) {
    let [ann, bob, cy] = [
        s.player("Ann").await,
        s.player("Bob").await,
        s.player("Cy").await,
    ];
    assert_eq!(wait_for(&s, &ann, 15).await.1["state"], "waiting");
    assert_eq!(wait_for(&s, &bob, 30).await.1["state"], "waiting");
    // Correspondence is its own world: never paired with a live kind.
    assert_eq!(wait_for(&s, &cy, 86_400).await.1["state"], "waiting");
    s.state.pair_and_play().await;
    let (_, ann_state) = s.get("/api/v1/pairing", Some(&ann)).await;
    assert_eq!(
        ann_state["state"], "waiting",
        "not at once: each kind first"
    );
    // Ann is told who else waits, by kind, herself not counted.
    assert_eq!(
        ann_state["others"],
        json!([
            {"rules": "strict", "move_seconds": 30, "players": 1},
            {"rules": "strict", "move_seconds": 86400, "players": 1},
        ]),
        "{ann_state}"
    );
    // So is a player not waiting.
    let dee = s.player("Dee").await;
    let (_, dee_state) = s.get("/api/v1/pairing", Some(&dee)).await;
    assert_eq!(dee_state["state"], "idle");
    assert_eq!(
        dee_state["others"].as_array().unwrap().len(),
        3,
        "{dee_state}"
    );
    // Half the bot wait later: Ann and Bob race, at 30 s a move.
    s.state.clock.advance(10_000);
    s.state.pair_and_play().await;
    let (_, ann_state) = s.get("/api/v1/pairing", Some(&ann)).await;
    assert_eq!(ann_state["state"], "paired", "{ann_state}");
    let (_, bob_state) = s.get("/api/v1/pairing", Some(&bob)).await;
    assert_eq!(bob_state["game"], ann_state["game"]);
    let game = ann_state["game"].as_str().unwrap().to_owned();
    let (_, view) = s.get(&format!("/api/v1/games/{game}"), Some(&ann)).await;
    assert_eq!(view["move_seconds"], 30, "{view}");
    assert_eq!(view["cars"][1]["bot"], false, "a person, not a bot");
    let (_, cy_state) = s.get("/api/v1/pairing", Some(&cy)).await;
    assert_eq!(cy_state["state"], "waiting");
    // Paired players wait no more: Cy is alone.
    assert_eq!(cy_state["others"], json!([]), "{cy_state}");
}
