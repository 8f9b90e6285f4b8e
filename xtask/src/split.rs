//! The wasm in two parts: binaryen's `wasm-split`, guided by a profile of the page's start.
//!
//! `dist` instruments a copy of the module (`wasm-split --instrument`), serves a copy of the
//! site with it, opens the menu in headless Chromium (`xtask/profile.mjs`) and reads back which
//! functions ran. Those stay in `pkg/racetrack_bg.wasm`; the rest go to
//! `pkg/racetrack_bg_2.wasm`, which `www/main.js` fetches once the page has loaded (or at once,
//! synchronously, when the player reaches one of its functions first). Each split function
//! leaves a placeholder import (namespace `p`, named by its slot in the function
//! table) in the first part; the second part imports the first's memory, table, globals and
//! functions (namespace `primary`) and puts its functions in the table.
//!
//! Without `wasm-split` (Debian's `binaryen`), Chromium, Node.js or npm the module stays
//! whole, and the page works the same, only with a heavier start.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::dist::{copy_dir, remove_dir, target_dir};
use crate::process::{on_path, run as run_command};
use crate::{Result, serve, suite};

/// The namespace of the first part's placeholder imports (`www/second_part.js` fills it). One
/// letter: it is written once per function of the second part, about 2,000 times.
pub const PLACEHOLDERS: &str = "p";

/// The second part's file name, beside the first in `pkg/`.
pub const SECOND_PART: &str = "racetrack_bg_2.wasm";

/// The wasm features of the browser build for binaryen: rustc's defaults for
/// wasm32-unknown-unknown but reference types, which `.cargo/config.toml` turns off (then
/// wasm-bindgen keeps JavaScript objects in a JavaScript array, not in an externref table,
/// which binaryen 108 would rewrite as a table of functions).
pub const FEATURES: [&str; 5] = [
    "--enable-bulk-memory",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-sign-ext",
    "--enable-multivalue",
];

/// Splits `site/pkg/racetrack_bg.wasm` in two when the tools are here; says why not otherwise.
pub fn split(site: &Path, root: &Path) -> Result<()> {
    let chromium = suite::chromium_path();
    let missing = if !on_path("wasm-split") {
        Some("wasm-split (Debian package binaryen) is not on PATH")
    } else if !chromium.is_file() {
        Some("Chromium is not installed")
    } else if !on_path("node") || !on_path("npm") {
        Some("Node.js or npm is missing")
    } else {
        None
    };
    let wasm = site.join("pkg/racetrack_bg.wasm");
    if let Some(why) = missing {
        println!("xtask: note: {why}; the wasm stays in one part");
        // Without the functions' names wasm-opt kept for the split.
        fs::write(&wasm, strip_sections(&fs::read(&wasm)?, &[b"name"])?)?;
        return Ok(());
    }
    // Playwright drives the browser (`npm ci` on a fresh clone).
    suite::ensure_npm_packages(root)?;

    let profiling = target_dir(root).join("profile-site");
    remove_dir(&profiling)?;
    copy_dir(site, &profiling)?;
    run_command(
        Command::new("wasm-split")
            .arg("--instrument")
            .args(FEATURES)
            .arg(&wasm)
            .arg("-o")
            .arg(profiling.join("pkg/racetrack_bg.wasm")),
        root,
    )?;
    let addr = serve::spawn(profiling.clone(), 0)?;
    // Three starts: a first visit, a return visit after a pasted track was opened, and one
    // after the first level was won (records, runs, My tracks, a player, settings stored: their
    // loaders run in `start`, before the second part can have arrived, so they must be in the
    // first part); and a French browser's visits (its page, its catalog read and the page
    // worded in it; then after the first level was won, when plurals and numbers are written
    // by French rules; then after German was chosen in the settings); and a first visit that
    // starts on a level and plays its first moves, on a phone and on a desktop (a level plays on
    // the first part alone, before the second has come: `www/second_part.js`). Their profiles
    // are merged.
    let run = target_dir(root).join("profile-run.json");
    fs::write(&run, first_level_run(root)?)?;
    let profiles = [
        "first-visit",
        "return-pasted",
        "return-won",
        "first-visit-fr",
        "return-won-fr",
        "return-chosen-de",
        "level-start",
        "level-start-desktop",
    ]
    .map(|name| target_dir(root).join(format!("{name}.profile")));
    run_command(
        Command::new("node")
            .arg(root.join("xtask/profile.mjs"))
            .arg(format!("http://{addr}/"))
            .arg(&run)
            .args(&profiles)
            .env("RACETRACK_CHROMIUM", &chromium),
        root,
    )?;
    let profile = target_dir(root).join("startup.profile");
    run_command(
        Command::new("wasm-split")
            .args(FEATURES)
            .arg("--merge-profiles")
            .args(&profiles)
            .arg("-o")
            .arg(&profile),
        root,
    )?;
    let mut merged = fs::read(&profile)?;
    let marked = crate::split_keep::keep_value_dependent(&fs::read(&wasm)?, &mut merged)?;
    fs::write(&profile, merged)?;
    println!(
        "xtask: {marked} functions whose run depends on a number's value kept in the first part"
    );

    // Written without the functions' names (no -g).
    let first = target_dir(root).join("split-1.wasm");
    let second = site.join("pkg").join(SECOND_PART);
    run_command(
        Command::new("wasm-split")
            .args(FEATURES)
            .arg("--profile")
            .arg(&profile)
            .args(["--import-namespace", "primary"])
            .args(["--placeholder-namespace", PLACEHOLDERS])
            .arg(&wasm)
            .arg("-o1")
            .arg(&first)
            .arg("-o2")
            .arg(&second),
        root,
    )?;
    let whole = fs::metadata(&wasm)?.len();
    fs::rename(&first, &wasm).or_else(|_| fs::copy(&first, &wasm).map(drop))?;
    remove_dir(&profiling)?;
    println!(
        "xtask: wasm-split: {whole} bytes -> {} (the menu's functions) + {} (the rest)",
        fs::metadata(&wasm)?.len(),
        fs::metadata(&second)?.len()
    );
    Ok(())
}

