//! A tournament's game: made for the players the tournament paired (two in an arena, a group of
//! up to eight in a Grand Prix), recorded in the tournament's seats before it starts, each
//! player told `paired` on their own stream, then started by their joining.

use racetrack_api::PlayerEvent;

use super::{GameError, Games, ID_LEN, code};
use crate::store::{GameRow, GameState, Player, Store};

/// What a tournament's game is played with.
#[derive(Clone, Debug)]
pub struct TournamentGame<'a> {
    /// The tournament.
    pub tournament: &'a str,
    /// Its name (the game's title is the tournament's and the track's).
    pub name: &'a str,
    /// The track's place in the tournament's list (a Grand Prix: the race).
    pub race: i64,
    /// The track's title and text.
    pub track: &'a (String, String),
    /// Its rules.
    pub rules: &'a str,
    /// Seconds a round lasts.
    pub move_seconds: i64,
    /// Whether it is rated.
    pub rated: bool,
}

impl Games {
    /// Counts game `live` in its tournament if it is a tournament's game that is over: each
    /// player's place (`None`: did not finish), once (the store keeps the first). Its players
    /// are free from now.
    pub(crate) async fn score_tournament(
        &self,
        store: &Store,
        live: &super::Live,
        now_ms: i64,
    ) -> Result<(), GameError> {
        let Some(tournament) = &live.row.tournament else {
            return Ok(());
        };
        if live.row.state != GameState::Over {
            return Ok(());
        }
        let places: Vec<(i64, Option<i64>)> = match live.finishes() {
            Some(cars) => cars
                .iter()
                .map(|(player, f)| (*player, (!f.out).then_some(f.place as i64)))
                .collect(),
            None => live.seats.iter().map(|s| (s.player, None)).collect(),
        };
        store
            .tournament_game_over(tournament, &live.row.id, &places, now_ms)
            .await?;
        Ok(())
    }

    /// Makes and starts `setup`'s game for `players` (by seat, each with their rating);
    /// returns its id. When it cannot be made, its seats are taken out of the tournament again
    /// and the players stay free.
    pub async fn tournament_game(
        &self,
        store: &Store,
        setup: TournamentGame<'_>,
        players: &[(Player, f64)],
        now_ms: i64,
    ) -> Result<String, GameError> {
        let Some(((first, _), rest)) = players.split_first() else {
            return Err(GameError::TooFewPlayers);
        };
        let id = code(ID_LEN)?;
        let row = GameRow {
            id: id.clone(),
            creator: first.id,
            track: setup.track.1.clone(),
            rules: setup.rules.to_owned(),
            seats: players.len() as i64,
            move_seconds: setup.move_seconds,
            crash_penalty: 2,
            public: true,
            invite: code(16)?,
            seed: super::new_seed()?,
            state: GameState::Open,
            round: 0,
            deadline_ms: None,
            created_ms: now_ms,
            seq: 0,
            rules_version: i64::from(racetrack::race::RULES_VERSION),
            broken: None,
            rated: setup.rated,
            title: Some(format!("{} · {}", setup.name, setup.track.0)),
            rematch_of: None,
            spectator_chat: true,
            night: false,
            honour: None,
            tournament: Some(setup.tournament.to_owned()),
        };
        let invited = rest.iter().map(|(p, _)| p.id).collect();
        self.open(store, first, row, invited, now_ms).await?;
        let seats: Vec<(i64, f64)> = players.iter().map(|(p, r)| (p.id, *r)).collect();
        store
            .tournament_game(setup.tournament, &id, setup.race, &seats, now_ms)
            .await?;
        for (me, _) in players {
            let against: Vec<&str> = players
                .iter()
                .filter(|(p, _)| p.id != me.id)
                .map(|(p, _)| p.name.as_str())
                .collect();
            let event = PlayerEvent::Paired {
                game: id.clone(),
                against: against.join(", "),
            };
            self.feeds.send(store, me.id, event);
        }
        for (player, _) in rest {
            if let Err(e) = self.join(store, player, &id, None, now_ms).await {
                tracing::warn!(game = %id, error = %e, "seating a tournament's game");
                store.tournament_game_dropped(&id).await?;
                return Err(e);
            }
        }
        Ok(id)
    }
}
