//! The solver screen through `ui::update`: a screen of its own whose keys never touch the hidden
//! game, time slicing by `Tick`, the log-scaled speed, compute and clock time, Step's highlight,
//! and a rules switch that says it cancelled the run.

use racetrack::{Point, Solver};
use racetrack_page::ui::scene::{Colour, Layer, Shape};
use racetrack_page::ui::solver::{SPEED_MAX, WATCH_SECONDS, pace_for, rate_of};
use racetrack_page::ui::{Control, Msg, Screen};

use crate::harness::{Page, STRAIGHT};

fn level_page(name: &str) -> Page {
    let page = Page::start(&format!("#/level/{name}"));
    assert_eq!(page.model.screen(), Screen::Play, "{name} opens");
    page
}

#[test]
fn running_a_solver_opens_its_own_screen_and_address() {
    let mut page = level_page("02-barto-small");
    page.keys(&["Enter", "6"]);
    // Before a solver is watched, the panel says what watching one costs the runs.
    assert_eq!(
        page.game().solver.assist,
        "Watching a solver marks your runs on this track as assisted: they are ranked with the assisted runs."
    );
    page.control(Control::SolverRun);
    assert_eq!(page.model.screen(), Screen::Solver);
    assert_eq!(page.game().solver.assist, "");
    assert_eq!(
        page.history.last().map(String::as_str),
        Some("#/solve/level/02-barto-small")
    );
    let game = page.game();
    assert!(game.watching);
    assert_eq!(
        game.watching_words,
        format!(
            "Watching a solver ({}). Your game waits, unchanged: Esc or",
            solver_name(page.model.solver())
        )
    );
    assert_eq!(game.solver.state, "running");
    assert!(game.message.is_none());
}

#[test]
fn keys_and_clicks_do_not_act_on_the_game_while_watching() {
    let mut page = level_page("02-barto-small");
    page.keys(&["Enter", "6"]);
    let before = page.trajectory();
    page.control(Control::SolverStep);
    for key in ["6", "Backspace", "Enter", "ArrowUp"] {
        page.key(key);
        assert_eq!(page.trajectory(), before, "{key} changed the hidden game");
    }
    page.send(Msg::Board(
        racetrack_page::ui::board_input::BoardInput::Down {
            id: 1,
            x: 30.0,
            y: 30.0,
        },
    ));
    page.control(Control::Undo);
    assert_eq!(page.trajectory(), before);
    assert!(page.game().solver.result.contains("Back to your game"));
    // The player's game stays visible, dimmed, over the search.
    let dimmed = page
        .scene()
        .shapes
        .iter()
        .any(|s| matches!(s, Shape::Ring { colour: Colour::Ink, alpha, .. } if *alpha < 1.0));
    assert!(dimmed, "the car is drawn dimmed");
    // Escape returns to the same game.
    page.key("Escape");
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.trajectory(), before);
    assert_eq!(
        page.history.last().map(String::as_str),
        Some("#/level/02-barto-small")
    );
    page.key("5");
    assert_eq!(page.trajectory().len(), before.len() + 1);
}

#[test]
fn the_speed_slider_is_logarithmic_in_expansions_per_second() {
    assert_eq!(rate_of(0.0), Some(1.0));
    assert!((rate_of(40.0).unwrap() - 10_000.0).abs() < 1e-6);
    assert!((rate_of(60.0).unwrap() - 1_000_000.0).abs() < 1e-3);
    assert_eq!(rate_of(SPEED_MAX), None);
    let english = racetrack_page::ui::i18n::Words::english();
    let speed_words = |speed| racetrack_page::ui::solver::speed_words(&english, speed);
    assert_eq!(speed_words(40.0), "10,000 expansions/s");
    assert_eq!(
        speed_words(0.0),
        "1 expansion/s",
        "the playtest read '1 expansions/s'"
    );
    assert_eq!(speed_words(SPEED_MAX), "as fast as possible");
}

