//! The load benchmark (`cargo xtask load` runs it): starts `racetrack-server` instances on one
//! database and plays G concurrent games of 2 to 4 built-in drivers (the engine's club drivers)
//! through the public API for S seconds, each player on its own WebSocket and, with several
//! instances, its seats spread over them (so events cross instances). A finished game is
//! followed by a new one at the same table. It prints moves per second, the time from a move's
//! 200 to every subscriber's `chosen` event (median, 99th percentile, max; an event heard before
//! the 200 was read counts 0), errors, each instance's peak memory and CPU, and the generator's
//! CPU. The players are dealt to `--threads N` threads (the machine's cores by default), each on
//! a runtime of its own, and the generator raises its open-file limit, so it is not the limit. `--idle N` instead holds N open, idle live streams on one instance and prints its
//! memory.
//!
//! `--seats N` puts N cars in every game (2 to 4 in turn by default). `--addresses` connects each
//! player from a loopback address of its own (127.1.0.1 and on) and runs the servers with their
//! default limits, as players spread over the internet would meet them; without it every player
//! shares the generator's address and the limits that count an address are raised.
//!
//! `--think-ms T` makes every player think about T ms (give or take a fifth) before each move,
//! for a steady load below the servers' limit; without it the players move as fast as they are
//! answered, which measures the limit.
//!
//! ```sh
//! cargo xtask load [--db sqlite|postgres] [--instances N] [--games G] [--seconds S]
//!     [--seats N] [--addresses] [--think-ms T] [--threads N] [--idle N]
//! ```

mod client;
mod play;

use std::path::PathBuf;
use std::rc::Rc;
use std::time::{Duration, Instant};

use client::{Http, Instance, cpu_seconds};
use play::{Setting, Stats, table};
use racetrack::coach::Coach;
use racetrack::{Rules, Track};

