//! The service worker of `dist/`: `www/sw.js` stamped with the site's version and the list of
//! files to cache, written to `dist/sw.js` (the site root, so its scope is the whole site).

use std::fs;
use std::path::Path;

use crate::Result;

/// The service worker's source, relative to the repository root.
pub const TEMPLATE: &str = "www/sw.js";
/// Where the stamped service worker goes in the site.
pub const OUTPUT: &str = "sw.js";

const VERSION_PLACEHOLDER: &str = "__RACETRACK_VERSION__";
const PRECACHE_PLACEHOLDER: &str = "__RACETRACK_PRECACHE__";

/// Writes `site/sw.js` from `template`: every file of `site` (but the service worker itself)
/// goes in the precache list, and the version is a hash of all their names and contents, so any
/// change to the site makes a new cache. Returns the version.
pub fn write_service_worker(site: &Path, template: &Path) -> Result<String> {
    let source = fs::read_to_string(template)
        .map_err(|e| format!("cannot read {}: {e}", template.display()))?;
    let mut files = Vec::new();
    list_files(site, "", &mut files)?;
    files.retain(|name| name != OUTPUT);
    files.sort();

    let mut hash = racetrack::hash::Fnv1a::default();
    for name in &files {
        let bytes = fs::read(site.join(name))?;
        hash.write(name.as_bytes());
        hash.write(&[0]);
        hash.write(&(bytes.len() as u64).to_le_bytes());
        hash.write(&bytes);
    }
    let version = format!("{:016x}", hash.finish());
    let urls: Vec<String> = files.iter().map(|name| url_path(name)).collect();
    let worker = stamp(&source, &version, &serde_json::to_string(&urls)?)
        .map_err(|e| format!("{}: {e}", template.display()))?;
    fs::write(site.join(OUTPUT), worker)?;
    println!(
        "xtask: {OUTPUT}: version {version}, {} files to cache",
        urls.len()
    );
    Ok(version)
}

/// `source` with its two placeholders replaced; each must appear exactly once.
fn stamp(source: &str, version: &str, precache_json: &str) -> std::result::Result<String, String> {
    for placeholder in [VERSION_PLACEHOLDER, PRECACHE_PLACEHOLDER] {
        let count = source.matches(placeholder).count();
        if count != 1 {
            return Err(format!(
                "the service worker must contain {placeholder} exactly once (found {count})"
            ));
        }
    }
    Ok(source
        .replace(VERSION_PLACEHOLDER, version)
        .replace(PRECACHE_PLACEHOLDER, precache_json))
}

/// Appends the paths of the files under `dir` to `out`, `/`-separated, each after `prefix`.
fn list_files(dir: &Path, prefix: &str, out: &mut Vec<String>) -> Result<()> {
    for entry in fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))? {
        let entry = entry?;
        let name = entry.file_name().to_string_lossy().into_owned();
        let path = format!("{prefix}{name}");
        if entry.file_type()?.is_dir() {
            list_files(&entry.path(), &format!("{path}/"), out)?;
        } else {
            out.push(path);
        }
    }
    Ok(())
}

/// A relative URL for a site path: bytes other than unreserved ones and `/` percent-encoded.
fn url_path(path: &str) -> String {
    let mut url = String::with_capacity(path.len());
    for byte in path.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~/".contains(&byte) {
            url.push(char::from(byte));
        } else {
            url.push_str(&format!("%{byte:02X}"));
        }
    }
    url
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small site and the worker's template, in a folder removed when the result is dropped.
    fn site() -> tempfile::TempDir {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        fs::create_dir_all(dir.join("levels")).unwrap();
        fs::write(dir.join("index.html"), "<!doctype html>").unwrap();
        fs::write(dir.join("levels/a b.txt"), ">*").unwrap();
        fs::write(
            dir.join("template.js"),
            "const VERSION = '__RACETRACK_VERSION__';\nconst PRECACHE = __RACETRACK_PRECACHE__;\n",
        )
        .unwrap();
        tmp
    }

    #[test]
    fn the_worker_lists_every_file_and_its_version_follows_the_contents() {
        let tmp = site();
        let dir = tmp.path();
        let site = dir.join("site");
        fs::create_dir_all(&site).unwrap();
        fs::rename(dir.join("levels"), site.join("levels")).unwrap();
        fs::rename(dir.join("index.html"), site.join("index.html")).unwrap();
        let template = dir.join("template.js");

        let first = write_service_worker(&site, &template).unwrap();
        let worker = fs::read_to_string(site.join("sw.js")).unwrap();
        assert_eq!(
            worker,
            format!(
                "const VERSION = '{first}';\n\
                 const PRECACHE = [\"index.html\",\"levels/a%20b.txt\"];\n"
            )
        );
        // Stamping again (the old sw.js in place) gives the same version.
        assert_eq!(write_service_worker(&site, &template).unwrap(), first);

        fs::write(site.join("levels/a b.txt"), ">.*").unwrap();
        assert_ne!(write_service_worker(&site, &template).unwrap(), first);
    }

    #[test]
    fn a_template_without_its_placeholders_is_an_error() {
        assert!(stamp("const VERSION = 'x';", "v", "[]").is_err());
        let twice = "__RACETRACK_VERSION__ __RACETRACK_VERSION__ __RACETRACK_PRECACHE__";
        assert!(stamp(twice, "v", "[]").is_err());
    }
}
