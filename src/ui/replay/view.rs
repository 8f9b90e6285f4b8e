//! What the replay viewer shows: its controls, the cars, the timeline and the standings as plain
//! data, and the canvas's scene (the track, each car's trail in its colour up to the round shown
//! with its number on its disc, the moving elements at that time). The names are in the list of
//! cars beside the board, each with its colour and number: drawn on the board they hid the cars.

use racetrack::grid::Point;
use racetrack::race::TurnOrder;
use racetrack::race::record::{Record, RecordEvent, Status};

use super::Replay;
use crate::ui::model::Model;
use crate::ui::scene::{self, Colour, Scene, Shape};
use crate::ui::text::plural;

/// The viewer's controls and panels.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReplayView {
    /// Where the record came from.
    pub name: String,
    /// The round shown (0: before the first).
    pub round: usize,
    /// The last round.
    pub rounds: usize,
    /// Where the viewer stands: "Turn 3 of 40" (a page race records one car's turn at a time)
    /// or "Round 3 of 40" (the bots' rounds, every car at once).
    pub position_words: String,
    /// The scrubber's label: "Turn" or "Round".
    pub step_word: &'static str,
    /// The play button's words: "Play" or "Pause".
    pub play_words: &'static str,
    /// The back and forward buttons' titles.
    pub back_words: String,
    /// See [`ReplayView::back_words`].
    pub forward_words: String,
    /// The back and forward buttons' names for assistive technology, without their keys.
    pub back_label: String,
    /// See [`ReplayView::back_label`].
    pub forward_label: String,
    /// Whether it plays.
    pub playing: bool,
    /// Rounds per second.
    pub speed: u32,
    /// The speeds offered: rounds per second and their words ("4 turns/s").
    pub speeds: Vec<(u32, String)>,
    /// The cars as they stand at the round shown.
    pub cars: Vec<CarRow>,
    /// The notable events up to the round shown, the latest last.
    pub events: Vec<EventRow>,
    /// The final standings, once the replay reaches the finish (before: one line saying so).
    pub standings: Vec<StandingLine>,
    /// Whether a link can carry the record.
    pub has_link: bool,
    /// "Copied", or why not.
    pub share_status: Option<String>,
}

/// A car at the round shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarRow {
    /// Its number from 1, drawn on its disc.
    pub number: usize,
    /// Its name (text, never markup).
    pub name: String,
    /// Who drove it, its moves so far and where it stands: " (a person): 3 moves, row 2,
    /// column 5".
    pub details: String,
    /// Its colour's index (car 1 is 0).
    pub colour: usize,
    /// Moves so far.
    pub moves: usize,
}

/// One line of the timeline.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EventRow {
    /// Its round.
    pub round: u32,
    /// What happened, after the turn or round: "Turn 12: Ann finishes in 12 moves".
    pub text: String,
}

/// One line of the final standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingLine {
    /// The car's state as the record names it (`finished`, `retired`...).
    pub state: String,
    /// "1. Ann: 12 moves, finished".
    pub text: String,
}

/// Who drove a car, from the record's `bot` field: a person at the page, a built-in AI, or a
/// bot program.
fn driver_words(bot: &str) -> String {
    match bot {
        "human" => "a person".to_owned(),
        _ => match bot.strip_prefix("builtin:") {
            Some(skill) => format!("{skill} AI"),
            None => format!("bot {bot}"),
        },
    }
}

/// The word for a step of this record: a page race's record holds one car's turn at a time.
fn step_word(record: &Record) -> &'static str {
    match record.options.turns {
        TurnOrder::HotSeat => "turn",
        TurnOrder::Simultaneous => "round",
    }
}

