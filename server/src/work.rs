//! The CPU-heavy work of a request (parsing a big track, replaying a run, rebuilding a game from
//! its stored answers, a bot's distance map) runs off the async workers, on tokio's blocking
//! threads, at most [`Work::new`]'s count at once: the async workers keep answering the cheap
//! requests and the live streams however many heavy ones arrive, and the heavy ones wait their
//! turn (within the request's time limit, then 408).

use std::sync::Arc;

use tokio::sync::Semaphore;

/// Heavy jobs at once, unless set otherwise: the machine's cores.
pub fn default_workers() -> usize {
    std::thread::available_parallelism().map_or(2, |n| n.get())
}

/// The bounded pool.
#[derive(Debug)]
pub struct Work {
    slots: Arc<Semaphore>,
}

/// The job could not run (the runtime is shutting down, or the job panicked).
#[derive(Debug, thiserror::Error)]
#[error("the work could not be done")]
pub struct Failed;

impl Work {
    /// At most `workers` jobs at once.
    pub fn new(workers: usize) -> Work {
        Work {
            slots: Arc::new(Semaphore::new(workers.max(1))),
        }
    }

    /// Runs `job` on a blocking thread when a slot is free; its answer. The slot is held by the
    /// job itself, so a request given up meanwhile does not free it before the job ends.
    pub async fn run<T: Send + 'static>(
        &self,
        job: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, Failed> {
        let slot = Arc::clone(&self.slots)
            .acquire_owned()
            .await
            .map_err(|_| Failed)?;
        tokio::task::spawn_blocking(move || {
            let answer = job();
            drop(slot);
            answer
        })
        .await
        .map_err(|_| Failed)
    }
}

impl Default for Work {
    fn default() -> Work {
        Work::new(default_workers())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn no_more_jobs_run_at_once_than_the_slots() {
        let work = Arc::new(Work::new(2));
        let running = Arc::new(AtomicUsize::new(0));
        let most = Arc::new(AtomicUsize::new(0));
        let jobs: Vec<_> = (0..8)
            .map(|_| {
                let (work, running, most) =
                    (Arc::clone(&work), Arc::clone(&running), Arc::clone(&most));
                tokio::spawn(async move {
                    work.run(move || {
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(std::time::Duration::from_millis(20));
                        running.fetch_sub(1, Ordering::SeqCst);
                        7
                    })
                    .await
                })
            })
            .collect();
        for job in jobs {
            assert_eq!(job.await.unwrap().unwrap(), 7);
        }
        assert_eq!(most.load(Ordering::SeqCst), 2);
    }

    #[tokio::test]
    async fn a_job_that_panics_is_an_error_not_a_crash() {
        let work = Work::new(1);
        assert!(work.run(|| panic!("a bug")).await.is_err());
        assert_eq!(work.run(|| 1).await.unwrap(), 1, "its slot came back");
    }
}
