//! Races: blocking, crashes and their penalty, standings, hot-seat order, simultaneous rounds
//! drawn from the seed, a one-car race against a `Game`, and when a race ends.

use racetrack::race::{
    CarId, CarState, Event, NameError, Race, RaceError, RaceOptions, Standing, TurnOrder,
};
use racetrack::{Point, Rules, Track, Velocity};

pub(crate) fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

pub(crate) fn names(n: usize) -> Vec<String> {
    ["Ada", "Bob", "Cy", "Di", "Ed", "Flo", "Gus", "Hal", "Ivy"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

pub(crate) fn hot_seat(track: &str, cars: usize, crash_penalty: u32) -> Race {
    let settings = RaceOptions {
        crash_penalty,
        ..RaceOptions::default()
    };
    Race::new(track.parse().unwrap(), Rules::Strict, names(cars), settings).unwrap()
}

pub(crate) fn simultaneous(track: &str, cars: usize, seed: u64) -> Race {
    let settings = RaceOptions {
        turns: TurnOrder::Simultaneous,
        seed,
        ..RaceOptions::default()
    };
    Race::new(track.parse().unwrap(), Rules::Strict, names(cars), settings).unwrap()
}

/// Plays hot-seat moves, each by the car whose turn it is; returns the events of the last.
fn play_all(race: &mut Race, moves: &[Point]) -> Vec<Event> {
    let mut events = Vec::new();
    for &to in moves {
        let car = race.to_move().expect("a car to move");
        events = race.play(car, to).unwrap();
    }
    events
}

pub(crate) const C0: CarId = CarId(0);
pub(crate) const C1: CarId = CarId(1);
const C2: CarId = CarId(2);
const C3: CarId = CarId(3);

#[test]
fn a_race_needs_one_to_eight_named_cars_and_a_start_point_each() {
    let track: Track = ">>.*".parse().unwrap();
    let new =
        |names: Vec<String>, settings| Race::new(track.clone(), Rules::Strict, names, settings);
    let defaults = RaceOptions::default();
    assert_eq!(new(vec![], defaults).err(), Some(RaceError::CarCount(0)));
    assert_eq!(new(names(9), defaults).err(), Some(RaceError::CarCount(9)));
    assert_eq!(
        new(names(3), defaults).err(),
        Some(RaceError::TooFewStarts { starts: 2, cars: 3 })
    );
    let long = vec!["Ada".into(), "x".repeat(25)];
    assert_eq!(
        new(long, defaults).err(),
        Some(RaceError::Name {
            car: C1,
            error: NameError::TooLong { chars: 25 }
        })
    );
    let blank = vec!["  ".into()];
    assert_eq!(
        new(blank, defaults).err(),
        Some(RaceError::Name {
            car: C0,
            error: NameError::Empty
        })
    );
    let harsh = RaceOptions {
        crash_penalty: 11,
        ..defaults
    };
    assert_eq!(new(names(1), harsh).err(), Some(RaceError::Penalty(11)));
    // Names are told apart after trimming, as they are shown.
    let twice = vec!["Ada".into(), " Ada ".into()];
    assert_eq!(
        new(twice, defaults).err(),
        Some(RaceError::SameName("Ada".into()))
    );
    let race = new(vec!["  Ada  ".into(), "Bob".into()], defaults).unwrap();
    assert_eq!(race.cars()[0].name(), "Ada");
    assert!(race.cars().iter().all(|c| c.state() == CarState::Placing));
}

#[test]
fn an_occupied_start_point_is_not_offered() {
    let mut race = hot_seat(">>..*", 2, 2);
    assert_eq!(race.options(C0), vec![p(0, 0), p(0, 1)]);
    assert_eq!(race.options(C1), vec![], "not car 2's turn");
    race.play(C0, p(0, 0)).unwrap();
    assert_eq!(race.options(C1), vec![p(0, 1)]);
    assert_eq!(
        race.play(C1, p(0, 0)),
        Err(RaceError::Occupied {
            car: C1,
            to: p(0, 0)
        })
    );
    assert_eq!(
        race.play(C1, p(0, 2)),
        Err(RaceError::Illegal {
            car: C1,
            to: p(0, 2)
        })
    );
}

#[test]
fn an_occupied_point_is_not_offered_but_segments_may_cross_it() {
    let mut race = hot_seat(">>......*", 2, 2);
    // Car 1 ahead on (0, 1), car 2 behind on (0, 0).
    play_all(&mut race, &[p(0, 1), p(0, 0), p(0, 2), p(0, 1)]);
    // Car 1 brakes to a stop on (0, 2).
    play_all(&mut race, &[p(0, 2)]);
    assert_eq!(race.cars()[0].velocity(), Velocity::new(0, 0));
    // Car 2 at speed 1 may not stop on (0, 2) but may drive over it.
    assert_eq!(race.options(C1), vec![p(0, 1), p(0, 3)]);
    assert_eq!(
        race.play(C1, p(0, 2)),
        Err(RaceError::Occupied {
            car: C1,
            to: p(0, 2)
        })
    );
    let events = race.play(C1, p(0, 3)).unwrap();
    assert_eq!(
        events,
        vec![Event::Moved {
            car: C1,
            from: p(0, 1),
            to: p(0, 3)
        }]
    );
}

/// Car 1 races into a dead end on row 0; car 2 drives to the finish on row 2.
const DEAD_END: &str = ">...#\n#####\n>...*\n";

#[test]
fn a_crashed_car_sits_out_exactly_the_penalty_each_turn_counted_then_drives_at_speed_0() {
    let mut race = hot_seat(DEAD_END, 2, 2);
    play_all(&mut race, &[p(0, 0), p(2, 0), p(0, 1), p(2, 1), p(0, 3)]);
    // Car 1 has no option on its next turn: it crashes when car 2 hands the turn over.
    let events = race.play(C1, p(2, 2)).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Moved {
                car: C1,
                from: p(2, 1),
                to: p(2, 2)
            },
            Event::Crashed {
                car: C0,
                at: p(0, 3),
                penalty: 2
            },
        ]
    );
    assert_eq!(
        race.cars()[0].state(),
        CarState::SittingOut { turns_left: 2 }
    );
    assert_eq!(race.to_move(), Some(C1));
    let events = race.play(C1, p(2, 3)).unwrap();
    assert_eq!(
        events[1],
        Event::SatOut {
            car: C0,
            turns_left: 1
        }
    );
    assert_eq!(race.to_move(), Some(C1));
    let events = race.play(C1, p(2, 4)).unwrap();
    assert_eq!(
        events,
        vec![
            Event::Moved {
                car: C1,
                from: p(2, 3),
                to: p(2, 4)
            },
            Event::Finished { car: C1, moves: 4 },
            Event::SatOut {
                car: C0,
                turns_left: 0
            },
        ]
    );
    let car = &race.cars()[0];
    assert_eq!(car.state(), CarState::Running);
    // Two moves, the crash turn and two turns sat out.
    assert_eq!(car.moves(), 5);
    assert_eq!(car.trajectory()[2..], [p(0, 3); 4]);
    assert_eq!(car.velocity(), Velocity::new(0, 0));
    assert_eq!(race.to_move(), Some(C0));
    assert_eq!(race.options(C0), vec![p(0, 2), p(0, 3)]);
}

