//! The built site served beside the API (`--site`, `cargo xtask dist` makes `dist`): its folder,
//! and the Content-Security-Policy its pages need (the inline script and style that its
//! [`racetrack_api::site::INLINE_SOURCES`] file names). The file is read at start, and again
//! with each page asked for: a site rebuilt or deployed under a running server gets its own
//! policy at once.

use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, RwLock};

use axum::http::HeaderValue;
use racetrack_api::site::{
    CONTENT_SECURITY_POLICY, INLINE_SOURCES, content_security_policy, read_sources,
};

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
        let text = read_sources(&file).map_err(|e| format!("--site {}: {e}", file.display()))?;
        let value = value(&text).map_err(|e| format!("--site {}: {e}", dir.display()))?;
        Ok(Site {
            dir: dir.to_owned(),
            policy: Arc::new(Policy {
                file: Some(file),
                current: RwLock::new((text, value)),
                failure: Mutex::new(None),
            }),
        })
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
    /// Why the file last failed to read or make a policy, until it reads again: the log says
    /// each failure once, not with every page.
    failure: Mutex<Option<String>>,
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
            failure: Mutex::new(None),
        })
    }

    /// The policy to send; for a page (`document`), the site's file is read first (a few
    /// hundred bytes) and the policy made again when it has changed. A changed file that does
    /// not read keeps the policy before it, and says so in the log (once per failure).
    pub fn value(&self, document: bool) -> HeaderValue {
        if document && let Some(failure) = self.refresh() {
            tracing::error!(error = %failure, "the site's policy kept as it was");
        }
        match self.current.read() {
            Ok(current) => current.1.clone(),
            Err(poisoned) => poisoned.into_inner().1.clone(),
        }
    }

    /// Reads the site's file and makes the policy again when its text has changed; the reason
    /// of a failure the log has not told yet (a failure repeated page after page is told once,
    /// and again after the file has read well in between).
    fn refresh(&self) -> Option<String> {
        let file = self.file.as_ref()?;
        let failed = match read_sources(file) {
            Ok(now) if self.current.read().is_ok_and(|c| c.0 != now) => {
                let made = value(&now);
                let mut current = self.current.write().unwrap_or_else(|e| e.into_inner());
                current.0 = now;
                match made {
                    Ok(value) => {
                        current.1 = value;
                        None
                    }
                    Err(e) => Some(e),
                }
            }
            Ok(_) => None,
            Err(e) => Some(format!("{}: {e}", file.display())),
        };
        let mut last = self.failure.lock().unwrap_or_else(|e| e.into_inner());
        match failed {
            None => {
                *last = None;
                None
            }
            Some(e) if last.as_deref() == Some(e.as_str()) => None,
            Some(e) => {
                *last = Some(e.clone());
                Some(e)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCES: &str = "script 'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='\n";

    #[test]
    fn a_file_that_keeps_failing_is_told_once_until_it_reads_again() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join(INLINE_SOURCES);
        std::fs::write(&file, SOURCES).unwrap();
        let site = Site::open(dir.path()).unwrap();
        let policy = site.policy.value(true);
        assert!(policy.to_str().unwrap().contains("bhHHL3z2"), "{policy:?}");

        // A folder in the file's place: every page reads it and fails, the log hears it once.
        std::fs::remove_file(&file).unwrap();
        std::fs::create_dir(&file).unwrap();
        let first = site.policy.refresh();
        assert!(
            first.as_deref().is_some_and(|e| e.contains(INLINE_SOURCES)),
            "{first:?}"
        );
        assert_eq!(site.policy.refresh(), None);
        assert_eq!(
            site.policy.value(true),
            policy,
            "the policy before it is kept"
        );

        // Readable again, then failing again: told again.
        std::fs::remove_dir(&file).unwrap();
        std::fs::write(&file, SOURCES).unwrap();
        assert_eq!(site.policy.refresh(), None);
        std::fs::remove_file(&file).unwrap();
        std::fs::create_dir(&file).unwrap();
        assert!(site.policy.refresh().is_some());

        // A malformed file is told once too, and the policy before it kept.
        std::fs::remove_dir(&file).unwrap();
        std::fs::write(&file, "script nonsense\n").unwrap();
        let malformed = site.policy.refresh();
        assert!(
            malformed.as_deref().is_some_and(|e| e.contains("line 1")),
            "{malformed:?}"
        );
        assert_eq!(site.policy.refresh(), None);
        assert_eq!(site.policy.value(true), policy);
    }
}
