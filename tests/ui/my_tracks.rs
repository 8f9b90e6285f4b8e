//! "My tracks": the tracks the player opens (from a file, a paste or a link, generated,
//! test-driven) are kept newest first, once each, across visits, saying where they came from; each opens, opens in the editor, or is deleted after a
//! question; the levels and the daily track are not kept; damaged storage is set aside.

use racetrack_page::ui::Msg;
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::my_tracks::{DAMAGED_KEY, MyTrackInput, TRACKS_KEY};
use racetrack_page::ui::{Control, Effect, Screen};

use crate::harness::Page;

const OVAL: &str = "#########\n#>.....*#\n#########\n";

fn names(page: &Page) -> Vec<String> {
    page.view()
        .my_tracks
        .iter()
        .map(|r| r.name.clone())
        .collect()
}

#[test]
fn opened_tracks_are_kept_newest_first_and_open_edit_and_delete() {
    let mut page = Page::start("#/level/03-hairpin");
    page.send(Msg::RandomTrack(42));
    page.paste(OVAL);
    page.send(Msg::OpenDaily);
    page.send(Msg::Control(Control::Menu));
    let rows = page.view().my_tracks;
    assert_eq!(
        rows.len(),
        2,
        "neither the level nor the daily track: {rows:?}"
    );
    assert_eq!(rows[0].details, "9 × 3, pasted");
    assert_eq!(rows[1].name, "Random track 42");
    assert!(rows[1].details.ends_with("generated"));
    // The same track again is not doubled.
    page.paste(OVAL);
    page.send(Msg::Control(Control::Menu));
    assert_eq!(page.view().my_tracks.len(), 2);

    // Across a visit.
    let mut page = page.reload("");
    assert_eq!(names(&page), names(&page.reload("")));
    assert_eq!(page.view().my_tracks.len(), 2);
    page.send(Msg::MyTrack(MyTrackInput::Open(1)));
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.view().title, "Random track 42");
    page.send(Msg::Control(Control::Menu));
    assert_eq!(
        names(&page)[0],
        "Random track 42",
        "opened again, it comes first"
    );
    let rows = page.view().my_tracks;
    assert!(
        rows[0].details.ends_with("generated"),
        "opened from My tracks, it still says where it came from: {rows:?}"
    );
    page.send(Msg::MyTrack(MyTrackInput::Edit(1)));
    assert_eq!(page.model.screen(), Screen::Editor);
    let grid = page.model.editing().unwrap().editor.to_track().unwrap();
    assert_eq!(grid.to_string().trim_end(), OVAL.trim_end());

    page.send(Msg::Control(Control::Menu));
    let before = names(&page);
    let asked = page.send(Msg::MyTrack(MyTrackInput::AskDelete(0))).to_vec();
    let [Effect::Confirm { question, then }] = asked.as_slice() else {
        panic!("a question first: {asked:?}");
    };
    assert!(question.contains(&before[0]), "{question}");
    assert_eq!(names(&page), before, "nothing goes before the answer");
    page.send((**then).clone());
    assert_eq!(names(&page), before[1..].to_vec());
    assert!(!page.storage[TRACKS_KEY].contains(&before[0]));
    assert_eq!(
        page.send(Msg::MyTrack(MyTrackInput::Delete(7))),
        &[] as &[Effect]
    );
}

#[test]
fn a_test_drive_is_kept_under_the_draft_s_name() {
    let mut page = Page::start("");
    page.paste(OVAL);
    page.control(Control::EditTrack);
    assert_eq!(page.model.screen(), Screen::Editor);
    page.editor(racetrack_page::ui::editor::EditorInput::TestDrive);
    assert_eq!(
        page.model.screen(),
        Screen::Play,
        "the draft is test-driven"
    );
    page.send(Msg::Control(Control::Menu));
    let rows = page.view().my_tracks;
    assert_eq!(rows.len(), 1, "the same track, kept once: {rows:?}");
    assert!(rows[0].details.ends_with("from the editor"), "{rows:?}");
    assert!(!rows[0].name.starts_with("Test drive"), "{rows:?}");
}

#[test]
fn damaged_stored_tracks_are_set_aside_with_a_message() {
    let mut page = Page::start("");
    page.storage.insert(TRACKS_KEY, "{\"no\": [".into());
    let page = page.reload("");
    assert!(page.view().my_tracks.is_empty());
    assert!(page.view().notice.unwrap().contains(DAMAGED_KEY));
    assert_eq!(page.storage[DAMAGED_KEY], "{\"no\": [");
    assert_eq!(page.storage[TRACKS_KEY], "[]");
}

#[test]
fn pasted_tracks_are_told_apart_by_a_number() {
    let mut page = Page::start("");
    page.paste(OVAL);
    page.paste("##########\n#>......*#\n##########\n");
    page.paste("###########\n#>.......*#\n###########\n");
    page.send(Msg::Control(Control::Menu));
    assert_eq!(
        names(&page),
        ["Pasted track (3)", "Pasted track (2)", "Pasted track"]
    );
    // A track opened again keeps its name, and a name freed is taken again.
    page.send(Msg::MyTrack(MyTrackInput::Open(2)));
    page.send(Msg::Control(Control::Menu));
    assert_eq!(names(&page)[0], "Pasted track");
    page.send(Msg::MyTrack(MyTrackInput::Delete(1)));
    page.paste("############\n#>........*#\n############\n");
    page.send(Msg::Control(Control::Menu));
    assert_eq!(names(&page)[0], "Pasted track (3)");
}

#[test]
fn a_track_says_whether_it_came_from_a_file_a_paste_or_a_link() {
    let mut page = Page::start("");
    page.read_file(FilePurpose::Track, "oval.txt", OVAL.as_bytes());
    let link = page.history.last().cloned().expect("the track's address");
    page.paste("##########\n#>......*#\n##########\n");
    page.send(Msg::Control(Control::Menu));
    let details = |page: &Page| -> Vec<String> {
        page.view()
            .my_tracks
            .into_iter()
            .map(|r| r.details)
            .collect()
    };
    assert_eq!(
        details(&page),
        ["10 × 3, pasted", "9 × 3, opened from a file"]
    );

    // The same track from its link, on a page that had not kept it.
    let mut page = Page::start(&link);
    page.send(Msg::Control(Control::Menu));
    assert_eq!(details(&page), ["9 × 3, opened from a link"]);

    // A list kept before the three were told apart still reads, with its words.
    let mut page = Page::start("");
    let old = r##"[{"name":"old","origin":"opened","track":"#>.*#"}]"##;
    page.storage.insert(TRACKS_KEY, old.into());
    let page = page.reload("");
    assert_eq!(
        details(&page),
        ["5 × 1, opened from a file, a paste or a link"]
    );
}
