//! The online benchmark: G concurrent two-player games of built-in bots (the engine's club
//! drivers) against a real `racetrack-server` on a temporary SQLite file, each player on its own
//! WebSocket. It prints the moves per second, the time from a move's 200 to every subscriber's
//! `chosen` event (median, 99th percentile, max; an event that arrives before the 200 is read
//! counts 0), and the server's peak memory.
//!
//! ```sh
//! cargo build --release -p racetrack-server
//! cargo run --release -p racetrack-server --example latency -- [--games 100] [--track levels/02-barto-small.txt]
//! ```

use std::cell::RefCell;
use std::collections::HashMap;
use std::net::TcpListener;
use std::process::{Command, Stdio};
use std::rc::Rc;
use std::time::{Duration, Instant};

use futures_util::StreamExt;
use racetrack::bots::protocol::Turn;
use racetrack::bots::runner::{Bot, Builtin, Heard};
use racetrack::coach::Coach;
use racetrack::drivers::Skill;
use racetrack::{Point, Rules, Track};
use serde_json::{Value, json};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

/// A move: (game, car, round).
type Key = (usize, u64, u64);

/// Each move: when it was sent, and when its 200 came.
type Times = Rc<RefCell<HashMap<Key, (Instant, Instant)>>>;

struct Bench {
    port: u16,
    answered: Times,
    heard: Rc<RefCell<Vec<(Key, Instant)>>>,
    errors: Rc<RefCell<usize>>,
}

async fn call(
    port: u16,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&Value>,
) -> (u16, Value) {
    let Ok(mut stream) = TcpStream::connect(("127.0.0.1", port)).await else {
        return (0, Value::Null);
    };
    let body = body.map(|b| b.to_string()).unwrap_or_default();
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: localhost\r\n{auth}Content-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    if stream.write_all(request.as_bytes()).await.is_err() {
        return (0, Value::Null);
    }
    let mut answer = Vec::new();
    let _ = stream.read_to_end(&mut answer).await;
    let answer = String::from_utf8_lossy(&answer);
    let status = answer.get(9..12).and_then(|s| s.parse().ok()).unwrap_or(0);
    let json = answer.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, serde_json::from_str(json).unwrap_or(Value::Null))
}

async fn player(port: u16, name: &str) -> String {
    let (_, body) = call(
        port,
        "POST",
        "/api/v1/players",
        None,
        Some(&json!({"name": name, "bot": true})),
    )
    .await;
    body["token"].as_str().expect("a player").to_owned()
}

