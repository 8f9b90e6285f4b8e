//! `cargo xtask test`: every test of the project. Lint checks first (`cargo xtask lint`), then
//! the native tests (`cargo test --workspace`), then the site is built and the Playwright suite
//! in `tests/e2e/` drives Debian's Chromium against it. The browser tests are never skipped: a
//! missing browser or npm is an error.

use std::fs;
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::process::{cargo, describe, on_path, run};
use crate::{Reported, Result, dist, lint, serve};

const DEFAULT_CHROMIUM: &str = "/usr/bin/chromium";

/// Passed, failed and skipped test counts of one runner.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub(crate) struct Counts {
    passed: u64,
    failed: u64,
    skipped: u64,
}

impl std::ops::AddAssign for Counts {
    fn add_assign(&mut self, other: Counts) {
        self.passed += other.passed;
        self.failed += other.failed;
        self.skipped += other.skipped;
    }
}

/// What `cargo xtask test` runs.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct Options {
    /// Only the browser suite: no lint checks, no native tests.
    pub browser_only: bool,
    /// Only the browser tests whose project, file or title matches this regular expression
    /// (Playwright's `--grep`).
    pub grep: Option<String>,
}

/// Step timings and test counts of one run, printed at the end whether it passed or not.
#[derive(Default)]
struct Tally {
    timings: Vec<(&'static str, Duration)>,
    lint: Counts,
    native: Counts,
    api: Counts,
    browser: Counts,
}

/// Runs the lint checks and the native tests (unless `--browser-only`), builds `dist/` and runs
/// the browser suite against it. Ends with `total: N passed, M failed`, also after a failure
/// (whose message comes just before the timings).
pub fn test(root: &Path, options: &Options) -> Result<()> {
    let mut tally = Tally::default();
    let result = steps(root, options, &mut tally);
    if let Err(error) = &result {
        eprintln!("xtask: error: {error}");
    }
    tally.print(result.is_ok());
    result.map_err(|_| Reported.into())
}

fn steps(root: &Path, options: &Options, tally: &mut Tally) -> Result<()> {
    let mut clock = Instant::now();
    let mut lap = |name, tally: &mut Tally| {
        tally.timings.push((name, clock.elapsed()));
        clock = Instant::now();
    };

    let mut fuzzer = None;
    if options.browser_only {
        println!("xtask: --browser-only: skipping the lint checks and cargo test --workspace");
    } else {
        // Installed while the tests build, when it has to be.
        let prepared = crate::api_fuzz::prepare(root);
        let report = lint::lint(root, !lint::clippy_in_builds())?;
        tally.lint = Counts {
            passed: report.passed,
            failed: report.failed.len() as u64,
            skipped: 0,
        };
        lap("lint", tally);
        report.into_result()?;

        let (counts, result) = native_tests(root);
        tally.native = counts;
        lap("native tests", tally);
        result?;
        crate::game_server::tests_built_it();
        fuzzer = Some(prepared);
    }

    let chromium = ensure_chromium(root)?;
    ensure_npm_packages(root)?;
    // The functional tests run the `racetrack` command (move counts, races and records made
    // by it), the build the native tests made; alone, the browser suite builds it first.
    let command_line = if options.browser_only {
        crate::game_server::build_for_browser_only(root)?
    } else {
        test_build_command_line(root)
    };
    lap("browser setup", tally);

    // The API fuzz (one core: schemathesis and the server) runs while `dist` builds the site,
    // whose long steps (wasm-opt, the profile, wasm-split) are single-threaded too.
    let (wasm, fuzzed) = std::thread::scope(|scope| {
        let site = scope.spawn(|| dist::dist(root).map_err(|e| e.to_string()));
        let fuzzed = fuzzer.map(|f| crate::api_fuzz::fuzz(root, f));
        let wasm = site
            .join()
            .unwrap_or_else(|_| Err("dist panicked".to_owned()));
        (wasm, fuzzed)
    });
    lap(
        match options.browser_only {
            true => "dist",
            false => "API fuzz, dist",
        },
        tally,
    );
    // Both said when both failed: the fuzz's error is returned, the site's printed.
    let fuzzed = fuzzed.transpose();
    if let (Err(_), Err(site)) = (&fuzzed, &wasm) {
        eprintln!("xtask: error: {site}");
    }
    if let Some((tested, ok)) = fuzzed?.flatten() {
        tally.api = Counts {
            passed: if ok { tested } else { 0 },
            failed: u64::from(!ok),
            skipped: 0,
        };
        if !ok {
            if let Err(site) = &wasm {
                eprintln!("xtask: error: {site}");
            }
            return Err("the API fuzz found answers the document does not allow (above)".into());
        }
    }
    let wasm = wasm?;

    let suite = Playwright {
        projects: &["e2e", "online"],
        alone: false,
        grep: options.grep.as_deref(),
        cli: command_line.clone(),
        cli_release: command_line,
        game_servers: true,
    };
    let (counts, result) = browser_tests(root, &chromium, &wasm, &suite);
    tally.browser = counts;
    lap("browser tests", tally);
    result
}

/// The `racetrack` command `cargo test --workspace` builds (with the whole workspace's
/// features), where the command line's and the server's tests run it.
pub(crate) fn test_build_command_line(root: &Path) -> PathBuf {
    dist::target_dir(root).join("debug/racetrack")
}

impl Tally {
    /// Prints the timings and the totals; a run that stopped on an error (a build, a check)
    /// counts at least one failure, so the last line never reads as a pass.
    fn print(&self, ok: bool) {
        println!("\nxtask: timings");
        let mut total = Duration::ZERO;
        for (name, time) in &self.timings {
            println!("  {name:<20} {:>7.1} s", time.as_secs_f64());
            total += *time;
        }
        println!("  {:<20} {:>7.1} s", "total", total.as_secs_f64());
        println!(
            "xtask: lint checks {} passed; native {} passed; API operations fuzzed {}; browser {} passed",
            self.lint.passed, self.native.passed, self.api.passed, self.browser.passed
        );
        let mut all = self.lint;
        all += self.native;
        all += self.api;
        all += self.browser;
        if !ok {
            all.failed = all.failed.max(1);
        }
        println!("total: {} passed, {} failed", all.passed, all.failed);
    }
}

/// `cargo test --workspace`, its output shown as usual and its summaries counted.
fn native_tests(root: &Path) -> (Counts, Result<()>) {
    let mut counts = Counts::default();
    let result = run_native_tests(root, &mut counts);
    (counts, result)
}

fn run_native_tests(root: &Path, counts: &mut Counts) -> Result<()> {
    let mut command = cargo();
    // The `racetrack` command this build makes (the command line's tests need it), named for
    // the server's tests that run it: building it again with the command line's features alone
    // took 50 s in the middle of the run.
    //
    // Twice as many test threads as cores: many of the server's tests wait on sockets, child
    // processes and timeouts more than they compute (the processes' tests took 14.7 s on two
    // threads and 9.9 s on four; the whole run 58.4 s and 50.7 s on the 2-core machine). At most
    // eight: each store test's pool may hold eight connections, PostgreSQL's default allows 100.
    let threads = (std::thread::available_parallelism().map_or(2, |n| n.get()) * 2).min(8);
    command
        .args(["test", "--workspace", "--", "--test-threads"])
        .arg(threads.to_string())
        .env("RACETRACK_COMMAND", test_build_command_line(root))
        .current_dir(root);
    println!("xtask: $ {}", describe(&command));
    let mut child = command.stdout(Stdio::piped()).spawn()?;
    let stdout = child.stdout.take().expect("stdout is piped");
    for line in BufReader::new(stdout).lines() {
        let line = line?;
        println!("{line}");
        if let Some(summary) = parse_cargo_summary(&line) {
            *counts += summary;
        }
    }
    let status = child.wait()?;
    if !status.success() {
        return Err(format!("cargo test --workspace failed ({status})").into());
    }
    if counts.passed == 0 {
        return Err("cargo test --workspace ran no test".into());
    }
    Ok(())
}

/// Reads `test result: ok. 12 passed; 0 failed; 1 ignored; ...`.
fn parse_cargo_summary(line: &str) -> Option<Counts> {
    let rest = line.strip_prefix("test result: ")?;
    let mut counts = Counts::default();
    for part in rest.split(';') {
        let mut words = part.split_whitespace().rev();
        let (Some(label), Some(number)) = (words.next(), words.next()) else {
            continue;
        };
        let Ok(number) = number.parse::<u64>() else {
            continue;
        };
        match label {
            "passed" => counts.passed = number,
            "failed" => counts.failed = number,
            "ignored" => counts.skipped = number,
            _ => {}
        }
    }
    Some(counts)
}

/// The Chromium to drive: `RACETRACK_CHROMIUM`, or Debian's.
pub fn chromium_path() -> PathBuf {
    PathBuf::from(std::env::var_os("RACETRACK_CHROMIUM").unwrap_or_else(|| DEFAULT_CHROMIUM.into()))
}

/// The Chromium to drive; installed with apt-get when missing and we are root.
pub(crate) fn ensure_chromium(root: &Path) -> Result<PathBuf> {
    let chromium = chromium_path();
    if chromium.is_file() {
        return Ok(chromium);
    }
    if is_root() && on_path("apt-get") {
        println!(
            "xtask: {} is missing; installing Debian's chromium",
            chromium.display()
        );
        run(Command::new("apt-get").arg("update"), root)?;
        run(
            Command::new("apt-get")
                .args(["install", "-y", "--no-install-recommends", "chromium"])
                .env("DEBIAN_FRONTEND", "noninteractive"),
            root,
        )?;
    }
    if chromium.is_file() {
        Ok(chromium)
    } else {
        Err(format!(
            "Chromium is missing at {} and could not be installed; the browser tests cannot run \
             (install Debian's `chromium` package, or set RACETRACK_CHROMIUM)",
            chromium.display()
        )
        .into())
    }
}

fn is_root() -> bool {
    Command::new("id")
        .arg("-u")
        .output()
        .is_ok_and(|out| out.status.success() && out.stdout.trim_ascii() == b"0")
}

/// `npm ci` when `node_modules` is missing or older than `package-lock.json`.
pub fn ensure_npm_packages(root: &Path) -> Result<()> {
    if !on_path("npm") {
        return Err("npm is not on PATH; the browser tests need Node.js and npm".into());
    }
    let installed = root.join("node_modules/.package-lock.json");
    let stale = match (
        modified(&installed),
        modified(&root.join("package-lock.json")),
    ) {
        (Some(installed), Some(lock)) => installed < lock,
        _ => true,
    };
    if stale {
        run(
            Command::new("npm")
                .args(["ci", "--no-audit", "--no-fund"])
                .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1"),
            root,
        )?;
    }
    Ok(())
}

fn modified(path: &Path) -> Option<std::time::SystemTime> {
    fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// What Playwright runs: its projects (`tests/e2e/playwright.config.mjs`; `alone`: without the
/// projects the config puts before them), the tests matching `grep` alone when given, the
/// `racetrack` commands the specs run, and whether the game servers of the online tests are
/// started.
pub(crate) struct Playwright<'a> {
    pub projects: &'a [&'a str],
    pub alone: bool,
    pub grep: Option<&'a str>,
    pub cli: PathBuf,
    pub cli_release: PathBuf,
    pub game_servers: bool,
}

