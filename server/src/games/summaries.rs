//! The lists' summaries (the lobby, a player's games), made once when a game changes and kept
//! by game and version, so a list costs one query and no track parsing however big the games'
//! tracks are. A game another instance changed is summarised once, on the first list that
//! shows its new version. The cache is bounded ([`MOST`]): past it, the summaries of games
//! over go first, then everything (any summary is made again from its game when asked for).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use racetrack_api::{GameState, GameSummary};

use super::Live;

/// The most summaries kept.
pub const MOST: usize = 20_000;

/// One game's summary at one version, and who must choose in its round.
#[derive(Debug)]
pub(crate) struct Summary {
    /// The game's version it summarises.
    pub(crate) seq: i64,
    /// The summary, `your_turn` false.
    base: GameSummary,
    /// The players whose move the round waits for.
    waiting: Vec<i64>,
    /// Each seat's player, seat 0 first.
    seat_players: Vec<i64>,
    /// Each player's place, once the game is over.
    places: Vec<(i64, usize)>,
}

impl Summary {
    /// Game `live`'s summary now.
    pub(crate) fn of(live: &Live) -> Summary {
        let row = &live.row;
        let waiting = match live.phase.running() {
            Some(recorder) => {
                let cars = recorder.waiting();
                live.seats
                    .iter()
                    .filter(|s| cars.iter().any(|car| car.0 as i64 == s.seat))
                    .map(|s| s.player)
                    .collect()
            }
            _ => Vec::new(),
        };
        let places = live.finishes().map_or_else(Vec::new, |cars| {
            cars.into_iter()
                .map(|(player, f)| (player, f.place))
                .collect()
        });
        let (rows, cols) = live.dims();
        Summary {
            seq: row.seq,
            base: GameSummary {
                id: row.id.clone(),
                state: row.state,
                rules: row.rules.clone(),
                seats: row.seats as usize,
                taken: live.seats.len(),
                players: live.seats.iter().map(|s| s.name.clone()).collect(),
                houses: Vec::new(),
                move_seconds: row.move_seconds as u64,
                round: row.round as u32,
                race_round: live.race_round(),
                deadline_ms: row.deadline_ms,
                public: row.public,
                rated: row.rated,
                night: row.night,
                title: row.title.clone(),
                rows,
                cols,
                your_turn: false,
                place: None,
            },
            waiting,
            seat_players: live.seats.iter().map(|s| s.player).collect(),
            places,
        }
    }

    /// The summary as `viewer` (a player, when known) sees it: whether it waits for them; and
    /// the seats of the server's own bots (`house`, by player) named by their skill.
    pub(crate) fn for_viewer(
        &self,
        viewer: Option<i64>,
        house: &HashMap<i64, racetrack_api::BotSkill>,
    ) -> GameSummary {
        let houses: Vec<_> = self
            .seat_players
            .iter()
            .map(|p| house.get(p).copied())
            .collect();
        GameSummary {
            houses: if houses.iter().any(Option::is_some) {
                houses
            } else {
                Vec::new()
            },
            your_turn: viewer.is_some_and(|p| self.waiting.contains(&p)),
            place: viewer.and_then(|p| {
                self.places
                    .iter()
                    .find(|(player, _)| *player == p)
                    .map(|(_, place)| *place)
            }),
            ..self.base.clone()
        }
    }
}

/// The summaries kept, by game id, and the count of those made.
#[derive(Debug, Default)]
pub struct Summaries {
    kept: Mutex<HashMap<String, Arc<Summary>>>,
    made: prometheus_client::metrics::counter::Counter,
}

impl Summaries {
    /// None kept yet; each one made counted on `made`.
    pub fn counting(made: prometheus_client::metrics::counter::Counter) -> Summaries {
        Summaries {
            kept: Mutex::default(),
            made,
        }
    }

    /// Game `id`'s summary at version `seq`, when kept.
    pub(crate) fn get(&self, id: &str, seq: i64) -> Option<Arc<Summary>> {
        let map = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        map.get(id).filter(|s| s.seq == seq).cloned()
    }

    /// Keeps `live`'s summary unless the one kept is of its version already; returns it.
    pub(crate) fn put(&self, live: &Live) -> Arc<Summary> {
        if let Some(kept) = self.get(&live.row.id, live.row.seq) {
            return kept;
        }
        let summary = Arc::new(Summary::of(live));
        self.made.inc();
        let mut map = self.kept.lock().unwrap_or_else(|e| e.into_inner());
        if map.len() >= MOST && !map.contains_key(&live.row.id) {
            map.retain(|_, s| s.base.state != GameState::Over);
            if map.len() >= MOST {
                map.clear();
            }
        }
        map.insert(live.row.id.clone(), Arc::clone(&summary));
        summary
    }

    /// Forgets game `id`'s summary (a game removed from the store).
    pub(crate) fn forget(&self, id: &str) {
        self.kept
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .remove(id);
    }
}
