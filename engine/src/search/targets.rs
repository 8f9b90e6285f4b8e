//! Exact distances to each target alone, for A* over the checkpoints under Karopapier's rules
//! ([`super::collect`]): per target (the finish, each checkpoint digit), the coach's table
//! ([`crate::coach`]) of a copy of the map on which that target's cells are the finish and every
//! other target is plain road. It gives, for every configuration (position, velocity), the fewest
//! moves until a move passes one of the target's cells, walls, speed and braking all counted.
//!
//! A car still has to pass every digit it does not hold and then the finish, so each of those
//! distances bounds its moves left, and a configuration from which one of them cannot be passed
//! at all is a dead end. Stronger, the tour: order the targets left by the move that first passes
//! each (the finish last). The moves to the first are at least its distance from the car; from the
//! configuration right after the move that passed target `a`, the moves until one passes the
//! next target `b` are at least `b`'s distance from there, or none when that same move passed
//! `b` too. The least of these over every configuration a legal move passing `a` ends in (the
//! leg from `a` to `b`) is tabulated once per pair, and the shortest tour through the targets
//! left once per set of them, by dynamic programming over the subsets. A car's bound is then the
//! least, over the first target, of its distance plus the tour on from it. Other cars only take
//! moves away, so the bounds hold in a race too.
//!
//! The tables cost one backward search per target over the map's configurations (without the
//! checkpoints held), worth it on the maps whose forward search is long: [`Targets::worth`].

use super::lines::Lines;
use super::space::max_axis_speed;
use crate::coach::Coach;
use crate::distance::UNREACHABLE;
use crate::grid::Point;
use crate::rules::{Rules, Velocity};
use crate::track::{Cell, Track};

/// Fewest digits for which the tables are built: below that, the per-axis bounds through the
/// checkpoints ([`super::axis_tour`]) already keep the search short.
const MIN_DIGITS: u32 = 6;

/// Most entries of the merged tables (configurations times targets, a byte each): 64 Mi
/// natively; in the browser 4 Mi, whose tables build within a few tenths of a second (the
/// search builds them at once, on the page's thread). The finish's own table (two bytes a
/// configuration, kept to find a configuration's entries) stays beside them, and each digit's
/// while it is merged.
const MAX_ENTRIES: usize = if cfg!(target_arch = "wasm32") {
    1 << 22
} else {
    1 << 26
};

/// The tables of a map, merged: per configuration (the finish's table's index), the distance to
/// the finish then to each digit of `digits`, side by side in `near` (one cache line a state).
pub(super) struct Targets {
    /// The finish's table: where a configuration's entries are.
    index: Coach,
    /// The digits, in the order of their entries.
    digits: Vec<u8>,
    /// `near[i * (digits + 1) + t]`: the moves from configuration `i` to target `t` (0 the
    /// finish, `k + 1` digit `digits[k]`), at most [`FAR`], or [`NEVER`].
    near: Vec<u8>,
    /// `tour[(set << 4) | k]`: the fewest moves after a move that passed digit `digits[k]`
    /// through every digit of `set` (bit `j` for `digits[j]`, `k` not in it) and over the finish.
    tour: Vec<u32>,
}

/// A target that cannot be passed from a configuration.
const NEVER: u8 = u8::MAX;

/// The most moves an entry says: farther targets count as this many (still a lower bound).
const FAR: u8 = u8::MAX - 1;

impl std::fmt::Debug for Targets {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Targets")
            .field("digits", &self.digits)
            .finish_non_exhaustive()
    }
}

impl Targets {
    /// Whether the tables are worth building for `track` under `rules`: Karopapier's rules, a
    /// map with at least [`MIN_DIGITS`] checkpoint digits, no terrain or moving elements.
    pub(super) fn worth(track: &Track, rules: Rules) -> bool {
        rules == Rules::Karopapier
            && track.checkpoints().count_ones() >= MIN_DIGITS
            && !track.has_terrain()
            && !track.has_elements()
    }

