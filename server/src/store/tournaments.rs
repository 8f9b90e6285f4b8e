//! Tournaments in the store: their settings, who joined, and each seat of their games with its
//! result once the game is over (the one record every table is computed from, on every
//! instance). One instance at a time runs a tournament's pairings and races: it holds the
//! tournament's lease ([`Store::tournament_lease`]).

use sqlx::Row;
use sqlx::any::AnyRow;

use super::writes::Arg;
use super::{Store, StoreError};

/// A tournament's row.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentRow {
    /// Its id (in URLs).
    pub id: String,
    /// `arena` or `grand_prix`.
    pub kind: String,
    /// Its name.
    pub name: String,
    /// Who made it (`None`: the operator's recurring arenas).
    pub creator: Option<i64>,
    /// When it was made.
    pub created_ms: i64,
    /// When it starts.
    pub starts_ms: i64,
    /// An arena's length in minutes.
    pub minutes: Option<i64>,
    /// An arena's end; a Grand Prix's once its last race is over.
    pub ends_ms: Option<i64>,
    /// `strict`, `soft` or `karopapier`.
    pub rules: String,
    /// Seconds a round lasts.
    pub move_seconds: i64,
    /// Whether its games are rated.
    pub rated: bool,
    /// The most players.
    pub max_players: i64,
    /// Whether bots may join.
    pub bots: bool,
    /// The tracks raced: (title, track text).
    pub tracks: Vec<(String, String)>,
    /// A Grand Prix's races started.
    pub race: i64,
    /// A Grand Prix between two races: when the next one starts.
    pub next_ms: Option<i64>,
    /// Whether its table is final.
    pub over: bool,
}

/// A player who joined a tournament.
#[derive(Clone, Debug, PartialEq)]
pub struct EntrantRow {
    /// The player.
    pub player: i64,
    /// Their name.
    pub name: String,
    /// Whether they are a bot.
    pub bot: bool,
    /// `active`, `paused` or `left`.
    pub state: String,
    /// The tournament's game they are in, if any.
    pub game: Option<String>,
    /// Since when they are free (joined, or their last game ended).
    pub free_ms: i64,
    /// Their rating now.
    pub rating: f64,
}

/// A seat of one of a tournament's games.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentSeat {
    /// The game.
    pub game: String,
    /// The player.
    pub player: i64,
    /// Their name.
    pub name: String,
    /// The track's place in the list (a Grand Prix: the race).
    pub race: i64,
    /// The seat in the game.
    pub seat: i64,
    /// The player's rating when the game began.
    pub rating: f64,
    /// When the game was made.
    pub created_ms: i64,
    /// When it ended (`None`: under way).
    pub ended_ms: Option<i64>,
    /// The player's place once over (`None`: did not finish, or under way).
    pub place: Option<i64>,
}

/// The columns of a tournament's row, in [`read`]'s order (a literal: every statement is one
/// constant string with bound parameters).
macro_rules! tournament_columns {
    () => {
        "id, kind, name, creator, created_ms, starts_ms, minutes, ends_ms, rules, move_seconds, \
         rated, max_players, bots, tracks, race, next_ms, over"
    };
}

fn read(r: &AnyRow) -> TournamentRow {
    TournamentRow {
        id: r.get(0),
        kind: r.get(1),
        name: r.get(2),
        creator: r.get(3),
        created_ms: r.get(4),
        starts_ms: r.get(5),
        minutes: r.get(6),
        ends_ms: r.get(7),
        rules: r.get(8),
        move_seconds: r.get(9),
        rated: r.get::<i64, _>(10) != 0,
        max_players: r.get(11),
        bots: r.get::<i64, _>(12) != 0,
        // Written by this server; anything else reads as no track.
        tracks: serde_json::from_str(&r.get::<String, _>(13)).unwrap_or_default(),
        race: r.get(14),
        next_ms: r.get(15),
        over: r.get::<i64, _>(16) != 0,
    }
}

