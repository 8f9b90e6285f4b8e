//! Requests to the game server and what their answers change: players, the lists, a new game.
//! The room's own requests are in `room`.

use crate::ui::app::{App, Command};
use crate::ui::i18n::{Lang, Words};
use crate::ui::online::Online;
use racetrack_api::ErrorCode;
use serde::Deserialize;
use serde_json::Value;

use racetrack_api::{GameList, MyGames};

use super::{Identity, Server, store};
use crate::ui::msg::Effect;
use crate::ui::race_words;
use crate::ui::route::Route;

/// An HTTP method.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Method {
    /// GET.
    Get,
    /// POST (with a JSON body).
    Post,
    /// DELETE.
    Delete,
    /// PUT (with a JSON body).
    Put,
}

impl Method {
    /// Its name.
    pub fn name(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Post => "POST",
            Method::Delete => "DELETE",
            Method::Put => "PUT",
        }
    }
}

/// What a request to the server was for, echoed back with its answer.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ApiCall {
    /// A new player.
    NewPlayer,
    /// Who a pasted player key belongs to (the key).
    Me(String),
    /// The lobby.
    Lobby,
    /// The public games running now, to watch.
    Running,
    /// Your games.
    Mine,
    /// More of your games, after the first this many.
    MoreMine(usize),
    /// A new game.
    Create,
    /// A game's view.
    Game(String),
    /// Taking a seat.
    Join(String),
    /// Starting a game.
    Start(String),
    /// Seating one of the server's bots (the game's creator).
    AddBot(String),
    /// Cancelling an open game (its creator).
    Cancel(String),
    /// Leaving an open game.
    Leave(String),
    /// Resigning a running game.
    Resign(String),
    /// A finished game's rematch.
    Rematch(String),
    /// A move.
    Move(String),
    /// A chat line.
    Chat(String),
    /// A finished game's record.
    Record(String),
    /// A won run for the world board.
    Run,
    /// Into the pairing pool.
    PairJoin,
    /// Out of the pairing pool.
    PairLeave,
    /// Where the wait in the pool stands.
    PairState,
    /// Who waits in the pool (asked with the lobby while not waiting).
    Pool,
    /// A player's profile.
    Profile(String),
    /// The tracks a player published (for their profile).
    ProfileTracks(String),
    /// The tracks the player published (marked in My tracks).
    MyPublished,
    /// A world board, by key.
    Board(String),
    /// The server's push key.
    PushKey,
    /// This browser's push subscription, sent to the server.
    PushSubscribe,
    /// A page of the track collection's list: from `offset`, for the list's `asked`th filter
    /// (an answer for an earlier filter is dropped).
    Tracks {
        /// The tracks before this page.
        offset: usize,
        /// Which of the list's filters asked.
        asked: u32,
    },
    /// A published track's page, by id.
    Track(String),
    /// A vote for a published track (or one taken back), by id.
    TrackVote(String),
    /// A report of a published track, by id.
    TrackReport(String),
    /// A published track's world board, by key.
    TrackBoard(String),
    /// A track published from the editor.
    Publish,
    /// The tournaments' list.
    Tournaments,
    /// A tournament made with the form.
    TournamentMake,
    /// A tournament's view, by id.
    Tournament(String),
    /// Joining a tournament (or coming back to it), by id.
    TournamentJoin(String),
    /// Pausing in a tournament, by id.
    TournamentPause(String),
    /// Leaving a tournament, by id.
    TournamentLeave(String),
}

impl ApiCall {
    /// Whether the call is the track collection's (its answer is the collection's).
    pub fn collection(&self) -> bool {
        matches!(
            self,
            ApiCall::Tracks { .. }
                | ApiCall::Track(_)
                | ApiCall::TrackVote(_)
                | ApiCall::TrackReport(_)
                | ApiCall::TrackBoard(_)
        )
    }

    /// Whether the call is the game room's (its answer is the room's).
    pub fn room(&self) -> bool {
        matches!(
            self,
            ApiCall::Game(_)
                | ApiCall::Join(_)
                | ApiCall::Start(_)
                | ApiCall::AddBot(_)
                | ApiCall::Cancel(_)
                | ApiCall::Leave(_)
                | ApiCall::Resign(_)
                | ApiCall::Rematch(_)
                | ApiCall::Move(_)
                | ApiCall::Chat(_)
                | ApiCall::Record(_)
        )
    }
}

