//! Paints the editor's scene: the decor, the grid's cells (cached by version), grid lines on
//! cell borders, the shape being drawn, the brush under the pointer and the closest point of
//! an unsolvable draft.

use std::f64::consts::TAU;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement, Window};

use crate::ui::Model;
use crate::ui::editor::scene::EditorScene;
use racetrack::grid::Grid;
use racetrack::track::Cell;

/// Largest side of the editor's cell layer in pixels.
const EDITOR_LAYER_SIDE: usize = 640;
use super::palette::Palette;
use super::pixels::{cell_pixels, cells_pixels, context_of, decor_canvas, put_pixels};

/// The editor canvas's painter.
pub struct EditorPainter {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    document: Document,
    palette: Palette,
    cells: Option<(u64, HtmlCanvasElement)>,
    /// The grid the cell layer shows and its pixels per point, to redraw only what changed.
    drawn: Option<(Grid<Cell>, usize)>,
    decor: Option<(u64, HtmlCanvasElement)>,
}

impl EditorPainter {
    /// A painter for `canvas`.
    pub fn new(
        window: &Window,
        document: &Document,
        canvas: HtmlCanvasElement,
    ) -> Result<EditorPainter, JsValue> {
        Ok(EditorPainter {
            context: context_of(&canvas)?,
            palette: Palette::read(window, &canvas),
            document: document.clone(),
            canvas,
            cells: None,
            drawn: None,
            decor: None,
        })
    }

    /// Reads the theme's colours again.
    pub fn restyle(&mut self, window: &Window) {
        self.palette = Palette::read(window, &self.canvas);
        self.cells = None;
        self.drawn = None;
    }

    fn offscreen(&self) -> Result<HtmlCanvasElement, JsValue> {
        Ok(self.document.create_element("canvas")?.dyn_into()?)
    }

    /// Paints the editor's scene (the model holds the draft's grid).
    #[inline(never)]
    pub fn paint(&mut self, model: &Model, scene: &EditorScene) -> Result<(), JsValue> {
        let Some(editing) = model.editing() else {
            return Ok(());
        };
        let grid = editing.editor.grid();
        let cam = scene.camera;
        let ctx = self.context.clone();
        ctx.set_transform(cam.ratio, 0.0, 0.0, cam.ratio, 0.0, 0.0)?;
        ctx.clear_rect(0.0, 0.0, cam.width, cam.height);
        let cell = cam.cell();
        let (x0, y0) = cam.corner();
        let (w, h) = (cam.cols as f64 * cell, cam.rows as f64 * cell);
        if let Some(decor) = &scene.decor {
            if self.decor.as_ref().map(|(id, _)| *id) != Some(decor.id) {
                self.decor = Some((decor.id, decor_canvas(&self.document, &decor.picture)?));
            }
            if let Some((_, canvas)) = &self.decor {
                ctx.set_image_smoothing_enabled(true);
                ctx.draw_image_with_html_canvas_element_and_dw_and_dh(canvas, x0, y0, w, h)?;
            }
        }
        if self.cells.as_ref().map(|(v, _)| *v) != Some(scene.version) {
            let canvas = match self.cells.take() {
                Some((_, c)) => c,
                None => self.offscreen()?,
            };
            // A smaller layer than the game's (3 pixels a point on a 200 x 200 track), and
            // during a stroke only the points that changed are redrawn.
            let k = (EDITOR_LAYER_SIDE / grid.rows().max(grid.cols())).clamp(1, 8);
            if !self.redraw_changes(&canvas, grid, k)? {
                let pixels = cells_pixels(&self.palette, grid, k);
                put_pixels(&canvas, grid.cols() * k, grid.rows() * k, &pixels)?;
            }
            self.drawn = Some((grid.clone(), k));
            self.cells = Some((scene.version, canvas));
        }
        if let Some((_, canvas)) = &self.cells {
            ctx.set_image_smoothing_enabled(false);
            ctx.set_global_alpha(f64::from(scene.grid_alpha));
            ctx.draw_image_with_html_canvas_element_and_dw_and_dh(canvas, x0, y0, w, h)?;
            ctx.set_global_alpha(1.0);
        }
        if scene.grid_lines {
            self.grid_lines(scene, x0, y0, w, h);
        }
        self.marks(scene)?;
        Ok(())
    }

