//! The store: every SQL statement of the server, behind one type, on SQLite or PostgreSQL (the
//! URL decides: `sqlite://racetrack.db`, `postgres://user@host/db`) through sqlx's `Any` driver:
//! the same portable statements (plain SQL, `$n` parameters, 64-bit integers) on both, each
//! backend with its own migrations (`server/migrations/sqlite`, `server/migrations/postgres`).
//! Every statement is parameterised.

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor, Row};

// First: its `game_columns!` is used by the writes.
#[macro_use]
mod games;
mod boards;
mod commit;
mod expiry;
mod pairing;
mod players;
mod presence;
mod push;
mod ratings;
mod rematches;
mod tokens;
mod tournaments;
mod tracks;
mod writes;

/// The channel of the players' own events between instances ([`Store::announce_to_player`]).
pub const PLAYERS_CHANNEL: &str = "racetrack_players";

pub use boards::{Board, Entry, RunRow};
pub use games::{EVENTS_CHANNEL, Followed, GameRow, Listed, Notice, SeatRow, Step, WholeGame};
pub use pairing::{HouseBot, PoolRow, Waiting};
pub use players::Player;
pub use racetrack_api::{GameState, UnknownState};
pub use ratings::{HISTORY, Profile};
pub use tokens::MOST_KEPT as MOST_PLAYERS_KEPT;
pub use tournaments::{EntrantRow, TournamentRow, TournamentSeat};
pub use tracks::{
    NewTrackRow, PRIOR_STARS, PRIOR_VOTES, ReportRow, TrackOrder, TrackQuery, TrackRow,
};

/// Why the store failed.
pub type StoreError = sqlx::Error;

/// What `/readyz` says of the database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Readiness {
    /// It answers and takes writes.
    Ready,
    /// It answers but takes no writes.
    ReadOnly,
    /// It does not answer.
    Down,
}

/// Which database a store is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// A SQLite file.
    Sqlite,
    /// A PostgreSQL database.
    Postgres,
}

/// The database.
#[derive(Clone)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    /// The database's URL, for the PostgreSQL listener's own connection (never logged: it may
    /// hold a password).
    url: String,
    /// On SQLite, the writers' queue and turn: one writer at a time (SQLite takes one anyway,
    /// and a writer refused by its lock sleeps in the busy handler, up to 100 ms a try), the
    /// games' changes committed together ([`commit`]).
    group: std::sync::Arc<commit::Group>,
    /// On PostgreSQL, the games' changes' queue and writers' turns: the changes that arrive
    /// while the instance's batches are written go together in the next ([`games::Steps`]).
    steps: std::sync::Arc<games::Steps>,
    /// On PostgreSQL, the queue of the notices to send to the other instances.
    notices: Option<tokio::sync::mpsc::UnboundedSender<(&'static str, String)>>,
    /// The players whose token this instance has seen ([`tokens`]).
    tokens: std::sync::Arc<tokens::Tokens>,
}

/// Most notices one statement sends.
const NOTICES_AT_ONCE: usize = 32;

/// `SELECT pg_notify($1, $2) FROM (VALUES ($1, $2, 1), ($3, $4, 2), ...)` for 1 to
/// [`NOTICES_AT_ONCE`] notices: made once, of placeholders only. The rows are read, and the
/// notices queued, in the order written.
static NOTIFY: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    (1..=NOTICES_AT_ONCE)
        .map(|rows| {
            let values: Vec<String> = (0..rows)
                .map(|r| format!("(${}::text, ${}::text, {r})", 1 + 2 * r, 2 + 2 * r))
                .collect();
            format!(
                "SELECT pg_notify(c, n) FROM (VALUES {}) AS t(c, n, i)",
                values.join(", ")
            )
        })
        .collect()
});

