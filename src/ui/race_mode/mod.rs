//! Races on the play screen: the mode chosen before the first move (solo, ghost, blitz, against
//! AI drivers, hot-seat), the race's turns, the AI cars' moves a moment after their turn comes,
//! and the blitz clock. Time enters only as ticks, so all of it is tested natively.
//!
//! Blitz and the races are played on the engine's [`Race`] (blitz as a one-car race), so a
//! time-out crashes with the engine's crash penalty ([`Race::time_out`]).

pub mod demo;
mod run;
pub mod solo;
mod turns;
mod view;

pub use run::RaceRun;

pub(crate) use turns::{key, pointer_down, tick};
pub use turns::{keyboard_choice, options};
pub use view::{RaceView, SetupView, StandingRow, message, numbers, status_text, view};

use crate::ui::app::App;
use crate::ui::i18n::Words;
use crate::ui::model::Play;
use racetrack::drivers::{Driver, Skill};
use racetrack::grid::Point;
use racetrack::race::record::{Honour, RecordEvent, StartDirection, TacticalCrashes};
use racetrack::race::{CarId, CarState, RaceOptions, player_name};

use super::model::{Model, Screen};
use super::msg::{Effect, Focus, KeyInput};
use super::play::{self, MessageView, Session};

/// Most cars in a race on one device (the setup form has this many seats; online games take
/// more, up to [`racetrack::race::MAX_CARS`]).
pub const MAX_LOCAL_CARS: usize = 4;

/// How long an AI car waits after its turn comes before it moves, so each move can be seen.
pub const AI_DELAY_MS: f64 = 350.0;

/// Seconds a blitz turn lasts unless the player sets another time.
pub const BLITZ_SECONDS: u32 = 10;

/// The longest blitz turn the player may set, in seconds.
pub const MAX_BLITZ_SECONDS: u32 = 30;

/// The mode of a game: the engine's [`racetrack::top_runs::Mode`], the same a record keeps. The page
/// offers every mode but the bots' simultaneous races ([`CHOICES`]).
pub use racetrack::top_runs::Mode;

/// The page's mode choice, in its order.
pub const CHOICES: [Mode; 5] = [
    Mode::Solo,
    Mode::Ghost,
    Mode::Blitz,
    Mode::Ai,
    Mode::HotSeat,
];

/// The mode of a value of the mode choice (`solo`, `ghost`, `blitz`, `ai` or `hotseat`);
/// anything else is solo.
pub fn choice(name: &str) -> Mode {
    CHOICES
        .into_iter()
        .find(|m| m.name() == name)
        .unwrap_or(Mode::Solo)
}

/// The fewest and most values of the player count: opponents against AI, players in hot-seat
/// (`None`: no count).
pub fn counts(mode: Mode) -> Option<(usize, usize)> {
    match mode {
        Mode::Ai => Some((1, MAX_LOCAL_CARS - 1)),
        Mode::HotSeat => Some((2, MAX_LOCAL_CARS)),
        _ => None,
    }
}

/// What the player sets before a race.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Setup {
    /// The mode.
    pub mode: Mode,
    /// AI opponents (1 to 3).
    pub opponents: usize,
    /// Hot-seat players (2 to 4).
    pub players: usize,
    /// The level of each AI car, car 2 first.
    pub levels: [Skill; MAX_LOCAL_CARS - 1],
    /// The hot-seat players' names, as typed.
    pub names: [String; MAX_LOCAL_CARS],
    /// Seconds a blitz turn lasts (1 to 30).
    pub blitz_seconds: u32,
    /// Under Karopapier's rules, ZZZ: how many moves a crash puts a car back (0 to
    /// [`racetrack::race::MAX_CRASH_PENALTY`]).
    pub zzz: u32,
    /// Under Karopapier's rules in hot-seat, the honour rules the players agree to keep (the
    /// race's record keeps them; nothing checks them).
    pub honour: Honour,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            mode: Mode::Solo,
            opponents: 1,
            players: 2,
            levels: [Skill::Club; MAX_LOCAL_CARS - 1],
            names: Default::default(),
            blitz_seconds: BLITZ_SECONDS,
            zzz: RaceOptions::default().crash_penalty,
            honour: Honour {
                start: StartDirection::Free,
                crashes: TacticalCrashes::Free,
            },
        }
    }
}

