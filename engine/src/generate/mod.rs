//! Random tracks: a seeded generator of interesting circuits, each draw judged by the solvers.
//!
//! # How a track is drawn
//! 1. **Control points.** 8 to 14 points around the centre of the grid, at evenly spread angles
//!    each jittered by up to 35% of its share, at a random radius between 50% and 100% of an
//!    ellipse that fills the grid (less a border of one obstacle point and the widest road).
//!    The inward points make hairpins and chicanes, the outward ones long bends.
//! 2. **Centre line.** A closed *centripetal* Catmull-Rom spline through the control points
//!    (centripetal knots make no cusps nor loops within a segment), sampled every quarter point
//!    or closer.
//! 3. **Road.** Each control point draws a half-width (1.2 to 2.8 points at the default size,
//!    a road 3 to 6 points across, scaled with the short side up to twice that and down to 1 to
//!    1.7 points), eased along the curve with a
//!    smoothstep; every grid point within the local half-width of the centre line is road, all
//!    else obstacle. Then every point with fewer than two 4-neighbours of its own kind changes
//!    kind, until none is left: no single-point noise.
//! 4. **Start and finish.** A circuit, as in `levels/01-first-circuit.txt`: at the topmost,
//!    bottommost, leftmost or rightmost point of the centre line (drawn at random) the road runs
//!    straight across an axis; the run of road across it there becomes a one-point wall, the run
//!    just ahead of the wall (in the driving direction, drawn at random) the start points and the
//!    run just behind it the finish points. The car has to go all the way round: a circuit uses
//!    the whole grid, where an open road from one end to the other would leave half of it empty
//!    or need a winding that a spline through a loop gives for free.
//!
//! # Which draws are rejected ([`judge`], [`Rejection`])
//! A draw is rejected, and the next one drawn from the same random stream, when:
//! - the start line found no road (`no start line`, the generator's own check);
//! - some point has fewer than two 4-neighbours of its own kind (`noise`);
//! - more than 3% of the free points are not 4-connected to both the start and the finish
//!   (`dead road`);
//! - the finish is fewer than 5/4 of the long side away from the start in king steps over free
//!   points (`short road`; a king step counts a diagonal as one, so that is about 1.5 long sides
//!   of actual length on a loop that runs diagonally half the time);
//! - breadth-first search finds no strict solution (`unsolvable`);
//! - the strict optimum is under 3/2 of the moves a straight dash from a standstill over the
//!   least road distance would take (`short optimum`);
//! - the optimal run found by breadth-first search brakes fewer than twice (`few brakes`): a
//!   braking episode is a maximal run of consecutive moves whose speed (maximum norm of the
//!   velocity) is lower than that of the move before.
//!
//! # Determinism
//! One `fastrand::Rng::with_seed(seed)` feeds every draw of a seed, through its `u32` and `f64`
//! methods only (their results do not depend on the pointer width), and floating point uses only
//! `+ - * /`, `sqrt` and `floor`, all exact or correctly rounded in IEEE 754: the same seed gives
//! the same track, byte for byte, natively and in wasm.

mod judge;
mod raster;
mod shape;

use thiserror::Error;

use crate::track::Track;

pub use judge::{
    MAX_DEAD_PERCENT, MIN_BRAKES, OPTIMUM_HALVES, ROAD_DISTANCE_QUARTERS, Rejection, brakes,
    dead_points, judge, needed_optimum, needed_road_distance, noise, road_distance,
};

/// Rows of a track when none are asked for: with [`DEFAULT_COLS`], a 5:8 landscape that fits a
/// laptop screen and a phone held sideways.
pub const DEFAULT_ROWS: usize = 40;
/// Columns of a track when none are asked for.
pub const DEFAULT_COLS: usize = 64;
/// Fewest rows, and fewest columns, of a generated track.
pub const MIN_SIDE: usize = 24;
/// Most rows, and most columns, of a generated track.
pub const MAX_SIDE: usize = 400;
/// Most draws tried for one seed before giving up.
pub const MAX_DRAWS: u32 = 200;

