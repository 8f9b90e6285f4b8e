//! Share links: a track, its rules and optionally a trajectory packed into a URL fragment; and
//! challenge links, a won game with the track's name and the player's, for others to race.
//!
//! # Format
//!
//! ```text
//! #v1.<rules>.<track>[.<trajectory>]
//! #v2.<rules>.<track>.<trajectory>.<track-name>.<player>
//! #v3.<rules>.<track>.<trajectory>.<track-name>
//! ```
//!
//! - `v1`, `v2` or `v3` is the format version; [`decode`] reads all three, [`encode`] writes v1,
//!   [`encode_challenge`] v2 and [`encode_named`] v3 (a share link that keeps the track's name).
//! - `<rules>` is `strict`, `soft` or `karopapier` ([`Rules::name`]).
//! - `<track>` is the track file text (as written by `Track`'s `Display`: one line per row,
//!   `.#>*~:^`, each line ending in `\n`, then the moving elements' `@gate` and `@train` lines if
//!   it has any: [`crate::track::elements`]), compressed with raw DEFLATE (RFC 1951, no zlib header),
//!   then encoded as unpadded base64url (RFC 4648 §5, alphabet `A-Z a-z 0-9 - _`).
//! - `<trajectory>` is, before the same DEFLATE + base64url step: the start point's row then
//!   column as unsigned LEB128 varints, followed by one byte per move, the acceleration
//!   `(dr, dc)` (each in `-1..=1`) coded as `3 * (dr + 1) + (dc + 1)`, so `0` is up-left, `4`
//!   keeps the velocity and `8` is down-right ([`crate::rules::Acceleration::code`]). Optional in
//!   v1 (omitted when empty); in v2 it is required and must be a won game: at least one move,
//!   the last and only the last on a finish point. In v3 the field is always there, empty when
//!   the link carries no game.
//! - `<track-name>` (v2 and v3) and `<player>` (v2 only) are UTF-8 text as unpadded base64url, with no
//!   compression: not blank, at most [`MAX_TRACK_NAME_CHARS`] and [`MAX_PLAYER_CHARS`] characters
//!   (Unicode scalar values), and no control character (Unicode Cc), line or paragraph separator
//!   (U+2028, U+2029) or bidirectional formatting character (U+061C, U+200E, U+200F,
//!   U+202A–U+202E, U+2066–U+2069). They are plain text, to be shown as text, never as markup.
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
//! assert_eq!((&shared.track, shared.rules), (&track, Rules::Strict));
//! assert_eq!(shared.trajectory, trajectory);
//! assert_eq!(shared.challenge, None);
//!
//! let fragment =
//!     link::encode_challenge(&track, Rules::Strict, &trajectory, "Sprint", "Zoë").unwrap();
//! assert!(fragment.starts_with("v2.strict.") && fragment.ends_with(".U3ByaW50.Wm_Dqw"));
//! let challenge = link::decode(&fragment).unwrap().challenge.unwrap();
//! assert_eq!((challenge.track_name.as_str(), challenge.player.as_str()), ("Sprint", "Zoë"));
//! ```

use std::fmt;

use thiserror::Error;

use crate::game::Trajectory;
use crate::grid::Point;
use crate::rules::Rules;
use crate::track::{ParseTrackError, Track};

mod codec;
mod v1;
mod v2;
mod v3;

/// The version tag of plain share links, written by [`encode`].
pub const VERSION: &str = "v1";

/// The version tag of challenge links, written by [`encode_challenge`].
pub const CHALLENGE_VERSION: &str = "v2";

/// The version tag of named share links, written by [`encode_named`].
pub const NAMED_VERSION: &str = "v3";

/// Longest fragment accepted by [`decode`], in characters (browsers cap URLs near 2 MB).
pub const MAX_FRAGMENT_LEN: usize = 1_000_000;

/// Largest inflated track text: the largest track file ([`crate::track::MAX_TRACK_BYTES`], the
/// grid and its element lines).
pub const MAX_INFLATED_TRACK: usize = crate::track::MAX_TRACK_BYTES;

/// Largest inflated trajectory: two varints of at most 5 bytes and a million moves.
pub const MAX_INFLATED_TRAJECTORY: usize = 10 + 1_000_000;

/// Longest track name in a challenge link, in characters (Unicode scalar values).
pub const MAX_TRACK_NAME_CHARS: usize = 60;

