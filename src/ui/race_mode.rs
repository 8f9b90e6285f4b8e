//! Races on the play screen: the mode chosen before the first move (solo, ghost, blitz, against
//! AI drivers, hot-seat), the race's turns, the AI cars' moves a moment after their turn comes,
//! and the blitz clock. Time enters only as ticks, so all of it is tested natively.
//!
//! Blitz and the races are played on the engine's [`Race`] (blitz as a one-car race), so a
//! time-out crashes with the engine's crash penalty ([`Race::time_out`]).

use crate::drivers::{Driver, Skill};
use crate::race::{CarId, CarState, Event, MAX_CARS, Race, RaceOptions, TurnOrder, player_name};
use crate::rules::{blocked, candidates};
use crate::track::Point;

use super::model::{Model, Screen};
use super::msg::{Effect, Focus, KeyInput, Target};
use super::play::{self, MessageView, Session};
use super::text::plural;

/// How long an AI car waits after its turn comes before it moves, so each move can be seen.
pub const AI_DELAY_MS: f64 = 350.0;

/// Seconds a blitz turn lasts unless the player sets another time.
pub const BLITZ_SECONDS: u32 = 3;

/// The longest blitz turn the player may set, in seconds.
pub const MAX_BLITZ_SECONDS: u32 = 30;

/// The ways to play a track.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Mode {
    /// One car, no clock: the game as it always was.
    #[default]
    Solo,
    /// One car against a run drawn faint (the player's best, or a challenger's).
    Ghost,
    /// One car, a few seconds a turn.
    Blitz,
    /// The player against 1 to 3 AI drivers.
    Ai,
    /// 2 to 4 players taking turns at one keyboard.
    HotSeat,
}

impl Mode {
    /// Every mode, in the order of the mode choice.
    pub const ALL: [Mode; 5] = [
        Mode::Solo,
        Mode::Ghost,
        Mode::Blitz,
        Mode::Ai,
        Mode::HotSeat,
    ];

    /// The value of the mode choice: `solo`, `ghost`, `blitz`, `ai` or `hotseat`.
    pub fn name(self) -> &'static str {
        match self {
            Mode::Solo => "solo",
            Mode::Ghost => "ghost",
            Mode::Blitz => "blitz",
            Mode::Ai => "ai",
            Mode::HotSeat => "hotseat",
        }
    }

    /// The mode of a value of the mode choice.
    pub fn parse(name: &str) -> Option<Mode> {
        Mode::ALL.into_iter().find(|m| m.name() == name)
    }

    /// The fewest and most values of the player count: opponents against AI, players in
    /// hot-seat (`None`: no count).
    pub fn counts(self) -> Option<(usize, usize)> {
        match self {
            Mode::Ai => Some((1, MAX_CARS - 1)),
            Mode::HotSeat => Some((2, MAX_CARS)),
            _ => None,
        }
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
    pub levels: [Skill; MAX_CARS - 1],
    /// The hot-seat players' names, as typed.
    pub names: [String; MAX_CARS],
    /// Seconds a blitz turn lasts (1 to 30).
    pub blitz_seconds: u32,
}

