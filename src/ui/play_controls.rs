//! The play and solver screens' buttons, switches and keys: Undo, Retry, Share, the settings
//! sheet, the end box, the hint and the tutorial, the solver panel, the race's record, the next
//! level, the optimal line; the rules, the coach and the other switches.

use racetrack::rules::Rules;

use super::app::{App, Command};
use super::model::{Play, Screen};
use super::msg::{Control, Effect, FileKind, Focus, HINT_KEY, KeyInput, Msg, Switch, Target};
use super::route::{Place, Route};
use super::{play, solver};

/// A button of the play or the solver screen (`draft_name`: the editor's name for the track,
/// which a test drive's share link carries).
#[inline(never)]
pub(crate) fn control(
    play: &mut Play,
    app: &mut App,
    c: Control,
    draft_name: Option<String>,
) -> Vec<Effect> {
    match c {
        Control::WatchRace if play.session.as_ref().is_some_and(|s| s.solo()) => {
            watch_solo(play, app)
        }
        Control::SaveRace | Control::WatchRace => {
            let Some(s) = play.session.as_ref() else {
                return Vec::new();
            };
            let Some(run) = s.racing.run.as_ref().filter(|r| r.race().is_over()) else {
                return Vec::new();
            };
            let json = racetrack::race::record::to_json(&run.record());
            let name = super::dispatch::navigate::session_title(app, s);
            let title = app.words.with("race-file-name", &[("title", name.into())]);
            if c == Control::SaveRace {
                let filename = super::text::file_name(&title, "race", "json");
                // The browser may save without a word (a phone's quiet download): the end box
                // says where the file went and how to watch it again.
                let saved = app
                    .words
                    .with("race-saved", &[("file", filename.as_str().into())]);
                app.announce(saved.clone());
                if let Some(s) = play.session.as_mut() {
                    s.say(saved);
                }
                vec![Effect::Download {
                    filename,
                    text: json + "\n",
                    kind: FileKind::Json,
                }]
            } else {
                // Watched at once: named as a person says it ("Hairpin race"), not as a file.
                app.command(Command::WatchRecord {
                    name: title,
                    text: json,
                })
            }
        }
        Control::Undo => {
            if app.route.screen() == Screen::Solver {
                solver::say_watching(play, app);
                return Vec::new();
            }
            let Some(s) = &mut play.session else {
                return Vec::new();
            };
            // Undo is greyed out in a race and before the first placement: a tap on it says
            // why rather than doing nothing.
            if !s.solo() {
                let words = app.words.get("race-no-undo");
                s.note = Some(words.clone());
                app.announce(words);
                return vec![Effect::Focus(Focus::Canvas)];
            }
            let clean = !s.assists.undo;
            if play::take_back(s) {
                play::say_if_assisted(s, app, clean);
                let status = play::status_text(play, app);
                let words = app.words.with("play-undone", &[("status", status.into())]);
                app.announce(words);
            } else {
                let words = app.words.get("play-nothing-undo");
                s.note = Some(words.clone());
                app.announce(words);
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::Retry => {
            let Some(s) = &mut play.session else {
                return Vec::new();
            };
            super::race_mode::clear_run(s);
            let status = play::status_text(play, app);
            let words = app
                .words
                .with("play-restarted", &[("status", status.into())]);
            app.announce(words);
            if app.route.screen() == Screen::Solver {
                return solver::back(play, app);
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::Share => {
            // The share link shows under the toolbar: the sheet goes away.
            if let Some(s) = &mut play.session {
                s.settings_open = false;
            }
            super::share::share(play, app, draft_name)
        }
        Control::CopyDailyResult => super::daily_card::copy(play, app),
        Control::ToggleSettings | Control::CloseSettings => {
            let Some(s) = &mut play.session else {
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
            if let Some(s) = &mut play.session {
                s.box_closed = Some(s.box_key());
            }
            vec![Effect::Focus(Focus::Canvas)]
        }
        Control::DismissHint if super::tutorial::running(play, app) => {
            super::tutorial::finish(play, app)
        }
        Control::TutorialNext => super::tutorial::next(play, app),
        Control::DismissHint => {
            play.playing.hint_seen = true;
            vec![
                Effect::Store {
                    key: HINT_KEY,
                    value: "seen".into(),
                },
                Effect::Focus(Focus::Canvas),
            ]
        }
        Control::SolverRun => solver::run(play, app),
        Control::SolverStep => solver::step(play, app),
        Control::SolverInstant => solver::instant(play, app),
        Control::SolverBack => solver::back(play, app),
        Control::ExportRecords => super::top_runs::export(app),
        Control::RaceGhost => {
            super::ghost::race_best_run(play, app);
            Vec::new()
        }
        Control::NextLevel => {
            let next = match play.place() {
                Some(Place::Level(name)) => app.menu.find(name).map(|i| i + 1),
                _ => None,
            };
            match next.and_then(|i| app.menu.levels.get(i)) {
                Some(level) => app.go(Route::Play(Place::Level(level.name().to_owned()))),
                None => Vec::new(),
            }
        }
        Control::OptimalLine => {
            // The line is drawn while the coach is on: then it is help.
            let drawn = play.coach_on(app);
            if let Some(s) = &mut play.session {
                s.show_line = !s.show_line;
                s.assists.line |= s.show_line && drawn;
            }
            Vec::new()
        }
        // The page's and the board's own.
        Control::Menu
        | Control::OpenEditor
        | Control::EditTrack
        | Control::BackToRoom
        | Control::OpenLevel(_)
        | Control::DismissError
        | Control::ZoomIn
        | Control::ZoomOut
        | Control::WholeTrack
        | Control::FullScreen => Vec::new(),
    }
}

/// A key on the play or the solver screen (the board's own keys went first).
pub(crate) fn key(play: &mut Play, app: &mut App, k: &KeyInput) -> Vec<Effect> {
    let screen = app.route.screen();
    let settings_open = play.session.as_ref().is_some_and(|s| s.settings_open);
    if k.key == "Escape" && settings_open {
        return control(play, app, Control::CloseSettings, None);
    }
    // The win or crash box is a dialog: Escape closes it, as its close button does, rather
    // than leaving the track (and a record's name not yet kept).
    if k.key == "Escape" && super::play_text::message(play, app).is_some() {
        return control(play, app, Control::CloseMessage, None);
    }
    if screen == Screen::Play {
        return match k.key.as_str() {
            "Escape" if play.place() == Some(&Place::Draft) => app.go(Route::Edit),
            "Escape" => app.go(Route::Menu),
            _ => play::key(play, app, k),
        };
    }
    let on_board = matches!(k.target, Target::Canvas | Target::Body);
    match k.key.as_str() {
        "Escape" => solver::back(play, app),
        " " if on_board => {
            let mut effects = solver::run(play, app);
            effects.push(Effect::PreventDefault);
            effects
        }
        "Backspace" | "Enter" | "ArrowUp" | "ArrowDown" | "ArrowLeft" | "ArrowRight"
            if on_board =>
        {
            solver::say_watching(play, app);
            vec![Effect::PreventDefault]
        }
        _ if k.code.starts_with("Digit") || k.code.starts_with("Numpad") => {
            solver::say_watching(play, app);
            vec![Effect::PreventDefault]
        }
        _ => Vec::new(),
    }
}

/// The rules chosen by name (`strict`, `soft`, `karopapier`; another name changes nothing):
/// other rules are another game, a new run; moves that would be lost are asked about.
pub(crate) fn choose_rules(play: &mut Play, app: &mut App, name: &str) -> Vec<Effect> {
    let Ok(rules) = name.parse::<Rules>() else {
        return Vec::new();
    };
    if let Some(moves) = moves_to_lose(play) {
        return vec![Effect::Confirm {
            question: app.words.with(
                "play-rules-ask",
                &[("rules", rules.name().into()), ("moves", moves.into())],
            ),
            then: Box::new(Msg::SetRules(rules)),
        }];
    }
    play::set_rules(play, app, rules);
    Vec::new()
}

/// The moves of a run not won that another game (other rules, the checkpoints switched) would
/// throw away, to be asked about first; `None` when there are none.
fn moves_to_lose(play: &Play) -> Option<usize> {
    let s = play.session.as_ref()?;
    (s.game.moves() > 0 && !s.game.state().is_won()).then(|| s.game.moves())
}

/// A switch: the crash warning, the sound, the coach, the decor, the distance map.
pub(crate) fn switch(play: &mut Play, app: &mut App, which: Switch, on: bool) -> Vec<Effect> {
    match which {
        Switch::CrashWarning => {
            app.settings.warn = Some(on);
            vec![store_settings(app)]
        }
        Switch::Sound => {
            app.settings.mute = Some(!on);
            vec![store_settings(app)]
        }
        Switch::Coach => {
            let racing = play.racing();
            app.settings.set_coach(racing, on);
            vec![store_settings(app)]
        }
        Switch::Decor => {
            app.device.show_decor = on;
            Vec::new()
        }
        Switch::DistanceMap => {
            app.device.show_distance = on;
            Vec::new()
        }
        Switch::Night => {
            app.device.night = on;
            Vec::new()
        }
        Switch::Checkpoints => {
            if let Some(moves) = moves_to_lose(play) {
                return vec![Effect::Confirm {
                    question: app
                        .words
                        .with("play-checkpoints-ask", &[("moves", moves.into())]),
                    then: Box::new(Msg::SetCheckpoints(on)),
                }];
            }
            play::set_checkpoints(play, app, on);
            Vec::new()
        }
    }
}

fn store_settings(app: &App) -> Effect {
    Effect::Store {
        key: super::settings::SETTINGS_KEY,
        value: app.settings.to_json(),
    }
}

/// The solver panel's choice of solver, by its name.
pub(crate) fn choose_solver(play: &mut Play, app: &mut App, name: &str) {
    match name.parse() {
        Ok(solver) => play.panel.solver = solver,
        Err(e) => app.error = Some(format!("{e}")),
    }
}

/// The solver panel's speed slider.
pub(crate) fn set_speed(play: &mut Play, speed: f64) {
    if speed.is_finite() {
        play.panel.speed = speed.clamp(0.0, solver::SPEED_MAX);
        play.panel.speed_chosen = true;
    }
}

/// The won run's replay, as a race of the player's car alone.
fn watch_solo(play: &Play, app: &mut App) -> Vec<Effect> {
    let Some(s) = play.session.as_ref().filter(|s| s.game.state().is_won()) else {
        return Vec::new();
    };
    match super::race_mode::solo::record(&s.game, app.words.get("online-you")) {
        Ok(record) => {
            let title = super::dispatch::navigate::session_title(app, s);
            let name = app
                .words
                .with("replay-solo-name", &[("title", title.into())]);
            let text = racetrack::race::record::to_json(&record);
            app.command(Command::WatchRecord { name, text })
        }
        Err(why) => {
            app.error = Some(app.words.with("replay-solo-failed", &[("why", why.into())]));
            Vec::new()
        }
    }
}
