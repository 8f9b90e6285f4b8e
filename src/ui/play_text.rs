//! What the play screen says: the status line, the words after each move, and the win or crash
//! box (with its verdict, the coach's losses and the crash's reasons).

use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::game::State;
use racetrack::rules::Blocked;
use racetrack::verdict::{Optimum, Verdict};

use super::coaching::losses_words;
use super::ghost;
use super::i18n::Words;
use super::model::Screen;
use super::play::Session;
use super::scene;

/// What a screen reader hears after a move.
pub(super) fn move_words(s: &Session, words: &Words) -> String {
    let game = &s.game;
    let Some(&at) = game.trajectory().last() else {
        return String::new();
    };
    let (row, col) = (i64::from(at.row) + 1, i64::from(at.col) + 1);
    let options = game.options().len();
    match game.state() {
        State::Won { moves } => words.with(
            "move-won",
            &[
                ("moves", moves.into()),
                ("verdict", verdict(s, words).into()),
            ],
        ),
        State::Crashed => words.with(
            "move-crashed",
            &[
                ("row", row.into()),
                ("col", col.into()),
                ("reasons", crash_words(s, words).into()),
            ],
        ),
        _ if game.moves() == 0 => words.with(
            "move-placed",
            &[
                ("row", row.into()),
                ("col", col.into()),
                ("options", options.into()),
            ],
        ),
        _ => words.with(
            "move-made",
            &[
                ("number", game.moves().into()),
                ("row", row.into()),
                ("col", col.into()),
                ("speed", i64::from(game.velocity().speed()).into()),
                ("options", options.into()),
            ],
        ),
    }
}

/// An optimum's words: its moves, or why there is none.
fn optimum_words(words: &Words, optimum: Optimum) -> String {
    match optimum {
        Optimum::Moves(n) => words.with("card-optimum", &[("moves", n.into())]),
        Optimum::NoSolution => words.get("card-no-solution"),
        Optimum::TooLarge => words.get("card-too-large"),
    }
}

/// A crash reason's words.
pub(crate) fn blocked_words(words: &Words, why: Blocked) -> String {
    words.get(match why {
        Blocked::OffTrack => "blocked-off",
        Blocked::IntoWall => "blocked-into-wall",
        Blocked::ThroughWall => "blocked-through-wall",
        Blocked::ThroughPinch => "blocked-pinch",
        Blocked::Element => "blocked-element",
        Blocked::StandingStill => "blocked-standing-still",
    })
}

/// The rules' name in a sentence ("strict rules").
pub(crate) fn rules_words(words: &Words, rules: racetrack::rules::Rules) -> String {
    words.get(match rules {
        racetrack::rules::Rules::Strict => "rules-strict",
        racetrack::rules::Rules::Soft => "rules-soft",
        racetrack::rules::Rules::Karopapier => "rules-karopapier",
    })
}

/// The verdict on a won game against the optimum.
fn verdict(s: &Session, words: &Words) -> String {
    let State::Won { moves } = s.game.state() else {
        return String::new();
    };
    match (racetrack::verdict::judge(moves, s.optimum), s.optimum) {
        (Verdict::Optimal, _) => words.get("verdict-optimal"),
        (Verdict::Above { extra, percent }, Some(Optimum::Moves(best))) => words.with(
            "verdict-above",
            &[
                ("best", best.into()),
                ("extra", extra.into()),
                ("percent", (percent as f64).into()),
            ],
        ),
        (_, None) => words.get("verdict-computing"),
        (_, Some(optimum)) => words.with(
            "verdict-other",
            &[("optimum", optimum_words(words, optimum).into())],
        ),
    }
}

