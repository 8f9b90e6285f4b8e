//! The collection's screen as the page shows it: the list's cards and controls, or a track's
//! page. Every word from the catalogs; user text (names, descriptions) passed on as text.

use racetrack::Rules;
use racetrack_api::TrackSummary;

use super::{Collection, SORTS};
use crate::ui::i18n::Words;

/// A card of the list: a link to the track's page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// `#/tracks/ID`.
    pub href: String,
    /// The picture's address.
    pub image: String,
    /// The track's name (text).
    pub name: String,
    /// "by Ann".
    pub by: String,
    /// "★ 4.5 (12)" or "no votes yet".
    pub stars: String,
    /// "17 plays".
    pub plays: String,
    /// "11 moves".
    pub optimum: String,
    /// The card's name for a screen reader: all of the above in one sentence.
    pub label: String,
}

/// The list as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ListView {
    /// "12 tracks", "Asking the server…", nothing found, or why there is no list.
    pub status: String,
    /// The cards.
    pub cards: Vec<Card>,
    /// The "More tracks" button's words, when more follow.
    pub more: Option<String>,
    /// The order's value, and each order's (value, words).
    pub sort: &'static str,
    /// See [`ListView::sort`].
    pub sorts: Vec<(&'static str, String)>,
    /// The search's text.
    pub q: String,
    /// The start points chosen (`""`: any), and the choices (value, words).
    pub starts: String,
    /// See [`ListView::starts`].
    pub start_choices: Vec<(String, String)>,
    /// The checkpoints chosen (`""`, `with`, `without`), and the choices (value, words).
    pub checkpoints: &'static str,
    /// See [`ListView::checkpoints`].
    pub checkpoint_choices: Vec<(&'static str, String)>,
    /// The size chosen (`""`: any), and the choices (value, words).
    pub size: &'static str,
    /// See [`ListView::size`].
    pub size_choices: Vec<(&'static str, String)>,
}

/// A track's page as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackPageView {
    /// Its name (text), or "Track" while it is asked for.
    pub heading: String,
    /// The picture's address, once the track came.
    pub image: Option<String>,
    /// "by Ann".
    pub by: String,
    /// The author's name (tapped: their profile).
    pub author: String,
    /// The author's words (text).
    pub description: String,
    /// "40 × 12 points, 4 start points, strict rules: 11 moves at best. Raced 17 times."
    pub facts: String,
    /// "4.5 stars from 12 votes" or "No votes yet".
    pub rating: String,
    /// The player's stars (0: none).
    pub your_vote: u8,
    /// Whether the player may vote (not the author; a player made).
    pub can_vote: bool,
    /// Where the stars would be for a visitor without an online player: how to get one (a link
    /// to the online screen), else `None`.
    pub vote_needs_player: Option<String>,
    /// The star buttons' names for a screen reader ("3 stars").
    pub star_labels: Vec<String>,
    /// "Hidden by the operator: only you see it", for its author.
    pub hidden: Option<String>,
    /// The world board's best runs, "1. Ann: 11 moves".
    pub board: Vec<String>,
    /// What the board says when nobody has run the track.
    pub board_empty: Option<String>,
    /// The address that plays it, that watches the solvers on it, and its board's.
    pub play: Option<String>,
    /// See [`TrackPageView::play`].
    pub solve: Option<String>,
    /// See [`TrackPageView::play`].
    pub board_link: Option<String>,
    /// The report box's reason, while it is open.
    pub report: Option<String>,
    /// What the last vote or report came to, or why the track cannot be shown.
    pub note: Option<String>,
}

/// The collection's screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CollectionView {
    /// The list, unless a track's page is open.
    pub list: Option<ListView>,
    /// The open track's page.
    pub track: Option<TrackPageView>,
}

/// "★ 4.5 (12)", or "No votes yet": a track's stars wherever it is listed (cards, My tracks, a
/// profile).
pub(crate) fn stars(w: &Words, t: &TrackSummary) -> String {
    match t.rating {
        Some(rating) => w.with(
            "tracks-stars",
            &[("rating", rating.into()), ("votes", t.votes.into())],
        ),
        None => w.get("tracks-no-votes"),
    }
}

fn card(w: &Words, t: &TrackSummary) -> Card {
    let by = w.with("tracks-by", &[("author", (&t.author).into())]);
    let stars = stars(w, t);
    let plays = w.with("tracks-plays", &[("plays", t.plays.into())]);
    let optimum = w.with("tracks-optimum", &[("moves", t.optimum.into())]);
    Card {
        href: format!("#/tracks/{}", t.id),
        image: format!("/api/v1/tracks/{}/image.png", t.id),
        label: w.with(
            "tracks-card-label",
            &[
                ("name", (&t.name).into()),
                ("by", (&by).into()),
                ("stars", (&stars).into()),
                ("optimum", (&optimum).into()),
                ("plays", (&plays).into()),
            ],
        ),
        name: t.name.clone(),
        by,
        stars,
        plays,
        optimum,
    }
}

