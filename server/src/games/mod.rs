//! Online games: made, joined, started, moved and resolved here, every rule the engine's
//! ([`racetrack::race::recorder::Recorder`]). A game lives in memory behind its own lock while
//! the server runs; its truth is the store's (setup, seats, answers), and every change is saved
//! in one transaction before it is applied in memory and sent to the live streams, so a move
//! answered 200 survives a crash and a restart replays the answers to the same state.
//!
//! Several server instances may share one PostgreSQL database: a change is saved only if the
//! game's version is still the one it was computed on ([`Store::save_step`]), so when two
//! instances resolve one round at the same moment exactly one does and the other computes again
//! on the new state. Their events reach the other instances' streams through PostgreSQL's
//! notifications ([`Games::forward`]), which also tell an instance that its copy is behind.

mod announced;
mod bots;
mod chat;
mod controls;
mod error;
mod events;
mod expiry;
mod feeds;
mod live;
mod moves;
mod night;
mod pairing;
mod phase;
pub mod presence;
mod ratings;
mod room_bots;
mod summaries;
mod tournament;
mod view;

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex, RwLock};

use racetrack::race::{MAX_CARS, MAX_CRASH_PENALTY};
use racetrack::{Rules, Track};
use racetrack_api::{BotSkill, GameView, NewGame, NewMove};
use tokio::sync::{Mutex, OwnedMutexGuard};

use crate::store::{GameRow, GameState, Listed, Player, SeatRow, Step, Store};

pub use error::GameError;
pub use events::Broadcast;
pub use feeds::{Feeds, PushJob};
use live::Next;
pub use live::{Live, PAGE};
pub use pairing::{HOUSE_BOTS, nearest_pairs, pairing_tracks};
pub use tournament::TournamentGame;

/// The shortest round, in seconds (a live game).
pub const MIN_MOVE_SECONDS: i64 = 2;
/// The longest round, in seconds (14 days: a correspondence game).
pub const MAX_MOVE_SECONDS: i64 = 14 * 24 * 3600;
/// How many times a change is computed again when other instances keep changing the game
/// first, before the request is answered 503.
const CHANGE_TRIES: usize = 8;
/// Rounds a car may miss in a row before it is out of the game.
pub const MAX_MISSES: u32 = 5;
/// Most rounds a game lasts.
pub const MAX_ROUNDS: u32 = 1000;

/// Games held in memory at once, unless set otherwise ([`Games::with_most_held`]).
pub const MOST_HELD: usize = 10_000;
/// A game nobody used for this long, with no live stream, leaves memory.
const IDLE: std::time::Duration = std::time::Duration::from_secs(600);

/// The games in use on this instance, each behind its own lock: a cache of at most
/// [`MOST_HELD`] games (any game loads again from the store when asked for). A game with a live
/// stream or a request under way stays; the others leave, finished ones first, then the least
/// recently used, when the cache is full, and after ten idle minutes.
#[derive(Debug)]
pub struct Games {
    map: StdMutex<HashMap<String, Arc<Mutex<Live>>>>,
    most: usize,
    /// The bounded pool of heavy work (replays, tracks, distance maps).
    pub work: Arc<crate::work::Work>,
    /// The lists' summaries, by game and version.
    pub summaries: summaries::Summaries,
    /// The players' own feeds.
    pub feeds: Feeds,
    /// Who is connected.
    pub presence: Arc<presence::Presence>,
    /// The server's own bots by player, as the store said when they last played: a view names
    /// their skill, and as they play on the server they are always connected.
    house: RwLock<HashMap<i64, BotSkill>>,
    /// Other instances' changes applied to the copies held here as their notices told them
    /// (each saved a read of the game: [`Live::follow`]).
    followed: std::sync::atomic::AtomicU64,
    /// Changes another instance's save refused, and those of them then made on the copy as it
    /// followed that instance's change (the others read the game again).
    refused: [std::sync::atomic::AtomicU64; 2],
    /// Other instances' notices waiting to be forwarded, game by game, in order.
    pending: announced::Pending,
}

/// The letters and digits of ids and invite codes (no 0, 1, l or o).
const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";

/// A game id's length.
pub const ID_LEN: usize = 10;

/// Whether `id` can be a game's id: [`ID_LEN`] letters and digits of the codes' alphabet.
/// Anything else names no game and is answered without a query (a NUL byte, which PostgreSQL
/// refuses in text, never reaches the store).
pub fn is_game_id(id: &str) -> bool {
    id.len() == ID_LEN && is_code(id)
}

