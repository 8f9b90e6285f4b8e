//! Online games: made, joined, started, moved and resolved here, every rule the engine's
//! ([`racetrack::race::recorder::Recorder`]). A game lives in memory behind its own lock while
//! the server runs; its truth is the store's (setup, seats, answers), and every change is saved
//! in one transaction before it is applied in memory and sent to the live streams, so a move
//! answered 200 survives a crash and a restart replays the answers to the same state.

mod bots;
mod chat;
mod events;
mod view;

use std::collections::HashMap;
use std::sync::{Arc, Mutex as StdMutex};

use axum::http::StatusCode;
use racetrack::Rules;
use racetrack::race::record::{Answer, RecordCar, Settings, Status};
use racetrack::race::recorder::{AnswerError, Recorder};
use racetrack::race::{CarId, MAX_CARS, MAX_CRASH_PENALTY, MAX_NAME_CHARS};
use serde::Deserialize;
use serde_json::{Value, json};
use tokio::sync::{Mutex, broadcast};

use crate::error::ApiError;
use crate::store::{GameRow, Player, SeatRow, Step, Store};

pub use events::Broadcast;

/// The shortest round, in seconds (a live game).
pub const MIN_MOVE_SECONDS: i64 = 2;
/// The longest round, in seconds (14 days: a correspondence game).
pub const MAX_MOVE_SECONDS: i64 = 14 * 24 * 3600;
/// Rounds a car may miss in a row before it is out of the game.
pub const MAX_MISSES: u32 = 5;
/// Most rounds a game lasts.
pub const MAX_ROUNDS: u32 = 1000;

/// A game as it runs.
#[derive(Debug)]
pub struct Live {
    pub(crate) row: GameRow,
    pub(crate) seats: Vec<SeatRow>,
    /// The race, once started.
    pub(crate) recorder: Option<Recorder>,
    /// The last event's number.
    pub(crate) seq: i64,
    /// The live streams' feed.
    pub(crate) feed: broadcast::Sender<Broadcast>,
    /// When each player sent their last chat lines.
    pub(crate) chat_sent: HashMap<i64, std::collections::VecDeque<i64>>,
    /// The race's distance map, for the bots' turns (made when first asked for).
    pub(crate) distances: Option<Arc<racetrack::distance::DistanceMap>>,
}

/// Every game the server has touched since it started, each behind its own lock.
#[derive(Debug, Default)]
pub struct Games {
    map: StdMutex<HashMap<String, Arc<Mutex<Live>>>>,
}

/// `POST /api/v1/games`'s body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewGame {
    track: String,
    #[serde(default = "strict")]
    rules: String,
    seats: i64,
    move_seconds: i64,
    #[serde(default = "two")]
    crash_penalty: i64,
    #[serde(default)]
    public: bool,
}

fn strict() -> String {
    "strict".into()
}

fn two() -> i64 {
    2
}

/// `POST /api/v1/games/{id}/moves`'s body.
#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NewMove {
    round: i64,
    #[serde(default)]
    start: Option<[i32; 2]>,
    #[serde(default)]
    acc: Option<[i32; 2]>,
}

fn conflict(code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::CONFLICT, code, message)
}

fn forbidden(code: &'static str, message: impl Into<String>) -> ApiError {
    ApiError::new(StatusCode::FORBIDDEN, code, message)
}

/// A random code of `len` letters and digits (`getrandom`).
pub fn code(len: usize) -> Result<String, ApiError> {
    const ALPHABET: &[u8] = b"abcdefghijkmnpqrstuvwxyz23456789";
    let mut bytes = vec![0u8; len];
    getrandom::fill(&mut bytes).map_err(|_| crate::api::busy())?;
    Ok(bytes
        .iter()
        .map(|b| ALPHABET[usize::from(*b) % ALPHABET.len()] as char)
        .collect())
}

