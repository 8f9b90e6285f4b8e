//! Terrains: ice, dirt and ramps change which candidates a move has, read from the car's last
//! segment.
//!
//! The terrain that acts on a move comes from the set S of cells of the last segment: under
//! strict rules every cell whose square the segment enters (as the strict collision walk,
//! [`walk_segment`], reports them), other than the cell it started from, plus the cell it ends
//! on; for a zero-length move the cell the car stands on; under soft rules only the cell it ends
//! on. Right after the placement there is no segment: the car stands on a start point, which is
//! no terrain, so reading S as "the cell it stands on" gives the same answer (nothing acts).
//! A ramp in S beats ice, and ice beats dirt. Since S depends only on the position and the
//! velocity (the previous position is `position - velocity`), a configuration is still
//! (position, velocity).

use std::fmt;

use super::{Acceleration, Rules, Touch, Velocity, walk_segment};
use crate::grid::Point;
use crate::track::{Cell, Track};

/// What acts on the next move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub enum Terrain {
    /// No terrain: the nine usual candidates.
    #[default]
    None,
    /// Ice (`~`): the car cannot slow down; on each axis the new velocity is at least as large in
    /// size as the current one (an axis at rest can still be steered).
    Ice,
    /// Dirt (`:`): before the acceleration each component of the velocity moves one unit toward
    /// zero; the main point and its 8 neighbours come from that reduced velocity.
    Dirt,
    /// A ramp (`^`): the car must keep its velocity; the main point is the only candidate.
    Ramp,
}

/// Bit of a terrain in a set of terrains ([`Terrain::of_flags`]).
pub const ICE_FLAG: u8 = 1;
/// Bit of dirt in a set of terrains.
pub const DIRT_FLAG: u8 = 2;
/// Bit of a ramp in a set of terrains.
pub const RAMP_FLAG: u8 = 4;

impl Terrain {
    /// The terrain's bit in a set of terrains: 0 for a cell that is no terrain.
    pub const fn flag_of(cell: Cell) -> u8 {
        match cell {
            Cell::Ice => ICE_FLAG,
            Cell::Dirt => DIRT_FLAG,
            Cell::Ramp => RAMP_FLAG,
            _ => 0,
        }
    }

    /// The terrain that acts when the cells of S hold the terrains `flags`: ramp, else ice, else
    /// dirt.
    pub const fn of_flags(flags: u8) -> Terrain {
        if flags & RAMP_FLAG != 0 {
            Terrain::Ramp
        } else if flags & ICE_FLAG != 0 {
            Terrain::Ice
        } else if flags & DIRT_FLAG != 0 {
            Terrain::Dirt
        } else {
            Terrain::None
        }
    }

    /// The lowercase name: "none", "ice", "dirt" or "ramp".
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::None => "none",
            Terrain::Ice => "ice",
            Terrain::Dirt => "dirt",
            Terrain::Ramp => "ramp",
        }
    }

    /// The velocity the accelerations apply to: `velocity` itself, or on dirt each component one
    /// unit nearer zero.
    ///
    /// ```
    /// use racetrack::{Velocity, rules::Terrain};
    /// assert_eq!(Terrain::Dirt.base(Velocity::new(3, -1)), Velocity::new(2, 0));
    /// assert_eq!(Terrain::Dirt.base(Velocity::new(0, -2)), Velocity::new(0, -1));
    /// assert_eq!(Terrain::Ice.base(Velocity::new(3, -1)), Velocity::new(3, -1));
    /// ```
    pub const fn base(self, velocity: Velocity) -> Velocity {
        match self {
            Terrain::Dirt => Velocity::new(
                velocity.row - velocity.row.signum(),
                velocity.col - velocity.col.signum(),
            ),
            _ => velocity,
        }
    }

    /// Whether acceleration `a` is a candidate for a car moving at `velocity` on this terrain.
    ///
    /// ```
    /// use racetrack::{Velocity, rules::{Acceleration, Terrain}};
    /// let v = Velocity::new(0, 2);
    /// let a = |r, c| Acceleration::from_delta(Velocity::new(r, c)).unwrap();
    /// assert!(Terrain::Ice.allows(v, a(1, 1)));   // steering on the axis at rest
    /// assert!(!Terrain::Ice.allows(v, a(0, -1))); // slowing down
    /// assert!(!Terrain::Ramp.allows(v, a(0, 1)));
    /// assert!(Terrain::Ramp.allows(v, Acceleration::KEEP));
    /// ```
    pub const fn allows(self, velocity: Velocity, a: Acceleration) -> bool {
        match self {
            Terrain::None | Terrain::Dirt => true,
            Terrain::Ramp => a.index() == Acceleration::KEEP.index(),
            Terrain::Ice => {
                let d = a.delta();
                (velocity.row + d.row).abs() >= velocity.row.abs()
                    && (velocity.col + d.col).abs() >= velocity.col.abs()
            }
        }
    }
}

