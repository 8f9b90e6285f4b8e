//! The online screens' DOM: the home (your player, the new game form, your games,
//! the lobby) and the room's panel (seats, countdown, invite, chat, standings). Names and chat
//! lines go in as text, never as markup. Copies [`crate::ui::online::OnlineView`] in; decides
//! nothing.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;
use web_sys::{
    Document, Element, HtmlElement, HtmlInputElement, HtmlSelectElement, HtmlTextAreaElement,
};

use crate::ui::Screen;
use crate::ui::box_place::BoxPlace;
use crate::ui::online::profile::ProfileView;
use crate::ui::online::{GameRow, OnlineView};
use crate::ui::view::PageView;

use super::dom::{set_attr, set_text, show};

/// The online screens' elements.
pub struct OnlineDom {
    document: Document,
    home: HtmlElement,
    panel: HtmlElement,
    no_server: HtmlElement,
    note: HtmlElement,
    new_player: HtmlElement,
    /// The field of the player's name.
    name: HtmlElement,
    me: HtmlElement,
    my_name: HtmlElement,
    key: HtmlElement,
    show_key: HtmlElement,
    track: HtmlSelectElement,
    seats: HtmlSelectElement,
    move_time: HtmlSelectElement,
    pair_kind: HtmlSelectElement,
    notify: HtmlInputElement,
    sound: HtmlInputElement,
    toast: HtmlElement,
    toast_words: HtmlElement,
    profile: HtmlElement,
    profile_heading: HtmlElement,
    profile_rating: HtmlElement,
    profile_record: HtmlElement,
    profile_chart: Element,
    profile_line: Element,
    profile_range: HtmlElement,
    profile_tracks_heading: HtmlElement,
    profile_tracks: HtmlElement,
    play_now: HtmlElement,
    pairing: HtmlElement,
    pool: HtmlElement,
    pair_cancel: HtmlElement,
    penalty: HtmlInputElement,
    rules: HtmlSelectElement,
    penalty_unit: HtmlElement,
    rounds_note: HtmlElement,
    public: HtmlInputElement,
    spectator_chat: HtmlInputElement,
    night: HtmlInputElement,
    checkpoints: HtmlInputElement,
    honour_fields: HtmlElement,
    start_direction: HtmlSelectElement,
    tactical_crashes: HtmlSelectElement,
    honour: HtmlElement,
    rated: HtmlInputElement,
    mine: HtmlElement,
    mine_empty: HtmlElement,
    more_games: HtmlElement,
    lobby: HtmlElement,
    lobby_empty: HtmlElement,
    running: HtmlElement,
    running_empty: HtmlElement,
    heading: HtmlElement,
    bar: HtmlElement,
    status: HtmlElement,
    connection: HtmlElement,
    room_note: HtmlElement,
    seat_list: HtmlElement,
    join: HtmlElement,
    start: HtmlElement,
    /// The creator's "Add a bot" row and its skill.
    add_bot: HtmlElement,
    bot_skill: HtmlSelectElement,
    cancel: HtmlElement,
    leave: HtmlElement,
    resign: HtmlElement,
    rematch: HtmlElement,
    tournament: HtmlElement,
    log: HtmlElement,
    confirm: HtmlElement,
    confirm_question: HtmlElement,
    confirm_yes: HtmlElement,
    confirm_no: HtmlElement,
    invite_row: HtmlElement,
    invite: HtmlTextAreaElement,
    end: HtmlElement,
    standings: HtmlElement,
    chat: HtmlElement,
    chat_heading: HtmlElement,
    chat_form: HtmlElement,
    chat_input: HtmlInputElement,
    chat_toast: HtmlElement,
    chat_toast_name: HtmlElement,
    chat_toast_text: HtmlElement,
    key_input: HtmlInputElement,
    key_box: HtmlElement,
    join_as: HtmlElement,
    room_name: HtmlInputElement,
    /// What the lists show, to rebuild them only when they change.
    shown: RefCell<Vec<String>>,
}

impl OnlineDom {
    /// The note scrolled into view and the field of the player's name focused (an action
    /// that needs a player, asked before there is one).
    pub fn show_player_first(&self) {
        self.note.scroll_into_view();
        super::dom::focus_in_place(&self.name);
    }

    /// Scrolls the page the least that brings the game's end into view (none when it is).
    pub fn show_end(&self) {
        let options = web_sys::ScrollIntoViewOptions::new();
        options.set_block(web_sys::ScrollLogicalPosition::Nearest);
        self.end
            .scroll_into_view_with_scroll_into_view_options(&options);
    }

