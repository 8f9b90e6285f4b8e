//! The solvers: bfs, astar and the others against independent references, tracks at the size
//! limits, the coach (also with moving elements), the AI drivers and the track generator.
//!
//! proptest saves failing seeds in `tests/proptest-regressions/<module>.txt`, so a module with
//! proptests needs a name that no module with proptests in another test binary has.

mod coach;
mod coach_moving;
mod drivers;
mod generate;
mod large_tracks;
mod search;
