//! Placing moving elements in the editor through `ui::update`: the gate and train tools, the
//! element lines typed in the panel, the time shown, the live check's timed optimum, undo, test
//! drives and drafts that keep the elements.

use racetrack::search::{Solver, solve};
use racetrack::{Point, Rules, Track};
use racetrack_page::ui::editor::{DRAFT_KEY, EditorInput};
use racetrack_page::ui::scene::{CellMark, Shape};
use racetrack_page::ui::{Effect, Screen};

use crate::harness::Page;

/// A corridor three points wide: optimum 4 without elements.
const CORRIDOR: &str = "############\n#>........*#\n#>.........#\n#>.........#\n############\n";

fn draft_json(text: &str) -> String {
    serde_json::json!({ "version": 1, "name": "Gated", "track": text }).to_string()
}

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}

fn optimum(text: &str) -> Option<usize> {
    let track: Track = text.parse().unwrap();
    solve(&track, Rules::Strict, Solver::Bfs).0.moves()
}

/// The element marks of the editor's scene, by kind.
fn marks(page: &Page, kind: CellMark) -> Vec<Point> {
    let scene = racetrack_page::ui::editor::scene::scene(&page.model).unwrap();
    let mut points: Vec<Point> = scene
        .elements
        .iter()
        .filter_map(|s| match s {
            Shape::Cell { at, mark } if *mark == kind => Some(*at),
            _ => None,
        })
        .collect();
    points.sort();
    points
}

#[test]
fn a_gate_dragged_across_the_road_is_a_step_and_the_check_waits_for_it() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json(CORRIDOR)));
    page.run_clock(1000);
    assert_eq!(page.editor_view().optimum, optimum(CORRIDOR));
    assert!(!page.editor_view().time_enabled);
    assert_eq!(page.editor_view().time_words, "No moving elements yet");
    page.editor(EditorInput::Tool("gate".into()));
    assert_eq!(page.editor_view().shape, "gate");
    // Dragged from the top wall to the bottom wall: only the road points become the gate.
    page.editor_drag(&[p(0, 5), p(2, 5), p(4, 5)]);
    let v = page.editor_view();
    assert_eq!(v.elements, "@gate 1,5 2,5 3,5 cycle 10 closed 0-4\n");
    assert_eq!(v.element_items, vec!["Gate on 3 points".to_owned()]);
    assert_eq!(v.cycle, 10);
    assert!(v.time_enabled);
    assert_eq!(v.time_words, "Turn 0 of a 10-turn cycle");
    assert!(v.note.unwrap().starts_with("Gate added on 3 points"));
    // The check runs on the timed track: the car must wait for the gate.
    page.run_clock(1000);
    let text = page.editor_text();
    assert!(text.ends_with("@gate 1,5 2,5 3,5 cycle 10 closed 0-4\n"));
    let timed = optimum(&text);
    assert!(timed > optimum(CORRIDOR), "{timed:?}");
    assert_eq!(page.editor_view().optimum, timed);
    // Drawn closed at time 0, open at time 5.
    assert_eq!(
        marks(&page, CellMark::Occupied),
        vec![p(1, 5), p(2, 5), p(3, 5)]
    );
    page.editor(EditorInput::Time(5));
    assert_eq!(page.editor_view().time, 5);
    assert_eq!(marks(&page, CellMark::Occupied), vec![]);
    assert_eq!(marks(&page, CellMark::Gate).len(), 3);
    // One undo takes the gate away.
    page.editor(EditorInput::Undo);
    assert_eq!(page.editor_view().elements, "");
    assert_eq!(page.editor_text(), CORRIDOR);
    page.editor(EditorInput::Redo);
    assert_eq!(page.editor_view().element_items.len(), 1);
}

