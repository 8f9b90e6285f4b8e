//! The room's controls over the game: cancel or leave it before the start, resign while it
//! runs (each asked about first), and a rematch once it is over.

use crate::ui::app::App;
use crate::ui::online::Online;
use serde_json::Value;

use super::{Confirm, room_request, view_arrived};
use crate::ui::msg::Effect;
use crate::ui::online::api::{self, ApiCall};
use crate::ui::route::Route;

/// Asks whether to take `step` (cancel or leave the open game, resign the running one).
pub(crate) fn ask(online: &mut Online, step: Confirm) -> Vec<Effect> {
    if let Some(room) = &mut online.room {
        room.confirm = Some(step);
    }
    Vec::new()
}

/// The player said no: nothing is done.
pub(crate) fn keep(online: &mut Online) -> Vec<Effect> {
    if let Some(room) = &mut online.room {
        room.confirm = None;
    }
    Vec::new()
}

/// The player said yes: the step asked about is sent.
pub(crate) fn confirmed(online: &mut Online, app: &mut App) -> Vec<Effect> {
    let Some(step) = online.room.as_mut().and_then(|r| r.confirm.take()) else {
        return Vec::new();
    };
    match step {
        Confirm::Cancel => room_request(online, app, ApiCall::Cancel, "/cancel", None),
        Confirm::Leave => room_request(online, app, ApiCall::Leave, "/leave", None),
        Confirm::Resign => room_request(online, app, ApiCall::Resign, "/resign", None),
    }
}

/// Game `id` was cancelled (by this player): back to the online page, which says so.
pub(crate) fn cancelled(online: &mut Online, app: &mut App, id: &str) -> Vec<Effect> {
    if online.room.as_ref().is_none_or(|r| r.id != id) {
        return Vec::new();
    }
    let mut effects = crate::ui::online::go(online, app, Route::Online(None));
    online.note = Some("You cancelled the game: it is gone.".into());
    effects.extend(api::lists(online, app));
    effects
}

/// A rematch of the finished game: made, or the seat taken in the one made already.
pub(crate) fn rematch(online: &mut Online, app: &mut App) -> Vec<Effect> {
    room_request(online, app, ApiCall::Rematch, "/rematch", None)
}

/// The answer to a resignation or a rematch.
pub(super) fn answered(
    online: &mut Online,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
    value: &Value,
) -> Vec<Effect> {
    match (call, api::ok(status)) {
        (ApiCall::Resign(_), true) => {
            let mut effects = view_arrived(online, app, status, body, value);
            if let Some(room) = &mut online.room {
                room.sent = None;
                room.note = Some("You resigned: your car is out of the race.".into());
            }
            effects.extend(api::mine(app));
            effects
        }
        (ApiCall::Rematch(_), true) => {
            let Some(id) = api::decoded::<racetrack_api::GameView>(value).map(|g| g.id) else {
                return Vec::new();
            };
            let mut effects = crate::ui::online::go(online, app, Route::Online(Some((id, None))));
            effects.extend(view_arrived(online, app, status, body, value));
            effects.extend(api::mine(app));
            effects
        }
        _ => {
            if let Some(room) = &mut online.room {
                room.note = Some(api::refusal(status, value));
            }
            super::ask_view(online, app)
        }
    }
}
