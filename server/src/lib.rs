//! Racetrack's game server: the HTTP API (`api`) and the online games (`games`) on a store
//! (`store`, SQLite), and the static site, on one port. Every rule is the engine's (the `racetrack` crate); tokio, axum and sqlx
//! stay in this crate.

pub mod api;
pub mod auth;
pub mod body;
pub mod client;
pub mod clock;
pub mod error;
pub mod games;
pub mod headers;
pub mod limits;
pub mod metrics;
pub mod operator;
pub mod push;
pub mod serve;
pub mod site;
pub mod store;
pub mod supervise;
pub mod text;
pub mod tournaments;
pub mod work;

use racetrack_api::ErrorCode;
use std::sync::Arc;

use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::routing::{any, get};
use tower_http::services::ServeDir;
use utoipa::OpenApi;
use utoipa_axum::router::OpenApiRouter;
use utoipa_axum::routes;

/// What every handler shares.
#[derive(Debug)]
pub struct AppState {
    /// The database.
    pub store: store::Store,
    /// The server's time.
    pub clock: clock::Clock,
    /// The daily challenges of the last date asked for.
    pub daily: api::daily::Dailies,
    /// The online games.
    pub games: games::Games,
    /// The request limits.
    pub limits: limits::Limits,
    /// What `GET /metrics` reports.
    pub metrics: metrics::Metrics,
    /// True once the server is shutting down: the live streams close, `/readyz` says 503.
    pub shutdown: tokio::sync::watch::Sender<bool>,
    /// How long a live stream's client may take to accept a message before it is dropped.
    pub send_timeout: std::time::Duration,
    /// How often a live stream is pinged, and how long its client may stay silent.
    pub ping: (std::time::Duration, std::time::Duration),
    /// How long a request may take, its body read and its answer made: then it is answered
    /// 408 (a live stream's time counts only until it is upgraded).
    pub request_time: std::time::Duration,
    /// Games (open or running) one player may sit in at once.
    pub games_per_player: i64,
    /// How long a game nobody started stays open (from its last change: made, joined).
    pub open_for: std::time::Duration,
    /// The live streams open per address and per player, under their caps.
    pub streams: limits::Streams,
    /// Players one address may make in an hour, and when it made them (this instance's count).
    pub players_per_hour: (usize, std::sync::Mutex<limits::Recent>),
    /// How long a player waits alone in the pairing pool before a bot of the server's takes
    /// the other seat.
    pub pairing_bot_after: std::time::Duration,
    /// Web Push: the VAPID key and the push services' client.
    pub push: push::Push,
    /// Tracks one player may publish in 24 hours.
    pub tracks_per_day: i64,
    /// Configurations the solver may expand to find a track's optimum before it is published.
    pub publish_budget: u64,
    /// Tournaments one player may make in 24 hours.
    pub tournaments_per_day: i64,
    /// The operator's recurring arenas: one every this many minutes, on the built-in levels.
    pub arena_every: Option<i64>,
    /// The break between a Grand Prix's races, in ms.
    pub grand_prix_break_ms: i64,
    /// The tournaments with a live stream open here.
    pub watchers: tournaments::watch::Watchers,
}

/// The `sub` of the push tokens unless `--push-contact` says otherwise.
pub const PUSH_CONTACT: &str = "mailto:racetrack@example.com";

/// Seconds a player waits alone for an opponent before a bot plays them
/// ([`AppState::pairing_bot_after`]).
pub const PAIRING_BOT_AFTER_SECONDS: u64 = 20;

/// Days a game nobody started stays open ([`AppState::open_for`]).
pub const OPEN_DAYS: u64 = 7;

/// Games one player may sit in at once ([`AppState::games_per_player`]).
pub const GAMES_PER_PLAYER: i64 = 20;
/// Players one address may make in an hour ([`AppState::players_per_hour`]).
pub const PLAYERS_PER_HOUR: usize = 30;

/// The ticker counts the games by state for `/metrics` every this many ticks (5 s).
const GAME_COUNT_TICKS: u64 = 25;

/// Seconds a request may take ([`AppState::request_time`]).
pub const REQUEST_SECONDS: u64 = 30;

