//! The pairing pool (the players waiting for an opponent, by rules and round time) and the
//! server's own bots, which take a seat nobody took in time.

use sqlx::Row;

use super::writes::{Arg, Write};
use super::{GameState, Player, Store, StoreError};

/// A player waiting in the pool.
#[derive(Clone, Debug, PartialEq)]
pub struct Waiting {
    /// The player.
    pub player: i64,
    /// Their name.
    pub name: String,
    /// The rules asked for.
    pub rules: String,
    /// The round time asked for.
    pub move_seconds: i64,
    /// Their rating when they joined.
    pub rating: f64,
    /// When they began waiting.
    pub since_ms: i64,
    /// Whether they are a bot (a program playing through the API).
    pub bot: bool,
}

/// A player's row in the pool: what they asked for, and the game once paired.
#[derive(Clone, Debug, PartialEq)]
pub struct PoolRow {
    /// The rules asked for.
    pub rules: String,
    /// The round time asked for.
    pub move_seconds: i64,
    /// When they began waiting.
    pub since_ms: i64,
    /// The game made, once paired.
    pub game: Option<String>,
}

/// One of the server's own bots: a player driven by one of the engine's drivers.
#[derive(Clone, Debug, PartialEq)]
pub struct HouseBot {
    /// The bot's player.
    pub player: Player,
    /// Its driver's skill (`novice` to `perfect`).
    pub skill: String,
    /// Its rating now.
    pub rating: f64,
}

impl Store {
    /// Runs one statement of the small tables through the store's writer.
    pub(super) async fn exec(&self, sql: &'static str, args: Vec<Arg>) -> Result<u64, StoreError> {
        self.write(Write::Exec { sql, args }).await?.rows()
    }

