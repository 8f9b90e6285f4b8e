//! What the page shows of a race: the status line, the end box, the standings and the mode
//! panel.

use super::turns::*;
use super::*;
use crate::ui::play::MessageKind;

/// Why no player may move now.
pub(super) fn waiting_words(run: &RaceRun) -> String {
    match run.race().to_move() {
        None => "The race is over: Retry for a new race.".into(),
        Some(car) => format!("Wait: it is {}'s turn.", run.name(car)),
    }
}

/// The status line during a race.
pub fn status_text(s: &Session, words: &crate::ui::i18n::Words, touch: bool) -> Option<String> {
    let run = s.racing.run.as_ref()?;
    let race = &run.race();
    let Some(car) = race.to_move() else {
        let lines = result_lines(run, s.coaching.ready());
        return Some(format!("Race over · {}", lines.join(" · ")));
    };
    let c = &race.cars()[car.index()];
    let who = format!("{} (car {})", c.name(), car.0 + 1);
    let mut text = match (&run.seats[car.index()], c.position()) {
        (Seat::Ai(_), _) => format!("{who} is driving…"),
        (Seat::Human, None) => {
            format!(
                "{who}: place the car: {}.",
                crate::ui::text::place_words(words, touch)
            )
        }
        (Seat::Human, Some(_)) => format!(
            "{who} to move · moves {} · speed {} · {}",
            c.moves(),
            c.velocity().speed(),
            plural(race.options(car).len(), "option")
        ),
    };
    if run.turn_ms.is_some() && matches!(run.seats[car.index()], Seat::Human) {
        text += &format!(
            " · {} s left",
            crate::ui::text::tenths(run.remaining_ms / 1000.0)
        );
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
pub fn message(s: &Session) -> Option<MessageView> {
    let run = s.racing.run.as_ref()?;
    if !run.race().is_over() {
        return None;
    }
    let standings = run.race().standings();
    let text = match standings.first() {
        Some(first) if matches!(first.state, CarState::Finished { .. }) => {
            let name = run.name(first.car);
            // "You win", "Ann wins".
            let verb = if name == "You" { "win" } else { "wins" };
            format!(
                "Race over: {name} {verb} in {}. Retry for a new race.",
                plural(first.moves, "move")
            )
        }
        _ => "Race over. Retry for a new race.".into(),
    };
    Some(MessageView {
        kind: MessageKind::Race,
        text,
        reasons: result_lines(run, s.coaching.ready()),
        undo_first: false,
        medal: None,
        assisted: false,
        celebration: None,
        scoring: None,
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
    pub count_words: &'static str,
    /// The level of each AI car, car 2 first (against AI only).
    pub levels: Vec<&'static str>,
    /// The hot-seat players' names as typed (hot-seat only).
    pub names: Vec<String>,
    /// Seconds a blitz turn lasts (blitz only).
    pub blitz_seconds: Option<u32>,
    /// The button's words: "Start", or "New run" once a solo or ghost run is under way.
    pub start_words: &'static str,
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
    pub confirm: Option<(&'static str, &'static str, &'static str)>,
}

/// The page's view of the modes and the race.
pub fn view(model: &Model) -> RaceView {
    let Some(s) = &model.play.session else {
        return RaceView::default();
    };
    let setup = &s.racing.setup;
    let mut view = RaceView {
        setup: panel_visible(&model.play, &model.app).then(|| SetupView {
            mode: setup.mode.name(),
            // "New run" only once the run on the board has a move to throw away.
            start_words: if s.game.trajectory().is_empty() {
                "Start"
            } else {
                "New run"
            },
            count_words: if setup.mode == Mode::Ai {
                "Opponents"
            } else {
                "Players"
            },
            count: counts(setup.mode).map(|(low, high)| {
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
        view.controls = !run.is_over() && s.racing.asking.is_none();
        view.confirm = match s.racing.asking {
            Some(super::Leave::Quit) => Some((
                "Quit this race? It ends here, and the mode choice comes back.",
                "Quit",
                "Keep racing",
            )),
            Some(super::Leave::Restart) => Some((
                "Start this race again from the start line?",
                "Restart",
                "Keep racing",
            )),
            None => None,
        };
        view.car = run.race().to_move().map(|c| c.0 + 1);
        view.clock_ms = run
            .turn_ms
            .filter(|_| run.human_to_move().is_some())
            .map(|_| run.remaining_ms.max(0.0).ceil() as u64);
        if let Some(ms) = view.clock_ms {
            let seconds = crate::ui::text::tenths(ms as f64 / 1000.0);
            let placed = run.human_to_move().is_some_and(|c| run.clock_runs(c));
            view.clock_words = if placed {
                format!("Time {seconds} s")
            } else {
                format!("{seconds} s a move once your car is placed")
            };
        }
        view.standings = run
            .race()
            .standings()
            .iter()
            .map(|st| {
                use racetrack::race::CarState;
                let state = match st.state {
                    CarState::Finished { .. } | CarState::Running | CarState::Placing => {
                        String::new()
                    }
                    other => format!(" · {}", other.name()),
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
                    text: format!(
                        "{}. {} (car {}) · {}{state}{}",
                        st.place,
                        run.name(st.car),
                        st.car.0 + 1,
                        plural(st.moves, "move"),
                        if to_move { " · to move" } else { "" }
                    ),
                }
            })
            .collect();
    }
    view
}