/// Whether `id` is made of the codes' letters and digits only.
pub fn is_code(id: &str) -> bool {
    id.bytes().all(|b| ALPHABET.contains(&b))
}

/// The code of `n` in `len` letters and digits (the lowest first): distinct numbers below
/// 32^`len` give distinct codes.
pub fn code_of(mut n: u64, len: usize) -> String {
    (0..len)
        .map(|_| {
            let c = ALPHABET[(n % ALPHABET.len() as u64) as usize] as char;
            n /= ALPHABET.len() as u64;
            c
        })
        .collect()
}

/// A new game's seed (the order of each round's moves): 53 random bits, so a record's seed
/// reads exactly as a JavaScript number too.
pub fn new_seed() -> Result<i64, GameError> {
    let mut seed = [0u8; 8];
    getrandom::fill(&mut seed).map_err(|_| GameError::Busy)?;
    Ok(i64::from_le_bytes(seed) & ((1 << 53) - 1))
}

/// A random code of `len` letters and digits (`getrandom`).
pub fn code(len: usize) -> Result<String, GameError> {
    let mut bytes = vec![0u8; len];
    getrandom::fill(&mut bytes).map_err(|_| GameError::Busy)?;
    Ok(bytes
        .iter()
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect())
}

impl Games {
    /// Game `live` as `viewer` sees it, with who is connected and which cars the server's
    /// own bots drive.
    pub fn viewed(&self, live: &Live, viewer: Option<i64>, now_ms: i64) -> GameView {
        let mut view = live.view(viewer, now_ms);
        let house = self.house.read().expect("house bots lock");
        for car in &mut view.cars {
            let Some(player) = live.seats.iter().find(|s| s.seat as usize == car.seat) else {
                continue;
            };
            car.house = house.get(&player.player).copied();
            car.connected = car.house.is_some() || self.presence.connected(player.player);
        }
        view
    }

    /// No game held yet; each list summary made counted on `summaries_made`.
    pub fn counting(summaries_made: prometheus_client::metrics::counter::Counter) -> Games {
        Games {
            map: StdMutex::default(),
            most: MOST_HELD,
            work: Arc::default(),
            summaries: summaries::Summaries::counting(summaries_made),
            feeds: Feeds::default(),
            presence: Arc::default(),
            house: RwLock::default(),
            followed: std::sync::atomic::AtomicU64::default(),
            refused: Default::default(),
            pending: announced::Pending::default(),
        }
    }

    /// Other instances' changes this instance applied to its copies as their notices told
    /// them, instead of reading the games again.
    pub fn followed(&self) -> u64 {
        self.followed.load(std::sync::atomic::Ordering::Relaxed)
    }

    /// Changes whose save another instance's change refused (it came first), and how many of
    /// them were computed again on this instance's copy once it had followed that change,
    /// without reading the game.
    pub fn refused(&self) -> (u64, u64) {
        let [refused, followed] = &self.refused;
        let read = |n: &std::sync::atomic::AtomicU64| n.load(std::sync::atomic::Ordering::Relaxed);
        (read(refused), read(followed))
    }

    /// The same holding at most `most` games in memory.
    pub fn with_most_held(mut self, most: usize) -> Games {
        self.most = most.max(1);
        self
    }

    /// The same with at most `workers` heavy jobs at once.
    pub fn with_workers(mut self, workers: usize) -> Games {
        self.work = Arc::new(crate::work::Work::new(workers));
        self
    }

    /// How many games are held in memory.
    pub fn held(&self) -> usize {
        self.map.lock().expect("games map").len()
    }

    /// Makes room when more than the most games are held: the unused ones without a live
    /// stream leave, finished first, then the least recently used, down to 90% of the most.
    fn trim(&self, map: &mut HashMap<String, Arc<Mutex<Live>>>) {
        if map.len() <= self.most {
            return;
        }
        let mut idle: Vec<(bool, std::time::Instant, String)> = map
            .iter()
            .filter_map(|(id, live)| {
                let live = unused(live)?;
                Some((live.row.state != GameState::Over, live.touched, id.clone()))
            })
            .collect();
        idle.sort();
        let excess = map.len() - self.most * 9 / 10;
        for (_, _, id) in idle.into_iter().take(excess) {
            map.remove(&id);
        }
    }

