//! The style sheet and the boot script written into each page of the built site (`<style>`,
//! `<script>`), where the markup links them (`www/style.css`, `www/boot.js`): a first visit
//! then paints the menu, and takes a tap on it, with the page's own response, one round trip
//! sooner than with two more requests (on a phone network each costs 150 ms or more). The
//! files stay in `www/` beside the pages, and the site's [`INLINE_SOURCES`] names the two
//! texts by their hashes for the Content-Security-Policy of the servers that serve it. The style
//! sheet goes in without its comments and blank lines (they are for its readers, and a slow
//! phone's first bytes are the page's).

use std::cell::Cell;
use std::fs;
use std::path::Path;

use base64::Engine;
use lol_html::html_content::ContentType;
use lol_html::{Settings, element};
use racetrack_api::site::INLINE_SOURCES;
use sha2::{Digest, Sha256};

use crate::Result;

/// The style sheet the markup links, relative to the site's root.
pub const STYLE: &str = "www/style.css";
/// The classic script the markup runs first, relative to the site's root.
pub const BOOT: &str = "www/boot.js";

/// `page` with the site's style sheet and boot script written into it, each in place of the
/// one element that links it; an error when either link is missing or repeated, or when a
/// file's text would end its element early.
pub fn inline(page: &str, site: &Path) -> Result<String> {
    let (style, boot) = texts(site)?;
    inline_texts(page, &style, &boot)
}

/// Writes the site's [`INLINE_SOURCES`]: the hashes of the texts [`inline`] writes.
pub fn write_sources(site: &Path) -> Result<()> {
    let (style, boot) = texts(site)?;
    fs::write(site.join(INLINE_SOURCES), sources(&style, &boot))?;
    Ok(())
}

/// The texts of the `<style>` and the `<script>` element, as they are in the page.
fn texts(site: &Path) -> Result<(String, String)> {
    let text = |file: &str| -> Result<String> {
        let text = fs::read_to_string(site.join(file)).map_err(|e| format!("{file}: {e}"))?;
        Ok(format!("\n{}", newlines(&text)))
    };
    Ok((without_comments(&text(STYLE)?), text(BOOT)?))
}

/// The style sheet `css` without its comments (`/* ... */`, not inside a string) and without
/// the lines they leave blank.
fn without_comments(css: &str) -> String {
    let mut kept = String::with_capacity(css.len());
    let mut rest = css;
    while !rest.is_empty() {
        let Some(at) = rest.find(['/', '"', '\'']) else {
            kept.push_str(rest);
            break;
        };
        kept.push_str(&rest[..at]);
        rest = &rest[at..];
        if let Some(comment) = rest.strip_prefix("/*") {
            // An unclosed comment runs to the end, as a browser reads it.
            rest = comment.find("*/").map_or("", |end| &comment[end + 2..]);
        } else if rest.starts_with('/') {
            kept.push('/');
            rest = &rest[1..];
        } else {
            let quote = rest.as_bytes()[0];
            let end = string_end(rest.as_bytes(), quote);
            kept.push_str(&rest[..end]);
            rest = &rest[end..];
        }
    }
    let mut lines: String = kept
        .lines()
        .filter(|line| !line.trim().is_empty())
        .flat_map(|line| [line.trim_end(), "\n"])
        .collect();
    lines.insert(0, '\n');
    lines
}

/// Where the string opened by `quote` at `text[0]` ends (after its closing quote; a
/// backslash escapes the next character), or the text's length.
fn string_end(text: &[u8], quote: u8) -> usize {
    let mut at = 1;
    while at < text.len() {
        match text[at] {
            b'\\' => at += 2,
            c if c == quote => return at + 1,
            _ => at += 1,
        }
    }
    text.len()
}

/// `text` with its line ends as an HTML parser hands them to the page (and the page to the
/// browser's hash of an inline element): a carriage return and line feed, or a carriage
/// return alone, become a line feed. A checkout with Windows line ends then gives the hashes
/// the browser computes.
fn newlines(text: &str) -> String {
    text.replace("\r\n", "\n").replace('\r', "\n")
}

/// The lines of [`INLINE_SOURCES`] for the `<style>` text `style` and the `<script>` text `boot`.
fn sources(style: &str, boot: &str) -> String {
    let hash = |text: &str| {
        let digest = Sha256::digest(text.as_bytes());
        format!(
            "'sha256-{}'",
            base64::engine::general_purpose::STANDARD.encode(digest)
        )
    };
    format!("script {}\nstyle {}\n", hash(boot), hash(style))
}

