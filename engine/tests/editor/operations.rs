//! The track editor: every operation with its undo and redo, clipping, resizes on every side,
//! errors, the sanitiser, drafts and versions; the history (its caps, random sequences undone
//! and redone, timing figures) in `history.rs`.

use racetrack::editor::{
    Axis, EditError, Editor, MAX_BRUSH, Problem, Side, Tidy, brush_points, line_points,
};
use racetrack::track::{MAX_TRACK_POINTS, MAX_TRACK_SIDE};
use racetrack::{Cell, Grid, ParseTrackError, Point, Track};

use super::p;

fn editor(text: &str) -> Editor {
    Editor::from_text(text).unwrap()
}

/// Checks that undo gives back `before` exactly (size too), redo gives back `after`, and leaves
/// the editor as after.
fn undo_redo_round_trip(editor: &mut Editor, before: &Grid<Cell>) {
    let after = editor.grid().clone();
    assert!(editor.can_undo());
    assert!(editor.undo());
    assert_eq!(editor.grid(), before);
    assert!(editor.can_redo());
    assert!(editor.redo());
    assert_eq!(editor.grid(), &after);
    assert!(!editor.can_redo());
}

#[test]
fn a_new_track_is_all_obstacle_and_sizes_are_checked() {
    let editor = Editor::new(2, 3).unwrap();
    assert_eq!((editor.rows(), editor.cols()), (2, 3));
    assert_eq!(editor.to_text(), "###\n###\n");
    assert_eq!(editor.problems(), [Problem::NoStart, Problem::NoFinish]);
    assert_eq!(editor.to_track(), Err(ParseTrackError::NoStart));
    assert!(!editor.can_undo() && !editor.can_redo());
    assert_eq!(
        Editor::new(0, 3).unwrap_err(),
        EditError::Empty { rows: 0, cols: 3 }
    );
    assert_eq!(
        Editor::new(MAX_TRACK_SIDE + 1, 1).unwrap_err(),
        EditError::TooLarge {
            rows: MAX_TRACK_SIDE + 1,
            cols: 1
        }
    );
    assert!(matches!(
        Editor::new(MAX_TRACK_SIDE, MAX_TRACK_SIDE),
        Err(EditError::TooLarge { .. })
    ));
    assert!(Editor::new(MAX_TRACK_SIDE, MAX_TRACK_POINTS / MAX_TRACK_SIDE).is_ok());
}

#[test]
fn problems_name_what_is_missing_in_words() {
    let mut editor = editor("#..#\n");
    assert_eq!(editor.problems(), [Problem::NoStart, Problem::NoFinish]);
    assert_eq!(
        Problem::NoStart.words(),
        "No start: paint at least one start point."
    );
    assert!(Problem::NoFinish.words().starts_with("No finish"));
    editor.rect(p(0, 1), p(0, 1), Cell::Start);
    assert_eq!(editor.problems(), [Problem::NoFinish]);
    assert_eq!(editor.to_track(), Err(ParseTrackError::NoFinish));
    editor.rect(p(0, 2), p(0, 2), Cell::Finish);
    assert!(editor.problems().is_empty());
    let track = editor.to_track().unwrap();
    assert_eq!(track.to_string(), "#>*#\n");
    assert_eq!(Editor::from_track(&track).grid(), track.grid());
}

#[test]
fn an_unfinished_draft_reads_and_writes_back() {
    let draft = editor("#..\r\n##\n\n\n");
    assert_eq!((draft.rows(), draft.cols()), (2, 3));
    assert_eq!(draft.to_text(), "#..\n###\n");
    assert_eq!(draft.problems(), [Problem::NoStart, Problem::NoFinish]);
    let no_finish = editor(">..\n");
    assert_eq!(no_finish.problems(), [Problem::NoFinish]);
    assert_eq!(
        editor(no_finish.to_text().as_str()).grid(),
        no_finish.grid()
    );
    // Other reasons not to read a text stay errors, with the parser's details.
    assert_eq!(
        Editor::from_text("#.\n#x").unwrap_err(),
        EditError::Parse(ParseTrackError::UnknownCharacter {
            line: 2,
            column: 2,
            character: 'x'
        })
    );
    assert_eq!(
        Editor::from_text("\n\n").unwrap_err(),
        EditError::Parse(ParseTrackError::Empty)
    );
    let too_wide = "#".repeat(MAX_TRACK_SIDE + 1);
    assert!(matches!(
        Editor::from_text(&too_wide),
        Err(EditError::Parse(ParseTrackError::SideTooLong { .. }))
    ));
}

