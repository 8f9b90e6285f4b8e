//! Small wording helpers shared by the screens.

use super::i18n::Words;

/// Names in a sentence, as the language lists them ("Ann, Bob and Cy"); empty for none.
pub fn names_words(words: &Words, names: &[impl AsRef<str>]) -> String {
    match names {
        [] => String::new(),
        [one] => one.as_ref().to_owned(),
        [first @ .., last] => {
            let first: Vec<&str> = first.iter().map(AsRef::as_ref).collect();
            let args = [
                ("first", first.join(", ").into()),
                ("next", last.as_ref().into()),
            ];
            words.with("room-names-and", &args)
        }
    }
}

/// `1st`, `2nd`, `3rd`, `4th`, `11th`, `21st`.
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

/// A velocity as a player reads the board: its speed, an arrow and the steps across and down
/// ("speed 3 ↘ (3 right, 1 down)"), "speed 0 (at rest)" standing still. Never the engine's
/// `(row, col)` order.
pub fn velocity_words(words: &Words, v: racetrack::rules::Velocity) -> String {
    let arrow = match (v.row.signum(), v.col.signum()) {
        (0, 0) => return words.get("speed-rest"),
        (-1, -1) => "↖",
        (-1, 0) => "↑",
        (-1, _) => "↗",
        (0, -1) => "←",
        (0, _) => "→",
        (_, -1) => "↙",
        (_, 0) => "↓",
        _ => "↘",
    };
    let step = |id: &str, n: i32| words.with(id, &[("n", i64::from(n).into())]);
    let mut steps = Vec::new();
    match v.col.signum() {
        1 => steps.push(step("step-right", v.col)),
        -1 => steps.push(step("step-left", -v.col)),
        _ => {}
    }
    match v.row.signum() {
        1 => steps.push(step("step-down", v.row)),
        -1 => steps.push(step("step-up", -v.row)),
        _ => {}
    }
    words.with(
        "speed-words",
        &[
            ("speed", i64::from(v.speed()).into()),
            ("arrow", arrow.into()),
            ("steps", steps.join(", ").into()),
        ],
    )
}

/// `word` with a capital first letter when that letter is one of the page's languages' own: ASCII
/// and Latin-1's lowercase letters and `œ` (the page's words in English, French and German,
/// level file names, the engine's messages, players' names). Other letters stay as written:
/// `char::to_uppercase` would bring Unicode's case tables (some 31 KB) into the wasm's first
/// part, and `clippy.toml` forbids it in the page's crates.
pub fn capitalised(word: &str) -> String {
    let mut chars = word.chars();
    let Some(first) = chars.next() else {
        return String::new();
    };
    let mut out = String::with_capacity(word.len() + 1);
    out.push(capital_letter(first));
    out.push_str(chars.as_str());
    out
}

/// The capital of a lowercase letter of ASCII, Latin-1 or `œ`; any other character as it is
/// (`ß` has no one-letter capital in the words the page writes).
fn capital_letter(c: char) -> char {
    match c {
        'a'..='z' => c.to_ascii_uppercase(),
        'à'..='þ' if c != '÷' => char::from_u32(c as u32 - 0x20).unwrap_or(c),
        'ÿ' => 'Ÿ',
        'œ' => 'Œ',
        _ => c,
    }
}

/// A grid point as the page names it: "row 3, column 5" (rows and columns from 1).
pub fn point_words(words: &Words, row: i32, col: i32) -> String {
    words.with(
        "point-at",
        &[
            ("row", (i64::from(row) + 1).into()),
            ("col", (i64::from(col) + 1).into()),
        ],
    )
}

/// A car's status in a race's standings: "finished", "sitting out", "retired".
pub fn car_status_words(words: &Words, status: racetrack::race::CarStatus) -> String {
    use racetrack::race::CarStatus;
    words.get(match status {
        CarStatus::Waiting => "car-waiting",
        CarStatus::Placing => "car-placing",
        CarStatus::Running => "car-running",
        CarStatus::SittingOut => "car-sitting-out",
        CarStatus::Finished => "car-finished",
        CarStatus::Retired => "car-retired",
    })
}

/// A car's status in the standings of a race that is over. A car still racing then did not
/// finish: either every other car left the race (it resigned or was disqualified) and the race
/// ended with this one alone, or the race ran out of rounds. Saying "running" of a race that is
/// over (or of its winner) would be wrong.
pub fn final_status_words(
    words: &Words,
    status: racetrack::race::CarStatus,
    others_out: bool,
) -> String {
    use racetrack::race::CarStatus;
    match status {
        CarStatus::Finished | CarStatus::Retired => car_status_words(words, status),
        _ if others_out => words.get("car-left-alone"),
        _ => words.get("car-unfinished"),
    }
}

