//! What every screen shares ([`App`]): the address, the random draws, the pace of the frames,
//! the background work, the settings, the device and the clock, what is kept in the browser,
//! the levels of the menu and what the page last said. A screen's own state is its own type
//! ([`super::model::Model`] holds them); a screen changes its own state and this, never
//! another screen's.

use super::jobs::Jobs;
use super::menu::Menu;
use super::route::Route;

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

/// The device and how the page looks on it.
#[derive(Debug)]
pub struct Device {
    /// The viewport: width, height (CSS pixels) and the device pixel ratio.
    pub(crate) viewport: (f64, f64, f64),
    /// The window's height and the board's top in it (CSS pixels), once measured: where a
    /// phone's end-of-game sheet can lie clear of the car.
    pub(crate) window: Option<(f64, f64)>,
    /// Whether the main pointer is a finger: the words speak of taps.
    pub(crate) touch: bool,
    /// Whether the window is the style sheet's narrow one ([`crate::ui::msg::Msg::NarrowWindow`]).
    pub(crate) narrow: bool,
    /// Whether the player asked for reduced motion: no glides.
    pub(crate) reduced_motion: bool,
    /// Bumped when the theme changes, so the track layers are repainted.
    pub(crate) theme: u64,
    /// Whether the distance map is drawn under the boards (the solver panel's switch).
    pub(crate) show_distance: bool,
    /// Whether decors are shown under the tracks that have one.
    pub(crate) show_decor: bool,
    /// Night: the play screen shows only the cells the car to move lights
    /// ([`racetrack::rules::night`]).
    pub(crate) night: bool,
    /// Whether the board fills the screen.
    pub(crate) full_screen: bool,
    /// The pointers pressed on the showing board.
    pub(crate) gesture: super::board_input::Gesture,
    /// The page's language: chosen in the settings, else the browser's; the words follow once
    /// its catalog is in ([`App::words`]).
    pub(crate) lang: super::i18n::Lang,
    /// Whether the rest of the catalog (after its start part) was asked for and has not come.
    pub(crate) catalog_rest_asked: bool,
}

impl Device {
    /// Whether the camera's buttons sit in a row under the board (a touch screen, or a narrow
    /// window) rather than over its lower right corner: the board's steps are then a finger's,
    /// and no blank strip is kept beyond the track's edges for them.
    pub(crate) fn buttons_under(&self) -> bool {
        self.touch || self.narrow
    }
}

impl Default for Device {
    fn default() -> Device {
        Device {
            viewport: (800.0, 600.0, 1.0),
            window: None,
            touch: false,
            narrow: false,
            reduced_motion: false,
            theme: 0,
            show_distance: false,
            show_decor: true,
            night: false,
            full_screen: false,
            gesture: super::board_input::Gesture::default(),
            lang: super::i18n::Lang::En,
            catalog_rest_asked: false,
        }
    }
}

/// The date and the wall clock, as the shell gives them.
#[derive(Debug, Default)]
pub struct Clock {
    /// Today's UTC date, from the shell at start.
    pub(crate) today: Option<racetrack::date::Date>,
    /// The wall clock's last reading (ms since the Unix epoch, UTC), for the daily's countdown.
    pub(crate) utc_ms: Option<f64>,
}

/// What the page keeps in the browser's storage and reads back: the records, the ghosts, the
/// finished dailies, the run to resume, the player's tracks and the editor's draft until the
/// editor is first needed.
#[derive(Debug, Default)]
pub struct Kept {
    /// The run to resume when the page started on its address, until it is taken.
    pub(crate) resume: Option<super::resume::StoredRun>,
    /// The run in progress as last stored (its JSON), so an unchanged run is not stored again.
    pub(crate) last_stored_run: Option<String>,
    /// The painted decors kept, each with its track's key, the most recently used last
    /// ([`super::decor::painted`]).
    pub(crate) painted: Vec<(u64, std::rc::Rc<super::decor::Decor>)>,
    /// The days whose daily challenge the player finished.
    pub(crate) finished: super::daily::Finished,
    /// The records (the top runs of each track) and the player's name for them.
    pub(crate) record_book: super::top_runs::RecordBook,
    /// The player's best run of each track, raced as a ghost.
    pub(crate) ghost_runs: super::ghost::GhostRuns,
    /// The player's own tracks ("My tracks").
    pub(crate) my_tracks: super::my_tracks::MyTracks,
    /// The stored draft, until the editor is first needed.
    pub(crate) draft: Option<String>,
    /// The stored draft's decor, until the editor is first needed.
    pub(crate) draft_decor: Option<String>,
}

