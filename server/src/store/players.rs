//! The players table: a player made (their token kept only as its hash), found by token, and
//! the name keys of players made before names were compared.

use sqlx::{AnyPool, Row};

use super::{Store, StoreError, writes};

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

impl Store {
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

    /// Player `id`'s name.
    pub async fn player_name(&self, id: i64) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT name FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.get(0)))
    }

    /// The player whose token hashes to `token_hash` (from memory when this instance has seen
    /// the token: [`super::tokens`]).
    pub async fn player_by_token(&self, token_hash: &str) -> Result<Option<Player>, StoreError> {
        if let Some(player) = self.tokens.get(token_hash) {
            return Ok(Some(player));
        }
        let row = sqlx::query("SELECT id, name, bot FROM players WHERE token_hash = $1")
            .bind(token_hash)
            .fetch_optional(&self.pool)
            .await?;
        let player = row.map(|r| Player {
            id: r.get(0),
            name: r.get(1),
            bot: r.get::<i64, _>(2) != 0,
        });
        if let Some(player) = &player {
            self.tokens.keep(token_hash, player);
        }
        Ok(player)
    }
}

/// Inserts a player in transaction `tx`: their id, or `None` when another player's name has the
/// same key.
pub(super) async fn insert(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    name: &str,
    name_key: &str,
    token_hash: &str,
    bot: bool,
    now_ms: i64,
) -> Result<Option<i64>, StoreError> {
    let taken = sqlx::query("SELECT 1 FROM players WHERE name_key = $1")
        .bind(name_key)
        .fetch_optional(&mut **tx)
        .await?;
    if taken.is_some() {
        return Ok(None);
    }
    let row = sqlx::query(
        "INSERT INTO players (name, name_key, token_hash, bot, created_ms) \
         VALUES ($1, $2, $3, $4, $5) RETURNING id",
    )
    .bind(name)
    .bind(name_key)
    .bind(token_hash)
    .bind(i64::from(bot))
    .bind(now_ms)
    .fetch_one(&mut **tx)
    .await?;
    Ok(Some(row.get(0)))
}

/// Gives the players made before names were compared their name's key (the first of
/// look-alike names keeps it; the others keep theirs as they are, unkeyed).
pub(super) async fn backfill_name_keys(pool: &AnyPool) -> Result<(), StoreError> {
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
