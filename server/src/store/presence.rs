//! Who is connected, in the store: each instance's players with a live stream open, stamped so
//! that the other instances see them and an instance that stopped drops out by itself.

use sqlx::Row;

use super::writes::Arg;
use super::{Store, StoreError};

impl Store {
    /// `player` has a stream open on `instance`.
    pub async fn presence_arrived(
        &self,
        player: i64,
        instance: i64,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO presence (player, instance, seen_ms) VALUES ($1, $2, $3) \
             ON CONFLICT (player, instance) DO UPDATE SET seen_ms = excluded.seen_ms",
            vec![Arg::Int(player), Arg::Int(instance), Arg::Int(now_ms)],
        )
        .await
        .map(drop)
    }

    /// `player`'s last stream on `instance` closed.
    pub async fn presence_gone(&self, player: i64, instance: i64) -> Result<(), StoreError> {
        self.exec(
            "DELETE FROM presence WHERE player = $1 AND instance = $2",
            vec![Arg::Int(player), Arg::Int(instance)],
        )
        .await
        .map(drop)
    }

    /// Stamps every player `instance` holds a stream of, and drops the rows of instances that
    /// stopped stamping before `stale_ms`.
    pub async fn presence_stamp(
        &self,
        instance: i64,
        now_ms: i64,
        stale_ms: i64,
    ) -> Result<(), StoreError> {
        self.exec(
            "UPDATE presence SET seen_ms = $2 WHERE instance = $1",
            vec![Arg::Int(instance), Arg::Int(now_ms)],
        )
        .await?;
        self.exec(
            "DELETE FROM presence WHERE seen_ms < $1",
            vec![Arg::Int(stale_ms)],
        )
        .await
        .map(drop)
    }

    /// The players with a stream open on some instance that stamped after `since_ms`, and the
    /// server's own bots (always there: the server drives them).
    pub async fn present(&self, since_ms: i64) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query(
            "SELECT player FROM presence WHERE seen_ms >= $1 \
             UNION SELECT id FROM players WHERE driver IS NOT NULL",
        )
        .bind(since_ms)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }
}
