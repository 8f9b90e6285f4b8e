//! The menu before the game starts: the menu prerendered at build time from the same model and
//! view, the page taking it over without changing a word, and the records it keeps for the
//! next first paint.

use std::path::Path;

use racetrack_page::prerender;
use racetrack_page::ui::first_paint::FIRST_PAINT_KEY;
use racetrack_page::ui::i18n::Lang;
use racetrack_page::ui::menu::Shown;
use racetrack_page::ui::msg::Fetch;
use racetrack_page::ui::{Control, Msg, Screen};

use crate::harness::{Page, TODAY, level_files, level_names};

const FRENCH: &str = include_str!("../../www/i18n/fr.ftl");
const GERMAN: &str = include_str!("../../www/i18n/de.ftl");
const ENGLISH: &str = include_str!("../../www/i18n/en.ftl");

fn level(file: &str) -> Result<String, String> {
    std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("levels")
            .join(file),
    )
    .map_err(|e| e.to_string())
}

fn prerendered(lang: Lang) -> prerender::Menu {
    let catalog = match lang {
        Lang::En => ENGLISH,
        Lang::Fr => FRENCH,
        Lang::De => GERMAN,
    };
    prerender::menu(lang, catalog, &level_files(), level, TODAY).unwrap()
}

/// The cards the prerendered markup shows, as the page's shell reads them.
fn shown(page: &Page) -> Vec<Shown> {
    (page.view().cards.iter())
        .map(|c| Shown {
            file: c.file.clone(),
            optimum: c.optimum_moves,
        })
        .collect()
}

/// The page with every level delivered and every optimum computed.
fn loaded() -> Page {
    let mut page = Page::start("");
    page.run_clock(100_000);
    page
}

#[test]
fn the_prerendered_menu_is_the_page_s_own_view_of_every_level_with_its_optimum() {
    let page = loaded();
    let menu = prerendered(Lang::En);
    let cards = page.view().cards;
    assert_eq!(cards.len(), level_names().len());
    assert_eq!(menu.cards, prerender::cards_html(&cards, &menu.pictures));
    assert!(
        menu.cards
            .contains(">First circuit</span><span class=\"optimum\">optimum 21</span>")
    );
    for card in &cards {
        let optimum = card
            .optimum_moves
            .expect("every bundled level has an optimum");
        let marks = format!(
            "data-level=\"{}\" data-href=\"{}\" data-optimum=\"{optimum}\"",
            card.file, card.href
        );
        assert!(menu.cards.contains(&marks), "{marks}");
    }
    assert_eq!(menu.daily, ("Daily challenge".into(), "#/daily".into()));
    let action = menu.main_action.expect("a first visit's main action");
    assert_eq!(action.label, "Play: First circuit");
    assert_eq!(action.href, "#/level/01-first-circuit");
    assert!(
        menu.demo_options
            .starts_with("<option value=\"0\">First circuit</option>")
    );
}

#[test]
fn each_prerendered_card_shows_its_track_s_picture_at_the_size_the_game_paints_it() {
    let menu = prerendered(Lang::En);
    let files: Vec<String> = (level_files().into_iter())
        .filter(|f| f.ends_with(".txt"))
        .collect();
    assert_eq!(menu.pictures.len(), files.len());
    for (file, picture) in files.iter().zip(&menu.pictures) {
        let track: racetrack::track::Track = level(file).unwrap().parse().unwrap();
        let (w, h) = racetrack_page::ui::menu::thumb_size(&track);
        let size = format!("width=\"{w}\" height=\"{h}\"");
        assert!(picture.contains(&size), "{file}: {picture}");
        for kind in ["class=\"road\"", "class=\"start\""] {
            assert!(picture.contains(kind), "{file}: {kind}");
        }
        let finish = ["class=\"finish\"", "class=\"check\""];
        assert!(finish.iter().any(|k| picture.contains(k)), "{file}");
        // Before the card's canvas, which the page's own view makes the same.
        assert!(
            menu.cards
                .contains(&format!("{picture}<canvas class=\"thumb\""))
        );
    }
}

#[test]
fn the_prerendered_menu_speaks_french_and_german() {
    let french = prerendered(Lang::Fr);
    assert!(
        french.cards.contains("<h3>Les bases</h3>"),
        "{}",
        french.cards
    );
    assert!(french.cards.contains("data-optimum=\"21\""));
    assert_eq!(french.daily.0, "Défi du jour");
    let action = french.main_action.unwrap();
    assert_eq!(action.label, "Jouer\u{a0}: Premier circuit");
    assert_eq!(
        action.detail,
        "Niveau 1 sur 13 · pas encore gagné".replace("13", &level_names().len().to_string())
    );
    assert_eq!(french.words.get("menu-starting"), "Démarrage…");
    let german = prerendered(Lang::De);
    assert_eq!(german.daily.0, "Tägliche Herausforderung");
    assert_eq!(german.words.lang(), Lang::De);
    assert!(!german.cards.contains("optimum: computing"));
    // The settings' language menu names the page's own language before the game has started.
    assert!(
        (german.language_options).contains("<option value=\"de\" lang=\"de\" selected>"),
        "{}",
        german.language_options
    );
    assert_eq!(german.language_options.matches("selected").count(), 1);
    assert!((french.language_options).contains("<option value=\"fr\" lang=\"fr\" selected>"));
}

