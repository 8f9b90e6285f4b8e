//! A game in progress: the trajectory so far, the legal options, winning, crashing and undo.

use crate::grid::Point;
use crate::rules::{self, Blocked, Rules, Terrain, Velocity, move_is_legal};
use crate::track::Track;

/// The positions the car has occupied, the first being its start point.
pub type Trajectory = Vec<Point>;

/// The velocity after the last move of `trajectory`: its last segment, or `(0, 0)`.
pub fn velocity(trajectory: &[Point]) -> Velocity {
    match trajectory {
        [.., a, b] => *b - *a,
        _ => Velocity::default(),
    }
}

/// The terrain that acts on the next move: read from the last segment, nothing before the car
/// has moved (see [`rules::Terrain`]).
pub fn terrain(track: &Track, rules: Rules, trajectory: &[Point]) -> Terrain {
    match trajectory {
        [.., a, b] => rules::segment_terrain(track, rules, *a, *b),
        _ => Terrain::None,
    }
}

/// The main point (where the car goes when it keeps its velocity; on dirt its reduced
/// velocity), once it is placed.
pub fn main_point(track: &Track, rules: Rules, trajectory: &[Point]) -> Option<Point> {
    let &here = trajectory.last()?;
    Some(here + terrain(track, rules, trajectory).base(velocity(trajectory)))
}

/// The legal next positions: every start point for an empty trajectory, else those of the
/// candidates (in the fixed acceleration order; [`rules::options`]: nine, or fewer or shifted
/// under terrain) that the rules allow.
///
/// ```
/// use racetrack::{Point, Rules, Track, game::options};
/// let track: Track = ">..*".parse().unwrap();
/// assert_eq!(options(&track, Rules::Strict, &[]), vec![Point::new(0, 0)]);
/// assert_eq!(options(&track, Rules::Strict, &[Point::new(0, 0)]), vec![Point::new(0, 0), Point::new(0, 1)]);
/// ```
///
/// On a track with moving elements the time counts too ([`crate::track::elements`]): the car is placed at
/// time 0 on a start point no element occupies then, and the next move, number
/// `trajectory.len()`, may touch no cell occupied at its two times.
pub fn options(track: &Track, rules: Rules, trajectory: &[Point]) -> Vec<Point> {
    let elements = track.elements();
    match trajectory.last() {
        None => track
            .starts()
            .into_iter()
            .filter(|&p| !elements.blocks(0, p))
            .collect(),
        Some(&here) if track.has_elements() => {
            let k = (trajectory.len() % elements.cycle() as usize) as u32;
            rules::timed::timed_options(track, rules, here, velocity(trajectory), k).collect()
        }
        Some(&here) => rules::options(track, rules, here, velocity(trajectory))
            .map(|(_, to)| to)
            .filter(|&to| move_is_legal(track, rules, here, to))
            .collect(),
    }
}

/// Why the next move of `trajectory` (placed) to the candidate `to` is illegal, or `None` when
/// it is legal: the static reason ([`rules::blocked`]) first, then, on a track with moving
/// elements, [`Blocked::Element`] when it touches one at its times.
pub fn blocked(track: &Track, rules: Rules, trajectory: &[Point], to: Point) -> Option<Blocked> {
    let &here = trajectory.last()?;
    if let Some(why) = rules::blocked(track, rules, here, to) {
        return Some(why);
    }
    let elements = track.elements();
    let k = (trajectory.len() % elements.cycle() as usize) as u32;
    (track.has_elements() && rules::timed::element_touch(track, rules, here, to, k).is_some())
        .then_some(Blocked::Element)
}

/// The time of a game's last position: its number of moves (the placement is at time 0; none
/// before it).
pub fn time(trajectory: &[Point]) -> u32 {
    trajectory.len().saturating_sub(1) as u32
}

