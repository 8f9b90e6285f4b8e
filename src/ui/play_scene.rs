//! What the play screen's canvas shows of a game over its board: the distance numbers, the
//! trajectory, the car, the options, the main point, the keyboard highlight and the crash marks.

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::distance::UNREACHABLE;
use racetrack::game::State;
use racetrack::grid::Point;

use super::model::Screen;
use super::play::Session;
use super::scene::{self, Colour, Scene, Shape};

/// The play screen's canvas (and, dimmed, the game under a solver: see `solver::scene`).
pub fn scene(play: &Play, app: &App) -> Scene {
    let Some(s) = &play.session else {
        return Scene::default();
    };
    let mut out = s.board.scene(app);
    distance_numbers(app, s, &mut out.shapes);
    scene::elements(&mut out.shapes, s.game.track(), time(s));
    if app.device.night {
        night(s, &mut out.shapes);
    }
    if !s.solo() {
        super::race_board::shapes(play, app, s, &mut out.shapes);
    } else {
        held_checkpoints(s, &mut out.shapes);
        game_shapes(play, app, s, &mut out.shapes, 1.0);
        super::tutorial::shapes(play, app, &mut out.shapes);
    }
    out
}

/// The checkpoints the car has collected, drawn faded: what is left to collect stands out.
fn held_checkpoints(s: &Session, shapes: &mut [Shape]) {
    let collected = s.game.progress().collected;
    for shape in shapes {
        if let Shape::Checkpoint { digit, held, .. } = shape {
            *held = collected & (1 << *digit) != 0;
        }
    }
}

/// Night: the board dark but the cells the car to move lights (in a race the car to move; the
/// player's car alone).
fn night(s: &Session, shapes: &mut Vec<Shape>) {
    let track = s.game.track();
    let lit = match &s.racing.run {
        Some(run) => match run.race().to_move() {
            Some(car) => racetrack::rules::night::lit(track, run.race().cars()[car.index()].run()),
            None => return,
        },
        None => racetrack::rules::night::lit(track, s.game.trajectory()),
    };
    let mut seen = vec![false; track.cells().len()];
    for p in lit {
        if let Some(i) = track.index(p) {
            seen[i] = true;
        }
    }
    shapes.push(night_shape(track, &seen));
}

/// The dark over every cell of `track` not `seen` (row-major), in runs along the rows.
pub(crate) fn night_shape(track: &racetrack::Track, seen: &[bool]) -> Shape {
    let mut dark = Vec::new();
    for row in 0..track.rows() as i32 {
        let mut run: Option<(Point, i32)> = None;
        for col in 0..track.cols() as i32 {
            let p = Point::new(row, col);
            let lit = track.index(p).is_some_and(|i| seen.get(i) == Some(&true));
            match (&mut run, lit) {
                (Some((_, n)), false) => *n += 1,
                (None, false) => run = Some((p, 1)),
                (Some(_), true) => dark.extend(run.take()),
                (None, true) => {}
            }
        }
        dark.extend(run);
    }
    Shape::Night { dark }
}

/// The time the board shows the moving elements at: the game's, or in a race that of the car to
/// move (each car's turns count its time; a car not placed yet is at time 0).
pub(crate) fn time(s: &Session) -> u32 {
    match &s.racing.run {
        Some(run) => run.race().to_move().map_or(0, |car| {
            racetrack::game::time(run.race().cars()[car.index()].trajectory())
        }),
        None => s.game.time(),
    }
}

/// The distance numbers, when the map is on and the cells are large enough to read them.
pub(crate) fn distance_numbers(app: &App, s: &Session, shapes: &mut Vec<Shape>) {
    let track = s.game.track();
    if !app.device.show_distance
        || s.board.camera.geometry().cell < 16.0
        || track.cells().len() > 40_000
    {
        return;
    }
    for (i, &d) in s.board.distance.as_slice().iter().enumerate() {
        if d != UNREACHABLE {
            shapes.push(Shape::Label {
                at: track.point(i),
                text: d.to_string(),
                size: scene::NUMBER,
                colour: Colour::Ink,
                lift: 0.0,
            });
        }
    }
}

/// The trajectory, the car, the options, the main point, the highlight and the crash marks.
pub(crate) fn game_shapes(
    play: &Play,
    app: &App,
    s: &Session,
    shapes: &mut Vec<Shape>,
    alpha: f32,
) {
    let game = &s.game;
    super::ghost::shapes(s, shapes);
    scene::trajectory(shapes, game.trajectory(), false, alpha);
    match (s.glide, game.trajectory().last()) {
        (Some(g), Some(&car))
            if g.car.is_none() && g.to == car && app.route.screen() == Screen::Play =>
        {
            shapes.push(Shape::Glider {
                from: g.from,
                to: g.to,
                t: g.progress(),
                radius: scene::CAR,
                width: scene::CAR_LINE,
                colour: Colour::Ink,
            })
        }
        (_, Some(&car)) => shapes.push(Shape::Ring {
            at: car,
            radius: scene::CAR,
            width: scene::CAR_LINE,
            colour: Colour::Ink,
            alpha,
        }),
        _ => {}
    }
    if app.route.screen() != Screen::Play {
        return;
    }
    let options = game.options();
    let main = game.main_point().filter(|_| game.state() == State::Playing);
    // No choice is left to make once the game is over (a win leaves the finish's neighbours as
    // options: the ring stayed on the grass by the finish).
    let over = game.state().is_over();
    let highlight = if (s.focused || s.highlight.is_some()) && !over {
        s.keyboard_choice()
    } else {
        None
    };
    super::board::option_shapes(
        &s.board,
        (play.coach_on(app) || app.crash_warning_on()).then_some(&s.coaching),
        game.trajectory(),
        &options,
        main,
        highlight,
        shapes,
    );
    // Only worked out when it is shown.
    let line = (play.coach_on(app) && s.show_line)
        .then(|| s.coaching.optimal_line())
        .flatten();
    if let Some(line) = line {
        shapes.push(Shape::Segments {
            pairs: line.windows(2).map(|w| (w[0], w[1])).collect(),
            width: scene::TRAJECTORY_BOLD,
            colour: Colour::Focus,
            alpha: 0.55,
        });
        for p in line {
            shapes.push(Shape::Ring {
                at: p,
                radius: scene::POSITION,
                width: scene::Size::new(0.0, 1.5, 1.5),
                colour: Colour::Focus,
                alpha: 0.8,
            });
        }
    }
    for (at, why) in s.crash_reasons() {
        let letter = scene::blocked_letter(&app.words, why);
        shapes.push(Shape::Blocked { at, why, letter });
    }
    if let (State::Crashed, Some(&at)) = (game.state(), game.trajectory().last()) {
        shapes.push(Shape::Impact { at });
    }
    road_on(s, shapes);
}

/// When the road the car will cover in two moves at its speed leaves the view (the camera
/// cannot hold it at a step a finger can tap), an arrow at the board's edge shows which way
/// it goes on: toward the first point of the road ahead (down the distance map) out of view.
fn road_on(s: &Session, shapes: &mut Vec<Shape>) {
    let camera = &s.board.camera;
    if !camera.active() || camera.whole() {
        return;
    }
    let Some(&car) = s.game.trajectory().last() else {
        return;
    };
    let g = camera.geometry();
    let out = |p: &Point| {
        let (x, y) = (g.x(*p), g.y(*p));
        x < 0.0 || y < 0.0 || x > g.width || y > g.height
    };
    if let Some(&toward) = s.road_ahead().iter().find(|p| out(p)) {
        shapes.push(Shape::RoadOn { from: car, toward });
    }
}
