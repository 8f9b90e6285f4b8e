//! A race under way can be quit or restarted, each after a yes (the clocks wait while asked);
//! a race that is over goes at once. Quitting brings back the mode choice with the setup kept.

use racetrack_page::ui::race_mode::RaceInput;
use racetrack_page::ui::{Control, Msg};

use crate::harness::Page;

fn race(page: &mut Page, input: RaceInput) {
    page.send(Msg::Race(input));
}

fn running(page: &Page) -> bool {
    page.model.session().unwrap().racing.run.is_some()
}

#[test]
fn a_race_against_the_ai_is_quit_after_a_yes_and_the_mode_choice_comes_back() {
    let mut page = Page::start("#/level/02-barto-small");
    assert!(!page.game().race.controls, "no race: nothing to quit");
    race(&mut page, RaceInput::Mode("ai".into()));
    race(&mut page, RaceInput::Count("2".into()));
    race(&mut page, RaceInput::Start);
    assert!(page.game().race.controls);
    page.keys(&["Enter"]); // car 1 placed
    race(&mut page, RaceInput::Quit);
    let asked = page.game().race.confirm.expect("asked first");
    assert_eq!(asked.1, "Quit");
    assert!(
        !page.game().race.controls,
        "the buttons make way for the question"
    );
    // While asked, the AI cars wait.
    let moves = |page: &Page| {
        page.model
            .session()
            .unwrap()
            .racing
            .run
            .as_ref()
            .unwrap()
            .race()
            .cars()[1]
            .trajectory()
            .len()
    };
    let before = moves(&page);
    for _ in 0..30 {
        page.tick(100.0, 1.0);
    }
    assert_eq!(moves(&page), before, "no AI move while the question waits");
    // No: the race goes on.
    race(&mut page, RaceInput::KeepRacing);
    assert!(page.game().race.confirm.is_none() && running(&page));
    // Yes: the race is gone, the panel is back with the same setup, the board is empty.
    race(&mut page, RaceInput::Quit);
    race(&mut page, RaceInput::Confirm);
    assert!(!running(&page));
    let panel = page.game().race.setup.expect("the mode choice is back");
    assert_eq!((panel.mode, panel.count), ("ai", Some((1, 3, 2))));
    assert!(page.trajectory().is_empty());
    assert!(page.game().status.contains("You left the race"));
}

#[test]
fn a_blitz_restarts_after_a_yes_from_the_start_line() {
    let mut page = Page::start("");
    page.paste(">.......*\n");
    race(&mut page, RaceInput::Mode("blitz".into()));
    race(&mut page, RaceInput::Start);
    page.keys(&["Enter", "6", "6"]);
    race(&mut page, RaceInput::Restart);
    assert_eq!(page.game().race.confirm.unwrap().1, "Restart");
    race(&mut page, RaceInput::Confirm);
    let s = page.model.session().unwrap();
    let run = s.racing.run.as_ref().expect("a new blitz");
    assert!(
        run.race().cars()[0].trajectory().is_empty(),
        "from the start line"
    );
    assert!(
        page.game().race.setup.is_none(),
        "still racing: no mode panel"
    );
}

#[test]
fn a_finished_car_is_flagged_with_its_place_while_the_others_race_on() {
    use racetrack::Point;
    use racetrack_page::ui::scene::Shape;
    let mut page = Page::start("");
    page.paste(">......*\n>......*\n");
    race(&mut page, RaceInput::Mode("hotseat".into()));
    race(&mut page, RaceInput::Start);
    for (row, col) in [
        (0, 0),
        (1, 0),
        (0, 1),
        (1, 1),
        (0, 3),
        (1, 2),
        (0, 5),
        (1, 3),
        (0, 7),
    ] {
        page.click(Point::new(row, col));
    }
    let flags: Vec<(Point, String)> = page
        .scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Label { at, text, .. } if text.starts_with('⚑') => Some((*at, text.clone())),
            _ => None,
        })
        .collect();
    assert_eq!(flags, [(Point::new(0, 7), "⚑1st".to_owned())]);
    assert_eq!(page.game().race.car, Some(2), "car 2 races on");
}