    /// Game `id` as this instance holds it, read from the store (and its race replayed) the
    /// first time it is asked for.
    async fn get(&self, store: &Store, id: &str) -> Result<Arc<Mutex<Live>>, GameError> {
        if let Some(live) = self.map.lock().expect("games map").get(id) {
            return Ok(Arc::clone(live));
        }
        let no_game = || GameError::NoGame(id.to_owned());
        if id.is_empty() || id.len() > 32 {
            return Err(no_game());
        }
        let live = Live::read(store, &self.work, id)
            .await?
            .ok_or_else(no_game)?;
        let mut map = self.map.lock().expect("games map");
        let live = Arc::clone(
            map.entry(id.to_owned())
                .or_insert_with(|| Arc::new(Mutex::new(live))),
        );
        self.trim(&mut map);
        Ok(live)
    }

    /// Game `id`, locked, as the store has it now (read again when another instance changed
    /// it).
    pub async fn fresh(&self, store: &Store, id: &str) -> Result<OwnedMutexGuard<Live>, GameError> {
        self.fresh_since(store, id, None).await
    }

    /// Game `id`, locked, at version `seen` or later (a version its client has seen): the copy
    /// as held when it is that new and no newer version was announced, without asking the
    /// store; otherwise (and without `seen`) as [`Games::fresh`].
    pub async fn fresh_since(
        &self,
        store: &Store,
        id: &str,
        seen: Option<i64>,
    ) -> Result<OwnedMutexGuard<Live>, GameError> {
        let mut live = self.locked(store, id).await?;
        let new_enough = seen.is_some_and(|n| live.heard <= live.row.seq && live.row.seq >= n);
        if !new_enough || live.unsure {
            live.refresh(store, &self.work).await?;
            live.unsure = false;
        }
        self.summaries.put(&live);
        Ok(live)
    }

    /// Game `id`, locked, as this instance holds it (read from the store the first time).
    async fn locked(&self, store: &Store, id: &str) -> Result<OwnedMutexGuard<Live>, GameError> {
        let mut live = self.get(store, id).await?.lock_owned().await;
        live.touched = std::time::Instant::now();
        Ok(live)
    }

    /// The summaries of the games in `rows` (as listed by the store, newest version first) as
    /// `viewer` sees them: each made once per version of its game; a game that does not load
    /// is left out of the list, not the list refused.
    pub async fn list(
        &self,
        store: &Store,
        rows: &[Listed],
        viewer: Option<i64>,
    ) -> Vec<racetrack_api::GameSummary> {
        let mut games = Vec::with_capacity(rows.len());
        for row in rows {
            let summary = match self.summaries.get(&row.id, row.seq) {
                Some(summary) => summary,
                None => match self.fresh(store, &row.id).await {
                    Ok(live) => self.summaries.put(&live),
                    Err(_) => continue,
                },
            };
            let house = self.house.read().expect("house bots lock");
            games.push(summary.for_viewer(viewer, &house));
        }
        games
    }

    /// Saves and applies the change `plan` computes from game `id`'s current state (`None`:
    /// no change). When another instance changed the game between the reading and the saving,
    /// nothing is saved: the game is read again and `plan` computes again. Returns the game,
    /// locked, and whether it changed.
    async fn apply(
        &self,
        store: &Store,
        id: &str,
        now_ms: i64,
        mut plan: impl FnMut(&Live) -> Result<Option<(Next, Step)>, GameError>,
    ) -> Result<(OwnedMutexGuard<Live>, bool), GameError> {
        let began = std::time::Instant::now();
        // First on the game as held, without asking the store for its version, unless another
        // instance announced a newer one: the save's version check refuses a change computed on
        // a copy another instance made stale unannounced, and a plan that refuses or changes
        // nothing on the held copy is computed again on the game as stored.
        let mut held = Some(self.locked(store, id).await?);
        for _ in 0..CHANGE_TRIES {
            let (mut live, checked) = match held.take().filter(|l| l.heard <= l.row.seq) {
                Some(live) => (live, false),
                None => (self.fresh(store, id).await?, true),
            };
            let (next, mut step) = match plan(&live) {
                Ok(Some(change)) => change,
                Ok(None) | Err(_) if !checked => continue,
                Ok(None) => return Ok((live, false)),
                Err(e) => return Err(e),
            };
            let before = (live.row.state, live.row.round);
            // A new round's players are told on the other instances with the change.
            let told = feeds::your_moves(&next, before);
            step.players = told
                .iter()
                .map(|(p, e)| self.feeds.relayed(*p, e))
                .collect();
            if store.save_step(id, &step, live.row.seq, now_ms).await? {
                live.commit(next, &step, began);
                self.summaries.put(&live);
                // Rated before the end is told: a page that asks for the view on hearing it
                // finds the ratings' change.
                if step.state == GameState::Over {
                    self.rate(store, &live, now_ms).await;
                    if let Err(e) = self.score_tournament(store, &live, now_ms).await {
                        tracing::warn!(game = id, error = %e, "counting a tournament's game; the ticker tries again");
                    }
                }
                self.feeds.after_end(store, &live, before.0);
                for (player, event) in told {
                    self.feeds.send_here(player, event);
                }
                return Ok((live, true));
            }
            // Another instance changed the game first. Its notice went out as it committed:
            // once this instance's copy has followed it, the plan is computed again on the copy
            // (the save's version check still guards it); read again only when it cannot.
            let seq = live.row.seq;
            drop(live);
            held = self.followed_past(store, id, seq).await?;
            let [refused, followed] = &self.refused;
            refused.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            if held.is_some() {
                followed.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            } else {
                tracing::debug!(
                    game = id,
                    "changed by another instance first; reading it again"
                );
            }
        }
        Err(GameError::Busy)
    }

