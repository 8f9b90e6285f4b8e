//! The recorder: a race played round by round as answers arrive (the bots' races, the server's
//! online games, the page's races on one device), and its record.

use racetrack::race::CarId;
use racetrack::race::record::{self, Answer, RecordCar, RecordEvent, Settings, Status};
use racetrack::race::recorder::{AnswerError, Recorder};
use racetrack::{Rules, Track};

const TRACK: &str = "\
>.......*
>.......*
>.......*";

fn cars(n: usize) -> Vec<RecordCar> {
    ["Ada", "Bob", "Cy"][..n]
        .iter()
        .map(|name| RecordCar {
            name: name.to_string(),
            bot: "human".into(),
        })
        .collect()
}

fn recorder(n: usize, settings: Settings) -> Recorder {
    let track: Track = TRACK.parse().unwrap();
    Recorder::new(&track, Rules::Strict, 7, settings, cars(n)).unwrap()
}

fn start(car: usize, row: i32) -> Answer {
    Answer {
        car,
        status: Status::Ok,
        acc: None,
        start: Some([row, 0]),
        ms: 0,
        disqualified: false,
    }
}

fn acc(car: usize, dr: i32, dc: i32) -> Answer {
    Answer {
        acc: Some([dr, dc]),
        start: None,
        ..start(car, 0)
    }
}

#[test]
fn the_order_in_which_answers_arrive_changes_nothing() {
    let play = |order: &[usize]| {
        let mut r = recorder(3, Settings::default());
        for &car in order {
            r.answer(start(car, car as i32)).unwrap();
        }
        r.resolve().unwrap();
        for &car in order {
            r.answer(acc(car, 0, 1)).unwrap();
        }
        r.resolve().unwrap();
        r.record().clone()
    };
    let forward = play(&[0, 1, 2]);
    assert_eq!(forward, play(&[2, 0, 1]));
    assert_eq!(forward.rounds.len(), 2);
    assert!(forward.rounds[1].events.iter().any(|e| matches!(
        e,
        RecordEvent::Moved {
            car: 2,
            to: [2, 1],
            ..
        }
    )));
}

#[test]
fn answers_are_refused_with_the_reason() {
    let mut r = recorder(2, Settings::default());
    assert_eq!(
        r.answer(acc(0, 0, 1)).unwrap_err().to_string(),
        "car 1 is not placed yet: it chooses a start point"
    );
    assert!(matches!(r.answer(start(0, 1)), Ok(())));
    assert_eq!(r.answer(start(0, 2)), Err(AnswerError::Answered(CarId(0))));
    assert!(matches!(
        r.answer(start(5, 2)),
        Err(AnswerError::NoSuchCar(6))
    ));
    let not_start = Answer {
        start: Some([0, 3]),
        ..start(1, 0)
    };
    assert_eq!(
        r.answer(not_start).unwrap_err().to_string(),
        "(0, 3) is not a legal move for car 2"
    );
    assert_eq!(r.waiting(), vec![CarId(1)]);
    r.answer(start(1, 2)).unwrap();
    r.resolve().unwrap();
    assert_eq!(r.answer(acc(1, 2, 0)), Err(AnswerError::Acceleration(2, 0)));
    assert_eq!(
        r.answer(start(1, 0)).unwrap_err().to_string(),
        "car 2 is on the track: it chooses an acceleration"
    );
    // Car 1 stands on row 1; car 2 (row 2) may not go up into the wall above row 0... nor onto
    // a point off the track.
    r.answer(acc(0, -1, 1)).unwrap();
    assert_eq!(
        r.answer(acc(1, 1, 0)).unwrap_err().to_string(),
        "(3, 0) is not a legal move for car 2"
    );
}

