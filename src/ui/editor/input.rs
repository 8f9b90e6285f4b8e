//! What the editor does with keys and its buttons (its canvas's pointers: [`super::pointer`]).

use racetrack::editor::{MAX_BRUSH, Side};
use racetrack::link;
use racetrack::rules::Rules;

use super::camera::ZOOM_STEP;
use super::{Drag, Editing, Shape, draft, paint_of};
use crate::ui::app::App;
use crate::ui::msg::{Copier, Effect, KeyInput, Target};
use crate::ui::route::{Place, Route};

/// The editor's buttons and fields.
#[derive(Clone, Debug, PartialEq)]
pub enum EditorInput {
    /// A tool button, by its `data-tool` name (`road`, `wall`, `start`, `finish`, `ice`,
    /// `dirt`, `ramp`, `pen`, `line`, `rect`, `fill`, `pan`).
    Tool(String),
    /// The brush size chosen.
    Brush(u32),
    /// Take back the last change.
    Undo,
    /// Put it back.
    Redo,
    /// Add a row or column of obstacles on a side.
    Grow(Side),
    /// Remove the row or column on a side.
    Shrink(Side),
    /// Crop to the used area and clear road no car can use.
    Tidy,
    /// A new blank track of the size typed.
    New {
        /// Rows, as typed.
        rows: String,
        /// Columns, as typed.
        cols: String,
    },
    /// The track's name was edited.
    Rename(String),
    /// Play the draft now.
    TestDrive,
    /// Download the draft as a track file.
    Save,
    /// Make a link to the draft and copy it.
    Share,
    /// Zoom in one step, at the canvas centre.
    ZoomIn,
    /// Zoom out one step.
    ZoomOut,
    /// Show the whole track.
    ZoomFit,
    /// The wheel turned over the canvas at (x, y): up (negative) zooms in.
    Wheel {
        /// CSS pixels from the canvas's left edge.
        x: f64,
        /// CSS pixels from its top edge.
        y: f64,
        /// The wheel's `deltaY`.
        delta: f64,
    },
    /// The pitch of the imported image, in pixels per point.
    Cell(u32),
    /// Show or hide the decor.
    ShowDecor(bool),
    /// Drop the decor.
    RemoveDecor,
    /// The moving elements' lines, as typed.
    Elements(String),
    /// Remove moving element `n` (0-based, in the order of the lines).
    RemoveElement(usize),
    /// Show the moving elements at this time.
    Time(u32),
    /// A track pasted in the editor's box (the project's text or a Karopapier mapcode): it
    /// replaces the draft as one undoable step.
    Paste(String),
}

impl EditorInput {
    /// The brush size as the brush field gives it (text); what does not read is size 1.
    pub fn brush_from(text: &str) -> EditorInput {
        EditorInput::Brush(text.trim().parse().unwrap_or(1))
    }
}

