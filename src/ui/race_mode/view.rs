//! What the page shows of a race: the status line, the end box, the standings and the mode
//! panel.

use super::turns::*;
use super::*;
use crate::ui::play::MessageKind;

/// Why no player may move now.
pub(super) fn waiting_words(run: &RaceRun, words: &crate::ui::i18n::Words) -> String {
    match run.race().to_move() {
        None => words.get("race-over-retry"),
        Some(car) => words.with("race-wait", &[("name", run.name(car).into())]),
    }
}

/// The status line during a race.
pub fn status_text(s: &Session, words: &crate::ui::i18n::Words, touch: bool) -> Option<String> {
    let run = s.racing.run.as_ref()?;
    let race = &run.race();
    let Some(car) = race.to_move() else {
        let lines = result_lines(run, s.coaching.ready(), words);
        return Some(words.with("race-over-status", &[("lines", lines.join(" · ").into())]));
    };
    let c = &race.cars()[car.index()];
    let who = words.with(
        "race-who",
        &[("name", c.name().into()), ("car", (car.0 + 1).into())],
    );
    let mut text = match (&run.seats[car.index()], c.position()) {
        (Seat::Ai(_), _) => words.with("race-ai-driving", &[("who", who.into())]),
        (Seat::Human, None) => words.with(
            "race-place",
            &[
                ("who", who.into()),
                ("how", crate::ui::text::place_words(words, touch).into()),
            ],
        ),
        (Seat::Human, Some(_)) => words.with(
            "race-to-move",
            &[
                ("who", who.into()),
                ("moves", c.moves().into()),
                ("speed", i64::from(c.velocity().speed()).into()),
                ("options", race.options(car).len().into()),
            ],
        ),
    };
    if run.turn_ms.is_some() && matches!(run.seats[car.index()], Seat::Human) {
        let seconds = words.number((run.remaining_ms / 100.0).max(0.0).round() / 10.0, 1);
        text += &words.with("race-seconds-left", &[("seconds", seconds.into())]);
    }
    if let Some(note) = &s.note {
        text += &format!(" — {note}");
    }
    Some(text)
}

/// The status line's numbers during a race: the car to move's moves and speed and the race's
/// state (`placing`, `playing`, `over`).
pub fn numbers(s: &Session) -> Option<(usize, i32, crate::ui::view::CarState)> {
    use crate::ui::view::CarState as Shown;
    let run = s.racing.run.as_ref()?;
    let Some(car) = run.race().to_move() else {
        return Some((0, 0, Shown::Over));
    };
    let c = &run.race().cars()[car.index()];
    let state = if c.position().is_none() {
        Shown::Placing
    } else {
        Shown::Playing
    };
    Some((c.moves(), c.velocity().speed(), state))
}

/// The box at the end of a race: the winner and the standings (`None` while it runs).
pub fn message(s: &Session, words: &crate::ui::i18n::Words) -> Option<MessageView> {
    let run = s.racing.run.as_ref()?;
    if !run.race().is_over() {
        return None;
    }
    let standings = run.race().standings();
    // Cars sharing the first place: a tie, not a win (a playtest read "Player 1 wins" over a
    // table of two firsts).
    let tied: Vec<&str> = standings
        .iter()
        .filter(|st| st.place == 1 && matches!(st.state, CarState::Finished { .. }))
        .map(|st| run.name(st.car))
        .collect();
    let text = match standings.first() {
        Some(first) if tied.len() > 1 => {
            let names = crate::ui::text::names_words(words, &tied);
            words.with(
                "race-tie",
                &[("names", names.into()), ("moves", first.moves.into())],
            )
        }
        Some(first) if matches!(first.state, CarState::Finished { .. }) => {
            let name = run.name(first.car);
            // "You win", "Ann wins".
            let you = if name == "You" { "yes" } else { "no" };
            words.with(
                "race-won-by",
                &[
                    ("name", name.into()),
                    ("you", you.into()),
                    ("moves", first.moves.into()),
                ],
            )
        }
        _ => words.get("race-over-none"),
    };
    Some(MessageView {
        kind: MessageKind::Race,
        text,
        reasons: {
            let mut lines = result_lines(run, s.coaching.ready(), words);
            // "Saved as …": the record just saved.
            lines.extend(s.note.clone());
            lines
        },
        undo_first: false,
        medal: None,
        assisted: false,
        celebration: None,
        scoring: None,
        replay: crate::ui::play::ReplayOffer::Button,
    })
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    /// The car, 1-based.
    pub car: usize,
    /// Its colour slot ([`crate::ui::scene::car_colour`]): the page's `--car-N`.
    pub colour: usize,
    /// The player's name (text, never markup).
    pub name: String,
    /// Moves so far, the score once finished.
    pub moves: usize,
    /// The place, from 1.
    pub place: usize,
    /// `placing`, `running`, `sitting out`, `finished` or `retired`.
    pub state: &'static str,
    /// Whether it is this car's turn (the row is highlighted).
    pub to_move: bool,
    /// The row's words: "1. Ann (car 1) · 12 moves", with its state when it is not racing.
    pub text: String,
}

