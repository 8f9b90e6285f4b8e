//! A seat's turn in the bot protocol's own words, so a bot written for `racetrack race` plays
//! online unchanged: `racetrack online` relays the `start` and `turn` lines the engine makes
//! here (`racetrack::bots::protocol`) and sends the bot's answer back as the seat's move.

use std::sync::Arc;

use racetrack::bots::protocol;
use racetrack::distance::DistanceMap;
use racetrack_api::BotTurn;

use super::{GameError, Games, Live};
use crate::store::{Player, Store};

impl Games {
    /// `player`'s seat in game `id` as a bot sees it: the `start` line once the race runs, the
    /// `turn` line when the seat has to choose (`null` otherwise), the car's trajectory; at
    /// version `seen` or later when the bot names the last event it has ([`Games::fresh_since`]).
    pub async fn bot_turn(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        seen: Option<i64>,
        now_ms: i64,
    ) -> Result<BotTurn, GameError> {
        let mut live = self.fresh_since(store, id, seen).await?;
        let car = live.seated(player.id)?;
        if live.distances.is_none()
            && let Some(race) = live.phase.race().map(|r| r.race())
        {
            // Made once per game, on the pool of heavy work.
            let (track, rules) = (race.track().clone(), race.rules());
            let made = self
                .work
                .run(move || DistanceMap::for_rules(&track, rules))
                .await
                .map_err(|_| GameError::Busy)?;
            live.distances = Some(Arc::new(made));
        }
        let Some(distances) = live.distances.clone() else {
            return Ok(BotTurn {
                state: live.row.state,
                start: None,
                turn: None,
                trajectory: Vec::new(),
                resets: Vec::new(),
            });
        };
        let Live { row, phase, .. } = &*live;
        let recorder = phase
            .race()
            .ok_or_else(|| GameError::Broken("the game has a distance map but no race".into()))?;
        let race = recorder.race();
        let settings = recorder.record().options;
        let mut turn =
            (phase.running().is_some() && recorder.waiting().contains(&car)).then(|| {
                let budget = row.deadline_ms.map_or(0, |d| (d - now_ms).max(0)) as u64;
                protocol::turn(race, car, recorder.round(), &distances, budget)
            });
        let mut start = protocol::start(race, car, settings);
        // Until it is over a night game tells only of what the car lights.
        if row.night && row.state != crate::store::GameState::Over {
            protocol::at_night(race, car, &mut start, turn.as_mut());
        }
        Ok(BotTurn {
            state: row.state,
            start: Some(start),
            turn,
            trajectory: race.cars()[car.0]
                .trajectory()
                .iter()
                .map(|p| [p.row, p.col])
                .collect(),
            resets: race.cars()[car.0].resets().to_vec(),
        })
    }
}