/// A button or field of the editor.
#[inline(never)]
pub(crate) fn input(e: &mut Editing, app: &mut App, input: EditorInput) -> Vec<Effect> {
    let mut effects = Vec::new();
    let base_url = app.base_url.clone();
    let (viewport, touch) = (app.device.viewport, app.device.touch);
    e.note = None;
    match input {
        EditorInput::Tool(name) => {
            if let Some(paint) = paint_of(&name) {
                e.paint = paint;
                if e.shape == Shape::Pan {
                    e.shape = Shape::Pen;
                }
            } else if let Some(shape) = [
                Shape::Pen,
                Shape::Line,
                Shape::Rect,
                Shape::Fill,
                Shape::Pan,
                Shape::Gate,
                Shape::Train,
            ]
            .into_iter()
            .find(|s| s.name() == name)
            {
                e.shape = shape;
            }
        }
        EditorInput::Brush(n) => e.brush = n.clamp(1, MAX_BRUSH),
        EditorInput::Undo => {
            if !e.editor.undo() {
                e.note = Some(app.words.get("editor-nothing-undo"));
            }
        }
        EditorInput::Redo => {
            if !e.editor.redo() {
                e.note = Some(app.words.get("editor-nothing-redo"));
            }
        }
        EditorInput::Grow(side) => {
            if let Err(err) = e.editor.grow(side, 1) {
                e.note = Some(capitalised(&crate::ui::engine_words::edit_error(
                    &app.words, &err,
                )));
            }
        }
        EditorInput::Shrink(side) => {
            if let Err(err) = e.editor.shrink(side, 1) {
                e.note = Some(capitalised(&crate::ui::engine_words::edit_error(
                    &app.words, &err,
                )));
            }
        }
        EditorInput::Tidy => {
            // Tidy keeps the road a car can use between a start and a finish: without both it
            // would wall off everything.
            e.note = Some(match e.editor.problems().first() {
                Some(p) => app.words.with(
                    "editor-tidy-first",
                    &[(
                        "problem",
                        crate::ui::engine_words::problem(&app.words, p).into(),
                    )],
                ),
                None => crate::ui::engine_words::tidy(&app.words, &e.editor.tidy()),
            });
        }
        EditorInput::New { rows, cols } => {
            match (rows.trim().parse::<usize>(), cols.trim().parse::<usize>()) {
                (Ok(r), Ok(c)) => match racetrack::editor::Editor::new(r, c) {
                    Ok(blank) => match e.editor.replace(blank.grid().clone()) {
                        Ok(()) => {
                            e.import = None;
                            e.decor = None;
                            e.name = app.words.get("editor-new-name");
                            e.rules = Rules::Strict;
                            e.reframe();
                            e.note = Some(
                                app.words
                                    .with("editor-new", &[("cols", c.into()), ("rows", r.into())]),
                            );
                        }
                        Err(err) => {
                            e.note = Some(capitalised(&crate::ui::engine_words::edit_error(
                                &app.words, &err,
                            )))
                        }
                    },
                    Err(err) => {
                        e.note = Some(capitalised(&crate::ui::engine_words::edit_error(
                            &app.words, &err,
                        )))
                    }
                },
                _ => e.note = Some(app.words.get("editor-size-numbers")),
            }
        }
        EditorInput::Rename(name) => {
            let name: String = name.chars().filter(|c| !c.is_control()).take(80).collect();
            if !name.trim().is_empty() && name != e.name {
                e.name = name;
                // The name is part of the draft.
                e.stored = None;
            }
        }
        EditorInput::TestDrive => {
            // The button always starts a fresh run (Back and Forward resume the one left).
            e.driven = None;
            effects.extend(store_now(e));
            effects.extend(app.go(Route::Play(Place::Draft)));
            return effects;
        }
        EditorInput::Save => {
            effects.push(Effect::Download {
                filename: file_name(&e.name),
                text: e.editor.to_text(),
                kind: crate::ui::msg::FileKind::Track,
            });
            e.note = Some(match e.editor.problems().first() {
                None => app.words.get("editor-saved"),
                Some(p) => app.words.with(
                    "editor-saved-unfinished",
                    &[(
                        "problem",
                        crate::ui::engine_words::problem(&app.words, p).into(),
                    )],
                ),
            });
        }
        EditorInput::Share => match e.editor.to_track() {
            Ok(track) => match link::encode_with_name(&track, e.rules, &[], &e.name) {
                Ok(fragment) => {
                    let url = format!("{base_url}#{fragment}");
                    e.share = Some(super::SharedLink {
                        link: url.clone(),
                        copied: None,
                    });
                    effects.push(Effect::Copy {
                        text: url,
                        by: Copier::Editor,
                    });
                }
                Err(err) => {
                    let why = (
                        "why",
                        crate::ui::engine_words::link_error(&app.words, &err).into(),
                    );
                    e.note = Some(app.words.with("editor-no-link", &[why]));
                }
            },
            Err(err) => {
                let why = (
                    "why",
                    crate::ui::engine_words::parse_error(&app.words, &err).into(),
                );
                e.note = Some(app.words.with("editor-no-link-yet", &[why]));
            }
        },
        EditorInput::ZoomIn | EditorInput::ZoomOut => {
            let factor = if input == EditorInput::ZoomIn {
                ZOOM_STEP
            } else {
                1.0 / ZOOM_STEP
            };
            let (w, h) = (e.camera.width, e.camera.height);
            e.camera.zoom_at(factor, w / 2.0, h / 2.0);
            e.framed = true;
            e.look += 1;
        }
        EditorInput::ZoomFit => {
            e.camera.reset();
            e.framed = true;
            e.look += 1;
        }
        EditorInput::Wheel { x, y, delta } => {
            if delta.is_finite() && delta != 0.0 {
                let factor = if delta < 0.0 {
                    ZOOM_STEP
                } else {
                    1.0 / ZOOM_STEP
                };
                e.camera.zoom_at(factor, x, y);
                e.framed = true;
                e.look += 1;
            }
        }
        EditorInput::Cell(cell) => crate::ui::import::regrid(e, &app.words, cell),
        // Opened as a track file is, the draft's change already followed.
        EditorInput::Paste(text) => return crate::ui::import::paste(e, app, text),
        EditorInput::ShowDecor(on) => {
            e.show_decor = on;
            e.look += 1;
        }
        EditorInput::RemoveDecor => {
            e.decor = None;
            e.look += 1;
        }
        EditorInput::Elements(_) | EditorInput::RemoveElement(_) | EditorInput::Time(_) => {
            super::elements::input(e, &app.words, input);
        }
    }
    e.relayout(viewport, touch);
    effects.extend(changed(e));
    effects
}

