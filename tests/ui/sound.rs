//! Sounds through `ui::update`: a move's pitch follows the speed, a crash, a finish or a record,
//! the last second of a blitz turn; muted by the player's switch, remembered across a reload.

use racetrack_page::ui::race_mode::RaceInput;
use racetrack_page::ui::sound::Sound;
use racetrack_page::ui::{Effect, Msg, Switch};

use crate::harness::{CRASH, Page, STRAIGHT};

/// The sounds the last message asked for.
fn heard(page: &Page) -> Vec<Sound> {
    page.effects
        .iter()
        .filter_map(|e| match e {
            Effect::Play(sound) => Some(*sound),
            _ => None,
        })
        .collect()
}

#[test]
fn moves_crashes_and_finishes_each_have_their_sound() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    page.key("Enter");
    assert_eq!(heard(&page), vec![Sound::Move { speed: 0 }], "placed");
    page.key("6");
    assert_eq!(heard(&page), vec![Sound::Move { speed: 1 }]);
    page.key("Backspace");
    assert!(heard(&page).is_empty(), "undo is silent");
    page.keys(&["6", "5"]);
    assert_eq!(heard(&page), vec![Sound::Move { speed: 1 }]);
    page.key("5");
    // The first win on a track enters its top 10: the record's fanfare.
    assert_eq!(heard(&page), vec![Sound::Record]);
    let mut crash = Page::start("");
    crash.paste(CRASH);
    crash.keys(&["Enter", "6", "6"]);
    assert_eq!(heard(&crash), vec![Sound::Crash]);
}

#[test]
fn the_last_second_of_a_blitz_turn_ticks() {
    let mut page = Page::start("");
    page.paste(">.......*\n");
    page.send(Msg::Race(RaceInput::Mode("blitz".into())));
    page.send(Msg::Race(RaceInput::BlitzSeconds(3.0)));
    page.send(Msg::Race(RaceInput::Start));
    page.tick(16.0, 1.0);
    page.key("Enter");
    let mut ticks = 0;
    for _ in 0..25 {
        page.tick(100.0, 1.0);
        ticks += heard(&page)
            .iter()
            .filter(|s| **s == Sound::LastSecond)
            .count();
    }
    assert_eq!(ticks, 1, "once, as the last second begins");
}

#[test]
fn muted_sounds_stay_muted_across_a_reload() {
    let mut page = Page::start("");
    page.paste(STRAIGHT);
    assert!(page.game().sound_on);
    page.send(Msg::Switch(Switch::Sound, false));
    assert!(!page.game().sound_on);
    page.keys(&["Enter", "6"]);
    assert!(heard(&page).is_empty());
    let mut again = page.reload("#/level/03-hairpin");
    assert!(!again.game().sound_on, "remembered");
    again.run_clock(2000);
    again.keys(&["Enter", "6"]);
    assert!(heard(&again).is_empty());
    again.send(Msg::Switch(Switch::Sound, true));
    again.key("6");
    assert_eq!(heard(&again).len(), 1);
}

#[test]
fn in_a_race_the_pitch_follows_the_car_that_moved() {
    let mut page = Page::start("#/level/02-barto-small");
    page.send(Msg::Race(RaceInput::Mode("hotseat".into())));
    page.send(Msg::Race(RaceInput::Start));
    page.keys(&["Enter", "Enter", "6", "Enter"]);
    // Car 1 moves at speed 1; car 2 then stands still: its own speed, 0, not car 1's.
    assert_eq!(heard(&page), vec![Sound::Move { speed: 0 }]);
    page.key("6");
    assert_eq!(heard(&page), vec![Sound::Move { speed: 2 }]);
}
