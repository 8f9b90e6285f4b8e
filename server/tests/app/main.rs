//! The server in process (its router called directly, or served on a loopback socket), on a
//! temporary SQLite file and, when `DATABASE_URL` names one, a throwaway PostgreSQL database:
//! the API, the games, two instances on one database, and `racetrack online` with a bot.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod api;
mod batches;
mod chat;
mod controls;
mod follow;
mod games;
mod instances;
mod karopapier;
mod lists;
mod memory;
mod night;
mod online_bot;
mod pairing;
mod presence;
mod push;
mod push_receiver;
mod ratings;
mod reads;
mod resign_rematch;
mod room_bots;
mod runs;
mod save_step;
mod seen;
mod spectators;
mod tournaments;
mod tracks;
mod upkeep;
