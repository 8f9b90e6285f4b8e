//! The first-run tutorial, on the first level: four short steps in the hint's place beside the
//! board (under it on a narrow screen), each pointing at what it explains on the board itself:
//! placing the car, the main point and its eight neighbours, braking before a turn, the coach.
//! The first three advance as the player does them (braking after three more moves), the last by
//! its button; it gives way to the end box, and a won run finishes it. Skipped or finished, it
//! is remembered with the player's preferences and never shows again.

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::grid::Point;

use super::model::Screen;
use super::msg::{Effect, Focus, HINT_KEY};
use super::route::Place;
use super::scene::{self, Colour, Shape};

/// The level the tutorial runs on.
pub const LEVEL: &str = "01-first-circuit";

/// A step of the tutorial.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Step {
    /// Tap a start point.
    #[default]
    Place,
    /// The main point and the eight neighbours: make a move.
    MainPoint,
    /// Speed carries over: brake before the turn.
    Braking,
    /// The coach's marks and figures.
    Coach,
}

impl Step {
    const ALL: [Step; 4] = [Step::Place, Step::MainPoint, Step::Braking, Step::Coach];

    fn number(self) -> usize {
        Step::ALL.iter().position(|&s| s == self).unwrap_or(0) + 1
    }

    fn next(self) -> Option<Step> {
        Step::ALL.get(self.number()).copied()
    }
}

/// The tutorial as the hint box shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TutorialView {
    /// "Tutorial, step 2 of 4".
    pub title: String,
    /// What the step says.
    pub text: String,
    /// The button that goes on, when the step does not advance by itself.
    pub next: Option<String>,
    /// Whether it is the last step (its button ends the tutorial: no Skip beside it).
    pub last: bool,
}

/// Whether the tutorial runs: the first level, played alone, not yet done.
fn on(play: &Play, app: &App) -> bool {
    !app.settings.tutorial_done()
        && app.route.screen() == Screen::Play
        && play.place() == Some(&Place::Level(LEVEL.into()))
        && play.session.as_ref().is_some_and(|s| s.solo())
}

/// Whether the tutorial shows now: it runs and the game is not over (the end box has the
/// board then).
pub fn running(play: &Play, app: &App) -> bool {
    on(play, app)
        && play
            .session
            .as_ref()
            .is_some_and(|s| !s.game.state().is_over())
}

/// Moves after which the braking step gives way to the last one by itself.
const BRAKING_MOVES: usize = 4;

/// What the box says, while the tutorial runs.
pub fn view(play: &Play, app: &App) -> Option<TutorialView> {
    if !running(play, app) {
        return None;
    }
    let step = play.playing.tutorial;
    let words = &app.words;
    let text = words.get(match (step, app.device.touch) {
        (Step::Place, true) => "tutorial-place-touch",
        (Step::Place, false) => "tutorial-place-mouse",
        (Step::MainPoint, _) => "tutorial-main-point",
        (Step::Braking, _) => "tutorial-braking",
        (Step::Coach, _) => "tutorial-coach",
    });
    Some(TutorialView {
        title: words.with(
            "tutorial-title",
            &[
                ("step", step.number().into()),
                ("steps", Step::ALL.len().into()),
            ],
        ),
        text,
        next: match step {
            Step::Place | Step::MainPoint => None,
            Step::Braking => Some(words.get("tutorial-next")),
            Step::Coach => Some(words.get("tutorial-done")),
        },
        last: step == Step::Coach,
    })
}

/// After a message: the steps the player did go by; a won run finishes the tutorial.
pub(crate) fn after(play: &mut Play, app: &mut App) -> Vec<Effect> {
    if !on(play, app) {
        return Vec::new();
    }
    let Some(s) = &play.session else {
        return Vec::new();
    };
    if s.game.state().is_won() {
        let mut effects = finish(play, app);
        // The win box has the focus.
        effects.retain(|e| !matches!(e, Effect::Focus(_)));
        return effects;
    }
    let placed = !s.game.trajectory().is_empty();
    let moves = s.game.moves();
    play.playing.tutorial = match play.playing.tutorial {
        Step::Place if placed => Step::MainPoint,
        Step::MainPoint if moves >= 1 => Step::Braking,
        Step::Braking if moves >= BRAKING_MOVES => Step::Coach,
        step => step,
    };
    Vec::new()
}

/// The box's button: the next step, or the end.
pub(crate) fn next(play: &mut Play, app: &mut App) -> Vec<Effect> {
    match play.playing.tutorial.next() {
        Some(step) if running(play, app) => {
            play.playing.tutorial = step;
            vec![Effect::Focus(Focus::Canvas)]
        }
        _ => finish(play, app),
    }
}

/// Skipped or finished: remembered, with the first-visit hint it replaces.
pub(crate) fn finish(play: &mut Play, app: &mut App) -> Vec<Effect> {
    app.settings.tutorial = Some(true);
    play.playing.hint_seen = true;
    vec![
        Effect::Store {
            key: super::settings::SETTINGS_KEY,
            value: app.settings.to_json(),
        },
        Effect::Store {
            key: HINT_KEY,
            value: "seen".into(),
        },
        Effect::Focus(Focus::Canvas),
    ]
}

/// What the step points at on the board: rings round the start points, the main point, or the
/// options the coach marks as doomed.
pub(crate) fn shapes(play: &Play, app: &App, shapes: &mut Vec<Shape>) {
    if !running(play, app) {
        return;
    }
    let Some(s) = &play.session else {
        return;
    };
    let game = &s.game;
    let points: Vec<Point> = match play.playing.tutorial {
        Step::Place if game.trajectory().is_empty() => game.options(),
        Step::MainPoint | Step::Braking => game.main_point().into_iter().collect(),
        Step::Coach => s.coaching.doomed(game.trajectory(), &game.options()),
        _ => Vec::new(),
    };
    for at in points {
        shapes.push(Shape::Ring {
            at,
            radius: scene::CLOSEST,
            width: scene::THICK,
            colour: Colour::Focus,
            alpha: 0.9,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_steps_come_in_order_and_end() {
        assert_eq!(Step::Place.next(), Some(Step::MainPoint));
        assert_eq!(Step::Braking.next(), Some(Step::Coach));
        assert_eq!(Step::Coach.next(), None);
        assert_eq!(Step::Coach.number(), 4);
    }
}
