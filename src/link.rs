//! Share links: a track, its rules and optionally a trajectory packed into a URL fragment.
//!
//! # Format (version 1)
//!
//! ```text
//! #v1.<rules>.<track>[.<trajectory>]
//! ```
//!
//! - `v1` is the format version.
//! - `<rules>` is `strict` or `soft` ([`Rules::name`]).
//! - `<track>` is the track file text (as written by `Track`'s `Display`: one line per row,
//!   `.#>*`, each line ending in `\n`), compressed with raw DEFLATE (RFC 1951, no zlib header),
//!   then encoded as unpadded base64url (RFC 4648 §5, alphabet `A-Z a-z 0-9 - _`).
//! - `<trajectory>` (optional, omitted when empty) is, before the same DEFLATE + base64url step:
//!   the start point's row then column as unsigned LEB128 varints, followed by one byte per move,
//!   the acceleration `(dr, dc)` (each in `-1..=1`) coded as `3 * (dr + 1) + (dc + 1)`, so `0` is
//!   up-left, `4` keeps the velocity and `8` is down-right ([`Acceleration::code`]).
//!
//! The leading `#` is optional for [`decode`]. Limits that keep a hostile link cheap to reject:
//! the fragment is at most [`MAX_FRAGMENT_LEN`] characters, the track inflates to at most
//! [`MAX_INFLATED_TRACK`] bytes and the trajectory to at most [`MAX_INFLATED_TRAJECTORY`].
//!
//! ```
//! use racetrack::{Point, Rules, Track, link};
//! let track: Track = ">..*\n".parse().unwrap();
//! let trajectory = [Point::new(0, 0), Point::new(0, 1), Point::new(0, 3)];
//! let fragment = link::encode(&track, Rules::Strict, &trajectory).unwrap();
//! assert!(fragment.starts_with("v1.strict."));
//! let shared = link::decode(&format!("#{fragment}")).unwrap();
//! assert_eq!((shared.track, shared.rules, shared.trajectory), (track, Rules::Strict, trajectory.to_vec()));
//! ```

use std::fmt;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use miniz_oxide::inflate::TINFLStatus;
use thiserror::Error;

use crate::game::{Trajectory, is_legal_trajectory, velocity};
use crate::rules::{Acceleration, Rules, Velocity};
use crate::track::{MAX_TRACK_POINTS, MAX_TRACK_SIDE, ParseTrackError, Point, Track};

/// The version tag this module writes and reads.
pub const VERSION: &str = "v1";

/// Longest fragment accepted by [`decode`], in characters (browsers cap URLs near 2 MB).
pub const MAX_FRAGMENT_LEN: usize = 1_000_000;

/// Largest inflated track text: the most points a track may have, plus a two-byte line end on
/// each of the most rows it may have.
pub const MAX_INFLATED_TRACK: usize = MAX_TRACK_POINTS + 2 * MAX_TRACK_SIDE;

/// Largest inflated trajectory: two varints of at most 5 bytes and a million moves.
pub const MAX_INFLATED_TRAJECTORY: usize = 10 + 1_000_000;

/// DEFLATE level used by [`encode`] (the strongest; tracks are small and encoded rarely).
const DEFLATE_LEVEL: u8 = 10;

/// Which compressed section of a link an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// The `<track>` section.
    Track,
    /// The `<trajectory>` section.
    Trajectory,
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Section::Track => "track",
            Section::Trajectory => "trajectory",
        })
    }
}

/// Why a share link could not be made or read.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum LinkError {
    /// The fragment is longer than [`MAX_FRAGMENT_LEN`].
    #[error("the link is too long ({len} characters; at most {max} are accepted)", max = MAX_FRAGMENT_LEN)]
    TooLong {
        /// Length of the fragment in bytes.
        len: usize,
    },
    /// The fragment does not have the `v1.<rules>.<track>[.<trajectory>]` shape.
    #[error("this is not a Racetrack link (expected #v1.<rules>.<track>[.<trajectory>])")]
    Malformed,
    /// A version this code does not read.
    #[error("unsupported link version {0:?} (this page reads {VERSION})")]
    UnsupportedVersion(String),
    /// Rules other than `strict` or `soft`.
    #[error("unknown rules {0:?} in the link (expected strict or soft)")]
    UnknownRules(String),
    /// A section is not unpadded base64url.
    #[error("the {0} section of the link is not valid base64url")]
    Base64(Section),
    /// A section is not valid DEFLATE data.
    #[error("the {0} section of the link is corrupt (it does not inflate)")]
    Inflate(Section),
    /// A section inflates to more than its limit.
    #[error("the {section} section of the link inflates to more than {max} bytes")]
    TooLarge {
        /// The section.
        section: Section,
        /// Its limit in bytes.
        max: usize,
    },
    /// The track text does not parse.
    #[error("the track in the link is invalid: {0}")]
    Track(#[from] ParseTrackError),
    /// The trajectory bytes do not follow the format (truncated varint, acceleration code > 8).
    #[error("the trajectory in the link is malformed")]
    MalformedTrajectory,
    /// The trajectory breaks the rules on this track.
    #[error("the trajectory is not a legal game on this track under {0} rules")]
    IllegalTrajectory(Rules),
}

