//! The coach on the play screen through `ui::update`: computed by ticks, the optimum from here
//! and the moves lost in the status, doomed options marked, the time lost after a finish, the
//! optimal line, and the switch.

use racetrack::Point;
use racetrack_page::ui::scene::{Colour, Shape};
use racetrack_page::ui::{Control, Msg, Switch};

use crate::harness::{Page, STRAIGHT};

/// A row whose way down is near its end: a car too fast there is doomed.
const DEAD_END: &str = ">......\n#####.#\n#####*#\n";

fn doomed_marks(page: &Page) -> Vec<Point> {
    page.scene()
        .shapes
        .iter()
        .filter_map(|s| match s {
            Shape::Doomed { at } => Some(*at),
            _ => None,
        })
        .collect()
}

#[test]
fn the_coach_is_computed_by_ticks_then_speaks_in_the_status() {
    let mut page = Page::coached("");
    page.paste(STRAIGHT);
    assert!(page.game().status.contains("coach: thinking"));
    assert!(page.model.needs_tick());
    page.run_clock(100);
    assert!(
        page.game().status.contains("coach: optimum 2 moves"),
        "{}",
        page.game().status
    );
    page.key("Enter");
    let coach = page.game().coach.unwrap();
    assert_eq!((coach.optimal_from_here, coach.lost), (Some(2), Some(0)));
    // Standing still costs a move.
    page.key("5");
    let coach = page.game().coach.unwrap();
    assert_eq!((coach.optimal_from_here, coach.lost), (Some(2), Some(1)));
    assert!(
        page.game()
            .status
            .contains("optimum from here 2 · 1 move lost")
    );
}

#[test]
fn doomed_options_are_marked_before_they_are_picked() {
    let mut page = Page::coached("");
    page.paste(DEAD_END);
    page.run_clock(100);
    page.keys(&["Enter", "6", "6"]); // (0, 3) at speed 2
    let doomed = doomed_marks(&page);
    assert!(
        doomed.contains(&Point::new(0, 5)) || !doomed.is_empty(),
        "{doomed:?}"
    );
    for p in &doomed {
        let s = page.model.session().unwrap();
        assert!(s.game.options().contains(p));
    }
    // Off: no words; the crash warning (on until a first win) still slashes the options,
    // and with it off too, no marks.
    page.send(Msg::Switch(Switch::Coach, false));
    assert_eq!(doomed_marks(&page), doomed);
    page.send(Msg::Switch(Switch::CrashWarning, false));
    assert!(doomed_marks(&page).is_empty());
    assert!(page.game().coach.is_none());
    assert!(!page.game().status.contains("optimum from here"));
}

#[test]
fn after_a_finish_the_box_says_where_time_was_lost_and_the_line_can_be_shown() {
    let mut page = Page::coached("");
    page.paste(STRAIGHT);
    page.run_clock(100);
    page.keys(&["Enter", "6", "5", "5"]);
    let game = page.game();
    assert_eq!(game.state.name(), "won");
    let reasons = game.message.unwrap().reasons;
    assert_eq!(reasons, vec!["Time lost at move 2 (+1).".to_owned()]);
    assert!(game.line_available && !game.show_line);
    assert_eq!(game.line_label, "Optimal line");
    // A first win on a track enters the records: the box asks for a name first.
    assert_eq!(
        game.focus_first,
        racetrack_page::ui::view::BoxFocus::RecordName
    );
    assert_eq!(game.edit_label, "Edit a copy");
    page.control(Control::OptimalLine);
    assert!(page.game().show_line);
    assert_eq!(page.game().line_label, "Hide the optimal line");
    let line = page.scene().shapes.iter().any(|s| {
        matches!(
            s,
            Shape::Segments {
                colour: Colour::Focus,
                ..
            }
        )
    });
    assert!(line, "the optimal line is drawn");
}

