//! An arena: its scores (with the streak's double points), its table (ties broken by the
//! performance) and its pairing of the players waiting for a game.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::{PlayerId, competition_ranks};
use crate::rating::Score;

/// Points of a win.
pub const WIN: u32 = 2;
/// Points of a draw.
pub const DRAW: u32 = 1;
/// Wins in a row after which each further win scores double (the streak, shown as a flame).
pub const STREAK: u32 = 2;
/// What a win or a loss adds to the opponent's rating in the performance.
pub const PERFORMANCE_STEP: f64 = 500.0;

/// A finished game of the arena: its two players, their ratings when it began, and the first
/// player's result.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Game {
    /// The two players.
    pub players: [PlayerId; 2],
    /// Their ratings when the game began.
    pub ratings: [f64; 2],
    /// `players[0]`'s result.
    pub result: Score,
}

/// One row of an arena's table.
#[derive(Clone, Debug, PartialEq)]
pub struct Row {
    /// The player.
    pub player: PlayerId,
    /// Their rank (equal points and performance share one).
    pub rank: u32,
    /// Their points.
    pub points: u32,
    /// Games finished.
    pub games: u32,
    /// Games won.
    pub wins: u32,
    /// On a streak: two wins or more in a row, so the next win scores double.
    pub streak: bool,
    /// The mean over their games of the opponent's rating, plus [`PERFORMANCE_STEP`] for a win
    /// and minus it for a loss (lichess's performance), rounded; `None` before a first game.
    pub performance: Option<i64>,
}

/// The points each result of `results` (one player's, in the order their games ended) scores.
pub fn points(results: &[Score]) -> Vec<u32> {
    let mut run = 0;
    results
        .iter()
        .map(|result| match result {
            Score::Win => {
                run += 1;
                if run > STREAK { 2 * WIN } else { WIN }
            }
            Score::Draw => {
                run = 0;
                DRAW
            }
            Score::Loss => {
                run = 0;
                0
            }
        })
        .collect()
}

/// The table of an arena whose `players` (every player who joined, whatever became of them)
/// finished `games` (in the order they ended; a game of a player not in `players` counts for
/// the others). Ordered by points, then performance, then the player's number.
pub fn standings(players: &[PlayerId], games: &[Game]) -> Vec<Row> {
    let mut results: HashMap<PlayerId, (Vec<Score>, f64)> =
        players.iter().map(|&p| (p, (Vec::new(), 0.0))).collect();
    for game in games {
        for side in 0..2 {
            let result = if side == 0 {
                game.result
            } else {
                game.result.flipped()
            };
            if let Some((scores, sum)) = results.get_mut(&game.players[side]) {
                let step = match result {
                    Score::Win => PERFORMANCE_STEP,
                    Score::Draw => 0.0,
                    Score::Loss => -PERFORMANCE_STEP,
                };
                scores.push(result);
                *sum += game.ratings[1 - side] + step;
            }
        }
    }
    let mut rows: Vec<Row> = players
        .iter()
        .filter_map(|p| results.get_key_value(p))
        .map(|(&player, (scores, sum))| {
            let games = scores.len() as u32;
            let run = scores
                .iter()
                .rev()
                .take_while(|&&s| s == Score::Win)
                .count() as u32;
            Row {
                player,
                rank: 0,
                points: points(scores).iter().sum(),
                games,
                wins: scores.iter().filter(|&&s| s == Score::Win).count() as u32,
                streak: run >= STREAK,
                performance: (games > 0).then(|| (sum / f64::from(games)).round() as i64),
            }
        })
        .collect();
    rows.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(b.performance.cmp(&a.performance))
            .then(a.player.cmp(&b.player))
    });
    rows.dedup_by_key(|row| row.player);
    let ranks = competition_ranks(&rows, |a, b| {
        (a.points, a.performance) == (b.points, b.performance)
    });
    for (row, rank) in rows.iter_mut().zip(ranks) {
        row.rank = rank;
    }
    rows
}

/// A player waiting to be paired.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Waiting {
    /// The player.
    pub player: PlayerId,
    /// Their points in the arena.
    pub points: u32,
    /// Their rating.
    pub rating: f64,
    /// Their last game's opponent, if any.
    pub last_opponent: Option<PlayerId>,
}

/// Pairs the players `waiting`: each, from the top of the table down (points, then rating),
/// with the nearest waiting player below in that order, but never with their last opponent
/// while any other player waits (two players who just met and are all that waits are paired
/// again). A player left over waits for the next pairing.
pub fn pair(waiting: &[Waiting]) -> Vec<[PlayerId; 2]> {
    let mut order: Vec<&Waiting> = waiting.iter().collect();
    order.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(b.rating.partial_cmp(&a.rating).unwrap_or(Ordering::Equal))
            .then(a.player.cmp(&b.player))
    });
    order.dedup_by_key(|w| w.player);
    let met = |a: &Waiting, b: &Waiting| {
        a.last_opponent == Some(b.player) || b.last_opponent == Some(a.player)
    };
    let mut taken = vec![false; order.len()];
    let mut pairs = Vec::new();
    for i in 0..order.len() {
        if taken[i] {
            continue;
        }
        let fresh = (i + 1..order.len()).find(|&j| !taken[j] && !met(order[i], order[j]));
        let partner = fresh.or_else(|| {
            // Only a rematch is left: allowed when the two of them are all that waits.
            let left: Vec<usize> = (i + 1..order.len()).filter(|&j| !taken[j]).collect();
            (order.len() == 2 && left.len() == 1).then(|| left[0])
        });
        if let Some(j) = partner {
            taken[i] = true;
            taken[j] = true;
            pairs.push([order[i].player, order[j].player]);
        }
    }
    pairs
}
