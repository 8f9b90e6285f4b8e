//! A record's events and their JSON: an object whose `kind` names the event, with the event's
//! fields beside it (`{"kind":"moved","car":0,"from":[3,1],"to":[3,2]}`).
//!
//! The JSON goes through a flat form, [`Wire`], rather than serde's internally tagged enums:
//! those buffer every object before reading it, which costs the page's wasm tens of kilobytes.

use serde::{Deserialize, Serialize};

use super::Status;

/// What happened in a round, as the engine's [`Event`]s say, plus the bots' misses.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "Wire", into = "Wire")]
pub enum RecordEvent {
    /// A car gave no usable answer (it keeps its velocity when it can, else it crashes).
    Missed { car: usize, why: Status },
    /// A bot missed too many turns in a row: its car retires.
    Disqualified { car: usize },
    /// A car's player resigned: it retires.
    Resigned { car: usize },
    /// The round's moves were applied in this order.
    Round { order: Vec<usize> },
    /// A car was placed.
    Placed { car: usize, at: [i32; 2] },
    /// A car moved.
    Moved {
        car: usize,
        from: [i32; 2],
        to: [i32; 2],
    },
    /// A move to a point an earlier move of the round took: the car stood.
    Refused { car: usize, to: [i32; 2] },
    /// A car had no legal option (or missed with its main point illegal).
    Crashed {
        car: usize,
        at: [i32; 2],
        penalty: u32,
    },
    /// A crashed car sat out a turn.
    SatOut { car: usize, turns_left: u32 },
    /// A car finished.
    Finished { car: usize, moves: usize },
    /// A car left the race.
    Retired { car: usize },
    /// Every car has finished or retired.
    Over,
}

/// An event's `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum Kind {
    Missed,
    Disqualified,
    Resigned,
    Round,
    Placed,
    Moved,
    Refused,
    Crashed,
    SatOut,
    Finished,
    Retired,
    Over,
}

