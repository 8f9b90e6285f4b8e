//! Pixels for the canvases: the track's cells in the theme's colours, a decor picture, and
//! putting RGBA bytes onto an offscreen canvas.

use wasm_bindgen::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement, ImageData};

use racetrack::grid::Grid;
use racetrack::grid::Point;
use racetrack::image::Picture;
use racetrack::track::Cell;

use super::dom::error;
use super::palette::Palette;
use crate::ui::track_pixels::ink;

/// The 2D context of `canvas`.
pub fn context_of(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsValue> {
    canvas
        .get_context("2d")?
        .ok_or_else(|| error(&"the browser has no 2D canvas"))?
        .dyn_into()
        .map_err(JsValue::from)
}

/// Puts RGBA pixels of `width` x `height` onto `canvas`, resizing it.
pub fn put_pixels(
    canvas: &HtmlCanvasElement,
    width: usize,
    height: usize,
    pixels: &[u8],
) -> Result<(), JsValue> {
    if canvas.width() != width as u32 || canvas.height() != height as u32 {
        canvas.set_width(width as u32);
        canvas.set_height(height as u32);
    }
    if width == 0 || height == 0 {
        return Ok(());
    }
    let image =
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(pixels), width as u32, height as u32)?;
    context_of(canvas)?.put_image_data(&image, 0.0, 0.0)
}

/// A decor picture on an offscreen canvas of its own size.
pub fn decor_canvas(document: &Document, picture: &Picture) -> Result<HtmlCanvasElement, JsValue> {
    let canvas: HtmlCanvasElement = document.create_element("canvas")?.dyn_into()?;
    put_pixels(
        &canvas,
        picture.width as usize,
        picture.height as usize,
        &picture.rgba,
    )?;
    Ok(canvas)
}

/// The cells' pixels at `k` x `k` pixels per point: road, walls, striped start points and
/// chequered finish points, terrains with their marks.
pub fn cells_pixels(p: &Palette, cells: &Grid<Cell>, k: usize) -> Vec<u8> {
    let (w, h) = (cells.cols() * k, cells.rows() * k);
    let mut pixels = vec![0u8; w * h * 4];
    for (i, &cell) in cells.as_slice().iter().enumerate() {
        let point = cells.point(i);
        let (x0, y0) = (point.col as usize * k, point.row as usize * k);
        for dy in 0..k {
            for dx in 0..k {
                let at = ((y0 + dy) * w + x0 + dx) * 4;
                pixels[at..at + 3].copy_from_slice(&cell_colour(p, cell, point, dx, dy, k));
                pixels[at + 3] = 255;
            }
        }
    }
    pixels
}

/// One point's `k` x `k` pixels.
pub fn cell_pixels(p: &Palette, cell: Cell, point: Point, k: usize) -> Vec<u8> {
    let mut pixels = Vec::with_capacity(k * k * 4);
    for dy in 0..k {
        for dx in 0..k {
            pixels.extend_from_slice(&cell_colour(p, cell, point, dx, dy, k));
            pixels.push(255);
        }
    }
    pixels
}

/// The colour of pixel (dx, dy) of `point`, drawn `k` pixels wide.
fn cell_colour(p: &Palette, cell: Cell, point: Point, dx: usize, dy: usize, k: usize) -> [u8; 3] {
    p.track(ink(cell, point, dx, dy, k))
}
