//! The room's requests to the server beyond its view (a seat, the start, a chat line, the
//! record) and the inputs that ask for them.

use crate::ui::app::{App, Command};
use crate::ui::i18n::Words;
use crate::ui::online::room_view::house_bot_name;
use racetrack_api::GameView;
use serde_json::Value;

use super::super::api::{self, ApiCall, Method};
use super::{Confirm, GameRoom};
use crate::ui::msg::{Copier, Effect, FileKind};
use crate::ui::online::OnlineInput;
use crate::ui::route::Route;

/// Handles an input of the room ([`OnlineInput::room`]).
#[inline(never)]
pub(crate) fn input(slot: &mut Option<GameRoom>, app: &mut App, input: OnlineInput) -> Vec<Effect> {
    if let Some(room) = slot.as_mut() {
        room.note = None;
    }
    match input {
        OnlineInput::SeatNameTyped(name) => {
            if let Some(room) = slot {
                room.name_draft = name;
            }
            Vec::new()
        }
        OnlineInput::Join => join(slot, app),
        OnlineInput::JoinAs => join_as(slot, app),
        OnlineInput::Start => start(slot, app),
        OnlineInput::BotSkill(name) => {
            if let (Some(room), Some(skill)) = (slot.as_mut(), racetrack_api::BotSkill::of(&name)) {
                room.bot_skill = skill;
            }
            Vec::new()
        }
        OnlineInput::AddBot => add_bot(slot, app),
        OnlineInput::AskCancel => super::ask(slot, Confirm::Cancel),
        OnlineInput::AskLeave => super::ask(slot, Confirm::Leave),
        OnlineInput::AskResign => super::ask(slot, Confirm::Resign),
        OnlineInput::Rematch => super::rematch(slot, app),
        OnlineInput::Confirm => super::confirmed(slot, app),
        OnlineInput::KeepGame => super::keep(slot),
        OnlineInput::CopyInvite => copy_invite(slot, app),
        OnlineInput::ChatTyped(text) => {
            if let Some(room) = slot {
                room.chat_draft = text;
            }
            Vec::new()
        }
        OnlineInput::SendChat => send_chat(slot, app),
        OnlineInput::WatchReplay => watch_replay(slot, app),
        OnlineInput::SaveRecord => save_record(slot, app),
        _ => Vec::new(),
    }
}

/// The invite link's copy finished: the room says so.
pub(crate) fn copied(
    slot: &mut Option<GameRoom>,
    words: &Words,
    result: &Result<(), crate::ui::msg::CopyRefusal>,
) {
    if let Some(room) = slot {
        room.note = Some(match result {
            Ok(()) => words.get("room-invite-copied"),
            Err(_) => words.get("online-clipboard-refused"),
        });
    }
}

pub(crate) fn download(id: &str, text: String) -> Effect {
    Effect::Download {
        filename: format!("racetrack-online-{id}.json"),
        text,
        kind: FileKind::Json,
    }
}

pub(crate) fn room_request(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    call: fn(String) -> ApiCall,
    path: &str,
    body: Option<Value>,
) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    if app.client.identity.is_none() {
        if let Some(room) = slot {
            room.note = Some(app.words.get("room-player-first"));
        }
        return Vec::new();
    }
    let id = room.id.clone();
    vec![api::request(
        app,
        call(id.clone()),
        Method::Post,
        &format!("/games/{id}{path}"),
        body,
    )]
}

/// Takes a seat (with the link's invite code).
pub(crate) fn join(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    let invite = slot.as_ref().and_then(|r| r.invite.clone());
    room_request(
        slot,
        app,
        ApiCall::Join,
        "/join",
        Some(api::body_of(racetrack_api::JoinGame { invite })),
    )
}

/// Starts the game with the seats taken.
pub(crate) fn start(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    room_request(slot, app, ApiCall::Start, "/start", None)
}

/// Seats one of the server's bots, of the skill chosen, in a free seat (the creator's).
pub(crate) fn add_bot(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    let Some(skill) = slot.as_ref().map(|r| r.bot_skill) else {
        return Vec::new();
    };
    let body = api::body_of(racetrack_api::AddBot { skill });
    room_request(slot, app, ApiCall::AddBot, "/bots", Some(body))
}

