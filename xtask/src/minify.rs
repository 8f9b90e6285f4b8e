//! The site's scripts and style sheet minified, as a slow phone's first seconds are its bytes:
//! esbuild (npm, pinned in `package.json`) rewrites each file of [`FILES`] in the built site
//! without its comments, blank space and long local names. The sources in `www/` stay as
//! written; the page inlines the minified style sheet and boot script (`crate::inline`), and the
//! service worker lists the minified files as the site serves them.
//!
//! Without Node.js or npm the files stay as written, and the site works the same, only heavier.

use std::fs;
use std::path::Path;
use std::process::Command;

use crate::process::{on_path, run};
use crate::{Result, suite};

/// How a file is read: a module keeps its imports and exports, a classic script its top-level
/// names (other scripts of the page may use them).
#[derive(Clone, Copy)]
enum Kind {
    Module,
    Script,
    Style,
}

/// The files minified, relative to the site's root: those a first visit waits for (the glue,
/// the boot script and the style sheet inlined in the page, the module that starts the game)
/// and the second part's loader.
const FILES: [(&str, Kind); 5] = [
    ("pkg/racetrack.js", Kind::Module),
    ("www/main.js", Kind::Module),
    ("www/second_part.js", Kind::Module),
    ("www/boot.js", Kind::Script),
    ("www/style.css", Kind::Style),
];

/// The language level the output keeps to: esbuild writes nothing newer than the page's own
/// scripts already need (modules, `import.meta`, top-level `await`, optional chaining, `??`).
const TARGET: &str = "--target=es2022";

/// Minifies the site's [`FILES`] in place; says so and leaves them when Node.js or npm is
/// missing.
pub fn minify(site: &Path, root: &Path) -> Result<()> {
    if !on_path("node") || !on_path("npm") {
        println!(
            "xtask: note: Node.js or npm is missing; the scripts and the style sheet stay as written"
        );
        return Ok(());
    }
    suite::ensure_npm_packages(root)?;
    let esbuild = root.join("node_modules/.bin/esbuild");
    let (mut before, mut after) = (0, 0);
    for (file, kind) in FILES {
        let path = site.join(file);
        before += fs::metadata(&path)
            .map_err(|e| format!("{}: {e}", path.display()))?
            .len();
        let mut command = Command::new(&esbuild);
        command
            .arg(&path)
            .arg(format!("--outfile={}", path.display()))
            .args([
                "--allow-overwrite",
                "--minify",
                "--charset=utf8",
                "--log-level=warning",
            ]);
        match kind {
            Kind::Module => command.args([TARGET, "--format=esm"]),
            Kind::Script => command.arg(TARGET),
            Kind::Style => &mut command,
        };
        run(&mut command, root)?;
        after += fs::metadata(&path)?.len();
    }
    println!(
        "xtask: minified {} files: {before} bytes -> {after}",
        FILES.len()
    );
    Ok(())
}
