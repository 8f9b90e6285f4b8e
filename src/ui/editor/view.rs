//! The editor's text and controls as plain data, and its share of each frame's work.

use racetrack::editor::Problem;
use racetrack::rules::Rules;

use super::check::Verdict;
use crate::ui::import::ImportView;
use crate::ui::model::Model;

/// What the editor's controls show.
#[derive(Clone, Debug, PartialEq)]
pub struct EditorView {
    /// The track's name.
    pub name: String,
    /// Grid rows.
    pub rows: usize,
    /// Grid columns.
    pub cols: usize,
    /// The paint picked (`road`, `wall`, `start`, `finish`, ..., `checkpoint-3`, `sand`).
    pub paint: &'static str,
    /// The "More" list's value: the paint when it is a checkpoint or a ground, else empty.
    pub more: &'static str,
    /// The shape picked (`pen`, `line`, `rect`, `fill`, `pan`).
    pub shape: &'static str,
    /// The brush size.
    pub brush: u32,
    /// Whether Undo can act.
    pub can_undo: bool,
    /// Whether Redo can act.
    pub can_redo: bool,
    /// The live check, in words.
    pub status: String,
    /// The optimum under strict rules, when the check found one.
    pub optimum: Option<usize>,
    /// What keeps the draft from being a track, when something does.
    pub error: Option<String>,
    /// Whether all that keeps the draft from being a track is a start or a finish still to paint
    /// (a fresh draft): a step to take, shown plainly, not as a fault.
    pub unfinished: bool,
    /// Whether the check is still running.
    pub checking: bool,
    /// The last remark (a tool's result, a failure).
    pub note: Option<String>,
    /// The last share link.
    pub share_link: Option<String>,
    /// "Copied", or why not.
    pub share_status: Option<String>,
    /// The imported image's pitch controls.
    pub import: Option<ImportView>,
    /// The decor's file name.
    pub decor: Option<String>,
    /// The decor switch's words (`Show NAME`).
    pub decor_words: Option<String>,
    /// Whether the decor shows.
    pub show_decor: bool,
    /// The zoom, in percent of the fitted size.
    pub zoom: u32,
    /// The point under the pointer, in words.
    pub hover: Option<String>,
    /// The moving elements' lines.
    pub elements: String,
    /// One summary per element line ("Gate: 6 points", "Train: rail of 7 points").
    pub element_items: Vec<String>,
    /// Each element's Remove button: its word and its label ("Remove element 2").
    pub element_remove: (String, Vec<String>),
    /// The canvas's label for assistive technology.
    pub canvas_label: String,
    /// The elements' common cycle (1 without elements or while a line does not read).
    pub cycle: u32,
    /// The time the canvas shows them at, below `cycle`.
    pub time: u32,
    /// Whether the time slider moves (there is a cycle to show).
    pub time_enabled: bool,
    /// The time slider's words.
    pub time_words: String,
    /// The zoom, as the zoom label says it (`150%`).
    pub zoom_words: String,
    /// The size, as the size label says it (`12 × 8`, columns first).
    pub size_words: String,
}