/// Every event's fields in one object, each present for the kinds that have it (in the order
/// the events list them, so the JSON reads as before).
#[derive(Default, Serialize, Deserialize)]
struct Wire {
    kind: Option<Kind>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    car: Option<usize>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    why: Option<Status>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    order: Option<Vec<usize>>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    at: Option<[i32; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    from: Option<[i32; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    to: Option<[i32; 2]>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    penalty: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    turns_left: Option<u32>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    moves: Option<usize>,
}

/// `field` of a `kind` event, or the error naming what is missing.
fn needs<T>(field: Option<T>, kind: &str, name: &str) -> Result<T, String> {
    field.ok_or_else(|| format!("a {kind} event without `{name}`"))
}

impl TryFrom<Wire> for RecordEvent {
    type Error = String;

    fn try_from(w: Wire) -> Result<Self, String> {
        let kind = w.kind.ok_or("an event without `kind`")?;
        let name = match kind {
            Kind::Missed => "missed",
            Kind::Disqualified => "disqualified",
            Kind::Resigned => "resigned",
            Kind::Round => "round",
            Kind::Placed => "placed",
            Kind::Moved => "moved",
            Kind::Refused => "refused",
            Kind::Crashed => "crashed",
            Kind::SatOut => "sat_out",
            Kind::Finished => "finished",
            Kind::Retired => "retired",
            Kind::Over => "over",
        };
        let car = || needs(w.car, name, "car");
        Ok(match kind {
            Kind::Missed => Self::Missed {
                car: car()?,
                why: needs(w.why, name, "why")?,
            },
            Kind::Disqualified => Self::Disqualified { car: car()? },
            Kind::Resigned => Self::Resigned { car: car()? },
            Kind::Round => Self::Round {
                order: needs(w.order, name, "order")?,
            },
            Kind::Placed => Self::Placed {
                car: car()?,
                at: needs(w.at, name, "at")?,
            },
            Kind::Moved => Self::Moved {
                car: car()?,
                from: needs(w.from, name, "from")?,
                to: needs(w.to, name, "to")?,
            },
            Kind::Refused => Self::Refused {
                car: car()?,
                to: needs(w.to, name, "to")?,
            },
            Kind::Crashed => Self::Crashed {
                car: car()?,
                at: needs(w.at, name, "at")?,
                penalty: needs(w.penalty, name, "penalty")?,
            },
            Kind::SatOut => Self::SatOut {
                car: car()?,
                turns_left: needs(w.turns_left, name, "turns_left")?,
            },
            Kind::Finished => Self::Finished {
                car: car()?,
                moves: needs(w.moves, name, "moves")?,
            },
            Kind::Retired => Self::Retired { car: car()? },
            Kind::Over => Self::Over,
        })
    }
}

impl From<RecordEvent> for Wire {
    fn from(e: RecordEvent) -> Self {
        let (kind, mut w) = match e {
            RecordEvent::Missed { car, why } => (
                Kind::Missed,
                Wire {
                    car: Some(car),
                    why: Some(why),
                    ..Wire::default()
                },
            ),
            RecordEvent::Disqualified { car } => (
                Kind::Disqualified,
                Wire {
                    car: Some(car),
                    ..Wire::default()
                },
            ),
            RecordEvent::Resigned { car } => (
                Kind::Resigned,
                Wire {
                    car: Some(car),
                    ..Wire::default()
                },
            ),
            RecordEvent::Round { order } => (
                Kind::Round,
                Wire {
                    order: Some(order),
                    ..Wire::default()
                },
            ),
            RecordEvent::Placed { car, at } => (
                Kind::Placed,
                Wire {
                    car: Some(car),
                    at: Some(at),
                    ..Wire::default()
                },
            ),
            RecordEvent::Moved { car, from, to } => (
                Kind::Moved,
                Wire {
                    car: Some(car),
                    from: Some(from),
                    to: Some(to),
                    ..Wire::default()
                },
            ),
            RecordEvent::Refused { car, to } => (
                Kind::Refused,
                Wire {
                    car: Some(car),
                    to: Some(to),
                    ..Wire::default()
                },
            ),
            RecordEvent::Crashed { car, at, penalty } => (
                Kind::Crashed,
                Wire {
                    car: Some(car),
                    at: Some(at),
                    penalty: Some(penalty),
                    ..Wire::default()
                },
            ),
            RecordEvent::SatOut { car, turns_left } => (
                Kind::SatOut,
                Wire {
                    car: Some(car),
                    turns_left: Some(turns_left),
                    ..Wire::default()
                },
            ),
            RecordEvent::Finished { car, moves } => (
                Kind::Finished,
                Wire {
                    car: Some(car),
                    moves: Some(moves),
                    ..Wire::default()
                },
            ),
            RecordEvent::Retired { car } => (
                Kind::Retired,
                Wire {
                    car: Some(car),
                    ..Wire::default()
                },
            ),
            RecordEvent::Over => (Kind::Over, Wire::default()),
        };
        w.kind = Some(kind);
        w
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every kind of event and its JSON, as records written before the flat form hold them.
    fn every_event() -> Vec<(RecordEvent, &'static str)> {
        vec![
            (
                RecordEvent::Missed {
                    car: 1,
                    why: Status::Late,
                },
                r#"{"kind":"missed","car":1,"why":"late"}"#,
            ),
            (
                RecordEvent::Disqualified { car: 2 },
                r#"{"kind":"disqualified","car":2}"#,
            ),
            (
                RecordEvent::Resigned { car: 1 },
                r#"{"kind":"resigned","car":1}"#,
            ),
            (
                RecordEvent::Round { order: vec![1, 0] },
                r#"{"kind":"round","order":[1,0]}"#,
            ),
            (
                RecordEvent::Placed { car: 0, at: [3, 4] },
                r#"{"kind":"placed","car":0,"at":[3,4]}"#,
            ),
            (
                RecordEvent::Moved {
                    car: 0,
                    from: [3, 4],
                    to: [3, 6],
                },
                r#"{"kind":"moved","car":0,"from":[3,4],"to":[3,6]}"#,
            ),
            (
                RecordEvent::Refused { car: 1, to: [3, 6] },
                r#"{"kind":"refused","car":1,"to":[3,6]}"#,
            ),
            (
                RecordEvent::Crashed {
                    car: 1,
                    at: [2, 2],
                    penalty: 3,
                },
                r#"{"kind":"crashed","car":1,"at":[2,2],"penalty":3}"#,
            ),
            (
                RecordEvent::SatOut {
                    car: 1,
                    turns_left: 2,
                },
                r#"{"kind":"sat_out","car":1,"turns_left":2}"#,
            ),
            (
                RecordEvent::Finished { car: 0, moves: 9 },
                r#"{"kind":"finished","car":0,"moves":9}"#,
            ),
            (
                RecordEvent::Retired { car: 3 },
                r#"{"kind":"retired","car":3}"#,
            ),
            (RecordEvent::Over, r#"{"kind":"over"}"#),
        ]
    }

    #[test]
    fn every_event_writes_and_reads_its_json() {
        for (event, json) in every_event() {
            assert_eq!(serde_json::to_string(&event).unwrap(), json);
            assert_eq!(serde_json::from_str::<RecordEvent>(json).unwrap(), event);
        }
    }

    #[test]
    fn fields_may_come_in_any_order_and_others_are_ignored() {
        let event: RecordEvent =
            serde_json::from_str(r#"{"to":[1,2],"note":"x","car":4,"kind":"refused","at":[0,0]}"#)
                .unwrap();
        assert_eq!(event, RecordEvent::Refused { car: 4, to: [1, 2] });
    }

    #[test]
    fn a_missing_field_or_kind_is_named() {
        let err = serde_json::from_str::<RecordEvent>(r#"{"kind":"moved","car":0,"to":[1,1]}"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("a moved event without `from`"), "{err}");
        let err = serde_json::from_str::<RecordEvent>(r#"{"car":0}"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("without `kind`"), "{err}");
        let err = serde_json::from_str::<RecordEvent>(r#"{"kind":"flew","car":0}"#)
            .unwrap_err()
            .to_string();
        assert!(err.contains("unknown variant `flew`"), "{err}");
    }
}
