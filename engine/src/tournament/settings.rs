//! A tournament's settings as a player asks for them, checked: each refusal names the field.

use std::fmt;

/// Which kind of tournament.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Pairings for a fixed time ([`super::arena`]).
    Arena,
    /// Every entrant races every track of a list ([`super::grand_prix`]).
    GrandPrix,
}

/// The shortest arena, in minutes.
pub const MIN_ARENA_MINUTES: u32 = 10;
/// The longest arena, in minutes.
pub const MAX_ARENA_MINUTES: u32 = 180;
/// The fewest tracks of a Grand Prix.
pub const MIN_GRAND_PRIX_TRACKS: usize = 2;
/// The most tracks of a tournament.
pub const MAX_TRACKS: usize = 20;
/// How far ahead a tournament may start, in ms (30 days).
pub const MAX_AHEAD_MS: i64 = 30 * 24 * 3600 * 1000;
/// The shortest and longest name, in characters.
pub const NAME_CHARS: std::ops::RangeInclusive<usize> = 3..=60;
/// The fewest seats (a limit of players) a tournament may have.
pub const MIN_PLAYERS: u32 = 2;
/// The most seats a tournament may have.
pub const MAX_PLAYERS: u32 = 1000;
/// The share of an arena's time after which no one may join (80%).
pub const ARENA_JOIN_SHARE: (i64, i64) = (4, 5);

/// The settings asked for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Settings {
    /// The kind.
    pub kind: Kind,
    /// Its name (trimmed when checked).
    pub name: String,
    /// When it starts (ms since the Unix epoch).
    pub starts_ms: i64,
    /// An arena's length in minutes (`None` for a Grand Prix).
    pub minutes: Option<u32>,
    /// How many tracks.
    pub tracks: usize,
    /// A round's time, in seconds.
    pub move_seconds: i64,
    /// The most players.
    pub max_players: u32,
}

/// Which setting is refused, and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsError {
    /// The name is too short or too long, or holds a control character.
    Name,
    /// The start is in the past, or more than 30 days ahead.
    Start,
    /// An arena's length is outside 10 to 180 minutes, or a Grand Prix was given one.
    Minutes,
    /// Too few or too many tracks (an arena 1 to 20, a Grand Prix 2 to 20).
    Tracks,
    /// A round's time outside the games' bounds.
    MoveSeconds,
    /// A limit of players outside 2 to 1000.
    MaxPlayers,
}

impl SettingsError {
    /// The refused field, as the API names it.
    pub fn field(&self) -> &'static str {
        match self {
            SettingsError::Name => "name",
            SettingsError::Start => "starts_ms",
            SettingsError::Minutes => "minutes",
            SettingsError::Tracks => "tracks",
            SettingsError::MoveSeconds => "move_seconds",
            SettingsError::MaxPlayers => "max_players",
        }
    }
}

impl fmt::Display for SettingsError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SettingsError::Name => "the name must have 3 to 60 characters and no control character",
            SettingsError::Start => "the start must be between now and 30 days ahead",
            SettingsError::Minutes => {
                "an arena lasts 10 to 180 minutes; a Grand Prix has no length of its own"
            }
            SettingsError::Tracks => "an arena has 1 to 20 tracks, a Grand Prix 2 to 20",
            SettingsError::MoveSeconds => "a round's time is outside the games' bounds",
            SettingsError::MaxPlayers => "a tournament takes 2 to 1000 players",
        })
    }
}

impl std::error::Error for SettingsError {}

impl Settings {
    /// Checks the settings at `now_ms`, with a round's time between `move_bounds` (the games'
    /// own bounds, in seconds); the name comes back trimmed.
    pub fn check(
        mut self,
        now_ms: i64,
        move_bounds: std::ops::RangeInclusive<i64>,
    ) -> Result<Settings, SettingsError> {
        self.name = self.name.trim().to_owned();
        if !NAME_CHARS.contains(&self.name.chars().count())
            || self.name.chars().any(char::is_control)
        {
            return Err(SettingsError::Name);
        }
        if self.starts_ms < now_ms || self.starts_ms - now_ms > MAX_AHEAD_MS {
            return Err(SettingsError::Start);
        }
        let (fewest_tracks, minutes_ok) = match self.kind {
            Kind::Arena => (
                1,
                self.minutes
                    .is_some_and(|m| (MIN_ARENA_MINUTES..=MAX_ARENA_MINUTES).contains(&m)),
            ),
            Kind::GrandPrix => (MIN_GRAND_PRIX_TRACKS, self.minutes.is_none()),
        };
        if !minutes_ok {
            return Err(SettingsError::Minutes);
        }
        if !(fewest_tracks..=MAX_TRACKS).contains(&self.tracks) {
            return Err(SettingsError::Tracks);
        }
        if !move_bounds.contains(&self.move_seconds) {
            return Err(SettingsError::MoveSeconds);
        }
        if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&self.max_players) {
            return Err(SettingsError::MaxPlayers);
        }
        Ok(self)
    }

    /// When an arena ends (ms); `None` for a Grand Prix, which ends with its last race.
    pub fn ends_ms(&self) -> Option<i64> {
        self.minutes.map(|m| self.starts_ms + i64::from(m) * 60_000)
    }

    /// The start points each of its tracks needs: one per car of its games, two in an arena's
    /// and, in a Grand Prix, as many as race at once (its players, at most a group's).
    pub fn starts_needed(&self) -> usize {
        match self.kind {
            Kind::Arena => 2,
            Kind::GrandPrix => {
                (self.max_players.max(MIN_PLAYERS) as usize).min(super::grand_prix::GROUP)
            }
        }
    }

    /// Whether a player may still join at `now_ms`: a Grand Prix until it starts, an arena
    /// until 80% of its time has passed.
    pub fn may_join(&self, now_ms: i64) -> bool {
        match self.ends_ms() {
            None => now_ms < self.starts_ms,
            Some(ends) => {
                let (num, den) = ARENA_JOIN_SHARE;
                now_ms < self.starts_ms + (ends - self.starts_ms) * num / den
            }
        }
    }
}
