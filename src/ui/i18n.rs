//! The page's words in the reader's language: English, French and German, each a Project Fluent
//! catalog (`www/i18n/{en,fr,de}.ftl`) read by `fluent-bundle`, whose plural categories are
//! CLDR's (`intl_pluralrules`: French counts 0 and 1 as one, English and German only 1).
//! Numbers are written as each language writes them (1,234.5; 1 234,5; 1.234,5).
//!
//! Only the language in use is loaded: the page's bootstrap fetches its language's catalog
//! ([`Lang::file`]) beside the wasm and hands it to the game as it starts, and another language
//! chosen in the settings is fetched then. The wasm holds no catalog (English is built in only
//! natively: the tests, the prerendered pages). A message missing from a catalog (which the lint
//! forbids) shows its id, never a blank.

use std::fmt;

use fluent_bundle::types::FluentNumber;
use fluent_bundle::{FluentArgs, FluentBundle, FluentResource, FluentValue};

/// The English catalog, built in natively only (the wasm fetches it like any other).
#[cfg(not(target_arch = "wasm32"))]
const ENGLISH: &str = include_str!("../../www/i18n/en.ftl");

/// The failure words the page hands its failure box and loading line ahead of time (element
/// id, attribute, message): read by the panic hook and the bootstrap when the page fails, when
/// the model cannot be asked.
pub const FAILURE_WORDS: [(&str, &str, &str); 7] = [
    ("part-loading", "data-words", "failure-loading-part"),
    ("crash-box", "data-crash-title", "failure-crash-title"),
    ("crash-box", "data-crash-words", "failure-crash-words"),
    ("crash-box", "data-crash-reload", "failure-reload"),
    ("crash-box", "data-load-failed-title", "failure-load-title"),
    ("crash-box", "data-load-failed-words", "failure-load-words"),
    ("crash-box", "data-load-failed-reload", "failure-reload"),
];

/// A language the page speaks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    /// English (the default).
    #[default]
    En,
    /// French.
    Fr,
    /// German.
    De,
}

impl Lang {
    /// Every language, in the settings' order.
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Fr, Lang::De];

    /// Its code: `<html lang>`, the settings' option value, the catalog's file name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Fr => "fr",
            Lang::De => "de",
        }
    }

    /// Its page in the built site's root (`cargo xtask dist` writes one per language, the menu
    /// prerendered in it): `index.html` in English, `index.fr.html`...
    pub fn page(self) -> &'static str {
        match self {
            Lang::En => "index.html",
            Lang::Fr => "index.fr.html",
            Lang::De => "index.de.html",
        }
    }

    /// Its name in itself, as a language menu lists it whatever the page's language.
    pub fn endonym(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::Fr => "Français",
            Lang::De => "Deutsch",
        }
    }

    /// The language of a code or a browser's language tag (`fr`, `fr-CA`, `de-AT`), when the
    /// page speaks it.
    pub fn of(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.trim().to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == primary)
    }

    /// The first of the browser's languages (`navigator.languages`, by preference) the page
    /// speaks; English when none.
    pub fn negotiate<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred
            .iter()
            .find_map(|tag| Lang::of(tag.as_ref()))
            .unwrap_or_default()
    }

    /// Its catalog's address, relative to the page.
    pub fn file(self) -> String {
        format!("www/i18n/{}.ftl", self.code())
    }

    /// The address of its catalog's part that a start needs (the menu, a level played), which
    /// `cargo xtask dist` writes beside the whole catalog ([`catalog_parts`]).
    pub fn start_file(self) -> String {
        format!("www/i18n/{}.start.ftl", self.code())
    }

    /// The address of the rest of its catalog, fetched once the game has started.
    pub fn rest_file(self) -> String {
        format!("www/i18n/{}.rest.ftl", self.code())
    }

    /// How the language writes a number's groups of thousands and its decimal point.
    fn separators(self) -> (&'static str, &'static str) {
        match self {
            Lang::En => (",", "."),
            // A narrow no-break space, as the Imprimerie nationale and CLDR write it.
            Lang::Fr => ("\u{202f}", ","),
            Lang::De => (".", ","),
        }
    }
}

/// Which part of a language's catalog a text is ([`crate::ui::catalog_parts`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CatalogPart {
    /// The whole catalog.
    Whole,
    /// The part a start needs: its rest is fetched once the game has started.
    Start,
}

/// The catalog the bootstrap fetched beside the wasm.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StartCatalog {
    /// Its language (the page's `<html lang>`).
    pub lang: Lang,
    /// The file's text.
    pub text: String,
    /// Whether it is the whole catalog or its start part.
    pub part: CatalogPart,
}

/// Why a catalog could not be used.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the {lang} catalog does not read: {why}")]
pub struct CatalogError {
    /// The language's code.
    pub lang: &'static str,
    /// The parser's first complaint.
    pub why: String,
}

