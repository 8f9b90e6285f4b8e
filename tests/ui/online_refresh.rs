//! Your games are asked again every minute on any screen, so the tab's count of games waiting
//! for your move follows the other players' moves while you are elsewhere; past 50 they come a
//! page at a time.

use racetrack_page::ui::online::{ApiCall, MINE_EVERY_MS};
use racetrack_page::ui::{Effect, Msg};
use serde_json::json;

use crate::online::{answer, online, requests, signed_in};
use racetrack_page::ui::online::OnlineInput;

fn tick(page: &mut crate::harness::Page, now_ms: f64) -> Vec<Effect> {
    page.send(Msg::Tick {
        now_ms,
        busy_ms: 0.0,
    })
    .to_vec()
}

fn asks_mine(effects: &[Effect]) -> bool {
    requests(effects).iter().any(|r| r.0 == ApiCall::Mine)
}

fn wakes(effects: &[Effect]) -> usize {
    effects
        .iter()
        .filter(|e| matches!(e, Effect::WakeIn(ms) if *ms == MINE_EVERY_MS))
        .count()
}

/// `GET /players/me/games`'s answer, built from the API's own types.
fn waiting_game(your_turn: bool) -> serde_json::Value {
    let game = racetrack_api::GameSummary {
        id: "g1".into(),
        state: racetrack_api::GameState::Running,
        rules: "strict".into(),
        seats: 2,
        taken: 2,
        players: vec!["Ann".into(), "Bob".into()],
        houses: Vec::new(),
        move_seconds: 86400,
        round: 3,
        race_round: None,
        deadline_ms: Some(1_000_000),
        public: false,
        rated: false,
        night: false,
        title: None,
        rows: 4,
        cols: 10,
        your_turn,
        place: None,
    };
    serde_json::to_value(racetrack_api::MyGames {
        games: vec![game],
        your_turn: usize::from(your_turn),
        more: false,
    })
    .unwrap()
}

#[test]
fn your_games_are_asked_again_every_minute_on_the_menu_and_the_tab_counts_them() {
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    answer(&mut page, ApiCall::Mine, 200, waiting_game(false));
    page.send(Msg::RouteChanged("#/".into()));
    assert_eq!(page.view().tab_title, "Racetrack");

    // The first tick knows the time: one wake-up for a minute later, and only one.
    let first = tick(&mut page, 1_000.0);
    assert_eq!(wakes(&first), 1);
    assert!(!asks_mine(&first));
    let again = tick(&mut page, 1_016.0);
    assert_eq!(wakes(&again), 0, "a second wake-up while one waits");

    // Not before the minute is up.
    assert!(!asks_mine(&tick(&mut page, 60_000.0)));
    // Then your games are asked, and the next wake-up follows.
    let due = tick(&mut page, 61_000.0);
    assert!(asks_mine(&due));
    assert_eq!(wakes(&due), 1);

    // Bob has moved meanwhile: the tab says a game waits for you.
    answer(&mut page, ApiCall::Mine, 200, waiting_game(true));
    assert_eq!(page.view().tab_title, "(1) Racetrack");
}

#[test]
fn no_refresh_without_a_player_or_without_a_server() {
    // The static site alone: no server answers, so nothing is asked in the background.
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 404, json!(null));
    let html = page
        .send(Msg::Api {
            call: ApiCall::Mine,
            status: 200,
            body: "<!doctype html><title>404</title>".into(),
        })
        .to_vec();
    assert!(!asks_mine(&html));
    let effects = tick(&mut page, 1_000.0);
    assert_eq!(wakes(&effects), 0);
    assert!(!asks_mine(&tick(&mut page, 120_000.0)));
}

/// A page of `count` of your games from `first` on (the first `waiting` of them waiting for you).
fn page_of(
    first: usize,
    count: usize,
    waiting: usize,
    your_turn: usize,
    more: bool,
) -> serde_json::Value {
    let mut games: Vec<racetrack_api::GameSummary> = Vec::new();
    for i in first..first + count {
        let mut game: racetrack_api::GameSummary =
            serde_json::from_value(waiting_game(i - first < waiting)["games"][0].clone()).unwrap();
        game.id = format!("g{i}");
        games.push(game);
    }
    serde_json::to_value(racetrack_api::MyGames {
        games,
        your_turn,
        more,
    })
    .unwrap()
}

