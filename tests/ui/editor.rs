//! The editor screen through `ui::update`: drawing from empty to solvable, the live check,
//! undo and redo, test drives, drafts in storage, image tracks and decors.

use racetrack::editor::Side;
use racetrack::image::{encode_png, track_picture};
use racetrack::search::{Solver, solve};
use racetrack::{Point, Rules, Track};
use racetrack_page::ui::editor::{DRAFT_ASIDE_KEY, DRAFT_KEY, EditorInput};
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::import::ImagePurpose;
use racetrack_page::ui::{Control, Effect, Fetch, Msg, PointerKind, Screen};

use crate::harness::Page;

/// A track drawn as an image, picked from the menu.
const IMAGES: FilePurpose = FilePurpose::Images(ImagePurpose::Track);

fn stored_draft(effects: &[Effect]) -> Option<String> {
    effects.iter().rev().find_map(|e| match e {
        Effect::Store { key, value } if *key == DRAFT_KEY => Some(value.clone()),
        _ => None,
    })
}

fn draft_json(name: &str, text: &str) -> String {
    serde_json::json!({ "version": 1, "name": name, "track": text }).to_string()
}

fn level(name: &str) -> String {
    std::fs::read_to_string(format!("{}/levels/{name}.txt", env!("CARGO_MANIFEST_DIR"))).unwrap()
}

fn optimum(text: &str) -> usize {
    let track: Track = text.parse().unwrap();
    solve(&track, Rules::Strict, Solver::Bfs).0.moves().unwrap()
}

const CORRIDOR: &str = "############\n#>........*#\n#..........#\n#..........#\n############\n";

#[test]
fn a_track_drawn_from_empty_is_checked_then_driven_to_a_win_and_back() {
    let mut page = Page::start_with_draft("#/edit", None);
    assert_eq!(page.model.screen(), Screen::Editor);
    let v = page.editor_view();
    assert_eq!((v.rows, v.cols), (20, 40));
    assert!(v.error.as_deref().unwrap().contains("start"), "{v:?}");
    // A fresh draft lacks only its ends: a step to take, shown plainly, not as a fault.
    assert!(v.unfinished, "{v:?}");
    // Driven as it is, it says what the editor's check says, how to mend it with the tools
    // (the track file's words spoke of ">" and mapcodes).
    page.editor(EditorInput::TestDrive);
    assert_eq!(page.model.screen(), Screen::Editor);
    assert_eq!(
        page.model.error().unwrap(),
        "The draft cannot be driven yet. No start: paint at least one start point. \
         No finish: paint at least one finish point."
    );
    page.editor(EditorInput::New {
        rows: "5".into(),
        cols: "12".into(),
    });
    assert_eq!((page.editor_view().rows, page.editor_view().cols), (5, 12));
    page.editor(EditorInput::Tool("road".into()));
    page.editor(EditorInput::Brush(1));
    let mut all = page.editor_drag(&[Point::new(2, 1), Point::new(2, 5), Point::new(2, 10)]);
    page.editor(EditorInput::Tool("start".into()));
    all.extend(page.editor_drag(&[Point::new(2, 1)]));
    page.editor(EditorInput::Tool("finish".into()));
    all.extend(page.editor_drag(&[Point::new(2, 10)]));
    let text = page.editor_text();
    assert_eq!(text.lines().nth(2).unwrap(), "#>........*#");
    assert_eq!(stored_draft(&all), Some(draft_json("My track", &text)));
    assert!(page.editor_view().error.is_none());
    assert!(page.run_clock(1000) < 1000);
    let best = optimum(&text);
    assert_eq!(page.editor_view().optimum, Some(best));
    assert!(page.editor_view().status.contains(&format!("{best} moves")));

    page.editor(EditorInput::TestDrive);
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.history.last().unwrap(), "#/edit/drive");
    assert_eq!(page.game().source, racetrack_page::ui::view::Source::Draft);
    assert_eq!(page.game().edit_label, "Edit");
    let track: Track = text.parse().unwrap();
    let line = solve(&track, Rules::Strict, Solver::Bfs).0;
    for &p in line.trajectory().unwrap() {
        page.click(p);
    }
    assert_eq!(page.game().state.name(), "won");
    // The first Escape closes the win box, the second goes back to the editor.
    page.key("Escape");
    assert!(page.game().message.is_none());
    page.key("Escape");
    assert_eq!(page.model.screen(), Screen::Editor);
    assert_eq!(
        page.editor_text(),
        text,
        "the draft is unchanged by the drive"
    );
    assert!(page.editor_view().can_undo);
    page.editor(EditorInput::TestDrive);
    assert_eq!(
        page.game().state.name(),
        "placing",
        "each test drive is a fresh run"
    );
}

