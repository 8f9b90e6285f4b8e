//! The king steps a car still has to drive to the end of its race: to the finish, or with
//! checkpoints left, through every one of them and then to the finish, in the best order. Each
//! leg counts the least king steps between the two sets of cells (one distance map per digit;
//! the tours of every set of digits tabulated once by dynamic programming over the subsets).
//! A* over the checkpoints takes it as the distance its heuristic covers
//! ([`super::collect`]), and a race ranks the cars still racing by it ([`crate::race`]).

use std::collections::VecDeque;

use crate::distance::{UNREACHABLE, king_steps};
use crate::rules::Rules;
use crate::track::{Cell, Track};

/// The distance maps and tours of a track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Tours {
    /// King steps to the finish, per point.
    pub(crate) to_finish: Vec<u32>,
    /// Per checkpoint digit of the track: king steps to it per point.
    pub(crate) to_digit: Vec<(u8, Vec<u32>)>,
    /// `tour[left * 10 + n]`: the least king steps from a cell of digit `n` through every digit
    /// of the set `left` to the finish.
    tour: Vec<u32>,
}

impl Tours {
    /// The maps and tours of `track` under `rules` (soft rules' moves jump walls: every cell is
    /// passed through).
    pub(crate) fn new(track: &Track, rules: Rules) -> Tours {
        let all = track.checkpoints();
        let passable = |cell: Cell| rules == Rules::Soft || cell.is_free();
        let to_finish = king_distances(track, |c| c == Cell::Finish, passable);
        let to_digit: Vec<(u8, Vec<u32>)> = (1..=9u8)
            .filter(|n| all & 1 << n != 0)
            .map(|n| {
                let map = king_distances(track, |c| c == Cell::Checkpoint(n), passable);
                (n, map)
            })
            .collect();
        let tour = tours(track, &to_finish, &to_digit);
        Tours {
            to_finish,
            to_digit,
            tour,
        }
    }

    /// A lower bound of the king steps from the cell of index `i` to the end of the race with
    /// the digits `left` (bit `n` for digit `n`) still to collect ([`UNREACHABLE`] when some
    /// target cannot be reached): the shortest tour, and (as strong where a digit's cells are
    /// spread out, so that its legs count little) for each digit left its distance plus its
    /// least distance on to the finish, the larger of the two.
    pub(crate) fn bound(&self, i: usize, left: u16) -> u32 {
        let (mut shortest, mut each) = if left == 0 {
            (self.to_finish[i], self.to_finish[i])
        } else {
            (UNREACHABLE, self.to_finish[i])
        };
        for (n, map) in &self.to_digit {
            if left & 1 << n != 0 {
                if map[i] == UNREACHABLE {
                    return UNREACHABLE;
                }
                let n = usize::from(*n);
                let rest = self.tour[usize::from(left & !(1 << n)) * 10 + n];
                shortest = shortest.min(map[i].saturating_add(rest));
                each = each.max(map[i].saturating_add(self.tour[n]));
            }
        }
        shortest.max(each)
    }
}

/// The tours' table of [`Tours::tour`]: from a digit's cells through a set of digits to
/// the finish, the legs being the least distances between the sets of cells.
fn tours(track: &Track, to_finish: &[u32], to_digit: &[(u8, Vec<u32>)]) -> Vec<u32> {
    let cells = track.cells();
    // The least of `map` over the cells of digit `n`.
    let least = |map: &[u32], n: u8| {
        cells
            .iter()
            .zip(map)
            .filter(|(c, _)| **c == Cell::Checkpoint(n))
            .map(|(_, d)| *d)
            .min()
            .unwrap_or(UNREACHABLE)
    };
    let mut legs = [[UNREACHABLE; 10]; 10];
    let mut to_end = [UNREACHABLE; 10];
    for (n, map) in to_digit {
        to_end[usize::from(*n)] = least(to_finish, *n);
        for (m, _) in to_digit {
            legs[usize::from(*m)][usize::from(*n)] = least(map, *m);
        }
    }
    let mut tour = vec![UNREACHABLE; 1024 * 10];
    // By sets in increasing order: a set's tours use only its subsets'.
    for left in 0..1024usize {
        for (n, _) in to_digit {
            let n = usize::from(*n);
            if left & 1 << n != 0 {
                continue;
            }
            tour[left * 10 + n] = if left == 0 {
                to_end[n]
            } else {
                (1..10)
                    .filter(|m| left & 1 << m != 0)
                    .map(|m| legs[n][m].saturating_add(tour[(left & !(1 << m)) * 10 + m]))
                    .min()
                    .unwrap_or(UNREACHABLE)
            };
        }
    }
    tour
}

/// King steps from every point to the nearest cell `target` accepts, through cells `passable`
/// accepts ([`UNREACHABLE`] for the others and for points cut off).
pub(crate) fn king_distances(
    track: &Track,
    target: impl Fn(Cell) -> bool,
    passable: impl Fn(Cell) -> bool,
) -> Vec<u32> {
    let cells = track.cells();
    let mut distances = vec![UNREACHABLE; cells.len()];
    let mut queue = VecDeque::new();
    for (i, &cell) in cells.iter().enumerate() {
        if target(cell) {
            distances[i] = 0;
            queue.push_back(i);
        }
    }
    king_steps(track.rows(), track.cols(), &mut distances, queue, |i| {
        passable(cells[i])
    });
    distances
}