/// What a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The track.
    pub track: Track,
    /// The rules to play it under.
    pub rules: Rules,
    /// The moves played so far (empty when the link carries none).
    pub trajectory: Trajectory,
}

/// Encodes a track, its rules and a trajectory (may be empty) as a link fragment, without the
/// leading `#`. Fails with [`LinkError::IllegalTrajectory`] when the trajectory is not a legal
/// game on `track`, so every link this writes reads back.
pub fn encode(track: &Track, rules: Rules, trajectory: &[Point]) -> Result<String, LinkError> {
    if !is_legal_trajectory(track, rules, trajectory) {
        return Err(LinkError::IllegalTrajectory(rules));
    }
    let mut fragment = format!(
        "{VERSION}.{}.{}",
        rules.name(),
        pack(track.to_string().as_bytes())
    );
    if let Some(bytes) = trajectory_bytes(trajectory) {
        fragment.push('.');
        fragment.push_str(&pack(&bytes));
    }
    Ok(fragment)
}

/// Decodes a link fragment (with or without its leading `#`), checking every part: the track must
/// parse and the trajectory must be a legal game on it.
pub fn decode(fragment: &str) -> Result<Shared, LinkError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if fragment.len() > MAX_FRAGMENT_LEN {
        return Err(LinkError::TooLong {
            len: fragment.len(),
        });
    }
    let parts: Vec<&str> = fragment.split('.').collect();
    let version = parts[0];
    if version != VERSION {
        let numbered = version
            .strip_prefix('v')
            .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
        return Err(if numbered {
            LinkError::UnsupportedVersion(version.to_owned())
        } else {
            LinkError::Malformed
        });
    }
    let (rules, track, trajectory) = match parts[1..] {
        [r, t] => (r, t, None),
        [r, t, j] => (r, t, Some(j)),
        _ => return Err(LinkError::Malformed),
    };
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
    })
}

/// DEFLATE then unpadded base64url.
fn pack(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(bytes, DEFLATE_LEVEL))
}

/// Unpadded base64url then a bounded inflate.
fn unpack(text: &str, section: Section, max: usize) -> Result<Vec<u8>, LinkError> {
    let deflated = URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|_| LinkError::Base64(section))?;
    miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, max).map_err(|e| match e.status {
        TINFLStatus::HasMoreOutput => LinkError::TooLarge { section, max },
        _ => LinkError::Inflate(section),
    })
}

/// The trajectory section's bytes before compression, or `None` for an empty trajectory.
/// The trajectory must be legal (so every acceleration is in `-1..=1` and points are on the grid).
fn trajectory_bytes(trajectory: &[Point]) -> Option<Vec<u8>> {
    let (&start, _) = trajectory.split_first()?;
    let mut bytes = Vec::with_capacity(trajectory.len() + 8);
    write_varint(&mut bytes, start.row as u32);
    write_varint(&mut bytes, start.col as u32);
    for n in 1..trajectory.len() {
        let (step, before) = (
            trajectory[n] - trajectory[n - 1],
            velocity(&trajectory[..n]),
        );
        let a =
            Acceleration::from_delta(Velocity::new(step.row - before.row, step.col - before.col))
                .expect("a legal trajectory changes its velocity by at most one per axis");
        bytes.push(a.code());
    }
    Some(bytes)
}

/// Reads the trajectory section's bytes back into points (legality is checked by the caller).
fn parse_trajectory(bytes: &[u8]) -> Result<Trajectory, LinkError> {
    let mut rest = bytes;
    let row = read_varint(&mut rest)?;
    let col = read_varint(&mut rest)?;
    let mut trajectory = vec![Point::new(row, col)];
    let mut speed = Velocity::default();
    for &code in rest {
        let a = Acceleration::from_code(code).ok_or(LinkError::MalformedTrajectory)?;
        speed = speed + a.delta();
        let last = trajectory[trajectory.len() - 1];
        let next = last + speed;
        // A point this far off is off every track; stop before the arithmetic can overflow.
        let bound = 4 * MAX_TRACK_SIDE as i32;
        if next.row.abs() > bound || next.col.abs() > bound {
            return Err(LinkError::MalformedTrajectory);
        }
        trajectory.push(next);
    }
    Ok(trajectory)
}

/// Unsigned LEB128.
fn write_varint(out: &mut Vec<u8>, mut value: u32) {
    loop {
        let byte = (value & 0x7f) as u8;
        value >>= 7;
        if value == 0 {
            out.push(byte);
            return;
        }
        out.push(byte | 0x80);
    }
}

/// Reads an unsigned LEB128 coordinate; anything beyond the largest grid is malformed.
fn read_varint(rest: &mut &[u8]) -> Result<i32, LinkError> {
    let mut value: u32 = 0;
    for shift in (0..35).step_by(7) {
        let (&byte, tail) = rest.split_first().ok_or(LinkError::MalformedTrajectory)?;
        *rest = tail;
        value |= u32::from(byte & 0x7f).checked_shl(shift).unwrap_or(0);
        if byte & 0x80 == 0 {
            return if (value as usize) < MAX_TRACK_SIDE {
                Ok(value as i32)
            } else {
                Err(LinkError::MalformedTrajectory)
            };
        }
    }
    Err(LinkError::MalformedTrajectory)
}
