//! A game's creator seats the server's bots in its free seats: a private game with nobody else
//! to invite starts with them, and they drive their cars by themselves; nobody else may seat
//! one, nor after the start; a skill that is not one is refused. A bot counts as connected.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Server};

const THREE_LANES: &str = "##########\n#>......*#\n#>......*#\n#>......*#\n##########";

async fn add(s: &Server, id: &str, token: &str, body: Value) -> (StatusCode, Value) {
    s.post(&format!("/api/v1/games/{id}/bots"), token, body)
        .await
}

on_every_store!(
    a_creator_seats_bots_which_start_the_game_and_drive_by_themselves,
    seat_bots
);

async fn seat_bots(s: Server) {
    let ann = s.player("Ann").await;
    let eve = s.player("Eve").await;
    let game = json!({"track": THREE_LANES, "seats": 3, "move_seconds": 60, "public": false});
    let (status, view) = s.post("/api/v1/games", &ann, game).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    let id = view["id"].as_str().unwrap().to_owned();
    let invite = view["invite"].as_str().unwrap().to_owned();

    // Only the creator seats a bot, even a player with the invite code.
    let (status, refused) = add(&s, &id, &eve, json!({"skill": "club"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{refused}");
    assert_eq!(refused["error"], "not_creator", "{refused}");
    // A skill that is not one, or no skill at all, is not the endpoint's body.
    for body in [json!({"skill": "godlike"}), json!({}), json!({"skill": 3})] {
        let (status, refused) = add(&s, &id, &ann, body.clone()).await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{body}: {refused}");
        assert_eq!(refused["error"], "malformed", "{refused}");
    }

    // A club bot takes seat 1; asked again, nothing changes.
    let (status, view) = add(&s, &id, &ann, json!({"skill": "club"})).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["state"], "open", "{view}");
    assert_eq!(view["cars"][1]["name"], "Club bot", "{view}");
    assert_eq!(view["cars"][1]["bot"], true, "{view}");
    // It plays on the server: always there, where its creator (no stream open) is not.
    assert_eq!(view["cars"][1]["connected"], true, "{view}");
    assert_eq!(view["cars"][0]["connected"], false, "{view}");
    // Its skill is said, so a page names it in its reader's language; a person has none.
    assert_eq!(view["cars"][1]["house"], "club", "{view}");
    assert!(view["cars"][0].get("house").is_none(), "{view}");
    let (status, again) = add(&s, &id, &ann, json!({"skill": "club"})).await;
    assert_eq!(status, StatusCode::OK, "{again}");
    assert_eq!(again["cars"].as_array().unwrap().len(), 2, "{again}");

    // A pro bot takes the last seat: the race starts.
    let (status, view) = add(&s, &id, &ann, json!({"skill": "pro"})).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    assert_eq!(view["state"], "running", "{view}");
    assert_eq!(view["cars"][2]["name"], "Pro bot", "{view}");
    assert_eq!(view["you"], 0, "{view}");

    // Too late for another, and for a player with the invite.
    let (status, refused) = add(&s, &id, &ann, json!({"skill": "novice"})).await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");
    assert_eq!(refused["error"], "not_open", "{refused}");
    let (status, refused) = s
        .post(
            &format!("/api/v1/games/{id}/join"),
            &eve,
            json!({"invite": invite}),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT, "{refused}");

    // The bots place their cars by themselves a moment after the round opens.
    s.state.clock.advance(1_500);
    s.state.pair_and_play().await;
    let (_, view) = s.get(&format!("/api/v1/games/{id}"), Some(&ann)).await;
    assert_eq!(view["cars"][1]["chosen"], true, "{view}");
    assert_eq!(view["cars"][2]["chosen"], true, "{view}");
    assert_eq!(view["cars"][0]["chosen"], false, "{view}");

    // No such game.
    let (status, refused) = add(&s, "nosuchgame", &ann, json!({"skill": "club"})).await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{refused}");
}
