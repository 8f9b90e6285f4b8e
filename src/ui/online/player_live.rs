//! The player's own live stream (`/api/v1/players/me/live`), open on every screen while the
//! page has a player and a server: a game paired for them opens its room, a move that becomes
//! theirs elsewhere shows a toast and chimes, a finished game and an invitation refresh their
//! games (an invitation shows a toast too). While it is open the server pushes nothing to this
//! player's browsers: the page tells them itself. A dropped stream opens again after
//! [`RETRY_MS`].

use crate::ui::app::{App, Command};
use crate::ui::online::Online;
use racetrack_api::PlayerEvent;

use super::LiveEvent;
use super::refresh;
use crate::ui::msg::Effect;
use crate::ui::route::Route;
use crate::ui::sound::Sound;

/// How long a dropped player stream waits before it opens again.
pub const RETRY_MS: f64 = 5_000.0;

/// The player's stream as the page keeps it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerLive {
    /// Open or opening.
    pub open: bool,
    /// When it last closed (the page's clock), while closed.
    pub closed_at: Option<f64>,
}

/// After every message: opens the stream when the page has a player and a server answers and
/// it is not open (a while after it dropped); closes it when the player is forgotten.
pub(crate) fn keep(app: &mut App) -> Vec<Effect> {
    let up = app.client.server == super::Server::Up;
    let live = &mut app.client.player_live;
    match &app.client.identity {
        None if live.open => {
            *live = PlayerLive::default();
            vec![Effect::PlayerLiveClose]
        }
        Some(me) if up && !live.open => {
            let now = app.pace.last_now.unwrap_or(0.0);
            if live.closed_at.is_some_and(|at| now < at + RETRY_MS) {
                return Vec::new();
            }
            live.open = true;
            live.closed_at = None;
            vec![Effect::PlayerLiveOpen {
                token: me.token.clone(),
            }]
        }
        _ => Vec::new(),
    }
}

/// What the stream reports.
pub(crate) fn heard(online: &mut Online, app: &mut App, event: LiveEvent) -> Vec<Effect> {
    match event {
        LiveEvent::Opened => Vec::new(),
        LiveEvent::Closed => {
            let now = app.pace.last_now.unwrap_or(0.0);
            app.client.player_live = PlayerLive {
                open: false,
                closed_at: Some(now),
            };
            vec![Effect::WakeIn(RETRY_MS)]
        }
        LiveEvent::Message(text) => match serde_json::from_str::<PlayerEvent>(&text) {
            Ok(event) => event_heard(online, app, event),
            Err(_) => Vec::new(),
        },
    }
}

fn event_heard(online: &mut Online, app: &mut App, event: PlayerEvent) -> Vec<Effect> {
    let here = app.route.clone();
    let in_room = |game: &str| matches!(&here, Route::Online(Some((id, _))) if id == game);
    match event {
        PlayerEvent::Ready { .. } => Vec::new(),
        PlayerEvent::Paired { game, .. } => {
            if online.pairing.take().is_none() || in_room(&game) {
                return refresh::mine(app);
            }
            let mut effects = app.command(Command::Go(Route::Online(Some((game, None)))));
            effects.extend(refresh::mine(app));
            effects
        }
        PlayerEvent::YourMove { game, title, .. } => {
            let mut effects = refresh::mine(app);
            if !in_room(&game) {
                let words = match title {
                    // The server's title is the level's English one: named as the menu names it.
                    Some(title) => {
                        let title =
                            crate::ui::menu::shown_title(&app.menu.levels, &app.words, &title);
                        app.words
                            .with("online-your-move-in", &[("game", title.into())])
                    }
                    None => app.words.get("online-your-move-untitled"),
                };
                app.client.toast = Some(super::Toast::game(words, &game));
                if !app.settings.muted() {
                    effects.push(Effect::Play(Sound::YourMove));
                }
            }
            effects
        }
        PlayerEvent::GameOver { .. } => refresh::mine(app),
        PlayerEvent::Invited { game, by } => {
            if !in_room(&game) {
                let words = app
                    .words
                    .with("online-rematch-asked", &[("name", by.into())]);
                app.client.toast = Some(super::Toast::game(words, &game));
            }
            refresh::mine(app)
        }
        PlayerEvent::TournamentStarted { tournament, name } => {
            let page = Route::Tournaments(Some(tournament));
            if here != page {
                let words = app
                    .words
                    .with("tournaments-began", &[("name", name.into())]);
                app.client.toast = Some(super::Toast { words, opens: page });
            }
            Vec::new()
        }
    }
}
