//! An in-process server on a temporary SQLite file and a hand-set clock, and its requests.

#![allow(dead_code)]

pub mod binary;
pub mod postgres;

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

/// A server on a temporary SQLite file.
pub async fn server() -> Server {
    server_with(|state| state).await
}

/// A server on a temporary SQLite file whose state `adjust` sets.
pub async fn server_with(adjust: fn(AppState) -> AppState) -> Server {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("racetrack.db").display());
    let state = Arc::new(adjust(AppState::new(
        Store::open(&url).await.unwrap(),
        Clock::manual(DEC_1),
    )));
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

    /// A new player called `name`, or `name 2`, `name 3`... when the name is taken (names are
    /// unique on a server): its token.
    pub async fn player(&self, name: &str) -> String {
        for n in 1.. {
            let tried = if n == 1 {
                name.to_owned()
            } else {
                format!("{name} {n}")
            };
            let (status, body) = self
                .call(
                    "POST",
                    "/api/v1/players",
                    None,
                    Some(json!({"name": tried}).to_string()),
                )
                .await;
            if status == StatusCode::CONFLICT && body["error"] == "name_taken" {
                continue;
            }
            assert_eq!(status, StatusCode::CREATED, "{body}");
            return body["token"].as_str().unwrap().to_owned();
        }
        unreachable!()
    }

    /// The id of the player whose token is `token`.
    pub async fn player_id(&self, token: &str) -> i64 {
        self.state
            .store
            .player_by_token(&racetrack_server::auth::hash(token))
            .await
            .unwrap()
            .expect("a player has this token")
            .id
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

/// The databases every store test runs on: a temporary SQLite file always, and a throwaway
/// PostgreSQL database (made for the test, dropped after it) when `DATABASE_URL` names a
/// PostgreSQL server.
pub async fn servers() -> Vec<Server> {
    servers_with(|state| state).await
}

/// The same, each server's state set by `adjust`.
pub async fn servers_with(adjust: fn(AppState) -> AppState) -> Vec<Server> {
    let mut all = vec![server_with(adjust).await];
    if let Some(url) = postgres_database().await {
        all.push(server_on_with(&url, adjust).await);
    }
    all
}

/// A server on the database at `url`.
pub async fn server_on(url: &str) -> Server {
    server_on_with(url, |state| state).await
}

/// A server on the database at `url` whose state `adjust` sets.
pub async fn server_on_with(url: &str, adjust: fn(AppState) -> AppState) -> Server {
    let state = Arc::new(adjust(AppState::new(
        Store::open(url).await.unwrap(),
        Clock::manual(DEC_1),
    )));
    Server {
        app: app(Arc::clone(&state), None),
        state,
        dir: Arc::new(tempfile::tempdir().unwrap()),
        url: url.to_owned(),
    }
}

/// A new empty database on the PostgreSQL server `DATABASE_URL` names, if it names one.
pub async fn postgres_database() -> Option<String> {
    use sqlx::Connection;
    let base = std::env::var("DATABASE_URL")
        .ok()
        .filter(|u| u.starts_with("postgres"))?;
    let mut admin = sqlx::PgConnection::connect(&base)
        .await
        .expect("DATABASE_URL answers");
    let mut bytes = [0u8; 8];
    getrandom::fill(&mut bytes).unwrap();
    let name = format!("racetrack_test_{:016x}", u64::from_le_bytes(bytes));
    sqlx::query(&format!("CREATE DATABASE {name}"))
        .execute(&mut admin)
        .await
        .unwrap();
    let (head, _) = base.rsplit_once('/').expect("a database in the URL");
    Some(format!("{head}/{name}"))
}

/// A new database on PostgreSQL for a test that needs it; `None`, the test skipped (`why`), without
/// `DATABASE_URL`, which CI always sets (there it fails).
pub async fn postgres_or_skip(test: &str, why: &str) -> Option<String> {
    let Some(url) = postgres_database().await else {
        assert!(
            std::env::var_os("CI").is_none(),
            "CI runs {test} on PostgreSQL: set DATABASE_URL"
        );
        skipped(test, why);
        return None;
    };
    Some(url)
}

/// Drops a database made by [`postgres_database`] (a SQLite file goes with its folder).
pub async fn drop_database(url: &str) {
    use sqlx::Connection;
    let (Ok(base), Some((_, name))) = (std::env::var("DATABASE_URL"), url.rsplit_once('/')) else {
        return;
    };
    if !url.starts_with("postgres") || !name.starts_with("racetrack_test_") {
        return;
    }
    if let Ok(mut admin) = sqlx::PgConnection::connect(&base).await {
        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .execute(&mut admin)
            .await;
    }
}

/// Says that a test did not run, and why, on the test process's own stderr (the harness does not
/// capture it, so a run without PostgreSQL shows what it left out).
pub fn skipped(test: &str, why: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "SKIPPED {test}: {why}");
}

/// A test run on every store of [`servers`]: `$case` is an `async fn(Server)`.
#[macro_export]
macro_rules! on_every_store {
    ($name:ident, $case:ident) => {
        #[tokio::test]
        async fn $name() {
            for s in common::servers().await {
                let url = s.url.clone();
                let backend = s.state.store.backend();
                eprintln!("{}: on {backend:?}", stringify!($name));
                $case(s).await;
                common::drop_database(&url).await;
            }
        }
    };
}
