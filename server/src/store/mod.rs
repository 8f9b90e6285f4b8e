//! The store: every SQL statement of the server, behind one type, on SQLite or PostgreSQL (the
//! URL decides: `sqlite://racetrack.db`, `postgres://user@host/db`) through sqlx's `Any` driver:
//! the same portable statements (plain SQL, `$n` parameters, 64-bit integers) on both, each
//! backend with its own migrations (`server/migrations/sqlite`, `server/migrations/postgres`).
//! Every statement is parameterised.

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Executor, Row};

/// The condition that run `other` ranks ahead of run `mine` on a board: fewer moves, then
/// sent earlier, then by the player who joined first. One literal, shared by the rank a kept
/// run answers and the asking player's place on a board.
macro_rules! ahead_of_mine {
    () => {
        "(other.moves < mine.moves \
          OR (other.moves = mine.moves AND other.at_ms < mine.at_ms) \
          OR (other.moves = mine.moves AND other.at_ms = mine.at_ms \
              AND other.player < mine.player))"
    };
}

// First: its `game_columns!` is used by the writes.
#[macro_use]
mod games;
mod commit;
mod expiry;
mod pairing;
mod presence;
mod push;
mod ratings;
mod rematches;
mod writes;

/// The channel of the players' own events between instances ([`Store::announce_to_player`]).
pub const PLAYERS_CHANNEL: &str = "racetrack_players";

pub use games::{EVENTS_CHANNEL, GameRow, Listed, Notice, SeatRow, Step};
pub use pairing::{HouseBot, PoolRow, Waiting};
pub use racetrack_api::{GameState, UnknownState};
pub use ratings::{HISTORY, Profile};

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

/// A player as the store knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Their id.
    pub id: i64,
    /// Their name.
    pub name: String,
    /// Whether they are a bot (a program playing through the API).
    pub bot: bool,
}

/// A leaderboard's row: a player's best run.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    /// The player's name.
    pub name: String,
    /// Their best move count.
    pub moves: i64,
    /// When it was run (ms since the epoch).
    pub at_ms: i64,
    /// Whether the player is a bot.
    pub bot: bool,
}

/// A run to keep on a board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RunRow {
    /// The board's key.
    pub board: String,
    /// The track's text (the board is made for it if new).
    pub track: String,
    /// The rules' name.
    pub rules: String,
    /// Who ran it.
    pub player: i64,
    /// Its moves.
    pub moves: i64,
    /// When it was sent (ms since the epoch).
    pub at_ms: i64,
    /// Whether the page showed help on the track (ranked apart).
    pub assisted: bool,
}

/// A leaderboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Board {
    /// Its key.
    pub board: String,
    /// The track text.
    pub track: String,
    /// The rules' name.
    pub rules: String,
    /// The unassisted runs, best first, a player's best only.
    pub entries: Vec<Entry>,
    /// The assisted runs, the same way.
    pub assisted: Vec<Entry>,
    /// The clean and the assisted runs in all.
    pub counts: [i64; 2],
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
    /// On PostgreSQL, the queue of the notices to send to the other instances.
    notices: Option<tokio::sync::mpsc::UnboundedSender<(&'static str, String)>>,
}

