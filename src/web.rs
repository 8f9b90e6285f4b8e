//! The browser front end: the whole page state lives here in Rust, behind one exported entry,
//! [`start`], which wires the DOM of `index.html` to the engine. The canvas draws what the engine
//! says (options, state, velocity, main point, distance map, search progress) and holds no rule.
//!
//! Hooks for the browser tests, besides the `data-testid` attributes of `index.html`:
//! - `#status` (`data-testid="status"`) carries `data-moves`, `data-speed`, `data-state`
//!   (`placing`, `playing`, `won`, `crashed`) and `data-rules` (`strict`, `soft`).
//! - `#game-canvas` carries the grid geometry in CSS pixels relative to the canvas's top-left
//!   corner: grid point `(row, col)` is at `(data-origin-x + col * data-cell-size,
//!   data-origin-y + row * data-cell-size)`; also `data-rows` and `data-cols`.
//! - `#solver-result` carries `data-state` (`idle`, `running`, `paused`, `done`) and, once done,
//!   `data-moves` (empty when there is no solution).
//! - Each `level-item` carries `data-level` (the file name) and, once computed, `data-optimum`.
//! - `window.racetrack.benchSolve(trackText, solver, rules)` ([`bench_solve`]) returns
//!   `{ moves, expanded, generated, ms, outcome }` for the performance report.

use std::cell::RefCell;
use std::collections::VecDeque;
use std::rc::Rc;

use js_sys::{Array, Function, Object, Promise, Reflect};
use wasm_bindgen::prelude::*;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{
    CanvasRenderingContext2d, Document, Element, Event, HtmlCanvasElement, HtmlElement,
    HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement, ImageData, KeyboardEvent,
    PointerEvent, Response, Window,
};

use crate::distance::UNREACHABLE;
use crate::rules::candidates;
use crate::search::{self, Observer};
use crate::{
    DistanceMap, Game, Outcome, Point, Progress, Rules, Search, Solver, State, Stats, Track, link,
};

/// Time the animated search may take per animation frame.
const SEARCH_SLICE_MS: f64 = 6.0;
/// Time the background optimum searches (menu and win message) may take per frame.
const BACKGROUND_SLICE_MS: f64 = 4.0;
/// Expansions per `Search::step` call inside a slice, between two clock reads.
const CHUNK: usize = 256;
/// Explored segments kept for drawing; older ones live on in the heat layer.
const RECENT_SEGMENTS: usize = 1500;
/// Speeds from this one up share the last colour of the legend.
const TOP_SPEED: i32 = 10;
/// The solver used for optimum move counts.
const OPTIMAL: Solver = Solver::AStar;

/// Starts the page: installs the panic hook, wires the DOM, loads the level list and opens the
/// link in the URL fragment, if any. Keep the returned handle alive (the bootstrap stores it on
/// `window.racetrack.page`).
#[wasm_bindgen]
pub fn start() -> Result<Page, JsValue> {
    console_error_panic_hook::set_once();
    let app = Rc::new(RefCell::new(App::new()?));
    wire(&app)?;
    load_levels(&app)?;
    let hash = app.borrow().window.location().hash()?;
    {
        let mut a = app.borrow_mut();
        if hash.len() > 1 {
            a.open_link(&hash);
        } else {
            a.show_menu();
        }
        a.after_change();
    }
    Ok(Page { app })
}

/// Solves `track_text` with `solver` (`bfs`, `astar`, ...) under `rules` (`strict`, `soft`) to the
/// end and returns `{ moves, expanded, generated, ms, outcome }` (`moves` is `null` without a
/// solution; `outcome` is `solved`, `no solution` or `limit reached`).
#[wasm_bindgen(js_name = benchSolve)]
pub fn bench_solve(track_text: &str, solver: &str, rules: &str) -> Result<JsValue, JsValue> {
    let track: Track = track_text.parse().map_err(|e| error(&e))?;
    let solver: Solver = solver.parse().map_err(|e: String| error(&e))?;
    let rules: Rules = rules.parse().map_err(|e: String| error(&e))?;
    let clock = Clock::new()?;
    let started = clock.now();
    let (outcome, stats) = search::solve(&track, rules, solver);
    let ms = clock.now() - started;
    let result = Object::new();
    let moves = outcome
        .moves()
        .map_or(JsValue::NULL, |m| JsValue::from(m as f64));
    Reflect::set(&result, &"moves".into(), &moves)?;
    Reflect::set(&result, &"expanded".into(), &(stats.expanded as f64).into())?;
    Reflect::set(
        &result,
        &"generated".into(),
        &(stats.generated as f64).into(),
    )?;
    Reflect::set(&result, &"ms".into(), &ms.into())?;
    Reflect::set(&result, &"outcome".into(), &outcome_word(&outcome).into())?;
    Ok(result.into())
}

/// The running page. Dropping it leaves the page wired (listeners hold the state too).
#[wasm_bindgen]
pub struct Page {
    app: Rc<RefCell<App>>,
}

#[wasm_bindgen]
impl Page {
    /// Opens a share-link fragment (`#v1...`) as if the page had been loaded with it; a bad link
    /// shows its error in the banner and the menu.
    #[wasm_bindgen(js_name = openLink)]
    pub fn open_link(&self, fragment: &str) {
        let mut app = self.app.borrow_mut();
        app.open_link(fragment);
        app.after_change();
    }

    /// Returns to the level menu.
    #[wasm_bindgen(js_name = showMenu)]
    pub fn show_menu(&self) {
        let mut app = self.app.borrow_mut();
        app.show_menu();
        app.after_change();
    }
}

// ---------------------------------------------------------------------------------------------
// Small helpers

/// A `JsValue` error carrying `value`'s message.
fn error(value: &dyn std::fmt::Display) -> JsValue {
    js_sys::Error::new(&value.to_string()).into()
}

/// The message of a JS exception or rejection.
fn describe(value: &JsValue) -> String {
    if let Some(e) = value.dyn_ref::<js_sys::Error>() {
        return String::from(e.message());
    }
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}

fn window() -> Result<Window, JsValue> {
    web_sys::window().ok_or_else(|| error(&"no browser window"))
}

/// Milliseconds from `performance.now()`.
struct Clock(web_sys::Performance);

impl Clock {
    fn new() -> Result<Clock, JsValue> {
        window()?
            .performance()
            .map(Clock)
            .ok_or_else(|| error(&"no performance clock"))
    }

    fn now(&self) -> f64 {
        self.0.now()
    }
}

/// The element `#id` as a `T`.
fn by_id<T: JsCast>(document: &Document, id: &str) -> Result<T, JsValue> {
    document
        .get_element_by_id(id)
        .ok_or_else(|| error(&format!("the page has no #{id} element")))?
        .dyn_into::<T>()
        .map_err(|_| error(&format!("#{id} is not the expected kind of element")))
}

/// Calls `done` once `promise` settles. The two callbacks are leaked on purpose: a handful of
/// fetches and file reads happen per page, and freeing the unused one would need a second
/// shared cell for no gain.
fn when_settled(promise: &Promise, done: impl FnOnce(Result<JsValue, JsValue>) + 'static) {
    let done = Rc::new(RefCell::new(Some(done)));
    let also = done.clone();
    let ok = Closure::<dyn FnMut(JsValue)>::new(move |value| {
        if let Some(done) = done.borrow_mut().take() {
            done(Ok(value));
        }
    });
    let failed = Closure::<dyn FnMut(JsValue)>::new(move |reason| {
        if let Some(done) = also.borrow_mut().take() {
            done(Err(reason));
        }
    });
    let _ = promise.then2(&ok, &failed);
    ok.forget();
    failed.forget();
}

/// Runs `f` on the app, shows its error in the banner, and schedules whatever it changed.
fn with_app(app: &Rc<RefCell<App>>, f: impl FnOnce(&mut App) -> Result<(), JsValue>) {
    let mut a = app.borrow_mut();
    if let Err(e) = f(&mut a) {
        a.show_error(&describe(&e));
    }
    a.after_change();
}

