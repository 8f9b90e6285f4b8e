//! Reading and writing element lines (`@gate`, `@train`) after a track's grid: the format of
//! record is in the [module documentation](super).

use std::collections::HashSet;
use std::fmt;

use super::{Element, Elements, Gate, MovingError, Train, lcm, neighbours};
use crate::track::{MAX_TRACK_BYTES, ParseTrackError, Point, Track};

/// Reads a track file that may end with element lines: the grid (every line before the first
/// line beginning with `@`) by [`Track`]'s parser, then the elements.
///
/// ```
/// use racetrack::{Point, moving::{MovingError, parse_track}};
/// let (track, elements) = parse_track(">..*\n@gate 0,1 cycle 4 closed 0-1\n").unwrap();
/// assert_eq!((track.cols(), elements.cycle()), (4, 4));
/// assert!(elements.blocks(1, Point::new(0, 1)) && !elements.blocks(2, Point::new(0, 1)));
/// assert_eq!(
///     parse_track(">..*\n@gate 0,1 cycle 0 closed 0-0"),
///     Err(MovingError::ZeroCycle { line: 2 })
/// );
/// ```
pub fn parse_track(text: &str) -> Result<(Track, Elements), MovingError> {
    if text.len() > MAX_TRACK_BYTES {
        return Err(ParseTrackError::TooLong.into());
    }
    let lines: Vec<&str> = text
        .split('\n')
        .map(|l| l.strip_suffix('\r').unwrap_or(l))
        .collect();
    let split = lines
        .iter()
        .position(|l| l.starts_with('@'))
        .unwrap_or(lines.len());
    let track: Track = lines[..split].join("\n").parse()?;
    let mut elements = Vec::new();
    let mut cycle = 1u64;
    for (i, line) in lines.iter().enumerate().skip(split) {
        let number = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        if !line.starts_with('@') {
            return Err(MovingError::NotAnElement { line: number });
        }
        let element = parse_element(&track, line, number)?;
        cycle = lcm(cycle, element.cycle());
        if cycle > u64::from(super::MAX_CYCLE) {
            return Err(MovingError::CycleTooLong {
                line: number,
                cycle,
            });
        }
        elements.push(element);
    }
    let elements = Elements::new(elements).map_err(|cycle| MovingError::CycleTooLong {
        line: lines.len(),
        cycle,
    })?;
    Ok((track, elements))
}

/// The words of one element line, with the line number for errors.
struct Words<'a> {
    words: std::iter::Peekable<std::str::SplitWhitespace<'a>>,
    line: usize,
}

impl<'a> Words<'a> {
    fn syntax(&self, expected: &'static str, found: Option<&str>) -> MovingError {
        MovingError::Syntax {
            line: self.line,
            expected,
            found: found.unwrap_or("").to_string(),
        }
    }

    /// The next word, which must be `keyword`.
    fn keyword(&mut self, keyword: &'static str) -> Result<(), MovingError> {
        match self.words.next() {
            Some(w) if w == keyword => Ok(()),
            other => Err(self.syntax(keyword, other)),
        }
    }

    /// The next word as a number.
    fn number(&mut self, expected: &'static str) -> Result<u32, MovingError> {
        let word = self.words.next();
        word.and_then(number)
            .ok_or_else(|| self.syntax(expected, word))
    }

    /// The cells `R,C` up to the first word that is not one, checked against the track.
    fn cells(&mut self, track: &Track) -> Result<Vec<Point>, MovingError> {
        let (line, mut cells, mut seen) = (self.line, Vec::new(), HashSet::new());
        while let Some(word) = self.words.peek().copied() {
            let Some((r, c)) = word.split_once(',') else {
                break;
            };
            let (Some(r), Some(c)) = (number(r), number(c)) else {
                return Err(self.syntax("a cell ROW,COL", Some(word)));
            };
            self.words.next();
            let point = Point::new(r.min(i32::MAX as u32) as i32, c.min(i32::MAX as u32) as i32);
            if !track.contains(point) {
                return Err(MovingError::OffGrid { line, point });
            }
            if !track.is_free(point) {
                return Err(MovingError::OnObstacle { line, point });
            }
            if !seen.insert(point) {
                return Err(MovingError::DuplicateCell { line, point });
            }
            cells.push(point);
        }
        if cells.is_empty() {
            return Err(MovingError::NoCells { line });
        }
        Ok(cells)
    }

