//! The editor's history: both caps, random sequences of operations undone and redone, and the
//! timing figures on a large grid.

use std::time::Instant;

use proptest::prelude::*;
use racetrack::editor::{Axis, Editor, HISTORY_BYTES, HISTORY_STEPS, MAX_BRUSH, Side};
use racetrack::{Cell, Point};

use super::p;

#[test]
fn the_history_keeps_the_newest_steps() {
    let mut editor = Editor::new(1, HISTORY_STEPS + 10).unwrap();
    for c in 0..HISTORY_STEPS + 10 {
        editor.rect(p(0, c as i32), p(0, c as i32), Cell::Road);
    }
    assert_eq!(editor.undo_steps(), HISTORY_STEPS);
    while editor.undo() {}
    // The ten oldest steps are gone: their road stays.
    assert_eq!(
        editor.to_text(),
        format!("{}{}\n", ".".repeat(10), "#".repeat(HISTORY_STEPS))
    );
    assert_eq!(editor.redo_steps(), HISTORY_STEPS);
}

#[test]
fn the_history_holds_at_most_its_memory_cap() {
    let mut editor = Editor::new(1000, 1000).unwrap();
    // Each whole-grid fill saves a million cells (before and after, 2 bytes each) with their
    // indices (4 bytes): 8 MB a step.
    for i in 0..20 {
        let cell = if i % 2 == 0 {
            Cell::Road
        } else {
            Cell::Obstacle
        };
        assert_eq!(editor.fill(p(0, 0), cell), 1_000_000);
    }
    assert!(editor.history_bytes() <= HISTORY_BYTES);
    assert_eq!(editor.undo_steps(), HISTORY_BYTES / 8_000_000);
    while editor.undo() {}
    // 20 fills, 8 undone: the grid is as after the twelfth fill.
    assert_eq!(editor.grid()[p(999, 999)], Cell::Obstacle);
}

/// One random operation; a grid of at most 12 x 12.
#[derive(Clone, Debug)]
enum Op {
    Stroke(Vec<(Point, Cell)>, u32),
    Line(Point, Point, Cell, u32),
    Rect(Point, Point, Cell),
    Fill(Point, Cell),
    Insert(Axis, usize, usize, Cell),
    Remove(Axis, usize, usize),
    Grow(Side, usize),
    Shrink(Side, usize),
    Tidy,
    Undo,
    Redo,
}

fn cell() -> impl Strategy<Value = Cell> {
    prop_oneof![
        Just(Cell::Obstacle),
        Just(Cell::Road),
        Just(Cell::Start),
        Just(Cell::Finish)
    ]
}

fn point() -> impl Strategy<Value = Point> {
    (-3..15i32, -3..15i32).prop_map(|(r, c)| Point::new(r, c))
}

fn axis() -> impl Strategy<Value = Axis> {
    prop_oneof![Just(Axis::Rows), Just(Axis::Cols)]
}

fn side() -> impl Strategy<Value = Side> {
    prop_oneof![
        Just(Side::Top),
        Just(Side::Bottom),
        Just(Side::Left),
        Just(Side::Right)
    ]
}

fn op() -> impl Strategy<Value = Op> {
    prop_oneof![
        (prop::collection::vec((point(), cell()), 0..5), 0..5u32)
            .prop_map(|(s, b)| Op::Stroke(s, b)),
        (point(), point(), cell(), 0..5u32).prop_map(|(a, b, c, w)| Op::Line(a, b, c, w)),
        (point(), point(), cell()).prop_map(|(a, b, c)| Op::Rect(a, b, c)),
        (point(), cell()).prop_map(|(a, c)| Op::Fill(a, c)),
        (axis(), 0..14usize, 0..3usize, cell()).prop_map(|(x, a, n, c)| Op::Insert(x, a, n, c)),
        (axis(), 0..14usize, 0..4usize).prop_map(|(x, a, n)| Op::Remove(x, a, n)),
        (side(), 0..3usize).prop_map(|(s, n)| Op::Grow(s, n)),
        (side(), 0..4usize).prop_map(|(s, n)| Op::Shrink(s, n)),
        Just(Op::Tidy),
        Just(Op::Undo),
        Just(Op::Redo),
    ]
}

fn run(editor: &mut Editor, op: &Op) {
    match op {
        Op::Stroke(points, brush) => {
            editor.begin_stroke();
            let mut from = points.first().map_or(Point::new(0, 0), |(p, _)| *p);
            for &(to, cell) in points {
                editor.stroke_to(from, to, cell, *brush);
                from = to;
            }
            editor.end_stroke();
        }
        Op::Line(a, b, c, w) => {
            editor.line(*a, *b, *c, *w);
        }
        Op::Rect(a, b, c) => {
            editor.rect(*a, *b, *c);
        }
        Op::Fill(a, c) => {
            editor.fill(*a, *c);
        }
        Op::Insert(x, a, n, c) => {
            let grid = editor.grid().clone();
            if editor.insert(*x, *a, *n, *c).is_err() {
                assert_eq!(editor.grid(), &grid);
            }
        }
        Op::Remove(x, a, n) => {
            let grid = editor.grid().clone();
            if editor.remove(*x, *a, *n).is_err() {
                assert_eq!(editor.grid(), &grid);
            }
        }
        Op::Grow(s, n) => {
            if editor.rows() < 12 && editor.cols() < 12 {
                editor.grow(*s, *n).unwrap();
            }
        }
        Op::Shrink(s, n) => {
            let _ = editor.shrink(*s, *n);
        }
        Op::Tidy => {
            editor.tidy();
        }
        Op::Undo => {
            editor.undo();
        }
        Op::Redo => {
            editor.redo();
        }
    }
}

