//! A race's turns: the moves of the player to move (pointer, keys), the AI cars' moves and the
//! blitz clock by ticks, and the words said of them.

use super::view::*;
use super::*;
use crate::ui::app::App;
use crate::ui::model::Play;
use racetrack::coach::Coach;
use racetrack::rules::Velocity;

use crate::ui::board_keys::{self, BoardKey};

/// Whose turn it is, in words.
pub(super) fn turn_words(run: &RaceRun, words: &crate::ui::i18n::Words) -> String {
    let Some(car) = run.race().to_move() else {
        return String::new();
    };
    let who = (
        "who",
        words
            .with(
                "race-who",
                &[("name", run.name(car).into()), ("car", (car.0 + 1).into())],
            )
            .into(),
    );
    match &run.seats[car.index()] {
        Seat::Ai(_) => words.with("race-next", &[who]),
        Seat::Human => match run.race().car(car).and_then(|c| c.position()) {
            None => words.with("race-place-now", &[who]),
            Some(_) => {
                let options = run.race().options(car).len();
                words.with("race-move-now", &[who, ("options", options.into())])
            }
        },
    }
}

/// What a screen reader hears of the race's events, then whose turn it is.
pub(super) fn event_words(
    run: &RaceRun,
    coach: Option<&Coach>,
    events: &[RecordEvent],
    words: &crate::ui::i18n::Words,
) -> String {
    let mut parts = events_said(run, coach, events, words);
    parts.push(turn_words(run, words));
    parts.join(" ")
}

/// A sentence for each of the race's events worth saying.
fn events_said(
    run: &RaceRun,
    coach: Option<&Coach>,
    events: &[RecordEvent],
    words: &crate::ui::i18n::Words,
) -> Vec<String> {
    let mut parts = Vec::new();
    let name = |car: &usize| ("name", run.name(CarId(*car)).into());
    // The page's own player, named "You", is spoken to ("You go back", "Tu recules").
    let you = |car: &usize| {
        let yes = run.name(CarId(*car)) == "You";
        ("you", if yes { "yes" } else { "no" }.into())
    };
    let at = |p: &[i32; 2]| ("at", crate::ui::text::point_words(words, p[0], p[1]).into());
    for event in events {
        parts.push(match event {
            RecordEvent::Placed { car, at: p } => {
                words.with("race-said-placed", &[name(car), at(p)])
            }
            RecordEvent::Moved { car, from, to } => {
                let speed = (Point::new(to[0], to[1]) - Point::new(from[0], from[1])).speed();
                words.with(
                    "race-said-moved",
                    &[name(car), at(to), ("speed", i64::from(speed).into())],
                )
            }
            RecordEvent::Finished { car, moves } => words.with(
                "race-said-finished",
                &[name(car), ("moves", (*moves).into())],
            ),
            RecordEvent::Crashed {
                car,
                at: p,
                penalty,
            } => words.with(
                // Karopapier's crash puts the car back (`at`) and it drives on at once.
                if run.race().rules() == racetrack::rules::Rules::Karopapier {
                    "race-said-crashed-back"
                } else {
                    "race-said-crashed"
                },
                &[
                    name(car),
                    you(car),
                    at(p),
                    ("penalty", i64::from(*penalty).into()),
                ],
            ),
            RecordEvent::SatOut { car, turns_left } => words.with(
                "race-said-sits-out",
                &[name(car), you(car), ("left", i64::from(*turns_left).into())],
            ),
            RecordEvent::Retired { car } => words.with("race-said-retired", &[name(car), you(car)]),
            RecordEvent::Over => words.with(
                "race-said-over",
                &[("results", result_lines(run, coach, words).join("; ").into())],
            ),
            RecordEvent::Missed { .. }
            | RecordEvent::Disqualified { .. }
            | RecordEvent::Resigned { .. }
            | RecordEvent::Round { .. }
            | RecordEvent::Refused { .. } => continue,
        });
    }
    parts
}