#[test]
fn your_games_past_50_come_a_page_at_a_time_and_the_tab_counts_them_all() {
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    // 50 listed, one waiting; the server counts 3 waiting among all and has more.
    answer(&mut page, ApiCall::Mine, 200, page_of(0, 50, 1, 3, true));
    let online_view = page.view().online.unwrap();
    assert_eq!(online_view.mine.len(), 50);
    assert_eq!(
        online_view.more_games.as_deref(),
        Some("Show more of your games")
    );
    assert_eq!(online_view.your_turn, 3);
    page.send(Msg::RouteChanged("#/".into()));
    assert_eq!(page.view().tab_title, "(3) Racetrack");
    page.send(Msg::RouteChanged("#/online".into()));
    let asked = requests(&online(&mut page, OnlineInput::MoreGames));
    assert_eq!(asked.len(), 1);
    assert_eq!(asked[0].0, ApiCall::MoreMine(50));
    assert_eq!(asked[0].2, "/api/v1/players/me/games?offset=50");
    // Asked once while on its way.
    assert!(requests(&online(&mut page, OnlineInput::MoreGames)).is_empty());
    answer(
        &mut page,
        ApiCall::MoreMine(50),
        200,
        page_of(50, 5, 2, 3, false),
    );
    let online_view = page.view().online.unwrap();
    assert_eq!(online_view.mine.len(), 55);
    assert!(online_view.mine.iter().any(|r| r.id == "g54"));
    // The three waiting for your move come first.
    let first: Vec<&str> = online_view.mine[..3]
        .iter()
        .map(|r| r.id.as_str())
        .collect();
    assert_eq!(first, ["g0", "g50", "g51"]);
    assert!(online_view.mine[3..].iter().all(|r| !r.your_turn));
    assert_eq!(online_view.more_games, None);
    assert!(
        requests(&online(&mut page, OnlineInput::MoreGames)).is_empty(),
        "no more to ask"
    );
    // The minute's refresh brings the first page again.
    answer(&mut page, ApiCall::Mine, 200, page_of(0, 50, 1, 3, true));
    assert_eq!(page.view().online.unwrap().mine.len(), 50);
}

#[test]
fn the_online_page_asks_the_lobby_again_while_it_shows_and_lists_the_games_being_played() {
    use racetrack_page::ui::online::LOBBY_EVERY_MS;
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    let running = page_of(0, 1, 0, 0, false)["games"].clone();
    answer(
        &mut page,
        ApiCall::Running,
        200,
        json!({ "games": running }),
    );
    let view = page.view().online.unwrap();
    assert_eq!(view.running.len(), 1);
    assert_eq!(view.running[0].action, "Watch");
    let first = tick(&mut page, 1_000.0);
    assert!(
        first
            .iter()
            .any(|e| matches!(e, Effect::WakeIn(ms) if *ms == LOBBY_EVERY_MS))
    );
    let asked = |effects: &[Effect]| -> Vec<ApiCall> {
        requests(effects).into_iter().map(|r| r.0).collect()
    };
    // Within two seconds of a change (it was 20: a new game showed after a Refresh).
    assert!(!asked(&tick(&mut page, 1_500.0)).contains(&ApiCall::Lobby));
    let due = asked(&tick(&mut page, 3_100.0));
    assert!(
        due.contains(&ApiCall::Lobby) && due.contains(&ApiCall::Running),
        "{due:?}"
    );
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    answer(&mut page, ApiCall::Running, 200, json!({"games": []}));
    assert_eq!(
        page.view().online.unwrap().running_empty,
        "No public game is being played now."
    );
    // On another screen the lobby is not asked.
    page.send(Msg::RouteChanged("#/".into()));
    tick(&mut page, 4_000.0);
    assert!(!asked(&tick(&mut page, 60_000.0)).contains(&ApiCall::Lobby));
}

#[test]
fn your_finished_games_say_your_place() {
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    let mut games = page_of(0, 3, 0, 0, false);
    for (i, place) in [(0, json!(1)), (1, json!(2)), (2, json!(null))] {
        games["games"][i]["state"] = json!("over");
        games["games"][i]["place"] = place;
    }
    answer(&mut page, ApiCall::Mine, 200, games);
    let states: Vec<String> = page
        .view()
        .online
        .unwrap()
        .mine
        .iter()
        .map(|r| r.state.clone())
        .collect();
    assert_eq!(states, ["Won: 1st of 2", "2nd of 2", "Over"]);
    use racetrack_page::ui::text::ordinal;
    let words: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal).to_vec();
    assert_eq!(
        words,
        [
            "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st"
        ]
    );
}

