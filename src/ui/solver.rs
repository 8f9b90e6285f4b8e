//! The solver screen: a search on the open game's track, stepped a slice per tick, drawn as a
//! heat layer, the latest explored segments and the result, with the player's game dimmed on
//! top, waiting unchanged.

use crate::ui::app::App;
use crate::ui::model::Play;
use std::collections::VecDeque;
use std::sync::LazyLock;

use racetrack::grid::Grid;
use racetrack::grid::Point;
use racetrack::search::{Observer, Outcome, Progress, Search, Solver, Stats};
use racetrack::track::Track;

use super::i18n::Words;
use super::model::Screen;
use super::msg::Effect;
use super::play::{self, Session};
use super::play_scene;
use super::route::Route;
use super::scene::{self, Colour, Layer, LayerDraw, Scene, Shape};

/// The slider's range: position `s` runs `10^(s/10)` expansions per second (1 to 1,000,000);
/// the top position runs as fast as the frame allows.
pub const SPEED_MAX: f64 = 70.0;
/// The slider's starting position: 10,000 expansions per second.
pub const SPEED_DEFAULT: f64 = 40.0;
/// Milliseconds of search per frame at most, so the page keeps 60 frames per second.
pub const SLICE_MS: f64 = 6.0;
/// Milliseconds of search per frame for "Solve instantly".
pub const INSTANT_SLICE_MS: f64 = 30.0;
/// Explored segments kept for drawing; older ones live on in the heat layer.
pub const RECENT_SEGMENTS: usize = 1500;

/// About how long a watched search lasts at the pace fitted to it, in seconds.
pub const WATCH_SECONDS: f64 = 8.0;
/// The slowest pace fitted to a search, in expansions per second.
const SLOWEST_PACE: f64 = 10.0;
/// Expansions counted ahead of a watch to fit its pace; a larger search keeps the default.
const PACE_PROBE: usize = 100_000;

/// The slider's position at which a search of `expansions` lasts about [`WATCH_SECONDS`]:
/// from 10 expansions a second up to the default pace (a larger search than that takes longer).
pub fn pace_for(expansions: u64) -> f64 {
    let fastest = rate_of(SPEED_DEFAULT).unwrap_or(10_000.0);
    let rate = (expansions as f64 / WATCH_SECONDS).clamp(SLOWEST_PACE, fastest);
    (100.0 * rate.log10()).round() / 10.0
}

/// How many expansions `solver` takes on `track` (`None` past [`PACE_PROBE`]): run ahead of
/// the watch, unseen (A* solves First circuit in a few hundred expansions, gone in one frame
/// at the default pace).
fn expansions(track: &Track, rules: racetrack::rules::Rules, solver: Solver) -> Option<u64> {
    let mut search = Search::new(track, rules, solver);
    (search.step(PACE_PROBE, &mut ()) == Progress::Done).then(|| search.stats().expanded)
}

/// Expansions per second at a slider position, `None` for as fast as possible.
pub fn rate_of(speed: f64) -> Option<f64> {
    (speed < SPEED_MAX).then(|| 10f64.powf(speed.clamp(0.0, SPEED_MAX) / 10.0))
}

/// The slider's label.
pub fn speed_words(words: &Words, speed: f64) -> String {
    match rate_of(speed) {
        Some(rate) => {
            let rate = two_significant(rate);
            let shown = words.number(rate, if rate < 1.0 { 1 } else { 0 });
            words.with(
                "solver-speed",
                &[("rate", rate.into()), ("shown", shown.into())],
            )
        }
        None => words.get("solver-fastest"),
    }
}

/// `x` rounded to two significant digits (to tenths under 1): 3,162 is 3,200.
fn two_significant(x: f64) -> f64 {
    if !x.is_finite() || x < 1.0 {
        return (x.max(0.0) * 10.0).round() / 10.0;
    }
    let magnitude = 10f64.powi((x.log10().floor() as i32 - 1).max(0));
    (x / magnitude).round() * magnitude
}

