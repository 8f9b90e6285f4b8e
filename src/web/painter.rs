//! Paints a [`Scene`] on the game canvas. Layers are offscreen canvases kept between frames and
//! re-uploaded only when their version changes; shapes are drawn as the scene lists them.

use std::f64::consts::TAU;

/// Night's dark, in both themes: Karopapier's night is black.
const NIGHT: &str = "#05070c";

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{CanvasRenderingContext2d, Document, HtmlCanvasElement, Window};

use crate::ui::Model;
use crate::ui::geometry::Geometry;
use crate::ui::scene::{self, CellMark, Colour, Layer, Scene, Shape};
use racetrack::grid::Point;
use racetrack::track::Track;

use super::palette::Palette;
use super::pixels::{cells_pixels, context_of, decor_canvas, put_pixels};

/// Largest side of the track layer in pixels: small tracks get several pixels per point, so
/// start stripes and the finish's chequers can be drawn into it.
const TRACK_LAYER_SIDE: usize = 1600;

/// Where a layer's cache lives.
fn slot(layer: Layer) -> usize {
    match layer {
        Layer::Track => 0,
        Layer::Distance => 1,
        Layer::Heat => 2,
    }
}

/// The canvas painter.
pub struct Painter {
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    document: Document,
    palette: Palette,
    /// The cached layers, by [`slot`]: their version and offscreen canvas.
    layers: [Option<(u64, HtmlCanvasElement)>; 3],
    /// The decor's pixels, by its id.
    decor: Option<(u64, HtmlCanvasElement)>,
}

impl Painter {
    /// A painter for `canvas`, in the theme's colours.
    pub fn new(
        window: &Window,
        document: &Document,
        canvas: HtmlCanvasElement,
    ) -> Result<Painter, JsValue> {
        Ok(Painter {
            context: context_of(&canvas)?,
            palette: Palette::read(window, &canvas),
            document: document.clone(),
            canvas,
            layers: [None, None, None],
            decor: None,
        })
    }

    /// The theme's colours.
    pub fn palette(&self) -> &Palette {
        &self.palette
    }

    /// Reads the theme's colours again.
    pub fn restyle(&mut self, window: &Window) {
        self.palette = Palette::read(window, &self.canvas);
    }

    /// Paints a menu card's picture of `track`.
    pub fn paint_thumbnail(
        &self,
        canvas: &HtmlCanvasElement,
        track: &Track,
    ) -> Result<(), JsValue> {
        let k = crate::ui::track_pixels::thumb_pixels_per_point(track.rows(), track.cols());
        let pixels = cells_pixels(&self.palette, track.grid(), k);
        put_pixels(canvas, track.cols() * k, track.rows() * k, &pixels)
    }

    /// Makes sure the offscreen canvas of `layer` holds the version the scene wants.
    fn layer(&mut self, model: &Model, layer: Layer, version: u64) -> Result<(), JsValue> {
        let cached = &mut self.layers[slot(layer)];
        if cached.as_ref().is_some_and(|(v, _)| *v == version) {
            return Ok(());
        }
        let Some(board) = model.board() else {
            return Ok(());
        };
        let track = board.track();
        let canvas = match cached.take() {
            Some((_, c)) => c,
            None => self.document.create_element("canvas")?.dyn_into()?,
        };
        let (rows, cols) = (track.rows(), track.cols());
        match layer {
            Layer::Track => {
                let k = (TRACK_LAYER_SIDE / rows.max(cols)).clamp(1, 8);
                let pixels = cells_pixels(&self.palette, track.grid(), k);
                put_pixels(&canvas, cols * k, rows * k, &pixels)?;
            }
            Layer::Distance => put_pixels(&canvas, cols, rows, &board.distance_pixels)?,
            Layer::Heat => {
                if let Some(pixels) = model.session().and_then(crate::ui::solver::heat_pixels) {
                    put_pixels(&canvas, cols, rows, pixels)?;
                }
            }
        }
        self.layers[slot(layer)] = Some((version, canvas));
        Ok(())
    }

