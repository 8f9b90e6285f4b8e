//! A world board's page (`#/leaderboard/KEY`, the key of the track and rules as the page's record
//! tables key them): the top 50 clean runs and the assisted ones apart, bots marked, the
//! player's own rank and best, and the track to play. Reached from the win box, the daily
//! banner and a level's card.

use crate::ui::app::App;
use racetrack::Rules;
use racetrack::top_runs::TrackKey;
use racetrack_api::{BoardEntry, BoardView};

use super::Server;
use super::api::{self, ApiCall, Method};
use crate::ui::msg::Effect;
use crate::ui::route::Route;

/// The board page's own state.
#[derive(Clone, Debug, Default)]
pub struct LeaderboardPage {
    /// The board's key.
    pub key: String,
    /// The track's name, when the page knows it (from where the board was opened).
    pub title: Option<String>,
    /// The server's answer, once it came.
    pub shown: Option<BoardView>,
    /// Why it cannot be shown.
    pub error: Option<String>,
    /// The fragment that plays the board's track (a share link), made once it came.
    pub play: Option<String>,
}

/// The world board's page has no board on the canvas and nothing to do on leaving.
impl crate::ui::screen::ScreenState for LeaderboardPage {}

/// A row of a board as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardRow {
    /// "1", "2"...
    pub rank: String,
    /// The player's name (text), tapped for their profile.
    pub name: String,
    /// "bot" for a bot, else empty.
    pub tag: String,
    /// The name's button's label: "Ann: profile".
    pub profile_label: String,
    /// "12 moves".
    pub moves: String,
    /// The day it was run, `2026-11-27`.
    pub day: String,
    /// Whether it is the asking player's row.
    pub mine: bool,
}

/// The board page as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaderboardView {
    /// "World board: Hairpin".
    pub heading: String,
    /// The rules and how many ran it, or "Asking the server…", or why there is no board.
    pub status: String,
    /// "You: 3rd of 12 with 14 moves", when the player has a run here.
    pub you: Option<String>,
    /// The clean runs, best first.
    pub clean: Vec<LeaderboardRow>,
    /// The assisted runs (the optimal line or a solver shown), best first.
    pub assisted: Vec<LeaderboardRow>,
    /// The fragment that plays the track (a share link), once the board came.
    pub play: Option<String>,
}

/// The board's address for a track under some rules.
pub fn route_for(key: TrackKey) -> Route {
    Route::Leaderboard(key.to_string())
}

/// Whether the page offers world boards: a game server answers here, or the player made
/// their online player on it.
pub fn offered(app: &App) -> bool {
    app.client.identity.is_some() || app.client.server == Server::Up
}

/// Opens the board page of `key`: asked of the server.
pub(crate) fn open(
    board: &mut Option<LeaderboardPage>,
    app: &mut App,
    key: &str,
    open: Option<(TrackKey, &str)>,
) -> Vec<Effect> {
    let title = board
        .as_ref()
        .filter(|b| b.key == key)
        .and_then(|b| b.title.clone())
        .or_else(|| {
            // The game open on this track (the win box's link), else a level's.
            let (open_key, title) = open?;
            (open_key.to_string() == key).then(|| title.to_owned())
        })
        .or_else(|| level_title(app, key));
    *board = Some(LeaderboardPage {
        key: key.to_owned(),
        title,
        ..LeaderboardPage::default()
    });
    vec![api::request(
        app,
        ApiCall::Board(key.to_owned()),
        Method::Get,
        &format!("/boards/{key}"),
        None,
    )]
}

/// The title of the level whose strict record key is `key`.
fn level_title(app: &App, key: &str) -> Option<String> {
    app.menu
        .levels
        .iter()
        .find(|l| l.record_key.is_some_and(|k| k.to_string() == key))
        .map(|l| l.title_in(&app.words))
}

/// Why the board could not be had.
fn failed(board: &mut Option<LeaderboardPage>, key: &str, words: &str) {
    if let Some(page) = board.as_mut().filter(|b| b.key == key) {
        page.error = Some(words.to_owned());
    }
}

