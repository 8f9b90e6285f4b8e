//! The API in process, on a temporary SQLite file and a hand-set clock: every endpoint and its
//! refusals, and a restart on the same file keeping what was accepted.

use crate::common;

use crate::common::{DEC_1, STRAIGHT, Server};
use axum::http::StatusCode;
use serde_json::json;

fn run(trajectory: &[[i32; 2]]) -> String {
    json!({"track": STRAIGHT, "rules": "strict", "trajectory": trajectory}).to_string()
}

on_every_store!(
    a_player_is_made_with_a_secret_token_and_known_by_it,
    a_player_is_made_with_a_secret_token_and_known_by_it_on
);

async fn a_player_is_made_with_a_secret_token_and_known_by_it_on(s: Server) {
    let (status, body) = s
        .call(
            "POST",
            "/api/v1/players",
            None,
            Some(r#"{"name": "  <b>Ann</b> "}"#.into()),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    assert_eq!(body["name"], "<b>Ann</b>", "kept verbatim, trimmed");
    let token = body["token"].as_str().unwrap();
    assert_eq!(token.len(), 64);
    let (status, me) = s.call("GET", "/api/v1/players/me", Some(token), None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(
        (me["id"].clone(), me["name"].clone()),
        (body["id"].clone(), body["name"].clone())
    );
    assert!(me.get("token").is_none());

    for (token, why) in [
        (None, "no token"),
        (Some("0".repeat(64)), "an unknown token"),
    ] {
        let (status, body) = s
            .call("GET", "/api/v1/players/me", token.as_deref(), None)
            .await;
        assert_eq!(status, StatusCode::UNAUTHORIZED, "{why}");
        assert_eq!(body["error"], "unauthorized");
    }
    for (text, status, code) in [
        (
            "{\"name\": \"\"}",
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_name",
        ),
        (
            &*format!("{{\"name\": \"{}\"}}", "x".repeat(25)),
            StatusCode::UNPROCESSABLE_ENTITY,
            "bad_name",
        ),
        ("{\"name\": 3}", StatusCode::BAD_REQUEST, "malformed"),
        ("{\"nom\": \"x\"}", StatusCode::BAD_REQUEST, "malformed"),
        ("not json", StatusCode::BAD_REQUEST, "malformed"),
    ] {
        let (got, body) = s
            .call("POST", "/api/v1/players", None, Some(text.into()))
            .await;
        assert_eq!(
            (got, body["error"].as_str()),
            (status, Some(code)),
            "{text}: {body}"
        );
        assert!(body["message"].as_str().is_some_and(|m| !m.is_empty()));
    }
    let huge = json!({"name": "x".repeat(70_000)}).to_string();
    let (status, body) = s.call("POST", "/api/v1/players", None, Some(huge)).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::PAYLOAD_TOO_LARGE, Some("too_large"))
    );
    let (status, body) = s.call("GET", "/api/v1/nowhere", None, None).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
}

on_every_store!(
    runs_are_replayed_by_the_engine_and_a_board_keeps_each_player_s_best,
    runs_are_replayed_by_the_engine_and_a_board_keeps_each_player_s_best_on
);

async fn runs_are_replayed_by_the_engine_and_a_board_keeps_each_player_s_best_on(s: Server) {
    let (ann, bob) = (s.player("Ann").await, s.player("Bob").await);
    let best = [[1, 1], [1, 2], [1, 4], [1, 7]];
    let (status, body) = s
        .call("POST", "/api/v1/runs", Some(&ann), Some(run(&best)))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(
        (body["moves"].as_i64(), body["rank"].as_i64()),
        (Some(3), Some(1))
    );
    let board = body["board"].as_str().unwrap().to_owned();
    assert_eq!(board.len(), 16, "the page's record key");
    s.state.clock.advance(1000);
    let longer = [[1, 1], [1, 2], [1, 3], [1, 5], [1, 7]];
    let (status, body) = s
        .call("POST", "/api/v1/runs", Some(&bob), Some(run(&longer)))
        .await;
    assert_eq!(status, StatusCode::CREATED, "{body}");
    assert_eq!(
        (body["moves"].as_i64(), body["rank"].as_i64()),
        (Some(4), Some(2))
    );
    // Ann's worse run does not replace her best.
    let (_, body) = s
        .call("POST", "/api/v1/runs", Some(&ann), Some(run(&longer)))
        .await;
    assert_eq!(body["rank"].as_i64(), Some(1));
    let (_, body) = s
        .call("POST", "/api/v1/runs", Some(&bob), Some(run(&best)))
        .await;
    assert_eq!(
        body["rank"].as_i64(),
        Some(2),
        "tied with Ann, who was first"
    );

    let (status, body) = s
        .call("GET", &format!("/api/v1/boards/{board}"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["rules"], "strict");
    assert_eq!(body["track"].as_str().unwrap().trim_end(), STRAIGHT);
    let entries: Vec<(String, i64)> = body["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| {
            (
                e["name"].as_str().unwrap().to_owned(),
                e["moves"].as_i64().unwrap(),
            )
        })
        .collect();
    assert_eq!(entries, [("Ann".to_owned(), 3), ("Bob".to_owned(), 3)]);

    for (body, code) in [
        (run(&[[1, 1], [1, 2], [1, 4]]), "unfinished_run"),
        (run(&[[1, 1], [1, 3]]), "illegal_run"),
        (run(&[[0, 0]]), "illegal_run"),
        (
            json!({"track": "#>x*#", "rules": "strict", "trajectory": []}).to_string(),
            "bad_track",
        ),
        (
            json!({"track": STRAIGHT, "rules": "fast", "trajectory": []}).to_string(),
            "bad_rules",
        ),
    ] {
        let (status, answer) = s
            .call("POST", "/api/v1/runs", Some(&ann), Some(body.clone()))
            .await;
        assert_eq!(
            (status, answer["error"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(code)),
            "{body}: {answer}"
        );
    }
    let (status, _) = s.call("POST", "/api/v1/runs", None, Some(run(&best))).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // The token is checked before the body is read.
    let (status, _) = s
        .call("POST", "/api/v1/runs", None, Some("not json".into()))
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    // A small body that pads out to a huge track is refused, not stored.
    let padded = format!("{}\n#>*{}", "\n".repeat(63), "#".repeat(16_000));
    let body = json!({"track": padded, "rules": "strict", "trajectory": [[64, 1], [64, 2]]});
    let (status, answer) = s
        .call("POST", "/api/v1/runs", Some(&ann), Some(body.to_string()))
        .await;
    assert_eq!(
        (status, answer["error"].as_str()),
        (StatusCode::UNPROCESSABLE_ENTITY, Some("track_too_large")),
        "{answer}"
    );
    // Refusals are JSON whatever goes wrong: a method an address does not take, a bad key.
    let (status, body) = s.call("GET", "/api/v1/runs", None, None).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::METHOD_NOT_ALLOWED, Some("method_not_allowed"))
    );
    let (status, body) = s.call("GET", "/api/v1/boards/%FF", None, None).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("malformed"))
    );
    let (status, body) = s
        .call("GET", "/api/v1/boards/0123456789abcdef", None, None)
        .await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );
}

