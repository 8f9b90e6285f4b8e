//! Racetrack (Vector Race): track files, the exact rules of motion, games, and solvers that can
//! be stepped so a user interface can watch them think.
//!
//! The engine is plain Rust with no web, command-line or server dependency: the page
//! (`racetrack-page`), the command line (`racetrack-cli`) and the game server
//! (`racetrack-server`) all call it.

pub mod bots;
pub mod coach;
pub mod daily;
pub mod date;
pub mod distance;
pub mod drivers;
pub mod editor;
pub mod game;
pub mod generate;
pub mod grid;
pub mod hash;
pub mod image;
pub mod link;
pub mod race;
pub mod rating;
pub mod rules;
pub mod search;
pub mod top_runs;
pub mod tournament;
pub mod track;
pub mod unknown_name;
pub mod verdict;

pub use coach::{Coach, CoachError};
pub use distance::DistanceMap;
pub use game::{Game, State, Trajectory};
pub use grid::{Grid, Point};
pub use race::{Race, RaceOptions, TurnOrder};
pub use rules::{Acceleration, Blocked, Rules, Velocity};
pub use search::{Outcome, Progress, Search, Solver, Stats};
pub use track::{Cell, ParseTrackError, Track};
pub use verdict::{Medal, Optimum, Verdict};
