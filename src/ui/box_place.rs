//! Where the play screen's boxes lie over the board: the end-of-game box away from the car, the
//! first-visit hint and the tutorial's callout away from the next tap (or under a short board).

use crate::ui::app::App;

use super::play::Session;

/// Where the end-of-game box lies over the board (on a wide screen): the half away from the
/// car, so that the car, its trail's end and any crash marks stay in sight, and the box's
/// buttons are in the window without the page scrolling or the board moving; under a board too
/// short for that. On a phone the box is a sheet at the window's foot, or its top when the car
/// is drawn low on the board ([`BoxPlace::sheet`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoxPlace {
    /// Over the top of the board.
    Top,
    /// Over the bottom of the board.
    Bottom,
    /// Under the board, in the page's flow.
    Under,
}

/// A phone's end-of-game sheet's height with French or German words when the window lets it
/// (CSS pixels; `www/style.css`, `.stage .message` under 900 px): the English sheet is some
/// 305 px tall.
pub const SHEET_PX: f64 = 380.0;

/// The room a phone's sheet keeps from the window's edge (CSS pixels).
const SHEET_EDGE_PX: f64 = 8.0;

/// The window's height (CSS pixels) up to which a phone's sheet is at most half of it, and
/// above which at most 62% (`www/style.css`): its words scroll under its buttons.
pub const SHORT_WINDOW_PX: f64 = 760.0;

/// How far a phone's sheet reaches from the window's edge in a window `height` high.
fn sheet_reach(height: f64) -> f64 {
    let share = if height <= SHORT_WINDOW_PX { 0.5 } else { 0.62 };
    SHEET_PX.min(height * share) + SHEET_EDGE_PX
}

/// Where a phone's board starts in the window when it has not been measured (CSS pixels): under
/// the page's title and the toolbar, at 844 px high.
pub const BOARD_TOP_PX: f64 = 105.0;

/// The window a phone's sheet is placed in when it has not been measured: 844 px high, the
/// board 105 px down.
pub const PHONE_WINDOW: (f64, f64) = (844.0, BOARD_TOP_PX);

/// How far from a sheet's edge (CSS pixels) a car is still in sight: its drawn disc.
const CAR_MARGIN_PX: f64 = 12.0;

/// The board's height (CSS pixels) under which the end-of-game box goes under it: the box is
/// about 250 px tall with a record to keep, so a shorter board would be covered whole.
pub const BOX_ROOM_PX: f64 = 360.0;

impl BoxPlace {
    /// For a car drawn at `y` (if any; CSS pixels from the board's top, as the camera shows
    /// it) on a board `height` CSS pixels high: the half away from the car, or under a board
    /// too short.
    pub fn on_board(y: Option<f64>, height: f64) -> BoxPlace {
        match y {
            _ if height < BOX_ROOM_PX => BoxPlace::Under,
            Some(y) if y >= height / 2.0 => BoxPlace::Top,
            _ => BoxPlace::Bottom,
        }
    }

    /// On a phone, where the box is a sheet at the window's foot or top, for a car drawn `y`
    /// CSS pixels down a board that starts `board_top` down a window `height` high (`window`,
    /// [`PHONE_WINDOW`] when not measured): at the foot when the car is above where a sheet
    /// there begins, else at the top when the car is below where a sheet there ends; in a
    /// window too short for either (360 x 640) where the car is covered less deep.
    pub fn sheet(y: Option<f64>, window: Option<(f64, f64)>) -> BoxPlace {
        let Some(y) = y else {
            return BoxPlace::Bottom;
        };
        let (height, board_top) = window.unwrap_or(PHONE_WINDOW);
        // In the board's own coordinates: a sheet at the foot covers what is below
        // `foot_from`, one at the top what is above `top_to`.
        let reach = sheet_reach(height);
        let foot_from = height - reach - board_top;
        let top_to = reach - board_top;
        if y < foot_from - CAR_MARGIN_PX {
            BoxPlace::Bottom
        } else if y > top_to + CAR_MARGIN_PX || y - foot_from > top_to - y {
            BoxPlace::Top
        } else {
            BoxPlace::Bottom
        }
    }
}

