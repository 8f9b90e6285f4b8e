//! The event table: which DOM event becomes which message.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    Element, Event, EventTarget, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement,
    KeyboardEvent,
};

use crate::ui::files::FilePurpose;
use crate::ui::{Control, KeyInput, Msg, Switch, Target};

use super::Shell;
use super::dom::by_id;

/// Calls `f` with the shell and the typed event on every `kind` event of `target`.
pub(crate) fn listen<E: JsCast + 'static>(
    shell: &Rc<Shell>,
    target: &EventTarget,
    kind: &str,
    f: impl Fn(&Rc<Shell>, E) + 'static,
) -> Result<(), JsValue> {
    listen_boxed(shell, target, kind, false, typed(f))
}

/// [`listen`] in the capture phase: `f` sees the event before its target's own listeners.
pub(crate) fn listen_capture<E: JsCast + 'static>(
    shell: &Rc<Shell>,
    target: &EventTarget,
    kind: &str,
    f: impl Fn(&Rc<Shell>, E) + 'static,
) -> Result<(), JsValue> {
    listen_boxed(shell, target, kind, true, typed(f))
}

/// `f` as a [`Handler`]: the event handed over as `E`.
fn typed<E: JsCast + 'static>(f: impl Fn(&Rc<Shell>, E) + 'static) -> Handler {
    Box::new(move |s, event| f(s, event.unchecked_into()))
}

/// What a listener does with the shell and the event.
type Handler = Box<dyn Fn(&Rc<Shell>, Event)>;

/// [`listen`]'s one closure type: the JavaScript glue wasm-bindgen writes for each closure type
/// is shared by every listener.
fn listen_boxed(
    shell: &Rc<Shell>,
    target: &EventTarget,
    kind: &str,
    capture: bool,
    f: Handler,
) -> Result<(), JsValue> {
    let weak = Rc::downgrade(shell);
    let closure = Closure::<dyn FnMut(Event)>::new(move |event: Event| {
        if let Some(shell) = weak.upgrade() {
            f(&shell, event);
        }
    });
    target.add_event_listener_with_callback_and_bool(
        kind,
        closure.as_ref().unchecked_ref(),
        capture,
    )?;
    // The page lives as long as its listeners.
    closure.forget();
    Ok(())
}

/// A click on `#id` sends `msg`.
fn on_click(shell: &Rc<Shell>, id: &str, msg: Msg) -> Result<(), JsValue> {
    let target: EventTarget = by_id(&shell.document, id)?;
    listen(shell, &target, "click", move |s, _: Event| {
        s.dispatch(msg.clone());
    })
}

/// What kind of element a key went to.
fn target_of(event: &KeyboardEvent) -> Target {
    let Some(element) = event.target().and_then(|t| t.dyn_into::<Element>().ok()) else {
        return Target::Body;
    };
    let kind = element.get_attribute("type").unwrap_or_default();
    match element.tag_name().as_str() {
        "CANVAS" => Target::Canvas,
        "BUTTON" | "SUMMARY" | "A" => Target::Button,
        "INPUT" if kind == "checkbox" => Target::Checkbox,
        "INPUT" | "TEXTAREA" | "SELECT" => Target::Field,
        _ => Target::Body,
    }
}

/// Today, `YYYY-MM-DD`: in the player's calendar (a record's date), or in UTC (the daily
/// challenge's day, the same for every player).
pub fn today(utc: bool) -> String {
    let now = js_sys::Date::new_0();
    let (year, month, day) = if utc {
        (
            now.get_utc_full_year(),
            now.get_utc_month(),
            now.get_utc_date(),
        )
    } else {
        (now.get_full_year(), now.get_month(), now.get_date())
    };
    format!("{year:04}-{:02}-{day:02}", month + 1)
}

