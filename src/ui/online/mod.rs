//! Online races (`#/online`, `#/online/GAME`): the player's online name and secret player key,
//! the lobby of public games, "Your games" with the ones waiting for a move, making a game from
//! any track, and the game room (`room`): the board with every car live, the round's countdown,
//! the chat, the standings and the replay at the end.
//!
//! The page talks to the game server it was served from (`/api/v1`, `docs/api.md`) through
//! [`Effect::Api`] and the live stream through [`Effect::LiveOpen`]; every answer comes back as
//! a message, so all of it is tested natively. The static site alone has no server: the online
//! screens say so and everything offline plays as before.

pub(crate) mod api;
mod bar;
pub mod form;
pub mod leaderboard;
pub(crate) mod notify;
mod pairing;
pub(crate) mod player_live;
pub mod profile;
mod ratings;
pub(crate) mod refresh;
pub(crate) mod room;
pub mod room_view;
mod round_log;
pub mod view;

pub use api::{ApiCall, Method, NO_ANSWER};
pub use refresh::{LOBBY_EVERY_MS, MINE_EVERY_MS};
pub use room::{GameRoom, LiveEvent};
pub use room_view::RoomView;
pub use view::{GameRow, OnlineView, SeatRow, view};

pub(crate) use api::{answered, received};
pub use form::{Form, FormTrack};
pub use notify::PushRefusal;
pub(crate) use pairing::tick as pairing_tick;
pub use pairing::{PAIR_EVERY_MS, PAIR_KINDS};
pub(crate) use refresh::{lobby_tick, mine_tick};

use crate::ui::app::{App, Command};
use racetrack_api::GameSummary;
use serde::{Deserialize, Serialize};

use super::msg::{Copier, Effect};
use super::route::Route;

/// Where the player's online identity is kept.
pub const IDENTITY_KEY: &str = "racetrack.online";

/// The move times a new game offers, in seconds ([`move_time_words`] says them): live rounds
/// first, then correspondence.
pub const MOVE_TIMES: [u64; 9] = [
    10,
    30,
    60,
    300,
    3600,
    86_400,
    3 * 86_400,
    7 * 86_400,
    14 * 86_400,
];

/// The player as the server knows them: their id, name and secret token (the "player key").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Identity {
    /// Their id.
    pub id: i64,
    /// Their name.
    pub name: String,
    /// Their secret token: sent as `Authorization: Bearer`, never in an address.
    pub token: String,
    /// Whether this browser is told when it is their move (Web Push), once turned on.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub notify: bool,
}

/// Whether a game server answers.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum Server {
    /// Not asked yet, or asking.
    #[default]
    Unknown,
    /// It answers.
    Up,
    /// It does not: why.
    Down(String),
}

/// "Your move in …": news of a game of the player's, told while they are elsewhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Toast {
    /// What it says.
    pub words: String,
    /// Where it leads: a game's room, or a tournament's page.
    pub opens: Route,
}

impl Toast {
    /// A toast that opens game `game`'s room.
    pub fn game(words: String, game: &str) -> Toast {
        Toast {
            words,
            opens: Route::Online(Some((game.to_owned(), None))),
        }
    }

    /// Whether it opens game `id`'s room.
    pub fn opens_game(&self, id: &str) -> bool {
        matches!(&self.opens, Route::Online(Some((game, _))) if game == id)
    }
}

/// The page's link to the game server, shared by every screen: who the player is, whether a
/// server answers, the requests in flight, the toast of a move that became the player's, the
/// player's own stream and the notifications' state.
#[derive(Clone, Debug, Default)]
pub struct Client {
    /// The player, once made or brought from another device.
    pub identity: Option<Identity>,
    /// Whether a server answers.
    pub server: Server,
    /// Notifications are being turned on (the key, the permission, the subscription).
    pub notify_asking: bool,
    /// Turning them on failed or was refused on this visit: not offered again by itself.
    pub notify_refused: bool,
    /// "Your move in …" and its game, when a move became yours while the player was elsewhere.
    pub toast: Option<Toast>,
    /// The player's own stream: whether it is open (or opening), and when it last closed (the
    /// page's clock), to open it again a little later.
    pub player_live: player_live::PlayerLive,
    /// The requests sent and not answered yet.
    pub in_flight: Vec<ApiCall>,
    /// The tracks the player published (the newest 30), to mark them in My tracks.
    pub published: Vec<racetrack_api::TrackSummary>,
}

