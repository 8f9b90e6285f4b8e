//! The automatic grid pitch: the block size a picture was drawn with, or a size for a free
//! drawing.

use crate::track::{MAX_TRACK_POINTS, MAX_TRACK_SIDE};

use super::Picture;
use super::palette::classify_rgba;

/// Points on the long side of the track made from a free drawing (a picture with no block
/// structure): about 100, so a square drawing gives some 10,000 points and a 2:1 one 5,000.
pub const TARGET_LONG_SIDE: u32 = 100;

/// Share of the colour changes that must sit on one grid of pitch `k` for `k` to be taken from a
/// noisy picture: a few stray pixels do not hide a pitch, a free drawing never reaches it.
const ALIGNED_SHARE: f64 = 0.9;

/// How far below the best share a larger pitch may score and still be taken: the divisors of
/// the true pitch score at least as well as it, its multiples clearly worse (unless the track is
/// nearly made of larger blocks itself).
const SHARE_MARGIN: f64 = 0.03;

/// Share of the pixels that may differ from their block's most common class for a pitch found
/// by alignment to stand: stray pixels stay far below it; a picture drawn a pixel per point,
/// read in blocks, goes far above it.
const MAX_MISMATCH: f64 = 0.03;

/// Fewer class changes than this say nothing about a pitch (two changes always line up).
const MIN_CHANGES: u64 = 16;

/// The cell size, in pixels, that makes the picture's blocks uniform.
///
/// Every pixel is classified ([`classify_rgba`]); then, in order:
/// 1. the greatest common divisor of the lengths of all runs of one class along the rows and the
///    columns, if at least 2: a picture made of `k` x `k` blocks gives `k` exactly (unless the
///    track itself is made of 2 x 2 or larger blocks everywhere);
/// 2. the same without the runs that reach the right or bottom edge (a cut-off last block);
/// 3. for a noisy picture, the share of the places where the class changes, along rows and
///    along columns, that fall on one grid of pitch `k` (any offset) is measured for each `k` up
///    to half the short side; if the best share is at least 90%, the largest `k` within 3 points
///    of it is the pitch (the divisors of the true pitch score as well as it); a change next to a run of a single pixel is not counted, so stray
///    pixels do not blur the grid; unless the blocks of that pitch disagree with themselves
///    (over [`MAX_MISMATCH`] of the pixels), which says the picture was drawn a pixel per point:
///    then 1;
/// 4. otherwise the picture is a free drawing: a pitch that gives about [`TARGET_LONG_SIDE`]
///    points on the long side (1 for a small picture).
///
/// The pitch is then raised, if need be, until the track fits [`MAX_TRACK_POINTS`] and
/// [`MAX_TRACK_SIDE`], and is at most the short side. An empty picture gives 1. Linear in the
/// number of pixels, plus the short side times the perimeter for step 3.
pub fn auto_cell(picture: &Picture) -> u32 {
    let (w, h) = (picture.width as usize, picture.height as usize);
    if w == 0 || h == 0 {
        return 1;
    }
    let classes: Vec<u8> = (0..picture.height)
        .flat_map(|y| {
            (0..picture.width)
                .map(move |x| super::palette::slot(classify_rgba(picture.pixel(x, y))) as u8)
        })
        .collect();
    let runs = Runs::of(&classes, w, h);
    let pitch = if runs.gcd_all >= 2 {
        runs.gcd_all
    } else if runs.gcd_inner >= 2 {
        runs.gcd_inner
    } else {
        match aligned_pitch(&runs.col_changes, &runs.row_changes, w.min(h) / 2) {
            // Blocks of the aligned pitch that disagree with themselves far more than stray
            // pixels would: the picture was drawn a pixel per point, its one-pixel features
            // (a start column, a narrow wall) lining up by chance.
            Some(k) if mismatch(&classes, w, h, k) > MAX_MISMATCH && fits(1, w, h) => 1,
            Some(k) => k,
            None => picture.width.max(picture.height).div_ceil(TARGET_LONG_SIDE) as usize,
        }
    };
    fit(pitch, w, h) as u32
}

/// Where the class changes and how long its runs are.
struct Runs {
    /// `col_changes[x]`: how many rows change class between columns `x - 1` and `x`.
    col_changes: Vec<u32>,
    /// `row_changes[y]`: how many columns change class between rows `y - 1` and `y`.
    row_changes: Vec<u32>,
    /// GCD of the lengths of all runs, rows and columns (0 when there is none).
    gcd_all: usize,
    /// GCD of the lengths of the runs that stop before the right or bottom edge.
    gcd_inner: usize,
}

impl Runs {
    fn of(classes: &[u8], w: usize, h: usize) -> Runs {
        let mut col_changes = vec![0; w];
        let mut row_changes = vec![0; h];
        let (mut gcd_all, mut gcd_inner) = (0, 0);
        for line in classes.chunks_exact(w) {
            let mut run = Run::default();
            for x in 1..w {
                if line[x] != line[x - 1] {
                    gcd_inner = gcd(gcd_inner, x - run.start);
                    run.end_at(x, &mut col_changes);
                }
            }
            gcd_all = gcd(gcd_all, w - run.start);
            run.end_at(w, &mut col_changes);
        }
        gcd_all = gcd(gcd_all, gcd_inner);
        // Columns, walked row by row for memory order: each column's current run.
        let mut runs = vec![Run::default(); w];
        let mut col_inner = 0;
        for y in 1..h {
            let (above, here) = (&classes[(y - 1) * w..y * w], &classes[y * w..(y + 1) * w]);
            for (x, run) in runs.iter_mut().enumerate() {
                if here[x] != above[x] {
                    col_inner = gcd(col_inner, y - run.start);
                    run.end_at(y, &mut row_changes);
                }
            }
        }
        for mut run in runs {
            gcd_all = gcd(gcd_all, h - run.start);
            run.end_at(h, &mut row_changes);
        }
        Runs {
            col_changes,
            row_changes,
            gcd_all: gcd(gcd_all, col_inner),
            gcd_inner: gcd(gcd_inner, col_inner),
        }
    }
}

