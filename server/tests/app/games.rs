//! Online games in process, on a temporary SQLite file and a hand-set clock: a whole game by
//! two players, every refusal, a deadline resolving a round, a restart mid-game, the record,
//! the lobby and your games, and the live stream over a real socket.

use crate::common;

use crate::common::Server;
use axum::http::StatusCode;
use racetrack::race::record;
use serde_json::{Value, json};

/// Two start points, a finish four moves away: (col 1) +1 -> 2, +1 -> 4, 0 -> 6, 0 -> 8.
pub(crate) const TWO_LANES: &str = "\
##########
#>......*#
#>......*#
##########";

pub(crate) fn new_game(seats: i64, public: bool) -> Value {
    json!({"track": TWO_LANES, "rules": "strict", "seats": seats, "move_seconds": 60,
           "crash_penalty": 2, "public": public})
}

/// Ann makes a 2-seat game, Bob joins it by invite (so it starts): (game id, Ann, Bob).
pub(crate) async fn started(s: &Server) -> (String, String, String) {
    started_by(s, "Ann", "Bob").await
}

/// [`started`] by players of these names (or the next free ones).
pub(crate) async fn started_by(s: &Server, first: &str, second: &str) -> (String, String, String) {
    let ann = s.player(first).await;
    let bob = s.player(second).await;
    let (status, game) = s.post("/api/v1/games", &ann, new_game(2, false)).await;
    assert_eq!(status, StatusCode::CREATED, "{game}");
    let id = game["id"].as_str().unwrap().to_owned();
    let invite = game["invite"].as_str().unwrap();
    let (status, joined) = s
        .post(
            &format!("/api/v1/games/{id}/join"),
            &bob,
            json!({"invite": invite}),
        )
        .await;
    assert_eq!(status, StatusCode::OK, "{joined}");
    assert_eq!(joined["seat"], 1);
    assert_eq!(joined["state"], "running", "a full game starts by itself");
    (id, ann, bob)
}

pub(crate) async fn play(
    s: &Server,
    id: &str,
    token: &str,
    round: i64,
    what: Value,
) -> (StatusCode, Value) {
    let mut body = what;
    body["round"] = json!(round);
    s.post(&format!("/api/v1/games/{id}/moves"), token, body)
        .await
}

on_every_store!(
    two_players_race_to_the_standings_and_the_record_replays,
    two_players_race_to_the_standings_and_the_record_replays_on
);

