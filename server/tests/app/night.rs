//! Night games: until the game is over each player is sent only the cells their car lights
//! (the rest `?`), with the points their car may choose; a spectator sees no cell; a bot's
//! protocol lines tell of nothing more than its car lights; once over, everyone sees the whole
//! track.

use crate::common;
use crate::common::Server;
use crate::games::play;
use axum::http::StatusCode;
use racetrack::game::options as options_of_rules;
use racetrack::rules::night::{UNSEEN, lit, mask};
use racetrack::{Point, Rules, Track};
use serde_json::{Value, json};

const LANES: &str = "\
####################
#>................*#
#>................*#
####################";

fn points(value: &Value) -> Vec<Point> {
    value
        .as_array()
        .unwrap()
        .iter()
        .map(|p| Point::new(p[0].as_i64().unwrap() as i32, p[1].as_i64().unwrap() as i32))
        .collect()
}

fn options_of(track: &Track, trajectory: &[Point]) -> Vec<Point> {
    options_of_rules(track, Rules::Strict, trajectory)
}

/// What the seat's car lights, masked as the server must send it.
fn seen_by(track: &Track, view: &Value, seat: usize) -> String {
    mask(
        track,
        &lit(track, &points(&view["cars"][seat]["trajectory"])),
    )
}

on_every_store!(
    a_night_game_sends_each_player_only_what_their_car_lights,
    a_night_game_sends_each_player_only_what_their_car_lights_on
);

async fn a_night_game_sends_each_player_only_what_their_car_lights_on(s: Server) {
    let track: Track = LANES.parse().unwrap();
    let ann = s.player("Ann").await;
    let cy = s.player("Cy").await;
    let (status, made) = s
        .call(
            "POST",
            "/api/v1/players",
            None,
            Some(json!({"name": "Nightbot", "bot": true}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let bot = made["token"].as_str().unwrap().to_owned();
    let body = json!({"track": LANES, "rules": "strict", "seats": 2, "move_seconds": 60,
                      "public": true, "night": true});
    let (status, game) = s.post("/api/v1/games", &ann, body).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    assert_eq!(game["night"], true);
    // Before the start the creator sees round the start points only: not the finish.
    assert_eq!(game["track"], mask(&track, &lit(&track, &[])));
    assert!(!game["track"].as_str().unwrap().contains('*'));
    let id = game["id"].as_str().unwrap().to_owned();
    let join = format!("/api/v1/games/{id}/join");
    // A bot sits at night as a person does.
    let (status, joined) = s.post(&join, &bot, json!({})).await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    let (_, listed) = s.get("/api/v1/games?state=running", None).await;
    let row = listed["games"]
        .as_array()
        .unwrap()
        .iter()
        .find(|g| g["id"] == id.as_str());
    assert_eq!(row.unwrap()["night"], true, "{listed}");

    let path = format!("/api/v1/games/{id}");
    let all_dark = |view: &Value| {
        let text = view["track"].as_str().unwrap();
        text.lines().count() == 4 && text.chars().all(|c| c == UNSEEN || c == '\n')
    };
    // A spectator, signed in or not, sees no cell.
    let (_, anon) = s.get(&path, None).await;
    assert!(all_dark(&anon), "{anon}");
    let (_, seen_by_cy) = s.get(&path, Some(&cy)).await;
    assert!(all_dark(&seen_by_cy), "{seen_by_cy}");
    assert!(
        anon["options"].is_null(),
        "a spectator has no options: {anon}"
    );

    // 1 + 1 = 2, 4, 7, 11, 15, 18: the finish in six moves.
    let plan = [[0, 1], [0, 1], [0, 1], [0, 1], [0, 0], [0, -1]];
    let starts = [[1, 1], [2, 1]];
    for round in 1..=7 {
        for (seat, token) in [(0, &ann), (1, &bot)] {
            let (_, view) = s.get(&path, Some(token)).await;
            // The bot protocol's lines tell of what the car lights, and no more.
            let (status, lines) = s.get(&format!("{path}/turn"), Some(token)).await;
            assert_eq!(status, StatusCode::OK, "{lines}");
            let seen = seen_by(&track, &view, seat);
            assert_eq!(lines["start"]["night"], true, "{lines}");
            assert_eq!(lines["start"]["track"], seen, "round {round}: {lines}");
            assert_eq!(lines["turn"]["track"], seen, "round {round}: {lines}");
            let choices = lines["turn"]["options"].as_array().unwrap();
            assert!(choices.iter().all(|c| c["estimate"].is_null()), "{lines}");
            let mut told: Vec<Point> = choices
                .iter()
                .map(|c| {
                    Point::new(
                        c["to"][0].as_i64().unwrap() as i32,
                        c["to"][1].as_i64().unwrap() as i32,
                    )
                })
                .collect();
            told.sort_by_key(|p| (p.row, p.col));
            assert_eq!(view["state"], "running", "{view}");
            assert_eq!(
                view["track"],
                seen_by(&track, &view, seat),
                "round {round}: {view}"
            );
            let options = points(&view["options"]);
            // The rules' options from the car's trajectory, but the other car's point.
            let other = points(&view["cars"][1 - seat]["trajectory"]);
            let expected: Vec<Point> =
                options_of(&track, &points(&view["cars"][seat]["trajectory"]))
                    .into_iter()
                    .filter(|p| other.last() != Some(p))
                    .collect();
            let mut sorted = options.clone();
            sorted.sort_by_key(|p| (p.row, p.col));
            let mut expected = expected;
            expected.sort_by_key(|p| (p.row, p.col));
            assert_eq!(sorted, expected, "round {round}, seat {seat}: {view}");
            assert_eq!(told, expected, "round {round}, seat {seat}: {lines}");
            let what = if round == 1 {
                json!({"start": starts[seat]})
            } else {
                json!({"acc": plan[round - 2]})
            };
            let (status, answer) = play(&s, &id, token, round as i64, what).await;
            assert!(status.is_success(), "round {round}: {answer}");
        }
    }
    // Over: the whole track for everyone, no options.
    let (_, over) = s.get(&path, None).await;
    assert_eq!(over["state"], "over", "{over}");
    assert_eq!(over["track"].as_str().unwrap().trim_end(), LANES);
    assert!(over["options"].is_null());
    let (_, lines) = s.get(&format!("{path}/turn"), Some(&bot)).await;
    assert_eq!(lines["start"]["track"].as_str().unwrap().trim_end(), LANES);
    assert!(lines["start"].get("night").is_none(), "{lines}");
}
