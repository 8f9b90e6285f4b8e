//! What the replay viewer shows: its controls, the cars, the timeline and the standings as plain
//! data, and the canvas's scene (the track, each car's trail in its colour up to the round shown
//! with its number and name, the moving elements at that time).

use crate::grid::Point;
use crate::race::record::{RecordEvent, RecordStanding};

use super::Replay;
use crate::ui::model::Model;
use crate::ui::scene::{self, Colour, Scene, Shape};

/// The viewer's controls and panels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayView {
    /// Where the record came from.
    pub name: String,
    /// The round shown (0: before the first).
    pub round: usize,
    /// The last round.
    pub rounds: usize,
    /// Whether it plays.
    pub playing: bool,
    /// Rounds per second.
    pub speed: u32,
    /// The cars as they stand at the round shown.
    pub cars: Vec<CarRow>,
    /// The notable events up to the round shown, the latest last.
    pub events: Vec<EventRow>,
    /// The final standings.
    pub standings: Vec<RecordStanding>,
    /// Whether a link can carry the record.
    pub has_link: bool,
    /// "Copied", or why not.
    pub share_status: Option<String>,
}

/// A car at the round shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarRow {
    /// Its name (text, never markup).
    pub name: String,
    /// Its bot, as the record shows it.
    pub bot: String,
    /// Its colour's index (car 1 is 0).
    pub colour: usize,
    /// Moves so far.
    pub moves: usize,
    /// Where it stands, in words.
    pub at: String,
}

/// One line of the timeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    /// Its round.
    pub round: u32,
    /// What happened.
    pub text: String,
}

/// The viewer's view, while it is open.
pub fn view(model: &Model) -> Option<ReplayView> {
    let r = model.replay.as_ref()?;
    let record = &r.record;
    let name = |car: usize| record.cars.get(car).map_or("?", |c| c.name.as_str());
    let frame = &r.frames[r.round];
    let cars = record
        .cars
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let trajectory = &frame[i];
            CarRow {
                name: c.name.clone(),
                bot: c.bot.clone(),
                colour: i,
                moves: trajectory.len().saturating_sub(1),
                at: trajectory.last().map_or("not placed".into(), |p| {
                    format!("row {}, column {}", p.row + 1, p.col + 1)
                }),
            }
        })
        .collect();
    let events = record
        .rounds
        .iter()
        .take(r.round)
        .flat_map(|round| {
            round
                .events
                .iter()
                .filter_map(move |e| words(e, &name).map(|text| (round.round, text)))
        })
        .map(|(round, text)| EventRow { round, text })
        .collect();
    Some(ReplayView {
        name: r.name.clone(),
        round: r.round,
        rounds: r.frames.len() - 1,
        playing: r.playing,
        speed: r.speed,
        cars,
        events,
        standings: record.standings.clone(),
        has_link: r.link.is_some(),
        share_status: r.share_status.clone(),
    })
}

/// The timeline's words for an event; moves and the order of a round are left to the canvas.
fn words<'a>(e: &RecordEvent, name: &impl Fn(usize) -> &'a str) -> Option<String> {
    let at = |p: &[i32; 2]| format!("row {}, column {}", p[0] + 1, p[1] + 1);
    Some(match e {
        RecordEvent::Missed { car, why } => {
            format!(
                "{} gave no usable answer ({})",
                name(*car),
                why.name().replace('_', " ")
            )
        }
        RecordEvent::Disqualified { car } => format!("{} is disqualified", name(*car)),
        RecordEvent::Placed { car, at: p } => format!("{} starts at {}", name(*car), at(p)),
        RecordEvent::Refused { car, to } => {
            format!(
                "{} could not go to {}: a car got there first",
                name(*car),
                at(to)
            )
        }
        RecordEvent::Crashed {
            car,
            at: p,
            penalty,
        } => {
            format!("{} crashes at {} and sits out {penalty}", name(*car), at(p))
        }
        RecordEvent::Finished { car, moves } => {
            format!("{} finishes in {moves} moves", name(*car))
        }
        RecordEvent::Retired { car } => format!("{} retires", name(*car)),
        RecordEvent::Over => "The race is over".into(),
        RecordEvent::Moved { .. } | RecordEvent::Round { .. } | RecordEvent::SatOut { .. } => {
            return None;
        }
    })
}

/// The canvas: the track, the elements at the round's time, every car's trail up to the round
/// shown in its colour, a disc on its position with its number.
pub fn scene(model: &Model) -> Scene {
    let (Some(s), Some(r)) = (&model.session, &model.replay) else {
        return Scene::default();
    };
    let mut out = Scene {
        decor: None,
        layers: crate::ui::board::base_layers(model, s),
        grid_lines: model.geometry.cell >= 7.0,
        shapes: Vec::new(),
    };
    scene::elements(&mut out.shapes, s.game.track(), r.time());
    let rows = s.game.track().rows() as i32;
    let frame = &r.frames[r.round];
    // The names first, on the point above each car (below it on the top row), so that no name
    // hides a car.
    for (i, trajectory) in frame.iter().enumerate() {
        if let (Some(&here), Some(car)) = (trajectory.last(), r.record.cars.get(i)) {
            let row = if here.row > 0 || rows == 1 {
                here.row - 1
            } else {
                1
            };
            out.shapes.push(Shape::Label {
                at: Point::new(row, here.col),
                text: car.name.clone(),
                size: scene::Size::new(0.45, 10.0, 14.0),
                colour: Colour::Car(i as u8),
            });
        }
    }
    for (i, trajectory) in frame.iter().enumerate() {
        trail(&mut out.shapes, trajectory, i);
    }
    out
}

/// One car's trail and position.
fn trail(shapes: &mut Vec<Shape>, trajectory: &[Point], car: usize) {
    let colour = Colour::Car(car as u8);
    shapes.push(Shape::Segments {
        pairs: trajectory.windows(2).map(|w| (w[0], w[1])).collect(),
        width: scene::TRAJECTORY,
        colour,
        alpha: 0.9,
    });
    for &p in trajectory {
        shapes.push(Shape::Dot {
            at: p,
            radius: scene::POSITION,
            colour,
            alpha: 0.9,
        });
    }
    if let Some(&here) = trajectory.last() {
        shapes.push(Shape::Dot {
            at: here,
            radius: scene::CAR,
            colour,
            alpha: 1.0,
        });
        shapes.push(Shape::Label {
            at: here,
            text: (car + 1).to_string(),
            size: scene::Size::new(0.4, 8.0, 16.0),
            colour: Colour::Ink,
        });
    }
}

impl Replay {
    /// The time the board shows the moving elements at: the cars' (their moves so far).
    pub fn time(&self) -> u32 {
        self.frames[self.round]
            .iter()
            .map(|t| crate::game::time(t))
            .max()
            .unwrap_or(0)
    }
}