#[test]
fn a_train_is_laid_by_dragging_along_the_road_and_removed_from_the_list() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json(CORRIDOR)));
    page.editor(EditorInput::Tool("train".into()));
    // Down the column from row 1 to row 3 (a jump of two points fills the one between), then
    // into the wall, which ends the rail.
    page.editor_drag(&[p(1, 7), p(3, 7), p(4, 7)]);
    let v = page.editor_view();
    assert_eq!(v.elements, "@train 1,7 2,7 3,7 length 3 speed 1\n");
    assert!(
        v.note.as_deref().unwrap().contains("shuttles"),
        "{:?}",
        v.note
    );
    // While a rail is drawn, its points so far are marked.
    page.editor_pointer(racetrack_page::ui::PointerKind::Down, p(1, 3));
    page.editor_pointer(racetrack_page::ui::PointerKind::Move, p(2, 4));
    let drawn = marks(&page, CellMark::Next);
    assert!(
        drawn.contains(&p(1, 3)) && drawn.contains(&p(2, 4)),
        "{drawn:?}"
    );
    page.editor_pointer(racetrack_page::ui::PointerKind::Up, p(2, 4));
    assert_eq!(page.editor_view().element_items.len(), 2);
    // A press on a wall lays nothing and says why.
    page.editor_drag(&[p(0, 2)]);
    assert!(page.editor_view().note.unwrap().contains("road"));
    page.editor(EditorInput::RemoveElement(0));
    assert_eq!(
        page.editor_view().elements,
        "@train 1,3 2,4 length 2 speed 1\n"
    );
    page.editor(EditorInput::RemoveElement(7));
    assert_eq!(
        page.editor_view().note.as_deref(),
        Some("There is no element 8.")
    );
}

#[test]
fn typed_lines_are_checked_kept_when_wrong_and_carried_to_drives_and_drafts() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json(CORRIDOR)));
    page.editor(EditorInput::Elements(
        "@gate 1,5 2,5 3,5 cycle 6 closed 0-9\n".into(),
    ));
    let v = page.editor_view();
    assert!(
        !v.unfinished,
        "a line that does not read is a fault, not a step to take"
    );
    let error = v.error.expect("a bad line is an error");
    assert!(
        error.contains("Moving elements, line 1: closed range 0-9 is not within 0-5"),
        "{error}"
    );
    assert!(v.elements.contains("closed 0-9"), "the line is kept");
    // Fixed: the draft is a track again, stored with its elements.
    let effects = page
        .editor(EditorInput::Elements(
            "@gate 1,5 2,5 3,5 cycle 6 closed 0-2\n".into(),
        ))
        .to_vec();
    assert!(page.editor_view().error.is_none());
    let stored = effects
        .iter()
        .rev()
        .find_map(|e| match e {
            Effect::Store { key, value } if *key == DRAFT_KEY => Some(value.clone()),
            _ => None,
        })
        .expect("the draft is stored");
    assert!(
        stored.contains("@gate 1,5 2,5 3,5 cycle 6 closed 0-2"),
        "{stored}"
    );
    // A reload gets the elements back.
    let reloaded = Page::start_with_draft("#/edit", Some(&stored));
    assert_eq!(reloaded.editor_text(), page.editor_text());
    // A test drive plays the timed track: the legend shows the gate.
    page.editor(EditorInput::TestDrive);
    assert_eq!(page.model.screen(), Screen::Play);
    let moving = page.game().moving.expect("the drive has the gate");
    assert_eq!((moving.cycle, moving.occupied.as_str()), (6, "1,5 2,5 3,5"));
}

#[test]
fn a_level_with_elements_opens_in_the_editor_with_them() {
    let mut page = Page::start_with_draft("#/level/14-drawbridge", None);
    page.run_clock(100);
    page.editor(EditorInput::Tool("road".into()));
    let level = std::fs::read_to_string("levels/14-drawbridge.txt").unwrap();
    page.send(racetrack_page::ui::Msg::Control(
        racetrack_page::ui::Control::EditTrack,
    ));
    assert_eq!(page.model.screen(), Screen::Editor);
    assert_eq!(page.editor_text(), level);
    assert_eq!(page.editor_view().cycle, 24);
}
