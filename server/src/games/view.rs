//! A game as the API shows it: the whole view (`GET /api/v1/games/{id}`) and the summary of a
//! lobby's or a player's list. What a car chose stays secret until the round resolves: a view
//! says only whether it has chosen.

use racetrack::race::CarId;
use racetrack::race::record::state_name;
use serde_json::{Value, json};

use super::Live;
use crate::store::GameState;

impl Live {
    /// The whole view, for `viewer` (a player id, when the request bore a token): a seated
    /// player also sees the invite code and their seat (`you`).
    pub fn view(&self, viewer: Option<i64>, now_ms: i64) -> Value {
        let you = viewer.and_then(|p| self.seat_of(p));
        let row = &self.row;
        let cars: Vec<Value> = match &self.recorder {
            Some(recorder) => {
                let race = recorder.race();
                let waiting = recorder.waiting();
                race.cars()
                    .iter()
                    .enumerate()
                    .map(|(i, car)| {
                        let v = car.velocity();
                        json!({
                            "seat": i,
                            "name": car.name(),
                            "bot": self.seats.get(i).is_some_and(|s| s.bot),
                            "state": state_name(car.state()),
                            "position": car.position().map(|p| [p.row, p.col]),
                            "velocity": [v.row, v.col],
                            "moves": car.moves(),
                            "chosen": recorder.answer_of(CarId(i)).is_some(),
                            "to_choose": waiting.contains(&CarId(i)),
                            "trajectory": car.trajectory().iter().map(|p| [p.row, p.col]).collect::<Vec<_>>(),
                        })
                    })
                    .collect()
            }
            None => self
                .seats
                .iter()
                .map(|s| {
                    json!({
                        "seat": s.seat, "name": s.name, "bot": s.bot, "state": "waiting",
                        "position": null, "velocity": [0, 0], "moves": 0, "chosen": false,
                        "to_choose": false, "trajectory": [],
                    })
                })
                .collect(),
        };
        let standings = self
            .recorder
            .as_ref()
            .map(|r| json!(r.record().standings))
            .unwrap_or(json!([]));
        let mut view = json!({
            "id": row.id,
            "state": row.state,
            "track": row.track,
            "rules": row.rules,
            "seats": row.seats,
            "move_seconds": row.move_seconds,
            "crash_penalty": row.crash_penalty,
            "public": row.public,
            "round": row.round,
            "deadline_ms": row.deadline_ms,
            "now_ms": now_ms,
            "seq": self.row.seq,
            "creator": self.seats.first().map(|s| s.name.as_str()),
            "you": you.map(|c| c.0),
            "cars": cars,
            "standings": standings,
        });
        if you.is_some() {
            view["invite"] = json!(row.invite);
        }
        view
    }

    /// The short view of a list: who plays, where the game stands, and for `viewer` whether it
    /// waits for their move.
    pub fn summary(&self, viewer: Option<i64>) -> Value {
        let row = &self.row;
        let your_turn = viewer.and_then(|p| self.seat_of(p)).is_some_and(|car| {
            row.state == GameState::Running
                && self
                    .recorder
                    .as_ref()
                    .is_some_and(|r| r.waiting().contains(&car))
        });
        let (rows, cols) = row
            .track
            .parse::<racetrack::Track>()
            .map_or((0, 0), |t| (t.rows(), t.cols()));
        json!({
            "id": row.id,
            "state": row.state,
            "rules": row.rules,
            "seats": row.seats,
            "taken": self.seats.len(),
            "players": self.seats.iter().map(|s| s.name.as_str()).collect::<Vec<_>>(),
            "move_seconds": row.move_seconds,
            "round": row.round,
            "deadline_ms": row.deadline_ms,
            "public": row.public,
            "rows": rows,
            "cols": cols,
            "your_turn": your_turn,
        })
    }
}