#[test]
fn brushes_are_squares_and_even_sizes_extend_down_and_right() {
    let three: Vec<Point> = brush_points(p(5, 5), 3).collect();
    assert_eq!(three.len(), 9);
    assert!(
        three
            .iter()
            .all(|q| (4..=6).contains(&q.row) && (4..=6).contains(&q.col))
    );
    let four: Vec<Point> = brush_points(p(5, 5), 4).collect();
    assert_eq!(four.first(), Some(&p(4, 4)));
    assert_eq!(four.last(), Some(&p(7, 7)));
    assert_eq!(brush_points(p(0, 0), 0).count(), 1);
    assert_eq!(
        brush_points(p(0, 0), 100).count(),
        (MAX_BRUSH * MAX_BRUSH) as usize
    );
}

#[test]
fn lines_step_along_the_longer_axis() {
    let line = line_points(p(0, 0), p(4, 2));
    assert_eq!(line.len(), 5);
    assert_eq!(line.first(), Some(&p(0, 0)));
    assert_eq!(line.last(), Some(&p(4, 2)));
    for pair in line.windows(2) {
        assert_eq!(pair[1].row - pair[0].row, 1);
        assert!((0..=1).contains(&(pair[1].col - pair[0].col)));
    }
    // A segment to a point far off any grid stays short.
    assert!(line_points(p(0, 0), p(i32::MAX, i32::MIN)).len() <= MAX_TRACK_SIDE + 20);
}

#[test]
fn a_stroke_of_many_segments_is_one_step() {
    let mut editor = Editor::new(5, 5).unwrap();
    let before = editor.grid().clone();
    editor.begin_stroke();
    assert!(editor.in_stroke());
    editor.stroke_to(p(0, 0), p(0, 4), Cell::Road, 1);
    editor.stroke_to(p(0, 4), p(4, 4), Cell::Road, 1);
    editor.stroke_to(p(4, 4), p(4, 4), Cell::Finish, 1);
    // The grid shows the stroke while it is drawn.
    assert_eq!(editor.grid()[p(2, 4)], Cell::Road);
    editor.end_stroke();
    assert_eq!(editor.undo_steps(), 1);
    assert_eq!(editor.to_text(), ".....\n####.\n####.\n####.\n####*\n");
    undo_redo_round_trip(&mut editor, &before);
}

#[test]
fn an_empty_stroke_leaves_no_step() {
    let mut editor = Editor::new(3, 3).unwrap();
    editor.begin_stroke();
    editor.end_stroke();
    editor.begin_stroke();
    editor.stroke_to(p(1, 1), p(1, 1), Cell::Obstacle, 3);
    editor.stroke_to(p(-9, -9), p(-9, 9), Cell::Road, 3);
    editor.end_stroke();
    // Painted and painted back within one stroke: no step either.
    editor.begin_stroke();
    editor.stroke_to(p(1, 1), p(1, 1), Cell::Road, 1);
    editor.stroke_to(p(1, 1), p(1, 1), Cell::Obstacle, 1);
    editor.end_stroke();
    assert_eq!(editor.undo_steps(), 0);
    assert!(!editor.can_undo());
}

#[test]
fn strokes_are_clipped_at_the_edges() {
    let mut editor = Editor::new(4, 4).unwrap();
    editor.begin_stroke();
    // A 3-point brush at the corner paints only its on-grid quarter.
    editor.stroke_to(p(0, 0), p(0, 0), Cell::Road, 3);
    // From far off the grid to far off the other side, across it.
    editor.stroke_to(p(-1000, 3), p(1_000_000, 3), Cell::Finish, 1);
    editor.stroke_to(p(i32::MIN, i32::MIN), p(i32::MAX, i32::MAX), Cell::Start, 1);
    // A brush centred just off the grid still reaches onto it.
    editor.stroke_to(p(5, 0), p(5, 0), Cell::Road, 5);
    editor.end_stroke();
    assert_eq!(editor.to_text(), ">.#*\n.>#*\n##>*\n...>\n");
    assert_eq!(editor.undo_steps(), 1);
    assert!(editor.undo());
    assert_eq!(editor.to_text(), "####\n####\n####\n####\n");
}