/// What a screen asks of the page beyond its own state: the page carries it out after the
/// screen's turn ([`super::update`]), as a screen never writes another's state.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    /// Go to an address, as a new history entry.
    Go(Route),
    /// Show the screen of an address already in the history (a level asked for by address has
    /// arrived).
    OpenRoute(Route),
    /// Play a track read from a file or the paste box (`what` names it).
    OpenText {
        /// The file's name, or "Pasted track".
        what: String,
        /// Its bytes.
        bytes: Vec<u8>,
        /// Where it comes from, for My tracks.
        origin: super::my_tracks::Origin,
    },
    /// Put the open game's track into the editor (the game's Edit button).
    EditTrack,
    /// Watch a race record in the replay viewer (an online game's, a race on the track).
    WatchRecord {
        /// What the viewer calls it.
        name: String,
        /// The record's JSON.
        text: String,
    },
    /// Open the room of a game just made, whose view came with the answer.
    ShowGame(Box<racetrack_api::GameView>),
    /// The player asked for was made (`None`) or refused (its words): the room that asked for
    /// it to take a seat goes on.
    PlayerMade {
        /// The refusal's words.
        refusal: Option<String>,
    },
    /// Back to the online home from the room, which says why.
    OnlineHome {
        /// What the home says.
        note: String,
    },
}

/// The page generator's seed until the browser's entropy arrives.
const FIXED_SEED: u64 = 0x5241_4345_5452_4b21;

/// What every screen shares.
#[derive(Debug)]
pub struct App {
    /// The address: it decides the screen ([`Route::screen`]).
    pub(crate) route: Route,
    /// The page's address without its fragment, for links.
    pub(crate) base_url: String,
    /// The levels of the menu (also the play screen's next level and the optimum jobs').
    pub(crate) menu: Menu,
    pub(crate) jobs: Jobs,
    pub(crate) pace: Pace,
    /// Every random draw of the page (random tracks' seeds, races' seeds), seeded by
    /// [`super::Msg::Entropy`].
    pub(crate) rng: fastrand::Rng,
    pub(crate) generations: u64,
    /// The player's preferences (the coach switch, the crash warning, the sound).
    pub(crate) settings: super::settings::Settings,
    pub(crate) device: Device,
    pub(crate) clock: Clock,
    pub(crate) kept: Kept,
    /// The words of the page's language (English until another's catalog is in).
    pub(crate) words: super::i18n::Words,
    /// The error banner.
    pub(crate) error: Option<String>,
    pub(crate) announcement: Announcement,
    /// The link to the game server: the player, the requests in flight, the toast.
    pub(crate) client: super::online::Client,
    /// What the screens asked of the page beyond their own state, carried out after their turn.
    pub(crate) commands: Vec<Command>,
}

impl Default for App {
    fn default() -> App {
        App {
            route: Route::Menu,
            base_url: String::new(),
            menu: Menu::default(),
            jobs: Jobs::default(),
            pace: Pace::default(),
            rng: fastrand::Rng::with_seed(FIXED_SEED),
            generations: 0,
            settings: super::settings::Settings::default(),
            device: Device::default(),
            clock: Clock::default(),
            kept: Kept::default(),
            words: super::i18n::Words::default(),
            error: None,
            announcement: Announcement::default(),
            client: super::online::Client::default(),
            commands: Vec::new(),
        }
    }
}

impl App {
    /// Says `text` to assistive technology (once, even when the same words come again).
    pub(crate) fn announce(&mut self, text: impl Into<String>) {
        self.announcement.serial += 1;
        self.announcement.text = text.into();
    }

    /// Whether the crash warning is on (as set, else until the first win: a run kept in the
    /// records or a daily finished).
    pub(crate) fn crash_warning_on(&self) -> bool {
        let won_before =
            !self.kept.record_book.records.is_empty() || !self.kept.finished.is_empty();
        self.settings.crash_warning(won_before)
    }

    /// Asks the page to go to `route`, as a new history entry.
    pub(crate) fn go(&mut self, route: Route) -> Vec<super::msg::Effect> {
        self.command(Command::Go(route))
    }

    /// Asks the page for `command`, carried out after this screen's turn.
    pub(crate) fn command(&mut self, command: Command) -> Vec<super::msg::Effect> {
        self.commands.push(command);
        Vec::new()
    }

    /// A number no earlier call gave: a generation of the background work, a board's layers.
    pub(crate) fn next_generation(&mut self) -> u64 {
        self.generations += 1;
        self.generations
    }
}
