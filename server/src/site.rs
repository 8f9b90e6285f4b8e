//! The built site served beside the API (`--site`, `cargo xtask dist` makes `dist`): its folder,
//! and the Content-Security-Policy its pages need (the inline script and style that its
//! [`racetrack_api::site::INLINE_SOURCES`] file names). The file is read at start, and again
//! with each page asked for: a site rebuilt or deployed under a running server gets its own
//! policy at once.

use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};

use axum::http::HeaderValue;
use racetrack_api::site::{CONTENT_SECURITY_POLICY, INLINE_SOURCES, content_security_policy};

/// A site folder and its policy.
#[derive(Clone, Debug)]
pub struct Site {
    pub dir: PathBuf,
    pub policy: Arc<Policy>,
}

impl Site {
    /// The site in `dir`; an error says why it cannot be served (an unreadable or malformed
    /// `inline-sources.txt`).
    pub fn open(dir: &Path) -> Result<Site, String> {
        // A folder not built yet is served as it is (every file a 404), as before the policy.
        if !dir.is_dir() {
            tracing::warn!(site = %dir.display(), "--site: not a folder (yet)");
        }
        let file = dir.join(INLINE_SOURCES);
        let text = sources(&file).map_err(|e| format!("--site {}: {e}", file.display()))?;
        let value = value(&text).map_err(|e| format!("--site {}: {e}", dir.display()))?;
        Ok(Site {
            dir: dir.to_owned(),
            policy: Arc::new(Policy {
                file: Some(file),
                current: RwLock::new((text, value)),
            }),
        })
    }
}

/// The text of the site's file, empty when there is none.
fn sources(file: &Path) -> std::io::Result<String> {
    match std::fs::read_to_string(file) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(String::new()),
        read => read,
    }
}

fn value(sources: &str) -> Result<HeaderValue, String> {
    let policy = content_security_policy(sources)?;
    HeaderValue::try_from(policy).map_err(|e| e.to_string())
}

/// The Content-Security-Policy of every answer.
#[derive(Debug)]
pub struct Policy {
    /// The site's file it follows, `None` for the API alone.
    file: Option<PathBuf>,
    /// The file's text last read, and the policy it made.
    current: RwLock<(String, HeaderValue)>,
}

impl Policy {
    /// The policy of a server without a site.
    pub fn without_site() -> Arc<Policy> {
        Arc::new(Policy {
            file: None,
            current: RwLock::new((
                String::new(),
                HeaderValue::from_static(CONTENT_SECURITY_POLICY),
            )),
        })
    }

    /// The policy to send; for a page (`document`), the site's file is read first (a few
    /// hundred bytes) and the policy made again when it has changed. A changed file that does
    /// not read keeps the policy before it, and says so in the log.
    pub fn value(&self, document: bool) -> HeaderValue {
        if let (true, Some(file)) = (document, &self.file) {
            match sources(file) {
                Ok(now) if self.current.read().is_ok_and(|c| c.0 != now) => {
                    let made = value(&now);
                    let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
                    match made {
                        Ok(value) => current.1 = value,
                        Err(e) => tracing::error!(error = %e, "the site's policy kept as it was"),
                    }
                    current.0 = now;
                }
                Ok(_) => {}
                Err(e) => tracing::error!(error = %e, "the site's policy kept as it was"),
            }
        }
        match self.current.read() {
            Ok(current) => current.1.clone(),
            Err(poisoned) => poisoned.into_inner().1.clone(),
        }
    }
}
