//! The browser shell, compiled only for `wasm32`: it turns DOM events into [`Msg`]s for
//! [`crate::ui::update`], carries out the [`Effect`]s it returns, copies the model's views into
//! the DOM and paints the scene on the canvas. No rule and no decision lives here.
//!
//! Hooks for the browser tests, besides the `data-testid` attributes of `index.html`, are listed
//! in `docs/testing.md`.

mod audio;
mod dom;
mod effects;
mod events;
mod files;
mod online;
mod paint_editor;
mod painter;
mod palette;
mod panic;
mod pictures;
mod pixels;
mod push;
mod view_board;
mod view_celebration;
mod view_daily;
mod view_editor;
mod view_game;
mod view_leaderboard;
mod view_menu;
mod view_online;
mod view_race;
mod view_records;
mod view_replay;
mod view_theme;
mod view_tournament_form;
mod view_tournaments;
mod view_tracks;
mod view_words;
mod wire_online;

use std::cell::{Cell, RefCell};
use std::collections::VecDeque;
use std::rc::Rc;

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Window};

use crate::ui::view::Canvas;
use crate::ui::{self, Effect, Model, Msg};
use racetrack::search;
use racetrack::{Rules, Solver, Track};

use dom::{Clock, error, window};
use painter::Painter;

/// Starts the page: installs the panic hook, wires the DOM and tells the model it started (it
/// then asks for the level list and opens the address in the URL fragment). `catalog` is the
/// text of the page's language's catalog (`<meta id="catalog">`), which the bootstrap fetched
/// beside the wasm (`None` when it could not): the whole catalog when `whole`, else the part a
/// start needs (the model asks for the rest). Keep the returned handle alive (the bootstrap
/// stores it on `window.racetrack.page`).
#[wasm_bindgen]
pub fn start(catalog: Option<String>, whole: bool) -> Result<Page, JsValue> {
    panic::install();
    let shell = Shell::new()?;
    events::wire(&shell)?;
    let location = shell.window.location();
    let hash = location.hash()?;
    let href = location.href()?;
    let base_url = href.split('#').next().unwrap_or(&href).to_owned();
    let stored = |key| effects::stored(&shell.window, key);
    let mut entropy = [0u8; 8];
    if getrandom::fill(&mut entropy).is_ok() {
        shell.dispatch(Msg::Entropy(u64::from_le_bytes(entropy)));
    }
    shell.dispatch(Msg::Started(Box::new(ui::msg::Startup {
        hash,
        base_url,
        hint: stored(ui::msg::HINT_KEY),
        records: stored(ui::top_runs::RECORDS_KEY),
        player: stored(ui::top_runs::PLAYER_KEY),
        ghosts: stored(ui::ghost::GHOSTS_KEY),
        draft: stored(ui::editor::DRAFT_KEY),
        draft_decor: stored(ui::editor::DRAFT_DECOR_KEY),
        settings: stored(ui::settings::SETTINGS_KEY),
        run: stored(ui::resume::RUN_KEY),
        daily: stored(ui::daily::DAILY_KEY),
        tracks: stored(ui::my_tracks::TRACKS_KEY),
        online: stored(ui::online::IDENTITY_KEY),
        today: events::today(true),
        touch: shell
            .window
            .match_media("(pointer: coarse)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches()),
        reduced_motion: shell
            .window
            .match_media("(prefers-reduced-motion: reduce)")
            .ok()
            .flatten()
            .is_some_and(|m| m.matches()),
        languages: shell
            .window
            .navigator()
            .languages()
            .iter()
            .filter_map(|l| l.as_string())
            .collect(),
        shown: view_menu::shown(&shell.document),
        catalog: shell
            .document
            .document_element()
            .and_then(|html| html.get_attribute("lang"))
            .and_then(|code| ui::i18n::Lang::of(&code))
            .zip(catalog)
            .map(|(lang, text)| ui::i18n::StartCatalog {
                lang,
                text,
                part: if whole {
                    ui::i18n::CatalogPart::Whole
                } else {
                    ui::i18n::CatalogPart::Start
                },
            }),
    })));
    view_daily::start_wall_clock(&shell);
    Ok(Page { shell })
}

/// Solves `track_text` with `solver` (`bfs`, `astar`, ...) under `rules` (`strict`, `soft`) to the
/// end and returns `{ moves, expanded, generated, ms, outcome }` (`moves` is `null` without a
/// solution; `outcome` is `solved`, `no solution` or `limit reached`).
#[wasm_bindgen(js_name = benchSolve)]
pub fn bench_solve(track_text: &str, solver: &str, rules: &str) -> Result<JsValue, JsValue> {
    let track: Track = track_text.parse().map_err(|e| error(&e))?;
    let solver: Solver = solver
        .parse()
        .map_err(|e: racetrack::unknown_name::UnknownName| error(&e.to_string()))?;
    let rules: Rules = rules
        .parse()
        .map_err(|e: racetrack::unknown_name::UnknownName| error(&e.to_string()))?;
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
    Reflect::set(&result, &"outcome".into(), &outcome.name().into())?;
    Ok(result.into())
}

/// Builds the coach's table of `track_text` under `rules` to the end and returns `{ ms,
/// configurations, optimum, bytes }` (`optimum` is `null` without a solution), for the
/// performance report; a track too large for the coach is an error.
#[wasm_bindgen(js_name = benchCoach)]
pub fn bench_coach(track_text: &str, rules: &str) -> Result<JsValue, JsValue> {
    let track: Track = track_text.parse().map_err(|e| error(&e))?;
    let rules: Rules = rules
        .parse()
        .map_err(|e: racetrack::unknown_name::UnknownName| error(&e.to_string()))?;
    let clock = Clock::new()?;
    let started = clock.now();
    let mut coach = racetrack::coach::Coach::new(&track, rules).map_err(|e| error(&e))?;
    coach.run();
    let ms = clock.now() - started;
    let result = Object::new();
    let optimum = coach
        .optimum()
        .map_or(JsValue::NULL, |m| JsValue::from(f64::from(m)));
    Reflect::set(&result, &"ms".into(), &ms.into())?;
    Reflect::set(
        &result,
        &"configurations".into(),
        &(coach.configurations() as f64).into(),
    )?;
    Reflect::set(&result, &"optimum".into(), &optimum)?;
    Reflect::set(
        &result,
        &"bytes".into(),
        &(coach.memory_bytes() as f64).into(),
    )?;
    Ok(result.into())
}

/// The running page. Dropping it leaves the page wired (listeners hold the shell too).
#[wasm_bindgen]
pub struct Page {
    shell: Rc<Shell>,
}

#[wasm_bindgen]
impl Page {
    /// Opens an address fragment (`#v1...`, `#/level/03-hairpin`) as if the address bar had
    /// changed to it.
    #[wasm_bindgen(js_name = openLink)]
    pub fn open_link(&self, fragment: &str) {
        self.shell.dispatch(Msg::RouteChanged(fragment.to_owned()));
    }

    /// Seeds the page's generator (random tracks' seeds, the AI drivers of the next races) as
    /// the browser's entropy does at start, for browser tests that need the same race each run.
    #[wasm_bindgen(js_name = seedForTest)]
    pub fn seed_for_test(&self, seed: u32) {
        self.shell.dispatch(Msg::Entropy(u64::from(seed)));
    }

    /// Panics inside the page, for the browser test of the failure box (`failure.spec.mjs`).
    #[wasm_bindgen(js_name = provokePanicForTest)]
    pub fn provoke_panic_for_test(&self) {
        panic!("a panic provoked by the browser suite");
    }

    /// Promise callback pairs alive (`dom::when_settled`), for the browser test that the page
    /// frees them: it stays small however many fetches settled.
    #[wasm_bindgen(js_name = callbacksAliveForTest)]
    pub fn callbacks_alive_for_test(&self) -> u32 {
        dom::callbacks_alive()
    }

    /// Returns to the level menu, as the logo does.
    #[wasm_bindgen(js_name = showMenu)]
    pub fn show_menu(&self) {
        self.shell.dispatch(Msg::Control(ui::Control::Menu));
    }
}

/// The shell: the model, the elements it drives, and the painter.
pub(crate) struct Shell {
    pub window: Window,
    pub document: Document,
    model: RefCell<Model>,
    queue: RefCell<VecDeque<Msg>>,
    dispatching: Cell<bool>,
    clock: Clock,
    frame: RefCell<Option<Function>>,
    frame_pending: Cell<bool>,
    /// Whether a message was handled since the canvas was last compared with the model's.
    canvas_stale: Cell<bool>,
    /// What the canvas shows (as last painted).
    painted: RefCell<ui::view::Canvas>,
    /// How long the last `Tick` took in `update`.
    tick_busy: Cell<f64>,
    /// The sounds.
    pub audio: audio::Audio,
    /// The files last chosen in a picker or dropped, until the model asks to read them.
    pub chosen: RefCell<Vec<web_sys::File>>,
    pub replay_view: view_replay::ReplayDom,
    pub game_view: view_game::GameDom,
    /// The board's camera buttons.
    pub board_view: view_board::BoardDom,
    pub menu_view: view_menu::MenuDom,
    pub records_view: view_records::RecordsDom,
    pub race_view: view_race::RaceDom,
    pub editor_view: view_editor::EditorDom,
    /// The online screens.
    pub online_view: view_online::OnlineDom,
    /// The world board's page.
    pub leaderboard_view: view_leaderboard::LeaderboardDom,
    /// The track collection and the editor's Publish form.
    pub tracks_view: view_tracks::TracksDom,
    pub tournaments_view: view_tournaments::TournamentsDom,
    /// The page's fixed words and the language menu.
    pub words_view: view_words::WordsDom,
    /// The colours menu and `<html data-theme>`.
    pub theme_view: view_theme::ThemeDom,
    /// The online game's live stream.
    pub live: online::Live,
    /// The player's own stream.
    pub player_live: online::Live,
    /// The open tournament's live stream.
    pub tournament_live: online::Live,
    painter: RefCell<Painter>,
    editor_painter: RefCell<paint_editor::EditorPainter>,
    last_viewport: Cell<(f64, f64, f64)>,
    /// What the page's last render asks the next frame to measure.
    layout_needs: Cell<LayoutNeeds>,
    /// The window's height and the board's top in it, as last sent to the model.
    last_window: Cell<(f64, f64)>,
    /// The style sheet's narrow window (`www/style.css` puts the camera's buttons under the
    /// board there), and whether it matched when last sent to the model.
    narrow: Option<web_sys::MediaQueryList>,
    last_narrow: Cell<Option<bool>>,
    /// The last tap on the game board: when (the page's clock) and where (client pixels), so
    /// that the click the browser sends after it reaches nothing ([`view_board::wire`]).
    pub(crate) last_tap: Cell<Option<(f64, f64, f64)>>,
}

/// Measures a frame may take: a layout settles in one or two (a new size, then the board drawn
/// at it), never more; one that never settles (two sizes, each measuring as the other) stops
/// there.
const MAX_RELAYOUTS: u8 = 4;

/// The media query of `www/style.css` that puts the camera's buttons in a row under the board
/// (its other half, `(pointer: coarse)`, is the model's `touch`).
const NARROW_WINDOW: &str = "(max-width: 640px)";

/// What a frame measures: the canvas's space (the board's, fixed when full screen, or the
/// editor's), and whether the window's room for a box over the board counts.
#[derive(Clone, Copy)]
struct LayoutNeeds {
    space: Space,
    room: bool,
}

/// Whose canvas a frame measures.
#[derive(Clone, Copy)]
enum Space {
    None,
    Board { fixed: bool },
    Editor,
}

impl Shell {
    fn new() -> Result<Rc<Shell>, JsValue> {
        let window = window()?;
        let document = window.document().ok_or_else(|| error(&"no document"))?;
        let game_view = view_game::GameDom::new(&document)?;
        let painter = Painter::new(&window, &document, game_view.canvas.clone())?;
        let editor_view = view_editor::EditorDom::new(&document)?;
        let editor_painter =
            paint_editor::EditorPainter::new(&window, &document, editor_view.canvas.clone())?;
        let narrow = window.match_media(NARROW_WINDOW).ok().flatten();
        Ok(Rc::new(Shell {
            editor_view,
            editor_painter: RefCell::new(editor_painter),
            menu_view: view_menu::MenuDom::new(&document)?,
            replay_view: view_replay::ReplayDom::new(&document)?,
            board_view: view_board::BoardDom::new(&document)?,
            records_view: view_records::RecordsDom::new(&document)?,
            race_view: view_race::RaceDom::new(&document)?,
            online_view: view_online::OnlineDom::new(&document)?,
            leaderboard_view: view_leaderboard::LeaderboardDom::new(&document)?,
            tracks_view: view_tracks::TracksDom::new(&document)?,
            tournaments_view: view_tournaments::TournamentsDom::new(&document)?,
            words_view: view_words::WordsDom::new(&document)?,
            theme_view: view_theme::ThemeDom::new(&document, &window)?,
            live: online::Live::default(),
            player_live: online::Live::default(),
            tournament_live: online::Live::default(),
            game_view,
            painter: RefCell::new(painter),
            window,
            document,
            model: RefCell::new(Model::new()),
            queue: RefCell::new(VecDeque::new()),
            dispatching: Cell::new(false),
            clock: Clock::new()?,
            frame: RefCell::new(None),
            frame_pending: Cell::new(false),
            canvas_stale: Cell::new(true),
            painted: RefCell::new(ui::view::Canvas::Hidden),
            tick_busy: Cell::new(0.0),
            chosen: RefCell::new(Vec::new()),
            audio: audio::Audio::default(),
            last_viewport: Cell::new((0.0, 0.0, 0.0)),
            layout_needs: Cell::new(LayoutNeeds {
                space: Space::None,
                room: false,
            }),
            last_window: Cell::new((0.0, 0.0)),
            narrow,
            last_narrow: Cell::new(None),
            last_tap: Cell::new(None),
        }))
    }

    /// The page's monotonic clock, in milliseconds.
    pub fn now(&self) -> f64 {
        self.clock.now()
    }

    /// Sends `msg` to the model and carries out what it asks; returns whether the event that
    /// caused it must not get the browser's default action. A message sent while another is
    /// being handled (a focus change caused by an effect) waits its turn.
    pub fn dispatch(self: &Rc<Self>, msg: Msg) -> bool {
        self.queue.borrow_mut().push_back(msg);
        if self.dispatching.replace(true) {
            return false;
        }
        let mut prevent = None;
        loop {
            let Some(msg) = self.queue.borrow_mut().pop_front() else {
                break;
            };
            let tick = matches!(msg, Msg::Tick { .. });
            let started = self.clock.now();
            let effects = ui::update(&mut self.model.borrow_mut(), msg);
            if tick {
                self.tick_busy.set(self.clock.now() - started);
            }
            // A match, not `contains`: comparing with `Effect`'s derived equality would build
            // every variant's comparison into the wasm's first part (4 KB).
            let prevents = effects.iter().any(|e| matches!(e, Effect::PreventDefault));
            prevent.get_or_insert(prevents);
            for effect in effects {
                effects::run(self, effect);
            }
        }
        self.dispatching.set(false);
        self.render();
        self.canvas_stale.set(true);
        self.schedule_frame();
        prevent.unwrap_or(false)
    }

    /// Copies the model's views into the DOM, and notes what the next frame measures.
    fn render(self: &Rc<Self>) {
        let page = ui::view::page(&self.model.borrow());
        if self.theme_view.render(page.theme) {
            // Other colours: the canvases read them again, and restyling draws the page anew.
            self.restyle();
            return;
        }
        self.words_view
            .render(&self.document, self.model.borrow().words(), &page);
        self.menu_view.render(self, &page);
        let geometry = self.model.borrow().geometry();
        let announcement = self.model.borrow().announcement().clone();
        self.game_view.render(&page, geometry, &announcement);
        self.board_view.render(page.camera.as_ref());
        self.records_view.render(&page);
        self.race_view.render(&page);
        self.replay_view
            .render(&page, self.painter.borrow().palette());
        self.online_view.render(&page);
        self.leaderboard_view.render(&page);
        self.tracks_view.render(&page);
        self.tournaments_view.render(&page);
        let camera = self.model.borrow().editing().map(|e| e.camera);
        self.editor_view.render(&page, camera);
        // What the next frame measures (reading the layout here, after every message, made the
        // browser lay the page out once per message instead of once per frame).
        self.layout_needs.set(LayoutNeeds {
            space: match page.screen {
                ui::Screen::Editor => Space::Editor,
                ui::Screen::Menu => Space::None,
                _ => match &page.camera {
                    Some(camera) => Space::Board {
                        fixed: camera.full_screen,
                    },
                    None => Space::None,
                },
            },
            room: page
                .game
                .as_ref()
                .is_some_and(|g| g.message.is_some() || g.hint),
        });
    }

    /// Measures the space the canvas has and the window's room for a phone's end-of-game sheet
    /// or the tutorial's card, and tells the model when they changed (once a frame, before the
    /// canvas is painted: the page is laid out once, as the browser would for the frame).
    fn relayout(self: &Rc<Self>) {
        for _ in 0..MAX_RELAYOUTS {
            let needs = self.layout_needs.get();
            let mut told = false;
            let narrow = self.narrow.as_ref().is_some_and(|m| m.matches());
            if self.last_narrow.get() != Some(narrow) {
                self.last_narrow.set(Some(narrow));
                told = true;
                self.dispatch(Msg::NarrowWindow(narrow));
            }
            if needs.room {
                let room = self.game_view.window_room(&self.window);
                if room != self.last_window.get() {
                    self.last_window.set(room);
                    told = true;
                    self.dispatch(Msg::Window {
                        height: room.0,
                        board_top: room.1,
                    });
                }
            }
            // Read again: the window's message just sent may have rendered the page anew.
            let viewport = match self.layout_needs.get().space {
                Space::Editor => Some(self.editor_view.measure(&self.window)),
                Space::Board { fixed } => Some(self.game_view.measure(&self.window, fixed)),
                Space::None => None,
            };
            if let Some(viewport) = viewport {
                if viewport != self.last_viewport.get() {
                    self.last_viewport.set(viewport);
                    told = true;
                    let (width, height, ratio) = viewport;
                    self.dispatch(Msg::Viewport {
                        width,
                        height,
                        ratio,
                    });
                }
            }
            if !told {
                break;
            }
        }
    }

    /// The window changed size: the page drawn again, and the next frame measures the board's
    /// space and paints it at its new size.
    fn resized(self: &Rc<Self>) {
        self.render();
        self.canvas_stale.set(true);
        self.schedule_frame();
    }

    /// Asks for an animation frame when the model has work or the canvas is out of date.
    fn schedule_frame(&self) {
        let needed = {
            let model = self.model.borrow();
            model.needs_tick() || self.canvas_stale.get()
        };
        if needed && !self.frame_pending.get() {
            if let Some(frame) = self.frame.borrow().as_ref() {
                if self.window.request_animation_frame(frame).is_ok() {
                    self.frame_pending.set(true);
                }
            }
        }
    }

    /// One animation frame: the clock ticks, then the canvas is painted if what it shows
    /// changed ([`ui::view::canvas`] against the canvas painted last).
    fn on_frame(self: &Rc<Self>) {
        let needs_tick = self.model.borrow().needs_tick();
        if needs_tick {
            self.dispatch(Msg::Tick {
                now_ms: self.clock.now(),
                busy_ms: self.tick_busy.get(),
            });
        }
        self.relayout();
        self.canvas_stale.set(false);
        let model = self.model.borrow();
        let canvas = ui::view::canvas(&model);
        if *self.painted.borrow() != canvas {
            let painted = match &canvas {
                Canvas::Hidden => Ok(()),
                Canvas::Board {
                    scene, geometry, ..
                } => self.painter.borrow_mut().paint(&model, scene, *geometry),
                Canvas::Editor { scene, .. } => {
                    self.editor_painter.borrow_mut().paint(&model, scene)
                }
            };
            if let Err(e) = painted {
                web_sys::console::error_1(&e);
            }
            *self.painted.borrow_mut() = canvas;
        }
        drop(model);
        self.frame_pending.set(false);
        self.schedule_frame();
    }

    /// Reads the model.
    pub fn model(&self) -> std::cell::Ref<'_, Model> {
        self.model.borrow()
    }

    /// Repaints the track layers in the theme's new colours.
    pub fn restyle(self: &Rc<Self>) {
        self.painter.borrow_mut().restyle(&self.window);
        self.editor_painter.borrow_mut().restyle(&self.window);
        self.menu_view.restyle(self);
        self.dispatch(Msg::ThemeChanged);
    }

    fn install_frame(self: &Rc<Self>) {
        let weak = Rc::downgrade(self);
        let frame = Closure::<dyn FnMut(f64)>::new(move |_time: f64| {
            if let Some(shell) = weak.upgrade() {
                shell.on_frame();
            }
        });
        *self.frame.borrow_mut() = Some(frame.into_js_value().unchecked_into());
    }
}
