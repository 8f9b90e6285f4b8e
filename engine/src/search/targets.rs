//! Exact distances to each target alone, for A* over the checkpoints under Karopapier's rules
//! ([`super::collect`]): for the finish, the coach's table ([`crate::coach`]) of a copy of the
//! map on which every digit is plain road; for each checkpoint digit and each heading of the move
//! that passes it ([`super::headings`]), the fewest moves from every configuration (position,
//! velocity) until a move passes one of the digit's cells with that heading, walls, speed and
//! braking all counted.
//!
//! A car still has to pass every digit it does not hold and then the finish, so each of those
//! distances bounds its moves left, and a configuration from which one of them cannot be passed
//! at all is a dead end. Stronger, the tour: order the targets left by the move that first passes
//! each (the finish last). The moves to the first, passed heading `h`, are at least its distance
//! by that heading from the car; from the configuration right after the move that passed target
//! `a` heading `h`, the moves until one passes the next target `b` heading `g` are at least that
//! distance from there, or none when that same move passed `b` too (then with the same heading).
//! The least of these over every configuration a legal move passing `a` heading `h` ends in (the
//! leg from `a` to `b`) is tabulated once per pair and pair of headings, and the shortest tour
//! through the targets left once per set of them, first target and heading, by dynamic
//! programming over the subsets. A car's bound is then the least, over the first target and its
//! heading, of its distance plus the tour on from it. A digit whose cells spread wide lets a tour
//! pass it near one target and leave it near another for free, so the tour without the wide
//! digits bounds the moves too, and the larger of the two counts. Other cars only take moves
//! away, so the bounds hold in a race too.
//!
//! The tables cost one backward search for the finish and one per digit and heading (side by
//! side) over the map's configurations (without the checkpoints held), worth it on the maps whose
//! forward search is long: [`Targets::worth`].

use super::headings::{self, Arrivals, HEADINGS, MAX_TABLES, heading};
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

/// Most entries of the merged tables (configurations times tables, a byte each): 128 Mi
/// natively; in the browser 8 Mi, whose tables build within a few tenths of a second (the
/// search builds them at once, on the page's thread). The finish's own table (two bytes a
/// configuration, kept to find a configuration's entries) and the searches' work (some 44 bytes
/// a configuration) stay beside them while they are built.
const MAX_ENTRIES: usize = if cfg!(target_arch = "wasm32") {
    1 << 23
} else {
    1 << 27
};

/// The tables of a map, merged: per configuration (the finish's table's index), the distance to
/// the finish then to each digit of `digits` by each heading, side by side in `near`.
pub(super) struct Targets {
    /// The finish's table: where a configuration's entries are.
    index: Coach,
    /// The digits, in the order of their entries.
    digits: Vec<u8>,
    /// `near[i * stride + t]`: the moves from configuration `i` to target `t` (0 the finish,
    /// `1 + k * HEADINGS + h` digit `digits[k]` passed heading `h`), at most [`FAR`], or
    /// [`NEVER`].
    near: Vec<u8>,
    /// `tour[tour_slot(set, k, h)]`: the fewest moves after a move that passed digit
    /// `digits[k]` heading `h`, through every digit of `set` (bit `j` for `digits[j]`, `k` not
    /// in it) and over the finish.
    tour: Vec<u32>,
    /// The digits (bit `k` for `digits[k]`) whose cells spread wide: a tour may pass such a digit
    /// near one target and leave it near another, so the tour without them is bounded too.
    wide: usize,
}

/// A target that cannot be passed from a configuration.
const NEVER: u8 = u8::MAX;

/// The most moves an entry says: farther targets count as this many (still a lower bound).
const FAR: u8 = u8::MAX - 1;