#[test]
fn walling_off_the_road_makes_it_unsolvable_and_undo_restores_the_optimum() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    assert_eq!(page.editor_text(), CORRIDOR);
    page.run_clock(1000);
    let best = optimum(CORRIDOR);
    assert_eq!(page.editor_view().optimum, Some(best));
    page.editor(EditorInput::Tool("wall".into()));
    page.editor(EditorInput::Tool("line".into()));
    page.editor(EditorInput::Brush(1));
    page.editor_drag(&[Point::new(1, 6), Point::new(2, 6), Point::new(3, 6)]);
    page.run_clock(1000);
    let v = page.editor_view();
    assert_eq!(v.optimum, None);
    assert!(v.status.starts_with("Unsolvable"), "{}", v.status);
    assert!(page.model.editing().is_some());
    page.ctrl_key("z", false);
    assert!(page.prevented());
    page.run_clock(1000);
    assert_eq!(page.editor_view().optimum, Some(best));
    assert_eq!(page.editor_text(), CORRIDOR);
    page.ctrl_key("z", true);
    page.run_clock(1000);
    assert_eq!(page.editor_view().optimum, None, "redo walls it off again");
}

#[test]
fn a_draft_survives_a_reload_and_a_corrupt_one_is_set_aside() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    page.editor(EditorInput::Grow(Side::Right));
    page.editor(EditorInput::Rename("Longer".into()));
    let stored = stored_draft(&page.effects).expect("the draft is stored");
    let text = page.editor_text();
    let reloaded = Page::start_with_draft("#/edit", Some(&stored));
    assert_eq!(reloaded.editor_text(), text);
    assert_eq!(reloaded.editor_view().name, "Longer");

    let broken = "{\"version\": 1, \"track\": 12";
    let page = Page::start_with_draft("#/edit", Some(broken));
    // What is wrong and where, in the page's words (not the JSON parser's English).
    assert_eq!(
        page.model.error().unwrap(),
        "Your saved draft could not be read (not a stored draft: a value missing or of the wrong kind at line 1, column 26); it was set aside and the editor starts blank."
    );
    assert_eq!(page.editor_view().rows, 20, "a blank editor");
    let aside = page.log.iter().any(
        |e| matches!(e, Effect::Store { key, value } if *key == DRAFT_ASIDE_KEY && value == broken),
    );
    assert!(aside, "{:?}", page.log);
}

#[test]
fn an_unfinished_draft_cannot_be_driven() {
    let draft = draft_json("Half", "#####\n#>..#\n#####\n");
    let page = Page::start_with_draft("#/edit/drive", Some(&draft));
    assert_eq!(page.model.screen(), Screen::Editor);
    assert!(page.model.error().unwrap().contains("finish"));
    assert_eq!(page.history.last().unwrap(), "#/edit");
}

#[test]
fn editing_a_level_copies_it_and_undo_brings_back_the_draft() {
    let mut page = Page::start_with_draft(
        "#/level/03-hairpin",
        Some(&draft_json("Corridor", CORRIDOR)),
    );
    assert_eq!(page.model.screen(), Screen::Play);
    page.control(Control::EditTrack);
    assert_eq!(page.model.screen(), Screen::Editor);
    assert_eq!(page.editor_text(), level("03-hairpin"));
    assert_eq!(page.editor_view().name, "Hairpin");
    page.ctrl_key("z", false);
    assert_eq!(page.editor_text(), CORRIDOR);
}

fn png_of(text: &str, cell: u32) -> Vec<u8> {
    encode_png(&track_picture(&text.parse().unwrap(), cell))
}

fn open_images(page: &mut Page, files: Vec<(&str, Vec<u8>)>) {
    let described = files
        .iter()
        .map(|(n, b)| (n.to_string(), b.len() as f64))
        .collect();
    let effects = page
        .send(Msg::FilesChosen {
            purpose: IMAGES,
            files: described,
        })
        .to_vec();
    assert_eq!(effects, vec![Effect::ReadFiles(IMAGES)]);
    page.send(Msg::FilesRead {
        purpose: IMAGES,
        files: files
            .into_iter()
            .map(|(n, b)| (n.to_string(), Ok(b)))
            .collect(),
    });
}

