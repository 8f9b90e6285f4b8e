//! The track collection's tables (`tracks`, `track_votes`, `track_reports`, `track_images`): a
//! track published once per track key, the lists and the search, votes, reports, the operator's
//! hiding, and the plays a run or a game adds.

use sqlx::Row;

use super::writes::{Arg, Write};
use super::{Store, StoreError};

/// The prior of the `top` order's Bayesian average: every track counts as if it had
/// [`PRIOR_VOTES`] more votes of [`PRIOR_STARS`] stars, so one 5-star vote does not beat fifty
/// of 4.6.
pub const PRIOR_STARS: f64 = 3.0;
/// See [`PRIOR_STARS`].
pub const PRIOR_VOTES: i64 = 5;

/// A track to publish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NewTrackRow {
    /// Its id (10 random letters and digits).
    pub id: String,
    /// Its author's player id.
    pub author: i64,
    /// Its name (checked).
    pub name: String,
    /// Its description (checked; may be empty).
    pub description: String,
    /// The track's text as the server keeps it.
    pub track: String,
    /// The rules' name.
    pub rules: String,
    /// Its world board's key (unique among the tracks not deleted).
    pub board: String,
    /// Its size.
    pub rows: i64,
    /// Its size.
    pub cols: i64,
    /// Its start points.
    pub starts: i64,
    /// Its checkpoint digits.
    pub checkpoints: i64,
    /// The fewest moves to the finish.
    pub optimum: i64,
    /// When it was published.
    pub created_ms: i64,
    /// Its picture (PNG).
    pub png: Vec<u8>,
}

/// A published track as the store reads it.
#[derive(Clone, Debug, PartialEq)]
pub struct TrackRow {
    /// Its id.
    pub id: String,
    /// Its author's player id.
    pub author: i64,
    /// Its author's name.
    pub author_name: String,
    /// Its name.
    pub name: String,
    /// Its description.
    pub description: String,
    /// The track's text.
    pub track: String,
    /// The rules' name.
    pub rules: String,
    /// Its world board's key.
    pub board: String,
    /// Its size.
    pub rows: i64,
    /// Its size.
    pub cols: i64,
    /// Its start points.
    pub starts: i64,
    /// Its checkpoint digits.
    pub checkpoints: i64,
    /// The fewest moves to the finish.
    pub optimum: i64,
    /// Votes.
    pub votes: i64,
    /// The stars of all its votes.
    pub stars: i64,
    /// Finished runs and games on it.
    pub plays: i64,
    /// When it was published.
    pub created_ms: i64,
    /// Hidden by the operator.
    pub hidden: bool,
}

/// The order of a list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TrackOrder {
    /// The Bayesian average of the stars, best first.
    Top,
    /// The newest first.
    New,
    /// The most plays first.
    Played,
    /// The smallest optimum first.
    Short,
    /// The largest optimum first.
    Long,
}

/// What a list asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackQuery {
    /// The order.
    pub order: TrackOrder,
    /// Words every name must have (each the beginning of a word of the name), as
    /// [`crate::text::search_key`] folds them.
    pub words: Vec<String>,
    /// Only this author's tracks (their name key).
    pub author_key: Option<String>,
    /// Only tracks with this many start points.
    pub starts: Option<i64>,
    /// Only tracks with (true) or without (false) checkpoints.
    pub checkpoints: Option<bool>,
    /// Only tracks whose longer side is within these points, both included.
    pub side: Option<(i64, i64)>,
    /// Tracks to skip.
    pub offset: i64,
    /// Tracks to answer at most.
    pub limit: i64,
}

/// A report, for the operator.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReportRow {
    /// The track's id.
    pub track: String,
    /// The track's name.
    pub name: String,
    /// Who reported it.
    pub player: String,
    /// Why.
    pub reason: String,
    /// When.
    pub at_ms: i64,
    /// Whether the track is hidden now.
    pub hidden: bool,
}

/// The columns of a [`TrackRow`], in its order, from `tracks AS t JOIN players AS p`.
const COLUMNS: &str = "t.id, t.author, p.name, t.name, t.description, t.track, t.rules, t.board, \
     t.rows_count, t.cols_count, t.starts, t.checkpoints, t.optimum, t.votes, t.stars, t.plays, \
     t.created_ms, t.hidden";

fn read(r: &sqlx::any::AnyRow) -> TrackRow {
    TrackRow {
        id: r.get(0),
        author: r.get(1),
        author_name: r.get(2),
        name: r.get(3),
        description: r.get(4),
        track: r.get(5),
        rules: r.get(6),
        board: r.get(7),
        rows: r.get(8),
        cols: r.get(9),
        starts: r.get(10),
        checkpoints: r.get(11),
        optimum: r.get(12),
        votes: r.get(13),
        stars: r.get(14),
        plays: r.get(15),
        created_ms: r.get(16),
        hidden: r.get::<i64, _>(17) != 0,
    }
}

/// `word` for a `LIKE` pattern: `\` escapes `\`, `%` and `_`.
fn like_escaped(word: &str) -> String {
    word.replace('\\', "\\\\")
        .replace('%', "\\%")
        .replace('_', "\\_")
}

