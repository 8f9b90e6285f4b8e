//! The solvers: bfs, astar and the others against independent references, tracks at the size
//! limits, the coach (also with moving elements), the AI drivers, the track generator and the
//! time-aware solvers on moving elements.
//!
//! proptest saves failing seeds in `engine/tests/proptest-regressions/<module>.txt`, so a module with
//! proptests needs a name that no module with proptests in another test binary has.

#[path = "../common/strategies.rs"]
mod strategies;

mod coach;
mod coach_checkpoints;
mod coach_moving;
mod crash_routes;
mod drivers;
mod generate;
mod large_tracks;
mod search;
mod timed_search;
