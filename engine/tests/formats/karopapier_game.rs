//! A Karopapier game imported as a race record ([`racetrack::race::record::karopapier`]): a
//! game of the site's API shape written here (numbers as strings, a crash under ZZZ 2, a player
//! who leaves, the parc ferme), played back, and the errors for an illegal move, a crash the
//! engine sees elsewhere and a file that is no game.

use racetrack::Point;
use racetrack::race::CarStatus;
use racetrack::race::record::karopapier::{ImportError, import};
use racetrack::race::record::{RecordEvent, StartDirection, TacticalCrashes, check};
use serde_json::{Value, json};

/// Row 1: Ada drives right from her start at x 1 into the wall at x 9 (speed 3 at x 7: no
/// move, a crash, put back 2 entries to x 2), then down to the finish at (8, 3).
const MAP: &str = "XXXXXXXXXX\r\nXSOOOOOOOX\r\nXSOOOOOOOX\r\nPXXXXXXXFX\r\n";

fn entry(x: i32, y: i32, t: u32, crash: bool) -> Value {
    json!({"x": x.to_string(), "y": y.to_string(), "xv": "0", "yv": "0", "c": crash,
           "t": format!("2026-01-01 00:{:02}:{:02}", t / 60, t % 60)})
}

/// The game: Ada (rank 1) and Bob, who leaves in round 3.
fn game(ada: &[(i32, i32, bool)]) -> Value {
    let ada: Vec<Value> = ada
        .iter()
        .enumerate()
        .map(|(i, &(x, y, c))| entry(x, y, 10 * i as u32, c))
        .collect();
    let bob = vec![
        entry(1, 2, 5, false),
        entry(2, 2, 15, false),
        entry(2, 2, 25, false),
    ];
    json!({
        "game": {"id": 80000, "zzz": 2, "cps": true, "tcrash": "forbidden", "dir": "classic"},
        "players": [
            {"name": "Ada", "status": "ok", "position": 1, "moves": ada},
            {"name": "Bob", "status": "left", "position": 0, "moves": bob}
        ],
        "map": {"id": 1, "mapcode": MAP}
    })
}

const ADA: [(i32, i32, bool); 10] = [
    (1, 1, false),
    (2, 1, false),
    (4, 1, false),
    (7, 1, false),
    (2, 1, true),
    (3, 1, false),
    (5, 1, false),
    (7, 2, false),
    (8, 3, false),
    (0, 3, false),
];

#[test]
fn a_game_with_a_crash_and_a_leaver_plays_back_as_the_site_played_it() {
    let imported = import(&game(&ADA).to_string()).unwrap();
    let r = &imported.record;
    assert_eq!(r.rules, "karopapier");
    assert_eq!(r.options.crash_penalty, 2);
    assert_eq!(r.rounds.len(), 8, "the placements, then 7 rounds of moves");
    assert_eq!((imported.moves, imported.crashes), (8, 1));
    assert_eq!(imported.ranks, [1, 0]);
    let honour = r.honour.expect("the game's honour rules are kept");
    assert_eq!(
        (honour.start, honour.crashes),
        (StartDirection::Classic, TacticalCrashes::Forbidden)
    );
    let crashes: Vec<_> = r
        .rounds
        .iter()
        .flat_map(|round| &round.events)
        .filter(|e| matches!(e, RecordEvent::Crashed { .. }))
        .collect();
    assert_eq!(
        crashes,
        [&RecordEvent::Crashed {
            car: 0,
            at: [1, 2],
            penalty: 2
        }]
    );
    let s = &r.standings;
    assert_eq!((s[0].name.as_str(), s[0].place, s[0].moves), ("Ada", 1, 7));
    assert_eq!(s[0].state, CarStatus::Finished);
    assert_eq!(
        (s[1].name.as_str(), s[1].state),
        ("Bob", CarStatus::Retired)
    );
    check(r).unwrap();
    // The record's own text plays back too.
    let text = racetrack::race::record::to_json(r);
    check(&racetrack::race::record::parse(&text).unwrap()).unwrap();
}

#[test]
fn an_illegal_move_is_named_with_its_player_round_and_cells() {
    let mut ada = ADA;
    ada[7] = (7, 3, false); // from (5, 1) through the grass of row 3
    let err = import(&game(&ada).to_string()).unwrap_err();
    let ImportError::Illegal {
        player,
        round,
        from,
        to,
        passes,
        ..
    } = &err
    else {
        panic!("{err:?}");
    };
    assert_eq!((player.as_str(), *round), ("Ada", 7));
    assert_eq!((*from, *to), (Point::new(1, 5), Point::new(3, 7)));
    assert_eq!(passes, &[(5, 1), (6, 2), (7, 3)]);
    assert!(err.to_string().contains("from (5, 1) to (7, 3)"), "{err}");
}

#[test]
fn a_crash_the_engine_puts_elsewhere_is_refused() {
    let mut ada = ADA;
    ada[4] = (4, 1, true);
    let err = import(&game(&ada).to_string()).unwrap_err();
    assert!(
        matches!(&err, ImportError::Disagrees { player, .. } if player == "Ada"),
        "{err:?}"
    );
}

#[test]
fn what_is_no_game_is_said_plainly() {
    assert!(matches!(import("{}"), Err(ImportError::Json(_))));
    assert!(matches!(import("[1, 2"), Err(ImportError::Json(_))));
    let mut bad = game(&ADA);
    bad["map"]["mapcode"] = json!("XX#\nXSF");
    assert!(matches!(
        import(&bad.to_string()),
        Err(ImportError::Setup(_))
    ));
    let mut bad = game(&ADA);
    bad["game"]["zzz"] = json!(99);
    assert!(matches!(
        import(&bad.to_string()),
        Err(ImportError::Setup(_))
    ));
}