impl Store {
    /// Publishes `row` with its picture; `Err(id)` when a track not deleted has its key already
    /// (that track's id).
    pub async fn publish_track(&self, row: &NewTrackRow) -> Result<Result<(), String>, StoreError> {
        let write = Write::Batch(vec![
            (
                "INSERT INTO tracks (id, author, name, search, description, track, rules, board, \
                 rows_count, cols_count, starts, checkpoints, optimum, created_ms) \
                 SELECT $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14 \
                 WHERE NOT EXISTS (SELECT 1 FROM tracks WHERE board = $8 AND deleted = 0)",
                vec![
                    Arg::Text(row.id.clone()),
                    Arg::Int(row.author),
                    Arg::Text(row.name.clone()),
                    Arg::Text(crate::text::search_key(&row.name)),
                    Arg::Text(row.description.clone()),
                    Arg::Text(row.track.clone()),
                    Arg::Text(row.rules.clone()),
                    Arg::Text(row.board.clone()),
                    Arg::Int(row.rows),
                    Arg::Int(row.cols),
                    Arg::Int(row.starts),
                    Arg::Int(row.checkpoints),
                    Arg::Int(row.optimum),
                    Arg::Int(row.created_ms),
                ],
            ),
            (
                "INSERT INTO track_images (track, png) \
                 SELECT $1, $2 WHERE EXISTS (SELECT 1 FROM tracks WHERE id = $1)",
                vec![Arg::Text(row.id.clone()), Arg::Bytes(row.png.clone())],
            ),
        ]);
        let added = match self.write(write).await {
            Ok(written) => written.rows()? == 1,
            // Another instance published the same track at the same moment.
            Err(sqlx::Error::Database(e)) if e.is_unique_violation() => false,
            Err(e) => return Err(e),
        };
        if added {
            return Ok(Ok(()));
        }
        let existing = sqlx::query("SELECT id FROM tracks WHERE board = $1 AND deleted = 0")
            .bind(&row.board)
            .fetch_optional(&self.pool)
            .await?;
        match existing {
            Some(r) => Ok(Err(r.get(0))),
            None => Err(sqlx::Error::Protocol(
                "a track neither added nor found by its key".into(),
            )),
        }
    }

