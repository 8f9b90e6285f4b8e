//! The online screens' wiring: their buttons, fields, switches and lists send
//! [`crate::ui::online::OnlineInput`]s; it decides nothing.

use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Element, Event, EventTarget, HtmlElement, HtmlInputElement};

use crate::ui::Msg;
use crate::ui::online::OnlineInput;

use super::Shell;
use super::dom::by_id;
use super::events::listen;

/// An input made of a field's value, of a choice read from it (none when the value reads as
/// none), or of a switch's state.
type Typed = fn(String) -> OnlineInput;
type Chosen = fn(&str) -> Option<OnlineInput>;
type Switched = fn(bool) -> OnlineInput;

/// A field's value (an input's, a select's).
fn value_of(field: &HtmlElement) -> String {
    js_sys::Reflect::get(field, &"value".into())
        .ok()
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

fn send(shell: &Rc<Shell>, input: OnlineInput) {
    shell.dispatch(Msg::Online(input));
}

/// Wires the online screens' controls.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    let clicks = [
        ("online-refresh", OnlineInput::Refresh),
        ("online-more-games", OnlineInput::MoreGames),
        ("online-forget", OnlineInput::AskForget),
        ("online-show-key", OnlineInput::ToggleKey),
        ("online-copy-key", OnlineInput::CopyKey),
        ("online-join", OnlineInput::Join),
        ("online-join-as-button", OnlineInput::JoinAs),
        ("online-start", OnlineInput::Start),
        ("online-add-bot", OnlineInput::AddBot),
        ("online-cancel", OnlineInput::AskCancel),
        ("online-leave", OnlineInput::AskLeave),
        ("online-resign", OnlineInput::AskResign),
        ("online-play-now", OnlineInput::PlayNow),
        ("toast-open", OnlineInput::OpenToast),
        ("profile-close", OnlineInput::HideProfile),
        ("toast-close", OnlineInput::DismissToast),
        ("online-pair-cancel", OnlineInput::CancelPairing),
        ("online-rematch", OnlineInput::Rematch),
        ("online-confirm-yes", OnlineInput::Confirm),
        ("online-confirm-no", OnlineInput::KeepGame),
        ("online-copy-invite", OnlineInput::CopyInvite),
        ("online-watch", OnlineInput::WatchReplay),
        ("online-save", OnlineInput::SaveRecord),
    ];
    for (id, input) in clicks {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "click", move |s, _: Event| {
            send(s, input.clone())
        })?;
    }
    let world: EventTarget = by_id(&d, "world-send")?;
    listen(shell, &world, "click", |s, _: Event| {
        send(s, OnlineInput::SendRun)
    })?;
    let forms: [(&str, OnlineInput); 4] = [
        ("online-new-player", OnlineInput::MakePlayer),
        ("online-key-form", OnlineInput::UseKey),
        ("online-create-form", OnlineInput::Create),
        ("online-chat-form", OnlineInput::SendChat),
    ];
    for (id, input) in forms {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "submit", move |s, e: Event| {
            e.prevent_default();
            send(s, input.clone());
        })?;
    }
    let typed: [(&str, Typed); 4] = [
        ("online-name", OnlineInput::NameTyped),
        ("online-room-name", OnlineInput::SeatNameTyped),
        ("online-key-input", OnlineInput::KeyTyped),
        ("online-chat-input", OnlineInput::ChatTyped),
    ];
    for (id, input) in typed {
        let field: HtmlElement = by_id(&d, id)?;
        let target: EventTarget = field.clone().unchecked_into();
        listen(shell, &target, "input", move |s, _: Event| {
            send(s, input(value_of(&field)));
        })?;
    }
    let chosen: [(&str, &str, Chosen); 9] = [
        ("online-bot-skill", "change", |v| {
            Some(OnlineInput::BotSkill(v.to_owned()))
        }),
        ("online-rules", "change", |v| {
            Some(OnlineInput::Rules(v.to_owned()))
        }),
        ("online-start-direction", "change", |v| {
            Some(OnlineInput::StartDirection(v.to_owned()))
        }),
        ("online-tactical-crashes", "change", |v| {
            Some(OnlineInput::TacticalCrashes(v.to_owned()))
        }),
        ("online-pair-kind", "change", |v| {
            v.parse().ok().map(OnlineInput::PairKind)
        }),
        ("online-seats", "change", |v| {
            v.parse().ok().map(OnlineInput::Seats)
        }),
        ("online-move-time", "change", |v| {
            v.parse().ok().map(OnlineInput::MoveTime)
        }),
        ("online-track", "input", |v| {
            v.parse().ok().map(OnlineInput::Track)
        }),
        ("online-penalty", "input", |v| {
            v.parse().ok().map(OnlineInput::Penalty)
        }),
    ];
    for (id, event, input) in chosen {
        let field: HtmlElement = by_id(&d, id)?;
        let target: EventTarget = field.clone().unchecked_into();
        listen(shell, &target, event, move |s, _: Event| {
            if let Some(input) = input(&value_of(&field)) {
                send(s, input);
            }
        })?;
    }
    let switches: [(&str, Switched); 6] = [
        ("online-spectator-chat", OnlineInput::SpectatorChat),
        ("online-night", OnlineInput::Night),
        ("online-checkpoints", OnlineInput::Checkpoints),
        ("online-rated", OnlineInput::Rated),
        ("online-notify", OnlineInput::Notify),
        ("online-public", OnlineInput::Public),
    ];
    for (id, input) in switches {
        let switch: HtmlInputElement = by_id(&d, id)?;
        let target: EventTarget = switch.clone().unchecked_into();
        listen(shell, &target, "change", move |s, _: Event| {
            send(s, input(switch.checked()))
        })?;
    }
    // A tapped name opens its player's profile: in a room's seats and on a world board.
    for id in [
        "online-seats-list",
        "board-clean",
        "board-assisted",
        "track-page",
    ] {
        let names: EventTarget = by_id(&d, id)?;
        listen(shell, &names, "click", |s, e: Event| {
            let name = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.get_attribute("data-profile"));
            if let Some(name) = name {
                send(s, OnlineInput::ShowProfile(name));
            }
        })?;
    }
    for id in crate::ui::online::view::GAME_LISTS {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "click", |s, e: Event| {
            let game = e
                .target()
                .and_then(|t| t.dyn_into::<Element>().ok())
                .and_then(|t| t.get_attribute("data-open"));
            if let Some(game) = game {
                send(s, OnlineInput::Open(game));
            }
        })?;
    }
    Ok(())
}
