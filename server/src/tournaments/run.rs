//! The tournaments' ticker: on every tick, each tournament under way is run by the one instance
//! that takes its lease. Its games that ended are scored (once: a game's seats end together);
//! an arena pairs its free players until its time is up, then ends when its last game has;
//! a Grand Prix starts its races one after another, a minute after the last car of the one
//! before finished. Its players are told once that it began. The operator's recurring arenas
//! are made here too.

use racetrack::tournament::settings::{Kind, Settings};
use racetrack::tournament::{arena, grand_prix};

use super::{Asked, TournamentError, table};
use crate::games::{Games, TournamentGame, code_of};
use crate::store::{EntrantRow, Player, Store, TournamentRow};

/// How long an instance holds a tournament's lease at most (it gives it back when done).
pub const LEASE_MS: i64 = 10_000;

/// Runs every tournament under way at `now_ms` that no other instance is running, a Grand
/// Prix's races `grand_prix_break` ms apart: returns the games made.
pub async fn run_due(
    store: &Store,
    games: &Games,
    grand_prix_break: i64,
    now_ms: i64,
) -> Result<usize, TournamentError> {
    let mut made = 0;
    for id in store.tournaments_due(now_ms).await? {
        if !store
            .tournament_lease(&id, now_ms, now_ms + LEASE_MS)
            .await?
        {
            continue;
        }
        let ran = run_one(store, games, &id, grand_prix_break, now_ms).await;
        store.tournament_release(&id).await?;
        match ran {
            Ok(n) => made += n,
            Err(e) => tracing::warn!(tournament = %id, error = %e, "running a tournament"),
        }
    }
    Ok(made)
}

async fn run_one(
    store: &Store,
    games: &Games,
    id: &str,
    grand_prix_break: i64,
    now_ms: i64,
) -> Result<usize, TournamentError> {
    let Some(t) = store.tournament(id).await? else {
        return Ok(0);
    };
    score_ended(store, games, &t, now_ms).await?;
    announce(store, games, &t).await?;
    if table::is_arena(&t) {
        run_arena(store, games, &t, now_ms).await
    } else {
        run_grand_prix(store, games, &t, grand_prix_break, now_ms).await
    }
}

/// Scores `t`'s games that are over but not yet in its record (each is counted at its end by
/// the instance that saved it; this catches one whose instance stopped in between).
async fn score_ended(
    store: &Store,
    games: &Games,
    t: &TournamentRow,
    now_ms: i64,
) -> Result<(), TournamentError> {
    for game in store.tournament_games_ended(&t.id).await? {
        let live = games.fresh(store, &game).await?;
        games.score_tournament(store, &live, now_ms).await?;
    }
    Ok(())
}

/// Tells `t`'s players it began (on their streams, and pushed to their browsers), once.
async fn announce(store: &Store, games: &Games, t: &TournamentRow) -> Result<(), TournamentError> {
    if !store.tournament_announce(&t.id).await? {
        return Ok(());
    }
    for e in store.entrants(&t.id).await? {
        if e.state != "left" {
            let event = racetrack_api::PlayerEvent::TournamentStarted {
                tournament: t.id.clone(),
                name: t.name.clone(),
            };
            games.feeds.send(store, e.player, event);
        }
    }
    Ok(())
}

/// The entrants of `entrants` free to play: joined, not paused, not in a game.
fn free(entrants: &[EntrantRow]) -> Vec<&EntrantRow> {
    entrants
        .iter()
        .filter(|e| e.state == "active" && e.game.is_none())
        .collect()
}

fn player(e: &EntrantRow) -> (Player, f64) {
    let player = Player {
        id: e.player,
        name: e.name.clone(),
        bot: e.bot,
    };
    (player, e.rating)
}

/// Makes the game of `t` on its track `race` for `players`; false when it could not be made
/// (its players stay free for the next tick).
async fn make_game(
    store: &Store,
    games: &Games,
    t: &TournamentRow,
    race: usize,
    players: &[(Player, f64)],
    now_ms: i64,
) -> bool {
    let Some(track) = t.tracks.get(race % t.tracks.len().max(1)) else {
        return false;
    };
    let setup = TournamentGame {
        tournament: &t.id,
        name: &t.name,
        race: race as i64,
        track,
        rules: &t.rules,
        move_seconds: t.move_seconds,
        rated: t.rated,
    };
    match games.tournament_game(store, setup, players, now_ms).await {
        Ok(_) => true,
        Err(e) => {
            tracing::warn!(tournament = %t.id, error = %e, "making a tournament's game");
            false
        }
    }
}

