//! The menu: the bundled levels (fetched, then their optimum computed in the background unless the
//! prerendered card gave it), a file picker and a paste box.

use crate::ui::app::{App, Command};
use crate::ui::model::Play;
use racetrack::image::Picture;
use racetrack::rules::Rules;
use racetrack::search::Search;
use racetrack::track::Track;
use racetrack::verdict::Optimum;

use super::i18n::Words;
use super::jobs::OPTIMAL;
use super::msg::{Effect, Fetch};
use super::route::{Place, Route};

/// A level of the menu.
#[derive(Clone, Debug)]
pub struct Level {
    /// File name (`03-hairpin.txt`).
    pub file: String,
    /// The name shown (`Hairpin`).
    pub title: String,
    /// The track, once fetched.
    pub track: Option<Track>,
    /// Why the track could not be had.
    pub failed: Option<String>,
    /// The optimum under strict rules, once known.
    pub optimum: Option<Optimum>,
    /// The key of its record table under strict rules, made once with the track.
    pub record_key: Option<racetrack::top_runs::TrackKey>,
    /// The decor picture's file (`03-hairpin.decor.png`), if the level has one.
    pub decor_file: Option<String>,
    /// The decor, once fetched and decoded.
    pub decor: Option<std::rc::Rc<super::decor::Decor>>,
    /// Whether the decor was asked for.
    pub decor_asked: bool,
    /// The optimum the prerendered menu showed for it (computed when the site was built),
    /// shown until the page's own is known.
    pub shown_optimum: Option<usize>,
}

impl Level {
    /// The file stem, which is the level's address (`03-hairpin`).
    pub fn name(&self) -> &str {
        self.file.strip_suffix(".txt").unwrap_or(&self.file)
    }

    /// Its name in `words`' language: the catalog's name of a bundled level, else the title
    /// its file name gives.
    pub fn title_in(&self, words: &Words) -> String {
        let stem = self.name();
        let key = stem.trim_start_matches(|c: char| c.is_ascii_digit() || c == '-' || c == '_');
        words.with(
            "level-name",
            &[("level", key.into()), ("title", (&self.title).into())],
        )
    }

    /// The optimum the card shows: the page's own once known, else the prerendered menu's.
    pub fn known_optimum(&self) -> Option<Optimum> {
        self.optimum.or(self.shown_optimum.map(Optimum::Moves))
    }
}

/// A level card the page's markup showed before the game started (the menu prerendered when
/// the site was built): its file and its optimum (`data-level`, `data-optimum`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The level's file name.
    pub file: String,
    /// Its optimum under strict rules, when the card showed one.
    pub optimum: Option<usize>,
}

impl Shown {
    /// The level's name: its file name without `.txt`, as [`Level::name`].
    pub fn name(&self) -> &str {
        self.file.strip_suffix(".txt").unwrap_or(&self.file)
    }
}

/// The longest side of a card's picture, in CSS pixels.
pub const THUMB: u32 = 96;

/// The size of `track`'s picture on a card, in CSS pixels (width, height).
pub fn thumb_size(track: &Track) -> (u32, u32) {
    let long = track.rows().max(track.cols()).max(1) as f64;
    let side = |n: usize| ((n as f64 * THUMB as f64 / long).round() as u32).max(1);
    (side(track.cols()), side(track.rows()))
}

/// The menu's state.
#[derive(Clone, Debug, Default)]
pub struct Menu {
    /// The levels, in the order of the index.
    pub levels: Vec<Level>,
    /// Whether the level list has arrived.
    pub loaded: bool,
    /// Why the level list could not be had.
    pub failed: Option<String>,
    /// A passing remark on the menu (records imported), until the next thing the user does.
    pub notice: Option<String>,
    /// A level's address asked for before the level arrived: opened when it does.
    pub pending: Option<Route>,
    /// The level of a demo race asked for before it arrived: the race starts when it does.
    pub demo_pending: Option<usize>,
    /// The cards the page's markup showed at the start (the prerendered menu): they stay as
    /// they are until the page's own cards are all here, in the page's language.
    pub shown: Vec<Shown>,
    /// Whether the page has started (before, it knows nothing of what the markup shows).
    pub started: bool,
    /// The menu's first paint last stored ([`super::first_paint`]).
    pub first_paint: Option<String>,
}

