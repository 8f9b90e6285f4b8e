//! The room's bar over the board: what a player must see without scrolling, on a phone and in
//! full screen (where the panel under the board is out of sight): the round's clock and whose
//! move it is while the game runs, the result once it is over.

use racetrack_api::{GameState, GameView};

use super::room::GameRoom;

/// The bar's words (`None` with no game known). It shows from the room's opening, so that the
/// board does not move down when the game starts, under the finger about to place the car.
pub fn words(room: &GameRoom, seconds: Option<i64>) -> Option<String> {
    let game = room.game.as_ref()?;
    match game.state {
        GameState::Open => Some(format!(
            "Waiting for the start: {} of {} seats taken",
            game.cars.len(),
            game.seats
        )),
        GameState::Over => Some(match super::ratings::yours(game) {
            Some(change) => format!(
                "{} · {}",
                super::room_view::result(game),
                super::ratings::change_words(change)
            ),
            None => super::room_view::result(game),
        }),
        GameState::Running => {
            let clock = seconds.map(|s| format!("{} · ", super::view::clock_words(s)));
            Some(format!(
                "{}Round {}: {}",
                clock.unwrap_or_default(),
                game.round,
                whose_move(game)
            ))
        }
    }
}

/// "your move", "you have chosen: waiting for Bob", "Bob and Cy to choose".
fn whose_move(game: &GameView) -> String {
    let waiting: Vec<&str> = game
        .cars
        .iter()
        .enumerate()
        .filter(|(seat, c)| c.to_choose && !c.chosen && Some(*seat) != game.you)
        .map(|(_, c)| c.name.as_str())
        .collect();
    let others = match waiting.as_slice() {
        [] => String::new(),
        [one] => (*one).to_owned(),
        [first @ .., last] => format!("{} and {last}", first.join(", ")),
    };
    let you = game.you.and_then(|seat| game.cars.get(seat));
    match you {
        Some(c) if c.to_choose && !c.chosen => "your move".into(),
        Some(c) if c.chosen && !others.is_empty() => {
            format!("you have chosen: waiting for {others}")
        }
        Some(c) if c.state == racetrack_api::CarStatus::SittingOut => {
            "you sit out this round".into()
        }
        _ if others.is_empty() => "the round resolves".into(),
        _ => format!("{others} to choose"),
    }
}
