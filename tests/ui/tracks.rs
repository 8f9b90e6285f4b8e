//! The track collection as the page drives it: the list asked with its order, search and
//! filters, more on asking, a track's page (its facts, the play and solver links, its board),
//! votes and reports, words without a server; and the editor's Publish.

use racetrack_page::ui::Msg;
use racetrack_page::ui::collection::TracksInput;
use racetrack_page::ui::collection::publish::PublishInput;
use racetrack_page::ui::online::{ApiCall, Method};
use racetrack_page::ui::route::Route;
use serde_json::{Value, json};

use crate::harness::Page;
use crate::online::{answer, requests, signed_in};

fn summary(id: &str, name: &str, rating: Value, votes: i64) -> Value {
    json!({"id": id, "name": name, "author": "Éva", "rows": 3, "cols": 10, "starts": 1,
           "checkpoints": 0, "rules": "strict", "optimum": 4, "rating": rating, "votes": votes,
           "plays": 3, "created_ms": 1_796_083_200_000i64, "board": "00000000000000ab"})
}

const LANE: &str = "##########\n#>......*#\n##########\n";

fn view(id: &str, your_vote: Value, yours: bool) -> Value {
    let mut v = summary(id, "Côte <b>", json!(4.5), 2);
    v["track"] = json!(LANE);
    v["description"] = json!("Two <i>bends</i>\nand a straight");
    v["your_vote"] = your_vote;
    v["yours"] = json!(yours);
    v["hidden"] = json!(false);
    v
}

fn tracks(page: &mut Page, input: TracksInput) -> Vec<racetrack_page::ui::Effect> {
    page.send(Msg::Tracks(input)).to_vec()
}

#[test]
fn the_list_is_asked_sorted_searched_filtered_and_comes_thirty_at_a_time() {
    let mut page = Page::start("");
    let asked = requests(page.send(Msg::RouteChanged("#/tracks".into())));
    assert_eq!(
        asked[0].0,
        ApiCall::Tracks {
            offset: 0,
            asked: 1
        }
    );
    assert_eq!(asked[0].2, "/api/v1/tracks?sort=top");
    let list = page.view().tracks.unwrap().list.unwrap();
    assert_eq!(list.status, "Asking the server…");
    answer(
        &mut page,
        ApiCall::Tracks {
            offset: 0,
            asked: 1,
        },
        200,
        json!({"tracks": [summary("a1", "Côte <b>", json!(4.5), 2), summary("b2", "Monza", Value::Null, 0)], "more": true}),
    );
    let list = page.view().tracks.unwrap().list.unwrap();
    assert_eq!(list.status, "2 tracks shown; more below");
    assert_eq!(list.cards.len(), 2);
    let card = &list.cards[0];
    assert_eq!(
        (card.href.as_str(), card.name.as_str()),
        ("#/tracks/a1", "Côte <b>")
    );
    assert_eq!(card.image, "/api/v1/tracks/a1/image.png");
    assert_eq!(card.stars, "★ 4.5 (2)");
    assert_eq!(list.cards[1].stars, "No votes yet");
    assert_eq!(
        card.label,
        "Côte <b>, by Éva: ★ 4.5 (2), 4 moves at best, raced 3 times"
    );
    assert_eq!(list.more.as_deref(), Some("More tracks"));
    // More: from where the list ends.
    let more = requests(&tracks(&mut page, TracksInput::More));
    assert_eq!(more[0].2, "/api/v1/tracks?sort=top&offset=2");
    answer(
        &mut page,
        ApiCall::Tracks {
            offset: 2,
            asked: 1,
        },
        200,
        json!({"tracks": [summary("c3", "Spa", Value::Null, 0)], "more": false}),
    );
    let list = page.view().tracks.unwrap().list.unwrap();
    assert_eq!((list.cards.len(), list.more.is_none()), (3, true));
    assert_eq!(list.status, "3 tracks");
    // Order, search and filters ask again from the start; an unknown order changes nothing.
    assert!(tracks(&mut page, TracksInput::Sort("best".into())).is_empty());
    let asked = requests(&tracks(&mut page, TracksInput::Sort("new".into())));
    assert_eq!(asked[0].2, "/api/v1/tracks?sort=new");
    // Typed while the last order's answer is on its way: asked at once; the late answer of the
    // order alone is dropped.
    let asked = requests(&tracks(&mut page, TracksInput::Search("Côte & co".into())));
    assert_eq!(asked[0].2, "/api/v1/tracks?sort=new&q=C%C3%B4te%20%26%20co");
    answer(
        &mut page,
        ApiCall::Tracks {
            offset: 0,
            asked: 2,
        },
        200,
        json!({"tracks": [summary("a1", "Côte <b>", json!(4.5), 2)], "more": false}),
    );
    assert!(page.view().tracks.unwrap().list.unwrap().cards.is_empty());
    answer(
        &mut page,
        ApiCall::Tracks {
            offset: 0,
            asked: 3,
        },
        200,
        json!({"tracks": [], "more": false}),
    );
    let asked = requests(&tracks(&mut page, TracksInput::Starts("2".into())));
    assert_eq!(
        asked[0].2,
        "/api/v1/tracks?sort=new&q=C%C3%B4te%20%26%20co&starts=2"
    );
    answer(
        &mut page,
        ApiCall::Tracks {
            offset: 0,
            asked: 4,
        },
        200,
        json!({"tracks": [], "more": false}),
    );
    let asked = requests(&tracks(&mut page, TracksInput::Checkpoints("with".into())));
    assert!(
        asked[0].2.ends_with("&starts=2&checkpoints=true"),
        "{}",
        asked[0].2
    );
    answer(
        &mut page,
        ApiCall::Tracks {
            offset: 0,
            asked: 5,
        },
        200,
        json!({"tracks": [], "more": false}),
    );
    let asked = requests(&tracks(&mut page, TracksInput::Size("large".into())));
    assert!(
        asked[0].2.ends_with("&checkpoints=true&size=large"),
        "{}",
        asked[0].2
    );
    answer(
        &mut page,
        ApiCall::Tracks {
            offset: 0,
            asked: 6,
        },
        200,
        json!({"tracks": [], "more": false}),
    );
    let list = page.view().tracks.unwrap().list.unwrap();
    assert_eq!(list.size, "large");
    assert!(
        list.status.starts_with("No published track matches"),
        "{}",
        list.status
    );
    assert_eq!(
        (list.sort, list.starts.as_str(), list.checkpoints),
        ("new", "2", "with")
    );
}

