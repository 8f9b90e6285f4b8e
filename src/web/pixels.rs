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

/// A terrain's mark at pixel (dx, dy) of a point drawn `k` pixels wide, so terrains read without
/// colour: ice has diagonal glints, dirt specks, a ramp chevrons across it.
fn terrain_mark(cell: Cell, dx: usize, dy: usize, k: usize, point: Point) -> bool {
    if k < 3 {
        // Too small for a pattern: every other point carries the mark colour.
        return (point.row + point.col) % 2 == 0 && cell == Cell::Dirt;
    }
    match cell {
        Cell::Ice => (dx + k - dy % k) % 4 == 0,
        Cell::Dirt => dx % 3 == 1 && dy % 3 == 1 && (dx / 3 + dy / 3) % 2 == 0,
        Cell::Ramp => (dy + k - dx.abs_diff(k / 2)) % 4 == 0,
        _ => false,
    }
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
    match cell {
        Cell::Road => p.road,
        Cell::Obstacle => p.obstacle,
        Cell::Ice | Cell::Dirt | Cell::Ramp => {
            let [ground, mark] = match cell {
                Cell::Ice => p.ice,
                Cell::Dirt => p.dirt,
                _ => p.ramp,
            };
            if terrain_mark(cell, dx, dy, k, point) {
                mark
            } else {
                ground
            }
        }
        // Stripes across a checkpoint, like a flag's; a lone pixel is the stripe colour.
        Cell::Checkpoint(_) if k < 3 || (dx + dy) % 4 < 2 => p.checkpoint[1],
        Cell::Checkpoint(_) => p.checkpoint[0],
        // A ground off the track in its colour, hatched with the walls' so it reads as off it.
        Cell::Off(_) if k >= 3 && (dx + k - dy % k) % 4 == 0 => p.obstacle,
        Cell::Off(ground) => p.grounds[ground as usize],
        Cell::Start if k >= 3 && (dx + dy) % 3 == 0 => p.start_stripe,
        Cell::Start => p.start,
        Cell::Finish => {
            // A chequer of two by two squares per point, or of whole points when a point is one
            // pixel.
            let half = (k / 2).max(1);
            let dark = if k >= 2 {
                (dx / half + dy / half) % 2 == 1
            } else {
                (point.row + point.col) % 2 == 1
            };
            if dark { p.finish_check } else { p.finish }
        }
    }
}
