//! The draft's decor in browser storage, under [`DRAFT_DECOR_KEY`] beside the draft itself:
//! written when the decor changes (laid, replaced, removed), not at every stroke, so a reload
//! brings the draft back with its picture. The value is JSON:
//! `{"version": 1, "name": "ring-decor.png", "width": 512, "height": 224, "rgba": "..."}`, the
//! pixels DEFLATE-compressed then base64url. A decor of more than [`MAX_KEPT_PIXELS`] is not
//! kept (browser storage holds a few megabytes for the whole page), and the status says so.

use std::rc::Rc;

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use serde::{Deserialize, Serialize};

use crate::ui::decor::{self, Decor};
use crate::ui::msg::Effect;
use racetrack::image::Picture;

use super::Editing;
use crate::ui::i18n::Words;

/// Where the draft's decor is kept (an empty value: no decor).
pub const DRAFT_DECOR_KEY: &str = "racetrack.draft.decor";

/// The largest decor kept, in pixels (1024 x 1024).
pub const MAX_KEPT_PIXELS: u64 = 1024 * 1024;

/// How hard the pixels are compressed (miniz's scale, 0 to 10).
const LEVEL: u8 = 6;

/// Writes the draft's decor when it is not the one last written.
pub(crate) fn keep(e: &mut Editing, words: &Words) -> Vec<Effect> {
    let id = e.decor.as_ref().map(|d| d.id);
    if e.kept_decor == Some(id) {
        return Vec::new();
    }
    e.kept_decor = Some(id);
    // Emptied first: if the browser refuses the new value for want of room, no older decor is
    // left to come back under this draft.
    let mut effects = vec![Effect::Store {
        key: DRAFT_DECOR_KEY,
        value: String::new(),
    }];
    match &e.decor {
        Some(d) if d.picture.pixels() > MAX_KEPT_PIXELS => {
            e.note = Some(words.with("editor-decor-too-large", &[("name", (&d.name).into())]));
        }
        Some(d) => effects.push(Effect::Store {
            key: DRAFT_DECOR_KEY,
            value: to_json(d),
        }),
        None => {}
    }
    effects
}

/// A decor as stored: its pixels deflated, in base64url (its keys in the order they have always
/// been written).
#[derive(Serialize, Deserialize)]
struct StoredDecor {
    height: u32,
    #[serde(default)]
    name: Option<String>,
    rgba: String,
    version: u64,
    width: u32,
}

/// A decor's stored form.
pub(crate) fn to_json(d: &Decor) -> String {
    let pixels = miniz_oxide::deflate::compress_to_vec(&d.picture.rgba, LEVEL);
    let stored = StoredDecor {
        version: 1,
        name: Some(d.name.clone()),
        width: d.picture.width,
        height: d.picture.height,
        rgba: URL_SAFE_NO_PAD.encode(pixels),
    };
    serde_json::to_string(&stored).expect("a decor serialises")
}

/// Reads a stored decor back (with `id`); `Ok(None)` when none is stored; else why not, in
/// `words`.
pub(crate) fn from_json(words: &Words, id: u64, text: &str) -> Result<Option<Rc<Decor>>, String> {
    if text.is_empty() {
        return Ok(None);
    }
    let stored: StoredDecor = serde_json::from_str(text).map_err(|e| {
        let why = crate::ui::engine_words::json_error(words, &e);
        words.with("editor-decor-not-decor", &[("why", why.into())])
    })?;
    if stored.version != 1 {
        return Err(words.get("editor-decor-version"));
    }
    let (width, height) = (stored.width, stored.height);
    if width == 0 || height == 0 {
        return Err(words.get("editor-decor-empty"));
    }
    if u64::from(width) * u64::from(height) > MAX_KEPT_PIXELS {
        return Err(words.get("editor-decor-too-big"));
    }
    let name = stored.name.as_deref().unwrap_or("decor");
    let deflated = URL_SAFE_NO_PAD
        .decode(&stored.rgba)
        .map_err(|_| words.get("editor-decor-not-base64"))?;
    let length = width as usize * height as usize * 4;
    let rgba = miniz_oxide::inflate::decompress_to_vec_with_limit(&deflated, length)
        .map_err(|_| words.get("editor-decor-damaged"))?;
    let picture = Picture {
        width,
        height,
        rgba,
    };
    if !picture.is_consistent() {
        return Err(words.get("editor-decor-unfilled"));
    }
    Ok(Some(decor::from_picture(id, name, picture)))
}

/// Lays the stored decor under a draft just read back (`text`: what storage held); a decor that
/// cannot be read is only a remark, and the draft opens without it.
pub(crate) fn restore(editing: &mut Editing, words: &Words, id: u64, text: Option<&str>) {
    match text.map(|t| from_json(words, id, t)) {
        Some(Ok(Some(d))) => {
            editing.kept_decor = Some(Some(d.id));
            editing.decor = Some(d);
        }
        Some(Err(why)) => {
            editing.note = Some(words.with("editor-decor-not-read", &[("why", why.into())]));
        }
        Some(Ok(None)) | None => editing.kept_decor = Some(None),
    }
}
