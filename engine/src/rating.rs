//! Players' ratings by Glicko-2, exactly as in Mark Glickman's "Example of the Glicko-2 system"
//! (2013): a new player is rated 1500 with a rating deviation (RD) of 350 and a volatility of
//! 0.06; the system constant τ is 0.5. Each finished rated game is one rating period for its
//! players, and a race of N cars counts as its N(N-1)/2 pairwise results by the final standings
//! ([`race_results`]).
//!
//! ```
//! use racetrack::rating::{Rating, Score};
//! // Glickman's worked example.
//! let player = Rating { rating: 1500.0, rd: 200.0, volatility: 0.06 };
//! let results = [
//!     (Rating { rating: 1400.0, rd: 30.0, volatility: 0.06 }, Score::Win),
//!     (Rating { rating: 1550.0, rd: 100.0, volatility: 0.06 }, Score::Loss),
//!     (Rating { rating: 1700.0, rd: 300.0, volatility: 0.06 }, Score::Loss),
//! ];
//! let after = player.after(&results);
//! // The paper prints 1464.06 / 151.52, from its μ' rounded to -0.2069.
//! assert!((after.rating - 1464.06).abs() < 0.02);
//! assert_eq!(format!("{:.2}", after.rd), "151.52");
//! ```

/// The system constant τ: how much the volatility may change in a period.
pub const TAU: f64 = 0.5;
/// A new player's rating.
pub const START_RATING: f64 = 1500.0;
/// A new player's rating deviation.
pub const START_RD: f64 = 350.0;
/// A new player's volatility.
pub const START_VOLATILITY: f64 = 0.06;
/// The Glicko-2 scale's factor (173.7178 = 400 / ln 10).
const SCALE: f64 = 173.7178;
/// The convergence tolerance of the volatility's iteration.
const EPSILON: f64 = 0.000_001;

/// A player's rating on the Glicko scale.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Rating {
    /// The rating (1500 for a new player).
    pub rating: f64,
    /// The rating deviation: how uncertain the rating is (350 for a new player).
    pub rd: f64,
    /// The volatility: how erratic the player's results are (0.06 for a new player).
    pub volatility: f64,
}

impl Default for Rating {
    fn default() -> Rating {
        Rating {
            rating: START_RATING,
            rd: START_RD,
            volatility: START_VOLATILITY,
        }
    }
}

/// One result against an opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The player won.
    Win,
    /// A draw.
    Draw,
    /// The player lost.
    Loss,
}

impl Score {
    fn value(self) -> f64 {
        match self {
            Score::Win => 1.0,
            Score::Draw => 0.5,
            Score::Loss => 0.0,
        }
    }

    /// The same result seen from the opponent.
    pub fn flipped(self) -> Score {
        match self {
            Score::Win => Score::Loss,
            Score::Draw => Score::Draw,
            Score::Loss => Score::Win,
        }
    }
}

/// g(φ): how much a result against an opponent of deviation φ counts.
fn g(phi: f64) -> f64 {
    1.0 / (1.0 + 3.0 * phi * phi / (std::f64::consts::PI * std::f64::consts::PI)).sqrt()
}

/// E(μ, μj, φj): the expected score against an opponent.
fn expected(mu: f64, mu_j: f64, phi_j: f64) -> f64 {
    1.0 / (1.0 + (-g(phi_j) * (mu - mu_j)).exp())
}

impl Rating {
    /// The rating after one rating period with `results` (each against the opponent's rating
    /// before the period); a period without results only widens the deviation (step 6).
    pub fn after(&self, results: &[(Rating, Score)]) -> Rating {
        // Step 2: to the Glicko-2 scale.
        let mu = (self.rating - START_RATING) / SCALE;
        let phi = self.rd / SCALE;
        let sigma = self.volatility;
        if results.is_empty() {
            let phi_star = (phi * phi + sigma * sigma).sqrt();
            return Rating {
                rd: (phi_star * SCALE).min(START_RD),
                ..*self
            };
        }
        // Steps 3 and 4: the estimated variance v and the improvement Δ.
        let mut inverse_v = 0.0;
        let mut sum = 0.0;
        for (opponent, score) in results {
            let mu_j = (opponent.rating - START_RATING) / SCALE;
            let phi_j = opponent.rd / SCALE;
            let e = expected(mu, mu_j, phi_j);
            inverse_v += g(phi_j) * g(phi_j) * e * (1.0 - e);
            sum += g(phi_j) * (score.value() - e);
        }
        let v = 1.0 / inverse_v;
        let delta = v * sum;
        // Step 5: the new volatility (the Illinois algorithm).
        let a = (sigma * sigma).ln();
        let f = |x: f64| {
            let ex = x.exp();
            let d = phi * phi + v + ex;
            ex * (delta * delta - phi * phi - v - ex) / (2.0 * d * d) - (x - a) / (TAU * TAU)
        };
        let mut big_a = a;
        let mut big_b = if delta * delta > phi * phi + v {
            (delta * delta - phi * phi - v).ln()
        } else {
            let mut k = 1.0;
            while f(a - k * TAU) < 0.0 {
                k += 1.0;
            }
            a - k * TAU
        };
        let (mut f_a, mut f_b) = (f(big_a), f(big_b));
        while (big_b - big_a).abs() > EPSILON {
            let big_c = big_a + (big_a - big_b) * f_a / (f_b - f_a);
            let f_c = f(big_c);
            if f_c * f_b <= 0.0 {
                big_a = big_b;
                f_a = f_b;
            } else {
                f_a /= 2.0;
            }
            big_b = big_c;
            f_b = f_c;
        }
        let sigma_new = (big_a / 2.0).exp();
        // Steps 6 and 7: the new deviation and rating.
        let phi_star = (phi * phi + sigma_new * sigma_new).sqrt();
        let phi_new = 1.0 / (1.0 / (phi_star * phi_star) + 1.0 / v).sqrt();
        let mu_new = mu + phi_new * phi_new * sum;
        // Step 8: back to the Glicko scale.
        Rating {
            rating: mu_new * SCALE + START_RATING,
            rd: phi_new * SCALE,
            volatility: sigma_new,
        }
    }
}

