//! The board's camera as model state: on a phone's board a large track is shown at a finger's
//! step and the camera glides after the car, frame by frame; a drag pans without playing and
//! a tap plays; a pinch zooms; the whole track and back; reduced motion jumps.

use racetrack::Point;
use racetrack::Rules;
use racetrack::search::{Solver, solve};
use racetrack_page::ui::board_input::BoardInput;
use racetrack_page::ui::camera::{EDGE_PX, TOUCH_CELL, TOUCH_MIN_CELL};
use racetrack_page::ui::{Control, Msg};

use crate::harness::Page;

/// A phone's board (358 x 560 CSS px, 3 device pixels each) on the Spiral.
fn phone(reduced_motion: bool) -> Page {
    let mut page = if reduced_motion {
        Page::start_reduced_motion("#/level/10-spiral")
    } else {
        Page::start_touch("#/level/10-spiral")
    };
    page.send(Msg::Viewport {
        width: 358.0,
        height: 560.0,
        ratio: 3.0,
    });
    page
}

/// A pointer `id` going `down`, `move` or `up` at (x, y) on the board.
fn press(page: &mut Page, kind: &str, id: i32, (x, y): (f64, f64)) {
    let input = match kind {
        "down" => BoardInput::Down { id, x, y },
        "move" => BoardInput::Move { id, x, y },
        _ => BoardInput::Up { id, x, y },
    };
    page.send(Msg::Board(input));
}

/// Whether grid point `p` is on the board with half a step to spare.
fn in_view(page: &Page, p: Point) -> bool {
    let g = page.model.geometry();
    let (x, y) = (g.x(p), g.y(p));
    x >= g.cell / 2.0
        && x <= g.width - g.cell / 2.0
        && y >= g.cell / 2.0
        && y <= g.height - g.cell / 2.0
}

#[test]
fn a_phone_s_board_follows_the_car_round_the_spiral_at_a_finger_s_step() {
    let mut page = phone(false);
    assert!(page.model.camera().unwrap().active());
    assert_eq!(page.model.geometry().cell, TOUCH_CELL);
    let track = page.model.session().unwrap().game.track().clone();
    let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
    let run = outcome.trajectory().unwrap().to_vec();
    let mut origins = Vec::new();
    for (i, &p) in run.iter().enumerate() {
        // The camera settles, frame by frame, with the next move in view.
        let frames = page.run_clock(600);
        assert!(frames < 600, "the glide ends");
        assert!(in_view(&page, p), "move {i} to {p:?} is on the board");
        assert!(page.model.geometry().cell >= TOUCH_MIN_CELL);
        origins.push(page.model.geometry().origin);
        page.click(p);
    }
    assert_eq!(page.game().state.name(), "won");
    origins.dedup();
    assert!(origins.len() > 3, "the camera moved: {origins:?}");
}

#[test]
fn a_drag_pans_without_playing_a_tap_plays_and_a_pinch_zooms() {
    let mut page = phone(true);
    let before = page.model.geometry();
    press(&mut page, "down", 1, (200.0, 300.0));
    press(&mut page, "move", 1, (150.0, 200.0));
    press(&mut page, "up", 1, (150.0, 200.0));
    let after = page.model.geometry();
    let moved = (
        after.origin.0 - before.origin.0,
        after.origin.1 - before.origin.1,
    );
    assert!(
        (moved.0 + 50.0).abs() < 1e-6 && (moved.1 + 100.0).abs() < 1e-6,
        "{moved:?}"
    );
    assert!(page.trajectory().is_empty(), "a drag plays nothing");
    // The options are followed again only when they change: the drag stays.
    page.tick(16.0, 1.0);
    assert_eq!(page.model.geometry(), after);

    // Two fingers apart: the step grows, the tap under them does not play.
    press(&mut page, "down", 2, (100.0, 300.0));
    press(&mut page, "down", 3, (200.0, 300.0));
    press(&mut page, "move", 3, (300.0, 300.0));
    press(&mut page, "up", 2, (100.0, 300.0));
    press(&mut page, "up", 3, (300.0, 300.0));
    assert_eq!(page.model.geometry().cell, TOUCH_CELL * 2.0);
    assert!(page.trajectory().is_empty());

    // The whole track, then back to following the car at the phone's step.
    page.control(Control::WholeTrack);
    let whole = page.model.geometry();
    assert!(whole.cell * 51.0 <= 358.0 + 1e-9);
    assert_eq!(page.view().camera.unwrap().whole_label, "Follow the car");
    page.control(Control::WholeTrack);
    assert_eq!(page.model.geometry().cell, TOUCH_CELL);
    let start = page.model.session().unwrap().game.options()[0];
    assert!(
        in_view(&page, start),
        "followed again at once under reduced motion"
    );
    page.click(start);
    assert_eq!(page.trajectory(), vec![start], "a tap plays");
}

