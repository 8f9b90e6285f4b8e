//! The play screen: a game on one track, moved by pointer, keys or digits, with the status line,
//! the win and crash box (a crash says why each of the nine candidates is blocked) and the
//! words announced to screen readers.

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::game::{Game, State, blocked};
use racetrack::grid::Point;
use racetrack::rules::{Acceleration, Blocked, Rules};
use racetrack::search::Search;
use racetrack::top_runs::TrackKey;
use racetrack::track::Track;
use racetrack::verdict::Optimum;

use super::board::Board;
use super::board_keys::{self, BoardKey};
use super::coaching::Coaching;
use super::ghost::Ghost;
use super::jobs::OPTIMAL;
use super::msg::{Effect, Focus, KeyInput};
use super::play_text::move_words;
pub use super::play_text::{MessageKind, MessageView, ReplayOffer, message, status_text};
use super::route::{Place, Route};
use super::solver::Watch;

/// A share link made by the Share button, and whether it reached the clipboard.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Share {
    /// The whole link.
    pub link: String,
    /// `None` while copying; then copied, or why not.
    pub copied: Option<Result<(), crate::ui::msg::CopyRefusal>>,
    /// A challenge signed [`super::share::ANONYMOUS`]: the player has given no name yet.
    pub anonymous: bool,
}

/// A game as the end box speaks of it: closed at one, it opens again when the game changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BoxKey {
    /// The session's generation (a new track, or a new run of it).
    pub generation: u64,
    /// The car's positions so far.
    pub positions: usize,
    /// The race's cars' positions so far, all together (0 alone).
    pub race_positions: usize,
}

/// A run kept in the records.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeptLine {
    /// Its positions.
    pub line: Vec<racetrack::Point>,
    /// Its rank in the track's table, if it entered the top 10.
    pub rank: Option<usize>,
    /// Whether it is kept under the stand-in name (the win box asks for the player's).
    pub unnamed: bool,
}

/// A won run kept in the records: its length (the moves of the line it was kept at) and its
/// rank among the top 10 (`None`: kept, but not among them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SavedRun {
    /// The trajectory's length when it was kept.
    pub len: usize,
    /// Its rank.
    pub rank: Option<usize>,
}

/// The daily's result card copied at a run's length, or the copy refused.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DailyCopied {
    /// The trajectory's length when it was copied.
    pub len: usize,
    /// Whether the copy succeeded.
    pub ok: bool,
}

/// The game being played and everything derived from its track.
#[derive(Debug)]
pub struct Session {
    /// The game.
    pub game: Game,
    /// The track's name.
    pub title: String,
    /// The track's address.
    pub place: Place,
    /// The track on the canvas, its layers and its camera.
    pub board: Board,
    /// The optimum under the rules in force, once known.
    pub optimum: Option<Optimum>,
    /// The key of the track's record table under the rules in force (the track written out and
    /// hashed once, not on every frame).
    pub record_key: TrackKey,
    /// Identifies this game (and rules) for its background optimum search.
    pub generation: u64,
    /// The option picked with the arrow keys.
    pub highlight: Option<Point>,
    /// Whether the canvas has the keyboard focus.
    pub focused: bool,
    /// A remark for the status line, dropped at the next event.
    pub note: Option<String>,
    /// The last share link.
    pub share: Option<Share>,
    /// The solver being watched.
    pub watch: Option<Watch>,
    /// What happened to the last solver run ("cancelled: the rules changed").
    pub solver_note: Option<String>,
    /// The coach of the track under the rules in force.
    pub coaching: Coaching,
    /// Whether the coach's optimal line is drawn beside the player's.
    pub show_line: bool,
    /// The end box closed by the player, at the game as it stood ([`Session::box_key`]): it
    /// opens again when the game changes.
    pub box_closed: Option<BoxKey>,
    /// The help this run had (Undo, the coach's counts) and this track had since it was opened
    /// (the optimal line, a watched solver): a run won with any is marked assisted in the win
    /// box, the records and the world board.
    pub assists: super::assist::Assists,
    /// The won run kept in the records (its length and rank), so the name is asked once.
    pub saved: Option<SavedRun>,
    /// The daily's result card copied (or not) at the run's length: the button says so.
    pub daily_copied: Option<DailyCopied>,
    /// Whether that run is kept under the stand-in name (the win box asks for the player's).
    pub unnamed: bool,
    /// The run last kept in the records: finished again after an Undo it is not kept twice
    /// (a new run is kept again).
    pub last_kept: Option<KeptLine>,
    /// The won run sent to the world board from the win box, and what became of it.
    pub world_sent: Option<super::world_run::Sent>,
    /// The run raced against, drawn faint.
    pub ghost: Option<Ghost>,
    /// The mode panel and the race, when one is run.
    pub racing: super::race_mode::RaceMode,
    /// The car gliding along its last move, while it does.
    pub glide: Option<super::motion::Glide>,
    /// Whether the settings sheet is open (a phone's switches, Edit and Share; on a wide
    /// screen they are always in the toolbar).
    pub settings_open: bool,
    /// The track as opened, while its checkpoints are switched off (the game is then on the
    /// track with its digits as road).
    pub with_checkpoints: Option<Track>,
    /// Where the hint or the tutorial's card last lay: kept there while it leaves the points
    /// to tap and the road ahead in sight (it moved at nearly every move on a short phone).
    pub hint_at: Option<super::box_place::HintPlace>,
    /// Until when (the page's clock, ms) a digit or Enter typed in a field is still the
    /// driver's, after a win by the keyboard ([`super::driving_keys`]).
    pub driving_until: Option<u64>,
    /// Whether this run's win turned the crash warning off (the player's first win, the
    /// switch never touched): the status line says so and names its switch.
    pub warning_ended: bool,
}