/// One line per car of the standings: "1. Ann, 12 moves". A perfect AI that finished over the
/// track's optimum says why, so that nobody reads that perfect is not perfect: the best start
/// was taken ("optimal from its start: 11"), or other cars stood in its way.
pub(super) fn result_lines(
    run: &RaceRun,
    coach: Option<&Coach>,
    words: &crate::ui::i18n::Words,
) -> Vec<String> {
    let standings = run.race().standings();
    let statuses: Vec<_> = standings.iter().map(|st| st.state.status()).collect();
    standings
        .iter()
        .enumerate()
        .map(|(i, st)| {
            let state = match st.state {
                CarState::Finished { .. } => String::new(),
                other => format!(
                    " ({})",
                    crate::ui::text::final_status_words(
                        words,
                        other.status(),
                        crate::ui::text::others_out(&statuses, i)
                    )
                ),
            };
            let note = ai_note(run, st.car, st.moves, coach, words).unwrap_or_default();
            words.with(
                "race-result",
                &[
                    ("place", st.place.into()),
                    ("name", run.name(st.car).into()),
                    ("moves", st.moves.into()),
                    ("state", state.into()),
                    ("note", note.into()),
                ],
            )
        })
        .collect()
}

/// Why an AI car that finished in `moves` is over the track's optimum, if it is: the moves it
/// lost to other cars standing on its best options, to a start point that was not the best
/// (the best taken), and to its own slips (a driver below perfect errs now and then). A
/// perfect driver has no slips, so its excess is always explained.
fn ai_note(
    run: &RaceRun,
    car: CarId,
    moves: usize,
    coach: Option<&Coach>,
    words: &crate::ui::i18n::Words,
) -> Option<String> {
    let (Seat::Ai(driver), Some(coach)) = (&run.seats[car.index()], coach) else {
        return None;
    };
    let c = run.race().car(car)?;
    if !matches!(c.state(), CarState::Finished { .. }) {
        return None;
    }
    let from = |p: Point| coach.moves_to_finish(p, Velocity::default());
    let best = run
        .race()
        .track()
        .starts()
        .into_iter()
        .filter_map(from)
        .min()?;
    let moves = moves as u32;
    let over = moves.checked_sub(best).filter(|&n| n > 0)?;
    let start = from(*c.trajectory().first()?)?
        .saturating_sub(best)
        .min(over);
    let held = run
        .held_up
        .get(car.index())
        .copied()
        .unwrap_or(0)
        .min(over - start);
    let slips = over - start - held;
    let others = run.race().cars().len().saturating_sub(1);
    let mut parts = Vec::new();
    if held > 0 {
        parts.push(words.with(
            "race-note-held",
            &[("moves", held.into()), ("others", others.into())],
        ));
    }
    if start > 0 {
        parts.push(words.with("race-note-start", &[("moves", start.into())]));
    }
    if slips > 0 && driver.skill() != Skill::Perfect {
        parts.push(words.with("race-note-slips", &[("slips", slips.into())]));
    }
    let parts = parts.into_iter().reduce(|first, next| {
        words.with(
            "race-note-and",
            &[("first", first.into()), ("next", next.into())],
        )
    })?;
    Some(words.with(
        "race-note",
        &[("over", over.into()), ("parts", parts.into())],
    ))
}

/// After a move of any car: the words, the clocks, and the focus to the box at the end.
pub(super) fn after_move(
    play: &mut Play,
    app: &mut App,
    prefix: &str,
    events: &[RecordEvent],
) -> Vec<Effect> {
    let Some(run) = play.session.as_mut().and_then(|s| s.racing.run.as_mut()) else {
        return Vec::new();
    };
    run.turn_began();
    let Some(s) = &play.session else {
        return Vec::new();
    };
    let Some(run) = &s.racing.run else {
        return Vec::new();
    };
    let said = event_words(run, s.coaching.ready(), events, &app.words);
    let words = format!("{prefix}{said}");
    let over = run.race().is_over();
    // A crash is said where the eye is too: the status line, until the next action (the car
    // only jumps back on the board).
    let crashes: Vec<RecordEvent> = events
        .iter()
        .filter(|e| matches!(e, RecordEvent::Crashed { .. }))
        .cloned()
        .collect();
    let crash_note =
        (!crashes.is_empty()).then(|| events_said(run, None, &crashes, &app.words).join(" "));
    if let Some(s) = &mut play.session {
        s.highlight = None;
        s.board.hover = None;
        if crash_note.is_some() {
            s.note = crash_note;
        }
    }
    app.announce(words);
    if over {
        vec![Effect::Focus(Focus::MessagePrimary)]
    } else {
        Vec::new()
    }
}