#[test]
fn ticks_run_as_many_expansions_as_the_speed_allows() {
    let mut page = level_page("10-spiral");
    page.send(Msg::SolverChosen("bfs".into()));
    page.send(Msg::SolverSpeed(20.0)); // 100 expansions per second
    page.control(Control::SolverRun);
    for _ in 0..60 {
        page.tick(50.0, 1.0);
    }
    // 3 seconds at 100 per second (the first tick only starts the clock).
    let w = page.model.session().unwrap().watch.as_ref().unwrap();
    let expanded = w.stats().expanded;
    assert!((290..=300).contains(&expanded), "{expanded}");
    assert!((w.wall_ms - 2950.0).abs() < 1e-6, "{}", w.wall_ms);
    let solver = page.game().solver;
    assert_eq!(solver.elapsed, "3.0 s");
    // Compute time comes from the measured busy time of the ticks, not the clock.
    assert!(w.compute_ms < 100.0, "{}", w.compute_ms);
}

#[test]
fn at_top_speed_a_frame_does_what_fits_in_its_slice() {
    let mut page = level_page("10-spiral");
    page.send(Msg::SolverChosen("bfs".into()));
    page.send(Msg::SolverSpeed(SPEED_MAX));
    page.control(Control::SolverRun);
    page.tick(16.7, 0.0);
    let first = page
        .model
        .session()
        .unwrap()
        .watch
        .as_ref()
        .unwrap()
        .stats()
        .expanded;
    assert!(first > 0);
    // The shell reports that the last tick took 60 ms: the next ticks do far less.
    page.tick(16.7, 60.0);
    let after_slow = page
        .model
        .session()
        .unwrap()
        .watch
        .as_ref()
        .unwrap()
        .stats()
        .expanded;
    page.tick(16.7, 60.0);
    let next = page
        .model
        .session()
        .unwrap()
        .watch
        .as_ref()
        .unwrap()
        .stats()
        .expanded;
    assert!(
        next - after_slow < first,
        "{first} then {}",
        next - after_slow
    );
}

#[test]
fn a_run_finishes_by_ticks_and_shows_the_solution() {
    let mut page = level_page("02-barto-small");
    page.send(Msg::SolverChosen("bfs".into()));
    page.control(Control::SolverInstant);
    let frames = page.run_clock(2000);
    assert!(frames < 2000);
    let solver = page.game().solver;
    assert_eq!(solver.state, "done");
    assert_eq!(solver.moves, Some(10));
    assert_eq!(solver.result, "Breadth-first search: 10 moves");
    assert!(
        page.model
            .announcement()
            .text
            .contains("Breadth-first search: 10 moves")
    );
    let scene = page.scene();
    assert!(scene.layers.iter().any(|l| l.layer == Layer::Heat));
    assert!(!page.model.needs_tick());
    // The heat layer's version changed as the search ran, so the painter re-uploads it.
    let heat = scene
        .layers
        .iter()
        .find(|l| l.layer == Layer::Heat)
        .unwrap()
        .version;
    assert!(heat > 0);
}

#[test]
fn the_compute_time_of_the_last_slice_is_counted_too() {
    // No level list: no background work but the pasted track's own.
    let mut page = Page::start_bare("", Some("seen"));
    page.paste(STRAIGHT);
    page.run_clock(100);
    assert!(!page.model.needs_tick());
    page.send(Msg::SolverChosen("bfs".into()));
    page.control(Control::SolverInstant);
    // One tick finishes this small search; the page still asks for the next one, which reports
    // how long the first took (the harness says 4 ms).
    page.tick(16.7, 0.0);
    assert_eq!(page.game().solver.state, "done");
    assert!(
        page.model.needs_tick(),
        "the last slice's time is still to come"
    );
    page.tick(16.7, 4.0);
    let w = page.model.session().unwrap().watch.as_ref().unwrap();
    assert_eq!(w.compute_ms, 4.0);
    assert_eq!(page.game().solver.compute, "4 ms");
    assert!(!page.model.needs_tick());
}

