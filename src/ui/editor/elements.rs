//! Placing moving elements in the editor: the gate tool turns the road points of a dragged
//! rectangle into a gate, the train tool turns the road points dragged along into a train's
//! rail; the side panel edits their lines (cycle, closed turns, length, speed, phase) and shows
//! them at any time of their cycle.

use racetrack::editor::{gate_line, line_points, train_line};
use racetrack::grid::Point;

use super::{Drag, Editing, EditorInput};
use crate::ui::i18n::Words;

/// A press with the train tool: a rail begins on a road point.
pub(crate) fn rail_start(e: &mut Editing, words: &Words, p: Point) -> Option<Drag> {
    e.rail.clear();
    if !e.editor.grid().get(p).is_some_and(|c| c.is_free()) {
        e.note = Some(words.get("editor-rail-on-road"));
        return None;
    }
    e.rail.push(p);
    Some(Drag::Rail(p))
}

/// The pointer moved from `last` to `p` while drawing a rail: every road point on the way not
/// already on the rail is added (each a king step from the one before, as a rail must be), up to
/// the first wall.
pub(crate) fn rail_to(e: &mut Editing, last: Point, p: Point) {
    for q in line_points(last, p).into_iter().skip(1) {
        if !e.editor.grid().get(q).is_some_and(|c| c.is_free()) {
            break;
        }
        let Some(&end) = e.rail.last() else {
            break;
        };
        let step = (q.row - end.row).abs().max((q.col - end.col).abs());
        if step == 1 && !e.rail.contains(&q) {
            e.rail.push(q);
        }
    }
    e.drag = Some(Drag::Rail(p));
}

/// The rail is drawn: a train on it, one undoable step.
pub(crate) fn rail_end(e: &mut Editing, words: &Words) {
    let rail = std::mem::take(&mut e.rail);
    if rail.len() < 2 {
        e.note = Some(words.get("editor-rail-too-short"));
        return;
    }
    let line = train_line(&rail);
    e.editor.add_element(&line);
    let looped = rail.len() >= 3 && neighbours(rail[0], rail[rail.len() - 1]);
    e.note = Some(words.with(
        "editor-train-added",
        &[
            ("points", rail.len().into()),
            ("loop", if looped { "yes" } else { "no" }.into()),
        ],
    ));
}

/// The gate tool released: the road points of the rectangle `a`-`b` become a gate.
pub(crate) fn gate(e: &mut Editing, words: &Words, a: Point, b: Point) {
    let (r0, r1) = (a.row.min(b.row), a.row.max(b.row));
    let (c0, c1) = (a.col.min(b.col), a.col.max(b.col));
    let cells: Vec<Point> = (r0..=r1)
        .flat_map(|r| (c0..=c1).map(move |c| Point::new(r, c)))
        .filter(|&p| e.editor.grid().get(p).is_some_and(|c| c.is_free()))
        .collect();
    if cells.is_empty() {
        e.note = Some(words.get("editor-gate-on-road"));
        return;
    }
    e.editor.add_element(&gate_line(&cells));
    e.note = Some(words.with("editor-gate-added", &[("points", cells.len().into())]));
}

/// The panel's element inputs.
pub(crate) fn input(e: &mut Editing, words: &Words, input: EditorInput) {
    match input {
        EditorInput::Elements(text) => {
            // Bounded like a track file: a huge paste is refused, not kept.
            if text.len() > racetrack::track::MAX_TRACK_BYTES {
                e.note = Some(words.get("editor-elements-too-long"));
                return;
            }
            e.editor.set_elements(&text);
        }
        EditorInput::RemoveElement(n) if !e.editor.remove_element(n) => {
            e.note = Some(words.with("editor-no-such-element", &[("number", (n + 1).into())]));
        }
        EditorInput::Time(t) => e.time = t,
        _ => {}
    }
}

/// Whether two distinct points are a king step apart.
fn neighbours(a: Point, b: Point) -> bool {
    a != b && (a.row - b.row).abs() <= 1 && (a.col - b.col).abs() <= 1
}
