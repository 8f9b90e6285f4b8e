//! The moving elements of a draft, kept as their `@` lines ([`crate::track::elements`]'s format): the
//! author may type them, the gate and train tools write them, and a resize moves their points
//! with the grid. Kept as text so that a line that does not read yet is never lost; the live
//! check says what is wrong with it.

use crate::grid::Point;
use crate::track::Track;
use crate::track::elements::{ElementError, Elements};

/// The cycle of a gate placed with the gate tool: closed for the first half of it.
pub const NEW_GATE_CYCLE: u32 = 10;

/// The longest train the train tool places (shorter on a short rail).
pub const NEW_TRAIN_LENGTH: u32 = 3;

/// The element lines of `text` cleaned up: one per line, trailing spaces and blank lines
/// dropped, each ending in `\n`.
pub(crate) fn tidy_lines(text: &str) -> String {
    text.lines()
        .map(str::trim_end)
        .filter(|l| !l.trim().is_empty())
        .map(|l| format!("{l}\n"))
        .collect()
}

/// `text` with every `ROW,COL` word moved by `map`; a word whose point `map` drops is removed,
/// and a line that had points but keeps none is removed. Other words stay as they are.
pub(crate) fn move_points(text: &str, map: impl Fn(Point) -> Option<Point>) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let mut had = false;
        let mut kept = false;
        let words: Vec<String> = line
            .split_whitespace()
            .filter_map(|word| match point(word) {
                Some(p) => {
                    had = true;
                    let q = map(p)?;
                    kept = true;
                    Some(format!("{},{}", q.row, q.col))
                }
                None => Some(word.to_owned()),
            })
            .collect();
        if !had || kept {
            out.push_str(&words.join(" "));
            out.push('\n');
        }
    }
    out
}

/// A word `ROW,COL` of decimal digits as a point.
fn point(word: &str) -> Option<Point> {
    let (r, c) = word.split_once(',')?;
    let digits = |s: &str| !s.is_empty() && s.len() <= 9 && s.bytes().all(|b| b.is_ascii_digit());
    (digits(r) && digits(c)).then(|| Point::new(r.parse().unwrap_or(0), c.parse().unwrap_or(0)))
}

/// The line of a gate over `cells`, closed for the first half of [`NEW_GATE_CYCLE`] turns.
///
/// ```
/// use racetrack::{Point, editor::gate_line};
/// assert_eq!(gate_line(&[Point::new(2, 5), Point::new(3, 5)]), "@gate 2,5 3,5 cycle 10 closed 0-4");
/// ```
pub fn gate_line(cells: &[Point]) -> String {
    format!(
        "@gate {} cycle {NEW_GATE_CYCLE} closed 0-{}",
        points(cells),
        NEW_GATE_CYCLE / 2 - 1
    )
}

/// The line of a train on `rail`: [`NEW_TRAIN_LENGTH`] cars (fewer on a short rail) at one
/// point per turn.
///
/// ```
/// use racetrack::{Point, editor::train_line};
/// let rail = [Point::new(1, 1), Point::new(1, 2)];
/// assert_eq!(train_line(&rail), "@train 1,1 1,2 length 2 speed 1");
/// ```
pub fn train_line(rail: &[Point]) -> String {
    let length = (rail.len() as u32).clamp(1, NEW_TRAIN_LENGTH);
    format!("@train {} length {length} speed 1", points(rail))
}

fn points(cells: &[Point]) -> String {
    let words: Vec<String> = cells
        .iter()
        .map(|p| format!("{},{}", p.row, p.col))
        .collect();
    words.join(" ")
}

/// The elements of the lines `text` over `track`'s grid; errors number the lines of `text`
/// from 1.
pub(crate) fn read(track: &Track, text: &str) -> Result<Elements, ElementError> {
    let lines: Vec<&str> = text.lines().collect();
    crate::track::elements::parse_elements(track, &lines, 0)
}