#[test]
fn an_empty_collection_says_nothing_is_published_yet_not_that_nothing_matches() {
    // A newcomer's playtest: with no filter touched the empty list said "No published track
    // matches.", as if a filter were set.
    let mut page = Page::start("");
    page.send(Msg::RouteChanged("#/tracks".into()));
    let asked = requests(&page.log);
    let call = asked
        .iter()
        .find(|r| matches!(r.0, ApiCall::Tracks { .. }))
        .expect("the list is asked for")
        .0
        .clone();
    answer(&mut page, call, 200, json!({"tracks": [], "more": false}));
    let list = page.view().tracks.unwrap().list.unwrap();
    assert_eq!(
        list.status,
        "No track is published yet. Draw one in the editor and publish it."
    );
}

#[test]
fn without_a_server_the_collection_says_so_in_one_line() {
    let mut page = Page::start("");
    page.send(Msg::RouteChanged("#/tracks".into()));
    page.send(Msg::Api {
        call: ApiCall::Tracks {
            offset: 0,
            asked: 1,
        },
        status: 0,
        body: String::new(),
    });
    let list = page.view().tracks.unwrap().list.unwrap();
    assert!(
        list.status
            .starts_with("The collection needs the game server"),
        "{}",
        list.status
    );
    assert!(list.cards.is_empty());
}

