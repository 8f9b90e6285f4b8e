//! The lint of words written outside the catalogs: a string literal in the page's model or
//! shell (`src/ui`, `src/web`, their tests aside) that reads as words for a person (two words of
//! letters or more, outside a panic's, a log's or a class list's text) must come from the
//! message catalogs instead. The few that are not for a person, or not worded yet, are listed
//! with the reason in [`ALLOWED`]'s file; a listed literal that is gone is reported too, so the
//! list only shrinks.

use std::collections::BTreeSet;
use std::fs;
use std::path::Path;

use crate::Result;

/// The folders whose Rust files are checked.
const SOURCES: [&str; 2] = ["src/ui", "src/web"];

/// The list of literals allowed, one per line: `path: literal` (comments start with `#`).
pub const ALLOWED: &str = "xtask/words-allowed.txt";

/// Runs the check; its error lists each literal found and each stale line of the list.
pub fn check(root: &Path) -> Result<()> {
    let mut found = BTreeSet::new();
    for dir in SOURCES {
        scan_dir(root, &root.join(dir), &mut found)?;
    }
    let list = fs::read_to_string(root.join(ALLOWED)).map_err(|e| format!("{ALLOWED}: {e}"))?;
    let allowed: BTreeSet<String> = list
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(str::to_owned)
        .collect();
    let mut problems = Vec::new();
    for entry in found.difference(&allowed) {
        problems.push(format!("words outside the catalogs: {entry}"));
    }
    for entry in allowed.difference(&found) {
        problems.push(format!("{ALLOWED} lists what is no longer there: {entry}"));
    }
    if problems.is_empty() {
        println!(
            "xtask: lint: no words outside the catalogs ({} literals listed in {ALLOWED})",
            allowed.len()
        );
        return Ok(());
    }
    Err(format!(
        "{}\n(a word for a person goes in www/i18n/*.ftl; a literal that is not one goes in \
         {ALLOWED} with the reason)",
        problems.join("\n")
    )
    .into())
}

fn scan_dir(root: &Path, dir: &Path, found: &mut BTreeSet<String>) -> Result<()> {
    let mut entries: Vec<_> = fs::read_dir(dir)?.collect::<std::io::Result<_>>()?;
    entries.sort_by_key(|e| e.path());
    for entry in entries {
        let path = entry.path();
        if path.is_dir() {
            scan_dir(root, &path, found)?;
        } else if path.extension().is_some_and(|e| e == "rs") && !is_test_file(&path) {
            let relative = path.strip_prefix(root).unwrap_or(&path);
            let name = relative.to_string_lossy().replace('\\', "/");
            for literal in words_in(&fs::read_to_string(&path)?) {
                found.insert(format!("{name}: {literal}"));
            }
        }
    }
    Ok(())
}

/// A module of tests (`tests.rs`) is not the page.
fn is_test_file(path: &Path) -> bool {
    path.file_name().is_some_and(|n| n == "tests.rs")
}

/// The literals of `source` (its test module aside) that read as words for a person.
pub fn words_in(source: &str) -> Vec<String> {
    let code = source.split("#[cfg(test)]").next().unwrap_or(source);
    let mut found = Vec::new();
    for line in code.lines() {
        let line = line.trim_start();
        if line.starts_with("//") || internal(line) {
            continue;
        }
        for literal in literals(line) {
            if reads_as_words(&literal) {
                found.push(literal);
            }
        }
    }
    found
}

/// A line whose text is for the developer: a panic's, an assertion's or a log's, or a class
/// list.
fn internal(line: &str) -> bool {
    [
        ".expect(",
        "panic!(",
        "unreachable!(",
        "assert!(",
        "debug_assert",
        "console::",
        "\"class\"",
        "JsValue::from_str(",
        "error(\"",
    ]
    .iter()
    .any(|marker| line.contains(marker))
}

/// The string literals on `line` (plain `"..."` ones; escapes kept as written).
fn literals(line: &str) -> Vec<String> {
    // A char literal of a quote is not the start of a string.
    let line = line.replace("'\"'", "").replace("'\\\"'", "");
    let mut found = Vec::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c != '"' {
            continue;
        }
        let mut literal = String::new();
        let mut escaped = false;
        for c in chars.by_ref() {
            if escaped {
                literal.push('\\');
                literal.push(c);
                escaped = false;
            } else if c == '\\' {
                escaped = true;
            } else if c == '"' {
                break;
            } else {
                literal.push(c);
            }
        }
        found.push(literal);
    }
    found
}

/// Two words of two letters or more, one after the other (a word may end in punctuation:
/// "Test drive: {}"), or a capitalised word ending a sentence or a label before more text
/// ("Undone. {}", "Level: {}"): words for a person (a CSS font aside).
fn reads_as_words(literal: &str) -> bool {
    if literal.contains("px ") || literal.contains("sans-serif") {
        return false;
    }
    let word = |w: &str| {
        let w = w.trim_end_matches(['.', ',', ':', ';', '!', '?']);
        w.len() >= 2 && w.chars().all(|c| c.is_alphabetic())
    };
    let words: Vec<&str> = literal.split(' ').collect();
    let pair = words.windows(2).any(|pair| pair.iter().all(|w| word(w)));
    let label = words.len() >= 2
        && words[0].ends_with(['.', ':'])
        && words[0].starts_with(|c: char| c.is_uppercase())
        && word(words[0]);
    // A format string's word beside its placeholders ("{} rules. {}").
    let formatted = literal.contains('{')
        && words
            .iter()
            .any(|w| !w.contains('{') && w.len() >= 3 && word(w));
    pair || label || formatted
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words_for_a_person_are_found_and_code_is_not() {
        let source = r##"
            let a = "Wait for your turn.";
            let b = words.get("menu-daily");
            let c = format!("{}px system-ui, sans-serif", 12);
            let d = value.expect("a run serialises");
            // "A comment is not a literal"
            set_attr(&e, "class", "name link");
            let f = format!("{name}: not a records file");
            let g = "#/level/03";
            let h = format!("Level: {}", title);
            let i = format!("Test drive: {}", name);
            let j = format!("{} rules. {}", a, b);
            let k = "a.b c";
            let l = format!("{}.{}", a, b);
            #[cfg(test)]
            mod tests { const T: &str = "a test's words"; }
        "##;
        assert_eq!(
            words_in(source),
            [
                "Wait for your turn.",
                "{name}: not a records file",
                "Level: {}",
                "Test drive: {}",
                "{} rules. {}"
            ]
        );
    }

    #[test]
    fn escaped_quotes_stay_inside_their_literal() {
        assert_eq!(
            literals(r#"let a = "say \"hi there\" now"; let b = '"'; let c = 'x';"#),
            [r#"say \"hi there\" now"#]
        );
    }
}
