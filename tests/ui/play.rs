//! The play screen through `ui::update`: keys, pointer, status, announcements, the hint and
//! sharing (the end of a run: `play_end.rs`).

use racetrack::Point;
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::msg::HINT_KEY;
use racetrack_page::ui::scene::Shape;
use racetrack_page::ui::{Control, Copier, Effect, Msg, Screen, Target};

use crate::harness::{Page, STRAIGHT};

#[test]
fn enter_places_the_car_on_the_first_start_and_digits_drive() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.game().state.name(), "placing");
    page.key("Enter");
    assert!(page.prevented());
    assert_eq!(page.trajectory(), vec![Point::new(0, 0)]);
    page.key("6");
    assert_eq!(page.trajectory().last(), Some(&Point::new(0, 1)));
    let game = page.game();
    assert_eq!(
        (game.moves, game.speed, game.state.name()),
        (1, 1, "playing")
    );
    assert!(
        game.status.starts_with("Moves 1 · speed 1"),
        "{}",
        game.status
    );
}

#[test]
fn numpad_digits_count_by_their_code_even_when_the_key_is_an_arrow() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.key("Enter");
    // Num Lock off: Numpad6 reports key "ArrowRight".
    page.send(Msg::Key(racetrack_page::ui::KeyInput::on(
        Target::Canvas,
        "ArrowRight",
        "Numpad6",
    )));
    assert_eq!(page.trajectory().last(), Some(&Point::new(0, 1)));
}

#[test]
fn tab_is_left_to_the_browser_so_focus_leaves_the_canvas() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    let before = page.trajectory();
    for target in [Target::Canvas, Target::Body, Target::Button] {
        let effects = page.key_on(target, "Tab").to_vec();
        assert!(effects.is_empty(), "Tab on {target:?} gave {effects:?}");
    }
    assert_eq!(page.trajectory(), before);
}

#[test]
fn arrows_move_the_highlight_from_the_main_point_and_enter_plays_it() {
    let mut page = Page::start("");
    page.paste(">....\n.....\n....*\n");
    page.send(Msg::CanvasFocus(true));
    page.key("Enter");
    page.key("6"); // at (0, 1), velocity (0, 1): main point (0, 2)
    let s = page.model.session().unwrap();
    assert_eq!(s.keyboard_choice(), Some(Point::new(0, 2)));
    page.key("ArrowDown");
    assert_eq!(
        page.model.session().unwrap().keyboard_choice(),
        Some(Point::new(1, 2))
    );
    page.key("ArrowRight");
    assert_eq!(
        page.model.session().unwrap().keyboard_choice(),
        Some(Point::new(1, 3))
    );
    page.key("Enter");
    assert_eq!(page.trajectory().last(), Some(&Point::new(1, 3)));
    // The highlight is drawn while the canvas has the focus.
    assert!(page.scene().shapes.iter().any(|s| matches!(
        s,
        Shape::Ring {
            colour: racetrack_page::ui::scene::Colour::Focus,
            ..
        }
    )));
}

#[test]
fn keys_typed_into_fields_are_left_alone() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.key("Enter");
    let effects = page.key_on(Target::Field, "6").to_vec();
    assert!(effects.is_empty());
    assert_eq!(page.trajectory().len(), 1);
    // Enter on a button is the button's: it must not also play a move.
    page.key_on(Target::Button, "Enter");
    assert_eq!(page.trajectory().len(), 1);
    // A switch just ticked keeps the focus: Space is its own, Enter and the arrows drive on.
    page.key_on(Target::Checkbox, " ");
    assert_eq!(page.trajectory().len(), 1);
    page.key_on(Target::Checkbox, "Enter");
    assert_eq!(page.trajectory().len(), 2);
}

#[test]
fn an_illegal_digit_says_why_and_the_note_goes_at_the_next_event() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.key("Enter");
    page.key("8"); // up: off the track
    let status = page.game().status;
    assert!(status.contains("Key 8 (up)"), "{status}");
    assert!(status.contains("off the track"), "{status}");
    page.key("6");
    assert!(!page.game().status.contains("Key 8"), "stale note");
    page.key("3"); // down-right: off the track too
    assert!(page.game().status.contains("Key 3"));
    page.control(Control::SolverRun);
    assert!(!page.game().status.contains("Key 3"), "stale through a run");
}

