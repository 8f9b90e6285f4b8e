//! Web Push as the API shows it: the server's VAPID public key, and a browser's push
//! subscription as `PushSubscription.toJSON()` gives it.

use serde::{Deserialize, Serialize};

/// `GET /api/v1/push/key`: the server's VAPID public key, for `pushManager.subscribe`'s
/// `applicationServerKey`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PushKey {
    /// The P-256 public key (65 bytes, uncompressed) in base64url without padding.
    pub key: String,
}

/// A subscription's keys.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PushKeys {
    /// The browser's P-256 public key, base64url.
    pub p256dh: String,
    /// The browser's 16-byte authentication secret, base64url.
    pub auth: String,
}

/// `POST /api/v1/players/me/push`: a browser's push subscription (extra fields are ignored).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PushSubscription {
    /// The push service's URL for this browser (https; http only on this machine).
    pub endpoint: String,
    /// Its keys.
    pub keys: PushKeys,
}

/// `DELETE /api/v1/players/me/push`: the subscription to forget.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PushEndpoint {
    /// The subscription's endpoint.
    pub endpoint: String,
}

/// What a push says (the service worker shows "Your move in <title>", a tap opens `url`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PushMessage {
    /// What happened: a move waits (`your_move`, the default), a game was paired (`paired`), a
    /// tournament the player joined began (`tournament_started`).
    #[serde(default)]
    pub kind: PushKind,
    /// The game.
    pub game: String,
    /// The track's name, if the game has one.
    pub title: Option<String>,
    /// The round that waits for the move.
    pub round: i64,
    /// When it resolves without the move (the server's ms since the epoch).
    pub deadline_ms: Option<i64>,
    /// The page's address of the game's room, from the site's root (`#/online/<id>`).
    pub url: String,
}

/// What a push tells of ([`PushMessage::kind`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum PushKind {
    /// A round waits for the player's move (`game`, `title` its track, `round`).
    #[default]
    YourMove,
    /// The player was paired into game `game` (`title`: who they race).
    Paired,
    /// Tournament `game` (its id) began (`title`: its name).
    TournamentStarted,
}
