//! A game before its start: its creator cancels it, another seated player leaves it.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Server};

const FOUR_LANES: &str = "##########\n#>......*#\n#>......*#\n#>......*#\n#>......*#\n##########";

async fn make(s: &Server, token: &str, seats: i64) -> String {
    let game = json!({"track": FOUR_LANES, "seats": seats, "move_seconds": 60, "public": true});
    let (status, view) = s.post("/api/v1/games", token, game).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    view["id"].as_str().unwrap().to_owned()
}

async fn act(s: &Server, id: &str, what: &str, token: &str) -> (StatusCode, Value) {
    s.call(
        "POST",
        &format!("/api/v1/games/{id}/{what}"),
        Some(token),
        None,
    )
    .await
}

fn names(view: &Value) -> Vec<String> {
    view["cars"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| format!("{} {}", c["seat"], c["name"].as_str().unwrap()))
        .collect()
}

on_every_store!(
    a_seated_player_leaves_an_open_game_and_the_seat_is_free_again,
    leave_case
);

async fn leave_case(s: Server) {
    let [ann, bob, cy, dan] = [
        s.player("Ann").await,
        s.player("Bob").await,
        s.player("Cy").await,
        s.player("Dan").await,
    ];
    let id = make(&s, &ann, 4).await;
    for token in [&bob, &cy] {
        assert_eq!(act(&s, &id, "join", token).await.0, StatusCode::OK);
    }
    let (status, view) = act(&s, &id, "leave", &bob).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(
        names(&view),
        ["0 Ann", "1 Cy"],
        "the seats after Bob's move up"
    );
    let (status, body) = act(&s, &id, "leave", &ann).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("creator_leaves"))
    );
    let (status, _) = act(&s, &id, "leave", &bob).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "no seat any more");
    // Dan takes the free seat; Ann starts the game with the seats in order.
    let (status, view) = act(&s, &id, "join", &dan).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    let (status, view) = act(&s, &id, "start", &ann).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["state"], "running");
    assert_eq!(names(&view), ["0 Ann", "1 Cy", "2 Dan"]);
    let (status, body) = act(&s, &id, "leave", &cy).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("not_open"))
    );
    // Cy places a car: the seats the race knows are the players' own.
    let (status, view) = s
        .post(
            &format!("/api/v1/games/{id}/moves"),
            &cy,
            json!({"round": 1, "start": [2, 1]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["you"], 1);
    // Bob's games no longer list it; a restart reads the same seats.
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&bob)).await;
    assert_eq!(mine["games"], json!([]));
    let again = s.reopen().await;
    let (_, view) = again.get(&format!("/api/v1/games/{id}"), Some(&dan)).await;
    assert_eq!(names(&view), ["0 Ann", "1 Cy", "2 Dan"]);
    assert_eq!(view["you"], 2);
}

on_every_store!(
    the_creator_cancels_an_open_game_and_it_is_gone_for_everyone,
    cancel_case
);

async fn cancel_case(s: Server) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let id = make(&s, &ann, 3).await;
    assert_eq!(act(&s, &id, "join", &bob).await.0, StatusCode::OK);
    let mut feed = s
        .state
        .games
        .fresh(&s.state.store, &id)
        .await
        .unwrap()
        .subscribe();
    let (status, body) = act(&s, &id, "cancel", &bob).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("not_creator"))
    );
    let (status, _) = act(&s, &id, "cancel", &ann).await;
    assert_eq!(status, StatusCode::NO_CONTENT);
    let heard = feed.try_recv().expect("the stream hears it");
    assert!(
        heard.text.contains("\"kind\":\"cancelled\""),
        "{}",
        heard.text
    );
    assert!(matches!(
        feed.try_recv(),
        Err(tokio::sync::broadcast::error::TryRecvError::Closed)
    ));
    let (status, _) = s.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (_, lobby) = s.get("/api/v1/games", None).await;
    assert_eq!(lobby["games"], json!([]));
    for token in [&ann, &bob] {
        let (_, mine) = s.get("/api/v1/players/me/games", Some(token)).await;
        assert_eq!(mine["games"], json!([]));
    }
    // A started game cannot be cancelled.
    let started = make(&s, &ann, 2).await;
    assert_eq!(act(&s, &started, "join", &bob).await.0, StatusCode::OK);
    let (status, body) = act(&s, &started, "cancel", &ann).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("not_open"))
    );
}
