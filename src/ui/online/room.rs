//! The game room (`#/online/GAME`, or `#/online/GAME/INVITE` from an invite link): the game's
//! track on the board with every car's trail, your options when your car has to choose (a tap
//! sends the move), the players and who has chosen, the round's countdown, the chat, the
//! standings at the end with the replay and the record. Everybody else watches read-only.
//!
//! The room keeps the server's view of the game (`GET /api/v1/games/{id}`) and listens to its
//! live stream: a chat line or a car having chosen is applied at once; anything that moves the
//! cars makes the room ask the view again (once per burst). A stream that drops reconnects
//! after [`RECONNECT_MS`] with the last event's number, so nothing is missed.

use serde::Deserialize;
use serde_json::{Value, json};

use super::api::{self, ApiCall, Method};
use crate::grid::Point;
use crate::race::record::RecordStanding;
use crate::rules::Rules;
use crate::track::Track;
use crate::ui::model::{Model, Screen};
use crate::ui::msg::{Effect, FileKind};
use crate::ui::route::{Place, Route};
use crate::ui::scene::{self, Colour, Scene, Shape};

/// How long a dropped live stream waits before it reconnects.
pub const RECONNECT_MS: f64 = 2000.0;

/// Most chat lines kept.
pub const CHAT_LINES: usize = 100;

/// A game as the server shows it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ServerGame {
    /// Its id.
    pub id: String,
    /// `open`, `running` or `over`.
    pub state: String,
    /// The track's text.
    pub track: String,
    /// `strict` or `soft`.
    pub rules: String,
    /// Seats.
    pub seats: usize,
    /// Seconds a round lasts.
    pub move_seconds: u64,
    /// Turns a crashed car sits out.
    pub crash_penalty: u32,
    /// Listed in the lobby.
    pub public: bool,
    /// The round being chosen.
    pub round: u32,
    /// When it resolves, in the server's ms since the epoch.
    pub deadline_ms: Option<i64>,
    /// The server's clock when it answered.
    pub now_ms: i64,
    /// The last event's number.
    pub seq: i64,
    /// The viewer's seat.
    pub you: Option<usize>,
    /// The invite code (for seated players).
    #[serde(default)]
    pub invite: Option<String>,
    /// The cars, seat 0 first.
    pub cars: Vec<ServerCar>,
    /// The standings.
    pub standings: Vec<RecordStanding>,
}

/// A car of a game as the server shows it.
#[derive(Clone, Debug, PartialEq, Eq, Deserialize)]
pub struct ServerCar {
    /// Its seat.
    pub seat: usize,
    /// Its name.
    pub name: String,
    /// Whether a bot drives it.
    pub bot: bool,
    /// `waiting`, `placing`, `running`, `sitting-out`, `finished` or `retired`.
    pub state: String,
    /// Whether it has chosen this round.
    pub chosen: bool,
    /// Whether it has to choose this round.
    pub to_choose: bool,
    /// Moves so far.
    pub moves: usize,
    /// Its positions, the start first.
    pub trajectory: Vec<[i32; 2]>,
}

impl ServerCar {
    fn points(&self) -> Vec<Point> {
        self.trajectory
            .iter()
            .map(|&[r, c]| Point::new(r, c))
            .collect()
    }

    /// Whether it stands on the track (where others may not stop).
    fn blocks(&self) -> bool {
        matches!(self.state.as_str(), "running" | "sitting-out") && !self.trajectory.is_empty()
    }
}

/// A chat line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChatLine {
    /// Who wrote it.
    pub name: String,
    /// What they wrote (shown as text).
    pub text: String,
    /// Their seat (their colour).
    pub car: usize,
}

/// What the live stream reports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LiveEvent {
    /// It is open.
    Opened,
    /// One message: an event's JSON.
    Message(String),
    /// It closed (or could not open).
    Closed,
}

