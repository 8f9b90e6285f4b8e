//! The page's language: the browser's first one the page speaks, the settings' choice kept and
//! preferred, a catalog fetched for French and German only, the menu and a level's name worded
//! in it (again when it changes), and a catalog that does not read or lacks a message. How each
//! language writes numbers, plurals, dates and a game's words: `language_words.rs`.

use racetrack_page::ui::i18n::{CatalogPart, Lang, StartCatalog, Words};
use racetrack_page::ui::msg::{Effect, Fetch, Startup};
use racetrack_page::ui::{Model, Msg};

use crate::harness::{Page, startup};

pub(crate) const FRENCH: &str = include_str!("../../www/i18n/fr.ftl");
pub(crate) const GERMAN: &str = include_str!("../../www/i18n/de.ftl");

/// A first visit by a browser whose languages are `languages`, its levels delivered.
fn visit(languages: &[&str], settings: Option<&str>) -> Page {
    let mut page = Page::start_bare("", Some("seen"));
    page.model = Model::new();
    page.send(Msg::Started(Box::new(Startup {
        languages: languages.iter().map(|l| (*l).to_owned()).collect(),
        settings: settings.map(str::to_owned),
        ..startup("")
    })));
    page.deliver_levels();
    page
}

fn catalog_asked(effects: &[Effect]) -> Option<Lang> {
    effects.iter().find_map(|e| match e {
        Effect::Fetch {
            what: Fetch::Catalog(lang),
            url,
        } => {
            assert_eq!(url, &format!("www/i18n/{}.ftl", lang.code()));
            Some(*lang)
        }
        _ => None,
    })
}

#[test]
fn the_browsers_first_language_the_page_speaks_is_the_pages() {
    assert_eq!(Lang::negotiate(&["pt-BR", "de-AT", "fr"]), Lang::De);
    assert_eq!(Lang::negotiate(&["FR_ca"]), Lang::Fr);
    assert_eq!(Lang::negotiate(&["pt-BR", "ja"]), Lang::En);
    assert_eq!(Lang::negotiate::<&str>(&[]), Lang::En);
    // An English browser asks for no catalog: the words are built in.
    let english = visit(&["en-GB"], None);
    assert_eq!(catalog_asked(&english.log), None);
    assert_eq!(english.view().words_lang, Lang::En);
    // A French one asks for French's catalog only, and is worded once it is in.
    let mut french = visit(&["fr-CA", "en"], None);
    assert_eq!(catalog_asked(&french.log), Some(Lang::Fr));
    assert_eq!(french.view().lang, Lang::Fr);
    assert_eq!(
        french.view().words_lang,
        Lang::En,
        "English until French arrives"
    );
    let effects = french
        .send(Msg::Fetched {
            what: Fetch::Catalog(Lang::Fr),
            result: Ok(FRENCH.into()),
        })
        .to_vec();
    assert!(effects.contains(&Effect::SetLang(Lang::Fr)), "{effects:?}");
    let view = french.view();
    assert_eq!(view.words_lang, Lang::Fr);
    let action = view.main_action.unwrap();
    assert_eq!(action.label, "Jouer\u{a0}: Premier circuit");
    assert!(
        action.detail.starts_with("Niveau 1 sur "),
        "{}",
        action.detail
    );
    assert!(
        action.detail.ends_with(" · pas encore gagné"),
        "{}",
        action.detail
    );
    assert_eq!(view.cards[0].group_words, "Les bases");
    assert_eq!(view.cards[0].optimum, "optimum\u{a0}: calcul en cours…");
}

/// A first visit whose bootstrap fetched `catalog` (the page's language and its text).
fn visit_with(languages: &[&str], catalog: (Lang, &str)) -> Page {
    let mut page = Page::start_bare("", Some("seen"));
    page.model = Model::new();
    page.send(Msg::Started(Box::new(Startup {
        languages: languages.iter().map(|l| (*l).to_owned()).collect(),
        catalog: Some(StartCatalog {
            lang: catalog.0,
            text: catalog.1.to_owned(),
            part: CatalogPart::Whole,
        }),
        ..startup("")
    })));
    page.deliver_levels();
    page
}

#[test]
fn the_catalog_fetched_beside_the_wasm_words_the_page_as_it_starts() {
    // The French page's catalog came with the wasm: French at once, nothing more to fetch.
    let french = visit_with(&["fr-FR"], (Lang::Fr, FRENCH));
    assert_eq!(catalog_asked(&french.log), None);
    let view = french.view();
    assert_eq!((view.lang, view.words_lang), (Lang::Fr, Lang::Fr));
    assert!(view.words_ready);
    assert_eq!(
        view.main_action.unwrap().label,
        "Jouer\u{a0}: Premier circuit"
    );
    // The English page opened by a reader who chose German in the settings: German is asked
    // for, the English catalog given is kept meanwhile.
    let german = visit_with(&["de"], (Lang::En, "hello = Hello\n"));
    assert_eq!(catalog_asked(&german.log), Some(Lang::De));
    assert!(!german.view().words_ready);
    // A catalog that does not read is said, and the page keeps the words it has.
    let broken = visit_with(&["fr"], (Lang::Fr, "menu-title = { $"));
    assert_eq!(broken.view().words_lang, Lang::En);
    assert!(
        broken.view().error.is_some_and(|e| e.contains("Français")),
        "the failure is said"
    );
}