/// Calls `f` with the app and the typed event on every `kind` event of `target`.
fn listen<E: JsCast + 'static>(
    app: &Rc<RefCell<App>>,
    target: &web_sys::EventTarget,
    kind: &str,
    f: impl Fn(&mut App, E) -> Result<(), JsValue> + 'static,
) -> Result<(), JsValue> {
    let app = app.clone();
    let closure = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        with_app(&app, |a| f(a, event.unchecked_into()));
    });
    target.add_event_listener_with_callback(kind, closure.as_ref().unchecked_ref())?;
    // The page lives as long as its listeners.
    closure.forget();
    Ok(())
}

/// Fetches `url` as text and hands the result to `done` on the app.
fn fetch_text(
    app: &Rc<RefCell<App>>,
    url: &str,
    done: impl FnOnce(&mut App, Result<String, String>) -> Result<(), JsValue> + 'static,
) -> Result<(), JsValue> {
    let app = app.clone();
    let url = url.to_owned();
    let promise = window()?.fetch_with_str(&url);
    when_settled(&promise, move |response| {
        let finish = move |result: Result<String, String>| with_app(&app, |a| done(a, result));
        let response = match response {
            Ok(r) => r.unchecked_into::<Response>(),
            Err(e) => return finish(Err(format!("{url}: {}", describe(&e)))),
        };
        if !response.ok() {
            return finish(Err(format!("{url}: HTTP {}", response.status())));
        }
        match response.text() {
            Ok(text) => when_settled(&text, move |text| {
                finish(
                    text.map(|t| t.as_string().unwrap_or_default())
                        .map_err(|e| format!("{url}: {}", describe(&e))),
                )
            }),
            Err(e) => finish(Err(format!("{url}: {}", describe(&e)))),
        }
    });
    Ok(())
}

/// The colour of a segment or dot at `speed`, shared by the canvas and the legend.
fn speed_colour(speed: i32) -> String {
    let t = f64::from(speed.clamp(0, TOP_SPEED)) / f64::from(TOP_SPEED);
    format!("hsl({:.0} 80% 50%)", 210.0 - 210.0 * t)
}

/// `#rrggbb` to bytes (black when malformed).
fn rgb(hex: &str) -> [u8; 3] {
    let hex = hex.trim().trim_start_matches('#');
    let byte = |i: usize| {
        hex.get(i..i + 2)
            .and_then(|h| u8::from_str_radix(h, 16).ok())
            .unwrap_or(0)
    };
    if hex.len() == 6 {
        [byte(0), byte(2), byte(4)]
    } else {
        [0, 0, 0]
    }
}

fn lerp(a: [u8; 3], b: [u8; 3], t: f64) -> [u8; 3] {
    let mix = |x: u8, y: u8| (f64::from(x) + (f64::from(y) - f64::from(x)) * t).round() as u8;
    [mix(a[0], b[0]), mix(a[1], b[1]), mix(a[2], b[2])]
}

fn state_word(state: State) -> &'static str {
    match state {
        State::Placing => "placing",
        State::Playing => "playing",
        State::Won { .. } => "won",
        State::Crashed => "crashed",
    }
}

fn outcome_word(outcome: &Outcome) -> &'static str {
    match outcome {
        Outcome::Solved(_) => "solved",
        Outcome::NoSolution { .. } => "no solution",
        Outcome::LimitReached { .. } => "limit reached",
    }
}

fn plural(n: usize, word: &str) -> String {
    format!("{n} {word}{}", if n == 1 { "" } else { "s" })
}

/// `1234567` as `1,234,567`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// A level file name as a title: `03-hairpin.txt` reads "Hairpin".
fn level_title(file: &str) -> String {
    let stem = file.trim_end_matches(".txt");
    let stem = stem.trim_start_matches(|c: char| c.is_ascii_digit() || c == '-' || c == '_');
    let words = if stem.is_empty() { file } else { stem }.replace(['-', '_'], " ");
    let mut chars = words.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

// ---------------------------------------------------------------------------------------------
// State

/// The best move count of a track, as far as it is known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Optimum {
    Computing,
    Moves(usize),
    NoSolution,
    GaveUp,
}

impl Optimum {
    fn of(outcome: &Outcome) -> Optimum {
        match outcome {
            Outcome::Solved(t) => Optimum::Moves(t.len() - 1),
            Outcome::NoSolution { .. } => Optimum::NoSolution,
            Outcome::LimitReached { .. } => Optimum::GaveUp,
        }
    }

    fn describe(self) -> String {
        match self {
            Optimum::Computing => "computing…".into(),
            Optimum::Moves(n) => plural(n, "move"),
            Optimum::NoSolution => "no solution".into(),
            Optimum::GaveUp => "too large to solve".into(),
        }
    }
}

/// A level of the menu.
struct Level {
    file: String,
    title: String,
    track: Option<Track>,
    optimum: Optimum,
    item: HtmlElement,
}

/// What a background optimum search is for.
#[derive(Clone, Copy, PartialEq, Eq)]
enum JobFor {
    Level(usize),
    Session(u64),
}

struct Job {
    target: JobFor,
    search: Search,
}

/// Records what an animated search explores: visit counts and heat pixels per point, and the
/// latest segments. Only the touched pixels change, so a frame costs what the search did.
struct Recorder<'a> {
    track: &'a Track,
    heat: &'a mut [u8],
    pixels: &'a mut [u8],
    recent: &'a mut VecDeque<(Point, Point)>,
}

impl Observer for Recorder<'_> {
    fn explored(&mut self, from: Point, to: Point) {
        if let Some(i) = self.track.index(to) {
            let count = self.heat[i].saturating_add(1);
            self.heat[i] = count;
            self.pixels[4 * i..4 * i + 4].copy_from_slice(&HEAT_COLOURS[usize::from(count)]);
        }
        if self.recent.len() == RECENT_SEGMENTS {
            self.recent.pop_front();
        }
        self.recent.push_back((from, to));
    }
}

/// A search shown on the canvas.
struct Animation {
    search: Search,
    playing: bool,
    /// Visits per point, saturating at 255.
    heat: Vec<u8>,
    /// The heat layer's RGBA pixels.
    pixels: Vec<u8>,
    heat_dirty: bool,
    recent: VecDeque<(Point, Point)>,
    elapsed_ms: f64,
}

impl Animation {
    fn new(track: &Track, rules: Rules, solver: Solver) -> Animation {
        Animation {
            search: Search::new(track, rules, solver),
            playing: false,
            heat: vec![0; track.cells().len()],
            pixels: vec![0; 4 * track.cells().len()],
            heat_dirty: true,
            recent: VecDeque::new(),
            elapsed_ms: 0.0,
        }
    }

    fn done(&self) -> bool {
        self.search.outcome().is_some()
    }

    /// Runs at most `expansions` expansions, stopping at `deadline` (a clock reading).
    fn advance(&mut self, track: &Track, expansions: usize, clock: &Clock, deadline: f64) {
        let started = clock.now();
        let mut left = expansions;
        while left > 0 {
            let n = left.min(CHUNK);
            left -= n;
            let mut recorder = Recorder {
                track,
                heat: &mut self.heat,
                pixels: &mut self.pixels,
                recent: &mut self.recent,
            };
            if self.search.step(n, &mut recorder) == Progress::Done || clock.now() >= deadline {
                break;
            }
        }
        self.heat_dirty = true;
        self.elapsed_ms += clock.now() - started;
        if self.done() {
            self.playing = false;
        }
    }
}

/// The game being played and everything derived from its track.
struct Session {
    game: Game,
    distance: DistanceMap,
    optimum: Optimum,
    generation: u64,
    /// The option picked with Tab or the arrow keys.
    highlight: Option<Point>,
    hover: Option<Point>,
    animation: Option<Animation>,
    /// A one-off remark in the status line (an illegal key move).
    note: Option<String>,
}

/// Canvas colours, read from the page's CSS custom properties so they follow the theme.
struct Palette {
    road: String,
    obstacle: String,
    start: String,
    finish: String,
    grid: String,
    ink: String,
    option: String,
    explore: String,
}

/// Where the grid sits on the canvas, in CSS pixels.
#[derive(Clone, Copy, Default)]
struct Geometry {
    cell: f64,
    width: f64,
    height: f64,
    ratio: f64,
}

