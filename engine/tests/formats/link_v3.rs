//! Named share links (v3): the track's name kept with any game, an empty trajectory field, every
//! way a name can be wrong, and v1 and v2 links saying what name they carry.

use racetrack::link::{self, LinkError, Section};
use racetrack::{Point, Rules, Track};

const TRACK: &str = ">...*\n";

fn track() -> Track {
    TRACK.parse().unwrap()
}

#[test]
fn a_named_link_keeps_the_name_with_or_without_a_game() {
    let run = [Point::new(0, 0), Point::new(0, 1), Point::new(0, 3)];
    for trajectory in [&run[..], &[]] {
        let fragment = link::encode_named(&track(), Rules::Soft, trajectory, "Tess bend").unwrap();
        let fields: Vec<&str> = fragment.split('.').collect();
        assert_eq!(fields.len(), 5, "{fragment}");
        assert_eq!((fields[0], fields[1]), ("v3", "soft"));
        assert_eq!(fields[3].is_empty(), trajectory.is_empty());
        let shared = link::decode(&format!("#{fragment}")).unwrap();
        assert_eq!(shared.track, track());
        assert_eq!(shared.rules, Rules::Soft);
        assert_eq!(shared.trajectory, trajectory);
        assert_eq!(shared.name.as_deref(), Some("Tess bend"));
        assert_eq!(shared.challenge, None);
    }
    // The name is text, never markup, and may be any script.
    let fragment = link::encode_named(&track(), Rules::Strict, &[], "<b>Zoë 漢</b>").unwrap();
    assert_eq!(
        link::decode(&fragment).unwrap().name.as_deref(),
        Some("<b>Zoë 漢</b>")
    );
}

#[test]
fn v1_carries_no_name_and_v2_its_track_s() {
    let v1 = link::encode(&track(), Rules::Strict, &[]).unwrap();
    assert_eq!(link::decode(&v1).unwrap().name, None);
    let won = [
        Point::new(0, 0),
        Point::new(0, 1),
        Point::new(0, 3),
        Point::new(0, 4),
    ];
    let v2 = link::encode_challenge(&track(), Rules::Strict, &won, "Sprint", "Ann").unwrap();
    assert_eq!(link::decode(&v2).unwrap().name.as_deref(), Some("Sprint"));
}

#[test]
fn bad_names_and_cut_links_are_refused_with_their_reason() {
    let t = track();
    assert_eq!(
        link::encode_named(&t, Rules::Strict, &[], "  "),
        Err(LinkError::EmptyName(Section::TrackName))
    );
    assert_eq!(
        link::encode_named(&t, Rules::Strict, &[], &"x".repeat(61)),
        Err(LinkError::NameTooLong {
            section: Section::TrackName,
            max: link::MAX_TRACK_NAME_CHARS
        })
    );
    assert!(matches!(
        link::encode_named(&t, Rules::Strict, &[], "a\u{202E}b"),
        Err(LinkError::ForbiddenCharacter { position: 2, .. })
    ));
    let fragment = link::encode_named(&t, Rules::Strict, &[], "Tess").unwrap();
    let cut = fragment.rsplit_once('.').unwrap().0;
    assert_eq!(
        link::decode(cut),
        Err(LinkError::Truncated(Section::TrackName))
    );
    assert_eq!(
        link::decode("v3.strict"),
        Err(LinkError::Truncated(Section::Track))
    );
    assert_eq!(
        link::decode(&format!("{fragment}.more")),
        Err(LinkError::Malformed)
    );
    // A name that is not base64url, or hides a control character, is refused on reading too.
    let bad = format!("{cut}.@@@");
    assert_eq!(
        link::decode(&bad),
        Err(LinkError::Base64(Section::TrackName))
    );
    let hidden = format!("{cut}.YQpi"); // "a\nb"
    assert!(matches!(
        link::decode(&hidden),
        Err(LinkError::ForbiddenCharacter {
            section: Section::TrackName,
            ..
        })
    ));
    // An illegal game is refused before the name is looked at.
    let jump = [Point::new(0, 0), Point::new(0, 3)];
    assert_eq!(
        link::encode_named(&t, Rules::Strict, &jump, "Tess"),
        Err(LinkError::IllegalTrajectory(Rules::Strict))
    );
}

#[test]
fn encode_with_name_cuts_a_long_name_and_falls_back_to_v1_without_one() {
    let long = "é".repeat(70);
    let fragment = link::encode_with_name(&track(), Rules::Strict, &[], &long).unwrap();
    assert_eq!(link::decode(&fragment).unwrap().name, Some("é".repeat(60)));
    for nameless in ["", "  ", "a\u{0007}b"] {
        let fragment = link::encode_with_name(&track(), Rules::Strict, &[], nameless).unwrap();
        assert!(fragment.starts_with("v1."), "{fragment}");
    }
}

#[test]
fn a_karopapier_map_travels_with_its_rules_checkpoints_grounds_and_game() {
    let map =
        racetrack::track::mapcode::parse("PXXXXXX\r\nXSO1OOX\r\nXOOOOFX\r\nYZGLNTV\r\n").unwrap();
    // Placed, then over the checkpoint and down onto the finish.
    let run = [
        Point::new(1, 1),
        Point::new(1, 2),
        Point::new(1, 4),
        Point::new(2, 5),
    ];
    assert!(racetrack::rules::finishes(&map, Rules::Karopapier, &run));
    let fragment = link::encode_named(&map, Rules::Karopapier, &run, "Karo 1").unwrap();
    assert!(fragment.starts_with("v3.karopapier."), "{fragment}");
    let shared = link::decode(&fragment).unwrap();
    assert_eq!(shared.track, map, "digits and grounds kept");
    assert_eq!(shared.rules, Rules::Karopapier);
    assert_eq!(shared.trajectory, run);
}