impl Store {
    /// Adds tournament `t`; false when one with its id exists (the operator's recurring arena
    /// made by another instance first).
    pub async fn add_tournament(&self, t: &TournamentRow) -> Result<bool, StoreError> {
        let tracks = serde_json::to_string(&t.tracks).expect("tracks serialise");
        let added = self
            .exec(
                "INSERT INTO tournaments (id, kind, name, creator, created_ms, starts_ms, \
                 minutes, ends_ms, rules, move_seconds, rated, max_players, bots, tracks, race, \
                 next_ms, over) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, \
                 $14, 0, NULL, 0) ON CONFLICT (id) DO NOTHING",
                vec![
                    Arg::Text(t.id.clone()),
                    Arg::Text(t.kind.clone()),
                    Arg::Text(t.name.clone()),
                    Arg::OptInt(t.creator),
                    Arg::Int(t.created_ms),
                    Arg::Int(t.starts_ms),
                    Arg::OptInt(t.minutes),
                    Arg::OptInt(t.ends_ms),
                    Arg::Text(t.rules.clone()),
                    Arg::Int(t.move_seconds),
                    Arg::Int(i64::from(t.rated)),
                    Arg::Int(t.max_players),
                    Arg::Int(i64::from(t.bots)),
                    Arg::Text(tracks),
                ],
            )
            .await?;
        Ok(added == 1)
    }

    /// How many tournaments `creator` made since `since_ms`.
    pub async fn tournaments_made(&self, creator: i64, since_ms: i64) -> Result<i64, StoreError> {
        let row =
            sqlx::query("SELECT COUNT(*) FROM tournaments WHERE creator = $1 AND created_ms >= $2")
                .bind(creator)
                .bind(since_ms)
                .fetch_one(&self.pool)
                .await?;
        Ok(row.get(0))
    }

    /// Tournament `id`.
    pub async fn tournament(&self, id: &str) -> Result<Option<TournamentRow>, StoreError> {
        let sql = concat!(
            "SELECT ",
            tournament_columns!(),
            " FROM tournaments WHERE id = $1"
        );
        let row = sqlx::query(sql).bind(id).fetch_optional(&self.pool).await?;
        Ok(row.as_ref().map(read))
    }

    /// Tournaments with their number of entrants: those not over (`over` false) starting
    /// from `from_ms`, soonest first, or those over, the latest first; at most `limit`.
    pub async fn tournaments(
        &self,
        over: bool,
        limit: i64,
    ) -> Result<Vec<(TournamentRow, i64)>, StoreError> {
        let sql = if over {
            concat!(
                "SELECT ",
                tournament_columns!(),
                ", (SELECT COUNT(*) FROM entrants e WHERE e.tournament = t.id) \
                 FROM tournaments t WHERE over = $1 ORDER BY starts_ms DESC, id LIMIT $2"
            )
        } else {
            concat!(
                "SELECT ",
                tournament_columns!(),
                ", (SELECT COUNT(*) FROM entrants e WHERE e.tournament = t.id) \
                 FROM tournaments t WHERE over = $1 ORDER BY starts_ms ASC, id LIMIT $2"
            )
        };
        let rows = sqlx::query(sql)
            .bind(i64::from(over))
            .bind(limit)
            .fetch_all(&self.pool)
            .await?;
        Ok(rows.iter().map(|r| (read(r), r.get(17))).collect())
    }

