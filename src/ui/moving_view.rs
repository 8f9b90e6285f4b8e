//! Where a track's moving elements (gates, trains) are at the board's time: the hooks and the
//! legend's words.

/// Where the moving elements are on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MovingView {
    /// The time shown: the car's (see [`super::play_scene::time`]).
    pub time: u32,
    /// The track's cycle.
    pub cycle: u32,
    /// The points occupied now, as `row,col` separated by spaces (row-major).
    pub occupied: String,
    /// The points occupied on the next turn, the same way.
    pub next: String,
    /// The legend's words on the time.
    pub words: String,
}

/// The moving elements of the session's track at the board's time, `None` without elements.
pub(crate) fn moving_view(
    s: &super::play::Session,
    words: &super::i18n::Words,
) -> Option<MovingView> {
    let track = s.game.track();
    if !track.has_elements() {
        return None;
    }
    let elements = track.elements();
    let time = super::play_scene::time(s);
    let cycle = elements.cycle();
    let cells = |t: u32| {
        let cells: Vec<String> = elements
            .occupied(t)
            .map(|p| format!("{},{}", p.row, p.col))
            .collect();
        cells.join(" ")
    };
    Some(MovingView {
        time,
        cycle,
        occupied: cells(time),
        next: cells(time % cycle + 1),
        words: words.with(
            "moving-turn",
            &[
                ("turn", i64::from(time).into()),
                ("cycle", i64::from(cycle).into()),
            ],
        ),
    })
}