#[test]
fn a_click_on_an_option_plays_it_and_a_click_elsewhere_explains() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    let g = page.model.geometry();
    page.send(Msg::Board(
        racetrack_page::ui::board_input::BoardInput::Move {
            id: 1,
            x: g.x(Point::new(0, 0)),
            y: g.y(Point::new(0, 0)),
        },
    ));
    assert_eq!(
        page.model.session().unwrap().board.hover,
        Some(Point::new(0, 0))
    );
    page.click(Point::new(0, 0));
    assert_eq!(page.trajectory(), vec![Point::new(0, 0)]);
    // The hover ring does not stay on a point that is no longer an option.
    assert_eq!(page.model.session().unwrap().board.hover, None);
    page.click(Point::new(0, 3));
    assert_eq!(page.trajectory().len(), 1);
    assert!(page.game().status.contains("circles"));
}

#[test]
fn backspace_undoes_and_escape_goes_to_the_menu() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    // Before the car is placed there is nothing to take back: Undo looks it.
    assert!(!page.game().undo_ready);
    page.keys(&["Enter", "6"]);
    assert!(page.game().undo_ready);
    page.key("Backspace");
    assert_eq!(page.trajectory().len(), 1);
    page.key("Backspace");
    assert_eq!(page.game().state.name(), "placing");
    assert!(!page.game().undo_ready);
    page.key("Escape");
    assert_eq!(page.model.screen(), Screen::Menu);
    assert_eq!(page.history.last().map(String::as_str), Some("#/"));
}

#[test]
fn each_move_is_announced_with_position_speed_and_options() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.key("Enter");
    let first = page.model.announcement().clone();
    assert_eq!(first.text, "Car placed at row 1, column 1. 2 options.");
    page.key("6");
    let second = page.model.announcement().clone();
    assert!(second.serial > first.serial);
    assert_eq!(second.text, "Move 1: row 1, column 2, speed 1, 3 options.");
}

#[test]
fn the_hint_shows_until_dismissed_and_the_dismissal_is_stored() {
    let mut page = Page::start_bare("", None);
    page.deliver_levels();
    page.paste(STRAIGHT);
    assert!(page.game().hint);
    let effects = page.control(Control::DismissHint).to_vec();
    assert!(effects.contains(&Effect::Store {
        key: HINT_KEY,
        value: "seen".into()
    }));
    assert!(!page.game().hint);
    // A later visit with the stored value, or with corrupt storage.
    let mut later = Page::start_bare("", Some("seen"));
    later.paste(STRAIGHT);
    assert!(!later.game().hint);
    let mut corrupt = Page::start_bare("", Some("\u{0}garbage"));
    corrupt.paste(STRAIGHT);
    assert!(corrupt.game().hint);
}

#[test]
fn a_link_shared_from_a_language_page_names_the_site() {
    // A French reader's page is index.fr.html: the link names the site, and opens in its
    // reader's language (the site's page sends each reader to theirs), not the sender's.
    let mut page = Page::open_address("https://racetrack.test/index.fr.html#/");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6"]);
    let link = page.share();
    assert!(
        link.starts_with("https://racetrack.test/#v3.strict."),
        "{link}"
    );
}

#[test]
fn share_copies_the_link_and_says_whether_it_worked() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6"]);
    let link = page.share();
    assert!(link.starts_with("https://racetrack.test/#v3.strict."));
    let shared = racetrack::link::decode(link.split('#').nth(1).unwrap()).unwrap();
    assert_eq!(shared.trajectory, page.trajectory());
    assert_eq!(shared.name.as_deref(), Some("Pasted track"));
    assert_eq!(page.game().share_status.as_deref(), Some("Copying…"));
    page.send(Msg::Copied {
        by: Copier::Game,
        result: Ok(()),
    });
    assert_eq!(page.game().share_status.as_deref(), Some("Copied"));
    page.control(Control::Share);
    page.send(Msg::Copied {
        by: Copier::Game,
        result: Err(racetrack_page::ui::msg::CopyRefusal::NotAllowed),
    });
    assert_eq!(
        page.game().share_status.as_deref(),
        Some("Not copied (the browser did not allow it): copy the selected link by hand")
    );
}

