//! The game screen's DOM: status line, win and crash box, switches, share row, hint, solver
//! panel, the announcer and the canvas's size. Copies [`PageView`] in; decides nothing.

use wasm_bindgen::JsValue;
use web_sys::{
    Document, HtmlCanvasElement, HtmlElement, HtmlInputElement, HtmlSelectElement, Window,
};

use crate::ui::Screen;
use crate::ui::app::Announcement;
use crate::ui::box_place::{BoxPlace, HintPlace};
use crate::ui::geometry::Geometry;
use crate::ui::play::{MessageKind, ReplayOffer};
use crate::ui::scene::TOP_SPEED;
use crate::ui::view::{BackTo, BoxFocus, BoxMain, GameView, PageView, Source};
use racetrack::search::Solver;

use super::dom::{by_id, place_in, set_attr, set_text, show};
use super::palette::speed_colour;

/// The elements of the game screen.
pub struct GameDom {
    body: HtmlElement,
    menu: HtmlElement,
    game: HtmlElement,
    track_name: HtmlElement,
    banner: HtmlElement,
    banner_text: HtmlElement,
    announcer: HtmlElement,
    /// The game canvas.
    pub canvas: HtmlCanvasElement,
    stage: HtmlElement,
    board: HtmlElement,
    status: HtmlElement,
    message: HtmlElement,
    message_text: HtmlElement,
    message_reasons: HtmlElement,
    message_scoring: HtmlElement,
    message_undo: HtmlElement,
    message_retry: HtmlElement,
    message_next: HtmlElement,
    record_name: HtmlElement,
    /// The box's element that takes the focus when it opens.
    focus_first: std::cell::RefCell<HtmlElement>,
    message_watch_race: HtmlElement,
    message_watch_run: HtmlElement,
    message_save_race: HtmlElement,
    world_send: HtmlElement,
    world_status: HtmlElement,
    rules_select: HtmlSelectElement,
    distance_toggle: HtmlInputElement,
    night_toggle: HtmlInputElement,
    coach_toggle: HtmlInputElement,
    sound_toggle: HtmlInputElement,
    warn_toggle: HtmlInputElement,
    optimal_line: HtmlElement,
    share_row: HtmlElement,
    /// The share-link field.
    pub share_link: HtmlInputElement,
    share_status: HtmlElement,
    hint: HtmlElement,
    /// The camera's buttons (the hint over the board goes before them), and the place after
    /// the controls where a hint under the board goes.
    camera_bar: HtmlElement,
    hint_slot: HtmlElement,
    hint_text: HtmlElement,
    hint_dismiss: HtmlElement,
    tutorial_title: HtmlElement,
    tutorial_next: HtmlElement,
    challenge: HtmlElement,
    challenge_text: HtmlElement,
    daily: HtmlElement,
    daily_text: HtmlElement,
    daily_board: HtmlElement,
    world_board: HtmlElement,
    watching: HtmlElement,
    watching_text: HtmlElement,
    undo: HtmlElement,
    settings_button: HtmlElement,
    celebration: super::view_celebration::CelebrationView,
    daily_parts: super::view_daily::DailyParts,
    settings_sheet: HtmlElement,
    controls: HtmlElement,
    solver_select: HtmlSelectElement,
    solver_description: HtmlElement,
    solver_assist: HtmlElement,
    solver_run: HtmlElement,
    solver_back: HtmlElement,
    solver_speed: HtmlInputElement,
    solver_speed_label: HtmlElement,
    stat_expanded: HtmlElement,
    stat_frontier: HtmlElement,
    stat_compute: HtmlElement,
    stat_elapsed: HtmlElement,
    /// The track's origin and decor controls.
    origin: OriginDom,
    solver_result: HtmlElement,
    solver_held: HtmlElement,
    last_announcement: std::cell::Cell<u64>,
}

/// The status line's two lines (`min-height: 2.9em` of the body's 15 px) in the room the board
/// leaves under it (88 px with the legend and the margins).
const STATUS_TWO_LINES: f64 = 43.5;

