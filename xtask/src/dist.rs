//! `cargo xtask dist`: the complete static site in `dist/`.
//!
//! Layout: `index.html`, `www/` (CSS, bootstrap script, icons), `pkg/racetrack.js` and
//! `pkg/racetrack_bg.wasm` (wasm-bindgen glue for `--target web`), `levels/*.txt` and
//! `levels/index.json` (the level file names, sorted), and `sw.js`, the service worker that
//! caches all of it for offline play (see `offline.rs`). Any static file server can host it.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

use crate::process::{cargo, on_path, run, rustup};
use crate::{Result, compress, offline, split};

/// The target of the browser build.
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";

/// The cargo profile of the browser build (`Cargo.toml`: size over speed, fat LTO).
pub const WASM_PROFILE: &str = "wasm";

/// Makes sure the wasm target is installed (see [`rustup`]). Without rustup the build says what
/// is missing.
pub fn ensure_wasm_target(root: &Path) -> Result<()> {
    rustup(&["target", "add", WASM_TARGET], root)
}

/// Builds `dist/` under `root` and returns the path of the final wasm file.
pub fn dist(root: &Path) -> Result<PathBuf> {
    // Built in a staging folder and swapped in at the end, so a server never sees half a site.
    let staging = target_dir(root).join("dist-staging");
    ensure_wasm_target(root)?;
    run(
        cargo().args([
            "build",
            "--lib",
            "--profile",
            WASM_PROFILE,
            "--target",
            WASM_TARGET,
            "-p",
            "racetrack-page",
        ]),
        root,
    )?;
    let built = target_dir(root)
        .join(WASM_TARGET)
        .join(WASM_PROFILE)
        .join("racetrack_page.wasm");

    // Without its `target_features` section (see `split::strip_target_features`), then
    // wasm-opt on rustc's output, before wasm-bindgen. -Os: -Oz drops function-table entries
    // wasm-bindgen's descriptors still need.
    let optimised = target_dir(root).join("wasm-opt.wasm");
    fs::write(
        &optimised,
        split::strip_target_features(&fs::read(&built)?)?,
    )?;
    optimise(&optimised, root)?;
    let built = optimised;
    remove_dir(&staging)?;
    let pkg = staging.join("pkg");
    println!("xtask: generating bindings into {}", pkg.display());
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(&built)
        .out_name("racetrack")
        .web(true)
        .map_err(|e| format!("wasm-bindgen: {e:#}"))?
        .typescript(false)
        .generate(&pkg)
        .map_err(|e| format!("wasm-bindgen on {}: {e:#}", built.display()))?;

    copy_file(&root.join("index.html"), &staging.join("index.html"))?;
    copy_dir(&root.join("www"), &staging.join("www"))?;
    // The service worker's source is not served as it is: it is stamped into the site's root.
    fs::remove_file(staging.join(offline::TEMPLATE))?;
    copy_levels(&root.join("levels"), &staging.join("levels"))?;
    // Before the pages, which inline the style sheet and the boot script.
    crate::minify::minify(&staging, root)?;
    crate::prerender::write_pages(&staging)?;
    // On the whole site (the profile opens its menu), before the service worker lists its files.
    split::split(&staging, root)?;
    offline::write_service_worker(&staging, &root.join(offline::TEMPLATE))?;
    // After the service worker, whose precache list names the files as the page asks for them.
    let (raw, br, gz) = compress::precompress(&staging)?;
    println!("xtask: precompressed {raw} bytes of text and wasm: {br} as .br, {gz} as .gz");

    let dist = root.join("dist");
    remove_dir(&dist)?;
    if fs::rename(&staging, &dist).is_err() {
        // A target directory on another file system: copy instead.
        copy_dir(&staging, &dist)?;
        remove_dir(&staging)?;
    }
    let wasm = dist.join("pkg").join("racetrack_bg.wasm");
    let size = fs::metadata(&wasm)?.len();
    let size_of = |suffix| fs::metadata(compress::with_suffix(&wasm, suffix)).map(|m| m.len());
    println!(
        "xtask: dist/ ready; {} is {size} bytes ({:.1} KiB), {} as brotli, {} as gzip",
        relative(&wasm, root).display(),
        size as f64 / 1024.0,
        size_of("br")?,
        size_of("gz")?
    );
    Ok(wasm)
}

/// Cargo's target directory (honours `CARGO_TARGET_DIR`).
pub fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) => root.join(dir),
        None => root.join("target"),
    }
}

