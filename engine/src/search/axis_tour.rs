//! Per-axis bounds through the checkpoints: the relaxed race of [`super::axis`] (the motion along
//! one axis exact, the other axis free within a run of free points) driven through every
//! checkpoint digit left and then over the finish, under Karopapier's rules.
//!
//! A relaxed state is (run, velocity along the axis, digits left). A move with velocity `v`
//! along the axis goes `|v|` lines from its run `a` to a run that a monotone chain links to
//! `a` (neighbouring lines' runs linked when they overlap or touch diagonally, as the cells of
//! Karopapier's line are king steps). It collects every digit of every run such a chain from
//! `a` can pass in `|v|` lines (a superset of the digits the real move passes, since the real
//! move's cells lie on one such chain), and it finishes when nothing is left after it and one
//! of those runs holds a finish cell. Every real race is a relaxed race of the same length, so
//! the relaxed move counts, tabulated once per track by one shortest-path pass per set of
//! digits left (the sets in increasing order: a move only takes digits away), are a lower bound
//! of the real moves left, and a consistent one (one relaxed move follows every real move).
//!
//! Where the per-target bounds of [`super::axis`] know that a car must brake before it turns
//! toward one target, these know it must do so at each checkpoint of the tour in turn: on
//! Karopapier's maps, whose checkpoints send the cars back and forth, that is most of the moves.

use super::axis::{NEVER, cut_runs};

/// Most values (runs times velocities times sets of digits) one table may hold, 64 MiB of
/// `u16`.
const MAX_VALUES: usize = 1 << 25;

/// Most chain steps and table updates the construction may take before it gives up (the bound
/// is then not used).
const WORK_LIMIT: u64 = 400_000_000;

/// A maximal interval `[lo, hi]` of free points on line `line`, with the checkpoint digits it
/// holds (bit `k` for the `k`-th digit of the track) and whether it holds a finish point.
#[derive(Clone, Copy)]
struct Run {
    line: u32,
    lo: u32,
    hi: u32,
    digits: u16,
    finish: bool,
}

/// Where one move from a run may go at one velocity: the runs it may land on, the digits it may
/// collect, and whether it may pass a finish point.
#[derive(Clone, Default)]
struct Reach {
    land: Vec<u32>,
    digits: u16,
    finish: bool,
}

/// The relaxed move counts along one axis, per set of digits left.
pub(crate) struct AxisTour {
    run_of: Vec<u32>,
    vmax: i32,
    nv: usize,
    runs: usize,
    /// `values[(left * runs + run) * nv + v + vmax]`.
    values: Vec<u16>,
}

