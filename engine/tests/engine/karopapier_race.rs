//! Races under Karopapier's rules: the random order of each round, a round given from a record,
//! blocking by the cars that have moved in the round, and crashes that put a car back ZZZ
//! entries.

use racetrack::race::{CarId, Event, Race, RaceError, RaceOptions, TurnOrder};
use racetrack::{Point, Rules, Track};

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

fn race(track: &str, cars: usize, turns: TurnOrder, zzz: u32, seed: u64) -> Race {
    let track: Track = track.parse().unwrap();
    let names = (0..cars).map(|i| format!("Car {}", i + 1)).collect();
    let options = RaceOptions {
        turns,
        crash_penalty: zzz,
        seed,
        ..RaceOptions::default()
    };
    Race::new(track, Rules::Karopapier, names, options).unwrap()
}

/// Plays each car's first option until `rounds` rounds are through, and returns each round's
/// order.
fn orders(seed: u64, rounds: u32) -> Vec<Vec<CarId>> {
    let mut r = race(
        ">..........*\n>..........*\n>..........*",
        3,
        TurnOrder::Random,
        2,
        seed,
    );
    let mut out = vec![r.round_order().to_vec()];
    while r.round() <= rounds {
        let car = r.to_move().unwrap();
        let to = r.options(car)[0];
        let round = r.round();
        r.play(car, to).unwrap();
        if r.round() != round {
            out.push(r.round_order().to_vec());
        }
    }
    out
}

#[test]
fn each_round_every_car_moves_once_in_an_order_drawn_from_the_seed() {
    let a = orders(7, 4);
    assert_eq!(a, orders(7, 4), "the same seed gives the same orders");
    for order in &a {
        let mut sorted = order.clone();
        sorted.sort();
        assert_eq!(sorted, [CarId(0), CarId(1), CarId(2)], "{order:?}");
    }
    let all: Vec<_> = (0..20).flat_map(|seed| orders(seed, 2)).collect();
    assert!(
        all.iter().any(|o| o[0] != CarId(0)),
        "some round starts with another car than car 1"
    );
    assert!(all.iter().any(|o| o != &all[0]), "the orders differ");
}

#[test]
fn only_a_car_that_has_moved_in_the_round_blocks() {
    let mut r = race(">....*\n>....*", 2, TurnOrder::Recorded, 2, 0);
    assert_eq!(r.to_move(), None, "a recorded race waits for its order");
    assert_eq!(
        r.set_round_order(vec![CarId(0)]),
        Err(RaceError::RoundOrder("names every car still racing once"))
    );
    r.set_round_order(vec![CarId(0), CarId(1)]).unwrap();
    r.play(CarId(0), p(0, 0)).unwrap();
    assert_eq!(
        r.options(CarId(1)),
        [p(1, 0)],
        "the start taken is not offered"
    );
    r.play(CarId(1), p(1, 0)).unwrap();
    assert_eq!(r.round(), 2);
    assert_eq!(r.to_move(), None);

    r.set_round_order(vec![CarId(1), CarId(0)]).unwrap();
    r.play(CarId(1), p(1, 1)).unwrap();
    // Car 2 has moved in this round: car 1 may not stop on it; standing still is no move.
    assert_eq!(r.options(CarId(0)), [p(0, 1), p(1, 0)]);
    assert_eq!(
        r.play(CarId(0), p(1, 1)),
        Err(RaceError::Occupied {
            car: CarId(0),
            to: p(1, 1)
        })
    );
    r.play(CarId(0), p(0, 1)).unwrap();

    r.set_round_order(vec![CarId(0), CarId(1)]).unwrap();
    // Car 2 has not moved yet in round 3: car 1 may stop where it stands.
    assert!(
        r.options(CarId(0)).contains(&p(1, 1)),
        "{:?}",
        r.options(CarId(0))
    );
    r.play(CarId(0), p(1, 1)).unwrap();
    assert!(!r.options(CarId(1)).is_empty());
}

/// A car driving right at speed 3 on row 0 with the wall at column 8: no legal move.
const CRASH: &str = ">.......#\n#######*#";

