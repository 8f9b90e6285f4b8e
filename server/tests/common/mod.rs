//! An in-process server on a temporary SQLite file and a hand-set clock, and its requests.

#![allow(dead_code)]

use std::sync::Arc;

use axum::Router;
use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use racetrack_server::{AppState, app, clock::Clock, store::Store};
use serde_json::{Value, json};
use tower::ServiceExt;

/// 2026-12-01 00:00 UTC.
pub const DEC_1: i64 = 1_796_083_200_000;

pub const STRAIGHT: &str = "#########\n#>.....*#\n#########";

pub struct Server {
    pub app: Router,
    pub state: Arc<AppState>,
    pub dir: Arc<tempfile::TempDir>,
    pub url: String,
}

pub async fn server() -> Server {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("racetrack.db").display());
    let state = Arc::new(AppState::new(
        Store::open(&url).await.unwrap(),
        Clock::manual(DEC_1),
    ));
    Server {
        app: app(Arc::clone(&state), None),
        state,
        dir: Arc::new(dir),
        url,
    }
}

impl Server {
    /// Sends a request; returns the status and the JSON body (Null when it is not JSON).
    pub async fn call(
        &self,
        method: &str,
        path: &str,
        token: Option<&str>,
        body: Option<String>,
    ) -> (StatusCode, Value) {
        let mut request = Request::builder().method(method).uri(path);
        if let Some(token) = token {
            request = request.header("authorization", format!("Bearer {token}"));
        }
        let request = match body {
            Some(text) => request
                .header("content-type", "application/json")
                .body(Body::from(text)),
            None => request.body(Body::empty()),
        }
        .unwrap();
        let response = self.app.clone().oneshot(request).await.unwrap();
        let status = response.status();
        let bytes = response.into_body().collect().await.unwrap().to_bytes();
        (
            status,
            serde_json::from_slice(&bytes).unwrap_or(Value::Null),
        )
    }

    pub async fn player(&self, name: &str) -> String {
        let (status, body) = self
            .call(
                "POST",
                "/api/v1/players",
                None,
                Some(json!({"name": name}).to_string()),
            )
            .await;
        assert_eq!(status, StatusCode::CREATED, "{body}");
        body["token"].as_str().unwrap().to_owned()
    }

    /// A server started again on the same file (its clock where this one's is).
    pub async fn reopen(&self) -> Server {
        let state = Arc::new(AppState::new(
            Store::open(&self.url).await.unwrap(),
            Clock::manual(self.state.clock.now_ms()),
        ));
        Server {
            app: app(Arc::clone(&state), None),
            state,
            dir: Arc::clone(&self.dir),
            url: self.url.clone(),
        }
    }

    /// A request with a JSON body.
    pub async fn post(&self, path: &str, token: &str, body: Value) -> (StatusCode, Value) {
        self.call("POST", path, Some(token), Some(body.to_string()))
            .await
    }

    /// A GET, with a token when given.
    pub async fn get(&self, path: &str, token: Option<&str>) -> (StatusCode, Value) {
        self.call("GET", path, token, None).await
    }
}
