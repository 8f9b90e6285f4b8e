//! The site's pages, one per language (`index.html` in English, `index.fr.html`,
//! `index.de.html`): the markup worded from the language's catalog and the menu prerendered
//! from the page's own model ([`racetrack_page::prerender`]), so the first paint is the working
//! menu in the reader's language. `www/boot.js` sends a reader to their language's page.

use std::fs;
use std::path::Path;

use lol_html::html_content::{ContentType, Element};
use lol_html::{Settings, comments, element};
use racetrack::date::Date;
use racetrack_page::prerender::{self, Menu};
use racetrack_page::ui::i18n::Lang;

use crate::Result;

/// The web app manifest of `lang`, beside the English one in `www/`.
pub fn manifest_name(lang: Lang) -> String {
    match lang {
        Lang::En => "manifest.webmanifest".to_owned(),
        other => format!("manifest.{}.webmanifest", other.code()),
    }
}

/// The page of `lang` in the site's root.
pub fn page_name(lang: Lang) -> String {
    lang.page().to_owned()
}

/// Writes the page of every language into `site` (which holds `index.html`, `www/i18n/` and
/// `levels/` with its `index.json`), from the markup `site/index.html`, with the style sheet
/// and the boot script written into it ([`crate::inline`]).
pub fn write_pages(site: &Path) -> Result<()> {
    let markup = fs::read_to_string(site.join("index.html"))?;
    let index: Vec<String> =
        serde_json::from_str(&fs::read_to_string(site.join("levels").join("index.json"))?)?;
    let english_manifest = fs::read_to_string(site.join("www").join(manifest_name(Lang::En)))?;
    let days = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs() / 86_400);
    let today = Date::from_unix_days(days as i64).to_string();
    for lang in Lang::ALL {
        let catalog = fs::read_to_string(site.join(lang.file()))?;
        let (start, rest) = racetrack_page::ui::catalog_parts::catalog_parts(&catalog);
        fs::write(site.join(lang.start_file()), start)?;
        fs::write(site.join(lang.rest_file()), rest)?;
        let level = |file: &str| {
            fs::read_to_string(site.join("levels").join(file)).map_err(|e| format!("{file}: {e}"))
        };
        let menu = prerender::menu(lang, &catalog, &index, level, &today)
            .map_err(|e| format!("prerendering the {} menu: {e}", lang.code()))?;
        let page = crate::inline::inline(&rewrite(&markup, lang, &menu)?, site)?;
        fs::write(site.join(page_name(lang)), page)?;
        fs::write(
            site.join("www").join(manifest_name(lang)),
            manifest(&english_manifest, lang, &menu)?,
        )?;
    }
    crate::inline::write_sources(site)?;
    println!(
        "xtask: the menu prerendered in {} languages",
        Lang::ALL.len()
    );
    Ok(())
}

/// The manifest `english` in `lang`: its language, its description and its start page.
fn manifest(english: &str, lang: Lang, menu: &Menu) -> Result<String> {
    let mut manifest: serde_json::Value = serde_json::from_str(english)?;
    manifest["lang"] = lang.code().into();
    manifest["description"] = menu.words.attribute("page-description", "content").into();
    manifest["start_url"] = format!("../{}", page_name(lang)).into();
    Ok(serde_json::to_string_pretty(&manifest)? + "\n")
}

/// `markup` worded in `lang`, with `menu` in it.
fn rewrite(markup: &str, lang: Lang, menu: &Menu) -> Result<String> {
    let words = &menu.words;
    let text = ContentType::Text;
    let html = ContentType::Html;
    let set = |e: &mut Element, name: &str, value: &str| -> lol_html::HandlerResult {
        e.set_attribute(name, value)?;
        Ok(())
    };
    let mut handlers = vec![
        element!("html", |e| {
            e.set_attribute("data-prerendered", "")?;
            set(e, "lang", lang.code())
        }),
        element!("[data-l10n]", |e| {
            let id = e.get_attribute("data-l10n").unwrap_or_default();
            let names = e.get_attribute("data-l10n-attrs").unwrap_or_default();
            let (value, attributes) = words.markup(&id, &names);
            if let Some(value) = value {
                e.set_inner_content(&value, text);
            }
            for (name, value) in attributes {
                e.set_attribute(&name, &value)?;
            }
            Ok(())
        }),
        element!("#level-list", |e| {
            for (name, value) in &menu.list {
                e.set_attribute(name, value)?;
            }
            e.set_inner_content(&menu.cards, html);
            Ok(())
        }),
        element!("#demo-level", |e| {
            e.set_inner_content(&menu.demo_options, html);
            Ok(())
        }),
        element!("#language", |e| {
            e.set_inner_content(&menu.language_options, html);
            Ok(())
        }),
        element!("#language option", |e| {
            if e.get_attribute("value").as_deref() == Some(lang.code()) {
                e.set_attribute("selected", "")?;
            }
            Ok(())
        }),
        element!("#daily-open", |e| {
            e.set_inner_content(&menu.daily.0, text);
            set(e, "data-href", &menu.daily.1)
        }),
        // The cards are there: no loading line (its words are the game's, once it has started).
        element!("#catalog", |e| {
            set(e, "content", &lang.start_file())?;
            set(e, "data-rest", &lang.rest_file())
        }),
        element!("link[rel=manifest]", |e| {
            set(e, "href", &format!("www/{}", manifest_name(lang)))
        }),
        element!("#loading", |e| {
            e.set_inner_content("", text);
            set(e, "hidden", "")
        }),
        // The screens after the menu, hidden until the game shows one, as text the parser skips
        // ([`LATER_OPEN`]): `www/boot.js` puts them in the page when it is idle, before the
        // game starts, so a slow phone's first seconds go to the menu alone.
        element!(LATER, |e| {
            e.before(LATER_OPEN, html);
            e.after(LATER_CLOSE, html);
            Ok(())
        }),
        comments!(LATER, |c| {
            c.remove();
            Ok(())
        }),
    ];
    if let Some(action) = &menu.main_action {
        handlers.push(element!("#main-action", |e| {
            e.remove_attribute("hidden");
            set(e, "href", &action.href)
        }));
        handlers.push(element!("#main-action-label", |e| {
            e.set_inner_content(&action.label, text);
            Ok(())
        }));
        handlers.push(element!("#main-action-detail", |e| {
            e.set_inner_content(&action.detail, text);
            Ok(())
        }));
    }
    for (id, attribute, value) in &menu.failure {
        let selector = format!("#{id}");
        handlers.push(element!(selector, move |e| set(e, attribute, value)));
    }
    let settings = handlers
        .into_iter()
        .fold(Settings::new(), Settings::append_element_content_handler);
    later_checked(lol_html::rewrite_str(markup, settings)?)
}

