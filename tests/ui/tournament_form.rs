//! The form that makes a tournament: opened from the list, its choices worded, checked by the
//! engine's settings before anything is sent (a short name, too few tracks for a Grand Prix, a
//! track with too few start points), the request's body, a refusal from the server shown on the
//! form, and the new tournament's page opened on success; its maker races in it unless they say
//! not.

use racetrack_page::ui::online::{ApiCall, Method};
use racetrack_page::ui::tournaments::TournamentsInput;
use racetrack_page::ui::tournaments::form::{FormInput, FormView};
use racetrack_page::ui::{Msg, Screen};
use serde_json::json;

use crate::harness::Page;
use crate::online::{answer, requests, signed_in};

fn form(page: &mut Page, input: FormInput) -> Vec<racetrack_page::ui::Effect> {
    page.send(Msg::Tournaments(TournamentsInput::Form(input)))
        .to_vec()
}

fn shown(page: &mut Page) -> Option<FormView> {
    page.view().tournaments.unwrap().form
}

/// A signed-in page on the tournaments' list, the server's clock at 5,000,000 ms.
fn on_the_list() -> Page {
    let mut page = signed_in();
    page.send(Msg::Tick {
        now_ms: 1_000.0,
        busy_ms: 0.0,
    });
    page.send(Msg::RouteChanged("#/tournaments".into()));
    let list = json!({"tournaments": [], "now_ms": 5_000_000});
    answer(&mut page, ApiCall::Tournaments, 200, list);
    page
}

#[test]
fn the_form_is_checked_before_it_is_sent_and_makes_a_tournament() {
    let mut page = on_the_list();
    assert_eq!(shown(&mut page), None, "closed until asked for");
    form(&mut page, FormInput::Open);
    let f = shown(&mut page).unwrap();
    assert_eq!(f.kind, "arena");
    assert_eq!(
        f.starts_in.0[..3],
        ["in 5 minutes", "in 15 minutes", "in 30 minutes"]
    );
    assert_eq!(f.starts_in.0[5], "in 1 day");
    assert_eq!((f.minutes.0[2].as_str(), f.minutes.1), ("30 minutes", 2));
    assert_eq!(f.tracks[0].name, "First circuit");
    assert!(f.tracks[0].chosen && !f.tracks[1].chosen);
    assert_eq!(
        f.tracks.len(),
        crate::harness::level_names().len(),
        "the levels (no track of mine yet)"
    );
    // A name to start from: the player's; no link to make one.
    assert_eq!(f.name, "Ann’s tournament");
    assert_eq!(f.player_link, None);
    assert!(f.send);
    assert!(f.play, "its maker races in it unless they untick it");
    // Nothing is sent while a setting is wrong: each said in words.
    form(&mut page, FormInput::Name(String::new()));
    assert!(requests(&form(&mut page, FormInput::Send)).is_empty());
    assert_eq!(
        shown(&mut page).unwrap().note.as_deref(),
        Some("The name needs 3 to 60 characters.")
    );
    form(&mut page, FormInput::Name("  Friday arena ".into()));
    form(&mut page, FormInput::Kind("grand_prix".into()));
    let f = shown(&mut page).unwrap();
    // A Grand Prix races two tracks or more, each seating a race of its players: Most players
    // comes down to what two levels seat (Chicane 18 start points, Hairpin 6, the others fewer
    // but for Barto big and S bend), and the first two levels that seat 6 are ticked in place
    // of First circuit (3 start points).
    let ticked: Vec<&str> = (f.tracks.iter())
        .filter(|t| t.chosen)
        .map(|t| t.value.as_str())
        .collect();
    assert_eq!(ticked, ["level:2", "level:4"]);
    assert_eq!(f.max_players, "6");
    form(&mut page, FormInput::Track("level:4".into(), false));
    assert!(
        f.minutes.0.is_empty(),
        "a Grand Prix has no length of its own"
    );
    assert_eq!(
        f.tracks_hint,
        "A Grand Prix races these tracks one after another: tick 2 to 20."
    );
    form(&mut page, FormInput::Send);
    assert_eq!(
        shown(&mut page).unwrap().note.as_deref(),
        Some("Tick the tracks to race: 1 to 20 for an arena, 2 to 20 for a Grand Prix.")
    );
    // First circuit has three start points: a Grand Prix of up to 6 races them six at once.
    form(&mut page, FormInput::Track("level:0".into(), true));
    form(&mut page, FormInput::Send);
    assert_eq!(
        shown(&mut page).unwrap().note.as_deref(),
        Some(
            "“First circuit” has 3 start points, and a Grand Prix races its players in groups of \
             up to 6: lower “Most players” to 3, or untick it."
        )
    );
    form(&mut page, FormInput::MaxPlayers("3".into()));
    form(&mut page, FormInput::StartsIn(2));
    form(&mut page, FormInput::MoveTime(0));
    form(&mut page, FormInput::Rated(false));
    form(&mut page, FormInput::Rules("soft".into()));
    let sent = requests(&form(&mut page, FormInput::Send));
    assert_eq!(sent.len(), 1);
    let (call, method, path, body, token) = &sent[0];
    assert_eq!(
        (call, *method, path.as_str(), token.as_deref()),
        (
            &ApiCall::TournamentMake,
            Method::Post,
            "/api/v1/tournaments",
            Some("t0k3n")
        )
    );
    let body = body.clone().unwrap();
    let levels = crate::harness::level_files();
    let level = |i: usize| {
        let file = levels
            .iter()
            .filter(|f| f.ends_with(".txt"))
            .nth(i)
            .unwrap();
        let text = std::fs::read_to_string(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join("levels")
                .join(file),
        )
        .unwrap();
        text.parse::<racetrack::track::Track>().unwrap().to_string()
    };
    assert_eq!(
        body,
        json!({"kind": "grand_prix", "name": "Friday arena", "starts_ms": 5_000_000 + 30 * 60_000,
               "minutes": null,
               "tracks": [{"name": "First circuit", "track": level(0)},
                          {"name": "Hairpin", "track": level(2)}],
               "rules": "soft",
               "move_seconds": 10, "rated": false, "max_players": 3, "bots": true,
               "join": true})
    );
    assert_eq!(
        shown(&mut page).unwrap().note.as_deref(),
        Some("Making the tournament…")
    );
    // The server's refusal is said on the form; its success opens the tournament's page.
    let refusal = json!({"error": "too_many_tournaments", "message": "A player may make 3 tournaments a day; try again tomorrow."});
    answer(&mut page, ApiCall::TournamentMake, 429, refusal);
    let note = shown(&mut page).unwrap().note.unwrap();
    assert!(
        !note.is_empty() && note != "Making the tournament…",
        "{note}"
    );
    form(&mut page, FormInput::Send);
    let made = json!({
        "id": "t2abcdef", "kind": "grand_prix", "name": "Friday arena", "creator": "Ann",
        "starts_ms": 6_800_000, "ends_ms": null, "minutes": null,
        "tracks": ["First circuit", "Hairpin"], "rules": "soft", "move_seconds": 10, "rated": false,
        "max_players": 3, "bots": true, "state": "upcoming", "join_until_ms": 6_800_000,
        "races": 0, "next_race_ms": null, "standings": [], "games": [], "you": null,
        "now_ms": 5_000_100
    });
    let effects = answer(&mut page, ApiCall::TournamentMake, 201, made);
    assert!(
        effects
            .iter()
            .any(|e| format!("{e:?}").contains("#/tournaments/t2abcdef")),
        "{effects:?}"
    );
    page.send(Msg::RouteChanged("#/tournaments/t2abcdef".into()));
    assert_eq!(page.model.screen(), Screen::Tournaments);
    page.send(Msg::RouteChanged("#/tournaments".into()));
    assert_eq!(shown(&mut page), None, "closed once made");
}

