//! A night game online, in the page: the form asks for one, the room reads the track as the
//! server masked it (the unseen cells dark on the board), offers the points the server says are
//! legal and sends the acceleration that lands on the one chosen; a move later the board is lit
//! anew in place.

use racetrack::rules::night::{lit, mask};
use racetrack::{Point, Track};
use racetrack_page::ui::Msg;
use racetrack_page::ui::online::{ApiCall, FormTrack, OnlineInput};
use racetrack_page::ui::scene::Shape;
use serde_json::{Value, json};

use crate::online::{game, in_room, online, requests, signed_in};

/// Two lanes of 60 columns: long enough that the board can zoom in.
fn lanes() -> String {
    let wall = "#".repeat(60);
    let lane = format!("#>{}*#", ".".repeat(56));
    format!("{wall}\n{lane}\n{lane}\n{wall}")
}

/// Ann's view of round `round` of a night game on [`lanes`] where she drove `ann` and may move
/// to `options` (Bob waits on his start).
fn night_view(round: u32, ann: &[[i32; 2]], options: Value) -> Value {
    let track: Track = lanes().parse().unwrap();
    let run: Vec<Point> = ann.iter().map(|&[r, c]| Point::new(r, c)).collect();
    let mut view = game(round, ann, &[[2, 1]], [false, false]);
    view["night"] = json!(true);
    view["track"] = json!(mask(&track, &lit(&track, &run)));
    view["options"] = options;
    let n = ann.len();
    let v = [ann[n - 1][0] - ann[n - 2][0], ann[n - 1][1] - ann[n - 2][1]];
    view["cars"][0]["velocity"] = json!(v);
    view["cars"][1]["to_choose"] = json!(false);
    view
}

fn dark_cells(page: &crate::harness::Page) -> Vec<Point> {
    let scene = page.scene();
    let runs: Vec<(Point, i32)> = scene
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Night { dark } => Some(dark.clone()),
            _ => None,
        })
        .flatten()
        .collect();
    runs.iter()
        .flat_map(|&(p, n)| (0..n).map(move |i| Point::new(p.row, p.col + i)))
        .collect()
}

#[test]
fn the_form_makes_a_night_game_and_the_lobby_says_it() {
    let mut page = signed_in();
    assert!(!page.view().online.unwrap().night);
    online(&mut page, OnlineInput::Night(true));
    assert!(page.view().online.unwrap().night);
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(&lanes());
    page.send(Msg::RouteChanged("#/online".into()));
    online(&mut page, OnlineInput::Track(FormTrack::Open));
    let sent = requests(&online(&mut page, OnlineInput::Create));
    assert_eq!(sent[0].0, ApiCall::Create);
    assert_eq!(sent[0].3.as_ref().unwrap()["night"], true);
}

#[test]
fn the_room_shows_only_what_the_car_lights_and_offers_the_servers_options() {
    let mut page = signed_in();
    // A phone: the board follows the car, and can zoom.
    page.send(Msg::Viewport {
        width: 358.0,
        height: 560.0,
        ratio: 3.0,
    });
    // Ann at (1, 7) at speed 3 to the right; the server says three points are legal.
    let ann = [[1, 1], [1, 2], [1, 4], [1, 7]];
    let view = night_view(5, &ann, json!([[1, 9], [1, 10], [1, 11]]));
    let masked = view["track"].as_str().unwrap().to_owned();
    in_room(&mut page, view);
    let room = page.model.room().unwrap();
    let mut options = room.options();
    options.sort();
    assert_eq!(
        options,
        [Point::new(1, 9), Point::new(1, 10), Point::new(1, 11)]
    );
    // Every cell the server did not show is dark, and no other.
    let mut dark = dark_cells(&page);
    dark.sort();
    let mut unseen: Vec<Point> = masked
        .lines()
        .enumerate()
        .flat_map(|(r, line)| {
            line.chars()
                .enumerate()
                .filter(|&(_, c)| c == '?')
                .map(move |(c, _)| Point::new(r as i32, c as i32))
        })
        .collect();
    unseen.sort();
    assert!(!unseen.is_empty());
    assert_eq!(dark, unseen);
    // The finish is in the dark: the page has no finish on its board, yet it plays.
    assert!(!masked.contains('*'));
    assert!(dark.contains(&Point::new(1, 58)));
    let heading = page.view().online.unwrap().room.unwrap().heading;
    assert!(heading.ends_with(", at night"), "{heading}");
    // Key 6 (right): from speed 3 to 4, to (1, 11).
    let sent = requests(page.send(Msg::Key(racetrack_page::ui::KeyInput {
        key: "6".into(),
        code: "Digit6".into(),
        target: racetrack_page::ui::Target::Canvas,
        modifier: false,
        ctrl: false,
        shift: false,
        at_ms: 0,
    })));
    assert_eq!(sent[0].3, Some(json!({"round": 5, "acc": [0, 1]})));

    // A move later the same board is lit anew (the headlight reaches further), the
    // player's zoom kept: a new board would fit the track again.
    let fitted = page
        .model
        .room()
        .unwrap()
        .board
        .as_ref()
        .unwrap()
        .camera
        .cell();
    page.control(racetrack_page::ui::Control::ZoomIn);
    let board = page.model.room().unwrap().board.as_ref().unwrap();
    let (zoomed, version) = (board.camera.cell(), board.track_version);
    assert!(zoomed > fitted, "{zoomed} > {fitted}");
    let ann = [[1, 1], [1, 2], [1, 4], [1, 7], [1, 11]];
    crate::online::answer(
        &mut page,
        ApiCall::Game("g1".into()),
        200,
        night_view(6, &ann, json!([[1, 14], [1, 15], [1, 16]])),
    );
    let board = page.model.room().unwrap().board.as_ref().unwrap();
    assert!(board.track_version > version);
    assert_eq!(board.camera.cell(), zoomed, "the zoom stays");
    assert_eq!(board.track().cell(Point::new(1, 16)), racetrack::Cell::Road);
    assert!(!dark_cells(&page).contains(&Point::new(1, 16)));
    assert!(
        dark_cells(&page).contains(&Point::new(1, 5)),
        "behind the car: dark again"
    );
}
