//! Bots: programs that race over a JSON-lines protocol ([`protocol`]), the AI drivers as
//! built-in bots, and races between them, recorded move by move in the race record format
//! ([`crate::race::record`], which the page's races and replay viewer use too).
//!
//! The race is the engine's simultaneous one ([`crate::race`]): each round every car that has
//! to choose is asked on the same state, and the moves are applied in an order drawn from the
//! race's seed, so the same seed and the same answers give the same race.

#[cfg(not(target_arch = "wasm32"))]
pub mod play;
pub mod protocol;
#[cfg(not(target_arch = "wasm32"))]
pub mod runner;
