//! Karopapier's rules at the page through `ui::update`: chosen in the game's settings (a new
//! run, asked about when moves would be lost), standing still refused, and a race against an AI
//! driver on a mapcode in Karopapier's random order, played to its end.

use racetrack::race::TurnOrder;
use racetrack_page::ui::race_mode::RaceInput;
use racetrack_page::ui::{Effect, Msg, Screen};

use crate::harness::Page;
use crate::race::{race, setup};

/// Two starts, road, the finish at the bottom right; grass around.
const MAP: &str = "XXXXXXXXXX\r\nXSOOOOOOOX\r\nXSOOOOOOOX\r\nXOOOOOOOFX\r\nXXXXXXXXXX\r\n";

fn question(effects: &[Effect]) -> Option<String> {
    effects.iter().find_map(|e| match e {
        Effect::Confirm { question, .. } => Some(question.clone()),
        _ => None,
    })
}

#[test]
fn karopapier_s_rules_are_chosen_in_the_settings_and_refuse_standing_still() {
    let mut page = Page::start("");
    page.paste(MAP);
    assert_eq!(page.model.screen(), Screen::Play);
    // A mapcode opens under Karopapier's rules, as its players know them.
    assert_eq!(page.game().rules, "karopapier");
    assert!(question(page.send(Msg::RulesChosen("strict".into()))).is_none());
    assert_eq!(page.game().rules, "strict");
    // The same track in the project's format opens under strict rules.
    let mut plain = Page::start("");
    plain.paste(
        &MAP.replace('S', ">")
            .replace('O', ".")
            .replace('X', "#")
            .replace('F', "*"),
    );
    assert_eq!(plain.game().rules, "strict");
    assert!(question(page.send(Msg::RulesChosen("karopapier".into()))).is_none());
    assert_eq!(page.game().rules, "karopapier");
    page.key("Enter");
    assert_eq!(page.trajectory().len(), 1, "placed");
    page.key("5");
    assert_eq!(page.trajectory().len(), 1, "standing still is no move");
    page.key("6");
    assert_eq!(page.trajectory().len(), 2);
    let asked = question(page.send(Msg::RulesChosen("soft".into())));
    assert_eq!(
        asked.as_deref(),
        Some("Soft rules start a new run: your 1 move will be lost.")
    );
    assert_eq!(page.game().rules, "karopapier", "nothing before the answer");
    page.send(Msg::SetRules(racetrack::Rules::Strict));
    page.key("Enter");
    page.key("6");
    let asked = question(page.send(Msg::RulesChosen("karopapier".into())));
    assert_eq!(
        asked.as_deref(),
        Some("Karopapier's rules start a new run: your 1 move will be lost.")
    );
    // A name that is no rule set changes nothing.
    assert!(page.send(Msg::RulesChosen("fast".into())).is_empty());
    assert_eq!(page.game().rules, "strict");
}

#[test]
fn a_race_against_an_ai_goes_round_in_karopapier_s_random_order_to_its_end() {
    let mut page = Page::start("");
    page.paste(MAP);
    page.send(Msg::RulesChosen("karopapier".into()));
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Count("1".into()));
    race(&mut page, RaceInput::Start);
    let turns = |page: &Page| {
        let run = page.model.session().unwrap().racing.run.as_ref().unwrap();
        run.race().settings().turns
    };
    assert_eq!(turns(&page), TurnOrder::Random);
    let mut firsts = Vec::new();
    for _ in 0..600 {
        if page.game().state.name() == "over" {
            break;
        }
        let s = page.model.session().unwrap();
        let run = s.racing.run.as_ref().unwrap();
        if let Some(&first) = run.race().round_order().first() {
            firsts.push(first);
        }
        match racetrack_page::ui::race_mode::options(s) {
            Some(options) if !options.is_empty() && run.human_to_move().is_some() => {
                // The option nearest the finish.
                let to = *options
                    .iter()
                    .min_by_key(|p| (8 - p.col).abs() + (3 - p.row).abs())
                    .unwrap();
                page.click(to);
            }
            _ => page.tick(400.0, 1.0),
        }
    }
    assert_eq!(page.game().state.name(), "over", "the race ends");
    let run = page.model.session().unwrap().racing.run.as_ref().unwrap();
    assert!(run.race().cars().iter().all(|c| !c.state().is_racing()));
    firsts.dedup();
    assert!(!firsts.is_empty());
}

