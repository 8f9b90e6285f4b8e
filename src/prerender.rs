//! The menu as HTML, made when the site is built (`cargo xtask dist`), so that the first paint
//! is the working menu in the reader's language before the wasm has arrived. It drives the
//! same model the page runs (started in `lang`, its catalog, the level list and every level
//! answered, the optima computed) and writes the menu's view as the page's shell draws it
//! (`web/view_menu.rs` takes these elements over instead of making its own). Native only.

use crate::ui::i18n::{FAILURE_WORDS, Lang, Words};
use crate::ui::main_action::MainAction;
use crate::ui::menu::Card;
use crate::ui::msg::Startup;
use crate::ui::route::{Place, Route};
use crate::ui::track_pixels::{Ink, point_inks, thumb_pixels_per_point};
use crate::ui::view;
use crate::ui::{Effect, Fetch, Model, Msg, update};
use racetrack::grid::Point;
use racetrack::track::Track;

/// Frames the optima may take, at most (each frame computes a slice).
const FRAMES: usize = 1_000_000;

/// The prerendered menu of one language.
pub struct Menu {
    /// The catalog's words (the markup's `data-l10n` elements are worded with them).
    pub words: Words,
    /// The level list's content: the group headings and the cards (with their pictures).
    pub cards: String,
    /// Each card's picture before the game paints its own ([`picture`]), in the cards' order.
    pub pictures: Vec<String>,
    /// The level list's attributes (`data-groups`, `data-starting-words`).
    pub list: Vec<(&'static str, String)>,
    /// The demo race's level options.
    pub demo_options: String,
    /// The settings' language options.
    pub language_options: String,
    /// The daily challenge button's words and its address.
    pub daily: (String, String),
    /// The main action of a first visit.
    pub main_action: Option<MainAction>,
    /// The failure words ahead of time: (element id, attribute, words).
    pub failure: Vec<(&'static str, &'static str, String)>,
}

/// The menu in `lang` (whose catalog is `catalog`; English is built in) over the level files
/// `index` (as `levels/index.json` lists them), reading each level with `level`, on `today`
/// (`YYYY-MM-DD`).
pub fn menu(
    lang: Lang,
    catalog: &str,
    index: &[String],
    level: impl Fn(&str) -> Result<String, String>,
    today: &str,
) -> Result<Menu, String> {
    let mut model = Model::new();
    let mut effects = update(
        &mut model,
        Msg::Started(Box::new(Startup::first_visit(
            "",
            today,
            vec![lang.code().to_owned()],
        ))),
    );
    let index = serde_json::to_string(index).map_err(|e| e.to_string())?;
    // Every fetch the model asks for, answered at once, until none is left.
    while let Some(effect) = effects.pop() {
        let Effect::Fetch { url, what } = effect else {
            continue;
        };
        let result = match what {
            Fetch::Catalog(_) => Ok(catalog.to_owned()),
            Fetch::LevelIndex => Ok(index.clone()),
            Fetch::Level(_) => level(url.strip_prefix("levels/").unwrap_or(&url)),
            _ => continue,
        };
        effects.extend(update(&mut model, Msg::Fetched { what, result }));
    }
    if model.app.words.lang() != lang {
        return Err(format!("the {} catalog did not read", lang.code()));
    }
    if let Some(error) = &model.app.error {
        return Err(error.clone());
    }
    let mut now = 0.0;
    for _ in 0..FRAMES {
        if !model.needs_tick() {
            break;
        }
        now += 16.7;
        update(
            &mut model,
            Msg::Tick {
                now_ms: now,
                busy_ms: 4.0,
            },
        );
    }
    let page = view::page(&model);
    let words = std::mem::take(&mut model.app.words);
    if page.loading.is_some() || page.cards.is_empty() {
        return Err("the levels did not all load".into());
    }
    let pictures: Vec<String> = (model.app.menu.levels.iter())
        .enumerate()
        .map(|(i, level)| {
            (level.track.as_ref())
                .map(|track| picture(track, &format!("pic{i}-")))
                .unwrap_or_default()
        })
        .collect();
    Ok(Menu {
        cards: cards_html(&page.cards, &pictures),
        pictures,
        list: vec![
            ("data-groups", crate::ui::menu::groups_key(&page.cards)),
            ("data-starting-words", words.get("menu-starting")),
        ],
        demo_options: (page.cards.iter().enumerate())
            .map(|(i, c)| format!("<option value=\"{i}\">{}</option>", escape(&c.title)))
            .collect(),
        language_options: (Lang::ALL.iter())
            .map(|&l| {
                format!(
                    "<option value=\"{0}\" lang=\"{0}\"{1}>{2}</option>",
                    l.code(),
                    if l == lang { " selected" } else { "" },
                    l.endonym()
                )
            })
            .collect(),
        daily: (
            page.daily_words.clone(),
            Route::Play(Place::Daily(None)).to_string(),
        ),
        main_action: page.main_action.clone(),
        failure: (FAILURE_WORDS.iter())
            .map(|&(element, attribute, id)| (element, attribute, words.get(id)))
            .collect(),
        words,
    })
}

/// The level list's content, element for element as `web/view_menu.rs` makes it, with
/// `pictures[i]` (markup from [`picture`]) before card `i`'s canvas until the game has painted it.
pub fn cards_html(cards: &[Card], pictures: &[String]) -> String {
    let mut html = String::new();
    let mut previous = None;
    for (index, card) in cards.iter().enumerate() {
        if previous != Some(card.group) {
            previous = Some(card.group);
            html.push_str(&format!(
                "<li class=\"group-head\" role=\"presentation\"><h3>{}</h3></li>",
                escape(&card.group_words)
            ));
        }
        let optimum = card
            .optimum_moves
            .map(|n| format!(" data-optimum=\"{n}\""))
            .unwrap_or_default();
        let size = card
            .thumb
            .map(|(w, h)| format!(" width=\"{w}\" height=\"{h}\""))
            .unwrap_or_default();
        html.push_str(&format!(
            "<li data-testid=\"level-item\" data-index=\"{index}\" data-level=\"{file}\" \
             data-href=\"{href}\"{optimum} data-group=\"{group}\"><button type=\"button\">\
             {picture}<canvas class=\"thumb\" data-testid=\"level-thumb\" aria-hidden=\"true\" \
             {size}></canvas>\
             <span class=\"name\">{title}</span><span class=\"optimum\">{optimum_words}</span>\
             <span class=\"size\">{size_words}</span><span class=\"best\" data-testid=\"level-best\" \
             data-medal=\"\" data-assisted=\"false\">{best}</span></button>\
             <a class=\"card-board\" data-testid=\"level-board\" hidden></a></li>",
            file = escape(&card.file),
            href = escape(&card.href),
            group = card.group.code(),
            title = escape(&card.title),
            optimum_words = escape(&card.optimum),
            size = size,
            picture = pictures.get(index).map_or("", String::as_str),
            size_words = escape(&card.size),
            best = escape(&card.best_words),
        ));
    }
    html
}

/// A card's picture of `track` as inline SVG, the size of the canvas the game paints (so nothing
/// moves when the game takes it over) and drawn as it draws it: each point `k` pixels wide
/// ([`thumb_pixels_per_point`]), each pixel in the colour [`ink`] gives it, filled by the style
/// sheet with the theme's `--track-*` colour. The walls are the picture's background; a kind of
/// point of one colour is a path of its rows' runs; one of several colours (a striped start, a
/// chequered finish, a terrain's marks) is filled with a pattern of one point's pixels, its id
/// `id` followed by a number (unique in the page when `id` is).
pub fn picture(track: &Track, id: &str) -> String {
    let (width, height) = crate::ui::menu::thumb_size(track);
    let k = thumb_pixels_per_point(track.rows(), track.cols());
    // Each fill (a point's pixels: one colour, or a pattern's) with the path of its points.
    let mut fills: Vec<(Vec<Ink>, String)> = Vec::new();
    for (row, cells) in track.grid().lines().enumerate() {
        let points: Vec<Vec<Ink>> = (cells.iter().enumerate())
            .map(|(col, &cell)| point_inks(cell, Point::new(row as i32, col as i32), k))
            .collect();
        add_runs(&mut fills, row, &points);
    }
    let mut svg = format!(
        "<svg class=\"thumb early\" aria-hidden=\"true\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {cols} {rows}\" preserveAspectRatio=\"none\" shape-rendering=\"crispEdges\">",
        cols = track.cols(),
        rows = track.rows(),
    );
    let mut patterns = 0;
    for (fill, d) in &fills {
        if fill.iter().all(|&i| i == fill[0]) {
            // The walls are the background.
            if fill[0] != Ink::Obstacle {
                svg.push_str(&format!(
                    "<path class=\"{}\" d=\"{d}\"/>",
                    ink_class(fill[0])
                ));
            }
            continue;
        }
        svg.push_str(&format!(
            "<pattern id=\"{id}{patterns}\" width=\"1\" height=\"1\" \
             patternUnits=\"userSpaceOnUse\" viewBox=\"0 0 {k} {k}\">"
        ));
        let mut pixels: Vec<(Ink, String)> = Vec::new();
        for (dy, line) in fill.chunks(k).enumerate() {
            add_runs(&mut pixels, dy, line);
        }
        pixels.sort_by_key(|(ink, _)| *ink);
        for (ink, d) in pixels {
            svg.push_str(&format!("<path class=\"{}\" d=\"{d}\"/>", ink_class(ink)));
        }
        svg.push_str(&format!(
            "</pattern><path fill=\"url(#{id}{patterns})\" d=\"{d}\"/>"
        ));
        patterns += 1;
    }
    svg.push_str("</svg>");
    svg
}

/// Adds each run of equal `items` of line `y` (one unit high, one wide each) to the path of its
/// item in `paths`, a path added for an item not met before.
fn add_runs<T: PartialEq + Clone>(paths: &mut Vec<(T, String)>, y: usize, items: &[T]) {
    let mut x = 0;
    while x < items.len() {
        let item = &items[x];
        let run = items[x..].iter().take_while(|i| *i == item).count();
        let d = match paths.iter().position(|(p, _)| p == item) {
            Some(at) => &mut paths[at].1,
            None => {
                paths.push((item.clone(), String::new()));
                &mut paths.last_mut().expect("just pushed").1
            }
        };
        d.push_str(&format!("M{x} {y}h{run}v1h-{run}z"));
        x += run;
    }
}

/// The style sheet's class for a colour of a card's picture (`www/style.css`, `svg.early`).
fn ink_class(ink: Ink) -> &'static str {
    match ink {
        Ink::Road => "road",
        Ink::Obstacle => "wall",
        Ink::Start => "start",
        Ink::StartStripe => "start-stripe",
        Ink::Finish => "finish",
        Ink::FinishCheck => "check",
        Ink::Ice => "ice",
        Ink::IceGlint => "ice-glint",
        Ink::Dirt => "dirt",
        Ink::DirtSpeck => "dirt-speck",
        Ink::Ramp => "ramp",
        Ink::RampChevron => "ramp-chevron",
        Ink::Checkpoint => "checkpoint",
        Ink::CheckpointStripe => "checkpoint-stripe",
        Ink::Ground(g) => GROUNDS[usize::from(g) % GROUNDS.len()],
    }
}

