//! The tournaments' screen as the page shows it: the list (upcoming with a countdown, under
//! way, finished), or a tournament's page (its table with flames, the games under way to
//! watch, the player's state and buttons, the podium at the end). Every word from the
//! catalogs; names passed on as text.

use racetrack_api::{EntrantState, TournamentKind, TournamentState, TournamentSummary};

use super::{TournamentPage, Tournaments};
use crate::ui::app::App;
use crate::ui::i18n::Words;
use crate::ui::online::view::clock_words;

/// A tournament of the list: a link to its page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListRow {
    /// `#/tournaments/ID`.
    pub href: String,
    /// Its name (text).
    pub name: String,
    /// "Arena · 4 players".
    pub about: String,
    /// "Starts in 3:12", "Ends in 8:40", "Finished".
    pub when: String,
}

/// The list's three parts, each with its heading's words and rows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListView {
    /// "3 tournaments", "Asking the server…", none yet, or why there is no list.
    pub status: String,
    /// Under way, upcoming, finished: (heading, rows), the empty ones left out.
    pub parts: Vec<(String, Vec<ListRow>)>,
}

/// A row of a tournament's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableRow {
    /// "1".
    pub rank: String,
    /// The player's name (text).
    pub name: String,
    /// "bot", "left", or nothing.
    pub mark: String,
    /// On a streak: the flame's words for a screen reader.
    pub flame: Option<String>,
    /// "12".
    pub points: String,
    /// "5".
    pub games: String,
    /// "3".
    pub wins: String,
    /// The viewer's own row.
    pub mine: bool,
}

/// A game under way, to watch.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameLink {
    /// `#/online/ID`.
    pub href: String,
    /// "Ann – Bob".
    pub players: String,
}

/// A tournament's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PageView {
    /// Its name (text), or "Asking the server…" before it came.
    pub name: String,
    /// "Arena · 30 minutes · strict · 30 seconds a move · rated".
    pub about: String,
    /// "Starts in 3:12", "Ends in 8:40", "Next race in 0:45", "Finished".
    pub when: String,
    /// Where the player stands ("You wait for your next opponent."), or how to take part.
    pub you: String,
    /// The buttons' words, each when it applies.
    pub join: Option<String>,
    /// See `join`.
    pub pause: Option<String>,
    /// See `join`.
    pub leave: Option<String>,
    /// The viewer's game under way, to go back to.
    pub my_game: Option<GameLink>,
    /// Asking whether to leave for good: (question, yes, no).
    pub confirm_leave: Option<(String, String, String)>,
    /// "3 of 20 players".
    pub seats: String,
    /// "Tracks: First circuit · Hairpin", in the order raced.
    pub tracks: String,
    /// The table's games column: "Games" (an arena) or "Races" (a Grand Prix).
    pub games_column: String,
    /// The table, first place first.
    pub rows: Vec<TableRow>,
    /// "Nobody has joined yet.", when the table is empty.
    pub empty: Option<String>,
    /// The games under way.
    pub games: Vec<GameLink>,
    /// The latest games over, each with its result ("1. Ann · 2. Bob"; a Grand Prix's with
    /// its race), to watch again.
    pub finished: Vec<GameLink>,
    /// At the end: the first three places, "1. Ann".
    pub podium: Vec<String>,
    /// What became of the last step, or why the tournament cannot be shown.
    pub note: Option<String>,
}

/// The tournaments' screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentsView {
    /// The list, unless a tournament's page is open.
    pub list: Option<ListView>,
    /// The form that makes one, while open over the list.
    pub form: Option<super::form::FormView>,
    /// The open tournament's page.
    pub page: Option<PageView>,
}

/// The games over a tournament's page lists, the latest first.
pub const FINISHED_SHOWN: usize = 10;