    /// Puts `player` in the pool for games of `rules` at `move_seconds` a round (anew, when
    /// they were in it).
    pub async fn pool_join(
        &self,
        player: i64,
        (rules, move_seconds): (&str, i64),
        rating: f64,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO pairing (player, rules, move_seconds, rating, since_ms, game) \
             VALUES ($1, $2, $3, $4, $5, NULL) ON CONFLICT (player) DO UPDATE SET \
             rules = excluded.rules, move_seconds = excluded.move_seconds, \
             rating = excluded.rating, since_ms = excluded.since_ms, game = NULL",
            vec![
                Arg::Int(player),
                Arg::Text(rules.to_owned()),
                Arg::Int(move_seconds),
                Arg::Real(rating),
                Arg::Int(now_ms),
            ],
        )
        .await
        .map(drop)
    }

    /// Takes `player` out of the pool; false when they were not waiting (not in it, or
    /// paired already).
    pub async fn pool_leave(&self, player: i64) -> Result<bool, StoreError> {
        let gone = self
            .exec(
                "DELETE FROM pairing WHERE player = $1 AND game IS NULL",
                vec![Arg::Int(player)],
            )
            .await?;
        Ok(gone == 1)
    }

    /// `player`'s row in the pool, if they have one.
    pub async fn pool_row(&self, player: i64) -> Result<Option<PoolRow>, StoreError> {
        let row = sqlx::query(
            "SELECT rules, move_seconds, since_ms, game FROM pairing WHERE player = $1",
        )
        .bind(player)
        .fetch_optional(&self.pool)
        .await?;
        Ok(row.map(|r| PoolRow {
            rules: r.get(0),
            move_seconds: r.get(1),
            since_ms: r.get(2),
            game: r.get(3),
        }))
    }

    /// How many wait for each kind (rules, round time), `except` one player (the one asking).
    pub async fn pool_counts(&self, except: i64) -> Result<Vec<(String, i64, i64)>, StoreError> {
        let rows = sqlx::query(
            "SELECT rules, move_seconds, COUNT(*) FROM pairing \
             WHERE game IS NULL AND player <> $1 \
             GROUP BY rules, move_seconds ORDER BY rules, move_seconds",
        )
        .bind(except)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| (r.get(0), r.get(1), r.get(2)))
            .collect())
    }

    /// Everybody waiting, by kind (rules, round time) and rating.
    pub async fn pool_waiting(&self) -> Result<Vec<Waiting>, StoreError> {
        let rows = sqlx::query(
            "SELECT p.player, pl.name, p.rules, p.move_seconds, p.rating, p.since_ms, pl.bot \
             FROM pairing p JOIN players pl ON pl.id = p.player WHERE p.game IS NULL \
             ORDER BY p.rules, p.move_seconds, p.rating, p.player",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| Waiting {
                player: r.get(0),
                name: r.get(1),
                rules: r.get(2),
                move_seconds: r.get(3),
                rating: r.get(4),
                since_ms: r.get(5),
                bot: r.get::<i64, _>(6) != 0,
            })
            .collect())
    }

    /// Claims the waiting `players` for game `game`: true when every one of them was still
    /// waiting (then they are paired), else nobody is (another instance paired one first).
    pub async fn pool_claim(&self, players: &[i64], game: &str) -> Result<bool, StoreError> {
        let mut players = players.to_vec();
        // Rows locked in one order: two instances' claims never deadlock.
        players.sort_unstable();
        let write = Write::Claim {
            players: players.clone(),
            game: game.to_owned(),
            lock: self.backend == super::Backend::Postgres,
        };
        Ok(self.write(write).await?.rows()? == players.len() as u64)
    }

    /// Puts the players claimed for `game` back to waiting (the game could not be made).
    pub async fn pool_release(&self, game: &str) -> Result<(), StoreError> {
        self.exec(
            "UPDATE pairing SET game = NULL WHERE game = $1",
            vec![Arg::Text(game.to_owned())],
        )
        .await
        .map(drop)
    }

    /// Forgets the pairings made before `before_ms` (their games are in the players' lists).
    pub async fn pool_tidy(&self, before_ms: i64) -> Result<(), StoreError> {
        self.exec(
            "DELETE FROM pairing WHERE game IS NOT NULL AND since_ms < $1",
            vec![Arg::Int(before_ms)],
        )
        .await
        .map(drop)
    }

    /// The server's own bots.
    pub async fn house_bots(&self) -> Result<Vec<HouseBot>, StoreError> {
        let rows = sqlx::query(
            "SELECT id, name, driver, rating FROM players WHERE driver IS NOT NULL ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| HouseBot {
                player: Player {
                    id: r.get(0),
                    name: r.get(1),
                    bot: true,
                },
                skill: r.get(2),
                rating: r.get(3),
            })
            .collect())
    }

    /// Makes player `id` one of the server's bots, driven at `skill`, rated `rating`.
    pub async fn make_house_bot(
        &self,
        id: i64,
        skill: &str,
        rating: f64,
    ) -> Result<(), StoreError> {
        self.exec(
            "UPDATE players SET driver = $1, rating = $2 WHERE id = $3",
            vec![Arg::Text(skill.to_owned()), Arg::Real(rating), Arg::Int(id)],
        )
        .await
        .map(drop)
    }

    /// The running games in which one of the server's bots sits.
    pub async fn house_bot_games(&self) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT DISTINCT g.id FROM games g JOIN seats s ON s.game = g.id \
             JOIN players p ON p.id = s.player \
             WHERE g.state = $1 AND p.driver IS NOT NULL AND g.broken IS NULL",
        )
        .bind(GameState::Running)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Player `id`'s rating now.
    pub async fn rating_of(&self, id: i64) -> Result<f64, StoreError> {
        let row = sqlx::query("SELECT rating FROM players WHERE id = $1")
            .bind(id)
            .fetch_optional(&self.pool)
            .await?;
        Ok(row.map_or(racetrack::rating::START_RATING, |r| r.get(0)))
    }
}

/// Claims the waiting `players` for `game` in transaction `tx` (each row locked on PostgreSQL
/// when `lock`): how many were claimed, all of them or none (0 when one of them no longer
/// waits).
pub(super) async fn claim(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    players: &[i64],
    game: &str,
    lock: bool,
) -> Result<u64, StoreError> {
    let mut waiting = 0;
    for player in players {
        let sql = if lock {
            "SELECT 1 FROM pairing WHERE player = $1 AND game IS NULL FOR UPDATE"
        } else {
            "SELECT 1 FROM pairing WHERE player = $1 AND game IS NULL"
        };
        let row = sqlx::query(sql)
            .bind(player)
            .fetch_optional(&mut **tx)
            .await?;
        waiting += u64::from(row.is_some());
    }
    if waiting < players.len() as u64 {
        return Ok(0);
    }
    for player in players {
        sqlx::query("UPDATE pairing SET game = $1 WHERE player = $2")
            .bind(game)
            .bind(player)
            .execute(&mut **tx)
            .await?;
    }
    Ok(waiting)
}