impl Default for Setup {
    fn default() -> Setup {
        Setup {
            mode: Mode::Solo,
            opponents: 1,
            players: 2,
            levels: [Skill::Club; MAX_CARS - 1],
            names: Default::default(),
            blitz_seconds: BLITZ_SECONDS,
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
    /// Start the game in the chosen mode.
    Start,
}

/// Who drives a car of a race.
#[derive(Clone, Debug)]
pub enum Seat {
    /// A player at this page.
    Human,
    /// An AI driver.
    Ai(Driver),
}

/// A race being run on the play screen.
#[derive(Clone, Debug)]
pub struct RaceRun {
    /// The race.
    pub race: Race,
    /// Who drives each car.
    pub seats: Vec<Seat>,
    /// The length of a blitz turn in milliseconds (`None`: no clock).
    pub turn_ms: Option<f64>,
    /// Milliseconds left of the blitz turn.
    pub remaining_ms: f64,
    /// Milliseconds an AI car to move has waited.
    waited_ms: f64,
    /// The previous tick's clock reading, while the clock counts.
    last_now: Option<f64>,
}

impl RaceRun {
    /// The car to move, if a player drives it.
    pub fn human_to_move(&self) -> Option<CarId> {
        self.race
            .to_move()
            .filter(|c| matches!(self.seats[c.index()], Seat::Human))
    }

    /// A new turn began: the clocks start again.
    fn turn_began(&mut self) {
        self.waited_ms = 0.0;
        self.remaining_ms = self.turn_ms.unwrap_or(0.0);
    }

    /// Whether the clock must tick: an AI car is to move, or a blitz clock runs.
    pub fn needs_tick(&self) -> bool {
        self.race
            .to_move()
            .is_some_and(|c| matches!(self.seats[c.index()], Seat::Ai(_)) || self.turn_ms.is_some())
    }

    /// The car's name.
    pub fn name(&self, car: CarId) -> &str {
        self.race.car(car).map_or("", |c| c.name())
    }
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
}

/// Whether the mode panel shows: on the play screen, before the first move and any start.
pub fn panel_visible(model: &Model) -> bool {
    model.screen == Screen::Play
        && model.session.as_ref().is_some_and(|s| {
            !s.racing.started && s.racing.run.is_none() && s.game.trajectory().is_empty()
        })
}

/// Back to the mode panel (Retry, New race): the race is dropped, the setup kept.
pub(crate) fn reset(s: &mut Session) {
    s.racing.run = None;
    s.racing.started = false;
}

/// A change of the mode panel, or its start.
pub(crate) fn input(model: &mut Model, input: RaceInput) -> Vec<Effect> {
    let Some(s) = &mut model.session else {
        return Vec::new();
    };
    let setup = &mut s.racing.setup;
    match input {
        RaceInput::Mode(name) => setup.mode = Mode::parse(&name).unwrap_or_default(),
        RaceInput::Count(n) => {
            if let (Some((low, high)), Ok(n)) = (setup.mode.counts(), n.trim().parse::<usize>()) {
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
                *slot = name.chars().take(4 * crate::race::MAX_NAME_CHARS).collect();
            }
        }
        RaceInput::BlitzSeconds(seconds) => {
            if seconds.is_finite() {
                setup.blitz_seconds =
                    seconds.round().clamp(1.0, f64::from(MAX_BLITZ_SECONDS)) as u32;
            }
        }
        RaceInput::Start => return start(model),
    }
    model.scene_dirty = true;
    Vec::new()
}

/// The name of a player as typed, or `Player n` when it is not a valid name.
fn name_or_default(typed: &str, n: usize) -> String {
    player_name(typed).unwrap_or_else(|_| format!("Player {n}"))
}

/// The AI cars' names: the level, numbered when two cars share one.
fn ai_names(levels: &[Skill]) -> Vec<String> {
    levels
        .iter()
        .enumerate()
        .map(|(i, skill)| {
            let word = skill.name();
            let title = word[..1].to_uppercase() + &word[1..];
            let same = levels.iter().filter(|s| *s == skill).count();
            let nth = levels[..=i].iter().filter(|s| *s == skill).count();
            if same > 1 {
                format!("{title} AI {nth}")
            } else {
                format!("{title} AI")
            }
        })
        .collect()
}

/// Starts the chosen mode: solo and ghost hide the panel; blitz and the races set up a race.
fn start(model: &mut Model) -> Vec<Effect> {
    let seed = model.next_generation();
    let player = model.ledger.player.clone();
    let Some(s) = &mut model.session else {
        return Vec::new();
    };
    let setup = s.racing.setup.clone();
    let you = player_name(&player).unwrap_or_else(|_| "You".into());
    let (names, seats, turn_ms) = match setup.mode {
        Mode::Solo | Mode::Ghost => {
            s.racing.started = true;
            model.scene_dirty = true;
            if setup.mode == Mode::Ghost && s.ghost.is_none() {
                super::ghost::race_best_run(model);
            }
            model.announce(format!("Go! {}", play::status_text(model)));
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
            names.extend(ai_names(levels));
            let mut seats = vec![Seat::Human];
            seats.extend(
                levels
                    .iter()
                    .enumerate()
                    .map(|(i, &skill)| Seat::Ai(Driver::new(skill, seed * 8 + i as u64))),
            );
            (names, seats, None)
        }
        Mode::HotSeat => {
            let names = (0..setup.players)
                .map(|i| name_or_default(&setup.names[i], i + 1))
                .collect();
            (names, vec![Seat::Human; setup.players], None)
        }
    };
    let options = RaceOptions {
        turns: TurnOrder::HotSeat,
        seed,
        ..RaceOptions::default()
    };
    match Race::new(s.game.track().clone(), s.game.rules(), names, options) {
        Ok(race) => {
            let mut run = RaceRun {
                race,
                seats,
                turn_ms,
                remaining_ms: 0.0,
                waited_ms: 0.0,
                last_now: None,
            };
            run.turn_began();
            let cars: Vec<String> = (0..run.race.cars().len())
                .map(|i| format!("{} (car {})", run.name(CarId(i)), i + 1))
                .collect();
            let words = format!("Race started: {}. {}", cars.join(", "), turn_words(&run));
            s.racing.run = Some(run);
            s.highlight = None;
            model.scene_dirty = true;
            model.announce(words);
            vec![Effect::Focus(Focus::Canvas)]
        }
        Err(e) => {
            s.note = Some(format!("This race cannot start: {e}."));
            Vec::new()
        }
    }
}

/// Whose turn it is, in words.
fn turn_words(run: &RaceRun) -> String {
    let Some(car) = run.race.to_move() else {
        return String::new();
    };
    let name = run.name(car);
    match &run.seats[car.index()] {
        Seat::Ai(_) => format!("{name} (car {}) is next.", car.0 + 1),
        Seat::Human => match run.race.car(car).and_then(|c| c.position()) {
            None => format!("{name} (car {}): place the car.", car.0 + 1),
            Some(_) => format!(
                "{name} (car {}) to move: {}.",
                car.0 + 1,
                plural(run.race.options(car).len(), "option")
            ),
        },
    }
}

/// "row 3, column 5".
fn place_words(p: Point) -> String {
    format!("row {}, column {}", p.row + 1, p.col + 1)
}

/// What a screen reader hears of the race's events.
fn event_words(run: &RaceRun, events: &[Event]) -> String {
    let mut parts = Vec::new();
    for event in events {
        parts.push(match event {
            Event::Placed { car, at } => {
                format!("{} placed at {}.", run.name(*car), place_words(*at))
            }
            Event::Moved { car, from, to } => format!(
                "{} to {}, speed {}.",
                run.name(*car),
                place_words(*to),
                (*to - *from).speed()
            ),
            Event::Finished { car, moves } => {
                format!("{} finished in {}.", run.name(*car), plural(*moves, "move"))
            }
            Event::Crashed { car, at, penalty } => format!(
                "{} crashed at {}: {} to sit out.",
                run.name(*car),
                place_words(*at),
                plural(*penalty as usize, "turn")
            ),
            Event::SatOut { car, turns_left } => {
                format!("{} sits out a turn ({} left).", run.name(*car), turns_left)
            }
            Event::Retired { car } => format!("{} retired.", run.name(*car)),
            Event::Over => format!("Race over: {}.", result_lines(run).join("; ")),
            Event::Chose { .. } | Event::Round { .. } | Event::Refused { .. } => continue,
        });
    }
    parts.push(turn_words(run));
    parts.join(" ")
}

/// One line per car of the standings: "1. Ann, 12 moves".
fn result_lines(run: &RaceRun) -> Vec<String> {
    run.race
        .standings()
        .iter()
        .map(|st| {
            let state = match st.state {
                CarState::Finished { .. } => String::new(),
                other => format!(" ({})", other.name()),
            };
            format!(
                "{}. {}, {}{state}",
                st.place,
                run.name(st.car),
                plural(st.moves, "move")
            )
        })
        .collect()
}

/// After a move of any car: the words, the clocks, and the focus to the box at the end.
fn after_move(model: &mut Model, prefix: &str, events: &[Event]) -> Vec<Effect> {
    let Some(run) = model.session.as_mut().and_then(|s| s.racing.run.as_mut()) else {
        return Vec::new();
    };
    run.turn_began();
    let words = format!("{prefix}{}", event_words(run, events));
    let over = run.race.is_over();
    if let Some(s) = &mut model.session {
        s.highlight = None;
        s.hover = None;
    }
    model.scene_dirty = true;
    model.announce(words);
    if over {
        vec![Effect::Focus(Focus::MessagePrimary)]
    } else {
        Vec::new()
    }
}

/// One frame: the AI car to move moves once its delay has passed and the coach is ready; the
/// blitz clock counts down and plays the main point (or crashes) at 0.
pub(crate) fn tick(model: &mut Model, now: f64) -> Vec<Effect> {
    let on_play = model.screen == Screen::Play;
    let Some(s) = &mut model.session else {
        return Vec::new();
    };
    let rules = s.game.rules();
    let Some(run) = &mut s.racing.run else {
        return Vec::new();
    };
    if run.race.rules() != rules {
        reset(s);
        s.note = Some("The rules changed: the race was called off.".into());
        model.scene_dirty = true;
        return Vec::new();
    }
    // The clocks stand still while the race is not on screen.
    let dt = match (on_play, run.last_now) {
        (false, _) => {
            run.last_now = None;
            return Vec::new();
        }
        (true, Some(last)) => (now - last).max(0.0),
        (true, None) => 0.0,
    };
    run.last_now = Some(now);
    let Some(car) = run.race.to_move() else {
        return Vec::new();
    };
    let trajectory = run.race.cars()[car.index()].trajectory().to_vec();
    let options = run.race.options(car);
    match &mut run.seats[car.index()] {
        Seat::Ai(driver) => {
            run.waited_ms += dt;
            if run.waited_ms < AI_DELAY_MS {
                return Vec::new();
            }
            let choice = match &s.coaching {
                super::coaching::Coaching::TooLarge(_) => options
                    .iter()
                    .copied()
                    .min_by_key(|&p| s.distance.get(p).unwrap_or(u32::MAX)),
                coaching => match coaching.ready() {
                    Some(coach) => driver.choose(coach, &trajectory, &options),
                    None => return Vec::new(),
                },
            };
            let events = match choice {
                Some(to) => run.race.play(car, to),
                None => run.race.time_out(car),
            };
            match events {
                Ok(events) => after_move(model, "", &events),
                Err(_) => Vec::new(),
            }
        }
        Seat::Human => {
            if run.turn_ms.is_none() {
                return Vec::new();
            }
            run.remaining_ms -= dt;
            model.scene_dirty = true;
            if run.remaining_ms > 0.0 {
                return Vec::new();
            }
            let prefix = format!("Time is up for {}. ", run.name(car));
            match run.race.time_out(car) {
                Ok(events) => after_move(model, &prefix, &events),
                Err(_) => Vec::new(),
            }
        }
    }
}

/// The options of the race's player to move (`None`: no race; empty while no player may move).
pub fn options(s: &Session) -> Option<Vec<Point>> {
    let run = s.racing.run.as_ref()?;
    Some(
        run.human_to_move()
            .map_or_else(Vec::new, |c| run.race.options(c)),
    )
}

/// The option the keyboard would play: the highlight, else the main point, else the first.
pub fn keyboard_choice(s: &Session) -> Option<Point> {
    let run = s.racing.run.as_ref()?;
    let car = run.human_to_move()?;
    let options = run.race.options(car);
    let main = crate::game::main_point(run.race.cars()[car.index()].trajectory());
    s.highlight
        .filter(|h| options.contains(h))
        .or_else(|| main.filter(|m| options.contains(m)))
        .or_else(|| options.first().copied())
}

/// The player to move plays `to`, if it is one of their options.
fn play_point(model: &mut Model, to: Point) -> Vec<Effect> {
    let Some(run) = model.session.as_mut().and_then(|s| s.racing.run.as_mut()) else {
        return Vec::new();
    };
    let Some(car) = run.human_to_move() else {
        return Vec::new();
    };
    match run.race.play(car, to) {
        Ok(events) => after_move(model, "", &events),
        Err(e) => {
            let words = format!("{}.", capital(&e.to_string()));
            if let Some(s) = &mut model.session {
                s.note = Some(words.clone());
            }
            model.announce(words);
            Vec::new()
        }
    }
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// A pointer press on the canvas during a race.
pub(crate) fn pointer_down(model: &mut Model, x: f64, y: f64) -> Vec<Effect> {
    let Some(s) = &mut model.session else {
        return Vec::new();
    };
    let options = options(s).unwrap_or_default();
    match model.geometry.nearest(&options, x, y) {
        Some(p) => play_point(model, p),
        None => {
            s.note = Some(match options.is_empty() {
                true => "Wait for your turn.".into(),
                false => "Click one of the circles: they are the legal moves.".into(),
            });
            model.scene_dirty = true;
            vec![Effect::Focus(Focus::Canvas)]
        }
    }
}

/// Keys during a race: digits, arrows and Enter as in solo; no undo.
pub(crate) fn key(model: &mut Model, k: &KeyInput) -> Vec<Effect> {
    let Some(s) = &mut model.session else {
        return Vec::new();
    };
    let free = matches!(k.target, Target::Canvas | Target::Body);
    let mut effects = Vec::new();
    if let Some(a) = play::digit_of(k) {
        let Some(run) = &s.racing.run else {
            return Vec::new();
        };
        let Some(car) = run.human_to_move() else {
            s.note = Some(waiting_words(run));
            model.scene_dirty = true;
            return vec![Effect::PreventDefault];
        };
        let trajectory = run.race.cars()[car.index()].trajectory();
        let Some(&here) = trajectory.last() else {
            s.note =
                Some("Place the car on a start point first (arrows, Enter, or a click).".into());
            model.scene_dirty = true;
            return vec![Effect::PreventDefault];
        };
        let to = candidates(here, crate::game::velocity(trajectory))[a.index()];
        let why = blocked(run.race.track(), run.race.rules(), here, to);
        match why {
            _ if run.race.options(car).contains(&to) => effects.extend(play_point(model, to)),
            Some(why) => {
                let words = format!(
                    "Key {} ({}): that move goes {}.",
                    a.digit(),
                    a.name(),
                    why.name()
                );
                s.note = Some(words.clone());
                model.announce(words);
            }
            None => {
                let words = format!("Key {} ({}): another car is there.", a.digit(), a.name());
                s.note = Some(words.clone());
                model.announce(words);
            }
        }
    } else {
        let dir = match k.key.as_str() {
            "ArrowUp" if free => Some((-1, 0)),
            "ArrowDown" if free => Some((1, 0)),
            "ArrowLeft" if free => Some((0, -1)),
            "ArrowRight" if free => Some((0, 1)),
            _ => None,
        };
        match (k.key.as_str(), dir) {
            (_, Some(dir)) => {
                if let Some(from) = keyboard_choice(s) {
                    let options = options(s).unwrap_or_default();
                    s.highlight = Some(play::toward(&options, from, dir));
                }
            }
            ("Backspace", _) => s.note = Some("There is no undo in a race.".into()),
            ("Enter" | " ", _) if free => match keyboard_choice(s) {
                Some(p) => effects.extend(play_point(model, p)),
                None => {
                    if let Some(run) = &s.racing.run {
                        s.note = Some(waiting_words(run));
                    }
                }
            },
            _ => return Vec::new(),
        }
    }
    model.scene_dirty = true;
    effects.push(Effect::PreventDefault);
    effects
}

/// Why no player may move now.
fn waiting_words(run: &RaceRun) -> String {
    match run.race.to_move() {
        None => "The race is over: Retry for a new race.".into(),
        Some(car) => format!("Wait: it is {}'s turn.", run.name(car)),
    }
}

/// The status line during a race.
pub fn status_text(s: &Session) -> Option<String> {
    let run = s.racing.run.as_ref()?;
    let race = &run.race;
    let Some(car) = race.to_move() else {
        return Some(format!("Race over · {}", result_lines(run).join(" · ")));
    };
    let c = &race.cars()[car.index()];
    let who = format!("{} (car {})", c.name(), car.0 + 1);
    let mut text = match (&run.seats[car.index()], c.position()) {
        (Seat::Ai(_), _) => format!("{who} is driving…"),
        (Seat::Human, None) => {
            format!("{who}: place the car: click a start point (striped), or arrows and Enter.")
        }
        (Seat::Human, Some(_)) => format!(
            "{who} to move · moves {} · speed {} · {}",
            c.moves(),
            c.velocity().speed(),
            plural(race.options(car).len(), "option")
        ),
    };
    if run.turn_ms.is_some() && matches!(run.seats[car.index()], Seat::Human) {
        text += &format!(" · {:.1} s left", run.remaining_ms.max(0.0) / 1000.0);
    }
    if let Some(note) = &s.note {
        text += &format!(" — {note}");
    }
    Some(text)
}

/// The status line's numbers during a race: the car to move's moves and speed and the race's
/// state (`placing`, `playing`, `over`).
pub fn numbers(s: &Session) -> Option<(usize, i32, &'static str)> {
    let run = s.racing.run.as_ref()?;
    let Some(car) = run.race.to_move() else {
        return Some((0, 0, "over"));
    };
    let c = &run.race.cars()[car.index()];
    let state = if c.position().is_none() {
        "placing"
    } else {
        "playing"
    };
    Some((c.moves(), c.velocity().speed(), state))
}

/// The box at the end of a race: the winner and the standings (`None` while it runs).
pub fn message(s: &Session) -> Option<MessageView> {
    let run = s.racing.run.as_ref()?;
    if !run.race.is_over() {
        return None;
    }
    let standings = run.race.standings();
    let text = match standings.first() {
        Some(first) if matches!(first.state, CarState::Finished { .. }) => format!(
            "Race over: {} wins in {}. Retry for a new race.",
            run.name(first.car),
            plural(first.moves, "move")
        ),
        _ => "Race over. Retry for a new race.".into(),
    };
    Some(MessageView {
        kind: "race",
        text,
        reasons: result_lines(run),
        undo_first: false,
    })
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// The car, 1-based (its colour).
    pub car: usize,
    /// The player's name (text, never markup).
    pub name: String,
    /// Moves so far, the score once finished.
    pub moves: usize,
    /// The place, from 1.
    pub place: usize,
    /// `placing`, `running`, `sitting out`, `finished` or `retired`.
    pub state: &'static str,
}

/// The mode panel's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupView {
    /// The mode's value.
    pub mode: &'static str,
    /// The player count's range and value, when the mode has one.
    pub count: Option<(usize, usize, usize)>,
    /// The level of each AI car, car 2 first (against AI only).
    pub levels: Vec<&'static str>,
    /// The hot-seat players' names as typed (hot-seat only).
    pub names: Vec<String>,
    /// Seconds a blitz turn lasts (blitz only).
    pub blitz_seconds: Option<u32>,
}

/// What the page shows of the modes and the race.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct RaceView {
    /// The mode panel, while it shows.
    pub setup: Option<SetupView>,
    /// The car to move, 1-based, during a race.
    pub car: Option<usize>,
    /// Milliseconds left of a blitz turn.
    pub clock_ms: Option<u64>,
    /// The standings, during and after a race.
    pub standings: Vec<StandingRow>,
}

/// The page's view of the modes and the race.
pub fn view(model: &Model) -> RaceView {
    let Some(s) = &model.session else {
        return RaceView::default();
    };
    let setup = &s.racing.setup;
    let mut view = RaceView {
        setup: panel_visible(model).then(|| SetupView {
            mode: setup.mode.name(),
            count: setup.mode.counts().map(|(low, high)| {
                let n = match setup.mode {
                    Mode::Ai => setup.opponents,
                    _ => setup.players,
                };
                (low, high, n)
            }),
            levels: match setup.mode {
                Mode::Ai => setup.levels[..setup.opponents]
                    .iter()
                    .map(|s| s.name())
                    .collect(),
                _ => Vec::new(),
            },
            names: match setup.mode {
                Mode::HotSeat => setup.names[..setup.players].to_vec(),
                _ => Vec::new(),
            },
            blitz_seconds: (setup.mode == Mode::Blitz).then_some(setup.blitz_seconds),
        }),
        ..RaceView::default()
    };
    if let Some(run) = &s.racing.run {
        view.car = run.race.to_move().map(|c| c.0 + 1);
        view.clock_ms = run
            .turn_ms
            .filter(|_| run.human_to_move().is_some())
            .map(|_| run.remaining_ms.max(0.0).ceil() as u64);
        view.standings = run
            .race
            .standings()
            .iter()
            .map(|st| StandingRow {
                car: st.car.0 + 1,
                name: run.name(st.car).to_owned(),
                moves: st.moves,
                place: st.place,
                state: st.state.name(),
            })
            .collect();
    }
    view
}