/// The crash's blocked candidates counted by reason, in a fixed order, reasons with none left out.
fn crash_counts(s: &Session) -> Vec<(Blocked, usize)> {
    let reasons = s.crash_reasons();
    [
        Blocked::OffTrack,
        Blocked::IntoWall,
        Blocked::ThroughWall,
        Blocked::ThroughPinch,
        Blocked::Element,
    ]
    .into_iter()
    .map(|why| (why, reasons.iter().filter(|(_, w)| *w == why).count()))
    .filter(|&(_, n)| n > 0)
    .collect()
}

/// The crash box's sentence, in plain words: the speed the car had and where every next point
/// lies ("Crashed at speed 3 ↓ (3 down): every next point is in or behind the wall."). A move
/// landing off the grid cannot be drawn on the board, so those are told apart.
fn crash_text(s: &Session, words: &Words) -> String {
    let track = s.game.track();
    let reasons = s.crash_reasons();
    let off = reasons.iter().filter(|(p, _)| !track.contains(*p)).count();
    let has = |kinds: &[Blocked]| reasons.iter().any(|(_, w)| kinds.contains(w));
    let mut places = Vec::new();
    if has(&[
        Blocked::IntoWall,
        Blocked::ThroughWall,
        Blocked::ThroughPinch,
    ]) {
        places.push(words.get("crash-place-wall"));
    }
    if has(&[Blocked::OffTrack]) {
        places.push(words.get("crash-place-off"));
    }
    if has(&[Blocked::Element]) {
        places.push(words.get("crash-place-element"));
    }
    let shown = match (off, reasons.len() - off) {
        (0, _) => words.get("crash-shown-marked"),
        (_, 0) => words.get("crash-shown-edge"),
        (1, _) => words.get("crash-shown-one-off"),
        (off, _) => words.with("crash-shown-some-off", &[("off", off.into())]),
    };
    let places = places
        .into_iter()
        .reduce(|first, second| {
            words.with(
                "crash-places-or",
                &[("first", first.into()), ("second", second.into())],
            )
        })
        .unwrap_or_default();
    words.with(
        "crash-text",
        &[
            (
                "speed",
                super::text::velocity_words(words, s.game.velocity()).into(),
            ),
            ("places", places.into()),
            ("shown", shown.into()),
        ],
    )
}

/// What each medal (and its stars) takes against `optimum` and, for a run of `moves` short of
/// gold, how many moves fewer the next one takes. `None` without a known optimum.
pub fn scoring_words(words: &Words, moves: usize, optimum: Option<Optimum>) -> Option<String> {
    use racetrack::verdict::Medal;
    let best = optimum?.moves()?;
    let earned = Medal::of(moves, Optimum::Moves(best));
    if earned == Some(Medal::Gold) {
        return None;
    }
    let silver = Medal::Silver.most_moves(best);
    let bronze = Medal::Bronze.most_moves(best);
    let mut rule = words.with("scoring-gold", &[("best", best.into())]);
    if silver > best {
        rule += &words.with("scoring-silver", &[("most", silver.into())]);
    }
    if bronze > silver {
        rule += &words.with("scoring-bronze", &[("most", bronze.into())]);
    }
    // The closest better medal: the one that allows the most moves (the better on a tie).
    let next = [Medal::Gold, Medal::Silver, Medal::Bronze]
        .into_iter()
        .filter(|m| earned.is_none_or(|e| *m < e))
        .max_by_key(|m| (m.most_moves(best), std::cmp::Reverse(*m)))?;
    let medal = super::cards::medal_words(words, super::top_runs::medal_name(next));
    Some(words.with(
        "scoring-next",
        &[
            ("rule", rule.into()),
            ("fewer", (moves - next.most_moves(best)).into()),
            ("medal", medal.into()),
        ],
    ))
}

/// Why the car crashed, counted by reason.
fn crash_words(s: &Session, words: &Words) -> String {
    let parts: Vec<String> = crash_counts(s)
        .into_iter()
        .map(|(why, n)| {
            words.with(
                "blocked-count",
                &[
                    ("count", n.into()),
                    ("why", blocked_words(words, why).into()),
                    ("letter", scene::blocked_letter(why).into()),
                ],
            )
        })
        .collect();
    parts.join(", ")
}

