//! What the canvas shows, as plain data: which cached layers to draw and the shapes on top. The
//! painter in `web` only draws it; every choice of what, where and in which role of colour is
//! made here.

use super::geometry::Geometry;
use racetrack::grid::Point;
use racetrack::rules::Blocked;
use racetrack::track::Track;
use racetrack::track::elements::Element;

/// Speeds from this one up share the last colour of the legend.
pub const TOP_SPEED: i32 = 10;

/// How many car colours the page has (`--car-1` to `--car-8`): one for each of a race's cars.
pub const CAR_COLOURS: usize = 8;

/// The page's colour slot, 1 to [`CAR_COLOURS`], of car `car` (0-based): `--car-N`.
pub fn car_colour(car: usize) -> usize {
    car % CAR_COLOURS + 1
}

/// A colour by role; the painter maps each role to the theme's colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Colour {
    /// Text and the car: the strongest contrast with the road.
    Ink,
    /// The legal options.
    Option,
    /// Segments a solver explored.
    Explore,
    /// A crash, a blocked move, the closest point of an unsolved search.
    Danger,
    /// The keyboard highlight.
    Focus,
    /// A speed, from 0 to [`TOP_SPEED`].
    Speed(u8),
    /// A car of a race, 0-based (car 1 is 0).
    Car(u8),
    /// The moving elements (gates and trains).
    Element,
}

impl Colour {
    /// The colour of a move or position at `speed`.
    pub fn speed(speed: i32) -> Colour {
        Colour::Speed(speed.clamp(0, TOP_SPEED) as u8)
    }
}

/// A length that follows the cell size: `per_cell` cells, kept between `min` and `max` CSS px.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Size {
    /// Cells.
    pub per_cell: f32,
    /// Smallest, in CSS pixels.
    pub min: f32,
    /// Largest, in CSS pixels.
    pub max: f32,
}

impl Size {
    /// `per_cell` cells between `min` and `max` CSS pixels.
    pub const fn new(per_cell: f32, min: f32, max: f32) -> Size {
        Size { per_cell, min, max }
    }

    /// In CSS pixels for cells of `cell` pixels.
    pub fn px(self, cell: f64) -> f64 {
        (cell * f64::from(self.per_cell)).clamp(f64::from(self.min), f64::from(self.max))
    }
}

/// A cached image of one pixel per grid point, drawn scaled under the shapes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layer {
    /// The track itself (road, walls, start and finish marks), in the theme's colours.
    Track,
    /// The distance-map tint.
    Distance,
    /// How often a solver reached each point.
    Heat,
}

/// A layer to draw, and the version of its pixels: the painter re-uploads a layer only when
/// its version changes.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LayerDraw {
    /// Which layer.
    pub layer: Layer,
    /// Changes whenever the layer's pixels do.
    pub version: u64,
    /// Opacity.
    pub alpha: f32,
}

