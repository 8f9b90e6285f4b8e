//! What a game's live stream says: one JSON object per thing that happens, numbered (`seq`) from
//! 1 in each game, with the round it happened in and its `kind`: `joined`, `started`, `turn` (a
//! round begins, and its deadline), `chosen` (who, never what), the race record's events
//! (`missed`, `disqualified`, `round`, `placed`, `moved`, `refused`, `crashed`, `sat_out`,
//! `finished`, `retired`) and `over` with the standings. A car is named by its seat (`car`).

use std::sync::Arc;

use racetrack::race::CarId;
use racetrack::race::record::{RecordEvent, Round};
use racetrack::race::recorder::Recorder;
use racetrack_api::{GameEvent, Happened, LiveEvent, Standing};

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

/// Something that happened, before it is numbered: the round it names (a resolved round's
/// events, a turn), else it happened in the game's round at the time.
#[derive(Clone, Debug)]
pub struct Happening {
    /// Its own round, when it has one.
    pub round: Option<i64>,
    /// What happened.
    pub what: Happened,
}

impl Happening {
    /// The event numbered `seq`, in `round` unless it names its own.
    pub fn numbered(self, seq: i64, round: i64) -> LiveEvent {
        LiveEvent {
            seq,
            round: self.round.unwrap_or(round),
            what: self.what,
        }
    }
}

fn game_event(event: GameEvent) -> Happening {
    Happening {
        round: None,
        what: Happened::Game(event),
    }
}

/// A player sat down.
pub fn joined(seat: &SeatRow) -> Happening {
    game_event(GameEvent::Joined {
        car: seat.seat as usize,
        name: seat.name.clone(),
        bot: seat.bot,
    })
}

/// The player of `seat` left the open game.
pub fn left(seat: &SeatRow) -> Happening {
    game_event(GameEvent::Left {
        car: seat.seat as usize,
        name: seat.name.clone(),
    })
}

/// The creator cancelled the open game.
pub fn cancelled() -> Happening {
    game_event(GameEvent::Cancelled)
}

/// The race started with these cars (their names in the race: a repeated player name is
/// numbered).
pub fn started(cars: &[String]) -> Happening {
    game_event(GameEvent::Started {
        cars: cars.to_vec(),
    })
}

/// A round began: choose by the deadline (one car at a time: a turn of race round
/// `race_round`).
pub fn turn(round: i64, deadline_ms: Option<i64>, race_round: Option<u32>) -> Happening {
    Happening {
        round: Some(round),
        what: Happened::Game(GameEvent::Turn {
            deadline_ms,
            race_round,
        }),
    }
}

/// A car chose its move (what it chose stays secret until the round resolves).
pub fn chosen(car: CarId) -> Happening {
    game_event(GameEvent::Chosen { car: car.0 })
}

/// A chat line (`car` `None`: a spectator's) by car `car`, named `name` in the race, at `at_ms`.
pub fn chat(car: Option<CarId>, name: String, text: String, at_ms: i64) -> Happening {
    game_event(GameEvent::Chat {
        car: car.map(|c| c.0),
        name,
        text,
        at_ms,
    })
}

/// A resolved round's events (the engine's end of the race is `over`, sent by [`over`]).
pub fn of_round(round: &Round) -> Vec<Happening> {
    round
        .events
        .iter()
        .filter(|e| !matches!(e, RecordEvent::Over))
        .map(|e| Happening {
            round: Some(i64::from(round.round)),
            what: Happened::Race(e.clone()),
        })
        .collect()
}

/// `by` made game `game`, a rematch of this one.
pub fn rematch(game: &str, by: &str) -> Happening {
    game_event(GameEvent::Rematch {
        game: game.to_owned(),
        by: by.to_owned(),
    })
}

/// The game is over: its standings.
pub fn over(recorder: &Recorder) -> Happening {
    game_event(GameEvent::Over {
        standings: recorder
            .record()
            .standings
            .iter()
            .map(Standing::from)
            .collect(),
    })
}
