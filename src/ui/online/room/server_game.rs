//! The game and its cars as the server's view shows them (`GET /api/v1/games/{id}`).

use serde::Deserialize;

use racetrack::grid::Point;
use racetrack::race::record::RecordStanding;

/// A game as the server shows it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ServerGame {
    /// Its id.
    pub id: String,
    /// `open`, `running` or `over`.
    pub state: String,
    /// The track's text.
    pub track: String,
    /// `strict` or `soft`.
    pub rules: String,
    /// Seats.
    pub seats: usize,
    /// Seconds a round lasts.
    pub move_seconds: u64,
    /// Turns a crashed car sits out.
    pub crash_penalty: u32,
    /// Listed in the lobby.
    pub public: bool,
    /// The round being chosen.
    pub round: u32,
    /// When it resolves, in the server's ms since the epoch.
    pub deadline_ms: Option<i64>,
    /// The server's clock when it answered.
    pub now_ms: i64,
    /// The last event's number.
    pub seq: i64,
    /// The viewer's seat.
    pub you: Option<usize>,
    /// The invite code (for seated players).
    #[serde(default)]
    pub invite: Option<String>,
    /// The cars, seat 0 first.
    pub cars: Vec<ServerCar>,
    /// The standings.
    pub standings: Vec<RecordStanding>,
}

/// A car of a game as the server shows it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ServerCar {
    /// Its seat.
    pub seat: usize,
    /// Its name.
    pub name: String,
    /// Whether a bot drives it.
    pub bot: bool,
    /// `waiting`, `placing`, `running`, `sitting-out`, `finished` or `retired`.
    pub state: String,
    /// Whether it has chosen this round.
    pub chosen: bool,
    /// Whether it has to choose this round.
    pub to_choose: bool,
    /// Moves so far.
    pub moves: usize,
    /// Its positions, the start first.
    pub trajectory: Vec<[i32; 2]>,
}

impl ServerCar {
    pub(crate) fn points(&self) -> Vec<Point> {
        self.trajectory
            .iter()
            .map(|&[r, c]| Point::new(r, c))
            .collect()
    }

    /// Whether it stands on the track (where others may not stop).
    pub(crate) fn blocks(&self) -> bool {
        matches!(self.state.as_str(), "running" | "sitting-out") && !self.trajectory.is_empty()
    }
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// Who wrote it.
    pub name: String,
    /// What they wrote (shown as text).
    pub text: String,
    /// Their seat (their colour).
    pub car: usize,
}