/// The game room.
#[derive(Clone, Debug, Default)]
pub struct GameRoom {
    /// The game's id.
    pub id: String,
    /// The invite code the link brought.
    pub invite: Option<String>,
    /// The game, once the server has shown it.
    pub game: Option<ServerGame>,
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
    /// The chat line being typed.
    pub chat_draft: String,
    /// The last chat line sent, put back in the field if it is refused.
    pub chat_sent: Option<String>,
    /// A passing remark (a refused move, "Copied").
    pub note: Option<String>,
    /// The move sent this round: (round, point).
    pub sent: Option<(u32, Point)>,
    /// The server's clock minus the page's, in ms, when the view came.
    pub clock_offset: Option<f64>,
    /// The track on the board (its text).
    pub board_track: Option<String>,
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
    /// The game's track and rules, read once per view.
    pub parsed: Option<(Track, Rules)>,
    /// A wake-up is asked for ([`Effect::WakeIn`]).
    pub wake_pending: bool,
    /// The page's clock at the last tick (the room keeps its own: the page's frames stop
    /// when nothing animates).
    pub last_tick: Option<f64>,
}

impl GameRoom {
    /// The server's clock now, by the page's clock `local_ms`.
    pub fn server_now(&self, local_ms: f64) -> Option<f64> {
        self.clock_offset.map(|o| local_ms + o)
    }

    /// Your car, when you sit in the game.
    pub fn you(&self) -> Option<&ServerCar> {
        let game = self.game.as_ref()?;
        game.cars.get(game.you?)
    }

    /// Where your car goes keeping its velocity (`None` before its placement).
    pub fn main_point(&self) -> Option<Point> {
        let (track, rules) = self.parsed.as_ref()?;
        crate::game::main_point(track, *rules, &self.you()?.points())
    }

    /// The points your car may choose now (empty unless it has to choose and has not).
    pub fn options(&self) -> Vec<Point> {
        let (Some(game), Some(me)) = (&self.game, self.you()) else {
            return Vec::new();
        };
        let sent = self.sent.is_some_and(|(round, _)| round == game.round);
        if game.state != "running" || !me.to_choose || me.chosen || sent {
            return Vec::new();
        }
        let Some((track, rules)) = &self.parsed else {
            return Vec::new();
        };
        let occupied: Vec<Point> = game
            .cars
            .iter()
            .filter(|c| c.seat != me.seat && c.blocks())
            .filter_map(|c| c.points().last().copied())
            .collect();
        crate::race::options_among(track, *rules, &me.points(), &occupied)
    }
}

