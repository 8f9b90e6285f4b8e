//! Carries out the model's effects: fetches, file reads, the clipboard, history, storage, focus.

use std::rc::Rc;

use js_sys::{Function, Promise, Reflect};
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{HtmlElement, Response, Window};

use crate::ui::msg::CopyRefusal;
use crate::ui::{Effect, Fetch, Focus, Msg};

use super::Shell;
use super::dom::{describe, when_settled};
use crate::apart::apart;

/// Runs one effect; answers come back later as messages.
pub fn run(shell: &Rc<Shell>, effect: Effect) {
    match effect {
        Effect::Fetch { url, what } => fetch(shell, url, what),
        // The work of screens the start does not reach, apart (`crate::apart`).
        Effect::ReadFiles(purpose) => apart(|| super::files::read(shell, purpose)),
        Effect::Download {
            filename,
            text,
            kind,
        } => apart(|| download(shell, &filename, &text, kind.mime())),
        Effect::ClearFilePickers => apart(|| super::files::clear_pickers(shell)),
        Effect::ScrollToTop => shell.window.scroll_to_with_x_and_y(0.0, 0.0),
        Effect::SetLang(lang) => {
            if let Some(root) = shell.document.document_element() {
                let _ = root.set_attribute("lang", lang.code());
                // The built site has a page per language: the address names the reader's, so
                // that a reload or a bookmark opens it without a detour.
                if root.has_attribute("data-prerendered") {
                    name_page(&shell.window, lang.page());
                }
            }
        }
        Effect::KeepWorkerWords(words) => keep_worker_words(shell, words),
        Effect::FullScreen(on) => super::view_board::full_screen(&shell.document, on),
        Effect::Play(sound) => shell.audio.play(&shell.document, sound),
        Effect::Vibrate(pattern) => {
            let pattern: js_sys::Array = pattern.iter().map(|&ms| JsValue::from(ms)).collect();
            // A browser without vibration (a desktop) says false: nothing to do.
            let _ = shell.window.navigator().vibrate_with_pattern(&pattern);
        }
        Effect::Confirm { question, then } => {
            // On Cancel nothing changes: the views render the model, so the switch the player
            // flipped goes back.
            if shell
                .window
                .confirm_with_message(&question)
                .unwrap_or(false)
            {
                shell.dispatch(*then);
            }
        }
        Effect::Copy { text, by } => apart(|| copy(shell, &text, by)),
        Effect::PushRoute(hash) => set_route(&shell.window, &hash, false),
        Effect::ReplaceRoute(hash) => set_route(&shell.window, &hash, true),
        Effect::Store { key, value } => {
            if let Ok(Some(storage)) = shell.window.local_storage() {
                // Storage may be full or refused: the page works without it.
                let _ = storage.set_item(key, &value);
            }
        }
        Effect::Focus(target) => focus(shell, target),
        Effect::PreventDefault => {}
        Effect::FetchBytes { url, what } => fetch_bytes(shell, url, what),
        Effect::DecodePictures {
            what,
            pictures,
            texts,
        } => super::pictures::decode(shell, what, pictures, texts),
        Effect::Api {
            call,
            method,
            path,
            body,
            token,
        } => apart(|| super::online::api(shell, call, method, &path, body, token)),
        Effect::LiveOpen { path } => apart(|| super::online::open(shell, &path)),
        Effect::LiveClose => shell.live.close(),
        Effect::PlayerLiveOpen { token } => apart(|| super::online::open_player(shell, &token)),
        Effect::PlayerLiveClose => shell.player_live.close(),
        Effect::TournamentLiveOpen { path } => {
            apart(|| super::online::open_tournament(shell, &path))
        }
        Effect::TournamentLiveClose => shell.tournament_live.close(),
        Effect::WakeIn(ms) => apart(|| super::online::wake_in(shell, ms)),
        Effect::PushSubscribe { key } => apart(|| super::push::subscribe(shell, key)),
        Effect::PushUnsubscribe => apart(|| super::push::unsubscribe(shell)),
    }
}

