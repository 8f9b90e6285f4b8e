//! "Tell me when it is my move": Web Push from the online page. Turned on, the page asks the
//! server's key, the browser for permission and a push subscription, and gives it to the server;
//! the service worker then shows "Your move in <track>" even with the tab closed. Permission is
//! asked only when the player turns this on, never at the first visit. The choice is kept with
//! the player on this device.

use crate::ui::app::App;
use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD_INDIFFERENT as B64;
use serde_json::Value;

use super::api::{self, ApiCall, Method};
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
pub(crate) fn switch(note: &mut Option<String>, app: &mut App, on: bool) -> Vec<Effect> {
    let Some(me) = &mut app.client.identity else {
        *note = Some(app.words.get("online-player-first"));
        return Vec::new();
    };
    if !on {
        me.notify = false;
        let stored = super::store(me);
        *note = Some(app.words.get("notify-off"));
        return vec![Effect::PushUnsubscribe, stored];
    }
    if api::in_flight(app, &ApiCall::PushKey) {
        return Vec::new();
    }
    app.client.notify_asking = true;
    vec![api::request(
        app,
        ApiCall::PushKey,
        Method::Get,
        "/push/key",
        None,
    )]
}

/// The server's key, or its answer to the subscription.
pub(crate) fn answered(
    note: &mut Option<String>,
    app: &mut App,
    call: ApiCall,
    status: u16,
    value: &Value,
) -> Vec<Effect> {
    if !api::ok(status) {
        return refused(note, app, api::refusal(&app.words, status, value));
    }
    let key = api::decoded::<racetrack_api::PushKey>(value).map(|k| B64.decode(k.key));
    match (call, key) {
        (ApiCall::PushKey, Some(Ok(key))) if key.len() == 65 => vec![Effect::PushSubscribe { key }],
        _ => {
            let why = app.words.get("notify-why-key");
            refused(note, app, why)
        }
    }
}

/// What the browser said: the subscription goes to the server.
pub(crate) fn subscribed(
    note: &mut Option<String>,
    app: &mut App,
    result: Result<String, PushRefusal>,
) -> Vec<Effect> {
    let json = match result {
        Ok(json) => json,
        Err(PushRefusal::Denied) => {
            let why = app.words.get("notify-why-blocked");
            return refused(note, app, why);
        }
        Err(PushRefusal::Unsupported) => {
            let why = app.words.get("notify-why-unsupported");
            return refused(note, app, why);
        }
        Err(PushRefusal::Failed(why)) => {
            let why = app.words.with("notify-why-failed", &[("why", why.into())]);
            return refused(note, app, why);
        }
    };
    let Ok(body) = serde_json::from_str::<Value>(&json) else {
        let why = app.words.get("notify-why-json");
        return refused(note, app, why);
    };
    vec![api::request(
        app,
        ApiCall::PushSubscribe,
        Method::Post,
        "/players/me/push",
        Some(body),
    )]
}

/// The server kept the subscription: on.
pub(crate) fn kept(note: &mut Option<String>, app: &mut App) -> Vec<Effect> {
    app.client.notify_asking = false;
    let Some(me) = &mut app.client.identity else {
        return Vec::new();
    };
    me.notify = true;
    *note = Some(app.words.get("notify-on"));
    vec![super::store(me)]
}

/// After making or joining a game of `move_seconds` a move: a correspondence game (an hour a
/// move or more) asks to turn notifications on, unless they are on or were refused here.
pub(crate) fn offer(note: &mut Option<String>, app: &mut App, move_seconds: i64) -> Vec<Effect> {
    let on = app.client.identity.as_ref().is_none_or(|me| me.notify);
    if move_seconds < 3600 || on || app.client.notify_refused || app.client.notify_asking {
        return Vec::new();
    }
    switch(note, app, true)
}

fn refused(note: &mut Option<String>, app: &mut App, why: String) -> Vec<Effect> {
    app.client.notify_refused = true;
    app.client.notify_asking = false;
    *note = Some(app.words.with("notify-failed", &[("why", why.into())]));
    Vec::new()
}
