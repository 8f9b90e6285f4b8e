//! Moving elements on the play screen through `ui::update`: the board draws where the elements
//! are now and next turn, the options follow the time, a crash into an element says so, the
//! share link carries the elements, and a race runs on the elements' time.

use racetrack::{Blocked, Point, Track};
use racetrack_page::ui::scene::{CellMark, Colour, Shape};
use racetrack_page::ui::{Copier, Msg};

use crate::harness::Page;

/// A corridor with a gate across it at column 3, closed at times 0 to 2 of every 6.
const GATED: &str = ">.....*\n>......\n@gate 0,3 1,3 cycle 6 closed 0-2\n";

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

/// The legal options the board draws (a disc each), sorted.
fn options(page: &Page) -> Vec<Point> {
    let mut points: Vec<Point> = page
        .scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Dot {
                at,
                colour: Colour::Option,
                ..
            } => Some(*at),
            _ => None,
        })
        .collect();
    points.sort();
    points.dedup();
    points
}

/// The points the scene marks with `mark`, sorted.
fn marked(page: &Page, mark: CellMark) -> Vec<Point> {
    let mut points: Vec<Point> = page
        .scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Cell { at, mark: m } if *m == mark => Some(*at),
            _ => None,
        })
        .collect();
    points.sort();
    points
}

#[test]
fn the_board_draws_the_gate_now_and_next_turn_as_the_turns_go_by() {
    let mut page = Page::start("");
    page.paste(GATED);
    let gate = vec![p(0, 3), p(1, 3)];
    assert_eq!(marked(&page, CellMark::Gate), gate);
    assert_eq!(marked(&page, CellMark::Occupied), gate, "closed at time 0");
    assert_eq!(marked(&page, CellMark::Next), gate, "closed at time 1");
    let moving = page
        .game()
        .moving
        .expect("a track with elements has the legend");
    assert_eq!((moving.time, moving.cycle), (0, 6));
    assert_eq!(moving.occupied, "0,3 1,3");
    // Place (time 0), then stand still: times 1 and 2.
    page.click(p(0, 0));
    page.click(p(0, 0));
    assert_eq!(page.game().moving.unwrap().time, 1);
    page.click(p(0, 0));
    let moving = page.game().moving.unwrap();
    assert_eq!((moving.time, moving.next.as_str()), (2, ""));
    assert_eq!(
        marked(&page, CellMark::Occupied),
        gate,
        "still closed at time 2"
    );
    assert_eq!(marked(&page, CellMark::Next), vec![], "open at time 3");
    page.click(p(0, 0));
    assert_eq!(marked(&page, CellMark::Occupied), vec![]);
    // Without elements there is no legend and no element shape.
    let mut plain = Page::start("");
    plain.paste(">..*\n");
    assert!(plain.game().moving.is_none());
    assert_eq!(marked(&plain, CellMark::Gate), vec![]);
}

#[test]
fn the_options_follow_the_time_and_a_key_into_the_gate_says_why() {
    let mut page = Page::start("");
    // The gate covers the whole way to the finish at times 1 and 2 of every 4.
    page.paste(">..*\n@gate 0,1 0,2 cycle 4 closed 1-2\n");
    page.click(p(0, 0));
    // Move 1 runs from time 0 to 1: the gate is closed at 1, so the car can only stand.
    assert_eq!(options(&page), vec![p(0, 0)]);
    page.click(p(0, 1));
    assert_eq!(
        page.trajectory(),
        vec![p(0, 0)],
        "a move into the gate is refused"
    );
    page.key("6");
    assert_eq!(page.trajectory(), vec![p(0, 0)]);
    let status = page.game().status;
    assert!(status.contains("into a moving element"), "{status}");
    // Standing at times 1 and 2; move 3 (time 2 to 3) still touches the gate at time 2.
    page.keys(&["5", "5"]);
    assert_eq!(page.game().moves, 2);
    assert_eq!(options(&page), vec![p(0, 0)]);
    // Move 4 runs from time 3 to 4 (0 of the next cycle): open at both.
    page.key("5");
    assert_eq!(options(&page), vec![p(0, 0), p(0, 1)]);
    page.key("6");
    assert_eq!(page.trajectory().last(), Some(&p(0, 1)));
}

#[test]
fn a_car_the_gate_closes_on_crashes_and_the_box_names_the_element() {
    // The car waits inside the gate's cells: when the gate closes there, no move is legal.
    let mut page = Page::start("");
    page.paste("#####\n>.#.*\n#####\n@gate 1,1 cycle 3 closed 2-2\n");
    page.click(p(1, 0));
    page.click(p(1, 1));
    // Time 1 at 1,1; move 2 runs to time 2, when the gate closes over the car.
    assert_eq!(page.game().state.name(), "crashed");
    let reasons: Vec<(Point, Blocked)> = page
        .scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Blocked { at, why, .. } => Some((*at, *why)),
            _ => None,
        })
        .collect();
    assert!(
        reasons.contains(&(p(1, 1), Blocked::Element)),
        "{reasons:?}"
    );
    let message = page.game().message.expect("the crash box");
    assert!(
        message
            .reasons
            .iter()
            .any(|r| r.contains("into a moving element")),
        "{:?}",
        message.reasons
    );
}

#[test]
fn the_share_link_carries_the_elements_and_opens_the_same_track() {
    let mut page = Page::start("");
    page.paste(GATED);
    page.click(p(0, 0));
    let link = page.share();
    let shared = racetrack::link::decode(link.split('#').nth(1).unwrap()).unwrap();
    assert_eq!(shared.track, GATED.parse::<Track>().unwrap());
    assert_eq!(shared.track.elements().cycle(), 6);
    assert!(
        shared
            .track
            .to_string()
            .ends_with("@gate 0,3 1,3 cycle 6 closed 0-2\n")
    );
    let mut opened = Page::start(&format!("#{}", link.split('#').nth(1).unwrap()));
    opened.run_clock(100);
    assert_eq!(opened.game().moving.unwrap().occupied, "0,3 1,3");
    assert_eq!(opened.trajectory(), vec![p(0, 0)]);
    opened.send(Msg::Copied {
        by: Copier::Game,
        result: Ok(()),
    });
}