/// One seat: listens to the game's events; on each new round asks its turn, lets the driver
/// choose, sends the move and notes when the 200 came.
async fn seat(
    bench: Rc<Bench>,
    game: usize,
    id: String,
    token: String,
    coach: Rc<Coach>,
    seed: u64,
) {
    let url = format!(
        "ws://127.0.0.1:{}/api/v1/games/{id}/live?since=0",
        bench.port
    );
    let Ok((mut socket, _)) = tokio_tungstenite::connect_async(url).await else {
        *bench.errors.borrow_mut() += 1;
        return;
    };
    let mut driver = Builtin::new(Skill::Club, seed, coach);
    let mut last_round = 0;
    while let Some(Ok(message)) = socket.next().await {
        let Ok(text) = message.into_text() else {
            continue;
        };
        let Ok(event) = serde_json::from_str::<Value>(&text) else {
            continue;
        };
        match event["kind"].as_str() {
            Some("chosen") => {
                let key = (
                    game,
                    event["car"].as_u64().unwrap_or(0),
                    event["round"].as_u64().unwrap_or(0),
                );
                bench.heard.borrow_mut().push((key, Instant::now()));
            }
            Some("over") => return,
            Some("turn") => {
                let round = event["round"].as_u64().unwrap_or(0);
                if round <= last_round {
                    continue;
                }
                last_round = round;
                let (status, seat) = call(
                    bench.port,
                    "GET",
                    &format!("/api/v1/games/{id}/turn"),
                    Some(&token),
                    None,
                )
                .await;
                let Ok(turn) = serde_json::from_value::<Turn>(seat["turn"].clone()) else {
                    if status != 200 {
                        *bench.errors.borrow_mut() += 1;
                    }
                    continue;
                };
                let trajectory: Vec<Point> =
                    serde_json::from_value::<Vec<[i32; 2]>>(seat["trajectory"].clone())
                        .unwrap_or_default()
                        .into_iter()
                        .map(|[r, c]| Point::new(r, c))
                        .collect();
                let Heard::Reply(reply) = driver.turn(&trajectory, &turn, Duration::from_secs(1))
                else {
                    continue;
                };
                let mut body = json!({"round": round});
                match (reply.acc, reply.start) {
                    (Some(acc), _) => body["acc"] = json!(acc),
                    (None, Some(start)) => body["start"] = json!(start),
                    _ => continue,
                }
                let car = seat["start"]["car"].as_u64().unwrap_or(0);
                let sent = Instant::now();
                let (status, _) = call(
                    bench.port,
                    "POST",
                    &format!("/api/v1/games/{id}/moves"),
                    Some(&token),
                    Some(&body),
                )
                .await;
                if status == 200 {
                    bench
                        .answered
                        .borrow_mut()
                        .insert((game, car, round), (sent, Instant::now()));
                } else {
                    *bench.errors.borrow_mut() += 1;
                }
            }
            _ => {}
        }
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn peak_memory_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
    line.split_whitespace().nth(1)?.parse().ok()
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let games: usize = arg("--games").and_then(|g| g.parse().ok()).unwrap_or(100);
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let track_path =
        arg("--track").map_or_else(|| root.join("levels/02-barto-small.txt"), Into::into);
    let text = std::fs::read_to_string(&track_path).expect("the track file");
    let track: Track = text.parse().expect("a track");
    let binary = root.join("target/release/racetrack-server");
    let dir = tempfile::tempdir().unwrap();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let mut server = Command::new(&binary)
        .args(["--addr", &format!("127.0.0.1:{port}")])
        .args([
            "--db",
            &format!("sqlite://{}", dir.path().join("bench.db").display()),
        ])
        .args(["--address-rate", "1000000", "--token-rate", "1000"])
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| {
            panic!(
                "{}: {e} (cargo build --release -p racetrack-server)",
                binary.display()
            )
        });
    while std::net::TcpStream::connect(("127.0.0.1", port)).is_err() {
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let mut coach = Coach::new(&track, Rules::Strict).expect("a coach for the track");
    coach.run();
    let coach = Rc::new(coach);
    let bench = Rc::new(Bench {
        port,
        answered: Rc::default(),
        heard: Rc::default(),
        errors: Rc::default(),
    });
    let mut seats = Vec::new();
    for g in 0..games {
        let (a, b) = (
            player(port, &format!("A{g}")).await,
            player(port, &format!("B{g}")).await,
        );
        let body = json!({"track": text, "rules": "strict", "seats": 2, "move_seconds": 120});
        let (_, game) = call(port, "POST", "/api/v1/games", Some(&a), Some(&body)).await;
        let id = game["id"].as_str().expect("a game").to_owned();
        seats.push((
            g,
            id.clone(),
            a,
            game["invite"].as_str().unwrap().to_owned(),
            b,
        ));
    }
    let local = tokio::task::LocalSet::new();
    let began = Instant::now();
    local
        .run_until(async {
            let mut tasks = Vec::new();
            for (g, id, a, invite, b) in seats {
                tasks.push(tokio::task::spawn_local(seat(
                    Rc::clone(&bench),
                    g,
                    id.clone(),
                    a,
                    Rc::clone(&coach),
                    2 * g as u64,
                )));
                tasks.push(tokio::task::spawn_local(seat(
                    Rc::clone(&bench),
                    g,
                    id.clone(),
                    b.clone(),
                    Rc::clone(&coach),
                    2 * g as u64 + 1,
                )));
                // The second seat fills the game: it starts.
                call(
                    port,
                    "POST",
                    &format!("/api/v1/games/{id}/join"),
                    Some(&b),
                    Some(&json!({"invite": invite})),
                )
                .await;
            }
            for t in tasks {
                let _ = t.await;
            }
        })
        .await;
    let wall = began.elapsed();
    let peak = peak_memory_kib(server.id());
    let _ = server.kill();
    let _ = server.wait();
    let answered = bench.answered.borrow();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    let mut latencies = Vec::new();
    let mut round_trips = Vec::new();
    let mut early = 0;
    for (key, at) in bench.heard.borrow().iter() {
        let Some((sent, ok)) = answered.get(key) else {
            continue;
        };
        if at < ok {
            early += 1;
        }
        latencies.push(ms(at.saturating_duration_since(*ok)));
        round_trips.push(ms(at.saturating_duration_since(*sent)));
    }
    latencies.sort_by(f64::total_cmp);
    round_trips.sort_by(f64::total_cmp);
    let moves = answered.len();
    println!(
        "online benchmark: {games} two-player games of club drivers on {}",
        track_path.display()
    );
    println!("| measure | value |\n| --- | --- |");
    println!("| moves answered 200 | {moves} |");
    println!("| wall time | {:.1} s |", wall.as_secs_f64());
    println!(
        "| moves per second | {:.0} |",
        moves as f64 / wall.as_secs_f64()
    );
    println!(
        "| 200 to subscriber's event, median | {:.2} ms |",
        percentile(&latencies, 0.5)
    );
    println!(
        "| 200 to subscriber's event, 99th percentile | {:.2} ms |",
        percentile(&latencies, 0.99)
    );
    println!(
        "| 200 to subscriber's event, max | {:.2} ms |",
        latencies.last().copied().unwrap_or(f64::NAN)
    );
    println!(
        "| events heard before the 200 was read | {early} of {} |",
        latencies.len()
    );
    println!(
        "| move sent to subscriber's event, median | {:.2} ms |",
        percentile(&round_trips, 0.5)
    );
    println!(
        "| move sent to subscriber's event, 99th percentile | {:.2} ms |",
        percentile(&round_trips, 0.99)
    );
    println!("| errors | {} |", bench.errors.borrow());
    match peak {
        Some(kib) => println!(
            "| server peak memory (VmHWM) | {:.1} MiB |",
            kib as f64 / 1024.0
        ),
        None => println!("| server peak memory | unknown |"),
    }
}