#[test]
fn a_maker_who_does_not_race_in_it_is_not_entered() {
    let mut page = on_the_list();
    form(&mut page, FormInput::Open);
    form(&mut page, FormInput::Play(false));
    assert!(!shown(&mut page).unwrap().play);
    let sent = requests(&form(&mut page, FormInput::Send));
    assert_eq!(sent.len(), 1, "{sent:?}");
    let (call, _, _, body, _) = &sent[0];
    assert_eq!(call, &ApiCall::TournamentMake);
    assert_eq!(body.as_ref().unwrap()["join"], json!(false));
}

#[test]
fn the_form_asks_for_a_player_first_and_cancels() {
    let mut page = Page::start("#/tournaments");
    page.send(Msg::Api {
        call: ApiCall::Tournaments,
        status: 200,
        body: json!({"tournaments": [], "now_ms": 5_000_000}).to_string(),
    });
    form(&mut page, FormInput::Open);
    let why = shown(&mut page).unwrap().player_why.unwrap();
    form(&mut page, FormInput::Name("Evening".into()));
    // Sent anyway (Enter in a field): not sent, and the same words say why under it.
    assert!(requests(&form(&mut page, FormInput::Send)).is_empty());
    assert_eq!(shown(&mut page).unwrap().note.unwrap(), why);
    form(&mut page, FormInput::Cancel);
    assert_eq!(shown(&mut page), None);
}

#[test]
fn the_form_and_a_tournament_s_page_name_the_levels_in_the_reader_s_language() {
    use racetrack_page::ui::i18n::Lang;
    let mut page = on_the_list();
    crate::language::worded(&mut page, Lang::De);
    form(&mut page, FormInput::Open);
    assert_eq!(shown(&mut page).unwrap().tracks[0].name, "Erster Rundkurs");
    // A tournament on a level: the server keeps the name its file gives.
    let mut page = on_the_list();
    crate::language::worded(&mut page, Lang::Fr);
    page.send(Msg::RouteChanged("#/tournaments/t1".into()));
    let tournament = json!({
        "id": "t1", "kind": "arena", "name": "Coupe", "creator": "Ann",
        "starts_ms": 6_800_000, "ends_ms": 8_600_000, "minutes": 30,
        "tracks": ["First circuit", "My own track"], "rules": "strict", "move_seconds": 10,
        "rated": false, "max_players": 20, "bots": false, "state": "upcoming",
        "join_until_ms": 8_600_000, "races": 0, "next_race_ms": null, "standings": [],
        "games": [], "you": null, "now_ms": 5_000_100
    });
    answer(&mut page, ApiCall::Tournament("t1".into()), 200, tournament);
    let tracks = page.view().tournaments.unwrap().page.unwrap().tracks;
    assert!(
        tracks.ends_with("Premier circuit · My own track"),
        "{tracks}"
    );
}

#[test]
fn without_a_player_the_form_links_to_the_screen_that_makes_one() {
    let mut page = Page::start("#/tournaments");
    form(&mut page, FormInput::Open);
    let f = shown(&mut page).unwrap();
    // Why, above the link, not at the form's foot.
    assert_eq!(
        f.player_why.as_deref(),
        Some("Make your online player first (Race online), then come back.")
    );
    assert_eq!(f.note, None);
    assert_eq!(f.name, "", "no player, no name to start from");
    assert_eq!(
        f.player_link,
        Some(("#/online".into(), "Make my online player".into()))
    );
    assert!(!f.send, "one way on: the link, not Make it beside it");
}