impl Session {
    /// The player did something: a remark in the status line has had its moment.
    pub(crate) fn user_acted(&mut self) {
        self.note = None;
    }

    /// The page leaves the track for a screen other than its own or its solver's: the optimal
    /// line, help for the run on screen, is hidden.
    pub(crate) fn left(&mut self) {
        self.show_line = false;
    }

    /// The road the car covers in its next two moves at its speed, down the distance map from
    /// where it stands (empty before the placement and once the game is over).
    pub fn road_ahead(&self) -> Vec<racetrack::Point> {
        match (self.game.trajectory().last(), self.game.state()) {
            (Some(&car), racetrack::game::State::Playing) => {
                let speed = self.game.velocity().speed() as usize;
                self.board.distance.road_ahead(car, 2 * (speed + 1) + 1)
            }
            _ => Vec::new(),
        }
    }

    /// Shows `decor` under the track (a level's, once it arrived; the author's own on a test
    /// drive).
    pub(crate) fn show_decor(&mut self, decor: std::rc::Rc<super::decor::Decor>) {
        self.board.decor = Some(decor);
    }

    /// Says `note` in the status line (a decor that could not be shown, ...).
    pub(crate) fn say(&mut self, note: String) {
        self.note = Some(note);
    }

    /// Whether the game is played alone (no race against other cars runs).
    pub fn solo(&self) -> bool {
        self.racing.run.is_none()
    }

    /// The game as the end box speaks of it.
    pub fn box_key(&self) -> BoxKey {
        let race = self.racing.run.as_ref().map_or(0, |r| {
            r.race().cars().iter().map(|c| c.trajectory().len()).sum()
        });
        BoxKey {
            generation: self.generation,
            positions: self.game.trajectory().len(),
            race_positions: race,
        }
    }

    /// Whether the game needs the clock: the car glides, the coach's table is being built, the
    /// watched solver plays or a race's drivers think.
    pub fn needs_tick(&self) -> bool {
        self.glide.is_some()
            || self.coaching.is_computing()
            || self.watch.as_ref().is_some_and(|w| w.playing())
            || self.racing.run.as_ref().is_some_and(|r| r.needs_tick())
    }

    /// The option the keyboard would play: the highlight, else (while the canvas has the focus)
    /// the main point when it is legal, else the first option.
    pub fn keyboard_choice(&self) -> Option<Point> {
        let options = self.game.options();
        self.highlight.filter(|h| options.contains(h)).or_else(|| {
            let main = self.game.main_point().filter(|m| options.contains(m));
            main.or_else(|| options.first().copied())
        })
    }

    /// Why each candidate is blocked, when the car has crashed: the nine, or under terrain
    /// the ones it offers ([`racetrack::rules::options`]).
    pub fn crash_reasons(&self) -> Vec<(Point, Blocked)> {
        let game = &self.game;
        let (Some(&here), State::Crashed) = (game.trajectory().last(), game.state()) else {
            return Vec::new();
        };
        let (track, rules, trajectory) = (game.track(), game.rules(), game.trajectory());
        racetrack::rules::options(track, rules, here, game.velocity())
            .map(|(_, to)| to)
            .filter_map(|to| blocked(track, rules, trajectory, to).map(|why| (to, why)))
            .collect()
    }
}

