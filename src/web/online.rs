//! The online effects: requests to the game server (`fetch`, the player's token in the
//! `Authorization` header, never in the address) and the game's live stream (a WebSocket on
//! the page's own host). Answers come back as [`Msg::Api`] and [`Msg::Live`].

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    CloseEvent, Event, Headers, MessageEvent, Request, RequestInit, Response, WebSocket,
};

use crate::ui::Msg;
use crate::ui::online::{ApiCall, LiveEvent, Method};

use super::Shell;
use super::dom::when_settled;

/// How long a request may take before it counts as unanswered.
const REQUEST_TIMEOUT_MS: u32 = 20_000;

/// A socket and its handlers (kept alive while it is open).
type Socket = (WebSocket, Vec<Closure<dyn FnMut(Event)>>);

/// The open live stream.
#[derive(Default)]
pub struct Live {
    socket: RefCell<Option<Socket>>,
}

impl Live {
    /// Closes the stream, if one is open, without reporting it.
    pub fn close(&self) {
        if let Some((socket, _handlers)) = self.socket.borrow_mut().take() {
            socket.set_onopen(None);
            socket.set_onmessage(None);
            socket.set_onclose(None);
            socket.set_onerror(None);
            let _ = socket.close();
        }
    }
}

/// Sends a request; its answer (or its failure, status 0) comes back as [`Msg::Api`].
pub fn api(
    shell: &Rc<Shell>,
    call: ApiCall,
    method: Method,
    path: &str,
    body: Option<String>,
    token: Option<String>,
) {
    let failed = {
        let shell = shell.clone();
        let call = call.clone();
        move || {
            shell.dispatch(Msg::Api {
                call,
                status: 0,
                body: String::new(),
            });
        }
    };
    let Ok(headers) = Headers::new() else {
        return failed();
    };
    let _ = headers.set("accept", "application/json");
    if let Some(token) = token {
        let _ = headers.set("authorization", &format!("Bearer {token}"));
    }
    let init = RequestInit::new();
    init.set_method(method.name());
    if let Some(body) = body {
        let _ = headers.set("content-type", "application/json");
        init.set_body(&JsValue::from_str(&body));
    }
    init.set_headers(&headers);
    // A request that hangs ends after 20 s as one that got no answer (status 0).
    init.set_signal(Some(&web_sys::AbortSignal::timeout_with_u32(
        REQUEST_TIMEOUT_MS,
    )));
    let Ok(request) = Request::new_with_str_and_init(path, &init) else {
        return failed();
    };
    let promise = shell.window.fetch_with_request(&request);
    let shell = shell.clone();
    when_settled(&promise, move |response| {
        let Ok(response) = response.map(|r| r.unchecked_into::<Response>()) else {
            return failed();
        };
        let status = response.status();
        let Ok(text) = response.text() else {
            return failed();
        };
        when_settled(&text, move |text| {
            shell.dispatch(Msg::Api {
                call,
                status,
                body: text.ok().and_then(|t| t.as_string()).unwrap_or_default(),
            });
        });
    });
}

/// Sends a [`Msg::Tick`] after `ms` milliseconds.
pub fn wake_in(shell: &Rc<Shell>, ms: f64) {
    let later = Rc::downgrade(shell);
    let closure = Closure::once_into_js(move || {
        if let Some(shell) = later.upgrade() {
            let now_ms = shell.now();
            shell.dispatch(Msg::Tick {
                now_ms,
                busy_ms: 0.0,
            });
        }
    });
    let _ = shell
        .window
        .set_timeout_with_callback_and_timeout_and_arguments_0(
            closure.unchecked_ref(),
            ms.clamp(0.0, 60_000.0) as i32,
        );
}

/// Opens the live stream at `path` on the page's host (closing any other).
pub fn open(shell: &Rc<Shell>, path: &str) {
    open_stream(shell, &shell.live, path, None, Msg::Live);
}

/// Opens a tournament's live stream at `path` (closing the one open before).
pub fn open_tournament(shell: &Rc<Shell>, path: &str) {
    open_stream(
        shell,
        &shell.tournament_live,
        path,
        None,
        Msg::TournamentLive,
    );
}

/// Opens the player's own stream, its token sent as the first message (never in the address).
pub fn open_player(shell: &Rc<Shell>, token: &str) {
    let hello = serde_json::to_string(&racetrack_api::StreamHello {
        token: token.to_owned(),
    })
    .expect("a hello serialises");
    open_stream(
        shell,
        &shell.player_live,
        "/api/v1/players/me/live",
        Some(hello),
        Msg::PlayerLive,
    );
}

/// Opens a WebSocket on the page's host at `path` in `live` (closing what it held), sending
/// `hello` first; its events come back as `wrap`'s messages.
fn open_stream(
    shell: &Rc<Shell>,
    live: &Live,
    path: &str,
    hello: Option<String>,
    wrap: fn(LiveEvent) -> Msg,
) {
    live.close();
    let location = shell.window.location();
    let secure = location.protocol().is_ok_and(|p| p == "https:");
    let host = location.host().unwrap_or_default();
    let url = format!("{}://{host}{path}", if secure { "wss" } else { "ws" });
    let Ok(socket) = WebSocket::new(&url) else {
        shell.dispatch(wrap(LiveEvent::Closed));
        return;
    };
    let report = |shell: &Rc<Shell>, event: Box<dyn Fn(Event) -> Option<LiveEvent>>| {
        let shell = shell.clone();
        Closure::<dyn FnMut(Event)>::new(move |e: Event| {
            if let Some(event) = event(e) {
                shell.dispatch(wrap(event));
            }
        })
    };
    let greeter = socket.clone();
    let opened = report(
        shell,
        Box::new(move |_| {
            if let Some(hello) = &hello {
                let _ = greeter.send_with_str(hello);
            }
            Some(LiveEvent::Opened)
        }),
    );
    let message = report(
        shell,
        Box::new(|e| {
            let text = e.dyn_ref::<MessageEvent>()?.data().as_string()?;
            Some(LiveEvent::Message(text))
        }),
    );
    let closed = report(
        shell,
        Box::new(|e| {
            let _ = e.dyn_ref::<CloseEvent>();
            Some(LiveEvent::Closed)
        }),
    );
    socket.set_onopen(Some(opened.as_ref().unchecked_ref()));
    socket.set_onmessage(Some(message.as_ref().unchecked_ref()));
    socket.set_onclose(Some(closed.as_ref().unchecked_ref()));
    *live.socket.borrow_mut() = Some((socket, vec![opened, message, closed]));
}