    /// Makes a game on `track` (checked, with its rules and text, by the caller); its creator
    /// takes seat 0.
    pub async fn create(
        &self,
        store: &Store,
        player: &Player,
        (track, rules, text): (Track, Rules, String),
        body: NewGame,
        now_ms: i64,
    ) -> Result<GameView, GameError> {
        if !(2..=MAX_CARS as i64).contains(&body.seats) {
            return Err(GameError::BadSeats(body.seats));
        }
        if track.starts().len() < body.seats as usize {
            return Err(GameError::TooFewStarts {
                starts: track.starts().len(),
                seats: body.seats,
            });
        }
        if !(MIN_MOVE_SECONDS..=MAX_MOVE_SECONDS).contains(&body.move_seconds) {
            return Err(GameError::BadMoveTime(body.move_seconds));
        }
        if !(0..=i64::from(MAX_CRASH_PENALTY)).contains(&body.crash_penalty) {
            return Err(GameError::BadPenalty(body.crash_penalty));
        }
        let seed = new_seed()?;
        // Without its checkpoints the game is played on the track with its digits as road.
        let text = match body.checkpoints || track.checkpoints() == 0 {
            true => text,
            false => track.without_checkpoints().to_string(),
        };
        let row = GameRow {
            id: code(ID_LEN)?,
            creator: player.id,
            track: text,
            rules: rules.name().into(),
            seats: body.seats,
            move_seconds: body.move_seconds,
            crash_penalty: body.crash_penalty,
            public: body.public,
            invite: code(16)?,
            seed,
            state: GameState::Open,
            round: 0,
            deadline_ms: None,
            created_ms: now_ms,
            seq: 0,
            rules_version: i64::from(racetrack::race::RULES_VERSION),
            broken: None,
            rated: body.rated,
            title: body.title.clone(),
            rematch_of: None,
            spectator_chat: body.spectator_chat,
            night: body.night,
            // All free is no rule at all.
            honour: body.honour.filter(|h| !h.is_free()),
            tournament: None,
        };
        self.open(store, player, row, Vec::new(), now_ms).await
    }

    /// Adds the open game `row`, made by `player` (in seat 0), `invited` players may join it
    /// without its code.
    async fn open(
        &self,
        store: &Store,
        player: &Player,
        row: GameRow,
        invited: Vec<i64>,
        now_ms: i64,
    ) -> Result<GameView, GameError> {
        let seat = SeatRow {
            seat: 0,
            player: player.id,
            name: player.name.clone(),
            bot: player.bot,
        };
        let mut live = Live::new(row, vec![seat.clone()]);
        live.invited = invited;
        let first = live.number(vec![events::joined(&seat)], 0);
        store.add_game(&live.row, &first).await?;
        live.row.seq = first.len() as i64;
        live.sent = live.row.seq;
        let view = self.viewed(&live, Some(player.id), now_ms);
        self.summaries.put(&live);
        let mut map = self.map.lock().expect("games map");
        map.insert(live.row.id.clone(), Arc::new(Mutex::new(live)));
        self.trim(&mut map);
        Ok(view)
    }

    /// Seats `player` in game `id` (with its invite unless it is public); a full game starts.
    pub async fn join(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        invite: Option<&str>,
        now_ms: i64,
    ) -> Result<GameView, GameError> {
        let (live, _) = self
            .apply(store, id, now_ms, |live| {
                if live.seat_of(player.id).is_some() {
                    return Ok(None);
                }
                if live.row.state != GameState::Open {
                    return Err(GameError::SeatsTaken);
                }
                let invited = live.invited.contains(&player.id);
                if !live.row.public && !invited && invite != Some(live.row.invite.as_str()) {
                    return Err(GameError::BadInvite);
                }
                seated(live, player, now_ms).map(Some)
            })
            .await?;
        let mut view = self.viewed(&live, Some(player.id), now_ms);
        view.seat = live.seat_of(player.id).map(|car| car.0);
        Ok(view)
    }