/// What follows any change of the draft: the check restarts, the link is stale, storage
/// catches up.
pub(crate) fn changed(e: &mut Editing) -> Vec<Effect> {
    if e.drag.is_some() {
        return Vec::new();
    }
    let version = e.editor.version();
    if e.stored != Some(version) {
        e.share = None;
    }
    e.check.follow(&e.editor, e.rules);
    draft::store(e).into_iter().collect()
}

fn store_now(e: &mut Editing) -> Option<Effect> {
    draft::store(e)
}

/// Keys on the editor screen: Ctrl+Z and Ctrl+Shift+Z (or Ctrl+Y) undo and redo; letters pick
/// tools; brackets size the brush; + - 0 zoom; arrows pan; Esc drops a shape being drawn, or
/// goes back to the menu.
#[inline(never)]
pub(crate) fn key(e: &mut Editing, app: &mut App, k: &KeyInput) -> Vec<Effect> {
    if k.target == Target::Field {
        return Vec::new();
    }
    let lower = k.key.to_ascii_lowercase();
    let command = if k.ctrl {
        match (lower.as_str(), k.shift) {
            ("z", false) => Some(EditorInput::Undo),
            ("z", true) | ("y", _) => Some(EditorInput::Redo),
            _ => None,
        }
    } else if k.modifier {
        None
    } else {
        let brush = e.brush;
        let tool = |name: &str| Some(EditorInput::Tool(name.into()));
        match lower.as_str() {
            "r" => tool("road"),
            "w" => tool("wall"),
            "s" => tool("start"),
            "f" => tool("finish"),
            "i" => tool("ice"),
            "d" => tool("dirt"),
            "a" => tool("ramp"),
            "p" | "b" => tool("pen"),
            "l" => tool("line"),
            "x" => tool("rect"),
            "g" => tool("fill"),
            "h" => tool("pan"),
            "o" => tool("gate"),
            "t" => tool("train"),
            "[" => Some(EditorInput::Brush(brush.saturating_sub(1).max(1))),
            "]" => Some(EditorInput::Brush(brush + 1)),
            "+" | "=" => Some(EditorInput::ZoomIn),
            "-" => Some(EditorInput::ZoomOut),
            "0" => Some(EditorInput::ZoomFit),
            _ => None,
        }
    };
    if let Some(command) = command {
        let mut effects = input(e, app, command);
        effects.push(Effect::PreventDefault);
        return effects;
    }
    let pan = match k.key.as_str() {
        "ArrowLeft" => Some((1.0, 0.0)),
        "ArrowRight" => Some((-1.0, 0.0)),
        "ArrowUp" => Some((0.0, 1.0)),
        "ArrowDown" => Some((0.0, -1.0)),
        _ => None,
    };
    match (pan, k.key.as_str()) {
        (Some((dx, dy)), _) if !k.modifier => {
            let step = e.camera.width.min(e.camera.height) / 8.0;
            e.camera.pan_by(dx * step, dy * step);
            e.framed = true;
            e.look += 1;
            vec![Effect::PreventDefault]
        }
        (_, "Escape") if !k.modifier => {
            if matches!(e.drag.take(), Some(Drag::Shape { .. })) {
                Vec::new()
            } else {
                let mut effects = store_now(e).into_iter().collect::<Vec<_>>();
                effects.extend(app.go(Route::Menu));
                effects
            }
        }
        _ => Vec::new(),
    }
}

/// A file name for the track: its name with anything odd replaced.
fn file_name(name: &str) -> String {
    crate::ui::text::file_name(name, "track", "txt")
}

/// A sentence from an error's message: a capital first letter and a full stop.
fn capitalised(text: &str) -> String {
    if text.is_empty() {
        return String::new();
    }
    format!("{}.", crate::ui::text::capitalised(text))
}

/// The Share button's copy finished: the editor says so.
pub(crate) fn copied(
    e: &mut Editing,
    app: &mut App,
    result: Result<(), crate::ui::msg::CopyRefusal>,
) {
    let words = app.words.get(match &result {
        Ok(()) => "editor-link-copied",
        Err(_) => "editor-link-not-copied",
    });
    if let Some(shared) = e.share.as_mut() {
        shared.copied = Some(result);
        app.announce(words);
    }
}

#[cfg(test)]
mod tests {
    use super::file_name;

    #[test]
    fn file_names_are_tame() {
        assert_eq!(file_name("My Track"), "my-track.txt");
        assert_eq!(file_name("../../etc"), "etc.txt");
        assert_eq!(file_name("  "), "track.txt");
    }
}