on_every_store!(
    a_board_key_taken_by_another_track_keeps_its_own_and_equal_runs_in_one_ms_rank_by_player,
    board_key_case
);

async fn board_key_case(s: Server) {
    let (status, _) = s.call("GET", "/readyz", None, None).await;
    assert_eq!(status, StatusCode::OK, "the database answers");
    let (ann, bob) = (s.player("Ann").await, s.player("Bob").await);
    let same = [[1, 1], [1, 2], [1, 4], [1, 7]];
    let (_, a) = s
        .call("POST", "/api/v1/runs", Some(&ann), Some(run(&same)))
        .await;
    let (_, b) = s
        .call("POST", "/api/v1/runs", Some(&bob), Some(run(&same)))
        .await;
    assert_eq!(
        (a["rank"].as_i64(), b["rank"].as_i64()),
        (Some(1), Some(2)),
        "the same millisecond"
    );
    // A colliding key (forged here in the store): another track's run is refused, nothing kept.
    let board = a["board"].as_str().unwrap();
    let other = "#######\n#>...*#\n#######";
    let stored = s
        .state
        .store
        .add_run(&racetrack_server::store::RunRow {
            board: board.into(),
            track: other.into(),
            rules: "strict".into(),
            player: 1,
            moves: 2,
            at_ms: DEC_1,
            assisted: false,
        })
        .await
        .unwrap();
    assert_eq!(stored, None);
    let (_, body) = s
        .call("GET", &format!("/api/v1/boards/{board}"), None, None)
        .await;
    assert_eq!(body["track"].as_str().unwrap().trim_end(), STRAIGHT);
    assert_eq!(body["entries"].as_array().unwrap().len(), 2);
}