impl AxisTour {
    /// Builds the bound for motion across `lines` lines of `len` points each, where
    /// `cell(line, pos)` is the row-major index of that point in `free`, `digit` (the index of
    /// the checkpoint digit a point holds, below `digits`) and `finish`. `vmax` bounds the speed
    /// along the axis. `None` when the table would be too large or take too long.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn new(
        lines: usize,
        len: usize,
        cell: impl Fn(usize, usize) -> usize,
        free: &[bool],
        digit: &[Option<u8>],
        finish: &[bool],
        digits: usize,
        vmax: i32,
    ) -> Option<AxisTour> {
        let (cut, first_run, run_of) = cut_runs(lines, len, &cell, free);
        let runs: Vec<Run> = cut
            .iter()
            .map(|r| {
                let mut run = Run {
                    line: r.line,
                    lo: r.lo,
                    hi: r.hi,
                    digits: 0,
                    finish: false,
                };
                for pos in r.lo..=r.hi {
                    let at = cell(r.line as usize, pos as usize);
                    run.finish |= finish[at];
                    if let Some(k) = digit[at] {
                        run.digits |= 1 << k;
                    }
                }
                run
            })
            .collect();
        let nv = 2 * vmax as usize + 1;
        let sets = 1usize << digits;
        if digits > 9 || runs.len().saturating_mul(nv).saturating_mul(sets) > MAX_VALUES {
            return None;
        }
        let mut work = 0u64;

        // Where a move from each run may go at each velocity: the chain walk, one line at a time.
        let mut reach: Vec<Reach> = vec![Reach::default(); runs.len() * nv];
        let mut stamp = vec![0u32; runs.len()];
        let mut epoch = 0u32;
        let (mut frontier, mut next): (Vec<u32>, Vec<u32>) = (Vec::new(), Vec::new());
        for (a, run) in runs.iter().enumerate() {
            reach[a * nv + vmax as usize] = Reach {
                land: vec![a as u32],
                digits: run.digits,
                finish: run.finish,
            };
            for direction in [-1i64, 1] {
                frontier.clear();
                frontier.push(a as u32);
                let (mut collected, mut finish) = (run.digits, run.finish);
                for k in 1..=vmax as i64 {
                    let line = run.line as i64 + direction * k;
                    if line < 0 || line >= lines as i64 {
                        break;
                    }
                    let (from, to) = (first_run[line as usize], first_run[line as usize + 1]);
                    epoch += 1;
                    next.clear();
                    for &r in &frontier {
                        let here = runs[r as usize];
                        for (j, o) in runs[from..to].iter().enumerate() {
                            work += 1;
                            // Karopapier's line: linked when they overlap or touch diagonally.
                            let id = from + j;
                            if o.hi + 1 >= here.lo && o.lo <= here.hi + 1 && stamp[id] != epoch {
                                stamp[id] = epoch;
                                next.push(id as u32);
                                collected |= o.digits;
                                finish |= o.finish;
                            }
                        }
                    }
                    std::mem::swap(&mut frontier, &mut next);
                    if frontier.is_empty() {
                        break;
                    }
                    let v = (direction * k) as i32;
                    reach[a * nv + (v + vmax) as usize] = Reach {
                        land: frontier.clone(),
                        digits: collected,
                        finish,
                    };
                }
                if work > WORK_LIMIT {
                    return None;
                }
            }
        }
        // The moves that land on each (run, velocity): `(from run, velocity index)`.
        let mut landing: Vec<Vec<u32>> = vec![Vec::new(); runs.len() * nv];
        for (slot, r) in reach.iter().enumerate() {
            for &b in &r.land {
                landing[b as usize * nv + slot % nv].push((slot / nv) as u32);
            }
        }

        let states = runs.len() * nv;
        let mut values = vec![NEVER; states * sets];
        let mut buckets: Vec<Vec<u32>> = Vec::new();
        for left in 0..sets {
            let (done, layer) = values.split_at_mut(left * states);
            let layer = &mut layer[..states];
            // The moves that leave this set of digits (or finish): their values are known.
            buckets.iter_mut().for_each(Vec::clear);
            for a in 0..runs.len() {
                for vi in 0..nv {
                    let mut best = NEVER;
                    for after in vi.saturating_sub(1)..(vi + 2).min(nv) {
                        let r = &reach[a * nv + after];
                        if r.land.is_empty() {
                            continue;
                        }
                        let rest = left & !usize::from(r.digits);
                        if rest == 0 && r.finish {
                            best = 1;
                            break;
                        }
                        if rest == left {
                            continue;
                        }
                        let base = rest * states;
                        for &b in &r.land {
                            work += 1;
                            let t = done[base + b as usize * nv + after];
                            if t != NEVER {
                                best = best.min(t + 1);
                            }
                        }
                    }
                    if best != NEVER {
                        layer[a * nv + vi] = best;
                        let t = best as usize;
                        if buckets.len() <= t {
                            buckets.resize_with(t + 1, Vec::new);
                        }
                        buckets[t].push((a * nv + vi) as u32);
                    }
                }
            }
            // Then the moves within the set, shortest first (Dijkstra over unit moves with
            // the values above as starting costs).
            let mut t = 0;
            while t < buckets.len() {
                while let Some(state) = buckets[t].pop() {
                    let state = state as usize;
                    if usize::from(layer[state]) != t {
                        continue;
                    }
                    let after = state % nv;
                    for &a in &landing[state] {
                        let r = &reach[a as usize * nv + after];
                        if left & !usize::from(r.digits) != left {
                            continue;
                        }
                        for before in after.saturating_sub(1)..(after + 2).min(nv) {
                            work += 1;
                            let slot = a as usize * nv + before;
                            if usize::from(layer[slot]) > t + 1 {
                                layer[slot] = (t + 1) as u16;
                                if buckets.len() <= t + 1 {
                                    buckets.resize_with(t + 2, Vec::new);
                                }
                                buckets[t + 1].push(slot as u32);
                            }
                        }
                    }
                }
                t += 1;
            }
            if work > WORK_LIMIT {
                return None;
            }
        }
        Some(AxisTour {
            run_of,
            vmax,
            nv,
            runs: runs.len(),
            values,
        })
    }

    /// The bounds along the rows and along the columns of a `rows` x `cols` track (`free`,
    /// `digit` and `finish` row-major, as in [`AxisTour::new`]) with `digits` digits, `vr` and
    /// `vc` bounding the speed along each: both, or `None` when either could not be built.
    pub(crate) fn both(
        (rows, cols): (usize, usize),
        (free, digit, finish): (&[bool], &[Option<u8>], &[bool]),
        digits: usize,
        (vr, vc): (i32, i32),
    ) -> Option<(AxisTour, AxisTour)> {
        let by_row = AxisTour::new(
            rows,
            cols,
            |r, c| r * cols + c,
            free,
            digit,
            finish,
            digits,
            vr,
        )?;
        let by_col = AxisTour::new(
            cols,
            rows,
            |c, r| r * cols + c,
            free,
            digit,
            finish,
            digits,
            vc,
        )?;
        Some((by_row, by_col))
    }

    /// Relaxed moves to the finish from point `cell` (row-major index) with velocity `v` along
    /// the axis and the digits `left` (bit `k` for the `k`-th digit); [`NEVER`] when out of
    /// reach, 0 (no bound) beyond the table's speeds.
    #[inline]
    pub(crate) fn get(&self, cell: usize, v: i32, left: usize) -> u16 {
        let run = self.run_of[cell];
        if run == u32::MAX {
            return NEVER;
        }
        if v.abs() > self.vmax {
            return 0;
        }
        self.values[(left * self.runs + run as usize) * self.nv + (v + self.vmax) as usize]
    }
}
