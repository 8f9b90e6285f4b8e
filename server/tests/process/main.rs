//! The real `racetrack-server` binary as an operator runs it: killed and restarted (a move
//! answered 200 is kept), faults (a database that goes away, clients that misbehave), metrics,
//! slow readers, SIGTERM and what the logs may hold.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;

mod durability;
mod faults;
mod hostile;
mod operations;
mod proxies_and_streams;
mod site_policy;
mod track_limits;
