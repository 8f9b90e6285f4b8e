//! The track editor's engine: its operations with undo and redo, the moving elements it keeps
//! and its history.
//!
//! proptest saves failing seeds in `engine/tests/proptest-regressions/<module>.txt`, so a module with
//! proptests needs a name that no module with proptests in another test binary has.

use racetrack::Point;

mod elements;
mod history;
mod operations;

fn p(row: i32, col: i32) -> Point {
    Point::new(row, col)
}
