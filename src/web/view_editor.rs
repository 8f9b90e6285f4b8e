//! The editor screen's DOM and its wiring: tool buttons, brush, zoom, rows and columns, the new
//! track form, the image pitch, the decor, and the canvas's pointer and wheel. Copies
//! [`EditorView`] in; decides nothing.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    Document, Element, Event, EventTarget, HtmlCanvasElement, HtmlElement, HtmlInputElement,
    HtmlSelectElement, HtmlTextAreaElement, PointerEvent, WheelEvent, Window,
};

use crate::ui::editor::camera::Camera;
use crate::ui::editor::{EditorInput, EditorView};
use crate::ui::files::FilePurpose;
use crate::ui::import::ImagePurpose;
use crate::ui::view::PageView;
use crate::ui::{Msg, PointerKind};
use racetrack::editor::Side;

use super::Shell;
use super::dom::{by_id, is_focused, set_attr, set_disabled, set_flag, set_text, show};
use super::events::listen;

/// Three lines of the editor's status (`www/style.css`, `.editor-status`: 600 weight, the
/// page's line height), in CSS pixels.
const STATUS_LINES_PX: f64 = 66.0;

/// The editor's elements.
pub struct EditorDom {
    section: HtmlElement,
    /// The editor canvas.
    pub canvas: HtmlCanvasElement,
    stage: HtmlElement,
    name: HtmlInputElement,
    undo: HtmlElement,
    redo: HtmlElement,
    tools: Vec<HtmlElement>,
    brush: HtmlSelectElement,
    more: HtmlSelectElement,
    zoom: HtmlElement,
    status: HtmlElement,
    note: HtmlElement,
    hover: HtmlElement,
    size: HtmlElement,
    import: HtmlElement,
    cell: HtmlInputElement,
    cell_number: HtmlInputElement,
    import_words: HtmlElement,
    decor_row: HtmlElement,
    decor_toggle: HtmlInputElement,
    decor_name: HtmlElement,
    share_row: HtmlElement,
    share_link: HtmlInputElement,
    share_status: HtmlElement,
    /// The menu's image picker.
    pub image_input: HtmlInputElement,
    decor_input: HtmlInputElement,
    track_input: HtmlInputElement,
    paste: HtmlTextAreaElement,
    new_rows: HtmlInputElement,
    new_cols: HtmlInputElement,
    /// The draft's size last copied into the new-track fields.
    size_shown: std::cell::Cell<(usize, usize)>,
    elements: HtmlTextAreaElement,
    element_list: HtmlElement,
    /// The element summaries the list shows.
    items_shown: std::cell::RefCell<Vec<String>>,
    time: HtmlInputElement,
    time_words: HtmlElement,
}

fn all(d: &Document, selector: &str) -> Result<Vec<HtmlElement>, JsValue> {
    let list = d.query_selector_all(selector)?;
    Ok((0..list.length())
        .filter_map(|i| list.item(i))
        .filter_map(|n| n.dyn_into::<HtmlElement>().ok())
        .collect())
}

impl EditorDom {
    /// Finds the editor's elements.
    pub fn new(d: &Document) -> Result<EditorDom, JsValue> {
        let tools = all(d, "[data-testid=editor-tool]")?;
        let l = super::dom::Lookup::new(d);
        l.finish(EditorDom {
            section: l.get("editor"),
            canvas: l.get("editor-canvas"),
            stage: l.get("editor-stage"),
            name: l.get("editor-name"),
            undo: l.get("editor-undo"),
            redo: l.get("editor-redo"),
            tools,
            brush: l.get("editor-brush"),
            more: l.get("editor-more"),
            zoom: l.get("editor-zoom"),
            status: l.get("editor-status"),
            note: l.get("editor-note"),
            hover: l.get("editor-hover"),
            size: l.get("editor-size"),
            import: l.get("editor-import"),
            cell: l.get("editor-cell"),
            cell_number: l.get("editor-cell-number"),
            import_words: l.get("editor-import-words"),
            decor_row: l.get("editor-decor-row"),
            decor_toggle: l.get("editor-decor-toggle"),
            decor_name: l.get("editor-decor-name"),
            share_row: l.get("editor-share-row"),
            share_link: l.get("editor-share-link"),
            share_status: l.get("editor-share-status"),
            image_input: l.get("image-input"),
            decor_input: l.get("editor-decor-input"),
            track_input: l.get("editor-track-input"),
            paste: l.get("editor-paste"),
            new_rows: l.get("editor-new-rows"),
            new_cols: l.get("editor-new-cols"),
            size_shown: std::cell::Cell::new((0, 0)),
            elements: l.get("editor-elements"),
            element_list: l.get("editor-element-list"),
            items_shown: std::cell::RefCell::new(Vec::new()),
            time: l.get("editor-time"),
            time_words: l.get("editor-time-words"),
        })
    }