#[test]
fn before_it_has_started_the_page_leaves_the_menu_as_the_markup_shows_it() {
    let mut page = Page::start_bare("", None);
    page.model = racetrack_page::ui::Model::new();
    // A message before `Started` (the browser's entropy comes first).
    page.send(Msg::Entropy(7));
    assert!(!page.view().menu_ready);
    assert!(!page.view().words_ready, "the markup keeps its words");
}

#[test]
fn the_page_keeps_the_prerendered_menu_until_its_own_cards_are_all_here() {
    let shown = shown(&loaded());
    let mut page = Page::start_shown(&["en-US"], shown);
    let view = page.view();
    assert_eq!(
        view.loading, None,
        "the prerendered cards are there: no loading line"
    );
    assert!(!view.menu_ready);
    page.send(Msg::Fetched {
        what: Fetch::LevelIndex,
        result: Ok(serde_json::to_string(&level_files()).unwrap()),
    });
    assert!(!page.view().menu_ready, "the levels are on their way");
    page.deliver_levels();
    let view = page.view();
    assert!(view.menu_ready);
    // The cards' optima came with the markup, computed from the same files when the site was
    // built: the page searches none of them again.
    assert!(
        !page.model.needs_tick(),
        "no search queued for a level whose card gave its optimum"
    );
    let menu = prerendered(Lang::En);
    assert_eq!(
        prerender::cards_html(&view.cards, &menu.pictures),
        menu.cards
    );
    page.run_clock(100_000);
    assert_eq!(
        prerender::cards_html(&page.view().cards, &menu.pictures),
        menu.cards
    );
}

#[test]
fn a_level_whose_card_gave_no_optimum_is_searched_by_the_page() {
    let mut shown = shown(&loaded());
    let hairpin = (shown.iter())
        .position(|c| c.file == "03-hairpin.txt")
        .expect("Hairpin's card");
    let optimum = shown[hairpin].optimum.take().expect("Hairpin's optimum");
    let mut page = Page::start_shown(&["en-US"], shown);
    page.send(Msg::Fetched {
        what: Fetch::LevelIndex,
        result: Ok(serde_json::to_string(&level_files()).unwrap()),
    });
    page.deliver_levels();
    assert!(page.model.needs_tick(), "Hairpin's optimum is searched");
    let card = |page: &Page| {
        (page.view().cards.into_iter())
            .find(|c| c.file == "03-hairpin.txt")
            .expect("Hairpin's card")
    };
    assert_eq!(card(&page).optimum_moves, None);
    page.run_clock(100_000);
    assert!(!page.model.needs_tick());
    assert_eq!(card(&page).optimum_moves, Some(optimum));
}

#[test]
fn a_card_tapped_after_the_start_but_before_the_level_list_opens_its_level() {
    let shown = shown(&loaded());
    let hairpin = (shown.iter())
        .position(|card| card.file == "03-hairpin.txt")
        .expect("Hairpin among the prerendered cards");
    let mut page = Page::start_shown(&["en-US"], shown);
    page.send(Msg::Control(Control::OpenLevel(hairpin)));
    let address = page.history.last().map(String::as_str);
    assert_eq!(address, Some("#/level/03-hairpin"), "the tap is not lost");
    let starting = page.view().starting_card;
    assert_eq!(
        starting,
        Some((hairpin, "Starting…".to_owned())),
        "and seen to be taken"
    );
    page.deliver_levels();
    assert_eq!(page.view().starting_card, None);
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.view().title, "Hairpin");
}

#[test]
fn a_french_page_keeps_its_words_until_the_french_catalog_is_here() {
    let shown = shown(&loaded());
    let mut page = Page::start_shown(&["fr-FR"], shown);
    page.deliver_levels();
    assert!(
        !page.view().menu_ready,
        "English words must not replace the French menu"
    );
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::Fr),
        result: Ok(FRENCH.into()),
    });
    let view = page.view();
    assert!(view.menu_ready);
    let french = prerendered(Lang::Fr);
    assert_eq!(
        prerender::cards_html(&view.cards, &french.pictures),
        french.cards
    );
}

#[test]
fn the_menu_keeps_its_records_for_the_next_first_paint() {
    let mut page = loaded();
    page.send(Msg::Viewport {
        width: 390.0,
        height: 844.0,
        ratio: 2.0,
    });
    let kept: serde_json::Value =
        serde_json::from_str(&page.storage[FIRST_PAINT_KEY]).expect("kept as JSON");
    assert_eq!(kept["lang"], "en");
    assert_eq!(kept["main"]["href"], "#/level/01-first-circuit");
    assert_eq!(kept["daily"], "Daily challenge");
    assert_eq!(kept["cards"].as_array().unwrap().len(), level_names().len());
    assert_eq!(kept["cards"][0]["best"], "");
    // A gold on the first level: the card, the main action and the progress line follow.
    page.control(racetrack_page::ui::Control::OpenLevel(0));
    for p in page.optimal_line() {
        page.click(p);
    }
    assert_eq!(page.game().state.name(), "won");
    page.control(racetrack_page::ui::Control::Menu);
    let kept: serde_json::Value = serde_json::from_str(&page.storage[FIRST_PAINT_KEY]).unwrap();
    assert_eq!(kept["cards"][0]["medal"], "gold");
    assert_eq!(kept["cards"][0]["moves"], 21);
    assert!(
        kept["cards"][0]["best"].as_str().unwrap().contains("21"),
        "{kept}"
    );
    assert_ne!(kept["main"]["href"], "#/level/01-first-circuit");
    assert!(kept["progress"].is_string());
}
