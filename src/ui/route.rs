//! Addresses of the page's screens, in the URL fragment, so that Back, Forward and reload work:
//!
//! | fragment | screen |
//! | --- | --- |
//! | `#/` or none | the menu |
//! | `#/help` | how to play |
//! | `#/level/03-hairpin` | playing a bundled level (its file name without `.txt`) |
//! | `#v1.strict.…`, `#v3.strict.…` | playing a shared track (the share-link formats of [`racetrack::link`]); `#v2.…` a challenge |
//! | `#/daily`, `#/daily/YYYY-MM-DD` | the daily challenge: today's, or a given day's |
//! | `#/random/1234` | playing the random track of seed 1234 ([`racetrack::generate`]) |
//! | `#/edit` | the track editor, on the draft |
//! | `#/edit/drive` | test-driving the editor's draft |
//! | `#/solve/level/03-hairpin`, `#/solve/v1.strict.…`, `#/solve/random/1234`, `#/solve/daily`, `#/solve/edit/drive` | watching a solver on that track |
//! | `#/replay`, `#/replay/DATA` | the replay viewer: the record opened, or a record in the link |
//! | `#/online` | online races: your player, the lobby, your games, a new game |
//! | `#/online/GAME`, `#/online/GAME/INVITE` | an online game's room (with the invite code of an invite link) |
//! | `#/tracks`, `#/tracks/ID` | the track collection: the list, or a published track's page |
//! | `#/tournaments`, `#/tournaments/ID` | tournaments: their list, or a tournament's page |
//! | `#/leaderboard/KEY` | a track's world leaderboard (KEY: the 16 hex digits of its record key; `#/board/KEY`, its old address, is read too) |

use std::fmt;

/// A track the page can open by address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Place {
    /// A bundled level, by file stem (`03-hairpin`).
    Level(String),
    /// A share link's fragment, without `#` (`v1.strict.…`).
    Link(String),
    /// The random track of a seed.
    Random(u64),
    /// The editor's draft, test-driven.
    Draft,
    /// The daily challenge of a UTC date; `None` is today's (`#/daily`).
    Daily(Option<racetrack::date::Date>),
}

/// A screen with its address.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// The level menu.
    Menu,
    /// Playing on a track.
    Play(Place),
    /// Watching a solver on a track.
    Solve(Place),
    /// The track editor.
    Edit,
    /// Watching a recorded race: the one opened (`#/replay`), or a link's (`#/replay/DATA`).
    Replay(Option<String>),
    /// Online races: the home (`None`), or a game's room with the invite code of its link.
    Online(Option<(String, Option<String>)>),
    /// A world board, by its key (16 lowercase hex digits).
    Leaderboard(String),
    /// The track collection: the list (`None`), or a published track's page by id.
    Tracks(Option<String>),
    /// Tournaments: the list (`None`), or a tournament's page by id.
    Tournaments(Option<String>),
    /// The help page (`#/help`): the rules in full, the keys, the track and image formats and
    /// the command line.
    Help,
    /// A fragment the page does not know, kept for the error message.
    Unknown(String),
}

impl Route {
    /// The screen this address shows: the one source of the page's screen (an unknown address
    /// shows the menu).
    pub fn screen(&self) -> super::model::Screen {
        use super::model::Screen;
        match self {
            Route::Menu | Route::Unknown(_) => Screen::Menu,
            Route::Play(_) => Screen::Play,
            Route::Solve(_) => Screen::Solver,
            Route::Edit => Screen::Editor,
            Route::Replay(_) => Screen::Replay,
            Route::Online(None) => Screen::Online,
            Route::Online(Some(_)) => Screen::OnlineGame,
            Route::Leaderboard(_) => Screen::Leaderboard,
            Route::Tracks(_) => Screen::Tracks,
            Route::Tournaments(_) => Screen::Tournaments,
            Route::Help => Screen::Help,
        }
    }

