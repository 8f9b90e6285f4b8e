//! The `racetrack` binary run as a user would: `check`, `solve`, `analyse`, `levels` and `bench`,
//! `drive`, `generate`, `import`, and races between bots.

mod commands;
mod drive;
mod generate;
mod import;
mod race;
