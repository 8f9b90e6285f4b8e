//! Games nobody started, removed once they have waited too long, so open games cannot pile up
//! in the store and the lobby.

use sqlx::Row;

use super::writes::Write;
use super::{GameState, Store, StoreError};

impl Store {
    /// Removes up to `limit` open games unchanged since before `before_ms`, with their seats and
    /// events; returns their ids. Each is one write ([`Write::Expire`]) that first takes the
    /// game's row as a change would, so a join at the same moment either comes first (and the
    /// game stays) or finds no game.
    pub async fn expire_open(&self, before_ms: i64, limit: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE state = $1 AND updated_ms < $2 ORDER BY updated_ms LIMIT $3",
        )
        .bind(GameState::Open)
        .bind(before_ms)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        let mut gone = Vec::new();
        for row in rows {
            let id: String = row.get(0);
            let write = Write::Expire {
                id: id.clone(),
                before_ms,
            };
            if self.write(write).await?.expired()? {
                gone.push(id);
            }
        }
        Ok(gone)
    }
}
