//! The store's online games: their setup, seats, answers and numbered events. Every change to a
//! game is one transaction ([`Store::save_step`]), so a move answered 200 is on disk with its
//! events and the round it led to.

use sqlx::Row;
use sqlx::any::AnyRow;

use super::{GameState, Store, StoreError};

/// A game's row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Its id (in URLs).
    pub id: String,
    /// The player who made it (seat 0).
    pub creator: i64,
    /// The track's text.
    pub track: String,
    /// `strict` or `soft`.
    pub rules: String,
    /// Seats, 2 to 8.
    pub seats: i64,
    /// Seconds a round lasts.
    pub move_seconds: i64,
    /// Turns a crashed car sits out.
    pub crash_penalty: i64,
    /// Listed in the lobby.
    pub public: bool,
    /// The code that lets a player join.
    pub invite: String,
    /// The seed of the order of each round's moves.
    pub seed: i64,
    /// Where it stands.
    pub state: GameState,
    /// The round being chosen (0 before the start).
    pub round: i64,
    /// When the round resolves without the missing moves.
    pub deadline_ms: Option<i64>,
    /// When it was made.
    pub created_ms: i64,
    /// Its version: the number of its last event.
    pub seq: i64,
    /// The engine's race rules version it is played under.
    pub rules_version: i64,
    /// Why it no longer replays, once found.
    pub broken: Option<String>,
    /// Whether its result changes its players' ratings.
    pub rated: bool,
    /// The track's name it was made with.
    pub title: Option<String>,
    /// The finished game it is a rematch of.
    pub rematch_of: Option<String>,
    /// Whether its spectators (players without a seat) may chat.
    pub spectator_chat: bool,
    /// Night: each player sees only the cells their car lights until the game is over.
    pub night: bool,
    /// Karopapier's honour rules its players agreed to keep (stored as JSON).
    pub honour: Option<racetrack::race::record::Honour>,
    /// The tournament it is a game of, if any.
    pub tournament: Option<String>,
}

/// A game in a list: its id and version.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    /// Its id.
    pub id: String,
    /// Its version ([`GameRow::seq`]).
    pub seq: i64,
}

fn listed(r: &AnyRow) -> Listed {
    Listed {
        id: r.get(0),
        seq: r.get(1),
    }
}

/// A taken seat.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// The seat, from 0.
    pub seat: i64,
    /// Its player.
    pub player: i64,
    /// Their name.
    pub name: String,
    /// Whether they are a bot.
    pub bot: bool,
}

/// One change to a game, saved at once: a seat taken, an answer, the events it led to and the
/// game's state after it.
#[derive(Clone, Debug, Default)]
pub struct Step {
    /// A seat taken: (seat, player).
    pub seat: Option<(i64, i64)>,
    /// An answer: (round, seat, the answer's JSON).
    pub answer: Option<(i64, i64, String)>,
    /// The events: (seq, the event's JSON).
    pub events: Vec<(i64, String)>,
    /// The game's state, round and deadline afterwards.
    pub state: GameState,
    /// See [`GameRow::round`].
    pub round: i64,
    /// See [`GameRow::deadline_ms`].
    pub deadline_ms: Option<i64>,
    /// The board key of the game's track and rules when this change ends the game: one more
    /// play for the published track of that key, if any.
    pub played: Option<String>,
    /// The players' own events it makes, as the other instances read them (notices on
    /// [`super::PLAYERS_CHANNEL`]), sent with it: on PostgreSQL in its transaction.
    pub players: Vec<String>,
}

/// The columns of a game's row, in [`game_row`]'s order (a literal, so every statement is one
/// constant string with bound parameters).
macro_rules! game_columns {
    () => {
        "id, creator, track, rules, seats, move_seconds, crash_penalty, public, invite, seed, \
         state, round, deadline_ms, created_ms, seq, rules_version, broken, rated, \
         title, rematch_of, spectator_chat, night, honour, tournament"
    };
}

fn game_row(r: &AnyRow) -> Result<GameRow, StoreError> {
    Ok(GameRow {
        id: r.get(0),
        creator: r.get(1),
        track: r.get(2),
        rules: r.get(3),
        seats: r.get(4),
        move_seconds: r.get(5),
        crash_penalty: r.get(6),
        public: r.get::<i64, _>(7) != 0,
        invite: r.get(8),
        seed: r.get(9),
        state: r.try_get(10)?,
        round: r.get(11),
        deadline_ms: r.get(12),
        created_ms: r.get(13),
        seq: r.get(14),
        rules_version: r.get(15),
        broken: r.get(16),
        rated: r.get::<i64, _>(17) != 0,
        title: r.get(18),
        rematch_of: r.get(19),
        spectator_chat: r.get::<i64, _>(20) != 0,
        night: r.get::<i64, _>(21) != 0,
        // Written by this server as JSON; anything else reads as none.
        honour: r
            .get::<Option<String>, _>(22)
            .and_then(|text| serde_json::from_str(&text).ok()),
        tournament: r.get(23),
    })
}