impl Games {
    /// Game `id`, loaded from the store (and its race replayed) the first time it is asked for.
    pub async fn get(&self, store: &Store, id: &str) -> Result<Arc<Mutex<Live>>, ApiError> {
        if let Some(live) = self.map.lock().expect("games map").get(id) {
            return Ok(Arc::clone(live));
        }
        let no_game = || ApiError::not_found(format!("There is no game {id}."));
        if id.is_empty() || id.len() > 32 {
            return Err(no_game());
        }
        let row = store.game(id).await?.ok_or_else(no_game)?;
        let seats = store.seats(id).await?;
        let answers = store.answers(id).await?;
        let seq = store.last_seq(id).await?;
        let live = Live::load(row, seats, &answers, seq).map_err(|e| {
            tracing::error!(game = id, error = %e, "a stored game does not replay");
            crate::api::busy()
        })?;
        let mut map = self.map.lock().expect("games map");
        Ok(Arc::clone(
            map.entry(id.to_owned())
                .or_insert_with(|| Arc::new(Mutex::new(live))),
        ))
    }

    /// Makes a game; its creator takes seat 0.
    pub async fn create(
        &self,
        store: &Store,
        player: &Player,
        body: NewGame,
        now_ms: i64,
    ) -> Result<Value, ApiError> {
        let (track, rules, text) = crate::api::track_and_rules(&body.track, &body.rules)?;
        if !(2..=MAX_CARS as i64).contains(&body.seats) {
            return Err(ApiError::unprocessable(
                "bad_seats",
                format!("A game has 2 to {MAX_CARS} seats, not {}.", body.seats),
            ));
        }
        if track.starts().len() < body.seats as usize {
            return Err(ApiError::unprocessable(
                "too_few_starts",
                format!(
                    "The track has {} start points, fewer than the {} seats.",
                    track.starts().len(),
                    body.seats
                ),
            ));
        }
        if !(MIN_MOVE_SECONDS..=MAX_MOVE_SECONDS).contains(&body.move_seconds) {
            return Err(ApiError::unprocessable(
                "bad_move_time",
                format!(
                    "A round lasts {MIN_MOVE_SECONDS} seconds to 14 days ({MAX_MOVE_SECONDS} s), not {} s.",
                    body.move_seconds
                ),
            ));
        }
        if !(0..=i64::from(MAX_CRASH_PENALTY)).contains(&body.crash_penalty) {
            return Err(ApiError::unprocessable(
                "bad_penalty",
                format!(
                    "The crash penalty is 0 to {MAX_CRASH_PENALTY} turns, not {}.",
                    body.crash_penalty
                ),
            ));
        }
        let mut seed = [0u8; 8];
        getrandom::fill(&mut seed).map_err(|_| crate::api::busy())?;
        // 53 bits: a record's seed reads exactly as a JavaScript number too.
        let seed = i64::from_le_bytes(seed) & ((1 << 53) - 1);
        let row = GameRow {
            id: code(10)?,
            creator: player.id,
            track: text,
            rules: rules.name().into(),
            seats: body.seats,
            move_seconds: body.move_seconds,
            crash_penalty: body.crash_penalty,
            public: body.public,
            invite: code(16)?,
            seed,
            state: "open".into(),
            round: 0,
            deadline_ms: None,
            created_ms: now_ms,
        };
        let seat = SeatRow {
            seat: 0,
            player: player.id,
            name: player.name.clone(),
            bot: player.bot,
        };
        let (feed, _) = broadcast::channel(events::FEED);
        let mut live = Live {
            row,
            seats: vec![seat.clone()],
            recorder: None,
            seq: 0,
            feed,
            chat_sent: HashMap::new(),
            distances: None,
        };
        let first = live.number(vec![events::joined(&seat)], 0);
        store.add_game(&live.row, &first).await?;
        live.seq = first.len() as i64;
        let view = live.view(Some(player.id), now_ms);
        self.map
            .lock()
            .expect("games map")
            .insert(live.row.id.clone(), Arc::new(Mutex::new(live)));
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
    ) -> Result<Value, ApiError> {
        let live = self.get(store, id).await?;
        let mut live = live.lock().await;
        if let Some(seat) = live.seat_of(player.id) {
            let mut view = live.view(Some(player.id), now_ms);
            view["seat"] = json!(seat.0);
            return Ok(view);
        }
        if live.row.state != "open" {
            return Err(conflict(
                "not_open",
                "This game has started: its seats are taken.",
            ));
        }
        if !live.row.public && invite != Some(live.row.invite.as_str()) {
            return Err(forbidden(
                "bad_invite",
                "This game is by invitation: its invite code is needed to join.",
            ));
        }
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
            ..next.step(happened, &live)
        };
        store.save_step(id, &step, now_ms).await?;
        live.commit(next, &step);
        let mut view = live.view(Some(player.id), now_ms);
        view["seat"] = json!(seat.seat);
        Ok(view)
    }

    /// Starts game `id` with the seats taken (its creator only; at least 2).
    pub async fn start(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        now_ms: i64,
    ) -> Result<Value, ApiError> {
        let live = self.get(store, id).await?;
        let mut live = live.lock().await;
        if live.row.creator != player.id {
            return Err(forbidden(
                "not_creator",
                "Only the game's creator starts it.",
            ));
        }
        if live.row.state != "open" {
            return Err(conflict("not_open", "This game has already started."));
        }
        if live.seats.len() < 2 {
            return Err(conflict(
                "too_few_players",
                "A game starts with at least 2 players; send the invite to someone.",
            ));
        }
        let mut next = live.clone_state();
        let happened = next.begin(now_ms)?;
        let step = next.step(happened, &live);
        store.save_step(id, &step, now_ms).await?;
        live.commit(next, &step);
        Ok(live.view(Some(player.id), now_ms))
    }

    /// `player`'s move in game `id`.
    pub async fn choose(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        body: NewMove,
        now_ms: i64,
    ) -> Result<Value, ApiError> {
        let live = self.get(store, id).await?;
        let mut live = live.lock().await;
        let car = live.seated(player.id)?;
        let recorder = match (&live.recorder, live.row.state.as_str()) {
            (Some(r), "running") => r,
            (_, "open") => return Err(conflict("not_running", "This game has not started yet.")),
            _ => return Err(conflict("not_running", "This game is over.")),
        };
        let round = i64::from(recorder.round());
        if live.row.deadline_ms.is_some_and(|d| d <= now_ms) {
            return Err(conflict(
                "round_over",
                format!("Round {round}'s time is up: it is being resolved without your move."),
            ));
        }
        if body.round != round {
            return Err(conflict(
                "wrong_round",
                format!("This is round {round}, not round {}.", body.round),
            ));
        }
        let round_ms = live.row.move_seconds * 1000;
        let answer = Answer {
            car: car.0,
            status: Status::Ok,
            acc: body.acc,
            start: body.start,
            ms: (now_ms - (live.row.deadline_ms.unwrap_or(now_ms) - round_ms)).max(0) as u64,
            disqualified: false,
        };
        let mut next = live.clone_state();
        let recorder = next.recorder.as_mut().expect("a running game has its race");
        recorder.answer(answer.clone()).map_err(|e| match e {
            AnswerError::Answered(_) => conflict(
                "already_chosen",
                "You have already chosen your move this round.",
            ),
            AnswerError::NotPending(_) | AnswerError::Over | AnswerError::NoSuchCar(_) => conflict(
                "not_your_turn",
                format!("Your car does not move this round: {e}."),
            ),
            _ => ApiError::unprocessable("illegal_move", format!("{e}.")),
        })?;
        let mut happened = vec![events::chosen(car)];
        if recorder.waiting().is_empty() {
            happened.extend(next.resolve(now_ms));
        }
        let step = Step {
            answer: Some((
                round,
                car.0 as i64,
                serde_json::to_string(&answer).expect("an answer serialises"),
            )),
            ..next.step(happened, &live)
        };
        store.save_step(id, &step, now_ms).await?;
        live.commit(next, &step);
        Ok(live.view(Some(player.id), now_ms))
    }

    /// Resolves every running game whose round's deadline has passed; returns how many. A game
    /// that fails (its store write) is left for the next call; the others go on.
    pub async fn resolve_due(&self, store: &Store, now_ms: i64) -> Result<usize, ApiError> {
        let mut resolved = 0;
        for id in store.due_games(now_ms).await? {
            match self.resolve_one(store, &id, now_ms).await {
                Ok(true) => resolved += 1,
                Ok(false) => {}
                Err(e) => tracing::warn!(game = %id, error = %e.message, "resolving a round"),
            }
        }
        Ok(resolved)
    }

    /// Resolves game `id`'s round if its deadline has passed; returns whether it did.
    async fn resolve_one(&self, store: &Store, id: &str, now_ms: i64) -> Result<bool, ApiError> {
        {
            let live = self.get(store, id).await?;
            let mut live = live.lock().await;
            let due =
                live.row.state == "running" && live.row.deadline_ms.is_some_and(|d| d <= now_ms);
            if !due {
                return Ok(false);
            }
            let mut next = live.clone_state();
            let happened = next.resolve(now_ms);
            let step = next.step(happened, &live);
            store.save_step(id, &step, now_ms).await?;
            live.commit(next, &step);
        }
        Ok(true)
    }

    /// Forgets the finished games nobody is using (they load again from the store when asked
    /// for), so memory follows the games in play.
    pub fn forget_finished(&self) {
        let mut map = self.map.lock().expect("games map");
        map.retain(|_, live| {
            Arc::strong_count(live) > 1 || live.try_lock().map_or(true, |l| l.row.state != "over")
        });
    }
}

