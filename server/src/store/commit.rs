//! Group commit on SQLite: one writer at a time, and the writes that arrive while it writes
//! wait in a queue; the next writer commits all of them in one transaction (one `fsync` for
//! many moves, players, games and runs: [`super::writes`]). Each change keeps its own version
//! check, and a change is answered only once
//! the transaction that holds it is on disk. A batch that fails is retried one change at a
//! time, so one bad change fails alone. The batch is written by a task of its own, so a request
//! that goes away cannot stop it half-way.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

use super::writes::{Write, Written, write_one};
use super::{Store, StoreError};

/// One write waiting to be written, and where its outcome goes.
#[derive(Debug)]
struct Job {
    write: Write,
    done: oneshot::Sender<Result<Written, StoreError>>,
}

/// The queue and the writer's turn.
#[derive(Debug, Default)]
pub(super) struct Group {
    queue: Mutex<Vec<Job>>,
    writer: Arc<tokio::sync::Mutex<()>>,
    /// Transactions committed, and the writes they held.
    counts: (AtomicU64, AtomicU64),
}

impl Store {
    /// Queues a write, then either finds it written by the writer before, or writes the
    /// queue itself.
    pub(super) async fn commit_together(&self, write: Write) -> Result<Written, StoreError> {
        let (done, mut outcome) = oneshot::channel();
        let job = Job { write, done };
        self.group.queue.lock().expect("commit queue").push(job);
        let turn = Arc::clone(&self.group.writer).lock_owned().await;
        if let Ok(result) = outcome.try_recv() {
            return result;
        }
        let jobs = std::mem::take(&mut *self.group.queue.lock().expect("commit queue"));
        let store = self.clone();
        tokio::spawn(async move {
            let _turn = turn;
            store.write_jobs(jobs).await;
        });
        outcome.await.map_err(|_| StoreError::WorkerCrashed)?
    }

    /// On SQLite, the group commit's transactions so far and the writes they held (their
    /// ratio is the writes per `fsync`).
    pub fn group_commits(&self) -> (u64, u64) {
        let (commits, writes) = &self.group.counts;
        (
            commits.load(Ordering::Relaxed),
            writes.load(Ordering::Relaxed),
        )
    }

    async fn write_jobs(&self, jobs: Vec<Job>) {
        match self.write_batch(&jobs).await {
            Ok(results) => {
                for (job, result) in jobs.into_iter().zip(results) {
                    let _ = job.done.send(Ok(result));
                }
            }
            Err(e) if jobs.len() == 1 => {
                let job = jobs.into_iter().next().expect("one job");
                let _ = job.done.send(Err(e));
            }
            Err(_) => {
                for job in jobs {
                    let result = self.write_batch(std::slice::from_ref(&job)).await;
                    let _ = job.done.send(result.map(|r| r[0]));
                }
            }
        }
    }

    async fn write_batch(&self, jobs: &[Job]) -> Result<Vec<Written>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let mut results = Vec::with_capacity(jobs.len());
        for job in jobs {
            results.push(write_one(&mut tx, &job.write).await?);
        }
        tx.commit().await?;
        let (commits, writes) = &self.group.counts;
        commits.fetch_add(1, Ordering::Relaxed);
        writes.fetch_add(jobs.len() as u64, Ordering::Relaxed);
        Ok(results)
    }
}