/// Longest player name in a challenge link, in characters (Unicode scalar values).
pub const MAX_PLAYER_CHARS: usize = 24;

/// Which encoded section of a link an error is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    /// The `<track>` section.
    Track,
    /// The `<trajectory>` section.
    Trajectory,
    /// The `<track-name>` section of a challenge link.
    TrackName,
    /// The `<player>` section of a challenge link.
    Player,
    /// A packed text other than a track, such as a race record ([`pack_text`]).
    Text,
}

impl fmt::Display for Section {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Section::Track => "track",
            Section::Trajectory => "trajectory",
            Section::TrackName => "track name",
            Section::Player => "player name",
            Section::Text => "text",
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
    /// The fragment does not have the shape of either version.
    #[error(
        "this is not a Racetrack link (expected #v1.<rules>.<track>[.<trajectory>], \
         #v2.<rules>.<track>.<trajectory>.<track-name>.<player> or \
         #v3.<rules>.<track>.<trajectory>.<track-name>)"
    )]
    Malformed,
    /// A version this code does not read.
    #[error(
        "unsupported link version {0:?} (this page reads {VERSION}, {CHALLENGE_VERSION} and \
         {NAMED_VERSION})"
    )]
    UnsupportedVersion(String),
    /// A challenge link cut short: the first section it lacks.
    #[error("the challenge link is cut short: its {0} section is missing")]
    Truncated(Section),
    /// Rules other than `strict`, `soft` or `karopapier`.
    #[error("unknown rules {0:?} in the link (expected strict, soft or karopapier)")]
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
    /// A challenge's trajectory does not end on a finish point (or is empty).
    #[error(
        "a challenge must be a finished run, and this trajectory does not end on a finish point"
    )]
    NotFinished,
    /// A challenge's trajectory reaches a finish point before its last move.
    #[error(
        "a challenge must stop at the finish, and this trajectory reaches it after {moves} moves \
         then goes on"
    )]
    FinishedEarly {
        /// The move that first reaches a finish point.
        moves: usize,
    },
    /// A name section is not UTF-8.
    #[error("the {0} in the link is not UTF-8 text")]
    NotUtf8(Section),
    /// A name is empty or only white space.
    #[error("the {0} in the link is empty")]
    EmptyName(Section),
    /// A name has more characters than its limit.
    #[error("the {section} in the link is longer than {max} characters")]
    NameTooLong {
        /// [`Section::TrackName`] or [`Section::Player`].
        section: Section,
        /// Its limit in characters.
        max: usize,
    },
    /// A name holds a control, line-breaking or bidirectional formatting character.
    #[error(
        "the {section} in the link contains a control character (U+{code:04X}, character \
         {position})",
        code = u32::from(*character)
    )]
    ForbiddenCharacter {
        /// [`Section::TrackName`] or [`Section::Player`].
        section: Section,
        /// The first such character.
        character: char,
        /// Its position in the name, counting characters from 1.
        position: usize,
    },
}

/// What a link carries.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shared {
    /// The track.
    pub track: Track,
    /// The rules to play it under.
    pub rules: Rules,
    /// The moves played so far (empty when the link carries none); for a challenge, the won game
    /// to race against, whose number of moves is `trajectory.len() - 1`.
    pub trajectory: Trajectory,
    /// The names a challenge link (v2) carries; `None` for a v1 or v3 link.
    pub challenge: Option<Challenge>,
    /// The track's name a v2 or v3 link carries (plain text); `None` for a v1 link.
    pub name: Option<String>,
}

/// The names of a challenge: "Beat {player}'s 23 moves on {track_name}". Plain text, never markup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Challenge {
    /// The track's name: not blank, at most [`MAX_TRACK_NAME_CHARS`] characters.
    pub track_name: String,
    /// Who set the time: not blank, at most [`MAX_PLAYER_CHARS`] characters.
    pub player: String,
}

/// Encodes a track, its rules and a trajectory (may be empty) as a v1 link fragment, without the
/// leading `#`. Fails with [`LinkError::IllegalTrajectory`] when the trajectory is not a legal
/// game on `track`, so every link this writes reads back.
pub fn encode(track: &Track, rules: Rules, trajectory: &[Point]) -> Result<String, LinkError> {
    v1::write(track, rules, trajectory)
}

