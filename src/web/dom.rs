//! Small DOM helpers: the window, elements by id, promises, errors.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Promise;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Window};

/// A `JsValue` error carrying `value`'s message.
pub fn error(value: &dyn std::fmt::Display) -> JsValue {
    js_sys::Error::new(&value.to_string()).into()
}

/// The message of a JS exception or rejection.
pub fn describe(value: &JsValue) -> String {
    if let Some(e) = value.dyn_ref::<js_sys::Error>() {
        return String::from(e.message());
    }
    value.as_string().unwrap_or_else(|| format!("{value:?}"))
}

/// The browser window.
pub fn window() -> Result<Window, JsValue> {
    web_sys::window().ok_or_else(|| error(&"no browser window"))
}

/// The element `#id`.
fn element(document: &Document, id: &str) -> Result<Element, JsValue> {
    document
        .get_element_by_id(id)
        .ok_or_else(|| error(&format!("the page has no #{id} element")))
}

/// The element `#id` as a `T` (the generic part is kept small: it is instantiated per type).
pub fn by_id<T: JsCast>(document: &Document, id: &str) -> Result<T, JsValue> {
    element(document, id)?
        .dyn_into::<T>()
        .map_err(|e| wrong_kind(&e))
}

/// Finds a view's elements without an early return per element. A view's constructor that
/// wrote `by_id(d, id)?` for each of its fields compiled to a drop of every field found so far
/// at each `?`: code quadratic in the number of fields, tens of kilobytes for the largest views,
/// all of it in the menu's part of the wasm. `get` remembers the first error and hands back a
/// placeholder; `finish` reports that error (dropping the whole view once) or the view.
pub struct Lookup<'a> {
    document: &'a Document,
    error: std::cell::Cell<Option<JsValue>>,
}

impl<'a> Lookup<'a> {
    pub fn new(document: &'a Document) -> Self {
        Lookup {
            document,
            error: std::cell::Cell::new(None),
        }
    }

    /// The element `#id` as a `T`, or a placeholder (and the error kept) if it is not one.
    pub fn get<T: JsCast>(&self, id: &str) -> T {
        match by_id::<T>(self.document, id) {
            Ok(found) => found,
            Err(e) => {
                let first = self.error.take().unwrap_or(e);
                self.error.set(Some(first));
                JsValue::UNDEFINED.unchecked_into()
            }
        }
    }

    /// `value` if every element was found, else the first error.
    pub fn finish<T>(&self, value: T) -> Result<T, JsValue> {
        match self.error.take() {
            Some(e) => Err(e),
            None => Ok(value),
        }
    }
}

#[cold]
fn wrong_kind(element: &Element) -> JsValue {
    error(&format!(
        "#{} is not the expected kind of element",
        element.id()
    ))
}

/// Milliseconds from `performance.now()`.
pub struct Clock(web_sys::Performance);

impl Clock {
    /// The page's clock.
    pub fn new() -> Result<Clock, JsValue> {
        window()?
            .performance()
            .map(Clock)
            .ok_or_else(|| error(&"no performance clock"))
    }

    /// Now, in milliseconds.
    pub fn now(&self) -> f64 {
        self.0.now()
    }
}

/// A promise's two callbacks (resolved, rejected), one of which has run.
type Callbacks = (Closure<dyn FnMut(JsValue)>, Closure<dyn FnMut(JsValue)>);

/// What waits for a promise: the caller's `done` and, once made, the two callbacks.
type Waiting = Rc<
    RefCell<(
        Option<Box<dyn FnOnce(Result<JsValue, JsValue>)>>,
        Option<Callbacks>,
    )>,
>;

thread_local! {
    /// The callbacks of the promise settled last: freed when the next one settles (not while
    /// one of them runs: a closure must not be dropped during its own call). Promise callbacks
    /// never nest, so no other pair is running then.
    static SETTLED: RefCell<Option<Callbacks>> = const { RefCell::new(None) };
    /// Callback pairs alive: promises waited on, plus the last settled pair.
    static ALIVE: std::cell::Cell<u32> = const { std::cell::Cell::new(0) };
}

/// Calls `done` once `promise` settles, then frees both callbacks (when the next promise
/// settles), so a page that fetches all day holds at most one settled pair.
pub fn when_settled(promise: &Promise, done: impl FnOnce(Result<JsValue, JsValue>) + 'static) {
    // `done` and, once both callbacks exist, the callbacks themselves.
    let shared: Waiting = Rc::new(RefCell::new((Some(Box::new(done)), None)));
    let settle = |shared: Waiting, ok: bool| {
        move |value: JsValue| {
            let (done, callbacks) = {
                let mut cell = shared.borrow_mut();
                (cell.0.take(), cell.1.take())
            };
            // The previous pair is not running: free it; keep this one until the next.
            if let Some(previous) = SETTLED.with(|s| s.replace(callbacks)) {
                drop(previous);
                ALIVE.with(|a| a.set(a.get().saturating_sub(1)));
            }
            if let Some(done) = done {
                done(if ok { Ok(value) } else { Err(value) });
            }
        }
    };
    let ok = Closure::<dyn FnMut(JsValue)>::new(settle(shared.clone(), true));
    let failed = Closure::<dyn FnMut(JsValue)>::new(settle(shared.clone(), false));
    let _ = promise.then2(&ok, &failed);
    ALIVE.with(|a| a.set(a.get() + 1));
    shared.borrow_mut().1 = Some((ok, failed));
}

