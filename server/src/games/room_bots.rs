//! One of the server's bots seated by a game's creator in a seat still free (a private game
//! with nobody else to invite, or a seat the friends leave empty): the bot then plays through
//! the same code as the bots of the pairing pool ([`Games::play_house_bots`]).

use racetrack_api::{BotSkill, GameView};

use super::{GameError, Games};
use crate::store::{GameState, Player, Store};

impl Games {
    /// Seats the server's bot of `skill` in open game `id` (its creator only). A bot seated
    /// already changes nothing; the last free seat taken starts the race.
    pub async fn add_bot(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        skill: BotSkill,
        now_ms: i64,
    ) -> Result<GameView, GameError> {
        // The house bots are stored by their driver's name, which is the API's skill name.
        let bots = self.house_bots(store, now_ms).await?;
        let bot = (bots.iter())
            .find(|b| b.skill == skill.name())
            .ok_or_else(|| GameError::Broken(format!("no {} bot", skill.name())))?
            .player
            .clone();
        let (live, _) = self
            .apply(store, id, now_ms, |live| {
                if live.row.creator != player.id {
                    return Err(GameError::NotCreator);
                }
                if live.row.state != GameState::Open {
                    return Err(GameError::SeatsTaken);
                }
                if live.seat_of(bot.id).is_some() {
                    return Ok(None);
                }
                super::seated(live, &bot, now_ms).map(Some)
            })
            .await?;
        let mut view = self.viewed(&live, Some(player.id), now_ms);
        view.seat = live.seat_of(player.id).map(|car| car.0);
        Ok(view)
    }
}
