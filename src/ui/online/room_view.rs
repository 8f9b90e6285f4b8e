//! What the room shows: the game's heading and state, the seats, the buttons that apply, the
//! bar over the board (the round's clock, whose move), the status line, the result and the round
//! log.

use super::move_time_words;
use super::room::{GameRoom, GameView, invite_link};
use super::view::SeatRow;
use crate::ui::app::App;
use crate::ui::i18n::Words;
use racetrack_api::CarStatus;
use racetrack_api::GameState;

/// The room.
#[derive(Clone, Debug, PartialEq)]
pub struct RoomView {
    /// `open`, `running` or `over` (empty before the server answers).
    pub state: String,
    /// The heading.
    pub heading: String,
    /// Karopapier's honour rules the players agreed to keep, said as not checked.
    pub honour: Option<String>,
    /// What is going on, and what to do.
    pub status: String,
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
    /// Whether you may seat one of the server's bots (the creator, a seat free before the start).
    pub add_bot: bool,
    /// The skill of the bot you would seat (`novice` to `perfect`).
    pub bot_skill: &'static str,
    /// Whether you may cancel the game (its creator, before the start).
    pub cancel: bool,
    /// Whether you may leave the game (seated, not its creator, before the start).
    pub leave: bool,
    /// Whether you may resign (seated, your car still racing).
    pub resign: bool,
    /// The rematch button's words, when there is one (a player of a finished game outside a
    /// tournament).
    pub rematch: Option<String>,
    /// A tournament's game: the tournament's page (`#/tournaments/ID`), to go back to.
    pub tournament: Option<String>,
    /// Your result, or the winner for a spectator, once the game is over.
    pub result: Option<String>,
    /// The bar over the board: the round's clock and whose move it is, or the result.
    pub bar: Option<String>,
    /// What the game did to your rating, once it is over: "Your rating: 1500? → 1662? (+162)…",
    /// or that it was unrated.
    pub rating: Option<String>,
    /// The question asked before a step that cannot be undone: (question, yes, no).
    pub confirm: Option<(String, String, String)>,
    /// The invite link, for seated players.
    pub invite: Option<String>,
    /// The chat.
    pub chat: Vec<(String, String, Option<usize>)>,
    /// Whether you may chat.
    pub can_chat: bool,
    /// Whether the chat shows: you may chat, or it has lines (a spectator who may not chat saw
    /// an empty "Chat" heading).
    pub chat_shown: bool,
    /// The line being typed.
    pub chat_draft: String,
    /// The last line another said during the race, shown over the board for a while (a
    /// phone has the chat below the board, out of sight while racing): who, what, and over
    /// which half of the board, away from your car and options.
    pub chat_toast: Option<(String, String, crate::ui::box_place::BoxPlace)>,
    /// The standings' lines, at the end.
    pub standings: Vec<String>,
    /// The round log: what the last rounds did to the cars, the newest last.
    pub log: Vec<String>,
    /// Whether the game is over (the replay and the record buttons show).
    pub over: bool,
    /// A passing remark, or why the game cannot be shown.
    pub note: Option<String>,
    /// "Reconnecting…", while the live stream is down.
    pub connection: Option<String>,
    /// Your options now, `row,col` separated by spaces (the `data-options` test hook).
    pub options: String,
    /// Every car's position, `row,col` (or `-` before its placement) by seat, separated by
    /// spaces (the `data-positions` test hook).
    pub positions: String,
    /// The round (the `data-round` hook).
    pub round: u32,
}