/// The mode panel's fields.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupView {
    /// The mode's value.
    pub mode: &'static str,
    /// The player count's range and value, when the mode has one.
    pub count: Option<(usize, usize, usize)>,
    /// The player count's label: opponents against AI, players at the hot seat.
    pub count_words: String,
    /// The level of each AI car, car 2 first (against AI only).
    pub levels: Vec<&'static str>,
    /// The hot-seat players' names as typed (hot-seat only).
    pub names: Vec<String>,
    /// Seconds a blitz turn lasts (blitz only).
    pub blitz_seconds: Option<u32>,
    /// ZZZ, the moves a crash puts a car back (races under Karopapier's rules only).
    pub zzz: Option<u32>,
    /// The honour rules' selects' values, start direction then crashes on purpose (hot-seat
    /// under Karopapier's rules only).
    pub honour: Option<(&'static str, &'static str)>,
    /// The button's words: "Start", or "New run" once a solo or ghost run is under way.
    pub start_words: String,
    /// Whether the button has something to start: not in solo before the car is placed, whose
    /// run the placement begins (shown as not yet usable; a press says so in the status line).
    /// Two playtests read the orange Start there as a button that does nothing.
    pub start_ready: bool,
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
    /// The blitz clock's words: `Time 2.4 s`.
    pub clock_words: String,
    /// The standings, during and after a race.
    pub standings: Vec<StandingRow>,
    /// Whether Quit and Restart are offered: a race (or a blitz) under way.
    pub controls: bool,
    /// The question before quitting or restarting a race under way: (question, yes, no).
    pub confirm: Option<(String, String, String)>,
    /// The honour rules the race's players agreed to keep, said as not checked.
    pub honour: Option<String>,
}

/// The page's view of the modes and the race.
pub fn view(model: &Model) -> RaceView {
    let Some(s) = &model.play.session else {
        return RaceView::default();
    };
    let words = &model.app.words;
    let setup = &s.racing.setup;
    let mut view = RaceView {
        setup: panel_visible(&model.play, &model.app).then(|| SetupView {
            mode: setup.mode.name(),
            // "New run" only once the run on the board has a move to throw away.
            start_words: words.get(if s.game.trajectory().is_empty() {
                "race-start"
            } else {
                "race-new-run"
            }),
            start_ready: setup.mode != Mode::Solo || super::in_a_run(s),
            count_words: words.get(if setup.mode == Mode::Ai {
                "race-opponents"
            } else {
                "race-players"
            }),
            count: counts(setup.mode).map(|(low, high)| {
                // No more cars than the track has start points (the race refuses more).
                let starts = s.game.track().starts().len();
                let cars_beside = usize::from(setup.mode == Mode::Ai);
                let high = high.min(starts.saturating_sub(cars_beside)).max(low);
                let n = match setup.mode {
                    Mode::Ai => setup.opponents,
                    _ => setup.players,
                };
                (low, high, n.min(high))
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
            zzz: (matches!(setup.mode, Mode::Ai | Mode::HotSeat)
                && s.game.rules() == racetrack::rules::Rules::Karopapier)
                .then_some(setup.zzz),
            honour: (setup.mode == Mode::HotSeat
                && s.game.rules() == racetrack::rules::Rules::Karopapier)
                .then(|| (setup.honour.start.name(), setup.honour.crashes.name())),
        }),
        ..RaceView::default()
    };
    if let Some(run) = &s.racing.run {
        view.controls = !run.is_over() && s.racing.asking.is_none();
        view.honour = run
            .record()
            .honour
            .map(|h| crate::ui::replay::honour_words(words, h));
        view.confirm = match s.racing.asking {
            Some(super::Leave::Quit) => Some((
                words.get("race-quit-ask"),
                words.get("race-quit"),
                words.get("race-keep"),
            )),
            Some(super::Leave::Restart) => Some((
                words.get("race-restart-ask"),
                words.get("race-restart"),
                words.get("race-keep"),
            )),
            None => None,
        };
        view.car = run.race().to_move().map(|c| c.0 + 1);
        view.clock_ms = run
            .turn_ms
            .filter(|_| run.human_to_move().is_some())
            .map(|_| run.remaining_ms.max(0.0).ceil() as u64);
        if let Some(ms) = view.clock_ms {
            let seconds = words.number((ms as f64 / 100.0).round() / 10.0, 1);
            let placed = run.human_to_move().is_some_and(|c| run.clock_runs(c));
            let id = if placed {
                "race-clock"
            } else {
                "race-clock-unplaced"
            };
            view.clock_words = words.with(id, &[("seconds", seconds.into())]);
        }
        view.standings = run
            .race()
            .standings()
            .iter()
            .map(|st| {
                use racetrack::race::CarState;
                let over = run.race().is_over();
                let state = match st.state {
                    // A car home while the others race says so (its moves are its score); the
                    // final standings need no mark.
                    CarState::Finished { .. } if over => String::new(),
                    CarState::Running | CarState::Placing => String::new(),
                    other => format!(
                        " · {}",
                        crate::ui::text::car_status_words(words, other.status())
                    ),
                };
                let to_move = view.car == Some(st.car.0 + 1);
                StandingRow {
                    car: st.car.0 + 1,
                    colour: crate::ui::scene::car_colour(st.car.0),
                    name: run.name(st.car).to_owned(),
                    moves: st.moves,
                    place: st.place,
                    state: st.state.name(),
                    to_move,
                    text: words.with(
                        "race-standing",
                        &[
                            ("place", st.place.into()),
                            ("name", run.name(st.car).into()),
                            ("car", (st.car.0 + 1).into()),
                            ("moves", st.moves.into()),
                            ("state", state.into()),
                            ("to_move", if to_move { "yes" } else { "no" }.into()),
                        ],
                    ),
                }
            })
            .collect();
    }
    view
}