#[test]
fn a_track_s_page_shows_its_facts_plays_votes_and_takes_a_report() {
    let mut page = signed_in();
    let asked = requests(page.send(Msg::RouteChanged("#/tracks/a1".into())));
    assert_eq!(
        (asked[0].0.clone(), asked[0].2.as_str()),
        (ApiCall::Track("a1".into()), "/api/v1/tracks/a1")
    );
    let asked = requests(&answer(
        &mut page,
        ApiCall::Track("a1".into()),
        200,
        view("a1", Value::Null, false),
    ));
    assert_eq!(asked[0].2, "/api/v1/boards/00000000000000ab");
    answer(
        &mut page,
        ApiCall::TrackBoard("00000000000000ab".into()),
        200,
        json!({"board": "00000000000000ab", "track": LANE, "rules": "strict",
               "entries": [{"name": "Bob", "moves": 4, "at": 0, "bot": false}],
               "assisted": [], "clean_count": 1, "assisted_count": 0, "you": null}),
    );
    let v = page.view();
    assert_eq!(v.title, "Côte <b>");
    let t = v.tracks.unwrap().track.unwrap();
    assert_eq!(t.heading, "Côte <b>");
    assert_eq!(t.description, "Two <i>bends</i>\nand a straight");
    assert_eq!(
        t.facts,
        "10 × 3 points, 1 start point, strict rules: 4 moves at best. Raced 3 times."
    );
    assert_eq!(t.rating, "4.5 stars from 2 votes");
    assert!(t.play.as_deref().unwrap().starts_with("#v"), "{:?}", t.play);
    assert!(t.solve.as_deref().unwrap().starts_with("#/solve/v"));
    assert_eq!(
        t.board_link.as_deref(),
        Some("#/leaderboard/00000000000000ab")
    );
    assert_eq!(t.board, ["1. Bob: 4 moves"]);
    assert!(t.can_vote);
    assert_eq!(t.vote_needs_player, None);
    // The play link opens the track itself.
    let play = t.play.unwrap();
    page.send(Msg::RouteChanged(play));
    assert_eq!(page.model.session().unwrap().game.track().to_string(), LANE);

    // A vote: PUT with the stars; 0 takes it back.
    page.send(Msg::RouteChanged("#/tracks/a1".into()));
    let sent = requests(&tracks(&mut page, TracksInput::Vote(4)));
    assert_eq!(
        (sent[0].1, sent[0].2.as_str()),
        (Method::Put, "/api/v1/tracks/a1/vote")
    );
    assert_eq!(sent[0].3, Some(json!({"stars": 4})));
    answer(
        &mut page,
        ApiCall::TrackVote("a1".into()),
        200,
        view("a1", json!(4), false),
    );
    assert_eq!(page.view().tracks.unwrap().track.unwrap().your_vote, 4);
    let sent = requests(&tracks(&mut page, TracksInput::Vote(0)));
    assert_eq!(sent[0].1, Method::Delete);
    // A refusal is said in words.
    answer(
        &mut page,
        ApiCall::TrackVote("a1".into()),
        403,
        json!({"error": "own_track", "message": "You cannot vote for your own track."}),
    );
    assert_eq!(
        page.view().tracks.unwrap().track.unwrap().note.as_deref(),
        Some("You cannot vote for your own track.")
    );

    // A report: asked, typed, sent, thanked.
    tracks(&mut page, TracksInput::AskReport);
    assert!(
        requests(&tracks(&mut page, TracksInput::SendReport)).is_empty(),
        "no empty report"
    );
    tracks(&mut page, TracksInput::ReportTyped("Rude name".into()));
    let sent = requests(&tracks(&mut page, TracksInput::SendReport));
    assert_eq!(sent[0].2, "/api/v1/tracks/a1/report");
    assert_eq!(sent[0].3, Some(json!({"reason": "Rude name"})));
    page.send(Msg::Api {
        call: ApiCall::TrackReport("a1".into()),
        status: 204,
        body: String::new(),
    });
    let t = page.view().tracks.unwrap().track.unwrap();
    assert_eq!(t.report, None);
    assert!(t.note.unwrap().starts_with("Thank you"));
    // Escape goes back to the list.
    page.send(Msg::Key(racetrack_page::ui::KeyInput {
        key: "Escape".into(),
        code: "Escape".into(),
        target: racetrack_page::ui::Target::Body,
        modifier: false,
        ctrl: false,
        shift: false,
        at_ms: 0,
    }));
    assert_eq!(page.model.route(), &Route::Tracks(None));
}

