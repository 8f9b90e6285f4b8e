//! "Play now": quick pairing from the online page. The player picks a kind (15, 30 or 60
//! seconds a move, or a day by correspondence) and waits in the server's pool; the page shows
//! the wait, when a bot would take the seat, and a Cancel. While waiting it asks the server
//! where it stands every [`PAIR_EVERY_MS`]; once paired, the game's room opens.

use crate::ui::app::{App, Command};
use crate::ui::i18n::Words;
use crate::ui::online::Online;
use racetrack_api::{PAIRING_SECONDS, PairingState, PairingStatus, PoolKind};
use serde_json::Value;

use super::api::{self, ApiCall, Method};
use super::view::clock_words;
use crate::ui::msg::Effect;
use crate::ui::route::Route;

/// How often the page asks where it stands while it waits.
pub const PAIR_EVERY_MS: f64 = 2_000.0;

/// How many kinds "Play now" offers: one per [`PAIRING_SECONDS`].
pub const PAIR_KINDS: usize = PAIRING_SECONDS.len();

/// The words of kind `i` (an index into [`PAIRING_SECONDS`]): "Live: 30 s a move".
pub fn kind_words(words: &Words, i: usize) -> String {
    match PAIRING_SECONDS.get(i) {
        Some(&seconds) if seconds < 3600 => {
            words.with("pair-kind-live", &[("seconds", seconds.into())])
        }
        _ => words.get("pair-kind-correspondence"),
    }
}

/// The kind chosen: an index into [`PAIRING_SECONDS`] (30 s a move unless chosen).
pub fn kind(online: &Online) -> usize {
    online.pair_kind.unwrap_or(1).min(PAIRING_SECONDS.len() - 1)
}

/// The player's wait in the pool, as the page keeps it.
#[derive(Clone, Debug, Default)]
pub struct Pairing {
    /// The server's last word on it.
    pub state: PairingState,
    /// The page's clock when that word came (ms).
    pub at: Option<f64>,
    /// When the page asks again (the page's clock, ms).
    pub due: Option<f64>,
}

/// "Play now": into the pool for the kind chosen.
pub(crate) fn play_now(online: &mut Online, app: &mut App) -> Vec<Effect> {
    if app.client.identity.is_none() {
        // Said where the name is asked, the field focused (a note at the page's top alone
        // read, on a phone, as a button that did nothing).
        online.note = Some(app.words.get("online-pair-player-first"));
        // The name typed and Make my player pressed, the wait begins: no second press.
        online.play_after_player = true;
        return vec![Effect::Focus(crate::ui::msg::Focus::OnlinePlayer)];
    }
    if api::in_flight(app, &ApiCall::PairJoin) {
        return Vec::new();
    }
    let seconds = PAIRING_SECONDS[kind(online)];
    let body = api::body_of(racetrack_api::PairingRequest {
        rules: "strict".into(),
        move_seconds: seconds,
    });
    vec![api::request(
        app,
        ApiCall::PairJoin,
        Method::Post,
        "/pairing",
        Some(body),
    )]
}

/// "Cancel": out of the pool.
pub(crate) fn cancel(online: &mut Online, app: &mut App) -> Vec<Effect> {
    if online.pairing.is_none() {
        return Vec::new();
    }
    vec![api::request(
        app,
        ApiCall::PairLeave,
        Method::Delete,
        "/pairing",
        None,
    )]
}

/// The server's answer on the wait (to joining, leaving or asking).
pub(crate) fn answered(
    online: &mut Online,
    app: &mut App,
    call: &ApiCall,
    status: u16,
    body: &str,
    value: &Value,
) -> Vec<Effect> {
    if !api::ok(status) {
        online.pairing = None;
        online.note = Some(api::refusal(&app.words, status, value));
        return Vec::new();
    }
    let Ok(state) = serde_json::from_str::<PairingState>(body) else {
        return Vec::new();
    };
    online.pool = state.others.clone();
    match (state.state, state.game.clone()) {
        // Paired while waiting, or at once by the join itself (someone was waiting): the room
        // opens. A late answer after the wait ended (a cancel, the room already opened) does not
        // open it again.
        (PairingStatus::Paired, Some(game))
            if online.pairing.is_some() || *call == ApiCall::PairJoin =>
        {
            online.pairing = None;
            let mut effects = app.command(Command::Go(Route::Online(Some((game, None)))));
            effects.extend(crate::ui::online::refresh::mine(app));
            effects
        }
        (PairingStatus::Waiting, _) => {
            let at = app.pace.last_now;
            online.pairing = Some(Pairing {
                state,
                at,
                due: None,
            });
            Vec::new()
        }
        _ => {
            online.pairing = None;
            Vec::new()
        }
    }
}

/// A tick of the page's clock: asks where the wait stands when it is due.
pub(crate) fn tick(online: &mut Online, app: &mut App, now_ms: f64) -> Vec<Effect> {
    let Some(pairing) = &mut online.pairing else {
        return Vec::new();
    };
    match pairing.due {
        Some(due) if now_ms + 1.0 >= due => {
            pairing.due = None;
            if api::in_flight(app, &ApiCall::PairState) {
                return Vec::new();
            }
            vec![api::request(
                app,
                ApiCall::PairState,
                Method::Get,
                "/pairing",
                None,
            )]
        }
        _ => Vec::new(),
    }
}

