//! `update`: every message, in one place, turned into a change of the model and the effects the
//! shell must carry out.

use racetrack::rules::Rules;

use super::app::Command;
use super::menu;
use super::model::{Model, Screen};
use super::msg::{
    Control, Copier, Effect, Fetch, Focus, HINT_KEY, KeyInput, Msg, PointerKind, Switch, Target,
};
use super::navigate::{go, open_route, open_text};
use super::online::{ApiCall, OnlineInput};
use super::pictures::PictureUse;
use super::play;
use super::route::{Place, Route};
use super::solver;
use super::top_runs::{self, RecordBook};

/// Applies `msg` to `model` and returns what the outside world must do.
pub fn update(model: &mut Model, msg: Msg) -> Vec<Effect> {
    // A frame moves no solo car: the run is looked at after the other messages only.
    let frame = match msg {
        Msg::Tick { now_ms, .. } => Some(now_ms),
        _ => None,
    };
    let was = model.screen();
    let route = model.app.route.clone();
    let play = super::play_hooks::before(&model.play, &model.app);
    // A key, or a pointer let go on the board, ends the overview (after it acted on what it
    // saw: a tap is read where the board stood when it was pressed and let go).
    let input = matches!(
        msg,
        Msg::Key(_) | Msg::Board(super::board_input::BoardInput::Up { .. })
    );
    let mut effects = handle(model, msg);
    effects.extend(carry_out(model));
    if input {
        if let Some(camera) = model.camera_mut() {
            camera.skip_overview();
        }
    }
    if model.app.route != route {
        effects.extend(left(model, was));
    }
    effects.extend(after(model, play, frame));
    effects
}

/// After every message: each screen's own follow-up (the game's sounds and keeps, the camera,
/// the online screens' wake-ups, the editor's decor kept).
fn after(model: &mut Model, play: super::play_hooks::Before, frame: Option<f64>) -> Vec<Effect> {
    let mut effects =
        super::play_hooks::after(&mut model.play, &mut model.app, play, frame.is_some());
    super::showing::follow(model, frame);
    effects.extend(super::showing::leave_full_screen(model));
    effects.extend(super::online::after(&mut model.online, &mut model.app));
    if frame.is_none() {
        if let (Screen::Play, Some(s)) = (model.screen(), model.play.session.as_ref()) {
            let draft_name = model.editing.as_ref().map(|e| e.name.as_str());
            effects.extend(super::my_tracks::keep(&mut model.app, s, draft_name));
        }
        if let Some(e) = model.editing.as_mut() {
            effects.extend(super::editor::keep_decor(e));
        }
    }
    effects
}

/// The page left screen `was` for another address: what each screen does on leaving. Every
/// screen and every track opens at its top, its main controls in view (the menu may have been
/// scrolled down to its paste box or the editor's button, a phone down to the win box before
/// Next level).
fn left(model: &mut Model, was: Screen) -> Vec<Effect> {
    let now = model.screen();
    let mut effects = vec![Effect::ScrollToTop];
    // The optimal line is help for the run on screen: leaving the track (for anything but its
    // solver) hides it; leaving the solver pauses its search.
    if !matches!(now, Screen::Play | Screen::Solver) {
        if let Some(s) = &mut model.play.session {
            s.left();
        }
    }
    if was == Screen::Solver && now != Screen::Solver {
        model.play.pause_watch();
    }
    // A player's profile belongs to the page it was opened on (it covered the next game's
    // clock); the room's stream closes when its screen is left.
    model.online.profile = None;
    if now != Screen::OnlineGame {
        effects.extend(super::online::leave(&mut model.online));
    }
    effects
}

/// Carries out what the screens asked of the page beyond their own state.
fn carry_out(model: &mut Model) -> Vec<Effect> {
    let mut effects = Vec::new();
    for command in std::mem::take(&mut model.app.commands) {
        match command {
            Command::OpenRoute(route) => effects.extend(open_route(model, route)),
            Command::Go(route) => effects.extend(go(model, route)),
            Command::WatchRecord { name, text } => {
                effects.extend(watch_record(model, &name, &text, None));
            }
            Command::OpenText { what, bytes } => effects.extend(open_text(model, &what, &bytes)),
            Command::EditTrack => effects.extend(edit_track(model)),
        }
    }
    effects
}

