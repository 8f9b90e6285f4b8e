//! The page's whole state: which screen shows, the levels of the menu, the game being played,
//! the solver being watched, background work and what the page last said.

use racetrack::search::Solver;
use racetrack::track::Track;

use super::board::Board;
use super::camera::Camera;
use super::geometry::Geometry;
use super::jobs::Jobs;
use super::menu::Menu;
use super::play::Session;
use super::route::{Place, Route};
use super::solver;

/// The screens of the page.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Screen {
    /// The level menu, file picker and paste box.
    Menu,
    /// Playing a track.
    Play,
    /// Watching a solver on the track of the game; the game waits, unchanged.
    Solver,
    /// The track editor.
    Editor,
    /// Watching a recorded race.
    Replay,
    /// Online races: your player, the lobby, your games.
    Online,
    /// An online game's room.
    OnlineGame,
    /// A track's world board.
    Leaderboard,
    /// The help page.
    Help,
}

impl Screen {
    /// The screen's name, as the page's `data-screen` attribute gives it.
    pub fn name(self) -> &'static str {
        match self {
            Screen::Menu => "menu",
            Screen::Play => "play",
            Screen::Solver => "solver",
            Screen::Editor => "editor",
            Screen::Replay => "replay",
            Screen::Online => "online",
            Screen::OnlineGame => "online-game",
            Screen::Leaderboard => "leaderboard",
            Screen::Help => "help",
        }
    }
}

/// Work per frame: how much the searches may do in one `Tick`, calibrated from the time the
/// previous ticks took. The watched search's expansions and the background work (the coach's
/// table, the editor's check, the optimum jobs) cost differently per unit, so each has its own
/// rate: a search sized by the coach's cheaper units would take the whole frame and more.
#[derive(Clone, Debug)]
pub struct Pace {
    /// The previous tick's clock reading.
    pub last_now: Option<f64>,
    /// Units of background work per millisecond of `update`, smoothed.
    pub rate: f64,
    /// Expansions of the watched search per millisecond of `update`, smoothed.
    pub search_rate: f64,
    /// Work done in the previous tick (the animation's and the background's).
    pub last_work: u64,
    /// Of those, the animation's.
    pub last_animation_work: u64,
}

impl Default for Pace {
    fn default() -> Pace {
        Pace {
            last_now: None,
            rate: 300.0,
            search_rate: 300.0,
            last_work: 0,
            last_animation_work: 0,
        }
    }
}

/// Smooths a rate toward a new measure.
fn smooth(rate: f64, measured: f64) -> f64 {
    (0.6 * rate + 0.4 * measured).clamp(1.0, 1e6)
}

impl Pace {
    /// Learns from the previous tick, which did `last_work` units in `busy_ms`: a tick of one
    /// kind of work measures its rate; in a mixed tick the background's share of the time is
    /// estimated at its known rate and the rest is the search's.
    pub fn calibrate(&mut self, busy_ms: f64) {
        if !busy_ms.is_finite() || busy_ms <= 0.05 {
            return;
        }
        let search = self.last_animation_work;
        let background = self.last_work.saturating_sub(search);
        if search == 0 {
            if background >= 64 {
                self.rate = smooth(self.rate, background as f64 / busy_ms);
            }
        } else if search >= 64 {
            let background_ms = background as f64 / self.rate;
            let search_ms = (busy_ms - background_ms).max(0.1 * busy_ms);
            self.search_rate = smooth(self.search_rate, search as f64 / search_ms);
        }
    }

    /// Units of background work that fit in `ms` milliseconds.
    pub fn budget(&self, ms: f64) -> u64 {
        (self.rate * ms).max(16.0) as u64
    }

    /// Expansions of the watched search that fit in `ms` milliseconds.
    pub fn search_budget(&self, ms: f64) -> u64 {
        (self.search_rate * ms).max(16.0) as u64
    }
}

/// A message for assistive technology, announced once.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Announcement {
    /// Counts announcements, so the same words twice are announced twice.
    pub serial: u64,
    /// The words.
    pub text: String,
}

