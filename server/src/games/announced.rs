//! Another instance's changes (announced by PostgreSQL's notifications) to this instance's
//! copies of its games and to their live streams: a move or a round of a running game applied to
//! the copy as the notice tells it, anything else read again when the copy is next used. A change
//! whose save another instance's came before is computed again on the copy once it has followed
//! that change ([`Games::followed_past`]).

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex as StdMutex};

use tokio::sync::{Mutex, OwnedMutexGuard};

use super::live::{replay_answer, resolve_to};
use super::phase::Phase;
use super::{GameError, Games, Live};
use crate::store::{Followed, GameState, Notice, Store};

/// How long a change another instance's save refused waits for this instance's copy to follow
/// that instance's change before it reads the game again.
const FOLLOW_WAIT_MS: u64 = 15;

/// Other instances' notices not yet forwarded, by game. A game's notices are forwarded one
/// after the other, in the order PostgreSQL delivered them, by one task at a time: with a task
/// for each notice, a later change of the same game could be handled first, leaving the copy
/// behind the notice it missed, to be read again for nothing.
#[derive(Debug, Default)]
pub(super) struct Pending(StdMutex<HashMap<String, VecDeque<Notice>>>);

/// Takes game `game`'s queue out of [`Pending`] when its task ends, even by a panic: the next
/// notice then starts a task again.
struct Draining<'a>(&'a Pending, &'a str);

impl Drop for Draining<'_> {
    fn drop(&mut self) {
        self.0.0.lock().expect("pending notices").remove(self.1);
    }
}

impl Games {
    /// Queues another instance's `notice` behind its game's others: the game's id when no
    /// task is forwarding them, and the caller must start one ([`Games::forward_queued`]).
    pub fn queue_notice(&self, notice: Notice) -> Option<String> {
        let mut pending = self.pending.0.lock().expect("pending notices");
        if let Some(queue) = pending.get_mut(&notice.game) {
            queue.push_back(notice);
            return None;
        }
        let game = notice.game.clone();
        pending.insert(game.clone(), VecDeque::from([notice]));
        Some(game)
    }

    /// Forwards game `game`'s queued notices, first to last, until none is left.
    pub async fn forward_queued(&self, store: &Store, game: &str) {
        let draining = Draining(&self.pending, game);
        loop {
            let notice = {
                let mut pending = self.pending.0.lock().expect("pending notices");
                match pending.get_mut(game).and_then(VecDeque::pop_front) {
                    Some(notice) => notice,
                    None => {
                        // Taken out under the lock that found it empty: a notice queued after
                        // this starts a task of its own.
                        pending.remove(game);
                        break;
                    }
                }
            };
            if let Err(e) = self.forward(store, &notice).await {
                tracing::warn!(game, error = %e, "forwarding events");
            }
        }
        std::mem::forget(draining);
    }

    /// Another instance's change (announced by PostgreSQL) to this instance's streams, when
    /// it holds the game: the notice's events when they follow the last sent, else the
    /// missing ones from the store.
    async fn forward(&self, store: &Store, notice: &Notice) -> Result<(), GameError> {
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
        // A move or a round the copy can follow brings it to the notice's version; otherwise
        // it is behind from now on, and its next use reads the game again.
        if let Some(change) = &notice.change
            && live.follow(change, notice)
        {
            self.followed
                .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
        }
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

    /// Game `id`, locked, once this instance's copy has followed another instance's change
    /// past version `seq` (within [`FOLLOW_WAIT_MS`]); `None` when it did not, or a newer
    /// version was announced that the copy could not follow.
    pub(super) async fn followed_past(
        &self,
        store: &Store,
        id: &str,
        seq: i64,
    ) -> Result<Option<OwnedMutexGuard<Live>>, GameError> {
        let mut waited = 0;
        let mut wait = 1;
        while waited < FOLLOW_WAIT_MS {
            tokio::time::sleep(std::time::Duration::from_millis(wait)).await;
            waited += wait;
            wait *= 2;
            let live = self.locked(store, id).await?;
            if live.row.seq > seq && live.heard <= live.row.seq {
                return Ok(Some(live));
            }
            if live.heard > seq {
                return Ok(None);
            }
        }
        Ok(None)
    }

    /// Every held copy checked against the store at its next use, even one a request names as
    /// new enough (`?seen=`): the notifications were lost for a while, and a change made
    /// meanwhile was not heard.
    pub async fn unsure_of_all(&self) {
        let held: Vec<Arc<Mutex<Live>>> = self
            .map
            .lock()
            .expect("games map")
            .values()
            .cloned()
            .collect();
        for live in held {
            live.lock().await.unsure = true;
        }
    }

    /// Every held game's missed events to its streams (after the notifications were lost for a
    /// while, and at each catch-up).
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

impl Live {
    /// Applies another instance's `change` (announced by `notice`) to this copy, when the copy
    /// is at the version the change was made on: its answer given to the race, the race's
    /// rounds resolved up to the change's, the row and the chat lines brought up to the
    /// notice. This is what reading the game again would replay, from where the copy is.
    /// Whether it did: when not, the copy keeps its version (its race perhaps moved part of the
    /// way), and the notice's newer version makes its next use read the game again.
    pub(crate) fn follow(&mut self, change: &Followed, notice: &Notice) -> bool {
        let at_seen = self.row.seq == change.seen && self.heard <= self.row.seq;
        let whole = notice.first == change.seen + 1 && !notice.events.is_empty();
        if !at_seen || !whole || self.row.state != GameState::Running {
            return false;
        }
        let Phase::Running(recorder) = &mut self.phase else {
            return false;
        };
        if let Some((round, _, text)) = &change.answer
            && replay_answer(recorder, *round, text).is_err()
        {
            return false;
        }
        resolve_to(recorder, change.round);
        if recorder.is_over() || i64::from(recorder.round()) != change.round {
            return false;
        }
        self.row.round = change.round;
        self.row.deadline_ms = change.deadline_ms;
        self.row.seq = notice.last;
        let numbered: Vec<(i64, String)> = (notice.first..).zip(notice.events.clone()).collect();
        self.note_chats(&numbered);
        true
    }
}
