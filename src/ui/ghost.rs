//! The ghost: a run drawn faint on the track, one position further per move the player plays,
//! so the player sees whether they are ahead or behind. It is the challenger's run of a
//! challenge link, or the player's own best run on the track (kept with the records).

use crate::ui::app::App;
use crate::ui::model::Play;
use std::collections::BTreeMap;

use racetrack::game::State;
use racetrack::grid::Point;
use racetrack::link;
use racetrack::rules::Rules;
use racetrack::top_runs::TrackKey;
use racetrack::track::Track;

use super::i18n::Words;
use super::msg::Effect;
use super::play::Session;
use super::scene::{self, Colour, Shape};

/// Where the best runs are kept in browser storage: a JSON object from a record key (16 hex
/// digits) to the run's share link (`v1.…`).
pub const GHOSTS_KEY: &str = "racetrack.ghosts";

/// Most best runs kept (the oldest ones go first).
const MAX_GHOSTS: usize = 200;

/// Whose run the ghost is.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Source {
    /// The challenger's, from a challenge link.
    Challenge,
    /// The player's own best run.
    Record,
}

/// A run to race against.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ghost {
    /// Its positions, start point first.
    pub trajectory: Vec<Point>,
    /// Whose run it is.
    pub name: String,
    /// Challenge or record.
    pub source: Source,
}

impl Ghost {
    /// The ghost's moves.
    pub fn moves(&self) -> usize {
        self.trajectory.len().saturating_sub(1)
    }
}

/// The best runs of every track, as share links.
#[derive(Clone, Debug, Default)]
pub struct GhostRuns {
    runs: BTreeMap<String, String>,
}

impl GhostRuns {
    /// Reads what storage holds; anything unreadable is left out (the records themselves are
    /// what matters; a lost ghost is only a missing drawing).
    pub fn load(stored: Option<&str>) -> GhostRuns {
        let runs = stored
            .and_then(|t| serde_json::from_str::<BTreeMap<String, String>>(t).ok())
            .unwrap_or_default();
        GhostRuns { runs }
    }

    /// The best run of a track under rules, if kept and still a legal game on it.
    pub fn get(&self, track: &Track, rules: Rules) -> Option<Vec<Point>> {
        let fragment = self.runs.get(&TrackKey::of(track, rules).to_string())?;
        let shared = link::decode(fragment).ok()?;
        (shared.track == *track && shared.rules == rules).then_some(shared.trajectory)
    }

    /// Keeps `trajectory` as the best run if it beats the one kept; returns the storage effect.
    pub fn offer(&mut self, track: &Track, rules: Rules, trajectory: &[Point]) -> Option<Effect> {
        if self
            .get(track, rules)
            .is_some_and(|best| best.len() <= trajectory.len())
        {
            return None;
        }
        let fragment = link::encode(track, rules, trajectory).ok()?;
        if self.runs.len() >= MAX_GHOSTS {
            let first = self.runs.keys().next().cloned()?;
            self.runs.remove(&first);
        }
        self.runs
            .insert(TrackKey::of(track, rules).to_string(), fragment);
        Some(Effect::Store {
            key: GHOSTS_KEY,
            value: serde_json::to_string(&self.runs).ok()?,
        })
    }
}

/// Whether the ghost on the board is a challenge's (it stays for every try).
pub(crate) fn is_challenge(s: &Session) -> bool {
    s.ghost
        .as_ref()
        .is_some_and(|g| g.source == Source::Challenge)
}

/// Whether the player's own best run on the open track is kept, to be raced as a ghost.
pub(crate) fn has_best_run(s: &Session, app: &App) -> bool {
    app.kept
        .ghost_runs
        .get(s.game.track(), s.game.rules())
        .is_some()
}

/// Races the player's own best run on the open track, if one is kept; says so otherwise.
pub(crate) fn race_best_run(play: &mut Play, app: &mut App) -> bool {
    let Some(s) = &mut play.session else {
        return false;
    };
    match app.kept.ghost_runs.get(s.game.track(), s.game.rules()) {
        Some(trajectory) => {
            s.ghost = Some(Ghost {
                trajectory,
                name: app.words.get("ghost-your-best"),
                source: Source::Record,
            });
            true
        }
        None => {
            s.note = Some(app.words.get("ghost-none"));
            false
        }
    }
}

/// Where the player stands against the ghost, in words (`None` without a ghost).
pub fn standing_words(s: &Session, words: &Words) -> Option<String> {
    let ghost = s.ghost.as_ref()?;
    let game = &s.game;
    let total = ghost.moves();
    let said = |id: &str, by: usize, who: &str| {
        words.with(
            id,
            &[
                ("by", by.into()),
                ("who", who.into()),
                ("total", total.into()),
            ],
        )
    };
    if let State::Won { moves } = game.state() {
        let who = ghost.name.as_str();
        return Some(match (ghost.source.clone(), moves.cmp(&total)) {
            (Source::Challenge, std::cmp::Ordering::Less) => said("ghost-beat", total - moves, who),
            (Source::Challenge, std::cmp::Ordering::Equal) => said("ghost-tie", 0, who),
            (Source::Challenge, std::cmp::Ordering::Greater) => {
                said("ghost-stands", moves - total, who)
            }
            (Source::Record, std::cmp::Ordering::Less) => {
                said("ghost-new-best", total - moves, who)
            }
            (Source::Record, std::cmp::Ordering::Equal) => words.get("ghost-as-fast"),
            (Source::Record, std::cmp::Ordering::Greater) => {
                said("ghost-faster", moves - total, who)
            }
        });
    }
    let played = game.moves();
    let left = s.coaching.ready()?.moves_left(game.trajectory())?;
    let best_finish = played + left as usize;
    // Who is ahead is said with the player as the subject: "ghost: 1 move ahead" read as the
    // ghost leading when the player did.
    let rival = match ghost.source {
        Source::Record => words.get("ghost-yours"),
        Source::Challenge => ghost.name.clone(),
    };
    let rival =
        |id: &str, by: usize| words.with(id, &[("by", by.into()), ("rival", (&rival).into())]);
    Some(match best_finish.cmp(&total) {
        std::cmp::Ordering::Less => rival("ghost-ahead", total - best_finish),
        std::cmp::Ordering::Equal => rival("ghost-level", 0),
        std::cmp::Ordering::Greater => rival("ghost-behind", best_finish - total),
    })
}

/// The ghost's run so far, drawn faint: one position per move the player has played.
pub(crate) fn shapes(s: &Session, shapes: &mut Vec<Shape>) {
    let Some(ghost) = &s.ghost else {
        return;
    };
    let shown = (s.game.moves() + 1).min(ghost.trajectory.len());
    let run = &ghost.trajectory[..shown];
    shapes.push(Shape::Segments {
        pairs: run.windows(2).map(|w| (w[0], w[1])).collect(),
        width: scene::TRAJECTORY,
        colour: Colour::Explore,
        alpha: 0.45,
    });
    if let Some(&at) = run.last() {
        shapes.push(Shape::Ring {
            at,
            radius: scene::CAR,
            width: scene::CAR_LINE,
            colour: Colour::Explore,
            alpha: 0.7,
        });
    }
}