/// A game's result: its players by place ("1. Ann · 2. Bob", a car that did not finish last),
/// a Grand Prix's race named first.
fn result(w: &Words, g: &racetrack_api::TournamentGame, arena: bool) -> String {
    let mut by_place: Vec<(Option<u32>, &str)> = (g.players.iter())
        .enumerate()
        .map(|(i, name)| (g.places.get(i).copied().flatten(), name.as_str()))
        .collect();
    by_place.sort_by_key(|(place, _)| place.unwrap_or(u32::MAX));
    let places: Vec<String> = by_place
        .iter()
        .map(|(place, name)| match place {
            Some(p) => format!("{p}. {name}"),
            None => w.with("tournaments-did-not-finish", &[("name", (*name).into())]),
        })
        .collect();
    let places = places.join(" · ");
    match arena {
        true => places,
        false => w.with(
            "tournaments-race-result",
            // Its race, from 1 (the API counts from 0).
            &[("n", (g.race + 1).into()), ("places", places.into())],
        ),
    }
}

/// "Arena" or "Grand Prix".
fn kind(w: &Words, kind: TournamentKind) -> String {
    w.get(match kind {
        TournamentKind::Arena => "tournaments-arena",
        TournamentKind::GrandPrix => "tournaments-grand-prix",
    })
}

/// "8 min 30 s", "45 s", or the hours and days of a longer wait.
fn countdown(w: &Words, seconds: i64) -> String {
    match seconds {
        s if s < 60 => w.with("tournaments-clock-seconds", &[("s", s.into())]),
        s if s < 3600 => w.with(
            "tournaments-clock-minutes",
            &[("m", (s / 60).into()), ("s", (s % 60).into())],
        ),
        s => clock_words(w, s),
    }
}

/// The countdown's words for a tournament in `state` starting at `starts_ms` and ending at
/// `ends_ms`, the server's clock reading `server_now` (its time plus the page's time since).
fn when(
    w: &Words,
    (state, starts_ms, ends_ms): (TournamentState, i64, Option<i64>),
    next_race_ms: Option<i64>,
    server_now: i64,
) -> String {
    let left = |at: i64| countdown(w, ((at - server_now).max(0) + 999) / 1000);
    match state {
        TournamentState::Over => w.get("tournaments-finished"),
        TournamentState::Upcoming => {
            w.with("tournaments-starts-in", &[("time", left(starts_ms).into())])
        }
        TournamentState::Running => match (next_race_ms, ends_ms) {
            (Some(next), _) => w.with("tournaments-next-race-in", &[("time", left(next).into())]),
            (None, Some(end)) if end > server_now => {
                w.with("tournaments-ends-in", &[("time", left(end).into())])
            }
            _ => w.get("tournaments-under-way"),
        },
    }
}

fn row(w: &Words, t: &TournamentSummary, server_now: i64) -> ListRow {
    let players = w.with("tournaments-players", &[("count", t.players.into())]);
    ListRow {
        href: format!("#/tournaments/{}", t.id),
        name: t.name.clone(),
        about: w.with(
            "tournaments-kind-players",
            &[
                ("kind", kind(w, t.kind).into()),
                ("players", players.into()),
            ],
        ),
        when: when(w, (t.state, t.starts_ms, t.ends_ms), None, server_now),
    }
}

fn list(t: &Tournaments, w: &Words, now: f64) -> ListView {
    let Some(list) = &t.list else {
        let status = t.error.clone().unwrap_or_else(|| w.get("online-asking"));
        return ListView {
            status,
            parts: Vec::new(),
        };
    };
    let server_now = list.now_ms + (now - t.listed_at).max(0.0) as i64;
    let parts: Vec<(String, Vec<ListRow>)> = [
        (TournamentState::Running, "tournaments-running"),
        (TournamentState::Upcoming, "tournaments-upcoming"),
        (TournamentState::Over, "tournaments-over"),
    ]
    .into_iter()
    .map(|(state, heading)| {
        let rows = list
            .tournaments
            .iter()
            .filter(|s| s.state == state)
            .map(|s| row(w, s, server_now))
            .collect();
        (w.get(heading), rows)
    })
    .filter(|(_, rows): &(String, Vec<ListRow>)| !rows.is_empty())
    .collect();
    let status = match (&t.error, list.tournaments.len()) {
        (Some(why), _) => why.clone(),
        (None, 0) => w.get("tournaments-none"),
        (None, n) => w.with("tournaments-count", &[("count", n.into())]),
    };
    ListView { status, parts }
}

