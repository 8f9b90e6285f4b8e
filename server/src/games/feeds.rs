//! Each player's own feed of events (`GET /api/v1/players/me/live`): a game paired for them, a
//! round in which their car has to choose, a game of theirs over, an invitation. The instance
//! that makes a change sends its players' events to its own streams and, on PostgreSQL, to the
//! other instances' (on [`crate::store::PLAYERS_CHANNEL`]), which relay them to theirs: a new
//! round's with the change, in its transaction ([`your_moves`]), the others after it.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use racetrack::race::CarId;
use racetrack_api::PlayerEvent;
use serde::{Deserialize, Serialize};
use tokio::sync::broadcast;

use super::Live;
use super::live::Next;
use crate::store::{GameState, Store};

/// Events a slow player stream may fall behind before it misses some.
const FEED: usize = 64;

/// A player's new round to push to their browsers: (player, event).
pub type PushJob = (i64, PlayerEvent);

/// The players' feeds on this instance.
#[derive(Debug)]
pub struct Feeds {
    map: Mutex<HashMap<i64, broadcast::Sender<Arc<str>>>>,
    /// This instance, among those sharing a database (its own notices come back to it).
    origin: u64,
    /// The rounds to push to players without a stream open here (`your_move`): the push worker
    /// holds those of a player connected on another instance ([`crate::push::worker`]).
    push_outbox: tokio::sync::mpsc::UnboundedSender<PushJob>,
    /// Where the push worker takes them ([`crate::AppState::push_worker`]).
    pub push_inbox: tokio::sync::Mutex<tokio::sync::mpsc::UnboundedReceiver<PushJob>>,
}

impl Default for Feeds {
    fn default() -> Feeds {
        let mut origin = [0u8; 8];
        // A clash of two instances' random numbers only repeats an event on them.
        let _ = getrandom::fill(&mut origin);
        let (push_outbox, push_inbox) = tokio::sync::mpsc::unbounded_channel();
        Feeds {
            map: Mutex::default(),
            origin: u64::from_le_bytes(origin),
            push_outbox,
            push_inbox: tokio::sync::Mutex::new(push_inbox),
        }
    }
}

/// A player's event between instances.
#[derive(Serialize, Deserialize)]
struct Relayed {
    origin: u64,
    player: i64,
    event: PlayerEvent,
}

impl Feeds {
    /// A new listener to `player`'s events.
    pub fn subscribe(&self, player: i64) -> broadcast::Receiver<Arc<str>> {
        let mut map = self.map.lock().expect("feeds");
        map.retain(|_, feed| feed.receiver_count() > 0);
        map.entry(player)
            .or_insert_with(|| broadcast::channel(FEED).0)
            .subscribe()
    }

    /// Whether `player` has a stream open on this instance.
    pub fn listening(&self, player: i64) -> bool {
        self.map
            .lock()
            .expect("feeds")
            .get(&player)
            .is_some_and(|f| f.receiver_count() > 0)
    }

    /// Sends `event` to `player`'s streams, here and on the other instances; a new round or a
    /// pairing of a player with no stream open here is pushed to their browsers too (unless they
    /// listen on another instance), and so is the start of a tournament they joined.
    pub fn send(&self, store: &Store, player: i64, event: PlayerEvent) {
        let relayed = self.relayed(player, &event);
        self.send_here(player, event);
        store.announce_to_player(relayed);
    }

    /// [`Feeds::send`] but for the other instances: `event` was told to them already (in the
    /// transaction of the change that made it).
    pub(crate) fn send_here(&self, player: i64, event: PlayerEvent) {
        self.deliver(player, &event);
        let pushed = match event {
            PlayerEvent::YourMove { .. } | PlayerEvent::Paired { .. } => !self.listening(player),
            PlayerEvent::TournamentStarted { .. } => true,
            _ => false,
        };
        if pushed {
            let _ = self.push_outbox.send((player, event));
        }
    }

    /// `player`'s `event` as the other instances read it (a notice's payload).
    pub(crate) fn relayed(&self, player: i64, event: &PlayerEvent) -> String {
        let relayed = Relayed {
            origin: self.origin,
            player,
            event: event.clone(),
        };
        serde_json::to_string(&relayed).expect("serialises")
    }

    /// Another instance's player event (a notice's payload) to this instance's streams.
    pub fn relay(&self, payload: &str) {
        let Ok(relayed) = serde_json::from_str::<Relayed>(payload) else {
            return;
        };
        if relayed.origin != self.origin {
            self.deliver(relayed.player, &relayed.event);
        }
    }

    fn deliver(&self, player: i64, event: &PlayerEvent) {
        if let Some(feed) = self.map.lock().expect("feeds").get(&player) {
            let _ = feed.send(Arc::from(event.to_json().as_str()));
        }
    }

    /// The end of a game (from state `before`), saved in `live`, to each of its players.
    pub(crate) fn after_end(&self, store: &Store, live: &Live, before: GameState) {
        let Some(recorder) = live.phase.race() else {
            return;
        };
        let row = &live.row;
        if row.state != GameState::Over || before == GameState::Over {
            return;
        }
        let standings = &recorder.record().standings;
        for (car, c) in recorder.race().cars().iter().enumerate() {
            let Some(player) = live.seats.get(car).map(|s| s.player) else {
                continue;
            };
            let place = standings
                .iter()
                .find(|s| s.name == c.name())
                .map_or(standings.len(), |s| s.place);
            let event = PlayerEvent::GameOver {
                game: row.id.clone(),
                place,
                of: standings.len(),
            };
            self.send(store, player, event);
        }
    }
}

/// What a change to a game (from state and round `before` to `next`) tells its players before
/// it is saved: a new round, to each player whose car has to choose (sent to the other instances
/// with the change, and here once it is saved).
pub(crate) fn your_moves(next: &Next, before: (GameState, i64)) -> Vec<(i64, PlayerEvent)> {
    let row = &next.row;
    let new_round = row.state == GameState::Running
        && (before.0 != GameState::Running || before.1 != row.round);
    let Some(recorder) = next.phase.race().filter(|_| new_round) else {
        return Vec::new();
    };
    let player_of = |car: CarId| next.seats.get(car.0).map(|s| s.player);
    recorder
        .waiting()
        .into_iter()
        .filter_map(|car| {
            let event = PlayerEvent::YourMove {
                game: row.id.clone(),
                title: row.title.clone(),
                round: row.round,
                deadline_ms: row.deadline_ms,
            };
            Some((player_of(car)?, event))
        })
        .collect()
}
