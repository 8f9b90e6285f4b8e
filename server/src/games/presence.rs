//! Who is connected: a player with a live stream open (their own or a game's, opened with
//! their token), on this instance or, through the store, on another. A seat's dot in the room
//! reads it (`CarView::connected`).
//!
//! Streams opening and closing are counted here at once; the ticker writes the changes to the
//! store ([`Presence::flush`]), stamps this instance's players every minute and reads the
//! other instances' every few seconds ([`Presence::refresh`]).

use std::collections::{HashMap, HashSet};
use std::sync::{Arc, Mutex, RwLock};

use crate::store::{Store, StoreError};

/// How often an instance stamps its players.
pub const STAMP_MS: i64 = 60_000;
/// A stamp older than this is an instance that stopped.
pub const STALE_MS: i64 = 3 * STAMP_MS;

/// This instance's streams by player, and the players the store says are connected.
#[derive(Debug)]
pub struct Presence {
    /// This instance, among those sharing a database.
    instance: i64,
    /// Open streams by player, here.
    local: Mutex<HashMap<i64, usize>>,
    /// Players whose first stream opened (true) or last closed (false) since the last flush.
    changed: Mutex<HashMap<i64, bool>>,
    /// Players connected to any instance, as the store said last.
    elsewhere: RwLock<HashSet<i64>>,
    /// When this instance last stamped its players.
    stamped_ms: Mutex<i64>,
    /// When `elsewhere` was last read from the store.
    read_ms: std::sync::atomic::AtomicI64,
}

impl Default for Presence {
    fn default() -> Presence {
        let mut bytes = [0u8; 8];
        // A clash of two instances' numbers only merges their rows.
        let _ = getrandom::fill(&mut bytes);
        Presence {
            instance: i64::from_le_bytes(bytes) & i64::MAX,
            local: Mutex::default(),
            changed: Mutex::default(),
            elsewhere: RwLock::default(),
            stamped_ms: Mutex::new(i64::MIN),
            read_ms: std::sync::atomic::AtomicI64::new(i64::MIN),
        }
    }
}

/// A stream's presence: the player counts as connected until it is dropped.
#[derive(Debug)]
pub struct Here {
    presence: Arc<Presence>,
    player: i64,
}

impl Drop for Here {
    fn drop(&mut self) {
        let mut local = self.presence.local.lock().expect("presence lock");
        if let Some(n) = local.get_mut(&self.player) {
            *n -= 1;
            if *n == 0 {
                local.remove(&self.player);
                self.presence
                    .changed
                    .lock()
                    .expect("presence lock")
                    .insert(self.player, false);
            }
        }
    }
}

impl Presence {
    /// A stream of `player` opened here: connected while the answer lives.
    pub fn open(self: &Arc<Presence>, player: i64) -> Here {
        let mut local = self.local.lock().expect("presence lock");
        let n = local.entry(player).or_default();
        *n += 1;
        if *n == 1 {
            self.changed
                .lock()
                .expect("presence lock")
                .insert(player, true);
        }
        Here {
            presence: Arc::clone(self),
            player,
        }
    }

    /// Whether `player` has a stream open here or on another instance.
    pub fn connected(&self, player: i64) -> bool {
        self.local
            .lock()
            .expect("presence lock")
            .contains_key(&player)
            || self
                .elsewhere
                .read()
                .expect("presence lock")
                .contains(&player)
    }

    /// Writes the streams opened and closed since the last call to the store.
    pub async fn flush(&self, store: &Store, now_ms: i64) -> Result<(), StoreError> {
        let changed: Vec<(i64, bool)> = self
            .changed
            .lock()
            .expect("presence lock")
            .drain()
            .collect();
        for (player, arrived) in changed {
            if arrived {
                store
                    .presence_arrived(player, self.instance, now_ms)
                    .await?;
            } else {
                store.presence_gone(player, self.instance).await?;
                self.elsewhere
                    .write()
                    .expect("presence lock")
                    .remove(&player);
            }
        }
        Ok(())
    }

    /// Stamps this instance's players (every [`STAMP_MS`]) and reads who is connected anywhere.
    pub async fn refresh(&self, store: &Store, now_ms: i64) -> Result<(), StoreError> {
        let due = {
            let mut stamped = self.stamped_ms.lock().expect("presence lock");
            let due = now_ms.saturating_sub(*stamped) >= STAMP_MS;
            if due {
                *stamped = now_ms;
            }
            due
        };
        if due {
            store
                .presence_stamp(self.instance, now_ms, now_ms - STALE_MS)
                .await?;
        }
        let present: HashSet<i64> = store
            .present(now_ms - STALE_MS)
            .await?
            .into_iter()
            .collect();
        *self.elsewhere.write().expect("presence lock") = present;
        self.read_ms
            .store(now_ms, std::sync::atomic::Ordering::Relaxed);
        Ok(())
    }

    /// When who is connected anywhere was last read from the store ([`Presence::refresh`]'s
    /// time).
    pub fn read_ms(&self) -> i64 {
        self.read_ms.load(std::sync::atomic::Ordering::Relaxed)
    }
}