/// The page generator's seed until the browser's entropy arrives.
const FIXED_SEED: u64 = 0x5241_4345_5452_4b21;

/// What every screen shares: the address (which decides the screen), the menu's levels, the
/// background work, the settings, the kept runs, the random draws, the pace of the frames and
/// what the page last said. A screen changes its own state and this, never another screen's.
#[derive(Debug)]
pub struct Context {
    /// The address: it decides the screen ([`Route::screen`]).
    pub(crate) route: Route,
    pub(crate) base_url: String,
    pub(crate) menu: Menu,
    /// A track asked for by address before its level arrived.
    pub(crate) pending: Option<Route>,
    pub(crate) jobs: Jobs,
    pub(crate) error: Option<String>,
    pub(crate) hint_seen: bool,
    pub(crate) viewport: (f64, f64, f64),
    /// The pointers pressed on the board.
    pub(crate) gesture: super::board_input::Gesture,
    /// Whether the board fills the screen.
    pub(crate) full_screen: bool,
    /// The player's own tracks ("My tracks").
    pub(crate) my_tracks: super::my_tracks::MyTracks,
    /// The first-run tutorial's step (it runs on the first level until done).
    pub(crate) tutorial: super::tutorial::Step,
    pub(crate) announcement: Announcement,
    pub(crate) pace: Pace,
    pub(crate) solver: Solver,
    pub(crate) speed: f64,
    /// The player moved the speed slider: a new watch keeps that pace instead of one fitted
    /// to its search.
    pub(crate) speed_chosen: bool,
    pub(crate) show_distance: bool,
    /// The run to resume when the page started on its address, until it is taken.
    pub(crate) resume: Option<super::resume::StoredRun>,
    /// The run in progress as last stored (its JSON), so an unchanged run is not stored again.
    pub(crate) last_stored_run: Option<String>,
    /// Whether the player asked for reduced motion: no glides.
    pub(crate) reduced_motion: bool,
    /// Whether the main pointer is a finger: the words speak of taps.
    pub(crate) touch: bool,
    /// Today's UTC date, from the shell at start.
    pub(crate) today: Option<racetrack::date::Date>,
    /// The painted decors kept, each with its track's key, the most recently used last
    /// ([`super::decor::painted`]).
    pub(crate) painted: Vec<(u64, std::rc::Rc<super::decor::Decor>)>,
    /// The wall clock's last reading (ms since the Unix epoch, UTC), for the daily's countdown.
    pub(crate) utc_ms: Option<f64>,
    /// The days whose daily challenge the player finished.
    pub(crate) finished: super::daily::Finished,
    /// The player's preferences (the coach switch).
    pub(crate) settings: super::settings::Settings,
    /// The records (the top runs of each track) and the player's name for them.
    pub(crate) record_book: super::top_runs::RecordBook,
    /// The player's best run of each track, raced as a ghost.
    pub(crate) ghost_runs: super::ghost::GhostRuns,
    /// A passing remark on the menu (records imported).
    pub(crate) notice: Option<String>,
    /// Bumped when the theme changes, so the track layers are repainted.
    pub(crate) theme: u64,
    pub(crate) generations: u64,
    /// The stored draft, until the editor is first needed.
    pub(crate) draft: Option<String>,
    /// The stored draft's decor, until the editor is first needed.
    pub(crate) draft_decor: Option<String>,
    /// Whether decors are shown under the tracks that have one.
    pub(crate) show_decor: bool,
    /// Every random draw of the page (random tracks' seeds, races' seeds), seeded by
    /// [`super::Msg::Entropy`].
    pub(crate) rng: fastrand::Rng,
}

/// The state of the page: the shared context and each screen's own state.
#[derive(Debug)]
pub struct Model {
    /// What the screens share.
    pub(crate) ctx: Context,
    pub(crate) session: Option<Session>,
    /// The editor, once opened.
    pub(crate) editing: Option<super::editor::Editing>,
    /// The recorded race being watched.
    pub(crate) replay: Option<super::replay::Replay>,
    /// Online races.
    pub(crate) online: super::online::Online,
}