/// The coach's word on the race's car to move, when the coach is on: its fewest moves left.
fn race_coach_words(play: &Play, app: &App, s: &Session) -> Option<String> {
    let coach = s.coaching.ready().filter(|_| play.coach_on(app))?;
    let run = s.racing.run.as_ref()?;
    let car = run.race().to_move()?;
    let c = &run.race().cars()[car.index()];
    let time = racetrack::game::time(c.trajectory());
    let held = c.progress(run.race().track(), run.race().rules()).collected;
    let words = &app.words;
    Some(
        match coach.moves_holding(c.position()?, c.velocity(), time, held) {
            Some(k) => words.with("coach-from-here", &[("moves", k.into())]),
            None => words.get("coach-doomed"),
        },
    )
}

/// The status line.
pub fn status_text(play: &Play, app: &App) -> String {
    let Some(s) = &play.session else {
        return String::new();
    };
    if let Some(text) = super::race_mode::status_text(s, &app.words, app.device.touch) {
        return match race_coach_words(play, app, s) {
            Some(words) => format!("{text} · {words}"),
            None => text,
        };
    }
    // Another mode chosen mid-run cleared the board: it waits for Start, which the note says
    // (not "place the car" beside it).
    if s.racing.run.is_none()
        && s.racing.setup.mode != super::race_mode::Mode::Solo
        && s.game.trajectory().is_empty()
        && let Some(note) = &s.note
    {
        return note.clone();
    }
    let game = &s.game;
    let words = &app.words;
    let text = match game.state() {
        State::Placing => words.with(
            "status-placing",
            &[(
                "how",
                super::text::place_words(words, app.device.touch).into(),
            )],
        ),
        State::Playing => words.with(
            "status-playing",
            &[
                ("moves", game.moves().into()),
                (
                    "speed",
                    super::text::velocity_words(words, game.velocity()).into(),
                ),
                ("options", game.options().len().into()),
                ("rules", rules_words(words, game.rules()).into()),
            ],
        ),
        State::Won { moves } => words.with("status-won", &[("moves", moves.into())]),
        State::Crashed => words.with("status-crashed", &[("moves", game.moves().into())]),
    };
    // The checkpoints held, while they count: a finish landed on without them is no win, and
    // the line says why.
    let all = game.track().checkpoints();
    let text = match game.state() {
        State::Playing if all != 0 => {
            let held = racetrack::rules::progress(game.track(), game.rules(), game.trajectory())
                .collected
                & all;
            let checkpoints = words.with(
                "status-checkpoints",
                &[
                    ("held", held.count_ones().into()),
                    ("all", all.count_ones().into()),
                ],
            );
            format!("{text} · {checkpoints}")
        }
        _ => text,
    };
    let text = match s.coaching.view(game, words).filter(|_| play.coach_on(app)) {
        Some(coach) if !game.state().is_won() => {
            format!("{text} · {}", coach.words)
        }
        _ => text,
    };
    let text = match warning_words(play, app, s) {
        Some(words) => format!("{text} · {words}"),
        None => text,
    };
    let text = match ghost::standing_words(s, words) {
        Some(standing) if !game.state().is_won() => format!("{text} · {standing}"),
        _ => text,
    };
    match &s.note {
        Some(note) => format!("{text} — {note}"),
        None => text,
    }
}

/// The crash warning's words, with the coach off: how many options (slashed on the board) end
/// in a crash whatever comes next, one move before a crash is certain.
fn warning_words(play: &Play, app: &App, s: &Session) -> Option<String> {
    if play.coach_on(app) || !app.crash_warning_on() || s.game.state() != State::Playing {
        return None;
    }
    let options = s.game.options();
    let doomed = s.coaching.doomed(s.game.trajectory(), &options).len();
    let words = &app.words;
    match doomed {
        0 => None,
        n if n == options.len() => Some(words.get("warning-certain")),
        n => Some(words.with(
            "warning-some",
            &[("doomed", n.into()), ("options", options.len().into())],
        )),
    }
}