#[test]
fn an_image_track_opens_in_the_editor_and_its_pitch_can_change() {
    let mut page = Page::start_with_draft("", None);
    let hairpin = level("03-hairpin");
    open_images(&mut page, vec![("hairpin.png", png_of(&hairpin, 6))]);
    assert_eq!(page.model.error(), None);
    assert_eq!(page.model.screen(), Screen::Editor);
    assert_eq!(page.editor_text(), hairpin);
    let import = page.editor_view().import.unwrap();
    assert_eq!((import.cell, import.auto), (6, 6));
    assert_eq!(page.editor_view().name, "hairpin");
    page.editor(EditorInput::Cell(3));
    assert_eq!(page.editor_view().rows, 2 * hairpin.lines().count());
    page.ctrl_key("z", false);
    assert_eq!(page.editor_text(), hairpin);
}

#[test]
fn a_logic_image_and_a_decor_are_told_apart_in_either_order() {
    let hairpin = level("03-hairpin");
    let logic = png_of(&hairpin, 4);
    let picture = racetrack::image::decode_png(&logic).unwrap();
    // A painted decor: every pixel a slightly different colour.
    let mut decor = picture.clone();
    for (i, px) in decor.rgba.chunks_exact_mut(4).enumerate() {
        px[0] = (i * 7 % 251) as u8;
        px[1] = (i * 13 % 241) as u8;
    }
    let decor = encode_png(&decor);
    for order in [[0, 1], [1, 0]] {
        let files = [("logic.png", logic.clone()), ("scenery.png", decor.clone())];
        let mut page = Page::start_with_draft("", None);
        open_images(&mut page, order.iter().map(|&i| files[i].clone()).collect());
        assert_eq!(page.editor_text(), hairpin);
        assert_eq!(page.editor_view().decor.as_deref(), Some("scenery.png"));
        page.editor(EditorInput::TestDrive);
        assert!(page.model.session().unwrap().board.decor.is_some());
        assert!(page.scene().decor.is_some());
    }
}

#[test]
fn bad_images_get_a_clear_error_and_change_nothing() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    let effects = page.choose(IMAGES, &[("huge.png", 1e12)]);
    assert_eq!(effects, vec![Effect::ClearFilePickers]);
    assert!(page.model.error().unwrap().contains("huge.png"));
    let mut bytes = b"\x89PNG\r\n\x1a\n".to_vec();
    bytes.extend_from_slice(b"garbage");
    page.read_file(IMAGES, "broken.png", &bytes);
    assert!(page.model.error().unwrap().contains("broken.png"));
    assert_eq!(page.editor_text(), CORRIDOR);
    page.choose(IMAGES, &[("a.png", 1.0), ("b.png", 1.0), ("c.png", 1.0)]);
    assert!(page.model.error().unwrap().contains("not 3"));
}

#[test]
fn a_level_decor_is_fetched_and_laid_under_the_track() {
    let mut page = Page::start_bare("#/level/03-hairpin", Some("seen"));
    let index = serde_json::json!(["03-hairpin.decor.png", "03-hairpin.txt"]).to_string();
    page.send(Msg::Fetched {
        what: Fetch::LevelIndex,
        result: Ok(index),
    });
    assert_eq!(page.view().cards.len(), 1, "a decor is not a level");
    let effects = page
        .send(Msg::Fetched {
            what: Fetch::Level(0),
            result: Ok(level("03-hairpin")),
        })
        .to_vec();
    assert!(effects.contains(&Effect::FetchBytes {
        url: "levels/03-hairpin.decor.png".into(),
        what: Fetch::Decor(0),
    }));
    assert!(page.scene().decor.is_none());
    let decor = png_of(&level("03-hairpin"), 4);
    page.send(Msg::FetchedBytes {
        what: Fetch::Decor(0),
        result: Ok(decor),
    });
    assert!(page.game().has_decor);
    let scene = page.scene();
    assert!(scene.decor.is_some());
    assert!(
        scene.layers[0].alpha < 1.0,
        "the track is see-through over a decor"
    );
    page.send(Msg::Switch(racetrack_page::ui::Switch::Decor, false));
    assert!(page.scene().decor.is_none());
    assert_eq!(page.scene().layers[0].alpha, 1.0);
}

