//! The page's whole state: which screen shows, the levels of the menu, the game being played,
//! the solver being watched, background work and what the page last said.

use racetrack::search::Solver;
use racetrack::track::Track;

use super::app::App;
use super::board::Board;
use super::camera::Camera;
use super::geometry::Geometry;
use super::msg::Effect;
use super::play::Session;
use super::route::{Place, Route};
use super::screen::ScreenState;
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
    /// The track collection: its list, or a published track's page.
    Tracks,
    /// Tournaments: their list, or a tournament's page.
    Tournaments,
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
            Screen::Tracks => "tracks",
            Screen::Tournaments => "tournaments",
            Screen::Help => "help",
        }
    }
}

/// The play screen's state beyond its game, kept from track to track.
#[derive(Debug, Default)]
pub struct Playing {
    /// Whether the first hint was dismissed (kept in the browser).
    pub(crate) hint_seen: bool,
    /// The first-run tutorial's step (it runs on the first level until done).
    pub(crate) tutorial: super::tutorial::Step,
}

/// The solver screen's choices, kept from track to track.
#[derive(Debug)]
pub struct SolverPanel {
    /// The solver picked.
    pub(crate) solver: Solver,
    /// The animation's speed.
    pub(crate) speed: f64,
    /// The player moved the speed slider: a new watch keeps that pace instead of one fitted
    /// to its search.
    pub(crate) speed_chosen: bool,
}

impl Default for SolverPanel {
    fn default() -> SolverPanel {
        SolverPanel {
            solver: super::jobs::OPTIMAL,
            speed: solver::SPEED_DEFAULT,
            speed_chosen: false,
        }
    }
}

/// The play screen's state, shared with the solver screen that watches a solver on its game:
/// the game (once a track is open) and what the two keep from track to track.
#[derive(Debug, Default)]
pub struct Play {
    /// The game, once a track is open.
    pub(crate) session: Option<Session>,
    /// The tutorial, the hint, full screen.
    pub(crate) playing: Playing,
    /// The solver panel's choices: which solver, at what speed.
    pub(crate) panel: SolverPanel,
}

impl Play {
    /// Whether the coach is switched on: the player's choice for playing alone or for racing,
    /// else that kind of mode's default ([`super::settings`]).
    pub(crate) fn coach_on(&self, app: &App) -> bool {
        app.settings.coach(self.racing())
    }

    /// Whether a blitz or a race is set up on the open track.
    pub(crate) fn racing(&self) -> bool {
        self.session.as_ref().is_some_and(|s| !s.solo())
    }

    /// Pauses the watched solver, if any: it stays where it is, to be resumed (leaving its
    /// screen, a single step).
    pub(crate) fn pause_watch(&mut self) {
        if let Some(w) = self.session.as_mut().and_then(|s| s.watch.as_mut()) {
            w.pause();
        }
    }

    /// The address of the open track's screen.
    pub(crate) fn place(&self) -> Option<&Place> {
        self.session.as_ref().map(|s| &s.place)
    }

    /// Lays the game's board out in the page's space.
    pub(crate) fn relayout(&mut self, app: &App) {
        if let Some(s) = self.session.as_mut() {
            s.board.layout(&app.device);
        }
    }
}

impl super::screen::ScreenState for Play {
    fn board(&self) -> Option<&Board> {
        self.session.as_ref().map(|s| &s.board)
    }

    fn board_mut(&mut self) -> Option<&mut Board> {
        self.session.as_mut().map(|s| &mut s.board)
    }

    /// On the play screen, the car and its options; under the solver, the whole board.
    fn focus(&self, screen: Screen) -> super::board_input::Focus {
        match (screen, &self.session) {
            (Screen::Play, Some(s)) => super::play_focus::focus(s),
            _ => super::board_input::Focus::default(),
        }
    }

    /// The optimal line is help for the run on screen: leaving the track (for anything but its
    /// solver) hides it; leaving the solver pauses its search.
    fn leave(&mut self, to: Screen) -> Vec<Effect> {
        if to != Screen::Solver {
            self.pause_watch();
        }
        if !matches!(to, Screen::Play | Screen::Solver) {
            if let Some(s) = &mut self.session {
                s.left();
            }
        }
        Vec::new()
    }
}

