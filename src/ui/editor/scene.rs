//! What the editor canvas shows, as plain data: the grid (its pixels are the painter's, cached
//! by version), the decor under it, the shape being drawn, the brush under the pointer, and the
//! closest point of an unsolvable draft.

use std::rc::Rc;

use racetrack::grid::Grid;
use racetrack::grid::Point;
use racetrack::track::Cell;

use super::camera::Camera;
use super::check::Verdict;
use super::{Drag, Shape};
use crate::ui::decor::{Decor, TRACK_OVER_DECOR};
use crate::ui::model::Model;

/// Cells at least this large get grid lines.
pub const GRID_LINES_FROM: f64 = 7.0;

/// The editor canvas's content.
#[derive(Clone, Debug, PartialEq)]
pub struct EditorScene {
    /// The grid's version: the painter re-draws its pixels only when it changes.
    pub version: u64,
    /// The layout.
    pub camera: Camera,
    /// The decor to draw under the grid.
    pub decor: Option<Rc<Decor>>,
    /// How opaque the grid is (less over a decor).
    pub grid_alpha: f32,
    /// Whether to draw grid lines.
    pub grid_lines: bool,
    /// Points a line or rectangle being drawn will paint, and with what.
    pub preview: Vec<Point>,
    /// The paint of the preview and the brush.
    pub paint: Cell,
    /// The brush's square under the pointer: its top-left point and side.
    pub brush: Option<(Point, u32)>,
    /// The closest point of an unsolvable draft.
    pub closest: Option<Point>,
    /// The moving elements at the time chosen, a gate or rail being placed.
    pub elements: Vec<crate::ui::scene::Shape>,
    /// The checkpoints' cells and digits, written on them as on the board (none while the cells
    /// are too small to read them).
    pub checkpoints: Vec<(Point, u8)>,
}

/// The scene of the editor, if it is open.
pub fn scene(model: &Model) -> Option<EditorScene> {
    let e = model.editing.as_ref()?;
    let grid: &Grid<Cell> = e.editor.grid();
    let preview = match e.drag {
        Some(Drag::Shape { anchor, to }) if e.shape == Shape::Line => {
            let mut points = Vec::new();
            for p in racetrack::editor::line_points(anchor, to) {
                points.extend(racetrack::editor::brush_points(p, e.brush));
            }
            points.retain(|&p| grid.contains(p));
            points.sort_unstable();
            points.dedup();
            points
        }
        Some(Drag::Shape { .. }) if e.shape == Shape::Gate => Vec::new(),
        Some(Drag::Shape { anchor, to }) => {
            let (r0, r1) = (anchor.row.min(to.row), anchor.row.max(to.row));
            let (c0, c1) = (anchor.col.min(to.col), anchor.col.max(to.col));
            (r0..=r1)
                .flat_map(|r| (c0..=c1).map(move |c| Point::new(r, c)))
                .filter(|&p| grid.contains(p))
                .collect()
        }
        _ => Vec::new(),
    };
    let decor = e.decor.clone().filter(|_| e.show_decor);
    let brush = match e.shape {
        Shape::Pen | Shape::Line if e.drag.is_none() || e.shape == Shape::Pen => e.hover.map(|p| {
            let top_left = racetrack::editor::brush_points(p, e.brush)
                .min_by_key(|q| (q.row, q.col))
                .unwrap_or(p);
            (top_left, e.brush)
        }),
        Shape::Rect | Shape::Fill | Shape::Gate | Shape::Train => e.hover.map(|p| (p, 1)),
        _ => None,
    };
    Some(EditorScene {
        version: e.editor.version() ^ (model.app.device.theme << 48),
        camera: e.camera,
        grid_alpha: if decor.is_some() {
            TRACK_OVER_DECOR
        } else {
            1.0
        },
        decor,
        grid_lines: e.camera.cell() >= GRID_LINES_FROM,
        preview,
        paint: e.paint,
        brush,
        closest: match e.check.verdict() {
            Some(Verdict::Unsolvable(p)) => p,
            _ => None,
        },
        elements: element_shapes(e),
        checkpoints: if crate::ui::scene::checkpoint_digit_px(e.camera.cell()).is_some() {
            grid.iter_points()
                .filter_map(|(at, cell)| Some((at, cell.checkpoint()?)))
                .collect()
        } else {
            Vec::new()
        },
    })
}

/// The draft's moving elements at the time chosen (when the draft reads as a track), then the
/// gate being dragged (its road points) or the rail being drawn.
fn element_shapes(e: &super::Editing) -> Vec<crate::ui::scene::Shape> {
    use crate::ui::scene::{self, CellMark, Shape as Mark};
    let mut shapes = Vec::new();
    if !e.editor.elements().is_empty()
        && let Ok(track) = e.editor.to_track()
    {
        scene::elements(&mut shapes, &track, e.time % track.elements().cycle());
    }
    let grid = e.editor.grid();
    let free = |p: Point| grid.get(p).is_some_and(|c| c.is_free());
    match e.drag {
        Some(Drag::Shape { anchor, to }) if e.shape == Shape::Gate => {
            let (r0, r1) = (anchor.row.min(to.row), anchor.row.max(to.row));
            let (c0, c1) = (anchor.col.min(to.col), anchor.col.max(to.col));
            let cells = (r0..=r1).flat_map(|r| (c0..=c1).map(move |c| Point::new(r, c)));
            shapes.extend(cells.filter(|&p| free(p)).map(|at| Mark::Cell {
                at,
                mark: CellMark::Occupied,
            }));
        }
        Some(Drag::Rail(_)) => shapes.extend(e.rail.iter().map(|&at| Mark::Cell {
            at,
            mark: CellMark::Next,
        })),
        _ => {}
    }
    shapes
}
