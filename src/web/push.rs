//! Web Push in the browser: the permission, the service worker's push subscription (signed by
//! the server's VAPID key) and its removal. The answer comes back as
//! `OnlineInput::PushSubscribed`; what to say of it is the page model's.

use std::rc::Rc;

use js_sys::{Reflect, Uint8Array};
use wasm_bindgen::{JsCast, JsValue};
use web_sys::{
    Notification, PushSubscription, PushSubscriptionOptionsInit, ServiceWorkerRegistration,
};

use crate::ui::Msg;
use crate::ui::online::{OnlineInput, PushRefusal};

use super::Shell;
use super::dom::{describe, when_settled};

/// Asks for notifications, then subscribes the service worker to pushes signed by `key`.
pub fn subscribe(shell: &Rc<Shell>, key: Vec<u8>) {
    let answer = {
        let shell = Rc::clone(shell);
        move |result: Result<String, PushRefusal>| {
            shell.dispatch(Msg::Online(OnlineInput::PushSubscribed(result)));
        }
    };
    let window = &shell.window;
    let supported = ["Notification", "PushManager"]
        .iter()
        .all(|name| Reflect::has(window, &JsValue::from_str(name)).unwrap_or(false))
        && Reflect::has(&window.navigator(), &JsValue::from_str("serviceWorker")).unwrap_or(false);
    if !supported {
        return answer(Err(PushRefusal::Unsupported));
    }
    let Ok(permission) = Notification::request_permission() else {
        return answer(Err(PushRefusal::Unsupported));
    };
    let workers = window.navigator().service_worker();
    when_settled(&permission, move |granted| {
        if granted.ok().and_then(|g| g.as_string()).as_deref() != Some("granted") {
            return answer(Err(PushRefusal::Denied));
        }
        let Ok(ready) = workers.ready() else {
            return answer(Err(PushRefusal::Unsupported));
        };
        when_settled(&ready, move |registration| {
            let registration: ServiceWorkerRegistration = match registration {
                Ok(r) => r.unchecked_into(),
                Err(e) => return answer(Err(refusal(&e))),
            };
            let options = PushSubscriptionOptionsInit::new();
            options.set_user_visible_only(true);
            options.set_application_server_key(&Uint8Array::from(key.as_slice()));
            let subscribed = registration
                .push_manager()
                .and_then(|manager| manager.subscribe_with_options(&options));
            let subscribed = match subscribed {
                Ok(promise) => promise,
                Err(e) => return answer(Err(refusal(&e))),
            };
            when_settled(&subscribed, move |subscription| match subscription {
                Ok(s) => {
                    let s: PushSubscription = s.unchecked_into();
                    match js_sys::JSON::stringify(&s).ok().and_then(|j| j.as_string()) {
                        Some(json) => answer(Ok(json)),
                        None => answer(Err(PushRefusal::Failed("no subscription".into()))),
                    }
                }
                Err(e) => answer(Err(refusal(&e))),
            });
        });
    });
}

/// Why a step of the subscription was refused, by the kind of the browser's error (its
/// `DOMException` name): notifications denied ("Registration failed - permission denied" is a
/// `NotAllowedError`), push not supported here, or another failure in the browser's words.
fn refusal(e: &JsValue) -> PushRefusal {
    let name = Reflect::get(e, &JsValue::from_str("name"))
        .ok()
        .and_then(|n| n.as_string());
    match name.as_deref() {
        Some("NotAllowedError") => PushRefusal::Denied,
        Some("NotSupportedError" | "InvalidStateError") => PushRefusal::Unsupported,
        _ => PushRefusal::Failed(describe(e)),
    }
}

/// Unsubscribes the service worker from pushes, if it is subscribed.
pub fn unsubscribe(shell: &Rc<Shell>) {
    if !Reflect::has(
        &shell.window.navigator(),
        &JsValue::from_str("serviceWorker"),
    )
    .unwrap_or(false)
    {
        return;
    }
    let Ok(ready) = shell.window.navigator().service_worker().ready() else {
        return;
    };
    when_settled(&ready, |registration| {
        let Ok(registration) = registration else {
            return;
        };
        let registration: ServiceWorkerRegistration = registration.unchecked_into();
        let Ok(found) = registration
            .push_manager()
            .and_then(|manager| manager.get_subscription())
        else {
            return;
        };
        when_settled(&found, |subscription| {
            if let Ok(subscription) = subscription
                && let Some(subscription) = subscription.dyn_ref::<PushSubscription>()
            {
                // Unsubscribed, or not: nothing more to do either way.
                let _ = subscription.unsubscribe();
            }
        });
    });
}
