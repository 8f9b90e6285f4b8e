//! The editor canvas under two fingers: a pinch zooms and moves the view and paints nothing, and
//! what the first finger had painted before the second came down goes back.

use racetrack::Point;
use racetrack_page::ui::editor::EditorInput;
use racetrack_page::ui::{Msg, PointerKind};

use crate::harness::Page;

const CORRIDOR: &str = "############\n#>........*#\n#..........#\n#..........#\n############\n";

fn draft_json(name: &str, text: &str) -> String {
    serde_json::json!({ "version": 1, "name": name, "track": text }).to_string()
}

/// Pointer `id`'s event at (`x`, `y`) on the editor canvas.
fn finger(page: &mut Page, kind: PointerKind, id: i32, (x, y): (f64, f64)) {
    page.send(Msg::Pointer { kind, id, x, y });
}

#[test]
fn two_fingers_zoom_and_move_the_view_and_paint_nothing() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    page.editor(EditorInput::Tool("wall".into()));
    let camera = page.model.editing().unwrap().camera;
    let (a, b) = (camera.xy(Point::new(2, 3)), camera.xy(Point::new(2, 5)));
    // The first finger paints walls with the pen as it goes down and moves...
    finger(&mut page, PointerKind::Down, 1, a);
    finger(&mut page, PointerKind::Move, 1, (a.0, a.1 + 1.0));
    assert_ne!(page.editor_text(), CORRIDOR, "one finger draws");
    // ...but a second finger makes it a pinch: what it painted goes back, and spreading the
    // fingers zooms in around their middle, which follows them.
    finger(&mut page, PointerKind::Down, 2, b);
    assert_eq!(page.editor_text(), CORRIDOR, "a pinch paints nothing");
    let zoom = page.editor_view().zoom;
    let mid = ((a.0 + b.0) / 2.0, (a.1 + b.1) / 2.0);
    let under = page.model.editing().unwrap().camera.point_at(mid.0, mid.1);
    let spread = (b.0 - a.0) / 2.0;
    finger(&mut page, PointerKind::Move, 1, (a.0 - spread, a.1 + 10.0));
    finger(&mut page, PointerKind::Move, 2, (b.0 + spread, b.1 + 10.0));
    assert!(
        page.editor_view().zoom > zoom,
        "{} > {zoom}",
        page.editor_view().zoom
    );
    let moved = page.model.editing().unwrap().camera;
    assert_eq!(moved.point_at(mid.0, mid.1 + 10.0), under);
    // One finger lifted, the other moving still paints nothing; once both are up one draws.
    finger(&mut page, PointerKind::Up, 2, b);
    finger(&mut page, PointerKind::Move, 1, a);
    finger(&mut page, PointerKind::Up, 1, a);
    assert_eq!(page.editor_text(), CORRIDOR);
    let view = page.editor_view();
    assert!(
        !view.can_undo && !view.can_redo,
        "nothing to take back or put back"
    );
    let c = moved.xy(Point::new(2, 3));
    finger(&mut page, PointerKind::Down, 3, c);
    finger(&mut page, PointerKind::Up, 3, c);
    assert_ne!(
        page.editor_text(),
        CORRIDOR,
        "a press after the pinch draws"
    );
}