/// A change of the mode panel, or its start button.
#[derive(Clone, Debug, PartialEq)]
pub enum RaceInput {
    /// The mode choice (`solo`, `ghost`, `blitz`, `ai`, `hotseat`).
    Mode(String),
    /// The player count: opponents against AI, players in hot-seat.
    Count(String),
    /// The level of an AI car (`novice`, `club`, `pro`, `perfect`); `car` is 2 to 4.
    Level {
        /// The car, 1-based (the player is car 1).
        car: usize,
        /// The level's name.
        level: String,
    },
    /// A hot-seat player's name, as typed; `player` is 1 to 4.
    Name {
        /// The player, 1-based.
        player: usize,
        /// The name.
        name: String,
    },
    /// Seconds a blitz turn lasts.
    BlitzSeconds(f64),
    /// Under Karopapier's rules, ZZZ: moves a crash puts a car back.
    Zzz(f64),
    /// Under Karopapier's rules in hot-seat, the honour rule of the first move (`free`,
    /// `classic`, `formula1`).
    StartDirection(String),
    /// Under Karopapier's rules in hot-seat, the honour rule of crashes on purpose (`free`,
    /// `allowed`, `forbidden`).
    TacticalCrashes(String),
    /// Start the game in the chosen mode.
    Start,
    /// Quit the race under way (asks first while it runs): back to the mode choice.
    Quit,
    /// Start the race under way again with the same setup (asks first while it runs).
    Restart,
    /// Yes to the question asked.
    Confirm,
    /// No: the race goes on.
    KeepRacing,
}

/// What the player asked to do with a race under way, waiting for a yes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Leave {
    /// Quit it.
    Quit,
    /// Start it again.
    Restart,
}

/// Who drives a car of a race.
#[derive(Clone, Debug)]
pub enum Seat {
    /// A player at this page.
    Human,
    /// An AI driver.
    Ai(Driver),
}

/// The mode panel and the race of the open track.
#[derive(Clone, Debug, Default)]
pub struct RaceMode {
    /// What the panel shows.
    pub setup: Setup,
    /// Whether a solo or ghost game was started from the panel (which then hides).
    pub started: bool,
    /// The race, once started.
    pub run: Option<RaceRun>,
    /// Quitting or restarting the race, asked and waiting for a yes.
    pub asking: Option<Leave>,
}

/// Whether the mode panel shows: on the play screen whenever no race is set up or the race is
/// over. It stays through a solo or ghost run (its button then starts a new run), so the board
/// under it does not move when the car is placed; it comes back at a race's end, so that the end
/// box closed, the player can race again or choose another mode (nothing but a greyed Undo was
/// left there).
pub fn panel_visible(play: &Play, app: &App) -> bool {
    app.route.screen() == Screen::Play
        && play
            .session
            .as_ref()
            .is_some_and(|s| s.solo() || s.racing.run.as_ref().is_some_and(|r| r.is_over()))
}

/// Whether a solo or ghost run is under way: the panel's button then starts a new one.
pub(crate) fn in_a_run(s: &Session) -> bool {
    s.racing.started || !s.game.trajectory().is_empty()
}

/// Whether the panel is set up for a race (blitz, the AI, hot seat, simultaneous) that has not
/// started, the car not placed: a tap or Enter on a start point then starts it, as Start would
/// (the playtest: the status's "tap a start point" began a solo run under "Against AI").
pub(crate) fn waits_for_start(s: &Session) -> bool {
    !matches!(s.racing.setup.mode, Mode::Solo | Mode::Ghost)
        && s.racing.run.is_none()
        && !in_a_run(s)
}