#[test]
fn a_visitor_without_a_player_is_told_to_make_one_before_voting() {
    let mut page = Page::start("");
    page.send(Msg::RouteChanged("#/tracks/a1".into()));
    answer(
        &mut page,
        ApiCall::Track("a1".into()),
        200,
        view("a1", Value::Null, false),
    );
    let shown = page.view().tracks.unwrap().track.unwrap();
    assert!(!shown.can_vote);
    // Where the stars would be, a link to the online screen says how (a playtest found the
    // stars simply missing, and nothing to say why).
    assert_eq!(
        shown.vote_needs_player.as_deref(),
        Some("To vote, make your online player first (Race online)")
    );
    assert!(requests(&tracks(&mut page, TracksInput::Vote(5))).is_empty());
    let note = page.view().tracks.unwrap().track.unwrap().note.unwrap();
    assert!(note.starts_with("Make your online player first"), "{note}");
    // A track that is not there: the server's words.
    page.send(Msg::RouteChanged("#/tracks/zz".into()));
    answer(
        &mut page,
        ApiCall::Track("zz".into()),
        404,
        json!({"error": "not_found", "message": "There is no such track (it may have been deleted)."}),
    );
    let t = page.view().tracks.unwrap().track.unwrap();
    assert_eq!(
        t.note.as_deref(),
        Some("There is no such track (it may have been deleted).")
    );
    assert!(t.play.is_none());
}

#[test]
fn the_editor_publishes_its_draft_and_opens_its_page_or_says_why_not() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(LANE);
    page.control(racetrack_page::ui::Control::EditTrack);
    page.send(Msg::Publish(PublishInput::Open));
    let form = page.view().publish.unwrap();
    assert_eq!(form.rules, "strict");
    assert_eq!(form.note, None);
    page.send(Msg::Publish(PublishInput::Name("My lane".into())));
    page.send(Msg::Publish(PublishInput::Description("Fast".into())));
    page.send(Msg::Publish(PublishInput::Rules("soft".into())));
    let sent = requests(page.send(Msg::Publish(PublishInput::Send)));
    assert_eq!(
        (sent[0].0.clone(), sent[0].1, sent[0].2.as_str()),
        (ApiCall::Publish, Method::Post, "/api/v1/tracks")
    );
    let body = sent[0].3.clone().unwrap();
    assert_eq!(
        (body["name"].as_str(), body["rules"].as_str()),
        (Some("My lane"), Some("soft"))
    );
    assert!(body["track"].as_str().unwrap().contains('>'));
    assert_eq!(sent[0].4.as_deref(), Some("t0k3n"));
    // On its way: the form at work, Publish not pressed twice.
    let form = page.view().publish.unwrap();
    assert_eq!((form.busy, form.send), (true, false));
    assert!(requests(page.send(Msg::Publish(PublishInput::Send))).is_empty());
    // Refused: the words on the form, which stays open.
    answer(
        &mut page,
        ApiCall::Publish,
        422,
        json!({"error": "unsolvable", "message": "No car can reach the finish of this track under soft rules."}),
    );
    let form = page.view().publish.unwrap();
    assert_eq!(
        form.note.as_deref(),
        Some("No car can reach the finish of this track under soft rules.")
    );
    assert_eq!((form.link, form.send, form.busy), (None, true, false));
    // Published already: the form links to the published copy, by the id the refusal gives.
    page.send(Msg::Publish(PublishInput::Send));
    answer(
        &mut page,
        ApiCall::Publish,
        409,
        json!({"error": "duplicate", "message": "This track is published already under these rules: track 0ld.",
               "track": "0ld"}),
    );
    let form = page.view().publish.unwrap();
    assert_eq!(
        form.note.as_deref(),
        Some("That track is published already, under the same rules.")
    );
    assert_eq!(
        form.link,
        Some(("#/tracks/0ld".into(), "Open the published track".into()))
    );
    assert!(!form.send, "the same track would be refused again");
    // Under other rules it is another track: Publish again.
    page.send(Msg::Publish(PublishInput::Rules("strict".into())));
    let form = page.view().publish.unwrap();
    assert_eq!((form.link, form.send, form.note), (None, true, None));
    // Published: the track's page opens.
    page.send(Msg::Publish(PublishInput::Send));
    let effects = answer(
        &mut page,
        ApiCall::Publish,
        201,
        view("n3w", Value::Null, true),
    );
    assert_eq!(page.model.route(), &Route::Tracks(Some("n3w".into())));
    assert!(
        requests(&effects)
            .iter()
            .any(|r| r.0 == ApiCall::Track("n3w".into())),
        "{effects:?}"
    );
}

#[test]
fn publishing_without_a_player_says_to_make_one() {
    let mut page = Page::start("#/edit");
    page.send(Msg::Publish(PublishInput::Open));
    let note = page.view().publish.unwrap().note.unwrap();
    assert!(note.starts_with("Make your online player first"), "{note}");
    // Not a dead end: a link to the screen that makes one, and Publish waits for it.
    let form = page.view().publish.unwrap();
    assert_eq!(
        form.link,
        Some(("#/online".into(), "Make my online player".into()))
    );
    assert!(!form.send);
    assert!(requests(page.send(Msg::Publish(PublishInput::Send))).is_empty());
}

