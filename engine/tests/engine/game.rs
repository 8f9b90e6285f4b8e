//! Games: placement, moves, winning only by standing on the finish, crashing, undo.

use racetrack::game::MoveError;
use racetrack::{Game, Point, Rules, State, Track, Velocity};

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

#[test]
fn a_game_is_placed_played_and_won() {
    let track: Track = ">....*".parse().unwrap();
    let mut game = Game::new(track, Rules::Strict);
    assert_eq!(game.state(), State::Placing);
    assert_eq!(game.options(), vec![p(0, 0)]);
    assert_eq!(game.play(p(0, 0)), Ok(State::Playing));
    assert_eq!(game.play(p(0, 1)), Ok(State::Playing));
    assert_eq!(game.velocity(), Velocity::new(0, 1));
    assert_eq!(game.main_point(), Some(p(0, 2)));
    assert_eq!(game.play(p(0, 3)), Ok(State::Playing));
    assert_eq!(game.play(p(0, 5)), Ok(State::Won { moves: 3 }));
    assert_eq!(game.moves(), 3);
    assert!(game.options().is_empty());
    assert_eq!(game.play(p(0, 4)), Err(MoveError::Over));
}

#[test]
fn passing_over_the_finish_does_not_win() {
    let track: Track = ">.*...".parse().unwrap();
    let mut game = Game::new(track, Rules::Strict);
    for q in [p(0, 0), p(0, 1), p(0, 3)] {
        game.play(q).unwrap();
    }
    assert_eq!(game.state(), State::Playing);
}

#[test]
fn an_illegal_move_is_refused_and_changes_nothing() {
    let track: Track = ">.#.*".parse().unwrap();
    let mut game = Game::new(track, Rules::Strict);
    assert_eq!(game.play(p(0, 1)), Err(MoveError::Illegal(p(0, 1))));
    game.play(p(0, 0)).unwrap();
    assert_eq!(game.play(p(0, 2)), Err(MoveError::Illegal(p(0, 2))));
    assert_eq!(game.trajectory(), &[p(0, 0)]);
}

#[test]
fn a_crash_still_allows_undo() {
    // Going too fast toward the wall leaves no legal candidate.
    let track: Track = ">...#\n*####".parse().unwrap();
    let mut game = Game::new(track, Rules::Strict);
    for q in [p(0, 0), p(0, 1), p(0, 3)] {
        game.play(q).unwrap();
    }
    assert_eq!(game.state(), State::Crashed);
    assert!(game.options().is_empty());
    assert!(game.undo());
    assert_eq!(game.state(), State::Playing);
    assert!(game.undo());
    assert!(game.undo());
    assert_eq!(game.state(), State::Placing);
    assert!(!game.undo());
}

#[test]
fn switching_rules_keeps_what_stays_legal() {
    let track: Track = ">.#...*".parse().unwrap();
    let mut game = Game::new(track, Rules::Soft);
    for q in [p(0, 0), p(0, 1), p(0, 3)] {
        game.play(q).unwrap();
    }
    game.set_rules(Rules::Strict);
    assert_eq!(game.trajectory(), &[p(0, 0), p(0, 1)]);
}

#[test]
fn restart_goes_back_to_placing_on_the_same_track_and_rules() {
    let track: Track = ">#..*\n.....".parse().unwrap();
    let mut game = Game::new(track.clone(), Rules::Soft);
    game.play(p(0, 0)).unwrap();
    assert!(game.play(p(0, 2)).is_err()); // not a candidate
    game.play(p(1, 1)).unwrap();
    assert_eq!(game.state().name(), "playing");
    game.restart();
    assert_eq!(game.state(), State::Placing);
    assert!(game.trajectory().is_empty());
    assert_eq!((game.track(), game.rules()), (&track, Rules::Soft));
    assert_eq!(game.options(), vec![p(0, 0)]);
}

#[test]
fn states_have_names() {
    let names = [
        State::Placing,
        State::Playing,
        State::Won { moves: 3 },
        State::Crashed,
    ]
    .map(State::name);
    assert_eq!(names, ["placing", "playing", "won", "crashed"]);
}
