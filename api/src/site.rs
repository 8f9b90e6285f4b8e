//! The headers every answer of the site carries, from the game server and from `cargo xtask
//! serve` alike (so the browser suite runs the page under the same policy as players do).

/// The page's Content-Security-Policy: its own scripts, styles, pictures and connections only
/// (the API and the live streams are on the same origin), WebAssembly compiled, no plugin, no
/// `<base>`, and no page may frame it. A built site's pages also hold the inline script and
/// style named by their hashes in [`INLINE_SOURCES`] ([`content_security_policy`]).
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; \
    connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; \
    base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The security headers of every answer beside the policy: no content-type sniffing, no
/// referrer sent to other sites, and no framing for browsers that predate `frame-ancestors`.
pub const SECURITY_HEADERS: [(&str, &str); 3] = [
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "no-referrer"),
    ("x-frame-options", "DENY"),
];

/// The file of a built site (`cargo xtask dist`) that names the inline script and style its
/// pages hold, one a line: `script 'sha256-…'` or `style 'sha256-…'` (the base64 SHA-256 of
/// the element's text). A site without it has none.
pub const INLINE_SOURCES: &str = "inline-sources.txt";

/// [`CONTENT_SECURITY_POLICY`] allowing the inline script and style that `inline_sources` (the
/// text of an [`INLINE_SOURCES`] file) names; an error names a line that is not one of them.
pub fn content_security_policy(inline_sources: &str) -> Result<String, String> {
    let (mut scripts, mut styles) = (String::new(), String::new());
    for (number, line) in inline_sources.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() {
            continue;
        }
        let (kind, source) = line.split_once(' ').unwrap_or((line, ""));
        let hash = source
            .strip_prefix("'sha256-")
            .and_then(|rest| rest.strip_suffix('\''));
        // 32 bytes in base64: 43 digits and one `=`.
        let valid = hash.is_some_and(|h| {
            let h = h.as_bytes();
            h.len() == 44
                && h[43] == b'='
                && h[..43]
                    .iter()
                    .all(|&b| b.is_ascii_alphanumeric() || b == b'+' || b == b'/')
        });
        let list = match kind {
            "script" if valid => &mut scripts,
            "style" if valid => &mut styles,
            _ => {
                return Err(format!(
                    "{INLINE_SOURCES}, line {}: not `script 'sha256-…'` or `style 'sha256-…'`",
                    number + 1
                ));
            }
        };
        list.push(' ');
        list.push_str(source);
    }
    Ok(CONTENT_SECURITY_POLICY
        .replacen(
            "'wasm-unsafe-eval';",
            &format!("'wasm-unsafe-eval'{scripts};"),
            1,
        )
        .replacen(
            "style-src 'self';",
            &format!("style-src 'self'{styles};"),
            1,
        ))
}

/// The policy of the built site in `dir`: [`content_security_policy`] of its [`INLINE_SOURCES`]
/// (none when the file is absent); an error says why it cannot be read.
pub fn policy_of(dir: &std::path::Path) -> Result<String, String> {
    let file = dir.join(INLINE_SOURCES);
    let sources = read_sources(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    content_security_policy(&sources).map_err(|e| format!("{}: {e}", dir.display()))
}

/// The text of a site's [`INLINE_SOURCES`] file at `file`, empty when there is none.
pub fn read_sources(file: &std::path::Path) -> std::io::Result<String> {
    match std::fs::read_to_string(file) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(String::new()),
        read => read,
    }
}

/// The site's files have fixed names (`index.html`, `pkg/racetrack_bg.wasm`), none carries a
/// hash of its content: each is revalidated before use (the service worker keeps the copy for
/// offline play).
pub const SITE_CACHE_CONTROL: &str = "no-cache";

/// The API's answers are never stored by a cache.
pub const API_CACHE_CONTROL: &str = "no-store";

#[cfg(test)]
mod tests {
    use super::*;

    const SCRIPT: &str = "'sha256-f/RpvjOy5TKZuNfq2O2aMVbA2M6Fqoi6v1Lqm/cpUaM='";
    const STYLE: &str = "'sha256-Qlcvjg0aivKj7/ui7xy2KgTKLbf5eQShXlcS7WBB8Vo='";

    #[test]
    fn a_site_without_inline_sources_has_the_base_policy() {
        assert_eq!(
            content_security_policy("").unwrap(),
            CONTENT_SECURITY_POLICY
        );
        assert_eq!(
            content_security_policy("\n  \n").unwrap(),
            CONTENT_SECURITY_POLICY
        );
    }

    #[test]
    fn the_inline_script_and_style_join_their_directives() {
        let policy = content_security_policy(&format!("script {SCRIPT}\nstyle {STYLE}\n")).unwrap();
        assert!(policy.contains(&format!("script-src 'self' 'wasm-unsafe-eval' {SCRIPT};")));
        assert!(policy.contains(&format!("style-src 'self' {STYLE};")));
        assert!(policy.starts_with("default-src 'self'; "));
        assert!(policy.ends_with("frame-ancestors 'none'"));
    }

    #[test]
    fn anything_else_in_the_file_is_refused_with_its_line() {
        for bad in [
            format!("script {SCRIPT}\nscript 'unsafe-inline'"),
            format!("script {SCRIPT}\nimg {STYLE}"),
            "style 'sha256-short='".to_owned(),
            format!("style {}", STYLE.replace('/', ";")),
            format!("style {}", STYLE.replace("Vo=", "\u{2026}")),
            format!("script {SCRIPT}; img-src *"),
        ] {
            let error = content_security_policy(&bad).unwrap_err();
            assert!(error.contains(INLINE_SOURCES), "{bad}: {error}");
        }
        let error = content_security_policy(&format!("script {SCRIPT}\nstyle x")).unwrap_err();
        assert!(error.contains("line 2"), "{error}");
    }
}
