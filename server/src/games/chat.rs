//! A game's chat: short lines of text from its players, sent to everyone watching as `chat`
//! events (kept with the game's other events), a few at a time. The count of a player's recent
//! lines is read from the game's stored events, so it holds across instances: a line is saved
//! only at the version its count was made on.

use std::collections::VecDeque;

use racetrack::race::CarId;

use super::{GameError, Games};
use crate::store::{Player, Store};

/// Longest line, in characters.
pub const MAX_CHAT_CHARS: usize = 200;
/// Lines a player may send in [`CHAT_WINDOW_MS`].
pub const CHAT_BURST: usize = 5;
/// The window of [`CHAT_BURST`].
pub const CHAT_WINDOW_MS: i64 = 30_000;
/// Events read back for the recent chat lines of a game read from the store: enough for every
/// seat's whole burst.
pub(crate) const RECENT_EVENTS: i64 = (CHAT_BURST * racetrack::race::MAX_CARS * 4) as i64;

/// Whose chat lines are counted: a seated player's (by id) or a spectator's (by name, which is
/// unique on a server and is what a spectator's stored line carries).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum ChatBy {
    /// A seated player.
    Seat(i64),
    /// A spectator, by name.
    Watcher(String),
}

impl super::Live {
    /// Counts the chat lines among `events` (stored events, after those already counted)
    /// against their players.
    pub(crate) fn note_chats(&mut self, events: &[(i64, String)]) {
        for (_, text) in events {
            let Ok(event) = serde_json::from_str::<racetrack_api::LiveEvent>(text) else {
                continue;
            };
            let racetrack_api::Happened::Game(racetrack_api::GameEvent::Chat {
                car,
                name,
                at_ms,
                ..
            }) = event.what
            else {
                continue;
            };
            let by = match car {
                Some(car) => match self.seats.iter().find(|s| s.seat as usize == car) {
                    Some(seat) => ChatBy::Seat(seat.player),
                    None => continue,
                },
                None => ChatBy::Watcher(name),
            };
            let sent = self.chat_sent.entry(by).or_default();
            sent.push_back(at_ms);
            if sent.len() > CHAT_BURST {
                sent.pop_front();
            }
        }
    }
}

impl Games {
    /// `player`'s line in game `id`; returns its event number.
    pub async fn chat(
        &self,
        store: &Store,
        player: &Player,
        id: &str,
        text: &str,
        now_ms: i64,
    ) -> Result<i64, GameError> {
        let text = match crate::text::checked(text) {
            Ok(text) => text,
            Err(crate::text::TextError::Empty) => return Err(GameError::BadChat(0)),
            Err(why) => return Err(GameError::ChatText(why.to_string())),
        };
        let text = text.as_str();
        let chars = text.chars().count();
        if chars > MAX_CHAT_CHARS {
            return Err(GameError::BadChat(chars));
        }
        let by = |car: Option<CarId>| match car {
            Some(_) => ChatBy::Seat(player.id),
            None => ChatBy::Watcher(player.name.clone()),
        };
        let (mut live, _) = self
            .apply(store, id, now_ms, |live| {
                // A seated player, or a spectator of a game whose creator lets them chat.
                let car = live.seat_of(player.id);
                if car.is_none() && !live.row.spectator_chat {
                    return Err(GameError::NoSeatToChat);
                }
                let recent: Vec<i64> = live
                    .chat_sent
                    .get(&by(car))
                    .into_iter()
                    .flatten()
                    .copied()
                    .filter(|&t| t > now_ms - CHAT_WINDOW_MS)
                    .collect();
                if recent.len() >= CHAT_BURST {
                    let wait = recent.first().map_or(1, |&t| t + CHAT_WINDOW_MS - now_ms);
                    return Err(GameError::ChatTooFast {
                        retry_after: (wait as u64).div_ceil(1000),
                    });
                }
                let name = car
                    .and_then(|car| {
                        live.phase
                            .race()
                            .map(|r| r.race().cars()[car.0].name().to_owned())
                    })
                    .unwrap_or_else(|| player.name.clone());
                let event = super::events::chat(car, name, text.to_owned(), now_ms);
                let next = live.clone_state();
                let step = next.step(vec![event], live);
                Ok(Some((next, step)))
            })
            .await?;
        let car = live.seat_of(player.id);
        let sent: &mut VecDeque<i64> = live.chat_sent.entry(by(car)).or_default();
        while sent.front().is_some_and(|&t| t <= now_ms - CHAT_WINDOW_MS) {
            sent.pop_front();
        }
        sent.push_back(now_ms);
        Ok(live.row.seq)
    }
}
