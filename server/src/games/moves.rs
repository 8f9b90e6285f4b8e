//! A player's move checked against the game (its phase, the round, the deadline, the car's
//! turn and the rules) and the change it makes, before it is saved.

use racetrack::race::record::{Answer, Status};
use racetrack::race::recorder::AnswerError;
use racetrack_api::NewMove;

use super::live::Next;
use super::phase::Phase;
use super::{GameError, Live, events};
use crate::store::{Player, Step};

/// The change `player`'s move makes to the game, or why it is refused.
pub(super) fn plan_move(
    live: &Live,
    player: &Player,
    body: &NewMove,
    now_ms: i64,
) -> Result<(Next, Step), GameError> {
    let car = live.seated(player.id)?;
    let recorder = match &live.phase {
        Phase::Running(r) => r,
        Phase::Open => return Err(GameError::NotStarted),
        Phase::Over(_) => return Err(GameError::Over),
    };
    let round = i64::from(recorder.round());
    if live.row.deadline_ms.is_some_and(|d| d <= now_ms) {
        return Err(GameError::RoundOver(round));
    }
    if body.round != round {
        return Err(GameError::WrongRound {
            round,
            sent: body.round,
        });
    }
    let round_ms = live.row.move_seconds * 1000;
    let answer = Answer {
        car: car.0,
        status: Status::Ok,
        acc: body.acc,
        start: body.start,
        ms: (now_ms - (live.row.deadline_ms.unwrap_or(now_ms) - round_ms)).max(0) as u64,
        disqualified: false,
    };
    let mut next = live.clone_state();
    let recorder = next.race_mut()?;
    recorder.answer(answer.clone()).map_err(|e| match e {
        AnswerError::Answered(_) => GameError::AlreadyChosen,
        AnswerError::NotPending(_) | AnswerError::Over | AnswerError::NoSuchCar(_) => {
            GameError::NotYourTurn(e.to_string())
        }
        _ => GameError::IllegalMove(e.to_string()),
    })?;
    let mut happened = vec![events::chosen(car)];
    if recorder.waiting().is_empty() {
        happened.extend(next.resolve(now_ms));
    }
    let step = Step {
        answer: Some((
            round,
            car.0 as i64,
            serde_json::to_string(&answer).expect("an answer serialises"),
        )),
        ..next.step(happened, live)
    };
    Ok((next, step))
}
