//! A player's profile, shown when their name is tapped (in a room's seats): their rating
//! (rounded, "?" while provisional), their rated games won, lost and drawn, and their rating's
//! history as a small chart, and the tracks they published.

use crate::ui::app::App;
use racetrack_api::{PlayerProfile, TrackList, TrackSummary};

use super::api::{self, ApiCall, Method};
use crate::ui::msg::Effect;

/// The profile asked for.
#[derive(Clone, Debug, Default)]
pub struct Profile {
    /// Whose.
    pub name: String,
    /// The server's answer, once it came.
    pub shown: Option<PlayerProfile>,
    /// Why it cannot be shown.
    pub error: Option<String>,
    /// The tracks they published, the newest first (the first 30).
    pub tracks: Vec<TrackSummary>,
}

/// The profile as the page shows it.
#[derive(Clone, Debug, PartialEq)]
pub struct ProfileView {
    /// The name, "(bot)" after a bot's.
    pub heading: String,
    /// "Rating 1534", "Rating 1500?" (provisional), or why there is none.
    pub rating: String,
    /// "12 rated games: 7 won, 4 lost, 1 drawn".
    pub record: String,
    /// The rating's history as points of a 100 x 40 chart (x right, y down), oldest first;
    /// empty under two rated games.
    pub chart: Vec<(f64, f64)>,
    /// The lowest and highest rating of the chart, rounded.
    pub range: Option<(i64, i64)>,
    /// The chart's caption: "From 1500 to 1305: lowest 1205, highest 1337".
    pub caption: String,
    /// "Tracks published", when they published any.
    pub tracks_heading: Option<String>,
    /// Their tracks: the page's address (`#/tracks/ID`) and the words of its link.
    pub tracks: Vec<(String, String)>,
}

/// Shows `name`'s profile: asked of the server.
pub(crate) fn show(slot: &mut Option<Profile>, app: &mut App, name: String) -> Vec<Effect> {
    let path = format!("/players/{}", encode(&name));
    *slot = Some(Profile {
        name: name.clone(),
        ..Profile::default()
    });
    let tracks = format!("/tracks?sort=new&author={}", encode(&name));
    vec![
        api::request(
            app,
            ApiCall::Profile(name.clone()),
            Method::Get,
            &path,
            None,
        ),
        api::request(
            app,
            ApiCall::ProfileTracks(name),
            Method::Get,
            &tracks,
            None,
        ),
    ]
}

/// The server's list of `name`'s tracks (nothing shown without one).
pub(crate) fn tracks_answered(
    slot: &mut Option<Profile>,
    app: &mut App,
    name: &str,
    status: u16,
    body: &str,
) {
    let arrival = api::arrival(app, &ApiCall::ProfileTracks(name.to_owned()), status, body);
    let Some(profile) = slot.as_mut().filter(|p| p.name == name) else {
        return;
    };
    if let api::Arrival::Body(value) = arrival {
        if let (true, Some(list)) = (api::ok(status), api::decoded::<TrackList>(&value)) {
            profile.tracks = list.tracks;
        }
    }
}

/// The server's answer (`status` 0 when none came), booked in and shown.
pub(crate) fn answered(
    slot: &mut Option<Profile>,
    app: &mut App,
    name: &str,
    status: u16,
    body: &str,
) {
    let arrival = api::arrival(app, &ApiCall::Profile(name.to_owned()), status, body);
    let Some(profile) = slot.as_mut().filter(|p| p.name == name) else {
        return;
    };
    match arrival {
        api::Arrival::Body(value) => match serde_json::from_str::<PlayerProfile>(body) {
            Ok(shown) if api::ok(status) => profile.shown = Some(shown),
            _ => profile.error = Some(api::refusal(&app.words, status, &value)),
        },
        api::Arrival::NoAnswer => {
            profile.error = Some(app.words.get("profile-no-answer"));
        }
        api::Arrival::Empty | api::Arrival::Unreadable => {
            profile.error = Some(app.words.get("online-no-server"));
        }
    }
}

