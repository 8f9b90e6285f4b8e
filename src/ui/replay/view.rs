//! What the replay viewer shows: its controls, the cars, the timeline and the standings as plain
//! data, and the canvas's scene (the track, each car's trail in its colour up to the round shown
//! with its number on its disc, the moving elements at that time). The names are in the list of
//! cars beside the board, each with its colour and number: drawn on the board they hid the cars.

use crate::ui::i18n::Words;
use crate::ui::text::{final_status_words, others_out, point_words};
use racetrack::Rules;
use racetrack::race::TurnOrder;
use racetrack::race::record::{Record, RecordEvent, Status, Trail};

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
    /// Where the viewer stands: "Turn 3 of 40" (a page race records one car's turn at a time)
    /// or "Round 3 of 40" (the bots' rounds, every car at once).
    pub position_words: String,
    /// The scrubber's label: "Turn" or "Round".
    pub step_word: String,
    /// The play button's words: "Play" or "Pause".
    pub play_words: String,
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
    /// An imported Karopapier game's honour rules, said as not enforced.
    pub honour: Option<String>,
}

/// A car at the round shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CarRow {
    /// Its number from 1, drawn on its disc.
    pub number: usize,
    /// Its name (text, never markup).
    pub name: String,
    /// Who drove it, its moves so far and where it stands: " (a person): 3 moves, row 2,
    /// column 5" (no driver after "You", the page's own car: ": 3 moves, ...").
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

/// Who drove a car named `name`, from the record's `bot` field: a person at the page, a built-in
/// AI (its level left out when the car's name already says it: "Novice AI"), or a bot program.
fn driver_words(w: &Words, bot: &str, name: &str) -> String {
    match bot {
        "human" => w.get("replay-driver-person"),
        _ => match bot.strip_prefix("builtin:") {
            Some(skill) if name.starts_with(&w.with("ai-name", &[("skill", skill.into())])) => {
                w.get("replay-driver-builtin")
            }
            Some(skill) => w.with("replay-driver-ai", &[("skill", skill.into())]),
            None => w.with("replay-driver-bot", &[("bot", bot.into())]),
        },
    }
}

/// The word for a step of this record: a page race's record holds one car's turn at a time,
/// the others (bots' races, imported games) a round of every car's turns.
fn step_word(record: &Record) -> &'static str {
    match record.options.turns {
        TurnOrder::HotSeat | TurnOrder::Random => "turn",
        TurnOrder::Simultaneous | TurnOrder::Recorded => "round",
    }
}