#[test]
fn a_line_is_one_step_and_counts_what_changed() {
    let mut editor = Editor::new(5, 7).unwrap();
    let before = editor.grid().clone();
    assert_eq!(editor.line(p(2, 0), p(2, 6), Cell::Road, 3), 21);
    assert_eq!(
        editor.to_text(),
        "#######\n.......\n.......\n.......\n#######\n"
    );
    // Painting again changes nothing and leaves no step.
    assert_eq!(editor.line(p(2, 0), p(2, 6), Cell::Road, 3), 0);
    assert_eq!(editor.undo_steps(), 1);
    undo_redo_round_trip(&mut editor, &before);
    // An even brush reaches one further down and right.
    assert_eq!(editor.line(p(4, 5), p(4, 5), Cell::Start, 2), 2);
    assert_eq!(editor.grid()[p(4, 6)], Cell::Start);
}

#[test]
fn a_new_edit_clears_redo() {
    let mut editor = Editor::new(3, 3).unwrap();
    editor.line(p(0, 0), p(0, 2), Cell::Road, 1);
    editor.line(p(1, 0), p(1, 2), Cell::Road, 1);
    assert!(editor.undo());
    assert!(editor.can_redo());
    editor.rect(p(2, 2), p(2, 2), Cell::Finish);
    assert!(!editor.can_redo());
    assert!(!editor.redo());
    assert_eq!(editor.to_text(), "...\n###\n##*\n");
    assert!(editor.undo() && editor.undo());
    assert!(!editor.undo());
    assert_eq!(editor.to_text(), "###\n###\n###\n");
}

#[test]
fn a_rectangle_takes_its_corners_in_any_order_and_is_clipped() {
    let mut editor = Editor::new(4, 5).unwrap();
    let before = editor.grid().clone();
    assert_eq!(editor.rect(p(2, 3), p(1, 1), Cell::Road), 6);
    assert_eq!(editor.to_text(), "#####\n#...#\n#...#\n#####\n");
    undo_redo_round_trip(&mut editor, &before);
    assert_eq!(editor.rect(p(-10, 3), p(100, 100), Cell::Finish), 8);
    assert_eq!(editor.to_text(), "###**\n#..**\n#..**\n###**\n");
    assert_eq!(editor.rect(p(-10, -10), p(-1, 100), Cell::Road), 0);
    assert_eq!(editor.undo_steps(), 2);
}

#[test]
fn fill_takes_the_4_connected_region_of_the_kind_at_the_point() {
    let mut editor = editor("..#.\n.#..\n#...\n");
    let before = editor.grid().clone();
    // The top-left region touches the rest only diagonally.
    assert_eq!(editor.fill(p(0, 0), Cell::Start), 3);
    assert_eq!(editor.to_text(), ">>#.\n>#..\n#...\n");
    undo_redo_round_trip(&mut editor, &before);
    assert_eq!(editor.fill(p(2, 3), Cell::Finish), 6);
    assert_eq!(editor.to_text(), ">>#*\n>#**\n#***\n");
    // Obstacle is a kind like any other; these three touch only diagonally.
    assert_eq!(editor.fill(p(1, 1), Cell::Road), 1);
    assert_eq!(editor.to_text(), ">>#*\n>.**\n#***\n");
    assert_eq!(editor.fill(p(0, 0), Cell::Start), 0);
    assert_eq!(editor.fill(p(9, 9), Cell::Road), 0);
    assert_eq!(editor.undo_steps(), 3);
}

#[test]
fn fill_covers_a_large_grid_without_recursion() {
    let mut editor = Editor::new(1000, 1000).unwrap();
    // Road rows with one gap each make the obstacle a single serpentine region, the worst case
    // for a recursive fill.
    for r in (1..1000).step_by(2) {
        let gap = if r % 4 == 1 { 999 } else { 0 };
        editor.line(p(r, 0), p(r, 999), Cell::Road, 1);
        editor.rect(p(r, gap), p(r, gap), Cell::Obstacle);
    }
    let before = editor.grid().clone();
    let obstacles = before
        .as_slice()
        .iter()
        .filter(|&&c| c == Cell::Obstacle)
        .count();
    // The obstacles form one winding region, every row joined to the next at alternate ends.
    assert_eq!(editor.fill(p(0, 0), Cell::Road), obstacles);
    assert!(editor.grid().as_slice().iter().all(|&c| c == Cell::Road));
    assert!(editor.undo());
    assert_eq!(editor.grid(), &before);
    let mut blank = Editor::new(1000, 1000).unwrap();
    assert_eq!(blank.fill(p(500, 500), Cell::Road), 1_000_000);
    assert!(blank.grid().as_slice().iter().all(|&c| c == Cell::Road));
}

