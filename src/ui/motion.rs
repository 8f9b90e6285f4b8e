//! Motion: after a move the car glides along its segment instead of jumping, eased, 120 to 250
//! ms (longer segments a little longer). The move itself is played at once, so input during a
//! glide is never lost: the next glide starts from where the car is then. Time enters through
//! `Tick`; a player who asked for reduced motion (the shell reports it at start) sees no glide.

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::grid::Point;

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
    /// The race's car that glides (0-based); `None` for the solo car.
    pub car: Option<usize>,
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
            car: None,
        }
    }

    /// How far along it is, eased out (fast, then slowing onto the point): 0 to 1.
    pub fn progress(&self) -> f32 {
        let t = (self.elapsed_ms / self.duration_ms).clamp(0.0, 1.0);
        (1.0 - (1.0 - t).powi(3)) as f32
    }
}

/// The positions so far of the solo car and of each race car, to see which one moved.
pub(crate) fn positions(play: &Play) -> Vec<usize> {
    let Some(s) = &play.session else {
        return Vec::new();
    };
    let mut counts = vec![s.game.trajectory().len()];
    if let Some(run) = &s.racing.run {
        counts.extend(run.race().cars().iter().map(|c| c.trajectory().len()));
    }
    counts
}

/// After a message: a move of the solo car or of a race's car starts a glide along it (none
/// under reduced motion); an undo drops it.
pub(crate) fn after(play: &mut Play, app: &mut App, before: &[usize]) {
    if app.device.reduced_motion {
        return;
    }
    let now = positions(play);
    let Some(s) = play.session.as_mut() else {
        return;
    };
    if now.len() != before.len() || now.iter().zip(before).any(|(n, b)| n < b) {
        s.glide = None;
        return;
    }
    // The car whose trajectory grew by one: slot 0 is the solo car, then the race's cars.
    let Some(slot) = (0..now.len()).rev().find(|&i| now[i] == before[i] + 1) else {
        return;
    };
    let trajectory = match (slot, &s.racing.run) {
        (0, _) => s.game.trajectory(),
        (i, Some(run)) => run.race().cars()[i - 1].trajectory(),
        (_, None) => return,
    };
    if let [.., from, to] = *trajectory {
        s.glide = (from != to).then(|| Glide {
            car: slot.checked_sub(1),
            ..Glide::new(from, to)
        });
    }
}

/// A frame: the glide advances by `dt` ms and ends when it is done.
pub(crate) fn tick(play: &mut Play, dt: f64) {
    if let Some(s) = play.session.as_mut() {
        if let Some(g) = &mut s.glide {
            g.elapsed_ms += dt;
            if g.elapsed_ms >= g.duration_ms {
                s.glide = None;
            }
        }
    }
}