async fn two_players_race_to_the_standings_and_the_record_replays_on(s: Server) {
    let (id, ann, bob) = started(&s).await;
    let path = format!("/api/v1/games/{id}");
    let (_, view) = s.get(&path, None).await;
    assert_eq!(view["round"], 1);
    assert!(
        view.get("race_round").is_none(),
        "every car moves every round"
    );
    assert_eq!(view["deadline_ms"], common::DEC_1 + 60_000);
    assert!(view.get("invite").is_none(), "a spectator sees no invite");
    assert_eq!(view["you"], Value::Null);
    let (_, record) = s.get(&format!("{path}/record"), None).await;
    assert_eq!(record["error"], "not_over");

    let (status, _) = play(&s, &id, &ann, 1, json!({"start": [1, 1]})).await;
    assert_eq!(status, StatusCode::OK);
    // Bob sees that Ann has chosen, not what.
    let (_, view) = s.get(&path, Some(&bob)).await;
    assert_eq!(view["cars"][0]["chosen"], true);
    assert_eq!(view["cars"][0]["position"], Value::Null);
    assert_eq!(view["you"], 1);
    assert!(view["invite"].is_string());
    let (status, view) = play(&s, &id, &bob, 1, json!({"start": [2, 1]})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(view["round"], 2);
    assert_eq!(view["cars"][0]["position"], json!([1, 1]));
    assert_eq!(view["cars"][1]["position"], json!([2, 1]));

    for (round, acc) in [(2, [0, 1]), (3, [0, 1]), (4, [0, 0]), (5, [0, 0])] {
        for token in [&bob, &ann] {
            let (status, body) = play(&s, &id, token, round, json!({"acc": acc})).await;
            assert_eq!(status, StatusCode::OK, "round {round}: {body}");
        }
    }
    let (_, view) = s.get(&path, None).await;
    assert_eq!(view["state"], "over");
    assert_eq!(view["cars"][0]["state"], "finished");
    assert_eq!(
        view["cars"][0]["trajectory"],
        json!([[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]])
    );
    let standings = view["standings"].as_array().unwrap();
    assert_eq!(standings.len(), 2);
    assert!(standings.iter().all(|s| s["place"] == 1 && s["moves"] == 4));

    // A finished game nobody uses is forgotten in memory and served again from the store.
    s.state.games.forget_idle();
    let (status, body) = s.get(&format!("{path}/record"), None).await;
    assert_eq!(status, StatusCode::OK);
    let record = record::parse(&body.to_string()).unwrap();
    assert!(record.seed < 1 << 53, "a seed JavaScript reads exactly");
    record::check(&record).unwrap();
    assert_eq!(record.rounds.len(), 5);
    assert_eq!(record.cars[1].name, "Bob");
    // People are people in the record (the replay names them as they are).
    assert!(
        record.cars.iter().all(|c| c.bot == "human"),
        "{:?}",
        record.cars
    );
    let (status, body) = play(&s, &id, &ann, 6, json!({"acc": [0, 0]})).await;
    assert_eq!(
        (status, body["error"].as_str()),
        (StatusCode::CONFLICT, Some("not_running"))
    );
}

on_every_store!(
    moves_and_games_that_break_the_rules_are_refused_and_change_nothing,
    moves_and_games_that_break_the_rules_are_refused_and_change_nothing_on
);

async fn moves_and_games_that_break_the_rules_are_refused_and_change_nothing_on(s: Server) {
    let ann = s.player("Ann").await;
    for (body, code) in [
        (
            json!({"track": ">.*", "seats": 2, "move_seconds": 60}),
            "too_few_starts",
        ),
        (
            json!({"track": TWO_LANES, "seats": 9, "move_seconds": 60}),
            "bad_seats",
        ),
        (
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 1}),
            "bad_move_time",
        ),
        (
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 1_209_601}),
            "bad_move_time",
        ),
        (
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "crash_penalty": 11}),
            "bad_penalty",
        ),
        (
            json!({"track": "", "seats": 2, "move_seconds": 60}),
            "bad_track",
        ),
        (
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "rules": "loose"}),
            "bad_rules",
        ),
    ] {
        let (status, got) = s.post("/api/v1/games", &ann, body.clone()).await;
        assert_eq!(
            (status, got["error"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some(code)),
            "{body}"
        );
    }
    let (status, got) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": "two"}),
        )
        .await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("malformed"))
    );

    // An open game: no moves, no joining without the invite, no start alone.
    let (_, game) = s.post("/api/v1/games", &ann, new_game(2, false)).await;
    let id = game["id"].as_str().unwrap();
    let cy = s.player("Cy").await;
    let (status, got) = s
        .post(&format!("/api/v1/games/{id}/join"), &cy, json!({}))
        .await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::FORBIDDEN, Some("bad_invite"))
    );
    let (status, got) = s
        .post(&format!("/api/v1/games/{id}/start"), &ann, json!({}))
        .await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::CONFLICT, Some("too_few_players"))
    );
    let (status, got) = play(&s, id, &ann, 1, json!({"start": [1, 1]})).await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::CONFLICT, Some("not_running"))
    );
    let (status, got) = s.get("/api/v1/games/nosuchgame", None).await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::NOT_FOUND, Some("not_found"))
    );

    let (id, ann, bob) = started(&s).await;
    let refusals = [
        (
            &cy,
            1,
            json!({"start": [1, 1]}),
            StatusCode::FORBIDDEN,
            "not_a_player",
        ),
        (
            &ann,
            2,
            json!({"start": [1, 1]}),
            StatusCode::CONFLICT,
            "wrong_round",
        ),
        (
            &ann,
            1,
            json!({"start": [1, 4]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "illegal_move",
        ),
        (
            &ann,
            1,
            json!({"acc": [0, 1]}),
            StatusCode::UNPROCESSABLE_ENTITY,
            "illegal_move",
        ),
    ];
    for (token, round, what, status, code) in refusals {
        let (got, body) = play(&s, &id, token, round, what.clone()).await;
        assert_eq!(
            (got, body["error"].as_str()),
            (status, Some(code)),
            "{what}: {body}"
        );
    }
    let (_, body) = play(&s, &id, &ann, 1, json!({"start": [1, 4]})).await;
    assert_eq!(body["message"], "(1, 4) is not a legal move for car 1.");
    for bad in [r#"{"round": "1"}"#, "[]", r#"{"round": 1, "to": [1, 1]}"#] {
        let (status, _) = s
            .call(
                "POST",
                &format!("/api/v1/games/{id}/moves"),
                Some(&ann),
                Some(bad.into()),
            )
            .await;
        assert_eq!(status, StatusCode::BAD_REQUEST, "{bad}");
    }
    let (status, _) = s
        .call(
            "POST",
            &format!("/api/v1/games/{id}/moves"),
            None,
            Some("{}".into()),
        )
        .await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
    let huge = format!(
        r#"{{"round": 1, "start": [1, 1], "pad": "{}"}}"#,
        "x".repeat(70_000)
    );
    let (status, _) = s
        .call(
            "POST",
            &format!("/api/v1/games/{id}/moves"),
            Some(&ann),
            Some(huge),
        )
        .await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE);

    let (status, _) = play(&s, &id, &ann, 1, json!({"start": [1, 1]})).await;
    assert_eq!(status, StatusCode::OK);
    let (status, got) = play(&s, &id, &ann, 1, json!({"start": [2, 1]})).await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::CONFLICT, Some("already_chosen"))
    );
    // Bob may not take the start point Ann chose: it is free until the round resolves, and the
    // engine's order decides; but a point off the start line is refused.
    let (status, _) = play(&s, &id, &bob, 1, json!({"start": [2, 1]})).await;
    assert_eq!(status, StatusCode::OK);
    let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(view["round"], 2);
    assert_eq!(view["cars"][0]["moves"], 0);
}