#[test]
fn with_no_penalty_a_crash_costs_only_the_turn_it_happens_on() {
    let mut race = hot_seat(DEAD_END, 1, 0);
    let events = play_all(&mut race, &[p(0, 0), p(0, 1), p(0, 3)]);
    assert_eq!(
        events[1],
        Event::Crashed {
            car: C0,
            at: p(0, 3),
            penalty: 0
        }
    );
    assert_eq!(race.cars()[0].state(), CarState::Running);
    assert_eq!(race.cars()[0].moves(), 3);
    assert_eq!(race.options(C0), vec![p(0, 2), p(0, 3)]);
}

#[test]
fn a_car_whose_only_options_are_occupied_crashes() {
    // Car 1 comes at speed 2 toward the wall; only (0, 4) would stop it, and car 2 stands there.
    let mut race = hot_seat(">...>#\n#####*", 2, 2);
    play_all(&mut race, &[p(0, 0), p(0, 4), p(0, 1), p(0, 4), p(0, 3)]);
    let alone = racetrack::game::options(race.track(), Rules::Strict, race.cars()[0].trajectory());
    assert_eq!(alone, vec![p(0, 4)]);
    let events = race.play(C1, p(0, 4)).unwrap();
    assert_eq!(
        events[1],
        Event::Crashed {
            car: C0,
            at: p(0, 3),
            penalty: 2
        }
    );
    assert_eq!(race.to_move(), Some(C1));
    assert_eq!(race.options(C1), vec![p(0, 4)]);
}

#[test]
fn a_finished_car_leaves_the_track() {
    let mut race = hot_seat("#>>*", 2, 1);
    play_all(&mut race, &[p(0, 2), p(0, 1)]);
    assert_eq!(race.options(C0), vec![p(0, 2), p(0, 3)]);
    let events = race.play(C0, p(0, 3)).unwrap();
    assert_eq!(events[1], Event::Finished { car: C0, moves: 1 });
    assert_eq!(race.options(C1), vec![p(0, 1), p(0, 2)]);
}