#[test]
fn pictures_go_to_the_browser_s_decoder_only_once_their_headers_pass() {
    let mut page = Page::start_with_draft("", None);
    let hairpin = level("03-hairpin");
    let png = png_of(&hairpin, 6);
    // The picture's own effect, before the decoder answers (the harness answers at once).
    let effects = update_only(&mut page, &png);
    assert!(effects.iter().any(|e| matches!(
        e,
        Effect::DecodePictures { pictures, texts, .. } if pictures.len() == 1 && texts.is_empty()
    )));
    // A header claiming more than 4096 x 4096 pixels is refused before any decoding.
    let mut huge = png.clone();
    huge[16..20].copy_from_slice(&5000u32.to_be_bytes());
    huge[20..24].copy_from_slice(&5000u32.to_be_bytes());
    let effects = update_only(&mut page, &huge);
    assert!(
        !effects
            .iter()
            .any(|e| matches!(e, Effect::DecodePictures { .. }))
    );
    let error = page.model.error().unwrap();
    assert_eq!(
        error,
        "big.png: the image is 5,000 × 5,000 pixels; at most 4,096 × 4,096 pixels are accepted"
    );
    // Text named as a picture is not read as a track file.
    update_only(&mut page, b"#>..*#\n");
    assert_eq!(
        page.model.error(),
        Some("big.png: not a PNG image (no PNG signature)")
    );
}

/// The effects of reading `bytes` as `big.png` for an image track, the decoder not answering.
fn update_only(page: &mut Page, bytes: &[u8]) -> Vec<Effect> {
    racetrack_page::ui::update(
        &mut page.model,
        Msg::FilesRead {
            purpose: IMAGES,
            files: vec![("big.png".into(), Ok(bytes.to_vec()))],
        },
    )
}

#[test]
fn a_picture_the_browser_cannot_decode_is_named_and_the_draft_stays() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    let before = page.editor_text();
    page.send(Msg::PicturesDecoded {
        what: racetrack_page::ui::pictures::PictureUse::Images(ImagePurpose::Track),
        pictures: vec![(
            "cut.png".into(),
            Err("InvalidStateError: The source image could not be decoded.".into()),
        )],
        texts: Vec::new(),
    });
    let error = page.model.error().unwrap();
    assert!(
        error.starts_with("cut.png: the image could not be decoded"),
        "{error}"
    );
    assert_eq!(page.editor_text(), before);
}

#[test]
fn pan_zoom_and_the_pointer_agree() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    page.editor(EditorInput::ZoomIn);
    page.editor(EditorInput::ZoomIn);
    assert_eq!(page.editor_view().zoom, 156);
    page.editor(EditorInput::Tool("pan".into()));
    let camera = page.model.editing().unwrap().camera;
    let (x, y) = camera.xy(Point::new(2, 5));
    page.send(Msg::Pointer {
        id: 1,
        kind: PointerKind::Down,
        x,
        y,
    });
    page.send(Msg::Pointer {
        id: 1,
        kind: PointerKind::Move,
        x: x + 40.0,
        y,
    });
    page.send(Msg::Pointer {
        id: 1,
        kind: PointerKind::Up,
        x: x + 40.0,
        y,
    });
    assert_eq!(page.editor_text(), CORRIDOR, "panning paints nothing");
    let moved = page.model.editing().unwrap().camera;
    assert_eq!(moved.point_at(x + 40.0, y), Point::new(2, 5));
    page.editor(EditorInput::Tool("road".into()));
    page.editor(EditorInput::Tool("fill".into()));
    page.editor(EditorInput::Tool("wall".into()));
    page.editor_drag(&[Point::new(2, 5)]);
    assert!(
        page.editor_text().lines().all(|l| !l.contains('.')),
        "{}",
        page.editor_text()
    );
    page.editor(EditorInput::ZoomFit);
    assert_eq!(page.editor_view().zoom, 100);
}

