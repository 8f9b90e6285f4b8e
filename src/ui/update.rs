//! `update`: every message, in one place, turned into a change of the model and the effects the
//! shell must carry out.

use crate::link;
use crate::rules::Rules;
use crate::track::{MAX_TRACK_BYTES, ParseTrackError, Track};

use super::menu;
use super::model::{Model, Screen};
use super::msg::{
    Control, Effect, Fetch, Focus, HINT_KEY, KeyInput, Msg, PointerKind, Switch, Target,
};
use super::play;
use super::records::{self, Ledger};
use super::route::{Place, Route};
use super::solver;

/// Applies `msg` to `model` and returns what the outside world must do.
pub fn update(model: &mut Model, msg: Msg) -> Vec<Effect> {
    // A remark in the status line lasts until the next thing the user does.
    if is_user_action(&msg) {
        model.notice = None;
        if let Some(s) = &mut model.session {
            if s.note.take().is_some() {
                model.scene_dirty = true;
            }
        }
    }
    match msg {
        Msg::Started {
            hash,
            base_url,
            hint,
            records,
            player,
            ghosts,
        } => {
            model.best_runs = super::ghost::BestRuns::load(ghosts.as_deref());
            model.base_url = base_url;
            model.hint_seen = hint.as_deref() == Some("seen");
            let (ledger, problem, stored) = Ledger::load(records.as_deref(), player.as_deref());
            model.ledger = ledger;
            let mut effects = vec![menu::fetch_index()];
            effects.extend(open_route(model, Route::parse(&hash)));
            if problem.is_some() {
                model.error = problem;
            }
            effects.extend(stored);
            effects
        }
        Msg::SaveRecord { name, today } => records::save(model, &name, &today),
        Msg::RecordsFileChosen { name, size } => records::file_chosen(model, &name, size),
        Msg::RecordsFileRead { name, result } => records::file_read(model, &name, result),
        Msg::Fetched { what, result } => match what {
            Fetch::LevelIndex => menu::index_loaded(model, result),
            Fetch::Level(i) => menu::level_loaded(model, i, result),
        },
        Msg::RouteChanged(hash) => {
            let route = Route::parse(&hash);
            if route == model.route {
                return Vec::new();
            }
            open_route(model, route)
        }
        Msg::Key(k) => key(model, &k),
        Msg::Pointer { kind, x, y } => match (model.screen, kind) {
            (Screen::Play, PointerKind::Down) => play::pointer_down(model, x, y),
            (Screen::Play, PointerKind::Move) => {
                play::pointer_move(model, Some((x, y)));
                Vec::new()
            }
            (_, PointerKind::Leave) => {
                play::pointer_move(model, None);
                Vec::new()
            }
            (Screen::Solver, PointerKind::Down) => {
                say_watching(model);
                Vec::new()
            }
            _ => Vec::new(),
        },
        Msg::CanvasFocus(focused) => {
            if let Some(s) = &mut model.session {
                s.focused = focused;
                model.scene_dirty = true;
            }
            Vec::new()
        }
        Msg::Control(c) => control(model, c),
        Msg::Switch(Switch::SoftRules, on) => {
            play::set_rules(model, if on { Rules::Soft } else { Rules::Strict });
            Vec::new()
        }
        Msg::Switch(Switch::Coach, on) => {
            model.coach_on = on;
            model.scene_dirty = true;
            Vec::new()
        }
        Msg::Switch(Switch::DistanceMap, on) => {
            model.show_distance = on;
            model.scene_dirty = true;
            Vec::new()
        }
        Msg::SolverChosen(name) => {
            match name.parse() {
                Ok(solver) => model.solver = solver,
                Err(e) => model.error = Some(e),
            }
            Vec::new()
        }
        Msg::SolverSpeed(speed) => {
            if speed.is_finite() {
                model.speed = speed.clamp(0.0, solver::SPEED_MAX);
            }
            Vec::new()
        }
        Msg::OpenPasted(text) => open_text(model, "Pasted track", text.as_bytes()),
        Msg::FileChosen { name, size } => {
            if size > MAX_TRACK_BYTES as f64 {
                model.error = Some(format!("{name}: {}", ParseTrackError::TooLong));
                return vec![Effect::ClearFilePicker];
            }
            vec![Effect::ReadFile]
        }
        Msg::FileRead { name, result } => {
            let mut effects = vec![Effect::ClearFilePicker];
            match result {
                Ok(bytes) => effects.extend(open_text(model, &name, &bytes)),
                Err(e) => model.error = Some(format!("{name}: {e}")),
            }
            effects
        }
        Msg::Copied(result) => {
            if let Some(share) = model.session.as_mut().and_then(|s| s.share.as_mut()) {
                let words = match &result {
                    Ok(()) => "Link copied.".to_owned(),
                    Err(_) => {
                        "The link could not be copied: it is selected, copy it by hand.".into()
                    }
                };
                share.copied = Some(result);
                model.announce(words);
            }
            Vec::new()
        }
        Msg::Viewport {
            width,
            height,
            ratio,
        } => {
            model.viewport = (width, height, ratio);
            model.relayout();
            Vec::new()
        }
        Msg::ThemeChanged => {
            model.theme += 1;
            model.scene_dirty = true;
            Vec::new()
        }
        Msg::Tick { now_ms, busy_ms } => {
            tick(model, now_ms, busy_ms);
            super::race_mode::tick(model, now_ms)
        }
        Msg::Race(input) => super::race_mode::input(model, input),
    }
}

