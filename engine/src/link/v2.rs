//! Version 2, challenge links: `v2.<rules>.<track>.<trajectory>.<track-name>.<player>`, a won
//! game with the track's name and the player's, for others to race against.

use super::codec::{from_base64, to_base64};
use super::v1::{read_game, write_game};
use super::{
    CHALLENGE_VERSION, Challenge, LinkError, MAX_PLAYER_CHARS, MAX_TRACK_NAME_CHARS, Section,
    Shared,
};
use crate::grid::Point;
use crate::rules::Rules;
use crate::track::Track;

/// Writes a whole v2 fragment, after the checks [`read`] makes.
pub(super) fn write(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
    challenge: &Challenge,
) -> Result<String, LinkError> {
    let game = write_game(track, rules, trajectory)?;
    check_won(track, rules, trajectory)?;
    check_name(&challenge.track_name, Section::TrackName)?;
    check_name(&challenge.player, Section::Player)?;
    Ok(format!(
        "{CHALLENGE_VERSION}.{game}.{}.{}",
        write_name(&challenge.track_name),
        to_base64(challenge.player.as_bytes())
    ))
}

/// Reads the fields after `v2`; a link cut short names the first section it lacks.
pub(super) fn read(fields: &[&str]) -> Result<Shared, LinkError> {
    let [rules, track, trajectory, track_name, player] = *fields else {
        return Err(match fields.len() {
            0 => LinkError::Malformed,
            1 => LinkError::Truncated(Section::Track),
            2 => LinkError::Truncated(Section::Trajectory),
            3 => LinkError::Truncated(Section::TrackName),
            4 => LinkError::Truncated(Section::Player),
            _ => LinkError::Malformed,
        });
    };
    // An empty field is an empty trajectory, which is not a finished run.
    let mut shared = read_game(rules, track, Some(trajectory).filter(|t| !t.is_empty()))?;
    check_won(&shared.track, shared.rules, &shared.trajectory)?;
    let track_name = read_name(track_name, Section::TrackName)?;
    shared.name = Some(track_name.clone());
    shared.challenge = Some(Challenge {
        track_name,
        player: read_name(player, Section::Player)?,
    });
    Ok(shared)
}

/// A legal trajectory is a won game when its last move finishes the race and none before
/// ([`crate::rules::checkpoints`]; a game stops at the finish, so the move count is the score).
fn check_won(track: &Track, rules: Rules, trajectory: &[Point]) -> Result<(), LinkError> {
    let all = track.checkpoints();
    let mut progress = crate::rules::Progress::default();
    for (n, pair) in trajectory.windows(2).enumerate() {
        progress =
            crate::rules::checkpoints::after_move(track, rules, all, pair[0], pair[1], progress);
        if progress.finished {
            return if n + 2 == trajectory.len() {
                Ok(())
            } else {
                Err(LinkError::FinishedEarly { moves: n + 1 })
            };
        }
    }
    Err(LinkError::NotFinished)
}

/// The longest a name of this section may be, in characters.
fn max_chars(section: Section) -> usize {
    match section {
        Section::Player => MAX_PLAYER_CHARS,
        _ => MAX_TRACK_NAME_CHARS,
    }
}

/// A name field: its UTF-8 text as unpadded base64url.
pub(super) fn write_name(name: &str) -> String {
    to_base64(name.as_bytes())
}

/// Reads a name field: base64url of UTF-8 text that passes [`check_name`].
pub(super) fn read_name(text: &str, section: Section) -> Result<String, LinkError> {
    let max = max_chars(section);
    // A character is at most 4 bytes, so a longer field is too long before it is even decoded.
    if text.len() > (4 * max * 4).div_ceil(3) {
        return Err(LinkError::NameTooLong { section, max });
    }
    let name =
        String::from_utf8(from_base64(text, section)?).map_err(|_| LinkError::NotUtf8(section))?;
    check_name(&name, section)?;
    Ok(name)
}

/// A name is not blank, has at most its section's number of characters and none that could
/// break or disguise the text it is shown in.
pub(super) fn check_name(name: &str, section: Section) -> Result<(), LinkError> {
    if name.trim().is_empty() {
        return Err(LinkError::EmptyName(section));
    }
    let max = max_chars(section);
    if name.chars().count() > max {
        return Err(LinkError::NameTooLong { section, max });
    }
    match name.chars().enumerate().find(|&(_, c)| is_forbidden(c)) {
        Some((n, character)) => Err(LinkError::ForbiddenCharacter {
            section,
            character,
            position: n + 1,
        }),
        None => Ok(()),
    }
}

/// Control characters (Unicode category Cc), line and paragraph separators, and the
/// bidirectional formatting characters that could make a name read backwards.
fn is_forbidden(c: char) -> bool {
    c.is_control()
        || matches!(
            c,
            '\u{061C}'
                | '\u{200E}'
                | '\u{200F}'
                | '\u{2028}'
                | '\u{2029}'
                | '\u{202A}'..='\u{202E}'
                | '\u{2066}'..='\u{2069}'
        )
}
