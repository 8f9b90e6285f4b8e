//! The server's background tasks kept alive: the deadline ticker, the listener for other
//! instances' events and the catch-up. A task that panics is logged and started again (a panic
//! in the ticker would otherwise stop every deadline, silently); one that returns has finished.

use std::future::Future;
use std::time::Duration;

/// How long a task that panicked waits before it starts again.
pub const RESTART_DELAY: Duration = Duration::from_secs(1);

/// Runs the task `start` makes, named `name`, starting it again after `delay` each time it
/// panics, until it returns.
pub async fn supervise<F, Fut>(name: &'static str, delay: Duration, start: F)
where
    F: Fn() -> Fut,
    Fut: Future<Output = ()> + Send + 'static,
{
    let mut restarts: u64 = 0;
    loop {
        match tokio::spawn(start()).await {
            Err(e) if e.is_panic() => {
                restarts += 1;
                tracing::error!(
                    task = name,
                    restarts,
                    "a background task panicked: starting it again"
                );
                tokio::time::sleep(delay).await;
            }
            // Finished, or cancelled with the runtime.
            _ => return,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[tokio::test]
    async fn a_task_that_panics_is_started_again_and_one_that_returns_is_done() {
        let runs = Arc::new(AtomicU32::new(0));
        let counted = Arc::clone(&runs);
        supervise("test", Duration::from_millis(1), move || {
            let runs = Arc::clone(&counted);
            async move {
                if runs.fetch_add(1, Ordering::SeqCst) < 2 {
                    panic!("a bug in the ticker");
                }
            }
        })
        .await;
        assert_eq!(runs.load(Ordering::SeqCst), 3);
    }
}