    /// Paints `scene` laid out by `g` (the model holds the layers' pixels).
    #[inline(never)]
    pub fn paint(&mut self, model: &Model, scene: &Scene, g: Geometry) -> Result<(), JsValue> {
        let ctx = self.context.clone();
        ctx.set_transform(g.ratio, 0.0, 0.0, g.ratio, 0.0, 0.0)?;
        ctx.clear_rect(0.0, 0.0, g.width, g.height);
        // The grid's place on the canvas: the camera may show a part of it.
        let (gx, gy, gw, gh) = g.grid_rect();
        // A grid drawn smaller than the canvas (zoomed out at speed, the whole track) lies in
        // obstacle, as everything outside the grid is; a track's decor picture lies on the
        // page's background (in the dark theme the walls' light grey was a slab around it).
        if gw < g.width - 0.5 || gh < g.height - 0.5 {
            let [r, gr, b] = if scene.decor.is_some() {
                self.palette.backdrop
            } else {
                self.palette.obstacle
            };
            ctx.set_fill_style_str(&format!("rgb({r},{gr},{b})"));
            ctx.fill_rect(0.0, 0.0, g.width, g.height);
        }
        if let Some(decor) = &scene.decor {
            if self.decor.as_ref().map(|(id, _)| *id) != Some(decor.id) {
                self.decor = Some((decor.id, decor_canvas(&self.document, &decor.picture)?));
            }
            if let Some((_, canvas)) = &self.decor {
                ctx.set_image_smoothing_enabled(true);
                ctx.draw_image_with_html_canvas_element_and_dw_and_dh(canvas, gx, gy, gw, gh)?;
            }
        }
        ctx.set_image_smoothing_enabled(false);
        for draw in &scene.layers {
            self.layer(model, draw.layer, draw.version)?;
            if let Some((_, canvas)) = &self.layers[slot(draw.layer)] {
                ctx.set_global_alpha(f64::from(draw.alpha));
                ctx.draw_image_with_html_canvas_element_and_dw_and_dh(canvas, gx, gy, gw, gh)?;
            }
        }
        ctx.set_global_alpha(1.0);
        if scene.grid_lines {
            self.grid(&g);
        }
        for shape in &scene.shapes {
            self.shape(&g, shape)?;
        }
        ctx.set_global_alpha(1.0);
        Ok(())
    }

    /// The grid lines the canvas shows.
    fn grid(&self, g: &Geometry) {
        let ctx = &self.context;
        let ((r0, r1), (c0, c1)) = g.visible();
        let (gx, gy, gw, gh) = g.grid_rect();
        let (top, bottom) = (gy.max(0.0), (gy + gh).min(g.height));
        let (left, right) = (gx.max(0.0), (gx + gw).min(g.width));
        ctx.begin_path();
        for c in c0..c1 {
            let x = g.x(Point::new(0, c));
            ctx.move_to(x, top);
            ctx.line_to(x, bottom);
        }
        for r in r0..r1 {
            let y = g.y(Point::new(r, 0));
            ctx.move_to(left, y);
            ctx.line_to(right, y);
        }
        ctx.set_global_alpha(0.6);
        ctx.set_stroke_style_str(&self.palette.grid);
        ctx.set_line_width(1.0 / g.ratio.max(1.0));
        ctx.stroke();
        ctx.set_global_alpha(1.0);
    }

    fn circle(&self, g: &Geometry, at: Point, radius: f64) -> Result<(), JsValue> {
        self.context.begin_path();
        self.context.arc(g.x(at), g.y(at), radius, 0.0, TAU)
    }

