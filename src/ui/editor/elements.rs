//! Placing moving elements in the editor: the gate tool turns the road points of a dragged
//! rectangle into a gate, the train tool turns the road points dragged along into a train's
//! rail; the side panel edits their lines (cycle, closed turns, length, speed, phase) and shows
//! them at any time of their cycle.

use racetrack::editor::{gate_line, line_points, train_line};
use racetrack::grid::Point;

use super::{Drag, Editing, EditorInput};

/// A press with the train tool: a rail begins on a road point.
pub(crate) fn rail_start(e: &mut Editing, p: Point) -> Option<Drag> {
    e.rail.clear();
    if !e.editor.grid().get(p).is_some_and(|c| c.is_free()) {
        e.note = Some("A rail runs on the road: press on a road point and drag along it.".into());
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
pub(crate) fn rail_end(e: &mut Editing) {
    let rail = std::mem::take(&mut e.rail);
    if rail.len() < 2 {
        e.note = Some("A rail needs two road points at least: drag along the road.".into());
        return;
    }
    let line = train_line(&rail);
    e.editor.add_element(&line);
    e.note = Some(format!(
        "Train added on a rail of {} points ({}). Change its length, speed or phase in its line.",
        rail.len(),
        if rail.len() >= 3 && neighbours(rail[0], rail[rail.len() - 1]) {
            "a loop"
        } else {
            "it shuttles from end to end"
        }
    ));
}

/// The gate tool released: the road points of the rectangle `a`-`b` become a gate.
pub(crate) fn gate(e: &mut Editing, a: Point, b: Point) {
    let (r0, r1) = (a.row.min(b.row), a.row.max(b.row));
    let (c0, c1) = (a.col.min(b.col), a.col.max(b.col));
    let cells: Vec<Point> = (r0..=r1)
        .flat_map(|r| (c0..=c1).map(move |c| Point::new(r, c)))
        .filter(|&p| e.editor.grid().get(p).is_some_and(|c| c.is_free()))
        .collect();
    if cells.is_empty() {
        e.note = Some("A gate stands on the road: drag over road points.".into());
        return;
    }
    e.editor.add_element(&gate_line(&cells));
    e.note = Some(format!(
        "Gate added on {} ({}): change its cycle and closed turns in its line.",
        if cells.len() == 1 {
            "1 point".to_owned()
        } else {
            format!("{} points", cells.len())
        },
        "closed at turns 0 to 4 of every 10"
    ));
}

/// The panel's element inputs.
pub(crate) fn input(e: &mut Editing, input: EditorInput) {
    match input {
        EditorInput::Elements(text) => {
            // Bounded like a track file: a huge paste is refused, not kept.
            if text.len() > racetrack::track::MAX_TRACK_BYTES {
                e.note = Some("Those element lines are far too long.".into());
                return;
            }
            e.editor.set_elements(&text);
        }
        EditorInput::RemoveElement(n) if !e.editor.remove_element(n) => {
            e.note = Some(format!("There is no element {}.", n + 1));
        }
        EditorInput::Time(t) => e.time = t,
        _ => {}
    }
}

/// Whether two distinct points are a king step apart.
fn neighbours(a: Point, b: Point) -> bool {
    a != b && (a.row - b.row).abs() <= 1 && (a.col - b.col).abs() <= 1
}