#[test]
fn a_track_s_address_is_shared_and_it_is_raced_online_from_its_page() {
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/tracks/a1".into()));
    answer(
        &mut page,
        ApiCall::Track("a1".into()),
        200,
        view("a1", Value::Null, false),
    );
    let copied: Vec<String> = tracks(&mut page, TracksInput::Share)
        .iter()
        .filter_map(|e| match e {
            racetrack_page::ui::Effect::Copy { text, .. } => Some(text.clone()),
            _ => None,
        })
        .collect();
    assert_eq!(copied.len(), 1);
    assert!(copied[0].ends_with("#/tracks/a1"), "{copied:?}");
    page.send(Msg::Copied {
        by: racetrack_page::ui::Copier::Track,
        result: Ok(()),
    });
    let note = page.view().tracks.unwrap().track.unwrap().note.unwrap();
    assert!(note.starts_with("The track's address is copied"), "{note}");
    // Race it online: the track opens in the game and the online form offers it.
    page.send(Msg::Tracks(TracksInput::RaceOnline));
    assert_eq!(page.model.route(), &Route::Online(None));
    assert_eq!(page.model.session().unwrap().game.track().to_string(), LANE);
    // The form offers the open track, the published one (one start point: a game of one seat
    // more is refused in the form's words, before any request).
    let online = page.view().online.unwrap();
    assert_eq!(online.track, "open");
    assert!(
        requests(page.send(Msg::Online(racetrack_page::ui::online::OnlineInput::Create)))
            .is_empty()
    );
    let note = page.view().online.unwrap().note.unwrap();
    assert!(note.contains("1 start point"), "{note}");
}

#[test]
fn my_tracks_mark_the_ones_the_player_published_with_their_stars_and_plays() {
    let mut page = signed_in();
    // Asked with your games, once the player is known.
    let asked = requests(&page.log);
    page.send(Msg::RouteChanged("#/".into()));
    page.paste(LANE);
    page.send(Msg::RouteChanged("#/".into()));
    let mine = asked
        .iter()
        .find(|r| r.0 == ApiCall::MyPublished)
        .expect("the published tracks are asked with your games");
    assert_eq!(mine.2, "/api/v1/tracks?sort=new&author=Ann");
    assert_eq!(page.view().my_tracks[0].published, None);
    let track: racetrack::Track = LANE.parse().unwrap();
    let key = racetrack::top_runs::TrackKey::of(&track, racetrack::Rules::Soft).to_string();
    let mut published = summary("p1", "Lane", json!(4.5), 2);
    published["board"] = json!(key);
    answer(
        &mut page,
        ApiCall::MyPublished,
        200,
        json!({"tracks": [published], "more": false}),
    );
    let row = &page.view().my_tracks[0];
    assert_eq!(
        row.published,
        Some((
            "#/tracks/p1".to_owned(),
            "Published: ★ 4.5 (2), raced 3 times".to_owned()
        ))
    );
}

#[test]
fn a_track_is_raced_against_the_ai_and_its_author_s_profile_opens_from_its_page() {
    const TWO: &str = "##########\n#>......*#\n#>......*#\n##########\n";
    let mut page = signed_in();
    page.send(Msg::RouteChanged("#/tracks/a1".into()));
    let mut two = view("a1", Value::Null, false);
    two["track"] = json!(TWO);
    answer(&mut page, ApiCall::Track("a1".into()), 200, two);
    // The author's name opens their profile over the page.
    let sent = requests(page.send(Msg::Online(
        racetrack_page::ui::online::OnlineInput::ShowProfile("Éva".into()),
    )));
    assert_eq!(sent[0].2, "/api/v1/players/%C3%89va");
    let profile = page.view().online.unwrap().profile.unwrap();
    assert_eq!(profile.heading, "Éva");
    // Race the AI: the track opens in the game with AI cars racing it.
    page.send(Msg::Tracks(TracksInput::RaceAi));
    assert!(matches!(page.model.route(), Route::Play(_)));
    assert_eq!(page.model.session().unwrap().game.track().to_string(), TWO);
    let race = page.view().game.unwrap().race;
    assert!(race.standings.len() >= 2, "{race:?}");
}