    /// Finds the elements.
    pub fn new(d: &Document) -> Result<OnlineDom, JsValue> {
        let l = super::dom::Lookup::new(d);
        l.finish(OnlineDom {
            document: d.clone(),
            home: l.get("online"),
            panel: l.get("online-panel"),
            no_server: l.get("online-no-server"),
            note: l.get("online-note"),
            name: l.get("online-name"),
            new_player: l.get("online-new-player"),
            me: l.get("online-me"),
            my_name: l.get("online-my-name"),
            key: l.get("online-key"),
            show_key: l.get("online-show-key"),
            track: l.get("online-track"),
            seats: l.get("online-seats"),
            move_time: l.get("online-move-time"),
            pair_kind: l.get("online-pair-kind"),
            notify: l.get("online-notify"),
            sound: l.get("online-sound"),
            toast: l.get("toast"),
            toast_words: l.get("toast-words"),
            profile: l.get("profile"),
            profile_heading: l.get("profile-heading"),
            profile_rating: l.get("profile-rating"),
            profile_record: l.get("profile-record"),
            profile_chart: l.get("profile-chart"),
            profile_line: l.get("profile-line"),
            profile_range: l.get("profile-range"),
            profile_tracks_heading: l.get("profile-tracks-heading"),
            profile_tracks: l.get("profile-tracks"),
            play_now: l.get("online-play-now"),
            pairing: l.get("online-pairing"),
            pool: l.get("online-pool"),
            pair_cancel: l.get("online-pair-cancel"),
            penalty: l.get("online-penalty"),
            rules: l.get("online-rules"),
            penalty_unit: l.get("online-penalty-unit"),
            rounds_note: l.get("online-rounds-note"),
            public: l.get("online-public"),
            spectator_chat: l.get("online-spectator-chat"),
            night: l.get("online-night"),
            checkpoints: l.get("online-checkpoints"),
            honour_fields: l.get("online-honour-fields"),
            start_direction: l.get("online-start-direction"),
            tactical_crashes: l.get("online-tactical-crashes"),
            honour: l.get("online-honour"),
            rated: l.get("online-rated"),
            mine: l.get("online-mine"),
            mine_empty: l.get("online-mine-empty"),
            more_games: l.get("online-more-games"),
            lobby: l.get("online-lobby"),
            lobby_empty: l.get("online-lobby-empty"),
            running: l.get("online-running"),
            running_empty: l.get("online-running-empty"),
            heading: l.get("online-heading"),
            bar: l.get("online-bar"),
            status: l.get("online-status"),
            connection: l.get("online-connection"),
            room_note: l.get("online-room-note"),
            seat_list: l.get("online-seats-list"),
            join: l.get("online-join"),
            start: l.get("online-start"),
            add_bot: l.get("online-add-bot-row"),
            bot_skill: l.get("online-bot-skill"),
            cancel: l.get("online-cancel"),
            leave: l.get("online-leave"),
            resign: l.get("online-resign"),
            rematch: l.get("online-rematch"),
            tournament: l.get("online-tournament"),
            log: l.get("online-log"),
            confirm: l.get("online-confirm"),
            confirm_question: l.get("online-confirm-question"),
            confirm_yes: l.get("online-confirm-yes"),
            confirm_no: l.get("online-confirm-no"),
            invite_row: l.get("online-invite-row"),
            invite: l.get("online-invite"),
            end: l.get("online-end"),
            standings: l.get("online-standings"),
            chat: l.get("online-chat"),
            chat_heading: l.get("online-chat-heading"),
            chat_form: l.get("online-chat-form"),
            chat_input: l.get("online-chat-input"),
            chat_toast: l.get("chat-toast"),
            chat_toast_name: l.get("chat-toast-name"),
            chat_toast_text: l.get("chat-toast-text"),
            key_input: l.get("online-key-input"),
            key_box: l.get("online-key-box"),
            join_as: l.get("online-join-as"),
            room_name: l.get("online-room-name"),
            shown: RefCell::new(vec![String::new(); 12]),
        })
    }

    /// A new element of `tag` with `text` (as text) at the end of `parent`.
    fn child(&self, parent: &Element, tag: &str, text: &str) -> Option<Element> {
        let element = self.document.create_element(tag).ok()?;
        element.set_text_content(Some(text));
        parent.append_child(&element).ok()?;
        Some(element)
    }

    /// Rebuilds list `slot` with `fill` when `key` differs from what it shows.
    fn list(&self, slot: usize, key: String, fill: impl FnOnce()) {
        let mut shown = self.shown.borrow_mut();
        if shown[slot] != key {
            shown[slot] = key;
            drop(shown);
            fill();
        }
    }