impl GameDom {
    /// The win or crash box's button for `main`.
    fn box_button(&self, main: BoxMain) -> &HtmlElement {
        match main {
            BoxMain::Undo => &self.message_undo,
            BoxMain::Retry => &self.message_retry,
            BoxMain::NextLevel => &self.message_next,
        }
    }

    /// Finds the elements and fills the fixed parts (solver list, speed legend).
    pub fn new(d: &Document) -> Result<GameDom, JsValue> {
        let body = d.body().ok_or_else(|| super::dom::error(&"no body"))?;
        let celebration = super::view_celebration::CelebrationView::new(d)?;
        let daily_parts = super::view_daily::DailyParts::new(d)?;
        let l = super::dom::Lookup::new(d);
        let dom = l.finish(GameDom {
            body,
            menu: l.get("menu"),
            game: l.get("game"),
            track_name: l.get("track-name"),
            banner: l.get("error-banner"),
            banner_text: l.get("error-text"),
            announcer: l.get("announcer"),
            canvas: l.get("game-canvas"),
            stage: l.get("stage"),
            board: l.get("board"),
            status: l.get("status"),
            message: l.get("message"),
            message_text: l.get("message-text"),
            message_reasons: l.get("message-reasons"),
            message_scoring: l.get("message-scoring"),
            message_undo: l.get("message-undo"),
            message_retry: l.get("message-retry"),
            message_next: l.get("next-level"),
            record_name: l.get("record-name-input"),
            focus_first: std::cell::RefCell::new(l.get("message-retry")),
            message_watch_race: l.get("message-watch-race"),
            message_watch_run: l.get("message-watch-run"),
            message_save_race: l.get("message-save-race"),
            world_send: l.get("world-send"),
            world_status: l.get("world-status"),
            rules_select: l.get("rules-select"),
            distance_toggle: l.get("distance-toggle"),
            night_toggle: l.get("night-toggle"),
            coach_toggle: l.get("coach-toggle"),
            sound_toggle: l.get("sound-toggle"),
            warn_toggle: l.get("warn-toggle"),
            optimal_line: l.get("optimal-line"),
            share_row: l.get("share-row"),
            share_link: l.get("share-link"),
            share_status: l.get("share-status"),
            hint: l.get("hint"),
            camera_bar: l.get("camera-bar"),
            hint_slot: l.get("hint-slot"),
            hint_text: l.get("hint-text"),
            hint_dismiss: l.get("hint-dismiss"),
            tutorial_title: l.get("tutorial-title"),
            tutorial_next: l.get("tutorial-next"),
            challenge: l.get("challenge-banner"),
            challenge_text: l.get("challenge-text"),
            daily: l.get("daily-banner"),
            daily_text: l.get("daily-text"),
            daily_board: l.get("daily-board"),
            world_board: l.get("world-board"),
            watching: l.get("watching"),
            watching_text: l.get("watching-text"),
            undo: l.get("undo"),
            settings_button: l.get("settings-button"),
            celebration,
            daily_parts,
            settings_sheet: l.get("settings-sheet"),
            controls: l.get("controls"),
            solver_select: l.get("solver-select"),
            solver_description: l.get("solver-description"),
            solver_assist: l.get("solver-assist"),
            solver_run: l.get("solver-run"),
            solver_back: l.get("solver-back"),
            solver_speed: l.get("solver-speed"),
            solver_speed_label: l.get("solver-speed-label"),
            stat_expanded: l.get("stat-expanded"),
            stat_frontier: l.get("stat-frontier"),
            stat_compute: l.get("stat-compute"),
            stat_elapsed: l.get("stat-elapsed"),
            origin: OriginDom {
                back: l.get("back"),
                back_to_editor: l.get("back-to-editor"),
                back_to_room: l.get("back-to-room"),
                another_random: l.get("another-random"),
                edit_track: l.get("edit-track"),
                decor_switch: l.get("decor-switch"),
                decor_toggle: l.get("decor-toggle"),
                checkpoints_switch: l.get("checkpoints-switch"),
                checkpoints_toggle: l.get("checkpoints-toggle"),
                message_editor: l.get("message-editor"),
                terrain_legend: l.get("terrain-legend"),
                moving_legend: l.get("moving-legend"),
                moving_time: l.get("moving-time"),
            },
            solver_result: l.get("solver-result"),
            solver_held: l.get("solver-held"),
            last_announcement: std::cell::Cell::new(0),
        })?;
        for solver in Solver::ALL {
            let option = d.create_element("option")?;
            option.set_attribute("value", solver.name())?;
            // Worded with the page's language (`view_words`): the label and its title.
            let id = match solver {
                Solver::Dfs => "solver-option-dfs",
                Solver::Bfs => "solver-option-bfs",
                Solver::AStar => "solver-option-astar",
                Solver::Greedy => "solver-option-greedy",
                Solver::Careful => "solver-option-careful",
            };
            option.set_attribute("data-l10n", id)?;
            option.set_attribute("data-l10n-attrs", "title")?;
            option.set_attribute(super::view_words::MADE, "")?;
            dom.solver_select.append_child(&option)?;
        }
        let legend: HtmlElement = by_id(d, "legend")?;
        let label = d.create_element("span")?;
        label.set_text_content(Some("speed 0"));
        label.set_attribute("data-l10n", "legend-speed-zero")?;
        label.set_attribute(super::view_words::MADE, "")?;
        legend.append_child(&label)?;
        for speed in 0..=TOP_SPEED {
            let swatch = d.create_element("i")?;
            super::dom::set_background(&swatch, &speed_colour(speed));
            // Worded with the page's language (`view_words`).
            swatch.set_attribute("data-speed", &speed.to_string())?;
            legend.append_child(&swatch)?;
        }
        let label = d.create_element("span")?;
        label.set_text_content(Some(&format!("{TOP_SPEED}+")));
        legend.append_child(&label)?;
        Ok(dom)
    }