/// What the win or crash box shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MessageView {
    /// What the box says.
    pub kind: MessageKind,
    /// The headline.
    pub text: String,
    /// One line per kind of blocked candidate (crash only).
    pub reasons: Vec<String>,
    /// The main button is Undo (crash) rather than Retry (win).
    pub undo_first: bool,
    /// The medal this win earns on a level or a daily challenge under strict rules: `gold`,
    /// `silver` or `bronze`.
    pub medal: Option<&'static str>,
    /// The win had help (Undo, the coach, the optimal line, a solver): its medal is drawn hollow.
    pub assisted: bool,
    /// The stars and the burst of a win against a known optimum.
    pub celebration: Option<super::celebration::Celebration>,
    /// What each medal takes and how far the run was from the next one (a win short of gold
    /// against a known optimum).
    pub scoring: Option<String>,
}

/// The medal a win in `moves` earns: on a level or a daily challenge, under strict rules,
/// against its optimum.
fn medal(s: &Session, moves: usize) -> Option<&'static str> {
    use super::route::Place;
    let level = matches!(s.place, Place::Level(_) | Place::Daily(_));
    (level && s.game.rules() == racetrack::rules::Rules::Strict)
        .then(|| super::top_runs::medal(moves as u32, s.optimum))
        .flatten()
}

/// Where the end-of-game box lies over the board (on a wide screen): the half away from the
/// car, so that the car, its trail's end and any crash marks stay in sight, and the box's
/// buttons are in the window without the page scrolling or the board moving.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxPlace {
    /// Over the top of the board.
    Top,
    /// Over the bottom of the board.
    Bottom,
}

impl BoxPlace {
    /// For a car at `row` on a track of `rows` rows.
    pub fn away_from(row: i32, rows: usize) -> BoxPlace {
        if (row as f64) < rows as f64 / 2.0 {
            BoxPlace::Bottom
        } else {
            BoxPlace::Top
        }
    }
}

/// Where the first-visit hint and the tutorial's callout go: over the board, in the half away
/// from the next tap, or under it when the board is too short to hold the callout and leave
/// the options in sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintPlace {
    /// Over the top of the board.
    Top,
    /// Over the bottom of the board.
    Bottom,
    /// Under the board, in the page's flow.
    Under,
}

/// The board's height (CSS pixels) under which the hint goes under it: the callout is about
/// 180 px tall on a desktop and 220 px on a phone, above the camera's buttons.
pub const HINT_ROOM_PX: f64 = 300.0;

/// The callout's height (CSS pixels), estimated from its words on a board `width` wide: about
/// 6.4 px a character at its 14 px font, 20 px a line, the padding and the buttons' row, and a
/// title (`www/style.css`, `.board > .hint`: at most 30 rem wide, 0.5 rem from the sides).
/// The tutorial's card has its buttons beside its title, a row for both.
pub fn callout_height(chars: usize, width: f64, titled: bool) -> f64 {
    let text_width = (width.min(480.0) - 16.0 - 40.0).max(120.0);
    let lines = (chars as f64 * 6.4 / text_width).ceil();
    lines * 20.0 + 66.0 + if titled { 6.0 } else { 0.0 }
}

