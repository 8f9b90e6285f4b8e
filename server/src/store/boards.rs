//! The world boards' tables (`boards`, `runs`): a run kept when it beats the player's best, a
//! board's best runs, a player's place on it.

use sqlx::Row;

use super::{Store, StoreError, writes};

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

impl Store {
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
}

/// Keeps `run` in transaction `tx` (see [`Store::add_run`]).
pub(super) async fn write_run(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    run: &RunRow,
) -> Result<Option<i64>, StoreError> {
    sqlx::query(
        "INSERT INTO boards (board, track, rules) VALUES ($1, $2, $3) \
         ON CONFLICT (board) DO NOTHING",
    )
    .bind(&run.board)
    .bind(&run.track)
    .bind(&run.rules)
    .execute(&mut **tx)
    .await?;
    let kept = sqlx::query("SELECT track, rules FROM boards WHERE board = $1")
        .bind(&run.board)
        .fetch_one(&mut **tx)
        .await?;
    if kept.get::<String, _>(0) != run.track || kept.get::<String, _>(1) != run.rules {
        return Ok(None);
    }
    super::tracks::count_play(tx, &run.board).await?;
    let assisted = i64::from(run.assisted);
    sqlx::query(
        "INSERT INTO runs (board, player, assisted, moves, at_ms) VALUES ($1, $2, $3, $4, $5) \
         ON CONFLICT (board, player, assisted) \
         DO UPDATE SET moves = excluded.moves, at_ms = excluded.at_ms \
         WHERE excluded.moves < runs.moves",
    )
    .bind(&run.board)
    .bind(run.player)
    .bind(assisted)
    .bind(run.moves)
    .bind(run.at_ms)
    .execute(&mut **tx)
    .await?;
    let rank: i64 = sqlx::query(concat!(
        "SELECT 1 + COUNT(*) FROM runs AS other, runs AS mine \
         WHERE mine.board = $1 AND mine.player = $2 AND mine.assisted = $3 \
         AND other.board = $1 AND other.assisted = $3 AND ",
        ahead_of_mine!()
    ))
    .bind(&run.board)
    .bind(run.player)
    .bind(assisted)
    .fetch_one(&mut **tx)
    .await?
    .get(0);
    Ok(Some(rank))
}
