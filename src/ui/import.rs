//! Opening image tracks: one colour-coded PNG (road white, start #00AAAA, finish #808080, any
//! other colour an obstacle), or a logic image and a decor image together, or a track file and
//! a decor image. The track opens in the editor, where the grid's pitch can be changed with the
//! grid redrawn at once, and a decor can be added to any draft.

use std::rc::Rc;

use racetrack::editor::Editor;
use racetrack::image::{self, MAX_IMAGE_BYTES, Picture};
use racetrack::rules::Rules;
use racetrack::track::mapcode;

use super::app::App;
use super::decor;
use super::editor::{self, Editing};
use super::i18n::Words;
use super::msg::Effect;
use super::pictures::{Decoded, NamedBytes, PictureUse};
use super::route::Route;

/// What the chosen images are for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ImagePurpose {
    /// A track: one logic image, or a logic image (or track file) and a decor image.
    Track,
    /// A decor for the editor's draft.
    Decor,
}

/// The image the editor's grid was converted from.
#[derive(Clone, Debug)]
pub struct Import {
    /// Its file name.
    pub name: String,
    /// Its pixels, kept to convert again at another pitch.
    pub picture: Rc<Picture>,
    /// The pitch in use, in pixels per point.
    pub cell: u32,
    /// The pitch chosen automatically.
    pub auto: u32,
}

/// The pitch controls.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportView {
    /// The image's name.
    pub name: String,
    /// The pitch in use.
    pub cell: u32,
    /// The automatic pitch.
    pub auto: u32,
    /// The largest pitch the slider offers.
    pub max: u32,
    /// "24 px per point: 14 × 32 points".
    pub words: String,
}

impl Import {
    /// What the pitch controls show.
    pub fn view(&self, words: &Words) -> ImportView {
        let (w, h) = (self.picture.width, self.picture.height);
        ImportView {
            name: self.name.clone(),
            cell: self.cell,
            auto: self.auto,
            max: w.min(h).clamp(1, 128),
            words: words.with(
                "import-pitch",
                &[
                    ("cell", self.cell.into()),
                    ("cols", (w / self.cell.max(1)).into()),
                    ("rows", (h / self.cell.max(1)).into()),
                    ("auto", self.auto.into()),
                ],
            ),
        }
    }
}

/// Why the images chosen for `purpose` (names and sizes in bytes) are not read: too many or
/// too large; `None` to read them.
pub(crate) fn refuse(
    words: &Words,
    purpose: ImagePurpose,
    files: &[(String, f64)],
) -> Option<String> {
    let most = if purpose == ImagePurpose::Track { 2 } else { 1 };
    if files.len() > most {
        return Some(match purpose {
            ImagePurpose::Track => {
                words.with("import-too-many-images", &[("count", files.len().into())])
            }
            ImagePurpose::Decor => words.get("import-one-decor"),
        });
    }
    files
        .iter()
        .find(|(_, size)| *size > MAX_IMAGE_BYTES as f64)
        .map(|(name, _)| {
            words.with(
                "import-image-too-large",
                &[
                    ("name", name.into()),
                    ("mb", (MAX_IMAGE_BYTES >> 20).into()),
                ],
            )
        })
}

/// The chosen files were read: have the pictures among them decoded (a track file opened with
/// a decor goes along).
pub(crate) fn images_read(
    editing: &mut Option<Editing>,
    app: &mut App,
    purpose: ImagePurpose,
    files: Vec<super::files::FileResult>,
) -> Vec<Effect> {
    let mut read = Vec::new();
    for (name, result) in files {
        match result {
            Ok(bytes) => read.push((name, bytes)),
            Err(e) => {
                app.error = Some(super::files::not_read(&app.words, &name, &e));
                return Vec::new();
            }
        }
    }
    let (pictures, texts): (Vec<_>, Vec<_>) = match purpose {
        // A decor must be a picture: anything else is refused by its header check.
        ImagePurpose::Decor => (read, Vec::new()),
        ImagePurpose::Track => read.into_iter().partition(|(_, b)| image::is_png(b)),
    };
    // A file named as a picture that is none is not read as a track file.
    if let Some((name, _)) = texts
        .iter()
        .find(|(n, _)| n.to_ascii_lowercase().ends_with(".png"))
    {
        app.error = Some(crate::ui::engine_words::named(
            &app.words,
            name,
            &crate::ui::engine_words::image_error(&app.words, &image::ImageError::NotPng),
        ));
        return Vec::new();
    }
    if pictures.is_empty() {
        return pictures_decoded(editing, app, purpose, Vec::new(), texts);
    }
    match super::pictures::decode(&app.words, PictureUse::Images(purpose), pictures, texts) {
        Ok(effect) => vec![effect],
        Err(e) => {
            app.error = Some(e);
            Vec::new()
        }
    }
}

