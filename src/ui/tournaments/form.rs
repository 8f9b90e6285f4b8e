//! The form that makes a tournament (on `#/tournaments`): an arena or a Grand Prix, its name,
//! when it starts, an arena's length, its tracks (levels and My tracks, in the menu's order),
//! rules, round time, rated, seats and bots, and whether its maker races in it (then entered
//! as it is made). Checked by the engine's own rules before it is sent (the refused field said
//! in words), then made by the server; its page opens on success.

use racetrack::Rules;
use racetrack::tournament::settings::{Kind, Settings, SettingsError};
use racetrack_api::TournamentView;
use serde_json::{Value, json};

use super::Tournaments;
use crate::ui::app::{App, Command};
use crate::ui::i18n::Words;
use crate::ui::msg::Effect;
use crate::ui::online::api::{self, ApiCall, Method};
use crate::ui::online::{FormTrack, MOVE_TIMES};
use crate::ui::route::Route;

/// When it may start, in minutes from now.
pub const STARTS_IN: [i64; 7] = [5, 15, 30, 60, 180, 1440, 10_080];

/// An arena's lengths offered, in minutes.
pub const ARENA_MINUTES: [u32; 7] = [10, 20, 30, 45, 60, 90, 180];

/// The form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentForm {
    /// Arena or Grand Prix.
    pub kind: Kind,
    /// Its name as typed.
    pub name: String,
    /// Index in [`STARTS_IN`].
    pub starts_in: usize,
    /// Index in [`ARENA_MINUTES`] (an arena's).
    pub minutes: usize,
    /// The tracks chosen, in the menu's order.
    pub tracks: Vec<FormTrack>,
    /// The rules.
    pub rules: Rules,
    /// Index in the online games' round times.
    pub move_time: usize,
    /// Whether its games change ratings.
    pub rated: bool,
    /// The most players, as typed.
    pub max_players: String,
    /// Whether bots may join.
    pub bots: bool,
    /// Whether its maker races in it (entered as it is made).
    pub play: bool,
    /// What became of the last try: a refusal in words, or "Making it…".
    pub note: Option<String>,
}

impl Default for TournamentForm {
    fn default() -> TournamentForm {
        TournamentForm {
            kind: Kind::Arena,
            name: String::new(),
            starts_in: 1,
            minutes: 2,
            tracks: vec![FormTrack::Level(0)],
            rules: Rules::Strict,
            move_time: 1,
            rated: true,
            max_players: "20".into(),
            bots: true,
            play: true,
            note: None,
        }
    }
}

/// What the player does with the form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FormInput {
    /// Opens it.
    Open,
    /// Closes it unsent.
    Cancel,
    /// `arena` or `grand_prix` (another changes nothing).
    Kind(String),
    /// The name typed.
    Name(String),
    /// When it starts (an index in [`STARTS_IN`]).
    StartsIn(usize),
    /// An arena's length (an index in [`ARENA_MINUTES`]).
    Minutes(usize),
    /// A track ticked (`true`) or not, by its option's value.
    Track(String, bool),
    /// The rules by name.
    Rules(String),
    /// The round time (an index in the online games' round times).
    MoveTime(usize),
    /// Rated or not.
    Rated(bool),
    /// The most players typed.
    MaxPlayers(String),
    /// Bots welcome or not.
    Bots(bool),
    /// The maker races in it or not.
    Play(bool),
    /// Sends it.
    Send,
}

/// A track to tick.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TrackChoice {
    /// Its value (`level:N`, `mine:N`).
    pub value: String,
    /// Its name (text).
    pub name: String,
    /// Ticked.
    pub chosen: bool,
}

/// The form as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FormView {
    /// `arena` or `grand_prix`.
    pub kind: &'static str,
    /// The name's text.
    pub name: String,
    /// When it starts: (value, words) each, and the chosen one.
    pub starts_in: (Vec<String>, usize),
    /// An arena's lengths (none for a Grand Prix), and the chosen one.
    pub minutes: (Vec<String>, usize),
    /// The round times, and the chosen one.
    pub move_times: (Vec<String>, usize),
    /// The tracks to tick.
    pub tracks: Vec<TrackChoice>,
    /// What the tracks' list says of them ("A Grand Prix races 2 to 20 tracks in turn.").
    pub tracks_hint: String,
    /// The rules' value.
    pub rules: &'static str,
    /// Rated.
    pub rated: bool,
    /// The most players' text.
    pub max_players: String,
    /// Bots welcome.
    pub bots: bool,
    /// The maker races in it.
    pub play: bool,
    /// The note under the form.
    pub note: Option<String>,
    /// Without an online player: a link to the screen that makes one (its address and words).
    pub player_link: Option<(String, String)>,
    /// Without an online player: why, above the link (a playtest read a lone button, the
    /// reason at the form's foot).
    pub player_why: Option<String>,
    /// Whether the form's Make it shows: not without a player (the link above it is the way
    /// on; two main buttons side by side read as two ways to make the tournament).
    pub send: bool,
}

