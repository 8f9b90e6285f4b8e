//! The editor screen (`#/edit`): a track being drawn with tools (road, wall, start, finish;
//! pen, line, rectangle, fill; pan), undo and redo, rows and columns added or removed on every
//! side, a live check of the draft in the background, a test drive, save, share, and a draft
//! kept in browser storage so a reload loses nothing. The drawing itself is the engine's
//! [`racetrack::editor::Editor`]; this module holds what the screen adds around it.

pub mod camera;
mod check;
mod draft;
mod elements;
mod input;
mod kept_decor;
mod pointer;
pub mod scene;
mod view;

use std::rc::Rc;

use racetrack::editor::Editor;
use racetrack::grid::{Grid, Point};
use racetrack::rules::Rules;
use racetrack::track::{Cell, Ground};

use super::decor::Decor;
use super::import::Import;
use camera::Camera;
pub(crate) use check::Check;
pub(crate) use draft::ensure;
pub use draft::{DRAFT_ASIDE_KEY, DRAFT_KEY};
pub use input::EditorInput;
pub(crate) use input::{changed, copied, input, key};
pub(crate) use kept_decor::keep as keep_decor;
pub use kept_decor::{DRAFT_DECOR_KEY, MAX_KEPT_PIXELS};
pub(crate) use pointer::pointer;
pub(crate) use view::tick;
pub use view::{EditorView, view};

/// The size of a new track when none is given.
pub const NEW_SIZE: (usize, usize) = (20, 40);

/// What a press on the canvas does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Shape {
    /// Paints under the pointer as it moves.
    Pen,
    /// A straight line from press to release.
    Line,
    /// A filled rectangle from press to release.
    Rect,
    /// Flood-fills the region pressed.
    Fill,
    /// Moves the view.
    Pan,
    /// Drags a rectangle: its road points become a gate ([`racetrack::track::elements`]).
    Gate,
    /// Drags along the road: the points passed become a train's rail.
    Train,
}

impl Shape {
    /// The tool's name, as `data-tool` gives it.
    pub fn name(self) -> &'static str {
        match self {
            Shape::Pen => "pen",
            Shape::Line => "line",
            Shape::Rect => "rect",
            Shape::Fill => "fill",
            Shape::Pan => "pan",
            Shape::Gate => "gate",
            Shape::Train => "train",
        }
    }
}

/// The name of a paint, as `data-tool` gives it.
pub fn paint_name(cell: Cell) -> &'static str {
    match cell {
        Cell::Obstacle => "wall",
        Cell::Road => "road",
        Cell::Start => "start",
        Cell::Finish => "finish",
        Cell::Ice => "ice",
        Cell::Dirt => "dirt",
        Cell::Ramp => "ramp",
        Cell::Checkpoint(n) => CHECKPOINT_NAMES[usize::from(n.clamp(1, 9)) - 1],
        Cell::Off(ground) => ground.name(),
    }
}

/// The paint names of the checkpoints 1 to 9.
const CHECKPOINT_NAMES: [&str; 9] = [
    "checkpoint-1",
    "checkpoint-2",
    "checkpoint-3",
    "checkpoint-4",
    "checkpoint-5",
    "checkpoint-6",
    "checkpoint-7",
    "checkpoint-8",
    "checkpoint-9",
];

/// Everything the tools can paint: the buttons' cells, then the "More" list's checkpoints 1 to 9
/// and Karopapier's grounds.
pub const PAINTS: [Cell; 25] = [
    Cell::Road,
    Cell::Obstacle,
    Cell::Start,
    Cell::Finish,
    Cell::Ice,
    Cell::Dirt,
    Cell::Ramp,
    Cell::Checkpoint(1),
    Cell::Checkpoint(2),
    Cell::Checkpoint(3),
    Cell::Checkpoint(4),
    Cell::Checkpoint(5),
    Cell::Checkpoint(6),
    Cell::Checkpoint(7),
    Cell::Checkpoint(8),
    Cell::Checkpoint(9),
    Cell::Off(Ground::ParcFerme),
    Cell::Off(Ground::Sand),
    Cell::Off(Ground::Mud),
    Cell::Off(Ground::Gold),
    Cell::Off(Ground::Lava),
    Cell::Off(Ground::Snow),
    Cell::Off(Ground::Tar),
    Cell::Off(Ground::Mountain),
    Cell::Off(Ground::Water),
];