/// The profile's view, while one is open.
pub fn view(slot: &Option<Profile>, w: &crate::ui::i18n::Words) -> Option<ProfileView> {
    let profile = slot.as_ref()?;
    let Some(p) = &profile.shown else {
        return Some(ProfileView {
            heading: profile.name.clone(),
            rating: profile
                .error
                .clone()
                .unwrap_or_else(|| w.get("online-asking")),
            record: String::new(),
            chart: Vec::new(),
            range: None,
            caption: String::new(),
            tracks_heading: None,
            tracks: Vec::new(),
        });
    };
    let heading = match (p.house, p.bot) {
        (Some(skill), _) => super::room_view::house_bot_name(w, skill),
        (None, true) => w.with("room-bot", &[("name", (&p.name).into())]),
        (None, false) => p.name.clone(),
    };
    let rating = w.with(
        "profile-rating",
        &[(
            "rating",
            format!(
                "{}{}",
                p.rating.round() as i64,
                if p.provisional { "?" } else { "" }
            )
            .into(),
        )],
    );
    let record = w.with(
        "profile-record",
        &[
            ("played", (p.played.max(0) as usize).into()),
            ("won", p.won.into()),
            ("lost", p.lost.into()),
            ("drawn", p.drawn.into()),
        ],
    );
    // The history holds the rating after each game: when it reaches back to the first rated
    // game, the chart starts where every player starts.
    let from_start = p.played >= 0 && p.history.len() == p.played as usize;
    let ratings: Vec<f64> = from_start
        .then_some(racetrack::rating::START_RATING)
        .into_iter()
        .chain(p.history.iter().map(|h| h.rating))
        .collect();
    let (chart, range) = chart(&ratings);
    let caption = match (range, ratings.first(), ratings.last()) {
        (Some((low, high)), Some(first), Some(last)) => w.with(
            "profile-range",
            // Ratings are written without groups of thousands, as players write them.
            &[
                ("first", (first.round() as i64).to_string().into()),
                ("last", (last.round() as i64).to_string().into()),
                ("low", low.to_string().into()),
                ("high", high.to_string().into()),
            ],
        ),
        _ => String::new(),
    };
    let tracks = profile
        .tracks
        .iter()
        .map(|t| {
            let stars = crate::ui::collection::view::stars(w, t);
            let words = w.with(
                "profile-track",
                &[("name", (&t.name).into()), ("stars", stars.into())],
            );
            (format!("#/tracks/{}", t.id), words)
        })
        .collect::<Vec<_>>();
    Some(ProfileView {
        heading,
        rating,
        record,
        chart,
        range,
        caption,
        tracks_heading: (!tracks.is_empty()).then(|| w.get("profile-tracks")),
        tracks,
    })
}

/// A chart's points and the range of its ratings.
type Chart = (Vec<(f64, f64)>, Option<(i64, i64)>);

/// The ratings as points of a 100 x 40 chart (to a tenth), and their range; nothing under two.
fn chart(ratings: &[f64]) -> Chart {
    if ratings.len() < 2 {
        return (Vec::new(), None);
    }
    let low = ratings.iter().copied().fold(f64::INFINITY, f64::min);
    let high = ratings.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let span = (high - low).max(1.0);
    let last = (ratings.len() - 1) as f64;
    let points = ratings
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let tenth = |v: f64| (v * 10.0).round() / 10.0;
            (
                tenth(100.0 * i as f64 / last),
                tenth(40.0 - 40.0 * (r - low) / span),
            )
        })
        .collect();
    (points, Some((low.round() as i64, high.round() as i64)))
}

/// A name as one path segment or query value (percent-encoded but for letters, digits and
/// `-._~`).
pub(crate) fn encode(name: &str) -> String {
    name.bytes()
        .map(|b| match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                (b as char).to_string()
            }
            _ => format!("%{b:02X}"),
        })
        .collect()
}