/// A game as a toast names it: its track's name, or its players.
fn game_words(app: &App, game: &racetrack_api::GameSummary) -> String {
    let words = &app.words;
    match &game.title {
        Some(title) => crate::ui::menu::shown_title(&app.menu.levels, words, title),
        None => words.with(
            "online-game-with",
            &[(
                "players",
                super::room_view::players_words(words, game).into(),
            )],
        ),
    }
}

/// A request for `call`, with the player's token when there is one.
pub(crate) fn request(
    app: &mut App,
    call: ApiCall,
    method: Method,
    path: &str,
    body: Option<Value>,
) -> Effect {
    app.client.in_flight.push(call.clone());
    Effect::Api {
        call,
        method,
        path: format!("/api/v1{path}"),
        body: body.map(|b| b.to_string()),
        token: app.client.identity.as_ref().map(|i| i.token.clone()),
    }
}

/// The status of "no answer came" (the network, or no server).
pub const NO_ANSWER: u16 = 0;

/// Whether `status` is a success (2xx): the answer is the endpoint's own type. The page
/// branches on that and on a refusal's [`ErrorCode`], never on a status's number.
pub(crate) fn ok(status: u16) -> bool {
    racetrack_api::is_success(status)
}

/// A refusal's code, when the answer is a refusal with the API's body.
pub(crate) fn code(status: u16, body: &Value) -> Option<ErrorCode> {
    if ok(status) {
        return None;
    }
    refused(body).map(|r| r.error)
}

/// A refusal in the reader's language: in English the server's own words (they name what was
/// refused), in another language the words of its code; words for a failure without a body.
pub(crate) fn refusal(words: &Words, status: u16, body: &Value) -> String {
    match refused(body) {
        Some(refused) if words.lang() == Lang::En && !refused.message.is_empty() => refused.message,
        Some(refused) if refused.error != ErrorCode::Other => words.get(refusal_id(refused.error)),
        Some(refused) => refused.message,
        None => words.with("refusal-other", &[("status", i64::from(status).into())]),
    }
}

