//! What the game reads and writes besides track files: share and challenge links, tracks drawn
//! as pictures and record tables.
//!
//! proptest saves failing seeds in `engine/tests/proptest-regressions/<module>.txt`, so a module with
//! proptests needs a name that no module with proptests in another test binary has.

#[path = "../common/strategies.rs"]
mod strategies;

mod image;
mod karopapier_game;
mod link;
mod link_v2;
mod link_v3;
mod top_runs;
