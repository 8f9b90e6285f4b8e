//! The menu and the addresses through `ui::update`: level cards with their optimum, background
//! work by `Tick`, and Back, Forward and reload.

use racetrack_page::ui::{Control, Effect, Fetch, Msg, Screen};

use crate::harness::{Page, STRAIGHT, level_files, level_names};

#[test]
fn the_menu_fetches_the_list_then_every_level() {
    let mut page = Page::start_bare("", Some("seen"));
    assert_eq!(page.model.screen(), Screen::Menu);
    assert_eq!(page.view().loading.as_deref(), Some("Loading levels…"));
    let files = level_files();
    let effects = page
        .send(Msg::Fetched {
            what: Fetch::LevelIndex,
            result: Ok(serde_json::to_string(&files).unwrap()),
        })
        .to_vec();
    let fetches = effects
        .iter()
        .filter(|e| matches!(e, Effect::Fetch { .. }))
        .count();
    // A fetch per level; a decor waits until its level is opened.
    let levels = level_names();
    assert!(files.len() > levels.len(), "the index lists the decors too");
    assert_eq!(fetches, levels.len());
    let cards = page.view().cards;
    assert_eq!(cards.len(), levels.len());
    assert!(cards.iter().all(|c| c.size == "loading…"));
}

#[test]
fn cards_say_optimum_once_the_background_searches_finish() {
    let mut page = Page::start("");
    assert!(page.model.needs_tick());
    let card = &page.view().cards[0];
    assert_eq!(card.optimum, "optimum: computing…");
    assert_eq!(card.title, "First circuit");
    assert_eq!(card.size, "32 × 14");
    let frames = page.run_clock(5000);
    assert!(frames > 1, "the work is spread over frames");
    assert!(!page.model.needs_tick());
    let cards = page.view().cards;
    assert_eq!(cards[0].optimum, "optimum 21");
    assert_eq!(cards[0].optimum_moves, Some(21));
    assert!(cards.iter().all(|c| c.optimum.starts_with("optimum ")));
}

#[test]
fn a_broken_level_list_says_so() {
    let mut page = Page::start_bare("", Some("seen"));
    page.send(Msg::Fetched {
        what: Fetch::LevelIndex,
        result: Ok("{not json".into()),
    });
    assert!(page.view().error.unwrap().contains("level list"));
    let mut page = Page::start_bare("", Some("seen"));
    page.send(Msg::Fetched {
        what: Fetch::LevelIndex,
        result: Err("levels/index.json: HTTP 404".into()),
    });
    assert!(page.view().error.unwrap().contains("HTTP 404"));
}

#[test]
fn opening_a_level_gives_it_an_address_and_back_returns_to_the_menu() {
    let mut page = Page::start("");
    let index = level_names()
        .iter()
        .position(|f| f == "03-hairpin.txt")
        .unwrap();
    page.control(Control::OpenLevel(index));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.history, vec!["#/level/03-hairpin"]);
    assert_eq!(page.view().title, "Hairpin");
    page.keys(&["Enter"]);
    // Browser Back: the address is the menu's again.
    page.send(Msg::RouteChanged("".into()));
    assert_eq!(page.model.screen(), Screen::Menu);
    // Forward: the level again.
    page.send(Msg::RouteChanged("#/level/03-hairpin".into()));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.view().title, "Hairpin");
}

#[test]
fn a_reload_on_a_level_address_opens_it_once_it_arrives() {
    let mut page = Page::start_bare("#/level/10-spiral", Some("seen"));
    assert_eq!(page.model.screen(), Screen::Menu);
    page.deliver_levels();
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.view().title, "Spiral");
    let reload_solver = {
        let mut p = Page::start_bare("#/solve/level/10-spiral", Some("seen"));
        p.deliver_levels();
        p
    };
    assert_eq!(reload_solver.model.screen(), Screen::Solver);
}

