//! Night (Karopapier's night maps): a player sees only the cells their own car lights. A car at
//! rest lights the 5 x 5 square round it; a moving car its headlight: with `d` its velocity
//! scaled to length 5 and rounded (`round(v * 5 / |v|)`, |v| the Euclidean length), the 3 x 3
//! neighbourhood of each point `source + round(d * i / 5)` for i = 0 to 5 (rounding half away
//! from zero, as the site's PHP does). A car not placed yet sees round every start point, where
//! it is placed.

use super::Velocity;
use crate::grid::Point;
use crate::track::Track;

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
