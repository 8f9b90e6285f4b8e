//! Tournaments (`#/tournaments`, `#/tournaments/ID`): the arenas and Grand Prix series of the
//! game server, upcoming, under way and finished; a tournament's page with its table, its games
//! under way to watch, the player's own state and Join, Pause and Leave; the form that makes one
//! ([`form`]). The list is asked again every few seconds while shown, and so is a tournament
//! unless its live stream tells of each change ([`live`]); a game the player is paired into
//! opens by itself. The screen owns its state; the server's answers come back as
//! [`ApiCall`]s of its own.

pub mod form;
pub mod live;
pub mod view;

use racetrack_api::{EntrantState, TournamentList, TournamentState, TournamentView};
use serde_json::Value;

use crate::ui::app::App;
use crate::ui::app::Command;
use crate::ui::msg::Effect;
use crate::ui::online::Server;
use crate::ui::online::api::{self, ApiCall, Arrival, Method};
use crate::ui::route::Route;

/// How often a shown list or tournament is asked again, in ms.
pub const REFRESH_MS: f64 = 2_000.0;

/// A tournament's page.
#[derive(Clone, Debug, Default)]
pub struct TournamentPage {
    /// Its id.
    pub id: String,
    /// The tournament, once it came.
    pub shown: Option<TournamentView>,
    /// The page's clock when it came (ms), for the countdowns.
    pub shown_at: f64,
    /// Why it cannot be shown.
    pub error: Option<String>,
    /// What became of the player's last step (a refusal, no server).
    pub note: Option<String>,
    /// Leave was pressed: the page asks whether to leave for good.
    pub asking_leave: bool,
}

/// The tournaments' own state.
#[derive(Clone, Debug, Default)]
pub struct Tournaments {
    /// The tournaments listed.
    pub list: Option<TournamentList>,
    /// The page's clock when the list came (ms).
    pub listed_at: f64,
    /// Why the list cannot be shown.
    pub error: Option<String>,
    /// The tournament's page open.
    pub page: Option<TournamentPage>,
    /// When the shown list or page is asked again (the page's clock, ms).
    pub due: Option<f64>,
    /// The games the player was sent into: never opened by themselves again.
    pub opened: Vec<String>,
    /// The form that makes a tournament, while open.
    pub form: Option<form::TournamentForm>,
    /// The shown tournament's live stream.
    pub stream: live::Stream,
}

/// Nothing on the canvas; nothing to do on leaving (the refresh stops with the route).
impl crate::ui::screen::ScreenState for Tournaments {}

/// What the player does on a tournament's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TournamentsInput {
    /// Join the open tournament (or come back to it).
    Join,
    /// Pause: not paired until back.
    Pause,
    /// Ask whether to leave for good.
    Leave,
    /// Yes: leave for good (the points stay).
    LeaveYes,
    /// No: stay.
    LeaveNo,
    /// The form that makes a tournament.
    Form(form::FormInput),
}

/// The page's clock now (0 before the first tick).
fn now(app: &App) -> f64 {
    app.pace.last_now.unwrap_or(0.0)
}

/// Opens the list (`#/tournaments`).
pub(crate) fn open_list(t: &mut Tournaments, app: &mut App) -> Vec<Effect> {
    t.page = None;
    t.due = None;
    ask_list(app)
}

fn ask_list(app: &mut App) -> Vec<Effect> {
    if api::in_flight(app, &ApiCall::Tournaments) {
        return Vec::new();
    }
    vec![api::request(
        app,
        ApiCall::Tournaments,
        Method::Get,
        "/tournaments",
        None,
    )]
}

/// Opens tournament `id`'s page (`#/tournaments/ID`).
pub(crate) fn open_tournament(t: &mut Tournaments, app: &mut App, id: &str) -> Vec<Effect> {
    if t.page.as_ref().is_none_or(|p| p.id != id) {
        t.page = Some(TournamentPage {
            id: id.to_owned(),
            ..TournamentPage::default()
        });
    }
    t.due = None;
    ask_tournament(app, id)
}

pub(crate) fn ask_tournament(app: &mut App, id: &str) -> Vec<Effect> {
    let call = ApiCall::Tournament(id.to_owned());
    if api::in_flight(app, &call) {
        return Vec::new();
    }
    vec![api::request(
        app,
        call,
        Method::Get,
        &format!("/tournaments/{id}"),
        None,
    )]
}

/// The player's input on a tournament's page.
pub(crate) fn input(t: &mut Tournaments, app: &mut App, input: TournamentsInput) -> Vec<Effect> {
    if let TournamentsInput::Form(input) = input {
        return form::input(t, app, input);
    }
    let Some(page) = t.page.as_mut() else {
        return Vec::new();
    };
    if app.client.identity.is_none() {
        page.note = Some(app.words.get("tracks-player-first"));
        return Vec::new();
    }
    let id = page.id.clone();
    page.asking_leave = input == TournamentsInput::Leave;
    let (call, step) = match input {
        TournamentsInput::Join => (ApiCall::TournamentJoin(id.clone()), "join"),
        TournamentsInput::Pause => (ApiCall::TournamentPause(id.clone()), "pause"),
        TournamentsInput::LeaveYes => (ApiCall::TournamentLeave(id.clone()), "leave"),
        TournamentsInput::Leave | TournamentsInput::LeaveNo | TournamentsInput::Form(_) => {
            return Vec::new();
        }
    };
    if api::in_flight(app, &call) {
        return Vec::new();
    }
    page.note = None;
    vec![api::request(
        app,
        call,
        Method::Post,
        &format!("/tournaments/{id}/{step}"),
        None,
    )]
}

