//! Tournaments: an arena of four bots paired game after game until its time is up (points with
//! the streak's doubles, no pair twice in a row while others wait, no game after the end, the
//! games under way counted), run by two instances and across a restart with one table; a Grand
//! Prix of three tracks and five entrants (points by place, shared places, a car that did not
//! finish, ties broken); the refusals (settings, creation limit, joining closed, full).

use std::collections::HashMap;

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::{self, DEC_1, Server};

const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";
const FIVE_LANES: &str =
    "##########\n#>......*#\n#>......*#\n#>......*#\n#>......*#\n#>......*#\n##########";

/// The accelerations that drive a lane of seven points to the finish in `moves` moves.
fn plan(moves: usize) -> Vec<[i32; 2]> {
    let mut accs = match moves {
        4 => vec![[0, 1], [0, 1], [0, 0], [0, 0]],
        5 => vec![[0, 1], [0, 1], [0, 0], [0, -1], [0, 0]],
        6 => vec![[0, 1], [0, 1], [0, -1], [0, 0], [0, 0], [0, 0]],
        7 | 8 => [[0, 1]].into_iter().chain([[0, 0]; 6]).collect(),
        _ => unreachable!("no plan of {moves} moves"),
    };
    if moves == 8 {
        // Standing still first.
        accs.insert(0, [0, 0]);
    }
    accs
}