fn is_user_action(msg: &Msg) -> bool {
    matches!(
        msg,
        Msg::Key(_)
            | Msg::Pointer {
                kind: PointerKind::Down,
                ..
            }
            | Msg::Control(_)
            | Msg::Switch(..)
            | Msg::SolverChosen(_)
            | Msg::OpenPasted(_)
            | Msg::FileChosen { .. }
            | Msg::Race(_)
    )
}

/// One frame: calibrate, run the watched search and the background searches.
fn tick(model: &mut Model, now: f64, busy_ms: f64) {
    model.pace.calibrate(busy_ms);
    let dt = model
        .pace
        .last_now
        .map_or(0.0, |last| (now - last).clamp(0.0, 250.0));
    model.pace.last_now = Some(now);
    if model.pace.last_animation_work > 0 && model.pace.last_work > 0 {
        let share = model.pace.last_animation_work as f64 / model.pace.last_work as f64;
        if let Some(w) = model.session.as_mut().and_then(|s| s.watch.as_mut()) {
            w.compute_ms += busy_ms.max(0.0) * share;
        }
    }
    let animating = model.screen == Screen::Solver && model.needs_tick();
    let animation_work = if model.screen == Screen::Solver {
        solver::tick(model, dt)
    } else {
        0
    };
    // Background work yields to a running animation; the coach comes first, as it is needed
    // before the first move.
    let slice = if animating { 1.0 } else { 4.0 };
    let budget = model.pace.budget(slice);
    let coach_work = match &mut model.session {
        Some(s) if s.coaching.is_computing() => {
            let work = s.coaching.step(budget);
            if !s.coaching.is_computing() {
                model.scene_dirty = true;
            }
            work
        }
        _ => 0,
    };
    let (job_work, finished) = model.jobs.run(budget.saturating_sub(coach_work));
    for (target, optimum) in finished {
        match target {
            super::jobs::JobFor::Level(i) => {
                if let Some(level) = model.menu.levels.get_mut(i) {
                    level.optimum = Some(optimum);
                }
            }
            super::jobs::JobFor::Session(generation) => {
                if let Some(s) = model
                    .session
                    .as_mut()
                    .filter(|s| s.generation == generation)
                {
                    s.optimum = Some(optimum);
                }
            }
        }
    }
    model.pace.last_work = animation_work + coach_work + job_work;
    model.pace.last_animation_work = animation_work;
}