#[test]
fn a_move_that_becomes_yours_elsewhere_shows_a_toast_and_chimes_and_it_opens_the_room() {
    use racetrack_page::ui::sound::Sound;
    let mut page = signed_in();
    // Listed waiting already at the first answer: no news.
    let first = answer(&mut page, ApiCall::Mine, 200, waiting_game(true));
    assert!(!first.iter().any(|e| matches!(e, Effect::Play(_))));
    assert_eq!(page.view().toast, None);
    answer(&mut page, ApiCall::Mine, 200, waiting_game(false));
    page.send(Msg::RouteChanged("#/".into()));
    // Bob moved: on the menu, a toast and a chime.
    let news = answer(&mut page, ApiCall::Mine, 200, waiting_game(true));
    assert!(news.contains(&Effect::Play(Sound::YourMove)), "{news:?}");
    assert_eq!(
        page.view().toast.as_deref(),
        Some("Your move in the game with Ann, Bob")
    );
    online(&mut page, OnlineInput::OpenToast);
    assert_eq!(page.model.route().to_string(), "#/online/g1");
    assert_eq!(page.view().toast, None);
    // In that game's room, its move is no news.
    answer(&mut page, ApiCall::Mine, 200, waiting_game(false));
    let quiet = answer(&mut page, ApiCall::Mine, 200, waiting_game(true));
    assert!(!quiet.iter().any(|e| matches!(e, Effect::Play(_))));
    assert_eq!(page.view().toast, None);
}

#[test]
fn a_karopapier_games_row_counts_the_races_rounds() {
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    // The API's round 9 is a turn of the race's round 5.
    let mut games = waiting_game(false);
    games["games"][0]["rules"] = json!("karopapier");
    games["games"][0]["round"] = json!(9);
    games["games"][0]["race_round"] = json!(5);
    answer(&mut page, ApiCall::Mine, 200, games);
    let mine = page.view().online.unwrap().mine;
    assert_eq!(mine[0].state, "Round 5");
    // Simultaneous rounds: the API's round.
    answer(&mut page, ApiCall::Mine, 200, waiting_game(false));
    assert_eq!(page.view().online.unwrap().mine[0].state, "Round 3");
}

#[test]
fn a_house_bot_in_your_games_is_named_in_the_reader_s_words() {
    // The server keeps its bots' names in English ("Club bot"): the list names them by skill.
    let mut page = signed_in();
    answer(&mut page, ApiCall::Lobby, 200, json!({"games": []}));
    let mut games = waiting_game(false);
    games["games"][0]["players"] = json!(["Ann", "Club bot"]);
    games["games"][0]["houses"] = json!([null, "club"]);
    answer(&mut page, ApiCall::Mine, 200, games);
    crate::language::worded(&mut page, racetrack_page::ui::i18n::Lang::De);
    assert_eq!(
        page.view().online.unwrap().mine[0].title,
        "Ann, Vereins-Bot"
    );
}

#[test]
fn a_rated_game_says_so_in_the_lobby_and_in_its_room() {
    // A playtest: a player joined a game listed as "Alice · 1 of 2 seats taken", resigned, and
    // only then read that their rating had fallen by 162.
    let mut page = signed_in();
    let mut games = page_of(0, 2, 2, 0, false)["games"].clone();
    games[1]["rated"] = json!(true);
    answer(&mut page, ApiCall::Lobby, 200, json!({ "games": games }));
    let lobby = page.view().online.unwrap().lobby;
    assert!(!lobby[0].detail.contains("rated"), "{}", lobby[0].detail);
    assert!(lobby[1].detail.ends_with(" · rated"), "{}", lobby[1].detail);

    let mut view = crate::online::game(1, &[], &[], [false, false]);
    view["rated"] = json!(true);
    crate::online::in_room(&mut page, view);
    let room = page.view().online.unwrap().room.unwrap();
    assert_eq!(
        room.heading,
        "Unnamed track: strict rules, 30 seconds a move · rated"
    );
}
