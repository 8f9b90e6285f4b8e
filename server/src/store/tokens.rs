//! The players whose token an instance has seen, kept in memory: a request's token is found
//! without a round trip to the database. A player's id, name and kind never change and a token
//! is never given to another player, so a kept answer is never stale; only tokens that belong to
//! a player are kept (an unknown token asks the database every time, as before), and the cache
//! holds at most its `most` entries: full, it is emptied and fills again.

use std::collections::HashMap;
use std::sync::Mutex;

use super::players::Player;

/// Players kept in memory at once, unless set otherwise ([`super::Store::with_players_in_memory`]).
pub const MOST_KEPT: usize = 100_000;

/// Token hashes to their players.
#[derive(Debug)]
pub(super) struct Tokens {
    most: usize,
    kept: Mutex<HashMap<String, Player>>,
}

impl Default for Tokens {
    fn default() -> Tokens {
        Tokens::new(MOST_KEPT)
    }
}

impl Tokens {
    pub(super) fn new(most: usize) -> Tokens {
        Tokens {
            most,
            kept: Mutex::new(HashMap::new()),
        }
    }

    /// The player of `token_hash`, when kept.
    pub(super) fn get(&self, token_hash: &str) -> Option<Player> {
        self.kept
            .lock()
            .expect("tokens lock")
            .get(token_hash)
            .cloned()
    }

    /// Keeps `player` as the owner of `token_hash` (nothing when the cache is off).
    pub(super) fn keep(&self, token_hash: &str, player: &Player) {
        if self.most == 0 {
            return;
        }
        let mut kept = self.kept.lock().expect("tokens lock");
        if kept.len() >= self.most {
            kept.clear();
        }
        kept.insert(token_hash.to_owned(), player.clone());
    }

    /// How many are kept.
    pub(super) fn len(&self) -> usize {
        self.kept.lock().expect("tokens lock").len()
    }
}
