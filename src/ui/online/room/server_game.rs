//! The game as the server's view shows it is the API's [`GameView`] (`racetrack_api`); this
//! module holds what the room makes of it: a car's points, and the chat's lines.

use racetrack::grid::Point;
pub use racetrack_api::{CarView, GameView};

/// The round a person reads: under one car at a time (Karopapier's rules) the race's round,
/// in which every car moves once, not the API's round, which is one car's turn.
pub(crate) fn shown_round(game: &GameView) -> i64 {
    i64::from(game.race_round.unwrap_or(game.round))
}

/// A car's positions as the engine's points, the start first.
pub(crate) fn points(car: &CarView) -> Vec<Point> {
    car.trajectory
        .iter()
        .map(|&[r, c]| Point::new(r, c))
        .collect()
}

/// A car's positions since its last reset (under Karopapier's rules a crash puts it back): the
/// run its velocity and options come from.
pub(crate) fn run(car: &CarView) -> Vec<Point> {
    car.run().iter().map(|&[r, c]| Point::new(r, c)).collect()
}

/// A car's trail as the replay draws it: its points, and its resets drawn as jumps.
pub(crate) fn trail(car: &CarView) -> racetrack::race::record::Trail {
    racetrack::race::record::Trail {
        points: points(car),
        resets: car.resets.clone(),
    }
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// Who wrote it.
    pub name: String,
    /// What they wrote (shown as text).
    pub text: String,
    /// Their seat (their colour); `None` for a spectator.
    pub car: Option<usize>,
}
