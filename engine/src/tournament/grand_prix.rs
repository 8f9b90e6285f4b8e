//! A Grand Prix: points by place in each race, the table over the races, and the groups of at
//! most [`GROUP`] cars a race is run in when more have entered.

use std::cmp::Ordering;
use std::collections::HashMap;

use super::{PlayerId, competition_ranks};

/// The points of places 1 to 10; a later place scores nothing.
pub const POINTS: [u32; 10] = [25, 18, 15, 12, 10, 8, 6, 4, 2, 1];

/// The most cars in one race: more entrants race in groups.
pub const GROUP: usize = 8;

/// The points of a car's place in its race (1 is first; cars sharing a place each score its
/// points); `None`, a car that did not finish, scores nothing.
pub fn points(place: Option<u32>) -> u32 {
    match place {
        Some(p) if p >= 1 => POINTS.get(p as usize - 1).copied().unwrap_or(0),
        _ => 0,
    }
}

/// One row of a Grand Prix's table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Row {
    /// The player.
    pub player: PlayerId,
    /// Their rank (rows equal on every tie-break share one).
    pub rank: u32,
    /// Their points.
    pub points: u32,
    /// Races they were in.
    pub races: u32,
    /// Races they won (first place, shared or not).
    pub wins: u32,
    /// Races they finished second.
    pub seconds: u32,
    /// Their place in the last race they were in (`None`: did not finish, or no race yet).
    pub last: Option<u32>,
}

/// The table of a Grand Prix whose `players` entered, after `races` (in the order they were
/// run; each the place of every car in it, `None` for one that did not finish; a group's race
/// is a race). Ordered by points, then most wins, then most second places, then the better
/// place in each one's last race, then the player's number.
pub fn standings(players: &[PlayerId], races: &[Vec<(PlayerId, Option<u32>)>]) -> Vec<Row> {
    let mut rows: HashMap<PlayerId, Row> = players
        .iter()
        .map(|&player| {
            let row = Row {
                player,
                rank: 0,
                points: 0,
                races: 0,
                wins: 0,
                seconds: 0,
                last: None,
            };
            (player, row)
        })
        .collect();
    for race in races {
        for &(player, place) in race {
            if let Some(row) = rows.get_mut(&player) {
                row.points += points(place);
                row.races += 1;
                row.wins += u32::from(place == Some(1));
                row.seconds += u32::from(place == Some(2));
                row.last = place;
            }
        }
    }
    let mut rows: Vec<Row> = rows.into_values().collect();
    let last = |r: &Row| r.last.unwrap_or(u32::MAX);
    let order = |a: &Row, b: &Row| {
        b.points
            .cmp(&a.points)
            .then(b.wins.cmp(&a.wins))
            .then(b.seconds.cmp(&a.seconds))
            .then(last(a).cmp(&last(b)))
    };
    rows.sort_by(|a, b| order(a, b).then(a.player.cmp(&b.player)));
    let ranks = competition_ranks(&rows, |a, b| order(a, b) == Ordering::Equal);
    for (row, rank) in rows.iter_mut().zip(ranks) {
        row.rank = rank;
    }
    rows
}

/// The groups a race is run in: the `entrants` (with their ratings) from the highest rating
/// down, cut into as few groups of at most [`GROUP`] as there can be, their sizes as equal as
/// can be (the first groups one larger).
pub fn groups(entrants: &[(PlayerId, f64)]) -> Vec<Vec<PlayerId>> {
    let mut order: Vec<(PlayerId, f64)> = entrants.to_vec();
    order.sort_by(|a, b| {
        b.1.partial_cmp(&a.1)
            .unwrap_or(Ordering::Equal)
            .then(a.0.cmp(&b.0))
    });
    let count = order.len().div_ceil(GROUP);
    let mut groups = Vec::with_capacity(count);
    let mut rest = order.as_slice();
    for g in 0..count {
        let size = rest.len().div_ceil(count - g);
        let (group, after) = rest.split_at(size);
        groups.push(group.iter().map(|&(player, _)| player).collect());
        rest = after;
    }
    groups
}
