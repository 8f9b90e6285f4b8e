//! The coach on the play screen: the exact distance table of the open track, computed a slice
//! per tick, and what it tells the player: the optimum from here, the moves lost so far, which
//! options are doomed, after a finish the moves where time was lost, and the optimal line.

use super::i18n::Words;
use racetrack::coach::{Coach, CoachError};
use racetrack::game::Game;
use racetrack::grid::Point;
use racetrack::search::Progress;

/// The open game's coach.
#[derive(Default)]
pub enum Coaching {
    /// No track open.
    #[default]
    Off,
    /// The table is being computed.
    Computing(Box<Coach>),
    /// The table is ready.
    Ready(Box<Coach>),
    /// The track is too large for a table: the coach is switched off for it.
    TooLarge(CoachError),
}

impl std::fmt::Debug for Coaching {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Coaching::Off => "Off",
            Coaching::Computing(_) => "Computing",
            Coaching::Ready(_) => "Ready",
            Coaching::TooLarge(_) => "TooLarge",
        })
    }
}

/// What the coach says about the game now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoachView {
    /// The fewest moves from the car's configuration to a finish (`None`: doomed, or before the
    /// placement).
    pub optimal_from_here: Option<u32>,
    /// Moves lost so far against the optimum (`None`: doomed, or before the placement).
    pub lost: Option<u32>,
    /// The words of the status line.
    pub words: String,
}

impl Coaching {
    /// The coach of `game`'s track and rules, nothing computed yet.
    pub fn new(game: &Game) -> Coaching {
        match Coach::new(game.track(), game.rules()) {
            Ok(coach) => Coaching::Computing(Box::new(coach)),
            Err(e) => Coaching::TooLarge(e),
        }
    }

    /// The optimum the table gives, once it is ready.
    pub fn optimum(&self) -> Option<racetrack::verdict::Optimum> {
        use racetrack::verdict::Optimum;
        self.ready().map(|coach| {
            coach
                .optimum()
                .map_or(Optimum::NoSolution, |moves| Optimum::Moves(moves as usize))
        })
    }

    /// Whether the table still needs ticks.
    pub fn is_computing(&self) -> bool {
        matches!(self, Coaching::Computing(_))
    }

    /// Runs about `budget` expansions; returns the expansions done.
    pub fn step(&mut self, budget: u64) -> u64 {
        let Coaching::Computing(coach) = self else {
            return 0;
        };
        let before = coach.expanded();
        let progress = coach.step(budget.min(usize::MAX as u64) as usize);
        let done = coach.expanded() - before;
        if progress == Progress::Done {
            let Coaching::Computing(coach) = std::mem::take(self) else {
                unreachable!("matched above");
            };
            *self = Coaching::Ready(coach);
        }
        done.max(1)
    }

    /// The table, once ready.
    pub fn ready(&self) -> Option<&Coach> {
        match self {
            Coaching::Ready(coach) => Some(coach),
            _ => None,
        }
    }

    /// What the status line says, if the coach has anything to say.
    pub fn view(&self, game: &Game, words: &Words) -> Option<CoachView> {
        let coach = match self {
            Coaching::Ready(coach) => coach,
            Coaching::Computing(_) => {
                return Some(CoachView {
                    optimal_from_here: None,
                    lost: None,
                    words: words.get("coach-thinking"),
                });
            }
            Coaching::TooLarge(why) => {
                return Some(CoachView {
                    optimal_from_here: None,
                    lost: None,
                    words: words.get(match why {
                        CoachError::TooLarge { .. } => "coach-too-large",
                    }),
                });
            }
            Coaching::Off => return None,
        };
        let analysis = coach.analyse(game.trajectory()).ok()?;
        let last = analysis.positions.last();
        let (optimal_from_here, lost) =
            last.map_or((None, None), |p| (p.optimal_from_here, p.lost));
        let words = match (last, optimal_from_here, lost) {
            (None, _, _) => match analysis.optimum {
                Some(n) => words.with("coach-optimum", &[("moves", n.into())]),
                None => words.get("coach-no-start"),
            },
            (Some(_), None, _) => words.get("coach-doomed"),
            (Some(_), Some(k), Some(l)) => words.with(
                "coach-from-here-lost",
                &[("moves", k.into()), ("lost", l.into())],
            ),
            (Some(_), Some(k), None) => words.with("coach-from-here", &[("moves", k.into())]),
        };
        Some(CoachView {
            optimal_from_here,
            lost,
            words,
        })
    }

    /// Those of `options` (the legal next positions after `trajectory`) from which no finish
    /// can be reached; none while the table is not ready.
    pub fn doomed(&self, trajectory: &[Point], options: &[Point]) -> Vec<Point> {
        let Some(coach) = self.ready() else {
            return Vec::new();
        };
        let held = coach.held(trajectory);
        options
            .iter()
            .copied()
            .filter(|&o| coach.moves_after(trajectory, held, o).is_none())
            .collect()
    }

    /// After a finish: each move that lost time, as (move number, moves lost by it).
    pub fn losses(&self, game: &Game) -> Vec<(usize, u32)> {
        let Some(coach) = self.ready() else {
            return Vec::new();
        };
        let Ok(analysis) = coach.analyse(game.trajectory()) else {
            return Vec::new();
        };
        analysis
            .positions
            .windows(2)
            .enumerate()
            .filter_map(|(n, w)| {
                let (before, after) = (w[0].lost?, w[1].lost?);
                (after > before).then_some((n + 1, after - before))
            })
            .collect()
    }

    /// An optimal game on the track, from the placement.
    pub fn optimal_line(&self) -> Option<Vec<Point>> {
        self.ready()?.optimal_continuation(&[])
    }
}

/// The words for the moves that lost time.
pub fn losses_words(words: &Words, losses: &[(usize, u32)]) -> String {
    if losses.is_empty() {
        return words.get("coach-no-loss");
    }
    let parts: Vec<String> = losses
        .iter()
        .map(|&(n, k)| words.with("coach-loss", &[("number", n.into()), ("lost", k.into())]))
        .collect();
    words.with("coach-losses", &[("moves", parts.join(", ").into())])
}
