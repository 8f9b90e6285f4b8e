//! World boards as the API shows them: a solo run sent to its track's board (`POST
//! /api/v1/runs`) and a board read (`GET /api/v1/boards/{board}`), the top runs with the asking
//! player's own place.

use serde::{Deserialize, Serialize};

/// The rows a board answers of each kind (clean and assisted runs).
pub const BOARD_ROWS: usize = 50;

/// `POST /api/v1/runs`'s body: a solo run from start to finish.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct NewRun {
    /// The track's text.
    pub track: String,
    /// `strict` or `soft`.
    pub rules: String,
    /// Every point the car stood on, the start first, as `[row, col]`.
    pub trajectory: Vec<[i32; 2]>,
    /// Whether the page showed help on this track during the run (the optimal line, a
    /// watched solver, the coach's optimum): such runs are ranked apart.
    #[serde(default)]
    pub assisted: bool,
}

/// A run kept on its board.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct RunKept {
    /// The board's key.
    pub board: String,
    /// The run's moves.
    pub moves: i64,
    /// The player's rank on the board now (1 = best), among the runs of its kind.
    pub rank: i64,
    /// Whether it was sent as assisted (ranked apart); absent: a clean run (a server from
    /// before assisted runs).
    #[serde(default)]
    pub assisted: bool,
}

/// A board's row: a player's best run.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BoardEntry {
    /// The player's name.
    pub name: String,
    /// The run's moves.
    pub moves: i64,
    /// When it was run (ms since the epoch).
    pub at: i64,
    /// Whether the player is a bot (a program playing through the API).
    pub bot: bool,
}

/// The asking player's best run on a board (the clean one if they have one) and its rank
/// among the runs of its kind.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BoardPlace {
    /// 1 = best.
    pub rank: i64,
    /// The run's moves.
    pub moves: i64,
    /// Whether it is an assisted run (ranked apart).
    pub assisted: bool,
}

/// `GET /api/v1/boards/{board}`: a world leaderboard, best first.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct BoardView {
    /// Its key.
    pub board: String,
    /// The track's text.
    pub track: String,
    /// `strict` or `soft`.
    pub rules: String,
    /// The clean runs (no help shown), best first (at most [`BOARD_ROWS`]).
    pub entries: Vec<BoardEntry>,
    /// The runs sent as assisted, ranked apart, best first (at most [`BOARD_ROWS`]).
    pub assisted: Vec<BoardEntry>,
    /// The clean runs on the board in all.
    #[serde(default)]
    pub clean_count: i64,
    /// The assisted runs on the board in all.
    #[serde(default)]
    pub assisted_count: i64,
    /// The asking player's place, when the request carries their token and they sent a run.
    #[serde(default)]
    pub you: Option<BoardPlace>,
}