    /// The space for the canvas: the stage's width and the window's height below its top, less,
    /// on a narrow screen where the side panel goes under the canvas, the room for the status
    /// line's first three lines ("Not a track yet. No start: paint at least one start point…"),
    /// so that what the draft lacks is in sight beside the grid. A fixed room: the canvas does
    /// not resize as the status's words change.
    pub fn measure(&self, window: &Window) -> (f64, f64, f64) {
        let (width, height, ratio) = super::dom::space_below(&self.stage, window, false);
        let stage = self.stage.get_bounding_client_rect();
        let status = self.status.get_bounding_client_rect();
        let under = status.left() < stage.right() && status.top() >= stage.bottom();
        let room = if under {
            (status.top() - stage.bottom()).clamp(0.0, 60.0) + STATUS_LINES_PX
        } else {
            0.0
        };
        (width, (height - 16.0 - room).clamp(260.0, 1200.0), ratio)
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView, camera: Option<Camera>) {
        let on = page.screen == crate::ui::Screen::Editor;
        show(&self.section, on);
        if let Some(v) = page.editor.as_ref().filter(|_| on) {
            self.render_editor(v, camera);
        }
    }

    /// The editor's controls. The rest, out of line so that the wasm split can leave it out of the menu's part.
    #[inline(never)]
    fn render_editor(&self, v: &EditorView, camera: Option<Camera>) {
        if self.name.value() != v.name && !is_focused(&self.name) {
            self.name.set_value(&v.name);
        }
        set_disabled(&self.undo, !v.can_undo);
        set_disabled(&self.redo, !v.can_redo);
        for tool in &self.tools {
            let name = tool.get_attribute("data-tool").unwrap_or_default();
            let pressed = name == v.paint || name == v.shape;
            set_attr(tool, "aria-pressed", if pressed { "true" } else { "false" });
        }
        if self.more.value() != v.more {
            self.more.set_value(v.more);
        }
        let brush = v.brush.to_string();
        if self.brush.value() != brush {
            self.brush.set_value(&brush);
        }
        set_text(&self.zoom, &v.zoom_words);
        set_text(&self.status, &v.status);
        match v.optimum {
            Some(n) => set_attr(&self.status, "data-optimum", &n.to_string()),
            None => set_attr(&self.status, "data-optimum", ""),
        }
        match &v.error {
            Some(e) => set_attr(&self.status, "data-error", e),
            None => {
                let _ = self.status.remove_attribute("data-error");
            }
        }
        set_flag(&self.status, "data-unfinished", v.unfinished);
        set_attr(
            &self.status,
            "data-state",
            if v.checking { "checking" } else { "done" },
        );
        set_text(&self.note, v.note.as_deref().unwrap_or(""));
        set_text(&self.hover, v.hover.as_deref().unwrap_or(""));
        set_text(&self.size, &v.size_words);
        // The new-track fields offer the draft's size, until the author types another.
        if self.size_shown.replace((v.rows, v.cols)) != (v.rows, v.cols) {
            self.new_rows.set_value(&v.rows.to_string());
            self.new_cols.set_value(&v.cols.to_string());
        }
        set_attr(&self.section, "data-rows", &v.rows.to_string());
        set_attr(&self.section, "data-cols", &v.cols.to_string());
        show(&self.import, v.import.is_some());
        if let Some(i) = &v.import {
            let (cell, max) = (i.cell.to_string(), i.max.to_string());
            for input in [&self.cell, &self.cell_number] {
                set_attr(input, "max", &max);
                if input.value() != cell && !is_focused(input) {
                    input.set_value(&cell);
                }
            }
            set_text(&self.import_words, &i.words);
        }
        show(&self.decor_row, v.decor.is_some());
        if let Some(words) = &v.decor_words {
            set_text(&self.decor_name, words);
            self.decor_toggle.set_checked(v.show_decor);
        }
        show(&self.share_row, v.share_link.is_some());
        if let Some(link) = &v.share_link {
            if self.share_link.value() != *link {
                self.share_link.set_value(link);
                self.share_link.select();
            }
        }
        set_text(&self.share_status, v.share_status.as_deref().unwrap_or(""));
        self.render_elements(v);
        set_attr(&self.canvas, "data-tool", v.shape);
        if let Some(cam) = camera {
            self.size_canvas(cam, &v.canvas_label, v.rows, v.cols);
        }
    }