/// Keys: what each screen does with them.
fn key(model: &mut Model, k: &KeyInput) -> Vec<Effect> {
    if k.modifier || k.target == Target::Field {
        return Vec::new();
    }
    match model.screen {
        Screen::Menu => Vec::new(),
        Screen::Play if k.key == "Escape" => go(model, Route::Menu),
        Screen::Play => play::key(model, k),
        Screen::Solver => match k.key.as_str() {
            "Escape" => solver::back(model),
            " " if matches!(k.target, Target::Canvas | Target::Body) => {
                let mut effects = solver::run(model);
                effects.push(Effect::PreventDefault);
                effects
            }
            "Backspace" | "Enter" | "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight"
                if matches!(k.target, Target::Canvas | Target::Body) =>
            {
                say_watching(model);
                vec![Effect::PreventDefault]
            }
            _ if k.code.starts_with("Digit") || k.code.starts_with("Numpad") => {
                say_watching(model);
                vec![Effect::PreventDefault]
            }
            _ => Vec::new(),
        },
    }
}

/// No key acts on a game the player cannot play: say how to return to it.
fn say_watching(model: &mut Model) {
    if let Some(s) = &mut model.session {
        let words = "You are watching a solver: press Esc or “Back to your game” to play.";
        s.solver_note = Some(words.into());
        model.announce(words);
    }
}

