//! A game as one server instance holds it: the store's row and seats, the race replayed from the
//! stored answers, and the live streams' feed. Another instance may change the game too: a view
//! checks the copy against the store's version ([`Live::refresh`]) and reads it again when it is
//! behind (at once when another instance announced a newer version: [`Live::heard`]), and the
//! events it missed go to this instance's streams. A change is planned on the copy as held and
//! saved only at its version (`Games::apply`).

use std::collections::HashMap;
use std::sync::Arc;

use racetrack::Rules;
use racetrack::race::record::{Answer, RecordCar, Settings};
use racetrack::race::recorder::Recorder;
use racetrack::race::{Blocking, CarId, MAX_NAME_CHARS, TurnOrder};
use racetrack::top_runs::TrackKey;
use tokio::sync::broadcast;

use super::events::{self, Broadcast, Happening};
use super::phase::Phase;
use super::{GameError, MAX_MISSES, MAX_ROUNDS};
use crate::store::{GameRow, GameState, SeatRow, Step, Store};
use crate::work::Work;

/// Events read from the store at a time.
pub const PAGE: i64 = 256;

/// A game as it runs.
#[derive(Debug)]
pub struct Live {
    pub(crate) row: GameRow,
    pub(crate) seats: Vec<SeatRow>,
    /// The game's phase, holding its race once started (`row.state` is its stored copy).
    pub(crate) phase: Phase,
    /// The live streams' feed.
    pub(crate) feed: broadcast::Sender<Broadcast>,
    /// The last event sent on `feed` (the events up to `row.seq` are in the store).
    pub(crate) sent: i64,
    /// The newest version another instance announced ([`super::Games::forward`]): the copy
    /// is behind when it is newer than `row.seq`.
    pub(crate) heard: i64,
    /// Whether the copy may be behind with nothing announced (the notifications were lost for
    /// a while): until it is checked against the store, no request takes it as it is.
    pub(crate) unsure: bool,
    /// When each player sent their last chat lines.
    pub(crate) chat_sent: HashMap<super::chat::ChatBy, std::collections::VecDeque<i64>>,
    /// The race's distance map, for the bots' turns (made when first asked for).
    pub(crate) distances: Option<Arc<racetrack::distance::DistanceMap>>,
    /// The track's coach, for the server's own bots (made when first asked for).
    pub(crate) coach: Option<Arc<racetrack::coach::Coach>>,
    /// The track's rows and columns (its text parsed once, when first asked for).
    dims: std::sync::OnceLock<(usize, usize)>,
    /// When a request last used it (the least recently used leave memory first).
    pub(crate) touched: std::time::Instant,
    /// The players invited to it (a rematch's: the finished game's players).
    pub(crate) invited: Vec<i64>,
    /// Its rematch, once made (a finished game).
    pub(crate) rematch: Option<String>,
}

/// What [`Live::clone_state`] copies: what a change computes on before it is saved.
pub(crate) struct Next {
    pub(crate) row: GameRow,
    pub(crate) seats: Vec<SeatRow>,
    pub(crate) phase: Phase,
    /// See [`Live::invited`].
    pub(crate) invited: Vec<i64>,
    /// See [`Live::rematch`].
    pub(crate) rematch: Option<String>,
}

impl Live {
    /// A new game (no race yet) with its first events numbered from 1.
    pub(crate) fn new(row: GameRow, seats: Vec<SeatRow>) -> Live {
        let (feed, _) = broadcast::channel(events::FEED);
        Live {
            row,
            seats,
            phase: Phase::Open,
            feed,
            sent: 0,
            heard: 0,
            unsure: false,
            chat_sent: HashMap::new(),
            distances: None,
            coach: None,
            dims: std::sync::OnceLock::new(),
            touched: std::time::Instant::now(),
            invited: Vec::new(),
            rematch: None,
        }
    }

    /// Game `id` as stored (`None` when there is none), its race replayed from its answers.
    pub(crate) async fn read(
        store: &Store,
        work: &Work,
        id: &str,
    ) -> Result<Option<Live>, GameError> {
        let Some((next, _)) = Next::read(store, work, id, None).await? else {
            return Ok(None);
        };
        let sent = next.row.seq;
        let mut live = Live::new(next.row, next.seats);
        live.phase = next.phase;
        live.invited = next.invited;
        live.rematch = next.rematch;
        live.sent = sent;
        // The chat lines its players sent lately, whichever instance took them.
        let recent = store.events_tail(id, super::chat::RECENT_EVENTS).await?;
        live.note_chats(&recent);
        Ok(Some(live))
    }