impl AppState {
    /// The state of a server on `store` with `clock`.
    pub fn new(store: store::Store, clock: clock::Clock) -> AppState {
        let metrics = metrics::Metrics::default();
        AppState {
            store,
            clock,
            daily: api::daily::Dailies::default(),
            games: games::Games::counting(metrics.summaries_made.clone()),
            limits: limits::Limits::default(),
            metrics,
            shutdown: tokio::sync::watch::Sender::new(false),
            send_timeout: std::time::Duration::from_secs(10),
            ping: (
                std::time::Duration::from_millis(api::live::PING_MS),
                std::time::Duration::from_millis(api::live::SILENCE_MS),
            ),
            request_time: std::time::Duration::from_secs(REQUEST_SECONDS),
            games_per_player: GAMES_PER_PLAYER,
            open_for: std::time::Duration::from_secs(OPEN_DAYS * 86_400),
            streams: limits::Streams::default(),
            players_per_hour: (PLAYERS_PER_HOUR, Default::default()),
            pairing_bot_after: std::time::Duration::from_secs(PAIRING_BOT_AFTER_SECONDS),
            push: push::Push::new(PUSH_CONTACT),
            tracks_per_day: api::tracks::TRACKS_PER_DAY,
            publish_budget: api::tracks::PUBLISH_BUDGET,
            tournaments_per_day: tournaments::TOURNAMENTS_PER_DAY,
            arena_every: None,
            grand_prix_break_ms: tournaments::GRAND_PRIX_BREAK_MS,
            watchers: tournaments::watch::Watchers::default(),
        }
    }

    /// The same with `per_day` tournaments a player a day, and an arena of the operator's
    /// every `arena_every` minutes.
    pub fn with_tournaments(mut self, per_day: i64, arena_every: Option<i64>) -> AppState {
        self.tournaments_per_day = per_day.max(1);
        self.arena_every = arena_every.filter(|&m| m > 0);
        self
    }

    /// The same with another break between a Grand Prix's races (a test's).
    pub fn with_grand_prix_break(mut self, ms: i64) -> AppState {
        self.grand_prix_break_ms = ms.max(0);
        self
    }

    /// Runs the tournaments under way (their pairings, races and ends), and makes the
    /// operator's next recurring arena when it is due.
    pub async fn run_tournaments(&self) {
        let now_ms = self.clock.now_ms();
        if let Some(every) = self.arena_every {
            let levels = games::pairing_tracks();
            if let Err(e) = tournaments::run::recurring(&self.store, every, &levels, now_ms).await {
                tracing::warn!(error = %e, "making the next recurring arena");
            }
        }
        let grand_prix_break = self.grand_prix_break_ms;
        let run = tournaments::run::run_due(&self.store, &self.games, grand_prix_break, now_ms);
        if let Err(e) = run.await {
            tracing::warn!(error = %e, "running the tournaments");
        }
        let now_ms = self.clock.now_ms();
        if let Err(e) = self.watchers.refresh(&self.store, now_ms).await {
            tracing::warn!(error = %e, "reading the tournaments watched");
        }
    }

    /// The same with `per_day` publications a player a day and a solver's budget of `budget`
    /// configurations for a track published.
    pub fn with_tracks(mut self, per_day: i64, budget: u64) -> AppState {
        self.tracks_per_day = per_day.max(1);
        self.publish_budget = budget.max(1);
        self
    }

    /// The same with other caps on games per player and players made per address an hour.
    pub fn with_caps(mut self, games_per_player: i64, players_per_hour: usize) -> AppState {
        self.games_per_player = games_per_player.max(1);
        self.players_per_hour.0 = players_per_hour.max(1);
        self
    }

    /// The same with the open-file limit and connection cap reported by `/metrics`.
    pub fn with_file_limits(self, open_files: u64, max_connections: usize) -> AppState {
        self.metrics
            .open_files
            .set(i64::try_from(open_files).unwrap_or(i64::MAX));
        self.metrics
            .max_connections
            .set(i64::try_from(max_connections).unwrap_or(i64::MAX));
        self
    }

    /// The same with games nobody started kept open for `open_for`, and at most `held` games
    /// in memory.
    pub fn with_game_lifetimes(mut self, open_for: std::time::Duration, held: usize) -> AppState {
        self.open_for = open_for;
        self.games = self.games.with_most_held(held);
        self
    }

    /// The same with at most `workers` heavy jobs (tracks, replays, distance maps) at once.
    pub fn with_workers(mut self, workers: usize) -> AppState {
        self.games = self.games.with_workers(workers);
        self
    }

    /// The same with other caps on live streams per address and per player.
    pub fn with_streams(mut self, per_address: usize, per_player: usize) -> AppState {
        self.streams = limits::Streams::new(per_address, per_player);
        self
    }

    /// The same with another time limit per request.
    pub fn with_request_time(mut self, most: std::time::Duration) -> AppState {
        self.request_time = most;
        self
    }

    /// The same with other ping and silence times for the live streams.
    pub fn with_ping(
        mut self,
        every: std::time::Duration,
        silence: std::time::Duration,
    ) -> AppState {
        self.ping = (every, silence);
        self
    }

