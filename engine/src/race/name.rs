//! Player names: plain text of 1 to 24 characters, the same check for races and record tables.

use thiserror::Error;

/// Most characters (Unicode scalar values) a player's name may have, after trimming.
pub const MAX_NAME_CHARS: usize = 24;

/// Why a player's name was refused.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Error)]
pub enum NameError {
    /// Nothing but spaces.
    #[error("the name is empty")]
    Empty,
    /// Longer than [`MAX_NAME_CHARS`] characters after trimming.
    #[error("the name has {chars} characters; at most {max} are allowed", max = MAX_NAME_CHARS)]
    TooLong {
        /// Its length in characters.
        chars: usize,
    },
    /// A control character (a line break, a tab, ...): names are plain text on one line.
    #[error("the name holds a control character (at character {position})")]
    ControlCharacter {
        /// 1-based position of the first control character, counted in characters.
        position: usize,
    },
}

/// The name a player typed, trimmed of surrounding white space, or why it is refused.
///
/// ```
/// use racetrack::race::{NameError, player_name};
/// assert_eq!(player_name("  Ada "), Ok("Ada".to_string()));
/// assert_eq!(player_name("   "), Err(NameError::Empty));
/// assert_eq!(player_name(&"x".repeat(25)), Err(NameError::TooLong { chars: 25 }));
/// assert_eq!(player_name("a\tb"), Err(NameError::ControlCharacter { position: 2 }));
/// ```
pub fn player_name(raw: &str) -> Result<String, NameError> {
    let name = raw.trim();
    if name.is_empty() {
        return Err(NameError::Empty);
    }
    let chars = name.chars().count();
    if chars > MAX_NAME_CHARS {
        return Err(NameError::TooLong { chars });
    }
    if let Some(i) = name.chars().position(char::is_control) {
        return Err(NameError::ControlCharacter { position: i + 1 });
    }
    Ok(name.to_owned())
}
