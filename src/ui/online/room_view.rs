//! What the room shows: the game's heading and state, the seats, the buttons that apply, the
//! countdown, the status line, the result and the round log.

use super::move_time_words;
use super::room::{GameRoom, GameView, invite_link};
use super::view::{SeatRow, clock_words};
use crate::ui::app::App;
use crate::ui::text::{ordinal, plural};
use racetrack_api::CarStatus;
use racetrack_api::GameState;

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

/// The room's view.
pub fn room_view(room: &GameRoom, app: &App) -> RoomView {
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
        name_draft: room.name_draft.clone(),
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
    view.invite = invite_link(room, app).filter(|_| game.state == GameState::Open);
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