/// The screens the page holds as text until it is idle: every section of `<main>` but the menu.
const LATER: &str = "main > section:not(#menu)";
/// What opens a screen held as text: a script element the browser neither runs nor parses the
/// markup of (`www/boot.js` looks for `data-later`).
const LATER_OPEN: &str = "<script type=\"text/html\" data-later>";
const LATER_CLOSE: &str = "</script>";

/// `page`, when each screen held as text holds markup alone: no script (whose end would close
/// the text early) and no comment (the `<!--` of a script's text changes how its end is read).
fn later_checked(page: String) -> Result<String> {
    let mut held = 0;
    for part in page.split(LATER_OPEN).skip(1) {
        let (screen, _) = part
            .split_once(LATER_CLOSE)
            .ok_or("a screen held as text is not closed")?;
        if screen.contains("<script") || screen.contains("<!--") || screen.contains("</script") {
            return Err("a screen held as text holds a script or a comment".into());
        }
        held += 1;
    }
    if held == 0 {
        return Err(format!("no screen held as text ({LATER})").into());
    }
    Ok(page)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn french_menu() -> Menu {
        let catalog = include_str!("../../www/i18n/fr.ftl");
        let words = racetrack_page::ui::i18n::Words::read(Lang::Fr, catalog).unwrap();
        Menu {
            words,
            cards: String::new(),
            pictures: Vec::new(),
            list: Vec::new(),
            demo_options: String::new(),
            language_options: String::new(),
            daily: (String::new(), String::new()),
            main_action: None,
            failure: Vec::new(),
        }
    }

    #[test]
    fn a_manifest_speaks_its_language_and_starts_on_its_page() {
        let english = r#"{"name": "Racetrack", "lang": "en", "start_url": "../", "scope": "../"}"#;
        let menu = french_menu();
        let french: serde_json::Value =
            serde_json::from_str(&manifest(english, Lang::Fr, &menu).unwrap()).unwrap();
        assert_eq!(french["lang"], "fr");
        assert_eq!(french["start_url"], "../index.fr.html");
        assert_eq!(french["scope"], "../");
        assert_eq!(french["name"], "Racetrack");
        assert!(
            french["description"]
                .as_str()
                .unwrap()
                .contains("papier quadrillé")
        );
    }

    #[test]
    fn the_screens_after_the_menu_are_held_as_text_without_their_comments() {
        let markup = "<main><section id=\"menu\"><p>menu</p></section>\
            <section id=\"help\" hidden><!-- a note --><p>help</p></section>\
            <section id=\"game\" hidden><p>game</p></section></main>";
        let page = rewrite(markup, Lang::Fr, &french_menu()).unwrap();
        assert_eq!(
            page,
            "<main><section id=\"menu\"><p>menu</p></section>\
             <script type=\"text/html\" data-later><section id=\"help\" hidden><p>help</p></section></script>\
             <script type=\"text/html\" data-later><section id=\"game\" hidden><p>game</p></section></script></main>"
        );
        // What the browser would read otherwise is refused.
        for (screen, why) in [
            ("<script>x()</script>", "holds a script"),
            ("<p>", "not closed"),
        ] {
            let page = format!("<main>{LATER_OPEN}{screen}");
            let page = if why == "holds a script" {
                page + LATER_CLOSE
            } else {
                page
            };
            let error = later_checked(page).unwrap_err().to_string();
            assert!(error.contains(why), "{screen}: {error}");
        }
        assert!(later_checked("<main></main>".into()).is_err());
    }

    #[test]
    fn pages_are_named_by_language() {
        assert_eq!(page_name(Lang::En), "index.html");
        assert_eq!(page_name(Lang::Fr), "index.fr.html");
        assert_eq!(page_name(Lang::De), "index.de.html");
    }
}
