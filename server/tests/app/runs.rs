//! Runs sent to the boards: the daily board kept honest (a run on a date's track before that
//! date begins is refused, and today's board lists only the runs made today), and the sizes a run
//! or a track may have, refused with words before any heavy work.

use axum::http::StatusCode;
use racetrack::search::{Outcome, solve};
use racetrack::top_runs::TrackKey;
use racetrack::{Rules, Solver};
use serde_json::{Value, json};

use crate::common::{self, Server};

const DAY_MS: i64 = 86_400_000;

/// The daily track of `date`, its board's key and an optimal run on it as `POST /runs` takes it.
fn daily_run(date: &str) -> (String, Value) {
    let track = racetrack::daily::track(date.parse().unwrap())
        .unwrap()
        .track;
    let Outcome::Solved(line) = solve(&track, Rules::Strict, Solver::AStar).0 else {
        panic!("the daily track of {date} is solvable");
    };
    let trajectory: Vec<[i32; 2]> = line.iter().map(|p| [p.row, p.col]).collect();
    let board = TrackKey::of(&track, Rules::Strict).to_string();
    let body = json!({"track": track.to_string(), "rules": "strict", "trajectory": trajectory});
    (board, body)
}

async fn post_run(s: &Server, token: &str, body: &Value) -> (StatusCode, Value) {
    s.call("POST", "/api/v1/runs", Some(token), Some(body.to_string()))
        .await
}

on_every_store!(
    a_daily_track_takes_runs_only_once_its_date_has_begun,
    a_daily_track_takes_runs_only_once_its_date_has_begun_on
);

async fn a_daily_track_takes_runs_only_once_its_date_has_begun_on(s: Server) {
    let ann = s.player("Ann").await;
    // The clock reads 2026-12-01 00:00 UTC.
    let (today, run_today) = daily_run("2026-12-01");
    let (tomorrow, run_tomorrow) = daily_run("2026-12-02");
    let (status, body) = post_run(&s, &ann, &run_tomorrow).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["error"], "not_yet");
    assert!(
        body["message"].as_str().unwrap().contains("2026-12-02"),
        "{body}"
    );
    let (status, body) = post_run(&s, &ann, &run_today).await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(body["board"], today.as_str());
    // A second before midnight: still refused; at midnight: taken.
    s.state.clock.advance(DAY_MS - 1000);
    assert_eq!(
        post_run(&s, &ann, &run_tomorrow).await.0,
        StatusCode::UNPROCESSABLE_ENTITY
    );
    s.state.clock.advance(1000);
    let (status, body) = post_run(&s, &ann, &run_tomorrow).await;
    assert_eq!(
        (status, body["rank"].as_i64()),
        (StatusCode::CREATED, Some(1)),
        "{body}"
    );
    let (_, board) = s.get(&format!("/api/v1/boards/{tomorrow}"), None).await;
    assert_eq!(board["entries"][0]["name"], "Ann");
}

#[tokio::test]
async fn today_s_daily_board_lists_only_the_runs_made_since_it_began() {
    let s = common::server().await;
    let ann = s.player("Ann").await;
    let bob = s.player("Bob").await;
    // 2027-06-01 is further ahead than the refusal looks: Ann's run is taken in December...
    let (board, run) = daily_run("2027-06-01");
    assert_eq!(post_run(&s, &ann, &run).await.0, StatusCode::CREATED);
    let (_, listed) = s.get(&format!("/api/v1/boards/{board}"), None).await;
    assert_eq!(
        listed["entries"].as_array().unwrap().len(),
        1,
        "not a daily board yet"
    );
    // ...but on the day, the board lists only the runs made that day.
    let days = (common::DEC_1 / DAY_MS..)
        .find(|d| racetrack::date::Date::from_unix_days(*d).to_string() == "2027-06-01");
    s.state
        .clock
        .advance(days.unwrap() * DAY_MS - common::DEC_1 + 3_600_000);
    let (status, listed) = s.get(&format!("/api/v1/boards/{board}"), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(listed["entries"], json!([]), "{listed}");
    assert_eq!(post_run(&s, &bob, &run).await.0, StatusCode::CREATED);
    let (_, listed) = s.get(&format!("/api/v1/boards/{board}"), None).await;
    let names: Vec<&str> = listed["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["name"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["Bob"]);
}

#[tokio::test]
async fn a_run_too_long_or_a_track_with_too_many_moving_cells_is_refused_with_words() {
    let s = common::server().await;
    let ann = s.player("Ann").await;
    let points: Vec<[i32; 2]> = (0..5_001).map(|_| [1, 1]).collect();
    let run = json!({"track": common::STRAIGHT, "rules": "strict", "trajectory": points});
    let (status, body) = post_run(&s, &ann, &run).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("run_too_long")),
        "{body}"
    );
    assert!(
        body["message"].as_str().unwrap().contains("5001 points"),
        "{body}"
    );
    // A 70 x 70 road with a gate over 4,100 of its cells.
    let mut rows: Vec<String> = (0..70).map(|_| ".".repeat(70)).collect();
    rows[0].replace_range(0..1, ">");
    rows[69].replace_range(69..70, "*");
    let cells: Vec<String> = (0..4_100)
        .map(|i| format!("{},{}", 1 + i / 70 % 60, i % 70))
        .collect();
    let track = format!(
        "{}\n@gate {} cycle 2 closed 0-0\n",
        rows.join("\n"),
        cells.join(" ")
    );
    let game = json!({"track": track, "rules": "strict", "seats": 2, "move_seconds": 60});
    let (status, body) = s.post("/api/v1/games", &ann, game).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert!(
        body["message"].as_str().unwrap().contains("at most 4096"),
        "{body}"
    );
}