    fn shape(&self, g: &Geometry, shape: &Shape) -> Result<(), JsValue> {
        let ctx = &self.context;
        let p = &self.palette;
        match shape {
            Shape::Segments {
                pairs,
                width,
                colour,
                alpha,
            } => {
                ctx.begin_path();
                for &(from, to) in pairs {
                    ctx.move_to(g.x(from), g.y(from));
                    ctx.line_to(g.x(to), g.y(to));
                }
                ctx.set_global_alpha(f64::from(*alpha));
                ctx.set_line_width(width.px(g.cell));
                ctx.set_stroke_style_str(p.css(*colour));
                ctx.stroke();
            }
            Shape::Line {
                from,
                to,
                width,
                colour,
                alpha,
            } => {
                ctx.begin_path();
                ctx.move_to(g.x(*from), g.y(*from));
                ctx.line_to(g.x(*to), g.y(*to));
                ctx.set_global_alpha(f64::from(*alpha));
                ctx.set_line_cap("round");
                ctx.set_line_width(width.px(g.cell));
                ctx.set_stroke_style_str(p.css(*colour));
                ctx.stroke();
            }
            Shape::Dot {
                at,
                radius,
                colour,
                alpha,
            } => {
                self.circle(g, *at, radius.px(g.cell))?;
                ctx.set_global_alpha(f64::from(*alpha));
                ctx.set_fill_style_str(p.css(*colour));
                ctx.fill();
            }
            Shape::Ring {
                at,
                radius,
                width,
                colour,
                alpha,
            } => {
                self.circle(g, *at, radius.px(g.cell))?;
                ctx.set_global_alpha(f64::from(*alpha));
                ctx.set_line_width(width.px(g.cell));
                ctx.set_stroke_style_str(p.css(*colour));
                ctx.stroke();
            }
            Shape::Glider {
                from,
                to,
                t,
                radius,
                width,
                colour,
            } => {
                let t = f64::from(*t);
                let x = g.x(*from) + (g.x(*to) - g.x(*from)) * t;
                let y = g.y(*from) + (g.y(*to) - g.y(*from)) * t;
                ctx.begin_path();
                ctx.arc(x, y, radius.px(g.cell), 0.0, TAU)?;
                ctx.set_global_alpha(1.0);
                ctx.set_line_width(width.px(g.cell));
                ctx.set_stroke_style_str(p.css(*colour));
                ctx.stroke();
            }
            Shape::Cross { at, arm, colour } => {
                let (x, y, a) = (g.x(*at), g.y(*at), arm.px(g.cell));
                ctx.begin_path();
                ctx.move_to(x - a, y);
                ctx.line_to(x + a, y);
                ctx.move_to(x, y - a);
                ctx.line_to(x, y + a);
                ctx.set_global_alpha(1.0);
                ctx.set_line_width(2.0);
                ctx.set_stroke_style_str(p.css(*colour));
                ctx.stroke();
            }
            Shape::Checkpoint { at, digit, held } => {
                if let Some(size) = scene::checkpoint_digit_size(g) {
                    let alpha = if *held { HELD_ALPHA } else { 1.0 };
                    checkpoint_digit(ctx, p, (g.x(*at), g.y(*at)), size, *digit, alpha)?;
                }
            }
            Shape::Blocked { at, letter, .. } => {
                let (x, y) = (g.x(*at), g.y(*at));
                let a = scene::OPTION.px(g.cell) * scene::BLOCKED_ARM;
                ctx.set_global_alpha(1.0);
                ctx.begin_path();
                ctx.move_to(x - a, y - a);
                ctx.line_to(x + a, y + a);
                ctx.move_to(x + a, y - a);
                ctx.line_to(x - a, y + a);
                ctx.set_line_width(2.5);
                ctx.set_stroke_style_str(&p.danger);
                ctx.stroke();
                if let Some(place) = scene::blocked_letter_place(g, *at) {
                    ctx.set_font(&format!(
                        "700 {}px system-ui, sans-serif",
                        place.size.round() as i64
                    ));
                    ctx.set_text_align(if place.right { "left" } else { "right" });
                    ctx.set_text_baseline(if place.below { "top" } else { "bottom" });
                    ctx.set_line_width(3.0);
                    ctx.set_stroke_style_str(&format!(
                        "rgb({},{},{})",
                        p.road[0], p.road[1], p.road[2]
                    ));
                    ctx.stroke_text(letter, place.x, place.y)?;
                    ctx.set_fill_style_str(&p.danger);
                    ctx.fill_text(letter, place.x, place.y)?;
                }
            }
            Shape::Impact { at } => {
                // Eight spikes round the car, long and short in turn.
                let (x, y) = (g.x(*at), g.y(*at));
                let r = scene::CAR.px(g.cell);
                ctx.set_global_alpha(1.0);
                ctx.begin_path();
                for i in 0..8 {
                    let angle = f64::from(i) * std::f64::consts::FRAC_PI_4 + 0.3;
                    let reach = if i % 2 == 0 { 2.4 } else { 1.7 };
                    let (dx, dy) = (angle.cos(), angle.sin());
                    ctx.move_to(x + dx * r * 1.25, y + dy * r * 1.25);
                    ctx.line_to(x + dx * r * reach, y + dy * r * reach);
                }
                ctx.set_line_width(3.0);
                ctx.set_stroke_style_str(&p.danger);
                ctx.stroke();
            }
            Shape::Doomed { at } => {
                // A slash through the option's circle.
                let (x, y) = (g.x(*at), g.y(*at));
                let r = scene::OPTION.px(g.cell);
                ctx.set_global_alpha(1.0);
                ctx.begin_path();
                ctx.move_to(x - r, y + r);
                ctx.line_to(x + r, y - r);
                ctx.set_line_width(2.5);
                ctx.set_stroke_style_str(&p.danger);
                ctx.stroke();
                self.circle(g, *at, r)?;
                ctx.set_line_width(1.5);
                ctx.stroke();
            }
            Shape::RoadOn { from, toward } => {
                // An arrowhead at the board's edge, outlined in the road's colour.
                if let Some(a) = scene::road_on_place(g, *from, *toward) {
                    let (c, s) = (a.angle.cos(), a.angle.sin());
                    let at = |back: f64, side: f64| {
                        (a.x - c * back - s * side, a.y - s * back + c * side)
                    };
                    let (l, r) = (at(a.size, a.size * 0.6), at(a.size, -a.size * 0.6));
                    let notch = at(a.size * 0.65, 0.0);
                    ctx.set_global_alpha(0.95);
                    ctx.begin_path();
                    ctx.move_to(a.x, a.y);
                    ctx.line_to(l.0, l.1);
                    ctx.line_to(notch.0, notch.1);
                    ctx.line_to(r.0, r.1);
                    ctx.close_path();
                    ctx.set_line_width(3.0);
                    ctx.set_stroke_style_str(&format!(
                        "rgb({},{},{})",
                        p.road[0], p.road[1], p.road[2]
                    ));
                    ctx.stroke();
                    ctx.set_fill_style_str(&p.focus);
                    ctx.fill();
                    ctx.set_global_alpha(1.0);
                }
            }
            Shape::Cell { at, mark } => {
                cell_mark(ctx, p, g.x(*at), g.y(*at), g.cell, *mark);
            }
            Shape::Night { dark } => {
                let half = g.cell / 2.0;
                ctx.set_global_alpha(1.0);
                ctx.set_fill_style_str(NIGHT);
                for &(at, n) in dark {
                    ctx.fill_rect(
                        g.x(at) - half,
                        g.y(at) - half,
                        g.cell * f64::from(n),
                        g.cell,
                    );
                }
            }
            Shape::Label {
                at,
                text,
                size,
                colour,
                lift,
            } => {
                ctx.set_global_alpha(1.0);
                ctx.set_font(&format!(
                    "{}px system-ui, sans-serif",
                    size.px(g.cell).round() as i64
                ));
                ctx.set_text_align("center");
                ctx.set_text_baseline("middle");
                ctx.set_fill_style_str(p.css(*colour));
                ctx.fill_text(text, g.x(*at), g.y(*at) - f64::from(*lift) * g.cell)?;
            }
        }
        Ok(())
    }
}