/// A duration as `words`' language writes it: `850 ms`, `3.2 s`.
fn duration_words(words: &Words, ms: f64) -> String {
    if ms < 1000.0 {
        // At most four digits: no group separator.
        let shown = (ms.max(0.0).round() as u64).to_string();
        words.with("duration-ms", &[("ms", shown.into())])
    } else {
        let shown = words.number((ms / 100.0).round() / 10.0, 1);
        words.with("duration-s", &[("s", shown.into())])
    }
}

/// Heat colours by visit count: yellow to red on a log scale, saturating at 255 visits.
static HEAT_COLOURS: LazyLock<[[u8; 4]; 256]> = LazyLock::new(|| {
    let scale = 255f64.ln_1p();
    std::array::from_fn(|count| {
        let t = (count as f64).ln_1p() / scale;
        let mix = |a: f64, b: f64| (a + (b - a) * t).round() as u8;
        let alpha = if count == 0 {
            0
        } else {
            (60.0 + 130.0 * t) as u8
        };
        [mix(255.0, 230.0), mix(214.0, 40.0), mix(70.0, 40.0), alpha]
    })
});

/// Records what a search explores: visits and heat pixels per point, the latest segments.
struct Recorder<'a> {
    heat: &'a mut Grid<u8>,
    pixels: &'a mut [u8],
    recent: &'a mut VecDeque<(Point, Point)>,
    step: Option<&'a mut Vec<(Point, Point)>>,
}

impl Observer for Recorder<'_> {
    fn explored(&mut self, from: Point, to: Point) {
        if let Some(i) = self.heat.index(to) {
            let count = self.heat.as_slice()[i].saturating_add(1);
            self.heat.as_mut_slice()[i] = count;
            self.pixels[4 * i..4 * i + 4].copy_from_slice(&HEAT_COLOURS[usize::from(count)]);
        }
        if self.recent.len() == RECENT_SEGMENTS {
            self.recent.pop_front();
        }
        self.recent.push_back((from, to));
        if let Some(step) = &mut self.step {
            step.push((from, to));
        }
    }
}

/// A search being watched.
pub struct Watch {
    search: Search,
    playing: bool,
    instant: bool,
    /// Visits per point, saturating at 255.
    heat: Grid<u8>,
    /// The heat layer's RGBA pixels.
    pub pixels: Vec<u8>,
    /// Bumped when the heat pixels change.
    pub heat_version: u64,
    recent: VecDeque<(Point, Point)>,
    last_step: Vec<(Point, Point)>,
    /// Milliseconds spent searching.
    pub compute_ms: f64,
    /// Milliseconds of the clock while running.
    pub wall_ms: f64,
    credit: f64,
}

impl std::fmt::Debug for Watch {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Watch")
            .field("solver", &self.search.solver())
            .field("playing", &self.playing)
            .field("stats", &self.search.stats())
            .finish()
    }
}

impl Watch {
    fn new(track: &Track, rules: racetrack::rules::Rules, solver: Solver) -> Watch {
        Watch {
            search: Search::new(track, rules, solver),
            playing: false,
            instant: false,
            heat: Grid::new(track.rows(), track.cols(), 0),
            pixels: vec![0; 4 * track.cells().len()],
            heat_version: 0,
            recent: VecDeque::new(),
            last_step: Vec::new(),
            compute_ms: 0.0,
            wall_ms: 0.0,
            credit: 0.0,
        }
    }

    /// Whether the search runs by itself.
    pub fn playing(&self) -> bool {
        self.playing
    }

    /// Stops running by itself.
    pub fn pause(&mut self) {
        self.playing = false;
    }

    /// The outcome, once done.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.search.outcome()
    }

    /// The counters.
    pub fn stats(&self) -> Stats {
        self.search.stats()
    }

    /// The solver.
    pub fn solver(&self) -> Solver {
        self.search.solver()
    }

    /// `idle` is never a watch; `running`, `paused` or `done`.
    pub fn state(&self) -> &'static str {
        match (self.search.outcome(), self.playing) {
            (Some(_), _) => "done",
            (None, true) => "running",
            (None, false) => "paused",
        }
    }

    /// Runs about `budget` expansions; returns how many were done.
    fn advance(&mut self, budget: u64, one_step: bool) -> u64 {
        let before = self.search.stats().expanded;
        if one_step {
            self.last_step.clear();
        }
        let mut left = budget;
        while left > 0 {
            let n = left.min(4096);
            left -= n;
            let mut recorder = Recorder {
                heat: &mut self.heat,
                pixels: &mut self.pixels,
                recent: &mut self.recent,
                step: one_step.then_some(&mut self.last_step),
            };
            if self.search.step(n as usize, &mut recorder) == Progress::Done {
                self.playing = false;
                break;
            }
        }
        self.heat_version += 1;
        self.search.stats().expanded - before
    }
}

