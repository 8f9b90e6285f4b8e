//! Moving elements in the editor engine: kept with the grid, written by the tools' lines,
//! undone and redone, moved by resizes and tidy, and never lost when a line does not read.

use racetrack::Track;
use racetrack::editor::{Editor, Problem, gate_line, train_line};
use racetrack::track::elements::ElementError;

use super::p;

const GATED: &str = "#######\n#>...*#\n#.....#\n#######\n@gate 1,3 2,3 cycle 4 closed 0-1\n";

#[test]
fn a_track_with_elements_opens_and_comes_back_whole() {
    let track: Track = GATED.parse().unwrap();
    let editor = Editor::from_track(&track);
    assert_eq!(editor.elements(), "@gate 1,3 2,3 cycle 4 closed 0-1\n");
    assert_eq!(editor.to_text(), GATED);
    assert_eq!(editor.to_track().unwrap(), track);
    assert!(editor.problems().is_empty());
    // A draft's text (no finish yet) keeps its lines too.
    let draft = Editor::from_text(&GATED.replace('*', ".")).unwrap();
    assert_eq!(draft.elements(), editor.elements());
    assert_eq!(draft.problems(), [Problem::NoFinish]);
}

#[test]
fn adding_and_removing_elements_are_steps() {
    let mut editor = Editor::from_text("#######\n#>...*#\n#.....#\n#######\n").unwrap();
    editor.add_element(&gate_line(&[p(1, 3), p(2, 3)]));
    editor.add_element(&train_line(&[p(2, 1), p(2, 2), p(2, 3), p(2, 4)]));
    let track = editor.to_track().unwrap();
    assert_eq!(track.elements().elements().len(), 2);
    assert_eq!(
        track.elements().cycle(),
        30,
        "gate 10, shuttle of 4 points: 6 -> lcm 30"
    );
    assert!(editor.remove_element(0));
    assert!(!editor.remove_element(5));
    assert_eq!(
        editor.elements(),
        "@train 2,1 2,2 2,3 2,4 length 3 speed 1\n"
    );
    assert!(editor.undo());
    assert_eq!(editor.to_track().unwrap().elements().elements().len(), 2);
    assert!(editor.undo());
    assert!(editor.undo());
    assert_eq!(editor.elements(), "");
    assert!(editor.redo());
    assert!(
        editor
            .elements()
            .starts_with("@gate 1,3 2,3 cycle 10 closed 0-4")
    );
    // The same lines again change nothing and leave no step.
    let steps = editor.undo_steps();
    editor.set_elements(&format!("{}\n\n", editor.elements()));
    assert_eq!(editor.undo_steps(), steps);
}

#[test]
fn resizes_and_tidy_move_the_elements_with_the_grid() {
    let mut editor = Editor::from_text(GATED).unwrap();
    editor.insert_rows(0, 2, racetrack::Cell::Obstacle).unwrap();
    editor.insert_cols(2, 1, racetrack::Cell::Road).unwrap();
    assert_eq!(editor.elements(), "@gate 3,4 4,4 cycle 4 closed 0-1\n");
    assert!(editor.to_track().is_ok());
    // Removing one of the gate's rows drops that point; removing the other drops the gate.
    editor.remove_rows(3, 1).unwrap();
    assert_eq!(editor.elements(), "@gate 3,4 cycle 4 closed 0-1\n");
    editor.remove_rows(3, 1).unwrap();
    assert_eq!(editor.elements(), "");
    editor.undo();
    editor.undo();
    assert_eq!(editor.elements(), "@gate 3,4 4,4 cycle 4 closed 0-1\n");
    editor.undo();
    assert_eq!(editor.elements(), "@gate 3,3 4,3 cycle 4 closed 0-1\n");
    // Tidy crops the two blank rows away: the gate moves up with the road.
    editor.tidy();
    assert_eq!(editor.elements(), "@gate 1,3 2,3 cycle 4 closed 0-1\n");
    assert!(editor.to_track().is_ok(), "{:?}", editor.problems());
}

#[test]
fn a_line_that_does_not_read_is_kept_and_named() {
    let mut editor = Editor::from_text(GATED).unwrap();
    editor.set_elements("@gate 1,3 cycle 4 closed 0-9\n@train 9,9 length 1 speed 1");
    assert_eq!(
        editor.problems(),
        [Problem::Elements(ElementError::RangeOutsideCycle {
            line: 1,
            start: 0,
            end: 9,
            cycle: 4
        })]
    );
    assert_eq!(
        editor.problems()[0].words(),
        "Moving elements, line 1: closed range 0-9 is not within 0-3."
    );
    assert!(editor.to_track().is_err());
    // Nothing is lost: both lines stay in the text, and a painted wall under a gate is named.
    assert!(
        editor
            .to_text()
            .ends_with("closed 0-9\n@train 9,9 length 1 speed 1\n")
    );
    editor.set_elements("@gate 0,0 cycle 4 closed 0-1");
    assert_eq!(
        editor.problems()[0].words(),
        "Moving elements, line 1: cell (0, 0) is an obstacle of the grid."
    );
}