/// A generated track and how it came about.
#[derive(Clone, Debug)]
pub struct Generated {
    /// The track.
    pub track: Track,
    /// The seed it was generated from.
    pub seed: u64,
    /// Its optimum under strict rules, in moves.
    pub optimum: u32,
    /// Draws used, the accepted one included (1 when the first draw was accepted).
    pub draws: u32,
}

/// Why no track was generated.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum GenerateError {
    /// A side outside [`MIN_SIDE`]..=[`MAX_SIDE`].
    #[error(
        "a random track of {rows} x {cols} points cannot be made: each side must be from {MIN_SIDE} to {MAX_SIDE} points"
    )]
    BadSize {
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
    },
    /// Every one of [`MAX_DRAWS`] draws was rejected (not seen at sane sizes).
    #[error(
        "no acceptable track of {rows} x {cols} points for seed {seed} in {MAX_DRAWS} draws (the last: {last})"
    )]
    NoAcceptableDraw {
        /// The seed.
        seed: u64,
        /// Rows asked for.
        rows: usize,
        /// Columns asked for.
        cols: usize,
        /// Why the last draw was rejected.
        last: Rejection,
    },
}

/// The track of `seed` at `rows` x `cols`: the first draw of the seed's random stream that meets
/// every criterion of [`judge`].
///
/// ```
/// use racetrack::generate::{DEFAULT_COLS, DEFAULT_ROWS, GenerateError, generate};
/// let generated = generate(7, DEFAULT_ROWS, DEFAULT_COLS).unwrap();
/// assert_eq!(generated.track.rows(), DEFAULT_ROWS);
/// assert_eq!(generate(7, DEFAULT_ROWS, DEFAULT_COLS).unwrap().track, generated.track);
/// assert_eq!(generate(7, 8, 64).unwrap_err(), GenerateError::BadSize { rows: 8, cols: 64 });
/// ```
pub fn generate(seed: u64, rows: usize, cols: usize) -> Result<Generated, GenerateError> {
    generate_with(seed, rows, cols, |_| {})
}

/// [`generate`], telling `rejected` why each rejected draw was rejected (for the survey).
pub fn generate_with(
    seed: u64,
    rows: usize,
    cols: usize,
    mut rejected: impl FnMut(&Rejection),
) -> Result<Generated, GenerateError> {
    let sides = MIN_SIDE..=MAX_SIDE;
    if !sides.contains(&rows) || !sides.contains(&cols) {
        return Err(GenerateError::BadSize { rows, cols });
    }
    let mut rng = fastrand::Rng::with_seed(seed);
    let mut last = Rejection::NoStartLine;
    for draw in 1..=MAX_DRAWS {
        match draw_one(&mut rng, rows, cols) {
            Ok((track, optimum)) => {
                return Ok(Generated {
                    track,
                    seed,
                    optimum,
                    draws: draw,
                });
            }
            Err(rejection) => {
                rejected(&rejection);
                last = rejection;
            }
        }
    }
    Err(GenerateError::NoAcceptableDraw {
        seed,
        rows,
        cols,
        last,
    })
}

/// One draw from `rng`: the track and its optimum, or why it is rejected.
fn draw_one(rng: &mut fastrand::Rng, rows: usize, cols: usize) -> Result<(Track, u32), Rejection> {
    let samples = shape::centre_line(rng, rows, cols);
    let side = rng.u32(0..4);
    let forward = rng.u32(0..2) == 0;
    let mut road = raster::road(rows, cols, &samples);
    raster::smooth(&mut road);
    let line = raster::start_line(&samples, side, forward).ok_or(Rejection::NoStartLine)?;
    let longest = 2 * (samples_max_width(&samples)) + 1;
    let cells = raster::cells(&road, &line, longest).ok_or(Rejection::NoStartLine)?;
    let track = Track::from_grid(cells).map_err(|_| Rejection::NoStartLine)?;
    let optimum = judge(&track)?;
    Ok((track, optimum))
}

/// The widest road of `samples`, in whole points (half-width rounded up).
fn samples_max_width(samples: &[shape::Sample]) -> usize {
    let widest = samples.iter().fold(0.0f64, |w, s| w.max(s.half_width));
    widest as usize + 1
}