#[test]
fn unknown_addresses_and_levels_show_the_menu_with_a_message() {
    let mut page = Page::start("#/nowhere");
    assert_eq!(page.model.screen(), Screen::Menu);
    assert!(page.view().error.unwrap().contains("#/nowhere"));
    page.send(Msg::RouteChanged("#/level/99-missing".into()));
    assert_eq!(page.model.screen(), Screen::Menu);
    assert!(page.view().error.unwrap().contains("99-missing"));
    page.send(Msg::RouteChanged("#v1.strict.!!!".into()));
    assert_eq!(page.model.screen(), Screen::Menu);
    assert!(
        page.view()
            .error
            .unwrap()
            .starts_with("This link cannot be opened")
    );
    assert_eq!(page.history.last().map(String::as_str), Some("#/"));
}

#[test]
fn a_first_visit_to_a_missing_level_says_so_once_the_list_arrives() {
    let mut page = Page::start_bare("#/level/99-missing", Some("seen"));
    assert!(page.view().error.is_none());
    page.deliver_levels();
    assert_eq!(page.model.screen(), Screen::Menu);
    assert_eq!(
        page.view().error.as_deref(),
        Some("There is no level called 99-missing.")
    );
    assert_eq!(page.history.last().map(String::as_str), Some("#/"));
}

#[test]
fn a_pasted_track_gets_its_link_as_address_and_reloads_from_it() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    let address = page.history.last().cloned().unwrap();
    assert!(address.starts_with("#v3.strict."), "{address}");
    let mut reloaded = Page::start(&address);
    assert_eq!(reloaded.model.screen(), Screen::Play);
    assert_eq!(reloaded.view().title, "Pasted track");
    reloaded.key("Enter");
    assert_eq!(reloaded.game().state.name(), "playing");
}

#[test]
fn a_shared_link_opens_with_its_moves() {
    let track: racetrack::Track = STRAIGHT.parse().unwrap();
    let trajectory = [racetrack::Point::new(0, 0), racetrack::Point::new(0, 1)];
    let fragment = racetrack::link::encode(&track, racetrack::Rules::Soft, &trajectory).unwrap();
    let page = Page::start(&format!("#{fragment}"));
    let game = page.game();
    assert_eq!((game.moves, game.rules), (1, "soft"));
    assert_eq!(page.view().title, "Shared track");
}

#[test]
fn random_tracks_are_drawn_from_the_browsers_entropy() {
    let seeds_after = |entropy: Option<u64>| {
        let mut page = Page::start("");
        if let Some(entropy) = entropy {
            page.send(Msg::Entropy(entropy));
        }
        (0..3)
            .map(|_| {
                page.send(Msg::AnotherRandomTrack);
                assert_eq!(page.model.screen(), racetrack_page::ui::Screen::Play);
                page.model.route().to_string()
            })
            .collect::<Vec<_>>()
    };
    let fixed = seeds_after(None);
    assert!(
        fixed.iter().all(|r| r.starts_with("#/random/")),
        "{fixed:?}"
    );
    assert_ne!(fixed[0], fixed[1]);
    assert_eq!(seeds_after(Some(7)), seeds_after(Some(7)));
    assert_ne!(seeds_after(Some(7)), seeds_after(Some(8)));
    assert_ne!(seeds_after(Some(7)), fixed);
}

#[test]
fn every_screen_and_every_track_opens_at_its_top() {
    use racetrack_page::ui::Effect;
    let scrolls = |effects: &[Effect]| effects.contains(&Effect::ScrollToTop);
    let mut page = Page::start("");
    // From the menu, scrolled down to the paste box or the editor's button.
    let effects = page.send(Msg::OpenPasted(STRAIGHT.into())).to_vec();
    assert!(scrolls(&effects), "the pasted track opens at the top");
    assert!(
        !scrolls(&page.keys_effects(&["Enter", "6"])),
        "a move does not scroll"
    );
    page.key("Escape");
    assert!(scrolls(&page.effects), "back to the menu: its top");
    page.send(Msg::RouteChanged("#/level/01-first-circuit".into()));
    let effects = page
        .send(Msg::RouteChanged("#/level/02-barto-small".into()))
        .to_vec();
    assert!(
        scrolls(&effects),
        "another track opens at the top too (Next level)"
    );
    let effects = page.control(Control::Share).to_vec();
    assert!(!scrolls(&effects));
    let effects = page
        .send(Msg::Editor(racetrack_page::ui::editor::EditorInput::Undo))
        .to_vec();
    assert!(!scrolls(&effects));
}
