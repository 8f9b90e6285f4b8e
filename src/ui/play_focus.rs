//! What the play screen's camera keeps in view: the options and the car (or, in a race, the
//! car to move and every car), the points two moves ahead, and at speed the tiers the camera
//! zooms out for; the finish for the overview before the first placement.

use racetrack::grid::Point;

use super::board_input::Focus;
use super::play::Session;

/// The play screen's focus on its game.
pub(crate) fn focus(s: &Session) -> Focus {
    let (needed, wanted) = options_and_cars(s);
    let ahead = two_moves_ahead(s, &needed);
    let tiers = speed_tiers(s, &needed, &ahead);
    // Before the first placement on a freshly opened track: the overview from the finish.
    let finish = if s.game.trajectory().is_empty() && s.solo() {
        s.game.track().finishes()
    } else {
        Vec::new()
    };
    Focus {
        needed,
        wanted,
        ahead,
        tiers,
        finish,
    }
}

/// What the board must show: the options, and the cars.
fn options_and_cars(s: &Session) -> (Vec<Point>, Vec<Point>) {
    if let Some(run) = &s.racing.run {
        let cars: Vec<Point> = run
            .race()
            .cars()
            .iter()
            .filter_map(|c| c.trajectory().last().copied())
            .collect();
        let options = super::race_mode::options(s).unwrap_or_default();
        if options.is_empty() {
            return (cars, Vec::new());
        }
        return (options, cars);
    }
    let car: Vec<Point> = s.game.trajectory().last().copied().into_iter().collect();
    let options = s.game.options();
    if options.is_empty() {
        (car, Vec::new())
    } else {
        (options, car)
    }
}

/// The trajectory of the car to move: the player's, or in a race the human car to move.
fn to_move(s: &Session) -> Option<&[Point]> {
    match &s.racing.run {
        Some(run) => run
            .human_to_move()
            .map(|c| run.race().cars()[c.index()].run()),
        None => Some(s.game.trajectory()),
    }
}

/// The points the car to move can reach in two moves: from each option (the next move), every
/// point after it; and those after its main point alone (its present velocity kept). Empty
/// while placing the car.
fn two_moves_ahead(s: &Session, options: &[Point]) -> (Vec<Point>, Vec<Point>) {
    let none = (Vec::new(), Vec::new());
    let Some(trajectory) = to_move(s) else {
        return none;
    };
    let Some(&last) = trajectory.last() else {
        return none;
    };
    let before = trajectory
        .len()
        .checked_sub(2)
        .map_or(last, |i| trajectory[i]);
    let after = |p: Point, out: &mut Vec<Point>| {
        let (vr, vc) = (p.row - last.row, p.col - last.col);
        for dr in -1..=1 {
            for dc in -1..=1 {
                out.push(Point::new(p.row + vr + dr, p.col + vc + dc));
            }
        }
    };
    let mut all = Vec::with_capacity(options.len() * 9);
    for &p in options {
        after(p, &mut all);
    }
    let main = Point::new(2 * last.row - before.row, 2 * last.col - before.col);
    let mut along = Vec::with_capacity(9);
    after(main, &mut along);
    (all, along)
}

/// What the camera keeps in view at speed, most wanted first (the camera zooms out for them
/// down to a finger's step): the car to move, its options and every point two moves ahead; the
/// car, its options and the points two moves ahead along its present velocity; the car and
/// its options; the options alone.
fn speed_tiers(
    s: &Session,
    options: &[Point],
    (all, along): &(Vec<Point>, Vec<Point>),
) -> Option<super::camera::Tiers> {
    let trajectory = to_move(s).unwrap_or(&[]);
    // Before the placement the start points are followed as always.
    let car = vec![*trajectory.last()?];
    let with = |parts: &[&[Point]]| parts.concat();
    let tiers = if all.is_empty() {
        vec![with(&[&car, options]), options.to_vec()]
    } else {
        vec![
            with(&[&car, options, all]),
            with(&[&car, options, along]),
            with(&[&car, options]),
            options.to_vec(),
        ]
    };
    Some(super::camera::Tiers(tiers))
}
