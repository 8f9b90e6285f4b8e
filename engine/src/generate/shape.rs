//! The shape of a random circuit: control points around an ellipse, a closed centripetal
//! Catmull-Rom spline through them and a road half-width that varies smoothly along it.
//!
//! Only `+ - * /` and `sqrt` are used on floating-point numbers (all correctly rounded in IEEE
//! 754), and angles go through [`cos_sin`], a polynomial of our own: the same seed gives the same
//! curve to the last bit on every platform, native or wasm.

use fastrand::Rng;

/// Fewest control points of a loop.
const MIN_CONTROL_POINTS: u32 = 8;
/// Most control points of a loop.
const MAX_CONTROL_POINTS: u32 = 14;
/// Smallest radius of a control point, as a fraction of the ellipse's semi-axis: the inward
/// points make the hairpins.
const MIN_RADIUS: f64 = 0.5;
/// How far a control point's angle may stray from its even share of the turn, as a fraction of
/// that share (either way).
const ANGLE_JITTER: f64 = 0.35;
/// Road half-width range at the default size, in grid points (a road about 3 to 6 points across);
/// scaled with the track's short side.
const HALF_WIDTH: (f64, f64) = (1.2, 2.8);
/// Least half-widths whatever the scale: below 1 a road may thin to a single point.
const MIN_HALF_WIDTH: (f64, f64) = (1.0, 1.7);
/// The short side at which [`HALF_WIDTH`] applies unscaled.
const REFERENCE_SIDE: f64 = 40.0;
/// Limits of the width scale: large tracks get at most twice the default width (wider roads make
/// far more configurations for the solver to judge, and no better racing).
const SCALE: (f64, f64) = (0.4, 2.0);
/// Samples per unit of chord length along the spline: dense enough that the discs stamped on
/// them leave no gap.
const SAMPLES_PER_POINT: f64 = 4.0;

/// One point of the road's centre line: position `(y, x)` = (row, column), and the road's
/// half-width there.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct Sample {
    /// Row coordinate.
    pub y: f64,
    /// Column coordinate.
    pub x: f64,
    /// Half the road's width here.
    pub half_width: f64,
}

/// Draws the centre line of a closed circuit that fits a `rows` x `cols` grid with a border of
/// one obstacle point, in driving order (the order of increasing angle).
pub(crate) fn centre_line(rng: &mut Rng, rows: usize, cols: usize) -> Vec<Sample> {
    let short = rows.min(cols) as f64;
    let scale = clamp(short / REFERENCE_SIDE, SCALE.0, SCALE.1);
    let w_lo = (HALF_WIDTH.0 * scale).max(MIN_HALF_WIDTH.0);
    let w_hi = (HALF_WIDTH.1 * scale).max(MIN_HALF_WIDTH.1);
    let (cy, cx) = ((rows as f64 - 1.0) / 2.0, (cols as f64 - 1.0) / 2.0);
    // The border row, the widest road and half a point of slack for the spline's bulge.
    let (ay, ax) = (cy - 1.5 - w_hi, cx - 1.5 - w_hi);
    let count = rng.u32(MIN_CONTROL_POINTS..=MAX_CONTROL_POINTS);
    let mut controls: Vec<Sample> = (0..count)
        .map(|i| {
            let jitter = (rng.f64() * 2.0 - 1.0) * ANGLE_JITTER;
            let (cos, sin) = cos_sin((i as f64 + jitter) / count as f64);
            let radius = MIN_RADIUS + (1.0 - MIN_RADIUS) * rng.f64();
            Sample {
                y: cy + ay * radius * sin,
                x: cx + ax * radius * cos,
                half_width: w_lo + (w_hi - w_lo) * rng.f64(),
            }
        })
        .collect();
    // Stretch the loop to fill the ellipse's box: no grid wasted on an empty border.
    stretch(&mut controls, |s| &mut s.y, cy - ay, cy + ay);
    stretch(&mut controls, |s| &mut s.x, cx - ax, cx + ax);
    spline(&controls)
}

/// Samples the closed centripetal Catmull-Rom spline through `controls` (at least 2 of them),
/// the half-width eased between consecutive control points (smoothstep).
pub(crate) fn spline(controls: &[Sample]) -> Vec<Sample> {
    let n = controls.len();
    let mut samples = Vec::new();
    for i in 0..n {
        let p = [
            controls[(i + n - 1) % n],
            controls[i],
            controls[(i + 1) % n],
            controls[(i + 2) % n],
        ];
        // Centripetal knots: intervals of |P(k+1) - P(k)|^(1/2); never zero, so no division by 0.
        let gap = |a: Sample, b: Sample| {
            let d2 = (b.y - a.y) * (b.y - a.y) + (b.x - a.x) * (b.x - a.x);
            d2.sqrt().sqrt().max(1e-3)
        };
        let t0 = 0.0;
        let t1 = t0 + gap(p[0], p[1]);
        let t2 = t1 + gap(p[1], p[2]);
        let t3 = t2 + gap(p[2], p[3]);
        let chord = (t2 - t1) * (t2 - t1);
        let steps = (chord * SAMPLES_PER_POINT) as u32 + 4;
        for s in 0..steps {
            let u = s as f64 / steps as f64;
            let t = t1 + (t2 - t1) * u;
            let (y, x) = barry_goldman(&p, [t0, t1, t2, t3], t);
            let ease = u * u * (3.0 - 2.0 * u);
            let half_width = p[1].half_width + (p[2].half_width - p[1].half_width) * ease;
            samples.push(Sample { y, x, half_width });
        }
    }
    samples
}

