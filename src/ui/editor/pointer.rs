//! The editor canvas's pointers. One pointer draws with the tool picked (or pans with the Pan
//! tool); a second finger on a touch screen makes the press a pinch that zooms and moves the view,
//! and what the first finger had painted is taken back. Nothing more is drawn until every finger
//! is lifted.

use racetrack::grid::Point;

use super::{Drag, Editing, Shape};
use crate::ui::board_input::Pinch;
use crate::ui::i18n::Words;
use crate::ui::msg::{Effect, PointerKind};

/// The pointers pressed on the canvas.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Fingers {
    /// Each pressed pointer's id and where it is (CSS px on the canvas).
    pressed: Vec<(i32, (f64, f64))>,
    /// The draft's undo steps when the first pointer went down: a pinch takes back what the
    /// press painted since.
    steps: usize,
    /// Two fingers' pinch; `Some` until every finger is up.
    pinch: Option<Pinch>,
}

/// Pointer `id`'s event on the editor canvas at (`x`, `y`).
#[inline(never)]
pub(crate) fn pointer(
    e: &mut Editing,
    words: &Words,
    kind: PointerKind,
    id: i32,
    (x, y): (f64, f64),
) -> Vec<Effect> {
    if let Some(effects) = two_fingers(e, kind, id, (x, y)) {
        return effects;
    }
    let p = e.camera.point_at(x, y);
    let on_grid = e.editor.grid().contains(p);
    e.hover = on_grid.then_some(p);
    match kind {
        PointerKind::Down => {
            e.note = None;
            // A press just off the grid still starts a stroke or a shape (clipped to the grid),
            // so a line can be drawn from edge to edge.
            e.drag = match e.shape {
                Shape::Pan => Some(Drag::Pan(x, y)),
                Shape::Pen => {
                    e.editor.begin_stroke();
                    e.editor.stroke_to(p, p, e.paint, e.brush);
                    Some(Drag::Stroke(p))
                }
                Shape::Line | Shape::Rect | Shape::Gate => {
                    let anchor = clamp_to(e, p);
                    Some(Drag::Shape { anchor, to: anchor })
                }
                Shape::Train => super::elements::rail_start(e, words, p),
                Shape::Fill if !on_grid => None,
                Shape::Fill => {
                    e.editor.fill(p, e.paint);
                    None
                }
            };
        }
        PointerKind::Move => match e.drag {
            Some(Drag::Stroke(last)) if p != last => {
                e.editor.stroke_to(last, p, e.paint, e.brush);
                e.drag = Some(Drag::Stroke(p));
            }
            Some(Drag::Shape { anchor, to }) if clamp_to(e, p) != to => {
                e.drag = Some(Drag::Shape {
                    anchor,
                    to: clamp_to(e, p),
                });
            }
            Some(Drag::Rail(last)) if p != last => {
                super::elements::rail_to(e, last, p);
            }
            Some(Drag::Pan(lx, ly)) => {
                e.camera.pan_by(x - lx, y - ly);
                e.framed = true;
                e.drag = Some(Drag::Pan(x, y));
                e.look += 1;
            }
            _ => {}
        },
        PointerKind::Up | PointerKind::Leave => {
            let to = clamp_to(e, p);
            match e.drag.take() {
                Some(Drag::Stroke(_)) => e.editor.end_stroke(),
                Some(Drag::Rail(_)) => super::elements::rail_end(e, words),
                Some(Drag::Shape { anchor, to: last }) => {
                    // Left the canvas without a release: the shape ends where it was.
                    let to = if kind == PointerKind::Up { to } else { last };
                    match e.shape {
                        Shape::Line => {
                            e.editor.line(anchor, to, e.paint, e.brush);
                        }
                        Shape::Gate => super::elements::gate(e, words, anchor, to),
                        _ => {
                            e.editor.rect(anchor, to, e.paint);
                        }
                    }
                }
                _ => {}
            }
            if kind == PointerKind::Leave {
                e.hover = None;
            }
        }
    }
    super::changed(e)
}

/// Keeps count of the pressed pointers, and handles the event when it is part of a pinch (a
/// second finger down, fingers moving, lifted): `None` when it is the one pointer's to draw with.
fn two_fingers(e: &mut Editing, kind: PointerKind, id: i32, at: (f64, f64)) -> Option<Vec<Effect>> {
    let f = &mut e.fingers;
    match kind {
        PointerKind::Down => {
            f.pressed.retain(|&(p, _)| p != id);
            if f.pressed.is_empty() {
                f.pinch = None;
                f.steps = e.editor.undo_steps();
            }
            f.pressed.push((id, at));
            let [(_, a), (_, b)] = f.pressed[..] else {
                // The first pointer draws; a third changes nothing.
                return (f.pressed.len() > 2).then(Vec::new);
            };
            f.pinch = Some(Pinch::new(a, b));
            // The first finger's press was the start of a pinch: what it painted goes back.
            let steps = f.steps;
            e.drag = None;
            e.rail.clear();
            e.editor.cancel_stroke();
            // A fill was a step of its own.
            while e.editor.undo_steps() > steps && e.editor.undo() {}
            e.hover = None;
            Some(super::changed(e))
        }
        PointerKind::Move => {
            let pinch = f.pinch.as_mut()?;
            if let Some(slot) = f.pressed.iter().position(|&(p, _)| p == id) {
                f.pressed[slot].1 = at;
            }
            if let [(_, a), (_, b), ..] = f.pressed[..] {
                let (factor, mid, (dx, dy)) = pinch.moved(a, b);
                if let Some(factor) = factor {
                    e.camera.zoom_at(factor, mid.0, mid.1);
                }
                e.camera.pan_by(dx, dy);
                e.framed = true;
                e.look += 1;
            }
            Some(Vec::new())
        }
        PointerKind::Up | PointerKind::Leave => {
            f.pressed.retain(|&(p, _)| p != id);
            f.pinch?;
            if f.pressed.is_empty() {
                // The last finger of a pinch lifted: the next press draws again.
                f.pinch = None;
            }
            Some(Vec::new())
        }
    }
}

/// A point pulled onto the grid (a shape released off the edge ends at the edge).
pub(super) fn clamp_to(e: &Editing, p: Point) -> Point {
    let (rows, cols) = (e.editor.rows() as i32, e.editor.cols() as i32);
    Point::new(p.row.clamp(0, rows - 1), p.col.clamp(0, cols - 1))
}
