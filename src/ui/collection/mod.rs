//! The track collection (`#/tracks`, `#/tracks/ID`): the tracks players published, in a grid of
//! cards sorted, searched and filtered, more on asking; a track's page with its picture, words,
//! optimum, stars to vote with, its world board's best runs and what to do with it (play it,
//! watch the solvers, its board, share it, report it). The screen owns its state; the server's
//! answers come back as [`ApiCall`]s of its own.

pub mod publish;
pub mod view;

use racetrack::Rules;
use racetrack_api::{BoardView, TRACKS_PER_PAGE, TrackList, TrackSummary, TrackView};
use serde_json::Value;

use crate::ui::app::App;
use crate::ui::msg::Effect;
use crate::ui::online::api::{self, ApiCall, Arrival, Method};

/// The orders of the list, as the API names them.
pub const SORTS: [&str; 5] = ["top", "new", "played", "short", "long"];

/// What the list asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Filter {
    /// One of [`SORTS`].
    pub sort: &'static str,
    /// The search's words.
    pub q: String,
    /// Start points (`None`: any).
    pub starts: Option<u8>,
    /// Checkpoints: with, without, or either.
    pub checkpoints: Option<bool>,
    /// One of [`SIZES`], or any size.
    pub size: Option<&'static str>,
}

/// The sizes the list filters by, as the API names them.
pub const SIZES: [&str; 3] = ["small", "medium", "large"];

impl Default for Filter {
    fn default() -> Filter {
        Filter {
            sort: SORTS[0],
            q: String::new(),
            starts: None,
            checkpoints: None,
            size: None,
        }
    }
}

impl Filter {
    /// Whether the list is narrowed (searched or filtered; an order narrows nothing).
    pub fn narrowed(&self) -> bool {
        !self.q.trim().is_empty()
            || self.starts.is_some()
            || self.checkpoints.is_some()
            || self.size.is_some()
    }

    /// The list's address under the API, from `offset`.
    fn path(&self, offset: usize) -> String {
        let mut path = format!("/tracks?sort={}", self.sort);
        let q = self.q.trim();
        if !q.is_empty() {
            path.push_str("&q=");
            path.push_str(&crate::ui::online::profile::encode(q));
        }
        if let Some(n) = self.starts {
            path.push_str(&format!("&starts={n}"));
        }
        if let Some(with) = self.checkpoints {
            path.push_str(&format!("&checkpoints={with}"));
        }
        if let Some(size) = self.size {
            path.push_str(&format!("&size={size}"));
        }
        if offset > 0 {
            path.push_str(&format!("&offset={offset}"));
        }
        path
    }
}

/// An open track's page.
#[derive(Clone, Debug, Default)]
pub struct TrackPage {
    /// The track's id.
    pub id: String,
    /// The server's view of it, once it came.
    pub shown: Option<TrackView>,
    /// Its world board, once it came (none: nobody ran it yet).
    pub board: Option<BoardView>,
    /// Why it cannot be shown.
    pub error: Option<String>,
    /// What the last vote or report came to.
    pub note: Option<String>,
    /// Whether the report box is open, and its reason.
    pub report: Option<String>,
}

/// The collection's own state.
#[derive(Clone, Debug, Default)]
pub struct Collection {
    /// What the list asks for.
    pub filter: Filter,
    /// The tracks listed so far (pages appended).
    pub tracks: Vec<TrackSummary>,
    /// Whether more follow.
    pub more: bool,
    /// Whether a list was answered since the filter last changed.
    pub listed: bool,
    /// Why the list cannot be shown.
    pub error: Option<String>,
    /// How many times the list was asked from the start: the answers of the latest only count.
    pub asked: u32,
    /// The track's page open (`#/tracks/ID`).
    pub page: Option<TrackPage>,
}

/// The collection has no board on the canvas and nothing to do on leaving.
impl crate::ui::screen::ScreenState for Collection {}

/// What the player does on the collection's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TracksInput {
    /// The order chosen (its value; another changes nothing).
    Sort(String),
    /// The search's text typed.
    Search(String),
    /// The start points chosen (`""`: any).
    Starts(String),
    /// Checkpoints: `"with"`, `"without"` or `""` (either).
    Checkpoints(String),
    /// The size: one of [`SIZES`] or `""` (any).
    Size(String),
    /// The next 30.
    More,
    /// Stars for the open track (0: the vote taken back).
    Vote(u8),
    /// The report box opened.
    AskReport,
    /// The report's reason typed.
    ReportTyped(String),
    /// The report sent.
    SendReport,
    /// The report box closed unsent.
    CancelReport,
    /// The track page's address copied.
    Share,
    /// The track opened and the online form made ready on it.
    RaceOnline,
    /// The track opened in a race against the AI drivers.
    RaceAi,
}