/// Where the tour after digit `k` passed heading `h`, through `set`, is kept.
#[inline]
fn tour_slot(set: usize, k: usize, h: usize) -> usize {
    ((set << 4) | k) * HEADINGS + h
}

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

    /// The tables of `track` under Karopapier's rules, or `None` when they cannot be built (too
    /// many configurations, or velocities beyond the table of lines).
    pub(super) fn new(track: &Track) -> Option<Targets> {
        let all = track.checkpoints();
        let digits: Vec<u8> = (1..=9u8).filter(|n| all & 1 << n != 0).collect();
        if digits.len() * HEADINGS > MAX_TABLES {
            return None;
        }
        let stride = 1 + digits.len() * HEADINGS;
        let index = table(track, (MAX_ENTRIES / stride) as u64)?;
        let speeds = (max_axis_speed(track.rows()), max_axis_speed(track.cols()));
        let lines = Lines::new(track, Rules::Karopapier, speeds)?;
        let arrivals = Arrivals::new(track, &index, &lines, speeds);
        let entries = index.entries();
        let mut near = vec![NEVER; entries * stride];
        for i in 0..entries {
            let d = index.distance_at(i);
            near[i * stride] = if d == UNREACHABLE {
                NEVER
            } else {
                d.min(u32::from(FAR)) as u8
            };
        }
        headings::tables(&arrivals, &digits, (&mut near, stride, 1), FAR);
        let mut targets = Targets {
            index,
            digits,
            near,
            tour: Vec::new(),
            wide: 0,
        };
        for (k, &n) in targets.digits.iter().enumerate() {
            if wide(track, n) {
                targets.wide |= 1 << k;
            }
        }
        let legs = legs(&targets, &arrivals);
        targets.tour = tours(&legs, targets.digits.len());
        Some(targets)
    }

    /// The entries side by side per configuration.
    fn stride(&self) -> usize {
        1 + self.digits.len() * HEADINGS
    }

    /// A configuration's entries: the moves to the finish, then to each digit by each heading
    /// (`None` for a configuration outside the tables, which no legal game has).
    #[inline]
    fn entries(&self, p: Point, v: Velocity) -> Option<&[u8]> {
        let i = self.index.entry(p, v)?;
        self.at(i)
    }

    /// The entries of configuration `i`.
    #[inline]
    fn at(&self, i: usize) -> Option<&[u8]> {
        let stride = self.stride();
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
        // The tour through every digit left and, when some of them are wide and some not, the
        // tour through the others alone (0: not asked for), in one walk over the entries.
        let narrow = set & !self.wide;
        let split = narrow != set && narrow != 0;
        let (mut tour, mut without) = (UNREACHABLE, if split { UNREACHABLE } else { 0 });
        for k in 0..self.digits.len() {
            if set & 1 << k == 0 {
                continue;
            }
            let counted = split && narrow & 1 << k != 0;
            let mut nearest = UNREACHABLE;
            for h in 0..HEADINGS {
                let first = moves(near[1 + k * HEADINGS + h]);
                nearest = nearest.min(first);
                tour = tour.min(first.saturating_add(self.tour[tour_slot(set & !(1 << k), k, h)]));
                if counted {
                    let on = self.tour[tour_slot(narrow & !(1 << k), k, h)];
                    without = without.min(first.saturating_add(on));
                }
            }
            farthest = farthest.max(nearest);
        }
        farthest.max(tour).max(without)
    }

    /// The moves from `(p, v)` to target `t` (0 the finish, `k + 1` digit `digits[k]` by any
    /// heading).
    #[cfg(test)]
    fn distance(&self, p: Point, v: Velocity, t: usize) -> Option<u32> {
        self.entries(p, v).map(|near| match t {
            0 => moves(near[0]),
            _ => (0..HEADINGS)
                .map(|h| moves(near[1 + (t - 1) * HEADINGS + h]))
                .min()
                .unwrap_or(UNREACHABLE),
        })
    }
}

/// Cells apart along the rows or the columns from which a digit is wide on a large map.
const WIDE_SPAN: usize = 16;