/// What [`Live::clone_state`] copies: what a change computes on before it is saved.
pub(crate) struct Next {
    row: GameRow,
    seats: Vec<SeatRow>,
    recorder: Option<Recorder>,
}

impl Live {
    /// A stored game, its race replayed from its answers.
    fn load(
        row: GameRow,
        seats: Vec<SeatRow>,
        answers: &[(i64, i64, String)],
        seq: i64,
    ) -> Result<Live, String> {
        let mut next = Next {
            row,
            seats,
            recorder: None,
        };
        if next.row.state != "open" {
            let mut recorder = next.new_recorder()?;
            for (round, _, text) in answers {
                while i64::from(recorder.round()) < *round && !recorder.is_over() {
                    recorder.resolve();
                }
                let answer: Answer = serde_json::from_str(text).map_err(|e| e.to_string())?;
                recorder.answer(answer).map_err(|e| e.to_string())?;
            }
            while i64::from(recorder.round()) < next.row.round && !recorder.is_over() {
                recorder.resolve();
            }
            next.recorder = Some(recorder);
        }
        let (feed, _) = broadcast::channel(events::FEED);
        Ok(Live {
            row: next.row,
            seats: next.seats,
            recorder: next.recorder,
            seq,
            feed,
            chat_sent: HashMap::new(),
            distances: None,
        })
    }