    /// Reads the game again when another instance changed it since this one read it, and sends
    /// the events this instance's streams have not had.
    pub(crate) async fn refresh(&mut self, store: &Store, work: &Work) -> Result<(), GameError> {
        let id = self.row.id.clone();
        // Behind for certain when another instance announced a newer version.
        if self.heard <= self.row.seq && store.game_seq(&id).await? == Some(self.row.seq) {
            return Ok(());
        }
        let old = self.row.seq;
        let (next, missed) = Next::read(store, work, &id, Some(old))
            .await?
            .ok_or_else(|| GameError::NoGame(id.clone()))?;
        self.row = next.row;
        self.seats = next.seats;
        self.phase = next.phase;
        self.invited = next.invited;
        self.rematch = next.rematch;
        // Another instance's chat lines (up to the version read) count here too.
        if self.row.seq - old >= PAGE {
            self.chat_sent.clear();
            let mut recent = store.events_tail(&id, super::chat::RECENT_EVENTS).await?;
            recent.retain(|(seq, _)| *seq <= self.row.seq);
            self.note_chats(&recent);
            return self.forward(store).await;
        }
        let upto = missed.partition_point(|(seq, _)| *seq <= self.row.seq);
        self.note_chats(&missed[..upto]);
        // The streams had every event up to `old` and the read holds all the later ones: they
        // get those they have not had (another instance's notices may have brought some).
        if self.sent >= old && (missed.len() as i64) < PAGE {
            let unsent = &missed[missed.partition_point(|(seq, _)| *seq <= self.sent)..];
            if let Some(&(first, _)) = unsent.first() {
                let texts: Vec<String> = unsent.iter().map(|(_, text)| text.clone()).collect();
                self.send(first, &texts);
            }
            return Ok(());
        }
        self.forward(store).await
    }

    /// Sends the stored events this instance's streams have not had (those another instance
    /// saved), up to the store's latest.
    pub(crate) async fn forward(&mut self, store: &Store) -> Result<(), GameError> {
        if self.feed.receiver_count() == 0 {
            self.sent = self.sent.max(self.row.seq);
            return Ok(());
        }
        loop {
            let events = store.events_since(&self.row.id, self.sent, PAGE).await?;
            let Some(&(first, _)) = events.first() else {
                return Ok(());
            };
            // A page not full was the last: a later change comes with its own notice.
            let last_page = (events.len() as i64) < PAGE;
            let texts: Vec<String> = events.into_iter().map(|(_, text)| text).collect();
            self.send(first, &texts);
            if last_page {
                return Ok(());
            }
        }
    }

    /// Sends another instance's events, numbered from `first`, to this instance's streams.
    pub(crate) fn send(&mut self, first: i64, events: &[String]) {
        for (seq, text) in (first..).zip(events) {
            let _ = self.feed.send(Broadcast {
                seq,
                text: Arc::from(text.as_str()),
                began: None,
            });
            self.sent = seq;
        }
    }

    /// A new listener to the game's events as this instance sends them.
    pub fn subscribe(&self) -> broadcast::Receiver<Broadcast> {
        self.feed.subscribe()
    }

    /// The track's rows and columns ((0, 0) for a track that does not parse).
    pub(crate) fn dims(&self) -> (usize, usize) {
        *self.dims.get_or_init(|| {
            self.row
                .track
                .parse::<racetrack::Track>()
                .map_or((0, 0), |t| (t.rows(), t.cols()))
        })
    }

    /// The seat (car) of `player`; a 403 when they have none.
    pub(crate) fn seated(&self, player: i64) -> Result<CarId, GameError> {
        self.seat_of(player).ok_or(GameError::NoSeat)
    }

    /// The seat (car) of `player`, if they have one.
    pub(crate) fn seat_of(&self, player: i64) -> Option<CarId> {
        self.seats
            .iter()
            .find(|s| s.player == player)
            .map(|s| CarId(s.seat as usize))
    }

    pub(crate) fn clone_state(&self) -> Next {
        Next {
            row: self.row.clone(),
            seats: self.seats.clone(),
            phase: self.phase.clone(),
            invited: self.invited.clone(),
            rematch: self.rematch.clone(),
        }
    }

    /// Takes a change that was saved (begun at `began`), and sends its events to the live
    /// streams.
    pub(crate) fn commit(&mut self, next: Next, step: &Step, began: std::time::Instant) {
        self.row = next.row;
        self.seats = next.seats;
        self.phase = next.phase;
        self.invited = next.invited;
        self.rematch = next.rematch;
        for (seq, text) in &step.events {
            self.row.seq = *seq;
            // No stream listening is not an error.
            let _ = self.feed.send(Broadcast {
                seq: *seq,
                text: Arc::from(text.as_str()),
                began: Some(began),
            });
            self.sent = *seq;
        }
    }

