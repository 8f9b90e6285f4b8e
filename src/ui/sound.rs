//! The game's sounds, decided here and synthesised by the shell (no files to download): a move
//! whose pitch follows the speed, a crash, the finish, a record, the last second of a blitz
//! turn. They are decided once after each message, from what changed (see [`after`]); the
//! player's mute switch is kept with the preferences ([`super::settings`]).

use crate::game::State;

use super::model::Model;
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
}

/// What the board showed before a message, to hear what changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct Before {
    moves: usize,
    won: bool,
    crashed: bool,
    record: bool,
    last_second: bool,
}

/// The board's state as far as sounds go.
pub(crate) fn before(model: &Model) -> Before {
    let Some(s) = &model.session else {
        return Before::default();
    };
    if let Some(run) = &s.racing.run {
        let cars = run.race.cars();
        return Before {
            moves: cars.iter().map(|c| c.trajectory().len()).sum(),
            won: run.race.is_over(),
            crashed: cars
                .iter()
                .any(|c| matches!(c.state(), crate::race::CarState::SittingOut { .. })),
            record: false,
            last_second: run.turn_ms.is_some()
                && run.human_to_move().is_some()
                && run.remaining_ms <= 1000.0,
        };
    }
    let game = &s.game;
    Before {
        moves: game.trajectory().len(),
        won: matches!(game.state(), State::Won { .. }),
        crashed: game.state() == State::Crashed,
        record: super::records::prompt(model).is_some(),
        last_second: false,
    }
}

/// The sound of what changed since `was`, unless the player muted them.
pub(crate) fn after(model: &Model, was: Before) -> Option<Effect> {
    if model.settings.muted() {
        return None;
    }
    let now = before(model);
    let speed = model.session.as_ref().map_or(0, |s| match &s.racing.run {
        Some(run) => run
            .race
            .cars()
            .iter()
            .map(|c| crate::game::velocity(c.trajectory()).speed())
            .max()
            .unwrap_or(0),
        None => s.game.velocity().speed(),
    });
    let sound = if now.record && !was.record {
        Sound::Record
    } else if now.won && !was.won {
        Sound::Finish
    } else if now.crashed && !was.crashed {
        Sound::Crash
    } else if now.moves > was.moves {
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