/// The tracks the form offers: the levels, then My tracks.
fn offered(app: &App) -> Vec<(FormTrack, String)> {
    let levels = (app.menu.levels.iter().enumerate())
        .filter(|(_, l)| l.track.is_some())
        .map(|(i, l)| (FormTrack::Level(i), l.title_in(&app.words)));
    let mine = (app.kept.my_tracks.entries.iter().enumerate())
        .map(|(i, e)| (FormTrack::Mine(i), e.name.clone()));
    levels.chain(mine).collect()
}

/// The player's input on the form.
pub(crate) fn input(t: &mut Tournaments, app: &mut App, input: FormInput) -> Vec<Effect> {
    if let FormInput::Open = input {
        // A name to start from (the server wants 3 to 60 characters), the player's own.
        let name = (app.client.identity.as_ref())
            .map(|me| {
                let name = app.words.with(
                    "tournament-form-default-name",
                    &[("player", (&me.name).into())],
                );
                name.chars().take(60).collect()
            })
            .unwrap_or_default();
        t.form = Some(TournamentForm {
            name,
            ..TournamentForm::default()
        });
        return Vec::new();
    }
    let Some(f) = t.form.as_mut() else {
        return Vec::new();
    };
    // The levels' start points, in the menu's order.
    let starts: Vec<(FormTrack, usize)> = (app.menu.levels.iter().enumerate())
        .filter_map(|(i, l)| Some((FormTrack::Level(i), l.track.as_ref()?.starts().len())))
        .collect();
    match input {
        FormInput::Open => {}
        FormInput::Cancel => t.form = None,
        FormInput::Kind(kind) => match kind.as_str() {
            "arena" => f.kind = Kind::Arena,
            "grand_prix" => {
                f.kind = Kind::GrandPrix;
                // A Grand Prix races two tracks or more, each seating a race of its players: the
                // form offers a choice that can be sent rather than a first Send refused. Most
                // players, untouched, comes down to what two levels seat; the arena's first
                // level, ticked as the form opened, gives way when it seats too few.
                let untouched = TournamentForm::default();
                if f.max_players == untouched.max_players {
                    let mut counts: Vec<usize> = starts.iter().map(|&(_, n)| n).collect();
                    counts.sort_unstable_by(|a, b| b.cmp(a));
                    let seated = grand_prix_seats(&f.max_players);
                    if let Some(&second) = counts.get(1).filter(|&&n| n < seated) {
                        f.max_players = second.to_string();
                    }
                }
                let seats = grand_prix_seats(&f.max_players);
                let roomy = (starts.iter()).filter_map(|(t, n)| (*n >= seats).then_some(*t));
                let roomy: Vec<FormTrack> = roomy.collect();
                if f.tracks == untouched.tracks && !roomy.contains(&f.tracks[0]) {
                    f.tracks.clear();
                }
                for level in roomy {
                    if f.tracks.len() >= 2 {
                        break;
                    }
                    if !f.tracks.contains(&level) {
                        f.tracks.push(level);
                    }
                }
                sort_tracks(&mut f.tracks);
            }
            _ => {}
        },
        FormInput::Name(name) => f.name = name.chars().take(200).collect(),
        FormInput::StartsIn(i) if i < STARTS_IN.len() => f.starts_in = i,
        FormInput::Minutes(i) if i < ARENA_MINUTES.len() => f.minutes = i,
        FormInput::MoveTime(i) if i < MOVE_TIMES.len() => f.move_time = i,
        FormInput::StartsIn(_) | FormInput::Minutes(_) | FormInput::MoveTime(_) => {}
        FormInput::Track(value, chosen) => {
            if let Ok(track) = value.parse::<FormTrack>() {
                f.tracks.retain(|t| *t != track);
                if chosen {
                    f.tracks.push(track);
                }
                sort_tracks(&mut f.tracks);
            }
        }
        FormInput::Rules(name) => {
            if let Ok(rules) = name.parse() {
                f.rules = rules;
            }
        }
        FormInput::Rated(on) => f.rated = on,
        FormInput::MaxPlayers(text) => f.max_players = text.chars().take(8).collect(),
        FormInput::Bots(on) => f.bots = on,
        FormInput::Play(on) => f.play = on,
        FormInput::Send => return send(t, app),
    }
    Vec::new()
}

