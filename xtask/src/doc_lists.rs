//! The check that `docs/architecture.md` lists every file it should: every `*.rs` file of the
//! crates' sources and of the test binaries ([`LISTED_DIRS`]), and no such file that is gone.
//!
//! A file counts as mentioned when the document holds a code span that is exactly its path from
//! the repository's root, `/`-separated (`` `src/ui/model.rs` ``): not a part of a longer path
//! (`` `engine/src/ui/model.rs` `` does not name `src/ui/model.rs`, `` `src/data.rs` `` does
//! not name `src/a.rs`), not plain text, not a line of a fenced code block. A code span under
//! one of the listed directories that ends in `.rs` and names no file there is stale. The check
//! reads the document and walks the listed directories without following symbolic links, so
//! it reads nothing outside the repository.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use crate::Result;

/// The document that lists the files, from the repository's root.
pub const DOC: &str = "docs/architecture.md";

/// The directories whose `*.rs` files, at any depth, the document must name: the page's model
/// and shell, the crates' sources and the test binaries.
pub const LISTED_DIRS: [&str; 11] = [
    "src/ui",
    "src/web",
    "engine/src",
    "api/src",
    "cli/src",
    "server/src",
    "xtask/src",
    "tests/ui",
    "engine/tests",
    "server/tests",
    "cli/tests",
];

/// What the document gets wrong: the files it does not name and the paths it names that are no
/// file, each sorted.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct Findings {
    pub missing: Vec<String>,
    pub stale: Vec<String>,
}

/// Checks the document against the files in the repository at `root`.
pub fn check(root: &Path) -> Result<()> {
    let doc = fs::read_to_string(root.join(DOC)).map_err(|e| format!("reading {DOC}: {e}"))?;
    let mut files = Vec::new();
    for dir in LISTED_DIRS {
        rust_files(root, dir, &mut files)?;
    }
    let findings = compare(&files, &doc);
    if findings.missing.is_empty() && findings.stale.is_empty() {
        println!("xtask: lint: {DOC} names all {} files", files.len());
        return Ok(());
    }
    let mut message = String::new();
    if !findings.missing.is_empty() {
        message.push_str(&format!(
            "{DOC} does not name {} file(s) (add a row with the path in backticks, \
             from the repository's root, and what the file holds):",
            findings.missing.len()
        ));
        for path in &findings.missing {
            message.push_str(&format!("\n  {path}"));
        }
    }
    if !findings.stale.is_empty() {
        if !message.is_empty() {
            message.push('\n');
        }
        message.push_str(&format!(
            "{DOC} names {} file(s) that do not exist (renamed or removed?):",
            findings.stale.len()
        ));
        for path in &findings.stale {
            message.push_str(&format!("\n  {path}"));
        }
    }
    Err(message.into())
}

/// The files of `files` the document `markdown` does not name, and the paths under the listed
/// directories it names that are not in `files`.
pub fn compare(files: &[String], markdown: &str) -> Findings {
    let spans = code_spans(markdown);
    let known: BTreeSet<&str> = files.iter().map(String::as_str).collect();
    let missing = known
        .iter()
        .filter(|path| !spans.contains(**path))
        .map(|path| path.to_string())
        .collect();
    let stale = spans
        .iter()
        .filter(|span| is_listed_path(span) && !known.contains(span.as_str()))
        .map(|span| span.to_string())
        .collect();
    Findings { missing, stale }
}

/// Whether a code span is the path of a Rust file under one of [`LISTED_DIRS`] (a pattern such
/// as `xtask/src/*.rs` is not).
fn is_listed_path(span: &str) -> bool {
    span.ends_with(".rs")
        && span
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || matches!(c, '_' | '-' | '.' | '/'))
        && LISTED_DIRS.iter().any(|dir| {
            span.strip_prefix(dir)
                .is_some_and(|rest| rest.starts_with('/'))
        })
}

