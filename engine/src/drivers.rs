//! AI drivers of graded skill, built on the [`Coach`]: `novice`, `club`, `pro` and `perfect`.
//!
//! Every driver reads the coach's exact distances, so it never picks a doomed option while
//! another is left. The perfect driver always takes an option with the fewest moves to the
//! finish (the first in the fixed acceleration order on a tie). The others now and then make a
//! *mistake* of their level: with a fixed probability per move they take an option that costs
//! one or more moves more, always the slowest such option (they brake too early, they do not
//! swerve), and never twice in a row (no zig-zag). Since the coach is exact, a mistake that costs
//! `k` moves costs exactly `k` moves at the end, so the rate of mistakes sets the excess over the
//! optimum whatever the track: about 40-80% for a novice, 15-35% for a club driver, 3-12% for a
//! pro. A driver is deterministic for a given seed.

use std::fmt;
use std::str::FromStr;

use crate::coach::Coach;
use crate::game::{self, velocity};
use crate::grid::Point;
use crate::rules::{Rules, Velocity};
use crate::track::Track;

/// How well a driver drives.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Skill {
    /// Brakes early and often: 40-80% above the optimum.
    Novice,
    /// A regular: 15-35% above the optimum.
    Club,
    /// Rarely off the ideal line: 3-12% above the optimum.
    Pro,
    /// The optimum, always.
    Perfect,
}

impl Skill {
    /// Every skill, weakest first.
    pub const ALL: [Skill; 4] = [Skill::Novice, Skill::Club, Skill::Pro, Skill::Perfect];

    /// The name used on the command line and in the page.
    pub fn name(self) -> &'static str {
        match self {
            Skill::Novice => "novice",
            Skill::Club => "club",
            Skill::Pro => "pro",
            Skill::Perfect => "perfect",
        }
    }

    /// The chance of a mistake at each move.
    fn mistake_rate(self) -> f64 {
        match self {
            Skill::Novice => 0.36,
            Skill::Club => 0.27,
            Skill::Pro => 0.07,
            Skill::Perfect => 0.0,
        }
    }

    /// The most moves one mistake may cost.
    fn worst_mistake(self) -> u32 {
        match self {
            Skill::Novice => 2,
            _ => 1,
        }
    }
}

impl fmt::Display for Skill {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Skill {
    type Err = crate::unknown_name::UnknownName;
    fn from_str(s: &str) -> Result<Skill, Self::Err> {
        Skill::ALL
            .into_iter()
            .find(|k| k.name() == s)
            .ok_or_else(|| crate::unknown_name::UnknownName {
                kind: crate::unknown_name::NameKind::Driver,
                given: s.to_owned(),
                expected: "novice, club, pro or perfect".to_owned(),
            })
    }
}

/// A driver: a skill and its own seeded dice.
#[derive(Clone, Debug)]
pub struct Driver {
    skill: Skill,
    rng: fastrand::Rng,
    /// Whether the last choice was a mistake (the next one never is).
    erred: bool,
}

impl Driver {
    /// A driver of `skill` whose choices follow from `seed`.
    pub fn new(skill: Skill, seed: u64) -> Driver {
        Driver {
            skill,
            rng: fastrand::Rng::with_seed(seed),
            erred: false,
        }
    }

    /// The driver's skill.
    pub fn skill(&self) -> Skill {
        self.skill
    }

    /// Picks the next position of `trajectory` (the car's run since its last crash, placement
    /// first) among `options` (the legal ones, or fewer in a race where other cars stand), the
    /// car holding the checkpoint digits `held`: `None` only when there is no option at all.
    /// Options the coach calls doomed are taken only when every option is doomed.
    pub fn choose(
        &mut self,
        coach: &Coach,
        trajectory: &[Point],
        held: u16,
        options: &[Point],
    ) -> Option<Point> {
        let here = trajectory.last().copied();
        let v = velocity(trajectory);
        let scored: Vec<(u32, Point, Velocity)> = options
            .iter()
            .filter_map(|&o| {
                let next = here.map_or(Velocity::default(), |h| o - h);
                Some((coach.moves_after(trajectory, held, o)?, o, next))
            })
            .collect();
        let Some(best) = scored.iter().map(|s| s.0).min() else {
            return options.first().copied();
        };
        let first_best = scored.iter().find(|s| s.0 == best).map(|s| s.1);
        // A finish within reach is always taken, and a placement is never a mistake.
        let may_err = best > 0 && here.is_some() && !self.erred;
        let roll = self.rng.f64();
        if !may_err || roll >= self.skill.mistake_rate() {
            self.erred = false;
            return first_best;
        }
        let worst = self.skill.worst_mistake();
        let change = |a: Velocity, b: Velocity| Velocity::new(a.row - b.row, a.col - b.col);
        let last_accel = match trajectory {
            [.., a, b, c] => change(*c - *b, *b - *a),
            _ => Velocity::default(),
        };
        let mistake = scored
            .iter()
            .filter(|s| s.0 > best && s.0 - best <= worst)
            .min_by_key(|(d, _, next)| {
                let accel = change(*next, v);
                let jerk = (accel.row - last_accel.row).abs() + (accel.col - last_accel.col).abs();
                (next.speed(), jerk, *d)
            })
            .map(|s| s.1);
        self.erred = mistake.is_some();
        mistake.or(first_best)
    }
}

/// The moves a car loses at this move because other cars stand on its best options: the
/// fewest moves to the finish over `available` (the options left to it) less the fewest over
/// `legal` (every legal option, as if alone), for the car of `trajectory` holding `held` (as in
/// [`Driver::choose`]). 0 when nothing better was taken, or nothing is known (a doomed or
/// unreachable position).
pub fn blocking_cost(
    coach: &Coach,
    trajectory: &[Point],
    held: u16,
    legal: &[Point],
    available: &[Point],
) -> u32 {
    let best = |options: &[Point]| {
        options
            .iter()
            .filter_map(|&o| coach.moves_after(trajectory, held, o))
            .min()
    };
    match (best(legal), best(available)) {
        (Some(alone), Some(left)) => left.saturating_sub(alone),
        _ => 0,
    }
}

/// A driver's run alone on a track.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Drive {
    /// The positions, start point first.
    pub trajectory: Vec<Point>,
    /// Whether it ended on a finish point.
    pub finished: bool,
}

impl Drive {
    /// Moves after the placement.
    pub fn moves(&self) -> usize {
        self.trajectory.len().saturating_sub(1)
    }
}

/// Drives alone on `track` under `rules` with a ready `coach` (of that track and rules). Past
/// `2 * optimum + 20` moves a driver stops erring, so every run on a solvable track finishes.
pub fn drive(coach: &Coach, track: &Track, rules: Rules, skill: Skill, seed: u64) -> Drive {
    let mut driver = Driver::new(skill, seed);
    let mut calm = Driver::new(Skill::Perfect, seed);
    let mut trajectory: Vec<Point> = Vec::new();
    let optimum = coach.optimum().unwrap_or(0) as usize;
    let limit = 4 * optimum + 50;
    while trajectory.len() <= limit {
        if crate::rules::finishes(track, rules, &trajectory) {
            return Drive {
                trajectory,
                finished: true,
            };
        }
        let options = game::options(track, rules, &trajectory);
        let who = if trajectory.len() > 2 * optimum + 20 {
            &mut calm
        } else {
            &mut driver
        };
        match who.choose(coach, &trajectory, coach.held(&trajectory), &options) {
            Some(p) => trajectory.push(p),
            None => break,
        }
    }
    let finished = crate::rules::finishes(track, rules, &trajectory);
    Drive {
        trajectory,
        finished,
    }
}
