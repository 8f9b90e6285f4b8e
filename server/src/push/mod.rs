//! Told when it is your move: Web Push, standard and self-hosted. The server's VAPID key is made
//! once and kept in the store ([`Push::sender`]); when a round begins in which a player has to
//! choose, or they are paired into a game, and they have no stream open (on this instance, or on
//! another as [`crate::games::presence`] last read it), and when a tournament they joined
//! begins, each of their browsers' subscriptions gets a push ([`crate::games::Feeds`] queues it,
//! [`Push::deliver`] sends it): a VAPID-signed request whose JSON payload
//! ([`racetrack_api::PushMessage`]) is encrypted with `aes128gcm` ([`webpush`]). A subscription
//! its push service calls gone (404, 410) is dropped. Endpoints are capability URLs: they are
//! never logged.

pub mod webpush;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::Duration;

use webpush::{Outcome, Sender, Subscription, Urgency, VapidKey};

use crate::games::PushJob;
use crate::store::Store;

/// The push that tells of `event` (its words are the page's, kept by the service worker); none
/// for an event no push tells of.
pub fn message(event: racetrack_api::PlayerEvent) -> Option<racetrack_api::PushMessage> {
    use racetrack_api::{PlayerEvent, PushKind, PushMessage};
    Some(match event {
        PlayerEvent::YourMove {
            game,
            title,
            round,
            deadline_ms,
        } => PushMessage {
            kind: PushKind::YourMove,
            url: format!("#/online/{game}"),
            game,
            title,
            round,
            deadline_ms,
        },
        PlayerEvent::Paired { game, against } => PushMessage {
            kind: PushKind::Paired,
            url: format!("#/online/{game}"),
            game,
            title: Some(against),
            round: 1,
            deadline_ms: None,
        },
        PlayerEvent::TournamentStarted { tournament, name } => PushMessage {
            kind: PushKind::TournamentStarted,
            url: format!("#/tournaments/{tournament}"),
            game: tournament,
            title: Some(name),
            round: 0,
            deadline_ms: None,
        },
        _ => return None,
    })
}

/// How often the worker looks again at the pushes it holds (see [`worker`]).
const RECHECK: Duration = Duration::from_millis(250);

/// How long after a push was queued a read of who is connected must be to know of a page
/// closed before it: another instance writes a stream's close within its next tick (200 ms).
const CLOSE_WRITTEN_MS: i64 = 1_000;

/// Pushes what the players' feeds queued (new rounds, pairings, tournaments begun) to their
/// browsers, for as long as the server runs: what is waiting at once, with one read of the
/// subscriptions of all its players (most players have none: one statement for many moves).
/// A new round or a pairing of a player whose stream is open on another instance (as this one
/// last read the presence) is held: they hear it there. Once the presence was read again after
/// it, it is dropped if they are still connected, and pushed if they left meanwhile (perhaps
/// before it was sent to them).
pub async fn worker(state: &crate::AppState) {
    let mut inbox = state.games.feeds.push_inbox.lock().await;
    let presence = &state.games.presence;
    let mut jobs = Vec::new();
    let mut held: std::collections::VecDeque<(i64, PushJob)> = Default::default();
    loop {
        let open = if held.is_empty() {
            inbox.recv_many(&mut jobs, 256).await > 0
        } else {
            tokio::select! {
                received = inbox.recv_many(&mut jobs, 256) => received > 0,
                () = tokio::time::sleep(RECHECK) => true,
            }
        };
        if !open {
            return;
        }
        let now_ms = state.clock.now_ms();
        let mut due = Vec::with_capacity(jobs.len());
        for job in jobs.drain(..) {
            let told_elsewhere = matches!(
                job.1,
                racetrack_api::PlayerEvent::YourMove { .. }
                    | racetrack_api::PlayerEvent::Paired { .. }
            ) && presence.connected(job.0);
            if told_elsewhere {
                held.push_back((now_ms, job));
            } else {
                due.push(job);
            }
        }
        while let Some(&(queued_ms, _)) = held.front()
            && presence.read_ms() >= queued_ms + CLOSE_WRITTEN_MS
        {
            let (_, job) = held.pop_front().expect("a front");
            if !presence.connected(job.0) {
                due.push(job);
            }
        }
        state.push.held.store(held.len(), Ordering::Relaxed);
        if !due.is_empty() {
            deliver_all(state, due).await;
        }
    }
}

