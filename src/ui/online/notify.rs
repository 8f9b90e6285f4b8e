//! "Tell me when it is my move": Web Push from the online page. Turned on, the page asks the
//! server's key, the browser for permission and a push subscription, and gives it to the server;
//! the service worker then shows "Your move in <track>" even with the tab closed. Permission is
//! asked only when the player turns this on, never at the first visit. The choice is kept with
//! the player on this device.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD_INDIFFERENT as B64;
use serde_json::Value;

use super::api::{self, ApiCall, Method};
use crate::ui::model::Model;
use crate::ui::msg::Effect;

/// Why the browser gave no subscription.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PushRefusal {
    /// The player (or the browser's settings) refused notifications.
    Denied,
    /// This browser has no push (or no service worker: not https, or a private window).
    Unsupported,
    /// The browser or its push service failed, in its words.
    Failed(String),
}

/// The switch: on asks for the key (then permission and a subscription), off unsubscribes.
pub(crate) fn switch(model: &mut Model, on: bool) -> Vec<Effect> {
    let Some(me) = &mut model.online.identity else {
        model.online.note = Some("Make your player first: a name is all it takes.".into());
        return Vec::new();
    };
    if !on {
        me.notify = false;
        let stored = super::store(me);
        model.online.note = Some("No more notifications on this device.".into());
        return vec![Effect::PushUnsubscribe, stored];
    }
    if api::in_flight(model, &ApiCall::PushKey) {
        return Vec::new();
    }
    model.online.notify_asking = true;
    vec![api::request(
        model,
        ApiCall::PushKey,
        Method::Get,
        "/push/key",
        None,
    )]
}

/// The server's key, or its answer to the subscription.
pub(crate) fn answered(
    model: &mut Model,
    call: ApiCall,
    status: u16,
    value: &Value,
) -> Vec<Effect> {
    if !api::ok(status) {
        return refused(model, api::refusal(status, value));
    }
    let key = api::decoded::<racetrack_api::PushKey>(value).map(|k| B64.decode(k.key));
    match (call, key) {
        (ApiCall::PushKey, Some(Ok(key))) if key.len() == 65 => vec![Effect::PushSubscribe { key }],
        _ => refused(model, "the server's push key is not one".into()),
    }
}

/// What the browser said: the subscription goes to the server.
pub(crate) fn subscribed(model: &mut Model, result: Result<String, PushRefusal>) -> Vec<Effect> {
    let json = match result {
        Ok(json) => json,
        Err(PushRefusal::Denied) => {
            return refused(
                model,
                "notifications are blocked for this site in the browser's settings".into(),
            );
        }
        Err(PushRefusal::Unsupported) => {
            return refused(model, "this browser cannot receive them here".into());
        }
        Err(PushRefusal::Failed(why)) => {
            return refused(
                model,
                format!(
                    "the browser's push service did not take the subscription (it said: {why})"
                ),
            );
        }
    };
    let Ok(body) = serde_json::from_str::<Value>(&json) else {
        return refused(model, "the browser's subscription is not JSON".into());
    };
    vec![api::request(
        model,
        ApiCall::PushSubscribe,
        Method::Post,
        "/players/me/push",
        Some(body),
    )]
}

/// The server kept the subscription: on.
pub(crate) fn kept(model: &mut Model) -> Vec<Effect> {
    model.online.notify_asking = false;
    let Some(me) = &mut model.online.identity else {
        return Vec::new();
    };
    me.notify = true;
    model.online.note =
        Some("You will be told when it is your move, even with this tab closed.".into());
    vec![super::store(me)]
}

/// After making or joining a game of `move_seconds` a move: a correspondence game (an hour a
/// move or more) asks to turn notifications on, unless they are on or were refused here.
pub(crate) fn offer(model: &mut Model, move_seconds: i64) -> Vec<Effect> {
    let on = model.online.identity.as_ref().is_none_or(|me| me.notify);
    if move_seconds < 3600 || on || model.online.notify_refused || model.online.notify_asking {
        return Vec::new();
    }
    switch(model, true)
}

fn refused(model: &mut Model, why: String) -> Vec<Effect> {
    model.online.notify_refused = true;
    model.online.notify_asking = false;
    model.online.note = Some(format!("Notifications could not be turned on: {why}."));
    Vec::new()
}
