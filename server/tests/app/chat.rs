//! The chat of an online game (text, a few lines at a time, who may write) and a flooding
//! player refused with 429s while another still plays, in process on every store.

use crate::common;

use crate::common::Server;
use crate::games::{play, started};
use axum::http::StatusCode;
use serde_json::{Value, json};

on_every_store!(
    players_chat_as_text_a_few_lines_at_a_time,
    players_chat_as_text_a_few_lines_at_a_time_on
);

async fn players_chat_as_text_a_few_lines_at_a_time_on(s: Server) {
    let (id, ann, _) = started(&s).await;
    let cy = s.player("Cy").await;
    let path = format!("/api/v1/games/{id}/chat");
    let (status, _) = s.post(&path, &cy, json!({"text": "hi"})).await;
    assert_eq!(status, StatusCode::FORBIDDEN);
    for bad in [
        "",
        "   ",
        "line\nbreak",
        "one\u{2028}line",
        "\u{200b}",
        "ok\u{202e}",
    ] {
        let (status, got) = s.post(&path, &ann, json!({"text": bad})).await;
        assert_eq!(
            (status, got["error"].as_str()),
            (StatusCode::UNPROCESSABLE_ENTITY, Some("bad_chat"))
        );
    }
    let (status, _) = s.post(&path, &ann, json!({"text": "x".repeat(201)})).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
    for _ in 0..5 {
        let (status, _) = s.post(&path, &ann, json!({"text": "<b>go</b>"})).await;
        assert_eq!(status, StatusCode::CREATED);
    }
    let response = s
        .app
        .clone()
        .oneshot_post(&path, &ann, json!({"text": "again"}))
        .await;
    assert_eq!(response.0, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(response.1.as_deref(), Some("30"));
    s.state.clock.advance(30_000);
    let (status, _) = s.post(&path, &ann, json!({"text": "again"})).await;
    assert_eq!(status, StatusCode::CREATED);
    let events = s.state.store.events_since(&id, 0, i64::MAX).await.unwrap();
    let chat: Value =
        serde_json::from_str(&events.iter().find(|e| e.1.contains("chat")).unwrap().1).unwrap();
    assert_eq!(
        chat["text"], "<b>go</b>",
        "kept verbatim, shown as text by clients"
    );
    assert_eq!(chat["name"], "Ann");
}

trait PostHeaders {
    async fn oneshot_post(
        self,
        path: &str,
        token: &str,
        body: Value,
    ) -> (StatusCode, Option<String>);
}

impl PostHeaders for axum::Router {
    async fn oneshot_post(
        self,
        path: &str,
        token: &str,
        body: Value,
    ) -> (StatusCode, Option<String>) {
        use tower::ServiceExt;
        let request = axum::http::Request::post(path)
            .header("authorization", format!("Bearer {token}"))
            .header("content-type", "application/json")
            .body(axum::body::Body::from(body.to_string()))
            .unwrap();
        let response = self.oneshot(request).await.unwrap();
        let retry = response
            .headers()
            .get("retry-after")
            .map(|v| v.to_str().unwrap().to_owned());
        (response.status(), retry)
    }
}

on_every_store!(
    a_flooding_player_gets_429s_while_another_still_plays,
    a_flooding_player_gets_429s_while_another_still_plays_on
);

async fn a_flooding_player_gets_429s_while_another_still_plays_on(s: Server) {
    let (id, ann, bob) = started(&s).await;
    let mut refused = 0;
    let mut retry = None;
    for _ in 0..200 {
        let (status, header) = s
            .app
            .clone()
            .oneshot_post(&format!("/api/v1/games/{id}/start"), &ann, json!({}))
            .await;
        if status == StatusCode::TOO_MANY_REQUESTS {
            refused += 1;
            retry = retry.or(header);
        }
    }
    assert!(refused > 100, "{refused} of 200 refused");
    assert!(retry.unwrap().parse::<u64>().unwrap() >= 1);
    let (status, _) = play(&s, &id, &bob, 1, json!({"start": [2, 1]})).await;
    assert_eq!(status, StatusCode::OK, "another player's move goes through");
}