#[test]
fn the_language_chosen_is_kept_and_preferred_to_the_browsers() {
    let mut page = visit(&["en-US"], None);
    let effects = page.send(Msg::Language(Lang::De)).to_vec();
    assert_eq!(catalog_asked(&effects), Some(Lang::De));
    let stored = page.storage[racetrack_page::ui::settings::SETTINGS_KEY].clone();
    assert!(stored.contains(r#""lang":"de""#), "{stored}");
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::De),
        result: Ok(GERMAN.into()),
    });
    let view = page.view();
    assert_eq!((view.lang, view.words_lang), (Lang::De, Lang::De));
    assert_eq!(view.main_action.unwrap().label, "Spielen: Erster Rundkurs");
    // The next visit, from an English browser, asks for German at once.
    let again = visit(&["en-US"], Some(&stored));
    assert_eq!(catalog_asked(&again.log), Some(Lang::De));
    // Back to English: no fetch, worded at once.
    let effects = page.send(Msg::Language(Lang::En)).to_vec();
    assert_eq!(catalog_asked(&effects), None);
    assert!(effects.contains(&Effect::SetLang(Lang::En)));
    assert_eq!(page.view().words_lang, Lang::En);
    assert_eq!(
        page.view().main_action.unwrap().label,
        "Play: First circuit"
    );
    // A stored language that is not one reads as none.
    let mut odd = visit(&["de"], Some(r#"{"lang":"xx","mute":true}"#));
    assert_eq!(catalog_asked(&odd.log), Some(Lang::De));
    // The other preferences read as they were, and are kept with the language.
    odd.send(Msg::Language(Lang::Fr));
    let stored = &odd.storage[racetrack_page::ui::settings::SETTINGS_KEY];
    assert!(
        stored.contains(r#""mute":true"#) && stored.contains(r#""lang":"fr""#),
        "{stored}"
    );
}

#[test]
fn a_level_s_name_is_worded_again_when_the_language_changes_while_it_is_played() {
    // A playtest switched from French to German in the game's settings: the header, the tab
    // and the board's label kept "Petit Barto".
    let mut page = visit(&["en-US"], None);
    page.send(Msg::RouteChanged("#/level/01-first-circuit".into()));
    let view = page.view();
    assert_eq!(view.title, "First circuit");
    assert!(
        view.board_label.starts_with("First circuit"),
        "{}",
        view.board_label
    );
    page.send(Msg::Language(Lang::De));
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::De),
        result: Ok(GERMAN.into()),
    });
    let view = page.view();
    assert_eq!(view.words_lang, Lang::De);
    assert_eq!(view.title, "Erster Rundkurs");
    assert!(
        view.tab_title.contains("Erster Rundkurs"),
        "{}",
        view.tab_title
    );
    assert!(
        view.board_label.starts_with("Erster Rundkurs"),
        "{}",
        view.board_label
    );
    // A random track too.
    page.send(Msg::RouteChanged("#/random/7".into()));
    assert!(
        page.view().title.starts_with("Zufällige Strecke"),
        "{}",
        page.view().title
    );
    page.send(Msg::Language(Lang::En));
    assert!(
        page.view().title.starts_with("Random track"),
        "{}",
        page.view().title
    );
}

#[test]
fn a_catalog_that_does_not_come_or_read_leaves_the_words_as_they_are_and_says_so() {
    let mut page = visit(&["en"], None);
    page.send(Msg::Language(Lang::Fr));
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::Fr),
        result: Ok("menu-daily = { $unclosed\n".into()),
    });
    let view = page.view();
    assert_eq!(view.words_lang, Lang::En);
    let error = view.error.unwrap();
    assert!(
        error.starts_with("The Français words could not be loaded"),
        "{error}"
    );
    // A catalog arriving after the reader chose another language is not used.
    page.send(Msg::Language(Lang::De));
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::Fr),
        result: Ok(FRENCH.into()),
    });
    assert_eq!(page.view().words_lang, Lang::En);
    page.send(Msg::Fetched {
        what: Fetch::Catalog(Lang::De),
        result: Err("HTTP 404".into()),
    });
    assert_eq!(page.view().words_lang, Lang::En);
    assert!(page.view().error.unwrap().contains("HTTP 404"));
}

#[test]
fn every_catalog_reads_and_has_every_message_english_has() {
    let english = Words::english();
    for (lang, text) in [(Lang::Fr, FRENCH), (Lang::De, GERMAN)] {
        let words = Words::read(lang, text).unwrap();
        assert_eq!(words.lang(), lang);
        for id in [
            "menu-daily",
            "card-no-solution",
            "main-run",
            "language-failed",
        ] {
            assert!(words.has(id), "{lang:?} lacks {id}");
            assert_ne!(words.get(id), english.get(id), "{lang:?} {id} is English");
        }
    }
}

/// `page` with `lang`'s catalog in.
pub(crate) fn worded(page: &mut Page, lang: Lang) {
    page.send(Msg::Language(lang));
    let text = match lang {
        Lang::Fr => FRENCH,
        Lang::De => GERMAN,
        Lang::En => return,
    };
    page.send(Msg::Fetched {
        what: Fetch::Catalog(lang),
        result: Ok(text.into()),
    });
}