/// Whether the race had other cars and every one of them but the one at `index` retired: the
/// race ended with that car alone in it (a race of one car ends alone by itself, not so).
pub fn others_out(statuses: &[racetrack::race::CarStatus], index: usize) -> bool {
    statuses.len() > 1
        && (statuses.iter().enumerate())
            .all(|(i, &s)| i == index || s == racetrack::race::CarStatus::Retired)
}

/// How to place the car, for a touch screen or for a mouse and keyboard.
pub fn place_words(words: &Words, touch: bool) -> String {
    words.get(if touch { "place-touch" } else { "place-mouse" })
}

/// What a press beside every option is told.
pub fn circles_words(words: &Words, touch: bool) -> String {
    words.get(if touch {
        "circles-touch"
    } else {
        "circles-mouse"
    })
}

/// The first-visit hint: how to drive, in the terms of the player's device, then what the
/// track's checkpoints and Karopapier's rules change.
pub fn hint_words(words: &Words, touch: bool, game: &racetrack::Game) -> String {
    let mut text = words.get(if touch { "hint-touch" } else { "hint-mouse" });
    if game.track().checkpoints() != 0 {
        text.push(' ');
        text.push_str(&words.get("hint-checkpoints"));
    }
    if game.rules() == racetrack::Rules::Karopapier {
        text.push(' ');
        text.push_str(&words.get("hint-karopapier"));
    }
    text
}

/// A file name from `name`: letters, digits, `-` and `_` kept (lower case), anything else a `-`,
/// `fallback` when nothing is left, then `.extension`.
pub(crate) fn file_name(name: &str, fallback: &str, extension: &str) -> String {
    let stem: String = name
        .trim()
        .chars()
        .map(|c| {
            if c.is_alphanumeric() || c == '-' || c == '_' {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let stem = stem.trim_matches('-');
    format!(
        "{}.{extension}",
        if stem.is_empty() { fallback } else { stem }
    )
}

#[cfg(test)]
mod tests {
    use racetrack::race::CarStatus::{Finished, Retired, Running};

    #[test]
    fn a_car_is_left_alone_only_when_other_cars_left() {
        assert!(super::others_out(&[Running, Retired, Retired], 0));
        assert!(!super::others_out(&[Running, Finished, Retired], 0));
        // A race of one car that ran out of rounds: no others left it.
        assert!(!super::others_out(&[Running], 0));
    }

    use super::*;

    #[test]
    fn a_capital_goes_on_a_first_letter_of_ascii_latin_1_or_oe_only() {
        // Without Unicode's case tables (`clippy.toml`): the letters of English, French and
        // German get their capitals, anything else stays as written.
        for (word, capital) in [
            ("strict", "Strict"),
            ("the track: row 2", "The track: row 2"),
            ("été", "Été"),
            ("élodie a perdu", "Élodie a perdu"),
            ("über", "Über"),
            ("ça", "Ça"),
            ("œuvre", "Œuvre"),
            ("ÿ", "Ÿ"),
            ("ßtraße", "ßtraße"),
            ("÷ 2", "÷ 2"),
            ("Ölfeld", "Ölfeld"),
            ("ωμέγα", "ωμέγα"),
            ("4 cars", "4 cars"),
            ("", ""),
        ] {
            assert_eq!(capitalised(word), capital, "{word}");
        }
    }
}

/// What the page shows when it fails (a panic): a title, what to do, and the Reload button's
/// label. The failure's own text goes under it, selected for copying.
pub const CRASH_WORDS: CrashWords = CrashWords {
    title: "Something went wrong",
    words: "The game stopped because of a bug. Your records, best runs and the editor's draft \
            are kept in this browser and are safe: reload the page to play on. If you report \
            the bug, copy the text below into the report.",
    reload: "Reload",
};

/// The failure box's words when the second part of the game (see `xtask/src/split.rs`) could
/// not be fetched: not a bug, and nothing is lost.
pub const LOAD_FAILED_WORDS: CrashWords = CrashWords {
    title: "Part of the game did not load",
    words: "The network failed while the game fetched the rest of itself. Your records, best \
            runs and the editor's draft are kept in this browser and are safe: reload the page \
            to play on.",
    reload: "Reload",
};

/// What the page says while the player's tap waits for the second part of the game (see
/// `www/second_part.js`).
pub const LOADING_PART_WORDS: &str = "Loading the rest of the game…";

/// The words of the page's failure box ([`CRASH_WORDS`], [`LOAD_FAILED_WORDS`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CrashWords {
    /// The box's title.
    pub title: &'static str,
    /// What happened and what to do.
    pub words: &'static str,
    /// The button that reloads the page.
    pub reload: &'static str,
}
