//! A player's controls over a game: its creator cancels it before the start (it leaves the
//! lobby and everyone's games), another seated player leaves it before the start (the seat is
//! free again), a player resigns while it runs, and one makes a rematch once it is over.

use std::sync::Arc;

use racetrack::race::record::Answer;
use racetrack::race::recorder::AnswerError;

use super::{GameError, Games, ID_LEN, code, events};
use crate::store::{GameRow, GameState, Player, Step, Store};

impl Games {
    /// The creator of open game `id` cancels it: removed from the store and from memory; its
    /// live streams hear `cancelled`, then close.
    pub async fn cancel(&self, store: &Store, player: &Player, id: &str) -> Result<(), GameError> {
        let live = self.fresh(store, id).await?;
        if live.row.creator != player.id {
            return Err(GameError::NotCreator);
        }
        if live.row.state != GameState::Open {
            return Err(GameError::AlreadyStarted);
        }
        let gone = live.number(vec![events::cancelled()], 0);
        let gone = gone.into_iter().next().expect("one event");
        if !store.cancel_game(id, live.row.seq, &gone).await? {
            // Someone joined (or it started) first: the player sees the game as it is now.
            return Err(GameError::Busy);
        }
        let _ = live.feed.send(super::Broadcast {
            seq: gone.0,
            text: Arc::from(gone.1.as_str()),
            began: None,
        });
        drop(live);
        self.map.lock().expect("games map").remove(id);
        self.summaries.forget(id);
        Ok(())
    }

    /// `player`, seated in open game `id` and not its creator, leaves it: the seats after theirs
    /// move up one.
    pub async fn leave(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        now_ms: i64,
    ) -> Result<racetrack_api::GameView, GameError> {
        let mut live = self.fresh(store, id).await?;
        let car = live.seated(player.id)?;
        if live.row.creator == player.id {
            return Err(GameError::CreatorLeaves);
        }
        if live.row.state != GameState::Open {
            return Err(GameError::AlreadyStarted);
        }
        let began = std::time::Instant::now();
        let seat = live.seats[car.0].clone();
        let mut next = live.clone_state();
        next.seats.remove(car.0);
        for (i, s) in next.seats.iter_mut().enumerate() {
            s.seat = i as i64;
        }
        let step = next.step(vec![events::left(&seat)], &live);
        if !store
            .leave_seat(id, live.row.seq, seat.seat, &step.events, now_ms)
            .await?
        {
            return Err(GameError::Busy);
        }
        live.commit(next, &step, began);
        self.summaries.put(&live);
        Ok(self.viewed(&live, None, now_ms))
    }
}

impl Games {
    /// `player` resigns in running game `id`: their car retires and ranks after every car that
    /// did not resign. When that leaves at most one car racing, the game ends at once.
    pub async fn resign(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        now_ms: i64,
    ) -> Result<racetrack_api::GameView, GameError> {
        let (live, _) = self
            .apply(store, id, now_ms, |live| {
                let car = live.seated(player.id)?;
                match live.row.state {
                    GameState::Open => return Err(GameError::NotStarted),
                    GameState::Over => return Err(GameError::Over),
                    GameState::Running => {}
                }
                let mut next = live.clone_state();
                let recorder = next.race_mut()?;
                let round = i64::from(recorder.round());
                let conceded = recorder.resign(car).map_err(|e| match e {
                    AnswerError::Over => GameError::Over,
                    _ => GameError::OutOfRace,
                })?;
                let conceded = conceded.cloned();
                let waiting = recorder.waiting().is_empty();
                let mut happened = vec![events::chosen(car)];
                if conceded.is_some() {
                    happened.extend(next.after_round(conceded.as_ref(), now_ms));
                } else if waiting {
                    happened.extend(next.resolve(now_ms));
                }
                let answer = serde_json::to_string(&Answer::resigned(car)).expect("serialises");
                let step = Step {
                    answer: Some((round, car.0 as i64, answer)),
                    ..next.step(happened, live)
                };
                Ok(Some((next, step)))
            })
            .await?;
        Ok(self.viewed(&live, Some(player.id), now_ms))
    }

    /// A rematch of finished game `id` by one of its players: a new open game with the same
    /// track and settings, `player` in seat 0, the other players invited (they join without the
    /// code, and find it among their games); the finished game's streams hear `rematch`. When
    /// the rematch exists already, `player` takes a seat in it.
    pub async fn rematch(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        now_ms: i64,
    ) -> Result<racetrack_api::GameView, GameError> {
        let old = self.fresh(store, id).await?;
        let car = old.seated(player.id)?;
        if old.row.state != GameState::Over {
            return Err(GameError::NotOver);
        }
        let existing = match &old.rematch {
            Some(game) => Some(game.clone()),
            None => store.rematch_of(id).await?,
        };
        if let Some(game) = existing {
            drop(old);
            return self.join(store, player, &game, None, now_ms).await;
        }
        let row = GameRow {
            id: code(ID_LEN)?,
            creator: player.id,
            invite: code(16)?,
            // A new order of the moves, as for every game.
            seed: super::new_seed()?,
            state: GameState::Open,
            round: 0,
            deadline_ms: None,
            created_ms: now_ms,
            seq: 0,
            rules_version: i64::from(racetrack::race::RULES_VERSION),
            broken: None,
            rematch_of: Some(id.to_owned()),
            // A rematch is a game of its own, outside the tournament.
            tournament: None,
            ..old.row.clone()
        };
        let invited: Vec<i64> = old
            .seats
            .iter()
            .map(|s| s.player)
            .filter(|&p| p != player.id)
            .collect();
        let by = old
            .phase
            .race()
            .and_then(|r| r.race().car(car))
            .map_or_else(|| player.name.clone(), |c| c.name().to_owned());
        drop(old);
        let view = match self.open(store, player, row, invited.clone(), now_ms).await {
            Ok(view) => view,
            // Another instance made it at that moment (one rematch per game): take a seat.
            Err(GameError::Store(_)) if store.rematch_of(id).await?.is_some() => {
                let game = store.rematch_of(id).await?.unwrap_or_default();
                return self.join(store, player, &game, None, now_ms).await;
            }
            Err(e) => return Err(e),
        };
        let new_id = view.id.clone();
        // The server's own bots take their seats at once: a rematch against a bot starts.
        let bots = store.house_bots().await?;
        let mut view = view;
        for bot in bots.iter().filter(|b| invited.contains(&b.player.id)) {
            self.join(store, &bot.player, &new_id, None, now_ms).await?;
            let live = self.fresh(store, &new_id).await?;
            view = self.viewed(&live, Some(player.id), now_ms);
        }
        for &p in &invited {
            let event = racetrack_api::PlayerEvent::Invited {
                game: new_id.clone(),
                by: by.clone(),
            };
            self.feeds.send(store, p, event);
        }
        self.apply(store, id, now_ms, |live| {
            let mut next = live.clone_state();
            next.rematch = Some(new_id.clone());
            let step = next.step(vec![events::rematch(&new_id, &by)], live);
            Ok(Some((next, step)))
        })
        .await?;
        Ok(view)
    }
}