    /// The tables of `track` under Karopapier's rules, or `None` when one cannot be built (too
    /// many configurations).
    pub(super) fn new(track: &Track) -> Option<Targets> {
        let all = track.checkpoints();
        let digits: Vec<u8> = (1..=9u8).filter(|n| all & 1 << n != 0).collect();
        let stride = digits.len() + 1;
        let index = table(track, None, (MAX_ENTRIES / stride) as u64)?;
        let entries = index.entries();
        let mut near = vec![NEVER; entries * stride];
        // Every copy of the map has the same free cells, so the same entries in the same order.
        let mut merge = |t: usize, coach: &Coach| {
            for i in 0..entries {
                let d = coach.distance_at(i);
                near[i * stride + t] = if d == UNREACHABLE {
                    NEVER
                } else {
                    d.min(u32::from(FAR)) as u8
                };
            }
        };
        merge(0, &index);
        for (k, &n) in digits.iter().enumerate() {
            let coach = table(track, Some(n), entries as u64)?;
            if coach.entries() != entries {
                return None;
            }
            merge(k + 1, &coach);
        }
        let mut targets = Targets {
            index,
            digits,
            near,
            tour: Vec::new(),
        };
        let legs = legs(track, &targets)?;
        targets.tour = tours(&legs, targets.digits.len());
        Some(targets)
    }

    /// A configuration's entries: the moves to the finish, then to each digit (`None` for a
    /// configuration outside the tables, which no legal game has).
    #[inline]
    fn entries(&self, p: Point, v: Velocity) -> Option<&[u8]> {
        let stride = self.digits.len() + 1;
        let i = self.index.entry(p, v)?;
        self.near.get(i * stride..(i + 1) * stride)
    }

    /// A lower bound of the moves left for a car at `p` moving at `v` with the digits `left`
    /// (bit `n` for digit `n`) still to pass: the farthest of the targets left, or the least of
    /// the tours through them, whichever is larger; [`UNREACHABLE`] when one of them cannot be
    /// passed from there.
    pub(super) fn bound(&self, p: Point, v: Velocity, left: u16) -> u32 {
        let Some(near) = self.entries(p, v) else {
            return 0;
        };
        let mut farthest = moves(near[0]);
        let mut set = 0usize;
        for (k, &n) in self.digits.iter().enumerate() {
            if left & 1 << n != 0 {
                set |= 1 << k;
            }
        }
        if set == 0 {
            return farthest;
        }
        let mut tour = UNREACHABLE;
        for k in 0..self.digits.len() {
            if set & 1 << k != 0 {
                let first = moves(near[k + 1]);
                farthest = farthest.max(first);
                let on = self.tour[(set & !(1 << k)) << 4 | k];
                tour = tour.min(first.saturating_add(on));
            }
        }
        farthest.max(tour)
    }

    /// The moves from `(p, v)` to target `t` (0 the finish, `k + 1` digit `digits[k]`).
    fn distance(&self, p: Point, v: Velocity, t: usize) -> Option<u32> {
        self.entries(p, v).map(|near| moves(near[t]))
    }
}

/// The moves an entry says ([`UNREACHABLE`] for [`NEVER`]).
#[inline]
fn moves(entry: u8) -> u32 {
    if entry == NEVER {
        UNREACHABLE
    } else {
        u32::from(entry)
    }
}