/// One frame: the AI car to move moves once its delay has passed and the coach is ready; the
/// blitz clock counts down and plays the main point (or crashes) at 0.
pub(crate) fn tick(play: &mut Play, app: &mut App, now: f64) -> Vec<Effect> {
    let on_play = app.route.screen() == Screen::Play;
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let rules = s.game.rules();
    let Some(run) = &mut s.racing.run else {
        return Vec::new();
    };
    if run.race().rules() != rules {
        reset(s);
        s.note = Some(app.words.get("race-called-off"));
        return Vec::new();
    }
    // The clocks stand still while the race is not on screen, or a quit or restart is asked.
    let dt = match (on_play && s.racing.asking.is_none(), run.last_now) {
        (false, _) => {
            run.last_now = None;
            return Vec::new();
        }
        (true, Some(last)) => (now - last).max(0.0),
        (true, None) => 0.0,
    };
    run.last_now = Some(now);
    let Some(car) = run.race().to_move() else {
        return Vec::new();
    };
    // Since its last crash under Karopapier's rules: what its velocity follows.
    let trajectory = run.race().cars()[car.index()].run().to_vec();
    let options = run.race().options(car);
    match &mut run.seats[car.index()] {
        Seat::Ai(_) => {
            run.waited_ms += dt;
            if run.waited_ms < AI_DELAY_MS {
                return Vec::new();
            }
            let choice = match &s.coaching {
                // No table: where checkpoints count, the first move of a way found by A* over
                // them from here; else (or when none is found in the budget) the option
                // nearest the finish.
                crate::ui::coaching::Coaching::TooLarge(_) => {
                    planned(run, car, &options).or_else(|| {
                        options
                            .iter()
                            .copied()
                            .min_by_key(|&p| s.board.distance.get(p).unwrap_or(u32::MAX))
                    })
                }
                coaching => match coaching.ready() {
                    Some(coach) => {
                        let legal = racetrack::game::options(
                            run.race().track(),
                            run.race().rules(),
                            &trajectory,
                        );
                        let race = run.race();
                        let held = race.cars()[car.index()]
                            .progress(race.track(), race.rules())
                            .collected;
                        let lost = racetrack::drivers::blocking_cost(
                            coach,
                            &trajectory,
                            held,
                            &legal,
                            &options,
                        );
                        let choice = match &mut run.seats[car.index()] {
                            Seat::Ai(driver) => driver.choose(coach, &trajectory, held, &options),
                            Seat::Human => None,
                        };
                        if let Some(held) = run.held_up.get_mut(car.index()) {
                            *held += lost;
                        }
                        choice
                    }
                    None => return Vec::new(),
                },
            };
            // A key pressed during its turn was told to wait for it: that wait is over now (a
            // playtest read "Wait: it is Club AI's turn" on its own turn).
            let wait = waiting_words(run, &app.words);
            if s.note.as_deref() == Some(wait.as_str()) {
                s.note = None;
            }
            let events = run.take_turn(car, choice);
            match events {
                Ok(events) => after_move(play, app, "", &events),
                Err(_) => Vec::new(),
            }
        }
        Seat::Human => {
            if !run.clock_runs(car) {
                return Vec::new();
            }
            run.remaining_ms -= dt;
            if run.remaining_ms > 0.0 {
                return Vec::new();
            }
            let who = run.name(car).to_owned();
            let prefix = format!(
                "{} ",
                app.words.with("race-time-up", &[("who", (&who).into())])
            );
            let Ok(events) = run.take_turn(car, None) else {
                return Vec::new();
            };
            // Said where the eye is too: the status line, until the player's next action.
            let crashed = events
                .iter()
                .any(|e| matches!(e, RecordEvent::Crashed { .. }));
            // The page's own player, named "You", is spoken to ("your car", "ta voiture").
            let you = if who == "You" { "yes" } else { "no" };
            let id = if crashed {
                "race-time-up-crashed"
            } else {
                "race-time-up-kept"
            };
            let note = app
                .words
                .with(id, &[("who", who.into()), ("you", you.into())]);
            let effects = after_move(play, app, &prefix, &events);
            if let Some(s) = &mut play.session {
                s.note = Some(note);
            }
            effects
        }
    }
}

/// The options of the race's player to move (`None`: no race; empty while no player may move).
pub fn options(s: &Session) -> Option<Vec<Point>> {
    let run = s.racing.run.as_ref()?;
    Some(
        run.human_to_move()
            .map_or_else(Vec::new, |c| run.race().options(c)),
    )
}

/// The option the keyboard would play: the highlight, else the main point, else the first.
pub fn keyboard_choice(s: &Session) -> Option<Point> {
    let run = s.racing.run.as_ref()?;
    let car = run.human_to_move()?;
    let options = run.race().options(car);
    let main = run.race().main_point(car);
    s.highlight
        .filter(|h| options.contains(h))
        .or_else(|| main.filter(|m| options.contains(m)))
        .or_else(|| options.first().copied())
}