/// The room's view; `mine` lists your games not over (a rematch you sit in is one).
pub fn room_view(room: &GameRoom, app: &App, mine: &[racetrack_api::GameSummary]) -> RoomView {
    let words = &app.words;
    let mut view = RoomView {
        state: String::new(),
        // Until the game is known (or when it is gone) there is no name to give it: never the
        // raw id, nor "Asking…" above why it is gone.
        heading: words.get("title-online-untitled"),
        honour: None,
        status: if room.error.is_some() {
            String::new()
        } else {
            words.get("room-asking")
        },
        seconds: None,
        seats: Vec::new(),
        join: false,
        join_as: false,
        name_draft: room.name_draft.clone(),
        start: false,
        add_bot: false,
        bot_skill: room.bot_skill.name(),
        cancel: false,
        leave: false,
        resign: false,
        rematch: None,
        tournament: None,
        result: None,
        bar: None,
        rating: None,
        confirm: None,
        invite: None,
        chat: room
            .chat
            .iter()
            .map(|c| (said_by(words, &c.name), c.text.clone(), c.car))
            .collect(),
        can_chat: false,
        chat_shown: false,
        chat_draft: room.chat_draft.clone(),
        chat_toast: None,
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
    let title = match game.title.as_deref() {
        Some(title) => crate::ui::menu::shown_title(&app.menu.levels, words, title),
        None => words.get("room-unnamed-track"),
    };
    let rules = super::view::rules_words(words, &game.rules);
    let heading = words.with(
        "room-heading",
        &[
            ("title", title.into()),
            ("rules", rules.into()),
            ("time", move_time_words(words, game.move_seconds).into()),
        ],
    );
    let heading = super::view::rated(words, heading, game.rated);
    let heading = match game.rematch_of {
        Some(_) => words.with("room-rematch-text", &[("text", heading.into())]),
        None => heading,
    };
    view.heading = super::view::at_night(words, heading, game.night);
    view.honour = game
        .honour
        .map(|h| crate::ui::replay::honour_words(words, h));
    view.seats = game
        .cars
        .iter()
        .map(|c| SeatRow {
            car: c.seat,
            colour: crate::ui::scene::car_colour(c.seat),
            name: if c.bot && c.house.is_none() {
                words.with("room-bot", &[("name", (&c.name).into())])
            } else {
                car_name(words, c)
            },
            player: c.name.clone(),
            profile_label: words.with("profile-label", &[("name", car_name(words, c).into())]),
            words: words.with(
                "room-seat-said",
                &[("words", seat_words(words, game, c).into())],
            ),
            you: you == Some(c.seat),
            chosen: c.chosen,
            connected: {
                // Your own stream, open here, is the freshest word on you (the view may date
                // from before it opened).
                let connected = c.connected || (you == Some(c.seat) && room.live);
                let dot = if connected {
                    "room-connected"
                } else {
                    "room-not-connected"
                };
                (connected, words.get(dot))
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
    view.add_bot = open && you == Some(0) && game.cars.len() < game.seats;
    view.cancel = open && you == Some(0);
    view.leave = open && you.is_some_and(|seat| seat > 0);
    view.resign = game.state == GameState::Running
        && signed_in
        && room.you().is_some_and(|c| !c.state.is_done());
    view.tournament = game
        .tournament
        .as_ref()
        .map(|t| format!("#/tournaments/{t}"));
    let rematch = game.tournament.is_none() && game.state == GameState::Over;
    view.rematch = (rematch && you.is_some() && signed_in).then(|| {
        words.get(if seated_in_rematch(game, mine) {
            "room-rematch-go"
        } else if game.rematch.is_some() {
            "room-rematch-join"
        } else {
            "room-rematch"
        })
    });
    view.result = (game.state == GameState::Over).then(|| result(words, game));
    view.rating = super::ratings::words(words, game);
    let ask = |question: &str, yes: &str, no: &str| {
        Some((words.get(question), words.get(yes), words.get(no)))
    };
    view.confirm = match room.confirm {
        Some(super::room::Confirm::Cancel) if view.cancel => {
            ask("room-cancel-ask", "room-cancel-yes", "room-cancel-no")
        }
        Some(super::room::Confirm::Leave) if view.leave => {
            ask("room-leave-ask", "room-leave-yes", "room-leave-no")
        }
        Some(super::room::Confirm::Resign) if view.resign => {
            ask("room-resign-ask", "room-resign-yes", "race-keep")
        }
        _ => None,
    };
    // The invite is for the seats still free: once the race runs, nobody joins.
    view.invite = invite_link(room, app).filter(|_| game.state == GameState::Open);
    // The players, and spectators with a player when the game's creator lets them.
    // Alone in a game waiting for players there is nobody to read a line yet: the chat comes
    // with the second player, or a spectator's line (on a phone it pushed the board further
    // below the invite).
    let alone = game.state == GameState::Open
        && game.cars.len() <= 1
        && you.is_some()
        && view.chat.is_empty();
    view.can_chat = signed_in && (you.is_some() || game.spectator_chat) && !alone;
    view.chat_shown = view.can_chat || !view.chat.is_empty();
    view.chat_toast = chat_toast(words, room, game);
    view.over = game.state == GameState::Over;
    view.status = status(app, room, game, seated_in_rematch(game, mine));
    let track = room.board.as_ref().map(|b| b.track());
    view.log = super::round_log::lines(words, &room.log, &room.race_rounds, game, track);
    if game.state == GameState::Running
        && let Some(news) = super::round_log::your_news(words, &room.log, game, track)
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
        }
        if !room.live {
            view.connection = Some(words.get("room-reconnecting"));
        }
    }
    view.bar = super::bar::words(room, view.seconds, words);
    if view.over {
        let statuses: Vec<CarStatus> = game.standings.iter().map(|s| s.state).collect();
        view.standings = game
            .standings
            .iter()
            .enumerate()
            .map(|(i, s)| {
                let state = match s.state {
                    CarStatus::Finished => String::new(),
                    other => {
                        let alone = crate::ui::text::others_out(&statuses, i);
                        format!(
                            " ({})",
                            crate::ui::text::final_status_words(words, other, alone)
                        )
                    }
                };
                words.with(
                    "race-result",
                    &[
                        ("place", s.place.into()),
                        ("name", standing_name(words, game, &s.name).into()),
                        ("moves", s.moves.into()),
                        ("state", state.into()),
                        ("note", "".into()),
                    ],
                )
            })
            .collect();
    }
    view
}

fn seat_words(words: &Words, game: &GameView, c: &super::room::CarView) -> String {
    let moves = || words.with("room-moves", &[("moves", c.moves.into())]);
    match (game.state.as_str(), c.state) {
        ("open", _) => words.get("room-seat-waiting"),
        (_, CarStatus::Finished) => words.with("room-seat-finished", &[("moves", c.moves.into())]),
        (_, CarStatus::Retired) => words.get("room-seat-out"),
        (_, CarStatus::SittingOut) => words.get("room-seat-sitting-out"),
        ("running", _) if c.chosen => words.get("room-seat-chosen"),
        ("running", _) if c.to_choose => words.get("room-seat-choosing"),
        _ => moves(),
    }
}

fn status(app: &App, room: &GameRoom, game: &GameView, in_rematch: bool) -> String {
    let me = room.you();
    let words = &app.words;
    let round = ("round", super::room::shown_round(game).into());
    match game.state.as_str() {
        "open" => {
            let missing = game.seats - game.cars.len();
            let rematch = game.rematch_of.is_some();
            match (game.you, app.client.identity.is_some()) {
                (Some(0), _) if rematch => words.with(
                    "room-open-rematch-creator",
                    &[
                        ("taken", game.cars.len().into()),
                        ("seats", game.seats.into()),
                    ],
                ),
                (Some(0), _) => words.with(
                    "room-open-creator",
                    &[
                        ("taken", game.cars.len().into()),
                        ("seats", game.seats.into()),
                    ],
                ),
                (Some(_), _) => words.with("room-open-seated", &[("missing", missing.into())]),
                (None, _) if game.invited => words.get("room-open-invited"),
                (None, _) if !game.public && room.invite.is_none() => {
                    words.get("room-open-invite-only")
                }
                (None, true) => words.get("room-open-take-seat"),
                (None, false) => words.get("room-open-type-name"),
            }
        }
        "running" => match me {
            None => words.with("room-watching", &[round]),
            Some(_) if room.sent.is_some_and(|m| m.round == game.round) => {
                words.get("room-move-sent")
            }
            Some(c) if c.chosen => words.get("room-chosen"),
            Some(c) if c.to_choose && c.trajectory.is_empty() => words.with("room-place", &[round]),
            Some(c) if c.to_choose => words.with(
                if app.device.touch {
                    "room-choose-touch"
                } else {
                    "room-choose-mouse"
                },
                &[round],
            ),
            Some(c) => words.with(
                "room-your-car",
                &[round, ("seat", seat_words(words, game, c).into())],
            ),
        },
        _ => {
            let rating = super::ratings::words(words, game)
                .map(|w| format!(" {w}"))
                .unwrap_or_default();
            let id = match &game.rematch {
                Some(_) if in_rematch => "room-over-rematch-seated",
                Some(_) if me.is_some() => "room-over-rematch",
                _ => "room-over",
            };
            words.with(
                id,
                &[
                    ("result", result(words, game).into()),
                    ("rating", rating.into()),
                ],
            )
        }
    }
}

/// The end in words: "You won", "You finished 2nd of 3" for a player, "Bob won" for a
/// spectator.
pub(super) fn result(words: &Words, game: &GameView) -> String {
    let n = game.standings.len();
    let mine_at = (game.you)
        .and_then(|seat| game.cars.get(seat))
        .and_then(|c| game.standings.iter().position(|s| s.name == c.name));
    let mine = mine_at.map(|i| &game.standings[i]);
    let firsts: Vec<String> = game
        .standings
        .iter()
        .filter(|s| s.place == 1 && s.state != CarStatus::Retired)
        .map(|s| standing_name(words, game, &s.name))
        .collect();
    let of = ("cars", n.into());
    let statuses: Vec<CarStatus> = game.standings.iter().map(|s| s.state).collect();
    let alone = mine_at.is_some_and(|i| crate::ui::text::others_out(&statuses, i));
    match mine {
        Some(s) if s.state == CarStatus::Retired => {
            words.with("room-result-out", &[("place", s.place.into()), of])
        }
        Some(s) if s.place == 1 && firsts.len() > 1 => words.with("room-result-shared", &[of]),
        // The last car in a race the others left: it won without reaching the finish.
        Some(s) if s.place == 1 && s.state != CarStatus::Finished && alone => {
            words.get("room-result-won-alone")
        }
        Some(s) if s.place == 1 => words.get("room-result-won"),
        Some(s) => words.with("room-result-place", &[("place", s.place.into()), of]),
        None => match firsts.as_slice() {
            [] => words.get("room-result-over"),
            [one] => words.with("room-result-winner", &[("name", one.into())]),
            many => {
                let names = many
                    .iter()
                    .cloned()
                    .reduce(|first, next| {
                        words.with(
                            "room-names-and",
                            &[("first", first.into()), ("next", next.into())],
                        )
                    })
                    .unwrap_or_default();
                words.with("room-result-winners", &[("names", names.into())])
            }
        },
    }
}

/// A car's name as the page shows it: one of the server's own bots by its skill in the reader's
/// language ("Bot club"), anyone else by their name.
pub(super) fn car_name(words: &Words, car: &racetrack_api::CarView) -> String {
    match car.house {
        Some(skill) => house_bot_name(words, skill),
        None => car.name.clone(),
    }
}

/// One of the server's own bots, named by its skill in the reader's words ("Club bot"): the
/// server keeps its name in English.
pub(crate) fn house_bot_name(words: &Words, skill: racetrack_api::BotSkill) -> String {
    words.with("room-house-bot", &[("skill", skill.name().into())])
}

/// A listed game's players as the page names them, seat 0 first: the server's own bots by their
/// skill in the reader's words (as [`car_name`] names their cars), anyone else by their name.
pub(crate) fn players_words(words: &Words, game: &racetrack_api::GameSummary) -> String {
    let names: Vec<String> = (game.players.iter().enumerate())
        .map(
            |(seat, name)| match game.houses.get(seat).copied().flatten() {
                Some(skill) => house_bot_name(words, skill),
                None => name.clone(),
            },
        )
        .collect();
    names.join(", ")
}

/// The name of the standings' `name` as the page shows it ([`car_name`] of its car).
fn standing_name(words: &Words, game: &GameView, name: &str) -> String {
    match game.cars.iter().find(|c| c.name == name) {
        Some(car) => car_name(words, car),
        None => name.to_owned(),
    }
}

/// The room a chat line takes over the board, from its edge (CSS pixels): two lines of
/// `.board > .chat-toast` and its margin (`www/style.css`).
const CHAT_TOAST_PX: f64 = 64.0;

/// The chat line shown over the board during the race, while its time lasts: over the half of
/// the board away from your options and your car (the top when the board says nothing), where
/// it covers none of them; nowhere when it would (a board too short: it stays in the chat).
fn chat_toast(
    words: &Words,
    room: &GameRoom,
    game: &GameView,
) -> Option<(String, String, crate::ui::box_place::BoxPlace)> {
    use crate::ui::box_place::BoxPlace;
    room.chat_toast_until?;
    let line = room
        .chat
        .last()
        .filter(|_| game.state == GameState::Running)?;
    let g = room.board.as_ref().map(|b| b.camera.settled());
    let mut near: Vec<racetrack::Point> = room.options();
    let mine = game.you.and_then(|you| game.cars.get(you));
    near.extend(
        mine.and_then(|c| c.position)
            .map(|[row, col]| racetrack::Point::new(row, col)),
    );
    let at = match g {
        Some(g) if !near.is_empty() => {
            let ys: Vec<f64> = near.iter().map(|&p| g.y(p)).collect();
            let reach = g.cell / 2.0;
            let top = ys.iter().all(|&y| y - reach > CHAT_TOAST_PX);
            let bottom = ys.iter().all(|&y| y + reach < g.height - CHAT_TOAST_PX);
            let mid = ys.iter().sum::<f64>() / ys.len() as f64;
            match (mid < g.height / 2.0, top, bottom) {
                (true, _, true) | (false, false, true) => BoxPlace::Bottom,
                (false, true, _) | (true, true, false) => BoxPlace::Top,
                (_, false, false) => return None,
            }
        }
        _ => BoxPlace::Top,
    };
    Some((said_by(words, &line.name), line.text.clone(), at))
}

/// Who said a chat line, as the language writes it before the line ("Bob:", « Bob : »).
fn said_by(words: &Words, name: &str) -> String {
    words.with("room-chat-said-by", &[("name", name.into())])
}

/// Whether you sit in the rematch of `game` already (made it, or joined it): it is among your
/// games, which the page asks the server for.
fn seated_in_rematch(game: &GameView, mine: &[racetrack_api::GameSummary]) -> bool {
    game.rematch
        .as_ref()
        .is_some_and(|id| mine.iter().any(|g| &g.id == id))
}
