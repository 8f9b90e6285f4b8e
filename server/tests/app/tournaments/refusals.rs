//! What a tournament refuses (its settings, a fourth a day, a bot where bots may not play, as a
//! maker too, strangers stepping out), its maker entered when they ask, and the operator's
//! recurring arena, made once.

use axum::http::StatusCode;
use serde_json::{Value, json};

use super::*;
use crate::common::{self, DEC_1, Server};

on_every_store!(
    a_tournament_refuses_bad_settings_a_fourth_a_day_and_strangers_stepping_out,
    refusals_case
);

async fn refusals_case(s: Server) {
    let ann = s.player("Ann").await;
    let bot_token = bot(&s, "Robo").await;
    let arena = |minutes: Value, tracks: Value| {
        json!({"kind": "arena", "name": "Evening", "starts_ms": DEC_1 + 60_000,
               "minutes": minutes, "tracks": tracks, "move_seconds": 30, "max_players": 10})
    };
    for (body, field) in [
        (arena(json!(5), json!([TWO_LANES])), "minutes"),
        (arena(json!(30), json!([])), "tracks"),
        (arena(json!(30), json!(["#>*"])), "tracks"),
        (
            json!({"kind": "grand_prix", "name": "Grand Prix", "starts_ms": DEC_1 + 60_000,
                "tracks": [TWO_LANES, TWO_LANES], "move_seconds": 30, "max_players": 2,
                "minutes": 30}),
            "minutes",
        ),
        (
            json!({"kind": "grand_prix", "name": "Grand Prix", "starts_ms": DEC_1 + 60_000,
                "tracks": [TWO_LANES, TWO_LANES], "move_seconds": 30, "max_players": 8}),
            "tracks",
        ),
        (
            json!({"kind": "arena", "name": "x", "starts_ms": DEC_1 + 60_000, "minutes": 30,
                "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 8}),
            "name",
        ),
        (
            json!({"kind": "arena", "name": "Past", "starts_ms": DEC_1 - 1, "minutes": 30,
                "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 8}),
            "starts_ms",
        ),
    ] {
        let (status, refused) = s.post("/api/v1/tournaments", &ann, body.clone()).await;
        assert_eq!(
            (status, &refused["error"]),
            (StatusCode::UNPROCESSABLE_ENTITY, &json!("bad_tournament")),
            "{body}: {refused}"
        );
        let words = refused["message"].as_str().unwrap();
        assert!(words.contains(field), "{field}: {words}");
    }
    let (status, _) = s
        .post(
            "/api/v1/tournaments",
            "no-such-token",
            arena(json!(30), json!([TWO_LANES])),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let mut made = Vec::new();
    for _ in 0..3 {
        let (status, view) = s
            .post(
                "/api/v1/tournaments",
                &ann,
                arena(json!(30), json!([TWO_LANES])),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{view}");
        made.push(view["id"].as_str().unwrap().to_owned());
    }
    let (status, refused) = s
        .post(
            "/api/v1/tournaments",
            &ann,
            arena(json!(30), json!([TWO_LANES])),
        )
        .await;
    assert_eq!(
        (status, &refused["error"]),
        (
            StatusCode::TOO_MANY_REQUESTS,
            &json!("too_many_tournaments")
        )
    );
    // A published track by its id, under its name.
    let track =
        json!({"name": "Two lanes", "description": "", "track": TWO_LANES, "rules": "strict"});
    let (status, published) = s.post("/api/v1/tracks", &ann, track).await;
    assert_eq!(status, StatusCode::CREATED, "{published}");
    let bob = s.player("Bob").await;
    let named = json!({"name": " Long lanes ", "track": TWO_LANES});
    let by_id = arena(json!(30), json!([published["id"], TWO_LANES, named]));
    let (status, view) = s.post("/api/v1/tournaments", &bob, by_id).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    assert_eq!(
        view["tracks"],
        json!(["Two lanes", "Track 2", "Long lanes"])
    );
    // A track's name too short, or hiding a control character, is refused.
    for name in ["L", "Lanes\u{7}"] {
        let track = json!({"name": name, "track": TWO_LANES});
        let (status, refused) = s
            .post(
                "/api/v1/tournaments",
                &bob,
                arena(json!(30), json!([track])),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{refused}");
        assert!(
            refused["message"]
                .as_str()
                .unwrap()
                .contains("track 1's name"),
            "{refused}"
        );
    }
    assert_eq!(view["creator"], "Bob");
    assert_eq!(view["you"], Value::Null, "not entered unless asked: {view}");
    // A bot may not enter itself where bots may not play: nothing is made.
    let (status, refused) = s
        .post(
            "/api/v1/tournaments",
            &bot_token,
            json!({"kind": "arena", "name": "Bots out", "starts_ms": DEC_1 + 60_000,
                   "minutes": 30, "tracks": [TWO_LANES], "move_seconds": 30,
                   "max_players": 10, "join": true}),
        )
        .await;
    assert_eq!(
        (status, &refused["error"]),
        (StatusCode::UNPROCESSABLE_ENTITY, &json!("bad_tournament")),
        "{refused}"
    );
    assert!(
        refused["message"].as_str().unwrap().contains("join"),
        "{refused}"
    );
    let (_, listed) = s.get("/api/v1/tournaments", None).await;
    assert!(
        !listed.to_string().contains("Bots out"),
        "nothing made: {listed}"
    );
    // A day later Ann may make one again, and races in it.
    s.state.clock.advance(86_400_001);
    let later = json!({"kind": "arena", "name": "Next day", "starts_ms": DEC_1 + 86_400_000 + 60_000,
        "minutes": 30, "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 10,
        "join": true});
    let (status, entered) = s.post("/api/v1/tournaments", &ann, later).await;
    assert_eq!(status, StatusCode::CREATED, "{entered}");
    assert_eq!(entered["you"]["state"], "waiting", "{entered}");
    let id = entered["id"].as_str().unwrap();
    let seen = tournament(&s, id, None).await;
    assert_eq!(seen["standings"][0]["name"], "Ann", "{seen}");
    let id = &made[0];
    // A tournament without bots refuses one; a stranger cannot pause or leave.
    let (status, refused) = join(&s, id, &bot_token).await;
    assert_eq!(
        (status, &refused["error"]),
        (StatusCode::CONFLICT, &json!("joining_closed"))
    );
    for step in ["pause", "leave"] {
        let (status, refused) = s
            .call(
                "POST",
                &format!("/api/v1/tournaments/{id}/{step}"),
                Some(&ann),
                None,
            )
            .await;
        assert_eq!(
            (status, &refused["error"]),
            (StatusCode::FORBIDDEN, &json!("not_entered"))
        );
    }
    for path in [
        "/api/v1/tournaments/nosuchid",
        "/api/v1/tournaments/%00",
        "/api/v1/tournaments/zzzzzzzz",
    ] {
        assert_eq!(s.get(path, None).await.0, StatusCode::NOT_FOUND, "{path}");
    }
    let (status, _) = s.get("/api/v1/tournaments?state=later", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    let (_, upcoming) = s.get("/api/v1/tournaments?state=upcoming", None).await;
    assert_eq!(upcoming["tournaments"][0]["name"], "Next day", "{upcoming}");
    assert_eq!(upcoming["tournaments"].as_array().unwrap().len(), 1);
    let (_, running) = s.get("/api/v1/tournaments?state=running", None).await;
    assert_eq!(
        running["tournaments"].as_array().unwrap().len(),
        4,
        "{running}"
    );
    // Their time is up: the ticker ends them (nobody joined, no game under way).
    s.state.run_tournaments().await;
    let (_, running) = s.get("/api/v1/tournaments?state=running", None).await;
    assert_eq!(running["tournaments"], json!([]));
    let (_, over) = s.get("/api/v1/tournaments?state=over", None).await;
    assert_eq!(over["tournaments"].as_array().unwrap().len(), 4, "{over}");
}

#[tokio::test]
async fn the_operators_recurring_arena_is_made_once_before_it_starts() {
    for s in common::servers_with(|state| state.with_tournaments(3, Some(60))).await {
        let url = s.url.clone();
        eprintln!("recurring arenas: on {:?}", s.state.store.backend());
        // Two instances at the same moment make the next one once.
        let other = racetrack_server::AppState::new(
            racetrack_server::store::Store::open(&url).await.unwrap(),
            racetrack_server::clock::Clock::manual(DEC_1),
        )
        .with_tournaments(3, Some(60));
        tokio::join!(s.state.run_tournaments(), other.run_tournaments());
        s.state.run_tournaments().await;
        let (_, upcoming) = s.get("/api/v1/tournaments?state=upcoming", None).await;
        let listed = upcoming["tournaments"].as_array().unwrap();
        assert_eq!(listed.len(), 1, "{upcoming}");
        assert_eq!(listed[0]["name"], "Arena 01:00 UTC");
        assert_eq!(listed[0]["starts_ms"], DEC_1 + 3_600_000);
        let id = listed[0]["id"].as_str().unwrap().to_owned();
        let view = tournament(&s, &id, None).await;
        assert_eq!(view["minutes"], 60);
        assert_eq!(view["bots"], true);
        assert_eq!(view["creator"], Value::Null);
        assert_eq!(view["tracks"].as_array().unwrap().len(), 7, "{view}");
        assert_eq!(view["tracks"][0], "First circuit");
        // At its start it runs, and the next one is listed.
        s.state.clock.advance(3_600_000);
        s.state.run_tournaments().await;
        assert_eq!(tournament(&s, &id, None).await["state"], "running");
        let (_, upcoming) = s.get("/api/v1/tournaments?state=upcoming", None).await;
        assert_eq!(
            upcoming["tournaments"][0]["name"], "Arena 02:00 UTC",
            "{upcoming}"
        );
        common::drop_database(&url).await;
    }
}
