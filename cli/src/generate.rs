//! `racetrack generate`: random tracks from a seed, and a survey of the generator.

use std::path::Path;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use racetrack::date::Date;
use racetrack::generate::{
    DEFAULT_COLS, DEFAULT_ROWS, GenerateError, Rejection, generate, generate_with,
};

use super::{CliError, format_duration};

/// Widest bar of the survey's histogram, in characters.
const BAR_WIDTH: usize = 40;

/// `generate`: one track, or with `survey` the figures over seeds 1..=N.
pub fn run(
    seed: Option<u64>,
    rows: Option<usize>,
    cols: Option<usize>,
    output: Option<&Path>,
    survey: Option<u64>,
) -> Result<(), CliError> {
    let (rows, cols) = (rows.unwrap_or(DEFAULT_ROWS), cols.unwrap_or(DEFAULT_COLS));
    if let Some(seeds) = survey {
        print!("{}", run_survey(seeds, rows, cols).map_err(input)?);
        return Ok(());
    }
    let seed = seed.unwrap_or_else(|| {
        let seed = clock_seed();
        eprintln!("seed: {seed}");
        seed
    });
    let text = generate(seed, rows, cols).map_err(input)?.track.to_string();
    super::emit(&text, output)
}

/// `daily`: the daily challenge's track of `date` (`YYYY-MM-DD`, today in UTC when `None`).
pub fn daily(date: Option<&str>, output: Option<&Path>) -> Result<(), CliError> {
    let date = match date {
        Some(text) => text
            .parse::<Date>()
            .map_err(|e| CliError::Input(e.to_string()))?,
        None => {
            let seconds = SystemTime::now()
                .duration_since(UNIX_EPOCH)
                .map_or(0, |d| d.as_secs());
            Date::from_unix_days((seconds / 86_400) as i64)
        }
    };
    let text = racetrack::daily::track(date)
        .map_err(input)?
        .track
        .to_string();
    super::emit(&text, output)
}

fn input(e: GenerateError) -> CliError {
    CliError::Input(e.to_string())
}

/// A seed from the clock: nanoseconds since 1970, folded into 64 bits.
fn clock_seed() -> u64 {
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    (nanos as u64) ^ ((nanos >> 64) as u64)
}

/// The survey's report over seeds 1..=`seeds`: rejections by criterion, time per track and the
/// distribution of the strict optimum. A bad size fails at once; a seed without an acceptable
/// draw is counted and named.
fn run_survey(seeds: u64, rows: usize, cols: usize) -> Result<String, GenerateError> {
    let mut rejections = [0u64; Rejection::NAMES.len()];
    let mut times = Vec::new();
    let mut optima = Vec::new();
    let mut failed = Vec::new();
    for seed in 1..=seeds {
        let began = Instant::now();
        let result = generate_with(seed, rows, cols, |r| {
            if let Some(i) = Rejection::NAMES.iter().position(|&n| n == r.name()) {
                rejections[i] += 1;
            }
        });
        times.push(began.elapsed());
        match result {
            Ok(generated) => {
                optima.push(generated.optimum);
            }
            Err(e @ GenerateError::BadSize { .. }) => return Err(e),
            Err(GenerateError::NoAcceptableDraw { .. }) => failed.push(seed),
        }
    }
    let accepted = optima.len() as u64;
    let mut out = format!("survey: seeds 1..={seeds} at {rows} x {cols}\n");
    out += &format!("accepted: {accepted} of {seeds} seeds");
    if failed.is_empty() {
        out += "\n";
    } else {
        out += &format!(" (no acceptable draw for seeds {failed:?})\n");
    }
    let rejected: u64 = rejections.iter().sum();
    let per = |n: u64| n as f64 / accepted.max(1) as f64;
    out += &format!(
        "draws: {} in all, {rejected} rejected, {:.2} rejected per accepted track\n",
        rejected + accepted,
        per(rejected)
    );
    for (name, &n) in Rejection::NAMES.iter().zip(&rejections) {
        out += &format!("  {name:<14} {n:>6}  ({:.2} per track)\n", per(n));
    }
    times.sort();
    out += &format!(
        "time per track: median {}, p90 {}, max {}\n",
        format_duration(quantile(&times, 1, 2)),
        format_duration(quantile(&times, 9, 10)),
        format_duration(times.last().copied().unwrap_or(Duration::ZERO)),
    );
    optima.sort();
    if let (Some(&min), Some(&max)) = (optima.first(), optima.last()) {
        out += &format!(
            "strict optimum (moves): min {min}, q1 {}, median {}, q3 {}, max {max}\n",
            quantile(&optima, 1, 4),
            quantile(&optima, 1, 2),
            quantile(&optima, 3, 4),
        );
        out += &histogram(&optima, min, max);
    }
    Ok(out)
}

/// The value at fraction `num / den` of a sorted, non-empty slice (nearest rank).
fn quantile<T: Copy + Default>(sorted: &[T], num: usize, den: usize) -> T {
    let n = sorted.len();
    if n == 0 {
        return T::default();
    }
    sorted[((n * num).div_ceil(den)).clamp(1, n) - 1]
}

/// A histogram of sorted `values` in at most ten bins of equal width from `min` to `max`.
fn histogram(values: &[u32], min: u32, max: u32) -> String {
    let width = (max - min) / 10 + 1;
    let bins = ((max - min) / width + 1) as usize;
    let mut counts = vec![0usize; bins];
    for &v in values {
        counts[((v - min) / width) as usize] += 1;
    }
    let most = counts.iter().copied().max().unwrap_or(1).max(1);
    let mut out = String::new();
    for (i, &count) in counts.iter().enumerate() {
        let lo = min + i as u32 * width;
        let bar = "#".repeat((count * BAR_WIDTH).div_ceil(most));
        out += &format!("  {lo:>4}-{:<4} {count:>5} {bar}\n", lo + width - 1);
    }
    out
}