/// The server's answer to the board's request (`status` 0: none came): booked in with the
/// client, then shown, or why there is none.
pub(crate) fn arrived(
    board: &mut Option<LeaderboardPage>,
    app: &mut App,
    key: &str,
    status: u16,
    body: &str,
) {
    let came = status != api::NO_ANSWER;
    match api::received(app, &ApiCall::Board(key.to_owned()), status, body) {
        Some(_) => answered(board, &app.words, key, status, body),
        None if came => failed(board, key, &app.words.get("online-no-server")),
        None => {
            let why = app.words.get("board-no-answer");
            failed(board, key, &why)
        }
    }
}

/// The server's answer.
fn answered(
    board: &mut Option<LeaderboardPage>,
    words: &crate::ui::i18n::Words,
    key: &str,
    status: u16,
    body: &str,
) {
    let value: serde_json::Value = serde_json::from_str(body).unwrap_or_default();
    let Some(page) = board.as_mut().filter(|b| b.key == key) else {
        return;
    };
    match serde_json::from_str::<BoardView>(body) {
        Ok(shown) if api::ok(status) => {
            let rules = shown.rules.parse::<Rules>().unwrap_or(Rules::Strict);
            page.play = shown
                .track
                .parse::<racetrack::Track>()
                .ok()
                .and_then(|t| racetrack::link::encode(&t, rules, &[]).ok())
                .map(|link| format!("#{link}"));
            page.shown = Some(shown);
        }
        _ if api::code(status, &value) == Some(racetrack_api::ErrorCode::NotFound) => {
            page.error = Some(words.get("board-empty"));
        }
        _ => page.error = Some(api::refusal(words, status, &value)),
    }
}

/// The board page's view, while it is open. Out of line: the wasm split leaves it out of the
/// menu's part.
#[inline(never)]
pub fn view(
    board: Option<&LeaderboardPage>,
    w: &crate::ui::i18n::Words,
) -> Option<LeaderboardView> {
    let page = board?;
    let heading = match &page.title {
        Some(title) => w.with("board-heading", &[("title", title.into())]),
        None => w.get("title-board"),
    };
    let Some(board) = &page.shown else {
        return Some(LeaderboardView {
            heading,
            status: page.error.clone().unwrap_or_else(|| w.get("online-asking")),
            you: None,
            clean: Vec::new(),
            assisted: Vec::new(),
            play: None,
        });
    };
    // The player's row is the one at their rank, among the runs of their kind.
    let rows = |entries: &[BoardEntry], your_rank: Option<i64>| {
        entries
            .iter()
            .enumerate()
            .map(|(i, e)| LeaderboardRow {
                rank: (i + 1).to_string(),
                name: e.name.clone(),
                tag: if e.bot {
                    w.get("leaderboard-bot")
                } else {
                    String::new()
                },
                profile_label: w.with("profile-label", &[("name", (&e.name).into())]),
                moves: w.with("room-moves", &[("moves", (e.moves.max(0) as usize).into())]),
                day: w.date(
                    &racetrack::date::Date::from_unix_days(e.at.div_euclid(86_400_000)).to_string(),
                ),
                mine: your_rank == Some(i as i64 + 1),
            })
            .collect::<Vec<_>>()
    };
    let (mine_clean, mine_assisted) = match &board.you {
        Some(p) if p.assisted => (None, Some(p.rank)),
        Some(p) => (Some(p.rank), None),
        None => (None, None),
    };
    let rules = board.rules.parse::<Rules>().unwrap_or(Rules::Strict);
    let status = w.with(
        "board-status",
        &[
            ("rules", crate::ui::play_text::rules_words(w, rules).into()),
            ("clean", (board.clean_count.max(0) as usize).into()),
            ("assisted", (board.assisted_count.max(0) as usize).into()),
        ],
    );
    let you = board.you.as_ref().map(|p| {
        let (assisted, of) = if p.assisted {
            ("yes", board.assisted_count)
        } else {
            ("no", board.clean_count)
        };
        w.with(
            "board-you",
            &[
                ("rank", (p.rank.max(0) as usize).into()),
                ("of", (of.max(0) as usize).into()),
                ("assisted", assisted.into()),
                ("moves", (p.moves.max(0) as usize).into()),
            ],
        )
    });
    Some(LeaderboardView {
        heading,
        status,
        you,
        clean: rows(&board.entries, mine_clean),
        assisted: rows(&board.assisted, mine_assisted),
        play: page.play.clone(),
    })
}
