//! Tournaments: arenas ([`arena`]), Grand Prix series ([`grand_prix`]), what they refuse and the
//! operator's recurring arenas ([`refusals`]), their live stream ([`live`]); and the helpers
//! they share: bots, a game driven to its end by plan, a tournament's view.

use std::collections::HashMap;

use axum::http::StatusCode;
use serde_json::{Value, json};

use crate::common::Server;

mod arena;
mod grand_prix;
mod live;
mod refusals;

pub(crate) const TWO_LANES: &str = "##########\n#>......*#\n#>......*#\n##########";
pub(crate) const FIVE_LANES: &str =
    "##########\n#>......*#\n#>......*#\n#>......*#\n#>......*#\n#>......*#\n##########";

/// The accelerations that drive a lane of seven points to the finish in `moves` moves.
pub(crate) fn plan(moves: usize) -> Vec<[i32; 2]> {
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
pub(crate) async fn bot(s: &Server, name: &str) -> String {
    let body = json!({"name": name, "bot": true}).to_string();
    let (status, made) = s.call("POST", "/api/v1/players", None, Some(body)).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    made["token"].as_str().unwrap().to_owned()
}

/// Plays game `id` to its end: each seat's player (by name, with their token) drives the plan
/// of `moves[name]` moves, or resigns at once (`None`).
pub(crate) async fn drive(
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

/// The player of `token` joins tournament `id`: the status and the body.
pub(crate) async fn join(s: &Server, id: &str, token: &str) -> (StatusCode, Value) {
    let path = format!("/api/v1/tournaments/{id}/join");
    s.call("POST", &path, Some(token), None).await
}

pub(crate) async fn tournament(s: &Server, id: &str, token: Option<&str>) -> Value {
    let (status, view) = s.get(&format!("/api/v1/tournaments/{id}"), token).await;
    assert_eq!(status, StatusCode::OK, "{view}");
    view
}

/// The games of a view not over yet: each its id and players.
pub(crate) fn under_way(view: &Value) -> Vec<(String, Vec<String>)> {
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
pub(crate) fn arena_points(results: &[char]) -> i64 {
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

pub(crate) fn standing<'a>(view: &'a Value, name: &str) -> &'a Value {
    view["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|r| r["name"] == name)
        .unwrap_or_else(|| panic!("{name} in {view}"))
}