    /// The tournaments under way at `now_ms` (started, not over), for the ticker.
    pub async fn tournaments_due(&self, now_ms: i64) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT id FROM tournaments WHERE over = 0 AND starts_ms <= $1 ORDER BY starts_ms",
        )
        .bind(now_ms)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    /// Takes tournament `id`'s lease until `until_ms` if nobody holds it at `now_ms`: true
    /// when this instance now runs it alone.
    pub async fn tournament_lease(
        &self,
        id: &str,
        now_ms: i64,
        until_ms: i64,
    ) -> Result<bool, StoreError> {
        let taken = self
            .exec(
                "UPDATE tournaments SET lease_ms = $1 WHERE id = $2 AND lease_ms <= $3",
                vec![
                    Arg::Int(until_ms),
                    Arg::Text(id.to_owned()),
                    Arg::Int(now_ms),
                ],
            )
            .await?;
        Ok(taken == 1)
    }

    /// Marks tournament `id` as announced: true the first time only (its players are told it
    /// started once, whichever instance runs it).
    pub async fn tournament_announce(&self, id: &str) -> Result<bool, StoreError> {
        let marked = self
            .exec(
                "UPDATE tournaments SET announced = 1 WHERE id = $1 AND announced = 0",
                vec![Arg::Text(id.to_owned())],
            )
            .await?;
        Ok(marked == 1)
    }

    /// Gives tournament `id`'s lease back.
    pub async fn tournament_release(&self, id: &str) -> Result<(), StoreError> {
        self.exec(
            "UPDATE tournaments SET lease_ms = 0 WHERE id = $1",
            vec![Arg::Text(id.to_owned())],
        )
        .await
        .map(drop)
    }

    /// A Grand Prix's progress: `race` races started, the next at `next_ms`.
    pub async fn tournament_races(
        &self,
        id: &str,
        race: i64,
        next_ms: Option<i64>,
    ) -> Result<(), StoreError> {
        self.exec(
            "UPDATE tournaments SET race = $1, next_ms = $2 WHERE id = $3",
            vec![
                Arg::Int(race),
                Arg::OptInt(next_ms),
                Arg::Text(id.to_owned()),
            ],
        )
        .await
        .map(drop)
    }

    /// Tournament `id`'s table is final (a Grand Prix ended at `ends_ms`).
    pub async fn tournament_over(&self, id: &str, ends_ms: i64) -> Result<(), StoreError> {
        self.exec(
            "UPDATE tournaments SET over = 1, next_ms = NULL, \
             ends_ms = COALESCE(ends_ms, $1) WHERE id = $2",
            vec![Arg::Int(ends_ms), Arg::Text(id.to_owned())],
        )
        .await
        .map(drop)
    }

    /// Player `player` joins tournament `id` (or comes back after a pause or after leaving)
    /// while it has fewer than `max_players` entrants: false when it is full.
    pub async fn enter(
        &self,
        id: &str,
        player: i64,
        max_players: i64,
        now_ms: i64,
    ) -> Result<bool, StoreError> {
        let back = self
            .exec(
                "UPDATE entrants SET state = 'active' WHERE tournament = $1 AND player = $2",
                vec![Arg::Text(id.to_owned()), Arg::Int(player)],
            )
            .await?;
        if back == 1 {
            return Ok(true);
        }
        let joined = self
            .exec(
                "INSERT INTO entrants (tournament, player, joined_ms, state, game, free_ms) \
                 SELECT $1, $2, $3, 'active', NULL, $3 \
                 WHERE (SELECT COUNT(*) FROM entrants WHERE tournament = $1) < $4 \
                 ON CONFLICT (tournament, player) DO NOTHING",
                vec![
                    Arg::Text(id.to_owned()),
                    Arg::Int(player),
                    Arg::Int(now_ms),
                    Arg::Int(max_players),
                ],
            )
            .await?;
        Ok(joined == 1)
    }

    /// Sets entrant `player`'s state in tournament `id` (`paused`, `left`); false when they
    /// had not joined.
    pub async fn entrant_state(
        &self,
        id: &str,
        player: i64,
        state: &'static str,
    ) -> Result<bool, StoreError> {
        let set = self
            .exec(
                "UPDATE entrants SET state = $1 WHERE tournament = $2 AND player = $3",
                vec![
                    Arg::Text(state.to_owned()),
                    Arg::Text(id.to_owned()),
                    Arg::Int(player),
                ],
            )
            .await?;
        Ok(set == 1)
    }

    /// Tournament `id`'s entrants, in the order they joined.
    pub async fn entrants(&self, id: &str) -> Result<Vec<EntrantRow>, StoreError> {
        let rows = sqlx::query(
            "SELECT e.player, p.name, p.bot, e.state, e.game, e.free_ms, p.rating \
             FROM entrants e JOIN players p ON p.id = e.player \
             WHERE e.tournament = $1 ORDER BY e.joined_ms, e.player",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| EntrantRow {
                player: r.get(0),
                name: r.get(1),
                bot: r.get::<i64, _>(2) != 0,
                state: r.get(3),
                game: r.get(4),
                free_ms: r.get(5),
                rating: r.get(6),
            })
            .collect())
    }

    /// Every seat of tournament `id`'s games, in the order the games were made (and by seat).
    pub async fn tournament_seats(&self, id: &str) -> Result<Vec<TournamentSeat>, StoreError> {
        let rows = sqlx::query(
            "SELECT s.game, s.player, p.name, s.race, s.seat, s.rating, s.created_ms, \
             s.ended_ms, s.place FROM tournament_seats s JOIN players p ON p.id = s.player \
             WHERE s.tournament = $1 ORDER BY s.created_ms, s.game, s.seat",
        )
        .bind(id)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| TournamentSeat {
                game: r.get(0),
                player: r.get(1),
                name: r.get(2),
                race: r.get(3),
                seat: r.get(4),
                rating: r.get(5),
                created_ms: r.get(6),
                ended_ms: r.get(7),
                place: r.get(8),
            })
            .collect())
    }

    /// Records game `game` of tournament `id` (made at `now_ms`, on its track `race`): each of
    /// its `players` (with their rating) by seat is in it.
    pub async fn tournament_game(
        &self,
        id: &str,
        game: &str,
        race: i64,
        players: &[(i64, f64)],
        now_ms: i64,
    ) -> Result<(), StoreError> {
        let mut statements = Vec::new();
        for (seat, &(player, rating)) in players.iter().enumerate() {
            statements.push((
                "INSERT INTO tournament_seats (game, player, tournament, race, seat, rating, \
                 created_ms, ended_ms, place) VALUES ($1, $2, $3, $4, $5, $6, $7, NULL, NULL)",
                vec![
                    Arg::Text(game.to_owned()),
                    Arg::Int(player),
                    Arg::Text(id.to_owned()),
                    Arg::Int(race),
                    Arg::Int(seat as i64),
                    Arg::Real(rating),
                    Arg::Int(now_ms),
                ],
            ));
            statements.push((
                "UPDATE entrants SET game = $1 WHERE tournament = $2 AND player = $3",
                vec![
                    Arg::Text(game.to_owned()),
                    Arg::Text(id.to_owned()),
                    Arg::Int(player),
                ],
            ));
        }
        self.write(super::writes::Write::Batch(statements))
            .await?
            .rows()
            .map(drop)
    }

    /// Game `game` of tournament `id` ended at `now_ms` with each player's place (`None`: did
    /// not finish); its players are free again. Once: a game already ended is left as it is.
    pub async fn tournament_game_over(
        &self,
        id: &str,
        game: &str,
        places: &[(i64, Option<i64>)],
        now_ms: i64,
    ) -> Result<(), StoreError> {
        let mut statements = Vec::new();
        for &(player, place) in places {
            statements.push((
                "UPDATE tournament_seats SET ended_ms = $1, place = $2 \
                 WHERE game = $3 AND player = $4 AND ended_ms IS NULL",
                vec![
                    Arg::Int(now_ms),
                    Arg::OptInt(place),
                    Arg::Text(game.to_owned()),
                    Arg::Int(player),
                ],
            ));
            statements.push((
                "UPDATE entrants SET game = NULL, free_ms = $1 \
                 WHERE tournament = $2 AND player = $3 AND game = $4",
                vec![
                    Arg::Int(now_ms),
                    Arg::Text(id.to_owned()),
                    Arg::Int(player),
                    Arg::Text(game.to_owned()),
                ],
            ));
        }
        self.write(super::writes::Write::Batch(statements))
            .await?
            .rows()
            .map(drop)
    }

    /// Takes game `game`, which could not be made, out of its tournament: its players are
    /// free again.
    pub async fn tournament_game_dropped(&self, game: &str) -> Result<(), StoreError> {
        let statements = vec![
            (
                "DELETE FROM tournament_seats WHERE game = $1",
                vec![Arg::Text(game.to_owned())],
            ),
            (
                "UPDATE entrants SET game = NULL WHERE game = $1",
                vec![Arg::Text(game.to_owned())],
            ),
        ];
        self.write(super::writes::Write::Batch(statements))
            .await?
            .rows()
            .map(drop)
    }

    /// Tournament `id`'s games under way in the tournament's record whose game is over.
    pub async fn tournament_games_ended(&self, id: &str) -> Result<Vec<String>, StoreError> {
        let rows = sqlx::query(
            "SELECT DISTINCT s.game FROM tournament_seats s JOIN games g ON g.id = s.game \
             WHERE s.tournament = $1 AND s.ended_ms IS NULL AND g.state = $2",
        )
        .bind(id)
        .bind(super::GameState::Over)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }
}
