//! A tournament's live stream as each instance feeds it (`GET /api/v1/tournaments/{id}/live`):
//! one watcher per tournament with a stream open here. The ticker reads each watched
//! tournament's view from the store ([`Watchers::refresh`]) and sends what changed since the
//! last read ([`changes`]): the table, the state, each game begun and each game ended. The view
//! is the one every instance reads, so a change made on another instance, or before a restart,
//! reaches every stream the same way.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use racetrack_api::{TournamentEvent, TournamentState, TournamentView};
use tokio::sync::broadcast;

use super::{TournamentError, find, view};
use crate::store::Store;

/// Messages a slow stream may fall behind before it misses some (it is sent the table again
/// with the next change).
const FEED: usize = 64;

/// One watched tournament.
struct Watched {
    feed: broadcast::Sender<Arc<str>>,
    /// The view last read (none before the first read).
    last: Option<TournamentView>,
}

/// The tournaments watched on this instance.
#[derive(Default)]
pub struct Watchers {
    map: Mutex<HashMap<String, Watched>>,
    /// Held while a refresh reads: one at a time (a second one asked meanwhile is skipped).
    reading: tokio::sync::Mutex<()>,
}

impl std::fmt::Debug for Watchers {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let watched = self.map.lock().expect("watchers").len();
        f.debug_struct("Watchers")
            .field("watched", &watched)
            .finish()
    }
}

impl Watchers {
    /// A new listener to tournament `id`'s changes. Its stream reads the view itself and sends
    /// it first ([`changes`] from nothing), then gives it here ([`Watchers::seen`]): the changes
    /// are counted from there.
    pub fn subscribe(&self, id: &str) -> broadcast::Receiver<Arc<str>> {
        let mut map = self.map.lock().expect("watchers");
        map.entry(id.to_owned())
            .or_insert_with(|| Watched {
                feed: broadcast::channel(FEED).0,
                last: None,
            })
            .feed
            .subscribe()
    }

    /// The view a new stream of `view.id` sent first: where its changes start, unless they
    /// started already.
    pub fn seen(&self, view: &TournamentView) {
        if let Some(watched) = self.map.lock().expect("watchers").get_mut(&view.id) {
            watched.last.get_or_insert_with(|| view.clone());
        }
    }

    /// Tournaments watched here now.
    pub fn watched(&self) -> usize {
        self.map.lock().expect("watchers").len()
    }

    /// Reads every watched tournament and sends its streams what changed. A tournament nobody
    /// listens to any more is forgotten, and so is one that is over once its end is sent (its
    /// streams then close). One that cannot be read is tried again next time; the others are
    /// read all the same (the last failure is returned).
    pub async fn refresh(&self, store: &Store, now_ms: i64) -> Result<(), TournamentError> {
        let Ok(_reading) = self.reading.try_lock() else {
            return Ok(());
        };
        let ids: Vec<String> = {
            let mut map = self.map.lock().expect("watchers");
            map.retain(|_, w| w.feed.receiver_count() > 0);
            // One whose first stream has not read it yet waits for it.
            map.iter()
                .filter(|(_, w)| w.last.is_some())
                .map(|(id, _)| id.clone())
                .collect()
        };
        let mut failed = Ok(());
        for id in ids {
            let read = async { view(store, &find(store, &id).await?, None, now_ms).await };
            let now = match read.await {
                Ok(now) => now,
                Err(e) => {
                    failed = Err(e);
                    continue;
                }
            };
            let mut map = self.map.lock().expect("watchers");
            let Some(watched) = map.get_mut(&id) else {
                continue;
            };
            for event in changes(watched.last.as_ref(), &now) {
                let _ = watched.feed.send(Arc::from(event.to_json().as_str()));
            }
            let over = now.state == TournamentState::Over;
            watched.last = Some(now);
            if over {
                map.remove(&id);
            }
        }
        failed
    }
}

/// What a stream is sent when the tournament goes from `before` to `after` (from `None`: all a
/// newcomer needs: the state, the table and the games under way).
pub fn changes(before: Option<&TournamentView>, after: &TournamentView) -> Vec<TournamentEvent> {
    let mut events = Vec::new();
    if before.is_none_or(|b| b.state != after.state) {
        events.push(TournamentEvent::State(after.state));
    }
    if before.is_none_or(|b| b.standings != after.standings) {
        events.push(TournamentEvent::Standings(after.standings.clone()));
    }
    // Oldest first, as they happened.
    for game in after.games.iter().rev() {
        let was = before.and_then(|b| b.games.iter().find(|g| g.id == game.id));
        match was {
            None if !game.over => events.push(TournamentEvent::Paired(game.clone())),
            // A game begun and ended between two reads: both.
            None if before.is_some() => {
                let begun = racetrack_api::TournamentGame {
                    places: Vec::new(),
                    over: false,
                    ..game.clone()
                };
                events.push(TournamentEvent::Paired(begun));
                events.push(TournamentEvent::Result(game.clone()));
            }
            Some(was) if game.over && !was.over => {
                events.push(TournamentEvent::Result(game.clone()));
            }
            _ => {}
        }
    }
    events
}
