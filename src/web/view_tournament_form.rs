//! The form that makes a tournament (on `#/tournaments`): copies [`FormView`] into its fields
//! and sends each change and the submit as messages. Decides nothing.

use std::cell::RefCell;
use std::rc::Rc;

use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;
use web_sys::{
    Document, Element, Event, EventTarget, HtmlElement, HtmlInputElement, HtmlSelectElement,
};

use crate::ui::Msg;
use crate::ui::tournaments::TournamentsInput;
use crate::ui::tournaments::form::{FormInput, FormView, TrackChoice};

use super::Shell;
use super::dom::{by_id, set_attr, set_text, show};
use super::events::listen;

/// The form's elements.
pub struct FormDom {
    open: HtmlElement,
    form: HtmlElement,
    kind: HtmlSelectElement,
    name: HtmlInputElement,
    starts: HtmlSelectElement,
    minutes_field: HtmlElement,
    minutes: HtmlSelectElement,
    rules: HtmlSelectElement,
    move_time: HtmlSelectElement,
    players: HtmlInputElement,
    rated: HtmlInputElement,
    bots: HtmlInputElement,
    play: HtmlInputElement,
    tracks_hint: HtmlElement,
    tracks: HtmlElement,
    note: HtmlElement,
    player_link: HtmlElement,
    player_why: HtmlElement,
    send: HtmlElement,
    /// What the selects and the tracks' list show, so that an unchanged one is not redrawn.
    drawn: RefCell<[String; 4]>,
}

impl FormDom {
    pub fn new(d: &Document) -> Result<FormDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(FormDom {
            open: l.get("tournament-form-open"),
            form: l.get("tournament-form"),
            kind: l.get("tournament-form-kind"),
            name: l.get("tournament-form-name"),
            starts: l.get("tournament-form-starts"),
            minutes_field: l.get("tournament-form-minutes-field"),
            minutes: l.get("tournament-form-minutes"),
            rules: l.get("tournament-form-rules"),
            move_time: l.get("tournament-form-move-time"),
            players: l.get("tournament-form-players"),
            rated: l.get("tournament-form-rated"),
            bots: l.get("tournament-form-bots"),
            play: l.get("tournament-form-play"),
            tracks_hint: l.get("tournament-form-tracks-hint"),
            tracks: l.get("tournament-form-track-list"),
            note: l.get("tournament-form-note"),
            player_link: l.get("tournament-form-player"),
            player_why: l.get("tournament-form-player-why"),
            send: l.get("tournament-form-send"),
            drawn: RefCell::new(Default::default()),
        })
    }

    /// Shows the form when open (and the button that opens it when not).
    pub fn render(&self, v: Option<&FormView>, list_shown: bool) {
        show(&self.open, list_shown && v.is_none());
        show(&self.form, v.is_some());
        let Some(v) = v else {
            return;
        };
        set_value(&self.kind, v.kind);
        if self.name.value() != v.name {
            self.name.set_value(&v.name);
        }
        self.choices(0, &self.starts, &v.starts_in);
        show(&self.minutes_field, !v.minutes.0.is_empty());
        self.choices(1, &self.minutes, &v.minutes);
        self.choices(2, &self.move_time, &v.move_times);
        set_value(&self.rules, v.rules);
        if self.players.value() != v.max_players {
            self.players.set_value(&v.max_players);
        }
        self.rated.set_checked(v.rated);
        self.bots.set_checked(v.bots);
        self.play.set_checked(v.play);
        set_text(&self.tracks_hint, &v.tracks_hint);
        self.once(3, format!("{:?}", v.tracks), || {
            let _ = tracks(&self.tracks, &v.tracks);
        });
        for (input, choice) in self.track_boxes().iter().zip(&v.tracks) {
            input.set_checked(choice.chosen);
        }
        show(&self.note, v.note.is_some());
        set_text(&self.note, v.note.as_deref().unwrap_or(""));
        show(&self.player_link, v.player_link.is_some());
        show(&self.player_why, v.player_why.is_some());
        set_text(&self.player_why, v.player_why.as_deref().unwrap_or(""));
        show(&self.send, v.send);
        if let Some((href, words)) = &v.player_link {
            set_attr(&self.player_link, "href", href);
            set_text(&self.player_link, words);
        }
    }

    /// Draws `what` with `draw` unless slot `slot` drew the same last.
    fn once(&self, slot: usize, what: String, draw: impl FnOnce()) {
        let mut drawn = self.drawn.borrow_mut();
        if drawn[slot] != what {
            draw();
            drawn[slot] = what;
        }
    }

    /// Select `select`'s options (their index as value) and the chosen one.
    fn choices(
        &self,
        slot: usize,
        select: &HtmlSelectElement,
        (words, chosen): &(Vec<String>, usize),
    ) {
        self.once(slot, format!("{words:?}"), || {
            let Some(d) = select.owner_document() else {
                return;
            };
            select.set_text_content(None);
            for (i, words) in words.iter().enumerate() {
                if let Ok(option) = d.create_element("option") {
                    set_attr(&option, "value", &i.to_string());
                    option.set_text_content(Some(words));
                    let _ = select.append_child(&option);
                }
            }
        });
        set_value(select, &chosen.to_string());
    }

    /// The tracks' check boxes, in order.
    fn track_boxes(&self) -> Vec<HtmlInputElement> {
        let Ok(all) = self.tracks.query_selector_all("input") else {
            return Vec::new();
        };
        (0..all.length())
            .filter_map(|i| all.item(i)?.dyn_into().ok())
            .collect()
    }
}

