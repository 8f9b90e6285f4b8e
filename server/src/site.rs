//! The built site served beside the API (`--site`, `cargo xtask dist` makes `dist`): its folder,
//! and the Content-Security-Policy its pages need (the inline script and style that its
//! [`racetrack_api::site::INLINE_SOURCES`] file names, read once at start).

use std::path::{Path, PathBuf};

use axum::http::HeaderValue;
use racetrack_api::site::{CONTENT_SECURITY_POLICY, policy_of};

/// A site folder and its policy.
#[derive(Clone, Debug)]
pub struct Site {
    pub dir: PathBuf,
    pub policy: HeaderValue,
}

impl Site {
    /// The site in `dir`; an error says why it cannot be served (no such folder, an unreadable
    /// or malformed `inline-sources.txt`).
    pub fn open(dir: &Path) -> Result<Site, String> {
        if !dir.is_dir() {
            return Err(format!("--site {}: not a folder", dir.display()));
        }
        let policy = policy_of(dir).map_err(|e| format!("--site {e}"))?;
        Ok(Site {
            dir: dir.to_owned(),
            policy: HeaderValue::try_from(policy).map_err(|e| e.to_string())?,
        })
    }
}

/// The policy of answers when no site is served (the API alone).
pub fn default_policy() -> HeaderValue {
    HeaderValue::from_static(CONTENT_SECURITY_POLICY)
}
