//! The draft in browser storage: the editor's track is written under [`DRAFT_KEY`] after every
//! change, so a reload (or a crash of the tab) loses nothing. The value is JSON:
//! `{"version": 1, "name": "My track", "track": "#####\n#>.*#\n#####\n"}`, with `"rules"`
//! (`soft`, `karopapier`) when the draft is not under strict rules; the track text may be
//! unfinished (no start or finish yet). A value that cannot be read is set aside under
//! [`DRAFT_ASIDE_KEY`], never thrown away, and the editor starts blank with a message.

use serde::{Deserialize, Serialize};

use racetrack::editor::Editor;
use racetrack::rules::Rules;

use super::{Editing, NEW_SIZE};
use crate::ui::app::App;
use crate::ui::i18n::Words;
use crate::ui::msg::Effect;

/// Where the draft is kept.
pub const DRAFT_KEY: &str = "racetrack.draft";
/// Where a draft that could not be read is kept.
pub const DRAFT_ASIDE_KEY: &str = "racetrack.draft.set-aside";

/// The draft as stored (its keys in the order they have always been written).
#[derive(Serialize, Deserialize)]
struct StoredDraft {
    #[serde(default)]
    name: Option<String>,
    track: String,
    version: u64,
    /// The rules' name, when not strict.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rules: Option<String>,
}

/// The draft's stored form.
pub(crate) fn to_json(editing: &Editing) -> String {
    let stored = StoredDraft {
        version: 1,
        name: Some(editing.name.clone()),
        track: editing.editor.to_text(),
        rules: (editing.rules != Rules::Strict).then(|| editing.rules.name().to_owned()),
    };
    serde_json::to_string(&stored).expect("a draft serialises")
}

/// Reads a stored draft: its editor, name (`editor-new-name` when it has none) and rules (strict
/// when it names none, or rules this page does not know); else why not, in `words`.
pub(crate) fn from_json(words: &Words, text: &str) -> Result<(Editor, String, Rules), String> {
    let stored: StoredDraft = serde_json::from_str(text).map_err(|e| {
        let why = crate::ui::engine_words::json_error(words, &e);
        words.with("editor-draft-not-draft", &[("why", why.into())])
    })?;
    if stored.version != 1 {
        return Err(words.get("editor-draft-version"));
    }
    let name = stored
        .name
        .map(|n| n.chars().take(80).collect::<String>())
        .filter(|n| !n.trim().is_empty())
        .unwrap_or_else(|| words.get("editor-new-name"));
    let editor = Editor::from_text(&stored.track)
        .map_err(|e| crate::ui::engine_words::edit_error(words, &e))?;
    let rules = stored
        .rules
        .and_then(|r| r.parse().ok())
        .unwrap_or(Rules::Strict);
    Ok((editor, name, rules))
}

/// Makes sure the editor exists: from the stored draft, or blank.
pub(crate) fn ensure(editing: &mut Option<Editing>, app: &mut App) -> Vec<Effect> {
    if editing.is_some() {
        return Vec::new();
    }
    let mut effects = Vec::new();
    let stored = app.kept.draft.take();
    let stored_decor = app.kept.draft_decor.take();
    let decor_id = app.next_generation();
    let mut made = match stored.as_deref().map(|text| from_json(&app.words, text)) {
        Some(Ok((editor, name, rules))) => {
            let mut editing = Editing::new(editor, &name);
            editing.rules = rules;
            let decor = stored_decor.as_deref();
            super::kept_decor::restore(&mut editing, &app.words, decor_id, decor);
            editing
        }
        other => {
            if let (Some(Err(why)), Some(raw)) = (other, stored) {
                app.error = Some(
                    app.words
                        .with("editor-draft-set-aside", &[("why", why.into())]),
                );
                effects.push(Effect::Store {
                    key: DRAFT_ASIDE_KEY,
                    value: raw,
                });
            }
            let (rows, cols) = NEW_SIZE;
            let editor = Editor::new(rows, cols).expect("the default size is valid");
            Editing::new(editor, &app.words.get("editor-new-name"))
        }
    };
    // What was read back is what is stored.
    made.stored = Some(made.editor.version());
    made.relayout(app.device.viewport, app.device.touch);
    *editing = Some(made);
    effects
}

/// Writes the draft when it changed and no stroke is under way.
pub(crate) fn store(editing: &mut Editing) -> Option<Effect> {
    let version = editing.editor.version();
    if editing.drag.is_some() || editing.stored == Some(version) {
        return None;
    }
    editing.stored = Some(version);
    Some(Effect::Store {
        key: DRAFT_KEY,
        value: to_json(editing),
    })
}
