//! PostgreSQL's group commit of the games' changes: the moves of many games that arrive together
//! are written in one statement and transaction, each still with its own version check, and a
//! change that fails fails alone.

use axum::http::StatusCode;
use futures_util::future::join_all;
use racetrack_server::store::{GameState, Step};
use serde_json::json;

use crate::common::{self, Server};
use crate::games::started;

/// A fresh PostgreSQL database's server; `None` (the test skipped) without `DATABASE_URL`,
/// which CI always sets.
async fn on_postgres(test: &str) -> Option<Server> {
    let why = "no DATABASE_URL: the group commit is PostgreSQL's";
    Some(common::server_on(&common::postgres_or_skip(test, why).await?).await)
}

/// `n` running 2-seat games: each (id, its two players' tokens).
async fn running_games(s: &Server, n: usize) -> Vec<(String, String, String)> {
    let mut games = Vec::new();
    for _ in 0..n {
        games.push(started(s).await);
    }
    games
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_moves_of_many_games_sent_together_share_transactions_and_each_is_saved() {
    let test = "the_moves_of_many_games_sent_together_share_transactions_and_each_is_saved";
    let Some(s) = on_postgres(test).await else {
        return;
    };
    let games = running_games(&s, 20).await;
    let (commits_before, steps_before) = s.state.store.step_commits();
    let moves = games.iter().flat_map(|(id, ann, bob)| {
        [(id, ann, [1, 1]), (id, bob, [2, 1])].map(|(id, token, start)| {
            let s = &s;
            async move {
                s.post(
                    &format!("/api/v1/games/{id}/moves"),
                    token,
                    json!({"round": 1, "start": start}),
                )
                .await
            }
        })
    });
    for (status, body) in join_all(moves).await {
        assert_eq!(status, StatusCode::OK, "{body}");
    }
    // Every game resolved its first round: both cars placed, round 2 open.
    for (id, ann, _) in &games {
        let (status, view) = s.get(&format!("/api/v1/games/{id}"), Some(ann)).await;
        assert_eq!(status, StatusCode::OK);
        assert_eq!(view["round"], 2, "{view}");
    }
    let (commits, steps) = s.state.store.step_commits();
    let (commits, steps) = (commits - commits_before, steps - steps_before);
    // 40 moves, some retried after the other car's move came first.
    assert!(steps >= 40, "{steps} changes written");
    assert!(
        commits < steps,
        "{steps} changes in {commits} transactions: none shared one"
    );
    let url = s.url.clone();
    drop(s);
    common::drop_database(&url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_change_that_fails_in_a_batch_fails_alone() {
    let Some(s) = on_postgres("a_change_that_fails_in_a_batch_fails_alone").await else {
        return;
    };
    let games = running_games(&s, 5).await;
    let store = &s.state.store;
    let mut changes = Vec::new();
    for (g, (id, _, _)) in games.iter().enumerate() {
        let seen = store.game_seq(id).await.unwrap().unwrap();
        let player = s.player_id(&games[g].1).await;
        let step = Step {
            // The middle game's change takes seat 0 again: the database refuses it.
            seat: (g == 2).then_some((0, player)),
            events: vec![(seen + 1, format!("{{\"note\":{g}}}"))],
            state: GameState::Running,
            round: 1,
            ..Step::default()
        };
        changes.push((id.clone(), step, seen));
    }
    let saves = changes
        .iter()
        .map(|(id, step, seen)| store.save_step(id, step, *seen, 1_000));
    let results = join_all(saves).await;
    for (g, ((id, _, seen), result)) in changes.iter().zip(&results).enumerate() {
        let now = store.game_seq(id).await.unwrap().unwrap();
        if g == 2 {
            assert!(result.is_err(), "the refused change: {result:?}");
            assert_eq!(now, *seen, "nothing of it written");
        } else {
            assert!(matches!(result, Ok(true)), "game {g}: {result:?}");
            assert_eq!(now, seen + 1);
            let events = store.events_since(id, *seen, 10).await.unwrap();
            assert_eq!(events, vec![(seen + 1, format!("{{\"note\":{g}}}"))]);
        }
    }
    let url = s.url.clone();
    drop(s);
    common::drop_database(&url).await;
}
