//! The online screens as the page shows them: every word decided here.

use super::Online;
use super::room_view::RoomView;
use super::{MOVE_TIMES, Server, move_time_words};
use crate::ui::app::App;
use crate::ui::i18n::Words;
use racetrack::rules::Rules;
use racetrack_api::{GameState, GameSummary};

/// The ids of the page's lists of games (yours, the lobby, being played now): a click on a
/// game's button in any of them opens the game.
pub const GAME_LISTS: [&str; 3] = ["online-mine", "online-lobby", "online-running"];

/// The online home and the room.
#[derive(Clone, Debug, PartialEq)]
pub struct OnlineView {
    /// Why online races are off here (no server), if they are.
    pub no_server: Option<String>,
    /// Your online name, once you have a player.
    pub name: Option<String>,
    /// Your player key, while it is shown.
    pub key: Option<String>,
    /// The key button's label.
    pub key_label: String,
    /// A passing remark.
    pub note: Option<String>,
    /// The player key being pasted.
    pub key_draft: String,
    /// Whether the box for a player key from another device is open.
    pub key_box_open: bool,
    /// The form's track choices: (value, label).
    pub tracks: Vec<(String, String)>,
    /// The form's track.
    pub track: String,
    /// The form's seat choices.
    pub seat_choices: Vec<usize>,
    /// The form's seats.
    pub seats: usize,
    /// The form's move times: (value, words).
    pub move_times: Vec<(String, String)>,
    /// The form's move time (its value).
    pub move_time: String,
    /// The form's crash penalty.
    pub penalty: u32,
    /// The form's lobby switch.
    pub public: bool,
    /// The form's switch letting spectators chat.
    pub spectator_chat: bool,
    /// The form's night switch.
    pub night: bool,
    /// The form's checkpoints switch.
    pub checkpoints: bool,
    /// The form's honour rules (start direction, crashes on purpose: the selects' values),
    /// asked under Karopapier's rules only.
    pub honour: Option<(&'static str, &'static str)>,
    /// The form's rated switch.
    pub rated: bool,
    /// The form's rules (the select's value: `strict`, `soft` or `karopapier`).
    pub rules: &'static str,
    /// The crash penalty's unit: turns sat out, or under Karopapier's rules moves put back.
    pub penalty_unit: String,
    /// How the rounds go under the form's rules.
    pub rounds_note: String,
    /// Whether "tell me when it is my move" is on (for a player), and whether it is being
    /// turned on.
    pub notify: Option<(bool, bool)>,
    /// Whether the sounds are on (the same switch as the game's: the your-move chime online).
    pub sound_on: bool,
    /// The player profile open, if any.
    pub profile: Option<super::profile::ProfileView>,
    /// "Play now"'s kinds: (value, words).
    pub pair_kinds: Vec<(String, String)>,
    /// The kind chosen (its value).
    pub pair_kind: String,
    /// The wait for an opponent, while the player waits (Cancel shows with it).
    pub pairing: Option<String>,
    /// Who else waits in the pool now, while the player does not.
    pub pool: Option<String>,
    /// The lobby.
    pub lobby: Vec<GameRow>,
    /// What the lobby says when it is empty.
    pub lobby_empty: String,
    /// The public games running now, to watch.
    pub running: Vec<GameRow>,
    /// What that list says when it is empty.
    pub running_empty: String,
    /// Your games.
    pub mine: Vec<GameRow>,
    /// The button that asks more of your games, when the server has more.
    pub more_games: Option<String>,
    /// How many of your games wait for your move.
    pub your_turn: usize,
    /// The room, on a game's screen.
    pub room: Option<RoomView>,
}

/// A game in a list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRow {
    /// Its id.
    pub id: String,
    /// Its players and seats.
    pub title: String,
    /// Rules, move time, track size.
    pub detail: String,
    /// Where it stands.
    pub state: String,
    /// Whether it waits for your move.
    pub your_turn: bool,
    /// Its button's label.
    pub action: String,
}

