//! Challenge links (v2): round trips with names, the documented format, every way a challenge
//! can be wrong, and v1 links reading as before.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use proptest::prelude::*;
use racetrack::link::{self, Challenge, LinkError, Section};
use racetrack::{Coach, Point, Rules, Track, Velocity, game};

use crate::strategies::{road_or_wall, small_track};

const TRACK: &str = "\
###########
#>>.......#
#>>...##..#
#.....##..#
#######...#
#**.......#
###########
";

/// A section the way the format says: raw DEFLATE then unpadded base64url.
fn pack(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(miniz_oxide::deflate::compress_to_vec(bytes, 6))
}

/// A name section: unpadded base64url of the UTF-8 bytes.
fn name(text: &str) -> String {
    URL_SAFE_NO_PAD.encode(text.as_bytes())
}

/// v1 links to [`TRACK`] written by the v1-only encoder (commit 3878fd2), pinned.
const GOLDEN_WITH_MOVES: &str =
    "v1.strict.TYy5CQAwDMT6rKHORUbw_mMFIvyoEoc4aA6ZV8rhu5suNhHTr58H.Y2RkZWUBAA";
const GOLDEN_TRACK_ONLY: &str = "v1.soft.TYy5CQAwDMT6rKHORUbw_mMFIvyoEoc4aA6ZV8rhu5suNhHTr58H";

fn track() -> Track {
    TRACK.parse().unwrap()
}

/// Plays a won game: `choices` pick among the options from which a finish can still be reached
/// (each modulo their number, the first choosing the start point), then the car takes the
/// fewest moves to the finish. `None` when no start point reaches a finish.
fn win(track: &Track, rules: Rules, choices: &[usize]) -> Option<Vec<Point>> {
    let mut coach = Coach::new(track, rules).ok()?;
    coach.run();
    coach.optimum()?;
    let distance = |trajectory: &[Point], to: Point| {
        let speed = trajectory.last().map_or(Velocity::default(), |&at| to - at);
        coach.moves_to_finish(to, speed)
    };
    let mut trajectory: Vec<Point> = Vec::new();
    let mut choices = choices.iter();
    while trajectory.len() < 2 || !track.is_finish(trajectory[trajectory.len() - 1]) {
        let mut alive: Vec<(u32, Point)> = game::options(track, rules, &trajectory)
            .into_iter()
            .filter_map(|to| Some((distance(&trajectory, to)?, to)))
            .collect();
        let next = match choices.next() {
            Some(&choice) => alive[choice % alive.len()].1,
            None => {
                alive.sort();
                alive[0].1
            }
        };
        trajectory.push(next);
    }
    Some(trajectory)
}

fn won_game() -> Vec<Point> {
    win(&track(), Rules::Strict, &[0, 5, 5, 5]).unwrap()
}

/// The fields of a valid challenge on [`TRACK`], to break one at a time.
fn fields() -> Vec<String> {
    let fragment =
        link::encode_challenge(&track(), Rules::Strict, &won_game(), "Hairpin", "Alice").unwrap();
    fragment.split('.').map(str::to_owned).collect()
}

#[test]
fn a_challenge_round_trips_with_its_names() {
    let trajectory = won_game();
    for (track_name, player) in [
        ("Hairpin", "Alice"),
        ("Ålesund – côte", "Zoë"),
        ("東京 🏁", "Ñandú"),
    ] {
        let fragment =
            link::encode_challenge(&track(), Rules::Soft, &trajectory, track_name, player).unwrap();
        assert!(fragment.starts_with("v2.soft."), "{fragment}");
        assert_eq!(fragment.split('.').count(), 6);
        for text in [fragment.clone(), format!("#{fragment}")] {
            let shared = link::decode(&text).unwrap();
            assert_eq!(shared.track, track());
            assert_eq!(shared.rules, Rules::Soft);
            assert_eq!(shared.trajectory, trajectory);
            let challenge = Challenge {
                track_name: track_name.to_owned(),
                player: player.to_owned(),
            };
            assert_eq!(shared.challenge, Some(challenge));
        }
    }
}