/// Sends the queued notices on their channels, as many as are waiting in one transaction
/// (one turn of PostgreSQL's notification lock for all of them: a single statement when they
/// fit in one) and up to [`NOTICES_AT_ONCE`] a statement (one round trip each), in the order
/// they were queued. A notice that cannot be sent is dropped with a warning: the other
/// instances' streams catch up on the game's next notice, or when they connect again.
fn notifier(pool: AnyPool) -> tokio::sync::mpsc::UnboundedSender<(&'static str, String)> {
    /// One statement sending `chunk`'s notices (at most [`NOTICES_AT_ONCE`]).
    fn notify<'q>(
        chunk: &'q [(&'static str, String)],
    ) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
        let mut query = sqlx::query(&NOTIFY[chunk.len() - 1]);
        for (channel, notice) in chunk {
            query = query.bind(*channel).bind(notice);
        }
        query
    }
    let (queue, mut waiting) = tokio::sync::mpsc::unbounded_channel::<(&'static str, String)>();
    tokio::spawn(async move {
        let mut batch = Vec::new();
        while waiting.recv_many(&mut batch, 256).await > 0 {
            let sent = async {
                // One statement is its own transaction: no BEGIN and COMMIT round trips.
                if batch.len() <= NOTICES_AT_ONCE {
                    return notify(&batch).execute(&pool).await.map(|_| ());
                }
                let mut tx = pool.begin().await?;
                for chunk in batch.chunks(NOTICES_AT_ONCE) {
                    notify(chunk).execute(&mut *tx).await?;
                }
                tx.commit().await
            };
            if let Err(e) = sent.await {
                tracing::warn!(error = %e, notices = batch.len(), "announcing changes to the other instances");
            }
            batch.clear();
        }
    });
    queue
}

impl std::fmt::Debug for Store {
    // Without the URL, which may hold a password.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Store")
            .field("backend", &self.backend)
            .finish_non_exhaustive()
    }
}

/// Where `url` holds a secret: the password of its user part and the value of a `password=`
/// parameter; in text that is not a URL this server reads, everything before an `@`.
fn secrets(url: &str) -> Vec<std::ops::Range<usize>> {
    let mut found = Vec::new();
    match url.find("://") {
        None => {
            if let Some(at) = url.rfind('@') {
                found.push(0..at);
            }
        }
        Some(scheme_end) => {
            let rest = scheme_end + 3;
            let authority_end = url[rest..]
                .find(['/', '?', '#'])
                .map_or(url.len(), |i| rest + i);
            if let Some(at) = url[rest..authority_end].rfind('@') {
                if let Some(colon) = url[rest..rest + at].find(':') {
                    found.push(rest + colon + 1..rest + at);
                }
            }
        }
    }
    if let Some(at) = url.to_ascii_lowercase().find("password=") {
        let start = at + "password=".len();
        let end = url[start..].find('&').map_or(url.len(), |i| start + i);
        found.push(start..end);
    }
    found.retain(|r| !r.is_empty());
    found
}

/// `url` with its password (in the user part, or a `password=` parameter) hidden, for messages.
pub fn redact(url: &str) -> String {
    let mut ranges = secrets(url);
    ranges.sort_by_key(|r| std::cmp::Reverse(r.start));
    let mut out = url.to_owned();
    for range in ranges {
        out.replace_range(range, "***");
    }
    out
}

/// `text` (a message about the database at `url`) with the URL's secrets hidden wherever they
/// appear in it.
pub fn redact_in(url: &str, text: &str) -> String {
    secrets(url)
        .into_iter()
        .fold(text.to_owned(), |out, range| {
            out.replace(&url[range], "***")
        })
}