/// The dark cells of the scene's night, if it has one.
fn dark(page: &Page) -> Option<Vec<racetrack::Point>> {
    page.scene().shapes.iter().find_map(|s| match s {
        racetrack_page::ui::scene::Shape::Night { dark } => Some(
            dark.iter()
                .flat_map(|&(at, n)| (0..n).map(move |i| racetrack::Point::new(at.row, at.col + i)))
                .collect(),
        ),
        _ => None,
    })
}

#[test]
fn at_night_the_board_is_dark_but_what_the_car_lights() {
    use racetrack::Point;
    use racetrack_page::ui::Switch;
    let mut page = Page::start("");
    page.paste(MAP);
    assert_eq!(dark(&page), None, "day by default");
    page.send(Msg::Switch(Switch::Night, true));
    assert!(page.game().night);
    let track = page.model.session().unwrap().game.track().clone();
    let all = |page: &Page| {
        let mut cells = dark(page).unwrap();
        let lit = racetrack::rules::night::lit(&track, &page.trajectory());
        cells.extend(lit.iter().copied());
        cells.sort_by_key(|p| (p.row, p.col));
        (cells.len(), lit)
    };
    // Before the placement: round the starts.
    let (cells, lit) = all(&page);
    assert_eq!(cells, track.cells().len(), "every cell dark or lit, once");
    assert!(lit.contains(&Point::new(1, 1)) && !lit.contains(&Point::new(3, 8)));
    page.key("Enter");
    page.key("6");
    page.key("6");
    let (cells, lit) = all(&page);
    assert_eq!(cells, track.cells().len());
    assert!(
        lit.contains(&Point::new(1, 7)),
        "the headlight reaches ahead"
    );
    assert!(dark(&page).unwrap().contains(&Point::new(4, 0)));
    page.send(Msg::Switch(Switch::Night, false));
    assert_eq!(dark(&page), None);
}

#[test]
fn the_editor_paints_checkpoints_and_karopapier_s_grounds_from_its_more_list() {
    use racetrack::Point;
    use racetrack_page::ui::editor::EditorInput;
    let mut page = Page::start_with_draft("#/edit", None);
    page.editor(EditorInput::New {
        rows: "5".into(),
        cols: "12".into(),
    });
    page.editor(EditorInput::Brush(1));
    page.editor(EditorInput::Tool("road".into()));
    page.editor_drag(&[Point::new(2, 1), Point::new(2, 10)]);
    assert_eq!(page.editor_view().more, "");
    page.editor(EditorInput::Tool("checkpoint-3".into()));
    let v = page.editor_view();
    assert_eq!((v.paint, v.more), ("checkpoint-3", "checkpoint-3"));
    page.editor_drag(&[Point::new(2, 5)]);
    page.editor(EditorInput::Tool("water".into()));
    assert_eq!(page.editor_view().more, "water");
    page.editor_drag(&[Point::new(4, 0), Point::new(4, 11)]);
    page.editor(EditorInput::Tool("start".into()));
    assert_eq!(
        page.editor_view().more,
        "",
        "a button's paint empties the list"
    );
    page.editor_drag(&[Point::new(2, 1)]);
    page.editor(EditorInput::Tool("finish".into()));
    page.editor_drag(&[Point::new(2, 10)]);
    let text = page.editor_text();
    assert_eq!(text.lines().nth(2).unwrap(), "#>...3....*#");
    assert_eq!(text.lines().nth(4).unwrap(), "WWWWWWWWWWWW");
    // Its digit is written on the canvas, as on the board.
    let scene = racetrack_page::ui::editor::scene::scene(&page.model).unwrap();
    assert_eq!(scene.checkpoints, vec![(Point::new(2, 5), 3)]);
    // The track drawn is checked with its checkpoint: solvable, driven through digit 3.
    page.run_clock(200);
    assert!(
        page.editor_view().optimum.is_some(),
        "{:?}",
        page.editor_view()
    );
}

