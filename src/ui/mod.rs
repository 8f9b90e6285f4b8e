//! The page's state and decisions as plain Rust: screens, messages, [`update`], effects, and the
//! scene the canvas paints. Nothing here knows about the browser: the shell in `web` turns DOM
//! events into [`Msg`]s, carries out the [`Effect`]s and draws the [`Scene`]; everything else is
//! decided here and tested natively (`tests/ui/`).
//!
//! The path of a tap or a click: the board's pointer listeners send [`Msg::Board`] with a
//! [`board_input::BoardInput`] in canvas coordinates; [`board_input`] tells a tap from a pan or
//! a pinch, and a tap plays the option under it on the [`racetrack::Game`] and returns effects
//! (focus, sound, ...); the shell runs them, copies [`view::page`] into the DOM, and on the next
//! animation frame paints [`view::scene`].

pub mod app;
pub mod assist;
pub mod back_button;
pub mod board;
pub mod board_input;
pub mod board_keys;
pub mod box_place;
pub mod camera;
pub mod canvas;
mod cards;
pub mod catalog_parts;
pub mod celebration;
pub mod coaching;
pub mod collection;
pub mod daily;
pub mod daily_card;
pub mod decor;
mod dispatch;
mod driving_keys;
pub mod editor;
pub(crate) mod engine_words;
pub mod files;
pub mod first_paint;
pub mod geometry;
pub mod ghost;
pub mod i18n;
pub mod import;
pub mod jobs;
mod language;
pub mod main_action;
pub mod menu;
pub mod model;
pub mod motion;
pub mod moving_view;
pub mod msg;
pub mod my_tracks;
pub mod online;
pub mod pictures;
pub mod play;
pub mod play_controls;
pub mod play_focus;
mod play_hooks;
pub mod play_scene;
pub mod play_text;
pub mod race_board;
pub mod race_mode;
pub(crate) mod race_words;
pub mod replay;
pub mod resume;
pub mod route;
pub mod scene;
mod screen;
pub mod settings;
pub mod share;
pub mod solver;
pub mod sound;
pub mod text;
pub mod theme;
pub mod top_runs;
pub mod tournaments;
pub mod track_pixels;
pub mod tutorial;
pub mod view;
pub mod world_run;

pub use dispatch::update;
pub use model::{Model, Screen};
pub use msg::{Control, Copier, Effect, Fetch, Focus, KeyInput, Msg, PointerKind, Switch, Target};
pub use scene::Scene;