/// The code spans of a Markdown text (CommonMark's rule: a run of backticks opens a span that
/// the next run of the same length closes; an opener never closed is plain text; one space is
/// stripped from each end of a span that has one at both), outside fenced code blocks. A span
/// does not cross a blank line.
pub fn code_spans(markdown: &str) -> BTreeSet<String> {
    let mut spans = BTreeSet::new();
    let mut fence: Option<(char, usize)> = None;
    let mut paragraph = String::new();
    for line in markdown.lines() {
        let trimmed = line.trim_start();
        let run = |c: char| trimmed.chars().take_while(|&x| x == c).count();
        match fence {
            Some((c, n)) => {
                if run(c) >= n && trimmed.trim_start_matches(c).trim().is_empty() {
                    fence = None;
                }
                continue;
            }
            None => {
                // A backtick fence's info string holds no backtick (else it is inline code).
                let opens = |c: char| {
                    run(c) >= 3 && (c == '~' || !trimmed.trim_start_matches(c).contains('`'))
                };
                if let Some(c) = ['`', '~'].into_iter().find(|&c| opens(c)) {
                    spans_of(&paragraph, &mut spans);
                    paragraph.clear();
                    fence = Some((c, run(c)));
                    continue;
                }
            }
        }
        if line.trim().is_empty() {
            spans_of(&paragraph, &mut spans);
            paragraph.clear();
        } else {
            paragraph.push_str(line);
            paragraph.push('\n');
        }
    }
    spans_of(&paragraph, &mut spans);
    spans
}

/// Adds the code spans of one paragraph to `spans`.
fn spans_of(text: &str, spans: &mut BTreeSet<String>) {
    let bytes = text.as_bytes();
    let run_at = |i: usize| bytes[i..].iter().take_while(|&&b| b == b'`').count();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            // An escaped backtick is plain text.
            b'\\' if bytes.get(i + 1) == Some(&b'`') => i += 2,
            b'`' => {
                let n = run_at(i);
                let start = i + n;
                let mut j = start;
                let mut close = None;
                while j < bytes.len() {
                    if bytes[j] == b'`' {
                        let m = run_at(j);
                        if m == n {
                            close = Some(j);
                            break;
                        }
                        j += m;
                    } else {
                        j += 1;
                    }
                }
                match close {
                    Some(end) => {
                        let content = text[start..end].replace('\n', " ");
                        let stripped =
                            match content.strip_prefix(' ').and_then(|c| c.strip_suffix(' ')) {
                                Some(inner) if !content.trim().is_empty() => inner.to_string(),
                                _ => content,
                            };
                        spans.insert(stripped);
                        i = end + n;
                    }
                    None => i = start,
                }
            }
            _ => i += 1,
        }
    }
}