/// The cars a Grand Prix's race seats with `max_players` typed (as the engine's settings count
/// them; the form's default when it does not read).
fn grand_prix_seats(max_players: &str) -> usize {
    let default = TournamentForm::default().max_players;
    let players = (max_players.trim().parse::<u32>())
        .or_else(|_| default.parse::<u32>())
        .unwrap_or(0);
    Settings {
        kind: Kind::GrandPrix,
        name: String::new(),
        starts_ms: 0,
        minutes: None,
        tracks: 2,
        move_seconds: 0,
        max_players: players,
    }
    .starts_needed()
}

/// Puts the tracks in the menu's order: levels first, then My tracks.
fn sort_tracks(tracks: &mut [FormTrack]) {
    tracks.sort_by_key(|t| match t {
        FormTrack::Level(i) => (0, *i),
        FormTrack::Mine(i) => (1, *i),
        FormTrack::Open => (2, 0),
    });
}

/// The words of a refused setting.
fn refused(w: &Words, why: &SettingsError) -> String {
    w.get(match why {
        SettingsError::Name => "tournament-form-bad-name",
        SettingsError::Start => "tournament-form-bad-start",
        SettingsError::Minutes => "tournament-form-bad-minutes",
        SettingsError::Tracks => "tournament-form-bad-tracks",
        SettingsError::MoveSeconds => "tournament-form-bad-move-time",
        SettingsError::MaxPlayers => "tournament-form-bad-players",
    })
}

/// The request's body, or the words of what the form gets wrong.
fn body(t: &Tournaments, app: &App, now: f64) -> Result<Value, String> {
    let w = &app.words;
    let f = t.form.as_ref().ok_or_else(String::new)?;
    let list = t
        .list
        .as_ref()
        .ok_or_else(|| w.get("tournaments-no-server"))?;
    let server_now = list.now_ms + (now - t.listed_at).max(0.0) as i64;
    let max_players = f.max_players.trim().parse::<u32>().unwrap_or(0);
    let arena = f.kind == Kind::Arena;
    let mut tracks = Vec::with_capacity(f.tracks.len());
    for choice in &f.tracks {
        let named = match choice {
            FormTrack::Level(l) => {
                (app.menu.levels.get(*l)).and_then(|l| Some((l.title.clone(), l.track.clone()?)))
            }
            FormTrack::Mine(m) => (app.kept.my_tracks.entries.get(*m)).and_then(|e| {
                Some((
                    e.name.clone(),
                    e.track.parse::<racetrack::track::Track>().ok()?,
                ))
            }),
            FormTrack::Open => None,
        };
        tracks.push(named.ok_or_else(|| w.get("tournament-form-bad-tracks"))?);
    }
    let seconds = MOVE_TIMES[f.move_time.min(MOVE_TIMES.len() - 1)] as i64;
    let settings = Settings {
        kind: f.kind,
        name: f.name.clone(),
        starts_ms: server_now + STARTS_IN[f.starts_in] * 60_000,
        minutes: arena.then_some(ARENA_MINUTES[f.minutes]),
        tracks: tracks.len(),
        move_seconds: seconds,
        max_players,
    }
    .check(server_now, seconds..=seconds)
    .map_err(|why| refused(w, &why))?;
    let needed = settings.starts_needed();
    if let Some((name, track)) = tracks.iter().find(|(_, t)| t.starts().len() < needed) {
        let name = crate::ui::menu::shown_title(&app.menu.levels, w, name);
        let args = [
            ("name", name.into()),
            ("starts", track.starts().len().into()),
            ("needed", needed.into()),
        ];
        return Err(w.with("tournament-form-few-starts", &args));
    }
    // Each under its name (the server keeps 3 to 60 characters; a shorter one goes unnamed).
    let tracks: Vec<Value> = (tracks.iter())
        .map(|(name, track)| match name.trim().chars().count() {
            3..=60 => json!({"name": name.trim(), "track": track.to_string()}),
            _ => json!(track.to_string()),
        })
        .collect();
    Ok(json!({
        "kind": if arena { "arena" } else { "grand_prix" },
        "name": settings.name,
        "starts_ms": settings.starts_ms,
        "minutes": settings.minutes,
        "tracks": tracks,
        "rules": f.rules.name(),
        "move_seconds": seconds,
        "rated": f.rated,
        "max_players": max_players,
        "bots": f.bots,
        "join": f.play,
    }))
}

