//! What the canvas shows of a race: every car's trajectory in its colour (thinner for the cars
//! not to move), the car to move ringed in its colour with its options drawn as in solo,
//! crashed cars marked, and finished cars flagged with their place.

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::grid::Point;
use racetrack::race::{CarId, CarState};

use super::model::Screen;
use super::play::Session;
use super::race_mode::{self, RaceRun};
use super::scene::{self, Colour, Shape};

/// The width of the trajectories of the cars not to move.
const OTHER_TRAJECTORY: scene::Size = scene::Size::new(0.08, 1.0, 2.5);

/// How far above its car's point a finish flag stands (grid steps): clear of the car's disc.
const FLAG_LIFT: f32 = 0.6;

/// The finished cars' flags, best place first, with how far each stands above its point: over
/// its car, or under it when a flag already stands over the row next to it (a label is about a
/// cell wide, so flags side by side on a finish line would run into each other), or a row
/// higher; cars landed on one point share its flag ("⚑1st 2nd"), as does a car with no room
/// left beside it.
fn flags(run: &RaceRun) -> Vec<(Point, String, f32)> {
    // (the car's point, the flag's text, where it stands: the row it is drawn over)
    let mut flags: Vec<(Point, String, f32, i32)> = Vec::new();
    for st in run.race().standings() {
        let car = &run.race().cars()[st.car.index()];
        let (CarState::Finished { .. }, Some(&at)) = (car.state(), car.trajectory().last()) else {
            continue;
        };
        let place = crate::ui::text::ordinal(st.place);
        // Where a flag stands, in half rows: over its point (lifted), under it, or a row up.
        let spots = [
            (FLAG_LIFT, 2 * at.row - 1),
            (-FLAG_LIFT, 2 * at.row + 1),
            (FLAG_LIFT + 1.0, 2 * at.row - 3),
        ];
        if let Some(shared) = flags.iter_mut().find(|f| f.0 == at) {
            shared.1 += &format!(" {place}");
            continue;
        }
        let taken = |half_row: i32| {
            flags
                .iter()
                .any(|&(p, _, _, h)| h == half_row && (p.col - at.col).abs() <= 1)
        };
        let spot = spots.into_iter().find(|&(_, h)| !taken(h));
        match spot {
            Some((lift, half_row)) => flags.push((at, format!("⚑{place}"), lift, half_row)),
            None => {
                let beside = flags.iter_mut().find(|f| (f.0.col - at.col).abs() <= 1);
                if let Some(shared) = beside {
                    shared.1 += &format!(" {place}");
                }
            }
        }
    }
    flags
        .into_iter()
        .map(|(at, text, lift, _)| (at, text, lift))
        .collect()
}

/// The race's shapes (nothing without a race).
pub(crate) fn shapes(play: &Play, app: &App, s: &Session, shapes: &mut Vec<Shape>) {
    let Some(run) = &s.racing.run else {
        return;
    };
    let to_move = run.race().to_move();
    for i in 0..run.race().cars().len() {
        if Some(CarId(i)) != to_move {
            other_car(run, i, s.glide, shapes);
        }
    }
    // A finished car: a flag and its place over its last point, in sight of every player.
    for (at, text, lift) in flags(run) {
        shapes.push(Shape::Label {
            at,
            text,
            size: scene::NUMBER,
            colour: Colour::Ink,
            lift,
        });
    }
    let Some(car) = to_move else {
        return;
    };
    let mover = &run.race().cars()[car.index()];
    for piece in pieces(mover) {
        scene::trajectory(shapes, piece, false, 1.0);
    }
    let trajectory = mover.run();
    let colour = Colour::Car(car.0 as u8);
    if let Some(&at) = trajectory.last() {
        shapes.push(Shape::Ring {
            at,
            radius: scene::HIGHLIGHT,
            width: scene::THICK,
            colour,
            alpha: 1.0,
        });
        // The blitz clock on the car, where the player looks: whole seconds left.
        if let (Some(_), Some(_)) = (run.turn_ms, run.human_to_move()) {
            let seconds = (run.remaining_ms.max(0.0) / 1000.0).ceil() as u64;
            shapes.push(Shape::Label {
                at,
                text: seconds.to_string(),
                size: scene::Size::new(0.5, 11.0, 18.0),
                colour: if seconds <= 1 {
                    Colour::Danger
                } else {
                    Colour::Ink
                },
                lift: 0.0,
            });
        }
    }
    if app.route.screen() != Screen::Play {
        return;
    }
    let options = race_mode::options(s).unwrap_or_default();
    let main = run.race().main_point(car).filter(|m| options.contains(m));
    let highlight = if s.focused || s.highlight.is_some() {
        race_mode::keyboard_choice(s)
    } else {
        None
    };
    let coaching = play.coach_on(app).then_some(&s.coaching);
    super::board::option_shapes(
        &s.board, coaching, trajectory, &options, main, highlight, shapes,
    );
}

/// A car's trajectory in the pieces its crashes cut it into (under Karopapier's rules a crash puts
/// the car back: a jump, not a move).
fn pieces(car: &racetrack::race::Car) -> impl Iterator<Item = &[Point]> {
    let trajectory = car.trajectory();
    let mut starts = vec![0];
    starts.extend_from_slice(car.resets());
    let ends: Vec<usize> = car
        .resets()
        .iter()
        .copied()
        .chain(std::iter::once(trajectory.len()))
        .collect();
    starts
        .into_iter()
        .zip(ends)
        .map(move |(a, b)| &trajectory[a..b])
}

/// A car that is not to move: its trajectory thin in its colour, the car ringed, a crash marked.
fn other_car(
    run: &RaceRun,
    i: usize,
    glide: Option<super::motion::Glide>,
    shapes: &mut Vec<Shape>,
) {
    let car = &run.race().cars()[i];
    let colour = Colour::Car(i as u8);
    let trajectory = car.trajectory();
    shapes.push(Shape::Segments {
        pairs: pieces(car)
            .flat_map(|piece| piece.windows(2).map(|w| (w[0], w[1])))
            .collect(),
        width: OTHER_TRAJECTORY,
        colour,
        alpha: 0.85,
    });
    let Some(&at) = trajectory.last() else {
        return;
    };
    shapes.push(Shape::Dot {
        at,
        radius: scene::POSITION,
        colour,
        alpha: 1.0,
    });
    match glide.filter(|g| g.car == Some(i) && g.to == at) {
        // The car that just moved glides onto its point.
        Some(g) => shapes.push(Shape::Glider {
            from: g.from,
            to: g.to,
            t: g.progress(),
            radius: scene::CAR,
            width: scene::CAR_LINE,
            colour,
        }),
        None => shapes.push(Shape::Ring {
            at,
            radius: scene::CAR,
            width: scene::CAR_LINE,
            colour,
            alpha: 1.0,
        }),
    }
    if matches!(car.state(), CarState::SittingOut { .. }) {
        shapes.push(Shape::Label {
            at,
            text: "✕".into(),
            size: scene::NUMBER,
            colour: Colour::Danger,
            lift: 0.0,
        });
    }
}