/// What a level card shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Card {
    /// File name, for `data-level`.
    pub file: String,
    /// The level's address (`#/level/03-hairpin`), for `data-href`: where a tap before the
    /// game has started goes.
    pub href: String,
    /// The size of its picture in CSS pixels, once the track is here.
    pub thumb: Option<(u32, u32)>,
    /// The title.
    pub title: String,
    /// "46 × 16", or "loading…", or the error.
    pub size: String,
    /// "optimum 22", "optimum: computing…"...
    pub optimum: String,
    /// The optimum for `data-optimum`, once known.
    pub optimum_moves: Option<usize>,
    /// The player's best run (strict rules), from the records.
    pub best: Option<u32>,
    /// Its medal against the optimum: `gold`, `silver` or `bronze`.
    pub medal: Option<&'static str>,
    /// Whether the best run had help (its medal is drawn hollow).
    pub assisted: bool,
    /// "your best 23 · silver", or nothing before a record.
    pub best_words: String,
    /// The group the menu shows it in.
    pub group: LevelGroup,
    /// The group's heading, in the page's language.
    pub group_words: String,
    /// The address of its world board (strict rules), the link's label and its words, when a
    /// game server is there to ask.
    pub board: Option<BoardLink>,
}

/// A level card's link to its world board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLink {
    /// The board's address.
    pub href: String,
    /// The link's label for assistive technology ("Hairpin: world board").
    pub label: String,
    /// The chip's word ("Board").
    pub chip: String,
}

/// The groups of the menu's levels, in their order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LevelGroup {
    /// Road, walls, start and finish only.
    Basics,
    /// Ice, dirt or ramps.
    Terrain,
    /// Gates or trains.
    Elements,
}

impl LevelGroup {
    /// Its name for `data-group`.
    pub fn code(self) -> &'static str {
        match self {
            LevelGroup::Basics => "basics",
            LevelGroup::Terrain => "terrain",
            LevelGroup::Elements => "elements",
        }
    }

    /// Its heading in `words`' language.
    pub fn words(self, words: &Words) -> String {
        words.get(match self {
            LevelGroup::Basics => "group-basics",
            LevelGroup::Terrain => "group-terrain",
            LevelGroup::Elements => "group-elements",
        })
    }
}

/// A game's title as the page shows it: a bundled level's name (as its file gives it, which is
/// what games on a level are made with, "S-bend" or "S bend") in `words`' language, any other
/// title as it is.
pub fn shown_title(levels: &[Level], words: &Words, title: &str) -> String {
    let plain = |t: &str| t.to_ascii_lowercase().replace('-', " ");
    match levels.iter().find(|l| plain(&l.title) == plain(title)) {
        Some(level) => level.title_in(words),
        None => title.to_owned(),
    }
}

/// A level file name as a title: `03-hairpin.txt` reads "Hairpin".
pub fn level_title(file: &str) -> String {
    let stem = file.trim_end_matches(".txt");
    let stem = stem.trim_start_matches(|c: char| c.is_ascii_digit() || c == '-' || c == '_');
    crate::ui::text::capitalised(
        &if stem.is_empty() { file } else { stem }.replace(['-', '_'], " "),
    )
}

/// The words of an optimum on a card.
pub fn optimum_words(words: &Words, optimum: Option<Optimum>) -> String {
    match optimum {
        None => words.get("card-optimum-computing"),
        Some(Optimum::Moves(n)) => words.with("card-optimum", &[("moves", n.into())]),
        Some(Optimum::NoSolution) => words.get("card-no-solution"),
        Some(Optimum::TooLarge) => words.get("card-too-large"),
    }
}