/// One thing drawn on top of the layers, in grid coordinates.
#[derive(Clone, Debug, PartialEq)]
pub enum Shape {
    /// A ring on its way from one point to another, `t` of the way along (a gliding car).
    Glider {
        /// Where it left.
        from: Point,
        /// Where it lands.
        to: Point,
        /// How far along, 0 to 1.
        t: f32,
        /// Radius.
        radius: Size,
        /// Line width.
        width: Size,
        /// Colour.
        colour: Colour,
    },
    /// Many thin segments in one stroke.
    Segments {
        /// From and to of each segment.
        pairs: Vec<(Point, Point)>,
        /// Line width.
        width: Size,
        /// Colour role.
        colour: Colour,
        /// Opacity.
        alpha: f32,
    },
    /// One segment.
    Line {
        /// Start.
        from: Point,
        /// End.
        to: Point,
        /// Line width.
        width: Size,
        /// Colour role.
        colour: Colour,
        /// Opacity.
        alpha: f32,
    },
    /// A filled disc.
    Dot {
        /// Centre.
        at: Point,
        /// Radius.
        radius: Size,
        /// Colour role.
        colour: Colour,
        /// Opacity.
        alpha: f32,
    },
    /// A circle outline.
    Ring {
        /// Centre.
        at: Point,
        /// Radius.
        radius: Size,
        /// Line width.
        width: Size,
        /// Colour role.
        colour: Colour,
        /// Opacity.
        alpha: f32,
    },
    /// A plus sign (the main point).
    Cross {
        /// Centre.
        at: Point,
        /// Half the length of an arm.
        arm: Size,
        /// Colour role.
        colour: Colour,
    },
    /// A checkpoint's digit, written on its cell (under everything else the board shows).
    Checkpoint {
        /// The cell.
        at: Point,
        /// Its digit, 1 to 9.
        digit: u8,
        /// Whether the car has collected it (drawn faded).
        held: bool,
    },
    /// A blocked candidate: an X with a letter saying why.
    Blocked {
        /// The candidate.
        at: Point,
        /// Why it is not a legal move.
        why: Blocked,
        /// The letter drawn beside it ([`blocked_letter`]).
        letter: String,
    },
    /// Where a car crashed: a burst of spikes round the point it stopped on.
    Impact {
        /// The car's last point.
        at: Point,
    },
    /// The road goes on out of view: an arrow at the board's edge, on the way from `from`
    /// toward `toward` (see [`road_on_place`]).
    RoadOn {
        /// Where the road is followed from (the car).
        from: Point,
        /// The first point of the road ahead out of view.
        toward: Point,
    },
    /// A legal option from which no finish can be reached: the coach's warning.
    Doomed {
        /// The option.
        at: Point,
    },
    /// A square over one grid point: a moving element's cell.
    Cell {
        /// The point.
        at: Point,
        /// What the square says.
        mark: CellMark,
    },
    /// Night: the cells no light reaches, dark (drawn over the track, under the cars' marks),
    /// as runs along the rows: each the first cell and how many follow it in its row.
    Night {
        /// The dark runs.
        dark: Vec<(Point, i32)>,
    },
    /// Text centred on a point.
    Label {
        /// Centre.
        at: Point,
        /// The text.
        text: String,
        /// Font size.
        size: Size,
        /// Colour role.
        colour: Colour,
        /// How far above `at` its centre sits, in grid steps (0: on the point).
        lift: f32,
    },
}

/// What a square over a grid point means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellMark {
    /// An element occupies the point now: a solid block.
    Occupied,
    /// An element will occupy the point on the next turn: a dashed outline.
    Next,
    /// A gate's point while the gate is open: a faint outline.
    Gate,
    /// A point of a train's rail: a small square.
    Rail,
}

/// Everything the canvas shows.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Scene {
    /// The decor picture, drawn first, stretched over the grid.
    pub decor: Option<std::rc::Rc<super::decor::Decor>>,
    /// The layers, bottom first.
    pub layers: Vec<LayerDraw>,
    /// Whether to draw the grid lines (only when cells are large enough to see them).
    pub grid_lines: bool,
    /// The shapes, bottom first.
    pub shapes: Vec<Shape>,
}

/// The one-letter mark of a blocked candidate, explained in the crash box: the initial of its
/// reason in the reader's language.
pub fn blocked_letter(words: &super::i18n::Words, why: Blocked) -> String {
    words.get(match why {
        Blocked::OffTrack => "blocked-letter-off",
        Blocked::IntoWall => "blocked-letter-into-wall",
        Blocked::ThroughWall => "blocked-letter-through-wall",
        Blocked::ThroughPinch => "blocked-letter-pinch",
        Blocked::Element => "blocked-letter-element",
        Blocked::StandingStill => "blocked-letter-standing-still",
    })
}

/// Where a blocked mark's letter is drawn, in canvas pixels: its anchor and which side of the
/// mark it takes. Right of and below the cross, unless that side would leave the canvas: then
/// left of or above it, toward the board's middle, so a mark by the edge keeps its letter.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct LetterPlace {
    /// The letter's font size in pixels (no letter when the cells are too small to read it).
    pub size: f64,
    pub x: f64,
    pub y: f64,
    /// The letter starts at `x` (else it ends there).
    pub right: bool,
    /// The letter's top is at `y` (else its bottom is).
    pub below: bool,
}

/// The font size of a checkpoint's digit on cells `g.cell` pixels wide: none when the cells are
/// too small to read it.
pub fn checkpoint_digit_size(g: &Geometry) -> Option<f64> {
    checkpoint_digit_px(g.cell)
}