    /// Redraws the points that differ from the grid last drawn, when there are few; returns
    /// whether it did (else the whole layer must be drawn).
    fn redraw_changes(
        &self,
        canvas: &HtmlCanvasElement,
        grid: &Grid<Cell>,
        k: usize,
    ) -> Result<bool, JsValue> {
        let Some((before, drawn_k)) = &self.drawn else {
            return Ok(false);
        };
        if *drawn_k != k || before.rows() != grid.rows() || before.cols() != grid.cols() {
            return Ok(false);
        }
        let changed: Vec<usize> = (0..grid.len())
            .filter(|&i| before.as_slice()[i] != grid.as_slice()[i])
            .take(4097)
            .collect();
        if changed.len() > 4096 {
            return Ok(false);
        }
        let ctx = context_of(canvas)?;
        for i in changed {
            let point = grid.point(i);
            let pixels = cell_pixels(&self.palette, grid.as_slice()[i], point, k);
            let image = web_sys::ImageData::new_with_u8_clamped_array_and_sh(
                wasm_bindgen::Clamped(&pixels),
                k as u32,
                k as u32,
            )?;
            ctx.put_image_data(
                &image,
                (point.col as usize * k) as f64,
                (point.row as usize * k) as f64,
            )?;
        }
        Ok(true)
    }

    fn grid_lines(&self, scene: &EditorScene, x0: f64, y0: f64, w: f64, h: f64) {
        let ctx = &self.context;
        let cam = scene.camera;
        let cell = cam.cell();
        // Only the lines in sight: a zoomed-in large grid has thousands.
        let first_col = ((-x0) / cell).floor().max(0.0) as usize;
        let last_col = (((cam.width - x0) / cell).ceil().max(0.0) as usize).min(cam.cols);
        let first_row = ((-y0) / cell).floor().max(0.0) as usize;
        let last_row = (((cam.height - y0) / cell).ceil().max(0.0) as usize).min(cam.rows);
        ctx.begin_path();
        for c in first_col..=last_col {
            let x = x0 + c as f64 * cell;
            ctx.move_to(x, y0.max(0.0));
            ctx.line_to(x, (y0 + h).min(cam.height));
        }
        for r in first_row..=last_row {
            let y = y0 + r as f64 * cell;
            ctx.move_to(x0.max(0.0), y);
            ctx.line_to((x0 + w).min(cam.width), y);
        }
        ctx.set_global_alpha(0.7);
        ctx.set_stroke_style_str(&self.palette.grid);
        ctx.set_line_width(1.0 / cam.ratio.max(1.0));
        ctx.stroke();
        ctx.set_global_alpha(1.0);
    }

    fn marks(&self, scene: &EditorScene) -> Result<(), JsValue> {
        let ctx = &self.context;
        let cam = scene.camera;
        let cell = cam.cell();
        let (x0, y0) = cam.corner();
        let p = &self.palette;
        if !scene.preview.is_empty() {
            let rgb = match scene.paint {
                Cell::Road => p.road,
                Cell::Obstacle => p.obstacle,
                Cell::Start => p.start_stripe,
                Cell::Finish => p.finish_check,
                Cell::Ice => p.ice[0],
                Cell::Dirt => p.dirt[0],
                Cell::Ramp => p.ramp[0],
                Cell::Checkpoint(_) => p.checkpoint[1],
                Cell::Off(ground) => p.grounds[ground as usize],
            };
            ctx.set_fill_style_str(&format!("rgb({} {} {} / 0.75)", rgb[0], rgb[1], rgb[2]));
            for q in &scene.preview {
                ctx.fill_rect(
                    x0 + f64::from(q.col) * cell,
                    y0 + f64::from(q.row) * cell,
                    cell,
                    cell,
                );
            }
        }
        if let Some((top_left, side)) = scene.brush {
            let side = f64::from(side) * cell;
            ctx.set_stroke_style_str(&p.focus);
            ctx.set_line_width(2.0);
            ctx.stroke_rect(
                x0 + f64::from(top_left.col) * cell,
                y0 + f64::from(top_left.row) * cell,
                side,
                side,
            );
        }
        if let Some(size) = crate::ui::scene::checkpoint_digit_px(cell) {
            for &(at, digit) in &scene.checkpoints {
                super::painter::checkpoint_digit(ctx, p, cam.xy(at), size, digit, 1.0)?;
            }
        }
        for shape in &scene.elements {
            if let crate::ui::scene::Shape::Cell { at, mark } = shape {
                let (x, y) = cam.xy(*at);
                super::painter::cell_mark(ctx, p, x, y, cell, *mark);
            }
        }
        if let Some(at) = scene.closest {
            let (x, y) = cam.xy(at);
            ctx.begin_path();
            ctx.arc(x, y, (cell * 0.9).max(8.0), 0.0, TAU)?;
            ctx.set_stroke_style_str(&p.danger);
            ctx.set_line_width(3.0);
            ctx.stroke();
        }
        Ok(())
    }
}