impl Menu {
    /// The cards, in order, in `words`' language.
    pub fn cards(&self, words: &Words) -> Vec<Card> {
        self.levels
            .iter()
            .map(|level| {
                let group = match &level.track {
                    Some(t) if t.has_elements() => LevelGroup::Elements,
                    Some(t) if t.has_terrain() => LevelGroup::Terrain,
                    _ => LevelGroup::Basics,
                };
                Card {
                    file: level.file.clone(),
                    href: Route::Play(Place::Level(level.name().to_owned())).to_string(),
                    thumb: level.track.as_ref().map(thumb_size),
                    title: level.title_in(words),
                    size: match (&level.track, &level.failed) {
                        (Some(t), _) => words.with(
                            "card-size",
                            &[("cols", t.cols().into()), ("rows", t.rows().into())],
                        ),
                        (None, Some(_)) => words.get("card-failed"),
                        (None, None) => words.get("card-loading"),
                    },
                    optimum: match &level.track {
                        Some(_) => optimum_words(words, level.known_optimum()),
                        None => String::new(),
                    },
                    optimum_moves: match level.known_optimum() {
                        Some(Optimum::Moves(n)) => Some(n),
                        _ => None,
                    },
                    best: None,
                    medal: None,
                    assisted: false,
                    best_words: String::new(),
                    board: None,
                    group,
                    group_words: group.words(words),
                }
            })
            .collect()
    }

    /// The position of a level by its address name.
    pub fn find(&self, name: &str) -> Option<usize> {
        self.levels.iter().position(|l| l.name() == name)
    }
}

/// What the group headings of `cards` are (`data-groups`): the shell compares it to know the
/// headings in place, the prerendered menu writes it.
pub fn groups_key(cards: &[Card]) -> String {
    (cards.iter())
        .map(|c| c.group_words.as_str())
        .collect::<Vec<_>>()
        .join("|")
}

/// The demo race's button's "Starting…" while its level is on its way.
pub fn demo_starting(menu: &Menu, words: &Words) -> Option<String> {
    menu.demo_pending.map(|_| words.get("menu-starting"))
}

/// The card of the level asked for before it could open (the level list or the level still on
/// its way), and its "Starting…": a tap is seen to be taken.
pub fn starting_card(menu: &Menu, words: &Words) -> Option<(usize, String)> {
    let Some(Place::Level(name)) = menu.pending.as_ref().and_then(Route::place) else {
        return None;
    };
    let index = match menu.levels.iter().position(|l| l.name() == name) {
        Some(index) => index,
        None => menu.shown.iter().position(|card| card.name() == name)?,
    };
    Some((index, words.get("menu-starting")))
}

/// The ending of a level's decor file in the level list.
pub const DECOR_SUFFIX: &str = ".decor.png";

/// The open level's decor: attached when it is here, fetched when it is not.
pub(crate) fn attach_decor(play: &mut Play, app: &mut App, index: usize) -> Vec<Effect> {
    let Some(level) = app.menu.levels.get_mut(index) else {
        return Vec::new();
    };
    if let Some(decor) = &level.decor {
        if let Some(s) = play.session.as_mut() {
            if shows(s, level) {
                s.show_decor(decor.clone());
            }
        }
        return Vec::new();
    }
    match &level.decor_file {
        Some(file) if !level.decor_asked => {
            level.decor_asked = true;
            vec![Effect::FetchBytes {
                url: format!("levels/{file}"),
                what: Fetch::Decor(index),
            }]
        }
        _ => Vec::new(),
    }
}

/// Whether the open game shows `level`'s track: the level itself, or a share or challenge link
/// to the same track (which keeps the level's decor).
fn shows(s: &super::play::Session, level: &Level) -> bool {
    s.place == Place::Level(level.name().to_owned())
        || (matches!(s.place, Place::Link(_)) && level.track.as_ref() == Some(s.game.track()))
}

/// The decor of the built-in level whose track the open link shows, if there is one.
pub(crate) fn decor_for_link(play: &mut Play, app: &mut App) -> Vec<Effect> {
    let found = play.session.as_ref().and_then(|s| {
        app.menu
            .levels
            .iter()
            .position(|level| matches!(s.place, Place::Link(_)) && shows(s, level))
    });
    found.map_or_else(Vec::new, |i| attach_decor(play, app, i))
}