#[test]
fn a_watched_solver_shows_the_whole_track_and_the_game_follows_the_car_again() {
    let mut page = phone(true);
    let start = page.model.session().unwrap().game.options()[2];
    page.click(start);
    page.control(Control::SolverRun);
    assert_eq!(page.model.screen(), racetrack_page::ui::Screen::Solver);
    assert!(
        page.model.camera().unwrap().whole(),
        "the search spreads over the whole track"
    );
    page.control(Control::SolverBack);
    assert_eq!(page.model.screen(), racetrack_page::ui::Screen::Play);
    assert_eq!(page.model.geometry().cell, TOUCH_CELL);
    assert!(in_view(&page, start), "the car again");
}

#[test]
fn driving_fast_along_barto_small_the_next_two_moves_stay_in_view() {
    let mut page = Page::start_touch("#/level/02-barto-small");
    page.send(Msg::Viewport {
        width: 358.0,
        height: 560.0,
        ratio: 3.0,
    });
    assert!(
        page.model.camera().unwrap().active(),
        "a phone shows a part of it"
    );
    let track = page.model.session().unwrap().game.track().clone();
    let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
    let run = outcome.trajectory().unwrap().to_vec();
    // The playtest: at speed 4 or 5 the car and its trail were off screen. The car and every
    // option stay on the board now, the step never under a finger's; the road two moves ahead
    // too, zooming out as it must.
    let mut steps = Vec::new();
    for i in 0..run.len() {
        page.run_clock(600);
        if i >= 1 {
            let car = run[i - 1];
            assert!(in_view(&page, car), "at move {i}, the car at {car:?}");
            for option in page.model.session().unwrap().game.options() {
                assert!(in_view(&page, option), "at move {i}, option {option:?}");
            }
            for ahead in run.iter().skip(i).take(2) {
                assert!(
                    in_view(&page, *ahead),
                    "at move {i}, {ahead:?} (two moves ahead at most) is on the board"
                );
            }
            steps.push(page.model.geometry().cell);
        }
        page.click(run[i]);
    }
    assert_eq!(page.game().state.name(), "won");
    assert!(
        steps.iter().all(|&s| s >= TOUCH_MIN_CELL - 1e-9),
        "{steps:?}"
    );
    assert!(
        steps.iter().any(|&s| s < TOUCH_CELL - 0.5),
        "at speed the camera zoomed out: {steps:?}"
    );
}

#[test]
fn a_phone_s_board_shows_no_blank_strip_under_the_track() {
    // The phone's camera buttons sit under the board: a camera at the track's bottom edge
    // draws the track to the canvas's foot (a strip of blank was left for buttons over it).
    let mut page = Page::start_touch("#/level/01-first-circuit");
    page.send(Msg::Viewport {
        width: 370.0,
        height: 420.0,
        ratio: 3.0,
    });
    assert_eq!(blank_under_first_circuit(&mut page), 0.0);
}

/// On First circuit, the car placed on the start at (11, 11) and the camera settled: the blank
/// between the track's bottom edge and the canvas's foot, in CSS px.
fn blank_under_first_circuit(page: &mut Page) -> f64 {
    page.run_clock(2000);
    page.click(Point::new(11, 11));
    page.run_clock(2000);
    assert!(page.model.camera().unwrap().active());
    blank_under(page)
}

/// The blank between First circuit's bottom edge (row 13) and the canvas's foot, in CSS px.
fn blank_under(page: &Page) -> f64 {
    let g = page.model.geometry();
    let track_foot = g.y(Point::new(13, 0)) + g.cell / 2.0;
    ((g.height - track_foot) * 1e6).round() / 1e6
}