#[test]
fn an_ai_driver_collects_the_checkpoints_before_the_finish() {
    // The finish beside the starts, the checkpoint at the far end: heading for the finish alone
    // never ends the race.
    let map = "############\n#>.........#\n#>.........#\n#*........1#\n############\n";
    for rules in ["strict", "karopapier"] {
        let mut page = Page::start("");
        page.paste(map);
        page.send(Msg::RulesChosen(rules.into()));
        setup(&mut page, "ai");
        race(&mut page, RaceInput::Count("1".into()));
        race(&mut page, RaceInput::Start);
        for _ in 0..400 {
            let s = page.model.session().unwrap();
            let run = s.racing.run.as_ref().unwrap();
            if !run.race().cars()[1].state().is_racing() {
                break;
            }
            match racetrack_page::ui::race_mode::options(s) {
                // The person takes the first option each turn.
                Some(options) if run.human_to_move().is_some() && !options.is_empty() => {
                    page.click(options[0]);
                }
                _ => page.tick(400.0, 1.0),
            }
        }
        let run = page.model.session().unwrap().racing.run.as_ref().unwrap();
        let ai = &run.race().cars()[1];
        assert!(
            matches!(ai.state(), racetrack::race::CarState::Finished { .. }),
            "{rules}: {:?} {:?}",
            ai.state(),
            ai.trajectory()
        );
    }
}

#[test]
fn a_karopapier_crash_in_a_race_is_said_as_a_jump_back() {
    use racetrack::Point;
    // Two lanes joined at their right end, the finish under the lower one.
    let map = "XXXXXXXXXX\r\nXSOOOOOOOX\r\nXXXXXXXXOX\r\nXSOOOOOOOX\r\nXXXXXXXFXX\r\n";
    let mut page = Page::start("");
    page.paste(map);
    page.send(Msg::RulesChosen("karopapier".into()));
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Count("1".into()));
    race(&mut page, RaceInput::Start);
    // Car 1 places on a start and drives right along its row into the wall at speed 3.
    let mut plan = [1, 2, 4, 7].into_iter();
    let mut row = None;
    let mut said = Vec::new();
    for _ in 0..200 {
        let s = page.model.session().unwrap();
        let run = s.racing.run.as_ref().unwrap();
        if run.race().cars()[0].resets().len() == 1 {
            break;
        }
        match racetrack_page::ui::race_mode::options(s) {
            Some(options) if run.human_to_move().is_some() => {
                let r = *row.get_or_insert(options[0].row);
                let to = Point::new(r, plan.next().unwrap());
                assert!(options.contains(&to), "{to:?} in {options:?}");
                page.click(to);
            }
            _ => page.tick(400.0, 1.0),
        }
        said.push(page.model.announcement().text.clone());
    }
    let run = page.model.session().unwrap().racing.run.as_ref().unwrap();
    assert_eq!(
        run.race().cars()[0].position(),
        Some(Point::new(row.unwrap(), 2))
    );
    assert!(
        said.iter()
            .any(|t| t.contains("You crashed and go back 2 moves, to")),
        "{said:?}"
    );
    // Seen too, not only heard: the status line says it until the next action.
    let status = page.game().status;
    assert!(
        status.contains("You crashed and go back 2 moves, to"),
        "{status}"
    );
}