    /// Starts game `id` with the seats taken (its creator only; at least 2).
    pub async fn start(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        now_ms: i64,
    ) -> Result<GameView, GameError> {
        let (live, _) = self
            .apply(store, id, now_ms, |live| {
                if live.row.creator != player.id {
                    return Err(GameError::NotCreator);
                }
                if live.row.state != GameState::Open {
                    return Err(GameError::AlreadyStarted);
                }
                if live.seats.len() < 2 {
                    return Err(GameError::TooFewPlayers);
                }
                let mut next = live.clone_state();
                let happened = next.begin(now_ms)?;
                let step = next.step(happened, live);
                Ok(Some((next, step)))
            })
            .await?;
        Ok(self.viewed(&live, Some(player.id), now_ms))
    }

    /// `player`'s move in game `id`.
    pub async fn choose(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        body: NewMove,
        now_ms: i64,
    ) -> Result<GameView, GameError> {
        let (live, _) = self
            .apply(store, id, now_ms, |live| {
                let (next, step) = moves::plan_move(live, player, &body, now_ms)?;
                Ok(Some((next, step)))
            })
            .await?;
        Ok(self.viewed(&live, Some(player.id), now_ms))
    }

    /// Resolves every running game whose round's deadline has passed by `now`; returns how
    /// many. Each is resolved at a fresh reading of `now`, and its next round counts from that
    /// reading: a backlog of games due in the same second never gives a later one's players
    /// less than a whole round. A game that fails (its store write) is left for the next call;
    /// the others go on.
    pub async fn resolve_due(
        &self,
        store: &Store,
        now: impl Fn() -> i64,
    ) -> Result<usize, GameError> {
        let mut resolved = 0;
        for id in store.due_games(now()).await? {
            match self.resolve_one(store, &id, now()).await {
                Ok(true) => resolved += 1,
                Ok(false) => {}
                Err(e) => tracing::warn!(game = %id, error = %e, "resolving a round"),
            }
        }
        Ok(resolved)
    }

    /// Resolves game `id`'s round if its deadline has passed; returns whether it did (false
    /// when another instance did first).
    async fn resolve_one(&self, store: &Store, id: &str, now_ms: i64) -> Result<bool, GameError> {
        let (_, resolved) = self
            .apply(store, id, now_ms, |live| {
                let due = live.row.state == GameState::Running
                    && live.row.deadline_ms.is_some_and(|d| d <= now_ms);
                if !due {
                    return Ok(None);
                }
                let mut next = live.clone_state();
                let happened = next.resolve(now_ms);
                let step = next.step(happened, live);
                Ok(Some((next, step)))
            })
            .await?;
        Ok(resolved)
    }

    /// Lets go of the games nobody is using that are finished or were idle for ten minutes
    /// (they load again from the store when asked for), so memory follows the games in play.
    pub fn forget_idle(&self) {
        let mut map = self.map.lock().expect("games map");
        map.retain(|_, live| {
            unused(live)
                .is_none_or(|l| l.row.state != GameState::Over && l.touched.elapsed() < IDLE)
        });
    }
}

/// The game, when no request holds it and no live stream listens to it.
fn unused(live: &Arc<Mutex<Live>>) -> Option<tokio::sync::MutexGuard<'_, Live>> {
    if Arc::strong_count(live) > 1 {
        return None;
    }
    live.try_lock()
        .ok()
        .filter(|l| l.feed.receiver_count() == 0)
}

/// Open game `live` with `player` in the next seat, and its step: the last free seat taken
/// starts the race.
fn seated(live: &Live, player: &Player, now_ms: i64) -> Result<(Next, Step), GameError> {
    let seat = SeatRow {
        seat: live.seats.len() as i64,
        player: player.id,
        name: player.name.clone(),
        bot: player.bot,
    };
    let mut next = live.clone_state();
    next.seats.push(seat.clone());
    let mut happened = vec![events::joined(&seat)];
    if next.seats.len() as i64 == next.row.seats {
        happened.extend(next.begin(now_ms)?);
    }
    let step = Step {
        seat: Some((seat.seat, player.id)),
        ..next.step(happened, live)
    };
    Ok((next, step))
}