    /// How many tracks `author` published since `since_ms` (deleted ones too), and when the
    /// first of them was.
    pub async fn published_since(
        &self,
        author: i64,
        since_ms: i64,
    ) -> Result<(i64, Option<i64>), StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*), MIN(created_ms) FROM tracks WHERE author = $1 AND created_ms > $2",
        )
        .bind(author)
        .bind(since_ms)
        .fetch_one(&self.pool)
        .await?;
        Ok((row.get(0), row.get(1)))
    }

    /// Track `id`, unless it was deleted (hidden ones too: the caller shows them to their
    /// author only).
    pub async fn track(&self, id: &str) -> Result<Option<TrackRow>, StoreError> {
        let sql = format!(
            "SELECT {COLUMNS} FROM tracks AS t JOIN players AS p ON p.id = t.author \
             WHERE t.id = $1 AND t.deleted = 0"
        );
        let row = sqlx::query(&sql)
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.as_ref().map(read))
    }

    /// The picture of track `id`, unless it was deleted.
    pub async fn track_image(&self, id: &str) -> Result<Option<Vec<u8>>, StoreError> {
        let row = sqlx::query(
            "SELECT i.png FROM track_images AS i JOIN tracks AS t ON t.id = i.track \
             WHERE i.track = $1 AND t.deleted = 0",
        )
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| r.get(0)))
    }

    /// The tracks `query` asks for (neither deleted nor hidden).
    pub async fn tracks(&self, query: &TrackQuery) -> Result<Vec<TrackRow>, StoreError> {
        let mut sql = format!(
            "SELECT {COLUMNS} FROM tracks AS t JOIN players AS p ON p.id = t.author \
             WHERE t.deleted = 0 AND t.hidden = 0"
        );
        let mut n = 0;
        let mut next = || {
            n += 1;
            format!("${n}")
        };
        for _ in &query.words {
            sql.push_str(&format!(" AND t.search LIKE {} ESCAPE '\\'", next()));
        }
        if query.author_key.is_some() {
            sql.push_str(&format!(" AND p.name_key = {}", next()));
        }
        if query.starts.is_some() {
            sql.push_str(&format!(" AND t.starts = {}", next()));
        }
        if query.side.is_some() {
            let (low, high) = (next(), next());
            sql.push_str(&format!(
                " AND (CASE WHEN t.rows_count > t.cols_count THEN t.rows_count \
                 ELSE t.cols_count END) BETWEEN {low} AND {high}"
            ));
        }
        match query.checkpoints {
            Some(true) => sql.push_str(" AND t.checkpoints > 0"),
            Some(false) => sql.push_str(" AND t.checkpoints = 0"),
            None => {}
        }
        let order = match query.order {
            TrackOrder::Top => format!(
                " ORDER BY (t.stars * 1.0 + {:.1}) / (t.votes + {PRIOR_VOTES}) DESC, \
                 t.votes DESC, t.created_ms DESC, t.id",
                PRIOR_STARS * PRIOR_VOTES as f64
            ),
            TrackOrder::New => " ORDER BY t.created_ms DESC, t.id".into(),
            TrackOrder::Played => " ORDER BY t.plays DESC, t.created_ms DESC, t.id".into(),
            TrackOrder::Short => " ORDER BY t.optimum, t.created_ms DESC, t.id".into(),
            TrackOrder::Long => " ORDER BY t.optimum DESC, t.created_ms DESC, t.id".into(),
        };
        sql.push_str(&order);
        sql.push_str(&format!(" LIMIT {} OFFSET {}", next(), next()));
        let mut q = sqlx::query(&sql);
        for word in &query.words {
            q = q.bind(format!("% {}%", like_escaped(word)));
        }
        if let Some(key) = &query.author_key {
            q = q.bind(key.clone());
        }
        if let Some(starts) = query.starts {
            q = q.bind(starts);
        }
        if let Some((low, high)) = query.side {
            q = q.bind(low).bind(high);
        }
        let rows = q
            .bind(query.limit)
            .bind(query.offset)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(read).collect())
    }

    /// `player`'s stars for track `id`, if they voted.
    pub async fn your_vote(&self, id: &str, player: i64) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query("SELECT stars FROM track_votes WHERE track = $1 AND player = $2")
            .bind(id)
            .bind(player)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Keeps `player`'s vote for track `id` (`None`: removes it), and the track's counts with it.
    pub async fn vote(
        &self,
        id: &str,
        player: i64,
        stars: Option<i64>,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        let first = match stars {
            Some(stars) => (
                "INSERT INTO track_votes (track, player, stars, at_ms) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (track, player) DO UPDATE SET stars = excluded.stars, \
                 at_ms = excluded.at_ms",
                vec![
                    Arg::Text(id.to_owned()),
                    Arg::Int(player),
                    Arg::Int(stars),
                    Arg::Int(now_ms),
                ],
            ),
            None => (
                "DELETE FROM track_votes WHERE track = $1 AND player = $2",
                vec![Arg::Text(id.to_owned()), Arg::Int(player)],
            ),
        };
        let counts = (
            "UPDATE tracks SET \
             votes = (SELECT COUNT(*) FROM track_votes WHERE track = $1), \
             stars = (SELECT COALESCE(SUM(stars), 0) FROM track_votes WHERE track = $1) \
             WHERE id = $1",
            vec![Arg::Text(id.to_owned())],
        );
        self.write(Write::Batch(vec![first, counts])).await?;
        Ok(())
    }

    /// Deletes track `id` (it leaves the lists; its board and the games on it keep their copy).
    pub async fn delete_track(&self, id: &str) -> Result<bool, StoreError> {
        let write = Write::Exec {
            sql: "UPDATE tracks SET deleted = 1 WHERE id = $1 AND deleted = 0",
            args: vec![Arg::Text(id.to_owned())],
        };
        Ok(self.write(write).await?.rows()? == 1)
    }

    /// Keeps `player`'s report of track `id`; false when they reported it already.
    pub async fn report_track(
        &self,
        id: &str,
        player: i64,
        reason: &str,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let write = Write::Exec {
            sql: "INSERT INTO track_reports (track, player, reason, at_ms) VALUES ($1, $2, $3, $4) \
                  ON CONFLICT (track, player) DO NOTHING",
            args: vec![
                Arg::Text(id.to_owned()),
                Arg::Int(player),
                Arg::Text(reason.to_owned()),
                Arg::Int(now_ms),
            ],
        };
        Ok(self.write(write).await?.rows()? == 1)
    }

    /// Hides track `id` (`hidden`) or shows it again; false when there is no such track.
    pub async fn hide_track(&self, id: &str, hidden: bool) -> Result<bool, StoreError> {
        let write = Write::Exec {
            sql: "UPDATE tracks SET hidden = $2 WHERE id = $1",
            args: vec![Arg::Text(id.to_owned()), Arg::Int(i64::from(hidden))],
        };
        Ok(self.write(write).await?.rows()? == 1)
    }

    /// Every report of a track not deleted, the newest first.
    pub async fn track_reports(&self) -> Result<Vec<ReportRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT r.track, t.name, p.name, r.reason, r.at_ms, t.hidden \
             FROM track_reports AS r JOIN tracks AS t ON t.id = r.track \
             JOIN players AS p ON p.id = r.player \
             WHERE t.deleted = 0 ORDER BY r.at_ms DESC, r.track",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| ReportRow {
                track: r.get(0),
                name: r.get(1),
                player: r.get(2),
                reason: r.get(3),
                at_ms: r.get(4),
                hidden: r.get::<i64, _>(5) != 0,
            })
            .collect())
    }
}

/// One more play for the published track of board `board`, in transaction `tx` (a run sent to
/// its board, a game over on it).
pub(in crate::store) async fn count_play(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    board: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE tracks SET plays = plays + 1 WHERE board = $1 AND deleted = 0")
        .bind(board)
        .execute(&mut **tx)
        .await?;
    Ok(())
}
