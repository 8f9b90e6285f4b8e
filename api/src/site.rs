//! The headers every answer of the site carries, from the game server and from `cargo xtask
//! serve` alike (so the browser suite runs the page under the same policy as players do).

/// The page's Content-Security-Policy: its own scripts, styles, pictures and connections only
/// (the API and the live streams are on the same origin), WebAssembly compiled, no plugin, no
/// `<base>`, and no page may frame it.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; img-src 'self' data: blob:; \
    connect-src 'self'; worker-src 'self'; manifest-src 'self'; object-src 'none'; \
    base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The security headers of every answer: the policy above, no content-type sniffing, no
/// referrer sent to other sites, and no framing for browsers that predate `frame-ancestors`.
pub const SECURITY_HEADERS: [(&str, &str); 4] = [
    ("content-security-policy", CONTENT_SECURITY_POLICY),
    ("x-content-type-options", "nosniff"),
    ("referrer-policy", "no-referrer"),
    ("x-frame-options", "DENY"),
];

/// The site's files have fixed names (`index.html`, `pkg/racetrack_bg.wasm`), none carries a
/// hash of its content: each is revalidated before use (the service worker keeps the copy for
/// offline play).
pub const SITE_CACHE_CONTROL: &str = "no-cache";

/// The API's answers are never stored by a cache.
pub const API_CACHE_CONTROL: &str = "no-store";