impl Client {
    /// `call` was answered: it is no longer in flight.
    pub(crate) fn answered(&mut self, call: &ApiCall) {
        if let Some(i) = self.in_flight.iter().position(|c| c == call) {
            self.in_flight.remove(i);
        }
    }
}

/// The online home's state: your player, the lists, the new game form and the pairing. (The game
/// room is a screen of its own: [`GameRoom`].)
#[derive(Clone, Debug, Default)]
pub struct Online {
    /// The box for a player key from another device is opened (a name was taken: it may be
    /// the player's own).
    pub key_box_open: bool,
    /// Public games waiting for players.
    pub lobby: Vec<GameSummary>,
    /// Public games running now, to watch.
    pub running: Vec<GameSummary>,
    /// When the lobby is asked again (the page's clock, ms), while the online page shows.
    pub lobby_due: Option<f64>,
    /// The player's games, the latest first (the pages asked so far).
    pub mine: Vec<GameSummary>,
    /// Whether the server has more of the player's games than `mine` holds.
    pub mine_more: bool,
    /// How many of all the player's games wait for their move, as the server counts them.
    pub mine_waiting: Option<usize>,
    /// When your games are asked again (the page's clock, ms), once a wake-up for it is asked.
    pub mine_due: Option<f64>,
    /// The name typed for a new player.
    pub name_draft: String,
    /// A player key pasted from another device.
    pub key_draft: String,
    /// The new game form.
    pub form: Form,
    /// The kind of game "Play now" asks for (an index into the pairing kinds; `None`: 30 s a
    /// move).
    pub pair_kind: Option<usize>,
    /// The wait in the pairing pool, while the player waits.
    pub pairing: Option<pairing::Pairing>,
    /// "Play now" was pressed before there was a player: the wait begins once the player is
    /// made here (on the online page; leaving it forgets).
    pub play_after_player: bool,
    /// Who else waits in the pool, by kind (the server's last word on it).
    pub pool: Vec<racetrack_api::PoolKind>,
    /// Whether your games were listed once (a move that was yours already is no news).
    pub mine_listed: bool,
    /// A passing remark ("Copied", a refusal).
    pub note: Option<String>,
    /// Whether the player key shows (it is secret: hidden until asked for).
    pub show_key: bool,
}

/// What the player does on the online screens.
#[derive(Clone, Debug, PartialEq)]
pub enum OnlineInput {
    /// The name field changed.
    NameTyped(String),
    /// The room's name field changed (a player made there takes a seat).
    SeatNameTyped(String),
    /// Make a player with that name.
    MakePlayer,
    /// Show or hide the player key.
    ToggleKey,
    /// Copy the player key.
    CopyKey,
    /// The player key field changed.
    KeyTyped(String),
    /// Use the pasted player key on this device.
    UseKey,
    /// Ask whether to forget the player on this device.
    AskForget,
    /// Forget the player on this device.
    Forget,
    /// The form's track choice (its option's value reads as one).
    Track(FormTrack),
    /// The form's rules, by the name its select gives (`strict`, `soft`, `karopapier`; another
    /// changes nothing).
    Rules(String),
    /// The form's seats.
    Seats(usize),
    /// The form's move time (an index in [`MOVE_TIMES`]).
    MoveTime(usize),
    /// The form's crash penalty, in rounds.
    Penalty(u32),
    /// The form's lobby switch.
    Public(bool),
    /// The form's switch letting spectators chat.
    SpectatorChat(bool),
    /// The form's night switch.
    Night(bool),
    /// The form's checkpoints switch.
    Checkpoints(bool),
    /// The form's start direction (an honour rule): `free`, `classic` or `formula1`.
    StartDirection(String),
    /// The form's crashes on purpose (an honour rule): `free`, `allowed` or `forbidden`.
    TacticalCrashes(String),
    /// The form's rated switch.
    Rated(bool),
    /// Make the game.
    Create,
    /// Ask the lists again.
    Refresh,
    /// Ask the next page of your games.
    MoreGames,
    /// Open a game of a list.
    Open(String),
    /// Take a seat in the room's game.
    Join,
    /// Make a player of the typed name from the room, and take a seat with it.
    JoinAs,
    /// Start the room's game with the seats taken.
    Start,
    /// The skill chosen for a bot to seat (`novice` to `perfect`).
    BotSkill(String),
    /// Seat one of the server's bots, of the skill chosen, in the room's game (its creator).
    AddBot,
    /// Ask whether to cancel the room's open game (its creator).
    AskCancel,
    /// Ask whether to leave the room's open game.
    AskLeave,
    /// The "tell me when it is my move" switch.
    Notify(bool),
    /// The browser's push subscription (its JSON), or why there is none.
    PushSubscribed(Result<String, PushRefusal>),
    /// Show the profile of the player of this name.
    ShowProfile(String),
    /// Close the profile.
    HideProfile,
    /// Open the game the toast speaks of.
    OpenToast,
    /// Close the toast.
    DismissToast,
    /// "Play now": wait in the pairing pool for the kind chosen.
    PlayNow,
    /// The kind of game "Play now" asks for (an index in [`PAIR_KINDS`]).
    PairKind(usize),
    /// Stop waiting for an opponent.
    CancelPairing,
    /// Ask whether to resign the room's running game.
    AskResign,
    /// Make the finished game's rematch (or take a seat in it).
    Rematch,
    /// Yes: take the step asked about.
    Confirm,
    /// No: keep the game as it is.
    KeepGame,
    /// Copy the room's invite link.
    CopyInvite,
    /// The chat line changed.
    ChatTyped(String),
    /// Send the chat line.
    SendChat,
    /// Watch the finished game in the replay viewer.
    WatchReplay,
    /// Save the finished game's race record.
    SaveRecord,
    /// Send the won solo run to the track's world board.
    SendRun,
}