    /// Reads a fragment, with or without its `#`.
    ///
    /// ```
    /// use racetrack_page::ui::route::{Place, Route};
    /// assert_eq!(Route::parse("#/level/03-hairpin"), Route::Play(Place::Level("03-hairpin".into())));
    /// assert_eq!(Route::parse(""), Route::Menu);
    /// ```
    pub fn parse(fragment: &str) -> Route {
        let f = fragment.strip_prefix('#').unwrap_or(fragment);
        let (solve, rest) = match f.strip_prefix("/solve") {
            Some(rest) => (true, rest.strip_prefix('/').unwrap_or(rest)),
            None => (false, f.strip_prefix('/').unwrap_or(f)),
        };
        if !solve && rest == "edit" {
            return Route::Edit;
        }
        if !solve && rest == "replay" {
            return Route::Replay(None);
        }
        if !solve && rest == "online" {
            return Route::Online(None);
        }
        if !solve && rest == "help" {
            return Route::Help;
        }
        if !solve && rest == "tracks" {
            return Route::Tracks(None);
        }
        if let Some(id) = rest.strip_prefix("tracks/").filter(|_| !solve) {
            let valid =
                !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_alphanumeric());
            return match valid {
                true => Route::Tracks(Some(id.to_owned())),
                false => Route::Unknown(fragment.to_owned()),
            };
        }
        if !solve && rest == "tournaments" {
            return Route::Tournaments(None);
        }
        if let Some(id) = rest.strip_prefix("tournaments/").filter(|_| !solve) {
            let valid =
                !id.is_empty() && id.len() <= 32 && id.bytes().all(|b| b.is_ascii_alphanumeric());
            return match valid {
                true => Route::Tournaments(Some(id.to_owned())),
                false => Route::Unknown(fragment.to_owned()),
            };
        }
        // `#/board/KEY`: the address leaderboards had before, in links already shared.
        let leaderboard = rest
            .strip_prefix("leaderboard/")
            .or_else(|| rest.strip_prefix("board/"));
        if let Some(key) = leaderboard.filter(|_| !solve) {
            return match key.parse::<racetrack::top_runs::TrackKey>() {
                Ok(key) => Route::Leaderboard(key.to_string()),
                Err(_) => Route::Unknown(fragment.to_owned()),
            };
        }
        if let Some(game) = rest.strip_prefix("online/").filter(|_| !solve) {
            let code = |c: &str| {
                !c.is_empty() && c.len() <= 32 && c.chars().all(|ch| ch.is_ascii_alphanumeric())
            };
            let (id, invite) = match game.split_once('/') {
                Some((id, invite)) => (id, Some(invite)),
                None => (game, None),
            };
            if code(id) && invite.is_none_or(code) {
                return Route::Online(Some((id.to_owned(), invite.map(str::to_owned))));
            }
            return Route::Unknown(fragment.to_owned());
        }
        if let Some(data) = rest
            .strip_prefix("replay/")
            .filter(|d| !d.is_empty() && !solve)
        {
            return Route::Replay(Some(data.to_owned()));
        }
        let place = if let Some(name) = rest.strip_prefix("level/") {
            let valid = !name.is_empty()
                && name
                    .chars()
                    .all(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | '.'));
            valid.then(|| Place::Level(name.to_owned()))
        } else if let Some(seed) = rest.strip_prefix("random/") {
            seed.parse::<u64>().ok().map(Place::Random)
        } else if rest == "edit/drive" {
            Some(Place::Draft)
        } else if rest == "daily" {
            Some(Place::Daily(None))
        } else if let Some(date) = rest.strip_prefix("daily/") {
            date.parse().ok().map(|d| Place::Daily(Some(d)))
        } else if rest.starts_with("v") && rest.contains('.') {
            Some(Place::Link(rest.to_owned()))
        } else {
            None
        };
        match (solve, place) {
            (false, None) if rest.is_empty() => Route::Menu,
            (_, None) => Route::Unknown(fragment.to_owned()),
            (false, Some(place)) => Route::Play(place),
            (true, Some(place)) => Route::Solve(place),
        }
    }

    /// The place of a track screen.
    pub fn place(&self) -> Option<&Place> {
        match self {
            Route::Play(p) | Route::Solve(p) => Some(p),
            _ => None,
        }
    }
}

impl fmt::Display for Place {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Place::Level(name) => write!(f, "/level/{name}"),
            Place::Link(fragment) => f.write_str(fragment),
            Place::Random(seed) => write!(f, "/random/{seed}"),
            Place::Draft => f.write_str("/edit/drive"),
            Place::Daily(None) => f.write_str("/daily"),
            Place::Daily(Some(date)) => write!(f, "/daily/{date}"),
        }
    }
}

