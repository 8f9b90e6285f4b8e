//! A solo run as a race record: one car, the player's, its moves the run's, so the win box can
//! offer the run's replay as a race's box offers the race's.

use racetrack::game::Game;
use racetrack::race::record::Record;

use super::{RaceRun, Seat};

/// The record of `game` (won or not) as a race of one car named `you`; its words when the race
/// refuses a move the game made (it never should: both are the engine's rules).
pub fn record(game: &Game, you: String) -> Result<Record, String> {
    let penalty = racetrack::race::RaceOptions::default().crash_penalty;
    let mut run = RaceRun::new(
        game.track(),
        game.rules(),
        0,
        vec![you],
        vec![Seat::Human],
        (None, penalty),
    )
    .map_err(|e| e.to_string())?;
    for &to in game.trajectory() {
        // A race of one car has it to move until it is out, which only the run's last point does.
        let Some(car) = run.race().to_move() else {
            break;
        };
        run.take_turn(car, Some(to)).map_err(|e| e.to_string())?;
    }
    Ok(run.record())
}

#[cfg(test)]
mod tests {
    use super::*;
    use racetrack::Point;
    use racetrack::rules::Rules;
    use racetrack::track::Track;

    #[test]
    fn a_won_run_replays_as_one_car_finishing_in_its_moves() {
        let track: Track = ">....*\n".parse().unwrap();
        let mut game = Game::new(track, Rules::Strict);
        for col in [0, 1, 3, 5] {
            game.play(Point::new(0, col)).unwrap();
        }
        assert!(game.state().is_won());
        let record = record(&game, "You".into()).unwrap();
        racetrack::race::record::check(&record).unwrap();
        assert_eq!(record.cars.len(), 1);
        assert_eq!(record.cars[0].name, "You");
        assert_eq!(record.standings[0].moves, 3);
        let frames = racetrack::race::record::frames(&record).unwrap();
        let last = &frames.last().unwrap()[0];
        assert_eq!(last.points, game.trajectory());
    }
}