/// A seat in the room.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatRow {
    /// The seat, from 0.
    pub car: usize,
    /// Its colour slot ([`crate::ui::scene::car_colour`]): the page's `--car-N`.
    pub colour: usize,
    /// The player's name (as text).
    pub name: String,
    /// The player's name as the server knows it (a tap shows their profile).
    pub player: String,
    /// The name's button's label: "Ann: profile".
    pub profile_label: String,
    /// Where the car stands, with what separates it from the name: ": has chosen",
    /// ": finished in 12 moves" (in French a no-break space before the colon).
    pub words: String,
    /// Whether it is you.
    pub you: bool,
    /// Whether it has chosen this round.
    pub chosen: bool,
    /// Whether its player is connected (has a live stream open), and the words for the dot.
    pub connected: (bool, String),
}

/// A game's rules in words ("Karopapier").
pub(crate) fn rules_words(words: &Words, rules: &str) -> String {
    match rules.parse::<racetrack::rules::Rules>() {
        Ok(rules) => crate::ui::play_text::rules_words(words, rules),
        Err(_) => rules.to_owned(),
    }
}

/// A game's settings in words (`text`), and that it is played at night when it is.
/// `text` (a game's heading or its line in a list) said to be rated when it is: its result
/// changes the players' ratings, which a player should know before they lose points.
pub(crate) fn rated(words: &Words, text: String, rated: bool) -> String {
    match rated {
        true => words.with("online-rated-text", &[("text", text.into())]),
        false => text,
    }
}

pub(crate) fn at_night(words: &Words, text: String, night: bool) -> String {
    match night {
        true => words.with("online-at-night", &[("text", text.into())]),
        false => text,
    }
}

fn row(app: &App, g: &GameSummary) -> GameRow {
    let words = &app.words;
    let round = ("round", i64::from(g.race_round.unwrap_or(g.round)).into());
    let state = match g.state {
        GameState::Open => words.with(
            "lobby-seats",
            &[("taken", g.taken.into()), ("seats", g.seats.into())],
        ),
        GameState::Running if g.your_turn => words.with("lobby-your-move", &[round]),
        GameState::Running => words.with("lobby-round", &[round]),
        GameState::Over => match g.place {
            Some(1) => words.with("lobby-won", &[("cars", g.taken.into())]),
            Some(place) => words.with(
                "lobby-place",
                &[("place", place.into()), ("cars", g.taken.into())],
            ),
            None => words.get("lobby-over"),
        },
    };
    let rules = rules_words(words, &g.rules);
    GameRow {
        id: g.id.clone(),
        title: super::room_view::players_words(words, g),
        detail: at_night(
            words,
            rated(
                words,
                words.with(
                    "lobby-detail",
                    &[
                        (
                            "title",
                            g.title
                                .as_ref()
                                .map(|t| {
                                    let t =
                                        crate::ui::menu::shown_title(&app.menu.levels, words, t);
                                    format!("{t} · ")
                                })
                                .unwrap_or_default()
                                .into(),
                        ),
                        ("rules", rules.into()),
                        ("time", move_time_words(words, g.move_seconds).into()),
                        ("cols", g.cols.into()),
                        ("rows", g.rows.into()),
                    ],
                ),
                g.rated,
            ),
            g.night,
        ),
        state,
        your_turn: g.your_turn,
        action: words.get(match (g.your_turn, g.state) {
            (true, _) => "lobby-play",
            (_, GameState::Open) => "lobby-open",
            _ => "lobby-watch",
        }),
    }
}