/// A value for a message's variable.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    /// A number: written as the language writes numbers, and it chooses the plural.
    Number(f64),
    /// Text, as it is (a name, a title).
    Text(String),
}

impl From<usize> for Arg {
    fn from(n: usize) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<u32> for Arg {
    fn from(n: u32) -> Arg {
        Arg::Number(f64::from(n))
    }
}

impl From<i64> for Arg {
    fn from(n: i64) -> Arg {
        Arg::Number(n as f64)
    }
}

impl From<f64> for Arg {
    fn from(n: f64) -> Arg {
        Arg::Number(n)
    }
}

impl From<&str> for Arg {
    fn from(text: &str) -> Arg {
        Arg::Text(text.to_owned())
    }
}

impl From<String> for Arg {
    fn from(text: String) -> Arg {
        Arg::Text(text)
    }
}

impl From<&String> for Arg {
    fn from(text: &String) -> Arg {
        Arg::Text(text.clone())
    }
}

/// The words of one language: its catalog, ready to format.
pub struct Words {
    lang: Lang,
    bundle: FluentBundle<FluentResource>,
    /// Whether a catalog was read into it (not the wasm's empty words before its catalog came).
    read: bool,
    /// Whether it holds the whole catalog, not only its start part ([`CatalogPart::Start`]).
    complete: bool,
}

impl fmt::Debug for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Words")
            .field("lang", &self.lang)
            .finish_non_exhaustive()
    }
}

impl Default for Words {
    /// The words the page has before a catalog arrives: English natively, none in the wasm
    /// (each message shows its id until its catalog is read).
    fn default() -> Words {
        Words::built_in(Lang::En).unwrap_or_else(|| Words::unread(Lang::En))
    }
}