struct Options {
    db: String,
    instances: usize,
    /// Threads playing the tables, each on a runtime of its own.
    threads: usize,
    games: usize,
    seconds: u64,
    idle: usize,
    think: Duration,
    /// Cars in every game (2 to 4 in turn when not given).
    seats: Option<usize>,
    /// Each player on a loopback address of its own, the server's limits at their defaults.
    addresses: bool,
    binary: PathBuf,
    track: PathBuf,
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().collect();
    let arg = |name: &str| {
        args.iter()
            .position(|a| a == name)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let number = |name: &str, default: usize| {
        arg(name).map_or(default, |v| {
            v.parse()
                .unwrap_or_else(|_| panic!("{name} takes a number, not {v}"))
        })
    };
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    Options {
        db: arg("--db").unwrap_or_else(|| "sqlite".into()),
        instances: number("--instances", 1).max(1),
        threads: number(
            "--threads",
            std::thread::available_parallelism().map_or(1, |n| n.get()),
        )
        .max(1),
        games: number("--games", 100),
        seconds: number("--seconds", 30) as u64,
        idle: number("--idle", 0),
        think: Duration::from_millis(number("--think-ms", 0) as u64),
        seats: arg("--seats").map(|_| number("--seats", 2).clamp(1, 8)),
        addresses: args.iter().any(|a| a == "--addresses"),
        binary: arg("--server")
            .map_or_else(|| root.join("target/release/racetrack-server"), Into::into),
        track: arg("--track").map_or_else(|| root.join("levels/02-barto-small.txt"), Into::into),
    }
}

/// A fresh database: a SQLite file in `dir`, or a new PostgreSQL database on the server
/// `DATABASE_URL` names (`postgres://postgres@127.0.0.1:5432/postgres` by default).
async fn database(kind: &str, dir: &std::path::Path) -> (String, Option<(String, String)>) {
    match kind {
        "sqlite" => (format!("sqlite://{}", dir.join("load.db").display()), None),
        "postgres" => {
            use sqlx::Connection;
            let base = std::env::var("DATABASE_URL")
                .ok()
                .filter(|u| u.starts_with("postgres"))
                .unwrap_or_else(|| "postgres://postgres@127.0.0.1:5432/postgres".into());
            let name = format!("racetrack_load_{}", std::process::id());
            let mut admin = sqlx::PgConnection::connect(&base)
                .await
                .expect("the PostgreSQL server answers");
            sqlx::query(&format!("CREATE DATABASE {name}"))
                .execute(&mut admin)
                .await
                .expect("a new database");
            let (head, _) = base.rsplit_once('/').expect("a database in the URL");
            (format!("{head}/{name}"), Some((base, name)))
        }
        other => panic!("--db is sqlite or postgres, not {other}"),
    }
}

async fn drop_database(made: Option<(String, String)>) {
    use sqlx::Connection;
    if let Some((base, name)) = made
        && let Ok(mut admin) = sqlx::PgConnection::connect(&base).await
    {
        let _ = sqlx::query(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)"))
            .execute(&mut admin)
            .await;
    }
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    if sorted.is_empty() {
        return f64::NAN;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn mib(kib: Option<u64>) -> String {
    kib.map_or("unknown".into(), |k| {
        format!("{:.1} MiB", k as f64 / 1024.0)
    })
}

#[tokio::main(flavor = "current_thread")]
async fn main() {
    // Every player holds a WebSocket and keep-alive connections: raise the open-file limit.
    if let Err(e) = rlimit::increase_nofile_limit(u64::MAX) {
        eprintln!("load: the open-file limit stays as it was: {e}");
    }
    let o = options();
    let dir = tempfile::tempdir().unwrap();
    let (db, made) = database(&o.db, dir.path()).await;
    // The first instance migrates the database before the others start.
    let one_address = !o.addresses;
    let mut instances = vec![Instance::start(&o.binary, &db, one_address)];
    for _ in 1..o.instances {
        instances.push(Instance::start(&o.binary, &db, one_address));
    }
    let http = Http::new();
    if o.idle > 0 {
        idle(&o, &http, &instances[0]).await;
    } else {
        games(&o, &http, &instances).await;
    }
    drop(instances);
    drop_database(made).await;
}

/// `--idle N`: N live streams open on one instance, doing nothing.
async fn idle(o: &Options, http: &Http, instance: &Instance) {
    let port = instance.port;
    let (_, player) = http
        .call(
            port,
            "POST",
            "/api/v1/players",
            None,
            Some(&client::json(racetrack_api::NewPlayer {
                name: "Host".into(),
                bot: false,
            })),
        )
        .await;
    let token = player
        .parse::<racetrack_api::PlayerMade>()
        .expect("a player")
        .token;
    let text = std::fs::read_to_string(&o.track).expect("the track file");
    let body = client::json(racetrack_api::NewGame {
        track: text,
        rules: "strict".into(),
        seats: 2,
        move_seconds: 3600,
        crash_penalty: 2,
        public: false,
        rated: false,
        spectator_chat: false,
        night: false,
        checkpoints: true,
        honour: None,
        title: None,
    });
    let (_, game) = http
        .call(port, "POST", "/api/v1/games", Some(&token), Some(&body))
        .await;
    let id = game.parse::<racetrack_api::GameView>().expect("a game").id;
    let before = instance.resident_kib();
    let url = format!("ws://127.0.0.1:{port}/api/v1/games/{id}/live");
    let mut sockets = Vec::with_capacity(o.idle);
    let began = Instant::now();
    let mut failed = 0;
    for _ in 0..o.idle {
        match tokio_tungstenite::connect_async(url.as_str()).await {
            Ok((socket, _)) => sockets.push(socket),
            Err(_) => failed += 1,
        }
    }
    let opened = began.elapsed();
    tokio::time::sleep(Duration::from_secs(o.seconds.min(60))).await;
    let metrics = http.text(port, "/metrics").await.unwrap_or_default();
    let streams = metrics
        .lines()
        .find_map(|l| l.strip_prefix("racetrack_live_streams "))
        .unwrap_or("?")
        .to_owned();
    println!(
        "idle streams: {} asked for, one instance on {}",
        o.idle, o.db
    );
    println!("| measure | value |\n| --- | --- |");
    println!(
        "| streams open (client) | {} ({failed} failed) |",
        sockets.len()
    );
    println!("| streams open (server's metrics) | {streams} |");
    println!("| time to open them | {:.1} s |", opened.as_secs_f64());
    println!("| server memory before | {} |", mib(before));
    println!("| server memory held | {} |", mib(instance.resident_kib()));
    println!(
        "| server peak memory (VmHWM) | {} |",
        mib(instance.peak_kib())
    );
    let per = instance
        .resident_kib()
        .zip(before)
        .map(|(r, b)| (r.saturating_sub(b) as f64) / sockets.len().max(1) as f64);
    if let Some(per) = per {
        println!("| memory per stream | {per:.1} KiB |");
    }
}

/// G tables playing for S seconds.
async fn games(o: &Options, http: &Http, instances: &[Instance]) {
    let text = std::fs::read_to_string(&o.track).expect("the track file");
    let ports: Vec<u16> = instances.iter().map(|i| i.port).collect();
    let mut tables = Vec::new();
    let mut players = 0;
    for g in 0..o.games {
        let cars = o.seats.unwrap_or(2 + g % 3);
        let mut seats = Vec::new();
        for car in 0..cars {
            let port = ports[(g + car) % ports.len()];
            let local = o.addresses.then(|| client::own_address(players));
            players += 1;
            let own = local.map(|ip| Http::from(Some(ip)));
            let (status, body) = own
                .as_ref()
                .unwrap_or(http)
                .call(
                    port,
                    "POST",
                    "/api/v1/players",
                    None,
                    Some(&client::json(racetrack_api::NewPlayer {
                        name: format!("T{g} {car}"),
                        bot: true,
                    })),
                )
                .await;
            assert_eq!(status, 201, "{body}");
            let made: racetrack_api::PlayerMade = body.parse().expect("a player made");
            seats.push(play::Player {
                port,
                token: made.token,
                local,
            });
        }
        tables.push(seats);
    }
    let cpu_before: Vec<f64> = instances.iter().map(Instance::cpu_seconds).collect();
    let own_before = cpu_seconds("self");
    let began = Instant::now();
    let end = began + Duration::from_secs(o.seconds);
    // The tables dealt to the threads; each plays its own on a runtime of its own.
    let mut dealt: Vec<Vec<Table>> = vec![Vec::new(); o.threads];
    for (g, seats) in tables.into_iter().enumerate() {
        dealt[g % o.threads].push((g, seats));
    }
    let think = o.think;
    let threads: Vec<_> = dealt
        .into_iter()
        .map(|tables| {
            let text = text.clone();
            std::thread::spawn(move || play_tables(&text, tables, end, think))
        })
        .collect();
    let mut reports = threads
        .into_iter()
        .map(|t| t.join().expect("a player thread"));
    let first = reports.next().expect("one thread at least");
    let report = reports.fold(first, play::Report::merge);
    let wall = began.elapsed().as_secs_f64().max(o.seconds as f64);
    let own_cpu = cpu_seconds("self") - own_before;
    println!(
        "load: {} tables of {} club drivers on {}, {} instance(s) on {}, {} s, {} ms to think a move, {} generator threads, {}",
        o.games,
        o.seats.map_or("2-4".into(), |n| n.to_string()),
        o.track.display(),
        instances.len(),
        o.db,
        o.seconds,
        o.think.as_millis(),
        o.threads,
        if o.addresses {
            "each player on its own loopback address, the server's default limits"
        } else {
            "every player on one address, the limits raised"
        }
    );
    println!("| measure | value |\n| --- | --- |");
    println!("| games started | {} |", report.games);
    println!("| moves answered 200 in the window | {} |", report.moves);
    println!(
        "| moves per second | {:.0} |",
        report.moves as f64 / o.seconds as f64
    );
    let mut latencies = report.latencies.clone();
    latencies.sort_by(f64::total_cmp);
    println!(
        "| 200 to every subscriber's event, median | {:.2} ms |",
        percentile(&latencies, 0.5)
    );
    println!(
        "| 200 to every subscriber's event, 99th percentile | {:.2} ms |",
        percentile(&latencies, 0.99)
    );
    println!(
        "| 200 to every subscriber's event, max | {:.2} ms |",
        latencies.last().copied().unwrap_or(f64::NAN)
    );
    println!(
        "| events measured (heard before the 200: counted 0) | {} ({}) |",
        latencies.len(),
        report.early
    );
    let mut round_trips = report.round_trips.clone();
    round_trips.sort_by(f64::total_cmp);
    println!(
        "| move sent to its 200, median | {:.2} ms |",
        percentile(&round_trips, 0.5)
    );
    println!(
        "| move sent to its 200, 99th percentile | {:.2} ms |",
        percentile(&round_trips, 0.99)
    );
    println!("| errors | {} |", report.errors_text());
    println!(
        "| turn events stale when asked (the car sat that round out; moved in the next) | {} |",
        report.stale
    );
    for (i, instance) in instances.iter().enumerate() {
        println!(
            "| instance {}: peak memory, CPU | {}, {:.2} cores |",
            i + 1,
            mib(instance.peak_kib()),
            (instance.cpu_seconds() - cpu_before[i]) / wall
        );
    }
    println!(
        "| load generator CPU ({} threads) | {:.2} cores |",
        o.threads,
        own_cpu / wall
    );
}

/// A table: its number and its seats, each an instance's port and a player's token.
type Table = (usize, Vec<play::Player>);

/// One thread's tables (each `(g, seats)`), played until `end` on a runtime of its own: its
/// report.
fn play_tables(text: &str, tables: Vec<Table>, end: Instant, think: Duration) -> play::Report {
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .expect("a runtime");
    let track: Track = text.parse().expect("a track");
    let mut coach = Coach::new(&track, Rules::Strict).expect("a coach for the track");
    coach.run();
    let stats = Rc::new(Stats::default());
    let local = tokio::task::LocalSet::new();
    local.block_on(&runtime, async {
        let setting = Setting {
            stats: Rc::clone(&stats),
            http: Http::new(),
            track: text.to_owned(),
            coach: Rc::new(coach),
            end,
            think,
        };
        let tasks: Vec<_> = tables
            .into_iter()
            .map(|(g, seats)| tokio::task::spawn_local(table(setting.clone(), g, seats)))
            .collect();
        for t in tasks {
            let _ = t.await;
        }
    });
    stats.report()
}
