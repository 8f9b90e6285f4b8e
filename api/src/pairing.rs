//! Quick pairing (`/api/v1/pairing`) and a player's own live stream (`/api/v1/players/me/live`):
//! the pool's bodies and the events that tell a player of their games.

use serde::{Deserialize, Serialize};

/// The round times a player may ask to be paired for: live at 15, 30 and 60 seconds a move,
/// and correspondence at a day.
pub const PAIRING_SECONDS: [i64; 4] = [15, 30, 60, 86_400];

/// `POST /api/v1/pairing`: the kind of game to be paired for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PairingRequest {
    /// `strict` (the default) or `soft`.
    #[serde(default = "strict")]
    pub rules: String,
    /// Seconds a round lasts: one of 15, 30, 60 (live) or 86400 (correspondence).
    pub move_seconds: i64,
}

fn strict() -> String {
    "strict".into()
}

/// Where a player stands in the pairing pool.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "lowercase")]
pub enum PairingStatus {
    /// Not in the pool.
    #[default]
    Idle,
    /// Waiting for an opponent.
    Waiting,
    /// Paired: the game is made and running.
    Paired,
}

/// `GET`/`POST /api/v1/pairing`: the player's place in the pool.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PairingState {
    /// Idle, waiting or paired.
    pub state: PairingStatus,
    /// The rules asked for, while waiting or paired.
    #[serde(default)]
    pub rules: Option<String>,
    /// The round time asked for, while waiting or paired.
    #[serde(default)]
    pub move_seconds: Option<i64>,
    /// When the wait began (the server's ms since the epoch).
    #[serde(default)]
    pub since_ms: Option<i64>,
    /// When a bot takes the empty seat if no person comes first (the server's ms).
    #[serde(default)]
    pub bot_at_ms: Option<i64>,
    /// The game made, once paired.
    #[serde(default)]
    pub game: Option<String>,
    /// The server's clock when it answered.
    pub now_ms: i64,
    /// Who else waits in the pool now, by kind (the player asking not counted).
    #[serde(default)]
    pub others: Vec<PoolKind>,
}

/// How many players wait in the pool for one kind of game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PoolKind {
    /// `strict` or `soft`.
    pub rules: String,
    /// Seconds a round lasts.
    pub move_seconds: i64,
    /// Players waiting for it.
    pub players: u32,
}

/// What a player's own live stream sends: one JSON object per event, its `kind` naming it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PlayerEvent {
    /// The stream is open for this player (the first message): every event from now on
    /// reaches it.
    Ready {
        /// The player's name.
        name: String,
    },
    /// The pool paired you: game `game` runs, and round 1 waits for your start point.
    Paired {
        /// The game's id.
        game: String,
        /// Who you race (their name).
        against: String,
    },
    /// A round began in which your car has to choose.
    YourMove {
        /// The game's id.
        game: String,
        /// The track's name it was made with, if any.
        title: Option<String>,
        /// The round.
        round: i64,
        /// When it resolves without your move (the server's ms since the epoch).
        deadline_ms: Option<i64>,
    },
    /// A game you sat in is over.
    GameOver {
        /// The game's id.
        game: String,
        /// Your place (1 is first).
        place: usize,
        /// Cars in the race.
        of: usize,
    },
    /// A player invited you to a game (a rematch): you may take a seat without its code.
    Invited {
        /// The game's id.
        game: String,
        /// Who made it.
        by: String,
    },
    /// A tournament you joined has started (its pairings and races follow as `paired`).
    TournamentStarted {
        /// The tournament's id.
        tournament: String,
        /// Its name.
        name: String,
    },
}

impl PlayerEvent {
    /// The event as the stream sends it: one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a player event serialises")
    }
}