/// Opens a game on `track`, replaying `trajectory` (already known to be legal).
pub(crate) fn open(
    play: &mut Play,
    app: &mut App,
    track: Track,
    title: &str,
    place: Place,
    rules: Rules,
    trajectory: &[Point],
) -> Vec<Effect> {
    // A reload on this address resumes the run it left (its own rules and moves).
    let resumed = super::resume::take(app, &place);
    let (rules, trajectory) = match &resumed {
        Some((rules, positions)) if trajectory.is_empty() => (*rules, positions.as_slice()),
        _ => (rules, trajectory),
    };
    let mut game = Game::new(track, rules);
    for &p in trajectory {
        if game.play(p).is_err() {
            break;
        }
    }
    let generation = app.next_generation();
    let mut board = Board::new(game.track().clone(), rules, generation, &app.device);
    // A level brings its own picture; any other track gets the painted decor.
    if !matches!(place, Place::Level(_)) {
        board.decor = super::decor::painted(app, game.track());
    }
    let coaching = Coaching::new(&game);
    let record_key = TrackKey::of(game.track(), rules);
    play.session = Some(Session {
        coaching,
        show_line: false,
        box_closed: None,
        assists: Default::default(),
        saved: None,
        unnamed: false,
        last_kept: None,
        world_sent: None,
        daily_copied: None,
        ghost: None,
        racing: Default::default(),
        glide: None,
        settings_open: false,
        hint_at: None,
        driving_until: None,
        warning_ended: false,
        with_checkpoints: None,
        board,
        game,
        title: title.to_owned(),
        place: place.clone(),
        optimum: None,
        record_key,
        generation,
        highlight: None,
        focused: false,
        note: None,
        share: None,
        watch: None,
        solver_note: None,
    });
    restart_optimum(play, app);
    app.error = None;
    app.route = Route::Play(place);
    play.relayout(app);
    let status = status_text(play, app);
    let opened = app.words.with(
        "play-opened",
        &[("title", title.into()), ("status", status.into())],
    );
    app.announce(opened);
    vec![Effect::Focus(Focus::Canvas)]
}

/// The open game's optimum under its rules, computed once: the coach's table gives it when it
/// is built; a track too large for the table gets an optimal search of its own, first in line.
pub(crate) fn restart_optimum(play: &mut Play, app: &mut App) {
    let generation = app.next_generation();
    if let Some(s) = &mut play.session {
        s.generation = generation;
        s.optimum = s.coaching.optimum();
        if matches!(s.coaching, Coaching::TooLarge(_)) {
            let search = Search::new(s.game.track(), s.game.rules(), OPTIMAL);
            app.jobs.push_session(generation, search);
        }
    }
}

/// Plays `to`, then says what happened and moves the focus to the box when the race is over.
pub(crate) fn play_to(play: &mut Play, app: &mut App, to: Point) -> Vec<Effect> {
    let coach_on = play.coach_on(app);
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    // The coach's counts on screen while this move was chosen make the run assisted.
    let coached = coach_on && s.coaching.view(&s.game, &app.words).is_some();
    if s.game.play(to).is_err() {
        return Vec::new();
    }
    s.assists.coach |= coached;
    s.highlight = None;
    // The pointer is still where it clicked; what it hovers is now the next move's business.
    s.board.hover = None;
    s.share = None;
    let words = move_words(s, &app.words);
    let moved = s.game.moves() >= 1;
    app.announce(words);
    let mut seen = Vec::new();
    // The first-visit hint is a callout over the board: once the player has made a move it has
    // done its work and goes (the tutorial keeps its own steps).
    if moved && !play.playing.hint_seen && !super::tutorial::running(play, app) {
        play.playing.hint_seen = true;
        seen.push(Effect::Store {
            key: super::msg::HINT_KEY,
            value: "seen".into(),
        });
    }
    let mut effects = after_play(play, app);
    effects.extend(seen);
    effects
}

/// The focus and the best run's offer after a move: to the box when the game is over.
fn after_play(play: &mut Play, app: &mut App) -> Vec<Effect> {
    match play.session.as_ref().map(|s| s.game.state()) {
        Some(State::Won { .. }) => {
            let mut effects = vec![Effect::Focus(Focus::MessagePrimary)];
            effects.extend(super::top_runs::keep_won(play, app));
            if let Some(s) = &play.session {
                let game = &s.game;
                effects.extend(app.kept.ghost_runs.offer(
                    game.track(),
                    game.rules(),
                    game.trajectory(),
                ));
            }
            effects
        }
        Some(State::Crashed) => vec![Effect::Focus(Focus::MessagePrimary)],
        _ => Vec::new(),
    }
}