/// The run of one class being walked along a row or a column.
#[derive(Clone, Copy, Default)]
struct Run {
    /// Where it began.
    start: usize,
    /// Whether the run before it was at least 2 pixels long (false for the first run).
    after_long: bool,
}

impl Run {
    /// Ends the run at `end` (a change of class, or the edge) and starts the next one there.
    /// The change at its start is counted in `changes` only when the runs on both sides of it
    /// are at least 2 pixels long: a stray pixel is a run of 1, so it counts for nothing.
    fn end_at(&mut self, end: usize, changes: &mut [u32]) {
        let long = end - self.start >= 2;
        if self.after_long && long {
            changes[self.start] += 1;
        }
        *self = Run {
            start: end,
            after_long: long,
        };
    }
}

/// The largest pitch in `2..=max` whose share of aligned class changes (best offset on each
/// axis) is within [`SHARE_MARGIN`] of the best share, when that is at least [`ALIGNED_SHARE`].
fn aligned_pitch(col_changes: &[u32], row_changes: &[u32], max: usize) -> Option<usize> {
    let total: u64 = col_changes
        .iter()
        .chain(row_changes)
        .map(|&n| u64::from(n))
        .sum();
    if total < MIN_CHANGES {
        return None;
    }
    let mut bins = Vec::with_capacity(max);
    let shares: Vec<(usize, f64)> = (2..=max)
        .map(|k| {
            let aligned =
                best_residue(col_changes, k, &mut bins) + best_residue(row_changes, k, &mut bins);
            (k, aligned as f64 / total as f64)
        })
        .collect();
    let best = shares.iter().map(|&(_, share)| share).fold(0.0, f64::max);
    if best < ALIGNED_SHARE {
        return None;
    }
    shares
        .iter()
        .rev()
        .find(|&&(_, share)| share >= best - SHARE_MARGIN)
        .map(|&(k, _)| k)
}

/// The most changes at positions with the same remainder modulo `k`.
fn best_residue(changes: &[u32], k: usize, bins: &mut Vec<u64>) -> u64 {
    bins.clear();
    bins.resize(k, 0);
    for (position, &n) in changes.iter().enumerate() {
        bins[position % k] += u64::from(n);
    }
    bins.iter().copied().max().unwrap_or(0)
}

/// The share of the pixels, in the whole `k` x `k` blocks, that differ from their block's most
/// common class.
fn mismatch(classes: &[u8], w: usize, h: usize, k: usize) -> f64 {
    let (cols, rows) = (w / k, h / k);
    if cols == 0 || rows == 0 {
        return 0.0;
    }
    let mut differing = 0usize;
    let mut counts = [0usize; 256];
    for by in 0..rows {
        for bx in 0..cols {
            counts.fill(0);
            for y in by * k..(by + 1) * k {
                for &c in &classes[y * w + bx * k..y * w + (bx + 1) * k] {
                    counts[usize::from(c)] += 1;
                }
            }
            differing += k * k - counts.iter().copied().max().unwrap_or(0);
        }
    }
    differing as f64 / (rows * cols * k * k) as f64
}

/// Whether a track read at pitch `c` fits [`MAX_TRACK_POINTS`] and [`MAX_TRACK_SIDE`].
fn fits(c: usize, w: usize, h: usize) -> bool {
    let (rows, cols) = (h / c, w / c);
    rows <= MAX_TRACK_SIDE && cols <= MAX_TRACK_SIDE && rows * cols <= MAX_TRACK_POINTS
}

/// `pitch`, or the smallest multiple of it (else the smallest larger size) that keeps the track
/// within [`MAX_TRACK_POINTS`] and [`MAX_TRACK_SIDE`]; between 1 and the short side.
fn fit(pitch: usize, w: usize, h: usize) -> usize {
    let short = w.min(h).max(1);
    let pitch = pitch.clamp(1, short);
    (1..=short / pitch)
        .map(|m| m * pitch)
        .chain(pitch..=short)
        .find(|&c| fits(c, w, h))
        .unwrap_or(short)
}

/// Greatest common divisor, with `gcd(0, n) = n`.
fn gcd(mut a: usize, mut b: usize) -> usize {
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fit_keeps_a_pitch_that_fits_and_raises_one_that_does_not() {
        assert_eq!(fit(3, 30, 30), 3);
        assert_eq!(fit(0, 30, 30), 1);
        assert_eq!(fit(50, 30, 40), 30);
        // 4096 x 4096 at pitch 1 is 16.7 M points: 4 is the first multiple within 1 M.
        assert_eq!(fit(1, 4096, 4096), 4);
        assert_eq!(fit(3, 4096, 4096), 6);
        // A long thin strip: the side cap decides.
        assert_eq!(fit(1, 100_000, 10), 7);
    }

    #[test]
    fn aligned_pitch_finds_the_grid_and_ignores_a_few_strays() {
        let mut cols = vec![0; 100];
        for x in (5..100).step_by(10) {
            cols[x] = 20;
        }
        cols[33] = 3;
        assert_eq!(aligned_pitch(&cols, &[], 50), Some(10));
        let spread: Vec<u32> = vec![1; 100];
        assert_eq!(aligned_pitch(&spread, &[], 50), None);
    }
}
