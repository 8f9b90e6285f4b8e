//! A demo race for the menu's "Watch a race": the AI drivers (novice, club, pro, perfect; the
//! strongest of them when the track has fewer than four start points) race on a level, turn by
//! turn as the page's races run, and the replay viewer plays the record.

use racetrack::coach::Coach;
use racetrack::drivers::{Driver, Skill};
use racetrack::race::record::Record;
use racetrack::rules::Rules;
use racetrack::track::Track;

use super::{RaceRun, Seat, ai_names};
use crate::ui::app::{App, Command};
use crate::ui::msg::Effect;

/// Opens the replay viewer on a new demo race on the menu's level `index` (a fresh seed each
/// time, from the page's generator).
#[inline(never)]
pub(crate) fn watch(app: &mut App, index: usize) -> Vec<Effect> {
    let level = app.menu.levels.get(index);
    let Some((level, track)) = level.and_then(|l| Some((l, l.track.clone()?))) else {
        // A level the list does not have is nothing; one that failed says why.
        if app.menu.loaded && level.is_none_or(|l| l.failed.is_some()) {
            if let Some(level) = level {
                let title = level.title_in(&app.words);
                let why = level.failed.clone().unwrap_or_default();
                let args = [("title", title.into()), ("why", why.into())];
                app.error = Some(app.words.with("demo-failed", &args));
            }
            return Vec::new();
        }
        // The level list or the level still on its way: the race starts once it is here (a
        // click lost there read as a button that did nothing).
        app.menu.demo_pending = Some(index);
        return Vec::new();
    };
    let title = level.title_in(&app.words);
    let seed = app.rng.u64(0..1_000_000_000);
    match record(&track, Rules::Strict, seed, &app.words) {
        Ok(record) => {
            let json = racetrack::race::record::to_json(&record);
            let name = app.words.with("demo-name", &[("title", (&title).into())]);
            app.command(Command::WatchRecord { name, text: json })
        }
        Err(why) => {
            let args = [("title", title.into()), ("why", why.into())];
            app.error = Some(app.words.with("demo-failed", &args));
            Vec::new()
        }
    }
}

/// The record of a race of the AI drivers on `track`, seeded with `seed`.
pub fn record(
    track: &Track,
    rules: Rules,
    seed: u64,
    words: &crate::ui::i18n::Words,
) -> Result<Record, String> {
    let mut coach = Coach::new(track, rules).map_err(|e| e.to_string())?;
    coach.run();
    let cars = track.starts().len().clamp(1, Skill::ALL.len());
    let skills = &Skill::ALL[Skill::ALL.len() - cars..];
    let names = ai_names(skills, words);
    let seats = skills
        .iter()
        .enumerate()
        .map(|(i, &skill)| Seat::Ai(Driver::new(skill, seed * 8 + i as u64)))
        .collect();
    let mut run = RaceRun::new(
        track,
        rules,
        seed,
        names,
        seats,
        (None, racetrack::race::RaceOptions::default().crash_penalty),
    )
    .map_err(|e| e.to_string())?;
    while let Some(car) = run.race().to_move() {
        if run.is_over() {
            break;
        }
        let c = &run.race().cars()[car.index()];
        let (trajectory, held) = (c.run().to_vec(), c.progress(track, rules).collected);
        let options = run.race().options(car);
        let choice = match &mut run.seats[car.index()] {
            Seat::Ai(driver) => driver.choose(&coach, &trajectory, held, &options),
            Seat::Human => None,
        };
        run.take_turn(car, choice).map_err(|e| e.to_string())?;
    }
    Ok(run.record())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_four_drivers_race_to_the_end_and_the_record_checks() {
        let track: Track = include_str!("../../../levels/02-barto-small.txt")
            .parse()
            .unwrap();
        let record = record(&track, Rules::Strict, 7, &crate::ui::i18n::Words::english()).unwrap();
        assert_eq!(record.cars.len(), 4);
        assert!(record.cars.iter().all(|c| c.bot.starts_with("builtin:")));
        racetrack::race::record::check(&record).unwrap();
        assert!(
            record
                .standings
                .iter()
                .any(|s| s.state == racetrack::race::CarStatus::Finished),
            "{:?}",
            record.standings
        );
        // The same seed, the same race.
        assert_eq!(
            racetrack::race::record::to_json(&record),
            racetrack::race::record::to_json(
                &super::record(&track, Rules::Strict, 7, &crate::ui::i18n::Words::english())
                    .unwrap()
            )
        );
    }

    #[test]
    fn two_start_points_make_a_race_of_the_two_strongest() {
        let track: Track = "#########\n#>.....*#\n#>.....*#\n#########"
            .parse()
            .unwrap();
        let record = record(&track, Rules::Strict, 1, &crate::ui::i18n::Words::english()).unwrap();
        let bots: Vec<&str> = record.cars.iter().map(|c| c.bot.as_str()).collect();
        assert_eq!(bots, ["builtin:pro", "builtin:perfect"]);
    }
}