impl Store {
    /// Opens and migrates the database at `url`: `sqlite://FILE` (the file made when missing;
    /// WAL, synchronous writes, foreign keys) or `postgres://...`.
    pub async fn open(url: &str) -> Result<Store, StoreError> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("sqlite://") {
            Backend::Sqlite
        } else if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            return Err(sqlx::Error::Configuration(
                format!(
                    "{}: the database is sqlite://FILE or postgres://USER@HOST/DB",
                    redact(url)
                )
                .into(),
            ));
        };
        let full = match backend {
            // Made when missing.
            Backend::Sqlite if !url.contains('?') => format!("{url}?mode=rwc"),
            _ => url.to_owned(),
        };
        let options: AnyConnectOptions = full.parse()?;
        let pool = AnyPoolOptions::new()
            .max_connections(8)
            // A database that is down answers 503 within seconds, not after sqlx's 30.
            .acquire_timeout(std::time::Duration::from_secs(3))
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        conn.execute(
                            "PRAGMA foreign_keys = ON; PRAGMA journal_mode = WAL; \
                             PRAGMA synchronous = FULL; PRAGMA busy_timeout = 5000;",
                        )
                        .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        match backend {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite").run(&pool).await?,
            Backend::Postgres => sqlx::migrate!("./migrations/postgres").run(&pool).await?,
        }
        players::backfill_name_keys(&pool).await?;
        let notices = (backend == Backend::Postgres).then(|| notifier(pool.clone()));
        Ok(Store {
            pool,
            backend,
            url: url.to_owned(),
            group: std::sync::Arc::default(),
            steps: std::sync::Arc::default(),
            notices,
            tokens: std::sync::Arc::default(),
        })
    }

    /// The store keeping at most `most` players' tokens in memory (0: none).
    pub fn with_players_in_memory(mut self, most: usize) -> Store {
        self.tokens = std::sync::Arc::new(tokens::Tokens::new(most));
        self
    }

    /// How many players' tokens this instance keeps in memory.
    pub fn players_in_memory(&self) -> usize {
        self.tokens.len()
    }

    /// Queues a change's notice for the other instances (PostgreSQL only).
    pub(crate) fn announce(&self, notice: String) {
        if let Some(queue) = &self.notices {
            // The notifier ends only with the runtime.
            let _ = queue.send((EVENTS_CHANNEL, notice));
        }
    }

    /// Sends a player's event to the other instances (on [`PLAYERS_CHANNEL`]; nothing on
    /// SQLite, where this instance is the only one).
    pub fn announce_to_player(&self, notice: String) {
        if let Some(queue) = &self.notices {
            let _ = queue.send((PLAYERS_CHANNEL, notice));
        }
    }

    /// Which database the store is on.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// A listener for the games' change notices ([`EVENTS_CHANNEL`]) on its own connection:
    /// `None` on SQLite, where one server instance is all there is.
    pub async fn listener(&self) -> Result<Option<sqlx::postgres::PgListener>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        let mut listener = sqlx::postgres::PgListener::connect(&self.url).await?;
        listener
            .listen_all([EVENTS_CHANNEL, PLAYERS_CHANNEL])
            .await?;
        Ok(Some(listener))
    }

    /// The database's clock in ms since the Unix epoch, on PostgreSQL (`None` on SQLite, which
    /// has no clock of its own: the one instance's is the clock).
    pub async fn clock_ms(&self) -> Result<Option<i64>, StoreError> {
        if self.backend != Backend::Postgres {
            return Ok(None);
        }
        let row = sqlx::query(
            "SELECT CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp()) * 1000) AS BIGINT)",
        )
        .fetch_one(&self.pool)
        .await?;
        Ok(Some(row.try_get(0)?))
    }

    /// Whether the database answers and takes writes: one query, no write. On PostgreSQL a
    /// read-only server (a replica after a failover, a database set read-only) does not; on
    /// SQLite the file the one instance opened does.
    pub async fn ready(&self) -> Readiness {
        let query = match self.backend {
            Backend::Postgres => "SELECT current_setting('transaction_read_only')",
            Backend::Sqlite => "SELECT 'off'",
        };
        match sqlx::query(query).fetch_one(&self.pool).await {
            Ok(row) if row.try_get::<String, _>(0).is_ok_and(|v| v == "off") => Readiness::Ready,
            Ok(_) => Readiness::ReadOnly,
            Err(_) => Readiness::Down,
        }
    }
}

#[cfg(test)]
mod redact_tests {
    use super::redact;

    #[test]
    fn passwords_are_hidden_and_the_rest_kept() {
        for (url, shown) in [
            (
                "postgres://u:hunter2@db:5432/rt",
                "postgres://u:***@db:5432/rt",
            ),
            (
                "postgresql://u:p%40ss@db/rt?sslmode=require",
                "postgresql://u:***@db/rt?sslmode=require",
            ),
            (
                "postgres://u@db/rt?password=hunter2&x=1",
                "postgres://u@db/rt?password=***&x=1",
            ),
            ("postgres://db/rt", "postgres://db/rt"),
            ("sqlite://racetrack.db", "sqlite://racetrack.db"),
            ("postgres:/u:hunter2@x/rt", "***@x/rt"),
        ] {
            assert_eq!(redact(url), shown, "{url}");
        }
        let url = "postgres://ann:hunter2@db/rt";
        assert_eq!(
            super::redact_in(
                url,
                "password hunter2 refused for postgres://ann:hunter2@db/rt"
            ),
            "password *** refused for postgres://ann:***@db/rt"
        );
    }
}
