//! proptest strategies shared by the test binaries (each includes this file as a module with
//! `#[path]` and uses a part of it).

#![allow(dead_code)]

use std::ops::Range;

use proptest::prelude::*;
use racetrack::{Cell, Track};

/// Random small tracks: a grid of `rows` x `cols` cells drawn from `cell`, then `starts` start
/// points and `finishes` finish points put at random places (a finish may cover a start: a draw
/// left without one is skipped).
pub fn small_track(
    rows: Range<usize>,
    cols: Range<usize>,
    cell: impl Strategy<Value = Cell> + Clone,
    starts: Range<usize>,
    finishes: Range<usize>,
) -> impl Strategy<Value = Track> {
    (rows, cols)
        .prop_flat_map(move |(rows, cols)| {
            (
                proptest::collection::vec(cell.clone(), rows * cols),
                proptest::collection::vec((0..rows, 0..cols), starts.clone()),
                proptest::collection::vec((0..rows, 0..cols), finishes.clone()),
                Just(cols),
            )
        })
        .prop_filter_map(
            "no start or no finish left",
            |(cells, starts, finishes, cols)| {
                let mut cells: Vec<Vec<Cell>> = cells.chunks(cols).map(<[Cell]>::to_vec).collect();
                for &(r, c) in &starts {
                    cells[r][c] = Cell::Start;
                }
                for &(r, c) in &finishes {
                    cells[r][c] = Cell::Finish;
                }
                Track::from_rows(cells).ok()
            },
        )
}

/// A wall with probability `walls`, else road.
pub fn road_or_wall(walls: f64) -> impl Strategy<Value = Cell> + Clone {
    proptest::bool::weighted(walls).prop_map(|w| if w { Cell::Obstacle } else { Cell::Road })
}

/// A random small track file with terrains, gates and trains (some draws are not valid: skipped).
pub fn moving_track() -> impl Strategy<Value = String> {
    (3usize..6, 3usize..7).prop_flat_map(|(rows, cols)| {
        let cell = (0..rows as i32, 0..cols as i32);
        (
            proptest::collection::vec(0u8..40, rows * cols),
            cell.clone(),
            cell.clone(),
            proptest::collection::vec((cell.clone(), 1u32..6, 0u32..6, 0u32..6), 0..3),
            proptest::collection::vec(
                (
                    cell,
                    proptest::collection::vec(0usize..8, 1..5),
                    1u32..4,
                    1u32..3,
                    0u32..8,
                ),
                0..2,
            ),
        )
            .prop_map(move |(kinds, start, finish, gates, trains)| {
                let mut text = String::new();
                for r in 0..rows as i32 {
                    for c in 0..cols as i32 {
                        // Walls, and now and then a terrain (dirt changes the marks' width).
                        let kind = kinds[r as usize * cols + c as usize] as usize;
                        let cell = *b"######~:^".get(kind).unwrap_or(&b'.') as char;
                        text.push(match (r, c) {
                            rc if rc == start => '>',
                            rc if rc == finish => '*',
                            _ => cell,
                        });
                    }
                    text.push('\n');
                }
                for ((r, c), cycle, a, b) in gates {
                    let (a, b) = (a % cycle, b % cycle);
                    let (a, b) = (a.min(b), a.max(b));
                    text += &format!("@gate {r},{c} cycle {cycle} closed {a}-{b}\n");
                }
                for ((r, c), turns, length, speed, phase) in trains {
                    let mut rail = vec![(r, c)];
                    for k in turns {
                        // The eight king steps: 0 to 8 but 4, row then column from -1 to 1.
                        let k = (k + usize::from(k >= 4)) as i32;
                        let (lr, lc) = *rail.last().unwrap();
                        rail.push((lr + k / 3 - 1, lc + k % 3 - 1));
                    }
                    let cells: Vec<String> = rail.iter().map(|(r, c)| format!("{r},{c}")).collect();
                    let cells = cells.join(" ");
                    text +=
                        &format!("@train {cells} length {length} speed {speed} phase {phase}\n");
                }
                text
            })
    })
}