/// Opens the room of game `id`: its view, and its live stream from the first event (the chat's
/// history comes with it).
pub(crate) fn enter(model: &mut Model, id: &str, invite: Option<&str>) -> Vec<Effect> {
    model.route = Route::Online(Some((id.to_owned(), invite.map(str::to_owned))));
    if let Some(room) = model.online.room.as_mut().filter(|r| r.id == id) {
        // The same game again, perhaps from its invite link: the code is kept for Join.
        if invite.is_some() {
            room.invite = invite.map(str::to_owned);
        }
        return Vec::new();
    }
    let mut effects = leave_room(model);
    model.online.room = Some(GameRoom {
        id: id.to_owned(),
        invite: invite.map(str::to_owned),
        asking: true,
        ..GameRoom::default()
    });
    effects.push(api::request(
        model,
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

fn leave_room(model: &mut Model) -> Vec<Effect> {
    match model.online.room.take() {
        Some(_) => vec![Effect::LiveClose],
        None => Vec::new(),
    }
}

/// Leaves the room, when one is open (the online home, or another screen).
pub(crate) fn leave(model: &mut Model) -> Vec<Effect> {
    leave_room(model)
}

/// No game server answers: the room says so.
pub(crate) fn no_server(model: &mut Model) -> Vec<Effect> {
    if let Some(room) = &mut model.online.room {
        room.error = Some(api::NO_SERVER.into());
        room.asking = false;
        room.sent = None;
    }
    Vec::new()
}

/// No answer came (the network): the room says so and tries again after a while.
pub(crate) fn no_answer(model: &mut Model, call: &ApiCall) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    if matches!(call, ApiCall::Game(_)) {
        room.asking = false;
        room.stale = true;
    }
    if matches!(call, ApiCall::Move(_)) {
        room.sent = None;
    }
    room.note =
        Some("No answer from the server: check the connection; the page tries again.".into());
    if room.reconnect_in.is_none() && !room.live {
        room.reconnect_in = Some(RECONNECT_MS);
    }
    Vec::new()
}

/// A view of the game arrived (as an answer to asking it, or to a move, a join or a start).
pub(crate) fn view_arrived(model: &mut Model, status: u16, value: Value) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    if status == 404 {
        room.error = Some(format!("There is no game {} on this server.", room.id));
        return Vec::new();
    }
    let Ok(game) = serde_json::from_value::<ServerGame>(value.clone()) else {
        room.note = Some(api::refusal(status, &value));
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
    room.clock_pending = Some(game.now_ms);
    room.seq = room.seq.max(game.seq);
    if room.parsed.is_none() || room.board_track.as_deref() != Some(game.track.as_str()) {
        room.parsed = game
            .track
            .parse::<Track>()
            .ok()
            .map(|t| (t, game.rules.parse().unwrap_or_default()));
    }
    if room.sent.is_some_and(|(round, _)| round != game.round) {
        room.sent = None;
    }
    let new_track = room.board_track.as_deref() != Some(game.track.as_str());
    let (text, rules) = (game.track.clone(), game.rules.clone());
    let title = format!("Online game {}", game.id);
    room.game = Some(game);
    let mut effects = Vec::new();
    if room.stale {
        effects.extend(ask_view(model));
    }
    if new_track {
        if let Ok(track) = text.parse::<Track>() {
            let rules: Rules = rules.parse().unwrap_or_default();
            let place = crate::link::encode(&track, rules, &[])
                .map(Place::Link)
                .unwrap_or(Place::Draft);
            let route = model.route.clone();
            effects.extend(crate::ui::play::open(
                model,
                track,
                &title,
                place,
                rules,
                &[],
            ));
            // The board is the game's; the address stays the room's.
            model.route = route;
            if let Some(room) = &mut model.online.room {
                room.board_track = Some(text);
            }
            model.relayout();
        }
    }
    effects
}

/// Asks the view again, unless it is being asked (then once more when it comes).
fn ask_view(model: &mut Model) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    if room.asking {
        room.stale = true;
        return Vec::new();
    }
    room.asking = true;
    room.stale = false;
    let id = room.id.clone();
    vec![api::request(
        model,
        ApiCall::Game(id.clone()),
        Method::Get,
        &format!("/games/{id}"),
        None,
    )]
}

/// An answer to one of the room's requests.
pub(crate) fn answered(model: &mut Model, call: ApiCall, status: u16, value: Value) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    match call {
        ApiCall::Game(id) if id == room.id => {
            room.asking = false;
            if status == 200 || (status == 404 && call_kind(&value) == Some("not_found")) {
                return view_arrived(model, status, value);
            }
            // Refused: said, and asked again only when something happens in the game.
            room.note = Some(api::refusal(status, &value));
            Vec::new()
        }
        ApiCall::Join(id) | ApiCall::Start(id) | ApiCall::Move(id) if id == room.id => {
            if status == 200 {
                let mut effects = view_arrived(model, status, value);
                // Your games (and the tab's count) follow your move.
                effects.extend(api::mine(model));
                return effects;
            }
            room.sent = None;
            room.note = Some(api::refusal(status, &value));
            ask_view(model)
        }
        ApiCall::Chat(id) if id == room.id => {
            if status != 201 {
                room.note = Some(api::refusal(status, &value));
                if room.chat_draft.is_empty() {
                    room.chat_draft = room.chat_sent.take().unwrap_or_default();
                }
            }
            Vec::new()
        }
        ApiCall::Record(id) if id == room.id => {
            if status != 200 {
                room.note = Some(api::refusal(status, &value));
                return Vec::new();
            }
            let text = value.to_string();
            room.record = Some(text.clone());
            if room.record_watch {
                let name = format!("online game {id}");
                crate::ui::replay::open(model, &name, &text, None)
            } else {
                vec![download(&id, text)]
            }
        }
        _ => Vec::new(),
    }
}