on_every_store!(
    a_deadline_resolves_the_round_and_a_restart_resumes_the_game_and_its_clock,
    a_deadline_resolves_the_round_and_a_restart_resumes_the_game_and_its_clock_on
);

async fn a_deadline_resolves_the_round_and_a_restart_resumes_the_game_and_its_clock_on(s: Server) {
    let (id, ann, bob) = started(&s).await;
    play(&s, &id, &ann, 1, json!({"start": [1, 1]})).await;
    play(&s, &id, &bob, 1, json!({"start": [2, 1]})).await;
    play(&s, &id, &ann, 2, json!({"acc": [0, 1]})).await;
    // Bob does not move: at the deadline his car keeps its velocity (0) and stands.
    assert_eq!(
        s.state
            .games
            .resolve_due(&s.state.store, || common::DEC_1 + 59_999)
            .await
            .unwrap(),
        0
    );
    s.state.clock.advance(60_000);
    // A move that comes after the deadline, before the round is resolved, is too late.
    let (status, got) = play(&s, &id, &bob, 2, json!({"acc": [0, 1]})).await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::CONFLICT, Some("round_over"))
    );

    assert_eq!(
        s.state
            .games
            .resolve_due(&s.state.store, || s.state.clock.now_ms())
            .await
            .unwrap(),
        1
    );
    let path = format!("/api/v1/games/{id}");
    let (_, view) = s.get(&path, None).await;
    assert_eq!(view["round"], 3);
    assert_eq!(view["cars"][0]["position"], json!([1, 2]));
    assert_eq!(view["cars"][1]["position"], json!([2, 1]));
    assert_eq!(view["cars"][1]["moves"], 1);
    assert_eq!(view["deadline_ms"], common::DEC_1 + 120_000);
    play(&s, &id, &ann, 3, json!({"acc": [0, 1]})).await;

    // A restart on the same file: the same state, Ann's move of round 3 kept, the same deadline.
    let again = s.reopen().await;
    let (_, resumed) = again.get(&path, Some(&ann)).await;
    assert_eq!(resumed["cars"], s.get(&path, Some(&ann)).await.1["cars"]);
    assert_eq!(resumed["cars"][0]["chosen"], true);
    assert_eq!(resumed["deadline_ms"], common::DEC_1 + 120_000);
    let (status, got) = play(&again, &id, &ann, 3, json!({"acc": [0, 0]})).await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::CONFLICT, Some("already_chosen"))
    );
    let (status, view) = play(&again, &id, &bob, 3, json!({"acc": [0, 1]})).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(view["round"], 4);
    assert_eq!(view["cars"][0]["position"], json!([1, 4]));
    assert_eq!(view["cars"][1]["position"], json!([2, 2]));
}

on_every_store!(
    the_lobby_lists_public_games_and_your_games_say_where_it_is_your_turn,
    the_lobby_lists_public_games_and_your_games_say_where_it_is_your_turn_on
);