    /// The same with another send time for the live streams' clients.
    pub fn with_send_timeout(mut self, send_timeout: std::time::Duration) -> AppState {
        self.send_timeout = send_timeout;
        self
    }

    /// Begins the shutdown: the live streams tell their clients to connect again, `/readyz`
    /// answers 503 so a load balancer sends no more.
    pub fn shut_down(&self) {
        self.shutdown.send_replace(true);
    }

    /// The same with another wait before a bot takes a lone player's empty seat.
    pub fn with_pairing_bot_after(mut self, wait: std::time::Duration) -> AppState {
        self.pairing_bot_after = wait;
        self
    }

    /// The same naming `contact` (`mailto:` or `https:`) in its push tokens.
    pub fn with_push_contact(mut self, contact: &str) -> AppState {
        self.push = push::Push::new(contact);
        self
    }

    /// Pushes what the players' feeds queued (new rounds, pairings, tournaments begun) to their
    /// browsers, for as long as the server runs ([`push::worker`]).
    pub async fn push_worker(self: Arc<AppState>) {
        push::worker(&self).await;
    }

    /// Pairs the pool's waiting players, and moves the server's bots in their games.
    pub async fn pair_and_play(&self) {
        let bot_after = self.pairing_bot_after.as_millis() as i64;
        if let Err(e) = self
            .games
            .pair(&self.store, bot_after, self.clock.now_ms())
            .await
        {
            tracing::warn!(error = %e, "pairing the waiting players");
        }
        if let Err(e) = self
            .games
            .play_house_bots(&self.store, self.clock.now_ms())
            .await
        {
            tracing::warn!(error = %e, "the server's bots' moves");
        }
    }

    /// The same with other request limits (requests a second per address and per token).
    pub fn with_limits(mut self, per_address: u32, per_token: u32) -> AppState {
        self.limits = limits::Limits::new(per_address, per_token);
        self
    }

    /// Removes the games nobody started within [`AppState::open_for`] of their last change.
    pub async fn expire_open_games(&self) {
        let before_ms = self.clock.now_ms() - self.open_for.as_millis() as i64;
        match self.games.expire(&self.store, before_ms).await {
            Ok(0) => {}
            Ok(gone) => tracing::info!(gone, "expired open games nobody started"),
            Err(e) => tracing::warn!(error = %e, "expiring the open games"),
        }
    }

    /// Counts the games by state in the store (all instances'), for `/metrics` to report.
    pub async fn count_games(&self) {
        match self.store.games_by_state().await {
            Ok(games) => self.metrics.set_games(&games),
            Err(e) => tracing::warn!(error = %e, "counting the games"),
        }
    }

    /// Resolves the rounds whose deadline has passed, every `every`, for as long as the server
    /// runs (a round also resolves as soon as its last move comes in).
    pub async fn keep_time(self: Arc<AppState>, every: std::time::Duration) {
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        let mut count: u64 = 0;
        loop {
            ticks.tick().await;
            let now_ms = self.clock.now_ms();
            if let Err(e) = self.games.presence.flush(&self.store, now_ms).await {
                tracing::warn!(error = %e, "writing who is connected");
            }
            if count % GAME_COUNT_TICKS == 0 {
                if let Err(e) = self.games.presence.refresh(&self.store, now_ms).await {
                    tracing::warn!(error = %e, "reading who is connected");
                }
                self.count_games().await;
                if let Err(e) = self.clock.sync(self.store.clock_ms()).await {
                    tracing::warn!(error = %e, "reading the database's clock");
                }
            }
            if let Err(e) = self
                .games
                .resolve_due(&self.store, || self.clock.now_ms())
                .await
            {
                tracing::warn!(error = %e, "resolving the rounds due");
            }
            if count % 2 == 0 {
                self.pair_and_play().await;
                self.run_tournaments().await;
            }
            count += 1;
            // Every minute or so: forget the full request buckets and the finished games
            // nobody uses.
            if count % 300 == 0 {
                self.limits.forget_idle();
                self.games.forget_idle();
                self.expire_open_games().await;
                let hour_ago = self.clock.now_ms() - 3_600_000;
                if let Err(e) = self.store.pool_tidy(hour_ago).await {
                    tracing::warn!(error = %e, "tidying the pairing pool");
                }
                self.games
                    .rate_pending(&self.store, self.clock.now_ms())
                    .await;
            }
        }
    }
}