#[test]
fn a_narrow_window_s_board_without_touch_shows_no_blank_strip_under_the_track() {
    // A playtest at 390 x 844 with a mouse: the style sheet puts the camera's buttons under the
    // board in a window 640 px wide or less, as on a phone, but the camera still kept 56 px of
    // blank under the track's bottom edge for buttons over it.
    let mut page = Page::start("#/level/01-first-circuit");
    page.send(Msg::NarrowWindow(true));
    page.send(Msg::Viewport {
        width: 370.0,
        height: 420.0,
        ratio: 1.0,
    });
    assert_eq!(blank_under_first_circuit(&mut page), 0.0);
    // The window widened past 640 px (the buttons over the board again): the strip comes back.
    page.send(Msg::NarrowWindow(false));
    page.run_clock(2000);
    assert_eq!(blank_under(&page), EDGE_PX);
}

#[test]
fn before_the_first_placement_the_camera_flies_from_the_finish_to_the_start() {
    // The Spiral on a phone: the finish is in the middle, the start at the top left.
    let mut page = phone(false);
    let track = page.model.track().unwrap().clone();
    let (start, finish) = (track.starts()[0], track.finishes()[0]);
    page.tick(16.0, 1.0);
    assert!(
        page.model.camera().unwrap().overviewing(),
        "the overview runs"
    );
    assert!(in_view(&page, finish), "it begins over the finish");
    assert!(!in_view(&page, start));
    page.run_clock(3000);
    assert!(!page.model.camera().unwrap().overviewing());
    assert!(in_view(&page, start), "it ends over the start");
    // A key skips it at once; under reduced motion there is none.
    let mut page = phone(false);
    page.tick(16.0, 1.0);
    page.key("ArrowRight");
    assert!(!page.model.camera().unwrap().overviewing());
    assert!(in_view(&page, start));
    let mut still = phone(true);
    still.tick(16.0, 1.0);
    assert!(!still.model.camera().unwrap().overviewing());
    assert!(in_view(&still, start));
}

#[test]
fn full_screen_on_a_phone_fills_the_screen_and_its_whole_track_stays_tappable() {
    // The playtest: First circuit full screen on a phone held upright left 40% of the screen
    // blank, and "Whole track" made it a 130 px strip of 8 px circles.
    let mut page = Page::start_touch("#/level/01-first-circuit");
    let size = |page: &mut Page, width: f64, height: f64| {
        page.send(Msg::Viewport {
            width,
            height,
            ratio: 3.0,
        });
    };
    size(&mut page, 374.0, 520.0);
    assert_eq!(page.model.geometry().cell, TOUCH_CELL);
    page.control(Control::FullScreen);
    size(&mut page, 374.0, 700.0);
    let g = page.model.geometry();
    assert_eq!(g.cell, 50.0, "14 rows fill 700 px");
    assert_eq!(g.height, 700.0);
    page.control(Control::WholeTrack);
    let g = page.model.geometry();
    assert_eq!(g.cell, TOUCH_MIN_CELL, "a finger's step, not 12 px");
    assert_eq!(page.view().camera.unwrap().whole_label, "Follow the car");
    // The car is followed at that step: placing it brings its options into view.
    page.run_clock(3000);
    let start = page.model.session().unwrap().game.track().starts()[0];
    page.click(start);
    page.run_clock(3000);
    for option in page.model.session().unwrap().game.options() {
        assert!(in_view(&page, option), "{option:?}");
    }
    page.control(Control::WholeTrack);
    assert_eq!(page.model.geometry().cell, 50.0);
    // Out of full screen: the phone's usual step.
    page.control(Control::FullScreen);
    size(&mut page, 374.0, 520.0);
    assert_eq!(page.model.geometry().cell, TOUCH_CELL);
}

/// The road-goes-on arrows the board shows: (from, toward).
fn road_on(page: &Page) -> Vec<(Point, Point)> {
    page.scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            racetrack_page::ui::scene::Shape::RoadOn { from, toward } => Some((*from, *toward)),
            _ => None,
        })
        .collect()
}