impl Geometry {
    fn origin(&self) -> f64 {
        self.cell / 2.0
    }

    fn x(&self, p: Point) -> f64 {
        self.origin() + f64::from(p.col) * self.cell
    }

    fn y(&self, p: Point) -> f64 {
        self.origin() + f64::from(p.row) * self.cell
    }
}

/// Offscreen canvases, one pixel per grid point, drawn scaled onto the game canvas.
struct Layers {
    track: HtmlCanvasElement,
    distance: HtmlCanvasElement,
    heat: HtmlCanvasElement,
}

/// The elements of `index.html` the app drives.
struct Dom {
    menu: HtmlElement,
    game: HtmlElement,
    loading: HtmlElement,
    level_list: HtmlElement,
    track_name: HtmlElement,
    banner: HtmlElement,
    banner_text: HtmlElement,
    canvas: HtmlCanvasElement,
    context: CanvasRenderingContext2d,
    stage: HtmlElement,
    status: HtmlElement,
    legend: HtmlElement,
    message: HtmlElement,
    message_text: HtmlElement,
    message_undo: HtmlElement,
    rules_toggle: HtmlInputElement,
    distance_toggle: HtmlInputElement,
    share_link: HtmlInputElement,
    file_input: HtmlInputElement,
    text_input: HtmlTextAreaElement,
    solver_select: HtmlSelectElement,
    solver_description: HtmlElement,
    solver_run: HtmlElement,
    solver_speed: HtmlInputElement,
    stat_expanded: HtmlElement,
    stat_frontier: HtmlElement,
    stat_elapsed: HtmlElement,
    solver_result: HtmlElement,
}

impl Dom {
    fn new(d: &Document) -> Result<Dom, JsValue> {
        let canvas: HtmlCanvasElement = by_id(d, "game-canvas")?;
        let context = canvas
            .get_context("2d")?
            .ok_or_else(|| error(&"the browser has no 2D canvas"))?
            .dyn_into()?;
        Ok(Dom {
            menu: by_id(d, "menu")?,
            game: by_id(d, "game")?,
            loading: by_id(d, "loading")?,
            level_list: by_id(d, "level-list")?,
            track_name: by_id(d, "track-name")?,
            banner: by_id(d, "error-banner")?,
            banner_text: by_id(d, "error-text")?,
            canvas,
            context,
            stage: by_id(d, "stage")?,
            status: by_id(d, "status")?,
            legend: by_id(d, "legend")?,
            message: by_id(d, "message")?,
            message_text: by_id(d, "message-text")?,
            message_undo: by_id(d, "message-undo")?,
            rules_toggle: by_id(d, "rules-toggle")?,
            distance_toggle: by_id(d, "distance-toggle")?,
            share_link: by_id(d, "share-link")?,
            file_input: by_id(d, "track-file-input")?,
            text_input: by_id(d, "track-text-input")?,
            solver_select: by_id(d, "solver-select")?,
            solver_description: by_id(d, "solver-description")?,
            solver_run: by_id(d, "solver-run")?,
            solver_speed: by_id(d, "solver-speed")?,
            stat_expanded: by_id(d, "stat-expanded")?,
            stat_frontier: by_id(d, "stat-frontier")?,
            stat_elapsed: by_id(d, "stat-elapsed")?,
            solver_result: by_id(d, "solver-result")?,
        })
    }
}

/// The whole page.
struct App {
    window: Window,
    document: Document,
    dom: Dom,
    clock: Clock,
    levels: Vec<Level>,
    /// A level clicked before its track arrived: it opens when the track does.
    waiting_for: Option<usize>,
    /// Background optimum searches; the current game's comes first.
    jobs: VecDeque<Job>,
    in_game: bool,
    session: Option<Session>,
    layers: Option<Layers>,
    geometry: Geometry,
    palette: Palette,
    generations: u64,
    frame: Option<Function>,
    frame_pending: bool,
    dirty: bool,
}

impl App {
    fn new() -> Result<App, JsValue> {
        let window = window()?;
        let document = window.document().ok_or_else(|| error(&"no document"))?;
        let dom = Dom::new(&document)?;
        let app = App {
            palette: Palette::read(&window, &dom.canvas),
            window,
            document,
            dom,
            clock: Clock::new()?,
            levels: Vec::new(),
            waiting_for: None,
            jobs: VecDeque::new(),
            in_game: false,
            session: None,
            layers: None,
            geometry: Geometry::default(),
            generations: 0,
            frame: None,
            frame_pending: false,
            dirty: false,
        };
        app.build_solver_select()?;
        app.build_legend()?;
        Ok(app)
    }

    // --- screens -----------------------------------------------------------------------------

    fn show_menu(&mut self) {
        self.forget_link();
        self.waiting_for = None;
        self.in_game = false;
        if let Some(session) = &mut self.session {
            session.animation = None;
        }
        self.dom.game.set_hidden(true);
        self.dom.menu.set_hidden(false);
        self.dom.track_name.set_text_content(None);
    }

