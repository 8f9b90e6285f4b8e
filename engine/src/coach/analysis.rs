//! What the coach says about a game: the moves lost at each position, which options are doomed,
//! and an optimal line from where the car stands.

use crate::game::{blocked, options, velocity};
use crate::grid::Point;
use crate::rules::checkpoints::after_move;
use crate::rules::timed::element_touch;
use crate::rules::{self, Blocked, Velocity};
use crate::track::Track;

use super::Coach;

/// Why a trajectory is not a legal game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrajectoryError {
    /// The first position is not a start point.
    #[error("the first position {0} is not a start point")]
    NotAStart(Point),
    /// Move `number` (1 for the first move after the placement) is not among the legal options:
    /// `blocked` says why, `None` when `to` is not one of the candidates.
    #[error("move {number} from {from} to {to} is illegal: {}", why(*.blocked))]
    IllegalMove {
        /// The move's number.
        number: usize,
        /// Where the car stood.
        from: Point,
        /// Where it went.
        to: Point,
        /// Why the rules refuse it, for one of the candidates.
        blocked: Option<Blocked>,
    },
    /// The car moved on after standing on a finish point, where the race was won.
    #[error("move {number} comes after the race was won at {at}")]
    AfterFinish {
        /// The move's number.
        number: usize,
        /// The finish point reached before it.
        at: Point,
    },
}

/// The reason of an illegal move in words.
fn why(blocked: Option<Blocked>) -> &'static str {
    blocked.map_or("not one of the candidates", Blocked::name)
}

/// One position of an analysed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PositionAnalysis {
    /// Where the car stood.
    pub at: Point,
    /// Its velocity there (zero at the placement).
    pub velocity: Velocity,
    /// The fewest moves from there to a finish, `None` when doomed.
    pub optimal_from_here: Option<u32>,
    /// Moves lost so far against the optimum: moves played + `optimal_from_here` - optimum;
    /// 0 along an optimal game, `None` when doomed.
    pub lost: Option<u32>,
}

/// One legal option after the last position of an analysed game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionAnalysis {
    /// Where the move goes.
    pub to: Point,
    /// The fewest moves to a finish after playing it, `None` when doomed.
    pub optimal_from_here: Option<u32>,
}

/// The coach's report on a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Analysis {
    /// The track's optimum (fewest moves from a placement), `None` without solution.
    pub optimum: Option<u32>,
    /// One entry per position of the trajectory, the placement first.
    pub positions: Vec<PositionAnalysis>,
    /// The legal options after the last position (the start points before the placement, none
    /// once the race is won), in the fixed order.
    pub options: Vec<OptionAnalysis>,
}

/// Checks that `trajectory` is a legal game on `track` under the coach's rules: a start point,
/// then legal moves, none after a finish point was reached.
fn check(coach: &Coach, trajectory: &[Point]) -> Result<(), TrajectoryError> {
    let (track, rules) = (&coach.track, coach.rules);
    for (n, &to) in trajectory.iter().enumerate() {
        let before = &trajectory[..n];
        match before.last() {
            None if !options(track, rules, &[]).contains(&to) => {
                return Err(TrajectoryError::NotAStart(to));
            }
            None => {}
            Some(&at) if before.len() > 1 && rules::finishes(track, rules, before) => {
                return Err(TrajectoryError::AfterFinish { number: n, at });
            }
            Some(&from) if !options(track, rules, before).contains(&to) => {
                let candidate =
                    rules::options(track, rules, from, velocity(before)).any(|(_, p)| p == to);
                return Err(TrajectoryError::IllegalMove {
                    number: n,
                    from,
                    to,
                    blocked: candidate
                        .then(|| blocked(track, rules, before, to))
                        .flatten(),
                });
            }
            Some(_) => {}
        }
    }
    Ok(())
}

/// Whether the race of `trajectory` is won: its last move finished it.
fn is_won(track: &Track, rules: crate::Rules, trajectory: &[Point]) -> bool {
    rules::finishes(track, rules, trajectory)
}

