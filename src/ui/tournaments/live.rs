//! A tournament's live stream (`/api/v1/tournaments/ID/live`) while its page is shown: each
//! change it tells of (the table, a pairing, a result, the start or the end) has the page ask
//! for the tournament at once, so the page follows it without asking every two seconds; while
//! the stream is open the page asks only every [`LIVE_REFRESH_MS`], as a safety net. A dropped
//! stream opens again after [`RETRY_MS`] (asking every two seconds meanwhile); none is opened
//! for a tournament that is over, and it is closed when the page is left.

use racetrack_api::{TournamentEvent, TournamentState};

use super::Tournaments;
use crate::ui::app::App;
use crate::ui::msg::Effect;
use crate::ui::online::{LiveEvent, Server};
use crate::ui::route::Route;

/// How often a tournament whose stream is open is asked again anyway, in ms.
pub const LIVE_REFRESH_MS: f64 = 30_000.0;

/// How long a dropped stream waits before it opens again, in ms.
pub const RETRY_MS: f64 = 5_000.0;

/// The stream as the page keeps it.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stream {
    /// The tournament it was last opened for.
    pub id: Option<String>,
    /// Opening or open.
    pub active: bool,
    /// It said it is open.
    pub open: bool,
    /// When it last closed by itself (the page's clock).
    pub closed_at: Option<f64>,
    /// A change was told while the tournament was being asked for: it is asked again after.
    pub again: bool,
}

/// The tournament whose page is shown, unless it is over or no server answers.
fn shown_id(t: &Tournaments, app: &App) -> Option<String> {
    let Route::Tournaments(Some(id)) = &app.route else {
        return None;
    };
    let page = t.page.as_ref().filter(|p| &p.id == id)?;
    let over = (page.shown.as_ref()).is_some_and(|s| s.state == TournamentState::Over);
    (app.client.server == Server::Up && !over).then(|| id.clone())
}

/// After every message: opens the stream of the tournament shown (a while after it dropped),
/// and closes it once its page is left or the tournament is over.
pub(crate) fn keep(t: &mut Tournaments, app: &App) -> Vec<Effect> {
    let wanted = shown_id(t, app);
    let now = app.pace.last_now.unwrap_or(0.0);
    let s = &mut t.stream;
    match wanted {
        None if s.active => {
            *s = Stream::default();
            vec![Effect::TournamentLiveClose]
        }
        None => Vec::new(),
        Some(id) if s.active && s.id.as_ref() == Some(&id) => Vec::new(),
        Some(id) => {
            let dropped = s.id.as_ref() == Some(&id) && !s.active;
            if dropped && s.closed_at.is_some_and(|at| now < at + RETRY_MS) {
                return Vec::new();
            }
            *s = Stream {
                id: Some(id.clone()),
                active: true,
                ..Stream::default()
            };
            vec![Effect::TournamentLiveOpen {
                path: format!("/api/v1/tournaments/{id}/live"),
            }]
        }
    }
}

/// What the stream reports.
pub(crate) fn heard(t: &mut Tournaments, app: &mut App, event: LiveEvent) -> Vec<Effect> {
    if !t.stream.active {
        return Vec::new();
    }
    match event {
        LiveEvent::Opened => {
            t.stream.open = true;
            Vec::new()
        }
        LiveEvent::Closed => {
            t.stream.active = false;
            t.stream.open = false;
            t.stream.closed_at = Some(app.pace.last_now.unwrap_or(0.0));
            Vec::new()
        }
        LiveEvent::Message(text) => {
            // Anything it tells of changes the view: the tournament is asked for again.
            let (Ok(_), Some(id)) = (
                serde_json::from_str::<TournamentEvent>(&text),
                t.stream.id.clone(),
            ) else {
                return Vec::new();
            };
            let asked = super::ask_tournament(app, &id);
            t.stream.again |= asked.is_empty();
            asked
        }
    }
}

/// The tournament's view came: asked again when a change was told while it was on its way.
pub(crate) fn answered(t: &mut Tournaments, app: &mut App, id: &str) -> Vec<Effect> {
    if !std::mem::take(&mut t.stream.again) || t.stream.id.as_deref() != Some(id) {
        return Vec::new();
    }
    super::ask_tournament(app, id)
}
