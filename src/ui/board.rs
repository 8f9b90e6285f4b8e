//! A board: a track on the canvas with everything derived from it for drawing (the distance map
//! under the rules in force and its pixels, the layers' versions, the decor) and the camera
//! that shows it. The solo game (and the editor's test drive, which is a solo game on the
//! draft), the replay viewer and the online room each own one; the page paints the board of the
//! screen showing ([`super::model::Model::board`]).

use std::rc::Rc;

use racetrack::distance::{DistanceMap, UNREACHABLE};
use racetrack::grid::Point;
use racetrack::rules::Rules;
use racetrack::track::Track;

use super::app::App;
use super::camera::Camera;
use super::coaching::Coaching;
use super::decor::Decor;
use super::scene::{self, Colour, Layer, LayerDraw, Scene, Shape};

/// A track on the canvas.
#[derive(Clone, Debug)]
pub struct Board {
    track: Track,
    rules: Rules,
    /// The distance map under the rules in force.
    pub distance: DistanceMap,
    /// The distance layer's RGBA pixels.
    pub distance_pixels: Vec<u8>,
    /// Bumped when the distance pixels change.
    pub distance_version: u64,
    /// Identifies the track for the painter's cached layer.
    pub track_version: u64,
    /// The picture under the grid, when the track has one.
    pub decor: Option<Rc<Decor>>,
    /// The part of the track shown and its layout.
    pub camera: Camera,
    /// The option under the pointer.
    pub hover: Option<Point>,
    /// The checkpoints' cells and digits, written on the board.
    pub checkpoints: Vec<(Point, u8)>,
}

/// The checkpoints' cells and digits.
fn checkpoints(track: &Track) -> Vec<(Point, u8)> {
    track
        .cells()
        .iter()
        .enumerate()
        .filter_map(|(i, c)| Some((track.point(i), c.checkpoint()?)))
        .collect()
}

impl Board {
    /// A board for `track` under `rules`, its layers at `version` (a number no earlier board of
    /// the page had: `App::next_generation`), laid out in `device`'s viewport, its steps a
    /// finger's when the camera's buttons sit under the board (a touch screen, a narrow window).
    pub fn new(track: Track, rules: Rules, version: u64, device: &super::app::Device) -> Board {
        let (viewport, buttons_under) = (device.viewport, device.buttons_under());
        let distance = DistanceMap::for_rules(&track, rules);
        let mut camera = Camera::default();
        camera.layout(track.rows(), track.cols(), viewport, buttons_under);
        Board {
            checkpoints: checkpoints(&track),
            distance_pixels: distance_pixels(&track, &distance),
            distance,
            distance_version: version,
            track_version: version,
            decor: None,
            camera,
            hover: None,
            track,
            rules,
        }
    }

    /// The track.
    pub fn track(&self) -> &Track {
        &self.track
    }

    /// The rules the distance map is under.
    pub fn rules(&self) -> Rules {
        self.rules
    }

    /// Puts another grid of the same size on the board (a night game's cells lit anew), its
    /// layers at `version`; the camera stays where it is.
    pub fn set_track(&mut self, track: Track, version: u64) {
        self.distance = DistanceMap::for_rules(&track, self.rules);
        self.distance_pixels = distance_pixels(&track, &self.distance);
        self.distance_version = version;
        self.track_version = version;
        self.checkpoints = checkpoints(&track);
        self.track = track;
    }

    /// Puts the board under other rules: a new distance map, its layer at `version`.
    pub fn set_rules(&mut self, rules: Rules, version: u64) {
        self.rules = rules;
        self.distance = DistanceMap::for_rules(&self.track, rules);
        self.distance_pixels = distance_pixels(&self.track, &self.distance);
        self.distance_version = version;
    }

    /// Lays the board out in `device`'s space, filling the screen or not, its buttons under it or
    /// over its corner.
    pub fn layout(&mut self, device: &super::app::Device) {
        let (rows, cols) = (self.track.rows(), self.track.cols());
        self.camera
            .layout(rows, cols, device.viewport, device.buttons_under());
        self.camera.set_full_screen(device.full_screen);
    }

