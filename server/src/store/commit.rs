//! Group commit on SQLite: one writer at a time, and the changes that arrive while it writes
//! wait in a queue; the next writer commits all of them in one transaction (one `fsync` for
//! many moves). Each change keeps its own version check, and a change is answered only once
//! the transaction that holds it is on disk. A batch that fails is retried one change at a
//! time, so one bad change fails alone. The batch is written by a task of its own, so a request
//! that goes away cannot stop it half-way.

use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

use super::games::{Step, write_step};
use super::{Store, StoreError};

/// One change waiting to be written, and where its outcome goes.
#[derive(Debug)]
struct Job {
    id: String,
    step: Step,
    seen: i64,
    now_ms: i64,
    done: oneshot::Sender<Result<bool, StoreError>>,
}

/// The queue and the writer's turn.
#[derive(Debug, Default)]
pub(super) struct Group {
    queue: Mutex<Vec<Job>>,
    writer: Arc<tokio::sync::Mutex<()>>,
}

impl Group {
    /// The writer's turn (for the other writes, which are not queued).
    pub(super) async fn turn(&self) -> tokio::sync::MutexGuard<'_, ()> {
        self.writer.lock().await
    }
}

impl Store {
    /// Queues a change, then either finds it written by the writer before, or writes the
    /// queue itself.
    pub(super) async fn commit_together(
        &self,
        id: &str,
        step: &Step,
        seen: i64,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let (done, mut outcome) = oneshot::channel();
        let job = Job {
            id: id.to_owned(),
            step: step.clone(),
            seen,
            now_ms,
            done,
        };
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

    async fn write_batch(&self, jobs: &[Job]) -> Result<Vec<bool>, StoreError> {
        let mut tx = self.pool.begin().await?;
        let mut results = Vec::with_capacity(jobs.len());
        for job in jobs {
            results.push(write_step(&mut tx, &job.id, &job.step, job.seen, job.now_ms).await?);
        }
        tx.commit().await?;
        Ok(results)
    }
}
