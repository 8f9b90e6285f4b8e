//! One car of a race: its name, trajectory and state.

use crate::game::{self, Trajectory};
use crate::grid::Point;
use crate::rules::checkpoints::{Progress, after_move};
use crate::rules::{Rules, Velocity};
use crate::track::Track;

#[cfg(doc)]
use super::MAX_NAME_CHARS;

/// Where a car stands in the race.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CarState {
    /// Not on the track yet: its first choice is a start point.
    Placing,
    /// Driving.
    Running,
    /// Crashed: it stands still for `turns_left` more turns.
    SittingOut {
        /// Turns still to sit out.
        turns_left: u32,
    },
    /// Standing on a finish point; `moves` is its score.
    Finished {
        /// Turns taken after the placement, penalties included.
        moves: usize,
    },
    /// Resigned.
    Retired,
}

impl CarState {
    /// The lowercase name: "placing", "running", "sitting out", "finished" or "retired".
    pub fn name(self) -> &'static str {
        match self {
            CarState::Placing => "placing",
            CarState::Running => "running",
            CarState::SittingOut { .. } => "sitting out",
            CarState::Finished { .. } => "finished",
            CarState::Retired => "retired",
        }
    }

    /// Whether the car is still in the race (neither finished nor retired).
    pub fn is_racing(self) -> bool {
        !matches!(self, CarState::Finished { .. } | CarState::Retired)
    }

    /// Its status by name, as records, the bot protocol and the API write it.
    pub fn status(self) -> CarStatus {
        match self {
            CarState::Placing => CarStatus::Placing,
            CarState::Running => CarStatus::Running,
            CarState::SittingOut { .. } => CarStatus::SittingOut,
            CarState::Finished { .. } => CarStatus::Finished,
            CarState::Retired => CarStatus::Retired,
        }
    }
}

/// A car's status by name: what records, the bot protocol and the API say of a car
/// (`waiting`, `placing`, `running`, `sitting-out`, `finished`, `retired`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CarStatus {
    /// In a game not started yet (the server's; a race's cars start placing).
    Waiting,
    /// Not on the track yet: its first choice is a start point.
    Placing,
    /// Driving.
    Running,
    /// Crashed, standing still for some turns.
    SittingOut,
    /// Standing on a finish point.
    Finished,
    /// Resigned.
    Retired,
}

impl std::fmt::Display for CarStatus {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

impl CarStatus {
    /// Every status, in the order above.
    pub const ALL: [CarStatus; 6] = [
        CarStatus::Waiting,
        CarStatus::Placing,
        CarStatus::Running,
        CarStatus::SittingOut,
        CarStatus::Finished,
        CarStatus::Retired,
    ];

    /// Its name as written: `sitting-out` for [`CarStatus::SittingOut`].
    pub fn name(self) -> &'static str {
        match self {
            CarStatus::Waiting => "waiting",
            CarStatus::Placing => "placing",
            CarStatus::Running => "running",
            CarStatus::SittingOut => "sitting-out",
            CarStatus::Finished => "finished",
            CarStatus::Retired => "retired",
        }
    }

    /// Whether a car of this status stands on the track, where the other cars may not stop
    /// (once placed).
    pub fn on_track(self) -> bool {
        matches!(self, CarStatus::Running | CarStatus::SittingOut)
    }

    /// Whether the car is out of the race: finished or retired.
    pub fn is_done(self) -> bool {
        matches!(self, CarStatus::Finished | CarStatus::Retired)
    }
}

/// One car: a name, a trajectory and a state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Car {
    pub(super) name: String,
    pub(super) trajectory: Trajectory,
    pub(super) state: CarState,
    /// Under Karopapier's rules, the indices of the trajectory's points the car was put back
    /// on by a crash (not reached by a move), in order.
    pub(super) resets: Vec<usize>,
}

impl Car {
    /// The player's name (trimmed, 1 to [`MAX_NAME_CHARS`] characters).
    pub fn name(&self) -> &str {
        &self.name
    }

    /// Every position the car has occupied, one per turn from its placement on; a turn spent
    /// standing (after a crash, or a refused simultaneous move) repeats the point.
    pub fn trajectory(&self) -> &[Point] {
        &self.trajectory
    }

    /// Where the car stands in the race.
    pub fn state(&self) -> CarState {
        self.state
    }

    /// Turns taken after the placement, penalties included: the score once finished. Under
    /// Karopapier's rules a crash is not a move, but the moves it undid stay counted.
    pub fn moves(&self) -> usize {
        self.trajectory.len().saturating_sub(1) - self.resets.len()
    }

    /// Under Karopapier's rules, the indices of the trajectory's points the car was put back on
    /// by a crash (each reached by no move, at speed 0); empty under the other rules.
    pub fn resets(&self) -> &[usize] {
        &self.resets
    }

    /// The trajectory since the car was last put back by a crash (all of it when never): what
    /// its velocity and options follow.
    pub fn run(&self) -> &[Point] {
        &self.trajectory[self.resets.last().copied().unwrap_or(0)..]
    }

    /// The checkpoints it holds and whether its last move finished the race: every run's moves
    /// collect, a crash keeps what the undone moves collected.
    pub fn progress(&self, track: &Track, rules: Rules) -> Progress {
        let all = track.checkpoints();
        let mut progress = Progress::default();
        for (i, pair) in self.trajectory.windows(2).enumerate() {
            if self.resets.contains(&(i + 1)) {
                progress.finished = false;
            } else {
                progress = after_move(track, rules, all, pair[0], pair[1], progress);
            }
        }
        progress
    }

    /// The current position, once placed.
    pub fn position(&self) -> Option<Point> {
        self.trajectory.last().copied()
    }

    /// The current velocity ((0, 0) before the first move, after a turn spent standing and
    /// after a crash under Karopapier's rules).
    pub fn velocity(&self) -> Velocity {
        game::velocity(self.run())
    }

    /// Whether the car stands on the track, where other cars may not stop: placed, and neither
    /// finished nor retired.
    pub(super) fn blocks(&self) -> bool {
        self.state.is_racing() && !self.trajectory.is_empty()
    }
}