fn crashing(zzz: u32) -> (Race, Vec<Event>) {
    let mut r = race(CRASH, 1, TurnOrder::Random, zzz, 0);
    let car = CarId(0);
    r.play(car, p(0, 0)).unwrap();
    r.play(car, p(0, 1)).unwrap();
    r.play(car, p(0, 3)).unwrap();
    let events = r.play(car, p(0, 6)).unwrap();
    (r, events)
}

#[test]
fn a_car_with_no_move_is_put_back_zzz_entries_and_moves_again_in_the_same_turn() {
    let (r, events) = crashing(2);
    let car = CarId(0);
    assert_eq!(
        events,
        [
            Event::Moved {
                car,
                from: p(0, 3),
                to: p(0, 6)
            },
            Event::Crashed {
                car,
                at: p(0, 1),
                penalty: 2
            }
        ]
    );
    assert_eq!(r.to_move(), Some(car), "it moves again at once");
    let c = &r.cars()[0];
    assert_eq!(
        c.trajectory(),
        [p(0, 0), p(0, 1), p(0, 3), p(0, 6), p(0, 1)]
    );
    assert_eq!(c.resets(), [4]);
    assert_eq!(c.moves(), 3, "the crash is no move; the undone moves count");
    assert_eq!(c.velocity(), racetrack::Velocity::new(0, 0));
    assert_eq!(
        r.options(car),
        [p(0, 0), p(0, 2)],
        "at rest, never standing still"
    );
}

#[test]
fn zzz_0_puts_the_car_back_where_it_stands_and_never_before_its_start() {
    let (r, _) = crashing(0);
    assert_eq!(r.cars()[0].position(), Some(p(0, 6)));
    assert_eq!(r.options(CarId(0)), [p(0, 5), p(0, 7), p(1, 7)]);
    let (r, events) = crashing(10);
    assert_eq!(r.cars()[0].position(), Some(p(0, 0)));
    assert!(events.contains(&Event::Crashed {
        car: CarId(0),
        at: p(0, 0),
        penalty: 10
    }));
}

#[test]
fn after_a_crash_the_car_finishes_with_its_undone_moves_counted() {
    let (mut r, _) = crashing(0);
    let events = r.play(CarId(0), p(1, 7)).unwrap();
    assert!(events.contains(&Event::Finished {
        car: CarId(0),
        moves: 4
    }));
    assert!(r.is_over());
}

#[test]
fn before_karopapier_s_game_75000_every_car_blocked() {
    let track: Track = ">....*\n>....*".parse().unwrap();
    let names = vec!["Ada".to_string(), "Bob".to_string()];
    let options = RaceOptions {
        turns: TurnOrder::Recorded,
        blocking: racetrack::race::Blocking::All,
        ..RaceOptions::default()
    };
    let mut r = Race::new(track, Rules::Karopapier, names, options).unwrap();
    r.set_round_order(vec![CarId(0), CarId(1)]).unwrap();
    r.play(CarId(0), p(0, 0)).unwrap();
    r.play(CarId(1), p(1, 0)).unwrap();
    r.set_round_order(vec![CarId(0), CarId(1)]).unwrap();
    // Bob has not moved in this round, and blocks all the same.
    assert_eq!(r.options(CarId(0)), [p(0, 1), p(1, 1)]);
}

#[test]
fn a_crash_undoes_no_other_crash() {
    // ZZZ 4: the first crash puts the car back on its start (entry 4); driving into the wall
    // again takes 3 moves, and 4 entries back would be the point of the first crash.
    let (mut r, _) = crashing(4);
    let car = CarId(0);
    assert_eq!(r.cars()[0].position(), Some(p(0, 0)));
    r.play(car, p(0, 1)).unwrap();
    r.play(car, p(0, 3)).unwrap();
    let events = r.play(car, p(0, 6)).unwrap();
    assert!(
        events.contains(&Event::Crashed {
            car,
            at: p(0, 0),
            penalty: 4
        }),
        "{events:?}"
    );
    assert_eq!(r.cars()[0].resets(), [4, 8]);
    assert_eq!(r.cars()[0].moves(), 6);
}