fn call_kind(value: &Value) -> Option<&str> {
    value["error"].as_str()
}

fn download(id: &str, text: String) -> Effect {
    Effect::Download {
        filename: format!("racetrack-online-{id}.json"),
        text,
        kind: FileKind::Json,
    }
}

/// What the live stream reports.
pub(crate) fn live(model: &mut Model, event: LiveEvent) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    match event {
        LiveEvent::Opened => {
            room.live = true;
            room.reconnect_in = None;
            Vec::new()
        }
        LiveEvent::Closed => {
            room.live = false;
            let over = room.game.as_ref().is_some_and(|g| g.state == "over");
            if !over && room.error.is_none() {
                room.reconnect_in = Some(RECONNECT_MS);
            }
            Vec::new()
        }
        LiveEvent::Message(text) => {
            let Ok(event) = serde_json::from_str::<Value>(&text) else {
                return Vec::new();
            };
            let seq = event["seq"].as_i64().unwrap_or(0);
            if seq <= room.live_seq {
                return Vec::new();
            }
            room.live_seq = seq;
            let known = seq <= room.seq;
            match event["kind"].as_str() {
                Some("chat") => {
                    room.chat.push(ChatLine {
                        name: event["name"].as_str().unwrap_or_default().to_owned(),
                        text: event["text"].as_str().unwrap_or_default().to_owned(),
                        car: event["car"].as_u64().unwrap_or(0) as usize,
                    });
                    let extra = room.chat.len().saturating_sub(CHAT_LINES);
                    room.chat.drain(..extra);
                    Vec::new()
                }
                // A choice the view shown already holds (or a past round's) changes nothing.
                Some("chosen") if known => Vec::new(),
                Some("chosen") => {
                    let car = event["car"].as_u64().unwrap_or(u64::MAX) as usize;
                    if let Some(c) = room.game.as_mut().and_then(|g| g.cars.get_mut(car)) {
                        c.chosen = true;
                    }
                    Vec::new()
                }
                // What the view shown already holds asks nothing.
                _ if known => Vec::new(),
                _ => ask_view(model),
            }
        }
    }
}

/// A tick of the page's clock (`now_ms`): the clock offset is set after a view, and a dropped
/// stream reconnects when its wait is over.
pub(crate) fn tick(model: &mut Model, now_ms: f64) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    room.wake_pending = false;
    let dt = room.last_tick.map_or(0.0, |last| (now_ms - last).max(0.0));
    room.last_tick = Some(now_ms);
    if let Some(server) = room.clock_pending.take() {
        room.clock_offset = Some(server as f64 - now_ms);
    }
    let Some(left) = room.reconnect_in else {
        return Vec::new();
    };
    if left > dt {
        room.reconnect_in = Some(left - dt);
        return Vec::new();
    }
    room.reconnect_in = None;
    let mut effects = Vec::new();
    if !room.live {
        effects.push(live_open(&room.id, room.live_seq));
    }
    effects.extend(ask_view(model));
    effects
}

/// A tap on the board: sends the option there as your move.
pub(crate) fn pointer_down(model: &mut Model, x: f64, y: f64) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    let options = room.options();
    let Some(to) = model.camera.geometry().nearest(&options, x, y) else {
        if !options.is_empty() {
            room.note = Some(crate::ui::text::circles_words(model.touch).into());
        }
        return Vec::new();
    };
    send_move(model, to)
}

/// The option the keyboard would play: the highlight, else the main point when it is an
/// option, else the first option.
fn keyboard_choice(room: &GameRoom, options: &[Point]) -> Option<Point> {
    let main = room.main_point().filter(|m| options.contains(m));
    room.highlight
        .filter(|h| options.contains(h))
        .or(main)
        .or_else(|| options.first().copied())
}