fn list(c: &Collection, w: &Words) -> ListView {
    let status = match (&c.error, c.listed, c.tracks.len()) {
        (Some(why), _, _) => why.clone(),
        (None, false, _) => w.get("online-asking"),
        // "matches" only when the player narrowed the list: an empty collection says so.
        (None, true, 0) if c.filter.narrowed() => w.get("tracks-none"),
        (None, true, 0) => w.get("tracks-empty"),
        (None, true, n) => w.with(
            if c.more {
                "tracks-count-more"
            } else {
                "tracks-count"
            },
            &[("count", n.into())],
        ),
    };
    ListView {
        status,
        cards: c.tracks.iter().map(|t| card(w, t)).collect(),
        more: c.more.then(|| w.get("tracks-more")),
        sort: c.filter.sort,
        sorts: SORTS
            .iter()
            .map(|&s| {
                let words = match s {
                    "top" => w.get("tracks-sort-top"),
                    "new" => w.get("tracks-sort-new"),
                    "played" => w.get("tracks-sort-played"),
                    "short" => w.get("tracks-sort-short"),
                    _ => w.get("tracks-sort-long"),
                };
                (s, words)
            })
            .collect(),
        q: c.filter.q.clone(),
        starts: c.filter.starts.map_or_else(String::new, |n| n.to_string()),
        start_choices: std::iter::once((String::new(), w.get("tracks-starts-any")))
            .chain((1..=8u32).map(|n| {
                (
                    n.to_string(),
                    w.with("tracks-starts-n", &[("starts", n.into())]),
                )
            }))
            .collect(),
        checkpoints: match c.filter.checkpoints {
            None => "",
            Some(true) => "with",
            Some(false) => "without",
        },
        checkpoint_choices: vec![
            ("", w.get("tracks-checkpoints-any")),
            ("with", w.get("tracks-checkpoints-with")),
            ("without", w.get("tracks-checkpoints-without")),
        ],
        size: c.filter.size.unwrap_or(""),
        size_choices: vec![
            ("", w.get("tracks-size-any")),
            ("small", w.get("tracks-size-small")),
            ("medium", w.get("tracks-size-medium")),
            ("large", w.get("tracks-size-large")),
        ],
    }
}

fn page(c: &Collection, w: &Words, signed_in: bool) -> Option<TrackPageView> {
    let page = c.page.as_ref()?;
    let star_labels = (1..=5u32)
        .map(|n| w.with("tracks-vote-n", &[("stars", n.into())]))
        .collect();
    let Some(shown) = &page.shown else {
        return Some(TrackPageView {
            heading: w.get("tracks-track"),
            image: None,
            by: String::new(),
            author: String::new(),
            description: String::new(),
            facts: String::new(),
            rating: String::new(),
            your_vote: 0,
            can_vote: false,
            vote_needs_player: None,
            star_labels,
            hidden: None,
            board: Vec::new(),
            board_empty: None,
            play: None,
            solve: None,
            board_link: None,
            report: None,
            note: Some(page.error.clone().unwrap_or_else(|| w.get("online-asking"))),
        });
    };
    let t = &shown.summary;
    let rules = t.rules.parse::<Rules>().unwrap_or(Rules::Strict);
    let link = super::play_link(shown);
    let facts = w.with(
        "tracks-facts",
        &[
            ("cols", t.cols.into()),
            ("rows", t.rows.into()),
            ("starts", t.starts.into()),
            ("checkpoints", t.checkpoints.into()),
            ("rules", crate::ui::play_text::rules_words(w, rules).into()),
            ("moves", t.optimum.into()),
            ("plays", t.plays.into()),
        ],
    );
    let rating = match t.rating {
        Some(rating) => w.with(
            "tracks-rating",
            &[("rating", rating.into()), ("votes", t.votes.into())],
        ),
        None => w.get("tracks-no-votes"),
    };
    let board: Vec<String> = page
        .board
        .as_ref()
        .map(|b| {
            b.entries
                .iter()
                .take(10)
                .enumerate()
                .map(|(i, e)| {
                    w.with(
                        "tracks-board-row",
                        &[
                            ("rank", (i + 1).into()),
                            ("name", (&e.name).into()),
                            ("moves", e.moves.into()),
                        ],
                    )
                })
                .collect()
        })
        .unwrap_or_default();
    Some(TrackPageView {
        heading: t.name.clone(),
        image: Some(format!("/api/v1/tracks/{}/image.png", t.id)),
        by: w.with("tracks-by", &[("author", (&t.author).into())]),
        author: t.author.clone(),
        description: shown.description.clone(),
        facts,
        rating,
        your_vote: shown.your_vote.map_or(0, |s| s.clamp(0, 5) as u8),
        can_vote: signed_in && !shown.yours,
        vote_needs_player: (!signed_in).then(|| w.get("tracks-vote-needs-player")),
        star_labels,
        hidden: (shown.hidden && shown.yours).then(|| w.get("tracks-hidden")),
        board_empty: board.is_empty().then(|| w.get("tracks-board-empty")),
        board,
        solve: link.as_ref().map(|l| format!("#/solve/{l}")),
        play: link.map(|l| format!("#{l}")),
        board_link: Some(format!("#/leaderboard/{}", t.board)),
        report: page.report.clone(),
        note: page.note.clone(),
    })
}

/// The collection's view, while it shows. Out of line: the wasm split leaves it out of the
/// menu's part.
#[inline(never)]
pub fn view(c: &Collection, w: &Words, signed_in: bool) -> CollectionView {
    match page(c, w, signed_in) {
        Some(track) => CollectionView {
            list: None,
            track: Some(track),
        },
        None => CollectionView {
            list: Some(list(c, w)),
            track: None,
        },
    }
}
