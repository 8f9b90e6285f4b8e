//! The policy of a built site's pages: the inline script and style its `inline-sources.txt`
//! names are allowed by their hashes, a site rebuilt under the running server gets its new
//! policy with its next page, and a malformed file stops the server before it listens.

use std::process::Command;

use crate::hostile::head;

const SCRIPT: &str = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
const STYLE: &str = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

#[test]
fn a_sites_inline_script_and_style_are_allowed_by_their_hashes_only() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir(&site).unwrap();
    std::fs::write(site.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    std::fs::write(
        site.join("inline-sources.txt"),
        format!("script {SCRIPT}\nstyle {STYLE}\n"),
    )
    .unwrap();
    let db = format!("sqlite://{}", dir.path().join("db.sqlite").display());
    let server = crate::common::binary::Server::start_with(
        &db,
        &["--site", site.to_str().unwrap()],
        std::process::Stdio::null(),
    );
    for path in ["/", "/api/v1/games", "/healthz"] {
        let head = head(server.port, path);
        let script = format!("script-src 'self' 'wasm-unsafe-eval' {SCRIPT};").to_lowercase();
        let style = format!("style-src 'self' {STYLE};").to_lowercase();
        assert!(head.contains(&script), "{path}: {head}");
        assert!(head.contains(&style), "{path}: {head}");
        assert!(!head.contains("unsafe-inline"), "{path}: {head}");
    }
    server.kill();
}

#[test]
fn a_site_rebuilt_under_the_running_server_gets_its_policy_with_its_next_page() {
    let dir = tempfile::tempdir().unwrap();
    let site = dir.path().join("site");
    std::fs::create_dir(&site).unwrap();
    std::fs::write(site.join("index.html"), "<!doctype html><title>t</title>").unwrap();
    let db = format!("sqlite://{}", dir.path().join("db.sqlite").display());
    let server = crate::common::binary::Server::start_with(
        &db,
        &["--site", site.to_str().unwrap()],
        std::process::Stdio::null(),
    );
    let script = |head: &str| head.contains(&SCRIPT.to_lowercase());
    assert!(!script(&head(server.port, "/")));
    // A new build: the file appears (as `cargo xtask dist` swaps a whole folder in).
    std::fs::write(
        site.join("inline-sources.txt"),
        format!("script {SCRIPT}\n"),
    )
    .unwrap();
    assert!(script(&head(server.port, "/")));
    assert!(script(&head(server.port, "/index.html")));
    // A file broken while the server runs: the pages keep the policy they had, never a 5xx.
    std::fs::write(site.join("inline-sources.txt"), "script 'unsafe-inline'\n").unwrap();
    let page = head(server.port, "/");
    assert!(page.starts_with("http/1.1 200"), "{page}");
    assert!(script(&page) && !page.contains("unsafe-inline"), "{page}");
    server.kill();
}

#[test]
fn a_malformed_inline_sources_file_stops_the_server_with_its_line() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(
        dir.path().join("inline-sources.txt"),
        format!("script {SCRIPT}\nscript 'unsafe-inline'\n"),
    )
    .unwrap();
    let db = format!("sqlite://{}", dir.path().join("db.sqlite").display());
    let out = Command::new(env!("CARGO_BIN_EXE_racetrack-server"))
        .args(["--addr", "127.0.0.1:0", "--db", &db, "--site"])
        .arg(dir.path())
        .output()
        .unwrap();
    let printed = String::from_utf8_lossy(&out.stderr);
    assert_eq!(out.status.code(), Some(2), "{printed}");
    assert!(printed.contains("inline-sources.txt, line 2"), "{printed}");
}
