//! The error of reading a name the engine does not know: rules, a solver or a driver's skill.

use std::fmt;

/// What kind of name was read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NameKind {
    /// Rules: `strict` or `soft`.
    Rules,
    /// A solver: `dfs`, `bfs` or `astar`.
    Solver,
    /// A driver's skill: `novice`, `club`, `pro` or `perfect`.
    Driver,
}

/// A name that is none of its kind's: what was given, and what was expected.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {kind} {given:?} (expected {expected})")]
pub struct UnknownName {
    /// The kind of name.
    pub kind: NameKind,
    /// The name given.
    pub given: String,
    /// The names it could have been, in words.
    pub expected: String,
}

impl fmt::Display for NameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            NameKind::Rules => "rules",
            NameKind::Solver => "solver",
            NameKind::Driver => "driver",
        })
    }
}