#[test]
fn hot_seat_turns_go_round_in_order_skipping_finished_cars() {
    let mut race = hot_seat(">..*\n>...\n>...", 3, 2);
    let mut order = Vec::new();
    for to in [p(0, 0), p(1, 0), p(2, 0), p(0, 1), p(1, 1), p(2, 1)] {
        let car = race.to_move().unwrap();
        order.push(car);
        assert_eq!(race.pending(), vec![car]);
        let other = CarId((car.0 + 1) % 3);
        assert_eq!(race.play(other, to), Err(RaceError::NotYourTurn(other)));
        race.play(car, to).unwrap();
    }
    assert_eq!(order, [C0, C1, C2, C0, C1, C2]);
    race.play(C0, p(0, 3)).unwrap();
    assert_eq!(race.cars()[0].state(), CarState::Finished { moves: 2 });
    race.play(C1, p(1, 2)).unwrap();
    race.play(C2, p(2, 2)).unwrap();
    assert_eq!(race.to_move(), Some(C1));
    assert_eq!(race.play(C0, p(0, 3)), Err(RaceError::OutOfRace(C0)));
    assert_eq!(
        race.choose(C1, p(1, 2)),
        Err(RaceError::WrongTurnOrder(TurnOrder::HotSeat))
    );
}

#[test]
fn finishers_rank_by_moves_ties_share_a_place_and_the_retired_come_last() {
    let mut race = hot_seat(">..*\n>..*\n>..*\n>..*", 4, 2);
    race.resign(C3).unwrap();
    play_all(
        &mut race,
        &[p(0, 0), p(1, 0), p(2, 0), p(0, 1), p(1, 1), p(2, 1)],
    );
    // Car 1 and car 3 finish in 2 moves, car 2 in 3.
    play_all(&mut race, &[p(0, 3), p(1, 2), p(2, 3)]);
    assert!(!race.is_over());
    let events = play_all(&mut race, &[p(1, 3)]);
    assert_eq!(events.last(), Some(&Event::Over));
    assert!(race.is_over());
    let standings = race.standings();
    let places: Vec<_> = standings
        .iter()
        .map(|s| (s.car, s.place, s.moves))
        .collect();
    assert_eq!(places, [(C0, 1, 2), (C2, 1, 2), (C1, 3, 3), (C3, 4, 0)]);
    assert_eq!(standings[3].state, CarState::Retired);
    assert_eq!(race.to_move(), None);
    assert_eq!(race.play(C1, p(1, 3)), Err(RaceError::Over));
    assert_eq!(race.resign(C1), Err(RaceError::Over));
}

#[test]
fn live_standings_rank_cars_still_racing_by_progress_after_the_finishers() {
    let mut race = hot_seat(">.....*\n>.....*\n>.....*", 3, 2);
    race.play(C0, p(0, 0)).unwrap();
    // Placed cars rank ahead of cars not yet placed, which share a place.
    let places: Vec<_> = race.standings().iter().map(|s| (s.car, s.place)).collect();
    assert_eq!(places, [(C0, 1), (C1, 2), (C2, 2)]);
    play_all(&mut race, &[p(1, 0), p(2, 0), p(0, 1), p(1, 1), p(2, 0)]);
    // Cars 1 and 2 are on (r, 1) at speed 1, car 3 still stands on its start point.
    let standings = race.standings();
    assert_eq!(
        standings[0],
        Standing {
            car: C0,
            place: 1,
            moves: 1,
            state: CarState::Running
        }
    );
    assert_eq!((standings[1].car, standings[1].place), (C1, 1));
    assert_eq!((standings[2].car, standings[2].place), (C2, 3));
}

#[test]
fn with_checkpoints_a_car_that_has_collected_one_ranks_ahead_of_one_still_by_the_finish() {
    // The finish beside the starts; checkpoint 1 four points away along the middle row.
    let mut race = hot_seat(">........\n*...1....\n>........", 2, 2);
    // Car 1 drives to the checkpoint; car 2 rolls one point and stands, beside the finish.
    let one = [p(0, 0), p(0, 1), p(0, 3), p(1, 4)];
    let two = [p(2, 0), p(2, 1), p(2, 1), p(2, 1)];
    for (a, b) in one.into_iter().zip(two) {
        race.play(C0, a).unwrap();
        race.play(C1, b).unwrap();
    }
    assert_ne!(
        race.cars()[0]
            .progress(race.track(), race.rules())
            .collected,
        0
    );
    // By the finish alone car 2 would lead (1 point from it against 4).
    let order: Vec<_> = race.standings().iter().map(|s| s.car).collect();
    assert_eq!(order, [C0, C1], "the car holding the checkpoint leads");
}