proptest! {
    #[test]
    fn undo_all_returns_the_original_and_redo_all_the_final_grid(
        text in "[.#>*]{1,6}(\n[.#>*]{1,6}){0,5}",
        ops in prop::collection::vec(op(), 0..30),
    ) {
        let mut editor = Editor::from_text(&text).unwrap();
        let original = editor.grid().clone();
        for op in &ops {
            run(&mut editor, op);
        }
        let last = editor.grid().clone();
        // Redo whatever was undone last, so that the final grid is the newest state.
        while editor.redo() {}
        let newest = editor.grid().clone();
        let undone = editor.undo_steps();
        let mut count = 0;
        while editor.undo() {
            count += 1;
        }
        prop_assert_eq!(count, undone);
        prop_assert_eq!(editor.grid(), &original);
        while editor.redo() {}
        prop_assert_eq!(editor.grid(), &newest);
        // Without undo or redo among the ops, the newest state is the last one seen.
        if !ops.iter().any(|op| matches!(op, Op::Undo | Op::Redo)) {
            prop_assert_eq!(&newest, &last);
        }
    }
}

/// Figures for the release build:
/// `cargo test -p racetrack --release --test editor history:: -- --ignored --nocapture`.
/// Each operation runs in five rounds on fresh editors; the best and worst times are printed (the
/// machine may be shared).
#[test]
#[ignore = "timing figures; run with --release --ignored --nocapture"]
fn figures_on_a_1000_by_1000_grid() {
    let mut times: Vec<(&str, Vec<f64>)> = Vec::new();
    let mut time = |what: &'static str, f: &mut dyn FnMut()| {
        let start = Instant::now();
        f();
        let ms = start.elapsed().as_secs_f64() * 1e3;
        match times.iter_mut().find(|(name, _)| *name == what) {
            Some((_, all)) => all.push(ms),
            None => times.push((what, vec![ms])),
        }
    };
    for _ in 0..5 {
        let mut editor = Editor::new(1000, 1000).unwrap();
        time("stroke: 50 segments corner to corner, brush 9", &mut || {
            editor.begin_stroke();
            let mut from = p(0, 0);
            for k in 1..=50 {
                let to = p(k * 20 - 1, if k % 2 == 0 { 999 } else { 0 });
                editor.stroke_to(from, to, Cell::Road, MAX_BRUSH);
                from = to;
            }
            editor.end_stroke();
        });
        time("undo of the stroke", &mut || assert!(editor.undo()));
        time("fill of the whole grid (1,000,000 cells)", &mut || {
            assert_eq!(editor.fill(p(500, 500), Cell::Road), 1_000_000);
        });
        time("undo of the fill", &mut || assert!(editor.undo()));
        time("redo of the fill", &mut || assert!(editor.redo()));
        time("rect of the whole grid", &mut || {
            assert_eq!(editor.rect(p(0, 0), p(999, 999), Cell::Finish), 1_000_000);
        });
        time("insert 10 rows at 500", &mut || {
            editor.insert_rows(500, 10, Cell::Road).unwrap()
        });
        time("insert 10 columns at 500", &mut || {
            editor.insert_cols(500, 10, Cell::Road).unwrap()
        });
        time("undo of the column insert", &mut || assert!(editor.undo()));
        editor.rect(p(0, 0), p(0, 0), Cell::Start);
        editor.rect(p(400, 400), p(600, 600), Cell::Obstacle);
        time("tidy", &mut || {
            editor.tidy();
        });
        time("to_text", &mut || {
            assert!(editor.to_text().len() > 1_000_000)
        });
    }
    for (what, all) in times {
        let best = all.iter().copied().fold(f64::INFINITY, f64::min);
        let worst = all.iter().copied().fold(0.0, f64::max);
        println!("{what}: best {best:.2} ms, worst {worst:.2} ms");
    }
}

#[test]
fn a_cancelled_stroke_puts_its_cells_back_and_leaves_no_step() {
    let mut editor = Editor::new(6, 6).unwrap();
    editor.line(p(0, 0), p(0, 5), Cell::Road, 1);
    let (text, steps) = (editor.to_text(), editor.undo_steps());
    editor.begin_stroke();
    editor.stroke_to(p(0, 0), p(5, 5), Cell::Ice, 2);
    editor.stroke_to(p(5, 5), p(2, 0), Cell::Road, 3);
    assert_ne!(editor.to_text(), text);
    let version = editor.version();
    editor.cancel_stroke();
    assert_eq!(editor.to_text(), text);
    assert_eq!(editor.undo_steps(), steps);
    assert!(!editor.can_redo() && !editor.in_stroke());
    assert!(editor.version() > version, "a change the check sees");
    // The step before it is still the one undone.
    assert!(editor.undo());
    assert_eq!(editor.to_text(), Editor::new(6, 6).unwrap().to_text());
}