    fn options(&self, select: &HtmlSelectElement, slot: usize, options: &[(String, String)]) {
        self.list(slot, format!("{options:?}"), || {
            select.set_text_content(None);
            for (value, label) in options {
                if let Some(option) = self.child(select, "option", label) {
                    set_attr(&option, "value", value);
                }
            }
        });
    }

    fn games(&self, list: &HtmlElement, slot: usize, rows: &[GameRow]) {
        self.list(slot, format!("{rows:?}"), || {
            list.set_text_content(None);
            for row in rows {
                let Some(item) = self.child(list, "li", "") else {
                    break;
                };
                set_attr(&item, "data-testid", "online-game");
                set_attr(&item, "data-game", &row.id);
                set_attr(
                    &item,
                    "data-your-turn",
                    if row.your_turn { "true" } else { "false" },
                );
                if let Some(words) = self.child(&item, "span", "") {
                    self.child(&words, "b", &row.title);
                    self.child(&words, "span", " · ");
                    if let Some(state) = self.child(&words, "span", &row.state) {
                        if row.your_turn {
                            set_attr(&state, "class", "badge");
                        }
                    }
                    if let Some(detail) = self.child(&words, "div", &row.detail) {
                        set_attr(&detail, "class", "detail");
                    }
                }
                if let Some(button) = self.child(&item, "button", &row.action) {
                    set_attr(&button, "type", "button");
                    set_attr(&button, "data-open", &row.id);
                }
            }
        });
    }

    /// The player profile, while one is open.
    fn render_profile(&self, p: Option<&ProfileView>) {
        show(&self.profile, p.is_some());
        let Some(p) = p else {
            return;
        };
        set_text(&self.profile_heading, &p.heading);
        set_text(&self.profile_rating, &p.rating);
        set_text(&self.profile_record, &p.record);
        let points: Vec<String> = p
            .chart
            .iter()
            .map(|(x, y)| format!("{x:.1},{y:.1}"))
            .collect();
        set_attr(&self.profile_line, "points", &points.join(" "));
        let _ = if p.chart.is_empty() {
            self.profile_chart.set_attribute("hidden", "")
        } else {
            self.profile_chart.remove_attribute("hidden")
        };
        set_text(&self.profile_range, &p.caption);
        show(&self.profile_tracks_heading, p.tracks_heading.is_some());
        set_text(
            &self.profile_tracks_heading,
            p.tracks_heading.as_deref().unwrap_or(""),
        );
        self.list(11, format!("{:?}", p.tracks), || {
            self.profile_tracks.set_text_content(None);
            for (href, words) in &p.tracks {
                let Some(item) = self.child(&self.profile_tracks, "li", "") else {
                    break;
                };
                if let Some(link) = self.child(&item, "a", words) {
                    set_attr(&link, "href", href);
                }
            }
        });
    }

    /// Copies the view into the DOM.
    pub fn render(&self, page: &PageView) {
        show(&self.toast, page.toast.is_some());
        set_text(&self.toast_words, page.toast.as_deref().unwrap_or(""));
        show(&self.home, page.screen == Screen::Online);
        show(&self.panel, page.screen == Screen::OnlineGame);
        // Over the board: the room's bar and a chat line, on the room's screen only.
        let room = (page.online.as_ref())
            .and_then(|v| v.room.as_ref())
            .filter(|_| page.screen == Screen::OnlineGame);
        let bar = room.and_then(|r| r.bar.as_deref());
        show(&self.bar, bar.is_some());
        set_text(&self.bar, bar.unwrap_or(""));
        let toast = room.and_then(|r| r.chat_toast.as_ref());
        show(&self.chat_toast, toast.is_some());
        if let Some((name, text, at)) = toast {
            set_text(&self.chat_toast_name, &format!("{name} "));
            set_text(&self.chat_toast_text, text);
            let at = match at {
                BoxPlace::Bottom => "bottom",
                BoxPlace::Top | BoxPlace::Under => "top",
            };
            set_attr(&self.chat_toast, "data-at", at);
        }
        if let Some(v) = &page.online {
            self.render_online(v);
        }
    }