/// Takes back the last position (Undo); returns whether there was one. Taking back a move
/// marks the run assisted, until the run is taken back to before its placement: it begins anew
/// then, as with New run. The box a player closed opens again at the next end.
pub(crate) fn take_back(s: &mut Session) -> bool {
    let moved = s.game.trajectory().len() > 1;
    if !s.game.undo() {
        return false;
    }
    s.assists.undo = (s.assists.undo || moved) && !s.game.trajectory().is_empty();
    s.saved = None;
    s.box_closed = None;
    s.highlight = None;
    s.share = None;
    s.warning_ended = false;
    true
}

/// After an Undo: the first that marks a run assisted says so on the status line, where the
/// player looks (the win box's "Assisted run (Undo)" came as a surprise).
pub(crate) fn say_if_assisted(s: &mut Session, app: &App, was_clean: bool) {
    if was_clean && s.assists.undo {
        s.note = Some(app.words.get("play-undo-assisted"));
    }
}

/// Keys on the play screen; returns the effects, `PreventDefault` among them when handled.
pub(crate) fn key(play: &mut Play, app: &mut App, k: &KeyInput) -> Vec<Effect> {
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let Some(key) = board_keys::read(k) else {
        return if s.solo() {
            Vec::new()
        } else {
            super::race_mode::key(play, app, k)
        };
    };
    if s.solo() && key == BoardKey::Play && super::race_mode::waits_for_start(s) {
        let mut effects = super::race_mode::start(play, app);
        effects.extend(super::race_mode::key(play, app, k));
        return effects;
    }
    if !s.solo() {
        return super::race_mode::key(play, app, k);
    }
    let won_before = matches!(s.game.state(), State::Won { .. });
    let mut effects = Vec::new();
    match key {
        BoardKey::Digit(a) => effects.extend(play_acceleration(play, app, a)),
        BoardKey::Undo => {
            let clean = !s.assists.undo;
            if take_back(s) {
                say_if_assisted(s, app, clean);
                let words = match s.game.trajectory().last() {
                    Some(_) => {
                        let status = status_text(play, app);
                        app.words.with("play-undone", &[("status", status.into())])
                    }
                    None => app.words.get("play-undone-place"),
                };
                app.announce(words);
                effects.push(Effect::Focus(Focus::Canvas));
            } else {
                s.note = Some(app.words.get("editor-nothing-undo"));
            }
        }
        BoardKey::Toward(dir) => move_highlight(s, dir),
        BoardKey::Play => match s.keyboard_choice() {
            Some(p) => effects.extend(play_to(play, app, p)),
            None => s.note = Some(over_words(&app.words, &s.game)),
        },
    }
    super::driving_keys::after_board_key(play, k, won_before);
    effects.push(Effect::PreventDefault);
    effects
}

/// What to say when a key asks for a move and the race is over.
fn over_words(words: &super::i18n::Words, game: &Game) -> String {
    words.get(match game.state() {
        State::Won { .. } => "play-over-won",
        _ => "play-over-stuck",
    })
}

/// A digit key: the candidate of its acceleration, if legal; otherwise says why not.
fn play_acceleration(play: &mut Play, app: &mut App, a: Acceleration) -> Vec<Effect> {
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let game = &s.game;
    if !game.trajectory().is_empty() && game.state().is_over() {
        s.note = Some(over_words(&app.words, game));
        return Vec::new();
    }
    let options = game.options();
    let car = board_keys::Mover {
        track: game.track(),
        rules: game.rules(),
        trajectory: game.trajectory(),
        options: &options,
    };
    match board_keys::digit_target(car, a) {
        Ok(to) => play_to(play, app, to),
        Err(why) => {
            let words = board_keys::refusal_words(&app.words, why, a);
            s.note = Some(words.clone());
            app.announce(words);
            Vec::new()
        }
    }
}

/// Moves the keyboard highlight towards `(dr, dc)`: to the nearest option that way.
fn move_highlight(s: &mut Session, (dr, dc): (i32, i32)) {
    let options = s.game.options();
    let Some(from) = s.keyboard_choice() else {
        return;
    };
    s.highlight = Some(toward(&options, from, (dr, dc)));
}