/// The message of a refusal's code.
fn refusal_id(code: ErrorCode) -> &'static str {
    match code {
        ErrorCode::Malformed => "refusal-malformed",
        ErrorCode::Unauthorized => "refusal-unauthorized",
        ErrorCode::NotFound => "refusal-not-found",
        ErrorCode::MethodNotAllowed => "refusal-method-not-allowed",
        ErrorCode::RequestTimeout => "refusal-request-timeout",
        ErrorCode::TooLarge => "refusal-too-large",
        ErrorCode::TooManyRequests => "refusal-too-many-requests",
        ErrorCode::TooManyConnections => "refusal-too-many-connections",
        ErrorCode::TooManyStreams => "refusal-too-many-streams",
        ErrorCode::Unavailable => "refusal-unavailable",
        ErrorCode::BadName => "refusal-bad-name",
        ErrorCode::NameTaken => "refusal-name-taken",
        ErrorCode::BadTitle => "refusal-bad-title",
        ErrorCode::BadTrack => "refusal-bad-track",
        ErrorCode::TrackTooLarge => "refusal-track-too-large",
        ErrorCode::BadRules => "refusal-bad-rules",
        ErrorCode::BadSeats => "refusal-bad-seats",
        ErrorCode::TooFewStarts => "refusal-too-few-starts",
        ErrorCode::BadMoveTime => "refusal-bad-move-time",
        ErrorCode::BadPenalty => "refusal-bad-penalty",
        ErrorCode::BadGame => "refusal-bad-game",
        ErrorCode::BadKind => "refusal-bad-kind",
        ErrorCode::BadChat => "refusal-bad-chat",
        ErrorCode::BadSubscription => "refusal-bad-subscription",
        ErrorCode::IllegalMove => "refusal-illegal-move",
        ErrorCode::IllegalRun => "refusal-illegal-run",
        ErrorCode::UnfinishedRun => "refusal-unfinished-run",
        ErrorCode::RunTooLong => "refusal-run-too-long",
        ErrorCode::TooManyGames => "refusal-too-many-games",
        ErrorCode::TooManyPlayers => "refusal-too-many-players",
        ErrorCode::NotOpen => "refusal-not-open",
        ErrorCode::TooFewPlayers => "refusal-too-few-players",
        ErrorCode::Broken => "refusal-broken",
        ErrorCode::NotRunning => "refusal-not-running",
        ErrorCode::OutOfRace => "refusal-out-of-race",
        ErrorCode::NotOver => "refusal-not-over",
        ErrorCode::RoundOver => "refusal-round-over",
        ErrorCode::WrongRound => "refusal-wrong-round",
        ErrorCode::AlreadyChosen => "refusal-already-chosen",
        ErrorCode::NotYourTurn => "refusal-not-your-turn",
        ErrorCode::BadInvite => "refusal-bad-invite",
        ErrorCode::NotCreator => "refusal-not-creator",
        ErrorCode::CreatorLeaves => "refusal-creator-leaves",
        ErrorCode::NotAPlayer => "refusal-not-a-player",
        ErrorCode::BoardConflict => "refusal-board-conflict",
        ErrorCode::NotYet => "refusal-not-yet",
        ErrorCode::BadDescription => "refusal-bad-description",
        ErrorCode::BadReason => "refusal-bad-reason",
        ErrorCode::BadStars => "refusal-bad-stars",
        ErrorCode::Unsolvable => "refusal-unsolvable",
        ErrorCode::Duplicate => "refusal-duplicate",
        ErrorCode::TooManyTracks => "refusal-too-many-tracks",
        ErrorCode::OwnTrack => "refusal-own-track",
        ErrorCode::Reported => "refusal-reported",
        ErrorCode::NotAuthor => "refusal-not-author",
        ErrorCode::BadTournament => "refusal-bad-tournament",
        ErrorCode::TooManyTournaments => "refusal-too-many-tournaments",
        ErrorCode::JoiningClosed => "refusal-joining-closed",
        ErrorCode::TournamentFull => "refusal-tournament-full",
        ErrorCode::NotEntered => "refusal-not-entered",
        ErrorCode::Other => "refusal-other",
    }
}

/// A refusal's body (the API's [`racetrack_api::ErrorBody`]), when the answer is one.
pub(crate) fn refused(body: &Value) -> Option<racetrack_api::ErrorBody> {
    racetrack_api::ErrorBody::deserialize(body).ok()
}

/// An answer of the API's type `T`, when it is one.
pub(crate) fn decoded<T: serde::de::DeserializeOwned>(body: &Value) -> Option<T> {
    T::deserialize(body).ok()
}

/// An answer as it came, booked in: the call is no longer in flight, and whether a game server
/// answers is known.
#[derive(Debug)]
pub(crate) enum Arrival {
    /// None came: the network, or the server is down for a moment.
    NoAnswer,
    /// A success without a body (a kept subscription, a cancelled game).
    Empty,
    /// A body that is not JSON: a static server's HTML, so no game server here.
    Unreadable,
    /// A JSON body.
    Body(Value),
}

/// Books in the answer to `call`: `status` 0 when none came, its body as text.
pub(crate) fn arrival(app: &mut App, call: &ApiCall, status: u16, body: &str) -> Arrival {
    app.client.answered(call);
    if status == NO_ANSWER {
        return Arrival::NoAnswer;
    }
    if ok(status) && body.is_empty() {
        app.client.server = Server::Up;
        return Arrival::Empty;
    }
    match serde_json::from_str::<Value>(body) {
        Ok(value) => {
            app.client.server = Server::Up;
            Arrival::Body(value)
        }
        Err(_) => {
            app.client.server = Server::Down(app.words.get("online-no-server"));
            Arrival::Unreadable
        }
    }
}

