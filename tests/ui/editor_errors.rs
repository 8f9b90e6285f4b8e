//! An error shown on the editor (a test drive of a draft that cannot be driven) lies over its
//! toolbar and the player's next action there puts it away; elsewhere it stays until closed.

use racetrack::Point;
use racetrack_page::ui::Screen;
use racetrack_page::ui::editor::EditorInput;
use racetrack_page::ui::msg::PointerKind;

use crate::harness::Page;

#[test]
fn a_refused_test_drive_s_error_goes_with_the_next_action_in_the_editor() {
    let mut page = Page::start_with_draft("#/edit", None);
    assert_eq!(page.model.screen(), Screen::Editor);
    page.editor(EditorInput::TestDrive);
    assert_eq!(
        page.model.screen(),
        Screen::Editor,
        "not drivable: it stays"
    );
    let error = page.model.error().expect("the refusal says why").to_owned();
    assert!(error.contains("No start"), "{error}");
    // A tool chosen: the error is put away.
    page.editor(EditorInput::Tool("start".into()));
    assert_eq!(page.model.error(), None);
    // Again, and this time a tap on the grid puts it away.
    page.editor(EditorInput::TestDrive);
    assert!(page.model.error().is_some());
    page.editor_pointer(PointerKind::Down, Point::new(1, 1));
    assert_eq!(page.model.error(), None);
}
