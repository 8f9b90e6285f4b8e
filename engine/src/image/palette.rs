//! Colour classification: which track cell a pixel's colour stands for, and the vote of a block.

use crate::track::Cell;

/// Road: white.
pub const ROAD: [u8; 3] = [0xFF, 0xFF, 0xFF];
/// Start zone: teal.
pub const START: [u8; 3] = [0x00, 0xAA, 0xAA];
/// Finish zone: mid grey.
pub const FINISH: [u8; 3] = [0x80, 0x80, 0x80];
/// The colour [`track_picture`](super::track_picture) paints obstacles with: a grass green.
/// Any colour that is none of the three others is an obstacle; this one is chosen so that an
/// anti-aliased edge between it and the road (a blend of the two) is not taken for the grey
/// finish.
pub const OBSTACLE: [u8; 3] = [0x2E, 0x7D, 0x32];

/// How close a pixel must be to a reference colour to count as it: every one of its red, green
/// and blue values within 48 of the reference's (the largest per-channel difference, not a sum).
///
/// The references are at least 127 apart on some channel, so no colour is within the tolerance
/// of two of them. Slightly noisy or compressed colours still count; a half-way blend at an
/// anti-aliased edge (for example road and finish mixed 50:50) is about 64 from both and counts
/// as an obstacle, so a block's majority vote decides.
pub const TOLERANCE: u32 = 48;

/// Alpha below this is transparent: such a pixel is an obstacle, whatever its colour.
const OPAQUE_FROM: u8 = 128;

/// The cell an opaque colour stands for: [`Cell::Road`], [`Cell::Start`] or [`Cell::Finish`]
/// when it is within [`TOLERANCE`] of [`ROAD`], [`START`] or [`FINISH`], else
/// [`Cell::Obstacle`].
///
/// ```
/// use racetrack::image::classify;
/// use racetrack::Cell;
/// assert_eq!(classify([0xF0, 0xFF, 0xF8]), Cell::Road);
/// assert_eq!(classify([0x10, 0xA0, 0xB0]), Cell::Start);
/// assert_eq!(classify([0x80, 0x80, 0x80]), Cell::Finish);
/// assert_eq!(classify([0xC0, 0xC0, 0xC0]), Cell::Obstacle);
/// ```
#[inline]
pub fn classify(rgb: [u8; 3]) -> Cell {
    if near(rgb, ROAD) {
        Cell::Road
    } else if near(rgb, START) {
        Cell::Start
    } else if near(rgb, FINISH) {
        Cell::Finish
    } else {
        Cell::Obstacle
    }
}

/// Like [`classify`], with transparency: a pixel with alpha below 128 is an obstacle (nothing
/// drawn there is off the track); any other pixel is classified by its colour alone, as if it
/// were opaque.
#[inline]
pub fn classify_rgba(rgba: [u8; 4]) -> Cell {
    if rgba[3] < OPAQUE_FROM {
        Cell::Obstacle
    } else {
        classify([rgba[0], rgba[1], rgba[2]])
    }
}

/// Whether every channel of `rgb` is within [`TOLERANCE`] of `reference`'s.
#[inline]
fn near(rgb: [u8; 3], reference: [u8; 3]) -> bool {
    rgb.iter()
        .zip(reference)
        .all(|(&a, b)| u32::from(a.abs_diff(b)) <= TOLERANCE)
}

/// The class counts of one block of pixels, indexed by `Cell as usize`.
pub(super) type Votes = [u32; 4];

/// The place of a pixel's class ([`classify_rgba`]: an obstacle, road, a start or a finish) in
/// [`Votes`].
pub(super) const fn slot(cell: Cell) -> usize {
    match cell {
        Cell::Obstacle | Cell::Off(_) => 0,
        Cell::Start => 2,
        Cell::Finish => 3,
        _ => 1,
    }
}

/// The cell a block of pixels becomes, from how many of its pixels are of each class.
///
/// An obstacle when at least half the pixels are obstacles (a tie closes the point, so a wall
/// drawn half a cell thick is kept). Otherwise, among the free pixels, the start zone when it
/// holds at least a third of them and no fewer than the finish, else the finish when it holds at
/// least a third, else road: start and finish marks are often thin lines across a road.
pub(super) fn majority(votes: &Votes) -> Cell {
    let obstacle = votes[slot(Cell::Obstacle)];
    let start = votes[slot(Cell::Start)];
    let finish = votes[slot(Cell::Finish)];
    let free = votes[slot(Cell::Road)] + start + finish;
    if obstacle >= free {
        Cell::Obstacle
    } else if start * 3 >= free && start >= finish {
        Cell::Start
    } else if finish * 3 >= free {
        Cell::Finish
    } else {
        Cell::Road
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn references_classify_as_themselves_and_are_far_apart() {
        assert_eq!(classify(ROAD), Cell::Road);
        assert_eq!(classify(START), Cell::Start);
        assert_eq!(classify(FINISH), Cell::Finish);
        assert_eq!(classify(OBSTACLE), Cell::Obstacle);
        // A 50:50 blend of the obstacle colour and the road is not the finish grey.
        let blend: [u8; 3] =
            std::array::from_fn(|i| ((u16::from(ROAD[i]) + u16::from(OBSTACLE[i])) / 2) as u8);
        assert_eq!(classify(blend), Cell::Obstacle);
    }

    #[test]
    fn transparent_pixels_are_obstacles() {
        assert_eq!(classify_rgba([255, 255, 255, 0]), Cell::Obstacle);
        assert_eq!(classify_rgba([255, 255, 255, 127]), Cell::Obstacle);
        assert_eq!(classify_rgba([255, 255, 255, 128]), Cell::Road);
    }

    #[test]
    fn majority_rules() {
        assert_eq!(majority(&[2, 2, 0, 0]), Cell::Obstacle);
        assert_eq!(majority(&[1, 2, 0, 0]), Cell::Road);
        assert_eq!(majority(&[0, 6, 3, 0]), Cell::Start);
        assert_eq!(majority(&[0, 7, 3, 0]), Cell::Road);
        assert_eq!(majority(&[0, 3, 3, 3]), Cell::Start);
        assert_eq!(majority(&[0, 4, 3, 3]), Cell::Road);
        assert_eq!(majority(&[0, 4, 0, 2]), Cell::Finish);
        assert_eq!(majority(&[0, 0, 0, 0]), Cell::Obstacle);
    }
}
