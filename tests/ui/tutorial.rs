//! The first-run tutorial on the first level: its steps advance as the player places the car
//! and moves, then by its buttons; finished or skipped it is remembered and never shows again;
//! it shows on no other level and not in a race.

use racetrack::Point;
use racetrack_page::ui::race_mode::RaceInput;
use racetrack_page::ui::scene::{Colour, Shape};
use racetrack_page::ui::{Control, Msg};

use crate::harness::Page;

const FIRST: &str = "#/level/01-first-circuit";

/// The tutorial's title and words now (`None`: not showing).
fn tutorial(page: &Page) -> Option<(String, String)> {
    page.game().tutorial.map(|t| (t.title, t.text))
}

/// The points the tutorial rings on the board.
fn ringed(page: &Page) -> Vec<Point> {
    page.scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Ring {
                at,
                colour: Colour::Focus,
                ..
            } => Some(*at),
            _ => None,
        })
        .collect()
}

#[test]
fn the_steps_follow_what_the_player_does_then_end_for_good() {
    let mut page = Page::start(FIRST);
    let (title, words) = tutorial(&page).expect("the tutorial on the first level");
    assert_eq!(title, "Tutorial, step 1 of 4");
    assert!(words.contains("start point"), "{words}");
    let game = page.game();
    assert!(game.hint, "it shows in the hint's place");
    assert_eq!(game.hint_dismiss.as_deref(), Some("Skip the tutorial"));
    let starts = page.model.session().unwrap().game.options();
    assert_eq!(ringed(&page), starts, "the start points are ringed");

    page.click(starts[1]);
    let (title, words) = tutorial(&page).unwrap();
    assert_eq!(title, "Tutorial, step 2 of 4");
    assert!(words.contains("main point") && words.contains("eight neighbours"));
    let main = page.model.session().unwrap().game.main_point().unwrap();
    assert_eq!(ringed(&page), vec![main]);
    assert_eq!(
        page.game().tutorial.unwrap().next,
        None,
        "it waits for a move"
    );

    page.key("6");
    let view = page.game().tutorial.unwrap();
    assert_eq!(view.title, "Tutorial, step 3 of 4");
    assert!(view.text.contains("Brake"));
    assert_eq!(view.next.as_deref(), Some("Next"));
    page.control(Control::TutorialNext);
    let view = page.game().tutorial.unwrap();
    assert_eq!(view.title, "Tutorial, step 4 of 4");
    assert!(view.text.contains("Coach"));
    assert_eq!(view.next.as_deref(), Some("Got it"));
    assert_eq!(
        page.game().hint_dismiss,
        None,
        "one way to end the last step (its Got it), the card a row shorter"
    );
    page.control(Control::TutorialNext);
    assert_eq!(tutorial(&page), None);
    assert!(!page.game().hint, "the first-visit hint goes with it");
    assert!(ringed(&page).is_empty());
    assert!(page.storage["racetrack.settings"].contains("\"tutorial\":true"));

    let mut again = page.reload(FIRST);
    assert_eq!(tutorial(&again), None, "shown once");
    again.send(Msg::Control(Control::Menu));
    assert_eq!(tutorial(&again), None);
}

#[test]
fn skipped_it_is_gone_and_it_shows_on_no_other_level_nor_in_a_race() {
    let page = Page::start("#/level/03-hairpin");
    assert_eq!(tutorial(&page), None, "only on the first level");
    let mut page = page.reload(FIRST);
    assert!(tutorial(&page).is_some());
    page.send(Msg::Race(RaceInput::Mode("ai".into())));
    page.send(Msg::Race(RaceInput::Start));
    assert_eq!(tutorial(&page), None, "not in a race");
    let mut page = page.reload(FIRST);
    assert!(tutorial(&page).is_some());
    page.control(Control::DismissHint);
    assert_eq!(tutorial(&page), None);
    assert!(!page.game().hint);
    assert_eq!(tutorial(&page.reload(FIRST)), None);
}

#[test]
fn the_callout_lies_in_the_half_of_the_board_away_from_the_car() {
    use racetrack::Point;
    use racetrack_page::ui::box_place::HintPlace as BoxPlace;
    let mut page = Page::start_touch("#/level/01-first-circuit");
    page.send(Msg::Viewport {
        width: 370.0,
        height: 553.0,
        ratio: 3.0,
    });
    page.run_clock(2000);
    assert!(page.game().hint, "the tutorial shows");
    // Start points at row 10 of 14: the callout goes over the top.
    assert_eq!(page.game().hint_at, BoxPlace::Top);
    for p in [
        (10, 11),
        (10, 12),
        (10, 14),
        (10, 17),
        (10, 21),
        (10, 24),
        (10, 26),
        (9, 27),
        (7, 27),
    ] {
        page.click(Point::new(p.0, p.1));
        page.run_clock(600);
    }
    // The car low on the board but its options high (the playtest's tap on (4, 26) hit the
    // callout's button): the callout does not cover them (the last step's words are too many to
    // fit under them on this board: it goes under the board).
    let g = page.model.geometry();
    let car = page.trajectory().last().copied().unwrap();
    assert!(
        g.y(car) > g.height / 2.0,
        "{car:?} at {} of {}",
        g.y(car),
        g.height
    );
    assert_eq!(page.game().hint_at, BoxPlace::Under);
}

