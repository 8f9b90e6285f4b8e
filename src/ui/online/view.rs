//! The online screens as the page shows them: every word decided here.

use super::Online;
use super::room::{GameRoom, GameView, invite_link};
use super::{MOVE_TIMES, Server, move_time_words};
use crate::ui::app::App;
use crate::ui::text::ordinal;
use crate::ui::text::plural;
use racetrack_api::CarStatus;
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
    pub key_label: &'static str,
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
    pub move_times: Vec<(String, &'static str)>,
    /// The form's move time (its value).
    pub move_time: String,
    /// The form's crash penalty.
    pub penalty: u32,
    /// The form's lobby switch.
    pub public: bool,
    /// The form's switch letting spectators chat.
    pub spectator_chat: bool,
    /// The form's rated switch.
    pub rated: bool,
    /// The form's rules switch.
    pub soft: bool,
    /// Whether "tell me when it is my move" is on (for a player), and whether it is being
    /// turned on.
    pub notify: Option<(bool, bool)>,
    /// Whether the sounds are on (the same switch as the game's: the your-move chime online).
    pub sound_on: bool,
    /// The player profile open, if any.
    pub profile: Option<super::profile::ProfileView>,
    /// "Play now"'s kinds: (value, words).
    pub pair_kinds: Vec<(String, &'static str)>,
    /// The kind chosen (its value).
    pub pair_kind: String,
    /// The wait for an opponent, while the player waits (Cancel shows with it).
    pub pairing: Option<String>,
    /// Who else waits in the pool now, while the player does not.
    pub pool: Option<String>,
    /// The lobby.
    pub lobby: Vec<GameRow>,
    /// What the lobby says when it is empty.
    pub lobby_empty: &'static str,
    /// The public games running now, to watch.
    pub running: Vec<GameRow>,
    /// What that list says when it is empty.
    pub running_empty: &'static str,
    /// Your games.
    pub mine: Vec<GameRow>,
    /// The button that asks more of your games, when the server has more.
    pub more_games: Option<&'static str>,
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
    pub action: &'static str,
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
    /// Where the car stands: "has chosen", "choosing", "finished in 12 moves".
    pub words: String,
    /// Whether it is you.
    pub you: bool,
    /// Whether it has chosen this round.
    pub chosen: bool,
    /// Whether its player is connected (has a live stream open), and the words for the dot.
    pub connected: (bool, &'static str),
}

/// The room.
#[derive(Clone, Debug, PartialEq)]
pub struct RoomView {
    /// `open`, `running` or `over` (empty before the server answers).
    pub state: String,
    /// The heading.
    pub heading: String,
    /// What is going on, and what to do.
    pub status: String,
    /// The round's time left, while it runs.
    pub countdown: Option<String>,
    /// Seconds left in the round (for the `data-seconds` hook).
    pub seconds: Option<i64>,
    /// The seats.
    pub seats: Vec<SeatRow>,
    /// Whether you may take a seat.
    pub join: bool,
    /// Whether you may take a seat by making a player first (a name field beside the button).
    pub join_as: bool,
    /// The name typed for that player.
    pub name_draft: String,
    /// Whether you may start the game.
    pub start: bool,
    /// Whether you may cancel the game (its creator, before the start).
    pub cancel: bool,
    /// Whether you may leave the game (seated, not its creator, before the start).
    pub leave: bool,
    /// Whether you may resign (seated, your car still racing).
    pub resign: bool,
    /// The rematch button's words, when there is one (a player of a finished game).
    pub rematch: Option<&'static str>,
    /// Your result, or the winner for a spectator, once the game is over.
    pub result: Option<String>,
    /// The bar over the board: the round's clock and whose move it is, or the result.
    pub bar: Option<String>,
    /// What the game did to your rating, once it is over: "Your rating: 1500? → 1662? (+162)…",
    /// or that it was unrated.
    pub rating: Option<String>,
    /// The question asked before a step that cannot be undone: (question, yes, no).
    pub confirm: Option<(&'static str, &'static str, &'static str)>,
    /// The invite link, for seated players.
    pub invite: Option<String>,
    /// The chat.
    pub chat: Vec<(String, String, Option<usize>)>,
    /// Whether you may chat.
    pub can_chat: bool,
    /// The line being typed.
    pub chat_draft: String,
    /// The standings' lines, at the end.
    pub standings: Vec<String>,
    /// The round log: what the last rounds did to the cars, the newest last.
    pub log: Vec<String>,
    /// Whether the game is over (the replay and the record buttons show).
    pub over: bool,
    /// A passing remark, or why the game cannot be shown.
    pub note: Option<String>,
    /// "Reconnecting…", while the live stream is down.
    pub connection: Option<&'static str>,
    /// Your options now, `row,col` separated by spaces (the `data-options` test hook).
    pub options: String,
    /// Every car's position, `row,col` (or `-` before its placement) by seat, separated by
    /// spaces (the `data-positions` test hook).
    pub positions: String,
    /// The round (the `data-round` hook).
    pub round: u32,
}

fn row(g: &GameSummary) -> GameRow {
    let state = match g.state.as_str() {
        "open" => format!("{} of {} seats taken", g.taken, g.seats),
        "running" if g.your_turn => format!("Round {}: your move", g.round),
        "running" => format!("Round {}", g.round),
        _ => match g.place {
            Some(1) => format!("Won: 1st of {}", g.taken),
            Some(place) => format!("{} of {}", crate::ui::text::ordinal(place), g.taken),
            None => "Over".into(),
        },
    };
    GameRow {
        id: g.id.clone(),
        title: g.players.join(", "),
        detail: format!(
            "{}{} rules · {} a move · {} × {}",
            g.title
                .as_ref()
                .map(|t| format!("{t} · "))
                .unwrap_or_default(),
            g.rules,
            move_time_words(g.move_seconds),
            g.cols,
            g.rows
        ),
        state,
        your_turn: g.your_turn,
        action: match (g.your_turn, g.state.as_str()) {
            (true, _) => "Play",
            (_, "open") => "Open the game",
            _ => "Watch",
        },
    }
}

/// The view of the online screens.
pub fn view(online: &Online, app: &App, open_title: Option<&str>) -> OnlineView {
    let form = &online.form;
    let mut tracks = Vec::new();
    if let Some(open_title) = open_title {
        tracks.push((
            super::FormTrack::Open.to_string(),
            format!("The track open now: {open_title}"),
        ));
    }
    for (i, level) in app.menu.levels.iter().enumerate() {
        if level.track.is_some() {
            let value = super::FormTrack::Level(i).to_string();
            tracks.push((value, format!("Level: {}", level.title)));
        }
    }
    for (i, entry) in app.kept.my_tracks.entries.iter().enumerate() {
        let value = super::FormTrack::Mine(i).to_string();
        tracks.push((value, format!("My track: {}", entry.name)));
    }
    let no_server = match &app.client.server {
        Server::Down(why) => Some(why.clone()),
        _ => None,
    };
    OnlineView {
        profile: super::profile::view(online),
        notify: app
            .client
            .identity
            .as_ref()
            .map(|me| (me.notify, app.client.notify_asking)),
        pair_kinds: super::PAIR_KINDS
            .iter()
            .enumerate()
            .map(|(i, w)| (i.to_string(), *w))
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
        key_label: if online.show_key {
            "Hide my player key"
        } else {
            "Show my player key"
        },
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
            .map(|(i, (_, words))| (i.to_string(), *words))
            .collect(),
        move_time: form.move_time.to_string(),
        penalty: form.penalty,
        public: form.public,
        spectator_chat: form.spectator_chat,
        rated: form.rated,
        soft: form.soft,
        lobby: online.lobby.iter().map(row).collect(),
        lobby_empty: "No public game waits for players now: make one, or send an invite.",
        running: online.running.iter().map(row).collect(),
        running_empty: "No public game is being played now.",
        // The games waiting for your move first, each group as the server ordered it.
        mine: {
            let mut rows: Vec<GameRow> = online.mine.iter().map(row).collect();
            rows.sort_by_key(|r| !r.your_turn);
            rows
        },
        more_games: online.mine_more.then_some("Show more of your games"),
        your_turn: your_turn(online),
        room: online.room.as_ref().map(|r| room_view(online, app, r)),
    }
}

/// How many of your games wait for your move: the server's count of all of them, or those
/// listed when it gave none.
pub fn your_turn(online: &Online) -> usize {
    let listed = online.mine.iter().filter(|g| g.your_turn).count();
    online.mine_waiting.unwrap_or(listed).max(listed)
}

fn room_view(online: &Online, app: &App, room: &GameRoom) -> RoomView {
    let mut view = RoomView {
        state: String::new(),
        // Until the game is known (or when it is gone) there is no name to give it: never the
        // raw id, nor "Asking…" above why it is gone.
        heading: "Online game".into(),
        status: if room.error.is_some() {
            String::new()
        } else {
            "Asking the server for the game…".into()
        },
        countdown: None,
        seconds: None,
        seats: Vec::new(),
        join: false,
        join_as: false,
        name_draft: online.name_draft.clone(),
        start: false,
        cancel: false,
        leave: false,
        resign: false,
        rematch: None,
        result: None,
        bar: None,
        rating: None,
        confirm: None,
        invite: None,
        chat: room
            .chat
            .iter()
            .map(|c| (c.name.clone(), c.text.clone(), c.car))
            .collect(),
        can_chat: false,
        chat_draft: room.chat_draft.clone(),
        standings: Vec::new(),
        log: Vec::new(),
        over: false,
        note: room.error.clone().or_else(|| room.note.clone()),
        connection: None,
        options: room
            .options()
            .iter()
            .map(|p| format!("{},{}", p.row, p.col))
            .collect::<Vec<_>>()
            .join(" "),
        positions: String::new(),
        round: 0,
    };
    let Some(game) = &room.game else {
        return view;
    };
    let you = game.you;
    view.round = game.round;
    view.positions = game
        .cars
        .iter()
        .map(|c| match c.trajectory.last() {
            Some([r, col]) => format!("{r},{col}"),
            None => "-".into(),
        })
        .collect::<Vec<_>>()
        .join(" ");
    view.state = game.state.as_str().to_owned();
    view.heading = format!(
        "{}: {} rules, {} a move",
        game.title.as_deref().unwrap_or("Online game"),
        game.rules,
        move_time_words(game.move_seconds)
    );
    view.seats = game
        .cars
        .iter()
        .map(|c| SeatRow {
            car: c.seat,
            colour: crate::ui::scene::car_colour(c.seat),
            name: if c.bot {
                format!("{} (bot)", c.name)
            } else {
                c.name.clone()
            },
            player: c.name.clone(),
            words: seat_words(game, c),
            you: you == Some(c.seat),
            chosen: c.chosen,
            connected: if c.connected {
                (true, "connected")
            } else {
                (false, "not connected")
            },
        })
        .collect();
    let signed_in = app.client.identity.is_some();
    // A seat is offered in a public game, or with the invite link's code.
    let seat_free = game.state == GameState::Open
        && you.is_none()
        && game.cars.len() < game.seats
        && (game.public || game.invited || room.invite.is_some());
    view.join = seat_free && signed_in;
    view.join_as = seat_free && !signed_in;
    view.start = game.state == GameState::Open
        && you == Some(0)
        && game.cars.len() >= 2
        && app.client.identity.is_some();
    let open = game.state == GameState::Open && signed_in;
    view.cancel = open && you == Some(0);
    view.leave = open && you.is_some_and(|seat| seat > 0);
    view.resign = game.state == GameState::Running
        && signed_in
        && room.you().is_some_and(|c| !c.state.is_done());
    view.rematch = (game.state == GameState::Over && you.is_some() && signed_in).then_some(
        if game.rematch.is_some() {
            "Join the rematch"
        } else {
            "Rematch"
        },
    );
    view.result = (game.state == GameState::Over).then(|| result(game));
    view.rating = super::ratings::words(game);
    view.confirm = match room.confirm {
        Some(super::room::Confirm::Cancel) if view.cancel => Some((
            "Cancel this game? It is gone for everyone, and the invite stops working.",
            "Cancel the game",
            "Keep it",
        )),
        Some(super::room::Confirm::Leave) if view.leave => Some((
            "Leave this game? Your seat is free for someone else.",
            "Leave the game",
            "Stay",
        )),
        Some(super::room::Confirm::Resign) if view.resign => Some((
            "Resign? Your car leaves the race and ranks after every car that did not resign.",
            "Resign",
            "Keep racing",
        )),
        _ => None,
    };
    // The invite is for the seats still free: once the race runs, nobody joins.
    view.invite = invite_link(online, app).filter(|_| game.state == GameState::Open);
    // The players, and spectators with a player when the game's creator lets them.
    view.can_chat = signed_in && (you.is_some() || game.spectator_chat);
    view.over = game.state == GameState::Over;
    view.status = status(app, room, game);
    view.log = super::round_log::lines(&room.log, game);
    if game.state == GameState::Running
        && let Some(news) = super::round_log::your_news(&room.log, game)
    {
        view.status = format!("{news} {}", view.status);
    }
    if game.state == GameState::Running {
        if let (Some(deadline), Some(now)) = (
            game.deadline_ms,
            room.server_now(room.last_tick.unwrap_or(0.0)),
        ) {
            let seconds = ((deadline as f64 - now) / 1000.0).ceil().max(0.0) as i64;
            view.seconds = Some(seconds);
            view.countdown = Some(format!(
                "Round {}: {} left",
                game.round,
                clock_words(seconds)
            ));
        }
        if !room.live {
            view.connection = Some("Reconnecting to the game…");
        }
    }
    view.bar = super::bar::words(room, view.seconds);
    if view.over {
        view.standings = game
            .standings
            .iter()
            .map(|s| {
                let how = match s.state {
                    CarStatus::Finished => plural(s.moves, "move"),
                    other => format!("{} ({other})", plural(s.moves, "move")),
                };
                format!("{}. {}, {how}", s.place, s.name)
            })
            .collect();
    }
    view
}

fn seat_words(game: &GameView, c: &super::room::CarView) -> String {
    match (game.state.as_str(), c.state) {
        ("open", _) => "waiting for the start".into(),
        (_, CarStatus::Finished) => format!("finished in {}", plural(c.moves, "move")),
        (_, CarStatus::Retired) => "out of the race".into(),
        (_, CarStatus::SittingOut) => "sitting out after a crash".into(),
        ("running", _) if c.chosen => "has chosen".into(),
        ("running", _) if c.to_choose => "choosing…".into(),
        _ => plural(c.moves, "move"),
    }
}

fn status(app: &App, room: &GameRoom, game: &GameView) -> String {
    let me = room.you();
    match game.state.as_str() {
        "open" => {
            let missing = game.seats - game.cars.len();
            match (game.you, app.client.identity.is_some()) {
                (Some(0), _) => format!(
                    "Waiting for players: {} of {} seats taken. Send the invite link; start when you like (2 players at least), or when the seats are full.",
                    game.cars.len(),
                    game.seats
                ),
                (Some(_), _) => format!(
                    "You have a seat. The game starts when {} more join{} or its creator starts it.",
                    plural(missing, "player"),
                    if missing == 1 { "s" } else { "" }
                ),
                (None, _) if !game.public && room.invite.is_none() => {
                    "You are watching this game: a seat needs its invite link.".into()
                }
                (None, true) => "Take a seat to race in this game.".into(),
                (None, false) => {
                    "Type a name to take a seat: it makes your online player. You can watch meanwhile.".into()
                }
            }
        }
        "running" => match me {
            None => format!("Round {}: you are watching.", game.round),
            Some(_) if room.sent.is_some_and(|m| m.round == game.round) => {
                "Move sent: waiting for the others.".into()
            }
            Some(c) if c.chosen => "You have chosen: waiting for the others.".into(),
            Some(c) if c.to_choose && c.trajectory.is_empty() => {
                format!("Round {}: place your car on a start point.", game.round)
            }
            Some(c) if c.to_choose => format!(
                "Round {}: choose your move{}.",
                game.round,
                if app.device.touch {
                    " (tap a circle)"
                } else {
                    " (click a circle)"
                }
            ),
            Some(c) => format!("Round {}: your car {}.", game.round, seat_words(game, c)),
        },
        _ => {
            let rating = super::ratings::words(game)
                .map(|w| format!(" {w}"))
                .unwrap_or_default();
            match &game.rematch {
                Some(_) if me.is_some() => format!(
                    "{}.{rating} A rematch is waiting for you: Join the rematch.",
                    result(game)
                ),
                _ => format!("{}.{rating}", result(game)),
            }
        }
    }
}

/// The end in words: "You won", "You finished 2nd of 3" for a player, "Bob won" for a
/// spectator.
pub(super) fn result(game: &GameView) -> String {
    let n = game.standings.len();
    let mine = game
        .you
        .and_then(|seat| game.cars.get(seat))
        .and_then(|c| game.standings.iter().find(|s| s.name == c.name));
    let firsts: Vec<&str> = game
        .standings
        .iter()
        .filter(|s| s.place == 1 && s.state != CarStatus::Retired)
        .map(|s| s.name.as_str())
        .collect();
    match mine {
        Some(s) if s.state == CarStatus::Retired => {
            format!("You are out of the race: {} of {n}", ordinal(s.place))
        }
        Some(s) if s.place == 1 && firsts.len() > 1 => format!("You share 1st place of {n}"),
        Some(s) if s.place == 1 => "You won".into(),
        Some(s) => format!("You finished {} of {n}", ordinal(s.place)),
        None => match firsts.as_slice() {
            [] => "The race is over".into(),
            [one] => format!("{one} won"),
            many => format!("{} share 1st place", many.join(" and ")),
        },
    }
}

/// "0:07", "4:59", "2 h 10 min", "3 days 4 h".
pub fn clock_words(seconds: i64) -> String {
    match seconds {
        s if s < 3600 => format!("{}:{:02}", s / 60, s % 60),
        s if s < 86_400 => format!("{} h {} min", s / 3600, (s % 3600) / 60),
        s => format!("{} days {} h", s / 86_400, (s % 86_400) / 3600),
    }
}