/// The pictures opened for `purpose` were decoded: open the track in the editor, or lay the
/// decor under the draft.
pub(crate) fn pictures_decoded(
    editing: &mut Option<Editing>,
    app: &mut App,
    purpose: ImagePurpose,
    decoded: Vec<Decoded>,
    texts: Vec<NamedBytes>,
) -> Vec<Effect> {
    let mut effects = Vec::new();
    let mut pictures = Vec::new();
    for (name, result) in decoded {
        match result {
            Ok(picture) => pictures.push((name, picture)),
            Err(why) => {
                app.error = Some(super::pictures::undecodable_words(&app.words, &name, &why));
                return effects;
            }
        }
    }
    match purpose {
        ImagePurpose::Decor => {
            let Some((name, picture)) = pictures.pop() else {
                return effects;
            };
            let d = decor::from_picture(app.next_generation(), &name, picture);
            effects.extend(editor::ensure(editing, app));
            if let Some(e) = editing.as_mut() {
                let note = decor_note(&app.words, &d, e.editor.rows(), e.editor.cols());
                e.take_decor(d, note);
            }
            effects
        }
        ImagePurpose::Track => match open_track(editing, app, texts, pictures) {
            Ok(more) => {
                effects.extend(more);
                if app.route != Route::Edit {
                    effects.extend(app.go(Route::Edit));
                }
                effects
            }
            Err(e) => {
                app.error = Some(e);
                effects
            }
        },
    }
}

/// What a track is opened from: a text (the project's or a Karopapier mapcode, with the rules
/// it is played by) or a logic image.
enum Logic {
    Text(Editor, Rules),
    Image(Picture),
}

/// The logic and the decor chosen among the files: its name, the logic, the decor picture.
type Chosen = (String, Logic, Option<(String, Picture)>);

/// The logic and the decor among the files, read (or why they cannot be).
fn choose(
    words: &Words,
    texts: Vec<NamedBytes>,
    mut pictures: Vec<(String, Picture)>,
) -> Result<Chosen, String> {
    let mut text = None;
    for (name, bytes) in texts {
        let t = std::str::from_utf8(&bytes)
            .map_err(|_| words.with("import-neither", &[("name", (&name).into())]))?;
        let editor = Editor::from_text(t).map_err(|e| {
            crate::ui::engine_words::named(
                words,
                &name,
                &crate::ui::engine_words::edit_error(words, &e),
            )
        })?;
        if text.is_some() {
            return Err(words.get("import-two-tracks"));
        }
        // A Karopapier mapcode is edited under Karopapier's rules, as its players know them.
        let rules = if mapcode::is_mapcode(t) {
            Rules::Karopapier
        } else {
            Rules::Strict
        };
        text = Some((name, Logic::Text(editor, rules)));
    }
    // The logic image is the one with fewer colours: a decor is painted, a logic image is not.
    pictures.sort_by_key(|(_, p)| colours(p));
    Ok(match (text, pictures.len()) {
        (Some((name, logic)), _) => (name, logic, pictures.pop()),
        (None, 0) => return Err(words.get("import-no-image")),
        (None, _) => {
            let (name, picture) = pictures.remove(0);
            (name, Logic::Image(picture), pictures.pop())
        }
    })
}

/// The logic and the decor among the files, converted; the editor gets them as one undoable
/// step.
fn open_track(
    editing: &mut Option<Editing>,
    app: &mut App,
    texts: Vec<NamedBytes>,
    pictures: Vec<(String, Picture)>,
) -> Result<Vec<Effect>, String> {
    let chosen = choose(&app.words, texts, pictures)?;
    let mut effects = editor::ensure(editing, app);
    if let Some(e) = editing.as_mut() {
        effects.extend(open_in(e, app, chosen)?);
    }
    Ok(effects)
}

/// A track pasted in the editor's box (the project's text or a Karopapier mapcode) replaces the
/// draft as one undoable step, as a track file would; what does not read is said, and the draft
/// stays.
pub(crate) fn paste(e: &mut Editing, app: &mut App, text: String) -> Vec<Effect> {
    let name = app.words.get("title-pasted");
    let opened = choose(&app.words, vec![(name, text.into_bytes())], Vec::new())
        .and_then(|chosen| open_in(e, app, chosen));
    opened.unwrap_or_else(|why| {
        app.error = Some(why);
        Vec::new()
    })
}