on_every_store!(
    bots_are_marked_and_assisted_runs_are_ranked_apart,
    bots_are_marked_and_assisted_runs_are_ranked_apart_on
);

async fn bots_are_marked_and_assisted_runs_are_ranked_apart_on(s: Server) {
    let ann = s.player("Ann").await;
    let (status, made) = s
        .call(
            "POST",
            "/api/v1/players",
            None,
            Some(json!({"name": "Botty", "bot": true}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let botty = made["token"].as_str().unwrap().to_owned();
    // Three moves on the straight is the best; four is slower.
    let straight = |trajectory: Value, assisted: bool| {
        json!({"track": common::STRAIGHT, "rules": "strict", "trajectory": trajectory,
               "assisted": assisted})
    };
    let best = json!([[1, 1], [1, 2], [1, 4], [1, 7]]);
    let slower = json!([[1, 1], [1, 2], [1, 3], [1, 5], [1, 7]]);
    // Ann's assisted best and clean slower run; Botty's clean best.
    let (status, kept) = post_run(&s, &ann, &straight(best.clone(), true)).await;
    assert_eq!(
        (status, &kept["rank"], &kept["assisted"]),
        (StatusCode::CREATED, &json!(1), &json!(true)),
        "{kept}"
    );
    let (_, kept) = post_run(&s, &ann, &straight(slower, false)).await;
    assert_eq!(
        (&kept["rank"], &kept["assisted"]),
        (&json!(1), &json!(false))
    );
    let (_, kept) = post_run(&s, &botty, &straight(best, false)).await;
    assert_eq!(kept["rank"], 1, "the clean best, among the clean runs");
    let board = kept["board"].as_str().unwrap();
    let (_, listed) = s.get(&format!("/api/v1/boards/{board}"), None).await;
    let row = |e: &Value| {
        (
            e["name"].as_str().unwrap().to_owned(),
            e["moves"].as_i64().unwrap(),
            e["bot"].as_bool().unwrap(),
        )
    };
    let clean: Vec<_> = listed["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(row)
        .collect();
    let helped: Vec<_> = listed["assisted"]
        .as_array()
        .unwrap()
        .iter()
        .map(row)
        .collect();
    assert_eq!(
        clean,
        [("Botty".to_owned(), 3, true), ("Ann".to_owned(), 4, false)]
    );
    assert_eq!(helped, [("Ann".to_owned(), 3, false)]);
}

on_every_store!(
    a_board_lists_the_top_50_and_the_asking_player_s_own_place,
    a_board_lists_the_top_50_and_the_asking_player_s_own_place_on
);

async fn a_board_lists_the_top_50_and_the_asking_player_s_own_place_on(s: Server) {
    let run = |trajectory: Value, assisted: bool| {
        json!({"track": common::STRAIGHT, "rules": "strict", "trajectory": trajectory,
               "assisted": assisted})
    };
    let best = json!([[1, 1], [1, 2], [1, 4], [1, 7]]);
    let slower = json!([[1, 1], [1, 2], [1, 3], [1, 5], [1, 7]]);
    let mut board = String::new();
    for n in 0..52 {
        let token = s.player(&format!("Racer {n}")).await;
        let (status, kept) = post_run(&s, &token, &run(best.clone(), false)).await;
        assert_eq!(status, StatusCode::CREATED, "{kept}");
        board = kept["board"].as_str().unwrap().to_owned();
    }
    let zed = s.player("Zed").await;
    let (_, kept) = post_run(&s, &zed, &run(slower, false)).await;
    assert_eq!(kept["rank"], 53);
    let helped = s.player("Helped").await;
    post_run(&s, &helped, &run(best.clone(), true)).await;
    let path = format!("/api/v1/boards/{board}");

    // Anyone: the top 50 of the clean runs, the counts, no place of their own.
    let (status, listed) = s.get(&path, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(listed["entries"].as_array().unwrap().len(), 50);
    assert_eq!(listed["entries"][0]["name"], "Racer 0");
    assert_eq!(
        (&listed["clean_count"], &listed["assisted_count"]),
        (&json!(53), &json!(1))
    );
    assert_eq!(listed["you"], Value::Null);
    // Zed, 53rd: not in the top 50, told his place.
    let (_, listed) = s.get(&path, Some(&zed)).await;
    assert_eq!(
        listed["you"],
        json!({"rank": 53, "moves": 4, "assisted": false})
    );
    // A player with an assisted run only: its place among the assisted runs.
    let (_, listed) = s.get(&path, Some(&helped)).await;
    assert_eq!(
        listed["you"],
        json!({"rank": 1, "moves": 3, "assisted": true})
    );
    // A player with no run here: no place; a token nobody has: 401.
    let nobody = s.player("Nobody").await;
    let (_, listed) = s.get(&path, Some(&nobody)).await;
    assert_eq!(listed["you"], Value::Null);
    let (status, body) = s.get(&path, Some("not-a-token")).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
}
