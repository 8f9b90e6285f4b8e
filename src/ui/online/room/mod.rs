//! The game room (`#/online/GAME`, or `#/online/GAME/INVITE` from an invite link): the game's
//! track on the board with every car's trail, your options when your car has to choose (a tap
//! sends the move), the players and who has chosen, the round's countdown, the chat, the
//! standings at the end with the replay and the record. Everybody else watches read-only.
//!
//! The room keeps the server's view of the game (`GET /api/v1/games/{id}`) and listens to its
//! live stream: a chat line or a car having chosen is applied at once; anything that moves the
//! cars makes the room ask the view again (once per burst). A stream that drops reconnects
//! after [`RECONNECT_MS`] with the last event's number, so nothing is missed.

mod controls;
mod live;
mod play;
mod requests;
mod server_game;

use crate::ui::app::{App, Command};
use crate::ui::i18n::Words;
use serde_json::Value;

use super::api::{self, ApiCall, Arrival, Method};
use crate::ui::board::Board;
use crate::ui::msg::{Effect, Focus};
use crate::ui::route::Route;
use racetrack::grid::Point;
use racetrack::rules::Rules;
use racetrack::track::Track;

pub(crate) use controls::{ask, cancelled, confirmed, keep, rematch};
pub use live::LiveEvent;
pub(crate) use live::{live, tick, wake};
pub(crate) use play::{key, pointer_down, scene};
use racetrack_api::GameState;
pub use requests::invite_link;
pub(crate) use requests::{copied, download, input, player_made, room_request};
pub(crate) use server_game::shown_round;
pub use server_game::{CarView, ChatLine, GameView};

/// How long a dropped live stream waits before it reconnects.
pub const RECONNECT_MS: f64 = 2000.0;

/// Most race events kept for the round log.
pub const LOG_EVENTS: usize = 400;

/// Most chat lines kept.
pub const CHAT_LINES: usize = 100;

/// How long a chat line said during the race shows over the board (ms).
pub const CHAT_TOAST_MS: f64 = 6000.0;

/// A move sent and not yet seen played: its round and its point.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SentMove {
    /// The round it was sent in.
    pub round: u32,
    /// The point.
    pub to: Point,
}

/// The game room.
#[derive(Clone, Debug, Default)]
pub struct GameRoom {
    /// The game's id.
    pub id: String,
    /// The invite code the link brought.
    pub invite: Option<String>,
    /// The game, once the server has shown it.
    pub game: Option<GameView>,
    /// Why the game cannot be shown.
    pub error: Option<String>,
    /// The last event seen.
    pub seq: i64,
    /// Whether the live stream is open.
    pub live: bool,
    /// Milliseconds until the stream reconnects, after it dropped.
    pub reconnect_in: Option<f64>,
    /// A view is asked and not answered.
    pub asking: bool,
    /// Something moved since the view was asked.
    pub stale: bool,
    /// The chat.
    pub chat: Vec<ChatLine>,
    /// The race's events as the live stream sent them, by round (the round log's).
    pub log: Vec<(i64, racetrack::race::record::RecordEvent)>,
    /// One car at a time: the race's round of each of the API's rounds (turns) the live stream
    /// announced, from the log's first on.
    pub race_rounds: std::collections::BTreeMap<i64, u32>,
    /// The chat line being typed.
    pub chat_draft: String,
    /// The last chat line sent, put back in the field if it is refused.
    pub chat_sent: Option<String>,
    /// A passing remark (a refused move, "Copied").
    pub note: Option<String>,
    /// The move sent this round.
    pub sent: Option<SentMove>,
    /// The server's clock minus the page's, in ms, when the view came.
    pub clock_offset: Option<f64>,
    /// The track on the board (its text).
    pub board_track: Option<String>,
    /// Night: whether each cell of the board (row-major) is one the server showed; `None` by
    /// day.
    pub seen: Option<Vec<bool>>,
    /// The finished game's record, once fetched.
    pub record: Option<String>,
    /// What to do with the record when it comes: watch it (`true`) or save it.
    pub record_watch: bool,
    /// The option picked with the arrow keys.
    pub highlight: Option<Point>,
    /// The last event the live stream sent (where a reconnection starts).
    pub live_seq: i64,
    /// The server's clock of the last view, to set the clock offset on the next frame.
    pub clock_pending: Option<i64>,
    /// The game's track on the canvas, once the view has come.
    pub board: Option<Board>,
    /// A wake-up is asked for ([`Effect::WakeIn`]).
    pub wake_pending: bool,
    /// The page's clock at the last tick (the room keeps its own: the page's frames stop
    /// when nothing animates).
    pub last_tick: Option<f64>,
    /// A step that cannot be undone, waiting for the player's yes.
    pub confirm: Option<Confirm>,
    /// A player is being made from the room to take a seat as soon as it exists.
    pub join_after_player: bool,
    /// The name typed for a new player, to take a seat with (an invited friend's first visit).
    pub name_draft: String,
    /// The skill of the bot the creator would seat.
    pub bot_skill: racetrack_api::BotSkill,
    /// Until when (the page's clock, ms) the last chat line shows over the board: said by
    /// another during the race, whose chat a phone has below the board, out of sight.
    pub chat_toast_until: Option<f64>,
}