/// Where the hint's callout goes on a board `height` high: over the half away from `near` (the
/// options, or the start points before the placement, and the car), if it leaves the points
/// to tap (`taps`) in sight; else over the other half if that does; else under the board.
/// `callout` is its height and `bottom` the room kept under it (the camera's buttons).
/// `ahead` are the points of the road ahead (where the car goes next): kept clear too when a
/// half can, else only the points to tap are.
pub fn hint_place(
    near: &[f64],
    (taps, ahead): (&[f64], &[f64]),
    reach: f64,
    height: f64,
    callout: f64,
    bottom: f64,
) -> HintPlace {
    if height < HINT_ROOM_PX {
        return HintPlace::Under;
    }
    let top_clear = |ys: &[f64]| ys.iter().all(|&y| y - reach > 8.0 + callout);
    let bottom_clear = |ys: &[f64]| ys.iter().all(|&y| y + reach < height - bottom - callout);
    let mid = near.iter().sum::<f64>() / near.len().max(1) as f64;
    let prefer_bottom = !near.is_empty() && mid < height / 2.0;
    let both = [taps, ahead].concat();
    for ys in [both.as_slice(), taps] {
        match (prefer_bottom, top_clear(ys), bottom_clear(ys)) {
            (true, _, true) | (false, false, true) => return HintPlace::Bottom,
            (false, true, _) | (true, true, false) => return HintPlace::Top,
            (_, false, false) => {}
        }
    }
    HintPlace::Under
}

/// Where the hint's callout goes: away from where the next tap goes (the options, the start
/// points before the placement) and the car; under a board too short to leave them in sight.
pub(crate) fn hint_place_on(
    app: &App,
    s: &Session,
    tutorial: Option<&crate::ui::tutorial::TutorialView>,
) -> HintPlace {
    let g = s.board.camera.geometry();
    let taps: Vec<f64> = s.game.options().iter().map(|&p| g.y(p)).collect();
    let mut near = taps.clone();
    near.extend(s.game.trajectory().last().map(|&p| g.y(p)));
    let chars = tutorial.map_or_else(
        || {
            crate::ui::text::hint_words(&app.words, app.device.touch, &s.game)
                .chars()
                .count()
        },
        |t| t.text.chars().count(),
    );
    let callout = callout_height(chars, g.width, tutorial.is_some());
    // The camera's buttons: under the board on a phone, over its corner with a mouse.
    let bottom = if app.device.touch { 56.0 } else { 58.0 };
    // The road the car covers in its next two moves, as the camera's arrow follows it.
    let ahead: Vec<f64> = s
        .road_ahead()
        .iter()
        .map(|&p| g.y(p))
        .filter(|y| (0.0..=g.height).contains(y))
        .collect();
    hint_place(
        &near,
        (&taps, &ahead),
        g.cell / 2.0,
        g.height,
        callout,
        bottom,
    )
}

/// What the end-of-game box is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageKind {
    /// The car landed on a finish point.
    Won,
    /// No legal move was left.
    Crashed,
    /// A race with several cars is over (the box offers its replay and record).
    Race,
}

impl MessageKind {
    /// `won`, `crashed` or `race`: the box's `data-kind` hook.
    pub fn name(self) -> &'static str {
        match self {
            MessageKind::Won => "won",
            MessageKind::Crashed => "crashed",
            MessageKind::Race => "race",
        }
    }
}

/// The win box's sentences: the moves and the verdict, the ghost's word, the medal, the help
/// the run had and the daily streak.
fn win_text(s: &Session, app: &App, moves: usize) -> String {
    let words = &app.words;
    let mut text = words.with(
        "win-text",
        &[
            ("moves", moves.into()),
            ("verdict", verdict(s, words).into()),
        ],
    );
    if let Some(standing) = ghost::standing_words(s, words) {
        text += &format!(" {standing}");
    }
    if let Some(medal) = medal(s, moves) {
        let id = match medal {
            "gold" => "win-medal-gold",
            "silver" => "win-medal-silver",
            _ => "win-medal-bronze",
        };
        text += &format!(" {}", words.get(id));
    }
    text += &format!(" {}.", s.assists.words(words));
    let streak = super::daily::streak(app);
    if super::daily::date_of(app, &s.place).is_some() && streak > 0 {
        text += &format!(" {}", words.with("win-streak", &[("days", streak.into())]));
    }
    text
}

