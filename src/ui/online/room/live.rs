//! The room's live stream and clock: events applied or turned into one view request per burst,
//! reconnection from the stream's last event, and the wake-ups that keep the countdown going
//! without animation frames.

use crate::ui::app::App;
use racetrack_api::{GameEvent, Happened};

use racetrack_api::GameState;

use super::{CHAT_LINES, ChatLine, GameRoom, RECONNECT_MS, ask_view, live_open};
use crate::ui::msg::Effect;

/// What the live stream reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveEvent {
    /// It is open.
    Opened,
    /// One message: an event's JSON.
    Message(String),
    /// It closed (or could not open).
    Closed,
}

/// What the live stream reports.
#[inline(never)]
pub(crate) fn live(slot: &mut Option<GameRoom>, app: &mut App, event: LiveEvent) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    match event {
        LiveEvent::Opened => {
            room.live = true;
            room.reconnect_in = None;
            Vec::new()
        }
        LiveEvent::Closed => {
            room.live = false;
            let over = room
                .game
                .as_ref()
                .is_some_and(|g| g.state == GameState::Over);
            if !over && room.error.is_none() {
                room.reconnect_in = Some(RECONNECT_MS);
            }
            Vec::new()
        }
        LiveEvent::Message(text) => {
            let Ok(event) = serde_json::from_str::<racetrack_api::LiveEvent>(&text) else {
                return Vec::new();
            };
            if event.seq <= room.live_seq {
                return Vec::new();
            }
            room.live_seq = event.seq;
            let known = event.seq <= room.seq;
            if let Happened::Race(e) = &event.what {
                room.log.push((event.round, e.clone()));
                let extra = room.log.len().saturating_sub(super::LOG_EVENTS);
                room.log.drain(..extra);
                if let Some(&(first, _)) = room.log.first() {
                    room.race_rounds.retain(|&turn, _| turn >= first);
                }
            }
            if let Happened::Game(GameEvent::Turn {
                race_round: Some(race_round),
                ..
            }) = &event.what
            {
                room.race_rounds.insert(event.round, *race_round);
            }
            match event.what {
                Happened::Game(GameEvent::Chat {
                    car, name, text, ..
                }) => {
                    // Another's line during the race shows over the board for a while.
                    let game = room.game.as_ref();
                    let yours = (car.is_some() && car == game.and_then(|g| g.you))
                        || app.client.identity.as_ref().is_some_and(|i| i.name == name);
                    if game.is_some_and(|g| g.state == GameState::Running) && !yours {
                        room.chat_toast_until =
                            Some(room.last_tick.unwrap_or(0.0) + super::CHAT_TOAST_MS);
                    }
                    room.chat.push(ChatLine { name, text, car });
                    let extra = room.chat.len().saturating_sub(CHAT_LINES);
                    room.chat.drain(..extra);
                    Vec::new()
                }
                Happened::Game(GameEvent::Cancelled) => {
                    room.game = None;
                    room.confirm = None;
                    room.error = Some(app.words.get("room-creator-cancelled"));
                    Vec::new()
                }
                // A choice the view shown already holds (or a past round's) changes nothing.
                Happened::Game(GameEvent::Chosen { .. }) if known => Vec::new(),
                Happened::Game(GameEvent::Chosen { car }) => {
                    if let Some(c) = room.game.as_mut().and_then(|g| g.cars.get_mut(car)) {
                        c.chosen = true;
                    }
                    Vec::new()
                }
                // What the view shown already holds asks nothing.
                _ if known => Vec::new(),
                _ => ask_view(slot, app),
            }
        }
    }
}

/// A tick of the page's clock (`now_ms`): the clock offset is set after a view, and a dropped
/// stream reconnects when its wait is over.
pub(crate) fn tick(slot: &mut Option<GameRoom>, app: &mut App, now_ms: f64) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    room.wake_pending = false;
    let dt = room.last_tick.map_or(0.0, |last| (now_ms - last).max(0.0));
    room.last_tick = Some(now_ms);
    if let Some(server) = room.clock_pending.take() {
        room.clock_offset = Some(server as f64 - now_ms);
    }
    if room.chat_toast_until.is_some_and(|until| now_ms >= until) {
        room.chat_toast_until = None;
    }
    let Some(left) = room.reconnect_in else {
        return Vec::new();
    };
    if left > dt {
        room.reconnect_in = Some(left - dt);
        return Vec::new();
    }
    room.reconnect_in = None;
    let mut effects = Vec::new();
    if !room.live {
        effects.push(live_open(&room.id, room.live_seq));
    }
    effects.extend(ask_view(slot, app));
    effects
}

/// How often the room's clock ticks while it needs one (the countdown shows whole seconds).
pub const CLOCK_MS: f64 = 250.0;

/// After every message: while the room's clock matters (a running game's countdown, a
/// reconnection waiting, a clock to set), one wake-up is asked for; the page needs no
/// animation frames for it.
pub(crate) fn wake(slot: &mut Option<GameRoom>) -> Option<Effect> {
    let room = slot.as_mut()?;
    let running = room
        .game
        .as_ref()
        .is_some_and(|g| g.state == GameState::Running);
    let needed = running || room.reconnect_in.is_some() || room.clock_pending.is_some();
    if !needed || room.wake_pending {
        return None;
    }
    room.wake_pending = true;
    let ms = match (room.clock_pending, room.reconnect_in) {
        (Some(_), _) => 0.0,
        (None, Some(left)) => left.clamp(0.0, CLOCK_MS),
        (None, None) => CLOCK_MS,
    };
    Some(Effect::WakeIn(ms))
}
