//! The room's bar over the board: what a player must see without scrolling, on a phone and in
//! full screen (where the panel under the board is out of sight): the round's clock and whose
//! move it is while the game runs, the result once it is over.

use racetrack_api::{GameState, GameView};

use super::room::GameRoom;
use crate::ui::i18n::Words;

/// The bar's words (`None` with no game known). It shows from the room's opening, so that the
/// board does not move down when the game starts, under the finger about to place the car.
pub fn words(room: &GameRoom, seconds: Option<i64>, w: &Words) -> Option<String> {
    let game = room.game.as_ref()?;
    match game.state {
        GameState::Open => Some(w.with(
            "bar-waiting",
            &[
                ("taken", game.cars.len().into()),
                ("seats", game.seats.into()),
            ],
        )),
        GameState::Over => Some(match super::ratings::yours(game) {
            Some(change) => format!(
                "{} · {}",
                super::room_view::result(w, game),
                super::ratings::change_words(w, change)
            ),
            None => super::room_view::result(w, game),
        }),
        GameState::Running => {
            let clock = seconds.map(|s| format!("{} · ", super::view::clock_words(w, s)));
            Some(w.with(
                "bar-running",
                &[
                    ("clock", clock.unwrap_or_default().into()),
                    ("round", super::room::shown_round(game).into()),
                    ("whose", whose_move(w, room, game).into()),
                ],
            ))
        }
    }
}

/// "your move" ("choose your start point" before the car is placed), "you have chosen:
/// waiting for Bob", "Bob and Cy to choose"; "start point lost:
/// choose another" when your car lost its start point last round (the log under the board says
/// how, out of sight on a phone).
fn whose_move(w: &Words, room: &GameRoom, game: &GameView) -> String {
    let waiting: Vec<String> = game
        .cars
        .iter()
        .enumerate()
        .filter(|(seat, c)| c.to_choose && !c.chosen && Some(*seat) != game.you)
        .map(|(_, c)| super::room_view::car_name(w, c))
        .collect();
    let others = crate::ui::text::names_words(w, &waiting);
    let you = game.you.and_then(|seat| game.cars.get(seat));
    // Not placed, and refused last round: its start point went to another car.
    let lost_start = you.is_some_and(|c| {
        c.position.is_none()
            && game
                .round
                .checked_sub(1)
                .is_some_and(|last| super::round_log::refused_in(&room.log, last as i64, c.seat))
    });
    match you {
        Some(c) if c.to_choose && !c.chosen && lost_start => w.get("bar-lost-start"),
        // Round 1 (or a car not yet on the track): the bar says what the move is, since on a
        // phone the panel that says it lies under the board, out of sight.
        Some(c) if c.to_choose && !c.chosen && c.position.is_none() => w.get("bar-your-start"),
        Some(c) if c.to_choose && !c.chosen => w.get("bar-your-move"),
        Some(c) if c.chosen && !others.is_empty() => {
            w.with("bar-chosen-waiting", &[("others", others.into())])
        }
        Some(c) if c.state == racetrack_api::CarStatus::SittingOut => w.get("bar-sitting-out"),
        _ if others.is_empty() => w.get("bar-resolves"),
        _ => w.with(
            "bar-to-choose",
            &[("others", others.into()), ("count", waiting.len().into())],
        ),
    }
}