/// A level's decor arrived: have it decoded. A decor that cannot be had is only a remark: the
/// level plays without it.
pub(crate) fn decor_loaded(
    play: &mut Play,
    app: &mut App,
    index: usize,
    result: Result<Vec<u8>, String>,
) -> Vec<Effect> {
    let Some(level) = app.menu.levels.get(index) else {
        return Vec::new();
    };
    let file = level.decor_file.clone().unwrap_or_default();
    let use_ = super::pictures::PictureUse::LevelDecor(index);
    match result.and_then(|bytes| {
        super::pictures::decode(&app.words, use_, vec![(file, bytes)], Vec::new())
    }) {
        Ok(effect) => vec![effect],
        Err(e) => decor_missing(play, &app.words, &e),
    }
}

/// A level's decor was decoded: lay it under the level if it is open.
pub(crate) fn decor_decoded(
    play: &mut Play,
    app: &mut App,
    index: usize,
    result: Result<Picture, String>,
) -> Vec<Effect> {
    let id = app.next_generation();
    let Some(level) = app.menu.levels.get_mut(index) else {
        return Vec::new();
    };
    let file = level.decor_file.clone().unwrap_or_default();
    match result {
        Ok(picture) => {
            level.decor = Some(super::decor::from_picture(id, &file, picture));
            attach_decor(play, app, index)
        }
        Err(why) => {
            let why = super::pictures::undecodable_words(&app.words, &file, &why);
            decor_missing(play, &app.words, &why)
        }
    }
}

/// Says on the open game that its decor could not be shown.
fn decor_missing(play: &mut Play, words: &Words, why: &str) -> Vec<Effect> {
    if let Some(s) = play.session.as_mut() {
        s.say(words.with("menu-decor-failed", &[("why", why.into())]));
    }
    Vec::new()
}

/// The first effects of the page: fetch the level list.
pub(crate) fn fetch_index() -> Effect {
    Effect::Fetch {
        url: "levels/index.json".into(),
        what: Fetch::LevelIndex,
    }
}

/// The level list arrived: make the cards and fetch every level.
pub(crate) fn index_loaded(app: &mut App, result: Result<String, String>) -> Vec<Effect> {
    app.menu.loaded = true;
    let files = result.and_then(|text| {
        serde_json::from_str::<Vec<String>>(&text).map_err(|e| {
            app.words.with(
                "menu-index-not-list",
                &[(
                    "why",
                    super::engine_words::json_error(&app.words, &e).into(),
                )],
            )
        })
    });
    let files = match files {
        Ok(files) => files,
        Err(e) => {
            app.menu.demo_pending = None;
            let message = app.words.with("menu-index-failed", &[("error", e.into())]);
            app.menu.failed = Some(message.clone());
            app.error = Some(message);
            return Vec::new();
        }
    };
    let mut effects = Vec::new();
    app.menu.levels.clear();
    // `NAME.decor.png` is the decor of `NAME.txt`, not a level of its own.
    let (decors, files): (Vec<String>, Vec<String>) =
        files.into_iter().partition(|f| f.ends_with(DECOR_SUFFIX));
    for (i, file) in files.into_iter().enumerate() {
        let stem = file.strip_suffix(".txt").unwrap_or(&file);
        let decor_file = decors
            .iter()
            .find(|d| d.strip_suffix(DECOR_SUFFIX) == Some(stem))
            .cloned();
        effects.push(Effect::Fetch {
            url: format!("levels/{file}"),
            what: Fetch::Level(i),
        });
        app.menu.levels.push(Level {
            title: level_title(&file),
            track: None,
            failed: None,
            optimum: None,
            record_key: None,
            decor_file,
            decor: None,
            decor_asked: false,
            shown_optimum: (app.menu.shown.iter())
                .find(|s| s.file == file)
                .and_then(|s| s.optimum),
            file,
        });
    }
    // A demo race asked for on a level the list does not have waits no more.
    if (app.menu.demo_pending).is_some_and(|i| i >= app.menu.levels.len()) {
        app.menu.demo_pending = None;
    }
    // An address that waited for a level the list does not have.
    let missing = match app.menu.pending.as_ref().and_then(Route::place) {
        Some(Place::Level(name)) if app.menu.find(name).is_none() => Some(name.clone()),
        _ => None,
    };
    if let Some(name) = missing {
        app.menu.pending = None;
        app.error = Some(app.words.with("menu-no-level", &[("name", name.into())]));
        app.route = Route::Menu;
        effects.push(Effect::ReplaceRoute(Route::Menu.to_string()));
    }
    effects
}