/// Whether `call` is one of the tournaments' calls.
pub(crate) fn is_ours(call: &ApiCall) -> bool {
    matches!(
        call,
        ApiCall::Tournaments
            | ApiCall::TournamentMake
            | ApiCall::Tournament(_)
            | ApiCall::TournamentJoin(_)
            | ApiCall::TournamentPause(_)
            | ApiCall::TournamentLeave(_)
    )
}

/// The server's answer to one of the tournaments' calls.
pub(crate) fn answered(
    t: &mut Tournaments,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
) -> Vec<Effect> {
    let value = match api::arrival(app, &call, status, body) {
        Arrival::Body(value) => value,
        Arrival::Empty => Value::Null,
        Arrival::NoAnswer | Arrival::Unreadable if call == ApiCall::TournamentMake => {
            return form::answered(t, app, status, None);
        }
        Arrival::NoAnswer | Arrival::Unreadable => {
            let why = app.words.get("tournaments-no-server");
            match (&call, t.page.as_mut()) {
                (ApiCall::Tournaments, _) => t.error = Some(why),
                (_, Some(page)) if page.shown.is_none() => page.error = Some(why),
                (_, Some(page)) => page.note = Some(why),
                (_, None) => {}
            }
            return Vec::new();
        }
    };
    if call == ApiCall::TournamentMake {
        return form::answered(t, app, status, Some(value));
    }
    let refused = (!api::ok(status)).then(|| api::refusal(&app.words, status, &value));
    let now = now(app);
    match call {
        ApiCall::Tournaments => {
            match refused {
                Some(why) => t.error = Some(why),
                None => {
                    if let Some(list) = api::decoded::<TournamentList>(&value) {
                        t.list = Some(list);
                        t.listed_at = now;
                        t.error = None;
                    }
                }
            }
            Vec::new()
        }
        ApiCall::Tournament(id)
        | ApiCall::TournamentJoin(id)
        | ApiCall::TournamentPause(id)
        | ApiCall::TournamentLeave(id) => {
            let Some(page) = t.page.as_mut().filter(|p| p.id == id) else {
                return Vec::new();
            };
            if let Some(why) = refused {
                if page.shown.is_none() {
                    page.error = Some(why);
                } else {
                    page.note = Some(why);
                }
                return Vec::new();
            }
            let Some(shown) = api::decoded::<TournamentView>(&value) else {
                return Vec::new();
            };
            let next = next_game(&shown).filter(|g| !t.opened.contains(g));
            page.shown = Some(shown);
            page.shown_at = now;
            page.error = None;
            let mut effects = live::answered(t, app, &id);
            // Paired: the game opens by itself (once), while the page is shown.
            if let Some(game) = next.filter(|_| matches!(app.route, Route::Tournaments(Some(_)))) {
                t.opened.push(game.clone());
                effects.extend(app.command(Command::Go(Route::Online(Some((game, None))))));
            }
            effects
        }
        _ => Vec::new(),
    }
}

/// The game `shown`'s viewer plays now, if the tournament is not over.
fn next_game(shown: &TournamentView) -> Option<String> {
    let you = shown.you.as_ref()?;
    let playing = you.state == EntrantState::Playing && shown.state != TournamentState::Over;
    let game = you.game.clone().filter(|_| playing)?;
    // A game the table already counts is over: nothing to open.
    let counted = shown.games.iter().any(|g| g.id == game && g.over);
    (!counted).then_some(game)
}

/// Whether a list or a page is shown and the server answers: then it is asked again.
fn shown(app: &App) -> bool {
    matches!(app.route, Route::Tournaments(_)) && app.client.server == Server::Up
}

/// Asks for a wake-up at the next refresh, when one is due and none is pending.
pub(crate) fn wake(t: &mut Tournaments, app: &mut App) -> Option<Effect> {
    if !shown(app) || t.due.is_some() {
        return None;
    }
    t.due = Some(now(app) + REFRESH_MS);
    Some(Effect::WakeIn(REFRESH_MS))
}

/// The page's clock ticked: the list or the page asked again when due.
pub(crate) fn tick(t: &mut Tournaments, app: &mut App, now_ms: f64) -> Vec<Effect> {
    match t.due {
        Some(due) if now_ms + 1.0 >= due => {
            t.due = None;
            if !shown(app) {
                return Vec::new();
            }
            match t.page.as_ref().map(|p| (p.id.clone(), p.shown_at)) {
                // Its stream tells of each change: asked only now and then, as a safety net.
                Some((_, at)) if t.stream.open && now_ms < at + live::LIVE_REFRESH_MS => Vec::new(),
                Some((id, _)) => ask_tournament(app, &id),
                None => ask_list(app),
            }
        }
        _ => Vec::new(),
    }
}