/// Pushes each of `jobs` to its player's subscriptions, read in one statement.
async fn deliver_all(state: &crate::AppState, jobs: Vec<PushJob>) {
    let mut players: Vec<i64> = jobs.iter().map(|(player, _)| *player).collect();
    players.sort_unstable();
    players.dedup();
    let subscribed = match state.store.subscriptions_of_each(&players).await {
        Ok(subscribed) => subscribed,
        Err(e) => {
            tracing::warn!(players = players.len(), error = %e, "reading the players' push subscriptions");
            return;
        }
    };
    for (player, event) in jobs {
        let Some(subscriptions) = subscribed.get(&player) else {
            continue;
        };
        let now_ms = state.clock.now_ms();
        let Some(message) = message(event) else {
            continue;
        };
        let ttl =
            (message.deadline_ms).map_or(3600, |d| ((d - now_ms) / 1000).clamp(30, 86_400)) as u32;
        let payload = serde_json::to_vec(&message).expect("a push message serialises");
        if let Err(e) = state
            .push
            .deliver(&state.store, (player, subscriptions), &payload, ttl, now_ms)
            .await
        {
            tracing::warn!(player, error = %e, "pushing to a player's browsers");
        }
    }
}

/// How long a push service may take to answer.
const PUSH_TIMEOUT: Duration = Duration::from_secs(10);

/// The server's push sender and its HTTPS client.
#[derive(Debug)]
pub struct Push {
    /// `sub` of the VAPID tokens (`--push-contact`).
    contact: String,
    sender: tokio::sync::OnceCell<Sender>,
    agent: ureq::Agent,
    /// New rounds held by the worker while their players are connected elsewhere.
    held: AtomicUsize,
}

/// Why a push could not be made or sent.
#[derive(Debug, thiserror::Error)]
pub enum PushFailure {
    /// The store did not answer.
    #[error("the store: {0}")]
    Store(#[from] sqlx::Error),
    /// The key, the contact or the subscription.
    #[error("{0}")]
    Push(#[from] webpush::PushError),
}

impl Push {
    /// A push sender naming `contact` in its tokens.
    pub fn new(contact: &str) -> Push {
        let agent = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .timeout_global(Some(PUSH_TIMEOUT))
            .max_redirects(0)
            .build()
            .new_agent();
        Push {
            contact: contact.to_owned(),
            sender: tokio::sync::OnceCell::new(),
            agent,
            held: AtomicUsize::new(0),
        }
    }

    /// How many new rounds and pairings the worker holds until it knows whether their players,
    /// connected on another instance, are still there.
    pub fn held(&self) -> usize {
        self.held.load(Ordering::Relaxed)
    }

    /// The sender, its key read from the store (made and kept the first time).
    pub async fn sender(&self, store: &Store) -> Result<&Sender, PushFailure> {
        self.sender
            .get_or_try_init(|| async {
                let fresh = VapidKey::generate()?.to_base64();
                let kept = store.push_key(&fresh).await?;
                Ok(Sender::new(VapidKey::from_base64(&kept)?, &self.contact)?)
            })
            .await
    }

    /// Sends `payload` to each of `player`'s `subscriptions`; returns how many took it. `ttl`:
    /// how long the push service keeps it for an offline browser.
    pub async fn deliver(
        &self,
        store: &Store,
        (player, subscriptions): (i64, &[Subscription]),
        payload: &[u8],
        ttl: u32,
        now_ms: i64,
    ) -> Result<usize, PushFailure> {
        let sender = self.sender(store).await?;
        let urgency = if ttl < 3600 {
            Urgency::High
        } else {
            Urgency::Normal
        };
        let mut delivered = 0;
        for subscription in subscriptions {
            let request =
                sender.request(subscription, payload, ttl, urgency, (now_ms / 1000) as u64)?;
            let agent = self.agent.clone();
            let status = tokio::task::spawn_blocking(move || post(&agent, &request))
                .await
                .unwrap_or(None);
            match status.map(webpush::classify) {
                Some(Outcome::Delivered) => delivered += 1,
                Some(Outcome::Gone) => store.drop_subscription(&subscription.endpoint).await?,
                Some(outcome) => tracing::warn!(player, ?outcome, "a push service refused a push"),
                None => tracing::warn!(player, "a push service did not answer"),
            }
        }
        Ok(delivered)
    }

    /// Checks that `subscription` can be pushed to (its endpoint and keys).
    pub async fn check(
        &self,
        store: &Store,
        subscription: &Subscription,
    ) -> Result<(), PushFailure> {
        let sender = self.sender(store).await?;
        sender.request(subscription, b"", 0, Urgency::Low, 0)?;
        Ok(())
    }
}

/// Sends `request`; its answer's status (`None`: no answer).
fn post(agent: &ureq::Agent, request: &webpush::PushRequest) -> Option<u16> {
    let mut builder = ureq::http::Request::builder()
        .method(request.method)
        .uri(&request.url);
    for (name, value) in &request.headers {
        builder = builder.header(name, value);
    }
    let request = builder.body(request.body.clone()).ok()?;
    agent.run(request).ok().map(|r| r.status().as_u16())
}
