//! A catalog's two parts in the built site: the messages a start needs (the menu, its settings,
//! a level played to its end) in `LANG.start.ftl`, which the bootstrap fetches beside the wasm,
//! and the rest (the editor, online play, tournaments, the track collection, replays, the help)
//! in `LANG.rest.ftl`, which the page fetches once the game has started
//! ([`Lang::start_file`](super::i18n::Lang::start_file)). The whole catalog stays beside them
//! for a language chosen in the settings. `cargo xtask dist` writes the parts; comments are
//! left out of both (they are for translators).
//!
//! A message goes to the rest when the first word of its id is one of [`REST`], unless it is
//! one of [`START`] or a message of the start part refers to it (`{ menu-online }`): the start
//! part words every message it holds by itself.

use std::collections::BTreeSet;

/// The first words of the ids of the messages a start does not need: screens and boxes only
/// reached after the game has started (or through an address that waits for the whole catalog).
pub const REST: [&str; 20] = [
    "bar",
    "editor",
    "element",
    "help",
    "import",
    "link",
    "lobby",
    "log",
    "notify",
    "online",
    "pair",
    "profile",
    "publish",
    "push",
    "rating",
    "refusal",
    "replay",
    "room",
    "tournament",
    "tournaments",
];

/// Messages of the rest's first words that a start needs all the same: the assists named in a
/// won game's box, the undo refused at a game's start, the name a record takes before one is
/// typed.
pub const START: [&str; 6] = [
    "help-coach",
    "help-line",
    "help-solver",
    "help-undo",
    "editor-nothing-undo",
    "online-you",
];

/// One entry of a catalog: its id (`-name` for a term) and its lines.
struct Entry<'a> {
    id: &'a str,
    text: String,
}

/// The catalog `text` cut into its start part and its rest, each a catalog of its own (without
/// the comments).
pub fn catalog_parts(text: &str) -> (String, String) {
    let entries = entries(text);
    let mut start: BTreeSet<&str> = entries
        .iter()
        .filter(|e| !in_rest(e.id))
        .map(|e| e.id)
        .collect();
    // What the start part refers to joins it, until nothing more does.
    loop {
        let wanted: Vec<&str> = entries
            .iter()
            .filter(|e| start.contains(e.id))
            .flat_map(|e| references(&e.text))
            .filter(|id| !start.contains(id))
            .collect();
        if wanted.is_empty() {
            break;
        }
        for id in wanted {
            if let Some(entry) = entries.iter().find(|e| e.id == id) {
                start.insert(entry.id);
            }
        }
    }
    let (mut first, mut rest) = (String::new(), String::new());
    for entry in &entries {
        let part = if start.contains(entry.id) {
            &mut first
        } else {
            &mut rest
        };
        part.push_str(&entry.text);
    }
    (first, rest)
}

/// Whether message `id` belongs to the rest by its first word (terms never do, nor [`START`]).
fn in_rest(id: &str) -> bool {
    let first = id.split('-').next().unwrap_or(id);
    !id.starts_with('-') && REST.contains(&first) && !START.contains(&id)
}

/// The catalog's entries: each begins on a line that starts with its id (a message's letter or
/// a term's `-`) and goes on with the indented or blank lines after it; a comment line ends it.
fn entries(text: &str) -> Vec<Entry<'_>> {
    let mut entries: Vec<Entry<'_>> = Vec::new();
    let mut open = false;
    for line in text.lines() {
        let first = line.chars().next();
        match first {
            Some(c) if c.is_ascii_alphabetic() || c == '-' => {
                let id = line.split([' ', '=']).next().unwrap_or(line);
                entries.push(Entry {
                    id,
                    text: String::new(),
                });
                open = true;
            }
            Some('#') => {
                open = false;
                continue;
            }
            _ if !open => continue,
            _ => {}
        }
        if let Some(entry) = entries.last_mut() {
            entry.text.push_str(line);
            entry.text.push('\n');
        }
    }
    for entry in &mut entries {
        // Blank lines at an entry's end are not its pattern's.
        let kept = entry.text.trim_end().len();
        entry.text.truncate(kept);
        entry.text.push('\n');
    }
    entries
}

/// The messages and terms a pattern refers to: `{ id }`, `{ id.attribute }`, `{ -term }` (not
/// variables, `{ $n }`, nor functions, `{ NUMBER($n) }`).
fn references(text: &str) -> Vec<&str> {
    let mut found = Vec::new();
    for (at, _) in text.match_indices('{') {
        let after = text[at + 1..].trim_start();
        let end = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .unwrap_or(after.len());
        let id = &after[..end];
        let called = after[end..].trim_start().starts_with('(');
        if !id.is_empty() && !called && !id.starts_with(|c: char| c.is_ascii_digit()) {
            found.push(id);
        }
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    const CATALOG: &str = "\
## A group comment

# The menu's button.
menu-online = Race online
-brand = Racetrack
editor-title = Editor of { -brand }
editor-save = Save
    .title = Save the draft

online-first = Make your player first: { menu-online }.
play-note = { $n ->
    [one] { online-one }
   *[other] { NUMBER($n) } moves
}
online-one = one move
online-you = You
";

    #[test]
    fn a_catalog_is_cut_by_its_ids_first_words() {
        let (start, rest) = catalog_parts(CATALOG);
        assert_eq!(
            start,
            "menu-online = Race online\n-brand = Racetrack\nplay-note = { $n ->\n    [one] \
             { online-one }\n   *[other] { NUMBER($n) } moves\n}\nonline-one = one move\nonline-you = You\n"
        );
        assert_eq!(
            rest,
            "editor-title = Editor of { -brand }\neditor-save = Save\n    .title = Save the \
             draft\nonline-first = Make your player first: { menu-online }.\n"
        );
    }

    #[test]
    fn references_are_messages_and_terms_only() {
        assert_eq!(
            references(
                "{ $n } { NUMBER($n, type: \"ordinal\") } { -brand } {menu-x.title} {\"{\"}"
            ),
            vec!["-brand", "menu-x"]
        );
    }
}