/// The viewer's view, while it is open.
#[inline(never)]
pub fn view(model: &Model) -> Option<ReplayView> {
    let r = model.replay.as_ref()?;
    let record = &r.record;
    let name = |car: usize| record.cars.get(car).map_or("?", |c| c.name.as_str());
    let person = |car: usize| record.cars.get(car).is_some_and(|c| c.bot == "human");
    let frame = &r.frames[r.round];
    let step = step_word(record);
    let steps = format!("{step}s");
    let cars = record
        .cars
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let trajectory = &frame[i];
            let moves = trajectory.len().saturating_sub(1);
            let at = trajectory.last().map_or("not placed".into(), |p| {
                format!("row {}, column {}", p.row + 1, p.col + 1)
            });
            CarRow {
                number: i + 1,
                name: c.name.clone(),
                details: format!(
                    " ({}): {}, {at}",
                    driver_words(&c.bot),
                    plural(moves, "move")
                ),
                colour: i,
                moves,
            }
        })
        .collect();
    let events = record
        .rounds
        .iter()
        .take(r.round)
        .flat_map(|round| {
            round.events.iter().filter_map(move |e| {
                let text = words(e, &name, &person)?;
                Some(EventRow {
                    round: round.round,
                    text: format!(
                        "{} {}: {text}",
                        crate::ui::text::capitalised(step),
                        round.round
                    ),
                })
            })
        })
        .collect();
    let rounds = r.frames.len() - 1;
    // The final standings wait for the finish: shown from the first turn they gave the result
    // away (the demo race's, at turn 16 of 116).
    let standings = if r.round < rounds {
        vec![StandingLine {
            state: "pending".into(),
            text: format!("Shown at the finish, {step} {rounds}."),
        }]
    } else {
        record
            .standings
            .iter()
            .map(|s| StandingLine {
                state: s.state.name().to_owned(),
                text: format!(
                    "{}. {}: {}, {}",
                    s.place,
                    s.name,
                    plural(s.moves, "move"),
                    s.state
                ),
            })
            .collect()
    };
    Some(ReplayView {
        name: r.name.clone(),
        round: r.round,
        rounds,
        position_words: format!(
            "{} {} of {rounds}",
            crate::ui::text::capitalised(step),
            r.round
        ),
        step_word: if step == "turn" { "Turn" } else { "Round" },
        play_words: if r.playing { "Pause" } else { "Play" },
        back_words: format!("One {step} back (←)"),
        forward_words: format!("One {step} forward (→)"),
        back_label: format!("One {step} back"),
        forward_label: format!("One {step} forward"),
        playing: r.playing,
        speed: r.speed,
        speeds: super::SPEEDS
            .iter()
            .map(|&n| (n, format!("{n} {}/s", if n == 1 { step } else { &steps })))
            .collect(),
        cars,
        events,
        standings,
        has_link: r.link.is_some(),
        share_status: r.share_status.clone(),
    })
}

/// `one` for the page's player ("You start"), `other` for anyone else ("Ann starts").
fn verb<'a>(name: &str, one: &'a str, other: &'a str) -> &'a str {
    if name == "You" { one } else { other }
}

/// The timeline's words for an event; moves and the order of a round are left to the canvas.
/// A person's missed turn is a blitz time-out; a bot's is an answer that could not be used.
fn words<'a>(
    e: &RecordEvent,
    name: &impl Fn(usize) -> &'a str,
    person: &impl Fn(usize) -> bool,
) -> Option<String> {
    let at = |p: &[i32; 2]| format!("row {}, column {}", p[0] + 1, p[1] + 1);
    Some(match e {
        RecordEvent::Missed { car, why } if person(*car) => {
            let who = name(*car);
            let possessive = if who == "You" {
                "Your".to_owned()
            } else {
                format!("{who}'s")
            };
            format!("{possessive} time ran out: the car played its main point, or crashed")
        }
        RecordEvent::Missed { car, why } => format!(
            "{} gave no usable answer: {}",
            name(*car),
            match why {
                Status::Ok => "none was needed",
                Status::Late => "it came too late",
                Status::Malformed => "it was not an answer",
                Status::Illegal => "it was not one of the car's options",
                Status::Exited => "the bot's program had ended",
                Status::OutOfTime => "its time for the race was used up",
                Status::Resigned => "it resigned",
            }
        ),
        RecordEvent::Disqualified { car } => {
            let who = name(*car);
            format!("{who} {} disqualified", verb(who, "are", "is"))
        }
        RecordEvent::Resigned { car } => {
            let who = name(*car);
            format!("{who} {}", verb(who, "resign", "resigns"))
        }
        RecordEvent::Placed { car, at: p } => {
            let who = name(*car);
            format!("{who} {} at {}", verb(who, "start", "starts"), at(p))
        }
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
            let who = name(*car);
            format!(
                "{who} {} at {} and {} {}",
                verb(who, "crash", "crashes"),
                at(p),
                verb(who, "sit out", "sits out"),
                plural(*penalty as usize, "turn")
            )
        }
        RecordEvent::Finished { car, moves } => {
            let who = name(*car);
            format!(
                "{who} {} in {}",
                verb(who, "finish", "finishes"),
                plural(*moves, "move")
            )
        }
        RecordEvent::Retired { car } => {
            let who = name(*car);
            format!("{who} {} the race", verb(who, "leave", "leaves"))
        }
        RecordEvent::Over => "The race is over".into(),
        RecordEvent::Moved { .. } | RecordEvent::Round { .. } | RecordEvent::SatOut { .. } => {
            return None;
        }
    })
}

/// The canvas: the track, the elements at the round's time, every car's trail up to the round
/// shown in its colour, a disc on its position with its number.
pub fn scene(model: &Model) -> Scene {
    let Some(r) = &model.replay else {
        return Scene::default();
    };
    let mut out = r.board.scene(&model.app);
    scene::elements(&mut out.shapes, r.board.track(), r.time());
    let frame = &r.frames[r.round];
    for (i, trajectory) in frame.iter().enumerate() {
        trail(&mut out.shapes, trajectory, i);
    }
    out
}

/// One car's trail and position.
pub(crate) fn trail(shapes: &mut Vec<Shape>, trajectory: &[Point], car: usize) {
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
            .map(|t| racetrack::game::time(t))
            .max()
            .unwrap_or(0)
    }
}