/// Chooses `value` in `select` unless it is chosen.
fn set_value(select: &HtmlSelectElement, value: &str) {
    if select.value() != value {
        select.set_value(value);
    }
}

/// The tracks' check boxes anew: a label holding a box and the track's name (as text).
fn tracks(into: &Element, choices: &[TrackChoice]) -> Result<(), JsValue> {
    let Some(d) = into.owner_document() else {
        return Ok(());
    };
    into.set_text_content(None);
    for choice in choices {
        let label = d.create_element("label")?;
        label.set_attribute("class", "switch")?;
        let input = d.create_element("input")?;
        input.set_attribute("type", "checkbox")?;
        input.set_attribute("value", &choice.value)?;
        input.set_attribute("data-testid", "tournament-form-track")?;
        label.append_child(&input)?;
        let name = d.create_element("span")?;
        name.set_text_content(Some(&choice.name));
        label.append_child(&name)?;
        into.append_child(&label)?;
    }
    Ok(())
}

/// How a field's value reads as the form's input.
type Reads<T> = fn(T) -> FormInput;

/// The form's fields as messages.
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let d = shell.document.clone();
    let send = |s: &Rc<Shell>, input: FormInput| {
        s.dispatch(Msg::Tournaments(TournamentsInput::Form(input)));
    };
    for (id, input) in [
        ("tournament-form-open", FormInput::Open),
        ("tournament-form-cancel", FormInput::Cancel),
    ] {
        let target: EventTarget = by_id(&d, id)?;
        listen(shell, &target, "click", move |s, _: Event| {
            send(s, input.clone())
        })?;
    }
    let form: EventTarget = by_id(&d, "tournament-form")?;
    listen(shell, &form, "submit", move |s, e: Event| {
        e.prevent_default();
        send(s, FormInput::Send)
    })?;
    let selects: [(&str, Reads<String>); 5] = [
        ("tournament-form-kind", FormInput::Kind),
        ("tournament-form-rules", FormInput::Rules),
        ("tournament-form-starts", |v| {
            FormInput::StartsIn(v.parse().unwrap_or(usize::MAX))
        }),
        ("tournament-form-minutes", |v| {
            FormInput::Minutes(v.parse().unwrap_or(usize::MAX))
        }),
        ("tournament-form-move-time", |v| {
            FormInput::MoveTime(v.parse().unwrap_or(usize::MAX))
        }),
    ];
    for (id, input) in selects {
        let select: HtmlSelectElement = by_id(&d, id)?;
        let target: EventTarget = select.clone().unchecked_into();
        listen(shell, &target, "change", move |s, _: Event| {
            send(s, input(select.value()))
        })?;
    }
    let texts: [(&str, Reads<String>); 2] = [
        ("tournament-form-name", FormInput::Name),
        ("tournament-form-players", FormInput::MaxPlayers),
    ];
    for (id, input) in texts {
        let field: HtmlInputElement = by_id(&d, id)?;
        let target: EventTarget = field.clone().unchecked_into();
        listen(shell, &target, "input", move |s, _: Event| {
            send(s, input(field.value()))
        })?;
    }
    let switches: [(&str, Reads<bool>); 3] = [
        ("tournament-form-rated", FormInput::Rated),
        ("tournament-form-bots", FormInput::Bots),
        ("tournament-form-play", FormInput::Play),
    ];
    for (id, input) in switches {
        let field: HtmlInputElement = by_id(&d, id)?;
        let target: EventTarget = field.clone().unchecked_into();
        listen(shell, &target, "change", move |s, _: Event| {
            send(s, input(field.checked()))
        })?;
    }
    // The tracks' boxes are drawn anew with the list: one listener on the list takes them all.
    let list: EventTarget = by_id(&d, "tournament-form-track-list")?;
    listen(shell, &list, "change", move |s, e: Event| {
        let Some(input) = e
            .target()
            .and_then(|t| t.dyn_into::<HtmlInputElement>().ok())
        else {
            return;
        };
        send(s, FormInput::Track(input.value(), input.checked()))
    })?;
    Ok(())
}
