//! The editor's draft keeps its decor across a reload (stored apart from the draft, when it
//! changes), drops it when it is removed, refuses to keep one too large, and opens without a
//! stored decor it cannot read.

use racetrack::image::{Picture, encode_png, track_picture};
use racetrack_page::ui::editor::{DRAFT_DECOR_KEY, DRAFT_KEY, EditorInput};
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::import::ImagePurpose;
use racetrack_page::ui::{Effect, Msg};

use crate::harness::Page;

const DECOR: FilePurpose = FilePurpose::Images(ImagePurpose::Decor);
const CORRIDOR: &str = "##########\n#>......*#\n##########\n";

fn draft() -> String {
    serde_json::json!({ "version": 1, "name": "Corridor", "track": CORRIDOR }).to_string()
}

/// The editor on the corridor draft, with `picture` laid under it as `name`.
fn with_decor(name: &str, picture: &Picture) -> Page {
    let mut page = Page::start_with_draft("#/edit", Some(&draft()));
    page.send(Msg::FilesRead {
        purpose: DECOR,
        files: vec![(name.into(), Ok(encode_png(picture)))],
    });
    page
}

fn decor_of(page: &Page) -> Option<(String, Picture)> {
    let d = page.model.editing()?.decor.clone()?;
    Some((d.name.clone(), d.picture.clone()))
}

#[test]
fn a_reload_brings_the_draft_back_with_its_decor() {
    let picture = track_picture(&CORRIDOR.parse().unwrap(), 8);
    let page = with_decor("corridor-decor.png", &picture);
    assert_eq!(page.model.error(), None);
    assert!(page.storage[DRAFT_DECOR_KEY].len() > 10);
    let stores = |page: &Page| {
        page.log
            .iter()
            .filter(|e| matches!(e, Effect::Store { key, .. } if *key == DRAFT_DECOR_KEY))
            .count()
    };
    let written = stores(&page);
    let mut again = page.reload("#/edit");
    assert_eq!(
        decor_of(&again),
        Some(("corridor-decor.png".into(), picture)),
        "the same pixels under the same name"
    );
    // Editing the track does not write the decor again.
    again.editor(EditorInput::Tool("wall".into()));
    assert_eq!(stores(&again), 0, "read back, not rewritten");
    assert!(again.storage.contains_key(DRAFT_KEY));
    assert!(written >= 1);
}

#[test]
fn a_removed_decor_stays_removed_after_a_reload() {
    let picture = track_picture(&CORRIDOR.parse().unwrap(), 4);
    let mut page = with_decor("d.png", &picture);
    page.editor(EditorInput::RemoveDecor);
    assert_eq!(page.storage[DRAFT_DECOR_KEY], "");
    assert_eq!(decor_of(&page.reload("#/edit")), None);
}

#[test]
fn a_decor_too_large_to_keep_is_said_so_and_not_stored() {
    let picture = Picture::filled(1500, 1000, [20, 120, 40, 255]);
    let page = with_decor("huge-decor.png", &picture);
    assert!(
        decor_of(&page).is_some(),
        "it is laid under the draft all the same"
    );
    let note = page.editor_view().note.unwrap_or_default();
    assert!(
        note.contains("huge-decor.png is too large to keep"),
        "{note}"
    );
    assert_eq!(page.storage[DRAFT_DECOR_KEY], "");
}

#[test]
fn a_damaged_stored_decor_is_a_remark_and_the_draft_opens() {
    let picture = track_picture(&CORRIDOR.parse().unwrap(), 4);
    let mut page = with_decor("d.png", &picture);
    let stored = page.storage[DRAFT_DECOR_KEY].clone();
    for damaged in [
        "{not json".to_string(),
        stored.replace("\"width\":40", "\"width\":41"),
        stored.replace("\"rgba\":\"", "\"rgba\":\"!!"),
        r#"{"version":1,"width":100000,"height":100000,"rgba":""}"#.to_string(),
    ] {
        page.storage.insert(DRAFT_DECOR_KEY, damaged.clone());
        let again = page.reload("#/edit");
        assert_eq!(again.model.error(), None, "{damaged}");
        assert_eq!(decor_of(&again), None, "{damaged}");
        assert_eq!(again.editor_text(), CORRIDOR);
        let note = again.editor_view().note.unwrap_or_default();
        assert!(
            note.starts_with("The draft's decor could not be read"),
            "{note}"
        );
    }
}