    /// The element of the box that takes the focus when it opens, by the model's choice.
    pub fn focus_first(&self) -> HtmlElement {
        self.focus_first.borrow().clone()
    }

    /// The space the canvas has: the stage's width, the window's height below the stage's top,
    /// and the device pixel ratio.
    pub fn measure(&self, window: &Window, fixed: bool) -> (f64, f64, f64) {
        let (width, height, ratio) = super::dom::space_below(&self.stage, window, fixed);
        // On a narrow or touch screen the style sheet puts the camera's buttons in a row under
        // the board (over it they would hide the points under them): what the board holds
        // besides the canvas is not the canvas's room (nothing when the buttons float over it).
        // A hint with no room over the board goes after the controls, out of the board and of
        // this count (counted, it would shrink the board and so keep itself under it).
        let under = self.board.offset_height() - self.canvas.offset_height();
        // The status line (the room the style sheet keeps for it, whatever it says: two lines,
        // three in a narrow window, so that neither the board nor the controls move with its
        // words) and the main controls (Undo, the mode and its Start) stay in the window.
        let status = super::dom::min_height(window, &self.status).unwrap_or(STATUS_TWO_LINES);
        let below = self.controls.offset_height();
        (
            width,
            height - (88.0 - STATUS_TWO_LINES) - status - f64::from(under.max(0) + below.max(0)),
            ratio,
        )
    }

    /// The window's height and the canvas's top in it (CSS pixels): where a phone's end-of-game
    /// sheet can lie clear of the car.
    pub fn window_room(&self, window: &Window) -> (f64, f64) {
        let height = window
            .inner_height()
            .ok()
            .and_then(|h| h.as_f64())
            .unwrap_or(800.0);
        (height, self.canvas.get_bounding_client_rect().top())
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView, g: Geometry, announcement: &Announcement) {
        set_attr(&self.body, "data-screen", page.screen.name());
        show(&self.menu, page.screen == Screen::Menu);
        show(
            &self.game,
            matches!(
                page.screen,
                Screen::Play | Screen::Solver | Screen::Replay | Screen::OnlineGame
            ),
        );
        set_text(&self.track_name, &page.title);
        if let Some(d) = self.body.owner_document() {
            if d.title() != page.tab_title {
                d.set_title(&page.tab_title);
            }
        }
        show(&self.banner, page.error.is_some());
        set_text(&self.banner_text, page.error.as_deref().unwrap_or(""));
        if self.last_announcement.replace(announcement.serial) != announcement.serial {
            self.announcer.set_text_content(Some(&announcement.text));
        }
        let o = &self.origin;
        show(&o.back, page.back == BackTo::Levels);
        show(&o.back_to_editor, page.back == BackTo::Editor);
        show(&o.back_to_room, page.back == BackTo::Room);
        if let Some(v) = &page.game {
            self.render_game(v);
        }
        show(&self.undo, page.undo);
        if page.camera.is_some() {
            self.render_canvas(page, g);
        }
    }