impl Words {
    /// The built-in English words (natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn english() -> Words {
        Words::read(Lang::En, ENGLISH).expect("the English catalog reads")
    }

    /// The words of `lang` at hand without a fetch: English natively, nothing in the wasm.
    pub fn built_in(lang: Lang) -> Option<Words> {
        #[cfg(not(target_arch = "wasm32"))]
        if lang == Lang::En {
            return Some(Words::english());
        }
        let _ = lang;
        None
    }

    /// No words yet in `lang`: every message shows its id.
    fn unread(lang: Lang) -> Words {
        Words {
            lang,
            bundle: Words::bundle(lang),
            read: false,
            complete: false,
        }
    }

    /// Whether a catalog was read (the words are not ids).
    pub fn is_read(&self) -> bool {
        self.read
    }

    /// Whether the whole catalog was read: not only the part a start needs, whose rest is on
    /// its way ([`Words::add_rest`]).
    pub fn is_complete(&self) -> bool {
        self.read && self.complete
    }

    fn bundle(lang: Lang) -> FluentBundle<FluentResource> {
        let id: unic_langid::LanguageIdentifier = lang
            .code()
            .parse()
            .expect("a language code is an identifier");
        let mut bundle = FluentBundle::new(vec![id]);
        // The page is left to right in all three; isolation marks would only show as
        // stray characters in titles and attributes.
        bundle.set_use_isolating(false);
        // `NUMBER($n, type: "ordinal")` chooses by CLDR's ordinal rules (1st, 2nd, 3rd).
        bundle
            .add_builtins()
            .expect("the builtins are added once, to a new bundle");
        bundle.set_formatter(Some(match lang {
            Lang::En => number_en,
            Lang::Fr => number_fr,
            Lang::De => number_de,
        }));
        bundle
    }

    /// The words of `lang` from its catalog's text.
    pub fn read(lang: Lang, text: &str) -> Result<Words, CatalogError> {
        Words::read_part(lang, text, CatalogPart::Whole)
    }

    /// The words of `lang` from the text of its catalog, whole or its start part.
    pub fn read_part(lang: Lang, text: &str, part: CatalogPart) -> Result<Words, CatalogError> {
        let mut words = Words::unread(lang);
        words.add(text)?;
        words.read = true;
        words.complete = part == CatalogPart::Whole;
        Ok(words)
    }

    /// Adds the rest of the catalog to words read from its start part: they are complete then.
    /// Messages the words have already are an error (the two parts share none).
    pub fn add_rest(&mut self, text: &str) -> Result<(), CatalogError> {
        self.add(text)?;
        self.complete = true;
        Ok(())
    }

    fn add(&mut self, text: &str) -> Result<(), CatalogError> {
        let lang = self.lang.code();
        let resource =
            FluentResource::try_new(text.to_owned()).map_err(|(_, errors)| CatalogError {
                lang,
                why: errors.first().map_or_else(String::new, ToString::to_string),
            })?;
        self.bundle
            .add_resource(resource)
            .map_err(|errors| CatalogError {
                lang,
                why: errors.first().map_or_else(String::new, ToString::to_string),
            })
    }

    /// Its language.
    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Message `id` without variables.
    pub fn get(&self, id: &str) -> String {
        self.format(id, None, &[])
    }

    /// Message `id` with its variables.
    pub fn with(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.format(id, None, args)
    }

    /// Attribute `attribute` of message `id` (`.title`, `.aria-label`).
    pub fn attribute(&self, id: &str, attribute: &str) -> String {
        self.format(id, Some(attribute), &[])
    }

    /// Message `id`'s value, when the catalog has the message and it has a value (some have
    /// attributes only).
    pub fn value(&self, id: &str) -> Option<String> {
        self.bundle.get_message(id)?.value()?;
        Some(self.get(id))
    }

    /// Attribute `attribute` of message `id`, when the catalog has it.
    pub fn attribute_of(&self, id: &str, attribute: &str) -> Option<String> {
        self.bundle.get_message(id)?.get_attribute(attribute)?;
        Some(self.attribute(id, attribute))
    }

    /// The words of a marked-up element (`data-l10n="ID"`, `data-l10n-attrs="NAMES"`, space
    /// separated): its text when the message has a value, and each attribute it names that the
    /// message words. The page's shell and the prerendered menu both word the markup with it.
    pub fn markup(&self, id: &str, attributes: &str) -> (Option<String>, Vec<(String, String)>) {
        let named = attributes.split_whitespace();
        let worded = named
            .filter_map(|name| Some((name.to_owned(), self.attribute_of(id, name)?)))
            .collect();
        (self.value(id), worded)
    }

    /// Whether the catalog has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.bundle.has_message(id)
    }

    /// A date (`YYYY-MM-DD`) as the language writes it (the catalog's `date` message: its day,
    /// month and year, each with its leading zeros); a text that is not a date is kept.
    pub fn date(&self, date: &str) -> String {
        let parts: Vec<&str> = date.split('-').collect();
        match parts[..] {
            [year, month, day]
                if [year, month, day]
                    .iter()
                    .all(|p| p.bytes().all(|b| b.is_ascii_digit())) =>
            {
                self.with(
                    "date-numeric",
                    &[
                        ("year", year.into()),
                        ("month", month.into()),
                        ("day", day.into()),
                    ],
                )
            }
            _ => date.to_owned(),
        }
    }

    /// A number as the language writes it, with `decimals` digits after its point.
    pub fn number(&self, value: f64, decimals: usize) -> String {
        write_number(self.lang, value, decimals)
    }

    fn format(&self, id: &str, attribute: Option<&str>, args: &[(&str, Arg)]) -> String {
        let Some(message) = self.bundle.get_message(id) else {
            return id.to_owned();
        };
        let pattern = match attribute {
            Some(name) => message.get_attribute(name).map(|a| a.value()),
            None => message.value(),
        };
        let Some(pattern) = pattern else {
            return id.to_owned();
        };
        let mut fluent_args = FluentArgs::new();
        for (name, arg) in args {
            match arg {
                Arg::Number(n) => fluent_args.set(*name, FluentValue::from(*n)),
                Arg::Text(t) => fluent_args.set(*name, FluentValue::from(t.as_str())),
            }
        }
        let mut errors = Vec::new();
        self.bundle
            .format_pattern(pattern, Some(&fluent_args), &mut errors)
            .into_owned()
    }
}

/// `value` as `lang` writes it: groups of three digits, `decimals` after the point.
fn write_number(lang: Lang, value: f64, decimals: usize) -> String {
    let (group, point) = lang.separators();
    let text = format!("{:.*}", decimals, value.abs());
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let mut out = String::new();
    if value < 0.0 && text.bytes().any(|b| b.is_ascii_digit() && b != b'0') {
        out.push('-');
    }
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i) % 3 == 0 {
            out.push_str(group);
        }
        out.push(digit);
    }
    if !fraction.is_empty() {
        out.push_str(point);
        out.push_str(fraction);
    }
    out
}

/// A Fluent number as `lang` writes it: the digits after its point as the number came.
fn fluent_number(lang: Lang, value: &FluentValue<'_>) -> Option<String> {
    let FluentValue::Number(FluentNumber { value, options }) = value else {
        return None;
    };
    let decimals = options
        .minimum_fraction_digits
        .unwrap_or_else(|| if value.fract() == 0.0 { 0 } else { 2 });
    Some(write_number(lang, *value, decimals))
}

fn number_en(value: &FluentValue<'_>, _: &intl_memoizer::IntlLangMemoizer) -> Option<String> {
    fluent_number(Lang::En, value)
}

fn number_fr(value: &FluentValue<'_>, _: &intl_memoizer::IntlLangMemoizer) -> Option<String> {
    fluent_number(Lang::Fr, value)
}

fn number_de(value: &FluentValue<'_>, _: &intl_memoizer::IntlLangMemoizer) -> Option<String> {
    fluent_number(Lang::De, value)
}
