//! A world board's page: reached from the win box of a solo win (and the daily banner), it asks
//! the server for the board, shows the top runs with bots tagged, the assisted runs apart, the
//! player's own place and the track to play; a board nobody ran, or no server, is said in words.

use racetrack::Point;
use racetrack::top_runs::TrackKey;
use racetrack_page::ui::online::{ApiCall, Method};
use racetrack_page::ui::{Msg, Screen};
use serde_json::json;

use crate::harness::Page;
use crate::online::{TWO_LANES, answer, requests, signed_in};

fn won(page: &mut Page) {
    page.paste(TWO_LANES);
    for p in [[1, 1], [1, 2], [1, 4], [1, 6], [1, 8]] {
        page.click(Point::new(p[0], p[1]));
    }
}

#[test]
fn the_win_box_links_the_board_which_shows_the_top_runs_and_the_player_s_place() {
    // Without a server or a player, no link.
    let mut page = Page::start("");
    won(&mut page);
    assert_eq!(page.game().world_board, None);

    let mut page = signed_in();
    won(&mut page);
    let key = TrackKey::of(&TWO_LANES.parse().unwrap(), racetrack::Rules::Strict).to_string();
    let link = page
        .game()
        .world_board
        .expect("a board link in the win box");
    assert_eq!(link, format!("#/leaderboard/{key}"));
    assert_eq!(
        page.game().daily_board,
        None,
        "the daily banner's link is for the daily track"
    );

    let asked = requests(page.send(Msg::RouteChanged(link.clone())));
    assert_eq!(page.view().screen, Screen::Leaderboard);
    assert_eq!(asked[0].0, ApiCall::Board(key.clone()));
    assert_eq!(asked[0].1, Method::Get);
    assert_eq!(asked[0].2, format!("/api/v1/boards/{key}"));
    assert_eq!(asked[0].4.as_deref(), Some("t0k3n"), "asked as the player");
    let waiting = page.view().leaderboard.unwrap();
    assert_eq!(waiting.heading, "World board: Pasted track");
    assert_eq!(waiting.status, "Asking the server…");

    answer(
        &mut page,
        ApiCall::Board(key.clone()),
        200,
        json!({
            "board": key, "track": TWO_LANES, "rules": "strict",
            "entries": [
                {"name": "Botty", "moves": 4, "at": 1_795_000_000_000_i64, "bot": true},
                {"name": "Ann", "moves": 5, "at": 1_795_000_000_000_i64, "bot": false},
                {"name": "<b>Bo</b>", "moves": 6, "at": 0, "bot": false}
            ],
            "assisted": [{"name": "Cy", "moves": 4, "at": 0, "bot": false}],
            "clean_count": 3, "assisted_count": 1,
            "you": {"rank": 2, "moves": 5, "assisted": false}
        }),
    );
    let board = page.view().leaderboard.unwrap();
    assert_eq!(
        board.status,
        "Strict rules. 3 clean runs rank, 1 assisted run apart."
    );
    assert_eq!(
        board.you.as_deref(),
        Some("You: 2nd of 3 clean runs, with 5 moves.")
    );
    let rows: Vec<_> = board
        .clean
        .iter()
        .map(|r| {
            (
                r.rank.as_str(),
                r.name.as_str(),
                r.tag.as_str(),
                r.moves.as_str(),
                r.mine,
            )
        })
        .collect();
    assert_eq!(
        rows,
        [
            ("1", "Botty", "bot", "4 moves", false),
            ("2", "Ann", "", "5 moves", true),
            ("3", "<b>Bo</b>", "", "6 moves", false),
        ]
    );
    assert_eq!(board.clean[2].day, "1970-01-01");
    assert_eq!(board.clean[1].profile_label, "Ann: profile");
    // A day is written as the reader's language writes dates.
    crate::language::worded(&mut page, racetrack_page::ui::i18n::Lang::De);
    assert_eq!(page.view().leaderboard.unwrap().clean[2].day, "01.01.1970");
    crate::language::worded(&mut page, racetrack_page::ui::i18n::Lang::En);
    assert_eq!(board.assisted.len(), 1);
    assert!(!board.assisted[0].mine);
    let play = board.play.expect("the track to play");
    assert!(play.starts_with("#v1.strict."), "{play}");
    // The link plays the same track.
    page.send(Msg::RouteChanged(play));
    assert_eq!(page.view().screen, Screen::Play);
    assert_eq!(
        page.model.session().unwrap().game.track().to_string(),
        TWO_LANES.parse::<racetrack::Track>().unwrap().to_string()
    );
}

#[test]
fn a_board_nobody_ran_a_bad_key_and_no_server_are_said_in_words() {
    let mut page = signed_in();
    let key = "0123456789abcdef";
    // The address leaderboards had before still opens one (links already shared).
    page.send(Msg::RouteChanged(format!("#/board/{key}")));
    assert_eq!(page.view().leaderboard.unwrap().heading, "World board");
    answer(
        &mut page,
        ApiCall::Board(key.into()),
        404,
        json!({"error": "not_found", "message": "No run was sent for board 0123456789abcdef yet."}),
    );
    assert_eq!(
        page.view().leaderboard.unwrap().status,
        "Nobody has sent a run on this track yet: win it and send yours to be the first."
    );
    // Opened again (after the menu): asked again; no answer is said.
    page.send(Msg::RouteChanged("#/".into()));
    page.send(Msg::RouteChanged(format!("#/leaderboard/{key}")));
    assert_eq!(
        page.view().leaderboard.unwrap().status,
        "Asking the server…"
    );
    answer(&mut page, ApiCall::Board(key.into()), 0, json!(null));
    assert_eq!(
        page.view().leaderboard.unwrap().status,
        "No answer from the server: check the connection, then reload."
    );
    // A static site answers HTML: no game server.
    page.send(Msg::RouteChanged("#/".into()));
    page.send(Msg::RouteChanged(format!("#/leaderboard/{key}")));
    page.send(Msg::Api {
        call: ApiCall::Board(key.into()),
        status: 200,
        body: "<!doctype html>".into(),
    });
    assert!(
        page.view()
            .leaderboard
            .unwrap()
            .status
            .starts_with("No game server answers")
    );
    // A malformed key is an unknown address: the menu says so.
    page.send(Msg::RouteChanged("#/board/<b>".into()));
    assert_eq!(page.view().screen, Screen::Menu);
}

#[test]
fn level_cards_link_their_world_boards_when_a_server_is_there() {
    let page = Page::start("");
    assert!(page.view().cards.iter().all(|c| c.board.is_none()));
    let page = signed_in();
    let cards = page.view().cards;
    let first = &cards[0];
    let text = std::fs::read_to_string(format!("levels/{}", first.file)).unwrap();
    let key = TrackKey::of(&text.parse().unwrap(), racetrack::Rules::Strict);
    let board = first.board.clone().unwrap();
    assert_eq!(
        (board.href, board.label, board.chip),
        (
            format!("#/leaderboard/{key}"),
            format!("{}: world board", first.title),
            "Board".to_owned()
        )
    );
    assert!(cards.iter().all(|c| c.board.is_some()));
    // The board opened from a level's card is named after the level.
    let mut page = page;
    page.send(Msg::RouteChanged(format!("#/leaderboard/{key}")));
    assert_eq!(
        page.view().leaderboard.unwrap().heading,
        format!("World board: {}", first.title)
    );
}