/// A square of side `side` centred on (`x`, `y`) for a moving element's point, in the element
/// colour: solid where it is now, dashed where it will be next turn, a faint outline for a gate's
/// point and a small square for a rail's (the game's and the editor's painters share it).
pub(crate) fn cell_mark(
    ctx: &CanvasRenderingContext2d,
    palette: &Palette,
    x: f64,
    y: f64,
    side: f64,
    mark: CellMark,
) {
    let square = |inset: f64| {
        let s = side * (1.0 - 2.0 * inset);
        ctx.begin_path();
        ctx.rect(x - s / 2.0, y - s / 2.0, s, s);
    };
    let colour = palette.css(Colour::Element);
    ctx.set_stroke_style_str(colour);
    ctx.set_fill_style_str(colour);
    match mark {
        CellMark::Occupied => {
            square(0.06);
            ctx.set_global_alpha(0.88);
            ctx.fill();
            ctx.set_global_alpha(1.0);
            ctx.set_line_width(1.0);
            ctx.set_stroke_style_str(&palette.ink);
            ctx.stroke();
        }
        CellMark::Next => {
            square(0.14);
            ctx.set_global_alpha(1.0);
            ctx.set_line_width((side * 0.1).clamp(1.5, 3.0));
            let dash = js_sys::Array::of2(
                &(side * 0.18).max(2.0).into(),
                &(side * 0.12).max(2.0).into(),
            );
            let _ = ctx.set_line_dash(&dash);
            ctx.stroke();
            let _ = ctx.set_line_dash(&js_sys::Array::new());
        }
        CellMark::Gate => {
            square(0.06);
            ctx.set_global_alpha(0.55);
            ctx.set_line_width(1.5);
            ctx.stroke();
        }
        CellMark::Rail => {
            square(0.36);
            ctx.set_global_alpha(0.45);
            ctx.fill();
        }
    }
    ctx.set_global_alpha(1.0);
}

/// How opaque a collected checkpoint's digit is drawn.
const HELD_ALPHA: f64 = 0.3;

/// A checkpoint's digit, `size` pixels high, centred on `(x, y)`, at opacity `alpha`: the
/// board's and the editor's.
pub(super) fn checkpoint_digit(
    ctx: &CanvasRenderingContext2d,
    p: &Palette,
    (x, y): (f64, f64),
    size: f64,
    digit: u8,
    alpha: f64,
) -> Result<(), JsValue> {
    let digit = char::from(b'0' + digit.clamp(1, 9)).to_string();
    ctx.set_global_alpha(alpha);
    ctx.set_font(&format!(
        "800 {}px system-ui, sans-serif",
        size.round() as i64
    ));
    ctx.set_text_align("center");
    ctx.set_text_baseline("middle");
    ctx.set_line_width(3.0);
    let [r, gr, b] = p.checkpoint[0];
    ctx.set_stroke_style_str(&format!("rgb({r},{gr},{b})"));
    ctx.stroke_text(&digit, x, y)?;
    let [r, gr, b] = p.checkpoint[1];
    ctx.set_fill_style_str(&format!("rgb({r},{gr},{b})"));
    ctx.fill_text(&digit, x, y)?;
    ctx.set_global_alpha(1.0);
    Ok(())
}