/// The room's slot is its screen's state: none until a game's address opens one.
impl crate::ui::screen::ScreenState for Option<GameRoom> {
    fn board(&self) -> Option<&Board> {
        self.as_ref()?.board.as_ref()
    }

    fn board_mut(&mut self) -> Option<&mut Board> {
        self.as_mut()?.board.as_mut()
    }

    fn focus(&self, _screen: crate::ui::model::Screen) -> crate::ui::board_input::Focus {
        self.as_ref().map(GameRoom::focus).unwrap_or_default()
    }

    /// Its stream closes when its screen is left.
    fn leave(&mut self, _to: crate::ui::model::Screen) -> Vec<Effect> {
        leave(self)
    }
}

/// A step the room asks about before it is taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Confirm {
    /// The creator cancels the open game.
    Cancel,
    /// A seated player leaves the open game.
    Leave,
    /// A seated player resigns the running game.
    Resign,
}

impl GameRoom {
    /// The server's clock now, by the page's clock `local_ms`.
    pub fn server_now(&self, local_ms: f64) -> Option<f64> {
        self.clock_offset.map(|o| local_ms + o)
    }

    /// Your car, when you sit in the game.
    pub fn you(&self) -> Option<&CarView> {
        let game = self.game.as_ref()?;
        game.cars.get(game.you?)
    }

    /// Where your car goes keeping its velocity (`None` before its placement).
    pub fn main_point(&self) -> Option<Point> {
        let board = self.board.as_ref()?;
        racetrack::game::main_point(board.track(), board.rules(), &server_game::run(self.you()?))
    }

    /// The points your car may choose now (empty unless it has to choose and has not).
    pub fn options(&self) -> Vec<Point> {
        let (Some(game), Some(me)) = (&self.game, self.you()) else {
            return Vec::new();
        };
        let sent = self.sent.is_some_and(|m| m.round == game.round);
        if game.state != GameState::Running || !me.to_choose || me.chosen || sent {
            return Vec::new();
        }
        // At night the page does not see every cell a move passes: the server says.
        if game.night {
            return game
                .options
                .iter()
                .map(|&[r, c]| Point::new(r, c))
                .collect();
        }
        let Some(board) = &self.board else {
            return Vec::new();
        };
        let occupied: Vec<Point> = game
            .cars
            .iter()
            .filter(|c| c.seat != me.seat && c.blocks())
            .filter_map(|c| server_game::points(c).last().copied())
            .collect();
        racetrack::race::options_among(
            board.track(),
            board.rules(),
            &server_game::run(me),
            &occupied,
        )
    }
}