/// Puts the chosen logic and decor in the editor `e`.
fn open_in(
    e: &mut Editing,
    app: &mut App,
    (logic_name, logic, decor_file): Chosen,
) -> Result<Vec<Effect>, String> {
    let decor = decor_file.map(|(name, picture)| {
        Rc::new(decor::Decor {
            id: app.next_generation(),
            name,
            picture,
        })
    });
    let viewport = app.device.viewport;
    let (grid, elements, import, rules) = match logic {
        Logic::Text(editor, rules) => (
            editor.grid().clone(),
            editor.elements().to_owned(),
            None,
            rules,
        ),
        Logic::Image(picture) => {
            let auto = image::auto_cell(&picture);
            let grid = image::to_grid(&picture, auto).map_err(|e| {
                crate::ui::engine_words::named(
                    &app.words,
                    &logic_name,
                    &crate::ui::engine_words::image_error(&app.words, &e),
                )
            })?;
            let import = Import {
                name: logic_name.clone(),
                picture: Rc::new(picture),
                cell: auto,
                auto,
            };
            (grid, String::new(), Some(import), Rules::Strict)
        }
    };
    e.editor.replace_with(grid, &elements).map_err(|err| {
        crate::ui::engine_words::named(
            &app.words,
            &logic_name,
            &crate::ui::engine_words::edit_error(&app.words, &err),
        )
    })?;
    e.name = stem(&app.words, &logic_name);
    e.rules = rules;
    e.reframe();
    e.relayout(viewport, app.device.touch);
    let words = &app.words;
    let mut note = match (&import, rules) {
        (Some(i), _) => words.with(
            "import-opened-image",
            &[
                ("name", (&logic_name).into()),
                ("pitch", i.view(words).words.into()),
            ],
        ),
        (None, Rules::Karopapier) => words.with(
            "import-opened-karopapier",
            &[("name", (&logic_name).into())],
        ),
        (None, _) => words.with("import-opened", &[("name", (&logic_name).into())]),
    };
    if let Some(d) = &decor {
        let decor = decor_note(words, d, e.editor.rows(), e.editor.cols());
        note = format!("{note} {decor}");
    }
    e.import = import;
    e.decor = decor;
    e.show_decor = true;
    e.note = Some(note);
    e.look += 1;
    // The box and the picker sit below the board on a phone: the track opened comes into view.
    let mut effects = vec![Effect::ScrollToTop];
    effects.extend(editor::changed(e));
    Ok(effects)
}

/// Converts the imported image again at `cell` pixels per point (one undoable step).
pub(crate) fn regrid(e: &mut Editing, words: &Words, cell: u32) {
    let Some(import) = e.import.as_mut() else {
        return;
    };
    if cell == import.cell || cell == 0 {
        return;
    }
    let failed = |why: String| {
        words.with(
            "import-pitch-failed",
            &[("cell", cell.into()), ("why", why.into())],
        )
    };
    match image::to_grid(&import.picture, cell) {
        Ok(grid) => match e.editor.replace(grid) {
            Ok(()) => import.cell = cell,
            Err(err) => e.note = Some(failed(crate::ui::engine_words::edit_error(words, &err))),
        },
        Err(err) => e.note = Some(failed(crate::ui::engine_words::image_error(words, &err))),
    }
}

fn decor_note(words: &Words, d: &decor::Decor, rows: usize, cols: usize) -> String {
    if decor::fits(d.picture.width, d.picture.height, rows, cols) {
        words.with("import-decor", &[("name", (&d.name).into())])
    } else {
        words.with(
            "import-decor-stretched",
            &[
                ("name", (&d.name).into()),
                ("width", d.picture.width.into()),
                ("height", d.picture.height.into()),
                ("cols", cols.into()),
                ("rows", rows.into()),
            ],
        )
    }
}

/// Distinct colours in a picture, counted up to 1025.
fn colours(picture: &Picture) -> usize {
    let mut seen = rustc_hash::FxHashSet::default();
    for px in picture.rgba.chunks_exact(4) {
        seen.insert([px[0], px[1], px[2]]);
        if seen.len() > 1024 {
            break;
        }
    }
    seen.len()
}

/// A file name without its folder and extension.
fn stem(words: &Words, name: &str) -> String {
    let base = name.rsplit(['/', '\\']).next().unwrap_or(name);
    let stem = base.split('.').next().unwrap_or(base);
    if stem.is_empty() {
        words.get("import-untitled")
    } else {
        stem.to_owned()
    }
}