impl Collection {
    /// The share link (without `#`) that plays the open track, once it came.
    pub(crate) fn play_link(&self) -> Option<String> {
        play_link(self.page.as_ref()?.shown.as_ref()?)
    }
}

/// What became of copying the track page's address.
pub(crate) fn copied(
    c: &mut Collection,
    app: &mut App,
    result: &Result<(), crate::ui::msg::CopyRefusal>,
) {
    let words = app.words.get(match result {
        Ok(()) => "tracks-copied",
        Err(_) => "tracks-not-copied",
    });
    if let Some(page) = c.page.as_mut() {
        page.note = Some(words.clone());
    }
    app.announce(words);
}

/// Opens the list (`#/tracks`): asked again from the start.
pub(crate) fn open_list(c: &mut Collection, app: &mut App) -> Vec<Effect> {
    c.page = None;
    ask(c, app, 0)
}

/// Opens track `id`'s page (`#/tracks/ID`).
pub(crate) fn open_track(c: &mut Collection, app: &mut App, id: &str) -> Vec<Effect> {
    if c.page
        .as_ref()
        .is_some_and(|p| p.id == id && p.shown.is_some())
    {
        return Vec::new();
    }
    c.page = Some(TrackPage {
        id: id.to_owned(),
        ..TrackPage::default()
    });
    vec![api::request(
        app,
        ApiCall::Track(id.to_owned()),
        Method::Get,
        &format!("/tracks/{id}"),
        None,
    )]
}

/// Asks for the list from `offset`.
fn ask(c: &mut Collection, app: &mut App, offset: usize) -> Vec<Effect> {
    if offset == 0 {
        c.tracks.clear();
        c.more = false;
        c.listed = false;
        c.error = None;
        c.asked += 1;
    }
    let call = ApiCall::Tracks {
        offset,
        asked: c.asked,
    };
    if offset > 0 && api::in_flight(app, &call) {
        return Vec::new();
    }
    vec![api::request(
        app,
        call,
        Method::Get,
        &c.filter.path(offset),
        None,
    )]
}

/// The player's input on the collection's screen.
pub(crate) fn input(c: &mut Collection, app: &mut App, input: TracksInput) -> Vec<Effect> {
    match input {
        TracksInput::Sort(value) => match SORTS.iter().find(|s| **s == value) {
            Some(sort) if *sort != c.filter.sort => {
                c.filter.sort = sort;
                ask(c, app, 0)
            }
            _ => Vec::new(),
        },
        TracksInput::Search(q) => {
            let q: String = q.chars().take(100).collect();
            if q.trim() == c.filter.q.trim() {
                c.filter.q = q;
                return Vec::new();
            }
            c.filter.q = q;
            ask(c, app, 0)
        }
        TracksInput::Starts(value) => {
            let starts = value.parse::<u8>().ok().filter(|n| (1..=9).contains(n));
            if starts == c.filter.starts {
                return Vec::new();
            }
            c.filter.starts = starts;
            ask(c, app, 0)
        }
        TracksInput::Checkpoints(value) => {
            let with = match value.as_str() {
                "with" => Some(true),
                "without" => Some(false),
                _ => None,
            };
            if with == c.filter.checkpoints {
                return Vec::new();
            }
            c.filter.checkpoints = with;
            ask(c, app, 0)
        }
        TracksInput::Size(value) => {
            let size = SIZES.iter().copied().find(|s| *s == value);
            if size == c.filter.size {
                return Vec::new();
            }
            c.filter.size = size;
            ask(c, app, 0)
        }
        TracksInput::More if c.more => ask(c, app, c.tracks.len()),
        TracksInput::More => Vec::new(),
        TracksInput::Vote(stars) => vote(c, app, stars),
        TracksInput::AskReport => {
            if let Some(page) = c.page.as_mut() {
                page.report = Some(String::new());
            }
            Vec::new()
        }
        TracksInput::ReportTyped(reason) => {
            if let Some(page) = c.page.as_mut().filter(|p| p.report.is_some()) {
                page.report = Some(reason.chars().take(500).collect());
            }
            Vec::new()
        }
        TracksInput::CancelReport => {
            if let Some(page) = c.page.as_mut() {
                page.report = None;
            }
            Vec::new()
        }
        TracksInput::SendReport => report(c, app),
        TracksInput::Share => match c.page.as_ref() {
            Some(page) => vec![Effect::Copy {
                text: format!("{}#/tracks/{}", app.base_url, page.id),
                by: crate::ui::msg::Copier::Track,
            }],
            None => Vec::new(),
        },
        // The dispatcher's: it opens the track, and the online form or the race.
        TracksInput::RaceOnline | TracksInput::RaceAi => Vec::new(),
    }
}

