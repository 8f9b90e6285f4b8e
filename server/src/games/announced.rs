//! Another instance's changes (announced by PostgreSQL's notifications) to this instance's
//! copies of its games and to their live streams.

use std::sync::Arc;

use tokio::sync::Mutex;

use super::{GameError, Games, Live};
use crate::store::{Notice, Store};

impl Games {
    /// Another instance's change (announced by PostgreSQL) to this instance's streams, when
    /// it holds the game: the notice's events when they follow the last sent, else the
    /// missing ones from the store.
    pub async fn forward(&self, store: &Store, notice: &Notice) -> Result<(), GameError> {
        let Some(live) = self
            .map
            .lock()
            .expect("games map")
            .get(&notice.game)
            .cloned()
        else {
            return Ok(());
        };
        let mut live = live.lock().await;
        // The copy is behind from now on: its next use reads the game again.
        live.heard = live.heard.max(notice.last);
        if live.sent >= notice.last {
            return Ok(());
        }
        if live.sent + 1 == notice.first && !notice.events.is_empty() {
            live.send(notice.first, &notice.events);
            return Ok(());
        }
        live.forward(store).await
    }

    /// Every held game's missed events to its streams (after the notifications were lost for a
    /// while).
    pub async fn forward_all(&self, store: &Store) {
        let held: Vec<(String, Arc<Mutex<Live>>)> = self
            .map
            .lock()
            .expect("games map")
            .iter()
            .map(|(id, live)| (id.clone(), Arc::clone(live)))
            .collect();
        for (id, live) in held {
            let mut live = live.lock().await;
            if live.feed.receiver_count() > 0
                && let Err(e) = live.refresh(store, &self.work).await
            {
                tracing::warn!(game = %id, error = %e, "catching up a game's events");
            }
        }
    }
}