/// Encodes a won game and the names of its track and player as a v2 challenge link fragment,
/// without the leading `#`. Makes every check [`decode`] makes, with the same errors:
/// [`LinkError::IllegalTrajectory`], [`LinkError::NotFinished`], [`LinkError::FinishedEarly`],
/// then [`LinkError::EmptyName`], [`LinkError::NameTooLong`] or
/// [`LinkError::ForbiddenCharacter`] for the track name, then for the player.
pub fn encode_challenge(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
    track_name: &str,
    player: &str,
) -> Result<String, LinkError> {
    let challenge = Challenge {
        track_name: track_name.to_owned(),
        player: player.to_owned(),
    };
    v2::write(track, rules, trajectory, &challenge)
}

/// Encodes a track, its rules, a trajectory (may be empty) and the track's name as a v3 link
/// fragment, without the leading `#`: the link opens under that name. Fails as [`encode`] does,
/// then with [`LinkError::EmptyName`], [`LinkError::NameTooLong`] or
/// [`LinkError::ForbiddenCharacter`] for the name.
///
/// ```
/// use racetrack::{Rules, Track, link};
/// let track: Track = ">..*\n".parse().unwrap();
/// let fragment = link::encode_named(&track, Rules::Strict, &[], "Tess bend").unwrap();
/// assert!(fragment.starts_with("v3.strict.") && fragment.ends_with("..VGVzcyBiZW5k"));
/// let shared = link::decode(&fragment).unwrap();
/// assert_eq!((shared.name.as_deref(), shared.challenge), (Some("Tess bend"), None));
/// ```
pub fn encode_named(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
    name: &str,
) -> Result<String, LinkError> {
    v3::write(track, rules, trajectory, name)
}

/// A share link that keeps the track's name when it can: [`encode_named`] with `name` cut to
/// [`MAX_TRACK_NAME_CHARS`] characters, else (a blank name, a control character in it) [`encode`].
pub fn encode_with_name(
    track: &Track,
    rules: Rules,
    trajectory: &[Point],
    name: &str,
) -> Result<String, LinkError> {
    let name: String = name.trim().chars().take(MAX_TRACK_NAME_CHARS).collect();
    match encode_named(track, rules, trajectory, &name) {
        Err(
            LinkError::EmptyName(_)
            | LinkError::NameTooLong { .. }
            | LinkError::ForbiddenCharacter { .. },
        ) => encode(track, rules, trajectory),
        done => done,
    }
}

/// Decodes a v1, v2 or v3 link fragment (with or without its leading `#`), checking every part: the
/// track must parse, the trajectory must be a legal game on it, and for v2 a won one, with
/// Any text packed for a URL fragment as a link's track is: raw DEFLATE, then unpadded base64url
/// (a race record in a replay link).
///
/// ```
/// let packed = racetrack::link::pack_text("{\"a\": 1}");
/// assert_eq!(racetrack::link::unpack_text(&packed, 100).unwrap(), "{\"a\": 1}");
/// assert!(racetrack::link::unpack_text(&packed, 3).is_err());
/// ```
pub fn pack_text(text: &str) -> String {
    codec::pack(text.as_bytes())
}

/// The text of [`pack_text`], refused when it inflates past `max` bytes or is not UTF-8.
pub fn unpack_text(packed: &str, max: usize) -> Result<String, LinkError> {
    if packed.len() > MAX_FRAGMENT_LEN {
        return Err(LinkError::TooLong { len: packed.len() });
    }
    let bytes = codec::unpack(packed, Section::Text, max)?;
    String::from_utf8(bytes).map_err(|_| LinkError::Inflate(Section::Text))
}

/// valid names.
pub fn decode(fragment: &str) -> Result<Shared, LinkError> {
    let fragment = fragment.strip_prefix('#').unwrap_or(fragment);
    if fragment.len() > MAX_FRAGMENT_LEN {
        return Err(LinkError::TooLong {
            len: fragment.len(),
        });
    }
    let parts: Vec<&str> = fragment.split('.').collect();
    match parts[0] {
        VERSION => v1::read(&parts[1..]),
        CHALLENGE_VERSION => v2::read(&parts[1..]),
        NAMED_VERSION => v3::read(&parts[1..]),
        version => {
            let numbered = version
                .strip_prefix('v')
                .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
            Err(if numbered {
                LinkError::UnsupportedVersion(version.to_owned())
            } else {
                LinkError::Malformed
            })
        }
    }
}
