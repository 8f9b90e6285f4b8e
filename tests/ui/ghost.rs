//! The ghost and challenge links through `ui::update`: Share after a win makes a challenge,
//! opening it races the challenger's ghost with a banner and a verdict at the end, and the
//! player's own best run is kept to race again.

use racetrack_page::ui::ghost::GHOSTS_KEY;
use racetrack_page::ui::scene::{Colour, Shape};
use racetrack_page::ui::{Control, Effect, Msg};

use crate::harness::{Page, STRAIGHT};

/// Wins STRAIGHT in 3 moves (the optimum is 2) and shares it; returns the fragment.
fn challenge_from(page: &mut Page, name: Option<&str>) -> String {
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "5", "5"]);
    if let Some(name) = name {
        page.send(Msg::SaveRecord {
            name: name.into(),
            today: "2026-11-22".into(),
        });
    }
    let link = page.share();
    link.split_once('#').unwrap().1.to_owned()
}

fn ghost_ring(page: &Page) -> bool {
    page.scene().shapes.iter().any(|s| {
        matches!(
            s,
            Shape::Ring {
                colour: Colour::Explore,
                ..
            }
        )
    })
}

#[test]
fn share_after_a_win_makes_a_challenge_with_the_player_s_name() {
    let mut page = Page::start("");
    let fragment = challenge_from(&mut page, Some("Alice"));
    assert!(fragment.starts_with("v2.strict."), "{fragment}");
    let shared = racetrack::link::decode(&fragment).unwrap();
    let challenge = shared.challenge.unwrap();
    assert_eq!(
        (challenge.player.as_str(), challenge.track_name.as_str()),
        ("Alice", "Pasted track")
    );
    assert_eq!(shared.trajectory.len(), 4);
    // Without a name, the challenge says Anonymous; before a win, Share is a named v3 link.
    let mut other = Page::start("");
    assert!(challenge_from(&mut other, None).contains('.'));
    let mut unfinished = Page::start("");
    unfinished.paste(STRAIGHT);
    unfinished.keys(&["Enter", "6"]);
    let effects = unfinished.control(Control::Share).to_vec();
    assert!(
        effects
            .iter()
            .any(|e| matches!(e, Effect::Copy { text: l, .. } if l.contains("#v3.")))
    );
}

#[test]
fn an_unnamed_challenge_says_it_is_signed_anonymous_and_naming_the_run_signs_the_next() {
    // The playtest: the records said "You", the challenge arrived signed "Anonymous", and
    // nothing said so.
    let mut page = Page::start("");
    let fragment = challenge_from(&mut page, None);
    let shared = racetrack::link::decode(&fragment).unwrap();
    assert_eq!(shared.challenge.unwrap().player, "Anonymous");
    page.send(Msg::Copied {
        by: racetrack_page::ui::Copier::Game,
        result: Ok(()),
    });
    let status = page.game().share_status.unwrap();
    assert!(
        status.contains("signed \u{201c}Anonymous\u{201d}") && status.contains("name your run"),
        "{status}"
    );
    // The run named: the old link is gone, Share signs the challenge with the name.
    page.send(Msg::SaveRecord {
        name: "Alice".into(),
        today: "2026-11-22".into(),
    });
    assert_eq!(page.game().share_link, None);
    let link = page.share();
    let shared = racetrack::link::decode(link.split_once('#').unwrap().1).unwrap();
    assert_eq!(shared.challenge.unwrap().player, "Alice");
    page.send(Msg::Copied {
        by: racetrack_page::ui::Copier::Game,
        result: Ok(()),
    });
    assert_eq!(page.game().share_status.as_deref(), Some("Copied"));
}

#[test]
fn a_challenge_link_races_the_challenger_s_ghost_to_a_verdict() {
    let mut page = Page::start("");
    let fragment = challenge_from(&mut page, Some("Alice"));
    // The standing after the first move says who is ahead, the player as its subject (the
    // playtest read "ghost: 1 move ahead" when the player was).
    for (keys, standing, verdict) in [
        (
            &["Enter", "6", "6"][..],
            "you are 1 move ahead of Alice",
            "You beat Alice's 3 moves by 1 move!",
        ),
        (
            &["Enter", "6", "5", "5"][..],
            "you are 1 move ahead of Alice",
            "A tie with Alice: 3 moves each.",
        ),
        (
            &["Enter", "5", "6", "5", "5"][..],
            "you are level with Alice",
            "Alice's 3 moves stand: 1 move more for you.",
        ),
    ] {
        let mut racer = Page::start(&format!("#{fragment}"));
        let game = racer.game();
        let challenge = game.challenge.as_ref().map(|c| (c.name.clone(), c.moves));
        assert_eq!(challenge, Some(("Alice".to_owned(), 3)));
        assert_eq!(
            game.challenge.map(|c| c.words).as_deref(),
            Some("Beat Alice's 3 moves: their run is the faint ghost on the track.")
        );
        assert_eq!(game.ghost_moves, Some(3));
        assert_eq!(
            game.moves, 0,
            "the challenger's run is the ghost, not the player's game"
        );
        assert_eq!(racer.view().title, "Pasted track");
        assert!(
            racer
                .model
                .announcement()
                .text
                .contains("beat Alice's 3 moves")
        );
        racer.run_clock(100);
        racer.keys(&keys[..2]);
        assert!(ghost_ring(&racer), "the ghost is drawn");
        let status = racer.game().status;
        assert!(status.contains(standing), "{status}");
        racer.keys(&keys[2..]);
        let text = racer.game().message.unwrap().text;
        assert!(text.contains(verdict), "{text}");
    }
}