#[test]
fn simultaneous_cars_choose_from_the_same_state_then_the_round_is_applied() {
    let mut race = simultaneous(">..*\n>..*", 2, 7);
    assert_eq!(race.pending(), vec![C0, C1]);
    assert_eq!(race.to_move(), None);
    assert_eq!(
        race.choose(C0, p(0, 0)).unwrap(),
        vec![Event::Chose { car: C0 }]
    );
    // Car 2 still sees both start points: car 1 is not placed before the round is applied.
    assert_eq!(race.options(C1), vec![p(0, 0), p(1, 0)]);
    assert_eq!(race.pending(), vec![C1]);
    // A car may change its mind until the round is applied.
    race.choose(C0, p(1, 0)).unwrap();
    assert_eq!(race.choice(C0), Some(p(1, 0)));
    let events = race.choose(C1, p(0, 0)).unwrap();
    assert!(matches!(&events[1], Event::Round { order } if order.len() == 2));
    assert_eq!(race.cars()[0].position(), Some(p(1, 0)));
    assert_eq!(race.cars()[1].position(), Some(p(0, 0)));
    assert_eq!(race.pending(), vec![C0, C1]);
    assert_eq!(
        race.play(C0, p(1, 1)),
        Err(RaceError::WrongTurnOrder(TurnOrder::Simultaneous))
    );
}

#[test]
fn in_a_simultaneous_round_a_taken_point_refuses_the_later_move_which_stands_at_speed_0() {
    for seed in 0..8 {
        let mut race = simultaneous(">..*\n>..*", 2, seed);
        race.choose(C0, p(0, 0)).unwrap();
        race.choose(C1, p(1, 0)).unwrap();
        race.choose(C0, p(0, 1)).unwrap();
        let events = race.choose(C1, p(0, 1)).unwrap();
        let Event::Round { order } = &events[1] else {
            panic!("no round in {events:?}")
        };
        let (first, second) = (order[0], order[1]);
        assert!(events.contains(&Event::Refused {
            car: second,
            to: p(0, 1)
        }));
        assert_eq!(race.cars()[first.0].position(), Some(p(0, 1)));
        let loser = &race.cars()[second.0];
        assert_eq!(loser.trajectory(), [p(second.0 as i32, 0); 2]);
        assert_eq!((loser.moves(), loser.velocity()), (1, Velocity::new(0, 0)));
        assert_eq!(loser.state(), CarState::Running);
    }
}

#[test]
fn under_rules_1_a_refused_placement_places_again_in_the_next_round() {
    let settings = RaceOptions {
        turns: TurnOrder::Simultaneous,
        seed: 3,
        rules_version: 1,
        ..RaceOptions::default()
    };
    let mut race = Race::new(
        ">..*\n>..*".parse().unwrap(),
        Rules::Strict,
        names(2),
        settings,
    )
    .unwrap();
    race.choose(C0, p(0, 0)).unwrap();
    let events = race.choose(C1, p(0, 0)).unwrap();
    let Event::Round { order } = &events[1] else {
        panic!("no round in {events:?}")
    };
    let (first, second) = (order[0], order[1]);
    assert_eq!(
        events[3],
        Event::Refused {
            car: second,
            to: p(0, 0)
        }
    );
    assert_eq!(race.cars()[second.0].state(), CarState::Placing);
    assert_eq!(race.cars()[second.0].moves(), 0);
    assert_eq!(race.options(second), vec![p(1, 0)]);
    // The car placed on (0, 0) sees (1, 0) free: the other car is not on the track yet.
    assert_eq!(
        race.options(first),
        vec![p(0, 0), p(0, 1), p(1, 0), p(1, 1)]
    );
}

#[test]
fn a_refused_placement_takes_the_nearest_free_start_point_at_once() {
    // Rules 2: the best start point draws every car; the one drawn second is placed on the
    // nearest free start point instead of losing the round.
    assert_eq!(racetrack::race::RULES_VERSION, 2);
    let mut race = simultaneous(">..*\n>..*\n#..*\n>..*", 3, 3);
    race.choose(C0, p(0, 0)).unwrap();
    race.choose(C1, p(0, 0)).unwrap();
    let events = race.choose(CarId(2), p(0, 0)).unwrap();
    let Event::Round { order } = &events[1] else {
        panic!("no round in {events:?}")
    };
    let (second, third) = (order[1], order[2]);
    // The second: refused, then on (1, 0), the nearest; the third: refused, then on (3, 0),
    // the only one left.
    let after_round: Vec<&Event> = events[2..].iter().collect();
    assert!(
        after_round.contains(&&Event::Refused {
            car: second,
            to: p(0, 0)
        }),
        "{events:?}"
    );
    assert!(
        after_round.contains(&&Event::Placed {
            car: second,
            at: p(1, 0)
        }),
        "{events:?}"
    );
    assert!(
        after_round.contains(&&Event::Placed {
            car: third,
            at: p(3, 0)
        }),
        "{events:?}"
    );
    for car in 0..3 {
        assert_eq!(race.cars()[car].state(), CarState::Running, "car {car}");
    }
}