/// Wires every element of `index.html`, the keyboard, the window and the clock.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    shell.install_frame();
    let d = shell.document.clone();
    for (id, control) in [
        ("home", Control::Menu),
        ("back", Control::Menu),
        ("message-menu", Control::Menu),
        ("error-close", Control::DismissError),
        ("undo", Control::Undo),
        ("message-undo", Control::Undo),
        ("message-retry", Control::Retry),
        ("message-close", Control::CloseMessage),
        ("message-watch-race", Control::WatchRace),
        ("message-watch-run", Control::WatchRace),
        ("message-save-race", Control::SaveRace),
        ("share-button", Control::Share),
        ("hint-dismiss", Control::DismissHint),
        ("tutorial-next", Control::TutorialNext),
        ("solver-run", Control::SolverRun),
        ("solver-step", Control::SolverStep),
        ("solver-instant", Control::SolverInstant),
        ("solver-back", Control::SolverBack),
        ("watching-back", Control::SolverBack),
        ("optimal-line", Control::OptimalLine),
        ("settings-button", Control::ToggleSettings),
        ("settings-done", Control::CloseSettings),
        ("daily-copy", Control::CopyDailyResult),
        ("next-level", Control::NextLevel),
        ("records-export", Control::ExportRecords),
        ("editor-open", Control::OpenEditor),
        ("edit-track", Control::EditTrack),
        ("back-to-editor", Control::EditTrack),
        ("back-to-room", Control::BackToRoom),
        ("message-editor", Control::EditTrack),
        ("editor-back", Control::Menu),
    ] {
        on_click(shell, id, Msg::Control(control))?;
    }

    super::view_race::wire(shell)?;
    super::view_editor::wire(shell)?;
    super::view_replay::wire(shell)?;
    super::wire_online::wire(shell)?;
    super::view_tracks::wire(shell)?;
    super::view_tournaments::wire(shell)?;
    super::view_words::wire(shell)?;
    let levels: EventTarget = by_id(&d, "level-list")?;
    listen(shell, &levels, "click", |s, e: Event| {
        if let Some(msg) = super::view_menu::level_click(&e) {
            s.dispatch(msg);
        }
    })?;
    let my_tracks: EventTarget = by_id(&d, "my-tracks")?;
    listen(shell, &my_tracks, "click", |s, e: Event| {
        if let Some(msg) = super::view_menu::my_track_click(&e) {
            s.dispatch(msg);
        }
    })?;
    let demo_level: HtmlSelectElement = by_id(&d, "demo-level")?;
    let demo: EventTarget = by_id(&d, "demo-race")?;
    listen(shell, &demo, "click", move |s, _: Event| {
        if let Ok(level) = demo_level.value().parse() {
            s.dispatch(Msg::DemoRace(level));
        }
    })?;
    let daily: EventTarget = by_id(&d, "daily-open")?;
    listen(shell, &daily, "click", |s, _: Event| {
        s.dispatch(Msg::OpenDaily);
    })?;
    for id in ["random-track", "another-random"] {
        let button: EventTarget = by_id(&d, id)?;
        listen(shell, &button, "click", |s, _: Event| {
            s.dispatch(Msg::AnotherRandomTrack);
        })?;
    }
    let text: HtmlTextAreaElement = by_id(&d, "track-text-input")?;
    let load: EventTarget = by_id(&d, "track-text-load")?;
    listen(shell, &load, "click", move |s, _: Event| {
        s.dispatch(Msg::OpenPasted(text.value()));
    })?;
    for (id, switch) in [
        ("distance-toggle", Switch::DistanceMap),
        ("night-toggle", Switch::Night),
        ("checkpoints-toggle", Switch::Checkpoints),
        ("coach-toggle", Switch::Coach),
        ("sound-toggle", Switch::Sound),
        ("online-sound", Switch::Sound),
        ("warn-toggle", Switch::CrashWarning),
        ("decor-toggle", Switch::Decor),
    ] {
        let input: HtmlInputElement = by_id(&d, id)?;
        let target = input.clone();
        listen(shell, &target, "change", move |s, _: Event| {
            s.dispatch(Msg::Switch(switch, input.checked()));
        })?;
    }
    let rules: HtmlSelectElement = by_id(&d, "rules-select")?;
    let target = rules.clone();
    listen(shell, &target, "change", move |s, _: Event| {
        s.dispatch(Msg::RulesChosen(rules.value()));
    })?;
    let select: HtmlSelectElement = by_id(&d, "solver-select")?;
    let target = select.clone();
    listen(shell, &target, "change", move |s, _: Event| {
        s.dispatch(Msg::SolverChosen(select.value()));
    })?;
    let speed: HtmlInputElement = by_id(&d, "solver-speed")?;
    let target = speed.clone();
    listen(shell, &target, "input", move |s, _: Event| {
        s.dispatch(Msg::SolverSpeed(speed.value_as_number()));
    })?;
    let picker: HtmlInputElement = by_id(&d, "track-file-input")?;
    super::files::on_picker(shell, picker, FilePurpose::Track)?;

    let form: EventTarget = by_id(&d, "record-form")?;
    listen(shell, &form, "submit", |s, e: Event| {
        e.prevent_default();
        let name = s.records_view.name.value();
        s.dispatch(Msg::SaveRecord {
            name,
            today: today(false),
        });
    })?;
    let import = shell.records_view.import.clone();
    super::files::on_picker(shell, import, FilePurpose::Records)?;

    super::view_board::wire(shell)?;
    let canvas: EventTarget = shell.game_view.canvas.clone().unchecked_into();
    listen(shell, &canvas, "focus", |s, _: Event| {
        s.dispatch(Msg::CanvasFocus(true));
    })?;
    listen(shell, &canvas, "blur", |s, _: Event| {
        s.dispatch(Msg::CanvasFocus(false));
    })?;

    listen(shell, &d, "keydown", |s, e: KeyboardEvent| {
        let key = KeyInput {
            key: e.key(),
            code: e.code(),
            shift: e.shift_key(),
            modifier: e.ctrl_key() || e.meta_key() || e.alt_key(),
            ctrl: e.ctrl_key() || e.meta_key(),
            target: target_of(&e),
            at_ms: e.time_stamp().max(0.0) as u64,
        };
        if s.dispatch(Msg::Key(key)) {
            e.prevent_default();
        }
    })?;

    let window: EventTarget = shell.window.clone().unchecked_into();
    // A change of the system's light or dark theme repaints the page where it follows it.
    super::view_theme::wire(shell)?;
    listen(shell, &window, "resize", |s, _: Event| s.resized())?;
    for kind in ["hashchange", "popstate"] {
        listen(shell, &window, kind, |s, _: Event| {
            let hash = s.window.location().hash().unwrap_or_default();
            s.dispatch(Msg::RouteChanged(hash));
        })?;
    }
    Ok(())
}