#[test]
fn on_a_phone_a_new_track_opens_with_cells_a_finger_can_hit() {
    use racetrack_page::ui::editor::camera::TOUCH_MIN_CELL;
    // The playtest: on a phone the whole new track (20 x 40) was fitted into 390 px, points
    // under 10 px apart, too close for a finger.
    let mut page = Page::start_touch("#/edit");
    page.send(Msg::Viewport {
        width: 390.0,
        height: 700.0,
        ratio: 3.0,
    });
    let camera = page.model.editing().expect("the editor is open").camera;
    assert!(camera.cell() >= TOUCH_MIN_CELL - 1e-9, "{}", camera.cell());
    assert!(page.editor_view().zoom > 250, "{}", page.editor_view().zoom);
    // The canvas is taller than the fitted track's 219 px, so the zoomed grid has room.
    assert!(camera.height > 400.0, "{}", camera.height);
    // A stroke where the finger lands paints the point it meant: the top left corner shows.
    page.editor(EditorInput::Tool("road".into()));
    page.editor_drag(&[Point::new(1, 1), Point::new(1, 2)]);
    let row: Vec<char> = page.editor_text().lines().nth(1).unwrap().chars().collect();
    assert_eq!((row[1], row[2]), ('.', '.'), "{}", page.editor_text());
    // The whole track is a button away, and a resize does not zoom in again.
    page.editor(EditorInput::ZoomFit);
    assert_eq!(page.editor_view().zoom, 100);
    page.send(Msg::Viewport {
        width: 390.0,
        height: 650.0,
        ratio: 3.0,
    });
    assert_eq!(page.editor_view().zoom, 100);
    // With a mouse the same new track opens whole.
    let desk = Page::start_with_draft("#/edit", None);
    assert_eq!(desk.editor_view().zoom, 100);
}

#[test]
fn on_a_phone_a_track_far_from_its_top_left_corner_opens_on_its_start() {
    // A zoomed-in view at the top left corner showed a wall of obstacles when the road and its
    // start were at the other end of the track.
    let mut rows: Vec<String> = (0..20).map(|_| "#".repeat(40)).collect();
    rows[15] = format!("{}>.....*###", "#".repeat(30));
    let draft = draft_json("Far", &(rows.join("\n") + "\n"));
    let mut page = Page::start_touch_with_draft("#/edit", &draft);
    page.send(Msg::Viewport {
        width: 390.0,
        height: 700.0,
        ratio: 3.0,
    });
    let camera = page.model.editing().expect("the editor is open").camera;
    assert!(page.editor_view().zoom > 250, "{}", page.editor_view().zoom);
    let (x, y) = camera.xy(Point::new(15, 30));
    assert!(
        x > 0.0 && x < camera.width,
        "the start's x {x} off {}",
        camera.width
    );
    assert!(
        y > 0.0 && y < camera.height,
        "the start's y {y} off {}",
        camera.height
    );
    // The finish, seven points on, is in view too.
    let (x, _) = camera.xy(Point::new(15, 36));
    assert!(x < camera.width, "the finish's x {x}");
}

#[test]
fn tidy_waits_for_a_start_and_a_finish_then_crops() {
    let half = "########\n#>..#..#\n########\n";
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Half", half)));
    page.editor(EditorInput::Tidy);
    assert_eq!(page.editor_text(), half, "nothing walled off");
    assert!(
        page.editor_view()
            .note
            .unwrap()
            .contains("start and a finish")
    );
    let padded = "##########\n##########\n##>....*##\n##########\n";
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Padded", padded)));
    page.editor(EditorInput::Tidy);
    assert_eq!(page.editor_text(), "########\n#>....*#\n########\n");
    page.ctrl_key("z", false);
    assert_eq!(page.editor_text(), padded);
}

#[test]
fn a_random_track_address_gives_the_generator_s_track_every_time() {
    let fixture = std::fs::read_to_string(format!(
        "{}/engine/tests/fixtures/random-7.txt",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap();
    let mut page = Page::start_with_draft("#/random/7", None);
    assert_eq!(page.model.screen(), Screen::Play);
    assert_eq!(page.view().title, "Random track 7");
    assert_eq!(page.game().source, racetrack_page::ui::view::Source::Random);
    let track = page.model.session().unwrap().game.track().to_string();
    assert_eq!(track, fixture);
    page.send(Msg::RandomTrack(8));
    assert_eq!(page.history.last().unwrap(), "#/random/8");
    assert_ne!(
        page.model.session().unwrap().game.track().to_string(),
        fixture
    );
    page.control(Control::EditTrack);
    assert_eq!(
        page.editor_text(),
        page.model.session().unwrap().game.track().to_string()
    );
    assert_eq!(page.editor_view().name, "Random track 8");
}

#[test]
fn a_stroke_begun_off_the_grid_paints_where_it_crosses_it() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    page.editor(EditorInput::Tool("wall".into()));
    page.editor(EditorInput::Brush(1));
    // From left of the grid across row 2 to column 3: the part on the grid is painted.
    page.editor_drag(&[Point::new(2, -3), Point::new(2, 3)]);
    assert_eq!(page.editor_text().lines().nth(2).unwrap(), "####.......#");
    page.editor(EditorInput::Tool("road".into()));
    page.editor(EditorInput::Tool("line".into()));
    page.editor_drag(&[Point::new(-2, 5), Point::new(9, 5)]);
    let column: String = page.editor_text().lines().map(|l| &l[5..6]).collect();
    assert_eq!(
        column, ".....",
        "a line from above to below the grid spans it"
    );
}

#[test]
fn the_terrains_are_painted_by_name_and_by_key() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    page.editor(EditorInput::Brush(1));
    for (name, key, symbol, col) in [
        ("ice", "i", '~', 3),
        ("dirt", "d", ':', 5),
        ("ramp", "a", '^', 7),
    ] {
        page.editor(EditorInput::Tool(name.into()));
        assert_eq!(page.editor_view().paint, name);
        page.editor_drag(&[Point::new(2, col)]);
        assert_eq!(
            page.editor_text()
                .lines()
                .nth(2)
                .unwrap()
                .chars()
                .nth(col as usize),
            Some(symbol)
        );
        page.editor(EditorInput::Tool("road".into()));
        page.key_on(racetrack_page::ui::Target::Body, key);
        assert_eq!(page.editor_view().paint, name, "the key {key} picks {name}");
    }
    assert_eq!(page.editor_text().lines().nth(2).unwrap(), "#..~.:.^...#");
    page.run_clock(1000);
    assert!(
        page.editor_view().optimum.is_some(),
        "a track with terrain is checked"
    );
}

