//! Version 3, named share links: `v3.<rules>.<track>.<trajectory>.<track-name>`, a track, its
//! rules and any game on it (the trajectory field empty when there is none), with the track's
//! name so that the link opens under it.

use super::v1::{read_game, write_game};
use super::v2::{check_name, read_name, write_name};
use super::{LinkError, NAMED_VERSION, Section, Shared};
use crate::grid::Point;
use crate::rules::Rules;
use crate::track::Track;

/// Writes a whole v3 fragment, after the checks [`read`] makes.
pub(super) fn write(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
    name: &str,
) -> Result<String, LinkError> {
    let game = write_game(track, rules, trajectory)?;
    check_name(name, Section::TrackName)?;
    // v1's game has two or three fields: the trajectory field is always there, maybe empty.
    let game = if game.matches('.').count() == 1 {
        format!("{game}.")
    } else {
        game
    };
    Ok(format!("{NAMED_VERSION}.{game}.{}", write_name(name)))
}

/// Reads the fields after `v3`; a link cut short names the first section it lacks.
pub(super) fn read(fields: &[&str]) -> Result<Shared, LinkError> {
    let [rules, track, trajectory, name] = *fields else {
        return Err(match fields.len() {
            0 => LinkError::Malformed,
            1 => LinkError::Truncated(Section::Track),
            2 => LinkError::Truncated(Section::Trajectory),
            3 => LinkError::Truncated(Section::TrackName),
            _ => LinkError::Malformed,
        });
    };
    let mut shared = read_game(rules, track, Some(trajectory).filter(|t| !t.is_empty()))?;
    shared.name = Some(read_name(name, Section::TrackName)?);
    Ok(shared)
}