#[test]
fn rows_and_columns_go_in_and_out_anywhere() {
    let mut editor = editor(">.\n.*\n");
    let before = editor.grid().clone();
    editor.insert_rows(1, 2, Cell::Road).unwrap();
    assert_eq!(editor.to_text(), ">.\n..\n..\n.*\n");
    undo_redo_round_trip(&mut editor, &before);
    let before = editor.grid().clone();
    editor.insert_cols(1, 1, Cell::Finish).unwrap();
    assert_eq!(editor.to_text(), ">*.\n.*.\n.*.\n.**\n");
    undo_redo_round_trip(&mut editor, &before);
    let before = editor.grid().clone();
    editor.insert_cols(3, 1, Cell::Obstacle).unwrap();
    editor.insert_rows(4, 1, Cell::Start).unwrap();
    assert_eq!(editor.to_text(), ">*.#\n.*.#\n.*.#\n.**#\n>>>>\n");
    editor.remove_rows(1, 2).unwrap();
    assert_eq!(editor.to_text(), ">*.#\n.**#\n>>>>\n");
    editor.remove_cols(1, 2).unwrap();
    assert_eq!(editor.to_text(), ">#\n.#\n>>\n");
    assert_eq!((editor.rows(), editor.cols()), (3, 2));
    for _ in 0..4 {
        assert!(editor.undo());
    }
    assert_eq!(editor.grid(), &before);
    // Nothing inserted or removed: no step.
    editor.insert_rows(0, 0, Cell::Road).unwrap();
    editor.remove_cols(2, 0).unwrap();
    assert_eq!(editor.undo_steps(), 2);
}

#[test]
fn grow_and_shrink_work_on_every_side() {
    let mut editor = editor(">*\n");
    let before = editor.grid().clone();
    editor.grow(Side::Top, 1).unwrap();
    editor.grow(Side::Bottom, 2).unwrap();
    editor.grow(Side::Left, 1).unwrap();
    editor.grow(Side::Right, 3).unwrap();
    assert_eq!(editor.to_text(), "######\n#>*###\n######\n######\n");
    assert_eq!((editor.rows(), editor.cols()), (4, 6));
    editor.shrink(Side::Right, 2).unwrap();
    editor.shrink(Side::Bottom, 1).unwrap();
    editor.shrink(Side::Left, 1).unwrap();
    editor.shrink(Side::Top, 1).unwrap();
    assert_eq!(editor.to_text(), ">*#\n###\n");
    for _ in 0..8 {
        assert!(editor.undo());
    }
    assert_eq!(editor.grid(), &before);
    for _ in 0..8 {
        assert!(editor.redo());
    }
    assert_eq!(editor.to_text(), ">*#\n###\n");
}

#[test]
fn resizes_that_cannot_be_done_are_errors_and_change_nothing() {
    let mut editor = editor(">.\n.*\n");
    let version = editor.version();
    assert_eq!(
        editor.remove_rows(0, 2),
        Err(EditError::RemovesEvery {
            axis: Axis::Rows,
            len: 2
        })
    );
    assert_eq!(
        editor.shrink(Side::Left, 2),
        Err(EditError::RemovesEvery {
            axis: Axis::Cols,
            len: 2
        })
    );
    assert_eq!(
        editor.shrink(Side::Bottom, 7),
        Err(EditError::RemovesEvery {
            axis: Axis::Rows,
            len: 2
        })
    );
    assert_eq!(
        editor.remove_cols(1, 2),
        Err(EditError::OutOfRange {
            axis: Axis::Cols,
            at: 1,
            n: 2,
            len: 2
        })
    );
    assert_eq!(
        editor.remove_rows(1, usize::MAX),
        Err(EditError::OutOfRange {
            axis: Axis::Rows,
            at: 1,
            n: usize::MAX,
            len: 2
        })
    );
    assert!(matches!(
        editor.insert_rows(3, 1, Cell::Road),
        Err(EditError::OutOfRange { .. })
    ));
    assert_eq!(
        editor.grow(Side::Right, MAX_TRACK_SIDE),
        Err(EditError::TooLarge {
            rows: 2,
            cols: MAX_TRACK_SIDE + 2
        })
    );
    assert_eq!(
        editor.insert_cols(0, usize::MAX, Cell::Road),
        Err(EditError::TooLarge {
            rows: 2,
            cols: usize::MAX
        })
    );
    // Each side within bounds, too many points in all.
    editor.grow(Side::Right, MAX_TRACK_SIDE - 2).unwrap();
    assert!(matches!(
        editor.grow(Side::Bottom, MAX_TRACK_SIDE / 2),
        Err(EditError::TooLarge { .. })
    ));
    assert!(editor.undo());
    assert_eq!(editor.to_text(), ">.\n.*\n");
    assert_eq!(editor.version(), version + 2);
    let message = EditError::RemovesEvery {
        axis: Axis::Cols,
        len: 2,
    }
    .to_string();
    assert_eq!(
        message,
        "cannot remove all 2 columns: a track keeps at least one"
    );
}