/// Whether `trajectory` is a legal game from its placement on: it starts on a start point and
/// every move goes to one of the legal options.
pub fn is_legal_trajectory(track: &Track, rules: Rules, trajectory: &[Point]) -> bool {
    (0..trajectory.len()).all(|n| options(track, rules, &trajectory[..n]).contains(&trajectory[n]))
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum State {
    /// The car is not placed yet.
    Placing,
    /// The race goes on.
    Playing,
    /// The last move finished the race (landed on the finish; see [`rules::checkpoints`]);
    /// `moves` is the score.
    Won {
        /// Number of moves after the placement.
        moves: usize,
    },
    /// No candidate is legal.
    Crashed,
}

impl State {
    /// The lowercase name of the state: "placing", "playing", "won" or "crashed".
    pub fn name(self) -> &'static str {
        match self {
            State::Placing => "placing",
            State::Playing => "playing",
            State::Won { .. } => "won",
            State::Crashed => "crashed",
        }
    }

    /// Whether the car stands on a finish point.
    pub fn is_won(self) -> bool {
        matches!(self, State::Won { .. })
    }

    /// Whether the game is over: won or crashed.
    pub fn is_over(self) -> bool {
        matches!(self, State::Won { .. } | State::Crashed)
    }
}

/// Why a move was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum MoveError {
    /// The point is not among the legal options.
    #[error("{0} is not a legal move")]
    Illegal(Point),
    /// The race is over (won or crashed).
    #[error("the race is over")]
    Over,
}

/// A game on one track under one set of rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    track: Track,
    rules: Rules,
    trajectory: Trajectory,
}

impl Game {
    /// A new game, car not placed yet.
    pub fn new(track: Track, rules: Rules) -> Game {
        Game {
            track,
            rules,
            trajectory: Vec::new(),
        }
    }

    /// The track.
    pub fn track(&self) -> &Track {
        &self.track
    }

    /// The rules in force.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Changes the rules; the trajectory is kept as far as it stays legal under the new rules.
    pub fn set_rules(&mut self, rules: Rules) {
        self.rules = rules;
        let legal = (0..self.trajectory.len())
            .find(|&n| {
                !options(&self.track, rules, &self.trajectory[..n]).contains(&self.trajectory[n])
            })
            .unwrap_or(self.trajectory.len());
        self.trajectory.truncate(legal);
    }

    /// The positions so far.
    pub fn trajectory(&self) -> &[Point] {
        &self.trajectory
    }

    /// The current velocity.
    pub fn velocity(&self) -> Velocity {
        velocity(&self.trajectory)
    }

    /// The main point, once the car is placed (on dirt, from the reduced velocity).
    pub fn main_point(&self) -> Option<Point> {
        main_point(&self.track, self.rules, &self.trajectory)
    }

    /// The terrain that acts on the next move.
    pub fn terrain(&self) -> Terrain {
        terrain(&self.track, self.rules, &self.trajectory)
    }

    /// The legal next positions (empty once the race is won).
    pub fn options(&self) -> Vec<Point> {
        if matches!(self.state(), State::Won { .. }) {
            return Vec::new();
        }
        options(&self.track, self.rules, &self.trajectory)
    }

    /// The time of the car's position (its moves so far), for the moving elements.
    pub fn time(&self) -> u32 {
        time(&self.trajectory)
    }

    /// Number of moves after the placement.
    pub fn moves(&self) -> usize {
        self.trajectory.len().saturating_sub(1)
    }

    /// The checkpoints collected so far and whether the last move finished
    /// ([`rules::progress`] of the trajectory).
    pub fn progress(&self) -> rules::Progress {
        rules::progress(&self.track, self.rules, &self.trajectory)
    }

    /// Where the game stands.
    pub fn state(&self) -> State {
        match self.trajectory.last() {
            None => State::Placing,
            Some(_) if self.progress().finished => State::Won {
                moves: self.moves(),
            },
            Some(_) if options(&self.track, self.rules, &self.trajectory).is_empty() => {
                State::Crashed
            }
            Some(_) => State::Playing,
        }
    }

    /// Places the car (first move) or moves it to `to`, which must be a legal option.
    pub fn play(&mut self, to: Point) -> Result<State, MoveError> {
        if matches!(self.state(), State::Won { .. } | State::Crashed) {
            return Err(MoveError::Over);
        }
        if !self.options().contains(&to) {
            return Err(MoveError::Illegal(to));
        }
        self.trajectory.push(to);
        Ok(self.state())
    }

    /// Starts over on the same track under the same rules: the car is not placed yet.
    pub fn restart(&mut self) {
        self.trajectory.clear();
    }

    /// Takes back the last position (the placement too); returns whether there was one.
    pub fn undo(&mut self) -> bool {
        self.trajectory.pop().is_some()
    }
}