fn page(p: &TournamentPage, app: &App, now: f64, me: Option<&str>) -> PageView {
    let w = &app.words;
    let Some(s) = &p.shown else {
        return PageView {
            name: p.error.clone().unwrap_or_else(|| w.get("online-asking")),
            about: String::new(),
            when: String::new(),
            you: String::new(),
            join: None,
            pause: None,
            leave: None,
            my_game: None,
            confirm_leave: None,
            seats: String::new(),
            tracks: String::new(),
            games_column: String::new(),
            rows: Vec::new(),
            empty: None,
            games: Vec::new(),
            finished: Vec::new(),
            podium: Vec::new(),
            note: p.note.clone(),
        };
    };
    let server_now = s.now_ms + (now - p.shown_at).max(0.0) as i64;
    let rules = w.get(match s.rules.as_str() {
        "soft" => "rules-soft",
        "karopapier" => "rules-karopapier",
        _ => "rules-strict",
    });
    let per_move = crate::ui::online::move_time_words(w, s.move_seconds.max(0) as u64);
    let length = match (s.kind, s.minutes) {
        (TournamentKind::Arena, Some(m)) => w.with("tournaments-minutes", &[("n", m.into())]),
        _ => w.with("tournaments-races", &[("n", s.tracks.len().into())]),
    };
    let about = w.with(
        if s.rated {
            "tournaments-about-rated"
        } else {
            "tournaments-about"
        },
        &[
            ("kind", kind(w, s.kind).into()),
            ("length", length.into()),
            ("rules", rules.into()),
            ("time", per_move.into()),
        ],
    );
    let over = s.state == TournamentState::Over;
    let full = s.standings.len() >= s.max_players as usize;
    let may_join = !over && s.now_ms < s.join_until_ms && !full;
    let arena = s.kind == TournamentKind::Arena;
    let state = s.you.as_ref().map(|y| y.state);
    let (you, join, pause, leave) = match state {
        None if over => (String::new(), None, None, None),
        None if may_join => {
            let words = match arena {
                true => "tournaments-you-not-in",
                false => "tournaments-you-not-in-races",
            };
            (w.get(words), Some("tournaments-join"), None, None)
        }
        None if full && s.now_ms < s.join_until_ms => {
            (w.get("refusal-tournament-full"), None, None, None)
        }
        None => (w.get("tournaments-joining-closed"), None, None, None),
        Some(_) if over => (w.get("tournaments-you-done"), None, None, None),
        Some(EntrantState::Waiting) => {
            let words = match s.state {
                TournamentState::Upcoming => "tournaments-you-joined",
                _ => "tournaments-you-waiting",
            };
            (
                w.get(words),
                None,
                Some("tournaments-pause"),
                Some("tournaments-leave"),
            )
        }
        Some(EntrantState::Playing) => (
            w.get("tournaments-you-playing"),
            None,
            Some("tournaments-pause"),
            Some("tournaments-leave"),
        ),
        Some(EntrantState::Paused) => (
            w.get("tournaments-you-paused"),
            Some("tournaments-back"),
            None,
            Some("tournaments-leave"),
        ),
        Some(EntrantState::Left) => (
            w.get("tournaments-you-left"),
            Some("tournaments-back"),
            None,
            None,
        ),
    };
    // What the Pause button does, said where it shows (a playtest found it unexplained).
    let you = match (pause, state) {
        (Some(_), Some(EntrantState::Playing)) => {
            w.with("tournaments-pause-after-game", &[("you", you.into())])
        }
        (Some(_), _) => w.with("tournaments-pause-explained", &[("you", you.into())]),
        (None, _) => you,
    };
    // A game's link, named by its players (a game over by its result).
    let link_named = |g: &racetrack_api::TournamentGame, players: String| GameLink {
        href: format!("#/online/{}", g.id),
        players,
    };
    let link = |g: &racetrack_api::TournamentGame| link_named(g, g.players.join(" – "));
    let my_game = s
        .you
        .as_ref()
        .and_then(|y| y.game.as_ref())
        .and_then(|id| s.games.iter().find(|g| &g.id == id && !g.over))
        .map(link);
    let rows = s
        .standings
        .iter()
        .map(|r| TableRow {
            rank: r.rank.to_string(),
            name: r.name.clone(),
            mark: match (r.left, r.bot) {
                (true, _) => w.get("tournaments-left"),
                (false, true) => w.get("leaderboard-bot"),
                _ => String::new(),
            },
            flame: r.streak.then(|| w.get("tournaments-streak")),
            points: r.points.to_string(),
            games: r.games.to_string(),
            wins: r.wins.to_string(),
            mine: me == Some(r.name.as_str()),
        })
        .collect();
    let podium = match over {
        true => (s.standings.iter().take(3))
            .map(|r| format!("{}. {}", r.rank, r.name))
            .collect(),
        false => Vec::new(),
    };
    PageView {
        name: s.name.clone(),
        about,
        when: when(
            w,
            (s.state, s.starts_ms, s.ends_ms),
            s.next_race_ms,
            server_now,
        ),
        you,
        join: join.map(|id| w.get(id)),
        pause: pause.map(|id| w.get(id)),
        leave: leave.map(|id| w.get(id)),
        my_game,
        confirm_leave: (p.asking_leave && leave.is_some()).then(|| {
            let words = [
                "tournaments-leave-ask",
                "tournaments-leave-yes",
                "tournaments-leave-no",
            ];
            let [ask, yes, no] = words.map(|id| w.get(id));
            (ask, yes, no)
        }),
        seats: w.with(
            "tournaments-seats",
            &[
                ("count", s.standings.len().into()),
                ("max", s.max_players.into()),
            ],
        ),
        tracks: w.with(
            "tournaments-track-list",
            &[("names", shown_tracks(app, &s.tracks).into())],
        ),
        games_column: w.get(match arena {
            true => "tournaments-games",
            false => "tournaments-races-column",
        }),
        empty: s.standings.is_empty().then(|| w.get("tournaments-nobody")),
        rows,
        games: s.games.iter().filter(|g| !g.over).map(link).collect(),
        finished: (s.games.iter().filter(|g| g.over))
            .take(FINISHED_SHOWN)
            .map(|g| link_named(g, result(w, g, arena)))
            .collect(),
        podium,
        note: p.note.clone(),
    }
}

/// The screen as shown at the page's clock now, to the player made on this device if any.
/// The tracks' names, a level's in the reader's language (the server keeps the name its file
/// gives).
fn shown_tracks(app: &App, names: &[String]) -> String {
    let shown: Vec<String> = names
        .iter()
        .map(|n| crate::ui::menu::shown_title(&app.menu.levels, &app.words, n))
        .collect();
    shown.join(" · ")
}

pub fn view(t: &Tournaments, app: &App) -> TournamentsView {
    let w = &app.words;
    let now = app.pace.last_now.unwrap_or(0.0);
    let me = app.client.identity.as_ref().map(|i| i.name.as_str());
    match &t.page {
        Some(p) => TournamentsView {
            list: None,
            form: None,
            page: Some(page(p, app, now, me)),
        },
        None => TournamentsView {
            list: Some(list(t, w, now)),
            form: super::form::view(t, app),
            page: None,
        },
    }
}