#[test]
fn when_the_road_ahead_leaves_the_view_an_arrow_at_the_edge_shows_which_way_it_goes() {
    // Barto big on a phone, along its optimal line: at speed the road the car covers in two
    // moves cannot all be held at a finger's step, and the board says which way it goes on.
    let mut page = Page::start_touch("#/level/06-barto-big");
    page.send(Msg::Viewport {
        width: 358.0,
        height: 560.0,
        ratio: 3.0,
    });
    let track = page.model.session().unwrap().game.track().clone();
    let map = racetrack::DistanceMap::new(&track);
    let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
    let run = outcome.trajectory().unwrap().to_vec();
    let mut shown = 0;
    for (i, &p) in run.iter().enumerate() {
        page.run_clock(600);
        let arrows = road_on(&page);
        assert!(arrows.len() <= 1, "{arrows:?}");
        if i == 0 {
            assert!(arrows.is_empty(), "none before the car is placed");
        }
        if let Some(&(from, toward)) = arrows.first() {
            shown += 1;
            assert_eq!(from, run[i - 1], "from the car");
            assert!(!in_view(&page, toward), "{toward:?} is out of view");
            assert!(
                map.get(toward).unwrap() < map.get(from).unwrap(),
                "{toward:?} is on the road on from {from:?}"
            );
            let g = page.model.geometry();
            let place = racetrack_page::ui::scene::road_on_place(&g, from, toward)
                .expect("drawn at the edge");
            let inset = racetrack_page::ui::scene::ARROW_INSET;
            let on_edge =
                |v: f64, len: f64| (v - inset).abs() < 1e-6 || (v - (len - inset)).abs() < 1e-6;
            assert!(
                on_edge(place.x, g.width) || on_edge(place.y, g.height),
                "at the board's edge: {place:?}"
            );
            // It points toward the road ahead.
            let (dx, dy) = (g.x(toward) - place.x, g.y(toward) - place.y);
            let along = dx * place.angle.cos() + dy * place.angle.sin();
            assert!(along > 0.0, "{place:?} points toward {toward:?}");
        }
        page.click(p);
    }
    assert_eq!(page.game().state.name(), "won");
    assert!(shown > 0, "at speed, the arrow showed");
    // The whole track: nothing is out of view, no arrow.
    page.send(Msg::Control(Control::Undo));
    page.send(Msg::Control(Control::Undo));
    page.send(Msg::Control(Control::WholeTrack));
    page.run_clock(600);
    assert!(road_on(&page).is_empty());
}

#[test]
fn a_narrow_board_beside_the_side_panel_lifts_the_options_off_the_buttons_over_it() {
    // A playtest: a desktop window shrunk from 1280 x 800 to 900 x 700 leaves a board 562 px
    // wide beside the side panel, its camera buttons over its lower right corner (the window
    // is wider than 640 px), and the camera put the car's options under them at the track's
    // bottom edge. As at any width on a mouse's screen, a strip of blank past the edge lifts
    // them off.
    let mut page = Page::start("#/level/01-first-circuit");
    let viewport = |page: &mut Page, (width, height): (f64, f64)| {
        page.send(Msg::Viewport {
            width,
            height,
            ratio: 1.0,
        });
    };
    viewport(&mut page, (942.0, 549.6875));
    for (row, col) in [(12, 11), (12, 12), (12, 14), (12, 17)] {
        page.click(Point::new(row, col));
        page.run_clock(300);
    }
    viewport(&mut page, (562.0, 405.15625));
    page.run_clock(300);
    let g = page.model.geometry();
    assert!(page.model.camera().unwrap().active(), "{g:?}");
    // Going right at 3 from (12, 17) along the bottom straight: its options are rows 11 and 12.
    for row in 11..=12 {
        for col in 19..=21 {
            let y = g.y(Point::new(row, col));
            assert!(
                y <= g.height - EDGE_PX + 1e-6,
                "({row}, {col}) at {y} of {g:?}"
            );
        }
    }
}

#[test]
fn the_camera_arrives_within_300_ms_of_a_move_and_creeps_no_longer() {
    let mut page = phone(false);
    let track = page.model.session().unwrap().game.track().clone();
    let (outcome, _) = solve(&track, Rules::Strict, Solver::Bfs);
    let run = outcome.trajectory().unwrap().to_vec();
    let (mut longest, mut glides) = (0, 0);
    for &p in &run {
        page.run_clock(600);
        page.click(p);
        let mut frames = 0;
        while page.model.camera().unwrap().moving() && frames < 600 {
            page.tick(16.7, 4.0);
            frames += 1;
        }
        glides += usize::from(frames > 0);
        longest = longest.max(frames);
    }
    assert!(glides > 10, "the camera followed the car: {glides} glides");
    // 18 frames of 16.7 ms: a finger's next tap lands on a board that has stopped.
    assert!(longest <= 18, "the longest glide took {longest} frames");
}
