//! Decodes pictures with the browser's own decoder: the bytes as a blob, `createImageBitmap`
//! with neither colour conversion nor premultiplied alpha (a logic image's colours stay
//! exact), drawn on a canvas of its size and read back as RGBA.

use std::collections::VecDeque;
use std::rc::Rc;

use js_sys::{Array, Promise, Uint8Array};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    Blob, ColorSpaceConversion, Document, HtmlCanvasElement, ImageBitmap, ImageBitmapOptions,
    PremultiplyAlpha, Window,
};

use crate::ui::Msg;
use crate::ui::pictures::{Decoded, NamedBytes, PictureUse};
use racetrack::image::Picture;

use super::Shell;
use super::dom::{describe, when_settled};
use super::pixels::context_of;

/// Decodes `pictures` one after the other and answers with all of them (`texts` echoed).
pub fn decode(
    shell: &Rc<Shell>,
    what: PictureUse,
    pictures: Vec<NamedBytes>,
    texts: Vec<NamedBytes>,
) {
    decode_each(shell.clone(), what, pictures.into(), Vec::new(), texts);
}

fn decode_each(
    shell: Rc<Shell>,
    what: PictureUse,
    mut left: VecDeque<NamedBytes>,
    mut done: Vec<Decoded>,
    texts: Vec<NamedBytes>,
) {
    let Some((name, bytes)) = left.pop_front() else {
        shell.dispatch(Msg::PicturesDecoded {
            what,
            pictures: done,
            texts,
        });
        return;
    };
    match bitmap_of(&shell.window, &bytes) {
        Ok(promise) => when_settled(&promise, move |bitmap| {
            let picture = bitmap.and_then(|b| pixels_of(&shell.document, &b.unchecked_into()));
            done.push((name, picture.map_err(|e| describe(&e))));
            decode_each(shell, what, left, done, texts);
        }),
        Err(e) => {
            done.push((name, Err(describe(&e))));
            decode_each(shell, what, left, done, texts);
        }
    }
}

/// The browser's decoding of `bytes`, as a promise of an `ImageBitmap`.
fn bitmap_of(window: &Window, bytes: &[u8]) -> Result<Promise, JsValue> {
    let blob = Blob::new_with_u8_array_sequence(&Array::of1(&Uint8Array::from(bytes)))?;
    let options = ImageBitmapOptions::new();
    options.set_color_space_conversion(ColorSpaceConversion::None);
    options.set_premultiply_alpha(PremultiplyAlpha::None);
    window.create_image_bitmap_with_blob_and_image_bitmap_options(&blob, &options)
}

/// The RGBA pixels of a decoded bitmap (which is closed after).
fn pixels_of(document: &Document, bitmap: &ImageBitmap) -> Result<Picture, JsValue> {
    let (width, height) = (bitmap.width(), bitmap.height());
    let canvas: HtmlCanvasElement = document.create_element("canvas")?.dyn_into()?;
    canvas.set_width(width);
    canvas.set_height(height);
    let context = context_of(&canvas)?;
    context.draw_image_with_image_bitmap(bitmap, 0.0, 0.0)?;
    let data = context.get_image_data(0.0, 0.0, f64::from(width), f64::from(height))?;
    bitmap.close();
    Ok(Picture {
        width,
        height,
        rgba: data.data().0,
    })
}