impl fmt::Display for Terrain {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Calls `visit` with the offset from `from` of every cell of S for the segment `from -> from +
/// delta` under `rules`: the cells whose square it enters (strict walk) and the cell it ends on
/// (once or more; a zero-length segment gives only its own cell); under Karopapier's rules the
/// cells of its line after the source, in order. Stops when `visit` returns `false`. This is
/// the one definition of S (the terrain that acts next, the checkpoints a move collects): the
/// engine's search precomputes it per velocity through this function too.
pub fn segment_cells(rules: Rules, delta: Velocity, mut visit: impl FnMut(Velocity) -> bool) {
    if rules == Rules::Karopapier && delta != Velocity::default() {
        let mut source = true;
        super::karopapier_line(delta, |d| std::mem::take(&mut source) || visit(d));
    } else if rules == Rules::Strict && delta != Velocity::default() {
        // The walk ends by entering the end cell's square, so S is exactly what it enters.
        walk_segment(delta, |touch| match touch {
            Touch::Enter(d) => visit(d),
            Touch::Corner(..) => true,
        });
    } else {
        visit(delta);
    }
}

/// The terrain that acts after the move `from -> to` (the car's last segment) under `rules`.
///
/// ```
/// use racetrack::{Point, Rules, Track, rules::{Terrain, segment_terrain}};
/// let track: Track = ">~.*".parse().unwrap();
/// let (from, to) = (Point::new(0, 0), Point::new(0, 2));
/// assert_eq!(segment_terrain(&track, Rules::Strict, from, to), Terrain::Ice); // crossed
/// assert_eq!(segment_terrain(&track, Rules::Soft, from, to), Terrain::None); // landing only
/// ```
pub fn segment_terrain(track: &Track, rules: Rules, from: Point, to: Point) -> Terrain {
    let mut flags = 0;
    segment_cells(rules, to - from, |d| {
        flags |= Terrain::flag_of(track.cell(from + d));
        flags & RAMP_FLAG == 0 // a ramp wins: nothing else can change the answer
    });
    Terrain::of_flags(flags)
}

/// The terrain that acts on the next move of a car at `position` with `velocity` (its last
/// segment came from `position - velocity`). For a car just placed (on a start point, at rest)
/// this is [`Terrain::None`], as the rules say.
pub fn terrain_at(track: &Track, rules: Rules, position: Point, velocity: Velocity) -> Terrain {
    segment_terrain(
        track,
        rules,
        Point::new(position.row - velocity.row, position.col - velocity.col),
        position,
    )
}

/// The main point under terrain: where the car goes when it keeps its (on dirt: reduced)
/// velocity. It is always a candidate.
pub fn main_point(track: &Track, rules: Rules, position: Point, velocity: Velocity) -> Point {
    position + terrain_at(track, rules, position, velocity).base(velocity)
}

/// The candidates of a car at `position` with `velocity`, in the fixed acceleration order, each
/// with the acceleration (relative to the main point) that leads there: the nine of
/// [`super::candidates`] with no terrain, fewer on ice, only the main point on a ramp, and those
/// around the reduced main point on dirt. Whether each is legal is [`super::blocked`]'s business.
///
/// ```
/// use racetrack::{Point, Rules, Track, Velocity, rules::options};
/// let track: Track = ">^..*".parse().unwrap();
/// let after_ramp: Vec<_> = options(&track, Rules::Strict, Point::new(0, 1), Velocity::new(0, 1))
///     .map(|(_, p)| p)
///     .collect();
/// assert_eq!(after_ramp, vec![Point::new(0, 2)]);
/// ```
pub fn options(
    track: &Track,
    rules: Rules,
    position: Point,
    velocity: Velocity,
) -> impl Iterator<Item = (Acceleration, Point)> + use<> {
    let terrain = terrain_at(track, rules, position, velocity);
    let base = terrain.base(velocity);
    Acceleration::ALL
        .into_iter()
        .filter(move |&a| terrain.allows(velocity, a))
        .map(move |a| (a, position + base + a.delta()))
}

/// Where acceleration `a` takes a car at `position` with `velocity`, or `None` when the terrain
/// does not offer it (on ice, a slowing acceleration; on a ramp, any but keeping the velocity).
pub fn option(
    track: &Track,
    rules: Rules,
    position: Point,
    velocity: Velocity,
    a: Acceleration,
) -> Option<Point> {
    let terrain = terrain_at(track, rules, position, velocity);
    terrain
        .allows(velocity, a)
        .then(|| position + terrain.base(velocity) + a.delta())
}