    /// The moving elements' panel: the lines (unless being typed in), one list item per element
    /// with its Remove button, and the time slider.
    fn render_elements(&self, v: &EditorView) {
        if self.elements.value() != v.elements && !is_focused(&self.elements) {
            self.elements.set_value(&v.elements);
        }
        if *self.items_shown.borrow() != v.element_items {
            self.element_list.set_text_content(None);
            let d = self.element_list.owner_document();
            for (i, words) in v.element_items.iter().enumerate() {
                let Some(d) = &d else { break };
                let (Ok(item), Ok(button)) = (d.create_element("li"), d.create_element("button"))
                else {
                    break;
                };
                let text = d.create_element("span").ok();
                if let Some(text) = text {
                    text.set_text_content(Some(&format!("{}. {words}", i + 1)));
                    let _ = item.append_child(&text);
                }
                button.set_text_content(Some(&v.element_remove.0));
                set_attr(&button, "type", "button");
                set_attr(&button, "data-testid", "element-remove");
                set_attr(&button, "data-index", &i.to_string());
                if let Some(label) = v.element_remove.1.get(i) {
                    set_attr(&button, "aria-label", label);
                }
                let _ = item.append_child(&button);
                set_attr(&item, "data-testid", "editor-element");
                let _ = self.element_list.append_child(&item);
            }
            *self.items_shown.borrow_mut() = v.element_items.clone();
        }
        set_attr(&self.time, "max", &(v.cycle.max(1) - 1).to_string());
        if self.time.value() != v.time.to_string() && !is_focused(&self.time) {
            self.time.set_value(&v.time.to_string());
        }
        let _ = self
            .time
            .toggle_attribute_with_force("disabled", !v.time_enabled);
        set_text(&self.time_words, &v.time_words);
    }

    fn size_canvas(&self, cam: Camera, label: &str, rows: usize, cols: usize) {
        let canvas = &self.canvas;
        let (w, h) = (
            (cam.width * cam.ratio).round() as u32,
            (cam.height * cam.ratio).round() as u32,
        );
        if canvas.width() != w || canvas.height() != h {
            canvas.set_width(w);
            canvas.set_height(h);
        }
        let _ = canvas
            .style()
            .set_property("height", &format!("{}px", cam.height));
        let (ox, oy) = cam.origin();
        set_attr(canvas, "data-cell-size", &cam.cell().to_string());
        set_attr(canvas, "data-origin-x", &ox.to_string());
        set_attr(canvas, "data-origin-y", &oy.to_string());
        set_attr(canvas, "data-rows", &rows.to_string());
        set_attr(canvas, "data-cols", &cols.to_string());
        set_attr(canvas, "aria-label", label);
    }
}

fn send(shell: &Rc<Shell>, input: EditorInput) {
    shell.dispatch(Msg::Editor(input));
}

