//! What a track is checked for before it is published, off the async workers: it parses and
//! fits (as any track the server takes), its finish is reached by A* within the publication
//! budget (the optimum kept), its picture is drawn; and a name, a description or a report's
//! reason as the collection takes them.

use racetrack::search::{Outcome, Progress, Search, Solver};
use racetrack::top_runs::TrackKey;
use racetrack_api::{ErrorCode, NewTrack};

use super::track_and_rules;
use crate::error::ApiError;

/// The long side of a track's picture, in pixels.
pub const IMAGE_SIDE: u32 = 512;

/// What a track checked for publication holds.
pub(crate) struct Checked {
    pub(crate) text: String,
    pub(crate) rules: racetrack::Rules,
    pub(crate) board: String,
    pub(crate) rows: i64,
    pub(crate) cols: i64,
    pub(crate) starts: i64,
    pub(crate) checkpoints: i64,
    pub(crate) optimum: i64,
    pub(crate) png: Vec<u8>,
}

/// Parses `body`'s track, finds its optimum within `budget` expansions and draws its picture.
pub(crate) fn check(body: &NewTrack, budget: u64) -> Result<Checked, ApiError> {
    let (track, rules, text) = track_and_rules(&body.track, &body.rules)?;
    let mut search = Search::new(&track, rules, Solver::AStar);
    while search.step(1 << 16, &mut ()) == Progress::Running {
        if search.stats().expanded >= budget {
            return Err(ApiError::unprocessable(
                ErrorCode::Unsolvable,
                format!(
                    "The solver found no way to the finish within {budget} configurations: \
                     the track is too open or too large to publish."
                ),
            ));
        }
    }
    let optimum = match search.outcome() {
        Some(Outcome::Solved(t)) => t.len() as i64 - 1,
        Some(Outcome::LimitReached { .. }) => {
            return Err(ApiError::unprocessable(
                ErrorCode::Unsolvable,
                "The track is too large for the solver to find its finish: it cannot be \
                 published.",
            ));
        }
        _ => {
            return Err(ApiError::unprocessable(
                ErrorCode::Unsolvable,
                format!("No car can reach the finish of this track under {rules} rules."),
            ));
        }
    };
    let png = racetrack::image::encode_png(&racetrack::image::thumbnail(&track, IMAGE_SIDE));
    Ok(Checked {
        board: TrackKey::of(&track, rules).to_string(),
        rows: track.rows() as i64,
        cols: track.cols() as i64,
        starts: track.starts().len() as i64,
        checkpoints: i64::from(track.checkpoints().count_ones()),
        optimum,
        png,
        text,
        rules,
    })
}

/// `raw` as a name or a description: trimmed, NFC, no hidden character, within `chars`
/// characters (a description may be empty and hold line breaks).
pub(crate) fn checked_text(
    raw: &str,
    chars: std::ops::RangeInclusive<usize>,
    lines: bool,
    code: ErrorCode,
    what: &str,
) -> Result<String, ApiError> {
    let refuse = |why: String| ApiError::unprocessable(code, format!("The {what}: {why}."));
    let text = if lines {
        let kept: Result<Vec<String>, _> = raw
            .trim()
            .lines()
            .map(|l| match crate::text::checked(l) {
                Ok(l) => Ok(l),
                Err(crate::text::TextError::Empty) => Ok(String::new()),
                Err(e) => Err(e),
            })
            .collect();
        kept.map_err(|e| refuse(e.to_string()))?.join("\n")
    } else if raw.trim().is_empty() {
        String::new()
    } else {
        crate::text::checked(raw).map_err(|e| refuse(e.to_string()))?
    };
    let n = text.chars().count();
    if !chars.contains(&n) {
        return Err(refuse(format!(
            "{n} characters; {} to {} are allowed",
            chars.start(),
            chars.end()
        )));
    }
    Ok(text)
}