/// The font size of a checkpoint's digit on cells `cell` pixels wide (the board's and the
/// editor's): none when the cells are too small to read it.
pub fn checkpoint_digit_px(cell: f64) -> Option<f64> {
    (cell >= 10.0).then(|| (cell * 0.72).min(26.0))
}

/// The letter of the blocked mark at `at` on `g`, or `None` when the cells are too small.
pub fn blocked_letter_place(g: &Geometry, at: Point) -> Option<LetterPlace> {
    if g.cell < 14.0 {
        return None;
    }
    let (x, y) = (g.x(at), g.y(at));
    let a = BLOCKED_ARM * OPTION.px(g.cell);
    let size = (g.cell * 0.38).clamp(8.0, 14.0);
    let right = x + a * 0.6 + size <= g.width;
    let below = y + a * 0.4 + size <= g.height;
    Some(LetterPlace {
        size,
        x: if right { x + a * 0.6 } else { x - a * 0.6 },
        y: if below { y + a * 0.4 } else { y - a * 0.4 },
        right,
        below,
    })
}

/// Where the road-goes-on arrow is drawn: its tip's canvas position and the direction it
/// points in (radians, clockwise from the right, as the canvas turns).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ArrowPlace {
    pub x: f64,
    pub y: f64,
    pub angle: f64,
    /// The arrow's length in pixels.
    pub size: f64,
}

/// How far inside the canvas's edge the road-goes-on arrow's tip sits, in pixels.
pub const ARROW_INSET: f64 = 10.0;

/// The road-goes-on arrow on `g`: where the way from `from` (the canvas's middle when it is
/// out of view itself) to `toward` leaves the canvas, moved inside its edge; `None` when
/// `toward` is in view.
pub fn road_on_place(g: &Geometry, from: Point, toward: Point) -> Option<ArrowPlace> {
    let (w, h) = (g.width, g.height);
    let (tx, ty) = (g.x(toward), g.y(toward));
    let inside = |x: f64, y: f64| (0.0..=w).contains(&x) && (0.0..=h).contains(&y);
    if inside(tx, ty) || w <= 2.0 * ARROW_INSET || h <= 2.0 * ARROW_INSET {
        return None;
    }
    let (fx, fy) = match (g.x(from), g.y(from)) {
        (x, y) if inside(x, y) => (x, y),
        _ => (w / 2.0, h / 2.0),
    };
    let (dx, dy) = (tx - fx, ty - fy);
    // The share of the way at which it reaches the inset rectangle's side.
    let reach = |d: f64, at: f64, len: f64| {
        if d > 0.0 {
            (len - ARROW_INSET - at) / d
        } else if d < 0.0 {
            (ARROW_INSET - at) / d
        } else {
            f64::INFINITY
        }
    };
    let t = reach(dx, fx, w).min(reach(dy, fy, h)).clamp(0.0, 1.0);
    Some(ArrowPlace {
        x: (fx + dx * t).clamp(ARROW_INSET, w - ARROW_INSET),
        y: (fy + dy * t).clamp(ARROW_INSET, h - ARROW_INSET),
        angle: dy.atan2(dx),
        size: (g.cell * 0.8).clamp(14.0, 22.0),
    })
}

/// A blocked mark's arm, as a share of an option's radius.
pub const BLOCKED_ARM: f64 = 0.8;

// Sizes of the game's marks.
pub(crate) const TRAJECTORY: Size = Size::new(0.16, 1.5, 5.0);
pub(crate) const TRAJECTORY_BOLD: Size = Size::new(0.22, 1.5, 5.0);
pub(crate) const POSITION: Size = Size::new(0.17, 1.8, 6.0);
pub(crate) const CAR: Size = Size::new(0.28, 3.0, 9.0);
pub(crate) const CAR_LINE: Size = Size::new(0.08, 1.5, 3.0);
pub(crate) const OPTION: Size = Size::new(0.3, 3.0, 11.0);
pub(crate) const HIGHLIGHT: Size = Size::new(0.44, 4.5, 16.0);
pub(crate) const HOVER: Size = Size::new(0.36, 3.6, 13.0);
pub(crate) const THIN: Size = Size::new(0.0, 1.5, 1.5);
pub(crate) const THICK: Size = Size::new(0.0, 3.0, 3.0);
pub(crate) const EXPLORE: Size = Size::new(0.06, 0.6, 1.5);
pub(crate) const CLOSEST: Size = Size::new(0.5, 5.0, 14.0);
pub(crate) const NUMBER: Size = Size::new(0.42, 6.0, 20.0);