    /// The start of every screen's canvas on this board: the decor (when shown), the track
    /// and, when switched on, the distance tint; grid lines when the steps are wide enough.
    pub fn scene(&self, app: &App) -> Scene {
        let over_decor = self.decor.is_some() && app.device.show_decor;
        let mut layers = vec![LayerDraw {
            layer: Layer::Track,
            version: (self.track_version << 20) + app.device.theme,
            alpha: if over_decor {
                super::decor::TRACK_OVER_DECOR
            } else {
                1.0
            },
        }];
        if app.device.show_distance {
            layers.push(LayerDraw {
                layer: Layer::Distance,
                version: self.distance_version,
                alpha: 1.0,
            });
        }
        Scene {
            decor: self.decor.clone().filter(|_| app.device.show_decor),
            layers,
            grid_lines: self.camera.geometry().cell >= 7.0,
            shapes: self
                .checkpoints
                .iter()
                .map(|&(at, digit)| Shape::Checkpoint {
                    at,
                    digit,
                    held: false,
                })
                .collect(),
        }
    }
}

/// The distance layer's pixels: green near the finish to violet far away, red where the finish
/// cannot be reached, clear on walls.
fn distance_pixels(track: &Track, map: &DistanceMap) -> Vec<u8> {
    let far = map
        .as_slice()
        .iter()
        .filter(|&&d| d != UNREACHABLE)
        .max()
        .copied()
        .unwrap_or(1)
        .max(1) as f64;
    let lerp = |a: u8, b: u8, t: f64| (f64::from(a) + (f64::from(b) - f64::from(a)) * t) as u8;
    let mut pixels = Vec::with_capacity(track.cells().len() * 4);
    for (&d, cell) in map.as_slice().iter().zip(track.cells()) {
        let rgba = match (d, cell.is_free()) {
            (_, false) => [0, 0, 0, 0],
            (UNREACHABLE, true) => [230, 70, 70, 150],
            (d, true) => {
                let t = f64::from(d) / far;
                [lerp(40, 110, t), lerp(200, 90, t), lerp(120, 240, t), 170]
            }
        };
        pixels.extend_from_slice(&rgba);
    }
    pixels
}

/// The options a car may choose from on `board`: a disc and a ring each, the coach's slash on
/// the doomed ones (given `coaching` when the coach is on), the main point's cross, the
/// keyboard highlight and the option under the pointer.
pub(crate) fn option_shapes(
    board: &Board,
    coaching: Option<&Coaching>,
    trajectory: &[Point],
    options: &[Point],
    main: Option<Point>,
    highlight: Option<Point>,
    shapes: &mut Vec<Shape>,
) {
    for &option in options {
        shapes.push(Shape::Dot {
            at: option,
            radius: scene::OPTION,
            colour: Colour::Option,
            alpha: 0.3,
        });
        shapes.push(Shape::Ring {
            at: option,
            radius: scene::OPTION,
            width: scene::THIN,
            colour: Colour::Option,
            alpha: 1.0,
        });
    }
    if let Some(coaching) = coaching {
        for at in coaching.doomed(trajectory, options) {
            shapes.push(Shape::Doomed { at });
        }
    }
    if let Some(main) = main {
        shapes.push(Shape::Cross {
            at: main,
            arm: scene::Size::new(0.18, 2.0, 7.0),
            colour: Colour::Ink,
        });
    }
    if let Some(h) = highlight {
        shapes.push(Shape::Ring {
            at: h,
            radius: scene::HIGHLIGHT,
            width: scene::THICK,
            colour: Colour::Focus,
            alpha: 1.0,
        });
    }
    if let Some(h) = board.hover.filter(|h| options.contains(h)) {
        shapes.push(Shape::Ring {
            at: h,
            radius: scene::HOVER,
            width: scene::Size::new(0.0, 2.0, 2.0),
            colour: Colour::Option,
            alpha: 1.0,
        });
    }
}