/// A new bot called `name`: its token.
async fn bot(s: &Server, name: &str) -> String {
    let body = json!({"name": name, "bot": true}).to_string();
    let (status, made) = s.call("POST", "/api/v1/players", None, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    made["token"].as_str().unwrap().to_owned()
}

/// Plays game `id` to its end: each seat's player (by name, with their token) drives the plan
/// of `moves[name]` moves, or resigns at once (`None`).
async fn drive(
    s: &Server,
    id: &str,
    tokens: &HashMap<String, String>,
    moves: &HashMap<&str, Option<usize>>,
) {
    let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(view["state"], "running", "{view}");
    let cars: Vec<(i64, String)> = view["cars"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| {
            (
                c["seat"].as_i64().unwrap(),
                c["name"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    let mut plans = Vec::new();
    for (seat, name) in &cars {
        let token = &tokens[name];
        match moves[name.as_str()] {
            None => {
                let (status, body) = s
                    .call(
                        "POST",
                        &format!("/api/v1/games/{id}/resign"),
                        Some(token),
                        None,
                    )
                    .await;
                assert_eq!(status, StatusCode::OK, "{body}");
            }
            Some(n) => plans.push((*seat, token, plan(n))),
        }
    }
    let (_, now) = s.get(&format!("/api/v1/games/{id}"), None).await;
    if now["state"] == "over" {
        // The others resigned.
        plans.clear();
    }
    for (seat, token, _) in &plans {
        let body = json!({"round": 1, "start": [seat + 1, 1]});
        let (status, answer) = s
            .post(&format!("/api/v1/games/{id}/moves"), token, body)
            .await;
        assert_eq!(status, StatusCode::OK, "{answer}");
    }
    let longest = plans.iter().map(|(_, _, p)| p.len()).max().unwrap_or(0);
    for k in 0..longest {
        for (_, token, accs) in plans.iter().filter(|(_, _, p)| p.len() > k) {
            let body = json!({"round": k as i64 + 2, "acc": accs[k]});
            let (status, answer) = s
                .post(&format!("/api/v1/games/{id}/moves"), token, body)
                .await;
            assert_eq!(status, StatusCode::OK, "{answer}");
        }
    }
    let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
    assert_eq!(view["state"], "over", "{view}");
}

async fn tournament(s: &Server, id: &str, token: Option<&str>) -> Value {
    let (status, view) = s.get(&format!("/api/v1/tournaments/{id}"), token).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    view
}

/// The games of a view not over yet: each its id and players.
fn under_way(view: &Value) -> Vec<(String, Vec<String>)> {
    view["games"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|g| g["over"] == false)
        .map(|g| {
            let players = g["players"].as_array().unwrap();
            let names = players
                .iter()
                .map(|p| p.as_str().unwrap().to_owned())
                .collect();
            (g["id"].as_str().unwrap().to_owned(), names)
        })
        .collect()
}

/// Each player's points by the arena's scoring, computed here from their results in order:
/// win 2, draw 1, loss 0, and 4 for each win after two wins in a row.
fn arena_points(results: &[char]) -> i64 {
    let (mut points, mut run) = (0, 0);
    for r in results {
        match r {
            'W' => {
                run += 1;
                points += if run > 2 { 4 } else { 2 };
            }
            'D' => {
                run = 0;
                points += 1;
            }
            _ => run = 0,
        }
    }
    points
}

fn standing<'a>(view: &'a Value, name: &str) -> &'a Value {
    view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {view}"))
}

on_every_store!(
    an_arena_pairs_its_players_game_after_game_and_scores_streaks_until_its_end,
    arena_case
);

async fn arena_case(first: Server) {
    let names = ["Ant", "Bee", "Cat", "Dog"];
    let mut tokens = HashMap::new();
    for name in names {
        tokens.insert(name.to_owned(), bot(&first, name).await);
    }
    let maker = &tokens["Ant"];
    let start = DEC_1 + 60_000;
    let asked = json!({"kind": "arena", "name": "  Friday arena ", "starts_ms": start,
        "minutes": 10, "tracks": [TWO_LANES], "move_seconds": 30, "rated": true,
        "max_players": 4, "bots": true});
    let (status, made) = first.post("/api/v1/tournaments", maker, asked).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(
        (&made["name"], &made["state"], &made["kind"]),
        (&json!("Friday arena"), &json!("upcoming"), &json!("arena"))
    );
    assert_eq!(made["join_until_ms"], start + 8 * 60_000);
    assert_eq!(made["ends_ms"], start + 10 * 60_000);
    let id = made["id"].as_str().unwrap().to_owned();
    for name in names {
        let (status, joined) = first
            .call(
                "POST",
                &format!("/api/v1/tournaments/{id}/join"),
                Some(&tokens[name]),
                None,
            )
            .await;
        assert_eq!(status, StatusCode::OK, "{joined}");
        assert_eq!(joined["you"]["state"], "waiting");
    }
    // A fifth player finds every seat taken.
    let late = bot(&first, "Eel").await;
    let (status, full) = first
        .call(
            "POST",
            &format!("/api/v1/tournaments/{id}/join"),
            Some(&late),
            None,
        )
        .await;
    assert_eq!(
        (status, &full["error"]),
        (StatusCode::CONFLICT, &json!("tournament_full"))
    );
    // Two instances on one database (a server started again on it, beside the first).
    let second = first.reopen().await;
    let instances = [&first, &second];
    let advance = |ms: i64| {
        for s in instances {
            s.state.clock.advance(ms);
        }
    };
    advance(60_000);
    // Both run their tickers at the same moment: one of them pairs the four.
    tokio::join!(
        first.state.run_tournaments(),
        second.state.run_tournaments()
    );
    let view = tournament(&first, &id, Some(maker)).await;
    assert_eq!(view["state"], "running");
    assert_eq!(under_way(&view).len(), 2, "{view}");
    assert_eq!(view["you"]["state"], "playing");
    let game = view["you"]["game"].as_str().unwrap();
    let (_, game_view) = first.get(&format!("/api/v1/games/{game}"), None).await;
    assert_eq!(game_view["tournament"], id.as_str());
    assert_eq!(game_view["title"], "Friday arena · Track 1");
    let mut results: HashMap<String, Vec<char>> = HashMap::new();
    let mut last: HashMap<String, String> = HashMap::new();
    for wave in 0..5 {
        let s = instances[wave % 2];
        let view = tournament(s, &id, None).await;
        let games = under_way(&view);
        assert_eq!(games.len(), 2, "wave {wave}: {view}");
        for (_, players) in &games {
            let [a, b] = [&players[0], &players[1]];
            // Never the same opponent twice in a row while others wait.
            assert_ne!(last.get(a), Some(b), "wave {wave}: {a} met {b} again");
            last.insert(a.clone(), b.clone());
            last.insert(b.clone(), a.clone());
        }
        if wave == 4 {
            // The time is up while these two games are under way (made 5 s before it).
            advance(10_000);
        }
        // The table's leader wins their game (and so stays the leader); the other is a draw.
        let leader = view["standings"][0]["name"].as_str().unwrap().to_owned();
        for (game, players) in &games {
            let moves: HashMap<&str, Option<usize>> = if players.contains(&leader) {
                let other = players.iter().find(|p| **p != leader).unwrap();
                results.entry(leader.clone()).or_default().push('W');
                results.entry(other.clone()).or_default().push('L');
                [(leader.as_str(), Some(4)), (other.as_str(), None)].into()
            } else {
                for p in players {
                    results.entry(p.clone()).or_default().push('D');
                }
                [
                    (players[0].as_str(), Some(4)),
                    (players[1].as_str(), Some(4)),
                ]
                .into()
            };
            drive(s, game, &tokens, &moves).await;
        }
        if wave == 3 {
            let ends = start + 10 * 60_000;
            advance(ends - 5_000 - s.state.clock.now_ms());
        }
        s.state.run_tournaments().await;
        advance(1_000);
    }
    // The games under way at the end counted; none started after it.
    let view = tournament(&second, &id, None).await;
    assert_eq!(view["state"], "over", "{view}");
    assert_eq!(view["games"].as_array().unwrap().len(), 10);
    assert!(under_way(&view).is_empty());
    first.state.run_tournaments().await;
    assert_eq!(
        tournament(&first, &id, None).await["games"]
            .as_array()
            .unwrap()
            .len(),
        10
    );
    // Each player's points are the sum of their games' results with the streak's doubles.
    let mut leader_streak = false;
    for name in names {
        let row = standing(&view, name);
        let mine = &results[name];
        assert_eq!(
            row["points"],
            arena_points(mine),
            "{name}: {mine:?} in {view}"
        );
        assert_eq!(row["games"], mine.len() as i64);
        assert_eq!(
            row["wins"],
            mine.iter().filter(|&&r| r == 'W').count() as i64
        );
        let streak = mine.ends_with(&['W', 'W']);
        assert_eq!(row["streak"], streak, "{name}");
        assert_eq!(row["bot"], true);
        leader_streak |= mine.iter().filter(|&&r| r == 'W').count() >= 3;
    }
    assert!(
        leader_streak,
        "a streak of three wins was played: {results:?}"
    );
    let points: Vec<i64> = view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| r["points"].as_i64().unwrap())
        .collect();
    assert!(points.windows(2).all(|w| w[0] >= w[1]), "{points:?}");
    assert_eq!(view["standings"][0]["rank"], 1);
    // The same table after a restart.
    let restarted = second.reopen().await;
    assert_eq!(
        tournament(&restarted, &id, None).await["standings"],
        view["standings"]
    );
    let (_, over) = first.get("/api/v1/tournaments?state=over", None).await;
    assert_eq!(over["tournaments"][0]["id"], id.as_str(), "{over}");
    assert_eq!(over["tournaments"][0]["players"], 4);
    let (_, running) = first.get("/api/v1/tournaments?state=running", None).await;
    assert_eq!(running["tournaments"], json!([]));
    // Joining a tournament that is over is refused.
    let (status, closed) = first
        .call(
            "POST",
            &format!("/api/v1/tournaments/{id}/join"),
            Some(&late),
            None,
        )
        .await;
    assert_eq!(
        (status, &closed["error"]),
        (StatusCode::CONFLICT, &json!("joining_closed"))
    );
}

on_every_store!(
    a_grand_prix_races_its_tracks_in_turn_for_points_by_place,
    grand_prix_case
);

async fn grand_prix_case(s: Server) {
    let names = ["P1", "P2", "P3", "P4", "P5"];
    let mut tokens = HashMap::new();
    for name in names {
        tokens.insert(name.to_owned(), s.player(name).await);
    }
    let maker = tokens["P1"].clone();
    let start = DEC_1 + 3_600_000;
    let asked = json!({"kind": "grand_prix", "name": "Three tracks", "starts_ms": start,
        "tracks": [FIVE_LANES, FIVE_LANES, FIVE_LANES], "move_seconds": 60,
        "max_players": 5});
    let (status, made) = s.post("/api/v1/tournaments", &maker, asked.clone()).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    assert_eq!(made["tracks"], json!(["Track 1", "Track 2", "Track 3"]));
    let id = made["id"].as_str().unwrap().to_owned();
    for name in names {
        let path = format!("/api/v1/tournaments/{id}/join");
        let (status, body) = s.call("POST", &path, Some(&tokens[name]), None).await;
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    s.state.clock.advance(3_600_000);
    // Joining closes at a Grand Prix's start.
    let late = s.player("Late").await;
    let (status, closed) = s
        .call(
            "POST",
            &format!("/api/v1/tournaments/{id}/join"),
            Some(&late),
            None,
        )
        .await;
    assert_eq!(
        (status, &closed["error"]),
        (StatusCode::CONFLICT, &json!("joining_closed"))
    );
    // Each race: each player's moves to the finish (`None`: resigns, does not finish).
    let races: [[Option<usize>; 5]; 3] = [
        [Some(4), Some(4), Some(5), Some(6), None],
        [Some(6), Some(7), Some(5), None, Some(4)],
        [Some(6), Some(5), Some(4), Some(8), Some(7)],
    ];
    for (race, moves) in races.iter().enumerate() {
        s.state.run_tournaments().await;
        let view = tournament(&s, &id, None).await;
        let games = under_way(&view);
        assert_eq!(games.len(), 1, "race {race}: {view}");
        assert_eq!(games[0].1.len(), 5);
        assert_eq!(view["races"], race as i64 + 1);
        let moves: HashMap<&str, Option<usize>> = names.iter().copied().zip(*moves).collect();
        drive(&s, &games[0].0, &tokens, &moves).await;
        s.state.run_tournaments().await;
        let view = tournament(&s, &id, None).await;
        if race < 2 {
            // The next race a minute after the last car finished.
            let next = view["next_race_ms"].as_i64().expect("the next race's time");
            assert_eq!(next, view["now_ms"].as_i64().unwrap() + 60_000);
            s.state.run_tournaments().await;
            assert!(under_way(&tournament(&s, &id, None).await).is_empty());
            s.state.clock.advance(60_000);
        }
    }
    let view = tournament(&s, &id, Some(&maker)).await;
    assert_eq!(view["state"], "over", "{view}");
    // Race 1: P1 and P2 share first (25 each), P3 15, P4 12, P5 out (0); race 2: P5 25, P3 18,
    // P1 15, P2 12, P4 out; race 3: P3 25, P2 18, P1 15, P5 12, P4 10. P1 and P2 tie on 55 and
    // on wins; P2's second place puts them ahead.
    let table: Vec<(String, i64, i64)> = view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let name = r["name"].as_str().unwrap().to_owned();
            (
                name,
                r["rank"].as_i64().unwrap(),
                r["points"].as_i64().unwrap(),
            )
        })
        .collect();
    let expected = [
        ("P3", 1, 58),
        ("P2", 2, 55),
        ("P1", 3, 55),
        ("P5", 4, 37),
        ("P4", 5, 22),
    ];
    let expected: Vec<(String, i64, i64)> = expected
        .iter()
        .map(|(n, r, p)| (n.to_string(), *r, *p))
        .collect();
    assert_eq!(table, expected, "{view}");
    assert_eq!(standing(&view, "P1")["wins"], 1);
    assert_eq!(standing(&view, "P4")["games"], 3);
    let finished = &view["games"][2];
    assert_eq!(finished["race"], 0);
    assert_eq!(
        finished["places"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p.is_null())
            .count(),
        1
    );
    assert_eq!(view["you"]["state"], "waiting");
}

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
    let by_id = arena(json!(30), json!([published["id"], TWO_LANES]));
    let (status, view) = s.post("/api/v1/tournaments", &bob, by_id).await;
    assert_eq!(status, StatusCode::CREATED, "{view}");
    assert_eq!(view["tracks"], json!(["Two lanes", "Track 2"]));
    assert_eq!(view["creator"], "Bob");
    // A day later Ann may make one again.
    s.state.clock.advance(86_400_001);
    let later = json!({"kind": "arena", "name": "Next day", "starts_ms": DEC_1 + 86_400_000 + 60_000,
        "minutes": 30, "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 10});
    assert_eq!(
        s.post("/api/v1/tournaments", &ann, later).await.0,
        StatusCode::CREATED
    );
    let id = &made[0];
    // A tournament without bots refuses one; a stranger cannot pause or leave.
    let (status, refused) = s
        .call(
            "POST",
            &format!("/api/v1/tournaments/{id}/join"),
            Some(&bot_token),
            None,
        )
        .await;
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

on_every_store!(
    an_odd_player_out_is_the_one_free_the_shortest_time,
    odd_one_out_case
);

async fn odd_one_out_case(s: Server) {
    let names = ["Ant", "Bee", "Cat"];
    let mut tokens = HashMap::new();
    for name in names {
        tokens.insert(name.to_owned(), bot(&s, name).await);
    }
    let asked = json!({"kind": "arena", "name": "Three", "starts_ms": DEC_1 + 60_000,
        "minutes": 30, "tracks": [TWO_LANES], "move_seconds": 30, "max_players": 3,
        "bots": true});
    let (status, made) = s.post("/api/v1/tournaments", &tokens["Ant"], asked).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    for name in names {
        let path = format!("/api/v1/tournaments/{id}/join");
        assert_eq!(
            s.call("POST", &path, Some(&tokens[name]), None).await.0,
            StatusCode::OK
        );
        s.state.clock.advance(1_000);
    }
    s.state.clock.advance(60_000);
    s.state.run_tournaments().await;
    // Game after game, the one left waiting plays the next one.
    let mut waited = Vec::new();
    for round in 0..4 {
        let view = tournament(&s, &id, None).await;
        let games = under_way(&view);
        assert_eq!(games.len(), 1, "round {round}: {view}");
        let (game, players) = &games[0];
        let out = names
            .iter()
            .find(|n| !players.contains(&n.to_string()))
            .unwrap();
        if let Some(before) = waited.last() {
            assert!(
                players.contains(before),
                "{before} waited twice in a row: {view}"
            );
        }
        waited.push(out.to_string());
        let moves: HashMap<&str, Option<usize>> =
            [(players[0].as_str(), Some(4)), (players[1].as_str(), None)].into();
        drive(&s, game, &tokens, &moves).await;
        s.state.clock.advance(1_000);
        s.state.run_tournaments().await;
    }
}
