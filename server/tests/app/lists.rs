//! The lists (the lobby, your games): served from summaries kept by game version, they follow
//! every change, whichever instance made it; your games come 50 at a time, and the count of
//! games waiting for your move covers all of them.

use axum::http::StatusCode;
use racetrack_server::AppState;
use serde_json::{Value, json};

use crate::common::{self, Server};

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";

fn new_game(public: bool) -> Value {
    json!({"track": TWO_LANES, "rules": "strict", "seats": 2, "move_seconds": 60,
           "crash_penalty": 2, "public": public})
}

/// The ids in a list.
fn ids(list: &Value) -> Vec<String> {
    list["games"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn your_games_page_past_50_and_count_your_turn_across_every_page() {
    for s in
        common::servers_with(|state| state.with_caps(100, 30).with_limits(10_000, 10_000)).await
    {
        let url = s.url.clone();
        your_games_page_past_50_on(&s).await;
        common::drop_database(&url).await;
    }
}

async fn your_games_page_past_50_on(s: &Server) {
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    // The oldest change: Bob joins Ann's first game, which starts and waits for both.
    let (_, first) = s.post("/api/v1/games", &ann, new_game(true)).await;
    let first = first["id"].as_str().unwrap().to_owned();
    let (status, _) = s
        .post(&format!("/api/v1/games/{first}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    for _ in 0..54 {
        s.state.clock.advance(1000);
        let (status, _) = s.post("/api/v1/games", &ann, new_game(false)).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let (status, page) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(status, StatusCode::OK, "{page}");
    assert_eq!(ids(&page).len(), 50);
    assert_eq!(page["more"], true);
    assert!(
        !ids(&page).contains(&first),
        "the oldest change is on the second page"
    );
    assert_eq!(
        page["your_turn"], 1,
        "the running game is counted from any page"
    );
    let (_, rest) = s
        .get("/api/v1/players/me/games?offset=50", Some(&ann))
        .await;
    assert_eq!(ids(&rest).len(), 5);
    assert_eq!(rest["more"], false);
    assert_eq!(ids(&rest).last(), Some(&first));
    assert_eq!(rest["games"][4]["your_turn"], true);
    let all: std::collections::HashSet<String> = ids(&page).into_iter().chain(ids(&rest)).collect();
    assert_eq!(all.len(), 55, "no game twice, none left out");
    for bad in ["-1", "x", "99999999999"] {
        let (status, body) = s
            .get(
                &format!("/api/v1/players/me/games?offset={bad}"),
                Some(&ann),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}: {body}");
    }
    // Bob's list shows the one game, waiting for him too.
    let (_, theirs) = s.get("/api/v1/players/me/games", Some(&bob)).await;
    assert_eq!((ids(&theirs).len(), &theirs["your_turn"]), (1, &json!(1)));
}

on_every_store!(
    a_list_shows_the_change_another_instance_made,
    a_list_shows_the_change_another_instance_made_on
);

async fn a_list_shows_the_change_another_instance_made_on(s: Server) {
    let other = common::server_on_with(&s.url, |state: AppState| state).await;
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    let (_, game) = s.post("/api/v1/games", &ann, new_game(true)).await;
    let id = game["id"].as_str().unwrap();
    // Both instances list it open with one player (each keeps its summary).
    for server in [&s, &other] {
        let (_, lobby) = server.get("/api/v1/games", None).await;
        assert_eq!(lobby["games"][0]["players"], json!(["Ann"]));
    }
    // Bob joins on the other instance: the first one's list is of the new version.
    let (status, _) = other
        .post(&format!("/api/v1/games/{id}/join"), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, lobby) = s.get("/api/v1/games", None).await;
    assert_eq!(ids(&lobby), Vec::<String>::new(), "no longer open");
    let (_, running) = s.get("/api/v1/games?state=running", None).await;
    assert_eq!(running["games"][0]["players"], json!(["Ann", "Bob"]));
    assert_eq!(running["games"][0]["rows"], 4);
    assert_eq!(running["games"][0]["cols"], 10);
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(mine["your_turn"], 1);
    // Ann places her car on the first instance; the other's list says it waits for Bob only.
    let (status, _) = s
        .post(
            &format!("/api/v1/games/{id}/moves"),
            &ann,
            json!({"round": 1, "start": [1, 1]}),
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, mine) = other.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(mine["your_turn"], 0);
    let (_, theirs) = other.get("/api/v1/players/me/games", Some(&bob)).await;
    assert_eq!(theirs["your_turn"], 1);
}

/// A track of about 50 KB: 200 rows of 250 columns, two starts on the left, the finish on the
/// right.
fn heavy_track() -> String {
    let (rows, cols) = (200, 250);
    (0..rows)
        .map(|r| {
            (0..cols)
                .map(|c| match (r, c) {
                    (0, _) | (_, 0) => '#',
                    _ if r == rows - 1 || c == cols - 1 => '#',
                    (1 | 2, 1) => '>',
                    (_, c) if c == cols - 2 => '*',
                    _ => '.',
                })
                .collect::<String>()
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The value of the sample named exactly `name` in `GET /metrics`.
async fn sample(s: &Server, name: &str) -> f64 {
    use http_body_util::BodyExt;
    use tower::ServiceExt;
    let request = axum::http::Request::get("/metrics")
        .body(axum::body::Body::empty())
        .unwrap();
    let response = s.app.clone().oneshot(request).await.unwrap();
    let bytes = response.into_body().collect().await.unwrap().to_bytes();
    let text = String::from_utf8(bytes.to_vec()).unwrap();
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {text}"))
}

#[tokio::test]
async fn a_lobby_of_heavy_games_makes_no_summary_again_until_a_game_changes() {
    let s = common::server_with(|state| state.with_caps(100, 30).with_limits(10_000, 10_000)).await;
    let ann = s.player("Ann").await;
    let game = json!({"track": heavy_track(), "rules": "strict", "seats": 2,
                      "move_seconds": 60, "crash_penalty": 2, "public": true});
    let mut made = Vec::new();
    for _ in 0..50 {
        let (status, view) = s.post("/api/v1/games", &ann, game.clone()).await;
        assert_eq!(status, StatusCode::CREATED, "{view}");
        made.push(view["id"].as_str().unwrap().to_owned());
    }
    let before = sample(&s, "racetrack_summaries_made_total").await;
    assert_eq!(before, 50.0, "one summary per game, made with it");
    for _ in 0..3 {
        let (status, lobby) = s.get("/api/v1/games", None).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(ids(&lobby).len(), 50);
        assert_eq!(
            (&lobby["games"][0]["rows"], &lobby["games"][0]["cols"]),
            (&json!(200), &json!(250))
        );
    }
    assert_eq!(sample(&s, "racetrack_summaries_made_total").await, before);
    // A server started afresh on the same file makes each summary once, on its first list.
    let again = s.reopen().await;
    for _ in 0..2 {
        let (_, lobby) = again.get("/api/v1/games", None).await;
        assert_eq!(ids(&lobby).len(), 50);
    }
    assert_eq!(sample(&again, "racetrack_summaries_made_total").await, 50.0);
    // A change makes that game's summary again, and only that one.
    let bob = again.player("Bob").await;
    let (status, _) = again
        .post(&format!("/api/v1/games/{}/join", made[0]), &bob, json!({}))
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, lobby) = again.get("/api/v1/games", None).await;
    assert_eq!(ids(&lobby).len(), 49);
    assert_eq!(sample(&again, "racetrack_summaries_made_total").await, 51.0);
}

on_every_store!(
    a_game_carries_the_title_it_was_made_with_as_text,
    a_game_carries_the_title_case
);

async fn a_game_carries_the_title_case(s: Server) {
    let ann = s.player("Ann").await;
    let mut game = new_game(true);
    game["title"] = json!("  Barto <b>small</b> ");
    let (status, view) = s.post("/api/v1/games", &ann, game.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    assert_eq!(view["title"], "Barto <b>small</b>", "trimmed, kept as text");
    let (_, lobby) = s.get("/api/v1/games", None).await;
    assert_eq!(lobby["games"][0]["title"], "Barto <b>small</b>");
    for bad in ["a\u{202e}b", "   ", &"x".repeat(61)] {
        game["title"] = json!(bad);
        let (status, body) = s.post("/api/v1/games", &ann, game.clone()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}: {body}");
        assert_eq!(body["error"], "bad_title");
    }
    // Without one, the view says null.
    let (_, view) = s.post("/api/v1/games", &ann, new_game(false)).await;
    assert_eq!(view["title"], Value::Null);
}