/// The Catmull-Rom point at knot `t` of the segment `p[1] -> p[2]` (Barry and Goldman's pyramid
/// of linear interpolations).
fn barry_goldman(p: &[Sample; 4], k: [f64; 4], t: f64) -> (f64, f64) {
    let lerp = |a: (f64, f64), b: (f64, f64), ta: f64, tb: f64| {
        let (wa, wb) = ((tb - t) / (tb - ta), (t - ta) / (tb - ta));
        (a.0 * wa + b.0 * wb, a.1 * wa + b.1 * wb)
    };
    let q = p.map(|s| (s.y, s.x));
    let a1 = lerp(q[0], q[1], k[0], k[1]);
    let a2 = lerp(q[1], q[2], k[1], k[2]);
    let a3 = lerp(q[2], q[3], k[2], k[3]);
    let b1 = lerp(a1, a2, k[0], k[2]);
    let b2 = lerp(a2, a3, k[1], k[3]);
    lerp(b1, b2, k[1], k[2])
}

/// `(cos, sin)` of the angle `turns` full turns (any finite value), from Taylor polynomials on
/// an eighth of a turn: accurate to about 1e-9 and, being only `+ - *`, bit-identical on every
/// platform (the standard `sin` and `cos` may differ in the last bits).
pub(crate) fn cos_sin(turns: f64) -> (f64, f64) {
    // Nearest quarter turn `k` and the rest `r` in [-1/8, 1/8] turn.
    let quarters = turns * 4.0;
    let k = (quarters + 0.5).floor();
    let x = (quarters - k) * std::f64::consts::FRAC_PI_2;
    let x2 = x * x;
    let sin = x * (1.0 - x2 / 6.0 * (1.0 - x2 / 20.0 * (1.0 - x2 / 42.0 * (1.0 - x2 / 72.0))));
    let cos = 1.0
        - x2 / 2.0 * (1.0 - x2 / 12.0 * (1.0 - x2 / 30.0 * (1.0 - x2 / 56.0 * (1.0 - x2 / 90.0))));
    match (k - 4.0 * (k / 4.0).floor()) as u8 {
        0 => (cos, sin),
        1 => (-sin, cos),
        2 => (-cos, -sin),
        _ => (sin, -cos),
    }
}

/// Maps the coordinate `axis` of `controls` linearly onto `[lo, hi]` (left alone when all are
/// equal).
fn stretch(controls: &mut [Sample], axis: impl Fn(&mut Sample) -> &mut f64, lo: f64, hi: f64) {
    let (mut min, mut max) = (f64::INFINITY, f64::NEG_INFINITY);
    for c in controls.iter_mut() {
        let v = *axis(c);
        (min, max) = (min.min(v), max.max(v));
    }
    if max - min > 1e-9 {
        for c in controls.iter_mut() {
            let v = axis(c);
            *v = lo + (*v - min) * (hi - lo) / (max - min);
        }
    }
}

/// `v` limited to `[lo, hi]`.
fn clamp(v: f64, lo: f64, hi: f64) -> f64 {
    v.max(lo).min(hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cos_sin_matches_the_standard_functions() {
        for i in -40..=40 {
            let turns = i as f64 / 13.0;
            let (c, s) = cos_sin(turns);
            let angle = turns * std::f64::consts::TAU;
            assert!((c - angle.cos()).abs() < 1e-8, "cos at {turns}");
            assert!((s - angle.sin()).abs() < 1e-8, "sin at {turns}");
        }
    }

    #[test]
    fn the_spline_passes_through_its_control_points() {
        let controls: Vec<Sample> = [(0.0, 0.0), (0.0, 10.0), (8.0, 12.0), (9.0, 1.0)]
            .map(|(y, x)| Sample {
                y,
                x,
                half_width: 2.0,
            })
            .to_vec();
        let samples = spline(&controls);
        for c in &controls {
            assert!(
                samples.iter().any(|s| s.y == c.y && s.x == c.x),
                "{c:?} is not on the curve"
            );
        }
        // Consecutive samples are close: the disc stamping leaves no gap.
        for w in samples.windows(2) {
            let d2 = (w[1].y - w[0].y).powi(2) + (w[1].x - w[0].x).powi(2);
            assert!(d2 < 1.0, "a gap between {:?} and {:?}", w[0], w[1]);
        }
    }
}