/// Serves `dist/` on a free port and runs Playwright against it: the counts of its report, and
/// whether all passed.
pub(crate) fn browser_tests(
    root: &Path,
    chromium: &Path,
    wasm: &Path,
    suite: &Playwright,
) -> (Counts, Result<()>) {
    let report = dist::target_dir(root).join("e2e-artifacts/report.json");
    let result = run_playwright(root, chromium, wasm, suite, &report);
    let counts = read_playwright_report(&report);
    match (result, counts) {
        (Err(error), counts) => (counts.unwrap_or_default(), Err(error)),
        (Ok(()), Err(error)) => (Counts::default(), Err(error)),
        (Ok(()), Ok(counts)) => (counts, check_browser_counts(counts, suite.grep)),
    }
}

/// None may fail or be skipped, and at least one must run.
fn check_browser_counts(counts: Counts, grep: Option<&str>) -> Result<()> {
    if counts.failed > 0 || counts.skipped > 0 {
        return Err(format!(
            "browser suite: {} passed, {} failed, {} skipped (none may fail or be skipped)",
            counts.passed, counts.failed, counts.skipped
        )
        .into());
    }
    if counts.passed == 0 {
        return Err(match grep {
            Some(pattern) => format!("no browser test matches --grep {pattern:?}").into(),
            None => "the browser suite ran no test".into(),
        });
    }
    Ok(())
}

