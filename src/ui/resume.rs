//! The run in progress, kept in browser storage so that a reload (or a phone discarding the tab)
//! resumes it: the address of the track, its rules and the car's positions so far. It is
//! stored whenever it changes, decided once at the end of `update`; it is taken back once, when
//! the page starts on that same address. A race is not kept (its cars and clocks are not), nor
//! anything off the play screen, nor a finished run (the reload starts the next).

use crate::ui::app::App;
use crate::ui::model::Play;
use serde::{Deserialize, Serialize};

use racetrack::grid::Point;
use racetrack::rules::Rules;

use super::model::Screen;
use super::msg::Effect;
use super::route::{Place, Route};

/// The storage key of the run in progress.
pub const RUN_KEY: &str = "racetrack.run";

/// Most positions a stored run may hold (longer text is not read).
const MAX_POSITIONS: usize = 100_000;

/// A run in progress as stored: `{"route": …, "rules": …, "trajectory": [[row, col], …]}`.
#[derive(Serialize, Deserialize)]
struct Stored {
    route: String,
    rules: String,
    trajectory: Vec<[i32; 2]>,
}

/// A run in progress.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StoredRun {
    /// The address of the track (`#/level/03-hairpin`).
    pub route: String,
    /// Its rules.
    pub rules: Rules,
    /// The car's positions, the placement first.
    pub trajectory: Vec<Point>,
}

impl StoredRun {
    /// The run stored as `text`, if it reads.
    pub fn load(text: Option<&str>) -> Option<StoredRun> {
        let stored: Stored = serde_json::from_str(text?).ok()?;
        if stored.trajectory.len() > MAX_POSITIONS {
            return None;
        }
        Some(StoredRun {
            route: stored.route,
            rules: stored.rules.parse().ok()?,
            trajectory: stored
                .trajectory
                .iter()
                .map(|&[row, col]| Point::new(row, col))
                .collect(),
        })
    }

    /// The run as stored text.
    pub fn to_json(&self) -> String {
        let stored = Stored {
            route: self.route.clone(),
            rules: self.rules.name().to_owned(),
            trajectory: self.trajectory.iter().map(|p| [p.row, p.col]).collect(),
        };
        serde_json::to_string(&stored).expect("a run serialises")
    }

    /// The solo run on the play screen, if there is one.
    fn of(play: &Play, app: &App) -> Option<StoredRun> {
        let s = play.session.as_ref()?;
        if app.route.screen() != Screen::Play || !s.solo() {
            return None;
        }
        // A finished run is over: a reload starts the next one.
        let won = s.game.state().is_won();
        Some(StoredRun {
            route: Route::Play(s.place.clone()).to_string(),
            rules: s.game.rules(),
            trajectory: if won {
                Vec::new()
            } else {
                s.game.trajectory().to_vec()
            },
        })
    }
}

/// Stores the run in progress if it changed since it was last stored.
pub(crate) fn keep(play: &mut Play, app: &mut App) -> Option<Effect> {
    let text = StoredRun::of(play, app)?.to_json();
    if app.kept.last_stored_run.as_deref() == Some(text.as_str()) {
        return None;
    }
    app.kept.last_stored_run = Some(text.clone());
    Some(Effect::Store {
        key: RUN_KEY,
        value: text,
    })
}

/// The rules and positions to resume on the track opened at `place`: the stored run's, once,
/// when the page started on that address.
pub(crate) fn take(app: &mut App, place: &Place) -> Option<(Rules, Vec<Point>)> {
    let wanted = Route::Play(place.clone()).to_string();
    let run = app.kept.resume.take_if(|run| run.route == wanted)?;
    Some((run.rules, run.trajectory))
}