/// Sends the player's stars for the open track (0: takes the vote back).
fn vote(c: &mut Collection, app: &mut App, stars: u8) -> Vec<Effect> {
    let Some(page) = c.page.as_mut() else {
        return Vec::new();
    };
    if app.client.identity.is_none() {
        page.note = Some(app.words.get("tracks-player-first"));
        return Vec::new();
    }
    let call = ApiCall::TrackVote(page.id.clone());
    if api::in_flight(app, &call) {
        return Vec::new();
    }
    let path = format!("/tracks/{}/vote", page.id);
    page.note = None;
    match stars {
        1..=5 => vec![api::request(
            app,
            call,
            Method::Put,
            &path,
            Some(serde_json::json!({"stars": stars})),
        )],
        _ => vec![api::request(app, call, Method::Delete, &path, None)],
    }
}

/// Sends the open report.
fn report(c: &mut Collection, app: &mut App) -> Vec<Effect> {
    let Some(page) = c.page.as_mut() else {
        return Vec::new();
    };
    let Some(reason) = page.report.clone() else {
        return Vec::new();
    };
    if app.client.identity.is_none() {
        page.note = Some(app.words.get("tracks-player-first"));
        return Vec::new();
    }
    if reason.trim().is_empty() {
        page.note = Some(app.words.get("tracks-report-empty"));
        return Vec::new();
    }
    let call = ApiCall::TrackReport(page.id.clone());
    if api::in_flight(app, &call) {
        return Vec::new();
    }
    let path = format!("/tracks/{}/report", page.id);
    vec![api::request(
        app,
        call,
        Method::Post,
        &path,
        Some(serde_json::json!({"reason": reason})),
    )]
}

/// The server's answer to one of the collection's calls.
pub(crate) fn answered(
    c: &mut Collection,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
) -> Vec<Effect> {
    let arrival = api::arrival(app, &call, status, body);
    let value = match arrival {
        Arrival::Body(value) => value,
        Arrival::Empty => Value::Null,
        Arrival::NoAnswer | Arrival::Unreadable => {
            let why = app.words.get("tracks-no-server");
            match call {
                ApiCall::Tracks { asked, .. } if asked == c.asked => c.error = Some(why),
                ApiCall::Tracks { .. } => {}
                _ => {
                    if let Some(page) = c.page.as_mut() {
                        if page.shown.is_none() {
                            page.error = Some(why);
                        } else {
                            page.note = Some(why);
                        }
                    }
                }
            }
            return Vec::new();
        }
    };
    let refused = (!api::ok(status)).then(|| api::refusal(&app.words, status, &value));
    match call {
        ApiCall::Tracks { asked, .. } if asked != c.asked => Vec::new(),
        ApiCall::Tracks { offset, .. } => {
            if let Some(why) = refused {
                c.error = Some(why);
                return Vec::new();
            }
            let Some(list) = api::decoded::<TrackList>(&value) else {
                return Vec::new();
            };
            // A page that does not follow what is shown (asked twice) is not added.
            if offset != c.tracks.len() && offset != 0 {
                return Vec::new();
            }
            if offset == 0 {
                c.tracks.clear();
            }
            c.tracks
                .extend(list.tracks.into_iter().take(TRACKS_PER_PAGE));
            c.more = list.more;
            c.listed = true;
            c.error = None;
            Vec::new()
        }
        ApiCall::Track(id) | ApiCall::TrackVote(id) => {
            let Some(page) = c.page.as_mut().filter(|p| p.id == id) else {
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
            let Some(shown) = api::decoded::<TrackView>(&value) else {
                return Vec::new();
            };
            // Its board exists once a run was sent on it (a play): not asked before, which
            // would only be a 404.
            let first = page.shown.is_none() && shown.summary.plays > 0;
            let key = shown.summary.board.clone();
            page.shown = Some(shown);
            page.error = None;
            if first {
                return vec![api::request(
                    app,
                    ApiCall::TrackBoard(key.clone()),
                    Method::Get,
                    &format!("/boards/{key}"),
                    None,
                )];
            }
            Vec::new()
        }
        ApiCall::TrackBoard(key) => {
            if let Some(page) = c.page.as_mut() {
                let fits = page.shown.as_ref().is_some_and(|s| s.summary.board == key);
                if fits && refused.is_none() {
                    page.board = api::decoded::<BoardView>(&value);
                }
            }
            Vec::new()
        }
        ApiCall::TrackReport(id) => {
            if let Some(page) = c.page.as_mut().filter(|p| p.id == id) {
                match refused {
                    Some(why) => page.note = Some(why),
                    None => {
                        page.report = None;
                        page.note = Some(app.words.get("tracks-reported"));
                    }
                }
            }
            Vec::new()
        }
        _ => Vec::new(),
    }
}

/// The share link that plays `track` (its text, rules and name): the game's own address for it.
pub(crate) fn play_link(shown: &TrackView) -> Option<String> {
    let rules = shown.summary.rules.parse::<Rules>().ok()?;
    let track = shown.track.parse::<racetrack::Track>().ok()?;
    racetrack::link::encode_with_name(&track, rules, &[], &shown.summary.name).ok()
}