/// The editor's view, once it is open.
#[inline(never)]
pub fn view(model: &Model) -> Option<EditorView> {
    let e = model.editing.as_ref()?;
    let w = &model.app.words;
    let problems = e.check.problems();
    let error = (!problems.is_empty()).then(|| crate::ui::engine_words::problems(w, problems));
    let unfinished = !problems.is_empty()
        && problems
            .iter()
            .all(|p| matches!(p, Problem::NoStart | Problem::NoFinish));
    let verdict = e.check.verdict();
    let status = match (&error, verdict) {
        (Some(problems), _) => w.with("editor-not-a-track", &[("problems", problems.into())]),
        (None, Some(Verdict::Solvable(n))) => {
            let id = match e.rules {
                Rules::Strict => "editor-solvable",
                Rules::Soft => "editor-solvable-soft",
                Rules::Karopapier => "editor-solvable-karopapier",
            };
            w.with(id, &[("moves", n.into())])
        }
        (None, Some(Verdict::Unsolvable(Some(p)))) => w.with(
            "editor-unsolvable-closest",
            &[
                ("row", (i64::from(p.row) + 1).into()),
                ("col", (i64::from(p.col) + 1).into()),
            ],
        ),
        (None, Some(Verdict::Unsolvable(None))) => w.get("editor-unsolvable"),
        (None, Some(Verdict::TooLarge)) => w.get("editor-too-large"),
        (None, None) => w.get("editor-checking"),
    };
    let cycle = if e.editor.elements().is_empty() {
        1
    } else {
        e.editor
            .to_track()
            .map_or(1, |track| track.elements().cycle())
    };
    let zoom = (e.camera.zoom * 100.0).round() as u32;
    Some(EditorView {
        name: e.name.clone(),
        rows: e.editor.rows(),
        cols: e.editor.cols(),
        paint: super::paint_name(e.paint),
        more: match e.paint {
            racetrack::track::Cell::Checkpoint(_) | racetrack::track::Cell::Off(_) => {
                super::paint_name(e.paint)
            }
            _ => "",
        },
        shape: e.shape.name(),
        brush: e.brush,
        can_undo: e.editor.can_undo(),
        can_redo: e.editor.can_redo(),
        status,
        optimum: match verdict {
            Some(Verdict::Solvable(n)) => Some(n),
            _ => None,
        },
        error,
        unfinished,
        checking: e.check.is_running(),
        note: e.note.clone(),
        share_link: e.share.as_ref().map(|s| s.link.clone()),
        share_status: e.share.as_ref().and_then(|s| {
            s.copied.as_ref().map(|r| match r {
                Ok(()) => w.get("share-copied"),
                Err(e) => w.with("share-not-copied", &[("why", e.words(w).into())]),
            })
        }),
        import: e.import.as_ref().map(|i| i.view(w)),
        decor: e.decor.as_ref().map(|d| d.name.clone()),
        decor_words: e
            .decor
            .as_ref()
            .map(|d| w.with("editor-show-decor", &[("name", (&d.name).into())])),
        show_decor: e.show_decor,
        zoom,
        zoom_words: format!("{zoom}%"),
        size_words: format!("{} × {}", e.editor.cols(), e.editor.rows()),
        time_enabled: cycle > 1,
        time_words: if cycle > 1 {
            w.with(
                "editor-time",
                &[("turn", (e.time % cycle).into()), ("cycle", cycle.into())],
            )
        } else {
            w.get("editor-no-elements")
        },
        hover: e
            .hover
            .map(|p| crate::ui::text::point_words(w, p.row, p.col)),
        elements: e.editor.elements().to_owned(),
        element_items: e.editor.elements().lines().map(|l| summary(w, l)).collect(),
        element_remove: (
            w.get("editor-element-remove"),
            (1..=e.editor.elements().lines().count())
                .map(|n| w.with("editor-element-remove-label", &[("number", n.into())]))
                .collect(),
        ),
        canvas_label: w.with(
            "editor-canvas-label",
            &[
                ("name", (&e.name).into()),
                ("cols", e.editor.cols().into()),
                ("rows", e.editor.rows().into()),
            ],
        ),
        cycle,
        time: e.time % cycle,
    })
}

/// A short description of one element line: its kind and how many points it lists.
fn summary(w: &crate::ui::i18n::Words, line: &str) -> String {
    let points = line.split_whitespace().filter(|w| w.contains(',')).count();
    match line.split_whitespace().next() {
        Some("@gate") => w.with("editor-gate-line", &[("points", points.into())]),
        Some("@train") => w.with("editor-train-line", &[("points", points.into())]),
        _ => w.get("editor-not-element"),
    }
}

/// Runs the live check for about `budget` expansions; returns the work done.
#[inline(never)]
pub(crate) fn tick(e: &mut super::Editing, budget: u64) -> u64 {
    if !e.check.is_running() {
        return 0;
    }
    e.check.step(budget)
}