fn send(t: &mut Tournaments, app: &mut App) -> Vec<Effect> {
    if api::in_flight(app, &ApiCall::TournamentMake) || t.form.is_none() {
        return Vec::new();
    }
    let now = app.pace.last_now.unwrap_or(0.0);
    let made = match app.client.identity {
        None => Err(app.words.get("tracks-player-first")),
        Some(_) => body(t, app, now),
    };
    let Some(f) = t.form.as_mut() else {
        return Vec::new();
    };
    match made {
        Err(why) => {
            f.note = Some(why);
            Vec::new()
        }
        Ok(body) => {
            f.note = Some(app.words.get("tournament-form-sending"));
            let call = ApiCall::TournamentMake;
            vec![api::request(
                app,
                call,
                Method::Post,
                "/tournaments",
                Some(body),
            )]
        }
    }
}

/// The server's answer: the new tournament's page, or the refusal on the form.
pub(crate) fn answered(
    t: &mut Tournaments,
    app: &mut App,
    status: u16,
    value: Option<Value>,
) -> Vec<Effect> {
    let Some(value) = value else {
        if let Some(f) = t.form.as_mut() {
            f.note = Some(app.words.get("tournaments-no-server"));
        }
        return Vec::new();
    };
    if !api::ok(status) {
        let why = api::refusal(&app.words, status, &value);
        if let Some(f) = t.form.as_mut() {
            f.note = Some(why);
        }
        return Vec::new();
    }
    let Some(made) = api::decoded::<TournamentView>(&value) else {
        return Vec::new();
    };
    t.form = None;
    app.command(Command::Go(Route::Tournaments(Some(made.id))))
}

/// The form's view, while it is open.
pub fn view(t: &Tournaments, app: &App) -> Option<FormView> {
    let f = t.form.as_ref()?;
    let w = &app.words;
    let player_link = crate::ui::online::player_link(app);
    let minutes_words = |m: i64| crate::ui::online::move_time_words(w, (m * 60) as u64);
    let starts_in = STARTS_IN
        .iter()
        .map(|&m| {
            // Whole days apart: German says "in 7 Tagen" (the dative), not "in 7 Tage".
            let days = if m >= 1440 && m % 1440 == 0 {
                m / 1440
            } else {
                0
            };
            let args = [("time", minutes_words(m).into()), ("days", days.into())];
            w.with("tournament-form-in", &args)
        })
        .collect();
    let minutes = match f.kind {
        Kind::Arena => ARENA_MINUTES
            .iter()
            .map(|&m| w.with("tournaments-minutes", &[("n", m.into())]))
            .collect(),
        Kind::GrandPrix => Vec::new(),
    };
    let move_times = MOVE_TIMES
        .iter()
        .map(|&s| crate::ui::online::move_time_words(w, s))
        .collect();
    let tracks = offered(app)
        .into_iter()
        .map(|(track, name)| TrackChoice {
            value: track.to_string(),
            name,
            chosen: f.tracks.contains(&track),
        })
        .collect();
    Some(FormView {
        kind: match f.kind {
            Kind::Arena => "arena",
            Kind::GrandPrix => "grand_prix",
        },
        name: f.name.clone(),
        starts_in: (starts_in, f.starts_in),
        minutes: (minutes, f.minutes),
        move_times: (move_times, f.move_time),
        tracks,
        tracks_hint: w.get(match f.kind {
            Kind::Arena => "tournament-form-tracks-arena",
            Kind::GrandPrix => "tournament-form-tracks-grand-prix",
        }),
        rules: f.rules.name(),
        rated: f.rated,
        max_players: f.max_players.clone(),
        bots: f.bots,
        play: f.play,
        note: f.note.clone(),
        player_why: (player_link.as_ref()).map(|_| app.words.get("tracks-player-first")),
        send: player_link.is_none(),
        player_link,
    })
}
