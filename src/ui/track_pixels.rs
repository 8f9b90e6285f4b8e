//! A track's picture pixel by pixel: which of the theme's track colours each pixel of a point
//! drawn `k` pixels wide takes (striped start points, chequered finish points, the terrains'
//! marks, the checkpoints' stripes, hatched grounds off the track). The canvases paint it
//! (`web/pixels.rs`) and the prerendered menu's pictures draw it as SVG (`prerender.rs`), so a
//! card's picture does not change when the game paints over it.

use racetrack::grid::Point;
use racetrack::track::Cell;

/// One of the theme's track colours (`--track-*` in `www/style.css`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Ink {
    Road,
    Obstacle,
    Start,
    StartStripe,
    Finish,
    FinishCheck,
    Ice,
    IceGlint,
    Dirt,
    DirtSpeck,
    Ramp,
    RampChevron,
    Checkpoint,
    CheckpointStripe,
    /// A Karopapier ground off the track, by [`racetrack::track::Ground`]'s order.
    Ground(u8),
}

/// The pixels a card's picture of a track of `rows` x `cols` points gives each point (its canvas
/// is then scaled to [`super::menu::thumb_size`]).
pub fn thumb_pixels_per_point(rows: usize, cols: usize) -> usize {
    (192 / rows.max(cols).max(1)).clamp(1, 6)
}

/// A terrain's mark at pixel (dx, dy) of a point drawn `k` pixels wide, so terrains read without
/// colour: ice has diagonal glints, dirt specks, a ramp chevrons across it.
fn terrain_mark(cell: Cell, dx: usize, dy: usize, k: usize, point: Point) -> bool {
    if k < 3 {
        // Too small for a pattern: every other point carries the mark colour.
        return (point.row + point.col) % 2 == 0 && cell == Cell::Dirt;
    }
    match cell {
        Cell::Ice => (dx + k - dy % k) % 4 == 0,
        Cell::Dirt => dx % 3 == 1 && dy % 3 == 1 && (dx / 3 + dy / 3) % 2 == 0,
        Cell::Ramp => (dy + k - dx.abs_diff(k / 2)) % 4 == 0,
        _ => false,
    }
}

/// The colour of pixel (dx, dy) of `point`, a `cell` drawn `k` pixels wide.
pub fn ink(cell: Cell, point: Point, dx: usize, dy: usize, k: usize) -> Ink {
    match cell {
        Cell::Road => Ink::Road,
        Cell::Obstacle => Ink::Obstacle,
        Cell::Ice | Cell::Dirt | Cell::Ramp => {
            let mark = terrain_mark(cell, dx, dy, k, point);
            match (cell, mark) {
                (Cell::Ice, false) => Ink::Ice,
                (Cell::Ice, true) => Ink::IceGlint,
                (Cell::Dirt, false) => Ink::Dirt,
                (Cell::Dirt, true) => Ink::DirtSpeck,
                (_, false) => Ink::Ramp,
                (_, true) => Ink::RampChevron,
            }
        }
        // Stripes across a checkpoint, like a flag's; a lone pixel is the stripe colour.
        Cell::Checkpoint(_) if k < 3 || (dx + dy) % 4 < 2 => Ink::CheckpointStripe,
        Cell::Checkpoint(_) => Ink::Checkpoint,
        // A ground off the track in its colour, hatched with the walls' so it reads as off it.
        Cell::Off(_) if k >= 3 && (dx + k - dy % k) % 4 == 0 => Ink::Obstacle,
        Cell::Off(ground) => Ink::Ground(ground as u8),
        Cell::Start if k >= 3 && (dx + dy) % 3 == 0 => Ink::StartStripe,
        Cell::Start => Ink::Start,
        Cell::Finish => {
            // A chequer of two by two squares per point, or of whole points when a point is one
            // pixel.
            let half = (k / 2).max(1);
            let dark = if k >= 2 {
                (dx / half + dy / half) % 2 == 1
            } else {
                (point.row + point.col) % 2 == 1
            };
            if dark { Ink::FinishCheck } else { Ink::Finish }
        }
    }
}

/// The `k` x `k` pixels of a point, row by row.
pub fn point_inks(cell: Cell, point: Point, k: usize) -> Vec<Ink> {
    (0..k * k)
        .map(|i| ink(cell, point, i % k, i / k, k))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_start_point_is_striped_and_a_finish_chequered_within_the_point() {
        let p = Point::new(0, 0);
        let start = point_inks(Cell::Start, p, 3);
        use Ink::{Start as S, StartStripe as T};
        assert_eq!(start, [T, S, S, S, S, T, S, T, S]);
        let finish = point_inks(Cell::Finish, p, 4);
        use Ink::{Finish as F, FinishCheck as C};
        assert_eq!(
            finish,
            [F, F, C, C, F, F, C, C, C, C, F, F, C, C, F, F],
            "two by two squares"
        );
        // One pixel a point: the chequer is of whole points.
        assert_eq!(point_inks(Cell::Finish, Point::new(0, 1), 1), [C]);
        assert_eq!(point_inks(Cell::Finish, Point::new(1, 1), 1), [F]);
    }

    #[test]
    fn a_card_s_picture_gives_a_point_up_to_six_pixels() {
        assert_eq!(thumb_pixels_per_point(4, 6), 6);
        assert_eq!(thumb_pixels_per_point(30, 33), 5);
        assert_eq!(thumb_pixels_per_point(300, 330), 1);
    }
}