/// An answer to one of the online home's calls (the room's are the room's: [`ApiCall::room`]).
#[inline(never)]
pub(crate) fn answered(
    online: &mut Online,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
) -> Vec<Effect> {
    let value = match arrival(app, &call, status, body) {
        Arrival::NoAnswer => {
            online.note = Some(app.words.get("online-no-answer"));
            return Vec::new();
        }
        Arrival::Empty if call == ApiCall::PushSubscribe => {
            return super::notify::kept(&mut online.note, app);
        }
        Arrival::Empty | Arrival::Unreadable => return Vec::new(),
        Arrival::Body(value) => value,
    };
    match call {
        ApiCall::NewPlayer | ApiCall::Me(_) => player_answered(online, app, call, status, value),
        ApiCall::PushKey | ApiCall::PushSubscribe => {
            super::notify::answered(&mut online.note, app, call, status, &value)
        }
        ApiCall::PairJoin | ApiCall::PairLeave | ApiCall::PairState => {
            super::pairing::answered(online, app, &call, status, body, &value)
        }
        ApiCall::Pool => super::pairing::pool_answered(online, status, body),
        ApiCall::Lobby | ApiCall::Running | ApiCall::Mine | ApiCall::MoreMine(_) => {
            lists_answered(online, app, call, status, body, &value)
        }
        ApiCall::Create => {
            if !ok(status) {
                online.note = Some(refusal(&app.words, status, &value));
                return Vec::new();
            }
            match decoded::<racetrack_api::GameView>(&value) {
                Some(game) => app.command(Command::ShowGame(Box::new(game))),
                None => Vec::new(),
            }
        }
        // Another screen's (the dispatcher hands those answers to their screens).
        _ => Vec::new(),
    }
}

/// The lobby, the games running or your games.
fn lists_answered(
    online: &mut Online,
    app: &mut App,
    call: ApiCall,
    status: u16,
    body: &str,
    value: &Value,
) -> Vec<Effect> {
    let mine = !matches!(call, ApiCall::Lobby | ApiCall::Running);
    if mine && app.client.identity.is_none() {
        // Forgotten meanwhile.
        return Vec::new();
    }
    if mine && code(status, value) == Some(ErrorCode::Unauthorized) {
        online.note = Some(app.words.get("online-unknown-key"));
        return Vec::new();
    }
    if !ok(status) {
        online.note = Some(refusal(&app.words, status, value));
        return Vec::new();
    }
    if !mine {
        let games = serde_json::from_str::<GameList>(body)
            .map(|g| g.games)
            .unwrap_or_default();
        if call == ApiCall::Lobby {
            online.lobby = games;
        } else {
            online.running = games;
        }
        return Vec::new();
    }
    let page = serde_json::from_str::<MyGames>(body).unwrap_or_default();
    let here = app.route.clone();
    let muted = app.settings.muted();
    let mut chime = Vec::new();
    match call {
        ApiCall::MoreMine(after) if after == online.mine.len() => {
            let known: Vec<String> = online.mine.iter().map(|g| g.id.clone()).collect();
            online
                .mine
                .extend(page.games.into_iter().filter(|g| !known.contains(&g.id)));
        }
        // The list changed meanwhile: the next refresh brings it.
        ApiCall::MoreMine(_) => return Vec::new(),
        _ => {
            let news = online.mine_listed.then(|| {
                page.games.iter().find(|g| {
                    g.your_turn && !online.mine.iter().any(|o| o.id == g.id && o.your_turn)
                })
            });
            let elsewhere = |g: &&racetrack_api::GameSummary| !matches!(&here, Route::Online(Some((id, _))) if *id == g.id);
            let told = |g: &&racetrack_api::GameSummary| {
                app.client
                    .toast
                    .as_ref()
                    .is_some_and(|t| t.opens_game(&g.id))
            };
            let news = news.map(|g| g.filter(|g| !told(g)));
            if let Some(Some(game)) = news.map(|g| g.filter(elsewhere)) {
                let game_name = game_words(app, game);
                let words = app
                    .words
                    .with("online-your-move-in", &[("game", game_name.into())]);
                app.client.toast = Some(super::Toast::game(words, &game.id));
                if !muted {
                    chime.push(Effect::Play(crate::ui::sound::Sound::YourMove));
                }
            }
            online.mine_listed = true;
            online.mine = page.games;
        }
    }
    online.mine_more = page.more;
    // A server that leaves the count out gives 0: the games listed count instead.
    online.mine_waiting = Some(page.your_turn);
    chime
}

