//! The game's sounds, decided here and synthesised by the shell (no files to download): a move
//! whose pitch follows the speed, a crash, the finish, a record, the last second of a blitz
//! turn. They are decided once after each message, from what changed (see [`after`]); the
//! player's mute switch is kept with the preferences ([`super::settings`]).

use racetrack::game::State;

use super::app::App;
use super::model::Play;
use super::msg::Effect;

/// A sound to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sound {
    /// A car moved at this speed (its pitch rises with it).
    Move {
        /// The speed after the move (0 to 10 and up).
        speed: u8,
    },
    /// A car crashed.
    Crash,
    /// A car landed on a finish point.
    Finish,
    /// A win entered the track's top 10.
    Record,
    /// The last second of a blitz turn began.
    LastSecond,
    /// A move became yours in an online game while you were elsewhere.
    YourMove,
}

/// What the board showed before a message, to hear what changed.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct Before {
    /// Positions of the solo car, then of each race car ([`super::motion::positions`]).
    positions: Vec<usize>,
    won: bool,
    crashed: bool,
    record: bool,
    last_second: bool,
}

impl Before {
    /// Whether the solo game was won (or the race over).
    pub(crate) fn won(&self) -> bool {
        self.won
    }

    /// Whether the solo game was crashed (or a race car sitting out).
    pub(crate) fn crashed(&self) -> bool {
        self.crashed
    }
}

/// The board's state as far as sounds go.
pub(crate) fn before(play: &Play, app: &App) -> Before {
    let Some(s) = &play.session else {
        return Before::default();
    };
    let positions = super::motion::positions(play);
    if let Some(run) = &s.racing.run {
        let cars = run.race().cars();
        return Before {
            positions,
            won: run.race().is_over(),
            crashed: cars
                .iter()
                .any(|c| matches!(c.state(), racetrack::race::CarState::SittingOut { .. })),
            record: false,
            last_second: run.turn_ms.is_some()
                && run.human_to_move().is_some()
                && run.remaining_ms <= 1000.0,
        };
    }
    let state = s.game.state();
    Before {
        positions,
        won: state.is_won(),
        crashed: state == State::Crashed,
        record: super::top_runs::prompt(play, app).is_some(),
        last_second: false,
    }
}

/// The sound of what changed since `was`, unless the player muted them.
pub(crate) fn after(play: &Play, app: &App, was: Before) -> Option<Effect> {
    if app.settings.muted() {
        return None;
    }
    let now = before(play, app);
    // The car that moved: its trajectory grew (slot 0 the solo car, then the race's cars).
    let moved = (0..now.positions.len())
        .find(|&i| was.positions.get(i).is_some_and(|&n| now.positions[i] > n));
    let speed = play.session.as_ref().zip(moved).map_or(0, |(s, slot)| {
        let trajectory = match (slot, &s.racing.run) {
            (0, _) => s.game.trajectory(),
            (i, Some(run)) => run.race().cars()[i - 1].trajectory(),
            (_, None) => return 0,
        };
        racetrack::game::velocity(trajectory).speed()
    });
    let sound = if now.record && !was.record {
        Sound::Record
    } else if now.won && !was.won {
        Sound::Finish
    } else if now.crashed && !was.crashed {
        Sound::Crash
    } else if moved.is_some() {
        Sound::Move {
            speed: speed.clamp(0, 255) as u8,
        }
    } else if now.last_second && !was.last_second {
        Sound::LastSecond
    } else {
        return None;
    };
    Some(Effect::Play(sound))
}