/// Back to the mode panel (Retry, New race): the race is dropped, the setup kept.
pub(crate) fn reset(s: &mut Session) {
    s.racing.run = None;
    s.racing.started = false;
    s.racing.asking = None;
}

/// A fresh board: the run (or race) dropped, the car back before its start, and the help that
/// belonged to that run (the highlight, the share link, the optimal line) gone; the setup kept.
pub(crate) fn clear_run(s: &mut Session) {
    s.game.restart();
    reset(s);
    s.highlight = None;
    s.share = None;
    s.show_line = false;
    s.assists.new_run();
    // A new run of as many moves is another run, kept again (even along the same line).
    s.saved = None;
    s.unnamed = false;
    s.last_kept = None;
    s.daily_copied = None;
    // The first win's word on the crash warning was that run's (a playtest saw it again after
    // Retry and a second win).
    s.warning_ended = false;
}

/// Quits or restarts the race: at once when it is over, else after a yes.
fn leave(play: &mut Play, app: &mut App, leave: Leave, confirmed: bool) -> Vec<Effect> {
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let Some(run) = &s.racing.run else {
        s.racing.asking = None;
        return Vec::new();
    };
    if !confirmed && !run.is_over() {
        s.racing.asking = Some(leave);
        return Vec::new();
    }
    let mode = s.racing.setup.mode;
    clear_run(s);
    match leave {
        Leave::Restart => start(play, app),
        Leave::Quit => {
            let blitz = if mode == Mode::Blitz { "yes" } else { "no" };
            let words = app.words.with("race-left", &[("blitz", blitz.into())]);
            s.note = Some(words.clone());
            app.announce(words);
            vec![Effect::Focus(Focus::Canvas)]
        }
    }
}

/// A change of the mode panel, or its start.
#[inline(never)]
pub(crate) fn input(play: &mut Play, app: &mut App, input: RaceInput) -> Vec<Effect> {
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let setup = &mut s.racing.setup;
    match input {
        RaceInput::Mode(name) => {
            let mode = choice(&name);
            // Another mode mid-run: the run on the board belongs to the old one.
            if mode != setup.mode && s.solo() && !s.game.trajectory().is_empty() {
                clear_run(s);
                let mode_arg = ("mode", mode_words(&app.words, mode).into());
                s.note = Some(app.words.with("race-board-cleared", &[mode_arg]));
            }
            s.racing.setup.mode = mode;
            // Solo races no ghost (a challenge's stays for every try): dropped as it is chosen,
            // since in solo the placement, not Start, begins the run.
            if mode == Mode::Solo && !super::ghost::is_challenge(s) {
                s.ghost = None;
            }
            // Ghost chosen on a track with no best run kept: said at once, not after Start.
            if mode == Mode::Ghost
                && !super::ghost::is_challenge(s)
                && s.note.is_none()
                && !super::ghost::has_best_run(s, app)
            {
                let words = app.words.get("ghost-none");
                s.note = Some(words.clone());
                app.announce(words);
            }
        }
        RaceInput::Count(n) => {
            if let (Some((low, high)), Ok(n)) = (counts(setup.mode), n.trim().parse::<usize>()) {
                let n = n.clamp(low, high);
                match setup.mode {
                    Mode::Ai => setup.opponents = n,
                    _ => setup.players = n,
                }
            }
        }
        RaceInput::Level { car, level } => {
            if let (Some(slot), Ok(skill)) = (
                car.checked_sub(2).and_then(|i| setup.levels.get_mut(i)),
                level.parse(),
            ) {
                *slot = skill;
            }
        }
        RaceInput::Name { player, name } => {
            if let Some(slot) = player.checked_sub(1).and_then(|i| setup.names.get_mut(i)) {
                *slot = name
                    .chars()
                    .take(4 * racetrack::race::MAX_NAME_CHARS)
                    .collect();
            }
        }
        RaceInput::BlitzSeconds(seconds) => {
            if seconds.is_finite() {
                setup.blitz_seconds =
                    seconds.round().clamp(1.0, f64::from(MAX_BLITZ_SECONDS)) as u32;
            }
        }
        RaceInput::Zzz(moves) => {
            if moves.is_finite() {
                let most = f64::from(racetrack::race::MAX_CRASH_PENALTY);
                setup.zzz = moves.round().clamp(0.0, most) as u32;
            }
        }
        RaceInput::StartDirection(name) => {
            if let Some(&start) = StartDirection::ALL.iter().find(|s| s.name() == name) {
                setup.honour.start = start;
            }
        }
        RaceInput::TacticalCrashes(name) => {
            if let Some(&crashes) = TacticalCrashes::ALL.iter().find(|c| c.name() == name) {
                setup.honour.crashes = crashes;
            }
        }
        RaceInput::Start => return start(play, app),
        RaceInput::Quit => return leave(play, app, Leave::Quit, false),
        RaceInput::Restart => return leave(play, app, Leave::Restart, false),
        RaceInput::Confirm => {
            if let Some(asked) = s.racing.asking {
                return leave(play, app, asked, true);
            }
        }
        RaceInput::KeepRacing => s.racing.asking = None,
    }
    Vec::new()
}