/// Sends the queued notices on [`EVENTS_CHANNEL`], as many as are waiting in one transaction
/// (one turn of PostgreSQL's notification lock for all of them), in the order they were queued.
/// A notice that cannot be sent is dropped with a warning: the other instances' streams catch up
/// on the game's next notice, or when they connect again.
fn notifier(pool: AnyPool) -> tokio::sync::mpsc::UnboundedSender<(&'static str, String)> {
    let (queue, mut waiting) = tokio::sync::mpsc::unbounded_channel::<(&'static str, String)>();
    tokio::spawn(async move {
        let mut batch = Vec::new();
        while waiting.recv_many(&mut batch, 256).await > 0 {
            let sent = async {
                let mut tx = pool.begin().await?;
                for (channel, notice) in &batch {
                    sqlx::query("SELECT pg_notify($1, $2)")
                        .bind(*channel)
                        .bind(notice)
                        .execute(&mut *tx)
                        .await?;
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

/// Gives the players made before names were compared their name's key (the first of
/// look-alike names keeps it; the others keep theirs as they are, unkeyed).
async fn backfill_name_keys(pool: &AnyPool) -> Result<(), StoreError> {
    let rows = sqlx::query("SELECT id, name FROM players WHERE name_key IS NULL ORDER BY id")
        .fetch_all(pool)
        .await?;
    for row in rows {
        let (id, name): (i64, String) = (row.get(0), row.get(1));
        sqlx::query(
            "UPDATE players SET name_key = $2 WHERE id = $1 \
             AND NOT EXISTS (SELECT 1 FROM players WHERE name_key = $2)",
        )
        .bind(id)
        .bind(crate::text::name_key(&name))
        .execute(pool)
        .await?;
    }
    Ok(())
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
        backfill_name_keys(&pool).await?;
        let notices = (backend == Backend::Postgres).then(|| notifier(pool.clone()));
        Ok(Store {
            pool,
            backend,
            url: url.to_owned(),
            group: std::sync::Arc::default(),
            notices,
        })
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

    /// Adds a player; their token is kept only as `token_hash`. `None` when another player has
    /// the name, as names are compared ([`crate::text::name_key`]).
    pub async fn add_player(
        &self,
        name: &str,
        token_hash: &str,
        bot: bool,
        now_ms: i64,
    ) -> Result<Option<Player>, StoreError> {
        let write = writes::Write::Player {
            name: name.to_owned(),
            name_key: crate::text::name_key(name),
            token_hash: token_hash.to_owned(),
            bot,
            now_ms,
        };
        let id = match self.write(write).await.map(writes::Written::player) {
            Ok(Ok(Some(id))) => id,
            Ok(Ok(None)) => return Ok(None),
            Ok(Err(e)) => return Err(e),
            // Another instance took the name at the same moment.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => return Ok(None),
            Err(e) => return Err(e),
        };
        Ok(Some(Player {
            id,
            name: name.to_owned(),
            bot,
        }))
    }

    /// The player whose token hashes to `token_hash`.
    pub async fn player_by_token(&self, token_hash: &str) -> Result<Option<Player>, StoreError> {
        let row = sqlx::query("SELECT id, name, bot FROM players WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| Player {
            id: r.get(0),
            name: r.get(1),
            bot: r.get::<i64, _>(2) != 0,
        }))
    }

    /// Keeps `run` on its board (made for its track and rules if new) when it beats the
    /// player's best of its kind (assisted or not); returns the player's rank among the runs of
    /// that kind afterwards (1 = best), or `None` when the key already names a board of another
    /// track or rules (a hash collision: nothing is kept).
    pub async fn add_run(&self, run: &RunRow) -> Result<Option<i64>, StoreError> {
        self.write(writes::Write::Run(run.clone())).await?.run()
    }

    /// The board `board`, best first (at most `limit` rows), if it exists.
    pub async fn board(
        &self,
        board: &str,
        limit: i64,
        since_ms: i64,
    ) -> Result<Option<Board>, StoreError> {
        let Some(head) = sqlx::query("SELECT track, rules FROM boards WHERE board = $1")
            .bind(board)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let mut kinds = Vec::new();
        let mut counts = [0; 2];
        for assisted in [0i64, 1] {
            counts[assisted as usize] = sqlx::query(
                "SELECT COUNT(*) FROM runs WHERE board = $1 AND assisted = $2 AND at_ms >= $3",
            )
            .bind(board)
            .bind(assisted)
            .bind(since_ms)
            .fetch_one(&self.pool)
            .await?
            .get(0);
            let rows = sqlx::query(
                "SELECT players.name, runs.moves, runs.at_ms, players.bot FROM runs \
                 JOIN players ON players.id = runs.player \
                 WHERE runs.board = $1 AND runs.assisted = $4 AND runs.at_ms >= $3 \
                 ORDER BY runs.moves, runs.at_ms, runs.player LIMIT $2",
            )
            .bind(board)
            .bind(limit)
            .bind(since_ms)
            .bind(assisted)
            .fetch_all(&self.pool)
            .await?;
            kinds.push(
                rows.into_iter()
                    .map(|r| Entry {
                        name: r.get(0),
                        moves: r.get(1),
                        at_ms: r.get(2),
                        bot: r.get::<i64, _>(3) != 0,
                    })
                    .collect::<Vec<_>>(),
            );
        }
        let assisted = kinds.pop().unwrap_or_default();
        let entries = kinds.pop().unwrap_or_default();
        Ok(Some(Board {
            board: board.to_owned(),
            track: head.get(0),
            rules: head.get(1),
            entries,
            assisted,
            counts,
        }))
    }

    /// Player `player`'s best run on `board` since `since_ms` (the clean one if they have one)
    /// and its rank among the runs of its kind: `(rank, moves, assisted)`.
    pub async fn board_place(
        &self,
        board: &str,
        player: i64,
        since_ms: i64,
    ) -> Result<Option<(i64, i64, bool)>, StoreError> {
        for assisted in [0i64, 1] {
            let row = sqlx::query(concat!(
                "SELECT mine.moves, (SELECT COUNT(*) FROM runs AS other \
                   WHERE other.board = $1 AND other.assisted = $3 AND other.at_ms >= $4 AND ",
                ahead_of_mine!(),
                ") FROM runs AS mine \
                 WHERE mine.board = $1 AND mine.player = $2 AND mine.assisted = $3 \
                 AND mine.at_ms >= $4"
            ))
            .bind(board)
            .bind(player)
            .bind(assisted)
            .bind(since_ms)
            .fetch_optional(&self.pool)
            .await?;
            if let Some(row) = row {
                return Ok(Some((1 + row.get::<i64, _>(1), row.get(0), assisted == 1)));
            }
        }
        Ok(None)
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