/// The player to move plays `to`, if it is one of their options.
pub(super) fn play_point(play: &mut Play, app: &mut App, to: Point) -> Vec<Effect> {
    let Some(run) = play.session.as_mut().and_then(|s| s.racing.run.as_mut()) else {
        return Vec::new();
    };
    let Some(car) = run.human_to_move() else {
        return Vec::new();
    };
    match run.take_turn(car, Some(to)) {
        Ok(events) => after_move(play, app, "", &events),
        Err(e) => {
            let cars = run.race().cars();
            let car = |id: racetrack::race::CarId| {
                cars.get(id.0)
                    .map(|c| c.name().to_owned())
                    .unwrap_or_default()
            };
            let why = crate::ui::race_words::answer_error(&app.words, &e, &car);
            let words = format!("{}.", crate::ui::text::capitalised(&why));
            if let Some(s) = &mut play.session {
                s.note = Some(words.clone());
            }
            app.announce(words);
            Vec::new()
        }
    }
}

/// A pointer press on the canvas during a race.
pub(crate) fn pointer_down(play: &mut Play, app: &mut App, x: f64, y: f64) -> Vec<Effect> {
    let touch = app.device.touch;
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let options = options(s).unwrap_or_default();
    let tapped = board_keys::tap(
        &s.board.camera.geometry(),
        &options,
        (x, y),
        (touch, &app.words),
    );
    match tapped {
        Ok(p) => play_point(play, app, p),
        Err(words) => {
            s.note = Some(words.unwrap_or_else(|| app.words.get("race-wait-turn")));
            vec![Effect::Focus(Focus::Canvas)]
        }
    }
}

/// Keys during a race: digits, arrows and Enter as in solo; no undo.
pub(crate) fn key(play: &mut Play, app: &mut App, k: &KeyInput) -> Vec<Effect> {
    let Some(s) = &mut play.session else {
        return Vec::new();
    };
    let Some(key) = board_keys::read(k) else {
        return Vec::new();
    };
    let mut effects = Vec::new();
    match key {
        BoardKey::Digit(a) => {
            let Some(run) = &s.racing.run else {
                return Vec::new();
            };
            let Some(car) = run.human_to_move() else {
                s.note = Some(waiting_words(run, &app.words));
                return vec![Effect::PreventDefault];
            };
            let race = run.race();
            let options = race.options(car);
            let mover = board_keys::Mover {
                track: race.track(),
                rules: race.rules(),
                trajectory: race.cars()[car.index()].run(),
                options: &options,
            };
            match board_keys::digit_target(mover, a) {
                Ok(to) => effects.extend(play_point(play, app, to)),
                Err(why) => {
                    let words = board_keys::refusal_words(&app.words, why, a);
                    s.note = Some(words.clone());
                    app.announce(words);
                }
            }
        }
        BoardKey::Toward(dir) => {
            if let Some(from) = keyboard_choice(s) {
                let options = options(s).unwrap_or_default();
                s.highlight = Some(play::toward(&options, from, dir));
            }
        }
        BoardKey::Undo => s.note = Some(app.words.get("race-no-undo")),
        BoardKey::Play => match keyboard_choice(s) {
            Some(p) => effects.extend(play_point(play, app, p)),
            None => {
                if let Some(run) = &s.racing.run {
                    s.note = Some(waiting_words(run, &app.words));
                }
            }
        },
    }
    effects.push(Effect::PreventDefault);
    effects
}

/// Expansions an AI driver's search may take for one move where the coach has no table (a few
/// tens of milliseconds in the page).
const PLAN_BUDGET: usize = 100_000;

/// The next point of a way to the finish for `car`, over the checkpoints it still needs (on a
/// track with checkpoints, or under Karopapier's rules), when it is one of its options.
fn planned(run: &RaceRun, car: CarId, options: &[Point]) -> Option<Point> {
    let race = run.race();
    let track = race.track();
    let counts = track.checkpoints() != 0 || race.rules() == racetrack::rules::Rules::Karopapier;
    if !counts || track.has_elements() {
        return None;
    }
    let c = &race.cars()[car.index()];
    let held = c.progress(track, race.rules()).collected;
    racetrack::search::collect::next_point(track, race.rules(), c.run(), held, PLAN_BUDGET)
        .filter(|p| options.contains(p))
}