impl Context {
    /// Says `text` to assistive technology (once, even when the same words come again).
    pub(crate) fn announce(&mut self, text: impl Into<String>) {
        self.announcement.serial += 1;
        self.announcement.text = text.into();
    }

    /// A number no earlier call gave: a generation of the background work, a board's layers.
    pub(crate) fn next_generation(&mut self) -> u64 {
        self.generations += 1;
        self.generations
    }
}

impl Default for Model {
    fn default() -> Model {
        Model::new()
    }
}

impl Model {
    /// The page before it has started: the menu, nothing loaded.
    pub fn new() -> Model {
        Model {
            ctx: Context {
                route: Route::Menu,
                base_url: String::new(),
                menu: Menu::default(),
                pending: None,
                jobs: Jobs::default(),
                error: None,
                hint_seen: false,
                viewport: (800.0, 600.0, 1.0),
                gesture: super::board_input::Gesture::default(),
                full_screen: false,
                tutorial: super::tutorial::Step::default(),
                my_tracks: super::my_tracks::MyTracks::default(),
                announcement: Announcement::default(),
                pace: Pace::default(),
                solver: super::jobs::OPTIMAL,
                speed: solver::SPEED_DEFAULT,
                speed_chosen: false,
                show_distance: false,
                settings: super::settings::Settings::default(),
                resume: None,
                today: None,
                utc_ms: None,
                painted: Vec::new(),
                touch: false,
                reduced_motion: false,
                finished: super::daily::Finished::default(),
                last_stored_run: None,
                record_book: super::top_runs::RecordBook::default(),
                ghost_runs: super::ghost::GhostRuns::default(),
                notice: None,
                theme: 0,
                generations: 0,
                draft: None,
                draft_decor: None,
                show_decor: true,
                rng: fastrand::Rng::with_seed(FIXED_SEED),
            },
            session: None,
            editing: None,
            replay: None,
            online: super::online::Online::default(),
        }
    }

    /// The screen showing, as the address says.
    pub fn screen(&self) -> Screen {
        self.ctx.route.screen()
    }

    /// The current address.
    pub fn route(&self) -> &Route {
        &self.ctx.route
    }

    /// The error shown in the banner, if any.
    pub fn error(&self) -> Option<&str> {
        self.ctx.error.as_deref()
    }

    /// The game, once a track is open.
    pub fn session(&self) -> Option<&Session> {
        self.session.as_ref()
    }

    /// The canvas layout: the showing board's (a default one without a board).
    pub fn geometry(&self) -> Geometry {
        self.board()
            .map_or_else(|| Camera::default().geometry(), |b| b.camera.geometry())
    }

    /// The board of the screen showing: the solo game's (also under its watched solver), the
    /// replay's or the online room's; none on the menu, the online screen and the editor (whose
    /// grid is its own).
    pub fn board(&self) -> Option<&Board> {
        match self.screen() {
            Screen::Play | Screen::Solver => self.session.as_ref().map(|s| &s.board),
            Screen::Replay => self.replay.as_ref().map(|r| &r.board),
            Screen::OnlineGame => self.online.room.as_ref().and_then(|r| r.board.as_ref()),
            Screen::Menu | Screen::Online | Screen::Editor | Screen::Leaderboard | Screen::Help => {
                None
            }
        }
    }

    /// See [`Model::board`].
    pub(crate) fn board_mut(&mut self) -> Option<&mut Board> {
        match self.screen() {
            Screen::Play | Screen::Solver => self.session.as_mut().map(|s| &mut s.board),
            Screen::Replay => self.replay.as_mut().map(|r| &mut r.board),
            Screen::OnlineGame => self.online.room.as_mut().and_then(|r| r.board.as_mut()),
            Screen::Menu | Screen::Online | Screen::Editor | Screen::Leaderboard | Screen::Help => {
                None
            }
        }
    }

    /// Online races.
    pub fn online(&self) -> &super::online::Online {
        &self.online
    }

    /// The showing board's camera.
    pub fn camera(&self) -> Option<&Camera> {
        self.board().map(|b| &b.camera)
    }