/// The finish flags of the race on screen: the point each is drawn over, its text and how far
/// above the point it stands (tenths of a grid step).
fn flags(page: &Page) -> Vec<(racetrack::Point, String, i32)> {
    use racetrack_page::ui::scene::Shape;
    page.scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Label { at, text, lift, .. } if text.starts_with('⚑') => {
                Some((*at, text.clone(), (lift * 10.0).round() as i32))
            }
            _ => None,
        })
        .collect()
}

#[test]
fn flags_of_cars_finished_side_by_side_or_on_one_point_do_not_overlap() {
    use racetrack::Point;
    let finish = |clicks: &[(i32, i32)]| {
        let mut page = Page::start("");
        page.paste(">>\n..\n..\n**\n");
        race(&mut page, RaceInput::Mode("hotseat".into()));
        race(&mut page, RaceInput::Start);
        for &(row, col) in clicks {
            page.click(Point::new(row, col));
        }
        flags(&page)
    };
    // Side by side on the finish row in one round: the first's flag over its car, the
    // second's under its own.
    assert_eq!(
        finish(&[(0, 0), (0, 1), (1, 0), (1, 1), (3, 0), (3, 1)]),
        [
            (Point::new(3, 0), "⚑1st".to_owned(), 6),
            (Point::new(3, 1), "⚑1st".to_owned(), -6)
        ]
    );
    // The box calls it a tie, not a win for the first seat (a playtest).
    let mut page = Page::start("");
    page.paste(">>\n..\n..\n**\n");
    race(&mut page, RaceInput::Mode("hotseat".into()));
    race(&mut page, RaceInput::Start);
    for (row, col) in [(0, 0), (0, 1), (1, 0), (1, 1), (3, 0), (3, 1)] {
        page.click(Point::new(row, col));
    }
    let text = page.game().message.expect("the race's box").text;
    assert_eq!(
        text,
        "Race over: a tie, Player 1 and Player 2 in 2 moves each. Retry for a new race."
    );
    // The second a round later on the first's point: one flag for both.
    assert_eq!(
        finish(&[(0, 0), (0, 1), (1, 0), (1, 1), (3, 0), (2, 1), (3, 0)]),
        [(Point::new(3, 0), "⚑1st 2nd".to_owned(), 6)]
    );
}

#[test]
fn another_mode_chosen_mid_run_says_press_start_and_not_place_the_car() {
    let mut page = Page::start("#/level/02-barto-small");
    page.keys(&["Enter", "6"]);
    race(&mut page, RaceInput::Mode("ai".into()));
    let status = page.game().status;
    assert_eq!(status, "Against AI: the board is cleared; press Start.");
    // Solo again, the board waits for a placement as usual.
    race(&mut page, RaceInput::Mode("solo".into()));
    assert!(
        page.game().status.starts_with("Place the car"),
        "{}",
        page.game().status
    );
}

#[test]
fn undo_in_a_race_or_before_the_car_is_placed_says_why_it_does_nothing() {
    let mut page = Page::start("#/level/02-barto-small");
    page.control(Control::Undo);
    let nothing = "Nothing to undo yet: place the car and move first.";
    assert!(
        page.game().status.ends_with(nothing),
        "{}",
        page.game().status
    );
    assert_eq!(page.model.announcement().text, nothing);
    race(&mut page, RaceInput::Mode("ai".into()));
    race(&mut page, RaceInput::Start);
    page.keys(&["Enter"]); // car 1 placed
    let car_1 = |page: &Page| {
        let run = page.model.session().unwrap().racing.run.as_ref().unwrap();
        run.race().cars()[0].trajectory().to_vec()
    };
    let placed = car_1(&page);
    assert_eq!(placed.len(), 1);
    page.control(Control::Undo);
    let said = "There is no undo in a race.";
    assert!(page.game().status.ends_with(said), "{}", page.game().status);
    assert_eq!(page.model.announcement().text, said);
    assert_eq!(car_1(&page), placed, "nothing taken back");
    assert!(running(&page));
}
