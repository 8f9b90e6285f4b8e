//! The menu's demo race through `ui::update`: the AI drivers race on the level picked and the
//! replay viewer plays it; asked for before its level has arrived, it starts when it does.

use racetrack_page::ui::{Effect, Msg, Screen};

use crate::harness::Page;
use crate::replay::shown_standings;

#[test]
fn the_menu_s_demo_race_has_the_ai_drivers_race_on_the_level_picked() {
    let mut page = Page::start("");
    let hairpin = crate::harness::level_names()
        .iter()
        .position(|l| l == "03-hairpin.txt")
        .expect("Hairpin is a level");
    let effects = page.send(Msg::DemoRace(hairpin)).to_vec();
    assert_eq!(page.model.screen(), Screen::Replay);
    assert!(effects.contains(&Effect::PushRoute("#/replay".into())));
    let v = page.view().replay.expect("the viewer");
    let names: Vec<&str> = v.cars.iter().map(|c| c.name.as_str()).collect();
    assert_eq!(names, ["Novice AI", "Club AI", "Pro AI", "Perfect AI"]);
    // Who drove each: the name says the level already (the playtest read "Novice AI (the
    // game's novice AI)").
    assert!(
        v.cars[0].details.starts_with(" (the game’s AI): "),
        "{}",
        v.cars[0].details
    );
    assert!(
        page.view().title.contains("Hairpin"),
        "{}",
        page.view().title
    );
    // It plays to its end, where the record's standings are the race's.
    let rounds = v.rounds;
    for _ in 0..(4 * rounds + 4) {
        page.tick(250.0, 1.0);
    }
    let v = page.view().replay.unwrap();
    assert_eq!((v.round, v.playing), (rounds, false));
    assert!(
        v.standings.iter().any(|s| s.state == "finished"),
        "{:?}",
        shown_standings(&v)
    );
    // Each demo is a new race (a new seed), and a level not there is nothing.
    page.send(Msg::Control(racetrack_page::ui::Control::Menu));
    assert_eq!(page.send(Msg::DemoRace(999)), &[] as &[Effect]);
    assert_eq!(page.model.screen(), Screen::Menu);
}

#[test]
fn a_demo_race_asked_for_before_its_level_arrived_starts_when_it_does() {
    // A browser test clicked "Watch the AI drivers race" while the levels were still on their
    // way (a loaded machine): the click was lost and the menu stayed.
    let hairpin = crate::harness::level_names()
        .iter()
        .position(|l| l == "03-hairpin.txt")
        .expect("Hairpin is a level");
    let mut page = Page::start_bare("", Some("seen"));
    page.send(Msg::DemoRace(hairpin));
    assert_eq!(page.model.screen(), Screen::Menu);
    assert_eq!(page.view().demo_starting.as_deref(), Some("Starting…"));
    page.deliver_levels();
    assert_eq!(page.model.screen(), Screen::Replay);
    assert!(
        page.view().title.contains("Hairpin"),
        "{}",
        page.view().title
    );
    assert_eq!(page.view().demo_starting, None);

    // Something else done meanwhile wins: the race does not start over it (a key, or a link
    // followed to another screen).
    let mut page = Page::start_bare("", Some("seen"));
    page.send(Msg::DemoRace(hairpin));
    page.key("Escape");
    page.deliver_levels();
    assert_eq!(page.model.screen(), Screen::Menu);
    assert_eq!(page.view().demo_starting, None);
    let mut page = Page::start_bare("", Some("seen"));
    page.send(Msg::DemoRace(hairpin));
    page.send(Msg::RouteChanged("#/online".into()));
    page.deliver_levels();
    assert_eq!(page.model.screen(), Screen::Online);

    // A level the list turns out not to have waits no more.
    let mut page = Page::start_bare("", Some("seen"));
    page.send(Msg::DemoRace(999));
    assert!(page.view().demo_starting.is_some());
    page.deliver_levels();
    assert_eq!(page.view().demo_starting, None);
    assert_eq!(page.model.screen(), Screen::Menu);
}