#[test]
fn soft_rules_switch_changes_the_rules_and_restarts_the_optimum() {
    let mut page = Page::start("");
    page.paste(">.#.*\n");
    page.run_clock(100);
    assert!(page.model.session().unwrap().optimum.is_some());
    page.send(Msg::RulesChosen("soft".into()));
    assert_eq!(page.game().rules, "soft");
    assert!(page.model.session().unwrap().optimum.is_none());
    page.run_clock(100);
    assert!(page.model.session().unwrap().optimum.is_some());
}

#[test]
fn a_bad_paste_shows_the_engine_error_and_keeps_the_menu() {
    let mut page = Page::start("");
    page.paste(">.x*\n");
    assert_eq!(page.model.screen(), Screen::Menu);
    let error = page.view().error.unwrap();
    assert!(error.contains("line 1, column 3"), "{error}");
    page.control(Control::DismissError);
    assert!(page.view().error.is_none());
}

#[test]
fn a_file_too_large_is_refused_before_it_is_read() {
    let mut page = Page::start("");
    let effects = page.choose(FilePurpose::Track, &[("huge.txt", 5e9)]);
    assert_eq!(effects, vec![Effect::ClearFilePickers]);
    assert!(page.view().error.unwrap().starts_with("huge.txt"));
    let effects = page.choose(FilePurpose::Track, &[("t.txt", 10.0)]);
    assert_eq!(effects, vec![Effect::ReadFiles(FilePurpose::Track)]);
    let effects = page.read_file(FilePurpose::Track, "t.txt", STRAIGHT.as_bytes());
    assert!(effects.contains(&Effect::ClearFilePickers));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.view().title, "t");
    // A file the browser could not read: its name and why, and nothing else changes.
    page.send(Msg::FilesRead {
        purpose: FilePurpose::Track,
        files: vec![("gone.txt".into(), Err("NotFoundError".into()))],
    });
    assert_eq!(
        page.view().error.as_deref(),
        Some("gone.txt could not be read: NotFoundError")
    );
    assert_eq!(page.view().title, "t");
}

#[test]
fn the_canvas_is_repainted_exactly_when_what_it_shows_changes() {
    use racetrack_page::ui::view::{Canvas, canvas};
    let mut page = Page::start("");
    assert_eq!(
        canvas(&page.model),
        Canvas::Hidden,
        "the menu has no canvas"
    );
    page.paste(STRAIGHT);
    page.run_clock(1000);
    let placing = canvas(&page.model);
    assert!(matches!(placing, Canvas::Board { .. }));
    // A frame with nothing to do, or the pointer moving within the same point, shows the same.
    page.tick(16.7, 1.0);
    assert_eq!(canvas(&page.model), placing);
    page.key("Enter");
    let placed = canvas(&page.model);
    assert_ne!(placed, placing, "the car is on the track");
    page.key("6");
    assert_ne!(canvas(&page.model), placed, "it moved");
    let moved = canvas(&page.model);
    page.send(Msg::ThemeChanged);
    assert_ne!(
        canvas(&page.model),
        moved,
        "the theme's colours are repainted"
    );
    page.control(Control::Undo);
    page.control(Control::Undo);
    page.key("Enter");
    let shapes = |c: &Canvas| match c {
        Canvas::Board { scene, .. } => scene.shapes.clone(),
        _ => Vec::new(),
    };
    let again = canvas(&page.model);
    assert_ne!(
        again, placed,
        "the track layer is repainted in the new theme"
    );
    assert_eq!(shapes(&again), shapes(&placed), "undone and placed again");
}

