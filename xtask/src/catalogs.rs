//! The check of the page's message catalogs (`www/i18n/*.ftl`, Project Fluent's syntax read by
//! `fluent-syntax`): every catalog reads without an error; every language has the same
//! messages, each with the same attributes and the same variables as English's; every message
//! is used (named in the page's sources or in `index.html`'s `data-l10n`); and every message
//! the sources or the markup name directly is in the catalogs.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

use fluent_syntax::ast;
use fluent_syntax::parser;

use crate::Result;

/// The catalogs' folder, from the repository's root.
pub const CATALOGS: &str = "www/i18n";

/// The languages, English first (the reference).
pub const LANGUAGES: [&str; 3] = ["en", "fr", "de"];

/// The folder whose Rust files may name messages (the page's model, its shell and the
/// prerendered menu), and the markup.
const SOURCES: [&str; 1] = ["src"];
const MARKUP: &str = "index.html";

/// A message's shape: its attributes and, for its value and each attribute, its variables.
type Shape = BTreeMap<String, BTreeSet<String>>;

/// Runs the check; its error lists every problem found.
pub fn check(root: &Path) -> Result<()> {
    let mut problems = Vec::new();
    let mut shapes: BTreeMap<&str, BTreeMap<String, Shape>> = BTreeMap::new();
    for lang in LANGUAGES {
        let path = root.join(CATALOGS).join(format!("{lang}.ftl"));
        let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
        match read(&text) {
            Ok(messages) => {
                shapes.insert(lang, messages);
            }
            Err(errors) => problems.extend(errors.into_iter().map(|e| format!("{lang}.ftl: {e}"))),
        }
    }
    if let Some(english) = shapes.get("en") {
        for (lang, messages) in &shapes {
            problems.extend(compare(lang, english, messages));
        }
        let named = named_in_sources(root)?;
        for id in english.keys() {
            if !named.contains(id) {
                problems.push(format!("message `{id}` is used nowhere (src, index.html)"));
            }
        }
        for id in direct_uses(root)? {
            if !english.contains_key(&id) {
                problems.push(format!("message `{id}` is named but in no catalog"));
            }
        }
        let markup = fs::read_to_string(root.join(MARKUP))?;
        for (id, attribute) in markup_attributes(&markup) {
            let has = english
                .get(&id)
                .is_some_and(|shape| shape.contains_key(&format!(".{attribute}")));
            if !has {
                problems.push(format!(
                    "{MARKUP} words attribute `{attribute}` from message `{id}`, which has no \
                     `.{attribute}`"
                ));
            }
        }
    }
    if problems.is_empty() {
        println!(
            "xtask: lint: the catalogs of {} agree, every message used",
            LANGUAGES.join(", ")
        );
        return Ok(());
    }
    Err(problems.join("\n").into())
}

/// The messages of a catalog and their shapes, or the parser's complaints.
fn read(text: &str) -> std::result::Result<BTreeMap<String, Shape>, Vec<String>> {
    let resource = parser::parse(text).map_err(|(_, errors)| {
        errors
            .iter()
            .map(|e| format!("{:?} at bytes {:?}", e.kind, e.pos))
            .collect::<Vec<_>>()
    })?;
    let mut messages = BTreeMap::new();
    let mut twice = Vec::new();
    for entry in resource.body {
        if let ast::Entry::Message(message) = entry {
            let mut shape = Shape::new();
            if let Some(value) = &message.value {
                shape.insert(String::new(), variables(value));
            }
            for attribute in &message.attributes {
                shape.insert(
                    format!(".{}", attribute.id.name),
                    variables(&attribute.value),
                );
            }
            if messages.insert(message.id.name.to_owned(), shape).is_some() {
                twice.push(format!("message `{}` is defined twice", message.id.name));
            }
        }
    }
    if !twice.is_empty() {
        return Err(twice);
    }
    Ok(messages)
}

/// The variables a pattern names, in its placeables and selectors.
fn variables(pattern: &ast::Pattern<&str>) -> BTreeSet<String> {
    let mut found = BTreeSet::new();
    for element in &pattern.elements {
        if let ast::PatternElement::Placeable { expression } = element {
            expression_variables(expression, &mut found);
        }
    }
    found
}

fn expression_variables(expression: &ast::Expression<&str>, found: &mut BTreeSet<String>) {
    match expression {
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, found);
            for variant in variants {
                found.extend(variables(&variant.value));
            }
        }
        ast::Expression::Inline(inline) => inline_variables(inline, found),
    }
}

fn inline_variables(inline: &ast::InlineExpression<&str>, found: &mut BTreeSet<String>) {
    match inline {
        ast::InlineExpression::VariableReference { id } => {
            found.insert(id.name.to_owned());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, found),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_variables(argument, found);
            }
        }
        _ => {}
    }
}

