//! What the online screens ask the game server again, and when: the lobby and the games being
//! played every two seconds while the online page shows, your games (and the tracks you
//! published) every minute, the next page of your games.

use crate::ui::app::App;
use crate::ui::online::{Online, Server};
use crate::ui::route::Route;

use super::api::{ApiCall, Arrival, Method, arrival, decoded, in_flight, ok, request};
use crate::ui::msg::Effect;

/// Asks the lobby and the games running now, and your games once you have a player.
pub(crate) fn lists(online: &mut Online, app: &mut App) -> Vec<Effect> {
    let mut effects = public_lists(online, app);
    effects.extend(mine(app));
    effects
}

/// Asks the lobby and the public games running now (each unless already on its way).
fn public_lists(online: &mut Online, app: &mut App) -> Vec<Effect> {
    let mut effects = Vec::new();
    for (call, path) in [
        (ApiCall::Lobby, "/games?state=open"),
        (ApiCall::Running, "/games?state=running"),
    ] {
        if !in_flight(app, &call) {
            effects.push(request(app, call, Method::Get, path, None));
        }
    }
    effects.extend(super::pairing::ask_pool(online, app));
    effects
}

/// How often the online page asks the lobby (and the games being played) again while it
/// shows: a game made or started elsewhere shows within two seconds (each answer is one
/// indexed query and the summaries the server keeps in memory).
pub const LOBBY_EVERY_MS: f64 = 2_000.0;

/// A tick of the page's clock: the lobby is asked again when its refresh is due, while the
/// online page shows.
pub(crate) fn lobby_tick(online: &mut Online, app: &mut App, now_ms: f64) -> Vec<Effect> {
    match online.lobby_due {
        Some(due) if now_ms + 1.0 >= due => {
            online.lobby_due = None;
            if app.route == Route::Online(None) {
                public_lists(online, app)
            } else {
                Vec::new()
            }
        }
        _ => Vec::new(),
    }
}

/// After every message: while the online page shows on a server that answers, one wake-up for
/// the lobby's next refresh (at most one waits at a time).
pub(crate) fn lobby_wake(online: &mut Online, app: &mut App) -> Option<Effect> {
    if app.route != Route::Online(None)
        || app.client.server != Server::Up
        || online.lobby_due.is_some()
    {
        return None;
    }
    let now = app.pace.last_now?;
    online.lobby_due = Some(now + LOBBY_EVERY_MS);
    Some(Effect::WakeIn(LOBBY_EVERY_MS))
}

/// Asks your games, once you have a player, and the tracks you published.
pub(crate) fn mine(app: &mut App) -> Vec<Effect> {
    let Some(me) = app.client.identity.as_ref().map(|i| i.name.clone()) else {
        return Vec::new();
    };
    let mut effects = Vec::new();
    if !in_flight(app, &ApiCall::Mine) {
        effects.push(request(
            app,
            ApiCall::Mine,
            Method::Get,
            "/players/me/games",
            None,
        ));
    }
    if !in_flight(app, &ApiCall::MyPublished) {
        let path = format!("/tracks?sort=new&author={}", super::profile::encode(&me));
        effects.push(request(app, ApiCall::MyPublished, Method::Get, &path, None));
    }
    effects
}

/// The server's list of the tracks the player published (kept for My tracks).
pub(crate) fn published_answered(app: &mut App, status: u16, body: &str) {
    if let Arrival::Body(value) = arrival(app, &ApiCall::MyPublished, status, body) {
        if let (true, Some(list)) = (ok(status), decoded::<racetrack_api::TrackList>(&value)) {
            app.client.published = list.tracks;
        }
    }
}

/// Asks the next page of your games (after those listed), when the server has more.
pub(crate) fn more_mine(online: &mut Online, app: &mut App) -> Vec<Effect> {
    let after = online.mine.len();
    let call = ApiCall::MoreMine(after);
    if app.client.identity.is_none() || !online.mine_more || in_flight(app, &call) {
        return Vec::new();
    }
    let path = format!("/players/me/games?offset={after}");
    vec![request(app, call, Method::Get, &path, None)]
}

/// How often your games are asked again while the page is open on any screen, so the tab's
/// count of games waiting for your move follows the other players' moves.
pub const MINE_EVERY_MS: f64 = 60_000.0;

/// A tick of the page's clock: your games are asked when their refresh is due.
pub(crate) fn mine_tick(online: &mut Online, app: &mut App, now_ms: f64) -> Vec<Effect> {
    match online.mine_due {
        // A wake-up's timer may fire a hair early by the page's clock.
        Some(due) if now_ms + 1.0 >= due => {
            online.mine_due = None;
            mine(app)
        }
        _ => Vec::new(),
    }
}

/// After every message: with a player on a server that answers, one wake-up for the next
/// refresh of your games (at most one waits at a time).
pub(crate) fn mine_wake(online: &mut Online, app: &mut App) -> Option<Effect> {
    if app.client.identity.is_none() || app.client.server != Server::Up || online.mine_due.is_some()
    {
        return None;
    }
    let now = app.pace.last_now?;
    online.mine_due = Some(now + MINE_EVERY_MS);
    Some(Effect::WakeIn(MINE_EVERY_MS))
}