#[test]
fn step_highlights_the_expanded_configuration_and_its_successors() {
    let mut page = level_page("02-barto-small");
    page.send(Msg::SolverChosen("bfs".into()));
    page.control(Control::SolverStep);
    page.control(Control::SolverStep);
    let shapes = page.scene().shapes;
    let ring = shapes.iter().find_map(|s| match s {
        Shape::Ring {
            at,
            colour: Colour::Focus,
            ..
        } => Some(*at),
        _ => None,
    });
    let successors: Vec<(Point, Point)> = shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Line {
                from,
                to,
                colour: Colour::Explore,
                ..
            } => Some((*from, *to)),
            _ => None,
        })
        .collect();
    let expanded = ring.expect("the expanded configuration is ringed");
    assert!(!successors.is_empty());
    assert!(successors.iter().all(|(from, _)| *from == expanded));
    assert_eq!(page.game().solver.expanded, "2");
    assert_eq!(page.game().solver.state, "paused");
}

#[test]
fn switching_rules_during_a_run_says_it_cancelled_the_run() {
    let mut page = level_page("10-spiral");
    page.control(Control::SolverRun);
    page.tick(16.7, 1.0);
    page.send(Msg::RulesChosen("soft".into()));
    let solver = page.game().solver;
    assert_eq!(solver.state, "idle");
    assert_eq!(
        solver.result,
        "The run was cancelled: the rules changed to soft."
    );
}

#[test]
fn back_and_forward_between_game_and_solver_keep_both() {
    let mut page = level_page("02-barto-small");
    page.keys(&["Enter", "6"]);
    let game = page.trajectory();
    page.control(Control::SolverStep);
    page.send(Msg::RouteChanged("#/level/02-barto-small".into()));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.trajectory(), game);
    page.send(Msg::RouteChanged("#/solve/level/02-barto-small".into()));
    assert_eq!(page.model.screen(), Screen::Solver);
    assert_eq!(page.game().solver.expanded, "1");
}

#[test]
fn the_solver_choice_is_checked() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.send(Msg::SolverChosen("quantum".into()));
    assert!(page.view().error.unwrap().contains("unknown solver"));
    assert_eq!(page.model.solver(), Solver::AStar);
}

/// Expansions of the watched search so far.
fn expanded(page: &Page) -> u64 {
    let s = page.model.session().unwrap();
    s.watch.as_ref().unwrap().stats().expanded
}

#[test]
fn solve_instantly_is_sized_by_the_search_s_own_pace_not_the_coach_s() {
    // The coach's table works through many cheap units a millisecond; a search expansion costs
    // more. Sized by the coach's pace, the first slice of Solve instantly ran the whole search
    // in one frame (a frozen page on a large track).
    let mut page = level_page("06-barto-big");
    for _ in 0..40 {
        if !page.model.session().unwrap().coaching.is_computing() {
            break;
        }
        // The shell reports each tick of the coach's work as quick.
        page.tick(16.7, 0.2);
    }
    page.send(Msg::SolverChosen("bfs".into()));
    page.control(Control::SolverInstant);
    page.tick(16.7, 1.0);
    let first = expanded(&page);
    assert!(first > 0);
    assert_eq!(page.game().solver.state, "running", "{first} expansions");
    // The search's own pace, learnt from its slices, sizes the next ones: a slice reported at
    // 300 ms makes the next far smaller.
    page.tick(16.7, 300.0);
    let second = expanded(&page) - first;
    page.tick(16.7, 300.0);
    let third = expanded(&page) - first - second;
    assert!(third < second, "{second} then {third}");
}