    /// The online screens. The rest, out of line so that the wasm split can leave it out of the menu's part.
    #[inline(never)]
    fn render_online(&self, v: &OnlineView) {
        self.render_profile(v.profile.as_ref());
        show(&self.no_server, v.no_server.is_some());
        set_text(&self.no_server, v.no_server.as_deref().unwrap_or(""));
        show(&self.note, v.note.is_some());
        set_text(&self.note, v.note.as_deref().unwrap_or(""));
        show(&self.new_player, v.name.is_none());
        show(&self.me, v.name.is_some());
        set_text(&self.my_name, v.name.as_deref().unwrap_or(""));
        show(&self.key, v.key.is_some());
        set_text(&self.key, v.key.as_deref().unwrap_or(""));
        set_text(&self.show_key, &v.key_label);
        self.options(&self.pair_kind, 10, &v.pair_kinds);
        if self.pair_kind.value() != v.pair_kind {
            self.pair_kind.set_value(&v.pair_kind);
        }
        let (notify, asking) = v.notify.unwrap_or((false, false));
        self.notify.set_checked(notify);
        if self.sound.checked() != v.sound_on {
            self.sound.set_checked(v.sound_on);
        }
        self.notify.set_disabled(asking);
        show(&self.pool, v.pool.is_some());
        set_text(&self.pool, v.pool.as_deref().unwrap_or(""));
        show(&self.pairing, v.pairing.is_some());
        set_text(&self.pairing, v.pairing.as_deref().unwrap_or(""));
        show(&self.pair_cancel, v.pairing.is_some());
        show(&self.play_now, v.pairing.is_none());
        // The kind of game asked for stays as it was while the search runs.
        self.pair_kind.set_disabled(v.pairing.is_some());
        self.options(&self.track, 0, &v.tracks);
        if self.track.value() != v.track {
            self.track.set_value(&v.track);
        }
        let seats: Vec<(String, String)> = v
            .seat_choices
            .iter()
            .map(|n| (n.to_string(), n.to_string()))
            .collect();
        self.options(&self.seats, 1, &seats);
        if self.seats.value() != v.seats.to_string() {
            self.seats.set_value(&v.seats.to_string());
        }
        let times: Vec<(String, String)> = v
            .move_times
            .iter()
            .map(|(value, words)| (value.clone(), (*words).to_owned()))
            .collect();
        self.options(&self.move_time, 2, &times);
        if self.move_time.value() != v.move_time {
            self.move_time.set_value(&v.move_time);
        }
        if self.penalty.value() != v.penalty.to_string() {
            self.penalty.set_value(&v.penalty.to_string());
        }
        if self.rules.value() != v.rules {
            self.rules.set_value(v.rules);
        }
        set_text(&self.penalty_unit, &v.penalty_unit);
        set_text(&self.rounds_note, &v.rounds_note);
        self.public.set_checked(v.public);
        self.spectator_chat.set_checked(v.spectator_chat);
        self.night.set_checked(v.night);
        self.checkpoints.set_checked(v.checkpoints);
        show(&self.honour_fields, v.honour.is_some());
        if let Some((start, crashes)) = v.honour {
            if self.start_direction.value() != start {
                self.start_direction.set_value(start);
            }
            if self.tactical_crashes.value() != crashes {
                self.tactical_crashes.set_value(crashes);
            }
        }
        self.rated.set_checked(v.rated);
        self.games(&self.mine, 3, &v.mine);
        show(&self.mine_empty, v.mine.is_empty());
        show(&self.more_games, v.more_games.is_some());
        set_text(
            &self.more_games,
            v.more_games.as_deref().unwrap_or_default(),
        );
        self.games(&self.lobby, 4, &v.lobby);
        if v.key_box_open && !self.key_box.has_attribute("open") {
            set_attr(&self.key_box, "open", "");
        }
        if self.key_input.value() != v.key_draft {
            self.key_input.set_value(&v.key_draft);
        }
        show(&self.lobby_empty, v.lobby.is_empty());
        set_text(&self.lobby_empty, &v.lobby_empty);
        self.games(&self.running, 8, &v.running);
        show(&self.running_empty, v.running.is_empty());
        set_text(&self.running_empty, &v.running_empty);
        let Some(r) = &v.room else {
            return;
        };
        set_text(&self.heading, &r.heading);
        show(&self.honour, r.honour.is_some());
        set_text(&self.honour, r.honour.as_deref().unwrap_or(""));
        set_attr(&self.panel, "data-state", &r.state);
        set_attr(&self.panel, "data-options", &r.options);
        set_attr(&self.panel, "data-positions", &r.positions);
        set_attr(&self.panel, "data-round", &r.round.to_string());
        set_attr(
            &self.bar,
            "data-low",
            if r.seconds.is_some_and(|s| s <= 5) {
                "true"
            } else {
                "false"
            },
        );
        set_text(&self.status, &r.status);
        show(&self.connection, r.connection.is_some());
        set_text(&self.connection, r.connection.as_deref().unwrap_or(""));
        show(&self.room_note, r.note.is_some());
        set_text(&self.room_note, r.note.as_deref().unwrap_or(""));
        self.list(5, format!("{:?}", r.seats), || {
            self.seat_list.set_text_content(None);
            for seat in &r.seats {
                let Some(item) = self.child(&self.seat_list, "li", "") else {
                    break;
                };
                set_attr(&item, "data-testid", "online-seat");
                set_attr(
                    &item,
                    "data-chosen",
                    if seat.chosen { "true" } else { "false" },
                );
                set_attr(&item, "data-you", if seat.you { "true" } else { "false" });
                if let Some(swatch) = self.child(&item, "i", "") {
                    set_attr(&swatch, "class", "swatch");
                    super::dom::set_background(&swatch, &format!("var(--car-{})", seat.colour));
                }
                if let Some(name) = self.child(&item, "button", &seat.name) {
                    set_attr(&name, "type", "button");
                    set_attr(&name, "class", "link");
                    set_attr(&name, "data-profile", &seat.player);
                    set_attr(&name, "aria-label", &seat.profile_label);
                }
                if let Some(dot) = self.child(&item, "i", "") {
                    let (on, words) = (seat.connected.0, seat.connected.1.as_str());
                    set_attr(&dot, "class", "presence");
                    set_attr(&dot, "data-testid", "online-presence");
                    set_attr(&dot, "data-connected", if on { "true" } else { "false" });
                    set_attr(&dot, "role", "img");
                    set_attr(&dot, "aria-label", words);
                    set_attr(&dot, "title", words);
                }
                self.child(&item, "span", &seat.words);
            }
        });
        show(&self.join, r.join);
        show(&self.join_as, r.join_as);
        if self.room_name.value() != r.name_draft {
            self.room_name.set_value(&r.name_draft);
        }
        show(&self.start, r.start);
        show(&self.add_bot, r.add_bot);
        if self.bot_skill.value() != r.bot_skill {
            self.bot_skill.set_value(r.bot_skill);
        }
        show(&self.cancel, r.cancel && r.confirm.is_none());
        show(&self.leave, r.leave && r.confirm.is_none());
        show(&self.resign, r.resign && r.confirm.is_none());
        show(&self.tournament, r.tournament.is_some());
        if let Some(href) = &r.tournament {
            super::dom::set_attr(&self.tournament, "href", href);
        }
        show(&self.rematch, r.rematch.is_some());
        set_text(&self.rematch, r.rematch.as_deref().unwrap_or(""));
        show(&self.confirm, r.confirm.is_some());
        if let Some((question, yes, no)) = &r.confirm {
            set_text(&self.confirm_question, question);
            set_text(&self.confirm_yes, yes);
            set_text(&self.confirm_no, no);
        }
        show(&self.invite_row, r.invite.is_some());
        let link = r.invite.as_deref().unwrap_or("");
        if self.invite.value() != link {
            self.invite.set_value(link);
        }
        show(&self.end, r.over);
        show(&self.log, !r.log.is_empty());
        self.list(9, format!("{:?}", r.log), || {
            self.log.set_text_content(None);
            for line in &r.log {
                self.child(&self.log, "li", line);
            }
            // The latest line in sight: the log scrolls in a box of its own, under the chat's
            // reach rather than pushing it down; its top fades when earlier lines are above.
            self.log.set_scroll_top(self.log.scroll_height());
            let more = self.log.scroll_height() > self.log.client_height();
            set_attr(&self.log, "data-more", if more { "true" } else { "false" });
        });
        self.list(6, format!("{:?}", r.standings), || {
            self.standings.set_text_content(None);
            for line in &r.standings {
                self.child(&self.standings, "li", line);
            }
        });
        self.list(7, format!("{:?}", r.chat), || {
            self.chat.set_text_content(None);
            for (name, text, _) in &r.chat {
                if let Some(item) = self.child(&self.chat, "li", "") {
                    self.child(&item, "b", &format!("{name} "));
                    self.child(&item, "span", text);
                }
            }
            self.chat.set_scroll_top(self.chat.scroll_height());
        });
        show(&self.chat_form, r.can_chat);
        show(&self.chat_heading, r.chat_shown);
        show(&self.chat, r.chat_shown);
        if self.chat_input.value() != r.chat_draft {
            self.chat_input.set_value(&r.chat_draft);
        }
    }
}
