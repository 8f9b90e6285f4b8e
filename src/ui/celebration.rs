//! A win celebrated in proportion to the result: stars against the optimum (three for the
//! optimum, two within 10% of it, one within 25%: the medals' rule, [`Medal::of`]), a burst of
//! motion as large as the result (none under reduced motion) and a vibration where the browser
//! has one.

use racetrack::verdict::{Medal, Optimum};

use racetrack::game::State;

use super::model::Play;
use super::msg::Effect;

/// How the win box celebrates a win.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Celebration {
    /// Stars earned, 0 to 3.
    pub stars: u8,
    /// The stars in words, for a screen reader: "3 stars of 3".
    pub words: String,
    /// How many bits fly out of the box (0 under reduced motion, or with no star).
    pub burst: u8,
}

/// The stars a win in `moves` earns against `optimum`.
pub fn stars(moves: usize, optimum: Optimum) -> u8 {
    match Medal::of(moves, optimum) {
        Some(Medal::Gold) => 3,
        Some(Medal::Silver) => 2,
        Some(Medal::Bronze) => 1,
        None => 0,
    }
}

/// The celebration of a win in `moves`, when the optimum is known.
pub fn of(
    words: &super::i18n::Words,
    moves: usize,
    optimum: Option<Optimum>,
    reduced_motion: bool,
) -> Option<Celebration> {
    let optimum = optimum.filter(|o| o.moves().is_some())?;
    let stars = stars(moves, optimum);
    Some(Celebration {
        stars,
        words: words.with("stars-of-three", &[("stars", usize::from(stars).into())]),
        burst: if reduced_motion {
            0
        } else {
            [0, 10, 18, 28][stars as usize]
        },
    })
}

/// The vibration of a win (milliseconds on, off, on…): longer for more stars.
pub fn vibration(stars: Option<u8>) -> Effect {
    Effect::Vibrate(match stars {
        Some(3) => &[40, 60, 40, 60, 120],
        Some(2) => &[40, 60, 80],
        Some(1) => &[80],
        _ => &[40],
    })
}

/// The vibration of an impact: two hard knocks.
pub const CRASH_VIBRATION: Effect = Effect::Vibrate(&[120, 60, 200]);

/// The vibration of a solo win or crash that has just happened (`was_won`, `was_crashed`: the
/// game was over so before the message).
pub(crate) fn buzz(play: &Play, was_won: bool, was_crashed: bool) -> Option<Effect> {
    let s = play.session.as_ref()?;
    if !s.solo() {
        return None;
    }
    match s.game.state() {
        State::Won { moves } if !was_won => Some(vibration(s.optimum.map(|o| stars(moves, o)))),
        State::Crashed if !was_crashed => Some(CRASH_VIBRATION),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stars_and_burst_follow_the_result_and_reduced_motion_stills_it() {
        let english = crate::ui::i18n::Words::english();
        let opt = Some(Optimum::Moves(20));
        let c = of(&english, 20, opt, false).unwrap();
        assert_eq!(
            (c.stars, c.words.as_str(), c.burst),
            (3, "3 stars of 3", 28)
        );
        assert_eq!(of(&english, 22, opt, false).unwrap().stars, 2);
        assert_eq!(of(&english, 25, opt, false).unwrap().words, "1 star of 3");
        let none = of(&english, 26, opt, false).unwrap();
        assert_eq!((none.stars, none.burst), (0, 0));
        assert_eq!(of(&english, 20, opt, true).unwrap().burst, 0);
        assert_eq!(of(&english, 20, None, false), None);
        assert_eq!(of(&english, 20, Some(Optimum::TooLarge), false), None);
        assert_eq!(vibration(Some(3)), Effect::Vibrate(&[40, 60, 40, 60, 120]));
    }
}
