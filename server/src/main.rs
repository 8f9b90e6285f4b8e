//! `racetrack-server [--addr 127.0.0.1:8080] [--db sqlite://racetrack.db] [--site dist]` (and
//! the limits' flags, `--help`): the API and the static site on one port; the database is
//! created and migrated on first start. `racetrack-server tracks hide|show|reports` are the
//! operator's commands on the track collection, run against the same database.

use std::path::PathBuf;
use std::sync::Arc;

use clap::Parser;
use racetrack_server::{AppState, app, clock::Clock, store::Store};

/// Open files kept for other than connections: the database's, the site's files, the log.
const FILE_MARGIN: u64 = 256;

/// Racetrack's game server.
#[derive(Parser)]
#[command(version, about)]
struct Args {
    /// The address to listen on.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: String,
    /// The database (created if missing); `DATABASE_URL` when not given, so a password need
    /// not sit on the process's command line. Messages that name it hide its password.
    #[arg(
        long,
        env = "DATABASE_URL",
        hide_env_values = true,
        default_value = "sqlite://racetrack.db"
    )]
    db: String,
    /// The built site to serve beside the API (`cargo xtask dist` makes `dist`).
    #[arg(long)]
    site: Option<PathBuf>,
    /// Requests a second one address may make (twice as many in a burst).
    #[arg(long, default_value_t = racetrack_server::limits::PER_ADDRESS)]
    address_rate: u32,
    /// Requests a second one player token may make (twice as many in a burst).
    #[arg(long, default_value_t = racetrack_server::limits::PER_TOKEN)]
    token_rate: u32,
    /// Seconds a connection has to send a request's head (from opening, or from its last
    /// answer); a silent, idle or slow connection is closed after them.
    #[arg(long, default_value_t = racetrack_server::serve::HEADER_READ_SECONDS)]
    header_read_seconds: u64,
    /// Connections one client address may hold at once (IPv6: per /64).
    #[arg(long, default_value_t = racetrack_server::serve::PER_ADDRESS)]
    connections_per_address: usize,
    /// Connections the server holds at once (lowered, with a warning, to the open-file
    /// limit less 256: the limit is raised to its hard limit at start and logged).
    #[arg(long, default_value_t = racetrack_server::serve::TOTAL)]
    max_connections: usize,
    /// Seconds a request may take, its body read and its answer made (then 408).
    #[arg(long, default_value_t = racetrack_server::REQUEST_SECONDS)]
    request_seconds: u64,
    /// Games not over (open or running) one player may sit in at once.
    #[arg(long, default_value_t = racetrack_server::GAMES_PER_PLAYER)]
    games_per_player: i64,
    /// Players one address may make in an hour (raise it for a classroom behind one address).
    #[arg(long, default_value_t = racetrack_server::PLAYERS_PER_HOUR)]
    players_per_hour: usize,
    /// Live streams one client address may hold open at once (IPv6: per /64).
    #[arg(long, default_value_t = racetrack_server::limits::STREAMS_PER_ADDRESS)]
    streams_per_address: usize,
    /// Live streams one player may hold open at once (streams opened with its token).
    #[arg(long, default_value_t = racetrack_server::limits::STREAMS_PER_PLAYER)]
    streams_per_player: usize,
    /// Days a game nobody started stays open after its last change; then it is removed.
    #[arg(long, default_value_t = racetrack_server::OPEN_DAYS)]
    open_game_days: u64,
    /// Games held in memory at once (a cache: any game loads again from the database).
    #[arg(long, default_value_t = racetrack_server::games::MOST_HELD)]
    games_in_memory: usize,
    /// Players whose token one instance keeps in memory (a cache: a request's token is then
    /// found without asking the database; 0 keeps none).
    #[arg(long, default_value_t = racetrack_server::store::MOST_PLAYERS_KEPT)]
    players_in_memory: usize,
    /// Heavy jobs (parsing a track, replaying a run or a stored game, a bot's distance map) run
    /// at once, off the threads that answer requests; the machine's cores by default.
    #[arg(long)]
    cpu_workers: Option<usize>,
    /// Seconds a player waits alone in the pairing pool before a bot of the server's (a driver
    /// of the engine, novice to perfect, by rating) takes the other seat.
    #[arg(long, default_value_t = racetrack_server::PAIRING_BOT_AFTER_SECONDS)]
    pairing_bot_after: u64,
    /// The operator's contact in the Web Push tokens (`mailto:…` or `https://…`); push services
    /// (Apple's) refuse placeholders.
    #[arg(long, default_value = racetrack_server::PUSH_CONTACT)]
    push_contact: String,
    /// A proxy (or load balancer) network whose `Forwarded` / `X-Forwarded-For` headers name
    /// the client, e.g. 10.0.0.0/8 (repeatable); from any other peer they are ignored.
    #[arg(long = "trusted-proxy", value_name = "CIDR")]
    trusted_proxies: Vec<ipnet::IpNet>,
    /// Tracks one player may publish in 24 hours.
    #[arg(long, default_value_t = racetrack_server::api::tracks::TRACKS_PER_DAY)]
    tracks_per_day: i64,
    /// Configurations the solver may expand to find a track's optimum before it is published
    /// (a track whose finish it does not reach within them is refused `unsolvable`).
    #[arg(long, default_value_t = racetrack_server::api::tracks::PUBLISH_BUDGET)]
    publish_budget: u64,
    /// Tournaments one player may make in 24 hours.
    #[arg(long, default_value_t = racetrack_server::tournaments::TOURNAMENTS_PER_DAY)]
    tournaments_per_day: i64,
    /// Run an arena of the server's every this many minutes (each as long, 10 to 180 minutes),
    /// on the built-in levels, strict rules, 30 s a round, rated, bots welcome (none when
    /// absent).
    #[arg(long, value_name = "MINUTES")]
    arena_every: Option<i64>,
    /// An operator's command instead of serving.
    #[command(subcommand)]
    command: Option<Command>,
}