/// The watch on the open game, made anew when there is none, it is finished, or the solver or
/// rules changed; and the solver screen shown.
fn watch<'a>(play: &'a mut Play, app: &mut App) -> (Vec<Effect>, Option<&'a mut Watch>) {
    let solver = play.panel.solver;
    let mut effects = Vec::new();
    let Some(s) = &mut play.session else {
        return (effects, None);
    };
    let stale = s.watch.as_ref().is_none_or(|w| {
        w.search.outcome().is_some()
            || w.search.solver() != solver
            || w.search.rules() != s.game.rules()
    });
    if stale {
        s.watch = Some(Watch::new(s.game.track(), s.game.rules(), solver));
        // A pace that lets the exploration be seen, unless the player chose one.
        if !play.panel.speed_chosen {
            play.panel.speed =
                expansions(s.game.track(), s.game.rules(), solver).map_or(SPEED_DEFAULT, pace_for);
        }
    }
    s.assists.solver = true;
    s.solver_note = None;
    if app.route.screen() != Screen::Solver {
        let route = Route::Solve(s.place.clone());
        effects.push(Effect::PushRoute(route.to_string()));
        app.route = route;
    }
    (effects, s.watch.as_mut())
}

/// Run / Pause.
pub(crate) fn run(play: &mut Play, app: &mut App) -> Vec<Effect> {
    let (effects, w) = watch(play, app);
    if let Some(w) = w {
        w.playing = !w.playing;
        w.instant = false;
    }
    effects
}

/// One expansion, its configuration and successors highlighted.
pub(crate) fn step(play: &mut Play, app: &mut App) -> Vec<Effect> {
    let (effects, _) = watch(play, app);
    play.pause_watch();
    if let Some(w) = play.session.as_mut().and_then(|s| s.watch.as_mut()) {
        w.advance(1, true);
    }
    effects
}

/// Solve instantly: to the end, in large slices that keep the page responsive.
pub(crate) fn instant(play: &mut Play, app: &mut App) -> Vec<Effect> {
    let (effects, w) = watch(play, app);
    if let Some(w) = w {
        w.playing = true;
        w.instant = true;
    }
    effects
}

/// Back to the game: the search pauses and stays, so Forward shows it again.
pub(crate) fn back(play: &mut Play, app: &mut App) -> Vec<Effect> {
    play.pause_watch();
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let route = play::route(s);
    app.route = route.clone();
    let status = play::status_text(play, app);
    let words = app.words.with("solver-back", &[("status", status.into())]);
    app.announce(words);
    vec![
        Effect::PushRoute(route.to_string()),
        Effect::Focus(super::msg::Focus::Canvas),
    ]
}

/// Advances a running animation by one tick of `dt_ms`; returns the expansions done.
#[inline(never)]
pub(crate) fn tick(play: &mut Play, app: &mut App, dt_ms: f64) -> u64 {
    let cap = app.pace.search_budget(SLICE_MS);
    let instant_cap = app.pace.search_budget(INSTANT_SLICE_MS);
    let rate = rate_of(play.panel.speed);
    let Some(s) = &mut play.session else {
        return 0;
    };
    let Some(w) = s.watch.as_mut().filter(|w| w.playing) else {
        return 0;
    };
    w.wall_ms += dt_ms;
    let budget = match (w.instant, rate) {
        (true, _) => instant_cap,
        (false, None) => cap,
        (false, Some(rate)) => {
            w.credit = (w.credit + rate * dt_ms / 1000.0).min(cap as f64);
            let n = w.credit.floor();
            w.credit -= n;
            n as u64
        }
    };
    if budget == 0 {
        return 0;
    }
    let done = w.advance(budget, false);
    if w.search.outcome().is_some() {
        let words = result_words(w, &app.words);
        app.announce(words);
    }
    done
}