/// Opens the replay viewer on a record (the viewer keeps the one it had when this one does not
/// read).
pub(crate) fn watch_record(
    model: &mut Model,
    name: &str,
    text: &str,
    from_link: Option<&str>,
) -> Vec<Effect> {
    let (replay, effects) = super::replay::open(&mut model.app, name, text, from_link);
    if replay.is_some() {
        model.replay = replay;
    }
    effects
}

/// What `msg` does to `model`.
fn handle(model: &mut Model, msg: Msg) -> Vec<Effect> {
    // A remark in the status line lasts until the next thing the user does.
    if is_user_action(&msg) {
        model.app.notice = None;
        if let Some(s) = &mut model.play.session {
            s.user_acted();
        }
    }
    match msg {
        Msg::Started(startup) => {
            let super::msg::Startup {
                hash,
                base_url,
                hint,
                records,
                player,
                ghosts,
                draft,
                draft_decor,
                settings,
                run,
                daily,
                tracks,
                online,
                today,
                touch,
                reduced_motion,
            } = *startup;
            model.app.device.touch = touch;
            model.app.device.reduced_motion = reduced_motion;
            model.app.clock.today = today.parse().ok();
            model.app.kept.finished = super::daily::Finished::load(daily.as_deref());
            model.app.settings = super::settings::Settings::load(settings.as_deref());
            model.app.kept.resume = super::resume::StoredRun::load(run.as_deref());
            model.app.kept.draft = draft;
            model.app.kept.draft_decor = draft_decor;
            model.app.kept.ghost_runs = super::ghost::GhostRuns::load(ghosts.as_deref());
            model.app.base_url = base_url;
            model.play.playing.hint_seen = hint.as_deref() == Some("seen");
            model.app.client.identity = super::online::Online::load(online.as_deref());
            let (record_book, problem, stored) =
                RecordBook::load(records.as_deref(), player.as_deref());
            model.app.kept.record_book = record_book;
            let mut effects = vec![menu::fetch_index()];
            effects.extend(super::my_tracks::started(&mut model.app, tracks.as_deref()));
            effects.extend(open_route(model, Route::parse(&hash)));
            if problem.is_some() {
                model.app.error = problem;
            }
            effects.extend(stored);
            effects
        }
        Msg::SaveRecord { name, today } => {
            top_runs::save(&mut model.play, &mut model.app, &name, &today)
        }
        Msg::Replay(input) => match model.replay.as_mut() {
            Some(r) => r.input(&model.app, input),
            None => Vec::new(),
        },
        // The new game form's "the track open now" and the win box's run are the play screen's.
        Msg::Online(OnlineInput::Create) => {
            let open = model
                .play
                .session
                .as_ref()
                .map(|s| (s.game.track(), s.title.as_str()));
            super::online::form::create(&mut model.online, &mut model.app, open)
        }
        Msg::Online(OnlineInput::SendRun) => match model.play.session.as_mut() {
            Some(s) => super::online::world::send(s, &mut model.app),
            None => Vec::new(),
        },
        Msg::Online(input) => super::online::input(&mut model.online, &mut model.app, input),
        Msg::Api {
            call: ApiCall::Run,
            status,
            body,
        } => {
            let value = super::online::received(&mut model.app, &ApiCall::Run, status, &body);
            let status = if value.is_some() {
                status
            } else {
                super::online::NO_ANSWER
            };
            match model.play.session.as_mut() {
                Some(s) => super::online::world::answered(
                    s,
                    status,
                    &value.unwrap_or(serde_json::Value::Null),
                ),
                None => Vec::new(),
            }
        }
        Msg::Api { call, status, body } => {
            super::online::answered(&mut model.online, &mut model.app, call, status, &body)
        }
        Msg::Live(event) => super::online::live(&mut model.online, &mut model.app, event),
        Msg::PlayerLive(event) => {
            super::online::player_live::heard(&mut model.online, &mut model.app, event)
        }
        Msg::FilesChosen { purpose, files } => {
            super::files::chosen(&mut model.app, purpose, &files)
        }
        Msg::FilesRead { purpose, files } => {
            super::files::read(&mut model.editing, &mut model.app, purpose, files)
        }
        Msg::Fetched { what, result } => match what {
            Fetch::LevelIndex => menu::index_loaded(&mut model.app, result),
            Fetch::Level(i) => menu::level_loaded(&mut model.play, &mut model.app, i, result),
            Fetch::Decor(_) => Vec::new(),
        },
        Msg::PicturesDecoded {
            what,
            pictures,
            texts,
        } => match what {
            PictureUse::Images(purpose) => super::import::pictures_decoded(
                &mut model.editing,
                &mut model.app,
                purpose,
                pictures,
                texts,
            ),
            PictureUse::LevelDecor(index) => {
                let result = super::pictures::first(pictures);
                menu::decor_decoded(&mut model.play, &mut model.app, index, result)
            }
        },
        Msg::FetchedBytes { what, result } => match what {
            Fetch::Decor(i) => menu::decor_loaded(&mut model.play, &mut model.app, i, result),
            _ => Vec::new(),
        },
        Msg::Editor(input) => {
            let mut effects = super::editor::ensure(&mut model.editing, &mut model.app);
            if let Some(e) = model.editing.as_mut() {
                effects.extend(super::editor::input(e, &mut model.app, input));
            }
            effects
        }
        Msg::RandomTrack(seed) => go(model, Route::Play(Place::Random(seed))),
        Msg::OpenDaily => go(model, Route::Play(Place::Daily(None))),
        Msg::AnotherRandomTrack => {
            // Seeds up to a billion keep the address short (`#/random/123456789`).
            let seed = model.app.rng.u64(0..1_000_000_000);
            go(model, Route::Play(Place::Random(seed)))
        }
        Msg::Entropy(entropy) => {
            model.app.rng = fastrand::Rng::with_seed(entropy);
            Vec::new()
        }
        Msg::RouteChanged(hash) => {
            let route = Route::parse(&hash);
            if route == model.app.route {
                return Vec::new();
            }
            open_route(model, route)
        }
        Msg::Key(k) => key(model, &k),
        Msg::Pointer { kind, x, y } if model.screen() == Screen::Editor => {
            match model.editing.as_mut() {
                Some(e) => super::editor::pointer(e, kind, x, y),
                None => Vec::new(),
            }
        }
        // The board sends `Msg::Board`.
        Msg::Pointer { .. } => Vec::new(),
        Msg::CanvasFocus(focused) => {
            if let Some(s) = &mut model.play.session {
                s.focused = focused;
            }
            Vec::new()
        }
        Msg::Control(c) => control(model, c),
        Msg::Switch(Switch::SoftRules, on) => {
            let rules = if on { Rules::Soft } else { Rules::Strict };
            // Other rules are another game: a new run. Moves that would be lost are asked about.
            let moves = model.play.session.as_ref().map_or(0, |s| s.game.moves());
            let over = model
                .play
                .session
                .as_ref()
                .is_some_and(|s| s.game.state().is_won());
            if moves > 0 && !over {
                return vec![Effect::Confirm {
                    question: format!(
                        "{} rules start a new run: your {} will be lost.",
                        if on { "Soft" } else { "Strict" },
                        super::text::plural(moves, "move")
                    ),
                    then: Box::new(Msg::SetRules(rules)),
                }];
            }
            play::set_rules(&mut model.play, &mut model.app, rules);
            Vec::new()
        }
        Msg::Switch(Switch::CrashWarning, on) => {
            model.app.settings.warn = Some(on);
            vec![Effect::Store {
                key: super::settings::SETTINGS_KEY,
                value: model.app.settings.to_json(),
            }]
        }
        Msg::Switch(Switch::Sound, on) => {
            model.app.settings.mute = Some(!on);
            vec![Effect::Store {
                key: super::settings::SETTINGS_KEY,
                value: model.app.settings.to_json(),
            }]
        }
        Msg::SetRules(rules) => {
            play::set_rules(&mut model.play, &mut model.app, rules);
            Vec::new()
        }
        Msg::Switch(Switch::Coach, on) => {
            let racing = model.racing();
            model.app.settings.set_coach(racing, on);
            vec![Effect::Store {
                key: super::settings::SETTINGS_KEY,
                value: model.app.settings.to_json(),
            }]
        }
        Msg::Switch(Switch::Decor, on) => {
            model.app.device.show_decor = on;
            Vec::new()
        }
        Msg::Switch(Switch::DistanceMap, on) => {
            model.app.device.show_distance = on;
            Vec::new()
        }
        Msg::SolverChosen(name) => {
            match name.parse() {
                Ok(solver) => model.play.panel.solver = solver,
                Err(e) => model.app.error = Some(e.to_string()),
            }
            Vec::new()
        }
        Msg::SolverSpeed(speed) => {
            if speed.is_finite() {
                model.play.panel.speed = speed.clamp(0.0, solver::SPEED_MAX);
                model.play.panel.speed_chosen = true;
            }
            Vec::new()
        }
        Msg::OpenPasted(text) => open_text(model, "Pasted track", text.as_bytes()),
        Msg::Copied { by, result } => {
            match by {
                Copier::Game => super::share::copied(&mut model.play, &mut model.app, result),
                Copier::Editor => {
                    if let Some(e) = model.editing.as_mut() {
                        super::editor::copied(e, &mut model.app, result);
                    }
                }
                Copier::Replay => {
                    if let Some(r) = model.replay.as_mut() {
                        r.copied(&result);
                    }
                }
                Copier::PlayerKey | Copier::Invite => {
                    super::online::copied(&mut model.online, by, &result)
                }
                Copier::Daily => {
                    super::daily_card::copied(&mut model.play, &mut model.app, &result)
                }
            }
            Vec::new()
        }
        Msg::Viewport {
            width,
            height,
            ratio,
        } => {
            model.app.device.viewport = (width, height, ratio);
            model.relayout();
            Vec::new()
        }
        Msg::ThemeChanged => {
            model.app.device.theme += 1;
            Vec::new()
        }
        Msg::WallClock(utc_ms) => {
            super::daily_card::wall_clock(&mut model.app, utc_ms);
            Vec::new()
        }
        Msg::Tick { now_ms, busy_ms } => {
            tick(model, now_ms, busy_ms);
            let mut effects = super::race_mode::tick(&mut model.play, &mut model.app, now_ms);
            effects.extend(super::online::tick(
                &mut model.online,
                &mut model.app,
                now_ms,
            ));
            effects.extend(super::online::mine_tick(
                &mut model.online,
                &mut model.app,
                now_ms,
            ));
            effects.extend(super::online::lobby_tick(
                &mut model.online,
                &mut model.app,
                now_ms,
            ));
            effects.extend(super::online::pairing_tick(
                &mut model.online,
                &mut model.app,
                now_ms,
            ));
            effects
        }
        Msg::Race(input) => super::race_mode::input(&mut model.play, &mut model.app, input),
        Msg::Board(input) => super::showing::input(model, input),
        Msg::MyTrack(input) => super::my_tracks::input(&mut model.app, input),
        Msg::DemoRace(level) => super::race_mode::demo::watch(&mut model.app, level),
        Msg::FullScreenLeft => {
            model.app.device.full_screen = false;
            model.relayout();
            Vec::new()
        }
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
            | Msg::Board(super::board_input::BoardInput::Down { .. })
            | Msg::Control(_)
            | Msg::Switch(..)
            | Msg::SolverChosen(_)
            | Msg::OpenPasted(_)
            | Msg::FilesChosen { .. }
            | Msg::Race(_)
            | Msg::Editor(_)
            | Msg::RandomTrack(_)
            | Msg::AnotherRandomTrack
    )
}

