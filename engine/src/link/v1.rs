//! Version 1: `v1.<rules>.<track>[.<trajectory>]`, a track, its rules and any game on it.

use super::codec::{pack, parse_trajectory, trajectory_bytes, unpack};
use super::{LinkError, MAX_INFLATED_TRACK, MAX_INFLATED_TRAJECTORY, Section, Shared, VERSION};
use crate::game::is_legal_trajectory;
use crate::grid::Point;
use crate::rules::Rules;
use crate::track::Track;

/// Writes a whole v1 fragment.
pub(super) fn write(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
) -> Result<String, LinkError> {
    Ok(format!(
        "{VERSION}.{}",
        write_game(track, rules, trajectory)?
    ))
}

/// Reads the fields after `v1`.
pub(super) fn read(fields: &[&str]) -> Result<Shared, LinkError> {
    match *fields {
        [rules, track] => read_game(rules, track, None),
        [rules, track, trajectory] => read_game(rules, track, Some(trajectory)),
        _ => Err(LinkError::Malformed),
    }
}

/// `<rules>.<track>[.<trajectory>]`, the fields v1 and v2 share; refuses an illegal trajectory so
/// every link written reads back.
pub(super) fn write_game(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
) -> Result<String, LinkError> {
    if !is_legal_trajectory(track, rules, trajectory) {
        return Err(LinkError::IllegalTrajectory(rules));
    }
    let mut fields = format!("{}.{}", rules.name(), pack(track.to_string().as_bytes()));
    if let Some(bytes) = trajectory_bytes(trajectory) {
        fields.push('.');
        fields.push_str(&pack(&bytes));
    }
    Ok(fields)
}

/// Reads the `<rules>`, `<track>` and optional `<trajectory>` fields: the track must parse and the
/// trajectory must be a legal game on it. The result carries no challenge.
pub(super) fn read_game(
    rules: &str,
    track: &str,
    trajectory: Option<&str>,
) -> Result<Shared, LinkError> {
    let rules: Rules = rules
        .parse()
        .map_err(|_| LinkError::UnknownRules(rules.to_owned()))?;
    let track = Track::parse_bytes(&unpack(track, Section::Track, MAX_INFLATED_TRACK)?)?;
    let trajectory = match trajectory {
        None => Vec::new(),
        Some(text) => {
            let bytes = unpack(text, Section::Trajectory, MAX_INFLATED_TRAJECTORY)?;
            parse_trajectory(&bytes)?
        }
    };
    if !is_legal_trajectory(&track, rules, &trajectory) {
        return Err(LinkError::IllegalTrajectory(rules));
    }
    Ok(Shared {
        track,
        rules,
        trajectory,
        challenge: None,
        name: None,
    })
}
