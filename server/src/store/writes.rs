//! Every write to the store, as one value ([`Write`]) that can be written inside any transaction:
//! on SQLite all of them go through the group commit ([`super::commit`]), so players made, games
//! made, runs kept and games expired share the one writer and its `fsync`s with the moves and
//! none can starve the others; on PostgreSQL each is its own transaction.

use super::games::lifecycle::{cancel, expire, leave, mark_broken, write_game};
use super::games::{GameRow, Step, write_step};
use super::{Store, StoreError};

/// One write.
#[derive(Clone, Debug)]
pub(super) enum Write {
    /// A change to a game, if it is still at version `seen`.
    Step {
        id: String,
        step: Step,
        seen: i64,
        now_ms: i64,
    },
    /// A new player.
    Player {
        name: String,
        name_key: String,
        token_hash: String,
        bot: bool,
        now_ms: i64,
    },
    /// A new game, its creator in seat 0, and its first events.
    Game {
        row: GameRow,
        events: Vec<(i64, String)>,
    },
    /// A run on a board.
    Run(super::RunRow),
    /// An open game removed if still unchanged since before `before_ms`.
    Expire { id: String, before_ms: i64 },
    /// A game marked broken (it no longer replays), unless it is already.
    Broken { id: String, why: String },
    /// A player leaves seat `seat` of an open game at version `seen` (the seats after it move
    /// up one), with its events.
    Leave {
        id: String,
        seen: i64,
        seat: i64,
        events: Vec<(i64, String)>,
        now_ms: i64,
    },
    /// An open game at version `seen` removed by its creator.
    Cancel { id: String, seen: i64 },
    /// One statement of the small tables (the pairing pool, the server's bots) with its
    /// arguments.
    Exec { sql: &'static str, args: Vec<Arg> },
    /// Statements with their arguments, all or none (it answers the rows the first changed).
    Batch(Vec<(&'static str, Vec<Arg>)>),
    /// The waiting `players` paired for `game`, all of them or none (`lock`: take their rows
    /// first, so another instance's claim waits, then finds them taken).
    Claim {
        players: Vec<i64>,
        game: String,
        lock: bool,
    },
    /// A rated game's result applied to its players, once (`lock`: take their rows first).
    Rate {
        id: String,
        cars: Vec<(i64, racetrack::rating::Finish)>,
        at_ms: i64,
        lock: bool,
    },
}

/// What a write answers.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Written {
    /// Whether the change was saved (false: the game was at another version).
    Step(bool),
    /// The new player's id.
    Player(i64),
    /// Another player has the name.
    NameTaken,
    /// The game was added.
    Game,
    /// The player's rank on the board, `None` when the key names another track or rules.
    Run(Option<i64>),
    /// Whether the game was removed.
    Expired(bool),
    /// The game is marked broken.
    Broken,
    /// Whether the result was applied now (false: it was already, or the game is not rated).
    Rated(bool),
    /// Whether the seat was left or the game cancelled (false: the game was at another
    /// version, or no longer open).
    Changed(bool),
    /// The rows a statement changed.
    Rows(u64),
}

impl Written {
    /// The error of an answer of another kind than the write's (never a silent false).
    fn mismatch(self, wanted: &str) -> StoreError {
        sqlx::Error::Protocol(format!(
            "the store's writer answered {self:?} to a write that answers {wanted}"
        ))
    }

    /// A change's answer: whether it was saved.
    pub(super) fn step(self) -> Result<bool, StoreError> {
        match self {
            Written::Step(saved) => Ok(saved),
            other => Err(other.mismatch("Step")),
        }
    }

    /// A new player's answer: their id, or `None` when the name is taken.
    pub(super) fn player(self) -> Result<Option<i64>, StoreError> {
        match self {
            Written::Player(id) => Ok(Some(id)),
            Written::NameTaken => Ok(None),
            other => Err(other.mismatch("Player or NameTaken")),
        }
    }

    /// A run's answer: the player's rank, `None` when the key names another track.
    pub(super) fn run(self) -> Result<Option<i64>, StoreError> {
        match self {
            Written::Run(rank) => Ok(rank),
            other => Err(other.mismatch("Run")),
        }
    }

    /// An expiry's answer: whether the game was removed.
    pub(super) fn expired(self) -> Result<bool, StoreError> {
        match self {
            Written::Expired(gone) => Ok(gone),
            other => Err(other.mismatch("Expired")),
        }
    }

    /// A rating's answer: whether the result was applied now.
    pub(super) fn rated(self) -> Result<bool, StoreError> {
        match self {
            Written::Rated(applied) => Ok(applied),
            other => Err(other.mismatch("Rated")),
        }
    }

    /// A seat left or a game cancelled: whether it was.
    pub(super) fn changed(self) -> Result<bool, StoreError> {
        match self {
            Written::Changed(done) => Ok(done),
            other => Err(other.mismatch("Changed")),
        }
    }

    /// A statement's answer: the rows it changed.
    pub(super) fn rows(self) -> Result<u64, StoreError> {
        match self {
            Written::Rows(n) => Ok(n),
            other => Err(other.mismatch("Rows")),
        }
    }
}

/// An argument of a [`Write::Exec`] statement.
#[derive(Clone, Debug)]
pub(super) enum Arg {
    /// A whole number.
    Int(i64),
    /// A whole number or NULL.
    OptInt(Option<i64>),
    /// A real number.
    Real(f64),
    /// Text.
    Text(String),
    /// Bytes (a picture).
    Bytes(Vec<u8>),
}

impl Store {
    /// Writes `write`: with the others waiting on SQLite, in its own transaction on PostgreSQL.
    pub(super) async fn write(&self, write: Write) -> Result<Written, StoreError> {
        if self.backend == super::Backend::Sqlite {
            return self.commit_together(write).await;
        }
        let mut tx = self.pool.begin().await?;
        let written = write_one(&mut tx, &write).await?;
        tx.commit().await?;
        Ok(written)
    }
}

/// Writes `write` in transaction `tx`.
pub(super) async fn write_one(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    write: &Write,
) -> Result<Written, StoreError> {
    Ok(match write {
        Write::Step {
            id,
            step,
            seen,
            now_ms,
        } => Written::Step(write_step(tx, id, step, *seen, *now_ms).await?),
        Write::Player {
            name,
            name_key,
            token_hash,
            bot,
            now_ms,
        } => match super::players::insert(tx, name, name_key, token_hash, *bot, *now_ms).await? {
            Some(id) => Written::Player(id),
            None => Written::NameTaken,
        },
        Write::Game { row, events } => {
            write_game(tx, row, events).await?;
            Written::Game
        }
        Write::Run(run) => Written::Run(super::boards::write_run(tx, run).await?),
        Write::Expire { id, before_ms } => Written::Expired(expire(tx, id, *before_ms).await?),
        Write::Rate {
            id,
            cars,
            at_ms,
            lock,
        } => Written::Rated(super::ratings::write_rate(tx, (id, cars, *at_ms, *lock)).await?),
        Write::Leave {
            id,
            seen,
            seat,
            events,
            now_ms,
        } => Written::Changed(leave(tx, (id, *seen, *now_ms), *seat, events).await?),
        Write::Cancel { id, seen } => Written::Changed(cancel(tx, id, *seen).await?),
        Write::Claim {
            players,
            game,
            lock,
        } => Written::Rows(super::pairing::claim(tx, players, game, *lock).await?),
        Write::Exec { sql, args } => Written::Rows(exec(tx, sql, args).await?),
        Write::Batch(statements) => {
            let mut first = None;
            for (sql, args) in statements {
                let rows = exec(tx, sql, args).await?;
                first.get_or_insert(rows);
            }
            Written::Rows(first.unwrap_or(0))
        }
        Write::Broken { id, why } => {
            mark_broken(tx, id, why).await?;
            Written::Broken
        }
    })
}

/// Runs one statement with its arguments in `tx`: the rows it changed.
async fn exec(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    sql: &str,
    args: &[Arg],
) -> Result<u64, StoreError> {
    let mut query = sqlx::query(sql);
    for arg in args {
        query = match arg {
            Arg::Int(n) => query.bind(*n),
            Arg::OptInt(n) => query.bind(*n),
            Arg::Real(x) => query.bind(*x),
            Arg::Text(t) => query.bind(t.clone()),
            Arg::Bytes(b) => query.bind(b.clone()),
        };
    }
    Ok(query.execute(&mut **tx).await?.rows_affected())
}

#[cfg(test)]
mod tests {
    use super::Written;

    #[test]
    fn each_answer_is_read_as_its_own_kind_and_another_kind_is_an_error() {
        assert!(Written::Step(true).step().unwrap());
        assert!(!Written::Changed(false).changed().unwrap());
        assert_eq!(Written::Player(7).player().unwrap(), Some(7));
        assert_eq!(Written::NameTaken.player().unwrap(), None);
        assert_eq!(Written::Run(Some(2)).run().unwrap(), Some(2));
        assert_eq!(Written::Rows(3).rows().unwrap(), 3);
        // A mismatched answer used to read as a silent false.
        let wrong = Written::Changed(true).step().unwrap_err();
        assert!(wrong.to_string().contains("Changed(true)"), "{wrong}");
        assert!(Written::Step(true).rated().is_err());
        assert!(Written::Game.rows().is_err());
        assert!(Written::Broken.player().is_err());
    }
}
