//! Ratings in the store: a rated game's result applied to its players once (the game's
//! `rated_at` is set in the same transaction, so two instances finishing it at the same moment
//! apply it once), and a player's profile (rating, results, history).

use racetrack::rating::{Finish, Rating, Score, rate_race};
use sqlx::Row;

use super::writes::Write;
use super::{Backend, GameState, Store, StoreError};

/// A player's profile: their rating and rated results.
#[derive(Clone, Debug, PartialEq)]
pub struct Profile {
    /// Their name.
    pub name: String,
    /// Whether they are a bot.
    pub bot: bool,
    /// The skill of the server's own bot they are (`novice` to `perfect`), if they are one.
    pub house: Option<String>,
    /// Their rating now.
    pub rating: Rating,
    /// Rated games won, lost and drawn.
    pub won: i64,
    /// See `won`.
    pub lost: i64,
    /// See `won`.
    pub drawn: i64,
    /// Their rating after each of their latest rated games, oldest first: (game, when, rating,
    /// deviation).
    pub history: Vec<(String, i64, f64, f64)>,
}

/// How many rated games a profile's history shows.
pub const HISTORY: i64 = 50;

impl Store {
    /// Applies rated game `id`'s result (each seat's player and how its car ended) once: false
    /// when it is not a rated game that is over, or its result was applied already.
    pub async fn rate_game(
        &self,
        id: &str,
        cars: &[(i64, Finish)],
        at_ms: i64,
    ) -> Result<bool, StoreError> {
        let write = Write::Rate {
            id: id.to_owned(),
            cars: cars.to_vec(),
            at_ms,
            lock: self.backend == Backend::Postgres,
        };
        self.write(write).await?.rated()
    }

    /// Rated games over whose result is not applied yet (an instance stopped between the end
    /// and the rating), at most `limit`.
    pub async fn unrated_games(&self, limit: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT id FROM games WHERE state = $1 AND rated = 1 AND rated_at IS NULL \
             AND broken IS NULL ORDER BY updated_ms LIMIT $2",
        )
        .bind(GameState::Over)
        .bind(limit)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Rated game `id`'s effect on its players' ratings, once applied: each player's name,
    /// rating and deviation before the game (1500 and 350 before a first rated game: the
    /// defaults of `players`), and after it.
    pub async fn game_ratings(
        &self,
        id: &str,
    ) -> Result<Vec<(String, Rating, Rating)>, StoreError> {
        // The row before is the player's previous in the order of their history.
        let rows = sqlx::query(
            "SELECT p.name, r.rating, r.rd, \
             (SELECT b.rating FROM ratings b WHERE b.player = r.player \
              AND (b.at_ms < r.at_ms OR (b.at_ms = r.at_ms AND b.game < r.game)) \
              ORDER BY b.at_ms DESC, b.game DESC LIMIT 1), \
             (SELECT b.rd FROM ratings b WHERE b.player = r.player \
              AND (b.at_ms < r.at_ms OR (b.at_ms = r.at_ms AND b.game < r.game)) \
              ORDER BY b.at_ms DESC, b.game DESC LIMIT 1) \
             FROM ratings r JOIN players p ON p.id = r.player WHERE r.game = $1 ORDER BY p.name",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        let initial = Rating::default();
        Ok(rows
            .iter()
            .map(|r| {
                let before = Rating {
                    rating: r.get::<Option<f64>, _>(3).unwrap_or(initial.rating),
                    rd: r.get::<Option<f64>, _>(4).unwrap_or(initial.rd),
                    ..initial
                };
                let after = Rating {
                    rating: r.get(1),
                    rd: r.get(2),
                    ..initial
                };
                (r.get(0), before, after)
            })
            .collect())
    }

    /// The profile of the player whose name is compared as `name_key`.
    pub async fn profile(&self, name_key: &str) -> Result<Option<Profile>, StoreError> {
        let Some(row) = sqlx::query(
            "SELECT id, name, bot, rating, rd, volatility, won, lost, drawn, driver FROM players \
             WHERE name_key = $1",
        )
        .bind(name_key)
        .fetch_optional(&self.pool)
        .await?
        else {
            return Ok(None);
        };
        let id: i64 = row.get(0);
        let history = sqlx::query(
            "SELECT game, at_ms, rating, rd FROM ratings WHERE player = $1 \
             ORDER BY at_ms DESC, game LIMIT $2",
        )
        .bind(id)
        .bind(HISTORY)
        .fetch_all(&self.pool)
        .await?;
        Ok(Some(Profile {
            name: row.get(1),
            bot: row.get::<i64, _>(2) != 0,
            house: row.get(9),
            rating: Rating {
                rating: row.get(3),
                rd: row.get(4),
                volatility: row.get(5),
            },
            won: row.get(6),
            lost: row.get(7),
            drawn: row.get(8),
            history: history
                .iter()
                .rev()
                .map(|r| (r.get(0), r.get(1), r.get(2), r.get(3)))
                .collect(),
        }))
    }
}

/// Applies a rated game's result in transaction `tx` (see [`Store::rate_game`]); `lock` takes
/// the players' rows first (PostgreSQL, where games end side by side).
pub(super) async fn write_rate(
    tx: &mut sqlx::Transaction<'_, sqlx::Any>,
    (id, cars, at_ms, lock): (&str, &[(i64, Finish)], i64, bool),
) -> Result<bool, StoreError> {
    let claimed = sqlx::query(
        "UPDATE games SET rated_at = $2 WHERE id = $1 AND rated = 1 AND rated_at IS NULL \
         AND state = $3",
    )
    .bind(id)
    .bind(at_ms)
    .bind(GameState::Over)
    .execute(&mut **tx)
    .await?;
    if claimed.rows_affected() != 1 {
        return Ok(false);
    }
    let read = if lock {
        "SELECT rating, rd, volatility FROM players WHERE id = $1 FOR UPDATE"
    } else {
        "SELECT rating, rd, volatility FROM players WHERE id = $1"
    };
    let mut before = Vec::with_capacity(cars.len());
    for (player, _) in cars {
        let row = sqlx::query(read).bind(player).fetch_one(&mut **tx).await?;
        before.push(Rating {
            rating: row.get(0),
            rd: row.get(1),
            volatility: row.get(2),
        });
    }
    let finishes: Vec<Finish> = cars.iter().map(|(_, f)| *f).collect();
    let after = rate_race(&before, &finishes);
    for (i, ((player, _), rating)) in cars.iter().zip(&after).enumerate() {
        let result = racetrack::rating::outcome(&finishes, i);
        sqlx::query(
            "UPDATE players SET rating = $2, rd = $3, volatility = $4, won = won + $5, \
             drawn = drawn + $6, lost = lost + $7 WHERE id = $1",
        )
        .bind(player)
        .bind(rating.rating)
        .bind(rating.rd)
        .bind(rating.volatility)
        .bind(i64::from(result == Score::Win))
        .bind(i64::from(result == Score::Draw))
        .bind(i64::from(result == Score::Loss))
        .execute(&mut **tx)
        .await?;
        sqlx::query(
            "INSERT INTO ratings (player, game, at_ms, rating, rd) VALUES ($1, $2, $3, $4, $5)",
        )
        .bind(player)
        .bind(id)
        .bind(at_ms)
        .bind(rating.rating)
        .bind(rating.rd)
        .execute(&mut **tx)
        .await?;
    }
    Ok(true)
}
