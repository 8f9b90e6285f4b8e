//! Karopapier's line: the cells a move passes, by quabla's modified Bresenham algorithm (the one
//! karopapier.de uses), from the source to the target, both included.
//!
//! For a vector (dx, dy) (`x` the column, `y` the row) the fast axis is x when |dx| > |dy|,
//! else y; with `el` the fast and `es` the slow length, err = (el - es) / 2, and until the
//! target: err < 0: a step on the slow axis, err += el; err > 0: a step on the fast axis,
//! err -= es; err = 0: a diagonal step, err += el - es. Everything is doubled here so that it
//! stays in integers. A pure diagonal passes only its two ends, so a car may squeeze diagonally
//! between two cells of grass.

use super::Velocity;

/// Calls `visit` with the offset from the source of every cell the move `delta` passes, in
/// order: `(0, 0)` first and `delta` last (once for a move of length 0). Stops when `visit`
/// returns `false`; returns whether the walk reached the target.
///
/// ```
/// use racetrack::{Velocity, rules::karopapier_line};
/// let cells = |row, col| {
///     let mut out = Vec::new();
///     karopapier_line(Velocity::new(row, col), |d| { out.push((d.col, d.row)); true });
///     out
/// };
/// // (x, y) pairs, as Karopapier writes them.
/// assert_eq!(cells(1, 2), [(0, 0), (1, 0), (1, 1), (2, 1)]);
/// assert_eq!(cells(1, 4), [(0, 0), (1, 0), (2, 0), (2, 1), (3, 1), (4, 1)]);
/// assert_eq!(cells(-3, 2), [(0, 0), (0, -1), (1, -1), (1, -2), (2, -2), (2, -3)]);
/// assert_eq!(cells(1, 1), [(0, 0), (1, 1)]);
/// ```
pub fn karopapier_line(delta: Velocity, mut visit: impl FnMut(Velocity) -> bool) -> bool {
    let (dx, dy) = (i64::from(delta.col), i64::from(delta.row));
    if !visit(Velocity::default()) {
        return false;
    }
    let (sx, sy) = (dx.signum(), dy.signum());
    let (adx, ady) = (dx.abs(), dy.abs());
    let x_fast = adx > ady;
    let (el, es) = if x_fast { (adx, ady) } else { (ady, adx) };
    let (mut x, mut y) = (0i64, 0i64);
    let mut err = el - es; // twice (el - es) / 2
    while (x, y) != (dx, dy) {
        let (fast, slow) = match err.cmp(&0) {
            std::cmp::Ordering::Less => {
                err += 2 * el;
                (false, true)
            }
            std::cmp::Ordering::Greater => {
                err -= 2 * es;
                (true, false)
            }
            std::cmp::Ordering::Equal => {
                err += 2 * (el - es);
                (true, true)
            }
        };
        if (fast && x_fast) || (slow && !x_fast) {
            x += sx;
        }
        if (fast && !x_fast) || (slow && x_fast) {
            y += sy;
        }
        if !visit(Velocity::new(y as i32, x as i32)) {
            return false;
        }
    }
    true
}
