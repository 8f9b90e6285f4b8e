//! Players as the API shows them: a player's public profile (`GET /api/v1/players/{name}`).

use serde::{Deserialize, Serialize};

/// The deviation above which a rating is shown as provisional ("?").
pub const PROVISIONAL_RD: f64 = 110.0;

/// A player's rating after a rated game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RatingPoint {
    /// The game.
    pub game: String,
    /// When its result was applied (ms since the epoch).
    pub at_ms: i64,
    /// The rating after it.
    pub rating: f64,
    /// The rating deviation after it.
    pub rd: f64,
}

/// `GET /api/v1/players/{name}`: a player's public profile.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerProfile {
    /// The name.
    pub name: String,
    /// Whether the player is a bot.
    pub bot: bool,
    /// The skill of the server's own bot the player is (one of the house bots a lonely player is
    /// paired with), so a page can name it in its reader's language.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub house: Option<crate::BotSkill>,
    /// The Glicko-2 rating (1500 for a new player).
    pub rating: f64,
    /// The rating deviation (350 for a new player); over 110 the rating is provisional.
    pub rd: f64,
    /// Whether the rating is provisional (its deviation over 110): shown with a "?".
    pub provisional: bool,
    /// Rated games played.
    pub played: i64,
    /// Rated games won (first alone).
    pub won: i64,
    /// Rated games lost.
    pub lost: i64,
    /// Rated games drawn (first with others).
    pub drawn: i64,
    /// The rating after each of the latest 50 rated games, oldest first (each names its game).
    #[serde(default)]
    pub history: Vec<RatingPoint>,
}

/// A new player (`POST /api/v1/players`): who they are, and their secret token (shown this
/// once).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerMade {
    /// Their id.
    pub id: i64,
    /// Their name, as kept.
    pub name: String,
    /// A program playing through the API.
    pub bot: bool,
    /// The secret to send as `Authorization: Bearer TOKEN`.
    pub token: String,
}

/// `POST /api/v1/players`'s body: a new player.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewPlayer {
    /// 1 to 20 characters, no control character.
    pub name: String,
    /// A program playing through the API (shown as a bot in games; left out when not).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub bot: bool,
}

/// The first message on the player's own stream (`/api/v1/players/me/live`) opened without an
/// `Authorization` header: the token, sent over the socket so it is never in an address.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct StreamHello {
    /// The player's secret token.
    pub token: String,
}

/// A player as others see them (`GET /api/v1/players/me`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct PlayerView {
    /// Their id.
    pub id: i64,
    /// Their name.
    pub name: String,
    /// A program playing through the API.
    pub bot: bool,
}
