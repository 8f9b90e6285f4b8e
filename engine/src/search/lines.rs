//! The cells a move passes under Karopapier's rules, tabulated once per velocity as offsets into
//! the track's row-major cells, with the track's cells as small classes: the fast path of
//! [`super::collect`] on tracks without terrain. One walk over a move's cells says what
//! [`crate::rules::blocked`] (every cell passed drivable, no standing still) and
//! [`crate::rules::checkpoints::after_move`] (the digits collected, the finish crossed once all
//! are held) would say, without walking the line twice and without its arithmetic.

use crate::grid::Point;
use crate::rules::{Rules, Velocity, karopapier_line};
use crate::track::{Cell, Track};

/// Class of an off-track cell (grass, the other grounds, obstacles).
const OFF: u8 = 0;
/// Class of a drivable cell that is neither the finish nor a checkpoint.
const ROAD: u8 = 1;
/// Class of a finish cell; a checkpoint of digit `n` is `FINISH + n`.
const FINISH: u8 = 2;

/// What a legal move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Passage {
    /// The checkpoint digits held after the move (bit `n` for digit `n`).
    pub collected: u16,
    /// Whether the move crosses the finish with every digit held.
    pub finished: bool,
}

/// The cells of every move of a track, by velocity.
pub(crate) struct Lines {
    rows: i32,
    cols: i32,
    /// The largest speed along the rows and along the columns the table holds.
    vr: i32,
    vc: i32,
    class: Vec<u8>,
    /// Per velocity (`(row + vr) * (2 * vc + 1) + col + vc`), its range in `offsets`.
    ranges: Vec<(u32, u32)>,
    /// Row-major offsets of the cells a move passes, its source excluded.
    offsets: Vec<i32>,
}

impl Lines {
    /// The table of `track` under `rules` for velocities up to `(vr, vc)` along the rows and the
    /// columns; `None` unless the rules are Karopapier's and the track has no terrain.
    pub fn new(track: &Track, rules: Rules, (vr, vc): (i32, i32)) -> Option<Lines> {
        if rules != Rules::Karopapier || track.has_terrain() {
            return None;
        }
        let cols = track.cols() as i32;
        let class = track
            .cells()
            .iter()
            .map(|&cell| match cell {
                Cell::Finish => FINISH,
                Cell::Checkpoint(n) => FINISH + n,
                c if c.is_free() => ROAD,
                _ => OFF,
            })
            .collect();
        let mut ranges = Vec::with_capacity(((2 * vr + 1) * (2 * vc + 1)) as usize);
        let mut offsets = Vec::new();
        for dr in -vr..=vr {
            for dc in -vc..=vc {
                let begin = offsets.len() as u32;
                karopapier_line(Velocity::new(dr, dc), |d| {
                    if d != Velocity::default() {
                        offsets.push(d.row * cols + d.col);
                    }
                    true
                });
                ranges.push((begin, offsets.len() as u32));
            }
        }
        Some(Lines {
            rows: track.rows() as i32,
            cols,
            vr,
            vc,
            class,
            ranges,
            offsets,
        })
    }

    /// The move with velocity `v` of a car at `at` holding `collected` (`all`: every digit of
    /// the track): `None` when it is not legal. `None` also for a velocity beyond the table,
    /// which no car placed at rest on the track can reach (see [`super::space::max_axis_speed`]).
    #[inline]
    pub fn pass(&self, at: Point, v: Velocity, collected: u16, all: u16) -> Option<Passage> {
        if v == Velocity::default() || v.row.abs() > self.vr || v.col.abs() > self.vc {
            return None;
        }
        let (row, col) = (at.row + v.row, at.col + v.col);
        if !(0..self.rows).contains(&row) || !(0..self.cols).contains(&col) {
            return None;
        }
        // Both ends inside the grid: so is every cell between them.
        let from = at.row * self.cols + at.col;
        let (begin, end) =
            self.ranges[((v.row + self.vr) * (2 * self.vc + 1) + v.col + self.vc) as usize];
        let mut passage = Passage {
            collected,
            finished: false,
        };
        for &offset in &self.offsets[begin as usize..end as usize] {
            match self.class[(from + offset) as usize] {
                OFF => return None,
                ROAD => {}
                _ if passage.finished => {}
                FINISH => passage.finished = passage.collected & all == all,
                digit => passage.collected |= 1 << (digit - FINISH),
            }
        }
        Some(passage)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{self, checkpoints};
    use crate::search::space::max_axis_speed;

    /// Every move from every drivable cell at every velocity of the table, against the rules'
    /// own functions.
    fn agrees_with_the_rules(text: &str) {
        let track: Track = text.parse().unwrap();
        let speeds = (max_axis_speed(track.rows()), max_axis_speed(track.cols()));
        let lines = Lines::new(&track, Rules::Karopapier, speeds).unwrap();
        let all = track.checkpoints();
        let mut legal = 0;
        for i in 0..track.cells().len() {
            let at = track.point(i);
            if !track.is_free(at) {
                continue;
            }
            for vr in -speeds.0..=speeds.0 {
                for vc in -speeds.1..=speeds.1 {
                    for held in [0, all, all & 0b10] {
                        let v = Velocity::new(vr, vc);
                        let to = Point::new(at.row + vr, at.col + vc);
                        let expected = rules::blocked(&track, Rules::Karopapier, at, to)
                            .is_none()
                            .then(|| {
                                let before = checkpoints::Progress {
                                    collected: held,
                                    finished: false,
                                };
                                let after = checkpoints::after_move(
                                    &track,
                                    Rules::Karopapier,
                                    all,
                                    at,
                                    to,
                                    before,
                                );
                                Passage {
                                    collected: after.collected,
                                    finished: after.finished,
                                }
                            });
                        legal += usize::from(expected.is_some());
                        assert_eq!(lines.pass(at, v, held, all), expected, "{at:?} {v:?}");
                    }
                }
            }
        }
        assert!(legal > 100, "only {legal} legal moves tried");
    }

    #[test]
    fn the_table_says_what_the_rules_say() {
        agrees_with_the_rules(
            "##########\n#>..1...##\n#>.#.2.*.#\n#..#.1#*.#\n##...2...#\n###..#####",
        );
        agrees_with_the_rules(">.1.#.2.*\n...#.#...\n.2.....1.\n#.*.#.#..");
    }

    #[test]
    fn only_karopapier_without_terrain() {
        let plain: Track = ">..*".parse().unwrap();
        assert!(Lines::new(&plain, Rules::Strict, (1, 2)).is_none());
        let icy: Track = ">~.*".parse().unwrap();
        assert!(Lines::new(&icy, Rules::Karopapier, (1, 2)).is_none());
        assert!(Lines::new(&plain, Rules::Karopapier, (1, 2)).is_some());
    }
}
