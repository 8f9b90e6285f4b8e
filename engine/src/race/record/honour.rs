//! Karopapier's honour rules as a record keeps them: the start direction and whether a car may
//! crash on purpose, agreed by the players and never checked by the engine.

use serde::{Deserialize, Serialize};

/// Karopapier's honour rules, which its players keep by agreement and the engine does not check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Honour {
    /// The start direction.
    pub start: StartDirection,
    /// Whether a car may crash on purpose.
    pub crashes: TacticalCrashes,
}

/// Which way the cars first drive.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum StartDirection {
    /// Any way.
    Free,
    /// First away from the finish line.
    Classic,
    /// Everyone first crosses the finish line.
    Formula1,
}

/// Whether a car may crash on purpose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TacticalCrashes {
    /// As the player likes.
    Free,
    /// Allowed.
    Allowed,
    /// Forbidden.
    Forbidden,
}

impl StartDirection {
    /// Every start direction.
    pub const ALL: [StartDirection; 3] = [
        StartDirection::Free,
        StartDirection::Classic,
        StartDirection::Formula1,
    ];

    /// Its name in a record and the API: `free`, `classic` or `formula1`.
    pub const fn name(self) -> &'static str {
        match self {
            StartDirection::Free => "free",
            StartDirection::Classic => "classic",
            StartDirection::Formula1 => "formula1",
        }
    }
}

impl TacticalCrashes {
    /// Every choice.
    pub const ALL: [TacticalCrashes; 3] = [
        TacticalCrashes::Free,
        TacticalCrashes::Allowed,
        TacticalCrashes::Forbidden,
    ];

    /// Its name in a record and the API: `free`, `allowed` or `forbidden`.
    pub const fn name(self) -> &'static str {
        match self {
            TacticalCrashes::Free => "free",
            TacticalCrashes::Allowed => "allowed",
            TacticalCrashes::Forbidden => "forbidden",
        }
    }
}

impl Honour {
    /// Whether the rules leave everything free (nothing to keep).
    pub fn is_free(&self) -> bool {
        self.start == StartDirection::Free && self.crashes == TacticalCrashes::Free
    }
}
