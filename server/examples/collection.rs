//! The track collection's answer times with many published tracks: `cargo run --release -p
//! racetrack-server --example collection -- [--tracks 1000] [--asks 200] [--db URL]` publishes
//! that many tracks (random tracks of the engine's generator, each through the store as
//! `POST /api/v1/tracks` keeps it, 30 players, votes on a third of them), then asks the list
//! (each order), a search, a filtered list and a track's page through the server's router in
//! process, and prints each request's median and 99th percentile in milliseconds. Without
//! `--db` the store is a SQLite file in a temporary folder; a `postgres://` URL must name an
//! empty database.

use std::sync::Arc;
use std::time::Instant;

use axum::body::Body;
use axum::http::{Request, StatusCode};
use http_body_util::BodyExt;
use racetrack::top_runs::TrackKey;
use racetrack_server::clock::Clock;
use racetrack_server::store::{NewTrackRow, Store};
use racetrack_server::{AppState, app};
use tower::ServiceExt;

/// A flag's value, or `default`.
fn flag(name: &str, default: &str) -> String {
    let args: Vec<String> = std::env::args().collect();
    args.iter()
        .position(|a| a == name)
        .and_then(|i| args.get(i + 1).cloned())
        .unwrap_or_else(|| default.to_owned())
}

const WORDS: [&str; 12] = [
    "Grand", "Prix", "Côte", "Monza", "Hairpin", "Spa", "Loop", "Bend", "Sprint", "Canyon",
    "Harbour", "Ridge",
];

#[tokio::main]
async fn main() {
    let tracks: usize = flag("--tracks", "1000").parse().expect("--tracks N");
    let asks: usize = flag("--asks", "200").parse().expect("--asks N");
    let dir = tempfile::tempdir().unwrap();
    let default = format!("sqlite://{}", dir.path().join("collection.db").display());
    let url = flag("--db", &default);
    let store = Store::open(&url).await.expect("the database opens");
    let state = Arc::new(AppState::new(store, Clock::synced()));
    let router = app(Arc::clone(&state), None);
    let call = |method: &'static str, path: String, token: Option<String>, body: Option<String>| {
        let router = router.clone();
        async move {
            let mut request = Request::builder().method(method).uri(path);
            if let Some(token) = token {
                request = request.header("authorization", format!("Bearer {token}"));
            }
            if body.is_some() {
                request = request.header("content-type", "application/json");
            }
            let request = request
                .body(body.map_or_else(Body::empty, Body::from))
                .unwrap();
            let response = router.oneshot(request).await.unwrap();
            let status = response.status();
            let bytes = response.into_body().collect().await.unwrap().to_bytes();
            let value: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_default();
            (status, value)
        }
    };
    // Players.
    let mut players = Vec::new();
    for n in 0..30 {
        let body = serde_json::json!({"name": format!("Author {n}")}).to_string();
        let (status, made) = call("POST", "/api/v1/players".into(), None, Some(body)).await;
        assert_eq!(status, StatusCode::CREATED, "{made}");
        players.push((
            made["id"].as_i64().unwrap(),
            made["token"].as_str().unwrap().to_owned(),
        ));
    }
    // Tracks, as publishing keeps them (the solver's optimum and the picture made here too).
    let began = Instant::now();
    let mut ids = Vec::new();
    let mut seed = 1u64;
    while ids.len() < tracks {
        seed += 1;
        // Sizes from small to large, as players draw them.
        let (rows, cols) = (12 + (seed % 5) as usize * 6, 24 + (seed % 7) as usize * 8);
        let Ok(generated) = racetrack::generate::generate(seed, rows, cols) else {
            continue;
        };
        let (track, moves) = (generated.track, generated.optimum);
        let n = ids.len();
        let png = racetrack::image::encode_png(&racetrack::image::thumbnail(&track, 512));
        let row = NewTrackRow {
            id: format!("t{n:09}"),
            author: players[n % players.len()].0,
            name: format!("{} {} {n}", WORDS[n % 12], WORDS[(n / 12) % 12]),
            description: String::new(),
            track: track.to_string(),
            rules: "strict".into(),
            board: TrackKey::of(&track, racetrack::Rules::Strict).to_string(),
            rows: track.rows() as i64,
            cols: track.cols() as i64,
            starts: track.starts().len() as i64,
            checkpoints: 0,
            optimum: moves as i64,
            created_ms: 1_796_083_200_000 + n as i64,
            png,
        };
        if state.store.publish_track(&row).await.unwrap().is_ok() {
            ids.push(row.id);
        }
    }
    let made = began.elapsed();
    for (i, id) in ids.iter().enumerate().filter(|(i, _)| i % 3 == 0) {
        let voter = &players[(i + 1) % players.len()].1;
        let body = serde_json::json!({"stars": 1 + i % 5}).to_string();
        let path = format!("/api/v1/tracks/{id}/vote");
        let (status, _) = call("PUT", path, Some(voter.clone()), Some(body)).await;
        assert_eq!(status, StatusCode::OK);
    }
    println!(
        "{} tracks published on {:?} in {:.1} s (solver, picture and store), a third voted for",
        ids.len(),
        state.store.backend(),
        made.as_secs_f64()
    );
    let requests = [
        ("list, top", "/api/v1/tracks?sort=top".to_owned()),
        ("list, new", "/api/v1/tracks?sort=new".to_owned()),
        ("list, played", "/api/v1/tracks?sort=played".to_owned()),
        (
            "list, short, page 10",
            "/api/v1/tracks?sort=short&offset=300".to_owned(),
        ),
        (
            "search, two words",
            "/api/v1/tracks?q=cote%20spa".to_owned(),
        ),
        (
            "search, one word, new",
            "/api/v1/tracks?q=hair&sort=new".to_owned(),
        ),
        (
            "author and starts",
            "/api/v1/tracks?author=Author%207&starts=4".to_owned(),
        ),
        (
            "a track's page",
            format!("/api/v1/tracks/{}", ids[ids.len() / 2]),
        ),
    ];
    println!("| request | median ms | 99th ms |");
    println!("| --- | --- | --- |");
    for (what, path) in requests {
        let mut times = Vec::with_capacity(asks);
        for _ in 0..asks {
            let t = Instant::now();
            let (status, _) = call("GET", path.clone(), None, None).await;
            times.push(t.elapsed().as_secs_f64() * 1000.0);
            assert_eq!(status, StatusCode::OK, "{path}");
        }
        times.sort_by(f64::total_cmp);
        let median = times[times.len() / 2];
        let p99 = times[(times.len() * 99 / 100).min(times.len() - 1)];
        println!("| {what} (`{path}`) | {median:.2} | {p99:.2} |");
    }
}