#[test]
fn a_challenge_shares_the_v1_sections() {
    let trajectory = won_game();
    let v1 = link::encode(&track(), Rules::Strict, &trajectory).unwrap();
    let v2 =
        link::encode_challenge(&track(), Rules::Strict, &trajectory, "Hairpin", "Alice").unwrap();
    assert_eq!(
        v2,
        format!("v2{}.{}.{}", &v1[2..], name("Hairpin"), name("Alice"))
    );
    let (one, two) = (link::decode(&v1).unwrap(), link::decode(&v2).unwrap());
    assert_eq!(
        (one.track, one.rules, one.trajectory),
        (two.track, two.rules, two.trajectory)
    );
    assert_eq!(one.challenge, None);
}

#[test]
fn the_documented_example_decodes() {
    let readme = std::fs::read_to_string("../docs/links.md").unwrap();
    let section = &readme[readme.find("## Examples").unwrap()..];
    let example = section.lines().find(|l| l.starts_with("#v2.")).unwrap();
    let shared = link::decode(example).unwrap();
    assert_eq!(shared.track, ">..*".parse().unwrap());
    assert_eq!(shared.rules, Rules::Strict);
    assert_eq!(
        shared.trajectory,
        [Point::new(0, 0), Point::new(0, 1), Point::new(0, 3)]
    );
    let challenge = shared.challenge.unwrap();
    assert_eq!(
        (challenge.track_name.as_str(), challenge.player.as_str()),
        ("Sprint", "Zoë")
    );
}

#[test]
fn v1_links_read_as_before() {
    // Written by the v1-only encoder; the same links must keep opening, with no challenge.
    let trajectory = [
        Point::new(1, 1),
        Point::new(1, 2),
        Point::new(1, 4),
        Point::new(1, 6),
    ];
    for (fragment, rules, trajectory) in [
        (GOLDEN_WITH_MOVES, Rules::Strict, &trajectory[..]),
        (GOLDEN_TRACK_ONLY, Rules::Soft, &[][..]),
    ] {
        let shared = link::decode(fragment).unwrap();
        assert_eq!((&shared.track, shared.rules), (&track(), rules));
        assert_eq!(shared.trajectory, trajectory);
        assert_eq!(shared.challenge, None);
        assert_eq!(link::encode(&track(), rules, trajectory).unwrap(), fragment);
    }
    // A v1 link carries no names: with them it is malformed.
    let extended = format!("{GOLDEN_WITH_MOVES}.{}.{}", name("Hairpin"), name("Alice"));
    assert_eq!(link::decode(&extended), Err(LinkError::Malformed));
}

#[test]
fn a_challenge_must_be_a_won_game() {
    let track = track();
    let unfinished = [Point::new(1, 1), Point::new(1, 2), Point::new(1, 4)];
    let illegal = [Point::new(3, 3)];
    for (trajectory, error) in [
        (&unfinished[..], LinkError::NotFinished),
        (&unfinished[..1], LinkError::NotFinished),
        (&[][..], LinkError::NotFinished),
        (&illegal[..], LinkError::IllegalTrajectory(Rules::Strict)),
    ] {
        assert_eq!(
            link::encode_challenge(&track, Rules::Strict, trajectory, "Hairpin", "Alice"),
            Err(error.clone()),
            "{trajectory:?}"
        );
        let v1 = link::encode(&track, Rules::Strict, trajectory);
        if let Ok(v1) = v1 {
            let mut f = fields();
            f[3] = v1.split('.').nth(3).unwrap_or("").to_owned();
            assert_eq!(link::decode(&f.join(".")), Err(error), "{trajectory:?}");
        }
    }
    let mut f = fields();
    f[3] = pack(&[3, 3]); // placed on a road point that is not a start point
    assert_eq!(
        link::decode(&f.join(".")),
        Err(LinkError::IllegalTrajectory(Rules::Strict))
    );
}

#[test]
fn a_challenge_that_goes_on_past_the_finish_is_refused() {
    // Legal play crosses the finish at (0, 2) and keeps its speed to another at (0, 4).
    let track: Track = ">.*.*\n".parse().unwrap();
    let through: Vec<Point> = (0..5).map(|c| Point::new(0, c)).collect();
    assert!(game::is_legal_trajectory(&track, Rules::Strict, &through));
    let error = LinkError::FinishedEarly { moves: 2 };
    assert_eq!(
        link::encode_challenge(&track, Rules::Strict, &through, "Twice", "Alice"),
        Err(error.clone())
    );
    let fragment = format!(
        "v2.strict.{}.{}.{}.{}",
        pack(b">.*.*\n"),
        pack(&[0, 0, 5, 4, 4, 4]),
        name("Twice"),
        name("Alice")
    );
    assert_eq!(link::decode(&fragment), Err(error));
}