/// Wires the editor's controls, its canvas and the menu's image picker.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    let view = &shell.editor_view;
    let clicks: [(&str, EditorInput); 9] = [
        ("editor-undo", EditorInput::Undo),
        ("editor-redo", EditorInput::Redo),
        ("editor-test-drive", EditorInput::TestDrive),
        ("editor-save", EditorInput::Save),
        ("editor-share", EditorInput::Share),
        ("editor-zoom-in", EditorInput::ZoomIn),
        ("editor-zoom-out", EditorInput::ZoomOut),
        ("editor-zoom-fit", EditorInput::ZoomFit),
        ("editor-tidy", EditorInput::Tidy),
    ];
    for (id, input) in clicks {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "click", move |s, _: Event| {
            send(s, input.clone())
        })?;
    }
    let remove: EventTarget = by_id(&d, "editor-decor-remove")?;
    listen(shell, &remove, "click", |s, _: Event| {
        send(s, EditorInput::RemoveDecor)
    })?;
    for tool in &view.tools {
        let name = tool.get_attribute("data-tool").unwrap_or_default();
        let target: EventTarget = tool.clone().unchecked_into();
        listen(shell, &target, "click", move |s, _: Event| {
            send(s, EditorInput::Tool(name.clone()))
        })?;
    }
    for (testid, grow) in [("editor-grow", true), ("editor-shrink", false)] {
        for button in all(&d, &format!("[data-testid={testid}]"))? {
            let side = match button.get_attribute("data-side").as_deref() {
                Some("top") => Side::Top,
                Some("bottom") => Side::Bottom,
                Some("left") => Side::Left,
                _ => Side::Right,
            };
            let target: EventTarget = button.unchecked_into();
            listen(shell, &target, "click", move |s, _: Event| {
                send(
                    s,
                    if grow {
                        EditorInput::Grow(side)
                    } else {
                        EditorInput::Shrink(side)
                    },
                )
            })?;
        }
    }
    let more = view.more.clone();
    let target: EventTarget = more.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        send(s, EditorInput::Tool(more.value()))
    })?;
    let brush = view.brush.clone();
    let target: EventTarget = brush.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        send(s, EditorInput::brush_from(&brush.value()))
    })?;
    // Each keystroke: the header and the publish form follow the name as it is typed.
    let name = view.name.clone();
    let target: EventTarget = name.clone().unchecked_into();
    listen(shell, &target, "input", move |s, _: Event| {
        send(s, EditorInput::Rename(name.value()))
    })?;
    for input in [view.cell.clone(), view.cell_number.clone()] {
        let target: EventTarget = input.clone().unchecked_into();
        listen(shell, &target, "input", move |s, _: Event| {
            let cell = input.value_as_number();
            if cell.is_finite() && cell >= 1.0 {
                send(s, EditorInput::Cell(cell as u32));
            }
        })?;
    }
    let toggle = view.decor_toggle.clone();
    let target: EventTarget = toggle.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        send(s, EditorInput::ShowDecor(toggle.checked()))
    })?;
    let form: EventTarget = by_id(&d, "editor-new")?;
    let (rows, cols) = (view.new_rows.clone(), view.new_cols.clone());
    listen(shell, &form, "submit", move |s, e: Event| {
        e.prevent_default();
        send(
            s,
            EditorInput::New {
                rows: rows.value(),
                cols: cols.value(),
            },
        )
    })?;
    let elements = view.elements.clone();
    let target: EventTarget = elements.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        send(s, EditorInput::Elements(elements.value()))
    })?;
    let time = view.time.clone();
    let target: EventTarget = time.clone().unchecked_into();
    listen(shell, &target, "input", move |s, _: Event| {
        let t = time.value_as_number();
        if t.is_finite() && t >= 0.0 {
            send(s, EditorInput::Time(t as u32));
        }
    })?;
    let list: EventTarget = view.element_list.clone().unchecked_into();
    listen(shell, &list, "click", |s, e: Event| {
        let index = e
            .target()
            .and_then(|t| t.dyn_into::<Element>().ok())
            .and_then(|t| t.closest("[data-index]").ok().flatten())
            .and_then(|b| b.get_attribute("data-index"))
            .and_then(|i| i.parse().ok());
        if let Some(i) = index {
            send(s, EditorInput::RemoveElement(i));
        }
    })?;
    let images = FilePurpose::Images(ImagePurpose::Track);
    super::files::on_picker(shell, view.image_input.clone(), images)?;
    let decor = FilePurpose::Images(ImagePurpose::Decor);
    super::files::on_picker(shell, view.decor_input.clone(), decor)?;
    // The editor's own picker opens a track file or image as the menu's does.
    super::files::on_picker(shell, view.track_input.clone(), images)?;
    let paste = view.paste.clone();
    let open: EventTarget = by_id(&d, "editor-paste-open")?;
    listen(shell, &open, "click", move |s, _: Event| {
        send(s, EditorInput::Paste(paste.value()))
    })?;

    let canvas: EventTarget = view.canvas.clone().unchecked_into();
    let pointer = |kind: PointerKind| {
        move |s: &Rc<Shell>, e: PointerEvent| {
            // Read before the focus: the browser works the offset out from the canvas's place
            // when it is asked.
            let (x, y) = (f64::from(e.offset_x()), f64::from(e.offset_y()));
            if kind == PointerKind::Down {
                e.prevent_default();
                // Keep the drag when the pointer leaves the canvas while pressed.
                let _ = s.editor_view.canvas.set_pointer_capture(e.pointer_id());
                // Without scrolling: a canvas partly under the window's foot scrolled into view
                // under the finger, and the first tap painted a point two rows lower on a
                // 360 x 640 phone.
                super::dom::focus_in_place(&s.editor_view.canvas);
            }
            let id = e.pointer_id();
            s.dispatch(Msg::Pointer { kind, id, x, y });
        }
    };
    listen(shell, &canvas, "pointerdown", pointer(PointerKind::Down))?;
    listen(shell, &canvas, "pointermove", pointer(PointerKind::Move))?;
    listen(shell, &canvas, "pointerup", pointer(PointerKind::Up))?;
    listen(shell, &canvas, "pointercancel", pointer(PointerKind::Up))?;
    listen(shell, &canvas, "pointerleave", pointer(PointerKind::Leave))?;
    listen(shell, &canvas, "wheel", |s, e: WheelEvent| {
        e.prevent_default();
        send(
            s,
            EditorInput::Wheel {
                x: f64::from(e.offset_x()),
                y: f64::from(e.offset_y()),
                delta: e.delta_y(),
            },
        )
    })?;
    Ok(())
}
