//! The bot protocol, version [`PROTOCOL_VERSION`]: JSON lines on the bot's stdin and stdout.
//!
//! The race writes one [`Start`] line, then one [`Turn`] line each round the bot's car has to
//! choose, and one [`End`] line. The bot answers each turn with one line: `{"acc": [dr, dc]}`
//! (each -1, 0 or 1, relative to the main point: where the car goes when it keeps its velocity,
//! on dirt the slowed one), or, for a car not placed yet, `{"start": [row, col]}`. Anything else
//! on that line is ignored; a missing, late, malformed or illegal answer is a miss.

use serde::{Deserialize, Serialize};

use crate::distance::DistanceMap;
use crate::grid::Point;
use crate::race::record::Settings;
use crate::race::{CarId, Race};
use crate::rules::{self, night};

/// The protocol's version, sent in [`Start`].
pub const PROTOCOL_VERSION: u32 = 1;

/// Longest answer line read, in bytes; a longer one is malformed.
pub const MAX_LINE_BYTES: usize = 64 * 1024;

/// The first line a bot reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Start {
    /// Always `"start"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// [`PROTOCOL_VERSION`].
    pub protocol: u32,
    /// The track file text (grid, then any `@` element lines); at night the grid as the car
    /// sees it when the line is sent (see [`at_night`]).
    pub track: String,
    /// `strict`, `soft` or `karopapier`.
    pub rules: String,
    /// Whether the race is run at night ([`crate::rules::night`]): absent when not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub night: bool,
    /// The bot's car, 0-based.
    pub car: usize,
    /// Its name.
    pub name: String,
    /// Every car's name, car 1 first.
    pub cars: Vec<String>,
    /// The race's options.
    pub options: Settings,
}

/// A car as a turn shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct CarView {
    /// Its name.
    pub name: String,
    /// Where it stands (`null` before its placement).
    pub position: Option<[i32; 2]>,
    /// Its velocity.
    pub velocity: [i32; 2],
    /// `placing`, `running`, `sitting-out`, `finished` or `retired`.
    pub state: crate::race::CarStatus,
    /// The checkpoint digits it holds, in increasing order (empty on a track without).
    #[serde(default)]
    pub checkpoints: Vec<u8>,
}

/// One of the bot's legal choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Choice {
    /// The acceleration to answer (`null` for a start point).
    pub acc: Option<[i32; 2]>,
    /// Where the car lands.
    pub to: [i32; 2],
    /// King steps from there to the nearest finish point through free points (the distance map),
    /// `null` when none can be reached.
    pub estimate: Option<u32>,
}

/// A turn: the state every car sees in this round, and this bot's choices.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Always `"turn"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The round, from 1.
    pub round: u32,
    /// The bot's car's time: its moves so far (moving elements follow it).
    pub time: u32,
    /// Every car, car 1 first.
    pub cars: Vec<CarView>,
    /// The bot's legal choices (never empty: a car with none crashes without being asked).
    pub options: Vec<Choice>,
    /// Milliseconds the bot has for this answer.
    pub budget_ms: u64,
    /// At night, the grid as the car sees it now: what its lights reach as the track file
    /// writes it, every other cell `?`, no element lines. Absent by day.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub track: Option<String>,
}

/// The last line: the race is over.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct End {
    /// Always `"end"`.
    #[serde(rename = "type")]
    pub kind: String,
    /// The standings, best first.
    pub standings: Vec<crate::race::record::RecordStanding>,
}

/// A bot's answer line, read leniently: other fields are ignored.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
pub struct Reply {
    /// An acceleration.
    pub acc: Option<[i32; 2]>,
    /// A start point.
    pub start: Option<[i32; 2]>,
}

/// Reads an answer line: `None` when it is not a JSON object with `acc` (each component -1, 0
/// or 1) or `start`.
pub fn parse_reply(line: &str) -> Option<Reply> {
    if line.len() > MAX_LINE_BYTES {
        return None;
    }
    let reply: Reply = serde_json::from_str(line.trim()).ok()?;
    let unit = |a: [i32; 2]| a.iter().all(|x| (-1..=1).contains(x));
    match (reply.acc, reply.start) {
        (Some(a), _) if unit(a) => Some(reply),
        (None, Some(_)) => Some(reply),
        _ => None,
    }
}

/// The start line for `car`.
pub fn start(race: &Race, car: CarId, options: Settings) -> Start {
    Start {
        kind: "start".into(),
        protocol: PROTOCOL_VERSION,
        track: race.track().to_string(),
        rules: race.rules().name().into(),
        night: false,
        car: car.0,
        name: race.cars()[car.0].name().into(),
        cars: race.cars().iter().map(|c| c.name().to_owned()).collect(),
        options,
    }
}

/// The checkpoint digits of the set `held` (bit `n` for digit `n`), in increasing order.
fn digits(held: u16) -> Vec<u8> {
    (1..=9).filter(|n| held & 1 << n != 0).collect()
}

/// The set of checkpoint digits `digits` (bit `n` for digit `n`; others ignored).
pub fn held(digits: &[u8]) -> u16 {
    digits
        .iter()
        .filter(|&&n| (1..=9).contains(&n))
        .fold(0, |held, n| held | 1 << n)
}

/// The turn line for `car` in `round`, its choices with their distance-map estimates.
pub fn turn(race: &Race, car: CarId, round: u32, distances: &DistanceMap, budget_ms: u64) -> Turn {
    let xy = |p: Point| [p.row, p.col];
    let c = &race.cars()[car.0];
    let legal = race.options(car);
    let options = match c.position() {
        None => legal
            .iter()
            .map(|&p| Choice {
                acc: None,
                to: xy(p),
                estimate: distances.get(p),
            })
            .collect(),
        Some(here) => rules::options(race.track(), race.rules(), here, c.velocity())
            .filter(|(_, p)| legal.contains(p))
            .map(|(a, p)| Choice {
                acc: Some([a.delta().row, a.delta().col]),
                to: xy(p),
                estimate: distances.get(p),
            })
            .collect(),
    };
    Turn {
        kind: "turn".into(),
        round,
        time: crate::game::time(c.trajectory()),
        cars: race
            .cars()
            .iter()
            .map(|c| CarView {
                name: c.name().into(),
                position: c.position().map(xy),
                velocity: [c.velocity().row, c.velocity().col],
                state: c.state().status(),
                checkpoints: digits(c.progress(race.track(), race.rules()).collected),
            })
            .collect(),
        options,
        budget_ms,
        track: None,
    }
}

/// The lines of `car` in a race run at night: the start line's track and the turn's are the
/// grid as its lights reach it ([`crate::rules::night::lit`] from its run since its last crash,
/// [`crate::rules::night::mask`]), and no choice has an estimate (the distance map would tell
/// of cells in the dark). The choices themselves stay: the bot cannot see every cell a move
/// passes.
pub fn at_night(race: &Race, car: CarId, start: &mut Start, turn: Option<&mut Turn>) {
    let track = race.track();
    let seen = night::mask(track, &night::lit(track, race.cars()[car.0].run()));
    start.night = true;
    if let Some(turn) = turn {
        turn.track = Some(seen.clone());
        for choice in &mut turn.options {
            choice.estimate = None;
        }
    }
    start.track = seen;
}

/// A message as its JSON line (without the newline).
pub fn line<T: Serialize>(message: &T) -> String {
    serde_json::to_string(message).expect("protocol messages always serialise")
}