/// A mode as the panel's choice names it.
pub fn mode_words(words: &Words, mode: Mode) -> String {
    words.get(match mode {
        Mode::Solo => "race-mode-solo",
        Mode::Ghost => "race-mode-ghost",
        Mode::Blitz => "race-mode-blitz",
        Mode::Ai => "race-mode-ai",
        Mode::HotSeat => "race-mode-hotseat",
        Mode::Simultaneous => "race-mode-simultaneous",
    })
}

/// The name of a player as typed, or the panel's `Player n` when it is not a valid name
/// (`n` is 1 to [`MAX_LOCAL_CARS`]).
pub(super) fn name_or_default(words: &Words, typed: &str, n: usize) -> String {
    player_name(typed).unwrap_or_else(|_| {
        words.get(match n {
            1 => "race-player-1",
            2 => "race-player-2",
            3 => "race-player-3",
            _ => "race-player-4",
        })
    })
}

/// The AI cars' names: the level, numbered when two cars share one.
pub(super) fn ai_names(levels: &[Skill], words: &Words) -> Vec<String> {
    levels
        .iter()
        .enumerate()
        .map(|(i, skill)| {
            let same = levels.iter().filter(|s| *s == skill).count();
            let nth = levels[..=i].iter().filter(|s| *s == skill).count();
            let skill = skill.name().into();
            if same > 1 {
                words.with("ai-name-nth", &[("skill", skill), ("nth", nth.into())])
            } else {
                words.with("ai-name", &[("skill", skill)])
            }
        })
        .collect()
}

