//! What the play screen does around every message: it looks at its game before, and after it
//! says what changed (a sound, a vibration, the car's glide, the tutorial's next step) and, on
//! any message but a frame, keeps what must outlive the page (the run to resume, the daily
//! finished).

use super::app::App;
use super::model::Play;
use super::msg::Effect;

/// The game as it stood before a message.
pub(crate) struct Before {
    heard: super::sound::Before,
    positions: Vec<usize>,
    /// Whether the crash warning was on.
    warning: bool,
}

/// Looks at the game before a message.
pub(crate) fn before(play: &Play, app: &App) -> Before {
    Before {
        heard: super::sound::before(play, app),
        positions: super::motion::positions(play),
        warning: app.crash_warning_on(),
    }
}

/// After a message (`frame`: a tick of the clock, which moves no solo car).
pub(crate) fn after(play: &mut Play, app: &mut App, before: Before, frame: bool) -> Vec<Effect> {
    let (was_won, was_crashed) = (before.heard.won(), before.heard.crashed());
    let mut effects: Vec<Effect> = super::sound::after(play, app, before.heard)
        .into_iter()
        .collect();
    effects.extend(super::celebration::buzz(play, was_won, was_crashed));
    super::motion::after(play, app, &before.positions);
    effects.extend(super::tutorial::after(play, app));
    if !frame {
        effects.extend(super::resume::keep(play, app));
        effects.extend(super::daily::keep(play, app));
    }
    // The first win (kept in the records or a daily finished) ends the warning's default: the
    // status line says so, not the next game's options quietly left unslashed.
    if before.warning && !app.crash_warning_on() {
        if let Some(s) = play.session.as_mut().filter(|s| s.game.state().is_won()) {
            s.warning_ended = true;
        }
    }
    effects
}