#[test]
fn the_how_to_drive_hint_tells_of_checkpoints_and_karopapier_s_rules() {
    let checkpoints = "Numbered points are checkpoints: pass every number first, in any order.";
    let karopapier = "Karopapier's rules: the car never stands still, and crossing a chequered \
                      point finishes.";
    let mut page = Page::start("#/level/02-barto-small");
    let hint = page.game().hint_words;
    assert!(
        !hint.contains(checkpoints) && !hint.contains(karopapier),
        "{hint}"
    );
    page.paste("XXXXXXX\r\nXSO1OFX\r\nXXXXXXX\r\n");
    page.send(Msg::RulesChosen("strict".into()));
    assert!(page.game().hint_words.ends_with(checkpoints));
    page.send(Msg::RulesChosen("karopapier".into()));
    let hint = page.game().hint_words;
    assert!(
        hint.contains(checkpoints) && hint.ends_with(karopapier),
        "{hint}"
    );
}

#[test]
fn a_karopapier_race_takes_its_zzz_from_the_mode_panel() {
    let mut page = Page::start("");
    page.paste(MAP);
    page.send(Msg::RulesChosen("strict".into()));
    setup(&mut page, "ai");
    let zzz = |page: &Page| page.game().race.setup.unwrap().zzz;
    assert_eq!(zzz(&page), None, "strict rules: no ZZZ");
    page.send(Msg::RulesChosen("karopapier".into()));
    assert_eq!(zzz(&page), Some(2), "Karopapier's default");
    race(&mut page, RaceInput::Zzz(0.0));
    assert_eq!(zzz(&page), Some(0));
    race(&mut page, RaceInput::Zzz(99.0));
    assert_eq!(zzz(&page), Some(10), "at most 10");
    race(&mut page, RaceInput::Zzz(f64::NAN));
    assert_eq!(zzz(&page), Some(10), "not a number changes nothing");
    setup(&mut page, "solo");
    assert_eq!(zzz(&page), None, "solo: no ZZZ");
    setup(&mut page, "ai");
    race(&mut page, RaceInput::Zzz(3.4));
    race(&mut page, RaceInput::Count("1".into()));
    race(&mut page, RaceInput::Start);
    let run = page.model.session().unwrap().racing.run.as_ref().unwrap();
    assert_eq!(run.race().settings().crash_penalty, 3);
}

#[test]
fn a_track_s_checkpoints_are_switched_off_and_on_in_the_settings() {
    use racetrack_page::ui::Switch;
    // The finish is reached only past checkpoint 1 at the far end of the top row.
    let with = "XXXXXXXX\r\nXSOOOO1X\r\nXOOOOOOX\r\nXFOOOOOX\r\nXXXXXXXX\r\n";
    let mut page = Page::start("");
    page.paste(with);
    assert_eq!(page.game().checkpoints, Some(true));
    page.send(Msg::RulesChosen("karopapier".into()));
    let optimum_with = page.model.session().unwrap().game.track().checkpoints();
    assert_ne!(optimum_with, 0);
    page.key("Enter");
    page.key("6");
    assert_eq!(page.trajectory().len(), 2);
    // A run would be lost: asked first, nothing changed before the answer.
    let asked = question(page.send(Msg::Switch(Switch::Checkpoints, false)));
    assert_eq!(
        asked.as_deref(),
        Some("Switching the checkpoints starts a new run: your 1 move will be lost.")
    );
    assert_eq!(page.trajectory().len(), 2);
    assert_eq!(page.game().checkpoints, Some(true));
    page.send(Msg::SetCheckpoints(false));
    let s = page.model.session().unwrap();
    assert_eq!(s.game.track().checkpoints(), 0, "the digits are road");
    assert!(s.game.trajectory().is_empty(), "a new run");
    assert_eq!(
        s.game.rules(),
        racetrack::Rules::Karopapier,
        "the rules kept"
    );
    assert_eq!(page.game().checkpoints, Some(false));
    let said = page.model.announcement().text.clone();
    assert!(
        said.starts_with("Checkpoints off: their digits are road. "),
        "{said}"
    );
    // Straight down to the finish now, without the checkpoint: placed, then 2 moves.
    page.key("Enter");
    page.key("2");
    page.key("5");
    assert_eq!(page.game().state.name(), "won");
    // Back on: the track as opened.
    page.send(Msg::SetCheckpoints(true));
    let s = page.model.session().unwrap();
    assert_eq!(s.game.track().checkpoints(), optimum_with);
    assert_eq!(page.game().checkpoints, Some(true));
    // A track without checkpoints has no such switch.
    let mut plain = Page::start("");
    plain.paste(MAP);
    assert_eq!(plain.game().checkpoints, None);
    assert!(plain.send(Msg::SetCheckpoints(false)).is_empty());
    assert_eq!(plain.game().checkpoints, None);
}

