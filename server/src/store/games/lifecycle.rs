//! A game's life in the store outside its changes: made (with its creator's seat and first
//! events), a seat left, cancelled by its creator, expired unstarted, marked broken.

use super::super::{GameState, StoreError};
use super::{GameRow, insert_events};

/// Marks game `id` broken (it no longer replays), unless it is already.
pub(in crate::store) async fn mark_broken(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    why: &str,
) -> Result<(), StoreError> {
    sqlx::query("UPDATE games SET broken = $2 WHERE id = $1 AND broken IS NULL")
        .bind(id)
        .bind(why)
        .execute(&mut **tx)
        .await?;
    Ok(())
}

/// Adds a game's row, `game_columns!`'s values bound as $1 to $24 (`updated_ms` is
/// `created_ms`, $14): the start of both statements below.
macro_rules! insert_game {
    () => {
        concat!(
            "INSERT INTO games (",
            game_columns!(),
            ", updated_ms) \
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, \
             $17, $18, $19, $20, $21, $22, $23, $24, $14)"
        )
    };
}

/// The statement that adds a game's row.
const INSERT_GAME: &str = insert_game!();

/// On PostgreSQL, a game's row, its creator's seat and its first events (`$25`, a JSON array of
/// `[seq, text]` pairs) in one statement: one round trip, and no `BEGIN` and `COMMIT` of their
/// own (a statement is its own transaction).
const MAKE_GAME_AT_ONCE: &str = concat!(
    "WITH g AS (",
    insert_game!(),
    " RETURNING id, creator), \
     s AS (INSERT INTO seats (game, seat, player) SELECT id, 0, creator FROM g) \
     INSERT INTO events (game, seq, event) \
     SELECT g.id, (e->>0)::BIGINT, e->>1 FROM g, json_array_elements($25::json) AS t(e)"
);

/// `query` with `game`'s row bound in `game_columns!`'s order, its version the last of `events`.
fn bind_game<'q>(
    query: sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>>,
    game: &'q GameRow,
    events: &[(i64, String)],
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    query
        .bind(&game.id)
        .bind(game.creator)
        .bind(&game.track)
        .bind(&game.rules)
        .bind(game.seats)
        .bind(game.move_seconds)
        .bind(game.crash_penalty)
        .bind(i64::from(game.public))
        .bind(&game.invite)
        .bind(game.seed)
        .bind(game.state)
        .bind(game.round)
        .bind(game.deadline_ms)
        .bind(game.created_ms)
        .bind(events.last().map_or(0, |(seq, _)| *seq))
        .bind(game.rules_version)
        .bind(&game.broken)
        .bind(i64::from(game.rated))
        .bind(&game.title)
        .bind(&game.rematch_of)
        .bind(i64::from(game.spectator_chat))
        .bind(i64::from(game.night))
        .bind(game.honour.and_then(|h| serde_json::to_string(&h).ok()))
        .bind(&game.tournament)
}

pub(in crate::store) async fn write_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    game: &GameRow,
    events: &[(i64, String)],
) -> Result<(), StoreError> {
    bind_game(sqlx::query(INSERT_GAME), game, events)
        .execute(&mut **tx)
        .await?;
    sqlx::query("INSERT INTO seats (game, seat, player) VALUES ($1, 0, $2)")
        .bind(&game.id)
        .bind(game.creator)
        .execute(&mut **tx)
        .await?;
    insert_events(tx, &game.id, events).await
}

/// On PostgreSQL: what [`write_game`] writes, in one statement ([`MAKE_GAME_AT_ONCE`]).
pub(in crate::store) async fn make_game_at_once(
    pool: &sqlx::AnyPool,
    game: &GameRow,
    events: &[(i64, String)],
) -> Result<(), StoreError> {
    let texts = serde_json::to_string(events).expect("events serialise");
    bind_game(sqlx::query(MAKE_GAME_AT_ONCE), game, events)
        .bind(texts)
        .execute(pool)
        .await?;
    Ok(())
}

/// Takes open game `id`'s row at version `seen` as a change would, moving it to `seq`: false
/// when it is at another version or no longer open.
async fn claim_open(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    seen: i64,
    (seq, now_ms): (i64, i64),
) -> Result<bool, StoreError> {
    let held = sqlx::query(
        "UPDATE games SET seq = $3, updated_ms = $4 WHERE id = $1 AND seq = $2 AND state = $5",
    )
    .bind(id)
    .bind(seen)
    .bind(seq)
    .bind(now_ms)
    .bind(GameState::Open)
    .execute(&mut **tx)
    .await?;
    Ok(held.rows_affected() == 1)
}

pub(in crate::store) async fn leave(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    (id, seen, now_ms): (&str, i64, i64),
    seat: i64,
    events: &[(i64, String)],
) -> Result<bool, StoreError> {
    let seq = events.last().map_or(seen, |(seq, _)| *seq);
    if !claim_open(tx, id, seen, (seq, now_ms)).await? {
        return Ok(false);
    }
    sqlx::query("DELETE FROM seats WHERE game = $1 AND seat = $2")
        .bind(id)
        .bind(seat)
        .execute(&mut **tx)
        .await?;
    // The seats after it move up one, through negative numbers so no two rows meet.
    sqlx::query("UPDATE seats SET seat = -seat WHERE game = $1 AND seat > $2")
        .bind(id)
        .bind(seat)
        .execute(&mut **tx)
        .await?;
    sqlx::query("UPDATE seats SET seat = -seat - 1 WHERE game = $1 AND seat < 0")
        .bind(id)
        .execute(&mut **tx)
        .await?;
    insert_events(tx, id, events).await?;
    Ok(true)
}

/// Deletes game `id` with its events, answers and seats.
async fn delete_game(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
) -> Result<(), StoreError> {
    for statement in [
        "DELETE FROM events WHERE game = $1",
        "DELETE FROM answers WHERE game = $1",
        "DELETE FROM seats WHERE game = $1",
        "DELETE FROM games WHERE id = $1",
    ] {
        sqlx::query(statement).bind(id).execute(&mut **tx).await?;
    }
    Ok(())
}

pub(in crate::store) async fn cancel(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    seen: i64,
) -> Result<bool, StoreError> {
    if !claim_open(tx, id, seen, (seen, 0)).await? {
        return Ok(false);
    }
    delete_game(tx, id).await?;
    Ok(true)
}

/// Removes open game `id` if it is unchanged since before `before_ms`: its row is taken first
/// as a change would (`UPDATE ... WHERE`), so a join at the same moment either comes first (and
/// the game stays) or finds no game.
pub(in crate::store) async fn expire(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    id: &str,
    before_ms: i64,
) -> Result<bool, StoreError> {
    let held =
        sqlx::query("UPDATE games SET seq = seq WHERE id = $1 AND state = $2 AND updated_ms < $3")
            .bind(id)
            .bind(GameState::Open)
            .bind(before_ms)
            .execute(&mut **tx)
            .await?;
    if held.rows_affected() != 1 {
        return Ok(false);
    }
    delete_game(tx, id).await?;
    Ok(true)
}