/// The paint of a `data-tool` name.
pub fn paint_of(name: &str) -> Option<Cell> {
    PAINTS.into_iter().find(|&c| paint_name(c) == name)
}

/// A press being dragged.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) enum Drag {
    /// A pen stroke, at its last point.
    Stroke(Point),
    /// A line or rectangle from `anchor` to `to`.
    Shape { anchor: Point, to: Point },
    /// Panning, from the last pointer position.
    Pan(f64, f64),
    /// A rail being drawn (its points so far are [`Editing::rail`]), at its last point.
    Rail(Point),
}

/// The draft's share link, and whether copying it worked once asked.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SharedLink {
    /// The link.
    pub link: String,
    /// The copy's outcome, once the shell answered.
    pub copied: Option<Result<(), crate::ui::msg::CopyRefusal>>,
}

/// The editor screen's state.
#[derive(Debug)]
pub struct Editing {
    /// The drawing, with its history.
    pub editor: Editor,
    /// The track's name (the file name when saved).
    pub name: String,
    /// The rules it is checked, driven and shared under: those of the game it was copied from
    /// (a Karopapier map stays under Karopapier's), strict for a track drawn here.
    pub(crate) rules: Rules,
    /// What the tools paint.
    pub paint: Cell,
    /// What a press does.
    pub shape: Shape,
    /// The brush's side, 1 to [`racetrack::editor::MAX_BRUSH`].
    pub brush: u32,
    /// Where the grid sits on the canvas.
    pub camera: Camera,
    pub(crate) drag: Option<Drag>,
    /// The point under the pointer.
    pub hover: Option<Point>,
    pub(crate) check: Check,
    /// The version last written to browser storage.
    pub(crate) stored: Option<u64>,
    /// The version last opened for a test drive.
    pub(crate) driven: Option<u64>,
    /// A picture under the grid.
    pub decor: Option<Rc<Decor>>,
    /// The id of the decor last written to browser storage (`Some(None)`: none).
    pub(crate) kept_decor: Option<Option<u64>>,
    /// Whether the decor is shown.
    pub show_decor: bool,
    /// The image the grid was converted from, while its pitch can still be changed.
    pub import: Option<Import>,
    /// The last share link and what became of copying it.
    pub share: Option<SharedLink>,
    /// A remark for the status line, dropped at the next action.
    pub note: Option<String>,
    /// Bumped when the canvas layout or decor changes (the grid has its own version).
    pub(crate) look: u64,
    /// The rail being drawn with the train tool.
    pub rail: Vec<Point>,
    /// The time at which the canvas shows the moving elements.
    pub time: u32,
    /// The Publish form, while it is open.
    pub publish: Option<crate::ui::collection::publish::PublishForm>,
    /// Whether the player zoomed or moved the view since this track came in; until then a
    /// touch screen's view is zoomed for a finger (the whole track fitted on a phone gives
    /// cells too small to hit).
    pub(crate) framed: bool,
    /// The pointers pressed on the canvas (two make a pinch).
    pub(crate) fingers: pointer::Fingers,
}

/// The editor draws its own grid, not a board; its live check runs in the background
/// ([`Editing::needs_tick`]) whatever the screen.
impl crate::ui::screen::ScreenState for Editing {}

impl Editing {
    /// A decor imported for the draft: shown at once, with `note` saying what became of it.
    pub(crate) fn take_decor(&mut self, decor: Rc<Decor>, note: String) {
        self.note = Some(note);
        self.decor = Some(decor);
        self.show_decor = true;
        self.look += 1;
    }