#[test]
fn the_mode_panel_offers_no_more_cars_than_the_track_has_start_points() {
    // MAP has two start points: one AI opponent at most, two hot-seat players.
    let mut page = Page::start("");
    page.paste(MAP);
    setup(&mut page, "ai");
    assert_eq!(page.game().race.setup.unwrap().count, Some((1, 1, 1)));
    setup(&mut page, "hotseat");
    assert_eq!(page.game().race.setup.unwrap().count, Some((2, 2, 2)));
    // A level with more start points offers the most the page races.
    let mut level = Page::start("#/level/02-barto-small");
    setup(&mut level, "ai");
    let (low, high, _) = level.game().race.setup.unwrap().count.unwrap();
    assert_eq!(
        (low, high),
        (1, racetrack_page::ui::race_mode::MAX_LOCAL_CARS - 1)
    );
}

#[test]
fn hot_seat_players_agree_on_honour_rules_which_the_race_keeps_unchecked() {
    let mut page = Page::start("");
    page.paste(MAP);
    setup(&mut page, "hotseat");
    let honour = |page: &Page| page.game().race.setup.unwrap().honour;
    assert_eq!(honour(&page), Some(("free", "free")));
    // Asked of people only, and only under Karopapier's rules.
    setup(&mut page, "ai");
    assert_eq!(honour(&page), None, "against the AI");
    setup(&mut page, "hotseat");
    page.send(Msg::RulesChosen("strict".into()));
    assert_eq!(honour(&page), None, "strict rules");
    page.send(Msg::RulesChosen("karopapier".into()));
    race(&mut page, RaceInput::StartDirection("classic".into()));
    race(&mut page, RaceInput::TacticalCrashes("forbidden".into()));
    race(&mut page, RaceInput::TacticalCrashes("sometimes".into()));
    assert_eq!(honour(&page), Some(("classic", "forbidden")));
    race(&mut page, RaceInput::Start);
    let words = page.game().race.honour.expect("said during the race");
    assert!(words.contains("not checked"), "{words}");
    assert!(words.contains("away from the finish line"), "{words}");
    let run = page.model.session().unwrap().racing.run.as_ref().unwrap();
    let kept = run.record().honour.expect("in the record");
    assert_eq!(
        (kept.start.name(), kept.crashes.name()),
        ("classic", "forbidden")
    );
}

