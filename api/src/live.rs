//! A game's live stream (`GET /api/v1/games/{id}/live`, a WebSocket): one JSON object per thing
//! that happens, numbered (`seq`) from 1 in each game, with the round it happened in and its
//! `kind`: `joined`, `left`, `cancelled`, `started`, `turn` (a round begins, and its deadline), `chosen` (who, never
//! what), `chat`, the race record's events (`missed`, `disqualified`, `round`, `placed`,
//! `moved`, `refused`, `crashed`, `sat_out`, `finished`, `retired`) and `over` with the
//! standings. A car is named by its seat (`car`).
//!
//! ```json
//! {"seq":7,"round":2,"kind":"moved","car":0,"from":[3,1],"to":[3,2]}
//! ```

use racetrack::race::record::RecordEvent;
use serde::{Deserialize, Serialize};

use crate::Standing;

/// One event of a game's live stream.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LiveEvent {
    /// Its number in the game, from 1.
    pub seq: i64,
    /// The round it happened in (0 before the race; a `turn`'s is the round it begins).
    pub round: i64,
    /// What happened.
    #[serde(flatten)]
    pub what: Happened,
}

/// What a live event says.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(untagged)]
pub enum Happened {
    /// The game's own events: seats, the start, turns, choices, chat and the end.
    Game(GameEvent),
    /// What the race did in a resolved round, as its record says it.
    Race(RecordEvent),
    /// A kind this client does not know (from a newer server): numbered, otherwise skipped.
    Other {
        /// Its kind.
        kind: String,
    },
}

/// The game's own events (the race's are [`RecordEvent`]s).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum GameEvent {
    /// A player sat down in seat `car`.
    Joined {
        /// The seat.
        car: usize,
        /// The player's name.
        name: String,
        /// Whether the player is a bot.
        bot: bool,
    },
    /// The player in seat `car` left the open game; the seats after it move up one.
    Left {
        /// The seat they left.
        car: usize,
        /// Their name.
        name: String,
    },
    /// The creator cancelled the open game: it is gone.
    Cancelled,
    /// The race started with these cars (their names in the race: a repeated player name is
    /// numbered).
    Started {
        /// The cars' names, by seat.
        cars: Vec<String>,
    },
    /// A round began (the event's `round`): choose by the deadline.
    Turn {
        /// The server's clock (ms since 1970) when the round ends, if it has a deadline.
        deadline_ms: Option<i64>,
        /// One car at a time (Karopapier's rules, where each of the API's rounds is one car's
        /// turn): the race's round this turn belongs to, as the view's `race_round`.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        race_round: Option<u32>,
    },
    /// Car `car` chose its move (what it chose stays secret until the round resolves).
    Chosen {
        /// The seat.
        car: usize,
    },
    /// A chat line (text, never markup).
    Chat {
        /// The seat of who wrote it; `null` for a spectator (a game whose creator let
        /// spectators chat).
        car: Option<usize>,
        /// Their name in the race.
        name: String,
        /// The line.
        text: String,
        /// When it was written, by the server's clock (ms since 1970).
        at_ms: i64,
    },
    /// A player of the finished game made a rematch: a new open game with the same track and
    /// settings, which its players may join without an invite code.
    Rematch {
        /// The new game's id.
        game: String,
        /// Who made it (their name in this game's race).
        by: String,
    },
    /// The game is over: its final standings.
    Over {
        /// Best first.
        standings: Vec<Standing>,
    },
}

impl LiveEvent {
    /// The event as the stream sends it: one line of JSON.
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a live event serialises")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn read(text: &str) -> LiveEvent {
        serde_json::from_str(text).unwrap()
    }

    #[test]
    fn every_kind_reads_and_writes_the_same_json() {
        let lines = [
            r#"{"seq":1,"round":0,"kind":"joined","car":0,"name":"Ann","bot":false}"#,
            r#"{"seq":3,"round":1,"kind":"started","cars":["Ann","Bob"]}"#,
            r#"{"seq":4,"round":1,"kind":"turn","deadline_ms":1000030000}"#,
            r#"{"seq":5,"round":1,"kind":"turn","deadline_ms":null}"#,
            r#"{"seq":6,"round":1,"kind":"chosen","car":1}"#,
            r#"{"seq":7,"round":1,"kind":"chat","car":1,"name":"Bob","text":"<b>hi</b>","at_ms":5}"#,
            r#"{"seq":7,"round":1,"kind":"chat","car":null,"name":"Cy","text":"go","at_ms":6}"#,
            r#"{"seq":8,"round":1,"kind":"round","order":[1,0]}"#,
            r#"{"seq":9,"round":1,"kind":"placed","car":0,"at":[2,1]}"#,
            r#"{"seq":10,"round":2,"kind":"moved","car":0,"from":[2,1],"to":[2,2]}"#,
            r#"{"seq":11,"round":2,"kind":"sat_out","car":1,"turns_left":1}"#,
            r#"{"seq":13,"round":9,"kind":"rematch","game":"abcdefghij","by":"Ann"}"#,
            r#"{"seq":12,"round":9,"kind":"over","standings":[{"name":"Ann","place":1,"moves":8,"state":"finished"}]}"#,
        ];
        for line in lines {
            let event = read(line);
            let again: serde_json::Value = serde_json::from_str(&event.to_json()).unwrap();
            let want: serde_json::Value = serde_json::from_str(line).unwrap();
            assert_eq!(again, want, "{line}");
        }
        assert_eq!(
            read(lines[4]).what,
            Happened::Game(GameEvent::Chosen { car: 1 })
        );
        assert_eq!(
            read(lines[8]).what,
            Happened::Race(RecordEvent::Placed { car: 0, at: [2, 1] })
        );
    }

    #[test]
    fn an_unknown_kind_is_numbered_and_a_broken_event_is_refused() {
        let event = read(r#"{"seq":4,"round":1,"kind":"rated","delta":12}"#);
        assert_eq!(event.seq, 4);
        assert_eq!(
            event.what,
            Happened::Other {
                kind: "rated".into()
            }
        );
        for bad in [
            r#"{"round":1,"kind":"chosen","car":1}"#,
            r#"{"seq":"x","round":1,"kind":"chosen","car":1}"#,
            r#"{"seq":1,"round":1}"#,
            "[]",
        ] {
            assert!(serde_json::from_str::<LiveEvent>(bad).is_err(), "{bad}");
        }
    }
}