fn inline_texts(page: &str, style: &str, boot: &str) -> Result<String> {
    // What would end the element early, or (`<!--` then `<script` in a script) make the
    // parser read on past its end.
    let refused = [
        (STYLE, style, "</style"),
        (BOOT, boot, "</script"),
        (BOOT, boot, "<!--"),
        (BOOT, boot, "<script"),
    ];
    for (file, text, end) in refused {
        if text.to_ascii_lowercase().contains(end) {
            return Err(format!("{file} holds \"{end}\": it cannot be written into a page").into());
        }
    }
    let (styles, scripts) = (Cell::new(0), Cell::new(0));
    let style_link = format!("link[rel=stylesheet][href=\"{STYLE}\"]");
    let boot_script = format!("script[src=\"{BOOT}\"]");
    let settings = Settings::new()
        .append_element_content_handler(element!(style_link, |e| {
            styles.set(styles.get() + 1);
            e.replace(&format!("<style>{style}</style>"), ContentType::Html);
            Ok(())
        }))
        .append_element_content_handler(element!(boot_script, |e| {
            scripts.set(scripts.get() + 1);
            e.replace(&format!("<script>{boot}</script>"), ContentType::Html);
            Ok(())
        }));
    let out = lol_html::rewrite_str(page, settings)?;
    for (file, count) in [(STYLE, styles.get()), (BOOT, scripts.get())] {
        if count != 1 {
            return Err(format!("the page links {file} {count} times, not once").into());
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "<html><head><script src=\"www/boot.js\"></script>\
        <link rel=\"preload\" href=\"pkg/x.wasm\"><link rel=\"stylesheet\" href=\"www/style.css\">\
        </head><body><p>menu</p></body></html>";

    #[test]
    fn the_style_sheet_and_the_boot_script_take_their_links_places() {
        let out = inline_texts(PAGE, "\nbody { color: red; }\n", "\nboot();\n").unwrap();
        assert_eq!(
            out,
            "<html><head><script>\nboot();\n</script>\
             <link rel=\"preload\" href=\"pkg/x.wasm\"><style>\nbody { color: red; }\n</style>\
             </head><body><p>menu</p></body></html>"
        );
    }

    #[test]
    fn the_style_sheet_goes_in_without_its_comments() {
        let css = "\n/* The menu. */\n.a { color: red; } /* red */\n\n/* Two\n   lines. */\n\
                   .b::before { content: \"/* kept */\" '\\' /*' }\n.c { background: url(a/b.svg); }\n/* open";
        assert_eq!(
            without_comments(css),
            "\n.a { color: red; }\n.b::before { content: \"/* kept */\" '\\' /*' }\n\
             .c { background: url(a/b.svg); }\n"
        );
    }

    #[test]
    fn a_missing_or_repeated_link_is_an_error() {
        let without = PAGE.replace("<link rel=\"stylesheet\" href=\"www/style.css\">", "");
        let error = inline_texts(&without, "", "").unwrap_err().to_string();
        assert!(error.contains("www/style.css 0 times"), "{error}");
        let twice = PAGE.replace("</head>", "<script src=\"www/boot.js\"></script></head>");
        let error = inline_texts(&twice, "", "").unwrap_err().to_string();
        assert!(error.contains("www/boot.js 2 times"), "{error}");
    }

    #[test]
    fn the_sources_are_the_hashes_a_browser_computes() {
        // `printf 'alert(1)' | openssl dgst -sha256 -binary | base64`
        let lines = sources("", "alert(1)");
        let script = "'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='";
        assert!(
            lines.starts_with(&format!("script {script}\nstyle 'sha256-")),
            "{lines}"
        );
        let policy = racetrack_api::site::content_security_policy(&lines).unwrap();
        assert!(policy.contains(script), "{policy}");
    }

    #[test]
    fn a_text_that_would_close_its_element_is_an_error() {
        let error = inline_texts(PAGE, "", "x = '</SCRIPT>';")
            .unwrap_err()
            .to_string();
        assert!(error.contains("www/boot.js holds"), "{error}");
        assert!(inline_texts(PAGE, "a::after { content: '</style>' }", "").is_err());
        // In a script, `<!--` and `<script` could make the parser read past `</script>`.
        for text in ["s = '<!--';", "s = '<SCRIPT>';"] {
            let error = inline_texts(PAGE, "", text).unwrap_err().to_string();
            assert!(error.contains("www/boot.js holds"), "{text}: {error}");
        }
    }

    #[test]
    fn windows_line_ends_are_written_and_hashed_as_the_browser_reads_them() {
        let site = tempfile::tempdir().unwrap();
        std::fs::create_dir(site.path().join("www")).unwrap();
        std::fs::write(site.path().join(STYLE), "a {}\r\nb {}\r").unwrap();
        std::fs::write(site.path().join(BOOT), "one();\r\ntwo();\r\n").unwrap();
        let out = inline(PAGE, site.path()).unwrap();
        assert!(!out.contains('\r'), "{out:?}");
        assert!(out.contains("<script>\none();\ntwo();\n</script>"), "{out}");
        write_sources(site.path()).unwrap();
        let written = std::fs::read_to_string(site.path().join(INLINE_SOURCES)).unwrap();
        assert_eq!(written, sources("\na {}\nb {}\n", "\none();\ntwo();\n"));
        assert!(out.contains("<style>\na {}\nb {}\n</style>"), "{out}");
    }
}