impl Coach {
    /// Analyses a game: for each position the fewest moves left and the moves lost so far, and
    /// for each legal option the fewest moves left after it. An empty trajectory is a game where
    /// the car is not placed yet: no positions, the start points as options. Fails when the
    /// trajectory is not a legal game. Call it once the coach [`Coach::is_ready`].
    ///
    /// ```
    /// use racetrack::{Point, Rules, Track, coach::Coach};
    /// let track: Track = ">....*".parse().unwrap();
    /// let mut coach = Coach::new(&track, Rules::Strict).unwrap();
    /// coach.run();
    /// let slow = [Point::new(0, 0), Point::new(0, 0), Point::new(0, 1)];
    /// let analysis = coach.analyse(&slow).unwrap();
    /// let lost: Vec<_> = analysis.positions.iter().map(|p| p.lost).collect();
    /// assert_eq!(lost, [Some(0), Some(1), Some(1)]);
    /// assert!(coach.analyse(&[Point::new(0, 1)]).is_err());
    /// ```
    pub fn analyse(&self, trajectory: &[Point]) -> Result<Analysis, TrajectoryError> {
        check(self, trajectory)?;
        let optimum = self.optimum();
        let all = self.track.checkpoints();
        let mut progress = rules::Progress::default();
        let positions = (0..trajectory.len())
            .map(|n| {
                let (at, v) = (trajectory[n], velocity(&trajectory[..=n]));
                if n > 0 {
                    let from = trajectory[n - 1];
                    progress = after_move(&self.track, self.rules, all, from, at, progress);
                }
                let optimal_from_here = if progress.finished {
                    Some(0)
                } else {
                    self.moves_holding(at, v, n as u32, progress.collected)
                };
                PositionAnalysis {
                    at,
                    velocity: v,
                    optimal_from_here,
                    lost: optimal_from_here
                        .zip(optimum)
                        .map(|(left, best)| (n as u32 + left).saturating_sub(best)),
                }
            })
            .collect();
        let next = if is_won(&self.track, self.rules, trajectory) {
            Vec::new()
        } else {
            options(&self.track, self.rules, trajectory)
                .into_iter()
                .map(|to| OptionAnalysis {
                    to,
                    optimal_from_here: self.moves_after(trajectory, progress.collected, to),
                })
                .collect()
        };
        Ok(Analysis {
            optimum,
            positions,
            options: next,
        })
    }

    /// Whether playing `option` after `trajectory` (placing the car there, for an empty one)
    /// leaves no way to a finish.
    pub fn is_doomed(&self, trajectory: &[Point], option: Point) -> bool {
        self.moves_after(trajectory, self.held(trajectory), option)
            .is_none()
    }

    /// An optimal line from where the game of `trajectory` stands: the positions to append to
    /// it to win in the fewest moves (for an empty trajectory, the placement on the best start
    /// point first), each move the first of the fixed acceleration order that keeps to an
    /// optimal line. Empty when the race is won, `None` when doomed. `trajectory` should be a
    /// legal game (see [`Coach::analyse`]).
    ///
    /// ```
    /// use racetrack::{Point, Rules, Track, coach::Coach, game::is_legal_trajectory};
    /// let track: Track = ">....*".parse().unwrap();
    /// let mut coach = Coach::new(&track, Rules::Strict).unwrap();
    /// coach.run();
    /// let line = coach.optimal_continuation(&[]).unwrap();
    /// assert_eq!(line.len(), 4);
    /// assert!(is_legal_trajectory(&track, Rules::Strict, &line));
    /// ```
    pub fn optimal_continuation(&self, trajectory: &[Point]) -> Option<Vec<Point>> {
        let mut line = Vec::new();
        let mut held = self.held(trajectory);
        let (mut here, mut v, mut left) = match trajectory.last() {
            None => {
                let (left, start) = self.best_start()?;
                line.push(start);
                (start, Velocity::default(), left)
            }
            Some(_) if is_won(&self.track, self.rules, trajectory) => return Some(line),
            Some(&here) => {
                let v = velocity(trajectory);
                let t = trajectory.len() as u32 - 1;
                (here, v, self.moves_holding(here, v, t, held)?)
            }
        };
        // The time of `here`: the moves before it.
        let mut t = (trajectory.len() + line.len()) as u32 - 1;
        let elements = self.track.elements();
        let all = self.track.checkpoints();
        let progress = |collected| rules::Progress {
            collected,
            finished: false,
        };
        while left > 0 {
            let next = rules::options(&self.track, self.rules, here, v)
                .map(|(_, to)| to)
                .find(|&to| {
                    let k = (t + 1) % elements.cycle();
                    rules::blocked(&self.track, self.rules, here, to).is_none()
                        && element_touch(&self.track, self.rules, here, to, k).is_none()
                        && self.after(Some(here), t + 1, held, to) == Some(left - 1)
                })?;
            held = after_move(&self.track, self.rules, all, here, next, progress(held)).collected;
            line.push(next);
            (v, here, left, t) = (next - here, next, left - 1, t + 1);
        }
        Some(line)
    }
}
