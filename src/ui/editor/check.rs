//! The live check of the draft: what keeps it from being a track, in words, and once it is one,
//! whether a car can finish it under strict rules and in how few moves (or the closest a car
//! gets), worked out a few milliseconds per frame so drawing never freezes.

use racetrack::editor::{Editor, Problem};
use racetrack::grid::Point;
use racetrack::rules::Rules;
use racetrack::search::{Outcome, Progress, Search};

use crate::ui::jobs::OPTIMAL;

/// Where the check of one version of the draft stands.
#[derive(Default)]
pub(crate) enum Check {
    /// Nothing checked yet.
    #[default]
    Idle,
    /// The draft is not a track.
    Invalid {
        version: u64,
        problems: Vec<Problem>,
    },
    /// The search runs.
    Running { version: u64, search: Box<Search> },
    /// The answer.
    Done { version: u64, result: Verdict },
}

/// What the check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Verdict {
    /// Optimal moves under strict rules.
    Solvable(usize),
    /// No car can finish; the closest point a car reaches.
    Unsolvable(Option<Point>),
    /// Too large to search to the end.
    TooLarge,
}

impl std::fmt::Debug for Check {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Check::Idle => f.write_str("Idle"),
            Check::Invalid { version, problems } => write!(f, "Invalid({version}, {problems:?})"),
            Check::Running { version, .. } => write!(f, "Running({version})"),
            Check::Done { version, result } => write!(f, "Done({version}, {result:?})"),
        }
    }
}

impl Check {
    fn version(&self) -> Option<u64> {
        match self {
            Check::Idle => None,
            Check::Invalid { version, .. }
            | Check::Running { version, .. }
            | Check::Done { version, .. } => Some(*version),
        }
    }

    /// Starts over when the draft has changed since the last check.
    pub(crate) fn follow(&mut self, editor: &Editor, rules: Rules) {
        let version = editor.version();
        if self.version() == Some(version) {
            return;
        }
        *self = match editor.to_track() {
            Ok(track) => Check::Running {
                version,
                search: Box::new(Search::new(&track, rules, OPTIMAL)),
            },
            Err(_) => Check::Invalid {
                version,
                problems: editor.problems(),
            },
        };
    }

    /// Whether the search still runs.
    pub(crate) fn is_running(&self) -> bool {
        matches!(self, Check::Running { .. })
    }

    /// Runs about `budget` expansions; returns the work done.
    pub(crate) fn step(&mut self, budget: u64) -> u64 {
        let Check::Running { version, search } = self else {
            return 0;
        };
        let before = search.stats().expanded;
        let progress = search.step(budget.clamp(16, 1 << 20) as usize, &mut ());
        let work = (search.stats().expanded - before).max(1);
        if progress == Progress::Done {
            let result = match search.outcome() {
                Some(o @ Outcome::Solved(_)) => Verdict::Solvable(o.moves().unwrap_or(0)),
                Some(Outcome::NoSolution { closest }) => Verdict::Unsolvable(*closest),
                _ => Verdict::TooLarge,
            };
            *self = Check::Done {
                version: *version,
                result,
            };
        }
        work
    }

    /// The problems of an invalid draft.
    pub(crate) fn problems(&self) -> &[Problem] {
        match self {
            Check::Invalid { problems, .. } => problems,
            _ => &[],
        }
    }

    /// The answer, once there is one.
    pub(crate) fn verdict(&self) -> Option<Verdict> {
        match self {
            Check::Done { result, .. } => Some(*result),
            _ => None,
        }
    }
}