/// Where the first-visit hint and the tutorial's callout go: over the board, in the half away
/// from the next tap, or under it when the board is too short to hold the callout and leave
/// the options in sight.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintPlace {
    /// Over the top of the board.
    Top,
    /// Over the bottom of the board.
    Bottom,
    /// Under the board, in the page's flow.
    Under,
    /// Under the board, as a sheet at the window's foot: on a phone whose place after the
    /// controls is out of the window (a daily's banner above the board), over the controls.
    Sheet,
}

/// The height (CSS pixels) of a phone's controls under the board, before the hint's place
/// after them: the camera's buttons, the status line, the speed legend, Undo and the mode's
/// panel (`www/style.css`).
const CONTROLS_PX: f64 = 230.0;

/// The board's height (CSS pixels) under which the hint goes under it: the callout is about
/// 180 px tall on a desktop and 220 px on a phone, above the camera's buttons.
pub const HINT_ROOM_PX: f64 = 300.0;

/// The callout's height (CSS pixels), estimated from its words on a board `width` wide: about
/// 6.4 px a character at its 14 px font, 20 px a line, the padding and the buttons' row, and a
/// title (`www/style.css`, `.board > .hint`: at most 30 rem wide, 0.5 rem from the sides).
/// The tutorial's card has its buttons beside its title when both fit on a line, else under it:
/// counted as a row of its own (a phone's width seldom holds both).
pub fn callout_height(chars: usize, width: f64, titled: bool) -> f64 {
    let text_width = (width.min(480.0) - 16.0 - 40.0).max(120.0);
    let lines = (chars as f64 * 6.4 / text_width).ceil();
    lines * 20.0 + 66.0 + if titled { 40.0 } else { 0.0 }
}

/// Where the hint's callout goes on a board `height` high: where it lay (`kept.0`) while that
/// leaves the points to tap (`taps`) and the road ahead (`ahead`: where the car goes next) in
/// sight (under the board: a short window's sheet at its foot, which begins `kept.1` down the
/// board; after the controls, out of sight, on a taller one it comes back); else over the half away from `near` (the options, or the
/// start points before the placement, and the car), if it leaves the points to tap in sight;
/// else over the other half if that does; else under the board. `callout` is its height and
/// `bottom` the room kept under it (the camera's buttons). The road ahead is kept clear too
/// when a half can, else only the points to tap are.
pub fn hint_place(
    kept: (Option<HintPlace>, Option<f64>),
    near: &[f64],
    (taps, ahead): (&[f64], &[f64]),
    reach: f64,
    (height, callout, bottom): (f64, f64, f64),
) -> HintPlace {
    if height < HINT_ROOM_PX {
        return HintPlace::Under;
    }
    let top_clear = |ys: &[f64]| ys.iter().all(|&y| y - reach > 8.0 + callout);
    let bottom_clear = |ys: &[f64]| ys.iter().all(|&y| y + reach < height - bottom - callout);
    let both = [taps, ahead].concat();
    let sheet_clear = |ys: &[f64]| {
        kept.1
            .is_some_and(|from| sheet_clears(from, height, ys, reach))
    };
    match kept.0 {
        Some(HintPlace::Under) if sheet_clear(&both) => return HintPlace::Under,
        Some(HintPlace::Top) if top_clear(&both) => return HintPlace::Top,
        Some(HintPlace::Bottom) if bottom_clear(&both) => return HintPlace::Bottom,
        _ => {}
    }
    let mid = near.iter().sum::<f64>() / near.len().max(1) as f64;
    let prefer_bottom = !near.is_empty() && mid < height / 2.0;
    for ys in [both.as_slice(), taps] {
        match (prefer_bottom, top_clear(ys), bottom_clear(ys)) {
            (true, _, true) | (false, false, true) => return HintPlace::Bottom,
            (false, true, _) | (true, true, false) => return HintPlace::Top,
            (_, false, false) => {}
        }
    }
    HintPlace::Under
}

