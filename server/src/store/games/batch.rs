//! Group commit on PostgreSQL for the games' changes: the changes that arrive while an
//! instance's writers are busy wait in a queue, and the next batch writes all of them in one
//! statement and one transaction (`racetrack_save_steps`,
//! server/migrations/postgres/0021_save_steps.sql): one round trip and one WAL flush for the
//! moves of many games, each saved change announced to the other instances in the same
//! transaction (server/migrations/postgres/0022_save_steps_notice.sql). An instance writes
//! [`WRITERS`] batches at once, so one is written while another waits for its commit. Each
//! change keeps its own version check, and is answered only once the transaction that holds it
//! is committed. A batch that fails is written again one change at a time, so one bad change
//! fails alone. A batch is written by a task of its own, so a request that goes away cannot
//! stop it half-way.
//!
//! Two instances' batches may hold the same games (one instance's never do: a change is saved
//! with its game locked): each batch takes the games' row locks in the order of their ids, so
//! one waits for the other's commit and neither deadlocks.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};

use serde::Serialize;
use sqlx::Row;
use tokio::sync::oneshot;

use super::super::{Store, StoreError};
use super::Step;
use super::step::Notice;

/// One change waiting to be written, and where its outcome goes.
#[derive(Debug)]
struct Job {
    id: String,
    step: Step,
    seen: i64,
    now_ms: i64,
    done: oneshot::Sender<Result<bool, StoreError>>,
}

/// Batches one instance writes at once: while one waits for its commit, the next is written.
const WRITERS: usize = 2;

/// The queue and the writers' turns.
#[derive(Debug)]
pub(in crate::store) struct Steps {
    queue: std::sync::Mutex<Vec<Job>>,
    writers: Arc<tokio::sync::Semaphore>,
    /// Transactions committed, and the changes they held.
    counts: (AtomicU64, AtomicU64),
}

impl Default for Steps {
    fn default() -> Steps {
        Steps {
            queue: std::sync::Mutex::default(),
            writers: Arc::new(tokio::sync::Semaphore::new(WRITERS)),
            counts: Default::default(),
        }
    }
}

/// A change as `racetrack_save_steps` reads it: `racetrack_save_step`'s arguments by name.
#[derive(Serialize)]
struct Change<'a> {
    id: &'a str,
    seen: i64,
    state: &'a str,
    round: i64,
    deadline: Option<i64>,
    now: i64,
    seat: Option<i64>,
    player: Option<i64>,
    answer_round: Option<i64>,
    answer_seat: Option<i64>,
    answer: Option<&'a str>,
    /// The events as a JSON array of `[seq, text]` pairs (text: the function reads it so).
    events: String,
    last: i64,
    /// Its notice, sent in the transaction when it is saved ([`Notice::of_step`]).
    notice: String,
    /// Its players' own events' notices, sent with it ([`Step::players`]).
    players: &'a [String],
}

impl<'a> Change<'a> {
    fn of(job: &'a Job) -> Change<'a> {
        let step = &job.step;
        Change {
            id: &job.id,
            seen: job.seen,
            state: step.state.as_str(),
            round: step.round,
            deadline: step.deadline_ms,
            now: job.now_ms,
            seat: step.seat.map(|(seat, _)| seat),
            player: step.seat.map(|(_, player)| player),
            answer_round: step.answer.as_ref().map(|(round, _, _)| *round),
            answer_seat: step.answer.as_ref().map(|(_, seat, _)| *seat),
            answer: step.answer.as_ref().map(|(_, _, text)| text.as_str()),
            events: serde_json::to_string(&step.events).expect("events serialise"),
            last: step.events.last().map_or(job.seen, |(seq, _)| *seq),
            notice: Notice::of_step(&job.id, job.seen, step),
            players: &step.players,
        }
    }
}

impl Store {
    /// Queues a change to game `id` (at version `seen`), then either finds it written by the
    /// writer before, or writes the queue itself: whether it was saved (false: the game was no
    /// longer at that version).
    pub(super) async fn save_step_together(
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
        self.steps.queue.lock().expect("steps queue").push(job);
        let turn = Arc::clone(&self.steps.writers)
            .acquire_owned()
            .await
            .map_err(|_| StoreError::WorkerCrashed)?;
        if let Ok(result) = outcome.try_recv() {
            return result;
        }
        let mut jobs = std::mem::take(&mut *self.steps.queue.lock().expect("steps queue"));
        if jobs.is_empty() {
            // Another writer took this change: its outcome comes from there.
            drop(turn);
            return outcome.await.map_err(|_| StoreError::WorkerCrashed)?;
        }
        jobs.sort_by(|a, b| a.id.cmp(&b.id));
        let store = self.clone();
        tokio::spawn(async move {
            let _turn = turn;
            store.write_steps(jobs).await;
        });
        outcome.await.map_err(|_| StoreError::WorkerCrashed)?
    }

    /// On PostgreSQL, the games' changes' transactions so far and the changes they held (their
    /// ratio is the changes per WAL flush).
    pub fn step_commits(&self) -> (u64, u64) {
        let (commits, steps) = &self.steps.counts;
        (
            commits.load(Ordering::Relaxed),
            steps.load(Ordering::Relaxed),
        )
    }

    async fn write_steps(&self, jobs: Vec<Job>) {
        let results = match self.write_step_batch(&jobs).await {
            Ok(saved) => saved.into_iter().map(Ok).collect(),
            Err(e) if jobs.len() == 1 => vec![Err(e)],
            Err(_) => {
                let mut results = Vec::with_capacity(jobs.len());
                for job in &jobs {
                    let saved = self.write_step_batch(std::slice::from_ref(job)).await;
                    results.push(saved.map(|s| s[0]));
                }
                results
            }
        };
        for (job, result) in jobs.into_iter().zip(results) {
            let _ = job.done.send(result);
        }
    }

    /// Writes `jobs` in one statement: whether each was saved.
    async fn write_step_batch(&self, jobs: &[Job]) -> Result<Vec<bool>, StoreError> {
        let rows: Vec<Change<'_>> = jobs.iter().map(Change::of).collect();
        let text = serde_json::to_string(&rows).expect("changes serialise");
        let answer: String = sqlx::query("SELECT racetrack_save_steps($1)")
            .bind(text)
            .fetch_one(&self.pool)
            .await?
            .get(0);
        let saved: Vec<i64> = serde_json::from_str(&answer)
            .map_err(|e| sqlx::Error::Decode(format!("racetrack_save_steps: {e}").into()))?;
        if saved.len() != jobs.len() {
            return Err(sqlx::Error::Protocol(format!(
                "racetrack_save_steps answered {} of {} changes",
                saved.len(),
                jobs.len()
            )));
        }
        let (commits, steps) = &self.steps.counts;
        commits.fetch_add(1, Ordering::Relaxed);
        steps.fetch_add(jobs.len() as u64, Ordering::Relaxed);
        Ok(saved.into_iter().map(|s| s == 1).collect())
    }
}
