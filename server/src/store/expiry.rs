//! Games nobody started, removed once they have waited too long, so open games cannot pile up
//! in the store and the lobby.

use sqlx::Row;

use super::{GameState, Store, StoreError};

impl Store {
    /// Removes up to `limit` open games unchanged since before `before_ms`, with their seats and
    /// events; returns their ids. Each is removed in its own transaction that first takes the
    /// game's row as a change would (`UPDATE ... WHERE` still open and still that old), so a
    /// join arriving at the same moment either comes first (and the game stays) or finds no
    /// game.
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
            let _turn = self.turn_to_write().await;
            let mut tx = self.pool.begin().await?;
            let held = sqlx::query(
                "UPDATE games SET seq = seq WHERE id = $1 AND state = $2 AND updated_ms < $3",
            )
            .bind(&id)
            .bind(GameState::Open)
            .bind(before_ms)
            .execute(&mut *tx)
            .await?;
            if held.rows_affected() != 1 {
                continue;
            }
            for statement in [
                "DELETE FROM events WHERE game = $1",
                "DELETE FROM answers WHERE game = $1",
                "DELETE FROM seats WHERE game = $1",
                "DELETE FROM games WHERE id = $1",
            ] {
                sqlx::query(statement).bind(&id).execute(&mut *tx).await?;
            }
            tx.commit().await?;
            gone.push(id);
        }
        Ok(gone)
    }
}