/// Whether a sheet at the window's foot that begins `from` down a board `height` high leaves
/// the points at `ys` (and `reach` around them) in sight: one that begins under the board
/// covers none of it; points off the board (the camera shows part of the track) are under no
/// sheet.
fn sheet_clears(from: f64, height: f64, ys: &[f64], reach: f64) -> bool {
    from >= height || ys.iter().all(|&y| y > height || y + reach < from)
}

/// Where a phone's sheet as high as `callout` begins down its board, in a window `height` high
/// whose board begins `board_top` down.
fn sheet_top(height: f64, board_top: f64, callout: f64) -> f64 {
    height - SHEET_EDGE_PX - callout - board_top
}

/// Where the camera draws the car that ends the game (the leader of a race), in CSS pixels
/// from the board's top, and the board's height: the end-of-game box lies away from it (a
/// phone's board shows part of a large track, so the track's rows would not say).
pub(crate) fn leading_car_y(s: &Session) -> (Option<f64>, f64) {
    let car = match &s.racing.run {
        Some(run) => run.race().standings().first().and_then(|st| {
            run.race()
                .car(st.car)
                .and_then(|c| c.trajectory().last().copied())
        }),
        None => s.game.trajectory().last().copied(),
    };
    let g = s.board.camera.geometry();
    (car.map(|p| g.y(p)), g.height)
}

/// After every message, once the camera has followed the car: where the first-visit hint or
/// the tutorial's card lies now (`None` while it does not show: not over a blitz or a race,
/// whose clock and turns need the room), for the view and for it to stay there
/// ([`hint_place`]).
pub(crate) fn keep_hint(play: &mut crate::ui::model::Play, app: &App) {
    let tutorial = crate::ui::tutorial::view(play, app);
    let Some(s) = &play.session else {
        return;
    };
    let shown = (!play.playing.hint_seen
        && app.route.screen() == crate::ui::model::Screen::Play
        && !play.racing())
        || tutorial.is_some();
    let at = shown.then(|| hint_place_on(app, s, tutorial.as_ref()));
    if let Some(s) = &mut play.session {
        s.hint_at = at;
    }
}

