//! The engine's typed answers about a track, in the reader's words: why a track text, a picture
//! or a link does not read, what keeps a draft from being a track, what an editing step refused,
//! what Tidy up did.
//! The engine's own `Display` stays English for the command line; the page words each case from
//! its catalog, never from that text.

use racetrack::editor::{Axis, EditError, Problem, Tidy};
use racetrack::image::ImageError;
use racetrack::link::{self, LinkError, Section};
use racetrack::track::elements::{ElementError, Expected, MAX_CYCLE};
use racetrack::track::{MAX_TRACK_BYTES, MAX_TRACK_POINTS, MAX_TRACK_SIDE, ParseTrackError};

use super::i18n::{Arg, Words};

/// Why a track text does not read.
pub(crate) fn parse_error(w: &Words, e: &ParseTrackError) -> String {
    match e {
        ParseTrackError::Empty => w.get("track-empty"),
        ParseTrackError::TooLong => w.with("track-too-long", &[("max", MAX_TRACK_BYTES.into())]),
        ParseTrackError::NotText { offset } => {
            w.with("track-not-text", &[("offset", (*offset).into())])
        }
        ParseTrackError::UnknownCharacter {
            line,
            column,
            character,
        } => w.with(
            "track-unknown-character",
            &[
                ("line", (*line).into()),
                ("column", (*column).into()),
                ("character", character.to_string().into()),
            ],
        ),
        ParseTrackError::SideTooLong { rows, cols } => w.with(
            "track-side-too-long",
            &[
                ("rows", (*rows).into()),
                ("cols", (*cols).into()),
                ("max", MAX_TRACK_SIDE.into()),
            ],
        ),
        ParseTrackError::TooManyPoints { rows, cols } => w.with(
            "track-too-many-points",
            &[
                ("rows", (*rows).into()),
                ("cols", (*cols).into()),
                ("points", rows.saturating_mul(*cols).into()),
                ("max", MAX_TRACK_POINTS.into()),
            ],
        ),
        ParseTrackError::NoStart => w.get("track-no-start"),
        ParseTrackError::NoFinish => w.get("track-no-finish"),
        ParseTrackError::Elements(e) => element_error(w, e),
    }
}

/// Why a moving element's line does not read, its line counted as the engine counts it.
pub(crate) fn element_error(w: &Words, e: &ElementError) -> String {
    let at = |line: &usize| ("line", Arg::from(*line));
    let point = |p: &racetrack::Point| Arg::from(p.to_string());
    match e {
        ElementError::NotAnElement { line } => w.with("element-not-element", &[at(line)]),
        ElementError::UnknownElement { line, word } => {
            w.with("element-unknown", &[at(line), ("word", word.into())])
        }
        ElementError::Syntax {
            line,
            expected,
            found,
        } => {
            let expected = ("expected", expected_words(w, *expected).into());
            match found.is_empty() {
                true => w.with("element-syntax-end", &[at(line), expected]),
                false => w.with(
                    "element-syntax",
                    &[at(line), expected, ("found", found.into())],
                ),
            }
        }
        ElementError::NoCells { line } => w.with("element-no-cells", &[at(line)]),
        ElementError::OffGrid { line, point: p } => {
            w.with("element-off-grid", &[at(line), ("point", point(p))])
        }
        ElementError::OnObstacle { line, point: p } => {
            w.with("element-on-obstacle", &[at(line), ("point", point(p))])
        }
        ElementError::DuplicateCell { line, point: p } => {
            w.with("element-duplicate-cell", &[at(line), ("point", point(p))])
        }
        ElementError::ZeroCycle { line } => w.with("element-zero-cycle", &[at(line)]),
        ElementError::ZeroLength { line } => w.with("element-zero-length", &[at(line)]),
        ElementError::ZeroSpeed { line } => w.with("element-zero-speed", &[at(line)]),
        ElementError::RangeOutsideCycle {
            line,
            start,
            end,
            cycle,
        } => w.with(
            "element-range-outside-cycle",
            &[
                at(line),
                ("start", (*start).into()),
                ("end", (*end).into()),
                ("last", cycle.saturating_sub(1).into()),
            ],
        ),
        ElementError::NotNeighbours { line, from, to } => w.with(
            "element-not-neighbours",
            &[at(line), ("from", point(from)), ("to", point(to))],
        ),
        ElementError::LengthOverRail { line, length, rail } => w.with(
            "element-length-over-rail",
            &[
                at(line),
                ("length", (*length).into()),
                ("rail", (*rail).into()),
            ],
        ),
        ElementError::SpeedOverLength {
            line,
            speed,
            length,
        } => w.with(
            "element-speed-over-length",
            &[
                at(line),
                ("speed", (*speed).into()),
                ("length", (*length).into()),
            ],
        ),
        ElementError::PhaseOutOfRange {
            line,
            phase,
            period,
        } => w.with(
            "element-phase-out-of-range",
            &[
                at(line),
                ("phase", (*phase).into()),
                ("period", (*period).into()),
            ],
        ),
        ElementError::CycleTooLong { line, cycle } => w.with(
            "element-cycle-too-long",
            &[
                at(line),
                ("cycle", (*cycle as f64).into()),
                ("max", (MAX_CYCLE as f64).into()),
            ],
        ),
    }
}

