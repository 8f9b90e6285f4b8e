//! Share links: round trips, the documented byte format, and every way a link can be wrong.

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use proptest::prelude::*;
use racetrack::link::{self, LinkError, Section};
use racetrack::{Game, ParseTrackError, Point, Rules, Track, game};

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

fn track() -> Track {
    TRACK.parse().unwrap()
}

/// Plays `choices` (each picks one of the current options, modulo their number) from the first
/// start point and returns the trajectory.
fn play(track: &Track, rules: Rules, choices: &[usize]) -> Vec<Point> {
    let mut game = Game::new(track.clone(), rules);
    for &choice in choices {
        let options = game.options();
        if options.is_empty() || game.play(options[choice % options.len()]).is_err() {
            break;
        }
    }
    game.trajectory().to_vec()
}

#[test]
fn track_alone_round_trips() {
    for rules in [Rules::Strict, Rules::Soft] {
        let fragment = link::encode(&track(), rules, &[]).unwrap();
        assert!(fragment.starts_with(&format!("v1.{}.", rules.name())));
        assert_eq!(fragment.split('.').count(), 3, "no trajectory section");
        let shared = link::decode(&fragment).unwrap();
        assert_eq!(shared.track, track());
        assert_eq!(shared.rules, rules);
        assert!(shared.trajectory.is_empty());
    }
}

#[test]
fn trajectory_round_trips_with_or_without_hash() {
    let trajectory = play(&track(), Rules::Strict, &[0, 5, 5, 5, 1, 3]);
    assert!(trajectory.len() > 3);
    let fragment = link::encode(&track(), Rules::Strict, &trajectory).unwrap();
    for text in [fragment.clone(), format!("#{fragment}")] {
        let shared = link::decode(&text).unwrap();
        assert_eq!(shared.trajectory, trajectory);
        assert_eq!(shared.track, track());
    }
}

#[test]
fn trajectory_bytes_follow_the_documented_format() {
    // Start (1, 1), then accelerate right twice, then keep the velocity.
    let trajectory = [
        Point::new(1, 1),
        Point::new(1, 2),
        Point::new(1, 4),
        Point::new(1, 6),
    ];
    let fragment = link::encode(&track(), Rules::Strict, &trajectory).unwrap();
    let section = fragment.rsplit('.').next().unwrap();
    let bytes =
        miniz_oxide::inflate::decompress_to_vec(&URL_SAFE_NO_PAD.decode(section).unwrap()).unwrap();
    assert_eq!(bytes, [1, 1, 5, 5, 4]);
    let track_section = fragment.split('.').nth(2).unwrap();
    let text =
        miniz_oxide::inflate::decompress_to_vec(&URL_SAFE_NO_PAD.decode(track_section).unwrap())
            .unwrap();
    assert_eq!(String::from_utf8(text).unwrap(), TRACK);
    // A link written by another tool with its own compression level reads the same.
    let other = format!("#v1.strict.{}.{}", pack(TRACK.as_bytes()), pack(&bytes));
    assert_eq!(link::decode(&other).unwrap().trajectory, trajectory);
}

#[test]
fn large_coordinates_use_multi_byte_varints() {
    let mut text = String::new();
    for row in 0..200 {
        let line: String = (0..300)
            .map(|col| match (row, col) {
                (150, 200) => '>',
                (150, 203) => '*',
                _ => '.',
            })
            .collect();
        text.push_str(&line);
        text.push('\n');
    }
    let track: Track = text.parse().unwrap();
    let trajectory = [
        Point::new(150, 200),
        Point::new(150, 201),
        Point::new(150, 203),
    ];
    let fragment = link::encode(&track, Rules::Soft, &trajectory).unwrap();
    assert!(fragment.len() < 600, "a 60 000-point track compresses well");
    let shared = link::decode(&fragment).unwrap();
    assert_eq!(shared.track, track);
    assert_eq!(shared.trajectory, trajectory);
}

#[test]
fn encode_refuses_an_illegal_trajectory() {
    let off_start = [Point::new(3, 3)];
    assert_eq!(
        link::encode(&track(), Rules::Strict, &off_start),
        Err(LinkError::IllegalTrajectory(Rules::Strict))
    );
}

#[test]
fn malformed_shapes_are_rejected() {
    let t = pack(TRACK.as_bytes());
    let cases = [
        String::new(),
        "#".to_owned(),
        "hello".to_owned(),
        "v1".to_owned(),
        "v1.strict".to_owned(),
        format!("v1.strict.{t}.AA.AA"),
        format!("x1.strict.{t}"),
        format!("vé.strict.{t}"),
    ];
    for case in cases {
        assert_eq!(link::decode(&case), Err(LinkError::Malformed), "{case:?}");
    }
    assert_eq!(
        link::decode(&format!("v4.strict.{t}")),
        Err(LinkError::UnsupportedVersion("v4".into()))
    );
    assert_eq!(
        link::decode(&format!("v1.lenient.{t}")),
        Err(LinkError::UnknownRules("lenient".into()))
    );
}