#[test]
fn the_ghost_advances_one_position_per_move() {
    let mut page = Page::start("");
    let fragment = challenge_from(&mut page, Some("Alice"));
    let mut racer = Page::start(&format!("#{fragment}"));
    let ghost_segments = |p: &Page| {
        p.scene()
            .shapes
            .iter()
            .find_map(|s| match s {
                Shape::Segments {
                    pairs,
                    colour: Colour::Explore,
                    ..
                } => Some(pairs.len()),
                _ => None,
            })
            .unwrap()
    };
    assert_eq!(ghost_segments(&racer), 0);
    racer.keys(&["Enter", "6"]);
    assert_eq!(ghost_segments(&racer), 1);
    racer.key("5");
    assert_eq!(ghost_segments(&racer), 2);
}

#[test]
fn the_best_run_is_kept_and_can_be_raced_again() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6", "5"]);
    let effects = page.key("5").to_vec();
    let stored = effects
        .iter()
        .find_map(|e| match e {
            Effect::Store { key, value } if *key == GHOSTS_KEY => Some(value.clone()),
            _ => None,
        })
        .expect("the best run is stored");
    // A slower run later does not replace it.
    page.control(Control::Retry);
    let slower = page.keys_effects(&["Enter", "5", "6", "5", "5"]);
    assert!(
        !slower
            .iter()
            .any(|e| matches!(e, Effect::Store { key, .. } if *key == GHOSTS_KEY))
    );
    // Next visit: race it.
    let mut later = Page::start_bare("", Some("seen"));
    later.model = racetrack_page::ui::Model::new();
    later.send(Msg::Started(Box::new(racetrack_page::ui::msg::Startup {
        hint: Some("seen".into()),
        ghosts: Some(stored),
        ..crate::harness::startup("")
    })));
    later.paste(STRAIGHT);
    later.control(Control::RaceGhost);
    assert_eq!(later.game().ghost_moves, Some(3));
    assert!(later.game().challenge.is_none());
    // Corrupt ghosts are ignored, not fatal.
    let mut corrupt = Page::start_bare("", Some("seen"));
    corrupt.model = racetrack_page::ui::Model::new();
    corrupt.send(Msg::Started(Box::new(racetrack_page::ui::msg::Startup {
        ghosts: Some("{\"x\": 3".into()),
        ..crate::harness::startup("")
    })));
    corrupt.paste(STRAIGHT);
    corrupt.control(Control::RaceGhost);
    assert!(corrupt.game().ghost_moves.is_none());
    assert!(corrupt.game().status.contains("No best run"));
}

#[test]
fn each_ghost_race_takes_the_best_run_as_it_is_now_and_solo_drops_it() {
    use racetrack_page::ui::race_mode::RaceInput;
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "5", "5"]); // 3 moves: the best run so far
    page.control(Control::Retry);
    page.send(Msg::Race(RaceInput::Mode("ghost".into())));
    page.send(Msg::Race(RaceInput::Start));
    assert_eq!(page.game().ghost_moves, Some(3));
    page.keys(&["Enter", "6", "6"]); // 2 moves: a new best
    page.control(Control::Retry);
    page.send(Msg::Race(RaceInput::Mode("ghost".into())));
    page.send(Msg::Race(RaceInput::Start));
    assert_eq!(
        page.game().ghost_moves,
        Some(2),
        "the ghost is the new best run"
    );
    page.control(Control::Retry);
    // Solo chosen: no ghost, with no Start pressed (the placement begins a solo run).
    page.send(Msg::Race(RaceInput::Mode("solo".into())));
    assert_eq!(page.game().ghost_moves, None, "solo has no ghost");
}

#[test]
fn a_link_to_a_built_in_level_keeps_its_decor() {
    use racetrack_page::ui::Fetch;
    // Shared from Hairpin, which has a decor: the link carries the track, and the page finds the
    // level with that track and lays its decor under it (the playtest lost it).
    let mut page = Page::start("#/level/03-hairpin");
    page.run_clock(100);
    page.keys(&["Enter", "6"]);
    let link = page.share();
    let fragment = link.split_once('#').unwrap().1.to_owned();
    // A fresh page opens the link before its levels arrive.
    let mut other = Page::start_bare(&format!("#{fragment}"), Some("seen"));
    let painted = other.scene().decor.expect("the painted decor first");
    assert_eq!(painted.name, "painted");
    other.deliver_levels();
    let asked = other.log.iter().find_map(|e| match e {
        Effect::FetchBytes {
            url,
            what: Fetch::Decor(i),
        } if url == "levels/03-hairpin.decor.png" => Some(*i),
        _ => None,
    });
    let index = asked.expect("the level's decor is fetched for the link");
    let bytes = std::fs::read("levels/03-hairpin.decor.png").unwrap();
    other.send(Msg::FetchedBytes {
        what: Fetch::Decor(index),
        result: Ok(bytes),
    });
    assert!(other.game().has_decor);
    let level = other.scene().decor.expect("the level's decor");
    assert_eq!(level.name, "03-hairpin.decor.png");
    // The painter draws the levels' pictures: the painted decor is the level's, pixel for pixel.
    assert_eq!(level.picture, painted.picture);
    // A link to a track of no level has the painted decor.
    let mut plain = Page::start("");
    let fragment = challenge_from(&mut plain, None);
    let other = Page::start(&format!("#{fragment}"));
    assert!(other.game().has_decor);
    assert_eq!(other.scene().decor.unwrap().name, "painted");
}