impl OnlineInput {
    /// Whether the input is the game room's.
    pub fn room(&self) -> bool {
        matches!(
            self,
            OnlineInput::SeatNameTyped(_)
                | OnlineInput::Join
                | OnlineInput::JoinAs
                | OnlineInput::Start
                | OnlineInput::BotSkill(_)
                | OnlineInput::AddBot
                | OnlineInput::AskCancel
                | OnlineInput::AskLeave
                | OnlineInput::AskResign
                | OnlineInput::Rematch
                | OnlineInput::Confirm
                | OnlineInput::KeepGame
                | OnlineInput::CopyInvite
                | OnlineInput::ChatTyped(_)
                | OnlineInput::SendChat
                | OnlineInput::WatchReplay
                | OnlineInput::SaveRecord
        )
    }
}

/// The online home has no board and nothing to do on leaving (its refreshes stop by
/// themselves off its screen).
impl crate::ui::screen::ScreenState for Online {}

impl Online {
    /// The stored identity (`None` when there is none or it does not read).
    pub fn load(text: Option<&str>) -> Option<Identity> {
        serde_json::from_str(text?).ok()
    }
}

/// Keeps the identity in storage.
pub(crate) fn store(identity: &Identity) -> Effect {
    Effect::Store {
        key: IDENTITY_KEY,
        value: serde_json::to_string(identity).expect("an identity serialises"),
    }
}

/// Opens the online home: it asks the lists (the room is left by the dispatcher on leaving its
/// screen).
pub(crate) fn open(online: &mut Online, app: &mut App) -> Vec<Effect> {
    online.show_key = false;
    online.play_after_player = false;
    refresh::lists(online, app)
}

/// After every message: the home's wake-ups (your games, the lobby, the pairing) and the
/// player's own stream kept open.
pub(crate) fn after(online: &mut Online, app: &mut App) -> Vec<Effect> {
    let mut effects: Vec<Effect> = refresh::mine_wake(online, app).into_iter().collect();
    effects.extend(refresh::lobby_wake(online, app));
    effects.extend(pairing::wake(online, app));
    effects.extend(player_live::keep(app));
    effects
}