/// A trajectory as segments coloured by speed with a dot on every position.
pub(crate) fn trajectory(shapes: &mut Vec<Shape>, points: &[Point], bold: bool, alpha: f32) {
    let width = if bold { TRAJECTORY_BOLD } else { TRAJECTORY };
    for pair in points.windows(2) {
        shapes.push(Shape::Line {
            from: pair[0],
            to: pair[1],
            width,
            colour: Colour::speed((pair[1] - pair[0]).speed()),
            alpha,
        });
    }
    for (n, &p) in points.iter().enumerate() {
        let speed = racetrack::game::velocity(&points[..=n]).speed();
        shapes.push(Shape::Dot {
            at: p,
            radius: POSITION,
            colour: Colour::speed(speed),
            alpha,
        });
    }
}

/// The moving elements at time `t`: every rail and gate point faintly, the points occupied now
/// as blocks, and the points they will occupy at `t + 1` as dashed outlines (where the car's
/// next move may not go).
pub(crate) fn elements(shapes: &mut Vec<Shape>, track: &Track, t: u32) {
    let elements = track.elements();
    for element in elements.elements() {
        let mark = match element {
            Element::Gate(_) => CellMark::Gate,
            Element::Train(_) => CellMark::Rail,
        };
        shapes.extend(element.cells().iter().map(|&at| Shape::Cell { at, mark }));
    }
    shapes.extend(elements.occupied(t).map(|at| Shape::Cell {
        at,
        mark: CellMark::Occupied,
    }));
    shapes.extend(
        elements
            .occupied(t % elements.cycle() + 1)
            .map(|at| Shape::Cell {
                at,
                mark: CellMark::Next,
            }),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_car_of_a_full_race_has_a_colour_of_its_own() {
        let slots: std::collections::BTreeSet<usize> =
            (0..racetrack::race::MAX_CARS).map(car_colour).collect();
        assert_eq!(slots.len(), racetrack::race::MAX_CARS);
        assert!(slots.iter().all(|&s| (1..=CAR_COLOURS).contains(&s)));
    }

    /// The letter's box: (left, top, right, bottom), a letter being as wide as it is tall at
    /// most.
    fn letter_box(place: &LetterPlace) -> (f64, f64, f64, f64) {
        let (left, right) = if place.right {
            (place.x, place.x + place.size)
        } else {
            (place.x - place.size, place.x)
        };
        let (top, bottom) = if place.below {
            (place.y, place.y + place.size)
        } else {
            (place.y - place.size, place.y)
        };
        (left, top, right, bottom)
    }

    #[test]
    fn a_blocked_marks_letter_stays_on_the_canvas_by_every_edge() {
        // A 10 x 10 grid at 30 px a cell: marks in the corners, by the edges and in the middle.
        let g = Geometry::fit(10, 10, 300.0, 300.0, 1.0);
        assert_eq!(g.cell, 30.0);
        for (x, y) in [(0, 0), (9, 0), (0, 9), (9, 9), (5, 9), (9, 5), (5, 5)] {
            let place = blocked_letter_place(&g, Point::new(x, y)).expect("cells large enough");
            let (left, top, right, bottom) = letter_box(&place);
            assert!(
                left >= 0.0 && top >= 0.0 && right <= g.width && bottom <= g.height,
                "the letter of the mark at ({x}, {y}) leaves the canvas: {place:?}"
            );
        }
        // In the middle it keeps its usual side: right of and below the cross.
        let middle = blocked_letter_place(&g, Point::new(5, 5)).unwrap();
        assert!(middle.right && middle.below);
        // By the right edge it moves to the left of the cross (right of it, it would end
        // 0.7 px past the canvas).
        let corner = blocked_letter_place(&g, Point::new(9, 9)).unwrap();
        assert!(!corner.right, "{corner:?} on {g:?}");
        // Cells too small to read a letter: none.
        let tiny = Geometry::fit(100, 100, 300.0, 300.0, 1.0);
        assert_eq!(blocked_letter_place(&tiny, Point::new(5, 5)), None);
    }
}
