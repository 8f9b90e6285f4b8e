//! A tournament's table and games as the API shows them, computed in this one place from the
//! stored seats of its games (every instance, and every restart, computes the same table), by
//! the engine's rules ([`racetrack::tournament`]).

use std::collections::HashMap;

use racetrack::rating::Score;
use racetrack::tournament::{arena, grand_prix};
use racetrack_api::{TournamentGame, TournamentRow as Row};

use crate::store::{EntrantRow, TournamentRow, TournamentSeat};

/// Whether `t` is an arena (else a Grand Prix).
pub fn is_arena(t: &TournamentRow) -> bool {
    t.kind == "arena"
}

/// The finished games of `seats`, each game's seats together by seat, in the order they ended.
fn finished(seats: &[TournamentSeat]) -> Vec<Vec<&TournamentSeat>> {
    let mut games: Vec<Vec<&TournamentSeat>> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    for seat in seats.iter().filter(|s| s.ended_ms.is_some()) {
        match index.get(seat.game.as_str()) {
            Some(&i) => games[i].push(seat),
            None => {
                index.insert(&seat.game, games.len());
                games.push(vec![seat]);
            }
        }
    }
    games.sort_by_key(|g| (g[0].ended_ms, g[0].created_ms, g[0].game.clone()));
    games
}

/// The first player's result against the second by their places (`None`: did not finish, which
/// loses to any place; two cars that did not finish draw).
pub fn result(a: Option<i64>, b: Option<i64>) -> Score {
    match (a, b) {
        (Some(a), Some(b)) if a < b => Score::Win,
        (Some(a), Some(b)) if a > b => Score::Loss,
        (Some(_), None) => Score::Win,
        (None, Some(_)) => Score::Loss,
        _ => Score::Draw,
    }
}

/// The arena's finished games as the engine counts them (a game with other than two seats,
/// which an arena never makes, is left out).
pub fn arena_games(seats: &[TournamentSeat]) -> Vec<arena::Game> {
    finished(seats)
        .into_iter()
        .filter_map(|game| match game.as_slice() {
            [a, b] => Some(arena::Game {
                players: [a.player, b.player],
                ratings: [a.rating, b.rating],
                result: result(a.place, b.place),
            }),
            _ => None,
        })
        .collect()
}

/// The Grand Prix's finished races (a group's race is a race): each car's place.
fn races(seats: &[TournamentSeat]) -> Vec<Vec<(i64, Option<u32>)>> {
    finished(seats)
        .into_iter()
        .map(|game| {
            game.iter()
                .map(|s| (s.player, s.place.and_then(|p| u32::try_from(p).ok())))
                .collect()
        })
        .collect()
}

/// The table of `t`, whose `entrants` played `seats`.
pub fn standings(t: &TournamentRow, entrants: &[EntrantRow], seats: &[TournamentSeat]) -> Vec<Row> {
    let players: Vec<i64> = entrants.iter().map(|e| e.player).collect();
    let entrant = |id: i64| entrants.iter().find(|e| e.player == id);
    let row = |player: i64, rank, points, games, wins, streak| {
        let e = entrant(player);
        Row {
            name: e.map_or_else(String::new, |e| e.name.clone()),
            rank,
            points,
            games,
            wins,
            streak,
            bot: e.is_some_and(|e| e.bot),
            left: e.is_some_and(|e| e.state == "left"),
        }
    };
    if is_arena(t) {
        arena::standings(&players, &arena_games(seats))
            .into_iter()
            .map(|r| row(r.player, r.rank, r.points, r.games, r.wins, r.streak))
            .collect()
    } else {
        grand_prix::standings(&players, &races(seats))
            .into_iter()
            .map(|r| row(r.player, r.rank, r.points, r.races, r.wins, false))
            .collect()
    }
}

/// The points of each entrant of an arena, by player.
pub fn arena_points(players: &[i64], seats: &[TournamentSeat]) -> HashMap<i64, u32> {
    arena::standings(players, &arena_games(seats))
        .into_iter()
        .map(|r| (r.player, r.points))
        .collect()
}

/// The opponent of each player's latest game (an arena's), by player.
pub fn last_opponents(seats: &[TournamentSeat]) -> HashMap<i64, i64> {
    let mut by_game: HashMap<&str, Vec<&TournamentSeat>> = HashMap::new();
    for seat in seats {
        by_game.entry(&seat.game).or_default().push(seat);
    }
    let mut games: Vec<&Vec<&TournamentSeat>> = by_game.values().collect();
    games.sort_by_key(|g| (g[0].created_ms, g[0].game.clone()));
    let mut last = HashMap::new();
    for game in games {
        if let [a, b] = game.as_slice() {
            last.insert(a.player, b.player);
            last.insert(b.player, a.player);
        }
    }
    last
}

/// The most games a tournament's view lists.
pub const GAMES_SHOWN: usize = 200;

/// The games of `seats`, the latest first (at most [`GAMES_SHOWN`]).
pub fn games(seats: &[TournamentSeat]) -> Vec<TournamentGame> {
    let mut games: Vec<TournamentGame> = Vec::new();
    let mut index: HashMap<&str, usize> = HashMap::new();
    for seat in seats {
        let i = *index.entry(&seat.game).or_insert_with(|| {
            games.push(TournamentGame {
                id: seat.game.clone(),
                race: u32::try_from(seat.race).unwrap_or(0),
                players: Vec::new(),
                places: Vec::new(),
                over: seat.ended_ms.is_some(),
            });
            games.len() - 1
        });
        let game = &mut games[i];
        game.players.push(seat.name.clone());
        if seat.ended_ms.is_some() {
            game.places
                .push(seat.place.and_then(|p| u32::try_from(p).ok()));
        }
    }
    games.reverse();
    games.truncate(GAMES_SHOWN);
    games
}
