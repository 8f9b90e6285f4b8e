//! `racetrack online` with the Python example bot (`bots/python/bot.py`) plays a game on a real
//! server socket against a human player driven through the API, to the standings.

use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::Server;
use axum::http::StatusCode;
use racetrack_server::{AppState, app, clock::Clock, store::Store};
use serde_json::{Value, json};

const TWO_LANES: &str = "\
############
#>........*#
#>........*#
############";

/// The `racetrack` command: the one `RACETRACK_COMMAND` names (`cargo xtask test` names the one
/// its `cargo test --workspace` built), else built here (with the command line's own features,
/// which a workspace's test build does not share: 50 s more in the middle of a full run).
fn racetrack_command() -> std::path::PathBuf {
    if let Some(command) = std::env::var_os("RACETRACK_COMMAND") {
        return command.into();
    }
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args(["build", "-q", "-p", "racetrack-cli", "--bin", "racetrack"])
        .current_dir(&root)
        .status()
        .unwrap();
    assert!(status.success());
    let exe = std::env::current_exe().unwrap();
    exe.parent().unwrap().parent().unwrap().join("racetrack")
}

/// A server on a new SQLite file, listening on a loopback port.
async fn serve() -> (Server, std::net::SocketAddr) {
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("racetrack.db").display());
    let state = Arc::new(AppState::new(
        Store::open(&url).await.unwrap(),
        Clock::System,
    ));
    let s = Server {
        app: app(Arc::clone(&state), None),
        state: Arc::clone(&state),
        dir: Arc::new(dir),
        url,
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let served = s
        .app
        .clone()
        .into_make_service_with_connect_info::<std::net::SocketAddr>();
    tokio::spawn(async move { axum::serve(listener, served).await.unwrap() });
    (s, addr)
}

/// A server, Ann's 2-seat game of ten minutes a move on it, and `racetrack online` taking its
/// second seat as "Py" with the club driver, asking every `poll_ms` while its stream is down
/// (standings as JSON): the server, Ann's token, the game's id and the command running.
async fn club_bot_in_a_game(poll_ms: u64) -> (Server, String, String, std::process::Child) {
    let command = tokio::task::spawn_blocking(racetrack_command)
        .await
        .unwrap();
    let (s, addr) = serve().await;
    let ann = s.player("Ann").await;
    let (_, game) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 600}),
        )
        .await;
    let id = game["id"].as_str().unwrap().to_owned();
    let bot = Command::new(command)
        .args([
            "online",
            "--server",
            &format!("http://{addr}"),
            "--game",
            &id,
        ])
        .args(["--invite", game["invite"].as_str().unwrap(), "--name", "Py"])
        .args([
            "--bot",
            "builtin:club",
            "--poll-ms",
            &poll_ms.to_string(),
            "--json",
        ])
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    (s, ann, id, bot)
}

/// The command's end: it exits 0; its stderr and its one JSON line of standings.
async fn ended(bot: std::process::Child) -> (String, Value) {
    let out = tokio::task::spawn_blocking(move || bot.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "{stderr}");
    (stderr, serde_json::from_slice(&out.stdout).unwrap())
}