fn result_words(w: &Watch, words: &Words) -> String {
    let name = ("solver", name_words(words, w.search.solver()).into());
    match w.search.outcome() {
        Some(Outcome::Solved(t)) => {
            words.with("solver-solved", &[name, ("moves", (t.len() - 1).into())])
        }
        Some(Outcome::NoSolution { .. }) => words.with("solver-no-solution", &[name]),
        Some(Outcome::LimitReached { .. }) => words.with("solver-gave-up", &[name]),
        None => String::new(),
    }
}

/// A solver's name, as the page says it.
pub(crate) fn name_words(words: &Words, solver: Solver) -> String {
    words.get(match solver {
        Solver::Dfs => "solver-name-dfs",
        Solver::Bfs => "solver-name-bfs",
        Solver::AStar => "solver-name-astar",
        Solver::Greedy => "solver-name-greedy",
        Solver::Careful => "solver-name-careful",
    })
}

/// What a solver does, in one line.
fn description_words(words: &Words, solver: Solver) -> String {
    words.get(match solver {
        Solver::Dfs => "solver-about-dfs",
        Solver::Bfs => "solver-about-bfs",
        Solver::AStar => "solver-about-astar",
        Solver::Greedy => "solver-about-greedy",
        Solver::Careful => "solver-about-careful",
    })
}

/// What the solver panel shows.
#[derive(Clone, Debug, PartialEq)]
pub struct SolverView {
    /// `idle`, `running`, `paused` or `done`.
    pub state: &'static str,
    /// Run, Pause or Resume.
    pub run_label: String,
    /// The chosen solver's name.
    pub chosen: &'static str,
    /// What the chosen solver does.
    pub description: String,
    /// Expansions so far.
    pub expanded: String,
    /// Frontier size.
    pub frontier: String,
    /// Time spent searching.
    pub compute: String,
    /// Time on the clock while running.
    pub elapsed: String,
    /// "bfs: 21 moves", "searching…", a note about a cancelled run.
    pub result: String,
    /// The solution's move count.
    pub moves: Option<usize>,
    /// The slider's position.
    pub speed: f64,
    /// The slider's label.
    pub speed_words: String,
    /// On a track with checkpoints, the digits the configuration expanded last holds.
    pub held: Option<String>,
    /// Before a solver has been watched on this track: that watching one marks the runs on it
    /// as assisted (empty once it has).
    pub assist: String,
}

/// The solver panel of the open game.
pub fn view(play: &Play, words: &Words) -> SolverView {
    let s = play.session.as_ref();
    let w = s.and_then(|s| s.watch.as_ref());
    let stats = w.map(Watch::stats).unwrap_or_default();
    let state = w.map_or("idle", Watch::state);
    let result = match (w, s.and_then(|s| s.solver_note.clone())) {
        (_, Some(note)) => note,
        (Some(w), None) if w.search.outcome().is_some() => result_words(w, words),
        (Some(_), None) if state == "running" => words.get("solver-searching"),
        (Some(_), None) => words.get("solver-paused"),
        (None, None) => String::new(),
    };
    SolverView {
        state,
        run_label: words.get(match state {
            "running" => "solver-pause",
            "paused" => "solver-resume",
            _ => "solver-run",
        }),
        chosen: play.panel.solver.name(),
        description: description_words(words, play.panel.solver),
        expanded: words.number(stats.expanded as f64, 0),
        frontier: words.number(stats.frontier as f64, 0),
        compute: duration_words(words, w.map_or(0.0, |w| w.compute_ms)),
        elapsed: duration_words(words, w.map_or(0.0, |w| w.wall_ms)),
        result,
        moves: w.and_then(|w| w.outcome()).and_then(Outcome::moves),
        speed: play.panel.speed,
        speed_words: speed_words(words, play.panel.speed),
        held: w
            .and_then(|w| w.search.held())
            .map(|held| held_words(words, held)),
        assist: match s {
            Some(s) if !s.assists.solver => words.get("solver-assist-note"),
            _ => String::new(),
        },
    }
}

