//! Records in the page through `ui::update`: the name asked for a top-10 run, kept in storage,
//! the track's table, medals on the cards, damaged storage set aside, export, import, and the
//! next level after a win.

use racetrack::top_runs::TopRuns;
use racetrack::verdict::Optimum;
use racetrack::{Point, Rules};
use racetrack_page::ui::files::FilePurpose;
use racetrack_page::ui::top_runs::{PLAYER_KEY, RECORDS_KEY, SET_ASIDE_KEY, UNNAMED, medal};
use racetrack_page::ui::view::BoxMain;
use racetrack_page::ui::{Control, Effect, Msg, Screen};

use crate::harness::{Page, STRAIGHT};

/// Plays the coach's optimal line on the open track by clicks.
fn win_optimally(page: &mut Page) {
    for p in page.optimal_line() {
        page.click(p);
    }
    assert_eq!(page.game().state.name(), "won");
}

fn stored(effects: &[Effect], key: &str) -> Option<String> {
    effects.iter().find_map(|e| match e {
        Effect::Store { key: k, value } if *k == key => Some(value.clone()),
        _ => None,
    })
}

#[test]
fn a_top_ten_run_is_kept_at_once_its_name_asked_and_shown_in_the_table() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6", "5"]);
    // The win counts at once, under the stand-in name: a newcomer who types nothing keeps it.
    let effects = page.keys_effects(&["5"]);
    let json = stored(&effects, RECORDS_KEY).expect("the won run is kept at once");
    let records = TopRuns::from_json(&json).unwrap();
    let key = records.keys().next().unwrap();
    assert_eq!(records.table(key)[0].name(), UNNAMED);
    assert_eq!(
        stored(&effects, PLAYER_KEY),
        None,
        "the stand-in is not remembered"
    );
    let prompt = page
        .game()
        .record_prompt
        .expect("a first run enters the records");
    assert_eq!((prompt.rank, prompt.name.as_str()), (1, ""));
    let effects = page
        .send(Msg::SaveRecord {
            name: "  <b>Zoë</b>  ".into(),
            today: "2026-11-22".into(),
        })
        .to_vec();
    let json = stored(&effects, RECORDS_KEY).expect("the records are stored");
    let records = TopRuns::from_json(&json).unwrap();
    assert_eq!(records.keys().count(), 1);
    assert_eq!(records.table(key).len(), 1, "renamed, not kept twice");
    assert_eq!(stored(&effects, PLAYER_KEY).as_deref(), Some("<b>Zoë</b>"));
    assert!(effects.contains(&Effect::Focus(racetrack_page::ui::Focus::MessagePrimary)));
    let game = page.game();
    assert!(game.record_prompt.is_none());
    assert_eq!(
        game.record_saved.as_deref(),
        Some("Kept in the records, number 1.")
    );
    assert_eq!(game.records.len(), 1);
    assert_eq!(
        (game.records[0].name.as_str(), game.records[0].moves),
        ("<b>Zoë</b>", 3)
    );
    // A better run later is kept at once under the same name, first.
    page.control(Control::Retry);
    page.keys(&["Enter", "6", "6"]);
    let game = page.game();
    assert!(game.record_prompt.is_none(), "the name is known");
    assert_eq!(
        game.record_saved.as_deref(),
        Some("Kept in the records, number 1.")
    );
    assert_eq!(
        game.records
            .iter()
            .map(|r| (r.name.as_str(), r.moves))
            .collect::<Vec<_>>(),
        [("<b>Zoë</b>", 2), ("<b>Zoë</b>", 3)]
    );
}

#[test]
fn a_name_that_cannot_be_kept_says_why() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6", "6"]);
    page.send(Msg::SaveRecord {
        name: "x".repeat(25),
        today: "2026-11-22".into(),
    });
    assert!(
        page.game().status.contains("The record was not kept"),
        "{}",
        page.game().status
    );
    assert!(page.game().record_prompt.is_some());
}

#[test]
fn damaged_storage_is_set_aside_with_a_message_and_the_rest_kept() {
    let mut good = TopRuns::new();
    let track: racetrack::Track = STRAIGHT.parse().unwrap();
    let key = racetrack::top_runs::TrackKey::of(&track, Rules::Strict);
    good.insert(
        key,
        racetrack::top_runs::Entry::new("Ann", 2, racetrack::top_runs::Mode::Solo, "2026-01-02")
            .unwrap(),
    );
    let json = good.to_json();
    // One extra table that is not a table.
    let damaged = json.replacen("\"tables\":{", "\"tables\":{\"zz\":5,", 1);
    assert_ne!(damaged, json, "the fixture must change the text: {json}");
    for (text, kept) in [(damaged.as_str(), 1), ("{not json", 0)] {
        let mut page = Page::start_bare("", Some("seen"));
        page.model = racetrack_page::ui::Model::new();
        let effects = page
            .send(Msg::Started(Box::new(racetrack_page::ui::msg::Startup {
                hint: Some("seen".into()),
                records: Some(text.into()),
                ..crate::harness::startup("")
            })))
            .to_vec();
        let error = page.view().error.expect("a message");
        assert!(error.contains("set aside"), "{error}");
        assert_eq!(stored(&effects, SET_ASIDE_KEY).as_deref(), Some(text));
        let cleaned = TopRuns::from_json(&stored(&effects, RECORDS_KEY).unwrap()).unwrap();
        assert_eq!(cleaned.keys().count(), kept);
        assert_eq!(page.model.screen(), Screen::Menu);
    }
}