/// The win or crash box, when it shows (on the play screen, once the race is over).
pub fn message(play: &Play, app: &App) -> Option<MessageView> {
    let s = play.session.as_ref()?;
    if app.route.screen() != Screen::Play || s.box_closed == Some(s.box_key()) {
        return None;
    }
    if !s.solo() {
        return super::race_mode::message(s, &app.words);
    }
    let words = &app.words;
    match s.game.state() {
        State::Won { moves } => Some(MessageView {
            kind: MessageKind::Won,
            text: win_text(s, app, moves),
            medal: medal(s, moves),
            assisted: s.assists.any(),
            celebration: super::celebration::of(words, moves, s.optimum, app.device.reduced_motion),
            scoring: scoring_words(words, moves, s.optimum),
            reasons: match s.coaching.ready() {
                Some(_) if play.coach_on(app) => {
                    vec![losses_words(words, &s.coaching.losses(&s.game))]
                }
                _ => Vec::new(),
            },
            undo_first: false,
        }),
        State::Crashed => {
            let lines = crash_counts(s)
                .into_iter()
                .map(|(why, n)| {
                    words.with(
                        "crash-line",
                        &[
                            ("letter", scene::blocked_letter(why).into()),
                            ("count", n.into()),
                            ("why", blocked_words(words, why).into()),
                        ],
                    )
                })
                .collect();
            Some(MessageView {
                kind: MessageKind::Crashed,
                text: crash_text(s, words),
                reasons: lines,
                undo_first: true,
                medal: None,
                assisted: false,
                celebration: None,
                scoring: None,
            })
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hint_leaves_the_points_to_tap_in_sight_or_goes_under_the_board() {
        // A phone's board 390 px high, a callout 230 px high, 56 px kept for the buttons.
        let place = |ys: &[f64]| hint_place(ys, (ys, &[]), 15.0, 390.0, 230.0, 56.0);
        // Start points high: the callout goes over the bottom, clear of them.
        assert_eq!(place(&[40.0, 70.0]), HintPlace::Bottom);
        // Low: over the top.
        assert_eq!(place(&[300.0, 330.0]), HintPlace::Top);
        // A row across the middle (the daily of the playtest): either half would cover it.
        assert_eq!(place(&[180.0, 190.0, 200.0]), HintPlace::Under);
        // The car low (the top half preferred) but the options high: the top half would cover
        // them, so the callout goes over the bottom, clear of them.
        assert_eq!(
            hint_place(&[380.0], (&[60.0], &[]), 15.0, 390.0, 230.0, 56.0),
            HintPlace::Bottom
        );
        // The car and its options in the middle, the road ahead going up the board: over
        // the top half (away from the car) the callout would cover the road the car heads
        // for (the top straight of First circuit), so it goes over the bottom.
        let road =
            |ahead: &[f64]| hint_place(&[200.0], (&[200.0], ahead), 15.0, 390.0, 100.0, 56.0);
        assert_eq!(road(&[]), HintPlace::Top);
        assert_eq!(road(&[150.0, 60.0]), HintPlace::Bottom);
        // When no half can, the points to tap alone are kept clear.
        assert_eq!(road(&[40.0, 380.0]), HintPlace::Top);
        // A board too short: under it.
        assert_eq!(
            hint_place(&[40.0], (&[40.0], &[]), 15.0, 200.0, 100.0, 56.0),
            HintPlace::Under
        );
    }

    #[test]
    fn the_callout_is_taller_for_more_words_and_a_narrower_board() {
        assert!(callout_height(300, 390.0, false) > callout_height(150, 390.0, false));
        assert!(callout_height(300, 390.0, false) > callout_height(300, 1000.0, false));
        assert!(callout_height(200, 390.0, true) > callout_height(200, 390.0, false));
    }
}