    /// The screen around `editor`, with the road pen picked.
    pub fn new(editor: Editor, name: &str) -> Editing {
        let camera = Camera::fit(editor.rows(), editor.cols(), 800.0, 600.0, 1.0);
        Editing {
            editor,
            name: name.to_owned(),
            rules: Rules::Strict,
            paint: Cell::Road,
            shape: Shape::Pen,
            brush: 2,
            camera,
            drag: None,
            hover: None,
            check: Check::default(),
            stored: None,
            driven: None,
            decor: None,
            kept_decor: None,
            show_decor: true,
            import: None,
            share: None,
            note: None,
            look: 0,
            rail: Vec::new(),
            time: 0,
            publish: None,
            framed: false,
            fingers: pointer::Fingers::default(),
        }
    }

    /// The whole of a new track in view, zoomed again for a finger on a touch screen at the
    /// next [`Editing::relayout`]: after the grid was replaced by another track.
    pub(crate) fn reframe(&mut self) {
        self.camera.reset();
        self.framed = false;
    }

    /// Fits the camera to the canvas space and the grid's size, keeping the zoom. On a touch
    /// screen (`touch`) a track whose fitted cells would be smaller than a finger opens zoomed
    /// in to [`camera::TOUCH_MIN_CELL`] around its first start point (or at its top left corner), on a canvas as tall as the
    /// window allows, until the player zooms or moves the view.
    pub(crate) fn relayout(&mut self, viewport: (f64, f64, f64), touch: bool) {
        let (w, h, ratio) = viewport;
        // The canvas is no taller than the track needs (with a margin to pan into).
        let (rows, cols) = (self.editor.rows() as f64, self.editor.cols() as f64);
        let fitted = (w / cols).min(camera::FIT_MAX_CELL);
        let cell = if touch {
            fitted.max(camera::TOUCH_MIN_CELL)
        } else {
            fitted
        };
        let h = h.min(rows * cell + 24.0).max(240.0);
        self.camera = self
            .camera
            .resized(self.editor.rows(), self.editor.cols(), w, h, ratio);
        if touch && !self.framed {
            let start = self
                .editor
                .grid()
                .iter_points()
                .find(|(_, c)| **c == Cell::Start)
                .map(|(p, _)| p);
            self.camera.finger_sized(start);
        }
        self.look += 1;
    }

    /// Puts a copy of the track `title` (its `grid`, `elements` and `decor`) in the editor as one
    /// undoable step, under the `rules` it was played by, and says so (or why it cannot be
    /// edited).
    pub(crate) fn edit_copy(
        &mut self,
        words: &crate::ui::i18n::Words,
        (title, rules): (&str, Rules),
        grid: Grid<Cell>,
        elements: &str,
        decor: Option<std::rc::Rc<crate::ui::decor::Decor>>,
    ) {
        match self.editor.replace_with(grid, elements) {
            Ok(()) => {
                self.name = title.to_owned();
                self.rules = rules;
                self.decor = decor;
                self.import = None;
                self.reframe();
                self.note = Some(words.with("editor-copy-of", &[("title", title.into())]));
            }
            Err(err) => {
                let why = crate::ui::engine_words::edit_error(words, &err);
                let args = [("title", title.into()), ("why", why.into())];
                self.note = Some(words.with("editor-cannot-edit", &args));
            }
        }
    }

    /// The draft as a track to test-drive, its title and its decor (`None` while the draft is
    /// not a track); the editor notes which version was driven.
    pub(crate) fn test_drive(
        &mut self,
        words: &crate::ui::i18n::Words,
    ) -> Option<(
        racetrack::track::Track,
        String,
        Option<std::rc::Rc<crate::ui::decor::Decor>>,
    )> {
        let track = self.editor.to_track().ok()?;
        self.driven = Some(self.editor.version());
        Some((
            track,
            words.with("editor-test-drive-title", &[("name", (&self.name).into())]),
            self.decor.clone(),
        ))
    }

    /// Whether the editor needs the clock: its check of the draft is running.
    pub(crate) fn needs_tick(&self) -> bool {
        self.check.is_running()
    }
}