#[test]
fn names_are_checked_on_both_sides() {
    let trajectory = won_game();
    let long_player = "é".repeat(25);
    let long_track = "🏁".repeat(61);
    let cases = [
        ("", "Alice", LinkError::EmptyName(Section::TrackName)),
        ("Hairpin", " \t", LinkError::EmptyName(Section::Player)),
        (
            long_track.as_str(),
            "Alice",
            LinkError::NameTooLong {
                section: Section::TrackName,
                max: 60,
            },
        ),
        (
            "Hairpin",
            long_player.as_str(),
            LinkError::NameTooLong {
                section: Section::Player,
                max: 24,
            },
        ),
        (
            "Hair\npin",
            "Alice",
            LinkError::ForbiddenCharacter {
                section: Section::TrackName,
                character: '\n',
                position: 5,
            },
        ),
        (
            "Hairpin",
            "Al\u{7}ice",
            LinkError::ForbiddenCharacter {
                section: Section::Player,
                character: '\u{7}',
                position: 3,
            },
        ),
        (
            "Hairpin",
            "\u{202E}ecilA",
            LinkError::ForbiddenCharacter {
                section: Section::Player,
                character: '\u{202E}',
                position: 1,
            },
        ),
        (
            "Hairpin",
            "Alice\u{85}",
            LinkError::ForbiddenCharacter {
                section: Section::Player,
                character: '\u{85}',
                position: 6,
            },
        ),
    ];
    for (track_name, player, error) in cases {
        assert_eq!(
            link::encode_challenge(&track(), Rules::Strict, &trajectory, track_name, player),
            Err(error.clone()),
            "{track_name:?} {player:?}"
        );
        let mut f = fields();
        f[4] = name(track_name);
        f[5] = name(player);
        assert_eq!(
            link::decode(&f.join(".")),
            Err(error),
            "{track_name:?} {player:?}"
        );
    }
    // Exactly at the limits, in characters rather than bytes.
    let (at_track, at_player) = ("🏁".repeat(60), "é".repeat(24));
    let fragment =
        link::encode_challenge(&track(), Rules::Strict, &trajectory, &at_track, &at_player)
            .unwrap();
    let challenge = link::decode(&fragment).unwrap().challenge.unwrap();
    assert_eq!(
        (challenge.track_name, challenge.player),
        (at_track, at_player)
    );
}

#[test]
fn name_sections_must_be_base64url_of_utf8_and_short() {
    let cases = [
        (
            4,
            "QWxp+2U".to_owned(),
            LinkError::Base64(Section::TrackName),
        ),
        (5, "QWxpY2U=".to_owned(), LinkError::Base64(Section::Player)),
        (
            5,
            URL_SAFE_NO_PAD.encode([0x41, 0xff, 0x42]),
            LinkError::NotUtf8(Section::Player),
        ),
        (
            5,
            "A".repeat(1_000),
            LinkError::NameTooLong {
                section: Section::Player,
                max: 24,
            },
        ),
        (
            4,
            "A".repeat(100_000),
            LinkError::NameTooLong {
                section: Section::TrackName,
                max: 60,
            },
        ),
    ];
    for (field, text, error) in cases {
        let mut f = fields();
        f[field] = text;
        assert_eq!(link::decode(&f.join(".")), Err(error));
    }
}

#[test]
fn versions_and_truncations_each_say_what_is_wrong() {
    let f = fields();
    let cut = |n: usize| f[..n].join(".");
    assert_eq!(
        link::decode(&cut(6)).map(|s| s.challenge.is_some()),
        Ok(true)
    );
    assert_eq!(link::decode(&cut(1)), Err(LinkError::Malformed));
    assert_eq!(
        link::decode(&cut(2)),
        Err(LinkError::Truncated(Section::Track))
    );
    assert_eq!(
        link::decode(&cut(3)),
        Err(LinkError::Truncated(Section::Trajectory))
    );
    assert_eq!(
        link::decode(&cut(4)),
        Err(LinkError::Truncated(Section::TrackName))
    );
    assert_eq!(
        link::decode(&cut(5)),
        Err(LinkError::Truncated(Section::Player))
    );
    assert_eq!(
        link::decode(&format!("{}.AA", cut(6))),
        Err(LinkError::Malformed)
    );
    let v4 = format!("v4{}", &cut(6)[2..]);
    assert_eq!(
        link::decode(&v4),
        Err(LinkError::UnsupportedVersion("v4".into()))
    );
    let mut rules = f.clone();
    rules[1] = "lenient".into();
    assert_eq!(
        link::decode(&rules.join(".")),
        Err(LinkError::UnknownRules("lenient".into()))
    );
    // A link cut anywhere before its last section never opens.
    let whole = cut(6);
    let last = whole.rfind('.').unwrap();
    for end in 0..last {
        assert!(link::decode(&whole[..end]).is_err(), "{}", &whole[..end]);
    }
}