#[test]
fn a_missing_answer_is_late_keeps_the_velocity_and_too_many_disqualify() {
    let settings = Settings {
        max_failures: 2,
        ..Settings::default()
    };
    let mut r = recorder(2, settings);
    r.answer(start(0, 0)).unwrap();
    r.answer(start(1, 1)).unwrap();
    r.resolve().unwrap();
    r.answer(acc(0, 0, 1)).unwrap();
    let round = r.resolve().unwrap();
    assert_eq!(round.answers[1].status, Status::Late);
    assert!(!round.answers[1].disqualified);
    r.answer(acc(0, 0, 0)).unwrap();
    let round = r.resolve().unwrap().clone();
    assert!(round.answers[1].disqualified);
    assert!(round.events.contains(&RecordEvent::Retired { car: 1 }));
    assert_eq!(r.pending(), vec![CarId(0)]);
    // Car 1 drives on alone at speed 1 to the finish at column 8.
    while !r.is_over() {
        r.answer(acc(0, 0, 0)).unwrap();
        r.resolve().unwrap();
    }
    assert_eq!(r.record().standings[0].name, "Ada");
    assert_eq!(
        r.record().standings[0].state,
        racetrack::race::CarStatus::Finished
    );
    assert_eq!(r.resolve(), None);
    assert_eq!(r.answer(acc(0, 0, 0)), Err(AnswerError::Over));
    record::check(r.record()).unwrap();
}

#[test]
fn the_last_round_ends_the_race_and_a_record_resumes_where_it_stopped() {
    let settings = Settings {
        max_rounds: 3,
        ..Settings::default()
    };
    let mut r = recorder(2, settings);
    r.answer(start(0, 0)).unwrap();
    r.answer(start(1, 2)).unwrap();
    r.resolve().unwrap();
    r.answer(acc(1, 0, 1)).unwrap();
    r.resolve().unwrap();
    let resumed = Recorder::resume(r.record()).unwrap();
    assert_eq!(resumed.round(), 3);
    assert_eq!(resumed.record(), r.record());
    assert_eq!(resumed.race(), r.race());
    r.resolve().unwrap();
    assert!(r.is_over());
    assert!(r.pending().is_empty());
    record::check(r.record()).unwrap();

    let mut forged = r.record().clone();
    forged.rounds[1].answers[1].acc = Some([0, 0]);
    assert!(Recorder::resume(&forged).is_err());
}

#[test]
fn a_hot_seat_race_takes_one_car_a_round_and_max_failures_0_never_disqualifies() {
    let settings = Settings {
        max_failures: 0,
        turns: racetrack::race::TurnOrder::HotSeat,
        ..Settings::default()
    };
    let mut r = recorder(2, settings);
    assert_eq!(r.pending(), vec![CarId(0)]);
    assert_eq!(
        r.answer(start(1, 1)),
        Err(AnswerError::NotPending(CarId(1)))
    );
    r.answer(start(0, 0)).unwrap();
    let round = r.resolve().unwrap();
    assert_eq!(round.answers.len(), 1);
    assert_eq!(
        round.events,
        vec![RecordEvent::Placed { car: 0, at: [0, 0] }]
    );
    assert_eq!(r.pending(), vec![CarId(1)]);
    r.answer(start(1, 1)).unwrap();
    r.resolve().unwrap();
    // Car 1 misses every turn: late each time, never disqualified. Car 0 drives at speed 1.
    let mut first = true;
    for _ in 0..30 {
        if r.is_over() {
            break;
        }
        if r.pending() == [CarId(0)] {
            r.answer(acc(0, 0, i32::from(first))).unwrap();
            first = false;
        }
        let round = r.resolve().unwrap();
        assert!(round.answers.iter().all(|a| !a.disqualified));
    }
    assert!(r.record().rounds.iter().all(|round| {
        !round
            .events
            .iter()
            .any(|e| matches!(e, RecordEvent::Disqualified { .. }))
    }));
    assert_eq!(record::check(r.record()), Ok(()));
}

