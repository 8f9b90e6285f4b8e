//! The board's keys and taps, the same in a game alone, a race on one device and an online room:
//! the digits 1 to 9 laid out like a numpad play an acceleration (5 keeps the velocity), the
//! arrows move a highlight between the options, Enter (or Space) plays it, a tap plays the
//! option under it; and one set of words for what cannot be played.

use racetrack::game::blocked;
use racetrack::grid::Point;
use racetrack::rules::{Acceleration, Blocked, Rules};
use racetrack::track::Track;

use super::geometry::Geometry;
use super::msg::{KeyInput, Target};

/// What a key asks of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardKey {
    /// A digit: this acceleration.
    Digit(Acceleration),
    /// An arrow: the highlight moves this way (rows, columns).
    Toward((i32, i32)),
    /// Enter or Space: the highlighted option.
    Play,
    /// Backspace: take the last move back (where a move can be taken back).
    Undo,
}

/// The board's meaning of `k`, if it has one: digits anywhere, arrows and Enter when the board
/// or the page has the keyboard (not a form field).
pub fn read(k: &KeyInput) -> Option<BoardKey> {
    if let Some(a) = digit_of(k) {
        return Some(BoardKey::Digit(a));
    }
    let free = matches!(k.target, Target::Canvas | Target::Body);
    // A switch just ticked (the coach's, say) keeps the focus: only Space is its key, so Enter
    // and the arrows still drive the car.
    let beside = free || k.target == Target::Checkbox;
    Some(match k.key.as_str() {
        "Backspace" => BoardKey::Undo,
        "ArrowUp" if beside => BoardKey::Toward((-1, 0)),
        "ArrowDown" if beside => BoardKey::Toward((1, 0)),
        "ArrowLeft" if beside => BoardKey::Toward((0, -1)),
        "ArrowRight" if beside => BoardKey::Toward((0, 1)),
        "Enter" if beside => BoardKey::Play,
        " " if free => BoardKey::Play,
        _ => return None,
    })
}

/// The acceleration of a digit key, top row or numpad (by its code: with Num Lock off a numpad
/// key reports an arrow).
pub fn digit_of(k: &KeyInput) -> Option<Acceleration> {
    k.code
        .strip_prefix("Digit")
        .or_else(|| k.code.strip_prefix("Numpad"))
        .and_then(|d| d.parse::<u8>().ok())
        .and_then(Acceleration::from_digit)
}

/// The car a key or a tap moves: its track, rules and trajectory, and the points it may choose
/// now (none when it is not its turn, or its move is sent).
#[derive(Clone, Copy, Debug)]
pub struct Mover<'a> {
    /// The track.
    pub track: &'a Track,
    /// The rules.
    pub rules: Rules,
    /// Where the car has been, its position last.
    pub trajectory: &'a [Point],
    /// Its options now.
    pub options: &'a [Point],
}

/// Why a digit key does not play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Refusal {
    /// The car is not on the track yet: it chooses a start point.
    NotPlaced,
    /// The car has nothing to choose now.
    NoMove,
    /// The terrain under the car does not offer this acceleration (its name).
    Terrain(&'static str),
    /// The move would cross or land on what stops a car.
    Blocked(Blocked),
    /// Another car stands there.
    Taken,
}

/// The point key `a` plays for `car`, or why it cannot.
pub fn digit_target(car: Mover, a: Acceleration) -> Result<Point, Refusal> {
    if car.options.is_empty() {
        return Err(Refusal::NoMove);
    }
    let Some(&here) = car.trajectory.last() else {
        return Err(Refusal::NotPlaced);
    };
    let velocity = racetrack::game::velocity(car.trajectory);
    let Some(to) = racetrack::rules::option(car.track, car.rules, here, velocity, a) else {
        let terrain = racetrack::game::terrain(car.track, car.rules, car.trajectory);
        return Err(Refusal::Terrain(terrain.name()));
    };
    if car.options.contains(&to) {
        return Ok(to);
    }
    match blocked(car.track, car.rules, car.trajectory, to) {
        Some(why) => Err(Refusal::Blocked(why)),
        None => Err(Refusal::Taken),
    }
}

/// What the page says when key `a` cannot play, for `why`.
pub fn refusal_words(words: &super::i18n::Words, why: Refusal, a: Acceleration) -> String {
    let digit = ("digit", i64::from(a.digit()).into());
    let name = (
        "name",
        words
            .with("key-name", &[("key", i64::from(a.digit()).into())])
            .into(),
    );
    match why {
        Refusal::NotPlaced => words.get("key-not-placed"),
        Refusal::NoMove => words.get("key-no-move"),
        Refusal::Terrain(terrain) => {
            let terrain = words.get(match terrain {
                "ice" => "cell-ice",
                "dirt" => "cell-dirt",
                _ => "cell-ramp",
            });
            words.with("key-terrain", &[digit, ("terrain", terrain.into())])
        }
        Refusal::Blocked(why) => {
            let why = crate::ui::play_text::blocked_words(words, why);
            words.with("key-blocked", &[digit, name, ("why", why.into())])
        }
        Refusal::Taken => words.with("key-taken", &[digit, name]),
    }
}

/// The option of `options` a tap at (x, y) on the board laid out by `g` plays, or what to say
/// when it misses them all (nothing when there is nothing to choose).
pub fn tap(
    g: &Geometry,
    options: &[Point],
    (x, y): (f64, f64),
    (touch, words): (bool, &super::i18n::Words),
) -> Result<Point, Option<String>> {
    g.nearest(options, x, y)
        .ok_or_else(|| (!options.is_empty()).then(|| super::text::circles_words(words, touch)))
}
