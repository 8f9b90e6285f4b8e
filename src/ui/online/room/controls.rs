//! The room's controls over the game: cancel or leave it before the start, resign while it
//! runs (each asked about first), and a rematch once it is over.

use super::GameRoom;
use crate::ui::app::{App, Command};
use serde_json::Value;

use super::{Confirm, room_request, view_arrived};
use crate::ui::msg::Effect;
use crate::ui::online::api::{self, ApiCall};

/// Asks whether to take `step` (cancel or leave the open game, resign the running one).
pub(crate) fn ask(slot: &mut Option<GameRoom>, step: Confirm) -> Vec<Effect> {
    if let Some(room) = slot {
        room.confirm = Some(step);
    }
    Vec::new()
}

/// The player said no: nothing is done.
pub(crate) fn keep(slot: &mut Option<GameRoom>) -> Vec<Effect> {
    if let Some(room) = slot {
        room.confirm = None;
    }
    Vec::new()
}

/// The player said yes: the step asked about is sent.
pub(crate) fn confirmed(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    let Some(step) = slot.as_mut().and_then(|r| r.confirm.take()) else {
        return Vec::new();
    };
    match step {
        Confirm::Cancel => room_request(slot, app, ApiCall::Cancel, "/cancel", None),
        Confirm::Leave => room_request(slot, app, ApiCall::Leave, "/leave", None),
        Confirm::Resign => room_request(slot, app, ApiCall::Resign, "/resign", None),
    }
}

/// Game `id` was cancelled (by this player): back to the online page, which says so.
pub(crate) fn cancelled(slot: &mut Option<GameRoom>, app: &mut App, id: &str) -> Vec<Effect> {
    if slot.as_ref().is_none_or(|r| r.id != id) {
        return Vec::new();
    }
    app.command(Command::OnlineHome {
        note: app.words.get("room-cancelled"),
    })
}

/// A rematch of the finished game: made, or the seat taken in the one made already.
pub(crate) fn rematch(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    room_request(slot, app, ApiCall::Rematch, "/rematch", None)
}

/// The answer to a resignation or a rematch.
pub(super) fn answered(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
    value: &Value,
) -> Vec<Effect> {
    match (call, api::ok(status)) {
        (ApiCall::Resign(_), true) => {
            let mut effects = view_arrived(slot, app, status, body, value);
            if let Some(room) = slot {
                room.sent = None;
                room.note = Some(app.words.get("room-resigned"));
            }
            effects.extend(crate::ui::online::refresh::mine(app));
            effects
        }
        (ApiCall::Rematch(_), true) => {
            let Some(id) = api::decoded::<racetrack_api::GameView>(value).map(|g| g.id) else {
                return Vec::new();
            };
            let mut effects = super::go(slot, app, &id);
            effects.extend(view_arrived(slot, app, status, body, value));
            effects.extend(crate::ui::online::refresh::mine(app));
            effects
        }
        _ => {
            if let Some(room) = slot {
                room.note = Some(api::refusal(&app.words, status, value));
            }
            super::ask_view(slot, app)
        }
    }
}
