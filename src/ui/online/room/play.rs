//! Playing in the room: a tap, a digit or Enter sends one of your options as your move, and the
//! board's scene shows every car, your options and the move you sent.

use crate::ui::app::App;
use racetrack_api::NewMove;

use super::super::api::{self, ApiCall, Method};
use super::GameRoom;
use super::server_game::{points, run, trail};
use crate::ui::board_keys::{self, BoardKey};
use crate::ui::model::Screen;
use crate::ui::msg::Effect;
use crate::ui::scene::{self, Colour, Scene, Shape};
use racetrack::grid::Point;

/// A tap on the board: sends the option there as your move.
pub(crate) fn pointer_down(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    x: f64,
    y: f64,
) -> Vec<Effect> {
    let touch = app.device.touch;
    let Some(room) = slot else {
        return Vec::new();
    };
    let Some(geometry) = room.board.as_ref().map(|b| b.camera.geometry()) else {
        return Vec::new();
    };
    match board_keys::tap(&geometry, &room.options(), (x, y), (touch, &app.words)) {
        Ok(to) => send_move(slot, app, to),
        Err(words) => {
            if let Some(words) = words {
                room.note = Some(words);
            }
            Vec::new()
        }
    }
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

/// Keys in the room, as on every board ([`board_keys`]); watchers' keys do nothing.
pub(crate) fn key(
    slot: &mut Option<GameRoom>,
    app: &mut App,
    k: &crate::ui::msg::KeyInput,
) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    let options = room.options();
    let mut effects = match board_keys::read(k) {
        Some(BoardKey::Digit(a)) => {
            // A watcher's car is none: it has nothing to choose.
            let target = match (&room.board, room.you()) {
                (Some(board), Some(me)) => board_keys::digit_target(
                    board_keys::Mover {
                        track: board.track(),
                        rules: board.rules(),
                        trajectory: &run(me),
                        options: &options,
                    },
                    a,
                ),
                _ => Err(board_keys::Refusal::NoMove),
            };
            match target {
                Ok(to) => send_move(slot, app, to),
                Err(why) => {
                    let words = board_keys::refusal_words(&app.words, why, a);
                    room.note = Some(words.clone());
                    app.announce(words);
                    Vec::new()
                }
            }
        }
        Some(BoardKey::Toward(dir)) => {
            if let Some(from) = keyboard_choice(room, &options) {
                room.highlight = Some(crate::ui::play::toward(&options, from, dir));
            }
            Vec::new()
        }
        Some(BoardKey::Play) => match keyboard_choice(room, &options) {
            Some(to) => send_move(slot, app, to),
            None => Vec::new(),
        },
        Some(BoardKey::Undo) | None => return Vec::new(),
    };
    effects.push(Effect::PreventDefault);
    effects
}

/// Sends `to` (one of your options) as your move.
fn send_move(slot: &mut Option<GameRoom>, app: &mut App, to: Point) -> Vec<Effect> {
    let Some(room) = slot else {
        return Vec::new();
    };
    let (Some(game), Some(me)) = (&room.game, room.you()) else {
        return Vec::new();
    };
    let trajectory = run(me);
    let mut body = NewMove {
        round: i64::from(game.round),
        start: None,
        acc: None,
    };
    match trajectory.last() {
        None => body.start = Some([to.row, to.col]),
        Some(&here) => {
            // The acceleration that lands on `to` (an option: at night the board does not
            // show every cell the move passes, so it is not looked up among the board's).
            let velocity = racetrack::game::velocity(&trajectory);
            let acc = [
                to.row - here.row - velocity.row,
                to.col - here.col - velocity.col,
            ];
            if acc.iter().any(|a| a.abs() > 1) {
                return Vec::new();
            }
            body.acc = Some(acc);
        }
    }
    room.sent = Some(super::SentMove {
        round: game.round,
        to,
    });
    room.note = None;
    room.highlight = None;
    let id = room.id.clone();
    vec![api::request(
        app,
        ApiCall::Move(id.clone()),
        Method::Post,
        &format!("/games/{id}/moves"),
        Some(api::body_of(body)),
    )]
}

/// The board: the track, every car's trail in its colour with its number, your options and the
/// move you sent.
pub(crate) fn scene(slot: &Option<GameRoom>, app: &App) -> Scene {
    let Some(room) = slot else {
        return Scene::default();
    };
    let Some(board) = &room.board else {
        return Scene::default();
    };
    let mut out = board.scene(app);
    let Some(game) = &room.game else {
        return out;
    };
    let mine = room.you().map(run).unwrap_or_default();
    let time = room
        .you()
        .map_or(0, |me| racetrack::game::time(&points(me)));
    scene::elements(&mut out.shapes, board.track(), time);
    if let Some(seen) = &room.seen {
        out.shapes
            .push(crate::ui::play_scene::night_shape(board.track(), seen));
    }
    for car in &game.cars {
        crate::ui::replay::trail(&mut out.shapes, &trail(car), car.seat);
    }
    let options = room.options();
    if !options.is_empty() && app.route.screen() == Screen::OnlineGame {
        let main = racetrack::game::main_point(board.track(), board.rules(), &mine)
            .filter(|m| options.contains(m));
        let highlight = room.highlight.or(board.hover);
        crate::ui::board::option_shapes(
            board,
            None,
            &mine,
            &options,
            main,
            highlight,
            &mut out.shapes,
        );
    }
    if let Some(super::SentMove { round, to: at }) = room.sent {
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

impl GameRoom {
    /// What the board's camera keeps in view: your options, else the cars; before any car is
    /// placed and with nothing to choose (an invite opened, a game not started), the start
    /// points, where the race begins (the middle of a large track was a blank slice of grass).
    pub(crate) fn focus(&self) -> crate::ui::board_input::Focus {
        let cars: Vec<racetrack::grid::Point> = self
            .game
            .iter()
            .flat_map(|g| &g.cars)
            .filter_map(|c| {
                c.trajectory
                    .last()
                    .map(|&[r, col]| racetrack::grid::Point::new(r, col))
            })
            .collect();
        let options = self.options();
        let (needed, wanted) = match (options.is_empty(), cars.is_empty()) {
            (true, true) => (
                self.board
                    .as_ref()
                    .map(|b| b.track().starts())
                    .unwrap_or_default(),
                Vec::new(),
            ),
            (true, false) => (cars, Vec::new()),
            (false, _) => (options, cars),
        };
        crate::ui::board_input::Focus {
            needed,
            wanted,
            ..Default::default()
        }
    }
}