impl AppState {
    /// Sends the events other instances save (PostgreSQL's notifications) to this instance's
    /// live streams, for as long as the server runs; on SQLite there are no other instances and
    /// this returns at once. When the listening connection is lost it is opened again, and
    /// every held game with streams catches up on what was missed meanwhile.
    pub async fn listen(self: Arc<AppState>) {
        let mut lost = false;
        loop {
            let mut listener = match self.store.listener().await {
                Ok(Some(listener)) => listener,
                Ok(None) => return,
                Err(e) => {
                    tracing::warn!(error = %e, "listening for other instances' events");
                    lost = true;
                    tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                    continue;
                }
            };
            if std::mem::take(&mut lost) {
                self.games.unsure_of_all().await;
                self.games.forward_all(&self.store).await;
            }
            loop {
                match listener.try_recv().await {
                    Ok(Some(notice)) if notice.channel() == store::PLAYERS_CHANNEL => {
                        self.games.feeds.relay(notice.payload());
                    }
                    Ok(Some(notice)) => {
                        let Some(notice) = store::Notice::read(notice.payload()) else {
                            continue;
                        };
                        // A game's notices in the order they came, each game on a task of
                        // its own: one game's wait for its lock or the store does not hold up
                        // the others'.
                        if let Some(game) = self.games.queue_notice(notice) {
                            let state = Arc::clone(&self);
                            tokio::spawn(async move {
                                state.games.forward_queued(&state.store, &game).await;
                            });
                        }
                    }
                    Ok(None) | Err(_) => {
                        tracing::warn!("lost the database's notifications; listening again");
                        lost = true;
                        break;
                    }
                }
            }
        }
    }
}

impl AppState {
    /// Every `every`, for as long as the server runs, brings every held game with live streams
    /// up to the store (on PostgreSQL; on SQLite, one instance saves every change and this
    /// returns at once). A move's or a round's notice goes in its transaction, but some changes'
    /// go out after their commit (a seat left, a game cancelled, a track's play counted), so an
    /// instance that dies between the two leaves the others' streams without it: they get it at
    /// the next catch-up, not at the game's next change (a correspondence game's may be days
    /// away).
    pub async fn catch_up(self: Arc<AppState>, every: std::time::Duration) {
        if self.store.backend() != store::Backend::Postgres {
            return;
        }
        let mut ticks = tokio::time::interval(every);
        ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        ticks.tick().await;
        loop {
            ticks.tick().await;
            self.games.forward_all(&self.store).await;
        }
    }
}

/// `GET /readyz`: 200 when the database answers and takes writes, 503 (with `Retry-After`) when
/// it does not or the server is shutting down.
async fn ready(
    axum::extract::State(state): axum::extract::State<Arc<AppState>>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    if *state.shutdown.borrow() {
        error::ApiError::new(
            axum::http::StatusCode::SERVICE_UNAVAILABLE,
            ErrorCode::Unavailable,
            "The server is shutting down.",
        )
        .into_response()
    } else {
        let unavailable = |words: &str| {
            error::ApiError::new(
                axum::http::StatusCode::SERVICE_UNAVAILABLE,
                ErrorCode::Unavailable,
                words,
            )
            .into_response()
        };
        match state.store.ready().await {
            store::Readiness::Ready => "ready".into_response(),
            store::Readiness::ReadOnly => {
                unavailable("The database takes no writes (a read-only replica?).")
            }
            store::Readiness::Down => unavailable("The database does not answer."),
        }
    }
}

/// Answers 408 a request that takes longer than [`AppState::request_time`] (a body sent slowly,
/// an answer that cannot be made): an answer, never a hang.
async fn time_limit(
    axum::extract::State(state): axum::extract::State<Arc<AppState>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    match tokio::time::timeout(state.request_time, next.run(request)).await {
        Ok(response) => response,
        Err(_) => error::ApiError::new(
            axum::http::StatusCode::REQUEST_TIMEOUT,
            ErrorCode::RequestTimeout,
            format!(
                "The request took over {} s (its body too slow?); send it again.",
                state.request_time.as_secs()
            ),
        )
        .into_response(),
    }
}

/// Refuses a request over its address's or its token's limit before anything else is done.
async fn limit(
    axum::extract::State(state): axum::extract::State<Arc<AppState>>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let address = client::of(request.extensions());
    let token = auth::bearer(request.headers()).map(auth::hash);
    let response = match state.limits.check(address, token.as_deref()) {
        Ok(()) => next.run(request).await,
        Err(refusal) => refusal.into_response(),
    };
    state.metrics.answered(response.status().as_u16());
    response
}