/// One frame: calibrate, run the watched search and the background searches.
fn tick(model: &mut Model, now: f64, busy_ms: f64) {
    model.app.pace.calibrate(busy_ms);
    let dt = model
        .app
        .pace
        .last_now
        .map_or(0.0, |last| (now - last).clamp(0.0, 250.0));
    model.app.pace.last_now = Some(now);
    if model.app.pace.last_animation_work > 0 && model.app.pace.last_work > 0 {
        let share = model.app.pace.last_animation_work as f64 / model.app.pace.last_work as f64;
        if let Some(w) = model.play.session.as_mut().and_then(|s| s.watch.as_mut()) {
            w.compute_ms += busy_ms.max(0.0) * share;
        }
    }
    if model.screen() == Screen::Replay {
        if let Some(r) = model.replay.as_mut() {
            r.tick(dt);
        }
    }
    super::motion::tick(&mut model.play, dt);
    let animating = model.screen() == Screen::Solver && model.needs_tick();
    let animation_work = if model.screen() == Screen::Solver {
        solver::tick(&mut model.play, &mut model.app, dt)
    } else {
        0
    };
    // Background work yields to a running animation; the coach comes first, as it is needed
    // before the first move.
    let slice = if animating { 1.0 } else { 4.0 };
    let budget = model.app.pace.budget(slice);
    let coach_work = match &mut model.play.session {
        Some(s) if s.coaching.is_computing() => {
            let work = s.coaching.step(budget);
            if !s.coaching.is_computing() {
                s.optimum = s.coaching.optimum();
            }
            work
        }
        _ => 0,
    };
    let editor_work = if model.screen() == Screen::Editor {
        match model.editing.as_mut() {
            Some(e) => super::editor::tick(e, budget.saturating_sub(coach_work)),
            None => 0,
        }
    } else {
        0
    };
    let coach_work = coach_work + editor_work;
    let (job_work, finished) = model.app.jobs.run(budget.saturating_sub(coach_work));
    for (target, optimum) in finished {
        match target {
            super::jobs::JobFor::Level(i) => {
                if let Some(level) = model.app.menu.levels.get_mut(i) {
                    level.optimum = Some(optimum);
                }
            }
            super::jobs::JobFor::Session(generation) => {
                if let Some(s) = model
                    .play
                    .session
                    .as_mut()
                    .filter(|s| s.generation == generation)
                {
                    s.optimum = Some(optimum);
                }
            }
        }
    }
    model.app.pace.last_work = animation_work + coach_work + job_work;
    model.app.pace.last_animation_work = animation_work;
    // The frames stop now: the next one, whenever it comes, starts the clock afresh (a glide
    // after a pause must not take the pause for its time and land at once).
    if !model.needs_tick() {
        model.app.pace.last_now = None;
    }
}