/// "Checkpoints held at the last step: 1, 3".
fn held_words(words: &Words, held: u16) -> String {
    let digits: Vec<String> = (1..=9)
        .filter(|n| held & 1 << n != 0)
        .map(|n: u16| n.to_string())
        .collect();
    if digits.is_empty() {
        words.get("solver-held-none")
    } else {
        words.with("solver-held", &[("digits", digits.join(", ").into())])
    }
}

/// The solver screen's canvas: heat, explored segments, the last step, the result, and the
/// player's game dimmed on top.
pub fn scene(play: &Play, app: &App) -> Scene {
    let Some(s) = &play.session else {
        return Scene::default();
    };
    let mut out = s.board.scene(app);
    if let Some(w) = &s.watch {
        out.layers.push(LayerDraw {
            layer: Layer::Heat,
            version: w.heat_version,
            alpha: 1.0,
        });
        search_shapes(w, &s.board.checkpoints, &mut out.shapes);
    }
    play_scene::distance_numbers(app, s, &mut out.shapes);
    scene::elements(&mut out.shapes, s.game.track(), s.game.time());
    play_scene::game_shapes(play, app, s, &mut out.shapes, 0.35);
    out
}

fn search_shapes(w: &Watch, checkpoints: &[(Point, u8)], shapes: &mut Vec<Shape>) {
    shapes.push(Shape::Segments {
        pairs: w.recent.iter().copied().collect(),
        width: scene::EXPLORE,
        colour: Colour::Explore,
        alpha: 0.55,
    });
    // The checkpoints the configuration expanded last holds, ringed.
    if let Some(held) = w.search.held() {
        for &(at, digit) in checkpoints {
            if held & 1 << digit != 0 {
                shapes.push(Shape::Ring {
                    at,
                    radius: scene::HIGHLIGHT,
                    width: scene::THICK,
                    colour: Colour::Explore,
                    alpha: 0.9,
                });
            }
        }
    }
    if let Some(&(from, _)) = w.last_step.first() {
        for &(a, b) in &w.last_step {
            shapes.push(Shape::Line {
                from: a,
                to: b,
                width: scene::TRAJECTORY_BOLD,
                colour: Colour::Explore,
                alpha: 1.0,
            });
            shapes.push(Shape::Dot {
                at: b,
                radius: scene::POSITION,
                colour: Colour::Explore,
                alpha: 1.0,
            });
        }
        shapes.push(Shape::Ring {
            at: from,
            radius: scene::HIGHLIGHT,
            width: scene::THICK,
            colour: Colour::Focus,
            alpha: 1.0,
        });
    }
    match w.search.outcome() {
        Some(Outcome::Solved(t)) => scene::trajectory(shapes, t, true, 1.0),
        Some(outcome) => {
            if let Some(p) = outcome.closest() {
                shapes.push(Shape::Ring {
                    at: p,
                    radius: scene::CLOSEST,
                    width: scene::THICK,
                    colour: Colour::Danger,
                    alpha: 1.0,
                });
            }
        }
        None => {}
    }
}

/// The heat pixels of the open game's watch, for the painter.
pub fn heat_pixels(s: &Session) -> Option<&[u8]> {
    s.watch.as_ref().map(|w| w.pixels.as_slice())
}

/// No key acts on a game the player cannot play: say how to return to it.
pub(crate) fn say_watching(play: &mut Play, app: &mut App) {
    if let Some(s) = &mut play.session {
        let words = app.words.get(if app.device.touch {
            "solver-watching-note-touch"
        } else {
            "solver-watching-note"
        });
        s.solver_note = Some(words.clone());
        app.announce(words);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn durations_and_rates_read_well() {
        let english = Words::english();
        assert_eq!(duration_words(&english, 12.4), "12 ms");
        assert_eq!(duration_words(&english, 3_210.0), "3.2 s");
        assert_eq!(duration_words(&english, 999.6), "1000 ms");
        assert_eq!(duration_words(&english, 59_960.0), "60.0 s");
        assert_eq!(two_significant(0.44), 0.4);
        assert_eq!(two_significant(f64::NAN), 0.0);
        assert_eq!(two_significant(3162.3), 3200.0);
        assert_eq!(two_significant(10.0), 10.0);
        assert_eq!(two_significant(1.0), 1.0);
        assert_eq!(english.number(two_significant(3162.3), 0), "3,200");
    }
}
