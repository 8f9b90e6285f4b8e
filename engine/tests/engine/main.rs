//! The engine: grids and track files, the rules of motion, games, terrains, moving elements,
//! races, the verdict on a run and the bundled levels.
//!
//! proptest saves failing seeds in `engine/tests/proptest-regressions/<module>.txt`, so a module with
//! proptests needs a name that no module with proptests in another test binary has.

#[path = "../common/strategies.rs"]
mod strategies;

mod game;
mod grid;
mod karopapier;
mod karopapier_race;
mod levels;
mod moving;
mod race;
mod race_order;
mod recorder;
mod rules;
mod terrain;
mod tournament;
mod track;
mod verdict;