#[test]
fn a_resignation_in_a_two_car_race_ends_it_at_once_with_the_other_car_first() {
    let mut r = recorder(2, Settings::default());
    r.answer(start(0, 0)).unwrap();
    r.answer(start(1, 1)).unwrap();
    r.resolve().unwrap();
    // Bob has not answered round 2 when Ada resigns: the round closes, and nobody is late.
    r.answer(acc(0, 0, 1)).unwrap();
    let round = r
        .resign(CarId(0))
        .unwrap()
        .expect("the round resolves at once")
        .clone();
    assert_eq!(round.answers.len(), 1, "{round:?}");
    assert_eq!(round.answers[0].status, Status::Resigned);
    assert_eq!(
        round.events,
        vec![
            RecordEvent::Resigned { car: 0 },
            RecordEvent::Retired { car: 0 }
        ]
    );
    assert!(r.is_over());
    assert!(r.pending().is_empty());
    let standings = &r.record().standings;
    assert_eq!((standings[0].name.as_str(), standings[0].place), ("Bob", 1));
    assert_eq!(
        (standings[1].name.as_str(), standings[1].state.name()),
        ("Ada", "retired")
    );
    // The record plays back, and a recorder resumed from it is over too.
    record::check(r.record()).unwrap();
    assert!(Recorder::resume(r.record()).unwrap().is_over());
    assert_eq!(r.resign(CarId(1)).unwrap_err(), AnswerError::Over);
}

#[test]
fn a_resignation_among_three_waits_for_the_round_and_is_not_a_miss() {
    let mut r = recorder(3, Settings::default());
    for car in 0..3 {
        r.answer(start(car, car as i32)).unwrap();
    }
    r.resolve().unwrap();
    assert!(r.resign(CarId(2)).unwrap().is_none(), "two cars still race");
    assert_eq!(r.waiting(), vec![CarId(0), CarId(1)]);
    assert_eq!(
        r.resign(CarId(2)).unwrap_err(),
        AnswerError::NotPending(CarId(2)),
        "a second resignation is refused"
    );
    r.answer(acc(0, 0, 1)).unwrap();
    r.answer(acc(1, 0, 1)).unwrap();
    let round = r.resolve().unwrap().clone();
    assert!(round.events.contains(&RecordEvent::Resigned { car: 2 }));
    assert!(
        !round
            .events
            .iter()
            .any(|e| matches!(e, RecordEvent::Missed { .. })),
        "{:?}",
        round.events
    );
    assert!(!r.is_over());
    assert_eq!(r.waiting(), vec![CarId(0), CarId(1)]);
    assert_eq!(
        r.record().standings[2].state,
        racetrack::race::CarStatus::Retired
    );
    record::check(r.record()).unwrap();
}

#[test]
fn a_record_keeps_its_rules_version_and_one_without_it_replays_under_rules_1() {
    // A clash on row 0 of round 1: under rules 2 the car drawn second is placed on the nearest
    // free start point at once; under rules 1 it stayed off and chose again.
    let clash = |settings: Settings| {
        let mut r = recorder(2, settings);
        r.answer(start(0, 0)).unwrap();
        r.answer(start(1, 0)).unwrap();
        r.resolve().unwrap();
        r.record().clone()
    };
    let now = clash(Settings::default());
    assert_eq!(now.options.rules_version, racetrack::race::RULES_VERSION);
    let placed = |rec: &record::Record| {
        rec.rounds[0]
            .events
            .iter()
            .filter(|e| matches!(e, RecordEvent::Placed { .. }))
            .count()
    };
    assert_eq!(
        placed(&now),
        2,
        "both placed in round 1: {:?}",
        now.rounds[0]
    );
    assert_eq!(record::check(&now), Ok(()));
    let old = clash(Settings {
        rules_version: 1,
        ..Settings::default()
    });
    assert_eq!(placed(&old), 1);
    // Written before the field existed: read as rules 1, and it checks as played.
    let mut json: serde_json::Value = serde_json::to_value(&old).unwrap();
    json["options"]
        .as_object_mut()
        .unwrap()
        .remove("rules_version");
    let read = record::parse(&json.to_string()).unwrap();
    assert_eq!(read.options.rules_version, 1);
    assert_eq!(record::check(&read), Ok(()));
    // A version this engine does not know is said, not guessed.
    json["options"]["rules_version"] = serde_json::json!(99);
    let unknown = record::parse(&json.to_string()).unwrap();
    let error = record::check(&unknown).unwrap_err().to_string();
    assert!(error.contains("race rules version 99"), "{error}");
}
