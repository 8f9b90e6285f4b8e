//! The page of Racetrack (Vector Race): `ui` holds the page's state and decisions as plain Rust
//! (screens, messages, `update`, effects, a plain-data scene; tested natively), over the engine
//! (the `racetrack` crate), which holds every rule. The browser shell lives in `web`, compiled
//! only for `wasm32`: DOM events to messages, views, the painter and the effects.

pub mod ui;

mod apart;

#[cfg(not(target_arch = "wasm32"))]
pub mod prerender;

#[cfg(target_arch = "wasm32")]
mod web;