/// Promise callback pairs alive now (for the tests: it stays small however many promises
/// settled).
pub fn callbacks_alive() -> u32 {
    ALIVE.with(std::cell::Cell::get)
}

/// Sets an attribute only when it changes (attribute writes can restart CSS and observers).
pub fn set_attr(element: &Element, name: &str, value: &str) {
    if element.get_attribute(name).as_deref() != Some(value) {
        let _ = element.set_attribute(name, value);
    }
}

/// Sets an element's background colour through its style object: the page's
/// Content-Security-Policy refuses `style` attributes (`style-src 'self'`), not the CSS object
/// model. Only when it changes (the colour asked for is kept in `data-background`: the style
/// object gives it back normalised).
pub fn set_background(element: &Element, colour: &str) {
    if element.get_attribute("data-background").as_deref() == Some(colour) {
        return;
    }
    if let Some(html) = element.dyn_ref::<web_sys::HtmlElement>() {
        let _ = html.style().set_property("background", colour);
        let _ = element.set_attribute("data-background", colour);
    }
}

/// Sets an element's text only when it changes. Text, never markup.
pub fn set_text(element: &Element, text: &str) {
    if element.text_content().as_deref() != Some(text) {
        element.set_text_content(Some(text));
    }
}

/// Puts `element` in `parent`, before `before` (else last), when it is elsewhere; what had the
/// focus inside it keeps it (moving a node drops the focus).
pub fn place_in(element: &Element, parent: &Element, before: Option<&Element>) {
    if element.parent_element().as_ref() == Some(parent) {
        return;
    }
    let focused = element
        .owner_document()
        .and_then(|d| d.active_element())
        .filter(|f| element.contains(Some(f)));
    if parent
        .insert_before(element, before.map(|b| b.as_ref()))
        .is_err()
    {
        return;
    }
    if let Some(f) = focused.and_then(|f| f.dyn_into::<web_sys::HtmlElement>().ok()) {
        // Where it was, without scrolling the page to where it went.
        focus_in_place(&f);
    }
}

/// Gives `element` the focus without scrolling the page: the board stays where the player's
/// eyes (and finger) are.
pub fn focus_in_place(element: &web_sys::HtmlElement) {
    let options = web_sys::FocusOptions::new();
    options.set_prevent_scroll(true);
    let _ = element.focus_with_options(&options);
}

/// Shows or hides an element.
pub fn show(element: &web_sys::HtmlElement, visible: bool) {
    if element.hidden() == visible {
        element.set_hidden(!visible);
    }
}

/// The space for a canvas in `stage`: its width, the window's height below its top (in CSS
/// pixels), and the device pixel ratio.
pub fn space_below(stage: &web_sys::HtmlElement, window: &Window, fixed: bool) -> (f64, f64, f64) {
    let width = f64::from(stage.client_width());
    // A fixed stage (the board full screen) does not scroll with the page.
    let scrolled = if fixed {
        0.0
    } else {
        window.scroll_y().unwrap_or(0.0)
    };
    let top = stage.get_bounding_client_rect().top() + scrolled;
    let height = window
        .inner_height()
        .ok()
        .and_then(|h| h.as_f64())
        .unwrap_or(800.0);
    (width, height - top.max(0.0), window.device_pixel_ratio())
}

/// The `min-height` the style sheet gives `element`, in CSS px (`None` when it is not in px).
pub fn min_height(window: &Window, element: &Element) -> Option<f64> {
    let style = window.get_computed_style(element).ok().flatten()?;
    let value = style.get_property_value("min-height").ok()?;
    value.trim().strip_suffix("px")?.parse().ok()
}

/// Whether `element` has the keyboard focus (a field being typed in keeps what is typed).
pub fn is_focused(element: &Element) -> bool {
    element
        .owner_document()
        .and_then(|d| d.active_element())
        .is_some_and(|a| a == *element)
}

/// Sets or removes an element's `disabled` attribute.
pub fn set_disabled(element: &Element, disabled: bool) {
    set_flag(element, "disabled", disabled);
}

/// Sets (empty) or removes a boolean attribute.
pub fn set_flag(element: &Element, name: &str, on: bool) {
    if on {
        set_attr(element, name, "");
    } else {
        let _ = element.remove_attribute(name);
    }
}