/// Keys: what each screen does with them.
#[inline(never)]
fn key(model: &mut Model, k: &KeyInput) -> Vec<Effect> {
    if model.screen() == Screen::Editor {
        return match model.editing.as_mut() {
            Some(e) => super::editor::key(e, &mut model.app, k),
            None => Vec::new(),
        };
    }
    if k.modifier || k.target == Target::Field {
        return Vec::new();
    }
    if let Some(effects) = super::showing::key(model, k) {
        return effects;
    }
    match model.screen() {
        Screen::Menu | Screen::Editor => Vec::new(),
        Screen::Replay if k.key == "Escape" => go(model, Route::Menu),
        Screen::OnlineGame if k.key == "Escape" => go(model, Route::Online(None)),
        Screen::Online if k.key == "Escape" => go(model, Route::Menu),
        Screen::Leaderboard | Screen::Help if k.key == "Escape" => go(model, Route::Menu),
        Screen::Leaderboard | Screen::Help => Vec::new(),
        Screen::OnlineGame => super::online::key(&mut model.online, &mut model.app, k),
        Screen::Online => Vec::new(),
        Screen::Replay => match model.replay.as_mut() {
            Some(r) => r.key(&model.app, k).unwrap_or_default(),
            None => Vec::new(),
        },
        Screen::Play | Screen::Solver
            if k.key == "Escape"
                && model.play.session.as_ref().is_some_and(|s| s.settings_open) =>
        {
            control(model, Control::CloseSettings)
        }
        Screen::Play if k.key == "Escape" && model.place() == Some(&Place::Draft) => {
            go(model, Route::Edit)
        }
        Screen::Play if k.key == "Escape" => go(model, Route::Menu),
        Screen::Play => play::key(&mut model.play, &mut model.app, k),
        Screen::Solver => match k.key.as_str() {
            "Escape" => solver::back(&mut model.play, &mut model.app),
            " " if matches!(k.target, Target::Canvas | Target::Body) => {
                let mut effects = solver::run(&mut model.play, &mut model.app);
                effects.push(Effect::PreventDefault);
                effects
            }
            "Backspace" | "Enter" | "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight"
                if matches!(k.target, Target::Canvas | Target::Body) =>
            {
                super::solver::say_watching(&mut model.play, &mut model.app);
                vec![Effect::PreventDefault]
            }
            _ if k.code.starts_with("Digit") || k.code.starts_with("Numpad") => {
                super::solver::say_watching(&mut model.play, &mut model.app);
                vec![Effect::PreventDefault]
            }
            _ => Vec::new(),
        },
    }
}

