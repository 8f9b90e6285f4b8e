//! Racetrack's game server: the HTTP API (`api`) on a store (`store`, SQLite), and the static
//! site, on one port. Every rule is the engine's (the `racetrack` crate); tokio, axum and sqlx
//! stay in this crate.

pub mod api;
pub mod auth;
pub mod body;
pub mod clock;
pub mod error;
pub mod store;

use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{any, get, post};
use tower_http::services::ServeDir;

/// What every handler shares.
#[derive(Debug)]
pub struct AppState {
    /// The database.
    pub store: store::Store,
    /// The server's time.
    pub clock: clock::Clock,
    /// The daily challenge of the last date asked for, as answered. An async lock: it is held
    /// while a new date's track is made, so concurrent requests wait for that one making.
    pub daily: tokio::sync::Mutex<Option<(racetrack::date::Date, serde_json::Value)>>,
}

impl AppState {
    /// The state of a server on `store` with `clock`.
    pub fn new(store: store::Store, clock: clock::Clock) -> AppState {
        AppState {
            store,
            clock,
            daily: tokio::sync::Mutex::new(None),
        }
    }
}

/// The whole server: the API under `/api/v1`, and the site in `site` (with its precompressed
/// `.br` and `.gz` copies) everywhere else.
pub fn app(state: Arc<AppState>, site: Option<&Path>) -> Router {
    let api = Router::new()
        .route("/players", post(api::new_player))
        .route("/players/me", get(api::me))
        .route("/runs", post(api::new_run))
        .route("/boards/{board}", get(api::board))
        .route("/daily", get(api::daily))
        .fallback(any(api::unknown))
        .method_not_allowed_fallback(api::not_allowed)
        .layer(DefaultBodyLimit::max(body::MAX_BODY))
        .with_state(state);
    let router = Router::new()
        .nest("/api/v1", api)
        .route("/api", any(api::unknown))
        .route("/api/{*rest}", any(api::unknown))
        .route("/healthz", get(|| async { "ok" }));
    match site {
        Some(dir) => {
            router.fallback_service(ServeDir::new(dir).precompressed_br().precompressed_gzip())
        }
        None => router,
    }
}
