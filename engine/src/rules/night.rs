//! Night (Karopapier's night maps): a player sees only the cells their own car lights. A car at
//! rest lights the 5 x 5 square round it; a moving car its headlight: with `d` its velocity
//! scaled to length 5 and rounded (`round(v * 5 / |v|)`, |v| the Euclidean length), the 3 x 3
//! neighbourhood of each point `source + round(d * i / 5)` for i = 0 to 5 (rounding half away
//! from zero, as the site's PHP does). A car not placed yet sees round every start point, where
//! it is placed.
//!
//! Online, a night game's server sends each player the track [`mask`]ed to what their car
//! lights; the page reads it back with [`read_masked`].

use super::Velocity;
use crate::grid::{Grid, Point};
use crate::track::{Cell, MAX_TRACK_BYTES, ParseTrackError, Track, check_size, grid_lines};

/// The character a masked track ([`mask`]) writes for a cell its reader does not see.
pub const UNSEEN: char = '?';

/// The cells lit for the car whose trajectory (since its last crash) is `trajectory`, in reading
/// order, each once, all on the track's grid.
///
/// ```
/// use racetrack::{Point, Track, rules::night::lit};
/// let track: Track = ".........\n.........\n>.......*\n.........\n.........".parse().unwrap();
/// // At rest on the start: the 5 x 5 square round it, cut by the grid's edge.
/// assert_eq!(lit(&track, &[Point::new(2, 0)]).len(), 15);
/// // Moving right at speed 1: the headlight reaches 5 cells ahead.
/// let ahead = lit(&track, &[Point::new(2, 0), Point::new(2, 1)]);
/// assert!(ahead.contains(&Point::new(2, 7)) && !ahead.contains(&Point::new(2, 8)));
/// ```
pub fn lit(track: &Track, trajectory: &[Point]) -> Vec<Point> {
    let mut on = vec![false; track.cells().len()];
    let mut light = |centre: Point, reach: i32| {
        for dr in -reach..=reach {
            for dc in -reach..=reach {
                if let Some(i) = track.index(Point::new(centre.row + dr, centre.col + dc)) {
                    on[i] = true;
                }
            }
        }
    };
    match trajectory {
        [] => track.starts().into_iter().for_each(|s| light(s, 2)),
        [.., here] => {
            let v = crate::game::velocity(trajectory);
            if v == Velocity::default() {
                light(*here, 2);
            } else {
                let length = f64::from(v.row).hypot(f64::from(v.col));
                let d = (
                    (f64::from(v.row) * 5.0 / length).round(),
                    (f64::from(v.col) * 5.0 / length).round(),
                );
                for i in 0..=5 {
                    let step = f64::from(i) / 5.0;
                    let centre = Point::new(
                        here.row + (d.0 * step).round() as i32,
                        here.col + (d.1 * step).round() as i32,
                    );
                    light(centre, 1);
                }
            }
        }
    }
    on.iter()
        .enumerate()
        .filter(|&(_, &l)| l)
        .map(|(i, _)| track.point(i))
        .collect()
}

/// `track`'s grid as a player sees it at night: each cell of `lit` as the track file writes it,
/// every other cell [`UNSEEN`], one line per row. The moving elements' lines are left out (they
/// would tell of cells in the dark).
///
/// ```
/// use racetrack::{Point, Track, rules::night::{lit, mask}};
/// let track: Track = "#......\n>.....*".parse().unwrap();
/// // Before the start the car sees round the start points only: not the finish.
/// assert_eq!(mask(&track, &lit(&track, &[])), "#..????\n>..????\n");
/// ```
pub fn mask(track: &Track, lit: &[Point]) -> String {
    let mut seen = vec![false; track.cells().len()];
    for &p in lit {
        if let Some(i) = track.index(p) {
            seen[i] = true;
        }
    }
    let mut text = String::with_capacity(track.cells().len() + track.rows());
    for (i, cell) in track.cells().iter().enumerate() {
        text.push(if seen[i] { cell.symbol() } else { UNSEEN });
        if (i + 1) % track.cols() == 0 {
            text.push('\n');
        }
    }
    text
}

/// A masked grid ([`mask`]) read back: the track as far as it is seen, each unseen cell an
/// obstacle (so it may hold no start or finish point), and whether each cell (row-major, as
/// [`Track::index`]) is seen. Short lines are padded with unseen cells.
///
/// ```
/// use racetrack::{Cell, Point, rules::night::read_masked};
/// let (track, seen) = read_masked("?.>\n??").unwrap();
/// assert_eq!(track.cell(Point::new(0, 0)), Cell::Obstacle);
/// assert_eq!(seen, [false, true, true, false, false, false]);
/// assert!(read_masked("?x").is_err());
/// ```
pub fn read_masked(text: &str) -> Result<(Track, Vec<bool>), ParseTrackError> {
    if text.len() > MAX_TRACK_BYTES {
        return Err(ParseTrackError::TooLong);
    }
    let lines = grid_lines(text);
    let cols = lines.iter().map(|l| l.chars().count()).max().unwrap_or(0);
    if lines.is_empty() || cols == 0 {
        return Err(ParseTrackError::Empty);
    }
    check_size(lines.len(), cols)?;
    let mut cells = Vec::with_capacity(lines.len() * cols);
    let mut seen = Vec::with_capacity(lines.len() * cols);
    for (i, line) in lines.iter().enumerate() {
        let mut width = 0;
        for (j, ch) in line.chars().enumerate() {
            let cell = match ch {
                UNSEEN => None,
                _ => Some(
                    Cell::from_symbol(ch).ok_or(ParseTrackError::UnknownCharacter {
                        line: i + 1,
                        column: j + 1,
                        character: ch,
                    })?,
                ),
            };
            cells.push(cell.unwrap_or(Cell::Obstacle));
            seen.push(cell.is_some());
            width += 1;
        }
        for _ in width..cols {
            cells.push(Cell::Obstacle);
            seen.push(false);
        }
    }
    let grid = Grid::from_vec(lines.len(), cols, cells).ok_or(ParseTrackError::Empty)?;
    Ok((Track::from_grid_seen(grid)?, seen))
}