/// After every message: while waiting, one wake-up for the next question (and the wait's
/// seconds on the screen).
pub(crate) fn wake(online: &mut Online, app: &mut App) -> Option<Effect> {
    // Before the page's first tick its clock is unknown: the wake-up's tick is then due.
    let now = app.pace.last_now.unwrap_or(0.0);
    let pairing = online.pairing.as_mut()?;
    if pairing.due.is_some() {
        return None;
    }
    pairing.due = Some(now + PAIR_EVERY_MS);
    Some(Effect::WakeIn(PAIR_EVERY_MS))
}

/// What the page says of the wait: how long it has lasted and when a bot would come.
pub fn words(online: &Online, app: &App) -> Option<String> {
    let pairing = online.pairing.as_ref()?;
    let s = &pairing.state;
    let waited_page = match (app.pace.last_now, pairing.at) {
        (Some(now), Some(at)) => (now - at).max(0.0) as i64,
        _ => 0,
    };
    let now = s.now_ms + waited_page;
    let waited = (now - s.since_ms.unwrap_or(now)).max(0) / 1000;
    let w = &app.words;
    let kind = s
        .move_seconds
        .and_then(|m| PAIRING_SECONDS.iter().position(|&k| k == m))
        .map_or_else(String::new, |i| kind_words(w, i));
    let bot = match s.bot_at_ms {
        Some(at) if at > now => {
            let time = clock_words(w, (at - now + 999) / 1000);
            w.with("pair-bot-in", &[("time", time.into())])
        }
        _ => w.get("pair-bot-now"),
    };
    // Halfway to the bot, the server pairs live players across round times (the server's
    // rule: `Games::pair`): who waits for another live time is named.
    let live = |m: i64| m < 3600;
    let rules = s.rules.as_deref().unwrap_or("strict");
    let others: Vec<&PoolKind> = online
        .pool
        .iter()
        .filter(|k| {
            k.rules == rules && live(k.move_seconds) && Some(k.move_seconds) != s.move_seconds
        })
        .collect();
    let across = match (s.move_seconds, s.bot_at_ms, s.since_ms) {
        (Some(m), Some(bot_at), Some(since)) if live(m) && !others.is_empty() => {
            let half = since + (bot_at - since) / 2;
            let when = if now < half {
                let time = clock_words(w, (half - now + 999) / 1000);
                w.with("pair-when-in", &[("time", time.into())])
            } else {
                w.get("pair-when-now")
            };
            w.with(
                "pair-across",
                &[
                    ("others", counted(w, &others).into()),
                    ("when", when.into()),
                ],
            )
        }
        (Some(m), Some(bot_at), Some(since)) if live(m) && now < since + (bot_at - since) / 2 => {
            w.get("pair-across-later")
        }
        _ => String::new(),
    };
    Some(w.with(
        "pair-looking",
        &[
            ("kind", kind.into()),
            ("waited", clock_words(w, waited).into()),
            ("bot", bot.into()),
            ("across", across.into()),
        ],
    ))
}

/// A kind's round time in words: "30 s a move", "a day a move".
fn time_words(words: &Words, move_seconds: i64) -> String {
    match move_seconds {
        86_400 => words.get("pair-time-day"),
        m => words.with("pair-time-seconds", &[("seconds", m.into())]),
    }
}

/// Who waits, kind by kind: "1 player for 30 s a move, 2 players for a day a move".
fn counted(words: &Words, kinds: &[&PoolKind]) -> String {
    let parts: Vec<String> = kinds
        .iter()
        .map(|k| {
            words.with(
                "pair-counted",
                &[
                    ("players", (k.players as usize).into()),
                    ("time", time_words(words, k.move_seconds).into()),
                    ("soft", if k.rules == "soft" { "yes" } else { "no" }.into()),
                ],
            )
        })
        .collect();
    parts.join(", ")
}

/// Asks who waits in the pool, with the lobby, while the player has a player and does not
/// wait (the wait's own questions answer it then).
pub(crate) fn ask_pool(online: &mut Online, app: &mut App) -> Vec<Effect> {
    if app.client.identity.is_none()
        || online.pairing.is_some()
        || api::in_flight(app, &ApiCall::Pool)
    {
        return Vec::new();
    }
    vec![api::request(
        app,
        ApiCall::Pool,
        Method::Get,
        "/pairing",
        None,
    )]
}

/// The server's answer on who waits: kept for the words; the player's own wait is left to
/// the wait's questions (this answer may be older than a Play now).
pub(crate) fn pool_answered(online: &mut Online, status: u16, body: &str) -> Vec<Effect> {
    match serde_json::from_str::<PairingState>(body) {
        Ok(state) if api::ok(status) => online.pool = state.others,
        _ => online.pool.clear(),
    }
    Vec::new()
}

/// What the page says of who waits in the pool, while the player does not: "Waiting now: 1
/// player for 30 s a move." `None` when nobody waits.
pub fn pool_words(online: &Online, app: &App) -> Option<String> {
    if online.pairing.is_some() || app.client.identity.is_none() {
        return None;
    }
    let kinds: Vec<&PoolKind> = online.pool.iter().filter(|k| k.players > 0).collect();
    (!kinds.is_empty()).then(|| {
        app.words.with(
            "pair-pool",
            &[("counted", counted(&app.words, &kinds).into())],
        )
    })
}