/// A level file arrived: keep its track, queue its optimum, and open it if it was asked for.
pub(crate) fn level_loaded(
    play: &mut Play,
    app: &mut App,
    index: usize,
    result: Result<String, String>,
) -> Vec<Effect> {
    let Some(level) = app.menu.levels.get_mut(index) else {
        return Vec::new();
    };
    let parsed = result.and_then(|t| {
        t.parse::<Track>().map_err(|e| {
            crate::ui::engine_words::named(
                &app.words,
                &format!("levels/{}", level.file),
                &crate::ui::engine_words::parse_error(&app.words, &e),
            )
        })
    });
    let name = level.name().to_owned();
    let mut effects = Vec::new();
    match parsed {
        Ok(track) => {
            // A prerendered card's optimum was computed from this very file when the site was
            // built: the page does not search it again (on a slow phone those searches took the
            // start's time, and they kept A* in the wasm's first part). Without one, it searches.
            if level.shown_optimum.is_none() {
                app.jobs
                    .push_level(index, Search::new(&track, Rules::Strict, OPTIMAL));
            }
            level.record_key = Some(racetrack::top_runs::TrackKey::of(&track, Rules::Strict));
            level.track = Some(track);
            // A link opened before the levels arrived may show this one's track.
            effects.extend(decor_for_link(play, app));
        }
        Err(e) => {
            level.failed = Some(e.clone());
            app.error = Some(e);
        }
    }
    // A demo race waiting for this level starts, unless the page has gone elsewhere meanwhile.
    if app.menu.demo_pending == Some(index) {
        app.menu.demo_pending = None;
        if app.route == Route::Menu {
            effects.extend(crate::ui::race_mode::demo::watch(app, index));
        }
    }
    let waiting = app.menu.pending.as_ref().and_then(Route::place) == Some(&Place::Level(name));
    if waiting {
        let route = app.menu.pending.take().expect("a pending route");
        effects.extend(app.command(Command::OpenRoute(route)));
    }
    effects
}

/// Whether the page's own menu may replace the prerendered one: always without one; else
/// once every level is here (or failed) and the page speaks the language it wants, so the
/// cards never go back to "loading" or to another language.
pub fn ready(menu: &Menu, words: &Words, lang: super::i18n::Lang) -> bool {
    if !menu.started {
        return false;
    }
    menu.shown.is_empty()
        || menu.failed.is_some()
        || (menu.loaded
            && words.lang() == lang
            && (menu.levels.iter()).all(|l| l.track.is_some() || l.failed.is_some()))
}

/// Words for the menu's loading line.
pub fn loading_words(menu: &Menu, words: &Words) -> Option<String> {
    if !menu.shown.is_empty() && menu.failed.is_none() {
        // The prerendered cards are there: nothing to wait for on screen.
        return None;
    }
    if !menu.loaded {
        return Some(words.get("menu-loading-list"));
    }
    let waiting = menu
        .levels
        .iter()
        .filter(|l| l.track.is_none() && l.failed.is_none())
        .count();
    (waiting > 0).then(|| words.with("menu-loading-count", &[("count", waiting.into())]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn titles_drop_the_number_and_the_extension() {
        assert_eq!(level_title("03-hairpin.txt"), "Hairpin");
        assert_eq!(level_title("10-spiral.txt"), "Spiral");
        assert_eq!(level_title("06-barto-big.txt"), "Barto big");
    }
}
