//! Playing in the room: a tap, a digit or Enter sends one of your options as your move, and the
//! board's scene shows every car, your options and the move you sent.

use racetrack_api::NewMove;

use super::super::api::{self, ApiCall, Method};
use super::GameRoom;
use super::server_game::points;
use crate::ui::model::{Model, Screen};
use crate::ui::msg::Effect;
use crate::ui::scene::{self, Colour, Scene, Shape};
use racetrack::grid::Point;

/// A tap on the board: sends the option there as your move.
pub(crate) fn pointer_down(model: &mut Model, x: f64, y: f64) -> Vec<Effect> {
    let geometry = model.geometry();
    let Some(room) = &mut model.online.room else {
        return Vec::new();
    };
    let options = room.options();
    let Some(to) = geometry.nearest(&options, x, y) else {
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
    let trajectory = points(me);
    let mut body = NewMove {
        round: i64::from(game.round),
        start: None,
        acc: None,
    };
    match trajectory.last() {
        None => body.start = Some([to.row, to.col]),
        Some(&here) => {
            let Some(board) = &room.board else {
                return Vec::new();
            };
            let velocity = racetrack::game::velocity(&trajectory);
            let Some((acc, _)) =
                racetrack::rules::options(board.track(), board.rules(), here, velocity)
                    .find(|&(_, p)| p == to)
            else {
                return Vec::new();
            };
            body.acc = Some([acc.delta().row, acc.delta().col]);
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
        Some(api::body_of(body)),
    )]
}

/// The board: the track, every car's trail in its colour with its number, your options and the
/// move you sent.
pub(crate) fn scene(model: &Model) -> Scene {
    let Some(room) = &model.online.room else {
        return Scene::default();
    };
    let Some(board) = &room.board else {
        return Scene::default();
    };
    let mut out = board.scene(model);
    let Some(game) = &room.game else {
        return out;
    };
    let mine = room.you().map(points).unwrap_or_default();
    scene::elements(&mut out.shapes, board.track(), racetrack::game::time(&mine));
    for car in &game.cars {
        crate::ui::replay::trail(&mut out.shapes, &points(car), car.seat);
    }
    let options = room.options();
    if !options.is_empty() && model.screen() == Screen::OnlineGame {
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