#[test]
fn switching_rules_recomputes_the_coach() {
    let mut page = Page::coached("");
    page.paste(">.#.*\n");
    page.run_clock(100);
    assert!(
        page.game()
            .status
            .contains("coach: no start reaches the finish")
    );
    page.send(Msg::RulesChosen("soft".into()));
    assert!(page.game().status.contains("coach: thinking"));
    page.run_clock(100);
    assert!(
        page.game().status.contains("coach: optimum"),
        "{}",
        page.game().status
    );
}

#[test]
fn the_optimum_comes_from_the_coach_and_only_a_track_too_large_for_it_gets_a_search() {
    let mut page = Page::coached("");
    page.paste(STRAIGHT);
    assert!(!page.model.searches_optimum(), "no search beside the coach");
    page.run_clock(100);
    let coach_optimum = page.game().coach.map(|c| c.optimal_from_here);
    assert!(
        page.game().status.contains("optimum"),
        "{}",
        page.game().status
    );
    assert!(coach_optimum.is_some());

    // An open field too large for the coach's table: the optimum comes from a search.
    let side = 400;
    let mut text = String::new();
    for row in 0..side {
        for col in 0..side {
            text.push(match (row, col) {
                (0, 0) => '>',
                (r, c) if r == side - 1 && c == side - 1 => '*',
                _ => '.',
            });
        }
        text.push('\n');
    }
    page.paste(&text);
    assert!(page.model.searches_optimum());
}

#[test]
fn switching_the_rules_mid_run_asks_then_starts_a_new_run() {
    use racetrack_page::ui::Effect;
    // The playtest switched to soft rules after ten moves and read "optimum from here 10, lost
    // 10": the coach of one game judging moves of another.
    let mut page = Page::start("#/level/03-hairpin");
    page.run_clock(2000);
    page.keys(&["Enter", "6", "6"]);
    let effects = page.send(Msg::RulesChosen("soft".into())).to_vec();
    let [Effect::Confirm { question, then }] = effects.as_slice() else {
        panic!("{effects:?}");
    };
    assert_eq!(
        question,
        "Soft rules start a new run: your 2 moves will be lost."
    );
    assert_eq!(
        page.game().rules,
        "strict",
        "nothing changes before the answer"
    );
    assert_eq!(page.trajectory().len(), 3);
    // Cancel: nothing is sent. OK: the answer's message.
    page.send((**then).clone());
    assert_eq!(page.game().rules, "soft");
    assert!(page.trajectory().is_empty(), "a new run");
    // Before the first move there is nothing to lose: no question.
    let effects = page.send(Msg::RulesChosen("strict".into())).to_vec();
    assert!(!effects.iter().any(|e| matches!(e, Effect::Confirm { .. })));
    assert_eq!(page.game().rules, "strict");
}

#[test]
fn the_coach_counts_the_checkpoints_under_karopapier_s_rules() {
    // A mapcode (so Karopapier's rules): the checkpoint down in a pit, the finish at the far end.
    let map =
        "XXXXXXXXXXXX\nXSOOOOOOOOFX\nXOOOOOOOOOFX\nXOOXXXXXXXXX\nXOOXXXXXXXXX\nXO1XXXXXXXXX\n";
    let track = racetrack::track::mapcode::parse(map).unwrap();
    let rules = racetrack::Rules::Karopapier;
    let optimum = racetrack::search::solve(&track, rules, racetrack::Solver::Bfs)
        .0
        .moves()
        .unwrap();
    let mut page = Page::coached("");
    page.paste(map);
    page.run_clock(100);
    let status = page.game().status;
    assert!(
        status.contains(&format!("coach: optimum {optimum} moves")),
        "{status}"
    );
    // Placed, then straight for the finish: away from the checkpoint, so moves are lost.
    page.keys(&["Enter", "6", "6"]);
    let coach = page.game().coach.unwrap();
    assert!(coach.lost.is_some_and(|l| l > 0), "{coach:?}");
    assert_eq!(
        coach.optimal_from_here.map(|k| k + 2 - coach.lost.unwrap()),
        Some(optimum as u32)
    );
}
