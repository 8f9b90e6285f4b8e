//! A player's controls over a game that has not started: its creator cancels it (it leaves the
//! lobby and everyone's games), another seated player leaves it (the seat is free again).

use std::sync::Arc;

use super::{GameError, Games, events};
use crate::store::{GameState, Player, Store};

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
        Ok(live.view(None, now_ms))
    }
}