    /// Numbers events after the last one (each in `round` unless it names its own).
    pub(crate) fn number(&self, happened: Vec<Happening>, round: i64) -> Vec<(i64, String)> {
        happened
            .into_iter()
            .enumerate()
            .map(|(i, e)| {
                let seq = self.row.seq + 1 + i as i64;
                (seq, e.numbered(seq, round).to_json())
            })
            .collect()
    }
}

impl Next {
    /// The race of a running game; a game whose race is missing is broken (never a panic).
    pub(crate) fn race_mut(&mut self) -> Result<&mut Recorder, GameError> {
        self.phase
            .running_mut()
            .ok_or_else(|| GameError::Broken("the game runs without its race".into()))
    }

    /// Game `id` as stored, its race replayed from its answers, with up to [`PAGE`] of its
    /// events after `since` when asked ([`Store::whole_game`]: one snapshot and one round trip
    /// on PostgreSQL; on SQLite the row first, and seats and answers as new or newer, whose
    /// change would be refused by the version check and read again). The replay runs on the
    /// bounded pool of heavy work ([`Work`]).
    async fn read(
        store: &Store,
        work: &Work,
        id: &str,
        since: Option<i64>,
    ) -> Result<Option<(Next, Vec<(i64, String)>)>, GameError> {
        let Some(whole) = store.whole_game(id, since, PAGE).await? else {
            return Ok(None);
        };
        let crate::store::WholeGame {
            row,
            seats,
            answers,
            events,
        } = whole;
        if let Some(why) = row.broken {
            return Err(GameError::Broken(why));
        }
        let invited = match (&row.rematch_of, row.state) {
            (Some(old), GameState::Open) => store.players_of(old).await?,
            _ => Vec::new(),
        };
        let rematch = match row.state {
            GameState::Over => store.rematch_of(id).await?,
            _ => None,
        };
        let version = row.rules_version;
        let mut next = Next {
            row,
            seats,
            phase: Phase::Open,
            invited,
            rematch,
        };
        let replayed = work
            .run(move || {
                let known = u32::try_from(version)
                    .is_ok_and(|v| racetrack::race::RULES_VERSIONS.contains(&v));
                if !known {
                    return Err(format!(
                        "it was played under race rules version {version}, and this server \
                         knows versions {} to {}",
                        racetrack::race::RULES_VERSIONS.start(),
                        racetrack::race::RULES_VERSIONS.end()
                    ));
                }
                next.replay(&answers)
                    .map(|()| next)
                    .map_err(|e| format!("its stored moves do not replay ({e})"))
            })
            .await
            .map_err(|_| GameError::Busy)?;
        match replayed {
            Ok(next) => Ok(Some((next, events))),
            Err(why) => {
                // Logged and marked once: from now on the game is answered without a replay.
                tracing::error!(game = id, error = %why, "a stored game does not replay: marked broken");
                store.mark_broken(id, &why).await?;
                Err(GameError::Broken(why))
            }
        }
    }

    /// Replays the stored answers (a started game).
    fn replay(&mut self, answers: &[(i64, i64, String)]) -> Result<(), String> {
        if self.row.state == GameState::Open {
            return Ok(());
        }
        let mut recorder = self.new_recorder()?;
        for (round, _, text) in answers {
            replay_answer(&mut recorder, *round, text)?;
        }
        resolve_to(&mut recorder, self.row.round);
        self.phase = Phase::of(self.row.state, Some(recorder))?;
        Ok(())
    }

