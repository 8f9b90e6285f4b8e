//! A game read whole: its row, its taken seats, every answer and its events after a version,
//! which an instance needs when another instance changed the game ([`Store::whole_game`]).

use sqlx::Row;

use super::super::{Backend, Store, StoreError};
use super::{GameRow, SeatRow, game_row};

/// A game as one read gives it.
#[derive(Clone, Debug)]
pub struct WholeGame {
    /// Its row.
    pub row: GameRow,
    /// Its taken seats, seat 0 first.
    pub seats: Vec<SeatRow>,
    /// Every answer: (round, seat, JSON), in round and seat order.
    pub answers: Vec<(i64, i64, String)>,
    /// Its events after the version asked for, in order, at most as many as asked (none when
    /// none were): (seq, JSON).
    pub events: Vec<(i64, String)>,
}

/// The game's columns, then its seats, answers and events as JSON arrays of arrays (text), in
/// one statement: one snapshot and one round trip.
const WHOLE_POSTGRES: &str = concat!(
    "SELECT ",
    game_columns!(),
    ", (SELECT COALESCE(json_agg(json_build_array(s.seat, s.player, p.name, p.bot) \
        ORDER BY s.seat), '[]')::text FROM seats s JOIN players p ON p.id = s.player \
        WHERE s.game = g.id), \
     (SELECT COALESCE(json_agg(json_build_array(a.round, a.seat, a.answer) \
        ORDER BY a.round, a.seat), '[]')::text FROM answers a WHERE a.game = g.id), \
     (SELECT COALESCE(json_agg(json_build_array(e.seq, e.event) ORDER BY e.seq), '[]')::text \
        FROM (SELECT seq, event FROM events WHERE game = g.id AND seq > $2 \
              ORDER BY seq LIMIT $3) e) \
     FROM games g WHERE g.id = $1"
);

/// One of the JSON arrays of [`WHOLE_POSTGRES`], read as its rows.
fn rows<T: serde::de::DeserializeOwned>(text: &str, what: &str) -> Result<Vec<T>, StoreError> {
    serde_json::from_str(text)
        .map_err(|e| sqlx::Error::Decode(format!("a game's {what} as read: {e}").into()))
}

impl Store {
    /// Game `id` with its seats, its answers and up to `limit` of its events after `since`
    /// (none when `since` is `None`); `None` when there is no such game. On PostgreSQL one statement reads them all; on
    /// SQLite (one instance: read when a game is first loaded) the row is read first and the
    /// rest after it, as new or newer.
    pub async fn whole_game(
        &self,
        id: &str,
        since: Option<i64>,
        limit: i64,
    ) -> Result<Option<WholeGame>, StoreError> {
        if self.backend == Backend::Sqlite {
            let Some(row) = self.game(id).await? else {
                return Ok(None);
            };
            return Ok(Some(WholeGame {
                row,
                seats: self.seats(id).await?,
                answers: self.answers(id).await?,
                events: match since {
                    Some(since) => self.events_since(id, since, limit).await?,
                    None => Vec::new(),
                },
            }));
        }
        let Some(found) = sqlx::query(WHOLE_POSTGRES)
            .bind(id)
            .bind(since.unwrap_or(i64::MAX))
            .bind(limit)
            .fetch_optional(&self.pool)
            .await?
        else {
            return Ok(None);
        };
        let row = game_row(&found)?;
        let seats: Vec<(i64, i64, String, i64)> = rows(&found.get::<String, _>(24), "seats")?;
        Ok(Some(WholeGame {
            row,
            seats: seats
                .into_iter()
                .map(|(seat, player, name, bot)| SeatRow {
                    seat,
                    player,
                    name,
                    bot: bot != 0,
                })
                .collect(),
            answers: rows(&found.get::<String, _>(25), "answers")?,
            events: rows(&found.get::<String, _>(26), "events")?,
        }))
    }
}
