//! The races' DOM: the mode panel (mode, player count, AI levels, names, blitz seconds, start),
//! the blitz clock, the standings (names as text, never markup) and the status line's
//! `data-car`; and their events. Copies [`RaceView`] in; decides nothing.

use std::rc::Rc;

use wasm_bindgen::{JsCast, JsValue};
use web_sys::{Document, Event, EventTarget, HtmlElement, HtmlInputElement, HtmlSelectElement};

use crate::ui::Msg;
use crate::ui::race_mode::{MAX_LOCAL_CARS, RaceInput, RaceView};
use crate::ui::view::PageView;

use super::Shell;
use super::dom::{by_id, is_focused, set_attr, set_text, show};
use super::events::listen;

/// The elements of the mode panel and the race.
pub struct RaceDom {
    setup: HtmlElement,
    mode: HtmlSelectElement,
    start: HtmlElement,
    count_label: HtmlElement,
    count_words: HtmlElement,
    count: HtmlSelectElement,
    blitz_label: HtmlElement,
    blitz: HtmlInputElement,
    zzz_label: HtmlElement,
    zzz: HtmlInputElement,
    honour_fields: HtmlElement,
    start_direction: HtmlSelectElement,
    tactical_crashes: HtmlSelectElement,
    honour: HtmlElement,
    levels: Vec<(HtmlElement, HtmlSelectElement)>,
    names: Vec<(HtmlElement, HtmlInputElement)>,
    info: HtmlElement,
    controls: HtmlElement,
    confirm: HtmlElement,
    confirm_text: HtmlElement,
    confirm_yes: HtmlElement,
    confirm_no: HtmlElement,
    clock: HtmlElement,
    standings: HtmlElement,
    status: HtmlElement,
}

/// The `count` labels of a group (`#opponent-levels`, `#player-names`) with the field inside
/// each.
fn group<T: JsCast>(
    d: &Document,
    id: &str,
    count: usize,
) -> Result<Vec<(HtmlElement, T)>, JsValue> {
    let parent: HtmlElement = by_id(d, id)?;
    let missing = || super::dom::error(&format!("#{id} lacks a labelled field"));
    (1..=count)
        .map(|n| {
            let label = parent
                .query_selector(&format!("label:nth-of-type({n})"))?
                .ok_or_else(missing)?;
            let field = label.query_selector("select, input")?.ok_or_else(missing)?;
            let label: HtmlElement = label.dyn_into().map_err(JsValue::from)?;
            Ok((label, field.dyn_into::<T>().map_err(JsValue::from)?))
        })
        .collect()
}

impl RaceDom {
    /// Finds the elements.
    pub fn new(d: &Document) -> Result<RaceDom, JsValue> {
        let levels = group(d, "opponent-levels", MAX_LOCAL_CARS - 1)?;
        let names = group(d, "player-names", MAX_LOCAL_CARS)?;
        let l = super::dom::Lookup::new(d);
        l.finish(RaceDom {
            setup: l.get("race-setup"),
            mode: l.get("mode-select"),
            start: l.get("race-start"),
            count_label: l.get("player-count-label"),
            count_words: l.get("player-count-words"),
            count: l.get("player-count"),
            blitz_label: l.get("blitz-seconds-label"),
            blitz: l.get("blitz-seconds"),
            zzz_label: l.get("zzz-label"),
            zzz: l.get("race-zzz"),
            honour_fields: l.get("race-honour-fields"),
            start_direction: l.get("race-start-direction"),
            tactical_crashes: l.get("race-tactical-crashes"),
            honour: l.get("race-honour"),
            levels,
            names,
            info: l.get("race-info"),
            controls: l.get("race-controls"),
            confirm: l.get("race-confirm"),
            confirm_text: l.get("race-confirm-text"),
            confirm_yes: l.get("race-confirm-yes"),
            confirm_no: l.get("race-confirm-no"),
            clock: l.get("blitz-clock"),
            standings: l.get("standings"),
            status: l.get("status"),
        })
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView) {
        let Some(v) = page.game.as_ref().map(|g| &g.race) else {
            show(&self.setup, false);
            show(&self.info, false);
            return;
        };
        self.render_race(v);
    }