#[test]
fn the_help_states_the_finish_rule_as_the_engine_does() {
    use racetrack::{Game, State, Track};
    // The engine: landing on a finish point wins at any speed; passing over one does not.
    let track: Track = ">...*..\n".parse().unwrap();
    let mut game = Game::new(track, racetrack::Rules::Strict);
    let row = |c| Point::new(0, c);
    for c in [0, 1, 3, 6] {
        game.play(row(c)).unwrap();
    }
    assert!(!game.state().is_won(), "over the finish at speed 3");
    let mut game = Game::new(game.track().clone(), racetrack::Rules::Strict);
    for c in [0, 1, 3, 4] {
        game.play(row(c)).unwrap();
    }
    assert!(
        matches!(game.state(), State::Won { moves: 3 }),
        "on it at speed 1"
    );
    // The page's help and first hint say so; the playtest read "stop on a chequered one".
    let html = std::fs::read_to_string("index.html").unwrap();
    let text = html.split_whitespace().collect::<Vec<_>>().join(" ");
    assert!(!text.contains("stop on"), "no text asks the car to stop");
    assert!(text.contains("Land on a finish point (chequered), at any speed"));
    for touch in [false, true] {
        let english = racetrack_page::ui::i18n::Words::english();
        let game = racetrack::Game::new(">..*".parse().unwrap(), racetrack::Rules::Strict);
        let hint = racetrack_page::ui::text::hint_words(&english, touch, &game);
        assert!(
            hint.contains("land on a chequered one, at any speed"),
            "{hint}"
        );
    }
}

#[test]
fn the_paste_help_names_every_cell_the_parser_reads() {
    let html = std::fs::read_to_string("index.html").unwrap();
    let start = html.find("…or paste one").unwrap();
    let help = &html[start..start + html[start..].find("</label>").unwrap()];
    let help = help.replace("&gt;", ">");
    // Every cell there is: the editor can paint each one.
    for cell in racetrack_page::ui::editor::PAINTS {
        let code = match cell {
            racetrack::track::Cell::Checkpoint(_) => "<code>1</code>–<code>9</code>".to_owned(),
            racetrack::track::Cell::Off(_) => "<code>PYZGLNTVW</code>".to_owned(),
            _ => format!("<code>{}</code>", cell.symbol()),
        };
        assert!(
            help.contains(&code),
            "{code} missing from the paste help: {help}"
        );
        if let racetrack::track::Cell::Off(ground) = cell {
            assert!(code.contains(ground.letter()));
        }
    }
    assert!(help.contains("<code>@</code>"), "moving elements: {help}");
}

#[test]
fn the_velocity_is_shown_in_the_player_s_terms() {
    use racetrack::Velocity;
    let english = racetrack_page::ui::i18n::Words::english();
    let velocity_words = |v| racetrack_page::ui::text::velocity_words(&english, v);
    // The playtest read "velocity (0, 3)": the engine's row-column order.
    assert_eq!(velocity_words(Velocity::new(0, 3)), "speed 3 → (3 right)");
    assert_eq!(
        velocity_words(Velocity::new(1, -2)),
        "speed 2 ↙ (2 left, 1 down)"
    );
    assert_eq!(
        velocity_words(Velocity::new(-2, 2)),
        "speed 2 ↗ (2 right, 2 up)"
    );
    assert_eq!(velocity_words(Velocity::new(0, 0)), "speed 0 (at rest)");
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6"]);
    let status = page.game().status;
    assert!(
        status.starts_with("Moves 1 · speed 1 → (1 right) · "),
        "{status}"
    );
    assert!(!status.contains("(0, 1)"), "{status}");
}

#[test]
fn a_pasted_mapcode_writes_its_checkpoints_digits_on_the_board() {
    let mut page = Page::start("");
    page.paste("XXXXXXX\r\nXSO1O2F\r\nXXO1OOX\r\n");
    let digits: Vec<_> = page
        .scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Checkpoint { at, digit, .. } => Some((*at, *digit)),
            _ => None,
        })
        .collect();
    assert_eq!(
        digits,
        [
            (Point::new(1, 3), 1),
            (Point::new(1, 5), 2),
            (Point::new(2, 3), 1)
        ]
    );
    // Passing checkpoint 1 fades its digits (every cell of it); 2 is still to collect.
    page.keys(&["Enter", "6", "6"]);
    let held: Vec<_> = page
        .scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Checkpoint { digit, held, .. } => Some((*digit, *held)),
            _ => None,
        })
        .collect();
    assert_eq!(
        held,
        [(1, true), (2, false), (1, true)],
        "{}",
        page.game().status
    );
}