/// What an element line should have held.
fn expected_words(w: &Words, expected: Expected) -> String {
    match expected {
        // The grammar's own words, as they are written in the line.
        Expected::Keyword(word) => w.with("expected-keyword", &[("word", word.into())]),
        Expected::Cell => w.get("expected-cell"),
        Expected::EndOfLine => w.get("expected-end"),
        Expected::ClosedRange => w.get("expected-closed-range"),
        Expected::Cycle => w.get("expected-cycle"),
        Expected::Length => w.get("expected-length"),
        Expected::Speed => w.get("expected-speed"),
        Expected::Phase => w.get("expected-phase"),
        Expected::PhaseOrEnd => w.get("expected-phase-or-end"),
    }
}

/// The editor's problems said one after the other.
pub(crate) fn problems(w: &Words, problems: &[Problem]) -> String {
    problems
        .iter()
        .map(|p| problem(w, p))
        .collect::<Vec<_>>()
        .join(" ")
}

/// What keeps a draft from being a track, and its remedy.
pub(crate) fn problem(w: &Words, p: &Problem) -> String {
    match p {
        Problem::NoStart => w.get("editor-problem-no-start"),
        Problem::NoFinish => w.get("editor-problem-no-finish"),
        Problem::Elements(e) => w.with(
            "editor-problem-elements",
            &[("why", element_error(w, e).into())],
        ),
    }
}

/// Why an editing step (a resize, a new grid, a text opened) was refused.
pub(crate) fn edit_error(w: &Words, e: &EditError) -> String {
    let lines = |axis: &Axis, n: usize| {
        let id = match axis {
            Axis::Rows => "editor-rows-count",
            Axis::Cols => "editor-cols-count",
        };
        w.with(id, &[("n", n.into())])
    };
    match e {
        EditError::Empty { rows, cols } => w.with(
            "edit-empty",
            &[("rows", (*rows).into()), ("cols", (*cols).into())],
        ),
        EditError::TooLarge { rows, cols } => w.with(
            "edit-too-large",
            &[
                ("rows", (*rows as f64).into()),
                ("cols", (*cols as f64).into()),
                ("side", MAX_TRACK_SIDE.into()),
                ("points", MAX_TRACK_POINTS.into()),
            ],
        ),
        EditError::OutOfRange { axis, at, n, len } => w.with(
            "edit-out-of-range",
            &[
                ("lines", lines(axis, *n).into()),
                ("at", (*at).into()),
                ("grid", lines(axis, *len).into()),
            ],
        ),
        EditError::RemovesEvery { axis, len } => {
            w.with("edit-removes-every", &[("lines", lines(axis, *len).into())])
        }
        EditError::Parse(e) => parse_error(w, e),
    }
}

/// What Tidy up did: the rows and columns cropped, the unusable points walled off.
pub(crate) fn tidy(w: &Words, t: &Tidy) -> String {
    if t.is_nothing() {
        return w.get("editor-tidy-nothing");
    }
    w.with(
        "editor-tidy-done",
        &[
            ("rows", t.rows_removed.into()),
            ("cols", t.cols_removed.into()),
            ("points", t.cells_cleared.into()),
        ],
    )
}

/// "NAME: WHY", as the language sets a colon.
pub(crate) fn named(w: &Words, name: &str, why: &str) -> String {
    w.with("named-why", &[("name", name.into()), ("why", why.into())])
}

