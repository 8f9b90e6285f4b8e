//! The new game form: its track (the one open in the game, a level or one of My tracks), rules,
//! seats, round time, crash penalty and switches, and the game it makes.

use crate::ui::app::App;
use crate::ui::online::Online;
use racetrack::rules::Rules;
use racetrack::track::Track;

use super::MOVE_TIMES;
use super::api::{self, ApiCall, Method};
use crate::ui::msg::{Effect, Focus};

/// The track a new game is made on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FormTrack {
    /// The track open in the game.
    Open,
    /// A level, by its index in the menu.
    Level(usize),
    /// One of My tracks, by its index.
    Mine(usize),
}

impl std::fmt::Display for FormTrack {
    /// The form's option value: `open`, `level:N` or `mine:N`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FormTrack::Open => f.write_str("open"),
            FormTrack::Level(i) => write!(f, "level:{i}"),
            FormTrack::Mine(i) => write!(f, "mine:{i}"),
        }
    }
}

impl std::str::FromStr for FormTrack {
    type Err = ();

    /// An option value as [`FormTrack`]'s `Display` writes it.
    fn from_str(s: &str) -> Result<FormTrack, ()> {
        if s == "open" {
            return Ok(FormTrack::Open);
        }
        let (kind, index) = s.split_once(':').ok_or(())?;
        let index = index.parse().map_err(drop)?;
        match kind {
            "level" => Ok(FormTrack::Level(index)),
            "mine" => Ok(FormTrack::Mine(index)),
            _ => Err(()),
        }
    }
}

/// The new game form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Form {
    /// The track.
    pub track: FormTrack,
    /// The rules (Karopapier's go one car at a time, and the crash penalty is ZZZ).
    pub rules: Rules,
    /// Seats, 2 to 8.
    pub seats: usize,
    /// Index in [`MOVE_TIMES`].
    pub move_time: usize,
    /// The crash penalty, 0 to 10 turns.
    pub penalty: u32,
    /// Listed in the lobby.
    pub public: bool,
    /// Spectators may chat.
    pub spectator_chat: bool,
    /// Night: each player sees only what their car lights.
    pub night: bool,
    /// Whether the track's checkpoints count (off: its digits are road).
    pub checkpoints: bool,
    /// Karopapier's honour rules, kept by the players (asked under Karopapier's rules only).
    pub honour: racetrack::race::record::Honour,
    /// The result changes the players' ratings.
    pub rated: bool,
}

impl Default for Form {
    fn default() -> Form {
        Form {
            track: FormTrack::Level(0),
            rules: Rules::Strict,
            seats: 2,
            move_time: 1,
            penalty: 2,
            // A game is made to invite someone unless the player lists it.
            public: false,
            spectator_chat: false,
            night: false,
            checkpoints: true,
            honour: racetrack::race::record::Honour {
                start: racetrack::race::record::StartDirection::Free,
                crashes: racetrack::race::record::TacticalCrashes::Free,
            },
            rated: false,
        }
    }
}

/// The track the form names: the one open in the game, a level or one of My tracks.
pub(crate) fn track_of(
    online: &Online,
    app: &App,
    open: Option<(&Track, &str)>,
) -> Option<(Track, String)> {
    match online.form.track {
        FormTrack::Open => open.map(|(track, title)| (track.clone(), title.to_owned())),
        FormTrack::Level(index) => {
            let level = app.menu.levels.get(index)?;
            Some((level.track.clone()?, level.title.clone()))
        }
        FormTrack::Mine(index) => {
            let entry = app.kept.my_tracks.entries.get(index)?;
            Some((entry.track.parse().ok()?, entry.name.clone()))
        }
    }
}

/// Makes the game of the form.
pub(crate) fn create(
    online: &mut Online,
    app: &mut App,
    open: Option<(&Track, &str)>,
) -> Vec<Effect> {
    if api::in_flight(app, &ApiCall::Create) {
        return Vec::new();
    }
    if app.client.identity.is_none() {
        // The name's refusal, when it was taken, already says what to do (paste the key, or
        // choose another name): it stays, and the player's form takes the focus.
        let taken = app.words.get("online-name-taken");
        if online.note.as_deref() != Some(taken.as_str()) {
            online.note = Some(app.words.get("online-player-first-online"));
        }
        return vec![Effect::Focus(Focus::OnlinePlayer)];
    }
    let Some((track, title)) = track_of(online, app, open) else {
        online.note = Some(app.words.get("online-choose-track"));
        return Vec::new();
    };
    let form = &online.form;
    if track.starts().len() < form.seats {
        let starts = track.starts().len();
        online.note = Some(
            app.words
                .with("online-too-few-starts", &[("starts", starts.into())]),
        );
        return Vec::new();
    }
    let body = api::body_of(racetrack_api::NewGame {
        track: track.to_string(),
        rules: form.rules.name().into(),
        seats: form.seats as i64,
        move_seconds: MOVE_TIMES[form.move_time] as i64,
        crash_penalty: i64::from(form.penalty),
        public: form.public,
        rated: form.rated,
        spectator_chat: form.spectator_chat,
        night: form.night,
        checkpoints: form.checkpoints,
        honour: (form.rules == Rules::Karopapier && !form.honour.is_free()).then_some(form.honour),
        title: Some(
            title
                .chars()
                .take(racetrack_api::MAX_TITLE_CHARS)
                .collect::<String>(),
        )
        .filter(|t| !t.trim().is_empty()),
    });
    vec![api::request(
        app,
        ApiCall::Create,
        Method::Post,
        "/games",
        Some(body),
    )]
}

#[cfg(test)]
mod tests {
    use super::FormTrack;

    #[test]
    fn a_form_track_reads_back_from_its_option_value_and_nothing_else_reads() {
        for track in [FormTrack::Open, FormTrack::Level(3), FormTrack::Mine(0)] {
            assert_eq!(track.to_string().parse::<FormTrack>(), Ok(track));
        }
        for bad in [
            "", "level", "level:", "level:x", "mine:-1", "yours:1", "open:1",
        ] {
            assert!(bad.parse::<FormTrack>().is_err(), "{bad}");
        }
    }
}
