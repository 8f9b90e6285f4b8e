//! Motion: after a move the car glides along its segment instead of jumping, eased, 120 to 250
//! ms (longer segments a little longer). The move itself is played at once, so input during a
//! glide is never lost: the next glide starts from where the car is then. Time enters through
//! `Tick`; a player who asked for reduced motion (the shell reports it at start) sees no glide.

use crate::grid::Point;

use super::model::Model;

/// The shortest and the longest glide, in milliseconds.
const SHORTEST_MS: f64 = 120.0;
/// See [`SHORTEST_MS`].
const LONGEST_MS: f64 = 250.0;

/// A car gliding from one point to the next.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Glide {
    /// Where it left.
    pub from: Point,
    /// Where it lands (the trajectory's last point).
    pub to: Point,
    /// Milliseconds since the glide began.
    pub elapsed_ms: f64,
    /// How long it lasts.
    pub duration_ms: f64,
}

impl Glide {
    /// A glide along `from -> to`: 120 ms plus 15 ms per grid step of its longer axis, at most
    /// 250 ms.
    pub fn new(from: Point, to: Point) -> Glide {
        let steps = (to - from).speed() as f64;
        Glide {
            from,
            to,
            elapsed_ms: 0.0,
            duration_ms: (SHORTEST_MS + 15.0 * steps).min(LONGEST_MS),
        }
    }

    /// How far along it is, eased out (fast, then slowing onto the point): 0 to 1.
    pub fn progress(&self) -> f32 {
        let t = (self.elapsed_ms / self.duration_ms).clamp(0.0, 1.0);
        (1.0 - (1.0 - t).powi(3)) as f32
    }
}

/// After a message: a solo move starts a glide along it (none under reduced motion).
pub(crate) fn after(model: &mut Model, moves_before: usize) {
    if model.reduced_motion {
        return;
    }
    let Some(s) = model.session.as_mut() else {
        return;
    };
    let trajectory = s.game.trajectory();
    if s.racing.run.is_some() || trajectory.len() != moves_before + 1 || trajectory.len() < 2 {
        if trajectory.len() < moves_before {
            s.glide = None;
        }
        return;
    }
    let (from, to) = (
        trajectory[trajectory.len() - 2],
        trajectory[trajectory.len() - 1],
    );
    s.glide = (from != to).then(|| Glide::new(from, to));
}

/// A frame: the glide advances by `dt` ms and ends when it is done.
pub(crate) fn tick(model: &mut Model, dt: f64) {
    if let Some(s) = model.session.as_mut() {
        if let Some(g) = &mut s.glide {
            g.elapsed_ms += dt;
            if g.elapsed_ms >= g.duration_ms {
                s.glide = None;
            }
        }
    }
}