/// The view of the online home (the page's view adds the room's and the profile's).
pub fn view(online: &Online, app: &App, open_title: Option<&str>) -> OnlineView {
    let form = &online.form;
    let mut tracks = Vec::new();
    if let Some(open_title) = open_title {
        tracks.push((
            super::FormTrack::Open.to_string(),
            app.words
                .with("online-track-open-now", &[("title", open_title.into())]),
        ));
    }
    for (i, level) in app.menu.levels.iter().enumerate() {
        if level.track.is_some() {
            let value = super::FormTrack::Level(i).to_string();
            let title = ("title", level.title_in(&app.words).into());
            tracks.push((value, app.words.with("online-track-level", &[title])));
        }
    }
    for (i, entry) in app.kept.my_tracks.entries.iter().enumerate() {
        let value = super::FormTrack::Mine(i).to_string();
        let name = ("name", (&entry.name).into());
        tracks.push((value, app.words.with("online-track-mine", &[name])));
    }
    let no_server = match &app.client.server {
        Server::Down(why) => Some(why.clone()),
        _ => None,
    };
    OnlineView {
        profile: None,
        notify: app
            .client
            .identity
            .as_ref()
            .map(|me| (me.notify, app.client.notify_asking)),
        pair_kinds: (0..super::PAIR_KINDS)
            .map(|i| (i.to_string(), super::pairing::kind_words(&app.words, i)))
            .collect(),
        pair_kind: super::pairing::kind(online).to_string(),
        pairing: super::pairing::words(online, app),
        pool: super::pairing::pool_words(online, app),
        no_server,
        name: app.client.identity.as_ref().map(|i| i.name.clone()),
        key: app
            .client
            .identity
            .as_ref()
            .filter(|_| online.show_key)
            .map(|i| i.token.clone()),
        key_label: app.words.get(if online.show_key {
            "online-key-hide"
        } else {
            "online-key-show"
        }),
        note: online.note.clone(),
        key_draft: online.key_draft.clone(),
        key_box_open: online.key_box_open,
        sound_on: !app.settings.muted(),
        tracks,
        track: form.track.to_string(),
        seat_choices: (2..=racetrack::race::MAX_CARS).collect(),
        seats: form.seats,
        move_times: MOVE_TIMES
            .iter()
            .enumerate()
            .map(|(i, seconds)| (i.to_string(), move_time_words(&app.words, *seconds)))
            .collect(),
        move_time: form.move_time.to_string(),
        penalty: form.penalty,
        public: form.public,
        spectator_chat: form.spectator_chat,
        night: form.night,
        checkpoints: form.checkpoints,
        honour: (form.rules == Rules::Karopapier)
            .then(|| (form.honour.start.name(), form.honour.crashes.name())),
        rated: form.rated,
        rules: form.rules.name(),
        penalty_unit: if form.rules == Rules::Karopapier {
            app.words.get("online-penalty-back")
        } else {
            app.words.get("online-penalty-turns")
        },
        rounds_note: if form.rules == Rules::Karopapier {
            app.words.get("online-turns-note")
        } else {
            app.words.get("online-rounds-note")
        },
        lobby: online.lobby.iter().map(|g| row(app, g)).collect(),
        lobby_empty: app.words.get("lobby-empty"),
        running: online.running.iter().map(|g| row(app, g)).collect(),
        running_empty: app.words.get("lobby-running-empty"),
        // The games waiting for your move first, each group as the server ordered it.
        mine: {
            let mut rows: Vec<GameRow> = online.mine.iter().map(|g| row(app, g)).collect();
            rows.sort_by_key(|r| !r.your_turn);
            rows
        },
        more_games: online.mine_more.then(|| app.words.get("lobby-more-games")),
        your_turn: your_turn(online),
        room: None,
    }
}

/// How many of your games wait for your move: the server's count of all of them, or those
/// listed when it gave none.
pub fn your_turn(online: &Online) -> usize {
    let listed = online.mine.iter().filter(|g| g.your_turn).count();
    online.mine_waiting.unwrap_or(listed).max(listed)
}

/// "0:07", "4:59", "2 h 10 min", "3 days 4 h".
pub fn clock_words(words: &Words, seconds: i64) -> String {
    match seconds {
        s if s < 3600 => format!("{}:{:02}", s / 60, s % 60),
        s if s < 86_400 => words.with(
            "time-clock-hours",
            &[("h", (s / 3600).into()), ("m", ((s % 3600) / 60).into())],
        ),
        s => words.with(
            "time-clock-days",
            &[
                ("d", (s / 86_400).into()),
                ("h", ((s % 86_400) / 3600).into()),
            ],
        ),
    }
}
