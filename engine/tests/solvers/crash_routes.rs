//! Karopapier's routes that crash on purpose (`search::crashes`): on maps written here whose
//! checkpoint is a pocket the car cannot leave, the route's moves are the fewest an exhaustive
//! search through the race engine finds for every ZZZ from 0 to 3, and the route replays as a
//! race; without a pocket it is the plain optimum; a map with no finish is said unsolvable.

use racetrack::race::{CarId, CarState, Race, RaceOptions, TurnOrder};
use racetrack::search::crashes::{CrashOutcome, replays, solve_with_crashes};
use racetrack::search::{self, Solver};
use racetrack::{Rules, Track};

/// Checkpoint 1 is a pocket under the road: a car that drives in has no move left.
const POCKET: &str = "XXXXXXXXXX\nXSOOOOOOFX\nXOOOOOOOOX\nXXX1XXXXXX\n";
/// Two pockets, the finish at the far end.
const TWO: &str = "XXXXXXXXXXXX\nXSOOOOOOOOOX\nXOOOOOOOOOOX\nXX1XXXX2XXFX\n";

fn race(track: &Track, zzz: u32) -> Race {
    let options = RaceOptions {
        turns: TurnOrder::Random,
        crash_penalty: zzz,
        ..RaceOptions::default()
    };
    Race::new(track.clone(), Rules::Karopapier, vec!["Me".into()], options).unwrap()
}

/// Whether some sequence of at most `left` more moves finishes (the race crashes the car by
/// itself where it has no move).
fn finishes_within(r: &Race, left: u32) -> bool {
    if matches!(r.cars()[0].state(), CarState::Finished { .. }) {
        return true;
    }
    if left == 0 {
        return false;
    }
    r.options(CarId(0)).into_iter().any(|to| {
        let mut next = r.clone();
        next.play(CarId(0), to).is_ok() && finishes_within(&next, left - 1)
    })
}

/// The fewest moves to the finish, found by trying every sequence of plays (placement first).
fn exhaustive(track: &Track, zzz: u32, most: u32) -> Option<u32> {
    let start = race(track, zzz);
    (1..=most).find(|&moves| {
        start.options(CarId(0)).into_iter().any(|s| {
            let mut r = start.clone();
            r.play(CarId(0), s).unwrap();
            finishes_within(&r, moves)
        })
    })
}

#[test]
fn a_pocket_checkpoint_is_left_by_a_crash_and_the_route_is_the_fewest_moves() {
    for (map, most) in [(POCKET, 8), (TWO, 10)] {
        let track: Track = map.parse().unwrap();
        let (plain, _) = search::solve(&track, Rules::Karopapier, Solver::Bfs);
        assert!(plain.trajectory().is_none(), "no route without a crash");
        for zzz in 0..=3 {
            let (outcome, _) = solve_with_crashes(&track, zzz, 1_000_000);
            let CrashOutcome::Solved(route) = outcome else {
                panic!("ZZZ {zzz}: {outcome:?}");
            };
            assert!(route.crashes() >= 1);
            assert!(replays(&track, zzz, &route), "ZZZ {zzz}: {route:?}");
            assert_eq!(
                Some(route.moves() as u32),
                exhaustive(&track, zzz, most),
                "ZZZ {zzz}: {route:?}"
            );
        }
    }
}

#[test]
fn without_a_pocket_the_crash_search_finds_the_plain_optimum_and_no_finish_is_no_route() {
    let track: Track = "XXXXXXXX\nXSOO1OFX\nXOOOOOOX\nXXXXXXXX\n".parse().unwrap();
    let (plain, _) = search::solve(&track, Rules::Karopapier, Solver::Bfs);
    let (outcome, _) = solve_with_crashes(&track, 2, 1_000_000);
    let CrashOutcome::Solved(route) = outcome else {
        panic!("{outcome:?}");
    };
    assert_eq!(route.crashes(), 0);
    assert_eq!(Some(route.moves()), plain.moves());
    let walled: Track = "XXXXXX\nXSOXFX\nXXXXXX\n".parse().unwrap();
    assert_eq!(
        solve_with_crashes(&walled, 2, 1_000_000).0,
        CrashOutcome::NoSolution
    );
    let pocket: Track = POCKET.parse().unwrap();
    assert_eq!(
        solve_with_crashes(&pocket, 2, 3).0,
        CrashOutcome::LimitReached
    );
}