/// What `lang`'s catalog gets wrong against English's.
fn compare(
    lang: &str,
    english: &BTreeMap<String, Shape>,
    messages: &BTreeMap<String, Shape>,
) -> Vec<String> {
    let mut problems = Vec::new();
    for (id, shape) in english {
        match messages.get(id) {
            None => problems.push(format!("{lang}.ftl: message `{id}` is missing")),
            Some(theirs) if theirs != shape => problems.push(format!(
                "{lang}.ftl: message `{id}` has {theirs:?} (attributes and variables), English {shape:?}"
            )),
            Some(_) => {}
        }
    }
    for id in messages.keys().filter(|id| !english.contains_key(*id)) {
        problems.push(format!(
            "{lang}.ftl: message `{id}` is not in English's catalog"
        ));
    }
    problems
}

/// Every quoted word of the sources and the markup that could be a message id.
fn named_in_sources(root: &Path) -> Result<BTreeSet<String>> {
    let mut named = BTreeSet::new();
    let mut texts = vec![fs::read_to_string(root.join(MARKUP))?];
    for dir in SOURCES {
        rust_files(&root.join(dir), &mut texts)?;
    }
    for text in &texts {
        for quoted in text.split('"').skip(1).step_by(2) {
            if is_id(quoted) {
                named.insert(quoted.to_owned());
            }
        }
    }
    Ok(named)
}

/// The messages the sources and the markup name directly: `data-l10n="ID"` and the first
/// argument of `get`, `with`, `value`, `attribute` and `attribute_of`.
fn direct_uses(root: &Path) -> Result<BTreeSet<String>> {
    let mut texts = Vec::new();
    for dir in SOURCES {
        rust_files(&root.join(dir), &mut texts)?;
    }
    let markup = fs::read_to_string(root.join(MARKUP))?;
    let mut uses = BTreeSet::new();
    for part in markup.split("data-l10n=\"").skip(1) {
        if let Some(id) = part.split('"').next() {
            uses.insert(id.to_owned());
        }
    }
    for text in &texts {
        for call in [
            "words.get(\"",
            "words.with(\"",
            "words.value(\"",
            ".attribute(\"",
        ] {
            for part in text.split(call).skip(1) {
                if let Some(id) = part.split('"').next().filter(|id| is_id(id)) {
                    uses.insert(id.to_owned());
                }
            }
        }
    }
    Ok(uses)
}

/// The (message, attribute) pairs the markup words: each element's `data-l10n="ID"` with each
/// name of its `data-l10n-attrs="a b"`.
fn markup_attributes(markup: &str) -> Vec<(String, String)> {
    let mut pairs = Vec::new();
    for element in markup.split('<').skip(1) {
        let tag = element.split('>').next().unwrap_or("");
        let value = |name: &str| {
            tag.split(&format!(" {name}=\"")[..])
                .nth(1)
                .and_then(|rest| rest.split('"').next())
        };
        if let (Some(id), Some(attributes)) = (value("data-l10n"), value("data-l10n-attrs")) {
            for attribute in attributes.split_whitespace() {
                pairs.push((id.to_owned(), attribute.to_owned()));
            }
        }
    }
    pairs
}

/// Whether `text` has a message id's form: lowercase words joined by hyphens.
fn is_id(text: &str) -> bool {
    text.contains('-')
        && !text.starts_with('-')
        && !text.ends_with('-')
        && text
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Appends the text of every `*.rs` file under `dir`.
fn rust_files(dir: &Path, texts: &mut Vec<String>) -> Result<()> {
    for entry in fs::read_dir(dir)? {
        let path = entry?.path();
        if path.is_dir() {
            rust_files(&path, texts)?;
        } else if path.extension().is_some_and(|e| e == "rs") {
            texts.push(fs::read_to_string(&path)?);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_catalog_missing_a_message_or_with_other_variables_is_found() {
        let english = read("a-b = A { $n }\nc-d = C\n    .title = T\n").unwrap();
        let other = read("a-b = A { $m }\ne-f = E\n").unwrap();
        let problems = compare("fr", &english, &other);
        assert_eq!(problems.len(), 3, "{problems:?}");
        assert!(problems[0].contains("`a-b`"));
        assert!(problems[1].contains("`c-d` is missing"));
        assert!(problems[2].contains("`e-f` is not in English"));
    }

    #[test]
    fn the_markups_attributes_are_read_with_their_message() {
        let markup = r#"<p><button id="b" title="T" data-l10n="a-b" data-l10n-attrs="title aria-label">x</button><span data-l10n="c-d">y</span>"#;
        assert_eq!(
            markup_attributes(markup),
            [
                ("a-b".to_owned(), "title".to_owned()),
                ("a-b".to_owned(), "aria-label".to_owned())
            ]
        );
    }

    #[test]
    fn variables_in_selectors_and_variants_count() {
        let messages =
            read("x-y = { $n ->\n    [one] one { $what }\n   *[other] { $n }\n}\n").unwrap();
        let shape = &messages["x-y"];
        assert_eq!(
            shape[""],
            ["n", "what"]
                .into_iter()
                .map(String::from)
                .collect::<BTreeSet<_>>()
        );
    }

    #[test]
    fn a_catalog_that_does_not_read_or_defines_a_message_twice_is_refused() {
        assert!(read("x-y = { $n\n").is_err());
        assert_eq!(
            read("x-y = A\nx-y = B\n").unwrap_err(),
            vec!["message `x-y` is defined twice".to_owned()]
        );
    }
}