    /// The seat (car) of `player`; a 403 when they have none.
    pub(crate) fn seated(&self, player: i64) -> Result<CarId, ApiError> {
        self.seat_of(player)
            .ok_or_else(|| forbidden("not_a_player", "You have no seat in this game."))
    }

    /// The seat (car) of `player`, if they have one.
    pub(crate) fn seat_of(&self, player: i64) -> Option<CarId> {
        self.seats
            .iter()
            .find(|s| s.player == player)
            .map(|s| CarId(s.seat as usize))
    }

    fn clone_state(&self) -> Next {
        Next {
            row: self.row.clone(),
            seats: self.seats.clone(),
            recorder: self.recorder.clone(),
        }
    }

    /// Takes a change that was saved, and sends its events to the live streams.
    fn commit(&mut self, next: Next, step: &Step) {
        self.row = next.row;
        self.seats = next.seats;
        self.recorder = next.recorder;
        for (seq, text) in &step.events {
            self.seq = *seq;
            // No stream listening is not an error.
            let _ = self.feed.send(Broadcast {
                seq: *seq,
                text: Arc::from(text.as_str()),
            });
        }
    }

    /// Numbers events after the last one.
    fn number(&self, happened: Vec<Value>, round: i64) -> Vec<(i64, String)> {
        happened
            .into_iter()
            .enumerate()
            .map(|(i, mut e)| {
                let seq = self.seq + 1 + i as i64;
                e["seq"] = json!(seq);
                if e.get("round").is_none() {
                    e["round"] = json!(round);
                }
                (seq, e.to_string())
            })
            .collect()
    }
}

