//! Per-axis heuristics: exact move counts of a relaxed race in which the car's motion along one
//! axis obeys the rules exactly while along the other axis it may slide freely within a run of
//! free points.
//!
//! Under strict rules the squares a segment enters form a chain of free squares, 4-connected
//! (at a corner one of the two side squares is free) and monotone along each axis. So after a
//! move with row velocity `vr` the car stands on a run of row `row + vr` that a row-monotone
//! chain of overlapping runs links to its own run. The relaxed state is (run, velocity along the
//! axis); its exact distance to a run holding a finish point, computed by one backward
//! breadth-first search, is a consistent lower bound on the real move count. It is what tells
//! a car racing up one leg of a U-turn that it must stop before it can come back down.
//!
//! Under Karopapier's rules the cells a move passes form a chain of king steps, monotone along
//! each axis, so two runs of neighbouring lines are linked when they overlap or touch diagonally
//! ([`Chain::Karopapier`]); and a target counts when a move passes it, not only where it lands,
//! so the search starts from every relaxed state one move from passing a target run.

use std::collections::VecDeque;

/// Value of a relaxed state from which no finish point can be reached.
pub(crate) const NEVER: u16 = u16::MAX;

/// Most run-chain steps the construction may take before it gives up (the heuristic is then
/// simply not used).
const WORK_LIMIT: u64 = 200_000_000;

/// Most relaxed states (runs times velocities) the heuristic may tabulate, 64 MiB of `u16`: a
/// track cut into very many short runs along a long axis does without it.
const MAX_VALUES: usize = 1 << 25;

/// How the cells of a move chain together, and when a move reaches a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Chain {
    /// Strict rules: runs of neighbouring lines linked when they overlap; the target is reached
    /// by landing on it.
    Strict,
    /// Karopapier's line (or strict rules toward a checkpoint, collected when passed): runs
    /// linked when they overlap or touch diagonally (`slack` 1 for Karopapier, 0 for strict);
    /// the target is reached by passing it.
    Passing {
        /// How far apart, along the line, two linked runs may be (0: they overlap).
        slack: u32,
    },
}

/// The relaxed distances along one axis.
pub(crate) struct AxisHeuristic {
    /// Run of each grid point (row-major over the whole track), `u32::MAX` for obstacles.
    run_of: Vec<u32>,
    vmax: i32,
    nv: usize,
    /// `values[run * nv + v + vmax]`: relaxed moves to the finish.
    values: Vec<u16>,
}

/// A maximal interval `[lo, hi]` of free points on line `line`.
#[derive(Clone, Copy)]
pub(super) struct Run {
    pub(super) line: u32,
    pub(super) lo: u32,
    pub(super) hi: u32,
}

/// The free points of `lines` lines of `len` points each (`cell(line, pos)` their row-major
/// index in `free`) cut into maximal runs: the runs line by line, the index of each line's first
/// run (and one past the last line's), and each point's run (`u32::MAX` where it is not free).
pub(super) fn cut_runs(
    lines: usize,
    len: usize,
    cell: &impl Fn(usize, usize) -> usize,
    free: &[bool],
) -> (Vec<Run>, Vec<usize>, Vec<u32>) {
    let mut runs = Vec::new();
    let mut first_run = Vec::with_capacity(lines + 1);
    let mut run_of = vec![u32::MAX; free.len()];
    for line in 0..lines {
        first_run.push(runs.len());
        let mut pos = 0;
        while pos < len {
            if !free[cell(line, pos)] {
                pos += 1;
                continue;
            }
            let lo = pos;
            while pos < len && free[cell(line, pos)] {
                run_of[cell(line, pos)] = runs.len() as u32;
                pos += 1;
            }
            runs.push(Run {
                line: line as u32,
                lo: lo as u32,
                hi: pos as u32 - 1,
            });
        }
    }
    first_run.push(runs.len());
    (runs, first_run, run_of)
}