#[test]
fn oversized_challenges_are_rejected_cheaply() {
    let mut f = fields();
    f[2] = pack(&vec![b'.'; link::MAX_INFLATED_TRACK + 1]);
    assert_eq!(
        link::decode(&f.join(".")),
        Err(LinkError::TooLarge {
            section: Section::Track,
            max: link::MAX_INFLATED_TRACK
        })
    );
    let mut f = fields();
    f[3] = pack(&vec![4; link::MAX_INFLATED_TRAJECTORY + 1]);
    assert_eq!(
        link::decode(&f.join(".")),
        Err(LinkError::TooLarge {
            section: Section::Trajectory,
            max: link::MAX_INFLATED_TRAJECTORY
        })
    );
    let long = format!("v2.strict.{}", "A".repeat(link::MAX_FRAGMENT_LEN));
    assert_eq!(
        link::decode(&long),
        Err(LinkError::TooLong { len: long.len() })
    );
}

#[test]
fn errors_read_well() {
    let mut f = fields();
    f[5] = name("Al\u{1b}ice");
    assert_eq!(
        link::decode(&f.join(".")).unwrap_err().to_string(),
        "the player name in the link contains a control character (U+001B, character 3)"
    );
    assert_eq!(
        link::decode(&fields()[..4].join("."))
            .unwrap_err()
            .to_string(),
        "the challenge link is cut short: its track name section is missing"
    );
    let message = link::decode("v9.x").unwrap_err().to_string();
    assert!(message.contains("v1, v2 and v3"), "{message}");
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    #[test]
    fn every_won_game_round_trips_with_any_names(
        track in small_track(2..7, 3..10, road_or_wall(0.2), 1..3, 1..4),
        choices in proptest::collection::vec(0usize..9, 0..12),
        soft in any::<bool>(),
        track_name in "[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{P} ]{0,59}",
        player in "\\p{L}[\\p{L} .'-]{0,23}",
    ) {
        let rules = if soft { Rules::Soft } else { Rules::Strict };
        let trajectory = win(&track, rules, &choices);
        prop_assume!(trajectory.is_some());
        let trajectory = trajectory.unwrap();
        let fragment = link::encode_challenge(&track, rules, &trajectory, &track_name, &player);
        let fragment = fragment.unwrap();
        let shared = link::decode(&fragment).unwrap();
        prop_assert_eq!(shared.track, track);
        prop_assert_eq!(shared.rules, rules);
        prop_assert_eq!(shared.trajectory, trajectory);
        prop_assert_eq!(shared.challenge, Some(Challenge { track_name, player }));
    }
}

proptest! {
    #[test]
    fn decode_never_panics_on_v2_strings(text in "\\PC*") {
        let _ = link::decode(&format!("v2.{text}"));
    }

    #[test]
    fn decode_never_panics_on_challenge_shaped_strings(
        rules in "strict|soft|[a-z]{0,6}",
        sections in proptest::collection::vec("[A-Za-z0-9_-]{0,80}", 0..6),
    ) {
        let _ = link::decode(&format!("#v2.{rules}.{}", sections.join(".")));
    }

    #[test]
    fn decode_never_panics_on_any_name_bytes(
        track_name in proptest::collection::vec(any::<u8>(), 0..100),
        player in proptest::collection::vec(any::<u8>(), 0..40),
    ) {
        let mut f = fields();
        f[4] = URL_SAFE_NO_PAD.encode(&track_name);
        f[5] = URL_SAFE_NO_PAD.encode(&player);
        if let Ok(shared) = link::decode(&f.join(".")) {
            let challenge = shared.challenge.unwrap();
            prop_assert!(challenge.player.chars().count() <= link::MAX_PLAYER_CHARS);
            prop_assert!(!challenge.track_name.chars().any(char::is_control));
        }
    }
}