    /// The board's canvas sized and described for the layout `g` (on every screen with a
    /// board: the game, the solver, the replay and the online room). Out of line so that the
    /// wasm split can leave it out of the menu's part.
    #[inline(never)]
    fn render_canvas(&self, page: &PageView, g: Geometry) {
        let canvas = &self.canvas;
        let (w, h) = (
            (g.width * g.ratio).round() as u32,
            (g.height * g.ratio).round() as u32,
        );
        if canvas.width() != w || canvas.height() != h {
            canvas.set_width(w);
            canvas.set_height(h);
        }
        let style = canvas.style();
        let _ = style.set_property("width", &format!("{}px", g.width));
        let _ = style.set_property("height", &format!("{}px", g.height));
        set_attr(canvas, "data-cell-size", &g.cell.to_string());
        set_attr(canvas, "data-origin-x", &g.origin.0.to_string());
        set_attr(canvas, "data-origin-y", &g.origin.1.to_string());
        set_attr(canvas, "data-rows", &g.rows.to_string());
        set_attr(canvas, "data-cols", &g.cols.to_string());
        set_attr(canvas, "aria-label", &page.board_label);
    }

    /// The open game's controls. The rest, out of line so that the wasm split can leave it out of the menu's part.
    #[inline(never)]
    fn render_game(&self, v: &GameView) {
        let o = &self.origin;
        let draft = v.source == Source::Draft;
        show(&o.message_editor, draft);
        show(&o.another_random, v.source == Source::Random);
        set_text(&o.edit_track, &v.edit_label);
        show(&o.decor_switch, v.has_decor);
        show(&o.checkpoints_switch, v.checkpoints.is_some());
        if let Some(on) = v.checkpoints
            && o.checkpoints_toggle.checked() != on
        {
            o.checkpoints_toggle.set_checked(on);
        }
        show(&o.terrain_legend, !v.terrains.is_empty());
        let items = o.terrain_legend.children();
        for i in 0..items.length() {
            if let Some(item) = items.item(i) {
                let name = item.get_attribute("data-terrain").unwrap_or_default();
                let wanted = v.terrains.contains(&name.as_str());
                if item.has_attribute("hidden") == wanted {
                    let _ = item.toggle_attribute_with_force("hidden", !wanted);
                }
            }
        }
        show(&o.moving_legend, v.moving.is_some());
        if let Some(m) = &v.moving {
            set_text(&o.moving_time, &m.words);
            set_attr(&o.moving_legend, "data-time", &m.time.to_string());
            set_attr(&o.moving_legend, "data-cycle", &m.cycle.to_string());
            set_attr(&o.moving_legend, "data-occupied", &m.occupied);
            set_attr(&o.moving_legend, "data-next", &m.next);
        }
        if o.decor_toggle.checked() != v.show_decor {
            o.decor_toggle.set_checked(v.show_decor);
        }
        let status = &self.status;
        set_attr(status, "data-moves", &v.moves.to_string());
        set_attr(status, "data-speed", &v.speed.to_string());
        set_attr(status, "data-state", v.state.name());
        set_attr(status, "data-rules", v.rules);
        let number = |n: Option<u32>| n.map_or(String::new(), |n| n.to_string());
        let coach = v.coach.as_ref();
        set_attr(
            status,
            "data-optimal-from-here",
            &number(coach.and_then(|c| c.optimal_from_here)),
        );
        set_attr(status, "data-lost", &number(coach.and_then(|c| c.lost)));
        if self.warn_toggle.checked() != v.crash_warning {
            self.warn_toggle.set_checked(v.crash_warning);
        }
        set_attr(
            &self.board,
            "data-impact",
            if v.impact { "true" } else { "false" },
        );
        if self.sound_toggle.checked() != v.sound_on {
            self.sound_toggle.set_checked(v.sound_on);
        }
        if self.coach_toggle.checked() != v.coach_on {
            self.coach_toggle.set_checked(v.coach_on);
        }
        show(&self.optimal_line, v.line_available);
        set_text(&self.optimal_line, &v.line_label);
        set_text(status, &v.status);

        show(&self.message, v.message.is_some());
        self.celebration
            .render(v.message.as_ref().and_then(|m| m.celebration.as_ref()));
        self.daily_parts.render(v.daily_parts.as_ref());
        let focus_first = match v.focus_first {
            BoxFocus::RecordName => &self.record_name,
            BoxFocus::Main(main) => self.box_button(main),
        };
        set_attr(&self.message, "data-focus-first", &focus_first.id());
        self.focus_first.replace(focus_first.clone());
        if let Some(m) = &v.message {
            set_text(&self.message_text, &m.text);
            set_attr(&self.message, "data-kind", m.kind.name());
            set_attr(&self.message, "data-medal", m.medal.unwrap_or(""));
            set_attr(
                &self.message,
                "data-assisted",
                if m.assisted { "true" } else { "false" },
            );
            set_attr(&self.message, "data-at", place_name(v.message_at));
            set_attr(&self.message, "data-sheet", place_name(v.message_sheet));
            show(&self.message_watch_race, m.replay == ReplayOffer::Button);
            show(&self.message_watch_run, m.replay == ReplayOffer::Corner);
            show(&self.world_send, v.world_send);
            show(&self.world_status, v.world_status.is_some());
            set_text(&self.world_status, v.world_status.as_deref().unwrap_or(""));
            show(&self.message_save_race, m.kind == MessageKind::Race);
            show(&self.message_undo, m.undo_first);
            for main in [BoxMain::Undo, BoxMain::Retry, BoxMain::NextLevel] {
                let class = if main == v.box_main { "primary" } else { "" };
                set_attr(self.box_button(main), "class", class);
            }
            show(&self.message_scoring, m.scoring.is_some());
            set_text(&self.message_scoring, m.scoring.as_deref().unwrap_or(""));
            let reasons = m.reasons.join("\n");
            if self.message_reasons.get_attribute("data-text").as_deref() != Some(&reasons) {
                set_attr(&self.message_reasons, "data-text", &reasons);
                self.message_reasons.set_text_content(None);
                if let Some(d) = self.message_reasons.owner_document() {
                    for line in &m.reasons {
                        if let Ok(li) = d.create_element("li") {
                            li.set_text_content(Some(line));
                            let _ = self.message_reasons.append_child(&li);
                        }
                    }
                }
            }
        }
        if self.rules_select.value() != v.rules {
            self.rules_select.set_value(v.rules);
        }
        if self.night_toggle.checked() != v.night {
            self.night_toggle.set_checked(v.night);
        }
        if self.distance_toggle.checked() != v.distance {
            self.distance_toggle.set_checked(v.distance);
        }
        show(&self.share_row, v.share_link.is_some());
        if let Some(link) = &v.share_link {
            if self.share_link.value() != *link {
                self.share_link.set_value(link);
            }
        }
        set_text(&self.share_status, v.share_status.as_deref().unwrap_or(""));
        show(&self.hint, v.hint);
        set_attr(
            &self.hint,
            "data-at",
            match v.hint_at {
                HintPlace::Top => "top",
                HintPlace::Bottom => "bottom",
                HintPlace::Under => "under",
                HintPlace::Sheet => "sheet",
            },
        );
        // Over the board, or after the controls: Undo stays next to the board, in the window.
        match v.hint_at {
            HintPlace::Under | HintPlace::Sheet => place_in(&self.hint, &self.hint_slot, None),
            HintPlace::Top | HintPlace::Bottom => {
                place_in(&self.hint, &self.board, Some(&self.camera_bar))
            }
        }
        let tutorial = v.tutorial.as_ref();
        show(&self.tutorial_title, tutorial.is_some());
        set_text(
            &self.tutorial_title,
            tutorial.map_or("", |t| t.title.as_str()),
        );
        set_text(
            &self.hint_text,
            tutorial.map_or(v.hint_words.as_str(), |t| t.text.as_str()),
        );
        let next = tutorial.and_then(|t| t.next.as_deref());
        show(&self.tutorial_next, next.is_some());
        set_text(&self.tutorial_next, next.unwrap_or(""));
        show(&self.hint_dismiss, v.hint_dismiss.is_some());
        set_text(&self.hint_dismiss, v.hint_dismiss.as_deref().unwrap_or(""));
        show(&self.daily, v.daily.is_some());
        set_text(&self.daily_text, v.daily.as_deref().unwrap_or(""));
        for (link, board) in [
            (&self.daily_board, &v.daily_board),
            (&self.world_board, &v.world_board),
        ] {
            show(link, board.is_some());
            if let Some(board) = board {
                set_attr(link, "href", board);
            }
        }
        show(&self.challenge, v.challenge.is_some());
        if let Some(c) = &v.challenge {
            set_attr(&self.challenge, "data-name", &c.name);
            set_attr(&self.challenge, "data-moves", &c.moves.to_string());
            set_text(&self.challenge_text, &c.words);
        }
        match v.ghost_moves {
            Some(n) => set_attr(&self.canvas, "data-ghost-moves", &n.to_string()),
            None => {
                let _ = self.canvas.remove_attribute("data-ghost-moves");
            }
        }
        show(&self.watching, v.watching);
        set_text(&self.watching_text, &v.watching_words);
        set_attr(
            &self.undo,
            "aria-disabled",
            if v.watching || !v.undo_ready {
                "true"
            } else {
                "false"
            },
        );
        let open = if v.settings_open { "true" } else { "false" };
        set_attr(&self.settings_button, "aria-expanded", open);
        set_attr(&self.settings_sheet, "data-open", open);

        let s = &v.solver;
        if self.solver_select.value() != s.chosen {
            self.solver_select.set_value(s.chosen);
        }
        set_text(&self.solver_description, &s.description);
        set_text(&self.solver_assist, &s.assist);
        show(&self.solver_assist, !s.assist.is_empty());
        set_text(&self.solver_run, &s.run_label);
        show(&self.solver_back, v.watching);
        let speed = s.speed.to_string();
        if self.solver_speed.value() != speed {
            self.solver_speed.set_value(&speed);
        }
        set_text(&self.solver_speed_label, &s.speed_words);
        set_attr(&self.solver_speed, "aria-valuetext", &s.speed_words);
        set_text(&self.stat_expanded, &s.expanded);
        set_text(&self.stat_frontier, &s.frontier);
        set_text(&self.stat_compute, &s.compute);
        set_text(&self.stat_elapsed, &s.elapsed);
        set_attr(&self.solver_result, "data-state", s.state);
        set_attr(
            &self.solver_result,
            "data-moves",
            &s.moves.map_or(String::new(), |m| m.to_string()),
        );
        set_text(&self.solver_result, &s.result);
        show(&self.solver_held, s.held.is_some());
        set_text(&self.solver_held, s.held.as_deref().unwrap_or(""));
    }
}

/// The controls that depend on where the track came from: back to the levels or to the editor,
/// another random track, edit, and the decor switch.
struct OriginDom {
    back: HtmlElement,
    back_to_editor: HtmlElement,
    back_to_room: HtmlElement,
    another_random: HtmlElement,
    edit_track: HtmlElement,
    decor_switch: HtmlElement,
    decor_toggle: HtmlInputElement,
    checkpoints_switch: HtmlElement,
    checkpoints_toggle: HtmlInputElement,
    message_editor: HtmlElement,
    terrain_legend: HtmlElement,
    moving_legend: HtmlElement,
    moving_time: HtmlElement,
}

/// The style sheet's name of a place of the end-of-game box.
fn place_name(place: BoxPlace) -> &'static str {
    match place {
        BoxPlace::Top => "top",
        BoxPlace::Bottom => "bottom",
        BoxPlace::Under => "under",
    }
}