/// Keys in the room: the digits 1 to 9 laid out like a numpad play an acceleration (5 keeps
/// the velocity), the arrows move a highlight between the options and Enter plays it.
pub(crate) fn key(model: &mut Model, k: &crate::ui::msg::KeyInput) -> Vec<Effect> {
    use crate::ui::msg::Target;
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    let free = matches!(k.target, Target::Canvas | Target::Body);
    let options = room.options();
    let dir = match k.key.as_str() {
        "ArrowUp" => Some((-1, 0)),
        "ArrowDown" => Some((1, 0)),
        "ArrowLeft" => Some((0, -1)),
        "ArrowRight" => Some((0, 1)),
        _ => None,
    };
    let mut effects = if let Some(a) = crate::ui::play::digit_of(k) {
        let to = room.main_point().map(|m| m + a.delta());
        match to.filter(|p| options.contains(p)) {
            Some(to) => send_move(model, to),
            None => {
                room.note = Some(if options.is_empty() {
                    "Your car has no move to choose now.".into()
                } else if room.you().is_some_and(|c| c.trajectory.is_empty()) {
                    "Place your car first: click a start point, or use the arrows and Enter.".into()
                } else {
                    format!(
                        "Key {} ({}) is not one of your options.",
                        a.digit(),
                        a.name()
                    )
                });
                Vec::new()
            }
        }
    } else if let (Some(dir), true) = (dir, free) {
        if let Some(from) = keyboard_choice(room, &options) {
            room.highlight = Some(crate::ui::play::toward(&options, from, dir));
        }
        Vec::new()
    } else if matches!(k.key.as_str(), "Enter" | " ") && free {
        match keyboard_choice(room, &options) {
            Some(to) => send_move(model, to),
            None => Vec::new(),
        }
    } else {
        return Vec::new();
    };
    effects.push(Effect::PreventDefault);
    effects
}

/// Sends `to` (one of your options) as your move.
fn send_move(model: &mut Model, to: Point) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    let (Some(game), Some(me)) = (&room.game, room.you()) else {
        return Vec::new();
    };
    let trajectory = me.points();
    let mut body = json!({ "round": game.round });
    match trajectory.last() {
        None => body["start"] = json!([to.row, to.col]),
        Some(&here) => {
            let Some((track, rules)) = &room.parsed else {
                return Vec::new();
            };
            let velocity = crate::game::velocity(&trajectory);
            let Some((acc, _)) =
                crate::rules::options(track, *rules, here, velocity).find(|&(_, p)| p == to)
            else {
                return Vec::new();
            };
            body["acc"] = json!([acc.delta().row, acc.delta().col]);
        }
    }
    room.sent = Some((game.round, to));
    room.note = None;
    room.highlight = None;
    let id = room.id.clone();
    vec![api::request(
        model,
        ApiCall::Move(id.clone()),
        Method::Post,
        &format!("/games/{id}/moves"),
        Some(body),
    )]
}

fn room_request(
    model: &mut Model,
    call: fn(String) -> ApiCall,
    path: &str,
    body: Option<Value>,
) -> Vec<Effect> {
    let Some(room) = &model.online.room else {
        return Vec::new();
    };
    if model.online.identity.is_none() {
        if let Some(room) = &mut model.online.room {
            room.note = Some(
                "Make your online player first, on the Online page: a name is all it takes.".into(),
            );
        }
        return Vec::new();
    }
    let id = room.id.clone();
    vec![api::request(
        model,
        call(id.clone()),
        Method::Post,
        &format!("/games/{id}{path}"),
        body,
    )]
}

/// Takes a seat (with the link's invite code).
pub(crate) fn join(model: &mut Model) -> Vec<Effect> {
    let invite = model.online.room.as_ref().and_then(|r| r.invite.clone());
    room_request(
        model,
        ApiCall::Join,
        "/join",
        Some(json!({ "invite": invite })),
    )
}

/// Starts the game with the seats taken.
pub(crate) fn start(model: &mut Model) -> Vec<Effect> {
    room_request(model, ApiCall::Start, "/start", Some(json!({})))
}

/// Sends the chat line.
pub(crate) fn send_chat(model: &mut Model) -> Vec<Effect> {
    let text = match &mut model.online.room {
        Some(room) => {
            let text = room.chat_draft.trim().to_owned();
            room.chat_draft.clear();
            room.chat_sent = Some(text.clone());
            text
        }
        None => return Vec::new(),
    };
    if text.is_empty() {
        return Vec::new();
    }
    room_request(model, ApiCall::Chat, "/chat", Some(json!({ "text": text })))
}