#[test]
fn a_watched_search_goes_at_a_pace_that_lets_it_be_seen() {
    // The playtest: A* solves First circuit in a few hundred expansions, gone in one frame at
    // the default 10,000 a second, so "Watch a solver" showed nothing.
    let mut page = level_page("01-first-circuit");
    page.send(Msg::SolverChosen("astar".into()));
    page.control(Control::SolverRun);
    let speed = page.game().solver.speed;
    assert!(speed < racetrack_page::ui::solver::SPEED_DEFAULT, "{speed}");
    let mut seconds = 0.0;
    while page.game().solver.state != "done" && seconds < 30.0 {
        page.tick(50.0, 1.0);
        seconds += 0.05;
    }
    assert_eq!(page.game().solver.state, "done");
    assert!(
        (WATCH_SECONDS * 0.7..=WATCH_SECONDS * 1.3).contains(&seconds),
        "the search took {seconds} s"
    );
    // A pace the player chose is kept for the next search.
    page.send(Msg::SolverSpeed(40.0));
    page.send(Msg::SolverChosen("bfs".into()));
    page.control(Control::SolverRun);
    assert_eq!(page.game().solver.speed, 40.0);
    // The fitted pace: the default for a large search, 10 a second at the least.
    assert_eq!(
        pace_for(10_000_000),
        racetrack_page::ui::solver::SPEED_DEFAULT
    );
    assert_eq!(pace_for(1), 10.0);
}

#[test]
fn a_search_over_checkpoints_shows_the_digits_its_last_configuration_holds() {
    // Start, road, checkpoint 1, road, finish: a Karopapier map.
    let mut page = Page::start_bare("", Some("seen"));
    page.paste("XXXXXXX\r\nXSO1OFX\r\nXXXXXXX\r\n");
    page.send(Msg::RulesChosen("karopapier".into()));
    page.send(Msg::SolverChosen("bfs".into()));
    assert_eq!(page.game().solver.held, None, "nothing expanded yet");
    page.control(Control::SolverStep);
    assert_eq!(
        page.game().solver.held.as_deref(),
        Some("No checkpoint held at the last step")
    );
    let ringed = |page: &Page| {
        page.scene().shapes.iter().any(|s| {
            matches!(s, Shape::Ring { at, colour: Colour::Explore, .. } if *at == Point::new(1, 3))
        })
    };
    assert!(!ringed(&page));
    page.control(Control::SolverInstant);
    page.run_clock(200);
    let solver = page.game().solver;
    assert_eq!(solver.state, "done");
    assert_eq!(
        solver.held.as_deref(),
        Some("Checkpoints held at the last step: 1")
    );
    assert!(ringed(&page), "the checkpoint held is ringed");
    // A track without checkpoints says nothing of them.
    let mut page = level_page("02-barto-small");
    page.control(Control::SolverStep);
    assert_eq!(page.game().solver.held, None);
}

#[test]
fn on_a_phone_watching_a_solver_says_the_button_not_esc() {
    // A newcomer's playtest on a phone: "Esc or Back to your game", where there is no Esc.
    let mut page = Page::start_touch("#/level/02-barto-small");
    page.control(Control::SolverRun);
    assert_eq!(page.model.screen(), Screen::Solver);
    let words = page.game().watching_words;
    assert_eq!(
        words,
        format!(
            "Watching a solver ({}). Your game waits, unchanged:",
            solver_name(page.model.solver())
        )
    );
    // A board key while watching says how to go back, by the button.
    page.keys(&["6"]);
    assert_eq!(
        page.game().solver.result,
        "You are watching a solver: tap “Back to your game” to play."
    );
}

/// A solver's name as the page says it in English (the command line's are dfs, bfs, astar…).
fn solver_name(solver: racetrack::search::Solver) -> &'static str {
    use racetrack::search::Solver;
    match solver {
        Solver::Dfs => "Depth-first search",
        Solver::Bfs => "Breadth-first search",
        Solver::AStar => "A*",
        Solver::Greedy => "Greedy driver",
        Solver::Careful => "Careful driver",
    }
}