/// `wasm` without its `target_features` custom section. The standard library is built with
/// reference types, so the section names them even when our code is not; wasm-bindgen reads it
/// and would look for an externref table that is not there. (Our code cannot keep reference
/// types while wasm-bindgen does without: its runtime is compiled for one or the other.)
pub fn strip_target_features(wasm: &[u8]) -> Result<Vec<u8>> {
    strip_sections(wasm, &[b"target_features"])
}

/// `wasm` without the custom sections named in `names`.
fn strip_sections(wasm: &[u8], names: &[&[u8]]) -> Result<Vec<u8>> {
    let sections = crate::split_keep::sections(wasm)?;
    let mut out = wasm[..8].to_vec();
    for section in sections {
        let dropped = section.id == 0
            && crate::split_keep::custom_name(&wasm[section.body.clone()])
                .is_ok_and(|(name, _)| names.contains(&name));
        if !dropped {
            out.extend_from_slice(&wasm[section.whole]);
        }
    }
    Ok(out)
}

/// The first level and the coach's optimal run of it, as JSON for `xtask/profile.mjs`:
/// `{"level": FILE, "text": TRACK, "trajectory": [[row, col], ...]}`.
fn first_level_run(root: &Path) -> Result<String> {
    let mut names: Vec<String> = fs::read_dir(root.join("levels"))?
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".txt"))
        .collect();
    names.sort();
    let level = names.first().ok_or("levels/ holds no level")?;
    let text = fs::read_to_string(root.join("levels").join(level))?;
    let track = racetrack::Track::parse_bytes(text.as_bytes())?;
    let mut coach = racetrack::coach::Coach::new(&track, racetrack::Rules::Strict)?;
    coach.run();
    let line = coach
        .optimal_continuation(&[])
        .ok_or_else(|| format!("{level}: no finish can be reached"))?;
    let trajectory: Vec<[i32; 2]> = line.iter().map(|p| [p.row, p.col]).collect();
    Ok(serde_json::json!({"level": level, "text": text, "trajectory": trajectory}).to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A custom section named `name` holding `payload`.
    fn custom(name: &str, payload: &[u8]) -> Vec<u8> {
        let mut body = vec![name.len() as u8];
        body.extend_from_slice(name.as_bytes());
        body.extend_from_slice(payload);
        let mut section = vec![0, body.len() as u8];
        section.extend(body);
        section
    }

    #[test]
    fn the_target_features_section_goes_and_the_rest_stays() {
        let header = b"\0asm\x01\0\0\0".to_vec();
        let types = vec![1, 4, 1, 0x60, 0, 0];
        let names = custom("name", &[1, 2, 3]);
        let features = custom("target_features", &[1, b'+', 3, b'a', b'b', b'c']);
        let module = [header.clone(), types.clone(), features, names.clone()].concat();
        let stripped = strip_target_features(&module).unwrap();
        assert_eq!(stripped, [header, types, names].concat());
        // Nothing to strip: the same bytes.
        assert_eq!(strip_target_features(&stripped).unwrap(), stripped);
    }

    #[test]
    fn a_broken_module_is_an_error() {
        assert!(strip_target_features(b"not wasm").is_err());
        assert!(strip_target_features(b"\0asm").is_err());
        // A section claiming more bytes than there are.
        assert!(strip_target_features(b"\0asm\x01\0\0\0\x01\x09\x01").is_err());
        // A size that never ends.
        assert!(strip_target_features(b"\0asm\x01\0\0\0\x01\xff\xff").is_err());
    }
}