/// What browser storage holds under `key` (nothing when storage is refused).
pub fn stored(window: &Window, key: &str) -> Option<String> {
    window
        .local_storage()
        .ok()
        .flatten()?
        .get_item(key)
        .ok()
        .flatten()
}

/// Replaces the address's page (its last path segment) by `page`, search and hash kept.
fn name_page(window: &Window, page: &str) {
    let Ok(history) = window.history() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let folder = &path[..path.rfind('/').map_or(0, |i| i + 1)];
    let current = &path[folder.len()..];
    // The folder's own address is its English page.
    if current == page || (current.is_empty() && page == "index.html") {
        return;
    }
    let url = format!(
        "{folder}{page}{}{}",
        location.search().unwrap_or_default(),
        location.hash().unwrap_or_default()
    );
    let _ = history.replace_state_with_url(&JsValue::NULL, "", Some(&url));
}

fn set_route(window: &Window, hash: &str, replace: bool) {
    let Ok(history) = window.history() else {
        return;
    };
    let location = window.location();
    if location
        .hash()
        .is_ok_and(|h| h == hash || (h.is_empty() && hash == "#/"))
        && !replace
    {
        return;
    }
    let url = format!(
        "{}{}{hash}",
        location.pathname().unwrap_or_default(),
        location.search().unwrap_or_default()
    );
    let _ = if replace {
        history.replace_state_with_url(&JsValue::NULL, "", Some(&url))
    } else {
        history.push_state_with_url(&JsValue::NULL, "", Some(&url))
    };
}

fn focus(shell: &Rc<Shell>, target: Focus) {
    // The element may be hidden until the views render: focus once they have.
    let later = shell.clone();
    let closure = Closure::once_into_js(move || {
        let element: Option<HtmlElement> = match target {
            Focus::Canvas => Some(later.game_view.canvas.clone().unchecked_into()),
            Focus::MessagePrimary => Some(later.game_view.focus_first()),
            Focus::ShareLink => {
                let link = &later.game_view.share_link;
                let _ = link.focus();
                link.select();
                None
            }
            Focus::Menu => later.menu_view.first_card(),
            Focus::EditorCanvas => Some(later.editor_view.canvas.clone().unchecked_into()),
            Focus::OnlinePlayer => {
                // The note says why, near the field: both in view, wherever the button was.
                later.online_view.show_player_first();
                None
            }
            Focus::OnlineEnd => {
                later.online_view.show_end();
                None
            }
        };
        if let Some(element) = element {
            // Focus never scrolls the page: the board stays where the player's eyes are.
            super::dom::focus_in_place(&element);
        }
    });
    let _ = shell
        .window
        .set_timeout_with_callback(closure.unchecked_ref::<Function>());
}

fn fetch(shell: &Rc<Shell>, url: String, what: Fetch) {
    let shell = shell.clone();
    fetch_body(&shell.window.clone(), url, Response::text, move |result| {
        shell.dispatch(Msg::Fetched {
            what,
            result: result.map(|t| t.as_string().unwrap_or_default()),
        });
    });
}

fn fetch_bytes(shell: &Rc<Shell>, url: String, what: Fetch) {
    let shell = shell.clone();
    fetch_body(
        &shell.window.clone(),
        url,
        Response::array_buffer,
        move |result| {
            shell.dispatch(Msg::FetchedBytes {
                what,
                result: result.map(|b| bytes_of(&b)),
            });
        },
    );
}

