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
use crate::ui::view;
use crate::ui::{Effect, Fetch, Model, Msg, update};
use racetrack::track::{Cell, Track};

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
        .map(|level| level.track.as_ref().map(picture).unwrap_or_default())
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
/// moves when the game takes it over): each kind of point a path of its rows' runs, filled by the
/// style sheet with the theme's `--track-*` colour; the walls are the picture's background, and
/// the finish is chequered point by point as the game draws it at one pixel a point. The
/// terrains' marks and the checkpoints' stripes are left to the game's picture.
pub fn picture(track: &Track) -> String {
    let (width, height) = crate::ui::menu::thumb_size(track);
    let mut paths: Vec<(&'static str, String)> = Vec::new();
    for (row, cells) in track.grid().lines().enumerate() {
        let mut col = 0;
        while col < cells.len() {
            let class = picture_class(cells[col], row + col);
            let run = cells[col..]
                .iter()
                .enumerate()
                .take_while(|&(i, &cell)| picture_class(cell, row + col + i) == class)
                .count();
            if let Some(class) = class {
                let d = match paths.iter_mut().find(|(c, _)| *c == class) {
                    Some((_, d)) => d,
                    None => {
                        paths.push((class, String::new()));
                        &mut paths.last_mut().expect("just pushed").1
                    }
                };
                d.push_str(&format!("M{col} {row}h{run}v1h-{run}z"));
            }
            col += run;
        }
    }
    let mut svg = format!(
        "<svg class=\"thumb early\" aria-hidden=\"true\" width=\"{width}\" height=\"{height}\" \
         viewBox=\"0 0 {cols} {rows}\" preserveAspectRatio=\"none\" shape-rendering=\"crispEdges\">",
        cols = track.cols(),
        rows = track.rows(),
    );
    for (class, d) in paths {
        svg.push_str(&format!("<path class=\"{class}\" d=\"{d}\"/>"));
    }
    svg.push_str("</svg>");
    svg
}

/// The style sheet's class for a point of `cell` in a card's picture (`www/style.css`,
/// `svg.early`), `parity` its row plus its column; none for a wall (the background).
fn picture_class(cell: Cell, parity: usize) -> Option<&'static str> {
    Some(match cell {
        Cell::Obstacle => return None,
        Cell::Road => "road",
        Cell::Start => "start",
        Cell::Finish if parity % 2 == 1 => "check",
        Cell::Finish => "finish",
        Cell::Ice => "ice",
        Cell::Dirt => "dirt",
        Cell::Ramp => "ramp",
        Cell::Checkpoint(_) => "checkpoint",
        Cell::Off(ground) => GROUNDS[ground as usize],
    })
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
    fn a_picture_is_each_kind_of_point_s_runs_at_the_canvas_s_size() {
        let track: Track = "######\n#>..*#\n#>.**#\n######\n".parse().unwrap();
        assert_eq!(
            picture(&track),
            "<svg class=\"thumb early\" aria-hidden=\"true\" width=\"96\" height=\"64\" \
             viewBox=\"0 0 6 4\" preserveAspectRatio=\"none\" shape-rendering=\"crispEdges\">\
             <path class=\"start\" d=\"M1 1h1v1h-1zM1 2h1v1h-1z\"/>\
             <path class=\"road\" d=\"M2 1h2v1h-2zM2 2h1v1h-1z\"/>\
             <path class=\"check\" d=\"M4 1h1v1h-1zM3 2h1v1h-1z\"/>\
             <path class=\"finish\" d=\"M4 2h1v1h-1z\"/></svg>"
        );
    }

    #[test]
    fn text_is_escaped_for_text_and_attributes() {
        assert_eq!(escape("a<b>&\"c'"), "a&lt;b&gt;&amp;&quot;c&#39;");
    }
}