    /// Drops a share-link fragment from the address, so a reload does not reopen the link.
    fn forget_link(&self) {
        let location = self.window.location();
        if location.hash().is_ok_and(|h| !h.is_empty()) {
            let path =
                location.pathname().unwrap_or_default() + &location.search().unwrap_or_default();
            if let Ok(history) = self.window.history() {
                let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&path));
            }
        }
    }

    fn show_error(&self, message: &str) {
        self.dom.banner_text.set_text_content(Some(message));
        self.dom.banner.set_hidden(false);
    }

    fn hide_error(&self) {
        self.dom.banner.set_hidden(true);
    }

    /// Opens a share-link fragment; a bad one shows its error and the menu.
    fn open_link(&mut self, fragment: &str) {
        match link::decode(fragment) {
            Ok(shared) => {
                if let Err(e) = self.open(
                    shared.track,
                    "Shared track",
                    shared.rules,
                    &shared.trajectory,
                ) {
                    self.show_error(&describe(&e));
                }
            }
            Err(e) => {
                self.show_menu();
                self.show_error(&format!("This link cannot be opened: {e}."));
                // show_menu dropped the bad fragment; a reload shows the plain menu.
            }
        }
    }

    /// Opens a track from a file or the paste box, or shows the engine's error.
    fn open_text(&mut self, what: &str, bytes: &[u8]) -> Result<(), JsValue> {
        self.forget_link();
        match Track::parse_bytes(bytes) {
            Ok(track) => {
                let title = what.trim_end_matches(".txt").to_owned();
                self.open(track, &title, Rules::Strict, &[])
            }
            Err(e) => {
                self.show_error(&format!("{what}: {e}"));
                Ok(())
            }
        }
    }

    /// Starts a game on `track`, replaying `trajectory` (already known to be legal).
    fn open(
        &mut self,
        track: Track,
        title: &str,
        rules: Rules,
        trajectory: &[Point],
    ) -> Result<(), JsValue> {
        self.hide_error();
        let mut game = Game::new(track, rules);
        for &p in trajectory {
            game.play(p).map_err(|e| error(&e))?;
        }
        self.generations += 1;
        self.layers = Some(self.build_layers(game.track())?);
        self.session = Some(Session {
            distance: DistanceMap::for_rules(game.track(), rules),
            game,
            optimum: Optimum::Computing,
            generation: self.generations,
            highlight: None,
            hover: None,
            animation: None,
            note: None,
        });
        self.paint_distance()?;
        self.restart_optimum();
        self.dom.rules_toggle.set_checked(rules == Rules::Soft);
        self.dom.share_link.set_hidden(true);
        self.dom.share_link.set_value("");
        self.dom.track_name.set_text_content(Some(title));
        self.dom.menu.set_hidden(true);
        self.dom.game.set_hidden(false);
        self.in_game = true;
        self.fit()?;
        let _ = self.dom.canvas.focus();
        self.dirty = true;
        Ok(())
    }

    /// Queues the optimum of the current game's track and rules, first in line.
    fn restart_optimum(&mut self) {
        let Some(session) = &mut self.session else {
            return;
        };
        self.generations += 1;
        session.generation = self.generations;
        session.optimum = Optimum::Computing;
        self.jobs
            .retain(|job| !matches!(job.target, JobFor::Session(_)));
        let game = &session.game;
        self.jobs.push_front(Job {
            target: JobFor::Session(session.generation),
            search: Search::new(game.track(), game.rules(), OPTIMAL),
        });
    }

    // --- the game ------------------------------------------------------------------------------

    fn play(&mut self, to: Point) -> Result<(), JsValue> {
        let Some(session) = &mut self.session else {
            return Ok(());
        };
        if session.animation.is_some() {
            return Ok(());
        }
        session.game.play(to).map_err(|e| error(&e))?;
        session.highlight = None;
        session.note = None;
        self.dom.share_link.set_hidden(true);
        self.dirty = true;
        Ok(())
    }

    fn undo(&mut self) {
        if let Some(session) = &mut self.session {
            session.game.undo();
            session.highlight = None;
            session.note = None;
            self.dirty = true;
        }
    }

    fn retry(&mut self) {
        if let Some(session) = &mut self.session {
            session.game = Game::new(session.game.track().clone(), session.game.rules());
            session.highlight = None;
            session.note = None;
            self.dirty = true;
        }
    }

    fn set_rules(&mut self, rules: Rules) -> Result<(), JsValue> {
        if let Some(session) = &mut self.session {
            session.game.set_rules(rules);
            // The overlay shows the map the heuristics use, which depends on the rules.
            session.distance = DistanceMap::for_rules(session.game.track(), rules);
            session.animation = None;
            session.highlight = None;
            self.restart_optimum();
            self.dirty = true;
        }
        self.paint_distance()
    }

    /// Plays the candidate of a numpad digit (7 up-left ... 5 keep speed ... 3 down-right).
    fn play_digit(&mut self, digit: u32) -> Result<(), JsValue> {
        let Some(session) = &mut self.session else {
            return Ok(());
        };
        let game = &session.game;
        let Some(&here) = game.trajectory().last() else {
            session.note = Some("Place the car on a start point first (Tab, Enter).".into());
            self.dirty = true;
            return Ok(());
        };
        let index = ((9 - digit) / 3 * 3 + (digit - 1) % 3) as usize;
        let to = candidates(here, game.velocity())[index];
        if game.options().contains(&to) {
            self.play(to)
        } else {
            session.note = Some(format!("Key {digit}: that move is not legal."));
            self.dirty = true;
            Ok(())
        }
    }

    /// Moves the keyboard highlight: `step` ±1 through the options (Tab), or towards `direction`
    /// (arrow keys) to the nearest option that way.
    fn move_highlight(&mut self, step: i32, direction: Option<(i32, i32)>) {
        let Some(session) = &mut self.session else {
            return;
        };
        let options = session.game.options();
        if options.is_empty() {
            return;
        }
        let current = session
            .highlight
            .and_then(|h| options.iter().position(|&p| p == h));
        let next = match (current, direction) {
            (None, _) => session
                .game
                .main_point()
                .and_then(|m| options.iter().position(|&p| p == m))
                .unwrap_or(0),
            (Some(i), None) => (i as i32 + step).rem_euclid(options.len() as i32) as usize,
            (Some(i), Some((dr, dc))) => {
                let from = options[i];
                options
                    .iter()
                    .enumerate()
                    .filter_map(|(j, p)| {
                        let (r, c) = (p.row - from.row, p.col - from.col);
                        let along = r * dr + c * dc;
                        let across = (r * dc - c * dr).abs();
                        (along > 0).then_some((along + 2 * across, j))
                    })
                    .min()
                    .map_or(i, |(_, j)| j)
            }
        };
        session.highlight = Some(options[next]);
        self.dirty = true;
    }

    /// The option nearest to a canvas position (CSS px), if one is close enough to mean it.
    fn option_at(&self, x: f64, y: f64) -> Option<Point> {
        let session = self.session.as_ref()?;
        let g = &self.geometry;
        let reach = (g.cell * 0.75).max(14.0);
        session
            .game
            .options()
            .into_iter()
            .map(|p| ((g.x(p) - x).hypot(g.y(p) - y), p))
            .filter(|&(d, _)| d <= reach)
            .min_by(|a, b| a.0.total_cmp(&b.0))
            .map(|(_, p)| p)
    }

    fn share(&mut self) -> Result<(), JsValue> {
        let Some(session) = &self.session else {
            return Ok(());
        };
        let game = &session.game;
        let fragment =
            link::encode(game.track(), game.rules(), game.trajectory()).map_err(|e| error(&e))?;
        let location = self.window.location();
        let href = location.href()?;
        let base = href.split('#').next().unwrap_or(&href);
        let url = format!("{base}#{fragment}");
        self.dom.share_link.set_value(&url);
        self.dom.share_link.set_hidden(false);
        self.dom.share_link.select();
        // Copy it too where the browser allows (secure pages); the selected field is the fallback.
        let clipboard = Reflect::get(&self.window.navigator(), &"clipboard".into())?;
        if let Ok(write) = Reflect::get(&clipboard, &"writeText".into())?.dyn_into::<Function>() {
            // A refusal (no permission) is no error: the link is in the field either way.
            if let Ok(written) = write.call1(&clipboard, &url.into())?.dyn_into::<Promise>() {
                let ignore = Closure::<dyn FnMut(JsValue)>::new(|_: JsValue| {});
                let _ = written.catch(&ignore);
                ignore.forget();
            }
        }
        Ok(())
    }

    // --- solver view ---------------------------------------------------------------------------

    fn selected_solver(&self) -> Result<Solver, JsValue> {
        self.dom
            .solver_select
            .value()
            .parse()
            .map_err(|e: String| error(&e))
    }

    /// The animation of the selected solver, created if there is none (or it is finished).
    fn animation(&mut self) -> Result<Option<&mut Animation>, JsValue> {
        let solver = self.selected_solver()?;
        let Some(session) = &mut self.session else {
            return Ok(None);
        };
        let stale = session.animation.as_ref().is_none_or(|a| {
            a.done() || a.search.solver() != solver || a.search.rules() != session.game.rules()
        });
        if stale {
            let game = &session.game;
            session.animation = Some(Animation::new(game.track(), game.rules(), solver));
        }
        self.dirty = true;
        Ok(session.animation.as_mut())
    }

    fn solver_run(&mut self) -> Result<(), JsValue> {
        if let Some(animation) = self.animation()? {
            animation.playing = !animation.playing;
        }
        Ok(())
    }

    fn solver_step(&mut self) -> Result<(), JsValue> {
        let Some(session) = &self.session else {
            return Ok(());
        };
        let track = session.game.track().clone();
        let clock = Clock::new()?;
        if let Some(animation) = self.animation()? {
            animation.playing = false;
            animation.advance(&track, 1, &clock, f64::INFINITY);
        }
        Ok(())
    }

    fn solver_instant(&mut self) -> Result<(), JsValue> {
        let Some(session) = &self.session else {
            return Ok(());
        };
        let track = session.game.track().clone();
        let clock = Clock::new()?;
        if let Some(animation) = self.animation()? {
            animation.playing = false;
            while !animation.done() {
                animation.advance(&track, usize::MAX, &clock, f64::INFINITY);
            }
        }
        Ok(())
    }

    fn solver_cancel(&mut self) {
        if let Some(session) = &mut self.session {
            session.animation = None;
            self.dirty = true;
        }
    }

    /// Expansions per frame for the speed slider (1 ... 10): 1, 4, 16, ... and no cap at 10.
    fn expansions_per_frame(&self) -> usize {
        let speed: u32 = self.dom.solver_speed.value().parse().unwrap_or(6);
        if speed >= 10 {
            usize::MAX
        } else {
            1 << (2 * speed.saturating_sub(1))
        }
    }

    // --- frames ------------------------------------------------------------------------------

    /// Whether frames are still needed after this one.
    fn busy(&self) -> bool {
        self.dirty
            || !self.jobs.is_empty()
            || self
                .session
                .as_ref()
                .and_then(|s| s.animation.as_ref())
                .is_some_and(|a| a.playing)
    }

    /// Refreshes the DOM text now and asks for a frame when there is drawing or work to do.
    fn after_change(&mut self) {
        if self.dirty {
            self.render_dom();
        }
        if self.busy() && !self.frame_pending {
            if let Some(frame) = &self.frame {
                if self.window.request_animation_frame(frame).is_ok() {
                    self.frame_pending = true;
                }
            }
        }
    }

    fn on_frame(&mut self) -> Result<(), JsValue> {
        self.frame_pending = false;
        let started = self.clock.now();
        let budget = self.expansions_per_frame();
        if let Some(session) = &mut self.session {
            if let Some(animation) = &mut session.animation {
                if animation.playing && self.in_game {
                    let track = session.game.track();
                    animation.advance(track, budget, &self.clock, started + SEARCH_SLICE_MS);
                    self.dirty = true;
                }
            }
        }
        let animating = self
            .session
            .as_ref()
            .and_then(|s| s.animation.as_ref())
            .is_some_and(|a| a.playing);
        // Background work yields to a playing animation.
        let slice = if animating {
            BACKGROUND_SLICE_MS / 4.0
        } else {
            BACKGROUND_SLICE_MS
        };
        self.run_jobs(self.clock.now() + slice);
        if self.dirty && self.in_game {
            self.draw()?;
        }
        if self.dirty {
            self.render_dom();
        }
        self.dirty = false;
        Ok(())
    }

    /// Advances the background optimum searches until `deadline`.
    fn run_jobs(&mut self, deadline: f64) {
        while let Some(job) = self.jobs.front_mut() {
            if job.search.step(4 * CHUNK, &mut ()) == Progress::Done {
                let job = self.jobs.pop_front().expect("the job just stepped");
                let optimum = job.search.outcome().map_or(Optimum::GaveUp, Optimum::of);
                match job.target {
                    JobFor::Level(i) => {
                        if let Some(level) = self.levels.get_mut(i) {
                            level.optimum = optimum;
                            let _ = render_level(&self.document, level);
                        }
                    }
                    JobFor::Session(generation) => {
                        if let Some(session) = &mut self.session {
                            if session.generation == generation {
                                session.optimum = optimum;
                                self.dirty = true;
                            }
                        }
                    }
                }
            }
            if self.clock.now() >= deadline {
                break;
            }
        }
    }

    // --- DOM text ----------------------------------------------------------------------------

    fn build_solver_select(&self) -> Result<(), JsValue> {
        for solver in Solver::ALL {
            let option = self.document.create_element("option")?;
            option.set_attribute("value", solver.name())?;
            option.set_attribute("title", solver.description())?;
            let label = if solver.is_optimal() {
                format!("{} (optimal)", solver.name())
            } else {
                solver.name().to_owned()
            };
            option.set_text_content(Some(&label));
            self.dom.solver_select.append_child(&option)?;
        }
        self.dom.solver_select.set_value(OPTIMAL.name());
        Ok(())
    }

    fn build_legend(&self) -> Result<(), JsValue> {
        let label = self.document.create_element("span")?;
        label.set_text_content(Some("speed 0"));
        self.dom.legend.append_child(&label)?;
        for speed in 0..=TOP_SPEED {
            let swatch = self.document.create_element("i")?;
            swatch.set_attribute("style", &format!("background:{}", speed_colour(speed)))?;
            swatch.set_attribute("title", &format!("speed {speed}"))?;
            self.dom.legend.append_child(&swatch)?;
        }
        let label = self.document.create_element("span")?;
        label.set_text_content(Some(&format!("{TOP_SPEED}+")));
        self.dom.legend.append_child(&label)?;
        Ok(())
    }

    /// Status line, win/crash message and solver panel.
    fn render_dom(&self) {
        let Some(session) = &self.session else {
            return;
        };
        let game = &session.game;
        let state = game.state();
        let speed = game.velocity().speed();
        let status = &self.dom.status;
        let _ = status.set_attribute("data-moves", &game.moves().to_string());
        let _ = status.set_attribute("data-speed", &speed.to_string());
        let _ = status.set_attribute("data-state", state_word(state));
        let _ = status.set_attribute("data-rules", game.rules().name());
        let text = match state {
            State::Placing => "Click a start point (or Tab, Enter) to place the car".to_owned(),
            State::Playing => format!(
                "Moves {} · speed {} · velocity {} · {} rules",
                game.moves(),
                speed,
                game.velocity(),
                game.rules()
            ),
            State::Won { moves } => format!("Won in {}", plural(moves, "move")),
            State::Crashed => format!("Crashed after {}", plural(game.moves(), "move")),
        };
        let text = match &session.note {
            Some(note) => format!("{text} — {note}"),
            None => text,
        };
        status.set_text_content(Some(&text));

        let message = match state {
            State::Won { moves } => Some(match session.optimum {
                Optimum::Moves(best) if best == moves => {
                    format!(
                        "Finished in {} — the optimum. Perfect!",
                        plural(moves, "move")
                    )
                }
                optimum => format!(
                    "Finished in {}. Optimum: {}.",
                    plural(moves, "move"),
                    optimum.describe()
                ),
            }),
            State::Crashed => {
                Some("Crashed: no legal move from here. Undo to try another way.".to_owned())
            }
            _ => None,
        };
        let showing = message.is_some() && session.animation.is_none();
        self.dom.message.set_hidden(!showing);
        if let Some(text) = message {
            self.dom.message_text.set_text_content(Some(&text));
            let _ = self
                .dom
                .message
                .set_attribute("data-kind", state_word(state));
            self.dom
                .message_undo
                .set_hidden(!matches!(state, State::Crashed));
        }
        self.render_solver(session);
    }

    fn render_solver(&self, session: &Session) {
        let dom = &self.dom;
        let solver = self.selected_solver().unwrap_or(OPTIMAL);
        dom.solver_description
            .set_text_content(Some(solver.description()));
        let (stats, state, elapsed) = match &session.animation {
            None => (Stats::default(), "idle", 0.0),
            Some(a) if a.done() => (a.search.stats(), "done", a.elapsed_ms),
            Some(a) if a.playing => (a.search.stats(), "running", a.elapsed_ms),
            Some(a) => (a.search.stats(), "paused", a.elapsed_ms),
        };
        dom.stat_expanded
            .set_text_content(Some(&thousands(stats.expanded)));
        dom.stat_frontier
            .set_text_content(Some(&thousands(stats.frontier as u64)));
        dom.stat_elapsed
            .set_text_content(Some(&format!("{elapsed:.0} ms")));
        dom.solver_run.set_text_content(Some(match state {
            "running" => "Pause",
            "paused" => "Resume",
            _ => "Run",
        }));
        let result = &dom.solver_result;
        let _ = result.set_attribute("data-state", state);
        let outcome = session.animation.as_ref().and_then(|a| a.search.outcome());
        let moves = outcome.and_then(Outcome::moves);
        let _ = result.set_attribute(
            "data-moves",
            &moves.map_or(String::new(), |m| m.to_string()),
        );
        let text = match (state, outcome) {
            (_, Some(Outcome::Solved(t))) => {
                format!("{}: {}", solver_of(session), plural(t.len() - 1, "move"))
            }
            (_, Some(Outcome::NoSolution { .. })) => format!("{}: no solution", solver_of(session)),
            (_, Some(Outcome::LimitReached { .. })) => {
                format!("{}: gave up (search limit reached)", solver_of(session))
            }
            ("running", None) => "searching…".to_owned(),
            ("paused", None) => "paused".to_owned(),
            _ => String::new(),
        };
        result.set_text_content(Some(&text));
    }

    // --- canvas ------------------------------------------------------------------------------

    /// Sizes the canvas to the window: as large as fits, sharp on HiDPI screens.
    fn fit(&mut self) -> Result<(), JsValue> {
        let Some(session) = &self.session else {
            return Ok(());
        };
        let track = session.game.track();
        let (rows, cols) = (track.rows() as f64, track.cols() as f64);
        let width = f64::from(self.dom.stage.client_width()).max(200.0);
        let top = self.dom.stage.get_bounding_client_rect().top() + self.window.scroll_y()?;
        let window_height = self.window.inner_height()?.as_f64().unwrap_or(800.0);
        let height = (window_height - top.max(0.0) - 56.0).max(240.0);
        let cell = (width / cols).min(height / rows).min(48.0);
        let ratio = self.window.device_pixel_ratio().max(1.0);
        let g = Geometry {
            cell,
            width: cell * cols,
            height: cell * rows,
            ratio,
        };
        let canvas = &self.dom.canvas;
        canvas.set_width((g.width * ratio).round() as u32);
        canvas.set_height((g.height * ratio).round() as u32);
        let style = canvas.style();
        style.set_property("width", &format!("{}px", g.width))?;
        style.set_property("height", &format!("{}px", g.height))?;
        canvas.set_attribute("data-cell-size", &cell.to_string())?;
        canvas.set_attribute("data-origin-x", &g.origin().to_string())?;
        canvas.set_attribute("data-origin-y", &g.origin().to_string())?;
        canvas.set_attribute("data-rows", &track.rows().to_string())?;
        canvas.set_attribute("data-cols", &track.cols().to_string())?;
        self.geometry = g;
        self.dirty = true;
        Ok(())
    }

    fn offscreen(&self, track: &Track) -> Result<HtmlCanvasElement, JsValue> {
        let canvas: HtmlCanvasElement = self.document.create_element("canvas")?.dyn_into()?;
        canvas.set_width(track.cols() as u32);
        canvas.set_height(track.rows() as u32);
        Ok(canvas)
    }

    /// Puts one RGBA pixel per grid point onto `canvas`.
    fn put_pixels(canvas: &HtmlCanvasElement, track: &Track, pixels: &[u8]) -> Result<(), JsValue> {
        let image = ImageData::new_with_u8_clamped_array_and_sh(
            Clamped(pixels),
            track.cols() as u32,
            track.rows() as u32,
        )?;
        context_of(canvas)?.put_image_data(&image, 0.0, 0.0)
    }

    fn build_layers(&mut self, track: &Track) -> Result<Layers, JsValue> {
        self.palette = Palette::read(&self.window, &self.dom.canvas);
        let p = &self.palette;
        let colours = [
            rgb(&p.obstacle),
            rgb(&p.road),
            rgb(&p.start),
            rgb(&p.finish),
        ];
        let mut pixels = Vec::with_capacity(track.cells().len() * 4);
        for &cell in track.cells() {
            pixels.extend_from_slice(&colours[cell as usize]);
            pixels.push(255);
        }
        let layers = Layers {
            track: self.offscreen(track)?,
            distance: self.offscreen(track)?,
            heat: self.offscreen(track)?,
        };
        Self::put_pixels(&layers.track, track, &pixels)?;
        Ok(layers)
    }

    /// Rebuilds the track images in the page's current colours (after a theme change).
    fn restyle(&mut self) -> Result<(), JsValue> {
        let Some(track) = self.session.as_ref().map(|s| s.game.track().clone()) else {
            return Ok(());
        };
        self.layers = Some(self.build_layers(&track)?);
        self.paint_distance()?;
        if let Some(animation) = self.session.as_mut().and_then(|s| s.animation.as_mut()) {
            animation.heat_dirty = true;
        }
        self.dirty = true;
        Ok(())
    }

    /// Paints the distance-map layer from the session's map (the one the heuristics use under
    /// its rules).
    fn paint_distance(&self) -> Result<(), JsValue> {
        let (Some(session), Some(layers)) = (&self.session, &self.layers) else {
            return Ok(());
        };
        let (track, map) = (session.game.track(), &session.distance);
        let far = f64::from(map.max_distance().max(1));
        let mut pixels = Vec::with_capacity(track.cells().len() * 4);
        for (&d, cell) in map.as_slice().iter().zip(track.cells()) {
            let (colour, alpha) = match (d, cell.is_free()) {
                (_, false) => ([0, 0, 0], 0),
                (UNREACHABLE, true) => ([230, 70, 70], 150),
                (d, true) => (
                    lerp([40, 200, 120], [110, 90, 240], f64::from(d) / far),
                    170,
                ),
            };
            pixels.extend_from_slice(&colour);
            pixels.push(alpha);
        }
        Self::put_pixels(&layers.distance, track, &pixels)
    }

    fn draw(&mut self) -> Result<(), JsValue> {
        // The heat image is the one thing drawing updates; refresh it before borrowing for paint.
        if let (Some(session), Some(layers)) = (&mut self.session, &self.layers) {
            if let Some(animation) = session.animation.as_mut().filter(|a| a.heat_dirty) {
                animation.heat_dirty = false;
                Self::put_pixels(&layers.heat, session.game.track(), &animation.pixels)?;
            }
        }
        let (Some(session), Some(layers)) = (&self.session, &self.layers) else {
            return Ok(());
        };
        let g = self.geometry;
        let ctx = &self.dom.context;
        let track = session.game.track();
        let whole = |layer: &HtmlCanvasElement| {
            ctx.draw_image_with_html_canvas_element_and_dw_and_dh(
                layer, 0.0, 0.0, g.width, g.height,
            )
        };
        ctx.set_transform(g.ratio, 0.0, 0.0, g.ratio, 0.0, 0.0)?;
        ctx.clear_rect(0.0, 0.0, g.width, g.height);
        ctx.set_image_smoothing_enabled(false);
        whole(&layers.track)?;
        self.draw_grid(track);
        if self.dom.distance_toggle.checked() {
            whole(&layers.distance)?;
            self.draw_distance_numbers(track, &session.distance)?;
        }
        match &session.animation {
            Some(animation) => {
                whole(&layers.heat)?;
                self.draw_search(animation)
            }
            None => self.draw_game(session),
        }
    }

    fn draw_grid(&self, track: &Track) {
        let g = &self.geometry;
        if g.cell < 7.0 {
            return;
        }
        let ctx = &self.dom.context;
        ctx.begin_path();
        for c in 0..track.cols() as i32 {
            let x = g.x(Point::new(0, c));
            ctx.move_to(x, 0.0);
            ctx.line_to(x, g.height);
        }
        for r in 0..track.rows() as i32 {
            let y = g.y(Point::new(r, 0));
            ctx.move_to(0.0, y);
            ctx.line_to(g.width, y);
        }
        ctx.set_stroke_style_str(&self.palette.grid);
        ctx.set_line_width(1.0 / g.ratio.max(1.0));
        ctx.stroke();
    }

    fn draw_distance_numbers(&self, track: &Track, map: &DistanceMap) -> Result<(), JsValue> {
        let g = &self.geometry;
        if g.cell < 16.0 || track.cells().len() > 40_000 {
            return Ok(());
        }
        let ctx = &self.dom.context;
        ctx.set_fill_style_str(&self.palette.ink);
        ctx.set_font(&format!("{:.0}px system-ui, sans-serif", g.cell * 0.42));
        ctx.set_text_align("center");
        ctx.set_text_baseline("middle");
        for (i, &d) in map.as_slice().iter().enumerate() {
            if d != UNREACHABLE {
                let p = track.point(i);
                ctx.fill_text(&d.to_string(), g.x(p), g.y(p))?;
            }
        }
        Ok(())
    }

    /// A trajectory as segments coloured by speed with a dot on every position.
    fn draw_trajectory(&self, trajectory: &[Point], bold: bool) -> Result<(), JsValue> {
        let g = &self.geometry;
        let ctx = &self.dom.context;
        let width = (g.cell * if bold { 0.22 } else { 0.16 }).clamp(1.5, 5.0);
        ctx.set_line_width(width);
        ctx.set_line_cap("round");
        for pair in trajectory.windows(2) {
            let speed = (pair[1] - pair[0]).speed();
            ctx.begin_path();
            ctx.move_to(g.x(pair[0]), g.y(pair[0]));
            ctx.line_to(g.x(pair[1]), g.y(pair[1]));
            ctx.set_stroke_style_str(&speed_colour(speed));
            ctx.stroke();
        }
        let radius = (g.cell * 0.17).clamp(1.8, 6.0);
        for (n, &p) in trajectory.iter().enumerate() {
            let speed = crate::game::velocity(&trajectory[..=n]).speed();
            self.dot(p, radius, &speed_colour(speed))?;
        }
        Ok(())
    }

    fn dot(&self, p: Point, radius: f64, fill: &str) -> Result<(), JsValue> {
        let ctx = &self.dom.context;
        ctx.begin_path();
        ctx.arc(
            self.geometry.x(p),
            self.geometry.y(p),
            radius,
            0.0,
            std::f64::consts::TAU,
        )?;
        ctx.set_fill_style_str(fill);
        ctx.fill();
        Ok(())
    }

    fn ring(&self, p: Point, radius: f64, width: f64, stroke: &str) -> Result<(), JsValue> {
        let ctx = &self.dom.context;
        ctx.begin_path();
        ctx.arc(
            self.geometry.x(p),
            self.geometry.y(p),
            radius,
            0.0,
            std::f64::consts::TAU,
        )?;
        ctx.set_line_width(width);
        ctx.set_stroke_style_str(stroke);
        ctx.stroke();
        Ok(())
    }

    fn draw_game(&self, session: &Session) -> Result<(), JsValue> {
        let g = &self.geometry;
        let ctx = &self.dom.context;
        let game = &session.game;
        let p = &self.palette;
        self.draw_trajectory(game.trajectory(), false)?;
        if let Some(&car) = game.trajectory().last() {
            let r = (g.cell * 0.28).clamp(3.0, 9.0);
            self.ring(car, r, (g.cell * 0.08).clamp(1.5, 3.0), &p.ink)?;
        }
        let radius = (g.cell * 0.3).clamp(3.0, 11.0);
        for option in game.options() {
            ctx.set_global_alpha(0.3);
            self.dot(option, radius, &p.option)?;
            ctx.set_global_alpha(1.0);
            self.ring(option, radius, 1.5, &p.option)?;
        }
        if let Some(main) = game.main_point() {
            if game.state() == State::Playing {
                let arm = radius * 0.6;
                let (x, y) = (g.x(main), g.y(main));
                ctx.begin_path();
                ctx.move_to(x - arm, y);
                ctx.line_to(x + arm, y);
                ctx.move_to(x, y - arm);
                ctx.line_to(x, y + arm);
                ctx.set_line_width(2.0);
                ctx.set_stroke_style_str(&p.ink);
                ctx.stroke();
            }
        }
        if let Some(h) = session.highlight {
            self.ring(h, radius * 1.45, 3.0, &p.ink)?;
        }
        if let Some(h) = session.hover {
            self.ring(h, radius * 1.2, 2.0, &p.option)?;
        }
        Ok(())
    }

    fn draw_search(&self, animation: &Animation) -> Result<(), JsValue> {
        let g = &self.geometry;
        let ctx = &self.dom.context;
        ctx.begin_path();
        for &(from, to) in &animation.recent {
            ctx.move_to(g.x(from), g.y(from));
            ctx.line_to(g.x(to), g.y(to));
        }
        ctx.set_global_alpha(0.55);
        ctx.set_line_width((g.cell * 0.06).clamp(0.6, 1.5));
        ctx.set_stroke_style_str(&self.palette.explore);
        ctx.stroke();
        ctx.set_global_alpha(1.0);
        match animation.search.outcome() {
            Some(Outcome::Solved(trajectory)) => self.draw_trajectory(trajectory, true)?,
            Some(
                Outcome::NoSolution { closest: Some(p) }
                | Outcome::LimitReached { closest: Some(p) },
            ) => {
                let r = (g.cell * 0.5).clamp(5.0, 14.0);
                self.ring(*p, r, 3.0, "#e53935")?;
            }
            _ => {}
        }
        Ok(())
    }
}