/// Fetches `url` and reads its body with `body` (`text`, `array_buffer`); `answer` gets the
/// body or a message naming the URL and the failure.
fn fetch_body(
    window: &Window,
    url: String,
    body: fn(&Response) -> Result<Promise, JsValue>,
    answer: impl FnOnce(Result<JsValue, String>) + 'static,
) {
    let failed = {
        let url = url.clone();
        move |e: String| Err(format!("{url}: {e}"))
    };
    let promise = window.fetch_with_str(&url);
    when_settled(&promise, move |response| {
        let response = match response {
            Ok(r) => r.unchecked_into::<Response>(),
            Err(e) => return answer(failed(describe(&e))),
        };
        if !response.ok() {
            return answer(failed(format!("HTTP {}", response.status())));
        }
        match body(&response) {
            Ok(read) => when_settled(&read, move |value| {
                answer(value.or_else(|e| failed(describe(&e))))
            }),
            Err(e) => answer(failed(describe(&e))),
        }
    });
}

/// The bytes of an `ArrayBuffer`.
fn bytes_of(buffer: &JsValue) -> Vec<u8> {
    js_sys::Uint8Array::new(buffer).to_vec()
}

/// Offers `text` as a download named `filename`, through a temporary link to a blob.
fn download(shell: &Rc<Shell>, filename: &str, text: &str, mime: &str) {
    let parts = js_sys::Array::of1(&JsValue::from_str(text));
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let Ok(blob) = web_sys::Blob::new_with_str_sequence_and_options(&parts, &options) else {
        return;
    };
    let Ok(url) = web_sys::Url::create_object_url_with_blob(&blob) else {
        return;
    };
    if let Ok(link) = shell.document.create_element("a") {
        let _ = link.set_attribute("href", &url);
        let _ = link.set_attribute("download", filename);
        if let Some(link) = link.dyn_ref::<HtmlElement>() {
            link.click();
        }
    }
    let _ = web_sys::Url::revoke_object_url(&url);
}

fn copy(shell: &Rc<Shell>, text: &str, by: crate::ui::Copier) {
    let answer = shell.clone();
    let refused = |answer: Rc<Shell>, why: CopyRefusal| {
        answer.dispatch(Msg::Copied {
            by,
            result: Err(why),
        });
    };
    let navigator = shell.window.navigator();
    let clipboard = Reflect::get(&navigator, &"clipboard".into()).unwrap_or(JsValue::UNDEFINED);
    let write = Reflect::get(&clipboard, &"writeText".into())
        .ok()
        .and_then(|w| w.dyn_into::<Function>().ok());
    let Some(write) = write else {
        return refused(answer, CopyRefusal::NoClipboard);
    };
    match write
        .call1(&clipboard, &text.into())
        .map(|p| p.dyn_into::<Promise>())
    {
        Ok(Ok(promise)) => when_settled(&promise, move |result| {
            answer.dispatch(Msg::Copied {
                by,
                result: result.map(drop).map_err(|e| {
                    // A refused permission is a DOMException named NotAllowedError.
                    let name = Reflect::get(&e, &"name".into())
                        .ok()
                        .and_then(|n| n.as_string());
                    match name.as_deref() {
                        Some("NotAllowedError") => CopyRefusal::NotAllowed,
                        _ => CopyRefusal::Failed,
                    }
                }),
            });
        }),
        _ => refused(answer, CopyRefusal::Failed),
    }
}

/// The cache the service worker reads a push's words from (`www/sw.js`, `WORDS`).
const WORKER_WORDS_CACHE: &str = "racetrack-words";

/// Keeps the service worker's words for a push where it reads them: `words.json` in its cache.
/// Without the Cache API (an old browser, a page not served over https or from localhost)
/// there is no worker either, and nothing to keep.
fn keep_worker_words(shell: &Shell, words: String) {
    let Ok(caches) = shell.window.caches() else {
        return;
    };
    super::dom::when_settled(&caches.open(WORKER_WORDS_CACHE), move |cache| {
        let (Ok(cache), Ok(answer)) = (cache, web_sys::Response::new_with_opt_str(Some(&words)))
        else {
            return;
        };
        let cache: web_sys::Cache = cache.unchecked_into();
        let _ = cache.put_with_str("words.json", &answer);
    });
}