/// The state of the page: the shared context and each screen's own state.
#[derive(Debug)]
pub struct Model {
    /// What the screens share.
    pub(crate) app: App,
    /// The play and solver screens' state: the game and what they keep from track to track.
    pub(crate) play: Play,
    /// The editor, once opened.
    pub(crate) editing: Option<super::editor::Editing>,
    /// The recorded race being watched.
    pub(crate) replay: Option<super::replay::Replay>,
    /// The online home: your player, the lists, the new game form, the pairing.
    pub(crate) online: super::online::Online,
    /// The online game's room, once opened (closed on leaving its screen).
    pub(crate) room: Option<super::online::GameRoom>,
    /// A player's profile, open over the online screen it was opened on.
    pub(crate) profile: Option<super::online::profile::Profile>,
    /// The world board's page, once opened.
    pub(crate) leaderboard: Option<super::online::leaderboard::LeaderboardPage>,
    /// The track collection: its list and the track's page open.
    pub(crate) collection: super::collection::Collection,
    /// Tournaments: their list and the tournament's page open.
    pub(crate) tournaments: super::tournaments::Tournaments,
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
            app: App::default(),
            play: Play::default(),
            editing: None,
            replay: None,
            online: super::online::Online::default(),
            room: None,
            profile: None,
            leaderboard: None,
            collection: super::collection::Collection::default(),
            tournaments: super::tournaments::Tournaments::default(),
        }
    }

    /// The screen showing, as the address says.
    pub fn screen(&self) -> Screen {
        self.app.route.screen()
    }

    /// The current address.
    pub fn route(&self) -> &Route {
        &self.app.route
    }

    /// The error shown in the banner, if any.
    pub fn error(&self) -> Option<&str> {
        self.app.error.as_deref()
    }

    /// The game, once a track is open.
    pub fn session(&self) -> Option<&Session> {
        self.play.session.as_ref()
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
        self.showing()?.board()
    }

    /// See [`Model::board`].
    pub(crate) fn board_mut(&mut self) -> Option<&mut Board> {
        self.state_mut(self.screen())?.board_mut()
    }

    /// The state of the screen showing (none for the menu and the help page, whose state is the
    /// `App`'s, nor for a screen not opened yet).
    pub(crate) fn showing(&self) -> Option<&dyn ScreenState> {
        match self.screen() {
            Screen::Play | Screen::Solver => Some(&self.play),
            Screen::Editor => self.editing.as_ref().map(|e| e as &dyn ScreenState),
            Screen::Replay => self.replay.as_ref().map(|r| r as &dyn ScreenState),
            Screen::Online => Some(&self.online),
            Screen::OnlineGame => Some(&self.room),
            Screen::Leaderboard => self.leaderboard.as_ref().map(|l| l as &dyn ScreenState),
            Screen::Tracks => Some(&self.collection),
            Screen::Tournaments => Some(&self.tournaments),
            Screen::Menu | Screen::Help => None,
        }
    }

    /// The state of `screen`, to change (see [`Model::showing`]).
    pub(crate) fn state_mut(&mut self, screen: Screen) -> Option<&mut dyn ScreenState> {
        match screen {
            Screen::Play | Screen::Solver => Some(&mut self.play),
            Screen::Editor => self.editing.as_mut().map(|e| e as &mut dyn ScreenState),
            Screen::Replay => self.replay.as_mut().map(|r| r as &mut dyn ScreenState),
            Screen::Online => Some(&mut self.online),
            Screen::OnlineGame => Some(&mut self.room),
            Screen::Leaderboard => self.leaderboard.as_mut().map(|l| l as &mut dyn ScreenState),
            Screen::Tracks => Some(&mut self.collection),
            Screen::Tournaments => Some(&mut self.tournaments),
            Screen::Menu | Screen::Help => None,
        }
    }

    /// Online races: the online home's state.
    pub fn online(&self) -> &super::online::Online {
        &self.online
    }

    /// The track collection's state.
    pub fn collection(&self) -> &super::collection::Collection {
        &self.collection
    }

    /// The tournaments' state.
    pub fn tournaments(&self) -> &super::tournaments::Tournaments {
        &self.tournaments
    }

    /// The online game's room, once opened.
    pub fn room(&self) -> Option<&super::online::GameRoom> {
        self.room.as_ref()
    }

    /// The words of the page's language.
    pub fn words(&self) -> &super::i18n::Words {
        &self.app.words
    }

    /// The link to the game server: the player, the requests in flight.
    pub fn client(&self) -> &super::online::Client {
        &self.app.client
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
    pub fn announcement(&self) -> &super::app::Announcement {
        &self.app.announcement
    }

    /// Whether the clock must keep ticking (a search runs, background work waits, or the time
    /// of the last slice of a search is still to be counted: it comes with the next tick).
    pub fn needs_tick(&self) -> bool {
        self.app.pace.last_animation_work > 0
            || !self.app.jobs.is_empty()
            || self.play.session.as_ref().is_some_and(Session::needs_tick)
            || self.editing.as_ref().is_some_and(|e| e.needs_tick())
            || self.camera().is_some_and(Camera::moving)
            || self.showing().is_some_and(ScreenState::needs_tick)
    }

    /// Whether an optimal search for the open game's optimum is queued (only for a track too
    /// large for the coach's table, which otherwise gives the optimum).
    pub fn searches_optimum(&self) -> bool {
        self.app.jobs.has_session_job()
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
        self.app.device.theme
    }

    /// The solver picked in the panel.
    pub fn solver(&self) -> Solver {
        self.play.panel.solver
    }

    /// Whether the coach is switched on: the player's choice for playing alone or for racing,
    /// else that kind of mode's default ([`super::settings`]).
    pub fn coach_on(&self) -> bool {
        self.play.coach_on(&self.app)
    }

    /// Whether the crash warning is on (as set, else until the first win: a run kept in the
    /// records or a daily finished).
    pub fn crash_warning_on(&self) -> bool {
        self.app.crash_warning_on()
    }

    /// Whether the distance map is shown.
    pub fn show_distance(&self) -> bool {
        self.app.device.show_distance
    }

    pub(crate) fn announce(&mut self, text: impl Into<String>) {
        self.app.announce(text);
    }

    /// Lays every board out in the page's space (and the editor's grid for its draft).
    pub(crate) fn relayout(&mut self) {
        let device = &self.app.device;
        if let Some(e) = self.editing.as_mut() {
            e.relayout(device.viewport, device.touch);
        }
        let boards = [
            self.play.session.as_mut().map(|s| &mut s.board),
            self.replay.as_mut().map(|r| &mut r.board),
            self.room.as_mut().and_then(|r| r.board.as_mut()),
        ];
        for board in boards.into_iter().flatten() {
            board.layout(device);
        }
    }

    /// The address of the open track's screen.
    pub(crate) fn place(&self) -> Option<&Place> {
        self.play.place()
    }
}