#[test]
fn replace_loads_another_grid_as_one_undoable_step() {
    let mut editor = editor(">*\n");
    let before = editor.grid().clone();
    let level: Track = "#####\n#>.*#\n#####\n".parse().unwrap();
    editor.replace(level.grid().clone()).unwrap();
    assert_eq!(editor.grid(), level.grid());
    undo_redo_round_trip(&mut editor, &before);
    assert_eq!(
        editor.replace(Grid::new(0, 4, Cell::Road)),
        Err(EditError::Empty { rows: 0, cols: 4 })
    );
    assert!(matches!(
        editor.replace(Grid::new(1, MAX_TRACK_SIDE + 1, Cell::Road)),
        Err(EditError::TooLarge { .. })
    ));
    // The same grid again is no change.
    editor.replace(level.grid().clone()).unwrap();
    assert_eq!(editor.undo_steps(), 1);
}

#[test]
fn tidy_clears_unusable_road_and_crops_to_a_margin() {
    let messy = "\
##########
##########
##..##..##
##>.##.*##
##....#.##
#########.
##########
";
    let mut editor = editor(messy);
    let before = editor.grid().clone();
    let tidy = editor.tidy();
    // The right pocket holds only a finish, the corner point neither: no car can use them.
    // Left with the start alone, the left part is cleared too.
    assert_eq!(tidy.cells_cleared, 8 + 5 + 1);
    assert_eq!(editor.problems(), [Problem::NoStart, Problem::NoFinish]);
    assert!(editor.undo());
    assert_eq!(editor.grid(), &before);

    // Joined to the finish, the track keeps its road; the lone corner point goes.
    editor.rect(p(4, 6), p(4, 6), Cell::Road);
    let tidy = editor.tidy();
    assert_eq!(
        tidy,
        Tidy {
            rows_removed: 2,
            cols_removed: 2,
            top: 1,
            left: 1,
            cells_cleared: 1
        }
    );
    assert_eq!(
        editor.to_text(),
        "\
########
#..##..#
#>.##.*#
#......#
########
"
    );
    assert_eq!(
        tidy.words(),
        "Removed 2 rows and 2 columns; cleared 1 unusable point."
    );
    // Tidy again: nothing to do, no step.
    let steps = editor.undo_steps();
    assert!(editor.tidy().is_nothing());
    assert_eq!(editor.undo_steps(), steps);
    assert!(editor.undo());
    assert_eq!(editor.rows(), 7);
    assert_eq!(editor.grid()[p(5, 9)], Cell::Road);
}

#[test]
fn tidy_keeps_road_that_touches_the_edge() {
    let mut editor = editor(">.*\n###\n###\n");
    let tidy = editor.tidy();
    assert_eq!(tidy.rows_removed, 1);
    assert_eq!(tidy.cols_removed, 0);
    assert_eq!(editor.to_text(), ">.*\n###\n");
    let mut blank = Editor::new(3, 3).unwrap();
    assert!(blank.tidy().is_nothing());
    assert_eq!(blank.undo_steps(), 0);
}

#[test]
fn the_version_moves_with_every_change_and_only_then() {
    let mut editor = Editor::new(3, 3).unwrap();
    let mut last = editor.version();
    let mut changed = |editor: &Editor, expect: bool| {
        assert_eq!(editor.version() != last, expect);
        last = editor.version();
    };
    editor.line(p(0, 0), p(0, 2), Cell::Road, 1);
    changed(&editor, true);
    editor.line(p(0, 0), p(0, 2), Cell::Road, 1);
    changed(&editor, false);
    editor.begin_stroke();
    editor.stroke_to(p(1, 0), p(1, 0), Cell::Start, 1);
    changed(&editor, true);
    editor.end_stroke();
    changed(&editor, false);
    editor.fill(p(2, 2), Cell::Finish);
    changed(&editor, true);
    editor.undo();
    changed(&editor, true);
    editor.redo();
    changed(&editor, true);
    editor.redo();
    changed(&editor, false);
    editor.grow(Side::Top, 2).unwrap();
    changed(&editor, true);
    let _ = editor.remove_rows(0, 9);
    changed(&editor, false);
    editor.tidy();
    changed(&editor, true);
}
