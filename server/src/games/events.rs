//! What a game's live stream says: one JSON object per thing that happens, numbered (`seq`) from
//! 1 in each game, with the round it happened in and its `kind`: `joined`, `started`, `turn` (a
//! round begins, and its deadline), `chosen` (who, never what), the race record's events
//! (`missed`, `disqualified`, `round`, `placed`, `moved`, `refused`, `crashed`, `sat_out`,
//! `finished`, `retired`) and `over` with the standings. A car is named by its seat (`car`).

use std::sync::Arc;

use racetrack::race::CarId;
use racetrack::race::record::{RecordEvent, Round};
use racetrack::race::recorder::Recorder;
use serde_json::{Value, json};

use crate::store::SeatRow;

/// How many events a slow stream may fall behind before it reads them from the store instead.
pub const FEED: usize = 256;

/// An event as the live streams receive it.
#[derive(Clone, Debug)]
pub struct Broadcast {
    /// Its number.
    pub seq: i64,
    /// Its JSON text.
    pub text: Arc<str>,
    /// When this instance began the change that made it (`None`: another instance's).
    pub began: Option<std::time::Instant>,
}

/// A player sat down.
pub fn joined(seat: &SeatRow) -> Value {
    json!({"kind": "joined", "car": seat.seat, "name": seat.name, "bot": seat.bot})
}

/// The race started with these cars (their names in the race: a repeated player name is
/// numbered).
pub fn started(cars: &[String]) -> Value {
    json!({"kind": "started", "cars": cars})
}

/// A round began: choose by the deadline.
pub fn turn(round: i64, deadline_ms: Option<i64>) -> Value {
    json!({"kind": "turn", "round": round, "deadline_ms": deadline_ms})
}

/// A car chose its move (what it chose stays secret until the round resolves).
pub fn chosen(car: CarId) -> Value {
    json!({"kind": "chosen", "car": car.0})
}

/// A resolved round's events (the engine's end of the race is `over`, sent by [`over`]).
pub fn of_round(round: &Round) -> Vec<Value> {
    round
        .events
        .iter()
        .filter(|e| !matches!(e, RecordEvent::Over))
        .map(|e| {
            let mut value = serde_json::to_value(e).expect("a record event serialises");
            value["round"] = json!(round.round);
            value
        })
        .collect()
}

/// The game is over: its standings.
pub fn over(recorder: &Recorder) -> Value {
    json!({"kind": "over", "standings": recorder.record().standings})
}