/// Makes a player of the typed name from the room, then takes a seat with it (one step for an
/// invited friend who has no player yet).
pub(crate) fn join_as(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    if app.client.identity.is_some() {
        return join(slot, app);
    }
    let Some(room) = slot else {
        return Vec::new();
    };
    match api::make_player(app, &room.name_draft) {
        Ok(effects) => {
            room.join_after_player = true;
            room.note = None;
            effects
        }
        Err(words) => {
            room.note = Some(words);
            Vec::new()
        }
    }
}

/// The player asked for from the room is made (or refused): the seat is taken with it, or the
/// refusal said in the room.
pub(crate) fn player_made(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    refusal: Option<String>,
) -> Vec<Effect> {
    let Some(room) = slot.as_mut().filter(|r| r.join_after_player) else {
        return Vec::new();
    };
    room.join_after_player = false;
    match refusal {
        Some(words) => {
            room.note = Some(words);
            Vec::new()
        }
        None => join(slot, app),
    }
}

/// Sends the chat line.
pub(crate) fn send_chat(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    let text = match slot {
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
    let body = api::body_of(racetrack_api::NewChat { text });
    room_request(slot, app, ApiCall::Chat, "/chat", Some(body))
}

/// The invite link: the page's address with the game and its code.
pub fn invite_link(room: &GameRoom, app: &App) -> Option<String> {
    let code = room.game.as_ref()?.invite.as_ref()?;
    let route = Route::Online(Some((room.id.clone(), Some(code.clone()))));
    Some(format!("{}{}", app.base_url, route))
}

/// Copies the invite link.
pub(crate) fn copy_invite(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    match slot.as_ref().and_then(|room| invite_link(room, app)) {
        Some(link) => vec![Effect::Copy {
            text: link,
            by: Copier::Invite,
        }],
        None => Vec::new(),
    }
}

fn record(slot: &mut Option<GameRoom>, app: &mut App, watch: bool) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    room.record_watch = watch;
    let id = room.id.clone();
    match room.record.clone() {
        Some(text) if watch => {
            let name = super::record_name(app, room);
            app.command(Command::WatchRecord { name, text })
        }
        Some(text) => vec![download(&id, text)],
        None => vec![api::request(
            app,
            ApiCall::Record(id.clone()),
            Method::Get,
            &format!("/games/{id}/record"),
            None,
        )],
    }
}

/// Watches the finished game in the replay viewer.
pub(crate) fn watch_replay(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    record(slot, app, true)
}

/// Saves the finished game's race record.
pub(crate) fn save_record(slot: &mut Option<GameRoom>, app: &mut App) -> Vec<Effect> {
    record(slot, app, false)
}

/// The record `text` with the server's own bots named as the room names them, in the reader's
/// words (the server keeps their names in English: "Novice bot"), so the replay and the saved
/// file agree with the room. Left as it is when it does not read, or when two cars would then
/// share a name.
pub(crate) fn house_bots_worded(words: &Words, game: Option<&GameView>, text: String) -> String {
    use racetrack::race::record;
    let (Some(game), Ok(mut kept)) = (game, record::parse(&text)) else {
        return text;
    };
    let worded: Vec<(&str, String)> = (game.cars.iter())
        .filter_map(|car| Some((car.name.as_str(), house_bot_name(words, car.house?))))
        .collect();
    if worded.is_empty() {
        return text;
    }
    let named = |name: &str| {
        (worded.iter())
            .find(|(was, _)| *was == name)
            .map_or_else(|| name.to_owned(), |(_, now)| now.clone())
    };
    for car in &mut kept.cars {
        car.name = named(&car.name);
    }
    for standing in &mut kept.standings {
        standing.name = named(&standing.name);
    }
    let names: std::collections::HashSet<&str> =
        kept.cars.iter().map(|c| c.name.as_str()).collect();
    if names.len() < kept.cars.len() {
        return text;
    }
    record::to_json(&kept)
}
