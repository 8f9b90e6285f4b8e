//! Open games nobody started, removed once they have waited too long: from the store, and from
//! this instance's memory, also when another instance removed them.

use super::{GameError, Games};
use crate::store::{GameState, Store};

impl Games {
    /// Removes the open games nobody changed since `before_ms` (none started them) from the
    /// store and from memory; their live streams close. Returns how many. Another instance may
    /// have removed some of the open games held here: those made before `before_ms` are looked
    /// for in the store, and the copies of those gone leave memory too, their streams closing.
    pub async fn expire(&self, store: &Store, before_ms: i64) -> Result<usize, GameError> {
        let mut gone = 0;
        loop {
            let ids = store.expire_open(before_ms, 500).await?;
            self.forget(&ids);
            gone += ids.len();
            if ids.len() < 500 {
                break;
            }
        }
        // A game made since `before_ms` has changed since then: it cannot have expired.
        let old_open: Vec<String> = {
            let map = self.map.lock().expect("games map");
            map.iter()
                .filter(|(_, live)| {
                    live.try_lock().is_ok_and(|l| {
                        l.row.state == GameState::Open && l.row.created_ms < before_ms
                    })
                })
                .map(|(id, _)| id.clone())
                .collect()
        };
        for id in old_open {
            if store.game_seq(&id).await?.is_none() {
                tracing::debug!(
                    game = id,
                    "expired by another instance: its copy leaves memory"
                );
                self.forget(std::slice::from_ref(&id));
            }
        }
        Ok(gone)
    }

    /// Games removed from the store, out of memory: their streams close.
    fn forget(&self, ids: &[String]) {
        let mut map = self.map.lock().expect("games map");
        for id in ids {
            map.remove(id);
            self.summaries.forget(id);
        }
    }
}