/// Adds every `*.rs` file under `root/dir`, at any depth, to `files` as its `/`-separated path
/// from `root`. Symbolic links are skipped, so nothing outside `root` is read.
fn rust_files(root: &Path, dir: &str, files: &mut Vec<String>) -> Result<()> {
    let path = root.join(dir);
    let meta = fs::symlink_metadata(&path).map_err(|e| format!("{dir}: {e}"))?;
    if !meta.is_dir() {
        return Err(
            format!("{dir} is not a directory (the list in xtask/src/doc_lists.rs?)").into(),
        );
    }
    let mut entries: Vec<_> = fs::read_dir(&path)
        .map_err(|e| format!("{dir}: {e}"))?
        .collect::<std::io::Result<_>>()
        .map_err(|e| format!("{dir}: {e}"))?;
    entries.sort_by_key(|e| e.file_name());
    for entry in entries {
        let kind = entry.file_type().map_err(|e| format!("{dir}: {e}"))?;
        let Some(name) = entry.file_name().to_str().map(str::to_owned) else {
            return Err(format!("{dir}: a file name that is not UTF-8").into());
        };
        let child = format!("{dir}/{name}");
        if kind.is_dir() {
            rust_files(root, &child, files)?;
        } else if kind.is_file() && name.ends_with(".rs") {
            files.push(child);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn files(paths: &[&str]) -> Vec<String> {
        paths.iter().map(|p| p.to_string()).collect()
    }

    fn spans(markdown: &str) -> Vec<String> {
        code_spans(markdown).into_iter().collect()
    }

    #[test]
    fn spans_are_read_as_commonmark_reads_them() {
        assert_eq!(spans("a `b` c ``d`e`` f"), ["b", "d`e"]);
        // A space at both ends is stripped once; at one end only it stays.
        assert_eq!(spans("`` `x` `` and ` y`"), [" y", "`x`"]);
        // An opener never closed is plain text, and the next backtick opens.
        assert_eq!(spans("``a `b` c"), ["b"]);
        // An escaped backtick opens nothing.
        assert_eq!(spans("\\`a `b`"), ["b"]);
        // A span may cross a line break, not a blank line.
        assert_eq!(spans("`a\nb` `c\n\nd`"), ["a b"]);
    }

    #[test]
    fn fenced_blocks_hold_no_spans() {
        let doc = "`a`\n```\n`b`\n```\n~~~~text\n`c`\n~~~\n`d`\n~~~~\n`e`\n```f``` g\n";
        assert_eq!(spans(doc), ["a", "e", "f"]);
    }

    #[test]
    fn a_file_is_named_by_its_exact_path_only() {
        let all = files(&["src/ui/a.rs", "src/ui/b.rs", "src/ui/c.rs", "src/ui/mod.rs"]);
        let doc = "| `src/ui/data.rs` | a longer name |\n\
                   | `engine/src/ui/mod.rs` | a longer path |\n\
                   src/ui/b.rs in plain text, `ui/c.rs` in another form\n";
        let found = compare(&all, doc);
        assert_eq!(found.missing, all);
        assert_eq!(found.stale, ["engine/src/ui/mod.rs", "src/ui/data.rs"]);
    }

    #[test]
    fn named_files_pass_and_missing_ones_are_each_reported() {
        let all = files(&["cli/src/main.rs", "tests/ui/play.rs", "tests/ui/win_box.rs"]);
        let doc = "| `cli/src/main.rs` | x |\n| `tests/ui/play.rs`, `tests/ui/menu.rs` | y |\n";
        let found = compare(&all, doc);
        assert_eq!(found.missing, ["tests/ui/win_box.rs"]);
        assert_eq!(found.stale, ["tests/ui/menu.rs"]);
    }

    #[test]
    fn only_rust_paths_under_the_listed_directories_can_be_stale() {
        let doc = "`src/ui/gone.rs` `src/ui/` `src/lib.rs` `ui/board.rs` `tests/e2e/a.spec.mjs` \
                   `src/uix/a.rs` `server/examples/load/main.rs` `xtask/src/*.rs` `src/ui/a b.rs`";
        assert_eq!(compare(&[], doc).stale, ["src/ui/gone.rs"]);
    }

    #[test]
    fn the_walk_finds_rust_files_at_any_depth_and_skips_links() {
        let tmp = tempfile::tempdir().unwrap();
        let base = tmp.path();
        let root = base.join("repo");
        fs::create_dir_all(root.join("src/ui/online/room")).unwrap();
        fs::create_dir_all(base.join("outside")).unwrap();
        for file in [
            "src/ui/mod.rs",
            "src/ui/online/room/live.rs",
            "src/ui/notes.md",
        ] {
            fs::write(root.join(file), "").unwrap();
        }
        fs::write(base.join("outside/secret.rs"), "").unwrap();
        #[cfg(unix)]
        std::os::unix::fs::symlink(base.join("outside"), root.join("src/ui/link")).unwrap();
        let mut found = Vec::new();
        rust_files(&root, "src/ui", &mut found).unwrap();
        assert_eq!(found, ["src/ui/mod.rs", "src/ui/online/room/live.rs"]);
        assert!(rust_files(&root, "src/web", &mut found).is_err());
    }
}