async fn the_lobby_lists_public_games_and_your_games_say_where_it_is_your_turn_on(s: Server) {
    let ann = s.player("Ann").await;
    let (_, open) = s.post("/api/v1/games", &ann, new_game(2, true)).await;
    s.post("/api/v1/games", &ann, new_game(2, false)).await;
    let (_, lobby) = s.get("/api/v1/games?state=open", None).await;
    let listed = lobby["games"].as_array().unwrap();
    assert_eq!(listed.len(), 1, "only the public game");
    assert_eq!(listed[0]["id"], open["id"]);
    assert_eq!(listed[0]["players"], json!(["Ann"]));
    let (status, _) = s.get("/api/v1/games?state=lost", None).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);

    // Bob joins the public game without an invite: it starts, both have to choose.
    let bob = s.player("Bob").await;
    let id = open["id"].as_str().unwrap();
    let (status, _) = s
        .call(
            "POST",
            &format!("/api/v1/games/{id}/join"),
            Some(&bob),
            None,
        )
        .await;
    assert_eq!(status, StatusCode::OK);
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(mine["games"].as_array().unwrap().len(), 2);
    assert_eq!(mine["your_turn"], 1);
    play(&s, id, &ann, 1, json!({"start": [1, 1]})).await;
    let (_, mine) = s.get("/api/v1/players/me/games", Some(&ann)).await;
    assert_eq!(mine["your_turn"], 0);
    let (_, theirs) = s.get("/api/v1/players/me/games", Some(&bob)).await;
    assert_eq!(theirs["your_turn"], 1);
    let (status, _) = s.get("/api/v1/players/me/games", None).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED);
}

on_every_store!(
    the_live_stream_sends_every_event_in_order_and_resumes_after_a_number,
    live_stream_case
);

async fn live_stream_case(s: Server) {
    use futures_util::{SinkExt, StreamExt};
    use tokio_tungstenite::tungstenite::Message;

    let (id, ann, bob) = started(&s).await;
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let app = s.app.clone();
    tokio::spawn(async move { axum::serve(listener, app).await.unwrap() });
    let url = format!("ws://{addr}/api/v1/games/{id}/live");
    let (mut socket, _) = tokio_tungstenite::connect_async(format!("{url}?since=0"))
        .await
        .unwrap();
    async fn next(
        socket: &mut (
                 impl StreamExt<Item = Result<Message, tokio_tungstenite::tungstenite::Error>> + Unpin
             ),
    ) -> Value {
        loop {
            match socket.next().await.unwrap().unwrap() {
                Message::Text(text) => {
                    // Every event is one of the contract's, of a kind it knows.
                    let typed: racetrack_api::LiveEvent = serde_json::from_str(&text).unwrap();
                    assert!(
                        !matches!(typed.what, racetrack_api::Happened::Other { .. }),
                        "{text}"
                    );
                    return serde_json::from_str(&text).unwrap();
                }
                _ => continue,
            }
        }
    }
    // What happened before: Ann joined, Bob joined, the start, round 1's turn.
    let kinds: Vec<Value> = [
        next(&mut socket).await,
        next(&mut socket).await,
        next(&mut socket).await,
        next(&mut socket).await,
    ]
    .iter()
    .map(|e| json!([e["seq"], e["kind"]]))
    .collect();
    assert_eq!(
        kinds,
        vec![
            json!([1, "joined"]),
            json!([2, "joined"]),
            json!([3, "started"]),
            json!([4, "turn"])
        ]
    );
    play(&s, &id, &ann, 1, json!({"start": [1, 1]})).await;
    let chosen = next(&mut socket).await;
    assert_eq!(
        (
            chosen["seq"].clone(),
            chosen["kind"].clone(),
            chosen["car"].clone()
        ),
        (json!(5), json!("chosen"), json!(0))
    );
    assert!(
        chosen.get("at").is_none() && chosen.get("start").is_none(),
        "never what was chosen"
    );
    play(&s, &id, &bob, 1, json!({"start": [2, 1]})).await;
    let mut seen = Vec::new();
    loop {
        let e = next(&mut socket).await;
        seen.push(e["kind"].as_str().unwrap().to_owned());
        if e["kind"] == "turn" {
            assert_eq!(e["round"], 2);
            assert!(
                e.get("race_round").is_none(),
                "every car moves every round: {e}"
            );
            assert_eq!(e["seq"], 10);
            break;
        }
    }
    assert_eq!(seen, ["chosen", "round", "placed", "placed", "turn"]);
    socket.send(Message::Close(None)).await.unwrap();

    // A client that saw up to 7 gets 8 on.
    let (mut again, _) = tokio_tungstenite::connect_async(format!("{url}?since=7"))
        .await
        .unwrap();
    assert_eq!(next(&mut again).await["seq"], 8);
    // A message over 64 KiB closes the stream.
    again
        .send(Message::Text("x".repeat(70 * 1024).into()))
        .await
        .unwrap();
    assert!(
        crate::instances::closes(&mut again).await,
        "the stream closes"
    );
    let (status, _) = s.get("/api/v1/games/nosuch/live", None).await;
    assert_eq!(status, StatusCode::NOT_FOUND);
    let (status, got) = s.get(&format!("/api/v1/games/{id}/live"), None).await;
    assert_eq!(
        (status, got["error"].as_str()),
        (StatusCode::BAD_REQUEST, Some("malformed"))
    );
}