/// `legs[k * (n + 1) + j]`: the fewest moves after a legal move that passed digit `digits[k]`
/// until one passes target `j` (digit `digits[j]`, or the finish for `j = n`), 0 when that move
/// passed it too: the least over every legal move of the map (its source a free cell, its
/// velocity within the search's speeds) that does not end where the finish is out of reach.
/// `None` without the table of lines.
fn legs(track: &Track, targets: &Targets) -> Option<Vec<u32>> {
    let n = targets.digits.len();
    let speeds = (max_axis_speed(track.rows()), max_axis_speed(track.cols()));
    let lines = Lines::new(track, Rules::Karopapier, speeds)?;
    let mut legs = vec![UNREACHABLE; n * (n + 1)];
    for from in 0..track.cells().len() {
        let at = track.point(from);
        if !track.cells()[from].is_free() {
            continue;
        }
        for dr in -speeds.0..=speeds.0 {
            for dc in -speeds.1..=speeds.1 {
                let v = Velocity::new(dr, dc);
                // Every digit the move passes (`all` holds bits no digit sets: the finish never
                // counts), then whether it passes the finish (`all` empty: always held).
                let Some(passage) = lines.pass(at, v, 0, u16::MAX) else {
                    continue;
                };
                if passage.collected == 0 {
                    continue;
                }
                let crosses = lines.pass(at, v, 0, 0).is_some_and(|p| p.finished);
                let to = at + v;
                // A move no finishing race makes (one no legal game has, from a pocket walled
                // off from the finish, or into a dead end) is no leg of one.
                let Some(to_finish) = targets.distance(to, v, 0) else {
                    continue;
                };
                if !crosses && to_finish == UNREACHABLE {
                    continue;
                }
                for (k, a) in targets.digits.iter().enumerate() {
                    if passage.collected & 1 << a == 0 {
                        continue;
                    }
                    for (j, b) in targets.digits.iter().enumerate() {
                        let moves = if passage.collected & 1 << b != 0 {
                            0
                        } else {
                            targets.distance(to, v, j + 1).unwrap_or(0)
                        };
                        let leg = &mut legs[k * (n + 1) + j];
                        *leg = (*leg).min(moves);
                    }
                    let moves = if crosses { 0 } else { to_finish };
                    let leg = &mut legs[k * (n + 1) + n];
                    *leg = (*leg).min(moves);
                }
            }
        }
    }
    Some(legs)
}

/// The tours of [`Targets::tour`] from the legs, by dynamic programming over the sets of digits
/// (each set after its subsets).
fn tours(legs: &[u32], n: usize) -> Vec<u32> {
    let mut tour = vec![UNREACHABLE; (1 << n) << 4];
    for set in 0..1usize << n {
        for k in (0..n).filter(|k| set & 1 << k == 0) {
            tour[set << 4 | k] = if set == 0 {
                legs[k * (n + 1) + n]
            } else {
                (0..n)
                    .filter(|j| set & 1 << j != 0)
                    .map(|j| legs[k * (n + 1) + j].saturating_add(tour[(set & !(1 << j)) << 4 | j]))
                    .min()
                    .unwrap_or(UNREACHABLE)
            };
        }
    }
    tour
}

/// The coach's table of `track` with `digit`'s cells as its finish (`None`: the finish's own),
/// every other target plain road; `None` over `limit` configurations.
fn table(track: &Track, digit: Option<u8>, limit: u64) -> Option<Coach> {
    let cells = track.grid().map(|&c| match (c, digit) {
        (Cell::Checkpoint(n), Some(d)) if n == d => Cell::Finish,
        (Cell::Checkpoint(_), _) => Cell::Road,
        (Cell::Finish, Some(_)) => Cell::Road,
        (other, _) => other,
    });
    let copy = Track::from_grid(cells).ok()?;
    let mut coach = Coach::with_limit(&copy, Rules::Karopapier, limit).ok()?;
    coach.run();
    Some(coach)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_target_is_priced_alone_then_on_a_tour_and_a_dead_end_is_said() {
        // A corridor: the start, digit 1 two cells on, the finish at its end; digit 2 walled off.
        let track: Track = ">.1..*\n######\n#2####\n".parse().unwrap();
        let targets = Targets::new(&track).unwrap();
        let rest = Velocity::new(0, 0);
        // From the start with nothing left: speed 1 to (0, 1), 2 to (0, 3), 2 again over the
        // finish.
        assert_eq!(targets.bound(Point::new(0, 0), rest, 0), 3);
        // At rest past digit 1: the finish is one move away, digit 1 two (back at speed 1,
        // then 2 over it), and after a move over digit 1 the finish is at least one more (no
        // legal game is fast enough to pass both in one move): a tour of 3.
        assert_eq!(targets.bound(Point::new(0, 4), rest, 0), 1);
        assert_eq!(targets.distance(Point::new(0, 4), rest, 1), Some(2));
        assert_eq!(targets.bound(Point::new(0, 4), rest, 1 << 1), 3);
        // Digit 2 cannot be passed from the road: a dead end.
        assert_eq!(targets.bound(Point::new(0, 0), rest, 1 << 2), UNREACHABLE);
    }
}