/// Where the hint's callout goes: away from where the next tap goes (the options, the start
/// points before the placement) and the car; under a board too short to leave them in sight.
pub(crate) fn hint_place_on(
    app: &App,
    s: &Session,
    tutorial: Option<&crate::ui::tutorial::TutorialView>,
) -> HintPlace {
    // The player asked for the whole of a track larger than the board (the camera's Whole
    // track): the board is theirs to look at, and the callout waits under it until the camera
    // follows the car again (over the board it hid the half of the track it lay on).
    let camera = &s.board.camera;
    if camera.active() && camera.wide() {
        return HintPlace::Under;
    }
    // Where the camera is going, not where a glide has it this frame: placed anew each frame
    // of the overview from the finish back to the start, the daily's hint jumped between the
    // window's foot and the place after the controls.
    let g = camera.settled();
    let taps: Vec<f64> = s.game.options().iter().map(|&p| g.y(p)).collect();
    let mut near = taps.clone();
    near.extend(s.game.trajectory().last().map(|&p| g.y(p)));
    let chars = tutorial.map_or_else(
        || {
            crate::ui::text::hint_words(&app.words, app.device.touch, &s.game)
                .chars()
                .count()
        },
        |t| t.text.chars().count(),
    );
    let callout = callout_height(chars, g.width, tutorial.is_some());
    // The camera's buttons: under the board on a phone, over its corner with a mouse.
    let bottom = if app.device.touch { 56.0 } else { 58.0 };
    // The road the car covers in its next two moves, as the camera's arrow follows it.
    let ahead: Vec<f64> = s
        .road_ahead()
        .iter()
        .map(|&p| g.y(p))
        .filter(|y| (0.0..=g.height).contains(y))
        .collect();
    // Under the board on a short phone is a sheet at the window's foot (`www/style.css`: under
    // 900 px wide and 760 px high), in sight: where it begins, down the board. (A finger's
    // device stands for the narrow window: the board's width is not the window's.)
    let sheet_from = app
        .device
        .window
        .filter(|&(height, _)| app.device.touch && height <= SHORT_WINDOW_PX)
        .map(|(height, board_top)| sheet_top(height, board_top, callout));
    let kept = s.hint_at.map(|at| match at {
        HintPlace::Sheet => HintPlace::Under,
        at => at,
    });
    let reach = g.cell / 2.0;
    let at = hint_place(
        (kept, sheet_from),
        &near,
        (&taps, &ahead),
        reach,
        (g.height, callout, bottom),
    );
    // On a taller phone the place after the controls may be out of the window too (a daily's
    // banner above the board: a newcomer never saw how to drive): a sheet at its foot then,
    // if it leaves the points to tap and the road ahead in sight.
    let sheet = app.device.window.filter(|&(height, board_top)| {
        app.device.touch
            && height > SHORT_WINDOW_PX
            && board_top + g.height + CONTROLS_PX + callout > height
    });
    match sheet {
        Some((height, board_top))
            if at == HintPlace::Under
                && sheet_clears(
                    sheet_top(height, board_top, callout),
                    g.height,
                    &[taps, ahead].concat(),
                    reach,
                ) =>
        {
            HintPlace::Sheet
        }
        _ => at,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_end_of_game_box_lies_away_from_the_car_or_under_a_short_board() {
        assert_eq!(BoxPlace::on_board(Some(40.0), 600.0), BoxPlace::Bottom);
        assert_eq!(BoxPlace::on_board(Some(400.0), 600.0), BoxPlace::Top);
        assert_eq!(BoxPlace::on_board(None, 600.0), BoxPlace::Bottom);
        // A board 200 px high: any half would be covered whole.
        assert_eq!(BoxPlace::on_board(Some(100.0), 200.0), BoxPlace::Under);
        assert_eq!(
            BoxPlace::on_board(Some(100.0), BOX_ROOM_PX),
            BoxPlace::Bottom
        );
        // A phone's sheet in a 390 x 844 window, the board 105 px down: at the foot unless
        // the car is drawn low on the board (the finish of Barto big, 538 px down); at the top
        // it would cover a car in the middle of the board (Ring's, 277 px down), which the
        // sheet at the foot leaves clear.
        let tall = Some((844.0, 104.7));
        assert_eq!(BoxPlace::sheet(Some(538.3), tall), BoxPlace::Top);
        assert_eq!(BoxPlace::sheet(Some(276.7), tall), BoxPlace::Bottom);
        assert_eq!(BoxPlace::sheet(Some(345.0), tall), BoxPlace::Top);
        assert_eq!(BoxPlace::sheet(Some(276.7), None), BoxPlace::Bottom);
        assert_eq!(BoxPlace::sheet(None, tall), BoxPlace::Bottom);
        // 375 x 667 and 360 x 640 (the measures of the playtest): the sheet at the foot began
        // 249 and 222 px down the board and covered First circuit's finish (259 and 232 px
        // down) and Barto big's (319 and 292): at the top, at most half the window, it is
        // clear of them.
        for (window, first, barto) in [
            ((667.0, 104.7), 259.3, 319.3),
            ((640.0, 104.7), 232.3, 292.3),
        ] {
            assert_eq!(BoxPlace::sheet(Some(first), Some(window)), BoxPlace::Top);
            assert_eq!(BoxPlace::sheet(Some(barto), Some(window)), BoxPlace::Top);
            // A car high on the board stays in sight over a sheet at the foot.
            assert_eq!(BoxPlace::sheet(Some(15.0), Some(window)), BoxPlace::Bottom);
        }
        // S-bend at 360 x 640, 202 px down: clear of a sheet at the foot, which a sheet at the
        // top would cover.
        assert_eq!(
            BoxPlace::sheet(Some(202.3), Some((640.0, 104.7))),
            BoxPlace::Bottom
        );
    }

    #[test]
    fn the_hint_leaves_the_points_to_tap_in_sight_or_goes_under_the_board() {
        // A phone's board 390 px high, a callout 230 px high, 56 px kept for the buttons.
        let place =
            |ys: &[f64]| hint_place((None, None), ys, (ys, &[]), 15.0, (390.0, 230.0, 56.0));
        // Start points high: the callout goes over the bottom, clear of them.
        assert_eq!(place(&[40.0, 70.0]), HintPlace::Bottom);
        // Low: over the top.
        assert_eq!(place(&[300.0, 330.0]), HintPlace::Top);
        // A row across the middle (the daily of the playtest): either half would cover it.
        assert_eq!(place(&[180.0, 190.0, 200.0]), HintPlace::Under);
        // The car low (the top half preferred) but the options high: the top half would cover
        // them, so the callout goes over the bottom, clear of them.
        assert_eq!(
            hint_place(
                (None, None),
                &[380.0],
                (&[60.0], &[]),
                15.0,
                (390.0, 230.0, 56.0)
            ),
            HintPlace::Bottom
        );
        // The car and its options in the middle, the road ahead going up the board: over
        // the top half (away from the car) the callout would cover the road the car heads
        // for (the top straight of First circuit), so it goes over the bottom.
        let road = |ahead: &[f64]| {
            hint_place(
                (None, None),
                &[200.0],
                (&[200.0], ahead),
                15.0,
                (390.0, 100.0, 56.0),
            )
        };
        assert_eq!(road(&[]), HintPlace::Top);
        assert_eq!(road(&[150.0, 60.0]), HintPlace::Bottom);
        // When no half can, the points to tap alone are kept clear.
        assert_eq!(road(&[40.0, 380.0]), HintPlace::Top);
        // A board too short: under it.
        assert_eq!(
            hint_place(
                (None, None),
                &[40.0],
                (&[40.0], &[]),
                15.0,
                (200.0, 100.0, 56.0)
            ),
            HintPlace::Under
        );
    }

    #[test]
    fn the_callout_stays_where_it_lay_while_the_points_to_tap_stay_in_sight() {
        // A 360 x 640 phone's board 300 px high, a tutorial card 200 px high: the playtest saw
        // it go from a sheet at the window's foot to the board's top as the car moved.
        let place = |kept, sheet_from, ys: &[f64]| {
            hint_place(
                (kept, sheet_from),
                ys,
                (ys, &[]),
                15.0,
                (300.0, 200.0, 56.0),
            )
        };
        // Nothing kept: over the top, the car low on the board.
        assert_eq!(place(None, None, &[260.0]), HintPlace::Top);
        // Kept at the window's foot, whose sheet begins 330 px down the board: it stays.
        assert_eq!(
            place(Some(HintPlace::Under), Some(330.0), &[260.0]),
            HintPlace::Under
        );
        // A point to tap under the sheet: it moves.
        assert_eq!(
            place(Some(HintPlace::Under), Some(250.0), &[260.0]),
            HintPlace::Top
        );
        // Under the board on a tall window (after the controls, out of sight): back over it.
        assert_eq!(
            place(Some(HintPlace::Under), None, &[260.0]),
            HintPlace::Top
        );
        // Kept over the bottom while it leaves the points clear, though the top is preferred.
        let low = |kept| {
            hint_place(
                (kept, None),
                &[300.0],
                (&[226.0], &[]),
                15.0,
                (500.0, 200.0, 56.0),
            )
        };
        assert_eq!(low(None), HintPlace::Top);
        assert_eq!(low(Some(HintPlace::Bottom)), HintPlace::Bottom);
        // Kept over the top until it would cover them.
        assert_eq!(place(Some(HintPlace::Top), None, &[260.0]), HintPlace::Top);
        assert_eq!(
            place(Some(HintPlace::Top), None, &[20.0]),
            HintPlace::Bottom
        );
    }

    #[test]
    fn the_callout_is_taller_for_more_words_and_a_narrower_board() {
        assert!(callout_height(300, 390.0, false) > callout_height(150, 390.0, false));
        assert!(callout_height(300, 390.0, false) > callout_height(300, 1000.0, false));
        assert!(callout_height(200, 390.0, true) > callout_height(200, 390.0, false));
    }
}