/// An arena: its free players paired (before its end), or its end once its last game is over.
async fn run_arena(
    store: &Store,
    games: &Games,
    t: &TournamentRow,
    now_ms: i64,
) -> Result<usize, TournamentError> {
    let ends_ms = t.ends_ms.unwrap_or(t.starts_ms);
    let seats = store.tournament_seats(&t.id).await?;
    if now_ms >= ends_ms {
        // No new game; the games under way finish and count.
        if seats.iter().all(|s| s.ended_ms.is_some()) {
            store.tournament_over(&t.id, ends_ms).await?;
        }
        return Ok(0);
    }
    let entrants = store.entrants(&t.id).await?;
    let mut free = free(&entrants);
    if free.len() < 2 {
        return Ok(0);
    }
    if free.len() % 2 == 1 {
        // One waits for the next pairing: the one free the shortest time (of those, the one
        // who played the most), never the same player game after game for being last in the
        // table.
        let played = |p: i64| seats.iter().filter(|s| s.player == p).count();
        let last = (0..free.len()).max_by_key(|&i| (free[i].free_ms, played(free[i].player)));
        if let Some(i) = last {
            free.remove(i);
        }
    }
    let everyone: Vec<i64> = entrants.iter().map(|e| e.player).collect();
    let points = table::arena_points(&everyone, &seats);
    let last = table::last_opponents(&seats);
    let waiting: Vec<arena::Waiting> = free
        .iter()
        .map(|e| arena::Waiting {
            player: e.player,
            points: points.get(&e.player).copied().unwrap_or(0),
            rating: e.rating,
            last_opponent: last.get(&e.player).copied(),
        })
        .collect();
    let mut next = {
        let mut ids: Vec<&str> = seats.iter().map(|s| s.game.as_str()).collect();
        ids.sort_unstable();
        ids.dedup();
        ids.len()
    };
    let mut made = 0;
    for pair in arena::pair(&waiting) {
        let players: Vec<(Player, f64)> = pair
            .iter()
            .filter_map(|p| free.iter().find(|e| e.player == *p).map(|e| player(e)))
            .collect();
        if make_game(store, games, t, next, &players, now_ms).await {
            made += 1;
            next += 1;
        }
    }
    Ok(made)
}

/// A Grand Prix: its next race started when it is due, or its end after the last one.
async fn run_grand_prix(
    store: &Store,
    games: &Games,
    t: &TournamentRow,
    grand_prix_break: i64,
    now_ms: i64,
) -> Result<usize, TournamentError> {
    let seats = store.tournament_seats(&t.id).await?;
    if seats.iter().any(|s| s.ended_ms.is_none()) {
        return Ok(0);
    }
    let started = usize::try_from(t.race).unwrap_or(0);
    match t.next_ms {
        _ if started >= t.tracks.len() => {
            store.tournament_over(&t.id, now_ms).await?;
            return Ok(0);
        }
        None if started > 0 => {
            let next = now_ms + grand_prix_break;
            store.tournament_races(&t.id, t.race, Some(next)).await?;
            return Ok(0);
        }
        Some(next) if next > now_ms => return Ok(0),
        _ => {}
    }
    let entrants = store.entrants(&t.id).await?;
    let free = free(&entrants);
    if free.len() < 2 {
        // Nobody left to race against: the table is final.
        store.tournament_over(&t.id, now_ms).await?;
        return Ok(0);
    }
    let ratings: Vec<(i64, f64)> = free.iter().map(|e| (e.player, e.rating)).collect();
    let mut made = 0;
    for group in grand_prix::groups(&ratings) {
        let players: Vec<(Player, f64)> = group
            .iter()
            .filter_map(|p| free.iter().find(|e| e.player == *p).map(|e| player(e)))
            .collect();
        made += usize::from(make_game(store, games, t, started, &players, now_ms).await);
    }
    store.tournament_races(&t.id, t.race + 1, None).await?;
    Ok(made)
}

/// The operator's recurring arenas: one every `every_minutes` on `tracks`, each lasting as long
/// (10 to 180 minutes), the next always made before it starts. Its id comes from its start, so
/// two instances make it once.
pub async fn recurring(
    store: &Store,
    every_minutes: i64,
    tracks: &[(String, String, usize)],
    now_ms: i64,
) -> Result<bool, TournamentError> {
    let every_ms = every_minutes.max(1) * 60_000;
    let starts_ms = (now_ms / every_ms + 1) * every_ms;
    let id = code_of((starts_ms / 60_000) as u64, super::ID_LEN);
    if store.tournament(&id).await?.is_some() {
        return Ok(false);
    }
    let minutes = every_minutes.clamp(10, 180) as u32;
    let clock = (starts_ms / 60_000) % (24 * 60);
    let asked = Asked {
        settings: Settings {
            kind: Kind::Arena,
            name: format!("Arena {:02}:{:02} UTC", clock / 60, clock % 60),
            starts_ms,
            minutes: Some(minutes),
            tracks: tracks.len(),
            move_seconds: RECURRING_MOVE_SECONDS,
            max_players: racetrack::tournament::settings::MAX_PLAYERS,
        },
        rules: "strict".into(),
        tracks: tracks.to_vec(),
        rated: true,
        bots: true,
    };
    let mut row = super::checked(store, None, asked, i64::MAX, now_ms).await?;
    row.id = id;
    Ok(store.add_tournament(&row).await?)
}

/// The round time of the operator's recurring arenas.
pub const RECURRING_MOVE_SECONDS: i64 = 30;