#[test]
fn medals_on_the_cards_follow_the_best_run_against_the_optimum() {
    assert_eq!(medal(21, Some(Optimum::Moves(21))), Some("gold"));
    assert_eq!(medal(23, Some(Optimum::Moves(21))), Some("silver"));
    assert_eq!(medal(26, Some(Optimum::Moves(21))), Some("bronze"));
    assert_eq!(medal(27, Some(Optimum::Moves(21))), None);
    assert_eq!(medal(27, None), None);
    let mut page = Page::start("#/level/02-barto-small");
    page.run_clock(5000);
    win_optimally(&mut page);
    page.send(Msg::SaveRecord {
        name: "Ann".into(),
        today: "2026-11-22".into(),
    });
    let card = page
        .view()
        .cards
        .into_iter()
        .find(|c| c.file == "02-barto-small.txt")
        .unwrap();
    assert_eq!((card.best, card.medal), (Some(10), Some("gold")));
}

#[test]
fn export_gives_the_stored_format_and_import_merges() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.keys(&["Enter", "6", "6"]);
    page.send(Msg::SaveRecord {
        name: "Ann".into(),
        today: "2026-11-22".into(),
    });
    let effects = page.control(Control::ExportRecords).to_vec();
    let Some(Effect::Download {
        filename,
        text,
        kind: racetrack_page::ui::msg::FileKind::Json,
    }) = effects.first().cloned()
    else {
        panic!("{effects:?}")
    };
    assert!(filename.ends_with(".json"));
    let exported = TopRuns::from_json(&text).unwrap();
    // Import into a fresh page.
    let mut other = Page::start("");
    let effects = other.choose(FilePurpose::Records, &[("r.json", text.len() as f64)]);
    assert_eq!(effects, vec![Effect::ReadFiles(FilePurpose::Records)]);
    other.read_file(FilePurpose::Records, "r.json", text.as_bytes());
    assert_eq!(
        other.view().notice.as_deref(),
        Some("r.json: 1 record imported.")
    );
    other.paste(STRAIGHT);
    assert_eq!(other.game().records.len(), 1);
    assert_eq!(exported.keys().count(), 1);
    // Garbage is refused with a message, nothing lost.
    other.read_file(FilePurpose::Records, "bad.json", b"\xff\xfe");
    assert!(other.view().notice.unwrap().contains("not a records file"));
    assert_eq!(other.game().records.len(), 1);
    let effects = other.choose(FilePurpose::Records, &[("huge.json", 1e9)]);
    assert_eq!(effects, vec![Effect::ClearFilePickers]);
    assert!(other.view().error.unwrap().contains("huge.json"));
}

#[test]
fn after_a_win_on_a_level_the_next_level_opens() {
    let mut page = Page::start("#/level/01-first-circuit");
    page.run_clock(5000);
    assert!(!page.game().next_level);
    win_optimally(&mut page);
    assert!(page.game().next_level);
    // After a medal the filled button is Next level (it was Retry even after a perfect run).
    assert_eq!(page.game().box_main, BoxMain::NextLevel);
    page.control(Control::NextLevel);
    assert_eq!(
        page.history.last().map(String::as_str),
        Some("#/level/02-barto-small")
    );
    assert_eq!(page.view().title, "Barto small");
    assert_eq!(page.trajectory(), Vec::<Point>::new());
}

#[test]
fn the_menu_groups_the_levels_and_counts_the_medals() {
    let mut page = Page::start("");
    let cards = page.view().cards;
    let group = |file: &str| {
        cards
            .iter()
            .find(|c| c.file == file)
            .unwrap()
            .group_words
            .clone()
    };
    assert_eq!(group("01-first-circuit.txt"), "Basics");
    assert_eq!(group("11-ice-rink.txt"), "Terrain");
    assert_eq!(group("14-drawbridge.txt"), "Moving elements");
    assert_eq!(page.view().progress, None, "no medal yet");
    page.control(Control::OpenLevel(0));
    page.run_clock(2000);
    win_optimally(&mut page);
    // The win box celebrates the medal the run earns.
    let message = page.game().message.unwrap();
    assert_eq!(message.medal, Some("gold"));
    assert!(message.text.contains("A gold medal!"), "{}", message.text);
    page.send(Msg::SaveRecord {
        name: "Ada".into(),
        today: "2026-11-22".into(),
    });
    page.key("Escape");
    let view = page.view();
    let card = &view.cards[0];
    assert_eq!(card.medal, Some("gold"));
    assert!(
        card.best_words.starts_with("your best ") && card.best_words.ends_with(" · gold · clean")
    );
    assert!(!card.assisted);
    assert_eq!(
        view.progress.as_deref(),
        Some("Medals: 1 of 15 levels, 1 gold · next to beat: Barto small")
    );
}
