//! Racetrack (Vector Race): track files, the exact rules of motion, games, and solvers that can
//! be stepped so a user interface can watch them think.
//!
//! The engine is plain Rust with no web types. Above it, `ui` holds the page's state and decisions
//! as plain Rust (tested natively); the browser shell lives in `web`, compiled only for `wasm32`.

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
pub mod leaderboard;
pub mod link;
pub mod race;
pub mod rules;
pub mod search;
pub mod track;
pub mod ui;
pub mod verdict;

#[cfg(target_arch = "wasm32")]
mod web;

pub use coach::{Coach, CoachError};
pub use distance::DistanceMap;
pub use game::{Game, State, Trajectory};
pub use grid::{Grid, Point};
pub use race::{Race, RaceOptions, TurnOrder};
pub use rules::{Acceleration, Blocked, Rules, Velocity};
pub use search::{Outcome, Progress, Search, Solver, Stats};
pub use track::{Cell, ParseTrackError, Track};
pub use verdict::{Optimum, Verdict};