/// Goes from the room to game `id`'s room (a rematch), as a new history entry.
pub(crate) fn go(slot: &mut Option<GameRoom>, app: &mut App, id: &str) -> Vec<Effect> {
    let route = Route::Online(Some((id.to_owned(), None)));
    let mut effects = vec![Effect::PushRoute(route.to_string())];
    app.menu.pending = None;
    app.error = None;
    effects.extend(enter(slot, app, id, None));
    effects
}

/// Opens the room of game `id`: its view, and its live stream from the first event (the chat's
/// history comes with it).
pub(crate) fn enter(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    id: &str,
    invite: Option<&str>,
) -> Vec<Effect> {
    app.route = Route::Online(Some((id.to_owned(), invite.map(str::to_owned))));
    if app.client.toast.as_ref().is_some_and(|t| t.opens_game(id)) {
        app.client.toast = None;
    }
    if let Some(room) = slot.as_mut().filter(|r| r.id == id) {
        // The same game again, perhaps from its invite link: the code is kept for Join.
        if invite.is_some() {
            room.invite = invite.map(str::to_owned);
        }
        return Vec::new();
    }
    let mut effects = leave(slot);
    *slot = Some(GameRoom {
        id: id.to_owned(),
        invite: invite.map(str::to_owned),
        asking: true,
        ..GameRoom::default()
    });
    effects.push(api::request(
        app,
        ApiCall::Game(id.to_owned()),
        Method::Get,
        &format!("/games/{id}"),
        None,
    ));
    effects.push(live_open(id, 0));
    effects
}

fn live_open(id: &str, since: i64) -> Effect {
    Effect::LiveOpen {
        path: format!("/api/v1/games/{id}/live?since={since}"),
    }
}

/// Leaves the room, when one is open (the online home, or another screen).
pub(crate) fn leave(slot: &mut Option<GameRoom>) -> Vec<Effect> {
    match slot.take() {
        Some(_) => vec![Effect::LiveClose],
        None => Vec::new(),
    }
}

/// No game server answers: the room says so.
pub(crate) fn no_server(slot: &mut Option<GameRoom>, words: &Words) -> Vec<Effect> {
    if let Some(room) = slot {
        room.error = Some(words.get("online-no-server"));
        room.asking = false;
        room.sent = None;
    }
    Vec::new()
}

/// No answer came (the network): the room says so and tries again after a while.
pub(crate) fn no_answer(slot: &mut Option<GameRoom>, words: &Words, call: &ApiCall) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    if matches!(call, ApiCall::Game(_)) {
        room.asking = false;
        room.stale = true;
    }
    if matches!(call, ApiCall::Move(_)) {
        room.sent = None;
    }
    room.note = Some(words.get("room-no-answer"));
    if room.reconnect_in.is_none() && !room.live {
        room.reconnect_in = Some(RECONNECT_MS);
    }
    Vec::new()
}

/// A view of the game arrived (as an answer to asking it, or to a move, a join or a start):
/// `body` as the server sent it, `value` the same parsed.
pub(crate) fn view_arrived(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    status: u16,
    body: &str,
    value: &Value,
) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    if api::code(status, value) == Some(racetrack_api::ErrorCode::NotFound) {
        room.error = Some(app.words.with("room-no-game", &[("id", (&room.id).into())]));
        return Vec::new();
    }
    let Ok(game) = serde_json::from_str::<GameView>(body) else {
        room.note = Some(api::refusal(&app.words, status, value));
        return Vec::new();
    };
    shown(slot, app, game)
}