impl Store {
    /// Adds a game, its creator in seat 0, and its first events (on PostgreSQL in one
    /// statement).
    pub async fn add_game(
        &self,
        game: &GameRow,
        events: &[(i64, String)],
    ) -> Result<(), StoreError> {
        if self.backend == super::Backend::Postgres {
            return lifecycle::make_game_at_once(&self.pool, game, events).await;
        }
        let write = super::writes::Write::Game {
            row: game.clone(),
            events: events.to_vec(),
        };
        self.write(write).await.map(drop)
    }

    /// Saves one change to game `id`, if the game is still at version `seen` (the number of
    /// its last event when it was read); returns false, saving nothing, when another server
    /// instance changed it first. The game's row is written first, so its lock orders
    /// concurrent changes. On PostgreSQL the changes waiting for the instance's writer are
    /// written together in one statement and transaction (`batch`), each announced on
    /// [`EVENTS_CHANNEL`] to every instance in that transaction, with its players' events
    /// ([`Step::players`]); on SQLite the changes waiting for the one writer are committed
    /// together ([`super::commit`]). Each is on disk before it is answered.
    pub async fn save_step(
        &self,
        id: &str,
        step: &Step,
        seen: i64,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        if self.backend == super::Backend::Sqlite {
            let write = super::writes::Write::Step {
                id: id.to_owned(),
                step: step.clone(),
                seen,
                now_ms,
            };
            let written = self.commit_together(write).await?;
            return written.step();
        }
        let Some(board) = &step.played else {
            // With the changes waiting, in one statement and one transaction, each announced
            // as it commits (`batch`).
            return self.save_step_together(id, step, seen, now_ms).await;
        };
        // With the play it gives a published track when it ends a game: two statements in one
        // transaction of its own (server/migrations/postgres/0004_save_step.sql).
        let mut tx = self.pool.begin().await?;
        let saved = save_step_call(id, step, seen, now_ms)
            .fetch_one(&mut *tx)
            .await?
            .get::<i64, _>(0)
            == 1;
        if saved {
            super::tracks::count_play(&mut tx, board).await?;
        }
        tx.commit().await?;
        if saved {
            self.announce(Notice::of_step(id, seen, step));
            for notice in &step.players {
                self.announce_to_player(notice.clone());
            }
        }
        Ok(saved)
    }

    /// Seat `seat` of open game `id` (at version `seen`) left, with `events`; false when the
    /// game changed first or is no longer open. Announced to the other instances.
    pub async fn leave_seat(
        &self,
        id: &str,
        seen: i64,
        seat: i64,
        events: &[(i64, String)],
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let write = super::writes::Write::Leave {
            id: id.to_owned(),
            seen,
            seat,
            events: events.to_vec(),
            now_ms,
        };
        let left = self.write(write).await?.changed()?;
        if left {
            self.announce(Notice::text(id, events));
        }
        Ok(left)
    }

    /// Open game `id` (at version `seen`) removed; false when it changed first or is no longer
    /// open. `gone` (its last event, numbered after `seen`) is announced to the other
    /// instances' streams.
    pub async fn cancel_game(
        &self,
        id: &str,
        seen: i64,
        gone: &(i64, String),
    ) -> Result<bool, StoreError> {
        let write = super::writes::Write::Cancel {
            id: id.to_owned(),
            seen,
        };
        let cancelled = self.write(write).await?.changed()?;
        if cancelled {
            self.announce(Notice::text(id, std::slice::from_ref(gone)));
        }
        Ok(cancelled)
    }

    /// Marks game `id` broken for `why` (it no longer replays), unless it is already.
    pub async fn mark_broken(&self, id: &str, why: &str) -> Result<(), StoreError> {
        let write = super::writes::Write::Broken {
            id: id.to_owned(),
            why: why.to_owned(),
        };
        self.write(write).await.map(drop)
    }