/// Runs Playwright on the suite, its JSON report written to `report`.
fn run_playwright(
    root: &Path,
    chromium: &Path,
    wasm: &Path,
    suite: &Playwright,
    report: &Path,
) -> Result<()> {
    let target = dist::target_dir(root);
    let artifacts = target.join("e2e-artifacts");
    if artifacts.exists() {
        fs::remove_dir_all(&artifacts)?;
    }
    fs::create_dir_all(&artifacts)?;

    let addr = serve::spawn(root.join("dist"), 0)?;
    let base_url = format!("http://{addr}/");
    println!("xtask: serving dist/ on {base_url} for the browser suite");
    let game_server = match suite.game_servers {
        true => Some(crate::game_server::GameServer::start(root)?),
        false => None,
    };
    // Two more on one PostgreSQL database, when there is one: an online game played across
    // two instances.
    let shared = match suite.game_servers {
        true => crate::game_server::SharedDatabase::make()?,
        false => None,
    };
    let instances = match &shared {
        Some(db) => Some((
            crate::game_server::GameServer::start_with(root, "instance-a", Some(&db.url), &[])?,
            crate::game_server::GameServer::start_with(root, "instance-b", Some(&db.url), &[])?,
        )),
        None => None,
    };

    let playwright = root.join("node_modules/.bin/playwright");
    let mut command = Command::new(&playwright);
    command.args(["test", "--config", "tests/e2e/playwright.config.mjs"]);
    for project in suite.projects {
        command.args(["--project", project]);
    }
    if let Some(pattern) = suite.grep {
        command.args(["--grep", pattern]);
    }
    if suite.grep.is_some() || suite.alone {
        // Only these tests: not the whole projects the config makes them depend on.
        command.arg("--no-deps");
    }
    run(
        command
            .env("RACETRACK_BASE_URL", &base_url)
            .env(
                "RACETRACK_SERVER_URL",
                game_server.as_ref().map_or("", |g| g.url.as_str()),
            )
            .env(
                "RACETRACK_INSTANCE_A",
                instances.as_ref().map_or("", |(a, _)| a.url.as_str()),
            )
            .env(
                "RACETRACK_INSTANCE_B",
                instances.as_ref().map_or("", |(_, b)| b.url.as_str()),
            )
            .env("RACETRACK_CHROMIUM", chromium)
            .env("RACETRACK_CLI", &suite.cli)
            .env("RACETRACK_CLI_RELEASE", &suite.cli_release)
            .env("RACETRACK_WASM", wasm)
            .env("RACETRACK_ARTIFACTS", &artifacts)
            .env("RACETRACK_REPORT", report),
        root,
    )
}

