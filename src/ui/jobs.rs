//! Background searches for optimum move counts (each menu card, and the open game under its
//! rules), run a few milliseconds per tick so the page never freezes.

use std::collections::VecDeque;

use racetrack::search::{Progress, Search, Solver};
use racetrack::verdict::Optimum;

/// The solver used for optimum move counts.
pub const OPTIMAL: Solver = Solver::AStar;

/// What a background search is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum JobFor {
    /// A menu card, by position.
    Level(usize),
    /// The open game, by its generation (a stale one is dropped).
    Session(u64),
}

struct Job {
    target: JobFor,
    search: Search,
}

impl std::fmt::Debug for Job {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Job").field("target", &self.target).finish()
    }
}

/// The queue of background searches; the open game's comes first.
#[derive(Debug, Default)]
pub struct Jobs {
    queue: VecDeque<Job>,
}

impl Jobs {
    /// Whether nothing waits.
    pub fn is_empty(&self) -> bool {
        self.queue.is_empty()
    }

    /// Whether an optimum search for the open game waits in the queue.
    pub fn has_session_job(&self) -> bool {
        self.queue
            .iter()
            .any(|job| matches!(job.target, JobFor::Session(_)))
    }

    /// Queues a menu card's optimum.
    pub fn push_level(&mut self, index: usize, search: Search) {
        self.queue.push_back(Job {
            target: JobFor::Level(index),
            search,
        });
    }

    /// Puts the open game's optimum first, replacing any older one.
    pub fn push_session(&mut self, generation: u64, search: Search) {
        self.queue
            .retain(|job| !matches!(job.target, JobFor::Session(_)));
        self.queue.push_front(Job {
            target: JobFor::Session(generation),
            search,
        });
    }

    /// Runs about `budget` expansions; returns the expansions done and the searches finished.
    pub fn run(&mut self, budget: u64) -> (u64, Vec<(JobFor, Optimum)>) {
        let mut done = Vec::new();
        let mut work = 0;
        while work < budget {
            let Some(job) = self.queue.front_mut() else {
                break;
            };
            let before = job.search.stats().expanded;
            let chunk = (budget - work).min(1 << 16) as usize;
            let progress = job.search.step(chunk, &mut ());
            // A step always counts at least one unit, so a search that expands nothing ends.
            work += (job.search.stats().expanded - before).max(1);
            if progress == Progress::Done {
                let job = self.queue.pop_front().expect("the job just stepped");
                let optimum = job.search.outcome().map_or(Optimum::TooLarge, Optimum::of);
                done.push((job.target, optimum));
            }
        }
        (work, done)
    }
}