/// How a car ended a race, for its pairwise results.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Finish {
    /// Its place in the final standings (1 is first; equal cars share a place).
    pub place: usize,
    /// Whether it resigned or was disqualified: it loses to every car that was not.
    pub out: bool,
}

/// The result of car `i` against car `j`.
pub fn result(i: Finish, j: Finish) -> Score {
    match (i.out, j.out) {
        (true, false) => Score::Loss,
        (false, true) => Score::Win,
        _ => match i.place.cmp(&j.place) {
            std::cmp::Ordering::Less => Score::Win,
            std::cmp::Ordering::Equal => Score::Draw,
            std::cmp::Ordering::Greater => Score::Loss,
        },
    }
}

/// Car `i`'s result of the whole race, as a player's record counts it: a win when it is first
/// alone, a draw when first with others, a loss otherwise (or when it is out).
pub fn outcome(cars: &[Finish], i: usize) -> Score {
    let me = cars[i];
    if me.out || me.place != 1 {
        return Score::Loss;
    }
    let shared = cars
        .iter()
        .enumerate()
        .any(|(j, f)| j != i && f.place == 1 && !f.out);
    if shared { Score::Draw } else { Score::Win }
}

/// Every car's results against each other car (N(N-1)/2 pairs, each seen from both sides):
/// `results[i]` lists `(j, score of i against j)`.
pub fn race_results(cars: &[Finish]) -> Vec<Vec<(usize, Score)>> {
    (0..cars.len())
        .map(|i| {
            (0..cars.len())
                .filter(|&j| j != i)
                .map(|j| (j, result(cars[i], cars[j])))
                .collect()
        })
        .collect()
}

/// The players' ratings after a rated race: `before[i]` is car i's player's rating before it,
/// `cars[i]` how the car ended. One rating period for each player, against the others' ratings
/// before the race.
pub fn rate_race(before: &[Rating], cars: &[Finish]) -> Vec<Rating> {
    race_results(cars)
        .into_iter()
        .enumerate()
        .map(|(i, results)| {
            let results: Vec<(Rating, Score)> =
                results.into_iter().map(|(j, s)| (before[j], s)).collect();
            before[i].after(&results)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rated(rating: f64, rd: f64) -> Rating {
        Rating {
            rating,
            rd,
            volatility: START_VOLATILITY,
        }
    }

    #[test]
    fn glickman_s_worked_example() {
        let after = rated(1500.0, 200.0).after(&[
            (rated(1400.0, 30.0), Score::Win),
            (rated(1550.0, 100.0), Score::Loss),
            (rated(1700.0, 300.0), Score::Loss),
        ]);
        // The paper prints 1464.06: it rounds μ' to -0.2069 (exactly -0.20694...: 1464.05).
        assert!((after.rating - 1464.06).abs() < 0.02, "{after:?}");
        assert!((after.rating - 1464.0507).abs() < 0.0001, "{after:?}");
        assert!((after.rd - 151.52).abs() < 0.005, "{after:?}");
        assert!((after.volatility - 0.05999).abs() < 0.000_01, "{after:?}");
    }

    #[test]
    fn a_period_without_games_widens_the_deviation_up_to_a_new_player_s() {
        let idle = rated(1600.0, 50.0).after(&[]);
        assert_eq!(idle.rating, 1600.0);
        assert!(idle.rd > 50.0 && idle.rd < 60.0, "{idle:?}");
        assert_eq!(Rating::default().after(&[]).rd, START_RD);
    }

    #[test]
    fn a_race_is_its_pairwise_results_by_the_standings() {
        // Ann 1st, Bob and Cy share 2nd, Dan resigned (placed 2nd on the board, still out).
        let cars = [
            Finish {
                place: 1,
                out: false,
            },
            Finish {
                place: 2,
                out: false,
            },
            Finish {
                place: 2,
                out: false,
            },
            Finish {
                place: 2,
                out: true,
            },
        ];
        let results = race_results(&cars);
        assert_eq!(
            results[0].iter().filter(|(_, s)| *s == Score::Win).count(),
            3
        );
        assert_eq!(
            results[1],
            vec![(0, Score::Loss), (2, Score::Draw), (3, Score::Win)]
        );
        assert!(results[3].iter().all(|(_, s)| *s == Score::Loss));
        let outcomes: Vec<Score> = (0..4).map(|i| outcome(&cars, i)).collect();
        assert_eq!(
            outcomes,
            [Score::Win, Score::Loss, Score::Loss, Score::Loss]
        );
        let tied = [
            Finish {
                place: 1,
                out: false,
            },
            Finish {
                place: 1,
                out: false,
            },
        ];
        assert_eq!(outcome(&tied, 0), Score::Draw);
        let pairs: usize = results.iter().map(Vec::len).sum::<usize>() / 2;
        assert_eq!(pairs, 6, "N(N-1)/2");
        let after = rate_race(&[Rating::default(); 4], &cars);
        assert!(after[0].rating > after[1].rating && after[1].rating > after[3].rating);
        assert!(
            (after[1].rating - after[2].rating).abs() < 1e-9,
            "equal cars rate alike"
        );
        let total: f64 = after.iter().map(|r| r.rating - START_RATING).sum();
        assert!(
            total.abs() < 1.0,
            "equal players: what one gains another loses ({total})"
        );
    }
}