/// The operator's commands.
#[derive(clap::Subcommand)]
enum Command {
    /// The track collection.
    #[command(subcommand)]
    Tracks(racetrack_server::operator::TracksCommand),
}

#[tokio::main]
async fn main() -> std::process::ExitCode {
    tracing_subscriber::fmt()
        .with_writer(std::io::stderr)
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| "racetrack_server=info".into()),
        )
        .init();
    let args = Args::parse();
    if let Err(e) = racetrack_server::push::webpush::check_contact(&args.push_contact) {
        eprintln!(
            "racetrack-server: error: --push-contact {:?}: {e}",
            args.push_contact
        );
        return std::process::ExitCode::from(2);
    }
    let site = match args.site.as_deref().map(racetrack_server::site::Site::open) {
        None => None,
        Some(Ok(site)) => Some(site),
        Some(Err(why)) => {
            eprintln!("racetrack-server: error: {why}");
            return std::process::ExitCode::from(2);
        }
    };
    // Every connection is an open file: raise the soft limit to the hard one, and keep the
    // connection cap below it (a margin for the database's connections, the site's files and
    // the log), so the server never runs out of descriptors and stops answering.
    let open_files = rlimit::increase_nofile_limit(u64::MAX).unwrap_or_else(|e| {
        tracing::warn!(error = %e, "reading the open-file limit");
        rlimit::getrlimit(rlimit::Resource::NOFILE).map_or(1024, |(soft, _)| soft)
    });
    let most_connections = usize::try_from(open_files.saturating_sub(FILE_MARGIN))
        .unwrap_or(usize::MAX)
        .max(1);
    let max_connections = if args.max_connections > most_connections {
        tracing::warn!(
            asked = args.max_connections,
            open_files,
            max_connections = most_connections,
            "--max-connections lowered under the open-file limit"
        );
        most_connections
    } else {
        args.max_connections.max(1)
    };
    tracing::info!(open_files, max_connections, "open-file limit");
    let store = match Store::open(&args.db).await {
        Ok(store) => store.with_players_in_memory(args.players_in_memory),
        Err(e) => {
            let url = racetrack_server::store::redact(&args.db);
            let why = racetrack_server::store::redact_in(&args.db, &e.to_string());
            eprintln!("racetrack-server: error: the database {url}: {why}");
            return std::process::ExitCode::from(2);
        }
    };
    if let Some(Command::Tracks(command)) = &args.command {
        return match racetrack_server::operator::tracks(&store, command).await {
            Ok(said) => {
                print!("{said}");
                std::process::ExitCode::SUCCESS
            }
            Err(why) => {
                eprintln!("racetrack-server: error: {why}");
                std::process::ExitCode::from(1)
            }
        };
    }
    // On PostgreSQL every instance keeps time by the database's clock.
    let clock = Clock::synced();
    if let Err(e) = clock.sync(store.clock_ms()).await {
        tracing::warn!(error = %e, "reading the database's clock");
    }
    let state = Arc::new(
        AppState::new(store, clock)
            .with_file_limits(open_files, max_connections)
            .with_limits(args.address_rate, args.token_rate)
            .with_request_time(std::time::Duration::from_secs(args.request_seconds.max(1)))
            .with_caps(args.games_per_player, args.players_per_hour)
            .with_streams(args.streams_per_address, args.streams_per_player)
            .with_workers(
                args.cpu_workers
                    .unwrap_or_else(racetrack_server::work::default_workers),
            )
            .with_game_lifetimes(
                std::time::Duration::from_secs(args.open_game_days.max(1) * 86_400),
                args.games_in_memory,
            )
            .with_pairing_bot_after(std::time::Duration::from_secs(args.pairing_bot_after))
            .with_push_contact(&args.push_contact)
            .with_tracks(args.tracks_per_day, args.publish_budget)
            .with_tournaments(args.tournaments_per_day, args.arena_every),
    );
    use racetrack_server::supervise::{RESTART_DELAY, supervise};
    let ticking = Arc::clone(&state);
    tokio::spawn(supervise("ticker", RESTART_DELAY, move || {
        Arc::clone(&ticking).keep_time(std::time::Duration::from_millis(200))
    }));
    let pushing = Arc::clone(&state);
    tokio::spawn(supervise("push", RESTART_DELAY, move || {
        Arc::clone(&pushing).push_worker()
    }));
    let listening = Arc::clone(&state);
    tokio::spawn(supervise("listener", RESTART_DELAY, move || {
        Arc::clone(&listening).listen()
    }));
    let catching_up = Arc::clone(&state);
    tokio::spawn(supervise("catch-up", RESTART_DELAY, move || {
        Arc::clone(&catching_up).catch_up(std::time::Duration::from_secs(10))
    }));
    let listener = match tokio::net::TcpListener::bind(&args.addr).await {
        Ok(listener) => listener,
        Err(e) => {
            eprintln!(
                "racetrack-server: error: cannot listen on {}: {e}",
                args.addr
            );
            return std::process::ExitCode::from(2);
        }
    };
    tracing::info!(addr = %args.addr, backend = ?state.store.backend(), "listening");
    let stopping = Arc::clone(&state);
    let shutdown = async move {
        let mut term =
            match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
                Ok(term) => term,
                Err(e) => {
                    eprintln!("racetrack-server: error: SIGTERM cannot be handled: {e}");
                    std::future::pending::<()>().await;
                    unreachable!()
                }
            };
        tokio::select! {
            _ = tokio::signal::ctrl_c() => {},
            _ = term.recv() => {},
        }
        tracing::info!("shutting down: finishing the requests under way, closing the live streams");
        stopping.shut_down();
    };
    let draining = Arc::clone(&state);
    let limits = racetrack_server::serve::Connections {
        header_read: std::time::Duration::from_secs(args.header_read_seconds.max(1)),
        per_address: args.connections_per_address.max(1),
        total: max_connections,
        trusted: racetrack_server::client::Trusted::new(args.trusted_proxies),
    };
    racetrack_server::serve::serve(listener, app(state, site.as_ref()), limits, shutdown).await;
    // The live streams are upgraded connections, which the graceful shutdown does not wait for:
    // give each a moment to send its close frame ("connect again") before the process ends.
    let deadline = tokio::time::Instant::now() + std::time::Duration::from_secs(2);
    while draining.metrics.streams.get() > 0 && tokio::time::Instant::now() < deadline {
        tokio::time::sleep(std::time::Duration::from_millis(10)).await;
    }
    std::process::ExitCode::SUCCESS
}