/// The classes of Karopapier's grounds, in [`racetrack::track::Ground`]'s order.
const GROUNDS: [&str; 9] = [
    "parc-ferme",
    "sand",
    "mud",
    "gold",
    "lava",
    "snow",
    "tar",
    "mountain",
    "water",
];

/// `text` as HTML text or an attribute's value.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_picture_is_drawn_pixel_for_pixel_as_the_game_paints_it() {
        // Six points wide: six pixels a point, as the game's canvas.
        let track: Track = "######\n#>..*#\n#>.**#\n######\n".parse().unwrap();
        let svg = picture(&track, "t-");
        assert!(svg.starts_with(
            "<svg class=\"thumb early\" aria-hidden=\"true\" width=\"96\" height=\"64\" \
             viewBox=\"0 0 6 4\" preserveAspectRatio=\"none\" shape-rendering=\"crispEdges\">"
        ));
        // The start points: one pattern of a point's six by six pixels, striped every third
        // diagonal from its top left corner, filling their run of points.
        assert!(svg.contains(
            "<pattern id=\"t-0\" width=\"1\" height=\"1\" patternUnits=\"userSpaceOnUse\" \
             viewBox=\"0 0 6 6\">"
        ));
        assert!(svg.contains(
            "<path class=\"start-stripe\" d=\"M0 0h1v1h-1zM3 0h1v1h-1zM2 1h1v1h-1zM5 1h1v1h-1z\
             M1 2h1v1h-1zM4 2h1v1h-1zM0 3h1v1h-1zM3 3h1v1h-1zM2 4h1v1h-1zM5 4h1v1h-1z\
             M1 5h1v1h-1zM4 5h1v1h-1z\"/></pattern><path fill=\"url(#t-0)\" \
             d=\"M1 1h1v1h-1zM1 2h1v1h-1z\"/>"
        ));
        // The road in one colour; the walls are the background.
        assert!(svg.contains("<path class=\"road\" d=\"M2 1h2v1h-2zM2 2h1v1h-1z\"/>"));
        assert!(!svg.contains("wall"));
        // The finish: a chequer of three by three pixels within each point.
        assert!(svg.contains(
            "<path class=\"check\" d=\"M3 0h3v1h-3zM3 1h3v1h-3zM3 2h3v1h-3zM0 3h3v1h-3z\
             M0 4h3v1h-3zM0 5h3v1h-3z\"/></pattern><path fill=\"url(#t-1)\" \
             d=\"M4 1h1v1h-1zM3 2h2v1h-2z\"/></svg>"
        ));
        // A track of a point a pixel chequers its finish point by point, in plain colours.
        let wide = format!("{}\n>{}**\n", "#".repeat(200), ".".repeat(197));
        let svg = picture(&wide.parse().unwrap(), "w-");
        assert!(!svg.contains("<pattern"));
        assert!(
            svg.contains("<path class=\"check\" d=\"M198 1h1v1h-1z\"/>"),
            "{svg}"
        );
        assert!(
            svg.contains("<path class=\"finish\" d=\"M199 1h1v1h-1z\"/>"),
            "{svg}"
        );
    }

    #[test]
    fn text_is_escaped_for_text_and_attributes() {
        assert_eq!(escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
    }
}