/// The solver of the session's animation, by name.
fn solver_of(session: &Session) -> &'static str {
    session
        .animation
        .as_ref()
        .map_or("", |a| a.search.solver().name())
}

/// Heat colours by visit count: yellow to red on a log scale, saturating at 255 visits.
static HEAT_COLOURS: std::sync::LazyLock<[[u8; 4]; 256]> = std::sync::LazyLock::new(|| {
    let scale = 255f64.ln_1p();
    std::array::from_fn(|count| {
        let t = (count as f64).ln_1p() / scale;
        let [r, g, b] = lerp([255, 214, 70], [230, 40, 40], t);
        [
            r,
            g,
            b,
            if count == 0 {
                0
            } else {
                (60.0 + 130.0 * t) as u8
            },
        ]
    })
});

fn context_of(canvas: &HtmlCanvasElement) -> Result<CanvasRenderingContext2d, JsValue> {
    canvas
        .get_context("2d")?
        .ok_or_else(|| error(&"the browser has no 2D canvas"))?
        .dyn_into()
        .map_err(JsValue::from)
}

impl Palette {
    fn read(window: &Window, element: &Element) -> Palette {
        let style = window.get_computed_style(element).ok().flatten();
        let var = |name: &str, fallback: &str| {
            style
                .as_ref()
                .and_then(|s| s.get_property_value(name).ok())
                .map(|v| v.trim().to_owned())
                .filter(|v| !v.is_empty())
                .unwrap_or_else(|| fallback.to_owned())
        };
        Palette {
            road: var("--track-road", "#ffffff"),
            obstacle: var("--track-obstacle", "#3a4254"),
            start: var("--track-start", "#bfe3ff"),
            finish: var("--track-finish", "#c7f2d4"),
            grid: var("--track-grid", "#c9ceda"),
            ink: var("--track-ink", "#1c2230"),
            option: var("--track-option", "#ff7a1a"),
            explore: var("--track-explore", "#5b6cff"),
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Levels

/// Fetches `levels/index.json`, then every level, and queues their optimum move counts.
fn load_levels(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let handle = app.clone();
    fetch_text(app, "levels/index.json", move |a, index| {
        a.dom.loading.set_hidden(true);
        let index = index.map_err(|e| error(&format!("Could not load the level list: {e}")))?;
        let files: Array = js_sys::JSON::parse(&index)
            .ok()
            .and_then(|v| v.dyn_into().ok())
            .ok_or_else(|| error(&"levels/index.json is not a JSON array of file names"))?;
        for file in files.iter().filter_map(|f| f.as_string()) {
            let item: HtmlElement = a.document.create_element("li")?.dyn_into()?;
            item.set_attribute("data-testid", "level-item")?;
            item.set_attribute("data-level", &file)?;
            a.dom.level_list.append_child(&item)?;
            let index = a.levels.len();
            let level = Level {
                title: level_title(&file),
                file: file.clone(),
                track: None,
                optimum: Optimum::Computing,
                item: item.clone(),
            };
            render_level(&a.document, &level)?;
            a.levels.push(level);
            listen(&handle, &item, "click", move |a, _: Event| {
                a.open_level(index)
            })?;
            fetch_text(&handle, &format!("levels/{file}"), move |a, text| {
                a.level_loaded(index, text)
            })?;
        }
        Ok(())
    })
}

impl App {
    fn level_loaded(&mut self, index: usize, text: Result<String, String>) -> Result<(), JsValue> {
        let level = &mut self.levels[index];
        let parsed = text.and_then(|t| {
            t.parse::<Track>()
                .map_err(|e| format!("levels/{}: {e}", level.file))
        });
        match parsed {
            Ok(track) => {
                self.jobs.push_back(Job {
                    target: JobFor::Level(index),
                    search: Search::new(&track, Rules::Strict, OPTIMAL),
                });
                level.track = Some(track);
                render_level(&self.document, level)?;
                self.dirty = true;
                if self.waiting_for == Some(index) && !self.in_game {
                    self.open_level(index)?;
                }
                Ok(())
            }
            Err(e) => Err(error(&e)),
        }
    }

    fn open_level(&mut self, index: usize) -> Result<(), JsValue> {
        let level = &self.levels[index];
        let Some(track) = level.track.clone() else {
            self.waiting_for = Some(index);
            return Ok(());
        };
        self.waiting_for = None;
        let title = level.title.clone();
        self.forget_link();
        self.open(track, &title, Rules::Strict, &[])
    }
}

/// Fills a level's menu entry: title, size and optimum.
fn render_level(document: &Document, level: &Level) -> Result<(), JsValue> {
    let item = &level.item;
    item.set_inner_html("");
    let button = document.create_element("button")?;
    button.set_attribute("type", "button")?;
    let span = |class: &str, text: &str| -> Result<Element, JsValue> {
        let s = document.create_element("span")?;
        s.set_attribute("class", class)?;
        s.set_text_content(Some(text));
        Ok(s)
    };
    let name = span("name", &level.title)?;
    button.append_child(&name)?;
    let (size, best) = match &level.track {
        Some(t) => (
            format!("{} × {}", t.cols(), t.rows()),
            level.optimum.describe(),
        ),
        None => ("loading…".to_owned(), String::new()),
    };
    let (best, size) = (span("optimum", &best)?, span("size", &size)?);
    button.append_child(&best)?;
    button.append_child(&size)?;
    if let Optimum::Moves(n) = level.optimum {
        item.set_attribute("data-optimum", &n.to_string())?;
    }
    item.append_child(&button)?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// Wiring

fn wire(app: &Rc<RefCell<App>>) -> Result<(), JsValue> {
    let weak = Rc::downgrade(app);
    let frame = Closure::<dyn FnMut(f64)>::new(move |_time: f64| {
        if let Some(app) = weak.upgrade() {
            with_app(&app, App::on_frame);
        }
    });
    let (window, document) = {
        let mut a = app.borrow_mut();
        a.frame = Some(frame.into_js_value().unchecked_into());
        (a.window.clone(), a.document.clone())
    };
    let el = |id: &str| -> Result<web_sys::EventTarget, JsValue> { by_id(&document, id) };

    listen(app, &el("home")?, "click", |a, _: Event| {
        a.show_menu();
        Ok(())
    })?;
    listen(app, &el("back")?, "click", |a, _: Event| {
        a.show_menu();
        Ok(())
    })?;
    listen(app, &el("message-menu")?, "click", |a, _: Event| {
        a.show_menu();
        Ok(())
    })?;
    listen(app, &el("error-close")?, "click", |a, _: Event| {
        a.hide_error();
        Ok(())
    })?;
    listen(app, &el("undo")?, "click", |a, _: Event| {
        a.undo();
        Ok(())
    })?;
    listen(app, &el("message-undo")?, "click", |a, _: Event| {
        a.undo();
        Ok(())
    })?;
    listen(app, &el("message-retry")?, "click", |a, _: Event| {
        a.retry();
        Ok(())
    })?;
    listen(app, &el("share-button")?, "click", |a, _: Event| a.share())?;
    listen(app, &el("rules-toggle")?, "change", |a, _: Event| {
        let soft = a.dom.rules_toggle.checked();
        a.set_rules(if soft { Rules::Soft } else { Rules::Strict })
    })?;
    listen(app, &el("distance-toggle")?, "change", |a, _: Event| {
        a.dirty = true;
        Ok(())
    })?;
    listen(app, &el("solver-select")?, "change", |a, _: Event| {
        a.dirty = true;
        Ok(())
    })?;
    listen(app, &el("solver-run")?, "click", |a, _: Event| {
        a.solver_run()
    })?;
    listen(app, &el("solver-step")?, "click", |a, _: Event| {
        a.solver_step()
    })?;
    listen(app, &el("solver-instant")?, "click", |a, _: Event| {
        a.solver_instant()
    })?;
    listen(app, &el("solver-cancel")?, "click", |a, _: Event| {
        a.solver_cancel();
        Ok(())
    })?;
    listen(app, &el("track-text-load")?, "click", |a, _: Event| {
        let text = a.dom.text_input.value();
        a.open_text("Pasted track", text.as_bytes())
    })?;

    let handle = app.clone();
    listen(
        app,
        &el("track-file-input")?,
        "change",
        move |a, _: Event| {
            let Some(file) = a.dom.file_input.files().and_then(|f| f.get(0)) else {
                return Ok(());
            };
            let name = file.name();
            if file.size() > crate::track::MAX_TRACK_BYTES as f64 {
                a.dom.file_input.set_value("");
                return Err(error(&format!(
                    "{name}: {}",
                    crate::ParseTrackError::TooLong
                )));
            }
            let handle = handle.clone();
            when_settled(&file.array_buffer(), move |bytes| {
                with_app(&handle, |a| {
                    a.dom.file_input.set_value("");
                    let bytes = bytes.map_err(|e| error(&format!("{name}: {}", describe(&e))))?;
                    a.open_text(&name, &js_sys::Uint8Array::new(&bytes).to_vec())
                })
            });
            Ok(())
        },
    )?;

    let canvas = el("game-canvas")?;
    listen(app, &canvas, "pointerdown", |a, e: PointerEvent| {
        e.prevent_default();
        let _ = a.dom.canvas.focus();
        match a.option_at(f64::from(e.offset_x()), f64::from(e.offset_y())) {
            Some(p) => a.play(p),
            None => Ok(()),
        }
    })?;
    listen(app, &canvas, "pointermove", |a, e: PointerEvent| {
        let hover = a.option_at(f64::from(e.offset_x()), f64::from(e.offset_y()));
        if let Some(session) = &mut a.session {
            if session.hover != hover {
                session.hover = hover;
                a.dirty = true;
            }
        }
        Ok(())
    })?;
    listen(app, &canvas, "pointerleave", |a, _: PointerEvent| {
        if let Some(session) = &mut a.session {
            session.hover = None;
            a.dirty = true;
        }
        Ok(())
    })?;
    listen(app, &document, "keydown", App::on_key)?;
    // A change of the system's light or dark theme repaints the track in the new colours.
    if let Some(theme) = window.match_media("(prefers-color-scheme: dark)")? {
        listen(app, &theme, "change", |a, _: Event| a.restyle())?;
    }
    listen(app, &window, "resize", |a, _: Event| {
        if a.in_game {
            a.fit()?;
        }
        Ok(())
    })?;
    listen(app, &window, "hashchange", |a, _: Event| {
        let hash = a.window.location().hash()?;
        if hash.len() > 1 {
            a.open_link(&hash);
        }
        Ok(())
    })?;
    Ok(())
}

impl App {
    /// Keyboard play; keys typed into text fields are left alone.
    fn on_key(&mut self, e: KeyboardEvent) -> Result<(), JsValue> {
        if !self.in_game || e.ctrl_key() || e.meta_key() || e.alt_key() {
            return Ok(());
        }
        let target = e.target().and_then(|t| t.dyn_into::<Element>().ok());
        let tag = target.as_ref().map(|t| t.tag_name()).unwrap_or_default();
        let kind = target
            .as_ref()
            .and_then(|t| t.get_attribute("type"))
            .unwrap_or_default();
        let typing =
            matches!(tag.as_str(), "TEXTAREA" | "SELECT") || (tag == "INPUT" && kind != "checkbox");
        // Tab and Enter keep their usual meaning on buttons and fields.
        let free = matches!(tag.as_str(), "CANVAS" | "BODY" | "HTML" | "");
        let key = e.key();
        let code = e.code();
        let digit = code
            .strip_prefix("Digit")
            .or_else(|| code.strip_prefix("Numpad"))
            .and_then(|d| d.parse::<u32>().ok())
            .filter(|d| (1..=9).contains(d));
        if typing && key != "Escape" {
            return Ok(());
        }
        // Numpad keys count by their code: with Num Lock off their key is an arrow or Home.
        if let Some(digit) = digit {
            e.prevent_default();
            return self.play_digit(digit);
        }
        match key.as_str() {
            "Escape" => self.show_menu(),
            "Tab" if free => {
                let step = if e.shift_key() { -1 } else { 1 };
                self.move_highlight(step, None);
            }
            "ArrowUp" => self.move_highlight(0, Some((-1, 0))),
            "ArrowDown" => self.move_highlight(0, Some((1, 0))),
            "ArrowLeft" => self.move_highlight(0, Some((0, -1))),
            "ArrowRight" => self.move_highlight(0, Some((0, 1))),
            // The highlight is cleared by every move, so it is always a legal option.
            "Enter" if free => match self.session.as_ref().and_then(|s| s.highlight) {
                Some(p) => self.play(p)?,
                None => self.move_highlight(1, None),
            },
            "Backspace" => self.undo(),
            _ => return Ok(()),
        }
        e.prevent_default();
        Ok(())
    }
}