#[inline(never)]
fn control(model: &mut Model, c: Control) -> Vec<Effect> {
    match c {
        Control::Menu => go(model, Route::Menu),
        Control::OpenEditor => go(model, Route::Edit),
        Control::ZoomIn | Control::ZoomOut | Control::WholeTrack | Control::FullScreen => {
            super::showing::control(model, c)
        }
        Control::EditTrack => edit_track(model),
        Control::SaveRace | Control::WatchRace => {
            let Some(s) = model.play.session.as_ref() else {
                return Vec::new();
            };
            let Some(run) = s.racing.run.as_ref().filter(|r| r.race().is_over()) else {
                return Vec::new();
            };
            let json = racetrack::race::record::to_json(&run.record());
            let name = super::text::file_name(&format!("{} race", s.title), "race", "json");
            if c == Control::SaveRace {
                vec![Effect::Download {
                    filename: name,
                    text: json + "\n",
                    kind: super::msg::FileKind::Json,
                }]
            } else {
                watch_record(model, &name, &json, None)
            }
        }
        Control::OpenLevel(i) => match model.app.menu.levels.get(i) {
            Some(level) => go(model, Route::Play(Place::Level(level.name().to_owned()))),
            None => Vec::new(),
        },
        Control::Undo => {
            let Some(s) = &mut model.play.session else {
                return Vec::new();
            };
            if model.app.route.screen() == Screen::Solver {
                super::solver::say_watching(&mut model.play, &mut model.app);
                return Vec::new();
            }
            if play::take_back(s) {
                let words = format!("Undone. {}", play::status_text(&model.play, &model.app));
                model.announce(words);
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::Retry => {
            let Some(s) = &mut model.play.session else {
                return Vec::new();
            };
            super::race_mode::clear_run(s);
            let words = format!("Restarted. {}", play::status_text(&model.play, &model.app));
            model.announce(words);
            if model.screen() == Screen::Solver {
                return solver::back(&mut model.play, &mut model.app);
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::Share => {
            // The share link shows under the toolbar: the sheet goes away.
            if let Some(s) = &mut model.play.session {
                s.settings_open = false;
            }
            let draft_name = model.editing.as_ref().map(|e| e.name.clone());
            super::share::share(&mut model.play, &mut model.app, draft_name)
        }
        Control::CopyDailyResult => super::daily_card::copy(&mut model.play, &mut model.app),
        Control::ToggleSettings | Control::CloseSettings => {
            let Some(s) = &mut model.play.session else {
                return Vec::new();
            };
            s.settings_open = c == Control::ToggleSettings && !s.settings_open;
            if s.settings_open {
                Vec::new()
            } else {
                vec![Effect::Focus(Focus::Canvas)]
            }
        }
        Control::CloseMessage => {
            if let Some(s) = &mut model.play.session {
                s.box_closed = Some(s.box_key());
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::DismissError => {
            model.app.error = None;
            Vec::new()
        }
        Control::DismissHint if super::tutorial::running(&model.play, &model.app) => {
            super::tutorial::finish(&mut model.play, &mut model.app)
        }
        Control::TutorialNext => super::tutorial::next(&mut model.play, &mut model.app),
        Control::DismissHint => {
            model.play.playing.hint_seen = true;
            vec![
                Effect::Store {
                    key: HINT_KEY,
                    value: "seen".into(),
                },
                Effect::Focus(Focus::Canvas),
            ]
        }
        Control::SolverRun => solver::run(&mut model.play, &mut model.app),
        Control::SolverStep => solver::step(&mut model.play, &mut model.app),
        Control::SolverInstant => solver::instant(&mut model.play, &mut model.app),
        Control::SolverBack => solver::back(&mut model.play, &mut model.app),
        Control::ExportRecords => top_runs::export(&model.app),
        Control::RaceGhost => {
            super::ghost::race_best_run(&mut model.play, &mut model.app);
            Vec::new()
        }
        Control::NextLevel => {
            let next = match model.place() {
                Some(Place::Level(name)) => model.app.menu.find(name).map(|i| i + 1),
                _ => None,
            };
            match next.and_then(|i| model.app.menu.levels.get(i)) {
                Some(level) => go(model, Route::Play(Place::Level(level.name().to_owned()))),
                None => Vec::new(),
            }
        }
        Control::OptimalLine => {
            // The line is drawn while the coach is on: then it is help.
            let drawn = model.coach_on();
            if let Some(s) = &mut model.play.session {
                s.show_line = !s.show_line;
                s.assists.line |= s.show_line && drawn;
            }
            Vec::new()
        }
    }
}

/// The game's Edit button: the open track goes into the editor as one undoable step (the
/// previous draft comes back with Undo); from a test drive, back to the editor unchanged.
pub(super) fn edit_track(model: &mut Model) -> Vec<Effect> {
    let Some(s) = model.play.session.as_ref() else {
        return go(model, Route::Edit);
    };
    if s.place == Place::Draft {
        return go(model, Route::Edit);
    }
    let (grid, elements, title, decor) = (
        s.game.track().grid().clone(),
        s.game.track().elements().to_string(),
        s.title.clone(),
        s.board.decor.clone(),
    );
    let mut effects = super::editor::ensure(&mut model.editing, &mut model.app);
    if let Some(e) = model.editing.as_mut() {
        e.edit_copy(&title, grid, &elements, decor);
    }
    effects.extend(go(model, Route::Edit));
    effects
}