    /// The race's setup and standings. The rest, out of line so that the wasm split can leave it out of the menu's part.
    #[inline(never)]
    fn render_race(&self, v: &RaceView) {
        self.render_setup(v);
        match v.car {
            Some(car) => set_attr(&self.status, "data-car", &car.to_string()),
            None => {
                let _ = self.status.remove_attribute("data-car");
            }
        }
        show(&self.info, !v.standings.is_empty());
        show(&self.honour, v.honour.is_some());
        set_text(&self.honour, v.honour.as_deref().unwrap_or(""));
        show(&self.controls, v.controls);
        show(&self.confirm, v.confirm.is_some());
        if let Some((question, yes, no)) = &v.confirm {
            set_text(&self.confirm_text, question);
            set_text(&self.confirm_yes, yes);
            set_text(&self.confirm_no, no);
        }
        show(&self.clock, v.clock_ms.is_some());
        if let Some(ms) = v.clock_ms {
            set_attr(&self.clock, "data-remaining-ms", &ms.to_string());
            set_text(&self.clock, &v.clock_words);
            set_attr(
                &self.clock,
                "data-low",
                if ms <= 1000 { "true" } else { "false" },
            );
        }
        self.render_standings(v);
    }

    fn render_setup(&self, v: &RaceView) {
        show(&self.setup, v.setup.is_some());
        let Some(setup) = &v.setup else {
            return;
        };
        if self.mode.value() != setup.mode {
            self.mode.set_value(setup.mode);
        }
        set_text(&self.start, &setup.start_words);
        set_attr(
            &self.start,
            "aria-disabled",
            if setup.start_ready { "false" } else { "true" },
        );
        show(&self.count_label, setup.count.is_some());
        if let Some((low, high, n)) = setup.count {
            let range = format!("{low}-{high}");
            if self.count.get_attribute("data-range").as_deref() != Some(&range) {
                set_attr(&self.count, "data-range", &range);
                self.count.set_text_content(None);
                if let Some(d) = self.count.owner_document() {
                    for i in low..=high {
                        if let Ok(option) = d.create_element("option") {
                            let _ = option.set_attribute("value", &i.to_string());
                            option.set_text_content(Some(&i.to_string()));
                            let _ = self.count.append_child(&option);
                        }
                    }
                }
            }
            let n = n.to_string();
            if self.count.value() != n {
                self.count.set_value(&n);
            }
            set_text(&self.count_words, &setup.count_words);
        }
        for (i, (label, select)) in self.levels.iter().enumerate() {
            let level = setup.levels.get(i);
            show(label, level.is_some());
            if let Some(level) = level {
                if select.value() != *level {
                    select.set_value(level);
                }
            }
        }
        for (i, (label, input)) in self.names.iter().enumerate() {
            let name = setup.names.get(i);
            show(label, name.is_some());
            if let Some(name) = name {
                if input.value() != *name {
                    input.set_value(name);
                }
            }
        }
        show(&self.zzz_label, setup.zzz.is_some());
        if let Some(zzz) = setup.zzz {
            // Not while it is typed in: a frame would put back the value before the one typed.
            let zzz = zzz.to_string();
            if self.zzz.value() != zzz && !is_focused(&self.zzz) {
                self.zzz.set_value(&zzz);
            }
        }
        show(&self.honour_fields, setup.honour.is_some());
        if let Some((start, crashes)) = setup.honour {
            if self.start_direction.value() != start {
                self.start_direction.set_value(start);
            }
            if self.tactical_crashes.value() != crashes {
                self.tactical_crashes.set_value(crashes);
            }
        }
        show(&self.blitz_label, setup.blitz_seconds.is_some());
        if let Some(seconds) = setup.blitz_seconds {
            let seconds = seconds.to_string();
            if self.blitz.value() != seconds && !is_focused(&self.blitz) {
                self.blitz.set_value(&seconds);
            }
        }
    }

