//! Ratings: a rated game's result changes its players' Glicko-2 ratings once, at its end, and
//! every player has a public profile.

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, Server};

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

async fn play(s: &Server, id: &str, token: &str, round: i64, what: Value) -> StatusCode {
    let mut body = what;
    body["round"] = json!(round);
    s.post(&format!("/api/v1/games/{id}/moves"), token, body)
        .await
        .0
}

/// Ann and Bob play a game (`rated` or not) that Ann wins: Bob places his car, then misses
/// every round until he is disqualified. Its id.
async fn ann_beats_bob(s: &Server, ann: &str, bob: &str, rated: bool) -> String {
    let game = json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "public": true,
                      "rated": rated});
    let (status, view) = s.post("/api/v1/games", ann, game).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    assert_eq!(view["rated"], rated);
    let id = view["id"].as_str().unwrap().to_owned();
    let (status, _) = s
        .post(&format!("/api/v1/games/{id}/join"), bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        play(s, &id, ann, 1, json!({"start": [1, 1]})).await,
        StatusCode::OK
    );
    assert_eq!(
        play(s, &id, bob, 1, json!({"start": [2, 1]})).await,
        StatusCode::OK
    );
    let due = || async {
        s.state.clock.advance(60_000);
        s.state
            .games
            .resolve_due(&s.state.store, || s.state.clock.now_ms())
            .await
            .unwrap();
    };
    for (round, acc) in [(2, [0, 1]), (3, [0, 1]), (4, [0, 0]), (5, [0, 0])] {
        assert_eq!(
            play(s, &id, ann, round, json!({"acc": acc})).await,
            StatusCode::OK
        );
        due().await;
    }
    due().await;
    let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(view["state"], "over", "{view}");
    id
}

async fn profile(s: &Server, name: &str) -> (StatusCode, Value) {
    s.get(&format!("/api/v1/players/{name}"), None).await
}

on_every_store!(
    a_rated_game_changes_its_players_ratings_once_at_its_end,
    a_rated_game_case
);

async fn a_rated_game_case(s: Server) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let (status, fresh) = profile(&s, "ann").await;
    assert_eq!(status, StatusCode::OK);
    assert!(
        fresh.get("house").is_none(),
        "a person is no house bot: {fresh}"
    );
    assert_eq!(
        (fresh["rating"].as_f64(), fresh["rd"].as_f64()),
        (Some(1500.0), Some(350.0))
    );
    assert_eq!(fresh["provisional"], true);
    // An unrated game changes nothing.
    ann_beats_bob(&s, &ann, &bob, false).await;
    assert_eq!(profile(&s, "Ann").await.1["played"], 0);
    let id = ann_beats_bob(&s, &ann, &bob, true).await;
    let (_, ann_now) = profile(&s, "Ann").await;
    let (_, bob_now) = profile(&s, "BOB").await;
    // Two new players, one game: 1662.3 / 290.3 and 1337.7 / 290.3 by Glicko-2.
    assert_eq!(ann_now["rating"].as_f64(), Some(1662.3), "{ann_now}");
    assert_eq!(bob_now["rating"].as_f64(), Some(1337.7), "{bob_now}");
    assert_eq!(ann_now["rd"].as_f64(), Some(290.3));
    assert_eq!(
        (&ann_now["won"], &ann_now["lost"], &ann_now["played"]),
        (&json!(1), &json!(0), &json!(1))
    );
    assert_eq!((&bob_now["won"], &bob_now["lost"]), (&json!(0), &json!(1)));
    assert_eq!(ann_now["history"][0]["game"], id.as_str());
    // The game's view says each player's change ("1500 → 1662"), and whether each rating was
    // and is provisional; an unrated game's view has none.
    let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(
        view["ratings"],
        json!([
            {"name": "Ann", "before": 1500, "after": 1662, "was_provisional": true, "provisional": true},
            {"name": "Bob", "before": 1500, "after": 1338, "was_provisional": true, "provisional": true}
        ])
    );
    // A second rated game starts from the first's ratings.
    let second = ann_beats_bob(&s, &ann, &bob, true).await;
    let (_, view) = s.get(&format!("/api/v1/games/{second}"), None).await;
    assert_eq!(view["ratings"][0]["before"], 1662, "{view}");
    assert_eq!(view["ratings"][1]["before"], 1338, "{view}");
    let unrated = ann_beats_bob(&s, &ann, &bob, false).await;
    let (_, view) = s.get(&format!("/api/v1/games/{unrated}"), None).await;
    assert_eq!(view["ratings"], json!([]));
    // Your games say your place in a finished game.
    for (token, place) in [(&ann, 1), (&bob, 2)] {
        let (_, mine) = s.get("/api/v1/players/me/games", Some(token)).await;
        let game = mine["games"]
            .as_array()
            .unwrap()
            .iter()
            .find(|g| g["id"] == id.as_str())
            .unwrap()
            .clone();
        assert_eq!(game["place"], place, "{game}");
    }
    let (_, lobby) = s.get("/api/v1/games?state=over", None).await;
    assert_eq!(
        lobby["games"][0]["place"],
        serde_json::Value::Null,
        "no viewer, no place"
    );
    // Applied once: the ticker's catch-up finds nothing left to rate.
    s.state
        .games
        .rate_pending(&s.state.store, s.state.clock.now_ms())
        .await;
    assert_eq!(
        profile(&s, "Ann").await.1["history"]
            .as_array()
            .unwrap()
            .len(),
        2
    );
    let (status, body) = profile(&s, "Nobody").await;
    assert_eq!(status, StatusCode::NOT_FOUND, "{body}");
    // A rated game ended by a resignation: its answer says the changes, as the view does (a page
    // that read the end in that answer kept "your new rating is being worked out").
    let game = json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "public": true,
                      "rated": true});
    let (_, made) = s.post("/api/v1/games", &ann, game).await;
    let resigned = made["id"].as_str().unwrap().to_owned();
    s.post(&format!("/api/v1/games/{resigned}/join"), &bob, json!({}))
        .await;
    play(&s, &resigned, &ann, 1, json!({"start": [1, 1]})).await;
    play(&s, &resigned, &bob, 1, json!({"start": [2, 1]})).await;
    let (status, answer) = s
        .post(&format!("/api/v1/games/{resigned}/resign"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK, "{answer}");
    assert_eq!(answer["state"], "over", "{answer}");
    assert_eq!(
        answer["ratings"].as_array().map(Vec::len),
        Some(2),
        "{answer}"
    );
    let (_, view) = s.get(&format!("/api/v1/games/{resigned}"), None).await;
    assert_eq!(answer["ratings"], view["ratings"]);
}