/// Game `path`'s view once `ready` holds for it (asked every 20 ms, for 30 s at most: `what` says
/// what did not happen).
async fn view_once(s: &Server, path: &str, what: &str, ready: impl Fn(&Value) -> bool) -> Value {
    let began = Instant::now();
    loop {
        let (_, view) = s.get(path, None).await;
        if ready(&view) {
            return view;
        }
        assert!(
            began.elapsed() < Duration::from_secs(30),
            "not {what}: {view}"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// Ann (token `ann`) plays game `path` by the API to its end, within `most`: each round the
/// option nearest the finish, as the server offers it (at night, with no estimates, the
/// farthest along the lane, at most 2 points a move).
async fn ann_plays(s: &Server, ann: &str, path: &str, night: bool, most: Duration) {
    let began = Instant::now();
    loop {
        assert!(began.elapsed() < most, "the game did not end");
        let (_, seat) = s.get(&format!("{path}/turn"), Some(ann)).await;
        if seat["state"] == "over" {
            break;
        }
        let Some(turn) = seat["turn"].as_object() else {
            tokio::time::sleep(Duration::from_millis(20)).await;
            continue;
        };
        // At night there are no estimates: along the lane, at most 2 points a move.
        let options = turn["options"].as_array().unwrap();
        let best = if night {
            let to = |o: &Value| o["to"][1].as_i64().unwrap();
            let here = seat["trajectory"]
                .as_array()
                .unwrap()
                .last()
                .map(|p| p[1].as_i64().unwrap());
            options
                .iter()
                .filter(|o| here.is_none_or(|c| (to(o) - c).abs() <= 2))
                .max_by_key(|o| to(o))
                .unwrap_or(&options[0])
        } else {
            options
                .iter()
                .min_by_key(|o| o["estimate"].as_u64().unwrap_or(u64::MAX))
                .unwrap()
        };
        let body = match best["acc"].as_array() {
            Some(acc) => json!({"round": turn["round"], "acc": acc}),
            None => json!({"round": turn["round"], "start": best["to"]}),
        };
        let (status, answer) = s.post(&format!("{path}/moves"), ann, body).await;
        assert_eq!(status, StatusCode::OK, "{answer}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_python_bot_plays_online_through_racetrack_online_to_the_end() {
    python_bot_plays(false).await;
}

/// At night the bot is told only what its car lights (no estimates): the example bot still
/// finishes, and a built-in driver is refused before it takes a seat.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_python_bot_plays_a_night_game_to_the_end() {
    python_bot_plays(true).await;
}

async fn python_bot_plays(night: bool) {
    let command = tokio::task::spawn_blocking(racetrack_command)
        .await
        .unwrap();
    let (s, addr) = serve().await;

    let ann = s.player("Ann").await;
    let (status, game) = s
        .post(
            "/api/v1/games",
            &ann,
            json!({"track": TWO_LANES, "seats": 2, "move_seconds": 60, "night": night}),
        )
        .await;
    assert_eq!(status, StatusCode::CREATED);
    let id = game["id"].as_str().unwrap().to_owned();
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    if night {
        let refused = Command::new(&command)
            .args([
                "online",
                "--server",
                &format!("http://{addr}"),
                "--game",
                &id,
            ])
            .args(["--invite", game["invite"].as_str().unwrap()])
            .args(["--name", "Clubby", "--bot", "builtin:club"])
            .current_dir(&root)
            .output()
            .unwrap();
        let said = String::from_utf8_lossy(&refused.stderr);
        assert_eq!(refused.status.code(), Some(2), "{said}");
        assert!(said.contains("is run at night"), "{said}");
        let (_, view) = s.get(&format!("/api/v1/games/{id}"), None).await;
        assert_eq!(view["state"], "open", "no seat taken: {view}");
    }
    let bot = Command::new(command)
        .args([
            "online",
            "--server",
            &format!("http://{addr}"),
            "--game",
            &id,
        ])
        .args([
            "--invite",
            game["invite"].as_str().unwrap(),
            "--name",
            "Py",
            "--json",
        ])
        .args(["--bot", "python3 bots/python/bot.py", "--poll-ms", "50"])
        .current_dir(&root)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();

    let path = format!("/api/v1/games/{id}");
    ann_plays(&s, &ann, &path, night, Duration::from_secs(60)).await;
    let (stderr, line) = ended(bot).await;
    assert!(stderr.contains("Py sits in seat 2"), "{stderr}");
    let standings = line["standings"].as_array().unwrap();
    let py = standings.iter().find(|s| s["name"] == "Py").unwrap();
    assert_eq!(py["state"], "finished", "{line}");
    let (_, view) = s.get(&path, None).await;
    assert_eq!(view["cars"][1]["bot"], true, "bots are marked as bots");
    assert_eq!(view["cars"][0]["bot"], false);
    let (status, record) = s.get(&format!("{path}/record"), None).await;
    assert_eq!(status, StatusCode::OK);
    racetrack::race::record::check(&racetrack::race::record::parse(&record.to_string()).unwrap())
        .unwrap();
}

/// The bot hears each round begin on the game's live stream, opened with its token (its seat
/// shows as connected), and answers then: with `--poll-ms` at a minute a game of some ten rounds
/// still ends in seconds. Asking only every `--poll-ms`, it would take minutes.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_answers_each_round_as_its_turn_event_comes_not_at_its_poll_interval() {
    let (s, ann, id, bot) = club_bot_in_a_game(60000).await;
    let path = format!("/api/v1/games/{id}");
    let began = Instant::now();
    // Its stream opens just after it sits, which starts the race.
    let view = view_once(&s, &path, "the bot sat and its seat is connected", |v| {
        v["state"] == "running" && v["cars"][1]["connected"] == true
    })
    .await;
    assert_eq!(view["cars"][1]["name"], "Py");
    ann_plays(&s, &ann, &path, false, Duration::from_secs(30)).await;
    let (_, line) = ended(bot).await;
    let py = line["standings"]
        .as_array()
        .unwrap()
        .iter()
        .find(|s| s["name"] == "Py");
    assert_eq!(py.unwrap()["state"], "finished", "{line}");
    let (_, view) = s.get(&path, None).await;
    assert!(view["round"].as_i64().unwrap() >= 5, "{view}");
    assert!(
        began.elapsed() < Duration::from_secs(30),
        "{:?} for {} rounds",
        began.elapsed(),
        view["round"]
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ctrl_c_resigns_the_bot_s_game_and_prints_the_standings() {
    let (s, _ann, id, bot) = club_bot_in_a_game(50).await;
    // The bot sits and the race runs; then Ctrl-C (no terminal: it resigns without asking).
    let path = format!("/api/v1/games/{id}");
    view_once(&s, &path, "the bot sat", |v| v["state"] == "running").await;
    let pid = bot.id().to_string();
    let signalled = Command::new("kill").args(["-INT", &pid]).status().unwrap();
    assert!(signalled.success());
    let (stderr, line) = ended(bot).await;
    assert!(stderr.contains("Py resigned game"), "{stderr}");
    assert_eq!(line["standings"][0]["name"], "Ann", "{line}");
    assert_eq!(line["standings"][1]["state"], "retired", "{line}");
    let (_, view) = s.get(&path, None).await;
    assert_eq!(view["state"], "over");
}

/// `racetrack online --tournament ID`: the bot joins a Grand Prix of two races and plays each
/// game it is paired into, one after another, until the table is final (printed as JSON).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_bot_plays_every_race_of_a_grand_prix_through_racetrack_online() {
    let command = tokio::task::spawn_blocking(racetrack_command)
        .await
        .unwrap();
    let dir = tempfile::tempdir().unwrap();
    let url = format!("sqlite://{}", dir.path().join("racetrack.db").display());
    let state = Arc::new(
        AppState::new(Store::open(&url).await.unwrap(), Clock::System).with_grand_prix_break(300),
    );
    let s = Server {
        app: app(Arc::clone(&state), None),
        state: Arc::clone(&state),
        dir: Arc::new(dir),
        url,
    };
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    let served = s
        .app
        .clone()
        .into_make_service_with_connect_info::<std::net::SocketAddr>();
    tokio::spawn(async move { axum::serve(listener, served).await.unwrap() });
    tokio::spawn(Arc::clone(&state).keep_time(Duration::from_millis(100)));

    let ann = s.player("Ann").await;
    let starts = state.clock.now_ms() + 1_500;
    let body = json!({"kind": "grand_prix", "name": "Two races", "starts_ms": starts,
        "tracks": [TWO_LANES, TWO_LANES], "move_seconds": 30, "max_players": 2, "bots": true});
    let (status, made) = s.post("/api/v1/tournaments", &ann, body).await;
    assert_eq!(status, StatusCode::CREATED, "{made}");
    let id = made["id"].as_str().unwrap().to_owned();
    let path = format!("/api/v1/tournaments/{id}");
    let (status, _) = s.post(&format!("{path}/join"), &ann, json!({})).await;
    assert_eq!(status, StatusCode::OK);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let bot = Command::new(command)
        .args(["online", "--server", &format!("http://{addr}")])
        .args(["--tournament", &id, "--name", "Clubby", "--json"])
        .args(["--bot", "builtin:club", "--poll-ms", "50"])
        .current_dir(&root)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Ann places her car in each race, then resigns once the bot has placed its own (round
    // 2): the bot drives on alone.
    let began = Instant::now();
    let mut placed = Vec::new();
    let mut resigned = Vec::new();
    loop {
        assert!(
            began.elapsed() < Duration::from_secs(60),
            "the Grand Prix did not end"
        );
        let (_, view) = s.get(&path, Some(&ann)).await;
        if view["state"] == "over" {
            break;
        }
        if let Some(game) = view["you"]["game"].as_str() {
            let (_, seen) = s.get(&format!("/api/v1/games/{game}"), Some(&ann)).await;
            if !placed.iter().any(|g: &String| g == game) {
                let start = json!([seen["you"].as_i64().unwrap() + 1, 1]);
                let body = json!({"round": 1, "start": start});
                let (status, answer) = s
                    .post(&format!("/api/v1/games/{game}/moves"), &ann, body)
                    .await;
                assert_eq!(status, StatusCode::OK, "{answer}");
                placed.push(game.to_owned());
            } else if seen["round"].as_i64() >= Some(2)
                && !resigned.iter().any(|g: &String| g == game)
            {
                let (status, answer) = s
                    .call(
                        "POST",
                        &format!("/api/v1/games/{game}/resign"),
                        Some(&ann),
                        None,
                    )
                    .await;
                assert_eq!(status, StatusCode::OK, "{answer}");
                resigned.push(game.to_owned());
            }
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    let out = tokio::task::spawn_blocking(move || bot.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stderr}");
    assert!(stderr.contains("Clubby joined the Grand Prix"), "{stderr}");
    assert!(
        stderr.contains(&format!("Clubby listens to tournament {id}'s live stream")),
        "{stderr}"
    );
    assert_eq!(
        stderr.matches("Clubby paired into game").count(),
        2,
        "{stderr}"
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let lines: Vec<Value> = stdout
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    // A line of standings per race, then the table: the bot first with two wins.
    assert_eq!(lines.len(), 3, "{stdout}");
    let table = &lines[2];
    assert_eq!(table["tournament"], id.as_str());
    assert_eq!(table["standings"][0]["name"], "Clubby", "{table}");
    assert_eq!(table["standings"][0]["points"], 50);
    assert_eq!(table["standings"][0]["bot"], true);
    assert_eq!(table["standings"][1]["points"], 0);
}