#[test]
fn a_mapcode_edited_as_a_copy_keeps_karopapier_s_rules() {
    use racetrack_page::ui::Control;
    use racetrack_page::ui::editor::EditorInput;
    let mut page = Page::start("");
    page.paste(MAP);
    assert_eq!(page.game().rules, "karopapier");
    page.control(Control::EditTrack);
    assert_eq!(page.model.screen(), Screen::Editor);
    // Checked under Karopapier's rules: the finish is crossed, not landed on.
    assert!(page.run_clock(1000) < 1000);
    let track = racetrack::track::mapcode::parse(MAP).unwrap();
    let best =
        racetrack::search::solve(&track, racetrack::Rules::Karopapier, racetrack::Solver::Bfs)
            .0
            .moves()
            .unwrap();
    assert_eq!(page.editor_view().optimum, Some(best));
    let status = page.editor_view().status;
    assert!(
        status.starts_with("Solvable under Karopapier's rules"),
        "{status}"
    );
    // Driven under them too, and kept with the draft across a reload.
    page.editor(EditorInput::TestDrive);
    assert_eq!(page.game().rules, "karopapier");
    let draft = page.storage[racetrack_page::ui::editor::DRAFT_KEY].clone();
    assert!(draft.contains(r#""rules":"karopapier""#), "{draft}");
    let mut again = Page::start_with_draft("#/edit/drive", Some(&draft));
    assert_eq!(again.game().rules, "karopapier");
    again.key("Escape");
    assert_eq!(again.model.screen(), Screen::Editor);
}

#[test]
fn a_track_pasted_in_the_editor_is_edited_under_the_rules_of_its_format() {
    use racetrack_page::ui::editor::EditorInput;
    let mut page = Page::start("#/edit");
    assert_eq!(page.model.screen(), Screen::Editor);
    // A mapcode: opened as the draft, checked under Karopapier's rules, which the note says,
    // and the page goes up to it (the box is below the board on a phone).
    let effects = page.editor(EditorInput::Paste(MAP.into())).to_vec();
    assert!(effects.contains(&Effect::ScrollToTop), "{effects:?}");
    assert!(page.run_clock(1000) < 1000);
    let view = page.editor_view();
    assert_eq!(
        view.note.as_deref(),
        Some("Opened Pasted track under Karopapier's rules. Undo brings back your previous draft.")
    );
    assert_eq!(view.name, "Pasted track");
    let track = racetrack::track::mapcode::parse(MAP).unwrap();
    let best =
        racetrack::search::solve(&track, racetrack::Rules::Karopapier, racetrack::Solver::Bfs)
            .0
            .moves()
            .unwrap();
    assert_eq!(view.optimum, Some(best));
    assert!(
        view.status.starts_with("Solvable under Karopapier's rules"),
        "{}",
        view.status
    );
    assert_eq!(page.editor_text(), track.to_string());
    // Published, it is offered under the rules it was checked by.
    page.send(Msg::Publish(
        racetrack_page::ui::collection::publish::PublishInput::Open,
    ));
    assert_eq!(page.view().publish.unwrap().rules, "karopapier");
    page.send(Msg::Publish(
        racetrack_page::ui::collection::publish::PublishInput::Cancel,
    ));
    page.editor(EditorInput::TestDrive);
    assert_eq!(page.game().rules, "karopapier");
    page.key("Escape");
    // The project's own text: strict rules again.
    page.editor(EditorInput::Paste("#####\n#>.*#\n#####\n".into()));
    assert!(page.run_clock(1000) < 1000);
    let view = page.editor_view();
    assert!(
        view.status.starts_with("Solvable under strict rules"),
        "{}",
        view.status
    );
    // What does not read is said, and the draft stays.
    page.editor(EditorInput::Paste("#####\n#>?*#\n".into()));
    assert!(
        page.view()
            .error
            .is_some_and(|e| e.starts_with("Pasted track: "))
    );
    assert_eq!(page.editor_text(), "#####\n#>.*#\n#####\n");
}

#[test]
fn the_status_line_counts_the_checkpoints_held() {
    // Checkpoint 1 at the far end of the top row; the finish below the start.
    let mut page = Page::start("");
    page.paste("XXXXXXXX\r\nXSOOOO1X\r\nXOOOOOOX\r\nXFOOOOOX\r\nXXXXXXXX\r\n");
    page.keys(&["Enter", "6"]);
    let status = page.game().status;
    assert!(status.ends_with(" · checkpoints 0 of 1"), "{status}");
    // On at speed 1 to (1, 6): the checkpoint is held.
    page.keys(&["5", "5", "5", "5"]);
    let status = page.game().status;
    assert!(status.ends_with(" · checkpoints 1 of 1"), "{status}");
    // A track without checkpoints says nothing of them.
    let mut plain = Page::start("");
    plain.paste(MAP);
    plain.keys(&["Enter", "6"]);
    assert!(!plain.game().status.contains("checkpoint"));
}