/// Starts the chosen mode, as a new run when one is under way: solo and ghost keep the panel;
/// blitz and the races set up a race (the panel hides while it runs).
pub(super) fn start(play: &mut Play, app: &mut App) -> Vec<Effect> {
    // Whether the press takes a run off the board (New run): the board then shows it.
    let mut cleared = false;
    if let Some(s) = &mut play.session {
        // A run under way, or a race over (its panel's Start begins anew).
        if in_a_run(s) || s.racing.run.is_some() {
            cleared = !s.game.trajectory().is_empty();
            clear_run(s);
        }
        // The optimal line is help for one run: a new run or race starts without it.
        s.show_line = false;
    }
    let seed = u64::from(app.rng.u32(..));
    let player = app.kept.record_book.player.clone();
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let setup = s.racing.setup.clone();
    let you = player_name(&player).unwrap_or_else(|_| app.words.get("online-you"));
    let (names, seats, turn_ms) = match setup.mode {
        Mode::Solo | Mode::Ghost => {
            s.racing.started = true;
            // A challenge's ghost stays for every try; the player's own best run is loaded
            // afresh for each ghost race (it may just have improved) and dropped for solo.
            if !super::ghost::is_challenge(s) {
                s.ghost = None;
                if setup.mode == Mode::Ghost {
                    super::ghost::race_best_run(play, app);
                }
            }
            // Before the placement the run is already on: Start says what begins it, in view
            // (a press that changed nothing on the board read as a button that does nothing).
            // New run took the car off the board, and the status says to place it: no note, or
            // it would say so twice. (A note already there, the ghost's absence, is left to say
            // its piece.)
            if let Some(s) = play.session.as_mut()
                && !cleared
                && s.game.trajectory().is_empty()
                && s.note.is_none()
            {
                s.note = Some(app.words.get("race-go-place"));
            }
            let status = play::status_text(play, app);
            let said = app.words.with("race-go", &[("status", status.into())]);
            app.announce(said);
            return vec![Effect::Focus(Focus::Canvas)];
        }
        Mode::Blitz => (
            vec![you],
            vec![Seat::Human],
            Some(f64::from(setup.blitz_seconds) * 1000.0),
        ),
        Mode::Ai => {
            let levels = &setup.levels[..setup.opponents];
            let mut names = vec![you];
            names.extend(ai_names(levels, &app.words));
            let mut seats = vec![Seat::Human];
            seats.extend(
                levels
                    .iter()
                    .enumerate()
                    .map(|(i, &skill)| Seat::Ai(Driver::new(skill, seed * 8 + i as u64))),
            );
            (names, seats, None)
        }
        // The page offers no simultaneous race (`CHOICES`): it never gets here with one.
        Mode::HotSeat | Mode::Simultaneous => {
            let names = (0..setup.players)
                .map(|i| name_or_default(&app.words, &setup.names[i], i + 1))
                .collect();
            (names, vec![Seat::Human; setup.players], None)
        }
    };
    let rules = s.game.rules();
    let penalty = if rules == racetrack::rules::Rules::Karopapier {
        setup.zzz
    } else {
        RaceOptions::default().crash_penalty
    };
    let named: Vec<String> = names.clone();
    match RaceRun::new(
        s.game.track(),
        rules,
        seed,
        names,
        seats,
        (turn_ms, penalty),
    ) {
        Ok(mut run) => {
            // The honour rules are the players' word to each other: asked in hot-seat only.
            let honour = setup.honour;
            if setup.mode == Mode::HotSeat && rules == racetrack::rules::Rules::Karopapier {
                run.recorder
                    .set_honour((!honour.is_free()).then_some(honour));
            }
            let cars: Vec<String> = (0..run.race().cars().len())
                .map(|i| {
                    app.words.with(
                        "race-who",
                        &[("name", run.name(CarId(i)).into()), ("car", (i + 1).into())],
                    )
                })
                .collect();
            let mut words = app.words.with(
                "race-started",
                &[
                    ("cars", cars.join(", ").into()),
                    ("turn", turns::turn_words(&run, &app.words).into()),
                ],
            );
            s.highlight = None;
            // The coach has a switch of its own for races, off unless the player turned it on:
            // say so when it goes off here, rather than let it vanish.
            if app.settings.coach(false) && !app.settings.coach(true) {
                let off = app.words.get("race-coach-off");
                words = format!("{words} {off}");
                s.note = Some(off);
            }
            s.racing.run = Some(run);
            app.announce(words);
            vec![Effect::Focus(Focus::Canvas)]
        }
        Err(e) => {
            let car = |id: racetrack::race::CarId| named.get(id.0).cloned().unwrap_or_default();
            let why = crate::ui::race_words::setup_error(&app.words, &e, &car);
            s.note = Some(app.words.with("race-cannot-start", &[("why", why.into())]));
            Vec::new()
        }
    }
}