impl AxisHeuristic {
    /// Builds the heuristic for motion across `lines` lines of `len` points each, where
    /// `cell(line, pos)` is the row-major index of that point in `free`/`finish` (`finish`: the
    /// target). `vmax` bounds the speed along the axis. `None` when the construction would take
    /// too long or too much memory.
    pub fn new(
        lines: usize,
        len: usize,
        cell: impl Fn(usize, usize) -> usize,
        free: &[bool],
        finish: &[bool],
        vmax: i32,
        chain: Chain,
    ) -> Option<AxisHeuristic> {
        let slack = match chain {
            Chain::Strict => 0,
            Chain::Passing { slack } => slack,
        };
        let (runs, first_run, run_of) = cut_runs(lines, len, &cell, free);
        let goal: Vec<u32> = (0..runs.len() as u32)
            .filter(|&r| {
                let run = runs[r as usize];
                (run.lo..=run.hi).any(|pos| finish[cell(run.line as usize, pos as usize)])
            })
            .collect();

        // The runs of the line `step` away from run `r`, with the index of the first of them.
        let neighbours = |r: usize, step: i64| -> (usize, &[Run]) {
            let line = runs[r].line as i64 + step;
            if line < 0 || line >= lines as i64 {
                return (0, &[]);
            }
            let (from, to) = (first_run[line as usize], first_run[line as usize + 1]);
            (from, &runs[from..to])
        };

        let nv = 2 * vmax as usize + 1;
        // Each reachable state walks `|v|` lines back: when every run could be reached at every
        // speed, the walk alone would pass the work limit, so give up before starting.
        let walk = runs.len() as u64 * (vmax as u64 * (vmax as u64 + 1));
        if runs.len().saturating_mul(nv) > MAX_VALUES || walk > WORK_LIMIT {
            return None;
        }
        let mut values = vec![NEVER; runs.len() * nv];
        let mut queue = VecDeque::new();
        // Scratch for the chain walk: a stamp per run and two frontiers.
        let mut stamp = vec![0u32; runs.len()];
        let mut epoch = 0u32;
        let mut frontier: Vec<u32> = Vec::new();
        let mut next: Vec<u32> = Vec::new();
        let mut work = 0u64;
        let linked = |o: &Run, here: &Run| o.hi + slack >= here.lo && o.lo <= here.hi + slack;
        match chain {
            Chain::Strict => {
                for &g in &goal {
                    for v in 0..nv {
                        values[g as usize * nv + v] = 0;
                        queue.push_back((g, v as i32 - vmax));
                    }
                }
            }
            Chain::Passing { .. } => {
                // One move from passing a target run: any state on it (the move slides along
                // its run), and any state `k` linked lines before it going toward it at a
                // speed of at least `k - 1`, which one move can raise to `k`.
                let mut seed = |a: u32, v: i32, values: &mut Vec<u16>| {
                    let slot = a as usize * nv + (v + vmax) as usize;
                    if values[slot] == NEVER {
                        values[slot] = 1;
                        queue.push_back((a, v));
                    }
                };
                for &g in &goal {
                    for v in -vmax..=vmax {
                        seed(g, v, &mut values);
                    }
                    for direction in [-1i64, 1] {
                        frontier.clear();
                        frontier.push(g);
                        for k in 1..=vmax as i64 + 1 {
                            epoch += 1;
                            next.clear();
                            for &r in &frontier {
                                let here = runs[r as usize];
                                let (base, others) = neighbours(r as usize, -direction);
                                for (j, o) in others.iter().enumerate() {
                                    work += 1;
                                    let id = (base + j) as u32;
                                    if linked(o, &here) && stamp[id as usize] != epoch {
                                        stamp[id as usize] = epoch;
                                        next.push(id);
                                    }
                                }
                            }
                            std::mem::swap(&mut frontier, &mut next);
                            if frontier.is_empty() || work > WORK_LIMIT {
                                break;
                            }
                            // Velocity toward the target (sign `direction`) of at least k - 1.
                            for &a in &frontier {
                                for speed in (k - 1) as i32..=vmax {
                                    seed(a, speed * direction as i32, &mut values);
                                }
                            }
                        }
                    }
                }
                if work > WORK_LIMIT {
                    return None;
                }
            }
        }
        while let Some((b, v_after)) = queue.pop_front() {
            let t = values[b as usize * nv + (v_after + vmax) as usize];
            // The runs a move with velocity `v_after` may have started from: those a monotone
            // chain links to `b` going back `v_after` lines.
            frontier.clear();
            frontier.push(b);
            let step = -(v_after.signum() as i64);
            for _ in 0..v_after.unsigned_abs() {
                epoch += 1;
                next.clear();
                for &r in &frontier {
                    let here = runs[r as usize];
                    let (base, others) = neighbours(r as usize, step);
                    for (k, o) in others.iter().enumerate() {
                        work += 1;
                        if linked(o, &here) {
                            let id = (base + k) as u32;
                            if stamp[id as usize] != epoch {
                                stamp[id as usize] = epoch;
                                next.push(id);
                            }
                        }
                    }
                }
                std::mem::swap(&mut frontier, &mut next);
                if frontier.is_empty() || work > WORK_LIMIT {
                    break;
                }
            }
            if work > WORK_LIMIT {
                return None;
            }
            for &a in &frontier {
                for v_before in v_after - 1..=v_after + 1 {
                    if v_before.abs() > vmax {
                        continue;
                    }
                    let slot = a as usize * nv + (v_before + vmax) as usize;
                    if values[slot] == NEVER {
                        values[slot] = t + 1;
                        queue.push_back((a, v_before));
                    }
                }
            }
        }
        Some(AxisHeuristic {
            run_of,
            vmax,
            nv,
            values,
        })
    }

    /// The bounds along the rows and along the columns of a `rows` x `cols` track (`free` and
    /// `target` row-major), with `vr` and `vc` bounding the speed along each: both, or `None`
    /// when either could not be built.
    pub fn both(
        rows: usize,
        cols: usize,
        free: &[bool],
        target: &[bool],
        (vr, vc): (i32, i32),
        chain: Chain,
    ) -> Option<(AxisHeuristic, AxisHeuristic)> {
        let by_row = AxisHeuristic::new(rows, cols, |r, c| r * cols + c, free, target, vr, chain)?;
        let by_col = AxisHeuristic::new(cols, rows, |c, r| r * cols + c, free, target, vc, chain)?;
        Some((by_row, by_col))
    }

    /// Relaxed moves to the finish from point `cell` (row-major index) with velocity `v` along
    /// the axis; [`NEVER`] when out of reach.
    #[inline]
    pub fn get(&self, cell: usize, v: i32) -> u16 {
        let run = self.run_of[cell];
        if run == u32::MAX || v.abs() > self.vmax {
            return NEVER;
        }
        self.values[run as usize * self.nv + (v + self.vmax) as usize]
    }
}
