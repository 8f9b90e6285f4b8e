//! Files picked or dropped: one slot for the files last chosen, one reader, one way to empty
//! the pickers. The model decides what is read and what the bytes are for
//! ([`crate::ui::files`]).

use std::collections::VecDeque;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Event, EventTarget, File, FileList, HtmlInputElement};

use crate::ui::Msg;
use crate::ui::files::{FilePurpose, FileResult};

use super::Shell;
use super::dom::{describe, when_settled};
use super::events::listen;

/// The files of a list (a picker's, or a drop's).
pub fn list(files: Option<FileList>) -> Vec<File> {
    let Some(list) = files else {
        return Vec::new();
    };
    (0..list.length()).filter_map(|i| list.get(i)).collect()
}

/// Keeps `files` until the model asks for them, and tells it their names and sizes.
pub fn choose(shell: &Rc<Shell>, purpose: FilePurpose, files: Vec<File>) {
    if files.is_empty() {
        return;
    }
    let described = files.iter().map(|f| (f.name(), f.size())).collect();
    *shell.chosen.borrow_mut() = files;
    shell.dispatch(Msg::FilesChosen {
        purpose,
        files: described,
    });
}

/// Wires the picker `input` to `purpose`.
pub fn on_picker(
    shell: &Rc<Shell>,
    input: HtmlInputElement,
    purpose: FilePurpose,
) -> Result<(), JsValue> {
    let target: EventTarget = input.clone().unchecked_into();
    listen(shell, &target, "change", move |s, _: Event| {
        choose(s, purpose, list(input.files()));
    })
}

/// Reads the files last chosen, one after the other, and hands them all to the model.
pub fn read(shell: &Rc<Shell>, purpose: FilePurpose) {
    let files = std::mem::take(&mut *shell.chosen.borrow_mut());
    read_each(shell.clone(), purpose, files.into(), Vec::new());
}

fn read_each(
    shell: Rc<Shell>,
    purpose: FilePurpose,
    mut files: VecDeque<File>,
    mut done: Vec<FileResult>,
) {
    let Some(file) = files.pop_front() else {
        shell.dispatch(Msg::FilesRead {
            purpose,
            files: done,
        });
        return;
    };
    let name = file.name();
    when_settled(&file.array_buffer(), move |bytes| {
        let bytes = bytes.map(|b| js_sys::Uint8Array::new(&b).to_vec());
        done.push((name, bytes.map_err(|e| describe(&e))));
        read_each(shell, purpose, files, done);
    });
}

/// Empties every file picker of the page, so that choosing the same file again fires again.
pub fn clear_pickers(shell: &Shell) {
    let Ok(inputs) = shell.document.query_selector_all("input[type=file]") else {
        return;
    };
    for i in 0..inputs.length() {
        if let Some(input) = inputs
            .get(i)
            .and_then(|n| n.dyn_into::<HtmlInputElement>().ok())
        {
            input.set_value("");
        }
    }
}
