//! Precompressed copies of the site: beside each text, script, style or wasm file of `dist/`,
//! `NAME.br` (brotli, quality 11) and `NAME.gz` (gzip written by Zopfli), as a static host serves them
//! when the browser accepts the encoding (`cargo xtask serve` does; see `serve.rs`).

use std::fs;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

use crate::Result;

/// The extensions worth compressing (images are compressed already).
const COMPRESSIBLE: [&str; 9] = [
    "html", "js", "mjs", "css", "wasm", "json", "txt", "svg", "ftl",
];

/// Writes `.br` and `.gz` copies of every compressible file under `dir`; returns the bytes of
/// the originals and of their brotli and gzip copies, in that order. The copies are made on
/// every core (each file's two copies are two tasks, the largest files first): one core took 28
/// s for the site's 3 MB.
pub fn precompress(dir: &Path) -> Result<(u64, u64, u64)> {
    let mut files = Vec::new();
    collect(dir, &mut files)?;
    let mut tasks: Vec<(usize, bool)> = (0..files.len())
        .flat_map(|i| [(i, true), (i, false)])
        .collect();
    tasks.sort_by_key(|&(i, _)| std::cmp::Reverse(files[i].1.len()));
    let next = AtomicUsize::new(0);
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    type Done = std::result::Result<Vec<(usize, bool, u64)>, String>;
    let sizes: Vec<Done> = std::thread::scope(|scope| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                scope.spawn(|| -> Done {
                    let mut done = Vec::new();
                    loop {
                        let Some(&(i, is_brotli)) = tasks.get(next.fetch_add(1, Ordering::Relaxed))
                        else {
                            return Ok(done);
                        };
                        let (path, bytes) = &files[i];
                        let (copy, suffix) = match is_brotli {
                            true => (brotli(bytes), "br"),
                            false => (gzip(bytes), "gz"),
                        };
                        let copy = copy.map_err(|e| format!("{}: {e}", path.display()))?;
                        let out = with_suffix(path, suffix);
                        fs::write(&out, &copy).map_err(|e| format!("{}: {e}", out.display()))?;
                        done.push((i, is_brotli, copy.len() as u64));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .map(|h| {
                h.join()
                    .unwrap_or_else(|_| Err("a compressor thread panicked".to_owned()))
            })
            .collect()
    });
    let mut totals = (files.iter().map(|(_, b)| b.len() as u64).sum(), 0, 0);
    for done in sizes {
        for (_, is_brotli, len) in done? {
            match is_brotli {
                true => totals.1 += len,
                false => totals.2 += len,
            }
        }
    }
    Ok(totals)
}

/// Every compressible file under `dir`, with its bytes.
fn collect(dir: &Path, files: &mut Vec<(PathBuf, Vec<u8>)>) -> Result<()> {
    for entry in fs::read_dir(dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))? {
        let entry = entry?;
        let path = entry.path();
        if entry.file_type()?.is_dir() {
            collect(&path, files)?;
            continue;
        }
        let compressible = path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| COMPRESSIBLE.contains(&e) || path.ends_with("manifest.webmanifest"));
        if compressible {
            let bytes = fs::read(&path)?;
            files.push((path, bytes));
        }
    }
    Ok(())
}

/// `path` with `.suffix` appended to its file name (`a.wasm` -> `a.wasm.br`).
pub fn with_suffix(path: &Path, suffix: &str) -> std::path::PathBuf {
    let mut name = path.as_os_str().to_owned();
    name.push(".");
    name.push(suffix);
    name.into()
}

/// Brotli at its best quality and a 4 MiB window.
pub fn brotli(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    {
        let mut writer = brotli::CompressorWriter::new(&mut out, 1 << 16, 11, 22);
        writer.write_all(bytes)?;
    }
    Ok(out)
}

/// Gzip as Zopfli writes it: a plain gzip stream, about 6% smaller than zlib's level 9 (the
/// site's wasm: 139 KB against 148 KB), at the cost of a slower build.
pub fn gzip(bytes: &[u8]) -> Result<Vec<u8>> {
    let mut out = Vec::new();
    zopfli::compress(
        zopfli::Options::default(),
        zopfli::Format::Gzip,
        bytes,
        &mut out,
    )?;
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::io::Read;

    #[test]
    fn copies_decompress_to_the_original_and_images_are_left_alone() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path();
        fs::create_dir_all(dir.join("pkg")).unwrap();
        let wasm = b"\0asm racetrack racetrack racetrack racetrack".repeat(50);
        fs::write(dir.join("pkg/racetrack_bg.wasm"), &wasm).unwrap();
        fs::write(dir.join("icon.png"), b"\x89PNG").unwrap();
        let (raw, br, gz) = precompress(dir).unwrap();
        assert_eq!(raw, wasm.len() as u64);
        assert!(br < raw && gz < raw);

        let mut unbrotli = Vec::new();
        brotli::Decompressor::new(
            &fs::read(dir.join("pkg/racetrack_bg.wasm.br")).unwrap()[..],
            4096,
        )
        .read_to_end(&mut unbrotli)
        .unwrap();
        assert_eq!(unbrotli, wasm);
        let mut ungzip = Vec::new();
        flate2::read::GzDecoder::new(&fs::read(dir.join("pkg/racetrack_bg.wasm.gz")).unwrap()[..])
            .read_to_end(&mut ungzip)
            .unwrap();
        assert_eq!(ungzip, wasm);
        assert!(!dir.join("icon.png.br").exists());
    }
}
