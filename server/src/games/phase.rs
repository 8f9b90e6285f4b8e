//! A game's race by its phase: an open game has none; a running game has the race as played so
//! far; a finished game has the race as it ended. The phase and the stored row's state change
//! together, here only ([`super::live::Next::begin`], [`super::live::Next::after_round`]), so a
//! running game without its race cannot be written.

use racetrack::race::recorder::Recorder;

use crate::store::GameState;

/// A game's phase, holding its race.
#[derive(Clone, Debug, Default)]
pub(crate) enum Phase {
    /// Waiting for its seats: no race yet.
    #[default]
    Open,
    /// Rounds are being played.
    Running(Recorder),
    /// Finished: the race as it ended.
    Over(Recorder),
}

impl Phase {
    /// The phase of a stored game in `state`, with the race replayed from its answers (none for
    /// an open game).
    pub(crate) fn of(state: GameState, race: Option<Recorder>) -> Result<Phase, String> {
        match (state, race) {
            (GameState::Open, _) => Ok(Phase::Open),
            (GameState::Running, Some(race)) => Ok(Phase::Running(race)),
            (GameState::Over, Some(race)) => Ok(Phase::Over(race)),
            (_, None) => Err("a started game has no race".into()),
        }
    }

    /// The state the store keeps for it.
    pub(crate) fn state(&self) -> GameState {
        match self {
            Phase::Open => GameState::Open,
            Phase::Running(_) => GameState::Running,
            Phase::Over(_) => GameState::Over,
        }
    }

    /// The race, once started (running or over).
    pub(crate) fn race(&self) -> Option<&Recorder> {
        match self {
            Phase::Open => None,
            Phase::Running(race) | Phase::Over(race) => Some(race),
        }
    }

    /// The race of a running game.
    pub(crate) fn running(&self) -> Option<&Recorder> {
        match self {
            Phase::Running(race) => Some(race),
            Phase::Open | Phase::Over(_) => None,
        }
    }

    /// See [`Phase::running`].
    pub(crate) fn running_mut(&mut self) -> Option<&mut Recorder> {
        match self {
            Phase::Running(race) => Some(race),
            Phase::Open | Phase::Over(_) => None,
        }
    }

    /// The race of a finished game.
    pub(crate) fn over(&self) -> Option<&Recorder> {
        match self {
            Phase::Over(race) => Some(race),
            Phase::Open | Phase::Running(_) => None,
        }
    }

    /// A running race that has just ended becomes the finished game's.
    pub(crate) fn end(&mut self) {
        if let Phase::Running(race) = std::mem::take(self) {
            *self = Phase::Over(race);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn race() -> Recorder {
        let track: racetrack::Track = ">..*\n>..*".parse().unwrap();
        let cars = (0..2)
            .map(|i| racetrack::race::record::RecordCar {
                name: format!("car {i}"),
                bot: "human".into(),
            })
            .collect();
        Recorder::new(
            &track,
            racetrack::Rules::Strict,
            1,
            racetrack::race::record::Settings::default(),
            cars,
        )
        .unwrap()
    }

    #[test]
    fn a_started_game_without_its_race_is_refused_and_the_state_follows_the_phase() {
        assert!(Phase::of(GameState::Running, None).is_err());
        assert!(Phase::of(GameState::Over, None).is_err());
        let open = Phase::of(GameState::Open, None).unwrap();
        assert_eq!(open.state(), GameState::Open);
        assert!(open.race().is_none());
        let mut running = Phase::of(GameState::Running, Some(race())).unwrap();
        assert_eq!(running.state(), GameState::Running);
        assert!(running.running_mut().is_some() && running.over().is_none());
        running.end();
        assert_eq!(running.state(), GameState::Over);
        assert!(running.over().is_some() && running.running().is_none());
        // Ending is once: an open game stays open.
        let mut open = Phase::Open;
        open.end();
        assert_eq!(open.state(), GameState::Open);
    }
}