/// An answer to a screen's own call, booked in: the call is no longer in flight and the server
/// answers or not. `None`: no answer that reads (the network, or a static server's HTML).
pub(crate) fn received(app: &mut App, call: &ApiCall, status: u16, body: &str) -> Option<Value> {
    match arrival(app, call, status, body) {
        Arrival::Body(value) => Some(value),
        _ => None,
    }
}

/// A request body of the API's types, as the fetch effect carries it.
pub(crate) fn body_of(body: impl serde::Serialize) -> Value {
    serde_json::to_value(body).expect("an API body serialises")
}

fn player_answered(
    online: &mut Online,
    app: &mut App,
    call: ApiCall,
    status: u16,
    value: Value,
) -> Vec<Effect> {
    if !ok(status) {
        let words = match (&call, code(status, &value)) {
            (ApiCall::Me(_), Some(ErrorCode::Unauthorized)) => app.words.get("online-key-unknown"),
            // A fresh phone of a player who has that name: the key brings the player over.
            (ApiCall::NewPlayer, Some(ErrorCode::NameTaken)) => {
                online.key_box_open = true;
                app.words.get("online-name-taken")
            }
            _ => refusal(&app.words, status, &value),
        };
        online.note = Some(words.clone());
        return app.command(Command::PlayerMade {
            refusal: Some(words),
        });
    }
    let pasted = matches!(call, ApiCall::Me(_));
    let (id, name, token) = match call {
        ApiCall::Me(key) => match decoded::<racetrack_api::PlayerView>(&value) {
            Some(p) => (p.id, p.name, key),
            None => return Vec::new(),
        },
        _ => match decoded::<racetrack_api::PlayerMade>(&value) {
            Some(p) => (p.id, p.name, p.token),
            None => return Vec::new(),
        },
    };
    if token.is_empty() {
        return Vec::new();
    }
    let identity = Identity {
        id,
        name,
        token,
        notify: false,
    };
    let effect = store(&identity);
    online.note = Some(if pasted {
        app.words.with(
            "online-device-plays-as",
            &[("name", (&identity.name).into())],
        )
    } else {
        app.words.get("online-player-made")
    });
    app.client.identity = Some(identity);
    online.key_draft.clear();
    let mut effects = vec![effect];
    effects.extend(super::refresh::lists(online, app));
    if std::mem::take(&mut online.play_after_player) && app.route == Route::Online(None) {
        // The wait says what happens next; "make a game below" would contradict it.
        online.note = None;
        effects.extend(super::pairing::play_now(online, app));
    }
    effects.extend(app.command(Command::PlayerMade { refusal: None }));
    effects
}

/// Whether a request for `call` is on its way (a second press waits for it).
pub(crate) fn in_flight(app: &App, call: &ApiCall) -> bool {
    app.client.in_flight.contains(call)
}

/// Makes a player named `typed` (the home's name field, or the room's); a name that cannot be
/// one is refused in words.
pub(crate) fn make_player(app: &mut App, typed: &str) -> Result<Vec<Effect>, String> {
    if in_flight(app, &ApiCall::NewPlayer) || app.client.identity.is_some() {
        return Ok(Vec::new());
    }
    let name = racetrack::race::player_name(typed).map_err(|e| {
        app.words.with(
            "online-your-name",
            &[("why", race_words::name_error(&app.words, &e).into())],
        )
    })?;
    Ok(vec![request(
        app,
        ApiCall::NewPlayer,
        Method::Post,
        "/players",
        Some(body_of(racetrack_api::NewPlayer { name, bot: false })),
    )])
}

/// Checks a pasted player key with the server (it becomes this device's once known).
pub(crate) fn use_key(online: &mut Online, app: &mut App) -> Vec<Effect> {
    let key = online.key_draft.trim().to_owned();
    if key.is_empty() {
        online.note = Some(app.words.get("online-paste-key"));
        return Vec::new();
    }
    if app
        .client
        .in_flight
        .iter()
        .any(|c| matches!(c, ApiCall::Me(_)))
    {
        return Vec::new();
    }
    app.client.server = Server::Unknown;
    app.client.in_flight.push(ApiCall::Me(key.clone()));
    vec![Effect::Api {
        call: ApiCall::Me(key.clone()),
        method: Method::Get,
        path: "/api/v1/players/me".into(),
        body: None,
        token: Some(key),
    }]
}
