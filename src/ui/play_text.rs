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

/// The crash's blocked candidates counted by reason, in a fixed order, reasons with none left out;
/// `drawn`: only those on the grid, which the board marks with their letter (a playtest's crash
/// box explained an "O" drawn nowhere: all nine points lay beyond the track's edge).
fn crash_counts(s: &Session, drawn: bool) -> Vec<(Blocked, usize)> {
    let track = s.game.track();
    let reasons: Vec<(racetrack::Point, Blocked)> = (s.crash_reasons().into_iter())
        .filter(|(p, _)| !drawn || track.contains(*p))
        .collect();
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
    let parts: Vec<String> = crash_counts(s, false)
        .into_iter()
        .map(|(why, n)| {
            words.with(
                "blocked-count",
                &[
                    ("count", n.into()),
                    ("why", blocked_words(words, why).into()),
                    ("letter", scene::blocked_letter(words, why).into()),
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
        State::Won { moves } => {
            let won = words.with("status-won", &[("moves", moves.into())]);
            // The first win turned the crash warning's default off: the line under the board
            // says so (the win box has no room left on a phone).
            if s.warning_ended {
                format!("{won} · {}", words.get("win-warning-off"))
            } else {
                won
            }
        }
        State::Crashed => words.with("status-crashed", &[("moves", game.moves().into())]),
    };
    // The checkpoints held, while they count: a finish landed on without them is no win, and
    // the line says why.
    let all = game.track().checkpoints();
    let text = match game.state() {
        State::Playing if all != 0 => {
            let held = game.progress().collected & all;
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
    /// Where the box offers a replay, if it does.
    pub replay: ReplayOffer,
}

/// Where the end box offers a replay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReplayOffer {
    /// None (a crash: there is no run to watch).
    None,
    /// The race's: *Watch the replay* among the box's buttons, beside *Save race record*.
    Button,
    /// A won run's: a small ▶ in the box's corner, across from its close button (a phone's sheet
    /// has no room for another row of buttons).
    Corner,
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
            replay: ReplayOffer::Corner,
        }),
        State::Crashed => {
            let lines = crash_counts(s, true)
                .into_iter()
                .map(|(why, n)| {
                    words.with(
                        "crash-line",
                        &[
                            ("letter", scene::blocked_letter(words, why).into()),
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
                replay: ReplayOffer::None,
            })
        }
        _ => None,
    }
}
