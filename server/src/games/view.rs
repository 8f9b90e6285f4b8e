//! A game as the API shows it: the whole view (`GET /api/v1/games/{id}`), as the API's type
//! ([`racetrack_api`]; a list's summary is [`super::summaries`]'s). What a car chose stays
//! secret until the round resolves: a view says only whether it has chosen.

use racetrack::race::CarId;
use racetrack_api::{CarView, GameView, Standing};

use super::Live;

impl Live {
    /// One car at a time (Karopapier's rules): the race's round, in which every car racing
    /// takes one turn (each turn is one of the API's rounds).
    pub(crate) fn race_round(&self) -> Option<u32> {
        race_round(&self.phase)
    }

    /// The whole view, for `viewer` (a player id, when the request bore a token): a seated
    /// player also sees the invite code and their seat (`you`).
    pub fn view(&self, viewer: Option<i64>, now_ms: i64) -> GameView {
        let you = viewer.and_then(|p| self.seat_of(p));
        let row = &self.row;
        let cars: Vec<CarView> = match self.phase.race() {
            Some(recorder) => {
                let race = recorder.race();
                let waiting = recorder.waiting();
                let to_move = race.to_move();
                race.cars()
                    .iter()
                    .enumerate()
                    .map(|(i, car)| {
                        let v = car.velocity();
                        CarView {
                            seat: i,
                            name: car.name().to_owned(),
                            bot: self.seats.get(i).is_some_and(|s| s.bot),
                            state: car.state().status(),
                            position: car.position().map(|p| [p.row, p.col]),
                            velocity: [v.row, v.col],
                            moves: car.moves(),
                            chosen: recorder.answer_of(CarId(i)).is_some(),
                            to_choose: waiting.contains(&CarId(i)),
                            connected: false,
                            house: None,
                            trajectory: car.trajectory().iter().map(|p| [p.row, p.col]).collect(),
                            resets: car.resets().to_vec(),
                            // One at a time (Karopapier): on the track, yet not in the way of
                            // the car to move.
                            passable: to_move.is_some_and(|m| {
                                m.0 != i
                                    && car.state().status().on_track()
                                    && car.position().is_some()
                                    && !race.keeps_off(CarId(i), m)
                            }),
                        }
                    })
                    .collect()
            }
            None => self
                .seats
                .iter()
                .map(|s| CarView {
                    seat: s.seat as usize,
                    name: s.name.clone(),
                    bot: s.bot,
                    state: racetrack::race::CarStatus::Waiting,
                    position: None,
                    velocity: [0, 0],
                    moves: 0,
                    chosen: false,
                    to_choose: false,
                    connected: false,
                    house: None,
                    trajectory: Vec::new(),
                    resets: Vec::new(),
                    passable: false,
                })
                .collect(),
        };
        let (track, options) = self.seen_track(you);
        let standings = self.phase.race().map_or_else(Vec::new, |r| {
            r.record().standings.iter().map(Standing::from).collect()
        });
        GameView {
            id: row.id.clone(),
            state: row.state,
            track,
            night: row.night,
            honour: row.honour,
            options,
            rules: row.rules.clone(),
            seats: row.seats as usize,
            move_seconds: row.move_seconds as u64,
            crash_penalty: row.crash_penalty as u32,
            public: row.public,
            rated: row.rated,
            title: row.title.clone(),
            tournament: row.tournament.clone(),
            spectator_chat: row.spectator_chat,
            round: row.round as u32,
            race_round: self.race_round(),
            deadline_ms: row.deadline_ms,
            now_ms,
            seq: row.seq,
            creator: self.seats.first().map(|s| s.name.clone()),
            you: you.map(|c| c.0),
            invite: you.map(|_| row.invite.clone()),
            seat: None,
            invited: you.is_none()
                && row.state == crate::store::GameState::Open
                && viewer.is_some_and(|p| self.invited.contains(&p)),
            rematch: self.rematch.clone(),
            rematch_of: row.rematch_of.clone(),
            cars,
            standings,
            ratings: Vec::new(),
        }
    }
}

/// One car at a time: the race's round of `phase`'s race (see [`Live::race_round`]).
pub(crate) fn race_round(phase: &super::phase::Phase) -> Option<u32> {
    let race = phase.race()?.race();
    (!race.round_order().is_empty()).then(|| race.round())
}
