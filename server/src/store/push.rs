//! Web Push in the store: the server's VAPID key (made once, shared by every instance) and the
//! players' push subscriptions.

use std::collections::HashMap;

use sqlx::Row;

use super::writes::Arg;
use super::{Store, StoreError};
use crate::push::webpush::Subscription;

/// Subscriptions kept per player (the newest; a player's older browsers drop out).
pub const SUBSCRIPTIONS_PER_PLAYER: i64 = 5;

/// Most players whose subscriptions one statement reads.
const PLAYERS_AT_ONCE: usize = 64;

/// `SELECT ... WHERE player IN ($1, ..., $n)` for 1 to [`PLAYERS_AT_ONCE`] players: made once,
/// of placeholders only.
static SUBSCRIPTIONS_OF: std::sync::LazyLock<Vec<String>> = std::sync::LazyLock::new(|| {
    (1..=PLAYERS_AT_ONCE)
        .map(|n| {
            let places: Vec<String> = (1..=n).map(|i| format!("${i}")).collect();
            format!(
                "SELECT player, endpoint, p256dh, auth FROM push_subscriptions \
                 WHERE player IN ({}) ORDER BY created_ms DESC",
                places.join(", ")
            )
        })
        .collect()
});

impl Store {
    /// The server's VAPID private key: `fresh` when none was kept yet (then kept), else the one
    /// kept (another instance's, when two start at once).
    pub async fn push_key(&self, fresh: &str) -> Result<String, StoreError> {
        self.exec(
            "INSERT INTO push_keys (id, private_key) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
            vec![Arg::Text(fresh.to_owned())],
        )
        .await?;
        let row = sqlx::query("SELECT private_key FROM push_keys WHERE id = 1")
            .fetch_one(&self.pool)
            .await?;
        Ok(row.get(0))
    }

    /// Keeps `subscription` for `player` (taking it over from another player on the same
    /// browser); their oldest past [`SUBSCRIPTIONS_PER_PLAYER`] are dropped.
    pub async fn add_subscription(
        &self,
        player: i64,
        subscription: &Subscription,
        now_ms: i64,
    ) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO push_subscriptions (endpoint, player, p256dh, auth, created_ms) \
             VALUES ($1, $2, $3, $4, $5) ON CONFLICT (endpoint) DO UPDATE SET \
             player = excluded.player, p256dh = excluded.p256dh, auth = excluded.auth, \
             created_ms = excluded.created_ms",
            vec![
                Arg::Text(subscription.endpoint.clone()),
                Arg::Int(player),
                Arg::Text(subscription.p256dh.clone()),
                Arg::Text(subscription.auth.clone()),
                Arg::Int(now_ms),
            ],
        )
        .await?;
        self.exec(
            "DELETE FROM push_subscriptions WHERE player = $1 AND endpoint NOT IN \
             (SELECT endpoint FROM push_subscriptions WHERE player = $1 \
              ORDER BY created_ms DESC, endpoint LIMIT $2)",
            vec![Arg::Int(player), Arg::Int(SUBSCRIPTIONS_PER_PLAYER)],
        )
        .await
        .map(drop)
    }

    /// Removes `player`'s subscription at `endpoint`; false when they had none there.
    pub async fn remove_subscription(
        &self,
        player: i64,
        endpoint: &str,
    ) -> Result<bool, StoreError> {
        let gone = self
            .exec(
                "DELETE FROM push_subscriptions WHERE player = $1 AND endpoint = $2",
                vec![Arg::Int(player), Arg::Text(endpoint.to_owned())],
            )
            .await?;
        Ok(gone == 1)
    }

    /// Drops the subscription at `endpoint` (its push service said it is gone).
    pub async fn drop_subscription(&self, endpoint: &str) -> Result<(), StoreError> {
        self.exec(
            "DELETE FROM push_subscriptions WHERE endpoint = $1",
            vec![Arg::Text(endpoint.to_owned())],
        )
        .await
        .map(drop)
    }

    /// The subscriptions of each of `players` that has any, newest first: one statement for
    /// up to [`PLAYERS_AT_ONCE`] players (the push worker asks for all it was handed at once).
    pub async fn subscriptions_of_each(
        &self,
        players: &[i64],
    ) -> Result<HashMap<i64, Vec<Subscription>>, StoreError> {
        let mut each: HashMap<i64, Vec<Subscription>> = HashMap::new();
        for chunk in players.chunks(PLAYERS_AT_ONCE) {
            let mut query = sqlx::query(&SUBSCRIPTIONS_OF[chunk.len() - 1]);
            for player in chunk {
                query = query.bind(*player);
            }
            for r in query.fetch_all(&self.pool).await? {
                each.entry(r.get(0)).or_default().push(Subscription {
                    endpoint: r.get(1),
                    p256dh: r.get(2),
                    auth: r.get(3),
                });
            }
        }
        Ok(each)
    }

    /// `player`'s subscriptions.
    pub async fn subscriptions_of(&self, player: i64) -> Result<Vec<Subscription>, StoreError> {
        let rows = sqlx::query(
            "SELECT endpoint, p256dh, auth FROM push_subscriptions WHERE player = $1 \
             ORDER BY created_ms DESC",
        )
        .bind(player)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| Subscription {
                endpoint: r.get(0),
                p256dh: r.get(1),
                auth: r.get(2),
            })
            .collect())
    }
}