    /// Refuses anything left on the line.
    fn end(&mut self) -> Result<(), MovingError> {
        match self.words.next() {
            None => Ok(()),
            extra => Err(self.syntax("the end of the line", extra)),
        }
    }
}

/// A decimal number of at most 9 digits (no sign).
fn number(word: &str) -> Option<u32> {
    (!word.is_empty() && word.len() <= 9 && word.bytes().all(|b| b.is_ascii_digit()))
        .then(|| word.parse().ok())
        .flatten()
}

/// Parses one `@` line (line number `line`).
fn parse_element(track: &Track, text: &str, line: usize) -> Result<Element, MovingError> {
    let mut words = Words {
        words: text.split_whitespace().peekable(),
        line,
    };
    match words.words.next().unwrap_or("@") {
        "@gate" => parse_gate(track, words).map(Element::Gate),
        "@train" => parse_train(track, words).map(Element::Train),
        word => Err(MovingError::UnknownElement {
            line,
            word: word.to_string(),
        }),
    }
}

fn parse_gate(track: &Track, mut words: Words) -> Result<Gate, MovingError> {
    let line = words.line;
    let cells = words.cells(track)?;
    words.keyword("cycle")?;
    let cycle = words.number("the cycle, a number")?;
    if cycle == 0 {
        return Err(MovingError::ZeroCycle { line });
    }
    words.keyword("closed")?;
    let mut closed = Vec::new();
    while let Some(word) = words.words.next() {
        let range = word
            .split_once('-')
            .and_then(|(a, b)| Some((number(a)?, number(b)?)));
        let Some((start, end)) = range else {
            return Err(words.syntax("a closed range A-B", Some(word)));
        };
        if start > end || end >= cycle {
            return Err(MovingError::RangeOutsideCycle {
                line,
                start,
                end,
                cycle,
            });
        }
        closed.push((start, end));
    }
    if closed.is_empty() {
        return Err(words.syntax("a closed range A-B", None));
    }
    Ok(Gate {
        cells,
        cycle,
        closed,
    })
}

fn parse_train(track: &Track, mut words: Words) -> Result<Train, MovingError> {
    let line = words.line;
    let rail = words.cells(track)?;
    if let Some(w) = rail.windows(2).find(|w| !neighbours(w[0], w[1])) {
        return Err(MovingError::NotNeighbours {
            line,
            from: w[0],
            to: w[1],
        });
    }
    words.keyword("length")?;
    let length = words.number("the length, a number")?;
    words.keyword("speed")?;
    let speed = words.number("the speed, a number")?;
    let phase = match words.words.next() {
        None => 0,
        Some("phase") => words.number("the phase, a number")?,
        other => return Err(words.syntax("phase or the end of the line", other)),
    };
    words.end()?;
    if length == 0 {
        return Err(MovingError::ZeroLength { line });
    }
    if speed == 0 {
        return Err(MovingError::ZeroSpeed { line });
    }
    if length as usize > rail.len() {
        return Err(MovingError::LengthOverRail {
            line,
            length,
            rail: rail.len(),
        });
    }
    if speed > length {
        return Err(MovingError::SpeedOverLength {
            line,
            speed,
            length,
        });
    }
    let train = Train {
        rail,
        length,
        speed,
        phase,
    };
    if phase >= train.period() {
        return Err(MovingError::PhaseOutOfRange {
            line,
            phase,
            period: train.period(),
        });
    }
    Ok(train)
}

fn write_cells(f: &mut fmt::Formatter<'_>, cells: &[Point]) -> fmt::Result {
    for p in cells {
        write!(f, " {},{}", p.row, p.col)?;
    }
    Ok(())
}

impl fmt::Display for Element {
    /// One element line, without its line end.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Element::Gate(g) => {
                f.write_str("@gate")?;
                write_cells(f, &g.cells)?;
                write!(f, " cycle {} closed", g.cycle)?;
                for (a, b) in &g.closed {
                    write!(f, " {a}-{b}")?;
                }
                Ok(())
            }
            Element::Train(t) => {
                f.write_str("@train")?;
                write_cells(f, &t.rail)?;
                write!(f, " length {} speed {}", t.length, t.speed)?;
                if t.phase != 0 {
                    write!(f, " phase {}", t.phase)?;
                }
                Ok(())
            }
        }
    }
}

impl fmt::Display for Elements {
    /// The element lines, each ending in `\n` (nothing without elements): written after a
    /// track's `Display`, they make the file [`parse_track`] reads.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for element in self.elements() {
            writeln!(f, "{element}")?;
        }
        Ok(())
    }
}
