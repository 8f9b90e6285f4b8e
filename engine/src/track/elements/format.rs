//! Reading and writing element lines (`@gate`, `@train`) after a track's grid: the format of
//! record is in the [module documentation](super).

use std::collections::HashSet;
use std::fmt;

use super::{Element, ElementError, Elements, Expected, Gate, Train, lcm, neighbours};
use crate::grid::Point;
use crate::track::Track;

/// Reads the element lines of a track file: `lines` are all its lines, the elements begin at
/// index `first` (a line beginning with `@`), and `track` is the grid above them.
pub(crate) fn parse_elements(
    track: &Track,
    lines: &[&str],
    first: usize,
) -> Result<Elements, ElementError> {
    let mut elements = Vec::new();
    let mut cycle = 1u64;
    for (i, line) in lines.iter().enumerate().skip(first) {
        let number = i + 1;
        if line.trim().is_empty() {
            continue;
        }
        if !line.starts_with('@') {
            return Err(ElementError::NotAnElement { line: number });
        }
        let element = parse_element(track, line, number)?;
        cycle = lcm(cycle, element.cycle());
        if cycle > u64::from(super::MAX_CYCLE) {
            return Err(ElementError::CycleTooLong {
                line: number,
                cycle,
            });
        }
        elements.push(element);
    }
    Elements::new(track, elements).map_err(|e| match e {
        // Lines were checked one by one above; only the count is new here.
        ElementError::CycleTooLong { cycle, .. } => ElementError::CycleTooLong {
            line: lines.len(),
            cycle,
        },
        other => other,
    })
}

/// The words of one element line, with the line number for errors.
struct Words<'a> {
    words: std::iter::Peekable<std::str::SplitWhitespace<'a>>,
    line: usize,
}

impl<'a> Words<'a> {
    fn syntax(&self, expected: Expected, found: Option<&str>) -> ElementError {
        ElementError::Syntax {
            line: self.line,
            expected,
            found: found.unwrap_or("").to_string(),
        }
    }

    /// The next word, which must be `keyword`.
    fn keyword(&mut self, keyword: &'static str) -> Result<(), ElementError> {
        match self.words.next() {
            Some(w) if w == keyword => Ok(()),
            other => Err(self.syntax(Expected::Keyword(keyword), other)),
        }
    }

    /// The next word as a number.
    fn number(&mut self, expected: Expected) -> Result<u32, ElementError> {
        let word = self.words.next();
        word.and_then(number)
            .ok_or_else(|| self.syntax(expected, word))
    }

    /// The cells `R,C` up to the first word that is not one.
    fn cells(&mut self) -> Result<Vec<Point>, ElementError> {
        let mut cells = Vec::new();
        while let Some(word) = self.words.peek().copied() {
            let Some((r, c)) = word.split_once(',') else {
                break;
            };
            let (Some(r), Some(c)) = (number(r), number(c)) else {
                return Err(self.syntax(Expected::Cell, Some(word)));
            };
            self.words.next();
            // At most 9 digits each: within i32.
            cells.push(Point::new(r as i32, c as i32));
        }
        Ok(cells)
    }

    /// Refuses anything left on the line.
    fn end(&mut self) -> Result<(), ElementError> {
        match self.words.next() {
            None => Ok(()),
            extra => Err(self.syntax(Expected::EndOfLine, extra)),
        }
    }
}

/// A decimal number of at most 9 digits (no sign).
fn number(word: &str) -> Option<u32> {
    (!word.is_empty() && word.len() <= 9 && word.bytes().all(|b| b.is_ascii_digit()))
        .then(|| word.parse().ok())
        .flatten()
}

/// Parses one `@` line (line number `line`) and checks it against the track.
fn parse_element(track: &Track, text: &str, line: usize) -> Result<Element, ElementError> {
    let mut words = Words {
        words: text.split_whitespace().peekable(),
        line,
    };
    let element = match words.words.next().unwrap_or("@") {
        "@gate" => Element::Gate(parse_gate(words)?),
        "@train" => Element::Train(parse_train(words)?),
        word => {
            return Err(ElementError::UnknownElement {
                line,
                word: word.to_string(),
            });
        }
    };
    check_element(track, &element, line)?;
    Ok(element)
}

fn parse_gate(mut words: Words) -> Result<Gate, ElementError> {
    let cells = words.cells()?;
    words.keyword("cycle")?;
    let cycle = words.number(Expected::Cycle)?;
    words.keyword("closed")?;
    let mut closed = Vec::new();
    while let Some(word) = words.words.next() {
        let range = word
            .split_once('-')
            .and_then(|(a, b)| Some((number(a)?, number(b)?)));
        let Some(range) = range else {
            return Err(words.syntax(Expected::ClosedRange, Some(word)));
        };
        closed.push(range);
    }
    if closed.is_empty() {
        return Err(words.syntax(Expected::ClosedRange, None));
    }
    Ok(Gate {
        cells,
        cycle,
        closed,
    })
}

fn parse_train(mut words: Words) -> Result<Train, ElementError> {
    let rail = words.cells()?;
    words.keyword("length")?;
    let length = words.number(Expected::Length)?;
    words.keyword("speed")?;
    let speed = words.number(Expected::Speed)?;
    let phase = match words.words.next() {
        None => 0,
        Some("phase") => words.number(Expected::Phase)?,
        other => return Err(words.syntax(Expected::PhaseOrEnd, other)),
    };
    words.end()?;
    Ok(Train {
        rail,
        length,
        speed,
        phase,
    })
}

/// Checks an element against the track and the format's rules (`line` names it in errors):
/// cells on the grid, free and distinct; a gate's cycle and ranges; a train's rail, length,
/// speed and phase.
pub(super) fn check_element(
    track: &Track,
    element: &Element,
    line: usize,
) -> Result<(), ElementError> {
    let mut seen = HashSet::new();
    for &point in element.cells() {
        if !track.contains(point) {
            return Err(ElementError::OffGrid { line, point });
        }
        if !track.is_free(point) {
            return Err(ElementError::OnObstacle { line, point });
        }
        if !seen.insert(point) {
            return Err(ElementError::DuplicateCell { line, point });
        }
    }
    if element.cells().is_empty() {
        return Err(ElementError::NoCells { line });
    }
    match element {
        Element::Gate(g) => {
            if g.cycle == 0 {
                return Err(ElementError::ZeroCycle { line });
            }
            if let Some(&(start, end)) = g.closed.iter().find(|&&(a, b)| a > b || b >= g.cycle) {
                let cycle = g.cycle;
                return Err(ElementError::RangeOutsideCycle {
                    line,
                    start,
                    end,
                    cycle,
                });
            }
        }
        Element::Train(t) => {
            if let Some(w) = t.rail.windows(2).find(|w| !neighbours(w[0], w[1])) {
                return Err(ElementError::NotNeighbours {
                    line,
                    from: w[0],
                    to: w[1],
                });
            }
            let (length, speed, rail) = (t.length, t.speed, t.rail.len());
            if length == 0 {
                return Err(ElementError::ZeroLength { line });
            }
            if speed == 0 {
                return Err(ElementError::ZeroSpeed { line });
            }
            if length as usize > rail {
                return Err(ElementError::LengthOverRail { line, length, rail });
            }
            if speed > length {
                return Err(ElementError::SpeedOverLength {
                    line,
                    speed,
                    length,
                });
            }
            if t.phase >= t.period() {
                let (phase, period) = (t.phase, t.period());
                return Err(ElementError::PhaseOutOfRange {
                    line,
                    phase,
                    period,
                });
            }
        }
    }
    Ok(())
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