/// Counts from Playwright's JSON reporter (`stats.expected`, `unexpected`, `flaky`, `skipped`).
fn read_playwright_report(report: &Path) -> Result<Counts> {
    let text = fs::read_to_string(report)
        .map_err(|e| format!("no Playwright report at {}: {e}", report.display()))?;
    let json: serde_json::Value = serde_json::from_str(&text)?;
    let stat = |name: &str| json["stats"][name].as_u64().unwrap_or(0);
    Ok(Counts {
        passed: stat("expected") + stat("flaky"),
        failed: stat("unexpected"),
        skipped: stat("skipped"),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cargo_summaries_are_counted() {
        assert_eq!(
            parse_cargo_summary(
                "test result: ok. 12 passed; 0 failed; 1 ignored; 0 measured; 0 filtered out; \
                 finished in 0.01s"
            ),
            Some(Counts {
                passed: 12,
                failed: 0,
                skipped: 1
            })
        );
        assert_eq!(
            parse_cargo_summary("test result: FAILED. 3 passed; 2 failed; 0 ignored;"),
            Some(Counts {
                passed: 3,
                failed: 2,
                skipped: 0
            })
        );
        assert_eq!(parse_cargo_summary("running 12 tests"), None);
    }

    #[test]
    fn playwright_stats_are_read() {
        let file = tempfile::NamedTempFile::new().unwrap();
        let path = file.path();
        fs::write(
            path,
            r#"{"stats":{"expected":9,"unexpected":1,"flaky":1,"skipped":0}}"#,
        )
        .unwrap();
        assert_eq!(
            read_playwright_report(path).unwrap(),
            Counts {
                passed: 10,
                failed: 1,
                skipped: 0
            }
        );
    }
}