/// The game's view: shown, unless it is another game's or older than the one shown.
pub(crate) fn shown(slot: &mut Option<GameRoom>, app: &mut App, game: GameView) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    if game.id != room.id {
        return Vec::new();
    }
    // An older view (answered after a newer one) changes nothing.
    if room.game.as_ref().is_some_and(|g| g.seq > game.seq) {
        return Vec::new();
    }
    room.error = None;
    // A note speaks of the round (or the state) it was said in: once the game moved on, it is
    // stale.
    if room
        .game
        .as_ref()
        .is_some_and(|g| g.round != game.round || g.state != game.state)
    {
        room.note = None;
    }
    // The race starting for a seated player: the page back at its top, where the board fits
    // the window (a phone was scrolled down to the seats and the Add a bot button).
    let started = game.you.is_some()
        && game.state == GameState::Running
        && room
            .game
            .as_ref()
            .is_some_and(|g| g.state == GameState::Open);
    // The race over for a seated player: its end in view (on a phone the standings, the
    // rematch and the replay lay a screen below the result).
    let ended = game.you.is_some()
        && game.state == GameState::Over
        && (room.game.as_ref()).is_some_and(|g| g.state == GameState::Running);
    room.clock_pending = Some(game.now_ms);
    room.seq = room.seq.max(game.seq);
    if room.sent.is_some_and(|m| m.round != game.round) {
        room.sent = None;
    }
    let new_track = room.board_track.as_deref() != Some(game.track.as_str());
    // At night the server sends the cells the viewer's car lights, the rest `?`.
    let (track, seen) = match new_track.then(|| read_track(&game)) {
        Some(Some((track, seen))) => (Some(track), seen),
        _ => (None, None),
    };
    let rules: Rules = game.rules.parse().unwrap_or_default();
    // The same grid lit anew keeps its board (and its camera); another track gets a new one.
    let relit = seen.is_some()
        && track
            .as_ref()
            .zip(room.board.as_ref())
            .is_some_and(|(t, b)| (t.rows(), t.cols()) == (b.track().rows(), b.track().cols()));
    if new_track {
        room.board_track = Some(game.track.clone());
        room.seen = seen;
        if !relit {
            room.board = None;
        }
    }
    room.game = Some(game);
    let mut effects = Vec::new();
    if started {
        effects.push(Effect::ScrollToTop);
    }
    if ended {
        effects.push(Effect::Focus(crate::ui::msg::Focus::OnlineEnd));
    }
    if room.stale {
        effects.extend(ask_view(slot, app));
    }
    if let Some(track) = track {
        let version = app.next_generation();
        let Some(room) = slot else {
            return effects;
        };
        let decor = super::super::decor::painted(app, &track);
        if relit && let Some(board) = &mut room.board {
            board.decor = decor;
            board.set_track(track, version);
            return effects;
        }
        let mut board = Board::new(track, rules, version, &app.device);
        board.decor = decor;
        room.board = Some(board);
        effects.push(Effect::Focus(Focus::Canvas));
    }
    effects
}

/// Asks the view again (as of the stream's last event, once it sent one), unless it is being
/// asked (then once more when it comes).
fn ask_view(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    if room.asking {
        room.stale = true;
        return Vec::new();
    }
    room.asking = true;
    room.stale = false;
    let id = room.id.clone();
    // As of the last event the stream sent: an instance holding that version answers from
    // memory, without asking its database.
    let path = match room.live_seq {
        0 => format!("/games/{id}"),
        seq => format!("/games/{id}?seen={seq}"),
    };
    vec![api::request(
        app,
        ApiCall::Game(id.clone()),
        Method::Get,
        &path,
        None,
    )]
}

/// A game just made by the player, its view in the answer: shown in its room (entered already),
/// and notifications offered for a correspondence game.
pub(crate) fn created(slot: &mut Option<GameRoom>, app: &mut App, game: GameView) -> Vec<Effect> {
    let move_seconds = game.move_seconds as i64;
    let mut effects = shown(slot, app, game);
    if let Some(room) = slot {
        effects.extend(crate::ui::online::notify::offer(
            &mut room.note,
            app,
            move_seconds,
        ));
    }
    effects
}

/// An answer to one of the room's requests ([`ApiCall::room`]): `status` 0 when none came, the
/// body as text.
#[inline(never)]
pub(crate) fn answered(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
) -> Vec<Effect> {
    match api::arrival(app, &call, status, body) {
        Arrival::NoAnswer => no_answer(slot, &app.words, &call),
        Arrival::Empty => match &call {
            ApiCall::Cancel(id) => cancelled(slot, app, &id.clone()),
            _ => Vec::new(),
        },
        Arrival::Unreadable => no_server(slot, &app.words),
        Arrival::Body(value) => body_answered(slot, app, call, status, body, value),
    }
}