/// Why a picture does not read or make a track.
pub(crate) fn image_error(w: &Words, e: &ImageError) -> String {
    let size =
        |width: &u32, height: &u32| [("width", Arg::from(*width)), ("height", Arg::from(*height))];
    match e {
        ImageError::NotPng => w.get("image-not-png"),
        ImageError::TooBig { size, max } => w.with(
            "image-too-big",
            &[("size", (*size).into()), ("max", (*max).into())],
        ),
        // The decoder's own words follow, as it gives them.
        ImageError::Corrupt(why) => w.with("image-corrupt", &[("why", why.into())]),
        ImageError::TooManyPixels { width, height, max } => {
            let [wd, ht] = size(width, height);
            w.with(
                "image-too-many-pixels",
                &[wd, ht, ("side", (max.isqrt() as f64).into())],
            )
        }
        ImageError::BufferSize { width, height, len } => {
            let [wd, ht] = size(width, height);
            w.with("image-buffer-size", &[wd, ht, ("len", (*len).into())])
        }
        ImageError::ZeroCell => w.get("image-zero-cell"),
        ImageError::CellTooLarge {
            cell,
            width,
            height,
        } => {
            let [wd, ht] = size(width, height);
            w.with("image-cell-too-large", &[("cell", (*cell).into()), wd, ht])
        }
        ImageError::Track(e) => w.with("image-not-a-track", &[("why", parse_error(w, e).into())]),
    }
}

/// Why a share link does not read.
pub(crate) fn link_error(w: &Words, e: &LinkError) -> String {
    let part = |section: &Section| ("section", Arg::from(section_words(w, *section)));
    match e {
        LinkError::TooLong { len } => w.with(
            "link-too-long",
            &[
                ("len", (*len).into()),
                ("max", link::MAX_FRAGMENT_LEN.into()),
            ],
        ),
        LinkError::Malformed => w.get("link-malformed"),
        LinkError::UnsupportedVersion(version) => {
            w.with("link-unsupported-version", &[("version", version.into())])
        }
        LinkError::Truncated(section) => w.with("link-truncated", &[part(section)]),
        LinkError::UnknownRules(rules) => w.with("link-unknown-rules", &[("rules", rules.into())]),
        LinkError::Base64(section) => w.with("link-base64", &[part(section)]),
        LinkError::Inflate(section) => w.with("link-inflate", &[part(section)]),
        LinkError::TooLarge { section, max } => {
            w.with("link-too-large", &[part(section), ("max", (*max).into())])
        }
        LinkError::Track(e) => w.with("link-track", &[("why", parse_error(w, e).into())]),
        LinkError::MalformedTrajectory => w.get("link-malformed-trajectory"),
        LinkError::IllegalTrajectory(rules) => w.with(
            "link-illegal-trajectory",
            &[("rules", super::play_text::rules_words(w, *rules).into())],
        ),
        LinkError::NotFinished => w.get("link-not-finished"),
        LinkError::FinishedEarly { moves } => {
            w.with("link-finished-early", &[("moves", (*moves).into())])
        }
        LinkError::NotUtf8(section) => w.with("link-not-utf8", &[part(section)]),
        LinkError::EmptyName(section) => w.with("link-empty-name", &[part(section)]),
        LinkError::NameTooLong { section, max } => w.with(
            "link-name-too-long",
            &[part(section), ("max", (*max).into())],
        ),
        LinkError::ForbiddenCharacter {
            section,
            character,
            position,
        } => w.with(
            "link-forbidden-character",
            &[
                part(section),
                ("code", format!("U+{:04X}", u32::from(*character)).into()),
                ("position", (*position).into()),
            ],
        ),
    }
}

/// A section of a link, named.
fn section_words(w: &Words, section: Section) -> String {
    w.get(match section {
        Section::Track => "link-section-track",
        Section::Trajectory => "link-section-trajectory",
        Section::TrackName => "link-section-track-name",
        Section::Player => "link-section-player",
        Section::Text => "link-section-text",
    })
}

/// Why a stored or fetched JSON text does not read: what is wrong and where, never the parser's
/// English.
pub(crate) fn json_error(w: &Words, e: &serde_json::Error) -> String {
    use serde_json::error::Category;
    let at = [("line", e.line().into()), ("column", e.column().into())];
    match e.classify() {
        Category::Syntax => w.with("json-syntax", &at),
        Category::Data => w.with("json-data", &at),
        Category::Eof => w.get("json-eof"),
        Category::Io => w.get("json-io"),
    }
}
