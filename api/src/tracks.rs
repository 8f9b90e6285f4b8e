//! The track collection as the API shows it: a track published (`POST /api/v1/tracks`), the
//! lists and the search (`GET /api/v1/tracks`), a track's page (`GET /api/v1/tracks/{id}`), a
//! vote and a report.

use serde::{Deserialize, Serialize};

/// Tracks a list answers at once.
pub const TRACKS_PER_PAGE: usize = 30;

/// The shortest and the longest name of a published track, in characters (after NFC and
/// trimming).
pub const TRACK_NAME_CHARS: std::ops::RangeInclusive<usize> = 3..=60;

/// The longest description of a published track, in characters.
pub const MAX_DESCRIPTION_CHARS: usize = 500;

/// The longest reason of a report, in characters.
pub const MAX_REASON_CHARS: usize = 500;

/// `POST /api/v1/tracks`'s body: a track to publish.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewTrack {
    /// Its name: 3 to 60 characters once trimmed, no control or format character.
    pub name: String,
    /// What its author says of it: at most 500 characters (none by default).
    #[serde(default)]
    pub description: String,
    /// The track: the project's track text or a Karopapier mapcode.
    pub track: String,
    /// `strict` (the default), `soft` or `karopapier`.
    #[serde(default = "strict")]
    pub rules: String,
}

fn strict() -> String {
    "strict".into()
}

/// A published track in a list.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TrackSummary {
    /// Its id (in URLs).
    pub id: String,
    /// Its name (plain text).
    pub name: String,
    /// Its author's player name.
    pub author: String,
    /// Its size in points.
    pub rows: i64,
    /// Its size in points.
    pub cols: i64,
    /// Its start points.
    pub starts: i64,
    /// Its checkpoint digits (0 when it has none).
    pub checkpoints: i64,
    /// `strict`, `soft` or `karopapier`.
    pub rules: String,
    /// The fewest moves from a start to the finish under its rules.
    pub optimum: i64,
    /// The mean of its votes' stars (`null` before the first vote).
    pub rating: Option<f64>,
    /// How many players voted.
    pub votes: i64,
    /// Finished runs sent to its world board and online games over on it.
    pub plays: i64,
    /// When it was published (ms since the epoch).
    pub created_ms: i64,
    /// Its world board's key (`GET /api/v1/boards/{board}`).
    pub board: String,
}

/// `GET /api/v1/tracks`: a page of a list.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TrackList {
    /// At most 30, after the `offset` asked for.
    pub tracks: Vec<TrackSummary>,
    /// Whether more follow (ask again with `offset` 30 further on).
    pub more: bool,
}

/// `GET /api/v1/tracks/{id}`: a published track's page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct TrackView {
    /// What a list says of it.
    #[serde(flatten)]
    pub summary: TrackSummary,
    /// The track's text (as the server keeps it: a mapcode is kept as the project's text).
    pub track: String,
    /// What its author says of it (plain text).
    pub description: String,
    /// The asking player's stars (with a token, once they voted), else `null`.
    pub your_vote: Option<i64>,
    /// Whether the asking player is its author.
    pub yours: bool,
    /// Whether the operator hid it (shown to its author only: everyone else gets 404).
    pub hidden: bool,
}

/// `PUT /api/v1/tracks/{id}/vote`'s body.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewVote {
    /// 1 to 5.
    pub stars: i64,
}

/// `POST /api/v1/tracks/{id}/report`'s body.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewReport {
    /// Why (1 to 500 characters, plain text).
    pub reason: String,
}
