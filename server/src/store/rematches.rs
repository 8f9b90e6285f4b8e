//! Rematches: the new game that follows a finished one, and the players it invites.

use sqlx::Row;

use super::{Store, StoreError};

impl Store {
    /// The id of game `id`'s rematch, if one was made.
    pub async fn rematch_of(&self, id: &str) -> Result<Option<String>, StoreError> {
        let row = sqlx::query("SELECT id FROM games WHERE rematch_of = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.get(0)))
    }

    /// The players seated in game `id`.
    pub async fn players_of(&self, id: &str) -> Result<Vec<i64>, StoreError> {
        let rows = sqlx::query("SELECT player FROM seats WHERE game = $1 ORDER BY seat")
            .bind(id)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }
}