    /// Game `id`'s version: the number of its last event (`None` when there is no such game).
    pub async fn game_seq(&self, id: &str) -> Result<Option<i64>, StoreError> {
        let row = sqlx::query("SELECT seq FROM games WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map(|r| r.get(0)))
    }

    /// Game `id`, if there is one.
    pub async fn game(&self, id: &str) -> Result<Option<GameRow>, StoreError> {
        let row = sqlx::query(concat!(
            "SELECT ",
            game_columns!(),
            " FROM games WHERE id = $1"
        ))
        .bind(id)
        .fetch_optional(&self.pool)
        .await?;
        row.as_ref().map(game_row).transpose()
    }

    /// The taken seats of game `id`, seat 0 first.
    pub async fn seats(&self, id: &str) -> Result<Vec<SeatRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT seats.seat, seats.player, players.name, players.bot FROM seats \
             JOIN players ON players.id = seats.player WHERE seats.game = $1 ORDER BY seats.seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| SeatRow {
                seat: r.get(0),
                player: r.get(1),
                name: r.get(2),
                bot: r.get::<i64, _>(3) != 0,
            })
            .collect())
    }

    /// Every answer of game `id`: (round, seat, JSON), in round and seat order.
    pub async fn answers(&self, id: &str) -> Result<Vec<(i64, i64, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT round, seat, answer FROM answers WHERE game = $1 ORDER BY round, seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| (r.get(0), r.get(1), r.get(2)))
            .collect())
    }

    /// The events of game `id` after `since`, in order, at most `limit`: (seq, JSON).
    pub async fn events_since(
        &self,
        id: &str,
        since: i64,
        limit: i64,
    ) -> Result<Vec<(i64, String)>, StoreError> {
        let rows = sqlx::query(
            "SELECT seq, event FROM events WHERE game = $1 AND seq > $2 ORDER BY seq LIMIT $3",
        )
        .bind(id)
        .bind(since)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }

    /// The last `limit` events of game `id`, in order: (seq, JSON).
    pub async fn events_tail(
        &self,
        id: &str,
        limit: i64,
    ) -> Result<Vec<(i64, String)>, StoreError> {
        let rows =
            sqlx::query("SELECT seq, event FROM events WHERE game = $1 ORDER BY seq DESC LIMIT $2")
                .bind(id)
                .bind(limit)
                .fetch_all(&self.pool)
                .await?;
        Ok(rows.iter().rev().map(|r| (r.get(0), r.get(1))).collect())
    }

    /// Games in `state`, newest first (at most `limit`); only public ones when `public`: each
    /// one's id and version (a list's summaries are kept by version, so no track is read).
    pub async fn games_in(
        &self,
        state: GameState,
        public: bool,
        limit: i64,
    ) -> Result<Vec<Listed>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, seq FROM games WHERE state = $1 AND (public = 1 OR $2 = 0) \
             AND broken IS NULL ORDER BY created_ms DESC, id LIMIT $3",
        )
        .bind(state)
        .bind(i64::from(public))
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(listed).collect())
    }

    /// The games player `player` sits in, and the open rematches of games they played, the
    /// latest changed first, at most `limit` after
    /// skipping `skip`: each one's id and version.
    pub async fn games_of(
        &self,
        player: i64,
        skip: i64,
        limit: i64,
    ) -> Result<Vec<Listed>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, seq FROM games WHERE id IN (SELECT game FROM seats WHERE player = $1) \
             OR (state = $4 AND rematch_of IN (SELECT game FROM seats WHERE player = $5)) \
             ORDER BY updated_ms DESC, id LIMIT $2 OFFSET $3",
        )
        .bind(player)
        .bind(limit)
        .bind(skip)
        .bind(GameState::Open)
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(listed).collect())
    }

    /// The running games player `player` sits in (at most `limit`): each one's id and version.
    pub async fn running_games_of(
        &self,
        player: i64,
        limit: i64,
    ) -> Result<Vec<Listed>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, seq FROM games WHERE state = $1 \
             AND id IN (SELECT game FROM seats WHERE player = $2) ORDER BY id LIMIT $3",
        )
        .bind(GameState::Running)
        .bind(player)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(listed).collect())
    }

    /// How many games player `player` sits in that are not over (open or running).
    pub async fn active_games_of(&self, player: i64) -> Result<i64, StoreError> {
        let row = sqlx::query(
            "SELECT COUNT(*) FROM games WHERE state <> $1 \
             AND id IN (SELECT game FROM seats WHERE player = $2)",
        )
        .bind(GameState::Over)
        .bind(player)
        .fetch_one(&self.pool)
        .await?;
        row.try_get(0)
    }

    /// How many games there are in each state.
    pub async fn games_by_state(&self) -> Result<Vec<(GameState, i64)>, StoreError> {
        let rows = sqlx::query("SELECT state, COUNT(*) FROM games GROUP BY state")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
            .collect()
    }

    /// The running games whose round's deadline is at or before `now_ms`.
    pub async fn due_games(&self, now_ms: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE state = $1 AND deadline_ms <= $2 AND broken IS NULL \
             ORDER BY deadline_ms",
        )
        .bind(GameState::Running)
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }
}

// After `game_columns!`, which they use.
pub(super) mod lifecycle;
/// The call of `racetrack_save_step` for one change (PostgreSQL).
fn save_step_call<'q>(
    id: &'q str,
    step: &'q Step,
    seen: i64,
    now_ms: i64,
) -> sqlx::query::Query<'q, sqlx::Any, sqlx::any::AnyArguments<'q>> {
    let last = step.events.last().map_or(seen, |(seq, _)| *seq);
    let (round, seat, answer) = match &step.answer {
        Some((round, seat, answer)) => (Some(*round), Some(*seat), Some(answer.as_str())),
        None => (None, None, None),
    };
    sqlx::query(
        "SELECT racetrack_save_step($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)",
    )
    .bind(id)
    .bind(seen)
    .bind(step.state)
    .bind(step.round)
    .bind(step.deadline_ms)
    .bind(now_ms)
    .bind(step.seat.map(|(seat, _)| seat))
    .bind(step.seat.map(|(_, player)| player))
    .bind(round)
    .bind(seat)
    .bind(answer)
    .bind(serde_json::to_string(&step.events).expect("events serialise"))
    .bind(last)
}

mod batch;
mod step;
mod whole;

pub(super) use batch::Steps;
pub use step::{EVENTS_CHANNEL, Followed, Notice};
pub(super) use step::{insert_events, write_step};
pub use whole::WholeGame;
