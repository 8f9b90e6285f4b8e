//! Motion through `ui::update`: a move glides, eased, in 120 to 250 ms; keys during a glide are
//! played at once (never lost); reduced motion shows no glide.

use racetrack::Point;
use racetrack_page::ui::motion::Glide;
use racetrack_page::ui::scene::Shape;

use crate::harness::{Page, STRAIGHT};

/// The gliding car's (from, to, t), if one is drawn.
fn glider(page: &Page) -> Option<(Point, Point, f32)> {
    page.scene().shapes.iter().find_map(|s| match s {
        Shape::Glider { from, to, t, .. } => Some((*from, *to, *t)),
        _ => None,
    })
}

#[test]
fn a_move_glides_eased_and_ends_on_its_point() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6"]);
    let (from, to, t) = glider(&page).expect("the car glides");
    assert_eq!((from, to, t), (Point::new(0, 0), Point::new(0, 1), 0.0));
    assert!(page.model.needs_tick(), "frames while it glides");
    // The first frame comes long after the last one (the page was idle): the glide starts
    // there, it does not take the pause for its time.
    page.tick(5000.0, 1.0);
    assert_eq!(glider(&page).map(|g| g.2), Some(0.0));
    page.tick(60.0, 1.0);
    let (_, _, mid) = glider(&page).unwrap();
    assert!(
        mid > 0.5 && mid < 1.0,
        "eased out: past half way at half the time: {mid}"
    );
    page.tick(200.0, 1.0);
    assert_eq!(glider(&page), None, "landed");
    assert!(!page.model.needs_tick());
    // Durations: 120 ms plus 15 per step, at most 250.
    let glide = |c| Glide::new(Point::new(0, 0), Point::new(0, c)).duration_ms;
    assert_eq!((glide(1), glide(4), glide(20)), (135.0, 180.0, 250.0));
}

#[test]
fn keys_during_a_glide_are_played_at_once() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6"]);
    assert!(glider(&page).is_some());
    page.key("5");
    assert_eq!(page.trajectory().len(), 3, "not lost, not waiting");
    let (from, to, _) = glider(&page).unwrap();
    assert_eq!((from, to), (Point::new(0, 1), Point::new(0, 2)));
    page.key("Backspace");
    assert_eq!(glider(&page), None, "undo jumps back");
}

#[test]
fn reduced_motion_shows_no_glide() {
    let mut page = Page::start_reduced_motion("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6"]);
    assert_eq!(glider(&page), None);
    assert!(
        page.scene()
            .shapes
            .iter()
            .any(|s| matches!(s, Shape::Ring { at, .. } if *at == Point::new(0, 1)))
    );
}

#[test]
fn in_a_race_every_car_glides_the_ai_s_too() {
    use racetrack_page::ui::Msg;
    use racetrack_page::ui::race_mode::RaceInput;
    use racetrack_page::ui::scene::Colour;
    let mut page = Page::start("#/level/02-barto-small");
    page.send(Msg::Race(RaceInput::Mode("ai".into())));
    page.send(Msg::Race(RaceInput::Start));
    page.run_clock(200);
    // Both placed, then the player's move: car 1 glides.
    page.key("Enter");
    for _ in 0..6 {
        page.tick(100.0, 1.0);
    }
    page.key("6");
    let colour_of = |page: &Page| {
        page.scene().shapes.iter().find_map(|s| match s {
            Shape::Glider { colour, .. } => Some(*colour),
            _ => None,
        })
    };
    assert_eq!(colour_of(&page), Some(Colour::Car(0)), "the player's car");
    // The AI moves on its own after its delay: its car glides in its colour.
    let mut seen = false;
    for _ in 0..10 {
        page.tick(100.0, 1.0);
        seen |= colour_of(&page) == Some(Colour::Car(1));
    }
    assert!(seen, "the AI's car glides");
}