/// An answer with a body to one of the room's requests: `body` as the server sent it, `value`
/// the same parsed.
fn body_answered(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
    value: Value,
) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    match call {
        ApiCall::Game(id) if id == room.id => {
            room.asking = false;
            let gone = api::code(status, &value) == Some(racetrack_api::ErrorCode::NotFound);
            if api::ok(status) || gone {
                return view_arrived(slot, app, status, body, &value);
            }
            // Refused: said, and asked again only when something happens in the game.
            room.note = Some(api::refusal(&app.words, status, &value));
            Vec::new()
        }
        ApiCall::Leave(id) if id == room.id && api::ok(status) => {
            let mut effects = view_arrived(slot, app, status, body, &value);
            if let Some(room) = slot {
                room.note = Some(app.words.get("room-left"));
            }
            effects.extend(crate::ui::online::refresh::mine(app));
            effects
        }
        ApiCall::Resign(ref id) | ApiCall::Rematch(ref id) if *id == room.id => {
            controls::answered(slot, app, call, status, body, &value)
        }
        ApiCall::Cancel(id) | ApiCall::Leave(id) if id == room.id => {
            room.note = Some(api::refusal(&app.words, status, &value));
            ask_view(slot, app)
        }
        ApiCall::Join(ref id)
        | ApiCall::Start(ref id)
        | ApiCall::AddBot(ref id)
        | ApiCall::Move(ref id)
            if *id == room.id =>
        {
            if api::ok(status) {
                let joined = matches!(call, ApiCall::Join(_));
                let mut effects = view_arrived(slot, app, status, body, &value);
                // Your games (and the tab's count) follow your move.
                effects.extend(crate::ui::online::refresh::mine(app));
                if joined {
                    let move_seconds = api::decoded::<racetrack_api::GameView>(&value)
                        .map_or(0, |g| g.move_seconds as i64);
                    if let Some(room) = slot {
                        effects.extend(crate::ui::online::notify::offer(
                            &mut room.note,
                            app,
                            move_seconds,
                        ));
                    }
                }
                return effects;
            }
            room.sent = None;
            room.note = Some(api::refusal(&app.words, status, &value));
            ask_view(slot, app)
        }
        ApiCall::Chat(id) if id == room.id => {
            if !api::ok(status) {
                room.note = Some(api::refusal(&app.words, status, &value));
                if room.chat_draft.is_empty() {
                    room.chat_draft = room.chat_sent.take().unwrap_or_default();
                }
            }
            Vec::new()
        }
        ApiCall::Record(id) if id == room.id => {
            if !api::ok(status) {
                room.note = Some(api::refusal(&app.words, status, &value));
                return Vec::new();
            }
            let text =
                requests::house_bots_worded(&app.words, room.game.as_ref(), value.to_string());
            room.record = Some(text.clone());
            if room.record_watch {
                let name = record_name(app, room);
                app.command(Command::WatchRecord { name, text })
            } else {
                vec![download(&id, text)]
            }
        }
        _ => Vec::new(),
    }
}

/// The game's track as the view shows it, and at night which cells the server showed.
fn read_track(game: &GameView) -> Option<(Track, Option<Vec<bool>>)> {
    if game.night {
        let (track, seen) = racetrack::rules::night::read_masked(&game.track).ok()?;
        return Some((track, Some(seen)));
    }
    Some((game.track.parse::<Track>().ok()?, None))
}

/// The name a game's replay goes by: its players ("Replay of Ann – Bob"), not its code.
pub(crate) fn record_name(app: &App, room: &GameRoom) -> String {
    let players: Vec<&str> = (room.game.iter())
        .flat_map(|g| g.cars.iter().map(|c| c.name.as_str()))
        .collect();
    match players.is_empty() {
        true => app.words.get("title-online-untitled"),
        false => (app.words).with(
            "room-record-name",
            &[("players", players.join(" – ").into())],
        ),
    }
}
