//! A built page starts with the part of its catalog a start needs and asks for the rest at once:
//! the menu and a level played to its end show the same words as with the whole catalog, the
//! page is worded again when the rest comes, and a rest that could not be had is asked for again
//! at the next screen opened.

use racetrack_page::ui::catalog_parts::catalog_parts;
use racetrack_page::ui::i18n::{CatalogPart, Lang, StartCatalog};
use racetrack_page::ui::msg::{Effect, Fetch, Startup};
use racetrack_page::ui::{Model, Msg};

use crate::harness::{Page, startup};

const GERMAN: &str = include_str!("../../www/i18n/de.ftl");
const FRENCH: &str = include_str!("../../www/i18n/fr.ftl");
const ENGLISH: &str = include_str!("../../www/i18n/en.ftl");

/// A first visit on the menu whose bootstrap fetched `text`, `part` of `lang`'s catalog.
fn visit(lang: Lang, text: &str, part: CatalogPart) -> Page {
    let mut page = Page::start_bare("", None);
    page.model = Model::new();
    page.log.clear();
    page.send(Msg::Started(Box::new(Startup {
        languages: vec![lang.code().to_owned()],
        catalog: Some(StartCatalog {
            lang,
            text: text.to_owned(),
            part,
        }),
        hint: None,
        ..startup("")
    })));
    page.deliver_levels();
    page
}

fn rest_asked(effects: &[Effect]) -> Vec<String> {
    effects
        .iter()
        .filter_map(|e| match e {
            Effect::Fetch {
                url,
                what: Fetch::CatalogRest(_),
            } => Some(url.clone()),
            _ => None,
        })
        .collect()
}

/// What the page shows, with the words' completeness left out (the one thing that differs).
fn shown(page: &Page) -> String {
    let mut view = page.view();
    view.words_complete = true;
    format!("{view:?}\n{:?}", page.scene())
}

#[test]
fn the_menu_and_a_level_played_to_its_end_need_only_the_start_part() {
    for (lang, whole) in [(Lang::En, ENGLISH), (Lang::Fr, FRENCH), (Lang::De, GERMAN)] {
        let (start, _) = catalog_parts(whole);
        let mut full = visit(lang, whole, CatalogPart::Whole);
        let mut part = visit(lang, &start, CatalogPart::Start);
        assert!(rest_asked(&full.log).is_empty());
        assert_eq!(
            rest_asked(&part.log),
            vec![format!("www/i18n/{}.rest.ftl", lang.code())]
        );
        assert!(!part.view().words_complete);
        assert_eq!(shown(&part), shown(&full), "{lang:?}: the menu");
        for page in [&mut full, &mut part] {
            page.send(Msg::RouteChanged("#/level/03-hairpin".into()));
            page.run_clock(200);
        }
        assert_eq!(shown(&part), shown(&full), "{lang:?}: the level opened");
        let line = full.optimal_line();
        assert!(line.len() > 3);
        // A crash first (the warning, the crash's words, Undo), then the race to its end.
        for page in [&mut full, &mut part] {
            page.keys(&["9", "9", "9", "9"]);
            page.run_clock(50);
        }
        assert_eq!(shown(&part), shown(&full), "{lang:?}: a crash");
        for page in [&mut full, &mut part] {
            page.send(Msg::RouteChanged("#/".into()));
            page.send(Msg::RouteChanged("#/level/03-hairpin".into()));
            page.run_clock(200);
        }
        for (i, p) in line.into_iter().enumerate() {
            full.click(p);
            part.click(p);
            full.run_clock(20);
            part.run_clock(20);
            assert_eq!(shown(&part), shown(&full), "{lang:?}: move {i}");
        }
        assert_eq!(full.game().state.name(), "won");
    }
}

#[test]
fn the_rest_completes_the_words_and_words_the_page_again() {
    let (start, rest) = catalog_parts(GERMAN);
    let mut page = visit(Lang::De, &start, CatalogPart::Start);
    // The service worker's words for a push are the rest's: not kept before it comes.
    let kept = |effects: &[Effect]| {
        effects
            .iter()
            .any(|e| matches!(e, Effect::KeepWorkerWords(_)))
    };
    assert!(!kept(&page.log));
    assert_eq!(
        page.model.words().with("online-your-move-in", &[]),
        "online-your-move-in"
    );
    let effects = page
        .send(Msg::Fetched {
            what: Fetch::CatalogRest(Lang::De),
            result: Ok(rest),
        })
        .to_vec();
    assert!(effects.contains(&Effect::SetLang(Lang::De)), "{effects:?}");
    assert!(kept(&effects), "{effects:?}");
    assert!(page.view().words_complete);
    assert_ne!(page.model.words().get("editor-back"), "editor-back");
    // Nothing is asked for again.
    page.send(Msg::RouteChanged("#/edit".into()));
    assert!(rest_asked(&page.effects).is_empty());
}

#[test]
fn a_rest_that_could_not_be_had_is_asked_for_at_the_next_screen() {
    let (start, rest) = catalog_parts(FRENCH);
    let mut page = visit(Lang::Fr, &start, CatalogPart::Start);
    // Asked for once, not again while it is on its way.
    page.send(Msg::RouteChanged("#/level/03-hairpin".into()));
    assert!(rest_asked(&page.effects).is_empty());
    page.send(Msg::Fetched {
        what: Fetch::CatalogRest(Lang::Fr),
        result: Err("offline".into()),
    });
    assert!(!page.view().words_complete);
    let effects = page.send(Msg::RouteChanged("#/".into())).to_vec();
    assert_eq!(
        rest_asked(&effects),
        vec!["www/i18n/fr.rest.ftl".to_owned()]
    );
    page.send(Msg::Fetched {
        what: Fetch::CatalogRest(Lang::Fr),
        result: Ok(rest),
    });
    assert!(page.view().words_complete);
}

#[test]
fn a_rest_that_does_not_read_asks_for_the_whole_catalog() {
    let (start, _) = catalog_parts(ENGLISH);
    let mut page = visit(Lang::En, &start, CatalogPart::Start);
    let effects = page
        .send(Msg::Fetched {
            what: Fetch::CatalogRest(Lang::En),
            result: Ok("editor-back = { broken".into()),
        })
        .to_vec();
    assert!(
        effects.iter().any(|e| matches!(
            e,
            Effect::Fetch { url, what: Fetch::Catalog(Lang::En) } if url == "www/i18n/en.ftl"
        )),
        "{effects:?}"
    );
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::En),
        result: Ok(ENGLISH.into()),
    });
    assert!(page.view().words_complete);
    assert_eq!(page.model.words().get("editor-back"), "← Levels");
}