    /// See [`Model::camera`].
    pub(crate) fn camera_mut(&mut self) -> Option<&mut Camera> {
        self.board_mut().map(|b| &mut b.camera)
    }

    /// The track on the canvas, if any.
    pub fn track(&self) -> Option<&Track> {
        self.board().map(Board::track)
    }

    /// The latest announcement for screen readers.
    pub fn announcement(&self) -> &Announcement {
        &self.ctx.announcement
    }

    /// Whether the clock must keep ticking (a search runs, background work waits, or the time
    /// of the last slice of a search is still to be counted: it comes with the next tick).
    pub fn needs_tick(&self) -> bool {
        self.ctx.pace.last_animation_work > 0
            || !self.ctx.jobs.is_empty()
            || self.session.as_ref().is_some_and(Session::needs_tick)
            || self.editing.as_ref().is_some_and(|e| e.needs_tick())
            || self.camera().is_some_and(Camera::moving)
            || (self.screen() == Screen::Replay && self.replay.as_ref().is_some_and(|r| r.playing))
    }

    /// Whether an optimal search for the open game's optimum is queued (only for a track too
    /// large for the coach's table, which otherwise gives the optimum).
    pub fn searches_optimum(&self) -> bool {
        self.ctx.jobs.has_session_job()
    }

    /// The record being watched, once one is opened.
    pub fn replay(&self) -> Option<&super::replay::Replay> {
        self.replay.as_ref()
    }

    /// The editor, once opened.
    pub fn editing(&self) -> Option<&super::editor::Editing> {
        self.editing.as_ref()
    }

    /// The theme's version: the track layer is repainted when it changes.
    pub fn theme_version(&self) -> u64 {
        self.ctx.theme
    }

    /// The solver picked in the panel.
    pub fn solver(&self) -> Solver {
        self.ctx.solver
    }

    /// Whether the coach is switched on: the player's choice for playing alone or for racing,
    /// else that kind of mode's default ([`super::settings`]).
    pub fn coach_on(&self) -> bool {
        self.ctx.settings.coach(self.racing())
    }

    /// Whether the crash warning is on (as set, else until the first win: a run kept in the
    /// records or a daily finished).
    pub fn crash_warning_on(&self) -> bool {
        let won_before = !self.ctx.record_book.records.is_empty() || !self.ctx.finished.is_empty();
        self.ctx.settings.crash_warning(won_before)
    }

    /// Whether a blitz or a race is set up on the open track.
    pub(crate) fn racing(&self) -> bool {
        self.session.as_ref().is_some_and(|s| !s.solo())
    }

    /// Whether the distance map is shown.
    pub fn show_distance(&self) -> bool {
        self.ctx.show_distance
    }

    pub(crate) fn announce(&mut self, text: impl Into<String>) {
        self.ctx.announce(text);
    }

    /// Pauses the watched solver, if any: it stays where it is, to be resumed (leaving its
    /// screen, a single step).
    pub(crate) fn pause_watch(&mut self) {
        if let Some(w) = self.session.as_mut().and_then(|s| s.watch.as_mut()) {
            w.pause();
        }
    }

    pub(crate) fn next_generation(&mut self) -> u64 {
        self.ctx.next_generation()
    }

    /// Lays every board out in the page's space (and the editor's grid for its draft).
    pub(crate) fn relayout(&mut self) {
        let (viewport, touch, full) = (self.ctx.viewport, self.ctx.touch, self.ctx.full_screen);
        if let Some(e) = self.editing.as_mut() {
            e.relayout(viewport);
        }
        let boards = [
            self.session.as_mut().map(|s| &mut s.board),
            self.replay.as_mut().map(|r| &mut r.board),
            self.online.room.as_mut().and_then(|r| r.board.as_mut()),
        ];
        for board in boards.into_iter().flatten() {
            board.layout(viewport, touch, full);
        }
    }

    /// The address of the open track's screen.
    pub(crate) fn place(&self) -> Option<&Place> {
        self.session.as_ref().map(|s| &s.place)
    }
}