    fn render_standings(&self, v: &RaceView) {
        let key: String = v
            .standings
            .iter()
            .map(|r| format!("{}|{}\n", r.car, r.text))
            .collect();
        if self.standings.get_attribute("data-text").as_deref() == Some(&key) {
            return;
        }
        set_attr(&self.standings, "data-text", &key);
        self.standings.set_text_content(None);
        let Some(d) = self.standings.owner_document() else {
            return;
        };
        for row in &v.standings {
            let Ok(li) = d.create_element("li") else {
                continue;
            };
            let _ = li.set_attribute("data-testid", "standing-row");
            let _ = li.set_attribute("data-name", &row.name);
            let _ = li.set_attribute("data-moves", &row.moves.to_string());
            let _ = li.set_attribute("data-place", &row.place.to_string());
            let _ = li.set_attribute("data-car", &row.car.to_string());
            let _ = li.set_attribute("data-state", row.state);
            let _ = li.set_attribute("data-to-move", if row.to_move { "true" } else { "false" });
            if row.to_move {
                let _ = li.set_attribute("aria-current", "true");
            }
            if let Ok(swatch) = d.create_element("i") {
                let _ = swatch.set_attribute("class", &format!("car-swatch car-{}", row.colour));
                let _ = li.append_child(&swatch);
            }
            if let Ok(span) = d.create_element("span") {
                span.set_text_content(Some(&row.text));
                let _ = li.append_child(&span);
            }
            let _ = self.standings.append_child(&li);
        }
    }
}

/// Wires the mode panel: each field's change becomes a [`Msg::Race`].
pub fn wire(shell: &Rc<Shell>) -> Result<(), JsValue> {
    let v = &shell.race_view;
    for (id, input) in [
        ("race-quit", RaceInput::Quit),
        ("race-restart", RaceInput::Restart),
        ("race-confirm-yes", RaceInput::Confirm),
        ("race-confirm-no", RaceInput::KeepRacing),
    ] {
        let button: EventTarget = by_id(&shell.document, id)?;
        listen(shell, &button, "click", move |s, _: Event| {
            s.dispatch(Msg::Race(input.clone()));
        })?;
    }
    let select = v.mode.clone();
    listen(
        shell,
        &v.mode.clone().into(),
        "change",
        move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::Mode(select.value())));
        },
    )?;
    let select = v.count.clone();
    listen(
        shell,
        &v.count.clone().into(),
        "change",
        move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::Count(select.value())));
        },
    )?;
    // Each figure typed counts at once; leaving the field puts back the value in force.
    for event in ["input", "change"] {
        let input = v.zzz.clone();
        listen(shell, &v.zzz.clone().into(), event, move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::Zzz(input.value_as_number())));
        })?;
    }
    let select = v.start_direction.clone();
    listen(
        shell,
        &v.start_direction.clone().into(),
        "change",
        move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::StartDirection(select.value())));
        },
    )?;
    let select = v.tactical_crashes.clone();
    listen(
        shell,
        &v.tactical_crashes.clone().into(),
        "change",
        move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::TacticalCrashes(select.value())));
        },
    )?;
    let input = v.blitz.clone();
    listen(
        shell,
        &v.blitz.clone().into(),
        "change",
        move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::BlitzSeconds(input.value_as_number())));
        },
    )?;
    for (i, (_, select)) in v.levels.iter().enumerate() {
        let field = select.clone();
        let target: EventTarget = select.clone().into();
        listen(shell, &target, "change", move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::Level {
                car: i + 2,
                level: field.value(),
            }));
        })?;
    }
    for (i, (_, input)) in v.names.iter().enumerate() {
        let field = input.clone();
        let target: EventTarget = input.clone().into();
        listen(shell, &target, "input", move |s, _: Event| {
            s.dispatch(Msg::Race(RaceInput::Name {
                player: i + 1,
                name: field.value(),
            }));
        })?;
    }
    let start: EventTarget = by_id(&shell.document, "race-start")?;
    listen(shell, &start, "click", |s, _: Event| {
        s.dispatch(Msg::Race(RaceInput::Start));
    })
}