/// The nearest of `options` from `from` towards `(dr, dc)` (`from` itself when none lies that way).
pub(crate) fn toward(options: &[Point], from: Point, (dr, dc): (i32, i32)) -> Point {
    options
        .iter()
        .filter_map(|&p| {
            let (r, c) = (p.row - from.row, p.col - from.col);
            let along = r * dr + c * dc;
            let across = (r * dc - c * dr).abs();
            (along > 0).then_some((along + 2 * across, p))
        })
        .min_by_key(|&(cost, p)| (cost, p.row, p.col))
        .map_or(from, |(_, p)| p)
}

/// A pointer press on the canvas: plays the option under it.
pub(crate) fn pointer_down(play: &mut Play, app: &mut App, x: f64, y: f64) -> Vec<Effect> {
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    if s.solo() && super::race_mode::waits_for_start(s) {
        let mut effects = super::race_mode::start(play, app);
        effects.extend(super::race_mode::pointer_down(play, app, x, y));
        return effects;
    }
    if !s.solo() {
        return super::race_mode::pointer_down(play, app, x, y);
    }
    let options = s.game.options();
    match board_keys::tap(
        &s.board.camera.geometry(),
        &options,
        (x, y),
        (app.device.touch, &app.words),
    ) {
        Ok(p) => play_to(play, app, p),
        Err(words) => {
            if let Some(words) = words {
                s.note = Some(words);
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
    }
}

/// The pointer moved over the canvas (`None`: it left).
pub(crate) fn pointer_move(play: &mut Play, at: Option<(f64, f64)>) {
    let Some(s) = &mut play.session else {
        return;
    };
    let options = super::race_mode::options(s).unwrap_or_else(|| s.game.options());
    let hover = at.and_then(|(x, y)| s.board.camera.geometry().nearest(&options, x, y));
    s.board.hover = hover;
}

/// Changes the rules of the open game (the trajectory is kept as far as it stays legal).
pub(crate) fn set_rules(play: &mut Play, app: &mut App, rules: Rules) {
    let Some(s) = &mut play.session else {
        return;
    };
    if s.game.rules() == rules {
        return;
    }
    // Other rules are another game: the run starts anew.
    s.game.restart();
    s.game.set_rules(rules);
    s.record_key = TrackKey::of(s.game.track(), rules);
    s.coaching = Coaching::new(&s.game);
    s.show_line = false;
    s.highlight = None;
    s.share = None;
    if s.watch.take().is_some() {
        let rules = crate::ui::play_text::rules_words(&app.words, rules);
        s.solver_note = Some(
            app.words
                .with("play-rules-changed", &[("rules", rules.into())]),
        );
    }
    let generation = app.next_generation();
    if let Some(s) = &mut play.session {
        s.board.set_rules(rules, generation);
    }
    restart_optimum(play, app);
    let rules = crate::ui::play_text::rules_words(&app.words, rules);
    let status = status_text(play, app);
    let words = app.words.with(
        "play-rules-now",
        &[("rules", rules.into()), ("status", status.into())],
    );
    app.announce(crate::ui::text::capitalised(&words));
}

/// Switches the open track's checkpoints off (the game goes on the track with its digits as
/// road, as Karopapier's games without checkpoints) or back on: another game, a new run.
pub(crate) fn set_checkpoints(play: &mut Play, app: &mut App, on: bool) {
    let Some(s) = &mut play.session else {
        return;
    };
    let track = match (on, s.with_checkpoints.take()) {
        (true, Some(full)) => full,
        (false, None) if s.game.track().checkpoints() != 0 => {
            let full = s.game.track().clone();
            let plain = full.without_checkpoints();
            s.with_checkpoints = Some(full);
            plain
        }
        (_, kept) => {
            s.with_checkpoints = kept;
            return;
        }
    };
    let rules = s.game.rules();
    s.game = Game::new(track.clone(), rules);
    s.record_key = TrackKey::of(s.game.track(), rules);
    s.coaching = Coaching::new(&s.game);
    // The run raced against was on the other track.
    s.ghost = None;
    s.watch = None;
    super::race_mode::clear_run(s);
    let generation = app.next_generation();
    if let Some(s) = &mut play.session {
        s.board.set_track(track, generation);
    }
    restart_optimum(play, app);
    let status = status_text(play, app);
    let said = app.words.with(
        "play-checkpoints",
        &[
            ("on", if on { "yes" } else { "no" }.into()),
            ("status", status.into()),
        ],
    );
    app.announce(said);
}

/// The route of the open track's play screen.
pub(crate) fn route(s: &Session) -> Route {
    Route::Play(s.place.clone())
}