impl Next {
    /// The race of this game's setup and seats, before any answer.
    fn new_recorder(&self) -> Result<Recorder, String> {
        let track = self.row.track.parse().map_err(|e| format!("{e}"))?;
        let rules: Rules = self.row.rules.parse().map_err(|_| "rules".to_string())?;
        let turn_ms = self.row.move_seconds as u64 * 1000;
        let settings = Settings {
            crash_penalty: self.row.crash_penalty as u32,
            turn_ms,
            race_ms: turn_ms.saturating_mul(u64::from(MAX_ROUNDS)),
            max_failures: MAX_MISSES,
            max_rounds: MAX_ROUNDS,
            ..Settings::default()
        };
        let names = car_names(&self.seats);
        let cars = self
            .seats
            .iter()
            .zip(names)
            .map(|(s, name)| RecordCar {
                name,
                bot: if s.bot { "online bot" } else { "online" }.into(),
            })
            .collect();
        Recorder::new(&track, rules, self.row.seed as u64, settings, cars)
            .map_err(|e| e.to_string())
    }

    /// Starts the race: round 1 places the cars.
    fn begin(&mut self, now_ms: i64) -> Result<Vec<Value>, ApiError> {
        let recorder = self.new_recorder().map_err(|e| {
            ApiError::unprocessable("bad_game", format!("The game cannot start: {e}."))
        })?;
        self.recorder = Some(recorder);
        self.row.state = "running".into();
        self.row.round = 1;
        self.row.deadline_ms = Some(now_ms + self.row.move_seconds * 1000);
        let names: Vec<String> = self
            .recorder
            .as_ref()
            .map(|r| {
                r.race()
                    .cars()
                    .iter()
                    .map(|c| c.name().to_owned())
                    .collect()
            })
            .unwrap_or_default();
        Ok(vec![
            events::started(&names),
            events::turn(1, self.row.deadline_ms),
        ])
    }

    /// Ends the round (the missing moves late) and starts the next, or ends the game.
    fn resolve(&mut self, now_ms: i64) -> Vec<Value> {
        let recorder = self.recorder.as_mut().expect("a running game has its race");
        let round = recorder.resolve().cloned();
        let mut happened: Vec<Value> = round.iter().flat_map(events::of_round).collect();
        self.row.round = i64::from(recorder.round());
        if recorder.is_over() {
            self.row.state = "over".into();
            self.row.deadline_ms = None;
            happened.push(events::over(recorder));
        } else {
            self.row.deadline_ms = Some(now_ms + self.row.move_seconds * 1000);
            happened.push(events::turn(self.row.round, self.row.deadline_ms));
        }
        happened
    }

    /// The step that saves this state and these events (numbered after `live`'s).
    fn step(&self, happened: Vec<Value>, live: &Live) -> Step {
        Step {
            events: live.number(happened, live.row.round),
            state: self.row.state.clone(),
            round: self.row.round,
            deadline_ms: self.row.deadline_ms,
            ..Step::default()
        }
    }
}

/// The cars' names: the players' names, a repeated one numbered (`Ann`, `Ann 2`) so every car
/// has its own, as races need.
fn car_names(seats: &[SeatRow]) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for seat in seats {
        let mut name = seat.name.clone();
        let mut n = 2;
        while names.contains(&name) {
            let suffix = format!(" {n}");
            let keep = MAX_NAME_CHARS - suffix.chars().count();
            name = seat
                .name
                .chars()
                .take(keep)
                .collect::<String>()
                .trim_end()
                .to_owned()
                + &suffix;
            n += 1;
        }
        names.push(name);
    }
    names
}