#[test]
fn bad_base64_and_bad_deflate_are_rejected() {
    assert_eq!(
        link::decode("v1.strict.a+b/"),
        Err(LinkError::Base64(Section::Track))
    );
    assert_eq!(
        link::decode("v1.strict.A"),
        Err(LinkError::Base64(Section::Track))
    );
    let garbage = URL_SAFE_NO_PAD.encode([0xff, 0xff, 0xff, 0xff]);
    assert_eq!(
        link::decode(&format!("v1.strict.{garbage}")),
        Err(LinkError::Inflate(Section::Track))
    );
    let t = pack(TRACK.as_bytes());
    assert_eq!(
        link::decode(&format!("v1.strict.{t}.{garbage}")),
        Err(LinkError::Inflate(Section::Trajectory))
    );
    assert_eq!(
        link::decode(&format!("v1.strict.{t}.$$")),
        Err(LinkError::Base64(Section::Trajectory))
    );
}

#[test]
fn oversized_links_are_rejected_cheaply() {
    let bomb = pack(&vec![b'.'; link::MAX_INFLATED_TRACK + 1]);
    assert!(bomb.len() < 8_000, "a deflate bomb is short");
    assert_eq!(
        link::decode(&format!("v1.strict.{bomb}")),
        Err(LinkError::TooLarge {
            section: Section::Track,
            max: link::MAX_INFLATED_TRACK
        })
    );
    let long = format!("v1.strict.{}", "A".repeat(link::MAX_FRAGMENT_LEN));
    assert_eq!(
        link::decode(&long),
        Err(LinkError::TooLong { len: long.len() })
    );
}

#[test]
fn an_invalid_track_reports_the_parse_error() {
    let fragment = format!("v1.strict.{}", pack(b">.x*\n"));
    assert_eq!(
        link::decode(&fragment),
        Err(LinkError::Track(ParseTrackError::UnknownCharacter {
            line: 1,
            column: 3,
            character: 'x'
        }))
    );
    let message = link::decode(&fragment).unwrap_err().to_string();
    assert!(message.contains("line 1, column 3"), "{message}");
    let fragment = format!("v1.soft.{}", pack(b"..*\n"));
    assert_eq!(
        link::decode(&fragment),
        Err(LinkError::Track(ParseTrackError::NoStart))
    );
}

#[test]
fn malformed_and_illegal_trajectories_are_rejected() {
    let t = pack(TRACK.as_bytes());
    let cases: [(&[u8], LinkError); 7] = [
        (&[], LinkError::MalformedTrajectory),
        (&[1], LinkError::MalformedTrajectory),
        (&[0x80, 0x80], LinkError::MalformedTrajectory),
        (&[0x80, 0x80, 0x01, 1], LinkError::MalformedTrajectory), // row 16384: off every grid
        (&[1, 1, 34], LinkError::MalformedTrajectory), // past the last code (dirt's 9 to 33)
        (&[1, 1, 9], LinkError::IllegalTrajectory(Rules::Strict)), // a change by 2 with no dirt
        (&[3, 3], LinkError::IllegalTrajectory(Rules::Strict)), // not a start point
    ];
    for (bytes, error) in cases {
        let fragment = format!("v1.strict.{t}.{}", pack(bytes));
        assert_eq!(link::decode(&fragment), Err(error), "{bytes:?}");
    }
    // Accelerating right forever runs into the wall.
    let fragment = format!("v1.strict.{t}.{}", pack(&[1, 1, 5, 5, 5, 5]));
    assert_eq!(
        link::decode(&fragment),
        Err(LinkError::IllegalTrajectory(Rules::Strict))
    );
    // Speeding far off the grid is refused without overflow.
    let mut bytes = vec![1, 1];
    bytes.extend(std::iter::repeat_n(8u8, 100_000));
    let fragment = format!("v1.soft.{t}.{}", pack(&bytes));
    assert!(link::decode(&fragment).is_err());
}

#[test]
fn errors_read_well() {
    let message = link::decode("v1.strict.A").unwrap_err().to_string();
    assert_eq!(
        message,
        "the track section of the link is not valid base64url"
    );
    let message = link::decode("nonsense").unwrap_err().to_string();
    assert!(message.contains("#v1.<rules>.<track>"), "{message}");
}

proptest! {
    #[test]
    fn decode_never_panics_on_any_string(text in "\\PC*") {
        let _ = link::decode(&text);
    }

    #[test]
    fn decode_never_panics_on_link_shaped_strings(
        rules in "strict|soft|[a-z]{0,6}",
        track in "[A-Za-z0-9_-]{0,200}",
        trajectory in proptest::option::of("[A-Za-z0-9_-]{0,60}"),
    ) {
        let mut text = format!("#v1.{rules}.{track}");
        if let Some(j) = trajectory {
            text.push('.');
            text.push_str(&j);
        }
        let _ = link::decode(&text);
    }

    #[test]
    fn decode_never_panics_on_any_trajectory_bytes(bytes in proptest::collection::vec(any::<u8>(), 0..64)) {
        let fragment = format!("v1.soft.{}.{}", pack(TRACK.as_bytes()), pack(&bytes));
        if let Ok(shared) = link::decode(&fragment) {
            prop_assert!(game::is_legal_trajectory(&shared.track, shared.rules, &shared.trajectory));
        }
    }

    #[test]
    fn every_legal_game_round_trips(
        choices in proptest::collection::vec(0usize..9, 0..30),
        soft in any::<bool>(),
    ) {
        let rules = if soft { Rules::Soft } else { Rules::Strict };
        let trajectory = play(&track(), rules, &choices);
        let fragment = link::encode(&track(), rules, &trajectory).unwrap();
        let shared = link::decode(&fragment).unwrap();
        prop_assert_eq!(shared.trajectory, trajectory);
        prop_assert_eq!(shared.rules, rules);
        prop_assert_eq!(shared.track, track());
    }
}