/// The invite link: the page's address with the game and its code.
pub fn invite_link(model: &Model) -> Option<String> {
    let room = model.online.room.as_ref()?;
    let code = room.game.as_ref()?.invite.as_ref()?;
    let route = Route::Online(Some((room.id.clone(), Some(code.clone()))));
    Some(format!("{}{}", model.base_url, route))
}

/// Copies the invite link.
pub(crate) fn copy_invite(model: &mut Model) -> Vec<Effect> {
    match invite_link(model) {
        Some(link) => vec![Effect::Copy(link)],
        None => Vec::new(),
    }
}

fn record(model: &mut Model, watch: bool) -> Vec<Effect> {
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    room.record_watch = watch;
    let id = room.id.clone();
    match room.record.clone() {
        Some(text) if watch => {
            crate::ui::replay::open(model, &format!("online game {id}"), &text, None)
        }
        Some(text) => vec![download(&id, text)],
        None => vec![api::request(
            model,
            ApiCall::Record(id.clone()),
            Method::Get,
            &format!("/games/{id}/record"),
            None,
        )],
    }
}

/// Watches the finished game in the replay viewer.
pub(crate) fn watch_replay(model: &mut Model) -> Vec<Effect> {
    record(model, true)
}

/// Saves the finished game's race record.
pub(crate) fn save_record(model: &mut Model) -> Vec<Effect> {
    record(model, false)
}

/// The board: the track, every car's trail in its colour with its number, your options and the
/// move you sent.
pub(crate) fn scene(model: &Model) -> Scene {
    let (Some(s), Some(room)) = (&model.session, &model.online.room) else {
        return Scene::default();
    };
    let mut out = Scene {
        decor: None,
        layers: crate::ui::board::base_layers(model, s),
        grid_lines: model.geometry().cell >= 7.0,
        shapes: Vec::new(),
    };
    let Some(game) = &room.game else {
        return out;
    };
    let mine = room.you().map(ServerCar::points).unwrap_or_default();
    scene::elements(&mut out.shapes, s.game.track(), crate::game::time(&mine));
    for car in &game.cars {
        crate::ui::replay::trail(&mut out.shapes, &car.points(), car.seat);
    }
    let options = room.options();
    if !options.is_empty() && model.screen() == Screen::OnlineGame {
        let main = crate::game::main_point(s.game.track(), s.game.rules(), &mine)
            .filter(|m| options.contains(m));
        let highlight = room.highlight.or(s.hover);
        crate::ui::board::option_shapes(
            model,
            s,
            &mine,
            &options,
            main,
            highlight,
            &mut out.shapes,
        );
    }
    if let Some((round, at)) = room.sent {
        if round == game.round {
            out.shapes.push(Shape::Ring {
                at,
                radius: scene::HIGHLIGHT,
                width: scene::THICK,
                colour: Colour::Focus,
                alpha: 1.0,
            });
        }
    }
    out
}

/// How often the room's clock ticks while it needs one (the countdown shows whole seconds).
pub const CLOCK_MS: f64 = 250.0;

/// After every message: while the room's clock matters (a running game's countdown, a
/// reconnection waiting, a clock to set), one wake-up is asked for; the page needs no
/// animation frames for it.
pub(crate) fn wake(model: &mut Model) -> Option<Effect> {
    let room = model.online.room.as_mut()?;
    let running = room.game.as_ref().is_some_and(|g| g.state == "running");
    let needed = running || room.reconnect_in.is_some() || room.clock_pending.is_some();
    if !needed || room.wake_pending {
        return None;
    }
    room.wake_pending = true;
    let ms = match (room.clock_pending, room.reconnect_in) {
        (Some(_), _) => 0.0,
        (None, Some(left)) => left.clamp(0.0, CLOCK_MS),
        (None, None) => CLOCK_MS,
    };
    Some(Effect::WakeIn(ms))
}