fn control(model: &mut Model, c: Control) -> Vec<Effect> {
    match c {
        Control::Menu => go(model, Route::Menu),
        Control::OpenLevel(i) => match model.menu.levels.get(i) {
            Some(level) => go(model, Route::Play(Place::Level(level.name().to_owned()))),
            None => Vec::new(),
        },
        Control::Undo => {
            let Some(s) = &mut model.session else {
                return Vec::new();
            };
            if model.screen == Screen::Solver {
                say_watching(model);
                return Vec::new();
            }
            if s.game.undo() {
                s.highlight = None;
                s.share = None;
                model.scene_dirty = true;
                let words = format!("Undone. {}", play::status_text(model));
                model.announce(words);
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::Retry => {
            let Some(s) = &mut model.session else {
                return Vec::new();
            };
            s.game.restart();
            super::race_mode::reset(s);
            s.highlight = None;
            s.share = None;
            model.scene_dirty = true;
            let words = format!("Restarted. {}", play::status_text(model));
            model.announce(words);
            if model.screen == Screen::Solver {
                return solver::back(model);
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::Share => super::share::share(model),
        Control::DismissError => {
            model.error = None;
            Vec::new()
        }
        Control::DismissHint => {
            model.hint_seen = true;
            vec![
                Effect::Store {
                    key: HINT_KEY,
                    value: "seen".into(),
                },
                Effect::Focus(Focus::Canvas),
            ]
        }
        Control::SolverRun => solver::run(model),
        Control::SolverStep => solver::step(model),
        Control::SolverInstant => solver::instant(model),
        Control::SolverBack => solver::back(model),
        Control::ExportRecords => records::export(model),
        Control::RaceGhost => {
            super::ghost::race_best_run(model);
            Vec::new()
        }
        Control::NextLevel => {
            let next = match model.place() {
                Some(Place::Level(name)) => model.menu.find(name).map(|i| i + 1),
                _ => None,
            };
            match next.and_then(|i| model.menu.levels.get(i)) {
                Some(level) => go(model, Route::Play(Place::Level(level.name().to_owned()))),
                None => Vec::new(),
            }
        }
        Control::OptimalLine => {
            if let Some(s) = &mut model.session {
                s.show_line = !s.show_line;
                model.scene_dirty = true;
            }
            Vec::new()
        }
    }
}

/// Goes to `route` as a new history entry.
fn go(model: &mut Model, route: Route) -> Vec<Effect> {
    let hash = route.to_string();
    let mut effects = open_route(model, route);
    effects.insert(0, Effect::PushRoute(hash));
    effects
}

/// Shows the screen of `route` (the history entry is already there).
pub(crate) fn open_route(model: &mut Model, route: Route) -> Vec<Effect> {
    model.pending = None;
    match &route {
        Route::Menu => {
            model.route = route;
            show_menu(model)
        }
        Route::Unknown(fragment) => {
            model.error = Some(format!(
                "The address {fragment} leads nowhere: here is the menu."
            ));
            menu_instead(model)
        }
        Route::Play(place) | Route::Solve(place) => {
            let solve = matches!(route, Route::Solve(_));
            let mut effects = Vec::new();
            if model.place() != Some(place) {
                match open_place(model, place, &route) {
                    Ok(e) => effects = e,
                    Err(()) => return menu_instead(model),
                }
                if model.pending.is_some() {
                    return effects;
                }
            }
            model.route = route.clone();
            if solve {
                model.screen = Screen::Solver;
                model.scene_dirty = true;
            } else if model.screen != Screen::Play {
                if let Some(w) = model.session.as_mut().and_then(|s| s.watch.as_mut()) {
                    // Leaving the solver screen pauses its search.
                    w.pause();
                }
                model.screen = Screen::Play;
                model.scene_dirty = true;
                effects.push(Effect::Focus(Focus::Canvas));
            }
            effects
        }
    }
}

/// A track that cannot be opened: the menu, whose address replaces the bad one.
fn menu_instead(model: &mut Model) -> Vec<Effect> {
    model.route = Route::Menu;
    let mut effects = show_menu(model);
    effects.push(Effect::ReplaceRoute(Route::Menu.to_string()));
    effects
}

/// Opens the track at `place`: a level (waiting for it if it has not arrived) or a link.
fn open_place(model: &mut Model, place: &Place, route: &Route) -> Result<Vec<Effect>, ()> {
    match place {
        Place::Level(name) => {
            let found = model.menu.find(name);
            match found.map(|i| &model.menu.levels[i]) {
                Some(level) if level.track.is_some() => {
                    let track = level.track.clone().expect("checked");
                    let title = level.title.clone();
                    Ok(play::open(
                        model,
                        track,
                        &title,
                        place.clone(),
                        Rules::Strict,
                        &[],
                    ))
                }
                Some(level) if level.failed.is_some() => {
                    model.error = level.failed.clone();
                    Err(())
                }
                None if model.menu.loaded => {
                    model.error = Some(format!("There is no level called {name}."));
                    Err(())
                }
                _ => {
                    model.pending = Some(route.clone());
                    Ok(Vec::new())
                }
            }
        }
        Place::Link(fragment) => match link::decode(fragment) {
            Ok(shared) => Ok(super::share::open(model, shared, place)),
            Err(e) => {
                model.error = Some(format!("This link cannot be opened: {e}."));
                Err(())
            }
        },
    }
}

fn show_menu(model: &mut Model) -> Vec<Effect> {
    if let Some(w) = model.session.as_mut().and_then(|s| s.watch.as_mut()) {
        w.pause();
    }
    let was = model.screen;
    model.screen = Screen::Menu;
    model.scene_dirty = true;
    if was != Screen::Menu {
        model.announce("Levels menu.");
        vec![Effect::Focus(Focus::Menu)]
    } else {
        Vec::new()
    }
}

/// Opens a track from a file or the paste box, or shows the engine's error. The track's
/// address is its share link, so reload and Back work for it too.
fn open_text(model: &mut Model, what: &str, bytes: &[u8]) -> Vec<Effect> {
    match Track::parse_bytes(bytes) {
        Ok(track) => {
            let title = what.trim_end_matches(".txt").to_owned();
            let place = match link::encode(&track, Rules::Strict, &[]) {
                Ok(fragment) => Place::Link(fragment),
                Err(_) => Place::Link(String::new()),
            };
            let route = Route::Play(place.clone());
            let mut effects = Vec::new();
            if !matches!(&place, Place::Link(f) if f.is_empty()) {
                effects.push(Effect::PushRoute(route.to_string()));
            }
            model.route = route;
            effects.extend(play::open(model, track, &title, place, Rules::Strict, &[]));
            effects
        }
        Err(e) => {
            model.error = Some(format!("{what}: {e}"));
            Vec::new()
        }
    }
}