on_every_store!(
    the_daily_track_is_the_page_s_and_a_restart_keeps_everything,
    the_daily_track_is_the_page_s_and_a_restart_keeps_everything_on
);

async fn the_daily_track_is_the_page_s_and_a_restart_keeps_everything_on(s: Server) {
    let (status, body) = s.call("GET", "/api/v1/daily", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["date"], "2026-12-01");
    let page = racetrack::daily::track("2026-12-01".parse().unwrap()).unwrap();
    assert_eq!(body["track"], page.track.to_string());
    s.state.clock.advance(86_400_000);
    let (_, next) = s.call("GET", "/api/v1/daily", None, None).await;
    assert_eq!(next["date"], "2026-12-02");
    assert_ne!(next["track"], body["track"]);

    let token = s.player("Ann").await;
    let (_, sent) = s
        .call(
            "POST",
            "/api/v1/runs",
            Some(&token),
            Some(run(&[[1, 1], [1, 2], [1, 4], [1, 7]])),
        )
        .await;
    // The same file, opened again: the player and the board are there.
    let restarted = s.reopen().await;
    let (status, me) = restarted
        .call("GET", "/api/v1/players/me", Some(&token), None)
        .await;
    assert_eq!((status, me["name"].as_str()), (StatusCode::OK, Some("Ann")));
    let board = sent["board"].as_str().unwrap();
    let (status, body) = restarted
        .call("GET", &format!("/api/v1/boards/{board}"), None, None)
        .await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(body["entries"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn the_api_document_lists_every_operation_and_each_is_routed() {
    let s = common::server().await;
    let (status, document) = s.get("/api/v1/openapi.json", None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(document["openapi"], "3.1.0");
    assert_eq!(document["servers"][0]["url"], "/api/v1");
    let paths = document["paths"].as_object().unwrap();
    let mut operations = 0;
    for (path, methods) in paths {
        for method in methods.as_object().unwrap().keys() {
            operations += 1;
            let concrete = path
                .replace("{id}", "nosuchgame")
                .replace("{board}", "nosuchboard")
                .replace("{name}", "Nobody");
            let (status, body) = s
                .call(
                    &method.to_uppercase(),
                    &format!("/api/v1{concrete}"),
                    None,
                    None,
                )
                .await;
            assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
            let message = body["message"].as_str().unwrap_or("");
            assert!(
                !message.contains("no such API address"),
                "{method} {path} is in the document but not routed"
            );
            let doc = &methods[method];
            assert!(
                doc["responses"].as_object().is_some_and(|r| !r.is_empty()),
                "{path}"
            );
            // Every answer's body is a named schema of the API's types, none a bare object.
            for (code, response) in doc["responses"].as_object().unwrap() {
                let schema = &response["content"]["application/json"]["schema"];
                if !schema.is_null() {
                    assert!(
                        schema["$ref"].is_string(),
                        "{method} {path} {code}: {schema}"
                    );
                }
            }
        }
    }
    // Every endpoint of docs/api.md.
    assert_eq!(operations, 44, "{paths:?}");
    for name in [
        "NewGame",
        "NewMove",
        "NewPlayer",
        "NewRun",
        "NewChat",
        "JoinGame",
        "AddBot",
        "BotSkill",
        "ErrorBody",
        // The answers, typed by the API's crate.
        "NewTournament",
        "TournamentView",
        "TournamentList",
        "TournamentRow",
        "TournamentEvent",
        "PushMessage",
        "GameView",
        "CarView",
        "Standing",
        "GameSummary",
        "GameList",
        "MyGames",
        "ChatSent",
        "GameState",
        "RaceRecord",
        "BotTurn",
        "NewTrack",
        "TrackView",
        "TrackList",
        "TrackSummary",
        "NewVote",
        "NewReport",
    ] {
        assert!(
            document["components"]["schemas"][name].is_object(),
            "{name}"
        );
    }
}

on_every_store!(
    ids_that_no_game_can_have_are_404_before_any_query,
    impossible_ids_case
);

async fn impossible_ids_case(s: Server) {
    let ann = s.player("Ann").await;
    for id in [
        "%00",
        "abcdefghi%00",
        "ABCDEFGHJK",
        "abcdefghij0",
        "%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9",
        "abc%27%3B--",
    ] {
        for (method, path) in [
            ("GET", format!("/api/v1/games/{id}")),
            ("GET", format!("/api/v1/games/{id}/record")),
            ("GET", format!("/api/v1/games/{id}/live")),
            ("POST", format!("/api/v1/games/{id}/start")),
        ] {
            let (status, body) = s.call(method, &path, Some(&ann), None).await;
            assert_eq!(status, StatusCode::NOT_FOUND, "{method} {path}: {body}");
            assert_eq!(body["error"], "not_found", "{method} {path}");
        }
    }
}

on_every_store!(
    names_are_normalised_and_invisible_characters_refused,
    names_case
);

async fn names_case(s: Server) {
    for bad in [
        "Ann\u{200b}",
        "\u{202e}gnp.exe",
        "\u{200b}\u{200b}",
        "A\u{2028}B",
        "  ",
    ] {
        let (status, body) = s
            .call(
                "POST",
                "/api/v1/players",
                None,
                Some(json!({"name": bad}).to_string()),
            )
            .await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}: {body}");
        assert_eq!(body["error"], "bad_name", "{bad:?}");
    }
    // A decomposed "é" is stored composed: the same name as the composed one.
    let token = s.player("Ame\u{301}lie").await;
    let (status, me) = s.get("/api/v1/players/me", Some(&token)).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(me["name"], "Amélie");
}

on_every_store!(
    names_are_unique_whatever_their_case_or_look_alike_forms,
    unique_names_case
);

async fn unique_names_case(s: Server) {
    let make = |name: &str| {
        let body = json!({"name": name}).to_string();
        let s = &s;
        async move { s.call("POST", "/api/v1/players", None, Some(body)).await }
    };
    let (status, _) = make("Ann Lee").await;
    assert_eq!(status, StatusCode::CREATED);
    // The last two with a Cyrillic А, then a Greek Α (UTS #39's confusable skeleton).
    for same in [
        "ann lee",
        "ANN  LEE",
        "\u{ff21}nn Lee",
        " Ann Lee ",
        "\u{410}nn Lee",
        "\u{391}nn lee",
    ] {
        let (status, body) = make(same).await;
        assert_eq!(status, StatusCode::CONFLICT, "{same:?}: {body}");
        assert_eq!(body["error"], "name_taken");
        assert!(
            body["message"]
                .as_str()
                .unwrap()
                .contains("choose another name")
        );
    }
    assert_eq!(make("Ann Leé").await.0, StatusCode::CREATED);
    // Players made before names were compared: the first of look-alikes gets the name's key at
    // the next start; a newcomer may not take it.
    let pool = sqlx::AnyPool::connect(&s.url).await.unwrap();
    for (name, hash) in [("Bob", "h1"), ("BOB", "h2")] {
        sqlx::query(
            "INSERT INTO players (name, token_hash, bot, created_ms) VALUES ($1, $2, 0, 0)",
        )
        .bind(name)
        .bind(hash)
        .execute(&pool)
        .await
        .unwrap();
    }
    pool.close().await;
    let again = s.reopen().await;
    let (status, _) = again
        .call(
            "POST",
            "/api/v1/players",
            None,
            Some(json!({"name": "bob"}).to_string()),
        )
        .await;
    assert_eq!(status, StatusCode::CONFLICT);
}

on_every_store!(
    every_path_parameter_is_checked_before_any_query,
    path_parameters_case
);

/// A NUL in a text parameter is an error of PostgreSQL's (503 before the keys were checked):
/// every path parameter is checked first and answers 404 when no such thing can exist.
async fn path_parameters_case(s: Server) {
    for path in [
        "/api/v1/boards/%00",
        "/api/v1/boards/%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00",
        "/api/v1/boards/0123456789ABCDEF",
        "/api/v1/boards/not-a-board",
        "/api/v1/players/%00",
        "/api/v1/players/Ann%00",
        "/api/v1/players/%E2%80%AEnnA",
        "/api/v1/games/%00",
        "/api/v1/games/%00/record",
    ] {
        let (status, body) = s.call("GET", path, None, None).await;
        assert_eq!(
            (status, body["error"].as_str()),
            (StatusCode::NOT_FOUND, Some("not_found")),
            "{path}: {body}"
        );
    }
}
