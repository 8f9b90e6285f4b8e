//! Requests to the game server and what their answers change: players, the lists, a new game.
//! The room's own requests are in `room`.

use serde_json::{Value, json};

use super::{Identity, MOVE_TIMES, Server, Summary, room, store};
use crate::track::Track;
use crate::ui::model::Model;
use crate::ui::msg::Effect;
use crate::ui::route::Route;

/// An HTTP method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// GET.
    Get,
    /// POST (with a JSON body).
    Post,
}

impl Method {
    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
        }
    }
}

/// What a request to the server was for, echoed back with its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiCall {
    /// A new player.
    NewPlayer,
    /// Who a pasted player key belongs to.
    Me,
    /// The lobby.
    Lobby,
    /// Your games.
    Mine,
    /// A new game.
    Create,
    /// A game's view.
    Game(String),
    /// Taking a seat.
    Join(String),
    /// Starting a game.
    Start(String),
    /// A move.
    Move(String),
    /// A chat line.
    Chat(String),
    /// A finished game's record.
    Record(String),
    /// A won run for the world board.
    Run,
}

/// A request for `call`, with the player's token when there is one.
pub(crate) fn request(
    model: &mut Model,
    call: ApiCall,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> Effect {
    model.online.waiting += 1;
    Effect::Api {
        call,
        method,
        path: format!("/api/v1{path}"),
        body: body.map(|b| b.to_string()),
        token: model.online.identity.as_ref().map(|i| i.token.clone()),
    }
}

/// The server's words in a refusal, or words for a failure without them.
pub(crate) fn refusal(status: u16, body: &Value) -> String {
    match body["message"].as_str() {
        Some(words) => words.to_owned(),
        None => format!("The server answered {status}."),
    }
}

/// What the page says when no game server answers.
pub const NO_SERVER: &str = "No game server answers at this address, so online races are off \
    here. The game server (racetrack-server, which `cargo xtask serve` starts) serves this page \
    and the races on one address; everything else on this page plays offline.";

/// An answer: `status` 0 when none came (the network, or no server), its body as text.
pub(crate) fn answered(model: &mut Model, call: ApiCall, status: u16, body: &str) -> Vec<Effect> {
    model.online.waiting = model.online.waiting.saturating_sub(1);
    let Ok(value) = serde_json::from_str::<Value>(body) else {
        // A static server answers HTML (or nothing): no game server here.
        model.online.server = Server::Down(NO_SERVER.into());
        if call == ApiCall::Run {
            return super::world::answered(model, 0, &Value::Null);
        }
        return room::no_server(model);
    };
    if status == 503 {
        model.online.note = Some(format!(
            "The server is busy: {} Try again in a moment.",
            refusal(status, &value)
        ));
        return Vec::new();
    }
    model.online.server = Server::Up;
    match call {
        ApiCall::NewPlayer | ApiCall::Me => player_answered(model, call, status, value),
        ApiCall::Run => super::world::answered(model, status, &value),
        ApiCall::Lobby | ApiCall::Mine => {
            if status == 401 && call == ApiCall::Mine {
                model.online.note = Some(
                    "This server does not know your player key: make a player, or paste a key it knows."
                        .into(),
                );
                return Vec::new();
            }
            let games: Vec<Summary> =
                serde_json::from_value(value["games"].clone()).unwrap_or_default();
            if call == ApiCall::Lobby {
                model.online.lobby = games;
            } else {
                model.online.mine = games;
            }
            Vec::new()
        }
        ApiCall::Create => {
            if status != 201 {
                model.online.note = Some(refusal(status, &value));
                return Vec::new();
            }
            let id = value["id"].as_str().unwrap_or_default().to_owned();
            let mut effects = crate::ui::navigate::go(model, Route::Online(Some((id, None))));
            effects.extend(room::view_arrived(model, status, value));
            effects
        }
        ApiCall::Game(_)
        | ApiCall::Join(_)
        | ApiCall::Start(_)
        | ApiCall::Move(_)
        | ApiCall::Chat(_)
        | ApiCall::Record(_) => room::answered(model, call, status, value),
    }
}

fn player_answered(model: &mut Model, call: ApiCall, status: u16, value: Value) -> Vec<Effect> {
    let ok = matches!(
        (&call, status),
        (ApiCall::NewPlayer, 201) | (ApiCall::Me, 200)
    );
    if !ok {
        model.online.note = Some(match (call, status) {
            (ApiCall::Me, 401) => "This server does not know that player key.".into(),
            _ => refusal(status, &value),
        });
        return Vec::new();
    }
    let token = match call {
        ApiCall::NewPlayer => value["token"].as_str().unwrap_or_default().to_owned(),
        _ => model.online.key_draft.trim().to_owned(),
    };
    let identity = Identity {
        id: value["id"].as_i64().unwrap_or(0),
        name: value["name"].as_str().unwrap_or_default().to_owned(),
        token,
    };
    let effect = store(&identity);
    model.online.note = Some(format!("You play online as {}.", identity.name));
    model.online.identity = Some(identity);
    model.online.key_draft.clear();
    let mut effects = vec![effect];
    effects.extend(lists(model));
    effects
}

/// Makes a player of the typed name.
pub(crate) fn make_player(model: &mut Model) -> Vec<Effect> {
    let name = match crate::race::player_name(&model.online.name_draft) {
        Ok(name) => name,
        Err(e) => {
            model.online.note = Some(format!("Your name: {e}."));
            return Vec::new();
        }
    };
    vec![request(
        model,
        ApiCall::NewPlayer,
        Method::Post,
        "/players",
        Some(json!({ "name": name })),
    )]
}

/// Checks a pasted player key with the server (it becomes this device's once known).
pub(crate) fn use_key(model: &mut Model) -> Vec<Effect> {
    let key = model.online.key_draft.trim().to_owned();
    if key.is_empty() {
        model.online.note = Some("Paste the player key copied on your other device.".into());
        return Vec::new();
    }
    model.online.server = Server::Unknown;
    model.online.waiting += 1;
    vec![Effect::Api {
        call: ApiCall::Me,
        method: Method::Get,
        path: "/api/v1/players/me".into(),
        body: None,
        token: Some(key),
    }]
}

/// Asks the lobby, and your games once you have a player.
pub(crate) fn lists(model: &mut Model) -> Vec<Effect> {
    let mut effects = vec![request(
        model,
        ApiCall::Lobby,
        Method::Get,
        "/games?state=open",
        None,
    )];
    if model.online.identity.is_some() {
        effects.push(request(
            model,
            ApiCall::Mine,
            Method::Get,
            "/players/me/games",
            None,
        ));
    }
    effects
}

/// The track the form names: the one open in the game, a level or one of My tracks.
pub(crate) fn form_track(model: &Model) -> Option<(Track, String)> {
    let choice = &model.online.form.track;
    if choice == "open" {
        let s = model.session.as_ref()?;
        return Some((s.game.track().clone(), s.title.clone()));
    }
    let (kind, index) = choice.split_once(':')?;
    let index: usize = index.parse().ok()?;
    match kind {
        "level" => {
            let level = model.menu.levels.get(index)?;
            Some((level.track.clone()?, level.title.clone()))
        }
        "mine" => {
            let entry = model.my_tracks.entries.get(index)?;
            Some((entry.track.parse().ok()?, entry.name.clone()))
        }
        _ => None,
    }
}

/// Makes the game of the form.
pub(crate) fn create(model: &mut Model) -> Vec<Effect> {
    if model.online.identity.is_none() {
        model.online.note = Some("Make your online player first: a name is all it takes.".into());
        return Vec::new();
    }
    let Some((track, _)) = form_track(model) else {
        model.online.note = Some("Choose a track for the game.".into());
        return Vec::new();
    };
    let form = &model.online.form;
    if track.starts().len() < form.seats {
        model.online.note = Some(format!(
            "This track has {} start points: a game on it has at most {} seats.",
            track.starts().len(),
            track.starts().len()
        ));
        return Vec::new();
    }
    let body = json!({
        "track": track.to_string(),
        "rules": if form.soft { "soft" } else { "strict" },
        "seats": form.seats,
        "move_seconds": MOVE_TIMES[form.move_time].0,
        "crash_penalty": form.penalty,
        "public": form.public,
    });
    vec![request(
        model,
        ApiCall::Create,
        Method::Post,
        "/games",
        Some(body),
    )]
}