/// Handles an input of the online home (the room's are the room's: [`OnlineInput::room`]).
#[inline(never)]
pub(crate) fn input(online: &mut Online, app: &mut App, input: OnlineInput) -> Vec<Effect> {
    online.note = None;
    match input {
        OnlineInput::NameTyped(name) => online.name_draft = name,
        OnlineInput::KeyTyped(key) => online.key_draft = key,
        OnlineInput::ToggleKey => online.show_key = !online.show_key,
        OnlineInput::MakePlayer => match api::make_player(app, &online.name_draft) {
            Ok(effects) => return effects,
            Err(words) => online.note = Some(words),
        },
        OnlineInput::UseKey => return api::use_key(online, app),
        OnlineInput::CopyKey => {
            if let Some(me) = &app.client.identity {
                return vec![Effect::Copy {
                    text: me.token.clone(),
                    by: Copier::PlayerKey,
                }];
            }
        }
        OnlineInput::AskForget => {
            return vec![Effect::Confirm {
                question: app.words.get("online-forget-question"),
                then: Box::new(super::msg::Msg::Online(OnlineInput::Forget)),
            }];
        }
        OnlineInput::Forget => {
            app.client.identity = None;
            online.mine.clear();
            online.mine_more = false;
            online.mine_waiting = None;
            online.show_key = false;
            online.key_draft.clear();
            return vec![Effect::Store {
                key: IDENTITY_KEY,
                value: String::new(),
            }];
        }
        OnlineInput::Track(track) => online.form.track = track,
        OnlineInput::Rules(name) => {
            if let Ok(rules) = name.parse() {
                online.form.rules = rules;
            }
        }
        OnlineInput::Seats(n) => online.form.seats = n.clamp(2, racetrack::race::MAX_CARS),
        OnlineInput::MoveTime(i) => online.form.move_time = i.min(MOVE_TIMES.len() - 1),
        OnlineInput::Penalty(p) => {
            online.form.penalty = p.min(racetrack::race::MAX_CRASH_PENALTY);
        }
        OnlineInput::Public(public) => online.form.public = public,
        OnlineInput::SpectatorChat(on) => online.form.spectator_chat = on,
        OnlineInput::Night(on) => online.form.night = on,
        OnlineInput::Checkpoints(on) => online.form.checkpoints = on,
        OnlineInput::StartDirection(name) => {
            use racetrack::race::record::StartDirection;
            if let Some(&start) = StartDirection::ALL.iter().find(|s| s.name() == name) {
                online.form.honour.start = start;
            }
        }
        OnlineInput::TacticalCrashes(name) => {
            use racetrack::race::record::TacticalCrashes;
            if let Some(&crashes) = TacticalCrashes::ALL.iter().find(|c| c.name() == name) {
                online.form.honour.crashes = crashes;
            }
        }
        OnlineInput::Rated(on) => online.form.rated = on,
        OnlineInput::Refresh => return refresh::lists(online, app),
        OnlineInput::MoreGames => return refresh::more_mine(online, app),
        OnlineInput::Open(id) => return app.command(Command::Go(Route::Online(Some((id, None))))),
        OnlineInput::Notify(on) => return notify::switch(&mut online.note, app, on),
        OnlineInput::PushSubscribed(result) => {
            return notify::subscribed(&mut online.note, app, result);
        }
        OnlineInput::OpenToast => {
            if let Some(toast) = app.client.toast.take() {
                return app.command(Command::Go(toast.opens));
            }
        }
        OnlineInput::DismissToast => app.client.toast = None,
        OnlineInput::PlayNow => return pairing::play_now(online, app),
        OnlineInput::CancelPairing => return pairing::cancel(online, app),
        OnlineInput::PairKind(i) => online.pair_kind = Some(i.min(pairing::PAIR_KINDS - 1)),
        // Another screen's: the dispatcher hands them over (the room's, the profile's).
        _ => {}
    }
    Vec::new()
}

/// The words for a move time in seconds.
pub fn move_time_words(words: &crate::ui::i18n::Words, seconds: u64) -> String {
    let s = seconds;
    let (id, n) = if s >= 2 * 86_400 || (s >= 86_400 && s % 86_400 == 0) {
        ("time-days", s / 86_400)
    } else if s >= 7200 || (s >= 3600 && s % 3600 == 0) {
        ("time-hours", s / 3600)
    } else if s >= 120 || (s >= 60 && s % 60 == 0) {
        ("time-minutes", s / 60)
    } else {
        ("time-seconds", s)
    };
    words.with(id, &[("n", (n as usize).into())])
}

/// The player key's copy finished: the page says so.
pub(crate) fn copied(
    online: &mut Online,
    words: &crate::ui::i18n::Words,
    result: &Result<(), crate::ui::msg::CopyRefusal>,
) {
    online.note = Some(match result {
        Ok(()) => words.get("online-key-copied"),
        Err(_) => words.get("online-clipboard-refused"),
    });
}

/// Without an online player on this device: a link to the screen that makes one (its address
/// and words), for the forms that need one.
pub(crate) fn player_link(app: &crate::ui::app::App) -> Option<(String, String)> {
    app.client.identity.is_none().then(|| {
        (
            crate::ui::route::Route::Online(None).to_string(),
            app.words.get("make-player-link"),
        )
    })
}

/// The toast's words as the page shows them: none over a finished game's room that offers the
/// rematch the toast would open (its own button says it).
pub(crate) fn toast_words(toast: Option<&Toast>, room: Option<&GameRoom>) -> Option<String> {
    let rematch = room
        .and_then(|r| r.game.as_ref())
        .and_then(|g| g.rematch.as_deref());
    toast
        .filter(|t| !rematch.is_some_and(|id| t.opens_game(id)))
        .map(|t| t.words.clone())
}