/// The fragment, `#` included.
impl fmt::Display for Route {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Route::Menu => f.write_str("#/"),
            Route::Play(place) => write!(f, "#{place}"),
            Route::Solve(Place::Level(name)) => write!(f, "#/solve/level/{name}"),
            Route::Solve(Place::Link(fragment)) => write!(f, "#/solve/{fragment}"),
            Route::Solve(place) => write!(f, "#/solve{place}"),
            Route::Edit => f.write_str("#/edit"),
            Route::Replay(None) => f.write_str("#/replay"),
            Route::Replay(Some(data)) => write!(f, "#/replay/{data}"),
            Route::Online(None) => f.write_str("#/online"),
            Route::Online(Some((id, None))) => write!(f, "#/online/{id}"),
            Route::Online(Some((id, Some(invite)))) => write!(f, "#/online/{id}/{invite}"),
            Route::Leaderboard(key) => write!(f, "#/leaderboard/{key}"),
            Route::Tracks(None) => f.write_str("#/tracks"),
            Route::Tracks(Some(id)) => write!(f, "#/tracks/{id}"),
            Route::Tournaments(None) => f.write_str("#/tournaments"),
            Route::Tournaments(Some(id)) => write!(f, "#/tournaments/{id}"),
            Route::Help => f.write_str("#/help"),
            Route::Unknown(fragment) => f.write_str(fragment),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_route_reads_back_from_its_fragment() {
        let routes = [
            Route::Menu,
            Route::Play(Place::Level("03-hairpin".into())),
            Route::Play(Place::Link("v1.strict.abc".into())),
            Route::Solve(Place::Level("10-spiral".into())),
            Route::Solve(Place::Link("v1.soft.abc.def".into())),
            Route::Play(Place::Random(1234)),
            Route::Play(Place::Daily(None)),
            Route::Play(Place::Daily(Some("2026-12-01".parse().unwrap()))),
            Route::Solve(Place::Daily(None)),
            Route::Solve(Place::Random(u64::MAX)),
            Route::Edit,
            Route::Play(Place::Draft),
            Route::Solve(Place::Draft),
            Route::Replay(None),
            Route::Replay(Some("abc-_".into())),
            Route::Online(None),
            Route::Online(Some(("abc23".into(), None))),
            Route::Online(Some(("abc23".into(), Some("x9y8".into())))),
            Route::Leaderboard("0123456789abcdef".into()),
            Route::Tracks(None),
            Route::Tracks(Some("ab12cd34ef".into())),
            Route::Tournaments(None),
            Route::Tournaments(Some("ab12cd34".into())),
            Route::Help,
        ];
        for route in routes {
            assert_eq!(Route::parse(&route.to_string()), route, "{route}");
        }
    }

    #[test]
    fn strange_fragments_are_unknown_not_levels() {
        assert_eq!(Route::parse("#/"), Route::Menu);
        assert_eq!(Route::parse("#"), Route::Menu);
        assert!(matches!(Route::parse("#/level/"), Route::Unknown(_)));
        assert!(matches!(
            Route::parse("#/level/<img src=x>"),
            Route::Unknown(_)
        ));
        assert!(matches!(Route::parse("#/nowhere"), Route::Unknown(_)));
        assert!(matches!(Route::parse("#/solve/"), Route::Unknown(_)));
        assert!(matches!(Route::parse("#/solve/help"), Route::Unknown(_)));
        assert!(matches!(Route::parse("#/random/x"), Route::Unknown(_)));
        assert!(matches!(Route::parse("#/random/-1"), Route::Unknown(_)));
        assert!(matches!(Route::parse("#/solve/edit"), Route::Unknown(_)));
        assert!(matches!(Route::parse("#/board/xyz"), Route::Unknown(_)));
        assert!(matches!(
            Route::parse("#/leaderboard/xyz"),
            Route::Unknown(_)
        ));
        assert!(matches!(
            Route::parse("#/board/0123456789ABCDEF"),
            Route::Unknown(_)
        ));
    }
}