    /// The race of this game's setup and seats, before any answer.
    fn new_recorder(&self) -> Result<Recorder, String> {
        let track = self.row.track.parse().map_err(|e| format!("{e}"))?;
        let rules: Rules = self.row.rules.parse().map_err(|_| "rules".to_string())?;
        let turn_ms = self.row.move_seconds as u64 * 1000;
        // Karopapier's games go one car at a time (a round of the record is one car's turn), in
        // a new random order each round, and only a car that has moved in the round blocks.
        let karopapier = rules == Rules::Karopapier;
        let max_rounds = if karopapier {
            (MAX_ROUNDS * self.row.seats as u32).min(racetrack::race::record::MAX_ROUNDS)
        } else {
            MAX_ROUNDS
        };
        let settings = Settings {
            crash_penalty: self.row.crash_penalty as u32,
            turn_ms,
            race_ms: turn_ms.saturating_mul(u64::from(max_rounds)),
            max_failures: MAX_MISSES,
            max_rounds,
            turns: if karopapier {
                TurnOrder::Random
            } else {
                TurnOrder::Simultaneous
            },
            blocking: Blocking::Moved,
            // Replayed under the rules it was played under (checked known before).
            rules_version: u32::try_from(self.row.rules_version).unwrap_or(1),
        };
        let names = car_names(&self.seats);
        let cars = self
            .seats
            .iter()
            .zip(names)
            .map(|(s, name)| RecordCar {
                name,
                // A person is `human`, as in the page's races; a bot played through the API.
                bot: if s.bot { "online" } else { "human" }.into(),
            })
            .collect();
        let mut recorder = Recorder::new(&track, rules, self.row.seed as u64, settings, cars)
            .map_err(|e| e.to_string())?;
        recorder.set_honour(self.row.honour);
        Ok(recorder)
    }

    /// Starts the race: round 1 places the cars.
    pub(crate) fn begin(&mut self, now_ms: i64) -> Result<Vec<Happening>, GameError> {
        let recorder = self
            .new_recorder()
            .map_err(|e| GameError::CannotStart(e.to_string()))?;
        let names: Vec<String> = recorder
            .race()
            .cars()
            .iter()
            .map(|c| c.name().to_owned())
            .collect();
        self.phase = Phase::Running(recorder);
        self.row.state = self.phase.state();
        self.row.round = 1;
        self.row.deadline_ms = Some(now_ms + self.row.move_seconds * 1000);
        Ok(vec![
            events::started(&names),
            events::turn(
                1,
                self.row.deadline_ms,
                super::view::race_round(&self.phase),
            ),
        ])
    }

    /// Ends the round (the missing moves late) and starts the next, or ends the game.
    pub(crate) fn resolve(&mut self, now_ms: i64) -> Vec<Happening> {
        let Some(recorder) = self.phase.running_mut() else {
            tracing::error!(game = %self.row.id, "a running game without its race: not resolved");
            return Vec::new();
        };
        let round = recorder.resolve().cloned();
        self.after_round(round.as_ref(), now_ms)
    }

    /// What follows a round the race resolved: its events, then the next round (or the end).
    pub(crate) fn after_round(
        &mut self,
        round: Option<&racetrack::race::record::Round>,
        now_ms: i64,
    ) -> Vec<Happening> {
        let Some(recorder) = self.phase.running() else {
            tracing::error!(game = %self.row.id, "a running game without its race: no round");
            return Vec::new();
        };
        let mut happened: Vec<Happening> = round.into_iter().flat_map(events::of_round).collect();
        self.row.round = i64::from(recorder.round());
        if recorder.is_over() {
            happened.push(events::over(recorder));
            self.phase.end();
            self.row.state = self.phase.state();
            self.row.deadline_ms = None;
        } else {
            self.row.deadline_ms = Some(now_ms + self.row.move_seconds * 1000);
            happened.push(events::turn(
                self.row.round,
                self.row.deadline_ms,
                super::view::race_round(&self.phase),
            ));
        }
        happened
    }

    /// The step that saves this state and these events (numbered after `live`'s).
    pub(crate) fn step(&self, happened: Vec<Happening>, live: &Live) -> Step {
        let ends = self.row.state == GameState::Over && live.row.state != GameState::Over;
        Step {
            events: live.number(happened, live.row.round),
            state: self.row.state,
            round: self.row.round,
            deadline_ms: self.row.deadline_ms,
            played: self
                .phase
                .race()
                .filter(|_| ends)
                .map(|r| TrackKey::of(r.race().track(), r.race().rules()).to_string()),
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

/// One stored answer (of `round`, as JSON) given to `recorder` as a replay gives it: the rounds
/// before its own resolved first. [`Live::follow`] gives another instance's answers so.
pub(crate) fn replay_answer(recorder: &mut Recorder, round: i64, text: &str) -> Result<(), String> {
    resolve_to(recorder, round);
    let answer: Answer = serde_json::from_str(text).map_err(|e| e.to_string())?;
    recorder.answer(answer).map_err(|e| e.to_string())
}

/// `recorder`'s rounds resolved up to `round`, or to the race's end.
pub(crate) fn resolve_to(recorder: &mut Recorder, round: i64) {
    while i64::from(recorder.round()) < round && !recorder.is_over() {
        recorder.resolve();
    }
}