/// Runs Debian's `wasm-opt -Os` on `wasm` in place when binaryen is installed (it is never
/// downloaded; without it the wasm goes to wasm-bindgen as rustc wrote it).
fn optimise(wasm: &Path, root: &Path) -> Result<()> {
    if !on_path("wasm-opt") {
        println!(
            "xtask: note: wasm-opt (Debian package binaryen) is not on PATH; \
             keeping the unoptimised wasm"
        );
        return Ok(());
    }
    let before = fs::metadata(wasm)?.len();
    run(
        Command::new("wasm-opt")
            .arg("-Os")
            // Binaryen inlines every function that has one caller, whatever its size: then
            // `update` and `render` would be one function each, all of whose screens the menu's
            // part must hold. Functions over 100 expressions keep their own body, so the split
            // can leave the screens the menu does not run in the second part.
            .args(["--one-caller-inline-max-function-size", "100"])
            // The functions' names, for the split (`split_keep`); its parts are written
            // without them.
            .arg("-g")
            .args(split::FEATURES)
            .arg(wasm)
            .arg("-o")
            .arg(wasm),
        root,
    )?;
    println!(
        "xtask: wasm-opt -Os: {before} -> {} bytes (before wasm-bindgen strips its sections)",
        fs::metadata(wasm)?.len()
    );
    Ok(())
}

/// Removes `dir` and everything in it, if it exists.
pub fn remove_dir(dir: &Path) -> Result<()> {
    match fs::remove_dir_all(dir) {
        Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
            Err(format!("cannot clear {}: {e}", dir.display()).into())
        }
        _ => Ok(()),
    }
}

fn copy_file(from: &Path, to: &Path) -> Result<()> {
    if let Some(parent) = to.parent() {
        fs::create_dir_all(parent)?;
    }
    fs::copy(from, to)
        .map(drop)
        .map_err(|e| format!("cannot copy {} to {}: {e}", from.display(), to.display()).into())
}

/// Copies the tree `from` into `to`, creating `to`.
pub fn copy_dir(from: &Path, to: &Path) -> Result<()> {
    let entries = fs::read_dir(from).map_err(|e| format!("cannot read {}: {e}", from.display()))?;
    fs::create_dir_all(to)?;
    for entry in entries {
        let entry = entry?;
        let target = to.join(entry.file_name());
        if entry.file_type()?.is_dir() {
            copy_dir(&entry.path(), &target)?;
        } else {
            copy_file(&entry.path(), &target)?;
        }
    }
    Ok(())
}

/// Copies `levels/*.txt` and their decors (`NAME.decor.png` beside `NAME.txt`), and writes
/// `index.json`, the sorted list of their file names.
fn copy_levels(from: &Path, to: &Path) -> Result<()> {
    let names = level_names(from)?;
    if !names.iter().any(|n| n.ends_with(".txt")) {
        return Err(format!("no level files (*.txt) in {}", from.display()).into());
    }
    fs::create_dir_all(to)?;
    for name in &names {
        copy_file(&from.join(name), &to.join(name))?;
    }
    fs::write(to.join("index.json"), serde_json::to_string(&names)? + "\n")?;
    println!("xtask: {} levels copied", names.len());
    Ok(())
}

/// The `*.txt` file names in `dir`, sorted.
fn level_names(dir: &Path) -> Result<Vec<String>> {
    let mut names = Vec::new();
    for entry in fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let level = name.ends_with(".txt") || name.ends_with(".decor.png");
        if level && entry.file_type()?.is_file() {
            names.push(name);
        }
    }
    names.sort();
    Ok(names)
}

fn relative<'a>(path: &'a Path, root: &Path) -> &'a Path {
    path.strip_prefix(root).unwrap_or(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// An empty folder, removed when the result is dropped.
    fn scratch() -> tempfile::TempDir {
        tempfile::tempdir().unwrap()
    }

    #[test]
    fn levels_are_copied_with_a_sorted_index() {
        let tmp = scratch();
        let dir = tmp.path();
        let from = dir.join("levels");
        fs::create_dir_all(&from).unwrap();
        for name in ["b.txt", "a.txt", "README.md", "a.decor.png", "a.png"] {
            fs::write(from.join(name), name).unwrap();
        }
        let to = dir.join("out");
        copy_levels(&from, &to).unwrap();
        assert_eq!(
            fs::read_to_string(to.join("index.json")).unwrap(),
            "[\"a.decor.png\",\"a.txt\",\"b.txt\"]\n"
        );
        assert!(!to.join("a.png").exists());
        assert_eq!(fs::read_to_string(to.join("b.txt")).unwrap(), "b.txt");
        assert!(!to.join("README.md").exists());
    }

    #[test]
    fn an_empty_level_folder_is_an_error() {
        let tmp = scratch();
        let dir = tmp.path();
        assert!(copy_levels(dir, &dir.join("out")).is_err());
    }

    #[test]
    fn directories_are_copied_recursively() {
        let tmp = scratch();
        let dir = tmp.path();
        fs::create_dir_all(dir.join("www/icons")).unwrap();
        fs::write(dir.join("www/style.css"), "body{}").unwrap();
        fs::write(dir.join("www/icons/car.svg"), "<svg/>").unwrap();
        copy_dir(&dir.join("www"), &dir.join("out")).unwrap();
        assert_eq!(
            fs::read_to_string(dir.join("out/icons/car.svg")).unwrap(),
            "<svg/>"
        );
        assert_eq!(
            fs::read_to_string(dir.join("out/style.css")).unwrap(),
            "body{}"
        );
    }
}