/// The viewer's view, while it is open.
#[inline(never)]
pub fn view(model: &Model) -> Option<ReplayView> {
    let r = model.replay.as_ref()?;
    let w = &model.app.words;
    let record = &r.record;
    let name = |car: usize| record.cars.get(car).map_or("?", |c| c.name.as_str());
    let person = |car: usize| record.cars.get(car).is_some_and(|c| c.bot == "human");
    let frame = &r.frames[r.round];
    let step = step_word(record);
    let step_arg = ("step", step.into());
    let karopapier = record.rules.parse() == Ok(Rules::Karopapier);
    let cars = record
        .cars
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let moves = frame[i].moves();
            let at = frame[i].points.last().map_or_else(
                || w.get("replay-not-placed"),
                |p| point_words(w, p.row, p.col),
            );
            // "You" drove the page's own car: no "(a person)" after it.
            let details = if c.bot == "human" && c.name == w.get("online-you") {
                w.with(
                    "replay-car-details-yours",
                    &[("moves", moves.into()), ("at", at.into())],
                )
            } else {
                w.with(
                    "replay-car-details",
                    &[
                        ("driver", driver_words(w, &c.bot, &c.name).into()),
                        ("moves", moves.into()),
                        ("at", at.into()),
                    ],
                )
            };
            CarRow {
                number: i + 1,
                name: c.name.clone(),
                details,
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
                let text = words(w, e, &name, &person, karopapier)?;
                Some(EventRow {
                    round: round.round,
                    text: w.with(
                        "replay-event",
                        &[
                            ("step", step.into()),
                            ("number", i64::from(round.round).into()),
                            ("text", text.into()),
                        ],
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
            text: w.with(
                "replay-pending",
                &[step_arg.clone(), ("rounds", rounds.into())],
            ),
        }]
    } else {
        let statuses: Vec<_> = record.standings.iter().map(|s| s.state).collect();
        record
            .standings
            .iter()
            .enumerate()
            .map(|(i, s)| StandingLine {
                state: s.state.name().to_owned(),
                text: w.with(
                    "replay-standing",
                    &[
                        ("place", s.place.into()),
                        ("name", (&s.name).into()),
                        ("moves", s.moves.into()),
                        (
                            "state",
                            final_status_words(w, s.state, others_out(&statuses, i)).into(),
                        ),
                    ],
                ),
            })
            .collect()
    };
    Some(ReplayView {
        name: r.name.clone(),
        round: r.round,
        rounds,
        position_words: w.with(
            "replay-position",
            &[
                step_arg.clone(),
                ("number", r.round.into()),
                ("rounds", rounds.into()),
            ],
        ),
        step_word: w.with("replay-step-word", std::slice::from_ref(&step_arg)),
        play_words: w.get(if r.playing {
            "replay-playing-pause"
        } else {
            "replay-playing-play"
        }),
        back_words: w.with("replay-back", std::slice::from_ref(&step_arg)),
        forward_words: w.with("replay-forward", std::slice::from_ref(&step_arg)),
        back_label: w.with("replay-back-label", std::slice::from_ref(&step_arg)),
        forward_label: w.with("replay-forward-label", std::slice::from_ref(&step_arg)),
        playing: r.playing,
        speed: r.speed,
        speeds: super::SPEEDS
            .iter()
            .map(|&n| {
                let speed = w.with("replay-speed", &[("n", n.into()), step_arg.clone()]);
                (n, speed)
            })
            .collect(),
        cars,
        events,
        standings,
        has_link: r.link.is_some(),
        honour: record.honour.map(|h| honour_words(w, h)),
        share_status: r.share_status.clone(),
    })
}

/// The timeline's words for an event; moves and the order of a round are left to the canvas.
/// A person's missed turn is a blitz time-out; a bot's is an answer that could not be used. The
/// page's own player, named "You", is spoken to ("You start", "Tu pars").
fn words<'a>(
    w: &Words,
    e: &RecordEvent,
    name: &impl Fn(usize) -> &'a str,
    person: &impl Fn(usize) -> bool,
    karopapier: bool,
) -> Option<String> {
    let at = |p: &[i32; 2]| point_words(w, p[0], p[1]);
    let who = |car: usize| {
        let who = name(car);
        [
            ("who", who.into()),
            ("you", if who == "You" { "yes" } else { "no" }.into()),
        ]
    };
    Some(match e {
        RecordEvent::Missed { car, .. } if person(*car) => {
            w.with("replay-time-ran-out", &who(*car))
        }
        RecordEvent::Missed { car, why } => {
            let why = w.get(match why {
                Status::Ok => "replay-why-ok",
                Status::Late => "replay-why-late",
                Status::Malformed => "replay-why-malformed",
                Status::Illegal => "replay-why-illegal",
                Status::Exited => "replay-why-exited",
                Status::OutOfTime => "replay-why-out-of-time",
                Status::Resigned => "replay-why-resigned",
            });
            let [name, _] = who(*car);
            w.with("replay-no-answer", &[name, ("why", why.into())])
        }
        RecordEvent::Disqualified { car } => w.with("replay-disqualified", &who(*car)),
        RecordEvent::Resigned { car } => w.with("replay-resigned", &who(*car)),
        RecordEvent::Placed { car, at: p } => {
            let [name, you] = who(*car);
            w.with("replay-started", &[name, you, ("at", at(p).into())])
        }
        RecordEvent::Refused { car, to } => {
            let [name, _] = who(*car);
            w.with("replay-refused", &[name, ("at", at(to).into())])
        }
        RecordEvent::Crashed {
            car,
            at: p,
            penalty,
        } => {
            let [name, you] = who(*car);
            let id = if karopapier {
                "replay-crashed-back"
            } else {
                "replay-crashed"
            };
            w.with(
                id,
                &[
                    name,
                    you,
                    ("at", at(p).into()),
                    ("penalty", i64::from(*penalty).into()),
                ],
            )
        }
        RecordEvent::Finished { car, moves } => {
            let [name, you] = who(*car);
            w.with("replay-finished", &[name, you, ("moves", (*moves).into())])
        }
        RecordEvent::Retired { car } => w.with("replay-retired", &who(*car)),
        RecordEvent::Over => w.get("replay-over"),
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
    for (i, car) in frame.iter().enumerate() {
        trail(&mut out.shapes, car, i);
    }
    out
}

/// One car's trail (its moves, not the jumps of its crashes) and position.
pub(crate) fn trail(shapes: &mut Vec<Shape>, car_trail: &Trail, car: usize) {
    let colour = Colour::Car(car as u8);
    let trajectory = &car_trail.points;
    shapes.push(Shape::Segments {
        pairs: car_trail.segments().collect(),
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
            lift: 0.0,
        });
    }
}

impl Replay {
    /// The time the board shows the moving elements at: the cars' (their moves so far).
    pub fn time(&self) -> u32 {
        self.frames[self.round]
            .iter()
            .map(|t| racetrack::game::time(&t.points))
            .max()
            .unwrap_or(0)
    }
}

/// Karopapier's honour rules in words, said as the players' own (not checked).
pub(crate) fn honour_words(w: &Words, h: racetrack::race::record::Honour) -> String {
    w.with(
        "replay-honour",
        &[
            ("start", h.start.name().into()),
            ("crashes", h.crashes.name().into()),
        ],
    )
}