#[test]
fn a_track_s_terrain_legend_lists_the_terrains_it_has() {
    let page = Page::start_with_draft("#/level/11-ice-rink", None);
    assert_eq!(page.game().terrains, vec!["ice"]);
    let page = Page::start_with_draft("#/level/01-first-circuit", None);
    assert!(page.game().terrains.is_empty());
}

#[test]
fn save_offers_the_track_as_a_plain_text_file() {
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    let effects = page.editor(EditorInput::Save).to_vec();
    let download = effects.iter().find_map(|e| match e {
        Effect::Download {
            filename,
            text,
            kind,
        } => Some((filename.clone(), text.clone(), *kind)),
        _ => None,
    });
    let (filename, text, kind) = download.expect("Save offers a download");
    assert_eq!(filename, "corridor.txt");
    assert_eq!(text, CORRIDOR);
    assert_eq!(kind, racetrack_page::ui::msg::FileKind::Track);
    assert_eq!(kind.mime(), "text/plain;charset=utf-8");
    assert_eq!(
        racetrack_page::ui::msg::FileKind::Json.mime(),
        "application/json"
    );
}

#[test]
fn the_brush_field_reads_a_size_and_falls_back_to_one() {
    assert_eq!(EditorInput::brush_from("3"), EditorInput::Brush(3));
    assert_eq!(EditorInput::brush_from(" 7 "), EditorInput::Brush(7));
    assert_eq!(EditorInput::brush_from(""), EditorInput::Brush(1));
    assert_eq!(EditorInput::brush_from("big"), EditorInput::Brush(1));
}

#[test]
fn the_editor_s_share_link_keeps_the_track_s_name() {
    // The playtest's find: "Tess bend" shared from the editor opened as "Shared track".
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Corridor", CORRIDOR)));
    page.editor(EditorInput::Rename("Tess bend".into()));
    let link = page
        .editor(EditorInput::Share)
        .iter()
        .find_map(|e| match e {
            Effect::Copy { text, .. } => Some(text.clone()),
            _ => None,
        })
        .expect("the link is copied");
    let fragment = link.split_once('#').unwrap().1.to_owned();
    assert!(fragment.starts_with("v3.strict."), "{fragment}");
    let opened = Page::start(&format!("#{fragment}"));
    assert_eq!(opened.model.screen(), Screen::Play);
    assert_eq!(opened.view().title, "Tess bend");
}

#[test]
fn a_test_drive_shared_from_the_game_carries_the_track_s_own_name() {
    // The playtest: a test drive shared from its game arrived as "Test drive: My track".
    let mut page = Page::start_with_draft("#/edit", Some(&draft_json("Tess bend", CORRIDOR)));
    page.send(Msg::RouteChanged("#/edit/drive".into()));
    assert_eq!(page.view().title, "Test drive: Tess bend");
    let link = page.share();
    let fragment = link.split_once('#').unwrap().1.to_owned();
    let opened = Page::start(&format!("#{fragment}"));
    assert_eq!(opened.view().title, "Tess bend");
}