/// Whether digit `n`'s cells spread wide ([`Targets::wide`]): [`WIDE_SPAN`] cells apart or
/// more, or over half the map's larger side on a smaller map, along the rows or the columns.
fn wide(track: &Track, n: u8) -> bool {
    let mut cells = track.points_of(Cell::Checkpoint(n));
    let Some(first) = cells.next() else {
        return false;
    };
    let (mut low, mut high) = (first, first);
    for p in cells {
        low = Point::new(low.row.min(p.row), low.col.min(p.col));
        high = Point::new(high.row.max(p.row), high.col.max(p.col));
    }
    let span = (high.row - low.row).max(high.col - low.col) as usize;
    2 * span >= track.rows().max(track.cols()).min(2 * WIDE_SPAN)
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

/// `legs[(k * HEADINGS + h) * (m + 1) + t]` (`m` the digits' tables, `HEADINGS` per digit): the
/// fewest moves after a legal move that passed digit `digits[k]` heading `h` until one passes
/// target `t` (digit `digits[j]` heading `h'` for `t = j * HEADINGS + h'`, the finish for
/// `t = m`), 0 when that move passed it too (with its own heading; the finish, anywhere on its
/// line): the least over every legal move of the map (arriving in a configuration of the tables)
/// that crosses the finish or does not end where the finish is out of reach.
fn legs(targets: &Targets, arrivals: &Arrivals) -> Vec<u32> {
    let m = targets.digits.len() * HEADINGS;
    let mut legs = vec![UNREACHABLE; m * (m + 1)];
    for i in 0..targets.index.entries() {
        let Some((passed, crosses)) = arrivals.passed(i) else {
            continue;
        };
        if passed == 0 {
            continue;
        }
        let Some(near) = targets.at(i) else {
            continue;
        };
        // A move no finishing race makes (one no legal game has, from a pocket walled off from
        // the finish, or into a dead end) is no leg of one.
        let to_finish = moves(near[0]);
        if !crosses && to_finish == UNREACHABLE {
            continue;
        }
        let h = heading(arrivals.velocity_of(i));
        for (k, a) in targets.digits.iter().enumerate() {
            if passed & 1 << a == 0 {
                continue;
            }
            let row = &mut legs[(k * HEADINGS + h) * (m + 1)..][..m + 1];
            for (j, b) in targets.digits.iter().enumerate() {
                for g in 0..HEADINGS {
                    let t = j * HEADINGS + g;
                    let leg = if passed & 1 << b != 0 && g == h {
                        0
                    } else {
                        moves(near[1 + t])
                    };
                    row[t] = row[t].min(leg);
                }
            }
            row[m] = row[m].min(if crosses { 0 } else { to_finish });
        }
    }
    legs
}

/// The tours of [`Targets::tour`] from the legs, by dynamic programming over the sets of digits
/// (each set after its subsets).
fn tours(legs: &[u32], n: usize) -> Vec<u32> {
    let m = n * HEADINGS;
    let leg = |k: usize, h: usize, t: usize| legs[(k * HEADINGS + h) * (m + 1) + t];
    let mut tour = vec![UNREACHABLE; tour_slot(1 << n, 0, 0)];
    for set in 0..1usize << n {
        for k in (0..n).filter(|k| set & 1 << k == 0) {
            for h in 0..HEADINGS {
                tour[tour_slot(set, k, h)] = if set == 0 {
                    leg(k, h, m)
                } else {
                    let mut best = UNREACHABLE;
                    for j in (0..n).filter(|j| set & 1 << j != 0) {
                        for g in 0..HEADINGS {
                            let on = tour[tour_slot(set & !(1 << j), j, g)];
                            best = best.min(leg(k, h, j * HEADINGS + g).saturating_add(on));
                        }
                    }
                    best
                };
            }
        }
    }
    tour
}

/// The coach's table of `track` with every digit plain road (the finish's own); `None` over
/// `limit` configurations.
fn table(track: &Track, limit: u64) -> Option<Coach> {
    let cells = track.grid().map(|&c| match c {
        Cell::Checkpoint(_) => Cell::Road,
        other => other,
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
        // then 2 over it, heading left).
        assert_eq!(targets.bound(Point::new(0, 4), rest, 0), 1);
        assert_eq!(targets.distance(Point::new(0, 4), rest, 1), Some(2));
        // But a car passing digit 1 heading left can never turn back in a corridor one cell
        // wide (it cannot stand still), and none heading right can come from here: with the
        // heading of each pass in the tour, this is a dead end. (Without it, the tour took the
        // way to digit 1 heading left and the way on from a pass heading right: 3 moves.)
        assert_eq!(targets.bound(Point::new(0, 4), rest, 1 << 1), UNREACHABLE);
        // From the start the tour passes digit 1 heading right, on the way to the finish.
        assert_eq!(targets.bound(Point::new(0, 0), rest, 1 << 1), 3);
        // Digit 2 cannot be passed from the road: a dead end.
        assert_eq!(targets.bound(Point::new(0, 0), rest, 1 << 2), UNREACHABLE);
    }
}