#[test]
fn the_hint_goes_under_a_board_too_short_to_hold_it() {
    use racetrack_page::ui::box_place::{HINT_ROOM_PX, HintPlace};
    // A first visit on a desktop, a track of three rows pasted: the board is 144 px high and
    // the callout over it would cover the start points and the status line under it.
    let mut page = Page::start_bare("#/", None);
    page.deliver_levels();
    page.send(Msg::Viewport {
        width: 1024.0,
        height: 700.0,
        ratio: 1.0,
    });
    page.paste("##########\n#>......*#\n##########\n");
    page.run_clock(200);
    assert!(page.game().hint, "the first-visit hint shows");
    let g = page.model.geometry();
    assert!(g.height < HINT_ROOM_PX, "a short board: {g:?}");
    assert_eq!(page.game().hint_at, HintPlace::Under);
    // A level of ordinary height keeps the callout over the board.
    let mut page = Page::start_bare("#/level/01-first-circuit", None);
    page.deliver_levels();
    page.send(Msg::Viewport {
        width: 1024.0,
        height: 700.0,
        ratio: 1.0,
    });
    page.run_clock(200);
    assert!(page.game().hint);
    assert_ne!(page.game().hint_at, HintPlace::Under);
}

#[test]
fn the_braking_step_goes_by_itself_the_end_box_hides_it_and_a_win_finishes_it() {
    // The playtest: step 3 stayed over 40% of a phone's board for the whole run, over the win
    // box, and came back on Retry.
    let mut page = Page::start(FIRST);
    page.run_clock(2000);
    let line = page.optimal_line();
    page.click(line[0]);
    page.click(line[1]);
    assert_eq!(tutorial(&page).unwrap().0, "Tutorial, step 3 of 4");
    for &p in &line[2..5] {
        page.click(p);
    }
    assert_eq!(
        tutorial(&page).unwrap().0,
        "Tutorial, step 4 of 4",
        "after four moves the braking step has been seen"
    );
    for &p in &line[5..] {
        page.click(p);
    }
    assert!(page.game().message.is_some(), "won");
    assert_eq!(tutorial(&page), None, "the win box has the board");
    assert!(!page.game().hint);
    // Nothing is ringed on a finished run (a ring stayed on the grass by the start).
    assert_eq!(ringed(&page), vec![], "no ring once the game is over");
    page.control(Control::Retry);
    assert_eq!(tutorial(&page), None, "a won run finished it");
    assert!(page.storage["racetrack.settings"].contains("\"tutorial\":true"));
}

#[test]
fn a_crash_hides_the_tutorial_until_the_next_run() {
    let mut page = Page::start(FIRST);
    let starts = page.model.session().unwrap().game.options();
    page.click(starts[0]);
    // The rightmost legal move each time, until no move is left.
    for _ in 0..40 {
        if page.game().message.is_some() {
            break;
        }
        let options = page.model.session().unwrap().game.options();
        let Some(&far) = options.iter().max_by_key(|p| p.col) else {
            break;
        };
        page.click(far);
    }
    assert!(
        page.game().message.is_some(),
        "crashed: {}",
        page.game().status
    );
    assert_eq!(tutorial(&page), None);
    page.control(Control::Retry);
    assert!(tutorial(&page).is_some(), "not finished by a crash");
}

#[test]
fn on_a_short_phone_the_card_stays_at_the_window_s_foot_while_the_points_to_tap_show() {
    use racetrack_page::ui::box_place::HintPlace;
    // The playtest at 360 x 640: the card went from the board's top to a sheet at the window's
    // foot and back to the top as the car moved, each step's words in a new place.
    let mut page = Page::start_touch("#/level/01-first-circuit");
    page.send(Msg::Viewport {
        width: 344.0,
        height: 300.0,
        ratio: 3.0,
    });
    page.send(Msg::Window {
        height: 640.0,
        board_top: 105.0,
    });
    page.run_clock(2000);
    let run = page.optimal_line();
    let mut places = vec![page.game().hint_at];
    for &p in run.iter().take(6) {
        page.click(p);
        page.run_clock(600);
        if !page.game().hint {
            break;
        }
        places.push(page.game().hint_at);
    }
    places.dedup();
    assert!(places.len() >= 2, "{places:?}");
    assert_eq!(
        places.last(),
        Some(&HintPlace::Under),
        "once at the foot it stays there: {places:?}"
    );
    assert!(places.len() <= 2, "one move at most: {places:?}");
}

#[test]
fn the_whole_track_asked_for_on_a_phone_is_not_half_hidden_by_the_hint() {
    use racetrack_page::ui::box_place::HintPlace;
    // The playtest at 390 x 844: Spiral's whole track under the first-visit hint, which lay
    // over the lower half of the board (the finish under it).
    let mut page = Page::start_touch("#/level/10-spiral");
    page.send(Msg::Viewport {
        width: 374.0,
        height: 460.0,
        ratio: 3.0,
    });
    page.send(Msg::Window {
        height: 844.0,
        board_top: 105.0,
    });
    page.run_clock(2000);
    assert!(page.game().hint, "the first-visit hint shows");
    let over = page.game().hint_at;
    assert!(
        matches!(over, HintPlace::Top | HintPlace::Bottom),
        "over the board while the camera follows the car: {over:?}"
    );
    page.control(Control::WholeTrack);
    page.run_clock(600);
    assert_eq!(page.view().camera.unwrap().whole_label, "Follow the car");
    assert!(page.game().hint, "still there, for later");
    assert_eq!(page.game().hint_at, HintPlace::Under);
    // Following the car again, the callout comes back over the board.
    page.control(Control::WholeTrack);
    page.run_clock(600);
    assert_eq!(page.game().hint_at, over);
}