/// `GET /metrics`: the Prometheus text, from the gauges and counters the server keeps (the
/// games by state as last counted by [`AppState::count_games`]): no query per scrape.
async fn metrics(
    axum::extract::State(state): axum::extract::State<Arc<AppState>>,
) -> axum::response::Response {
    use axum::response::IntoResponse;
    let held = state.games.held();
    state
        .metrics
        .games_held
        .set(i64::try_from(held).unwrap_or(i64::MAX));
    let players = state.store.players_in_memory();
    state
        .metrics
        .players_held
        .set(i64::try_from(players).unwrap_or(i64::MAX));
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        state.metrics.render(),
    )
        .into_response()
}

/// The whole server: the API under `/api/v1`, and the site in `site` (with its precompressed
/// `.br` and `.gz` copies) everywhere else, under its policy.
pub fn app(state: Arc<AppState>, site: Option<&site::Site>) -> Router {
    let readiness = Arc::clone(&state);
    let timing = Arc::clone(&state);
    let (routes, document) = OpenApiRouter::with_openapi(api::doc::ApiDoc::openapi())
        .routes(routes!(api::new_player))
        .routes(routes!(api::me))
        .routes(routes!(api::profile))
        .routes(routes!(api::games::mine))
        .routes(routes!(api::games::create, api::games::lobby))
        .routes(routes!(api::games::view))
        .routes(routes!(api::games::join))
        .routes(routes!(api::games::start))
        .routes(routes!(api::games::add_bot))
        .routes(routes!(api::controls::cancel))
        .routes(routes!(api::controls::leave))
        .routes(routes!(api::controls::resign))
        .routes(routes!(api::controls::rematch))
        .routes(routes!(
            api::pairing::join,
            api::pairing::leave,
            api::pairing::state
        ))
        .routes(routes!(api::player_live::live))
        .routes(routes!(api::push::key))
        .routes(routes!(api::push::subscribe, api::push::unsubscribe))
        .routes(routes!(api::games::moves))
        .routes(routes!(api::games::chat))
        .routes(routes!(api::games::record))
        .routes(routes!(api::games::bot_turn))
        .routes(routes!(api::live::live))
        .routes(routes!(api::boards::new_run))
        .routes(routes!(api::boards::board))
        .routes(routes!(api::daily::daily))
        .routes(routes!(api::tracks::publish, api::tracks::list))
        .routes(routes!(api::tracks::view, api::tracks::delete))
        .routes(routes!(api::tracks::image))
        .routes(routes!(api::tracks::vote, api::tracks::unvote))
        .routes(routes!(api::tracks::report))
        .routes(routes!(api::tournaments::create, api::tournaments::list))
        .routes(routes!(api::tournaments::view))
        .routes(routes!(api::tournaments::join))
        .routes(routes!(api::tournaments::pause))
        .routes(routes!(api::tournaments::leave))
        .routes(routes!(api::tournament_live::live))
        .split_for_parts();
    let document = Arc::new(document.to_json().expect("the API document serialises"));
    let api = routes
        .route(
            "/openapi.json",
            get(move || {
                let document = Arc::clone(&document);
                async move {
                    (
                        [(axum::http::header::CONTENT_TYPE, "application/json")],
                        document.as_str().to_owned(),
                    )
                }
            }),
        )
        .fallback(any(api::unknown))
        .method_not_allowed_fallback(api::not_allowed)
        .layer(DefaultBodyLimit::max(body::MAX_BODY))
        .layer(axum::middleware::from_fn_with_state(
            Arc::clone(&state),
            limit,
        ))
        .with_state(state);
    let router = Router::new()
        .nest("/api/v1", api)
        .route("/api", any(api::unknown))
        .route("/api/{*rest}", any(api::unknown))
        .route("/healthz", get(|| async { "ok" }))
        .route("/readyz", get(ready).with_state(Arc::clone(&readiness)))
        .route("/metrics", get(metrics).with_state(readiness));
    let router = match site {
        Some(site) => router.fallback_service(
            ServeDir::new(&site.dir)
                .precompressed_br()
                .precompressed_gzip(),
        ),
        None => router,
    };
    let policy = site.map_or_else(site::Policy::without_site, |s| Arc::clone(&s.policy));
    let router = router
        .layer(axum::middleware::from_fn_with_state(timing, time_limit))
        .layer(axum::middleware::from_fn_with_state(policy, headers::add));
    // One span per request: its method and path only (no query, no header, no body), so no
    // token, player key or invite code is ever logged.
    router.layer(tower_http::trace::TraceLayer::new_for_http().make_span_with(
        |request: &axum::extract::Request| {
            tracing::debug_span!("request", method = %request.method(), path = %request.uri().path())
        },
    ))
}
